"""Learn to play: the coach's lesson, one game of 8½ from one deal walked step by step
(lessons.py: the steps; coach.py: the coach's panel; scene.py: the table it runs on).

May import the shell and 8½'s table (tests/test_layering.py)."""

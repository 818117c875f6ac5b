"""``python -m game --smoke-test``: the driver (driver.py), a game of bots watched through
the real loop (bots.py), each game's steps (eight_half.py, huit.py, tutorial.py) and the
review's (review.py: the Matches page, a dropped game file).

May import anything; nothing but game/__main__.py imports it (tests/test_layering.py)."""

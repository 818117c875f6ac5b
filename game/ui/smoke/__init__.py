"""``python -m game --smoke-test``: the driver (driver.py), a game of bots watched through
the real loop (bots.py) and each game's steps (eight_half.py, huit.py, tutorial.py).

May import anything; nothing but game/__main__.py imports it (tests/test_layering.py)."""

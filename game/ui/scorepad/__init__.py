"""The score pad ("8½ Spielblock"): the match's points per game, drawn like the paper pad in
the box. model.py (what it shows), layout.py (where), writing.py (the write-in's timing),
ink.py and view.py (drawing), scene.py (the scene and its buttons).

May import the shell; never a table (tests/test_layering.py)."""

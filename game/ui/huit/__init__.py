"""The Huit américain table (RULES.md Part B): layout, animation, input, drawing, its card
faces, words, hints, the rules help and the round's result.

May import the shell, what both tables share and the score pad; never 8½'s table
(tests/test_layering.py)."""

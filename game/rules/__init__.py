"""Pure game logic, one package per game, stdlib and attrs only (no pygame).

- game.rules.eight_half: 8½ (RULES.md Part A, notation Part C);
- game.rules.huit: Huit américain (RULES.md Part B, notation Part D).

The two never import each other; this package imports neither, so using one game does not
load the other.
"""

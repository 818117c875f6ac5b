"""What both card tables share: the table base, the director, bubbles, the move log,
seating, the bot runner, the prompt, the pause dialog, help pages and the card art.

May import game.rules, game.ai, game.store, the shell, the audio and the score pad; never
one game's table, a menu or the smoke driver (tests/test_layering.py)."""

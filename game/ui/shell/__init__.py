"""The app shell: the App and its scene stack, the crash screen, overlays and widgets, text,
fonts, translations, tweens, caches, the felt, the icon and the autosave worker.

May import game.rules, game.store and game.ui.audio; never a table, a menu or the smoke
driver (tests/test_layering.py)."""

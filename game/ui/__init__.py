"""The only pygame code, grouped by role, one folder each (tests/test_layering.py):

shell/       the App, its scene stack and everything every screen draws with
table/       what both card tables share
eight_half/  8½'s table; huit/ Huit américain's
scorepad/    the score pad; tutorial/ learn to play; audio/ sound and voice
menus/       the title, the sound page, the statistics
smoke/       the ``--smoke-test`` driver and each game's steps
"""

"""8½ — Haim Shafir's card game (Amigo, 2005) as a desktop game."""

__version__ = "0.1.0"

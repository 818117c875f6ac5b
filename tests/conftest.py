"""Shared test setup: pygame runs headless (no window, no sound device)."""

import os

# Must happen before pygame is first imported by any test module.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

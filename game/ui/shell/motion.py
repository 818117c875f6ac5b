"""Reduce motion (a setting, for eyes that movement tires or upsets): nothing pulses,
flashes or shakes, and what has to move (cards, the reversing arcs, the pen, the menu's
highlight) gets there in a fraction of its time. The animation speed still applies on top.
"""

from __future__ import annotations

from game.store.settings import ANIMATION_SCALE, Settings

REDUCED = 0.3  # share of its time an animation takes with Reduce motion on
STILL_BEAT = 0.5  # where a pulse rests when it may not pulse: half-way, as bright as on average


def motion_scale(settings: Settings) -> float:
    """The multiplier of animation durations: the speed's, shortened by Reduce motion."""
    scale = float(ANIMATION_SCALE[settings.animation_speed])
    return scale * REDUCED if settings.reduce_motion else scale


def beat(settings: Settings, moving: float) -> float:
    """A pulse's phase (0..1): `moving` as it goes, or still with Reduce motion on."""
    return STILL_BEAT if settings.reduce_motion else moving

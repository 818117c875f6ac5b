"""Sound and voice: effects that follow the table's events, and every bid said
aloud (R12) by its player's own voice.

The App owns one `Audio`; the table hands it each event as its animation starts (so sound
follows the events exactly as the animations do), the deal, and the player's turn. What
plays depends on the settings at that moment: muted (M), the sound and voice volumes,
voice on/off, the player's own bids, the animation speed. At Instant speed the effects
are cut short on one channel (a move's events all start in the same frame: a short tick
each, not a pile-up); the voice still says the bid, and the next announcement cuts it.
An announcement of two clips (a joker's "Joker! Draw four!", then its suit) says the
second when the first has ended; the next announcement cuts both.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

import pygame

from game.store.settings import Settings
from game.ui.audio.players import Effects, Voice
from game.ui.audio.synth import Effect

if TYPE_CHECKING:
    from game.rules.eight_half.events import Event
    from game.rules.huit.events import Event as HuitEvent
    from game.ui.audio.cues import Cue
    from game.ui.audio.huit_cues import MoveSoFar

log = logging.getLogger(__name__)

INSTANT_MS = 120  # Instant speed: an effect lasts at most this long
HUIT_EVENTS = "game.rules.huit.events"  # where Huit américain's events live
NOTE_LIFE = 1.6  # seconds the "Sound off" note stays on screen
AFTER_CHIME = 0.35  # seconds from a person's turn chime to "Your turn!": after its strike
NARRATOR = "p"  # the voice that speaks to the table, not for a seat
NOTE_BG = (6, 30, 16, 200)
NOTE_TEXT = (248, 243, 228)

__all__ = ["Audio", "Effect"]


class Audio:
    """Plays what the game asks for, as the current settings allow; a no-op without mixer."""

    def __init__(self, settings: Callable[[], Settings], voice_root: Path | None = None) -> None:
        if voice_root is None:
            from game.ui.shell.fonts import assets_dir

            voice_root = assets_dir() / "voice"
        self._settings = settings
        self.effects = Effects()
        self.voice = Voice(voice_root, settings().language)
        self.note: str | None = None  # a short line on screen ("Sound off"), and its age
        self._turn_said_in: float | None = None  # seconds until "Your turn!" is said
        self._then: tuple[str, str] | None = None  # (speaker, key) said when the voice ends
        self._huit_move: MoveSoFar | None = None  # what a Huit move showed so far (its words)
        self._note_age = 0.0
        self._note_life = NOTE_LIFE

    # -- what the game asks for ------------------------------------------------------------

    def on_event(
        self, e: Event | HuitEvent, human: int | None, last_mover: int | None = None
    ) -> None:
        """An engine event starts its animation at the table: its effect and its words.
        Each game has its cues, chosen by the event's own module (the rules never know the
        table); `last_mover` says who played the card a Huit skip or penalty comes from.
        A Huit move's words may depend on its events before (a joker's suit is said after
        its call): the move so far is kept from event to event."""
        from game.ui.audio.cues import speaker  # the table has loaded the rules

        if type(e).__module__ == HUIT_EVENTS:
            from game.ui.audio.huit_cues import NOTHING_YET
            from game.ui.audio.huit_cues import cue_for as huit_cue

            # The module check is the isinstance: importing Huit's events here would load its rules
            # at start-up. mypy cannot narrow on it.
            so_far = self._huit_move or NOTHING_YET
            cue = huit_cue(e, human, last_mover, so_far)  # type: ignore[arg-type]  # a Huit event
            self._huit_move = so_far.after(e)  # type: ignore[arg-type]  # the same event
        else:
            from game.ui.audio.cues import cue_for

            cue = cue_for(e, human)  # type: ignore[arg-type]  # an 8½ event: not Huit's (above)
        if cue.effect is not None:
            self.effect(cue.effect)
        if cue.seat is None or (cue.seat == human and not self._settings().voice_own_bids):
            return
        who = speaker(cue.seat)
        if cue.voice is not None:
            self.say(who, cue.voice)
        if cue.then is not None:
            if self.voice.busy():
                self._then = (who, cue.then)  # `update` says it once the voice is free
            else:
                self.say(who, cue.then)

    def prefetch(
        self, events: Sequence[object], human: int | None, last_mover: int | None = None
    ) -> None:
        """A move's events are queued at the table: read the words they will say ahead,
        on the voice's worker, so no frame waits for a clip to be decoded."""
        s = self._settings()
        if s.muted or not s.voice_on or s.voice_volume <= 0:
            return
        from game.ui.audio.cues import speaker

        for cue in self._cues(events, human, last_mover):
            if cue.seat is not None and (cue.seat != human or s.voice_own_bids):
                for key in (cue.voice, cue.then):
                    if key is not None:
                        self.voice.prefetch(speaker(cue.seat), key)

    @staticmethod
    def _cues(events: Sequence[object], human: int | None, last_mover: int | None) -> list[Cue]:
        """The cues of one move's events (of either game: the table's own event type)."""
        if not events:
            return []
        if type(events[0]).__module__ == HUIT_EVENTS:
            from game.ui.audio.huit_cues import cues_for as huit_cues

            return huit_cues(cast("Sequence[HuitEvent]", events), human, last_mover)
        from game.ui.audio.cues import cue_for

        return [cue_for(e, human) for e in cast("Sequence[Event]", events)]

    def deal(self) -> None:
        """A game is shuffled and dealt."""
        self.effect(Effect.DEAL)

    def your_turn(self) -> None:
        """The player's options have just become available."""
        self.effect(Effect.YOUR_TURN)

    def turn_of_person(self) -> None:
        """A person's turn begins at a table of several (the hand-over screen shows the name:
        typed names cannot be said): the turn's chime, then "Your turn!" in the narrator's
        voice, once the chime has struck (`update` says it)."""
        self.your_turn()
        self._turn_said_in = AFTER_CHIME
        s = self._settings()
        if not s.muted and s.voice_on and s.voice_volume > 0:
            self.voice.prefetch(NARRATOR, "your_turn")  # read while the chime strikes

    def button(self) -> None:
        self.effect(Effect.BUTTON)

    def effect(self, effect: Effect) -> bool:
        """Play an effect as the settings allow; True if it reached the mixer."""
        s = self._settings()
        if s.muted or s.sound_volume <= 0:
            return False
        instant = s.animation_speed == "instant"
        return self.effects.play(effect, s.sound_volume, INSTANT_MS if instant else 0)

    def say(self, speaker: str, key: str) -> bool:
        """Say a clip (assets/voice/README.md) in `speaker`'s voice, cutting the last one
        and the clip that was to follow it."""
        self._then = None
        s = self._settings()
        if s.muted or not s.voice_on or s.voice_volume <= 0:
            return False
        return self.voice.say(speaker, key, s.voice_volume)

    # -- settings --------------------------------------------------------------------------

    def settings_changed(self, old: Settings, new: Settings) -> None:
        if new.language != old.language:
            self.voice.set_language(new.language)
        if new.muted and not old.muted:
            self.stop()
        elif not new.voice_on and old.voice_on:
            self._then = None
            self.voice.stop()

    def stop(self) -> None:
        """Silence at once: everything playing stops."""
        self._turn_said_in = None
        self._then = None
        try:
            if pygame.mixer.get_init() is not None:
                pygame.mixer.stop()
        except pygame.error:
            pass

    def warm_up(self, threaded: bool = True) -> None:
        """Make the effects' samples ahead of their first use (pure Python, no mixer call),
        on a worker thread in real play so the first frames are not held up."""
        if threaded:
            threading.Thread(target=self.effects.warm_up, name="sound-warm-up", daemon=True).start()
        else:
            self.effects.warm_up()

    # -- the note on screen ----------------------------------------------------------------

    def show_note(self, text: str, life: float = NOTE_LIFE) -> None:
        """`text` at the top of the window for `life` seconds, over any scene."""
        self.note, self._note_age, self._note_life = text, 0.0, life

    @property
    def note_showing(self) -> bool:
        return self.note is not None

    def update(self, dt: float) -> None:
        if self._turn_said_in is not None:
            self._turn_said_in -= dt
            if self._turn_said_in <= 0:
                self._turn_said_in = None
                self.say(NARRATOR, "your_turn")
        if self._then is not None and not self.voice.busy():
            self.say(*self._then)
        if self.note is not None:
            self._note_age += dt
            if self._note_age >= self._note_life:
                self.note = None

    def draw_note(self, surface: pygame.Surface) -> None:
        """The note at the top of the window, over any scene, fading at its end."""
        if self.note is None:
            return
        from game.ui.shell import drawn
        from game.ui.shell.felt import panel
        from game.ui.shell.text import fitted_size, text_surface

        w, h = surface.get_size()
        size = max(14, h // 30)
        size = fitted_size(self.note, size, w - 3 * size)  # a long sentence stays inside
        image = text_surface(self.note, size, NOTE_TEXT)
        box = image.get_rect().inflate(size * 2, size)
        box.midtop = (w // 2, h // 40)
        fade = min(1.0, (self._note_life - self._note_age) / 0.3)
        back = panel(box.size, NOTE_BG, box.h // 3)
        back.set_alpha(round(255 * fade))
        surface.blit(back, box)
        back.set_alpha(None)
        at = image.get_rect(center=box.center)
        drawn.ink(surface, at, image, NOTE_TEXT, text=self.note, size=size, alpha=round(255 * fade))
        image.set_alpha(round(255 * fade))
        surface.blit(image, at)
        image.set_alpha(None)

"""Speak the screen: the game told by the system's voice to a player who cannot see it.

Each scene says what it shows as parts (`Said`: its heading, the focused row and its value,
at a table the prompt, a refusal or hint, the focused card); every frame the App hands the
top scene to `Speech.follow`, which says the parts whose words changed, as one
announcement. A new announcement cuts the one being said. F2 turns it on and off anywhere
(the setting "Speak the screen"); F3 says the whole of it again, at a table the hand.

Nothing here waits for a voice: the words go to a worker (mouth.py). Without a voice on the
computer it says nothing, and the title says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.store.settings import Settings
from game.ui.shell.i18n import tr
from game.ui.speech.mouth import Finder, Mouth
from game.ui.speech.said import Said, sentences, speakable

if TYPE_CHECKING:
    from game.ui.shell.scene import Scene

__all__ = ["Said", "Speech", "speakable"]


def _system_voice() -> Finder:
    from game.ui.speech.engines import find_engine

    return find_engine


class Speech:
    """What the App says: the top scene's changes, and what a key asks for."""

    def __init__(
        self,
        settings: Callable[[], Settings],
        find: Finder | None = None,
        *,
        threaded: bool = True,
    ) -> None:
        self._settings = settings
        self.mouth = Mouth(find if find is not None else _system_voice(), threaded=threaded)
        self._scene: Scene | None = None
        self._heard: dict[str, tuple[object, str]] = {}
        self._opening = ""  # said before the screen's words, once: "Speech on"

    @property
    def on(self) -> bool:
        return self._settings().speak_screen

    @property
    def missing(self) -> bool:
        """Speech is on but this computer has no voice to speak with."""
        return self.on and self.mouth.looked and not self.mouth.found

    def say(self, text: str) -> None:
        """Say `text` now (when speech is on), cutting what was being said."""
        if self.on and text:
            self.mouth.say(speakable(text), self._settings().language)

    def follow(self, scene: Scene | None) -> None:
        """Say what changed on `scene` (the top one) since the last frame: all of it when
        another scene came to the top."""
        if not self.on or scene is None:
            return
        if scene is not self._scene:
            self._scene = scene
            self._heard = {}
        news = self._news(scene.speech())
        if self._opening:
            news.insert(0, self._opening)
            self._opening = ""
        self.say(sentences(news))

    def _news(self, parts: Sequence[Said]) -> list[str]:
        news = []
        for said in parts:
            heard = (said.stamp, said.text)
            if self._heard.get(said.part) != heard:
                self._heard[said.part] = heard
                news.append(said.text)
        return news

    def say_all(self, scene: Scene | None) -> None:
        """F3: the whole of `scene` again (at a table: the hand)."""
        if scene is not None:
            self.say(scene.speech_all())

    def turned(self, on: bool) -> None:
        """The setting changed: on, "Speech on" and the whole screen are said with the next
        frame; off, "Speech off" cuts what was being said, and is the last word."""
        self._scene = None
        self._heard = {}
        self._opening = tr("speech.on") if on else ""
        if not on:
            self.mouth.say(speakable(tr("speech.off")), self._settings().language)

    def close(self) -> None:
        self.mouth.close()

"""The "Sound…" page of the title menu: effects volume, voice on/off and volume, the
player's own bids aloud, the screen spoken (F2), mute. Built on the title's menu (same rows,
keys and mouse); Esc or Back returns to the title."""

from __future__ import annotations

from game.ui.menus.page import MenuPage
from game.ui.menus.title import MenuItem, _cycle
from game.ui.shell.i18n import tr

VOLUMES = tuple(round(i / 10, 1) for i in range(11))  # 0 %, 10 %, ... 100 %
SAMPLE_BID = "eight_half"  # what the voice says when its volume is changed


def percent(volume: float) -> str:
    return tr("value.percent", percent=round(volume * 100))


def on_off(value: bool) -> str:
    return tr("value.on") if value else tr("value.off")


class SoundScene(MenuPage):
    name = "sound"
    heading = "sound.heading"
    hint = "sound.hint"

    def _build_items(self) -> list[MenuItem]:
        return [
            MenuItem(
                lambda: tr("sound.effects"),
                lambda: percent(self.app.settings.sound_volume),
                self._sound_volume,
                "sound_volume",
            ),
            MenuItem(
                lambda: tr("sound.voice"),
                lambda: on_off(self.app.settings.voice_on),
                self._voice_on,
                "voice_on",
            ),
            MenuItem(
                lambda: tr("sound.voice_volume"),
                lambda: percent(self.app.settings.voice_volume),
                self._voice_volume,
                "voice_volume",
            ),
            MenuItem(
                lambda: tr("sound.own_bids"),
                lambda: on_off(self.app.settings.voice_own_bids),
                self._own_bids,
                "voice_own_bids",
            ),
            MenuItem(
                lambda: tr("sound.speak_screen"),
                lambda: on_off(self.app.settings.speak_screen),
                lambda _step: self.app.toggle_speech(),
                "speak_screen",
            ),
            MenuItem(
                lambda: tr("sound.mute"),
                lambda: on_off(self.app.settings.muted),
                lambda _step: self.app.toggle_mute(),
                "mute",
            ),
            MenuItem(lambda: tr("sound.back"), lambda: None, self._back, "back"),
        ]

    def _sound_volume(self, step: int) -> None:
        volume = _cycle(VOLUMES, round(self.app.settings.sound_volume, 1), step)
        self.app.update_settings(sound_volume=volume)  # the menu's click tells how loud

    def _voice_on(self, _step: int) -> None:
        self.app.update_settings(voice_on=not self.app.settings.voice_on)
        self.app.audio.say("p", SAMPLE_BID)  # heard only when it was turned on

    def _voice_volume(self, step: int) -> None:
        volume = _cycle(VOLUMES, round(self.app.settings.voice_volume, 1), step)
        self.app.update_settings(voice_volume=volume)
        self.app.audio.say("p", SAMPLE_BID)

    def _own_bids(self, _step: int) -> None:
        self.app.update_settings(voice_own_bids=not self.app.settings.voice_own_bids)

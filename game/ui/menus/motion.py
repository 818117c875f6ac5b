"""The "Display" page of the title menu: the text size (game/ui/shell/text_size.py), the
animation speed, and Reduce motion (no pulse or shake, short animations:
game/ui/shell/motion.py). Built on the title's menu (same rows, keys and mouse); Esc or Back
returns to the title."""

from __future__ import annotations

from game.store.settings import ANIMATION_SPEEDS, TEXT_SIZES
from game.ui.menus.page import MenuPage
from game.ui.menus.sound import on_off
from game.ui.menus.title import MenuItem, _cycle
from game.ui.shell.i18n import tr
from game.ui.shell.labels import speed_label, text_size_label


class MotionScene(MenuPage):
    name = "motion"
    heading = "motion.heading"
    hint = "motion.hint"

    def _build_items(self) -> list[MenuItem]:
        return [
            MenuItem(
                lambda: tr("menu.animation"),
                lambda: speed_label(self.app.settings.animation_speed),
                self._speed,
                "animation",
            ),
            MenuItem(
                lambda: tr("menu.reduce_motion"),
                lambda: on_off(self.app.settings.reduce_motion),
                self._reduce_motion,
                "reduce_motion",
            ),
            MenuItem(
                lambda: tr("menu.text_size"),
                lambda: text_size_label(self.app.settings.text_size),
                self._text_size,
                "text_size",
            ),
            MenuItem(lambda: tr("sound.back"), lambda: None, self._back, "back"),
        ]

    def _text_size(self, step: int) -> None:
        size = _cycle(TEXT_SIZES, self.app.settings.text_size, step)
        self.app.update_settings(text_size=size)

    def _speed(self, step: int) -> None:
        speed = _cycle(ANIMATION_SPEEDS, self.app.settings.animation_speed, step)
        self.app.update_settings(animation_speed=speed)

    def _reduce_motion(self, _step: int) -> None:
        self.app.update_settings(reduce_motion=not self.app.settings.reduce_motion)

"""The "Watch" page of the title menu: a match of bots playing the title's chosen game by
themselves (the demo, game/ui/table/demo.py), with every hand face up or the bots' hands
face down, and whether the demo starts by itself after two minutes untouched on the title.
Built on the title's menu (same rows, keys and mouse); Esc or Back returns to the title.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.menus.page import MenuPage
from game.ui.menus.sound import on_off
from game.ui.menus.title import MenuItem, game_name
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.store.settings import Settings
    from game.ui.shell.app import App
    from game.ui.shell.scene import Scene


def open_demo(app: App, back_to: Scene) -> Scene:
    """The demo of the title's chosen game; a key or a click leads back to `back_to`.
    The tables are imported here, when asked: the title must open fast."""
    if app.settings.game == "huit":
        from game.ui.huit.demo import HuitDemoScene

        return HuitDemoScene(app, app.settings, back_to)
    from game.ui.eight_half.demo import DemoTableScene

    return DemoTableScene(app, app.settings, back_to)


class WatchScene(MenuPage):
    name = "watch"
    heading = "watch.heading"
    hint = "watch.hint"
    controls = "watch.controls"  # Esc goes back to the title here, it quits nothing

    def __init__(self, app: App, title: Scene) -> None:
        self.title = title  # where the demo leads back to
        super().__init__(app)

    def _build_items(self) -> list[MenuItem]:
        def s() -> Settings:
            return self.app.settings

        return [
            MenuItem(
                lambda: tr("watch.start"),
                lambda: None,
                self._start,
                "watch_start",
                lambda: game_name(s().game),
            ),
            MenuItem(
                lambda: tr("watch.hands"),
                lambda: tr("watch.face_up") if s().demo_face_up else tr("watch.face_down"),
                self._hands,
                "demo_face_up",
            ),
            MenuItem(
                lambda: tr("watch.attract"),
                lambda: on_off(s().attract_mode),
                self._attract_mode,
                "attract_mode",
            ),
            MenuItem(lambda: tr("watch.back"), lambda: None, self._back, "back"),
        ]

    def _start(self, _step: int) -> None:
        self.app.push(open_demo(self.app, self.title))

    def _hands(self, _step: int) -> None:
        self.app.update_settings(demo_face_up=not self.app.settings.demo_face_up)

    def _attract_mode(self, _step: int) -> None:
        self.app.update_settings(attract_mode=not self.app.settings.attract_mode)

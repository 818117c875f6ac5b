"""The room's QR code on the TV is painted module by module in whole pixels, dark
on light with its quiet zone, as large as its room allows: a camera across the room reads
crisp edges, never a blurred scale."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.lan.qr import QUIET_ZONE, qr_rows
from game.ui.menus.qr_view import DARK, LIGHT, qr_surface
from game.ui.shell.app import App


@pytest.mark.parametrize("room", [222, 405, 1000])
def test_every_module_is_whole_pixels_of_exactly_dark_or_light(
    make_app: Callable[..., App], room: int
) -> None:
    make_app()
    rows = qr_rows("http://192.168.1.20:8765/?room=KXQB")
    n = len(rows)
    picture = qr_surface(rows, room)
    px = picture.get_width() // n
    assert picture.get_size() == (n * px, n * px) and n * px <= room < n * (px + 1)  # largest
    assert all(not any(row) for row in rows[:QUIET_ZONE])  # the light border is there
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            want = DARK if dark else LIGHT
            for dx, dy in ((0, 0), (px - 1, 0), (0, px - 1), (px - 1, px - 1)):
                assert picture.get_at((x * px + dx, y * px + dy))[:3] == want

"""The felt behind every scene: it looks like a lamp-lit table at every window shape, and a
new window size makes it from what was computed once, never pixel by pixel again (that took
60 ms of a frame)."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame
import pytest

from game.ui.shell import felt as felt_module
from game.ui.shell.felt import CENTRE, EDGE
from game.ui.shell.surface_cache import FELT, LIGHT


@pytest.fixture(autouse=True)
def a_window() -> Iterator[None]:
    """Felts are made in the window's pixel format."""
    pygame.display.init()
    pygame.display.set_mode((320, 200))
    FELT.clear()
    yield
    FELT.clear()


def near(colour: pygame.Color, target: tuple[int, int, int], by: int) -> bool:
    return all(abs(c - t) <= by for c, t in zip(colour[:3], target, strict=True))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (1000, 1000), (600, 900)])
def test_the_felt_is_lit_above_the_middle_and_dark_at_the_rim(size: tuple[int, int]) -> None:
    made = felt_module.felt(size)
    w, h = size
    assert made.get_size() == size
    assert near(made.get_at((w // 2, round(h * 0.45))), CENTRE, 8)  # under the lamp
    for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
        assert near(made.get_at(corner), EDGE, 16)  # (the top ones a little lighter)
    # Light falls off evenly to both sides.
    left, right = made.get_at((w // 5, h // 2)), made.get_at((w - 1 - w // 5, h // 2))
    assert near(left, tuple(right[:3]), 8)  # (only the grain tells them apart)


def test_a_new_window_size_makes_its_felt_without_computing_the_light_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    felt_module.felt((640, 480))  # the game's first felt
    calls = 0
    hypot: Callable[..., float] = math.hypot

    def counted(*args: float) -> float:
        nonlocal calls
        calls += 1
        return hypot(*args)

    monkeypatch.setattr(math, "hypot", counted)
    for size in [(1280, 720), (1920, 1080), (1000, 1000)]:
        FELT.clear()  # as a resize does
        assert felt_module.felt(size).get_size() == size
    assert calls == 0, "a felt was computed pixel by pixel again"


def test_the_grain_is_laid_from_the_pixel_order_blits_are_quickest_from() -> None:
    """Blits from another byte order take SDL's slow path: the grain over a 4K felt took
    100 ms that way, 5 ms this way."""
    tile = felt_module._grain_tile()
    assert tile.get_masks() == pygame.Surface((1, 1), pygame.SRCALPHA).get_masks()


@pytest.mark.parametrize("size", [(1000, 700), (801, 599)])
def test_any_part_of_the_felt_is_painted_again_exactly(size: tuple[int, int]) -> None:
    """The 8½ table paints the felt again where its cards were, keeping no whole felt."""
    whole = felt_module.felt(size)
    surface = pygame.Surface(size, 0, pygame.display.get_surface())
    surface.fill((200, 0, 0))
    corner = pygame.Rect(size[0] - 1, size[1] - 1, 5, 5)  # (an odd window's last pixel)
    for area in (pygame.Rect(13, 7, 301, 95), pygame.Rect(500, 300, 600, 600), corner):
        painted = felt_module.paint(surface, area)
        assert painted.contains(area.clip(surface.get_rect()))
        assert painted.inflate(-2, -2).width <= area.width  # grown a pixel at most each side
        for x, y in ((painted.x, painted.y), (painted.right - 1, painted.bottom - 1)):
            assert surface.get_at((x, y)) == whole.get_at((x, y))
        inside = surface.subsurface(painted)
        assert pygame.image.tobytes(inside, "RGB") == pygame.image.tobytes(
            whole.subsurface(painted), "RGB"
        )


def test_painting_nothing_or_outside_the_window_paints_nothing() -> None:
    surface = pygame.Surface((100, 80), 0, pygame.display.get_surface())
    surface.fill((200, 0, 0))
    for area in (pygame.Rect(10, 10, 0, 5), pygame.Rect(150, 10, 20, 20)):
        painted = felt_module.paint(surface, area)
        assert painted.w == 0 or painted.h == 0
    assert surface.get_at((50, 40))[:3] == (200, 0, 0)


def test_a_whole_felt_kept_keeps_no_light_beside_it() -> None:
    """The title and the Huit table show the whole felt: its light too would be 8 MB more
    at 4K. The 8½ table, painting its own felt, keeps the light."""
    felt_module.felt((1280, 720))
    assert len(LIGHT) == 0
    surface = pygame.Surface((1280, 720), 0, pygame.display.get_surface())
    felt_module.paint(surface, pygame.Rect(10, 10, 50, 50))
    assert len(LIGHT) == 1


def test_a_new_window_size_paints_its_felt_into_the_memory_the_felt_has() -> None:
    """A new window-sized felt cost a resize frame its pages (10 ms at 4K): a smaller window,
    or one as big again, paints into part of the one held, the same pixels as a new one."""
    felt_module.forget_whole()
    big = felt_module.felt((900, 700))
    held = big.get_parent()
    assert held is not None
    for size in ((640, 480), (900, 700), (700, 690)):
        FELT.clear()  # (as a resize does)
        made = felt_module.felt(size)
        assert made.get_parent() is held, f"a new felt surface at {size}"
        fresh = pygame.Surface(size, 0, made)
        felt_module.paint(fresh, fresh.get_rect())
        assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(fresh, "RGB")
    FELT.clear()
    assert felt_module.felt((1000, 700)).get_parent() is not held  # bigger than ever
    felt_module.forget_whole()

"""The table's layout: every zone on screen, nothing overlapping, seats where players sit."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.ui.eight_half.layout import Side, compute, fan, pile_rects

SIZES = [
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1366, 768),
    (1920, 1080),
    (2560, 1080),
    (3840, 2160),
    (1000, 1000),
]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("log_open", [False, True])
def test_every_zone_is_on_screen_and_apart(
    players: int, size: tuple[int, int], log_open: bool
) -> None:
    lay = compute(size, players, log_open)
    screen = pygame.Rect((0, 0), size)
    zones = lay.zones()
    assert len(zones) >= 9 + 8 * players  # nothing was left out
    for name, rect in zones.items():
        assert rect.w > 0 and rect.h > 0, name
        assert screen.contains(rect), f"{name} {rect} is off the {size} screen"
    for (a, ra), (b, rb) in itertools.combinations(zones.items(), 2):
        if a == "log_panel" or b == "log_panel":
            continue  # checked below: it only sits beside the table
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    if lay.log_panel is not None:
        for name, rect in zones.items():
            if name != "log_panel":
                assert not rect.colliderect(lay.log_panel), f"the log covers {name}"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seats_go_clockwise_from_the_player_at_the_bottom(players: int) -> None:
    lay = compute((1280, 720), players)
    me = lay.seats[0]
    assert me.side is Side.BOTTOM and me.box.bottom > 600
    centre = lay.center.center
    # Clockwise seen from above with the player at the bottom: left, top, right. On screen
    # (y down) that is a growing angle, counted from straight down.
    angles = []
    for s in lay.seats[1:]:
        x, y = s.box.center
        angles.append((pygame.Vector2(x - centre[0], y - centre[1]).as_polar()[1] - 90) % 360)
    assert angles == sorted(angles), "seats are not in clockwise order"
    assert all(s.box.bottom <= lay.center.bottom for s in lay.seats[1:])


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_cards_are_big_enough_to_read(size: tuple[int, int]) -> None:
    for players in (2, 3, 4, 5):
        lay = compute(size, players)
        me = lay.seats[0]
        # Your hand is the largest thing on the table; opponents' cards stay readable.
        assert me.hand_w >= size[1] * 0.16
        assert me.hand_w >= me.table_w >= max(s.table_w for s in lay.seats[1:])
        assert min(s.table_w for s in lay.seats) >= 40
        assert lay.pile_w >= 60


def test_layout_scales_with_the_window() -> None:
    small, big = compute((1280, 720), 4), compute((3840, 2160), 4)
    assert big.seats[0].hand_w == pytest.approx(3 * small.seats[0].hand_w, rel=0.05)
    assert big.unit == pytest.approx(3 * small.unit, rel=0.1)


def test_a_fanned_hand_keeps_every_index_visible() -> None:
    area = pygame.Rect(100, 100, 400, 200)
    few = fan(area, 3, 100)
    assert [r.w for r in few] == [100] * 3 and few[1].x - few[0].right > 0, "3 cards apart"
    many = fan(area, 20, 100)
    assert all(area.contains(r) for r in many)
    steps = {b.x - a.x for a, b in itertools.pairwise(many)}
    assert min(steps) >= many[0].w * 0.28, "each card shows its corner index"
    assert fan(area, 0, 100) == []


def test_the_pile_shows_the_last_five_with_the_top_card_whole() -> None:
    area = pygame.Rect(0, 0, 300, 200)
    rects = pile_rects(area, 100, 9)
    assert len(rects) == 5
    assert rects[-1].x > rects[0].x and all(area.contains(r) for r in rects)


def test_two_to_five_players_only() -> None:
    with pytest.raises(ValueError):
        compute((800, 600), 6)

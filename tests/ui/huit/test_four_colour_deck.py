"""The four-colour deck for every eye: any two suits' inks stay at least CIEDE2000 15 apart
(a difference anyone sees at a glance) as protanopes, deuteranopes and tritanopes see them,
simulated with Machado et al. 2009 at full severity, and every ink stands at least 4.5:1
against the cream card (WCAG 2.x), so the corner indices read as well as any text.

The simulation and the colour difference are checked first against published values."""

from __future__ import annotations

import itertools

import pytest
from colour_kit import SIMULATIONS, contrast, delta_e_2000, lab, seen_apart, simulate

from game.rules.huit.cards import Suit
from game.ui.huit.inks import FOUR_COLOURS, TWO_COLOURS
from game.ui.table.card_faces import CREAM

LEAST_DELTA_E = 15.0


@pytest.mark.parametrize(
    ("name", "rgb", "seen"),
    [
        # As colorspacious 1.1.2 simulates them (its "sRGB1+CVD" space at severity 100,
        # Machado's matrices on linear sRGB): the old deck's red, green and blue.
        ("protanopia", (204, 22, 40), (87.33, 78.69, 38.23)),
        ("protanopia", (18, 78, 196), (0.0, 95.37, 199.91)),
        ("deuteranopia", (204, 22, 40), (130.17, 116.27, 31.09)),
        ("deuteranopia", (10, 124, 52), (113.52, 103.86, 57.70)),
        ("tritanopia", (10, 124, 52), (0.0, 121.36, 107.95)),
        ("tritanopia", (18, 78, 196), (0.0, 108.66, 129.25)),
    ],
)
def test_the_simulation_gives_the_published_values(
    name: str, rgb: tuple[int, int, int], seen: tuple[float, float, float]
) -> None:
    assert simulate(rgb, SIMULATIONS[name]) == pytest.approx(seen, abs=0.02)


@pytest.mark.parametrize("name", list(SIMULATIONS))
def test_white_and_black_stay_themselves(name: str) -> None:
    assert simulate((255, 255, 255), SIMULATIONS[name]) == pytest.approx((255, 255, 255), abs=0.5)
    assert simulate((0, 0, 0), SIMULATIONS[name]) == pytest.approx((0, 0, 0), abs=0.01)


@pytest.mark.parametrize(
    ("lab1", "lab2", "delta"),
    [
        # Sharma, Wu & Dalal 2005, table 1: pairs 1, 7, 17 and 25.
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ],
)
def test_ciede2000_gives_the_published_values(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], delta: float
) -> None:
    assert delta_e_2000(lab1, lab2) == pytest.approx(delta, abs=1e-4)


def test_lab_of_the_old_red() -> None:
    assert lab((204, 22, 40)) == pytest.approx((43.60, 65.88, 40.54), abs=0.02)


@pytest.mark.parametrize("name", list(SIMULATIONS))
def test_every_two_suits_stay_apart_for_every_eye(name: str) -> None:
    near = [
        f"{a.name} and {b.name}: {seen_apart(FOUR_COLOURS[a], FOUR_COLOURS[b], matrix):.1f}"
        for matrix in (SIMULATIONS[name],)
        for a, b in itertools.combinations(Suit, 2)
        if seen_apart(FOUR_COLOURS[a], FOUR_COLOURS[b], matrix) < LEAST_DELTA_E
    ]
    assert near == [], f"suits closer than ΔE00 {LEAST_DELTA_E} with {name}: {near}"


@pytest.mark.parametrize("deck", [TWO_COLOURS, FOUR_COLOURS], ids=["two", "four"])
def test_every_ink_reads_on_the_card(deck: dict[Suit, tuple[int, int, int]]) -> None:
    faint = {s.name: round(contrast(ink, CREAM), 2) for s, ink in deck.items()}
    assert all(c >= 4.5 for c in faint.values()), faint

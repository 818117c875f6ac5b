"""The score pad of a Huit américain match (RULES.md H6: only a round's winner scores, the
cards left in the other hands; the first to 500 wins, or a single round): a row per round,
the running totals, the target, the winner."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import lang_kit
import pygame
import pytest
from huit_kit import play
from store_kit import play as play_eight_half

from game.rules import huit
from game.rules.huit.cards import POINTS
from game.store.huit_resume import huit_match_from_record
from game.store.resume import match_from_record
from game.store.settings import Settings
from game.ui.scorepad.layout import pad_layout
from game.ui.scorepad.model import (
    MAX_SHEET_ROWS,
    MIN_HUIT_ROWS,
    HuitRound,
    PadModel,
    huit_pad_model,
    pad_model,
    record_pad_model,
)
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App

MakeApp = Callable[..., App]
NAMES = ("You", "Ada", "Bruno", "Chloé", "Dirk")
SIZES = [(800, 600), (1280, 720), (1920, 1080)]


def pad_of(
    players: int = 3, seed: int = 7, target: int | None = 500, **kw: object
) -> tuple[PadModel, huit.Match]:
    _, match = play(players=players, seed=seed, target=target, **kw)  # type: ignore[arg-type]
    return huit_pad_model(match, NAMES[:players], 0), match


def rounds_model(points: list[tuple[int, ...]], target: int | None = 500) -> PadModel:
    """A pad after rounds with these points (no card counts: looked at, not just played)."""
    return PadModel(NAMES[: len(points[0])], 0, target or 1, tuple(points), None, "huit", target)


def show(app: App, pad: ScorePadScene) -> pygame.Surface:
    app.push(pad)
    app.frame(0.0)
    return pygame.display.get_surface()


# -- the model -------------------------------------------------------------------------------


def test_h6_a_row_per_round_with_the_totals_and_the_winner_of_the_match() -> None:
    model, match = pad_of(players=4, seed=3)
    assert model.game == "huit" and model.target == 500 and model.over
    assert model.rows == tuple(r.points for r in match.results)
    assert model.totals == match.totals and max(model.totals) >= 500
    assert model.leaders == match.winners


def test_h6_a_match_is_over_only_when_someone_reaches_the_target() -> None:
    assert not rounds_model([(0, 120, 0), (300, 0, 0)]).over
    assert rounds_model([(0, 120, 0), (300, 0, 0), (0, 380, 0)]).over
    assert rounds_model([(0, 120, 0), (300, 0, 0), (0, 380, 0)]).leaders == (1,)


def test_h6_a_single_round_is_over_after_it_and_names_its_winner() -> None:
    model, match = pad_of(players=3, seed=5, target=None)
    assert model.target is None and model.over and len(model.sheet()) == 1
    assert model.leaders == match.winners
    with pytest.raises(ValueError):
        rounds_model([(0, 50, 0), (40, 0, 0)], target=None)


def test_the_round_just_finished_brings_each_hand_s_cards_and_worth() -> None:
    model, match = pad_of(players=4, seed=8, rounds=2)
    last = model.last
    assert isinstance(last, HuitRound)
    finished = match.round
    assert last.winner == match.results[-1].winner and last.points == match.results[-1].points
    assert last.counts == tuple(len(h) for h in finished.hands)
    assert last.counts[last.winner] == 0 and all(c > 0 for c in last.counts if c)
    assert last.worth == tuple(sum(POINTS[c] for c in h) for h in finished.hands)
    assert sum(last.worth) == last.points[last.winner]  # H6: the winner scores them all


def test_mid_round_there_is_no_last_round_to_show() -> None:
    model, match = pad_of(players=3, seed=22, plies=700)
    assert not match.round.is_over and model.last is None and model.rows


def test_the_sheet_has_the_rounds_played_and_one_to_come() -> None:
    model = rounds_model([(0, 60, 0), (45, 0, 0)])
    sheet = model.sheet()
    assert len(sheet) == MIN_HUIT_ROWS
    assert [r.points for r in sheet[:2]] == list(model.rows)
    assert all(r.points is None for r in sheet[2:])
    eight = rounds_model([(0, 10, 0)] * 7)  # 70 points: far from 500
    assert len(eight.sheet()) == 8 and eight.sheet()[-1].points is None
    assert model.fresh_row == 1 and eight.fresh_row == 6


def test_a_long_match_carries_the_oldest_rounds_forward_on_one_row() -> None:
    rows = [tuple((10 if seat == r % 3 else 0) for seat in range(3)) for r in range(30)]
    model = rounds_model(rows)
    sheet = model.sheet()
    assert len(sheet) == MAX_SHEET_ROWS
    carried = sheet[0]
    assert carried.carried and carried.first == 1
    assert carried.last == 30 - (MAX_SHEET_ROWS - 2)
    assert [r.first for r in sheet[1:-1]] == list(range(carried.last + 1, 31))
    assert sheet[-1].points is None and sheet[-1].first == 31  # the round under way
    summed = [sum(r.points[p] for r in sheet if r.points) for p in range(3)]
    assert tuple(summed) == model.totals  # nothing lost in the carrying
    assert model.fresh_row == MAX_SHEET_ROWS - 2


def test_a_long_match_over_keeps_every_row_for_rounds() -> None:
    rows = [(10, 0)] * 49 + [(20, 0)]  # seat 0 reaches 510 in round 50
    model = rounds_model(rows)
    assert model.over
    sheet = model.sheet()
    assert len(sheet) == MAX_SHEET_ROWS and sheet[-1].first == 50 and sheet[-1].points
    assert model.fresh_row == MAX_SHEET_ROWS - 1


def test_the_pad_of_a_saved_match_is_the_pad_of_the_match() -> None:
    rec, match = play(players=3, seed=8, rounds=2)
    names = NAMES[:3]
    assert record_pad_model(rec, names) == huit_pad_model(huit_match_from_record(rec), names, 0)
    assert record_pad_model(rec, names) == huit_pad_model(match, names, 0)
    eight, _ = play_eight_half(players=3, plies=150)
    assert record_pad_model(eight, names) == pad_model(match_from_record(eight), names, 0)


def test_the_8_half_pad_keeps_its_sheet_of_every_game() -> None:
    """8½'s sheet is its match length in rows, as before Huit came (R10.5)."""
    eight, _ = play_eight_half(players=3, length=6, plies=150)
    model = record_pad_model(eight, NAMES[:3])
    assert model.game == "eight_half" and len(model.sheet()) == 6
    assert [r.first for r in model.sheet()] == [1, 2, 3, 4, 5, 6]
    assert model.fresh_row == model.games_played - 1


# -- the scene -------------------------------------------------------------------------------


def test_after_a_round_the_side_says_who_won_it_and_who_leads(make_app: MakeApp) -> None:
    app = make_app(Settings(window_size=(800, 600)))
    model = PadModel(
        NAMES[:3],
        0,
        500,
        ((0, 60, 0), (45, 0, 0)),
        HuitRound(0, (45, 0, 0), (0, 3, 4), (0, 20, 25)),
        "huit",
        500,
    )
    pad = ScorePadScene(app, model, result=True, on_next=lambda: None)
    assert pad.headline() == "You win the round!"
    assert pad.match_line() == "Ada leads with 60 of 500 points"
    assert pad.buttons() == [("next", "Deal the next round")]
    with lang_kit.drawn_texts() as seen:
        show(app, pad)
    assert {"Round 1", "Round 2", "Round 6", "Total", "+45", "(20)", "(25)"} <= seen
    assert "Round 2 · to 500 points" in seen


def test_at_the_end_the_winner_of_the_match_is_named(make_app: MakeApp) -> None:
    app = make_app(Settings(window_size=(800, 600)))
    model, match = pad_of(players=4, seed=3)
    [winner] = match.winners
    pad = ScorePadScene(app, model, result=True, on_new_match=lambda: None, on_title=lambda: None)
    name = "You" if winner == 0 else NAMES[winner]
    total = match.totals[winner]
    if winner == 0:
        assert pad.headline() == "You win the match!"
        assert pad.match_line() == f"You win the match with {total} points!"
    else:
        assert pad.headline() == f"{name} wins the match!"
        assert pad.match_line() == f"{name} wins the match with {total} points"
    assert [label for _, label in pad.buttons()] == ["New match", "Title"]


def test_a_single_round_says_one_round_and_its_winner(make_app: MakeApp) -> None:
    app = make_app(Settings(window_size=(800, 600), language="fr"))
    with lang_kit.back_to_english():
        model = PadModel(
            NAMES[:3],
            0,
            1,
            ((0, 85, 0),),
            HuitRound(1, (0, 85, 0), (2, 0, 5), (25, 0, 60)),
            "huit",
            None,
        )
        pad = ScorePadScene(app, model, result=True, on_new_match=lambda: None)
        assert pad.headline() == "Ada gagne la manche\u202f!"
        assert pad.match_line() == "Ada remporte la manche avec 85 points"
        with lang_kit.drawn_texts() as seen:
            show(app, pad)
        assert {"Manche 1", "UNE MANCHE", "Nouvelle partie"} <= seen


def test_looked_at_mid_match_it_has_a_close_button_and_the_target(make_app: MakeApp) -> None:
    app = make_app(Settings(window_size=(800, 600)))
    pad = ScorePadScene(app, rounds_model([(0, 60, 0), (45, 0, 0)]))
    assert pad.headline() == "Score pad" and pad.buttons() == [("close", "Close (S)")]
    with lang_kit.drawn_texts() as seen:
        show(app, pad)
    assert {"SCORE PAD", "TO 500 POINTS", "After 2 rounds · to 500 points"} <= seen


def test_a_carried_row_is_labelled_with_its_rounds(make_app: MakeApp) -> None:
    app = make_app(Settings(window_size=(800, 600)))
    rows = [tuple((10 if seat == r % 3 else 0) for seat in range(3)) for r in range(30)]
    with lang_kit.drawn_texts() as seen:
        show(app, ScorePadScene(app, rounds_model(rows)))
    assert "Rounds 1–20" in seen and "Round 21" in seen and "Round 31" in seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", *lang_kit.LANGUAGES])
@pytest.mark.parametrize("mode", ["after", "end", "look", "long"])
def test_the_huit_pad_fits_and_reads(
    make_app: MakeApp, size: tuple[int, int], language: str, mode: str
) -> None:
    with lang_kit.back_to_english(), lang_kit.fitted_texts() as fitted:
        app = make_app(Settings(window_size=size, language=language))
        if mode == "long":
            rows = [tuple((95 if seat == r % 5 else 0) for seat in range(5)) for r in range(25)]
            model = rounds_model(rows, target=2500)
        else:
            model, _ = pad_of(players=5, seed=45, **({"rounds": 2} if mode == "after" else {}))
        pad = ScorePadScene(
            app,
            model,
            result=mode in ("after", "end"),
            write_last=True,
            on_next=None if model.over else lambda: None,
            on_new_match=lambda: None,
            on_title=lambda: None,
        )
        show(app, pad)
        rects = pad.layout(size)
        screen = pygame.Rect((0, 0), size)
        assert all(screen.contains(r) for r in rects.values())
        lay = pad.pad(size)
        parts = lay.side_parts()
        for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
            if a.startswith("table") and b.startswith("table"):
                continue  # the result table's rows touch
            assert not ra.colliderect(rb), f"{a} overlaps {b}"
        assert len(lay.cells) == len(model.sheet()) <= MAX_SHEET_ROWS
        assert lang_kit.squeezed(fitted) == []


def test_the_layout_of_the_longest_sheet_fits_800x600() -> None:
    lay = pad_layout((800, 600), 5, MAX_SHEET_ROWS, buttons=2, result=True)
    assert lay.sheet.bottom <= 600 and lay.row >= 20


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_the_last_column_has_its_right_border(
    make_app: MakeApp, size: tuple[int, int], players: int
) -> None:
    """Every player's column is ruled on both sides, the last one too, down to the total."""
    from game.ui.scorepad.ink import RULED

    app = make_app(Settings(window_size=size))
    pad = ScorePadScene(app, rounds_model([tuple(range(players))]))
    app.push(pad)
    picture = pygame.Surface(size)
    app.compose(picture)
    lay = pad.pad(size)
    x = lay.names[-1].right
    assert x < lay.sheet.right - 2, "the border lies on the paper, inside its edge"
    for cell in [row[-1] for row in lay.cells] + [lay.totals[-1], lay.names[-1]]:
        colour = picture.get_at((x, cell.centery))[:3]
        assert all(abs(a - b) < 40 for a, b in zip(colour, RULED, strict=True)), (cell, colour)

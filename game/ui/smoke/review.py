"""The review's smoke-test step: a finished 8½ match found on the Matches page (from the
statistics) and reviewed from its page, then a finished Huit américain round saved as a game
file and dropped onto the window, reviewed too; each replay stepped through with the keys,
shown at every size, and left for the title. The last line names the games reviewed."""

from __future__ import annotations

import random
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pygame

from game.ai.eight_half.bots import make_bot
from game.ai.huit.bots import make_bot as make_huit_bot
from game.rules import eight_half, huit
from game.rules.eight_half.match import new_match
from game.store.game_file import write_game_file
from game.store.huit_resume import record_for_huit_match
from game.store.record import MatchRecord, PlayerInfo
from game.store.resume import record_for_match
from game.ui.menus.title import TitleScene
from game.ui.review.files import open_game_file
from game.ui.review.scene import ReviewScene
from game.ui.smoke.driver import SIZES, SmokeRun, smoke_step

SEED = 31
PLAYERS = (PlayerInfo("", True), PlayerInfo("Ada", False, "easy"))


def eight_half_game() -> MatchRecord:
    """A one-game 8½ match, every seat played by an Easy bot (the person's too)."""
    bot, rng = make_bot("easy"), random.Random(SEED)
    match = new_match(len(PLAYERS), SEED, 1)
    rec = record_for_match(match, PLAYERS)
    state = match.game
    while not state.is_over:
        legal = eight_half.legal_moves(state)
        move = bot.choose(eight_half.observe(state, state.turn), legal, rng)
        state = eight_half.apply_move(state, move).state
        rec = rec.with_move(move, state)
    return rec.with_status("finished")


def huit_round() -> MatchRecord:
    """A one-round Huit américain match under the jokers house rule (H7.1), by Easy bots."""
    bot, rng = make_huit_bot("easy"), random.Random(SEED)
    match = huit.new_match(len(PLAYERS), SEED, None, 1, ("jokers",))
    rec = record_for_huit_match(match, PLAYERS)
    state = match.round
    while not state.is_over:
        move = bot.choose(huit.observe(state, state.turn), huit.legal_moves(state), rng)
        state = huit.apply_move(state, move).state
        rec = rec.with_move(move, state)
    return rec.with_status("finished")


def step_through(run: SmokeRun, what: str) -> Iterator[None]:
    """The review on top: → a move, End, ↑ the seat's last decision, Home, V every card,
    at each size; then Esc."""
    review = run.app.top
    run.check(isinstance(review, ReviewScene), f"{what}: no review opened")
    assert isinstance(review, ReviewScene)
    run.key(pygame.K_RIGHT)
    yield from run.frames(2)
    run.check(review.ply == 1, f"{what}: → did not step one move")
    run.key(pygame.K_END)
    yield from run.frames(2)
    run.check(review.ply == len(review.moves), f"{what}: End is not the game's end")
    run.key(pygame.K_UP)
    yield from run.frames(2)
    run.check(
        not review.decision_plies or review.ply == review.decision_plies[-1],
        f"{what}: ↑ did not go to the seat's last decision",
    )
    run.key(pygame.K_v)
    for size in SIZES:
        run.resize(size)
        yield from run.frames(3)
    run.key(pygame.K_HOME)
    yield from run.frames(3)
    run.check(review.ply == 0, f"{what}: Home is not the deal")
    run.key(pygame.K_ESCAPE)
    yield
    run.check(run.app.top is not review, f"{what}: Esc did not leave the review")
    run.reviewed.append(review.record.game)


@smoke_step("review", restarted=True)
def review_from_the_matches_page_and_a_dropped_file(run: SmokeRun) -> Iterator[None]:
    app = run.app
    title = app.top
    run.check(isinstance(title, TitleScene), "the review did not start at the title")
    assert isinstance(title, TitleScene)
    run.check(app.saves.history.add(eight_half_game()), "the history did not keep the match")
    # A match is under way (Continue): the title's row is its score pad, and the statistics
    # lead to the Matches page.
    run.click(title.layout().rows[title.index_of("statistics")].center)
    yield
    run.key(pygame.K_l)
    yield
    run.check(app.top is not None and app.top.name == "matches", "no Matches page")
    run.key(pygame.K_RETURN)  # the newest match: its page
    yield
    run.check(app.top is not None and app.top.name == "match", "no match page")
    run.key(pygame.K_RETURN)  # its game: the review
    yield
    yield from step_through(run, "8½ from the Matches page")
    for _ in range(3):  # the match's page, the Matches page, the statistics: the title
        run.key(pygame.K_ESCAPE)
    yield
    run.check(app.top is title, "Esc did not lead back to the title")

    app.open_file = open_game_file  # as the entry point gives it
    with tempfile.TemporaryDirectory(prefix="eight-half-review-") as folder:
        path = Path(folder) / "round.json"
        write_game_file(huit_round(), path)
        pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
        yield
        yield from step_through(run, "a dropped Huit américain file")
    run.check(app.top is title, "the dropped file's review did not lead back to the title")

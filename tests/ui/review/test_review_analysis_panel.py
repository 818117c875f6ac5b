"""The review's win chances on screen: the worker in its process, the results kept in the
history (a second opening works nothing out again), the graph and its marks, the decision
and the summary, with the mouse and with the keys."""

from __future__ import annotations

import json
import multiprocessing
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
import review_kit

from game.ai.review.analysis import review
from game.ai.review.job import engine_name, game_seed
from game.ai.review.judges import judge_for
from game.store import paths
from game.store.history import History
from game.store.record import MatchRecord
from game.ui.review import analysis_panel, graph, results
from game.ui.review.decision_view import one_line, telling
from game.ui.review.scene import ReviewScene
from game.ui.review.worker import ReviewWorker
from game.ui.shell import widgets as w

MakeApp = Callable[..., Any]
RECORD = review_kit.eight_half_match(players=3, seed=7)
GAME = len(RECORD.games) - 1
LEVELS = ("hard", "easy", "easy")
PLAYOUTS = 2  # the numbers need not be good here, only the same each time
WAIT = 60.0  # seconds at most for a message of the review's process (it comes far sooner)


@pytest.fixture(autouse=True)
def fresh_memory() -> Iterator[None]:
    results.forget()
    yield
    results.forget()


def worker(**kwargs: Any) -> ReviewWorker:
    game = RECORD.games[GAME]
    kwargs.setdefault("playouts", PLAYOUTS)
    return ReviewWorker(
        "eight_half", game.start, game.moves, 0, LEVELS, game_seed(RECORD.seed, GAME), **kwargs
    )


def straight_review(playouts: int = PLAYOUTS) -> list[Any]:
    game = RECORD.games[GAME]
    judge = judge_for("eight_half", LEVELS, playouts)
    return list(review(judge, game.start, game.moves, 0, seed=game_seed(RECORD.seed, GAME)))


def finish(w: ReviewWorker) -> None:
    for _ in range(1000):
        if w.wait(WAIT):
            return
    raise AssertionError("the review never ended")


def no_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, a review process started is a failure: the engine is not asked."""

    def refuse(*args: Any) -> Any:
        raise AssertionError("the review was worked out again")

    monkeypatch.setattr(multiprocessing, "get_context", refuse)


# -- the worker ------------------------------------------------------------------------------


def test_the_worker_gives_the_review_the_engine_gives_deterministically() -> None:
    w = worker()
    assert w.progress == (0, len(straight_review())) and not w.done
    w.start()
    finish(w)
    assert w.complete and w.failed is None
    assert list(w.decisions) == straight_review()
    assert w.progress == (w.total, w.total)


def test_the_worker_shows_decisions_as_they_come_and_stops_when_cancelled() -> None:
    w = worker(playouts=None)  # the game's own budget: each decision takes a while
    w.start()
    assert not w.wait(WAIT)  # the first decision is in; the others are being worked out
    done, total = w.progress
    assert 1 <= done < total and not w.done
    assert list(w.decisions) == straight_review(playouts=None)[:done]
    w.cancel()
    assert w.done and not w.complete
    assert len(w.decisions) == done  # what was found stays
    for process in multiprocessing.active_children():
        process.join(WAIT)  # it stops within a sample and ends by itself
    assert not [p for p in multiprocessing.active_children() if p.name == "review"]


def test_a_worker_with_every_decision_known_works_nothing_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    known = [d.chances for d in straight_review()]
    no_process(monkeypatch)
    w = worker(known=known)
    w.start()
    assert w.complete and list(w.decisions) == straight_review()


# -- the cache -------------------------------------------------------------------------------


def open_kept(app: Any, history_id: str | None) -> ReviewScene:
    return review_kit.review(app, app.saves.history.load(history_id) if history_id else RECORD,
                             history_id=history_id)  # fmt: skip


def run_to_the_end(app: Any, scene: ReviewScene) -> None:
    finish(scene.analysis.worker)
    app.frame(1 / 60)  # the frame that sees the review complete keeps it


def test_a_review_is_kept_in_the_history_and_a_second_opening_is_instant(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(analysis_panel, "PLAYOUTS", PLAYOUTS)
    app = make_app()
    assert app.saves.history.add(RECORD)
    scene = open_kept(app, RECORD.id)
    run_to_the_end(app, scene)
    first = scene.analysis.decisions
    assert first and list(first) == straight_review()
    scene.leave()
    kept = app.saves.history.load(RECORD.id)
    assert kept is not None and len(kept.reviews) == 1
    assert kept.reviews[0].complete and kept.reviews[0].engine == engine_name("eight_half", 2)
    results.forget()  # as after a restart: only the history knows
    no_process(monkeypatch)
    again = open_kept(app, RECORD.id)
    assert again.analysis.worker.complete
    assert again.analysis.decisions == first


def test_a_game_files_review_is_kept_in_memory_only(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(analysis_panel, "PLAYOUTS", PLAYOUTS)
    app = make_app()
    scene = open_kept(app, None)
    run_to_the_end(app, scene)
    scene.leave()
    assert app.saves.history.ids() == []
    no_process(monkeypatch)
    assert open_kept(app, None).analysis.worker.complete


def test_a_changed_budget_works_the_review_out_again(make_app: MakeApp) -> None:
    kept = [d.chances for d in straight_review()]
    results.keep(RECORD, GAME, 0, engine_name("eight_half", 3), kept, True)
    assert results.kept(RECORD, GAME, 0, engine_name("eight_half", 3)) == tuple(kept)
    assert results.kept(RECORD, GAME, 0, engine_name("eight_half", 2)) == ()
    scene = review_kit.review(make_app(), RECORD)  # the game's own budget: not 3
    assert scene.analysis.working
    scene.leave()


HOSTILE: list[Any] = [
    "reviews",
    [{"game": 0}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": True, "chances": [[2.0, 0.1]]}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": True, "chances": [[float("nan"), 0]]}],
    [{"game": 99, "seat": 0, "engine": "e", "complete": True, "chances": []}],
    [{"game": 0, "seat": -1, "engine": "e", "complete": True, "chances": []}],
    [{"game": 0, "seat": 0, "engine": "", "complete": True, "chances": []}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": "yes", "chances": []}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": True, "chances": [[0.5]] * 5000}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": True, "chances": [["0.5", 0.5]]}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": True, "chances": [[0.5] * 100000]}],
    [{"game": True, "seat": 0, "engine": "e", "complete": True, "chances": []}],
    [{"game": 0, "seat": 0, "engine": "e", "complete": True, "chances": [], "x": 1}],
]


@pytest.mark.parametrize("hostile", HOSTILE, ids=range(len(HOSTILE)))
def test_a_damaged_or_hostile_kept_review_is_left_out_and_the_match_stays(
    tmp_path: Any, hostile: Any
) -> None:
    history = History(tmp_path)
    good = {"game": 0, "seat": 1, "engine": "e", "complete": False, "chances": [[0.5, 0.25]]}
    assert history.add(RECORD)
    path = history.path_for(RECORD.id)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["reviews"] = [good, *hostile] if isinstance(hostile, list) else hostile
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = history.load(RECORD.id)
    assert loaded is not None and loaded.games == RECORD.games
    assert [r.seat for r in loaded.reviews] == ([1] if isinstance(hostile, list) else [])
    assert history.notices.take() == []  # nothing to tell: the match is as good as it was


def test_kept_chances_that_do_not_fit_the_game_are_worked_out_again(make_app: MakeApp) -> None:
    wrong = [(0.5,) * 40]  # no decision of the game has 40 legal moves
    results.keep(RECORD, GAME, 0, engine_name("eight_half"), wrong, True)
    scene = review_kit.review(make_app(), RECORD)
    assert scene.analysis.decisions == () and scene.analysis.working
    scene.leave()


# -- the graph, its marks, the decision and the summary ---------------------------------------


def crafted(record: MatchRecord, blunder: int, mistake: int) -> list[tuple[float, ...]]:
    """Chances for each decision of seat 0: the move made kept the best chance, but at
    decision `blunder` it lost 40 points and at `mistake` 15."""
    scene_levels = ("hard", "easy", "easy")
    judge = judge_for("eight_half", scene_levels)
    game = record.games[GAME]
    state, out = game.start, []
    for move in game.moves:
        legal = judge.legal(state)
        if judge.mover(state) == 0 and len(legal) > 1:
            played = legal.index(move)
            other = (played + 1) % len(legal)
            chances = [0.5] * len(legal)
            loss = {blunder: 0.4, mistake: 0.15}.get(len(out), 0.0)
            chances[played] = 0.6 - loss
            chances[other] = 0.6 if loss else 0.5
            out.append(tuple(chances))
        state = judge.apply(state, move)
    return out


BLUNDER, MISTAKE = 3, 1


@pytest.fixture
def marked(make_app: MakeApp, monkeypatch: pytest.MonkeyPatch) -> ReviewScene:
    results.keep(
        RECORD, GAME, 0, engine_name("eight_half"), crafted(RECORD, BLUNDER, MISTAKE), True
    )
    no_process(monkeypatch)
    app = make_app()
    scene = review_kit.review(app, RECORD)
    app.frame(1 / 60)
    return scene


def painted(scene: ReviewScene, kind: str) -> dict[str, Any]:
    return {p.name: p for p in scene.analysis.painted if p.kind == kind}


def click(app: Any, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=pos))
    app.frame(1 / 60)


def key(app: Any, k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.frame(1 / 60)


def test_the_graph_marks_the_blunder_and_the_mistake_where_they_were(
    marked: ReviewScene,
) -> None:
    marks = painted(marked, "mark")
    assert {name: p.text for name, p in marks.items()} == {
        str(BLUNDER): "blunder",
        str(MISTAKE): "mistake",
    }
    points = painted(marked, "point")
    assert len(points) == len(marked.decision_plies)
    # The blunder's point is the lowest: it kept 20% where the others kept 60% or 45%.
    assert max(points.values(), key=lambda p: p.rect.centery).name == str(BLUNDER)


def test_the_timeline_colours_the_marked_decisions(marked: ReviewScene) -> None:
    colours = [marked.decision_colour(p) for p in marked.decision_plies]
    assert colours[BLUNDER] == graph.BLUNDER and colours[MISTAKE] == graph.MISTAKE
    assert {c for i, c in enumerate(colours) if i not in (BLUNDER, MISTAKE)} == {w.GOLD}


def test_a_click_on_the_blunders_point_goes_to_its_move(marked: ReviewScene) -> None:
    click(marked.app, painted(marked, "point")[str(BLUNDER)].rect.center)
    assert marked.ply == marked.decision_plies[BLUNDER]
    review_kit.whole(marked)  # (after a jump the frame's pieces come one a frame)
    # The decision there: the move played, the best one, both chances, the blunder named.
    texts = {p.name: p.text for p in marked.analysis.painted if p.kind == "text"}
    assert "60% → 20%" in texts["chances"]
    assert painted(marked, "mark")[str(BLUNDER)].text == "blunder"
    moves = painted(marked, "move")
    decision = marked.analysis.current()
    assert decision is not None and set(moves) >= {str(decision.played), str(decision.best)}


def test_the_keys_reach_the_marks_and_the_turning_point(marked: ReviewScene) -> None:
    key(marked.app, pygame.K_n)
    assert marked.ply == marked.decision_plies[MISTAKE]
    key(marked.app, pygame.K_n)
    assert marked.ply == marked.decision_plies[BLUNDER]
    key(marked.app, pygame.K_n, pygame.KMOD_SHIFT)
    assert marked.ply == marked.decision_plies[MISTAKE]
    key(marked.app, pygame.K_t)
    assert marked.ply == marked.decision_plies[BLUNDER]


def test_the_summary_counts_and_its_turning_point_goes_there(marked: ReviewScene) -> None:
    texts = {p.name: p.text for p in marked.analysis.painted if p.kind == "text"}
    # In words where they fit ("Mistakes: 1"), else by the graph's signs ("? 1").
    assert texts["mistakes"] in ("Mistakes: 1", "? 1")
    assert texts["blunders"] in ("Blunders: 1", "?? 1")
    total = len(marked.decision_plies)
    kept = (total - 2 + 0.45 / 0.6 + 0.2 / 0.6) / total
    assert texts["accuracy"] == f"Accuracy {round(100 * kept)}%"
    turning = painted(marked, "box")["turning"]
    assert f"move {marked.decision_plies[BLUNDER] + 1}" in turning.text
    click(marked.app, turning.rect.center)
    assert marked.ply == marked.decision_plies[BLUNDER]


def test_another_move_of_the_decision_is_asked_about_by_click_and_by_keys(
    marked: ReviewScene,
) -> None:
    asked: list[tuple[int, int]] = []
    marked.ask_what_if = lambda d, i: asked.append((d.number, i))  # type: ignore[attr-defined]
    marked.go_to(marked.decision_plies[BLUNDER])
    review_kit.whole(marked)
    decision = marked.analysis.current()
    assert decision is not None
    click(marked.app, painted(marked, "move")[str(decision.best)].rect.center)
    assert asked == [(BLUNDER, decision.best)]
    key(marked.app, pygame.K_PAGEDOWN)  # from the best move, the next one down
    key(marked.app, pygame.K_RETURN)
    assert asked[-1][0] == BLUNDER and asked[-1][1] != decision.best


def test_the_progress_shows_while_the_review_works_and_stop_keeps_what_was_found(
    make_app: MakeApp,
) -> None:
    app = make_app()
    scene = review_kit.review(app, RECORD)  # the game's own budget: it takes a while
    app.frame(1 / 60)
    bar = painted(scene, "bar")["progress"]
    assert bar.text.endswith(f"/{len(scene.decision_plies)}")
    stop = painted(scene, "box")["stop"]
    scene.analysis.worker.wait(WAIT)
    click(app, stop.rect.center)
    assert not scene.analysis.working
    done = len(scene.analysis.decisions)
    assert "resume" in painted(scene, "box")
    assert results.kept(RECORD, GAME, 0, engine_name("eight_half")) == tuple(
        d.chances for d in scene.analysis.decisions
    )
    key(app, pygame.K_c)  # resumes from where it stopped
    assert scene.analysis.working and len(scene.analysis.decisions) == done
    scene.leave()


# -- a blunder the engine itself finds --------------------------------------------------------


def test_the_engines_blunder_is_marked_on_the_graph_and_its_point_goes_to_it(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """R6.2-R6.3, R9.2: 7 on 6½ is an attack; the owner takes the pile and the attacker plays
    again at once, its last card, a 9 on an empty pile: out on a whole bid, the game won. The
    9 played instead leaves the 7, which cannot follow the other player's 9s: the review's
    own engine marks it a blunder, and the graph shows it."""
    from game.rules.eight_half import apply_move, legal_moves, parse_move, parse_position
    from game.store.record import GameRecord, PlayerInfo

    empty = {"hand": "", "draw": "", "open": "", "blind": "", "aside": "", "at_table": True}
    seats = [empty | {"hand": "7 9"}, empty | {"hand": "9 9", "known": "9 9"}]
    attack = parse_position(
        json.dumps({
            "seats": seats, "pile": "6 h", "bid": "6.5", "five_rule": False, "half_owner": 1,
            "turn": 0, "phase": "play",
        })
    )  # fmt: skip

    state, moves = attack, [parse_move("9")]
    state = apply_move(state, moves[0]).state
    while not state.is_over:  # the rest of the game, any way: only the first move is asked
        moves.append(legal_moves(state)[0])
        state = apply_move(state, moves[-1]).state
    record = MatchRecord(
        id="attack", started="2026-01-15T20:30:00Z",
        players=(PlayerInfo("Ada", True), PlayerInfo("Bot", False, "hard")),
        length=1, seed=11, games=(GameRecord(attack, tuple(moves), state.points),),
        position=state, status="finished", ended="2026-01-15T20:40:00Z",
    )  # fmt: skip
    monkeypatch.setattr(analysis_panel, "PLAYOUTS", 200)  # far from any threshold
    app = make_app()
    scene = review_kit.review(app, record)
    scene.go_to(len(moves))
    scene.analysis.worker.wait(WAIT)  # the first decision: the 9
    app.frame(1 / 60)
    assert painted(scene, "mark")["0"].text == "blunder"
    click(app, painted(scene, "point")["0"].rect.center)
    assert scene.ply == 0
    review_kit.whole(scene)
    texts = {p.name: p.text for p in scene.analysis.painted if p.kind == "text"}
    assert texts["chances"].startswith("100% → ")
    scene.leave()


def test_the_reviews_save_writes_the_win_chances_into_the_text_report(
    make_app: MakeApp, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    monkeypatch.setattr(analysis_panel, "PLAYOUTS", PLAYOUTS)
    monkeypatch.setattr(paths, "game_files_dir", lambda: tmp_path)
    decisions = straight_review()
    results.keep(
        RECORD, GAME, 0, engine_name("eight_half", PLAYOUTS), [d.chances for d in decisions], True
    )
    app = make_app()
    scene = open_kept(app, None)
    assert scene.analysis.worker.complete  # known already: nothing worked out
    scene.save()
    (report,) = tmp_path.glob("*.txt")
    text = report.read_text(encoding="utf-8")
    name = RECORD.players[0].name or "You"
    assert f"Review of {name}: accuracy" in text
    assert f"({len(decisions)} decisions)" in text


def test_a_move_of_several_lines_reads_as_one_line_of_parts() -> None:
    """A move the log tells in two lines (a 10 played, then the player's turn again) is one
    line in the decision's list, its lines apart; among moves that begin alike, only what
    tells it from the others is shown."""
    ten = ("You play the 10 of hearts", "You play again after the 10")
    assert one_line(ten) == "You play the 10 of hearts · You play again after the 10"
    clubs = ("You play the 8 of spades", "You name clubs")
    hearts = ("You play the 8 of spades", "You name hearts", "Ada must play a heart")
    assert telling([clubs, hearts], 0) == "… You name clubs"
    assert telling([clubs, hearts], 1) == "… You name hearts · Ada must play a heart"
    assert telling([ten, clubs], 0) == one_line(ten)

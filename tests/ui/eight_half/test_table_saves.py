"""Come back to your match: autosave at the table, Continue on the title, exact resume.

A player plays part of a match, the game closes (Quit, the window's close button, a
crash), and a new start offers Continue: the same cards, turn, swap phase (R10.4), match
totals (R10.5) and move log, and from there the bots choose exactly as they would have.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pygame
import pytest
import table_kit as kit

from game.ai.eight_half.bots import Bot, HardBot, make_bot
from game.ai.seeding import decision_rng
from game.rules.eight_half import legal_moves
from game.rules.eight_half.observe import observe
from game.store.saves import SaveStore
from game.ui.eight_half.table_scene import TableScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.shell.confirm import ConfirmScene

LEVELS = ("medium", "medium", "easy", "hard", "medium")  # seat 0 is the person's


def bot_of(level: str) -> Bot:
    """Every level, Hard on a fixed number of iterations: a time budget is not repeatable."""
    return HardBot(iterations=25, seconds=None) if level == "hard" else make_bot(level)


def new_app(make_app: Callable[..., App], data: Path, **kw: Any) -> App:
    options: dict[str, Any] = {
        "players": 4,
        "bot_levels": LEVELS,
        "bot_pause": 0.0,
        "match_length": 3,
        **kw,
    }
    settings = kit.settings(**options)
    app = make_app(settings, saves=SaveStore(data))
    app.push(
        TitleScene(
            app,
            lambda a, s, r: TableScene(
                a, s, record=r, executor=kit.InlineExecutor(), bot_factory=bot_of, seed=77
            ),
        )
    )
    app.frame(kit.DT)
    return app


def enter(app: App) -> None:
    """Enter on the title's selected item (New game, or Continue when it is offered)."""
    kit.key(pygame.K_RETURN)
    app.frame(kit.DT)


def title_of(app: App) -> TitleScene:
    assert isinstance(app.scenes[0], TitleScene)
    return app.scenes[0]


def play(app: App, until: int) -> TableScene:
    """Play on (the player's seat by a Medium mind, through the table) until `until` moves
    have been made in the whole match; after a game, the score pad's Next game."""
    for _ in range(100_000):
        top = app.top
        table = next(s for s in app.scenes if isinstance(s, TableScene))
        record = table.record
        assert record is not None
        made = sum(g.plies for g in record.games)
        if made >= until and kit.idle(table):
            return table
        if top is not table:
            assert top is not None and top.name == "scorepad", top
            kit.key(pygame.K_RETURN)  # Next game
        elif table.options.legal:
            st = table.state
            rng = decision_rng(table.seed, table.match.games_played, table.plies, 0)
            table.human_move(make_bot("medium").choose(observe(st, 0), legal_moves(st), rng))
        app.frame(kit.DT)
    raise AssertionError("the match did not get that far")


def moves_of(table: TableScene) -> list[list[str]]:
    assert table.record is not None
    return [[str(m) for m in g.moves] for g in table.record.games]


def test_resumed_match_plays_on_exactly_as_if_never_interrupted(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    whole = new_app(make_app, tmp_path / "a", match_length=6)
    enter(whole)  # New game
    table = play(whole, 260)
    reference = moves_of(table)
    assert len(reference) >= 2, "the run must cross a game end and a swap (R10.4)"
    # ...within the one match: the next match is dealt from a fresh random seed, by design.
    assert table.record is not None and table.record.seed == 77
    whole.shutdown()

    first = new_app(make_app, tmp_path / "b", match_length=6)
    enter(first)
    table = play(first, 140)
    log_then = [line.text for line in table.log.lines]
    state_then, totals_then = table.state, table.match.totals
    first.shutdown()  # the window closes: nothing asks, the match is on disk

    second = new_app(make_app, tmp_path / "b", match_length=6)
    title = title_of(second)
    assert title.item_key(0) == "continue_eight_half"
    enter(second)
    resumed = second.top
    assert isinstance(resumed, TableScene)
    assert resumed.state == state_then  # the same cards, turn and phase
    assert resumed.match.totals == totals_then
    assert [line.text for line in resumed.log.lines] == log_then
    table = play(second, 260)
    assert moves_of(table) == reference


def what_the_table_shows(table: TableScene) -> dict[str, Any]:
    """Everything the table draws from: each seat's open cards in their places (a gap where
    one was played), blind stacks, counts, aside, the known cards; whose plate glows, the
    pile's last play; what each opponent did last (beside the name); the move log."""
    shown = attrs.asdict(table.shown, recurse=False)
    del shown["version"]  # a drawing cache's counter
    shown["seats"] = [attrs.asdict(seat) for seat in table.shown.seats]
    return {
        "shown": shown,
        "notes": [table.memos.get(seat) for seat in range(table.players)],
        "log": [line.text for line in table.log.lines],
    }


def test_resume_shows_the_same_table(make_app: Callable[..., App], tmp_path: Path) -> None:
    """Closed in the middle of a game and continued: the opponents' open cards keep their
    places (after a swap, R10.4, Ada's 6 8 1 stays 6 8 1, not 1 6 8; a played one leaves its
    gap), and the notes beside the names ("played 5 — five, lower!", "took the pile (4
    cards)") come back with the counts, the pile and the log."""
    first = new_app(make_app, tmp_path)
    enter(first)
    table = play(first, 90)
    for until in range(95, 1000, 5):  # into a later game, where a swap moved open cards
        opens = [seat.open_slots for seat in table.shown.seats[1:]]
        out_of_order = any(
            [c for c in slots if c is not None] != sorted(c for c in slots if c is not None)
            or None in slots[: len([c for c in slots if c is not None])]
            for slots in opens
        )
        if len(table.match.results) >= 1 and out_of_order and table.memos.get(1):
            break
        table = play(first, until)
    else:
        raise AssertionError("no open cards out of their sorted order in this match")
    then = what_the_table_shows(table)
    assert any(then["notes"][1:]) and then["log"]
    first.shutdown()  # the window closes mid-game

    second = new_app(make_app, tmp_path)
    enter(second)  # Continue
    resumed = second.top
    assert isinstance(resumed, TableScene) and resumed.state == table.state
    now = what_the_table_shows(resumed)
    for seat, (a, b) in enumerate(zip(then["shown"]["seats"], now["shown"]["seats"], strict=True)):
        assert a == b, f"seat {seat}"
    assert now["notes"] == then["notes"], "the notes beside the names"
    assert now == then
    assert resumed.shown.differences(observe(resumed.state, 0)) == []


def test_continue_names_the_game_and_the_score(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = new_app(make_app, tmp_path)
    assert title_of(app).item_key(0) == "new_game"  # nothing to continue yet
    enter(app)
    play(app, 12)
    kit.key(pygame.K_ESCAPE)  # the menu, then Quit to title
    app.frame(kit.DT)
    kit.key(pygame.K_DOWN)
    kit.key(pygame.K_RETURN)
    app.frame(kit.DT)
    title = title_of(app)
    assert app.top is title and title.item_key(0) == "continue_eight_half"
    detail = title.items[0].detail
    assert detail is not None
    assert detail().startswith("Game 1 of 3 · You 0 · Ada 0")


def test_new_game_during_a_match_asks_once_then_files_the_old_one(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = new_app(make_app, tmp_path)
    enter(app)
    old = play(app, 10).record
    assert old is not None
    app.pop()  # back at the title
    title = title_of(app)
    title.selected = title.index_of("new_game")
    kit.key(pygame.K_RETURN)
    app.frame(kit.DT)
    assert isinstance(app.top, ConfirmScene)
    kit.key(pygame.K_RETURN)  # the focus starts on Cancel: a stray Enter loses nothing
    app.frame(kit.DT)
    held = app.current_match("eight_half")
    assert app.top is title and held is not None and held.id == old.id
    kit.key(pygame.K_RETURN)
    app.frame(kit.DT)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    kit.click(confirm.layout(app.size)["yes"].center)
    app.frame(kit.DT)
    table = app.top
    assert isinstance(table, TableScene) and table.record is not None
    assert table.record.id != old.id
    app.autosaver.flush()
    kept = app.saves.history.load(old.id)
    assert kept is not None and kept.status == "abandoned"
    assert SaveStore(tmp_path).load_current("eight_half").id == table.record.id  # type: ignore[union-attr]


def test_closing_the_window_mid_match_saves_and_quits_without_asking(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = new_app(make_app, tmp_path)
    enter(app)
    table = play(app, 20)
    app.running = True
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame(kit.DT)
    assert not app.running and app.top is table
    app.shutdown()
    saved = SaveStore(tmp_path).load_current("eight_half")
    assert saved is not None and saved.position == table.state


def test_a_finished_match_goes_to_the_history_and_nothing_is_left_to_continue(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = new_app(make_app, tmp_path, match_length=1)
    enter(app)
    table = next(s for s in app.scenes if isinstance(s, TableScene))
    for _ in range(50_000):
        if table.match.is_over:
            break
        play(app, sum(g.plies for g in table.record.games) + 1)  # type: ignore[union-attr]
    assert table.match.is_over
    app.autosaver.flush()
    store = SaveStore(tmp_path)
    assert store.load_current("eight_half") is None
    assert app.current_match("eight_half") is None
    ids = store.history.ids()
    assert len(ids) == 1
    assert store.history.load(ids[0]).status == "finished"  # type: ignore[union-attr]


def test_a_damaged_save_is_kept_aside_and_the_title_says_so(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    tmp_path.mkdir(exist_ok=True)
    (tmp_path / "current.json").write_text('{"format": "eight-and-a-half/save", "vers')
    app = new_app(make_app, tmp_path)
    title = title_of(app)
    assert title.item_key(0) == "new_game"  # no Continue for a broken file
    assert len(title.notices) == 1 and "damaged save file was kept aside" in title.notices[0]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("current.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_text().endswith('"vers')
    enter(app)
    assert isinstance(app.top, TableScene)  # a new match starts


def test_a_save_from_a_future_version_is_kept_aside(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    first = new_app(make_app, tmp_path)
    enter(first)
    play(first, 5)
    first.shutdown()
    data = json.loads((tmp_path / "current.json").read_text())
    data["version"] = 99
    (tmp_path / "current.json").write_text(json.dumps(data))
    app = new_app(make_app, tmp_path)
    assert title_of(app).item_key(0) == "new_game"
    assert any("kept aside" in n for n in title_of(app).notices)


def test_no_data_folder_the_game_plays_on_and_says_saves_are_off(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the data folder's parent should be")
    app = new_app(make_app, blocker / "data")
    enter(app)
    play(app, 15)  # no exception: the game goes on
    app.pop()
    title = title_of(app)
    assert sum("Saves are off" in n for n in title.notices) == 1


def test_with_a_read_only_data_folder_the_table_says_saves_are_off_once(
    make_app: Callable[..., App], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Saves off is said at the table as the match starts (not only back on the title), and
    only once however many moves fail to be saved; the title says it once more after."""
    from game.store import atomic

    def read_only(*args: object, **kwargs: object) -> None:  # root writes through chmod
        raise PermissionError(13, "Permission denied: read-only file system")

    app = new_app(make_app, tmp_path)
    monkeypatch.setattr(atomic.tempfile, "mkstemp", read_only)
    said: list[str] = []
    show = app.audio.show_note
    monkeypatch.setattr(
        app.audio, "show_note", lambda text, *a: (said.append(text), show(text, *a))[-1]
    )
    enter(app)
    app.frame(kit.DT)
    assert said == ["Saves are off: this match will not be kept."]
    assert app.audio.note == said[0], "shown at the top of the table"
    play(app, 30)
    assert len(said) == 1, "said once"
    app.pop()
    assert sum("Saves are off" in n for n in title_of(app).notices) == 1


def test_the_huit_table_says_saves_are_off_too(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    import huit_table_kit as huit_kit

    blocker = tmp_path / "file"
    blocker.write_text("a file where the data folder's parent should be")
    app = make_app(huit_kit.settings(3), saves=SaveStore(blocker / "data"), fixed_dt=kit.DT)
    huit_kit.table(app)
    app.frame(kit.DT)
    assert app.audio.note == "Saves are off: this match will not be kept."


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_title_with_a_match_to_continue_fits(
    make_app: Callable[..., App], tmp_path: Path, size: tuple[int, int]
) -> None:
    app = new_app(make_app, tmp_path, size=size)
    enter(app)
    play(app, 4)
    app.pop()
    title = title_of(app)
    keys = [item.key for item in title.items]
    assert keys[:2] == ["continue_eight_half", "new_game"] and "score_pad" in keys
    rows = title.layout().rows
    screen = pygame.Rect((0, 0), size)
    assert len(rows) == len(title.items)
    assert all(screen.contains(r) for r in rows)
    assert rows[0].height >= 30
    app.draw()


def test_a_notice_that_comes_after_the_first_frame_does_not_cover_the_menu(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = new_app(make_app, tmp_path, size=(1280, 720))
    enter(app)
    play(app, 4)
    app.pop()
    title = title_of(app)
    app.frame(kit.DT)
    before = title.layout().rows[-1].bottom
    title.notices.append("No sound device was found: the game plays without sound.")
    app.frame(kit.DT)
    lay = title.layout()
    notice_top = (
        720 - int(lay.small_size * 3.4) - len(title.notice_lines()) * int(lay.small_size * 1.4)
    )
    assert lay.panel.bottom <= notice_top, "the notice is drawn over the menu"
    assert lay.rows[-1].bottom <= before

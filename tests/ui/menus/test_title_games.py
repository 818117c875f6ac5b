"""The title's first choice is the game: 8½ or Huit américain (RULES.md Part A / Part B).
The rows below it are the chosen game's own settings; New game deals it; each game keeps its
own match, and a Continue row for each names the game and resumes it."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import attrs
import huit_kit
import pygame
import pytest
import store_kit
from table_kit import resize

from game.store.record import MatchRecord, PlayerInfo, RoomRecord
from game.store.saves import SaveStore
from game.store.settings import Settings, SettingsStore
from game.ui.huit.help import HuitHelpScene
from game.ui.menus.seats import SeatsScene
from game.ui.menus.style import ROW_LEAST
from game.ui.menus.title import TitleScene, open_huit_table
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.shell.confirm import ConfirmScene
from game.ui.shell.scene import Scene

ROOT = Path(__file__).resolve().parents[3]
EIGHT_HALF_ROWS = ["new_game", "tutorial", "phones", "game", "players", "seats", "match_length"]
HUIT_ROWS = [
    "new_game", "phones", "game", "players", "seats", "huit_match", "house_rules", "four_colour",
]  # fmt: skip


def press(app: App, *keys: int) -> None:
    for key in keys:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    app.frame(1 / 60)


class Table(Scene):
    """Stands for a game's table: remembers what it was opened with."""

    def __init__(self, app: App, game: str, settings: Settings, record: MatchRecord | None) -> None:
        super().__init__(app)
        self.game, self.settings, self.record = game, settings, record


def open_title(make_app: Callable[..., App], tmp_path: Path, **settings: object) -> TitleScene:
    app = make_app(
        Settings(window_size=(800, 600), **settings),  # type: ignore[arg-type]
        saves=SaveStore(tmp_path / "data"),
    )
    title = TitleScene(
        app,
        start_game=lambda a, s, r: Table(a, "eight_half", s, r),
        start_huit=lambda a, s, r: Table(a, "huit", s, r),
    )
    app.push(title)
    app.frame(1 / 60)
    return title


def keys(title: TitleScene) -> list[str]:
    return [item.key for item in title.items]


def note_of(title: TitleScene, key: str) -> str:
    """The small note of the row named `key` ("You + 3 bots · Medium")."""
    detail = title.items[title.index_of(key)].detail
    assert detail is not None
    return detail()


def choose(title: TitleScene, key: str, *presses: int) -> None:
    title.selected = title.index_of(key)
    press(title.app, *presses)


def test_the_game_is_the_first_choice_and_the_rows_below_follow_it(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path)
    assert keys(title)[:7] == EIGHT_HALF_ROWS
    assert title.items[title.index_of("game")].value() == "8½"
    choose(title, "game", pygame.K_RIGHT)
    app = title.app
    assert app.settings.game == "huit"
    assert SettingsStore(app.store.directory).load().game == "huit"  # saved at once
    assert keys(title)[: len(HUIT_ROWS)] == HUIT_ROWS
    assert title.items[title.selected].key == "game"  # the same row stays chosen
    assert title.items[title.selected].value() == "Huit américain"
    choose(title, "game", pygame.K_LEFT)
    assert app.settings.game == "eight_half" and keys(title)[:7] == EIGHT_HALF_ROWS


def test_h1_each_game_keeps_its_own_table_settings(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path, game="huit", players=3, huit_players=4)
    app = title.app
    row = title.items[title.index_of("players")]
    assert row.value() == "4"
    choose(title, "players", pygame.K_RIGHT)  # Huit: 5 players
    assert app.settings.huit_players == 5 and app.settings.players == 3
    choose(title, "seats", pygame.K_RETURN)  # the page of seats: each bot made Hard
    assert app.top is not None and app.top.name == "seats"
    press(
        app,
        *[pygame.K_DOWN, pygame.K_DOWN, pygame.K_RIGHT],
        *[pygame.K_DOWN, pygame.K_RIGHT] * 3,
        pygame.K_ESCAPE,
    )
    assert app.top is title
    assert app.settings.huit_levels == ("medium",) + ("hard",) * 4  # seat 0: the player's
    assert app.settings.bot_levels == ("medium",) * 5
    assert note_of(title, "seats") == "You + 4 bots · Hard"
    choose(title, "game", pygame.K_RIGHT)  # back to 8½: its own numbers
    assert title.items[title.index_of("players")].value() == "3"
    assert note_of(title, "seats") == "You + 2 bots · Medium"


def test_h6_the_match_is_to_500_or_one_round(make_app: Callable[..., App], tmp_path: Path) -> None:
    title = open_title(make_app, tmp_path, game="huit")
    row = title.items[title.index_of("huit_match")]
    assert row.label() == "Match" and row.value() == "To 500 points"
    choose(title, "huit_match", pygame.K_RIGHT)
    assert not title.app.settings.huit_to_500
    assert title.items[title.index_of("huit_match")].value() == "One round"
    choose(title, "huit_match", pygame.K_LEFT)
    assert title.app.settings.huit_to_500


def test_h1_the_decks_row_is_shown_only_with_five_players(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path, game="huit", huit_players=4)
    assert "decks" not in keys(title)
    choose(title, "players", pygame.K_RIGHT)
    assert title.app.settings.huit_players == 5
    assert keys(title)[keys(title).index("huit_match") + 1] == "decks"
    assert title.items[title.index_of("decks")].value() == "One deck"
    choose(title, "decks", pygame.K_RETURN)
    assert title.app.settings.huit_two_decks and title.app.settings.huit_decks == 2
    assert title.items[title.index_of("decks")].value() == "Two decks"
    choose(title, "players", pygame.K_RIGHT)  # 2 players: one deck, and no row for it
    assert "decks" not in keys(title) and title.app.settings.huit_decks == 1


def test_the_four_colour_deck_is_a_huit_row_and_is_kept(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """Clubs green and diamonds blue for the big screen: chosen on the title, kept."""
    title = open_title(make_app, tmp_path, game="eight_half")
    assert "four_colour" not in keys(title)  # 8½'s cards have their own colours
    title = open_title(make_app, tmp_path, game="huit")
    assert title.items[title.index_of("four_colour")].value() == "Red and black"
    choose(title, "four_colour", pygame.K_RETURN)
    assert title.app.settings.four_colour
    assert title.items[title.index_of("four_colour")].value() == "Four colours"


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_new_game_deals_the_chosen_game(
    make_app: Callable[..., App], tmp_path: Path, game: str
) -> None:
    title = open_title(make_app, tmp_path, game=game)
    choose(title, "new_game", pygame.K_RETURN)
    top = title.app.top
    assert isinstance(top, Table) and top.game == game and top.record is None
    assert top.settings == title.app.settings


def test_the_default_huit_table_is_the_table_helper_s_loaded_when_asked() -> None:
    code = (
        "import sys, game.ui.menus.title as t\n"
        "assert 'game.ui.huit.table_scene' not in sys.modules\n"
        "assert t.TitleScene.__init__.__defaults__ == (None, None)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr


def test_without_a_factory_the_title_opens_the_huit_table_module(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    app = make_app(Settings(window_size=(800, 600)), saves=SaveStore(tmp_path / "data"))
    title = TitleScene(app)
    assert title.start_huit is open_huit_table


def save(tmp_path: Path, rec: MatchRecord) -> None:
    assert SaveStore(tmp_path / "data").save_current(rec)


def test_continue_names_the_huit_match_and_resumes_it_whatever_game_is_chosen(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec, match = huit_kit.play(players=3, seed=21, plies=700)
    save(tmp_path, rec)
    title = open_title(make_app, tmp_path, game="eight_half")
    assert keys(title)[:2] == ["continue_huit", "new_game"]
    item = title.items[0]
    assert item.label() == "Continue — Huit américain"
    assert item.detail is not None
    totals = " · ".join(
        f"{n} {t}" for n, t in zip(("You", "Ada", "Bruno"), match.totals, strict=True)
    )
    assert item.detail() == f"Round {len(rec.games)} · {totals}"
    press(title.app, pygame.K_RETURN)
    top = title.app.top
    assert isinstance(top, Table) and top.game == "huit" and top.record == rec


def test_continue_of_an_8_half_match_says_8_half(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec, _ = store_kit.play(players=3, seed=2, length=6, plies=40)
    save(tmp_path, rec)
    title = open_title(make_app, tmp_path, game="huit")
    item = title.items[0]
    assert item.key == "continue_eight_half" and item.label() == "Continue — 8½"
    assert item.detail is not None and item.detail().startswith("Game 1 of 6 · You 0")
    press(title.app, pygame.K_RETURN)
    top = title.app.top
    assert isinstance(top, Table) and top.game == "eight_half" and top.record == rec


def test_continue_reads_in_french(make_app: Callable[..., App], tmp_path: Path) -> None:
    import lang_kit

    rec, _ = huit_kit.play(players=2, seed=3, plies=30)
    save(tmp_path, rec)
    with lang_kit.back_to_english():
        title = open_title(make_app, tmp_path, language="fr")
        assert title.items[0].label() == "Continuer — Huit américain"
        assert title.items[0].detail().startswith("Manche 1 · Vous 0")  # type: ignore[misc]


@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_a_phone_match_names_its_player_on_continue_and_in_the_new_match_question(
    make_app: Callable[..., App], tmp_path: Path, language: str
) -> None:
    """Chloé played on her phone against two bots: nobody sat at the TV, so nobody is
    "You" there, neither on the Continue row nor where a new match asks to give it up."""
    import lang_kit

    rec, match = huit_kit.play(players=3, seed=21, plies=60)
    rec = attrs.evolve(rec, players=(PlayerInfo("Chloé", True), *rec.players[1:]))
    save(tmp_path, rec.with_room(RoomRecord("KXQB", ((0, "t" * 22),))))
    you = {"en": "You", "fr": "Vous", "nl": "Jij"}[language]
    with lang_kit.back_to_english():
        title = open_title(make_app, tmp_path, game="huit", language=language)
        item = title.items[0]
        assert item.detail is not None
        forms = [item.detail(), *item.shorter()]
        assert all(f"Chloé {match.totals[0]}" in form for form in forms), forms
        assert not any(you in form.split(" · ") for form in forms)
        choose(title, "new_game", pygame.K_RETURN)
        asked = title.app.top
        assert isinstance(asked, ConfirmScene)
        assert f"Chloé {match.totals[0]}" in asked.detail and f"{you} " not in asked.detail


@pytest.mark.parametrize("game", ["eight_half", "huit"])
@pytest.mark.parametrize("dealt_from", ["new_game", "seats"])
def test_after_quitting_a_new_match_the_cursor_is_on_its_continue(
    make_app: Callable[..., App], tmp_path: Path, game: str, dealt_from: str
) -> None:
    """Dealt by New game, or by Play on the At the table page."""
    title = open_title(make_app, tmp_path, game=game)
    choose(title, dealt_from, pygame.K_RETURN)
    if dealt_from == "seats":
        page = title.app.top
        assert isinstance(page, SeatsScene)
        page.selected = page.index_of("play")
        press(title.app, pygame.K_RETURN)
    table = title.app.top
    assert isinstance(table, Table) and table.game == game
    rec = huit_kit.play(players=3, plies=20)[0] if game == "huit" else store_kit.play(plies=20)[0]
    title.app.match_saved(rec)  # the table saves its match as it is played
    title.app.pop()  # Quit to title
    assert title.item_key(title.selected) == f"continue_{game}"
    title.selected = title.index_of("seats")
    choose(title, f"continue_{game}", pygame.K_RETURN)
    title.app.pop()  # the same match left again: the cursor stays where it was
    assert title.item_key(title.selected) == f"continue_{game}"


def test_the_window_title_names_the_game_played(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    save(tmp_path, huit_kit.play(players=3, seed=21, plies=40)[0])
    title = open_title(make_app, tmp_path, game="eight_half")
    assert pygame.display.get_caption()[0] == "8½ — Eight and a Half"
    choose(title, "continue_huit", pygame.K_RETURN)  # Huit's match, with 8½ chosen
    assert pygame.display.get_caption()[0] == "Huit américain"
    title.app.pop()
    assert pygame.display.get_caption()[0] == "8½ — Eight and a Half"
    choose(title, "game", pygame.K_RIGHT)  # Huit chosen: a new game deals Huit
    assert title.app.settings.game == "huit"
    assert pygame.display.get_caption()[0] == "Huit américain"


def real_tables(make_app: Callable[..., App], data: Path, **settings: object) -> TitleScene:
    """The title over the real tables (their bots answer on the main thread)."""
    from game.ui.eight_half.table_scene import TableScene
    from game.ui.huit.table_scene import HuitTableScene
    from game.ui.table.bot_runner import InlineExecutor

    app = make_app(
        Settings(window_size=(800, 600), **settings),  # type: ignore[arg-type]
        saves=SaveStore(data),
    )
    title = TitleScene(
        app,
        start_game=lambda a, s, r: TableScene(
            a, s, record=r, quick_bots=True, executor=InlineExecutor()
        ),
        start_huit=lambda a, s, r: HuitTableScene(
            a, s, record=r, quick_bots=True, executor=InlineExecutor()
        ),
    )
    app.push(title)
    app.frame(1 / 60)
    return title


def test_each_game_keeps_its_own_match(make_app: Callable[..., App], tmp_path: Path) -> None:
    """An 8½ match under way; Huit américain chosen and New game: the 8½ match stays under
    way (not filed as abandoned), and the title offers Continue for each game, each naming
    its game, its game or round and the scores; a new start resumes each one's own."""
    eight_half, _ = store_kit.play(players=3, seed=2, length=6, plies=120)
    save(tmp_path, eight_half)
    on_disk = (tmp_path / "data" / "current.json").read_bytes()
    title = real_tables(make_app, tmp_path / "data", game="huit", huit_players=4)
    app = title.app
    assert keys(title)[:2] == ["continue_eight_half", "new_game"]
    choose(title, "new_game", pygame.K_RETURN)
    table = app.top
    assert table is not None and table.name == "huit_table", "no question: nothing given up"
    app.pop()  # back to the title
    app.autosaver.flush()
    assert (tmp_path / "data" / "current.json").read_bytes() == on_disk, "8½'s match untouched"
    assert SaveStore(tmp_path / "data").history.ids() == [], "nothing filed as abandoned"
    huit_rec = app.current_match("huit")
    assert huit_rec is not None
    assert keys(title)[:3] == ["continue_eight_half", "continue_huit", "new_game"]
    rows = {item.key: item for item in title.items}
    assert rows["continue_eight_half"].label() == "Continue — 8½"
    assert rows["continue_eight_half"].detail() == (  # type: ignore[misc]
        f"Game {len(eight_half.games)} of 6 · "
        + " · ".join(
            f"{n} {t}" for n, t in zip(("You", "Bot 1", "Bot 2"), eight_half.totals, strict=True)
        )
    )
    assert rows["continue_huit"].label() == "Continue — Huit américain"
    assert rows["continue_huit"].detail().startswith("Round 1 · You 0 · ")  # type: ignore[misc]

    # New game of 8½ gives up the 8½ match only, once the player says so.
    choose(title, "game", pygame.K_RIGHT)
    assert app.settings.game == "eight_half"
    choose(title, "new_game", pygame.K_RETURN)
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    assert confirm.detail.startswith("The match in progress (8½ · Game ")
    press(app, pygame.K_y)
    assert app.top is not None and app.top.name == "table"
    app.autosaver.flush()
    store = SaveStore(tmp_path / "data")
    kept = store.history.load(eight_half.id)
    assert kept is not None and kept.status == "abandoned"
    assert store.load_current("huit") == huit_rec, "the Huit match is still under way"
    again = store.load_current("eight_half")
    assert again is not None and again.id not in (eight_half.id, huit_rec.id)

    # The next start offers both and resumes each game's own.
    later = real_tables(make_app, tmp_path / "data")
    assert keys(later)[:2] == ["continue_eight_half", "continue_huit"]
    choose(later, "continue_huit", pygame.K_RETURN)
    resumed = later.app.top
    assert resumed is not None and resumed.name == "huit_table"
    assert getattr(resumed, "record", None) == huit_rec


def test_new_game_over_a_saved_huit_match_asks_then_files_it_as_abandoned(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec, _ = huit_kit.play(players=3, seed=4, plies=50)
    save(tmp_path, rec)
    title = open_title(make_app, tmp_path, game="huit")
    choose(title, "new_game", pygame.K_RETURN)
    assert title.app.top is not None and title.app.top.name == "confirm"
    press(title.app, pygame.K_y)
    top = title.app.top
    assert isinstance(top, Table) and top.game == "huit"
    title.app.autosaver.flush()
    kept = SaveStore(tmp_path / "data").history.load(rec.id)
    assert kept is not None and kept.status == "abandoned" and kept.game == "huit"


def test_the_score_pad_shows_the_huit_match_under_way(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    rec, match = huit_kit.play(players=3, seed=8, rounds=2)
    save(tmp_path, rec)
    title = open_title(make_app, tmp_path)
    choose(title, "score_pad", pygame.K_RETURN)
    pad = title.app.top
    assert isinstance(pad, ScorePadScene)
    assert pad.model.game == "huit" and pad.model.rows == tuple(r.points for r in match.results)
    assert pad.model.names == ("You", "Ada", "Bruno")


def test_with_nothing_under_way_the_matches_row_leads_to_the_last_matchs_pad(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """The score pad row is for a match under way; once matches are over, the Matches row
    takes its place, and each match's page has its pad."""
    store = SaveStore(tmp_path / "data")
    old, _ = store_kit.play(players=2, seed=1, length=1, match_id="20260101-100000-000001")
    store.save_current(old)
    store.finish(old)
    last, match = huit_kit.play(players=2, seed=6, target=None, match_id="20260102-100000-000002")
    store.save_current(last)
    store.finish(last)
    title = open_title(make_app, tmp_path)
    assert not any(k.startswith("continue") for k in keys(title))
    assert "score_pad" not in keys(title) and "matches" in keys(title)
    choose(title, "matches", pygame.K_RETURN)
    press(title.app, pygame.K_RETURN, pygame.K_p)  # the newest match's page, its pad
    pad = title.app.top
    assert isinstance(pad, ScorePadScene) and pad.model.game == "huit" and pad.model.over
    assert pad.model.leaders == match.winners


def test_no_match_at_all_means_no_score_pad_or_matches_row(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path)
    assert "score_pad" not in keys(title) and "matches" not in keys(title)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_the_longest_menu_fits_the_window(
    make_app: Callable[..., App], tmp_path: Path, size: tuple[int, int], language: str
) -> None:
    """Continue, Score pad, Play with phones, and Huit américain with five players (the decks
    row) and its house rules: 19 rows."""
    import lang_kit

    rec, _ = huit_kit.play(players=5, seed=2, plies=40)
    save(tmp_path, rec)
    with lang_kit.back_to_english(), lang_kit.fitted_texts() as fitted:
        title = open_title(make_app, tmp_path, game="huit", huit_players=5, language=language)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        title.app.frame(1 / 60)
        assert len(title.items) == 19  # Play with phones among them
        rows = title.layout().rows
        screen = pygame.Rect((0, 0), size)
        assert all(screen.contains(r) for r in rows)
        assert rows[0].height >= 30
        footer_top = size[1] - int(title.layout().small_size * 3.4)
        assert rows[-1].bottom <= footer_top, "the menu runs into the footer"
        assert lang_kit.squeezed(fitted) == []


@pytest.mark.parametrize("notices", [1, 2, 3])
@pytest.mark.parametrize("language", ["en", "fr", "nl"])
def test_both_continue_rows_fit_at_800x600_unshrunk(
    make_app: Callable[..., App], tmp_path: Path, language: str, notices: int
) -> None:
    """The longest title: a five-player match of each game to continue, Huit américain's
    rows with five players (the decks row, the house rules), Watch, and one to three
    notices, at the smallest window. Every row lies in the window above the notices, and
    the Continue rows' words, every score included, are drawn at their full size. With one
    notice the menu keeps its usual width and the scores go under the label, so the game's
    name beside the menu keeps a wide margin and stands out; with more the menu widens
    instead (no room for the second lines) and the name still fits its margin unshrunk."""
    import lang_kit

    eight_half, _ = store_kit.play(players=5, seed=2, length=6, plies=400)
    huit_rec, _ = huit_kit.play(players=5, seed=8, rounds=3)
    for rec in (eight_half, huit_rec):
        save(tmp_path, rec)
    with lang_kit.back_to_english(), lang_kit.fitted_texts() as fitted:
        title = open_title(make_app, tmp_path, game="huit", huit_players=5, language=language)
        title.notices += [
            "A damaged save file was kept aside.",
            "Another line of notice.",
            "A third line of notice.",
        ][:notices]
        title.app.frame(1 / 60)
        assert keys(title)[:2] == ["continue_eight_half", "continue_huit"]
        assert len(title.items) == 20  # Play with phones among them
        lay = title.layout()
        notices_top = 600 - int(lay.small_size * 3.4) - notices * int(lay.small_size * 1.4)
        assert lay.panel.top >= 0 and lay.panel.bottom <= notices_top
        assert all(pygame.Rect(0, 0, 800, 600).contains(r) for r in lay.rows)
        assert lay.rows[0].height >= ROW_LEAST
        words = set()
        for item in title.items[:2]:
            assert item.detail is not None
            words |= {item.label(), item.detail(), *item.shorter()}
        drawn = [f for f in fitted if f.text in words]
        assert {f.text for f in drawn} == {
            text
            for item in title.items[:2]
            for text in (item.label(), item.detail())  # type: ignore[misc]
        }, "both rows' label and every score were drawn"
        assert [f"{f.text!r} {f.got}/{f.asked}" for f in drawn if f.got < f.asked] == []
        name = [f for f in fitted if f.text == "8½" and f.asked == lay.title_size]
        assert lay.title_beside and name and all(f.got == f.asked for f in name)
        if notices == 1:
            assert lay.tall == {0, 1}, "the scores under the label"
            assert lay.title_size >= 3 * lay.text_size, "the name stands out beside the menu"


def test_in_a_tall_narrow_window_the_scores_give_way_before_the_letters_shrink(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """800×1400 (a window turned on its side): the menu's words are big and even a line of
    its own under the label is too short for five players' scores. The player's own score
    stays, the others give way ("…") from the lowest up, and nothing shrinks."""
    import lang_kit

    huit_rec, _ = huit_kit.play(players=5, seed=8, rounds=3)
    save(tmp_path, huit_rec)
    title = open_title(make_app, tmp_path, game="huit")
    with lang_kit.fitted_texts() as fitted:
        resize((800, 1400))
        title.app.frame(1 / 60)  # (the last frame stretched over the new size)
        title.app.frame(1 / 60)
        lay = title.layout()
        assert lay.size == (800, 1400)
        row = title.items[title.index_of("continue_huit")]
        assert row.detail is not None
        assert title.index_of("continue_huit") in lay.tall
        shown = [f for f in fitted if f.text in row.shorter()]
        assert len(shown) == 1 and shown[0].got == shown[0].asked
        assert shown[0].text.startswith("Round ") and " · You 0 · " in shown[0].text
        assert shown[0].text.endswith(" · …")
        assert not [f for f in fitted if f.text == row.detail()]


def test_f1_shows_the_rules_of_the_chosen_game(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    title = open_title(make_app, tmp_path, game="huit")
    press(title.app, pygame.K_F1)
    assert title.app.top is not None and title.app.top.name == "huit_help"


def test_f1_on_the_title_tells_the_house_rules_chosen(
    make_app: Callable[..., App], tmp_path: Path
) -> None:
    """RULES.md H7: the next match is dealt with the house rules chosen in the settings,
    and the rules help opened from the title tells those, not the book's alone."""
    title = open_title(make_app, tmp_path, game="huit", huit_rules=("jokers", "seven_cards"))
    press(title.app, pygame.K_F1)
    help_scene = title.app.top
    assert isinstance(help_scene, HuitHelpScene)
    keys = [key for _, items in help_scene.pages for key, _ in items]
    assert "huit.help.house.jokers" in keys and "huit.help.house.seven_cards" in keys
    assert "huit.help.house.jack_reverses" not in keys


@pytest.mark.parametrize("game", ["eight_half", "huit"])
def test_a_match_dealt_and_quit_at_once_leaves_the_cursor_on_its_continue(
    make_app: Callable[..., App], tmp_path: Path, game: str
) -> None:
    """The real table saves its match as it deals, before the title is left: quitting it
    before any move still brings the cursor to its Continue, not to New game."""
    title = real_tables(make_app, tmp_path / "data", game=game)
    app = title.app
    choose(title, "new_game", pygame.K_RETURN)
    assert app.top is not None and app.top is not title
    app.pop()  # Quit to title
    assert title.item_key(title.selected) == f"continue_{game}"

"""Screens to check everything drawn on: both tables at typical and crowded
moments (Huit's suit chooser, a skipped player's tag and the round's result among them), the
title with matches to continue, the score pads, the statistics and the new-game page.

Each screen is built on an App whose scene stack is empty (`clear` empties it again), so one
App per language serves them all; the window is resized around each.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import huit_table_kit as hk
import table_screens
from table_kit import position, put, resize

from game.rules import huit
from game.rules.huit.cards import EIGHT
from game.store.atomic import write_text_atomic
from game.store.layout import dumps
from game.store.stats import PEOPLE, Stats, StatsKey, StatsStore, Tally, stats_to_json
from game.ui.eight_half.intents import Pick
from game.ui.eight_half.selection import Where
from game.ui.eight_half.table_scene import TableScene
from game.ui.huit.table_scene import HuitTableScene
from game.ui.menus.seats import SeatsScene
from game.ui.menus.statistics import StatsScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App

SIZES = ((800, 600), (1280, 720), (1920, 1080), (3840, 2160))
Screen = Callable[[App, Path], None]


def clear(app: App) -> None:
    """No scene left; and the book's rules again, should a screen have chosen house rules
    (H7): the next screen's tables are dealt by the book unless it says otherwise."""
    while app.scenes:
        app.pop()
    if app.settings.huit_rules:
        app.update_settings(huit_rules=())


def show(app: App, size: tuple[int, int]) -> None:
    """Draw one frame at `size` (resized first if the window is another size: then the
    frames stretching the last one while the table is built at it come first)."""
    if app.size != size:
        resize(size)
    for _ in range(60):
        before = app.stretched
        app.frame(0.0)
        if app.stretched == before:
            return
    raise AssertionError(f"still stretched at {size} after 60 frames")


# -- 8½ ------------------------------------------------------------------------------------


def _eight_half(app: App, players: int, state: object) -> TableScene:
    app.update_settings(players=players, animation_speed="instant", bot_pause=10.0)
    scene = table_screens.make_table(app, players)
    put(scene, state)  # type: ignore[arg-type]
    return scene


def eight_half_attack(app: App, _tmp: Path) -> None:
    """Five players; the player may attack with either 7 (the "!" badges), one of them
    picked (lifted), the keyboard's focus ring on it."""
    seats = [{"hand": "7 7 3", "open": "9 4", "blind": "1 6 h", "aside": "5 5"}]
    seats += [{"hand": "4 g", "open": "0 8", "blind": "2 9 1", "at_table": True} for _ in range(3)]
    seats.append({"aside": "6 6", "at_table": True})
    scene = _eight_half(
        app,
        5,
        position(
            5, seats, pile="3 5 6 h", bid="6.5", half_owner=4, phase="attack_window", finisher=4
        ),
    )
    scene.controls.keyboard = True
    scene.controls.apply(Pick(Where.HAND, 1, scene.shown.seats[0].hand[1], click=True))


def eight_half_big_hand(app: App, _tmp: Path) -> None:
    """Five players, a hand of fourteen, the keyboard's focus on its first card."""
    seats = [
        {
            "hand": "1 1 2 2 3 3 4 4 6 6 7 7 8 8",
            "draw": "9 9 0 0 5",
            "open": "9 0 h",
            "blind": "1 6 h",
            "aside": "5 5 5 5",
        }
    ]
    seats += [{"hand": "g 3", "draw": "7 8", "open": "h", "blind": "4 g"} for _ in range(4)]
    scene = _eight_half(app, 5, position(5, seats, pile="2", bid="2"))
    scene.controls.keyboard = True


def eight_half_blind(app: App, _tmp: Path) -> None:
    """Blind cards only: the player turns one (R8), the focus ring on a blind card."""
    seats = [{"blind": "1 6 h", "aside": "5 5", "at_table": True}]
    seats += [{"hand": "4 g", "open": "0 8", "blind": "2 9 1"} for _ in range(3)]
    scene = _eight_half(app, 4, position(4, seats, pile="3 5 6", bid="6"))
    scene.controls.keyboard = True


def eight_half_mid(players: int) -> Screen:
    def build(app: App, _tmp: Path) -> None:
        app.update_settings(bot_pause=0.0)
        scene = table_screens.mid_game(app, players)
        app.update_settings(bot_pause=10.0)  # it stays as it is while drawn
        scene.controls.keyboard = True

    return build


def eight_half_swap(app: App, _tmp: Path) -> None:
    app.update_settings(bot_pause=0.0)
    table_screens.swap_phase(app, 3)


def eight_half_pad(app: App, _tmp: Path) -> None:
    """The score pad after a game of five (the table under it)."""
    app.update_settings(bot_pause=0.0)
    table_screens.game_over(app, 5)


# -- Huit américain ------------------------------------------------------------------------


def _huit(app: App, players: int, state: object, **extra: object) -> HuitTableScene:
    app.update_settings(
        game="huit", huit_players=players, animation_speed="instant", bot_pause=10.0, **extra
    )
    scene = hk.table(app, seed=7)
    hk.put(scene, state)  # type: ignore[arg-type]
    scene.controls.focus = 0
    return scene


def huit_crowded(app: App, _tmp: Path) -> None:
    """Five players, two decks, the player holding twenty cards, an ace penalty on."""
    hand = "2c 3c 4c 5c 6c 9c Jc Qc Kc 2d 3d 4d 5d 6d 9d Jd Qd Kd 2h 3h"
    others = ["4s 5s 6s 7s 8s 9s 10s Js Qs Ks", "4h", "5h 6h", "7h 8h 9h"]
    _huit(
        app,
        5,
        hk.position(
            [hand, *others], discard="10h Ac Ah", penalty=4, stock="2s 3s 10c 10d", decks=2
        ),
        huit_two_decks=True,
    )


def huit_typical(app: App, _tmp: Path) -> None:
    """Three players mid-round; a suit asked after an 8."""
    _huit(
        app,
        3,
        hk.position(
            ["5c 9d Qs 4h", "Kc 2d", "7h 2s Js"], discard="5h 8c", suit="d", stock="3s 4s 5s 6s"
        ),
    )


def huit_house(app: App, _tmp: Path) -> None:
    """Four players and every house rule on (RULES.md H7): a joker on the discard asking
    spades with its +4, another in the player's hand, the direction reversed by the jack
    under it, the rules' label under the round's line."""
    hand = "X 5h 9d Qs 4h 8c Jd"
    _huit(
        app,
        4,
        hk.position(
            [hand, "Kc 2d 3d", "7c 2s", "Qh 3s 4s 6s"],
            discard="5s Js X",
            suit="s",
            penalty=4,
            stock="2c 3c 4c 5d 6d 9s",
            direction=-1,
            rules=list(huit.HOUSE_RULES),
        ),  # fmt: skip
    )


def huit_chooser(app: App, _tmp: Path) -> None:
    """Five players; the player's 8 asks for its suit: the chooser beside the pile (H4)."""
    scene = _huit(
        app, 5, hk.position(["8s 3h 9d Kc 5h", "4c 6d", "7h 2s", "Jd", "Qh 3c"], discard="5c")
    )
    order = scene.controls.order()
    scene.controls.pick(next(p for p, i in enumerate(order) if scene.shown.hand[i].rank == EIGHT))


def huit_skipped(app: App, _tmp: Path) -> None:
    """Five players; a 7 has made the next one miss the turn: the red tag under its name."""
    scene = _huit(app, 5, hk.position(["5c 9d", "Kc 4d", "7h", "2s 3s", "Js"], discard="7c"))
    scene.shown.skipped = 1  # as between the 7's Skipped event and the turn passing by


def huit_result(app: App, _tmp: Path) -> None:
    """The round's result: the player went out, the others' hands laid open (face cards
    among them) with their points."""
    scene = _huit(
        app,
        5,
        hk.position(
            ["5c", "Kc 8h 7d", "7h 2s Js 10c", "Qd Qs Ah", "Kh Jc 9s 4d 3d 2c"], discard="5h"
        ),
    )
    scene.human_move(huit.parse_move("5c"))
    hk.run_until(app, lambda: app.top is not scene)


def huit_pad(app: App, _tmp: Path) -> None:
    """The score pad opened on a round of five."""
    scene = _huit(app, 5, hk.position(["5c 9d", "Kc", "7h", "2s", "Js"], stock="3s", discard="5h"))
    scene.open_score_pad()


# -- the title and the statistics ------------------------------------------------------------


def title_with_matches(app: App, _tmp: Path) -> None:
    """Matches of both games under way (the title offers to continue them), Huit américain
    chosen with five players (its longest menu)."""
    app.update_settings(players=5, bot_pause=10.0, game="eight_half")
    table_screens.make_table(app, 5)
    clear(app)
    app.update_settings(game="huit", huit_players=5)
    hk.table(app, seed=3)
    clear(app)
    app.push(TitleScene(app))


def title_with_phone_match(app: App, _tmp: Path) -> None:
    """A Huit américain match played on phones under way: nobody sat at the TV, so its
    Continue row names each player (the longest names), none is "You"."""
    from huit_kit import play

    from game.store.record import PlayerInfo, RoomRecord

    rec, _ = play(players=3, seed=21, rounds=2)
    players = (PlayerInfo("Anne-Sophie", True), PlayerInfo("Bartholomeus", True),
               rec.players[2])  # fmt: skip
    room = RoomRecord("KXQB", ((0, "k3J9xQ2mT8vB1nR5pL7wZ0aC"), (1, None)))
    app.match_saved(attrs.evolve(rec, players=players).with_room(room))
    app.push(TitleScene(app))


def statistics(app: App, tmp: Path) -> None:
    """A full chart: sixty games and ten matches of Anne-Sophie (the longest name) against
    other people at five seats; You and Bram have numbers too."""
    tally = Tally()
    for g in range(60):
        won = g % 5 in (0, 3)
        tally = tally.with_game(won, 2 + g % 2 if won else g % 2, 40 + 7 * g)
    for m in range(10):
        tally = tally.with_match(m % 3 == 0, abandoned=m == 0)
    app.update_settings(game="eight_half", players=5, bot_levels=("medium",) * 5)
    path = tmp / "stats.json"
    stats = Stats(
        {
            StatsKey("eight_half", "medium", 5): tally,
            StatsKey("eight_half", PEOPLE, 5, "anne-sophie"): tally,
            StatsKey("eight_half", PEOPLE, 5, "bram"): tally,
        },
        since="2026-01-15T20:30:00Z",
        names={"anne-sophie": "Anne-Sophie", "bram": "Bram"},
    )
    write_text_atomic(path, dumps(stats_to_json(stats)))
    scene = StatsScene(app, StatsStore(path))
    scene.choose_person("anne-sophie")
    app.push(scene)


def statistics_house_rules(app: App, tmp: Path) -> None:
    """Huit américain's numbers under house rules (H7.6), the filter on "House rules"."""
    tally = Tally()
    for g in range(30):
        tally = tally.with_game(g % 3 == 0, 25 * (g % 7) if g % 3 == 0 else 0, 30 + g)
    tally = tally.with_match(True, abandoned=False)
    app.update_settings(game="huit", huit_players=3, huit_levels=("medium",) * 5)
    path = tmp / "stats.json"
    stats = Stats(
        {
            StatsKey("huit", "medium", 3): tally,
            StatsKey("huit", "medium", 3, house=True): tally.with_match(False, abandoned=True),
        },
        since="2026-01-15T20:30:00Z",
    )
    write_text_atomic(path, dumps(stats_to_json(stats)))
    scene = StatsScene(app, StatsStore(path))
    scene.choose_house(True)
    app.push(scene)


def seats_page(app: App, _tmp: Path) -> None:
    """The new-game page with five seats: people with long names and bots of each level, a
    name being typed, the names from before in the note line."""
    before = app.settings
    app.update_settings(
        game="eight_half",
        players=5,
        people=("Anne-Sophie", None, "Bartholomeus", "Wilhelmina", None),
        bot_levels=("medium", "hard", "medium", "medium", "easy"),
        known_names=("Chloé", "Anne-Sophie", "Zoé", "Jean-Christophe"),
    )
    title = TitleScene(app)
    app.push(title)
    page = SeatsScene(app, title)  # the page's draft: the table above
    page.selected = page.index_of("seat_3")
    app.push(page)
    # The table's own settings as they were: the screens after this one deal their tables.
    app.update_settings(players=before.players, people=before.people, bot_levels=before.bot_levels)


def watch_page(app: App, _tmp: Path) -> None:
    """The Watch page: the bots' match to start, its hands, the demo by itself."""
    from game.ui.menus.watch import WatchScene

    title = TitleScene(app)
    app.push(title)
    app.push(WatchScene(app, title))


def review_eight_half(app: App, _tmp: Path) -> None:
    """The review of a four-seat 8½ game of two people at a decision of theirs, the seat
    chooser on its row."""
    import review_kit

    scene = review_kit.review(app, review_kit.eight_half_match(players=4, seed=3, humans=(0, 2)))
    scene.go_to(scene.decision_plies[len(scene.decision_plies) // 2])


def review_huit(app: App, _tmp: Path) -> None:
    """The review of a Huit round under house rules, every card face up."""
    import review_kit

    record = review_kit.huit_match(players=3, seed=5, rules=("jokers", "jack_reverses"))
    scene = review_kit.review(app, record)
    scene.go_to(len(scene.moves) // 2)
    scene.toggle_view()


def review_what_if(app: App, _tmp: Path) -> None:
    """ "Could I have won?" answered over a Huit review: the longest words it says (a drawn
    card against an 8 naming a suit with "Carte !", and a search that could not tell)."""
    import review_kit
    import what_if_kit

    from game.ai.review.forced import Forced, Verdict
    from game.ai.review.what_if import Answer, Tally

    scene = review_kit.review(app, review_kit.huit_match(players=2, seed=3, rules=("jokers",)))
    decision, tried = max(
        (
            (d, i)
            for d in what_if_kit.decisions(scene)
            for i in range(len(d.moves))
            if i != d.played
        ),
        key=lambda asked: (
            len(str(asked[0].moves[asked[1]])) + len(str(asked[0].moves[asked[0].played]))
        ),
    )  # the longest words: an 8 or a joker naming a suit, "Carte !" with it
    scene.go_to(decision.ply)
    view = what_if_kit.fake_view(scene, decision, tried)
    worker: Any = view.worker
    worker.done = True
    worker.answer = Answer(
        decision.ply,
        scene.seat,
        Tally(decision.moves[tried], 3, 10),
        Tally(decision.moves[decision.played], 6, 10),
        Forced(Verdict.UNKNOWN, (), 9),
        (),
    )


def house_rules_page(app: App, _tmp: Path) -> None:
    """The house rules page over the title, two rules on, a Huit match under way with every
    house rule (the page names them, and says changes wait for the next match)."""
    from huit_kit import play

    from game.rules.huit import HOUSE_RULES
    from game.ui.menus.house_rules import HouseRulesScene

    rec, _ = play(players=3, seed=21, plies=20, rules=HOUSE_RULES)
    app.match_saved(rec)
    app.update_settings(game="huit", huit_rules=("jokers", "jack_reverses"))
    app.push(TitleScene(app))
    page = HouseRulesScene(app)
    page.selected = page.index_of("jack_reverses")
    app.push(page)


def title_house_rules(app: App, _tmp: Path) -> None:
    """Huit américain chosen with five players and every house rule: the title's longest
    summary of them."""
    from game.rules.huit import HOUSE_RULES

    app.update_settings(game="huit", huit_players=5, huit_rules=HOUSE_RULES)
    title = TitleScene(app)
    title.selected = title.index_of("house_rules")
    app.push(title)


def confirm_new(app: App, tmp: Path) -> None:
    """ "Start a new match?" over the title, the match to give up named with its scores."""
    from game.ui.menus.title import confirm_new_match

    title_with_matches(app, tmp)
    confirm_new_match(app, "huit", lambda: None)


# -- friends at one screen (hot-seat) -----------------------------------------------------

FRIENDS = ("Chloé", None, "Anne-Sophie", None, None)  # two people, a bot between them


def _among_friends(
    app: App, build: Callable[[], None], friends: tuple[str | None, ...] = FRIENDS
) -> None:
    """`build` a table with the friends seated; the settings then as they were."""
    before = app.settings
    app.update_settings(people=friends, huit_people=friends)
    build()
    app.update_settings(people=before.people, huit_people=before.huit_people)


def hand_over(app: App, _tmp: Path) -> None:
    """The privacy screen: the table hidden until Anne-Sophie has the screen."""
    from game.ui.table.handover import HandOverScene

    def build() -> None:
        seats = [{"hand": "4 g 7", "open": "0 8 9"} for _ in range(3)]
        scene = _eight_half(app, 3, position(3, seats, pile="3 5", bid="5", turn=2))
        app.push(HandOverScene(app, scene, 2))

    _among_friends(app, build)


def hand_over_attack(app: App, _tmp: Path) -> None:
    """The hand-over in the last chance to attack (R9.3): the room saw Chloé go out on 6½,
    and the screen goes to Anne-Sophie, who sits after her."""
    from game.ui.table.handover import HandOverScene

    def build() -> None:
        seats = [{}, {"hand": "4 g 7", "draw": "5"}, {"hand": "7 2", "draw": "3"}]
        state = position(
            3, seats, pile="6 h", bid="6.5", half_owner=0, turn=1, phase="attack_window",
            finisher=0,
        )  # fmt: skip
        scene = _eight_half(app, 3, state)
        app.push(HandOverScene(app, scene, 1))

    _among_friends(app, build, ("Chloé", "Anne-Sophie", None, None, None))


def _leaving(app: App) -> TableScene:
    """Four at the table, Marc gone home: a Hard bot plays his seat; Chloé's turn."""
    seats = [{"hand": "4 g 7", "open": "0 8 9"} for _ in range(4)]
    scene = _eight_half(app, 4, position(4, seats, pile="3 5", bid="5", turn=0))
    scene.seat_to_bot(1, "hard")
    return scene


def pause_leaving(app: App, _tmp: Path) -> None:
    """The menu at a table of friends: give Chloé's seat to a bot, or Marc's back."""

    def build() -> None:
        _leaving(app).open_pause()

    _among_friends(app, build, ("Chloé", "Marc", "Anne-Sophie", None, None))


def seat_to_bot(app: App, _tmp: Path) -> None:
    """Which bot plays for Chloé, asked on her hand-over."""
    from game.ui.table.handover import HandOverScene

    def build() -> None:
        scene = _leaving(app)
        app.push(HandOverScene(app, scene, 0))
        scene.offer_seat_to_bot()

    _among_friends(app, build, ("Chloé", "Marc", "Anne-Sophie", None, None))


def eight_half_news(app: App, _tmp: Path) -> None:
    """Chloé has the screen again: the 6 and the ½ came into her hand at the table while it
    was not hers (a pile taken after an attack): named under the pile and marked."""
    from game.rules.eight_half.cards import Card

    def build() -> None:
        seats = [
            {"hand": "2 6 9 h", "open": "", "blind": "1 2 3", "at_table": True},
            {"hand": "2 6", "open": "3 5 h", "blind": "7 7 7"},
            {"hand": "1 8 9 h", "open": "6 6 4", "blind": "2 4 5"},
        ]
        scene = _eight_half(app, 3, position(3, seats, pile="3", bid="3", turn=0))
        scene.news.after_move(0, (Card.TWO, Card.NINE), ())
        scene.take_screen(0)

    _among_friends(app, build, ("Chloé", None, "Marc", None, None))


def huit_news(app: App, _tmp: Path) -> None:
    """Chloé has the screen again after drawing an ace penalty: the two cards are named."""
    from game.rules.huit.cards import parse_card

    def build() -> None:
        state = hk.position(
            ["5c 9d 3s Qh", "Kc 2d", "7h 2s Js 9h 8d"], discard="5h 3h", stock="4s 5s", turn=0
        )
        scene = _huit(app, 3, state)
        scene.news.after_move(0, (parse_card("5c"), parse_card("9d")), ())
        scene.take_screen(0)

    _among_friends(app, build, ("Chloé", None, "Marc", None, None))


def eight_half_turned(app: App, _tmp: Path) -> None:
    """Anne-Sophie (seat 2 of 3) has the screen: the table turned, her hand at the bottom."""

    def build() -> None:
        seats = [
            {"hand": "4 g 7", "open": "0 8 9", "blind": "1 2 3"},
            {"hand": "2 6", "open": "3 5 h", "blind": "7 7 7"},
            {"hand": "1 8 9 h", "open": "6 6 4", "blind": "2 4 5"},
        ]
        scene = _eight_half(app, 3, position(3, seats, pile="3 5", bid="5", turn=2))
        scene.take_screen(2)

    _among_friends(app, build)


def huit_turned(app: App, _tmp: Path) -> None:
    """Anne-Sophie (seat 2 of 3) has the screen at Huit: her hand at the bottom."""

    def build() -> None:
        scene = _huit(
            app,
            3,
            hk.position(
                ["5c 9d Qs 4h", "Kc 2d", "7h 2s Js 9h 8d"],
                discard="5h 3h",
                stock="3s 4s 5s 6s",
                turn=2,
            ),
        )
        scene.take_screen(2)

    _among_friends(app, build)


# -- play with phones ---------------------------------------------------------------------


def phone_room(app: App, _tmp: Path) -> None:
    """The room on the TV: five seats, Anne-Sophie's phone here, Bartholomeus's away, a
    phone seat still free, two bots; the QR code and the address on the left."""
    from room_kit import FakeNetwork

    from game.ui.menus.room import RoomScene

    before = app.settings
    app.update_settings(
        game="eight_half", room_players=5, room_seats=("phone", "phone", "hard", "phone", "easy")
    )
    from game.ui.menus import room_host

    title = TitleScene(app)
    app.push(title)
    drawn_code = room_host.new_room_code
    room_host.new_room_code = lambda rng=None: "KXQB"  # the same pixels every run
    try:
        room = RoomScene(app, title, serve=FakeNetwork().serve, page=_tmp / "no page")
    finally:
        room_host.new_room_code = drawn_code
    room.files.finish()
    app.push(room)
    room.update(0.0)  # the room opens (its pictures are drawn)
    lobby = room.room.lobby
    lobby.join(0, "Anne-Sophie")
    lobby.set_connected(0, True)
    lobby.join(1, "Bartholomeus")
    room.selected = room.index_of("seat_1")
    room._bar = float(room.selected)  # the highlight there already
    app.update_settings(room_players=before.room_players, room_seats=before.room_seats)


def phone_room_continued(app: App, _tmp: Path) -> None:
    """Continue in a room: Anne-Sophie's phone back on seat 0; seat 1 was Bartholomeus's
    phone, given to a bot during the match (it stays a bot, under his name)."""
    from room_kit import FakeNetwork
    from store_kit import play

    from game.store.record import PlayerInfo, RoomRecord
    from game.ui.menus.room import RoomScene

    rec, _ = play(players=3, seed=7, length=3, plies=12)
    players = (PlayerInfo("Anne-Sophie", True), PlayerInfo("Bartholomeus", False, "hard"),
               rec.players[2])  # fmt: skip
    token = "k3J9xQ2mT8vB1nR5pL7wZ0aC"
    rec = attrs.evolve(rec, players=players).with_room(RoomRecord("KXQB", ((0, token),)))
    title = TitleScene(app)
    app.push(title)
    room = RoomScene(app, title, rec, serve=FakeNetwork().serve, page=_tmp / "no page")
    room.files.finish()
    app.push(room)
    room.update(0.0)  # the room opens (its pictures are drawn)
    room.room.lobby.set_connected(0, True)


def phone_room_house_rules(app: App, _tmp: Path) -> None:
    """Continue a Huit match dealt with every house rule (RULES.md H7) in its room: the Start
    row says the game and its rules; Chloé's phone back on seat 0."""
    from room_kit import FakeNetwork

    from game.rules import huit
    from game.store.huit_resume import record_for_huit_match
    from game.store.record import PlayerInfo, RoomRecord
    from game.ui.menus.room import RoomScene

    players = (PlayerInfo("Chloé", True), PlayerInfo("Bruno", False, "hard"),
               PlayerInfo("Anne-Sophie", False, "easy"))  # fmt: skip
    match = huit.new_match(3, 7, rules=huit.HOUSE_RULES)
    token = "k3J9xQ2mT8vB1nR5pL7wZ0aC"
    rec = record_for_huit_match(match, players).with_room(RoomRecord("KXQB", ((0, token),)))
    title = TitleScene(app)
    app.push(title)
    room = RoomScene(app, title, rec, serve=FakeNetwork().serve, page=_tmp / "no page")
    room.files.finish()
    app.push(room)
    room.update(0.0)  # the room opens (its pictures are drawn)
    room.room.lobby.set_connected(0, True)


SCREENS: dict[str, Screen] = {
    "8½ mid 2": eight_half_mid(2),
    "8½ mid 5": eight_half_mid(5),
    "8½ attack": eight_half_attack,
    "8½ big hand": eight_half_big_hand,
    "8½ blind": eight_half_blind,
    "8½ swap": eight_half_swap,
    "8½ pad": eight_half_pad,
    "huit typical": huit_typical,
    "huit house": huit_house,
    "huit crowded": huit_crowded,
    "huit chooser": huit_chooser,
    "huit skipped": huit_skipped,
    "huit result": huit_result,
    "huit pad": huit_pad,
    "review 8½": review_eight_half,
    "review huit": review_huit,
    "review what if": review_what_if,
    "title": title_with_matches,
    "title phone match": title_with_phone_match,
    "statistics": statistics,
    "statistics house rules": statistics_house_rules,
    "seats": seats_page,
    "watch": watch_page,
    "house rules": house_rules_page,
    "title house rules": title_house_rules,
    "confirm new match": confirm_new,
    "hand-over": hand_over,
    "hand-over attack": hand_over_attack,
    "pause leaving": pause_leaving,
    "seat to bot": seat_to_bot,
    "8½ news": eight_half_news,
    "huit news": huit_news,
    "8½ turned": eight_half_turned,
    "huit turned": huit_turned,
    "phone room": phone_room,
    "phone room continued": phone_room_continued,
    "phone room house rules": phone_room_house_rules,
}

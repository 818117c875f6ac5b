"""Every new decision of the house rules (RULES.md H7), made from every kind of seat on a
real table: a joker and the suit it names (H7.1), a joker's penalty drawn (H7.1), a jack
that reverses the play with three players or more and works like a 7 with two (H7.2), and
a last 8 or joker that may not go out (H7.4). The seats: a bot of each level, a player by
keys or by mouse (test_huit_house_table.py plays the rest of the player's paths), and a
phone through the room's protocol over sockets on 127.0.0.1. Each decision is made from a
crafted position (Part D, with "rules" and "direction"), in a seat other than the first
where the table has one, and the test checks what the players at the table notice."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import huit_table_kit as kit
import pygame
import pytest
from lan_kit import PAGE, WAIT, Message, Phone, StepClock

from game.lan.lobby import Lobby, LobbySeat
from game.lan.server import Incoming, RoomServer
from game.rules import huit
from game.rules.huit import JOKER
from game.rules.huit import events as ev
from game.rules.huit.cards import parse_card
from game.ui.huit.selection import CHOOSER_SUITS
from game.ui.huit.table_scene import HuitTableScene
from game.ui.shell import drawn
from game.ui.shell.drawn import Kind
from game.ui.table.phones import PhoneHands

MakeApp = Callable[..., Any]
LEVELS = ("easy", "medium", "hard")
PAUSE = 0.5  # seconds a bot waits before its move: the test looks at the table meanwhile
FRAMES = 2000  # a guard: the decision is made long before


def position(hands: list[str], **rest: Any) -> huit.State:
    state: huit.State = kit.position(hands, **rest)
    return state


def seat_hands(players: int, seat: int, hand: str) -> list[str]:
    """Hands for `players` with `hand` at `seat` and short, harmless ones elsewhere."""
    others = iter(["Kc 2d", "Qs 3d", "Kd 2s", "Qc 3s", "Qd 2c"])
    return [hand if s == seat else next(others) for s in range(players)]


def joker_position(players: int, seat: int) -> huit.State:
    """H7.1: the seat's only playable card is its joker (the 9d and 4d do not fit the 5c)."""
    return position(
        seat_hands(players, seat, "X 9d 4d"), stock="2h 3h 4h 5d 6d 7h 9h", discard="5c",
        turn=seat, rules=["jokers"],
    )  # fmt: skip


def penalty_position(players: int, seat: int) -> huit.State:
    """H7.1: the seat is under a joker's penalty of 4 with no joker to add: it draws 4."""
    return position(
        seat_hands(players, seat, "9d 4c 6s"), stock="2h 3h 4h 5d 6d 7h 9h", discard="5h X",
        suit="h", penalty=4, turn=seat, rules=["jokers"],
    )  # fmt: skip


def jack_position(players: int, seat: int, direction: int = 1) -> huit.State:
    """H7.2: the seat's only playable card is the jack of hearts."""
    return position(
        seat_hands(players, seat, "Jh 9d 4c"), stock="2h 3h 4h 5d 6d 7h 9h", discard="5h",
        turn=seat, direction=direction, rules=["jack_reverses"],
    )  # fmt: skip


def blocked_position(players: int, seat: int, last: str) -> huit.State:
    """H7.4: the seat's last card is an 8 or a joker, which may not go out."""
    rules = ["jokers", "no_finish_on_eight"] if last == "X" else ["no_finish_on_eight"]
    return position(
        seat_hands(players, seat, last), stock="2h 3h 4h", discard="5s", turn=seat, rules=rules
    )


class Watched:
    """A table with the events it shows kept in order, as a player sees them go by."""

    def __init__(self, scene: HuitTableScene) -> None:
        self.scene = scene
        self.events: list[ev.Event] = []
        start = scene.director.on_start
        assert start is not None

        def heard(e: ev.Event) -> None:
            self.events.append(e)
            start(e)

        scene.director.on_start = heard

    def first_move(self) -> None:
        """Run the frames until the seat to move has moved and the table rests again."""
        app = self.scene.app
        for _ in range(FRAMES):
            if self.scene.plies > 0 and not self.scene.director.busy:
                break
            kit.frames(app, 1)
        assert self.scene.plies == 1, "the seat to move made one move, and no other yet"


def bots_table(make_app: MakeApp, state: huit.State, level: str) -> Watched:
    """Bots of `level` at every seat of the table, playing on from `state`."""
    players = len(state.hands)
    app = make_app(kit.settings(players, bot_pause=PAUSE, huit_levels=(level,) * 5))
    scene = kit.table(app, seed=1, human=False)
    kit.put(scene, state)
    watched = Watched(scene)
    kit.frames(app, 1)
    return watched


def person_table(make_app: MakeApp, state: huit.State, seat: int = 0) -> Watched:
    """The player at `seat`, bots at the others (who wait long enough to be looked past)."""
    people = tuple("" if s == seat else None for s in range(5))
    app = make_app(kit.settings(len(state.hands), bot_pause=PAUSE, huit_people=people))
    scene = kit.table(app, seed=1)
    kit.put(scene, state)
    watched = Watched(scene)
    kit.frames(app, 2)
    return watched


def marker_seat(scene: HuitTableScene) -> int:
    """The seat the turn marker's arrow stands beside (the nearest plate to it)."""
    with drawn.recording() as seen:
        scene.app.frame(0.0)
    arrow = next(d.rect for d in seen if d.kind is Kind.MARKER)
    plates = [s.plate for s in scene.view.layout().seats]
    return min(
        range(len(plates)),
        key=lambda p: pygame.Vector2(plates[p].center).distance_to(arrow.center),
    )


def assert_truth(scene: HuitTableScene) -> None:
    assert scene.shown.differences(scene.observation()) == []


# -- what each decision shows, whoever made it ------------------------------------------------


def saw_joker(w: Watched, seat: int) -> None:
    """The joker is on the discard, the suit it named shows, the next player owes 4 (H7.1)."""
    scene = w.scene
    players = len(scene.state.hands)
    assert scene.shown.discard[-1] == JOKER
    asked = [e for e in w.events if isinstance(e, ev.SuitAsked)]
    assert [a.seat for a in asked] == [seat]
    assert scene.shown.suit == asked[0].suit == scene.state.suit
    assert scene.shown.penalty == 4
    assert scene.shown.turn == (seat + 1) % players == marker_seat(scene)
    assert_truth(scene)


def saw_penalty_drawn(w: Watched, seat: int) -> None:
    """Four cards went to the seat, the penalty is gone, the next player plays (H7.1)."""
    scene = w.scene
    players = len(scene.state.hands)
    assert [e.count for e in w.events if isinstance(e, ev.PenaltyDrawn)] == [4]
    assert scene.shown.hand_sizes[seat] == 7 and scene.shown.penalty == 0
    assert scene.shown.turn == (seat + 1) % players == marker_seat(scene)
    assert_truth(scene)


def saw_jack(w: Watched, seat: int, direction: int = 1) -> None:
    """The direction turns and the arrows with it; with three players or more the turn goes
    to the seat on the other side, with two the jack works like a 7: its player plays the
    next turn (H7.2)."""
    scene = w.scene
    players = len(scene.state.hands)
    assert scene.shown.discard[-1] == parse_card("Jh")
    assert [e.direction for e in w.events if isinstance(e, ev.Reversed)] == [-direction]
    assert scene.shown.direction == -direction == scene.state.direction
    if players == 2:
        assert scene.shown.turn == seat == marker_seat(scene), "the jack's player again"
    else:
        nxt = (seat - direction) % players
        assert scene.shown.turn == nxt == marker_seat(scene), "the seat on the other side"
    assert_truth(scene)


def saw_blocked(w: Watched, seat: int, last: str) -> None:
    """The last 8 or joker stays in the hand: the seat drew instead (H7.4)."""
    scene = w.scene
    assert not any(isinstance(e, ev.CardPlayed) for e in w.events)
    assert any(isinstance(e, ev.CardDrawn) for e in w.events)
    assert parse_card(last) in scene.state.hands[seat]
    assert scene.shown.hand_sizes[seat] == 2 and scene.shown.winner is None
    assert_truth(scene)


# -- bots of each level --------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "seat"), [(2, 1), (3, 2), (5, 3)])
def test_h7_1_a_bot_plays_its_joker_and_names_a_suit(
    make_app: MakeApp, level: str, players: int, seat: int
) -> None:
    w = bots_table(make_app, joker_position(players, seat), level)
    w.first_move()
    saw_joker(w, seat)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "seat"), [(2, 1), (4, 2)])
def test_h7_1_a_bot_draws_a_joker_s_penalty(
    make_app: MakeApp, level: str, players: int, seat: int
) -> None:
    w = bots_table(make_app, penalty_position(players, seat), level)
    w.first_move()
    saw_penalty_drawn(w, seat)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    ("players", "seat", "direction"), [(2, 1, 1), (3, 1, 1), (4, 2, -1), (5, 4, 1)]
)
def test_h7_2_a_bot_plays_a_jack(
    make_app: MakeApp, level: str, players: int, seat: int, direction: int
) -> None:
    w = bots_table(make_app, jack_position(players, seat, direction), level)
    w.first_move()
    saw_jack(w, seat, direction)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("last", ["8s", "X"])
def test_h7_4_a_bot_with_a_last_8_or_joker_draws(make_app: MakeApp, level: str, last: str) -> None:
    w = bots_table(make_app, blocked_position(3, 1, last), level)
    w.first_move()
    saw_blocked(w, 1, last)


# -- the player, by keys and by mouse (the paths test_huit_house_table.py does not take) --------


def play_card(scene: HuitTableScene, card: huit.Card, by_keys: bool) -> None:
    if by_keys:
        order = scene.controls.order()
        kit.key(pygame.K_HOME)
        for _ in range(next(p for p, i in enumerate(order) if scene.shown.hand[i] == card)):
            kit.key(pygame.K_RIGHT)
        kit.key(pygame.K_RETURN)
    else:
        kit.click(kit.card_pos(scene, card))


@pytest.mark.parametrize("by_keys", [True, False])
@pytest.mark.parametrize(("players", "direction"), [(2, 1), (3, 1), (5, -1)])
def test_h7_2_the_player_plays_a_jack(
    make_app: MakeApp, by_keys: bool, players: int, direction: int
) -> None:
    w = person_table(make_app, jack_position(players, 0, direction))
    play_card(w.scene, parse_card("Jh"), by_keys)
    w.first_move()
    saw_jack(w, 0, direction)
    if players == 2:
        assert w.scene.options.my_turn, "the player's turn again: the table waits for them"


@pytest.mark.parametrize("players", [2, 4])
def test_h7_1_the_player_draws_a_joker_s_penalty_by_keys(make_app: MakeApp, players: int) -> None:
    w = person_table(make_app, penalty_position(players, 0))
    kit.key(pygame.K_d)
    w.first_move()
    saw_penalty_drawn(w, 0)


@pytest.mark.parametrize("by_keys", [True, False])
def test_h7_1_the_player_s_joker_with_five_players(make_app: MakeApp, by_keys: bool) -> None:
    w = person_table(make_app, joker_position(5, 0))
    play_card(w.scene, JOKER, by_keys)
    number = CHOOSER_SUITS.index(huit.Suit.DIAMONDS)
    if by_keys:
        kit.key(pygame.K_1 + number)
    else:
        kit.frames(w.scene.app, 1)
        kit.click(w.scene.view.layout().suit_buttons[number].center)
    w.first_move()
    saw_joker(w, 0)
    assert w.scene.shown.suit == huit.Suit.DIAMONDS


@pytest.mark.parametrize(("players", "seat"), [(3, 2), (4, 1)])
@pytest.mark.parametrize("decision", ["joker", "penalty", "jack", "blocked"])
def test_h7_the_player_in_another_seat_decides(
    make_app: MakeApp, players: int, seat: int, decision: str
) -> None:
    """The player sits elsewhere than the first seat: their hand is at the bottom, and each
    decision by keys or mouse reaches the rules from their seat."""
    if decision == "joker":
        w = person_table(make_app, joker_position(players, seat), seat)
        assert w.scene.human == seat and JOKER in w.scene.shown.hand
        play_card(w.scene, JOKER, by_keys=False)
        kit.frames(w.scene.app, 1)
        kit.click(w.scene.view.layout().suit_buttons[CHOOSER_SUITS.index(huit.Suit.CLUBS)].center)
        w.first_move()
        saw_joker(w, seat)
        assert w.scene.shown.suit == huit.Suit.CLUBS
    elif decision == "penalty":
        w = person_table(make_app, penalty_position(players, seat), seat)
        kit.key(pygame.K_d)
        w.first_move()
        saw_penalty_drawn(w, seat)
    elif decision == "jack":
        w = person_table(make_app, jack_position(players, seat), seat)
        play_card(w.scene, parse_card("Jh"), by_keys=True)
        w.first_move()
        saw_jack(w, seat)
    else:
        w = person_table(make_app, blocked_position(players, seat, "8s"), seat)
        play_card(w.scene, parse_card("8s"), by_keys=False)
        kit.frames(w.scene.app, 1)
        assert w.scene.plies == 0 and w.scene.note is not None
        assert w.scene.note.tone == "refusal", "the table says why the 8 may not go out"
        kit.click(w.scene.view.layout().stock.center)
        w.first_move()
        saw_blocked(w, seat, "8s")


# -- a phone, through the room's protocol over sockets on 127.0.0.1 ------------------------------


class Link:
    """The room's server as the table reaches it (each frame polls it, never waiting), with
    a way for the test to wait on the server's queue for what a phone sent."""

    def __init__(self, server: RoomServer) -> None:
        self.server = server
        self.kept: list[Incoming] = []

    def poll(self) -> list[Incoming]:
        got, self.kept = [*self.kept, *self.server.poll()], []
        return got

    def expect(self) -> None:
        got = self.server.wait(WAIT)  # only a guard against a hung test
        assert got, f"nothing came from the phone in {WAIT} s"
        self.kept += got

    def send(self, seat: int, message: dict[str, object]) -> None:
        self.server.send(seat, message)

    def send_error(self, seat: int, code: str, text: str) -> None:
        self.server.send_error(seat, code, text)

    def lobby_changed(self) -> None:
        self.server.lobby_changed()


class PhoneSeat:
    """The table of a room where one seat is a phone that joined over a WebSocket and the
    others are bots (that wait PAUSE before their moves)."""

    def __init__(self, phone: Phone, link: Link, watched: Watched) -> None:
        self.phone, self.link, self.watched = phone, link, watched

    def state_where(self, holds: Callable[[Message], bool]) -> Message:
        """Read the phone's messages on to the first state for which `holds`."""
        while True:
            message = self.phone.until("state")
            if holds(message):
                return message

    def send(self, move: str, ply: int) -> None:
        """The phone sends `move`; the table takes it in its next frame."""
        self.phone.move(move, ply)
        self.link.expect()


@pytest.fixture
def phone_seat(make_app: MakeApp) -> Iterator[Callable[[huit.State], PhoneSeat]]:
    opened: list[tuple[RoomServer, Phone]] = []

    def open_at(state: huit.State) -> PhoneSeat:
        seat, players = state.turn, len(state.hands)
        app = make_app(kit.settings(players, bot_pause=PAUSE, huit_levels=("easy",) * 5))
        kinds = ["phone" if s == seat else "bot" for s in range(players)]
        seats = [LobbySeat(i, k, None, "easy", False, False) for i, k in enumerate(kinds)]
        lobby = Lobby("huit", seats, "KXQB")
        server = RoomServer(lobby, PAGE, "127.0.0.1", 0, clock=StepClock())
        server.start()
        phone = Phone(int(server.url.split(":")[2].split("/")[0]), lobby.code)
        opened.append((server, phone))
        phone.hello()
        assert phone.join(seat, "Chloé")["t"] == "welcome"
        link = Link(server)
        link.expect()  # her seat, joined
        lobby.set_started(True)
        hands = PhoneHands(link, lobby)
        scene = HuitTableScene(
            app, app.settings, seed=1, quick_bots=True, executor=kit.InlineExecutor(),
            phones=hands,
        )  # fmt: skip
        app.push(scene)
        kit.frames(app, 1)
        kit.put(scene, state)
        watched = Watched(scene)
        kit.frames(app, 1)
        return PhoneSeat(phone, link, watched)

    yield open_at
    for server, phone in opened:
        phone.close()
        server.stop()


def crafted(seat: int, state: huit.State) -> Callable[[Message], bool]:
    """Is this the phone's state of the crafted position, its turn to decide?"""
    hand = [str(c) for c in state.hands[seat]]
    return lambda m: m["view"]["hand"] == hand and bool(m["moves"])


def after_move(m: Message) -> bool:
    return m["view"]["hand"] != []


@pytest.mark.parametrize(("players", "seat"), [(2, 1), (3, 2)])
def test_h7_1_a_phone_plays_its_joker_and_names_a_suit(
    phone_seat: Callable[[huit.State], PhoneSeat], players: int, seat: int
) -> None:
    state = joker_position(players, seat)
    at = phone_seat(state)
    held = at.state_where(crafted(seat, state))
    offered = {m["move"] for m in held["moves"]}
    assert {"X c", "X d", "X h", "X s"} <= offered, "the joker, with each suit to name"
    at.send("X h", held["ply"])
    at.watched.first_move()
    saw_joker(at.watched, seat)
    assert at.watched.scene.shown.suit == huit.Suit.HEARTS
    seen = at.state_where(lambda m: m["view"]["top"] == "X")["view"]
    assert (seen["suit"], seen["penalty"]) == ("h", 4), "the phone shows the suit asked, +4"
    assert seen["turn"] == (seat + 1) % players


@pytest.mark.parametrize(("players", "seat"), [(2, 1), (4, 3)])
def test_h7_1_a_phone_draws_a_joker_s_penalty(
    phone_seat: Callable[[huit.State], PhoneSeat], players: int, seat: int
) -> None:
    state = penalty_position(players, seat)
    at = phone_seat(state)
    held = at.state_where(crafted(seat, state))
    assert held["view"]["penalty"] == 4
    assert {m["move"] for m in held["moves"]} == {"draw"}, "no joker to add: draw the 4"
    at.send("draw", held["ply"])
    at.watched.first_move()
    saw_penalty_drawn(at.watched, seat)
    seen = at.state_where(lambda m: len(m["view"]["hand"]) == 7)["view"]
    assert seen["penalty"] == 0 and seen["turn"] == (seat + 1) % players


@pytest.mark.parametrize(("players", "seat", "direction"), [(2, 1, 1), (3, 1, 1), (5, 2, -1)])
def test_h7_2_a_phone_plays_a_jack(
    phone_seat: Callable[[huit.State], PhoneSeat], players: int, seat: int, direction: int
) -> None:
    state = jack_position(players, seat, direction)
    at = phone_seat(state)
    held = at.state_where(crafted(seat, state))
    at.send("Jh", held["ply"])
    at.watched.first_move()
    saw_jack(at.watched, seat, direction)
    seen = at.state_where(lambda m: m["view"]["top"] == "Jh")
    turn = seat if players == 2 else (seat - direction) % players
    assert seen["view"]["turn"] == turn, "the phone sees whose turn it is now"
    assert bool(seen["moves"]) == (players == 2), "with two players, its turn again"


@pytest.mark.parametrize("last", ["8s", "X"])
def test_h7_4_a_phone_s_last_8_or_joker_is_refused_and_it_draws(
    phone_seat: Callable[[huit.State], PhoneSeat], last: str
) -> None:
    state = blocked_position(3, 2, last)
    at = phone_seat(state)
    held = at.state_where(crafted(2, state))
    assert {m["move"] for m in held["moves"]} == {"draw"}, "the last card is not offered"
    move = "8s s" if last == "8s" else "X s"
    at.send(move, held["ply"])  # a phone page out of date, or a hand-made message
    kit.frames(at.watched.scene.app, 2)
    refusal = at.phone.until("error")
    assert refusal["code"] == "illegal" and refusal["text"], "the phone is told why"
    assert at.watched.scene.plies == 0 and at.watched.scene.state.hands[2] == state.hands[2]
    at.send("draw", held["ply"])
    at.watched.first_move()
    saw_blocked(at.watched, 2, last)

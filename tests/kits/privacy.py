"""The privacy check: no frame shows a card the seat on screen may not see.

`PrivacyWatch(app)` runs the App's frames (`watch.frame()`) with everything drawn recorded
(game/ui/shell/drawn.py: each card drawn says which card it is, "" for a back) and checks
each frame against the game's truth:

- The seat on screen: the top table's `on_screen` (until the hot-seat table has it: the
  person's seat, or at a table of bots, Watch, the viewer's: seat 0); None while a
  hand-over screen (`HandOverScene`) is over the table. With several people it must be
  the one who confirmed the last hand-over, and only until their turn is over (their
  move shown, or another's made: the bots play, or the result shows, with no hand), else
  it is None.
  It may see what is public and its own hand (R11, H1-H6: `observe(state, seat)`),
  nothing else; with nobody at the table (Watch) also the hands the table says it shows
  face up (a setting).
- A card is counted, not only named (Huit with two decks has every card twice): a frame
  leaks when one picture (the table's kept base, the table drawn over it, each panel over
  the table) shows a card face up more times than that seat may see it.
- While moves are shown (the director busy), the cards their events name are public (every
  event holds public information only) and what the seat saw just before each of them may
  still be drawn (a card flies from the pile into a hand, the state already moved on).
  Moves may come faster than the table shows them (a phone answers at once):
  every move made and not yet shown counts, from the one on screen to the last one.
- The move log: no line names a card that came into a hand unseen (Huit's draws, the
  penalty, a call; 8½'s draws) while another seat is on screen. A line belongs to the
  move the director shows when it is written, however many moves wait behind it.

Help pages' pictures are examples, not the game's cards: they are not checked.
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Iterable, Iterator
from typing import Any, cast

import attrs
import pygame
from attrs import frozen

from game.rules import huit
from game.rules.eight_half import events as ev8
from game.rules.eight_half.state import State as EightHalfState
from game.rules.huit import events as evh
from game.store.settings import MAX_PLAYERS, BotLevel, Settings
from game.ui.shell import drawn
from game.ui.shell.app import App
from game.ui.shell.scene import Scene
from game.ui.table.base import CardTable
from game.ui.table.director import SETTLE
from game.ui.table.help_pages import PagedHelp
from game.ui.table.move_log import LogLine, LogLines

DT = 1 / 60
HANDOVER = "HandOverScene"  # game/ui/table/handover.py (the lead's hot-seat)

Table = CardTable[Any, Any, Any, Any, Any, Any]
Cards = Counter[str]


@frozen
class Shown:
    """A move made, as the watch follows it until the table has shown it."""

    before: object  # the state it was made in
    public: Cards  # the cards its events name
    after: object  # the state it made
    secrets: dict[int, list[str]]  # seat: the cards that came unseen into its hand, written


@frozen
class Leak:
    frame: int
    card: str  # its Part C / D token, or the log line that names it
    scene: str  # the scene (and layer) that drew it, or "log"
    seat: int | None  # the seat on screen

    def __str__(self) -> str:
        return f"frame {self.frame}: {self.card} shown by {self.scene} to seat {self.seat}"


# -- what a seat may see, per game ------------------------------------------------------


def may_see(state: object, seat: int | None, face_up: Iterable[int] = ()) -> Cards:
    """Every card `seat` may see face up in `state` (None: only the public ones), with the
    hands of `face_up` seats (Watch) too."""
    open_hands = set(face_up) | ({seat} if seat is not None else set())
    if isinstance(state, EightHalfState):  # R11: open, aside, the pile; hands to owners
        out = Counter(str(c) for c in state.pile)
        for p, s in enumerate(state.seats):
            out.update(
                str(c) for c in (*s.open, *s.aside, *(s.hand if p in open_hands else s.known))
            )
        return out
    assert isinstance(state, huit.State)
    # H1: the discard and the cards turned up under the stock; H6: the hands left are laid
    # open to count them when the round is over.
    out = Counter(str(c) for c in (*state.discard, *state.under_stock))
    for p, hand in enumerate(state.hands):
        if p in open_hands or state.winner is not None:
            out.update(str(c) for c in hand)
    if state.drawn is not None and seat == state.turn and state.drawn not in state.hands[seat]:
        out[str(state.drawn)] += 1
    return out


def named(events: Iterable[object]) -> Cards:
    """The cards the events of a move name: public, as every event is."""
    out: Cards = Counter()
    for e in events:
        if isinstance(e, ev8.CardsPlayed | ev8.PileTaken):
            out.update(str(c) for c in e.cards)
        elif isinstance(e, ev8.BlindTurned | ev8.BlindReturned | evh.CardPlayed):
            out[str(e.card)] += 1
        elif isinstance(e, ev8.Swapped):
            out.update((str(e.gave), str(e.received)))
    return out


def hands(state: object) -> list[Cards]:
    if isinstance(state, EightHalfState):
        return [Counter(str(c) for c in s.hand) for s in state.seats]
    assert isinstance(state, huit.State)
    return [Counter(str(c) for c in h) for h in state.hands]


def written(state: object, card: str) -> str:
    """How the move log writes `card` ("a 7", "the 7 of diamonds"), in today's language."""
    if isinstance(state, EightHalfState):
        from game.rules.eight_half.cards import parse_card as parse8
        from game.ui.eight_half.words import a_card

        return a_card(parse8(card))
    from game.ui.huit.words import card_name

    return card_name(huit.parse_card(card))


def union(*counts: Cards) -> Cards:
    """Each card as many times as the most of them show it."""
    out: Cards = Counter()
    for c in counts:
        out |= c
    return out


# -- the watch --------------------------------------------------------------------------


class PrivacyWatch:
    """Runs an App's frames and checks every one (see the module's docstring)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.frames = 0  # frames checked (a table on the stack)
        self.faces = 0  # cards checked: drawn face up in those frames
        self.handovers = 0  # hand-over screens pushed
        self.leaks: list[Leak] = []
        self.events: Counter[str] = Counter()  # event kinds the tables showed (by class name)
        self.persons_events: Counter[str] = Counter()  # of them, those of a person's move
        self._hooked: list[object] = []  # kept alive: their ids stay theirs
        self._handover: Scene | None = None  # the hand-over screen up, if one is
        self._confirmed: int | None = None  # the person who confirmed the last hand-over
        self._pictures: list[tuple[str, Scene, list[drawn.Drawn]]] = []
        self._bases: dict[int, list[drawn.Drawn]] = {}  # a view's kept base: what it shows
        # The moves made and not yet shown, oldest first (the director shows them in turn).
        self._pending: deque[Shown] = deque()
        self._director: object | None = None  # the director they wait in (a game's own)
        self._unknown = 0  # moves it had queued before the watch came: not followed
        # Each log line (kept alive, by id): the cards that came unseen into each hand in the
        # move it tells, as the log writes them.
        self._secrets: dict[int, tuple[LogLine, dict[int, list[str]]]] = {}
        self._told: set[tuple[int, int | None]] = set()  # (log line, seat): leaked once
        self._hook_app()
        for scene in app.scenes:  # from now on, not from the first picture (moves come first)
            self._hook_scene(scene)

    # -- running ------------------------------------------------------------------------

    def frame(self, dt: float = DT) -> None:
        """One frame of the App, checked."""
        self._pictures.clear()
        self.app.frame(dt)
        self.check()

    def table(self) -> Table | None:
        """The top table on the stack (the one the window shows)."""
        for scene in reversed(self.app.scenes):
            if isinstance(scene, CardTable):
                return scene
        return None

    def seat_on_screen(self, table: Table) -> int | None:
        """Whose hidden cards may show: the table's word for it, but with several people
        only the one who last confirmed a hand-over, and only until their move is made and
        shown (checked here, not taken on trust); nobody while a hand-over screen is up."""
        scenes = self.app.scenes
        above = scenes[scenes.index(table) + 1 :]
        if any(type(s).__name__ == HANDOVER for s in above):
            return None  # the privacy screen: nobody's hand
        if hasattr(table, "on_screen"):  # the hot-seat table says it
            seat = table.on_screen
        else:  # the person's eyes, or at a table of bots (Watch) seat 0's, the viewer's
            seat = table.viewer if table.human is None else table.human
        if len(getattr(table, "people", ())) > 1:
            state, mine = table.state, self._confirmed
            if (
                mine is not None
                and not table.director.busy
                and (state.is_over or state.turn != mine)
            ):  # their move is made and shown: the bots (or the result) have the screen
                self._confirmed = mine = None
            if seat != mine:
                return None
        return None if seat is None else int(seat)

    def _hand_overs(self) -> None:
        """The person who took the screen: the seat of the last hand-over screen that left."""
        if self._handover is not None and self._handover not in self.app.scenes:
            self._confirmed = getattr(self._handover, "seat", None)
        shown = [s for s in self.app.scenes if type(s).__name__ == HANDOVER]
        self._handover = shown[-1] if shown else None

    # -- the check ----------------------------------------------------------------------

    def check(self) -> None:
        table = self.table()
        if table is None:
            return
        self.frames += 1
        self._hand_overs()
        seat = self.seat_on_screen(table)
        # Hands face up only at a table nobody plays (Watch): not at the screen, not on a phone.
        people = getattr(table, "persons", frozenset() if table.human is None else {table.human})
        shown_up = () if people else [p for p in range(table.players) if table.face_up(p)]
        allowed = may_see(table.state, seat, shown_up)
        pending = self._pending
        if pending and table.director.busy and pending[-1].after is table.state:
            # (a move queued before the watch came is not followed: its cards are not allowed)
            for move in pending:
                allowed = union(allowed, may_see(move.before, seat, shown_up), move.public)
        scenes = self.app.scenes
        on_top = scenes[scenes.index(table) :]
        for layer, scene, notes in self._pictures:
            if scene not in on_top or isinstance(scene, PagedHelp):
                continue
            faces = Counter(n.text for n in notes if n.kind is drawn.Kind.CARD and n.text)
            self.faces += faces.total()
            for card, times in sorted(faces.items()):
                if times > allowed[card]:
                    self.leaks.append(Leak(self.app.frames, card, layer, seat))
        self._check_log(table, seat)

    def _log_lines(self, table: Table) -> None:
        """Tell the log's new lines the secrets of the move they tell: the one on screen
        (none between moves: a heading, a phone away)."""
        secrets = self._pending[0].secrets if self._pending and not self._unknown else {}
        for line in cast(LogLines, table.log).lines:
            if id(line) not in self._secrets:
                self._secrets[id(line)] = (line, secrets)

    def _check_log(self, table: Table, seat: int | None) -> None:
        self._log_lines(table)
        for line in cast(LogLines, table.log).lines:
            secrets = self._secrets[id(line)][1]
            for owner, names in secrets.items():
                told = (id(line), seat)
                if (
                    owner != seat
                    and told not in self._told
                    and any(name in line.text for name in names)
                ):
                    self._told.add(told)
                    self.leaks.append(Leak(self.app.frames, line.text, "log", seat))

    # -- hooks --------------------------------------------------------------------------

    def _hook_app(self) -> None:
        app = self.app
        compose, push = app.compose, app.push

        def composing(target: pygame.Surface) -> None:
            for scene in app.scenes:
                self._hook_scene(scene)
            compose(target)

        def pushing(scene: Scene) -> None:
            if type(scene).__name__ == HANDOVER:
                self.handovers += 1
            push(scene)

        app.compose = composing  # type: ignore[method-assign]
        app.push = pushing  # type: ignore[method-assign]

    def _hook_scene(self, scene: Scene) -> None:
        if isinstance(scene, CardTable):
            self._hook_table(scene)
        if any(s is scene for s in self._hooked):
            return
        self._hooked.append(scene)
        draw = scene.draw
        name = type(scene).__name__

        def drawing(surface: pygame.Surface) -> None:
            with drawn.recording() as notes:
                draw(surface)
            view = getattr(scene, "view", None)
            if view is not None and id(view) in self._bases:
                self._pictures.append((f"{name} (kept base)", scene, self._bases[id(view)]))
            self._pictures.append((name, scene, notes))

        scene.draw = drawing  # type: ignore[method-assign]

    def _follow(self, table: Table) -> None:
        """Follow the table's director: the moves it shows leave `_pending` as it settles
        each, and each log line it writes belongs to the move it shows. A new game brings a
        new director: what waited in the old one is gone."""
        director = cast(Any, table.director)
        if director is self._director:
            return
        self._director = director
        self._hooked.append(director)
        self._pending.clear()
        self._unknown = sum(item is SETTLE for item, _ in director._queue)
        shown, settled = director.on_shown, director.on_settled

        def showing(event: object) -> None:
            if shown is not None:
                shown(event)
            self._log_lines(table)

        def settling() -> None:
            self._log_lines(table)
            if self._unknown:
                self._unknown -= 1
            elif self._pending:
                self._pending.popleft()
            if settled is not None:
                settled()

        director.on_shown, director.on_settled = showing, settling

    def _hook_table(self, table: Table) -> None:
        self._follow(table)
        view = table.view
        render = getattr(view, "_render_base", None)
        if render is not None and not any(v is view for v in self._hooked):
            self._hooked.append(view)

            def rendering(*args: object) -> None:  # 8½ keeps its still table drawn
                with drawn.recording() as notes:
                    render(*args)
                self._bases[id(view)] = notes

            cast(Any, view)._render_base = rendering
            redraw = getattr(view, "_redraw_area", None)
            if redraw is not None:

                def redrawing(lay: object, anim: object, areas: object, area: pygame.Rect) -> None:
                    """A part of the kept base drawn again: what lay wholly inside `area` was
                    wiped by the cloth; what is drawn now (clipped to it) is there instead."""
                    with drawn.recording() as notes:
                        redraw(lay, anim, areas, area)
                    new = [n for n in notes if n.rect.w and n.rect.h]
                    # A card reaching over the area's edge is drawn again inside it: count it
                    # once (the new note stands for it).
                    kept = [
                        n for n in self._bases.get(id(view), [])
                        if not area.contains(n.rect) and not (
                            n.rect.colliderect(area)
                            and any(m.text == n.text and n.rect.contains(m.rect) for m in new)
                        )
                    ]  # fmt: skip
                    self._bases[id(view)] = kept + new

                cast(Any, view)._redraw_area = redrawing
        if any(t is table for t in self._hooked):
            return
        commit = table._commit

        def committing(move: object, outcome: tuple[object, list[object]]) -> None:
            before = table.state
            state, events = outcome
            kinds = [type(e).__name__ for e in events]
            kinds += [
                "attack"
                for e in events
                if isinstance(e, ev8.BidAnnounced) and e.kind is ev8.Announce.ATTACK
            ]
            self.events.update(kinds)
            if cast(Any, before).turn in table.people:  # a person's decision
                self.persons_events.update(kinds)
            self._follow(table)
            self._log_lines(table)  # lines written so far: the moves before this one
            public = named(events)
            came = [
                after - was - public for was, after in zip(hands(before), hands(state), strict=True)
            ]
            secrets = {
                p: [written(state, c) for c in cards] for p, cards in enumerate(came) if cards
            }
            self._pending.append(Shown(before, public, state, secrets))
            if before.turn != self._confirmed:  # another's move: the person's turn is over
                self._confirmed = None
            commit(move, outcome)

        table._commit = committing  # type: ignore[method-assign]


# -- who sits where -----------------------------------------------------------------------

NAMES = ("Chloé", "Max", "Zoé")
# Where the people sit: with a bot between two of them (its turn plays on the open table).
PEOPLE_SEATS = {1: (0,), 2: (0, 2), 3: (0, 1, 3)}


def levels(
    settings: Settings, bots: dict[int, BotLevel], default: BotLevel = "medium"
) -> tuple[BotLevel, ...]:
    """The settings' bot levels with the bot in each seat of `bots` at its level: by seat
    (0..4) once the settings keep one per seat (hot-seat), else seats 1..4."""
    n = len(settings.bot_levels)
    first = 1 if n < MAX_PLAYERS else 0
    return tuple(bots.get(i + first, default) for i in range(n))


def seating(people: int) -> dict[str, Any] | None:
    """The settings' changes that seat `people` persons in both games (PEOPLE_SEATS, named
    from NAMES); None if the settings know only one person (before the hot-seat table)."""
    if people == 1:
        return {}
    if "people" not in attrs.fields_dict(Settings):
        return None
    seats = dict(zip(PEOPLE_SEATS[people], NAMES, strict=False))
    names = tuple(seats.get(seat) for seat in range(MAX_PLAYERS))
    return {"people": names, "huit_people": names}


def hot_seat(settings: Settings, people: int) -> Settings | None:
    """`settings` with `people` persons at the table (see `seating`), or None."""
    changes = seating(people)
    return None if changes is None else attrs.evolve(settings, **changes)


# -- playing the persons' turns ---------------------------------------------------------


def persons_turn(table: Table) -> None:
    """If a person at `table` is to move and the table waits for them, choose for them with
    the game's Medium bot (through what their seat sees) and play it as the controls do."""
    state = table.state
    if (
        table.app.top is not table
        or table.human is None
        or table.director.busy
        or state.is_over
        or state.turn != table.human
        or not table.options.my_turn
    ):
        return
    intents = getattr(table.controls, "intents", None)
    if intents:
        return
    level = BRAINS.get(table.human, "medium")
    bot = _persons.setdefault((type(table).__name__, level), table.matches.make_bot(level, True))
    rng = random.Random(table.plies * 7919 + table.seed)
    move = bot.choose(table.rules.observe(state, table.human), table.rules.legal_moves(state), rng)
    table.human_move(move)


_persons: dict[tuple[str, str], Any] = {}
# How each person's seat decides (a test may seat a forgetful player: Easy forgets "Carte !").
BRAINS: dict[int, str] = {}


def panels_on(app: App) -> None:
    """Past whatever waits for a key over the table: a hand-over screen (Space), a Huit
    round's result (on to the score pad), the score pad (the next game)."""
    top = app.top
    name = type(top).__name__
    if name == HANDOVER:
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
        )
    elif name == "HuitResultScene":
        top.press("pad")  # type: ignore[union-attr]
    elif name == "ScorePadScene" and "next" in top.actions:  # type: ignore[union-attr]
        top.press("next")  # type: ignore[union-attr]


def whole_match(watch: PrivacyWatch, limit: int = 200_000) -> Iterator[None]:
    """Play the top table's match to its end (persons by the Medium bot), checking every
    frame; yields after each frame (a test may act in between)."""
    app = watch.app
    for _ in range(limit):
        table = watch.table()
        if table is None or (table.match.is_over and app.top is not table):
            return
        watch.frame()
        panels_on(app)
        table = watch.table()
        if table is not None:
            persons_turn(table)
        yield
    raise AssertionError(f"the match did not end in {limit} frames")

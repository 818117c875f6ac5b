"""The player's hands on the table: keys and clicks become intents, intents become moves.

Input is resolved when it is made (a click names the card it hit) and carried out when the
table is ready: while an animation runs it waits in `intents`, then is applied in order.
What may be played is read from the scene's options (legal_moves); refusals come from the
engine through the scene (IllegalMove.reason); which plays attack, from the engine's own
announcements (Options.attacks). Forced moves cost little: when taking is the only move a
click anywhere (or Space, Enter, T) takes; an attack window with no attack passes by itself.
"""

from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING

import pygame
from attrs import define

from game.rules.eight_half.cards import Card
from game.rules.eight_half.moves import NOSWAP, PASS, TAKE, Move, MoveKind
from game.rules.eight_half.state import Phase
from game.ui.eight_half import intents as it
from game.ui.eight_half.hints import hint_for
from game.ui.eight_half.prompts import bid_prompt, window_prompt
from game.ui.eight_half.selection import Selection, Where
from game.ui.eight_half.words import bid_text, card_name, cards_phrase
from game.ui.shell.i18n import N_, tr

DOUBLE_CLICK = 0.35  # seconds between the two clicks of a double-click (table time)
DRAG_SLOP = 6  # pixels the pointer moves, button down, before a press becomes a drag
AUTO_PASS = 1.0  # seconds (times the speed setting) "no attack possible" shows before passing

if TYPE_CHECKING:
    from game.ui.eight_half.table_scene import TableScene
    from game.ui.eight_half.table_view import Hit


@define
class Drag:
    """A card pressed with the mouse; `active` once it moved far enough to be dragged."""

    where: Where
    index: int
    card: Card
    start: tuple[int, int]
    pos: tuple[int, int]
    active: bool = False


@define
class Button:
    name: str  # the Press intent it sends
    text: str
    style: str = "primary"  # "primary" | "secondary" | "danger"
    enabled: bool = True  # faded: pressing it only says why it cannot be done


class Controls:
    """Selection, keyboard focus and queued input of the player at one table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.selection = Selection()
        self.intents: deque[it.Intent] = deque()
        self.hover: Hit | None = None
        self.keyboard = False  # the focus ring shows once the player steers with keys
        self.drag: Drag | None = None  # the view draws an active drag under the pointer
        self._last_click: tuple[Where, int, float, object] | None = None
        self._clicked: tuple[Where, int, object] | None = None  # last single click applied
        self._pass_wait: float | None = None  # counting down to a forced pass
        # The refusal of the last illegal selection (in the prompt), with what it was for.
        self._refused: tuple[tuple[object, Move], str | None] | None = None

    def reset(self) -> None:
        """A new game: nothing selected, nothing waiting."""
        self.selection.clear()
        self.selection.focus = 0
        self.intents.clear()
        self.drag = None
        self._pass_wait = None

    @property
    def waiting(self) -> bool:
        """A forced move is counting down (the table keeps drawing)."""
        return self._pass_wait is not None

    def update(self, dt: float) -> None:
        """R9.3 with no attack at all: show "no attack possible", then pass for the player."""
        opts = self.scene.options
        if not (opts.my_turn and opts.can_pass and len(opts.legal) == 1):
            self._pass_wait = None
            return
        if self._pass_wait is None:
            self._pass_wait = 0.0
            self.scene.say_note(tr("note.no_attack_possible"))
        self._pass_wait += dt
        if self._pass_wait >= AUTO_PASS * self.scene.scale:
            self._pass_wait = None
            if self.scene.human_move(PASS):
                self.scene.say_note(tr("note.no_attack_possible"))  # it stays up to the end

    def drain(self) -> None:
        """Carry out waiting input while no animation runs."""
        while self.intents and not self.scene.director.busy:
            self.apply(self.intents.popleft())

    def on_new_turn(self) -> None:
        """A new turn: the keyboard focus starts on the first card that can be played."""
        if not self.selection.picks:
            self.selection.focus = 0

    def focusables(self) -> list[tuple[Where, int]]:
        """What Left/Right step through: the cards of the zone the player plays from that
        can be played now (greyed cards are skipped; none when only taking is left)."""
        opts = self.scene.options
        if not opts.my_turn or self.scene.human is None:
            return []
        seat = self.scene.shown.seats[self.scene.human]
        if opts.swap:
            if self.selection.give is None:
                return [(Where.OPEN, s) for s, c in enumerate(seat.open_slots) if c is not None]
            loser = self.scene.shown.seats[self.scene.state.loser or 0]
            return [(Where.LOSER, s) for s, c in enumerate(loser.open_slots) if c is not None]
        if opts.where is Where.HAND:
            return [(Where.HAND, i) for i, c in enumerate(seat.hand) if c in opts.playable]
        if opts.where is Where.OPEN:
            return [
                (Where.OPEN, s)
                for s, c in enumerate(seat.open_slots)
                if c is not None and c in opts.playable
            ]
        return [(Where.BLIND, s) for s, here in enumerate(seat.blind_slots) if here]

    def shown_focus(self) -> tuple[Where, int] | None:
        """The focus ring to draw: only for a player using the keyboard."""
        return self.focused() if self.keyboard else None

    def focused(self) -> tuple[Where, int] | None:
        items = self.focusables()
        if not items:
            return None
        return items[min(self.selection.focus, len(items) - 1)]

    def buttons(self) -> list[Button]:
        """The action buttons on offer now, rightmost first."""
        opts = self.scene.options
        if not opts.my_turn:
            return []
        if opts.swap:
            return [Button("no_swap", tr("button.no_swap"), "secondary")]
        out: list[Button] = []
        if opts.take_only:
            return [Button("take", tr("button.take"), "primary")]
        if opts.can_pass:
            out.append(Button("pass", tr("button.pass"), "secondary"))
        chosen = self.selected_move()
        if chosen is not None and not opts.can_pass:
            if chosen in opts.attacks:  # R6.2: say it before it happens
                text = tr("button.attack_play", n=cards_phrase(chosen.cards))
                return [Button("play", text, "danger")]
            # Lit only for a selection that may be played; the prompt says why not.
            out.append(Button("play", tr("button.play"), "primary", chosen in opts.legal))
        attack = self.attack_move()
        if attack is not None:
            out.append(
                Button("attack", tr("button.attack", n=cards_phrase(attack.cards)), "danger")
            )
        return out

    def attack_move(self) -> Move | None:
        """The attack the A key (and the Attack button) makes: the selected one, else the
        one with fewest cards (what Medium plays: the attack cards go with the pile)."""
        attacks = self.scene.options.attacks
        if not attacks:
            return None
        chosen = self.selected_move()
        if chosen in attacks:
            return chosen
        return min(attacks, key=lambda m: len(m.cards))

    def selected_move(self) -> Move | None:
        """The play the selected cards make, legal or not."""
        sel = self.selection
        if self.scene.human is None or not sel.picks or sel.where not in (Where.HAND, Where.OPEN):
            return None
        source = self._source(sel.where)
        return Move.play(*sel.cards(source), from_open=sel.where is Where.OPEN)

    def _source(self, where: Where) -> list[Card | None]:
        seat = self.scene.shown.seats[self.scene.human or 0]
        return list(seat.hand) if where is Where.HAND else list(seat.open_slots)

    def prompt(self) -> str:
        """The standing line under the pile when there is no note."""
        st = self.scene.state
        taking = self.scene.taking  # a pile taken: said until the next move
        if self.scene.director.busy or st.is_over:
            return taking or ""
        opts = self.scene.options
        if not opts.my_turn:
            # A phone's decision can take a while (an attacker opening the new pile, R6.3):
            # the line says who the table waits for, not the pile taken before.
            phone = self.scene.phone_line()  # "Chloé is playing on her phone"
            if phone is not None:
                return phone
            if taking:
                return taking
            if st.turn == self.scene.you:  # the review's replay: "Your turn", not "You's"
                return tr(
                    N_("prompt.swapping.you") if st.phase is Phase.SWAP else N_("prompt.turn.you")
                )
            if st.phase is Phase.SWAP:
                return tr("prompt.swapping", name=self.scene.short_name(st.turn))
            return tr("prompt.turn", name=self.scene.short_name(st.turn))
        if opts.swap:
            loser = self.scene.short_name(st.loser if st.loser is not None else 0)
            if self.selection.give is None:
                return tr("prompt.swap_give", name=loser)
            return tr("prompt.swap_take", name=loser)
        if st.phase is Phase.ATTACK_WINDOW:
            return window_prompt(st, opts, self.scene.short_name)
        keys = self.keyboard  # a keyboard player is told keys, not clicks
        if opts.take_only:
            return tr(N_("prompt.must_take.keys") if keys else N_("prompt.must_take"))
        if st.opener is not None:
            return tr("prompt.opening", card=card_name(opts.legal[0].cards[0]))  # R3.1: one card
        if opts.where is Where.BLIND:
            return tr(N_("prompt.blind.keys") if keys else N_("prompt.blind"))
        attack = self.attack_move()
        chosen = self.selected_move()
        if attack is not None and (chosen is None or chosen in opts.attacks):
            owner = self.scene.short_name(st.half_owner if st.half_owner is not None else 0)
            return tr(
                "prompt.attack",
                n=cards_phrase(attack.cards),
                name=owner,
                bid=bid_text(st.bid_halves),
            )
        if chosen is not None:
            why = self._why_not(chosen)
            if why is not None:
                return why
            return tr(N_("prompt.selected.keys") if keys else N_("prompt.selected"))
        return bid_prompt(st, opts)

    def _why_not(self, chosen: Move) -> str | None:
        """Why the selection may not be played now (the engine's refusal), None if it may."""
        if chosen in self.scene.options.legal:
            return None
        key = (self.scene.state, chosen)
        if self._refused is None or self._refused[0] != key:
            self._refused = (key, self.scene.refusal_of(chosen))
        return self._refused[1]

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.scene.view.hit(event.pos)
            self._drag_to(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press_down(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            drag, self.drag = self.drag, None
            if drag is not None and drag.active and event.button == 1:
                if self.over_pile(event.pos):
                    self.queue(it.Drop(drag.where, drag.index, drag.card))
                return  # dropped elsewhere: nothing happens
            self._click(event.pos, event.button)

    def _press_down(self, pos: tuple[int, int]) -> None:
        """A press on one of the player's playable cards may become a drag."""
        self.drag = None
        opts = self.scene.options
        hit = self.scene.view.hit(pos)
        if hit is None or hit[0] != "card" or not opts.my_turn or opts.swap:
            return
        where: Where = hit[1]
        index, card = hit[2], hit[3]
        if where is opts.where and where is not Where.BLIND and card in opts.playable:
            self.drag = Drag(where, index, card, pos, pos)

    def _drag_to(self, pos: tuple[int, int]) -> None:
        d = self.drag
        if d is None:
            return
        d.pos = pos
        if not d.active and math.dist(pos, d.start) > DRAG_SLOP:
            d.active = True
            self.keyboard = False

    def over_pile(self, pos: tuple[int, int]) -> bool:
        """Whether a drop at `pos` lands on the pile (or the bid beside it)."""
        lay = self.scene.view.layout()
        return bool(lay.pile.union(lay.bid).inflate(lay.unit * 2, lay.unit * 2).collidepoint(pos))

    def dragged(self) -> tuple[list[Card], Where, tuple[int, int]] | None:
        """What the view draws under the pointer: the dragged card, or its selection."""
        d = self.drag
        if d is None or not d.active:
            return None
        sel = self.selection
        if sel.where is d.where and d.index in sel.picks:
            return list(sel.cards(self._source(d.where))), d.where, d.pos
        return [d.card], d.where, d.pos

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        text = getattr(event, "unicode", "")
        if key == pygame.K_F1 or text == "?":
            self.scene.open_help()
        elif key == pygame.K_l:
            self.scene.toggle_log()
        elif key == pygame.K_s:
            self.scene.open_score_pad()
        elif key == pygame.K_k:
            self.scene.toggle_known()
        elif key == pygame.K_b and self.scene.offer_seat_to_bot():
            pass  # the away phone's seat, or a friend's who leaves, goes to a bot
        elif key == pygame.K_ESCAPE:
            if self.selection.picks or self.selection.give is not None:
                self.queue(it.ClearSelection())
            else:
                self.scene.open_pause()
        else:
            intent = _KEYS.get(key)
            if intent is not None:
                self.keyboard = True
                self.queue(intent)

    def _click(self, pos: tuple[int, int], button: int) -> None:
        self.keyboard = False
        hit = self.scene.view.hit(pos)
        if self.scene.options.take_only and button == 1 and (hit is None or hit[0] != "tool"):
            self.queue(it.Press("take"))  # R7.1: the only move, so any click on the table
            return
        if hit is None:
            return
        if hit[0] == "tool":
            if button == 1:
                scene = self.scene
                {
                    "log": scene.toggle_log,
                    "help": scene.open_help,
                    "menu": scene.open_pause,
                    "score": scene.open_score_pad,
                }[hit[1]]()
        elif hit[0] == "button":
            if button == 1:
                self.queue(it.Press(hit[1]))
        elif hit[0] == "card":
            _, where, index, card = hit
            if button == 1:
                now, state = self.scene.time, self.scene.state
                last = self._last_click
                double = (
                    last is not None
                    and last[:2] == (where, index)
                    and now - last[2] <= DOUBLE_CLICK
                    and last[3] is state
                )
                self._last_click = None if double else (where, index, now, state)
                self.queue(it.Pick(where, index, card, double=double))
            else:
                self.queue(it.Unpick(where, index, card))

    def queue(self, intent: it.Intent) -> None:
        """Apply now, or after the animations (and any earlier input) if some are running."""
        if self.scene.director.busy or self.intents:
            self.intents.append(intent)
        else:
            self.apply(intent)

    # -- carrying out input --------------------------------------------------------------

    def apply(self, intent: it.Intent) -> None:
        opts = self.scene.options
        sel = self.selection
        if isinstance(intent, it.ClearSelection):
            sel.clear()
        elif isinstance(intent, it.Focus):
            items = self.focusables()
            if items:
                sel.focus = (min(sel.focus, len(items) - 1) + intent.step) % len(items)
        elif isinstance(intent, it.Pick):
            first = self._clicked
            if intent.double and (
                first is None
                or first[:2] != (intent.where, intent.index)
                or first[2] is not self.scene.state
            ):
                return  # the first click played it already: this is not a new click
            self._clicked = (intent.where, intent.index, self.scene.state)
            self._pick(intent.where, intent.index, intent.card, intent.click)
        elif isinstance(intent, it.Drop):
            self._drop(intent)
        elif isinstance(intent, it.Unpick):
            if sel.where is intent.where and intent.index in sel.picks:
                sel.picks.remove(intent.index)
            elif intent.where is Where.OPEN and sel.give == intent.index:
                sel.give = None
        elif isinstance(intent, it.Toggle):
            spot = self.focused()
            if opts.take_only:
                self._press("take")
            elif spot is not None:
                self._pick(spot[0], spot[1], self.card_at(*spot), click=False, group=True)
        elif isinstance(intent, it.Activate):
            if opts.take_only:
                self._press("take")
            elif sel.picks and opts.my_turn and not opts.swap:
                self._play_selection()
            else:
                spot = self.focused()
                if spot is not None:
                    self._pick(spot[0], spot[1], self.card_at(*spot), click=True, now=True)
        elif isinstance(intent, it.Press):
            self._press(intent.name)
        elif isinstance(intent, it.Hint):
            self._hint()

    def card_at(self, where: Where, index: int) -> Card | None:
        if self.scene.human is None:
            return None
        seat = self.scene.shown.seats[self.scene.human]
        if where is Where.HAND:
            return seat.hand[index] if index < len(seat.hand) else None
        if where is Where.OPEN:
            return seat.open_slots[index] if index < len(seat.open_slots) else None
        if where is Where.LOSER and self.scene.state.loser is not None:
            slots = self.scene.shown.seats[self.scene.state.loser].open_slots
            return slots[index] if index < len(slots) else None
        return None

    def _not_my_turn(self) -> None:
        if self.scene.state.is_over:
            return
        scene = self.scene
        scene.say_note(tr("note.not_your_turn", name=scene.short_name(scene.state.turn)))

    def _pick(
        self,
        where: Where,
        index: int,
        card: Card | None,
        click: bool,
        now: bool = False,
        group: bool = False,
    ) -> None:
        """Select (or play) a card; `group`: with its identical twins (Space)."""
        opts = self.scene.options
        sel = self.selection
        if not opts.my_turn or self.scene.human is None:
            self._not_my_turn()
            return
        seat = self.scene.shown.seats[self.scene.human]
        if opts.swap:
            self._swap_pick(where, index, card)
            return
        if where is Where.BLIND:
            if index < len(seat.blind_slots) and seat.blind_slots[index]:
                self.scene.human_move(Move.blind(sum(seat.blind_slots[:index])))
            return
        if where is Where.LOSER or card is None:
            return
        cards: list[Card | None] = list(seat.hand) if where is Where.HAND else list(seat.open_slots)
        if index >= len(cards) or cards[index] != card:
            # The hand changed since the click (a pile came in): find the same card again.
            spare = [i for i, c in enumerate(cards) if c == card and i not in sel.picks]
            if not spare:
                return
            index = spare[0]
        if where is not opts.where or card not in opts.playable:
            self.scene.explain(Move.play(card, from_open=where is Where.OPEN))
            return
        self._move_focus_to(where, index)
        if now:
            if not (sel.where is where and index in sel.picks):
                sel.toggle(where, index, cards)
            self._play_selection()
        elif click and sel.where is where and index in sel.picks:
            self._play_selection()
        else:
            added = not (sel.where is where and index in sel.picks)
            sel.toggle(where, index, cards)
            if group and added:
                self._add_twins(where, card, cards)
            self.scene.note = None

    def _add_twins(self, where: Where, card: Card, cards: list[Card | None]) -> None:
        """Space: the card's identical twins join it, as many as may be played together now
        (on a bid of 8 two ½ would climb past 8½: one goes, R5.3); none if no group of
        them may be played."""
        sel = self.selection
        twins = [i for i, c in enumerate(cards) if c == card and i not in sel.picks]
        legal = self.scene.options.legal
        # 8s and one ½ go together (R5.6): on a bid of 8½ an 8 alone is refused, 8 ½ is not.
        halves = [i for i, c in enumerate(cards) if c is Card.HALF and i not in sel.picks]
        partners = [[], halves[:1]] if card is Card.EIGHT and halves else [[]]
        from_open = where is Where.OPEN
        for n in range(len(twins), -1, -1):
            for partner in partners:
                added = [*twins[:n], *partner]
                group = sorted(c for i in (*sel.picks, *added) if (c := cards[i]) is not None)
                if added and Move.play(*group, from_open=from_open) in legal:
                    sel.picks += added
                    return

    def _drop(self, drop: it.Drop) -> None:
        """A card dragged onto the pile: play its selection, or the card alone."""
        opts = self.scene.options
        sel = self.selection
        if not opts.my_turn or self.scene.human is None:
            self._not_my_turn()
            return
        cards = self._source(drop.where)
        index = drop.index
        if index >= len(cards) or cards[index] != drop.card:
            return  # the hand changed under the drag: nothing is played by surprise
        if not (sel.where is drop.where and index in sel.picks):
            sel.clear()
            if drop.where is not opts.where or drop.card not in opts.playable:
                self.scene.explain(Move.play(drop.card, from_open=drop.where is Where.OPEN))
                return
            sel.toggle(drop.where, index, cards)
        self._play_selection()

    def _move_focus_to(self, where: Where, index: int) -> None:
        items = self.focusables()
        if (where, index) in items:
            self.selection.focus = items.index((where, index))

    def _play_selection(self) -> None:
        sel = self.selection
        if self.scene.human is None or not sel.picks:
            self.scene.say_note(tr("note.select_first"))
            return
        seat = self.scene.shown.seats[self.scene.human]
        source: list[Card | None] = (
            list(seat.hand) if sel.where is Where.HAND else list(seat.open_slots)
        )
        cards = sel.cards(source)
        self.scene.human_move(Move.play(*cards, from_open=sel.where is Where.OPEN))

    def _swap_pick(self, where: Where, index: int, card: Card | None) -> None:
        sel = self.selection
        if where is Where.OPEN and card is not None:
            sel.give = None if sel.give == index else index
            sel.focus = 0  # the focus moves on to the loser's cards (or back to mine)
            self.scene.note = None
        elif where is Where.LOSER and card is not None:
            if sel.give is None or self.scene.human is None:
                self.scene.say_note(tr("note.swap_mine_first"))
                return
            give = self.scene.shown.seats[self.scene.human].open_slots[sel.give]
            if give is not None:
                self.scene.human_move(Move(MoveKind.SWAP, (give, card)))

    def _press(self, name: str) -> None:
        opts = self.scene.options
        if not opts.my_turn:
            self._not_my_turn()
            return
        if name == "play":
            if opts.swap:
                return
            self._play_selection()
        elif name == "take":
            self.scene.human_move(TAKE)  # refused, with the reason, unless it is the only move
            self.drag = None
        elif name == "pass":
            self.scene.human_move(PASS)
        elif name == "no_swap":
            self.scene.human_move(NOSWAP)
        elif name == "attack":
            attack = self.attack_move()
            if attack is None:
                self.scene.say_note(tr("note.no_attack"), "refusal")
                return
            self.scene.human_move(attack)

    def _hint(self) -> None:
        opts = self.scene.options
        scene = self.scene
        if not opts.my_turn or scene.human is None:
            self._not_my_turn()
            return
        hint = hint_for(
            scene.state, scene.human, opts.legal, opts.attacks, scene.hint_rng, scene.short_name
        )
        move = hint.move
        sel = self.selection
        seat = scene.shown.seats[scene.human]
        if move.kind is MoveKind.PLAY:
            where = Where.OPEN if opts.where is Where.OPEN else Where.HAND
            source = self._source(where)
            sel.clear()
            sel.where = where
            for c in move.cards:
                sel.picks.append(
                    next(i for i, x in enumerate(source) if x == c and i not in sel.picks)
                )
            self._move_focus_to(where, sel.picks[0])
        elif move.kind is MoveKind.BLIND:
            slot = [s for s, here in enumerate(seat.blind_slots) if here][move.index]
            self._move_focus_to(Where.BLIND, slot)
        elif move.kind is MoveKind.SWAP:
            sel.give = seat.open_slots.index(move.cards[0])
        scene.say_note(hint.text, "hint")


_KEYS: dict[int, it.Intent] = {
    pygame.K_LEFT: it.Focus(-1),
    pygame.K_RIGHT: it.Focus(+1),
    pygame.K_SPACE: it.Toggle(),
    pygame.K_RETURN: it.Activate(),
    pygame.K_KP_ENTER: it.Activate(),
    pygame.K_t: it.Press("take"),
    pygame.K_p: it.Press("pass"),
    pygame.K_a: it.Press("attack"),
    pygame.K_n: it.Press("no_swap"),
    pygame.K_h: it.Hint(),
}

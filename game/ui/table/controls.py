"""The player's hands on the table: keys and clicks become intents, intents become moves.

Input is resolved when it is made (a click names the card it hit) and carried out when the
table is ready: while an animation runs it waits in `intents`, then is applied in order.
What may be played is read from the scene's options (legal_moves); refusals come from the
engine through the scene (IllegalMove.reason).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

import pygame
from attrs import define

from game.ai.eight_half.bots import MediumBot
from game.rules.eight_half.cards import Card
from game.rules.eight_half.moves import NOSWAP, PASS, TAKE, Move, MoveKind
from game.rules.eight_half.observe import observe
from game.rules.eight_half.state import Phase
from game.ui.i18n import N_, tr
from game.ui.table import intents as it
from game.ui.table.selection import Selection, Where
from game.ui.table.words import a_number, bid_text, card_name, cards_text

if TYPE_CHECKING:
    from game.ui.table.table_scene import TableScene


@define
class Button:
    name: str  # the Press intent it sends
    text: str
    style: str = "primary"  # "primary" | "secondary" | "danger"


class Controls:
    """Selection, keyboard focus and queued input of the player at one table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.selection = Selection()
        self.intents: deque[it.Intent] = deque()
        self.hover: tuple[Any, ...] | None = None
        self.keyboard = False  # the focus ring shows once the player steers with keys

    def reset(self) -> None:
        """A new game: nothing selected, nothing waiting."""
        self.selection.clear()
        self.selection.focus = 0
        self.intents.clear()

    def drain(self) -> None:
        """Carry out waiting input while no animation runs."""
        while self.intents and not self.scene.director.busy:
            self.apply(self.intents.popleft())

    def on_new_turn(self) -> None:
        """A new turn: the keyboard focus starts on a card that can be played."""
        if self.selection.picks:
            return
        for i, (where, index) in enumerate(self.focusables()):
            card = self.card_at(where, index)
            if where is Where.BLIND or card is None or card in self.scene.options.playable:
                self.selection.focus = i
                return

    def focusables(self) -> list[tuple[Where, int]]:
        """What Left/Right step through: the cards of the zone the player plays from."""
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
            return [(Where.HAND, i) for i in range(len(seat.hand))]
        if opts.where is Where.OPEN:
            return [(Where.OPEN, s) for s, c in enumerate(seat.open_slots) if c is not None]
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
        if opts.can_pass:
            out.append(Button("pass", tr("button.pass"), "secondary"))
            if opts.attack is not None and opts.where is not Where.BLIND:
                out.append(Button("attack", tr("button.attack", n=int(opts.attack)), "danger"))
            return out
        if opts.take_only:
            return [Button("take", tr("button.take"), "primary")]
        if self.selection.picks:
            out.append(Button("play", tr("button.play"), "primary"))
        return out

    def prompt(self) -> str:
        """The standing line under the pile when there is no note."""
        st = self.scene.state
        if self.scene.director.busy or st.is_over:
            return ""
        opts = self.scene.options
        if not opts.my_turn:
            if st.phase is Phase.SWAP:
                return tr("prompt.swapping", name=self.scene.short_name(st.turn))
            return tr("prompt.turn", name=self.scene.short_name(st.turn))
        if opts.swap:
            loser = self.scene.short_name(st.loser if st.loser is not None else 0)
            if self.selection.give is None:
                return tr("prompt.swap_give", name=loser)
            return tr("prompt.swap_take", name=loser)
        if st.phase is Phase.ATTACK_WINDOW:
            finisher = self.scene.short_name(st.finisher if st.finisher is not None else 0)
            bid = bid_text(st.bid_halves)  # prompts show numbers; the bubbles speak words
            if opts.where is Where.BLIND:
                return tr("prompt.window_blind", name=finisher, bid=bid)
            if opts.attack is not None:
                return tr("prompt.window", name=finisher, bid=bid, n=a_number(int(opts.attack)))
            return tr("prompt.window_none", name=finisher, bid=bid)
        if opts.take_only:
            return tr("prompt.must_take")
        if st.opener is not None:
            return tr("prompt.opening", card=cards_text(opts.legal[0].cards))
        if opts.where is Where.BLIND:
            return tr("prompt.blind")
        if self.selection.picks:
            return tr("prompt.selected")
        if st.five_rule:
            return tr("prompt.lower")
        if st.bid_halves == 0:
            return tr("prompt.new_pile")
        key = N_("prompt.open_cards") if opts.where is Where.OPEN else N_("prompt.your_turn")
        return tr(key, bid=bid_text(st.bid_halves))

    # -- input ---------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.scene.view.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 3):
            self._click(event.pos, event.button)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        text = getattr(event, "unicode", "")
        if key == pygame.K_F1 or text == "?":
            self.scene.open_help()
        elif key == pygame.K_l:
            self.scene.toggle_log()
        elif key == pygame.K_s:
            self.scene.open_score_pad()
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
        if hit is None:
            return
        kind = hit[0]
        if kind == "tool":
            if button == 1:
                scene = self.scene
                {"log": scene.toggle_log, "help": scene.open_help, "menu": scene.open_pause,
                 "score": scene.open_score_pad}[hit[1]]()
        elif kind == "button":
            if button == 1:
                self.queue(it.Press(hit[1]))
        elif kind == "card":
            _, where, index, card = hit
            if button == 1:
                self.queue(it.Pick(where, index, card))
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
            self._pick(intent.where, intent.index, intent.card, intent.click)
        elif isinstance(intent, it.Unpick):
            if sel.where is intent.where and intent.index in sel.picks:
                sel.picks.remove(intent.index)
            elif intent.where is Where.OPEN and sel.give == intent.index:
                sel.give = None
        elif isinstance(intent, it.Toggle):
            spot = self.focused()
            if spot is not None:
                self._pick(spot[0], spot[1], self.card_at(*spot), click=False)
        elif isinstance(intent, it.Activate):
            if sel.picks and opts.my_turn and not opts.swap:
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

    def _pick(self, where: Where, index: int, card: Card | None, click: bool,
              now: bool = False) -> None:
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
        cards: list[Card | None] = list(seat.hand) if where is Where.HAND else \
            list(seat.open_slots)
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
            sel.toggle(where, index, cards)
            self.scene.note = None

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
        source: list[Card | None] = list(seat.hand) if sel.where is Where.HAND else \
            list(seat.open_slots)
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
        elif name == "pass":
            self.scene.human_move(PASS)
        elif name == "no_swap":
            self.scene.human_move(NOSWAP)
        elif name == "attack":
            if opts.attack is None:
                self.scene.say_note(tr("note.no_attack"), "refusal")
                return
            sel = self.selection
            seat = self.scene.shown.seats[self.scene.human or 0]
            source: list[Card | None] = list(seat.hand) if opts.where is Where.HAND else \
                list(seat.open_slots)
            chosen = sel.cards(source) if sel.where is opts.where else ()
            cards = chosen if chosen and set(chosen) == {opts.attack} else (opts.attack,)
            self.scene.human_move(Move.play(*cards, from_open=opts.where is Where.OPEN))

    def _hint(self) -> None:
        opts = self.scene.options
        if not opts.my_turn or self.scene.human is None:
            self._not_my_turn()
            return
        move = MediumBot().choose(observe(self.scene.state, self.scene.human), list(opts.legal),
                                  self.scene.hint_rng)
        sel = self.selection
        seat = self.scene.shown.seats[self.scene.human]
        if move.kind is MoveKind.PLAY:
            where = Where.OPEN if opts.where is Where.OPEN else Where.HAND
            source: list[Card | None] = list(seat.hand) if where is Where.HAND else \
                list(seat.open_slots)
            sel.clear()
            sel.where = where
            for c in move.cards:
                sel.picks.append(next(i for i, x in enumerate(source)
                                      if x == c and i not in sel.picks))
            self._move_focus_to(where, sel.picks[0])
            text = tr("hint.play", cards=cards_text(move.cards))
        elif move.kind is MoveKind.BLIND:
            slot = [s for s, here in enumerate(seat.blind_slots) if here][move.index]
            self._move_focus_to(Where.BLIND, slot)
            text = tr("hint.blind")
        elif move.kind is MoveKind.TAKE:
            text = tr("hint.take")
        elif move.kind is MoveKind.PASS:
            text = tr("hint.pass")
        elif move.kind is MoveKind.SWAP:
            gave, received = move.cards
            sel.give = seat.open_slots.index(gave)
            text = tr("hint.swap", gave=card_name(gave), received=card_name(received),
                      name=self.scene.short_name(self.scene.state.loser or 0))
        else:
            text = tr("hint.no_swap")
        self.scene.say_note(text, "hint")



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

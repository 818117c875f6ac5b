"""The player's input at the Huit américain table: mouse and keyboard, the suit chooser,
the "Carte !" button and the call.

Keys (as at the 8½ table where they mean the same): ← → pick a card, Enter or Space play
it, D draw, K keep the drawn card, P pass (nothing to draw), C say "Carte !" with the play
(or call a forgotten one while the rule allows: the call comes first), A call, 1-4 a suit
after an 8 or a joker, H hint, L move log, S score, F1 help, Esc back (the chooser) or the menu.

A move asked for while cards still fly waits (`pending`) and is made when the table is
ready; if it is no longer legal by then, the engine's refusal is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import pygame

from game.rules.huit import Move, MoveKind, legal_moves
from game.rules.huit.cards import Card, Suit
from game.rules.huit.moves import CALL, DRAW, PASS
from game.ui.huit.hints import hint
from game.ui.huit.selection import CHOOSER_SUITS, display_order, names_a_suit, play_of
from game.ui.shell.i18n import tr

if TYPE_CHECKING:
    from game.ui.huit.table_scene import HuitTableScene

# What lies under the pointer: a card (its position in the hand) or a suit of the chooser,
# a button or a tool by name, the stock.
Hit = (
    tuple[Literal["card", "suit"], int]
    | tuple[Literal["button", "tool"], str]
    | tuple[Literal["stock"], None]
)

SUIT_KEYS = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_4: 3,
    pygame.K_KP1: 0,
    pygame.K_KP2: 1,
    pygame.K_KP3: 2,
    pygame.K_KP4: 3,
}
PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HuitControls:
    def __init__(self, scene: HuitTableScene) -> None:
        self.scene = scene
        self.hover: Hit | None = None
        self.focus: int | None = None  # position in the hand as shown (left to right)
        self.carte = False  # "Carte !" is to be said with the next play
        self.choosing: Card | None = None  # an 8 or a joker waiting for its suit
        self.chooser_focus = 0
        self.hinted: Card | None = None  # the card the last hint named
        self.pending: Move | None = None  # asked for while the cards still flew
        self._legal_for: object = None
        self._legal: list[Move] = []

    def reset(self) -> None:
        self.focus = None
        self.carte = False
        self.choosing = None
        self.hinted = None
        self.pending = None

    def after_move(self) -> None:
        self.carte = False
        self.choosing = None
        self.hinted = None

    def on_new_turn(self) -> None:
        self.hinted = None
        drawn = self.scene.options.drawn
        if drawn is not None:  # H3.1: only the card drawn may be played; Enter plays it
            hand, order = self.scene.shown.hand, self.order()
            self.focus = next((p for p, i in enumerate(order) if hand[i] == drawn), self.focus)

    def on_my_turn(self) -> None:
        """The table is idle and it is the player's turn: make a waiting move."""
        if self.pending is not None:
            move, self.pending = self.pending, None
            self.scene.human_move(move)

    # -- what the player sees --------------------------------------------------------------

    def order(self) -> list[int]:
        return display_order(self.scene.shown.hand)

    def card_at(self, position: int) -> Card | None:
        order = self.order()
        return self.scene.shown.hand[order[position]] if 0 <= position < len(order) else None

    def buttons(self) -> dict[str, tuple[str, str]]:
        """name -> (text, style) of the action buttons that show now."""
        scene = self.scene
        opts = scene.options
        out: dict[str, tuple[str, str]] = {}
        if opts.keep:
            out["draw"] = (tr("huit.table.keep"), "primary")
        elif opts.draw:
            text = (
                tr("huit.table.draw_penalty", count=opts.penalty)
                if opts.penalty
                else tr("huit.table.draw")
            )
            out["draw"] = (text, "danger" if opts.penalty else "primary")
        elif opts.pass_:
            out["draw"] = (tr("huit.table.pass"), "primary")
        if opts.carte:
            out["carte"] = (tr("huit.table.carte"), "on" if self.carte else "glow")
        if self.call_shows():
            out["call"] = (
                tr("huit.table.call", name=scene.short_name(self.call_target())),
                "danger",
            )
        return out

    def call_target(self) -> int:
        shown = self.scene.shown
        return shown.unannounced if shown.unannounced is not None else 0

    def call_shows(self) -> bool:
        """While the player may call (H5.1), and from the moment a bot forgot while the call
        will be theirs: they act next (cards may still fly) and the rule lets them call."""
        scene = self.scene
        if scene.options.call:
            return True
        st = scene.state
        return (
            scene.call_open
            and st.turn == scene.human
            and not st.is_over
            and CALL in self._legal_now()
        )

    def _legal_now(self) -> list[Move]:
        """The legal moves of the game's truth (not of what is shown yet), once a state."""
        st = self.scene.state
        if self._legal_for is not st:
            self._legal_for, self._legal = st, legal_moves(st)
        return self._legal

    def prompt(self) -> str:
        scene = self.scene
        if self.choosing is not None:  # the chooser asks itself: say how to back out
            if self.choosing.is_joker:
                return tr("huit.table.choose_back.joker")
            return tr("huit.table.choose_back")
        phone = scene.phone_line()  # "Chloé is playing on her phone"
        if phone is not None and not scene.director.busy:
            return phone
        if scene.human is None or scene.director.busy and scene.state.turn == scene.human:
            return ""
        from game.ui.huit import words

        legal = scene.options.legal if scene.options.my_turn else ()
        return words.prompt(scene.observation(), legal, scene.human, names=scene.short_names())

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.scene.view.hit(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        text = getattr(event, "unicode", "")
        if self.choosing is not None:
            if key in SUIT_KEYS:
                self.choose(CHOOSER_SUITS[SUIT_KEYS[key]])
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.chooser_focus = (self.chooser_focus + (1 if key == pygame.K_RIGHT else -1)) % 4
            elif key in PLAY_KEYS:
                self.choose(CHOOSER_SUITS[self.chooser_focus])
            elif key == pygame.K_ESCAPE:
                self.choosing = None
            return
        if key == pygame.K_F1 or text == "?":
            self.scene.open_help()
        elif key == pygame.K_ESCAPE:
            self.scene.open_pause()
        elif key == pygame.K_l:
            self.scene.toggle_log()
        elif key == pygame.K_s:
            self.scene.open_score_pad()
        elif key == pygame.K_b and self.scene.offer_seat_to_bot():
            pass  # the away phone's seat, or a friend's who leaves, goes to a bot
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._move_focus(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_HOME, pygame.K_END) and self.order():
            self.focus = 0 if key == pygame.K_HOME else len(self.order()) - 1
        elif key in PLAY_KEYS:
            if self.focus is None:
                self._move_focus(0)
            elif self.focus is not None:
                self.pick(self.focus)
        elif key == pygame.K_d:
            self._ask(DRAW)
        elif key in (pygame.K_k, pygame.K_p):
            self._ask(PASS)
        elif key == pygame.K_c:  # "Carte !": call a forgotten one first (H5.1), else say it
            self.press("call" if self.scene.options.call else "carte")
        elif key == pygame.K_a:
            self.press("call")
        elif key == pygame.K_h:
            self.give_hint()

    def _click(self, pos: tuple[int, int]) -> None:
        hit = self.scene.view.hit(pos)
        if self.choosing is not None:
            if hit is not None and hit[0] == "suit":
                self.choose(CHOOSER_SUITS[hit[1]])
            else:
                self.choosing = None  # a click beside the chooser puts the card back
            return
        if hit is None:
            return
        if hit[0] == "card":
            self.focus = hit[1]
            self.pick(self.focus)
        elif hit[0] == "button":
            self.press(hit[1])
        elif hit[0] == "stock":
            self.press("draw")
        elif hit[0] == "tool":
            {
                "log": self.scene.toggle_log,
                "help": self.scene.open_help,
                "menu": self.scene.open_pause,
                "score": self.scene.open_score_pad,
            }[hit[1]]()

    def _move_focus(self, step: int) -> None:
        n = len(self.order())
        if not n:
            self.focus = None
            return
        if self.focus is None:
            drawn = self.scene.options.drawn
            order = self.order()
            hand = self.scene.shown.hand
            start = next((p for p, i in enumerate(order) if hand[i] == drawn), None)
            if start is None:
                playable = self.scene.options.playable
                start = next((p for p, i in enumerate(order) if hand[i] in playable), 0)
            self.focus = start
        else:
            self.focus = max(0, min(n - 1, self.focus + step))

    def pick(self, position: int) -> None:
        """Play the card at `position` of the hand (an 8 or a joker asks for its suit
        first, unless the rules refuse it now: then the engine says why)."""
        card = self.card_at(position)
        if card is None:
            return
        scene = self.scene
        if scene.human is None or scene.state.turn != scene.human or scene.state.is_over:
            scene.say_note(tr("huit.table.not_your_turn"), "info")
            return
        if names_a_suit(card):
            first = self._first_suit(card)
            if scene.options.my_turn and card not in scene.options.playable:
                # e.g. under a penalty (H4.2), or as the last card (H7.4)
                scene.explain(Move.play(card, first))
                return
            self.choosing = card  # H4, H7.1: the card names the suit to follow
            self.chooser_focus = CHOOSER_SUITS.index(first)
            return
        self._ask(play_of(card, None, self.carte, len(scene.shown.hand)))

    def _first_suit(self, card: Card) -> Suit:
        """The suit the chooser offers first: an 8's own; for a joker, the suit the player
        holds most of besides it (the first of the chooser's order on a tie)."""
        if not card.is_joker:
            return Suit(card.suit)
        held = [c.suit for c in self.scene.shown.hand if not c.is_joker]
        return max(CHOOSER_SUITS, key=lambda s: (held.count(s), -CHOOSER_SUITS.index(s)))

    def choose(self, suit: Suit) -> None:
        card = self.choosing
        self.choosing = None
        if card is not None:
            self._ask(play_of(card, suit, self.carte, len(self.scene.shown.hand)))

    def press(self, name: str) -> None:
        scene = self.scene
        opts = scene.options
        if name == "draw":
            self._ask(PASS if opts.keep or opts.pass_ else DRAW)
        elif name == "carte":
            if opts.carte or not opts.my_turn:
                self.carte = not self.carte
                if self.carte:
                    scene.app.audio.button()
            else:
                scene.say_note(tr("huit.table.carte_not_now"), "info")
        elif name == "call":
            self._ask(CALL)

    def _ask(self, move: Move) -> None:
        """Make `move` now, or once the cards have landed if it is the player's turn then."""
        scene = self.scene
        if scene.human is None or scene.state.is_over:
            return
        if scene.state.turn != scene.human:
            scene.say_note(tr("huit.table.not_your_turn"), "info")
            return
        if scene.director.busy:
            self.pending = move  # the player's own turn, still animating: do it after
            return
        scene.human_move(move)  # a refusal is shown in words

    def give_hint(self) -> None:
        scene = self.scene
        opts = scene.options
        if not opts.my_turn:
            scene.say_note(tr("huit.table.not_your_turn"), "info")
            return
        move, reason = hint(
            scene.observation(), list(opts.legal), scene.hint_rng, names=scene.short_names()
        )
        self.hinted = move.card if move.kind is MoveKind.PLAY else None
        if move.card is not None:
            hand = scene.shown.hand
            order = self.order()
            self.focus = next((p for p, i in enumerate(order) if hand[i] == move.card), self.focus)
        scene.say_note(reason, "hint")

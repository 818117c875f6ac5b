"""Playing at the table through the real loop (App.frame): posted mouse and key events only."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor

import pygame
import table_kit as kit

from game.ai.eight_half.bots import MediumBot
from game.rules.eight_half import apply_move
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import PileTaken
from game.rules.eight_half.moves import Move
from game.rules.eight_half.observe import Observation, observe
from game.rules.eight_half.state import Phase
from game.ui.eight_half.bot_runner import BotRunner
from game.ui.eight_half.overlays import HelpScene, PauseScene
from game.ui.eight_half.selection import Where
from game.ui.eight_half.table_scene import TableScene
from game.ui.menus.title import TitleScene
from game.ui.scorepad.scene import ScorePadScene
from game.ui.shell.app import App
from game.ui.table.bubbles import Tone

MakeApp = Callable[..., App]


def play_game(scene: TableScene, rng: random.Random, dt: float = kit.DT) -> int:
    """The player makes random legal moves by mouse and keys until the result shows.

    Every move must arrive exactly as meant; returns how many the player made."""
    app = scene.app
    made = 0
    for _ in range(20_000):
        if scene.result_shown:
            return made
        if kit.idle(scene) and scene.options.my_turn:
            assert scene.shown.differences(observe(scene.state, 0)) == []
            before = scene.state
            move = rng.choice(scene.options.legal)
            kit.act(scene, move, rng)
            for _ in range(4):
                app.frame(dt)
                if scene.state is not before:
                    break
            assert scene.state == apply_move(before, move).state, f"{move} went wrong"
            made += 1
        else:
            app.frame(dt)
    raise AssertionError("the game did not end")


def test_a_whole_match_played_with_mouse_and_keys(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3, match_length=2, bot_pause=0.05))
    title = TitleScene(app)
    app.push(title)
    scene = kit.table(app, seed=7)
    rng = random.Random(3)
    assert play_game(scene, rng) > 5
    assert isinstance(app.top, ScorePadScene) and scene.match.games_played == 1
    kit.key(pygame.K_RETURN)  # deal the next game
    kit.frames(app)
    assert app.top is scene and scene.match.games_played == 1
    assert scene.state.phase is Phase.SWAP, "R10.4: game 2 opens with the winner's swap"
    play_game(scene, rng)
    assert scene.match.is_over
    overlay = app.top
    assert isinstance(overlay, ScorePadScene)
    assert [name for name, _ in overlay.buttons()] == ["new_match", "title", "review"]
    kit.key(pygame.K_DOWN)  # from "New match" to "Title"
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert app.top is title, "the end of the match goes back to the title"


def test_five_players_with_animations_at_slow_speed(make_app: MakeApp) -> None:
    app = make_app(
        kit.settings(players=5, animation_speed="slow", bot_pause=0.1, bot_levels=("easy",) * 5)
    )
    scene = kit.table(app, seed=11)
    animated = []
    real_frame = app.frame

    def frame(dt: float) -> None:
        real_frame(dt)
        animated.append(scene.director.current is not None)

    app.frame = frame  # type: ignore[method-assign]
    play_game(scene, random.Random(5), dt=0.05)
    assert sum(animated) > len(animated) / 3, "cards were seen moving"
    assert scene.shown.differences(observe(scene.state, 0)) == []


def test_instant_speed_never_animates(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=4, animation_speed="instant", bot_pause=0.02))
    scene = kit.table(app, seed=4)
    seen: list[bool] = []
    real = scene.director.update

    def update(dt: float, scale: float) -> None:
        real(dt, scale)
        seen.append(scene.director.current is None)

    scene.director.update = update  # type: ignore[method-assign]
    play_game(scene, random.Random(8))
    assert seen and all(seen)


def test_input_during_an_animation_waits_and_is_applied_once_in_order(
    make_app: MakeApp,
) -> None:
    app = make_app(kit.settings(players=2, animation_speed="slow", bot_pause=0.0))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2, [{"hand": "4 6 7 9", "draw": "1 1"}, {"hand": "3 3 2"}], pile="2", bid="2", turn=1
        ),
    )
    kit.run_until(app, lambda: scene.director.busy)  # the bot's cards are flying
    state = scene.state
    assert state.turn == 0
    # Right, Right, Space, Enter: the focus moves to the third card (the 7), which is
    # selected and played, in that order.
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_SPACE, pygame.K_RETURN):
        kit.key(k)
    kit.frames(app)
    assert scene.state is state, "nothing happens under the animation"
    assert len(scene.controls.intents) == 4 and scene.controls.selection.picks == []
    kit.run_until(app, lambda: scene.state is not state)
    assert scene.state == apply_move(state, Move.play(Card.SEVEN)).state
    assert not scene.controls.intents, "the queue was emptied"
    kit.run_until(app, lambda: not scene.director.busy)
    mine = [line.text for line in scene.log.lines if line.text.startswith("You")]
    assert mine == ["You play a 7"], "applied once"


def test_the_take_button_is_offered_only_when_taking_is_the_only_move(
    make_app: MakeApp,
) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene, kit.position(2, [{"hand": "1 2", "draw": "3"}, {"hand": "9"}], pile="8", bid="8")
    )
    kit.frames(app)
    assert [b.name for b in scene.controls.buttons()] == ["take"]
    assert all(c not in scene.options.playable for c in scene.shown.seats[0].hand)
    kit.click(kit.button_point(scene, "take"))
    kit.frames(app)
    assert scene.state.seats[0].aside == (Card.EIGHT,), "R7.2: the pile goes aside"
    # With a card that fits there is no take button, and T says why not.
    kit.put(
        scene, kit.position(2, [{"hand": "1 9", "draw": "3"}, {"hand": "9"}], pile="8", bid="8")
    )
    kit.frames(app)
    assert "take" not in [b.name for b in scene.controls.buttons()]
    kit.key(pygame.K_t)
    kit.frames(app)
    assert scene.note is not None and "may not take" in scene.note.text
    assert scene.state.pile == (Card.EIGHT,)


def test_clicking_a_card_that_cannot_be_played_says_why(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene, kit.position(2, [{"hand": "3 7", "draw": "4"}, {"hand": "9"}], pile="6", bid="6")
    )
    kit.frames(app)
    kit.click(kit.hand_point(scene, 0))  # the 3, dimmed
    kit.frames(app)
    assert scene.note is not None and scene.note.text == "Too low: 3 is under the bid of 6"
    assert scene.controls.selection.picks == [] and scene.state.pile == (Card.SIX,)


def test_an_illegal_selection_says_why_and_stays(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene, kit.position(2, [{"hand": "h h h", "draw": "4"}, {"hand": "9"}], pile="8", bid="8")
    )
    kit.frames(app)
    for i in range(3):
        kit.click(kit.hand_point(scene, i))
    kit.frames(app)
    assert scene.controls.selection.picks == [0, 1, 2], "identical cards are selected together"
    kit.click(kit.button_point(scene, "play"))
    kit.frames(app)
    assert scene.note is not None and "at most 1" in scene.note.text
    assert scene.state.pile == (Card.EIGHT,) and scene.controls.selection.picks == [0, 1, 2]


def test_eights_and_a_half_go_together(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(2, [{"hand": "8 8 h 3", "draw": "4 4 4"}, {"hand": "9"}], pile="6", bid="6"),
    )
    kit.frames(app)
    hand = list(scene.shown.seats[0].hand)  # sorted: 3 8 8 h
    for i in (1, 2, 3):
        kit.click(kit.hand_point(scene, i))
    kit.click(kit.hand_point(scene, 3))  # a selected card clicked again: play
    kit.frames(app)
    assert hand == [Card.THREE, Card.EIGHT, Card.EIGHT, Card.HALF]
    assert scene.state.pile == (Card.SIX, Card.EIGHT, Card.EIGHT, Card.HALF)
    assert scene.state.half_owner == 0 and scene.state.bid_halves == 17


def test_the_attack_window_offers_attack_or_pass(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=3, bot_pause=0.05))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            3,
            [
                {"hand": "7 7 3", "open": "9 4", "blind": "1 6 h"},
                {"hand": "4 g", "open": "0 8", "blind": "2 9 1"},
                {"at_table": True},
            ],
            pile="3 6 h",
            bid="6.5",
            half_owner=2,
            phase="attack_window",
            finisher=2,
        ),
    )
    kit.frames(app)
    assert [b.name for b in scene.controls.buttons()] == ["pass", "attack"]
    assert scene.controls.buttons()[1].text == "Attack with a 7! (A)"
    assert "attack with a seven, or pass" in scene.controls.prompt()
    kit.click(kit.hand_point(scene, 0))  # the 3 cannot attack
    kit.frames(app)
    assert scene.note is not None and scene.note.text == "Now only an attack (7 on 6½) or pass"
    kit.click(kit.button_point(scene, "attack"))
    kit.frames(app)
    taken = scene.state.seats[2]
    assert taken.hand == (Card.THREE, Card.SIX, Card.SEVEN, Card.HALF), (
        "R9.3: the finisher takes the pile (with the 7) into hand"
    )
    assert scene.state.phase is Phase.PLAY and scene.state.turn == 0, "R6.3: I play again"
    assert any(b.tone is Tone.ATTACK for b in scene.bubbles.all())


def test_passing_in_the_attack_window_ends_the_game(make_app: MakeApp) -> None:
    """R9.3 with no attack at all: "no attack possible" shows, then the pass is made."""
    app = make_app(kit.settings(players=2, animation_speed="normal"))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "3", "blind": "1"}, {"at_table": True}],
            pile="6 h",
            bid="6.5",
            half_owner=1,
            phase="attack_window",
            finisher=1,
        ),
    )
    kit.frames(app)
    assert [b.name for b in scene.controls.buttons()] == ["pass"]
    assert scene.note is not None and scene.note.text == "No attack possible — you pass"
    kit.run_until(app, lambda: isinstance(app.top, ScorePadScene))
    assert scene.match.results[-1].winner == 1


def test_blind_cards_are_chosen_face_down_and_turn_over(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, animation_speed="normal"))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(2, [{"blind": "2 9 7", "at_table": True}, {"hand": "5 5"}], pile="6", bid="6"),
    )
    kit.frames(app)
    assert scene.controls.prompt().startswith("Your turn: click one of your blind cards")
    kit.click(kit.stack_point(scene, 0, 1, face=False))
    kit.frames(app)
    assert scene.director.current is not None and scene.director.hidden.blind == {(0, 1)}
    kit.run_until(app, lambda: not scene.director.busy)
    assert scene.state.pile == (Card.SIX, Card.NINE) and scene.shown.bid_halves == 18
    assert scene.shown.seats[0].blind_slots == [True, False, True], "the stacks stay put"


def test_the_winner_swaps_by_clicking_two_open_cards(make_app: MakeApp) -> None:
    from game.rules.eight_half import new_game

    app = make_app(kit.settings(players=3))
    scene = kit.table(app)
    kit.put(scene, new_game(3, 5, swap=(0, 2)))
    kit.frames(app)
    assert [b.name for b in scene.controls.buttons()] == ["no_swap"]
    mine = scene.shown.seats[0].open_slots[1]
    theirs = scene.shown.seats[2].open_slots[0]
    kit.click(kit.stack_point(scene, 0, 1))
    kit.frames(app)
    controls = scene.controls
    assert controls.selection.give == 1 and "Now pick one of Bruno's" in controls.prompt()
    kit.click(kit.stack_point(scene, 2, 0))
    kit.frames(app)
    assert scene.shown.seats[0].open_slots[1] == theirs
    assert scene.shown.seats[2].open_slots[0] == mine
    assert scene.state.phase is Phase.PLAY


def test_a_bot_winner_decides_its_swap_itself(make_app: MakeApp) -> None:
    from game.rules.eight_half import new_game

    app = make_app(kit.settings(players=3, bot_pause=0.0))
    scene = kit.table(app)
    kit.put(scene, new_game(3, 5, swap=(1, 0)))
    kit.run_until(app, lambda: scene.state.phase is not Phase.SWAP, limit=50)
    kit.frames(app)
    assert any("swap" in line.text for line in scene.log.lines)


def test_hint_selects_what_the_medium_bot_would_play(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene, kit.position(2, [{"hand": "3 6 9 g", "draw": "4"}, {"hand": "9"}], pile="5", bid="5")
    )
    kit.frames(app)
    expected = MediumBot().choose(
        observe(scene.state, 0), scene.options.legal, random.Random(scene.seed)
    )
    kit.key(pygame.K_h)
    kit.frames(app)
    hand = scene.shown.seats[0].hand
    assert tuple(sorted(hand[i] for i in scene.controls.selection.picks)) == expected.cards
    assert scene.note is not None and scene.note.text.startswith("Hint: play")
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert scene.state.pile[-len(expected.cards) :] == expected.cards


def test_the_last_move_stays_highlighted_with_its_words(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, bot_pause=0.0))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "3", "draw": "4"}, {"hand": "6 6 1", "draw": "2"}],
            pile="5",
            bid="5",
            turn=1,
        ),
    )
    kit.run_until(app, lambda: scene.state.turn == 0 and kit.idle(scene))
    assert scene.shown.last_mover == 1
    played = len(scene.state.pile) - 1
    assert scene.shown.last_count == played
    bubble = scene.bubbles.get(1)
    assert bubble is not None and bubble.text in ("one!", "six!")


def test_an_attack_is_shown_in_red_and_sweeps_the_pile(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2, animation_speed="normal"))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(
            2,
            [{"hand": "7 1", "draw": "4 4"}, {"hand": "3 3"}],
            pile="6 h",
            bid="6.5",
            half_owner=1,
        ),
    )
    kit.frames(app)
    kit.click(kit.hand_point(scene, 1))
    kit.click(kit.hand_point(scene, 1))
    kit.run_until(
        app, lambda: scene.director.current is not None and scene.director.current.is_attack
    )
    kit.frames(app)
    bubble = scene.bubbles.get(0)
    assert bubble is not None and bubble.tone is Tone.ATTACK
    assert bubble.text == "attack with a seven!"
    kit.run_until(
        app, lambda: isinstance(getattr(scene.director.current, "event", None), PileTaken)
    )
    assert scene.director.hidden.pile, "the pile is on its way to the attacked player"
    kit.run_until(app, lambda: not scene.director.busy)
    assert scene.shown.seats[1].aside == [Card.SIX, Card.HALF, Card.SEVEN]


def test_esc_opens_the_menu_which_resumes_or_quits(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    title = TitleScene(app)
    app.push(title)
    scene = kit.table(app)
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert isinstance(app.top, PauseScene)
    kit.key(pygame.K_ESCAPE)
    kit.frames(app)
    assert app.top is scene
    kit.click(kit.tool_point(scene, "menu"))
    kit.frames(app)
    menu = app.top
    assert isinstance(menu, PauseScene)
    kit.click(menu.layout(app.size)["quit"].center)
    kit.frames(app)
    assert app.top is title


def test_help_and_log_open_and_close(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=4))
    scene = kit.table(app)
    kit.key(pygame.K_F1)
    kit.frames(app)
    assert isinstance(app.top, HelpScene)
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert app.top is scene
    kit.key(pygame.K_SLASH, unicode="?")
    kit.frames(app)
    assert isinstance(app.top, HelpScene)
    kit.click((5, 5))
    kit.frames(app)
    assert app.top is scene
    kit.key(pygame.K_l)
    kit.frames(app)
    assert scene.log_open and scene.view.layout().log_panel is not None
    kit.click(kit.tool_point(scene, "log"))
    kit.frames(app)
    assert not scene.log_open
    assert scene.log.lines[0].text == "Game 1 of 6"


def test_selecting_by_keyboard_moves_a_focus_over_the_playable_zone(
    make_app: MakeApp,
) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(
        scene,
        kit.position(2, [{"hand": "4 6 6 9", "draw": "1 1 1"}, {"hand": "9"}], pile="5", bid="5"),
    )
    kit.frames(app)
    controls = scene.controls
    assert controls.focused() == (Where.HAND, 1), "the focus starts on the first card that fits"
    assert controls.shown_focus() is None, "no focus ring for a mouse player"
    kit.key(pygame.K_SPACE)
    kit.frames(app)
    assert scene.controls.selection.picks == [1, 2], "Space takes both 6s"
    for k in (pygame.K_RIGHT, pygame.K_SPACE):  # the second 6 taken out again
        kit.key(k)
    kit.frames(app)
    assert scene.controls.selection.picks == [1]
    kit.key(pygame.K_LEFT)
    kit.key(pygame.K_LEFT)  # from the second 6 to the first, then round to the 9
    kit.frames(app)
    assert controls.focused() == (Where.HAND, 3) and controls.shown_focus() == (Where.HAND, 3)
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert scene.state.pile == (Card.FIVE, Card.SIX)


class SlowBot:
    """Thinks on its own thread, like Hard does, until the test lets it answer (no test
    waits for real time)."""

    name = "slow"

    def __init__(self) -> None:
        self.threads: list[str] = []
        self.answer = threading.Event()

    def choose(self, obs: Observation, legal: Sequence[Move], rng: random.Random) -> Move:
        self.threads.append(threading.current_thread().name)
        self.answer.wait(timeout=60)  # (a guard against a hung suite, not a speed check)
        return legal[0]


def test_bots_think_off_the_main_thread_and_the_window_keeps_drawing(
    make_app: MakeApp,
) -> None:
    app = make_app(kit.settings(players=2, bot_pause=0.0))
    bot = SlowBot()
    thinker = ThreadPoolExecutor(1, thread_name_prefix="bot")
    scene = TableScene(app, app.settings, seed=1, executor=thinker, bot_factory=lambda _: bot)
    app.push(scene)
    kit.put(
        scene,
        kit.position(
            2, [{"hand": "3", "draw": "4"}, {"hand": "6 1", "draw": "2"}], pile="5", bid="5", turn=1
        ),
    )
    drawn = app.draws
    kit.frames(app, 10)
    assert scene.runner.thinking and scene.state.turn == 1, "the bot is still thinking"
    assert app.draws - drawn == 10, "frames went on while the bot was thinking"
    bot.answer.set()
    thinker.shutdown(wait=True)  # the bot has answered
    kit.frames(app, 1)
    assert scene.state.turn == 0, "its move is played in the next frame"
    assert bot.threads and all(name != threading.main_thread().name for name in bot.threads)
    scene.exit()


def test_a_stale_answer_is_ignored() -> None:
    thinker = ThreadPoolExecutor(1)
    runner = BotRunner(thinker)
    bot = SlowBot()
    bot.answer.set()
    runner.ask(bot, None, [Move.play(Card.ONE)], random.Random(), token="old")  # type: ignore[arg-type]
    thinker.shutdown(wait=True)  # the answer is in
    assert runner.answer("new") is None
    runner.close()


def test_announcements_come_from_the_events(make_app: MakeApp) -> None:
    app = make_app(kit.settings(players=2))
    scene = kit.table(app)
    kit.put(scene, kit.position(2, [{"hand": "5 3", "draw": "1"}, {"hand": "9 9"}]))
    kit.frames(app)
    kit.click(kit.hand_point(scene, 1))
    kit.click(kit.hand_point(scene, 1))
    kit.frames(app)
    bubble = scene.bubbles.get(0)
    assert bubble is not None and bubble.text == "five — lower!"
    assert scene.shown.five_rule

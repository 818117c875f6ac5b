"""Learn to play: a guided first game from fixed deals against one gentle bot.

The lesson runs on the real table through the real loop; the player acts through the
table's own door (human_move) or posted keys and clicks.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
import table_kit as kit

from game.rules.eight_half import is_legal, legal_moves, parse_move
from game.rules.eight_half.cards import Card
from game.rules.eight_half.events import Zone
from game.rules.eight_half.moves import Move, MoveKind
from game.rules.eight_half.state import State
from game.store.settings import Settings, SettingsStore
from game.ui.eight_half.overlays import HelpScene
from game.ui.menus.title import TitleScene
from game.ui.shell.app import App
from game.ui.tutorial import coach
from game.ui.tutorial.lessons import ANY, STEP_COUNT, STEPS, end_state, start_state
from game.ui.tutorial.scene import DONE, PLAYING, READ, READY, TutorialScene

MakeApp = Callable[..., App]
ENGLISH = json.loads(
    (Path(__file__).parents[3] / "game/ui/shell/locale/en.json").read_text(encoding="utf-8")
)
SIZES = ((800, 600), (1920, 1080))
TOPICS = {
    "higher",
    "twins",
    "take",
    "ghost",
    "half",
    "zero",
    "five",
    "nine",
    "attacked",
    "attack",
    "eight_half",
    "open",
    "blind",
    "finish",
    "points",
}


def lesson(
    make_app: MakeApp, size: tuple[int, int] = (800, 600), start_at: int | None = 0, **kw: object
) -> TutorialScene:
    app = make_app(kit.settings(players=4, size=size, **kw))
    title = TitleScene(app)
    app.push(title)
    scene = TutorialScene(app, app.settings, start_at=start_at)
    app.push(scene)
    kit.frames(app, 2)
    return scene


def settle(scene: TutorialScene) -> None:
    kit.run_until(scene.app, lambda: scene.phase in (READ, READY) and kit.idle(scene))


def taught_move(scene: TutorialScene) -> Move:
    """The move the step teaches (the first legal one where any will do)."""
    step = scene.step
    return step.moves[0] if step.moves else legal_moves(scene.state)[0]


def do_step(scene: TutorialScene) -> State:
    """What the step asks (its move, if any), then Enter once it is done; the table as the
    step left it."""
    settle(scene)
    index, step = scene.index, scene.step
    if step.expect is not None:
        assert scene.human_move(taught_move(scene)), (step.key, scene.note)
        kit.run_until(scene.app, lambda: scene.phase == DONE and kit.idle(scene))
    left = scene.state
    kit.key(pygame.K_RETURN)
    kit.run_until(scene.app, lambda: scene.index != index)
    return left


# -- the script ----------------------------------------------------------------------------


def test_every_position_parses_and_every_expected_move_is_legal_in_it() -> None:
    for index, step in enumerate(STEPS):
        state = start_state(index)
        assert state.turn == 0 or index == STEP_COUNT - 1, step.key
        for move in step.moves:
            assert is_legal(state, move), (step.key, str(move))
        for reply in step.replies:  # the bot's script is legal in its turn
            parse_move(reply)
        if index < STEP_COUNT - 1:
            end_state(index)  # raises IllegalMove on a script out of step


def test_the_lesson_covers_every_topic_in_14_to_18_steps() -> None:
    assert 14 <= STEP_COUNT <= 18
    assert {s.key for s in STEPS} >= TOPICS
    # R6: an attack made by the player and one suffered; R9: the game really ends, won.
    final = start_state(STEP_COUNT - 1)
    assert final.is_over and final.winner == 0 and final.points == (3, 0)  # R10.2


def test_every_text_key_of_every_step_exists_in_english() -> None:
    for step in STEPS:
        assert step.title_key in ENGLISH and step.text_key in ENGLISH, step.key
        if step.expect is not None:
            assert step.why_key in ENGLISH, step.key
    fr_nl = (
        json.loads(Path("/work/notes/keys_tutorial.json").read_text(encoding="utf-8"))
        if Path("/work/notes/keys_tutorial.json").exists()
        else None
    )
    if fr_nl is not None:  # every new key also has its French and Dutch text
        ours = {k for k in ENGLISH if k.startswith("tutorial.")}
        assert ours <= set(fr_nl["fr"]) and ours <= set(fr_nl["nl"])


# -- walking it --------------------------------------------------------------------------


def test_walking_every_step_reaches_the_end_and_the_points(make_app: MakeApp) -> None:
    scene = lesson(make_app, animation_speed="fast")
    for index in range(STEP_COUNT - 1):
        assert scene.index == index
        do_step(scene)
    assert scene.index == STEP_COUNT - 1
    assert scene.state.is_over and scene.state.winner == 0
    assert "3" in scene.body_text()  # the points are told: 2 for going out, 1 fewest cards
    assert scene.app.settings.tutorial_step == 0, "a finished lesson starts over next time"
    assert scene.record is None and scene.app.current_matches == (), "a lesson is never saved"


NEW_SITUATION = "A new situation:"  # how a step that lays out its own position must begin


def test_no_step_changes_the_table_without_a_word(make_app: MakeApp) -> None:
    """Walking the lesson, each step shows the table exactly as the step before
    left it (the hand, both draw piles, the pile and the asides: a pile taken stays aside,
    the bot's 8 stays on the pile), or its coach first says that a new situation is set up."""
    scene = lesson(make_app)
    for _ in range(STEP_COUNT - 1):
        left = do_step(scene)
        assert scene.state == left or scene.body_text().startswith(NEW_SITUATION), (
            f"step {scene.index + 1} ({scene.step.key}) changes the table without a word"
        )
    assert scene.state.is_over and scene.state.winner == 0


def test_the_bot_plays_only_its_script(make_app: MakeApp) -> None:
    """Step "half": the player's ½ makes 6½, the bot attacks with 7 (R6.2) and opens
    again with a 3 (R6.3): the whole pile goes aside to the player (R6.5, R7.2)."""
    scene = lesson(make_app, start_at=[s.key for s in STEPS].index("half"))
    settle(scene)
    aside, pile = scene.state.seats[0].aside, scene.state.pile
    assert scene.human_move(Move.play(Card.HALF))
    kit.run_until(scene.app, lambda: scene.phase == DONE)
    me = scene.state.seats[0]
    assert me.aside == aside + pile + (Card.HALF, Card.SEVEN)
    assert [str(c) for c in scene.state.pile] == ["3"] and scene.state.turn == 0


def test_a_wrong_legal_move_is_refused_with_the_steps_reason(make_app: MakeApp) -> None:
    scene = lesson(make_app, start_at=[s.key for s in STEPS].index("twins"))
    settle(scene)
    before = scene.state
    assert not scene.human_move(Move.play(Card.THREE))  # legal, but the lesson is "both 3s"
    assert scene.state is before
    assert scene.note is not None and scene.note.tone == "refusal"
    assert "both 3s" in scene.note.text and scene.note.text.startswith("Not this one now")


def test_an_illegal_move_gets_the_engines_reason_and_nothing_is_played(
    make_app: MakeApp,
) -> None:
    scene = lesson(make_app, start_at=[s.key for s in STEPS].index("higher"))
    settle(scene)
    before = scene.state
    hand = kit.hand_point(scene, 0)  # the 2 on a bid of 3 (R5.1), clicked like a player
    kit.click(hand)
    kit.frames(scene.app, 2)
    assert scene.state is before and scene.phase == READY
    assert scene.note is not None and scene.note.tone == "refusal"
    assert "Not this one" not in scene.note.text  # the engine's own words, not the coach's


def test_a_step_that_only_tells_plays_nothing(make_app: MakeApp) -> None:
    scene = lesson(make_app)
    before = scene.state
    assert not scene.human_move(Move.play(Card.FOUR))
    assert scene.state is before and scene.index == 0


def test_clicks_play_the_taught_move(make_app: MakeApp) -> None:
    """Step "eight_half": click the 8, then the ½, then the Play button (R5.6)."""
    scene = lesson(make_app, start_at=[s.key for s in STEPS].index("eight_half"))
    settle(scene)
    hand = scene.shown.seats[0].hand
    kit.click(kit.hand_point(scene, hand.index(Card.EIGHT)))
    kit.click(kit.hand_point(scene, hand.index(Card.HALF)))
    kit.frames(scene.app, 1)
    kit.click(kit.button_point(scene, "play"))
    kit.frames(scene.app, 2)
    assert scene.phase != READY
    bot_aside = scene.state.seats[1].aside  # 8½ stood; the bot could not follow and took it
    assert Card.EIGHT in bot_aside and Card.HALF in bot_aside


# -- one press, one step ----------------------------------------------------------------

READING = 1.0  # seconds a player reads the coach's note before pressing Next (and after)


def next_point(scene: TutorialScene) -> tuple[int, int]:
    return scene.coach_parts(scene.view.layout())["button:next"].center


def press_next(scene: TutorialScene, by: str) -> None:
    if by == "enter":
        kit.key(pygame.K_RETURN)
    else:
        kit.click(next_point(scene))


def act_by_keys(scene: TutorialScene, move: Move) -> None:
    """The step's move made with the table's own keys: T takes, A attacks, the arrows steer
    (the focus ring shows) and Space picks a card with its twins, Enter plays."""
    app = scene.app
    if move.kind is MoveKind.TAKE:
        kit.key(pygame.K_t)
    elif move in scene.options.attacks and scene.controls.attack_move() == move:
        kit.key(pygame.K_a)
    elif move.kind is MoveKind.BLIND:
        kit.key(pygame.K_RIGHT)  # the ring appears on a blind card: any one will do
        kit.frames(app, 1)
        kit.key(pygame.K_RETURN)
    else:
        kit.key(pygame.K_RIGHT)  # the ring appears
        kit.frames(app, 1)
        kit._play(scene, move, random.Random(0), use_keys=True)
    kit.frames(app, 1)


def act_by_mouse(scene: TutorialScene, move: Move) -> None:
    """The step's move made with clicks: the Take or Attack button, a blind stack, or the
    cards one by one and then the Play button."""
    app = scene.app
    if move.kind is MoveKind.TAKE:
        kit.click(kit.button_point(scene, "take"))
    elif move in scene.options.attacks and scene.controls.attack_move() == move:
        kit.click(kit.button_point(scene, "attack"))
    elif move.kind is MoveKind.BLIND:
        slot = scene.shown.seats[0].blind_slots.index(True)
        kit.click(kit.stack_point(scene, 0, slot, face=False))
    else:
        me = scene.shown.seats[0]
        opened = move.zone is Zone.OPEN
        source = list(me.open_slots) if opened else list(me.hand)
        picks: list[int] = []
        for card in move.cards:
            picks.append(next(i for i, c in enumerate(source) if c == card and i not in picks))
        for i in picks:
            kit.click(kit.stack_point(scene, 0, i) if opened else kit.hand_point(scene, i))
            kit.frames(app, 1)
        kit.click(kit.button_point(scene, "play"))
    kit.frames(app, 1)


@pytest.mark.parametrize("by", ["enter", "click"])
def test_next_is_exactly_one_step(make_app: MakeApp, by: str) -> None:
    """The whole lesson, by keyboard or by mouse. Each step that asks for a move
    gets it through the table's own keys or clicks; then the player reads "Well done!"
    for a moment and presses Next once (Enter, or a click on Next): the coach moves on by
    exactly one step, and the press never plays at the table (before, Enter played the
    next step's ½ or turned its blind card, and a click skipped the red 9 and 8½)."""
    scene = lesson(make_app, animation_speed="fast")
    app = scene.app
    act = act_by_keys if by == "enter" else act_by_mouse
    for index in range(STEP_COUNT - 1):
        settle(scene)
        assert scene.index == index, f"expected step {index + 1}, the coach shows {scene.index + 1}"
        if scene.step.expect is not None:
            act(scene, taught_move(scene))
            assert scene.phase != READY, (scene.step.key, scene.note)  # played
            kit.run_until(app, lambda: scene.phase == DONE and kit.idle(scene))
        kit.frames(app, round(READING / kit.DT))  # reading "Well done!" (or the note)
        before = scene.state
        press_next(scene, by)
        kit.frames(app, round(READING / kit.DT))
        # The table as this step left it (or, where the script sets one up, the next
        # step's own position): nothing played by the press, then or later.
        table = before if STEPS[index + 1].start is None else start_state(index + 1)
        assert (scene.index, scene.state == table) == (index + 1, True), (
            f"one {by} on Next at step {index + 1} led to step {scene.index + 1}"
            + ("" if scene.state == table else " and played at the table")
        )
    assert scene.index == STEP_COUNT - 1
    assert scene.state.is_over and scene.state.winner == 0
    press_next(scene, by) if by == "enter" else kit.click(
        scene.coach_parts(scene.view.layout())["button:play"].center
    )
    kit.frames(app, 2)
    assert app.top is not scene and app.settings.tutorial_step == 0  # done: on to a match


def test_next_waits_for_the_steps_move_and_enter_plays_only_what_is_chosen(
    make_app: MakeApp,
) -> None:
    """While a step waits for its move, Next (Enter or a click) neither skips it nor plays
    a card the player did not choose in sight: the coach says what the step waits for.
    Once the player steers (the focus ring shows), Enter plays as at the table; while the
    play runs, Enter waits too."""
    scene = lesson(
        make_app, start_at=[s.key for s in STEPS].index("higher"), animation_speed="normal"
    )
    settle(scene)
    before = scene.state
    for press in (lambda: kit.key(pygame.K_RETURN), lambda: kit.click(next_point(scene))):
        press()
        kit.frames(scene.app, 2)
        assert (scene.index, scene.phase, scene.state) == (2, READY, before)
        assert scene.note is not None and scene.note.text.startswith("Your move first")
    kit.key(pygame.K_RIGHT)  # the ring shows on a card that may be played
    kit.frames(scene.app, 1)
    kit.key(pygame.K_RETURN)
    kit.frames(scene.app, 1)
    assert scene.phase == PLAYING and scene.state != before
    kit.key(pygame.K_RETURN)  # while the cards fly and the bot answers
    kit.frames(scene.app, 1)
    assert scene.index == 2 and scene.note is not None and scene.note.text.startswith("One moment")


# -- leaving and coming back ------------------------------------------------------------


def test_leaving_and_coming_back_resumes_at_the_same_step(
    make_app: MakeApp, config_dir: Path
) -> None:
    scene = lesson(make_app, start_at=None)
    app = scene.app
    for _ in range(4):
        do_step(scene)
    assert scene.index == 4
    kit.key(pygame.K_ESCAPE)
    kit.frames(app, 2)
    assert isinstance(app.top, TitleScene)
    assert SettingsStore().load().tutorial_step == 4, "the step reached is kept on disk"
    title = app.top
    assert title.items[title.index_of("tutorial")].detail is not None  # "Step 5 of 17"
    kit.click(title.layout().rows[title.index_of("tutorial")].center)
    kit.frames(app, 2)
    again = app.top
    assert isinstance(again, TutorialScene) and again.index == 4
    assert again.state == start_state(4)
    again.press("start_over")
    assert again.index == 0 and app.settings.tutorial_step == 0


def test_the_keyboard_goes_back_a_step_and_starts_over(make_app: MakeApp) -> None:
    """Backspace is Back, R is Start over: the coach's buttons, without the mouse."""
    scene = lesson(make_app, start_at=None)
    app = scene.app
    for _ in range(3):
        do_step(scene)
    kit.key(pygame.K_BACKSPACE)
    kit.frames(app, 2)
    assert scene.index == 2
    kit.key(pygame.K_r)
    kit.frames(app, 2)
    assert scene.index == 0 and app.settings.tutorial_step == 0
    assert scene.state == start_state(0)


def test_play_a_match_at_the_end_opens_the_table(make_app: MakeApp) -> None:
    app = make_app(kit.settings())
    title = TitleScene(app)
    app.push(title)
    kit.click(title.layout().rows[title.index_of("tutorial")].center)
    kit.frames(app, 2)
    scene = app.top
    assert isinstance(scene, TutorialScene)
    scene.go_to(STEP_COUNT - 1)
    parts = scene.coach_parts(scene.view.layout())
    kit.click(parts["button:play"].center)
    kit.frames(app, 2)
    assert app.top is not None and app.top.name == "table"


def test_the_tutorial_step_setting_is_validated() -> None:
    assert Settings().tutorial_step == 0
    with pytest.raises(ValueError):
        Settings(tutorial_step=-1)
    from game.store.settings import settings_from_dict

    loaded, rejected = settings_from_dict({"tutorial_step": "five"})
    assert loaded.tutorial_step == 0 and rejected == ["tutorial_step"]


# -- on screen -------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=["800x600", "1920x1080"])
def test_every_target_and_the_coach_lie_inside_the_window(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    scene = lesson(make_app, size=size)
    window = pygame.Rect((0, 0), size)
    for index, step in enumerate(STEPS):
        scene.go_to(index)
        settle(scene)
        lay = scene.view.layout()
        rect = coach.target_rect(scene, lay, step.target)
        assert rect is not None and window.contains(rect), (step.key, rect)
        parts = scene.coach_parts(lay)
        assert lay.log_panel is not None and window.contains(lay.log_panel)
        for name, part in parts.items():
            assert lay.log_panel.contains(part), (step.key, name)
        size_, lines = scene.fitted_body(parts["body"], lay.unit)
        assert size_ >= 10 and len(lines) * round(size_ * 1.3) <= parts["body"].h, step.key
        scene.app.frame(kit.DT)  # and it draws


@pytest.mark.parametrize("code", ["en", "fr", "nl"])
def test_every_coach_button_reads_in_full_at_800x600(make_app: MakeApp, code: str) -> None:
    """The coach's buttons, on every step, at the smallest window: each word fits its
    button at its full size, as the buttons beside it (at the last step "Een wedstrijd
    spelen" was cut off)."""
    from game.ui.shell import text
    from game.ui.shell import widgets as w

    scene = lesson(make_app, language=code)
    for index in range(STEP_COUNT):
        scene.go_to(index)
        lay = scene.view.layout()
        parts = scene.coach_parts(lay)
        wanted = coach.button_text_size(lay.unit)
        for name, label, _ in scene.coach_buttons():
            rect = parts["button:" + name]
            size = text.fitted_size(label, wanted, w.button_room(rect), True)
            assert size == wanted, (index, label, size)


@pytest.mark.parametrize("size", SIZES, ids=["800x600", "1920x1080"])
def test_the_help_shows_the_cards_beside_the_rules_without_overlap(
    make_app: MakeApp, size: tuple[int, int]
) -> None:
    app = make_app(kit.settings(size=size))
    helper = HelpScene(app)
    app.push(helper)
    body = helper.layout(size)["body"]
    pictures = 0
    for page in range(helper.page_count):
        helper.page = page
        plan = helper.plan(size)
        lines = [rect for block in plan for _, rect in block.lines]
        pics = [b.picture_rect for b in plan if b.picture_rect is not None]
        pictures += len(pics)
        for rect in lines + pics:
            assert body.contains(rect), rect
        for pic in pics:
            assert not any(pic.colliderect(line) for line in lines), pic
            assert sum(pic.colliderect(other) for other in pics) == 1
        assert min(b.size for b in plan) >= 11
        app.frame(kit.DT)
    assert pictures >= 8


def test_the_help_turns_pages_and_any_other_key_closes(make_app: MakeApp) -> None:
    app = make_app(kit.settings())
    app.push(TitleScene(app))
    helper = HelpScene(app)
    app.push(helper)
    kit.key(pygame.K_RIGHT)
    kit.frames(app)
    assert app.top is helper and helper.page == 1
    kit.key(pygame.K_LEFT)
    kit.frames(app)
    assert helper.page == 0
    kit.key(pygame.K_RETURN)
    kit.frames(app)
    assert app.top is not helper


def test_any_step_can_be_left_and_the_title_offers_learn_to_play(make_app: MakeApp) -> None:
    app = make_app(kit.settings())
    title = TitleScene(app)
    app.push(title)
    assert title.index_of("tutorial") == title.index_of("new_game") + 1
    assert ANY == ("any",)

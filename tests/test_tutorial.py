"""Learn to play: a guided first game from fixed deals against one gentle bot (issue 10).

The lesson runs on the real table through the real loop; the player acts through the
table's own door (human_move) or posted keys and clicks.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
import table_kit as kit

from game.rules.eight_half import is_legal, legal_moves, parse_move
from game.rules.eight_half.cards import Card
from game.rules.eight_half.moves import Move
from game.store.settings import Settings, SettingsStore
from game.ui.app import App
from game.ui.eight_half.overlays import HelpScene
from game.ui.title import TitleScene
from game.ui.tutorial import coach
from game.ui.tutorial.lessons import ANY, STEP_COUNT, STEPS, end_state, start_state
from game.ui.tutorial.scene import DONE, READ, READY, TutorialScene

MakeApp = Callable[..., App]
ENGLISH = json.loads((Path(__file__).parents[1] / "game/ui/locale/en.json")
                     .read_text(encoding="utf-8"))
SIZES = ((800, 600), (1920, 1080))
TOPICS = {"higher", "twins", "take", "ghost", "half", "zero", "five", "nine", "attacked",
          "attack", "eight_half", "open", "blind", "finish", "points"}


def lesson(make_app: MakeApp, size: tuple[int, int] = (800, 600), start_at: int | None = 0,
           **kw: object) -> TutorialScene:
    app = make_app(kit.settings(players=4, size=size, **kw))
    title = TitleScene(app)
    app.push(title)
    scene = TutorialScene(app, app.settings, start_at=start_at)
    app.push(scene)
    kit.frames(app, 2)
    return scene


def settle(scene: TutorialScene) -> None:
    kit.run_until(scene.app, lambda: scene.phase in (READ, READY) and kit.idle(scene))


def do_step(scene: TutorialScene) -> None:
    """What the step asks: Enter, or its move; then wait for the next step."""
    settle(scene)
    index, step = scene.index, scene.step
    if step.expect is None:
        kit.key(pygame.K_RETURN)
    else:
        move = step.moves[0] if step.moves else legal_moves(scene.state)[0]
        assert scene.human_move(move), (step.key, scene.note)
    kit.run_until(scene.app, lambda: scene.index != index)


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
    fr_nl = json.loads(Path("/work/notes/keys_tutorial.json").read_text(encoding="utf-8")) \
        if Path("/work/notes/keys_tutorial.json").exists() else None
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


def test_the_bot_plays_only_its_script(make_app: MakeApp) -> None:
    """Step "half": the player's ½ makes 6½, the bot attacks with 7 (R6.2) and opens
    again (R6.3): the player's pile goes aside (R6.5, R7.2)."""
    scene = lesson(make_app, start_at=[s.key for s in STEPS].index("half"))
    settle(scene)
    assert scene.human_move(Move.play(Card.HALF))
    kit.run_until(scene.app, lambda: scene.index != STEPS.index(scene.step) or
                  scene.phase == DONE)
    me = scene.state.seats[0]
    assert sorted(me.aside) == sorted([Card.THREE, Card.SIX, Card.HALF, Card.SEVEN])
    assert [str(c) for c in scene.state.pile] == ["3"]


def test_a_wrong_legal_move_is_refused_with_the_steps_reason(make_app: MakeApp) -> None:
    scene = lesson(make_app, start_at=[s.key for s in STEPS].index("twins"))
    settle(scene)
    before = scene.state
    assert not scene.human_move(Move.play(Card.SIX))  # legal, but the lesson is "both 6s"
    assert scene.state is before
    assert scene.note is not None and scene.note.tone == "refusal"
    assert "both 6s" in scene.note.text and scene.note.text.startswith("Not this one now")


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


# -- leaving and coming back ------------------------------------------------------------


def test_leaving_and_coming_back_resumes_at_the_same_step(make_app: MakeApp,
                                                          config_dir: Path) -> None:
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
def test_every_target_and_the_coach_lie_inside_the_window(make_app: MakeApp,
                                                          size: tuple[int, int]) -> None:
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

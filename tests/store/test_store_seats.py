"""The seats of a new match: each a person (a name) or a bot (a level), 2 to 5 of them, in
any mix; a played match always has someone playing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.store.seats import SeatPlan, remembered, seat_plans, with_seats
from game.store.settings import GAMES, GameName, Settings, SettingsStore


@pytest.mark.parametrize("game", GAMES)
def test_by_default_one_person_in_seat_0_and_bots_around(game: GameName) -> None:
    plans = seat_plans(Settings(), game)
    assert [plan.name for plan in plans] == ["", None, None, None]  # four players
    assert [plan.is_person for plan in plans] == [True, False, False, False]
    assert {plan.level for plan in plans} == {"medium"}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_to_five_seats_in_any_mix(players: int) -> None:
    settings = Settings(
        players=players,
        people=(None, "Chloé", None, "Marc", ""),
        bot_levels=("easy", "hard", "medium", "easy", "hard"),
    )
    plans = seat_plans(settings, "eight_half")
    expected = [
        SeatPlan(None, "easy"),
        SeatPlan("Chloé", "hard"),
        SeatPlan(None, "medium"),
        SeatPlan("Marc", "easy"),
        SeatPlan("", "hard"),
    ][:players]
    assert list(plans) == expected


def test_each_game_has_its_own_table() -> None:
    settings = Settings(
        players=2,
        people=("Chloé", "Marc", None, None, None),
        huit_players=3,
        huit_people=(None, None, "Zoé", None, None),
        huit_levels=("hard",) * 5,
    )
    assert [p.name for p in seat_plans(settings, "eight_half")] == ["Chloé", "Marc"]
    huit = seat_plans(settings, "huit")
    assert [p.name for p in huit] == [None, None, "Zoé"] and huit[0].level == "hard"


def test_a_hand_edited_file_with_no_person_seats_the_unnamed_player_in_seat_0(
    config_dir: Path,
) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps(
            {
                "version": 2,
                "players": 3,
                "people": [None, None, None, "Marc", None],
                "bot_levels": ["hard", "easy", "medium", "medium", "medium"],
            }
        ),
        encoding="utf-8",
    )
    plans = seat_plans(SettingsStore().load(), "eight_half")  # Marc sits beyond the 3 seats
    assert plans == (SeatPlan("", "hard"), SeatPlan(None, "easy"), SeatPlan(None, "medium"))


def test_with_seats_writes_the_game_s_table_and_keeps_the_seats_beyond_it() -> None:
    before = Settings(huit_people=("Anne", None, None, None, "Zoé"))
    plans = (SeatPlan("Chloé", "medium"), SeatPlan(None, "hard"), SeatPlan("Marc", "easy"))
    after = with_seats(before, "huit", plans)
    assert seat_plans(after, "huit") == plans and after.huit_players == 3
    assert after.huit_people == ("Chloé", None, "Marc", None, "Zoé")
    assert after.people == before.people and after.players == before.players


def test_the_names_typed_come_first_each_once_at_most_twelve() -> None:
    known = tuple(f"P{i}" for i in range(12))
    assert remembered(known, ["Chloé", "p3", ""]) == (
        "Chloé",
        "p3",
        "P0",
        "P1",
        "P2",
        "P4",
        "P5",
        "P6",
        "P7",
        "P8",
        "P9",
        "P10",
    )
    assert remembered(("Marc",), ["Marc"]) == ("Marc",)

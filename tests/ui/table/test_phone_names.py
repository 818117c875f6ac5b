"""At a table with phones, no phone may take a bot's name: a seat freed during the match
cannot be joined as "Ada" beside the bot Ada (the bots are named after the people first)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from phone_table_kit import phone_table, settings

from game.lan.lobby import RoomError
from game.ui.shell.app import App


def test_a_phone_joining_during_the_match_cannot_take_a_bots_name(
    make_app: Callable[..., App],
) -> None:
    app = make_app(settings())
    table, _room, hands = phone_table(app, "huit", ["phone", "phone", "bot"])
    bot = table.names[2]
    assert bot and bot not in ("Chloé", "Marc")  # the bot is not named as a person is
    hands.lobby.free(1)  # the host frees Marc's seat for another phone
    for taken in (bot, bot.upper(), "Chloé"):
        with pytest.raises(RoomError) as refused:
            hands.lobby.join(1, taken)
        assert refused.value.code == "name_taken"
    assert hands.lobby.join(1, "Sam 🎲")

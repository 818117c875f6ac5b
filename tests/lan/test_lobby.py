"""The room's seats: who may take which, under what name, with what secret."""

from __future__ import annotations

import random
import threading

import pytest

from game.lan.lobby import ROOM_LETTERS, Lobby, LobbySeat, RoomError, new_room_code


def lobby(*kinds: str, tokens: dict[int, str] | None = None) -> Lobby:
    seats = [
        LobbySeat(i, "bot" if k == "bot" else "phone", None, "easy" if k == "bot" else "",
                  False, False)
        for i, k in enumerate(kinds)
    ]  # fmt: skip
    return Lobby("huit", seats, "KXQB", tokens)


class Refused:
    """pytest.raises for a RoomError with that code."""

    def __init__(self, code: str) -> None:
        self.code = code

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: object, tb: object) -> bool:
        assert isinstance(error, RoomError), f"expected RoomError({self.code!r}), got {error!r}"
        assert error.code == self.code, (error.code, str(error))
        return True


def test_a_room_code_is_four_letters_that_read_aloud_without_doubt() -> None:
    codes = {new_room_code() for _ in range(200)}
    assert all(len(c) == 4 and set(c) <= set(ROOM_LETTERS) for c in codes)
    assert not any("I" in c or "O" in c for c in codes)
    assert len(codes) > 150  # random, not one code for every room
    assert new_room_code(random.Random(5)) == new_room_code(random.Random(5))


def test_a_phone_takes_a_free_seat_and_gets_a_secret_token() -> None:
    room = lobby("phone", "phone", "bot")
    ada, bob = room.join(0, "  Ada "), room.join(1, "Bob")
    assert ada != bob and len(ada) >= 20  # 128 random bits, URL-safe
    assert room.seats()[0].name == "Ada" and room.seats()[0].joined
    assert not room.seats()[0].connected  # until the server says so
    assert room.rejoin(ada) == 0 and room.seat_of(bob) == 1
    assert room.tokens() == {0: ada, 1: bob}


def test_a_rooms_house_rules_are_checked_and_kept_in_h7s_order() -> None:
    """H7: a Huit room's match may be dealt with house rules; 8½ has none."""
    seats = [LobbySeat(0, "phone", None, "", False, False)]
    assert Lobby("huit", seats, "KXQB").rules == ()
    room = Lobby("huit", seats, "KXQB", rules={"seven_cards", "jack_reverses"})
    assert room.rules == ("jack_reverses", "seven_cards")
    with pytest.raises(ValueError, match="not a house rule"):
        Lobby("huit", seats, "KXQB", rules=["jokers", "wild_twos"])
    with pytest.raises(ValueError, match="no house rules"):
        Lobby("eight_half", seats, "KXQB", rules=["jokers"])


def test_a_taken_seat_cannot_be_taken_by_another_phone() -> None:
    room = lobby("phone", "phone", "bot")
    room.join(0, "Ada")
    with Refused("seat_taken"):
        room.join(0, "Bob")
    with Refused("seat_taken"):
        room.join(2, "Bob")  # a bot's
    with Refused("no_such_seat"):
        room.join(3, "Bob")
    assert room.seats()[0].name == "Ada"


@pytest.mark.parametrize(
    "name", ["", "   ", "Seventeen letters", "Ada\nBob", "Ada\x00", "Ada\ue000", "\ud800"]
)
def test_a_name_is_one_to_sixteen_printable_characters(name: str) -> None:
    room = lobby("phone")
    with Refused("bad_name"):
        room.join(0, name)
    assert room.seats()[0].joined is False


@pytest.mark.parametrize(
    "name",
    ["A", "Sixteen letters!", "Chloé", "Zoë 👩‍👩‍👧", "Sam 🎲", "Αλέξης", "Юлия", "Ünal Çelik"],
)
def test_names_as_people_write_them_are_welcome(name: str) -> None:
    room = lobby("phone")
    room.join(0, name)
    assert room.seats()[0].name == name


@pytest.mark.parametrize(
    "name", ["\u200b\u200b\u200b", "\u2060", "\ufeff", "\u00ad", "\u034f", "\u0301", " \u200b ",
             "\u3164", "\ufe0f\u200d"]
)  # fmt: skip
def test_a_name_that_shows_nothing_is_refused(name: str) -> None:
    """Such a name crashed the TV at Start (a line of zero width), and every Continue."""
    room = lobby("phone")
    with Refused("bad_name"):
        room.join(0, name)
    assert room.seats()[0].joined is False


@pytest.mark.parametrize(
    ("typed", "shown"),
    [("Al\u200bice", "Alice"), ("\ufeffAda\u00ad", "Ada"), ("Zoe\u0308", "Zoë"),
     ("Ada\u202eboB", "AdaboB"), ("  Chloé   Marie ", "Chloé Marie"), ("Zoë 👩‍👩‍👧", "Zoë 👩‍👩‍👧")],
)  # fmt: skip
def test_invisible_characters_inside_a_name_are_removed(typed: str, shown: str) -> None:
    room = lobby("phone")
    room.join(0, typed)
    assert room.seats()[0].name == shown


@pytest.mark.parametrize("name", ["李小龍", "שלום", "مرحبا", "Ada ᚠ"])
def test_a_name_the_tv_cannot_draw_is_refused(name: str) -> None:
    """The TV draws Latin, Greek, Cyrillic and emoji; never a name as empty boxes, nor a
    right-to-left one letter by letter the wrong way round."""
    room = lobby("phone")
    with Refused("bad_name"):
        room.join(0, name)


def test_a_name_is_unique_in_the_room_whatever_its_case() -> None:
    room = lobby("phone", "phone")
    room.join(0, "Chloé")
    with Refused("name_taken"):
        room.join(1, "CHLOÉ")
    assert room.join(1, "Chloe")  # another name


@pytest.mark.parametrize(
    "alike", ["Alice\u200b", "Al\u200dice", "\ufeffAlice", "\u0410lice", "AIice", "ALICE"]
)
def test_a_name_that_looks_like_one_in_the_room_is_taken(alike: str) -> None:
    """Invisible characters, a Cyrillic А, full-width letters or a capital I for an l:
    the table would see two Alices (UTS #39 skeletons)."""
    room = lobby("phone", "phone")
    room.join(0, "Alice")
    with Refused("name_taken"):
        room.join(1, alike)
    assert room.join(1, "Alicia")


@pytest.mark.parametrize("name", ["Bruno", "bruno", "Вruno", "Ada"])
def test_the_names_of_the_bots_are_reserved(name: str) -> None:
    room = Lobby("huit", [LobbySeat(0, "phone", None, "", False, False)], "KXQB",
                 reserved=("Ada", "Bruno", "Chloé", "Dirk", "Emma"))  # fmt: skip
    with Refused("name_taken"):
        room.join(0, name)
    assert room.join(0, "Brunhilde")


def test_a_wrong_token_gets_no_seat() -> None:
    room = lobby("phone")
    token = room.join(0, "Ada")
    with Refused("bad_token"):
        room.rejoin(token[:-1] + ("A" if token[-1] != "A" else "B"))
    assert room.seat_of("") is None


def test_the_host_frees_a_seat_for_another_phone_and_the_old_token_is_dead() -> None:
    room = lobby("phone", "phone")
    old = room.join(0, "Ada")
    room.set_connected(0, True)
    room.free(0)
    assert room.seats()[0] == LobbySeat(0, "phone", None, "", False, False)
    with Refused("bad_token"):
        room.rejoin(old)
    new = room.join(0, "Ada")  # her name is free again too
    assert new != old and room.rejoin(new) == 0


def test_the_host_hands_a_seat_to_a_bot() -> None:
    room = lobby("phone", "phone")
    token = room.join(1, "Bob")
    room.to_bot(1, "hard")
    assert room.seats()[1] == LobbySeat(1, "bot", None, "hard", False, False)
    assert room.seat_of(token) is None and room.tokens() == {}
    room.free(1)  # and back to a phone's seat
    assert room.seats()[1].kind == "phone"


def test_continue_gives_each_phone_its_seat_back_with_its_saved_token() -> None:
    seats = [
        LobbySeat(0, "phone", "Ada", "", True, True),
        LobbySeat(1, "bot", None, "hard", False, False),
        LobbySeat(2, "phone", "Chloé", "", True, True),
        LobbySeat(3, "phone", "Marc", "", True, False),  # no token kept: the seat is free
    ]
    room = Lobby("huit", seats, "KXQB", {0: "tok-ada", 2: "tok-chloe"})
    assert [(s.name, s.joined) for s in room.seats()] == [
        ("Ada", True), (None, False), ("Chloé", True), (None, False)
    ]  # fmt: skip
    assert not any(s.connected for s in room.seats())
    assert room.rejoin("tok-chloe") == 2
    with pytest.raises(ValueError):
        lobby("phone", "bot", tokens={1: "tok"})  # a bot holds no token


def test_connected_tells_a_joined_phone_from_one_that_is_away() -> None:
    room = lobby("phone", "phone")
    room.join(0, "Ada")
    room.set_connected(0, True)
    room.set_connected(1, True)  # nobody joined there: stays as it is
    assert [s.connected for s in room.seats()] == [True, False]
    room.set_connected(0, False)
    assert room.seats()[0].joined and not room.seats()[0].connected


def test_two_phones_taking_one_seat_at_once_one_gets_it() -> None:
    room = lobby("phone")
    start = threading.Barrier(8)
    won: list[str] = []
    lost: list[str] = []

    def take(i: int) -> None:
        start.wait()
        try:
            room.join(0, f"Phone {i}")
            won.append(f"Phone {i}")
        except RoomError as error:
            lost.append(error.code)

    threads = [threading.Thread(target=take, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(won) == 1 and lost == ["seat_taken"] * 7
    assert room.seats()[0].name == won[0]


def test_a_seat_given_to_a_bot_keeps_its_name_from_other_phones() -> None:
    """The bot plays on under Ada's name: a phone joining later may not be a second Ada."""
    room = lobby("phone", "phone")
    room.join(0, "Ada")
    room.to_bot(0, "hard", "Ada")
    with Refused("name_taken"):
        room.join(1, "ada")
    room.name_bots({0: "Bruno"})  # the table's bots, once it has named them
    with Refused("name_taken"):
        room.join(1, "Bruno")
    assert room.join(1, "Brune")


def test_a_bot_seat_bears_the_name_the_table_gave_it() -> None:
    """The phones' lobby shows "Chloé · bot · Hard" where the TV does: the table's name of
    each bot from Start, the name of the phone player whose seat went to a bot during the
    match, and the match's names at Continue. Before the match no bot has a name yet."""
    room = lobby("phone", "phone", "bot", "phone")
    room.join(0, "Chloé")
    room.to_bot(0, "hard")  # before the match: the table names its bots at Start
    assert room.seats()[0].name is None
    room.free(0)
    room.join(0, "Chloé")  # (her name was never the bot's: she takes it again)
    room.join(1, "Marc")
    room.name_bots({2: "Bruno"})  # Start
    assert [s.name for s in room.seats()] == ["Chloé", "Marc", "Bruno", None]
    room.to_bot(0, "hard", "Chloé")  # her phone went away for good: the bot plays on
    assert room.seats()[0] == LobbySeat(0, "bot", "Chloé", "hard", False, False)
    with Refused("name_taken"):
        room.join(3, "CHLOÉ")
    seats = [LobbySeat(0, "bot", "Chloé", "hard", False, False),
             LobbySeat(1, "phone", "Marc", "", True, True)]  # fmt: skip
    again = Lobby("huit", seats, "KXQB", {1: "tok-marc"})  # Continue
    assert [s.name for s in again.seats()] == ["Chloé", "Marc"]

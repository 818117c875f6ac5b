"""The voice's worker: the game never waits for a voice, a new announcement cuts the one
being said, and without a voice nothing is said and nothing breaks."""

from __future__ import annotations

import threading

from speech_kit import FakeVoice

from game.ui.speech.mouth import Mouth


def test_a_new_announcement_stops_the_old_one_then_says_itself() -> None:
    voice = FakeVoice()
    mouth = Mouth(lambda: voice, threaded=False)
    mouth.say("Your turn", "en")
    mouth.say("The bid is six", "en")
    assert voice.calls == [
        ("stop",),
        ("say", "Your turn", "en"),
        ("stop",),
        ("say", "The bid is six", "en"),
    ]


def test_saying_never_waits_for_the_voice() -> None:
    """The voice takes its time over the first text: the game's next two announcements
    return at once (only queued), and only the newest is said once the voice is free."""
    free = threading.Event()
    voice = FakeVoice(hold=free)
    mouth = Mouth(lambda: voice, threaded=True)
    mouth.say("one", "en")
    assert voice.started.wait(10)  # the worker is inside the voice, holding
    mouth.say("two", "en")
    mouth.say("three", "en")
    # Back here while the voice still holds "one": nothing of the later two reached it.
    assert voice.said == ["one"]
    free.set()
    assert voice.wait_said(2)
    mouth.close()
    assert voice.said == ["one", "three"]  # "two" would have been cut at once
    assert voice.calls[-2:] == [("say", "three", "en"), ("stop",)]  # closing stops the voice


def test_without_a_voice_nothing_is_said_and_the_game_goes_on() -> None:
    mouth = Mouth(lambda: None, threaded=False)
    mouth.say("Your turn", "en")
    assert mouth.looked and not mouth.found


def test_a_voice_that_fails_falls_silent_instead_of_breaking_the_game() -> None:
    class Broken(FakeVoice):
        def start(self, text: str, language: str) -> None:
            super().start(text, language)
            raise OSError("the sound device went away")

    voice = Broken()
    mouth = Mouth(lambda: voice, threaded=False)
    mouth.say("one", "en")
    mouth.say("two", "en")
    assert voice.said == ["one"]  # silent from the failure on
    assert not mouth.found


def test_the_voice_is_looked_for_only_when_something_is_to_be_said() -> None:
    looked: list[int] = []

    def find() -> FakeVoice:
        looked.append(1)
        return FakeVoice()

    mouth = Mouth(find, threaded=False)
    assert looked == [] and not mouth.looked
    mouth.say("one", "en")
    mouth.say("two", "en")
    assert looked == [1]

"""Whole Huit américain matches: every bot level, in every seat of 2 to 5 players, faces
every kind of decision a match holds (RULES.md Part B): play (H2), draw (H3), the drawn
card played or kept (H3.1), the 8 and its suit (H4), an ace penalty answered (H4.2),
playing again after a 10 (H4.1), "Carte !" with the last-but-one card (H5), the call
(H5.1), and the pass with nothing to draw (H3.2); under the house rules, a joker and its
suit (H7.1), a joker's penalty answered or drawn (H7.1), a jack that reverses (H7.2), and a
last 8 that may not go out (H7.4). The rare ones come from crafted Part D positions."""

from __future__ import annotations

import contextlib
import io
import random
from typing import Any

import pytest

from game.ai import tournament
from game.ai.huit.bots import Bot, HardBot, make_bot
from game.ai.tournament import HUIT_KINDS, huit_decision_kind
from game.rules.huit import (
    HOUSE_RULES,
    State,
    apply_move,
    legal_moves,
    new_match,
    next_round,
    observe,
    parse_position,
    record_round,
)

LEVELS = ("easy", "medium", "hard")
SEATS = [(n, s) for n in range(2, 6) for s in range(n)]
FILLER = ["2c 3c", "2d 3d", "2s 3s", "4c 4d"]  # the other seats' hands

# One position per kind of decision: the seat to move's hand, the discard, and the rest.
CRAFTED: dict[str, dict[str, Any]] = {
    "play": {"hand": "5h 9c Kd", "discard": "7h", "stock": "Qc Jd"},
    "draw": {"hand": "9c Kd 2h", "discard": "5s", "stock": "Qc Jd"},
    "drawn": {"hand": "5h 9c Kd", "discard": "7h", "stock": "Qc", "phase": "drawn",
              "drawn": "5h"},
    "eight": {"hand": "8s 9c Kd", "discard": "5h", "stock": "Qc Jd"},
    "penalty": {"hand": "Ac 9c Kd", "discard": "Ah", "stock": "Qc Jd 6h", "penalty": 2},
    "again": {"hand": "5h 9c Kd", "discard": "10h", "stock": "Qc Jd", "phase": "again"},
    "carte": {"hand": "5h 9c", "discard": "7h", "stock": "Qc Jd"},
    "call": {"hand": "5h 9c Kd", "discard": "7h", "stock": "Qc Jd 6h", "call": True},
    "pass": {"hand": "5h 9c Kd", "discard": "7h", "stock": ""},
    # The house rules' decisions (H7.1, H7.2, H7.4).
    "joker": {"hand": "X 9c Kd", "discard": "5h", "stock": "Qc Jd", "rules": ["jokers"]},
    "joker_penalty": {"hand": "X 9c Kd", "discard": "5h X", "suit": "s", "penalty": 4,
                      "stock": "Qc Jd 6h 5s 9s", "rules": ["jokers"]},
    "jack": {"hand": "Jh 9c Kd", "discard": "7h", "stock": "Qc Jd", "rules": ["jack_reverses"]},
    "blocked": {"hand": "8s", "discard": "7h", "stock": "Qc Jd",
                "rules": ["no_finish_on_eight"]},
}  # fmt: skip


def quick(level: str) -> Bot:
    return HardBot(iterations=12, seconds=None) if level == "hard" else make_bot(level)


def crafted(kind: str, n: int, me: int) -> State:
    spec = dict(CRAFTED[kind])
    hands = [FILLER[(p - me - 1) % n % len(FILLER)] for p in range(n)]
    hands[me] = spec.pop("hand")
    extra: dict[str, Any] = {}
    if spec.pop("call", False):
        before = (me - 1) % n
        hands[before] = "Jc"
        extra["unannounced"] = before
    return parse_position({"hands": hands, "turn": me, **spec, **extra})


def finish(state: State, rng: random.Random) -> None:
    """Play on with Medium: the decision must leave a round that goes on. (A crafted
    position holds few cards, so its round may go round in circles: 200 plies will do.)"""
    medium = make_bot("medium")
    for _ in range(200):
        if state.is_over:
            return
        legal = legal_moves(state)
        state = apply_move(state, medium.choose(observe(state, state.turn), legal, rng)).state


@pytest.mark.parametrize("kind", HUIT_KINDS)
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("n", "me"), SEATS)
def test_every_level_in_every_seat_makes_every_kind_of_decision(
    kind: str, level: str, n: int, me: int
) -> None:
    state = crafted(kind, n, me)
    legal = legal_moves(state)
    assert huit_decision_kind(state, legal) == kind
    move = quick(level).choose(observe(state, me), legal, random.Random(n * 10 + me))
    assert move in legal, f"{level} at seat {me} chose {move} outside {legal}"
    finish(apply_move(state, move).state, random.Random(me))


def play_match(n: int, levels: list[str], seed: int) -> dict[tuple[str, int, str], int]:
    """A whole match to 300 points; how often each (level, seat, kind) came up."""
    bots = [quick(level) for level in levels]
    rngs = [random.Random(seed * 10 + p) for p in range(n)]
    seen: dict[tuple[str, int, str], int] = {}
    match = new_match(n, seed, target=300)
    while True:
        state = match.round
        while not state.is_over:
            p = state.turn
            legal = legal_moves(state)
            key = (levels[p], p, huit_decision_kind(state, legal))
            seen[key] = seen.get(key, 0) + 1
            move = bots[p].choose(observe(state, p), legal, rngs[p])
            assert move in legal
            state = apply_move(state, move).state
        match = record_round(match, state)
        if match.is_over:
            break
        match = next_round(match)
    assert match.winners and max(match.totals) >= 300
    return seen


def test_h6_whole_matches_with_every_level_in_every_seat() -> None:
    seen: dict[tuple[str, int, str], int] = {}
    for n in range(2, 6):
        for r in range(3):  # each seat gets each level once
            levels = [LEVELS[(p + r) % 3] for p in range(n)]
            for key, count in play_match(n, levels, seed=100 * n + r).items():
                seen[key] = seen.get(key, 0) + count
    for level in LEVELS:
        for me in range(5):
            for kind in ("play",):  # the rarer kinds per seat: the crafted test above
                assert seen.get((level, me, kind)), f"{level} at seat {me} never had {kind}"
    kinds = {kind for (_, _, kind) in seen}
    assert {"play", "draw", "drawn", "eight", "penalty", "again", "carte", "call"} <= kinds


def test_the_tournament_plays_huit_matches_to_500() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        tournament.main([
            "--game", "huit", "--match", "--players", "3", "--bots", "hard,medium,easy",
            "--games", "3", "--seed", "5", "--hard-iterations", "4", "--hard-seconds", "0",
        ])  # fmt: skip
    lines = out.getvalue().splitlines()
    assert lines[0].split()[1:4] == ["rounds,", "3", "players,"]
    assert any(line.startswith("3 matches of up to ") for line in lines)
    assert lines[-1].startswith("first: bot=hard win_rate=")
    assert lines[-2].split()[-1].endswith("/3")  # each match has a winner


def test_the_tournament_plays_single_huit_rounds_with_two_decks() -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        tournament.main([
            "--game", "huit", "--decks", "2", "--players", "5", "--bots", "medium,easy",
            "--games", "10", "--seed", "2",
        ])  # fmt: skip
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("10 rounds, 5 players")
    assert lines[-1].startswith("first: bot=medium win_rate=")


# -- the tournament under house rules (H7) ----------------------------------------------


def run_tournament(args: list[str]) -> list[str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        tournament.main(args)
    return out.getvalue().splitlines()


def test_h7_the_tournament_plays_under_every_house_rule_and_names_them() -> None:
    lines = run_tournament(["--game", "huit", "--players", "3", "--bots", "medium,easy",
                            "--games", "6", "--rules", "all"])  # fmt: skip
    rules = "jokers, jack_reverses, no_eight_on_eight, no_finish_on_eight, seven_cards"
    assert lines[0].startswith("6 rounds, 3 players")
    assert lines[0].endswith(f"house rules: {rules}")
    assert lines[-1].endswith(" rules=" + rules.replace(", ", ","))
    # Decision times by the clock and by the bot's own processor time (a shared machine).
    assert " p95_ms=" in lines[-1] and " cpu_p95_ms=" in lines[-1]


def test_h7_the_tournament_takes_a_list_of_house_rules_in_any_order() -> None:
    lines = run_tournament(["--game", "huit", "--bots", "medium,easy", "--games", "4",
                            "--rules", "seven_cards, Jokers"])  # fmt: skip
    assert lines[0].endswith("house rules: jokers, seven_cards")  # in H7's order
    assert lines[-1].endswith(" rules=jokers,seven_cards")
    book = run_tournament(["--game", "huit", "--bots", "medium,easy", "--games", "2"])
    assert book[0].endswith("book rules") and book[-1].endswith(" rules=book")


def test_h7_the_tournament_plays_the_rules_it_names() -> None:
    """The rounds are dealt under them: seven cards each (H7.5) shows in the decisions a
    round under jokers holds (a joker and its suit, H7.1)."""
    records = tournament.run(2, ["medium", "easy"], 20, 1, game="huit",
                             rules=("jokers", "seven_cards"))  # fmt: skip
    kinds = {kind for m in records for g in m.games for kind, _ in g.decisions}
    assert "joker" in kinds
    s = tournament.seatings(2, ["medium", "easy"], 2, 1, 1, None, game="huit",
                            rules=("seven_cards",))[0]  # fmt: skip
    assert [len(h) for h in tournament.HUIT.round(tournament.HUIT.new_match(s)).hands] == [7, 7]


@pytest.mark.parametrize(
    ("text", "named"),
    [("jokerz", "'jokerz'"), ("jokers,eights", "'eights'"), (",", "names none")],
)
def test_h7_the_tournament_refuses_unknown_house_rules_with_a_clear_message(
    text: str, named: str
) -> None:
    err = io.StringIO()
    with pytest.raises(SystemExit) as e, contextlib.redirect_stderr(err):
        tournament.main(["--game", "huit", "--rules", text])
    assert e.value.code == 2
    message = err.getvalue()
    assert named in message
    assert "jokers, jack_reverses, no_eight_on_eight, no_finish_on_eight, seven_cards" in message
    assert "Traceback" not in message


def test_h7_the_tournament_refuses_house_rules_for_8_and_a_half() -> None:
    err = io.StringIO()
    with pytest.raises(SystemExit), contextlib.redirect_stderr(err):
        tournament.main(["--game", "eight_half", "--rules", "jokers"])
    assert "--rules is for Huit américain" in err.getvalue()


def test_h7_parse_rules_reads_all_book_and_lists() -> None:
    assert tournament.parse_rules("all") == HOUSE_RULES
    assert tournament.parse_rules("book") == ()
    assert tournament.parse_rules("no_finish_on_eight,jokers") == ("jokers", "no_finish_on_eight")
    with pytest.raises(ValueError, match="has no house rule 'all7'"):
        tournament.parse_rules("jokers,all7")

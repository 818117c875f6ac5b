"""`python -m game --review FILE --text`: a game file's match printed for a bug report or a
forum (seats, house rules, every move with who played it, the results, the review of the
people's seats: each decision's chance, the better move, the marks), how far the review is
on stderr; a bad file's reason on stderr with exit status 2.

The review's own numbers are tested in tests/ai/review; here it plays out FEW games a
decision (the hidden --playouts), so the command's tests stay quick."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import attrs
import pytest
from game_file_kit import as_json, huit_match, write
from store_kit import HOT_SEAT
from store_kit import play as play_eight_half

from game.__main__ import EXIT_BAD_FILE, main
from game.rules import eight_half, huit
from game.store.game_file import read_game_file, write_game_file
from game.store.game_report import MoveVerdict, ReviewedGame, move_rows, report_text
from game.store.record import RoomRecord

ROOT = Path(__file__).resolve().parents[2]
FEW = ["--playouts", "2"]


def _eight_half_file(tmp_path: Path) -> Path:
    rec, _ = play_eight_half(3, 7, 2)
    path = tmp_path / "match.json"
    write_game_file(rec.with_status("finished"), path)
    return path


def test_the_report_names_the_seats_the_moves_and_who_played_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _eight_half_file(tmp_path)
    assert main(["--review", str(path), "--text", *FEW]) == 0
    out, err = capsys.readouterr()
    # Not a terminal: a line for each game reviewed, the person's seat (You, seat 0).
    assert err == "reviewing game 1 of 2 for You\nreviewing game 2 of 2 for You\n"
    lines = out.splitlines()
    assert lines[0] == "8½: a match of 2 games, 3 seats"
    assert "     1  Bot 1  a bot (Easy)" in lines
    data = json.loads(path.read_text(encoding="utf-8"))
    # Game 1's table: every move of the file, in order, by the seat whose turn it was (Part C).
    start = lines.index("Game 1")
    assert lines[start + 1].split() == ["No.", "Seat", "Move", "Chance", "Best", "move", "Mark"]
    state = eight_half.parse_position(data["games"][0]["deal"])
    names = [seat["name"] for seat in data["seats"]]
    for number, text in enumerate(data["games"][0]["moves"], start=1):
        row = lines[start + 1 + number]
        assert row.split(None, 1)[0] == str(number)
        assert names[state.turn] in row and f"  {text}" in row
        if state.turn != 0:  # a bot's move: no review
            assert row.endswith(f"  {text}")
        state = eight_half.apply_move(state, eight_half.parse_move(text)).state
    totals = data["result"]["totals"]
    assert f"  Totals: You {totals[0]}, Bot 1 {totals[1]}, Bot 2 {totals[2]}" in lines
    assert lines[-1].startswith("  Winner")


def test_a_huit_report_names_its_house_rules_and_rounds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """H7: the house rules in force; Part D: the rounds' moves."""
    rec = huit_match(players=3, seed=5, target=60, rules=("jokers", "no_finish_on_eight"))
    path = tmp_path / "huit.json"
    write_game_file(rec, path)
    assert main(["--review", str(path), "--text", *FEW]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Huit américain: a match to 60 points, 3 seats\n")
    assert "House rules: jokers, no_finish_on_eight\n" in out
    assert f"\nRound {len(rec.games)}\n" in out and "\nGame 1\n" not in out
    first = huit.format_move(rec.games[0].moves[0])
    assert f"    1  {['You', 'Ada', 'Bruno'][rec.games[0].start.turn]}" in out
    assert first in out.split("\nRound 1\n")[1].splitlines()[1]


def test_the_same_file_always_prints_the_same_report(tmp_path: Path) -> None:
    path = _eight_half_file(tmp_path)
    run = [sys.executable, "-m", "game", "--review", str(path), "--text", *FEW]
    first = subprocess.run(run, cwd=ROOT, capture_output=True, check=True)
    second = subprocess.run(run, cwd=ROOT, capture_output=True, check=True)
    assert first.stdout == second.stdout and first.stdout.decode("utf-8").startswith("8½")
    assert b"Review of You: accuracy " in first.stdout


def test_an_unfinished_match_says_so(tmp_path: Path) -> None:
    rec, _ = play_eight_half(3, 9, 3, plies=5)
    path = tmp_path / "m.json"
    write_game_file(rec, path)
    gf = read_game_file(path)
    text = report_text(gf)
    assert "  This game is not over.\n" in text and text.endswith("  The match is not over.\n")
    assert len(move_rows(gf, 0)) == 5


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"{not json", "not a game file: not valid JSON"),
        (b'{"format": "eight-and-a-half/save"}', "not a game file"),
    ],
)
def test_a_bad_file_prints_its_reason_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes, reason: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    assert main(["--review", str(path), "--text", *FEW]) == EXIT_BAD_FILE == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"eight-and-a-half: {path}: ") and reason in err


def test_an_illegal_move_is_named_on_stderr(tmp_path: Path) -> None:
    data = as_json(huit_match(rounds=1))
    data["rounds"][0]["moves"][0] = "call"
    path = write(tmp_path / "bad.json", data)
    run = subprocess.run(
        [sys.executable, "-m", "game", "--review", str(path), "--text"],
        cwd=ROOT, capture_output=True, text=True, encoding="utf-8",
    )  # fmt: skip
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith(
        f"eight-and-a-half: {path}: round 1, move 1: 'call' is not allowed"
    )


@pytest.mark.parametrize(
    ("argv", "reason"),
    [
        (["--text"], "--text goes with --review FILE"),
        (["--review", "x.json", "--text", "--playouts", "0"], "--playouts must be at least 1"),
    ],
)
def test_text_without_review_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], argv: list[str], reason: str
) -> None:
    """--text prints a game file's review: without --review FILE it has nothing to print."""
    with pytest.raises(SystemExit) as exited:
        main(argv)
    assert exited.value.code == 2
    assert reason in capsys.readouterr().err


def test_the_report_says_who_played_each_seat(tmp_path: Path) -> None:
    """A person at the screen, on a phone, a bot and its level, a person a bot replaced."""
    rec, _ = play_eight_half(5, 4, 1, plies=3)
    rec = attrs.evolve(rec, players=HOT_SEAT)
    rec = rec.with_room(RoomRecord("ABCD", ((2, None), (4, "t" * 16)))).with_bot(4, "medium")
    path = tmp_path / "m.json"
    write_game_file(rec, path)
    text = report_text(read_game_file(path))
    assert (
        "Seats\n"
        "  Seat  Name         Played by\n"
        "     0  Player 1     a person\n"
        "     1  Bot 1        a bot (Hard)\n"
        "     2  Chloé        a person on a phone\n"
        "     3  Bot 3        a bot (Easy)\n"
        "     4  Anne-Sophie  a person on a phone, then a bot (Medium) after they left\n"
    ) in text


def test_the_review_marks_each_decision_and_sums_the_game_up(tmp_path: Path) -> None:
    """A decision's chance, the better move with its chance, its mark; a line per game."""
    rec, _ = play_eight_half(3, 7, 1)
    path = tmp_path / "m.json"
    write_game_file(rec.with_status("finished"), path)
    gf = read_game_file(path)
    rows = move_rows(gf, 0)
    mine = [r for r in rows if r.seat == 0]
    verdicts = (
        MoveVerdict(ply=mine[0].number - 1, chance=0.64, best=mine[0].move, best_chance=0.64),
        MoveVerdict(mine[1].number - 1, 0.41, "take", 0.64, "blunder"),
    )
    text = report_text(gf, {0: [ReviewedGame(0, verdicts, 0.82, 0, 1)]})
    lines = text.splitlines()
    game = lines[lines.index("Game 1") + 1 :]
    first = next(line for line in game if line.lstrip().startswith(f"{mine[0].number} "))
    second = next(line for line in game if line.lstrip().startswith(f"{mine[1].number} "))
    assert first.split()[-1] == "64%"  # the best move: no better one, no mark
    assert second.split()[-4:] == ["41%", "take", "(64%)", "blunder"]
    assert "  Review of You: accuracy 82%, 0 mistakes, 1 blunder (2 decisions)" in lines


def test_the_text_review_gives_the_windows_chances(tmp_path: Path) -> None:
    """The same seed for a game as the review window's: the same chances, every time."""
    from game.review_text import game_seed, review_match

    rec, _ = play_eight_half(3, 7, 1)
    path = tmp_path / "m.json"
    write_game_file(rec.with_status("finished"), path)
    gf = read_game_file(path)
    first = review_match(gf, playouts=2)
    assert first == review_match(gf, playouts=2)
    assert [r.seat for r in first[0]] == [0] and first[0][0].verdicts
    assert game_seed(gf.seed, 0) != game_seed(gf.seed, 1)

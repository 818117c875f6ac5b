"""The architecture: rules and bots never pull in pygame; rules import nothing of ours."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_importing_rules_and_ai_does_not_import_pygame() -> None:
    code = (
        "import sys, game.rules, game.rules.eight_half, game.rules.huit, game.ai\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr


def _imports(package: str) -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "game" / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
    return found


def test_each_layer_imports_only_what_it_may() -> None:
    allowed = {"rules": {"rules"}, "ai": {"rules", "ai"}, "store": {"rules", "store"}}
    for layer, may in allowed.items():
        ours = {m.split(".")[1] for m in _imports(layer) if m.startswith("game.")}
        assert ours <= may, f"game/{layer} imports {sorted(ours - may)}"
        assert not any(m.split(".")[0] == "pygame" for m in _imports(layer))
    nobody_imports_ui = [
        p for p in ("rules", "ai", "store") if any(m.startswith("game.ui") for m in _imports(p))
    ]
    assert nobody_imports_ui == []


def _imports_of(folder: Path) -> dict[str, set[str]]:
    """Module names imported by each file under `folder` (relative path -> names)."""
    out: dict[str, set[str]] = {}
    for path in folder.rglob("*.py"):
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
        out[str(path.relative_to(ROOT))] = found
    return out


GAMES = ("eight_half", "huit")


def test_the_rules_of_one_game_never_import_the_others() -> None:
    for game in GAMES:
        for path, names in _imports_of(ROOT / "game" / "rules" / game).items():
            ours = {n for n in names if n.startswith("game")}
            assert all(n.startswith(f"game.rules.{game}") for n in ours), (path, ours)
            third_party = {n.split(".")[0] for n in names} - {"game", "attrs"}
            assert third_party <= set(sys.stdlib_module_names), (path, third_party)


def test_each_games_bots_use_only_their_own_games_rules() -> None:
    for game in GAMES:
        folder = ROOT / "game" / "ai" / game
        if not folder.is_dir():
            continue
        for path, names in _imports_of(folder).items():
            other = [n for n in names for g in GAMES if g != game and f".{g}" in n]
            assert not other, (path, other)


def test_importing_one_game_does_not_load_the_other() -> None:
    for game in GAMES:
        other = next(g for g in GAMES if g != game)
        code = (
            f"import sys, game.rules.{game}\n"
            f"loaded = [m for m in sys.modules if m.startswith('game.rules.{other}')]\n"
            "print(loaded); sys.exit(1 if loaded else 0)\n"
        )
        run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                             text=True)
        assert run.returncode == 0, f"game.rules.{game} loads {run.stdout}"


def test_each_games_table_leaves_the_others_alone() -> None:
    """game/ui/eight_half and game/ui/huit share game/ui, never each other (issue 13)."""
    for game in GAMES:
        folder = ROOT / "game" / "ui" / game
        if not folder.is_dir():
            continue
        for path, names in _imports_of(folder).items():
            other = [n for n in names for g in GAMES if g != game and n.startswith(f"game.ui.{g}")]
            assert not other, (path, other)

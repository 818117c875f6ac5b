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


def test_importing_the_room_does_not_load_its_server_libraries() -> None:
    """The app's start-up never pays for websockets or segno: only an open room does (the
    server and the QR code; the lobby, protocol, views and address are light)."""
    code = (
        "import sys, game.lan, game.lan.lobby, game.lan.protocol, game.lan.views\n"
        "import game.lan.address\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('websockets', 'segno', 'pygame')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
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
    allowed = {
        "rules": {"rules"},
        "names": {"names"},  # people's names: pure, beside the rules
        "ai": {"rules", "ai"},
        "store": {"rules", "store", "names"},
        "lan": {"rules", "lan", "names"},  # the room: never a table, a bot or a file on disk
    }
    for layer, may in allowed.items():
        ours = {m.split(".")[1] for m in _imports(layer) if m.startswith("game.")}
        assert ours <= may, f"game/{layer} imports {sorted(ours - may)}"
        assert not any(m.split(".")[0] == "pygame" for m in _imports(layer))
    nobody_imports_ui = [
        p
        for p in ("rules", "names", "ai", "store", "lan")
        if any(m.startswith("game.ui") for m in _imports(p))
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
        run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
        assert run.returncode == 0, f"game.rules.{game} loads {run.stdout}"


def test_each_games_table_leaves_the_others_alone() -> None:
    """game/ui/eight_half and game/ui/huit share game/ui/table, never each other."""
    for game in GAMES:
        folder = ROOT / "game" / "ui" / game
        if not folder.is_dir():
            continue
        for path, names in _imports_of(folder).items():
            other = [n for n in names for g in GAMES if g != game and n.startswith(f"game.ui.{g}")]
            assert not other, (path, other)


# -- game/ui grouped by role -----------------------------------------------------------------

UI = ROOT / "game" / "ui"
# What each folder of game/ui may not import (beyond rules, ai and store, which all may).
FORBIDDEN = {
    "shell": {"table", "menus", "eight_half", "huit", "tutorial", "scorepad", "review", "smoke"},
    "audio": {"table", "menus", "eight_half", "huit", "tutorial", "scorepad", "review", "smoke"},
    "scorepad": {"table", "menus", "eight_half", "huit", "tutorial", "smoke"},
    "table": {"menus", "eight_half", "huit", "tutorial", "smoke"},
    "eight_half": {"menus", "huit", "tutorial", "smoke"},
    "huit": {"menus", "eight_half", "tutorial", "smoke"},
    "tutorial": {"menus", "huit", "smoke"},
    "menus": {"smoke"},
    "review": {"menus", "tutorial", "smoke"},
}


def test_game_ui_is_grouped_by_role() -> None:
    """At most four modules lie directly in game/ui; each folder says in its docstring
    what lives there."""
    loose = sorted(p.name for p in UI.glob("*.py"))
    assert len(loose) <= 4, loose
    folders = sorted(p for p in UI.iterdir() if p.is_dir() and (p / "__init__.py").exists())
    assert {p.name for p in folders} == set(FORBIDDEN) | {"smoke"}
    for folder in folders:
        doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8")))
        assert doc, f"game/ui/{folder.name}/__init__.py says nothing of what lives there"


def test_each_ui_folder_imports_only_what_it_may() -> None:
    """Nothing in the shell imports a table or a menu; the shared table never imports one
    game's table; one game's table never imports the other's; nothing imports the smoke
    driver but the entry point."""
    faults = []
    for folder, forbidden in FORBIDDEN.items():
        for path, names in _imports_of(UI / folder).items():
            for name in names:
                parts = name.split(".")
                if parts[:2] == ["game", "ui"] and len(parts) > 2 and parts[2] in forbidden:
                    faults.append(f"{path} imports {name}")
    assert faults == []


def test_no_production_module_imports_the_smoke_driver() -> None:
    importers = [
        path
        for path, names in _imports_of(ROOT / "game").items()
        if any(n.startswith("game.ui.smoke") for n in names)
        and not path.startswith("game/ui/smoke/")
    ]
    assert importers == ["game/__main__.py"]


def test_the_tests_mirror_the_package() -> None:
    """A module's tests lie at the same path under tests/ as the module under game/
    (tests/ui/huit/ for game/ui/huit/); kits, benchmarks and the project's own tests apart."""
    strays = []
    for path in (ROOT / "tests").rglob("test_*.py"):
        folder = path.parent.relative_to(ROOT / "tests")
        if folder.parts and folder.parts[0] in ("kits", "perf"):
            continue
        if folder.parts and not (ROOT / "game" / folder / "__init__.py").exists():
            strays.append(str(path.relative_to(ROOT)))
    assert strays == []
    top = sorted(p.name for p in (ROOT / "tests").glob("test_*.py"))
    assert top == ["test_layering.py", "test_packaging.py"], top

"""The architecture: rules and bots never pull in pygame; rules import nothing of ours."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_importing_rules_and_ai_does_not_import_pygame() -> None:
    code = (
        "import sys, game.rules, game.rules.eight_half, game.ai\n"
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

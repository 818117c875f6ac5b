"""The rules of one game never import the other's: game.rules.huit stands alone."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_huit_imports_only_itself_stdlib_and_attrs() -> None:
    for path in (ROOT / "game" / "rules" / "huit").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.startswith("game"):
                    assert name.startswith("game.rules.huit"), f"{path.name} imports {name}"
                assert name.split(".")[0] != "pygame", f"{path.name} imports pygame"


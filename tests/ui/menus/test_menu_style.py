"""The menus' look is a module of its own (game/ui/menus/style.py): the title and its
pages take their colours and their Layout from there, and a page does not reach into the
title's module for them (it only subclasses the title's scene)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

MENUS = Path(__file__).resolve().parents[3] / "game" / "ui" / "menus"
LOOK = {"GOLD", "CREAM", "SOFT", "WARN", "PANEL", "HIGHLIGHT", "Layout", "RowNeed"}


def taken_from_title(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == "game.ui.menus.title"
        for alias in node.names
    }


@pytest.mark.parametrize("module", sorted(p.name for p in MENUS.glob("*.py")))
def test_no_menu_takes_its_look_from_the_title(module: str) -> None:
    assert not taken_from_title(MENUS / module) & LOOK


def test_the_look_is_defined_in_the_style_module() -> None:
    from game.ui.menus import style, title

    for name in LOOK - {"RowNeed"}:
        assert getattr(title, name) is getattr(style, name)  # the title uses the same look
    assert style.Layout.__module__ == "game.ui.menus.style"


def test_a_setting_too_wide_for_its_row_gets_no_empty_second_line() -> None:
    """A row whose words are no narrower stacked (a setting's value: "Bartholomeus · bot ·
    Hard" in the room at 800×600) keeps one line; only a row whose detail can go under its
    label gets a second one."""
    import pygame

    from game.ui.menus.style import Layout

    pygame.font.init()
    widths = [(2000, 2000), (2000, 300), (100, 100)]  # a value, a detail, a short row
    lay = Layout.for_size((800, 600), count=3, need=lambda _size, _small: widths)
    assert lay.tall == frozenset({1})
    assert lay.rows[0].h == lay.rows[2].h < lay.rows[1].h

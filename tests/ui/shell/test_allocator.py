"""The glibc memory tuning does nothing on Windows and macOS."""

from __future__ import annotations

import sys

import pytest

from game.ui.shell import allocator


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_elsewhere_than_linux_no_c_library_is_opened(
    monkeypatch: pytest.MonkeyPatch, platform: str
) -> None:
    """ctypes.CDLL(None) raises TypeError on Windows: it must never be reached there."""

    def never(*_args: object) -> None:
        raise AssertionError(f"the C library was opened on {platform}")

    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(allocator.ctypes, "CDLL", never)
    assert allocator.give_back_freed_surfaces() is False
    allocator.give_back_free_pages()

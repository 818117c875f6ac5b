"""What the phone page's browser tests share: the page's files and one Chromium a module."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from phone_kit import chromium, phone_files


@pytest.fixture(scope="module")
def files() -> dict[str, tuple[bytes, str]]:
    return phone_files()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as running:
        yield running

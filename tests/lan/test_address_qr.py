"""The room's address on the local network, and its QR code."""

from __future__ import annotations

import pytest

from game.lan import address
from game.lan.qr import QUIET_ZONE, qr_rows


@pytest.mark.parametrize(
    ("ip", "lan"),
    [("192.168.1.20", True), ("10.0.0.7", True), ("172.16.0.1", True), ("172.31.255.254", True),
     ("172.32.0.1", False), ("8.8.8.8", False), ("127.0.0.1", False), ("169.254.3.4", False),
     ("192.0.2.2", False), ("::1", False), ("nonsense", False)],
)  # fmt: skip
def test_only_a_private_range_is_the_local_network(ip: str, lan: bool) -> None:
    assert address.is_lan(ip) is lan


def test_the_room_binds_to_the_lan_address_the_system_would_send_from(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    routes = {"192.0.2.1": "192.168.1.20"}
    monkeypatch.setattr(address, "source_address", routes.get)
    assert address.local_address() == "192.168.1.20"


def test_a_public_address_or_none_falls_back_to_this_machine_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(address, "source_address", {"192.0.2.1": "203.0.113.9"}.get)
    assert address.local_address() == "127.0.0.1"  # never the internet
    monkeypatch.setattr(address, "source_address", lambda target: None)  # no network at all
    assert address.local_address() == "127.0.0.1"
    # a LAN without a default route is still found
    monkeypatch.setattr(address, "source_address", {"10.255.255.255": "10.1.2.3"}.get)
    assert address.local_address() == "10.1.2.3"


def test_the_real_address_is_an_ipv4_the_room_may_bind() -> None:
    found = address.local_address()
    assert found == "127.0.0.1" or address.is_lan(found)


def test_the_qr_code_is_square_with_its_quiet_zone() -> None:
    rows = qr_rows("http://192.168.1.20:8765/?room=KXQB")
    size = len(rows)
    assert all(len(row) == size for row in rows) and size >= 21 + 2 * QUIET_ZONE
    border = rows[:QUIET_ZONE] + rows[-QUIET_ZONE:]
    assert not any(any(row) for row in border)
    assert not any(any(row[:QUIET_ZONE]) or any(row[-QUIET_ZONE:]) for row in rows)
    # the finder pattern's dark corner, just inside the quiet zone
    assert rows[QUIET_ZONE][QUIET_ZONE] and rows[QUIET_ZONE][QUIET_ZONE + 6]


def test_the_qr_code_says_the_address() -> None:
    import segno

    text = "http://10.0.0.7:8766/?room=HJKL"
    code = segno.make(text, error="m", micro=False)
    expected = [[bool(m) for m in row] for row in code.matrix_iter(border=QUIET_ZONE)]
    assert qr_rows(text) == expected
    assert qr_rows(text) != qr_rows(text.replace("HJKL", "HJKM"))

"""This machine's address on the local network, for the phones to reach the room."""

from __future__ import annotations

import ipaddress
import socket

LOOPBACK = "127.0.0.1"
# The private ranges of RFC 1918: a home or office network, never the internet.
_LAN = tuple(ipaddress.IPv4Network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16"))
# Where a packet would go decides which interface's address is the source. Connecting a
# UDP socket sends nothing: it only asks the routing table. 192.0.2.1 (TEST-NET-1) follows
# the default route; the others find a LAN that has no default route.
_PROBES = ("192.0.2.1", "10.255.255.255", "172.31.255.255", "192.168.255.255")


def is_lan(address: str) -> bool:
    """True for an IPv4 address in a private range (the only ones the room binds to)."""
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return any(ip in net for net in _LAN)


def is_loopback(address: str) -> bool:
    """True for 127.0.0.0/8: this machine only (tests, and a machine with no network)."""
    try:
        return ipaddress.IPv4Address(address).is_loopback
    except ValueError:
        return False


def source_address(target: str) -> str | None:
    """The address this machine would send from to reach `target`, or None (no route)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect((target, 9))
            name: str = probe.getsockname()[0]
            return name
    except OSError:
        return None


def local_address() -> str:
    """This machine's LAN IPv4 address (private range), else 127.0.0.1 (this machine only)."""
    for target in _PROBES:
        address = source_address(target)
        if address is not None and is_lan(address):
            return address
    return LOOPBACK

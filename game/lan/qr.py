"""The room's address as a QR code for the phones' cameras (segno draws it; the TV paints it)."""

from __future__ import annotations

QUIET_ZONE = 4  # modules of light border all round: cameras need it to find the code


def qr_rows(text: str) -> list[list[bool]]:
    """The code's modules row by row (True = dark), the quiet zone included."""
    import segno  # only when a room opens: the app's start-up does not pay for it

    code = segno.make(text, error="m", micro=False)
    return [[bool(module) for module in row] for row in code.matrix_iter(border=QUIET_ZONE)]

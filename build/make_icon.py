"""Write the app icon files (PNG, Windows ICO, macOS ICNS) from game.ui.shell.icon.draw_icon.

Nothing binary is committed: pyinstaller.spec calls write_icons() on every build.
ICO and ICNS both accept embedded PNG images, so no image library beyond pygame is needed.

    python build/make_icon.py [OUT_DIR]     (default: build/work/icon)
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS PNG slots: type code -> pixel size
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
}


def _png_bytes(size: int) -> bytes:
    import pygame

    from game.ui.shell.icon import draw_icon

    buffer = io.BytesIO()
    pygame.image.save(draw_icon(size), buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    body = b"".join(kind + struct.pack(">I", 8 + len(png)) + png for kind, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir: Path) -> dict[str, Path]:
    """Draw the icon and write icon.png, icon.ico and icon.icns into ``out_dir``."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    out_dir.mkdir(parents=True, exist_ok=True)
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = _png_bytes(size)
        return cache[size]

    paths = {
        "png": out_dir / "icon.png",
        "ico": out_dir / "icon.ico",
        "icns": out_dir / "icon.icns",
    }
    paths["png"].write_bytes(png(512))
    paths["ico"].write_bytes(ico_bytes({s: png(s) for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes({k: png(s) for k, s in ICNS_TYPES.items()}))
    return paths


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "work" / "icon"
    for path in write_icons(target).values():
        print(path)

"""Build the double-clickable app into build/dist with PyInstaller and pyinstaller.spec.

    python -m pip install -e ".[build]"
    python build/build_app.py

Installs nothing itself. Prints where the app is and how big it is.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "pyinstaller.spec"
DIST = ROOT / "build" / "dist"
WORK = ROOT / "build" / "work"
NAME = "Eight and a Half"


def version() -> str:
    """The game's version, as game/__init__.py says it (read, not imported)."""
    text = (ROOT / "game" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__ = "([^"]+)"', text)
    if found is None:
        raise ValueError("game/__init__.py names no __version__")
    return found.group(1)


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def built_app() -> Path:
    """The built folder (or .app bundle on macOS)."""
    bundle = DIST / f"{NAME}.app"
    return bundle if sys.platform == "darwin" and bundle.exists() else DIST / NAME


def executable() -> Path:
    """The program inside the built app."""
    if sys.platform == "darwin" and built_app().suffix == ".app":
        return built_app() / "Contents" / "MacOS" / NAME
    return DIST / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def main() -> int:
    if importlib.util.find_spec("PyInstaller") is None:
        print('PyInstaller is missing: python -m pip install -e ".[build]"', file=sys.stderr)
        return 2
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(WORK),
        str(SPEC),
    ]
    print("+", " ".join(command), flush=True)
    result = subprocess.run(command, cwd=ROOT)
    if result.returncode != 0:
        return result.returncode
    app = built_app()
    print(f"built: {app}")
    print(f"run:   {executable()}")
    print(f"size:  {folder_size(app) / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

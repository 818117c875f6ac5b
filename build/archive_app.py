"""Pack the built app (build/build_app.py) into one zip a player downloads and unpacks.

    python build/archive_app.py

Writes build/dist/Eight-and-a-Half-<version>-<system>.zip and prints its path. The zip
holds the app's folder (on macOS the .app bundle) with its file modes, so the program
stays executable, and its symlinks stored as links, which macOS bundles need intact.
"""

from __future__ import annotations

import os
import stat
import sys
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_app import DIST, built_app, version  # noqa: E402

SYSTEMS = {"win32": "windows", "darwin": "macos"}  # anything else is built as Linux


def archive_name(platform: str | None = None) -> str:
    """`Eight-and-a-Half-0.1.0-windows.zip`: the game, its version and the system it runs on."""
    system = SYSTEMS.get(platform or sys.platform, "linux")
    return f"Eight-and-a-Half-{version()}-{system}.zip"


def add_tree(archive: zipfile.ZipFile, top: Path) -> None:
    """Add `top` and everything under it, named from `top`'s own name down."""
    paths = [top]
    for folder, dirs, files in os.walk(top):  # never descends into a linked folder
        paths += [Path(folder, entry) for entry in dirs + files]
    for path in sorted(paths):
        name = path.relative_to(top.parent).as_posix()
        if path.is_symlink():
            info = zipfile.ZipInfo(name)
            info.external_attr = (stat.S_IFLNK | 0o777) << 16  # unzip and macOS restore a link
            archive.writestr(info, os.readlink(path))
        elif path.is_dir():
            archive.write(path, name + "/")
        else:
            archive.write(path, name, compress_type=zipfile.ZIP_DEFLATED)


def main() -> int:
    app = built_app()
    if not app.is_dir():
        print(f"no app at {app}: build it first (python build/build_app.py)", file=sys.stderr)
        return 2
    target = DIST / archive_name()
    with zipfile.ZipFile(target, "w") as archive:
        add_tree(archive, app)
    print(target)
    return 0


if __name__ == "__main__":
    sys.exit(main())

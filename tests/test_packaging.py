"""Packaging groundwork: the entry points, the PyInstaller spec, the icon files, CI."""

from __future__ import annotations

import importlib
import importlib.util
import os
import stat
import struct
import sys
import tomllib
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load(path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pyproject() -> dict[str, Any]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_gui_script_points_at_a_main_that_returns_an_exit_code() -> None:
    target = pyproject()["project"]["gui-scripts"]["eight-and-a-half"]
    module, func = target.split(":")
    main = getattr(importlib.import_module(module), func)
    assert main(["--version"]) == 0


def test_runtime_dependencies_stay_the_allowed_ones() -> None:
    names = {
        d.split(">")[0].split("<")[0].split("=")[0] for d in pyproject()["project"]["dependencies"]
    }
    # websockets and segno: the phones' room, both pure Python, loaded lazily;
    # confusable_homoglyphs: look-alike names in the room (pure Python, its data read lazily);
    # pyttsx3 and accessible_output2 (Windows only): the screen spoken, loaded only once it
    # is turned on
    assert names == {
        "pygame-ce", "attrs", "platformdirs", "websockets", "segno", "confusable_homoglyphs",
        "pyttsx3", "accessible_output2",
    }  # fmt: skip
    markers = {
        d.split(";")[0].split(">")[0]: d.partition(";")[2]
        for d in pyproject()["project"]["dependencies"]
    }
    assert all(
        markers[name] == " sys_platform == 'win32'" for name in ("pyttsx3", "accessible_output2")
    )
    assert any(
        d.startswith("pyinstaller")
        for d in pyproject()["project"]["optional-dependencies"]["build"]
    )


class SpecRecorder:
    """Stands in for PyInstaller's spec globals and records what the spec asks for."""

    def __init__(self) -> None:
        self.calls: dict[str, tuple[tuple[Any, ...], dict[str, Any]]] = {}

    def __getattr__(self, name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> Any:
            self.calls[name] = (args, kwargs)
            return type(name, (), {"pure": [], "scripts": [], "binaries": [], "datas": []})()

        return record


def run_spec(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str) -> SpecRecorder:
    rec = SpecRecorder()
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec adds build/ to it
    monkeypatch.chdir(tmp_path)
    names = {n: getattr(rec, n) for n in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    code = compile((ROOT / "pyinstaller.spec").read_text(encoding="utf-8"), "spec", "exec")
    exec(code, {"SPECPATH": str(ROOT), "__name__": "__main__", **names})
    return rec


def test_spec_builds_a_windowed_one_folder_app_with_data_and_icon(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    rec = run_spec(monkeypatch, tmp_path, "win32")
    _, exe = rec.calls["EXE"]
    assert exe["name"] == "Eight and a Half"
    assert exe["console"] is False
    assert exe["exclude_binaries"] is True, "one folder, not one file"
    assert exe["icon"].endswith(".ico") and Path(exe["icon"]).is_file()
    _, analysis = rec.calls["Analysis"]
    targets = {dest for _, dest in analysis["datas"]}
    assert {"game/ui/shell/locale", "assets"} <= targets
    for source, _ in analysis["datas"]:
        assert list(Path(source).parent.glob(Path(source).name)), f"nothing at {source}"
    assert {"numpy", "PIL", "tkinter", "unittest"} <= set(analysis["excludes"])
    assert "BUNDLE" not in rec.calls


def test_spec_adds_a_mac_bundle_with_an_identifier(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    rec = run_spec(monkeypatch, tmp_path, "darwin")
    _, bundle = rec.calls["BUNDLE"]
    assert bundle["name"] == "Eight and a Half.app"
    assert bundle["bundle_identifier"] == "com.eightandahalf.game"
    assert bundle["icon"].endswith(".icns")


def test_icon_files_are_well_formed(tmp_path: Path) -> None:
    make_icon = load(ROOT / "build" / "make_icon.py")
    files = make_icon.write_icons(tmp_path)
    png = files["png"].read_bytes()
    assert png.startswith(b"\x89PNG") and struct.unpack(">II", png[16:24]) == (512, 512)

    ico = files["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1) and count == len(make_icon.ICO_SIZES)
    for i in range(count):
        w, _h, _c, _r, _p, _bpp, size, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i]
        )
        image = ico[offset : offset + size]
        assert image.startswith(b"\x89PNG") and len(image) == size
        assert struct.unpack(">I", image[16:20])[0] == (w or 256)

    icns = files["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, kinds = 8, []
    while pos < len(icns):
        kind, length = icns[pos : pos + 4], struct.unpack(">I", icns[pos + 4 : pos + 8])[0]
        assert icns[pos + 8 : pos + 12] == b"\x89PNG"
        kinds.append(kind)
        pos += length
    assert pos == len(icns) and b"ic10" in kinds


def test_build_script_explains_a_missing_pyinstaller(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    build_app = load(ROOT / "build" / "build_app.py")
    monkeypatch.setattr(build_app.importlib.util, "find_spec", lambda name: None)
    assert build_app.main() == 2
    assert '".[build]"' in capsys.readouterr().err


def test_ci_script_is_strict_and_runs_what_the_readme_promises() -> None:
    ci = ROOT / ".ci" / "run"
    if os.name == "posix":  # Windows keeps no executable bit (git keeps it for the others)
        assert ci.stat().st_mode & stat.S_IXUSR, ".ci/run must be executable"
    text = ci.read_text(encoding="utf-8")
    assert "set -euo pipefail" in text
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for command in (
        "python -m pip install -e . && python -m game",
        'python -m pip install -e ".[test]" && python -m pytest',
        'python -m pip install -e ".[build]" && python build/build_app.py',
    ):
        assert command in readme
    for step in (
        'pip install -e ".[test]"',
        "python -m pytest",
        "ruff check .",
        "mypy",
        'pip install -e ".[build]"',
        "build/build_app.py",
        "--smoke-test",
    ):
        assert step in text, step


def test_every_package_under_game_is_listed_for_setuptools() -> None:
    listed = set(pyproject()["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")
    }
    assert found <= listed, f"add to pyproject.toml [tool.setuptools] packages: {found - listed}"
    assert "game.assets" in listed


def test_a_regular_install_finds_every_asset(tmp_path: Path) -> None:
    """`pip install .` (not only -e) carries the fonts (and later sounds) along.

    The wheel is what a regular install unpacks (built as pip builds it, setuptools from the
    package index); it is imported from outside the checkout, where no assets/ lies.
    """
    import shutil
    import subprocess
    import zipfile

    # setuptools builds in the source tree (build/lib): build a copy, keep the checkout clean.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "screenshots", "dist", "work", "__pycache__", "*.egg-info",
        ".*_cache", ".hypothesis"))  # fmt: skip
    wheels = tmp_path / "wheels"
    built = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", str(wheels),
         str(source)],
        capture_output=True, text=True, timeout=300, cwd=tmp_path,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = wheels.glob("*.whl")
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        z.extractall(site)
    assets = [p.relative_to(ROOT / "assets") for p in (ROOT / "assets").rglob("*") if p.is_file()]
    for asset in assets:
        assert (site / "game" / "assets" / asset).is_file(), f"{asset} is not installed"
    probe = (
        "import pygame, pathlib, game.ui.shell.fonts as f;"
        "pygame.font.init();"
        "assert pathlib.Path(f.assets_dir()).resolve().is_relative_to(pathlib.Path.cwd()), "
        "f.assets_dir();"
        "f.font(20); f.font(20, True); f.hand_font(20); print('fonts ok', f.assets_dir())"
    )
    env = {
        "PYTHONPATH": str(site),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PATH": "/usr/bin:/bin",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        # Windows' Python does not start without it (its random source, its DLLs).
        **{k: v for k, v in os.environ.items() if k.upper() == "SYSTEMROOT"},
    }
    ran = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, cwd=site, env=env
    )
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "fonts ok" in ran.stdout


WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"


def workflow_runs() -> list[str]:
    """The workflow's `run:` commands, one line each (the file is read as text: no YAML
    parser among the project's tools)."""
    runs, block = [], None
    for line in WORKFLOW.read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if block is not None and (line.startswith(block) or not stripped):
            runs.append(stripped)
            continue
        block = None
        if stripped.startswith("run:"):
            command = stripped.removeprefix("run:").strip()
            if command == "|":
                block = line[: len(line) - len(line.lstrip())] + "  "
            else:
                runs.append(command)
    return [run for run in runs if run]


def test_the_release_workflow_builds_and_tests_what_the_readme_and_ci_do() -> None:
    """Windows and macOS players get the app built from the same spec and tested
    with the same command as the README says and .ci/run does, so they cannot drift apart."""
    text = WORKFLOW.read_text(encoding="utf-8")
    runs = workflow_runs()
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    test_command = 'python -m pip install -e ".[test]" && python -m pytest'
    build_command = 'python -m pip install -e ".[build]" && python build/build_app.py'
    for command in (test_command, build_command):
        assert command in readme and command in ci and command in runs, command
    assert "pyinstaller.spec" in (ROOT / "build" / "build_app.py").read_text(encoding="utf-8")
    assert any("--smoke-test" in run for run in runs)
    assert any("^smoke: ok " in run for run in runs)
    assert "python build/archive_app.py" in runs
    for os_name in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert os_name in text
    for env in ("SDL_VIDEODRIVER: dummy", "SDL_AUDIODRIVER: dummy"):
        assert env in text
    assert 'tags: ["v*"]' in text and "contents: write" in text
    assert "softprops/action-gh-release@v2" in text and "files: release/*.zip" in text
    assert "\t" not in text, "YAML takes no tabs"
    assert ".github/workflows/build.yml" in readme and "build/archive_app.py" in readme


@pytest.mark.parametrize(
    ("platform", "program"),
    [
        ("win32", "Eight and a Half/Eight and a Half.exe"),
        ("darwin", "Eight and a Half.app/Contents/MacOS/Eight and a Half"),
        ("linux", "Eight and a Half/Eight and a Half"),
    ],
)
def test_the_built_program_is_found_on_each_system(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, platform: str, program: str
) -> None:
    """What the workflow smoke-tests and zips: the .exe on Windows, the bundle on macOS."""
    build_app = load(ROOT / "build" / "build_app.py")
    monkeypatch.setattr(build_app, "DIST", tmp_path)
    monkeypatch.setattr(sys, "platform", platform)
    (tmp_path / "Eight and a Half").mkdir()  # PyInstaller's folder, beside the bundle
    if platform == "darwin":
        (tmp_path / "Eight and a Half.app").mkdir()
    assert build_app.executable() == tmp_path / program
    assert build_app.built_app() == tmp_path / program.split("/")[0]


@pytest.mark.parametrize(
    ("platform", "name"),
    [("win32", "windows"), ("darwin", "macos"), ("linux", "linux")],
)
def test_each_systems_zip_says_the_system_and_version(platform: str, name: str) -> None:
    archive_app = load(ROOT / "build" / "archive_app.py")
    version = archive_app.version()
    assert archive_app.archive_name(platform) == f"Eight-and-a-Half-{version}-{name}.zip"
    import game

    assert version == game.__version__


def test_the_zip_keeps_the_apps_folder_its_modes_and_its_links(tmp_path: Path) -> None:
    """A macOS bundle holds symlinks and an executable: unzipped, both must still work."""
    import zipfile

    archive_app = load(ROOT / "build" / "archive_app.py")
    app = tmp_path / "Eight and a Half.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    program = app / "Contents" / "MacOS" / "Eight and a Half"
    program.write_bytes(b"\x7fELF")
    program.chmod(0o755)
    (app / "Contents" / "Frameworks").mkdir()
    (app / "Contents" / "Frameworks" / "lib.dylib").write_bytes(b"lib")
    linked = True
    try:
        (app / "Contents" / "Resources").symlink_to("Frameworks", target_is_directory=True)
    except OSError:  # Windows without the right to make links
        linked = False
    target = tmp_path / "out.zip"
    with zipfile.ZipFile(target, "w") as archive:
        archive_app.add_tree(archive, app)
    with zipfile.ZipFile(target) as archive:
        infos = {info.filename: info for info in archive.infolist()}
        assert "Eight and a Half.app/Contents/Frameworks/lib.dylib" in infos
        if os.name == "posix":
            mode = infos["Eight and a Half.app/Contents/MacOS/Eight and a Half"].external_attr
            assert (mode >> 16) & stat.S_IXUSR
        if linked:
            link = infos["Eight and a Half.app/Contents/Resources"]
            assert stat.S_ISLNK(link.external_attr >> 16)
            assert archive.read(link) == b"Frameworks"
            assert not any(n.startswith("Eight and a Half.app/Contents/Resources/") for n in infos)


def test_every_file_checks_out_alike_on_windows_and_macos() -> None:
    """No two names that only a case-insensitive disk confuses, none Windows
    refuses, and text files with LF ends on every system."""
    import re
    import shutil
    import subprocess

    git = shutil.which("git")
    if git is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run([git, "ls-files"], cwd=ROOT, capture_output=True, text=True,
                            check=True).stdout.splitlines()  # fmt: skip
    folded: dict[str, str] = {}
    for name in listed:
        assert folded.setdefault(name.lower(), name) == name, f"{name} vs {folded[name.lower()]}"
        for part in name.split("/"):
            assert not re.search(r'[<>:"\\|?*]|[ .]$', part), f"Windows refuses {name!r}"
            assert not re.fullmatch(r"(?i)(con|prn|aux|nul|com\d|lpt\d)(\..*)?", part), name
    assert "* text=auto eol=lf" in (ROOT / ".gitattributes").read_text(encoding="utf-8")


def test_the_readme_and_the_code_speak_of_the_game_not_of_issue_numbers() -> None:
    """A reader of the README or of the code under game/ learns what the game does and
    why; a tracker's number in brackets tells them nothing, so no text there names one."""
    import re

    number = re.compile(r"(?i)\bissues?[\s#]+\d")
    files = [ROOT / "README.md"]
    files += [p for p in sorted((ROOT / "game").rglob("*")) if p.is_file()]
    found = []
    for path in files:
        if "__pycache__" in path.parts:
            continue
        text = path.read_bytes().decode("utf-8", errors="replace")
        for match in number.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            found.append(f"{path.relative_to(ROOT)}:{line}: {match.group()!r}")
    assert not found, "issue numbers instead of the game's words:\n" + "\n".join(found)

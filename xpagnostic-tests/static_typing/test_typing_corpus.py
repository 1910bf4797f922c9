"""The typing corpus, checked by mypy ``--strict`` and pyright in strict mode.

``reveal/`` files state what checkers see with ``assert_type`` (a wrong type is an error),
``pass/`` files are code that must check clean, and ``fail/`` files seed mistakes, one per
line marked with an ``# E: why`` comment, which each checker must report at that line
and nowhere else.  Each checker runs once per session over the whole corpus.

pyright runs as ``basedpyright`` (pinned in ``constraints.txt``; it brings its own Node.js
from PyPI) in its ``strict`` mode, the mode pyright names so.  TensorFlow ships no type
information: typeshed's ``types-tensorflow`` stubs serve the checkers from the folder
:data:`STUBS`, outside the environment (there the package's own mypy run, which reads
TensorFlow as untyped, would check the TensorFlow backend against them).  The first run
installs them there with pip, at the versions ``constraints.txt`` pins.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
#: Where the TensorFlow stubs are installed (``XPAGNOSTIC_TYPING_STUBS`` overrides).
STUBS = Path(os.environ.get("XPAGNOSTIC_TYPING_STUBS", ROOT / ".typing-stubs"))
FOLDERS = ("pass", "reveal", "fail")
#: ``# E: why`` after the code of a line: a checker must report an error there.
MARK = re.compile(r"^\s*[^\s#].*#\s*E:\s*\S")

Diagnostics = dict[tuple[str, int], list[str]]


def _files(folder: str) -> list[Path]:
    return sorted((HERE / folder).glob("*.py"))


def _key(path: str | Path, line: int) -> tuple[str, int]:
    p = Path(path).resolve()
    return (p.relative_to(HERE).as_posix(), line)


STUB_PACKAGES = ("types-tensorflow", "types-protobuf")


def _install_stubs() -> None:
    """Install :data:`STUB_PACKAGES` into :data:`STUBS` (a folder made beside it, then
    renamed: processes running at once never see half of it)."""
    STUBS.parent.mkdir(parents=True, exist_ok=True)
    partial = Path(tempfile.mkdtemp(prefix=".typing-stubs-", dir=STUBS.parent))
    try:
        out = subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
             str(partial), "-c", str(ROOT / "constraints.txt"), *STUB_PACKAGES],
            capture_output=True, text=True, check=False)
        if out.returncode != 0:
            pytest.fail(f"could not install {', '.join(STUB_PACKAGES)} into {STUBS}:\n"
                        f"{out.stderr}")
        with contextlib.suppress(OSError):  # another process got there first
            partial.rename(STUBS)
    finally:
        shutil.rmtree(partial, ignore_errors=True)


def _env() -> dict[str, str]:
    if not (STUBS / "tensorflow-stubs").is_dir():
        _install_stubs()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(STUBS)])
    return env


def _tool(name: str) -> str:
    found = shutil.which(name, path=os.pathsep.join([str(Path(sys.executable).parent),
                                                     os.environ.get("PATH", "")]))
    if found is None:
        pytest.fail(f"{name} is not installed: pip install -c constraints.txt -e '.[test]'")
    return found


@pytest.fixture(scope="module")
def mypy_report(tmp_path_factory: pytest.TempPathFactory) -> Diagnostics:
    """mypy's errors over the corpus, by (file, line)."""
    cache = tmp_path_factory.mktemp("mypy-cache")
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(HERE / "mypy.ini"),
         "--cache-dir", str(cache), "--no-error-summary", "--show-absolute-path",
         *(str(HERE / f) for f in FOLDERS)],
        capture_output=True, text=True, cwd=ROOT, env=_env(), check=False)
    found: Diagnostics = {}
    for line in out.stdout.splitlines():
        m = re.match(r"(.+?):(\d+): error: (.*)", line)
        if m:
            found.setdefault(_key(m[1], int(m[2])), []).append(m[3])
    assert out.returncode in (0, 1), out.stdout + out.stderr
    return found


@pytest.fixture(scope="module")
def pyright_report() -> Diagnostics:
    """pyright's errors and warnings over the corpus, by (file, line)."""
    out = subprocess.run(
        [_tool("basedpyright"), "-p", str(HERE / "pyrightconfig.json"), "--outputjson",
         "--pythonpath", sys.executable, *(str(HERE / f) for f in FOLDERS)],
        capture_output=True, text=True, cwd=ROOT, env=_env(), check=False)
    report = json.loads(out.stdout)
    found: Diagnostics = {}
    for d in report["generalDiagnostics"]:
        if d["severity"] in ("error", "warning"):
            key = _key(d["file"], d["range"]["start"]["line"] + 1)
            found.setdefault(key, []).append(d["message"].splitlines()[0])
    return found


def _marked(path: Path) -> Iterator[int]:
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if MARK.match(line):
            yield i


def _report(request: pytest.FixtureRequest, checker: str) -> Diagnostics:
    report: Diagnostics = request.getfixturevalue(f"{checker}_report")
    return report


CHECKERS = ("mypy", "pyright")


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("path", [*_files("pass"), *_files("reveal")],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_checks_clean(request: pytest.FixtureRequest, checker: str, path: Path) -> None:
    """Every ``assert_type`` holds and nothing else is reported."""
    report = _report(request, checker)
    name = path.relative_to(HERE).as_posix()
    errors = {k: v for k, v in report.items() if k[0] == name}
    assert errors == {}


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("path", _files("fail"), ids=lambda p: f"fail/{p.name}")
def test_reports_each_mistake(request: pytest.FixtureRequest, checker: str,
                              path: Path) -> None:
    """Errors exactly at the marked lines: each mistake found, nothing else reported."""
    report = _report(request, checker)
    name = path.relative_to(HERE).as_posix()
    marked = set(_marked(path))
    reported = {line for (file, line) in report if file == name}
    assert marked, f"{name} marks no line"
    missed = sorted(marked - reported)
    extra = {line: report[(name, line)] for line in sorted(reported - marked)}
    assert (missed, extra) == ([], {})


def test_corpus_size() -> None:
    """The fail files seed at least 40 mistakes; each backend and the facade have a reveal
    file."""
    assert sum(len(list(_marked(p))) for p in _files("fail")) >= 40
    names = {p.stem for p in _files("reveal")}
    assert {"numpy_namespace", "torch_namespace", "jax_namespace", "tensorflow_namespace",
            "dask_namespace", "facade"} <= names

"""Release metadata: one version, pinned tools, a changelog entry, the console command."""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

import xpagnostic

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    tomllib = None

ROOT = Path(__file__).resolve().parents[2]


def _pyproject() -> dict[str, Any]:
    if tomllib is None:
        import pytest

        pytest.skip("tomllib needs Python 3.11")
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def test_the_version_lives_in_one_place() -> None:
    project = _pyproject()["project"]
    assert "version" not in project and "version" in project["dynamic"]
    attr = _pyproject()["tool"]["setuptools"]["dynamic"]["version"]["attr"]
    assert attr == "xpagnostic.__version__"
    assert re.fullmatch(r"\d+\.\d+\.\d+([ab]\d+|rc\d+)?(\.dev\d+)?", xpagnostic.__version__)
    assert metadata.version("xpagnostic") == xpagnostic.__version__


def test_changelog_has_the_current_version() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text()
    assert re.search(rf"^## {re.escape(xpagnostic.__version__)}$", changelog, re.M)


def test_every_extra_requirement_is_pinned_in_the_constraints() -> None:
    pins = {}
    for line in (ROOT / "constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"constraints.txt: {line!r} is not an exact pin"
            pins[re.sub(r"[-_.]+", "-", name.lower())] = version
    project = _pyproject()["project"]
    requirements = list(project["dependencies"])
    for extra in project["optional-dependencies"].values():
        requirements += [r for r in extra if not r.startswith("xpagnostic[")]
    for requirement in requirements:
        name = re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0].lower())
        assert name in pins, f"{requirement} has no exact pin in constraints.txt"


def test_metadata_is_complete() -> None:
    project = _pyproject()["project"]
    for field in ("description", "readme", "license", "requires-python", "authors",
                  "classifiers", "urls", "keywords"):
        assert project.get(field), field
    assert set(project["optional-dependencies"]) >= {"torch", "jax", "tensorflow", "all", "test",
                                                     "dev", "docs"}
    assert "Documentation" in project["urls"] and "Changelog" in project["urls"]
    assert project["scripts"]["xpagnostic"] == "xpagnostic.__main__:cli"
    classifiers = project["classifiers"]
    assert "Typing :: Typed" in classifiers
    assert (ROOT / "xpagnostic" / "py.typed").exists()
    low = re.search(r">=\s*3\.(\d+)", project["requires-python"])
    assert low and f"Programming Language :: Python :: 3.{low.group(1)}" in classifiers


def test_package_data_ships_every_stub() -> None:
    """Each ``.pyi`` of the package (the namespace protocols, the stubs of the backend
    modules and of their ``linalg``, ``fft`` and ``random``) matches a pattern of the
    package data, so the wheel carries it."""
    import fnmatch

    patterns = _pyproject()["tool"]["setuptools"]["package-data"]["xpagnostic"]
    package = ROOT / "xpagnostic"
    stubs = sorted(p.relative_to(package).as_posix() for p in package.rglob("*.pyi"))
    assert {"_typing/namespaces.pyi", "torch/__init__.pyi", "dask/linalg.pyi",
            "jax/fft.pyi", "numpy/random.pyi"} <= set(stubs)
    assert [s for s in stubs if not any(fnmatch.fnmatch(s, p) for p in patterns)] == []


def test_the_wheel_smoke_test_runs_against_the_checkout() -> None:
    # CI runs .ci/smoke_wheel.py only after building the wheel; run it here too so that a
    # renamed internal it relies on fails the tests, not the release step.
    import subprocess

    done = subprocess.run(
        [sys.executable, str(ROOT / ".ci" / "smoke_wheel.py"), "--in-tree"],
        capture_output=True, text=True, timeout=300, cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "softmax sums to 1 on numpy" in done.stdout


# --------------------------------------------------------------------------- CPU and GPU installs

_INSTALL = re.compile(r"pip install[^\n]*?[\"']?(?:\.|\$\{wheel\})\[([\w,-]+)\]")


def _name(requirement: str) -> str:
    return re.sub(r"[-_.]+", "-", re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0].lower())


def _expanded(extra: str) -> set[str]:
    """Distribution names an extra installs, its self-references (xpagnostic[...]) followed."""
    extras = _pyproject()["project"]["optional-dependencies"]
    out: set[str] = set()
    for requirement in extras[extra]:
        inner = re.fullmatch(r"xpagnostic\[([\w,-]+)\]", requirement)
        if inner:
            for name in inner.group(1).split(","):
                out |= _expanded(name)
        else:
            out.add(_name(requirement))
    return out


def _readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```bash\n(.*?)```", readme, re.S)
    commands = [line.strip() for block in blocks for line in block.splitlines()
                if "python -m pytest xpagnostic-tests" in line]
    assert len(commands) == 1, commands
    return commands[0]


def test_ci_runs_the_readme_test_command_verbatim() -> None:
    command = _readme_test_command()
    ci = [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]
    assert command in ci, f"{command!r} is not a line of .ci/run"
    assert "[cpu," in command and "test" in command


def test_the_framework_extras_accept_any_build() -> None:
    # A CUDA build (torch 2.x+cu126) satisfies a lower bound; an upper bound or a pin would
    # make pip replace it.
    extras = _pyproject()["project"]["optional-dependencies"]
    for extra in ("torch", "jax", "tensorflow", "tensorflow-cpu", "dask", "mlx"):
        for requirement in extras[extra]:
            assert re.fullmatch(r"[\w.\[\]-]+>=[\d.]+", requirement), requirement


def test_gpu_and_cpu_tensorflow_are_separate_extras() -> None:
    # tensorflow[and-cuda] is the `tensorflow` distribution: the extras a GPU user installs
    # name it, and only the CPU extras name tensorflow-cpu, so no install brings both.
    assert {"tensorflow"} <= _expanded("tensorflow") and "tensorflow-cpu" not in \
        _expanded("tensorflow")
    assert _expanded("all") == {"torch", "jax", "tensorflow", "dask"}
    assert _expanded("cpu") == {"torch", "jax", "tensorflow-cpu", "dask", "mlx"}
    extras = _pyproject()["project"]["optional-dependencies"]
    for extra in extras:
        both = {"tensorflow", "tensorflow-cpu"} <= _expanded(extra)
        assert not both, f"the {extra} extra installs two TensorFlow distributions"


def test_cpu_machines_install_the_cpu_extra() -> None:
    # The README's commands for this checkout, CI and nox install TensorFlow's CPU-only
    # distribution, as the project's machines always have (a 270 MB download, not 570 MB).
    texts = {"README.md": (ROOT / "README.md").read_text(),
             ".ci/run": (ROOT / ".ci" / "run").read_text(),
             "CONTRIBUTING.md": (ROOT / "CONTRIBUTING.md").read_text()}
    found = 0
    for where, text in texts.items():
        for extras in _INSTALL.findall(text):
            names = set(extras.split(","))
            assert "cpu" in names or names <= {"docs", "test", "dev", "bench"}, (where, extras)
            assert not names & {"all", "tensorflow"}, (where, extras)
            found += 1
    assert found >= 5
    nox = (ROOT / "noxfile.py").read_text()
    assert '".[all' not in nox and nox.count('".[cpu,') >= 5
    ci = texts[".ci/run"]
    assert '"${wheel}[cpu]"' in ci and "pip show --quiet tensorflow" in ci



def test_checkers_find_the_installed_package() -> None:
    # mypy and pyright, run from outside the checkout with no path of it, read the package
    # this environment installed (`pip install -e .`); .ci/run repeats it against the wheel.
    import subprocess

    done = subprocess.run([sys.executable, str(ROOT / ".ci" / "installed_types.py")],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, (done.stdout + done.stderr)[-3000:]
    assert "mypy and pyright read xpagnostic" in done.stdout


def test_an_editable_install_is_a_path_entry() -> None:
    # For a flat layout, setuptools writes an import hook (a finder module) that checkers
    # cannot follow, unless the package directory is named (pyproject.toml, package-dir):
    # then a .pth file holds the checkout's folder.
    import json

    import pytest

    # The checkout's own xpagnostic.egg-info is on the path too: take the installed one.
    installed = [d for d in metadata.distributions(name="xpagnostic")
                 if json.loads(d.read_text("direct_url.json") or "{}")
                 .get("dir_info", {}).get("editable")]
    if not installed:
        pytest.skip("xpagnostic is not installed in editable mode here")
    dist = installed[0]
    files = [str(f) for f in dist.files or []]
    assert not [f for f in files if f.endswith("_finder.py")], files
    pths = [f for f in files if f.endswith(".pth")]
    assert len(pths) == 1, files
    entries = Path(str(dist.locate_file(pths[0]))).read_text().split()
    assert [Path(e).resolve() for e in entries] == [ROOT]

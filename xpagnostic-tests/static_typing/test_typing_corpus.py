"""The typing corpus, checked by mypy ``--strict`` and pyright in strict mode.

``reveal/`` files state what checkers see with ``assert_type`` (a wrong type is an error),
``pass/`` files are code that must check clean, and ``fail/`` files seed mistakes, one per
line marked with an ``# E: why`` comment, which each checker must report at that line
and nowhere else.  The examples of the README and the docs join the ``pass`` side: each
page's Python blocks, in order, become one module (:func:`page_module`), and each script of
``docs/examples`` is one as it stands.  Each checker runs once per session over all of it.

pyright runs as ``basedpyright`` (pinned in ``constraints.txt``; it brings its own Node.js
from PyPI) in its ``strict`` mode, the mode pyright names so.  TensorFlow ships no type
information: typeshed's ``types-tensorflow`` stubs serve the checkers from the folder
:data:`STUBS`, outside the environment (there the package's own mypy run, which reads
TensorFlow as untyped, would check the TensorFlow backend against them).  The first run
installs them there with pip, at the versions ``constraints.txt`` pins.
"""

from __future__ import annotations

import ast
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

sys.path.insert(0, str(ROOT)) if str(ROOT) not in sys.path else None
from docs.run_examples import Page, collect  # noqa: E402

#: An array of each backend, for the ``xp`` of a block that names ``backends``.
_SAMPLE = {"numpy": ("import numpy", "numpy.zeros(())"),
           "torch": ("import torch", "torch.zeros(())"),
           "jax": ("import jax.numpy", "jax.numpy.zeros(())"),
           "tensorflow": ("import tensorflow", "tensorflow.zeros(())"),
           "dask": ("import dask.array", "dask.array.zeros(())")}
#: Pages whose examples do not check clean yet: the lines each checker reports (mypy,
#: pyright).  Their tests are expected to fail, and fail once a page checks clean: then
#: take it off this table.  What remains is the type information of the libraries the
#: pages call, which a page cannot supply without hiding what it shows.  pyright in strict
#: mode reports an unknown part of a library's own signature wherever it is used, and has
#: no setting scoped to one library: JAX's array constructors (``jnp.asarray``,
#: ``jax.device_put`` ...: their ``device`` parameter's type is unknown to it), Dask's
#: constructors (``da.from_array``, ``default_rng``: unannotated, and ``standard_normal``'s
#: ``chunks`` annotated as ``str``) and ``dask.distributed``, Keras and scikit-learn (no
#: type information at all), ``tf.get_logger`` and ``tf.function`` (unknown in
#: ``types-tensorflow``), ``jax.jit``, ``torch.compile`` and ``torch._dynamo.explain`` (a
#: private module, which troubleshooting.md shows on purpose).  mypy reads Keras and
#: scikit-learn as untyped and does not report calls of Dask's unannotated functions
#: (``mypy.ini``); it still reports a ``tf.Tensor`` unpacked into names (``types-tensorflow``
#: gives it no ``__iter__``) and JAX's unannotated ``PartitionSpec`` and
#: ``jax.config.update``.  The pages' own functions are annotated; facade.md's lambdas
#: are not, as no checker infers their parameter.
NOT_YET_ANNOTATED: dict[str, tuple[int, int]] = {
    "README.md": (1, 4),  # jnp.asarray, da.from_array; a tf.Tensor of keys unpacked
    "docs/coming-from-eagerpy.md": (0, 1),  # jnp.asarray
    "docs/distributed.md": (1, 10),  # Dask's random, dask.distributed; jax.device_put, P
    "docs/examples/keras_mixed_precision.py": (0, 8),  # Keras
    "docs/facade.md": (0, 7),  # scikit-learn; lambdas whose parameter no checker infers
    "docs/tensorflow.md": (0, 5),  # Keras
    "docs/troubleshooting.md": (1, 9),  # tf.get_logger, tf.function, JAX, torch.compile
}
_DOCS = "docs-examples"


def page_module(page: Page) -> str:
    """The Python of ``page`` as one module: its blocks in order, each after the statements
    its marker gives, the ``xp`` of its first backend bound for a block that names
    backends; the statement a ``raises`` block shows failing is left out.  Blocks repeat
    their imports, rebind names, show an import or a value alone on a line, as snippets
    do: the checkers are told to allow it."""
    out = ["# pyright: reportDuplicateImport=false, reportRedeclaration=false",
           "# mypy: allow-redefinition, disable-error-code=no-redef",
           "# pyright: reportUnusedExpression=false, reportUnusedImport=false",
           f"# The Python of {page.path}, for the checkers."]
    for ex in page.examples:
        if ex.skip:
            continue
        if ex.script:
            return "\n".join(out[:2]) + "\n" + ex.code
        code = ex.code
        if ex.raises:
            last = ast.parse(code).body[-1]
            code = "\n".join(code.splitlines()[: last.lineno - 1])
        out.append(f"# {ex.page}:{ex.line}")
        if ex.backends:
            imp, sample = _SAMPLE[ex.backends[0]]
            out += ["import xpagnostic", imp, f"xp = xpagnostic.get_namespace({sample})"]
        if ex.given:
            out.append(ex.given)
        out.append(code)
    return "\n".join(out) + "\n"


def _module_name(page: str) -> str:
    stem = page.removeprefix("docs/").removesuffix(".md").removesuffix(".py")
    return "example_" + re.sub(r"\W", "_", stem).lower() + ".py"


PAGES = {_module_name(p.path): p for p in collect() if any(not e.skip for e in p.examples)}


@pytest.fixture(scope="module")
def docs_modules(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of the docs' example modules (see :func:`page_module`)."""
    folder = tmp_path_factory.mktemp("typing") / _DOCS
    folder.mkdir()
    for name, page in PAGES.items():
        (folder / name).write_text(page_module(page), encoding="utf-8")
    # The scripts of docs/examples under their own names too, for the ones that import a
    # sibling (the example test file imports the example library).
    for script in sorted((ROOT / "docs" / "examples").glob("*.py")):
        (folder / script.name).write_text(script.read_text(encoding="utf-8"), encoding="utf-8")
    return folder


def _files(folder: str) -> list[Path]:
    return sorted((HERE / folder).glob("*.py"))


def _key(path: str | Path, line: int) -> tuple[str, int]:
    p = Path(path).resolve()
    if p.parent.name == _DOCS:
        return (f"{_DOCS}/{p.name}", line)
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
def mypy_report(tmp_path_factory: pytest.TempPathFactory, docs_modules: Path) -> Diagnostics:
    """mypy's errors over the corpus, by (file, line)."""
    cache = tmp_path_factory.mktemp("mypy-cache")
    out = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(HERE / "mypy.ini"),
         "--cache-dir", str(cache), "--no-error-summary", "--show-absolute-path",
         *(str(HERE / f) for f in FOLDERS), str(docs_modules)],
        capture_output=True, text=True, cwd=ROOT, env=_env(), check=False)
    found: Diagnostics = {}
    for line in out.stdout.splitlines():
        m = re.match(r"(.+?):(\d+): error: (.*)", line)
        if m:
            found.setdefault(_key(m[1], int(m[2])), []).append(m[3])
    assert out.returncode in (0, 1), out.stdout + out.stderr
    return found


@pytest.fixture(scope="module")
def pyright_report(docs_modules: Path) -> Diagnostics:
    """pyright's errors and warnings over the corpus, by (file, line)."""
    # The committed settings, with the docs modules' folder on the import path (a script
    # of docs/examples imports its sibling).
    config = json.loads((HERE / "pyrightconfig.json").read_text(encoding="utf-8"))
    config["extraPaths"] = [str(docs_modules)]
    config_file = docs_modules.parent / "pyrightconfig.json"
    config_file.write_text(json.dumps(config), encoding="utf-8")
    out = subprocess.run(
        [_tool("basedpyright"), "-p", str(config_file), "--outputjson",
         "--pythonpath", sys.executable, *(str(HERE / f) for f in FOLDERS),
         str(docs_modules)],
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


def _page_params(checker: str) -> list[object]:
    out = []
    for name in sorted(PAGES):
        page = PAGES[name].path
        lines = dict(zip(CHECKERS, NOT_YET_ANNOTATED.get(page, (0, 0))))[checker]
        marks = [pytest.mark.xfail(reason=f"{page} does not check clean yet: {checker} "
                                   f"reports {lines} lines", strict=True)] if lines else []
        out.append(pytest.param(checker, name, id=f"{page}-{checker}", marks=marks))
    return out


@pytest.mark.parametrize("checker, name", [p for c in CHECKERS for p in _page_params(c)])
def test_docs_examples_check_clean(request: pytest.FixtureRequest, checker: str,
                                   name: str) -> None:
    """The examples of a page (or a script of docs/examples) check clean in strict mode."""
    report = _report(request, checker)
    errors = {k: v for k, v in report.items() if k[0] == f"{_DOCS}/{name}"}
    assert errors == {}


def test_not_yet_annotated_names_pages() -> None:
    """Every page the table names has examples (a renamed page leaves no stale entry)."""
    assert set(NOT_YET_ANNOTATED) <= {p.path for p in PAGES.values()}


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


def _check_apart(folder: Path, checker: str, files: list[str], python: str,
                 env: dict[str, str], mypy_config: str = "") -> tuple[
                     list[tuple[Path, int, str]], str]:
    """Run ``checker`` over ``files`` from ``folder`` with the corpus's settings (and
    ``mypy_config`` after mypy's), reading the environment of ``python``: its errors and
    warnings as (file, line, message), and its output."""
    if checker == "mypy":
        config = folder / "mypy.ini"
        config.write_text((HERE / "mypy.ini").read_text(encoding="utf-8") + mypy_config,
                          encoding="utf-8")
        out = subprocess.run(
            [sys.executable, "-m", "mypy", "--config-file", str(config), "--python-executable",
             python, "--cache-dir", str(folder / "cache"), "--no-error-summary",
             "--show-absolute-path", *files],
            capture_output=True, text=True, cwd=folder, env=env, check=False)
        found = [(Path(m[1]), int(m[2]), m[3]) for m in (
            re.match(r"(.+?):(\d+): error: (.*)", row) for row in out.stdout.splitlines()) if m]
        return found, out.stdout
    config = folder / "pyrightconfig.json"
    config.write_text((HERE / "pyrightconfig.json").read_text(encoding="utf-8"),
                      encoding="utf-8")
    out = subprocess.run(
        [_tool("basedpyright"), "-p", str(config), "--outputjson", "--pythonpath", python,
         *files], capture_output=True, text=True, cwd=folder, env=env, check=False)
    found = [(Path(d["file"]), d["range"]["start"]["line"] + 1, d["message"])
             for d in json.loads(out.stdout)["generalDiagnostics"]
             if d["severity"] in ("error", "warning")]
    return found, out.stdout


#: Files checked in an environment without TensorFlow's stubs (a user's default).
WITHOUT_STUBS = HERE / "without_stubs"


@pytest.mark.parametrize("checker", CHECKERS)
def test_without_tensorflow_stubs(tmp_path: Path, checker: str) -> None:
    """Without types-tensorflow (``tf.Tensor`` is ``Any`` then), ``get_namespace`` of a
    type variable is the generic protocol, not TensorFlow's: the files of
    :data:`WITHOUT_STUBS` check clean there, only the package on the path."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    files = [str(p) for p in sorted(WITHOUT_STUBS.glob("*.py"))]
    # What a user without the stubs writes for mypy: TensorFlow read as untyped (Any).
    found, out = _check_apart(tmp_path, checker, files, sys.executable, env,
                              "\n[mypy-tensorflow.*]\nignore_missing_imports = True\n")
    errors = [f"{file.name}:{line}: {message}" for file, line, message in found
              if file.parent == WITHOUT_STUBS]
    assert not (tmp_path / "tensorflow-stubs").exists()
    assert errors == [], out[-3000:]


#: Files checked where NumPy is the only framework installed.
WITHOUT_FRAMEWORKS = HERE / "without_frameworks"


@pytest.mark.parametrize("checker", CHECKERS)
def test_without_optional_frameworks(tmp_path: Path, checker: str) -> None:
    """Where NumPy is the only framework installed, the other frameworks' array types are
    ``Any`` in the package's stubs, and no argument's namespace is one of theirs: each file
    of :data:`WITHOUT_FRAMEWORKS` checks with errors at its marked lines only.

    The environment is a fresh one (no pip) whose ``site-packages`` holds NumPy and the
    package, as links; the checkers run from a temporary folder with no path of the
    checkout, and find both as a user's checker does.
    """
    import numpy

    env_dir = tmp_path / "env"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(env_dir)], check=True)
    python = env_dir / "bin" / "python"
    site = Path(subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True).stdout.strip())
    for package in (Path(numpy.__file__).parent, ROOT / "xpagnostic"):
        (site / package.name).symlink_to(package, target_is_directory=True)
    files = []
    for path in sorted(WITHOUT_FRAMEWORKS.glob("*.py")):
        shutil.copy(path, tmp_path / path.name)
        files.append(path.name)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    found, out = _check_apart(tmp_path, checker, files, str(python), env)
    reported = {(file.name, line) for file, line, _ in found}
    marked = {(name, line) for name in files for line in _marked(tmp_path / name)}
    assert marked, "the files mark no line"
    assert sorted(reported) == sorted(marked), out[-3000:]


def test_corpus_size() -> None:
    """The fail files seed at least 40 mistakes; each backend and the facade have a reveal
    file."""
    assert sum(len(list(_marked(p))) for p in _files("fail")) >= 40
    from xpagnostic._backends import BACKENDS

    names = {p.stem for p in _files("reveal")}
    assert {*(f"{name}_namespace" for name in BACKENDS), "facade"} <= names

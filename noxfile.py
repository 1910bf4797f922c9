"""nox sessions: tests, lint, types, the documentation site, releases, the conformance suite
and client interop.

Every session but ``gpu`` installs the ``cpu`` extra with ``constraints.txt`` so machines get
the pinned, CPU-only framework builds; ``gpu`` runs in the current environment, whose
frameworks are their GPU builds.  CONTRIBUTING.md has a table of the sessions.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import nox

nox.options.sessions = ["tests", "lint"]
CONSTRAINTS = ("-c", "constraints.txt")


@nox.session
def tests(session: nox.Session) -> None:
    """The test suite: ``nox -s tests -- -k name`` passes options to pytest."""
    session.install(*CONSTRAINTS, "-e", ".[cpu,test]")
    session.run("python", "-m", "pytest", "xpagnostic-tests", "-n", "auto", "--dist", "loadfile",
                *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    """ruff on the project's paths (pyproject.toml) and mypy --strict, as in .ci/run."""
    session.install(*CONSTRAINTS, "-e", ".[cpu,dev]")
    session.run("ruff", "check")
    session.run("mypy", "--strict", "xpagnostic")
    # The modules with a generated stub beside them, which the run above reads as stubs.
    hidden = sorted(str(p.with_suffix(".py")) for p in Path("xpagnostic").glob("*/*.pyi")
                    if p.with_suffix(".py").exists())
    session.run("mypy", "--strict", *hidden)


@nox.session
def docs(session: nox.Session) -> None:
    """The site, with warnings as errors, its internal links checked (no network) and its
    pages measured in headless Chromium where it is installed."""
    session.install(*CONSTRAINTS, "-e", ".[cpu,docs]")
    session.run("python", "-m", "docs.build", *session.posargs)
    if shutil.which("chromium") or shutil.which("chromium-browser"):
        session.run("python", "-m", "docs.browser_check")
    else:
        session.log("no Chromium: the pages' layout is not checked (apt-get install chromium)")


@nox.session
def build(session: nox.Session) -> None:
    """sdist and wheel in dist/, checked by twine."""
    session.install(*CONSTRAINTS, "build", "twine")
    session.run("rm", "-rf", "dist", external=True)
    session.run("python", "-m", "build", "--outdir", "dist")
    session.run("sh", "-c", "twine check --strict dist/*", external=True)


@nox.session
def conformance(session: nox.Session) -> None:
    """Run array-api-tests: ``nox -s conformance -- --backend torch --suite DIR``."""
    session.install(*CONSTRAINTS, "-e", ".[cpu,test]")
    session.run("python", "-m", "conformance", *session.posargs)


@nox.session
def interop(session: nox.Session) -> None:
    """scikit-learn's full array-API test selection on the facade over every backend.

    Writes ``docs/interop/scikit-learn.json`` and the Markdown table generated from it;
    the default test run (``nox -s tests``) runs a sample of the same selection.
    """
    session.install(*CONSTRAINTS, "-e", ".[cpu,test]")
    session.run("python", "-m", "pytest", "xpagnostic-tests/interop/test_sklearn_array_api.py",
                "-p", "no:cacheprovider", *session.posargs, env={"XPAGNOSTIC_INTEROP": "full"})


@nox.session
def benchmarks(session: nox.Session) -> None:
    """Ratios against native calls: ``nox -s benchmarks -- namespace``."""
    session.install(*CONSTRAINTS, "-e", ".[cpu,test]")
    session.run("python", "-m", "benchmarks", *session.posargs)


@nox.session(venv_backend="none")
def gpu(session: nox.Session) -> None:
    """The GPU run in the current environment (its frameworks' GPU builds, no install):
    ``nox -s gpu -- --suite DIR``; see docs/gpu-verification.md."""
    session.run("python", ".ci/gpu_run.py", *session.posargs)

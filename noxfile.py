"""nox sessions: tests, lint, types, the conformance suite and client interop.

Every session installs with ``constraints.txt`` so machines get the pinned,
CPU-only framework builds.
"""

from __future__ import annotations

import nox

nox.options.sessions = ["tests", "lint"]
CONSTRAINTS = ("-c", "constraints.txt")


@nox.session
def tests(session: nox.Session) -> None:
    session.install(*CONSTRAINTS, "-e", ".[all,test]")
    session.run("python", "-m", "pytest", "xpagnostic-tests", *session.posargs)


@nox.session
def lint(session: nox.Session) -> None:
    session.install(*CONSTRAINTS, "-e", ".[all,dev]")
    session.run("ruff", "check", "xpagnostic", "xpagnostic-tests", "conformance", "noxfile.py")
    session.run("mypy", "--strict", "xpagnostic")


@nox.session
def conformance(session: nox.Session) -> None:
    """Run array-api-tests: ``nox -s conformance -- --backend torch --suite DIR``."""
    session.install(*CONSTRAINTS, "-e", ".[all,test]")
    session.run("python", "-m", "conformance", *session.posargs)


@nox.session
def interop(session: nox.Session) -> None:
    """scikit-learn's full array-API test selection on the facade over every backend.

    Writes ``docs/interop/scikit-learn.json`` and the Markdown table generated from it;
    the default test run (``nox -s tests``) runs a sample of the same selection.
    """
    session.install(*CONSTRAINTS, "-e", ".[all,test]")
    session.run("python", "-m", "pytest", "xpagnostic-tests/test_sklearn_array_api.py",
                "-p", "no:cacheprovider", *session.posargs, env={"XPAGNOSTIC_INTEROP": "full"})


@nox.session
def benchmarks(session: nox.Session) -> None:
    session.install(*CONSTRAINTS, "-e", ".[all,test]")
    session.run("python", "-m", "benchmarks", *session.posargs)

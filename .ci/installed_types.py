"""Type checkers find an installed xpagnostic: mypy and pyright, run from a temporary folder
outside any checkout with no path given, check a user's file against the package that the
environment of ``--python`` holds.

The project's tests run it against their own environment, where ``pip install -e .`` put
the checkout; .ci/run runs it again against the wheel, installed in a fresh environment.
Exits non-zero, with the checkers' output, on the first problem.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: A user's file: the namespace of a NumPy array, and the type of a function's result.
USER_FILE = """\
import numpy as np
import xpagnostic

xp = xpagnostic.get_namespace(np.zeros(3))
reveal_type(xp)
reveal_type(xp.mean(np.zeros(3)))
"""

#: What each checker reveals on the lines of :data:`USER_FILE`, in order.
EXPECTED = {
    "mypy": ["xpagnostic._typing.namespaces.NumPyNamespace",
             "numpy.ndarray[Any, Any] | numpy.generic[Any]"],
    "pyright": ["NumPyNamespace", "ndarray[Any, Any] | generic[Any]"],
}


def _tool(name: str) -> str:
    found = shutil.which(name, path=os.pathsep.join([str(Path(sys.executable).parent),
                                                     os.environ.get("PATH", "")]))
    if found is None:
        raise SystemExit(f"{name} is not installed: pip install -c constraints.txt -e '.[test]'")
    return found


def reveals(python: str, folder: Path) -> dict[str, tuple[list[str], list[str]]]:
    """Each checker's revealed types and its errors on :data:`USER_FILE`, written in
    ``folder`` and checked there against the environment of ``python``."""
    user = folder / "user.py"
    user.write_text(USER_FILE, encoding="utf-8")
    # No path of a checkout reaches the checkers: they find the package as a user's do.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    out: dict[str, tuple[list[str], list[str]]] = {}
    mypy = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--python-executable", python,
         "--cache-dir", str(folder / "mypy-cache"), "--no-error-summary", user.name],
        capture_output=True, text=True, cwd=folder, env=env, check=False)
    lines = mypy.stdout.splitlines()
    out["mypy"] = ([line.split('Revealed type is "', 1)[1].rstrip('"') for line in lines
                    if "Revealed type is" in line],
                   [line for line in lines if ": error:" in line])
    (folder / "pyrightconfig.json").write_text('{"typeCheckingMode": "strict"}',
                                               encoding="utf-8")
    pyright = subprocess.run(
        [_tool("basedpyright"), "--outputjson", "--pythonpath", python, user.name],
        capture_output=True, text=True, cwd=folder, env=env, check=False)
    diagnostics = json.loads(pyright.stdout)["generalDiagnostics"]
    out["pyright"] = ([d["message"].split('"')[3] for d in diagnostics
                       if d["severity"] == "information" and d["message"].startswith("Type of")],
                      [d["message"] for d in diagnostics if d["severity"] == "error"])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--python", default=sys.executable,
                        help="the Python whose environment holds the package")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        found = reveals(args.python, Path(tmp))
    for checker, (types, errors) in found.items():
        if (types, errors) != (EXPECTED[checker], []):
            raise SystemExit(f"{checker} against {args.python}: revealed {types}, expected "
                             f"{EXPECTED[checker]}; errors {errors}")
    print(f"installed types: mypy and pyright read xpagnostic from {args.python}'s environment")


if __name__ == "__main__":
    main()

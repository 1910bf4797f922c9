"""``python -m xpagnostic``: the report runs the same agnostic demo on every installed backend."""

from __future__ import annotations

import importlib.util
import subprocess
import sys

from xpagnostic.__main__ import _BACKENDS


def test_demo_runs_on_every_installed_backend() -> None:
    out = subprocess.run([sys.executable, "-m", "xpagnostic"], capture_output=True, text=True,
                         timeout=600, check=False)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "demo failed" not in out.stdout and "unavailable" not in out.stdout, out.stdout
    installed = [name for name, (module, _, _) in _BACKENDS.items()
                 if importlib.util.find_spec(module) is not None]
    lines = out.stdout.splitlines()
    table = lines[lines.index("The same agnostic functions on every installed backend:") + 1:]
    header = next(line for line in table if line.strip())
    assert header.split() == installed
    rows = {line[:33].strip(): line[33:].split() for line in table
            if line.startswith(("norm(", "least squares: loss, step 1 "))}
    # ||(3, 4, 12)|| = 13; the first least-squares loss is mean(y**2) = (1+9+25+49)/4 = 21.
    assert rows["norm([3, 4, 12])"] == ["13"] * len(installed)
    assert rows["least squares: loss, step 1"] == ["21"] * len(installed)

"""Sharded ``jax.Array`` inputs stay sharded through the JAX namespace, the facade and
``xp.autodiff``, eagerly and under ``jax.jit``.

JAX fixes its device count when it starts, so the checks (``sharded_jax_checks.py``) run
once in a subprocess that sees 8 host CPU devices; each case is reported as its own test.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("jax")

from cluster.sharded_jax_checks import CASES

_SCRIPT = Path(__file__).with_name("sharded_jax_checks.py")


@pytest.fixture(scope="module")
def report() -> dict[str, Any]:
    env = {**os.environ, "XLA_FLAGS": "--xla_force_host_platform_device_count=8",
           "JAX_PLATFORMS": "cpu", "JAX_ENABLE_X64": "0"}
    proc = subprocess.run([sys.executable, str(_SCRIPT)], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return json.loads(proc.stdout)  # type: ignore[no-any-return]


@pytest.mark.parametrize("case", CASES)
def test_stays_sharded(report: dict[str, Any], case: str) -> None:
    assert case in report, f"the checks script did not run {case}"
    assert report[case] == [], "; ".join(report[case])

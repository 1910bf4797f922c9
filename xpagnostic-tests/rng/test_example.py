"""The worked example of ``docs/random.md`` (``docs/examples/random_mlp.py``) runs, and gives
the same model on every backend: the same initial parameters and data, bit for bit, and the
same losses to float32 rounding."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import numpy as np
from harness import installed_backends

from xpagnostic._backends import DIFFERENTIATING


def _example() -> Any:
    path = Path(__file__).resolve().parents[2] / "docs" / "examples" / "random_mlp.py"
    spec = importlib.util.spec_from_file_location("example_random_mlp", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_random_mlp_is_the_same_model_everywhere() -> None:
    ex = _example()
    runs = {name: ex.run(name, steps=10) for name in installed_backends()}
    ref = runs["numpy"]
    for name, run in runs.items():
        for got, want in zip(run["params"], ref["params"]):
            np.testing.assert_array_equal(got, want, err_msg=name)
        np.testing.assert_array_equal(run["x"], ref["x"], err_msg=name)
        np.testing.assert_allclose(run["y"], ref["y"], rtol=0, atol=1e-6, err_msg=name)
    trained = {n: r["losses"] for n, r in runs.items() if r["losses"]}
    assert sorted(trained) == sorted(n for n in runs if n in DIFFERENTIATING)
    first = next(iter(trained.values()))
    assert first[-1] < 0.6 * first[0]  # it learns
    for name, losses in trained.items():
        np.testing.assert_allclose(losses, first, rtol=1e-5, err_msg=name)

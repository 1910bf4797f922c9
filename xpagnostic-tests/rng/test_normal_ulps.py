"""How far ``normal`` is from one backend to another: the tolerance README.md and
docs/random.md state.

``uniform`` and the integer draws are the same bits on every backend (``test_streams.py``);
``normal`` goes through each framework's ``log1p``, ``sqrt`` and fused multiply-adds, so its
last bits may differ.  Each backend's draws are compared with ``jax.random.normal``, the
definition the stream follows (float32), and with NumPy's namespace (float64, where JAX needs
its x64 mode), in units in the last place.
"""

from __future__ import annotations

import importlib
import itertools

import numpy as np
import pytest

#: The documented bounds: at most this many ulp apart, and at most this share of elements
#: not bit for bit the same.
ULPS = {"float32": 3, "float64": 5}
DIFFERENT = {"float32": 0.08, "float64": 0.05}
SEEDS = (0, 1, 42)
SIZE = 50_000


def _ulps(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    word = np.int32 if a.dtype == np.float32 else np.int64
    return np.abs(a.view(word).astype(np.int64) - b.view(word).astype(np.int64))


def _namespace(name: str) -> object:
    pytest.importorskip(name)
    return importlib.import_module(f"xpagnostic.{name}")


def _draw(name: str, seed: int, dtype: str) -> np.ndarray:
    xp = _namespace(name)
    random = xp.random  # type: ignore[attr-defined]
    return np.asarray(random.normal(random.key(seed), (SIZE,), dtype=getattr(xp, dtype)))


@pytest.mark.parametrize("name", ["numpy", "torch", "jax", "tensorflow", "dask"])
def test_float32_normal_is_within_the_documented_ulps_of_jax_random(name: str) -> None:
    jax = pytest.importorskip("jax")
    for seed in SEEDS:
        got = _draw(name, seed, "float32")
        want = np.asarray(jax.random.normal(jax.random.key(seed, impl="threefry2x32"),
                                            (SIZE,), np.float32))
        assert got.dtype == want.dtype == np.float32
        ulps = _ulps(got, want)
        assert ulps.max() <= ULPS["float32"], (seed, int(ulps.max()))
        assert np.mean(ulps > 0) <= DIFFERENT["float32"], (seed, float(np.mean(ulps > 0)))


def test_float64_normal_is_within_the_documented_ulps_between_backends() -> None:
    names = [n for n in ("numpy", "torch", "tensorflow")
             if importlib.util.find_spec(n) is not None]
    for seed in SEEDS:
        draws = {n: _draw(n, seed, "float64") for n in names}
        for a, b in itertools.combinations(names, 2):
            ulps = _ulps(draws[a], draws[b])
            assert ulps.max() <= ULPS["float64"], (a, b, seed, int(ulps.max()))
            assert np.mean(ulps > 0) <= DIFFERENT["float64"], (a, b, seed)
    # The draws are standard normals, not a constant that would agree trivially.
    sample = draws[names[0]]
    assert abs(sample.mean()) < 0.03 and abs(sample.std() - 1.0) < 0.03

"""``erf`` and ``erfinv`` of ``xpagnostic/_common/_special.py`` against SciPy, and their
coefficients against the fit that makes them (``special_fit.py``, with mpmath)."""

from __future__ import annotations

import numpy as np
import pytest
from harness import Backend

from rng.reference import host
from xpagnostic._common import _special

sp = pytest.importorskip("scipy.special")

_RNG = np.random.default_rng(7)
#: erfinv arguments: the whole interval, and ever closer to ±1 (the tails).
X = np.concatenate([_RNG.uniform(-1, 1, 20_000), 1 - 10.0 ** -_RNG.uniform(0, 15.9, 5_000),
                    -(1 - 10.0 ** -_RNG.uniform(0, 15.9, 5_000)), [0.0, 0.5, -0.5]])
#: erf arguments, each branch and the saturation.
Z = np.concatenate([_RNG.uniform(-7, 7, 20_000), _RNG.uniform(-1e-3, 1e-3, 500),
                    [0.0, 1.0, -1.0, 2.5, -2.5, 6.0, 30.0, np.inf, -np.inf]])


def _ulps(got: np.ndarray, exact: np.ndarray, dtype: type) -> np.ndarray:
    scale = np.spacing(np.abs(exact).astype(dtype)).astype(np.float64)
    return np.abs(got.astype(np.float64) - exact) / scale


def test_erfinv_float64_within_a_few_ulp() -> None:
    import xpagnostic.numpy as xp

    got = _special.erfinv(xp, X)
    assert _ulps(got, sp.erfinv(X), np.float64).max() <= 6
    assert np.all(np.isinf(_special.erfinv(xp, np.array([-1.0, 1.0]))))


def test_erfinv_float32_is_giles_approximation() -> None:
    """float32 follows jax.random's definition (Giles' single-precision formula), whose
    relative error is below 1e-5 everywhere and a few ulp in the bulk."""
    import xpagnostic.numpy as xp

    x = X.astype(np.float32)
    x = x[np.abs(x) < 1]
    exact = sp.erfinv(x.astype(np.float64))
    got = _special.erfinv(xp, x).astype(np.float64)
    assert np.max(np.abs(got - exact) / np.abs(np.where(exact == 0, 1, exact))) < 1e-5
    bulk = np.abs(x) < 0.99
    assert np.median(_ulps(got[bulk], exact[bulk], np.float32)) <= 1


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_erf_within_a_few_ulp(dtype: type) -> None:
    import xpagnostic.numpy as xp

    z = Z.astype(dtype)
    exact = sp.erf(z.astype(np.float64))
    assert _ulps(_special.erf(xp, z), exact, dtype).max() <= 4


def test_every_backend_computes_the_same_functions(backend: Backend) -> None:
    """The same formulas over each backend's functions: equal to NumPy's within an ulp or
    two (backends' log and exp differ by that)."""
    import xpagnostic.numpy as xn

    for dtype, rtol in ((np.float32, 3e-7), (np.float64, 1e-15)):
        if not backend.supports(np.dtype(dtype).name):
            continue
        x = X[np.abs(X) < 1][:2000].astype(dtype)
        z = Z[np.isfinite(Z)][:2000].astype(dtype)
        for fn, arg in ((_special.erfinv, x), (_special.erf, z)):
            got = host(fn(backend.xp, backend.asarray(arg)))
            np.testing.assert_allclose(got, fn(xn, arg), rtol=4 * rtol, atol=2 * rtol,
                                       err_msg=f"{backend.name} {fn.__name__} {dtype}")


def test_coefficients_are_the_fit() -> None:
    pytest.importorskip("mpmath")
    from rng.special_fit import fits

    for name, coeffs in fits().items():
        committed = getattr(_special, name)
        assert len(committed) == len(coeffs), name
        np.testing.assert_allclose(committed, coeffs, rtol=1e-14, atol=1e-30, err_msg=name)


@pytest.mark.parametrize("name", ["numpy", "torch"])
def test_in_place_erfinv_is_erfinv_bit_for_bit(name: str) -> None:
    """The in-place float32 erfinv of eager draws (tail polynomial on the tail's elements
    only) gives exactly the values of the array formula, in the bulk and in both tails."""
    import importlib

    if name == "torch":
        pytest.importorskip("torch")
    xp = importlib.import_module(f"xpagnostic.{name}")
    b = xp.random._functions._b
    x = X.astype(np.float32)
    x = x[np.abs(x) < 1]
    assert np.sum(-np.log1p(-(x.astype(np.float64) ** 2)) >= 5.0) > 1000  # tails are tried
    expected = host(_special.erfinv(xp, xp.asarray(x)))
    got = host(_special.erfinv_giles_in_place(xp, xp.asarray(x.copy()), b.log1p_in_place))
    np.testing.assert_array_equal(got.view(np.uint32), expected.view(np.uint32))
    np.testing.assert_allclose(got, sp.erfinv(x.astype(np.float64)), rtol=1e-5)

"""scikit-learn and SciPy on Tensor-wrapped data of every backend.

The real libraries run with their array API dispatch on (``array_api_dispatch=True``
for scikit-learn, ``SCIPY_ARRAY_API=1`` for SciPy, set in conftest.py), once on
facade-wrapped data of each backend and once on plain NumPy data; the results
must agree.  Outputs must be Tensors of the input's backend, and no conversion to
NumPy may happen on the way: ``Tensor.__array__`` is made to raise during the run.
Data is float32, which every backend supports without global switches (JAX
without x64).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from harness import Backend

import xpagnostic
from xpagnostic import Tensor

sklearn = pytest.importorskip("sklearn")
scipy = pytest.importorskip("scipy")

from scipy import signal, special, stats  # noqa: E402
from sklearn.decomposition import PCA  # noqa: E402
from sklearn.discriminant_analysis import LinearDiscriminantAnalysis  # noqa: E402
from sklearn.linear_model import Ridge  # noqa: E402
from sklearn.metrics import accuracy_score, r2_score  # noqa: E402
from sklearn.preprocessing import StandardScaler  # noqa: E402

RNG = np.random.default_rng(7)
X = RNG.standard_normal((60, 5)).astype(np.float32)
Y_CLASS = RNG.integers(0, 3, 60).astype(np.int32)
# Three classes with well separated means, for the classifier.
X_CLASS = (X + 3 * np.eye(3, 5, dtype=np.float32)[Y_CLASS]).astype(np.float32)
Y_REG = (X @ np.arange(1, 6, dtype=np.float32) + 0.25).astype(np.float32)
Y_PRED = (Y_REG + 0.1 * RNG.standard_normal(60)).astype(np.float32)


def _no_host_copy(self: Tensor, *args: Any, **kwargs: Any) -> Any:
    raise AssertionError("the library converted a Tensor to NumPy")


def _run(backend: Backend, fn: Callable[..., Any], *arrays: np.ndarray,
         monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    """(result on NumPy data, result on Tensors of ``backend``) of ``fn(*arrays)``."""
    with sklearn.config_context(array_api_dispatch=True):
        expected = fn(*arrays)
        wrapped = [xpagnostic.astensor(backend.asarray(a)) for a in arrays]
        with monkeypatch.context() as m:
            m.setattr(Tensor, "__array__", _no_host_copy)
            got = fn(*wrapped)
    return expected, got


def _check(backend: Backend, expected: Any, got: Any, *, rtol: float = 2e-4,
           atol: float = 2e-4) -> None:
    if isinstance(expected, float):
        assert isinstance(got, float)
        np.testing.assert_allclose(got, expected, rtol=rtol, atol=atol)
        return
    assert isinstance(got, Tensor), type(got)
    assert got.backend == backend.name
    assert got.shape == expected.shape
    np.testing.assert_allclose(backend.to_numpy(got.raw), expected, rtol=rtol, atol=atol)


# --- scikit-learn ---------------------------------------------------------------------------

def test_standard_scaler(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    expected, got = _run(backend, lambda x: StandardScaler().fit_transform(x), X,
                         monkeypatch=monkeypatch)
    # Analytic reference too: zero mean, unit (population) variance per column.
    np.testing.assert_allclose(expected.mean(axis=0), 0, atol=1e-6)
    np.testing.assert_allclose(expected.std(axis=0), 1, rtol=1e-5)
    _check(backend, expected, got)


def test_pca_full_svd(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    def fit(x: Any) -> Any:
        pca = PCA(n_components=3, svd_solver="full").fit(x)
        return pca.transform(x), pca.explained_variance_, pca.components_

    (t_np, var_np, comp_np), (t, var, comp) = _run(backend, fit, X, monkeypatch=monkeypatch)
    # Explained variances are the top eigenvalues of the sample covariance.
    eig = np.sort(np.linalg.eigvalsh(np.cov(X.astype(np.float64), rowvar=False)))[::-1]
    np.testing.assert_allclose(var_np, eig[:3], rtol=1e-4)
    _check(backend, var_np, var)
    # svd_flip makes the signs deterministic, so components agree exactly up to rounding.
    _check(backend, comp_np, comp, atol=1e-3)
    _check(backend, t_np, t, atol=1e-3)


def test_ridge_svd(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    def fit(x: Any, y: Any) -> Any:
        model = Ridge(alpha=0.5, solver="svd").fit(x, y)
        return model.predict(x), model.coef_

    (pred_np, coef_np), (pred, coef) = _run(backend, fit, X, Y_REG, monkeypatch=monkeypatch)
    # Closed form on centred data: (Xc'Xc + alpha I)^-1 Xc'yc.
    xc = X.astype(np.float64) - X.mean(axis=0)
    yc = Y_REG.astype(np.float64) - Y_REG.mean()
    closed = np.linalg.solve(xc.T @ xc + 0.5 * np.eye(5), xc.T @ yc)
    np.testing.assert_allclose(coef_np, closed, rtol=1e-4)
    _check(backend, coef_np, coef, rtol=1e-4, atol=1e-3)
    _check(backend, pred_np, pred, rtol=1e-4, atol=1e-3)


def test_linear_discriminant_analysis(backend: Backend, monkeypatch: pytest.MonkeyPatch
                                      ) -> None:
    def fit(x: Any, y: Any) -> Any:
        model = LinearDiscriminantAnalysis().fit(x, y)
        return model.predict(x), model.predict_proba(x)

    (lab_np, proba_np), (lab, proba) = _run(backend, fit, X_CLASS, Y_CLASS,
                                               monkeypatch=monkeypatch)
    assert (lab_np == Y_CLASS).mean() > 0.9  # a sane fit on well separated classes
    np.testing.assert_allclose(proba_np.sum(axis=1), 1, rtol=1e-5)
    _check(backend, lab_np, lab, rtol=0, atol=0)
    _check(backend, proba_np, proba, atol=1e-3)


def test_r2_score(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    expected, got = _run(backend, r2_score, Y_REG, Y_PRED, monkeypatch=monkeypatch)
    y, p = Y_REG.astype(np.float64), Y_PRED.astype(np.float64)
    np.testing.assert_allclose(expected, 1 - ((y - p) ** 2).sum() / ((y - y.mean()) ** 2).sum(),
                               rtol=1e-5)
    _check(backend, expected, got, rtol=1e-5)


def test_accuracy_score(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    pred = Y_CLASS.copy()
    pred[:9] = (pred[:9] + 1) % 3
    expected, got = _run(backend, accuracy_score, Y_CLASS, pred, monkeypatch=monkeypatch)
    assert expected == pytest.approx(51 / 60)  # nine of sixty labels changed
    # scikit-learn averages in the backend's default float dtype (float32 on PyTorch/JAX).
    _check(backend, expected, got, rtol=1e-6, atol=0)


# --- SciPy ----------------------------------------------------------------------------------

def test_logsumexp(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    expected, got = _run(backend, lambda x: special.logsumexp(x, axis=0), X,
                         monkeypatch=monkeypatch)
    x = X.astype(np.float64)
    np.testing.assert_allclose(expected, np.log(np.exp(x).sum(axis=0)), rtol=1e-5)
    _check(backend, expected, got, rtol=1e-5)


def test_moment(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    expected, got = _run(backend, lambda x: stats.moment(x, order=3, axis=0), X,
                         monkeypatch=monkeypatch)
    x = X.astype(np.float64)
    np.testing.assert_allclose(expected, ((x - x.mean(axis=0)) ** 3).mean(axis=0),
                               rtol=1e-4, atol=1e-5)
    _check(backend, expected, got, atol=1e-4)


def test_fftconvolve(backend: Backend, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = X[:, 0].copy(), X[:7, 1].copy()
    expected, got = _run(backend, signal.fftconvolve, a, b, monkeypatch=monkeypatch)
    np.testing.assert_allclose(expected, np.convolve(a.astype(np.float64), b), atol=1e-4)
    _check(backend, expected, got, atol=1e-4)

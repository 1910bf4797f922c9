"""CuPy arrays through agnostic code: ``get_namespace`` hands them to their own Array API
namespace (array-api-compat's, or CuPy's ``__array_namespace__``), and every result stays a
CuPy array on the GPU its inputs live on, with NumPy's values.

Skipped where CuPy is not installed or sees no GPU (CI); the GPU run (``.ci/gpu_run.py``)
runs it.  With several GPUs the inputs live on the last one, not the current device.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import xpagnostic

cupy = pytest.importorskip("cupy")


def _gpu() -> int:
    try:
        count = int(cupy.cuda.runtime.getDeviceCount())
    except Exception:  # no driver: CUDARuntimeError
        count = 0
    if count == 0:
        pytest.skip("CuPy sees no GPU")
    return count - 1


def softmax(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    e = xp.exp(x - xp.max(x, axis=-1, keepdims=True))
    return e / xp.sum(e, axis=-1, keepdims=True)


def least_squares_step(w: Any, x: Any, y: Any) -> tuple[Any, Any]:
    xp = xpagnostic.get_namespace(w, x, y)
    residual = xp.matmul(x, w) - y
    grad = 2.0 * xp.matmul(xp.matrix_transpose(x), residual) / x.shape[0]
    return w - 0.1 * grad, xp.mean(residual**2)


def test_cupy_arrays_stay_on_their_gpu() -> None:
    gpu = _gpu()
    rng = np.random.default_rng(0)
    x_np = rng.standard_normal((64, 8)).astype(np.float32)
    y_np = rng.standard_normal((64, 1)).astype(np.float32)
    w_np = np.zeros((8, 1), dtype=np.float32)
    with cupy.cuda.Device(gpu):
        x, y, w = cupy.asarray(x_np), cupy.asarray(y_np), cupy.asarray(w_np)
    xp = xpagnostic.get_namespace(x)
    assert xpagnostic.backend_of(x) is None  # not a backend of the table: its own namespace
    assert "cupy" in xp.__name__, xp.__name__

    results = {"softmax": softmax(x), "vector_norm": xp.linalg.vector_norm(x, axis=0),
               "fft": xp.fft.rfft(x, axis=0), "sort": xp.sort(x, axis=0)}
    w1, loss = least_squares_step(w, x, y)
    results.update(step_w=w1, step_loss=loss)
    for name, out in results.items():
        assert isinstance(out, cupy.ndarray), (name, type(out))
        assert out.device.id == gpu, (name, out.device)

    np.testing.assert_allclose(cupy.asnumpy(results["softmax"]).sum(axis=-1), 1.0, rtol=1e-5)
    np.testing.assert_allclose(cupy.asnumpy(results["vector_norm"]),
                               np.linalg.norm(x_np, axis=0), rtol=1e-5)
    np.testing.assert_allclose(cupy.asnumpy(results["fft"]), np.fft.rfft(x_np, axis=0),
                               rtol=1e-4, atol=1e-4)
    np.testing.assert_array_equal(cupy.asnumpy(results["sort"]), np.sort(x_np, axis=0))
    grad = 2.0 * x_np.T @ (x_np @ w_np - y_np) / 64
    np.testing.assert_allclose(cupy.asnumpy(w1), w_np - 0.1 * grad, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(float(cupy.asnumpy(loss)), np.mean(y_np**2), rtol=1e-5)

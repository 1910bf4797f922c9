"""The tests' arrays are where the run says: the framework's default device, or the device
named by ``XPAGNOSTIC_TEST_DEVICE`` (``harness.py``), and the namespaces' results stay there.

In a plain run these check the default device; ``xpagnostic-tests/project/test_run_devices.py``
runs them in a subprocess on a simulated second host device, and a GPU run on ``cuda:0``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from harness import Backend, check_against_strict, host_sync_checked, run_device, to_numpy

from conformance.device import on_device


def _expected(backend: Backend) -> Any:
    run = run_device(backend.name)
    if run is not None:
        return run.device
    return backend.xp.__array_namespace_info__().default_device()


def _on(backend: Backend, x: Any, device: Any) -> bool:
    return on_device(backend.name, x, device)


def test_harness_arrays_and_results_are_on_the_run_device(backend: Backend) -> None:
    device = _expected(backend)
    x = backend.asarray(np.arange(6.0, dtype=np.float32).reshape(2, 3))
    assert _on(backend, x, device), (backend.name, getattr(x, "device", None), device)
    xp = backend.xp
    outputs = {"asarray of a list (default device)": xp.asarray([1.0, 2.0])}
    # No read back to the host in these (XPAGNOSTIC_TEST_SYNC_DEBUG=error checks it on CUDA).
    with host_sync_checked(backend.name):
        outputs.update({
            "add": xp.add(x, x),
            "sum": xp.sum(x, axis=0),
            "matmul": xp.matmul(x, xp.matrix_transpose(x)),
            "zeros (default device)": xp.zeros(3),
        })
    for name, out in outputs.items():
        assert _on(backend, out, device), (backend.name, name, getattr(out, "device", None))
    np.testing.assert_array_equal(to_numpy(xp.sum(x, axis=0)), [3.0, 5.0, 7.0])


def test_harness_comparisons_check_the_device(backend: Backend) -> None:
    # check_against_strict also asserts that every output is on the run's device.
    a = np.array([3.0, 5.0], dtype=np.float32)
    b = np.array([4.0, 12.0], dtype=np.float32)
    out = check_against_strict(backend, lambda xp, x, y: xp.hypot(x, y), a, b)
    assert _on(backend, out, _expected(backend))

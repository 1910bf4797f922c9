"""Cross-backend test harness.

One test body runs on every installed backend and is compared with
array-api-strict as the reference::

    from harness import check_against_strict

    def test_hypot(backend):
        a = np.array([3.0, 5.0])
        b = np.array([4.0, 12.0])
        check_against_strict(backend, lambda xp, x, y: xp.hypot(x, y), a, b)

``backend`` is a pytest fixture (see ``conftest.py``) parametrised over every
backend whose framework and xpagnostic namespace import here.  Inputs are NumPy
arrays; the harness converts them to each framework's native arrays and back.
The conversions to NumPy exist only in tests: the library never makes them.

**Arrays on a named device.**  ``XPAGNOSTIC_TEST_DEVICE=cuda:0 python -m pytest ...`` runs the
tests with their arrays on that device: ``Backend.asarray`` (and the autodiff fixtures) put
every input there, the device is each framework's default for the run (so arrays a test makes
itself land there too), and :func:`check_against_strict` also checks that every output is on
it.  The value is one device name for every backend (``cuda:0``, ``gpu``, ``/GPU:0``, ``cpu``,
``cpu:1`` for a simulated second host device) or per backend, ``torch=cuda:0,jax=gpu:0``.  A
backend without that device is skipped; when no installed backend has it the run stops at
once with exit status 77 (skipped), naming the devices that exist.  See
``docs/gpu-verification.md``.

The device and backend logic is the public ``xpagnostic.testing``'s (the plugin users
activate): :func:`~xpagnostic.testing.device_requests`,
:func:`~xpagnostic.testing.installed_backends`, :func:`~xpagnostic.testing.use_device` and
the conversions :func:`~xpagnostic.testing.to_numpy` and
:func:`~xpagnostic.testing.dtype_name`.
"""

from __future__ import annotations

import contextlib
import importlib
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

import numpy as np

from xpagnostic._backends import BACKENDS
from xpagnostic.testing import (
    RunDevice,
    device_requests,
    dtype_name,
    installed_backends,
    no_host_sync,
    on_device,
    to_device,
    to_numpy,
)

__all__ = ["BACKEND_NAMES", "DEVICE_ENV", "MISSING_DEVICES", "SYNC_DEBUG_ENV", "TEST_DEVICES",
           "Backend", "assert_on_test_device", "assert_same", "check_against_strict",
           "dtype_name", "host_sync_checked", "installed_backends", "make_backend",
           "native_dtype_names", "place", "requested_devices", "run_device",
           "skip_without_device", "to_numpy"]

#: Every backend of the table; each test runs on those installed here.
BACKEND_NAMES = tuple(BACKENDS)

#: The variable naming the device the tests put their arrays on (see the module's docstring).
DEVICE_ENV = "XPAGNOSTIC_TEST_DEVICE"
#: With a CUDA device: ``error`` (or ``warn``) makes a read of a device value back to the host
#: inside :func:`host_sync_checked` raise (warn): ``torch.cuda.set_sync_debug_mode``.
SYNC_DEBUG_ENV = "XPAGNOSTIC_TEST_SYNC_DEBUG"

#: Backend -> the device its arrays are put on in this run (filled by the conftest).
TEST_DEVICES: dict[str, RunDevice] = {}
#: Backend -> why it has no such device (its tests are skipped).
MISSING_DEVICES: dict[str, str] = {}


def requested_devices(backends: Sequence[str]) -> dict[str, str]:
    """Backend -> device name asked for by ``XPAGNOSTIC_TEST_DEVICE`` (empty: none asked)."""
    return device_requests(os.environ.get(DEVICE_ENV, ""), backends, source=DEVICE_ENV)


def run_device(backend: str) -> RunDevice | None:
    """The device of this run for ``backend`` (None: the framework's default)."""
    return TEST_DEVICES.get(backend)


def skip_without_device(backend: str) -> None:
    """Skip the calling test when this run's device does not exist for ``backend``."""
    if backend in MISSING_DEVICES:
        import pytest

        pytest.skip(MISSING_DEVICES[backend])


def place(backend: str, x: Any) -> Any:
    """``x`` (a native array of ``backend``) on this run's device for it, if one is set."""
    run = TEST_DEVICES.get(backend)
    return x if run is None else to_device(backend, x, run.device)


def assert_on_test_device(backend: str, x: Any, where: str = "") -> None:
    """With a test device: ``x`` lives on it (outputs stay on their inputs' device)."""
    run = TEST_DEVICES.get(backend)
    if run is not None and hasattr(x, "shape") and type(x).__module__.split(".")[0] != "numpy":
        assert on_device(backend, x, run.device), (
            f"{where}output on {getattr(x, 'device', '?')}, not on the test device "
            f"{run.device}")


@contextlib.contextmanager
def host_sync_checked(backend: str) -> Iterator[None]:
    """Inside, with ``XPAGNOSTIC_TEST_SYNC_DEBUG=error`` and a CUDA test device, a read of a
    device value back to the host raises (``torch.cuda.set_sync_debug_mode``; JAX's transfer
    guard on a GPU).  Wrap the call under test, never the comparison that reads results."""
    run = TEST_DEVICES.get(backend)
    mode = os.environ.get(SYNC_DEBUG_ENV, "").strip()
    if run is None or not mode:
        yield
        return
    with no_host_sync(backend, run.device, mode):
        yield


@dataclass
class Backend:
    """A backend under test: its namespace and conversions for NumPy inputs."""

    name: str
    xp: ModuleType
    _dtypes: dict[str, Any] = field(default_factory=dict)

    @property
    def native(self) -> ModuleType:
        """The framework's array module (``numpy``, ``torch``, ``jax.numpy``, ``tensorflow``,
        ``dask.array``)."""
        return BACKENDS[self.name].array_module()

    def dtypes(self) -> dict[str, Any]:
        """Dtype name -> dtype, as the backend's ``__array_namespace_info__`` reports."""
        if not self._dtypes:
            self._dtypes = dict(self.xp.__array_namespace_info__().dtypes())
        return self._dtypes

    def supports(self, dtype_name: str) -> bool:
        return dtype_name in self.dtypes()

    def default_dtype_like(self, name: str) -> str:
        """This backend's default dtype of the kind of dtype ``name``."""
        kind = ("complex floating" if name.startswith("complex") else "real floating"
                if name.startswith("float") else "integral")
        default = self.xp.__array_namespace_info__().default_dtypes()[kind]
        return dtype_name(self.xp.zeros(1, dtype=default))

    def asarray(self, a: Any) -> Any:
        """A native array of this backend holding the values (and dtype) of ``a``."""
        return place(self.name, BACKENDS[self.name].from_numpy(np.asarray(a)))

    def to_numpy(self, x: Any) -> np.ndarray[Any, Any]:
        return to_numpy(x)


def make_backend(name: str) -> Backend:
    return Backend(name, importlib.import_module(BACKENDS[name].namespace))


def _as_tuple(result: Any) -> tuple[Any, ...]:
    if isinstance(result, tuple):
        return result
    if hasattr(result, "_fields"):  # named tuples from unique_* and friends
        return tuple(result)
    return (result,)


def assert_same(actual: Any, expected: Any, *, rtol: float = 1e-6, atol: float = 0.0,
                check_dtype: bool = True, where: str = "") -> None:
    """Compare one backend result with one reference result: dtype, shape, values."""
    a, e = to_numpy(actual), to_numpy(expected)
    if check_dtype and not isinstance(expected, (bool, int, float, complex)):
        assert dtype_name(actual) == dtype_name(expected), (
            f"{where}dtype {dtype_name(actual)} != reference {dtype_name(expected)}"
        )
    assert a.shape == e.shape, f"{where}shape {a.shape} != reference {e.shape}"
    if e.dtype.kind in "fc":
        np.testing.assert_allclose(a, e, rtol=rtol, atol=atol, equal_nan=True,
                                   err_msg=where)
    else:
        np.testing.assert_array_equal(a, e, err_msg=where)


def check_against_strict(
    backend: Backend,
    fn: Callable[..., Any],
    *inputs: Any,
    rtol: float = 1e-6,
    atol: float = 0.0,
    check_dtype: bool = True,
    kwargs: dict[str, Any] | None = None,
) -> Any:
    """Run ``fn(xp, *inputs)`` on ``backend`` and on array-api-strict; compare.

    ``inputs`` are NumPy arrays (converted for each side) or other values passed
    through unchanged.  Returns the backend's result.
    """
    import array_api_strict as xps

    kwargs = kwargs or {}
    native = [backend.asarray(a) if isinstance(a, np.ndarray) else a for a in inputs]
    strict = [xps.asarray(a) if isinstance(a, np.ndarray) else a for a in inputs]
    expected = fn(xps, *strict, **kwargs)
    actual = fn(backend.xp, *native, **kwargs)
    exp_t, act_t = _as_tuple(expected), _as_tuple(actual)
    assert len(act_t) == len(exp_t), f"{backend.name}: {len(act_t)} outputs, expected {len(exp_t)}"
    for i, (a, e) in enumerate(zip(act_t, exp_t)):
        where = f"[{backend.name} output {i}] "
        assert_on_test_device(backend.name, a, where)
        if check_dtype and hasattr(e, "dtype") and not backend.supports(dtype_name(e)):
            # The reference's dtype does not exist on this backend now (int64 on JAX
            # without x64, say): the backend's default dtype of that kind stands in.
            assert dtype_name(a) == backend.default_dtype_like(dtype_name(e)), (
                f"{where}dtype {dtype_name(a)}, reference {dtype_name(e)} (unsupported here)")
            assert_same(a, e, rtol=rtol, atol=atol, check_dtype=False, where=where)
            continue
        assert_same(a, e, rtol=rtol, atol=atol, check_dtype=check_dtype, where=where)
    return actual


def native_dtype_names(backend: Backend, names: Sequence[str]) -> list[str]:
    """The subset of ``names`` this backend supports right now."""
    return [n for n in names if backend.supports(n)]

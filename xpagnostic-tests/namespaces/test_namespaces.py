"""Each namespace is a complete 2025.12 namespace and keeps native arrays native."""

from __future__ import annotations

import numpy as np
import pytest
from harness import Backend, check_against_strict, dtype_name

STANDARD_DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                   "uint64", "float32", "float64", "complex64", "complex128"]


_STRICT_ONLY = {"ArrayAPIStrictFlags", "Device", "ModuleType", "get_array_api_strict_flags",
                "reset_array_api_strict_flags", "set_array_api_strict_flags"}

def test_has_every_standard_name(backend: Backend) -> None:
    import array_api_strict as xps

    xp = backend.xp
    names = [n for n in xps.__all__ if n not in _STRICT_ONLY and not n.startswith("_")]
    missing = [n for n in names if not hasattr(xp, n)]
    for ext in ("linalg", "fft"):
        ext_names = [n for n in getattr(xps, ext).__all__ if not n.startswith("_")]
        missing += [f"{ext}.{n}" for n in ext_names if not hasattr(getattr(xp, ext), n)]
        assert getattr(xp, ext).__name__ == f"xpagnostic.{backend.name}.{ext}"
    assert missing == []


def test_info_tells_the_truth(backend: Backend) -> None:
    xp = backend.xp
    info = xp.__array_namespace_info__()
    dtypes = info.dtypes()
    assert set(dtypes) <= set(STANDARD_DTYPES)
    for name, dt in dtypes.items():
        z = xp.zeros(2, dtype=dt)
        assert dtype_name(z) == name
    defaults = info.default_dtypes()
    assert set(defaults) >= {"real floating", "complex floating", "integral", "indexing"}
    assert dtype_name(xp.asarray(1.0)) == dtype_name(xp.zeros(1, dtype=defaults["real floating"]))
    caps = info.capabilities()
    assert isinstance(caps["boolean indexing"], bool)
    assert isinstance(caps["data-dependent shapes"], bool)
    assert info.default_device() in info.devices()


def test_native_in_native_out(backend: Backend) -> None:
    x = backend.asarray(np.arange(6.0).reshape(2, 3))
    xp = backend.xp
    for out in (xp.sum(x, axis=0), xp.sqrt(x), xp.matmul(x, xp.matrix_transpose(x)),
                xp.linalg.vector_norm(x), xp.fft.fft(x)):
        assert type(out).__module__.split(".")[0] == type(x).__module__.split(".")[0], type(out)


def test_outputs_stay_on_input_device(backend: Backend) -> None:
    xp = backend.xp
    x = backend.asarray(np.arange(4.0))
    dev = xp.__array_namespace_info__().default_device()
    for out in (xp.asarray(x), xp.exp(x), xp.zeros_like(x), xp.ones(3, device=dev),
                xp.cumulative_sum(x)):
        assert str(xp.__array_namespace_info__().default_device()) == str(dev)
        assert str(_device(backend, out)) == str(_device(backend, x))


def _device(backend: Backend, x: object) -> object:
    """The device of ``x`` as its backend's row reads it (an MLX array has no ``.device``:
    it lives where its operations run)."""
    from xpagnostic._backends import BACKENDS

    return BACKENDS[backend.name].device_of(x)


def test_zero_copy_views(backend: Backend) -> None:
    xp = backend.xp
    from xpagnostic._backends import BACKENDS

    if not BACKENDS[backend.name].mutable:
        pytest.skip("no views: a write leaves the arrays made from it unchanged")
    x = backend.asarray(np.arange(6.0))
    y = xp.reshape(x, (2, 3))
    z = xp.asarray(x)
    x[0] = 42.0
    assert float(y[0, 0]) == 42.0
    assert float(z[0]) == 42.0
    w = xp.asarray(x, copy=True)
    x[1] = -1.0
    assert float(w[1]) == 1.0


@pytest.mark.parametrize("dt1,dt2", [("int8", "int16"), ("uint8", "int8"), ("float32", "float64"),
                                     ("uint8", "uint16"), ("int32", "int64"),
                                     ("complex64", "float64")])
def test_binary_promotion(backend: Backend, dt1: str, dt2: str) -> None:
    if not (backend.supports(dt1) and backend.supports(dt2)):
        pytest.skip(f"{backend.name} does not support {dt1} and {dt2} right now")
    a = np.array([1, 2, 3]).astype(dt1)
    b = np.array([3, 2, 1]).astype(dt2)
    names = ["add", "multiply", "subtract", "equal"]
    if "complex" not in dt1 + dt2:
        names += ["maximum", "less"]
    for name in names:
        check_against_strict(backend, lambda xp, x, y, n=name: getattr(xp, n)(x, y), a, b)


def test_norm_example(backend: Backend) -> None:
    import xpagnostic

    def norm(x):  # type: ignore[no-untyped-def]
        xp = xpagnostic.get_namespace(x)
        return xp.sqrt(xp.sum(xp.square(x)))

    out = norm(backend.asarray(np.array([3.0, 4.0])))
    assert float(out) == 5.0


def test_autodiff_attribute_exists(backend: Backend) -> None:
    assert hasattr(backend.xp, "autodiff")


def test_dtype_objects_are_the_framework_dtypes(backend: Backend) -> None:
    x = backend.asarray(np.zeros(2, dtype=np.float32))
    assert x.dtype == backend.xp.float32
    assert backend.xp.isdtype(backend.xp.float32, "real floating")
    assert not backend.xp.isdtype(backend.xp.int32, "real floating")

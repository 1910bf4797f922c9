"""``assert_close`` and ``assert_equal`` of ``xpagnostic.testing`` on every backend: they pass
on matching arrays without reading them to the host, and fail on a wrong value, dtype, shape,
namespace or device, with NumPy's report and the first mismatching elements."""

from __future__ import annotations

import array_api_strict as xps
import numpy as np
import pytest
from harness import Backend

from xpagnostic.testing import _assertions, assert_close, assert_equal, dtype_name


def test_matching_arrays_pass_without_a_host_copy(backend: Backend,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    a = backend.asarray(np.array([[1.0, 2.0], [3.0, np.nan]], dtype=np.float32))
    b = backend.asarray(np.array([[1.0, 2.0 + 1e-6], [3.0, np.nan]], dtype=np.float32))
    ints = backend.asarray(np.array([1, 2, 3], dtype=np.int32))

    def no_host_copy(x: object) -> np.ndarray:
        raise AssertionError("the happy path read an array to the host")

    monkeypatch.setattr(_assertions, "to_numpy", no_host_copy)
    assert_close(a, b)
    assert_equal(ints, backend.asarray(np.array([1, 2, 3], dtype=np.int32)))
    assert_close((a, {"k": ints}), (b, {"k": ints}))


def test_a_wrong_value_fails_naming_the_first_mismatches(backend: Backend) -> None:
    a = backend.asarray(np.arange(8, dtype=np.float32))
    wrong = np.arange(8, dtype=np.float32)
    wrong[[2, 5]] = [20.0, 50.0]
    with pytest.raises(AssertionError) as info:
        assert_close(a, backend.asarray(wrong), err_msg="softmax")
    text = str(info.value)
    assert "Mismatched elements: 2 / 8" in text
    assert "at (2,): actual np.float32(2.0), desired np.float32(20.0)" in text
    assert "at (5,)" in text and "softmax" in text
    with pytest.raises(AssertionError, match="Mismatched elements: 1 / 3"):
        assert_equal(backend.asarray(np.array([1, 2, 3])), backend.asarray(np.array([1, 2, 4])))


def test_default_tolerance_follows_the_dtype(backend: Backend) -> None:
    one = np.ones(3, dtype=np.float32)
    assert_close(backend.asarray(one), backend.asarray(one * (1 + 5e-6)))
    with pytest.raises(AssertionError):
        assert_close(backend.asarray(one), backend.asarray(one * (1 + 5e-4)))
    assert_close(backend.asarray(one), backend.asarray(one * (1 + 5e-4)), rtol=1e-3)
    with pytest.raises(AssertionError):  # equal_nan=False
        nan = backend.asarray(np.array([np.nan], dtype=np.float32))
        assert_close(nan, nan, equal_nan=False)


def test_a_wrong_dtype_or_shape_fails(backend: Backend) -> None:
    a = backend.asarray(np.array([1.0, 2.0], dtype=np.float32))
    other = backend.asarray(np.array([1, 2], dtype=np.int32))
    with pytest.raises(AssertionError, match="dtype float32 != desired int32"):
        assert_close(a, other)
    assert_close(a, other, check_dtype=False)
    column = backend.asarray(np.array([[1.0], [2.0]], dtype=np.float32))
    with pytest.raises(AssertionError, match=r"shape \(2,\) != desired \(2, 1\)"):
        assert_close(a, column)


def test_a_wrong_namespace_fails(backend: Backend) -> None:
    a = backend.asarray(np.array([1.0, 2.0], dtype=np.float32))
    strict = xps.asarray(np.array([1.0, 2.0], dtype=np.float32))
    with pytest.raises(AssertionError,
                       match=f"actual is a {backend.name} array, desired a array_api_strict"):
        assert_close(a, strict)
    assert_close(a, strict, check_namespace=False)
    assert dtype_name(a) == "float32"


def test_python_values_are_read_into_the_namespace(backend: Backend) -> None:
    a = backend.asarray(np.array([0.5, 2.0], dtype=np.float32))
    assert_close(a, [0.5, 2.0])
    with pytest.raises(AssertionError):
        assert_close(a, [0.5, 2.5])


def test_a_wrong_device_fails() -> None:
    a = xps.asarray([1.0, 2.0])
    elsewhere = xps.asarray([1.0, 2.0], device=xps.Device("device1"))
    with pytest.raises(AssertionError, match=r"actual is on .*CPU_DEVICE.*desired on .*device1"):
        assert_close(a, elsewhere)
    torch = pytest.importorskip("torch")
    with pytest.raises(AssertionError, match="actual is on cpu, desired on meta"):
        assert_close(torch.ones(2), torch.ones(2, device="meta"))


def test_facade_tensors_compare_as_their_backend(backend: Backend) -> None:
    import xpagnostic

    a = xpagnostic.astensor(backend.asarray(np.array([1.0, 2.0], dtype=np.float32)))
    assert_close(a, a + 0.0)
    with pytest.raises(AssertionError, match=f"actual is a facade-{backend.name} array"):
        assert_close(a, a.raw)

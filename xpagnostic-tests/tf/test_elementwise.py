"""Element-wise functions on every backend against array-api-strict (hypothesis inputs).

Run through the harness on every installed backend; TensorFlow, whose kernels lack
many dtypes, is the backend these tests were first aimed at.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from harness import Backend, check_against_strict
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

#: Many parametrised cases: fewer examples each keeps the module quick.
_few = settings(max_examples=5, suppress_health_check=[HealthCheck.function_scoped_fixture])

FLOATS = ("float32", "float64")
SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
INTS = SIGNED + UNSIGNED


def _normal_floats(ftype: Any, lo: float, hi: float) -> st.SearchStrategy[float]:
    """Floats of type ``ftype`` in [lo, hi] without subnormals: TensorFlow's CPU
    kernels flush subnormals to zero (see docs/tensorflow.md)."""
    tiny = float(np.finfo(ftype).tiny)

    def norm(v: float) -> float:
        r = float(ftype(v))
        return r if r == 0 or abs(r) >= tiny else 0.0

    return st.floats(lo, hi).map(norm)


def _elements(dtype: str, lo: float = -50, hi: float = 50) -> st.SearchStrategy[Any]:
    dt = np.dtype(dtype)
    if dt.kind == "f":
        return _normal_floats(dt.type, lo, hi)
    if dt.kind == "c":
        part = _normal_floats(np.dtype(f"float{dt.itemsize * 4}").type, lo, hi)
        return st.builds(complex, part, part)
    if dt.kind == "b":
        return st.booleans()
    info = np.iinfo(dt)
    return st.integers(int(info.min), int(info.max))


def arrays(dtype: str, shape: Any = None, **kw: Any) -> st.SearchStrategy[np.ndarray]:
    shape = shape if shape is not None else hnp.array_shapes(min_dims=0, max_dims=3, max_side=4)
    return hnp.arrays(np.dtype(dtype), shape, elements=_elements(dtype, **kw))


def _pair(dtype: str, **kw: Any) -> st.SearchStrategy[tuple[np.ndarray, np.ndarray]]:
    """Two arrays of ``dtype`` with broadcast-compatible shapes."""
    shapes = hnp.mutually_broadcastable_shapes(num_shapes=2, min_dims=0, max_dims=3, max_side=4)
    return shapes.flatmap(
        lambda s: st.tuples(
            arrays(dtype, s.input_shapes[0], **kw), arrays(dtype, s.input_shapes[1], **kw)
        )
    )


def _skip_unsupported(backend: Backend, dtype: str) -> None:
    if not backend.supports(dtype):
        pytest.skip(f"{backend.name} does not support {dtype} here")


def _trim(backend: Backend, dtype: str) -> None:
    """Every integer dtype on TensorFlow (missing kernels); a sample elsewhere."""
    if backend.name != "tensorflow" and dtype not in ("int8", "uint16", "int64", "uint64"):
        pytest.skip("integer dtype sample: all integer dtypes run on tensorflow only")


def _tol(dtype: str) -> dict[str, float]:
    return {"rtol": 2e-5, "atol": 1e-6} if dtype in ("float32", "complex64") else {
        "rtol": 1e-12, "atol": 1e-14}


UNARY_FLOAT = {
    "sin": (-20, 20), "cos": (-20, 20), "tan": (-1.4, 1.4), "sinh": (-10, 10),
    "cosh": (-10, 10), "tanh": (-10, 10), "exp": (-30, 30), "expm1": (-30, 30),
    "asin": (-1, 1), "acos": (-1, 1), "atan": (-50, 50), "asinh": (-50, 50),
    "acosh": (1, 50), "atanh": (-0.99, 0.99), "log": (0.01, 50), "log1p": (-0.99, 50),
    "log2": (0.01, 50), "log10": (0.01, 50), "sqrt": (0, 50), "square": (-50, 50),
    "abs": (-50, 50), "negative": (-50, 50), "positive": (-50, 50), "sign": (-50, 50),
    "floor": (-50, 50), "ceil": (-50, 50), "trunc": (-50, 50), "round": (-50, 50),
    "reciprocal": (0.5, 50), "signbit": (-50, 50), "isfinite": (-50, 50),
    "isnan": (-50, 50), "isinf": (-50, 50),
}


@pytest.mark.parametrize("name", sorted(UNARY_FLOAT))
@pytest.mark.parametrize("dtype", FLOATS)
@given(data=st.data())
@_few
def test_unary_float(backend: Backend, name: str, dtype: str, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    lo, hi = UNARY_FLOAT[name]
    x = data.draw(arrays(dtype, lo=lo, hi=hi), label="x")
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a), x, **_tol(dtype))


UNARY_COMPLEX = ("exp", "expm1", "log", "log1p", "log2", "log10", "sqrt", "sin", "cos", "tan",
                 "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh",
                 "abs", "negative", "positive", "square", "sign", "real", "imag", "conj",
                 "isfinite", "isinf", "isnan", "round", "reciprocal")


@pytest.mark.parametrize("name", UNARY_COMPLEX)
@pytest.mark.parametrize("dtype", ("complex64", "complex128"))
@given(data=st.data())
@_few
def test_unary_complex(backend: Backend, name: str, dtype: str, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    x = data.draw(arrays(dtype, lo=-5, hi=5), label="x")
    tol = _tol(dtype)
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a), x,
                         rtol=tol["rtol"] * 10, atol=tol["atol"] * 10)


UNARY_INT = ("abs", "negative", "positive", "sign", "square", "floor", "ceil", "trunc",
             "round", "bitwise_invert", "isfinite", "isnan", "isinf", "signbit")


@pytest.mark.parametrize("name", UNARY_INT)
@pytest.mark.parametrize("dtype", INTS)
@given(data=st.data())
@_few
def test_unary_int(backend: Backend, name: str, dtype: str, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    _trim(backend, dtype)
    if name == "signbit":
        pytest.skip("signbit is defined for real floating-point input only")
    x = data.draw(arrays(dtype), label="x")
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a), x)


BINARY_FLOAT = {
    "add": {}, "subtract": {}, "multiply": {}, "divide": {"nonzero": True},
    "floor_divide": {"nonzero": True}, "remainder": {"nonzero": True}, "atan2": {},
    "hypot": {}, "logaddexp": {}, "maximum": {}, "minimum": {}, "copysign": {},
    "nextafter": {}, "equal": {}, "not_equal": {}, "less": {}, "less_equal": {},
    "greater": {}, "greater_equal": {}, "pow": {"positive_base": True},
}


@pytest.mark.parametrize("name", sorted(BINARY_FLOAT))
@pytest.mark.parametrize("dtype", FLOATS)
@given(data=st.data())
@_few
def test_binary_float(backend: Backend, name: str, dtype: str, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    opts = BINARY_FLOAT[name]
    a, b = data.draw(_pair(dtype, lo=-20, hi=20), label="x1, x2")
    a, b = np.asarray(a, dtype), np.asarray(b, dtype)
    if opts.get("nonzero"):
        b = np.where(np.abs(b) < 0.5, np.asarray(1.5, dtype), b).astype(dtype)
    if opts.get("positive_base"):
        a = (np.abs(a) + np.asarray(0.5, dtype)).astype(dtype)
        b = np.clip(b, -5, 5).astype(dtype)
    if name in ("floor_divide", "remainder"):
        # Quotients within an ulp of an integer round differently between
        # libraries (floor(x1 / x2) vs fmod-based); keep away from those.
        q = a.astype(np.float64) / b.astype(np.float64)
        near = np.abs(q - np.round(q)) < 1e-3
        a = np.where(near, a + np.asarray(0.25, dtype), a).astype(dtype)
    tol = _tol(dtype)
    if name == "remainder":
        tol = {"rtol": tol["rtol"], "atol": 1e-4 if dtype == "float32" else 1e-12}
    a, b = np.asarray(a, dtype), np.asarray(b, dtype)
    check_against_strict(backend, lambda xp, x, y: getattr(xp, name)(x, y), a, b, **tol)


BINARY_INT = ("add", "subtract", "multiply", "floor_divide", "remainder", "maximum",
              "minimum", "equal", "not_equal", "less", "less_equal", "greater",
              "greater_equal", "bitwise_and", "bitwise_or", "bitwise_xor",
              "bitwise_left_shift", "bitwise_right_shift", "pow")


@pytest.mark.parametrize("name", BINARY_INT)
@pytest.mark.parametrize("dtype", INTS)
@given(data=st.data())
@_few
def test_binary_int(backend: Backend, name: str, dtype: str, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    _trim(backend, dtype)
    a, b = data.draw(_pair(dtype), label="x1, x2")
    bits = np.iinfo(np.dtype(dtype)).bits
    if name in ("floor_divide", "remainder"):
        b = np.where(b == 0, np.asarray(1, dtype), b).astype(dtype)
        if dtype in SIGNED:  # INT_MIN // -1 overflows: undefined in C, skip it
            b = np.where(b == -1, np.asarray(1, dtype), b).astype(dtype)
    if name.startswith("bitwise_") and "shift" in name:
        b = (np.abs(b.astype(np.int64)) % bits).astype(dtype)
    if name == "pow":
        b = (np.abs(b.astype(np.int64)) % 6).astype(dtype)
    a, b = np.asarray(a, dtype), np.asarray(b, dtype)
    check_against_strict(backend, lambda xp, x, y: getattr(xp, name)(x, y), a, b)


@pytest.mark.parametrize("name", ("logical_and", "logical_or", "logical_xor", "bitwise_and",
                                  "bitwise_or", "bitwise_xor", "equal", "not_equal"))
@given(data=st.data())
@_few
def test_binary_bool(backend: Backend, name: str, data: st.DataObject) -> None:
    a, b = data.draw(_pair("bool"), label="x1, x2")
    check_against_strict(backend, lambda xp, x, y: getattr(xp, name)(x, y), a, b)


@given(x=arrays("bool"))
@_few
def test_logical_not_and_invert_bool(backend: Backend, x: np.ndarray) -> None:
    check_against_strict(backend, lambda xp, a: xp.logical_not(a), x)
    check_against_strict(backend, lambda xp, a: xp.bitwise_invert(a), x)


SCALAR_CASES: list[tuple[str, str, Any]] = [
    ("add", "int8", 3), ("subtract", "uint8", 200), ("multiply", "float32", 2.5),
    ("divide", "float64", 3), ("add", "complex64", 1j), ("pow", "float32", 2),
    ("maximum", "int16", -7), ("equal", "bool", True), ("bitwise_and", "uint16", 255),
    ("less", "float64", 0.5), ("remainder", "int32", 7), ("floor_divide", "float32", 2.0),
    ("copysign", "float64", -1.0), ("atan2", "float32", 1.0), ("add", "float32", 1j),
]


@pytest.mark.parametrize(("name", "dtype", "scalar"), SCALAR_CASES)
@pytest.mark.parametrize("scalar_first", [False, True])
@given(data=st.data())
@_few
def test_python_scalars(backend: Backend, name: str, dtype: str, scalar: Any,
                        scalar_first: bool, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    x = data.draw(arrays(dtype, lo=1, hi=20) if dtype not in INTS + ("bool",) else
                  arrays(dtype), label="x")
    if name in ("remainder", "floor_divide") and scalar_first:
        x = np.where(x == 0, np.asarray(1, dtype), x).astype(dtype)

    def fn(xp: Any, a: Any) -> Any:
        f: Callable[[Any, Any], Any] = getattr(xp, name)
        return f(scalar, a) if scalar_first else f(a, scalar)

    check_against_strict(backend, fn, x, **_tol(dtype))


@given(data=st.data())
@_few
@pytest.mark.parametrize("dtype", FLOATS + ("int16", "uint8", "int64"))
def test_clip(backend: Backend, dtype: str, data: st.DataObject) -> None:
    _skip_unsupported(backend, dtype)
    x = data.draw(arrays(dtype), label="x")
    lo, hi = data.draw(st.tuples(_elements(dtype, -20, 20), _elements(dtype, -20, 20)))
    lo, hi = min(lo, hi), max(lo, hi)
    check_against_strict(backend, lambda xp, a: xp.clip(a, lo, hi), x)
    check_against_strict(backend, lambda xp, a: xp.clip(a, max=hi), x)
    lo_arr = np.asarray(lo, dtype)
    check_against_strict(backend, lambda xp, a, m: xp.clip(a, min=m), x, lo_arr)


@pytest.mark.xfail(strict=True, reason=(
    "TensorFlow's floordiv floors the rounded quotient: 4 / 0.8 rounds to 5.0, so "
    "floor_divide gives 5 where Python, NumPy, PyTorch and JAX floor the exact quotient "
    "(3.99...) to 4; the exact route (fmod, then NumPy's correction) costs about 28x the "
    "native call on small arrays"))
@pytest.mark.parametrize("dtype", FLOATS)
def test_float_floor_divide_floors_the_exact_quotient(dtype: str) -> None:
    import tensorflow as tf

    import xpagnostic.tensorflow as xt

    a = np.array([4.0, -4.0, 1.0, 7.0], dtype)
    b = np.array([0.8, 0.8, 0.1, 0.7], dtype)
    expected = np.floor_divide(a, b)  # 4, -6, 9, 9: Python's 4 // 0.8 == 4.0
    got = xt.floor_divide(tf.constant(a), tf.constant(b)).numpy()
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("dtype", ("complex64", "complex128"))
def test_complex_sqrt_near_zero(backend: Backend, dtype: str) -> None:
    """Square roots of normal numbers close to the smallest: TensorFlow's kernel halves
    ``|z|`` into a subnormal, which its CPU flushes to zero (``sqrt(1.2e-38j)`` was
    ``0 + inf j``).  Compared with NumPy, signs of zeros included."""
    _skip_unsupported(backend, dtype)
    tiny = float(np.finfo(np.zeros((), dtype).real.dtype).tiny)
    parts = [0.0, -0.0, tiny, -tiny, 3 * tiny, 1e6 * tiny, 2.0**-101, 1.0, -4.0]
    z = np.array([complex(a, b) for a in parts for b in parts], dtype)
    got = backend.to_numpy(backend.xp.sqrt(backend.asarray(z)))
    expected = np.sqrt(z)
    np.testing.assert_allclose(got, expected, rtol=1e-6, atol=0)
    assert (np.signbit(got.imag) == np.signbit(expected.imag)).all()
    assert (np.signbit(got.real) == np.signbit(expected.real)).all()

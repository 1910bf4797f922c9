"""xpagnostic.tensorflow unique_* and isin against array-api-strict and NumPy: every
dtype, NaNs distinct, signed zeros merged, named tuples, data-dependent shapes in
tf.function, isin promotion, Python scalars, XLA, errors."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")

from tf.modes import MODES, npv, run  # noqa: E402

ALL = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "float32", "float64", "complex64", "complex128")
NAN = float("nan")
UNIQUE = ("unique_all", "unique_counts", "unique_inverse", "unique_values")
FIELDS = {"unique_all": ("values", "indices", "inverse_indices", "counts"),
          "unique_counts": ("values", "counts"), "unique_inverse": ("values", "inverse_indices")}


def _data(dtype: str, shape: tuple[int, ...], seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    if dtype.startswith(("int", "uint")):
        info = np.iinfo(dtype)
        return rng.choice(np.array([info.min, info.max, 0, 7], dtype=dtype), shape)
    real = "float32" if dtype in ("float32", "complex64") else "float64"
    pool = np.array([NAN, -np.inf, 1.5, -2.0, 1e-40, 3.0], dtype=real)
    a = rng.choice(pool, shape)
    if dtype.startswith("complex"):
        a = a + 1j * rng.choice(pool[[0, 2, 3]], shape)
    return a.astype(dtype)


def _compare_with_strict(name: str, a: np.ndarray, got: Any) -> None:
    import array_api_strict as xps

    exp = getattr(xps, name)(xps.asarray(a))
    if name == "unique_values":
        got, exp = (got,), (exp,)
    else:
        assert type(got).__name__ == type(exp).__name__ and got._fields == FIELDS[name]
    for g, e in zip(got, exp):
        e = np.asarray(e._array)
        assert npv(g).dtype == e.dtype
        np.testing.assert_array_equal(npv(g), e)


@pytest.mark.parametrize("dtype", ALL)
@pytest.mark.parametrize("shape", [(), (0,), (9,), (3, 4), (2, 2, 3)])
@pytest.mark.parametrize("name", UNIQUE)
def test_unique_against_strict(name: str, dtype: str, shape: tuple[int, ...]) -> None:
    a = _data(dtype, shape)
    _compare_with_strict(name, a, getattr(xp, name)(tf.constant(a)))


@settings(max_examples=30, deadline=None)
@given(a=hnp.arrays(st.sampled_from([np.dtype("int16"), np.dtype("float64")]),
                    hnp.array_shapes(min_dims=1, max_dims=3, max_side=6),
                    elements=st.integers(-3, 3)))
def test_unique_hypothesis(a: np.ndarray) -> None:
    for name in UNIQUE:
        _compare_with_strict(name, a, getattr(xp, name)(tf.constant(a)))


def test_nans_distinct_signed_zeros_merged() -> None:
    a = tf.constant([-0.0, NAN, 0.0, 1.0, NAN, -0.0], tf.float32)
    values, indices, inverse, counts = xp.unique_all(a)
    v = npv(values)
    np.testing.assert_array_equal(v[:2], [0.0, 1.0])
    assert np.signbit(v[0])  # the first occurring zero stands for both
    assert np.isnan(v[2:]).all() and len(v) == 4
    np.testing.assert_array_equal(npv(counts), [3, 1, 1, 1])
    np.testing.assert_array_equal(npv(indices), [0, 3, 1, 4])
    np.testing.assert_array_equal(npv(inverse), [0, 2, 0, 1, 3, 0])
    c = xp.unique_counts(tf.constant([complex(1, NAN), complex(1, NAN), 2j], tf.complex128))
    np.testing.assert_array_equal(npv(c.counts), [1, 1, 1])


@pytest.mark.parametrize("name", UNIQUE)
def test_unique_in_tf_function_unknown_length(name: str) -> None:
    a = np.array([[3, 1, 3], [2, 1, 5]], dtype="uint32")
    fn = tf.function(getattr(xp, name), input_signature=[tf.TensorSpec([None, None], tf.uint32)])
    _compare_with_strict(name, a, fn(tf.constant(a)))
    out = fn.get_concrete_function().structured_outputs
    first = out if name == "unique_values" else out[0]
    assert first.shape.as_list() == [None]


def test_unique_inverse_keeps_static_shape_and_variable() -> None:
    f = tf.function(lambda x: xp.unique_inverse(x).inverse_indices)
    cf = f.get_concrete_function(tf.TensorSpec([2, None, 3], tf.int8))
    assert cf.structured_outputs.shape.as_list() == [2, None, 3]
    v = tf.Variable([2.0, 1.0, 2.0])
    np.testing.assert_array_equal(npv(xp.unique_values(v)), [1.0, 2.0])


def test_unique_errors_and_device() -> None:
    # A Python list is an array-like (docs/errors.md); a string is no array.
    np.testing.assert_array_equal(xp.unique_values([2, 1, 2]).numpy(), [1, 2])
    with pytest.raises(TypeError, match=r"unique_values: x: expected a tf.Tensor"):
        xp.unique_values("ab")
    with tf.device("/CPU:0"):
        x = tf.constant([2, 1, 2])
    for part in xp.unique_all(x):
        assert tf.DeviceSpec.from_string(part.device).device_type == "CPU"


# --- isin --------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", ALL)
def test_isin_against_numpy(mode: str, dtype: str) -> None:
    a = _data(dtype, (3, 4), seed=1)
    b = _data(dtype, (5,), seed=2)
    for invert in (False, True):
        got = run(lambda x, y, invert=invert: xp.isin(x, y, invert=invert),
                  tf.constant(a), tf.constant(b), mode=mode)
        assert got.dtype == xp.bool and got.shape == a.shape
        np.testing.assert_array_equal(npv(got), np.isin(a, b, invert=invert))


def test_isin_values() -> None:
    x = tf.constant([NAN, -0.0, 0.0, 1e-40, 2.0], tf.float64)
    y = tf.constant([0.0, NAN, 2.0], tf.float64)
    np.testing.assert_array_equal(npv(xp.isin(x, y)), [False, True, True, False, True])
    # Empty second operand, empty first operand, 0-d operands.
    np.testing.assert_array_equal(npv(xp.isin(x, tf.zeros([0], tf.float64))), [False] * 5)
    assert xp.isin(tf.zeros([0, 2], tf.int32), tf.constant([1])).shape == (0, 2)
    assert npv(xp.isin(tf.constant(3), tf.constant([[1, 3]])))
    # Extreme integers: exact, no detour through floating point.
    big = tf.constant([2**64 - 1, 2**64 - 2, 0], tf.uint64)
    np.testing.assert_array_equal(npv(xp.isin(big, tf.constant([2**64 - 1], tf.uint64))),
                                  [True, False, False])


def test_isin_promotion_and_scalars() -> None:
    i8 = tf.constant([1, 2, 100], tf.int8)
    np.testing.assert_array_equal(npv(xp.isin(i8, tf.constant([300, 2], tf.int16))),
                                  [False, True, False])
    np.testing.assert_array_equal(npv(xp.isin(i8, tf.constant([2.0, 100.5]))),
                                  [False, True, False])
    out = xp.isin(2, i8)
    assert out.shape == () and bool(npv(out))
    np.testing.assert_array_equal(npv(xp.isin(i8, 100, invert=True)), [True, True, False])
    with pytest.raises(TypeError, match="isin: at least one argument must be an array"):
        xp.isin(1, 2)
    with pytest.raises(TypeError, match="isin"):
        xp.isin(np.array([1]), i8)


def test_isin_signature() -> None:
    import inspect

    params = list(inspect.signature(xp.isin).parameters.values())
    assert [p.kind for p in params] == [inspect.Parameter.POSITIONAL_ONLY] * 2 + [
        inspect.Parameter.KEYWORD_ONLY]
    assert params[2].name == "invert" and params[2].default is False

"""xpagnostic.tensorflow sort/argsort against NumPy and array-api-strict: every real
dtype and bool, stability in both directions, NaN and signed zeros, subnormals,
high rank, tf.function and XLA, errors."""

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

REAL = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
        "float32", "float64")
NAN = float("nan")


def _data(dtype: str, shape: tuple[int, ...], seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.integers(0, 2, shape).astype(bool)
    if dtype.startswith(("int", "uint")):
        info = np.iinfo(dtype)
        # Extremes and many repeats.
        pool = np.array([info.min, info.max, 0, 1, info.max - 1, info.min + 1], dtype=dtype)
        return rng.choice(pool, shape)
    pool = np.array([NAN, -NAN, -np.inf, np.inf, -0.0, 0.0, 1.5, -2.0, 1e-40, -1e-40,
                     np.finfo(dtype).max, -np.finfo(dtype).tiny], dtype=dtype)
    return rng.choice(pool, shape)


def _ref_argsort(a: np.ndarray, axis: int, descending: bool) -> np.ndarray:
    """Stable order; descending keeps equal elements in order of appearance (the
    standard, and array-api-strict's construction)."""
    if not descending:
        return np.argsort(a, axis=axis, kind="stable")
    flipped = np.flip(np.argsort(np.flip(a, axis=axis), axis=axis, kind="stable"), axis=axis)
    return a.shape[axis] - 1 - flipped


@pytest.mark.parametrize("dtype", REAL)
@pytest.mark.parametrize("shape", [(9,), (4, 6), (2, 0, 3), (3, 2, 5)])
def test_sort_argsort_against_numpy(dtype: str, shape: tuple[int, ...]) -> None:
    a = _data(dtype, shape)
    for axis in range(-len(shape), len(shape)):
        for descending in (False, True):
            for stable in (True, False):
                idx = xp.argsort(tf.constant(a), axis=axis, descending=descending,
                                 stable=stable)
                assert idx.dtype == xp.int64 and idx.shape == a.shape
                np.testing.assert_array_equal(npv(idx), _ref_argsort(a, axis, descending))
                out = xp.sort(tf.constant(a), axis=axis, descending=descending, stable=stable)
                exp = np.sort(a, axis=axis, kind="stable")
                if descending:
                    exp = np.flip(exp, axis=axis)
                assert out.dtype == getattr(xp, dtype)
                np.testing.assert_array_equal(npv(out), exp)
                if dtype.startswith("float"):  # the very values: signs of zeros, NaN bits
                    np.testing.assert_array_equal(
                        np.signbit(npv(out)), np.signbit(np.take_along_axis(
                            a, _ref_argsort(a, axis, descending), axis=axis)))


def test_nan_and_signed_zero_order_matches_strict() -> None:
    import array_api_strict as xps

    a = np.array([0.0, NAN, -1.0, -0.0, np.inf, NAN, 0.0, -np.inf], dtype="float64")
    for descending in (False, True):
        exp = xps.argsort(xps.asarray(a), descending=descending)
        got = xp.argsort(tf.constant(a), descending=descending)
        np.testing.assert_array_equal(npv(got), np.asarray(exp._array))
        exp_v = xps.sort(xps.asarray(a), descending=descending)
        np.testing.assert_array_equal(npv(xp.sort(tf.constant(a), descending=descending)),
                                      np.asarray(exp_v._array))


def test_subnormals_are_ordered_exactly() -> None:
    """TensorFlow's CPU comparisons treat subnormals as zero; the sort does not."""
    a = np.array([1e-40, 0.0, -1e-40, -0.0, 2e-40], dtype="float32")
    np.testing.assert_array_equal(npv(xp.argsort(tf.constant(a))),
                                  np.argsort(a, kind="stable"))


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_stable_with_many_ties(data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(["int8", "uint64", "float32", "float64"]))
    a = data.draw(hnp.arrays(dtype, hnp.array_shapes(min_dims=1, max_dims=3, max_side=40),
                             elements=st.integers(0, 3)))
    axis = data.draw(st.integers(-a.ndim, a.ndim - 1))
    descending = data.draw(st.booleans())
    np.testing.assert_array_equal(
        npv(xp.argsort(tf.constant(a), axis=axis, descending=descending)),
        _ref_argsort(a, axis, descending))


def test_large_axis_is_stable() -> None:
    a = np.random.default_rng(5).integers(0, 4, (2, 20000)).astype("float32")
    for descending in (False, True):
        np.testing.assert_array_equal(npv(xp.argsort(tf.constant(a), descending=descending)),
                                      _ref_argsort(a, -1, descending))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", ["uint64", "int8", "float32", "bool"])
def test_modes(mode: str, dtype: str) -> None:
    a = _data(dtype, (5, 7), seed=2)
    for axis in (0, 1):
        for descending in (False, True):
            idx = run(lambda x, axis=axis, descending=descending: xp.argsort(
                x, axis=axis, descending=descending), tf.constant(a), mode=mode)
            np.testing.assert_array_equal(npv(idx), _ref_argsort(a, axis, descending))
            out = run(lambda x, axis=axis, descending=descending: xp.sort(
                x, axis=axis, descending=descending), tf.constant(a), mode=mode)
            np.testing.assert_array_equal(npv(out), np.take_along_axis(
                a, _ref_argsort(a, axis, descending), axis=axis))


def test_static_shape_kept_in_graph() -> None:
    f = tf.function(lambda x: (xp.sort(x, axis=0), xp.argsort(x, axis=1)))
    outs = f.get_concrete_function(tf.TensorSpec([3, None, 4], tf.float32)).structured_outputs
    assert [o.shape.as_list() for o in outs] == [[3, None, 4], [3, None, 4]]


def test_high_rank_and_variable() -> None:
    a = np.arange(6, 0, -1, dtype="int16").reshape((1,) * 20 + (2,) + (1,) * 10 + (3,))
    x = tf.Variable(a)
    np.testing.assert_array_equal(npv(xp.sort(x, axis=20)), np.sort(a, axis=20))
    np.testing.assert_array_equal(npv(xp.argsort(x)), np.argsort(a, kind="stable"))


def test_errors() -> None:
    with pytest.raises(TypeError, match="sort: complex numbers have no order"):
        xp.sort(tf.constant([1j]))
    with pytest.raises(TypeError, match="argsort: complex numbers have no order"):
        xp.argsort(tf.constant([1j], tf.complex64))
    with pytest.raises(IndexError, match="argsort: axis 1 is out of bounds"):
        xp.argsort(tf.constant([1.0]), axis=1)
    with pytest.raises(ValueError, match=r"sort: axis -1 is out of bounds .* 0 dims"):
        xp.sort(tf.constant(1.0))
    with pytest.raises(TypeError, match=r"sort: x: expected a tf.Tensor"):
        xp.sort(np.array([1.0]))


def test_device() -> None:
    with tf.device("/CPU:0"):
        x = tf.constant([3.0, 1.0])
    for fn in (xp.sort, xp.argsort):
        out: Any = fn(x)
        assert tf.DeviceSpec.from_string(out.device).device_type == "CPU"

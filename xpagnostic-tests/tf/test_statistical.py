"""xpagnostic.tensorflow statistical functions against NumPy and array-api-strict:
accumulation dtypes, missing kernels, NaN propagation, empty reductions, correction,
include_initial, errors, tf.function and XLA, device placement."""

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

SIGNED = ("int8", "int16", "int32", "int64")
UNSIGNED = ("uint8", "uint16", "uint32", "uint64")
INTS = SIGNED + UNSIGNED
FLOATS = ("float32", "float64")
COMPLEX = ("complex64", "complex128")
NAN = float("nan")


def t(values: Any, dtype: str) -> Any:
    return tf.constant(np.asarray(values, dtype=dtype))


def _ints(dtype: str, shape: tuple[int, ...], seed: int = 0) -> np.ndarray:
    info = np.iinfo(dtype)
    rng = np.random.default_rng(seed)
    return rng.integers(info.min, info.max, shape, dtype=dtype, endpoint=True)


# --- sum / prod ------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ("bool", *INTS, *FLOATS, *COMPLEX))
def test_sum_prod_default_dtype(dtype: str) -> None:
    """Signed ints and bool accumulate in int64, unsigned in uint64, floats keep theirs."""
    expected = ("int64" if dtype == "bool" or dtype in SIGNED else
                "uint64" if dtype in UNSIGNED else dtype)
    a = np.array([[1, 0, 1], [1, 1, 1]], dtype=dtype)
    for fn, ref in ((xp.sum, np.sum), (xp.prod, np.prod)):
        out = fn(tf.constant(a), axis=1)
        assert out.dtype == getattr(xp, expected)
        np.testing.assert_array_equal(npv(out), ref(a.astype(expected), axis=1))


@pytest.mark.parametrize("dtype", INTS)
@pytest.mark.parametrize("mode", MODES)
def test_sum_prod_wrap_like_numpy(dtype: str, mode: str) -> None:
    """Full-range integers; the same dtype as the input asked for: wraps modulo 2**bits."""
    a = _ints(dtype, (3, 5))
    for fn, ref in ((xp.sum, np.sum), (xp.prod, np.prod)):
        out = run(lambda x, fn=fn: fn(x, axis=0, dtype=getattr(xp, dtype)), tf.constant(a),
                  mode=mode)
        assert out.dtype == getattr(xp, dtype)
        np.testing.assert_array_equal(npv(out), ref(a, axis=0, dtype=dtype))
        default = run(lambda x, fn=fn: fn(x), tf.constant(a), mode=mode)
        np.testing.assert_array_equal(npv(default), ref(a, dtype=npv(default).dtype))


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_sum_prod_axes_against_numpy(data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(["int16", "uint32", "float32", "float64", "complex128"]))
    a = data.draw(hnp.arrays(dtype, hnp.array_shapes(min_dims=0, max_dims=4, min_side=0,
                                                     max_side=3),
                             elements=st.integers(-3, 3).map(abs) if "uint" in dtype
                             else st.integers(-3, 3)))
    axis = data.draw(st.none() | st.integers(-a.ndim, a.ndim - 1) if a.ndim else st.none())
    if a.ndim and data.draw(st.booleans()):
        axis = tuple(data.draw(st.permutations(range(a.ndim)))[:data.draw(
            st.integers(0, a.ndim))])
    keepdims = data.draw(st.booleans())
    for fn, ref in ((xp.sum, np.sum), (xp.prod, np.prod)):
        out = fn(tf.constant(a), axis=axis, keepdims=keepdims)
        exp = ref(a, axis=axis, keepdims=keepdims,
                  dtype={"int16": "int64", "uint32": "uint64"}.get(dtype, dtype))
        assert npv(out).dtype == exp.dtype
        np.testing.assert_allclose(npv(out), exp, rtol=1e-5)


def test_sum_dtype_argument() -> None:
    a = t([100, 100, 100], "int8")
    assert npv(xp.sum(a, dtype=xp.int16)) == 300
    assert xp.sum(a, dtype=xp.float64).dtype == xp.float64
    assert xp.sum(t([1.5, 2.25], "float32"), dtype=xp.float64).dtype == xp.float64
    assert xp.prod(t([1 + 1j], "complex64"), dtype=xp.complex128).dtype == xp.complex128
    with pytest.raises(TypeError, match=r"sum: .*imaginary"):
        xp.sum(t([1j], "complex64"), dtype=xp.float32)
    with pytest.raises(TypeError, match="prod: dtype must be a numeric"):
        xp.prod(a, dtype=xp.bool)
    # A dtype by its standard name (docs/errors.md); an unknown name is refused.
    assert xp.sum(a, dtype="float32").dtype == xp.float32
    assert npv(xp.sum(a, dtype="int16")) == 300
    with pytest.raises(TypeError, match="sum: 'float33' is not a data type"):
        xp.sum(a, dtype="float33")


def test_empty_sum_prod() -> None:
    e = tf.zeros([0, 3], tf.float32)
    np.testing.assert_array_equal(npv(xp.sum(e, axis=0)), [0, 0, 0])
    np.testing.assert_array_equal(npv(xp.prod(e, axis=0)), [1, 1, 1])
    assert npv(xp.sum(e)) == 0 and npv(xp.prod(e)) == 1


def test_sum_special_cases_follow_add() -> None:
    assert np.isnan(npv(xp.sum(t([1.0, NAN], "float32"))))
    assert np.isnan(npv(xp.sum(t([np.inf, -np.inf], "float64"))))
    assert np.isnan(npv(xp.prod(t([0.0, np.inf], "float64"))))
    c = npv(xp.sum(t([1 + 1j, complex(NAN, 0)], "complex128")))
    assert np.isnan(c.real) and c.imag == 1.0


# --- max / min -------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", (*INTS, *FLOATS))
def test_max_min_all_real_dtypes(dtype: str) -> None:
    a = _ints(dtype, (4, 6)) if dtype in INTS else np.random.default_rng(1).normal(
        size=(4, 6)).astype(dtype)
    for fn, ref in ((xp.max, np.max), (xp.min, np.min)):
        for axis in (None, 0, -1, (0, 1), ()):
            for keepdims in (False, True):
                out = fn(tf.constant(a), axis=axis, keepdims=keepdims)
                assert out.dtype == getattr(xp, dtype)
                np.testing.assert_array_equal(npv(out), ref(a, axis=axis, keepdims=keepdims))


@pytest.mark.parametrize("mode", MODES)
def test_max_min_propagate_nan(mode: str) -> None:
    """XLA's own reductions drop NaN; ours do not."""
    a = t([[1.0, NAN, 3.0], [4.0, 5.0, 6.0], [NAN, -1.0, 2.0]], "float32")
    for fn, ref in ((xp.max, np.max), (xp.min, np.min)):
        out = run(lambda x, fn=fn: fn(x, axis=1), a, mode=mode)
        np.testing.assert_array_equal(npv(out), ref(npv(a), axis=1))
        assert np.isnan(npv(run(lambda x, fn=fn: fn(x), a, mode=mode)))


def test_max_min_bool_and_complex() -> None:
    b = t([[True, False], [False, False]], "bool")
    np.testing.assert_array_equal(npv(xp.max(b, axis=1)), [True, False])
    np.testing.assert_array_equal(npv(xp.min(b, axis=0)), [False, False])
    with pytest.raises(TypeError, match="max: x: expected a real-valued array, got complex64"):
        xp.max(t([1j], "complex64"))


def test_max_min_empty_reduction_raises() -> None:
    e = tf.zeros([2, 0])
    with pytest.raises(ValueError, match="min: zero-size reduction"):
        xp.min(e, axis=1)
    with pytest.raises(ValueError, match="max: zero-size reduction"):
        xp.max(e)
    assert xp.max(e, axis=0).shape == (0,)  # nothing is reduced over an empty set
    f = tf.function(lambda x: xp.max(x, axis=1),
                    input_signature=[tf.TensorSpec([None, None], tf.float32)])
    np.testing.assert_array_equal(npv(f(tf.ones([2, 3]))), [1, 1])
    with pytest.raises(tf.errors.InvalidArgumentError, match="zero-size reduction"):
        f(e)


# --- mean / var / std ------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", (*FLOATS, *COMPLEX))
def test_mean(mode: str, dtype: str) -> None:
    rng = np.random.default_rng(2)
    a = rng.normal(size=(3, 4, 5)).astype(dtype)
    if dtype in COMPLEX:
        a = a + 1j * rng.normal(size=a.shape).astype(dtype)
    for axis in (None, 1, (0, 2)):
        out = run(lambda x, axis=axis: xp.mean(x, axis=axis, keepdims=True), tf.constant(a),
                  mode=mode)
        assert out.dtype == getattr(xp, dtype)
        np.testing.assert_allclose(npv(out), np.mean(a, axis=axis, keepdims=True), rtol=1e-5)


def test_mean_special_cases() -> None:
    assert np.isnan(npv(xp.mean(tf.zeros([0]))))
    c = npv(xp.mean(tf.zeros([0], tf.complex64)))
    assert np.isnan(c.real) and np.isnan(c.imag)
    # Each component on its own: a NaN real part leaves the imaginary mean alone.
    c = npv(xp.mean(t([complex(NAN, 2.0), complex(1.0, 4.0)], "complex128")))
    assert np.isnan(c.real) and c.imag == 3.0
    with pytest.raises(TypeError, match="mean: x: expected a floating-point array, got int32"):
        xp.mean(t([1, 2], "int32"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("correction", [0, 1, 0.5, 2.5])
def test_var_std(mode: str, correction: float) -> None:
    a = np.random.default_rng(3).normal(size=(4, 3)).astype("float64")
    for axis in (None, 0, (1,), (0, 1)):
        v = run(lambda x, axis=axis: xp.var(x, axis=axis, correction=correction), tf.constant(a),
                mode=mode)
        s = run(lambda x, axis=axis: xp.std(x, axis=axis, correction=correction, keepdims=True),
                tf.constant(a), mode=mode)
        n = a.size if axis is None else int(np.prod([a.shape[i] for i in np.atleast_1d(axis)]))
        if n - correction <= 0:
            assert np.all(np.isnan(npv(v))) and np.all(np.isnan(npv(s)))
            continue
        np.testing.assert_allclose(npv(v), np.var(a, axis=axis, ddof=correction), rtol=1e-12)
        np.testing.assert_allclose(npv(s), np.std(a, axis=axis, ddof=correction, keepdims=True),
                                   rtol=1e-12)


@pytest.mark.parametrize("mode", MODES)
def test_var_nonpositive_divisor_is_nan(mode: str) -> None:
    """N - correction <= 0 gives NaN (NumPy would give inf or NaN with a warning)."""
    a = t([[1.0, 2.0], [3.0, 5.0]], "float32")
    for c in (2, 3.5):
        out = run(lambda x, c=c: xp.var(x, axis=0, correction=c), a, mode=mode)
        assert np.all(np.isnan(npv(out))) and out.shape == (2,)
    assert np.isnan(npv(xp.std(tf.zeros([0]))))


def test_var_std_errors_and_nan() -> None:
    assert np.isnan(npv(xp.var(t([1.0, NAN], "float32"))))
    with pytest.raises(TypeError, match="var: x: expected a real floating-point array"):
        xp.var(t([1j], "complex64"))
    with pytest.raises(TypeError, match="std: x: expected a real floating-point array, got int64"):
        xp.std(t([1, 2], "int64"))
    with pytest.raises(TypeError, match="std: correction must be"):
        xp.std(t([1.0, 2.0], "float32"), correction=True)


# --- cumulative_sum / cumulative_prod --------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", ("bool", *INTS, *FLOATS, *COMPLEX))
def test_cumulative(mode: str, dtype: str) -> None:
    rng = np.random.default_rng(4)
    if dtype in INTS:
        a = _ints(dtype, (3, 4))
    else:
        a = rng.integers(0, 3, (3, 4)).astype(dtype)
        if dtype in COMPLEX:
            a = a + 1j * rng.integers(-2, 2, (3, 4)).astype(dtype)
    acc = ("int64" if dtype == "bool" or dtype in SIGNED else
           "uint64" if dtype in UNSIGNED else dtype)
    for name, ref in (("cumulative_sum", np.cumsum), ("cumulative_prod", np.cumprod)):
        fn = getattr(xp, name)
        if mode == "xla" and name == "cumulative_prod" and dtype in COMPLEX:
            continue  # XLA has no complex cumulative product
        for axis in (0, -1):
            for initial in (False, True):
                out = run(lambda x, axis=axis, initial=initial, fn=fn: fn(
                    x, axis=axis, include_initial=initial), tf.constant(a), mode=mode)
                exp = ref(a, axis=axis, dtype=acc)
                if initial:
                    ident = np.zeros if name == "cumulative_sum" else np.ones
                    shape = list(a.shape)
                    shape[axis] = 1
                    exp = np.concatenate([ident(shape, dtype=acc), exp], axis=axis)
                assert out.dtype == getattr(xp, acc)
                np.testing.assert_array_equal(npv(out), exp)
        if dtype != "bool":
            same = run(lambda x, fn=fn: fn(x, axis=1, dtype=x.dtype), tf.constant(a), mode=mode)
            np.testing.assert_array_equal(npv(same), ref(a, axis=1, dtype=dtype))


def test_cumulative_1d_empty_and_errors() -> None:
    np.testing.assert_array_equal(npv(xp.cumulative_sum(t([1, 2, 3], "uint8"))), [1, 3, 6])
    out = xp.cumulative_prod(tf.zeros([2, 0]), axis=1, include_initial=True)
    np.testing.assert_array_equal(npv(out), [[1], [1]])
    assert xp.cumulative_sum(tf.zeros([0]), include_initial=True).shape == (1,)
    with pytest.raises(ValueError, match="cumulative_sum: axis must be given"):
        xp.cumulative_sum(tf.zeros([2, 2]))
    with pytest.raises(ValueError, match=r"cumulative_prod: .*0-d"):
        xp.cumulative_prod(tf.constant(1.0))
    with pytest.raises(IndexError, match="cumulative_sum: axis 2"):
        xp.cumulative_sum(tf.zeros([2, 2]), axis=2)


def test_cumulative_against_strict() -> None:
    import array_api_strict as xps

    a = np.array([[1.5, -2.0, 3.0], [0.5, NAN, 2.0]], dtype="float32")
    for name in ("cumulative_sum", "cumulative_prod"):
        for initial in (False, True):
            got = getattr(xp, name)(tf.constant(a), axis=1, include_initial=initial)
            exp = getattr(xps, name)(xps.asarray(a), axis=1, include_initial=initial)
            np.testing.assert_array_equal(npv(got), np.asarray(exp._array))


# --- all functions: arguments, high rank, variables, devices -----------------------------


ALL_REDUCTIONS = ("sum", "prod", "max", "min", "mean", "std", "var")


@pytest.mark.parametrize("name", ALL_REDUCTIONS)
def test_axis_errors(name: str) -> None:
    fn = getattr(xp, name)
    x = tf.ones([2, 3])
    with pytest.raises(IndexError, match=f"{name}: axis 2 is out of bounds"):
        fn(x, axis=2)
    with pytest.raises(ValueError, match=f"{name}: repeated axis"):
        fn(x, axis=(0, -2))
    with pytest.raises(TypeError, match=name):
        fn("ab")
    # A Python list is an array-like (docs/errors.md): the tensor's answer.
    np.testing.assert_allclose(fn([1.0, 2.0, 4.0]).numpy(),
                               fn(tf.constant([1.0, 2.0, 4.0])).numpy())


@pytest.mark.parametrize("name", ALL_REDUCTIONS)
def test_high_rank_variable_and_device(name: str) -> None:
    """32 dimensions (beyond TF's rank-8 select kernels), tf.Variable input, and the
    result on the input's device."""
    fn = getattr(xp, name)
    a = np.arange(6, dtype="float32").reshape((1,) * 15 + (2,) + (1,) * 15 + (3,))
    out = fn(tf.Variable(a), axis=(15, 31), keepdims=True)
    ref = {"sum": np.sum, "prod": np.prod, "max": np.max, "min": np.min, "mean": np.mean,
           "std": np.std, "var": np.var}[name](a, axis=(15, 31), keepdims=True)
    np.testing.assert_allclose(npv(out), ref, rtol=1e-6)
    with tf.device("/CPU:0"):
        x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
    assert tf.DeviceSpec.from_string(fn(x, axis=0).device).device_type == "CPU"


def test_signatures_are_standard() -> None:
    import inspect

    for name in ALL_REDUCTIONS + ("cumulative_sum", "cumulative_prod"):
        params = inspect.signature(getattr(xp, name)).parameters
        kinds = [p.kind for p in params.values()]
        assert kinds[0] == inspect.Parameter.POSITIONAL_ONLY
        assert all(k == inspect.Parameter.KEYWORD_ONLY for k in kinds[1:])
    assert inspect.signature(xp.var).parameters["correction"].default == 0.0
    assert inspect.signature(xp.cumulative_sum).parameters["include_initial"].default is False

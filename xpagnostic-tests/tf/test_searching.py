"""xpagnostic.tensorflow searching and indexing chapters against NumPy: argmax/argmin
(ties, NaN, keepdims, above 8 dims), count_nonzero, nonzero (data-dependent shapes in
tf.function), searchsorted (side, sorter, NaN, scalars), where (promotion, Python
scalars, rank > 8), take and take_along_axis (negative indices, broadcasting)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")

from tf.test_manipulation import ALL, MODES, npv, run, same, sample, tensor  # noqa: E402

REAL = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
        "float32", "float64")
_some = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def small_values(dtype: str, shape: tuple[int, ...], seed: int = 0) -> np.ndarray:
    """Few distinct values (many ties), NaN among floats."""
    rng = np.random.default_rng(seed)
    v = rng.integers(0, 3, size=shape)
    if dtype == "bool":
        return v == 1
    out = v.astype(dtype)
    if dtype.startswith("float") and out.size:
        out.flat[rng.integers(0, out.size)] = np.nan if rng.random() < 0.5 else out.flat[0]
    return out


# --- argmax / argmin ------------------------------------------------------------------------


@_some
@given(data=st.data())
def test_argmax_argmin_match_numpy(data: st.DataObject) -> None:
    """First occurrence on ties; a NaN is the extreme value (NumPy's rule)."""
    dtype = data.draw(st.sampled_from(REAL))
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=11, min_side=1, max_side=3))
    a = small_values(dtype, shape, data.draw(st.integers(0, 1000)))
    n = len(shape)
    axis = data.draw(st.none() | st.integers(-n, n - 1))
    keepdims = data.draw(st.booleans())
    for name in ("argmax", "argmin"):
        out = getattr(xp, name)(tensor(a), axis=axis, keepdims=keepdims)
        same(out, np.asarray(getattr(np, name)(a, axis=axis, keepdims=keepdims)), "int64")


def test_argmax_nan_cases() -> None:
    a = np.array([[1.0, np.nan, 3.0, np.nan], [np.inf, 2.0, np.inf, -np.inf]])
    for name in ("argmax", "argmin"):
        for axis in (None, 0, 1):
            same(getattr(xp, name)(tensor(a), axis=axis),
                 np.asarray(getattr(np, name)(a, axis=axis)))


def test_argmax_zero_dim_and_errors() -> None:
    same(xp.argmax(tensor(5.0)), np.asarray(0))
    same(xp.argmin(tensor(5.0), keepdims=True), np.asarray(0))
    with pytest.raises(TypeError, match="argmax: x: expected a real-valued or boolean array"):
        xp.argmax(tensor([1j, 2]))
    with pytest.raises(ValueError, match="argmin: cannot search an empty axis"):
        xp.argmin(tf.zeros((2, 0)), axis=1)
    with pytest.raises(IndexError, match="argmax"):
        xp.argmax(tensor([1, 2]), axis=1)


@pytest.mark.parametrize("mode", MODES)
def test_argmax_modes(mode: str) -> None:
    a = np.array([[3.0, np.nan, 1.0], [2.0, 7.0, 7.0]])

    def f(x: Any) -> Any:
        return xp.argmax(x, axis=1), xp.argmin(x, keepdims=True), xp.argmax(x, axis=0)

    m1, m2, m3 = run(f, tensor(a), mode=mode)
    same(m1, np.argmax(a, axis=1))
    same(m2, np.argmin(a, keepdims=True))
    same(m3, np.argmax(a, axis=0))


# --- count_nonzero / nonzero --------------------------------------------------------------


@_some
@given(data=st.data())
def test_count_nonzero_matches_numpy(data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(ALL))
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=10, min_side=0, max_side=3))
    a = small_values(dtype, shape, data.draw(st.integers(0, 1000)))
    if dtype.startswith("complex"):
        a = a + 1j * small_values("int8", shape, 7)
    n = len(shape)
    axis = data.draw(st.none() | st.lists(st.integers(0, max(n - 1, 0)), unique=True,
                                          max_size=n).map(tuple))
    keepdims = data.draw(st.booleans())
    expected = np.count_nonzero(a, axis=axis, keepdims=keepdims)
    same(xp.count_nonzero(tensor(a), axis=axis, keepdims=keepdims), np.asarray(expected),
         "int64")


@_some
@given(data=st.data())
def test_nonzero_matches_numpy(data: st.DataObject) -> None:
    """Row-major order; ranks above the 8 dims of TensorFlow's Where kernel included."""
    dtype = data.draw(st.sampled_from(ALL))
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=12, min_side=0, max_side=3))
    a = small_values(dtype, shape, data.draw(st.integers(0, 1000)))
    out = xp.nonzero(tensor(a))
    assert isinstance(out, tuple) and len(out) == len(shape)
    for o, e in zip(out, np.nonzero(a)):
        same(o, e, "int64")


@pytest.mark.parametrize("mode", ("eager", "graph", "graph-unknown"))
@pytest.mark.parametrize("shape", [(3, 4), (2, 1, 2, 1, 1, 2, 1, 1, 2, 1)])
def test_nonzero_in_tf_function(mode: str, shape: tuple[int, ...]) -> None:
    a = small_values("int32", shape, 3)
    out = run(lambda x: xp.nonzero(x), tensor(a), mode=mode)
    for o, e in zip(out, np.nonzero(a)):
        same(o, e)


def test_nonzero_zero_dim_raises() -> None:
    with pytest.raises(ValueError, match="nonzero: zero-dimensional"):
        xp.nonzero(tensor(1))


# --- searchsorted -------------------------------------------------------------------------


@_some
@given(data=st.data())
def test_searchsorted_matches_numpy(data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(REAL))
    n = data.draw(st.integers(1, 12))
    a = small_values(dtype, (n,), data.draw(st.integers(0, 1000)))
    if dtype.startswith("float") and data.draw(st.booleans()):
        a[: n // 2] = -np.inf
    values = small_values(dtype, data.draw(hnp.array_shapes(min_dims=0, max_dims=3)),
                          data.draw(st.integers(0, 1000)))
    side = data.draw(st.sampled_from(["left", "right"]))
    if data.draw(st.booleans()):
        sorter = np.argsort(a, kind="stable")
        expected = np.searchsorted(a, values, side=side, sorter=sorter)
        out = xp.searchsorted(tensor(a), tensor(values), side=side, sorter=tensor(sorter))
    else:
        a = np.sort(a)
        expected = np.searchsorted(a, values, side=side)
        out = xp.searchsorted(tensor(a), tensor(values), side=side)
    same(out, np.asarray(expected), "int64")


def test_searchsorted_nan_sorts_last() -> None:
    a = np.array([-np.inf, 1.0, np.inf, np.nan, np.nan])
    v = np.array([np.nan, np.inf, -np.inf, 1.0, 0.5])
    for side in ("left", "right"):
        same(xp.searchsorted(tensor(a), tensor(v), side=side),
             np.searchsorted(a, v, side=side))


@pytest.mark.parametrize(
    ("dtype", "value"), [("float32", 2), ("float64", 2.5), ("int16", 3), ("int64", 2.5),
                         ("uint8", 0), ("int32", -7.25), ("bool", True)])
def test_searchsorted_python_scalars(dtype: str, value: Any) -> None:
    a = np.sort(np.array([0, 1, 2, 3, 5, 9], dtype=dtype))
    for side in ("left", "right"):
        out = xp.searchsorted(tensor(a), value, side=side)
        same(out, np.asarray(np.searchsorted(a, value, side=side)), "int64")


def test_searchsorted_int_array_float_scalar_is_exact() -> None:
    a = np.array([16777216, 16777217], dtype="int64")
    assert int(xp.searchsorted(tensor(a), 16777216.5)) == 1


def test_searchsorted_promotes_arrays() -> None:
    a = np.array([1, 2, 300], dtype="int16")
    v = np.array([2, 255], dtype="uint8")
    same(xp.searchsorted(tensor(a), tensor(v), side="right"),
         np.searchsorted(a, v, side="right"))


@pytest.mark.parametrize("mode", MODES)
def test_searchsorted_modes(mode: str) -> None:
    a = np.array([1.0, 2.0, 2.0, 5.0, np.nan])
    v = np.array([[2.0, np.nan], [0.0, 9.0]])
    out = run(lambda x, y: xp.searchsorted(x, y, side="right"), tensor(a), tensor(v), mode=mode)
    same(out, np.searchsorted(a, v, side="right"))


def test_searchsorted_errors() -> None:
    a = tensor([1.0, 2.0])
    with pytest.raises(ValueError, match="searchsorted: side must be"):
        xp.searchsorted(a, a, side="middle")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="searchsorted: x1 must be one-dimensional"):
        xp.searchsorted(tensor([[1.0]]), a)
    with pytest.raises(TypeError, match="searchsorted: x1: expected a real-valued"):
        xp.searchsorted(tensor([1j]), tensor([1j]))
    with pytest.raises(TypeError, match="searchsorted: expected a real-valued x2"):
        xp.searchsorted(a, 1j)
    with pytest.raises(TypeError, match="searchsorted: sorter must have an integer dtype"):
        xp.searchsorted(a, a, sorter=a)


# --- where ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("x1", "x2", "expected"),
    [(("int8",), ("uint8",), "int16"), (("float32",), ("int32",), "float64"),
     (("uint16",), 3, "uint16"), (("int8",), 2.5, "float32"), (("float64",), 1j, "complex128"),
     (True, ("bool",), "bool"), (("bool",), 7, "int64"), (-1, ("float32",), "float32")],
)
def test_where_promotion(x1: Any, x2: Any, expected: str) -> None:
    cond = np.array([[True, False, True], [False, False, True]])

    def operand(spec: Any, seed: int) -> tuple[Any, Any]:
        if isinstance(spec, tuple):
            a = sample((3,), spec[0], seed)
            return tensor(a), a
        return spec, spec

    t1, a1 = operand(x1, 1)
    t2, a2 = operand(x2, 2)
    out = xp.where(tensor(cond), t1, t2)
    same(out, np.where(cond, a1, a2).astype(expected), expected)


def test_where_high_rank_broadcast() -> None:
    shape = (2, 1, 2, 1, 1, 2, 1, 1, 2, 1, 2)
    cond = small_values("bool", shape, 1)
    a = sample(shape[3:], "float32")
    same(xp.where(tensor(cond), tensor(a), 0.0), np.where(cond, a, np.float32(0)), "float32")


@pytest.mark.parametrize("mode", MODES)
def test_where_modes(mode: str) -> None:
    c, a, b = np.array([True, False]), sample((3, 2), "uint8"), sample((2,), "int8")
    out = run(lambda x, y, z: xp.where(x, y, z), tensor(c), tensor(a), tensor(b), mode=mode)
    same(out, np.where(c, a, b), "int16")


def test_where_errors() -> None:
    with pytest.raises(TypeError, match="where: condition must have a boolean dtype"):
        xp.where(tensor([1, 0]), tensor([1, 2]), tensor([3, 4]))
    with pytest.raises(TypeError, match="where: at least one argument must be an array"):
        xp.where(tensor([True]), 1, 2)


# --- take / take_along_axis ------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ALL)
@pytest.mark.parametrize("idx_dtype", ("int8", "int32", "int64", "uint8", "uint16", "uint64"))
def test_take_every_dtype(dtype: str, idx_dtype: str) -> None:
    a = sample((3, 4), dtype)
    idx = np.array([0, 3, 1] if idx_dtype.startswith("u") else [0, -1, 1, -4], idx_dtype)
    same(xp.take(tensor(a), tensor(idx), axis=1), np.take(a, idx, axis=1), dtype)
    rows = idx[(idx < 3) & (idx >= -3)]
    same(xp.take(tensor(a), tensor(rows), axis=-2), np.take(a, rows, axis=0))
    same(xp.take(tensor(a[0]), tensor(idx)), np.take(a[0], idx))


@pytest.mark.parametrize("mode", MODES)
def test_take_modes(mode: str) -> None:
    a, idx = sample((3, 4)), np.array([-1, 0, 2])
    out = run(lambda x, i: xp.take(x, i, axis=0), tensor(a), tensor(idx), mode=mode)
    same(out, np.take(a, idx, axis=0))


def test_take_errors() -> None:
    a = tensor(sample((3, 4)))
    with pytest.raises(ValueError, match="take: axis is required"):
        xp.take(a, tensor([0]))
    with pytest.raises(ValueError, match="take: indices must be one-dimensional"):
        xp.take(a, tensor([[0]]), axis=0)
    with pytest.raises(TypeError, match="take: indices must have an integer dtype"):
        xp.take(a, tensor([0.0]), axis=0)
    with pytest.raises(IndexError, match="take"):
        xp.take(a, tensor([0]), axis=2)
    with pytest.raises(tf.errors.InvalidArgumentError):
        xp.take(a, tensor([3]), axis=0)


@_some
@given(data=st.data())
def test_take_along_axis_matches_numpy(data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(ALL))
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=10, min_side=1, max_side=3))
    n = len(shape)
    axis = data.draw(st.integers(-n, n - 1))
    ax = axis % n
    a = sample(shape, dtype)
    m = data.draw(st.integers(0, 4))
    ishape = list(shape)
    ishape[ax] = m
    # broadcast: some non-axis dims of the indices (or of x) may be 1
    for k in range(n):
        if k != ax and data.draw(st.integers(0, 3)) == 0:
            ishape[k] = 1
    idx = np.random.default_rng(data.draw(st.integers(0, 99))).integers(
        -shape[ax], shape[ax], size=ishape)
    expected = np.take_along_axis(a, idx, axis=axis)
    same(xp.take_along_axis(tensor(a), tensor(idx), axis=axis), expected, dtype)
    # and x broadcast against the indices
    xshape = list(shape)
    for k in range(n):
        if k != ax and ishape[k] == 1:
            xshape[k] = 1
    b = sample(tuple(xshape), dtype)
    full = list(shape)
    full[ax] = m
    idx2 = np.random.default_rng(1).integers(-xshape[ax], xshape[ax], size=full)
    same(xp.take_along_axis(tensor(b), tensor(idx2), axis=axis),
         np.take_along_axis(b, idx2, axis=axis), dtype)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("axis", (0, 1, -1))
def test_take_along_axis_modes(mode: str, axis: int) -> None:
    a = sample((3, 4, 2), "float64")
    idx = np.argsort(a, axis=axis)[..., ::-1].copy()
    out = run(lambda x, i: xp.take_along_axis(x, i, axis=axis), tensor(a), tensor(idx), mode=mode)
    same(out, np.take_along_axis(a, idx, axis=axis))


def test_take_along_axis_errors() -> None:
    a = tensor(sample((3, 4)))
    with pytest.raises(ValueError, match="take_along_axis: indices must have the same number"):
        xp.take_along_axis(a, tensor([0]))
    with pytest.raises(ValueError, match="take_along_axis: x of shape"):
        xp.take_along_axis(a, tensor(np.zeros((2, 1), "int64")))
    with pytest.raises(TypeError, match="take_along_axis: indices must have an integer"):
        xp.take_along_axis(a, tensor(np.zeros((3, 1))))
    with pytest.raises(ValueError, match="take_along_axis: expected an array of at least"):
        xp.take_along_axis(tensor(1), tensor(0))
    # out of bounds indices fail (they never read a neighbouring row)
    for axis in (0, 1):
        bad = np.zeros((3, 4), "int64")
        bad[1, 1] = 4 if axis == 1 else 3
        with pytest.raises(tf.errors.InvalidArgumentError):
            xp.take_along_axis(a, tensor(bad), axis=axis)


def test_results_stay_on_the_input_device() -> None:
    for dev in tf.config.list_logical_devices():
        with tf.device(dev.name):
            t = tf.constant(sample((2, 3), "float32"))
        outs = [xp.argmax(t, axis=1), xp.count_nonzero(t), *xp.nonzero(t),
                xp.searchsorted(tf.reshape(t, [-1]), t), xp.where(t > 3, t, 0.0),
                xp.take(t, tensor([1]), axis=1)]
        for o in outs:
            assert tf.DeviceSpec.from_string(o.device).device_type == \
                tf.DeviceSpec.from_string(t.device).device_type
        assert npv(outs[0]).shape == (2,)


@pytest.mark.parametrize("mode", ("eager", "graph-unknown"))
def test_take_along_axis_broadcast_pattern_tf_broadcast_to_rejects(mode: str) -> None:
    """(2, 1, 2, 1, 2, 1) against (2, 2, 2, 2, 2, 2): tf.broadcast_to refuses this pattern."""
    a = sample((2, 1, 2, 1, 2, 1), "uint16")
    idx = np.random.default_rng(0).integers(-2, 2, size=(1, 2, 1, 2, 1, 2))
    out = run(lambda x, i: xp.take_along_axis(x, i, axis=0), tensor(a), tensor(idx), mode=mode)
    same(out, np.take_along_axis(a, idx, axis=0), "uint16")


@pytest.mark.parametrize("mode", ("eager", "graph", "graph-unknown"))
def test_where_rank_9_pattern_tf_broadcast_to_rejects(mode: str) -> None:
    """Above 8 dims, with a broadcast pattern tf.broadcast_to refuses."""
    cond = small_values("bool", (2, 1, 2, 1, 2, 1, 2, 1, 2), 4)
    a = sample((1, 2, 1, 2, 1, 2, 1, 2, 1), "uint16")
    b = sample((2, 1, 1, 1, 1, 1, 1, 1, 1), "uint8", seed=5)
    out = run(lambda c, x, y: xp.where(c, x, y), tensor(cond), tensor(a), tensor(b), mode=mode)
    same(out, np.where(cond, a, b), "uint16")

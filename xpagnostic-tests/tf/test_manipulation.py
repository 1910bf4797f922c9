"""xpagnostic.tensorflow manipulation chapter against NumPy: values, dtypes (incl. the
dtypes TensorFlow lacks kernels for), ranks above TensorFlow's 8-dim kernels, errors,
tf.function (static and unknown shapes, XLA), tf.Variable input and device placement."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")
from tf.modes import MODES, npv, run  # noqa: E402

ALL = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
       "float32", "float64", "complex64", "complex128")
_some = settings(deadline=None,
                 suppress_health_check=[HealthCheck.too_slow])


def tensor(a: Any, dtype: str | None = None) -> Any:
    arr = np.asarray(a, dtype=dtype)
    return tf.constant(arr)


def sample(shape: tuple[int, ...], dtype: str = "int64", seed: int = 0) -> np.ndarray:
    """Distinct-ish values of ``dtype`` (small, so every dtype holds them)."""
    rng = np.random.default_rng(seed)
    vals = rng.integers(0, 100, size=shape)
    if dtype == "bool":
        return vals % 2 == 0
    if dtype.startswith("complex"):
        return (vals + 1j * rng.integers(0, 9, size=shape)).astype(dtype)
    return vals.astype(dtype)


def same(out: Any, expected: np.ndarray, dtype: str | None = None) -> None:
    assert isinstance(out, tf.Tensor)
    got = npv(out)
    assert got.shape == expected.shape, (got.shape, expected.shape)
    if dtype is not None:
        assert out.dtype == getattr(xp, dtype)
    np.testing.assert_array_equal(got, expected)


# --- reshape ----------------------------------------------------------------------------


@st.composite
def _reshape_case(draw: st.DrawFn) -> tuple[tuple[int, ...], tuple[int, ...]]:
    shape = draw(hnp.array_shapes(min_dims=0, max_dims=4, min_side=0, max_side=4))
    size = int(np.prod(shape))
    ndim = draw(st.integers(1, 32))
    if size == 0:
        new = [draw(st.integers(1, 3)) for _ in range(ndim)]
        new[draw(st.integers(0, ndim - 1))] = 0
    else:
        new = [1] * ndim
        for f in _factors(size):
            new[draw(st.integers(0, ndim - 1))] *= f
        if draw(st.booleans()):
            new[draw(st.integers(0, ndim - 1))] = -1
    return shape, tuple(new)


def _factors(n: int) -> list[int]:
    out, p = [], 2
    while n > 1:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    return out


@_some
@given(case=_reshape_case(), dtype=st.sampled_from(ALL))
def test_reshape_matches_numpy_up_to_32_dims(case: Any, dtype: str) -> None:
    shape, new = case
    a = sample(shape, dtype)
    out = xp.reshape(tensor(a), new)
    same(out, a.reshape(new), dtype)


@pytest.mark.parametrize("mode", MODES)
def test_reshape_modes(mode: str) -> None:
    a = sample((2, 3, 4))
    out = run(lambda x: xp.reshape(x, (4, -1)), tensor(a), mode=mode)
    same(out, a.reshape(4, -1))


def test_reshape_copy_keyword() -> None:
    t = tensor(sample((2, 3)))
    for copy in (None, True, False):  # a TF reshape never needs a copy: False is fine
        same(xp.reshape(t, (3, 2), copy=copy), npv(t).reshape(3, 2))
    assert xp.reshape(t, (2, 3)) is t
    copied = xp.reshape(t, (2, 3), copy=True)
    assert copied is not t
    same(copied, npv(t))


@pytest.mark.parametrize(
    ("shape", "exc", "match"),
    [
        ((-1, -1), ValueError, "only one dimension can be -1"),
        ((4, 2), ValueError, "cannot reshape"),
        ((-1, 4), ValueError, "cannot reshape"),
        ((-2, 3), ValueError, "negative dimension"),
        ([2, 3.0], TypeError, "shape must be an int"),
        ("6", TypeError, "shape must be an int, a tuple of ints, a tf.TensorShape"),
    ],
)
def test_reshape_errors(shape: Any, exc: type, match: str) -> None:
    with pytest.raises(exc, match="reshape: " + match):
        xp.reshape(tensor(sample((2, 3))), shape)


def test_reshape_zero_size_with_minus_one_is_ambiguous() -> None:
    with pytest.raises(ValueError, match="reshape"):
        xp.reshape(tf.zeros((0, 3)), (-1, 0))


# --- concat / stack -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("d1", "d2", "expected"),
    [("uint8", "int16", "int16"), ("uint8", "uint16", "uint16"), ("int32", "float32", "float64"),
     ("bool", "uint32", "uint32"), ("float32", "complex128", "complex128"),
     ("uint64", "int64", "float64")],
)
def test_concat_and_stack_promote(d1: str, d2: str, expected: str) -> None:
    a, b = sample((2, 3), d1), sample((2, 3), d2, seed=1)
    same(xp.concat((tensor(a), tensor(b)), axis=-1), np.concatenate([a, b], -1)
         .astype(expected), expected)
    same(xp.stack([tensor(a), tensor(b)], axis=1), np.stack([a, b], 1).astype(expected),
         expected)


def test_concat_axis_none_flattens_any_shapes() -> None:
    a, b, c = sample((2, 3)), sample(()), sample((0, 4))
    same(xp.concat([tensor(a), tensor(b), tensor(c)], axis=None),
         np.concatenate([a.ravel(), b.ravel(), c.ravel()]))


@pytest.mark.parametrize("mode", MODES)
def test_concat_stack_modes(mode: str) -> None:
    a, b = sample((2, 3), "uint16"), sample((2, 3), "int8", seed=1)

    def f(x: Any, y: Any) -> Any:
        return xp.concat((x, y), axis=0), xp.stack((x, y), axis=-1), xp.concat((x, y), axis=None)

    c, s, n = run(f, tensor(a), tensor(b), mode=mode)
    same(c, np.concatenate([a, b]).astype("int32"), "int32")
    same(s, np.stack([a, b], -1).astype("int32"), "int32")
    same(n, np.concatenate([a.ravel(), b.ravel()]).astype("int32"), "int32")


def test_concat_stack_high_rank() -> None:
    a = sample((2, 1, 2, 1, 1, 2, 1, 1, 1, 2, 1))
    same(xp.concat([tensor(a), tensor(a)], axis=9), np.concatenate([a, a], 9))
    same(xp.stack([tensor(a), tensor(a)], axis=-1), np.stack([a, a], -1))


def test_concat_stack_errors() -> None:
    a, b = tensor(sample((2, 3))), tensor(sample((3, 3)))
    with pytest.raises(ValueError, match=r"concat: .*differ in dimension 1"):
        xp.concat([a, tensor(sample((2, 4)))], axis=0)
    with pytest.raises(ValueError, match="concat: all arrays must have the same number"):
        xp.concat([a, tensor(sample((2, 3, 1)))])
    with pytest.raises(ValueError, match="concat: need at least one array"):
        xp.concat([])
    with pytest.raises(IndexError, match="concat"):
        xp.concat([a, b], axis=2)
    with pytest.raises(ValueError, match="concat: axis 0 is out of bounds"):
        xp.concat([tensor(1), tensor(2)])
    with pytest.raises(TypeError, match="concat: expected a tuple or list"):
        xp.concat(a)
    with pytest.raises(TypeError, match=r"concat: arrays\[1\]: expected a tf\.Tensor"):
        xp.concat([a, np.ones((2, 3))])
    with pytest.raises(ValueError, match=r"stack: .*differ in dimension 0"):
        xp.stack([a, b])
    with pytest.raises(IndexError, match="stack"):
        xp.stack([a, a], axis=3)


# --- expand_dims / squeeze / permute_dims / moveaxis -----------------------------------------


@_some
@given(data=st.data())
def test_expand_dims_tuple_matches_numpy(data: st.DataObject) -> None:
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=4, max_side=3))
    n = data.draw(st.integers(1, 4))
    out_rank = len(shape) + n
    axes = data.draw(st.lists(st.integers(-out_rank, out_rank - 1), min_size=n, max_size=n,
                              unique_by=lambda a: a % out_rank))
    a = sample(shape)
    same(xp.expand_dims(tensor(a), axis=tuple(axes)), np.expand_dims(a, tuple(axes)))
    one = axes[0] % (len(shape) + 1)
    same(xp.expand_dims(tensor(a), axis=one), np.expand_dims(a, one))


def test_expand_dims_errors() -> None:
    t = tensor(sample((2, 3)))
    with pytest.raises(IndexError, match="expand_dims: axis 3 is out of bounds"):
        xp.expand_dims(t, axis=3)
    with pytest.raises(IndexError, match="expand_dims"):
        xp.expand_dims(t, axis=-4)
    with pytest.raises(ValueError, match="expand_dims: repeated axis"):
        xp.expand_dims(t, axis=(0, -4))


def test_squeeze() -> None:
    a = sample((1, 2, 1, 3, 1))
    same(xp.squeeze(tensor(a), axis=0), a.squeeze(0))
    same(xp.squeeze(tensor(a), axis=(-1, 2)), a.squeeze((-1, 2)))
    same(xp.squeeze(tensor(a), axis=()), a)
    with pytest.raises(ValueError, match="squeeze: cannot remove axis 1 of size 2"):
        xp.squeeze(tensor(a), axis=1)
    with pytest.raises(ValueError, match="squeeze: repeated axis"):
        xp.squeeze(tensor(a), axis=(0, -5))
    with pytest.raises(IndexError, match="squeeze"):
        xp.squeeze(tensor(a), axis=5)


@pytest.mark.parametrize("mode", MODES)
def test_shape_functions_modes(mode: str) -> None:
    a = sample((1, 2, 3))

    def f(x: Any) -> Any:
        return (xp.expand_dims(x, axis=(0, -1)), xp.squeeze(x, axis=0),
                xp.permute_dims(x, (-1, 0, 1)), xp.moveaxis(x, (0, 1), (-1, 0)))

    e, s, p, m = run(f, tensor(a), mode=mode)
    same(e, np.expand_dims(a, (0, -1)))
    same(s, a.squeeze(0))
    same(p, a.transpose(2, 0, 1))
    same(m, np.moveaxis(a, (0, 1), (-1, 0)))


@_some
@given(data=st.data())
def test_permute_dims_and_moveaxis_match_numpy(data: st.DataObject) -> None:
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=12, max_side=2))
    n = len(shape)
    a = sample(shape)
    perm = data.draw(st.permutations(range(n)))
    neg = tuple(p - n if data.draw(st.booleans()) else p for p in perm)
    same(xp.permute_dims(tensor(a), neg), np.transpose(a, perm))
    src = data.draw(st.lists(st.integers(-n, n - 1), unique_by=lambda v: v % n, max_size=n))
    dst = data.draw(st.lists(st.integers(-n, n - 1), unique_by=lambda v: v % n,
                             min_size=len(src), max_size=len(src)))
    same(xp.moveaxis(tensor(a), tuple(src), tuple(dst)), np.moveaxis(a, src, dst))


def test_permute_dims_moveaxis_errors() -> None:
    t = tensor(sample((2, 3, 4)))
    with pytest.raises(ValueError, match="permute_dims: axes"):
        xp.permute_dims(t, (0, 1))
    with pytest.raises(ValueError, match="permute_dims: repeated axis"):
        xp.permute_dims(t, (0, 1, -2))
    with pytest.raises(IndexError, match="permute_dims"):
        xp.permute_dims(t, (0, 1, 3))
    with pytest.raises(ValueError, match="moveaxis: source"):
        xp.moveaxis(t, (0, 1), 2)
    with pytest.raises(ValueError, match="moveaxis: repeated axis"):
        xp.moveaxis(t, (0, -3), (1, 2))


# --- flip / roll ----------------------------------------------------------------------------


@_some
@given(data=st.data())
def test_flip_matches_numpy_at_any_rank(data: st.DataObject) -> None:
    """ReverseV2 stops at 8 dims: ranks up to 24 exercise the merged-axes and gather routes."""
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=24, max_side=2))
    a = sample(shape, data.draw(st.sampled_from(ALL)))
    n = len(shape)
    axis = data.draw(st.none() | (st.integers(-n, n - 1) if n else st.none())
                     | st.lists(st.integers(0, max(n - 1, 0)), unique=True, max_size=n)
                     .map(tuple))
    same(xp.flip(tensor(a), axis=axis), np.flip(a, axis=axis), str(a.dtype))


def test_flip_alternating_axes_rank_20_unknown_shape() -> None:
    a = sample((2,) * 20)
    axes = tuple(range(0, 20, 2))
    f = tf.function(lambda x: xp.flip(x, axis=axes),
                    input_signature=[tf.TensorSpec([None] * 20, tf.int64)])
    same(f(tensor(a)), np.flip(a, axes))


@_some
@given(data=st.data())
def test_roll_matches_numpy(data: st.DataObject) -> None:
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=10, min_side=0, max_side=3))
    a = sample(shape, data.draw(st.sampled_from(ALL)))
    n = len(shape)
    shifts = st.integers(-50, 50)
    if n and data.draw(st.booleans()):
        axis = tuple(data.draw(st.lists(st.integers(-n, n - 1), min_size=1, max_size=n)))
        shift: Any = tuple(data.draw(st.lists(shifts, min_size=len(axis), max_size=len(axis))))
        if data.draw(st.booleans()):
            shift = shift[0]
    else:
        axis = data.draw(st.none() | (st.integers(-n, n - 1) if n else st.none()))
        shift = data.draw(shifts)
    same(xp.roll(tensor(a), shift, axis=axis), np.roll(a, shift, axis=axis), str(a.dtype))


@pytest.mark.parametrize("mode", MODES)
def test_flip_roll_modes(mode: str) -> None:
    a = sample((3, 4))

    def f(x: Any) -> Any:
        return xp.flip(x, axis=-1), xp.roll(x, -5), xp.roll(x, (1, 2), axis=(0, 1))

    fl, r, r2 = run(f, tensor(a), mode=mode)
    same(fl, np.flip(a, -1))
    same(r, np.roll(a, -5))
    same(r2, np.roll(a, (1, 2), axis=(0, 1)))


def test_roll_errors() -> None:
    t = tensor(sample((2, 3)))
    with pytest.raises(ValueError, match="roll: shift"):
        xp.roll(t, (1, 2), axis=0)
    with pytest.raises(ValueError, match="roll: a tuple shift needs a tuple axis"):
        xp.roll(t, (1, 2))
    with pytest.raises(IndexError, match="roll"):
        xp.roll(t, 1, axis=2)
    with pytest.raises(TypeError, match="roll: shift must be an int"):
        xp.roll(t, 1.5)


def test_roll_huge_shift() -> None:
    a = sample((5,))
    same(xp.roll(tensor(a), 10**30 + 2), np.roll(a, (10**30 + 2) % 5))


# --- tile / repeat / unstack ------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ALL)
@pytest.mark.parametrize("reps", [(2,), (1, 3), (2, 1, 2), (0, 2), (1,)])
def test_tile_every_dtype(dtype: str, reps: tuple[int, ...]) -> None:
    """Tile has no uint16 kernel: that dtype goes through an exact cast."""
    a = sample((2, 3), dtype)
    same(xp.tile(tensor(a), reps), np.tile(a, reps), dtype)


def test_tile_uint16_extremes_and_high_rank() -> None:
    a = np.array([0, 1, 65535], dtype="uint16")
    same(xp.tile(tensor(a), (2, 2)), np.tile(a, (2, 2)), "uint16")
    b = sample((1, 2, 1, 1, 1, 1, 1, 1, 2, 1), "uint16")
    same(xp.tile(tensor(b), (2, 1, 1, 1, 1, 1, 1, 1, 1, 3)), np.tile(b, (2,) + (1,) * 8 + (3,)))


def test_tile_errors() -> None:
    # An int is one repetition count, as in NumPy; what is no shape at all is refused.
    same(xp.tile(tensor(sample((2,))), 2), np.tile(sample((2,)), 2), "int64")
    with pytest.raises(TypeError, match="tile: repetitions must be an int, a tuple of ints"):
        xp.tile(tensor(sample((2,))), "ab")
    with pytest.raises(ValueError, match="tile: repetitions must be non-negative"):
        xp.tile(tensor(sample((2,))), (-1,))


@pytest.mark.parametrize("dtype", ALL)
def test_repeat_every_dtype(dtype: str) -> None:
    a = sample((2, 3), dtype)
    t = tensor(a)
    same(xp.repeat(t, 3, axis=1), np.repeat(a, 3, axis=1), dtype)
    same(xp.repeat(t, 2), np.repeat(a, 2), dtype)
    reps = np.array([2, 0, 1], dtype="int8")
    same(xp.repeat(t, tensor(reps), axis=-1), np.repeat(a, reps, axis=-1), dtype)
    same(xp.repeat(t, tensor([3], "uint8"), axis=0), np.repeat(a, 3, axis=0), dtype)
    flat = np.arange(6) % 3
    same(xp.repeat(t, tensor(flat, "uint64")), np.repeat(a, flat), dtype)
    same(xp.repeat(t, 0, axis=0), np.repeat(a, 0, axis=0), dtype)


@pytest.mark.parametrize("mode", ("eager", "graph", "graph-unknown"))
def test_repeat_array_repeats_in_tf_function(mode: str) -> None:
    """Data-dependent output shape: works eagerly and inside tf.function."""
    a, reps = sample((3, 2)), np.array([1, 3, 0])
    out = run(lambda x, r: xp.repeat(x, r, axis=0), tensor(a), tensor(reps), mode=mode)
    same(out, np.repeat(a, reps, axis=0))


@pytest.mark.parametrize("mode", MODES)
def test_repeat_int_repeats_modes(mode: str) -> None:
    a = sample((3, 2))
    same(run(lambda x: xp.repeat(x, 2, axis=1), tensor(a), mode=mode), np.repeat(a, 2, axis=1))


def test_repeat_errors() -> None:
    t = tensor(sample((2, 3)))
    with pytest.raises(TypeError, match="repeat: repeats must have an integer dtype"):
        xp.repeat(t, tensor([1.0, 2.0, 1.0]), axis=1)
    with pytest.raises(ValueError, match="repeat: repeats of shape"):
        xp.repeat(t, tensor([1, 2]), axis=1)
    with pytest.raises(ValueError, match="repeat: repeats must be 0-d or 1-d"):
        xp.repeat(t, tensor([[1, 2, 3]]), axis=1)
    with pytest.raises(ValueError, match="repeat: repeats must be non-negative"):
        xp.repeat(t, -1)
    with pytest.raises(tf.errors.InvalidArgumentError, match="repeats must be non-negative"):
        xp.repeat(t, tensor([1, -1, 1]), axis=1)
    with pytest.raises(TypeError, match="repeat: repeats must be an int"):
        xp.repeat(t, 1.5)
    with pytest.raises(IndexError, match="repeat"):
        xp.repeat(t, 2, axis=2)


def test_unstack() -> None:
    a = sample((2, 3, 4))
    for axis in (0, 1, -1):
        out = xp.unstack(tensor(a), axis=axis)
        assert isinstance(out, tuple) and len(out) == a.shape[axis]
        for i, o in enumerate(out):
            same(o, np.take(a, i, axis=axis))
    with pytest.raises(ValueError, match="unstack: expected an array of at least one"):
        xp.unstack(tensor(1))
    f = tf.function(lambda x: xp.unstack(x, axis=0),
                    input_signature=[tf.TensorSpec([None, 3], tf.int64)])
    with pytest.raises(ValueError, match="unstack: the size of axis 0 must be known"):
        f.get_concrete_function()
    g = tf.function(lambda x: xp.unstack(x, axis=1),
                    input_signature=[tf.TensorSpec([None, 3], tf.int64)])
    same(g(tensor(a[0, :, :3]))[2], a[0, :, 2])


# --- inputs, devices, global state -------------------------------------------------------------


def test_variables_and_foreign_inputs() -> None:
    v = tf.Variable(sample((2, 3)))
    same(xp.reshape(v, (3, 2)), sample((2, 3)).reshape(3, 2))
    same(xp.concat([v, v]), np.concatenate([sample((2, 3))] * 2))
    with pytest.raises(TypeError, match=r"flip: x: expected a tf\.Tensor"):
        xp.flip(np.ones(3))


def test_results_stay_on_the_input_device() -> None:
    for name in tf.config.list_logical_devices():
        with tf.device(name.name):
            t = tf.constant(sample((2, 3)))
        outs = [xp.reshape(t, (-1,)), xp.flip(t), xp.roll(t, 1), xp.tile(t, (2,)),
                xp.repeat(t, tensor([1, 2, 0]), axis=1), xp.concat([t, t]),
                xp.reshape(t, (6,), copy=True)]
        for o in outs:
            assert tf.DeviceSpec.from_string(o.device).device_type == \
                tf.DeviceSpec.from_string(t.device).device_type

"""Shape arguments of xpagnostic.tensorflow: every function that takes a shape or sizes
accepts what a TensorFlow user holds (``x.shape``, shapes built from it, ``tf.shape(x)``,
NumPy and 0-d tensor sizes), eagerly and inside ``tf.function`` (static, unknown sizes,
XLA), with values checked against NumPy and errors that name the function called."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")
from tf.modes import npv, run  # noqa: E402

X = np.arange(6, dtype=np.float32).reshape(2, 3)

#: Ways a TensorFlow user spells the shape of ``x`` (all mean (2, 3)), valid in every mode.
SHAPES: dict[str, Callable[[Any], Any]] = {
    "x.shape": lambda x: x.shape,
    "tf.shape(x)": lambda x: tf.shape(x),
    "tf.shape(x, int64)": lambda x: tf.shape(x, out_type=tf.int64),
    "tf.unstack(tf.shape(x))": lambda x: tuple(tf.unstack(tf.shape(x))),
    "(tf.shape(x)[0], 3)": lambda x: (tf.shape(x)[0], 3),
}

#: Spellings that are only Python ints and None: static shapes only.
STATIC_SHAPES: dict[str, Callable[[Any], Any]] = {
    "tuple(x.shape)": lambda x: tuple(x.shape),
    "x.shape.as_list()": lambda x: x.shape.as_list(),
    "numpy ints": lambda x: (np.int64(2), np.int32(3)),
    "numpy array": lambda x: np.array([2, 3]),
    "0-d tensors": lambda x: (tf.constant(2), tf.constant(3, tf.int64)),
    "x.shape[0:]": lambda x: x.shape[0:],
    "x.shape[:1] + (3,)": lambda x: x.shape[:1] + (3,),
}

MODES = ("eager", "graph", "graph-unknown", "xla")


def _check(out: Any, expected: np.ndarray) -> None:
    assert isinstance(out, tf.Tensor)
    got = npv(out)
    assert got.shape == expected.shape, (got.shape, expected.shape)
    assert got.dtype == expected.dtype, (got.dtype, expected.dtype)
    np.testing.assert_array_equal(got, expected)


def _cases(x: Any, shape: Any) -> dict[str, Any]:
    """Every shape-taking function called with ``shape`` (which means (2, 3))."""
    return {
        "zeros": xp.zeros(shape, dtype=x.dtype),
        "ones": xp.ones(shape, dtype=xp.int32),
        "empty": xp.empty(shape) * 0,
        "full": xp.full(shape, 7, dtype=xp.int16),
        "reshape": xp.reshape(xp.reshape(x, (-1,)), shape),
        "broadcast_to": xp.broadcast_to(x[:1], shape),
        "tile": xp.tile(x, shape),
    }


def _expected() -> dict[str, np.ndarray]:
    return {
        "zeros": np.zeros((2, 3), np.float32),
        "ones": np.ones((2, 3), np.int32),
        "empty": np.zeros((2, 3), np.float32),
        "full": np.full((2, 3), 7, np.int16),
        "reshape": X,
        "broadcast_to": np.broadcast_to(X[:1], (2, 3)),
        "tile": np.tile(X, (2, 3)),
    }


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("spelling", list(SHAPES))
def test_shape_forms_in_every_mode(spelling: str, mode: str) -> None:
    make = SHAPES[spelling]
    out = run(lambda x: _cases(x, make(x)), tf.constant(X), mode=mode)
    for name, want in _expected().items():
        _check(out[name], want)


@pytest.mark.parametrize("spelling", list(STATIC_SHAPES))
def test_static_shape_forms(spelling: str) -> None:
    make = STATIC_SHAPES[spelling]
    for mode in ("eager", "graph", "xla"):
        out = run(lambda x: _cases(x, make(x)), tf.constant(X), mode=mode)
        for name, want in _expected().items():
            _check(out[name], want)


def test_shapes_built_from_x_shape() -> None:
    x = tf.constant(X)
    _check(xp.zeros(x.shape[1:]), np.zeros(3, np.float32))
    _check(xp.ones((4,) + tuple(x.shape), dtype=xp.int8), np.ones((4, 2, 3), np.int8))
    _check(xp.full(x.shape + (2,), 1.5), np.full((2, 3, 2), 1.5, np.float32))
    _check(xp.empty(x.shape.as_list(), dtype=xp.bool), np.zeros((2, 3), bool))
    _check(xp.reshape(x, x.shape[::-1]), X.reshape(3, 2))
    _check(xp.broadcast_to(x, (4,) + tuple(x.shape)), np.broadcast_to(X, (4, 2, 3)))
    _check(xp.zeros(x.shape[0]), np.zeros(2, np.float32))
    _check(xp.zeros(tf.shape(x)[1]), np.zeros(3, np.float32))
    _check(xp.zeros(tf.TensorShape([])), np.zeros((), np.float32))
    _check(xp.zeros(()), np.zeros((), np.float32))


def test_unknown_sizes_stay_dynamic_inside_tf_function() -> None:
    """``x.shape`` with an unknown batch size: the result's static shape keeps what is known
    and the values follow the size the graph sees when it runs."""
    statics: dict[str, Any] = {}

    @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
    def f(x: Any) -> Any:
        out = {
            "zeros": xp.zeros(x.shape, dtype=x.dtype),
            "full": xp.full(tf.shape(x), 2.0),
            "reshape": xp.reshape(x, (tf.shape(x)[0] * 3,)),
            "broadcast_to": xp.broadcast_to(x[:1], x.shape),
            "eye": xp.eye(tf.shape(x)[0], x.shape[1], k=1),
        }
        statics.update({k: tuple(v.shape) for k, v in out.items()})
        return out

    for n in (1, 4):
        a = np.arange(3 * n, dtype=np.float32).reshape(n, 3)
        out = f(tf.constant(a))
        _check(out["zeros"], np.zeros((n, 3), np.float32))
        _check(out["full"], np.full((n, 3), 2.0, np.float32))
        _check(out["reshape"], a.reshape(-1))
        _check(out["broadcast_to"], np.broadcast_to(a[:1], (n, 3)))
        _check(out["eye"], np.eye(n, 3, k=1, dtype=np.float32))
    assert statics["zeros"] == (None, 3)
    assert statics["full"] == (None, 3)
    assert statics["broadcast_to"] == (None, 3)


def test_shape_of_an_outer_tensor_inside_a_nested_function() -> None:
    @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
    def f(x: Any) -> Any:
        shape = x.shape
        return tf.cond(tf.shape(x)[0] > 1, lambda: xp.ones(shape), lambda: xp.zeros(shape))

    _check(f(tf.constant(X)), np.ones((2, 3), np.float32))
    _check(f(tf.constant(X[:1])), np.zeros((1, 3), np.float32))


def test_unknown_sizes_without_an_owner_raise_clearly() -> None:
    @tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32)])
    def f(x: Any) -> Any:
        return xp.zeros(x.shape.as_list())

    with pytest.raises(ValueError,
                       match=r"zeros: shape \[None, 3\] has an unknown size.*tf\.shape"):
        f(tf.constant(X))
    with pytest.raises(ValueError, match=r"ones: shape .* has unknown sizes.*tf.shape"):
        xp.ones(tf.TensorShape([None, 3]))
    with pytest.raises(ValueError, match=r"reshape: shape .* unknown rank"):
        xp.reshape(tf.constant(X), tf.TensorShape(None))


def test_dynamic_tile_and_sizes() -> None:
    for n in (2, 3):
        f = tf.function(lambda reps: xp.tile(tf.constant(X), reps),
                        input_signature=[tf.TensorSpec([n], tf.int32)])
        for reps in [(3, 1), (1, 2, 2), (2, 0, 1)]:
            if len(reps) == n:
                _check(f(tf.constant(reps)), np.tile(X, reps))
    f = tf.function(lambda reps: xp.tile(tf.constant(X), reps),
                    input_signature=[tf.TensorSpec([None], tf.int32)])
    with pytest.raises(ValueError, match="tile: the length of the shape tensor repetitions"):
        f(tf.constant([3, 1]))


def test_sizes_of_eye_linspace_and_fft() -> None:
    x = tf.constant(X)
    _check(xp.eye(np.int64(3), tf.constant(2), k=np.int8(-1)),
           np.eye(3, 2, k=-1, dtype=np.float32))
    _check(xp.eye(x.shape[0]), np.eye(2, dtype=np.float32))
    _check(xp.linspace(0.0, 1.0, np.int64(5)), np.linspace(0, 1, 5, dtype=np.float32))
    _check(xp.linspace(0.0, 1.0, tf.constant(3)), np.linspace(0, 1, 3, dtype=np.float32))
    c = tf.cast(x, tf.complex64)
    want = np.fft.fftn(X.astype(np.complex64), s=(4, 3)).astype(np.complex64)
    got = npv(xp.fft.fftn(c, s=tf.TensorShape([4]) + x.shape[1:], axes=(0, 1)))
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
    got = npv(xp.fft.fft(c, n=np.int64(4)))
    np.testing.assert_allclose(got, np.fft.fft(X, n=4).astype(np.complex64), rtol=1e-5,
                               atol=1e-5)
    got = npv(xp.fft.fftfreq(tf.constant(4)))
    np.testing.assert_allclose(got, np.fft.fftfreq(4).astype(np.float32))


def test_broadcast_shapes_takes_tensor_shapes() -> None:
    x = tf.constant(X)
    assert xp.broadcast_shapes(x.shape, (4, 1, 1)) == (4, 2, 3)
    assert xp.broadcast_shapes(tf.TensorShape([None, 1]), [np.int64(5)]) == (None, 5)
    with pytest.raises(ValueError, match=r"broadcast_shapes: .* cannot be broadcast"):
        xp.broadcast_shapes(x.shape, (4,))


@pytest.mark.parametrize("fname", ["zeros", "ones", "empty"])
def test_errors_name_the_function_called(fname: str) -> None:
    fn = getattr(xp, fname)
    named = rf"xpagnostic\.tensorflow\.{fname}"
    with pytest.raises(TypeError, match=rf"^{named}: shape must be an int, .*tf.TensorShape"
                                         r".*xpagnostic\.tensorflow.*'ab'"):
        fn("ab")
    with pytest.raises(TypeError, match=rf"^{named}: shape must be"):
        fn((2, 3.0))
    with pytest.raises(TypeError, match=rf"^{named}: shape must be"):
        fn((True, 2))
    with pytest.raises(TypeError, match=rf"^{named}: shape must be .* float32 tensor"):
        fn(tf.constant([2.0, 3.0]))
    with pytest.raises(ValueError, match=rf"^{named}: negative dimension"):
        fn((2, -1))


def test_other_errors_name_the_function_called() -> None:
    x = tf.constant(X)
    with pytest.raises(TypeError, match=r"^xpagnostic\.tensorflow\.full: shape must be"):
        xp.full([[2]], 1.0)
    with pytest.raises(ValueError,
                       match=r"^xpagnostic\.tensorflow\.broadcast_to: cannot broadcast"):
        xp.broadcast_to(x, x.shape[::-1])
    with pytest.raises(ValueError,
                       match=r"^xpagnostic\.tensorflow\.tile: repetitions must be non-negative"):
        xp.tile(x, (np.int64(-1),))
    with pytest.raises(TypeError, match=r"linspace: num must be known when tf\.function"):
        tf.function(lambda n: xp.linspace(0.0, 1.0, n))(tf.constant(3))
    with pytest.raises(TypeError, match=r"^xpagnostic\.tensorflow\.eye: n_rows must be"):
        xp.eye(2.0)

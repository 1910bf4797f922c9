"""Linear algebra of xpagnostic.tensorflow: the main-namespace chapter (matmul,
matrix_transpose, tensordot, vecdot) and the ``linalg`` extension, against NumPy,
array-api-strict's promotion and analytic values; eager, in ``tf.function`` and,
where TensorFlow's XLA bridge has the kernels, with ``jit_compile=True``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
strict = pytest.importorskip("array_api_strict")

import xpagnostic.tensorflow as xp  # noqa: E402
from xpagnostic import AxisError  # noqa: E402

LA = xp.linalg

INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
FLOATS = ["float32", "float64"]
COMPLEX = ["complex64", "complex128"]
NUMERIC = INTS + FLOATS + COMPLEX
INEXACT = FLOATS + COMPLEX

RNG = np.random.default_rng(20251210)


def _rand(shape: tuple[int, ...], dtype: str, *, full_range: bool = False) -> np.ndarray:
    """Random values of ``dtype``; integers over their whole range when ``full_range``
    (so that products overflow and wrap), else small."""
    dt = np.dtype(dtype)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        lo, hi = (int(info.min), int(info.max)) if full_range else (max(int(info.min), -9), 9)
        return RNG.integers(lo, hi, size=shape, endpoint=True, dtype=dt)
    if dt.kind == "c":
        return (RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)).astype(dt)
    return RNG.standard_normal(shape).astype(dt)


def _spd(n: int, dtype: str, batch: tuple[int, ...] = ()) -> np.ndarray:
    """Well-conditioned Hermitian positive-definite matrices."""
    a = _rand((*batch, n, n), dtype)
    return (a @ np.conj(np.swapaxes(a, -1, -2)) + n * np.eye(n)).astype(dtype)


def _well_conditioned(n: int, dtype: str, batch: tuple[int, ...] = ()) -> np.ndarray:
    return (_rand((*batch, n, n), dtype) + 3 * n * np.eye(n)).astype(dtype)


def _t(a: Any) -> Any:
    return tf.constant(a)


def _tol(dtype: Any) -> dict[str, float]:
    name = np.dtype(dtype).name
    if name in ("float32", "complex64"):
        return {"rtol": 2e-4, "atol": 2e-4}
    return {"rtol": 1e-10, "atol": 1e-10}


def _check(out: Any, expected: np.ndarray, *, exact: bool = False) -> None:
    assert isinstance(out, tf.Tensor)
    got = out.numpy()
    assert got.dtype == expected.dtype, (got.dtype, expected.dtype)
    assert got.shape == expected.shape, (got.shape, expected.shape)
    if exact or expected.dtype.kind in "iub":
        np.testing.assert_array_equal(got, expected)
    else:
        np.testing.assert_allclose(got, expected, **_tol(expected.dtype))


def _strict_dtype(*dtypes: str) -> str:
    """The standard's result dtype (array-api-strict); NumPy's for pairs the standard
    leaves open (uint64 with a signed integer), which the namespace follows."""
    try:
        return str(strict.result_type(*(getattr(strict, d) for d in dtypes))).split(".")[-1]
    except TypeError:
        return np.result_type(*dtypes).name


def _modes(fn: Callable[..., Any], *, jit: bool = True) -> list[Callable[..., Any]]:
    """``fn`` eagerly, in tf.function and (if ``jit``) in tf.function(jit_compile=True)."""
    out = [fn, tf.function(fn, autograph=False)]
    if jit:
        out.append(tf.function(fn, autograph=False, jit_compile=True))
    return out


# --- matmul ------------------------------------------------------------------------------

MATMUL_SHAPES = [
    ((3,), (3,)),
    ((4,), (4, 2)),
    ((2, 5, 4), (4,)),
    ((3, 4), (4, 2)),
    ((2, 1, 3, 4), (5, 4, 2)),
    ((4, 0), (0, 3)),
    ((0, 2, 3), (3, 1)),
]


@pytest.mark.parametrize("dtype", NUMERIC)
@pytest.mark.parametrize("shapes", MATMUL_SHAPES, ids=str)
def test_matmul_matches_numpy(dtype: str, shapes: tuple[tuple[int, ...], ...]) -> None:
    a = _rand(shapes[0], dtype, full_range=True)
    b = _rand(shapes[1], dtype, full_range=True)
    with np.errstate(over="ignore"):
        expected = np.asarray(np.matmul(a, b))
    _check(xp.matmul(_t(a), _t(b)), expected)


@pytest.mark.parametrize("dtype", ["int8", "uint8", "int16", "uint16", "uint32", "uint64"])
def test_matmul_wraps_like_numpy_for_dtypes_without_kernels(dtype: str) -> None:
    info = np.iinfo(dtype)
    a = np.full((2, 3), info.max, dtype)
    b = np.full((3, 2), info.max - 1, dtype)
    expected = np.matmul(a, b)
    for f in _modes(lambda x, y: xp.matmul(x, y)):
        _check(f(_t(a), _t(b)), expected)


@pytest.mark.parametrize(
    ("d1", "d2"),
    [("int8", "uint8"), ("int32", "float32"), ("uint64", "int64"), ("int16", "uint32"),
     ("float32", "complex128"), ("uint8", "float64"), ("float32", "float64")],
)
def test_matmul_promotion(d1: str, d2: str) -> None:
    a, b = _rand((2, 3), d1), _rand((3, 4), d2)
    out = xp.matmul(_t(a), _t(b))
    want = _strict_dtype(d1, d2)
    assert out.dtype.name == want
    expected = np.matmul(a.astype(want), b.astype(want))
    _check(out, expected)


def test_matmul_high_rank_broadcasting() -> None:
    # TensorFlow's batched matmul (oneDNN) stops at rank 12, broadcasting at rank 8
    a = _rand((1, 2) * 6 + (3, 4), "float64")
    b = _rand((2, 1) * 6 + (4, 2), "float64")
    _check(xp.matmul(_t(a), _t(b)), np.matmul(a, b))
    c = _rand((2,) * 14 + (3, 4), "int8", full_range=True)
    d = _rand((4, 3), "int8", full_range=True)
    _check(xp.matmul(_t(c), _t(d)), np.matmul(c, d))


def test_matmul_errors() -> None:
    with pytest.raises(TypeError, match="matmul"):
        xp.matmul(tf.constant([True, False]), tf.constant([True, False]))
    with pytest.raises(ValueError, match="matmul"):
        xp.matmul(tf.constant(1.0), tf.constant([1.0]))
    with pytest.raises(ValueError, match="matmul"):
        xp.matmul(tf.ones((2, 3)), tf.ones((2, 3)))
    with pytest.raises(ValueError, match="matmul"):
        xp.matmul(tf.ones((3,)), tf.ones((4,)))
    with pytest.raises(ValueError, match="matmul"):
        xp.matmul(tf.ones((2, 2, 3)), tf.ones((3, 3, 1)))
    with pytest.raises(TypeError, match="matmul"):
        xp.matmul(np.ones((2, 2)), tf.ones((2, 2)))


def test_matmul_modes_and_unknown_shapes() -> None:
    a, b = _rand((2, 3, 4), "float32"), _rand((4, 5), "float32")
    for f in _modes(lambda x, y: xp.matmul(x, y)):
        _check(f(_t(a), _t(b)), np.matmul(a, b))
    f = tf.function(lambda x, y: xp.matmul(x, y), input_signature=[
        tf.TensorSpec([None, None, 4], tf.float32), tf.TensorSpec([None, None], tf.float32)])
    _check(f(_t(a), _t(b)), np.matmul(a, b))
    v = _rand((4,), "uint16", full_range=True)
    g = tf.function(lambda x, y: xp.matmul(x, y), input_signature=[
        tf.TensorSpec([None], tf.uint16), tf.TensorSpec([None], tf.uint16)])
    _check(g(_t(v), _t(v)), np.asarray(np.matmul(v, v)))


def test_matmul_accepts_variables() -> None:
    a = _rand((3, 3), "float64")
    _check(xp.matmul(tf.Variable(a), tf.Variable(a)), a @ a)


# --- matrix_transpose -----------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["bool", *NUMERIC])
def test_matrix_transpose(dtype: str) -> None:
    a = RNG.integers(0, 2, (2, 3, 4)).astype(dtype)
    for f in _modes(lambda x: xp.matrix_transpose(x)):
        _check(f(_t(a)), np.swapaxes(a, -1, -2))
    assert LA.matrix_transpose is xp.matrix_transpose
    with pytest.raises(ValueError, match="matrix_transpose"):
        xp.matrix_transpose(tf.ones((3,)))


# --- tensordot ----------------------------------------------------------------------------


TENSORDOT_CASES = [
    ((3, 4, 5), (4, 5, 2), 2),
    ((3, 4), (4, 2), 1),
    ((2, 3), (4,), 0),
    ((3, 4, 5), (5, 3, 2), ([0, 2], [1, 0])),
    ((3, 4, 5), (5, 2, 4), ((-1, -2), (0, -1))),
    ((2, 3), (3, 2), ([], [])),
    ((2, 0, 3), (3, 0), ([1, 2], [1, 0])),
    ((3,), (3,), 1),
]


@pytest.mark.parametrize("dtype", NUMERIC)
@pytest.mark.parametrize("case", TENSORDOT_CASES, ids=str)
def test_tensordot_matches_numpy(dtype: str, case: tuple[Any, ...]) -> None:
    s1, s2, axes = case
    a, b = _rand(s1, dtype, full_range=True), _rand(s2, dtype, full_range=True)
    with np.errstate(over="ignore"):
        expected = np.asarray(np.tensordot(a, b, axes=axes))
    _check(xp.tensordot(_t(a), _t(b), axes=axes), expected)


def test_tensordot_promotion_default_axes_and_modes() -> None:
    a, b = _rand((2, 3, 4), "uint8"), _rand((3, 4, 2), "int8")
    out = xp.tensordot(_t(a), _t(b))
    assert out.dtype.name == _strict_dtype("uint8", "int8")
    _check(out, np.tensordot(a.astype("int16"), b.astype("int16")))
    c, d = _rand((2, 3, 4), "float32"), _rand((4, 3), "float32")
    for f in _modes(lambda x, y: xp.tensordot(x, y, axes=([1, 2], [1, 0]))):
        _check(f(_t(c), _t(d)), np.tensordot(c, d, axes=([1, 2], [1, 0])))
    g = tf.function(lambda x, y: xp.tensordot(x, y, axes=1), input_signature=[
        tf.TensorSpec([None, 4], tf.float32), tf.TensorSpec([4, None], tf.float32)])
    e = _rand((5, 4), "float32")
    _check(g(_t(e), _t(d)), np.tensordot(e, d, axes=1))
    assert LA.tensordot is xp.tensordot


def test_tensordot_errors() -> None:
    with pytest.raises(ValueError, match="tensordot"):
        xp.tensordot(tf.ones((2, 3)), tf.ones((2, 3)), axes=1)
    with pytest.raises(ValueError, match="tensordot"):
        xp.tensordot(tf.ones((2, 3)), tf.ones((3, 2)), axes=-1)
    with pytest.raises(ValueError, match="tensordot"):
        xp.tensordot(tf.ones((2, 3)), tf.ones((3,)), axes=2)
    with pytest.raises(ValueError, match="tensordot"):
        xp.tensordot(tf.ones((2, 3)), tf.ones((3, 2)), axes=([0, 1], [1]))
    with pytest.raises(ValueError, match="tensordot"):
        xp.tensordot(tf.ones((3, 3)), tf.ones((3, 3)), axes=([0, 0], [0, 1]))
    with pytest.raises(ValueError, match="tensordot"):
        xp.tensordot(tf.ones((1, 3)), tf.ones((3, 3)), axes=([0], [0]))  # no broadcasting
    with pytest.raises(IndexError, match="tensordot"):
        xp.tensordot(tf.ones((3,)), tf.ones((3,)), axes=([1], [0]))
    with pytest.raises(TypeError, match="tensordot"):
        xp.tensordot(tf.ones((3,), tf.bool), tf.ones((3,), tf.bool), axes=1)


# --- vecdot -------------------------------------------------------------------------------


def _np_vecdot(a: np.ndarray, b: np.ndarray, axis: int) -> np.ndarray:
    with np.errstate(over="ignore"):
        return np.asarray(np.sum(np.conj(a) * b, axis=axis, dtype=np.result_type(a, b)))


@pytest.mark.parametrize("dtype", NUMERIC)
def test_vecdot_matches_numpy(dtype: str) -> None:
    a = _rand((2, 1, 3, 4), dtype, full_range=True)
    b = _rand((5, 3, 4), dtype, full_range=True)
    a_b, b_b = np.broadcast_arrays(a, b)
    _check(xp.vecdot(_t(a), _t(b)), _np_vecdot(a_b, b_b, -1))
    _check(xp.vecdot(_t(a), _t(b), axis=-2), _np_vecdot(a_b, b_b, -2))


def test_vecdot_conjugates_first_argument() -> None:
    x1 = tf.constant([1j, 2j, 3j], tf.complex128)
    x2 = tf.constant([1, 2j, 3], tf.complex128)
    assert complex(xp.vecdot(x1, x2).numpy()) == 4 - 10j
    assert LA.vecdot is xp.vecdot


def test_vecdot_axes_promotion_high_rank_and_modes() -> None:
    a, b = _rand((3, 4), "float32"), _rand((3, 4), "int16")
    out = xp.vecdot(_t(a), _t(b), axis=0)  # non-negative axis: same ranks only
    assert out.dtype.name == _strict_dtype("float32", "int16")
    _check(out, np.sum(a * b, axis=0).astype(out.dtype.name))
    big1 = _rand((1, 2) * 5 + (3,), "float64")
    big2 = _rand((2, 1) * 5 + (3,), "float64")
    b1, b2 = np.broadcast_arrays(big1, big2)
    _check(xp.vecdot(_t(big1), _t(big2)), _np_vecdot(b1, b2, -1))
    c = _rand((2, 3), "complex64")
    for f in _modes(lambda x, y: xp.vecdot(x, y)):
        _check(f(_t(c), _t(c)), _np_vecdot(c, c, -1))
    g = tf.function(lambda x, y: xp.vecdot(x, y), input_signature=[
        tf.TensorSpec([None, None], tf.complex64), tf.TensorSpec([None, None], tf.complex64)])
    _check(g(_t(c), _t(c[:1])), _np_vecdot(c, np.broadcast_to(c[:1], c.shape), -1))
    with pytest.raises(ValueError, match="vecdot"):
        xp.vecdot(tf.ones((2, 3)), tf.ones((2, 4)))
    with pytest.raises(ValueError, match="vecdot"):
        xp.vecdot(tf.ones((2, 3)), tf.ones((3,)), axis=0)
    with pytest.raises(ValueError, match="vecdot"):
        xp.vecdot(tf.ones((2, 3)), tf.ones((2, 3)), axis=-3)
    with pytest.raises(TypeError, match="vecdot"):
        xp.vecdot(tf.ones((3,), tf.bool), tf.ones((3,), tf.bool))


# --- linalg: namespace ----------------------------------------------------------------------


def test_linalg_namespace() -> None:
    mine = {"cholesky", "cross", "det", "diagonal", "inv", "matmul", "matrix_norm",
            "matrix_power", "matrix_transpose", "outer", "slogdet", "solve", "tensordot",
            "trace", "vecdot", "vector_norm"}
    assert mine <= set(LA.__all__)
    for name in LA.__all__:
        assert hasattr(LA, name)
    assert xp.linalg is LA


@pytest.mark.parametrize(
    ("name", "call"),
    [
        ("cholesky", lambda x: LA.cholesky(x)),
        ("det", lambda x: LA.det(x)),
        ("inv", lambda x: LA.inv(x)),
        ("matrix_norm", lambda x: LA.matrix_norm(x)),
        ("matrix_power", lambda x: LA.matrix_power(x, 2)),
        ("slogdet", lambda x: LA.slogdet(x)),
        ("solve", lambda x: LA.solve(x, x)),
        ("vector_norm", lambda x: LA.vector_norm(x)),
    ],
)
@pytest.mark.parametrize("dtype", [tf.int32, tf.uint8, tf.bool])
def test_float_only_functions_reject_integers(name: str, call: Callable[[Any], Any],
                                              dtype: Any) -> None:
    with pytest.raises(TypeError, match=name):
        call(tf.ones((2, 2), dtype))


# --- cholesky, det, inv, slogdet ---------------------------------------------------------


@pytest.mark.parametrize("dtype", INEXACT)
def test_cholesky(dtype: str) -> None:
    a = _spd(4, dtype, (2,))
    lower = np.linalg.cholesky(a)
    _check(LA.cholesky(_t(a)), lower)
    upper = LA.cholesky(_t(a), upper=True)
    _check(upper, np.conj(np.swapaxes(lower, -1, -2)))
    u = upper.numpy()
    np.testing.assert_allclose(np.conj(np.swapaxes(u, -1, -2)) @ u, a, **_tol(dtype))
    with pytest.raises(ValueError, match="cholesky"):
        LA.cholesky(tf.ones((2, 3), dtype))


@pytest.mark.parametrize("dtype", INEXACT)
def test_det_inv_slogdet(dtype: str) -> None:
    a = _well_conditioned(3, dtype, (2, 2))
    _check(LA.det(_t(a)), np.linalg.det(a))
    _check(LA.inv(_t(a)), np.linalg.inv(a))
    res = LA.slogdet(_t(a))
    assert isinstance(res, LA.SlogdetResult)
    assert res.sign is res[0] and res.logabsdet is res[1]
    sign, logabs = np.linalg.slogdet(a)
    _check(res.sign, sign)
    _check(res.logabsdet, logabs)
    assert res.logabsdet.dtype.name == ("float32" if dtype in ("float32", "complex64")
                                        else "float64")


def test_det_analytic_and_empty() -> None:
    a = tf.constant([[2.0, 1.0], [1.0, 3.0]], tf.float64)
    assert LA.det(a).numpy() == pytest.approx(5.0)
    _check(LA.det(tf.zeros((2, 0, 0))), np.ones(2, np.float32))
    _check(LA.inv(tf.zeros((0, 0))), np.zeros((0, 0), np.float32))


@pytest.mark.parametrize("dtype", INEXACT)
def test_slogdet_singular(dtype: str) -> None:
    sign, logabs = LA.slogdet(tf.zeros((2, 3, 3), dtype))
    np.testing.assert_array_equal(sign.numpy(), np.zeros(2, dtype))
    np.testing.assert_array_equal(logabs.numpy(), np.full(2, -np.inf))
    assert sign.dtype.name == dtype


def test_slogdet_complex_sign() -> None:
    a = tf.constant([[1j, 0], [0, 2]], tf.complex128)
    sign, logabs = LA.slogdet(a)
    assert complex(sign.numpy()) == pytest.approx(1j)
    assert float(logabs.numpy()) == pytest.approx(np.log(2))


def test_lu_based_functions_in_tf_function() -> None:
    a = _well_conditioned(3, "float64", (2,))
    for f in _modes(lambda x: LA.det(x), jit=False):  # TF's XLA bridge has no LU
        _check(f(_t(a)), np.linalg.det(a))
    for f in _modes(lambda x: LA.slogdet(x).logabsdet, jit=False):
        _check(f(_t(a)), np.linalg.slogdet(a)[1])
    for f in _modes(lambda x: LA.inv(x)):
        _check(f(_t(a)), np.linalg.inv(a))
    s = _spd(3, "float32")
    for f in _modes(lambda x: LA.cholesky(x, upper=True)):
        _check(f(_t(s)), np.linalg.cholesky(s).T)


# --- solve -------------------------------------------------------------------------------


SOLVE_CASES = [
    ((3, 3), (3,)),
    ((2, 4, 3, 3), (3,)),
    ((3, 3), (3, 2)),
    ((2, 3, 3), (2, 3, 4)),
    ((2, 1, 3, 3), (5, 3, 2)),
    ((3, 3), (2, 4, 3, 2)),
    ((4, 3, 3), (3, 1)),
    ((3, 3), (2, 3, 0)),
]


def _np_solve(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The standard's solve in NumPy: a 1-D b is one vector for every matrix."""
    if b.ndim == 1:
        return np.linalg.solve(a, np.broadcast_to(b[:, None], (*a.shape[:-1], 1)))[..., 0]
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    return np.linalg.solve(np.broadcast_to(a, (*batch, *a.shape[-2:])),
                           np.broadcast_to(b, (*batch, *b.shape[-2:])))


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shapes", SOLVE_CASES, ids=str)
def test_solve(dtype: str, shapes: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
    a = _well_conditioned(shapes[0][-1], dtype, shapes[0][:-2])
    b = _rand(shapes[1], dtype)
    out = LA.solve(_t(a), _t(b))
    _check(out, _np_solve(a, b))
    x = out.numpy()
    residual = (a @ x[..., None])[..., 0] if b.ndim == 1 else a @ x  # a @ x == b
    np.testing.assert_allclose(residual, np.broadcast_to(b, x.shape), **_tol(dtype))


def test_solve_promotion_modes_and_errors() -> None:
    a, b = _well_conditioned(3, "float32"), _rand((3, 2), "float64")
    out = LA.solve(_t(a), _t(b))
    assert out.dtype == tf.float64
    for f in _modes(lambda x, y: LA.solve(x, y)):
        _check(f(_t(a.astype("float64")), _t(b)), np.linalg.solve(a.astype("float64"), b))
    with pytest.raises(TypeError, match="solve"):
        LA.solve(tf.eye(3), tf.ones((3,), tf.int32))
    with pytest.raises(ValueError, match="solve"):
        LA.solve(tf.ones((3, 2)), tf.ones((3,)))
    with pytest.raises(ValueError, match="solve"):
        LA.solve(tf.eye(3), tf.ones((4,)))
    with pytest.raises(ValueError, match="solve"):
        LA.solve(tf.eye(3, batch_shape=[2]), tf.ones((3, 3, 1)))


# --- cross, outer --------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", NUMERIC)
def test_cross(dtype: str) -> None:
    a, b = _rand((2, 1, 3), dtype, full_range=True), _rand((4, 3), dtype, full_range=True)
    with np.errstate(over="ignore"):
        expected = np.cross(a, b)
    _check(LA.cross(_t(a), _t(b)), expected)
    c, e = _rand((3, 2), dtype), _rand((2, 3, 2), dtype)
    _check(LA.cross(_t(c), _t(e), axis=-2), np.cross(c, e, axis=-2))


def test_cross_analytic_promotion_modes_and_errors() -> None:
    ex, ey = tf.constant([1, 0, 0], tf.int8), tf.constant([0, 1, 0], tf.uint8)
    out = LA.cross(ex, ey)
    assert out.dtype == tf.int16
    np.testing.assert_array_equal(out.numpy(), [0, 0, 1])
    big1, big2 = _rand((1, 2) * 5 + (3,), "float64"), _rand((2, 1) * 5 + (3,), "float64")
    _check(LA.cross(_t(big1), _t(big2)), np.cross(big1, big2))
    a = _rand((2, 3), "float32")
    for f in _modes(lambda x, y: LA.cross(x, y)):
        _check(f(_t(a), _t(a[::-1])), np.cross(a, a[::-1]))
    with pytest.raises(ValueError, match="cross"):
        LA.cross(tf.ones((2, 2)), tf.ones((2, 2)))
    with pytest.raises(ValueError, match="cross"):
        LA.cross(tf.ones((3, 3)), tf.ones((3,)), axis=-2)
    with pytest.raises(ValueError, match="cross"):
        LA.cross(tf.ones((3, 3)), tf.ones((3,)), axis=0)
    with pytest.raises(TypeError, match="cross"):
        LA.cross(tf.ones((3,), tf.bool), tf.ones((3,), tf.bool))


@pytest.mark.parametrize(("d1", "d2"), [("int8", "int8"), ("uint8", "uint16"),
                                        ("int32", "float32"), ("float64", "complex64")])
def test_outer(d1: str, d2: str) -> None:
    a, b = _rand((4,), d1), _rand((3,), d2)
    out = LA.outer(_t(a), _t(b))
    want = _strict_dtype(d1, d2)
    assert out.dtype.name == want
    _check(out, np.outer(a.astype(want), b.astype(want)))
    for f in _modes(lambda x, y: LA.outer(x, y)):
        _check(f(_t(a), _t(b)), np.outer(a.astype(want), b.astype(want)))
    with pytest.raises(ValueError, match="outer"):
        LA.outer(tf.ones((2, 2)), tf.ones((2,)))


# --- diagonal, trace -------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", ["bool", *NUMERIC])
@pytest.mark.parametrize("offset", [-6, -3, -1, 0, 1, 3, 4, 9])
def test_diagonal_and_trace(dtype: str, offset: int) -> None:
    a = _rand((2, 3, 4), dtype, full_range=True) if dtype != "bool" else (
        RNG.integers(0, 2, (2, 3, 4)).astype(bool))
    _check(LA.diagonal(_t(a), offset=offset), np.diagonal(a, offset, -2, -1))
    if dtype == "bool":
        with pytest.raises(TypeError, match="trace"):
            LA.trace(_t(a))
        return
    acc = {"i": "int64", "u": "uint64"}.get(np.dtype(dtype).kind, dtype)
    with np.errstate(over="ignore"):
        expected = np.trace(a, offset, -2, -1, dtype=acc)
    _check(LA.trace(_t(a), offset=offset), np.asarray(expected))


def test_trace_dtype_and_modes() -> None:
    a = _rand((3, 3), "int8", full_range=True)
    _check(LA.trace(_t(a), dtype=tf.int8), np.asarray(np.trace(a, dtype="int8")))
    _check(LA.trace(_t(a), dtype=tf.float64), np.asarray(np.trace(a, dtype="float64")))
    _check(LA.trace(_t(a.astype("uint32"))), np.asarray(np.trace(a.astype("uint32"),
                                                                  dtype="uint64")))
    with pytest.raises(TypeError, match="trace"):
        LA.trace(tf.ones((2, 2), tf.complex64), dtype=tf.float32)
    # A dtype by its standard name (docs/errors.md); an unknown name is refused.
    assert LA.trace(tf.ones((2, 2)), dtype="float64").dtype == tf.float64
    with pytest.raises(TypeError, match="trace"):
        LA.trace(tf.ones((2, 2)), dtype="float33")
    f32 = _rand((2, 3, 4), "float32")
    for f in _modes(lambda x: LA.trace(x, offset=1)):
        _check(f(_t(f32)), np.trace(f32, 1, -2, -1))
    for off in (-5, -1, 2, 7):
        g = tf.function(lambda x, off=off: LA.diagonal(x, offset=off),
                        input_signature=[tf.TensorSpec([None, None, None], tf.float32)])
        _check(g(_t(f32)), np.diagonal(f32, off, -2, -1))
        h = tf.function(lambda x, off=off: LA.trace(x, offset=off),
                        input_signature=[tf.TensorSpec([None, None, None], tf.float32)])
        _check(h(_t(f32)), np.trace(f32, off, -2, -1))


# --- norms ----------------------------------------------------------------------------------

MATRIX_ORDS: list[Any] = ["fro", "nuc", 1, -1, 2, -2, np.inf, -np.inf]


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("ord", MATRIX_ORDS, ids=str)
@pytest.mark.parametrize("keepdims", [False, True])
def test_matrix_norm(dtype: str, ord: Any, keepdims: bool) -> None:
    a = _rand((2, 3, 4), dtype)
    expected = np.linalg.norm(a, ord=ord, axis=(-2, -1), keepdims=keepdims)
    _check(LA.matrix_norm(_t(a), ord=ord, keepdims=keepdims), np.asarray(expected))


def test_matrix_norm_analytic_modes_and_errors() -> None:
    a = tf.constant([[3.0, 0.0], [0.0, -4.0]], tf.float64)
    assert LA.matrix_norm(a).numpy() == pytest.approx(5.0)
    assert LA.matrix_norm(a, ord="nuc").numpy() == pytest.approx(7.0)
    assert LA.matrix_norm(a, ord=2).numpy() == pytest.approx(4.0)
    assert LA.matrix_norm(a, ord=-2).numpy() == pytest.approx(3.0)
    b = _rand((2, 3, 3), "float32")
    for ord in ("fro", 1, np.inf, 2):
        for f in _modes(lambda x, o=ord: LA.matrix_norm(x, ord=o)):
            _check(f(_t(b)), np.linalg.norm(b, ord=ord, axis=(-2, -1)))
    with pytest.raises(ValueError, match="matrix_norm"):
        LA.matrix_norm(tf.ones((2, 2)), ord=3)
    with pytest.raises(ValueError, match="matrix_norm"):
        LA.matrix_norm(tf.ones((2, 2)), ord="bad")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="matrix_norm"):
        LA.matrix_norm(tf.ones((2,)))


VECTOR_ORDS: list[float] = [2, 1, 0, -1, -2, np.inf, -np.inf, 3, 0.5, -0.5, 2.5]


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("ord", VECTOR_ORDS, ids=str)
@pytest.mark.parametrize("axis", [None, -1, 0, (0, 2), (2, 0, 1)], ids=str)
@pytest.mark.parametrize("keepdims", [False, True])
def test_vector_norm(dtype: str, ord: float, axis: Any, keepdims: bool) -> None:
    a = _rand((2, 3, 4), dtype)
    a[0, 0, 0] = 0  # a zero, for ord 0 and negative orders
    axes = tuple(range(3)) if axis is None else (axis,) if isinstance(axis, int) else axis
    rest = [i for i in range(3) if i not in [ax % 3 for ax in axes]]
    moved = np.transpose(a, [ax % 3 for ax in axes] + rest).reshape(-1, *[a.shape[i]
                                                                         for i in rest])
    with np.errstate(divide="ignore"):
        expected = np.linalg.norm(moved, ord=ord, axis=0)
    if keepdims:
        shape = [1 if i in [ax % 3 for ax in axes] else a.shape[i] for i in range(3)]
        expected = expected.reshape(shape)
    expected = np.asarray(expected).astype(np.abs(a).dtype)
    _check(LA.vector_norm(_t(a), axis=axis, keepdims=keepdims, ord=ord), expected)


def test_vector_norm_analytic_modes_and_errors() -> None:
    v = tf.constant([3.0, -4.0, 0.0], tf.float64)
    assert LA.vector_norm(v).numpy() == pytest.approx(5.0)
    assert LA.vector_norm(v, ord=1).numpy() == pytest.approx(7.0)
    assert LA.vector_norm(v, ord=0).numpy() == 2.0
    assert LA.vector_norm(v, ord=np.inf).numpy() == 4.0
    assert LA.vector_norm(v, ord=-np.inf).numpy() == 0.0
    assert LA.vector_norm(v, ord=-1).numpy() == 0.0
    c = tf.constant([3 + 4j, 0], tf.complex64)
    out = LA.vector_norm(c)
    assert out.dtype == tf.float32 and out.numpy() == pytest.approx(5.0)
    assert LA.vector_norm(tf.zeros((0,)), ord=np.inf).numpy() == 0.0
    assert LA.vector_norm(tf.constant(-2.0)).numpy() == 2.0
    nan = LA.vector_norm(tf.constant([1.0, np.nan]), ord=np.inf)
    assert np.isnan(nan.numpy())
    b = _rand((2, 3), "float32")
    for ord in (2, np.inf, 0, 3.5):
        for f in _modes(lambda x, o=ord: LA.vector_norm(x, axis=1, ord=o)):
            _check(f(_t(b)), np.linalg.norm(b, ord=ord, axis=1))
    with pytest.raises(ValueError, match="vector_norm"):
        LA.vector_norm(tf.ones((2, 2)), axis=(0, 0))
    with pytest.raises(IndexError, match="vector_norm"):
        LA.vector_norm(tf.ones((2, 2)), axis=2)
    with pytest.raises(TypeError, match="vector_norm"):
        LA.vector_norm(tf.ones((2,)), ord="fro")  # type: ignore[arg-type]


# --- matrix_power ---------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("n", [-3, -1, 0, 1, 2, 3, 6, 13])
def test_matrix_power(dtype: str, n: int) -> None:
    a = (_well_conditioned(3, dtype, (2,)) / 9).astype(dtype)
    expected = np.linalg.matrix_power(a, n)
    _check(LA.matrix_power(_t(a), n), expected)


def test_matrix_power_modes_device_and_errors() -> None:
    a = _rand((2, 3, 3), "float64")
    for f in _modes(lambda x: LA.matrix_power(x, 5)):
        _check(f(_t(a)), np.linalg.matrix_power(a, 5))
    g = tf.function(lambda x: LA.matrix_power(x, 0),
                    input_signature=[tf.TensorSpec([None, None, None], tf.float64)])
    _check(g(_t(a)), np.broadcast_to(np.eye(3), a.shape).copy())
    with tf.device("/CPU:0"):
        x = tf.constant(a)
    out = LA.matrix_power(x, 0)
    assert tf.DeviceSpec.from_string(out.device).device_type == "CPU"
    with pytest.raises(TypeError, match="matrix_power"):
        LA.matrix_power(_t(a), 1.5)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="matrix_power"):
        LA.matrix_power(tf.ones((2, 3)), 2)


def test_results_stay_on_the_input_device() -> None:
    devices = [d.name for d in tf.config.list_logical_devices()]
    a = _well_conditioned(3, "float32")
    for dev in devices:
        with tf.device(dev):
            x = tf.constant(a)
        for fn in (lambda t: xp.matmul(t, t), lambda t: LA.inv(t), lambda t: LA.trace(t),
                   lambda t: LA.vector_norm(t), lambda t: LA.matrix_power(t, 0)):
            out = fn(x)
            want = tf.DeviceSpec.from_string(x.device)
            have = tf.DeviceSpec.from_string(out.device)
            assert (have.device_type, have.device_index) == (want.device_type,
                                                             want.device_index)


def test_namespace_does_not_change_tensorflow_behaviour() -> None:
    xp.matmul(tf.ones((2, 2), tf.int8), tf.ones((2, 2), tf.uint8))
    with pytest.raises((TypeError, tf.errors.InvalidArgumentError)):
        tf.constant(1) + tf.constant(1.0)


UNKNOWN_SHAPE_CASES: list[tuple[str, Callable[..., Any], list[tuple[int, ...]]]] = [
    ("matmul", lambda x, y: xp.matmul(x, y), [(2, 3, 3), (3, 3)]),
    ("matmul_vec", lambda x, y: xp.matmul(x, y), [(3,), (2, 3, 3)]),
    ("tensordot", lambda x, y: xp.tensordot(x, y, axes=([0, 2], [0, 1])), [(2, 3, 3), (2, 3)]),
    ("vecdot", lambda x, y: xp.vecdot(x, y, axis=-2), [(2, 3, 3), (3, 3)]),
    ("cross", lambda x, y: LA.cross(x, y), [(2, 3, 3), (3,)]),
    ("cross_axis", lambda x, y: LA.cross(x, y, axis=-2), [(2, 3, 3), (3, 3)]),
    ("solve_vec", lambda x, y: LA.solve(x, y), [(2, 3, 3), (3,)]),
    ("solve_batch", lambda x, y: LA.solve(x, y), [(2, 1, 3, 3), (4, 3, 2)]),
    ("solve_one_matrix", lambda x, y: LA.solve(x, y), [(3, 3), (4, 3, 2)]),
    ("matrix_power", lambda x: LA.matrix_power(x, -2), [(2, 3, 3)]),
    ("matrix_norm", lambda x: LA.matrix_norm(x, ord=1, keepdims=True), [(2, 3, 3)]),
    ("vector_norm", lambda x: LA.vector_norm(x, axis=(0, 2), ord=3), [(2, 3, 3)]),
    ("cholesky", lambda x: LA.cholesky(x @ xp.matrix_transpose(x) + 3 * tf.eye(3, dtype=x.dtype)),
     [(2, 3, 3)]),
    ("inv", lambda x: LA.inv(x), [(2, 3, 3)]),
    ("det", lambda x: LA.det(x), [(2, 3, 3)]),
    ("slogdet", lambda x: LA.slogdet(x).logabsdet, [(2, 3, 3)]),
    ("outer", lambda x, y: LA.outer(x, y), [(3,), (2,)]),
]


@pytest.mark.parametrize(("name", "fn", "shapes"), UNKNOWN_SHAPE_CASES,
                         ids=[c[0] for c in UNKNOWN_SHAPE_CASES])
def test_tf_function_with_unknown_dimensions(name: str, fn: Callable[..., Any],
                                             shapes: list[tuple[int, ...]]) -> None:
    args = [_well_conditioned(s[-1], "float64", s[:-2]) if len(s) >= 2 and s[-1] == s[-2]
            else _rand(s, "float64") for s in shapes]
    expected = fn(*[_t(a) for a in args]).numpy()
    sig = [tf.TensorSpec([None] * len(s), tf.float64) for s in shapes]
    got = tf.function(fn, input_signature=sig, autograph=False)(*[_t(a) for a in args])
    np.testing.assert_allclose(got.numpy(), expected, rtol=1e-10, atol=1e-10)
    assert got.shape.rank == expected.ndim


def test_gradients_flow_through_the_kernels() -> None:
    a = tf.constant(_rand((2, 3, 4), "float64"))
    b = tf.constant(_rand((4, 3), "float64"))
    c = tf.constant(_rand((2, 3), "float64"))
    with tf.GradientTape(persistent=True) as tape:
        tape.watch([a, b, c])
        mm = tf.reduce_sum(xp.matmul(a, b))
        vd = tf.reduce_sum(xp.vecdot(c, c))
        cr = tf.reduce_sum(LA.cross(c, tf.constant([1.0, 2.0, 3.0], tf.float64)))
        td = tf.reduce_sum(xp.tensordot(a, b, axes=1))
    ones = np.ones((2, 3, 3))
    np.testing.assert_allclose(tape.gradient(mm, a).numpy(), ones @ b.numpy().T)
    np.testing.assert_allclose(tape.gradient(vd, c).numpy(), 2 * c.numpy())
    # sum((c x e)) = c . (e x (1, 1, 1)): the gradient is e x (1, 1, 1) = (-1, 2, -1)
    np.testing.assert_allclose(tape.gradient(cr, c).numpy(), np.tile([-1.0, 2.0, -1.0], (2, 1)))
    np.testing.assert_allclose(tape.gradient(td, b).numpy(),
                               np.broadcast_to(a.numpy().sum(axis=(0, 1))[:, None], (4, 3)))


@pytest.mark.parametrize("fname", ["vecdot", "cross"])
def test_vector_axis_out_of_range_is_one_value_error(fname: str) -> None:
    """vecdot and cross read their vector axis through one check: an axis out of range is
    the error contract's AxisError (a ValueError and an IndexError, as on every backend)
    with one wording, a non-integer axis a TypeError."""
    fn = xp.vecdot if fname == "vecdot" else xp.linalg.cross
    named = r"xpagnostic\.tensorflow\." + ("vecdot" if fname == "vecdot" else r"linalg\.cross")
    a = tf.ones((2, 3))
    for axis in (-3, 2):
        with pytest.raises(ValueError, match=rf"^{named}: axis -?\d+ is out of bounds for "
                           "arrays of 2 and 2 dimensions$") as info:
            fn(a, a, axis=axis)
        assert isinstance(info.value, AxisError)
    with pytest.raises(ValueError, match=rf"^{named}: a non-negative axis \(0\) is ambiguous"):
        fn(a, tf.ones((3,)), axis=0)
    with pytest.raises(TypeError, match=rf"^{named}: axis must be an int, got 1.0$"):
        fn(a, a, axis=1.0)


def test_vecdot_tiles_uint16_at_a_pattern_the_kernels_refuse() -> None:
    """A broadcast pattern of more than five merged dimensions is tiled; Tile has no uint16
    kernel, so uint16 goes through an exact cast (NumPy is the reference, wrapping)."""
    a = _rand((1, 2) * 3 + (4,), "uint16", full_range=True)
    b = _rand((2, 1) * 3 + (4,), "uint16", full_range=True)
    x, y = np.broadcast_arrays(a, b)
    _check(xp.vecdot(_t(a), _t(b)), _np_vecdot(x, y, -1))

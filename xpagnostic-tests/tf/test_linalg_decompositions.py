"""Matrix decompositions of xpagnostic.tensorflow.linalg (eig, eigvals, eigh, eigvalsh,
qr, svd, svdvals, pinv, matrix_rank) against NumPy, array-api-strict and the defining
identities (U S Vh = A, Q R = A, A v = w v, orthonormality); eager, in ``tf.function``
and, where TensorFlow's XLA bridge has the kernels, with ``jit_compile=True``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
strict = pytest.importorskip("array_api_strict")

import xpagnostic.tensorflow as xp  # noqa: E402

FLOATS = ["float32", "float64"]
COMPLEX = ["complex64", "complex128"]
INEXACT = FLOATS + COMPLEX
NON_FLOAT = ["bool", "int8", "int32", "int64", "uint8", "uint64"]

NAMES = ["eig", "eigvals", "eigh", "eigvalsh", "qr", "svd", "svdvals", "pinv", "matrix_rank"]
SQUARE_ONLY = {"eig", "eigvals", "eigh", "eigvalsh"}

RNG = np.random.default_rng(20251212)


def la(name: str) -> Any:
    """``xpagnostic.tensorflow.linalg.<name>``; skips while linalg does not export it yet
    (linalg.py star-imports the decompositions module once both branches are merged)."""
    fn = getattr(xp.linalg, name, None)
    if fn is None:
        pytest.skip(f"xpagnostic.tensorflow.linalg.{name} is not exported yet "
                    "(linalg.py star-imports _linalg_decompositions after the merge)")
    return fn


def _rand(shape: tuple[int, ...], dtype: str, scale: float = 1.0) -> np.ndarray:
    if np.dtype(dtype).kind == "c":
        z = RNG.standard_normal(shape) + 1j * RNG.standard_normal(shape)
    else:
        z = RNG.standard_normal(shape)
    return (scale * z).astype(dtype)


def _hermitian(shape: tuple[int, ...], dtype: str) -> np.ndarray:
    a = _rand(shape, dtype)
    return ((a + np.conj(np.swapaxes(a, -1, -2))) / 2).astype(dtype)


def _tol(dtype: Any) -> dict[str, float]:
    if np.dtype(dtype) in (np.float32, np.complex64):
        return {"rtol": 2e-4, "atol": 2e-4}
    return {"rtol": 1e-10, "atol": 1e-10}


def _real_name(dtype: str) -> str:
    return {"complex64": "float32", "complex128": "float64"}.get(dtype, dtype)


def _complex_name(dtype: str) -> str:
    return {"float32": "complex64", "float64": "complex128"}.get(dtype, dtype)


def _np(t: Any) -> np.ndarray:
    assert isinstance(t, tf.Tensor), type(t)
    return np.asarray(t.numpy())


def _h(a: np.ndarray) -> np.ndarray:
    return np.conj(np.swapaxes(a, -1, -2))


def _eye_like(a: np.ndarray, n: int) -> np.ndarray:
    return np.broadcast_to(np.eye(n), (*a.shape[:-2], n, n))


def _modes(fn: Callable[..., Any], *, xla: bool = True) -> list[Callable[..., Any]]:
    """``fn`` eagerly, in ``tf.function`` and (if ``xla``) with ``jit_compile=True``."""
    out = [fn, tf.function(fn, autograph=False)]
    if xla:
        out.append(tf.function(fn, autograph=False, jit_compile=True))
    return out


def _match_eigenvalues(got: np.ndarray, expected: np.ndarray, tol: dict[str, float]) -> None:
    """Same multiset of eigenvalues (any order): greedy nearest matching."""
    got = list(np.ravel(got))
    scale = max(1.0, float(np.max(np.abs(expected), initial=0.0)))
    for e in np.ravel(expected):
        dist = [abs(g - e) for g in got]
        i = int(np.argmin(dist))
        assert dist[i] <= tol["atol"] * scale + tol["rtol"] * abs(e), (e, got)
        got.pop(i)


# --- result types and signatures ----------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_signature_is_the_standards(name: str) -> None:
    sig = inspect.signature(la(name))
    params = list(sig.parameters.values())
    assert params[0].name == "x" and params[0].kind is inspect.Parameter.POSITIONAL_ONLY
    rest = {p.name: p.default for p in params[1:]}
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params[1:])
    expected = {"qr": {"mode": "reduced"}, "svd": {"full_matrices": True},
                "pinv": {"rtol": None}, "matrix_rank": {"rtol": None}}.get(name, {})
    assert rest == expected


@pytest.mark.parametrize(("name", "fields"), [
    ("eig", ("eigenvalues", "eigenvectors")),
    ("eigh", ("eigenvalues", "eigenvectors")),
    ("qr", ("Q", "R")),
    ("svd", ("U", "S", "Vh")),
])
def test_named_tuples(name: str, fields: tuple[str, ...]) -> None:
    res = la(name)(tf.constant(_hermitian((3, 3), "float64")))
    assert isinstance(res, tuple) and type(res) is not tuple
    assert type(res)._fields == fields
    for i, f in enumerate(fields):
        assert res[i] is getattr(res, f)
    result_type = {"eig": "EigResult", "eigh": "EighResult", "qr": "QRResult",
                   "svd": "SVDResult"}[name]
    assert type(res) is getattr(xp.linalg, result_type)


# --- SVD ----------------------------------------------------------------------------------

SVD_SHAPES = [(3, 3), (4, 2), (2, 5), (2, 3, 4), (2, 1, 4, 3), (1, 1), (0, 3), (3, 0), (0, 0),
              (2, 0, 0), (0, 2, 2)]


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", SVD_SHAPES)
@pytest.mark.parametrize("full", [True, False])
def test_svd_reconstructs_and_is_orthonormal(dtype: str, shape: tuple[int, ...],
                                             full: bool) -> None:
    a = _rand(shape, dtype)
    res = la("svd")(tf.constant(a), full_matrices=full)
    u, s, vh = (_np(r) for r in res)
    *batch, m, n = shape
    k = min(m, n)
    assert u.shape == (*batch, m, m if full else k)
    assert s.shape == (*batch, k)
    assert vh.shape == (*batch, n if full else k, n)
    assert u.dtype == a.dtype and vh.dtype == a.dtype
    assert s.dtype == np.dtype(_real_name(dtype))
    tol = _tol(dtype)
    assert np.all(s[..., :-1] >= s[..., 1:])
    np.testing.assert_allclose(s, np.linalg.svd(a, compute_uv=False), **tol)
    rec = (u[..., :, :k] * s[..., None, :]) @ vh[..., :k, :]
    np.testing.assert_allclose(rec, a, **tol)
    np.testing.assert_allclose(_h(u) @ u, _eye_like(u, u.shape[-1]), **tol)
    np.testing.assert_allclose(vh @ _h(vh), _eye_like(vh, vh.shape[-2]), **tol)


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", [(3, 5), (2, 4, 4), (0, 3), (2, 3, 0)])
def test_svdvals_matches_numpy_and_svd(dtype: str, shape: tuple[int, ...]) -> None:
    a = _rand(shape, dtype)
    s = _np(la("svdvals")(tf.constant(a)))
    assert s.dtype == np.dtype(_real_name(dtype))
    np.testing.assert_allclose(s, np.linalg.svd(a, compute_uv=False), **_tol(dtype))
    np.testing.assert_allclose(s, _np(la("svd")(tf.constant(a)).S), **_tol(dtype))


def test_svd_known_values() -> None:
    a = np.array([[3.0, 0.0], [0.0, -4.0], [0.0, 0.0]])
    np.testing.assert_allclose(_np(la("svdvals")(tf.constant(a))), [4.0, 3.0], atol=1e-12)
    np.testing.assert_allclose(_np(la("svd")(tf.constant(a)).S), [4.0, 3.0], atol=1e-12)


# --- QR -----------------------------------------------------------------------------------

QR_SHAPES = [(3, 3), (5, 3), (3, 5), (2, 4, 2), (2, 1, 2, 4), (1, 1), (0, 3), (3, 0), (0, 0),
             (2, 0, 0)]


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", QR_SHAPES)
@pytest.mark.parametrize("mode", ["reduced", "complete"])
def test_qr_reconstructs_and_is_orthonormal(dtype: str, shape: tuple[int, ...],
                                            mode: str) -> None:
    a = _rand(shape, dtype)
    q, r = (_np(t) for t in la("qr")(tf.constant(a), mode=mode))
    *batch, m, n = shape
    k = min(m, n)
    assert q.shape == (*batch, m, m if mode == "complete" else k)
    assert r.shape == (*batch, m if mode == "complete" else k, n)
    assert q.dtype == a.dtype and r.dtype == a.dtype
    tol = _tol(dtype)
    np.testing.assert_allclose(q @ r, a, **tol)
    np.testing.assert_allclose(_h(q) @ q, _eye_like(q, q.shape[-1]), **tol)
    np.testing.assert_array_equal(r, np.triu(r))  # exactly upper triangular
    diag = np.diagonal(r, axis1=-2, axis2=-1)
    np.testing.assert_array_equal(np.imag(diag), 0)  # real diagonal, also for complex input
    # unique up to the signs (phases) of the diagonal of R
    expected_r = np.linalg.qr(a, mode=mode)[1]
    np.testing.assert_allclose(np.abs(diag), np.abs(np.diagonal(expected_r, axis1=-2, axis2=-1)),
                               **tol)


def test_qr_of_empty_tall_matrix_complete_is_identity() -> None:
    q, r = la("qr")(tf.zeros((3, 0), tf.float64), mode="complete")
    np.testing.assert_array_equal(_np(q), np.eye(3))
    assert tuple(r.shape) == (3, 0)


def test_qr_rejects_unknown_modes() -> None:
    with pytest.raises(ValueError, match="qr: mode"):
        la("qr")(tf.eye(2), mode="r")


# --- eigh / eigvalsh ------------------------------------------------------------------------

EIG_SHAPES = [(3, 3), (2, 4, 4), (2, 1, 2, 2), (1, 1), (0, 0), (2, 0, 0), (0, 3, 3)]


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", EIG_SHAPES)
def test_eigh_against_numpy_and_definition(dtype: str, shape: tuple[int, ...]) -> None:
    a = _hermitian(shape, dtype)
    w, v = (_np(t) for t in la("eigh")(tf.constant(a)))
    assert w.shape == shape[:-1] and v.shape == shape
    assert w.dtype == np.dtype(_real_name(dtype)) and v.dtype == a.dtype
    tol = _tol(dtype)
    assert np.all(w[..., :-1] <= w[..., 1:])  # ascending
    np.testing.assert_allclose(w, np.linalg.eigvalsh(a), **tol)
    np.testing.assert_allclose(a @ v, v * w[..., None, :], **tol)
    np.testing.assert_allclose(_h(v) @ v, _eye_like(v, shape[-1]), **tol)
    wh = _np(la("eigvalsh")(tf.constant(a)))
    assert wh.dtype == w.dtype
    np.testing.assert_allclose(wh, np.linalg.eigvalsh(a), **tol)


@pytest.mark.parametrize("dtype", INEXACT)
def test_eigh_reads_the_lower_triangle(dtype: str) -> None:
    h = _hermitian((4, 4), dtype)
    a = np.tril(h) + np.triu(_rand((4, 4), dtype), 1)  # garbage above the diagonal
    expected = np.linalg.eigvalsh(a, UPLO="L")
    tol = _tol(dtype)
    np.testing.assert_allclose(_np(la("eigvalsh")(tf.constant(a))), expected, **tol)
    np.testing.assert_allclose(_np(la("eigh")(tf.constant(a)).eigenvalues), expected, **tol)


# --- eig / eigvals --------------------------------------------------------------------------


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", EIG_SHAPES)
def test_eig_against_numpy_and_definition(dtype: str, shape: tuple[int, ...]) -> None:
    a = _rand(shape, dtype)
    w, v = (_np(t) for t in la("eig")(tf.constant(a)))
    cdt = np.dtype(_complex_name(dtype))
    assert w.shape == shape[:-1] and v.shape == shape
    assert w.dtype == cdt and v.dtype == cdt
    tol = _tol(dtype)
    np.testing.assert_allclose(a @ v, v * w[..., None, :], **tol)
    np.testing.assert_allclose(np.linalg.norm(v, axis=-2), np.ones(shape[:-1]), **tol)
    wv = _np(la("eigvals")(tf.constant(a)))
    assert wv.dtype == cdt and wv.shape == shape[:-1]
    expected = np.linalg.eigvals(a)
    for idx in np.ndindex(*shape[:-2]):
        _match_eigenvalues(w[idx], expected[idx], tol)
        _match_eigenvalues(wv[idx], expected[idx], tol)


def test_eig_known_values() -> None:
    rot = np.array([[0.0, -2.0], [2.0, 0.0]], np.float32)  # eigenvalues +-2i
    w = _np(la("eigvals")(tf.constant(rot)))
    assert w.dtype == np.complex64
    _match_eigenvalues(w, np.array([2j, -2j]), _tol("float32"))
    d = np.diag([1.0, 2.0, 3.0]) * 3
    np.testing.assert_array_equal(np.sort(_np(la("eigvals")(tf.constant(d))).real), [3, 6, 9])


def test_nonfinite_input_raises_a_value_error_eagerly() -> None:
    a = tf.constant([[np.nan, 1.0], [1.0, 2.0]])
    for name in ("eig", "eigvals", "eigh", "eigvalsh"):
        with pytest.raises(ValueError, match=f"{name}: the decomposition failed"):
            la(name)(a)
    with pytest.raises(ValueError, match="eig: the decomposition failed"):
        la("eig")(tf.constant([[np.inf, 1.0], [1.0, 2.0]]))
    assert np.isnan(_np(la("svdvals")(a))).all()


@pytest.mark.parametrize("value", [np.nan, np.inf, -np.inf])
@pytest.mark.parametrize("where", [(0, 0), (1, 0), (0, 1), (1, 1)])
def test_nonfinite_entry_anywhere_is_not_hidden_by_the_scaling(value: float,
                                                             where: tuple[int, int]) -> None:
    # eig/eigvals scale each matrix by a power of two near its largest entry; a non-finite
    # entry must not turn that factor infinite (which zeroed the finite entries and let the
    # solver return meaningless finite eigenvectors).
    a = np.array([[1.0, 1.0], [3.0, 2.0]], np.float32)
    a[where] = value
    for name in ("eig", "eigvals"):
        with pytest.raises(ValueError, match=f"{name}: the decomposition failed"):
            la(name)(tf.constant(a))


# --- huge and tiny magnitudes (TensorFlow's solvers overflow without scaling) -------------


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("magnitude", ["huge", "tiny"])
def test_extreme_magnitudes(dtype: str, magnitude: str) -> None:
    real = np.dtype(_real_name(dtype))
    info = np.finfo(real)
    # huge: squares overflow; tiny: squares underflow, results stay normal numbers
    scale = float(np.sqrt(info.max)) / 4 if magnitude == "huge" else float(info.tiny) * 2**20
    a = _rand((4, 5, 5), dtype, scale)
    tol = _tol(dtype)
    q, r = (_np(t) for t in la("qr")(tf.constant(a)))
    assert np.isfinite(q).all() and np.isfinite(r).all()
    np.testing.assert_allclose(q @ r / scale, a / scale, **tol)
    np.testing.assert_allclose(np.abs(np.diagonal(r, axis1=-2, axis2=-1)) / scale,
                               np.abs(np.diagonal(np.linalg.qr(a)[1], axis1=-2, axis2=-1))
                               / scale, **tol)
    w, v = (_np(t) for t in la("eig")(tf.constant(a)))
    assert np.isfinite(w).all() and np.isfinite(v).all()
    np.testing.assert_allclose((a @ v) / scale, (v * w[..., None, :]) / scale, **tol)
    wv = _np(la("eigvals")(tf.constant(a)))
    expected = np.linalg.eigvals(a.astype(np.complex128)) / scale
    for i in range(a.shape[0]):
        _match_eigenvalues(wv[i] / scale, expected[i], tol)
    s = _np(la("svdvals")(tf.constant(a)))
    np.testing.assert_allclose(s / scale, np.linalg.svd(a, compute_uv=False) / scale, **tol)


@pytest.mark.parametrize("dtype", FLOATS)
def test_entries_near_the_largest_float(dtype: str) -> None:
    big = float(np.finfo(dtype).max) / 1.5  # exponent field one below the largest
    a = np.diag([big, big / 2, big / 3]).astype(dtype)
    np.testing.assert_array_equal(np.abs(np.diagonal(_np(la("qr")(tf.constant(a)).R))),
                                  np.diagonal(a))
    np.testing.assert_array_equal(np.sort(_np(la("eigvals")(tf.constant(a))).real),
                                  np.sort(np.diagonal(a)))


def test_zero_matrices() -> None:
    z = tf.zeros((2, 3, 3), tf.float64)
    q, r = (_np(t) for t in la("qr")(z))
    np.testing.assert_array_equal(r, 0)
    np.testing.assert_allclose(_h(q) @ q, _eye_like(q, 3), atol=1e-12)
    np.testing.assert_array_equal(_np(la("eigvals")(z)), 0)
    np.testing.assert_array_equal(_np(la("matrix_rank")(z)), [0, 0])
    np.testing.assert_array_equal(_np(la("pinv")(z)), 0)


# --- pinv and matrix_rank -------------------------------------------------------------------


def _low_rank(shape: tuple[int, ...], rank: int, dtype: str) -> np.ndarray:
    *batch, m, n = shape
    return (_rand((*batch, m, rank), dtype) @ _rand((*batch, rank, n), dtype)).astype(dtype)


@pytest.mark.parametrize("dtype", INEXACT)
@pytest.mark.parametrize("shape", [(3, 3), (4, 2), (2, 5), (2, 3, 4), (0, 3), (3, 0), (2, 0, 0)])
def test_pinv_against_strict_and_penrose_conditions(dtype: str, shape: tuple[int, ...]) -> None:
    a = _rand(shape, dtype)
    p = _np(la("pinv")(tf.constant(a)))
    assert p.shape == (*shape[:-2], shape[-1], shape[-2]) and p.dtype == a.dtype
    tol = _tol(dtype)
    expected = np.asarray(strict.linalg.pinv(strict.asarray(a)))
    np.testing.assert_allclose(p, expected, **tol)
    np.testing.assert_allclose(a @ p @ a, a, **tol)
    np.testing.assert_allclose(p @ a @ p, p, **tol)
    np.testing.assert_allclose(_h(a @ p), a @ p, **tol)
    np.testing.assert_allclose(_h(p @ a), p @ a, **tol)


@pytest.mark.parametrize("dtype", INEXACT)
def test_pinv_and_rank_of_rank_deficient_matrices(dtype: str) -> None:
    a = _low_rank((3, 5, 4), 2, dtype)
    tol = _tol(dtype)
    np.testing.assert_array_equal(_np(la("matrix_rank")(tf.constant(a))), [2, 2, 2])
    p = _np(la("pinv")(tf.constant(a)))
    np.testing.assert_allclose(p, np.asarray(strict.linalg.pinv(strict.asarray(a))),
                               rtol=50 * tol["rtol"], atol=50 * tol["atol"])
    np.testing.assert_allclose(a @ p @ a, a, rtol=50 * tol["rtol"], atol=50 * tol["atol"])


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("rtol_kind", ["float", "array_same", "array_other", "array_broadcast"])
def test_rtol_values_match_strict(dtype: str, rtol_kind: str) -> None:
    # singular values 1, 0.5, 0.1, 0.01 in each matrix: the cut depends on rtol
    s = np.array([1.0, 0.5, 0.1, 0.01])
    u = np.linalg.qr(RNG.standard_normal((3, 5, 4)))[0]
    v = np.linalg.qr(RNG.standard_normal((3, 4, 4)))[0]
    a = ((u * s) @ np.swapaxes(v, -1, -2)).astype(dtype)
    values = np.array([0.05, 0.3, 0.0])
    other = "float32" if dtype == "float64" else "float64"
    rtol_np: Any
    if rtol_kind == "float":
        rtol: Any = 0.3
        rtol_np = 0.3
    elif rtol_kind == "array_same":
        rtol_np = values.astype(dtype)
        rtol = tf.constant(rtol_np)
    elif rtol_kind == "array_other":
        rtol_np = values.astype(other)
        rtol = tf.constant(rtol_np)
    else:
        rtol_np = np.array([0.3], dtype)
        rtol = tf.constant(rtol_np)
    rtol_strict = rtol_np if isinstance(rtol_np, float) else strict.asarray(rtol_np)
    expected_rank = np.asarray(strict.linalg.matrix_rank(strict.asarray(a), rtol=rtol_strict))
    got_rank = la("matrix_rank")(tf.constant(a), rtol=rtol)
    assert got_rank.dtype == tf.int64
    np.testing.assert_array_equal(_np(got_rank), expected_rank)
    expected_pinv = np.asarray(strict.linalg.pinv(strict.asarray(a), rtol=rtol_strict))
    got_pinv = _np(la("pinv")(tf.constant(a), rtol=rtol))
    assert got_pinv.dtype == np.dtype(dtype)
    np.testing.assert_allclose(got_pinv, expected_pinv, **_tol(dtype))


@pytest.mark.parametrize("dtype", INEXACT)
def test_default_rtol_is_max_dim_times_eps(dtype: str) -> None:
    eps = float(np.finfo(_real_name(dtype)).eps)
    m, n = 6, 4
    # singular values 1 and just above / below max(M, N) * eps
    u = np.linalg.qr(_rand((m, m), dtype))[0]
    v = np.linalg.qr(_rand((n, n), dtype))[0]
    s = np.zeros((m, n))
    s[0, 0], s[1, 1], s[2, 2] = 1.0, 20 * m * eps, m * eps / 20
    a = (u @ s @ _h(v)).astype(dtype)
    assert int(_np(la("matrix_rank")(tf.constant(a)))) == 2
    assert int(_np(la("matrix_rank")(tf.constant(a), rtol=0.0))) >= 2


# --- errors -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("dtype", NON_FLOAT)
def test_non_floating_input_raises_type_error(name: str, dtype: str) -> None:
    x = tf.cast(tf.eye(3), dtype)
    with pytest.raises(TypeError, match=f"{name}: x: expected a floating-point array"):
        la(name)(x)


@pytest.mark.parametrize("name", NAMES)
def test_shape_errors(name: str) -> None:
    fn = la(name)
    with pytest.raises(ValueError, match=f"{name}: x: expected an array of at least 2"):
        fn(tf.ones((3,)))
    if name in SQUARE_ONLY:
        with pytest.raises(ValueError, match=f"{name}: x: expected square matrices"):
            fn(tf.ones((2, 3)))


@pytest.mark.parametrize("name", NAMES)
def test_non_tensor_input_raises_type_error(name: str) -> None:
    with pytest.raises(TypeError, match=name):
        la(name)(np.eye(3))


@pytest.mark.parametrize("name", ["pinv", "matrix_rank"])
def test_rtol_errors(name: str) -> None:
    fn = la(name)
    x = tf.ones((2, 3, 3))
    with pytest.raises(TypeError, match=name):
        fn(x, rtol=tf.constant([1, 2]))
    with pytest.raises(TypeError, match=name):
        fn(x, rtol=1j)
    with pytest.raises(TypeError, match=name):
        fn(x, rtol=True)
    with pytest.raises(ValueError, match=name):
        fn(x, rtol=tf.ones((3,)))
    with pytest.raises(ValueError, match=name):
        fn(x, rtol=float("nan"))
    with pytest.raises(TypeError, match=name):
        fn(x, rtol=np.ones(2))  # arrays must be tensors


@pytest.mark.parametrize("rtol", [0.25, 1, np.float32(0.25), np.float64(0.25)])
def test_rtol_python_and_numpy_scalars(rtol: Any) -> None:
    a = np.diag([1.0, 0.5, 0.1]).astype("float32")
    rank = 2 if float(rtol) < 1 else 0
    assert int(_np(la("matrix_rank")(tf.constant(a), rtol=rtol))) == rank
    expected = np.diag([1.0, 2.0, 0.0][: rank] + [0.0] * (3 - rank)).astype("float32")
    np.testing.assert_allclose(_np(la("pinv")(tf.constant(a), rtol=rtol)), expected, atol=1e-6)


# --- tf.function, XLA, unknown shapes, Variables, devices, high ranks, gradients -----------

CASES: list[tuple[str, Callable[[Any], Any], bool]] = [
    # (name, call, XLA has the kernels for real input)
    ("eig", lambda x: la("eig")(x), False),
    ("eigvals", lambda x: la("eigvals")(x), False),
    ("eigh", lambda x: la("eigh")(x), True),
    ("eigvalsh", lambda x: la("eigvalsh")(x), True),
    ("qr", lambda x: la("qr")(x), True),
    ("qr_complete", lambda x: la("qr")(x, mode="complete"), True),
    ("svd", lambda x: la("svd")(x), True),
    ("svd_reduced", lambda x: la("svd")(x, full_matrices=False), True),
    ("svdvals", lambda x: la("svdvals")(x), True),
    ("pinv", lambda x: la("pinv")(x), True),
    ("pinv_rtol", lambda x: la("pinv")(x, rtol=1e-3), True),
    ("matrix_rank", lambda x: la("matrix_rank")(x), True),
    ("matrix_rank_rtol", lambda x: la("matrix_rank")(x, rtol=tf.constant([0.1, 0.2])), True),
]


def _flat(res: Any) -> list[np.ndarray]:
    return [_np(t) for t in tf.nest.flatten(res)]


@pytest.mark.parametrize(("name", "call", "xla"), CASES, ids=[c[0] for c in CASES])
def test_tf_function_and_xla_match_eager(name: str, call: Callable[[Any], Any],
                                         xla: bool) -> None:
    a = _hermitian((2, 4, 4), "float64") + 3 * np.eye(4)
    x = tf.constant(a)
    eager = _flat(call(x))
    for i, fn in enumerate(_modes(call, xla=xla)[1:]):
        got = _flat(fn(x))
        # XLA's SVD (Jacobi) stops at about 1e-6 relative accuracy, even in float64
        tol = 1e-9 if i == 0 or not name.startswith("pinv") else 1e-5
        for g, e in zip(got, eager):
            assert g.dtype == e.dtype and g.shape == e.shape
            if name.startswith(("eig", "qr", "svd")) and name not in ("eigvalsh", "svdvals"):
                continue  # vectors are unique up to sign/phase only
            np.testing.assert_allclose(g, e, rtol=tol, atol=tol)


@pytest.mark.parametrize(("name", "call", "xla"), CASES, ids=[c[0] for c in CASES])
def test_unknown_dimensions(name: str, call: Callable[[Any], Any], xla: bool) -> None:
    a = _hermitian((2, 4, 4), "float64") + 3 * np.eye(4)
    g = tf.function(call, autograph=False,
                    input_signature=[tf.TensorSpec([None, None, None], tf.float64)])
    got = _flat(g(tf.constant(a)))
    want = _flat(call(tf.constant(a)))
    for x, y in zip(got, want):
        assert x.shape == y.shape and x.dtype == y.dtype


def test_reconstructions_inside_tf_function_and_xla() -> None:
    a = _rand((3, 5, 4), "float32")

    def recon(x: Any) -> Any:
        u, s, vh = la("svd")(x, full_matrices=False)
        q, r = la("qr")(x)
        return tf.matmul(u * s[..., None, :], vh), tf.matmul(q, r)

    for fn in _modes(recon):
        svd_rec, qr_rec = fn(tf.constant(a))
        np.testing.assert_allclose(_np(svd_rec), a, **_tol("float32"))
        np.testing.assert_allclose(_np(qr_rec), a, **_tol("float32"))


@pytest.mark.parametrize("name", NAMES)
def test_variable_input_and_device(name: str) -> None:
    a = _hermitian((3, 3), "float64") + 3 * np.eye(3)
    with tf.device("/CPU:0"):
        v = tf.Variable(a)
    out = tf.nest.flatten(la(name)(v))
    ref = tf.nest.flatten(la(name)(tf.constant(a)))
    for o, r in zip(out, ref):
        assert tf.DeviceSpec.from_string(o.device).device_type == "CPU"
        np.testing.assert_allclose(np.abs(_np(o)), np.abs(_np(r)), rtol=1e-10, atol=1e-10)


@pytest.mark.parametrize("name", NAMES)
def test_high_rank_stacks(name: str) -> None:
    shape = (1,) * 8 + (2, 1, 3, 3)  # 12 dims: past TensorFlow's rank-8 broadcasting limits
    a = _hermitian(shape, "float64") + 3 * np.eye(3)
    res = la(name)(tf.constant(a))
    ref = la(name)(tf.constant(a.reshape(-1, 3, 3)))  # the same matrices as one flat stack
    for o, r in zip(tf.nest.flatten(res), tf.nest.flatten(ref)):
        assert tuple(o.shape[:10]) == shape[:10] and o.shape.rank == len(shape) - 3 + r.shape.rank
        np.testing.assert_allclose(np.abs(_np(o)).reshape(r.shape), np.abs(_np(r)),
                                   rtol=1e-10, atol=1e-10)
    if name == "pinv":
        rtol = tf.constant(np.full(shape[:-2], 1e-3))
        assert tuple(la(name)(tf.constant(a), rtol=rtol).shape) == shape


def _numeric_grad(f: Callable[[np.ndarray], float], a: np.ndarray, h: float = 1e-6
                  ) -> np.ndarray:
    g = np.zeros_like(a)
    for idx in np.ndindex(*a.shape):
        e = np.zeros_like(a)
        e[idx] = h
        g[idx] = (f(a + e) - f(a - e)) / (2 * h)
    return g


GRAD_CASES: list[tuple[str, Callable[[Any], Any]]] = [
    ("svdvals", lambda x: tf.reduce_sum(la("svdvals")(x))),
    ("svd", lambda x: tf.reduce_sum(la("svd")(x, full_matrices=False).S ** 2)),
    ("qr", lambda x: tf.reduce_sum(la("qr")(x).R ** 2 * tf.constant([[1.0, 2, 3]], x.dtype))),
    ("eigvalsh", lambda x: tf.reduce_sum(la("eigvalsh")(x) ** 3)),
    ("eig", lambda x: tf.math.real(tf.reduce_sum(la("eigvals")(x) ** 2))),
    ("pinv", lambda x: tf.reduce_sum(la("pinv")(x) ** 2)),
]


@pytest.mark.parametrize(("name", "loss"), GRAD_CASES, ids=[c[0] for c in GRAD_CASES])
def test_gradients_match_finite_differences(name: str, loss: Callable[[Any], Any]) -> None:
    a = _rand((3, 3), "float64") + 2 * np.eye(3)
    if name == "eigvalsh":
        a = np.tril(a)  # only the lower triangle is read
    x = tf.constant(a)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = loss(x)
    g = tape.gradient(y, x)
    assert g is not None
    expected = _numeric_grad(lambda b: float(loss(tf.constant(b)).numpy()), a)
    if name == "eigvalsh":  # TF symmetrizes the gradient; compare on what the input defines
        got = _np(g)
        np.testing.assert_allclose(np.tril(got + got.T - np.diag(np.diag(got))),
                                   np.tril(expected), rtol=1e-5, atol=1e-5)
        return
    np.testing.assert_allclose(_np(g), expected, rtol=1e-5, atol=1e-5)


def test_does_not_change_tensorflow_behaviour() -> None:
    la("qr")(tf.eye(2))
    with pytest.raises((TypeError, tf.errors.InvalidArgumentError)):
        tf.constant(1) + tf.constant(1.0)

"""Matrix decompositions of the ``linalg`` extension for native TensorFlow tensors.

``eig``, ``eigvals``, ``eigh``, ``eigvalsh``, ``qr``, ``svd``, ``svdvals``, and the
functions built on the SVD, ``pinv`` and ``matrix_rank``.  ``linalg`` star-imports
this module, so the names below are ``xpagnostic.tensorflow.linalg.<name>``.

Every function takes floating-point arrays (real or complex) of shape ``(..., M, N)``
and raises a TypeError naming the function for integer or bool input.  Results have
the standard's dtypes: ``eig``/``eigvals`` are complex of the input's precision,
eigenvalues of ``eigh`` and singular values are real of the input's precision,
``matrix_rank`` is int64.  Stacks of matrices of any rank and empty matrices work.

Notes on TensorFlow:

* ``eigh``/``eigvalsh`` read the lower triangle only, as NumPy does; eigenvalues are
  in ascending order.  ``svd``/``svdvals`` give singular values in descending order.
* TensorFlow's QR and general eigen-solvers (Eigen's ``HouseholderQR`` and
  ``ComplexEigenSolver``) do not rescale their input: entries near the square root of
  the largest float (about 1e19 in float32, 1e154 in float64) overflow inside them,
  giving NaN factors, and eigenvectors that are finite but wrong, where NumPy (LAPACK)
  gives the answer.  ``qr``, ``eig`` and ``eigvals`` therefore divide each matrix by a
  power of two near its largest entry and scale ``R`` and the eigenvalues back; both
  steps are exact, so results equal TensorFlow's wherever TensorFlow's are right.  (One
  factor per matrix: a column whose entries all lie below about the square root of the
  float range relative to the largest entry still underflows inside the solvers.)  The
  price is a handful of small element-wise ops: noticeable only for tiny matrices in
  eager mode, lost in the noise inside ``tf.function``.  (``eigh`` and the SVD scale
  internally.)
* Matrices with NaN or infinite entries make ``eig``/``eigvals`` (and NaN entries make
  ``eigh``/``eigvalsh``) raise TensorFlow's ``InvalidArgumentError`` when the op runs
  (NumPy raises ``LinAlgError``); eagerly it is re-raised as a ValueError naming the
  function.  The SVD-based functions and ``qr`` return NaN for such matrices.
* Half-precision input (``float16``, ``bfloat16``), which TensorFlow's kernels do not
  take, is factored in float32 and the factors are rounded to the half dtype (``eig``
  and ``eigvals`` give complex64); the default ``rtol`` of ``matrix_rank`` and ``pinv``
  is still ``max(M, N)`` times the half dtype's epsilon, the standard's rule.
* With ``jit_compile=True`` TensorFlow's XLA bridge has no kernel for ``eig`` and
  ``eigvals`` nor for the complex SVD (``svd``, ``svdvals``, ``pinv``,
  ``matrix_rank`` of complex input); compiling them raises TensorFlow's own error.
  Everything else compiles; XLA's SVD (Jacobi) stops at about 1e-6 relative accuracy,
  also in float64.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable
from typing import Any, Literal, NamedTuple, TypeVar

import numpy as np
import tensorflow as tf

from . import _dtypes as d
from ._data_type_functions import finfo
from ._helpers import as_tensor, require
from ._kernels import LINALG_IN_FLOAT32, MAX_RANK, rounded, to_float32
from ._linalg_helpers import matrices
from ._names import named

__all__ = [
    "EigResult",
    "EighResult",
    "QRResult",
    "SVDResult",
    "eig",
    "eigh",
    "eigvals",
    "eigvalsh",
    "matrix_rank",
    "pinv",
    "qr",
    "svd",
    "svdvals",
]


class EigResult(NamedTuple):
    """Result of :func:`eig`: complex eigenvalues ``(..., M)`` and eigenvectors as the
    columns of ``(..., M, M)``."""

    eigenvalues: tf.Tensor
    eigenvectors: tf.Tensor


class EighResult(NamedTuple):
    """Result of :func:`eigh`: real eigenvalues ``(..., M)`` in ascending order and
    orthonormal eigenvectors as the columns of ``(..., M, M)``."""

    eigenvalues: tf.Tensor
    eigenvectors: tf.Tensor


class QRResult(NamedTuple):
    """Result of :func:`qr`: ``Q`` with orthonormal columns and upper-triangular ``R``."""

    Q: tf.Tensor
    R: tf.Tensor


class SVDResult(NamedTuple):
    """Result of :func:`svd`: ``U``, singular values ``S`` (descending) and ``Vh``."""

    U: tf.Tensor
    S: tf.Tensor
    Vh: tf.Tensor


# --- input checks ------------------------------------------------------------------------


def _real_dtype(dtype: tf.DType) -> tf.DType:
    return d.REAL_OF.get(dtype, dtype)


_T = TypeVar("_T")


def _eager_errors(fname: str, call: Callable[[], _T]) -> _T:
    """``call()``, with TensorFlow's eager InvalidArgumentError (non-finite input, no
    convergence) re-raised as a ValueError naming ``fname``."""
    try:
        return call()
    except tf.errors.InvalidArgumentError as exc:
        raise ValueError(
            f"{named(fname)}: the decomposition failed (the input has NaN or infinite entries, "
            f"or the algorithm did not converge): {exc.message}"
        ) from exc


# --- small constants --------------------------------------------------------------------

#: Cached eager int32 vectors (axes, permutations): converting a Python list costs tens of
#: microseconds per call, a cached tensor nothing.  int32 shape arguments live in host
#: memory whatever the device of the op.
_HOST_INTS: dict[tuple[int, ...], tf.Tensor] = {}


def _ints(values: tuple[int, ...]) -> Any:
    """``values`` as an int32 vector argument: a cached tensor when executing eagerly, the
    list itself when tracing (a graph constant, which XLA needs for axes)."""
    if not tf.executing_eagerly():
        return list(values)
    cached = _HOST_INTS.get(values)
    if cached is None:
        with tf.device("/CPU:0"):
            cached = tf.constant(values, d.int32)
        _HOST_INTS[values] = cached
    return cached


def _adjoint(t: tf.Tensor) -> tf.Tensor:
    """Conjugate transpose of the matrices of ``t``."""
    r = t.shape.rank
    perm = _ints((*range(r - 2), r - 1, r - 2))
    if t.dtype in d.COMPLEX_FLOATING:
        return tf.raw_ops.ConjugateTranspose(x=t, perm=perm)
    return tf.raw_ops.Transpose(x=t, perm=perm)


# --- scaling by powers of two -------------------------------------------------------------

#: Per real dtype: the integer dtype of its width, the mask of the exponent field and the
#: bits of the smallest normal number (the lowest bit of that field).
_EXPONENT: dict[tf.DType, tuple[tf.DType, int, int]] = {
    d.float32: (d.int32, 0x7F800000, 0x00800000),
    d.float64: (d.int64, 0x7FF0000000000000, 0x0010000000000000),
}


def _scaled(t: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
    """``(t / p, p)`` where ``p``, per matrix of ``t`` (shape ``(..., 1, 1)``, ``t``'s
    dtype, no gradient), is a power of two with ``max |t_ij| / p`` in ``[1, 2)``.

    ``p`` is ``max |t_ij|`` with its mantissa cleared, but never below the smallest
    normal number (all-zero and subnormal matrices get that), so the division is exact;
    matrices with a non-finite entry get ``p = 1``.
    """
    dtype = t.dtype
    rdt = _real_dtype(dtype)
    ibits, mask, low = _EXPONENT[rdt]
    if dtype in d.COMPLEX_FLOATING:
        a = tf.raw_ops.ComplexAbs(x=t, Tout=rdt)
    else:
        a = tf.raw_ops.Abs(x=t)
    m = tf.raw_ops.Bitcast(input=tf.raw_ops.Max(input=a, axis=_ints((-2, -1)), keep_dims=True),
                           type=ibits)
    # the exponent field alone, at least that of the smallest normal number (an integer
    # maximum: the masked bits are non-negative)
    bits = tf.raw_ops.Maximum(x=tf.raw_ops.BitwiseAnd(x=m, y=tf.constant(mask, ibits)),
                              y=tf.constant(low, ibits))
    # A matrix with an infinite or NaN entry (exponent field all ones) is not scaled
    # (p = 1): dividing by an infinite p would turn its finite entries into zeros and hide
    # the non-finite input from the solver, which rejects it.
    # (Arithmetic rather than a select: SelectV2 cannot broadcast a scalar at high rank.)
    one = tf.raw_ops.Bitcast(input=tf.constant(1.0, rdt), type=ibits)
    non_finite = tf.raw_ops.Cast(x=tf.raw_ops.Equal(x=bits, y=tf.constant(mask, ibits)),
                                 DstT=ibits)
    bits = tf.raw_ops.Sub(x=bits, y=tf.raw_ops.Mul(x=non_finite, y=tf.constant(mask, ibits) - one))
    p = _cast(tf.raw_ops.Bitcast(input=bits, type=rdt), dtype)  # bit operations: no gradient
    if dtype in d.COMPLEX_FLOATING:
        return tf.raw_ops.Div(x=t, y=p), p
    return tf.raw_ops.RealDiv(x=t, y=p), p


def _cast(t: tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    return t if t.dtype == dtype else tf.raw_ops.Cast(x=t, DstT=dtype)


# --- eigenvalues ----------------------------------------------------------------------------


def eig(x: Any, /) -> EigResult:
    """Eigenvalues and right eigenvectors of general square matrices.

    Both are complex of the input's precision (complex64 for float32, complex128 for
    float64); eigenvectors are the unit-norm columns of ``eigenvectors``.  The order
    of the eigenvalues is TensorFlow's (unspecified by the standard).
    """
    return EigResult(*_eig("eig", x, True))


def eigvals(x: Any, /) -> tf.Tensor:
    """Eigenvalues of general square matrices, complex of the input's precision."""
    return _eig("eigvals", x, False)[0]


def _eig(fname: str, x: Any, vectors: bool) -> tuple[tf.Tensor, tf.Tensor]:
    """The eigenvalues of ``x`` and, where ``vectors``, its right eigenvectors (else an
    empty tensor)."""
    t = matrices(fname, x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(_eig(fname, to_float32(t), vectors), t.dtype)
    ts, p = _scaled(t)
    cdt = d.COMPLEX_OF.get(t.dtype, t.dtype)
    w, v = _eager_errors(fname, lambda: tf.raw_ops.Eig(input=ts, Tout=cdt, compute_v=vectors))
    return tf.raw_ops.Mul(x=w, y=_eigenvalue_factor(p, cdt)), v


def _eigenvalue_factor(p: tf.Tensor, cdt: tf.DType) -> tf.Tensor:
    """The scale ``p`` of :func:`_scaled`, ``(..., 1, 1)``, as a ``(..., 1)`` factor of
    the complex eigenvalues."""
    return _cast(tf.raw_ops.Squeeze(input=p, axis=[-1]), cdt)


def eigh(x: Any, /) -> EighResult:
    """Eigenvalues (real, ascending) and orthonormal eigenvectors of Hermitian (real
    symmetric) matrices; only the lower triangle of ``x`` is read."""
    fname = "eigh"
    t = matrices(fname, x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(eigh(to_float32(t)), t.dtype)
    w, v = _eager_errors(fname, lambda: tf.raw_ops.SelfAdjointEigV2(input=t, compute_v=True))
    return EighResult(_real_part(w), v)


def eigvalsh(x: Any, /) -> tf.Tensor:
    """Eigenvalues (real, ascending) of Hermitian (real symmetric) matrices; only the
    lower triangle of ``x`` is read."""
    fname = "eigvalsh"
    t = matrices(fname, x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(eigvalsh(to_float32(t)), t.dtype)
    w, _ = _eager_errors(fname, lambda: tf.raw_ops.SelfAdjointEigV2(input=t, compute_v=False))
    return _real_part(w)


def _real_part(w: tf.Tensor) -> tf.Tensor:
    """Eigenvalues of Hermitian matrices or singular values, which TensorFlow's kernels
    return in the complex dtype of complex input."""
    if w.dtype in d.COMPLEX_FLOATING:
        return tf.raw_ops.Real(input=w, Tout=_real_dtype(w.dtype))
    return w


# --- QR -----------------------------------------------------------------------------------


def qr(x: Any, /, *, mode: Literal["reduced", "complete"] = "reduced") -> QRResult:
    """QR decomposition ``x = Q R`` (Householder; the diagonal of ``R`` is real, of
    either sign).

    ``mode='reduced'``: ``Q`` is ``(..., M, K)`` and ``R`` ``(..., K, N)`` with
    ``K = min(M, N)``; ``mode='complete'``: ``Q`` is ``(..., M, M)`` and ``R``
    ``(..., M, N)``.
    """
    fname = "qr"
    if mode not in ("reduced", "complete"):
        raise ValueError(f"{named(fname)}: mode must be 'reduced' or 'complete', got {mode!r}")
    t = matrices(fname, x)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(qr(to_float32(t), mode=mode), t.dtype)
    ts, p = _scaled(t)
    q, r = tf.raw_ops.Qr(input=ts, full_matrices=mode == "complete")
    return QRResult(q, tf.raw_ops.Mul(x=r, y=p))


# --- singular values ----------------------------------------------------------------------


def svd(x: Any, /, *, full_matrices: bool = True) -> SVDResult:
    """Singular value decomposition ``x = U diag(S) Vh``.

    ``S`` is real of the input's precision, in descending order; ``Vh`` is the
    conjugate transpose of the right singular vectors.  ``full_matrices=True``:
    ``U`` is ``(..., M, M)`` and ``Vh`` ``(..., N, N)``; otherwise ``(..., M, K)``
    and ``(..., K, N)`` with ``K = min(M, N)``.
    """
    t = matrices("svd", x)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(svd(to_float32(t), full_matrices=full_matrices), t.dtype)
    s, u, v = tf.raw_ops.Svd(input=t, compute_uv=True, full_matrices=bool(full_matrices))
    return SVDResult(u, _real_part(s), _adjoint(v))


def svdvals(x: Any, /) -> tf.Tensor:
    """Singular values ``(..., K)``, ``K = min(M, N)``, real, in descending order."""
    t = matrices("svdvals", x)
    s = _singular_values(t)
    return rounded(s, t.dtype) if id(t.dtype) in LINALG_IN_FLOAT32 else s


def _singular_values(t: tf.Tensor) -> tf.Tensor:
    """The singular values of ``t`` (in float32 for half input)."""
    if id(t.dtype) in LINALG_IN_FLOAT32:
        t = to_float32(t)
    return _real_part(tf.raw_ops.Svd(input=t, compute_uv=False, full_matrices=False)[0])


#: Machine epsilon per real dtype.
_EPS: dict[tf.DType, float] = {dt: finfo(dt).eps for dt in d.REAL_FLOATING}


def _large(fname: str, t: tf.Tensor, s: tf.Tensor, rtol: Any) -> tf.Tensor:
    """``s > rtol * max(s)`` per matrix: True for the singular values ``s`` of ``t``
    that count.

    ``rtol=None`` is ``max(M, N) * eps`` of ``t``'s (real) dtype, as a scalar of ``s``'s
    dtype (float32 for half ``t``, whose singular values are computed in float32); a Python
    float is a scalar of that dtype; an array (real floating-point) broadcasts against
    ``shape(x)[:-2]`` and the comparison is made in the promoted dtype of ``s`` and
    ``rtol``.
    """
    rdt = s.dtype
    if rtol is None:
        m, n = t.shape[-2], t.shape[-1]
        eps = _EPS[_real_dtype(t.dtype)]
        if m is not None and n is not None:
            tol = tf.constant(max(m, n) * eps, rdt)
        else:
            dims = tf.shape(t)
            tol = tf.cast(tf.maximum(dims[-2], dims[-1]), rdt) * tf.constant(eps, rdt)
    elif isinstance(rtol, numbers.Real) and not isinstance(rtol, (bool, np.bool_)):
        value = float(rtol)
        if math.isnan(value):
            raise ValueError(f"{named(fname)}: rtol must not be NaN")
        tol = tf.constant(value, rdt)
    else:
        if isinstance(rtol, (bool, np.bool_, numbers.Number)):
            raise TypeError(f"{named(fname)}: rtol must be a real number or an array, got {rtol!r}")
        tol = as_tensor(rtol, fname)
        require(fname, tol, d.REAL_FLOATING, "real floating-point rtol")
        _check_rtol_shape(fname, t, tol)
        wide = d.promote_types(rdt, tol.dtype)
        s, tol = _cast(s, wide), tf.raw_ops.ExpandDims(input=_cast(tol, wide), axis=-1)
    smax = tf.raw_ops.Max(input=s, axis=-1, keep_dims=True)
    large: tf.Tensor = tf.raw_ops.Greater(x=s, y=tf.raw_ops.Mul(x=tol, y=smax))
    return large


def _check_rtol_shape(fname: str, t: tf.Tensor, tol: tf.Tensor) -> None:
    """ValueError when the static shape of an rtol array does not broadcast to the
    stack shape ``shape(x)[:-2]`` (the result keeps the stack shape of ``x``)."""
    if tol.shape.rank is None:
        return
    batch = t.shape[:-2].as_list()
    shape = tol.shape.as_list()
    ok = len(shape) <= len(batch) and all(
        r is None or b is None or r in (1, b)
        for r, b in zip(reversed(shape), reversed(batch))
    )
    if not ok:
        raise ValueError(
            f"{named(fname)}: rtol of shape {tuple(shape)} does not broadcast to the stack "
            f"shape {tuple(batch)} of x"
        )


def matrix_rank(x: Any, /, *, rtol: float | Any | None = None) -> tf.Tensor:
    """Number of singular values above ``rtol * largest singular value`` (int64).

    ``rtol`` defaults to ``max(M, N) * eps``; a float or a real floating-point array
    broadcast against ``shape(x)[:-2]``.
    """
    fname = "matrix_rank"
    t = matrices(fname, x)
    large = _large(fname, t, _singular_values(t), rtol)
    out: tf.Tensor = tf.raw_ops.Sum(input=tf.raw_ops.Cast(x=large, DstT=d.int64), axis=-1)
    return out




def pinv(x: Any, /, *, rtol: float | Any | None = None) -> tf.Tensor:
    """Moore-Penrose pseudo-inverse ``(..., N, M)`` from the SVD: singular values up to
    ``rtol * largest singular value`` count as zero.

    ``rtol`` defaults to ``max(M, N) * eps``; a float or a real floating-point array
    broadcast against ``shape(x)[:-2]``.
    """
    fname = "pinv"
    t = matrices(fname, x)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(_pinv(fname, t, to_float32(t), rtol), t.dtype)
    return _pinv(fname, t, t, rtol)


def _pinv(fname: str, t: tf.Tensor, work: tf.Tensor, rtol: float | Any | None) -> tf.Tensor:
    """The pseudo-inverse of ``t``, computed on ``work`` (``t`` or, for half ``t``, ``t``
    in float32, with the default ``rtol`` of ``t``'s dtype)."""
    s, u, v = tf.raw_ops.Svd(input=work, compute_uv=True, full_matrices=False)
    s = _real_part(s)
    large = _large(fname, t, s, rtol)
    # 1 / s where it counts, else 0 (DivNoNan: 0 / s is 0 also where s is 0)
    s_inv = tf.raw_ops.DivNoNan(x=tf.raw_ops.Cast(x=large, DstT=s.dtype), y=s)
    vs = tf.raw_ops.Mul(x=v, y=_cast(tf.raw_ops.ExpandDims(input=s_inv, axis=-2), v.dtype))
    if t.shape.rank <= MAX_RANK:
        out: tf.Tensor = tf.raw_ops.BatchMatMulV2(x=vs, y=u, adj_y=True)  # V diag(1/s) U^H
        return out
    dims = tf.shape(t)
    k = tf.shape(s)[-1]
    b = tf.reduce_prod(dims[:-2])
    out3 = tf.raw_ops.BatchMatMulV2(x=tf.reshape(vs, tf.stack([b, dims[-1], k])),
                                    y=tf.reshape(u, tf.stack([b, dims[-2], k])), adj_y=True)
    out = tf.reshape(out3, tf.concat([dims[:-2], tf.stack([dims[-1], dims[-2]])], axis=0))
    return out

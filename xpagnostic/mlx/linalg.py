"""The ``linalg`` extension of xpagnostic.mlx.

MLX's decompositions (``inv``, ``cholesky``, ``qr``, ``svd``, ``eigh``, ``eig``, ``lu``,
``solve``) run on its CPU stream only: they are called there, in memory the GPU shares, so
their results are arrays like any other.  ``det`` and ``slogdet`` come from the LU
factorisation; ``matrix_rank`` and ``pinv`` from the singular values.
"""

from __future__ import annotations

import builtins
import math
from typing import Any, NamedTuple

import mlx.core as mx

from . import _dtypes as d
from ._errors import fail
from ._helpers import Array, as_array, axes_tuple, axis_index, dtype_or_none
from ._linear_algebra_functions import matmul, matrix_transpose, tensordot, vecdot

__all__ = ["cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv",
           "matmul", "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer",
           "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot",
           "vector_norm"]

_CPU = mx.cpu


class EighResult(NamedTuple):
    eigenvalues: Array
    eigenvectors: Array


class EigResult(NamedTuple):
    eigenvalues: Array
    eigenvectors: Array


class QRResult(NamedTuple):
    Q: Array
    R: Array


class SlogdetResult(NamedTuple):
    sign: Array
    logabsdet: Array


class SVDResult(NamedTuple):
    U: Array
    S: Array
    Vh: Array


def _floating(fname: str, x: Any) -> Any:
    x = as_array(x, f"linalg.{fname}")
    if x.dtype not in d.FLOATING:
        raise TypeError(f"xpagnostic.mlx.linalg.{fname}: expected a floating-point array, "
                        f"got {d.NAME_OF.get(x.dtype, x.dtype)}")
    return x


def _square(fname: str, x: Any) -> Any:
    x = _floating(fname, x)
    if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
        raise ValueError(f"xpagnostic.mlx.linalg.{fname}: expected square matrices, got "
                         f"shape {x.shape}")
    return x


def cholesky(x: Array, /, *, upper: builtins.bool = False) -> Array:
    try:
        x = _square("cholesky", x)
        return mx.linalg.cholesky(x, upper=upper, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.cholesky", e, (x,), {"upper": upper})


def cross(x1: Array, x2: Array, /, *, axis: int = -1) -> Array:
    try:
        x1, x2 = as_array(x1, "linalg.cross"), as_array(x2, "linalg.cross")
        ndim = builtins.max(x1.ndim, x2.ndim)
        ax = axis_index("linalg.cross", axis, ndim) - ndim
        if x1.shape[ax] != 3 or x2.shape[ax] != 3:
            raise ValueError("xpagnostic.mlx.linalg.cross: the axis must have size 3 in both "
                             f"operands, got shapes {x1.shape} and {x2.shape}")
        if x1.dtype != x2.dtype:
            common = d.PROMOTION_TABLE[(x1.dtype, x2.dtype)]
            x1, x2 = x1.astype(common), x2.astype(common)
        x1, x2 = mx.broadcast_arrays(x1, x2)
        a = [mx.take(x1, i, axis=ax) for i in range(3)]
        b = [mx.take(x2, i, axis=ax) for i in range(3)]
        return mx.stack([a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2],
                         a[0] * b[1] - a[1] * b[0]], axis=ax)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.cross", e, (x1, x2), {"axis": axis})


def _lu_sign_logdet(x: Any) -> tuple[Any, Any]:
    n = x.shape[-1]
    if n == 0:
        shape = x.shape[:-2]
        return mx.ones(shape, dtype=x.dtype), mx.zeros(shape, dtype=x.dtype)
    pivots, _, upper = mx.linalg.lu(x, stream=_CPU)
    diag = mx.diagonal(upper, axis1=-2, axis2=-1)
    # The permutation's parity, from its number of inversions.
    perm = pivots.astype(mx.int32)
    later = mx.triu(mx.ones((n, n), dtype=mx.bool_), k=1)  # pairs i < j
    swaps = mx.sum((perm[..., :, None] > perm[..., None, :]) & later, axis=(-2, -1))
    parity = 1 - 2 * (swaps % 2).astype(x.dtype)
    sign = parity * mx.prod(mx.sign(diag), axis=-1)
    logdet = mx.sum(mx.log(mx.abs(diag)), axis=-1)
    return sign, logdet


def _lu_det(x: Any) -> Any:
    """The product of the LU factorisation's diagonal, signed by its permutation (MLX's
    float64 exp computes at float32 precision: no exp of the log-determinant)."""
    n = x.shape[-1]
    if n == 0:
        return mx.ones(x.shape[:-2], dtype=x.dtype)
    pivots, _, upper = mx.linalg.lu(x, stream=_CPU)
    perm = pivots.astype(mx.int32)
    later = mx.triu(mx.ones((n, n), dtype=mx.bool_), k=1)
    swaps = mx.sum((perm[..., :, None] > perm[..., None, :]) & later, axis=(-2, -1))
    parity = 1 - 2 * (swaps % 2).astype(x.dtype)
    return parity * mx.prod(mx.diagonal(upper, axis1=-2, axis2=-1), axis=-1)


def det(x: Array, /) -> Array:
    try:
        x = _square("det", x)
        return _lu_det(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.det", e, (x,))


def slogdet(x: Array, /) -> SlogdetResult:
    try:
        x = _square("slogdet", x)
        sign, logdet = _lu_sign_logdet(x)
        return SlogdetResult(sign, mx.where(sign == 0, -mx.inf, logdet))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.slogdet", e, (x,))  # type: ignore[no-any-return]


def diagonal(x: Array, /, *, offset: int = 0) -> Array:
    try:
        x = as_array(x, "linalg.diagonal")
        if x.ndim < 2:
            raise ValueError("xpagnostic.mlx.linalg.diagonal: expected at least 2 dimensions")
        return mx.diagonal(x, offset=offset, axis1=-2, axis2=-1)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.diagonal", e, (x,), {"offset": offset})


def eigh(x: Array, /) -> EighResult:
    try:
        x = _square("eigh", x)
        w, v = mx.linalg.eigh(x, stream=_CPU)
        return EighResult(w, v)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.eigh", e, (x,))  # type: ignore[no-any-return]


def eigvalsh(x: Array, /) -> Array:
    try:
        x = _square("eigvalsh", x)
        return mx.linalg.eigvalsh(x, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.eigvalsh", e, (x,))


def eig(x: Array, /) -> EigResult:
    try:
        x = _square("eig", x)
        w, v = mx.linalg.eig(x, stream=_CPU)
        return EigResult(w, v)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.eig", e, (x,))  # type: ignore[no-any-return]


def eigvals(x: Array, /) -> Array:
    try:
        x = _square("eigvals", x)
        return mx.linalg.eigvals(x, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.eigvals", e, (x,))


def inv(x: Array, /) -> Array:
    try:
        x = _square("inv", x)
        return mx.linalg.inv(x, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.inv", e, (x,))


def matrix_norm(x: Array, /, *, keepdims: builtins.bool = False,
                ord: int | float | str | None = "fro") -> Array:
    try:
        x = _floating("matrix_norm", x)
        if x.ndim < 2:
            raise ValueError("xpagnostic.mlx.linalg.matrix_norm: expected at least 2 "
                             "dimensions")
        if ord in ("nuc", 2, -2):
            s = svdvals(x)
            out = mx.sum(s, axis=-1) if ord == "nuc" else (
                mx.max(s, axis=-1) if ord == 2 else mx.min(s, axis=-1))
            return out[..., None, None] if keepdims else out
        return mx.linalg.norm(x, ord=ord, axis=[-2, -1], keepdims=keepdims, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.matrix_norm", e, (x,), {"keepdims": keepdims, "ord": ord})


def matrix_power(x: Array, n: int, /) -> Array:
    try:
        x = as_array(x, "linalg.matrix_power")
        if x.ndim < 2 or x.shape[-1] != x.shape[-2]:
            raise ValueError("xpagnostic.mlx.linalg.matrix_power: expected square matrices")
        if n < 0:
            x, n = inv(x), -n
        result = mx.broadcast_to(mx.eye(x.shape[-1], dtype=x.dtype), x.shape)
        base = x
        while n:
            if n & 1:
                result = matmul(result, base)
            n >>= 1
            if n:
                base = matmul(base, base)
        return result
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.matrix_power", e, (x, n))


def svdvals(x: Array, /) -> Array:
    try:
        x = _floating("svdvals", x)
        return mx.linalg.svd(x, compute_uv=False, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.svdvals", e, (x,))


def svd(x: Array, /, *, full_matrices: builtins.bool = True) -> SVDResult:
    try:
        x = _floating("svd", x)
        u, s, vh = mx.linalg.svd(x, compute_uv=True, stream=_CPU)
        if not full_matrices:
            k = builtins.min(x.shape[-2:])
            u, vh = u[..., :, :k], vh[..., :k, :]
        return SVDResult(u, s, vh)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.svd", e, (x,), {"full_matrices": full_matrices})  # type: ignore[no-any-return]


def _tolerance(x: Any, s: Any, rtol: Any) -> Any:
    if rtol is None:
        rtol = builtins.max(x.shape[-2:]) * mx.finfo(s.dtype).eps
    rtol = rtol if isinstance(rtol, mx.array) else mx.array(rtol, dtype=s.dtype)
    return mx.max(s, axis=-1, keepdims=True) * (rtol[..., None] if rtol.ndim else rtol)


def matrix_rank(x: Array, /, *, rtol: float | Array | None = None) -> Array:
    try:
        x = _floating("matrix_rank", x)
        s = svdvals(x)
        return mx.sum(s > _tolerance(x, s, rtol), axis=-1).astype(mx.int64)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.matrix_rank", e, (x,), {"rtol": rtol})


def pinv(x: Array, /, *, rtol: float | Array | None = None) -> Array:
    try:
        x = _floating("pinv", x)
        u, s, vh = svd(x, full_matrices=False)
        keep = s > _tolerance(x, s, rtol)
        s_inv = mx.where(keep, 1 / mx.where(keep, s, 1), 0).astype(x.dtype)
        return matmul(matrix_transpose(mx.conj(vh)) * s_inv[..., None, :],
                      matrix_transpose(mx.conj(u)))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.pinv", e, (x,), {"rtol": rtol})


def outer(x1: Array, x2: Array, /) -> Array:
    try:
        x1, x2 = as_array(x1, "linalg.outer"), as_array(x2, "linalg.outer")
        if x1.ndim != 1 or x2.ndim != 1:
            raise ValueError("xpagnostic.mlx.linalg.outer: expected one-dimensional arrays")
        return x1[:, None] * x2[None, :]
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.outer", e, (x1, x2))


def qr(x: Array, /, *, mode: str = "reduced") -> QRResult:
    try:
        x = _floating("qr", x)
        if mode not in ("reduced", "complete"):
            raise ValueError(f"xpagnostic.mlx.linalg.qr: mode must be 'reduced' or "
                             f"'complete', got {mode!r}")
        m, n = x.shape[-2:]
        if mode == "complete" and m > n:
            padded = mx.concatenate([x, mx.zeros((*x.shape[:-1], m - n), dtype=x.dtype)],
                                    axis=-1)
            q, _ = mx.linalg.qr(padded, stream=_CPU)
            _, r = mx.linalg.qr(x, stream=_CPU)
            r = mx.concatenate([r, mx.zeros((*x.shape[:-2], m - n, n), dtype=x.dtype)],
                               axis=-2)
            return QRResult(q, r)
        q, r = mx.linalg.qr(x, stream=_CPU)
        return QRResult(q, r)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.qr", e, (x,), {"mode": mode})  # type: ignore[no-any-return]


def solve(x1: Array, x2: Array, /) -> Array:
    try:
        x1 = _square("solve", x1)
        x2 = _floating("solve", x2)
        if x1.dtype != x2.dtype:
            common = d.PROMOTION_TABLE[(x1.dtype, x2.dtype)]
            x1, x2 = x1.astype(common), x2.astype(common)
        if x2.ndim == 1:
            if x2.shape[0] != x1.shape[-1]:
                raise ValueError("xpagnostic.mlx.linalg.solve: shapes do not match")
            return mx.squeeze(mx.linalg.solve(x1, x2[:, None], stream=_CPU), -1) \
                if x1.ndim == 2 else matmul(inv(x1), x2)
        batch = mx.broadcast_shapes(x1.shape[:-2], x2.shape[:-2])
        a = mx.broadcast_to(x1, (*batch, *x1.shape[-2:]))
        b = mx.broadcast_to(x2, (*batch, *x2.shape[-2:]))
        return mx.linalg.solve(a, b, stream=_CPU)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.solve", e, (x1, x2))


def trace(x: Array, /, *, offset: int = 0, dtype: Any = None) -> Array:
    try:
        x = as_array(x, "linalg.trace")
        dtype = dtype_or_none("linalg.trace", dtype)
        if x.ndim < 2:
            raise ValueError("xpagnostic.mlx.linalg.trace: expected at least 2 dimensions")
        from ._statistical_functions import sum as _sum

        return _sum(mx.diagonal(x, offset=offset, axis1=-2, axis2=-1), axis=-1, dtype=dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.trace", e, (x,), {"offset": offset, "dtype": dtype})


def vector_norm(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
                keepdims: builtins.bool = False, ord: int | float = 2) -> Array:
    try:
        x = _floating("vector_norm", x)
        axes = builtins.list(axes_tuple("linalg.vector_norm", axis, x.ndim))
        a = mx.abs(x)
        if ord == math.inf:
            out = mx.max(a, axis=axes, keepdims=keepdims)
        elif ord == -math.inf:
            out = mx.min(a, axis=axes, keepdims=keepdims)
        elif ord == 0:
            out = mx.sum(a != 0, axis=axes, keepdims=keepdims).astype(a.dtype)
        elif ord == 1:
            out = mx.sum(a, axis=axes, keepdims=keepdims)
        elif ord == 2:
            out = mx.sqrt(mx.sum(a * a, axis=axes, keepdims=keepdims))
        else:
            out = mx.power(mx.sum(mx.power(a, ord), axis=axes, keepdims=keepdims), 1 / ord)
        return out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.vector_norm", e, (x,), {"axis": axis, "keepdims": keepdims, "ord": ord})

"""The ``linalg`` extension of the Array API 2025.12 standard for ``dask.array`` arrays.

Dask's own ``linalg`` covers single 2-D matrices (and only some chunkings).  The
standard's functions work on stacks of matrices ``(..., M, N)``: here each matrix
is one chunk (the last two axes are merged into single chunks, lazily) and the
stack stays chunked along its batch axes, so a cluster works on many matrices at
once.  Each chunk runs NumPy's function through :mod:`xpagnostic.numpy.linalg`, so
the results follow the standard exactly as our NumPy namespace does.  For one
tall-and-skinny matrix chunked along its rows, ``qr`` and ``svd`` keep Dask's
distributed TSQR algorithm.

``matmul``, ``matrix_transpose``, ``outer``, ``tensordot``, ``vecdot``, ``trace``,
``diagonal`` and ``vector_norm`` are array-api-compat's, which build on Dask's
native block-wise operations.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import dask.array as da
import numpy as np
from array_api_compat.dask.array.linalg import *
from array_api_compat.dask.array.linalg import (
    EighResult,
    QRResult,
    SlogdetResult,
    SVDResult,
)

from .. import numpy as _xnp
from ._linear_algebra_functions import matmul, tensordot, vecdot

__all__ = [
    "EighResult", "QRResult", "SVDResult", "SlogdetResult",
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv",
    "matmul", "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer",
    "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot",
    "vector_norm",
]

_np_linalg: Any = _xnp.linalg


def _require(fname: str, x: Any, ndim: int = 2) -> Any:
    if not isinstance(x, da.Array):
        raise TypeError(
            f"xpagnostic.dask.linalg.{fname}: expected a dask.array.Array, got "
            f"{type(x).__module__}.{type(x).__qualname__}"
        )
    if x.ndim < ndim:
        raise ValueError(
            f"xpagnostic.dask.linalg.{fname}: needs an array of at least {ndim} dimensions, "
            f"got shape {x.shape}"
        )
    return x


def _core_single_chunk(x: Any, n_core: int) -> Any:
    """``x`` with its last ``n_core`` axes in one chunk each (batch axes keep theirs)."""
    if all(x.numblocks[ax] == 1 for ax in range(x.ndim - n_core, x.ndim)):
        return x
    return x.rechunk({ax: -1 for ax in range(x.ndim - n_core, x.ndim)})


def _result_dtypes(fn: Callable[..., Any], *examples: Any, **kwargs: Any) -> tuple[Any, ...]:
    """Output dtypes of ``fn`` on small NumPy stand-ins of the inputs (no data involved)."""
    out = fn(*examples, **kwargs)
    outs = tuple(out) if isinstance(out, tuple) else (out,)
    return tuple(np.asarray(o).dtype for o in outs)


def _square_example(x: Any) -> Any:
    return np.eye(2, dtype=x.dtype)


def _same_loop_chunks(arrays: list[Any], cores: list[int]) -> list[Any]:
    """The inputs broadcast over their loop (batch) axes, chunked alike along them."""
    loops = [a.shape[: a.ndim - n] for a, n in zip(arrays, cores)]
    try:
        loop = tuple(np.broadcast_shapes(*loops))
    except ValueError:
        raise ValueError(
            "xpagnostic.dask.linalg: batch shapes "
            + ", ".join(str(s) for s in loops) + " cannot be broadcast together"
        ) from None
    out = [da.broadcast_to(a, loop + a.shape[a.ndim - n:]) for a, n in zip(arrays, cores)]
    first = out[0].chunks[: len(loop)]
    return [o.rechunk(first + o.chunks[len(loop):]) for o in out]


def _plain_tuple(fn: Callable[..., Any]) -> Callable[..., tuple[Any, ...]]:
    """``fn`` with NumPy's named-tuple result as a plain tuple: the form
    ``dask.array.apply_gufunc`` takes for a function of several outputs."""

    def plain(x: Any, **kwargs: Any) -> tuple[Any, ...]:
        return tuple(fn(x, **kwargs))

    plain.__name__ = plain.__qualname__ = fn.__name__  # names the graph's tasks
    return plain


_slogdet_tuple = _plain_tuple(_np_linalg.slogdet)
_eigh_tuple = _plain_tuple(_np_linalg.eigh)
_eig_tuple = _plain_tuple(_np_linalg.eig)
_qr_tuple = _plain_tuple(_np_linalg.qr)
_svd_tuple = _plain_tuple(_np_linalg.svd)


def _per_matrix(
    fn: Callable[..., Any],
    signature: str,
    inputs: tuple[Any, ...],
    examples: tuple[Any, ...],
    output_sizes: dict[str, int] | None = None,
    **kwargs: Any,
) -> Any:
    """``fn`` applied to each matrix of a stack, lazily, through ``dask.array.apply_gufunc``."""
    dtypes = _result_dtypes(fn, *examples, **kwargs)
    ins = signature.split("->")[0]
    cores = [len([c for c in part.strip("()").split(",") if c])
             for part in ins.replace("),(", ")|(").split("|")]
    arrays = [_core_single_chunk(a, n) for a, n in zip(inputs, cores)]
    if len(arrays) > 1:
        arrays = _same_loop_chunks(arrays, cores)
    multi = "),(" in signature.split("->")[1]
    return da.apply_gufunc(
        fn, signature, *arrays,
        output_dtypes=dtypes if multi else dtypes[0],
        output_sizes=output_sizes,
        allow_rechunk=False,
        **kwargs,
    )


def cholesky(x: Any, /, *, upper: bool = False) -> Any:
    _require("cholesky", x)
    return _per_matrix(_np_linalg.cholesky, "(m,m)->(m,m)", (x,), (_square_example(x),),
                       upper=upper)


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    _require("cross", x1, 1)
    _require("cross", x2, 1)
    if not -min(x1.ndim, x2.ndim) <= axis < min(x1.ndim, x2.ndim):
        raise ValueError(
            f"xpagnostic.dask.linalg.cross: axis {axis} is out of range for shapes "
            f"{x1.shape} and {x2.shape}"
        )
    if x1.shape[axis] != 3 or x2.shape[axis] != 3:
        raise ValueError(
            "xpagnostic.dask.linalg.cross: the axis must have size 3 in both arrays, got "
            f"shapes {x1.shape} and {x2.shape} at axis {axis}"
        )
    a = da.moveaxis(x1, axis, -1)
    b = da.moveaxis(x2, axis, -1)
    ex = (np.ones(3, dtype=x1.dtype), np.ones(3, dtype=x2.dtype))
    out = _per_matrix(_cross_last, "(i),(i)->(i)", (a, b), ex)
    return da.moveaxis(out, -1, axis)


def _cross_last(a: Any, b: Any) -> Any:
    return _np_linalg.cross(a, b, axis=-1)


def det(x: Any, /) -> Any:
    _require("det", x)
    return _per_matrix(_np_linalg.det, "(m,m)->()", (x,), (_square_example(x),))


def slogdet(x: Any, /) -> SlogdetResult:
    _require("slogdet", x)
    sign, logabsdet = _per_matrix(_slogdet_tuple, "(m,m)->(),()", (x,), (_square_example(x),))
    return SlogdetResult(sign, logabsdet)


def eigh(x: Any, /) -> EighResult:
    _require("eigh", x)
    w, v = _per_matrix(_eigh_tuple, "(m,m)->(m),(m,m)", (x,), (_square_example(x),))
    return EighResult(w, v)


def eigvalsh(x: Any, /) -> Any:
    _require("eigvalsh", x)
    return _per_matrix(_np_linalg.eigvalsh, "(m,m)->(m)", (x,), (_square_example(x),))


def eig(x: Any, /) -> Any:
    _require("eig", x)
    w, v = _per_matrix(_eig_tuple, "(m,m)->(m),(m,m)", (x,), (_square_example(x),))
    return _eig_result(w, v)


def _eig_result(w: Any, v: Any) -> Any:
    cls = type(_np_linalg.eig(np.eye(1)))
    return cls(w, v)


def eigvals(x: Any, /) -> Any:
    _require("eigvals", x)
    return _per_matrix(_np_linalg.eigvals, "(m,m)->(m)", (x,), (_square_example(x),))


def inv(x: Any, /) -> Any:
    _require("inv", x)
    return _per_matrix(_np_linalg.inv, "(m,m)->(m,m)", (x,), (_square_example(x),))


def matrix_power(x: Any, n: int, /) -> Any:
    _require("matrix_power", x)
    n = int(n)
    return _per_matrix(_np_linalg.matrix_power, "(m,m)->(m,m)", (x,), (_square_example(x),),
                       n=n)


def _with_tolerance(
    fname: str, fn: Callable[..., Any], sig_out: str, x: Any, rtol: Any, sizes: dict[str, int]
) -> Any:
    ex = np.ones((2, 2), dtype=x.dtype)
    if isinstance(rtol, da.Array):
        return _per_matrix(fn, f"(m,n),()->{sig_out}", (x, rtol),
                           (ex, np.asarray(1.0, dtype=rtol.dtype)), sizes)
    return _per_matrix(fn, f"(m,n)->{sig_out}", (x,), (ex,), sizes, rtol=rtol)


def _pinv(x: Any, rtol: Any = None) -> Any:
    return _np_linalg.pinv(x, rtol=rtol)


def _matrix_rank(x: Any, rtol: Any = None) -> Any:
    return _np_linalg.matrix_rank(x, rtol=rtol)


def pinv(x: Any, /, *, rtol: float | Any | None = None) -> Any:
    _require("pinv", x)
    return _with_tolerance("pinv", _pinv, "(n,m)", x, rtol, {})


def matrix_rank(x: Any, /, *, rtol: float | Any | None = None) -> Any:
    _require("matrix_rank", x)
    return _with_tolerance("matrix_rank", _matrix_rank, "()", x, rtol, {})


def _tall_skinny(x: Any) -> bool:
    """One 2-D matrix, chunked along its rows only: Dask's TSQR applies."""
    return bool(x.ndim == 2 and x.numblocks[1] == 1 and x.numblocks[0] > 1
                and all(c >= x.shape[1] for c in x.chunks[0]))


def qr(x: Any, /, *, mode: str = "reduced") -> QRResult:
    _require("qr", x)
    if mode not in ("reduced", "complete"):
        raise ValueError(
            f"xpagnostic.dask.linalg.qr: mode must be 'reduced' or 'complete', got {mode!r}"
        )
    if mode == "reduced" and _tall_skinny(x):
        q, r = da.linalg.qr(x)
        return QRResult(q, r)
    m, n = x.shape[-2:]
    ex = np.ones((2, 2), dtype=x.dtype)
    if mode == "reduced":
        q, r = _per_matrix(_qr_tuple, "(m,n)->(m,k),(k,n)", (x,), (ex,),
                           {"k": min(m, n)}, mode=mode)
    else:
        q, r = _per_matrix(_qr_tuple, "(m,n)->(m,p),(p,n)", (x,), (ex,), {"p": m}, mode=mode)
    return QRResult(q, r)


def svd(x: Any, /, *, full_matrices: bool = True) -> SVDResult:
    _require("svd", x)
    m, n = x.shape[-2:]
    ex = np.ones((2, 2), dtype=x.dtype)
    if not full_matrices and _tall_skinny(x):
        u, s, vh = da.linalg.svd(x, coerce_signs=False)
        return SVDResult(u, s, vh)
    k = min(m, n)
    if full_matrices:
        u, s, vh = _per_matrix(_svd_tuple, "(m,n)->(m,p),(k),(q,n)", (x,), (ex,),
                               {"p": m, "k": k, "q": n}, full_matrices=True)
    else:
        u, s, vh = _per_matrix(_svd_tuple, "(m,n)->(m,k),(k),(k,n)", (x,), (ex,),
                               {"k": k}, full_matrices=False)
    return SVDResult(u, s, vh)


def svdvals(x: Any, /) -> Any:
    _require("svdvals", x)
    m, n = x.shape[-2:]
    return _per_matrix(_np_linalg.svdvals, "(m,n)->(k)", (x,), (np.ones((2, 2), x.dtype),),
                       {"k": min(m, n)})


def matrix_norm(x: Any, /, *, keepdims: bool = False, ord: Any = "fro") -> Any:
    _require("matrix_norm", x)
    ex = np.ones((2, 2), dtype=x.dtype)
    out = _per_matrix(_matrix_norm, "(m,n)->()", (x,), (ex,), ord=ord)
    if keepdims:
        out = out[..., None, None]
    return out


def _matrix_norm(x: Any, ord: Any) -> Any:
    return _np_linalg.matrix_norm(x, ord=ord)


def solve(x1: Any, x2: Any, /) -> Any:
    _require("solve", x1)
    _require("solve", x2, 1)
    ex1 = _square_example(x1)
    if x2.ndim == 1:
        return _per_matrix(_np_linalg.solve, "(m,m),(m)->(m)", (x1, x2),
                           (ex1, np.ones(2, dtype=x2.dtype)))
    return _per_matrix(_np_linalg.solve, "(m,m),(m,k)->(m,k)", (x1, x2),
                       (ex1, np.ones((2, 1), dtype=x2.dtype)))

"""Types of ``xpagnostic.dask.linalg`` for static checkers: the functions of the ``linalg``
extension, as ``DaskNamespace().linalg`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Any, Literal

import dask.array
import numpy

from .._typing.namespaces import (
    EighResult,
    EigResult,
    QRResult,
    SlogdetResult,
    SVDResult,
)

def cholesky(x: dask.array.Array, /, *, upper: builtins.bool = False) -> dask.array.Array: ...
def cross(x1: dask.array.Array, x2: dask.array.Array, /, *, axis: int = -1) -> dask.array.Array: ...
def det(x: dask.array.Array, /) -> dask.array.Array: ...
def diagonal(x: dask.array.Array, /, *, offset: int = 0) -> dask.array.Array: ...
def eig(x: dask.array.Array, /) -> EigResult[dask.array.Array]: ...
def eigh(x: dask.array.Array, /) -> EighResult[dask.array.Array]: ...
def eigvals(x: dask.array.Array, /) -> dask.array.Array: ...
def eigvalsh(x: dask.array.Array, /) -> dask.array.Array: ...
def inv(x: dask.array.Array, /) -> dask.array.Array: ...
def matmul(x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
def matrix_norm(
    x: dask.array.Array,
    /,
    *,
    keepdims: builtins.bool = False,
    ord: float | Literal['fro', 'nuc'] | None = 'fro',
) -> dask.array.Array: ...
def matrix_power(x: dask.array.Array, n: int, /) -> dask.array.Array: ...
def matrix_rank(
    x: dask.array.Array,
    /,
    *,
    rtol: float | dask.array.Array | None = None,
) -> dask.array.Array: ...
def matrix_transpose(x: dask.array.Array, /) -> dask.array.Array: ...
def outer(x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
def pinv(
    x: dask.array.Array,
    /,
    *,
    rtol: float | dask.array.Array | None = None,
) -> dask.array.Array: ...
def qr(
    x: dask.array.Array,
    /,
    *,
    mode: Literal['reduced', 'complete'] = 'reduced',
) -> QRResult[dask.array.Array]: ...
def slogdet(x: dask.array.Array, /) -> SlogdetResult[dask.array.Array]: ...
def solve(x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
def svd(
    x: dask.array.Array,
    /,
    *,
    full_matrices: builtins.bool = True,
) -> SVDResult[dask.array.Array]: ...
def svdvals(x: dask.array.Array, /) -> dask.array.Array: ...
def tensordot(
    x1: dask.array.Array,
    x2: dask.array.Array,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> dask.array.Array: ...
def trace(
    x: dask.array.Array,
    /,
    *,
    offset: int = 0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
) -> dask.array.Array: ...
def vecdot(
    x1: dask.array.Array,
    x2: dask.array.Array,
    /,
    *,
    axis: int = -1,
) -> dask.array.Array: ...
def vector_norm(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: float = 2,
) -> dask.array.Array: ...

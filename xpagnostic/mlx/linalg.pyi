"""Types of ``xpagnostic.mlx.linalg`` for static checkers: the functions of the ``linalg``
extension, as ``MLXNamespace().linalg`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Literal

import mlx.core

from .._typing.namespaces import (
    EighResult,
    EigResult,
    QRResult,
    SlogdetResult,
    SVDResult,
)

def cholesky(x: mlx.core.array, /, *, upper: builtins.bool = False) -> mlx.core.array: ...
def cross(x1: mlx.core.array, x2: mlx.core.array, /, *, axis: int = -1) -> mlx.core.array: ...
def det(x: mlx.core.array, /) -> mlx.core.array: ...
def diagonal(x: mlx.core.array, /, *, offset: int = 0) -> mlx.core.array: ...
def eig(x: mlx.core.array, /) -> EigResult[mlx.core.array]: ...
def eigh(x: mlx.core.array, /) -> EighResult[mlx.core.array]: ...
def eigvals(x: mlx.core.array, /) -> mlx.core.array: ...
def eigvalsh(x: mlx.core.array, /) -> mlx.core.array: ...
def inv(x: mlx.core.array, /) -> mlx.core.array: ...
def matmul(x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
def matrix_norm(
    x: mlx.core.array,
    /,
    *,
    keepdims: builtins.bool = False,
    ord: float | Literal['fro', 'nuc'] | None = 'fro',
) -> mlx.core.array: ...
def matrix_power(x: mlx.core.array, n: int, /) -> mlx.core.array: ...
def matrix_rank(
    x: mlx.core.array,
    /,
    *,
    rtol: float | mlx.core.array | None = None,
) -> mlx.core.array: ...
def matrix_transpose(x: mlx.core.array, /) -> mlx.core.array: ...
def outer(x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
def pinv(x: mlx.core.array, /, *, rtol: float | mlx.core.array | None = None) -> mlx.core.array: ...
def qr(
    x: mlx.core.array,
    /,
    *,
    mode: Literal['reduced', 'complete'] = 'reduced',
) -> QRResult[mlx.core.array]: ...
def slogdet(x: mlx.core.array, /) -> SlogdetResult[mlx.core.array]: ...
def solve(x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
def svd(
    x: mlx.core.array,
    /,
    *,
    full_matrices: builtins.bool = True,
) -> SVDResult[mlx.core.array]: ...
def svdvals(x: mlx.core.array, /) -> mlx.core.array: ...
def tensordot(
    x1: mlx.core.array,
    x2: mlx.core.array,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> mlx.core.array: ...
def trace(
    x: mlx.core.array,
    /,
    *,
    offset: int = 0,
    dtype: mlx.core.Dtype | None = None,
) -> mlx.core.array: ...
def vecdot(x1: mlx.core.array, x2: mlx.core.array, /, *, axis: int = -1) -> mlx.core.array: ...
def vector_norm(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: float = 2,
) -> mlx.core.array: ...

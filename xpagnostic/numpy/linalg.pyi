"""Types of ``xpagnostic.numpy.linalg`` for static checkers: the functions of the ``linalg``
extension, as ``NumPyNamespace().linalg`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Any, Literal

import numpy

from .._typing.namespaces import (
    EighResult,
    EigResult,
    QRResult,
    SlogdetResult,
    SVDResult,
)

def cholesky(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    upper: builtins.bool = False,
) -> numpy.ndarray[Any, Any]: ...
def cross(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
) -> numpy.ndarray[Any, Any]: ...
def det(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def diagonal(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    offset: int = 0,
) -> numpy.ndarray[Any, Any]: ...
def eig(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> EigResult[numpy.ndarray[Any, Any]]: ...
def eigh(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> EighResult[numpy.ndarray[Any, Any]]: ...
def eigvals(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def eigvalsh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def inv(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def matmul(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def matrix_norm(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    keepdims: builtins.bool = False,
    ord: float | Literal['fro', 'nuc'] | None = 'fro',
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def matrix_power(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    n: int,
    /,
) -> numpy.ndarray[Any, Any]: ...
def matrix_rank(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    rtol: float | numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def matrix_transpose(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def outer(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def pinv(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    rtol: float | numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def qr(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    mode: Literal['reduced', 'complete'] = 'reduced',
) -> QRResult[numpy.ndarray[Any, Any]]: ...
def slogdet(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> SlogdetResult[numpy.ndarray[Any, Any]]: ...
def solve(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def svd(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    full_matrices: builtins.bool = True,
) -> SVDResult[numpy.ndarray[Any, Any]]: ...
def svdvals(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def tensordot(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def trace(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    offset: int = 0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def vecdot(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def vector_norm(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: float = 2,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...

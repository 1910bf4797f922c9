"""Types of ``xpagnostic.tensorflow.linalg`` for static checkers: the functions of the ``linalg``
extension, as ``TensorFlowNamespace().linalg`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Literal

import tensorflow

from .._typing.namespaces import (
    EighResult,
    EigResult,
    QRResult,
    SlogdetResult,
    SVDResult,
)

def cholesky(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    upper: builtins.bool = False,
) -> tensorflow.Tensor: ...
def cross(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
) -> tensorflow.Tensor: ...
def det(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def diagonal(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    offset: int = 0,
) -> tensorflow.Tensor: ...
def eig(x: tensorflow.Tensor | tensorflow.Variable, /) -> EigResult[tensorflow.Tensor]: ...
def eigh(x: tensorflow.Tensor | tensorflow.Variable, /) -> EighResult[tensorflow.Tensor]: ...
def eigvals(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def eigvalsh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def inv(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def matmul(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def matrix_norm(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    keepdims: builtins.bool = False,
    ord: float | Literal['fro', 'nuc'] | None = 'fro',
) -> tensorflow.Tensor: ...
def matrix_power(x: tensorflow.Tensor | tensorflow.Variable, n: int, /) -> tensorflow.Tensor: ...
def matrix_rank(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    rtol: float | tensorflow.Tensor | tensorflow.Variable | None = None,
) -> tensorflow.Tensor: ...
def matrix_transpose(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def outer(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def pinv(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    rtol: float | tensorflow.Tensor | tensorflow.Variable | None = None,
) -> tensorflow.Tensor: ...
def qr(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    mode: Literal['reduced', 'complete'] = 'reduced',
) -> QRResult[tensorflow.Tensor]: ...
def slogdet(x: tensorflow.Tensor | tensorflow.Variable, /) -> SlogdetResult[tensorflow.Tensor]: ...
def solve(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def svd(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    full_matrices: builtins.bool = True,
) -> SVDResult[tensorflow.Tensor]: ...
def svdvals(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def tensordot(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> tensorflow.Tensor: ...
def trace(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    offset: int = 0,
    dtype: tensorflow.DType | None = None,
) -> tensorflow.Tensor: ...
def vecdot(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
) -> tensorflow.Tensor: ...
def vector_norm(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
    ord: float = 2,
) -> tensorflow.Tensor: ...

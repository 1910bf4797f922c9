"""The ``linalg`` extension of the Array API 2025.12 standard for ``torch`` arrays.

array-api-compat's, with the functions that could break the error contract held in a
``try`` whose ``except`` clause keeps it (``_errors``); those the main namespace also has
are the same functions."""

from typing import Any

import torch
from array_api_compat.torch import linalg as _compat
from array_api_compat.torch.linalg import *

from ._elementwise_functions import matmul
from ._errors import fail
from ._linear_algebra_functions import matrix_transpose, tensordot, vecdot

_diagonal = torch.diagonal


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        return _compat.cross(x1, x2, axis=axis)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("linalg.cross", e, (x1, x2), {"axis": axis})


def solve(x1: Any, x2: Any, /) -> Any:
    try:
        return _compat.solve(x1, x2)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("linalg.solve", e, (x1, x2))


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    try:
        return _compat.trace(x, offset=offset, dtype=dtype)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("linalg.trace", e, (x,), {"dtype": dtype}, retry=trace)


def vector_norm(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                keepdims: bool = False, ord: int | float = 2) -> Any:
    try:
        return _compat.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("linalg.vector_norm", e, (x,), {"axis": axis})


__all__ = sorted({*(n for n in _compat.__all__ if not n.startswith("_")), "cross", "matmul",
                  "matrix_transpose", "solve", "tensordot", "trace", "vecdot", "vector_norm"})

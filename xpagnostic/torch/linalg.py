"""The ``linalg`` extension of the Array API 2025.12 standard for ``torch`` arrays.

array-api-compat's, with the functions that could break the error contract held in a
``try`` whose ``except`` clause keeps it (``_errors``); those the main namespace also has
are the same functions.

On ``uint16``/``uint32``/``uint64``, where torch raises for want of a kernel (or of a
promotion): ``matmul``, ``tensordot``, ``vecdot``, ``cross``, ``outer`` and ``matrix_power``
on the same-width signed bit patterns (after promotion); ``trace`` of any unsigned dtype in
``int64`` read as ``uint64`` (see ``_unsigned.py``).
"""

from typing import Any

import torch
from array_api_compat.torch import linalg as _compat
from array_api_compat.torch.linalg import *

from ._compiled import dtype_checked
from ._elementwise_functions import matmul
from ._errors import fail
from ._linear_algebra_functions import matrix_transpose, on_bits, tensordot, vecdot
from ._unsigned import UNSIGNED, failed_on_unsigned, int64_of, moved_on_bits

_diagonal = torch.diagonal


@dtype_checked(on_bits, arrays=2)
def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        return _compat.cross(x1, x2, axis=axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x1, x2):
            return on_bits(cross, x1, x2, axis=axis)
        return fail("linalg.cross", e, (x1, x2), {"axis": axis})


@dtype_checked(on_bits, arrays=2)
def outer(x1: Any, x2: Any, /) -> Any:
    try:
        return _compat.outer(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x1, x2):
            return on_bits(outer, x1, x2)
        return fail("linalg.outer", e, (x1, x2))


@dtype_checked(moved_on_bits)
def matrix_power(x: Any, n: int, /) -> Any:
    try:
        return _compat.matrix_power(x, n)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return moved_on_bits(matrix_power, x, n)
        return fail("linalg.matrix_power", e, (x, n))


def solve(x1: Any, x2: Any, /) -> Any:
    try:
        return _compat.solve(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.solve", e, (x1, x2))


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    try:
        if x.dtype in UNSIGNED:  # the standard's uint64 result; torch's is int64
            if dtype is None or dtype is torch.uint64:
                return _compat.trace(int64_of(x), offset=offset).view(torch.uint64)
            if not (dtype.is_floating_point or dtype.is_complex):
                return _compat.trace(int64_of(x), offset=offset).to(dtype)
            x, dtype = x.to(dtype), None
        return _compat.trace(x, offset=offset, dtype=dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.trace", e, (x,), {"offset": offset, "dtype": dtype}, retry=trace)


def vector_norm(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                keepdims: bool = False, ord: int | float = 2) -> Any:
    try:
        return _compat.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.vector_norm", e, (x,), {"axis": axis, "keepdims": keepdims, "ord": ord})


__all__ = sorted({*(n for n in _compat.__all__ if not n.startswith("_")), "cross", "matmul",
                  "matrix_power", "matrix_transpose", "outer", "solve", "tensordot", "trace",
                  "vecdot", "vector_norm"})

"""Linear algebra functions of the main namespace, in the standard's result dtype.

Dask sums block products in a wider dtype (``int8 @ int8`` gives ``int64``,
``uint32 @ uint16`` gives ``uint64``); the standard's result has the promoted dtype of the
inputs.  The wide result is cast back, in the same lazy graph: integer products wrap
exactly as the narrow arithmetic would (two's complement), floating point is untouched.
"""

from __future__ import annotations

from typing import Any

import dask.array as da
from array_api_compat.dask.array import vecdot as _vecdot

from ._data_type_functions import result_type

__all__ = ["matmul", "tensordot", "vecdot"]


def _narrow(out: Any, dtype: Any) -> Any:
    return out if out.dtype == dtype else out.astype(dtype)


def matmul(x1: Any, x2: Any, /) -> Any:
    if x1.ndim == 0 or x2.ndim == 0:
        raise ValueError(
            f"xpagnostic.dask.matmul: operands must have at least one dimension, got shapes "
            f"{x1.shape} and {x2.shape}"
        )
    return _narrow(da.matmul(x1, x2), result_type(x1, x2))


def tensordot(x1: Any, x2: Any, /, *, axes: int | tuple[Any, Any] = 2) -> Any:
    return _narrow(da.tensordot(x1, x2, axes=axes), result_type(x1, x2))


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    return _narrow(_vecdot(x1, x2, axis=axis), result_type(x1, x2))

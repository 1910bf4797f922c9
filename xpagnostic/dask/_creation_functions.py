"""Creation functions for Dask: ``eye`` and ``from_dlpack``; array-api-compat's others with
the standard's parameters only.

A DLPack producer hands over a buffer in memory; NumPy imports it (CPU only, as
every array of this namespace) and the Dask array wraps that one NumPy array as
a single chunk, without copying unless ``copy=True``.
"""

from __future__ import annotations

from typing import Any

import dask.array as da
import numpy as np
from array_api_compat.dask import array as _compat

from ._info import check_device

__all__ = ["asarray", "empty", "eye", "from_dlpack", "full", "meshgrid", "ones", "zeros"]


# array-api-compat's versions, with the standard's parameters only (any other keyword
# raises TypeError naming it: ``xpagnostic._common._keywords``).
def asarray(obj: Any, /, *, dtype: Any = None, device: Any = None,
            copy: bool | None = None) -> Any:
    return _compat.asarray(obj, dtype=dtype, device=device, copy=copy)


def empty(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
    return _compat.empty(shape, dtype=dtype, device=device)


def full(shape: Any, fill_value: Any, *, dtype: Any = None, device: Any = None) -> Any:
    return _compat.full(shape, fill_value, dtype=dtype, device=device)


def ones(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
    return _compat.ones(shape, dtype=dtype, device=device)


def zeros(shape: Any, *, dtype: Any = None, device: Any = None) -> Any:
    return _compat.zeros(shape, dtype=dtype, device=device)


def meshgrid(*arrays: Any, indexing: str = "xy") -> Any:
    return _compat.meshgrid(*arrays, indexing=indexing)


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    check_device("from_dlpack", device)
    if isinstance(x, da.Array):
        return x.copy() if copy else x
    host = np.from_dlpack(x, copy=copy)
    return da.from_array(host, chunks=host.shape or (), asarray=False)


def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: Any = None,
    device: Any = None,
) -> Any:
    """Ones on the ``k``-th diagonal: a lazy comparison of row and column indices
    (``dask.array.eye`` loses blocks for some non-square shapes and offsets)."""
    check_device("eye", device)
    n_cols = n_rows if n_cols is None else n_cols
    rows = da.arange(n_rows, dtype=np.int64)[:, None]
    cols = da.arange(n_cols, dtype=np.int64)[None, :]
    return (cols - rows == k).astype(np.float64 if dtype is None else dtype)

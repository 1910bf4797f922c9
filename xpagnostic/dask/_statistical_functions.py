"""``mean``, ``std`` and ``var`` of floating-point arrays only, as the standard's reference
(array-api-strict) and the other namespaces: Dask, like NumPy, would average integers.

The dtype test is the one check before the call; the namespace's wrapper (``guard_errors``)
keeps the error contract for the rest.
"""

from __future__ import annotations

from typing import Any

from array_api_compat.dask.array import mean as _mean
from array_api_compat.dask.array import std as _std
from array_api_compat.dask.array import var as _var

from .._common._errors import not_floating

__all__ = ["mean", "std", "var"]

Axis = int | tuple[int, ...] | None
_FLOATING = frozenset("fc")


def _floating(fname: str, x: Any) -> None:
    dtype = getattr(x, "dtype", None)
    if dtype is not None and getattr(dtype, "kind", "f") not in _FLOATING:
        raise not_floating(f"xpagnostic.dask.{fname}", dtype)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    _floating("mean", x)
    return _mean(x, axis=axis, keepdims=keepdims)


def std(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    _floating("std", x)
    return _std(x, axis=axis, correction=correction, keepdims=keepdims)


def var(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    _floating("var", x)
    return _var(x, axis=axis, correction=correction, keepdims=keepdims)

"""Element-wise functions for Dask.

Where our NumPy namespace fixes a special case NumPy gets wrong (``floor_divide``
with infinite operands, complex ``expm1``/``log1p``/``tanh``), the Dask function
runs that fixed function on every chunk: same results as ``xpagnostic.numpy``,
still one lazy task per chunk.  ``ceil``, ``floor`` and ``trunc`` keep an integer
dtype (Dask's, like NumPy 1's, return floating point).
"""

from __future__ import annotations

from typing import Any

import dask.array as da
from dask.array.core import elemwise

from .. import numpy as _xnp

__all__ = ["ceil", "expm1", "floor", "floor_divide", "log1p", "tanh", "trunc"]


def _chunkwise(name: str, fn: Any) -> Any:
    def unary(x: Any, /) -> Any:
        if x.dtype.kind in "fc":  # the result keeps the dtype: no inference needed
            return da.map_blocks(fn, x, dtype=x.dtype)
        return elemwise(fn, x)

    unary.__name__ = unary.__qualname__ = name
    unary.__doc__ = f"``xpagnostic.numpy.{name}`` on every chunk."
    return unary


expm1 = _chunkwise("expm1", _xnp.expm1)
log1p = _chunkwise("log1p", _xnp.log1p)
tanh = _chunkwise("tanh", _xnp.tanh)


def floor_divide(x1: Any, x2: Any, /) -> Any:
    """``xpagnostic.numpy.floor_divide`` on every chunk (broadcast as Dask does)."""
    out = elemwise(_xnp.floor_divide, x1, x2)
    if out is NotImplemented:  # Dask's answer when the function refuses the dtypes
        raise TypeError(
            f"floor_divide (dask): not defined for dtypes {_dtype(x1)} and {_dtype(x2)} "
            "(complex numbers have no floor)"
        )
    return out


def _dtype(x: Any) -> str:
    return str(getattr(x, "dtype", type(x).__name__))


def _rounding(name: str, native: Any) -> Any:
    def rounding(x: Any, /) -> Any:
        if x.dtype.kind in "biu":
            return x.copy()
        return native(x)

    rounding.__name__ = rounding.__qualname__ = name
    rounding.__doc__ = f"``{name}``; integer input keeps its dtype and values."
    return rounding


ceil = _rounding("ceil", da.ceil)
floor = _rounding("floor", da.floor)
trunc = _rounding("trunc", da.trunc)

"""Element-wise functions for Dask.

Where our NumPy namespace fixes a special case NumPy gets wrong (``floor_divide``
with infinite operands, complex ``expm1``/``log1p``/``tanh``), the Dask function
runs that fixed function on every chunk: same results as ``xpagnostic.numpy``,
still one lazy task per chunk.  ``ceil``, ``floor`` and ``trunc`` keep an integer
dtype (Dask's, like NumPy 1's, return floating point).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import dask.array as da
from dask.array.core import elemwise

from .. import numpy as _xnp

__all__ = ["ceil", "expm1", "floor", "floor_divide", "log1p", "tanh", "trunc"]


def _by_kind(name: str, kinds: str, matching: Callable[[Any], Any],
             other: Callable[[Any], Any], doc: str) -> Callable[[Any], Any]:
    """The unary function ``name``: ``matching(x)`` where the kind of ``x``'s dtype is one
    of ``kinds`` (NumPy's kind letters), ``other(x)`` elsewhere."""

    def unary(x: Any, /) -> Any:
        return matching(x) if x.dtype.kind in kinds else other(x)

    unary.__name__ = unary.__qualname__ = name
    unary.__doc__ = doc
    return unary


def _chunkwise(name: str, fn: Any) -> Callable[[Any], Any]:
    # A floating-point result keeps the dtype: no inference needed.
    return _by_kind(name, "fc", lambda x: da.map_blocks(fn, x, dtype=x.dtype),
                    functools.partial(elemwise, fn), f"``xpagnostic.numpy.{name}`` on every chunk.")


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


def _rounding(name: str, native: Any) -> Callable[[Any], Any]:
    return _by_kind(name, "biu", da.Array.copy, native,
                    f"``{name}``; integer input keeps its dtype and values.")


ceil = _rounding("ceil", da.ceil)
floor = _rounding("floor", da.floor)
trunc = _rounding("trunc", da.trunc)

"""The Tensor facade's adapter to Dask arrays: NumPy's integer-array indexing built lazily,
writes that replace the array's graph, formatting that computes.

Imported when a Dask array first reaches the facade (``ADAPTERS`` of
:mod:`xpagnostic._facade._adapters`); its indexing (:mod:`._facade_index`) when a key
needs it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._facade._adapters import ArrayAdapter, refuse_as_numpy
from .._facade._index import BASIC


class DaskArrays(ArrayAdapter):
    """Dask: keys of several integer arrays, of n-d integer arrays, or of integers apart
    from an index array gather lazily as in NumPy (:mod:`._facade_index`); other keys go to
    Dask's own indexing.  A write replaces the array's graph in place, under a new name."""

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        t = type(key)
        if t in BASIC:
            return raw[key]
        if t is tuple:
            for k in key:
                if type(k) not in BASIC:
                    break
            else:
                return raw[key]
        from ._facade_index import dask_getitem

        return dask_getitem(raw, key)

    @staticmethod
    def version(raw: Any) -> Any:
        return raw.name

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        refuse_as_numpy(raw, convert, raw.dtype.kind == "b")
        return convert(raw)

    @staticmethod
    def format(raw: Any, format_spec: str) -> str:
        # Dask formats no value; like bool() and float(), formatting one computes it.
        return format(raw.compute(), format_spec)

"""``__array_namespace_info__`` for Dask: the one device its NumPy-backed chunks live on.

A Dask array built by this namespace holds NumPy chunks.  Wherever a chunk is
computed (a thread of this process, or a worker of a ``dask.distributed``
cluster on another machine), it sits in host memory: the device is ``"cpu"``.
array-api-compat also lists a placeholder ``DASK_DEVICE`` object for arrays it
cannot place; no array of this namespace is ever on it, so it is not listed.
Dask computes every standard dtype, whatever the scheduler.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .._common._dtypes import DTYPE_NAMES
from .._common._info import NamespaceInfo

__all__ = ["__array_namespace_info__", "check_device"]

_SUPPORTED = {name: np.dtype(name) for name in DTYPE_NAMES}


def check_device(fname: str, device: Any) -> None:
    """Refuse a ``device`` other than ``"cpu"`` (None: the default) given to ``fname``."""
    if device is not None and device != "cpu":
        raise ValueError(f"xpagnostic.dask.{fname}: unknown device {device!r}; Dask arrays of "
                         "this namespace live on 'cpu'")


class __array_namespace_info__(NamespaceInfo):
    """The inspection API of ``xpagnostic.dask``."""

    backend = "dask"

    def capabilities(self) -> dict[str, Any]:
        # Boolean masks, nonzero and unique_* build lazily: their output sizes are unknown
        # (NaN in Dask's shapes) until the graph is computed.
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self) -> Any:
        return "cpu"

    def devices(self) -> tuple[Any, ...]:
        return ("cpu",)

    def _supported(self, device: Any) -> dict[str, Any]:
        check_device("__array_namespace_info__", device)
        return _SUPPORTED

    def _default_names(self) -> dict[str, str]:
        return {"real floating": "float64", "complex floating": "complex128",
                "integral": "int64", "indexing": "int64"}

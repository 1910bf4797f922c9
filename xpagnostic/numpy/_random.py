"""NumPy's glue of ``xpagnostic.numpy.random``: native ``uint32`` words, rounds in place on
blocks of counters; the Dask generator and PyTorch's eager CPU draws stand on it too."""

from __future__ import annotations

import sys
from typing import Any, Final

import numpy as np

from .._common._random_backend import RandomGlue
from .._common._threefry import InPlaceWords

__all__ = ["BLOCK", "NumPyRandomGlue", "shl_into"]

#: 65,536 counters a block: three word buffers of 256 KiB stay in a core's L2 cache.
BLOCK: Final = 1 << 16


def shl_into(x: Any, r: int, out: Any) -> Any:
    return np.left_shift(x, r, out=out)


class NumPyRandomGlue(RandomGlue):
    """NumPy's glue: native ``uint32`` words, in-place rounds."""

    block: int | None = BLOCK

    def __init__(self, name: str = "numpy", xp: Any = None) -> None:
        namespace = xp if xp is not None else sys.modules[__package__]
        super().__init__(name, namespace, np.dtype("uint32"),
                         {n: np.dtype(n) for n in (
                             "bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
                             "uint32", "uint64", "float16", "float32", "float64", "complex64",
                             "complex128")})

    def is_array(self, x: Any) -> bool:
        return isinstance(x, (np.ndarray, np.generic))

    def device(self, x: Any) -> Any:
        return "cpu"

    def to_device(self, x: Any, device: Any) -> Any:
        if device != "cpu":
            raise ValueError(f"xpagnostic.numpy.random: unsupported device {device!r}; NumPy "
                             "has the device 'cpu' only")
        return x

    def bitcast(self, x: Any, dtype: Any) -> Any:
        return np.asarray(x).view(dtype)

    def in_place(self, key: Any) -> InPlaceWords | None:
        return InPlaceWords(False, shl_into, np.empty_like)

    def log1p_in_place(self, x: Any) -> Any:
        return np.log1p(x, out=x)

    def iota(self, start: int, count: int, device: Any) -> Any:
        return np.arange(start, start + count, dtype=np.uint32)

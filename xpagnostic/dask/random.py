"""``xpagnostic.dask.random``: JAX's functional random API on lazy ``dask.array`` arrays.

Keys are ``uint32`` Dask arrays of shape ``(2,)``; every function builds a graph and
computes nothing.  A draw is made chunk by chunk: each chunk's task hashes the counters of
its own elements (their row-major positions in the whole array), so a chunk is computed
where the scheduler runs it, no array passes through one machine, and the numbers are the
very numbers of the other backends whatever the chunks (``docs/random.md``).  Chunks are
Dask's ``"auto"`` chunks for the draw's dtype (``dask.config`` ``array.chunk-size``).
The samplers built on the bits are lazy Dask operations on those chunks; ``permutation``,
``choice`` without replacement and ``categorical`` without replacement sort along an axis,
which Dask does in one chunk along that axis.
"""

from __future__ import annotations

import math
import sys
from typing import Any

import dask.array as da
import numpy as np

from .._common._random import RandomFunctions, bind
from .._common._threefry import InPlaceWords, threefry2x32
from ..numpy._random import BLOCK, NumPyRandomGlue, shl_into


def _hash_block(key: Any, *positions: Any, strides: tuple[int, ...], pair: bool) -> Any:
    """The words of one chunk: the Threefry of its elements' flat positions in the array
    (``positions[d]``: the chunk's indices along axis ``d``; ``strides``: the array's
    row-major strides in elements)."""
    key = np.asarray(key, dtype=np.uint32)
    k0, k1 = key[0:1], key[1:2]
    flat: np.ndarray[Any, Any] = np.zeros((), dtype=np.uint64)
    for d, (index, stride) in enumerate(zip(positions, strides)):
        shape = [1] * len(positions)
        shape[d] = -1
        flat = flat + np.asarray(index, dtype=np.uint64).reshape(shape) * np.uint64(stride)
    chunk_shape = flat.shape
    flat = flat.reshape(-1)
    out = np.empty((flat.size, 2) if pair else flat.size, dtype=np.uint32)
    for start in range(0, flat.size, BLOCK):
        part = flat[start:start + BLOCK]
        high = (part >> np.uint64(32)).astype(np.uint32)
        low = part.astype(np.uint32)
        y0, y1 = threefry2x32(InPlaceWords(False, shl_into, np.empty_like), k0, k1, high, low)
        if pair:
            out[start:start + BLOCK, 0] = y0
            out[start:start + BLOCK, 1] = y1
        else:
            np.bitwise_xor(y0, y1, out=out[start:start + BLOCK])
    return out.reshape((*chunk_shape, 2) if pair else chunk_shape)


class DaskRandomGlue(NumPyRandomGlue):
    """Dask's glue: lazy chunks, each hashed by NumPy's in-place rounds."""

    block: int | None = None

    def __init__(self) -> None:
        super().__init__("dask", sys.modules[__package__])

    def is_array(self, x: Any) -> bool:
        return isinstance(x, da.Array)

    def bitcast(self, x: Any, dtype: Any) -> Any:
        return x.view(dtype)

    def in_place(self, key: Any) -> InPlaceWords | None:
        return None

    def hash(self, k0: Any, k1: Any, shape: tuple[int, ...], pair: bool) -> Any:
        target = shape or (1,)
        out = self._lazy_hash(k0, k1, target, [0] * len(target), pair)
        return out.reshape((*shape, 2) if pair else shape) if target != shape else out

    def hash_range(self, k0: Any, k1: Any, start: int, count: int, pair: bool) -> Any:
        return self._lazy_hash(k0, k1, (count,), [start], pair)

    def _lazy_hash(self, k0: Any, k1: Any, shape: tuple[int, ...], starts: list[int],
                   pair: bool) -> Any:
        """One task per chunk of ``shape`` (Dask's auto chunks), hashing the positions
        ``starts[d] + i_d`` of its elements in row-major order."""
        if math.prod(shape) == 0:
            return da.zeros((*shape, 2) if pair else shape, dtype=np.uint32)
        key = da.concatenate((k0, k1)).rechunk(2)
        chunks = da.core.normalize_chunks("auto", shape, dtype=np.uint32)
        strides = tuple(math.prod(shape[d + 1:]) for d in range(len(shape)))
        index = "".join(chr(ord("a") + d) for d in range(len(shape)))
        args: list[Any] = [key, "z"]
        for d, (n, c) in enumerate(zip(shape, chunks)):
            args += [da.arange(starts[d], starts[d] + n, chunks=(c,), dtype=np.int64), index[d]]
        return da.blockwise(_hash_block, index + ("w" if pair else ""), *args,
                            new_axes={"w": 2} if pair else None, dtype=np.uint32,
                            concatenate=True, align_arrays=False, strides=strides, pair=pair,
                            meta=np.empty((0,) * (len(shape) + pair), np.uint32))


bind(globals(), RandomFunctions(DaskRandomGlue()))

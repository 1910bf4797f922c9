"""Integer-array indexing of Dask arrays as NumPy does it, built lazily.

Imported only when a Tensor wraps a Dask array, so Dask (and NumPy) are loaded already.
``dask.array.Array.__getitem__`` takes one integer array of one dimension per key, and
counts an integer next to it as a basic index.  NumPy (and the standard) broadcast every
integer array of a key, and the integers in it, against each other and gather the points
they name ("vectorized" indexing).  :func:`dask_getitem` sends the keys Dask indexes as
NumPy would straight to Dask, and builds the others:

* the basic part of the key (slices, ``None``, ``...``) is taken first, the advanced axes
  kept whole;
* index arrays held in host memory (NumPy arrays, lists) and integers gather through
  ``Array.vindex``, which plans the points per chunk while the graph is built;
* a key holding a Dask index array, whose values are known only once computed (``vindex``
  refuses those), gathers from a view of the array with the advanced axes moved first and
  merged into one axis, at the row-major positions ``sum(index_k * stride_k)`` (a Dask
  array again), then splits the broadcast axes back out;
* the broadcast axes then go where NumPy puts them: in place of the advanced indices when
  these are adjacent in the key, first otherwise (an ``...`` or ``None`` between them
  separates them, as in NumPy).

Nothing is computed.  Negative indices count from the end of their axis.  Out-of-bounds
integers and entries of host index arrays raise ``IndexError`` at once; an out-of-bounds
entry of a Dask index array is found only when its chunk is computed, and that compute
raises ``IndexError``.  (A key Dask indexes itself, one 1-d Dask index array among slices,
keeps Dask's behaviour: it does not check, and an out-of-bounds entry reads another element.)
"""

from __future__ import annotations

import math
from typing import Any

import dask.array as da
import numpy as np

_NAME = "Tensor.__getitem__ (dask)"


def _entry(k: Any) -> Any:
    """``k`` with NumPy integer scalars and 0-d NumPy integer arrays as Python integers,
    which the standard says they are equivalent to (Dask refuses 0-d index arrays)."""
    if isinstance(k, np.ndarray):
        if k.ndim == 0 and k.dtype.kind in "iu":
            return int(k)
    elif isinstance(k, np.integer):
        return int(k)
    return k


def _is_index_array(k: Any) -> bool:
    return isinstance(k, (np.ndarray, da.Array)) and k.dtype.kind in "iu"


def _is_mask(k: Any) -> bool:
    return type(k) is bool or (isinstance(k, (np.ndarray, da.Array)) and k.dtype.kind == "b")


def _output_axes(k: Any, ndim: int, consumed: int) -> int:
    """How many axes of a basic index's result the key entry ``k`` makes."""
    if k is Ellipsis:
        return ndim - consumed
    return 0 if type(k) is int else 1


def _dask_places_as_numpy(keys: tuple[Any, ...], at: int, ndim: int) -> bool:
    """Whether Dask's own indexing gives NumPy's result for ``keys``, whose only index
    array (1-d) is at position ``at``."""
    if any(e is None for e in keys):
        return False  # Dask's indexing by an array next to a new axis fails in some keys
    if isinstance(keys[at], da.Array):
        # Dask's indexing by a Dask array builds wrong chunks with an integer after it:
        # slices and ``...`` only.
        return all(e is Ellipsis or type(e) is slice for e in keys[:at] + keys[at + 1:])
    ints = [i for i, e in enumerate(keys) if type(e) is int]
    if not ints:
        return True
    advanced = sorted([at, *ints])
    if advanced == list(range(advanced[0], advanced[-1] + 1)):
        return True  # adjacent: the axis stays in place in both
    # Separated: NumPy puts the axis first, Dask where the array stands.
    consumed = sum(1 for e in keys if e is not None and e is not Ellipsis)
    return sum(_output_axes(e, ndim, consumed) for e in keys[:at]) == 0


def dask_getitem(x: Any, key: Any) -> Any:
    """``x[key]`` with NumPy's integer-array indexing: integer arrays (NumPy or Dask) and
    integers broadcast against each other, mixed with slices, ``None`` and ``...``."""
    keys = tuple(_entry(k) for k in key) if type(key) is tuple else (_entry(key),)
    arrays = [i for i, k in enumerate(keys) if _is_index_array(k)]
    if (not arrays or any(_is_mask(k) for k in keys)
            or (len(arrays) == 1 and keys[arrays[0]].ndim == 1
                and _dask_places_as_numpy(keys, arrays[0], x.ndim))):
        return x[keys if type(key) is tuple else keys[0]]
    return _vectorized(x, keys)


def _size(x: Any, axis: int) -> int:
    n = x.shape[axis]
    if isinstance(n, float) and math.isnan(n):
        raise IndexError(
            f"{_NAME}: axis {axis} has a size known only once computed, and indexing it "
            "with integer arrays needs it; call compute_chunk_sizes() on the array first"
        )
    return int(n)


def _check_host(k: Any, size: int, axis: int) -> None:
    """Raise IndexError if integer or NumPy index ``k`` is out of bounds for ``size``."""
    if type(k) is int:
        if not -size <= k < size:
            raise IndexError(f"{_NAME}: index {k} is out of bounds for axis {axis} "
                             f"with size {size}")
        return
    if k.size == 0:
        return
    low, high = k.min(), k.max()
    if high >= size or (k.dtype.kind == "i" and low < -size):
        bad = high if high >= size else low
        raise IndexError(f"{_NAME}: index {bad} is out of bounds for axis {axis} "
                         f"with size {size}")


def _wrap_block(block: Any, size: int, axis: int) -> Any:
    """One chunk of a Dask index array, checked and with negative indices wrapped: runs
    when the chunk is computed."""
    block = np.asarray(block)
    if block.dtype.kind == "u":
        bad = block >= size
        if bad.any():
            raise IndexError(f"{_NAME}: index {block[bad][0]} is out of bounds for axis "
                             f"{axis} with size {size}")
        return block.astype(np.int64)
    block = block.astype(np.int64)
    bad = (block < -size) | (block >= size)
    if bad.any():
        raise IndexError(f"{_NAME}: index {block[bad][0]} is out of bounds for axis "
                         f"{axis} with size {size}")
    return np.where(block < 0, block + size, block)


def _broadcast_shape(indices: list[Any]) -> tuple[int, ...]:
    shapes = []
    for k in indices:
        shape = np.shape(k)
        if any(isinstance(n, float) and math.isnan(n) for n in shape):
            raise IndexError(
                f"{_NAME}: an index array has a size known only once computed; call "
                "compute_chunk_sizes() on it first"
            )
        shapes.append(tuple(int(n) for n in shape))
    try:
        return tuple(np.broadcast_shapes(*shapes))
    except ValueError:
        raise IndexError(f"{_NAME}: shape mismatch: indexing arrays could not be broadcast "
                         f"together with shapes {' '.join(map(str, shapes))}") from None


def _vectorized(x: Any, keys: tuple[Any, ...]) -> Any:
    ndim = x.ndim
    if sum(1 for k in keys if k is Ellipsis) > 1:
        raise IndexError(f"{_NAME}: an index can only have a single ellipsis ('...')")
    consumed = sum(1 for k in keys if k is not None and k is not Ellipsis)
    if consumed > ndim:
        raise IndexError(f"{_NAME}: too many indices for array: array is {ndim}-dimensional, "
                         f"but {consumed} were indexed")
    advanced_at = [i for i, k in enumerate(keys) if type(k) is int or _is_index_array(k)]
    adjacent = advanced_at == list(range(advanced_at[0], advanced_at[-1] + 1))
    # One entry per axis of the basic part's result; ``...`` expanded, missing axes whole.
    entries: list[Any] = []
    for k in keys:
        entries += [slice(None)] * (ndim - consumed) if k is Ellipsis else [k]
    if not any(k is Ellipsis for k in keys):
        entries += [slice(None)] * (ndim - consumed)
    advanced = [type(k) is int or _is_index_array(k) for k in entries]
    basic = tuple(slice(None) if a else k for k, a in zip(entries, advanced))
    whole = all(type(k) is slice and k == slice(None) for k in basic)
    y = x if whole else x[basic]
    if any(0 in c and sum(c) > 0 for c in y.chunks):
        # A slice can leave empty chunks, which Dask's vindex and reshape mishandle.
        y = y.rechunk(tuple(tuple(n for n in c if n) or c for c in y.chunks))
    axes = [j for j, a in enumerate(advanced) if a]
    others = [j for j, a in enumerate(advanced) if not a]
    sizes = [_size(y, j) for j in axes]
    # Input axis of each advanced entry, for messages.
    input_axis = {j: sum(1 for e in entries[:j] if e is not None) for j in axes}
    indices = [entries[j] for j in axes]
    shape = _broadcast_shape(indices)
    empty = math.prod(shape) == 0
    for i, (j, k, n) in enumerate(zip(axes, indices, sizes)):
        if not isinstance(k, da.Array):
            if not empty:  # NumPy checks no bounds when it gathers nothing
                _check_host(k, n, input_axis[j])
            if type(k) is not int and k.dtype != np.intp:
                # vindex plans with intp positions (it refuses uint64 ones).
                indices[i] = entries[j] = k.astype(np.intp)
    rest = tuple(y.shape[j] for j in others)
    if empty or 0 in rest:
        # Nothing to gather (neither vindex nor Dask's reshape takes an empty result).
        out = da.zeros_like(y, shape=shape + rest)
    elif not any(isinstance(k, da.Array) for k in indices):
        out = y.vindex[tuple(k if a else slice(None) for k, a in zip(entries, advanced))]
    else:
        out = _gather(y, axes, others, indices, sizes, input_axis, shape, rest)
    b = len(shape)
    at = advanced.index(True)
    if adjacent and at > 0 and b > 0:
        out = da.moveaxis(out, list(range(b)), list(range(at, at + b)))
    return out


def _gather(y: Any, axes: list[int], others: list[int], indices: list[Any], sizes: list[int],
            input_axis: dict[int, int], shape: tuple[int, ...], rest: tuple[int, ...]) -> Any:
    """``y`` gathered at the broadcast points of ``indices`` (along ``axes``), at least one
    of them a Dask array: the broadcast axes first, then the ``others`` axes."""
    total = math.prod(sizes)
    if total == 0:
        raise IndexError(f"{_NAME}: index out of bounds for an axis with size 0")
    position: Any = 0
    stride = total
    for j, k, n in zip(axes, indices, sizes):
        stride //= n
        if isinstance(k, da.Array):
            k = k.map_blocks(_wrap_block, n, input_axis[j], dtype=np.int64)
        elif type(k) is int:
            k = k + n if k < 0 else k
        else:
            k = np.where(k < 0, k + n, k).astype(np.int64)
        position = position + k * stride
    position = da.broadcast_to(position, shape).reshape(-1)
    moved = y.transpose(axes + others) if others and axes != list(range(len(axes))) else y
    flat = moved.reshape((total, *rest))
    return flat[position].reshape(shape + rest)

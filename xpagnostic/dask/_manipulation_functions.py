"""Manipulation and searching functions Dask lacks or words differently.

``expand_dims`` takes a tuple of axes (2025.12); ``repeat`` flattens for ``axis=None``
and takes an array of repeats (the output size is then unknown until computed);
``searchsorted`` takes ``sorter`` and a scalar ``x2``.

``broadcast_shapes`` answers with the standard's ``None`` for a size Dask does not
know yet (Dask's own shapes say ``nan``).  ``take_along_axis`` gathers lazily by
chunks; ``take`` takes the standard's ``axis=None``.  ``nonzero`` refuses a 0-d array, as
the standard says.  ``where`` takes a boolean condition only, as array-api-strict (Dask,
as NumPy, would take any truth value).
"""

from __future__ import annotations

import math
from typing import Any

import dask.array as da
import numpy as np
from array_api_compat.dask.array import nonzero as _nonzero

from .._common._shapes import broadcast_known_shapes

__all__ = ["broadcast_shapes", "expand_dims", "nonzero", "repeat", "searchsorted", "take",
           "take_along_axis", "where"]


def _known(n: Any) -> int | None:
    if n is None or (isinstance(n, float) and math.isnan(n)):
        return None
    return int(n)


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    """The broadcast of ``shapes``; ``None`` (or Dask's ``nan``) is an unknown size."""
    return broadcast_known_shapes("xpagnostic.dask.broadcast_shapes",
                                  [tuple(_known(n) for n in s) for s in shapes])


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    """Elements of ``x`` at ``indices`` along ``axis``.  ``axis=None`` reads ``x`` flattened,
    as NumPy does (the standard's case: a one-dimensional ``x``)."""
    if axis is None:
        return da.take(x if x.ndim == 1 else x.reshape(-1), indices, axis=0)
    return da.take(x, indices, axis=axis)


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    """Values of ``x`` at ``indices`` along ``axis`` (other axes broadcast), lazily.

    The gathered axis of ``x`` is brought into one chunk per block of the other axes;
    each block then gathers with NumPy's ``take_along_axis``.
    """
    if x.ndim == 0 or indices.ndim != x.ndim:
        raise ValueError(
            "xpagnostic.dask.take_along_axis: x and indices need the same number (>= 1) of "
            f"dimensions, got shapes {x.shape} and {indices.shape}"
        )
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(
            f"xpagnostic.dask.take_along_axis: axis {axis} is out of range for shape {x.shape}"
        )
    if indices.dtype.kind not in "iu":
        raise TypeError(
            "xpagnostic.dask.take_along_axis: indices need an integer dtype, got "
            f"{indices.dtype}"
        )
    axis %= x.ndim
    others = [i for i in range(x.ndim) if i != axis]
    shape = tuple(
        indices.shape[i] if i == axis else broadcast_shapes((x.shape[i],), (indices.shape[i],))[0]
        for i in range(x.ndim)
    )
    xb = da.broadcast_to(x, tuple(shape[i] if i != axis else x.shape[i] for i in range(x.ndim)))
    ib = da.broadcast_to(indices, shape)
    xb = xb.rechunk({axis: -1})
    ib = ib.rechunk({**{i: xb.chunks[i] for i in others}, axis: ib.chunks[axis]})
    return da.map_blocks(_take_block, xb, ib, axis=axis, dtype=x.dtype,
                         chunks=tuple(ib.chunks))


def _take_block(x: Any, indices: Any, axis: int) -> Any:
    return np.take_along_axis(x, indices, axis=axis)


def nonzero(x: Any, /) -> tuple[Any, ...]:
    """Indices of the non-zero elements; sizes are unknown (``nan``) until computed."""
    if x.ndim == 0:
        raise ValueError("xpagnostic.dask.nonzero: a 0-d array has no indices; "
                         "use an array of at least one dimension")
    return tuple(_nonzero(x))


def expand_dims(x: Any, /, axis: int | tuple[int, ...] = 0) -> Any:
    axes = (axis,) if isinstance(axis, int) else tuple(axis)
    ndim = x.ndim + len(axes)
    norm = []
    for a in axes:
        if not -ndim <= a < ndim:
            raise IndexError(
                f"xpagnostic.dask.expand_dims: axis {a} is out of range for a result of "
                f"{ndim} dimensions"
            )
        norm.append(a % ndim)
    if len(set(norm)) != len(norm):
        raise ValueError(f"xpagnostic.dask.expand_dims: repeated axes in {axis!r}")
    key = tuple(None if i in norm else slice(None) for i in range(ndim))
    return x[key]


def repeat(x: Any, repeats: int | Any, /, *, axis: int | None = None) -> Any:
    if axis is None:
        x = x.reshape((-1,)) if x.ndim != 1 else x
        axis = 0
    if not -x.ndim <= axis < x.ndim:
        raise ValueError(
            f"xpagnostic.dask.repeat: axis {axis} is out of range for shape {x.shape}"
        )
    axis %= x.ndim
    if isinstance(repeats, int):
        if repeats < 0:
            raise ValueError(f"xpagnostic.dask.repeat: repeats must be >= 0, got {repeats}")
        return da.repeat(x, repeats, axis=axis)
    if not isinstance(repeats, da.Array):
        repeats = da.asarray(repeats)
    if repeats.ndim == 0:
        counts = repeats.reshape((1,))
    elif repeats.ndim == 1:
        counts = repeats
    else:
        raise ValueError("xpagnostic.dask.repeat: repeats must be an int or a 1-d array, got "
                         f"shape {repeats.shape}")
    # The output length is a sum over the data: unknown (nan) until computed.
    xs = x.rechunk({axis: -1})
    counts = counts.rechunk(-1)
    chunks = tuple((math.nan,) if i == axis else c for i, c in enumerate(xs.chunks))
    return da.map_blocks(_repeat_block, xs, counts[(None,) * axis + (slice(None),)
                                                   + (None,) * (x.ndim - axis - 1)],
                         axis=axis, dtype=x.dtype, chunks=chunks)


def _repeat_block(x: Any, counts: Any, axis: int) -> Any:
    return np.repeat(x, counts.reshape(-1), axis=axis)


def searchsorted(
    x1: Any, x2: Any, /, *, side: str = "left", sorter: Any = None
) -> Any:
    if side not in ("left", "right"):
        raise ValueError(
            f"xpagnostic.dask.searchsorted: side must be 'left' or 'right', got {side!r}"
        )
    if sorter is not None:
        x1 = da.take(x1, sorter)
    scalar = not isinstance(x2, da.Array)
    if scalar:
        x2 = da.from_array(np.asarray(x2, dtype=x1.dtype))
    if x2.ndim == 0:
        return da.searchsorted(x1, x2.reshape((1,)), side=side)[0]
    return da.searchsorted(x1, x2, side=side)


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    """``x1`` where ``condition`` holds, else ``x2``; ``condition`` of the bool dtype."""
    dtype = getattr(condition, "dtype", None)
    if dtype is not None and dtype != np.bool_:
        raise TypeError(f"xpagnostic.dask.where: condition: expected a boolean array, got "
                        f"{dtype}")
    return da.where(condition, x1, x2)

"""Manipulation functions of xpagnostic.mlx (standard chapter "Manipulation Functions").

``concat`` and ``stack`` promote their arrays by the namespace's table first (MLX's own
would too, but checks nothing); ``squeeze`` refuses an axis whose size is not 1;
``repeat`` takes an array of counts, read once from the host (the output's shape depends
on them).
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from .._common._shapes import broadcast_known_shapes
from . import _dtypes as d
from ._errors import fail
from ._helpers import Array, as_array, axes_tuple, axis_index, read_values, shape_tuple
from ._names import named

__all__ = ["broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims",
           "flip", "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze",
           "stack", "tile", "unstack"]


def _promoted(fname: str, arrays: Any) -> list[Any]:
    xs = [as_array(a, fname) for a in arrays]
    if not xs:
        raise ValueError(f"{named(fname)}: expected at least one array")
    out = xs[0].dtype
    for x in xs[1:]:
        found = d.PROMOTION_TABLE.get((out, x.dtype))
        if found is None:
            raise TypeError(f"{named(fname)}: no result dtype for {d.name_of(out)} and "
                            f"{d.name_of(x.dtype)}")
        out = found
    return [x if x.dtype == out else x.astype(out) for x in xs]


def broadcast_arrays(*arrays: Array) -> tuple[Array, ...]:
    try:
        xs = [as_array(a, "broadcast_arrays") for a in arrays]
        if not xs:
            return ()
        return tuple(mx.broadcast_arrays(*xs))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_arrays", e, arrays)  # type: ignore[no-any-return]


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        return broadcast_known_shapes("xpagnostic.mlx.broadcast_shapes", shapes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_shapes", e, shapes)  # type: ignore[no-any-return]


def broadcast_to(x: Array, /, shape: tuple[int, ...]) -> Array:
    try:
        x = as_array(x, "broadcast_to")
        return mx.broadcast_to(x, shape_tuple("broadcast_to", shape))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_to", e, (x,), {"shape": shape})


def concat(arrays: tuple[Array, ...] | list[Array], /, *,
           axis: int | None = 0) -> Array:
    try:
        xs = _promoted("concat", arrays)
        if axis is None:
            return mx.concatenate([x.reshape(-1) for x in xs])
        if xs[0].ndim == 0:
            raise ValueError("xpagnostic.mlx.concat: 0-d arrays cannot be concatenated")
        ax = axis_index("concat", axis, xs[0].ndim)
        return mx.concatenate(xs, axis=ax)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("concat", e, (arrays,), {"axis": axis})


def expand_dims(x: Array, /, axis: int | tuple[int, ...]) -> Array:
    try:
        x = as_array(x, "expand_dims")
        items = axis if isinstance(axis, tuple) else (axis,)
        ndim = x.ndim + len(items)
        axes = axes_tuple("expand_dims", items, ndim)
        return mx.expand_dims(x, axes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("expand_dims", e, (x,), {"axis": axis})


def flip(x: Array, /, *, axis: int | tuple[int, ...] | None = None) -> Array:
    try:
        x = as_array(x, "flip")
        axes = axes_tuple("flip", axis, x.ndim)
        if not axes:
            return x
        index = [builtins.slice(None)] * x.ndim
        for a in axes:
            index[a] = builtins.slice(None, None, -1)
        return x[tuple(index)]
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("flip", e, (x,), {"axis": axis})


def moveaxis(x: Array, source: int | tuple[int, ...],
             destination: int | tuple[int, ...], /) -> Array:
    try:
        x = as_array(x, "moveaxis")
        src = axes_tuple("moveaxis", source, x.ndim)
        dst = axes_tuple("moveaxis", destination, x.ndim)
        if len(src) != len(dst):
            raise ValueError("xpagnostic.mlx.moveaxis: source and destination must have the "
                             "same number of elements")
        order = [a for a in range(x.ndim) if a not in src]
        for s, t in sorted(zip(dst, src)):
            order.insert(s, t)
        return mx.transpose(x, order)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("moveaxis", e, (x, source, destination))


def permute_dims(x: Array, /, axes: tuple[int, ...]) -> Array:
    try:
        x = as_array(x, "permute_dims")
        order = axes_tuple("permute_dims", axes, x.ndim)
        if len(order) != x.ndim:
            raise ValueError(f"xpagnostic.mlx.permute_dims: axes {axes!r} do not match an "
                             f"array of {x.ndim} dimensions")
        return mx.transpose(x, order)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("permute_dims", e, (x,), {"axes": axes})


def repeat(x: Array, repeats: int | Array, /, *, axis: int | None = None) -> Array:
    try:
        x = as_array(x, "repeat")
        if axis is None:
            x, axis = x.reshape(-1), 0
        ax = axis_index("repeat", axis, x.ndim)
        if isinstance(repeats, mx.array):
            if repeats.ndim == 0 or repeats.size == 1:
                repeats = int(read_values("repeat", repeats.item))
            else:
                counts = read_values("repeat", repeats.tolist)
                if len(counts) != x.shape[ax]:
                    raise ValueError(f"xpagnostic.mlx.repeat: {len(counts)} repeats for an "
                                     f"axis of size {x.shape[ax]}")
                index = [i for i, c in enumerate(counts) for _ in range(int(c))]
                return mx.take(x, mx.array(index, dtype=mx.int32), axis=ax)
        if repeats < 0:
            raise ValueError("xpagnostic.mlx.repeat: repeats must be non-negative")
        return mx.repeat(x, repeats, axis=ax)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("repeat", e, (x, repeats), {"axis": axis})


def reshape(x: Array, /, shape: tuple[int, ...], *,
            copy: builtins.bool | None = None) -> Array:
    try:
        x = as_array(x, "reshape")
        if copy is False:
            raise ValueError("xpagnostic.mlx.reshape: copy=False cannot be honoured (MLX "
                             "arrays share no memory the standard's way)")
        return mx.reshape(x, shape_tuple("reshape", shape))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("reshape", e, (x,), {"shape": shape, "copy": copy})


def roll(x: Array, /, shift: int | tuple[int, ...], *,
         axis: int | tuple[int, ...] | None = None) -> Array:
    try:
        x = as_array(x, "roll")
        if axis is None:
            return mx.roll(x.reshape(-1), shift if isinstance(shift, int) else
                           builtins.sum(shift)).reshape(x.shape)
        axes = axes_tuple("roll", axis, x.ndim) if isinstance(axis, (tuple, list)) else (
            axis_index("roll", axis, x.ndim),)
        shifts = tuple(shift) if isinstance(shift, (tuple, list)) else (shift,) * len(axes)
        if len(shifts) != len(axes):
            raise ValueError("xpagnostic.mlx.roll: shift and axis must have the same length")
        for s, a in zip(shifts, axes):
            x = mx.roll(x, s, a)
        return x
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("roll", e, (x,), {"shift": shift, "axis": axis})


def squeeze(x: Array, /, axis: int | tuple[int, ...]) -> Array:
    try:
        x = as_array(x, "squeeze")
        axes = axes_tuple("squeeze", axis, x.ndim)
        for a in axes:
            if x.shape[a] != 1:
                raise ValueError(f"xpagnostic.mlx.squeeze: axis {a} has size {x.shape[a]}, "
                                 "not 1")
        return mx.squeeze(x, axes) if axes else x
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("squeeze", e, (x,), {"axis": axis})


def stack(arrays: tuple[Array, ...] | list[Array], /, *, axis: int = 0) -> Array:
    try:
        xs = _promoted("stack", arrays)
        ax = axis_index("stack", axis, xs[0].ndim + 1)
        return mx.stack(xs, axis=ax)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("stack", e, (arrays,), {"axis": axis})


def tile(x: Array, repetitions: tuple[int, ...], /) -> Array:
    try:
        x = as_array(x, "tile")
        return mx.tile(x, builtins.list(repetitions))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tile", e, (x, repetitions))


def unstack(x: Array, /, *, axis: int = 0) -> tuple[Array, ...]:
    try:
        x = as_array(x, "unstack")
        if x.ndim == 0:
            raise ValueError("xpagnostic.mlx.unstack: a 0-d array cannot be unstacked")
        ax = axis_index("unstack", axis, x.ndim)
        lead = (builtins.slice(None),) * ax
        return tuple(x[(*lead, i)] for i in range(x.shape[ax]))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unstack", e, (x,), {"axis": axis})  # type: ignore[no-any-return]

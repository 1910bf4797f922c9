"""Statistical and utility functions of xpagnostic.mlx (standard chapters "Statistical
Functions" and "Utility Functions").

MLX's reductions accumulate integers as the standard asks for ``dtype=None`` (small
signed integers and ``bool`` in ``int32``, small unsigned ones in ``uint32``); a ``dtype=``
given casts first.  ``var`` and ``std`` take any real ``correction``; the cumulative
functions add ``include_initial``.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from .._common._shapes import accumulation_axis
from . import _dtypes as d
from ._errors import fail
from ._helpers import Array, as_array, axes_tuple, axis_index, dtype_or_none

__all__ = ["all", "any", "cumulative_prod", "cumulative_sum", "diff", "max", "mean", "min",
           "prod", "std", "sum", "var"]

_A = mx.array


def _reduce_axes(fname: str, x: Any, axis: Any) -> list[int]:
    return builtins.list(axes_tuple(fname, axis, x.ndim))


def _accumulated(x: Any) -> Any:
    """The dtype a sum or product of ``x`` has without ``dtype=`` (MLX's, the standard's)."""
    if x.dtype == mx.bool_ or x.dtype in (mx.int8, mx.int16):
        return mx.int32
    if x.dtype in (mx.uint8, mx.uint16):
        return mx.uint32
    return x.dtype


def sum(x: Array, /, *, axis: int | tuple[int, ...] | None = None, dtype: Any = None,
        keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "sum")
        dtype = dtype_or_none("sum", dtype)
        axes = _reduce_axes("sum", x, axis)
        if dtype is not None and dtype != x.dtype:
            x = x.astype(dtype)
        out = mx.sum(x, axis=axes, keepdims=keepdims)
        want = dtype or _accumulated(x)
        return out if out.dtype == want else out.astype(want)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sum", e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims})


def prod(x: Array, /, *, axis: int | tuple[int, ...] | None = None, dtype: Any = None,
         keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "prod")
        dtype = dtype_or_none("prod", dtype)
        axes = _reduce_axes("prod", x, axis)
        if dtype is not None and dtype != x.dtype:
            x = x.astype(dtype)
        want = dtype or _accumulated(x)
        if x.dtype != want:
            x = x.astype(want)
        out = mx.prod(x, axis=axes, keepdims=keepdims)
        return out if out.dtype == want else out.astype(want)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("prod", e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims})


def max(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
        keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "max")
        if x.dtype in d.COMPLEX_FLOATING:
            raise TypeError("xpagnostic.mlx.max: complex values are not ordered")
        return mx.max(x, axis=_reduce_axes("max", x, axis), keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("max", e, (x,), {"axis": axis, "keepdims": keepdims})


def min(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
        keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "min")
        if x.dtype in d.COMPLEX_FLOATING:
            raise TypeError("xpagnostic.mlx.min: complex values are not ordered")
        return mx.min(x, axis=_reduce_axes("min", x, axis), keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("min", e, (x,), {"axis": axis, "keepdims": keepdims})


def mean(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
         keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "mean")
        axes = _reduce_axes("mean", x, axis)
        if x.dtype in d.COMPLEX_FLOATING:
            count = 1
            for a in axes:
                count *= x.shape[a]
            return mx.sum(x, axis=axes, keepdims=keepdims) / (count or mx.nan)
        return mx.mean(x, axis=axes, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("mean", e, (x,), {"axis": axis, "keepdims": keepdims})


def _var(fname: str, x: Any, axis: Any, correction: float, keepdims: builtins.bool) -> Any:
    axes = _reduce_axes(fname, x, axis)
    count = 1
    for a in axes:
        count *= x.shape[a]
    centred = x - mx.mean(x, axis=axes, keepdims=True)
    squares = mx.real(centred * mx.conj(centred)) if x.dtype in d.COMPLEX_FLOATING \
        else centred * centred
    total = mx.sum(squares, axis=axes, keepdims=keepdims)
    divisor = count - correction
    return total / divisor if divisor > 0 else total * mx.nan


def var(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "var")
        return _var("var", x, axis, correction, keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("var", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})


def std(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "std")
        return mx.sqrt(_var("std", x, axis, correction, keepdims))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("std", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})


def _cumulative(fname: str, native: Any, initial: int, x: Any, axis: Any, dtype: Any,
                include_initial: builtins.bool) -> Any:
    x = as_array(x, fname)
    dtype = dtype_or_none(fname, dtype)
    ax = axis_index(fname, accumulation_axis("mlx", fname, x.ndim, axis), builtins.max(x.ndim, 1))
    if x.ndim == 0:
        x = x.reshape(1)
    want = dtype or _accumulated(x)
    if x.dtype != want:
        x = x.astype(want)
    out = native(x, axis=ax) if x.shape[ax] else x
    if out.dtype != want:
        out = out.astype(want)
    if include_initial:
        shape = builtins.list(x.shape)
        shape[ax] = 1
        out = mx.concatenate([mx.full(shape, initial, dtype=want), out], axis=ax)
    return out


def cumulative_sum(x: Array, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: builtins.bool = False) -> Array:
    try:
        return _cumulative("cumulative_sum", mx.cumsum, 0, x, axis, dtype, include_initial)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cumulative_sum", e, (x,), {"axis": axis, "dtype": dtype,
                                                "include_initial": include_initial})


def cumulative_prod(x: Array, /, *, axis: int | None = None, dtype: Any = None,
                    include_initial: builtins.bool = False) -> Array:
    try:
        return _cumulative("cumulative_prod", mx.cumprod, 1, x, axis, dtype, include_initial)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cumulative_prod", e, (x,), {"axis": axis, "dtype": dtype,
                                                 "include_initial": include_initial})


def all(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
        keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "all")
        return mx.all(x, axis=_reduce_axes("all", x, axis), keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("all", e, (x,), {"axis": axis, "keepdims": keepdims})


def any(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
        keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "any")
        return mx.any(x, axis=_reduce_axes("any", x, axis), keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("any", e, (x,), {"axis": axis, "keepdims": keepdims})


def diff(x: Array, /, *, axis: int = -1, n: int = 1, prepend: Array | None = None,
         append: Array | None = None) -> Array:
    try:
        x = as_array(x, "diff")
        if x.ndim == 0:
            raise ValueError("xpagnostic.mlx.diff: a 0-d array has no differences")
        ax = axis_index("diff", axis, x.ndim)
        if n < 0:
            raise ValueError(f"xpagnostic.mlx.diff: n must be non-negative, got {n}")
        parts = [p for p in (prepend, x, append) if p is not None]
        if len(parts) > 1:
            x = mx.concatenate([as_array(p, "diff") for p in parts], axis=ax)
        for _ in range(n):
            hi = [builtins.slice(None)] * x.ndim
            lo = [builtins.slice(None)] * x.ndim
            hi[ax], lo[ax] = builtins.slice(1, None), builtins.slice(None, -1)
            x = mx.not_equal(x[tuple(hi)], x[tuple(lo)]) if x.dtype == mx.bool_ else \
                x[tuple(hi)] - x[tuple(lo)]
        return x
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("diff", e, (x,), {"axis": axis, "n": n, "prepend": prepend, "append": append})

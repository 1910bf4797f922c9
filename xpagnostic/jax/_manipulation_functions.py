"""Manipulation and creation functions for JAX with the 2025.12 signatures.

2025.12 returns tuples (not lists) from ``broadcast_arrays`` and ``meshgrid``,
and ``permute_dims`` accepts negative axes.
"""

from __future__ import annotations

from typing import Any, Literal

import jax.numpy as jnp

from .._common._errors import AxisError
from ._errors import fail

__all__ = ["broadcast_arrays", "expand_dims", "meshgrid", "permute_dims"]


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    try:
        return tuple(jnp.broadcast_arrays(*arrays))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_arrays", e, arrays)  # type: ignore[no-any-return]


def meshgrid(*arrays: Any, indexing: Literal["xy", "ij"] = "xy") -> tuple[Any, ...]:
    try:
        if indexing not in ("xy", "ij"):
            raise ValueError(f"xpagnostic.jax.meshgrid: indexing must be 'xy' or 'ij', "
                             f"got {indexing!r}")
        return tuple(jnp.meshgrid(*arrays, indexing=indexing))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("meshgrid", e, arrays, {"indexing": indexing})  # type: ignore[no-any-return]


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        ndim = x.ndim
        if any(not -ndim <= a < ndim for a in axes):
            raise AxisError(f"xpagnostic.jax.permute_dims: axes {axes} out of range for "
                             f"{ndim} dimensions")
        return jnp.permute_dims(x, tuple(a % ndim if ndim else a for a in axes))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("permute_dims", e, (x,), {"axes": axes})


def expand_dims(x: Any, /, axis: int | tuple[int, ...] = 0) -> Any:
    try:
        axes = (axis,) if isinstance(axis, int) else tuple(axis)
        ndim = x.ndim + len(axes)
        if any(not -ndim <= a < ndim for a in axes):
            raise AxisError(f"xpagnostic.jax.expand_dims: axis {axis} out of range for a "
                             f"{ndim}-dimensional result")
        if len({a % ndim for a in axes}) != len(axes):
            raise ValueError(f"xpagnostic.jax.expand_dims: repeated axis in {axis}")
        return jnp.expand_dims(x, axes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("expand_dims", e, (x,), {"axis": axis})

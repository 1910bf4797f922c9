"""Statistical functions for JAX: the standard's default accumulation dtypes.

With ``dtype=None`` an integer input narrower than the default integer of its
signedness accumulates in that default (``int32``/``uint32``, or the 64-bit
ones under ``jax_enable_x64``); ``jnp.cumulative_prod`` keeps the input dtype.
"""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

from ._errors import fail
from ._info import x64_enabled

__all__ = ["cumulative_prod", "cumulative_sum"]


def _accumulation_dtype(x: Any, dtype: Any) -> Any:
    if dtype is not None or x.dtype.kind not in "iub":
        return dtype
    bits = 64 if x64_enabled() else 32
    if x.dtype.kind == "b":
        return jnp.dtype(f"int{bits}")
    default = jnp.dtype(f"{'u' if x.dtype.kind == 'u' else ''}int{bits}")
    return default if x.dtype.itemsize < default.itemsize else x.dtype


def _accumulation_for(name: str, native: Any) -> Any:
    """``cumulative_sum`` or ``cumulative_prod`` from JAX's ``native`` one, accumulating in
    the standard's default dtype."""

    def accumulate(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: bool = False) -> Any:
        try:
            return native(x, axis=axis, dtype=_accumulation_dtype(x, dtype),
                          include_initial=include_initial)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "dtype": dtype,
                                        "include_initial": include_initial})

    accumulate.__name__ = accumulate.__qualname__ = name
    return accumulate


cumulative_sum = _accumulation_for("cumulative_sum", jnp.cumulative_sum)
cumulative_prod = _accumulation_for("cumulative_prod", jnp.cumulative_prod)

"""Searching and set functions for JAX with the 2025.12 signatures; ``searchsorted`` returns
the default index dtype."""

from __future__ import annotations

from typing import Any, Literal

import jax.numpy as jnp

from ._errors import fail

__all__ = ["isin", "searchsorted"]


def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
    try:
        return jnp.isin(x1, x2, invert=invert)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isin", e, (x1, x2), {"invert": invert})


def searchsorted(x1: Any, x2: Any, /, *, side: Literal["left", "right"] = "left",
                 sorter: Any = None) -> Any:
    """Indices in the default index dtype (``jnp.searchsorted`` gives int32 even with x64)."""
    try:
        out = jnp.searchsorted(x1, x2, side=side, sorter=sorter)
        index = jnp.result_type(int)  # int64 with jax_enable_x64, int32 without
        return out if out.dtype == index else out.astype(index)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("searchsorted", e, (x1, x2), {"side": side, "sorter": sorter})

"""Searching and set functions for JAX with the 2025.12 signatures."""

from __future__ import annotations

from typing import Any, Literal

import jax.numpy as jnp

__all__ = ["isin", "searchsorted"]


def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
    return jnp.isin(x1, x2, invert=invert)


def searchsorted(x1: Any, x2: Any, /, *, side: Literal["left", "right"] = "left",
                 sorter: Any = None) -> Any:
    return jnp.searchsorted(x1, x2, side=side, sorter=sorter)

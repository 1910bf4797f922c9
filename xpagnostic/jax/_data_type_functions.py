"""Data type functions for JAX: ``finfo``/``iinfo`` limits as Python numbers, and
``can_cast`` that takes an array by its dtype (``jnp.can_cast`` reads an array as a dtype,
which JAX deprecates) and answers by the standard's promotion lattice."""

from __future__ import annotations

from typing import Any

import jax.numpy as jnp

from .._common._data_type_functions import can_cast_for, finfo_for, iinfo_for

__all__ = ["can_cast", "finfo", "iinfo"]

finfo = finfo_for(jnp.finfo, jnp.dtype)
iinfo = iinfo_for(jnp.iinfo, jnp.dtype)


def _name(dtype: Any) -> str:
    return str(jnp.dtype(dtype).name)


can_cast = can_cast_for(jnp.can_cast, _name)

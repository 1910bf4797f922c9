"""Data type functions for JAX: ``finfo``/``iinfo`` limits as Python numbers."""

from __future__ import annotations

import jax.numpy as jnp

from .._common._data_types import finfo_for, iinfo_for

__all__ = ["finfo", "iinfo"]

finfo = finfo_for(jnp.finfo, jnp.dtype)
iinfo = iinfo_for(jnp.iinfo, jnp.dtype)

"""Element-wise functions for JAX: the standard's special cases of floor_divide, remainder."""

from __future__ import annotations

import jax.numpy as jnp

from .._common._elementwise import Primitives, floor_divide_for, remainder_for

__all__ = ["floor_divide", "remainder"]

_P = Primitives(jnp.isinf, jnp.where, jnp.divide, jnp.copysign,
                lambda x: jnp.issubdtype(x.dtype, jnp.floating))
floor_divide = floor_divide_for(jnp.floor_divide, _P)
remainder = remainder_for(jnp.remainder, _P)

"""The ``linalg`` extension of the Array API 2025.12 standard for ``jax.Array``."""

from jax.numpy.linalg import *

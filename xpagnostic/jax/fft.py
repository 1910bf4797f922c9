"""The ``fft`` extension of the Array API 2025.12 standard for ``jax.Array``."""

from jax.numpy.fft import *

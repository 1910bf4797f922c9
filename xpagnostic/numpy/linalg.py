"""The ``linalg`` extension of the Array API 2025.12 standard for ``numpy`` arrays."""

from array_api_compat.numpy.linalg import *

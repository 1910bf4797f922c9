"""The ``fft`` extension of the Array API 2025.12 standard for ``dask.array`` arrays."""

from array_api_compat.dask.array.fft import *

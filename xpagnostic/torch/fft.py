"""The ``fft`` extension of the Array API 2025.12 standard for ``torch`` arrays."""

from array_api_compat.torch.fft import *

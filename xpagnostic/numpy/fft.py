"""The ``fft`` extension of the Array API 2025.12 standard for ``numpy`` arrays.

``numpy.fft``'s functions with the standard's names and single-precision results for
single-precision input, each calling NumPy directly inside a ``try`` whose ``except``
clause keeps the error contract (``_errors``): an axis out of range is an
:class:`xpagnostic.AxisError`."""

from typing import Any

import numpy as np
from array_api_compat.numpy.fft import *

from .._common._fft import AXES, ONE_AXIS, fft_axes, fft_one_axis, fft_shift
from ._errors import fail

_f32, _c64 = np.dtype(np.float32), np.dtype(np.complex64)
#: Input dtype -> result dtype, for transforms to complex, from complex to real, and from
#: Hermitian input to real (NumPy before 2.0 computes in double precision).
_TO_COMPLEX = {_f32: _c64, _c64: _c64}
_REAL_TO_COMPLEX = {_f32: _c64}
_TO_REAL = {_c64: _f32}
_HERMITIAN = {_f32: _f32, _c64: _f32}

#: The result dtypes of each transform for single-precision input.
_SINGLE: dict[str, dict[Any, Any]] = {
    "fft": _TO_COMPLEX, "ifft": _TO_COMPLEX, "rfft": _REAL_TO_COMPLEX, "irfft": _TO_REAL,
    "hfft": _HERMITIAN, "ihfft": _TO_COMPLEX, "fftn": _TO_COMPLEX, "ifftn": _TO_COMPLEX,
    "rfftn": _REAL_TO_COMPLEX, "irfftn": _TO_REAL}

fft, ifft, rfft, irfft, hfft, ihfft = (
    fft_one_axis(n, getattr(np.fft, n), fail, _SINGLE[n]) for n in ONE_AXIS)
fftn, ifftn, rfftn, irfftn = (fft_axes(n, getattr(np.fft, n), fail, _SINGLE[n]) for n in AXES)
fftshift = fft_shift("fftshift", np.fft.fftshift, fail)
ifftshift = fft_shift("ifftshift", np.fft.ifftshift, fail)

"""The ``fft`` extension of the Array API 2025.12 standard for ``numpy`` arrays.

``numpy.fft``'s functions with the standard's names and single-precision results for
single-precision input, each calling NumPy directly inside a ``try`` whose ``except``
clause keeps the error contract (``_errors``): an axis out of range is an
:class:`xpagnostic.AxisError`."""

from collections.abc import Callable, Sequence
from typing import Any, Literal

import numpy as np
from array_api_compat.numpy.fft import *

from .._common._fft import fft_shift
from ._errors import fail

Norm = Literal["backward", "ortho", "forward"]
_f32, _c64 = np.dtype(np.float32), np.dtype(np.complex64)
#: Input dtype -> result dtype, for transforms to complex, from complex to real, and from
#: Hermitian input to real.
_TO_COMPLEX = {_f32: _c64, _c64: _c64}
_REAL_TO_COMPLEX = {_f32: _c64}
_TO_REAL = {_c64: _f32}
_HERMITIAN = {_f32: _f32, _c64: _f32}


def _one_axis(name: str, native: Callable[..., Any],
              single: dict[Any, Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, n=None, axis=-1, norm="backward")``; ``single``: the
    result dtype for single-precision input."""

    def transform(x: Any, /, *, n: int | None = None, axis: int = -1,
                  norm: Norm = "backward") -> Any:
        try:
            out = native(x, n, axis, norm)
            dtype = single.get(x.dtype)
            return out if dtype is None else out.astype(dtype, copy=False)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"n": n, "axis": axis, "norm": norm})

    transform.__name__ = transform.__qualname__ = name
    return transform


def _axes(name: str, native: Callable[..., Any],
          single: dict[Any, Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, s=None, axes=None, norm="backward")``."""

    def transform(x: Any, /, *, s: Sequence[int] | None = None,
                  axes: Sequence[int] | None = None, norm: Norm = "backward") -> Any:
        try:
            out = native(x, s, axes, norm)
            dtype = single.get(x.dtype)
            return out if dtype is None else out.astype(dtype, copy=False)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"s": s, "axes": axes, "norm": norm})

    transform.__name__ = transform.__qualname__ = name
    return transform


fft = _one_axis("fft", np.fft.fft, _TO_COMPLEX)
ifft = _one_axis("ifft", np.fft.ifft, _TO_COMPLEX)
rfft = _one_axis("rfft", np.fft.rfft, _REAL_TO_COMPLEX)
irfft = _one_axis("irfft", np.fft.irfft, _TO_REAL)
hfft = _one_axis("hfft", np.fft.hfft, _HERMITIAN)
ihfft = _one_axis("ihfft", np.fft.ihfft, _TO_COMPLEX)
fftn = _axes("fftn", np.fft.fftn, _TO_COMPLEX)
ifftn = _axes("ifftn", np.fft.ifftn, _TO_COMPLEX)
rfftn = _axes("rfftn", np.fft.rfftn, _REAL_TO_COMPLEX)
irfftn = _axes("irfftn", np.fft.irfftn, _TO_REAL)
fftshift = fft_shift("fftshift", np.fft.fftshift, fail)
ifftshift = fft_shift("ifftshift", np.fft.ifftshift, fail)

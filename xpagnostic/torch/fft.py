"""The ``fft`` extension of the Array API 2025.12 standard for ``torch`` arrays.

torch's functions under the standard's names, each called directly inside a ``try`` whose
``except`` clause keeps the error contract (``_errors``): an axis out of range is an
``AxisError``, a dtype may be given by its name."""

from collections.abc import Callable
from typing import Any

import torch
from array_api_compat.torch.fft import *

from .._common._fft import AXES, ONE_AXIS, fft_axes, fft_one_axis, fft_shift
from ._errors import fail


def _frequencies(name: str, native: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``name(n, /, *, d=1.0, dtype=None, device=None)`` over torch's, a
    dtype also by its name."""

    def frequencies(n: int, /, *, d: float = 1.0, dtype: Any = None,
                    device: Any = None) -> Any:
        try:
            return native(n, d, dtype=dtype, device=device)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (n,), {"d": d, "dtype": dtype, "device": device},
                        retry=frequencies)

    frequencies.__name__ = frequencies.__qualname__ = name
    frequencies.__doc__ = native.__doc__
    return frequencies


fft, ifft, rfft, irfft, hfft, ihfft = (
    fft_one_axis(n, getattr(torch.fft, n), fail) for n in ONE_AXIS)
fftn, ifftn, rfftn, irfftn = (fft_axes(n, getattr(torch.fft, n), fail) for n in AXES)
fftshift = fft_shift("fftshift", torch.fft.fftshift, fail)
ifftshift = fft_shift("ifftshift", torch.fft.ifftshift, fail)
fftfreq = _frequencies("fftfreq", torch.fft.fftfreq)
rfftfreq = _frequencies("rfftfreq", torch.fft.rfftfreq)

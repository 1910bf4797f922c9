"""The ``fft`` extension of the Array API 2025.12 standard for ``torch`` arrays.

torch's functions under the standard's names, each called directly inside a ``try`` whose
``except`` clause keeps the error contract (``_errors``): an axis out of range is an
``AxisError``, a dtype may be given by its name."""

from collections.abc import Callable, Sequence
from typing import Any, Literal

import torch
from array_api_compat.torch.fft import *

from .._common._fft import fft_shift
from ._errors import fail

Norm = Literal["backward", "ortho", "forward"]


def _one_axis(name: str, native: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, n=None, axis=-1, norm="backward")`` over torch's."""

    def transform(x: Any, /, *, n: int | None = None, axis: int = -1,
                  norm: Norm = "backward") -> Any:
        try:
            if n is None and axis == -1 and norm == "backward":
                return native(x)  # torch's defaults: nothing more to parse
            return native(x, n, axis, norm)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"n": n, "axis": axis, "norm": norm})

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = native.__doc__
    return transform


def _axes(name: str, native: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, s=None, axes=None, norm="backward")`` over torch's."""

    def transform(x: Any, /, *, s: Sequence[int] | None = None,
                  axes: Sequence[int] | None = None, norm: Norm = "backward") -> Any:
        try:
            if s is None and axes is None and norm == "backward":
                return native(x)  # torch's defaults: nothing more to parse
            return native(x, s, axes, norm)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"s": s, "axes": axes, "norm": norm})

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = native.__doc__
    return transform


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


fft = _one_axis("fft", torch.fft.fft)
ifft = _one_axis("ifft", torch.fft.ifft)
rfft = _one_axis("rfft", torch.fft.rfft)
irfft = _one_axis("irfft", torch.fft.irfft)
hfft = _one_axis("hfft", torch.fft.hfft)
ihfft = _one_axis("ihfft", torch.fft.ihfft)
fftn = _axes("fftn", torch.fft.fftn)
ifftn = _axes("ifftn", torch.fft.ifftn)
rfftn = _axes("rfftn", torch.fft.rfftn)
irfftn = _axes("irfftn", torch.fft.irfftn)
fftshift = fft_shift("fftshift", torch.fft.fftshift, fail)
ifftshift = fft_shift("ifftshift", torch.fft.ifftshift, fail)
fftfreq = _frequencies("fftfreq", torch.fft.fftfreq)
rfftfreq = _frequencies("rfftfreq", torch.fft.rfftfreq)

"""The ``fft`` extension of the Array API 2025.12 standard for ``dask.array`` arrays.

Dask transforms only along axes held in one chunk, and raises otherwise.  Here the
transformed axes are merged into single chunks first (lazily; the other axes keep
their chunks, so a stack of signals still spreads over the workers).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from array_api_compat.dask.array import fft as _fft
from array_api_compat.dask.array.fft import *

__all__ = ["fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift",
           "ihfft", "irfft", "irfftn", "rfft", "rfftfreq", "rfftn"]


def _one_axis(name: str) -> Callable[..., Any]:
    native = getattr(_fft, name)

    def transform(x: Any, /, *, n: int | None = None, axis: int = -1,
                  norm: str = "backward") -> Any:
        if x.ndim and x.numblocks[axis % x.ndim] > 1:
            x = x.rechunk({axis % x.ndim: -1})
        return native(x, n=n, axis=axis, norm=norm)

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = f"``{name}`` along ``axis``, merged into one chunk first."
    return transform


def _many_axes(name: str) -> Callable[..., Any]:
    native = getattr(_fft, name)

    def transform(x: Any, /, *, s: Sequence[int] | None = None,
                  axes: Sequence[int] | None = None, norm: str = "backward") -> Any:
        if axes is None:
            first = 0 if s is None else x.ndim - len(s)
            chosen = list(range(first, x.ndim))
        else:
            chosen = [a % x.ndim for a in axes]
        if any(x.numblocks[a] > 1 for a in chosen):
            x = x.rechunk(dict.fromkeys(chosen, -1))
        return native(x, s=s, axes=axes, norm=norm)

    transform.__name__ = transform.__qualname__ = name
    transform.__doc__ = f"``{name}`` along ``axes``, merged into single chunks first."
    return transform


fft = _one_axis("fft")
ifft = _one_axis("ifft")
rfft = _one_axis("rfft")
irfft = _one_axis("irfft")
hfft = _one_axis("hfft")
ihfft = _one_axis("ihfft")
fftn = _many_axes("fftn")
ifftn = _many_axes("ifftn")
rfftn = _many_axes("rfftn")
irfftn = _many_axes("irfftn")

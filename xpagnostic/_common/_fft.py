"""Pieces of the ``fft`` extension that NumPy's and PyTorch's namespaces share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

__all__ = ["fft_shift"]


def fft_shift(name: str, native: Callable[..., Any],
              fail: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``fft.name(x, /, *, axes=None)`` over a framework's ``native(x,
    axes)`` (``fftshift``, ``ifftshift``), whose errors ``fail`` (the namespace's
    ``_errors.fail``) translates."""

    def shift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
        try:
            return native(x, axes)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"axes": axes})

    shift.__name__ = shift.__qualname__ = name
    shift.__doc__ = native.__doc__
    return shift

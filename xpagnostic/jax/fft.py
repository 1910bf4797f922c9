"""The ``fft`` extension of the Array API 2025.12 standard for ``jax.Array``.

``jax.numpy.fft``'s functions compiled with the error contract's translation
(``_errors.compiled``): an axis out of range is an ``AxisError``, and an array of another
framework is refused (``jax.numpy.fft.ihfft`` alone converted one through
``__array__``).  Sequences of lengths and axes become tuples first, which ``jax.jit``
holds as static arguments."""

from collections.abc import Callable, Sequence
from typing import Any, Literal

import jax.numpy as jnp
from jax.numpy.fft import *

from .._common._fft import AXES, ONE_AXIS
from ._errors import compiled, fail

Norm = Literal["backward", "ortho", "forward"]


def _one_axis(name: str, native: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, n=None, axis=-1, norm="backward")``."""

    def transform(x: Any, /, *, n: int | None = None, axis: int = -1,
                  norm: Norm = "backward") -> Any:
        return native(x, n=n, axis=axis, norm=norm)

    transform.__name__ = name
    return compiled(f"fft.{name}", "n", "axis", "norm")(transform)


def _static(value: Any) -> Any:
    return value if value is None or type(value) in (int, tuple) else tuple(value)


def _axes(name: str, native: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, s=None, axes=None, norm="backward")``."""

    def body(x: Any, /, *, s: tuple[int, ...] | None = None,
             axes: tuple[int, ...] | None = None, norm: Norm = "backward") -> Any:
        return native(x, s=s, axes=axes, norm=norm)

    body.__name__ = name
    traced = compiled(f"fft.{name}", "s", "axes", "norm")(body)

    def transform(x: Any, /, *, s: Sequence[int] | None = None,
                  axes: Sequence[int] | None = None, norm: Norm = "backward") -> Any:
        try:
            return traced(x, s=_static(s), axes=_static(axes), norm=norm)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"s": s, "axes": axes, "norm": norm})

    transform.__name__ = transform.__qualname__ = name
    return transform


def _shift(name: str, native: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``name(x, /, *, axes=None)``."""

    def body(x: Any, /, *, axes: int | tuple[int, ...] | None = None) -> Any:
        return native(x, axes=axes)

    body.__name__ = name
    traced = compiled(f"fft.{name}", "axes")(body)

    def shift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
        try:
            return traced(x, axes=_static(axes))
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"axes": axes})

    shift.__name__ = shift.__qualname__ = name
    return shift


fft, ifft, rfft, irfft, hfft, ihfft = (_one_axis(n, getattr(jnp.fft, n)) for n in ONE_AXIS)
fftn, ifftn, rfftn, irfftn = (_axes(n, getattr(jnp.fft, n)) for n in AXES)
fftshift = _shift("fftshift", jnp.fft.fftshift)
ifftshift = _shift("ifftshift", jnp.fft.ifftshift)

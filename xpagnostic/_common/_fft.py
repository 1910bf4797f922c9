"""The ``fft`` extension's functions over a framework's own, for NumPy's and PyTorch's
namespaces (JAX's compile theirs, TensorFlow's are written out).

Each factory takes the framework's ``native`` function and the namespace's ``fail`` (its
``_errors.fail``, which translates errors to the contract).  A call with the standard's
defaults calls ``native(x)`` alone (nothing more for the framework to parse); where given,
``single`` maps an input dtype to the result dtype a framework that computes in double
precision is cast back to (NumPy before 2.0)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

__all__ = ["AXES", "ONE_AXIS", "fft_axes", "fft_one_axis", "fft_shift"]

Norm = Literal["backward", "ortho", "forward"]
#: The standard's transforms along one axis, and over several.
ONE_AXIS = ("fft", "ifft", "rfft", "irfft", "hfft", "ihfft")
AXES = ("fftn", "ifftn", "rfftn", "irfftn")


def _named(fn: Callable[..., Any], name: str, native: Callable[..., Any]
           ) -> Callable[..., Any]:
    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = native.__doc__
    return fn


def _in_dtype(out: Any, x: Any, single: Mapping[Any, Any]) -> Any:
    """``out`` cast to the result dtype ``single`` gives for ``x``'s (as it is if none)."""
    dtype = single.get(x.dtype)
    return out if dtype is None else out.astype(dtype, copy=False)


def fft_one_axis(name: str, native: Callable[..., Any], fail: Callable[..., Any],
                 single: Mapping[Any, Any] | None = None) -> Callable[..., Any]:
    """The standard's ``fft.name(x, /, *, n=None, axis=-1, norm="backward")`` over the
    framework's ``native(x, n, axis, norm)``."""

    def transform(x: Any, /, *, n: int | None = None, axis: int = -1,
                  norm: Norm = "backward") -> Any:
        try:
            if n is None and axis == -1 and norm == "backward":
                out = native(x)
            else:
                out = native(x, n, axis, norm)
            return out if single is None else _in_dtype(out, x, single)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"n": n, "axis": axis, "norm": norm})

    return _named(transform, name, native)


def fft_axes(name: str, native: Callable[..., Any], fail: Callable[..., Any],
             single: Mapping[Any, Any] | None = None) -> Callable[..., Any]:
    """The standard's ``fft.name(x, /, *, s=None, axes=None, norm="backward")`` over the
    framework's ``native(x, s, axes, norm)``."""

    def transform(x: Any, /, *, s: Sequence[int] | None = None,
                  axes: Sequence[int] | None = None, norm: Norm = "backward") -> Any:
        try:
            defaults = s is None and axes is None and norm == "backward"
            out = native(x) if defaults else native(x, s, axes, norm)
            return out if single is None else _in_dtype(out, x, single)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"s": s, "axes": axes, "norm": norm})

    return _named(transform, name, native)


def fft_shift(name: str, native: Callable[..., Any],
              fail: Callable[..., Any]) -> Callable[..., Any]:
    """The standard's ``fft.name(x, /, *, axes=None)`` over the framework's ``native(x,
    axes)`` (``fftshift``, ``ifftshift``)."""

    def shift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> Any:
        try:
            return native(x, axes)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(f"fft.{name}", e, (x,), {"axes": axes})

    return _named(shift, name, native)

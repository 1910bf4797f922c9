"""The ``fft`` extension of xpagnostic.mlx.

MLX's transforms compute in ``complex64`` (and ``float32``), whatever the input's
precision: MLX has no ``complex128``, so a ``float64`` input gives ``complex64`` (and
``irfft`` of it ``float32``).  ``hfft`` and ``ihfft`` come from ``irfft`` and ``rfft`` of
the conjugate.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import mlx.core as mx

from . import _dtypes as d
from ._errors import fail
from ._helpers import Array, as_array, axes_tuple, axis_index, dtype_or_none, stream_of

__all__ = ["fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft",
           "irfft", "irfftn", "rfft", "rfftfreq", "rfftn"]

_NORMS = ("backward", "ortho", "forward")


def _check(fname: str, x: Any, norm: str, complex_only: bool = False,
           real_only: bool = False) -> Any:
    x = as_array(x, f"fft.{fname}")
    if norm not in _NORMS:
        raise ValueError(f"xpagnostic.mlx.fft.{fname}: norm must be one of {_NORMS}, got "
                         f"{norm!r}")
    if complex_only and x.dtype not in d.COMPLEX_FLOATING:
        raise TypeError(f"xpagnostic.mlx.fft.{fname}: expected a complex array")
    if real_only and x.dtype not in d.REAL_FLOATING:
        raise TypeError(f"xpagnostic.mlx.fft.{fname}: expected a real floating-point array")
    if x.dtype not in d.FLOATING:
        raise TypeError(f"xpagnostic.mlx.fft.{fname}: expected a floating-point array")
    return x


def _one(fname: str, native: Any, x: Any, n: Any, axis: int, norm: str, **checks: bool) -> Any:
    x = _check(fname, x, norm, **checks)
    ax = axis_index(f"fft.{fname}", axis, x.ndim)
    if n is not None and n < 1:
        raise ValueError(f"xpagnostic.mlx.fft.{fname}: n must be positive, got {n}")
    return native(x, n=n, axis=ax, norm=norm)


def fft(x: Array, /, *, n: int | None = None, axis: int = -1,
        norm: str = "backward") -> Array:
    try:
        return _one("fft", mx.fft.fft, x, n, axis, norm)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.fft", e, (x,), {"n": n, "axis": axis, "norm": norm})


def ifft(x: Array, /, *, n: int | None = None, axis: int = -1,
         norm: str = "backward") -> Array:
    try:
        return _one("ifft", mx.fft.ifft, x, n, axis, norm)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.ifft", e, (x,), {"n": n, "axis": axis, "norm": norm})


def rfft(x: Array, /, *, n: int | None = None, axis: int = -1,
         norm: str = "backward") -> Array:
    try:
        return _one("rfft", mx.fft.rfft, x, n, axis, norm, real_only=True)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.rfft", e, (x,), {"n": n, "axis": axis, "norm": norm})


def irfft(x: Array, /, *, n: int | None = None, axis: int = -1,
          norm: str = "backward") -> Array:
    try:
        return _one("irfft", mx.fft.irfft, x, n, axis, norm, complex_only=True)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.irfft", e, (x,), {"n": n, "axis": axis, "norm": norm})


_FLIP_NORM = {"backward": "forward", "forward": "backward", "ortho": "ortho"}


def hfft(x: Array, /, *, n: int | None = None, axis: int = -1,
         norm: str = "backward") -> Array:
    try:
        x = _check("hfft", x, norm, complex_only=True)
        ax = axis_index("fft.hfft", axis, x.ndim)
        return mx.fft.irfft(mx.conj(x), n=n, axis=ax, norm=_FLIP_NORM[norm])
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.hfft", e, (x,), {"n": n, "axis": axis, "norm": norm})


def ihfft(x: Array, /, *, n: int | None = None, axis: int = -1,
          norm: str = "backward") -> Array:
    try:
        x = _check("ihfft", x, norm, real_only=True)
        ax = axis_index("fft.ihfft", axis, x.ndim)
        return mx.conj(mx.fft.rfft(x, n=n, axis=ax, norm=_FLIP_NORM[norm]))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.ihfft", e, (x,), {"n": n, "axis": axis, "norm": norm})


def _many(fname: str, native: Any, x: Any, s: Any, axes: Any, norm: str,
          **checks: bool) -> Any:
    x = _check(fname, x, norm, **checks)
    if axes is None:
        axes_ = list(range(x.ndim))[-len(s):] if s is not None else list(range(x.ndim))
    else:
        axes_ = list(axes_tuple(f"fft.{fname}", tuple(axes), x.ndim))
    if s is not None:
        if len(s) != len(axes_):
            raise ValueError(f"xpagnostic.mlx.fft.{fname}: s and axes must have the same "
                             "length")
        s = [x.shape[a] if v == -1 else v for v, a in zip(s, axes_)]
    return native(x, s=s, axes=axes_, norm=norm)


def fftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
         norm: str = "backward") -> Array:
    try:
        return _many("fftn", mx.fft.fftn, x, s, axes, norm)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.fftn", e, (x,), {"s": s, "axes": axes, "norm": norm})


def ifftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
          norm: str = "backward") -> Array:
    try:
        return _many("ifftn", mx.fft.ifftn, x, s, axes, norm)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.ifftn", e, (x,), {"s": s, "axes": axes, "norm": norm})


def rfftn(x: Array, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
          norm: str = "backward") -> Array:
    try:
        return _many("rfftn", mx.fft.rfftn, x, s, axes, norm, real_only=True)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.rfftn", e, (x,), {"s": s, "axes": axes, "norm": norm})


def irfftn(x: Array, /, *, s: Sequence[int] | None = None,
           axes: Sequence[int] | None = None, norm: str = "backward") -> Array:
    try:
        return _many("irfftn", mx.fft.irfftn, x, s, axes, norm, complex_only=True)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.irfftn", e, (x,), {"s": s, "axes": axes, "norm": norm})


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Array:
    try:
        dtype = dtype_or_none("fft.fftfreq", dtype) or mx.float32
        stream = stream_of("fft.fftfreq", device)
        if n < 1:
            raise ValueError(f"xpagnostic.mlx.fft.fftfreq: n must be positive, got {n}")
        i = mx.arange(n, dtype=mx.int32, stream=stream)
        k = mx.where(i < (n + 1) // 2, i, i - n)
        return (k.astype(dtype) / (n * d)).astype(dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.fftfreq", e, (n,), {"d": d, "dtype": dtype, "device": device})


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> Array:
    try:
        dtype = dtype_or_none("fft.rfftfreq", dtype) or mx.float32
        stream = stream_of("fft.rfftfreq", device)
        if n < 1:
            raise ValueError(f"xpagnostic.mlx.fft.rfftfreq: n must be positive, got {n}")
        k = mx.arange(n // 2 + 1, dtype=mx.int32, stream=stream)
        return (k.astype(dtype) / (n * d)).astype(dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.rfftfreq", e, (n,), {"d": d, "dtype": dtype, "device": device})


def _shift(fname: str, x: Any, axes: Any, sign: int) -> Any:
    x = as_array(x, f"fft.{fname}")
    if axes is None:
        axes_ = tuple(range(x.ndim))
    elif isinstance(axes, int):
        axes_ = (axis_index(f"fft.{fname}", axes, x.ndim),)
    else:
        axes_ = axes_tuple(f"fft.{fname}", tuple(axes), x.ndim)
    for a in axes_:
        x = mx.roll(x, x.shape[a] // 2 if sign > 0 else -(x.shape[a] // 2), a)
    return x


def fftshift(x: Array, /, *, axes: int | Sequence[int] | None = None) -> Array:
    try:
        return _shift("fftshift", x, axes, 1)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.fftshift", e, (x,), {"axes": axes})


def ifftshift(x: Array, /, *, axes: int | Sequence[int] | None = None) -> Array:
    try:
        return _shift("ifftshift", x, axes, -1)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("fft.ifftshift", e, (x,), {"axes": axes})

"""The ``fft`` extension of the Array API 2025.12 standard for native TensorFlow tensors.

TensorFlow's FFT kernels transform only the innermost one, two or three axes, and only
complex64/complex128 (``rfft``: float32/float64) data.  Each function here moves the
requested axes to the end (one transpose, skipped when they are already there),
trims or zero-pads them to the requested sizes, runs the kernel and applies the
normalisation the ``norm`` argument asks for; more than three axes are done in
chunks of three.

Dtypes follow the standard: complex64 in, complex64 out (complex128 likewise);
``rfft``/``rfftn``/``ihfft`` take real floating input and return the complex dtype
of the same precision; ``irfft``/``irfftn``/``hfft`` return the real dtype of the
input's precision.  Where the standard only says *should*, real floating input to
the complex-input functions is accepted and treated as complex of the same
precision (as ``torch.fft`` does); integer, bool and (for the real-input functions)
complex input raise TypeError.  The half dtypes (``float16``, ``bfloat16``), which
have no complex twin and no FFT kernel, are transformed as float32 (exactly: float32
holds their values): ``rfft`` of ``float16`` gives complex64, ``irfft`` and ``hfft``
of it float32, as JAX does.  ``s`` without ``axes`` and repeated axes raise
ValueError.  An entry ``-1`` in ``s`` uses the input's full length along that axis
(for the last axis of ``irfftn``: an output length of ``2 * (M - 1)``).
"""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable, Sequence
from typing import Any, Literal

import tensorflow as tf

from . import _dtypes as d
from ._devices import on_device, placed_in, same_device
from ._helpers import as_tensor, check_dtype, normalize_axes, normalize_axis, require, scalar_tensor
from ._kernels import FFT_IN_FLOAT32, MAX_RANK, to_float32
from ._names import named
from ._shapes import ndim, shape_of, size_of

__all__ = [
    "fft",
    "ifft",
    "fftn",
    "ifftn",
    "rfft",
    "irfft",
    "rfftn",
    "irfftn",
    "hfft",
    "ihfft",
    "fftfreq",
    "rfftfreq",
    "fftshift",
    "ifftshift",
]

Norm = Literal["backward", "ortho", "forward"]
#: A length: a Python int when known statically, else a scalar int32 tensor.
Dim = Any

#: Exponent of the length ``n`` in the scale factor, per norm: (forward, inverse) function.
_NORM_EXPONENT: dict[str, tuple[float, float]] = {
    "backward": (0.0, -1.0),
    "ortho": (-0.5, -0.5),
    "forward": (-1.0, 0.0),
}

_Op = Callable[..., tf.Tensor]
#: Complex-to-complex kernels over the last 1, 2, 3 axes: (forward, inverse).
_C2C: dict[int, tuple[_Op, _Op]] = {
    1: (tf.signal.fft, tf.signal.ifft),
    2: (tf.signal.fft2d, tf.signal.ifft2d),
    3: (tf.signal.fft3d, tf.signal.ifft3d),
}
_R2C: dict[int, _Op] = {1: tf.signal.rfft, 2: tf.signal.rfft2d, 3: tf.signal.rfft3d}
_C2R: dict[int, _Op] = {1: tf.signal.irfft, 2: tf.signal.irfft2d, 3: tf.signal.irfft3d}



# --- argument checks ----------------------------------------------------------------


def _complex_input(fname: str, x: Any, norm: Any) -> tf.Tensor:
    """``x`` as a complex tensor: complex passes, real floating becomes complex of the
    same precision (complex64 for the half dtypes), anything else raises TypeError; then
    ``norm`` is checked."""
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    real = t.dtype in d.REAL_FLOATING
    if not real:
        require(fname, t, d.COMPLEX_FLOATING, "complex floating-point")
    _check_norm(fname, norm)
    if not real:
        return t
    if id(t.dtype) in FFT_IN_FLOAT32:
        t = to_float32(t)
    return tf.complex(t, tf.zeros_like(t))


def _real_input(fname: str, x: Any, norm: Any) -> tf.Tensor:
    """``x`` as a real floating tensor (float32 for the half dtypes), else TypeError; then
    ``norm`` is checked."""
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    require(fname, t, d.REAL_FLOATING, "real floating-point")
    _check_norm(fname, norm)
    return to_float32(t) if id(t.dtype) in FFT_IN_FLOAT32 else t


def _check_norm(fname: str, norm: Any) -> None:
    if not isinstance(norm, str) or norm not in _NORM_EXPONENT:
        raise ValueError(
            f"{named(fname)}: norm must be 'backward', 'ortho' or 'forward', got {norm!r}"
        )


def _check_length(fname: str, what: str, n: Any) -> int:
    value: int = size_of(fname, what, n, dynamic=False)
    if value < 1:
        raise ValueError(f"{named(fname)}: invalid number of data points {value} in {what}")
    return value


def _axis_args(fname: str, t: tf.Tensor, n: int | None, axis: int) -> tuple[
        tuple[int, ...], list[int | None]]:
    ax = normalize_axis(fname, axis, ndim(t, fname))
    return (ax,), [None if n is None else _check_length(fname, "n", n)]


def _axes_args(fname: str, t: tf.Tensor, s: Sequence[int] | None,
               axes: Sequence[int] | None) -> tuple[tuple[int, ...], list[int | None]]:
    """Normalized ``axes`` and the requested sizes along them (None: keep the input's)."""
    if s is not None and axes is None:
        raise ValueError(f"{named(fname)}: s was given, so axes must be given too")
    ax = normalize_axes(fname, axes, ndim(t, fname))
    if s is None:
        return ax, [None] * len(ax)
    sizes = [size_of(fname, "s", v, dynamic=False) for v in shape_of(fname, s, "s")]
    if len(sizes) != len(ax):
        raise ValueError(f"{named(fname)}: s and axes must have the same length, got s={tuple(s)!r}"
                         f" and axes={tuple(axes or ())!r}")
    return ax, [None if v == -1 else _check_length(fname, "s", v)
                for v in sizes]


# --- shapes ---------------------------------------------------------------------------


def _dim(t: tf.Tensor, ax: int) -> Dim:
    size = t.shape[ax]
    return int(size) if size is not None else tf.shape(t)[ax]


def _shape(t: tf.Tensor) -> list[Dim]:
    return [_dim(t, ax) for ax in range(ndim(t, "fft"))]


def _product(dims: Sequence[Dim]) -> Dim:
    return functools.reduce(operator.mul, dims, 1)


def _check_positive(fname: str, n: Dim) -> None:
    if isinstance(n, int) and n < 1:
        raise ValueError(
            f"{named(fname)}: invalid number of data points {n} along a transformed axis")


def _fit(t: tf.Tensor, ax: int, n: Dim) -> tf.Tensor:
    """``t`` trimmed or zero-padded to length ``n`` along axis ``ax``."""
    m = _dim(t, ax)
    static = isinstance(m, int) and isinstance(n, int)
    if static and m == n:
        return t
    rank = ndim(t, "fft")
    if rank > MAX_RANK:
        shape = _shape(t)
        pre, post = _product(shape[:ax]), _product(shape[ax + 1:])
        out = _fit(tf.reshape(t, [pre, m, post]), 1, n)
        return tf.reshape(out, [*shape[:ax], n, *shape[ax + 1:]])
    if not static or n < m:
        t = t[(slice(None),) * ax + (slice(0, n),)]
    if static and n <= m:
        return t
    pad = n - m if static else tf.maximum(n - m, 0)
    paddings = [[0, 0]] * rank
    paddings[ax] = [0, pad]
    return tf.pad(t, paddings)


def _to_end(t: tf.Tensor, axes: Sequence[int]) -> tuple[tf.Tensor, list[int] | None]:
    """``t`` with ``axes`` moved to the end (in that order) and the permutation undoing it."""
    rank = ndim(t, "fft")
    perm = [a for a in range(rank) if a not in axes] + list(axes)
    if perm == list(range(rank)):
        return t, None
    inverse = [0] * rank
    for i, p in enumerate(perm):
        inverse[p] = i
    return tf.transpose(t, perm), inverse


def _from_end(t: tf.Tensor, inverse: list[int] | None) -> tf.Tensor:
    return t if inverse is None else tf.transpose(t, inverse)


def _rotate(t: tf.Tensor, k: int, m: int) -> tf.Tensor:
    """Move the last ``m`` axes of the trailing block of ``k`` axes to the block's front."""
    r = ndim(t, "fft")
    perm = [*range(r - k), *range(r - m, r), *range(r - k, r - m)]
    return tf.transpose(t, perm)


def _c2c_trailing(t: tf.Tensor, k: int, inverse: bool) -> tf.Tensor:
    """Complex transform over the last ``k`` axes, three at a time."""
    if k == 0:
        return t
    m = min(k, 3)
    t = _C2C[m][inverse](t)
    if k > m:
        t = _rotate(t, k, m)
        t = _c2c_trailing(t, k - m, inverse)
        t = _rotate(t, k, k - m)
    return t


def _scale(t: tf.Tensor, n: Dim, norm: str, inverse_fn: bool, kernel_scaled: bool) -> tf.Tensor:
    """Apply the ``norm`` factor of a (forward or inverse) function of logical size ``n``;
    ``kernel_scaled``: the TF kernel already divided by ``n`` (ifft, irfft)."""
    exponent = _NORM_EXPONENT[norm][inverse_fn] + (1.0 if kernel_scaled else 0.0)
    if exponent == 0:
        return t
    if isinstance(n, int):
        return t * scalar_tensor(float(n) ** exponent, t.dtype)
    real = d.REAL_OF.get(t.dtype, t.dtype)
    factor = tf.pow(tf.cast(n, real), tf.constant(exponent, real))
    return t * tf.cast(factor, t.dtype)


# --- transforms -------------------------------------------------------------------------


def _c2c(fname: str, t: tf.Tensor, axes: tuple[int, ...], sizes: list[int | None], norm: Norm,
         inverse: bool) -> tf.Tensor:
    if not axes:
        return t
    with same_device(t):
        for ax, n in zip(axes, sizes):
            if n is not None:
                t = _fit(t, ax, n)
        dims = [_dim(t, ax) for ax in axes]
        for n in dims:
            _check_positive(fname, n)
        t, back = _to_end(t, axes)
        out = _c2c_trailing(t, len(axes), inverse)
        return _from_end(_scale(out, _product(dims), norm, inverse, inverse), back)


def _r2c(fname: str, t: tf.Tensor, axes: tuple[int, ...], sizes: list[int | None], norm: Norm,
         inverse_fn: bool) -> tf.Tensor:
    """Real-to-complex transform (``rfftn``; ``ihfft`` with ``inverse_fn``)."""
    if not axes:
        raise ValueError(f"{named(fname)}: at least one axis is needed")
    with same_device(t):
        for ax, n in zip(axes, sizes):
            if n is not None:
                t = _fit(t, ax, n)
        dims = [_dim(t, ax) for ax in axes]
        for n in dims:
            _check_positive(fname, n)
        t, back = _to_end(t, axes)
        k = len(axes)
        m = min(k, 3)
        out = _R2C[m](t, fft_length=dims[-m:])
        if k > m:
            out = _rotate(out, k, m)
            out = _c2c_trailing(out, k - m, False)
            out = _rotate(out, k, k - m)
        return _from_end(_scale(out, _product(dims), norm, inverse_fn, False), back)


def _c2r(fname: str, t: tf.Tensor, axes: tuple[int, ...], sizes: list[int | None], norm: Norm,
         inverse_fn: bool) -> tf.Tensor:
    """Complex-to-real transform (``irfftn``; ``hfft`` with ``inverse_fn`` False).
    ``sizes`` are output lengths; the last axis of the input is fit to ``n // 2 + 1``."""
    if not axes:
        raise ValueError(f"{named(fname)}: at least one axis is needed")
    with same_device(t):
        dims: list[Dim] = []
        for i, (ax, n) in enumerate(zip(axes, sizes)):
            last = i == len(axes) - 1
            if n is None:
                n = 2 * (_dim(t, ax) - 1) if last else _dim(t, ax)
            _check_positive(fname, n)
            dims.append(n)
            t = _fit(t, ax, n // 2 + 1 if last else n)
        t, back = _to_end(t, axes)
        k = len(axes)
        m = min(k, 3)
        if k > m:
            t = _rotate(t, k, m)
            t = _c2c_trailing(t, k - m, True)
            t = _rotate(t, k, k - m)
        out = _C2R[m](t, fft_length=dims[-m:])
        return _from_end(_scale(out, _product(dims), norm, inverse_fn, True), back)


def fft(x: Any, /, *, n: int | None = None, axis: int = -1,
        norm: Norm = "backward") -> tf.Tensor:
    """One-dimensional discrete Fourier transform along ``axis`` (length ``n``)."""
    t = _complex_input("fft", x, norm)
    return _c2c("fft", t, *_axis_args("fft", t, n, axis), norm, inverse=False)


def ifft(x: Any, /, *, n: int | None = None, axis: int = -1,
         norm: Norm = "backward") -> tf.Tensor:
    """One-dimensional inverse discrete Fourier transform along ``axis`` (length ``n``)."""
    t = _complex_input("ifft", x, norm)
    return _c2c("ifft", t, *_axis_args("ifft", t, n, axis), norm, inverse=True)


def fftn(x: Any, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
         norm: Norm = "backward") -> tf.Tensor:
    """N-dimensional discrete Fourier transform over ``axes`` (all by default)."""
    t = _complex_input("fftn", x, norm)
    return _c2c("fftn", t, *_axes_args("fftn", t, s, axes), norm, inverse=False)


def ifftn(x: Any, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
          norm: Norm = "backward") -> tf.Tensor:
    """N-dimensional inverse discrete Fourier transform over ``axes`` (all by default)."""
    t = _complex_input("ifftn", x, norm)
    return _c2c("ifftn", t, *_axes_args("ifftn", t, s, axes), norm, inverse=True)


def rfft(x: Any, /, *, n: int | None = None, axis: int = -1,
         norm: Norm = "backward") -> tf.Tensor:
    """Discrete Fourier transform of real input: the ``n // 2 + 1`` non-negative
    frequency terms along ``axis``."""
    t = _real_input("rfft", x, norm)
    return _r2c("rfft", t, *_axis_args("rfft", t, n, axis), norm, inverse_fn=False)


def irfft(x: Any, /, *, n: int | None = None, axis: int = -1,
          norm: Norm = "backward") -> tf.Tensor:
    """Inverse of :func:`rfft`: a real signal of length ``n`` (default ``2 * (M - 1)``)."""
    t = _complex_input("irfft", x, norm)
    return _c2r("irfft", t, *_axis_args("irfft", t, n, axis), norm, inverse_fn=True)


def rfftn(x: Any, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
          norm: Norm = "backward") -> tf.Tensor:
    """N-dimensional discrete Fourier transform of real input (the last of ``axes`` keeps
    its ``s[-1] // 2 + 1`` non-negative frequencies)."""
    t = _real_input("rfftn", x, norm)
    return _r2c("rfftn", t, *_axes_args("rfftn", t, s, axes), norm, inverse_fn=False)


def irfftn(x: Any, /, *, s: Sequence[int] | None = None, axes: Sequence[int] | None = None,
           norm: Norm = "backward") -> tf.Tensor:
    """Inverse of :func:`rfftn`: a real array with lengths ``s`` along ``axes``."""
    t = _complex_input("irfftn", x, norm)
    return _c2r("irfftn", t, *_axes_args("irfftn", t, s, axes), norm, inverse_fn=True)


def hfft(x: Any, /, *, n: int | None = None, axis: int = -1,
         norm: Norm = "backward") -> tf.Tensor:
    """Discrete Fourier transform of a Hermitian-symmetric signal (given by its first
    half): a real array of length ``n`` (default ``2 * (M - 1)``)."""
    t = _complex_input("hfft", x, norm)
    return _c2r("hfft", tf.math.conj(t), *_axis_args("hfft", t, n, axis), norm,
                inverse_fn=False)


def ihfft(x: Any, /, *, n: int | None = None, axis: int = -1,
          norm: Norm = "backward") -> tf.Tensor:
    """Inverse of :func:`hfft`: the ``n // 2 + 1`` first terms of the inverse transform of
    a real signal."""
    t = _real_input("ihfft", x, norm)
    out = _r2c("ihfft", t, *_axis_args("ihfft", t, n, axis), norm, inverse_fn=True)
    return tf.math.conj(out)


# --- frequencies and shifts ---------------------------------------------------------------


def _freq_args(fname: str, n: Any, spacing: Any, dtype: Any) -> tuple[int, float, tf.DType]:
    length = _check_length(fname, "n", n)
    if isinstance(spacing, bool) or not isinstance(spacing, (int, float)):
        raise TypeError(f"{named(fname)}: d must be a real Python number, got {spacing!r}")
    if spacing == 0:
        raise ValueError(f"{named(fname)}: d must not be zero")
    dt = d.DEFAULT_REAL_FLOATING if dtype is None else check_dtype(fname, dtype)
    if dt not in d.REAL_FLOATING:
        raise TypeError(f"{named(fname)}: dtype must be a real floating-point dtype, "
                        f"got {d.name_of(dt)}")
    return length, 1.0 / (length * float(spacing)), dt


def fftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """Sample frequencies of a length-``n`` transform with sample spacing ``d``:
    ``[0, 1, ..., ceil(n/2) - 1, -floor(n/2), ..., -1] / (d * n)``."""
    length, val, dt = _freq_args("fftfreq", n, d, dtype)
    half = (length - 1) // 2 + 1
    with on_device(device):
        k = tf.concat([tf.range(0, half, dtype=tf.float64),
                       tf.range(-(length // 2), 0, dtype=tf.float64)], axis=0)
        return tf.cast(k * tf.constant(val, tf.float64), dt)


def rfftfreq(n: int, /, *, d: float = 1.0, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """Sample frequencies of :func:`rfft` of length ``n``: ``[0, 1, ..., n // 2] / (d * n)``."""
    length, val, dt = _freq_args("rfftfreq", n, d, dtype)
    with on_device(device):
        k = tf.range(0, length // 2 + 1, dtype=tf.float64)
        return tf.cast(k * tf.constant(val, tf.float64), dt)


def _shift(fname: str, x: Any, axes: int | Sequence[int] | None, sign: int) -> tf.Tensor:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    ax = normalize_axes(fname, axes, ndim(t, fname))
    if not ax:
        return t
    shifts = [sign * (_dim(t, a) // 2) for a in ax]
    with same_device(t):
        return tf.roll(t, shift=shifts, axis=list(ax))


def fftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> tf.Tensor:
    """Roll the zero-frequency term to the centre along ``axes`` (all by default)."""
    return _shift("fftshift", x, axes, 1)


def ifftshift(x: Any, /, *, axes: int | Sequence[int] | None = None) -> tf.Tensor:
    """Inverse of :func:`fftshift` (they differ by one sample for odd lengths)."""
    return _shift("ifftshift", x, axes, -1)


# Every function keeps its operands' device (see ``_devices``).
placed_in(globals(), __all__)

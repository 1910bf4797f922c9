"""Data type functions of xpagnostic.tensorflow, plus the ``broadcast_*`` functions of the
manipulation chapter."""

from __future__ import annotations

from typing import Any

import ml_dtypes
import tensorflow as tf

from .._common._data_type_functions import finfo_object, iinfo_object
from .._common._dtypes import unknown_kind
from .._common._shapes import broadcast_known_shapes
from . import _dtypes as d
from ._broadcasting import broadcast_any, fits_kernels, tile_to_common_shape
from ._devices import hard_copy, same_device, to_device
from ._errors import fail
from ._helpers import as_tensor, check_dtype, is_tensor, result_dtype
from ._names import named
from ._shapes import is_static, shape_arg, shape_of, size_of

__all__ = [
    "astype",
    "broadcast_arrays",
    "broadcast_shapes",
    "broadcast_to",
    "can_cast",
    "finfo",
    "iinfo",
    "isdtype",
    "result_type",
]


def astype(
    x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None
) -> tf.Tensor:
    """``x`` cast to ``dtype``.

    Complex to real casts raise TypeError (take ``real``/``imag`` first), as the
    standard asks; complex to bool is ``x != 0``.
    """
    t = as_tensor(x, "astype")
    src = check_dtype("astype", t.dtype)
    dt = check_dtype("astype", dtype)
    if src == dt:
        out = t
        if copy:
            with same_device(t):
                out = hard_copy(t)
    elif src in d.COMPLEX_FLOATING and dt == d.bool:
        out = tf.not_equal(t, tf.zeros([], src))
    elif src in d.COMPLEX_FLOATING and dt not in d.COMPLEX_FLOATING:
        raise TypeError(
            "xpagnostic.tensorflow.astype: "
            f"casting {d.name_of(src)} to {d.name_of(dt)} is not permitted; "
            "cast real(x) or imag(x) explicitly"
        )
    else:
        out = tf.cast(t, dt)
    if device is not None:
        out = to_device(out, device, "astype")
    return out


def can_cast(from_: Any, to: Any, /) -> bool:
    """True when ``from_`` (a dtype or array) promotes to ``to`` without loss, per the
    promotion table (cross-kind answers follow NumPy's ``can_cast(..., 'safe')``)."""
    src = from_ if isinstance(from_, (tf.DType, str)) else as_tensor(from_, "can_cast").dtype
    src = check_dtype("can_cast", src)
    dst = check_dtype("can_cast", to)
    return bool(d.promote_types(src, dst) == dst)


def _dtype_arg(fname: str, type: Any) -> tf.DType:
    if isinstance(type, tf.DType):
        return check_dtype(fname, type)
    if is_tensor(type):
        return check_dtype(fname, as_tensor(type, fname).dtype)
    if isinstance(type, str):  # a dtype by its standard name
        return check_dtype(fname, type)
    raise TypeError(f"{named(fname)}: expected a dtype or an array, got {type!r}")


def finfo(type: Any, /) -> finfo_object:
    """Limits of a real or complex floating-point dtype (or of an array's dtype), the half
    dtypes included (the values ``torch.finfo`` and ``jax.numpy.finfo`` give).

    The limits come from ``ml_dtypes.finfo`` (a requirement of TensorFlow), which knows
    ``bfloat16`` as well as NumPy's dtypes."""
    dt = _dtype_arg("finfo", type)
    if dt not in d.FLOATING:
        raise TypeError("xpagnostic.tensorflow.finfo: "
                        f"expected a floating-point dtype, got {d.name_of(dt)}")
    real = d.REAL_OF.get(dt, dt)
    info = ml_dtypes.finfo(real.as_numpy_dtype)
    return finfo_object(
        bits=int(info.bits),
        eps=float(info.eps),
        max=float(info.max),
        min=float(info.min),
        smallest_normal=float(info.smallest_normal),
        dtype=real,
    )


def iinfo(type: Any, /) -> iinfo_object:
    """Limits of an integer dtype (or of an array's dtype)."""
    dt = _dtype_arg("iinfo", type)
    if dt not in d.INTEGER:
        raise TypeError("xpagnostic.tensorflow.iinfo: "
                        f"expected an integer dtype, got {d.name_of(dt)}")
    lo, hi = d.INT_RANGE[dt]
    return iinfo_object(bits=d.BITS[dt], max=hi, min=lo, dtype=dt)


def isdtype(dtype: Any, kind: Any) -> bool:
    """True when ``dtype`` is of ``kind``: a dtype, a kind name, or a tuple of these."""
    dt = check_dtype("isdtype", dtype)
    kinds = kind if isinstance(kind, tuple) else (kind,)
    for k in kinds:
        if isinstance(k, tf.DType):
            if k == dt:
                return True
        elif isinstance(k, str):
            if k not in d.KINDS:
                raise unknown_kind("xpagnostic.tensorflow.isdtype", k)
            if dt in d.KINDS[k]:
                return True
        else:
            raise TypeError("xpagnostic.tensorflow.isdtype: "
                            f"kind must be a dtype, a str or a tuple, got {k!r}")
    return False


def result_type(*arrays_and_dtypes: Any) -> tf.DType:
    """The dtype the standard's promotion gives for arrays, dtypes and Python scalars."""
    return result_dtype("result_type", *arrays_and_dtypes)


# --- broadcasting --------------------------------------------------------------------


def broadcast_shapes(*shapes: Any) -> tuple[int | None, ...]:
    """The broadcast of ``shapes`` (``None`` = unknown size); ValueError if incompatible.

    Each shape is a tuple or list of ints and ``None``, or a ``tf.TensorShape`` of known
    rank (``x.shape``, partially unknown inside ``tf.function``).
    """
    return broadcast_known_shapes(named("broadcast_shapes"),
                                  [_shape_tuple(s) for s in shapes])


def _shape_tuple(shape: Any) -> tuple[int | None, ...]:
    """One argument of ``broadcast_shapes`` as a tuple of ints and None."""
    if type(shape) is tuple:
        if all(type(s) is int for s in shape):
            return shape
    elif isinstance(shape, tf.TensorShape):
        if shape.rank is None:
            raise ValueError("xpagnostic.tensorflow.broadcast_shapes: "
                             f"shape {shape!r} has an unknown rank "
                             "(xpagnostic.tensorflow)")
        return tuple(shape.as_list())
    if not isinstance(shape, (tuple, list)):
        raise TypeError("xpagnostic.tensorflow.broadcast_shapes: "
                        "each shape must be a tuple of ints (None for an "
                        "unknown size) or a tf.TensorShape (xpagnostic.tensorflow), got "
                        f"{shape!r}")
    return tuple(None if s is None else
                 size_of("broadcast_shapes", "a shape entry", s, dynamic=False) for s in shape)


def _static(t: tf.Tensor) -> tuple[int | None, ...] | None:
    return None if t.shape.rank is None else tuple(t.shape.as_list())


def broadcast_to(x: Any, /, shape: tuple[int, ...] | tf.TensorShape | tf.Tensor
                 ) -> tf.Tensor:
    """``x`` broadcast to ``shape``; ValueError when the shapes are incompatible.

    ``shape`` may also be a ``tf.TensorShape`` or a 1-D integer tensor (dynamic sizes
    inside ``tf.function``; their compatibility is checked when the graph runs).
    """
    t = as_tensor(x, "broadcast_to")
    sizes = shape_of("broadcast_to", shape)
    have = _static(t)
    if not is_static(sizes):
        return _broadcast_dynamic(t, have, sizes)
    target = tuple(sizes)
    if have is not None and None not in have:
        try:
            ok = len(have) <= len(target) and broadcast_shapes(have, target) == target
        except ValueError:
            ok = False
        if not ok:
            raise ValueError("xpagnostic.tensorflow.broadcast_to: "
                             f"cannot broadcast shape {have} to {target}")
        if have == target:
            return t
    if any(s < 0 for s in target):
        raise ValueError("xpagnostic.tensorflow.broadcast_to: "
                         f"negative dimension in shape {target}")
    if have is not None and not fits_kernels(have, target):
        return broadcast_any("broadcast_to", t, list(target))
    return tf.broadcast_to(t, target)


def _broadcast_dynamic(t: tf.Tensor, have: tuple[int | None, ...] | None, sizes: list[Any]
                       ) -> tf.Tensor:
    """``broadcast_to`` to a shape with sizes known only when the graph runs."""
    known = [s if isinstance(s, int) else None for s in sizes]
    if have is not None:
        if len(have) > len(known):
            raise ValueError("xpagnostic.tensorflow.broadcast_to: "
                             f"cannot broadcast shape {have} to a shape of "
                             f"{len(known)} dimensions")
        for h, s in zip(have[::-1], known[::-1]):
            if h is not None and s is not None and h not in (1, s):
                raise ValueError("xpagnostic.tensorflow.broadcast_to: "
                                 f"cannot broadcast shape {have} to {tuple(known)}")
        if not fits_kernels(have, known):
            return broadcast_any("broadcast_to", t, shape_arg(sizes))
    return tf.broadcast_to(t, shape_arg(sizes))


def broadcast_arrays(*arrays: Any) -> tuple[tf.Tensor, ...]:
    """All ``arrays`` broadcast to their common shape."""
    try:
        ts = [as_tensor(a, "broadcast_arrays") for a in arrays]
        if not ts:
            return ()
        statics = [_static(t) for t in ts]
        if all(s is not None and None not in s for s in statics):
            known = [s for s in statics if s is not None]
            target = broadcast_shapes(*known)
            if not fits_kernels(*known, target):
                return tuple(tile_to_common_shape("broadcast_arrays", ts))
            return tuple(t if _static(t) == target else tf.broadcast_to(t, target) for t in ts)
        if None not in (t.shape.rank for t in ts) and not fits_kernels(*statics):  # type: ignore[arg-type]
            return tuple(tile_to_common_shape("broadcast_arrays", ts))
        dyn = tf.shape(ts[0])
        for t in ts[1:]:
            dyn = tf.broadcast_dynamic_shape(dyn, tf.shape(t))
        return tuple(tf.broadcast_to(t, dyn) for t in ts)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_arrays", e, arrays)  # type: ignore[no-any-return]

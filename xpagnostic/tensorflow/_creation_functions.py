"""Creation functions of xpagnostic.tensorflow (standard chapter "Creation Functions")."""

from __future__ import annotations

import math
from typing import Any, Literal

import numpy as np
import tensorflow as tf

from .._common._errors import both
from . import _dtypes as d
from . import _helpers
from ._devices import hard_copy, on_device, same_device, to_device
from ._dlpack import CapsuleHolder, CopyRequiredError, capsule_head, import_dlpack
from ._helpers import (
    PY_SCALARS,
    as_tensor,
    cast,
    check_dtype,
    int_arg,
    is_tensor,
    require,
    scalar_tensor,
)
from ._kernels import RANGE_DTYPES, select
from ._names import named
from ._shapes import ndim, shape_arg, shape_arg_of, size_of

__all__ = [
    "arange",
    "asarray",
    "empty",
    "empty_like",
    "eye",
    "from_dlpack",
    "full",
    "full_like",
    "linspace",
    "meshgrid",
    "ones",
    "ones_like",
    "tril",
    "triu",
    "zeros",
    "zeros_like",
]



# --- helpers ---------------------------------------------------------------------


def _opt_dtype(fname: str, dtype: Any) -> tf.DType | None:
    return None if dtype is None else check_dtype(fname, dtype)


def _scalar_default_dtype(value: Any) -> tf.DType:
    if isinstance(value, bool):
        return d.bool
    if isinstance(value, int):
        return d.DEFAULT_INTEGRAL
    if isinstance(value, float):
        return d.DEFAULT_REAL_FLOATING
    if isinstance(value, complex):
        return d.DEFAULT_COMPLEX_FLOATING
    raise TypeError(f"unsupported scalar {value!r}")


_KIND_RANK = {bool: 0, int: 1, float: 2, complex: 3}
_KIND_DTYPE = {
    0: d.bool,
    1: d.DEFAULT_INTEGRAL,
    2: d.DEFAULT_REAL_FLOATING,
    3: d.DEFAULT_COMPLEX_FLOATING,
}


def _python_kind(obj: Any) -> int | None:
    """Highest scalar kind in a nested sequence of Python scalars (None if it holds
    anything else)."""
    if isinstance(obj, PY_SCALARS):
        return _python_kind_sub(obj)
    if isinstance(obj, (list, tuple)):
        kind = 0
        for item in obj:
            k = _python_kind(item)
            if k is None:
                return None
            kind = max(kind, k)
        return kind
    return None


def _python_kind_sub(obj: Any) -> int:
    for t in (bool, int, float, complex):
        if isinstance(obj, t):
            return _KIND_RANK[t]
    raise TypeError(obj)  # pragma: no cover


def _from_python(obj: Any, dtype: tf.DType | None) -> tf.Tensor:
    kind = _python_kind(obj)
    if kind is None:
        # A sequence holding arrays (0-d tensors, NumPy scalars...): convert each item.
        items = [asarray(item) for item in obj]
        if not items:
            return tf.zeros([0], dtype or d.DEFAULT_REAL_FLOATING)
        out_dtype = dtype or _stack_dtype(items)
        return tf.stack([cast(t, out_dtype) for t in items])
    if dtype is None:
        dtype = _KIND_DTYPE[kind]
        if kind == 0 and _is_empty(obj):
            dtype = d.DEFAULT_REAL_FLOATING
    if (dtype == d.bool) != (kind == 0) and not isinstance(obj, PY_SCALARS):
        # bools into a numeric dtype or numbers into bool: convert, then cast.
        return tf.cast(tf.constant(_bools_to_ints(obj)), dtype)
    if kind > 0 and _has_bool(obj):
        obj = _bools_to_ints(obj)
    if dtype in d.INTEGER:
        lo, hi = d.INT_RANGE[dtype]
        _check_ints(obj, lo, hi, dtype)
    if kind == 3 and dtype not in d.COMPLEX_FLOATING:
        raise TypeError("xpagnostic.tensorflow.asarray: "
                        f"complex values cannot be stored as {d.name_of(dtype)}")
    if isinstance(obj, PY_SCALARS):
        if isinstance(obj, float) and dtype in d.INTEGER:
            raise TypeError("xpagnostic.tensorflow.asarray: "
                            f"float value {obj!r} for an integer dtype")
        return scalar_tensor(obj, dtype)
    if dtype in d.COMPLEX_FLOATING:
        obj = _as_complex(obj)  # TF rejects lists mixing complex with int/float
    return tf.constant(obj, dtype=dtype)


def _as_complex(obj: Any) -> Any:
    if isinstance(obj, (list, tuple)):
        return [_as_complex(o) for o in obj]
    return complex(obj)


def _has_bool(obj: Any) -> bool:
    if isinstance(obj, (list, tuple)):
        return any(_has_bool(o) for o in obj)
    return isinstance(obj, bool)


def _bools_to_ints(obj: Any) -> Any:
    """Nested data with Python bools as ints (TF rejects lists mixing bool and int)."""
    if isinstance(obj, (list, tuple)):
        return [_bools_to_ints(o) for o in obj]
    return int(obj) if isinstance(obj, bool) else obj


def _is_empty(obj: Any) -> bool:
    return isinstance(obj, (list, tuple)) and all(_is_empty(o) for o in obj)


def _check_ints(obj: Any, lo: int, hi: int, dtype: tf.DType) -> None:
    if isinstance(obj, (list, tuple)):
        for o in obj:
            _check_ints(o, lo, hi, dtype)
    elif isinstance(obj, int) and not lo <= obj <= hi:
        raise OverflowError("xpagnostic.tensorflow.asarray: "
                            f"Python int {obj} is out of bounds for {d.name_of(dtype)}")


def _stack_dtype(items: list[tf.Tensor]) -> tf.DType:
    out = check_dtype("asarray", items[0].dtype)
    for t in items[1:]:
        out = d.promote_types(out, check_dtype("asarray", t.dtype))
    return out


#: NumPy's dtype for ``bfloat16`` arrays (ml_dtypes'; its kind is "V", as for raw bytes).
_NUMPY_BFLOAT16 = np.dtype(d.bfloat16.as_numpy_dtype)


def _from_host(obj: Any, dtype: tf.DType | None, copy: bool | None, device: Any) -> tf.Tensor:
    """NumPy arrays and scalars, buffer-protocol and DLPack objects (torch, jax...)."""
    if not isinstance(obj, (np.ndarray, np.generic)) and hasattr(obj, "__dlpack__"):
        # A foreign array: copied unless copy=False (a TF tensor must not alias memory
        # its owner may still mutate); it never takes a silent trip through the host.
        x = import_dlpack(obj, "asarray", device, True if copy is None else copy)
        check_dtype("asarray", x.dtype)
        if dtype is not None and x.dtype != dtype and copy is False:
            raise CopyRequiredError("xpagnostic.tensorflow.asarray: "
                                     "copy=False but a dtype conversion needs a copy")
        return x if dtype is None else cast(x, dtype)
    if copy is False:
        if isinstance(obj, np.ndarray):
            x = import_dlpack(obj, "asarray", device, False)
            check_dtype("asarray", x.dtype)
            if dtype is not None and x.dtype != dtype:
                raise CopyRequiredError("xpagnostic.tensorflow.asarray: "
                                         "copy=False but a dtype conversion needs a copy")
            return x
        raise ValueError(
            "xpagnostic.tensorflow.asarray: "
            f"copy=False, but a {type(obj).__qualname__} cannot be viewed as a "
            "tf.Tensor without a copy"
        )
    arr = np.asarray(obj)
    if arr.dtype == np.dtype(object) or (arr.dtype.kind in "USV"
                                         and arr.dtype != _NUMPY_BFLOAT16):
        raise TypeError("xpagnostic.tensorflow.asarray: "
                        f"cannot convert {type(obj).__qualname__} of dtype "
                        f"{arr.dtype} to a tensor")
    x = tf.constant(arr)
    check_dtype("asarray", x.dtype)
    return x if dtype is None else cast(x, dtype)


# --- asarray / from_dlpack ----------------------------------------------------------


def asarray(
    obj: Any,
    /,
    *,
    dtype: Any = None,
    device: Any = None,
    copy: bool | None = None,
) -> tf.Tensor:
    """A tf.Tensor from a tensor, variable, Python scalar or nested sequence, NumPy array,
    buffer-protocol object or DLPack-capable array (torch, jax...).

    Default dtypes for Python data: bool, int64, float32, complex64.  ``copy=False``
    raises ValueError when a copy cannot be avoided; ``copy=True`` always copies.
    """
    dt = _opt_dtype("asarray", dtype)
    if is_tensor(obj):
        x = as_tensor(obj, "asarray")
        check_dtype("asarray", x.dtype)
        needs_cast = dt is not None and x.dtype != dt
        if copy is False and needs_cast:
            raise ValueError("xpagnostic.tensorflow.asarray: "
                             "copy=False but a dtype conversion needs a copy")
        if needs_cast:
            x = tf.cast(x, dt)
        elif copy:
            with same_device(x):
                x = hard_copy(x)
        if device is not None:
            moved = to_device(x, device, "asarray")
            if moved is not x and copy is False:
                raise ValueError("xpagnostic.tensorflow.asarray: "
                                 "copy=False but moving to another device needs a copy")
            x = moved
        return x
    with on_device(device):
        if isinstance(obj, (*PY_SCALARS, list, tuple)) and not isinstance(obj, np.generic):
            if copy is False:
                raise ValueError("xpagnostic.tensorflow.asarray: "
                                 "copy=False, but Python data must be copied")
            x = _from_python(obj, dt)
        else:
            x = _from_host(obj, dt, copy, device)
        if device is not None:
            x = to_device(x, device, "asarray")
    return x


_helpers.array_like = asarray


def from_dlpack(x: object, /, *, device: Any = None, copy: bool | None = None) -> tf.Tensor:
    """A tf.Tensor from any object implementing ``__dlpack__`` (NumPy, torch, JAX...) or a
    legacy DLPack capsule.

    Zero-copy when TensorFlow can hold the data where it is; ``copy=True`` makes an
    independent tensor; ``copy=False`` raises (an error that is both a BufferError and a
    ValueError) when a copy is needed.  Data on a device TensorFlow cannot hold raises
    BufferError unless ``device=`` asks for the CPU: nothing goes through the host silently.
    """
    if is_tensor(x):
        return asarray(x, device=device, copy=copy)
    if type(x).__name__ == "PyCapsule":
        dev = capsule_head(x).device
        out = import_dlpack(CapsuleHolder(x, (int(dev.device_type), int(dev.device_id))),
                             "from_dlpack", device, copy)
    elif hasattr(x, "__dlpack__"):
        out = import_dlpack(x, "from_dlpack", device, copy)
    else:
        raise AttributeError(
            "xpagnostic.tensorflow.from_dlpack: "
            f"{type(x).__module__}.{type(x).__qualname__} does not implement "
            "__dlpack__ (use asarray for Python data and buffers)"
        )
    check_dtype("from_dlpack", out.dtype)
    return out


# --- filled arrays -------------------------------------------------------------------


def full(
    shape: int | tuple[int, ...] | tf.TensorShape | tf.Tensor,
    fill_value: bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """An array of ``shape`` filled with ``fill_value``.

    Like every function of this namespace that takes a shape, ``shape`` may be an int, a
    tuple of ints, a ``tf.TensorShape`` (inside ``tf.function`` even ``x.shape`` with
    unknown sizes) or a 1-D integer tensor such as ``tf.shape(x)``.
    """
    if is_tensor(fill_value):
        raise TypeError("xpagnostic.tensorflow.full: fill_value must be a Python scalar")
    dims = shape_arg_of("full", shape)
    dt = _opt_dtype("full", dtype) or _scalar_default_dtype(fill_value)
    if dt in d.INTEGER and isinstance(fill_value, int):
        lo, hi = d.INT_RANGE[dt]
        if not lo <= fill_value <= hi:
            raise OverflowError("xpagnostic.tensorflow.full: "
                                f"{fill_value} is out of bounds for {d.name_of(dt)}")
    with on_device(device):
        return tf.fill(dims, scalar_tensor(fill_value, dt))


def zeros(
    shape: int | tuple[int, ...] | tf.TensorShape | tf.Tensor,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """An array of zeros (default dtype float32)."""
    dt = _opt_dtype("zeros", dtype) or d.DEFAULT_REAL_FLOATING
    with on_device(device):
        return tf.zeros(shape_arg_of("zeros", shape), dtype=dt)


def ones(
    shape: int | tuple[int, ...] | tf.TensorShape | tf.Tensor,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """An array of ones (default dtype float32)."""
    dt = _opt_dtype("ones", dtype) or d.DEFAULT_REAL_FLOATING
    with on_device(device):
        return tf.ones(shape_arg_of("ones", shape), dtype=dt)


def empty(
    shape: int | tuple[int, ...] | tf.TensorShape | tf.Tensor,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """An uninitialised array; TensorFlow tensors are immutable, so this is zeros."""
    dt = _opt_dtype("empty", dtype) or d.DEFAULT_REAL_FLOATING
    with on_device(device):
        return tf.zeros(shape_arg_of("empty", shape), dtype=dt)


def _like(fname: str, x: Any, dtype: Any, device: Any, value: Any) -> tf.Tensor:
    t = as_tensor(x, fname)
    dt = _opt_dtype(fname, dtype) or check_dtype(fname, t.dtype)
    ctx = on_device(device) if device is not None else same_device(t)
    with ctx:
        return tf.fill(tf.shape(t), scalar_tensor(value, dt))


def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """Zeros with the shape (and by default dtype and device) of ``x``."""
    return _like("zeros_like", x, dtype, device, 0)


def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """Ones with the shape (and by default dtype and device) of ``x``."""
    return _like("ones_like", x, dtype, device, 1)


def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> tf.Tensor:
    """``zeros_like`` (TensorFlow has no uninitialised tensors)."""
    return _like("empty_like", x, dtype, device, 0)


def full_like(
    x: Any,
    /,
    fill_value: bool | int | float | complex,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """``fill_value`` with the shape (and by default dtype and device) of ``x``."""
    t = as_tensor(x, "full_like")
    dt = _opt_dtype("full_like", dtype) or check_dtype("full_like", t.dtype)
    if isinstance(fill_value, complex) and dt not in d.COMPLEX_FLOATING:
        raise TypeError("xpagnostic.tensorflow.full_like: "
                        f"complex fill_value for a {d.name_of(dt)} array")
    if isinstance(fill_value, float) and dt not in d.FLOATING:
        raise TypeError("xpagnostic.tensorflow.full_like: "
                        f"float fill_value for a {d.name_of(dt)} array")
    if dt in d.INTEGER and isinstance(fill_value, int):
        lo, hi = d.INT_RANGE[dt]
        if not lo <= fill_value <= hi:
            raise OverflowError("xpagnostic.tensorflow.full_like: "
                                f"{fill_value} is out of bounds for {d.name_of(dt)}")
    return _like("full_like", t, dt, device, fill_value)


# --- ranges and grids ----------------------------------------------------------------



def arange(
    start: int | float,
    /,
    stop: int | float | None = None,
    step: int | float = 1,
    *,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """Evenly spaced values in ``[start, stop)`` (``ceil((stop - start) / step)`` of them)."""
    if stop is None:
        start, stop = 0, start
    for v in (start, stop, step):
        if isinstance(v, complex) or not isinstance(v, (int, float)):
            raise TypeError("xpagnostic.tensorflow.arange: "
                            f"start, stop and step must be real Python numbers, got {v!r}")
    if step == 0:
        # ZeroDivisionError, as NumPy's (and array-api-strict's), and a ValueError.
        raise both(ZeroDivisionError, ValueError)(
            "xpagnostic.tensorflow.arange: step must not be zero")
    dt = _opt_dtype("arange", dtype)
    if dt is None:
        is_int = all(isinstance(v, int) for v in (start, stop, step))
        dt = d.DEFAULT_INTEGRAL if is_int else d.DEFAULT_REAL_FLOATING
    if dt not in d.REAL_NUMERIC:
        raise TypeError(f"xpagnostic.tensorflow.arange: unsupported dtype {d.name_of(dt)}")
    n = max(math.ceil((stop - start) / step), 0)
    with on_device(device):
        if dt in d.INTEGER and all(isinstance(v, int) for v in (start, stop, step)):
            lo, hi = d.INT_RANGE[dt]
            last = start + (n - 1) * step if n else start
            if n and not (lo <= start <= hi and lo <= last <= hi):
                raise OverflowError("xpagnostic.tensorflow.arange: "
                                    f"values out of bounds for {d.name_of(dt)}")
            work = dt if dt in RANGE_DTYPES else d.int64
            if dt == d.uint64 and n and max(start, last) > d.INT_RANGE[d.int64][1]:
                return _arange_uint64(int(start), int(step), n)
            out = tf.range(start, start + n * step, step, dtype=work)[:n]
            return cast(out, dt)
        work = d.float64
        idx = tf.range(n, dtype=work)
        out = tf.constant(float(start), work) + idx * tf.constant(float(step), work)
        return cast(out, dt)


def _arange_uint64(start: int, step: int, n: int) -> tf.Tensor:
    """uint64 ranges beyond int64: computed modulo 2**64 with uint64 arithmetic."""
    idx = tf.cast(tf.range(n, dtype=d.int64), d.uint64)
    return tf.constant(start % 2**64, d.uint64) + idx * tf.constant(step % 2**64, d.uint64)


def linspace(
    start: int | float | complex,
    stop: int | float | complex,
    /,
    num: int,
    *,
    dtype: Any = None,
    device: Any = None,
    endpoint: bool = True,
) -> tf.Tensor:
    """``num`` evenly spaced samples from ``start`` to ``stop`` (included if ``endpoint``)."""
    num = size_of("linspace", "num", num, dynamic=False)
    if num < 0:
        raise ValueError("xpagnostic.tensorflow.linspace: "
                         f"num must be a non-negative int, got {num!r}")
    is_complex = isinstance(start, complex) or isinstance(stop, complex)
    dt = _opt_dtype("linspace", dtype)
    if dt is None:
        dt = d.DEFAULT_COMPLEX_FLOATING if is_complex else d.DEFAULT_REAL_FLOATING
    if dt not in d.FLOATING:
        raise TypeError("xpagnostic.tensorflow.linspace: "
                        f"expected a floating-point dtype, got {d.name_of(dt)}")
    if is_complex and dt not in d.COMPLEX_FLOATING:
        raise TypeError("xpagnostic.tensorflow.linspace: "
                        f"complex bounds need a complex dtype, got {d.name_of(dt)}")
    work = d.complex128 if dt in d.COMPLEX_FLOATING else d.float64
    div = (num - 1) if endpoint else num
    with on_device(device):
        s = scalar_tensor(start, work)
        e = scalar_tensor(stop, work)
        idx = tf.cast(tf.range(num, dtype=d.int64), work)
        if div > 0:
            step = (e - s) / tf.cast(div, work)
            out = s + idx * step
            if endpoint and num > 1:
                out = tf.concat([out[:-1], tf.reshape(e, [1])], axis=0)
        else:
            out = tf.fill([num], s)
        return tf.cast(out, dt)


def meshgrid(*arrays: Any, indexing: Literal["xy", "ij"] = "xy") -> tuple[tf.Tensor, ...]:
    """Coordinate matrices from 1-D arrays (``indexing='xy'`` swaps the first two axes)."""
    if indexing not in ("xy", "ij"):
        raise ValueError("xpagnostic.tensorflow.meshgrid: "
                         f"indexing must be 'xy' or 'ij', got {indexing!r}")
    ts = [as_tensor(a, "meshgrid") for a in arrays]
    if not ts:
        return ()
    dt = ts[0].dtype
    for t in ts:
        if ndim(t, "meshgrid") != 1:
            raise ValueError("xpagnostic.tensorflow.meshgrid: every input must be one-dimensional")
        if t.dtype != dt:
            raise TypeError("xpagnostic.tensorflow.meshgrid: all inputs must have the same dtype")
    sizes = [tf.shape(t)[0] for t in ts]
    n = len(ts)
    out_sizes = list(sizes)
    if indexing == "xy" and n > 1:
        out_sizes[0], out_sizes[1] = sizes[1], sizes[0]
    target = tf.stack(out_sizes)
    results = []
    for i, t in enumerate(ts):
        pos = i
        if indexing == "xy" and n > 1 and i < 2:
            pos = 1 - i
        shape = [1] * n
        shape[pos] = -1
        results.append(tf.broadcast_to(tf.reshape(t, shape), target))
    return tuple(results)


def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: Any = None,
    device: Any = None,
) -> tf.Tensor:
    """A 2-D array with ones on the ``k``-th diagonal and zeros elsewhere."""
    dt = _opt_dtype("eye", dtype) or d.DEFAULT_REAL_FLOATING
    rows = size_of("eye", "n_rows", n_rows)
    cols = rows if n_cols is None else size_of("eye", "n_cols", n_cols)
    k = int_arg("eye", "k", k)
    static = isinstance(rows, int) and isinstance(cols, int)
    if static and (rows < 0 or cols < 0):
        raise ValueError(f"xpagnostic.tensorflow.eye: negative size (n_rows={rows}, "
                         f"n_cols={cols})")
    lo, hi = d.INT_RANGE[d.int64]
    if (static and not -rows < k < cols) or not lo <= k <= hi:
        # the diagonal misses the matrix (k may even exceed int64)
        return zeros(shape_arg([rows, cols]), dtype=dt, device=device)
    with on_device(device):
        rows_idx = tf.range(rows, dtype=d.int64)[:, None]
        cols_idx = tf.range(cols, dtype=d.int64)[None, :]
        return tf.cast(tf.equal(cols_idx - rows_idx, k), dt)


def _band(fname: str, x: Any, k: int, lower: bool) -> tf.Tensor:
    t = as_tensor(x, fname)
    if ndim(t, fname) < 2:
        raise ValueError(f"{named(fname)}: x: expected an array of at least 2 dimensions, got "
                         f"shape {tuple(t.shape)}")
    require(fname, t, d.ALL, "standard-dtype")
    shape = tf.shape(t, out_type=d.int64)
    rows = tf.range(shape[-2])[:, None]
    cols = tf.range(shape[-1])[None, :]
    keep = (cols - rows <= k) if lower else (cols - rows >= k)
    keep = tf.broadcast_to(keep, tf.shape(t))
    return select(keep, t, tf.zeros_like(t))


def tril(x: Any, /, *, k: int = 0) -> tf.Tensor:
    """The lower triangle of (a stack of) matrices: elements with ``col - row <= k``."""
    return _band("tril", x, k, lower=True)


def triu(x: Any, /, *, k: int = 0) -> tf.Tensor:
    """The upper triangle of (a stack of) matrices: elements with ``col - row >= k``."""
    return _band("triu", x, k, lower=False)

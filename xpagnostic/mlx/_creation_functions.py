"""Creation functions of xpagnostic.mlx (standard chapter "Creation Functions").

MLX's defaults are the namespace's: ``float32`` for Python floats, ``int32`` for Python
integers (``int64`` where a value needs it), ``complex64``.  ``asarray`` keeps the dtype of
a NumPy array or buffer it reads (``mx.array`` would read ``float64`` as ``float32``).
An array has no device: ``device=`` picks the stream the array is made on.
"""

from __future__ import annotations

import builtins
import math
from collections.abc import Sequence
from typing import Any

import mlx.core as mx

from . import _dtypes as d
from . import _helpers
from ._errors import fail
from ._helpers import Array, as_array, dtype_or_none, shape_tuple, stream_of
from ._names import named

__all__ = ["arange", "asarray", "empty", "empty_like", "eye", "from_dlpack", "full",
           "full_like", "linspace", "meshgrid", "ones", "ones_like", "tril", "triu", "zeros",
           "zeros_like"]

_A = mx.array


def _numpy_dtype(obj: Any) -> Any:
    """The namespace's dtype for a NumPy array (or NumPy scalar), None for other objects."""
    dt = getattr(obj, "dtype", None)
    name = getattr(dt, "name", None)
    if name is None or type(obj).__module__.partition(".")[0] != "numpy":
        return None
    if name == "complex128":
        raise TypeError("xpagnostic.mlx.asarray: MLX has no complex128 (its complex dtype is "
                        "complex64); convert with dtype=complex64")
    return d.ALL_BY_NAME.get(name)


def _py_dtype(obj: Any) -> Any:
    """The default dtype for nested Python scalars (None: MLX's choice)."""
    if isinstance(obj, builtins.bool):
        return mx.bool_
    if isinstance(obj, int):
        return mx.int32 if -2**31 <= obj < 2**31 else mx.int64 if -2**63 <= obj < 2**63 \
            else mx.uint64
    if isinstance(obj, float):
        return mx.float32
    if isinstance(obj, complex):
        return mx.complex64
    return None


def asarray(obj: Any, /, *, dtype: Any = None, device: Any = None,
            copy: builtins.bool | None = None) -> Array:
    try:
        dtype = dtype_or_none("asarray", dtype)
        stream = stream_of("asarray", device)
        if isinstance(obj, _A):
            if copy is not True and (dtype is None or dtype == obj.dtype):
                return obj
            if copy is False:
                raise ValueError("xpagnostic.mlx.asarray: copy=False, but a cast to "
                                 f"{d.name_of(dtype)} makes a copy")
            return mx.array(obj, dtype=dtype or obj.dtype) if stream is None else \
                _on(stream, obj, dtype or obj.dtype)
        if copy is False:
            raise ValueError("xpagnostic.mlx.asarray: copy=False, but reading a "
                             f"{type(obj).__qualname__} into MLX's memory makes a copy")
        if dtype is None:
            dtype = _numpy_dtype(obj)
        if dtype is None and not hasattr(obj, "__len__") and not hasattr(obj, "__array__") \
                and not hasattr(obj, "__dlpack__"):
            if isinstance(obj, memoryview) or hasattr(obj, "__buffer__"):
                import numpy as np

                return asarray(np.asarray(obj), device=device)
            dtype = _py_dtype(obj)
            if dtype is None and type(obj) not in (int, float, complex, builtins.bool):
                raise TypeError(f"xpagnostic.mlx.asarray: cannot make an array of "
                                f"{type(obj).__module__}.{type(obj).__qualname__}")
        if dtype is None and isinstance(obj, (list, tuple)):
            dtype = _nested_dtype(obj)
        if dtype == mx.complex64 and _numpy_dtype(obj) is not None:
            import numpy as np  # mx.array drops the signs of zero parts: read the pairs

            pairs = np.ascontiguousarray(np.asarray(obj, dtype=np.complex64)).view(np.float32)
            out = mx.view(mx.array(pairs, dtype=mx.float32), mx.complex64)
            return out.reshape(np.shape(obj))
        if dtype is mx.uint64 and not hasattr(obj, "dtype"):
            import numpy as np  # mx.array cannot read Python ints above 2**63

            obj = np.asarray(obj, dtype=np.uint64)
        return mx.array(obj, dtype=dtype) if stream is None else _on(stream, obj, dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("asarray", e, (obj,), {"dtype": dtype, "device": device, "copy": copy})


def _nested_dtype(obj: Sequence[Any]) -> Any:
    """The dtype of nested Python scalars (and arrays) by the standard's rules."""
    kinds: set[str] = set()
    dtypes: list[Any] = []
    big = False

    def walk(o: Any) -> None:
        nonlocal big
        if isinstance(o, (list, tuple)):
            for v in o:
                walk(v)
        elif isinstance(o, _A):
            dtypes.append(o.dtype)
        elif isinstance(o, builtins.bool):
            kinds.add("bool")
        elif isinstance(o, int):
            kinds.add("int")
            big = big or not -2**31 <= o < 2**31
        elif isinstance(o, float):
            kinds.add("float")
        elif isinstance(o, complex):
            kinds.add("complex")
        else:
            kinds.add("other")

    walk(obj)
    if "other" in kinds or dtypes:
        return None
    for kind, dtype in (("complex", mx.complex64), ("float", mx.float32)):
        if kind in kinds:
            return dtype
    if "int" in kinds:
        return mx.int64 if big else mx.int32
    return mx.bool_ if kinds else mx.float32


def _on(stream: Any, obj: Any, dtype: Any) -> Any:
    with mx.stream(stream):
        return mx.array(obj, dtype=dtype) if dtype is not None else mx.array(obj)


def _fill_dtype(value: Any) -> Any:
    if isinstance(value, builtins.bool):
        return mx.bool_
    if isinstance(value, int):
        return mx.int32
    if isinstance(value, float):
        return mx.float32
    if isinstance(value, complex):
        return mx.complex64
    raise TypeError(f"xpagnostic.mlx.full: fill_value must be a Python scalar, got {value!r}")


def arange(start: int | float, /, stop: int | float | None = None, step: int | float = 1, *,
           dtype: Any = None, device: Any = None) -> Array:
    try:
        dtype = dtype_or_none("arange", dtype)
        stream = stream_of("arange", device)
        if stop is None:
            start, stop = 0, start
        if dtype is None:
            dtype = mx.float32 if any(isinstance(v, float) for v in (start, stop, step)) \
                else mx.int32
        if step == 0:
            raise ValueError("xpagnostic.mlx.arange: step must not be 0")
        n = builtins.max(0, math.ceil((stop - start) / step))
        if n == 0:
            return mx.zeros((0,), dtype=dtype, stream=stream)
        if dtype in d.REAL_FLOATING and dtype != mx.float64:
            # In float64, as NumPy computes them; then cast.
            out = mx.arange(n, dtype=mx.float64 if stream is None and
                            mx.default_device() == mx.cpu else mx.float32, stream=stream)
            return (out * step + start).astype(dtype)
        if dtype in d.INTEGER:
            return (mx.arange(n, dtype=dtype, stream=stream) * dtype_cast(step, dtype)
                    + dtype_cast(start, dtype))
        return mx.arange(n, dtype=dtype, stream=stream) * step + start
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("arange", e, (start,), {"stop": stop, "step": step, "dtype": dtype,
                                            "device": device})


def dtype_cast(value: Any, dtype: Any) -> Any:
    return mx.array(value, dtype=dtype)


def empty(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Array:
    try:
        return mx.zeros(shape_tuple("empty", shape),
                        dtype=dtype_or_none("empty", dtype) or mx.float32,
                        stream=stream_of("empty", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("empty", e, (), {"shape": shape, "dtype": dtype, "device": device})


def zeros(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Array:
    try:
        return mx.zeros(shape_tuple("zeros", shape),
                        dtype=dtype_or_none("zeros", dtype) or mx.float32,
                        stream=stream_of("zeros", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("zeros", e, (), {"shape": shape, "dtype": dtype, "device": device})


def ones(shape: int | tuple[int, ...], *, dtype: Any = None, device: Any = None) -> Array:
    try:
        return mx.ones(shape_tuple("ones", shape),
                       dtype=dtype_or_none("ones", dtype) or mx.float32,
                       stream=stream_of("ones", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("ones", e, (), {"shape": shape, "dtype": dtype, "device": device})


def full(shape: int | tuple[int, ...], fill_value: builtins.bool | int | float | complex, *,
         dtype: Any = None, device: Any = None) -> Array:
    try:
        dtype = dtype_or_none("full", dtype) or _fill_dtype(fill_value)
        value = mx.array(fill_value, dtype=dtype) if not isinstance(fill_value, _A) \
            else fill_value.astype(dtype)
        return mx.full(shape_tuple("full", shape), value, dtype=dtype,
                       stream=stream_of("full", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("full", e, (), {"shape": shape, "fill_value": fill_value, "dtype": dtype,
                                    "device": device})


def empty_like(x: Array, /, *, dtype: Any = None, device: Any = None) -> Array:
    try:
        x = as_array(x, "empty_like")
        return mx.zeros(x.shape, dtype=dtype_or_none("empty_like", dtype) or x.dtype,
                        stream=stream_of("empty_like", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("empty_like", e, (x,), {"dtype": dtype, "device": device})


def zeros_like(x: Array, /, *, dtype: Any = None, device: Any = None) -> Array:
    try:
        x = as_array(x, "zeros_like")
        return mx.zeros(x.shape, dtype=dtype_or_none("zeros_like", dtype) or x.dtype,
                        stream=stream_of("zeros_like", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("zeros_like", e, (x,), {"dtype": dtype, "device": device})


def ones_like(x: Array, /, *, dtype: Any = None, device: Any = None) -> Array:
    try:
        x = as_array(x, "ones_like")
        return mx.ones(x.shape, dtype=dtype_or_none("ones_like", dtype) or x.dtype,
                       stream=stream_of("ones_like", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("ones_like", e, (x,), {"dtype": dtype, "device": device})


def full_like(x: Array, /, fill_value: builtins.bool | int | float | complex, *,
              dtype: Any = None, device: Any = None) -> Array:
    try:
        x = as_array(x, "full_like")
        dtype = dtype_or_none("full_like", dtype) or x.dtype
        return mx.full(x.shape, mx.array(fill_value, dtype=dtype), dtype=dtype,
                       stream=stream_of("full_like", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("full_like", e, (x,), {"fill_value": fill_value, "dtype": dtype,
                                           "device": device})


def eye(n_rows: int, n_cols: int | None = None, /, *, k: int = 0, dtype: Any = None,
        device: Any = None) -> Array:
    try:
        return mx.eye(n_rows, n_cols, k=k, dtype=dtype_or_none("eye", dtype) or mx.float32,
                      stream=stream_of("eye", device))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("eye", e, (n_rows, n_cols), {"k": k, "dtype": dtype, "device": device})


def linspace(start: int | float | complex, stop: int | float | complex, /, num: int, *,
             dtype: Any = None, device: Any = None,
             endpoint: builtins.bool = True) -> Array:
    try:
        dtype = dtype_or_none("linspace", dtype)
        stream = stream_of("linspace", device)
        if dtype is None:
            dtype = mx.complex64 if isinstance(start, complex) or isinstance(stop, complex) \
                else mx.float32
        if num < 0:
            raise ValueError(f"xpagnostic.mlx.linspace: num must be non-negative, got {num}")
        if dtype in d.COMPLEX_FLOATING:
            re_ = linspace(complex(start).real, complex(stop).real, num, endpoint=endpoint,
                           device=device)
            im = linspace(complex(start).imag, complex(stop).imag, num, endpoint=endpoint,
                          device=device)
            return (re_.astype(dtype) + 1j * im.astype(dtype)).astype(dtype)
        if num == 0:
            return mx.zeros((0,), dtype=dtype, stream=stream)
        div = (num - 1) if endpoint else num
        work = mx.float64 if mx.default_device() == mx.cpu and stream is None else mx.float32
        i = mx.arange(num, dtype=work, stream=stream)
        step = (stop - start) / div if div > 0 else 0.0
        out = i * step + start
        if endpoint and num > 1:
            out = mx.where(i == num - 1, mx.array(stop, dtype=work), out)
        return out.astype(dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linspace", e, (start, stop), {"num": num, "dtype": dtype, "device": device,
                                                   "endpoint": endpoint})


def meshgrid(*arrays: Array, indexing: str = "xy") -> tuple[Array, ...]:
    try:
        arrays = tuple(as_array(a, "meshgrid") for a in arrays)
        if indexing not in ("xy", "ij"):
            raise ValueError(f"xpagnostic.mlx.meshgrid: indexing must be 'xy' or 'ij', got "
                             f"{indexing!r}")
        if not arrays:
            return ()
        if builtins.len({a.dtype for a in arrays}) > 1:
            raise TypeError("xpagnostic.mlx.meshgrid: the arrays must have one dtype")
        return tuple(mx.meshgrid(*arrays, indexing=indexing))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("meshgrid", e, arrays, {"indexing": indexing})  # type: ignore[no-any-return]


def tril(x: Array, /, *, k: int = 0) -> Array:
    try:
        x = as_array(x, "tril")
        if x.ndim < 2:
            raise ValueError(f"{named('tril')}: expected at least 2 dimensions, got {x.ndim}")
        n, m = x.shape[-2:]
        mask = mx.tri(n, m, k=k, dtype=mx.bool_)
        return mx.where(mask, x, mx.zeros((), dtype=x.dtype))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tril", e, (x,), {"k": k})


def triu(x: Array, /, *, k: int = 0) -> Array:
    try:
        x = as_array(x, "triu")
        if x.ndim < 2:
            raise ValueError(f"{named('triu')}: expected at least 2 dimensions, got {x.ndim}")
        n, m = x.shape[-2:]
        mask = mx.tri(n, m, k=k - 1, dtype=mx.bool_)
        return mx.where(mask, mx.zeros((), dtype=x.dtype), x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("triu", e, (x,), {"k": k})


def from_dlpack(x: Any, /, *, device: Any = None, copy: builtins.bool | None = None) -> Array:
    try:
        stream_of("from_dlpack", device)
        if isinstance(x, _A):
            return mx.array(x) if copy else x
        if copy is False:
            raise BufferError("xpagnostic.mlx.from_dlpack: MLX copies what it imports "
                              "(copy=False cannot be honoured)")
        if not hasattr(x, "__dlpack__"):
            raise TypeError(f"xpagnostic.mlx.from_dlpack: {type(x).__qualname__} has no "
                            "__dlpack__")
        return mx.from_dlpack(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("from_dlpack", e, (x,), {"device": device, "copy": copy})


_helpers.array_like = asarray

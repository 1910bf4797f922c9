"""Data type functions of xpagnostic.mlx (standard chapter "Data Type Functions").

``result_type`` and ``can_cast`` read the promotion table of ``_dtypes`` (MLX's operators'
own, the standard's lattice where MLX has the dtypes); ``finfo`` and ``iinfo`` give the
standard's result objects from MLX's.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from .._common._data_type_functions import can_cast_for, finfo_for, iinfo_for
from .._common._dtypes import unknown_kind
from . import _dtypes as d
from ._errors import fail
from ._helpers import PY_SCALARS, Array, as_array, check_dtype, stream_of
from ._names import named

__all__ = ["astype", "can_cast", "finfo", "iinfo", "isdtype", "result_type"]

_A = mx.array


def astype(x: Array, dtype: Any, /, *, copy: builtins.bool = True,
           device: Any = None) -> Array:
    try:
        x = as_array(x, "astype")
        dtype = check_dtype("astype", dtype)
        stream = stream_of("astype", device)
        if x.dtype in d.COMPLEX_FLOATING and dtype not in d.COMPLEX_FLOATING:
            raise TypeError("xpagnostic.mlx.astype: a complex array casts only to a complex "
                            "dtype (take real() or imag() first)")
        if x.dtype == dtype and not copy:
            return x
        return x.astype(dtype, stream=stream)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("astype", e, (x, dtype), {"copy": copy, "device": device})


def _dtype_of(fname: str, x: Any) -> Any:
    return x.dtype if isinstance(x, _A) else check_dtype(fname, x)


def _kind_of(dtype: Any) -> str:
    for kind in ("bool", "unsigned integer", "signed integer", "real floating",
                 "complex floating"):
        if dtype in d.KINDS[kind]:
            return kind
    raise KeyError(dtype)


def isdtype(dtype: Any, kind: Any) -> builtins.bool:
    try:
        dtype = check_dtype("isdtype", dtype)
        kinds = kind if isinstance(kind, tuple) else (kind,)
        for k in kinds:
            if isinstance(k, str):
                if k not in d.KINDS:
                    raise unknown_kind(named("isdtype"), k)
                if dtype in d.KINDS[k]:
                    return True
            elif isinstance(k, (mx.Dtype, d.UnsupportedDtype)):
                if dtype == k:
                    return True
            else:
                raise TypeError(f"xpagnostic.mlx.isdtype: kind must be a dtype, a kind name "
                                f"or a tuple of them, got {k!r}")
        return False
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isdtype", e, (), {"dtype": dtype, "kind": kind})  # type: ignore[no-any-return]


def _scalar_dtype(value: Any, dtype: Any) -> Any:
    """The dtype a Python scalar takes beside an array of ``dtype`` (the standard's rule)."""
    if isinstance(value, builtins.bool):
        return dtype
    if isinstance(value, int):
        return dtype if dtype in d.NUMERIC else mx.int32
    if isinstance(value, float):
        return dtype if dtype in d.FLOATING else mx.float32
    return d.COMPLEX_OF.get(dtype, dtype) if dtype not in d.COMPLEX_FLOATING else dtype


def result_type(*arrays_and_dtypes: Any) -> Any:
    try:
        dtypes = [a.dtype if isinstance(a, _A) else check_dtype("result_type", a)
                  for a in arrays_and_dtypes if type(a) not in PY_SCALARS]
        scalars = [a for a in arrays_and_dtypes if type(a) in PY_SCALARS]
        if not dtypes:
            raise ValueError("xpagnostic.mlx.result_type: at least one array or dtype is "
                             "required")
        out = dtypes[0]
        for dt in dtypes[1:]:
            found = d.PROMOTION_TABLE.get((out, dt))
            if found is None:
                raise TypeError(f"xpagnostic.mlx.result_type: no result dtype for "
                                f"{d.name_of(out)} and {d.name_of(dt)}")
            out = found
        for s in scalars:
            out = _scalar_dtype(s, out)
        return out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("result_type", e, arrays_and_dtypes)


def _finfo_native(dtype: Any) -> Any:
    dtype = check_dtype("finfo", dtype)
    if dtype in d.COMPLEX_FLOATING:
        dtype = d.REAL_OF[dtype]
    if dtype not in d.REAL_FLOATING:
        raise TypeError(f"xpagnostic.mlx.finfo: {dtype!r} is not a floating-point dtype")
    return mx.finfo(dtype)


def _iinfo_native(dtype: Any) -> Any:
    dtype = check_dtype("iinfo", dtype)
    if dtype not in d.INTEGER:
        raise TypeError(f"xpagnostic.mlx.iinfo: {dtype!r} is not an integer dtype")
    info = mx.iinfo(dtype)
    return _IInfo(d.BITS[dtype], info.max, info.min, dtype)


class _IInfo:
    def __init__(self, bits: int, max: int, min: int, dtype: Any) -> None:
        self.bits, self.max, self.min, self.dtype = bits, max, min, dtype


def _native_can_cast(a: Any, b: Any) -> builtins.bool:
    return builtins.bool(mx.can_cast(a, b))


finfo = finfo_for(_finfo_native, lambda dt: dt, fail)
iinfo = iinfo_for(_iinfo_native, lambda dt: dt, fail)
can_cast = can_cast_for(_native_can_cast, d.name_of, fail)

"""Element-wise functions for NumPy: the standard's special cases of floor_divide, and of
complex expm1, log1p and tanh.

``floor_divide`` and complex ``tanh`` call NumPy's kernel, then ask one dot product of
the host arrays whether an input the kernel gets wrong is present; only then do they
mask (``xpagnostic._common._elementwise_functions``).  A non-finite term makes a dot product
non-finite, so a finite one clears every element at once; a false alarm (an overflowing
sum of finite terms) only takes the masked route, whose results are the same.
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from array_api_compat.numpy import clip as _compat_clip

from .._common._elementwise_functions import (
    ComplexPrimitives,
    Primitives,
    exact_where_infinite,
    expm1_for,
    log1p_for,
    tanh_limit,
)
from .._common._host import host_vdot
from ._errors import fail

__all__ = ["clip", "expm1", "floor_divide", "log1p", "tanh"]

_REAL_OPS = Primitives(np.isinf, np.where, np.divide, np.copysign,
                lambda x: np.asarray(x).dtype.kind == "f")
_ndarray = np.ndarray
_native_floor_divide = np.floor_divide
_vdot = host_vdot
_isfinite = math.isfinite
#: The common floating dtypes, asked by identity (NumPy's native-order builtin dtypes are
#: singletons) before the general ``kind`` read, which costs twice as much.
_FLOAT32, _FLOAT64 = np.dtype(np.float32), np.dtype(np.float64)


def _no_infinity(out: Any, x2: Any) -> bool:
    """Whether ``out`` (a floating ``floor_divide(x1, x2)``) holds no NaN or infinity and
    ``x2`` no infinity.  Then neither operand was infinite (an infinite dividend gives NaN,
    or ±inf over zero), so NumPy's quotient is the standard's (it signs zero quotients
    right)."""
    if type(x2) is _ndarray:
        return _isfinite(_vdot(x2, x2)) and _isfinite(_vdot(out, out))
    if type(x2) in (float, int, bool):
        return not math.isinf(x2) and _isfinite(_vdot(out, out))
    return not np.isinf(x2).any() and _isfinite(_vdot(out, out))


def floor_divide(x1: Any, x2: Any, /) -> Any:
    """NumPy's ``floor_divide``, with true division where an operand is infinite
    (``inf // 2`` is ``inf`` and ``1 // -inf`` is ``-0`` in the standard)."""
    try:
        out = _native_floor_divide(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("floor_divide", e, (x1, x2))
    dtype = out.dtype
    if dtype is not _FLOAT32 and dtype is not _FLOAT64 and dtype.kind != "f":
        return out
    try:  # one dot product checks both operands when x2 has out's size, the common case
        if _isfinite(_vdot(out, x2)):
            return out
    except ValueError:  # x2 broadcasts: a size of its own
        if _no_infinity(out, x2):
            return out
    return exact_where_infinite(_REAL_OPS, x1, x2, out)


def _make_complex(re: Any, im: Any) -> Any:
    out = np.empty(np.shape(re), dtype=np.result_type(re, np.complex64))
    out.real, out.imag = re, im
    return out


_COMPLEX_OPS = ComplexPrimitives(np.isfinite, np.where, lambda x: np.asarray(x).dtype.kind == "c",
                       np.real, np.imag, _make_complex, np.copysign, fail=fail)
expm1 = expm1_for(np.expm1, np.exp, _COMPLEX_OPS)
log1p = log1p_for(np.log1p, np.log, _COMPLEX_OPS)
_native_tanh = np.tanh
_real = np.real


def tanh(x: Any, /) -> Any:
    """NumPy's ``tanh``; for complex input with a real part of ``+inf`` and a finite
    imaginary part ``b``, ``1 ± 0j`` with the zero signed as ``b`` (NumPy signs it by
    ``sin(2b)``)."""
    out = _native_tanh(x)
    if out.dtype.kind != "c":
        return out
    re = x.real if type(x) is _ndarray else _real(x)
    if _isfinite(_vdot(re, re)):  # no real part is infinite (or NaN)
        return out
    return tanh_limit(_COMPLEX_OPS, x, out)


def clip(x: Any, /, min: Any = None, max: Any = None) -> Any:
    """array-api-compat's ``clip``, with the standard's parameters only (``_common._keywords``)."""
    try:
        return _compat_clip(x, min, max)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("clip", e, (x,), {"min": min, "max": max})

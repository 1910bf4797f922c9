"""Data type functions for torch: ``finfo``/``iinfo`` whose ``.dtype`` is a real dtype,
``can_cast`` by the standard's promotion rules (``torch.can_cast`` allows narrowing casts
such as ``int64`` to ``int8``), and ``result_type`` that ``torch.compile`` traces.

array-api-compat's ``result_type`` asks ``torch.result_type`` where the standard's table
has no answer (mixed kinds, Python scalars); Dynamo cannot trace that call (it returns a
dtype, not a tensor) and breaks the graph.  Ours gives the same answers, worked out once
per combination of dtypes, ranks (0-d or not) and scalar types, by a function Dynamo
calls while tracing (see ``xpagnostic._tracing``); the promoting paths of the element-wise
functions use it too.
"""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from .._common._data_type_functions import can_cast_for, finfo_for, iinfo_for
from .._common._dtypes import promote_names, promote_names_cross_kind
from .._tracing import traced_as_constant
from ._errors import fail
from ._unsigned import UNSIGNED_WIDE

__all__ = ["can_cast", "finfo", "iinfo", "isdtype", "result_type"]

_isdtype = _compat.isdtype


def _named(name: Any) -> Any:
    # torch.finfo(...).dtype is a name such as "float32".
    return getattr(torch, str(name)) if isinstance(name, str) else name


finfo = finfo_for(torch.finfo, _named, fail)
iinfo = iinfo_for(torch.iinfo, _named, fail)


def _name(dtype: Any) -> str:
    return str(dtype).removeprefix("torch.")


@traced_as_constant
def _native_can_cast(from_: Any, to: Any) -> bool:
    """``torch.can_cast``, which Dynamo cannot trace (it returns a bool): called while
    tracing, its answer a constant of the graph."""
    return bool(torch.can_cast(from_, to))


can_cast = can_cast_for(_native_can_cast, _name, fail)


def isdtype(dtype: Any, kind: Any) -> bool:
    """array-api-compat's ``isdtype``, which also takes a dtype by its standard name as the
    other namespaces do (it would answer False for one)."""
    if type(dtype) is str:
        dtype = getattr(torch, dtype) if dtype in _NAMES else _not_a_dtype(dtype)
    return _isdtype(dtype, kind)  # type: ignore[no-any-return]


_NAMES = frozenset({"bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                    "uint64", "float16", "bfloat16", "float32", "float64", "complex64",
                    "complex128"})


def _not_a_dtype(name: str) -> Any:
    raise TypeError(f"xpagnostic.torch.isdtype: {name!r} is not a data type of this namespace")


_PY_SCALARS = (bool, int, float, complex)
#: A value of each Python scalar type: torch's promotion looks at the type only.
_SAMPLE = {bool: True, int: 1, float: 1.0, complex: 1j}


def _key(x: Any) -> Any:
    """What promotion looks at: a dtype; a tensor's dtype and whether it is 0-d; a Python
    scalar's type."""
    if isinstance(x, torch.dtype):
        return x
    if isinstance(x, _PY_SCALARS):
        return type(x) if type(x) in _SAMPLE else float
    return (x.dtype, x.ndim == 0)


#: keys -> result dtype, filled as combinations are met.
_RESULTS: dict[tuple[Any, ...], Any] = {}


@traced_as_constant
def _result_of(keys: tuple[Any, ...]) -> Any:
    """``result_type`` of operands described by ``keys`` (see :func:`_key`), as
    array-api-compat computes it: the standard's table, else ``torch.result_type``."""
    result = _RESULTS.get(keys)
    if result is None:
        result = _RESULTS[keys] = _work_out(keys)
    return result


def _work_out(keys: tuple[Any, ...]) -> Any:
    operands = [_operand(k) for k in keys]
    if len(operands) == 1:
        return _dtype_of(operands[0])
    if len(operands) == 2:  # two operands are promoted in their order (two scalars too)
        return _dtype_of(_pair(*operands))
    # More: Python scalars last, after the arrays and dtypes.
    scalars = [o for o in operands if isinstance(o, _PY_SCALARS)]
    others = [o for o in operands if not isinstance(o, _PY_SCALARS)]
    if not others:
        raise ValueError("xpagnostic.torch.result_type: at least one array or dtype is needed")
    result = others[0]
    for o in others[1:] + scalars:
        result = _pair(result, o)
    return _dtype_of(result)


def _operand(key: Any) -> Any:
    if isinstance(key, torch.dtype):
        return torch.empty(0, dtype=key)  # torch.result_type takes tensors, not dtypes
    if isinstance(key, tuple):
        dtype, zero_d = key
        return torch.empty(() if zero_d else (1,), dtype=dtype)
    return _SAMPLE[key]


def _dtype_of(x: Any) -> Any:
    return x.dtype if isinstance(x, torch.Tensor) else x


def _pair(x: Any, y: Any) -> Any:
    """The promotion of two operands, as a tensor of the result dtype."""
    if isinstance(x, torch.Tensor) and isinstance(y, torch.Tensor):
        name = promote_names(_name(x.dtype), _name(y.dtype))
        if name is not None:
            return torch.empty(0, dtype=getattr(torch, name))
    if _unsigned_wide(x):
        return _unsigned_pair(x, y)
    if _unsigned_wide(y):
        return _unsigned_pair(y, x)
    return torch.empty(0, dtype=torch.result_type(x, y))


def _unsigned_wide(x: Any) -> bool:
    return isinstance(x, torch.Tensor) and x.dtype in UNSIGNED_WIDE


def _unsigned_pair(u: Any, other: Any) -> Any:
    """:func:`_pair` for ``u``, a ``uint16``/``uint32``/``uint64`` tensor, which
    ``torch.result_type`` refuses to promote: a bool or Python ``int`` gives way to it; a
    signed integer tensor meets ``uint64`` as NumPy's ``float64`` (the standard leaves it
    open); a floating or complex operand promotes as it does with any integer tensor in
    torch."""
    if isinstance(other, torch.Tensor):
        if other.dtype is torch.bool:
            return torch.empty(0, dtype=u.dtype)
        if not (other.dtype.is_floating_point or other.dtype.is_complex):
            name = promote_names_cross_kind(_name(u.dtype), _name(other.dtype))
            return torch.empty(0, dtype=getattr(torch, str(name)))
    elif isinstance(other, (bool, int)):
        return torch.empty(0, dtype=u.dtype)
    integer = torch.empty(() if u.ndim == 0 else (1,), dtype=torch.int64)
    return torch.empty(0, dtype=torch.result_type(integer, other))


def result_type(*arrays_and_dtypes: Any) -> Any:
    try:
        if not arrays_and_dtypes:
            raise ValueError("xpagnostic.torch.result_type: at least one array or dtype is "
                             "needed")
        return _result_of(tuple(_key(x) for x in arrays_and_dtypes))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("result_type", e, arrays_and_dtypes, retry=result_type)

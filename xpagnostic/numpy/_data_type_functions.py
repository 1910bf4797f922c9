"""Data type functions for NumPy: ``finfo``/``iinfo`` limits as Python numbers; ``isdtype``
takes a dtype by its standard name, as NumPy's other functions do."""

from __future__ import annotations

from typing import Any

import numpy as np

from .._common._data_type_functions import finfo_for, iinfo_for
from .._common._dtypes import DTYPE_NAMES, KINDS
from ._errors import fail

__all__ = ["finfo", "iinfo", "isdtype"]

finfo = finfo_for(np.finfo, np.dtype)
iinfo = iinfo_for(np.iinfo, np.dtype)
_isdtype = np.isdtype

#: The standard's dtypes (and float16) by dtype object, scalar type and name.
_KNOWN: dict[Any, np.dtype[Any]] = {}
for _name in (*DTYPE_NAMES, "float16"):
    _dt = np.dtype(_name)
    _KNOWN.update({_dt: _dt, _dt.type: _dt, _name: _dt})
#: kind -> the dtypes of ``_KNOWN`` NumPy's ``isdtype`` says are of that kind.
_OF_KIND = {kind: frozenset(dt for dt in set(_KNOWN.values()) if _isdtype(dt, kind))
            for kind in KINDS}
del _name, _dt


def isdtype(dtype: Any, kind: Any) -> bool:
    """NumPy's ``isdtype`` (its answers for the standard's dtypes are tabled once, as
    NumPy's own function rebuilds its sets of dtypes on every call), which also takes a
    dtype by its standard name."""
    try:
        dt = _KNOWN[dtype]
        if type(kind) is str:
            return dt in _OF_KIND[kind]
        if type(kind) is tuple:
            return any(dt in _OF_KIND[k] if type(k) is str else dt == _KNOWN[k] for k in kind)
        return dt == _KNOWN[kind]
    except (KeyError, TypeError):  # anything else: NumPy's own answer, or its error
        pass
    try:
        return _isdtype(dtype, kind)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isdtype", e, (), {"dtype": dtype, "kind": kind}, retry=isdtype)  # type: ignore[no-any-return]

"""Data type functions for NumPy: ``finfo``/``iinfo`` limits as Python numbers; ``isdtype``
takes a dtype by its standard name, as NumPy's other functions do."""

from __future__ import annotations

from typing import Any

import numpy as np

from .._common._data_type_functions import finfo_for, iinfo_for
from .._common._dtypes import DTYPE_NAMES
from .._common._errors import failed

__all__ = ["finfo", "iinfo", "isdtype"]

finfo = finfo_for(np.finfo, np.dtype)
iinfo = iinfo_for(np.iinfo, np.dtype)
_isdtype = np.isdtype
_DTYPES = {name: np.dtype(name) for name in DTYPE_NAMES}


def isdtype(dtype: Any, kind: Any) -> bool:
    try:
        return _isdtype(dtype, kind)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return failed("xpagnostic.numpy.isdtype", "numpy", e, (dtype, kind),  # type: ignore[no-any-return]
                      retry=isdtype, dtypes=_DTYPES)

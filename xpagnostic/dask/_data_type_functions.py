"""Data type functions for Dask: ``finfo``/``iinfo`` limits as Python numbers, and
``can_cast``/``result_type`` that read an array by its dtype.

Dask arrays carry NumPy dtypes, so NumPy's own tables answer.  ``numpy.can_cast``
given a Dask array would compute it (NumPy converts the argument to an array);
these functions look at ``.dtype`` only.  ``float16``, the extension dtype NumPy has, is
NumPy's own, as on ``xpagnostic.numpy``.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .._common._data_type_functions import can_cast_for, finfo_for, iinfo_for

__all__ = ["can_cast", "finfo", "float16", "iinfo", "result_type"]

float16 = np.float16
finfo = finfo_for(np.finfo, np.dtype)
iinfo = iinfo_for(np.iinfo, np.dtype)
can_cast = can_cast_for(lambda a, b: bool(np.can_cast(a, b)), lambda dt: np.dtype(dt).name)

_PY_SCALARS = (bool, int, float, complex)


def result_type(*arrays_and_dtypes: Any) -> Any:
    """The promoted dtype; arrays are read by their dtype, never converted."""
    args = [a if isinstance(a, (*_PY_SCALARS, type, np.dtype)) or not hasattr(a, "dtype")
            else a.dtype for a in arrays_and_dtypes]
    return np.result_type(*args)

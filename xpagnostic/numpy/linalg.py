"""The ``linalg`` extension of the Array API 2025.12 standard for ``numpy`` arrays.

array-api-compat's, with ``cross`` calling NumPy directly inside a ``try`` whose
``except`` clause keeps the error contract (``_errors``); ``matmul`` and ``tensordot`` are
the main namespace's."""

from typing import Any

import numpy as np
from array_api_compat.numpy.linalg import *

from ._errors import fail
from ._linear_algebra_functions import matmul, tensordot

_cross = np.cross


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        return _cross(x1, x2, axis=axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.cross", e, (x1, x2), {"axis": axis})

"""Data type functions for NumPy: ``finfo``/``iinfo`` limits as Python numbers."""

from __future__ import annotations

import numpy as np

from .._common._data_type_functions import finfo_for, iinfo_for

__all__ = ["finfo", "iinfo"]

finfo = finfo_for(np.finfo, np.dtype)
iinfo = iinfo_for(np.iinfo, np.dtype)

"""The ``linalg`` extension of the Array API 2025.12 standard for ``torch`` arrays.

On ``uint16``/``uint32``/``uint64``, which torch has no kernels for: ``matmul``,
``tensordot``, ``vecdot``, ``cross``, ``outer`` and ``matrix_power`` on the same-width
signed bit patterns (after promotion, which torch does not do for them); ``trace`` in
``int64`` read as ``uint64`` (see ``_unsigned.py``).
"""

from typing import Any

import torch
from array_api_compat.torch import linalg as _compat_linalg
from array_api_compat.torch.linalg import *

from ._data_type_functions import result_type
from ._unsigned import UNSIGNED, int64_of, pair_on_bits, values_moved

matmul = pair_on_bits(_compat_linalg.matmul, result_type)
tensordot = pair_on_bits(_compat_linalg.tensordot, result_type)
vecdot = pair_on_bits(_compat_linalg.vecdot, result_type)
cross = pair_on_bits(_compat_linalg.cross, result_type)
outer = pair_on_bits(_compat_linalg.outer, result_type)  # torch promotes these with nothing
matrix_power = values_moved(_compat_linalg.matrix_power)
_trace = _compat_linalg.trace


def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    if x.dtype in UNSIGNED:
        if dtype is None or dtype is torch.uint64:
            return _trace(int64_of(x), offset=offset).view(torch.uint64)
        if not (dtype.is_floating_point or dtype.is_complex):
            return _trace(int64_of(x), offset=offset).to(dtype)
        x, dtype = x.to(dtype), None
    return _trace(x, offset=offset, dtype=dtype)

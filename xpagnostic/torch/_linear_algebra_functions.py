"""Linear algebra functions for torch: ``tensordot`` and ``vecdot`` on
``uint16``/``uint32``/``uint64``, which torch has no kernels for, on the same-width signed
bit patterns (the same sums of products modulo ``2**bits``; see ``_unsigned.py``)."""

from __future__ import annotations

import array_api_compat.torch as _compat

from ._data_type_functions import result_type
from ._unsigned import pair_on_bits

__all__ = ["tensordot", "vecdot"]

tensordot = pair_on_bits(_compat.tensordot, result_type)
vecdot = pair_on_bits(_compat.vecdot, result_type)

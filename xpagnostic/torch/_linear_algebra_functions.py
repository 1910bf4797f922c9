"""Linear algebra functions for torch (the standard's main namespace; ``matmul`` is an
element-wise module's fast path).  Each calls torch directly where array-api-compat's
function would only rename an argument, else array-api-compat's, inside a ``try`` whose
``except`` clause keeps the error contract (``_errors``).  On ``uint16``/``uint32``/``uint64``,
which torch has no kernels for (or promotes with nothing), ``tensordot`` and ``vecdot`` run on
the same-width signed bit patterns after promotion (the same sums of products modulo
``2**bits``; see ``_unsigned.py``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import array_api_compat.torch as _compat
import torch

from ._compiled import dtype_checked
from ._data_type_functions import result_type
from ._errors import fail
from ._unsigned import failed_on_unsigned, paired_on_bits

__all__ = ["matrix_transpose", "tensordot", "vecdot"]

_Tensor = torch.Tensor
_transpose, _tensordot = torch.transpose, torch.tensordot
_compat_vecdot, _compat_tensordot = _compat.vecdot, _compat.tensordot
#: The unsigned route of ``tensordot`` and ``vecdot`` (and ``linalg``'s ``cross``, ``outer``).
on_bits = paired_on_bits(result_type)


def matrix_transpose(x: Any, /) -> Any:
    try:
        if x.ndim < 2:
            raise ValueError("xpagnostic.torch.matrix_transpose: expected an array of at "
                             f"least two dimensions, got shape {tuple(x.shape)}")
        return _transpose(x, -1, -2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("matrix_transpose", e, (x,))


@dtype_checked(on_bits, arrays=2)
def tensordot(x1: Any, x2: Any, /, *,
              axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    try:
        if type(x1) is _Tensor and type(x2) is _Tensor and x1.dtype is x2.dtype:
            return _tensordot(x1, x2, dims=axes)
        return _compat_tensordot(x1, x2, axes=axes)  # promotes first
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x1, x2):
            return on_bits(tensordot, x1, x2, axes=axes)
        return fail("tensordot", e, (x1, x2), {"axes": axes})


@dtype_checked(on_bits, arrays=2)
def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    try:
        return _compat_vecdot(x1, x2, axis=axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x1, x2):
            return on_bits(vecdot, x1, x2, axis=axis)
        return fail("vecdot", e, (x1, x2), {"axis": axis})

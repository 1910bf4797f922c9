"""Manipulation and utility functions for NumPy with the 2025.12 signatures, calling NumPy directly
(array-api-compat's run two Python frames, its namespace adapter's and its own), inside a
``try`` whose ``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._errors import fail

__all__ = ["broadcast_shapes", "diff", "permute_dims", "reshape"]

_broadcast_shapes, _diff, _transpose, _reshape = (np.broadcast_shapes, np.diff,
                                                  np.transpose, np.reshape)
_ndarray = np.ndarray


def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]:
    try:
        return _broadcast_shapes(*shapes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_shapes", e, shapes)  # type: ignore[no-any-return]


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        return _transpose(x, axes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("permute_dims", e, (x,), {"axes": axes})


def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    try:
        if type(x) is _ndarray:
            return x.reshape(shape, copy=copy)
        return _reshape(x, shape, copy=copy)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("reshape", e, (x,), {"shape": shape, "copy": copy})


def diff(x: Any, /, *, axis: int = -1, n: int = 1, prepend: Any = None,
         append: Any = None) -> Any:
    """NumPy's ``diff``; ``prepend=None`` and ``append=None`` add nothing (NumPy reads an
    explicit ``None`` as a value to join)."""
    try:
        if prepend is None and append is None:
            return _diff(x, n, axis)
        extra = {k: v for k, v in (("prepend", prepend), ("append", append)) if v is not None}
        return _diff(x, n, axis, **extra)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("diff", e, (x,), {"axis": axis, "n": n, "prepend": prepend, "append": append})

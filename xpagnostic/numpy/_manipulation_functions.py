"""Manipulation functions for NumPy with the 2025.12 signatures, calling NumPy directly
(array-api-compat's run two Python frames, its namespace adapter's and its own), inside a
``try`` whose ``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._errors import fail

__all__ = ["broadcast_shapes", "permute_dims"]

_broadcast_shapes, _transpose = np.broadcast_shapes, np.transpose


def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]:
    try:
        return _broadcast_shapes(*shapes)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("broadcast_shapes", e, shapes)  # type: ignore[no-any-return]


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        return _transpose(x, axes)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("permute_dims", e, (x, axes))

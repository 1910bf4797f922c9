"""The Tensor facade's adapter to NumPy arrays: the reference the facade follows, so only
NumPy's scalar results need work.

Imported when a NumPy array first reaches the facade (``ADAPTERS`` of
:mod:`xpagnostic._facade._adapters`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from .._facade._adapters import ArrayAdapter


class NumPyArrays(ArrayAdapter):
    """NumPy: the reference; keys pass unchanged, scalar results become 0-d arrays."""

    @staticmethod
    def scalar_converter(obj: Any) -> Callable[[Any], Any] | None:  # type: ignore[override]
        return np.asarray if isinstance(obj, np.generic) else None

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return key

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        out = raw[key]
        if type(out) is type(raw):
            return out
        # A single element is a NumPy scalar: made a 0-d array, as every other backend gives.
        return np.asarray(out) if isinstance(out, np.generic) else out

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        return raw, False

    @classmethod
    def to_numpy(cls, raw: Any, dtype: Any, copy: bool | None, backend: str) -> Any:
        if copy is None:
            return np.asarray(raw, dtype=dtype)
        return np.asarray(raw, dtype=dtype, copy=copy)

"""Data type functions for torch: ``finfo``/``iinfo`` whose ``.dtype`` is a real dtype, and
``can_cast`` by the standard's promotion rules (``torch.can_cast`` allows narrowing casts
such as ``int64`` to ``int8``)."""

from __future__ import annotations

from typing import Any

import torch

from .._common._data_type_functions import can_cast_for, finfo_for, iinfo_for

__all__ = ["can_cast", "finfo", "iinfo"]


def _named(name: Any) -> Any:
    # torch.finfo(...).dtype is a name such as "float32".
    return getattr(torch, str(name)) if isinstance(name, str) else name


finfo = finfo_for(torch.finfo, _named)
iinfo = iinfo_for(torch.iinfo, _named)


def _name(dtype: Any) -> str:
    return str(dtype).removeprefix("torch.")


can_cast = can_cast_for(torch.can_cast, _name)

"""Data type functions for torch: ``finfo``/``iinfo`` whose ``.dtype`` is a real dtype."""

from __future__ import annotations

from typing import Any

import torch

from .._common._data_types import finfo_for, iinfo_for

__all__ = ["finfo", "iinfo"]


def _named(name: Any) -> Any:
    # torch.finfo(...).dtype is a name such as "float32".
    return getattr(torch, str(name)) if isinstance(name, str) else name


finfo = finfo_for(torch.finfo, _named)
iinfo = iinfo_for(torch.iinfo, _named)

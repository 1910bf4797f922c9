"""The error path of the torch namespace's functions (``xpagnostic._common._errors``).

Each function that could break the error contract holds its body in a ``try``, and calls
:func:`fail` from its ``except`` clause: nothing runs on the happy path.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from .._common._dtypes import DTYPE_NAMES
from .._common._errors import failed

__all__: list[str] = []

#: The namespace's dtypes by their standard names.
DTYPES = {name: getattr(torch, name) for name in DTYPE_NAMES}


def fail(name: str, native: Exception, args: tuple[Any, ...],
         kwargs: dict[str, Any] | None = None,
         retry: Callable[..., Any] | None = None) -> Any:
    """``failed`` for ``xpagnostic.torch.<name>``; with ``retry``, a dtype given by its
    name is looked up and the call made again."""
    return failed(f"xpagnostic.torch.{name}", "torch", native, args, kwargs, retry=retry,
                  dtypes=DTYPES if retry is not None else None)

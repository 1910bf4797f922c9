"""The error path of the MLX namespace's functions (``xpagnostic._common._errors``).

The namespace's functions raise the contract's classes themselves where they check their
arguments; where MLX's own op raises (``ValueError`` for operands that do not broadcast,
``RuntimeError`` for a dtype its kernel lacks, ``IndexError`` for an axis), the ``except``
clause of the function's ``try`` calls :func:`fail`, which raises an exception that is both
the contract's class and MLX's.
"""

from __future__ import annotations

from typing import Any

from .._common._errors import failed
from . import _dtypes as d

__all__: list[str] = []

_DTYPES = d.ALL_BY_NAME


def fail(name: str, native: Exception, args: tuple[Any, ...],
         kwargs: dict[str, Any] | None = None, *, retry: Any = None) -> Any:
    """``failed`` for ``xpagnostic.mlx.<name>``; with ``retry``, a dtype given by its
    standard name is looked up and the call made again."""
    return failed(f"xpagnostic.mlx.{name}", "mlx", native, args, kwargs, retry=retry,
                  dtypes=_DTYPES if retry is not None else None)

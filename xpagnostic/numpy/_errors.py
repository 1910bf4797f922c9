"""The error path of the NumPy namespace's functions (``xpagnostic._common._errors``).

NumPy's own functions (ufuncs, array-function dispatchers) raise the error contract's
classes already and are re-exported unchanged.  The namespace's Python functions hold
their body in a ``try`` whose ``except`` clause calls :func:`fail`: an axis out of range
becomes :class:`xpagnostic.AxisError` (NumPy's ``AxisError`` too), and messages name the
function.
"""

from __future__ import annotations

from typing import Any

from .._common._errors import failed

__all__: list[str] = []


def fail(name: str, native: Exception, args: tuple[Any, ...],
         kwargs: dict[str, Any] | None = None) -> Any:
    """``failed`` for ``xpagnostic.numpy.<name>``."""
    return failed(f"xpagnostic.numpy.{name}", "numpy", native, args, kwargs)

"""The error path of the TensorFlow namespace's functions (``xpagnostic._common._errors``).

The namespace's functions raise the contract's classes themselves; where TensorFlow's op
raises (``InvalidArgumentError`` for operands that do not broadcast), the ``except``
clause of the function's ``try`` calls :func:`fail`, which raises an exception that is
both the contract's class and TensorFlow's.
"""

from __future__ import annotations

from typing import Any

from .._common._errors import failed

__all__: list[str] = []

#: TensorFlow's ops take NumPy's arrays: they are no mistake.
_ACCEPTED = frozenset({"numpy"})


def fail(name: str, native: Exception, args: tuple[Any, ...],
         kwargs: dict[str, Any] | None = None) -> Any:
    """``failed`` for ``xpagnostic.tensorflow.<name>``."""
    return failed(f"xpagnostic.tensorflow.{name}", "tensorflow", native, args, kwargs,
                  accepted=_ACCEPTED)

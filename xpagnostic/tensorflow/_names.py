"""The name an error message of the TensorFlow namespace starts with."""

from __future__ import annotations

from .._common._names import qualified

__all__ = ["named"]


def named(fname: str) -> str:
    """``fname`` (``"sum"``, ``"cross"``) as ``xpagnostic.tensorflow.sum``,
    ``xpagnostic.tensorflow.linalg.cross``."""
    return qualified("tensorflow", fname)

"""The name an error message of the MLX namespace starts with."""

from __future__ import annotations

from .._common._names import qualified

__all__ = ["named"]


def named(fname: str) -> str:
    """``fname`` (``"sum"``, ``"cross"``) as ``xpagnostic.mlx.sum``,
    ``xpagnostic.mlx.linalg.cross``."""
    return qualified("mlx", fname)

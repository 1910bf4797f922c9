"""Manipulation functions for torch: shape errors are ``ValueError``, as the standard says."""

from __future__ import annotations

from typing import Any

import torch

__all__ = ["broadcast_arrays", "broadcast_shapes", "broadcast_to"]


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        return tuple(torch.broadcast_shapes(*shapes))
    except RuntimeError as err:
        raise ValueError(f"xpagnostic.torch.broadcast_shapes: {err}") from None


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    shape = broadcast_shapes(*(a.shape for a in arrays))
    return tuple(torch.broadcast_to(a, shape) for a in arrays)


def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    try:
        return torch.broadcast_to(x, shape)
    except RuntimeError as err:
        raise ValueError(f"xpagnostic.torch.broadcast_to: cannot broadcast shape "
                         f"{tuple(x.shape)} to {tuple(shape)}: {err}") from None

"""Striped locks: atomic writes per Tensor without allocating a lock per Tensor.

A Tensor's in-place operators and ``__setitem__`` read its array, compute and store the
result.  On JAX and TensorFlow the store rebinds the wrapped array; on NumPy and PyTorch
an in-place operator still reads all of the array before writing it back.  Two threads
doing this on one Tensor unguarded lose one of the writes.  Each write therefore holds
the lock of its Tensor's stripe, chosen from the Tensor's ``id`` in a fixed pool:
writes to one Tensor are serialised, writes to different Tensors rarely share a lock,
and creating a Tensor costs nothing.  The locks are re-entrant, so a write that triggers
another write on a Tensor of the same stripe in the same thread cannot deadlock.
"""

from __future__ import annotations

import contextlib
import threading
from contextlib import AbstractContextManager
from typing import Any, Final

from .._tracing import dynamo_tracing

#: A prime number of stripes: object addresses are multiples of 16, and a prime modulus
#: spreads them over every stripe.
_STRIPES: Final = 61
_LOCKS: Final = tuple(threading.RLock() for _ in range(_STRIPES))
_NO_LOCK: Final = contextlib.nullcontext()


def lock_for(obj: object) -> AbstractContextManager[Any]:
    """The lock that guards writes to ``obj`` (none while ``torch.compile`` traces: see
    ``_tracing.dynamo_tracing``)."""
    if dynamo_tracing():
        return _NO_LOCK
    return _LOCKS[(id(obj) >> 4) % _STRIPES]

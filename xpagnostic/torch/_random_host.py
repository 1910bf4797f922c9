"""Eager CPU draws of ``xpagnostic.torch.random`` on NumPy's kernels over a tensor's memory,
the generator's rounds and the transforms: loaded on the first such draw, so that importing
the torch namespace does not import the NumPy one."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Final

import numpy as np
import torch

from .._common._random import RandomFunctions
from .._common._threefry import InPlaceWords, threefry2x32
from ..numpy._random import NumPyRandomGlue, shl_into

__all__ = ["HOST", "host_run", "on_host_kernels"]


class _HostNamespace:
    """The NumPy namespace with torch's ``sqrt``, which on the CPU is not always correctly
    rounded in float32 (NumPy's is): the transforms then give torch's own floats."""

    def __init__(self, xp: Any) -> None:
        self._xp = xp

    def __getattr__(self, name: str) -> Any:
        return getattr(self._xp, name)

    @staticmethod
    def sqrt(x: Any) -> Any:
        return torch.sqrt(torch.from_numpy(x)).numpy()


class _HostKernels(NumPyRandomGlue):
    """The in-place transforms of eager CPU draws on NumPy's kernels over a tensor's memory,
    with torch's ``log1p`` and ``sqrt``, the transforms' operations that round differently
    on the two frameworks: the floats are those torch's own kernels give (additions and
    products round alike everywhere)."""

    def __init__(self) -> None:
        super().__init__("torch", _HostNamespace(sys.modules["xpagnostic.numpy"]))

    def log1p_in_place(self, x: Any) -> Any:
        torch.from_numpy(x).log1p_()
        return x


HOST: Final = RandomFunctions(_HostKernels())


def on_host_kernels(transform: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``transform`` (an in-place transform of a block of int32 bits) run by the method of
    :data:`HOST` of the same name on the block's memory, where it is a method of the
    functions of ``xp.random`` (another function: ``transform`` itself)."""
    same = getattr(HOST, getattr(transform, "__name__", ""), None)
    if same is None or not isinstance(getattr(transform, "__self__", None), RandomFunctions):
        return transform

    def run(bits: torch.Tensor) -> torch.Tensor:
        out = same(bits.numpy().view(np.uint32))
        if out.ctypes.data == bits.data_ptr():  # written over the bits, as a float dtype
            return bits.view(torch.from_numpy(out[:0]).dtype)
        return torch.from_numpy(out)
    return run


def host_run(k0: torch.Tensor, k1: torch.Tensor, high: int, low: int, count: int,
              pair: bool) -> torch.Tensor:
    """Threefry of the counters ``(high, low .. low + count - 1)`` under a CPU key, by
    NumPy's in-place ``uint32`` rounds, written into a new int32 tensor of torch's own."""
    words = InPlaceWords(False, shl_into, np.empty_like)
    key0, key1 = (k.numpy().view(np.uint32) for k in (k0, k1))
    y0, y1 = threefry2x32(words, key0, key1, np.full((1,), high, dtype=np.uint32),
                          np.arange(low, low + count, dtype=np.uint32))
    out = torch.empty((count, 2) if pair else (count,), dtype=torch.int32, device="cpu")
    view = out.numpy().view(np.uint32)
    if pair:
        view[:, 0] = y0
        view[:, 1] = y1
    else:
        np.bitwise_xor(y0, y1, out=view)
    return out

"""``xpagnostic.torch.random``: JAX's functional random API on ``torch.Tensor``.

Keys are ``int32`` tensors of shape ``(2,)`` holding the bit patterns of JAX's ``uint32``
keys: torch's ``uint32`` is a storage type whose additions and shifts have no kernels, and
int32 words wrap exactly like unsigned ones.  The numbers are those of every other backend
(``docs/random.md``), on the key's device.  Eagerly, the generator's rounds run in place:
on the CPU by NumPy's ``uint32`` kernels on the tensors' memory (no masks after shifts,
and cheaper calls than torch's for the same arithmetic), in blocks that stay in the
processor's cache, into tensors torch allocates; under ``torch.compile``,
``torch.export``, ``torch.jit.trace`` and the ``torch.func`` transforms they are pure
tensor operations, which compile into one fused kernel.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, Final

import numpy as np
import torch

from .._common._random import RandomFunctions, bind
from .._common._random_backend import Backend
from .._common._threefry import InPlaceWords, Words, threefry2x32
from ..numpy.random import NumPyBackend
from ._compiled import eager

#: 131,072 counters a block on the CPU: the generator's three 512 KiB word buffers and the
#: normal transform's temporaries stay in a core's 2 MiB L2 cache, and each block's few
#: hundred operator calls cost little beside its arithmetic (measured fastest eagerly).
BLOCK: Final = 1 << 17


def _shl_into(x: Any, r: Any, out: Any) -> Any:
    return torch.bitwise_left_shift(x, r, out=out)


def _host_shl_into(x: Any, r: int, out: Any) -> Any:
    return np.left_shift(x, r, out=out)


def _host_run(k0: torch.Tensor, k1: torch.Tensor, high: int, low: int, count: int,
              pair: bool) -> torch.Tensor:
    """Threefry of the counters ``(high, low .. low + count - 1)`` under a CPU key, by
    NumPy's in-place ``uint32`` rounds, written into a new int32 tensor of torch's own."""
    words = InPlaceWords(False, _host_shl_into, np.empty_like)
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


class _HostKernels(NumPyBackend):
    """The in-place transforms of eager CPU draws on NumPy's kernels over a tensor's memory,
    with torch's ``log1p`` and ``sqrt``, the transforms' operations that round differently
    on the two frameworks: the floats are those torch's own kernels give (additions and
    products round alike everywhere)."""

    def __init__(self) -> None:
        super().__init__("torch", _HostNamespace(sys.modules["xpagnostic.numpy"]))

    def log1p_in_place(self, x: Any) -> Any:
        torch.from_numpy(x).log1p_()
        return x


_HOST: Final = RandomFunctions(_HostKernels())


def _on_host_kernels(transform: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """``transform`` (an in-place transform of a block of int32 bits) run by the method of
    :data:`_HOST` of the same name on the block's memory, where it is a method of the
    functions of ``xp.random`` (another function: ``transform`` itself)."""
    same = getattr(_HOST, getattr(transform, "__name__", ""), None)
    if same is None or not isinstance(getattr(transform, "__self__", None), RandomFunctions):
        return transform

    def run(bits: torch.Tensor) -> torch.Tensor:
        out = same(bits.numpy().view(np.uint32))
        if out.ctypes.data == bits.data_ptr():  # written over the bits, as a float dtype
            return bits.view(torch.from_numpy(out[:0]).dtype)
        return torch.from_numpy(out)
    return run


class TorchBackend(Backend):
    """PyTorch's glue: int32 words, in-place rounds when eager."""

    block = BLOCK

    def __init__(self) -> None:
        super().__init__("torch", sys.modules[__package__], torch.int32, {
            "bool": torch.bool, "int8": torch.int8, "int16": torch.int16,
            "int32": torch.int32, "int64": torch.int64, "uint8": torch.uint8,
            "uint16": torch.uint16, "uint32": torch.uint32, "uint64": torch.uint64,
            "float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32,
            "float64": torch.float64, "complex64": torch.complex64,
            "complex128": torch.complex128})

    def is_array(self, x: Any) -> bool:
        return isinstance(x, torch.Tensor)

    def to_device(self, x: Any, device: Any) -> Any:
        return x.to(device)

    def cast(self, x: Any, dtype: Any) -> Any:
        return x.to(dtype)

    def bitcast(self, x: Any, dtype: Any) -> Any:
        return x.view(dtype)

    def maximum(self, a: Any, b: Any) -> Any:
        if isinstance(b, (int, float)):
            return torch.clamp_min(a, b)
        return torch.maximum(a, b)

    def has_float64(self, x: Any) -> bool:
        return bool(x.device.type != "mps")

    def in_place(self, key: Any) -> InPlaceWords | None:
        if not eager():
            return None
        return InPlaceWords(True, _shl_into, torch.empty_like)

    def log1p_in_place(self, x: Any) -> Any:
        return x.log1p_()

    def _hash_run(self, w: Words, k0: Any, k1: Any, high: int, low: int, count: int,
                  pair: bool, device: Any) -> Any:
        if isinstance(w, InPlaceWords) and k0.device.type == "cpu":
            return _host_run(k0, k1, high, low, count, pair)
        return super()._hash_run(w, k0, k1, high, low, count, pair, device)

    def hash_map(self, k0: Any, k1: Any, shape: tuple[int, ...], fn: Callable[[Any], Any],
                 tag: str, in_place_fn: Callable[[Any], Any] | None = None) -> Any:
        if in_place_fn is not None and k0.device.type == "cpu" and eager():
            in_place_fn = _on_host_kernels(in_place_fn)
        return super().hash_map(k0, k1, shape, fn, tag, in_place_fn)

    def block_size(self, k0: Any) -> int | None:
        # On an accelerator a block is only one more launch per operation.
        return self.block if k0.device.type == "cpu" else None


bind(globals(), RandomFunctions(TorchBackend()))

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

import torch

from .._common._random import RandomFunctions, bind
from .._common._random_backend import RandomGlue
from .._common._threefry import InPlaceWords, Words
from ._compiled import eager

#: 131,072 counters a block on the CPU: the generator's three 512 KiB word buffers and the
#: normal transform's temporaries stay in a core's 2 MiB L2 cache, and each block's few
#: hundred operator calls cost little beside its arithmetic (measured fastest eagerly).
BLOCK: Final = 1 << 17


def _shl_into(x: Any, r: Any, out: Any) -> Any:
    return torch.bitwise_left_shift(x, r, out=out)


class TorchRandomGlue(RandomGlue):
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
            from ._random_host import host_run  # loaded by the first eager CPU draw
            return host_run(k0, k1, high, low, count, pair)
        return super()._hash_run(w, k0, k1, high, low, count, pair, device)

    def hash_map(self, k0: Any, k1: Any, shape: tuple[int, ...], fn: Callable[[Any], Any],
                 tag: str, in_place_fn: Callable[[Any], Any] | None = None) -> Any:
        if in_place_fn is not None and k0.device.type == "cpu" and eager():
            from ._random_host import on_host_kernels
            in_place_fn = on_host_kernels(in_place_fn)
        return super().hash_map(k0, k1, shape, fn, tag, in_place_fn)

    def block_size(self, k0: Any) -> int | None:
        # On an accelerator a block is only one more launch per operation.
        return self.block if k0.device.type == "cpu" else None


bind(globals(), RandomFunctions(TorchRandomGlue()))

"""Independent references for the random tests: Threefry-2x32 in plain Python integers, and
conversions of every backend's arrays to NumPy."""

from __future__ import annotations

from typing import Any

import numpy as np
from harness import to_numpy

_ROT = ((13, 15, 26, 6), (17, 29, 16, 24))
_M = 0xFFFFFFFF


def threefry(key: tuple[int, int], counter: tuple[int, int], rounds: int = 20
             ) -> tuple[int, int]:
    """Threefry-2x32 of one block, straight from the algorithm's definition (Salmon et al.
    2011): Threefish's key schedule, a key injection every four rounds."""
    k = (key[0], key[1], key[0] ^ key[1] ^ 0x1BD11BDA)
    x0, x1 = (counter[0] + k[0]) & _M, (counter[1] + k[1]) & _M
    for i in range(rounds):
        r = _ROT[(i // 4) % 2][i % 4]
        x0 = (x0 + x1) & _M
        x1 = (((x1 << r) | (x1 >> (32 - r))) & _M) ^ x0
        if i % 4 == 3:
            s = i // 4 + 1
            x0 = (x0 + k[s % 3]) & _M
            x1 = (x1 + k[(s + 1) % 3] + s) & _M
    return x0, x1


def bits32(key: tuple[int, int], index: int) -> int:
    """The 32 random bits of element ``index`` of a draw (JAX's partitionable layout)."""
    y0, y1 = threefry(key, (index >> 32, index & _M))
    return y0 ^ y1


def words(x: Any) -> np.ndarray:
    """A key or bits array of any backend as NumPy unsigned words (int32 patterns read as
    uint32, torch's uint32/uint64 storage included)."""
    mod = type(x).__module__.split(".")[0]
    if mod == "torch":
        import torch

        views = {torch.uint16: torch.int16, torch.uint32: torch.int32, torch.uint64: torch.int64}
        if x.dtype in views:
            return words(x.view(views[x.dtype]))
    if mod == "dask":
        x = x.compute()
    a = to_numpy(x)
    if a.dtype.kind == "i":
        a = a.view(np.dtype(f"u{a.dtype.itemsize}"))
    return a


def host(x: Any) -> np.ndarray:
    """Any backend's array as NumPy (Dask computed; bfloat16 as float32, exactly)."""
    mod = type(x).__module__.split(".")[0]
    if mod == "dask":
        x = x.compute()
    if "bfloat16" in str(x.dtype):
        if mod == "torch":
            x = x.float()
        elif mod == "tensorflow":
            import tensorflow as tf

            x = tf.cast(x, tf.float32)
        elif mod == "mlx":
            import mlx.core as mx

            x = x.astype(mx.float32)
        else:
            return np.asarray(x).astype(np.float32)
    return to_numpy(x)

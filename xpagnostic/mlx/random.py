"""``xpagnostic.mlx.random``: JAX's functional random API on native ``mlx.core.array``.

Keys are ``uint32`` arrays of shape ``(2,)``; the numbers are those of every other backend
(``docs/random.md``): the counters are hashed by the shared Threefry-2x32 rounds
(``_common/_threefry``), built from MLX's ``uint32`` operations (lazy: MLX fuses nothing
until ``mx.eval``).  MLX's own ``mx.random`` is keyed Threefry too, but orders its counters
differently, so it cannot make this stream.
"""

from __future__ import annotations

import sys
from typing import Any

import mlx.core as mx

from .._common._random import RandomFunctions, bind
from .._common._random_backend import RandomGlue
from . import _dtypes as d


class MLXRandomGlue(RandomGlue):
    """MLX's glue: ``uint32`` words, bit casts through ``mx.view``."""

    def __init__(self) -> None:
        super().__init__("mlx", sys.modules[__package__], mx.uint32, dict(d.ALL_BY_NAME))

    def is_array(self, x: Any) -> bool:
        return isinstance(x, mx.array)

    def device(self, x: Any) -> Any:
        return None  # an MLX array has no device: operations run on the default device

    def to_device(self, x: Any, device: Any) -> Any:
        return x

    def cast(self, x: Any, dtype: Any) -> Any:
        return x.astype(dtype)

    def has_float64(self, x: Any) -> bool:
        return bool(mx.default_device() == mx.cpu)

    def bitcast(self, x: Any, dtype: Any) -> Any:
        return mx.view(x, dtype)


bind(globals(), RandomFunctions(MLXRandomGlue()))

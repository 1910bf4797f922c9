"""Types of ``xpagnostic.mlx.random`` for static checkers: the functions of the ``random``
extension, as ``MLXNamespace().random`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import mlx.core

def key(seed: int | mlx.core.array, *, device: mlx.core.Device | None = None) -> mlx.core.array: ...
def split(key: mlx.core.array, num: int | tuple[int, ...] = 2) -> mlx.core.array: ...
def fold_in(key: mlx.core.array, data: int | mlx.core.array) -> mlx.core.array: ...
def bits(
    key: mlx.core.array, shape: int | tuple[int, ...] = (), dtype: mlx.core.Dtype | None = None,
    *, device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def uniform(
    key: mlx.core.array, shape: int | tuple[int, ...] = (), dtype: mlx.core.Dtype | None = None,
    minval: float | mlx.core.array = 0.0, maxval: float | mlx.core.array = 1.0, *,
    device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def normal(
    key: mlx.core.array, shape: int | tuple[int, ...] = (), dtype: mlx.core.Dtype | None = None,
    *, device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def truncated_normal(
    key: mlx.core.array, lower: float | mlx.core.array, upper: float | mlx.core.array,
    shape: int | tuple[int, ...] | None = None, dtype: mlx.core.Dtype | None = None, *,
    device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def bernoulli(
    key: mlx.core.array, p: float | mlx.core.array = 0.5, shape: int | tuple[int, ...] | None = None,
    mode: str = "low", *, device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def randint(
    key: mlx.core.array, shape: int | tuple[int, ...], minval: int | mlx.core.array,
    maxval: int | mlx.core.array, dtype: mlx.core.Dtype | None = None, *, device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def permutation(
    key: mlx.core.array, x: int | mlx.core.array, axis: int = 0, independent: bool = False, *,
    device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def choice(
    key: mlx.core.array, a: int | mlx.core.array, shape: int | tuple[int, ...] = (),
    replace: bool = True, p: mlx.core.array | None = None, axis: int = 0, mode: str | None = None,
    *, device: mlx.core.Device | None = None,
) -> mlx.core.array: ...
def categorical(
    key: mlx.core.array, logits: mlx.core.array, axis: int = -1,
    shape: int | tuple[int, ...] | None = None, replace: bool = True,
    mode: str | None = None, *, device: mlx.core.Device | None = None,
) -> mlx.core.array: ...

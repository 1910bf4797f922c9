"""Types of ``xpagnostic.dask.random`` for static checkers: the functions of the ``random``
extension, as ``DaskNamespace().random`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from typing import Any

import dask.array
import numpy

def key(seed: int | dask.array.Array, *, device: str | None = None) -> dask.array.Array: ...
def split(key: dask.array.Array, num: int | tuple[int, ...] = 2) -> dask.array.Array: ...
def fold_in(key: dask.array.Array, data: int | dask.array.Array) -> dask.array.Array: ...
def bits(
    key: dask.array.Array, shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    *, device: str | None = None,
) -> dask.array.Array: ...
def uniform(
    key: dask.array.Array, shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    minval: float | dask.array.Array = 0.0, maxval: float | dask.array.Array = 1.0, *,
    device: str | None = None,
) -> dask.array.Array: ...
def normal(
    key: dask.array.Array, shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    *, device: str | None = None,
) -> dask.array.Array: ...
def truncated_normal(
    key: dask.array.Array, lower: float | dask.array.Array, upper: float | dask.array.Array,
    shape: int | tuple[int, ...] | None = None, dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *,
    device: str | None = None,
) -> dask.array.Array: ...
def bernoulli(
    key: dask.array.Array, p: float | dask.array.Array = 0.5, shape: int | tuple[int, ...] | None = None,
    mode: str = "low", *, device: str | None = None,
) -> dask.array.Array: ...
def randint(
    key: dask.array.Array, shape: int | tuple[int, ...], minval: int | dask.array.Array,
    maxval: int | dask.array.Array, dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *, device: str | None = None,
) -> dask.array.Array: ...
def permutation(
    key: dask.array.Array, x: int | dask.array.Array, axis: int = 0, independent: bool = False, *,
    device: str | None = None,
) -> dask.array.Array: ...
def choice(
    key: dask.array.Array, a: int | dask.array.Array, shape: int | tuple[int, ...] = (),
    replace: bool = True, p: dask.array.Array | None = None, axis: int = 0, mode: str | None = None,
    *, device: str | None = None,
) -> dask.array.Array: ...
def categorical(
    key: dask.array.Array, logits: dask.array.Array, axis: int = -1,
    shape: int | tuple[int, ...] | None = None, replace: bool = True,
    mode: str | None = None, *, device: str | None = None,
) -> dask.array.Array: ...

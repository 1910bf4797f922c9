"""Types of ``xpagnostic.dask.fft`` for static checkers: the functions of the ``fft``
extension, as ``DaskNamespace().fft`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from collections.abc import Sequence
from typing import Any, Literal

import dask.array
import numpy

def fft(
    x: dask.array.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def fftn(
    x: dask.array.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def fftshift(
    x: dask.array.Array,
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> dask.array.Array: ...
def hfft(
    x: dask.array.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def ifft(
    x: dask.array.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def ifftn(
    x: dask.array.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def ifftshift(
    x: dask.array.Array,
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> dask.array.Array: ...
def ihfft(
    x: dask.array.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def irfft(
    x: dask.array.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def irfftn(
    x: dask.array.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def rfft(
    x: dask.array.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...
def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def rfftn(
    x: dask.array.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> dask.array.Array: ...

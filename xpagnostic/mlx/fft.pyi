"""Types of ``xpagnostic.mlx.fft`` for static checkers: the functions of the ``fft``
extension, as ``MLXNamespace().fft`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from collections.abc import Sequence
from typing import Literal

import mlx.core

def fft(
    x: mlx.core.array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def fftn(
    x: mlx.core.array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def fftshift(
    x: mlx.core.array,
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> mlx.core.array: ...
def hfft(
    x: mlx.core.array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def ifft(
    x: mlx.core.array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def ifftn(
    x: mlx.core.array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def ifftshift(
    x: mlx.core.array,
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> mlx.core.array: ...
def ihfft(
    x: mlx.core.array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def irfft(
    x: mlx.core.array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def irfftn(
    x: mlx.core.array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def rfft(
    x: mlx.core.array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...
def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def rfftn(
    x: mlx.core.array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> mlx.core.array: ...

"""Types of ``xpagnostic.tensorflow.fft`` for static checkers: the functions of the ``fft``
extension, as ``TensorFlowNamespace().fft`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from collections.abc import Sequence
from typing import Literal

import tensorflow

def fft(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def fftn(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def fftshift(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> tensorflow.Tensor: ...
def hfft(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def ifft(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def ifftn(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def ifftshift(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> tensorflow.Tensor: ...
def ihfft(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def irfft(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def irfftn(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def rfft(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...
def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def rfftn(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> tensorflow.Tensor: ...

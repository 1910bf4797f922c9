"""Types of ``xpagnostic.torch.fft`` for static checkers: the functions of the ``fft``
extension, as ``TorchNamespace().fft`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from collections.abc import Sequence
from typing import Literal

import torch

def fft(
    x: torch.Tensor,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def fftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def fftshift(x: torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> torch.Tensor: ...
def hfft(
    x: torch.Tensor,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def ifft(
    x: torch.Tensor,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def ifftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def ifftshift(x: torch.Tensor, /, *, axes: int | Sequence[int] | None = None) -> torch.Tensor: ...
def ihfft(
    x: torch.Tensor,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def irfft(
    x: torch.Tensor,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def irfftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def rfft(
    x: torch.Tensor,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...
def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def rfftn(
    x: torch.Tensor,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> torch.Tensor: ...

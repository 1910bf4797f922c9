"""Types of ``xpagnostic.numpy.fft`` for static checkers: the functions of the ``fft``
extension, as ``NumPyNamespace().fft`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from collections.abc import Sequence
from typing import Any, Literal

import numpy

def fft(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def fftn(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def fftshift(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def hfft(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def ifft(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def ifftn(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def ifftshift(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axes: int | Sequence[int] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def ihfft(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def irfft(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def irfftn(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def rfft(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...
def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def rfftn(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> numpy.ndarray[Any, Any]: ...

"""Types of ``xpagnostic.jax.fft`` for static checkers: the functions of the ``fft``
extension, as ``JaxNamespace().fft`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from collections.abc import Sequence
from typing import Literal

import jax
import jax.typing

def fft(
    x: jax.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def fftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def fftn(
    x: jax.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def fftshift(x: jax.Array, /, *, axes: int | Sequence[int] | None = None) -> jax.Array: ...
def hfft(
    x: jax.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def ifft(
    x: jax.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def ifftn(
    x: jax.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def ifftshift(x: jax.Array, /, *, axes: int | Sequence[int] | None = None) -> jax.Array: ...
def ihfft(
    x: jax.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def irfft(
    x: jax.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def irfftn(
    x: jax.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def rfft(
    x: jax.Array,
    /,
    *,
    n: int | None = None,
    axis: int = -1,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...
def rfftfreq(
    n: int,
    /,
    *,
    d: float = 1.0,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def rfftn(
    x: jax.Array,
    /,
    *,
    s: Sequence[int] | None = None,
    axes: Sequence[int] | None = None,
    norm: Literal['backward', 'ortho', 'forward'] = 'backward',
) -> jax.Array: ...

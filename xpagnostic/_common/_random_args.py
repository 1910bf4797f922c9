"""Arguments of ``xp.random``'s functions: shapes, axes, broadcasting and scalars."""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._random_backend import RandomGlue

__all__ = ["is_int", "normalize_axis", "shape_of"]


def is_int(x: Any) -> bool:
    """Whether ``x`` is a Python int (not a bool)."""
    return isinstance(x, int) and not isinstance(x, bool)


def shape_of(fname: str, shape: Any) -> tuple[int, ...]:
    """``shape`` (an int, a sequence of ints, a ``tf.TensorShape``...) as a tuple of ints."""
    if is_int(shape) or hasattr(shape, "__index__"):
        dims: Sequence[Any] = (shape,)
    else:
        try:
            dims = tuple(shape)
        except TypeError:
            raise TypeError(f"{fname}: shape must be an int or a sequence of ints, "
                            f"got {shape!r}") from None
    out = []
    for d in dims:
        try:
            d = operator.index(d)
        except TypeError:
            raise TypeError(f"{fname}: shape must hold ints, got {shape!r}") from None
        if d < 0:
            raise ValueError(f"{fname}: shape must not be negative, got {shape!r}")
        out.append(d)
    return tuple(out)


def _broadcast(fname: str, *shapes: tuple[int, ...]) -> tuple[int, ...]:
    ndim = max([0, *(len(s) for s in shapes)])
    out = []
    for dims in zip(*((1,) * (ndim - len(s)) + tuple(s) for s in shapes)):
        sizes = {d for d in dims if d != 1}
        if len(sizes) > 1:
            raise ValueError(f"{fname}: shapes {', '.join(map(str, shapes))} do not broadcast")
        out.append(sizes.pop() if sizes else 1)
    return tuple(out)


def _broadcasts_to(small: tuple[int, ...], shape: tuple[int, ...]) -> bool:
    """Whether an array of shape ``small`` broadcasts to ``shape`` (without growing it)."""
    if len(small) > len(shape):
        return False
    return all(s in (1, d) for s, d in zip(small[::-1], shape[::-1]))


def normalize_axis(fname: str, axis: Any, ndim: int) -> int:
    """``axis`` of an array of rank ``ndim`` as a non-negative int, or the error."""
    if not is_int(axis):
        raise TypeError(f"{fname}: axis must be an int, got {axis!r}")
    if not -max(ndim, 1) <= axis < max(ndim, 1):
        raise ValueError(f"{fname}: axis {axis} is out of bounds for an array of rank {ndim}")
    return int(axis) % max(ndim, 1)


def _python_int(b: RandomGlue, x: Any) -> Any:
    """``x`` as a Python int when it is an integer scalar of another kind (``np.int64(3)``)
    and not an array of this backend; else ``x`` itself."""
    if is_int(x) or b.is_array(x) or isinstance(x, bool) or not hasattr(x, "__index__"):
        return x
    try:
        return operator.index(x)
    except TypeError:
        return x


def _is_number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


def _shape(x: Any) -> tuple[int, ...]:
    return () if _is_number(x) else tuple(x.shape)

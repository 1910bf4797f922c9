"""Broadcasting at any pattern, for the element-wise functions and ``broadcast_to``.

TensorFlow's broadcasting kernels (``AddV2``, ``Maximum``, ``BroadcastTo``...) first merge
adjacent dimensions that broadcast the same way, and refuse with ``UnimplementedError``
when more than 5 remain: shapes ``(2, 1, 2, 1, 2, 1)`` and ``(1, 2, 1, 2, 1, 2)`` have a
common shape but cannot be added.  :func:`any_pattern` leaves the native call alone while
the kernel accepts it; otherwise it broadcasts the array operands to their common shape by
tiling (``Tile`` has no such limit) and calls again, so the kernel sees equal shapes.

Eagerly the kernel's refusal is caught (the accepted path costs nothing).  While tracing a
``tf.function`` the refusal would only come when the graph runs, so the static shapes are
checked instead: :func:`fits_kernels` counts the merged dimensions as TensorFlow does.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import tensorflow as tf

from ._errors import fail
from ._helpers import PY_SCALARS, as_tensor, cast
from ._kernels import BROADCAST_DIMS, TILE_DTYPES, kernel_dtype
from ._names import named
from ._shapes import Dim, dims, is_static, ndim, shape_arg

__all__ = ["any_pattern", "any_pattern_with_keywords", "broadcast_any", "fits_kernels",
           "tile_to_common_shape"]

with tf.init_scope():  # the class of eager tensors, even if imported while tracing
    _EAGER_TENSOR = type(tf.constant(0))


F = TypeVar("F", bound=Callable[..., Any])


def fits_kernels(*shapes: Sequence[Dim]) -> bool:
    """Whether TensorFlow's kernels broadcast ``shapes`` together: at most
    :data:`_kernels.BROADCAST_DIMS` dimensions remain once size-1 output dimensions are
    dropped and neighbours that broadcast alike (the same operands of size 1 there) are
    merged.  A shape with unknown sizes (``None`` or a tensor) above that rank counts as not
    fitting (tiling handles every case)."""
    rank = max((len(s) for s in shapes), default=0)
    if rank <= BROADCAST_DIMS:
        return True
    padded = [(1,) * (rank - len(s)) + tuple(s) for s in shapes]
    merged, previous = 0, None
    for sizes in zip(*padded):
        if not all(isinstance(s, int) for s in sizes):
            return False
        if max(sizes) == 1:
            continue  # an output dimension of size 1 is dropped
        pattern = tuple(s == 1 for s in sizes)
        if pattern != previous:
            merged, previous = merged + 1, pattern
    return merged <= BROADCAST_DIMS


def broadcast_any(fname: str, x: tf.Tensor, shape: Sequence[Dim] | tf.Tensor) -> tf.Tensor:
    """``x`` broadcast to ``shape`` at any rank and pattern, in every dtype.

    ``shape`` is a list of sizes (ints, scalar int64 tensors where dynamic) or a 1-D integer
    tensor of static length.  ``BroadcastTo`` serves where it takes the pattern; otherwise
    the size-1 axes of ``x`` are tiled (``Tile`` handles every pattern at any rank, uint16
    through an exact cast).  ``x`` itself comes back when the shapes already match.
    """
    ndim(x, fname)  # the rank must be known
    have = dims(x)
    sizes: list[Dim] | None = None
    if isinstance(shape, (tf.Tensor, tf.Variable)):
        n = int(shape.shape[0])
    else:
        sizes = list(shape)
        if is_static(have) and is_static(sizes) and have == sizes:
            return x
        if fits_kernels(have, sizes):
            return tf.broadcast_to(x, shape_arg(sizes))
        n = len(sizes)
    if n > len(have):
        have = [1] * (n - len(have)) + have
        x = tf.reshape(x, shape_arg(have))
    multiples: Any
    if sizes is None:
        want = tf.cast(shape, tf.int64)
        multiples = tf.where(tf.equal(tf.shape(x, out_type=tf.int64), 1), want,
                             tf.ones_like(want))
    else:
        one = tf.constant(1, tf.int64)
        reps: list[Dim] = [(s if h == 1 else 1) if isinstance(h, int)
                           else tf.where(tf.equal(h, 1), tf.cast(s, tf.int64), one)
                           for h, s in zip(have, sizes)]
        if is_static(reps) and all(r == 1 for r in reps):
            return x
        multiples = shape_arg(reps)
    work = cast(x, kernel_dtype(fname, x.dtype, TILE_DTYPES))
    return cast(tf.tile(work, multiples), x.dtype)


def _traced_shapes(operands: Sequence[Any]) -> list[tuple[int | None, ...]] | None:
    """Static shapes of the array operands (None if a rank is unknown: then nothing can be
    said, and the native call stands)."""
    shapes = []
    for x in operands:
        if x is None or isinstance(x, PY_SCALARS):
            continue
        shape = tf.TensorShape(getattr(x, "shape", None))
        if shape.rank is None:
            return None
        shapes.append(tuple(shape.as_list()))
    return shapes


def tile_to_common_shape(fname: str, operands: Sequence[Any]) -> list[Any]:
    """``operands`` with every array among them broadcast to their common shape by tiling;
    Python scalars and ``None`` pass through, so promotion sees them unchanged."""
    arrays = {i: as_tensor(x, fname) for i, x in enumerate(operands)
              if x is not None and not isinstance(x, PY_SCALARS)}
    shapes = [tuple(t.shape.as_list()) if t.shape.rank is not None else None
              for t in arrays.values()]
    target: Any
    if all(s is not None and None not in s for s in shapes):
        common = tf.TensorShape([])
        try:
            for s in shapes:
                common = tf.broadcast_static_shape(common, tf.TensorShape(s))
        except ValueError:
            raise ValueError(
                f"{named(fname)}: shapes {', '.join(str(s) for s in shapes)} cannot be broadcast "
                "together"
            ) from None
        target = common.as_list()
    else:
        ts = list(arrays.values())
        target = tf.shape(ts[0], out_type=tf.int64)
        for t in ts[1:]:
            target = tf.broadcast_dynamic_shape(target, tf.shape(t, out_type=tf.int64))
    out = list(operands)
    for i, t in arrays.items():
        out[i] = broadcast_any(fname, t, target)
    return out


def _retiled(fname: str, fn: Callable[..., Any], args: tuple[Any, ...],
             kwargs: dict[str, Any]) -> Any:
    keys = list(kwargs)
    tiled = tile_to_common_shape(fname, [*args, *(kwargs[k] for k in keys)])
    return fn(*tiled[:len(args)], **dict(zip(keys, tiled[len(args):])))


def _refused(error: tf.errors.UnimplementedError, fname: str, fn: Callable[..., Any],
             args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """Eager: the kernel refused; call again on tiled operands if the pattern was why."""
    if "Broadcast between" not in error.message:
        raise error
    return _retiled(fname, fn, args, kwargs)


def _traced(out: Any, fname: str, fn: Callable[..., Any], args: tuple[Any, ...],
            kwargs: dict[str, Any]) -> Any:
    """Tracing: the kernel would refuse only when the graph runs, so decide statically."""
    shapes = _traced_shapes([*args, *kwargs.values()])
    if shapes is not None and not fits_kernels(*shapes):
        return _retiled(fname, fn, args, kwargs)
    return out


def any_pattern(fn: F) -> F:
    """``fn(x1, x2, /)``, an element-wise binary function, at any broadcast pattern."""
    fname = fn.__name__

    @functools.wraps(fn)
    def wrapped(x1: Any, x2: Any, /) -> Any:
        try:
            out = fn(x1, x2)
        except tf.errors.UnimplementedError as e:
            return _refused(e, fname, fn, (x1, x2), {})
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(fname, e, (x1, x2))
        return out if type(out) is _EAGER_TENSOR else _traced(out, fname, fn, (x1, x2), {})

    return wrapped  # type: ignore[return-value]


def any_pattern_with_keywords(fn: F) -> F:
    """:func:`any_pattern` for a function with more operands, some by keyword (``clip``)."""
    fname = fn.__name__

    @functools.wraps(fn)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        try:
            out = fn(*args, **kwargs)
        except tf.errors.UnimplementedError as e:
            return _refused(e, fname, fn, args, kwargs)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(fname, e, args, kwargs)
        return out if type(out) is _EAGER_TENSOR else _traced(out, fname, fn, args, kwargs)

    return wrapped  # type: ignore[return-value]

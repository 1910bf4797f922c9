"""Shapes in xpagnostic.tensorflow: the one home for shape arguments and shape lists.

A *shape* inside this namespace is a list of sizes, each a Python int where it is known
when the code runs (eagerly, or when ``tf.function`` traces) and a scalar int64
``tf.Tensor`` where it is only known when the graph runs.

:func:`shape_of` turns whatever a TensorFlow user holds into such a list:

- a Python int, or a tuple/list of ints (NumPy integers and 0-d integer tensors count as
  ints; the fast path for a tuple of Python ints does nothing but check the types);
- a ``tf.TensorShape``: ``x.shape``, ``x.shape[1:]``, ``x.shape + (2,)``...;
- a 1-D integer tensor such as ``tf.shape(x)`` (its statically known entries become
  ints, the others stay dynamic);
- inside ``tf.function``, ``x.shape`` itself when it has unknown sizes: the tensor that
  shape was read from is found in the graph being traced and its unknown sizes are read
  with ``tf.shape`` when the graph runs.  A sequence holding ``None`` cannot say whose
  size it means (``x.shape.as_list()``, ``x.shape[:1]``), so it raises a ValueError
  that suggests ``tf.shape(x)``.

:func:`dims`, :func:`shape_arg` and :func:`prod` are the helpers the rest of the
namespace uses to read a tensor's shape and hand shapes back to TensorFlow ops.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any, TypeAlias

import numpy as np
import tensorflow as tf

from . import _dtypes as d
from ._names import named

__all__: list[str] = []

#: A dimension size: a Python int when static, a scalar int64 tf.Tensor when not
#: (TensorFlow has no type stubs, so this is ``Any`` to the type checker).
Dim: TypeAlias = Any

_ACCEPTED = ("an int, a tuple of ints, a tf.TensorShape or a 1-D integer tensor "
             "(xpagnostic.tensorflow)")


# --- shapes of tensors ----------------------------------------------------------------


def dims(x: tf.Tensor) -> list[Dim]:
    """The shape of ``x``: ints where static, scalar int64 tensors where not (the rank
    must be known)."""
    static: list[Dim] = x.shape.as_list()
    if None not in static:
        return static
    dyn = tf.shape(x, out_type=tf.int64)
    return [s if s is not None else dyn[i] for i, s in enumerate(static)]


def static_shape(x: tf.Tensor) -> tuple[int | None, ...]:
    """The static shape as a tuple (None for unknown dims)."""
    return tuple(x.shape.as_list()) if x.shape.rank is not None else ()


def ndim(x: tf.Tensor, fname: str) -> int:
    """Static rank of ``x``; ValueError when even the rank is unknown."""
    r = x.shape.rank
    if r is None:
        raise ValueError(f"{named(fname)}: the rank of the input must be known statically")
    return int(r)


def is_static(shape: Sequence[Dim]) -> bool:
    return all(isinstance(s, int) for s in shape)


def shape_arg(shape: Sequence[Dim]) -> Any:
    """``shape`` in the form TensorFlow ops (reshape, fill, broadcast_to, tile) accept:
    a list of ints, or a 1-D int64 tensor when some size is dynamic."""
    if is_static(shape):
        return [int(s) for s in shape]
    return tf.stack([tf.cast(s, tf.int64) for s in shape])


def prod(shape: Sequence[Dim]) -> Dim:
    """Product of sizes (an int when all are static)."""
    if is_static(shape):
        return math.prod(shape)
    if not shape:
        return 1
    return tf.reduce_prod(tf.stack([tf.cast(s, tf.int64) for s in shape]))


def broadcast_shape(fname: str, a: Sequence[Dim], b: Sequence[Dim]) -> list[Dim]:
    """The broadcast of shapes ``a`` and ``b``; ValueError when static sizes clash."""
    n = max(len(a), len(b))
    pa = [1] * (n - len(a)) + list(a)
    pb = [1] * (n - len(b)) + list(b)
    out: list[Dim] = []
    for sa, sb in zip(pa, pb):
        if isinstance(sa, int) and isinstance(sb, int):
            if sa != sb and 1 not in (sa, sb):
                raise ValueError(
                    f"{named(fname)}: shapes {tuple(a)} and {tuple(b)} cannot be broadcast together"
                )
            out.append(sb if sa == 1 else sa)
        elif isinstance(sa, int) and sa != 1:
            out.append(sa)
        elif isinstance(sb, int) and sb != 1:
            out.append(sb)
        elif isinstance(sa, int):  # sa == 1
            out.append(sb)
        elif isinstance(sb, int):  # sb == 1
            out.append(sa)
        else:
            out.append(_dyn_broadcast(sa, sb))
    return out


def _dyn_broadcast(sa: tf.Tensor, sb: tf.Tensor) -> tf.Tensor:
    """Broadcast of two unknown sizes (TensorFlow checks compatibility when the op runs)."""
    out: tf.Tensor = tf.broadcast_dynamic_shape(tf.reshape(sa, [1]), tf.reshape(sb, [1]))[0]
    return out


# --- shape arguments ------------------------------------------------------------------


def shape_of(fname: str, shape: Any, what: str = "shape") -> list[Dim]:
    """The sizes of the shape argument ``shape`` of ``fname`` (see the module docstring).

    Signs are not checked here (``reshape`` takes -1): callers check what they allow.
    """
    if type(shape) is tuple or type(shape) is list:
        if _all_ints(shape):
            return list(shape)
        return [_size(fname, what, shape, s) for s in shape]
    if type(shape) is int:
        return [shape]
    if isinstance(shape, tf.TensorShape):
        return _tensor_shape(fname, what, shape)
    if isinstance(shape, (tf.Tensor, tf.Variable)):
        if shape.shape.rank == 0:
            return [_size(fname, what, shape, shape)]
        return _shape_tensor(fname, what, shape)
    if isinstance(shape, np.ndarray) and shape.ndim == 1:
        if not np.issubdtype(shape.dtype, np.integer):
            raise TypeError(f"{named(fname)}: {what} must be {_ACCEPTED}, got an array of dtype "
                            f"{shape.dtype}")
        return [int(s) for s in shape]
    if isinstance(shape, Sequence) and not isinstance(shape, (str, bytes)):
        return [_size(fname, what, shape, s) for s in shape]
    return [_size(fname, what, shape, shape)]


def shape_arg_of(fname: str, shape: Any, what: str = "shape") -> Any:
    """:func:`shape_of` handed back in the form TensorFlow ops take (:func:`shape_arg`),
    with negative sizes refused; a tuple of non-negative Python ints passes unchanged."""
    if type(shape) is tuple and _all_ints(shape) and (not shape or min(shape) >= 0):
        return shape
    if type(shape) is int and shape >= 0:
        return [shape]
    sizes = shape_of(fname, shape, what)
    for s in sizes:
        if isinstance(s, int) and s < 0:
            raise ValueError(f"{named(fname)}: negative dimension in {what} {shape!r}")
    return shape_arg(sizes)


def _all_ints(shape: tuple[Any, ...] | list[Any]) -> bool:
    for s in shape:
        if type(s) is not int:
            return False
    return True


def size_of(fname: str, what: str, value: Any, *, dynamic: bool = True) -> Dim:
    """One size: a Python int, NumPy integer or 0-d integer tensor (not a bool).

    A symbolic tensor stays a scalar int64 tensor; with ``dynamic=False`` it raises a
    TypeError (for arguments the function needs as a number when it is traced).
    """
    if type(value) is int:
        return value
    out = _size(fname, what, value, value)
    if not dynamic and not isinstance(out, int):
        raise TypeError(f"{named(fname)}: {what} must be known when tf.function traces "
                        f"(xpagnostic.tensorflow), got the symbolic tensor {value!r}")
    return out


def _size(fname: str, what: str, whole: Any, value: Any) -> Dim:
    """One entry of a shape argument as an int, or a scalar int64 tensor when dynamic."""
    if isinstance(value, (tf.Tensor, tf.Variable)):
        if value.shape.rank != 0 or value.dtype not in d.INTEGER:
            raise TypeError(f"{named(fname)}: {what} must be {_ACCEPTED}, got {whole!r} "
                            f"(an entry is a {value.dtype.name} tensor of shape "
                            f"{tuple(value.shape)})")
        static = tf.get_static_value(value)
        if static is not None:
            return int(static)
        return tf.cast(value, tf.int64)
    if value is None:
        raise ValueError(
            f"{named(fname)}: {what} {whole!r} has an unknown size (None) (xpagnostic.tensorflow); "
            "inside tf.function, pass x.shape itself or tf.shape(x) to use the size the "
            "graph sees when it runs"
        )
    if isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{named(fname)}: {what} must be {_ACCEPTED}, got {whole!r}")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{named(fname)}: {what} must be {_ACCEPTED}, got {whole!r}") from None


def _tensor_shape(fname: str, what: str, shape: tf.TensorShape) -> list[Dim]:
    if shape.rank is None:
        raise ValueError(f"{named(fname)}: {what} {shape!r} has an unknown rank "
                         "(xpagnostic.tensorflow)")
    sizes: list[Dim] = shape.as_list()
    if None not in sizes:
        return sizes
    owner = _owner(shape)
    if owner is None:
        raise ValueError(
            f"{named(fname)}: {what} {shape!r} has unknown sizes and is not the shape of a "
            "tensor of the graph being traced (xpagnostic.tensorflow); pass tf.shape(x) "
            "to use the sizes the graph sees when it runs"
        )
    dyn = tf.shape(owner, out_type=tf.int64)
    return [s if s is not None else dyn[i] for i, s in enumerate(sizes)]


def _owner(shape: tf.TensorShape) -> tf.Tensor | None:
    """The symbolic tensor whose ``.shape`` is the object ``shape``, searched in the graph
    being traced and the graphs enclosing it (None if there is none).

    A symbolic tensor computes its TensorShape once and hands out that same object on
    every ``.shape`` read, so identity pins the tensor down exactly.
    """
    if tf.executing_eagerly():
        return None
    graph: Any = tf.compat.v1.get_default_graph()
    while graph is not None:
        for t in getattr(graph, "inputs", ()):
            if getattr(t, "_shape_val", None) is shape:
                return t
        for op in reversed(graph.get_operations()):
            for t in op.outputs:
                if getattr(t, "_shape_val", None) is shape:
                    return t
        graph = getattr(graph, "outer_graph", None)
    return None


def _shape_tensor(fname: str, what: str, shape: Any) -> list[Dim]:
    """The entries of a 1-D integer tensor: ints where known statically."""
    if shape.dtype not in d.INTEGER or shape.shape.rank != 1:
        raise TypeError(f"{named(fname)}: {what} must be {_ACCEPTED}, got a {shape.dtype.name} "
                        f"tensor of shape {tuple(shape.shape)}")
    static = tf.get_static_value(shape)
    if static is not None:
        return [int(s) for s in static]
    known = _constant_sizes(shape)
    if known.rank is None:
        raise ValueError(f"{named(fname)}: the length of the shape tensor {what} must be known "
                         "when tf.function traces (xpagnostic.tensorflow)")
    entries = tf.unstack(tf.cast(shape, tf.int64), num=known.rank)
    return [s if s is not None else entries[i] for i, s in enumerate(known.as_list())]


def _constant_sizes(shape: tf.Tensor) -> tf.TensorShape:
    """What TensorFlow's shape inference knows of the values of a shape tensor (e.g.
    ``tf.shape(x)`` of an ``x`` of static shape ``(None, 3)`` gives ``(None, 3)``)."""
    try:
        from tensorflow.python.framework import tensor_util
        known: tf.TensorShape = tensor_util.constant_value_as_shape(shape)
        return known
    except Exception:  # only a refinement: fall back to unknown values
        n = shape.shape[0]
        return tf.TensorShape(None if n is None else [None] * int(n))

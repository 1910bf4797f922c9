"""Type aliases of the EagerPy API (``ep.types``): axes, shapes and native tensors."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy  # noqa: F401

__all__ = ["Axes", "AxisAxes", "NativeTensor", "Shape", "ShapeOrScalar"]

#: Several axes.
Axes = tuple[int, ...]
#: One axis or several.
AxisAxes = int | Axes
#: A shape.
Shape = tuple[int, ...]
#: What a function taking a shape accepts: a shape, a single int for a 1-D shape, or a
#: shape as a tensor gives it (``t.shape``, ``(t.shape[0], -1)``), where a size the backend
#: does not know (Dask's data-dependent sizes, TensorFlow's inside ``tf.function``) is
#: None; such a shape is refused at run time with a ``ValueError`` naming the function.
ShapeOrScalar = tuple[int | None, ...] | int
#: A native array of one of the four frameworks (``torch.Tensor``, ``tf.Tensor``,
#: ``jax.Array`` or ``numpy.ndarray``).  Frameworks are not imported to spell it, so
#: static checkers see ``Any``.
NativeTensor = Any

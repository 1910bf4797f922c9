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
#: A shape, or a single int for a 1-D shape.
ShapeOrScalar = Shape | int
#: A native array of one of the four frameworks (``torch.Tensor``, ``tf.Tensor``,
#: ``jax.Array`` or ``numpy.ndarray``).  Frameworks are not imported to spell it, so
#: static checkers see ``Any``.
NativeTensor = Any

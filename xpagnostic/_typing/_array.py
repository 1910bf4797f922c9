"""``xpagnostic.Array``: the protocol a user's generic array functions are annotated with."""

from __future__ import annotations

from typing import Protocol, TypeVar

__all__ = ["Array", "ArrayT"]


class Array(Protocol):
    """An array of any backend, for annotations: ``numpy.ndarray``, ``torch.Tensor``,
    ``jax.Array``, ``tf.Tensor``, ``dask.array.Array``, a :class:`xpagnostic.Tensor` or an
    array of another Array API library.

    Bind a type variable to it to keep the caller's array type through a function::

        A = TypeVar("A", bound=xpagnostic.Array)

        def norm(x: A) -> A:
            xp = xpagnostic.get_namespace(x)   # typed: xp.sum(x) is an A
            return xp.sqrt(xp.sum(xp.square(x)))

    It asks for what every array has (a ``shape`` and a ``dtype``), so that checkers accept
    each backend's array type; what a function may do with an ``A`` comes from the namespace
    :func:`xpagnostic.get_namespace` gives for it.
    """

    @property
    def shape(self) -> object: ...

    @property
    def dtype(self) -> object: ...


#: A type variable bound to :class:`Array`: ``def f(x: ArrayT) -> ArrayT``.
ArrayT = TypeVar("ArrayT", bound=Array)

"""The autodiff extension (``xp.autodiff``), written once over a per-backend primitive.

Every backend namespace exposes ``autodiff = autodiff_for("<backend>")``: an
:class:`Autodiff` object with ``grad``, ``value_and_grad``, ``vjp``, ``jvp``, ``jacfwd``,
``vmap``, ``custom_vjp``, ``stop_gradient``... in JAX's shape.

All argument handling (pytrees, ``argnums``, ``has_aux``, the scalar-output and dtype
checks, error messages) lives here, one module per job:

* ``_protocol``: the :class:`Primitive` a backend supplies, its one extension point: a flat
  reverse-mode ``vjp``, forward mode, Jacobians, ``vmap``, a custom-backward call,
  ``stop_gradient``, its compiler.  A backend that differentiates keeps it in its folder
  (``xpagnostic/<backend>/_autodiff.py``), and its row of the backend table names that
  module; it is imported on first use, so this package imports no framework;
* ``_base``: the extension's state (its primitive) and the checks every transform shares;
* ``_reverse``: ``value_and_grad``, ``grad``, ``vjp``, ``stop_gradient``;
* ``_forward``: ``jvp``, ``linearize``, ``jacfwd``, ``jacrev``, ``hessian``, ``hvp``;
* ``_vmap``: ``vmap`` and ``jit``;
* ``_custom``: ``custom_vjp`` and ``custom_gradient``;
* ``_dispatch``: :class:`Autodiff` (all of the above), one per backend, and
  :func:`extension_for`, which finds the one owning a call's arrays (``xpagnostic.autodiff``
  dispatches with it), recognising the facade's Tensors by the class the facade registers
  (``xpagnostic._namespace.register_tensor_class``).
"""

from __future__ import annotations

from typing import Final

from .._backends import DIFFERENTIATING
from ._custom import CustomVjp
from ._dispatch import Autodiff, CustomVjpPerCall, autodiff_for, extension_for
from ._protocol import BackwardRule, FlatFun, ForwardRule, Primitive, Pullback
from ._vmap import loop_vmap

__all__ = [
    "DIFFERENTIATING_BACKENDS",
    "Autodiff",
    "BackwardRule",
    "CustomVjp",
    "CustomVjpPerCall",
    "FlatFun",
    "ForwardRule",
    "Primitive",
    "Pullback",
    "autodiff_for",
    "extension_for",
    "loop_vmap",
]

#: Backends whose arrays can be differentiated (those with a primitive in the backend table).
DIFFERENTIATING_BACKENDS: Final = DIFFERENTIATING

"""The error path of the JAX namespace's functions (``xpagnostic._common._errors``).

A function of ours that is Python anyway holds its body in a ``try`` whose ``except``
clause calls :func:`fail`.  A function the namespace would re-export from ``jax.numpy`` is
:func:`compiled` instead: ``jax.jit`` around a body whose ``try`` translates.  The body
runs while JAX traces it, once per shape, dtype and static arguments, so JAX's shape and
axis errors (raised while tracing) pass through its ``except`` clause; a later call is one
dispatch of the compiled function, with no Python frame of ours and none of
``jax.numpy``'s (whose functions are mostly Python around a compiled kernel).  An argument
JAX cannot take as an array (a string, another framework's array) is refused by
``jax.jit`` itself with a ``TypeError`` that names the function and the value's type.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any, TypeVar

import jax

from .._common._errors import failed

__all__: list[str] = []

_F = TypeVar("_F", bound=Callable[..., Any])
#: JAX takes NumPy's arrays: they are no mistake.
_ACCEPTED = frozenset({"numpy"})


def fail(name: str, native: Exception, args: tuple[Any, ...],
         kwargs: dict[str, Any] | None = None) -> Any:
    """``failed`` for ``xpagnostic.jax.<name>``."""
    return failed(f"xpagnostic.jax.{name}", "jax", native, args, kwargs, accepted=_ACCEPTED)


def compiled(name: str, *static: str) -> Callable[[_F], _F]:
    """Decorator: the function, whose body calls ``jax.numpy``, compiled with ``jax.jit``
    (``static``: the names of its arguments that are not arrays), its failures while
    tracing translated to the error contract (``name``: the standard's name, such as
    ``"linalg.cross"``)."""

    def make(body: _F) -> _F:
        @functools.wraps(body)
        def traced(*args: Any, **kwargs: Any) -> Any:
            # JAX runs this body while tracing only: a compiled call never reaches it.
            try:
                return body(*args, **kwargs)
            except Exception as e:  # the error contract (_common/_contract.py)
                return fail(name, e, args, kwargs)

        # jax.jit's own TypeError for an argument it cannot take names the function by it.
        traced.__qualname__ = f"xpagnostic.jax.{name}"
        # Static arguments by position (those that may be given so) and by name (those that
        # may be given so): jax.jit infers neither from the other once both are given.
        params = [p for p in inspect.signature(body).parameters.values() if p.name in static]
        positional = tuple(i for i, p in enumerate(inspect.signature(body).parameters.values())
                           if p.name in static and p.kind in (p.POSITIONAL_ONLY,
                                                              p.POSITIONAL_OR_KEYWORD))
        named = tuple(p.name for p in params if p.kind is not p.POSITIONAL_ONLY)
        return jax.jit(traced, static_argnums=positional,  # type: ignore[no-any-return]
                       static_argnames=named)

    return make


#: Functions the namespace would re-export from ``jax.numpy`` as they are (each already a
#: compiled function of JAX's), compiled by :func:`compile_reexported` instead: one
#: dispatch either way, and JAX's errors while tracing pass through the contract.  Not the
#: creation functions (their device= stand-in translates), nor those that take an array or
#: a scalar where this table would hold a static argument (``clip``, ``matrix_rank``).
REEXPORTED = ("abs", "ceil", "floor", "isfinite", "isinf", "isnan", "log10", "log2",
              "logical_not", "negative", "positive", "real", "reciprocal", "round",
              "signbit", "square", "tril", "triu", "trunc", "linalg.cholesky", "linalg.det",
              "linalg.eigh", "linalg.eigvals", "linalg.eigvalsh", "linalg.inv",
              "linalg.matrix_power", "linalg.qr", "linalg.slogdet", "linalg.solve",
              "linalg.svd")


def compile_reexported(package: str) -> None:
    """Replace each function of :data:`REEXPORTED` in ``package`` (``xpagnostic.jax``) and
    its ``linalg`` by :func:`compiled` around it, of the standard's signature (its
    parameters that take no array static)."""
    import sys

    from .._common._errors import ARRAY_PARAMETERS, standard_signature

    for path in REEXPORTED:
        part, _, name = path.rpartition(".")
        module = sys.modules[f"{package}.{part}" if part else package]
        native = getattr(module, name)
        signature = standard_signature(path)
        assert signature is not None, path
        static = tuple(p for p in signature.parameters if p not in ARRAY_PARAMETERS)

        def body(*args: Any, __native: Any = native, **kwargs: Any) -> Any:
            return __native(*args, **kwargs)

        body.__signature__ = signature  # type: ignore[attr-defined]
        body.__name__ = name
        body.__doc__ = getattr(native, "__doc__", None)
        setattr(module, name, compiled(path, *static)(body))

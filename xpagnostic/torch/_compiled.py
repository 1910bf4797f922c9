"""Compiled code on PyTorch: every function ``torch.compile`` traces in another form, and the
one test of whether our code runs eagerly.

``torch.compile`` (Dynamo) runs a function's Python once, symbolically, and records the
torch calls into a graph that later calls replay after checking *guards*: one test per
object the traced Python read (a global, a closure cell, a default, an attribute).  Three
facts shape the torch namespace for it:

* **Fake tensors compute every dtype.**  Eagerly, torch raises for ``uint16``/``uint32``/
  ``uint64`` where it lacks a kernel, and many of our functions take their unsigned route
  only from that ``except`` clause, so the other dtypes pay no test.  While Dynamo traces,
  torch never raises (the missing kernel would raise when the graph runs), so these
  functions have a traced form that tests the dtype first (:func:`dtype_checked`).
* **Every object read becomes a guard**, checked at each call of the compiled function.
  Functions that read caches, defaults or helpers held in closures have a traced form that
  reads few objects (the compiled step of ``benchmarks`` then runs at native speed).
* **Values are not there.**  Reading a value back to Python (``.item()``, ``.tolist()``)
  breaks the graph under Dynamo, fails under ``torch.func`` transforms and
  ``torch.jit.trace``, and synchronises an accelerator; our code reads back only where
  :func:`eager_cpu` says it is a plain memory load.

A traced form is declared at the function with :func:`traced_form` (or
:func:`dtype_checked`, :func:`real_at_once`); framework-neutral modules, which cannot
import torch, declare theirs with ``_tracing.traced_as``, the mechanism all of these use.
:data:`TRACED_FORMS` lists every function that has one, and why;
``xpagnostic-tests/compiled/test_traced_forms.py`` checks the table against the
declarations and runs each function under ``torch.compile`` inside a user's
``functools.wraps`` decorator, and ``test_recompiles.py`` counts the guards of the
compiled steps (its budget tells when a change makes compiled code read more objects).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, TypeVar

import torch

from .._tracing import traced_as, untraced_copy
from ._errors import fail
from ._unsigned import UNSIGNED_WIDE

__all__ = ["TRACED_CONSTANTS", "TRACED_FORMS", "compiling", "dtype_checked", "dynamo_compiling",
           "eager", "eager_cpu", "real_at_once", "traced_form"]

_F = TypeVar("_F", bound=Callable[..., Any])

_dynamo_compiling = torch.compiler.is_dynamo_compiling
_compiler = torch.compiler
#: Whether a torch.func transform (vmap, grad, jvp...) is running: one thread-local read,
#: cheaper than asking whether a given tensor is wrapped by one.
_transforming = torch._C._are_functorch_transforms_active
_jit_tracing = torch._C._is_tracing  # torch.jit.trace (what torch.jit.is_tracing asks)


#: Whether Dynamo traces the caller (``torch.compile``, and ``torch.export``, which runs it):
#: a constant ``True`` in the traced graph, and cheaper eagerly than
#: ``torch.compiler.is_compiling`` (which also asks TorchScript).  For code that takes
#: another path where Dynamo traces it (a value-reading test asks :func:`eager` or
#: :func:`eager_cpu`).
dynamo_compiling: Final[Callable[[], bool]] = torch.compiler.is_dynamo_compiling


def compiling() -> bool:
    """Whether ``torch.compile`` or ``torch.export`` traces the caller (tensors there may be
    fake, or functional wrappers that do not show their lazy conjugation)."""
    return bool(_dynamo_compiling() or _compiler._is_compiling_flag)


def eager() -> bool:
    """Whether tensors hold values now: outside ``torch.compile`` (Dynamo reads
    ``is_dynamo_compiling`` as ``True``; it is cheaper than ``torch.compiler.is_compiling``,
    which also asks TorchScript), ``torch.export``'s tracing outside Dynamo (the flag
    ``is_compiling`` reads), ``torch.jit.trace`` and the ``torch.func`` transforms."""
    return not (_dynamo_compiling() or _compiler._is_compiling_flag or _jit_tracing()
                or _transforming())


def eager_cpu(x: Any) -> bool:
    """Whether ``x`` is a CPU tensor and :func:`eager` holds: reading one of its values back
    is then a memory load that breaks no graph and synchronises no device."""
    return (x.is_cpu and not _dynamo_compiling() and not _compiler._is_compiling_flag
            and not _jit_tracing() and not _transforming())


def traced_form(stand_in: Callable[..., Any]) -> Callable[[_F], _F]:
    """Decorator: ``torch.compile`` traces ``stand_in`` wherever it meets the decorated
    function (list the function in :data:`TRACED_FORMS`).

    ``stand_in`` takes the same arguments and gives the same results for every value Dynamo
    can trace; it exists to be traced well (the dtype tested first, few objects read), not
    to be fast.  Eager calls run the function itself: nothing wraps it, and a user's
    ``functools.wraps`` wrapper of it is traced as written (see ``_tracing.traced_as``).
    The stand-in calls :func:`_tracing.untraced_copy` of the function where it leaves the
    work to the function's own body."""
    return traced_as(stand_in)


def dtype_checked(route: Callable[..., Any], arrays: int = 1) -> Callable[[_F], _F]:
    """Decorator for a function that calls torch first and, where an unsigned array made
    torch raise (``_unsigned.failed_on_unsigned``), calls ``route(function, *args,
    **kwargs)`` from its ``except`` clause.

    Its traced form tests the dtypes of the first ``arrays`` arguments first: ``route`` for
    an unsigned one, else the function's own body."""

    def mark(fn: _F) -> _F:
        body = untraced_copy(fn)

        def checked(*args: Any, **kwargs: Any) -> Any:
            for a in args[:arrays]:
                if isinstance(a, torch.Tensor) and a.dtype in UNSIGNED_WIDE:
                    return route(fn, *args, **kwargs)
            return body(*args, **kwargs)

        return traced_form(checked)(fn)

    return mark


def real_at_once(native: Callable[[Any], Any]) -> Callable[[_F], _F]:
    """Decorator for a function of the shared special-case fixes (complex ``expm1``...),
    whose traced form calls torch's ``native`` at once for a tensor of a real dtype (the
    fixes are for complex input): the function reads its helpers from its closure, and
    Dynamo would guard each of them at every call of the compiled function."""

    def mark(fn: _F) -> _F:
        body = untraced_copy(fn)
        name = fn.__name__

        def real_first(x: Any, /) -> Any:
            # A torch dtype's is_complex, read without a global (each global read is a
            # guard): a tensor of a real dtype, neither a complex one nor another object.
            if getattr(getattr(x, "dtype", None), "is_complex", None) is False:
                try:
                    return native(x)
                except Exception as e:  # the error contract (_common/_contract.py)
                    return fail(name, e, (x,))
            return body(x)

        return traced_form(real_first)(fn)

    return mark


_UNSIGNED = ("fake tensors compute uint16/uint32/uint64, for which torch lacks the kernel "
             "and raises eagerly (the unsigned route is taken from the except clause): the "
             "traced form tests the dtype first")
_MADE_AS_INT64 = ("torch makes no uint16/uint32/uint64 values here and raises eagerly; fake "
                  "tensors do not: the traced form tests the dtype asked for first")
_BINARY = ("the eager body tests exact classes and lets torch raise for the unsigned "
           "dtypes; the traced form reads no class (each would be a guard) and tests the "
           "unsigned dtypes first")
_REAL = ("the eager body reads the helpers of the complex special cases from its closure, "
         "each a guard: the traced form calls torch at once for a real dtype")
_NO_CACHE = ("the eager body reads a cache that grows with each new type or module: the "
             "traced form reads none, so no later call fails a guard on it and recompiles")

#: Every function ``torch.compile`` traces in another form, by the name it is reached by,
#: and why.  Checked against the declarations by ``test_traced_forms.py``.
TRACED_FORMS: Final[dict[str, str]] = {
    **{f"xpagnostic.torch.{n}": _BINARY for n in (
        "add", "atan2", "bitwise_and", "bitwise_left_shift", "bitwise_or",
        "bitwise_right_shift", "bitwise_xor", "copysign", "divide", "equal", "greater",
        "greater_equal", "hypot", "less", "less_equal", "logaddexp", "logical_and",
        "logical_or", "logical_xor", "matmul", "maximum", "minimum", "multiply", "nextafter",
        "not_equal", "pow", "subtract")},
    "xpagnostic.torch._elementwise_functions._remainder": _BINARY,
    "xpagnostic.torch._elementwise_functions._floor_divide": _BINARY,
    **{f"xpagnostic.torch.{n}": _REAL for n in ("acos", "expm1", "log1p")},
    **{f"xpagnostic.torch.{n}": _UNSIGNED for n in (
        "abs", "argmax", "argmin", "bitwise_invert", "clip", "count_nonzero", "diff", "flip",
        "isin", "negative", "nonzero", "searchsorted", "sign", "square", "take",
        "take_along_axis", "tensordot", "tril", "triu", "vecdot", "linalg.cross",
        "linalg.matrix_power", "linalg.outer")},
    **{f"xpagnostic.torch.{n}": _MADE_AS_INT64 for n in ("arange", "eye", "linspace")},
    **{f"xpagnostic.torch.{n}": _UNSIGNED + "; it also calls torch's full reduction at once"
       for n in ("max", "min")},
    "xpagnostic.torch.mean": ("the eager body reads its defaults, each a guard: the traced "
                              "form takes the mean of the whole array without reading them"),
    "xpagnostic.get_namespace": _NO_CACHE,
    "xpagnostic.backend_of": _NO_CACHE,
    "xpagnostic.Tensor.__init__": _NO_CACHE,
    "xpagnostic.torch.autodiff.primitive": (
        "the eager property fills a cache while Dynamo traces, whose guard the next call "
        "would fail: the traced form loads the primitive without it"),
    "xpagnostic.torch.autodiff.value_and_grad": (
        "the traced form returns the primitive's traced_gradient: torch.func.grad_and_value "
        "with the output checks inlined, which Dynamo traces into the caller's graph"),
    "xpagnostic.torch.autodiff.grad": "as value_and_grad",
    "xpagnostic._tracing.import_module": (
        "Dynamo refuses to trace importlib: the traced form imports in a constant function "
        "and reaches the module by attribute look-ups from its package"),
    "xpagnostic._tracing.dynamo_tracing": "answers True while Dynamo traces, without a guard",
}

_CONSTANT = "Dynamo calls it while it traces and keeps its answer as a constant of the graph"

#: The functions ``torch.compile`` calls while it traces (``_tracing.traced_as_constant``),
#: and why.  Checked against the declarations by ``test_traced_forms.py``.
TRACED_CONSTANTS: Final[dict[str, str]] = {
    "xpagnostic.torch._data_type_functions._native_can_cast": (
        _CONSTANT + ": torch.can_cast returns a bool, which Dynamo cannot trace"),
    "xpagnostic.torch._data_type_functions._result_of": (
        _CONSTANT + ": the result dtype of operands' dtypes, from a cache Dynamo would guard"),
    "xpagnostic._namespace._backend_of_type_constant": (
        _CONSTANT + ": the backend of a type, from a cache Dynamo would guard"),
    "xpagnostic._namespace._namespace_attributes": (
        _CONSTANT + ": the path from our package to the namespace owning the types"),
    "xpagnostic._tracing._ensure_imported": _CONSTANT + ": an import (Dynamo refuses importlib)",
}

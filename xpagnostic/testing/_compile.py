"""Running code under test compiled: :func:`jit` and the :class:`Mode` of the ``mode`` fixture.

``jit(fn)`` returns a function that, called on arrays of one backend, runs ``fn`` under that
backend's compiler and also eagerly, and compares the two results with
:func:`~xpagnostic.testing.assert_close`:

- JAX: ``jax.jit``;
- PyTorch: ``torch.compile(fullgraph=True, backend="eager")``: Dynamo traces the function
  into one graph, and no code is generated (so it is fast);
- TensorFlow: ``tf.function(jit_compile=True)``;
- Dask: no compiler, but laziness: the call must compute nothing (the calls to ``compute``
  made by Dask's local schedulers are counted);
- NumPy and array-api-strict have no compiler: :func:`compiler_of` is None.

A graph break, a branch on a value, a read of a value to the host that the compiler refuses
(``jax.jit``, ``tf.function``; on a GPU, every read: ``torch.cuda.set_sync_debug_mode`` and
JAX's transfer guard watch the compiled call), or an eager computation inside a lazy call
fails with an ``AssertionError`` naming the function.  On a CPU, Dynamo traces
``float(x)`` and ``x.item()`` into its graph without a break.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, Final, Literal, ParamSpec, TypeVar, cast

from xpagnostic._backends import BACKENDS

from ._assertions import assert_close, backend_name
from ._devices import no_host_sync

__all__ = ["COMPILERS", "MODES", "Mode", "compiler_of", "count_dask_computes", "jit"]

P = ParamSpec("P")
R = TypeVar("R")

#: The modes of the ``mode`` fixture.
MODES: Final = ("eager", "jit")

#: Backend -> what ``jit`` runs a function under, as messages name it (its class's
#: ``compiler``).
COMPILERS: Final[dict[str, str]] = {
    name: row.compiler for name, row in BACKENDS.items() if row.compiler is not None}


def compiler_of(backend: str) -> str | None:
    """What :func:`jit` runs ``backend``'s code under (None: it has no compiler).  A facade
    backend (``facade-torch``) compiles as the backend it wraps."""
    return COMPILERS.get(backend.removeprefix("facade-"))


class _Computes:
    """Counts the computations Dask's local schedulers start (a ``dask.callbacks``)."""

    def __init__(self) -> None:
        self.count = 0

    def start(self, dsk: object) -> None:
        self.count += 1


@contextlib.contextmanager
def count_dask_computes() -> Iterator[_Computes]:
    """Inside, every computation of a Dask graph (``compute``, ``bool(x)``, ``np.asarray``)
    adds one to the yielded counter's ``count``."""
    callbacks: Any = importlib.import_module("dask.callbacks")
    counter = _Computes()
    with callbacks.Callback(start=counter.start):
        yield counter


def _leaves(tree: object) -> list[object]:
    if isinstance(tree, (tuple, list)):
        return [leaf for x in tree for leaf in _leaves(x)]
    if isinstance(tree, dict):
        return [leaf for x in tree.values() for leaf in _leaves(x)]
    return [tree]


def _tree_map(fn: Callable[[object], object], tree: object) -> object:
    if isinstance(tree, tuple) and hasattr(tree, "_fields"):
        named: Any = type(tree)
        return named(*(_tree_map(fn, x) for x in tree))
    if isinstance(tree, (tuple, list)):
        return type(tree)(_tree_map(fn, x) for x in tree)
    if isinstance(tree, dict):
        return {k: _tree_map(fn, v) for k, v in tree.items()}
    return fn(tree)


def _backend_of_args(args: tuple[object, ...], kwargs: dict[str, object]) -> str | None:
    for leaf in _leaves([list(args), kwargs]):
        name = backend_name(leaf)
        if name is not None:
            return name
    return None


def _compile_native(backend: str, fn: Callable[..., Any]) -> Callable[..., Any]:
    return BACKENDS[backend].compile(fn)


def _holds_arrays(value: object) -> bool:
    return any(backend_name(leaf) is not None for leaf in _leaves(value))


def _compiled_call(backend: str, fn: Callable[..., Any], args: tuple[object, ...],
                   kwargs: dict[str, object]) -> Callable[[], object]:
    """A call of ``fn(*args, **kwargs)`` under the compiler of ``backend``, compiled on its
    first call and reused by the next ones.  Arguments holding arrays
    are traced; the others (``axis=0``, a flag) are constants of the compiled function.  A
    facade backend: the compiler sees the native arrays, the function the Tensors."""
    traced = [i for i, a in enumerate(args) if _holds_arrays(a)]
    traced_keys = [k for k, v in kwargs.items() if _holds_arrays(v)]

    def bound(*values: object) -> object:
        full = list(args)
        for i, v in zip(traced, values):
            full[i] = v
        keywords = dict(kwargs)
        keywords.update(zip(traced_keys, values[len(traced):]))
        return fn(*full, **keywords)

    values = tuple(args[i] for i in traced) + tuple(kwargs[k] for k in traced_keys)
    if not backend.startswith("facade-"):
        compiled = _compile_native(backend, bound)
        return lambda: compiled(*values)
    from xpagnostic.tensor import astensor

    def native(*raw_values: object) -> object:
        def wrap(x: object) -> object:
            return (astensor(cast(Any, x)) if backend_name(x) == backend.removeprefix("facade-")
                    else x)

        return _tree_map(_raw, bound(*(_tree_map(wrap, v) for v in raw_values)))

    compiled_native = _compile_native(backend.removeprefix("facade-"), native)
    raw_values = tuple(_tree_map(_raw, v) for v in values)
    return lambda: _tree_map(lambda x: astensor(cast(Any, x)) if backend_name(x) is not None else x,
                             compiled_native(*raw_values))


def _raw(x: object) -> object:
    name = backend_name(x)
    if name is not None and name.startswith("facade-"):
        tensor: Any = x
        raw: object = tensor.raw
        return raw
    return x


def _name(fn: Callable[..., Any]) -> str:
    return str(getattr(fn, "__qualname__", None) or getattr(fn, "__name__", None) or fn)


def jit(fn: Callable[P, R], *, rtol: float | None = None, atol: float = 0.0,
        compare: bool = True) -> Callable[P, R]:
    """``fn`` run compiled, checked against ``fn`` run eagerly.

    Each call finds the backend from its array arguments, runs ``fn`` eagerly, then under
    the backend's compiler (see the module's docstring), and asserts with
    :func:`~xpagnostic.testing.assert_close` (``rtol``, ``atol``) that both give the same
    arrays, unless ``compare=False``.  It returns the compiled call's result.  On Dask it
    asserts that the call computed nothing and returns its lazy result.  A failure of the
    compiled call that the eager call does not have (a graph break, a host read) raises an
    ``AssertionError`` naming ``fn`` and the compiler.  A backend without a compiler (NumPy,
    array-api-strict) raises ``NotImplementedError``.
    """
    name = _name(fn)

    @functools.wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        backend = _backend_of_args(args, kwargs)
        if backend is None:
            raise TypeError(f"jit({name}): no argument is an array of a supported backend")
        compiler = compiler_of(backend)
        if compiler is None:
            raise NotImplementedError(f"jit({name}): {backend} has no compiler; "
                                      f"compilers exist for {', '.join(COMPILERS)}")
        if BACKENDS[backend.removeprefix("facade-")].lazy:
            with count_dask_computes() as computes:
                result = fn(*args, **kwargs)
            if computes.count:
                raise AssertionError(
                    f"{name} computed its Dask graph {computes.count} time(s) during the "
                    f"call; a lazy function builds a graph and computes nothing (a bool(), "
                    f"float(), np.asarray() or .compute() of an array inside it computes)")
            return result
        eager = fn(*args, **kwargs)
        base = backend.removeprefix("facade-")
        first: Any = next(_raw(x) for x in _leaves([list(args), kwargs])
                          if backend_name(x) is not None)
        where = BACKENDS[base].device_of(first)
        call = _compiled_call(backend, fn, args, kwargs)
        try:
            compiled: Any = call()
        except Exception as exc:
            raise AssertionError(
                f"{name} does not run under {compiler} on {backend}: a graph break, a read "
                f"of a value to the host or an operation the compiler cannot trace "
                f"({type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc) else ''})"
            ) from exc
        if BACKENDS[base].on_accelerator(where):
            # Compiled above; run again with a read of a device value to the host raising.
            try:
                with no_host_sync(base, where, "error"):
                    compiled = call()
            except Exception as exc:
                raise AssertionError(
                    f"{name} reads a value back to the host under {compiler} on {where} "
                    f"({type(exc).__name__}: {str(exc).strip()[:300]})") from exc
        if compare:
            assert_close(compiled, eager, rtol=rtol, atol=atol,
                         err_msg=f"{name} under {compiler} differs from its eager call")
        return compiled  # type: ignore[no-any-return]

    return run


@dataclass(frozen=True)
class Mode:
    """How the code under test runs: ``mode(fn)`` is ``fn`` itself (``"eager"``) or
    :func:`jit` of it (``"jit"``).  The ``mode`` fixture's value."""

    name: Literal["eager", "jit"]
    rtol: float | None = None
    atol: float = 0.0

    def __call__(self, fn: Callable[P, R]) -> Callable[P, R]:
        if self.name == "eager":
            return fn
        return jit(fn, rtol=self.rtol, atol=self.atol)

    def __str__(self) -> str:
        return self.name

"""How our code presents itself to the frameworks' tracers: Dynamo and AutoGraph.

Compiled code must see one graph, and this module imports no framework: each decorator
sets an attribute the tracer reads, which costs nothing on the eager path, and which no
copy of the function's ``__dict__`` takes (``functools.wraps`` copies it into a user's
wrapper, whose body Dynamo must trace as written).  ``xpagnostic.torch._compiled`` says
which of our functions PyTorch's compiler traces in another form, and why.

* :func:`import_module` imports a module also while ``torch.compile`` traces the caller.
  Dynamo refuses to trace ``importlib``; the import runs in a function Dynamo calls while
  tracing (as it calls a function marked with ``torch.compiler.assume_constant_result``),
  and the module is then reached by attribute look-ups from its top-level package, which
  Dynamo traces and guards.  The
  first call of a process that reaches a namespace, an adapter or an autodiff primitive
  inside ``torch.compile(fullgraph=True)`` therefore traces into one graph.  For modules of
  ours, the look-ups start from our package, so the graph's guards never read
  ``sys.modules`` (a guard on it would fail, and recompile the caller, on any later import).
* :func:`traced_as` gives a function a stand-in that Dynamo traces in its place (as
  ``torch.compile`` does for the functions it returns), while eager calls run the function
  itself at no extra cost.  ``get_namespace`` uses it to keep its caches, which grow with
  every new type, out of the graph's guards.
* :func:`dynamo_tracing` says whether Dynamo traces the caller (without importing torch).
* :func:`not_converted` tells TensorFlow's AutoGraph to call a function as it is, as
  ``tf.autograph.experimental.do_not_convert`` does, but without wrapping it: AutoGraph
  rewrites the Python control flow of every function a ``tf.function`` calls, and ours
  is written for Python values (shapes, dtypes, pytrees), not for tensors.  Any layer
  that makes functions users call (a namespace, a wrapper, a transform's result) marks
  them with :func:`not_converted`, or marks a whole module with :func:`not_converted_in`.
  The user's own functions stay converted: a transform calls them through
  ``Primitive.user_function``, which on TensorFlow converts them as AutoGraph would have.

Both attributes are private contracts of the frameworks, which their public decorators
set; ``xpagnostic-tests/compiled`` checks that the decorators still set them.
"""

from __future__ import annotations

import importlib
import sys
import types
from collections.abc import Callable, Iterator
from typing import Any, Final, TypeVar

__all__ = ["AUTOGRAPH_ARTIFACT", "DYNAMO_CONSTANT", "DYNAMO_INLINE", "dynamo_tracing",
           "import_module", "not_converted", "not_converted_in", "traced_as",
           "traced_as_constant", "traced_constants", "traced_form_moved", "traced_forms",
           "untraced_copy"]

_F = TypeVar("_F", bound=Callable[..., Any])
_T = TypeVar("_T")

#: The attribute ``torch.compiler.assume_constant_result`` sets: Dynamo calls such a
#: function while it traces and takes its result as a constant of the graph.
DYNAMO_CONSTANT: Final = "_dynamo_marked_constant"
#: The attribute ``torch.compile`` sets on the function it returns, naming the function it
#: compiles: Dynamo, meeting a function that has it while tracing, traces the one it names.
DYNAMO_INLINE: Final = "_torchdynamo_inline"
#: The attribute AutoGraph's own wrappers carry (``do_not_convert`` sets it): AutoGraph
#: calls an object that has it without converting it.
AUTOGRAPH_ARTIFACT: Final = "autograph_info__"

#: Prefix of the modules whose functions :func:`not_converted_in` marks.
_OURS: Final = "xpagnostic"
#: Our package, from which traced code reaches our modules without reading ``sys.modules``.
_PACKAGE: Final = sys.modules[_OURS]


def traced_as_constant(fn: _F) -> _F:
    """``fn``, which Dynamo will call while tracing, its result a constant of the graph.

    For functions whose result depends only on their (constant) arguments and the state
    of the process, such as an import.
    """
    _hold(fn, DYNAMO_CONSTANT, True)
    _CONSTANTS.add(fn)
    return fn


def traced_as(stand_in: Callable[..., Any]) -> Callable[[_F], _F]:
    """Decorator: Dynamo traces ``stand_in`` wherever it meets the decorated function.

    ``stand_in`` takes the same arguments and gives the same results for every value
    Dynamo can trace; it exists to be traced well (few guards, no reads of state that
    changes), not to be fast.  Nothing wraps the decorated function, and the stand-in is
    held where Dynamo reads it but no copy of the function's ``__dict__`` takes it (see
    :class:`_HeldBack`): a user's ``functools.wraps`` wrapper of the function is traced as
    written.  ``xpagnostic.torch._compiled`` lists every function that has a stand-in.
    """

    def mark(fn: _F) -> _F:
        _hold(fn, DYNAMO_INLINE, stand_in)
        _TRACED_FORMS[fn] = stand_in
        return fn

    return mark


def traced_forms() -> dict[Callable[..., Any], Callable[..., Any]]:
    """Every function given a stand-in by :func:`traced_as` so far, with its stand-in."""
    return dict(_TRACED_FORMS)


def traced_constants() -> frozenset[Callable[..., Any]]:
    """Every function marked by :func:`traced_as_constant` so far."""
    return frozenset(_CONSTANTS)


#: The functions :func:`traced_as` marked, each with its stand-in.
_TRACED_FORMS: Final[dict[Callable[..., Any], Callable[..., Any]]] = {}
#: The functions :func:`traced_as_constant` marked.
_CONSTANTS: Final[set[Callable[..., Any]]] = set()
#: The attributes a tracer reads on our functions that no copy of their ``__dict__`` takes.
_HELD: Final = frozenset({DYNAMO_INLINE, DYNAMO_CONSTANT})


def traced_form_moved(fn: Callable[..., Any], wrapper: _F) -> _F:
    """``wrapper``, which takes ``fn``'s place in a namespace, with ``fn``'s stand-in (if
    :func:`traced_as` gave it one): Dynamo then traces the stand-in for the name users
    call, and the table of traced forms lists the function the namespace holds."""
    stand_in = _TRACED_FORMS.pop(fn, None)
    return wrapper if stand_in is None else traced_as(stand_in)(wrapper)


def _hold(fn: Callable[..., Any], name: str, value: object) -> None:
    """Set the attribute ``name`` of the function ``fn`` where the tracers read it and no
    copy of ``fn.__dict__`` finds it (see :class:`_HeldBack`)."""
    assert isinstance(fn, types.FunctionType), fn
    held = fn.__dict__ if type(fn.__dict__) is _HeldBack else _HeldBack(fn.__dict__)
    dict.__setitem__(held, name, value)
    fn.__dict__ = held


class _HeldBack(dict[str, Any]):
    """A function's ``__dict__`` that holds the stand-in Dynamo traces but never hands it on.

    Dynamo reads the attributes of :data:`_HELD` as Python does (``getattr``,
    ``inspect.getattr_static``: a look-up by key).  ``functools.wraps`` copies a
    function's ``__dict__`` into the wrapper it makes (``update`` iterates over the keys),
    and so would every other copy of a mapping: a stand-in answers for our function, not
    for a user's function that wraps it, so this mapping lists every key but those.  The
    user's wrapper is then traced as written, and calls our function, for which Dynamo
    traces the stand-in.
    """

    __slots__ = ()

    def __iter__(self) -> Iterator[str]:
        return (key for key in dict.__iter__(self) if key not in _HELD)

    def keys(self) -> Any:
        return dict(self.items()).keys()

    def items(self) -> Any:
        return {key: dict.__getitem__(self, key) for key in self}.items()

    def values(self) -> Any:
        return dict(self.items()).values()

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __repr__(self) -> str:
        return repr(dict(self.items()))


def untraced_copy(fn: _F) -> _F:
    """A copy of the function ``fn`` (same code, globals, defaults and closure) that Dynamo
    traces as it is, for the stand-in of ``fn`` (see :func:`traced_as`) to call where it
    leaves the work to ``fn``'s own body."""
    assert isinstance(fn, types.FunctionType)
    body = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__,
                              fn.__closure__)
    body.__kwdefaults__ = fn.__kwdefaults__
    body.__qualname__ = fn.__qualname__
    return body  # type: ignore[return-value]


@traced_as_constant
def _ensure_imported(path: str) -> bool:
    importlib.import_module(path)
    return True


def _import_module_traced(path: str) -> types.ModuleType:
    """:func:`import_module` as Dynamo traces it: the import runs while Dynamo traces, and
    the module is reached by attribute look-ups (which Dynamo reads live and guards one
    by one) from its top-level package, ours without reading ``sys.modules``."""
    _ensure_imported(path)
    top, _, rest = path.partition(".")
    module = _PACKAGE if top == _OURS else sys.modules[top]
    for part in rest.split(".") if rest else ():
        module = getattr(module, part)
    return module


@traced_as(_import_module_traced)
def import_module(path: str) -> types.ModuleType:
    """The module ``path``, imported if it is not yet: ``importlib.import_module`` that
    ``torch.compile`` also traces.  A module that another thread is still importing is
    waited for, as ``importlib.import_module`` does, never returned half made."""
    module = sys.modules.get(path)
    if module is None or getattr(getattr(module, "__spec__", None), "_initializing", False):
        # importlib waits for another thread's import, and gives the importing thread its
        # own module as it stands (a package importing its own submodules reaches here).
        module = importlib.import_module(path)
    return module


def _yes() -> bool:
    return True


@traced_as(_yes)
def dynamo_tracing() -> bool:
    """Whether ``torch.compile`` (Dynamo) is tracing the caller: its Python then runs
    symbolically, once, so that no thread can race it (locks guard nothing, and Dynamo
    cannot trace them).  Dynamo traces a stand-in that answers True, without a guard."""
    torch = sys.modules.get("torch")
    return torch is not None and bool(torch.compiler.is_dynamo_compiling())


def not_converted(obj: _T) -> _T:
    """``obj`` (a function, or a class whose instances are called), marked for AutoGraph
    to call as it is.  Returns ``obj`` itself: nothing wraps it."""
    target = getattr(obj, "__func__", obj)  # a bound or static method: its function
    try:
        setattr(target, AUTOGRAPH_ARTIFACT, frozenset())
    except (AttributeError, TypeError):  # a builtin: AutoGraph never converts those
        pass
    return obj


def not_converted_in(namespace: Any) -> None:
    """Mark for AutoGraph every function of ours found in ``namespace`` (a module or a
    class): the module's or class's own functions and the functions it re-exports from
    our other modules (a framework's functions or a library's are left alone: AutoGraph
    already calls TensorFlow's as they are, and the others are not ours to mark)."""
    for value in list(vars(namespace).values()):
        fn = getattr(value, "__func__", value)  # staticmethod and classmethod objects
        # The module that defined it (``__module__`` is the wrapped function's where
        # ``functools.wraps`` copied it).
        if isinstance(fn, types.FunctionType) and _is_ours(fn.__globals__.get("__name__")):
            not_converted(fn)


def _is_ours(module: object) -> bool:
    return isinstance(module, str) and (module == _OURS or module.startswith(_OURS + "."))

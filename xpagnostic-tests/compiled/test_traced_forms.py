"""The functions ``torch.compile`` traces in another form (``xpagnostic.torch._compiled``).

* The table ``TRACED_FORMS`` (and ``TRACED_CONSTANTS``) lists exactly the functions that
  declare a traced form (a constant), and each still carries it where Dynamo reads it.
* No public callable hands a marker on: ``functools.wraps`` copies a function's
  ``__dict__`` into a user's wrapper, and Dynamo would then trace our stand-in in place of
  the user's code.
* Each function of the table, inside a user's ``functools.wraps`` decorator that changes its
  result, called in a function compiled with ``fullgraph=True``, gives the eager result,
  and the decorator does change it (compared with the undecorated function).
"""

from __future__ import annotations

import functools
import importlib
import inspect
import types
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import xpagnostic  # noqa: E402
import xpagnostic.torch as xpt  # noqa: E402
from xpagnostic import _tracing  # noqa: E402
from xpagnostic.torch import _compiled  # noqa: E402

_MARKERS = (_tracing.DYNAMO_INLINE, _tracing.DYNAMO_CONSTANT)


def _resolve(path: str) -> Any:
    """The function declared at ``path`` (``package.module.name.attribute``): a property's
    getter, a method's function."""
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        break
    for name in parts[cut:]:
        obj = inspect.getattr_static(obj, name)
        if isinstance(obj, property):
            obj = obj.fget
        elif isinstance(obj, (staticmethod, classmethod)):
            obj = obj.__func__
    return obj


def _load_everything() -> None:
    """Import what declares traced forms: the torch namespace, its autodiff, the facade."""
    xpagnostic.Tensor(torch.ones(1))
    assert xpt.autodiff.primitive is not None


def test_the_table_lists_every_traced_form() -> None:
    _load_everything()
    declared = _tracing.traced_forms()
    listed = {_resolve(path): path for path in _compiled.TRACED_FORMS}
    assert len(listed) == len(_compiled.TRACED_FORMS), "two names of one function"
    missing = [f"{f.__module__}.{f.__qualname__}" for f in declared if f not in listed]
    assert not missing, f"traced forms not in TRACED_FORMS: {missing}"
    undeclared = [path for f, path in listed.items() if f not in declared]
    assert not undeclared, f"TRACED_FORMS names functions without a traced form: {undeclared}"
    for fn, stand_in in declared.items():
        assert getattr(fn, _tracing.DYNAMO_INLINE) is stand_in
        assert inspect.getattr_static(fn, _tracing.DYNAMO_INLINE) is stand_in
    assert all(_compiled.TRACED_FORMS.values())


def test_the_table_lists_every_traced_constant() -> None:
    _load_everything()
    constants = _tracing.traced_constants()
    listed = {_resolve(path) for path in _compiled.TRACED_CONSTANTS}
    assert listed == set(constants)
    for fn in constants:
        assert getattr(fn, _tracing.DYNAMO_CONSTANT) is True
    assert all(_compiled.TRACED_CONSTANTS.values())


def _public_callables() -> dict[str, Any]:
    """Every public callable of the package, the torch namespace and its submodules, the
    facade's torch namespace, and their methods (bound, as a user reaches them)."""
    _load_everything()
    found: dict[str, Any] = {}
    spaces: dict[str, Any] = {
        "xpagnostic": xpagnostic, "xpt": xpt, "xpt.linalg": xpt.linalg, "xpt.fft": xpt.fft,
        "xpt.random": xpt.random, "xpt.autodiff": xpt.autodiff,
        "facade": xpagnostic.get_namespace(xpagnostic.Tensor(torch.ones(1))),
        "xpagnostic.autodiff": xpagnostic.autodiff,
    }
    for space_name, space in spaces.items():
        for name in dir(space):
            if name.startswith("_") and name != "__init__":
                continue
            value = getattr(space, name)
            if callable(value) and not isinstance(value, type):
                found[f"{space_name}.{name}"] = value
            elif isinstance(value, type) and value.__module__.startswith("xpagnostic"):
                for method in vars(value):
                    raw = inspect.getattr_static(value, method)
                    if isinstance(raw, types.FunctionType):
                        found[f"{space_name}.{name}.{method}"] = raw
    return found


def test_no_public_callable_hands_a_marker_on() -> None:
    callables = _public_callables()
    assert len(callables) > 300
    carriers = []
    for name, fn in callables.items():
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            return None

        if any(hasattr(wrapper, marker) for marker in _MARKERS):
            carriers.append(name)
        if any(marker in dict(getattr(fn, "__dict__", {})) for marker in _MARKERS):
            carriers.append(name)
    assert not carriers, carriers
    # the functions still carry the stand-in where Dynamo reads it
    assert getattr(xpt.add, _tracing.DYNAMO_INLINE) is _tracing.traced_forms()[xpt.add]


# --- each traced form inside a user's decorator, compiled -----------------------------------
class _Altered:
    """What the user's decorator returns for a result that is not a tensor."""

    def __init__(self, value: Any) -> None:
        self.value = value


def _alter(result: Any) -> Any:
    if isinstance(result, torch.Tensor):
        return result.to(torch.float64) * 10 + 1
    if isinstance(result, tuple):
        return tuple(_alter(r) for r in result)
    return _Altered(result)


def _changing_result(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A user's decorator (say, a unit conversion) that changes what ``fn`` returns."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return _alter(fn(*args, **kwargs))

    return wrapper


def _doubling_argument(fn: Callable[..., Any]) -> Callable[..., Any]:
    """A user's decorator of ``Tensor.__init__`` that doubles the value it is given."""

    @functools.wraps(fn)
    def wrapper(self: Any, value: Any) -> None:
        fn(self, value * 2)

    return wrapper


def _seen(result: Any, x: Any) -> Any:
    """A tensor telling the result: a tensor (or tuple of them) itself, summed, else ``x``
    plus 1000 if the user's decorator made it."""
    if isinstance(result, tuple):
        return sum(torch.sum(r.to(torch.float64)) for r in result) + x
    if isinstance(result, torch.Tensor):
        return result
    return x + 1000 if isinstance(result, _Altered) else x


def _floats(x: Any) -> Any:
    return x


def _ints(x: Any) -> Any:
    return (x * 8).to(torch.int64)


def _square(x: Any) -> Any:
    return torch.outer(x, x) + torch.eye(x.shape[0], dtype=x.dtype)


_FLOAT_BINARY = ("add", "atan2", "copysign", "divide", "equal", "greater", "greater_equal",
                 "hypot", "less", "less_equal", "logaddexp", "matmul", "maximum", "minimum",
                 "multiply", "nextafter", "not_equal", "pow", "subtract",
                 "_elementwise_functions._remainder", "_elementwise_functions._floor_divide")
_INT_BINARY = ("bitwise_and", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
               "bitwise_xor")
_FLOAT_UNARY = ("acos", "expm1", "log1p", "abs", "negative", "sign", "square", "argmax",
                "argmin", "count_nonzero", "flip", "diff", "mean", "max", "min")


def _steps() -> dict[str, Callable[[Any], Callable[[Any], Any]]]:
    """Table name -> (the function, maybe decorated) -> a step of one tensor to compile."""
    t = "xpagnostic.torch."
    steps: dict[str, Callable[[Any], Callable[[Any], Any]]] = {}
    for n in _FLOAT_BINARY:
        steps[t + n] = lambda f: lambda x: _seen(f(x, torch.flip(x, (0,)) + 0.5), x)
    for n in _INT_BINARY:
        steps[t + n] = lambda f: lambda x: _seen(f(_ints(x), _ints(torch.flip(x, (0,))) % 5), x)
    for n in ("logical_and", "logical_or", "logical_xor"):
        steps[t + n] = lambda f: lambda x: _seen(f(x > 0.3, x < 0.6), x)
    for n in _FLOAT_UNARY:
        steps[t + n] = lambda f: lambda x: _seen(f(x), x)
    steps.update({
        t + "bitwise_invert": lambda f: lambda x: _seen(f(_ints(x)), x),
        t + "clip": lambda f: lambda x: _seen(f(x, min=0.2, max=0.6), x),
        t + "nonzero": lambda f: lambda x: _seen(f(x > 0.3), x),
        t + "isin": lambda f: lambda x: _seen(f(_ints(x), _ints(x[:2])), x),
        t + "searchsorted": lambda f: lambda x: _seen(f(torch.sort(x).values, x), x),
        t + "take": lambda f: lambda x: _seen(f(x, torch.tensor([2, 0])), x),
        t + "take_along_axis": lambda f: lambda x: _seen(
            f(x, torch.tensor([3, 1]), axis=0), x),
        t + "tensordot": lambda f: lambda x: _seen(f(_square(x), _square(x), axes=1), x),
        t + "vecdot": lambda f: lambda x: _seen(f(x, torch.flip(x, (0,))), x),
        t + "tril": lambda f: lambda x: _seen(f(_square(x)), x),
        t + "triu": lambda f: lambda x: _seen(f(_square(x)), x),
        t + "linalg.cross": lambda f: lambda x: _seen(f(x[:3], x[1:]), x),
        t + "linalg.outer": lambda f: lambda x: _seen(f(x, x), x),
        t + "linalg.matrix_power": lambda f: lambda x: _seen(f(_square(x), 2), x),
        t + "arange": lambda f: lambda x: _seen(f(4, dtype=torch.float64), x) + x,
        t + "eye": lambda f: lambda x: _seen(f(4, dtype=torch.float64), x) + x,
        t + "linspace": lambda f: lambda x: _seen(f(0.0, 1.0, 4, dtype=torch.float64), x) + x,
        "xpagnostic.get_namespace": lambda f: lambda x: _seen(f(x), x),
        "xpagnostic.backend_of": lambda f: lambda x: _seen(f(x), x),
        "xpagnostic._tracing.import_module": lambda f: lambda x: _seen(f("xpagnostic.torch"),
                                                                      x),
        "xpagnostic._tracing.dynamo_tracing": lambda f: lambda x: _seen(f(), x),
        t + "autodiff.primitive": lambda f: lambda x: _seen(f(xpt.autodiff), x),
        t + "autodiff.value_and_grad": lambda f: lambda x: _seen(
            f(xpt.autodiff, _loss), x),
        t + "autodiff.grad": lambda f: lambda x: _seen(f(xpt.autodiff, _loss), x),
        "xpagnostic.Tensor.__init__": _made_tensor,
    })
    return steps


def _loss(x: Any) -> Any:
    return torch.sum(x * x)


def _made_tensor(init: Callable[..., Any]) -> Callable[[Any], Any]:
    class Made(xpagnostic.Tensor):  # type: ignore[misc]
        __init__ = init

    return lambda x: Made(x).raw


_STEPS = _steps()
_DECORATORS = {"xpagnostic.Tensor.__init__": _doubling_argument}


def test_every_traced_form_has_a_step() -> None:
    assert set(_STEPS) == set(_compiled.TRACED_FORMS)


@pytest.mark.parametrize("path", sorted(_compiled.TRACED_FORMS))
def test_a_users_decorator_is_traced_as_written(path: str) -> None:
    _load_everything()
    fn = _resolve(path)
    assert fn in _tracing.traced_forms()
    decorate = _DECORATORS.get(path, _changing_result)
    step = _STEPS[path](decorate(fn))
    x = torch.tensor([0.5, 0.25, 0.75, 0.125], dtype=torch.float64)
    plain = _STEPS[path](fn)(x)
    eager = step(x)
    assert not torch.equal(torch.as_tensor(eager), torch.as_tensor(plain)), (
        "the decorator must change the result")
    torch._dynamo.reset()
    compiled = torch.compile(step, fullgraph=True, backend="eager")(x)
    np.testing.assert_allclose(np.asarray(compiled), np.asarray(eager), rtol=1e-12)
    # our own function, undecorated, still compiles to its eager result
    torch._dynamo.reset()
    native = torch.compile(_STEPS[path](fn), fullgraph=True, backend="eager")(x)
    np.testing.assert_allclose(np.asarray(native), np.asarray(plain), rtol=1e-12)

"""One error contract on every backend: the same mistake raises the same class.

The classes are NumPy's (``docs/errors.md``): shapes that do not broadcast, an impossible
reshape and mismatched ``concat``/``matmul``/``stack``/``vecdot``/``tensordot`` raise
``ValueError``; an axis out of range raises :class:`xpagnostic.AxisError` (a ``ValueError``
and an ``IndexError``); a wrong dtype, an array of another framework or a non-array raise
``TypeError``.  The message names the function.

The matrix is generated: every function of the standard (``xpagnostic._common._standard``),
with its signature read from array-api-strict (the standard's reference implementation),
gets each mistake that applies to it, on every installed backend's namespace and on the
Tensor facade over it.  Every message starts with the function's qualified name
(``xpagnostic.torch.sum: ...``), except those of the functions a namespace re-exports from
its framework unchanged, and every class prints a readable name.  Native classes that
differ stay catchable: the raised exception is an instance of both
(``test_native_classes_still_catch``).
"""

from __future__ import annotations

import inspect
import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import array_api_strict as strict
import numpy as np
import pytest
from conftest import BACKENDS
from harness import make_backend

from xpagnostic import astensor
from xpagnostic._common._errors import AxisError
from xpagnostic._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG
from xpagnostic.tensor import facade_namespace

#: Functions whose array parameter takes any object by design (conversion), or that take
#: dtypes rather than arrays: their mistakes are not those of this matrix.
_CONVERTERS = frozenset({"asarray", "from_dlpack"})
_DTYPE_QUERIES = frozenset({"can_cast", "finfo", "iinfo", "isdtype", "result_type"})

#: Element-wise functions of two arrays whose dtype must be integral or boolean.
_BITWISE = frozenset({"bitwise_and", "bitwise_or", "bitwise_xor", "bitwise_left_shift",
                      "bitwise_right_shift", "bitwise_invert"})
#: Functions whose inputs must be square matrices, and those of one vector.
_SQUARE = frozenset({"cholesky", "det", "eig", "eigh", "eigvals", "eigvalsh", "inv",
                     "matrix_power", "slogdet", "solve"})
_VECTORS = frozenset({"outer"})

#: Which backend's arrays are "another framework" for each backend: the array a user of
#: that backend most likely holds by mistake.
_FOREIGN = {"numpy": "torch", "torch": "numpy", "jax": "torch", "tensorflow": "torch",
            "dask": "torch", "mlx": "torch"}


def _strict_function(path: str) -> Callable[..., Any]:
    module: Any = strict
    for part in path.split("."):
        module = getattr(module, part)
    return module  # type: ignore[no-any-return]


def _functions() -> list[str]:
    strict.set_array_api_strict_flags(api_version="2025.12")
    out = []
    for prefix, names in (("", FUNCTIONS_AND_CONSTANTS), ("linalg.", LINALG), ("fft.", FFT)):
        for name in sorted(names):
            fn = _strict_function(prefix + name)
            if callable(fn) and not isinstance(fn, type):
                out.append(prefix + name)
    return out


FUNCTIONS = _functions()


def _params(path: str) -> list[inspect.Parameter]:
    return list(inspect.signature(_strict_function(path)).parameters.values())


def _takes_array(p: inspect.Parameter) -> bool:
    return "Array" in str(p.annotation)


def _is_sequence(p: inspect.Parameter) -> bool:
    return p.kind is inspect.Parameter.VAR_POSITIONAL or bool(
        re.match(r"tuple\[[\w.]*Array, \.\.\.\]", str(p.annotation)))


@dataclass(frozen=True)
class Mistake:
    """One bad call: its name, the function, and the class the contract expects."""

    kind: str
    path: str
    expected: type[BaseException]

    @property
    def name(self) -> str:
        return self.path.rsplit(".", 1)[-1]


# -- the inputs ------------------------------------------------------------------------------


def _host(path: str, param: str, shape: tuple[int, ...] | None = None) -> np.ndarray:
    """A valid NumPy input for ``param`` of ``path`` (of ``shape`` where given)."""
    name = path.rsplit(".", 1)[-1]
    if name in _BITWISE:
        shape = shape or (2, 3)
        return np.arange(math.prod(shape), dtype=np.int32).reshape(shape) % 3
    if name.startswith("logical_") or param == "condition":
        shape = shape or (2, 3)
        return (np.arange(math.prod(shape)).reshape(shape) % 2).astype(bool)
    if param == "indices":
        return np.zeros(shape or (2, 3), dtype=np.int32)
    if name in _SQUARE or name == "cholesky":
        a = np.array([[2.0, 0.5, 0.0], [0.5, 2.0, 0.5], [0.0, 0.5, 2.0]], np.float32)
        return a if param != "x2" or name != "solve" else a[:, :1].copy()
    if name in _VECTORS or (name == "searchsorted" and param == "x1"):
        return np.array([0.25, 0.5, 0.75], np.float32)
    if name in ("matmul", "tensordot") and param == "x2":
        return np.ones(shape or (3, 2), np.float32)
    if name == "squeeze":
        return np.ones(shape or (1, 3), np.float32)
    if name in ("irfft", "irfftn", "hfft"):
        return np.ones(shape or (2, 3), np.complex64)
    shape = shape or (2, 3)
    return (np.arange(math.prod(shape), dtype=np.float32).reshape(shape) + 1) / 7


#: Functions whose ``axis`` may be omitted only for one-dimensional input.
_NEEDS_AXIS = frozenset({"cumulative_sum", "cumulative_prod", "take"})
_REQUIRED: dict[str, Any] = {
    "shape": (2, 3), "repeats": 2, "shift": 1, "source": 0, "destination": 1,
    "axes": (1, 0), "repetitions": (1, 1), "n": 2, "axis": 0, "fill_value": 1.0,
}


def _arguments(path: str, xp: Any, convert: Callable[[np.ndarray], Any],
               first: Any = None, shapes: tuple[tuple[int, ...], ...] = ()) -> tuple[
                   list[Any], dict[str, Any]]:
    """Positional and keyword arguments of a valid call of ``path`` on arrays made by
    ``convert``; the first array argument is ``first`` where given, and array arguments
    take ``shapes`` in order where given."""
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    arrays = 0

    def array(param: str) -> Any:
        nonlocal arrays
        shape = shapes[arrays] if arrays < len(shapes) else None
        arrays += 1
        if arrays == 1 and first is not None:
            return first
        return convert(_host(path, param, shape))

    for p in _params(path):
        if p.kind is inspect.Parameter.VAR_POSITIONAL:
            args.extend(array(p.name) for _ in range(2))
            continue
        if p.name in _REQUIRED and p.default is inspect.Parameter.empty:
            value: Any = _REQUIRED[p.name]
        elif _is_sequence(p):
            value = [array(p.name), array(p.name)]
        elif _takes_array(p) and p.default is inspect.Parameter.empty:
            value = array(p.name)
        elif p.default is not inspect.Parameter.empty:
            continue
        elif p.name == "dtype":
            value = xp.float32
        else:
            value = _REQUIRED[p.name]
        if p.kind is inspect.Parameter.KEYWORD_ONLY:
            kwargs[p.name] = value
        else:
            args.append(value)
    if path in _NEEDS_AXIS:  # the axis is required with more than one dimension
        kwargs["axis"] = 0
    return args, kwargs


# -- the mistakes ----------------------------------------------------------------------------


def _array_functions() -> list[str]:
    return [p for p in FUNCTIONS
            if p.rsplit(".", 1)[-1] not in _CONVERTERS | _DTYPE_QUERIES
            and any(_takes_array(q) for q in _params(p))]


def _with_axis() -> list[str]:
    return [p for p in _array_functions()
            if any(q.name == "axis" for q in _params(p))
            or (p.startswith("fft.") and any(q.name == "axes" for q in _params(p)))
            or p in ("moveaxis", "permute_dims")]


_ELEMENTWISE_BINARY = [
    p for p in FUNCTIONS if "." not in p and [q.name for q in _params(p)][:2] == ["x1", "x2"]
    and all("|" in str(q.annotation) for q in _params(p)[:2]) and p != "searchsorted"
    and p != "isin"]
#: Functions of several arrays whose shapes must agree, with shapes that do not.
_MISMATCHED: dict[str, tuple[tuple[int, ...], ...]] = {
    **{p: ((3,), (4,)) for p in _ELEMENTWISE_BINARY},
    "where": ((2, 3), (3,), (4,)),
    "matmul": ((2, 3), (2, 3)), "linalg.matmul": ((2, 3), (2, 3)),
    "vecdot": ((2, 3), (2, 4)), "linalg.vecdot": ((2, 3), (2, 4)),
    "tensordot": ((2, 3), (4, 5)), "linalg.tensordot": ((2, 3), (4, 5)),
    "concat": ((2, 3), (2, 4)), "stack": ((2, 3), (2, 4)),
    "broadcast_arrays": ((3,), (4,)),
    "linalg.cross": ((2, 3), (3, 3)),
}


def mistakes() -> list[Mistake]:
    out: list[Mistake] = []
    for path in _array_functions():
        out.append(Mistake("foreign array", path, TypeError))
        out.append(Mistake("non-array", path, TypeError))
    out += [Mistake("axis out of range", p, AxisError) for p in _with_axis()]
    out += [Mistake("shapes mismatch", p, ValueError) for p in _MISMATCHED]
    out += [Mistake("shapes mismatch", p, ValueError)
            for p in ("reshape", "broadcast_to", "broadcast_shapes")]
    out += [Mistake("float to a bitwise function", p, TypeError) for p in sorted(_BITWISE)]
    return out


MISTAKES = mistakes()


# -- running one ------------------------------------------------------------------------------


def _namespace_function(xp: Any, path: str) -> Any:
    target = xp
    for part in path.split("."):
        target = getattr(target, part)
    return target


def _foreign(name: str, host: np.ndarray) -> Any:
    if name == "torch":
        import torch

        return torch.from_numpy(host.copy())
    if name == "numpy":
        return host.copy()
    raise AssertionError(name)


def _call(backend: str, facade: bool, m: Mistake) -> Callable[[], Any]:
    b = make_backend(backend)
    xp = facade_namespace(backend) if facade else b.xp

    def convert(a: np.ndarray) -> Any:
        native = b.asarray(a)
        return astensor(native) if facade else native

    fn = _namespace_function(xp, m.path)
    if m.kind == "foreign array":
        other = _foreign(_FOREIGN[backend], _host(m.path, "x"))
        if facade:
            other = astensor(other)
        args, kwargs = _arguments(m.path, xp, convert, first=other)
    elif m.kind == "non-array":
        args, kwargs = _arguments(m.path, xp, convert, first="abc")
    elif m.kind == "axis out of range":
        args, kwargs = _arguments(m.path, xp, convert)
        names = [p.name for p in _params(m.path)]
        if m.path == "moveaxis":
            args[1] = 5
        elif m.path == "permute_dims":
            args[1] = (0, 5)
        elif "axis" in names and _params(m.path)[names.index("axis")].kind is not \
                inspect.Parameter.KEYWORD_ONLY:
            args[names.index("axis")] = 5
        elif "axis" in names:
            kwargs["axis"] = 5
        else:
            kwargs["axes"] = (5,) if m.name.endswith("n") else 5
    elif m.kind == "shapes mismatch":
        if m.path == "reshape":
            args, kwargs = [convert(np.ones(3, np.float32)), (2, 2)], {}
        elif m.path == "broadcast_to":
            args, kwargs = [convert(np.ones(3, np.float32)), (4,)], {}
        elif m.path == "broadcast_shapes":
            args, kwargs = [(3,), (4,)], {}
        else:
            args, kwargs = _arguments(m.path, xp, convert, shapes=_MISMATCHED[m.path])
            if m.name == "tensordot":
                kwargs["axes"] = 1
    else:  # a float array to a bitwise function
        args, kwargs = _arguments(
            m.path, xp, lambda a: convert(a.astype(np.float32)))
    return lambda: fn(*args, **kwargs)


def _targets() -> list[tuple[str, bool]]:
    return [(b, facade) for b in BACKENDS for facade in (False, True)]


#: Backends whose namespaces take array-likes, as their frameworks do: an array of another
#: framework or a string becomes one of their arrays (NumPy's ``__array__`` and
#: ``__array_ufunc__`` protocols decide), so neither is a mistake there
#: (``test_numpy_and_dask_take_array_likes``).
_ARRAY_LIKES = frozenset({"numpy", "dask"})


def _numpy_own() -> frozenset[str]:
    """Functions the NumPy namespace re-exports from NumPy unchanged (ufuncs and array
    function dispatchers): they keep NumPy's own errors and messages (docs/errors.md)."""
    import xpagnostic.numpy  # noqa: F401
    from xpagnostic._submodules import framework_functions

    return framework_functions("xpagnostic.numpy")


def _cases() -> list[tuple[tuple[str, bool], Mistake]]:
    return [(t, m) for t in _targets() for m in MISTAKES
            if not (t[0] in _ARRAY_LIKES and m.kind in ("foreign array", "non-array"))]


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.parametrize(("target", "mistake"), _cases(), ids=lambda v: (
    f"{v[0]}{'-facade' if v[1] else ''}" if isinstance(v, tuple)
    else f"{v.path}[{v.kind}]"))
def test_mistake_raises_the_contract_class(target: tuple[str, bool], mistake: Mistake) -> None:
    backend, facade = target
    call = _call(backend, facade, mistake)
    with pytest.raises(Exception) as info:
        call()
    exc = info.value
    numpy_own = backend == "numpy" and mistake.path in _numpy_own()
    where = f"{type(exc).__module__}.{type(exc).__name__}: {exc}"
    if numpy_own:
        # NumPy's own class: its AxisError is a ValueError and an IndexError, as ours is.
        expected = (ValueError, IndexError) if mistake.expected is AxisError else (
            mistake.expected,)
        assert all(isinstance(exc, c) for c in expected), where
    else:
        assert isinstance(exc, mistake.expected), where
        assert mistake.name in str(exc), where
        if mistake.path not in _framework_own(backend):
            assert str(exc).startswith(_qualified(backend, mistake.path)), where
    # The class prints as the class to catch, never as a pair of names.
    assert re.fullmatch(r"[A-Za-z]+", type(exc).__name__), where


def _framework_own(backend: str) -> frozenset[str]:
    """Functions a namespace re-exports from its framework unchanged (compiled callables:
    NumPy's ufuncs, PyTorch's and JAX's own functions): their messages are the framework's
    (docs/errors.md), which name the function without the namespace."""
    import importlib

    from xpagnostic._submodules import framework_functions

    importlib.import_module(f"xpagnostic.{backend}")
    return framework_functions(f"xpagnostic.{backend}")


def _qualified(backend: str, path: str) -> tuple[str, ...]:
    """What a message of ``path`` on ``backend`` starts with: its qualified name, or that of
    the same function under another path (``linalg.matmul`` is ``matmul``); on JAX also
    ``jax.jit``'s own refusal of an argument, which names the compiled function."""
    import importlib

    xp = importlib.import_module(f"xpagnostic.{backend}")
    fn = _namespace_function(xp, path)
    paths = [p for p in FUNCTIONS if _namespace_function(xp, p) is fn]
    names = tuple(f"xpagnostic.{backend}.{p}:" for p in paths)
    if backend == "jax":
        names += tuple(f"Error interpreting argument to <function xpagnostic.jax.{p} at "
                       for p in paths)
    return names


def test_every_function_meets_a_mistake() -> None:
    """The matrix reaches every function of the standard that takes an array."""
    covered = {m.path for m in MISTAKES}
    assert set(_array_functions()) <= covered
    assert len(_with_axis()) >= 40 and len(_ELEMENTWISE_BINARY) >= 28


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_numpy_and_dask_take_array_likes() -> None:
    """The documented exception: NumPy's ufuncs defer to an operand that implements
    ``__array_wrap__`` (``sin`` of a torch.Tensor is a torch.Tensor), NumPy's other
    functions call the operand's own method (``argmax``) or convert array-likes (a string
    is a 0-d string array); the Dask namespace hands non-Dask operands to NumPy alike."""
    torch = pytest.importorskip("torch")
    import xpagnostic.numpy as xnp

    t = torch.ones(3)
    assert isinstance(xnp.sin(t), torch.Tensor)
    assert isinstance(xnp.argmax(t), torch.Tensor)
    assert xnp.flip("abc").dtype.kind == "U"
    if "dask" in BACKENDS:
        import xpagnostic.dask as xda

        assert isinstance(xda.sin(t), torch.Tensor)


def test_native_classes_still_catch() -> None:
    """Where the framework's class differs from the contract's, the exception is both, and
    the framework's own exception is its cause."""
    seen = 0
    if "torch" in BACKENDS:
        import torch

        import xpagnostic.torch as xt

        with pytest.raises(ValueError, match="add") as info:
            xt.add(torch.ones(3), torch.ones(4))
        assert isinstance(info.value, RuntimeError)
        assert isinstance(info.value.__cause__, RuntimeError)
        with pytest.raises(RuntimeError):
            xt.reshape(torch.ones(3), (2, 2))
        with pytest.raises(AxisError, match="sum"):
            xt.sum(torch.ones(3), axis=2)
        seen += 1
    if "jax" in BACKENDS:
        import jax.numpy as jnp

        import xpagnostic.jax as xj

        with pytest.raises(ValueError, match="add") as info:
            xj.add(jnp.ones(3), jnp.ones(4))
        assert isinstance(info.value, TypeError)
        with pytest.raises(AxisError, match="sum"):
            xj.sum(jnp.ones(3), axis=2)
        seen += 1
    if "tensorflow" in BACKENDS:
        import tensorflow as tf

        import xpagnostic.tensorflow as xtf

        with pytest.raises(ValueError, match="add") as info:
            xtf.add(tf.ones(3), tf.ones(4))
        assert isinstance(info.value, tf.errors.InvalidArgumentError)
        assert "add" in info.value.message
        with pytest.raises(tf.errors.InvalidArgumentError):
            xtf.multiply(tf.ones(3), tf.ones(4))
        with pytest.raises(AxisError, match="sum"):
            xtf.sum(tf.ones(3), axis=2)
        seen += 1
    import xpagnostic.numpy as xnp

    with pytest.raises(AxisError, match="sum") as info:
        xnp.sum(np.ones(3), axis=2)
    assert isinstance(info.value, np.exceptions.AxisError)
    assert seen == sum(b in BACKENDS for b in ("torch", "jax", "tensorflow"))


def test_axis_error_is_one_class() -> None:
    """One AxisError: public as ``xpagnostic.AxisError``, raised by the TensorFlow
    namespace's own checks too."""
    import xpagnostic

    assert xpagnostic.AxisError is AxisError
    assert issubclass(AxisError, ValueError) and issubclass(AxisError, IndexError)
    if "tensorflow" in BACKENDS:
        from xpagnostic.tensorflow import _helpers

        assert _helpers.AxisError is AxisError


# -- dtypes by name ---------------------------------------------------------------------------


@pytest.mark.parametrize("facade", [False, True], ids=["namespace", "facade"])
def test_dtypes_by_name(backend: Any, facade: bool) -> None:
    """A dtype given by its standard name works wherever the dtype object does, on every
    backend, with the same result."""
    xp = facade_namespace(backend.name) if facade else backend.xp
    x = backend.asarray(np.array([[1.5, 2.5, 3.5]], np.float32))
    i = backend.asarray(np.array([1, 2], np.int32))
    if facade:
        x, i = astensor(x), astensor(i)
    f32, i32 = xp.float32, xp.int32

    def same(a: Any, b: Any) -> None:
        assert a.dtype == b.dtype and a.shape == b.shape

    same(xp.astype(x, "int32"), xp.astype(x, i32))
    same(xp.astype(i, "float32", copy=False), xp.astype(i, f32))
    same(xp.zeros((2,), dtype="int32"), xp.zeros((2,), dtype=i32))
    same(xp.ones((2,), dtype="float32"), xp.ones((2,), dtype=f32))
    same(xp.full((2,), 3, dtype="int32"), xp.full((2,), 3, dtype=i32))
    same(xp.arange(3, dtype="float32"), xp.arange(3, dtype=f32))
    same(xp.eye(2, dtype="int32"), xp.eye(2, dtype=i32))
    same(xp.linspace(0, 1, 3, dtype="float32"), xp.linspace(0, 1, 3, dtype=f32))
    same(xp.asarray([1, 2], dtype="float32"), xp.asarray([1, 2], dtype=f32))
    same(xp.zeros_like(x, dtype="int32"), xp.zeros_like(x, dtype=i32))
    same(xp.sum(i, dtype="float32"), xp.sum(i, dtype=f32))
    same(xp.cumulative_sum(i, dtype="float32"), xp.cumulative_sum(i, dtype=f32))
    assert xp.result_type("float32", "int32") == xp.result_type(f32, i32)
    assert xp.result_type(x, "int32") == xp.result_type(x, i32)
    assert xp.can_cast("int32", "float32") == xp.can_cast(i32, f32)
    assert xp.can_cast(x, "int32") == xp.can_cast(x, i32)
    assert xp.isdtype("float32", "real floating") is True
    assert xp.isdtype("int32", ("integral", "bool")) is True
    assert xp.finfo("float32").eps == xp.finfo(f32).eps
    assert xp.iinfo("int32").max == xp.iinfo(i32).max
    same(xp.fft.fftfreq(4, dtype="float32"), xp.fft.fftfreq(4, dtype=f32))


def test_unknown_dtype_names_are_refused(backend: Any) -> None:
    """A name that is no dtype raises TypeError naming the function, and the message never
    lists that name as one it takes."""
    xp = backend.xp
    x = backend.asarray(np.array([1.5], np.float32))
    for call in (lambda: xp.astype(x, "float33"), lambda: xp.zeros(2, dtype="float33")):
        with pytest.raises(TypeError) as info:
            call()
        text = str(info.value)
        assert "float33" in text
        assert text.count("float33") == 1 or "not understood" in text, text


# -- the happy path pays nothing ------------------------------------------------------------


@pytest.mark.parametrize("name", [b for b in BACKENDS if b != "dask"])
def test_no_wrapper_frames(name: str) -> None:
    """Only the Dask namespace wraps its functions for the contract (a task graph costs a
    hundred times the frame); the others translate inside their own functions, so no call
    runs an extra frame.  On JAX, the functions that translate are compiled, a call is
    one dispatch of ``jax.jit``'s."""
    import importlib

    xp = importlib.import_module(f"xpagnostic.{name}")
    guarded = [p for p in FUNCTIONS if getattr(_namespace_function(xp, p), "__xp_guarded__",
                                               False)]
    assert guarded == []
    if name == "jax":
        for path in ("add", "sum", "concat", "argmax", "matmul", "linalg.cross", "fft.fft"):
            fn = _namespace_function(xp, path)
            assert type(fn).__name__ == "PjitFunction", (path, fn)


# -- a Python list where an array goes ----------------------------------------------------------


#: Functions that do not yet take a list where their array goes: array-api-compat's Python
#: functions the NumPy namespace re-exports (no ``except`` clause of ours).
_LIST_GAPS = {
    "numpy": {"matrix_transpose", "nonzero", "sign",
              "unique_all", "unique_inverse", "unstack", "linalg.matrix_rank",
              "linalg.matrix_transpose", "linalg.pinv"},
}


def _list_cases() -> list[Any]:
    return [pytest.param(b, p, marks=pytest.mark.xfail(
                strict=True, reason="re-exported Python function without an error path"))
            if p in _LIST_GAPS.get(b, ()) else (b, p)
            for b in BACKENDS for p in _array_functions()
            if _takes_array(_params(p)[0]) and not _is_sequence(_params(p)[0])]


def _values(result: Any) -> list[np.ndarray]:
    parts = result if isinstance(result, (tuple, list)) else (result,)
    out = []
    for part in parts:
        if hasattr(part, "compute"):  # Dask
            part = part.compute()
        out.append(np.asarray(part.numpy() if hasattr(part, "numpy") and not isinstance(
            part, np.ndarray) else part))
    return out


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
@pytest.mark.filterwarnings("ignore::RuntimeWarning")
@pytest.mark.parametrize(("backend", "path"), _list_cases(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_a_list_is_an_array_like(backend: str, path: str) -> None:
    """A Python list where an array goes gets NumPy's answer on every backend: the
    namespace's ``asarray`` converts it (docs/errors.md).  The compiled functions the
    PyTorch and JAX namespaces re-export unchanged keep their framework's ``TypeError``,
    which names them."""
    b = make_backend(backend)
    host = _host(path, "x")
    args, kwargs = _arguments(path, b.xp, b.asarray, first=b.asarray(host))
    fn = _namespace_function(b.xp, path)
    try:
        expected = _values(fn(*args, **kwargs))
    except Exception:  # not a call this backend takes with these arrays at all
        pytest.skip(f"{path} refuses the array call on {backend}")
    given = [host.tolist(), *args[1:]]
    if (backend in ("torch", "jax") and path in _framework_own(backend)
            and not getattr(fn, "__module__", "").startswith("xpagnostic")):
        with pytest.raises(TypeError, match=path.rsplit(".", 1)[-1]):
            fn(*given, **kwargs)
        return
    got = _values(fn(*given, **kwargs))
    assert len(got) == len(expected)
    for g, e in zip(got, expected):
        assert g.shape == e.shape, (path, g, e)
        if path.startswith("empty"):
            continue  # its values are whatever the memory held
        if e.dtype.kind in "fc":
            np.testing.assert_allclose(g, e, rtol=1e-5, atol=1e-6, err_msg=path)
        else:
            np.testing.assert_array_equal(g, e, err_msg=path)

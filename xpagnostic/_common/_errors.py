"""The error contract: the same mistake raises the same class on every backend.

The classes are NumPy's: shapes that do not broadcast, an impossible reshape and operands
whose shapes do not agree raise ``ValueError``; an axis out of range raises
:class:`AxisError` (a ``ValueError`` and an ``IndexError``); a wrong dtype, an array of
another framework or a non-array raise ``TypeError``.  Where the framework raises another
class (``RuntimeError`` on PyTorch, ``TypeError`` for shapes on JAX,
``InvalidArgumentError`` on TensorFlow), the exception raised is an instance of both the
contract's class and the framework's, so that code catching either keeps working; the
framework's exception is its ``__cause__``.

Nothing here runs unless a call already failed: each namespace function that could break
the contract holds its body in a ``try`` whose ``except`` clause calls :func:`failed`.  A
``try`` costs nothing in CPython 3.11 and later until something is raised.  Where
array-api-compat offers a Python function, a namespace has its own of the same signature
that calls the framework directly, so no call gains a frame; on JAX the body
runs while ``jax.jit`` traces it (``xpagnostic.jax._errors.compiled``), so a call runs no
Python frame of ours at all.  Only a framework's own compiled function that breaks the
contract gets a thin function of ours, and only the Dask namespace wraps its functions
(:func:`guard_namespace`).  The docs page is ``docs/errors.md``.

This module imports no framework: classes are recognised by the modules they come from.
"""

from __future__ import annotations

import ast
import functools
import inspect
import re
import sys
from collections.abc import Callable, Iterable, Mapping, MutableMapping
from typing import Any, Final, TypeVar

from .._backends import BACKENDS
from ._dtypes import DTYPE_NAMES

_F = TypeVar("_F", bound=Callable[..., Any])


class AxisError(ValueError, IndexError):
    """An axis out of bounds: a ``ValueError`` and an ``IndexError``, as NumPy's
    ``AxisError``.  Every namespace raises this class for an axis out of range (NumPy's own
    functions that the NumPy namespace re-exports unchanged raise NumPy's ``AxisError``,
    which is also both)."""


class LinAlgError(ValueError):
    """A linear-algebra function given what is no stack of the matrices it takes (an array
    of too few dimensions, a matrix that is not square): a ``ValueError``, named as NumPy's
    ``numpy.linalg.LinAlgError``, which array-api-strict raises (a singular matrix, a
    failure that depends on the values, keeps each framework's own class)."""


_CONTRACT: Final = (AxisError, LinAlgError, ValueError, TypeError, ZeroDivisionError)
#: (contract class, native class) -> the class that derives from both (made on first need).
_BOTH: dict[tuple[type[BaseException], type[BaseException]], type[BaseException]] = {}
#: Builtin classes whose instances get the function's name in their message.
_PLAIN: Final = frozenset({ValueError, TypeError, IndexError, ZeroDivisionError})


def _init(self: BaseException, message: str) -> None:
    BaseException.__init__(self, message)
    code = getattr(type(self), "_error_code_value", None)
    if code is not None:
        # TensorFlow's OpError: its properties read these attributes (its constructor,
        # which needs a graph node, is not called).
        for name, value in (("_message", message), ("_node_def", None), ("_op", None),
                            ("_error_code", code), ("_experimental_payloads", {})):
            setattr(self, name, value)


def _str(self: BaseException) -> str:
    return str(self.args[0]) if self.args else ""


def _reduce(self: BaseException) -> tuple[Any, ...]:
    # A class made at run time has no importable name: pickle as the contract's class.
    contract = next(c for c in type(self).__mro__ if c in _CONTRACT)
    return (contract, self.args)


def _tensorflow_code(native: type[BaseException]) -> int | None:
    """The error code of one of TensorFlow's ``OpError`` classes (None for other classes)."""
    module = sys.modules.get("tensorflow.python.framework.errors_impl")
    table = getattr(module, "_EXCEPTION_CLASS_TO_CODE", None) or {}
    return next((table[c] for c in native.__mro__ if c in table), None)


def both(contract: type[BaseException], native: type[BaseException]) -> type[BaseException]:
    """A class deriving from ``contract`` and from ``native``: ``contract`` itself when
    ``native`` is a plain builtin class or one of ``contract``'s bases, and ``contract``
    when no class can derive from both (incompatible layouts)."""
    if issubclass(contract, native):
        return contract
    key = (contract, native)
    cls = _BOTH.get(key)
    if cls is None:
        # Named as the class to catch: a traceback prints ``xpagnostic.ValueError: ...``
        # under the framework's exception, its cause.
        namespace: dict[str, Any] = {
            "__module__": "xpagnostic", "__init__": _init, "__str__": _str,
            "__reduce__": _reduce,
            "__doc__": f"A {contract.__name__} that is also {native.__module__}."
                       f"{native.__qualname__}."}
        code = _tensorflow_code(native)
        if code is not None:
            namespace["_error_code_value"] = code
        try:
            cls = type(contract.__name__, (contract, native), namespace)
        except TypeError:
            cls = contract
        _BOTH[key] = cls
    return cls


# -- what a failed call was -------------------------------------------------------------------

#: The framework modules whose arrays the namespaces take (the import name's first part).
_FRAMEWORKS: Final = {root: name for name, row in BACKENDS.items() for root in row.frameworks}

_AXIS_WORDS: Final = re.compile(
    r"out of (bounds|range)|Dimension out of range|invalid axis|axis .{0,40}must be in range",
    re.I)
_SHAPE_WORDS: Final = re.compile(
    r"broadcast|incompatible shape|shapes? .{0,40}(mismatch|must match|do not match|cannot be"
    r" multiplied|not aligned|must be equal|must have)|must match the size|size of tensor"
    r"|cannot reshape|is invalid for input of size|contracted dimensions|Incompatible shapes"
    r"|same (shape|size|number of dimensions)|sizes? of tensors must match|dimension mismatch"
    r"|must have the same|matmul: Input operand|not aligned|mismatch in its core dimension"
    r"|expects each tensor to be equal size|shapes that differ|different numbers? of "
    r"dimensions",
    re.I)
#: An array that is no stack of matrices, or not of square ones (in a ``linalg`` function).
_MATRIX_WORDS: Final = re.compile(
    r"at least (two|2)|square|two-dimensional|2-D|2 dimensions|batch(es)? of (square )?"
    r"matri|must be a matrix|Expected a matrix|rank at least 2|with different lengths in "
    r"arrays|\[\.\.\., n, n\]|at least 2D", re.I)
_ZERO_STEP: Final = re.compile(r"step must be non-?zero", re.I)
#: More axes than an array has, whatever class the framework raises.
_EXCEEDS_WORDS: Final = re.compile(
    r"exceeds input ranks|cannot contract \d+ axes|axis -?\d+ is out of bounds", re.I)
#: A repeated axis (strict: ``ValueError``), whatever class the framework raises.
_REPEATED_WORDS: Final = re.compile(
    r"appears multiple times|must be unique|not unique|repeated (axis|dim)|duplicate", re.I)
#: Sizes, counts and empty inputs a framework refuses with a class of its own (PyTorch's
#: ``RuntimeError``): ``ValueError``.
_VALUE_WORDS: Final = re.compile(
    r"negative dimension|must be non-negative|numel\(\) == 0|number of data points"
    r"|inconsistent tensor size|empty sequence|zero-size array|must be at least"
    r"|must be square|must have at least|Expected reduction dim|negative", re.I)
_DTYPE_WORDS: Final = re.compile(
    r"not implemented for '|does not accept dtype|not supported for the input types"
    r"|did not contain a loop|Parameters of such types|ufunc '\w+' not supported"
    r"|only (integer|boolean|floating)|must be an? (integer|boolean|floating)"
    r"|unsupported operand|expected (an? )?(integer|boolean|floating)|data ?type"
    r"|only supports? floating|floating point (and|or) complex|on a bool tensor"
    r"|not supported for (complex|bool)|Expected a floating point|not implemented for "
    r"(complex|bool)|Unknown Complex ScalarType|not inexact|expected condition to be a "
    r"boolean", re.I)


#: Functions that take objects of any kind to convert them.
_CONVERTERS: Final = frozenset({"asarray", "from_dlpack"})


_TF_NODE: Final = re.compile(r"\{\{function_node [^}]*\}\}\s*")


def _framework(x: object) -> str | None:
    root = type(x).__module__.partition(".")[0]
    return _FRAMEWORKS.get(root)


def _arrays(args: Iterable[Any]) -> Iterable[Any]:
    for a in args:
        if isinstance(a, (list, tuple)):
            yield from (b for b in a if not isinstance(b, (list, tuple)))
        else:
            yield a


def _type_name(x: object) -> str:
    t = type(x)
    return f"{t.__module__}.{t.__qualname__}"


def _foreign(backend: str, args: tuple[Any, ...], kwargs: dict[str, Any],
             accepted: frozenset[str]) -> str | None:
    """What is wrong with the call's operands, if one is a non-array where the first array
    goes or an array of another framework (one whose name ``accepted`` lacks)."""
    if args and isinstance(args[0], (str, bytes)):
        return f"expected an array, got {_type_name(args[0])} {args[0]!r}"
    for a in _arrays((*args, *kwargs.values())):
        owner = _framework(a)
        if owner is not None and owner != backend and owner not in accepted and hasattr(
                a, "shape"):
            return (f"got an array of another framework, {_type_name(a)}; this is the "
                    f"{backend} namespace (convert it, or use get_namespace on the arrays "
                    "you hold)")
    return None


def _ndim(x: object) -> int | None:
    shape = None if isinstance(x, type) else getattr(x, "shape", None)
    try:
        return None if shape is None else len(shape)
    except TypeError:  # an unknown rank (a symbolic TensorFlow shape)
        return None


def _axis_problem(fname: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str | None:
    """An axis out of range for the first array, if the call names one."""
    name = fname.rpartition(".")[2]
    axes: Any = kwargs.get("axis", kwargs.get("axes"))
    pname = "axis" if "axis" in kwargs else "axes"
    if axes is None and name in ("squeeze", "expand_dims", "moveaxis", "permute_dims") \
            and len(args) > 1:
        axes = args[1]
        pname = {"moveaxis": "source", "permute_dims": "axes"}.get(name, "axis")
    if axes is None or not args:
        return None
    first = args[0]
    if isinstance(first, (list, tuple)) and first:
        first = first[0]
    ndim = _ndim(first)
    if ndim is None:
        return None
    values = axes if isinstance(axes, (list, tuple)) else (axes,)
    if name == "stack":
        ndim += 1
    elif name == "expand_dims":
        ndim += len(values)
    for a in values:
        if type(a) is int and not -ndim <= a < ndim:
            return (f"axis {a} is out of bounds for an array of {ndim} dimensions "
                    f"({pname}={axes!r})")
    return None


def _shapes(args: tuple[Any, ...]) -> str:
    shapes = []
    for a in _arrays(args):
        shape: Any = None if isinstance(a, type) else getattr(a, "shape", None)  # not a type's
        try:
            shapes.append(str(tuple(shape)))
        except TypeError:  # none, or of unknown rank
            pass
    return ", ".join(shapes)


def _classify(native: BaseException) -> type[BaseException] | None:
    """The contract's class for a framework's exception; None: not a mistake of the
    contract (a data-dependent failure, say), re-raised as it is."""
    text = str(native)
    cls = type(native)
    if cls.__name__ == "LinAlgError":
        return None  # a data-dependent failure (a singular matrix): the framework's own
    if _REPEATED_WORDS.search(text):
        return ValueError
    if isinstance(native, ZeroDivisionError) or _ZERO_STEP.search(text):
        return ZeroDivisionError  # arange's zero step: NumPy's class, and strict's
    if _EXCEEDS_WORDS.search(text):
        return AxisError
    if isinstance(native, IndexError) or cls.__name__ == "AxisError":
        return AxisError if _AXIS_WORDS.search(text) else None
    if _DTYPE_WORDS.search(text) and not _SHAPE_WORDS.search(text):
        return TypeError
    if _SHAPE_WORDS.search(text) or _VALUE_WORDS.search(text):
        return ValueError
    if isinstance(native, (TypeError, ValueError)):
        return TypeError if isinstance(native, TypeError) else ValueError
    return None


def _named(fname: str, text: str) -> bool:
    head = text[: len(fname) + 40]
    return fname in head or fname.rpartition(".")[2] + ":" in head


#: The standard's signature of each function, by its path, made on first need.
_SIGNATURES: dict[str, inspect.Signature | None] = {}


def standard_signature(path: str) -> inspect.Signature | None:
    """The standard's signature of the function ``path`` (``sum``, ``linalg.cross``), from
    its stub's parameter list (:data:`xpagnostic._common._standard.PARAMETERS`); None for
    a name the standard lacks."""
    if path not in _SIGNATURES:
        from ._standard import PARAMETERS

        text = PARAMETERS.get(path)
        _SIGNATURES[path] = None if text is None else _signature_of(text)
    return _SIGNATURES[path]


def _signature_of(text: str) -> inspect.Signature:
    node = ast.parse(f"def f({text}): pass").body[0]
    assert isinstance(node, ast.FunctionDef)
    args = node.args
    empty = inspect.Parameter.empty
    params: list[inspect.Parameter] = []
    positional = [*args.posonlyargs, *args.args]
    defaults = [empty] * (len(positional) - len(args.defaults)) + [
        ast.literal_eval(d) for d in args.defaults]
    for i, (arg, default) in enumerate(zip(positional, defaults)):
        kind = (inspect.Parameter.POSITIONAL_ONLY if i < len(args.posonlyargs)
                else inspect.Parameter.POSITIONAL_OR_KEYWORD)
        params.append(inspect.Parameter(arg.arg, kind, default=default))
    if args.vararg is not None:
        params.append(inspect.Parameter(args.vararg.arg, inspect.Parameter.VAR_POSITIONAL))
    for arg, default in zip(args.kwonlyargs, args.kw_defaults):
        value = empty if default is None else ast.literal_eval(default)
        params.append(inspect.Parameter(arg.arg, inspect.Parameter.KEYWORD_ONLY,
                                        default=value))
    return inspect.Signature(params)


def _bound(fname: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[
        tuple[str, Any]]:
    """The call's arguments by the names of the standard's parameters of ``fname`` (or,
    for a function of no standard name, of the namespace function's own) that they were
    given for, leaving out keywords given their default; none where the call does not
    fit the signature."""
    signature = standard_signature(fname.split(".", 2)[2])
    if signature is None:
        found = _namespace_function(fname)
        if found is None:
            return []
        try:
            signature = inspect.signature(found[1])
        except (TypeError, ValueError):
            return []
    if not any(p.kind is p.VAR_KEYWORD for p in signature.parameters.values()):
        # A backend's extension keywords (JAX's ``size=``) are no parameter of the standard.
        kwargs = {k: v for k, v in kwargs.items() if k in signature.parameters}
    try:
        bound = signature.bind_partial(*args, **kwargs)
    except TypeError:
        return []
    out: list[tuple[str, Any]] = []
    for name, value in bound.arguments.items():
        p = signature.parameters[name]
        if p.kind is p.VAR_POSITIONAL:
            out += [(name, v) for v in value]
        elif p.kind is p.VAR_KEYWORD:
            out += list(value.items())
        elif p.default is inspect.Parameter.empty or not (
                value is p.default or (type(value) in (bool, int, float, str)
                                       and type(value) is type(p.default)
                                       and value == p.default)):
            out.append((name, value))
    return out


def _described(value: Any) -> str:
    """An argument as a message shows it: an array by its dtype and shape."""
    shape = None if isinstance(value, type) else getattr(value, "shape", None)
    if shape is not None and hasattr(value, "dtype"):
        try:
            shape = tuple(shape)
        except TypeError:
            pass
        return f"{value.dtype} array of shape {shape}"
    if isinstance(value, (list, tuple)) and any(hasattr(v, "shape") for v in value):
        return "[" + ", ".join(_described(v) for v in value) + "]"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _non_array(bound: list[tuple[str, Any]]) -> str | None:
    """What is wrong where a parameter that takes an array got None or a string."""
    for name, value in bound:
        if name not in ARRAY_PARAMETERS and name != "arrays":
            continue
        items = value if name == "arrays" and isinstance(value, (list, tuple)) else (value,)
        for v in items:
            if v is None or isinstance(v, (str, bytes)):
                return f"{name}: expected an array, got {_type_name(v)} {v!r}"
    return None


def parameter_of(value: object, depth: int = 2) -> str:
    """On an error path only: the name of the parameter of the function ``depth`` frames
    up (or of one of the three above it) that holds ``value``, or holds a list with it
    (``"x: "``, ``"arrays[1]: "``; "" where none does), for a check of a helper that was
    handed the value alone to name it, at no cost to a correct call.  A parameter that
    takes an array is preferred where several hold the value (None)."""
    frame: Any = sys._getframe(depth)
    found = ""
    for _ in range(4):
        if frame is None:
            break
        code = frame.f_code
        params = code.co_varnames[:code.co_argcount + code.co_kwonlyargcount]
        values = frame.f_locals
        names = [n for n in params if values.get(n, frame) is value]
        if names:
            found = next((n for n in names if n in ARRAY_PARAMETERS), names[0])
            break
        found = next((f"{n}[{i}]" for n in params if type(values.get(n)) in (list, tuple)
                      for i, v in enumerate(values[n]) if v is value), "")
        if found:
            break
        frame = frame.f_back
    del frame
    return f"{found}: " if found else ""


def not_floating(fname: str, dtype: object) -> TypeError:
    """The refusal of an array ``x`` of a dtype that is not floating-point by the function
    ``fname`` (``xpagnostic.numpy.mean``), raised before a framework that would compute a
    result for it (NumPy averages integers)."""
    return TypeError(f"{fname}: x: expected a floating-point array, got {dtype}")


def _renamed(exc: BaseException, message: str) -> BaseException | None:
    """``exc``'s class with ``message`` (None where its constructor takes more)."""
    try:
        new = type(exc)(message)
    except TypeError:
        return None
    return new if str(new) == message else None


def translated(fname: str, backend: str, native: BaseException, args: tuple[Any, ...],
               kwargs: dict[str, Any] | None = None,
               accepted: frozenset[str] = frozenset()) -> BaseException | None:
    """The contract's exception for ``native``, raised by the call ``fname(*args,
    **kwargs)`` of the ``backend`` namespace, whose framework also takes the arrays of the
    frameworks ``accepted`` names (JAX takes NumPy's); None when ``native`` already keeps
    the contract or is no mistake of it (re-raise it).  Raise the result ``from native``.

    Its message starts with ``fname`` and names the parameters: where the framework's
    names none of them, it ends with the call's arguments by parameter
    (``(x: float32 array of shape (2, 3), axis: 1.5)``)."""
    kwargs = kwargs or {}
    bound = _bound(fname, args, kwargs)
    if fname.rpartition(".")[2] not in _CONVERTERS:
        problem = _non_array(bound)
        if problem is not None:
            return both(TypeError, type(native))(f"{fname}: {problem}")
    exc = _translation(fname, backend, native, args, kwargs, accepted)
    target = native if exc is None else exc
    if exc is None and not type(native).__module__.startswith("xpagnostic") and (
            _classify(native) is None):
        return None  # no mistake of the contract: the framework's own exception
    text = str(target)
    if (".linalg." in fname and isinstance(target, (ValueError, TypeError))
            and not isinstance(target, LinAlgError) and _MATRIX_WORDS.search(text)
            and not _DTYPE_WORDS.search(text)):
        # No stack of (square) matrices: LinAlgError, as NumPy's and strict's.
        exc = target = both(LinAlgError, type(target))(
            text if text.startswith(fname) else f"{fname}: {_TF_NODE.sub('', text)}")
        text = str(target)
    if not text.startswith(fname) or not bound or any(
            re.search(rf"\b{re.escape(n)}\b", text[len(fname):]) for n, _ in bound):
        return exc
    # A name the message already shows (a dtype's, ``'float33'``) is not repeated.
    given = ", ".join(f"{n}: {_described(v)}" for n, v in bound
                      if not (type(v) is str and repr(v) in text))
    return (_renamed(target, f"{text} ({given})") or exc) if given else exc


def _translation(fname: str, backend: str, native: BaseException, args: tuple[Any, ...],
                 kwargs: dict[str, Any], accepted: frozenset[str]) -> BaseException | None:
    """:func:`translated` but for the parameters its message names."""
    if type(native).__module__.startswith("xpagnostic"):
        return None  # our own classes already keep the contract (DeviceNotFound, AxisError)
    text = str(native).strip()
    named = type(native) in (TypeError, ValueError) and _named(fname, text)
    name = fname.rpartition(".")[2]
    problem = None if named or name in _CONVERTERS else _foreign(backend, args, kwargs,
                                                                  accepted)
    if problem is not None:
        return both(TypeError, type(native))(f"{fname}: {problem}")
    problem = None if type(native) is TypeError else _axis_problem(fname, args, kwargs)
    if problem is not None:
        return both(AxisError, type(native))(f"{fname}: {problem}")
    if named:
        if text.startswith(fname):
            return None  # a message of ours, already naming the function
        # The framework's message names the function bare (``matmul: ...``): name it as
        # every message of the contract does.
        bare = fname.rpartition(".")[2] + ":"
        rest = text[len(bare):].lstrip() if text.startswith(bare) else text
        return type(native)(f"{fname}: {rest}")
    contract = _classify(native)
    if contract is None:
        return None
    if contract is ValueError and ".linalg." in fname and _MATRIX_WORDS.search(text):
        contract = LinAlgError  # no stack of (square) matrices: NumPy's and strict's class
    elif isinstance(native, contract) and (type(native) not in _PLAIN or _named(fname, text)):
        return None  # the right class already: a framework's own subclass stays as it is
    text = _TF_NODE.sub("", text)  # TensorFlow's "{{function_node ...}}" prefix
    message = f"{fname}: {text}" if text else fname
    shapes = _shapes(args) if contract is ValueError and "(" not in text else ""
    if shapes:
        message += f" (operand shapes {shapes})"
    return both(contract, type(native))(message)


#: Functions whose positional arguments may all be dtypes (the others take one as ``dtype=``
#: or, for ``astype``, second).
_DTYPE_ARGS: Final = frozenset({"can_cast", "finfo", "iinfo", "isdtype", "result_type"})


def with_dtype_names(fname: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                     dtypes: Mapping[str, Any]) -> tuple[tuple[Any, ...], dict[str, Any]] | None:
    """The call's arguments with each dtype given by its standard name (``"float32"``) as
    the namespace's dtype object, looked up in ``dtypes``; None when no argument names one.

    A framework that takes no names (PyTorch) fails on them first: the namespace then
    calls again with the objects, so names cost nothing on the path that passes dtypes."""
    name = fname.rpartition(".")[2]

    def resolve(value: Any) -> Any:
        if type(value) is not str:
            return value
        if value in DTYPE_NAMES and value in dtypes:
            return dtypes[value]
        raise TypeError(f"{fname}: {value!r} is not a data type of this namespace (expected "
                        "one of its dtypes, or a dtype's standard name such as 'float32')")

    new_kwargs = dict(kwargs)
    if "dtype" in kwargs:
        new_kwargs["dtype"] = resolve(kwargs["dtype"])
    if name == "isdtype" and args:
        new_args = (resolve(args[0]), *args[1:])
    elif name in _DTYPE_ARGS:
        new_args = tuple(resolve(a) for a in args)
    elif name == "astype" and len(args) > 1:
        new_args = (args[0], resolve(args[1]), *args[2:])
    else:
        new_args = args
    if all(a is b for a, b in zip(new_args, args)) and all(
            new_kwargs[k] is kwargs[k] for k in kwargs):
        return None
    return new_args, new_kwargs


#: The standard's parameters that take one array (and ``a``, NumPy's and Dask's name for
#: it): a Python list or tuple there is an array-like, converted by the namespace's
#: ``asarray`` (docs/errors.md).
ARRAY_PARAMETERS: Final = frozenset({"x", "x1", "x2", "condition", "indices", "a"})


def _namespace_function(fname: str) -> tuple[Any, Any] | None:
    """The namespace and the function ``fname`` (``xpagnostic.torch.linalg.cross``) names,
    if both are loaded."""
    parts = fname.split(".")
    target: Any = sys.modules.get(".".join(parts[:2]))
    namespace = target
    for part in parts[2:]:
        target = getattr(target, part, None)
    return None if target is None or namespace is None else (namespace, target)


def _array_parameters(fname: str, fn: Any) -> tuple[tuple[int, ...], frozenset[str]]:
    """The positions and the names of the parameters of ``fname`` (the standard's, else
    ``fn``'s own) that take one array."""
    try:
        signature = standard_signature(fname.split(".", 2)[2]) or inspect.signature(fn)
        params = list(signature.parameters.values())
    except (TypeError, ValueError):  # no signature to read
        return (), frozenset()
    positions = tuple(i for i, p in enumerate(params) if p.name in ARRAY_PARAMETERS
                      and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))
    return positions, frozenset(p.name for p in params if p.name in ARRAY_PARAMETERS)


def _parameter_name(fname: str, fn: Any, position: int) -> str:
    """The standard's name of the parameter at ``position`` (the function's own where the
    standard has none)."""
    try:
        signature = standard_signature(fname.split(".", 2)[2]) or inspect.signature(fn)
        return list(signature.parameters)[position]
    except (TypeError, ValueError, IndexError):
        return f"argument {position}"


def with_arrays(fname: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[
        Any, tuple[Any, ...], dict[str, Any]] | None:
    """The namespace function ``fname`` and the call's arguments with each Python list or
    tuple given where an array goes converted by the namespace's ``asarray``; None where
    the call gave none."""
    if fname.rpartition(".")[2] in _CONVERTERS:
        return None  # asarray itself: what it could not convert is the mistake
    found = _namespace_function(fname)
    if found is None:
        return None
    namespace, fn = found
    positions, names = _array_parameters(fname, fn)
    new_args = list(args)
    new_kwargs = dict(kwargs)
    changed = False
    def convert(name: str, value: Any) -> Any:
        try:
            return namespace.asarray(value)
        except Exception as e:
            # A ragged list, say: the error of the function it was given to.
            cls = _classify(e) or ValueError
            text = _TF_NODE.sub("", str(e))
            raise both(cls, type(e))(f"{fname}: {name}: the list given cannot be an array "
                                     f"({text})") from e

    for i in positions:
        if i < len(args) and type(args[i]) in (list, tuple):
            new_args[i] = convert(_parameter_name(fname, fn, i), args[i])
            changed = True
    for name in names & kwargs.keys():
        if type(kwargs[name]) in (list, tuple):
            new_kwargs[name] = convert(name, kwargs[name])
            changed = True
    return (fn, tuple(new_args), new_kwargs) if changed else None


def failed(fname: str, backend: str, native: Exception, args: tuple[Any, ...],
           kwargs: dict[str, Any] | None = None, *,
           accepted: frozenset[str] = frozenset(),
           retry: Callable[..., Any] | None = None,
           dtypes: Mapping[str, Any] | None = None) -> Any:
    """The error path of a namespace function: call it from the function's own ``except``
    clause, as ``return failed(...)``.  Where ``retry`` (the function itself) and
    ``dtypes`` (the namespace's dtypes by name) are given and the call named a dtype by its
    standard name, the result of ``retry`` with the dtype objects; where the call gave a
    Python list or tuple where an array goes, the result of the namespace function with it
    converted by the namespace's ``asarray`` (:func:`with_arrays`); else it raises the
    contract's exception for ``native`` (:func:`translated`) from ``native``, or ``native``
    itself where it already keeps the contract.

    The ``try`` around the function's body costs nothing until something is raised
    (CPython 3.11's zero-cost exceptions), so the happy path runs no more frames than
    before."""
    kwargs = kwargs or {}
    if retry is not None and dtypes is not None:
        try:
            named = with_dtype_names(fname, args, kwargs, dtypes)
        except TypeError as refused:
            raise refused from native
        if named is not None:
            return retry(*named[0], **named[1])
    converted = with_arrays(fname, args, kwargs)
    if converted is not None:
        fn, array_args, array_kwargs = converted
        return fn(*array_args, **array_kwargs)
    exc = translated(fname, backend, native, args, kwargs, accepted)
    if exc is None:
        raise native
    raise exc from native


def fail_for(backend: str, dtypes: Mapping[str, Any]) -> Callable[..., Any]:
    """The error path of the namespace ``xpagnostic.<backend>``, called from a function's
    ``except`` clause as ``fail(name, exception, args, kwargs, retry=function)``:
    :func:`failed` for ``xpagnostic.<backend>.<name>``; with ``retry``, a dtype the call
    gave by its standard name is looked up in ``dtypes`` and the call made again."""

    def fail(name: str, native: Exception, args: tuple[Any, ...],
             kwargs: dict[str, Any] | None = None,
             retry: Callable[..., Any] | None = None) -> Any:
        return failed(f"xpagnostic.{backend}.{name}", backend, native, args, kwargs,
                      retry=retry, dtypes=dtypes if retry is not None else None)

    return fail


def guarded(fname: str, backend: str, fn: _F, dtypes: Mapping[str, Any] | None = None,
            accepted: frozenset[str] = frozenset()) -> _F:
    """``fn`` whose failures follow the contract (:func:`translated`), and which takes
    dtypes by name where ``dtypes`` (the namespace's) is given (:func:`with_dtype_names`).
    One Python frame around ``fn``: for the Dask namespace only, whose functions build a
    task graph (tens of microseconds a call, against a tenth of one for the frame; the
    other namespaces translate in their own functions, at no cost)."""

    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as e:
            return failed(fname, backend, e, args, kwargs, accepted=accepted, retry=call,
                          dtypes=dtypes)

    call.__xp_guarded__ = True  # type: ignore[attr-defined]
    return call  # type: ignore[return-value]


def guard_namespace(namespace: MutableMapping[str, Any], prefix: str, backend: str,
                    names: Iterable[str], keep: Iterable[str] = (),
                    dtypes: Mapping[str, Any] | None = None,
                    accepted: Iterable[str] = ()) -> None:
    """Replace each function ``names`` lists in the module dict ``namespace`` by
    :func:`guarded` of it, except those ``keep`` lists (they translate in their own
    ``except`` clause, or their framework's errors already keep the contract) and those
    already guarded.  ``prefix`` names the namespace in messages (``xpagnostic.torch``)."""
    skip, takes = frozenset(keep), frozenset(accepted)
    for name in names:
        fn = namespace.get(name)
        if (name in skip or not callable(fn) or isinstance(fn, type)
                or getattr(fn, "__xp_guarded__", False)):
            continue
        # One wrapper per function: linalg.matmul and matmul stay one object.
        done = _GUARDED.get(id(fn))
        if done is None or done[0] is not fn:
            done = _GUARDED[id(fn)] = (fn, guarded(f"{prefix}.{name}", backend, fn, dtypes,
                                                   takes))
        namespace[name] = done[1]


#: id of a function -> (the function, its guarded wrapper).
_GUARDED: dict[int, tuple[Any, Any]] = {}

"""The error campaign: wrong calls of every function of the standard, derived from its stubs.

Each function of the standard's stubs (``array_api_stubs/_2025_12``: the main namespace,
``linalg`` and ``fft``), read with :mod:`ast`, gets every mistake its signature and the dtype
categories of its docstring ("Should have a floating-point data type", "an integer or
boolean data type", ...) imply:

=============================================  ==============================================
kind                                           made from
=============================================  ==============================================
a string / None / a ragged list for an array   each parameter annotated ``array``
a float where an integer goes                  each parameter annotated ``int`` (alone or in a
                                               tuple: ``shape``, ``num``, ``n``, ``k``, ...)
a dtype of the wrong kind                      the dtype category of the parameter's docstring
an axis out of range / repeated / ``1.5``      a parameter named ``axis`` or ``axes``
a negative size                                ``shape``, ``n_rows``, ``num``, ``n``, ...
shapes that do not agree                       two array parameters, a sequence of arrays
an unknown keyword                             every function
a keyword-only argument passed positionally    the first keyword-only parameter
an empty array where an element is needed      each reduction of one array
a device that does not exist                   a parameter named ``device``
too few dimensions / a matrix not square       a docstring's shape ``(..., M, N)``/``(..., M, M)``
a zero step                                    a parameter named ``step``
=============================================  ==============================================

A valid call is built first (its arrays of the category's dtype, of the first shape among
``(2, 3)``, ``(3,)`` and a ``3 x 3`` symmetric positive-definite matrix that the reference
accepts); each mistake changes one argument of it.  The reference class of a call is what
array-api-strict, the standard's reference implementation, raises for it.  A call strict
accepts is dropped, except where :data:`CHOSEN` documents the answer the namespaces give
instead; so is a call whose reference is strict's own accident (an ``AttributeError`` from
reading ``.dtype`` of a non-array: :data:`CHOSEN` again).  Nothing here names a function of
the standard: one added to the stubs is covered with no new line.

``python xpagnostic-tests/namespaces/error_campaign.py`` prints the campaign.
"""

from __future__ import annotations

import ast
import functools
import math
import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

API_FOLDER = "_2025_12"

#: The stub modules of the main namespace (the others are ``linalg`` and ``fft``).
_SKIPPED_MODULES = frozenset({"_types", "array_object", "constants", "data_types", "info",
                              "__init__"})


def stubs_folder() -> Path | None:
    """The specification's ``array_api_stubs/_2025_12`` folder: ``ARRAY_API_STUBS``, then
    the array-api-tests checkout ``ARRAY_API_TESTS_DIR`` names (as the conformance runner
    finds it), then the runner's pinned clone; None if there is none."""
    candidates = []
    if os.environ.get("ARRAY_API_STUBS"):
        candidates.append(Path(os.environ["ARRAY_API_STUBS"]))
    suites = []
    if os.environ.get("ARRAY_API_TESTS_DIR"):
        suites.append(Path(os.environ["ARRAY_API_TESTS_DIR"]))
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "xpagnostic"
    if cache.is_dir():
        suites += sorted(cache.glob("array-api-tests-*"))
    candidates += [s / "array-api" / "src" / "array_api_stubs" / API_FOLDER for s in suites]
    return next((c.expanduser() for c in candidates if (c / "linalg.py").is_file()), None)


# -- the stubs ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Param:
    """One parameter of a stub's signature."""

    name: str
    kind: str  # "positional", "either", "keyword", "star"
    annotation: str
    default: str | None  # the default's source, None where there is none
    category: str | None  # the dtype category its docstring names ("floating-point", ...)
    doc: str = ""  # its description in the docstring

    @property
    def array(self) -> bool:
        return bool(re.search(r"\barray\b", self.annotation))

    @property
    def sequence(self) -> bool:
        return (self.kind == "star" and self.array) or bool(
            re.search(r"(Tuple|List)\[array", self.annotation))

    @property
    def integral(self) -> bool:
        """Annotated ``int`` (alone, optional, or in a tuple), not ``float``."""
        return bool(re.search(r"\bint\b", self.annotation)) and not re.search(
            r"\b(float|array|dtype|bool)\b", self.annotation)


@dataclass(frozen=True)
class Function:
    path: str  # "sum", "linalg.cross"
    params: tuple[Param, ...]
    doc: str

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)


_CATEGORY = re.compile(r"\bhave (?:an? )?([\w\- ]+?) data type", re.I)


def _param_docs(doc: str) -> dict[str, str]:
    """Parameter name -> its description, from the docstring's ``Parameters`` section."""
    out: dict[str, str] = {}
    section = doc.split("Parameters\n", 1)[-1].split("Returns\n", 1)[0]
    current = None
    for line in section.splitlines():
        m = re.match(r"    \*{0,2}(\w+): ", line)
        if m:
            current = m.group(1)
            out[current] = ""
        elif current is not None:
            out[current] += " " + line.strip()
    return out


def _category(text: str) -> str | None:
    names = (m.lower().strip() for m in _CATEGORY.findall(text.replace("**", "")))
    return next((n for n in names if n in CATEGORIES), None)


def _functions_of(path: Path, prefix: str) -> Iterator[Function]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or node.name.startswith("_"):
            continue
        doc = ast.get_docstring(node, clean=False) or ""
        docs = _param_docs(doc)
        a = node.args
        params: list[Param] = []
        positional = [*a.posonlyargs, *a.args]
        defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults))
        defaults += list(a.defaults)
        for i, (arg, default) in enumerate(zip(positional, defaults)):
            kind = "positional" if i < len(a.posonlyargs) else "either"
            params.append(_param(arg, kind, default, docs))
        if a.vararg is not None:
            params.append(_param(a.vararg, "star", None, docs))
        for arg, kw_default in zip(a.kwonlyargs, a.kw_defaults):
            params.append(_param(arg, "keyword", kw_default, docs))
        yield Function(prefix + node.name, tuple(params), doc)


def _param(arg: ast.arg, kind: str, default: ast.expr | None, docs: dict[str, str]) -> Param:
    annotation = ast.unparse(arg.annotation) if arg.annotation is not None else ""
    return Param(arg.arg, kind, annotation, None if default is None else ast.unparse(default),
                 _category(docs.get(arg.arg, "")), docs.get(arg.arg, ""))


@functools.cache
def functions(folder: Path | None) -> tuple[Function, ...]:
    """Every function of the standard's stubs in ``folder``; with None, as
    :data:`SIGNATURES` records them (where the specification is not at hand, as in CI)."""
    if folder is None:
        import json

        return tuple(Function(f["path"], tuple(Param(**p) for p in f["params"]), "")
                     for f in json.loads(SIGNATURES.read_text(encoding="utf-8")))
    out: list[Function] = []
    for path in sorted(folder.glob("*.py")):
        if path.stem in _SKIPPED_MODULES:
            continue
        prefix = f"{path.stem}." if path.stem in ("linalg", "fft") else ""
        out += _functions_of(path, prefix)
    return tuple(out)


#: The stubs' functions as the campaign reads them (each parameter's kind, annotation,
#: default, dtype category and description), written from the specification's stubs by
#: ``--record`` and compared with them by ``--check`` and a test: the campaign reads this
#: file where the stubs are not at hand.
SIGNATURES = Path(__file__).with_name("error_campaign_signatures.json")


def signatures_text(folder: Path) -> str:
    """The text of :data:`SIGNATURES` for the stubs in ``folder``."""
    import json
    from dataclasses import asdict

    return json.dumps([{"path": f.path, "params": [asdict(p) for p in f.params]}
                       for f in functions(folder)], indent=1) + "\n"


# -- dtype categories --------------------------------------------------------------------------

#: A dtype category a docstring names -> (a dtype of it, a dtype of the wrong kind).
CATEGORIES: dict[str, tuple[str, str]] = {
    "floating-point": ("float32", "int32"),
    "real-valued floating-point": ("float32", "int32"),
    "complex floating-point": ("complex64", "float32"),
    "numeric": ("float32", "bool"),
    "real-valued": ("float32", "complex64"),
    "real-valued or boolean": ("float32", "complex64"),
    "integer or boolean": ("int32", "float32"),
    "integer": ("int32", "float32"),
    "boolean": ("bool", "float32"),
}


# -- calls -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Arr:
    """An array argument, made on each backend from its NumPy values."""

    shape: tuple[int, ...]
    dtype: str
    values: str = "range"  # "range", "zeros", "spd"

    def host(self) -> np.ndarray:
        n = math.prod(self.shape)
        if self.values == "spd":
            eye = np.eye(self.shape[-1])
            a = 2 * eye + 0.5 * np.eye(self.shape[-1], k=1) + 0.5 * np.eye(self.shape[-1], k=-1)
            out: np.ndarray = np.broadcast_to(a, self.shape).astype(self.dtype)
            return out
        if self.values == "zeros" or n == 0:
            return np.zeros(self.shape, self.dtype)
        if self.dtype == "bool":
            return (np.arange(n) % 2 == 1).reshape(self.shape)
        if self.dtype.startswith(("int", "uint")):
            return (np.arange(n) % 3).astype(self.dtype).reshape(self.shape)
        return ((np.arange(n) + 1) / 7).astype(self.dtype).reshape(self.shape)


@dataclass(frozen=True)
class DType:
    """A dtype argument, the namespace's dtype of this name."""

    name: str


#: Values of arguments the mistakes pass: ``RAGGED`` where an array goes.
RAGGED: Any = [[1.0, 2.0], [3.0]]
BAD_DEVICE = "cuda:97"


@dataclass(frozen=True)
class Call:
    """One wrong call: what is wrong (``kind``, in the parameter ``param``), and the call."""

    path: str
    kind: str
    param: str
    args: tuple[Any, ...]
    kwargs: tuple[tuple[str, Any], ...] = ()
    #: The classes the exception must be an instance of, and the name of NumPy's class it
    #: must also carry (``AxisError``, ``LinAlgError``), or "".
    expected: tuple[type[BaseException], ...] = ()
    numpy_class: str = ""
    #: Where the reference's answer is not strict's: why (a :data:`CHOSEN` entry).
    chosen: str = ""
    example: str = field(default="", compare=False)

    @property
    def id(self) -> str:
        return f"{self.path}[{self.kind}:{self.param}]"


def materialize(value: Any, convert: Callable[[np.ndarray], Any], xp: Any) -> Any:
    """``value`` with each :class:`Arr` an array of ``convert`` and each :class:`DType` the
    namespace ``xp``'s dtype."""
    if isinstance(value, Arr):
        return convert(value.host())
    if isinstance(value, DType):
        return getattr(xp, value.name)
    if isinstance(value, list):
        return [materialize(v, convert, xp) for v in value]
    if isinstance(value, tuple):
        return tuple(materialize(v, convert, xp) for v in value)
    return value


def arrays_of(value: Any) -> Iterator[Arr]:
    if isinstance(value, Arr):
        yield value
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from arrays_of(v)


# -- the valid call ----------------------------------------------------------------------------

#: Values of the required parameters that are not arrays, by name (the first one the
#: reference accepts is taken).
_REQUIRED: dict[str, tuple[Any, ...]] = {
    "shape": ((2, 3),), "fill_value": (1.0,), "start": (0.0,), "stop": (1.0,), "num": (3,),
    "n_rows": (2,), "n": (4, 2), "repeats": (2,), "shift": (1,), "source": (0,),
    "destination": (1,), "axes": ((1, 0),), "axis": (0,), "repetitions": ((1, 1),),
    "dtype": (DType("float32"),), "from_": (DType("float32"),), "to": (DType("float64"),),
    "type": (DType("float32"), DType("int32")), "kind": ("real floating",),
    "obj": ([[1.0, 2.0]],), "shapes": ((2, 3),), "arrays_and_dtypes": (DType("float32"),),
}
_SHAPES: tuple[tuple[tuple[int, ...], str], ...] = (((2, 3), "range"), ((3,), "range"),
                                                    ((3, 3), "spd"), ((1, 3), "range"))


def _array_value(fn: Function, p: Param, shape: tuple[int, ...], values: str) -> Arr:
    dtype = CATEGORIES[p.category][0] if p.category else "float32"
    if p.name in ("indices", "sorter"):
        dtype, values = "int32", "zeros"
    return Arr(shape, dtype, "range" if values == "spd" and dtype == "bool" else values)


def _candidates(fn: Function) -> Iterator[list[tuple[Param, Any]]]:
    for shape, values in _SHAPES:
        for choice in range(2):
            call: list[tuple[Param, Any]] = []
            for p in fn.params:
                if p.default is not None:
                    continue
                if (p.array or p.annotation == "object") and p.name not in _REQUIRED:
                    a = _array_value(fn, p, shape, values)
                    value: Any = [a, a] if p.sequence else a
                elif p.name in _REQUIRED:
                    options = _REQUIRED[p.name]
                    value = options[min(choice, len(options) - 1)]
                    if p.kind == "star":
                        value = [value, value]
                else:
                    raise AssertionError(f"{fn.path}: no value for {p.name}")
                call.append((p, value))
            yield call


def _split(call: list[tuple[Param, Any]]) -> tuple[tuple[Any, ...], tuple[tuple[str, Any],
                                                                               ...]]:
    args: list[Any] = []
    kwargs: list[tuple[str, Any]] = []
    for p, value in call:
        if p.kind == "star":
            args.extend(value if isinstance(value, list) else [value])
        elif p.kind == "keyword":
            kwargs.append((p.name, value))
        else:
            args.append(value)
    return tuple(args), tuple(kwargs)


def _namespace_function(xp: Any, path: str) -> Any:
    target = xp
    for part in path.split("."):
        target = getattr(target, part)
    return target


def run(xp: Any, convert: Callable[[np.ndarray], Any], path: str, args: tuple[Any, ...],
        kwargs: tuple[tuple[str, Any], ...]) -> Any:
    """The call on the namespace ``xp``, its arrays made by ``convert``."""
    fn = _namespace_function(xp, path)
    real_kwargs = {k: materialize(v, convert, xp) for k, v in kwargs}
    return fn(*materialize(args, convert, xp), **real_kwargs)


def strict_namespace() -> Any:
    import array_api_strict

    array_api_strict.set_array_api_strict_flags(api_version="2025.12")
    return array_api_strict


def _strict_convert(a: np.ndarray) -> Any:
    xp = strict_namespace()
    return xp.asarray(a)


def valid_call(fn: Function) -> list[tuple[Param, Any]] | None:
    """A call of ``fn`` the reference accepts, or None."""
    xp = strict_namespace()
    for call in _candidates(fn):
        args, kwargs = _split(call)
        try:
            run(xp, _strict_convert, fn.path, args, kwargs)
        except Exception:
            continue
        return call
    return None


# -- the mistakes ------------------------------------------------------------------------------


def _replaced(call: list[tuple[Param, Any]], p: Param, value: Any) -> list[tuple[Param, Any]]:
    out = [(q, value if q.name == p.name else v) for q, v in call]
    if all(q.name != p.name for q, _ in call):
        # An optional parameter the call left out: by name, where it may be given so.
        out.append((replace(p, kind="keyword") if p.kind == "either" else p, value))
    return out


def _wrong_type(call: list[tuple[Param, Any]], p: Param, value: Any) -> Any:
    if p.kind == "star":
        current = dict((q.name, v) for q, v in call)[p.name]
        return [value, *current[1:]]
    if p.sequence:
        current = dict((q.name, v) for q, v in call)[p.name]
        return [current[0], value]
    return value


def _float_version(value: Any) -> Any:
    if isinstance(value, list) and value:
        return [_float_version(value[0]), *value[1:]]
    if isinstance(value, tuple) and value:
        return (value[0] + 0.5, *value[1:])
    return 1.5


def _size_params(fn: Function) -> list[Param]:
    """Parameters that give a size (a shape, a count of elements, of rows)."""
    return [p for p in fn.params if p.integral and p.name in (
        "shape", "n_rows", "n_cols", "num", "n") and not fn.path.startswith("linalg.")]


def mistakes(fn: Function) -> Iterator[tuple[str, str, list[tuple[Param, Any]]]]:
    """(kind, parameter, call) of every mistake that applies to ``fn``."""
    call = valid_call(fn)
    if call is None:
        return
    given = {p.name: v for p, v in call}
    arrays = [p for p in fn.params if p.array and p.name not in ("obj", "from_", "type",
                                                                  "arrays_and_dtypes")
              and fn.path != "from_dlpack"]
    for p in arrays:
        if p.default is not None:
            continue
        for kind, value in (("a string where an array goes", "abc"),
                            ("None where an array goes", None),
                            ("a ragged list where an array goes", RAGGED)):
            yield kind, p.name, _replaced(call, p, _wrong_type(call, p, value))
        if p.category is not None:
            wrong = CATEGORIES[p.category][1]
            arr = next(arrays_of(given[p.name]), None)
            if arr is None:
                continue
            bad = replace(arr, dtype=wrong,
                          values="range" if wrong == "bool" else arr.values)
            yield ("a dtype of the wrong kind", p.name,
                   _replaced(call, p, [bad, bad] if p.sequence else bad))
        matrix = re.search(r"shape ``\(\.\.\., M, ([MN])\)``", p.doc)
        arr = next(arrays_of(given[p.name]), None)
        if matrix and arr is not None and not p.sequence:
            yield "an array of too few dimensions", p.name, _replaced(
                call, p, replace(arr, shape=(3,), values="range"))
            if matrix.group(1) == "M":
                yield "a matrix that is not square", p.name, _replaced(
                    call, p, replace(arr, shape=(2, 3), values="range"))
    obj = fn.param("obj")
    if obj is not None and obj.kind != "keyword":  # a converter: a ragged list is no array
        yield "a ragged list where an array goes", obj.name, _replaced(call, obj, RAGGED)
    for p in fn.params:
        if p.name == "step" and not p.array:
            yield "a zero step", p.name, _replaced(call, replace(p, kind="keyword"), 0)
        if p.integral and p.name not in ("axis", "axes"):
            value = given.get(p.name, _default_value(p))
            if value is not None:
                yield "a float where an integer goes", p.name, _replaced(
                    call, p, _float_version(value))
    for p in _size_params(fn):
        value = given.get(p.name, _default_value(p))
        if value is not None:
            negative = (-1, *value[1:]) if isinstance(value, tuple) else -1
            yield "a negative size", p.name, _replaced(call, p, negative)
    axis = fn.param("axis") or fn.param("axes")
    if axis is not None and "int" in axis.annotation and fn.path != "permute_dims":
        tuple_ok = "Tuple[int" in axis.annotation or "Sequence[int]" in axis.annotation
        as_tuple = tuple_ok and "Union[int" not in axis.annotation
        yield "an axis out of range", axis.name, _replaced(call, axis, (5,) if as_tuple else 5)
        if tuple_ok:
            yield "a repeated axis", axis.name, _replaced(call, axis, (0, 0))
        yield "a non-integer axis", axis.name, _replaced(call, axis, (1.5,) if as_tuple else 1.5)
    if fn.path == "permute_dims" or (axis is not None and axis.name == "axes"
                                     and axis.default is None):
        yield "an axis out of range", axis.name if axis else "axes", _replaced(
            call, axis or fn.params[1], (0, 5))
    two = [p for p in arrays if p.default is None and not p.sequence
           and next(arrays_of(given.get(p.name)), None) is not None]
    sequence = next((p for p in arrays if p.sequence), None)
    if len(two) >= 2:
        first = next(arrays_of(given[two[0].name]))
        other = replace(first, shape=(4, 5) if len(first.shape) > 1 else (4,), values="range")
        second = next(arrays_of(given[two[1].name]))
        yield "shapes that do not agree", two[1].name, _replaced(
            call, two[1], replace(other, dtype=second.dtype))
    if sequence is not None and next(arrays_of(given.get(sequence.name)), None) is not None:
        a = next(arrays_of(given[sequence.name]))
        b = replace(a, shape=(*a.shape, 2))
        yield "shapes that do not agree", sequence.name, _replaced(call, sequence, [a, b])
    yield "an unknown keyword", "bogus", call + [(Param("bogus", "keyword", "", None, None),
                                                  1)]
    keyword = next((p for p in fn.params if p.kind == "keyword"), None)
    if keyword is not None and not any(p.kind == "star" for p in fn.params):
        positional = [(replace(p, kind="either") if p.kind != "keyword" else p, v)
                      for p, v in call]
        default = _default_value(keyword)
        moved = replace(keyword, kind="either")
        yield ("a keyword-only argument passed positionally", keyword.name,
               [*(pv for pv in positional if pv[0].kind != "keyword"), (moved, default),
                *(pv for pv in positional if pv[0].kind == "keyword")])
    required = [p for p in arrays if p.default is None]
    if len(required) == 1 and not required[0].sequence and not any(
            p.name in ("shape", "n") or (p.default is None and not p.array)
            for p in fn.params):
        arr = next(arrays_of(given[required[0].name]))
        yield "an empty array where an element is needed", required[0].name, _replaced(
            call, required[0], replace(arr, shape=(0,) * len(arr.shape)))
    device = fn.param("device")
    if device is not None:
        yield "a device that does not exist", "device", _replaced(call, device, BAD_DEVICE)


def _default_value(p: Param) -> Any:
    if p.default is None:
        return None
    try:
        return ast.literal_eval(p.default)
    except ValueError:
        return None


# -- the reference -----------------------------------------------------------------------------

#: Answers the namespaces give where array-api-strict gives none, or an accident of its own:
#: (kind, what strict does) -> (the classes raised, why).
CHOSEN: dict[tuple[str, str], tuple[type[BaseException], str]] = {
    ("None where an array goes", "AttributeError"): (
        TypeError, "strict reads .dtype of what it is given; a non-array is a TypeError, as "
                   "strict raises for a string"),
    ("a string where an array goes", "AttributeError"): (
        TypeError, "strict reads .dtype of what it is given; a non-array is a TypeError, as "
                   "strict raises for a string elsewhere"),
    ("a non-integer axis", "ValueError"): (
        TypeError, "a float where an integer goes is a TypeError, as strict raises for the "
                   "axis of every other function (Python's operator.index)"),
    ("a float where an integer goes", "ValueError"): (
        TypeError, "a float where an integer goes is a TypeError, as strict raises for "
                   "other functions (Python's operator.index)"),
    ("a ragged list where an array goes", "AttributeError"): (
        ValueError, "a list where an array goes is an array-like (docs/errors.md); a ragged "
                    "one raises what asarray raises for it, strict's included"),
    ("a ragged list where an array goes", "TypeError"): (
        ValueError, "a list where an array goes is an array-like (docs/errors.md); a ragged "
                    "one raises what asarray raises for it, strict's included"),
}

#: Classes of NumPy's that array-api-strict raises: the namespaces raise a class of the same
#: name deriving from the same builtin classes (NumPy's own, or xpagnostic's).
NUMPY_CLASSES = frozenset({"AxisError", "LinAlgError"})


def _builtins(cls: type[BaseException]) -> tuple[type[BaseException], ...]:
    out = [c for c in cls.__mro__ if c.__module__ == "builtins"
           and c not in (BaseException, Exception, object)]
    # The most derived builtin classes only (ValueError, not also ArithmeticError's bases).
    return tuple(c for c in out if not any(d is not c and issubclass(d, c) for d in out))


def _reference(fn: Function, kind: str, param: str, call: list[tuple[Param, Any]]) -> Call | None:
    args, kwargs = _split(call)
    xp = strict_namespace()
    try:
        run(xp, _strict_convert, fn.path, args, kwargs)
    except Exception as e:
        cls = type(e)
        chosen = CHOSEN.get((kind, cls.__name__))
        if chosen is not None:
            return Call(fn.path, kind, param, args, kwargs, (chosen[0],), "", chosen[1])
        if cls.__module__ != "builtins" and cls.__name__ not in NUMPY_CLASSES:
            raise AssertionError(f"{fn.path} [{kind}]: strict raised {cls!r}: {e}") from e
        if cls is AttributeError:
            return None
        numpy_class = cls.__name__ if cls.__name__ in NUMPY_CLASSES else ""
        return Call(fn.path, kind, param, args, kwargs, _builtins(cls), numpy_class)
    chosen = CHOSEN.get((kind, "accepts"))
    if chosen is None:
        return None
    return Call(fn.path, kind, param, args, kwargs, (chosen[0],), "", chosen[1])


@functools.cache
def campaign(folder: Path | None) -> tuple[Call, ...]:
    """Every wrong call of the campaign, with its reference classes (the stubs in
    ``folder``; None: as :data:`SIGNATURES` records them)."""
    import warnings

    out: list[Call] = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for fn in functions(folder):
            seen = set()
            for kind, param, call in mistakes(fn):
                c = _reference(fn, kind, param, call)
                if c is not None and c.id not in seen:
                    seen.add(c.id)
                    out.append(c)
    return tuple(out)


def uncovered(folder: Path | None) -> list[str]:
    """Functions of the stubs for which no valid call was found (none, if the campaign
    reaches every function)."""
    return [fn.path for fn in functions(folder) if valid_call(fn) is None]


def describe(c: Call) -> str:
    """The call as source text (``sum(<float32 (2, 3)>, bogus=1)``)."""
    def text(v: Any) -> str:
        if isinstance(v, Arr):
            return f"<{v.dtype} {v.shape}>"
        if isinstance(v, DType):
            return v.name
        if isinstance(v, list):
            return "[" + ", ".join(map(text, v)) + "]"
        if isinstance(v, tuple) and any(isinstance(x, Arr) for x in v):
            return "(" + ", ".join(map(text, v)) + ")"
        return repr(v)

    parts = [text(a) for a in c.args] + [f"{k}={text(v)}" for k, v in c.kwargs]
    return f"{c.path}({', '.join(parts)})"


# -- the docs' table ---------------------------------------------------------------------------

#: The result file docs/errors.md's table of the campaign is generated from.
RESULT = Path(__file__).resolve().parents[2] / "docs" / "errors" / "campaign.json"
#: The backend whose message a row shows, in this order of preference.
_EXAMPLE_ORDER = ("torch", "jax", "tensorflow", "numpy", "dask")


def record() -> dict[str, Any]:
    """The campaign's outcome on every installed backend's namespace, by mistake kind: the
    calls, the reference classes, the classes raised, how many calls pass every check on
    each backend, and one message of a call that passes."""
    import sys

    tests = Path(__file__).resolve().parent.parent
    if str(tests) not in sys.path:
        sys.path.insert(0, str(tests))
    from conftest import BACKENDS

    from namespaces.test_error_campaign import CALLS, check

    kinds: dict[str, dict[str, Any]] = {}
    for call in CALLS:
        row = kinds.setdefault(call.kind, {"kind": call.kind, "calls": 0, "reference": {},
                                           "raised": {}, "passing": {}, "example": ""})
        row["calls"] += 1
        ref = "/".join(c.__name__ for c in call.expected) + (
            f" ({call.numpy_class})" if call.numpy_class else "")
        row["reference"][ref] = row["reference"].get(ref, 0) + 1
        for backend in BACKENDS:
            failures, raised = check(backend, False, call, with_exception=True)
            passing = row["passing"].setdefault(backend, 0)
            row["passing"][backend] = passing + (not failures)
            if raised is not None:
                name = type(raised).__name__
                row["raised"][name] = row["raised"].get(name, 0) + 1
                if not failures and backend in _EXAMPLE_ORDER and (
                        not row["example"] or _EXAMPLE_ORDER.index(backend)
                        < _EXAMPLE_ORDER.index(row["example_backend"])):
                    text = re.sub(r" at 0x[0-9a-f]+", "", str(raised).splitlines()[0])
                    row["example"] = text if len(text) <= 150 else text[:147] + "..."
                    row["example_backend"] = backend
    return {"calls": len(CALLS), "backends": list(BACKENDS),
            "kinds": sorted(kinds.values(), key=lambda r: str(r["kind"]))}


def main(argv: list[str] | None = None) -> int:
    import argparse
    import json

    parser = argparse.ArgumentParser(
        prog="python xpagnostic-tests/namespaces/error_campaign.py",
        description="Print the error campaign, or record its outcome for docs/errors.md.")
    parser.add_argument("--record", action="store_true",
                        help=f"run it on every installed backend and write {RESULT.name}")
    parser.add_argument("--check", action="store_true",
                        help=f"run it and exit 1 where {RESULT.name} differs")
    ns = parser.parse_args(argv)
    folder = stubs_folder()
    if folder is None and ns.record:
        raise SystemExit("no array_api_stubs folder: set ARRAY_API_STUBS")
    if folder is not None:
        signatures = signatures_text(folder)
        if ns.record:
            SIGNATURES.write_text(signatures, encoding="utf-8")
            print(f"wrote {SIGNATURES}")
        elif ns.check and SIGNATURES.read_text(encoding="utf-8") != signatures:
            print(f"{SIGNATURES} differs from the stubs; run with --record")
            return 1
    if not (ns.record or ns.check):
        calls = campaign(folder)
        for c in calls:
            print(f"{c.kind:45} {describe(c):70} -> "
                  f"{'/'.join(x.__name__ for x in c.expected)}"
                  f"{' ' + c.numpy_class if c.numpy_class else ''}")
        print(len(calls), "calls;", "uncovered:", uncovered(folder))
        return 0
    text = json.dumps(record(), indent=1, sort_keys=True) + "\n"
    if ns.check:
        if not RESULT.is_file() or RESULT.read_text(encoding="utf-8") != text:
            print(f"{RESULT} differs from the campaign's outcome; run with --record")
            return 1
        return 0
    RESULT.parent.mkdir(parents=True, exist_ok=True)
    RESULT.write_text(text, encoding="utf-8")
    print(f"wrote {RESULT}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

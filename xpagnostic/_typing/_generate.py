"""Write ``xpagnostic/_typing/namespaces.pyi``: a typed protocol for each backend namespace.

Usage::

    python -m xpagnostic._typing._generate [--check] [--stubs DIR]

The standard's functions, constants, dtypes, ``linalg``, ``fft`` and
``__array_namespace_info__`` come from the signatures the facade's methods come from
(array-api-strict, read by :mod:`xpagnostic._facade._generate`; ``--stubs DIR`` or the
``ARRAY_API_STUBS`` environment variable first checks them against the specification's
own stubs).  Each backend of :data:`BACKEND_TYPES` gets its protocols with its own array,
dtype and device types; ``ArrayNamespace`` is the same protocol generic in those three,
for arrays of other Array API libraries, facade Tensors and type variables.  The
extensions ``autodiff`` and ``random`` are written from :data:`EXTENSIONS`.  ``--check``
compares instead of writing and exits 1 when the file is stale.
"""

from __future__ import annotations

import ast
import inspect
import re
import textwrap
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .._backends import BACKENDS, Backend, TypeSpelling
from .._common._annotations import AnnotationText, _members
from .._common._dtypes import DTYPE_NAMES, EXTENSION_NAMES
from .._common._keywords import EXTRA_KEYWORDS, KEYWORD_TYPES
from .._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, INFO_METHODS, LINALG
from .._facade import _generate as facade

OUTPUT = Path(__file__).with_name("namespaces.pyi")
LINE = 100


@dataclass(frozen=True)
class BackendTypes(TypeSpelling):
    """How one namespace's protocols spell its types: a backend's :class:`TypeSpelling`,
    or the generic protocols' type parameters, and where its module stubs go."""

    #: Type parameters of the generic protocols (empty for a backend's own).
    type_params: tuple[str, ...] = ()
    #: The backend's folder, where its module stubs go ("" for the generic protocols).
    folder: str = ""


def _backend_types(row: Backend) -> BackendTypes:
    """A backend's types, as its class spells them (:attr:`Backend.types`)."""
    return BackendTypes(**asdict(row.types), folder=row.name)


def _constant_type(t: BackendTypes, name: str) -> str:
    """The type of the dtype constant ``name`` (``xp.float32``) in ``t``'s protocols."""
    return t.dtype_constant.format(name=name) if t.dtype_constant else t.dtype_result


#: Each backend's types, from its class in its folder (the backend table).
BACKEND_TYPES: tuple[BackendTypes, ...] = tuple(_backend_types(row) for row in BACKENDS.values())
#: The protocols generic in the array, dtype and device types.
GENERIC_TYPES = BackendTypes("Array", "ArrayT", "ArrayT", "DTypeT", "DTypeT", "DeviceT",
                             # The extension dtypes every backend has: each backend's
                             # namespace is then an ``ArrayNamespace``.
                             extension_dtypes=tuple(
                                 n for n in EXTENSION_NAMES
                                 if all(n in t.extension_dtypes for t in BACKEND_TYPES)),
                             type_params=("ArrayT", "DTypeT", "DeviceT"))

#: Functions whose result has fewer dimensions than their input, 0-d for the usual call:
#: NumPy returns a NumPy scalar for a 0-d result.
ZERO_D_RESULTS = frozenset({
    "all", "any", "argmax", "argmin", "count_nonzero", "matmul", "max", "mean", "min", "prod",
    "std", "sum", "tensordot", "var", "vecdot", "linalg.det", "linalg.matmul",
    "linalg.matrix_norm", "linalg.matrix_rank", "linalg.tensordot", "linalg.trace",
    "linalg.vecdot", "linalg.vector_norm",
})

#: Named tuples of arrays the standard returns, with their fields.
RESULT_TUPLES = {
    "UniqueAllResult": ("values", "indices", "inverse_indices", "counts"),
    "UniqueCountsResult": ("values", "counts"),
    "UniqueInverseResult": ("values", "inverse_indices"),
    "EigResult": ("eigenvalues", "eigenvectors"),
    "EighResult": ("eigenvalues", "eigenvectors"),
    "QRResult": ("Q", "R"),
    "SlogdetResult": ("sign", "logabsdet"),
    "SVDResult": ("U", "S", "Vh"),
}

#: The extensions of ours, written with ``{array}``, ``{result}``, ``{dtype}`` and
#: ``{device}`` for the backend's types.  Their source is ``xpagnostic._autodiff.Autodiff``
#: and ``xpagnostic._common._random.RandomFunctions``; ``test_typed_namespaces.py`` checks
#: that these signatures keep their parameters.
EXTENSIONS = {
    "Autodiff": '''\
    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...
''',
    "Random": '''\
    def key(self, seed: int | {array}, *, device: {device} | None = None) -> {result}: ...
    def split(self, key: {array}, num: int | tuple[int, ...] = 2) -> {result}: ...
    def fold_in(self, key: {array}, data: int | {array}) -> {result}: ...
    def bits(
        self, key: {array}, shape: int | tuple[int, ...] = (), dtype: {dtype} | None = None,
        *, device: {device} | None = None,
    ) -> {result}: ...
    def uniform(
        self, key: {array}, shape: int | tuple[int, ...] = (), dtype: {dtype} | None = None,
        minval: float | {array} = 0.0, maxval: float | {array} = 1.0, *,
        device: {device} | None = None,
    ) -> {result}: ...
    def normal(
        self, key: {array}, shape: int | tuple[int, ...] = (), dtype: {dtype} | None = None,
        *, device: {device} | None = None,
    ) -> {result}: ...
    def truncated_normal(
        self, key: {array}, lower: float | {array}, upper: float | {array},
        shape: int | tuple[int, ...] | None = None, dtype: {dtype} | None = None, *,
        device: {device} | None = None,
    ) -> {result}: ...
    def bernoulli(
        self, key: {array}, p: float | {array} = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: {device} | None = None,
    ) -> {result}: ...
    def randint(
        self, key: {array}, shape: int | tuple[int, ...], minval: int | {array},
        maxval: int | {array}, dtype: {dtype} | None = None, *, device: {device} | None = None,
    ) -> {result}: ...
    def permutation(
        self, key: {array}, x: int | {array}, axis: int = 0, independent: bool = False, *,
        device: {device} | None = None,
    ) -> {result}: ...
    def choice(
        self, key: {array}, a: int | {array}, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: {array} | None = None, axis: int = 0, mode: str | None = None,
        *, device: {device} | None = None,
    ) -> {result}: ...
    def categorical(
        self, key: {array}, logits: {array}, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: {device} | None = None,
    ) -> {result}: ...
''',
}

#: Parameters of the extension functions, as their implementations name them (checked by
#: the tests against ``Autodiff`` and ``RandomFunctions``).
EXTENSION_SOURCES = {
    "Autodiff": ("xpagnostic._autodiff", "Autodiff"),
    "Random": ("xpagnostic._common._random", "RandomFunctions"),
}


# -- rendering ---------------------------------------------------------------------------------


class _Render(AnnotationText):
    """Annotations of array-api-strict in one backend's types; ``result`` is the array
    type of a result (None: a parameter)."""

    open_text = "object"
    absorbing = "object"

    def __init__(self, t: BackendTypes) -> None:
        self.t = t

    def array(self, result: Any) -> str:
        return str(result) if result is not None else self.t.array

    def named(self, a: Any, name: str, result: Any) -> str:
        t = self.t
        if name == "DType":
            return t.dtype if result is None else t.dtype_result
        if name == "Device":
            # A parameter also takes the portable device names ("cpu", "cuda:1", "/GPU:0").
            if result is not None or t.device in ("str", "object"):
                return t.device
            return f"{t.device} | str"
        if name in RESULT_TUPLES:
            return f"{name}[{result or t.result}]"
        if name == "finfo_object":
            return f"FInfo[{t.dtype_result}]"
        if name == "iinfo_object":
            return f"IInfo[{t.dtype_result}]"
        if name in ("NestedSequence", "SupportsDLPack", "SupportsBufferProtocol"):
            return "object"
        if name == "Capabilities":
            return "dict[str, bool | int | None]"
        if name in ("DefaultDataTypes", "DataTypes"):
            # A generic protocol's is read-only (covariant), so that each backend's dict
            # of its own dtypes is one.
            return f"{'Mapping' if t.type_params else 'dict'}[str, {t.dtype_result}]"
        return super().named(a, name, result)


def _function(name: str, path: str, fn: Callable[..., Any], render: _Render,
              method: bool = True) -> list[str]:
    """The lines of one protocol method, or (``method`` false) of one module function."""
    sig = facade.signature(fn)
    t = render.t
    params = list(sig.parameters.values())
    if params and params[0].name == "self":
        params = params[1:]
    P = inspect.Parameter
    items = ["self"] if method else []
    npos = sum(1 for p in params if p.kind is P.POSITIONAL_ONLY)
    star = False
    for i, p in enumerate(params):
        if p.kind is P.VAR_POSITIONAL:
            items.append(f"*{p.name}: {render(p.annotation)}")
            star = True
        else:
            if p.kind is P.KEYWORD_ONLY and not star:
                items.append("*")
                star = True
            text = f"{p.name}: {render(p.annotation)}"
            if p.name == "shape":
                # What ``.shape`` gives (``Array.shape``, the standard's shape type, whose
                # dimensions may be unknown); the backend raises for a None.
                text = text.replace("tuple[int, ...]", "tuple[int | None, ...]")
            if p.default is not P.empty:
                text += f" = {facade._default(p)!r}"
            items.append(text)
        if i + 1 == npos:
            items.append("/")
    for keyword in EXTRA_KEYWORDS.get(t.prefix.lower(), {}).get(path, ()):
        if not star:
            items.append("*")
            star = True
        items.append(f"{keyword}: {KEYWORD_TYPES[keyword]} = None")
    result = t.reduced if (t.reduced and path in ZERO_D_RESULTS) else t.result
    ret = render(sig.return_annotation, result=result)
    if path == "info.devices":
        ret = f"tuple[{t.device}, ...]"
    indent = "    " if method else ""
    if not method:  # in a module, the dtype ``bool`` shadows the builtin
        items = [_BUILTIN.sub("builtins.bool", i) for i in items]
        ret = _BUILTIN.sub("builtins.bool", ret)
    one = f"{indent}def {name}({', '.join(items)}) -> {ret}: ..."
    if len(one) <= LINE:
        return [one]
    return [f"{indent}def {name}(", *(f"{indent}    {i}," for i in items),
            f"{indent}) -> {ret}: ..."]


def _generic(t: BackendTypes, name: str, body: str) -> str:
    """``name`` with the type parameters ``body`` uses (generic protocols only)."""
    used = [p for p in t.type_params if p in body]
    return f"{name}[{', '.join(used)}]" if used else name


def _class(t: BackendTypes, kind: str, doc: str, lines: list[str]) -> str:
    body = "\n".join(lines)
    params = [p for p in t.type_params if p in body]
    taken = re.sub(r"->[^\n]*", "", body)
    for i, p in enumerate(params):
        # A type parameter no result names is contravariant, one no parameter names
        # covariant, as checkers require of protocols.
        if p != "ArrayT" and not re.search(rf"->[^\n]*\b{p}\b", body):
            body = re.sub(rf"\b{p}\b", f"{p}_contra", body)
            params[i] = f"{p}_contra"
        elif p == "DTypeT" and not re.search(rf"\b{p}\b", taken):
            body = re.sub(rf"\b{p}\b", f"{p}_co", body)
            params[i] = f"{p}_co"
    base = f"Protocol[{', '.join(params)}]" if params else "Protocol"
    return f"class {t.prefix}{kind}({base}):\n    {doc}\n\n{body}\n"


def _protocols(t: BackendTypes) -> list[str]:
    """The protocols of one backend: namespace, linalg, fft, info, autodiff, random."""
    xps = facade._strict()
    render = _Render(t)
    out: list[str] = []
    label = "generic" if t.type_params else t.prefix
    subs: dict[str, str] = {}
    for ext, names in (("linalg", LINALG), ("fft", FFT)):
        module = getattr(xps, ext)
        lines: list[str] = []
        for name in sorted(names):
            lines += _function(name, f"{ext}.{name}", getattr(module, name), render)
        kind = "Linalg" if ext == "linalg" else "FFT"
        out.append(_class(t, kind, f'"""The ``{ext}`` extension ({label})."""', lines))
        subs[ext] = _generic(t, f"{t.prefix}{kind}", "\n".join(lines))
    info = xps.__array_namespace_info__()
    lines = []
    for name in sorted(INFO_METHODS):
        lines += _function(name, f"info.{name}", getattr(info, name), render)
    out.append(_class(t, "Info", '"""What ``__array_namespace_info__()`` returns."""', lines))
    info_type = _generic(t, f"{t.prefix}Info", "\n".join(lines))
    for ext, template in EXTENSIONS.items():
        text = template.format(array=t.array, result=t.result, dtype=t.dtype, device=t.device)
        out.append(_class(t, ext, f'"""The ``{ext.lower()}`` extension of ours."""',
                          text.rstrip("\n").split("\n")))
        subs[ext.lower()] = _generic(t, f"{t.prefix}{ext}", text)

    lines = []
    for name in sorted(FUNCTIONS_AND_CONSTANTS):
        fn = getattr(xps, name)
        if name == "newaxis":
            lines += ["    @property", "    def newaxis(self) -> None: ..."]
        elif not callable(fn):
            lines += ["    @property", f"    def {name}(self) -> float: ..."]
        else:
            lines += _function(name, name, fn, render)
    for name in (*DTYPE_NAMES, *t.extension_dtypes):
        kind = _constant_type(t, name)
        lines += ["    @property", f"    def {name}(self) -> {kind}: ..."]
    lines += [f"    def __array_namespace_info__(self) -> {info_type}: ...",
              "    @property", "    def __array_api_version__(self) -> str: ...",
              "    @property", "    def __name__(self) -> str: ..."]
    for sub, kind in sorted(subs.items()):
        lines += ["    @property", f"    def {sub}(self) -> {kind}: ..."]
    doc = (f'"""The namespace ``xpagnostic.get_namespace`` gives for {t.array} arrays."""'
           if not t.type_params else
           '"""A namespace over arrays of type ``ArrayT`` (another Array API library\'s, '
           'facade\n    Tensors, a type variable\'s)."""')
    out.append(_class(t, "Namespace", doc, lines))
    return out


HEADER = '''\
"""Typed protocols of xpagnostic's namespaces, one set per backend, for static checkers.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.  Nothing imports this file at run time: the package's ``__init__``
takes ``get_namespace`` (whose overloads end this file) from here under ``TYPE_CHECKING``
only, and the facade names these protocols so too.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import (
    Any,
    Concatenate,
    Generic,
    Literal,
    NamedTuple,
    ParamSpec,
    Protocol,
    TypeVar,
    overload,
)

{framework_imports}
from typing_extensions import TypeVar as _TypeVar

from xpagnostic._autodiff import CustomVjp, Primitive
from xpagnostic._facade._core import Tensor
from xpagnostic._typing._array import Array, DType

ArrayT = TypeVar("ArrayT")
# The arrays of a named tuple of results (read-only fields: covariant).
ArrayT_co = TypeVar("ArrayT_co", covariant=True)
# ``ArrayNamespace[A]`` leaves the dtype and device types open: each backend's namespace is
# one, and its array type is inferred (docs/typing.md).
DTypeT = _TypeVar("DTypeT", default=Any)
DeviceT = _TypeVar("DeviceT", default=Any)
DTypeT_co = TypeVar("DTypeT_co", covariant=True)
DTypeT_contra = _TypeVar("DTypeT_contra", contravariant=True, default=Any)
DeviceT_contra = _TypeVar("DeviceT_contra", contravariant=True, default=Any)
_T = TypeVar("_T")
_R = TypeVar("_R")
_Aux = TypeVar("_Aux")
_P = ParamSpec("_P")

class FInfo(Generic[DTypeT_co]):
    """What ``finfo`` returns."""

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    @property
    def dtype(self) -> DTypeT_co: ...

class IInfo(Generic[DTypeT_co]):
    """What ``iinfo`` returns."""

    bits: int
    max: int
    min: int
    @property
    def dtype(self) -> DTypeT_co: ...
'''


#: One overload of ``get_namespace``: the first argument's type, the other arrays', and the
#: namespace.  Every overload ends with the ``api_version`` keyword.
_OVERLOAD = """
@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: {first}, /, *arrays: {others} | complex | None, api_version: str | None = None
) -> {namespace}: ...
"""


def _arrays_protocol(t: BackendTypes) -> str:
    """The name of the protocol of ``t``'s :attr:`~TypeSpelling.witness` members."""
    return f"_{t.prefix}Arrays"


def get_namespace_overloads() -> str:
    """``get_namespace`` as checkers read it: the namespace's type follows the arrays' (the
    first argument an array; the others arrays of its type, Python scalars or None).

    Each backend's overloads come first (those whose arrays answer every attribute before
    the others), then the facade's ``Tensor[N]`` and the generic one, of any type meeting
    :class:`Array` (a type variable's).  A framework the package
    does not depend on is known by its :attr:`~TypeSpelling.witness` members, not by its
    array type: where the framework is missing, its types are ``Any`` to the checker and
    would match every argument, and its witness protocol matches none.
    """
    chunks = ["\n_A = TypeVar(\"_A\", bound=Array)\n_N = TypeVar(\"_N\")\n"]
    chunks += [f"{line}\n" for t in BACKEND_TYPES for line in t.type_vars]
    overloads: list[tuple[str, str, str]] = []
    # An array type answering every attribute meets the others' witnesses: its overload first.
    for t in sorted(BACKEND_TYPES, key=lambda t: not t.any_attribute):
        namespace = f"{t.prefix}Namespace"
        if t.witness:
            members = "".join(f"    @property\n    def {m}(self) -> object: ...\n"
                              for m in t.witness)
            chunks.append(f"\nclass {_arrays_protocol(t)}(Protocol):\n"
                          f'    """What only {t.array} arrays have."""\n\n{members}')
            overloads.append((_arrays_protocol(t), _arrays_protocol(t), namespace))
        else:
            overloads += [(first, others, namespace)
                          for first, others in t.accepts or ((t.array, t.array),)]
    overloads += [("Tensor[_N]", "Tensor[_N] | _N", "ArrayNamespace[Tensor[_N], DType, object]"),
                  ("_A", "_A", "ArrayNamespace[_A, DType, object]")]
    for first, others, namespace in overloads:
        text = _OVERLOAD.format(first=first, others=others, namespace=namespace)
        # Black's style: a signature too long for one line takes a line per parameter.
        if any(len(line) > LINE for line in text.split("\n")):
            text = text.replace(", /, *arrays", ", /,\n    *arrays").replace(
                " | None, api_version", " | None,\n    api_version").replace(
                "= None\n)", "= None,\n)")
        chunks.append(text)
    chunks.append("\n#: The name array-api-compat and scikit-learn use.\n"
                  "array_namespace = get_namespace\n")
    return "".join(chunks)


def generate() -> str:
    """The text of ``namespaces.pyi``."""
    imports = sorted({m for t in BACKEND_TYPES for m in t.imports})
    chunks = [HEADER.replace("{framework_imports}", "\n".join(f"import {m}" for m in imports))]
    for name, fields in RESULT_TUPLES.items():
        chunks.append(f"\nclass {name}(NamedTuple, Generic[ArrayT_co]):\n"
                      + "".join(f"    {f}: ArrayT_co\n" for f in fields))
    for t in (GENERIC_TYPES, *BACKEND_TYPES):
        for text in _protocols(t):
            chunks.append("\n" + text)
    chunks.append(get_namespace_overloads())
    text = "".join(chunks)
    ast.parse(text)
    return text


def module_path(t: BackendTypes, name: str = "__init__") -> Path:
    """Where the stub of the backend module ``xpagnostic.<backend>`` (``name``
    ``"__init__"``) or of its submodule ``name`` goes."""
    return OUTPUT.parent.parent / t.folder / f"{name}.pyi"


#: The modules a stub's annotations may name, by the text that names them.
_MODULES = tuple(sorted({(f"{m}.", f"import {m}") for t in BACKEND_TYPES for m in t.imports},
                        key=lambda pair: -len(pair[0])))
#: A name of the package's own that shadows a builtin used in annotations (the dtype
#: ``bool``): annotations spell the builtin ``builtins.bool``.
_BUILTIN = re.compile(r"(?<![\w.])bool\b")
#: The submodules of a backend module that get their own stubs: the standard's extensions
#: (their functions' names) and ``random`` (whose functions :data:`EXTENSIONS` types).
SUBMODULES: dict[str, frozenset[str] | None] = {"linalg": LINALG, "fft": FFT, "random": None}
#: The attributes of a backend module typed by a protocol of ``namespaces.pyi``.
PROTOCOL_ATTRIBUTES = {"autodiff": "Autodiff"}


def _stub(t: BackendTypes, doc: str, body: str, own: Sequence[str],
          relative: Sequence[str] = ()) -> str:
    """A stub's text: ``doc``, the imports ``body`` needs (``own``: names of
    ``namespaces.pyi`` it always needs; ``relative``: lines ``from . import ...``), ``body``."""
    standard = ["import builtins"] if "builtins." in body else []
    for module, typing_names in (("collections.abc", ["Sequence"]),
                                 ("typing", ["Any", "Literal"])):
        used = [n for n in typing_names if re.search(rf"\b{n}\b", body)]
        if used:
            standard.append(f"from {module} import {', '.join(used)}")
    frameworks = sorted(line for text, line in _MODULES if text in body)
    imports = [*standard, *([""] if standard and frameworks else []), *frameworks]
    names = sorted({*own, *(n for n in (*RESULT_TUPLES, "FInfo", "IInfo")
                            if re.search(rf"\b{n}\b", body))}, key=str.lower)
    if names:
        imports += ["", "from .._typing.namespaces import (", *(f"    {n}," for n in names), ")"]
    imports += relative
    text = (f'"""{doc}\n\nWritten by ``python -m xpagnostic._typing._generate`` from the '
            "standard's signatures;\ndo not edit by hand.\n\"\"\"\n\n"
            + "\n".join(imports) + "\n\n" + body + "\n")
    ast.parse(text)
    return text


def module_stub(t: BackendTypes) -> str:
    """The text of ``xpagnostic/<backend>/__init__.pyi``: the backend module's functions,
    constants and dtypes, with the types of its namespace protocol."""
    xps = facade._strict()
    render = _Render(t)
    functions: list[str] = []
    constants: list[str] = []
    for name in sorted(FUNCTIONS_AND_CONSTANTS):
        fn = getattr(xps, name)
        if name == "newaxis":
            constants.append("newaxis: None")
        elif not callable(fn):
            constants.append(f"{name}: float")
        else:
            functions += _function(name, name, fn, render, method=False)
    for name in (*DTYPE_NAMES, *t.extension_dtypes):
        kind = _constant_type(t, name)
        constants.append(f"{name}: {kind}")
    protocols = {sub: f"{t.prefix}{kind}" for sub, kind in PROTOCOL_ATTRIBUTES.items()}
    body = "\n".join([
        *functions,
        f"def __array_namespace_info__() -> {t.prefix}Info: ...",
        "",
        *constants,
        "__array_api_version__: str",
        "",
        *(f"{sub}: {kind}" for sub, kind in protocols.items()),
    ])
    doc = (f"Types of ``xpagnostic.{t.prefix.lower()}`` for static checkers: the functions, "
           "constants and\ndtypes of the namespace ``xpagnostic.get_namespace`` gives for the "
           f"backend's arrays\n(``{t.prefix}Namespace``), as module attributes.  "
           "``linalg``, ``fft`` and ``random`` have stubs\nof their own; ``autodiff`` the "
           "type of its protocol in ``namespaces.pyi``.")
    relative = [f"from . import {sub} as {sub}" for sub in sorted(SUBMODULES)]
    return _stub(t, doc, body, [f"{t.prefix}Info", *protocols.values()], relative)


def submodule_stub(t: BackendTypes, sub: str) -> str:
    """The text of ``xpagnostic/<backend>/<sub>.pyi``: the functions of the extension
    ``sub`` (``linalg``, ``fft``, ``random``), as its protocol types them."""
    names = SUBMODULES[sub]
    functions: list[str] = []
    if names is None:  # ours: the protocol's methods, as functions
        text = EXTENSIONS[sub.capitalize()].format(
            array=t.array, result=t.result, dtype=t.dtype, device=t.device)
        text = textwrap.dedent(text).replace("(self, ", "(").replace("(\n    self, ", "(\n    ")
        assert "self" not in text
        functions = text.rstrip("\n").split("\n")
    else:
        render = _Render(t)
        module = getattr(facade._strict(), sub)
        for name in sorted(names):
            functions += _function(name, f"{sub}.{name}", getattr(module, name), render,
                                   method=False)
    doc = (f"Types of ``xpagnostic.{t.prefix.lower()}.{sub}`` for static checkers: the "
           f"functions of the ``{sub}``\nextension, as ``{t.prefix}Namespace().{sub}`` types "
           "them.")
    return _stub(t, doc, "\n".join(functions), [])


def module_stubs() -> dict[Path, str]:
    """The stubs of the backend modules and of their ``linalg`` and ``fft``, by path."""
    out = {}
    for t in BACKEND_TYPES:
        out[module_path(t)] = module_stub(t)
        for sub in SUBMODULES:
            out[module_path(t, sub)] = submodule_stub(t, sub)
    return out


# -- the array protocol -------------------------------------------------------------------------

ARRAY_OUTPUT = Path(__file__).with_name("_array.py")

#: Members of the standard's array object that :class:`xpagnostic.Array` leaves out, each
#: because a backend's own array type lacks it (or types it otherwise) on the checkers, so
#: that requiring it would reject that backend's arrays; docs/typing.md lists them.
NOT_IN_ARRAY = {
    "size": "torch.Tensor.size is a method",
    "to_device": "torch.Tensor has no to_device",
    "__array_namespace__": "torch.Tensor has no __array_namespace__",
    "__dlpack_device__": "jax.Array's type has no __dlpack_device__",
}
#: The in-place operators: jax.Array and dask.array.Array have none, and ``x += y`` on an
#: array without them is ``x = x + y``, which the checkers type by ``__add__`` (a ``Self``).
IN_PLACE = re.compile(r"__i(?!nt__|ndex__|nvert__)\w+__")
#: Members whose type the standard gives otherwise than array-api-strict, or that every
#: backend's type can only meet in part: their text in the protocol, with the reason.
ARRAY_MEMBERS = {
    # The standard's: a dimension may be unknown (None), as on Dask.
    "shape": "@property\n    def shape(self) -> tuple[int | None, ...]: ...",
    # Each backend has its own dtype classes: what has one of their members (DType).
    "dtype": "@property\n    def dtype(self) -> DType: ...",
    # ... and device classes, which share no member an int lacks (JAX's are Any or a
    # Sharding), and strings are devices on several backends.
    "device": "@property\n    def device(self) -> object: ...",
    # jax.Array's __dlpack__ takes no keyword: the call without arguments.
    "__dlpack__": "def __dlpack__(self, /) -> object: ...",
}
#: Scalars a member takes narrower than the standard: (member, the standard's, ours), why.
NARROWER = {
    ("__setitem__", "complex", "float"): "torch.Tensor.__setitem__ takes no complex value",
}
#: ``==`` and ``!=`` give arrays, where ``object``'s give a bool.
_COMPARISONS = ("__eq__", "__ne__")


class _ArrayText(AnnotationText):
    """Annotations of array-api-strict's array object in the protocol's terms: an array is
    ``Self``."""

    def array(self, result: Any) -> str:
        return "Self"

    def named(self, a: Any, name: str, result: Any) -> str:
        if name == "ellipsis":
            return "EllipsisType"
        if name in ("slice", "module"):
            return "slice" if name == "slice" else "object"
        return super().named(a, name, result)


def array_members() -> list[tuple[str, Any]]:
    """``(name, attribute)`` of array-api-strict's array object that are the standard's
    (properties, operators, methods), sorted."""
    cls = facade._array_class()
    out = []
    for name in sorted(vars(cls), key=lambda n: (n.lower(), n)):
        value = vars(cls)[name]
        if name.startswith("_") and not (name.startswith("__") and name.endswith("__")):
            continue
        if name in _OBJECT_MEMBERS or not (callable(value) or isinstance(value, property)):
            continue
        out.append((name, value))
    return out


#: Members of every Python object, or of array-api-strict's own making, no part of the
#: standard's array object.
_OBJECT_MEMBERS = frozenset({
    "__init__", "__new__", "__repr__", "__str__", "__hash__", "__init_subclass__",
    "__subclasshook__", "__class_getitem__", "__getstate__", "__setstate__", "__reduce__",
    "__array__", "__iter__", "__len__", "__buffer__", "__del__", "__format__",
})


def _array_member(name: str, value: Any) -> list[str]:
    if name in ARRAY_MEMBERS:
        return ["    " + ARRAY_MEMBERS[name]]
    text = _ArrayText()
    if isinstance(value, property):
        getter = value.fget
        assert getter is not None
        ret = text(facade.signature(getter).return_annotation, result=True)
        return ["    @property", f"    def {name}(self) -> {ret}: ..."]
    sig = facade.signature(value)
    params = [p for p in sig.parameters.values() if p.name != "self"]
    items = ["self"]
    P = inspect.Parameter
    for p in params:
        if p.kind is P.KEYWORD_ONLY and "*" not in items:
            items.append("*")
        kind = text(p.annotation)
        for member, standard, ours in NARROWER:
            if member == name:
                kind = " | ".join(ours if m == standard else m for m in _members(kind))
        item = f"{p.name}: {kind}"
        if p.default is not P.empty:
            item += f" = {facade._default(p)!r}"
        items.append(item)
        if p.kind is P.POSITIONAL_ONLY and (p is params[-1] or params[params.index(p) + 1]
                                            .kind is not P.POSITIONAL_ONLY):
            items.append("/")
    if "/" not in items:
        items.insert(1, "/")
    ret = text(sig.return_annotation, result=True)
    ignore = "  # type: ignore[override]" if name in _COMPARISONS else ""
    one = f"    def {name}({', '.join(items)}) -> {ret}: ...{ignore}"
    if len(one) <= LINE:
        return [one]
    out = [f"    def {name}({ignore}"]
    for i in items:
        if len(i) + 9 <= LINE:
            out.append(f"        {i},")
            continue
        head, _, union = i.partition(": ")  # a long union, one member a line
        first, *rest = _members(union)
        out += [f"        {head}: (", f"            {first}",
                *(f"            | {m}" for m in rest), "        ),"]
    return [*out, f"    ) -> {ret}: ..."]


ARRAY_HEADER = '''\
"""``xpagnostic.Array``: the standard's array object, for static checkers.

Written by ``python -m xpagnostic._typing._generate`` from the signatures of the standard's
array object (array-api-strict's, as the facade's methods); do not edit by hand.
"""

from __future__ import annotations

from types import EllipsisType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeAlias, TypeVar, Union

if TYPE_CHECKING:
    from typing import Self
{dtype_imports}

__all__ = ["Array", "ArrayNamespace", "ArrayT", "DType", "NativeArray", "NativeArrayT"]


{dtype}

class Array(Protocol):
    """An array of any backend, for annotations: ``numpy.ndarray``, ``torch.Tensor``,
    ``jax.Array``, a :class:`xpagnostic.Tensor` or an array of another Array API library.

    Bind a type variable to it to keep the caller's array type through a function::

        A = TypeVar("A", bound=xpagnostic.Array)

        def standardize(x: A) -> A:
            xp = xpagnostic.get_namespace(x)   # typed: xp.mean(x) is an A
            return (x - xp.mean(x, axis=0)) / xp.std(x, axis=0)

    The members are the standard array object's: its attributes, operators (an operator
    on an ``A`` gives an ``A``), indexing and conversions, less those a backend's own array
    type lacks (``size``, ``to_device``, ``__array_namespace__``, ``__dlpack_device__`` and
    the in-place operators, which ``x += y`` does not need).  The Typing page of the
    documentation lists which backends' types meet it on which checker.
    """

'''

ARRAY_FOOTER = '''

#: A type variable bound to :class:`Array`: ``def f(x: ArrayT) -> ArrayT``.
ArrayT = TypeVar("ArrayT", bound=Array)


class NativeArray(Protocol):
    """What the facade and the EagerPy layer ask of the array they wrap: a ``shape`` and a
    ``dtype``.  Every backend's array type has them on every checker (``tf.Tensor`` and
    ``dask.array.Array`` too, whose types do not meet :class:`Array`)."""

    @property
    def shape(self) -> object: ...

    @property
    def dtype(self) -> object: ...


#: A type variable bound to :class:`NativeArray`.
NativeArrayT = TypeVar("NativeArrayT", bound=NativeArray)

_A = TypeVar("_A")
_D = TypeVar("_D")
_V = TypeVar("_V")


class ArrayNamespace(Generic[_A, _D, _V]):
    """The type of a namespace over arrays of type ``A``, for an ``xp`` parameter:
    ``def eye(n: int, *, xp: ArrayNamespace[A]) -> A``.  Checkers read its members from
    ``namespaces.pyi`` (``xpagnostic.ArrayNamespace`` is that protocol for them); at run
    time it is this class, which annotations may subscript."""
'''


def _dtype_protocols() -> str:
    """The protocols of the backends' :attr:`~TypeSpelling.dtype_member` members, and
    ``DType``, their union."""
    members = sorted({t.dtype_member for t in BACKEND_TYPES})
    names = {m: "_DTypeWith" + "".join(w.title() for w in m.split("_")) for m in members}
    chunks = [f"class {names[m]}(Protocol):\n"
              f'    """A dtype object with ``{m}``."""\n\n'
              f"    @property\n    def {m}(self) -> object: ...\n\n\n" for m in members]
    classes = sorted({t.dtype_classes for t in BACKEND_TYPES if t.dtype_classes})
    # A class's type naming a framework (imported for checkers only) is a forward reference.
    union = ", ".join([*(names[m] for m in members),
                       *(repr(c) if "." in c else c for c in classes)])
    chunks.append("#: A dtype of any backend, for annotations of generic code: what has a member "
                  "that every\n#: dtype object of some backend has, and strings and numbers "
                  "lack, or a backend's dtype\n#: class (NumPy's ``numpy.float32``).\n"
                  f"DType: TypeAlias = Union[\n    {union},\n]\n")
    return "".join(chunks)


def array_protocol() -> str:
    """The text of ``_array.py``."""
    lines: list[str] = []
    for name, value in array_members():
        if name in NOT_IN_ARRAY or IN_PLACE.fullmatch(name):
            continue
        lines += _array_member(name, value)
    # Checkers read the members; at run time the class is its docstring (no cost to import).
    body = "\n".join("    " + line for line in "\n".join(lines).split("\n"))
    modules = sorted({m for t in BACKEND_TYPES if t.dtype_classes for m in t.imports
                      if f"{m}." in t.dtype_classes})
    # A blank line, then the frameworks the dtype classes name (for checkers only).
    imports = "".join(f"\n    import {m}" for m in modules) + "\n" if modules else ""
    text = (ARRAY_HEADER.replace("{dtype}", _dtype_protocols())
            .replace("{dtype_imports}", imports)
            + "    if TYPE_CHECKING:\n" + body + "\n" + ARRAY_FOOTER)
    ast.parse(text)
    return text


def more_files() -> dict[Path, str]:
    """The files the generator writes beside ``namespaces.pyi``, by path."""
    return {ARRAY_OUTPUT: array_protocol(), **module_stubs()}


def main(argv: Sequence[str] | None = None) -> int:
    return facade.run(argv, __spec__.name, __doc__, OUTPUT, generate, more_files)


if __name__ == "__main__":
    raise SystemExit(main())

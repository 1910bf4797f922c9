"""Write ``xpagnostic/_facade/_methods.py``: one Tensor method per function of the standard.

Usage::

    python -m xpagnostic._facade._generate [--check] [--stubs DIR]

The signatures come from array-api-strict (pinned in ``constraints.txt``), the standard's
reference implementation, read with :func:`inspect.signature`.  array-api-strict is
installed wherever the tests run, so the test that fails on a stale ``_methods.py``
(``test_facade_methods.py``) runs everywhere.  The specification's own stubs are the
source of truth for signatures; ``--stubs DIR`` (or the ``ARRAY_API_STUBS`` environment
variable), naming the ``array_api_stubs/_2025_12`` folder of a specification checkout,
first checks that array-api-strict's parameter names, kinds and defaults agree with the
stubs for every generated method, and refuses to write if they do not.

Every namespace function (and ``linalg`` and ``fft`` function, under its flat name) whose
first parameter takes an array becomes a method, minus :data:`NOT_METHODS`.  The method
keeps the function's parameters after the array, with their positional-only and
keyword-only markers and defaults; array parameters accept Tensors, native arrays of the
Tensor's backend and, where the standard allows, Python scalars.  ``--check`` compares
instead of writing and exits 1 when the file is stale.
"""

from __future__ import annotations

import argparse
import ast
import inspect
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from .._common._annotations import AnnotationText, leaves

OUTPUT = Path(__file__).with_name("_methods.py")
LINE = 100

#: Functions whose first parameter may be an array but that are no method of an array:
#: constructors and dtype queries.
NOT_METHODS = frozenset({"asarray", "can_cast", "finfo", "iinfo", "result_type"})
#: Functions of the array alone that are attributes (properties) of NumPy's, PyTorch's,
#: JAX's and Dask's arrays: ``t.real``, not ``t.real()``.
PROPERTIES = frozenset({"imag", "real"})

#: Keyword-only defaults the fast path can recognise with ``is`` (or a type check and ``==``).
_FAST_DEFAULTS = (type(None), bool, int, float)


# -- reading array-api-strict --------------------------------------------------------------


def _strict() -> Any:
    import array_api_strict

    return array_api_strict


def _array_class() -> Any:
    from array_api_strict._array_object import Array

    return Array


def standard_functions() -> list[tuple[str, str, Callable[..., Any]]]:
    """``(method name, namespace path, array-api-strict function)`` of every method."""
    from .._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG

    xps = _strict()
    out: list[tuple[str, str, Callable[..., Any]]] = []
    groups = (("", FUNCTIONS_AND_CONSTANTS), ("linalg", LINALG), ("fft", FFT))
    for ext, names in groups:
        module = getattr(xps, ext) if ext else xps
        for name in sorted(names):
            if ext and name in FUNCTIONS_AND_CONSTANTS:
                continue  # linalg.matmul & co.: the main namespace's function is the method
            fn = getattr(module, name)
            if name in NOT_METHODS or not callable(fn) or isinstance(fn, type):
                continue
            params = list(signature(fn).parameters.values())
            if not params or params[0].kind is inspect.Parameter.VAR_POSITIONAL:
                continue
            if not _takes_array(params[0].annotation):
                continue
            out.append((name, f"{ext}.{name}" if ext else name, fn))
    return out


def signature(fn: Callable[..., Any]) -> inspect.Signature:
    """``fn``'s signature with its annotations evaluated (names imported for type checking
    only are resolved against array-api-strict's own classes)."""
    try:
        return inspect.signature(fn, eval_str=True)
    except NameError:
        sig = inspect.signature(fn)
        from array_api_strict._devices import Device
        from array_api_strict._dtypes import DType

        scope = {**vars(sys.modules[fn.__module__]), "Array": _array_class(), "DType": DType,
                 "Device": Device}

        def ev(a: Any) -> Any:
            return eval(a, scope) if isinstance(a, str) else a  # the module's own annotation text

        return sig.replace(
            parameters=[p.replace(annotation=ev(p.annotation)) for p in sig.parameters.values()],
            return_annotation=ev(sig.return_annotation),
        )


def _takes_array(a: Any) -> bool:
    return any(leaf is _array_class() for leaf in leaves(a))


def _default(p: inspect.Parameter) -> Any:
    """The parameter's default; array-api-strict's ``Undef`` sentinel is the standard's None."""
    d = p.default
    if type(d).__name__ == "Undef":
        return None
    return d


# -- rendering annotations --------------------------------------------------------------------


class _FacadeText(AnnotationText):
    """Annotations in the facade's vocabulary: an array is ``Tensor[A] | A`` taken, ``Self``
    given back."""

    def array(self, result: Any) -> str:
        return "Self" if result else "Tensor[A] | A"

    def literal(self, value: Any) -> str:
        return json.dumps(value)

    def named(self, a: Any, name: str, result: Any) -> str:
        if name in ("DType", "Device"):
            return name
        if result and isinstance(a, type) and issubclass(a, tuple):
            return f"{a.__name__}[Self]"  # a named tuple of arrays, wrapped field by field
        return super().named(a, name, result)


_text = _FacadeText()


def render(a: Any, *, result: bool = False) -> str:
    """Annotation ``a`` of array-api-strict in our vocabulary."""
    return _text(a, result=result or None)


# -- writing methods ----------------------------------------------------------------------------


def _wrap_call(head: str, args: Sequence[str], tail: str, indent: str) -> list[str]:
    """``head + ", ".join(args) + tail`` on one line, or wrapped within the line length."""
    one = indent + head + ", ".join(args) + tail
    if len(one) <= LINE:
        return [one]
    lines = [indent + head]
    cont = indent + "    "
    cur = cont
    for i, a in enumerate(args):
        piece = a + ("," if i < len(args) - 1 else tail)
        if cur != cont and len(cur) + 1 + len(piece) > LINE:
            lines.append(cur.rstrip())
            cur = cont
        cur += ("" if cur == cont else " ") + piece
    lines.append(cur)
    return lines


def _param_text(p: inspect.Parameter) -> str:
    text = f"{p.name}: {render(p.annotation)}"
    if p.default is not inspect.Parameter.empty:
        text += f" = {_default(p)!r}"
    return text


def method_source(method: str, path: str, fn: Callable[..., Any]) -> list[str]:
    """The lines of one method (a property for the names of :data:`PROPERTIES`)."""
    sig = signature(fn)
    params = list(sig.parameters.values())[1:]
    if method in PROPERTIES:
        if params:
            raise ValueError(f"generate: {path} takes more than the array; no property")
        ret = render(sig.return_annotation, result=True)
        return ["    @property", f"    def {method}(self) -> {ret}:",
                f'        """``xp.{path}(t)``, an attribute as on NumPy\'s arrays."""',
                f"        return self._result(self._xp.{path}(self._raw))"]
    P = inspect.Parameter
    # The parameter list, with ``/`` after the positional-only ones (``self`` at least)
    # and ``*`` before the keyword-only ones.
    items = ["self"]
    npos = sum(1 for p in params if p.kind is P.POSITIONAL_ONLY)
    if npos == 0:
        items.append("/")
    for i, p in enumerate(params):
        if p.kind is P.KEYWORD_ONLY and (i == 0 or params[i - 1].kind is not P.KEYWORD_ONLY):
            items.append("*")
        items.append(_param_text(p))
        if i + 1 == npos:
            items.append("/")
    ret = render(sig.return_annotation, result=True)
    lines = _wrap_call(f"def {method}(", items, f") -> {ret}:", "    ")
    if len(lines) > 1:  # one parameter per line, as formatters write it
        lines = ["    " + f"def {method}(", *("        " + i + "," for i in items),
                 f"    ) -> {ret}:"]

    body: list[str] = []
    positional: list[str] = ["self._raw"]
    keywords: list[str] = []
    for p in params:
        value = p.name
        if _takes_array(p.annotation):
            value = f"self._arg({p.name}, {json.dumps(method)})"
            if p.default is None:
                value = f"None if {p.name} is None else {value}"
            body.append(f"        {p.name} = {value}")
            value = p.name
        if p.kind is P.KEYWORD_ONLY:
            keywords.append(f"{p.name}={value}")
        else:
            positional.append(value)
    fn_expr = f"self._xp.{path}("
    wrap = "self._result(" if ret == "Self" else "self._results("
    tail = "))"
    if ret not in ("Self", "tuple[Self, ...]"):
        tail += "  # type: ignore[return-value]"  # the named tuple ``wrap`` keeps
    fast = [p for p in params if p.kind is P.KEYWORD_ONLY]
    if fast and all(type(_default(p)) in _FAST_DEFAULTS for p in fast):
        # Every keyword at its default (the common call): the namespace takes none of them.
        conds = []
        for p in fast:
            d = _default(p)
            if d is None or type(d) is bool:
                conds.append(f"{p.name} is {d!r}")
            else:
                conds.append(f"type({p.name}) is {type(d).__name__} and {p.name} == {d!r}")
        one = "        if " + " and ".join(conds) + ":"
        if len(one) <= LINE:
            body.append(one)
        else:
            body += ["        if (", "            " + conds[0],
                     *("            and " + c for c in conds[1:]), "        ):"]
        body += _wrap_call(f"return {wrap}{fn_expr}", positional, tail, "            ")
    body += _wrap_call(f"return {wrap}{fn_expr}", positional + keywords, tail, "        ")
    return lines + body


HEADER = '''\
"""Methods of :class:`xpagnostic.Tensor`: one per namespace function taking an array first.

Written by ``python -m xpagnostic._facade._generate`` from the standard's signatures;
do not edit by hand.  Each method keeps the function's parameters after the array (names,
positional-only and keyword-only markers, defaults) and calls the backend namespace
function of the same name (``linalg`` and ``fft`` functions under flat names:
``x.det()`` is ``xp.linalg.det(x)``, ``x.rfft()`` is ``xp.fft.rfft(x)``).  Array
arguments may be Tensors or native arrays of the Tensor's backend; array results come
back as Tensors of the caller's class.  When every keyword argument is at its default,
the namespace function is called without them.  ``real`` and ``imag`` are properties,
as on NumPy's arrays.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeAlias, TypeVar

from .._namespace import backend_of
from ._wrap import SCALAR_TYPES, TensorBase, as_array, wrap

if TYPE_CHECKING:
    from typing import Self

    from .._typing.namespaces import (
        EighResult,
        EigResult,
        QRResult,
        SlogdetResult,
        SVDResult,
        UniqueAllResult,
        UniqueCountsResult,
        UniqueInverseResult,
    )
    from ._core import Tensor

#: The native array type a Tensor wraps (``numpy.ndarray``, ``torch.Tensor``, ``jax.Array``,
#: ``tf.Tensor``, ``dask.array.Array``): ``Tensor[torch.Tensor]``.  Array arguments of the
#: methods are Tensors or native arrays of that type.  A bare ``Tensor`` annotation means
#: ``Tensor[Any]`` (the default checkers read; Python 3.13's ``TypeVar`` has it at run time).
if TYPE_CHECKING:
    from typing_extensions import TypeVar as _TypeVarWithDefault

    A = _TypeVarWithDefault("A", default=Any)
else:
    A = TypeVar("A")
#: A dtype object of the Tensor's backend; which type depends on the backend, a mapping
#: static checkers cannot follow from ``A``.
DType: TypeAlias = object
#: A device object of the Tensor's backend (as :data:`DType`, not known from ``A``).
Device: TypeAlias = object


def _describe(x: object) -> str:
    t = type(x)
    return f"{t.__module__}.{t.__qualname__}"


class TensorMethods(TensorBase, Generic[A]):
    """Mixin holding the chainable methods; :class:`Tensor` supplies the state."""

    __slots__ = ()
    _raw: Any
    _xp: Any
    _backend: str

    def _new(self, raw: Any) -> Self:
        raise NotImplementedError

    def _operand(self, other: Any) -> Any:
        raise NotImplementedError

    def _result(self, out: Any) -> Self:
        """The array ``out`` as a Tensor of our class (fast when it is of the type we wrap,
        the common case, or a NumPy scalar, which becomes a 0-d array)."""
        t = type(out)
        if t is type(self._raw):
            return self._new(out)
        scalar = SCALAR_TYPES.get(t)
        if scalar is not None and scalar[0] == self._backend:
            return self._new(scalar[1](out))
        if backend_of(out) == self._backend:
            return self._new(as_array(out, self._backend))
        return wrap(out, self._backend, type(self))  # type: ignore[no-any-return]

    def _results(self, out: Any) -> tuple[Self, ...]:
        """The tuple of arrays ``out`` (named tuples keep their class) as Tensors of our class."""
        return wrap(out, self._backend, type(self))  # type: ignore[no-any-return]

    def _arg(self, other: Any, name: str) -> Any:
        """``other`` as an array argument of method ``name``, or ``TypeError``."""
        o = self._operand(other)
        if o is NotImplemented:
            raise TypeError(
                f"{type(self).__name__}.{name}: unsupported operand {_describe(other)}"
            )
        return o

    def _unary(self, name: str) -> Self:
        return self._result(getattr(self._xp, name)(self._raw))
'''


def generate() -> str:
    """The text of ``_methods.py``."""
    chunks = [HEADER]
    for method, path, fn in standard_functions():
        chunks.append("\n" + "\n".join(method_source(method, path, fn)) + "\n")
    text = "".join(chunks)
    ast.parse(text)
    return text


# -- checking array-api-strict against the stubs -----------------------------------------------


def stub_mismatches(stubs: Path) -> list[str]:
    """Where array-api-strict's signatures differ from the stubs' (names, kinds, defaults)
    for a generated method; empty when they agree."""
    found: dict[str, ast.FunctionDef] = {}
    for file in sorted(stubs.glob("*.py")):
        prefix = f"{file.stem}." if file.stem in ("linalg", "fft") else ""
        for node in ast.parse(file.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                found[prefix + node.name] = node
    problems = []
    for _method, path, fn in standard_functions():
        stub = found.get(path)
        if stub is None:
            problems.append(f"{path}: not in the stubs")
            continue
        a = stub.args
        kw_defaults = [None if d is None else ast.literal_eval(d) for d in a.kw_defaults]
        pos = [*a.posonlyargs, *a.args]
        pos_defaults = [inspect.Parameter.empty] * (len(pos) - len(a.defaults)) + [
            ast.literal_eval(d) for d in a.defaults]
        want = [(x.arg, "POSITIONAL_ONLY", d) for x, d in zip(a.posonlyargs, pos_defaults)]
        want += [(x.arg, "POSITIONAL_OR_KEYWORD", d)
                 for x, d in zip(a.args, pos_defaults[len(a.posonlyargs):])]
        want += [(x.arg, "KEYWORD_ONLY", d if x_d is not None else inspect.Parameter.empty)
                 for x, x_d, d in zip(a.kwonlyargs, a.kw_defaults, kw_defaults)]
        have = [(p.name, p.kind.name, _default(p) if p.default is not p.empty else p.empty)
                for p in signature(fn).parameters.values()]
        if have != want:
            problems.append(f"{path}: array-api-strict {have} != stubs {want}")
    return problems


def run(argv: Sequence[str] | None, module: str, doc: str | None, output: Path,
        generate: Callable[[], str],
        more: Callable[[], dict[Path, str]] | None = None) -> int:
    """The command line of a generator (``python -m module``, described by the first
    paragraph of ``doc``): ``generate()`` written to ``output``, or with ``--check``
    compared with it; with ``--stubs``, array-api-strict checked against the stubs first.
    ``more()``: further files the generator writes, by path, treated the same way."""
    parser = argparse.ArgumentParser(prog=f"python -m {module}",
                                     description=(doc or "").split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the file on disk; exit 1 when stale")
    parser.add_argument("--stubs", type=Path, default=os.environ.get("ARRAY_API_STUBS"),
                        help="array_api_stubs/_2025_12 folder to check array-api-strict's "
                             "signatures against")
    args = parser.parse_args(argv)
    if args.stubs is not None:
        problems = stub_mismatches(Path(args.stubs))
        if problems:
            print("generate: array-api-strict disagrees with the stubs:", *problems,
                  sep="\n  ", file=sys.stderr)
            return 1
    files = {output: generate(), **(more() if more is not None else {})}
    status = 0
    for path, text in files.items():
        status = max(status, write_or_check(path, text, args.check, module))
    return status


def main(argv: list[str] | None = None) -> int:
    return run(argv, __spec__.name, __doc__, OUTPUT, generate)


def write_or_check(output: Path, text: str, check: bool, module: str) -> int:
    """Write ``text`` to ``output``, or with ``check`` say whether ``output`` holds it
    already (exit status 1, naming the command ``python -m module`` that rewrites it)."""
    if check:
        if not output.exists() or output.read_text(encoding="utf-8") != text:
            print(f"generate: {output.name} is stale; run python -m {module}", file=sys.stderr)
            return 1
        return 0
    output.write_text(text, encoding="utf-8")
    print(f"generate: wrote {output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

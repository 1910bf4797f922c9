"""No ``Any`` on the public API where the type is known.

Walks what a user reaches: the package's top-level functions and classes (with the
overloads static checkers read), the facade's ``Tensor`` with its methods and properties,
the typed namespace protocols of ``xpagnostic/_typing/namespaces.pyi`` and the stubs of the
backend modules and their ``linalg``, ``fft`` and ``random`` (what ``import xpagnostic.torch``
gives a checker).  ``Any`` is allowed as a type argument of NumPy's generic types
(``numpy.ndarray[Any, Any]``: shape and dtype are the caller's) and where :data:`UNKNOWN`
says why no signature can know it.
"""

from __future__ import annotations

import ast
import inspect
import re
import sys
import typing
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import xpagnostic
import xpagnostic.tensor
from xpagnostic.tensor import Tensor

#: Where ``Any`` stands for a type no signature can know, and why.
UNKNOWN = {
    "Autodiff.grad": "the gradient of the arguments argnums picks (not the first) has their "
                     "types, which a signature cannot pick from a ParamSpec",
    "Autodiff.value_and_grad": "as grad",
    "Autodiff.jacfwd": "as grad",
    "Autodiff.jacrev": "as grad",
    "Autodiff.hessian": "as grad, for every argnums",
    "Autodiff.vjp": "the cotangents have the types of *primals, which the pullback's "
                    "signature cannot name",
    "xpagnostic.tensor.astensor_": "restore_type maps a pytree leaf by leaf, from and to "
                                   "types no signature can name",
    "xpagnostic.tensor.astensors_": "as astensor_",
    "Tensor.__reduce__": "pickling's protocol: a callable and its arguments",
    "Tensor.__getstate__": "pickling's protocol",
    "Tensor.__dlpack__": "a DLPack capsule, which has no Python type",
    "Tensor.__dlpack_device__": "the device type enumeration of each backend's DLPack",
}

#: ``Any`` inside the brackets of these generics is the caller's (shape, dtype, item).
_NUMPY_GENERIC = re.compile(r"numpy\.(ndarray|generic|dtype)\[[^\[\]]*\]")
_NAME = re.compile(r"[A-Za-z_][\w.]*")


def _any_in(annotation: str, scope: dict[str, object]) -> bool:
    """Whether the annotation text names ``Any`` (or an alias of it in ``scope``) outside
    NumPy's type arguments."""
    text = _NUMPY_GENERIC.sub("numpy.T", annotation)
    return any(name == "Any" or name == "typing.Any" or scope.get(name) is typing.Any
               for name in _NAME.findall(text))


def _signatures(fn: Callable[..., object]) -> list[Callable[..., object]]:
    """The overloads of ``fn`` if it has any (what checkers read), else ``fn``."""
    return list(typing.get_overloads(fn)) or [fn]


def _annotations(fn: Callable[..., object]) -> Iterator[tuple[str, str]]:
    for name, value in getattr(fn, "__annotations__", {}).items():
        yield name, value if isinstance(value, str) else inspect.formatannotation(value)


#: The generated stub of the namespace protocols, whose functions (get_namespace) checkers
#: read in place of the package's own.
PROTOCOLS = Path(xpagnostic.__file__).parent / "_typing" / "namespaces.pyi"


def _stub_names() -> set[str]:
    """The names defined at the top level of :data:`PROTOCOLS`."""
    names: set[str] = set()
    for node in ast.parse(PROTOCOLS.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names |= {target.id for target in node.targets if isinstance(target, ast.Name)}
    return names


def _runtime_members() -> Iterator[tuple[str, Callable[..., object]]]:
    in_stub = _stub_names()
    for module in (xpagnostic, xpagnostic.tensor):
        for name in module.__all__:
            obj = getattr(module, name)
            if module is xpagnostic and name in in_stub:
                continue  # checkers read the stub's (test_protocols_have_no_any)
            if inspect.isfunction(obj):
                yield f"{module.__name__}.{name}", obj
    for name in ("astensor", "astensors"):
        yield f"xpagnostic.{name}", getattr(xpagnostic, name)
    for name in dir(Tensor):
        if name.startswith("_") and not (name.startswith("__") and name.endswith("__")):
            continue
        obj = inspect.getattr_static(Tensor, name)
        fn = obj.fget if isinstance(obj, property) else obj
        if inspect.isfunction(fn) and fn.__module__.startswith("xpagnostic"):
            yield f"Tensor.{name}", fn


def test_runtime_api_has_no_any() -> None:
    found = []
    seen = 0
    for label, fn in _runtime_members():
        scope = vars(sys.modules[fn.__module__])
        for sig in _signatures(fn):
            for param, text in _annotations(sig):
                seen += 1
                if _any_in(text, scope) and label not in UNKNOWN:
                    found.append(f"{label} {param}: {text}")
    assert seen > 450  # the walk reached the methods (get_namespace: in the stub walk below)
    assert found == []


def _function_texts(fn: ast.FunctionDef) -> list[tuple[str, str]]:
    """The annotations of a function of a stub, by parameter name (``return``)."""
    args = [*fn.args.posonlyargs, *fn.args.args, *fn.args.kwonlyargs]
    args += [a for a in (fn.args.vararg, fn.args.kwarg) if a is not None]
    texts = [(a.arg, ast.unparse(a.annotation)) for a in args if a.annotation is not None]
    if fn.returns is not None:
        texts.append(("return", ast.unparse(fn.returns)))
    return texts


def _protocol_functions() -> Iterator[tuple[str, ast.FunctionDef]]:
    """The protocols' methods by class name, and the file's own functions (the overloads of
    ``get_namespace``, which the package's ``__init__`` gives checkers) with the class ""."""
    for node in ast.parse(PROTOCOLS.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    yield node.name, item
        elif isinstance(node, ast.FunctionDef):
            yield "", node


def test_protocols_have_no_any() -> None:
    found = []
    prefixes = ("Array", "NumPy", "Torch", "Jax", "TensorFlow", "Dask", "MLX")
    functions = list(_protocol_functions())
    for cls, fn in functions:
        kind = next((cls[len(p):] for p in prefixes if cls.startswith(p)), cls)
        for param, text in _function_texts(fn):
            if _any_in(text, {}) and f"{kind}.{fn.name}" not in UNKNOWN:
                found.append(f"{cls}.{fn.name} {param}: {text}")
    assert len(functions) > 6 * 200
    # Each backend's overloads of get_namespace, the facade's and the generic one.
    assert sum(cls == "" and fn.name == "get_namespace" for cls, fn in functions) > len(prefixes)
    assert found == []


BACKEND_MODULES = ("numpy", "torch", "jax", "tensorflow", "dask", "mlx")


@pytest.mark.parametrize("module, least", [
    *((f"{b}/__init__", (120, 15)) for b in BACKEND_MODULES),
    *((f"{b}/linalg", (20, 0)) for b in BACKEND_MODULES),
    *((f"{b}/fft", (10, 0)) for b in BACKEND_MODULES),
    *((f"{b}/random", (10, 0)) for b in BACKEND_MODULES),
])
def test_backend_modules_have_no_any(module: str, least: tuple[int, int]) -> None:
    """Every function and attribute the stub of a backend module declares is annotated,
    none with ``Any``: a checker reads the stub, not the module."""
    path = Path(xpagnostic.__file__).parent / f"{module}.pyi"
    found = []
    functions = variables = 0
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.FunctionDef):
            functions += 1
            texts = _function_texts(node)
            args = node.args
            every = [*args.posonlyargs, *args.args, *args.kwonlyargs,
                     *(a for a in (args.vararg, args.kwarg) if a is not None)]
            if len(texts) != len(every) + 1:
                found.append(f"{node.name}: not every parameter and the result annotated")
            found += [f"{node.name} {param}: {text}" for param, text in texts
                      if _any_in(text, {})]
        elif isinstance(node, ast.AnnAssign):
            variables += 1
            text = ast.unparse(node.annotation)
            if _any_in(text, {}):
                found.append(f"{ast.unparse(node.target)}: {text}")
        elif isinstance(node, (ast.Assign, ast.ClassDef)):
            found.append(f"{ast.unparse(node)[:60]}: neither a function nor an annotated name")
    # The walk reached the module's names.
    assert functions >= least[0] and variables >= least[1]
    assert found == []


@pytest.mark.parametrize("text, expected", [
    ("Any", True), ("tuple[Any, ...]", True), ("numpy.ndarray[Any, Any]", False),
    ("numpy.ndarray[Any, Any] | Any", True), ("Callable[_P, Any]", True),
    ("NativeArray", True), ("torch.Tensor", False), ("AnyStr", False),
])
def test_any_detection(text: str, expected: bool) -> None:
    """The walk's own detector, on known answers (``NativeArray`` an alias of ``Any``)."""
    assert _any_in(text, {"NativeArray": typing.Any}) is expected

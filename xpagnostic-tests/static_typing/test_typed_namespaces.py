"""The typed namespace protocols (``xpagnostic/_typing/namespaces.pyi``) and the stubs of
the backend modules (``xpagnostic/<backend>/__init__.pyi``) against the code.

The files are generated: they must match their generator.  Each backend's protocol and
module stub must list what the backend's namespace has (a name a checker accepts must
exist at run time), and the extensions' signatures must keep the parameters of their
implementations.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import subprocess
import sys
from pathlib import Path

import pytest

from xpagnostic._autodiff import Autodiff
from xpagnostic._backends import BACKENDS
from xpagnostic._common._random import RandomFunctions
from xpagnostic._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, INFO_METHODS, LINALG
from xpagnostic._typing import _generate

PREFIXES = {t.prefix: t for t in _generate.BACKEND_TYPES}
#: Backend table key -> protocol prefix, as its class spells its types.
BACKEND_PREFIX = {name: row.types.prefix for name, row in BACKENDS.items()}


def _classes() -> dict[str, ast.ClassDef]:
    tree = ast.parse(_generate.OUTPUT.read_text(encoding="utf-8"))
    return {n.name: n for n in tree.body if isinstance(n, ast.ClassDef)}


def _members(cls: ast.ClassDef) -> dict[str, ast.FunctionDef]:
    out: dict[str, ast.FunctionDef] = {}
    for n in cls.body:
        if isinstance(n, ast.FunctionDef):
            out.setdefault(n.name, n)  # an overloaded function: its first signature
    return out


def test_generated_file_is_current() -> None:
    """``python -m xpagnostic._typing._generate --check`` passes (rerun it if not)."""
    assert _generate.main(["--check"]) == 0


def test_every_backend_has_protocols() -> None:
    assert set(BACKEND_PREFIX.values()) == set(PREFIXES)
    classes = _classes()
    for prefix in BACKEND_PREFIX.values():
        assert {f"{prefix}Namespace", f"{prefix}Linalg", f"{prefix}FFT"} <= set(classes)


@pytest.mark.parametrize("backend", sorted(BACKEND_PREFIX))
def test_protocol_lists_the_namespace(backend: str) -> None:
    """The protocol's names are the standard's, the dtypes, the extensions; each exists."""
    pytest.importorskip(BACKENDS[backend].module)
    prefix = BACKEND_PREFIX[backend]
    classes = _classes()
    names = set(_members(classes[f"{prefix}Namespace"]))
    dtypes = {*_generate.DTYPE_NAMES, *PREFIXES[prefix].extension_dtypes}
    expected = {*FUNCTIONS_AND_CONSTANTS, *dtypes, "__array_namespace_info__",
                "__array_api_version__", "__name__", "autodiff", "random", "linalg", "fft"}
    assert names == expected
    xp = importlib.import_module(BACKENDS[backend].namespace)
    assert [n for n in sorted(names) if not hasattr(xp, n)] == []
    # The extension dtypes the protocol leaves out are absent at run time too.
    assert [n for n in _generate.EXTENSION_NAMES if hasattr(xp, n)] == sorted(
        PREFIXES[prefix].extension_dtypes, key=_generate.EXTENSION_NAMES.index)
    assert set(_members(classes[f"{prefix}Linalg"])) == set(LINALG)
    assert set(_members(classes[f"{prefix}FFT"])) == set(FFT)
    assert set(_members(classes[f"{prefix}Info"])) == set(INFO_METHODS)
    for sub, names in (("linalg", LINALG), ("fft", FFT)):
        module = getattr(xp, sub)
        assert [n for n in sorted(names) if not callable(getattr(module, n, None))] == []
    for ext, cls in (("autodiff", "Autodiff"), ("random", "Random")):
        listed = set(_members(classes[f"{prefix}{cls}"]))
        present = set(dir(getattr(xp, ext)))  # dir: no property is run (NumPy's raise)
        assert sorted(listed - present) == []


def _stub(path: Path) -> tuple[dict[str, ast.FunctionDef], dict[str, str], set[str]]:
    """A stub's functions, annotated names (with their annotations) and the names it
    imports from its own package (``from . import linalg as linalg``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    functions = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    variables = {n.target.id: ast.unparse(n.annotation) for n in tree.body
                 if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)}
    relative = {a.asname or a.name for n in tree.body
                if isinstance(n, ast.ImportFrom) and n.level == 1 and n.module is None
                for a in n.names}
    return functions, variables, relative


def _same_signatures(functions: dict[str, ast.FunctionDef],
                     protocol: dict[str, ast.FunctionDef]) -> None:
    for name, fn in functions.items():
        method = protocol[name]
        assert _parameters(fn) == _parameters(method)[1:], name
        assert ast.unparse(fn.returns).replace("builtins.", "") == ast.unparse(method.returns)


@pytest.mark.parametrize("backend", sorted(BACKEND_PREFIX))
def test_module_stub_lists_the_module(backend: str) -> None:
    """The stub of ``xpagnostic.<backend>`` declares what the protocol has (a module has
    its own ``__name__``), each name exists in the module, and its functions have the
    protocol's signatures; so do the stubs of its ``linalg``, ``fft`` and ``random``, and
    ``autodiff`` is typed by its protocol."""
    pytest.importorskip(BACKENDS[backend].module)
    prefix = BACKEND_PREFIX[backend]
    path = _generate.module_path(PREFIXES[prefix])
    assert path.parent.name == backend and path.with_suffix(".py").exists()
    functions, variables, relative = _stub(path)
    classes = _classes()
    protocol = _members(classes[f"{prefix}Namespace"])
    assert relative == {"linalg", "fft", "random"}
    assert {*functions, *variables, *relative} == set(protocol) - {"__name__"}
    module = importlib.import_module(f"xpagnostic.{backend}")
    assert [n for n in sorted({*functions, *variables}) if not hasattr(module, n)] == []
    _same_signatures(functions, protocol)
    assert variables["autodiff"] == f"{prefix}Autodiff"
    random_names = set(_members(classes[f"{prefix}Random"]))
    for sub, kind, names in (("linalg", "Linalg", LINALG), ("fft", "FFT", FFT),
                             ("random", "Random", random_names)):
        path = _generate.module_path(PREFIXES[prefix], sub)
        assert path.with_suffix(".py").exists()
        functions, variables, relative = _stub(path)
        assert set(functions) == set(names) and not variables and not relative
        submodule = importlib.import_module(f"xpagnostic.{backend}.{sub}")
        assert getattr(module, sub) is submodule
        assert [n for n in sorted(names) if not callable(getattr(submodule, n, None))] == []
        _same_signatures(functions, _members(classes[f"{prefix}{kind}"]))


def test_mypy_checks_the_modules_stubs_hide() -> None:
    """A stub beside a module makes ``mypy --strict xpagnostic`` read the stub, not the
    module: named one by one, the modules the stubs stand for are checked as the rest of
    the package is."""
    package = _generate.OUTPUT.parent.parent
    hidden = sorted(p.with_suffix(".py") for p in package.rglob("*.pyi")
                    if p.with_suffix(".py").exists())
    # Each backend: __init__, linalg, fft, random.
    assert len(hidden) == 4 * len(BACKEND_PREFIX)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", *map(str, hidden)],
        cwd=package.parent, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert f"in {len(hidden)} source files" in done.stdout


def _parameters(fn: ast.FunctionDef) -> list[str]:
    a = fn.args
    names = [x.arg for x in (*a.posonlyargs, *a.args)]
    names += [f"*{a.vararg.arg}"] if a.vararg else []
    names += [x.arg for x in a.kwonlyargs]
    names += [f"**{a.kwarg.arg}"] if a.kwarg else []
    return names


def _runtime_parameters(fn: object) -> list[str]:
    out = []
    for p in inspect.signature(fn).parameters.values():  # type: ignore[arg-type]
        prefix = {p.VAR_POSITIONAL: "*", p.VAR_KEYWORD: "**"}.get(p.kind, "")
        out.append(prefix + p.name)
    return out


@pytest.mark.parametrize("kind, implementation", [("Autodiff", Autodiff),
                                                  ("Random", RandomFunctions)])
def test_extension_signatures_follow_the_code(kind: str, implementation: type) -> None:
    """Each extension function of the protocol has its implementation's parameters, in
    order, and the protocol lists every public function of the implementation."""
    members = _members(_classes()[f"Array{kind}"])
    # The implementation's classes (the autodiff extension is built of one class per job).
    public = {n for cls in implementation.__mro__[:-1] for n, v in vars(cls).items()
              if not n.startswith("_") and (callable(v) or isinstance(v, property)
                                            or inspect.ismemberdescriptor(v))}
    assert set(members) == public
    for name, fn in members.items():
        attr = inspect.getattr_static(implementation, name)
        if not inspect.isfunction(attr):  # a property or a slot
            continue
        assert _parameters(fn) == _runtime_parameters(attr), name


def test_stubs_agree(tmp_path: Path) -> None:
    """With the specification's stubs at hand (``ARRAY_API_STUBS``), the signatures the
    protocols come from agree with them."""
    import os

    stubs = os.environ.get("ARRAY_API_STUBS")
    if stubs is None:
        pytest.skip("ARRAY_API_STUBS names no array_api_stubs/_2025_12 folder")
    assert _generate.main(["--check", "--stubs", stubs]) == 0

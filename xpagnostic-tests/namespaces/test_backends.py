"""The backend table (``xpagnostic._backends``) is the one place that lists backends.

Every layer's set of backends is the table's; no layer branches on a backend's name; a row
added at run time is picked up by ``get_namespace``, ``backend_of`` and the facade.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import sys
import types
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from harness import BACKEND_NAMES, Backend

import xpagnostic
from xpagnostic import _namespace
from xpagnostic._backends import (
    BACKENDS,
    DEVICES_MODULE,
    DIFFERENTIATING,
    FACADE_MODULE,
    array_names,
)

PACKAGE = Path(xpagnostic.__file__).parent
ROOT = PACKAGE.parent


def test_every_row_has_its_folder_and_its_namespace_module() -> None:
    for name, row in BACKENDS.items():
        assert row.name == name
        assert row.namespace == f"xpagnostic.{name}"
        assert (PACKAGE / name / "__init__.py").is_file()
        assert importlib.util.find_spec(row.namespace) is not None


def test_layers_read_the_table() -> None:
    import xpagnostic.__main__ as main
    from xpagnostic import _autodiff, autodiff
    from xpagnostic.eager import _tensor as eager_tensor

    names = set(BACKENDS)
    assert names == {"numpy", "torch", "jax", "tensorflow", "dask", "mlx"}
    # python -m xpagnostic, the package's lazy submodules, the test harness
    assert main.backends() == list(BACKENDS)
    assert names <= set(xpagnostic._LAZY_SUBMODULES)
    assert names <= set(dir(xpagnostic))
    assert BACKEND_NAMES == tuple(BACKENDS)
    # xp.autodiff: the differentiating backends are those with a primitive module
    assert DIFFERENTIATING == ("torch", "jax", "tensorflow", "mlx")
    assert autodiff.DIFFERENTIATING_BACKENDS == DIFFERENTIATING
    assert _autodiff._base.PRIMITIVE_MODULES == {
        n: f"xpagnostic.{n}._autodiff" for n in ("torch", "jax", "tensorflow", "mlx")}
    for name in names:
        assert _autodiff.autodiff_for(name).backend == name
    # the eager layer: one class per row, named as the row says
    assert set(eager_tensor._CLASSES) == names
    for name, cls in eager_tensor._CLASSES.items():
        assert cls.__name__ == BACKENDS[name].eager_class
        assert cls._framework == name
        import xpagnostic.eager as ep

        assert getattr(ep, cls.__name__) is cls
        assert cls.__name__ in ep.__all__
    # the conformance runner: a namespace target and a facade target per row
    sys.path.insert(0, str(ROOT))
    try:
        from conformance.runner import TARGETS
    finally:
        sys.path.remove(str(ROOT))
    for name, row in BACKENDS.items():
        assert TARGETS[name].module == row.namespace
        assert f'facade_namespace("{name}")' in TARGETS[f"facade-{name}"].module


def test_facade_adapters_and_namespaces_come_from_the_table() -> None:
    from xpagnostic._facade._adapters import ADAPTERS, ArrayAdapter
    from xpagnostic.tensor import facade_namespace

    for name, row in BACKENDS.items():
        assert issubclass(ADAPTERS[name], ArrayAdapter)
        assert ADAPTERS[name].__name__ == row.adapter
        # in the backend's own folder
        assert ADAPTERS[name].__module__ == f"xpagnostic.{name}.{FACADE_MODULE}"
    with pytest.raises(ValueError, match="unknown backend 'cupy'; expected one of numpy, torch"):
        facade_namespace("cupy")


def test_device_probes_live_in_their_backends_folders() -> None:
    from xpagnostic import _accelerators

    probed = {name for name, row in BACKENDS.items() if row.device_probe}
    assert probed == {"torch", "jax", "tensorflow", "mlx"}
    for name in BACKENDS:
        probe = _accelerators.probe_of(name)
        if name in probed:
            assert probe.__name__ == BACKENDS[name].device_probe
            assert probe.__module__ == f"xpagnostic.{name}.{DEVICES_MODULE}"
        else:
            assert probe is _accelerators.HostDevices
        # every framework lists the host: "cpu" (NumPy, Dask, PyTorch), "cpu:0" (JAX),
        # "/CPU:0" (TensorFlow)
        assert any(d.lower().strip("/") in ("cpu", "cpu:0") for d in probe.devices())


#: The modules below the facade and the backends' folders, which must not name them.
_LOWER_FLOORS = ("_backends.py", "_namespace.py", "_accelerators.py", "_tracing.py",
                 "_pytree.py", "_submodules.py", "_common/")


def test_lower_floors_name_no_upper_module() -> None:
    """The table and the modules below the facade reach the facade, the backends' folders
    and the device probes through the table's convention only, never by a module path,
    not even in a string (docstrings aside)."""
    upper = ("xpagnostic._facade", "xpagnostic.tensor", "xpagnostic.testing",
             *(f"xpagnostic.{name}." for name in BACKENDS))
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if not rel.startswith(_LOWER_FLOORS):
            continue
        tree = ast.parse(path.read_text())
        skipped = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        for node in ast.walk(tree):  # what static type checkers alone read
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
                skipped |= {id(n) for stmt in node.body for n in ast.walk(stmt)}
        for node in ast.walk(tree):
            if id(node) in skipped:  # prose, and the types of the public signatures
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
            elif isinstance(node, ast.ImportFrom) and node.module:
                text = "xpagnostic." * (node.level > 0) + node.module.lstrip(".")
            else:
                continue
            offenders += [f"{rel}:{node.lineno} names {text[:60]!r}" for u in upper
                          if any(w.startswith(u) for w in text.replace("`", " ").split())]
    assert offenders == []


def test_the_facade_registers_its_tensor_class() -> None:
    from xpagnostic._facade._core import Tensor
    from xpagnostic._namespace import tensor_class
    from xpagnostic.testing._devices import facade_raw

    root = tensor_class()
    assert root is not None and issubclass(Tensor, root)
    t = Tensor(np.arange(3.0))
    assert facade_raw(t) is t.raw
    assert facade_raw(np.arange(3.0)) is None


def test_messages_list_the_table() -> None:
    assert array_names() == (
        "numpy.ndarray, torch.Tensor, jax.Array, tf.Tensor, dask.array.Array or mlx.core.array")
    with pytest.raises(TypeError, match=r"expected a numpy\.ndarray, .* or mlx\.core\.array"):
        xpagnostic.get_namespace("text")
    with pytest.raises(TypeError, match=r"cannot wrap builtins\.str; expected a numpy\.ndarray"):
        xpagnostic.Tensor("text")


#: Modules that are one backend's own code: its folder (its class, namespace, autodiff
#: primitive, facade adapter and indexing, device probe), and EagerPy's per-framework
#: names (``ep.torch``, ``get_dummy("torch")``) and random generators.
_BACKEND_CODE = (
    *(f"{name}/" for name in BACKENDS),
    "eager/modules.py", "eager/utils.py", "eager/_random.py",
)


def _compared_names(tree: ast.AST) -> list[tuple[int, str]]:
    """Backend names compared with ``==``/``!=``/``in``, or keys of a dictionary written
    out (a second backend table), in the module, with line numbers."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            found += [(node.lineno, k.value) for k in node.keys
                      if isinstance(k, ast.Constant) and k.value in BACKENDS]
        if isinstance(node, ast.Compare):
            for part in (node.left, *node.comparators):
                values = part.elts if isinstance(part, (ast.Tuple, ast.Set, ast.List)) else [part]
                for v in values:
                    if isinstance(v, ast.Constant) and v.value in BACKENDS:
                        found.append((node.lineno, v.value))
    return found


def test_no_layer_branches_on_a_backend_name() -> None:
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        if rel == "_backends.py" or rel.startswith(_BACKEND_CODE):
            continue
        for line, name in _compared_names(ast.parse(path.read_text())):
            offenders.append(f"{rel}:{line} compares with {name!r}")
    assert offenders == []


def test_the_scan_finds_a_branch() -> None:
    # The scan above can fail: a comparison with a backend name is found, and so is a
    # dictionary keyed by backend names.
    tree = ast.parse('if backend == "tensorflow" or b in ("jax", "x"):\n    pass\n')
    assert _compared_names(tree) == [(1, "tensorflow"), (1, "jax")]
    assert _compared_names(ast.parse('COMPILERS = {"x": 1, "torch": 2}')) == [(1, "torch")]


@pytest.fixture
def fake_backend(monkeypatch: pytest.MonkeyPatch) -> type:
    """A backend that exists only as a table row: its array class lives in a module
    ``fakearrays`` and its namespace is NumPy's, under another name."""
    class FakeArray(np.ndarray):
        pass

    module = types.ModuleType("fakearrays")
    module.FakeArray = FakeArray  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fakearrays", module)
    # Before NumPy's row: the first matching row wins, and FakeArray is an ndarray too.
    class FakeBackend(type(BACKENDS["numpy"])):  # type: ignore[misc]
        name = "fake"
        module = "fakearrays"
        array_classes = ("FakeArray",)
        array_name = "fakearrays.FakeArray"
        eager_class = "FakeTensor"

    fake = FakeBackend()
    fake.namespace = "xpagnostic.numpy"
    rows = {"fake": fake, **BACKENDS}
    monkeypatch.setattr(sys.modules["xpagnostic._backends"], "BACKENDS", rows)
    monkeypatch.setattr(_namespace, "BACKENDS", rows)
    import xpagnostic._facade._adapters as adapters
    import xpagnostic._facade._core as core
    import xpagnostic._facade._namespace as facade_ns

    monkeypatch.setattr(adapters, "BACKENDS", rows)
    monkeypatch.setattr(core, "BACKENDS", rows)
    monkeypatch.setattr(facade_ns, "BACKENDS", rows)
    yield FakeArray
    for cache in (_namespace._TYPE_CACHE, _namespace._NS_CACHE, _namespace.OWNED_TYPES):
        cache.pop(FakeArray, None)
    adapters.ADAPTERS.pop("fake", None)
    facade_ns._CACHE.pop("fake", None)


def test_a_new_row_is_picked_up(fake_backend: type) -> None:
    x = np.arange(4.0).view(fake_backend)
    assert xpagnostic.backend_of(x) == "fake"
    assert xpagnostic.get_namespace(x) is importlib.import_module("xpagnostic.numpy")
    assert xpagnostic.backend_of(np.arange(4.0)) == "numpy"
    t = xpagnostic.Tensor(x)
    assert t.backend == "fake"
    np.testing.assert_array_equal(np.asarray((t * 2 + 1).raw), np.arange(4.0) * 2 + 1)
    t[1] = 10.0  # the row's adapter (NumPy's) writes in place: the row says mutable
    assert float(x[1]) == 10.0
    assert t.__array_namespace__().__name__ == "xpagnostic.tensor.fake"
    np.testing.assert_array_equal(
        np.asarray(t.__array_namespace__().sum(t).raw), np.asarray(0.0 + 10.0 + 2.0 + 3.0))


def test_get_namespace_imports_no_framework_and_stays_one_lookup() -> None:
    code = (
        "import sys, xpagnostic, numpy as np\n"
        "from xpagnostic._backends import BACKENDS\n"
        "xp = xpagnostic.get_namespace(np.ones(2))\n"
        "others = [r.module for n, r in BACKENDS.items() if n != 'numpy']\n"
        "print([m for m in others if m in sys.modules])\n"
        "from xpagnostic import _namespace\n"
        "print(_namespace._NS_CACHE[np.ndarray] is xp)\n"
    )
    import subprocess

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.split() == ["[]", "True"]


# --- xpagnostic.backends(): the table's public facts -------------------------------------
def test_backends_tells_the_public_facts_of_the_table() -> None:
    infos = xpagnostic.backends()
    assert isinstance(infos, tuple)
    assert [b.name for b in infos] == list(BACKENDS)
    for info in infos:
        row = BACKENDS[info.name]
        assert isinstance(info, xpagnostic.BackendInfo)
        assert info.namespace == row.namespace == f"xpagnostic.{info.name}"
        assert info.array_type == row.array_name
        assert info.differentiates == (info.name in DIFFERENTIATING)
        assert info.mutable == row.mutable
        assert info.extra == row.extra
        assert info.installed == (importlib.util.find_spec(row.distribution_module) is not None)
    facts = {b.name: (b.array_type, b.differentiates, b.mutable) for b in infos}
    assert facts == {"numpy": ("numpy.ndarray", False, True),
                     "torch": ("torch.Tensor", True, True),
                     "jax": ("jax.Array", True, False),
                     "tensorflow": ("tf.Tensor", True, False),
                     "dask": ("dask.array.Array", False, True),
                     "mlx": ("mlx.core.array", True, False)}
    with pytest.raises(AttributeError):
        infos[0].installed = False  # type: ignore[misc]


def test_backends_import_namespace(backend: Backend) -> None:
    info = {b.name: b for b in xpagnostic.backends()}[backend.name]
    assert info.installed
    xp = info.import_namespace()
    assert xp is backend.xp
    assert xpagnostic.get_namespace(xp.asarray([1.0])) is xp


def test_backends_import_namespace_of_a_missing_framework_names_the_extra() -> None:
    missing = replace(xpagnostic.backends()[1], installed=False)
    with pytest.raises(ImportError, match=r"torch is not installed \(pip install "
                                          r"'xpagnostic\[torch\]'\)"):
        missing.import_namespace()


def test_backends_imports_no_framework() -> None:
    code = ("import sys, xpagnostic\n"
            "infos = xpagnostic.backends()\n"
            "print(all(b.installed for b in infos), "
            "[m for m in ('numpy', 'torch', 'jax', 'tensorflow', 'dask', 'array_api_compat') "
            "if m in sys.modules])\n")
    import subprocess

    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True)
    assert out.stdout.split() == ["True", "[]"]

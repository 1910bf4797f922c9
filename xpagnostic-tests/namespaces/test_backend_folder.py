"""A backend is one folder and one row: a fake backend added so is picked up everywhere.

The package is copied into a temporary directory, where a folder ``xpagnostic/fake/`` (its
namespace, its class, its facade adapter) and one row of ``ROWS`` are all that is added.
A process run on that copy then finds the backend in every layer that lists backends:
``get_namespace``, ``xpagnostic.backends()``, the facade and the eager layer, the error
contract's framework modules and extension keywords, the typing generator (it writes the
backend's protocols and module stubs), the testing plugin (its ``xp`` fixture runs a test
on the backend and on the facade over it) and the docs' conformance tables.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import xpagnostic

PACKAGE = Path(xpagnostic.__file__).parent
ROOT = PACKAGE.parent

#: The fake framework: arrays of a class of its own (a NumPy subclass, so that NumPy's
#: kernels compute them).
FRAMEWORK = '''
import numpy as np


class FakeArray(np.ndarray):
    """An array of the fake framework."""


def asarray(values, dtype=None):
    return np.asarray(values, dtype=dtype).view(FakeArray)
'''

#: The fake backend's folder: nothing else of the package is edited but its row.
FOLDER = {
    "__init__.py": '''
"""Array API namespace over fakearrays.FakeArray: NumPy's functions, for the test."""

from xpagnostic.numpy import *
from xpagnostic.numpy import __array_api_version__, __array_namespace_info__
from xpagnostic.numpy import autodiff, fft, linalg, random
''',
    "_backend.py": '''
"""What the package knows about the fake framework."""

from typing import Any

from .._backends import Backend, TypeSpelling


class FakeBackend(Backend):
    name = "fake"
    module = "fakearrays"
    array_classes = ("FakeArray",)
    array_name = "fakearrays.FakeArray"
    mutable = True
    eager_class = "FakeTensor"
    adapter = "FakeArrays"
    distribution_module = "fakearrays"
    frameworks = ("fakearrays",)
    extra_keywords = {"sum": ("fake_keyword",)}
    keyword_types = {"fake_keyword": "int | None"}
    label = "Fake"
    types = TypeSpelling("Fake", "fakearrays.FakeArray", "fakearrays.FakeArray", "object",
                         "object", "str", imports=("fakearrays",))

    def from_numpy(self, a: Any) -> Any:
        import fakearrays

        return fakearrays.asarray(a)
''',
    "_facade.py": '''
"""The facade's adapter to fake arrays: NumPy's."""

from xpagnostic.numpy._facade import NumPyArrays


class FakeArrays(NumPyArrays):
    pass
''',
}

#: A user's test on the ``xp`` fixture, run by the plugin on the fake backend.
USER_TEST = '''
import numpy as np


def test_sum(xp):
    x = xp.asarray([1.0, 2.0, 3.0])
    assert float(xp.sum(x)) == 6.0
'''

#: Run in the copy: what each layer says of the fake backend.
PROBE = '''
import json, sys
import fakearrays
import xpagnostic
from xpagnostic import _backends
from xpagnostic._common import _errors, _keywords
from xpagnostic.testing import COMPILERS
from xpagnostic.testing._plugin import available_ids

x = fakearrays.asarray([1.0, 2.0, 3.0])
xp = xpagnostic.get_namespace(x)
t = xpagnostic.Tensor(x)
import xpagnostic.eager as ep
sys.path.append(sys.argv[1])  # the repository, for the docs and the conformance runner
from docs._sources import FACADE_TARGETS, NAMESPACE_TARGETS
from conformance.runner import TARGETS

print(json.dumps({
    "package": xpagnostic.__file__,
    "namespace": xp.__name__,
    "backend_of": xpagnostic.backend_of(x),
    "sum": float(xp.sum(x)),
    "backends": [b.name for b in xpagnostic.backends()],
    "tensor": [t.backend, float((t * 2).sum().raw)],
    "eager": type(ep.astensor(x)).__name__,
    "frameworks": _errors._FRAMEWORKS.get("fakearrays"),
    "keywords": list(_keywords.EXTRA_KEYWORDS["fake"]["sum"]),
    "plugin": available_ids(),
    "compilers": sorted(COMPILERS),
    "docs": [NAMESPACE_TARGETS.get("fake"), FACADE_TARGETS.get("facade-fake")],
    "conformance": [TARGETS["fake"].module, "fake" in TARGETS["facade-fake"].module],
}))
'''


@pytest.fixture(scope="module")
def copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The package with the fake backend's folder and its row, and the fake framework."""
    where = tmp_path_factory.mktemp("backend-folder")
    package = where / "xpagnostic"
    shutil.copytree(PACKAGE, package, ignore=shutil.ignore_patterns("__pycache__"))
    (where / "fakearrays.py").write_text(FRAMEWORK)
    folder = package / "fake"
    folder.mkdir()
    for name, text in FOLDER.items():
        (folder / name).write_text(text.lstrip())
    table = package / "_backends.py"
    text = table.read_text()
    last = '    Row("dask", "DaskBackend"),\n'
    assert text.count(last) == 1, "the table's last row moved: update this test"
    # Before the others: a FakeArray is also a numpy.ndarray, and the first match wins.
    first = '    Row("numpy", "NumPyBackend"),\n'
    table.write_text(text.replace(first, '    Row("fake", "FakeBackend"),\n' + first))
    return where


def _run(copy: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(copy)}
    env.pop("PYTEST_ADDOPTS", None)
    return subprocess.run([sys.executable, *args], cwd=copy, env=env, capture_output=True,
                          text=True, timeout=300)


def test_every_layer_lists_the_fake_backend(copy: Path) -> None:
    out = _run(copy, "-c", PROBE, str(ROOT))
    assert out.returncode == 0, out.stderr
    facts = json.loads(out.stdout.strip().splitlines()[-1])
    assert Path(facts["package"]).parent == copy / "xpagnostic"
    assert facts["namespace"] == "xpagnostic.fake"
    assert facts["backend_of"] == "fake"
    assert facts["sum"] == 6.0
    assert facts["backends"][0] == "fake"
    assert facts["tensor"] == ["fake", 12.0]
    assert facts["eager"] == "FakeTensor"
    assert facts["frameworks"] == "fake"
    assert facts["keywords"] == ["fake_keyword"]
    assert "fake" in facts["plugin"]
    assert "fake" not in facts["compilers"]  # the class names no compiler
    assert facts["docs"] == ["`xpagnostic.fake`", "Fake"]
    assert facts["conformance"] == ["xpagnostic.fake", True]


def test_the_typing_generator_writes_its_protocols(copy: Path) -> None:
    out = _run(copy, "-m", "xpagnostic._typing._generate")
    assert out.returncode == 0, out.stderr
    protocols = (copy / "xpagnostic" / "_typing" / "namespaces.pyi").read_text()
    assert "class FakeNamespace(Protocol):" in protocols
    assert "import fakearrays\n" in protocols
    stub = (copy / "xpagnostic" / "fake" / "__init__.pyi").read_text()
    assert "def sum(" in stub and "fakearrays.FakeArray" in stub
    assert "fake_keyword: int | None = None" in stub
    for sub in ("linalg", "fft", "random"):
        assert (copy / "xpagnostic" / "fake" / f"{sub}.pyi").is_file()
    # Written once, the files are current.
    assert _run(copy, "-m", "xpagnostic._typing._generate", "--check").returncode == 0


def test_the_testing_plugin_runs_a_users_test_on_it(copy: Path) -> None:
    (copy / "test_user.py").write_text(USER_TEST)
    out = _run(copy, "-m", "pytest", "-p", "xpagnostic.testing", "test_user.py", "-v",
               "--xp-backends=fake", "--xp-facade", "-p", "no:cacheprovider", "-p",
               "no:xdist", "-p", "no:randomly")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "test_user.py::test_sum[fake] PASSED" in out.stdout
    assert "test_user.py::test_sum[facade-fake] PASSED" in out.stdout

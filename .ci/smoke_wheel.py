"""Smoke test of an installed wheel, run from outside the source tree by .ci/run.

Checks that ``xpagnostic`` comes from site-packages (not a checkout), that importing it imports
no framework, and runs one agnostic function on every installed backend against its known
value.  Exits non-zero on the first problem.  With ``--in-tree`` it skips the check of where
``xpagnostic`` comes from, so the project's tests can run the rest against the checkout.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from pathlib import Path

import xpagnostic
from xpagnostic._backends import BACKENDS

location = Path(xpagnostic.__file__).resolve()
in_tree = sys.argv[1:] == ["--in-tree"]
assert in_tree or "site-packages" in location.parts, f"xpagnostic from {location}, not the wheel"
assert (location.parent / "py.typed").exists(), "the wheel lacks py.typed"
# The types checkers read: the namespace protocols and the stubs of each backend module.
stubs = [Path("_typing", "namespaces.pyi"),
         *(Path(b, f"{m}.pyi") for b in BACKENDS for m in ("__init__", "linalg", "fft", "random"))]
missing = [str(s) for s in stubs if not (location.parent / s).exists()]
assert not missing, f"the wheel lacks {missing}"
if not in_tree:  # the wheel installs the package and its metadata, nothing beside them
    from importlib import metadata

    tops = {Path(str(f)).parts[0] for f in metadata.distribution("xpagnostic").files or []
            if not str(f).startswith("..")}
    assert tops == {"xpagnostic", f"xpagnostic-{xpagnostic.__version__}.dist-info"}, tops
frameworks = {row.distribution_module for row in BACKENDS.values() if row.extra} & set(sys.modules)
assert not frameworks, f"import xpagnostic imported {sorted(frameworks)}"


def softmax_sum(x: object) -> object:
    xp = xpagnostic.get_namespace(x)
    e = xp.exp(xp.subtract(x, xp.max(x)))
    return xp.sum(xp.divide(e, xp.sum(e)))


ran = []
for backend, row in BACKENDS.items():
    if importlib.util.find_spec(row.distribution_module) is None:
        continue
    ns = importlib.import_module(row.namespace)
    x = ns.asarray([1.0, 2.0, 3.0])
    result = softmax_sum(x)
    assert xpagnostic.backend_of(result) == backend, (backend, type(result))
    assert abs(float(result) - 1.0) < 1e-6, (backend, float(result))
    ran.append(backend)
assert in_tree or ran == list(BACKENDS), f"the [cpu] extra installed only {ran}"
print(f"wheel smoke test: xpagnostic {xpagnostic.__version__} from {location.parent}, "
      f"softmax sums to 1 on {', '.join(ran)}")

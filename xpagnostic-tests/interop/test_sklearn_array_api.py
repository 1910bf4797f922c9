"""scikit-learn's own array-API tests on the Tensor facade over NumPy, PyTorch, TensorFlow and JAX.

Every test of scikit-learn that is parametrised by
``yield_namespace_device_dtype_combinations`` runs on each target of
``sklearn_array_api.TARGETS``: native torch and array_api_strict as the
references, and the facade over each backend (JAX with x64 and in 32-bit mode).
How the facade namespaces are registered, and the format of the published
result, are described in ``sklearn_array_api.py``.

* By default (``python -m pytest xpagnostic-tests``, as CI runs it) a sample of
  scikit-learn's tests (``SAMPLE``: a few estimators, metrics and utilities) runs
  on every target, in two processes (JAX's x64 mode is per process).
* ``XPAGNOSTIC_INTEROP=full`` (``nox -s interop``) runs the full selection, one
  process per target (two at a time), and writes ``docs/interop/scikit-learn.json``
  and the Markdown table generated from it.  Selecting targets
  (``nox -s interop -- -k facade-jax``) re-runs those and keeps the published
  figures of the others.

On every target, a test of scikit-learn may fail only where ``XFAILS`` records a
limit of the client or of the backend (as a strict xfail), and every facade
target must run exactly the tests that native torch runs.
"""

from __future__ import annotations

import json
import os
import platform
from concurrent.futures import ThreadPoolExecutor
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from interop import sklearn_array_api as sk

pytest.importorskip("sklearn")

pytestmark = pytest.mark.interop

FULL = os.environ.get("XPAGNOSTIC_INTEROP", "") == "full"
#: Processes of the sample run: every target that can share a process shares one.
SAMPLE_GROUPS = (
    ["torch", "array_api_strict", "facade-numpy", "facade-torch", "facade-tensorflow",
     "facade-jax-x64"],
    ["facade-jax"],
)
FRAMEWORKS = ("numpy", "scipy", "torch", "tensorflow-cpu", "jax", "array-api-strict",
              "array-api-compat")


class _Runs:
    """Outcomes per target: the processes of the targets the session selected run on first use.

    The full selection runs one process per target, ``WORKERS`` at a time; the sample runs
    in the processes of ``SAMPLE_GROUPS``.
    """

    def __init__(self, workdir: Path, wanted: set[str]) -> None:
        self.workdir = workdir
        self.wanted = wanted
        self.outcomes: dict[str, dict[str, dict[str, Any]]] = {}

    def _start(self) -> None:
        groups = [[t] for t in sk.TARGETS] if FULL else list(SAMPLE_GROUPS)
        groups = [g for g in groups if self.wanted & set(g)]
        # The slowest first, so that the workers finish together.
        groups.sort(key=lambda g: -max(SLOWNESS.get(t, 0) for t in g))
        with ThreadPoolExecutor(max_workers=WORKERS if FULL else 1) as pool:
            runs = [(g, pool.submit(sk.run, g, self.workdir, sample=not FULL)) for g in groups]
            for group, future in runs:
                outcomes = future.result()
                for t in group:
                    self.outcomes[t] = {k: v for k, v in outcomes.items() if v["target"] == t}

    def of(self, target: str) -> dict[str, Any]:
        if not self.outcomes:
            self._start()
        return sk.summarise(self.outcomes[target], target)


#: Processes of the full run at a time (each uses one compute thread).
WORKERS = 2
#: Relative run time of the full selection per target, to start the slowest first.
SLOWNESS = {"facade-jax-x64": 3, "facade-jax": 2, "facade-tensorflow": 2}


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Any:
    wanted = {item.callspec.params["target"] for item in request.session.items
              if "target" in getattr(getattr(item, "callspec", None), "params", {})}
    if wanted - {t for t in sk.TARGETS if sk.TARGETS[t].native}:
        wanted.add("torch")  # the reference the facade targets are compared with
    state = _Runs(tmp_path_factory.mktemp("sklearn-array-api"), wanted)
    yield state
    if FULL and state.outcomes:
        _publish(state)


def _publish(state: _Runs) -> None:
    """Write the result of the targets that ran; the others keep their published figures."""
    versions = {"xpagnostic": metadata.version("xpagnostic"),
                "python": platform.python_version()}
    for name in FRAMEWORKS:
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    published = (json.loads(sk.RESULT_JSON.read_text())["targets"]
                 if sk.RESULT_JSON.exists() else {})
    result = {
        "scikit-learn": metadata.version("scikit-learn"),
        "versions": versions,
        "selection": (
            "Every test of scikit-learn's installed test suite that is parametrised by "
            "`sklearn.utils._array_api.yield_namespace_device_dtype_combinations` "
            "(estimator checks built from it included), run with `SCIPY_ARRAY_API=1`. "
            "Native torch runs on \"cpu\" and array_api_strict on its two devices, each with "
            "float64 and float32, as scikit-learn parametrises them; every facade target "
            "runs on its default device with float64 and float32."
        ),
        "targets": {t: state.of(t) if t in state.outcomes else published[t]
                    for t in sk.TARGETS if t in state.outcomes or t in published},
    }
    sk.DOCS_DIR.mkdir(parents=True, exist_ok=True)
    sk.RESULT_JSON.write_text(json.dumps(result, indent=1) + "\n")
    sk.RESULT_MD.write_text(sk.render_markdown(result))


def _total(r: dict[str, Any]) -> int:
    return sum(r[k] for k in ("passed", "failed", "xfailed", "xpassed", "skipped", "errors"))


@pytest.mark.parametrize("target", list(sk.TARGETS))
def test_no_unexpected_failure(runs: _Runs, target: str) -> None:
    r = runs.of(target)
    assert r["passed"] > 0, r
    # A strict limit that passes again is reported as failed ([XPASS(strict)]) too.
    unexpected = [f"{f['id']}: {f['message']}" for f in r["failures"]]
    assert not unexpected, "\n".join(unexpected)


@pytest.mark.parametrize("target", [t for t in sk.TARGETS if not sk.TARGETS[t].native])
def test_facade_runs_the_tests_native_torch_runs(runs: _Runs, target: str) -> None:
    assert _total(runs.of(target)) == _total(runs.of("torch"))


def test_published_page_is_generated_from_the_result() -> None:
    if not sk.RESULT_JSON.exists():
        pytest.skip("no published result yet")
    result = json.loads(sk.RESULT_JSON.read_text())
    assert set(result["targets"]) == set(sk.TARGETS)
    for name, r in result["targets"].items():
        assert r["namespace"] == sk.TARGETS[name].namespace
        assert r["failed"] + r["errors"] == len(r["failures"])
        assert r["xfailed"] + r["xpassed"] == len(r["xfails"])
        assert r["skipped"] == sum(r["skips"].values())
    assert sk.RESULT_MD.read_text() == sk.render_markdown(result)


def test_selection_takes_only_names_the_generator_yields() -> None:
    from functools import partial

    by_namespace = {"xpagnostic.tensor.torch": "facade-torch", "torch": "torch"}
    generated = sk.GeneratedName("xpagnostic.tensor.torch")
    assert sk.target_of_params({"array_namespace": generated, "device": None},
                               by_namespace) == "facade-torch"
    check = partial(print, array_namespace=generated, dtype_name="float32")
    assert sk.target_of_params({"estimator": object(), "check": check},
                               by_namespace) == "facade-torch"
    # A test that names a namespace literally is not parametrised by the generator.
    assert sk.target_of_params({"array_namespace": "torch"}, by_namespace) is None
    literal = partial(print, array_namespace="torch")
    assert sk.target_of_params({"check": literal}, by_namespace) is None
    assert sk.target_of_params({"name": sk.GeneratedName("numpy")}, by_namespace) is None

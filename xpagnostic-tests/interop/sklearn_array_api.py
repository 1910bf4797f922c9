"""scikit-learn's own array-API tests on the Tensor facade: targets, plugin, runner, report.

scikit-learn parametrises its array-API tests with
``sklearn.utils._array_api.yield_namespace_device_dtype_combinations``, which
yields ``(namespace name, device name, dtype name)``; each test imports the
namespace by that name (``sklearn.utils._testing._array_api_for_tests`` calls
``importlib.import_module``), makes an array with the module's ``asarray`` and
asks ``array_api_compat.get_namespace`` for the namespace of that array.  The
facade namespace of a backend, ``xpagnostic.tensor.facade_namespace(backend)``,
is a module object named ``xpagnostic.tensor.<backend>`` whose ``asarray``
returns Tensors, and a Tensor's ``__array_namespace__`` is that same object.

Used as a pytest plugin (``-p sklearn_array_api``, with ``--sklearn-targets``)
in a pytest process that collects scikit-learn's installed tests, this module

* registers each facade target's namespace under its own name in ``sys.modules``,
  so that ``importlib.import_module("xpagnostic.tensor.torch")`` returns it;
* replaces the generator (in ``sklearn.utils._array_api`` and in
  ``sklearn.utils.estimator_checks``, which hold it) with one that yields the
  selected targets only: the native references keep scikit-learn's own
  combinations on the host (torch: "cpu" with float64 and float32, its GPU
  devices left out; array_api_strict: its two devices), every facade target
  yields the default device (``None``) with float64 and float32, the same two
  dtypes as the references;
* deselects every test that the generator does not parametrise (the selection is
  the tests whose parameters carry a target's namespace name, estimator checks
  built from the generator included), and marks the known limits as xfail
  (``XFAILS``, each with its reason);
* records every outcome and writes them to ``--sklearn-report`` as JSON.

No file of scikit-learn is modified; the generator is replaced in the test
process only.  JAX's x64 mode is process-global, so JAX with x64 and JAX in
32-bit mode run in separate processes (``run``), each with its
``JAX_ENABLE_X64``.

The published result, ``docs/interop/scikit-learn.json``, has this shape (the
Markdown table beside it is generated from it by ``render_markdown``)::

    {
      "scikit-learn": "1.9.1",                    # version whose tests ran
      "versions": {"torch": "...", ...},          # frameworks and xpagnostic
      "selection": "...",                         # how the tests were selected
      "targets": {
        "<target>": {                             # see TARGETS for the names
          "namespace": "xpagnostic.tensor.torch", # the name the tests import
          "passed": int, "failed": int, "xfailed": int, "xpassed": int,
          "skipped": int, "errors": int,        # pytest's outcomes; "errors" are
                                                # failures outside the test body
          "failures": [{"id": "<test id>", "message": "<exception line>"}],
          "xfails": [{"id": "<test id>", "by": "xpagnostic" | "scikit-learn",
                      "outcome": "xfailed" | "xpassed", "reason": "<why>"}],
          "skips": {"<reason>": int}              # skipped tests by reason
        }
      }
    }

Test ids are pytest node ids relative to the directory holding ``sklearn``.
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: This module's folder: the subprocess loads it as the plugin ``sklearn_array_api``.
PLUGIN_DIR = Path(__file__).resolve().parent
DOCS_DIR = ROOT / "docs" / "interop"
RESULT_JSON = DOCS_DIR / "scikit-learn.json"
RESULT_MD = DOCS_DIR / "scikit-learn.md"


@dataclass(frozen=True)
class Target:
    """One namespace under test: the name scikit-learn's tests import, and its process env."""

    name: str
    namespace: str
    title: str
    backend: str | None = None  # the facade's backend; None for a native reference
    env: dict[str, str] = field(default_factory=dict)

    @property
    def native(self) -> bool:
        return self.backend is None


TARGETS: dict[str, Target] = {t.name: t for t in (
    Target("torch", "torch", "torch (native, reference)"),
    Target("array_api_strict", "array_api_strict", "array_api_strict (native, reference)"),
    Target("facade-numpy", "xpagnostic.tensor.numpy", "facade over NumPy", "numpy"),
    Target("facade-torch", "xpagnostic.tensor.torch", "facade over PyTorch", "torch"),
    Target("facade-tensorflow", "xpagnostic.tensor.tensorflow", "facade over TensorFlow",
           "tensorflow"),
    Target("facade-jax-x64", "xpagnostic.tensor.jax", "facade over JAX, x64", "jax",
           {"JAX_ENABLE_X64": "1"}),
    Target("facade-jax", "xpagnostic.tensor.jax", "facade over JAX, 32-bit", "jax",
           {"JAX_ENABLE_X64": "0"}),
)}

#: scikit-learn's test modules that use the generator (dotted, for ``--pyargs``).
MODULES: tuple[str, ...] = (
    "sklearn._loss.tests.test_link",
    "sklearn._loss.tests.test_loss",
    "sklearn.decomposition.tests.test_pca",
    "sklearn.linear_model._glm.tests.test_glm",
    "sklearn.linear_model.tests.test_logistic",
    "sklearn.linear_model.tests.test_ridge",
    "sklearn.metrics.cluster.tests.test_common",
    "sklearn.metrics.cluster.tests.test_supervised",
    "sklearn.metrics.tests.test_classification",
    "sklearn.metrics.tests.test_common",
    "sklearn.metrics.tests.test_pairwise",
    "sklearn.mixture.tests.test_gaussian_mixture",
    "sklearn.model_selection.tests.test_search",
    "sklearn.model_selection.tests.test_split",
    "sklearn.model_selection.tests.test_validation",
    "sklearn.preprocessing.tests.test_data",
    "sklearn.preprocessing.tests.test_label",
    "sklearn.preprocessing.tests.test_polynomial",
    "sklearn.tests.test_calibration",
    "sklearn.tests.test_common",
    "sklearn.tests.test_kernel_approximation",
    "sklearn.tests.test_naive_bayes",
    "sklearn.tests.test_pipeline",
    "sklearn.utils.tests.test_array_api",
    "sklearn.utils.tests.test_extmath",
    "sklearn.utils.tests.test_indexing",
    "sklearn.utils.tests.test_multiclass",
    "sklearn.utils.tests.test_stats",
    "sklearn.utils.tests.test_validation",
)

#: The CI sample: quick tests that reach what clients lean on beyond the standard, as
#: ``(module, -k expression)``: probing the namespace (median), writes into a Tensor
#: (fill_diagonal), indexing by NumPy arrays (safe_indexing, train_test_split), and an
#: estimator, a metric and a validation helper.  Buffers handed to compiled code and worker
#: threads (chi2 kernels, pairwise functions with n_jobs=2) run in the full selection only:
#: on JAX and TensorFlow they cost minutes.
SAMPLE: tuple[tuple[str, str], ...] = (
    ("sklearn.utils.tests.test_array_api", "test_median or test_fill_diagonal"),
    ("sklearn.utils.tests.test_indexing", "test_safe_indexing_array_api_support"),
    ("sklearn.model_selection.tests.test_split", "test_array_api_train_test_split"),
    ("sklearn.metrics.tests.test_classification", "test_confusion_matrix_array_api"),
    ("sklearn.preprocessing.tests.test_data", "test_standard_scaler_array_api_compliance"),
    ("sklearn.utils.tests.test_validation", "test_check_sample_weight_array_api"),
)


# --- known limits ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Limit:
    """A failure that is not the facade's: of the client (scikit-learn) or of the backend."""

    targets: frozenset[str]
    pattern: str  # regular expression matched (``re.search``) against the test id
    reason: str
    strict: bool = True


def _limits(*entries: tuple[tuple[str, ...], str, str, bool]) -> tuple[Limit, ...]:
    return tuple(Limit(frozenset(t), p, r, strict) for t, p, r, strict in entries)


#: Every known limit, with its one-line reason.  Strict unless the outcome does not depend
#: on the limit alone (then an XPASS is reported, not failed).
XFAILS: tuple[Limit, ...] = _limits(
    (("facade-numpy",),
     r"test_label_binarize_array_api_compliance\[.*-y[01]-classes[01]-",
     "client: the test expects every namespace but NumPy's to refuse string labels in "
     "asarray (torch's does); the facade over NumPy keeps NumPy's string arrays",
     True),
    (("facade-jax",),
     r"test_estimators\[(GaussianNB|LinearDiscriminantAnalysis|LogisticRegression|Nystroem"
     r"|RidgeClassifierCV|(Grid|Randomized)SearchCV\([^]]*estimator=LogisticRegression)\("
     r".*check_array_api_input\(.*float32\)|test_indexing_dtype\[",
     "backend: JAX without x64 has no int64; integer attributes (classes_, "
     "component_indices_) and the default index dtype are int32 where NumPy gives int64",
     True),
    (("facade-jax",),
     r"test_max_precision_float_dtype\[",
     "backend: JAX without x64 truncates asarray(dtype=float64) to float32 as jax.numpy "
     "does; the test infers float64 support from that call not raising, while "
     "__array_namespace_info__().dtypes() truthfully lists no float64",
     True),
)


def limit_for(target: str, test_id: str) -> Limit | None:
    for limit in XFAILS:
        if target in limit.targets and re.search(limit.pattern, test_id):
            return limit
    return None


# --- the plugin (runs inside the pytest process that collects scikit-learn's tests) ---------

def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("sklearn-array-api")
    group.addoption("--sklearn-targets", default="",
                    help="comma-separated targets to run: " + ", ".join(TARGETS))
    group.addoption("--sklearn-report", default=None,
                    help="write the outcomes of the run as JSON to this file")


def _selected(config: pytest.Config) -> list[Target]:
    names = [n for n in config.getoption("--sklearn-targets").split(",") if n]
    unknown = [n for n in names if n not in TARGETS]
    if unknown or not names:
        raise pytest.UsageError(
            f"--sklearn-targets: expected some of {', '.join(TARGETS)}, got {names!r}")
    modules = [TARGETS[n].namespace for n in names]
    if len(set(modules)) != len(modules):
        raise pytest.UsageError(
            f"--sklearn-targets: {names!r} import one namespace twice (JAX's x64 mode is "
            "per process: run facade-jax-x64 and facade-jax in separate processes)")
    return [TARGETS[n] for n in names]


#: The devices of the native references that run here: the facade's arrays live on the host.
_HOST_DEVICES = frozenset({"cpu", "CPU_DEVICE", "device1"})


class GeneratedName(str):
    """A namespace name as the replaced generator yields it.

    Tests receive it as their parameter (and estimator checks as their
    ``array_namespace``), so the selection can tell the tests the generator
    parametrises from tests that name a namespace literally.
    """

    __slots__ = ()


def _combinations(targets: list[Target], original: Any) -> Any:
    @functools.wraps(original)
    def yield_namespace_device_dtype_combinations(include_numpy_namespaces: bool = True
                                                  ) -> Iterator[tuple[str, Any, Any]]:
        native = {t.namespace for t in targets if t.native}
        for name, device, dtype in original(include_numpy_namespaces=include_numpy_namespaces):
            if name in native and device in _HOST_DEVICES:
                yield GeneratedName(name), device, dtype
        for t in targets:
            if not t.native:
                yield GeneratedName(t.namespace), None, "float64"
                yield GeneratedName(t.namespace), None, "float32"

    return yield_namespace_device_dtype_combinations


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("--sklearn-targets"):
        return
    targets = _selected(config)
    from xpagnostic.tensor import facade_namespace

    for t in targets:
        if t.backend is not None:
            sys.modules[t.namespace] = facade_namespace(t.backend)
    import sklearn.utils._array_api as array_api
    import sklearn.utils.estimator_checks as estimator_checks

    replacement = _combinations(targets, array_api.yield_namespace_device_dtype_combinations)
    array_api.yield_namespace_device_dtype_combinations = replacement
    estimator_checks.yield_namespace_device_dtype_combinations = replacement  # type: ignore[attr-defined]
    config.pluginmanager.register(_Recorder(targets, config.getoption("--sklearn-report")),
                                  "sklearn-array-api-recorder")


def target_of_params(params: dict[str, Any], by_namespace: dict[str, str]) -> str | None:
    """The target whose generated namespace name parametrises a test, directly or through
    an estimator check; None for a test the generator does not parametrise."""
    for value in params.values():
        keywords = getattr(value, "keywords", None)
        if isinstance(keywords, dict):
            value = keywords.get("array_namespace")
        if isinstance(value, GeneratedName) and value in by_namespace:
            return by_namespace[value]
    return None


class _Recorder:
    def __init__(self, targets: list[Target], report: str | None) -> None:
        self.by_namespace = {t.namespace: t.name for t in targets}
        self.report = report
        self.target_of: dict[str, str] = {}
        self.ours: set[str] = set()  # tests marked xfail by XFAILS (not by scikit-learn)
        self.outcomes: dict[str, dict[str, Any]] = {}

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, config: pytest.Config,
                                      items: list[pytest.Item]) -> None:
        keep, drop = [], []
        for item in items:
            callspec = getattr(item, "callspec", None)
            target = target_of_params(callspec.params, self.by_namespace) if callspec else None
            if target is None:
                drop.append(item)
                continue
            keep.append(item)
            self.target_of[item.nodeid] = target
            limit = limit_for(target, item.nodeid)
            if limit is not None:
                self.ours.add(item.nodeid)
                item.add_marker(pytest.mark.xfail(reason=limit.reason, strict=limit.strict))
        if drop:
            config.hook.pytest_deselected(items=drop)
        items[:] = keep

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        target = self.target_of.get(report.nodeid)
        if target is None:
            return
        if report.when == "call" or report.outcome != "passed":
            earlier = self.outcomes.get(report.nodeid)
            if earlier is not None and earlier["outcome"] != "passed":
                return  # keep the first non-passing phase (e.g. a teardown after a failure)
            outcome = _outcome(report)
            outcome["seconds"] = round(report.duration, 3)
            if "xfail" in outcome["outcome"] or "xpass" in outcome["outcome"]:
                outcome["by"] = "xpagnostic" if report.nodeid in self.ours else "scikit-learn"
            self.outcomes[report.nodeid] = {"target": target, **outcome}

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        if self.report:
            Path(self.report).write_text(json.dumps(self.outcomes, indent=1))


def _crash_message(report: pytest.TestReport) -> str:
    crash = getattr(report.longrepr, "reprcrash", None)
    text = crash.message if crash is not None else str(report.longrepr)
    line = text.strip().splitlines()[0] if text.strip() else ""
    return line[:300]


def _outcome(report: pytest.TestReport) -> dict[str, Any]:
    if hasattr(report, "wasxfail"):
        if report.skipped:
            return {"outcome": "xfailed", "reason": str(report.wasxfail)}
        return {"outcome": "xpassed", "reason": str(report.wasxfail)}
    if report.passed:
        return {"outcome": "passed"}
    if report.skipped:
        longrepr = report.longrepr
        reason = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
        return {"outcome": "skipped", "reason": reason.removeprefix("Skipped: ")}
    outcome = "failed" if report.when == "call" else "errors"
    return {"outcome": outcome, "message": _crash_message(report)}


# --- the runner (in the project's test process) ---------------------------------------------

def environment(targets: list[str]) -> dict[str, str]:
    """The subprocess environment: array API dispatch on, JAX's mode, few threads."""
    env = dict(os.environ)
    env["SCIPY_ARRAY_API"] = "1"
    env["PYTHONPATH"] = os.pathsep.join(
        [str(ROOT), str(PLUGIN_DIR), *filter(None, [os.environ.get("PYTHONPATH")])])
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    # Keep every framework to one compute thread: the machines that run this are small
    # and shared.  scikit-learn's own n_jobs=2 tests still start their two workers.
    env["OMP_NUM_THREADS"] = "1"
    env["OPENBLAS_NUM_THREADS"] = "1"
    env["MKL_NUM_THREADS"] = "1"
    env["TF_NUM_INTRAOP_THREADS"] = "1"
    env["TF_NUM_INTEROP_THREADS"] = "1"
    env["XLA_FLAGS"] = "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1"
    env.pop("JAX_ENABLE_X64", None)
    for name in targets:
        env.update(TARGETS[name].env)
    return env


def run(targets: list[str], workdir: Path, *, sample: bool,
        extra: tuple[str, ...] = ()) -> dict[str, dict[str, Any]]:
    """Run the selection on ``targets`` (in one process) and return node id -> outcome."""
    import sklearn

    site = Path(sklearn.__file__).resolve().parent.parent
    report = workdir / f"outcomes-{'+'.join(targets)}.json"
    if sample:
        modules = [m for m, _ in SAMPLE]
        selection = ["-k", " or ".join(f"({k})" for _, k in SAMPLE)]
    else:
        modules, selection = list(MODULES), []
    cmd = [sys.executable, "-m", "pytest", "-p", "sklearn_array_api", "-p", "no:cacheprovider",
           "-q", "--no-header", "-o", "addopts=", f"--rootdir={site}",
           f"--sklearn-targets={','.join(targets)}", f"--sklearn-report={report}",
           *selection, *extra, "--pyargs", *modules]
    proc = subprocess.run(cmd, cwd=workdir, env=environment(targets), capture_output=True,
                          text=True, check=False)
    if proc.returncode not in (0, 1) or not report.exists():
        raise RuntimeError(f"scikit-learn's tests did not run (exit {proc.returncode}):\n"
                           f"{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    outcomes: dict[str, dict[str, Any]] = json.loads(report.read_text())
    return outcomes


def summarise(outcomes: dict[str, dict[str, Any]], target: str) -> dict[str, Any]:
    """Counts, failures, xfails and skips of ``target`` from the outcomes of a run."""
    mine = {k: v for k, v in sorted(outcomes.items()) if v["target"] == target}
    counts = Counter(v["outcome"] for v in mine.values())
    return {
        "namespace": TARGETS[target].namespace,
        **{k: counts.get(k, 0)
           for k in ("passed", "failed", "xfailed", "xpassed", "skipped", "errors")},
        "failures": [{"id": k, "message": v["message"]} for k, v in mine.items()
                     if v["outcome"] in ("failed", "errors")],
        "xfails": [{"id": k, "by": v["by"], "outcome": v["outcome"], "reason": v["reason"]}
                   for k, v in mine.items() if v["outcome"] in ("xfailed", "xpassed")],
        "skips": dict(sorted(Counter(v["reason"] for v in mine.values()
                                     if v["outcome"] == "skipped").items())),
    }


# --- the published page ---------------------------------------------------------------------

def render_markdown(result: dict[str, Any]) -> str:
    """The Markdown page of ``docs/interop/scikit-learn.json`` (figures come only from it)."""
    targets = result["targets"]
    lines = [
        f"# scikit-learn {result['scikit-learn']}: its array-API tests on the facade",
        "",
        "<!-- Generated from scikit-learn.json by xpagnostic-tests/interop/sklearn_array_api.py; "
        "do not edit. -->",
        "",
        result["selection"],
        "",
        "| target | namespace imported | passed | failed | xfailed | xpassed | skipped |",
        "|---|---|---:|---:|---:|---:|---:|",
    ]
    for name, r in targets.items():
        lines.append(f"| {TARGETS[name].title} | `{r['namespace']}` | {r['passed']} | "
                     f"{r['failed'] + r['errors']} | {r['xfailed']} | {r['xpassed']} | "
                     f"{r['skipped']} |")
    lines += ["", "Versions: " + ", ".join(f"{k} {v}" for k, v in result["versions"].items())
              + "."]
    for name, r in targets.items():
        if r["failures"]:
            lines += ["", f"## Failures: {TARGETS[name].title}", ""]
            lines += [f"- `{f['id']}`: {f['message']}" for f in r["failures"]]

    def by_reason(pairs: Iterator[tuple[str, str, int]]) -> list[str]:
        table: dict[str, Counter[str]] = {}
        for reason, title, n in pairs:
            table.setdefault(reason, Counter())[title] += n
        return [f"- {reason} ({', '.join(f'{t}: {n}' for t, n in per.items())})"
                for reason, per in table.items()]

    ours = by_reason((x["reason"], TARGETS[n].title, 1) for n, r in targets.items()
                     for x in r["xfails"] if x["by"] == "xpagnostic")
    if ours:
        lines += ["", "## Known limits (xfail)", "",
                  "Each is a limit of the client (scikit-learn) or of the backend, not of the "
                  "facade; the reason says which. [interop.md](../interop.md) explains them "
                  "and gives the workarounds.", "", *ours]
    theirs = by_reason((f"{x['reason']} ({x['outcome']})", TARGETS[n].title, 1)
                       for n, r in targets.items()
                       for x in r["xfails"] if x["by"] == "scikit-learn")
    if theirs:
        lines += ["", "## Marked xfail by scikit-learn itself", "", *theirs]
    skips = by_reason((reason, TARGETS[n].title, k) for n, r in targets.items()
                      for reason, k in r["skips"].items())
    if skips:
        lines += ["", "## Skipped by scikit-learn's tests", "", *skips]
    return "\n".join(lines) + "\n"

"""The GPU run in one command: conformance, the project's tests and the mix on one device.

Usage (from the repository root; no network needed)::

    python .ci/gpu_run.py --suite ARRAY_API_TESTS_DIR [--out docs/gpu] [--device cuda:0]
                          [--steps machine,conformance,tests,device-tests,mix] [--plan]

Steps, each a subprocess with its own time limit (``--step-timeout``), in this order:

``machine``
    ``nvidia-smi`` and ``python -m xpagnostic --json``: the GPU, its driver, and what each
    backend sees.  Without a GPU (none listed, and the device named by ``--device`` on no
    backend) the run stops here with exit status 77: skipped, nothing ran.
``conformance``
    ``python -m conformance --backend T --device D`` for the namespace and the facade of every
    backend that has the device (torch, facade-torch, jax, facade-jax; TensorFlow's too when it
    sees a GPU), at ``--max-examples`` (20, as the published CPU summaries).
``tests``
    every folder of ``xpagnostic-tests`` with ``XPAGNOSTIC_TEST_DEVICE=D``, in the steps of
    a plan (``--plan`` prints it with each step's estimated minutes): 15 pytest-xdist
    processes per step where pytest-xdist is installed (``--processes``), otherwise one
    process and a finer split, each step within ``--step-timeout``.  A step whose folders
    need a framework this machine lacks (TensorFlow's own tests on an image without
    TensorFlow) is recorded as not run, with the reason.  ``tests-<step>`` runs one step.
``device-tests``
    the device-rule and placement tests (``namespaces/test_devices.py``,
    ``namespaces/test_placement.py``: the ``tests`` steps leave them to this one) on the
    device with ``XPAGNOSTIC_TEST_SYNC_DEBUG=error``: inside the calls they check, a read of
    a device value back to the host raises (``torch.cuda.set_sync_debug_mode("error")``).
    It runs in one process: on an H200 it took about a minute alone, and ran past a 200 s
    limit on 15 pytest-xdist processes.
``mix``
    ``python -m benchmarks mix --device D``: the realistic mix, its 1e6 rows included.

Each step writes one JSON file into ``--out`` (``machine.json``, ``conformance-<target>.json``,
``tests-<step>.json``, ``device-tests.json``, ``mix.json``), each marked with the GPU's name and
driver version (``nvidia_smi``) and the framework versions of the machine that ran it
(``gpu_machine_versions``); ``python -m docs.generate`` renders the files of
``docs/gpu/`` in ``docs/gpu-verification.md``.  A step that runs out of time is recorded as
such, with what it had done.

Exit status: 0 when every step ran and nothing failed; 1 when a step failed or timed out;
77 when there is no GPU (nothing ran); 2 for a usage error.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import json
import os
import platform
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conformance.device import SKIPPED  # noqa: E402
from conformance.runner import DEVICE_RESULTS  # noqa: E402
from xpagnostic._accelerators import nvidia_smi  # noqa: E402
from xpagnostic._backends import BACKENDS  # noqa: E402

STEPS = ("machine", "conformance", "tests", "device-tests", "mix")
#: The project's tests.
TESTS = "xpagnostic-tests"
#: The device-rule and placement tests, whose calls run inside ``harness.host_sync_checked``:
#: the ``device-tests`` step runs them with host reads raising, and no ``tests`` step does.
DEVICE_TESTS = (f"{TESTS}/namespaces/test_devices.py", f"{TESTS}/namespaces/test_placement.py")
#: pytest-xdist processes of a ``tests`` step where pytest-xdist is installed.
PROCESSES = 15
#: Seconds a pytest run takes before its first test (imports; the workers' imports on xdist).
STARTUP_SECONDS = 40.0
#: How much slower the project's tests are taken to run on a GPU than on a CPU host: a
#: kernel launch and a device wait per call, JAX's compilations for the device.
GPU_SLOWDOWN = 2.0


@dataclass(frozen=True)
class TestStep:
    """One pytest run of the ``tests`` steps: its folders (or files), the files of those
    folders that other steps run, and its one-process time on a CPU host."""

    name: str
    paths: tuple[str, ...]
    #: Seconds the step's tests take in one process on a 2-core CPU host (measured there
    #: for a few folders, from the counts of ``--collect-only`` for the others).
    cpu_seconds: float
    ignore: tuple[str, ...] = ()
    #: Modules the step's tests need; where one is missing the step is not run.
    needs: tuple[str, ...] = ()
    why: str = ""
    environment: tuple[tuple[str, str], ...] = ()
    #: False: always one process (the device tests ran past their limit on 15 processes).
    parallel: bool = True
    #: A pytest ``-k`` expression: the step runs that part of its paths' tests, and a step
    #: with ``not (keyword)`` on the same paths runs the rest.
    keyword: str = ""

    def minutes(self, processes: int) -> float:
        """Estimated minutes on ``processes`` pytest-xdist processes of a GPU machine."""
        n = processes if self.parallel else 1
        return round((STARTUP_SECONDS + GPU_SLOWDOWN * self.cpu_seconds / n) / 60, 1)


def _t(sub: str) -> str:
    return f"{TESTS}/{sub}"


_NAMESPACE_CALLS = tuple(_t(f"namespaces/{f}") for f in (
    "test_error_contract.py", "test_fast_paths.py", "test_torch_unsigned.py"))
_FACADE_PROTOCOLS = tuple(_t(f"facade/{f}") for f in ("test_protocols.py", "test_methods.py"))
_TF_ELEMENTWISE = (_t("tf/test_elementwise.py"),)
_TF_LINALG = (_t("tf/test_linalg.py"), _t("tf/test_linalg_decompositions.py"))
#: The device tests took 66 s in one process on an H200: counted here as 60 CPU seconds, so
#: that the estimate (2.7 min) is above what was measured.
_DEVICE = TestStep("device-tests", DEVICE_TESTS, 60.0,
                   environment=(("XPAGNOSTIC_TEST_SYNC_DEBUG", "error"),), parallel=False)
_NO_TF = "TensorFlow's own tests: TensorFlow is not installed on this machine"
#: The steps on 15 pytest-xdist processes: every folder of the project's tests once (the
#: device tests in their own step), each step well within the 10 minutes of a GPU command.
#: CPU seconds: measured in one process on a 2-core host for autodiff (77), rng (140),
#: facade (250), namespaces/test_error_contract.py (85), namespaces/test_fast_paths.py (20),
#: tf/test_elementwise.py (0.15 s a test); the others from their ``--collect-only`` counts.
PARALLEL_PLAN = (
    TestStep("tests-namespaces", (_t("namespaces"),), 400.0, ignore=DEVICE_TESTS),
    _DEVICE,
    TestStep("tests-facade-autodiff", (_t("facade"), _t("autodiff")), 330.0),
    TestStep("tests-eager-compiled", (_t("eager"), _t("compiled")), 800.0),
    TestStep("tests-rng-interop-cluster-testing",
             (_t("rng"), _t("interop"), _t("cluster"), _t("testing")), 420.0),
    TestStep("tests-project-static-typing", (_t("project"), _t("static_typing")), 600.0),
    TestStep("tests-tf", (_t("tf"),), 850.0, needs=("tensorflow",), why=_NO_TF),
)
#: The steps in one process (no pytest-xdist): the same tests in smaller steps.
SERIAL_PLAN = (
    TestStep("tests-namespaces-calls", _NAMESPACE_CALLS, 165.0),
    TestStep("tests-namespaces", (_t("namespaces"),), 200.0,
             ignore=(*_NAMESPACE_CALLS, *DEVICE_TESTS)),
    _DEVICE,
    TestStep("tests-facade-protocols", _FACADE_PROTOCOLS, 120.0),
    TestStep("tests-facade", (_t("facade"),), 130.0, ignore=_FACADE_PROTOCOLS),
    TestStep("tests-autodiff-rng", (_t("autodiff"), _t("rng")), 217.0),
    TestStep("tests-eager", (_t("eager"),), 200.0),
    TestStep("tests-compiled-torch", (_t("compiled"),), 200.0, keyword="torch"),
    TestStep("tests-compiled", (_t("compiled"),), 200.0, keyword="not (torch)"),
    TestStep("tests-interop-cluster-testing", (_t("interop"), _t("cluster"), _t("testing")),
             200.0),
    TestStep("tests-project", (_t("project"),), 200.0),
    TestStep("tests-static-typing", (_t("static_typing"),), 200.0),
    TestStep("tests-tf-elementwise-int", _TF_ELEMENTWISE, 200.0, needs=("tensorflow",),
             why=_NO_TF, keyword="int"),
    TestStep("tests-tf-elementwise", _TF_ELEMENTWISE, 160.0, needs=("tensorflow",),
             why=_NO_TF, keyword="not (int)"),
    TestStep("tests-tf-linalg", _TF_LINALG, 200.0, needs=("tensorflow",), why=_NO_TF),
    TestStep("tests-tf", (_t("tf"),), 200.0, ignore=(*_TF_ELEMENTWISE, *_TF_LINALG),
             needs=("tensorflow",), why=_NO_TF),
)
PLANS = {"parallel": PARALLEL_PLAN, "serial": SERIAL_PLAN}


def test_files(root: Path = ROOT) -> list[str]:
    """Every test file of the project's tests, relative to ``root``."""
    return sorted(p.relative_to(root).as_posix() for p in (root / TESTS).rglob("test_*.py"))


def runs(step: TestStep, path: str) -> bool:
    """Whether ``step`` runs the test file ``path``."""
    def under(p: str, folder: str) -> bool:
        return p == folder or p.startswith(folder.rstrip("/") + "/")
    return (any(under(path, p) for p in step.paths)
            and not any(under(path, i) for i in step.ignore))


def plan_problems(plan: tuple[TestStep, ...], root: Path = ROOT) -> list[str]:
    """What keeps ``plan`` from running every test file exactly once: a file no step runs,
    a file two steps run, a path of the plan that does not exist."""
    problems = [f"{step.name}: {p} does not exist" for step in plan
                for p in (*step.paths, *step.ignore) if not (root / p).exists()]
    for path in test_files(root):
        by = [step for step in plan if runs(step, path)]
        keywords = {step.keyword for step in by}
        halves = len(by) == 2 and any(k and f"not ({k})" in keywords for k in keywords)
        if not ((len(by) == 1 and not by[0].keyword) or halves):
            named = ", ".join(step.name for step in by) if by else "no step"
            problems.append(f"{path}: run by {named}")
    return problems


def gpu_machine_versions() -> dict[str, str]:
    """The distributions this machine has installed of the frameworks and test tools: on a
    GPU machine its own CUDA builds, which may differ from ``constraints.txt``'s pins."""
    wanted = ("numpy", "torch", "jax", "jaxlib", "tensorflow", "cupy", "dask", "pytest",
              "xdist", "hypothesis", "array_api_compat")
    found = importlib.metadata.packages_distributions()
    versions = {}
    for module in wanted:
        for dist in found.get(module, []):
            try:
                versions[dist] = importlib.metadata.version(dist)
            except importlib.metadata.PackageNotFoundError:
                continue
    return dict(sorted(versions.items()))


#: The conformance targets of a backend that has the device: its namespace and its facade.
TARGET_KINDS = ("{}", "facade-{}")
#: The conformance targets a GPU run is expected to have (CUDA builds of PyTorch and JAX);
#: the page shows those without a result file as not run.
GPU_TARGETS = ("torch", "facade-torch", "jax", "facade-jax")


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    env.setdefault("PYTHONUNBUFFERED", "1")
    # JAX takes 75 % of the GPU's memory when it starts; PyTorch shares the tests' process.
    env.setdefault("XLA_PYTHON_CLIENT_PREALLOCATE", "false")
    return env


def shown(cmd: list[str]) -> str:
    """``cmd`` as the result files record it: with no path of the machine that ran it (the
    interpreter as ``python``, the report's temporary file as ``JUNIT``)."""
    parts = ["python" if i == 0 and a == sys.executable else
             ("--junitxml=JUNIT" if a.startswith("--junitxml=") else a)
             for i, a in enumerate(cmd)]
    return shlex.join(parts)


def _run(cmd: list[str], timeout: float, env: dict[str, str] | None = None,
         log: Path | None = None) -> dict[str, Any]:
    """Run ``cmd``; its status, seconds, whether it timed out, and the tail of its output."""
    print(f"\n$ {shlex.join(cmd)}", flush=True)
    start = time.monotonic()
    with tempfile.TemporaryFile("w+") as out:
        # Its own process group: a step cut at its time limit takes its children with it
        # (the conformance runner's pytest).
        proc = subprocess.Popen(cmd, cwd=ROOT, env=env or _env(), stdout=out,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
        try:
            status, timed_out = proc.wait(timeout=timeout), False
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            status, timed_out = None, True
        out.seek(0)
        text = out.read()
    print(text[-4000:], flush=True)
    if log is not None:
        log.write_text(text)
    return {"command": shown(cmd), "status": status, "timed_out": timed_out,
            "seconds": round(time.monotonic() - start, 1), "output_tail": text[-2000:]}


def machine(python: str, with_report: bool = True) -> dict[str, Any]:
    """The GPU and (``with_report``) what every backend sees (``python -m xpagnostic
    --json``)."""
    report: dict[str, Any] = {}
    if with_report:
        proc = subprocess.run([python, "-m", "xpagnostic", "--json"], cwd=ROOT, env=_env(),
                              capture_output=True, text=True, timeout=600, check=False)
        report = json.loads(proc.stdout) if proc.stdout.strip() else {}
    return {"date": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
            "host": platform.node(), "python": platform.python_version(),
            "nvidia_smi": nvidia_smi(), "xpagnostic": report}


def backends_with(device: str) -> dict[str, dict[str, Any]]:
    """Installed backends that have ``device`` here -> what it is (asked in a subprocess)."""
    names = [name for name, row in BACKENDS.items()
             if importlib.util.find_spec(row.distribution_module) is not None]
    code = f"from conformance.device import probe_all; probe_all({names!r}, {device!r})"
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_env(),
                          capture_output=True, text=True, timeout=600, check=False)
    if proc.returncode != 0:
        raise SystemExit(f"gpu_run: cannot look up the device {device!r}:\n{proc.stderr}")
    found: dict[str, dict[str, Any]] = json.loads(proc.stdout.strip().splitlines()[-1])
    return {name: run for name, run in found.items() if "missing" not in run}


def summarise_junit(path: Path) -> dict[str, Any]:
    """Counts per test folder and per backend, the failures and the skip reasons of a pytest
    JUnit XML report."""
    if not path.exists():
        return {"totals": {}, "per_folder": {}, "per_backend": {}, "failures": [],
                "skip_reasons": {}, "host_reads": {}}
    totals: Counter[str] = Counter()
    per_folder: dict[str, Counter[str]] = {}
    per_backend: dict[str, Counter[str]] = {}
    failures = []
    skips: Counter[str] = Counter()
    host_reads = {}
    for case in ET.parse(path).getroot().iter("testcase"):
        for prop in case.iter("property"):
            if prop.get("name") == "host_read":
                host_reads[case.get("name", "")] = prop.get("value", "")
        outcome = "passed"
        message = ""
        for child in case:
            if child.tag in ("failure", "error"):
                outcome = "failed" if child.tag == "failure" else "error"
                message = (child.get("message") or "").splitlines()[0][:300] if \
                    child.get("message") else ""
            elif child.tag == "skipped":
                outcome = "xfailed" if child.get("type") == "pytest.xfail" else "skipped"
                if outcome == "skipped":
                    skips[(child.get("message") or "")[:200]] += 1
        classname = case.get("classname", "")
        name = case.get("name", "")
        parts = classname.split(".")
        folder = parts[1] if parts[0] == "xpagnostic-tests" and len(parts) > 1 else parts[0]
        param = name.partition("[")[2].rstrip("]")
        backend = next((b for b in BACKENDS if b in param.split("-")), "(none)")
        totals[outcome] += 1
        per_folder.setdefault(folder, Counter())[outcome] += 1
        per_backend.setdefault(backend, Counter())[outcome] += 1
        if outcome in ("failed", "error"):
            failures.append({"test": f"{classname}::{name}", "message": message})
    return {"totals": dict(totals),
            "per_folder": {k: dict(v) for k, v in sorted(per_folder.items())},
            "per_backend": {k: dict(v) for k, v in sorted(per_backend.items())},
            "failures": failures, "skip_reasons": dict(skips.most_common(20)),
            "host_reads": host_reads}


def pytest_command(step: TestStep, processes: int, junit: str,
                   pytest_args: list[str]) -> list[str]:
    """The pytest command of ``step`` on ``processes`` pytest-xdist processes (1: none)."""
    n = processes if step.parallel else 1
    return [sys.executable, "-m", "pytest", *step.paths,
            *(f"--ignore={i}" for i in step.ignore),
            *(["-k", step.keyword] if step.keyword else []), "-q", "-p", "no:cacheprovider",
            "-o", "junit_family=xunit1", f"--junitxml={junit}",
            *(["-n", str(n)] if n > 1 else []), *(pytest_args if step.parallel else [])]


def missing(step: TestStep) -> list[str]:
    """The modules ``step`` needs that this machine does not have."""
    return [m for m in step.needs if importlib.util.find_spec(m) is None]


def _test_step(step: TestStep, device: str, args: argparse.Namespace) -> dict[str, Any]:
    """Run ``step`` (or record why it was not run): what ran, its counts and failures."""
    env_vars = dict(step.environment)
    record: dict[str, Any] = {
        "step": step.name, "device": device, "plan": args.plan_name,
        "processes": args.processes if step.parallel else 1, "paths": list(step.paths),
        "ignored": list(step.ignore), "environment": env_vars,
        "estimated_minutes": step.minutes(args.processes)}
    absent = missing(step)
    if absent:
        print(f"\ngpu_run: {step.name} not run: {step.why or 'missing ' + ', '.join(absent)}",
              flush=True)
        return {**record, "ran": False, "ok": True,
                "not_run": step.why or f"needs {', '.join(absent)}, not installed here",
                "missing": absent}
    with tempfile.TemporaryDirectory() as tmp:
        junit = Path(tmp) / "junit.xml"
        env = {**_env(), "XPAGNOSTIC_TEST_DEVICE": device, **env_vars}
        env.pop("XPAGNOSTIC_HYPOTHESIS_PROFILE", None)
        cmd = pytest_command(step, args.processes, str(junit), args.pytest_args)
        result = _run(cmd, args.step_timeout, env)
        summary = summarise_junit(junit)
    ok = result["status"] == 0 and not result["timed_out"]
    return {**record, "ran": True, "ok": ok, **result, **summary}


def _label(path: Path) -> None:
    """Mark the result file ``path`` with the framework versions of the machine that ran it."""
    data = json.loads(path.read_text())
    data["gpu_machine_versions"] = gpu_machine_versions()
    path.write_text(json.dumps(data, indent=1) + "\n")


def run(args: argparse.Namespace) -> int:
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    steps = args.steps
    print(f"gpu_run: steps {', '.join(steps)} on {args.device}; results in {out}", flush=True)
    facts = machine(sys.executable, "machine" in steps)
    stamp = {"date": facts["date"], "nvidia_smi": facts["nvidia_smi"]}
    placed = backends_with(args.device)
    has = list(placed)
    facts["device"] = args.device
    facts["devices"] = placed
    if "machine" in steps:
        (out / "machine.json").write_text(json.dumps(facts, indent=1) + "\n")
    if not has:
        print(f"gpu_run: no installed backend has the device {args.device!r} "
              f"(nvidia-smi: {facts['nvidia_smi'] or 'none'}); nothing was run "
              f"(exit {SKIPPED}: skipped)", file=sys.stderr)
        return SKIPPED
    print(f"gpu_run: {args.device} exists for {', '.join(has)}; "
          f"GPU: {facts['nvidia_smi'] or 'none listed by nvidia-smi'}", flush=True)
    failed = False
    if "conformance" in steps:
        if args.suite is None:
            print("gpu_run: the conformance step needs --suite (or ARRAY_API_TESTS_DIR)",
                  file=sys.stderr)
            return 2
        targets = args.targets or [kind.format(b) for b in has for kind in TARGET_KINDS]
        for target in targets:
            cmd = [sys.executable, "-m", "conformance", "--backend", target,
                   "--suite", str(args.suite), "--device", args.device,
                   "--max-examples", str(args.max_examples), "--out", str(out),
                   *(["--", *args.pytest_args] if args.pytest_args else [])]
            result = _run(cmd, args.conformance_timeout)
            path = out / f"conformance-{target}.json"
            if result["timed_out"] or not path.exists():
                path.write_text(json.dumps({"target": target, "device": {
                    "requested": args.device}, **stamp, "incomplete": result},
                    indent=1) + "\n")
            _label(path)
            failed |= result["status"] != 0
    for step in args.test_steps:
        summary = _test_step(step, args.device, args)
        versions = gpu_machine_versions()
        (out / f"{step.name}.json").write_text(json.dumps(
            {**summary, **stamp, "gpu_machine_versions": versions}, indent=1) + "\n")
        failed |= not summary["ok"]
    if "mix" in steps:
        path = out / "mix.json"
        cmd = [sys.executable, "-m", "benchmarks", "mix", "--device", args.device,
               "--json", str(path)]
        result = _run(cmd, args.step_timeout)
        if path.exists():
            data = json.loads(path.read_text())
            path.write_text(json.dumps({**data, **stamp, "seconds": result["seconds"]},
                                       indent=1) + "\n")
        else:
            path.write_text(json.dumps({"benchmark": "mix", "device": args.device, **stamp,
                                        "incomplete": result}, indent=1) + "\n")
        _label(path)
        failed |= result["status"] != 0 or result["timed_out"]
    print(f"\ngpu_run: done; results in {out}: "
          f"{', '.join(sorted(p.name for p in out.glob('*.json')))}", flush=True)
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python .ci/gpu_run.py", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--device", default="cuda:0",
                        help="the device, one name for every backend (default cuda:0; "
                             "TensorFlow reads it as /GPU:0)")
    parser.add_argument("--suite", type=Path, default=os.environ.get("ARRAY_API_TESTS_DIR"),
                        help="array-api-tests checkout (or ARRAY_API_TESTS_DIR)")
    parser.add_argument("--out", type=Path, default=DEVICE_RESULTS,
                        help=f"folder of the result files (default "
                             f"{DEVICE_RESULTS.relative_to(ROOT)})")
    parser.add_argument("--steps", default=",".join(STEPS),
                        help=f"comma-separated steps of {', '.join(STEPS)}, or single test "
                             "steps by name (tests-namespaces; --plan lists them) "
                             "(default: all)")
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--step-timeout", type=float, default=540.0,
                        help="seconds one test step or the mix may run (default 540)")
    parser.add_argument("--conformance-timeout", type=float, default=420.0,
                        help="seconds one conformance target may run (default 420)")
    parser.add_argument("--processes", type=int,
                        default=PROCESSES if importlib.util.find_spec("xdist") else 1,
                        help=f"pytest-xdist processes of a test step (default {PROCESSES} "
                             "where pytest-xdist is installed, else 1); 1 runs the finer "
                             "one-process plan")
    parser.add_argument("--targets", type=lambda v: [t for t in v.split(",") if t],
                        default=[], help="conformance targets, comma-separated (default: the "
                                         "namespace and the facade of every backend that has "
                                         "the device)")
    parser.add_argument("--plan", "--dry-run", dest="plan", action="store_true",
                        help="print the steps, their commands and estimated minutes, and exit")
    parser.add_argument("pytest_args", nargs="*",
                        help="extra arguments for pytest, in the test steps (not the device "
                             "tests) and in each conformance run (after --)")
    args = parser.parse_args(argv)
    if args.processes > 1 and importlib.util.find_spec("xdist") is None and not args.plan:
        parser.error(f"--processes {args.processes} needs pytest-xdist, not installed here")
    args.plan_name = "parallel" if args.processes > 1 else "serial"
    test_plan = PLANS[args.plan_name]
    by_name = {step.name: step for step in test_plan}
    args.steps = [s.strip() for s in args.steps.split(",") if s.strip()]
    unknown = sorted(set(args.steps) - set(STEPS) - set(by_name))
    if unknown:
        parser.error(f"unknown step(s) {unknown}; of "
                     f"{', '.join(dict.fromkeys((*STEPS, *by_name)))}")
    args.test_steps = [step for step in test_plan if step.name in args.steps
                       or ("device-tests" if step is _DEVICE else "tests") in args.steps]
    problems = plan_problems(test_plan)
    if args.plan:
        for step in args.steps:
            if step not in by_name and step not in ("tests", "device-tests"):
                print(f"{step}: {plan(step, args)}")
        for test_step in args.test_steps:
            print(f"{test_step.name} (about {test_step.minutes(args.processes)} min): "
                  f"{shown_test_command(test_step, args)}"
                  + (f"\n  not run where {', '.join(test_step.needs)} is missing: "
                     f"{test_step.why}" if test_step.needs else ""))
        for problem in problems:
            print(f"not planned exactly once: {problem}", file=sys.stderr)
        return 1 if problems else 0
    if problems:
        print("gpu_run: the test plan does not run every test file exactly once:\n"
              + "\n".join(problems), file=sys.stderr)
        return 2
    return run(args)


def shown_test_command(step: TestStep, args: argparse.Namespace) -> str:
    """The command of a test step as ``--plan`` prints it and its result file records it."""
    variables = {"XPAGNOSTIC_TEST_DEVICE": args.device, **dict(step.environment)}
    return (" ".join(f"{k}={v}" for k, v in variables.items()) + " "
            + shown(pytest_command(step, args.processes, "JUNIT", args.pytest_args)))


def plan(step: str, args: argparse.Namespace) -> str:
    """What ``step`` runs, in words and commands (for --plan and the docs)."""
    d = args.device
    out = args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out
    if step == "machine":
        return "nvidia-smi; python -m xpagnostic --json"
    if step == "conformance":
        targets = args.targets or [k.format(b) for b in BACKENDS for k in TARGET_KINDS]
        return (f"for the targets whose backend has the device, each within "
                f"{args.conformance_timeout:g} s:" + "".join(
                    f"\n  python -m conformance --backend {t} --suite {args.suite} "
                    f"--device {d} --max-examples {args.max_examples} --out {out}"
                    for t in targets))
    return f"python -m benchmarks mix --device {d} --json {out / 'mix.json'}"


if __name__ == "__main__":
    raise SystemExit(main())

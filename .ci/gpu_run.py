"""The GPU run in one command: conformance, the project's tests and the mix on one device.

Usage (from the repository root; no network needed)::

    python .ci/gpu_run.py --suite ARRAY_API_TESTS_DIR [--out docs/gpu] [--device cuda:0]
                          [--steps machine,conformance,tests,device-tests,mix]

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
    ``XPAGNOSTIC_TEST_DEVICE=D python -m pytest`` on the namespace, facade and autodiff tests
    (CuPy's check among them: ``namespaces/test_cupy.py``).
``device-tests``
    the device-rule and placement tests (``namespaces/test_devices.py``,
    ``namespaces/test_placement.py``) on the device with
    ``XPAGNOSTIC_TEST_SYNC_DEBUG=error``: inside the calls they check, a read of a device value
    back to the host raises (``torch.cuda.set_sync_debug_mode("error")``).  It runs in one
    process, without the pytest arguments after ``--``: on an H200 it took about a minute
    alone, and ran past a 200 s limit on 15 pytest-xdist processes.
``mix``
    ``python -m benchmarks mix --device D``: the realistic mix, its 1e6 rows included.

Each step writes one JSON file into ``--out`` (``machine.json``, ``conformance-<target>.json``,
``tests.json``, ``device-tests.json``, ``mix.json``), each marked with the GPU's name and
driver version (``nvidia_smi``); ``python -m docs.generate`` renders the files of
``docs/gpu/`` in ``docs/gpu-verification.md``.  A step that runs out of time is recorded as
such, with what it had done.

Exit status: 0 when every step ran and nothing failed; 1 when a step failed or timed out;
77 when there is no GPU (nothing ran); 2 for a usage error.
"""

from __future__ import annotations

import argparse
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
#: The tests of the ``tests`` step: every test of these folders builds its arrays through the
#: harness, whose device option puts them on the run's device.
TEST_PATHS = ("xpagnostic-tests/namespaces", "xpagnostic-tests/facade",
              "xpagnostic-tests/autodiff")
#: The tests of the ``device-tests`` step: the device rule, and the harness's placement tests,
#: whose calls run inside ``harness.host_sync_checked``.
DEVICE_TESTS = ("xpagnostic-tests/namespaces/test_devices.py",
                "xpagnostic-tests/namespaces/test_placement.py")
#: The conformance targets of a backend that has the device: its namespace and its facade.
TARGET_KINDS = ("{}", "facade-{}")


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


def _pytest_step(name: str, paths: list[str], device: str, args: argparse.Namespace,
                 extra_env: dict[str, str], pytest_args: list[str]) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        junit = Path(tmp) / "junit.xml"
        env = {**_env(), "XPAGNOSTIC_TEST_DEVICE": device, **extra_env}
        env.pop("XPAGNOSTIC_HYPOTHESIS_PROFILE", None)
        cmd = [sys.executable, "-m", "pytest", *paths, "-q", "-p", "no:cacheprovider",
               "-o", "junit_family=xunit1", f"--junitxml={junit}", *pytest_args]
        result = _run(cmd, args.step_timeout, env)
        summary = summarise_junit(junit)
    ok = result["status"] == 0 and not result["timed_out"]
    return {"step": name, "device": device, "paths": paths, "environment": extra_env,
            "ok": ok, **result, **summary}


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
            result = _run(cmd, args.step_timeout)
            path = out / f"conformance-{target}.json"
            if result["timed_out"] or not path.exists():
                path.write_text(json.dumps({"target": target, "device": {
                    "requested": args.device}, **stamp, "incomplete": result},
                    indent=1) + "\n")
            failed |= result["status"] != 0
    if "tests" in steps:
        summary = _pytest_step("tests", args.tests or list(TEST_PATHS), args.device, args, {},
                               args.pytest_args)
        (out / "tests.json").write_text(json.dumps({**summary, **stamp}, indent=1) + "\n")
        failed |= not summary["ok"]
    if "device-tests" in steps:
        summary = _pytest_step("device-tests", list(DEVICE_TESTS), args.device, args,
                               {"XPAGNOSTIC_TEST_SYNC_DEBUG": "error"}, [])
        (out / "device-tests.json").write_text(json.dumps({**summary, **stamp}, indent=1)
                                               + "\n")
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
                        help=f"comma-separated steps of {', '.join(STEPS)} (default: all)")
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--step-timeout", type=float, default=540.0,
                        help="seconds one step (one conformance target) may run (default 540)")
    parser.add_argument("--targets", type=lambda v: [t for t in v.split(",") if t],
                        default=[], help="conformance targets, comma-separated (default: the "
                                         "namespace and the facade of every backend that has "
                                         "the device)")
    parser.add_argument("--tests", action="append", default=[],
                        help=f"test paths of the tests step (default: {' '.join(TEST_PATHS)})")
    parser.add_argument("--dry-run", action="store_true",
                        help="print the steps' commands and exit")
    parser.add_argument("pytest_args", nargs="*",
                        help="extra arguments for pytest, in the tests step and in each "
                             "conformance run (after --: -- -n 8 runs each on 8 processes "
                             "where pytest-xdist is installed)")
    args = parser.parse_args(argv)
    args.steps = [s.strip() for s in args.steps.split(",") if s.strip()]
    unknown = sorted(set(args.steps) - set(STEPS))
    if unknown:
        parser.error(f"unknown step(s) {unknown}; of {', '.join(STEPS)}")
    if args.dry_run:
        for step in args.steps:
            print(f"{step}: {plan(step, args)}")
        return 0
    return run(args)


def plan(step: str, args: argparse.Namespace) -> str:
    """What ``step`` runs, in words and commands (for --dry-run and the docs)."""
    d = args.device
    if step == "machine":
        return "nvidia-smi; python -m xpagnostic --json"
    if step == "conformance":
        targets = args.targets or [k.format(b) for b in BACKENDS for k in TARGET_KINDS]
        return "for the targets whose backend has the device:" + "".join(
            f"\n  python -m conformance --backend {t} --suite {args.suite} --device {d} "
            f"--max-examples {args.max_examples} --out {args.out}" for t in targets)
    if step == "tests":
        return (f"XPAGNOSTIC_TEST_DEVICE={d} python -m pytest "
                f"{' '.join(args.tests or TEST_PATHS)}")
    if step == "device-tests":
        return (f"XPAGNOSTIC_TEST_DEVICE={d} XPAGNOSTIC_TEST_SYNC_DEBUG=error python -m pytest "
                f"{' '.join(DEVICE_TESTS)}")
    return f"python -m benchmarks mix --device {d} --json {args.out / 'mix.json'}"


if __name__ == "__main__":
    raise SystemExit(main())

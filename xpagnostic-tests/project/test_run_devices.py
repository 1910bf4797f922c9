"""The run tools on a named device, exercised on the CPU: device names, ``python -m
xpagnostic``'s accelerators, ``python -m conformance --device``, ``XPAGNOSTIC_TEST_DEVICE``,
``python -m benchmarks --device``, ``.ci/gpu_run.py`` and the GPU page of the docs.

No test assumes a GPU, nor its absence: the "no such device" cases ask for ``cuda:7``.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import harness
import numpy as np
import pytest

from xpagnostic import _accelerators
from xpagnostic._accelerators import Accelerator, DeviceNotFound, parse, resolve
from xpagnostic._backends import BACKENDS

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from conformance import device as run_device  # noqa: E402
from conformance import runner  # noqa: E402

INSTALLED = [name for name, row in BACKENDS.items()
             if importlib.util.find_spec(row.distribution_module) is not None]
MISSING = "cuda:7"


def _gpu_run() -> ModuleType:
    from docs._gpu import run_script

    return run_script()


# --------------------------------------------------------------------------- device names


@pytest.mark.parametrize(("name", "expected"), [
    ("cpu", ("cpu", 0)), ("cpu:1", ("cpu", 1)), ("cuda:0", ("gpu", 0)), ("cuda", ("gpu", 0)),
    ("gpu:2", ("gpu", 2)), ("rocm:1", ("gpu", 1)), ("/GPU:0", ("gpu", 0)),
    ("/device:CPU:3", ("cpu", 3)), ("GPU:1", ("gpu", 1)), ("mps", ("mps", 0)),
    ("meta", ("meta", 0)), (" tpu:4 ", ("tpu", 4)),
])
def test_one_device_name_for_every_framework(name: str, expected: tuple[str, int]) -> None:
    assert parse(name) == expected


@pytest.mark.parametrize("name", ["", "cuda-0", "gpu:x", "cuda:0:1", "/job:localhost"])
def test_a_name_that_is_no_device_name_is_refused(name: str) -> None:
    with pytest.raises(ValueError, match="not of the form KIND or KIND:INDEX"):
        parse(name)


@pytest.mark.parametrize("backend", INSTALLED)
def test_the_host_resolves_and_a_missing_device_lists_those_that_exist(backend: str) -> None:
    host = resolve(backend, "cpu")
    assert "cpu" in str(host).lower()
    with pytest.raises(DeviceNotFound) as info:
        resolve(backend, MISSING)
    message = str(info.value)
    assert f"device {MISSING!r} does not exist for {backend}" in message
    existing = _accelerators.devices(backend)
    assert existing and all(d in message for d in existing)
    assert isinstance(info.value, LookupError)


def test_framework_device_objects() -> None:
    if "torch" in INSTALLED:
        import torch

        assert resolve("torch", "meta") == torch.device("meta")
        assert resolve("torch", "cpu") == torch.device("cpu")
    if "jax" in INSTALLED:
        import jax

        assert resolve("jax", "cpu") == jax.devices("cpu")[0]
    if "tensorflow" in INSTALLED:
        assert resolve("tensorflow", "/device:CPU:0") == "/CPU:0"
    assert resolve("numpy", "cpu:0") == "cpu"


@pytest.mark.parametrize("backend", INSTALLED)
def test_accelerators_or_why_there_are_none(backend: str) -> None:
    found = _accelerators.accelerators(backend)
    assert all(isinstance(a, Accelerator) and a.device and a.kind for a in found)
    if not found:
        reason = _accelerators.none_reason(backend)
        assert len(reason) > 15, reason
    if backend == "torch":
        import torch

        if torch.version.cuda is None and torch.version.hip is None:
            assert "CPU build" in _accelerators.none_reason("torch")


# --------------------------------------------------------------------------- python -m xpagnostic


def test_the_report_shows_an_accelerator(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    from xpagnostic.__main__ import main

    fake = Accelerator("cuda:0", "cuda", "Test GPU 9000", 3 * 2**30)
    monkeypatch.setattr(_accelerators.HostDevices, "accelerators", staticmethod(lambda: [fake]))
    assert main(["--backend", "numpy"]) == 0
    out = capsys.readouterr().out
    assert "accelerator: cuda:0  Test GPU 9000, 3.0 GiB" in out
    assert "No accelerator found" not in out
    assert main(["--json", "--backend", "numpy"]) == 0
    info = json.loads(capsys.readouterr().out)["backends"]["numpy"]
    assert info["accelerators"] == [{"device": "cuda:0", "kind": "cuda", "name": "Test GPU 9000",
                                     "memory_bytes": 3 * 2**30}]
    assert "accelerators_note" not in info


def test_the_report_says_when_there_is_none(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    from xpagnostic.__main__ import main

    monkeypatch.setattr(_accelerators, "cupy_accelerators", lambda: None)
    assert main(["--backend", "numpy"]) == 0
    out = capsys.readouterr().out
    assert "accelerators: none; it computes on the host's CPU" in out
    assert "No accelerator found: every backend listed computes on the host's CPU" in out
    assert main(["--json", "--backend", "numpy"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["backends"]["numpy"]["accelerators"] == []
    assert data["backends"]["numpy"]["accelerators_note"] == "it computes on the host's CPU"
    assert data["other_libraries"]["cupy"]["installed"] is False
    assert isinstance(data["nvidia_smi"], list)


# --------------------------------------------------------------------------- conformance --device


def test_host_devices_flag() -> None:
    flag = "--xla_force_host_platform_device_count"
    assert run_device.host_devices_flag("cpu:1") == f"{flag}=2"
    assert run_device.host_devices_flag("cpu:3", "--xla_x=1") == f"--xla_x=1 {flag}=4"
    assert run_device.host_devices_flag("cpu:1", f"{flag}=8") is None
    assert run_device.host_devices_flag("cpu") is None
    assert run_device.host_devices_flag("cuda:1") is None


def test_conformance_refuses_a_device_for_a_library_outside_the_table(
        capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        runner.main(["--backend", "strict", "--device", "cpu"])
    assert info.value.code == 2
    assert "target strict tests a library outside the backend table" in capsys.readouterr().err


@pytest.mark.skipif("jax" not in INSTALLED, reason="JAX is not installed")
def test_conformance_device_lookup(capsys: pytest.CaptureFixture[str]) -> None:
    # What `python -m conformance --device` does before the suite: a missing device is a
    # skip (None, then exit 77), cpu:1 of JAX gets its host devices and the plugin's variable.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("XLA_FLAGS", None)
    assert runner._device_env(runner.TARGETS["jax"], MISSING, dict(env)) is None
    err = capsys.readouterr().err
    assert f"device {MISSING!r} does not exist for jax" in err
    assert f"exit {run_device.SKIPPED} (skipped, not failed)" in err
    found = runner._device_env(runner.TARGETS["facade-jax"], "cpu:1", env)
    assert found is not None and found["device"] == "cpu:1" and found["accelerator"] is None
    assert env[run_device.ENV] == "jax=cpu:1"
    assert env["XLA_FLAGS"] == "--xla_force_host_platform_device_count=2"


# --------------------------------------------------------------------------- XPAGNOSTIC_TEST_DEVICE


def test_requested_devices(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(harness.DEVICE_ENV, "cuda:0")
    assert harness.requested_devices(["torch", "jax"]) == {"torch": "cuda:0", "jax": "cuda:0"}
    monkeypatch.setenv(harness.DEVICE_ENV, "torch=cuda:1, jax=gpu:0")
    assert harness.requested_devices(["torch", "jax", "numpy"]) == {"torch": "cuda:1",
                                                                     "jax": "gpu:0"}
    monkeypatch.setenv(harness.DEVICE_ENV, "torch=cuda:1,cupy=cuda:0")
    with pytest.raises(ValueError, match="BACKEND one of numpy, torch"):
        harness.requested_devices(["torch"])
    monkeypatch.delenv(harness.DEVICE_ENV)
    assert harness.requested_devices(["torch"]) == {}


def test_a_device_no_backend_has_stops_the_run_as_skipped(
        monkeypatch: pytest.MonkeyPatch) -> None:
    conftest = importlib.import_module("conftest")
    monkeypatch.setenv(harness.DEVICE_ENV, MISSING)
    monkeypatch.setattr(harness, "TEST_DEVICES", {})
    monkeypatch.setattr(harness, "MISSING_DEVICES", {})
    with pytest.raises(pytest.exit.Exception) as info:
        conftest.pytest_configure(None)
    assert info.value.returncode == run_device.SKIPPED
    assert f"no installed backend has the device {MISSING}" in str(info.value)
    assert set(harness.MISSING_DEVICES) == set(conftest.BACKENDS)


def test_the_tests_run_on_a_simulated_second_host_device(tmp_path: Path) -> None:
    """The harness's placement tests in a subprocess with XPAGNOSTIC_TEST_DEVICE=cpu:1: JAX
    and TensorFlow make a second host device, the others have none and are skipped; the
    JUnit report is summarised as the GPU run summarises it."""
    if not {"jax", "tensorflow"} & set(INSTALLED):
        pytest.skip("neither JAX nor TensorFlow is installed")
    junit = tmp_path / "junit.xml"
    env = {**os.environ, harness.DEVICE_ENV: "cpu:1", "PYTHONPATH": str(ROOT)}
    env.pop("XLA_FLAGS", None)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "xpagnostic-tests/namespaces/test_placement.py",
         "-p", "no:cacheprovider", "-q", "-o", "junit_family=xunit1", f"--junitxml={junit}"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    summary = _gpu_run().summarise_junit(junit)
    simulated = {"jax", "tensorflow"} & set(INSTALLED)
    for backend in INSTALLED:
        counts = summary["per_backend"][backend]
        if backend in simulated:
            assert counts == {"passed": 2}, (backend, counts)
        else:
            assert counts == {"skipped": 2}, (backend, counts)
            assert any(f"does not exist for {backend}" in r for r in summary["skip_reasons"])
    assert summary["failures"] == []


# --------------------------------------------------------------------------- benchmarks --device


def test_benchmarks_skip_a_missing_device(capsys: pytest.CaptureFixture[str]) -> None:
    from benchmarks.__main__ import main

    assert main(["--device", MISSING, "--no-write"]) == 77
    assert f"no installed backend has the device {MISSING!r}" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        main(["namespace", "--device", "cpu"])
    assert info.value.code == 2


@pytest.mark.skipif("torch" not in INSTALLED, reason="PyTorch is not installed")
def test_benchmarks_place_arrays_and_wait_for_the_device() -> None:
    from benchmarks import bench_mix

    (meta,) = bench_mix._backends("meta")  # only PyTorch has it
    assert meta.name == "torch"
    assert meta.asarray(np.ones(3, dtype=np.float32)).device.type == "meta"
    assert meta.sync is not None  # not the host: each timing block waits for the device
    calls = []
    ours, _ = bench_mix.measure(lambda: 1, lambda: 2, None, rounds=2, repeats=2,
                                sync=lambda: calls.append(1))
    assert len(ours) == 2 and len(calls) >= 8  # every block of both variants, each round
    host = {b.name: b for b in bench_mix._backends("cpu")}
    assert set(host) == {n for n in INSTALLED if n in bench_mix._NATIVE}
    assert all(b.sync is None for b in host.values())


@pytest.mark.skipif("torch" not in INSTALLED, reason="PyTorch is not installed")
def test_the_mix_on_a_device_writes_its_rows_with_the_device(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from benchmarks import __main__ as bench_main
    from benchmarks import bench_mix

    for name, value in (("ROUNDS", 1), ("REPEATS", 1), ("LARGE_ROUNDS", 1),
                        ("LARGE_REPEATS", 1), ("LARGE", 1000), ("BLOCK_S", 1e-5)):
        monkeypatch.setattr(bench_mix, name, value)
    monkeypatch.setattr(bench_mix, "_NATIVE", {"torch": bench_mix._NATIVE["torch"]})
    # The compiled steps with Dynamo alone (no code generation), as the compile tests do.
    import dataclasses

    import torch

    from benchmarks import bench_compiled

    eager = dataclasses.replace(bench_compiled._torch(),
                                compile=lambda f: torch.compile(f, backend="eager"))
    monkeypatch.setattr(bench_compiled, "_compilers", lambda: [eager])
    path = tmp_path / "mix.json"
    assert bench_main._run_mix(False, path, "cpu") == 0
    data = json.loads(path.read_text())
    assert data["device"] == "cpu" and data["devices"]["torch"]["device"] == "cpu"
    assert isinstance(data["nvidia_smi"], list)
    cases = {r["case"] for r in data["rows"]}
    assert {"add (1e6)", "floor_divide", "Tensor.sum() (1e6)"} <= cases
    assert all(r["backend"] == "torch" and r["ratio_median"] > 0 for r in data["rows"])
    compiled = {r["case"] for r in data["rows"] if r["suite"] == "compiled"}
    assert compiled == {"logistic regression 512x16: value_and_grad step",
                        "MLP 16-32-1: value_and_grad step"}  # no compile times on a device


_NATIVE_SCOPE_CHECK = """
import numpy as np
from conformance import device as run_device
run = run_device.find_device("tensorflow", "cpu:1")
import tensorflow as tf
x = run_device.to_device("tensorflow", tf.constant(np.ones(3, np.float32)), run.device)
outside = x - 0.5 * x
with run_device.native_scope("tensorflow", run.device):
    inside = x - 0.5 * x
print(outside.device.rsplit(":", 1)[-1], inside.device.rsplit(":", 1)[-1], float(inside[0]))
"""


@pytest.mark.skipif("tensorflow" not in INSTALLED, reason="TensorFlow is not installed")
def test_native_code_on_a_device_runs_in_the_frameworks_scope() -> None:
    """TensorFlow's operators put their result on the default device whatever their
    operands' device; the mix runs its native code for another device in ``tf.device``, as a
    TensorFlow user does (its gradient-descent rows failed on ``cpu:1`` without it: the
    native step moved the weights to CPU:0, and the device rule refused the mix)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", _NATIVE_SCOPE_CHECK], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    outside, inside, value = done.stdout.split()
    assert (outside, inside, float(value)) == ("0", "1", 0.5)


# ------------------------------------------------------------------ the GPU run and its page


def test_gpu_run_plan_and_skip(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                               capsys: pytest.CaptureFixture[str]) -> None:
    gpu_run = _gpu_run()
    assert gpu_run.main(["--plan", "--suite", "SUITE", "--targets", "torch,facade-jax",
                         "--processes", "1"]) == 0
    plan = capsys.readouterr().out
    assert "python -m conformance --backend facade-jax --suite SUITE --device cuda:0" in plan
    assert "each within 420 s" in plan
    assert ("device-tests (about 2.7 min): XPAGNOSTIC_TEST_DEVICE=cuda:0 "
            "XPAGNOSTIC_TEST_SYNC_DEBUG=error python -m pytest "
            "xpagnostic-tests/namespaces/test_devices.py "
            "xpagnostic-tests/namespaces/test_placement.py -q") in plan
    assert "python -m benchmarks mix --device cuda:0" in plan
    assert "not run where tensorflow is missing" in plan
    monkeypatch.setattr(gpu_run, "machine", lambda python, with_report=True: {
        "date": "today", "nvidia_smi": [], "xpagnostic": {}})
    monkeypatch.setattr(gpu_run, "backends_with", lambda device: {})
    assert gpu_run.main(["--out", str(tmp_path), "--steps", "machine,tests"]) == 77
    assert "no installed backend has the device 'cuda:0'" in capsys.readouterr().err
    assert json.loads((tmp_path / "machine.json").read_text())["devices"] == {}
    with pytest.raises(SystemExit):
        gpu_run.main(["--steps", "machine,warp"])


@pytest.mark.parametrize("plan", ["parallel", "serial"])
def test_the_test_plan_runs_every_test_file_exactly_once(plan: str, tmp_path: Path) -> None:
    """Every test file of every folder in one step; a new folder no step names, or a file
    two steps run, is reported (and stops the run)."""
    gpu_run = _gpu_run()
    steps = gpu_run.PLANS[plan]
    assert gpu_run.plan_problems(steps) == []
    files = gpu_run.test_files()
    folders = {Path(f).parts[1] for f in files}
    assert {"namespaces", "facade", "autodiff", "rng", "tf", "project"} <= folders
    assert {f for f in files if any(gpu_run.runs(s, f) for s in steps)} == set(files)
    for f in [*files, "xpagnostic-tests/newfolder/test_new.py"]:
        (tmp_path / f).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / f).write_text("")
    assert gpu_run.plan_problems(steps, tmp_path) == [
        "xpagnostic-tests/newfolder/test_new.py: run by no step"]
    doubled = (*steps, gpu_run.TestStep("tests-again", ("xpagnostic-tests/rng",), 1.0))
    assert "xpagnostic-tests/rng/test_streams.py: run by " in "\n".join(
        gpu_run.plan_problems(doubled))
    # A file split by -k runs in the two halves of one expression, and in nothing else.
    halves = [s for s in steps if s.keyword]
    if halves:
        kept = tuple(s for s in steps if s is not halves[0])
        assert any(p.endswith(f": run by {halves[1].name}") or
                   f"run by {halves[1].name}" in p for p in gpu_run.plan_problems(kept))
    # The device tests run in their own step only, with host reads raising.
    assert [s.name for s in steps if any(gpu_run.runs(s, f) for f in gpu_run.DEVICE_TESTS)] \
        == ["device-tests"]


@pytest.mark.parametrize(("plan", "processes"), [("parallel", 15), ("serial", 1)])
def test_every_step_fits_a_ten_minute_command(plan: str, processes: int) -> None:
    gpu_run = _gpu_run()
    minutes = {s.name: s.minutes(processes) for s in gpu_run.PLANS[plan]}
    assert all(0 < m <= 8.0 for m in minutes.values()), minutes
    # The estimate: start-up plus the CPU host's one-process seconds, twice as slow on the
    # GPU machine, shared by the processes.
    step = gpu_run.TestStep("x", ("xpagnostic-tests/rng",), 450.0)
    assert step.minutes(15) == round((40 + 2 * 450 / 15) / 60, 1) == 1.7
    assert step.minutes(1) == round((40 + 900) / 60, 1)


def test_the_commands_of_the_test_steps() -> None:
    gpu_run = _gpu_run()
    by = {s.name: s for s in gpu_run.PARALLEL_PLAN}
    rest = gpu_run.pytest_command(by["tests-namespaces"], 15, "J", ["-x"])
    assert rest[:4] == [sys.executable, "-m", "pytest", "xpagnostic-tests/namespaces"]
    assert "--ignore=xpagnostic-tests/namespaces/test_devices.py" in rest
    assert "--ignore=xpagnostic-tests/namespaces/test_placement.py" in rest
    assert rest[-3:] == ["-n", "15", "-x"] and "--junitxml=J" in rest
    # The device tests: one process, no extra arguments, host reads raising.
    device = gpu_run.pytest_command(by["device-tests"], 15, "J", ["-x"])
    assert "-n" not in device and "-x" not in device
    assert dict(by["device-tests"].environment) == {"XPAGNOSTIC_TEST_SYNC_DEBUG": "error"}
    # Without pytest-xdist: one process, no -n; a file split in two by a -k expression.
    assert "-n" not in gpu_run.pytest_command(by["tests-namespaces"], 1, "J", [])
    serial = {s.name: s for s in gpu_run.SERIAL_PLAN}
    torch_part = gpu_run.pytest_command(serial["tests-compiled-torch"], 1, "J", [])
    rest = gpu_run.pytest_command(serial["tests-compiled"], 1, "J", [])
    assert torch_part[torch_part.index("-k") + 1] == "torch"
    assert rest[rest.index("-k") + 1] == "not (torch)"


def _fake_args(processes: int) -> object:
    import argparse

    return argparse.Namespace(processes=processes, plan_name="serial", step_timeout=5.0,
                              pytest_args=[])


def test_a_step_needing_a_missing_framework_is_recorded_as_not_run(
        monkeypatch: pytest.MonkeyPatch) -> None:
    gpu_run = _gpu_run()
    monkeypatch.setattr(gpu_run, "_run", lambda *a, **k: pytest.fail("ran"))
    step = gpu_run.TestStep("tests-x", ("xpagnostic-tests/tf",), 60.0,
                            needs=("no_such_module_here",), why="needs the missing module")
    record = gpu_run._test_step(step, "cuda:0", _fake_args(1))
    assert record["ran"] is False and record["ok"] is True
    assert record["not_run"] == "needs the missing module"
    assert record["missing"] == ["no_such_module_here"]
    assert "totals" not in record and record["paths"] == ["xpagnostic-tests/tf"]


def test_the_result_file_of_a_test_step(monkeypatch: pytest.MonkeyPatch,
                                         tmp_path: Path) -> None:
    """A test step's file: what ran (paths, files left to other steps, variables, processes,
    the command with no machine path), its counts from pytest's report, and the framework
    versions labelled as the machine's own."""
    gpu_run = _gpu_run()
    junit = ("<testsuites><testsuite>"
             "<testcase classname='xpagnostic-tests.rng.test_a' name='test_p[torch]'/>"
             "<testcase classname='xpagnostic-tests.rng.test_a' name='test_q[jax]'>"
             "<failure message='bad value'/></testcase>"
             "<testcase classname='xpagnostic-tests.rng.test_a' name='test_r[numpy]'>"
             "<skipped type='pytest.skip' message='no GPU for numpy'/></testcase>"
             "<testcase classname='xpagnostic-tests.rng.test_a' name='test_s[jax]'>"
             "<skipped type='pytest.xfail' message='known'/></testcase>"
             "</testsuite></testsuites>")
    seen: list[tuple[list[str], dict[str, str]]] = []

    def fake_run(cmd: list[str], timeout: float, env: dict[str, str] | None = None,
                 log: Path | None = None) -> dict[str, object]:
        assert env is not None
        seen.append((cmd, env))
        Path(next(a for a in cmd if a.startswith("--junitxml="))
             .partition("=")[2]).write_text(junit)
        return {"command": gpu_run.shown(cmd), "status": 1, "timed_out": False,
                "seconds": 3.0, "output_tail": ""}

    monkeypatch.setattr(gpu_run, "_run", fake_run)
    monkeypatch.setattr(gpu_run, "machine", lambda python, with_report=True: {
        "date": "today", "nvidia_smi": [{"name": "G", "driver": "1", "memory": "1 MiB"}],
        "xpagnostic": {}})
    monkeypatch.setattr(gpu_run, "backends_with", lambda device: {"torch": {}})
    assert gpu_run.main(["--out", str(tmp_path), "--processes", "1",
                         "--steps", "tests-eager"]) == 1
    (cmd, env), = seen
    assert env["XPAGNOSTIC_TEST_DEVICE"] == "cuda:0" and "-n" not in cmd
    data = json.loads((tmp_path / "tests-eager.json").read_text())
    assert data["command"] == ("python -m pytest xpagnostic-tests/eager -q -p no:cacheprovider "
                               "-o junit_family=xunit1 --junitxml=JUNIT")
    assert str(ROOT) not in json.dumps(data)
    assert (data["step"], data["plan"], data["processes"], data["ran"], data["ok"]) == (
        "tests-eager", "serial", 1, True, False)
    assert data["paths"] == ["xpagnostic-tests/eager"] and data["ignored"] == []
    assert data["totals"] == {"passed": 1, "failed": 1, "skipped": 1, "xfailed": 1}
    assert data["per_folder"] == {"rng": {"passed": 1, "failed": 1, "skipped": 1,
                                          "xfailed": 1}}
    assert data["skip_reasons"] == {"no GPU for numpy": 1}
    assert data["failures"] == [{"test": "xpagnostic-tests.rng.test_a::test_q[jax]",
                                 "message": "bad value"}]
    assert data["gpu_machine_versions"]["numpy"] == np.__version__
    assert data["nvidia_smi"][0]["name"] == "G" and data["estimated_minutes"] > 0
    assert sorted(p.name for p in tmp_path.glob("*.json")) == ["tests-eager.json"]


def _fake_results(folder: Path) -> None:
    gpu = [{"name": "Test GPU 9000", "driver": "999.1", "memory": "81559 MiB"}]
    stamp = {"date": "2026-01-01 00:00 UTC", "nvidia_smi": gpu}
    (folder / "machine.json").write_text(json.dumps({**stamp, "xpagnostic": {"backends": {
        "torch": {"installed": True, "version": "9.9",
                  "accelerators": [{"device": "cuda:0"}]}}}}))
    (folder / "conformance-torch.json").write_text(json.dumps({
        "target": "torch", "totals": {"passed": 1300, "failed": 2, "xfailed": 22},
        "failed": ["array_api_tests/test_x.py::test_y"], "seconds": 61.0, "max_examples": 20,
        "device": {"device": "cuda:0", "nvidia_smi": gpu}}))
    (folder / "conformance-jax.json").write_text(json.dumps({
        "target": "jax", "device": {"requested": "cuda:0"}, **stamp,
        "incomplete": {"timed_out": True}}))
    (folder / "tests-namespaces.json").write_text(json.dumps({
        "step": "tests-namespaces", "plan": "parallel", "processes": 15, "device": "cuda:0",
        "environment": {}, "seconds": 300.0, "ran": True,
        "paths": ["xpagnostic-tests/namespaces"],
        "ignored": ["xpagnostic-tests/namespaces/test_devices.py"],
        "totals": {"passed": 5000, "failed": 1, "skipped": 40},
        "skip_reasons": {"no GPU for numpy": 40},
        "failures": [{"test": "namespaces.test_x::test_z[torch]", "message": "boom | x"}],
        **stamp}))
    (folder / "tests-tf.json").write_text(json.dumps({
        "step": "tests-tf", "plan": "parallel", "processes": 15, "device": "cuda:0",
        "environment": {}, "ran": False, "paths": ["xpagnostic-tests/tf"], "ignored": [],
        "not_run": "TensorFlow is not installed", **stamp}))
    (folder / "mix.json").write_text(json.dumps({"device": "cuda:0", **stamp, "rows": [
        {"case": "add (1e6)", "backend": "torch", "ratio_median": 1.01, "ratio_min": 0.99,
         "peer": "array-api-compat", "peer_ratio_median": 1.02},
        {"case": "tanh (1e6)", "backend": "torch", "ratio_median": 3.71, "ratio_min": 3.6},
        {"case": "add (10)", "backend": "torch", "ratio_median": 1.9, "ratio_min": 1.8}]}))


def test_the_gpu_page_renders_the_results(tmp_path: Path) -> None:
    from docs import generate

    assert generate.gpu_results(tmp_path, {}).startswith("Not yet run on a GPU")
    _fake_results(tmp_path)
    cpu = {"torch": {"totals": {"passed": 1338, "failed": 0}}}
    page = generate.gpu_results(tmp_path, cpu)
    assert "Run on 1 \u00d7 Test GPU 9000, NVIDIA driver 999.1, 2026-01-01 00:00 UTC." in page
    assert "| `torch` | cuda:0 | 1300 | 2 | 22 | 0 | 61.0 | 1338 / 0 |" in page
    assert "| `jax` | cuda:0 | timed out |" in page
    assert "`array_api_tests/test_x.py::test_y`" in page
    # Each row says what ran: the test step's paths, the conformance run's options.
    assert ("| tests-namespaces | cuda:0 | 5000 | 1 | 0 | 40 | 0 | 300.0 | "
            "`xpagnostic-tests/namespaces` without "
            "`xpagnostic-tests/namespaces/test_devices.py`; 15 processes |") in page
    assert "- tests-namespaces: no GPU for numpy (40)" in page
    # Every other step of the plan: not run, with no count; TensorFlow's with its reason.
    assert ("| tests-tf | cuda:0 | not run: TensorFlow is not installed | | | | | | "
            "`xpagnostic-tests/tf` |") in page
    assert ("| tests-facade-autodiff | \u2013 | not run: no result file | | | | | | "
            "`xpagnostic-tests/facade`, `xpagnostic-tests/autodiff` |") in page
    assert ("| device-tests (host reads raise) | \u2013 | not run: no result file |"
            in page)
    # The plan's steps with no file (all but two), and facade-torch and facade-jax.
    assert page.count("not run: no result file") == (len(_gpu_run().PARALLEL_PLAN) - 2) + 2
    # The expected conformance targets without a result file: not run.
    assert "| `facade-torch` | \u2013 | not run: no result file | | | | | \u2013 |" in page
    assert "`--backend torch --device cuda:0 --max-examples 20`; every file" in page
    assert "boom \\| x" in page
    # A 1e6 row within the target is met; one past it is marked missed beside its figure.
    assert ("| add (1e6) | torch | 1.01 | 0.99 | \u2264 1.05: met | array-api-compat "
            "| 1.02 |") in page
    assert ("| tanh (1e6) | torch | 3.71 | 3.60 | \u2264 1.05: **missed** | \u2013 "
            "| \u2013 |") in page
    assert "| add (10) | torch | 1.90 | 1.80 | \u2013 | \u2013 | \u2013 |" in page
    assert "torch 9.9: cuda:0" in page
    assert "installed on the GPU machine" in page and "not the versions `constraints.txt`" in page


def test_the_gpu_page_is_in_sync_with_docs_gpu() -> None:
    from docs import generate

    text = (ROOT / "docs" / "gpu-verification.md").read_text()
    assert generate.gpu_results() in text
    assert "<!-- generated: gpu-results -->" in text

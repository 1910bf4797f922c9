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
    spec = importlib.util.spec_from_file_location("gpu_run", ROOT / ".ci" / "gpu_run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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
    assert gpu_run.main(["--dry-run", "--suite", "SUITE", "--targets", "torch,facade-jax"]) == 0
    plan = capsys.readouterr().out
    assert "python -m conformance --backend facade-jax --suite SUITE --device cuda:0" in plan
    assert "XPAGNOSTIC_TEST_DEVICE=cuda:0 XPAGNOSTIC_TEST_SYNC_DEBUG=error" in plan
    assert "python -m benchmarks mix --device cuda:0" in plan
    monkeypatch.setattr(gpu_run, "machine", lambda python, with_report=True: {
        "date": "today", "nvidia_smi": [], "xpagnostic": {}})
    monkeypatch.setattr(gpu_run, "backends_with", lambda device: {})
    assert gpu_run.main(["--out", str(tmp_path), "--steps", "machine,tests"]) == 77
    assert "no installed backend has the device 'cuda:0'" in capsys.readouterr().err
    assert json.loads((tmp_path / "machine.json").read_text())["devices"] == {}
    with pytest.raises(SystemExit):
        gpu_run.main(["--steps", "machine,warp"])


def test_gpu_run_passes_pytest_arguments_to_the_tests_step_only(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The arguments after ``--`` (``-n 15``) reach the tests step; the device tests run in
    one process (they ran past their limit on 15 pytest-xdist processes)."""
    gpu_run = _gpu_run()
    commands: list[list[str]] = []
    monkeypatch.setattr(gpu_run, "machine", lambda python, with_report=True: {
        "date": "today", "nvidia_smi": [], "xpagnostic": {}})
    monkeypatch.setattr(gpu_run, "backends_with", lambda device: {"torch": {}})
    monkeypatch.setattr(gpu_run, "_run", lambda cmd, timeout, env=None, log=None: (
        commands.append(cmd) or {"status": 0, "timed_out": False, "seconds": 0.0}))
    assert gpu_run.main(["--out", str(tmp_path), "--steps", "tests,device-tests",
                         "--", "-n", "15"]) == 0
    tests, device_tests = commands
    assert tests[-2:] == ["-n", "15"] and "xpagnostic-tests/namespaces" in tests
    assert "-n" not in device_tests
    assert "xpagnostic-tests/namespaces/test_devices.py" in device_tests


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
    (folder / "tests.json").write_text(json.dumps({
        "step": "tests", "device": "cuda:0", "environment": {}, "seconds": 300.0,
        "paths": ["xpagnostic-tests/namespaces/test_cupy.py"],
        "totals": {"passed": 5000, "failed": 1, "skipped": 40},
        "failures": [{"test": "namespaces.test_x::test_z[torch]", "message": "boom | x"}],
        **stamp}))
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
    assert ("| tests | cuda:0 | 5000 | 1 | 0 | 40 | 0 | 300.0 | "
            "`xpagnostic-tests/namespaces/test_cupy.py` |") in page
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

"""Outputs stay on their inputs' device: every function of the standard, every facade
operator and every autodiff transform, called on a device other than the framework's
default.

The machine has no GPU, so the second device is one any machine has: PyTorch's ``meta``
device (no data: a read of a value to the host raises), JAX's fourth host device and
TensorFlow's second logical CPU, each made in a fresh process (``device_checks.py``; the
three start together, a core each).  The case list is the compiled-code tests' one
(``compiled/cases.py``), generated from the standard's names, so a function cannot be
missed; each case is reported here as its own test.  With ``XPAGNOSTIC_TEST_DEVICE`` (the
GPU run, ``docs/gpu-verification.md``) the checks run on that device for the backends that
have it, and ``XPAGNOSTIC_TEST_SYNC_DEBUG=error`` makes a read of a device value back to the
host raise inside each call they check.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import harness
import numpy as np
import pytest
from compiled.cases import CASES, DATA_DEPENDENT, OPERATORS, standard_paths

_SCRIPT = Path(__file__).with_name("device_checks.py")
_BACKENDS = ("torch", "jax", "tensorflow")
_RESULTS: dict[str, dict[str, Any]] = {}
_RUNNING: dict[str, subprocess.Popen[str]] = {}


def _installed(backend: str) -> bool:
    return importlib.util.find_spec(backend) is not None


def _results(backend: str) -> dict[str, Any]:
    if backend not in _RESULTS:
        if not _RUNNING:
            for b in _BACKENDS:
                if _installed(b):
                    run = harness.run_device(b)  # the run's device, if it names one
                    device = [] if run is None else [run.requested]
                    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
                    if run is None and b == "jax":  # four host devices, the last one checked
                        env.update({"JAX_PLATFORMS": "cpu",
                                    "XLA_FLAGS": "--xla_force_host_platform_device_count=4"})
                    _RUNNING[b] = subprocess.Popen(
                        [sys.executable, str(_SCRIPT), b, *device], env=env,
                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        out, err = _RUNNING[backend].communicate(timeout=900)
        assert _RUNNING[backend].returncode == 0, err[-4000:]
        result = json.loads(out)
        assert "crashed" not in result, result.get("crashed")
        _RESULTS[backend] = result
    return _RESULTS[backend]


def _keys() -> list[str]:
    """Every case the checks run, named as they report it (the standard's names, the
    facade's operators and the autodiff transforms)."""
    from namespaces.device_checks import EXTRA, FACADE_EXTRA, TRANSFORMS

    return ([f"namespace:{p}" for p in standard_paths()]
            + [f"namespace:{k}" for k in EXTRA]
            + [f"facade:{k}" for k in {**OPERATORS, **FACADE_EXTRA}]
            + [f"autodiff:xp.autodiff.{k}" for k in TRANSFORMS]
            + ["errors:two devices", "errors:no such device"])


_CASES = [(b, k) for b in _BACKENDS for k in _keys()]


@pytest.mark.parametrize(("backend", "case"), _CASES, ids=[f"{b}-{k}" for b, k in _CASES])
def test_output_stays_on_the_device(backend: str, case: str,
                                    record_property: Callable[[str, object], None]) -> None:
    if not _installed(backend):
        pytest.skip(f"{backend} is not installed")
    results = _results(backend)
    if case in results["excused"]:
        pytest.xfail(results["excused"][case])
    assert case in results["report"], f"the checks did not run {case}"
    assert results["report"][case] == [], f"{case} on {results['device']}: " + "; ".join(
        results["report"][case])
    if case in results["syncs"]:  # the framework's own read, as array-api-compat's call's
        record_property("host_read", results["syncs"][case])


def test_only_the_framework_reads_the_host() -> None:
    """Without the sync check (any CPU run), no call is recorded as reading the host; with
    it, each recorded read is one the same call through array-api-compat makes too (the
    checks verify that before recording it)."""
    for backend in _BACKENDS:
        if not _installed(backend):
            continue
        results = _results(backend)
        if not os.environ.get("XPAGNOSTIC_TEST_SYNC_DEBUG") or harness.run_device(
                backend) is None:
            assert results["syncs"] == {}, backend
        assert set(results["syncs"]) <= set(results["report"]), backend


@pytest.mark.parametrize("backend", _BACKENDS)
def test_every_case_of_the_checks_is_a_test(backend: str) -> None:
    """The facade's methods and the other autodiff entry points run too; none fails."""
    if not _installed(backend):
        pytest.skip(f"{backend} is not installed")
    results = _results(backend)
    failing = {k: v for k, v in results["report"].items() if v}
    assert failing == {}
    assert set(_keys()) - set(results["excused"]) <= set(results["report"])
    assert any(k.startswith("facade method:") for k in results["report"])
    assert any(k.startswith("autodiff:facade.") for k in results["report"])


def test_only_data_dependent_shapes_are_excused_on_meta() -> None:
    if not _installed("torch") or harness.run_device("torch") is not None:
        pytest.skip("torch is not installed, or the run names its own device")
    excused = _results("torch")["excused"]
    assert {k.split(":", 1)[1] for k in excused if k.startswith("namespace:")} == (
        set(DATA_DEPENDENT) | {"imag (real input)"})
    assert all(len(why) > 20 for why in excused.values())


def test_every_name_of_the_standard_is_checked() -> None:
    assert set(standard_paths()) == set(CASES)


# -- TensorFlow's placement, in this process: only the device rule's own logic --------------
def test_tensorflow_device_names() -> None:
    """``device=`` reads every spelling of an existing device to the name TensorFlow
    reports, and a device that does not exist is an error naming it and those that exist
    (TensorFlow alone would place the array on the CPU without a word)."""
    tf = pytest.importorskip("tensorflow")
    import xpagnostic.tensorflow as xp
    from xpagnostic._accelerators import DeviceNotFound

    full = "/job:localhost/replica:0/task:0/device:CPU:0"
    for name in ("CPU:0", "/CPU:0", "cpu", "cpu:0", "/device:CPU:0", full,
                 tf.config.list_logical_devices("CPU")[0]):
        out = xp.zeros(2, device=name)
        assert out.device == full, name
        np.testing.assert_array_equal(out.numpy(), [0.0, 0.0])
    gpus = len(tf.config.list_logical_devices("GPU"))
    for missing in (f"gpu:{gpus}", f"/GPU:{gpus}", f"cuda:{gpus}", "cpu:64"):
        with pytest.raises(DeviceNotFound, match="CPU:0") as info:
            xp.ones(3, device=missing)
        assert missing in str(info.value)
        assert isinstance(info.value, ValueError)
    # A name that reads as no device is a device that does not exist, as on every backend.
    with pytest.raises(DeviceNotFound, match=r"^xpagnostic\.tensorflow\.zeros: device 'the gpu' "
                       r"does not exist .*CPU:0"):
        xp.zeros(2, device="the gpu")
    assert xp.__array_namespace_info__().default_device() in xp.__array_namespace_info__(
    ).devices()


def test_tensorflow_functions_keep_their_signatures() -> None:
    """The device rule wraps each function without changing what users see of it."""
    pytest.importorskip("tensorflow")
    import inspect

    import xpagnostic.tensorflow as xp

    only = inspect.Parameter.POSITIONAL_ONLY
    for fn, params in ((xp.add, [("x1", only), ("x2", only)]), (xp.exp, [("x", only)]),
                       (xp.linalg.inv, [("x", only)])):
        assert fn.__module__.startswith("xpagnostic.tensorflow")
        got = [(p.name, p.kind) for p in inspect.signature(fn).parameters.values()]
        assert got == params, fn
    keyword = inspect.signature(xp.sum).parameters["keepdims"]
    assert keyword.kind is inspect.Parameter.KEYWORD_ONLY and keyword.default is False


def test_tensorflow_places_only_where_there_are_several_devices() -> None:
    """With one logical device (this process) the namespace's functions are TensorFlow's
    calls as they are: the device rule costs nothing.  With two (the checks' process),
    every function that takes or makes arrays is placed."""
    tf = pytest.importorskip("tensorflow")
    import xpagnostic.tensorflow as xp

    if len(tf.config.list_logical_devices()) == 1:
        assert not getattr(xp.add, "__xpagnostic_placed__", False)
        assert not getattr(xp.linalg.inv, "__xpagnostic_placed__", False)
    assert _results("tensorflow")["placed"] > 120

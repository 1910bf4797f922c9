"""``device=`` takes the portable device names on every backend, and a device that does not
exist raises one class with one message form.

The matrix is generated: every function of the standard that takes ``device=``
(``xpagnostic._submodules.DEVICE_FUNCTIONS``) on every installed backend's namespace and on
the facade's ``to_device``, with names of devices this CPU-only machine lacks (``cuda:0``,
``gpu``, ``/GPU:0``, ``tpu:3``, ``cpu:7``) and a string that is no device name.  Each raises
``DeviceNotFound``, a ``ValueError``, whose message names the function, the device asked
for and the devices that exist (``xpagnostic._accelerators.devices``).  ``cpu`` works
everywhere, and gives what the framework's own host device gives.  A second real device:
JAX's and TensorFlow's second host device (``cpu:1``), made in a fresh process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest
from conftest import BACKENDS
from harness import make_backend, to_numpy

from xpagnostic import astensor
from xpagnostic._accelerators import DeviceNotFound, devices, parse
from xpagnostic._submodules import DEVICE_FUNCTIONS

#: Names of devices no CPU-only machine has, and a string that names no device.
MISSING = ("cuda:0", "gpu", "/GPU:0", "tpu:3", "cpu:7", "not a device!")


def _call(xp: Any, name: str, device: Any) -> Any:
    """A valid call of ``xp.<name>`` on ``device``."""
    x = xp.asarray([1.0, 2.0, 3.0])
    calls = {
        "arange": lambda: xp.arange(3, device=device),
        "asarray": lambda: xp.asarray([1.0, 2.0, 3.0], device=device),
        "astype": lambda: xp.astype(x, xp.float32, device=device),
        "empty": lambda: xp.empty(3, device=device),
        "empty_like": lambda: xp.empty_like(x, device=device),
        "eye": lambda: xp.eye(3, device=device),
        "from_dlpack": lambda: xp.from_dlpack(x, device=device),
        "full": lambda: xp.full(3, 1.5, device=device),
        "full_like": lambda: xp.full_like(x, 1.5, device=device),
        "linspace": lambda: xp.linspace(0.0, 1.0, 3, device=device),
        "ones": lambda: xp.ones(3, device=device),
        "ones_like": lambda: xp.ones_like(x, device=device),
        "zeros": lambda: xp.zeros(3, device=device),
        "zeros_like": lambda: xp.zeros_like(x, device=device),
    }
    assert set(calls) == set(DEVICE_FUNCTIONS)
    return calls[name]()


def test_the_device_functions_are_the_standards() -> None:
    """Every function of the standard with a ``device`` parameter is in the list."""
    import inspect

    import array_api_strict as strict

    from xpagnostic._common._standard import FUNCTIONS_AND_CONSTANTS

    with_device = {n for n in FUNCTIONS_AND_CONSTANTS
                   if callable(fn := getattr(strict, n, None)) and not isinstance(fn, type)
                   and "device" in inspect.signature(fn).parameters}
    assert with_device == set(DEVICE_FUNCTIONS)


_MATRIX = [(b, f, d) for b in BACKENDS for f in DEVICE_FUNCTIONS for d in MISSING]


@pytest.mark.parametrize(("backend", "name", "device"), _MATRIX)
def test_a_device_that_does_not_exist_raises_device_not_found(backend: str, name: str,
                                                              device: str) -> None:
    xp = make_backend(backend).xp
    with pytest.raises(DeviceNotFound) as raised:
        _call(xp, name, device)
    assert isinstance(raised.value, ValueError)
    message = str(raised.value)
    assert message.startswith(f"xpagnostic.{backend}.{name}: device {device!r} does not "
                              f"exist for {backend}"), message
    assert message.endswith(f"{backend} has: {', '.join(devices(backend))}"), message


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("name", DEVICE_FUNCTIONS)
def test_cpu_works_on_every_backend(backend: str, name: str) -> None:
    b = make_backend(backend)
    native = b.xp.__array_namespace_info__().default_device()
    for device in ("cpu", "CPU:0", "/device:CPU:0"):
        got = _call(b.xp, name, device)
        expected = _call(b.xp, name, native)
        assert str(b.xp.__array_namespace_info__().default_device()) == str(native)
        assert got.shape == expected.shape and got.dtype == expected.dtype
        if name not in ("empty", "empty_like"):  # their values are unspecified
            np.testing.assert_array_equal(to_numpy(got), to_numpy(expected))
        assert str(_device_of(backend, got)) == str(_device_of(backend, expected))


def _device_of(backend: str, x: Any) -> Any:
    return astensor(x).device


@pytest.mark.parametrize("backend", BACKENDS)
def test_facade_to_device_takes_the_names(backend: str) -> None:
    t = astensor(make_backend(backend).asarray(np.arange(3.0)))
    moved = t.to_device("cpu")
    np.testing.assert_array_equal(to_numpy(moved.raw), np.arange(3.0))
    assert str(moved.device) == str(t.device)
    for device in MISSING:
        with pytest.raises(DeviceNotFound, match=r"^Tensor\.to_device: device "):
            t.to_device(device)


def test_parse_reads_every_spelling() -> None:
    for name, expected in (("cpu", ("cpu", 0)), ("cuda:1", ("gpu", 1)), ("gpu", ("gpu", 0)),
                           ("/GPU:0", ("gpu", 0)), ("/device:CPU:1", ("cpu", 1)),
                           ("rocm:2", ("gpu", 2)), ("tpu:3", ("tpu", 3))):
        assert parse(name) == expected


_SECOND_DEVICE = textwrap.dedent("""
    import json, sys
    backend = sys.argv[1]
    if backend == "tensorflow":
        import tensorflow as tf
        cpu = tf.config.list_physical_devices("CPU")[0]
        tf.config.set_logical_device_configuration(
            cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
    import importlib
    xp = importlib.import_module("xpagnostic." + backend)
    out = {}
    for name in ("zeros", "arange", "asarray", "full"):
        x = {"zeros": lambda d: xp.zeros(3, device=d), "arange": lambda d: xp.arange(3, device=d),
             "asarray": lambda d: xp.asarray([0.0, 1.0, 2.0], device=d),
             "full": lambda d: xp.full(3, 2.0, device=d)}[name]("cpu:1")
        import xpagnostic
        out[name] = [str(xpagnostic.astensor(x).device), [float(v) for v in
                     xpagnostic.astensor(x).to_device("cpu:0").raw.__array__()]]
    try:
        xp.zeros(3, device="cpu:2")
    except ValueError as e:
        out["missing"] = str(e)
    print(json.dumps(out))
""")


@pytest.mark.parametrize("backend", [b for b in ("jax", "tensorflow") if b in BACKENDS])
def test_a_second_host_device_by_name(backend: str) -> None:
    env = {**os.environ, "JAX_PLATFORMS": "cpu", "TF_CPP_MIN_LOG_LEVEL": "2",
           "XLA_FLAGS": "--xla_force_host_platform_device_count=2"}
    proc = subprocess.run([sys.executable, "-c", _SECOND_DEVICE, backend], env=env,
                          capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    out = json.loads(proc.stdout.strip().splitlines()[-1])
    expected = {"zeros": [0.0] * 3, "arange": [0.0, 1.0, 2.0], "asarray": [0.0, 1.0, 2.0],
                "full": [2.0] * 3}
    for name, values in expected.items():
        device, got = out[name]
        assert device.upper().endswith("CPU:1") or device == "TFRT_CPU_1" or \
            device.endswith(":1"), (name, device)
        assert got == values, name
    assert out["missing"].startswith(f"xpagnostic.{backend}.zeros: device 'cpu:2' does not "
                                     f"exist for {backend}"), out["missing"]

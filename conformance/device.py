"""One device for a whole run: the conformance suite's, the project's tests', the benchmarks'.

``python -m conformance --backend torch --device cuda:0`` loads this module into the suite's
process as a pytest plugin (``-p conformance.device``), with the backend and the device in
``XPAGNOSTIC_CONFORMANCE_DEVICE`` (``torch=cuda:0``).  The plugin makes that device the
framework's default before any test runs, so every array the suite creates lands there:

- PyTorch: ``torch.set_default_device``;
- JAX: ``jax.config.update("jax_default_device", ...)``;
- TensorFlow: a ``tf.device`` scope entered for the rest of the run in the thread that runs
  the tests (TensorFlow has no process-wide default);
- NumPy and Dask compute on the host: only ``cpu`` exists for them.

It then checks that an array made by the namespace really is on that device, and names the
device in the report's header.  The project's test suite (``XPAGNOSTIC_TEST_DEVICE``, see
``xpagnostic-tests/conftest.py``) and the benchmarks (``python -m benchmarks --device``) use
the same functions: :func:`use_device`, :func:`to_device`, :func:`on_device`, :func:`sync`.

Device names are read by ``xpagnostic._accelerators.parse``: ``cuda:0``, ``gpu``, ``/GPU:0``,
``cpu``, ``meta`` ...  ``cpu:N`` with N >= 1 asks for a simulated host device: JAX is given
N + 1 host devices (``--xla_force_host_platform_device_count``) and TensorFlow N + 1 logical
CPUs, when the framework has not started yet; PyTorch has one host device.  A device that does
not exist is never replaced by another: the run stops with :data:`SKIPPED` (77, the exit status
automake, Meson and CTest read as "skipped"), naming the device and those that exist.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from xpagnostic import _accelerators
from xpagnostic._accelerators import DeviceNotFound, parse

__all__ = ["ENV", "SKIPPED", "DeviceNotFound", "RunDevice", "find_device", "host_devices_flag",
           "no_host_sync", "on_device", "prepare", "sync", "to_device", "use_device"]

#: The variable the conformance runner passes to the suite's process: ``<backend>=<device>``.
ENV = "XPAGNOSTIC_CONFORMANCE_DEVICE"
#: Exit status of a run whose device does not exist here: nothing ran, nothing failed.
SKIPPED = 77

_FORCE_HOST = "--xla_force_host_platform_device_count"


def host_devices_flag(name: str, xla_flags: str = "") -> str | None:
    """``XLA_FLAGS`` giving JAX the host devices ``cpu:N`` needs; None when it needs none
    (another device, ``cpu:0``, or a count already set in ``xla_flags``)."""
    kind, index = parse(name)
    if kind != "cpu" or index == 0 or _FORCE_HOST in xla_flags:
        return None
    return f"{xla_flags} {_FORCE_HOST}={index + 1}".strip()


def _split_tf_host(index: int) -> None:
    """Give TensorFlow ``index + 1`` logical CPUs, if its runtime has not started."""
    tf = importlib.import_module("tensorflow")
    cpus = tf.config.list_physical_devices("CPU")
    configured = tf.config.get_logical_device_configuration(cpus[0]) or []
    if len(configured) > index:
        return
    with contextlib.suppress(RuntimeError):  # the runtime has started: the device is missing
        tf.config.set_logical_device_configuration(
            cpus[0], [tf.config.LogicalDeviceConfiguration()] * (index + 1))


def prepare(backend: str, name: str) -> None:
    """Make the simulated host device ``cpu:N`` exist where the framework allows it."""
    kind, index = parse(name)
    if kind != "cpu" or index == 0:
        return
    if backend == "jax":
        flags = host_devices_flag(name, os.environ.get("XLA_FLAGS", ""))
        if flags is not None and "jax" not in sys.modules:
            os.environ["XLA_FLAGS"] = flags
    elif backend == "tensorflow":
        _split_tf_host(index)


@dataclass
class RunDevice:
    """The device a run uses for one backend, and what was done to make it the default."""

    backend: str
    requested: str
    #: The framework's own device object (``torch.device``, a JAX ``Device``, ``"/GPU:0"``).
    device: Any
    #: The accelerator it is, as the framework describes it (None for a host device).
    accelerator: _accelerators.Accelerator | None = None
    _undo: list[Any] = field(default_factory=list, repr=False)

    @property
    def on_host(self) -> bool:
        """Whether its arrays live in the host's memory (a CPU device, simulated or not)."""
        return parse(self.requested)[0] == "cpu"

    def restore(self) -> None:
        """Give the framework its default device back."""
        while self._undo:
            self._undo.pop()()

    def describe(self) -> str:
        what = f" ({self.accelerator.name})" if self.accelerator and self.accelerator.name \
            else ""
        return f"{self.backend}: {self.requested} -> {self.device}{what}"

    def as_dict(self) -> dict[str, Any]:
        return {"backend": self.backend, "requested": self.requested,
                "device": str(self.device),
                "accelerator": self.accelerator.as_dict() if self.accelerator else None}


def find_device(backend: str, name: str) -> RunDevice:
    """The device ``name`` of ``backend`` (simulated host devices made first), without
    changing any default; raises :class:`DeviceNotFound` listing those that exist."""
    prepare(backend, name)
    device = _accelerators.resolve(backend, name)
    accelerator = next((a for a in _accelerators.accelerators(backend)
                        if a.device == str(device)), None)
    return RunDevice(backend, name, device, accelerator)


def use_device(backend: str, name: str) -> RunDevice:
    """Make ``name`` the default device of ``backend``'s framework in this process."""
    run = find_device(backend, name)
    if backend == "torch":
        torch = importlib.import_module("torch")
        previous = torch.get_default_device()
        torch.set_default_device(run.device)
        run._undo.append(lambda: torch.set_default_device(previous))
    elif backend == "jax":
        jax = importlib.import_module("jax")
        previous = jax.config.jax_default_device
        jax.config.update("jax_default_device", run.device)
        run._undo.append(lambda: jax.config.update("jax_default_device", previous))
    elif backend == "tensorflow":
        scope = native_scope(backend, run.device)
        scope.__enter__()
        run._undo.append(lambda: scope.__exit__(None, None, None))
    return run


def to_device(backend: str, x: Any, device: Any) -> Any:
    """``x``, a native array of ``backend``, copied onto ``device`` (its own object)."""
    if backend == "torch":
        return x.to(device)
    if backend == "jax":
        jax = importlib.import_module("jax")
        return jax.device_put(x, device)
    if backend == "tensorflow":
        tf = importlib.import_module("tensorflow")
        with tf.device(device):
            return tf.identity(x)
    return x  # NumPy and Dask: the host is their only device


def native_scope(backend: str, device: Any) -> contextlib.AbstractContextManager[Any]:
    """Where ``backend``'s native code, run inside, puts its results when they are on
    ``device``: TensorFlow's operators (``a - b``) place a result on the default device
    whatever their operands' device, so code for another device runs in ``tf.device`` (as a
    TensorFlow user writes it); the other frameworks follow their operands."""
    if backend == "tensorflow":
        return importlib.import_module("tensorflow").device(device)
    return contextlib.nullcontext()


def on_device(backend: str, x: Any, device: Any) -> bool:
    """Whether the native array ``x`` lives on ``device`` (``backend``'s own object)."""
    if backend == "torch":
        return bool(x.device == device)
    if backend == "jax":
        return bool(x.devices() == {device})
    if backend == "tensorflow":
        # TensorFlow names it /job:localhost/replica:0/task:0/device:GPU:0, or /GPU:0.
        return _tf_short(x.device) == _tf_short(device)
    return str(device) == "cpu"


def _tf_short(name: Any) -> str:
    return str(name).rsplit("device:", 1)[-1].lstrip("/").upper()


def sync(backend: str, device: Any) -> None:
    """Wait until the kernels queued on ``device`` have run (timings must include them)."""
    if backend == "torch" and getattr(device, "type", "") == "cuda":
        importlib.import_module("torch").cuda.synchronize(device)
    elif backend == "tensorflow":
        tf = importlib.import_module("tensorflow")
        sync_devices = getattr(tf.test.experimental, "sync_devices", None)
        if sync_devices is not None and "GPU" in str(device).upper():
            sync_devices()
    # JAX: the caller blocks on its result (jax.block_until_ready); NumPy and Dask are
    # synchronous on the host.


@contextlib.contextmanager
def no_host_sync(backend: str, device: Any, mode: str) -> Iterator[None]:
    """Inside, a read of a device value back to the host raises (``mode="error"``) or warns
    (``"warn"``): ``torch.cuda.set_sync_debug_mode`` on a CUDA device, and JAX's transfer
    guard against implicit device-to-host transfers.  Elsewhere it checks nothing."""
    if backend == "torch" and getattr(device, "type", "") == "cuda":
        torch = importlib.import_module("torch")
        previous = torch.cuda.get_sync_debug_mode()
        torch.cuda.set_sync_debug_mode(mode)
        try:
            yield
        finally:
            torch.cuda.set_sync_debug_mode(previous)
    elif backend == "jax" and getattr(device, "platform", "cpu") != "cpu":
        jax = importlib.import_module("jax")
        guard = "disallow" if mode == "error" else "log"
        with jax.transfer_guard_device_to_host(guard):
            yield
    else:
        yield


# --------------------------------------------------------------------------- the plugin


def _from_env() -> tuple[str, str]:
    value = os.environ.get(ENV, "")
    backend, sep, name = value.partition("=")
    if not sep or not backend or not name:
        raise SystemExit(f"conformance.device: {ENV} must be BACKEND=DEVICE, not {value!r}")
    return backend, name


_RUN: RunDevice | None = None


def pytest_load_initial_conftests(early_config: Any, parser: Any, args: Any) -> None:
    # Before the suite's conftest imports the namespace (TensorFlow's runtime starts with
    # its first op, and its logical CPUs can only be made before that).
    prepare(*_from_env())


def pytest_configure(config: Any) -> None:
    import pytest  # only here: the benchmarks use this module without pytest

    global _RUN
    backend, name = _from_env()
    try:
        _RUN = use_device(backend, name)
    except DeviceNotFound as exc:
        pytest.exit(f"{exc}; nothing was run (skipped)", returncode=SKIPPED)
    namespace = importlib.import_module(f"xpagnostic.{backend}")
    probe = namespace.asarray([1.0, 2.0])
    if not on_device(backend, probe, _RUN.device):
        pytest.exit(f"conformance.device: {backend}'s asarray put its array on "
                    f"{getattr(probe, 'device', '?')}, not on {_RUN.device}", returncode=3)


def pytest_unconfigure(config: Any) -> None:
    if _RUN is not None:
        _RUN.restore()


def pytest_report_header(config: Any) -> str:
    return f"xpagnostic device: {_RUN.describe() if _RUN else 'framework default'}"


def probe_all(backends: list[str], name: str) -> None:
    """Print, as JSON, each backend's device ``name`` (or why it has none)."""
    out: dict[str, Any] = {}
    for backend in backends:
        try:
            out[backend] = find_device(backend, name).as_dict()
        except DeviceNotFound as exc:
            out[backend] = {"missing": str(exc)}
    print(json.dumps(out))


def probe_main(backend: str, name: str) -> None:
    """Print the device as JSON, or exit with :data:`SKIPPED` naming what exists (the
    runner asks this in a subprocess, so that it imports no framework itself)."""
    try:
        run = find_device(backend, name)
    except DeviceNotFound as exc:
        print(str(exc), file=sys.stderr)
        raise SystemExit(SKIPPED) from None
    print(json.dumps(run.as_dict()))

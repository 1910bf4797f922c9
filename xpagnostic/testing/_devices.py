"""Devices of a test run: find one by its portable name, make it a framework's default,
put arrays on it, check where arrays live, and watch for reads back to the host.

Device names are read by one parser, ``xpagnostic._accelerators.parse``: ``cuda:0``, ``gpu``,
``/GPU:0``, ``cpu``, ``meta`` ...  ``cpu:N`` with N >= 1 asks for a simulated host device:
JAX is given N + 1 host devices (``--xla_force_host_platform_device_count``) and TensorFlow
N + 1 logical CPUs, when the framework has not started yet; PyTorch has one host device.  A
device that does not exist is never replaced by another: :func:`find_device` raises
:class:`DeviceNotFound` naming the devices that exist.

The pytest plugin (:mod:`xpagnostic.testing`), the project's own tests, the conformance
runner and the benchmarks all use these functions.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from xpagnostic import _accelerators
from xpagnostic._accelerators import DeviceNotFound, parse
from xpagnostic._namespace import tensor_class

__all__ = ["SKIPPED", "DeviceNotFound", "RunDevice", "device_requests", "facade_raw",
           "find_device", "host_devices_flag", "installed_backends", "native_scope",
           "no_host_sync", "on_device", "prepare", "same_device", "sync", "to_device",
           "to_numpy", "use_device"]


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
    _undo: list[Callable[[], object]] = field(default_factory=list, repr=False)

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
        tf: Any = importlib.import_module("tensorflow")
        scope: contextlib.AbstractContextManager[Any] = tf.device(device)
        return scope
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


def installed_backends() -> list[str]:
    """Backends of the table whose framework is installed and whose namespace imports."""
    from xpagnostic._backends import BACKENDS

    out = []
    for name, row in BACKENDS.items():
        if importlib.util.find_spec(row.distribution_module) is None:
            continue
        try:
            importlib.import_module(row.namespace)
        except ImportError:
            continue
        out.append(name)
    return out


def device_requests(value: str, backends: Sequence[str], *,
                    source: str = "device") -> dict[str, str]:
    """Backend -> device name asked for by ``value``: one name for every backend in
    ``backends`` (``cuda:0``) or per backend (``torch=cuda:0,jax=gpu``); empty for an empty
    value.  A backend named but not in ``backends`` is left out; a malformed value raises
    ``ValueError`` naming ``source``, the option or variable it came from."""
    from xpagnostic._backends import BACKENDS

    value = value.strip()
    if not value:
        return {}
    if "=" not in value:
        return dict.fromkeys(backends, value)
    out = {}
    for part in value.split(","):
        name, sep, device = (p.strip() for p in part.partition("="))
        if not sep or name not in BACKENDS or not device:
            raise ValueError(f"{source}={value!r}: expected DEVICE or BACKEND=DEVICE,... "
                             f"with BACKEND one of {', '.join(BACKENDS)}")
        out[name] = device
    return {b: d for b, d in out.items() if b in backends}


def facade_raw(x: object) -> object | None:
    """The native array wrapped by a facade ``Tensor`` (None for anything else)."""
    tensor = tensor_class()
    if tensor is not None and isinstance(x, tensor):
        raw: object = x.raw  # type: ignore[attr-defined]
        return raw
    return None


def to_numpy(x: object) -> np.ndarray[Any, Any]:
    """A NumPy copy of any backend's array (or a Python scalar), read to the host.

    For tests and failure reports only: a library's code never needs it."""
    raw = facade_raw(x)
    x = x if raw is None else raw
    if isinstance(x, np.ndarray):
        return x
    mod = type(x).__module__.split(".")[0]
    if mod == "torch":
        # resolve_conj/neg: torch.conj and torch.fft return lazily conjugated tensors.
        t: Any = x
        return np.asarray(t.detach().cpu().resolve_conj().resolve_neg().numpy())
    if mod == "tensorflow":
        return np.asarray(x.numpy())  # type: ignore[attr-defined]
    if mod == "array_api_strict":
        strict: Any = importlib.import_module("array_api_strict")
        return np.asarray(strict.asarray(x, copy=True)._array)
    return np.asarray(x)


def same_device(backend: str, a: Any, d: Any) -> bool:
    """Whether the native arrays ``a`` and ``d`` of ``backend`` live on the same device."""
    if backend == "jax":
        return bool(a.devices() == d.devices())
    if backend in ("torch", "tensorflow"):
        return on_device(backend, a, d.device)
    if backend == "array_api_strict":
        return bool(a.device == d.device)
    return True  # NumPy and Dask: the host is their only device

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
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from xpagnostic import _accelerators
from xpagnostic._accelerators import DeviceNotFound, parse
from xpagnostic._backends import BACKENDS
from xpagnostic._namespace import backend_of, tensor_class
from xpagnostic.jax._backend import host_devices_flag as _jax_flag

__all__ = ["SKIPPED", "DeviceNotFound", "RunDevice", "device_requests", "facade_raw",
           "find_device", "host_devices_flag", "installed_backends", "native_scope",
           "no_host_sync", "on_device", "prepare", "same_device", "sync", "to_device",
           "to_numpy", "use_device"]


#: Exit status of a run whose device does not exist here: nothing ran, nothing failed.
SKIPPED = 77

def host_devices_flag(name: str, xla_flags: str = "") -> str | None:
    """``XLA_FLAGS`` giving JAX the host devices ``cpu:N`` needs; None when it needs none
    (another device, ``cpu:0``, or a count already set in ``xla_flags``)."""
    kind, index = parse(name)
    return _jax_flag(index, xla_flags) if kind == "cpu" else None


def prepare(backend: str, name: str) -> None:
    """Make the simulated host device ``cpu:N`` exist where the framework allows it."""
    kind, index = parse(name)
    if kind == "cpu" and index != 0:
        BACKENDS[backend].prepare(kind, index)


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
    undo = BACKENDS[backend].make_default(run.device)
    if undo is not None:
        run._undo.append(undo)
    return run


def to_device(backend: str, x: Any, device: Any) -> Any:
    """``x``, a native array of ``backend``, copied onto ``device`` (its own object)."""
    return BACKENDS[backend].to_device(x, device)


def native_scope(backend: str, device: Any) -> contextlib.AbstractContextManager[Any]:
    """Where ``backend``'s native code, run inside, puts its results when they are on
    ``device``: TensorFlow's operators (``a - b``) place a result on the default device
    whatever their operands' device, so code for another device runs in ``tf.device`` (as a
    TensorFlow user writes it); the other frameworks follow their operands."""
    return BACKENDS[backend].native_scope(device)


def on_device(backend: str, x: Any, device: Any) -> bool:
    """Whether the native array ``x`` lives on ``device`` (``backend``'s own object)."""
    return BACKENDS[backend].on_device(x, device)


def sync(backend: str, device: Any) -> None:
    """Wait until the kernels queued on ``device`` have run (timings must include them)."""
    BACKENDS[backend].sync(device)


def no_host_sync(backend: str, device: Any, mode: str) -> contextlib.AbstractContextManager[None]:
    """Inside, a read of a device value back to the host raises (``mode="error"``) or warns
    (``"warn"``): ``torch.cuda.set_sync_debug_mode`` on a CUDA device, and JAX's transfer
    guard against implicit device-to-host transfers.  Elsewhere it checks nothing."""
    return BACKENDS[backend].no_host_sync(device, mode)


def installed_backends() -> list[str]:
    """Backends of the table whose framework is installed and whose namespace imports."""
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
    value = value.strip()
    if not value:
        return {}
    if "=" not in value:
        return dict.fromkeys(backends, value)
    out = {}
    for part in value.split(","):
        name, sep, device = (p.strip() for p in part.partition("="))
        if not sep or (name not in BACKENDS and name not in backends) or not device:
            known = dict.fromkeys([*BACKENDS, *backends])
            raise ValueError(f"{source}={value!r}: expected DEVICE or BACKEND=DEVICE,... "
                             f"with BACKEND one of {', '.join(known)}")
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
    if type(x).__module__.split(".")[0] == "array_api_strict":
        strict: Any = importlib.import_module("array_api_strict")
        return np.asarray(strict.asarray(x, copy=True)._array)
    backend = backend_of(x)
    if backend is not None:
        return np.asarray(BACKENDS[backend].to_numpy(x))
    return np.asarray(x)


def same_device(backend: str, a: Any, d: Any) -> bool:
    """Whether the native arrays ``a`` and ``d`` of ``backend`` live on the same device."""
    if backend == "array_api_strict":
        return bool(a.device == d.device)
    return BACKENDS[backend].same_device(a, d)

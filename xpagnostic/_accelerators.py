"""Which accelerators each framework sees, and device names that mean the same on each.

``python -m xpagnostic`` lists every backend's accelerators (or says why there is none), and
the project's run tools (the conformance runner, the test suite's device option, the
benchmarks) look up the device named on their command line with :func:`resolve`, which
either returns the framework's own device object or raises :class:`DeviceNotFound` naming
the device and listing those that exist.  Nothing here changes a framework's settings, and
``import xpagnostic`` does not import this module; each question imports the framework it
asks.

A device name is read the same way for every backend (:func:`parse`): ``cpu``, ``cpu:1``,
``cuda:0``, ``gpu``, ``gpu:1``, ``rocm:0``, TensorFlow's ``/GPU:0`` and ``/device:CPU:1``,
PyTorch's ``mps``, ``xpu:0`` and ``meta``, JAX's ``tpu:0``.  ``cuda`` and ``rocm`` are the
kind ``gpu``; a missing index is 0.  Each backend's row in ``xpagnostic._backends`` names the
class answering for it (``device_probe``), which lives in its folder
(``xpagnostic/<backend>/_devices.py``); a backend without one computes on the host only
(:class:`HostDevices`).
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from xpagnostic._backends import BACKENDS, DEVICES_MODULE

__all__ = ["Accelerator", "DeviceNotFound", "accelerators", "cupy_accelerators", "devices",
           "native_device", "none_reason", "nvidia_smi", "parse", "probe_of", "resolve"]


@dataclass(frozen=True)
class Accelerator:
    """One accelerator as a framework sees it."""

    #: The framework's own name for it: ``cuda:0``, ``mps``, ``/GPU:0``.
    device: str
    #: ``cuda``, ``rocm``, ``mps``, ``xpu``, ``tpu`` or ``gpu`` (a GPU of an unknown stack).
    kind: str
    #: Its model, where the framework says (``NVIDIA H100 80GB HBM3``), else "".
    name: str
    #: Its memory in bytes, where the framework says.
    memory_bytes: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    def describe(self) -> str:
        memory = f", {self.memory_bytes / 2**30:.1f} GiB" if self.memory_bytes else ""
        return f"{self.device}  {self.name or self.kind}{memory}"


class DeviceNotFound(LookupError, ValueError):
    """A device name that names no device of a backend on this machine, or that is no
    device name (a ``LookupError``, and a ``ValueError`` as every bad argument value of the
    namespaces).  ``function``: the function that was asked, which the message names."""

    def __init__(self, backend: str, name: str, existing: list[str],
                 function: str | None = None) -> None:
        self.backend, self.name, self.existing = backend, name, existing
        self.function = function
        where = f"{function}: " if function else ""
        super().__init__(f"{where}device {name!r} does not exist for {backend} on this "
                         f"machine; {backend} has: {', '.join(existing) or 'no device'}")


_NAME = re.compile(r"(?P<kind>[a-z_]+)(?::(?P<index>\d+))?")
_KIND_ALIASES = {"cuda": "gpu", "rocm": "gpu"}


def parse(name: str) -> tuple[str, int]:
    """``(kind, index)`` of a device name; ``ValueError`` for a name that is none."""
    text = str(name).strip().lower().lstrip("/")
    text = text.removeprefix("device:")
    match = _NAME.fullmatch(text)
    if match is None:
        raise ValueError(f"device name {name!r} is not of the form KIND or KIND:INDEX "
                         "(cpu, cpu:1, cuda:0, gpu, /GPU:0, mps, meta ...)")
    kind = _KIND_ALIASES.get(match["kind"], match["kind"])
    return kind, int(match["index"] or 0)


# --------------------------------------------------------------------------- probes


class HostDevices:
    """A backend that computes on the host only (NumPy, Dask's local chunks).

    Also what every probe answers: ``accelerators()``, ``none_reason()``, ``devices()``
    (every device, host included, by the framework's own names) and ``resolve(kind,
    index)`` (the framework's device object for a name :func:`parse` read, or None)."""

    @staticmethod
    def accelerators() -> list[Accelerator]:
        return []

    @staticmethod
    def none_reason() -> str:
        return "it computes on the host's CPU"

    @classmethod
    def devices(cls) -> list[str]:
        return ["cpu"]

    @staticmethod
    def resolve(kind: str, index: int) -> Any:
        return "cpu" if (kind, index) == ("cpu", 0) else None


# --------------------------------------------------------------------------- questions


def probe_of(backend: str) -> Any:
    """The class answering device questions for ``backend``: its row's ``device_probe``, in
    the module ``_devices`` of its folder (imported with its framework), else
    :class:`HostDevices`."""
    row = BACKENDS[backend]
    if not row.device_probe:
        return HostDevices
    return getattr(importlib.import_module(row.module_of(DEVICES_MODULE)), row.device_probe)


def accelerators(backend: str) -> list[Accelerator]:
    """The accelerators ``backend``'s framework sees here (imports the framework)."""
    return list(probe_of(backend).accelerators())


def none_reason(backend: str) -> str:
    """Why ``backend`` sees no accelerator here, in a few words."""
    return str(probe_of(backend).none_reason())


def devices(backend: str) -> list[str]:
    """Every device ``backend`` can place arrays on here, host included, by its own names."""
    return list(probe_of(backend).devices())


def resolve(backend: str, name: str) -> Any:
    """``backend``'s own device object for the device ``name`` (see :func:`parse`).

    Raises :class:`DeviceNotFound` when no such device exists here, and ``ValueError`` when
    ``name`` is not a device name.
    """
    probe = probe_of(backend)
    found = probe.resolve(*parse(name))
    if found is None:
        raise DeviceNotFound(backend, name, list(probe.devices()))
    return found


#: (backend, name) -> the device object found for it (devices do not go away in a process).
_FOUND: dict[tuple[str, str], Any] = {}


def native_device(backend: str, function: str, device: Any,
                  native: Callable[[str], Any] | None = None) -> Any:
    """What ``device=`` of ``function`` (``xpagnostic.jax.zeros``) hands ``backend``'s
    framework: a name (``"cpu"``, ``"cuda:1"``, ``"gpu"``, ``"/GPU:0"``, read by
    :func:`parse`) becomes the framework's own device object; anything else is returned
    as given.  ``native``: for a framework whose device objects are strings (TensorFlow's
    ``/job:localhost/replica:0/task:0/device:CPU:0``), its reader of those strings, which
    reads the portable names with :func:`parse` too.  A name of no device here, or no name
    at all, raises :class:`DeviceNotFound` naming ``function``, the device and the devices
    that exist."""
    if not isinstance(device, str):
        return device
    found = _FOUND.get((backend, device))
    if found is not None:
        return found
    probe = probe_of(backend)
    try:
        found = native(device) if native else probe.resolve(*parse(device))
    except ValueError:  # not a device name, or DeviceNotFound
        found = None
    if found is None:
        raise DeviceNotFound(backend, device, list(probe.devices()), function)
    _FOUND[(backend, device)] = found
    return found


def cupy_accelerators() -> list[Accelerator] | None:
    """CuPy's GPUs (its arrays get array-api-compat's namespace); None when not installed."""
    if importlib.util.find_spec("cupy") is None:
        return None
    cupy = importlib.import_module("cupy")
    try:
        count = int(cupy.cuda.runtime.getDeviceCount())
    except Exception:  # no driver, no device: CUDARuntimeError
        return []
    out = []
    for i in range(count):
        props = cupy.cuda.runtime.getDeviceProperties(i)
        name = props.get("name", b"")
        out.append(Accelerator(f"cuda:{i}", "rocm" if cupy.cuda.runtime.is_hip else "cuda",
                               name.decode() if isinstance(name, bytes) else str(name),
                               int(props.get("totalGlobalMem", 0)) or None))
    return out


def nvidia_smi() -> list[dict[str, str]]:
    """Each NVIDIA GPU's ``name``, ``driver`` version and ``memory`` as ``nvidia-smi`` reports
    them; empty without the tool (no NVIDIA driver installed)."""
    tool = shutil.which("nvidia-smi")
    if tool is None:
        return []
    try:
        proc = subprocess.run(
            [tool, "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"],
            capture_output=True, text=True, timeout=30, check=False)
    except (OSError, subprocess.SubprocessError):
        return []
    if proc.returncode != 0:
        return []
    out = []
    for line in proc.stdout.strip().splitlines():
        parts = [p.strip() for p in line.split(",")]
        if len(parts) == 3:
            out.append(dict(zip(("name", "driver", "memory"), parts)))
    return out

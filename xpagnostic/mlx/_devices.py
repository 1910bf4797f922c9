"""Which devices MLX sees, and which device a portable name means to it.

The device probe of the backend table's mlx row, read by :mod:`xpagnostic._accelerators`.
MLX has one CPU device and, where its build has one (Metal on Apple silicon, CUDA on
Linux), one GPU; both read the same memory.
"""

from __future__ import annotations

from typing import Any

import mlx.core as mx

from .._accelerators import Accelerator


def gpu_available() -> bool:
    return bool(mx.is_available(mx.gpu))


def local_devices() -> list[Any]:
    """Every device MLX can run operations on here, the CPU first."""
    out = [mx.Device(mx.cpu, 0)]
    if gpu_available():
        out += [mx.Device(mx.gpu, i) for i in range(mx.device_count(mx.gpu))]
    return out


def name(device: Any) -> str:
    """The portable name of an MLX device: ``cpu``, ``gpu:0``."""
    return "cpu" if device.type == mx.cpu else f"gpu:{device.index}"


class MLXDevices:
    """MLX: its CPU and its GPU (Metal or CUDA builds)."""

    @classmethod
    def accelerators(cls) -> list[Accelerator]:
        out = []
        for dev in local_devices()[1:]:
            kind = "cuda" if mx.cuda.is_available() else "mps" if mx.metal.is_available() \
                else "gpu"
            try:
                info = mx.device_info()
                model = str(info.get("device_name", ""))
                memory = info.get("memory_size")
            except Exception:  # not every build describes its device
                model, memory = "", None
            out.append(Accelerator(name(dev), kind, model,
                                   memory if isinstance(memory, int) else None))
        return out

    @classmethod
    def none_reason(cls) -> str:
        return ("this MLX build computes on the CPU only (mlx[cuda] adds NVIDIA GPUs on "
                "Linux; Apple silicon has Metal)")

    @classmethod
    def devices(cls) -> list[str]:
        return [name(dev) for dev in local_devices()]

    @classmethod
    def resolve(cls, kind: str, index: int) -> Any:
        if kind == "cpu" and index == 0:
            return mx.Device(mx.cpu, 0)
        if kind in ("gpu", "mps") and gpu_available() and index < mx.device_count(mx.gpu):
            return mx.Device(mx.gpu, index)
        return None

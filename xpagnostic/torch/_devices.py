"""Which accelerators PyTorch sees, and which device a portable name means to it.

The device probe of the backend table's torch row, read by :mod:`xpagnostic._accelerators`
(``python -m xpagnostic``, the run tools' device options, the namespace's ``device=``
names).
"""

from __future__ import annotations

from typing import Any

import torch

from .._accelerators import Accelerator


class TorchDevices:
    """PyTorch: CUDA (or ROCm) devices, Apple's MPS, Intel's XPU; the host; ``meta``."""

    @classmethod
    def _gpu_stack(cls) -> str:
        """"cuda", "rocm" or "" when this build supports neither (a CPU build): then CUDA
        is never initialised."""
        version = torch.version
        return "rocm" if getattr(version, "hip", None) else (
            "cuda" if getattr(version, "cuda", None) else "")

    @classmethod
    def accelerators(cls) -> list[Accelerator]:
        out = []
        stack = cls._gpu_stack()
        if stack and torch.cuda.is_available():
            for i in range(torch.cuda.device_count()):
                props = torch.cuda.get_device_properties(i)
                out.append(Accelerator(f"cuda:{i}", stack, props.name, props.total_memory))
        mps = getattr(torch.backends, "mps", None)
        if mps is not None and mps.is_available():
            out.append(Accelerator("mps", "mps", "Apple GPU (Metal Performance Shaders)"))
        xpu = getattr(torch, "xpu", None)
        if xpu is not None and xpu.is_available():
            for i in range(xpu.device_count()):
                out.append(Accelerator(f"xpu:{i}", "xpu", xpu.get_device_name(i)))
        return out

    @classmethod
    def none_reason(cls) -> str:
        if not cls._gpu_stack():
            return (f"torch {torch.__version__} is a CPU build, without CUDA or ROCm, "
                    "and sees no MPS or XPU device")
        return "a CUDA build, but torch.cuda.is_available() is False: no GPU or driver seen"

    @classmethod
    def devices(cls) -> list[str]:
        return ["cpu", *(a.device for a in cls.accelerators()), "meta"]

    @classmethod
    def resolve(cls, kind: str, index: int) -> Any:
        if kind in ("cpu", "meta"):  # one host device; meta holds no data (shapes only)
            return torch.device(kind) if index == 0 else None
        if kind == "mps":
            found = index == 0 and any(a.kind == "mps" for a in cls.accelerators())
            return torch.device("mps") if found else None
        if kind in ("gpu", "xpu"):
            name = f"{'cuda' if kind == 'gpu' else 'xpu'}:{index}"
            if any(a.device == name for a in cls.accelerators()):
                return torch.device(name)
        return None

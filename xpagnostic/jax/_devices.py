"""Which accelerators JAX sees, and which device a portable name means to it.

The device probe of the backend table's jax row, read by :mod:`xpagnostic._accelerators`
(``python -m xpagnostic``, the run tools' device options, the namespace's ``device=``
names).
"""

from __future__ import annotations

from typing import Any

import jax

from .._accelerators import Accelerator


class JaxDevices:
    """JAX: the devices of its default platform (GPU or TPU when a plugin is installed) and
    its CPU devices (several with ``--xla_force_host_platform_device_count``)."""

    @classmethod
    def accelerators(cls) -> list[Accelerator]:
        out = []
        for d in jax.devices():
            if d.platform == "cpu":
                continue
            try:
                memory = (d.memory_stats() or {}).get("bytes_limit")
            except Exception:  # not every platform reports its memory
                memory = None
            out.append(Accelerator(str(d), d.platform, d.device_kind, memory))
        return out

    @classmethod
    def none_reason(cls) -> str:
        return (f"its default platform is {jax.default_backend()}: no GPU or TPU "
                "plugin is installed (jax[cuda12] or jax[cuda13] adds NVIDIA GPUs)")

    @classmethod
    def devices(cls) -> list[str]:
        return [str(d) for d in dict.fromkeys([*jax.devices("cpu"), *jax.devices()])]

    @classmethod
    def resolve(cls, kind: str, index: int) -> Any:
        try:
            found = jax.devices(kind)
        except (RuntimeError, ValueError):  # no such platform
            return None
        return found[index] if index < len(found) else None

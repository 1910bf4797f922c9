"""``__array_namespace_info__`` for torch: real devices and the dtypes torch computes with."""

from __future__ import annotations

from typing import Any

import torch

from .._common._info import NamespaceInfo

__all__ = ["__array_namespace_info__"]

# Every dtype of the standard: where torch has no kernel for uint16, uint32 or uint64,
# the namespace computes exactly (see _unsigned.py).
_SUPPORTED = {
    name: getattr(torch, name)
    for name in ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                 "uint64", "float32", "float64", "complex64", "complex128")
}


class __array_namespace_info__(NamespaceInfo):
    """The inspection API of ``xpagnostic.torch``."""

    backend = "torch"

    def default_device(self) -> Any:
        return torch.get_default_device()

    def devices(self) -> tuple[Any, ...]:
        """CPU, then every accelerator torch can actually use here (no probing, no warnings)."""
        out = [torch.device("cpu")]
        for kind in ("cuda", "xpu", "mps"):
            module = getattr(torch, kind, None)
            if kind == "mps":
                module = getattr(torch.backends, "mps", None)
            if module is None or not module.is_available():
                continue
            count = module.device_count() if hasattr(module, "device_count") else 1
            out += [torch.device(kind, i) for i in range(count)]
        return tuple(out)

    def _supported(self, device: Any) -> dict[str, Any]:
        return _SUPPORTED

    def _default_names(self) -> dict[str, str]:
        real = str(torch.get_default_dtype()).removeprefix("torch.")
        return {"real floating": real,
                "complex floating": "complex128" if real == "float64" else "complex64",
                "integral": "int64", "indexing": "int64"}

"""What the package knows about PyTorch: its row of the backend table."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from .._backends import Backend, SuiteNeeds, TypeSpelling


def _torch() -> Any:
    return importlib.import_module("torch")


class TorchBackend(Backend):
    """``torch.Tensor`` on any device PyTorch has; compiled by ``torch.compile``."""

    name = "torch"
    module = "torch"
    array_classes = ("Tensor",)
    array_name = "torch.Tensor"
    mutable = True
    differentiates = True
    eager_class = "PyTorchTensor"
    adapter = "TorchArrays"
    distribution_module = "torch"
    extra = "torch"
    device_probe = "TorchDevices"
    frameworks = ("torch",)
    distributions = ("torch",)
    stands_on = ("array-api-compat",)
    label = "PyTorch"
    # torch.Tensor's own operators have no kernels for uint16/uint32/uint64 (+, <, >>,
    # //...) and promote them with no other dtype; the namespace's functions compute them.
    conformance = SuiteNeeds(operator_gaps=("uint16", "uint32", "uint64"))
    compiler = "torch.compile(fullgraph=True, backend='eager')"
    types = TypeSpelling("Torch", "torch.Tensor", "torch.Tensor", "torch.dtype", "torch.dtype",
                         "torch.device", extension_dtypes=("float16", "bfloat16"),
                         imports=("torch",), witness=("is_leaf",))

    def compile(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        # Dynamo traces the function into one graph and generates no code: fast to check.
        compiled: Callable[..., Any] = _torch().compile(fn, fullgraph=True, backend="eager")
        return compiled

    def make_default(self, device: Any) -> Callable[[], object] | None:
        torch = _torch()
        previous = torch.get_default_device()
        torch.set_default_device(device)
        return lambda: torch.set_default_device(previous)

    def to_device(self, x: Any, device: Any) -> Any:
        return x.to(device)

    def on_device(self, x: Any, device: Any) -> bool:
        return bool(x.device == device)

    def same_device(self, a: Any, b: Any) -> bool:
        return bool(a.device == b.device)

    def on_accelerator(self, device: Any) -> bool:
        return getattr(device, "type", "") == "cuda"

    def sync(self, device: Any) -> None:
        if getattr(device, "type", "") == "cuda":
            _torch().cuda.synchronize(device)

    @contextmanager
    def no_host_sync(self, device: Any, mode: str) -> Iterator[None]:
        if not self.on_accelerator(device):
            yield
            return
        cuda = _torch().cuda
        previous = cuda.get_sync_debug_mode()
        cuda.set_sync_debug_mode(mode)
        try:
            yield
        finally:
            cuda.set_sync_debug_mode(previous)

    def from_numpy(self, a: Any) -> Any:
        return _torch().from_numpy(a.copy())

    def to_numpy(self, x: Any) -> Any:
        # resolve_conj/neg: torch.conj and torch.fft return lazily conjugated tensors.
        numpy = importlib.import_module("numpy")
        return numpy.asarray(x.detach().cpu().resolve_conj().resolve_neg().numpy())

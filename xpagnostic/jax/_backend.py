"""What the package knows about JAX: its row of the backend table."""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from types import MappingProxyType, ModuleType
from typing import Any

from .._backends import Backend, SuiteNeeds, TypeSpelling

_UNIQUE = ("unique_all", "unique_counts", "unique_inverse", "unique_values")
_FORCE_HOST = "--xla_force_host_platform_device_count"


def _jax() -> Any:
    return importlib.import_module("jax")


def host_devices_flag(index: int, xla_flags: str = "") -> str | None:
    """``XLA_FLAGS`` giving JAX the host devices ``cpu:index`` needs; None when it needs
    none (``cpu:0``, or a count already set in ``xla_flags``)."""
    if index == 0 or _FORCE_HOST in xla_flags:
        return None
    return f"{xla_flags} {_FORCE_HOST}={index + 1}".strip()


class JaxBackend(Backend):
    """``jax.Array`` (tracers and sharded arrays included), immutable; compiled by
    ``jax.jit``.  Its ``unique_*`` take ``size=`` and ``fill_value=``, the only way to call
    them under ``jax.jit`` (their output size otherwise depends on the data)."""

    name = "jax"
    module = "jax"
    array_classes = ("Array",)
    array_name = "jax.Array"
    mutable = False
    differentiates = True
    eager_class = "JAXTensor"
    adapter = "JaxArrays"
    distribution_module = "jax"
    extra = "jax"
    device_probe = "JaxDevices"
    frameworks = ("jax", "jaxlib")
    extra_keywords = MappingProxyType({name: ("size", "fill_value") for name in _UNIQUE})
    keyword_types = MappingProxyType({"size": "int | None", "fill_value": "complex | None"})
    distributions = ("jax", "jaxlib")
    label = "JAX"
    # JAX's mode is pinned, so a JAX_ENABLE_X64 set in the shell changes no figure (the
    # runner's jax-x64 targets run the other mode).
    conformance = SuiteNeeds(env=(("JAX_ENABLE_X64", "0"),), mode="32-bit mode")
    compiler = "jax.jit"
    # jax.Device has no type information: the devices are typed ``object``.
    types = TypeSpelling("Jax", "jax.Array", "jax.Array", "jax.typing.DTypeLike",
                         "numpy.dtype[Any]", "object",
                         # jnp.float32 ...: classes (of jax's own, no NumPy scalar type).
                         dtype_constant="type", dtype_classes="type",
                         extension_dtypes=("float16", "bfloat16"),
                         imports=("jax", "jax.typing", "numpy"),
                         witness=("is_fully_replicated",))

    def compile(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        compiled: Callable[..., Any] = _jax().jit(fn)
        return compiled

    def prepare(self, kind: str, index: int) -> None:
        # JAX reads its host device count when it starts: set the flag before its import.
        flags = host_devices_flag(index, os.environ.get("XLA_FLAGS", ""))
        if flags is not None and "jax" not in sys.modules:
            os.environ["XLA_FLAGS"] = flags

    def make_default(self, device: Any) -> Callable[[], object] | None:
        jax = _jax()
        previous = jax.config.jax_default_device
        jax.config.update("jax_default_device", device)
        return lambda: jax.config.update("jax_default_device", previous)

    def to_device(self, x: Any, device: Any) -> Any:
        return _jax().device_put(x, device)

    def device_of(self, x: Any) -> Any:
        return next(iter(x.devices()))

    def on_device(self, x: Any, device: Any) -> bool:
        return bool(x.devices() == {device})

    def same_device(self, a: Any, b: Any) -> bool:
        return bool(a.devices() == b.devices())

    def on_accelerator(self, device: Any) -> bool:
        return getattr(device, "platform", "cpu") != "cpu"

    # sync: the caller blocks on its result (jax.block_until_ready).

    @contextmanager
    def no_host_sync(self, device: Any, mode: str) -> Iterator[None]:
        if not self.on_accelerator(device):
            yield
            return
        with _jax().transfer_guard_device_to_host("disallow" if mode == "error" else "log"):
            yield

    def array_module(self) -> ModuleType:
        return importlib.import_module("jax.numpy")

    def from_numpy(self, a: Any) -> Any:
        return importlib.import_module("jax.numpy").asarray(a)

"""What the package knows about MLX: its row of the backend table."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from .._backends import Backend, SuiteNeeds, TypeSpelling


def _mx() -> Any:
    return importlib.import_module("mlx.core")


class MLXBackend(Backend):
    """``mlx.core.array``: lazy arrays in memory the CPU and the GPU share, immutable to
    the standard's view (``x[i] = v`` writes in place, but the graph an array was built from
    keeps its own values); compiled by ``mx.compile``.  An array has no device: each
    operation runs on the stream of the default device (or the ``stream=`` it is given),
    and ``mx.eval`` computes what is pending."""

    name = "mlx"
    module = "mlx.core"
    array_classes = ("array",)
    array_name = "mlx.core.array"
    mutable = False
    differentiates = True
    eager_class = "MLXTensor"
    adapter = "MLXArrays"
    distribution_module = "mlx"
    extra = "mlx"
    device_probe = "MLXDevices"
    computes = ("lazily: results are computed by mx.eval (or on reading a value), on the "
                "default device's stream")
    frameworks = ("mlx",)
    distributions = ("mlx", "mlx-cpu")
    stands_on = ("numpy",)
    label = "MLX"
    # MLX's dtypes raise when compared with None, which the suite's dtype lookups do.
    conformance = SuiteNeeds(plugins=("conformance.mlx_adapter",),
                             facade_plugins=("conformance.mlx_adapter",))
    compiler = "mx.compile"
    types = TypeSpelling("MLX", "mlx.core.array", "mlx.core.array", "mlx.core.Dtype",
                         "mlx.core.Dtype", "mlx.core.Device",
                         extension_dtypes=("float16", "bfloat16"), imports=("mlx.core",),
                         # .at and .cummax: JAX's arrays have the first only, torch's the
                         # second only.  MLX's Dtype has a size, no itemsize.
                         witness=("at", "cummax"), dtype_member="size")

    def compile(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        compiled: Callable[..., Any] = _mx().compile(fn)
        return compiled

    def make_default(self, device: Any) -> Callable[[], object] | None:
        mx = _mx()
        previous = mx.default_device()
        mx.set_default_device(device)
        return lambda: mx.set_default_device(previous)

    # An array has no device of its own: it lives in memory every device of the machine
    # reads, and an operation runs on the default device.  to_device evaluates it there.
    def to_device(self, x: Any, device: Any) -> Any:
        mx = _mx()
        with mx.stream(device):
            y = mx.array(x)
        mx.eval(y)
        return y

    def native_scope(self, device: Any) -> Any:
        return _mx().stream(device)

    def device_of(self, x: Any) -> Any:
        return _mx().default_device()

    def on_device(self, x: Any, device: Any) -> bool:
        return bool(_mx().default_device() == device) or str(device) == "cpu"

    def on_accelerator(self, device: Any) -> bool:
        return bool(getattr(device, "type", None) == _mx().gpu)

    def sync(self, device: Any) -> None:
        _mx().synchronize()

    def from_numpy(self, a: Any) -> Any:
        mx = _mx()
        # mx.array reads a float64 NumPy array as float32 unless it is told the dtype.
        kind = a.dtype.name
        dtype = getattr(mx, "bool_" if kind == "bool" else kind, None)
        if kind in ("complex64", "complex128"):
            # mx.array reads complex values without the signs of their zero parts: read
            # the pairs of parts, then view them as complex64.
            numpy = importlib.import_module("numpy")
            pairs = numpy.ascontiguousarray(a.astype(numpy.complex64)).view(numpy.float32)
            return mx.view(mx.array(pairs, dtype=mx.float32), mx.complex64) if a.ndim \
                else mx.view(mx.array(pairs, dtype=mx.float32), mx.complex64).reshape(())
        return mx.array(a, dtype=dtype)

    def to_numpy(self, x: Any) -> Any:
        numpy = importlib.import_module("numpy")
        mx = _mx()
        if x.dtype == mx.bfloat16:
            x = x.astype(mx.float32)
        return numpy.array(x, copy=True)

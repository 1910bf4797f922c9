"""What the package knows about TensorFlow: its row of the backend table."""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from typing import Any

from .._backends import Backend, SuiteNeeds, TypeSpelling


def _tf() -> Any:
    return importlib.import_module("tensorflow")


def _short(name: Any) -> str:
    """A device name without TensorFlow's job prefix: ``GPU:0`` for
    ``/job:localhost/replica:0/task:0/device:GPU:0`` and for ``/GPU:0``."""
    return str(name).rsplit("device:", 1)[-1].lstrip("/").upper()


class TensorFlowBackend(Backend):
    """``tf.Tensor`` and ``tf.Variable``, immutable; compiled by ``tf.function``.  Its eager
    operators put results on the default device whatever their operands' device, so native
    code for another device runs in ``tf.device`` (:meth:`native_scope`)."""

    name = "tensorflow"
    module = "tensorflow"
    array_classes = ("Tensor", "Variable")
    array_name = "tf.Tensor"
    mutable = False
    differentiates = True
    eager_class = "TensorFlowTensor"
    adapter = "TensorFlowArrays"
    distribution_module = "tensorflow"
    extra = "tensorflow"
    device_probe = "TensorFlowDevices"
    frameworks = ("tensorflow",)
    distributions = ("tensorflow-cpu",)
    stands_on = ("numpy",)
    label = "TensorFlow"
    # tf.Tensor.shape is a TensorShape; this plugin lets the suite's own helpers (hypothesis
    # strategies, ndindex, shape assertions) accept it.  The namespace needs no help: the
    # runner's tensorflow-unassisted target runs the suite with no plugin at all.  The
    # facade's shape is a tuple: its target needs none either.
    conformance = SuiteNeeds(plugins=("conformance.tensorflow_adapter",))
    compiler = "tf.function(jit_compile=True)"
    types = TypeSpelling("TensorFlow", "tensorflow.Tensor | tensorflow.Variable",
                         "tensorflow.Tensor", "tensorflow.DType", "tensorflow.DType", "str",
                         extension_dtypes=("float16", "bfloat16"), imports=("tensorflow",),
                         # tf.Variable's too, in TensorFlow's sources and in its stubs,
                         # whose classes answer every attribute (types-tensorflow's
                         # ``__getattr__``).
                         witness=("get_shape",), any_attribute=True,
                         dtype_member="is_floating")

    def compile(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        compiled: Callable[..., Any] = _tf().function(fn, jit_compile=True, autograph=False)
        return compiled

    def prepare(self, kind: str, index: int) -> None:
        # index + 1 logical CPUs, if the runtime has not started (else the device is missing).
        tf = _tf()
        cpus = tf.config.list_physical_devices("CPU")
        configured = tf.config.get_logical_device_configuration(cpus[0]) or []
        if len(configured) > index:
            return
        with contextlib.suppress(RuntimeError):
            tf.config.set_logical_device_configuration(
                cpus[0], [tf.config.LogicalDeviceConfiguration()] * (index + 1))

    def make_default(self, device: Any) -> Callable[[], object] | None:
        scope = self.native_scope(device)
        scope.__enter__()
        return lambda: scope.__exit__(None, None, None)

    def to_device(self, x: Any, device: Any) -> Any:
        tf = _tf()
        with tf.device(device):
            return tf.identity(x)

    def native_scope(self, device: Any) -> contextlib.AbstractContextManager[Any]:
        scope: contextlib.AbstractContextManager[Any] = _tf().device(device)
        return scope

    def on_device(self, x: Any, device: Any) -> bool:
        return _short(x.device) == _short(device)

    def same_device(self, a: Any, b: Any) -> bool:
        return self.on_device(a, b.device)

    def sync(self, device: Any) -> None:
        sync_devices = getattr(_tf().test.experimental, "sync_devices", None)
        if sync_devices is not None and "GPU" in str(device).upper():
            sync_devices()

    def from_numpy(self, a: Any) -> Any:
        return _tf().constant(a)

    def to_numpy(self, x: Any) -> Any:
        return importlib.import_module("numpy").asarray(x.numpy())

"""The Tensor facade's adapter to TensorFlow tensors: NumPy's indexing, writes by
rebinding, TensorFlow's device strings, its own DLPack export.

Imported when a TensorFlow tensor first reaches the facade (``ADAPTERS`` of
:mod:`xpagnostic._facade._adapters`); its indexing (:mod:`._facade_index`) when a Tensor is
first indexed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

import tensorflow as tf

from .._facade._adapters import ArrayAdapter, as_written
from .._facade._index import bool_and_list_part, normalise_key
from ._devices import device_string, placement, to_device


class TensorFlowArrays(ArrayAdapter):
    """TensorFlow: NumPy's indexing supplied by :mod:`._facade_index`, writes by
    rebinding, devices as TensorFlow's device strings, its own DLPack export."""

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return normalise_key(key, raw, bool_and_list_part)

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        from ._facade_index import tf_getitem

        with placement(raw):  # the tensor's device, not TensorFlow's default
            return tf_getitem(raw, key)

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        from ._facade_index import tf_setitem

        with placement(raw):
            return tf_setitem(raw, key, as_written(value, raw.dtype,
                                                   TensorFlowArrays.numpy_dtype))

    @staticmethod
    def numpy_dtype(dtype: Any) -> Any:
        return sys.modules["numpy"].dtype(dtype.as_numpy_dtype)

    @staticmethod
    def truth(raw: Any) -> bool:
        if raw.shape.num_elements() == 0:  # TensorFlow's bool() of no element is False
            raise ValueError("Tensor.__bool__ (tensorflow): the truth value of an empty "
                             "Tensor is ambiguous")
        return bool(raw)

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        if raw.dtype.is_complex and convert is not complex:
            # TensorFlow would drop the imaginary part (with NumPy's ComplexWarning).
            raise TypeError(f"Tensor: a complex Tensor has no {convert.__name__} value; "
                            "take .real first")
        return convert(raw)

    @staticmethod
    def itemsize(raw: Any) -> int:
        return int(raw.dtype.size)

    @staticmethod
    def device(raw: Any) -> Any:
        return raw.device

    @staticmethod
    def to_device(raw: Any, device: Any, stream: Any) -> Any:
        # The namespace's rule: a device that does not exist is an error naming it (a bare
        # ``tf.device`` scope would leave the tensor on the CPU without a word).
        return to_device(raw, device, "Tensor.to_device")

    @staticmethod
    def device_string(name: str) -> Any:  # type: ignore[override]
        return device_string(name)

    @staticmethod
    def dlpack(raw: Any, kwargs: dict[str, Any], backend: str) -> Any:
        dl_device = kwargs.get("dl_device")
        if kwargs.get("copy") is True or (
                dl_device is not None
                and tuple(dl_device) != TensorFlowArrays.dlpack_device(raw)):
            raise BufferError(
                "Tensor.__dlpack__ (tensorflow): TensorFlow exports its own buffer only; "
                "copy=True and other devices are not supported"
            )
        dtype = raw.dtype
        if not (dtype.is_floating or dtype.is_integer or dtype.is_complex or dtype.is_bool):
            # TensorFlow's export of a string or resource tensor aborts the process.
            raise BufferError(f"Tensor.__dlpack__ (tensorflow): dtype {dtype.name} cannot be "
                              "exported as DLPack")
        try:
            # TensorFlow exports unversioned capsules, which the protocol allows whatever
            # max_version the consumer names.
            return tf.experimental.dlpack.to_dlpack(raw)
        except tf.errors.OpError as exc:
            raise BufferError(f"Tensor.__dlpack__ (tensorflow): {exc}") from exc

    @staticmethod
    def dlpack_device(raw: Any) -> tuple[Any, int]:
        if "GPU" in str(raw.device).upper():
            return (2, int(str(raw.device).rsplit(":", 1)[-1]))
        return (1, 0)  # kDLCPU

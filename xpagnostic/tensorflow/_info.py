"""Inspection: ``__array_namespace_info__`` for xpagnostic.tensorflow."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from .._common._info import NamespaceInfo
from . import _dtypes as d
from ._devices import default_device, device_string, local_devices

__all__ = ["__array_namespace_info__"]


class __array_namespace_info__(NamespaceInfo):
    """Facts about xpagnostic.tensorflow: devices, dtypes, defaults and capabilities.

    Devices are TensorFlow device strings, spelled as ``tf.Tensor.device`` spells
    them (``'/job:localhost/replica:0/task:0/device:CPU:0'``); every ``device=``
    argument of the namespace accepts them, as well as short forms (``'CPU:0'``,
    ``'/GPU:0'``) and ``tf.config.LogicalDevice`` objects.
    """

    __module__ = "xpagnostic.tensorflow"
    backend = "tensorflow"

    def capabilities(self) -> dict[str, Any]:
        """``boolean indexing`` is False: ``tf.Tensor.__getitem__`` rejects boolean masks
        (use ``tf.boolean_mask``).  ``data-dependent shapes`` is True: ``nonzero`` and the
        ``unique_*`` functions work eagerly and in ``tf.function``.  ``max dimensions``
        is 64, the rank up to which the namespace is checked."""
        return {"boolean indexing": False, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self) -> str:
        """Where TensorFlow places new computations: the first GPU if any, else CPU:0."""
        return default_device()

    def devices(self) -> tuple[str, ...]:
        """Every logical device TensorFlow sees (CPU first)."""
        return tuple(local_devices().values())

    def _supported(self, device: Any) -> dict[str, tf.DType]:
        """All 13 standard dtypes, on every device (the extension dtypes ``float16`` and
        ``bfloat16`` are accepted everywhere but, being outside the standard, not listed)."""
        if device is not None:
            device_string(device)
        return d.BY_NAME

    def _default_names(self) -> dict[str, str]:
        return {"real floating": d.name_of(d.DEFAULT_REAL_FLOATING),
                "complex floating": d.name_of(d.DEFAULT_COMPLEX_FLOATING),
                "integral": d.name_of(d.DEFAULT_INTEGRAL),
                "indexing": d.name_of(d.DEFAULT_INDEXING)}

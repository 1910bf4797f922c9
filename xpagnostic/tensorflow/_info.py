"""Inspection: ``__array_namespace_info__`` for xpagnostic.tensorflow."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._helpers import device_string

__all__ = ["__array_namespace_info__"]

_LOCAL_PREFIX = "/job:localhost/replica:0/task:0"


def _canonical(name: str) -> str:
    """A logical device name in the form ``tf.Tensor.device`` reports it (eager, local)."""
    return name if name.startswith("/job:") else _LOCAL_PREFIX + name


class __array_namespace_info__:
    """Facts about xpagnostic.tensorflow: devices, dtypes, defaults and capabilities.

    Devices are TensorFlow device strings, spelled as ``tf.Tensor.device`` spells
    them (``'/job:localhost/replica:0/task:0/device:CPU:0'``); every ``device=``
    argument of the namespace accepts them, as well as short forms (``'CPU:0'``,
    ``'/GPU:0'``) and ``tf.config.LogicalDevice`` objects.
    """

    __module__ = "xpagnostic.tensorflow"

    def capabilities(self) -> dict[str, Any]:
        """``boolean indexing`` is False: ``tf.Tensor.__getitem__`` rejects boolean masks
        (use ``tf.boolean_mask``).  ``data-dependent shapes`` is True: ``nonzero`` and the
        ``unique_*`` functions work eagerly and in ``tf.function``.  ``max dimensions``
        is 64, the rank up to which the namespace is checked."""
        return {"boolean indexing": False, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self) -> str:
        """Where TensorFlow places new computations: the first GPU if any, else CPU:0."""
        gpus = tf.config.list_logical_devices("GPU")
        return _canonical(gpus[0].name if gpus else "/device:CPU:0")

    def devices(self) -> tuple[str, ...]:
        """Every logical device TensorFlow sees (CPU first)."""
        return tuple(_canonical(dev.name) for dev in tf.config.list_logical_devices())

    def default_dtypes(self, *, device: Any = None) -> dict[str, tf.DType]:
        """Default dtypes (the same on every device)."""
        self._check_device(device)
        return {
            "real floating": d.DEFAULT_REAL_FLOATING,
            "complex floating": d.DEFAULT_COMPLEX_FLOATING,
            "integral": d.DEFAULT_INTEGRAL,
            "indexing": d.DEFAULT_INDEXING,
        }

    def dtypes(
        self, *, device: Any = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, tf.DType]:
        """Supported dtypes, all 13 on every device, optionally restricted to ``kind``."""
        self._check_device(device)
        if kind is None:
            return dict(d.BY_NAME)
        kinds = (kind,) if isinstance(kind, str) else tuple(kind)
        wanted: set[tf.DType] = set()
        for k in kinds:
            if k not in d.KINDS:
                raise ValueError(
                    f"__array_namespace_info__.dtypes: unknown kind {k!r}; expected one of "
                    + ", ".join(map(repr, d.KINDS))
                )
            wanted |= d.KINDS[k]
        return {name: dt for name, dt in d.BY_NAME.items() if dt in wanted}

    def _check_device(self, device: Any) -> None:
        if device is not None:
            device_string(device)

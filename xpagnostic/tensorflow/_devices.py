"""Devices of xpagnostic.tensorflow: device arguments, placement and copies.

Every ``device=`` argument of the namespace is read by :func:`device_string`: TensorFlow
device strings (``'/job:localhost/replica:0/task:0/device:CPU:0'``, ``'CPU:0'``,
``'/GPU:0'``) and ``tf.config.LogicalDevice``/``PhysicalDevice`` objects.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import tensorflow as tf

__all__: list[str] = []


def device_of(x: Any) -> str:
    """The device string of a tensor ('' for symbolic tensors without placement)."""
    try:
        return str(x.device or "")
    except (AttributeError, RuntimeError):
        return ""


@contextlib.contextmanager
def same_device(x: Any) -> Iterator[None]:
    """Context in which new tensors are created on the device of ``x`` (if known)."""
    dev = device_of(x) if x is not None else ""
    if dev:
        with tf.device(dev):
            yield
    else:
        yield


def on_device(device: Any) -> contextlib.AbstractContextManager[Any]:
    """Context placing new tensors on ``device`` (string, our Device, tf.config device)."""
    if device is None:
        return contextlib.nullcontext()
    ctx: contextlib.AbstractContextManager[Any] = tf.device(device_string(device))
    return ctx


def device_string(device: Any) -> str:
    """TF device string for ``device``: a str, a ``tf.config.LogicalDevice``/
    ``PhysicalDevice`` (anything with ``.name``) or an object exposing ``.device``."""
    if isinstance(device, str):
        return device
    name = getattr(device, "name", None)
    if isinstance(name, str):
        return name
    raise ValueError(f"xpagnostic.tensorflow: unsupported device {device!r}")


def hard_copy(x: tf.Tensor) -> tf.Tensor:
    """A tensor owning its own buffer (``tf.identity`` may share the input's buffer,
    which matters for tensors imported through DLPack)."""
    if tf.executing_eagerly():
        return tf.raw_ops.DeepCopy(x=x)
    return tf.identity(x)


def to_device(x: tf.Tensor, device: Any, fname: str) -> tf.Tensor:
    """``x`` placed on ``device`` (no-op when it is already there or device is None)."""
    if device is None:
        return x
    want = tf.DeviceSpec.from_string(device_string(device))
    have = device_of(x)
    if have:
        spec = tf.DeviceSpec.from_string(have)
        if spec.device_type == want.device_type and (
            want.device_index is None or spec.device_index == want.device_index
        ):
            return x
    with tf.device(want.to_string()):
        return tf.identity(x)

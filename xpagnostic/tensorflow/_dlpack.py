"""DLPack import for xpagnostic.tensorflow: a tf.Tensor from any ``__dlpack__`` producer.

TensorFlow's own importer takes capsules only, checks neither the alignment its kernels
need nor ``byte_offset``, and imports only onto its own devices; :func:`import_dlpack`
reads the capsule's head first and copies host data it cannot take (unless ``copy=False``),
and never copies another device's data to the host unless ``device=`` asks for the CPU.
"""

from __future__ import annotations

import ctypes
from typing import Any

import numpy as np
import tensorflow as tf

from ._devices import device_string, hard_copy, same_device, to_device
from ._names import named

__all__ = ["CapsuleHolder", "CopyRequiredError", "capsule_head", "import_dlpack"]


#: DLPack device type codes (DLDeviceType) and their names, for messages.
_DL_CPU = 1
_DL_GPU_TYPES = frozenset({2, 10})  # kDLCUDA, kDLROCM: TensorFlow's GPU devices
_DL_NAMES = {1: "CPU", 2: "CUDA", 3: "CUDA host", 4: "OpenCL", 7: "Vulkan", 8: "Metal",
             9: "VPI", 10: "ROCm", 11: "ROCm host", 12: "ExtDev", 13: "CUDA managed",
             14: "oneAPI", 15: "WebGPU", 16: "Hexagon", 17: "MAIA"}
#: TensorFlow's kernels abort the process on buffers not aligned to this (its allocator's
#: alignment and EIGEN_MAX_ALIGN_BYTES); its DLPack importer checks neither this nor
#: ``byte_offset``, so such buffers are copied instead of imported.
_TF_ALIGNMENT = 64


class CopyRequiredError(BufferError, ValueError):
    """``copy=False`` but the import needs a copy.  The standard names ``BufferError``
    (for ``copy=``) and ``ValueError`` (for ``device=``) for this case; this is both."""


class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32)]


class _DLTensor(ctypes.Structure):
    """The head of a DLManagedTensor (DLPack's C ABI, unversioned capsules)."""

    _fields_ = [
        ("data", ctypes.c_void_p),
        ("device", _DLDevice),
        ("ndim", ctypes.c_int32),
        ("dtype", ctypes.c_uint32),  # DLDataType: code, bits, lanes
        ("shape", ctypes.c_void_p),
        ("strides", ctypes.c_void_p),
        ("byte_offset", ctypes.c_uint64),
    ]


_capsule_pointer = ctypes.pythonapi.PyCapsule_GetPointer
_capsule_pointer.restype = ctypes.c_void_p
_capsule_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]


def capsule_head(capsule: Any) -> _DLTensor:
    """The DLTensor inside an unconsumed ``dltensor`` capsule (ValueError otherwise)."""
    ptr = _capsule_pointer(capsule, b"dltensor")
    return _DLTensor.from_address(ptr)


class CapsuleHolder:
    """A legacy capsule behind the ``__dlpack__`` protocol (for NumPy's importer)."""

    def __init__(self, capsule: Any, device: tuple[int, int]) -> None:
        self._capsule, self._device = capsule, device

    def __dlpack__(self, **kwargs: Any) -> Any:
        return self._capsule

    def __dlpack_device__(self) -> tuple[int, int]:
        return self._device


def _dl_name(dev: tuple[int, int]) -> str:
    return f"{_DL_NAMES.get(dev[0], f'type {dev[0]}')}:{dev[1]}"


def _source_device(obj: Any, fname: str) -> tuple[int, int] | None:
    """``obj.__dlpack_device__()`` as ints (None when the producer does not say).

    Errors of the producer (torch's meta device raises ValueError) propagate, as the
    standard asks, with a note naming ``fname``."""
    method = getattr(obj, "__dlpack_device__", None)
    if method is None:
        return None
    try:
        dev = method()
    except Exception as exc:
        if hasattr(exc, "add_note"):  # Python 3.11+
            exc.add_note(f"{named(fname)}: raised by {type(obj).__qualname__}.__dlpack_device__; "
                         "xpagnostic.tensorflow makes no host copy of device data")
        raise
    return int(dev[0]), int(dev[1])


def _tf_holds(dev: tuple[int, int]) -> bool:
    """Whether TensorFlow can import memory on DLPack device ``dev`` as it is."""
    if dev[0] == _DL_CPU:
        return True
    if dev[0] in _DL_GPU_TYPES:
        return len(tf.config.list_logical_devices("GPU")) > dev[1]
    return False


def _wants_cpu(device: Any) -> bool:
    spec = tf.DeviceSpec.from_string(device_string(device))
    return (spec.device_type or "").upper() == "CPU"


def _zero_copy(capsule: Any) -> tf.Tensor:
    """Import a capsule without a copy; BufferError when TensorFlow cannot use the buffer
    as it is (offset or misaligned data), OpError for strides or dtypes it rejects."""
    head = capsule_head(capsule)
    if head.byte_offset or (head.data or 0) % _TF_ALIGNMENT:
        raise BufferError(f"the data is not {_TF_ALIGNMENT}-byte aligned, which TensorFlow's "
                          "kernels require")
    return tf.experimental.dlpack.from_dlpack(capsule)


def _copy_instead(obj: Any, fname: str, src: tuple[int, int] | None, copy: bool | None,
                  exc: Exception) -> tf.Tensor:
    """A copy of host data ``obj`` that cannot be imported as it is (``exc`` says why)."""
    what = type(obj).__qualname__
    if copy is False:
        raise CopyRequiredError(
            f"{named(fname)}: copy=False, but the {what} cannot be imported without a copy ({exc})"
        ) from exc
    if src is None or src[0] != _DL_CPU:
        raise BufferError(
            f"{named(fname)}: the {what} cannot be imported through DLPack as it is and is not "
            f"known to be in host memory; no host copy is made ({exc})"
        ) from exc
    try:
        arr = np.from_dlpack(obj)  # any host producer: offsets, strides, read-only data
    except (BufferError, TypeError, ValueError, RuntimeError):
        arr = np.asarray(obj)
    if arr.dtype == np.dtype(object):
        raise TypeError(f"{named(fname)}: cannot convert a {what} to a tensor") from exc
    with tf.device("/device:CPU:0"):  # host data stays on the host
        return tf.constant(arr)


def import_dlpack(obj: Any, fname: str, device: Any, copy: bool | None) -> tf.Tensor:
    """A tf.Tensor from an object with ``__dlpack__`` (any producer: NumPy, torch, JAX...).

    Zero-copy when TensorFlow can use the producer's memory as it is and ``copy`` is not
    True.  Host data it cannot (strided, read-only, offset or misaligned buffers) is
    copied unless ``copy=False``.  Data on a device TensorFlow cannot hold (another
    framework's GPU, torch's meta device...) is never copied to the host silently:
    BufferError, unless ``device=`` asks for the CPU, when the producer exports a host
    copy through the DLPack protocol (``dl_device=``).
    """
    src = _source_device(obj, fname)
    what = type(obj).__qualname__
    if src is not None and not _tf_holds(src):
        if device is None:
            raise BufferError(
                f"{named(fname)}: the {what} is on DLPack device {_dl_name(src)}, which TensorFlow "
                "cannot hold; no host copy is made (pass device='CPU:0' to ask for one, "
                "or move the array first)"
            )
        if copy is False:
            raise CopyRequiredError(
                f"{named(fname)}: copy=False, but moving a {what} from DLPack device "
                f"{_dl_name(src)} to {device!r} needs a copy"
            )
        if not _wants_cpu(device):
            raise BufferError(
                f"{named(fname)}: cannot move a {what} from DLPack device {_dl_name(src)} to "
                f"{device!r}; TensorFlow imports DLPack data only on its own devices"
            )
        host = CapsuleHolder(obj.__dlpack__(dl_device=(_DL_CPU, 0), copy=True), (_DL_CPU, 0))
        try:
            with tf.device("/device:CPU:0"):
                return _zero_copy(host.__dlpack__())
        except (BufferError, tf.errors.OpError) as exc:
            return _copy_instead(host, fname, (_DL_CPU, 0), True, exc)
    try:
        x = _zero_copy(obj.__dlpack__())
    except (BufferError, tf.errors.OpError) as exc:
        x = _copy_instead(obj, fname, src, copy, exc)
    else:
        if copy:
            with same_device(x):
                x = hard_copy(x)
    if device is not None:
        moved = to_device(x, device, fname)
        if moved is not x and copy is False:
            raise CopyRequiredError(
                f"{named(fname)}: copy=False but the device change needs a copy")
        x = moved
    return x

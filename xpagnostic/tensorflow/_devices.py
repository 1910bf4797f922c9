"""Devices of xpagnostic.tensorflow: device arguments, placement and copies.

Every ``device=`` argument of the namespace is read by :func:`device_string`: TensorFlow
device strings (``'/job:localhost/replica:0/task:0/device:CPU:0'``, ``'CPU:0'``,
``'/GPU:0'``), the short names every backend reads (``'gpu'``, ``'cuda:0'``, ``'cpu:1'``)
and ``tf.config.LogicalDevice``/``PhysicalDevice`` objects; a device that does not exist is
an error, never a silent fallback.

Every function of the namespace keeps its operands' device (:func:`placed`): TensorFlow
runs an eager op on its default device and copies operands there, so an operand held
elsewhere makes the function run under ``tf.device`` of that device.

:class:`TensorFlowDevices` is the backend table's device probe for TensorFlow: which
accelerators it sees and which device a portable name means (read by
:mod:`xpagnostic._accelerators`).
"""

from __future__ import annotations

import contextlib
import functools
import inspect
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

import tensorflow as tf
from tensorflow.python.eager import context as _tf_context

from .._accelerators import Accelerator, DeviceNotFound, parse
from ._broadcasting import _EAGER_TENSOR as _EAGER

F = TypeVar("F", bound=Callable[..., Any])

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


def hard_copy(x: tf.Tensor) -> tf.Tensor:
    """A tensor owning its own buffer (``tf.identity`` may share the input's buffer,
    which matters for tensors imported through DLPack)."""
    if tf.executing_eagerly():
        return tf.raw_ops.DeepCopy(x=x)
    return tf.identity(x)


def to_device(x: tf.Tensor, device: Any, fname: str) -> tf.Tensor:
    """``x`` placed on ``device`` (no-op when it is already there, or device is None or
    ``''``: what a symbolic tensor in a ``tf.function`` reports, whose placement is the
    graph's, as in a ``tf.device('')`` scope)."""
    if device is None or (isinstance(device, str) and not device):
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


# --------------------------------------------------------------------------- device names
#: The devices of this process, ``(TYPE, index)`` -> the name ``tf.Tensor.device`` spells;
#: read once, on first use (TensorFlow fixes its logical devices when its runtime starts).
_LOCAL: dict[tuple[str, int], str] = {}
#: Device argument -> canonical name, for the arguments already resolved.
_RESOLVED: dict[str, str] = {}
_LOCAL_JOB = "/job:localhost/replica:0/task:0"


def local_devices() -> dict[tuple[str, int], str]:
    """Every logical device of this process, by ``(TYPE, index)``, each with the full name
    that ``tf.Tensor.device`` reports (``/job:localhost/replica:0/task:0/device:CPU:0``)."""
    if not _LOCAL:
        for dev in tf.config.list_logical_devices():
            spec = tf.DeviceSpec.from_string(dev.name)
            key = ((spec.device_type or "").upper(), spec.device_index or 0)
            _LOCAL[key] = f"{_LOCAL_JOB}/device:{key[0]}:{key[1]}"
    return _LOCAL


def _not_found(device: Any) -> DeviceNotFound:
    names = [name.removeprefix(_LOCAL_JOB + "/device:") for name in local_devices().values()]
    return DeviceNotFound("tensorflow", str(device), names)


def _resolve_name(text: str) -> str:
    try:
        spec = tf.DeviceSpec.from_string(text)
    except ValueError:
        try:  # the short forms every backend reads: 'gpu', 'cuda:0', 'cpu:1'
            kind, index = parse(text)
        except ValueError:
            raise ValueError(
                f"xpagnostic.tensorflow: {text!r} is not a device name (a TensorFlow device "
                "string such as '/GPU:0' or 'CPU:1', or 'gpu', 'cuda:0', 'cpu:1')") from None
        spec = tf.DeviceSpec(device_type=kind.upper(), device_index=index)
    if spec.job not in (None, "localhost") or spec.task not in (None, 0) or spec.replica not in (
            None, 0):
        return text  # a remote worker's device: the cluster knows it, this process does not
    if spec.device_type is None:
        raise ValueError(f"xpagnostic.tensorflow: device {text!r} names no device type")
    key = (spec.device_type.upper(), spec.device_index or 0)
    name = local_devices().get(key)
    if name is None:
        raise _not_found(text)
    return name


def device_string(device: Any) -> str:
    """The full name (as ``tf.Tensor.device`` spells it) of the device ``device``: a
    TensorFlow device string (``'/job:localhost/replica:0/task:0/device:CPU:0'``,
    ``'CPU:0'``, ``'/GPU:1'``), a short name every backend reads (``'gpu'``, ``'cuda:0'``,
    ``'cpu:1'``) or a ``tf.config.LogicalDevice``/``PhysicalDevice``.

    A device that does not exist raises :class:`~xpagnostic._accelerators.DeviceNotFound`
    (a ``ValueError``) naming it and the devices that do: TensorFlow itself would place the
    array elsewhere without a word (soft placement)."""
    if isinstance(device, str):
        text = device
    else:
        name = getattr(device, "name", None)
        if not isinstance(name, str):
            raise TypeError(f"xpagnostic.tensorflow: {device!r} is not a device (a device "
                            "string or a tf.config.LogicalDevice)")
        text = name
    found = _RESOLVED.get(text)
    if found is None:
        found = _RESOLVED[text] = _resolve_name(text)
    return found


# --------------------------------------------------------------------------- the device rule
#: Where TensorFlow runs an eager op outside any ``tf.device`` scope: its first GPU if it
#: has one, else CPU:0 (None until the first call asks).
_DEFAULT: str | None = None
_context = _tf_context.context


def default_device() -> str:
    """Where TensorFlow runs an eager op when no ``tf.device`` scope is open."""
    global _DEFAULT
    if _DEFAULT is None:
        devices = local_devices()
        gpus = sorted(index for kind, index in devices if kind == "GPU")
        _DEFAULT = devices[("GPU", gpus[0])] if gpus else devices[("CPU", 0)]
    return _DEFAULT


def _device_of_operand(x: Any) -> str:
    """The device of an operand that holds data on one ('' for Python values, symbolic
    tensors and host arrays of other libraries)."""
    if type(x) is _EAGER or isinstance(x, tf.Variable):
        return str(x.device)
    return ""


def _collect(values: Any, found: dict[str, None]) -> None:
    for v in values:
        if type(v) in (list, tuple):
            _collect(v, found)
        else:
            dev = _device_of_operand(v)
            if dev:
                found[dev] = None


def _scope(where: str, operands: Any) -> contextlib.AbstractContextManager[Any]:
    """The scope that keeps work on ``operands``' device (the rule of :func:`placed`): none
    when they hold no data on a device, are on the default device, or a ``tf.device`` scope
    is already open; ``ValueError`` naming both devices when they are on two.  ``where``
    names the caller in that message."""
    found: dict[str, None] = {}
    _collect(operands, found)
    if len(found) > 1:
        first, second, *_ = found
        raise ValueError(f"{where}: the arrays are on two devices, {first} and {second}; "
                         "move one with to_device first")
    dev = next(iter(found), "")
    # A ``tf.device`` scope the caller opened is an explicit placement: TensorFlow's rule
    # stands inside it (the op runs on the scope's device).
    if not dev or dev == default_device() or _context().device_name:
        return _NO_SCOPE
    scope: contextlib.AbstractContextManager[Any] = tf.device(dev)
    return scope


_NO_SCOPE: contextlib.AbstractContextManager[Any] = contextlib.nullcontext()


def _elsewhere(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
    """``fn(*args, **kwargs)`` run on its operands' device (the slow path of :func:`placed`:
    an operand not on the default device, a variable, a symbolic or foreign operand)."""
    with _scope(f"xpagnostic.tensorflow.{fn.__name__}", (args, tuple(kwargs.values()))):
        return fn(*args, **kwargs)


def placed(fn: F) -> F:
    """``fn``, a function of the namespace, run on its operands' device.

    TensorFlow runs an eager op on its default device (the first GPU, else CPU:0) and
    copies operands held elsewhere to it; the standard wants the result on the operands'
    device.  The wrapper reads the device of each eager operand: when every one is on the
    default device (the common case, one attribute read per operand), ``fn`` runs as it
    is; otherwise it runs under ``tf.device`` of its operands' device, and operands on
    two devices raise ``ValueError`` naming both.  An explicit ``device=`` argument is
    ``fn``'s own business (it places the result there).  Inside a ``tf.device`` scope the
    caller opened, the scope decides, as everywhere in TensorFlow."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):  # pragma: no cover - our functions all have one
        params = []
    kinds = [p.kind for p in params]
    positional_only = inspect.Parameter.POSITIONAL_ONLY
    wrapped: Callable[..., Any]
    if kinds == [positional_only]:

        def wrapped(x: Any, /) -> Any:
            if type(x) is _EAGER:
                if x.device == _DEFAULT:
                    return fn(x)
            elif type(x) in _PLAIN:
                return fn(x)
            return _elsewhere(fn, (x,), {})

    elif kinds == [positional_only, positional_only]:

        def wrapped(x1: Any, x2: Any, /) -> Any:
            t1, t2 = type(x1), type(x2)
            if ((t1 is _EAGER and x1.device == _DEFAULT) or t1 in _PLAIN) and (
                    (t2 is _EAGER and x2.device == _DEFAULT) or t2 in _PLAIN):
                return fn(x1, x2)
            return _elsewhere(fn, (x1, x2), {})

    else:

        def wrapped(*args: Any, **kwargs: Any) -> Any:
            if kwargs.get("device") is not None:
                return fn(*args, **kwargs)
            for a in args:
                if not _on_default(a):
                    return _elsewhere(fn, args, kwargs)
            for a in kwargs.values():
                if not _on_default(a):
                    return _elsewhere(fn, args, kwargs)
            return fn(*args, **kwargs)

    functools.update_wrapper(wrapped, fn)
    setattr(wrapped, _PLACED, True)
    _WRAPPERS[fn] = wrapped
    return wrapped  # type: ignore[return-value]


#: Function -> its placed wrapper: a function that two modules export (``matmul`` in the
#: namespace and in ``linalg``) gets one wrapper, the same object in both.
_WRAPPERS: dict[Callable[..., Any], Callable[..., Any]] = {}


#: Argument types that hold no data on a device: they never decide the placement.
_PLAIN: frozenset[type] = frozenset({bool, int, float, complex, str, type(None), slice,
                                     type(Ellipsis), tf.DType, tf.TensorShape})


def _on_default(a: Any) -> bool:
    """Whether ``a`` leaves the placement to TensorFlow's default: an eager tensor on the
    default device, a Python value, or a list or tuple of those (shapes, ``concat``'s
    arrays)."""
    t = type(a)
    if t is _EAGER:
        return bool(a.device == _DEFAULT)
    if t in _PLAIN:
        return True
    if t is tuple or t is list:
        return all(_on_default(v) for v in a)
    return False


#: The attribute that marks a function :func:`placed` made.
_PLACED = "__xpagnostic_placed__"


def several_devices() -> bool:
    """Whether this process has more than one logical device.

    TensorFlow fixes its logical devices when its runtime starts, which importing this
    namespace does (``_broadcasting`` makes a tensor).  With one device every output is on
    it by construction: the namespace then keeps its functions as they are, and the device
    rule costs nothing at all."""
    return len(local_devices()) > 1


def placed_in(namespace: dict[str, Any], names: Iterable[str]) -> None:
    """Replace each public function of this namespace that ``names`` lists in the module
    dict ``namespace`` by :func:`placed` of it (once: a function already placed is left as
    it is; imported helpers and private names are left alone).  Nothing is replaced in a
    process with one device (:func:`several_devices`)."""
    if not several_devices():
        return
    for name in names:
        fn = namespace.get(name)
        if (inspect.isfunction(fn) and not name.startswith("_")
                and fn.__module__.startswith(__package__ or "xpagnostic.tensorflow")
                and not getattr(fn, _PLACED, False)):
            namespace[name] = _WRAPPERS.get(fn) or placed(fn)


def placement(*operands: Any) -> contextlib.AbstractContextManager[Any]:
    """The scope that keeps work on ``operands``' device (tensors, or lists and tuples of
    them), by the rule of :func:`placed`, for code that calls TensorFlow itself (the
    facade's indexing, the autodiff primitive)."""
    if _ONE_DEVICE or (len(operands) == 1 and type(operands[0]) is _EAGER
                       and operands[0].device == _DEFAULT):
        return _NO_SCOPE
    return _scope("xpagnostic.tensorflow", operands)


#: Whether the process has a single logical device (then nothing is ever placed).
_ONE_DEVICE = not several_devices()


class TensorFlowDevices:
    """TensorFlow: its logical devices (``/CPU:0``, ``/GPU:0`` ...)."""

    @classmethod
    def accelerators(cls) -> list[Accelerator]:
        out = []
        for i, dev in enumerate(tf.config.list_physical_devices("GPU")):
            try:
                name = str(tf.config.experimental.get_device_details(dev).get("device_name", ""))
            except Exception:  # details are best effort
                name = ""
            out.append(Accelerator(f"/GPU:{i}", "rocm" if tf.test.is_built_with_rocm()
                                   else "cuda", name))
        return out

    @classmethod
    def none_reason(cls) -> str:
        if not tf.test.is_built_with_gpu_support():
            return ("a CPU-only build: tensorflow-cpu, or tensorflow where it has no GPU "
                    "build")
        return ("a GPU build, but no GPU among its physical devices: tensorflow[and-cuda] "
                "adds the CUDA libraries it needs; check the driver too")

    @classmethod
    def devices(cls) -> list[str]:
        return [dev.name.replace("/device:", "/")
                for dev in tf.config.list_logical_devices()]

    @classmethod
    def resolve(cls, kind: str, index: int) -> Any:
        name = f"/{kind.upper()}:{index}"
        return name if name in cls.devices() else None

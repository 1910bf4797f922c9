"""Finish a namespace package: its extension submodules, and its functions marked for
the frameworks' tracers."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Iterable
from types import ModuleType
from typing import Any

from ._tracing import not_converted_in


def load_extensions(package: str) -> tuple[ModuleType, ModuleType]:
    """Import and return ``package.linalg`` and ``package.fft``, mark the functions of
    the package and of both extensions for AutoGraph to call as they are (see
    :mod:`xpagnostic._tracing`).

    ``from . import linalg`` would return an attribute already bound by
    ``from base import *``, so the submodules are imported by full name.
    """
    linalg = importlib.import_module(f"{package}.linalg")
    fft = importlib.import_module(f"{package}.fft")
    for module in (sys.modules[package], linalg, fft):
        not_converted_in(module)
    return linalg, fft


def load_extension(package: str, name: str) -> ModuleType:
    """Import and return ``package.name``, over an attribute of that name a star import
    bound (NumPy's and PyTorch's own ``random`` modules, for ``random``), its functions
    marked for AutoGraph as :func:`load_extensions` marks the others'."""
    module = importlib.import_module(f"{package}.{name}")
    not_converted_in(module)
    return module


def guard_errors(package: str, backend: str, accepted: Iterable[str] = ()) -> None:
    """Make the functions of the standard in ``package`` and its ``linalg`` and ``fft``
    extensions keep the error contract (:mod:`xpagnostic._common._errors`) by one wrapper
    each: for the Dask namespace, whose functions build task graphs (the other namespaces
    translate inside their own functions, at no cost).  ``accepted``: the backends whose
    arrays the framework also takes, which are no mistake.  Call it after
    :func:`load_extensions`."""
    from ._common._errors import guard_namespace
    from ._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG

    main = vars(sys.modules[package])
    for part, names in (("", FUNCTIONS_AND_CONSTANTS), ("linalg", LINALG), ("fft", FFT)):
        namespace = vars(sys.modules[f"{package}.{part}"]) if part else main
        guard_namespace(namespace, f"{package}.{part}".rstrip("."), backend, names,
                        dtypes=main, accepted=accepted)


def framework_functions(package: str) -> frozenset[str]:
    """The functions of the standard in ``package`` (and its ``linalg`` and ``fft``) that
    are a framework's own compiled callables, not Python functions: ``"sin"``,
    ``"linalg.det"``."""
    import types

    from ._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG

    out = set()
    for part, names in (("", FUNCTIONS_AND_CONSTANTS), ("linalg", LINALG), ("fft", FFT)):
        module = sys.modules[f"{package}.{part}" if part else package]
        for name in names:
            fn = getattr(module, name, None)
            if callable(fn) and not isinstance(fn, (type, types.FunctionType)):
                out.add(f"{part}.{name}" if part else name)
    return frozenset(out)


#: The functions of the standard that take ``device=``.
DEVICE_FUNCTIONS = ("arange", "asarray", "astype", "empty", "empty_like", "eye", "from_dlpack",
                    "full",
                    "full_like", "linspace", "ones", "ones_like", "zeros", "zeros_like")


def take_device_names(package: str, backend: str,
                      native: Callable[[str], Any] | None = None) -> None:
    """Make ``device=`` of each function of ``package`` in :data:`DEVICE_FUNCTIONS` take the
    portable device names (``"cpu"``, ``"cuda:1"``, ``"gpu"``, ``"/GPU:0"``) besides the
    framework's device objects: a name is looked up by one function,
    :func:`xpagnostic._accelerators.native_device`, which raises ``DeviceNotFound`` for a
    device that does not exist; a device object or no device passes straight through.
    ``native``: the backend's reader of device strings, where its device objects are
    strings (TensorFlow)."""
    namespace = vars(sys.modules[package])
    for name in DEVICE_FUNCTIONS:
        namespace[name] = _taking_device_names(namespace[name], backend, f"{package}.{name}",
                                               native)


def _taking_device_names(fn: Any, backend: str, qualified: str,
                         native: Callable[[str], Any] | None) -> Any:
    import functools

    from ._accelerators import native_device
    from ._common._errors import failed
    from ._tracing import traced_form_moved

    @functools.wraps(fn)
    def taking_device_names(*args: Any, device: Any = None, **kwargs: Any) -> Any:
        # Every function it wraps takes ``device=None`` as "no device given"; the branches
        # spare the common calls the copy of a keyword dictionary.
        try:
            if device.__class__ is str:
                device = native_device(backend, qualified, device, native)
            if kwargs:
                return fn(*args, device=device, **kwargs)
            if device is None:
                return fn(*args)
            return fn(*args, device=device)
        except Exception as e:
            # The error contract for the framework's own function this stands in for (a
            # try costs nothing until something is raised): docs/errors.md.
            return failed(qualified, backend, e, args,
                          kwargs if device is None else {**kwargs, "device": device})

    # A function with a traced form keeps it: Dynamo traces the stand-in for the name.
    return traced_form_moved(fn, taking_device_names)

"""Finish a namespace package: its extension submodules, and its functions marked for
the frameworks' tracers."""

from __future__ import annotations

import importlib
import sys
from types import ModuleType

from ._tracing import not_converted_in


def load_extensions(package: str) -> tuple[ModuleType, ModuleType]:
    """Import and return ``package.linalg`` and ``package.fft``, and mark the functions of
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

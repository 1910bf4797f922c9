"""Load a namespace package's extension submodules over names bound by a star import."""

from __future__ import annotations

import importlib
from types import ModuleType


def load_extensions(package: str) -> tuple[ModuleType, ModuleType]:
    """Import and return ``package.linalg`` and ``package.fft``.

    ``from . import linalg`` would return an attribute already bound by
    ``from base import *``, so the submodules are imported by full name.
    """
    return (
        importlib.import_module(f"{package}.linalg"),
        importlib.import_module(f"{package}.fft"),
    )


def load_extension(package: str, name: str) -> ModuleType:
    """Import and return ``package.name``, over an attribute of that name a star import
    bound (NumPy's and PyTorch's own ``random`` modules, for ``random``)."""
    return importlib.import_module(f"{package}.{name}")

"""``ep.register_as_eagerpy()``: let ``import eagerpy`` resolve to ``xpagnostic.eager``.

Code that imports ``eagerpy`` itself (Foolbox 3 and GUDHI do, also submodules such as
``eagerpy.tensor`` and ``eagerpy.astensor``) then runs on this layer without edits.
Opt-in, because it changes what an import statement finds for the whole process.
"""

from __future__ import annotations

import sys
from types import ModuleType

__all__ = ["register_as_eagerpy"]


def register_as_eagerpy(*, replace: bool = False) -> None:
    """Register ``xpagnostic.eager`` (and its submodules) under the name ``eagerpy``.

    ``eagerpy.tensor``, ``eagerpy.astensor``, ``eagerpy.types``, ``eagerpy.norms``,
    ``eagerpy.utils``, ``eagerpy.modules``, ``eagerpy.framework`` and ``eagerpy.lib``
    resolve to the matching parts of this package.  If a different ``eagerpy`` was
    imported already, raises ``RuntimeError`` unless ``replace=True``.
    """
    from . import _astensor, _framework, _tensor, modules, norms, types, utils

    eager = sys.modules[__package__ or "xpagnostic.eager"]
    current = sys.modules.get("eagerpy")
    if current is not None and current is not eager and not replace:
        raise RuntimeError(
            "register_as_eagerpy: a different 'eagerpy' module is already imported "
            f"({getattr(current, '__file__', current)!r}); pass replace=True to replace it"
        )
    parts: dict[str, ModuleType] = {
        "": eager,
        ".tensor": _tensor,
        ".astensor": _astensor,
        ".types": types,
        ".norms": norms,
        ".utils": utils,
        ".modules": modules,
        ".framework": _framework,
        ".lib": _framework,
    }
    for suffix, module in parts.items():
        sys.modules["eagerpy" + suffix] = module

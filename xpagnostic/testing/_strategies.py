"""Hypothesis strategies for arrays of any backend and dtype, on a chosen device.

They stand on the standard's own strategies (``hypothesis.extra.array_api``) over NumPy's
namespace: Hypothesis draws the values on the host, and each drawn array is read into the
backend's namespace with ``xp.asarray(values, device=device)``, so a test receives native
arrays already on its device.  Importing this module imports Hypothesis.
"""

from __future__ import annotations

from functools import cache
from types import ModuleType
from typing import Any

import numpy as np
from hypothesis import strategies as st
from hypothesis.extra.array_api import make_strategies_namespace

__all__ = ["array_shapes", "arrays", "dtype_names"]


@cache
def _standard() -> Any:
    """The standard's strategies over NumPy's namespace."""
    return make_strategies_namespace(np)


def _supported(xp: ModuleType) -> dict[str, Any]:
    return dict(xp.__array_namespace_info__().dtypes())


def dtype_names(xp: ModuleType,
                kind: str | tuple[str, ...] | None = None) -> st.SearchStrategy[str]:
    """Names of the dtypes ``xp`` supports now (JAX without 64-bit: no ``float64``), of the
    standard's ``kind`` (``"real floating"``, ``"integral"``, ``("bool", "numeric")`` ...)."""
    names = sorted(dict(xp.__array_namespace_info__().dtypes(kind=kind)))
    names = [n for n in names if hasattr(np, n)]
    if not names:
        raise ValueError(f"dtype_names: {xp.__name__} has no dtype of kind {kind!r}")
    return st.sampled_from(names)


def array_shapes(*, min_dims: int = 1, max_dims: int = 3, min_side: int = 1,
                 max_side: int = 5) -> st.SearchStrategy[tuple[int, ...]]:
    """Shapes of arrays (the standard's strategy)."""
    shapes: st.SearchStrategy[tuple[int, ...]] = _standard().array_shapes(
        min_dims=min_dims, max_dims=max_dims, min_side=min_side, max_side=max_side)
    return shapes


def arrays(xp: ModuleType, dtype: str | st.SearchStrategy[str],
           shape: int | tuple[int, ...] | st.SearchStrategy[tuple[int, ...]], *,
           device: Any = None, elements: dict[str, Any] | st.SearchStrategy[Any] | None = None,
           fill: st.SearchStrategy[Any] | None = None,
           unique: bool = False) -> st.SearchStrategy[Any]:
    """Arrays of the namespace ``xp`` (a backend's, the facade's over one, or
    array-api-strict) of ``dtype`` (a name such as ``"float32"``, or a strategy of names)
    and ``shape``, on ``device`` (default: ``xp``'s default device).

    ``elements``, ``fill`` and ``unique`` are those of Hypothesis's ``arrays``: for example
    ``elements={"allow_nan": False, "min_value": -10, "max_value": 10}``.  A dtype that
    ``xp`` does not support now raises ``ValueError`` naming those it supports.
    """
    supported = _supported(xp)
    names = dtype if isinstance(dtype, st.SearchStrategy) else st.just(dtype)

    def native(name: str) -> st.SearchStrategy[Any]:
        if name not in supported:
            raise ValueError(f"arrays: {xp.__name__} does not support the dtype {name!r} "
                             f"now; it has {', '.join(supported)}")
        values: st.SearchStrategy[Any] = _standard().arrays(
            getattr(np, name), shape, elements=elements, fill=fill, unique=unique)
        target = supported[name]
        placed: st.SearchStrategy[Any] = values.map(
            lambda a: xp.asarray(a, dtype=target, device=device))
        return placed

    drawn: st.SearchStrategy[Any] = names.flatmap(native)
    return drawn

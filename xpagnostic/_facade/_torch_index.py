"""Negative slice steps for PyTorch, which accepts only positive ones.

``x[::-1]`` on a torch tensor raises.  A key of basic indices (integers, slices,
``None``, ``...``) with negative steps is rewritten into the same selection taken
with positive steps, followed by a flip of the affected output axes.
"""

from __future__ import annotations

from typing import Any


def has_negative_step(key: Any) -> bool:
    keys = key if isinstance(key, tuple) else (key,)
    return any(type(k) is slice and k.step is not None and k.step < 0 for k in keys)


def positive_steps(key: Any, shape: tuple[int, ...]) -> tuple[tuple[Any, ...], list[int]]:
    """``(key2, dims)``: ``x[key]`` equals ``x[key2]`` flipped along output axes ``dims``.

    Raises IndexError for keys with array indices (a flip cannot be placed exactly when
    advanced indexing moves axes).
    """
    keys = key if isinstance(key, tuple) else (key,)
    for k in keys:
        if not (k is None or k is Ellipsis or type(k) is slice or isinstance(k, int)):
            raise IndexError(
                "Tensor.__getitem__ (torch): negative slice steps combined with array "
                "indices are not supported"
            )
    consumed = sum(1 for k in keys if k is not None and k is not Ellipsis)
    if Ellipsis in keys:
        at = keys.index(Ellipsis)
        keys = keys[:at] + (slice(None),) * (len(shape) - consumed) + keys[at + 1:]
    out: list[Any] = []
    dims: list[int] = []
    axis = 0  # input axis
    out_axis = 0
    for k in keys:
        if k is None:
            out.append(None)
            out_axis += 1
            continue
        if type(k) is slice:
            if k.step is not None and k.step < 0:
                idx = range(*k.indices(shape[axis]))
                if len(idx) == 0:
                    k = slice(0, 0)
                else:
                    k = slice(idx[-1], idx[0] + 1, -k.step)
                    dims.append(out_axis)
            out.append(k)
            out_axis += 1
        else:
            out.append(k)
        axis += 1
    return tuple(out), dims

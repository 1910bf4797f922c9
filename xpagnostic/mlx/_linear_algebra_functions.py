"""Linear algebra functions of xpagnostic.mlx's main namespace (standard chapter "Linear
Algebra Functions").

MLX's ``matmul`` has floating-point kernels only: integer (and boolean) products are summed
from broadcast element-wise products, exactly, in the operands' promoted dtype.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import mlx.core as mx

from . import _dtypes as d
from ._errors import fail
from ._helpers import Array, as_array, axis_index
from ._names import named

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]


def _common(fname: str, x1: Any, x2: Any) -> tuple[Any, Any]:
    if x1.dtype == x2.dtype:
        return x1, x2
    out = d.PROMOTION_TABLE.get((x1.dtype, x2.dtype))
    if out is None:
        raise TypeError(f"{named(fname)}: no result dtype for {d.name_of(x1.dtype)} and "
                        f"{d.name_of(x2.dtype)}")
    return x1.astype(out), x2.astype(out)


def _exact_matmul(x1: Any, x2: Any) -> Any:
    """``x1 @ x2`` for integer or boolean operands (MLX multiplies floating point only)."""
    if x1.ndim == 1 and x2.ndim == 1:
        if x1.shape != x2.shape:
            raise ValueError(f"xpagnostic.mlx.matmul: shapes {x1.shape} and {x2.shape} do "
                             "not match")
        return mx.sum(x1 * x2) if x1.dtype != mx.bool_ else mx.any(x1 & x2)
    a = x1[None, :] if x1.ndim == 1 else x1
    b = x2[:, None] if x2.ndim == 1 else x2
    if a.shape[-1] != b.shape[-2]:
        raise ValueError(f"xpagnostic.mlx.matmul: shapes {x1.shape} and {x2.shape} do not "
                         "match (their inner dimensions differ)")
    products = mx.expand_dims(a, -1) * mx.expand_dims(b, -3)
    out = mx.any(products, axis=-2) if a.dtype == mx.bool_ else mx.sum(products, axis=-2)
    if out.dtype != a.dtype:
        out = out.astype(a.dtype)
    if x1.ndim == 1:
        out = mx.squeeze(out, -2)
    if x2.ndim == 1:
        out = mx.squeeze(out, -1)
    return out


def matmul(x1: Array, x2: Array, /) -> Array:
    try:
        x1, x2 = _common("matmul", as_array(x1, "matmul"), as_array(x2, "matmul"))
        if x1.ndim == 0 or x2.ndim == 0:
            raise ValueError("xpagnostic.mlx.matmul: 0-d operands are not matrices")
        if x1.dtype in d.INTEGER_OR_BOOL:
            return _exact_matmul(x1, x2)
        return mx.matmul(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("matmul", e, (x1, x2))


def matrix_transpose(x: Array, /) -> Array:
    try:
        x = as_array(x, "matrix_transpose")
        if x.ndim < 2:
            raise ValueError("xpagnostic.mlx.matrix_transpose: expected at least 2 "
                             f"dimensions, got {x.ndim}")
        return mx.swapaxes(x, -1, -2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("matrix_transpose", e, (x,))


def tensordot(x1: Array, x2: Array, /, *,
              axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Array:
    try:
        x1, x2 = _common("tensordot", as_array(x1, "tensordot"), as_array(x2, "tensordot"))
        if isinstance(axes, int):
            if axes < 0:
                raise ValueError("xpagnostic.mlx.tensordot: axes must be non-negative")
            a1 = list(range(x1.ndim - axes, x1.ndim))
            a2 = list(range(axes))
        else:
            a1 = [axis_index("tensordot", a, x1.ndim) for a in axes[0]]
            a2 = [axis_index("tensordot", a, x2.ndim) for a in axes[1]]
        if len(a1) != len(a2) or any(x1.shape[i] != x2.shape[j] for i, j in zip(a1, a2)):
            raise ValueError(f"xpagnostic.mlx.tensordot: shapes {x1.shape} and {x2.shape} do "
                             f"not match along axes {a1} and {a2}")
        free1 = [i for i in range(x1.ndim) if i not in a1]
        free2 = [j for j in range(x2.ndim) if j not in a2]
        k = 1
        for i in a1:
            k *= x1.shape[i]
        left = mx.transpose(x1, free1 + a1).reshape(-1, k)
        right = mx.transpose(x2, a2 + free2).reshape(k, -1)
        out = _exact_matmul(left, right) if left.dtype in d.INTEGER_OR_BOOL else \
            mx.matmul(left, right)
        return out.reshape([x1.shape[i] for i in free1] + [x2.shape[j] for j in free2])
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tensordot", e, (x1, x2), {"axes": axes})


def vecdot(x1: Array, x2: Array, /, *, axis: int = -1) -> Array:
    try:
        x1, x2 = _common("vecdot", as_array(x1, "vecdot"), as_array(x2, "vecdot"))
        ndim = max(x1.ndim, x2.ndim)
        if min(x1.ndim, x2.ndim) == 0:
            raise ValueError("xpagnostic.mlx.vecdot: 0-d operands are not vectors")
        ax = axis_index("vecdot", axis, ndim) - ndim
        if x1.shape[ax] != x2.shape[ax]:
            raise ValueError(f"xpagnostic.mlx.vecdot: shapes {x1.shape} and {x2.shape} do "
                             f"not match along axis {axis}")
        a = mx.conj(x1) if x1.dtype in d.COMPLEX_FLOATING else x1
        out = mx.sum(a * x2, axis=ax)
        # MLX sums small integers in 32 bits: the result keeps the operands' dtype.
        return out if out.dtype == x1.dtype else out.astype(x1.dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("vecdot", e, (x1, x2), {"axis": axis})

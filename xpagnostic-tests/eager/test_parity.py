"""Parity suite of ``xpagnostic.eager``: every EagerPy function and method on every backend.

Each case builds its inputs from NumPy arrays with ``ep.from_numpy(dummy, ...)``, runs
one EagerPy expression on the backend under test and on our NumPy backend, and
compares both with a reference computed independently with plain NumPy (or written
out by hand).  Values are compared exactly, transcendental results with allclose;
dtypes are compared too (the reference's dtype, or the backend's default of that
kind where the backend lacks it, e.g. int64 -> int32 on JAX without x64).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from harness import Backend, dtype_name

import xpagnostic.eager as ep
from xpagnostic._backends import BACKENDS

#: EagerPy's framework name of each backend (``get_dummy``); a backend EagerPy did not have
#: goes by its own name.
FRAMEWORK = {name: {"torch": "pytorch"}.get(name, name) for name in BACKENDS}

F32 = np.float32
A = np.array([0.5, 1.5, -2.0, 3.25, 0.0], F32)
B = np.array([2.0, -1.0, 0.5, 3.25, 4.0], F32)
POS = np.array([0.25, 1.0, 2.5, 4.0, 9.0], F32)
UNIT = np.array([-0.9, -0.3, 0.0, 0.4, 0.8], F32)
M = np.array([[3, 1, 4, 1], [5, 9, 2, 6], [5, 3, 5, 8]], F32)
SQ = np.array([[1, -1, 0], [2, -3, 1], [-2, 0, 1]], F32)
X4 = np.arange(120, dtype=F32).reshape(2, 3, 4, 5)
LABELS = np.array([1, 0, 3], np.int64)
HALF = np.linspace(0, 5, 13).astype(F32)


def T(d: ep.Tensor, a: Any) -> ep.Tensor:
    """``a`` (NumPy) on the backend of the dummy ``d``."""
    return ep.from_numpy(d, np.asarray(a))


@dataclass
class Case:
    name: str
    fn: Callable[[ep.Tensor], Any]
    ref: Callable[[], Any]
    rtol: float = 0.0
    atol: float = 0.0


def _softmax(x: np.ndarray, axis: int) -> np.ndarray:
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def _log_softmax(x: np.ndarray, axis: int) -> np.ndarray:
    z = x - x.max(axis=axis, keepdims=True)
    return z - np.log(np.exp(z).sum(axis=axis, keepdims=True))


CLOSE = {"rtol": 2e-6, "atol": 1e-6}

CASES: list[Case] = [
    # -- element-wise, unary ---------------------------------------------------------------
    Case("abs", lambda d: ep.abs(T(d, A)), lambda: np.abs(A)),
    Case("abs_builtin", lambda d: abs(T(d, A)), lambda: np.abs(A)),
    Case("abs_method", lambda d: T(d, A).abs(), lambda: np.abs(A)),
    Case("neg", lambda d: -T(d, A), lambda: -A),
    Case("sign", lambda d: ep.sign(T(d, A)), lambda: np.sign(A)),
    Case("sqrt", lambda d: ep.sqrt(T(d, POS)), lambda: np.sqrt(POS), **CLOSE),
    Case("square", lambda d: ep.square(T(d, A)), lambda: np.square(A)),
    Case("sin", lambda d: ep.sin(T(d, A)), lambda: np.sin(A), **CLOSE),
    Case("cos", lambda d: ep.cos(T(d, A)), lambda: np.cos(A), **CLOSE),
    Case("tan", lambda d: ep.tan(T(d, UNIT)), lambda: np.tan(UNIT), **CLOSE),
    Case("arcsin", lambda d: ep.arcsin(T(d, UNIT)), lambda: np.arcsin(UNIT), **CLOSE),
    Case("arccos", lambda d: ep.arccos(T(d, UNIT)), lambda: np.arccos(UNIT), **CLOSE),
    Case("arctan", lambda d: ep.arctan(T(d, A)), lambda: np.arctan(A), **CLOSE),
    Case("sinh", lambda d: ep.sinh(T(d, A)), lambda: np.sinh(A), **CLOSE),
    Case("cosh", lambda d: ep.cosh(T(d, A)), lambda: np.cosh(A), **CLOSE),
    Case("tanh", lambda d: ep.tanh(T(d, A)), lambda: np.tanh(A), **CLOSE),
    Case("arcsinh", lambda d: ep.arcsinh(T(d, A)), lambda: np.arcsinh(A), **CLOSE),
    Case("arccosh", lambda d: ep.arccosh(T(d, POS + 1)), lambda: np.arccosh(POS + 1), **CLOSE),
    Case("arctanh", lambda d: ep.arctanh(T(d, UNIT)), lambda: np.arctanh(UNIT), **CLOSE),
    Case("exp", lambda d: ep.exp(T(d, A)), lambda: np.exp(A), **CLOSE),
    Case("log", lambda d: ep.log(T(d, POS)), lambda: np.log(POS), **CLOSE),
    Case("log2", lambda d: ep.log2(T(d, POS)), lambda: np.log2(POS), **CLOSE),
    Case("log10", lambda d: ep.log10(T(d, POS)), lambda: np.log10(POS), **CLOSE),
    Case("log1p", lambda d: ep.log1p(T(d, POS)), lambda: np.log1p(POS), **CLOSE),
    # round half to even, as EagerPy's test of linspace(0, 5, 13)
    Case("round", lambda d: ep.round(T(d, HALF)),
         lambda: np.array([0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5, 5], F32)),
    Case("ceil", lambda d: ep.ceil(T(d, HALF)),
         lambda: np.array([0, 1, 1, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5], F32)),
    Case("floor", lambda d: ep.floor(T(d, HALF)),
         lambda: np.array([0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 5], F32)),
    Case("isnan", lambda d: ep.isnan(T(d, np.array([1.0, np.nan, np.inf], F32))),
         lambda: np.array([False, True, False])),
    Case("isinf", lambda d: ep.isinf(T(d, np.array([1.0, np.nan, -np.inf], F32))),
         lambda: np.array([False, False, True])),
    Case("logical_not", lambda d: ep.logical_not(T(d, A) > 1), lambda: ~(A > 1)),
    # -- element-wise, binary ----------------------------------------------------------------
    Case("pow_int", lambda d: ep.pow(T(d, A), 3), lambda: A**3),
    Case("pow_float", lambda d: ep.pow(T(d, POS), 2.5), lambda: POS**2.5, **CLOSE),
    Case("pow_tensor", lambda d: ep.pow(T(d, POS), T(d, A)), lambda: POS**A, **CLOSE),
    Case("pow_op", lambda d: T(d, A) ** 2, lambda: A**2),
    Case("rpow_op", lambda d: 2.0 ** T(d, A), lambda: np.float32(2.0) ** A, **CLOSE),
    Case("pow_method", lambda d: T(d, A).pow(2), lambda: A**2),
    Case("add", lambda d: T(d, A) + T(d, B), lambda: A + B),
    Case("add_scalar", lambda d: T(d, A) + 3, lambda: A + 3),
    Case("radd_scalar", lambda d: 3 + T(d, A), lambda: 3 + A),
    Case("sub", lambda d: T(d, A) - T(d, B), lambda: A - B),
    Case("rsub_scalar", lambda d: 3 - T(d, A), lambda: 3 - A),
    Case("mul", lambda d: T(d, A) * T(d, B), lambda: A * B),
    Case("rmul_scalar", lambda d: 2.5 * T(d, A), lambda: np.float32(2.5) * A),
    Case("truediv", lambda d: T(d, A) / T(d, B), lambda: A / B, **CLOSE),
    Case("rtruediv", lambda d: 1 / T(d, POS), lambda: 1 / POS, **CLOSE),
    Case("floordiv", lambda d: T(d, A) // T(d, B), lambda: A // B),
    Case("rfloordiv", lambda d: 7 // T(d, POS), lambda: 7 // POS),
    Case("mod", lambda d: T(d, A) % (abs(T(d, B)) + 1), lambda: A % (np.abs(B) + 1)),
    Case("mod_scalar", lambda d: T(d, A) % 3, lambda: A % 3),
    Case("matmul_op", lambda d: T(d, M) @ T(d, M).T, lambda: M @ M.T),
    Case("matmul", lambda d: ep.matmul(T(d, M), T(d, M).T), lambda: M @ M.T),
    Case("lt", lambda d: T(d, A) < T(d, B), lambda: A < B),
    Case("le_scalar", lambda d: T(d, A) <= 1.5, lambda: A <= 1.5),
    Case("gt_rscalar", lambda d: 1 > T(d, A), lambda: 1 > A),
    Case("ge", lambda d: T(d, A) >= T(d, B), lambda: A >= B),
    Case("eq", lambda d: T(d, A) == T(d, B), lambda: A == B),
    Case("ne_scalar", lambda d: T(d, A) != 0, lambda: A != 0),
    Case("minimum", lambda d: ep.minimum(T(d, A), T(d, B)), lambda: np.minimum(A, B)),
    Case("minimum_scalar", lambda d: ep.minimum(T(d, A), 1), lambda: np.minimum(A, F32(1))),
    Case("minimum_scalar_first", lambda d: ep.minimum(1, T(d, A)),
         lambda: np.minimum(A, F32(1))),
    Case("maximum", lambda d: ep.maximum(T(d, A), T(d, B)), lambda: np.maximum(A, B)),
    Case("maximum_scalar_first", lambda d: ep.maximum(0.5, T(d, A)),
         lambda: np.maximum(A, F32(0.5))),
    Case("clip", lambda d: ep.clip(T(d, A), 0.0, 1.75), lambda: np.clip(A, 0.0, 1.75)),
    Case("clip_method_ints", lambda d: T(d, A).clip(-1, 2), lambda: np.clip(A, -1, 2)),
    Case("logical_and", lambda d: ep.logical_and(T(d, A) > 0, T(d, B) > 0),
         lambda: (A > 0) & (B > 0)),
    Case("logical_and_scalar", lambda d: ep.logical_and(T(d, A) > 0, True), lambda: A > 0),
    Case("logical_or", lambda d: ep.logical_or(T(d, A) > 2, T(d, B) < 0),
         lambda: (A > 2) | (B < 0)),
    Case("logical_or_scalar_first", lambda d: ep.logical_or(False, T(d, A) > 0),
         lambda: A > 0),
    Case("where", lambda d: ep.where(T(d, A) >= 1, T(d, A), -T(d, A)),
         lambda: np.where(A >= 1, A, -A)),
    Case("where_first_scalar", lambda d: ep.where(T(d, A) >= 1, 2, -T(d, A)),
         lambda: np.where(A >= 1, F32(2), -A)),
    Case("where_second_scalar", lambda d: ep.where(T(d, A) >= 1, T(d, A), 2.5),
         lambda: np.where(A >= 1, A, F32(2.5))),
    Case("where_both_scalars", lambda d: ep.where(T(d, A) >= 1, 2, 5),
         lambda: np.where(A >= 1, 2, 5)),
    Case("where_method", lambda d: (T(d, A) > 0).where(T(d, A), T(d, B)),
         lambda: np.where(A > 0, A, B)),
    # -- reductions ----------------------------------------------------------------------
    Case("sum", lambda d: ep.sum(T(d, M)), lambda: M.sum()),
    Case("sum_axis", lambda d: ep.sum(T(d, M), axis=0), lambda: M.sum(axis=0)),
    Case("sum_axes_keepdims", lambda d: ep.sum(T(d, X4), axis=(1, 3), keepdims=True),
         lambda: X4.sum(axis=(1, 3), keepdims=True)),
    Case("sum_none_keepdims", lambda d: T(d, M).sum(keepdims=True),
         lambda: M.sum(keepdims=True)),
    Case("sum_bool", lambda d: ep.sum(T(d, A) != 0), lambda: np.sum(A != 0)),
    Case("sum_int", lambda d: ep.sum(ep.arange(d, 5)), lambda: np.int64(10)),
    Case("prod", lambda d: ep.prod(T(d, A) + 1), lambda: np.prod(A + 1)),
    Case("prod_axes", lambda d: ep.prod(T(d, M), axis=(0, 1), keepdims=True),
         lambda: M.prod(axis=(0, 1), keepdims=True)),
    Case("mean", lambda d: ep.mean(T(d, M)), lambda: M.mean(), **CLOSE),
    Case("mean_axis", lambda d: ep.mean(T(d, M), axis=1, keepdims=True),
         lambda: M.mean(axis=1, keepdims=True), **CLOSE),
    Case("min", lambda d: ep.min(T(d, M)), lambda: M.min()),
    Case("min_axis", lambda d: ep.min(T(d, M), axis=1), lambda: M.min(axis=1)),
    Case("min_axes_keepdims", lambda d: ep.min(T(d, X4), axis=(0, 2), keepdims=True),
         lambda: X4.min(axis=(0, 2), keepdims=True)),
    Case("max", lambda d: ep.max(T(d, M)), lambda: M.max()),
    Case("max_axis_list", lambda d: T(d, M).max(axis=[0]), lambda: M.max(axis=0)),
    Case("all", lambda d: ep.all(T(d, M) > 0), lambda: np.all(M > 0)),
    Case("all_axis", lambda d: ep.all(T(d, M) > 1, axis=1), lambda: np.all(M > 1, axis=1)),
    Case("any", lambda d: ep.any(T(d, M) > 8), lambda: np.any(M > 8)),
    Case("any_keepdims", lambda d: ep.any(T(d, M) > 5, axis=0, keepdims=True),
         lambda: np.any(M > 5, axis=0, keepdims=True)),
    Case("argmin", lambda d: ep.argmin(T(d, A)), lambda: np.int64(2)),
    Case("argmin_axis", lambda d: ep.argmin(T(d, M), axis=1), lambda: np.array([1, 2, 1])),
    Case("argmax", lambda d: ep.argmax(T(d, M)), lambda: np.int64(5)),
    Case("argmax_axis", lambda d: ep.argmax(T(d, M), axis=0), lambda: np.array([1, 1, 2, 2])),
    Case("argsort", lambda d: ep.argsort(T(d, M)), lambda: np.argsort(M, kind="stable")),
    Case("argsort_axis0", lambda d: ep.argsort(T(d, M), axis=0),
         lambda: np.argsort(M, axis=0, kind="stable")),
    Case("sort", lambda d: ep.sort(T(d, M)), lambda: np.sort(M)),
    Case("sort_axis0", lambda d: ep.sort(T(d, M), axis=0), lambda: np.sort(M, axis=0)),
    Case("topk_values", lambda d: ep.topk(T(d, M), 2)[0],
         lambda: np.array([[4, 3], [9, 6], [8, 5]], F32)),
    # ties keep the lower index first
    Case("topk_indices", lambda d: ep.topk(T(d, M), 2)[1], lambda: np.array([[2, 0], [1, 3],
                                                                           [3, 0]])),
    Case("topk_3d", lambda d: ep.topk(T(d, X4 % 7), 3)[0],
         lambda: -np.sort(-(X4 % 7), axis=-1)[..., :3]),
    Case("cumsum", lambda d: ep.cumsum(T(d, M)), lambda: np.cumsum(M)),
    Case("cumsum_axis", lambda d: ep.cumsum(T(d, M), axis=0), lambda: np.cumsum(M, axis=0)),
    # -- creation from a dummy ------------------------------------------------------------------
    Case("zeros_scalar", lambda d: ep.zeros(d, 5), lambda: np.zeros(5, F32)),
    Case("zeros_tuple", lambda d: ep.zeros(d, (2, 3)), lambda: np.zeros((2, 3), F32)),
    Case("ones_scalar", lambda d: ep.ones(d, 5), lambda: np.ones(5, F32)),
    Case("ones_tuple_f64", lambda d: ep.ones(d.float64(), (2, 3)),
         lambda: np.ones((2, 3), np.float64)),
    Case("full_scalar", lambda d: ep.full(d, 5, 4.0), lambda: np.full(5, 4.0, F32)),
    Case("full_tuple", lambda d: ep.full(d, (2, 3), 4.0), lambda: np.full((2, 3), 4.0, F32)),
    Case("ones_like", lambda d: ep.ones_like(T(d, M)), lambda: np.ones_like(M)),
    Case("zeros_like", lambda d: ep.zeros_like(T(d, M)), lambda: np.zeros_like(M)),
    Case("full_like", lambda d: ep.full_like(T(d, M), 5), lambda: np.full_like(M, 5)),
    Case("onehot_like", lambda d: ep.onehot_like(ep.zeros(d, (6, 3)), ep.arange(d, 6) // 2),
         lambda: np.repeat(np.eye(3, dtype=F32), 2, axis=0)),
    Case("onehot_like_value", lambda d: ep.onehot_like(T(d, M), T(d, [3, 0, 1]), value=-2),
         lambda: np.array([[0, 0, 0, -2], [-2, 0, 0, 0], [0, -2, 0, 0]], F32)),
    Case("from_numpy_f64", lambda d: ep.from_numpy(d, np.array([1.5, 2.5])),
         lambda: np.array([1.5, 2.5])),
    Case("arange", lambda d: ep.arange(d, 6), lambda: np.arange(6, dtype=np.int64)),
    Case("arange_start", lambda d: ep.arange(d, 5, 10), lambda: np.arange(5, 10, dtype=np.int64)),
    Case("arange_step", lambda d: ep.arange(d, 4, 8, 2), lambda: np.array([4, 6], np.int64)),
    # -- manipulation -------------------------------------------------------------------------
    Case("concatenate", lambda d: ep.concatenate([T(d, M), T(d, M) + 1]),
         lambda: np.concatenate([M, M + 1])),
    Case("concatenate_axis", lambda d: ep.concatenate([T(d, M), T(d, M)[:, :1]], axis=1),
         lambda: np.concatenate([M, M[:, :1]], axis=1)),
    Case("stack", lambda d: ep.stack([T(d, A), T(d, B)]), lambda: np.stack([A, B])),
    Case("stack_axis", lambda d: ep.stack([T(d, A), T(d, B)], axis=1),
         lambda: np.stack([A, B], axis=1)),
    Case("stack_iter", lambda d: ep.stack(list(iter(T(d, M)))), lambda: M),
    Case("transpose", lambda d: ep.transpose(T(d, M)), lambda: M.T),
    Case("transpose_1d", lambda d: ep.transpose(T(d, A)), lambda: A),
    Case("transpose_axes", lambda d: ep.transpose(T(d, X4), axes=(1, 3, 0, 2)),
         lambda: X4.transpose(1, 3, 0, 2)),
    Case("T_nd", lambda d: T(d, X4).T, lambda: X4.transpose(3, 2, 1, 0)),
    Case("squeeze_none", lambda d: ep.squeeze(T(d, M.reshape(1, 3, 1, 4))), lambda: M),
    Case("squeeze_axis", lambda d: ep.squeeze(T(d, M.reshape(1, 3, 1, 4)), axis=2),
         lambda: M.reshape(1, 3, 4)),
    Case("squeeze_axes", lambda d: ep.squeeze(T(d, M.reshape(1, 3, 1, 4)), axis=(0, 2)),
         lambda: M),
    Case("squeeze_nothing", lambda d: ep.squeeze(T(d, M)), lambda: M),
    Case("expand_dims", lambda d: ep.expand_dims(T(d, M), axis=1), lambda: M[:, None]),
    Case("expand_dims_neg", lambda d: ep.expand_dims(T(d, M), -1), lambda: M[..., None]),
    Case("reshape", lambda d: ep.reshape(T(d, M), (2, 6)), lambda: M.reshape(2, 6)),
    Case("reshape_int", lambda d: ep.reshape(T(d, M), 12), lambda: M.reshape(12)),
    Case("reshape_minus1", lambda d: T(d, X4).reshape((-1, 5)), lambda: X4.reshape(-1, 5)),
    Case("flatten", lambda d: ep.flatten(T(d, X4)), lambda: X4.reshape(-1)),
    Case("flatten_start", lambda d: ep.flatten(T(d, X4), start=1), lambda: X4.reshape(2, -1)),
    Case("flatten_end", lambda d: ep.flatten(T(d, X4), end=-2), lambda: X4.reshape(-1, 5)),
    Case("flatten_mid", lambda d: ep.flatten(T(d, X4), start=1, end=-2),
         lambda: X4.reshape(2, 12, 5)),
    Case("tile", lambda d: ep.tile(T(d, M), (2, 3)), lambda: np.tile(M, (2, 3))),
    Case("flip", lambda d: ep.flip(T(d, M)), lambda: M[::-1, ::-1]),
    Case("flip_axis", lambda d: ep.flip(T(d, M), axis=1), lambda: M[:, ::-1]),
    Case("meshgrid_xy", lambda d: ep.meshgrid(ep.arange(d, 5), ep.arange(d, 3)),
         lambda: tuple(np.meshgrid(np.arange(5), np.arange(3), indexing="xy"))),
    Case("meshgrid_ij", lambda d: ep.meshgrid(T(d, A), T(d, M[0]), indexing="ij"),
         lambda: tuple(np.meshgrid(A, M[0], indexing="ij"))),
    Case("pad_constant", lambda d: ep.pad(T(d, X4), ((0, 0), (0, 0), (2, 3), (1, 2))),
         lambda: np.pad(X4, ((0, 0), (0, 0), (2, 3), (1, 2)))),
    Case("pad_constant_value",
         lambda d: ep.pad(T(d, X4), ((0, 0), (0, 0), (2, 3), (1, 2)), value=-2),
         lambda: np.pad(X4, ((0, 0), (0, 0), (2, 3), (1, 2)), constant_values=-2)),
    Case("pad_reflect", lambda d: ep.pad(T(d, X4), ((0, 0), (0, 0), (2, 3), (1, 2)),
                                         mode="reflect"),
         lambda: np.pad(X4, ((0, 0), (0, 0), (2, 3), (1, 2)), mode="reflect")),
    Case("pad_reflect_2d", lambda d: ep.pad(T(d, M), ((1, 2), (3, 0)), mode="reflect"),
         lambda: np.pad(M, ((1, 2), (3, 0)), mode="reflect")),
    Case("take_along_axis", lambda d: ep.take_along_axis(T(d, M), T(d, [[1], [0], [3]]), -1),
         lambda: np.take_along_axis(M, np.array([[1], [0], [3]]), -1)),
    Case("take_along_axis_3d",
         lambda d: ep.take_along_axis(T(d, X4[0]), T(d, (np.arange(12) % 5).reshape(3, 4, 1)),
                                      axis=-1),
         lambda: np.take_along_axis(X4[0], (np.arange(12) % 5).reshape(3, 4, 1), -1)),
    Case("take_along_axis_first",
         lambda d: ep.take_along_axis(T(d, M), T(d, [[2, 0, 1, 0]]), axis=0),
         lambda: np.array([[5, 1, 2, 1]], F32)),
    Case("index_update_row", lambda d: ep.index_update(ep.ones(d, (3, 4)), ep.index[1],
                                                       ep.ones(d, 4) * 66.0),
         lambda: np.array([[1] * 4, [66] * 4, [1] * 4], F32)),
    Case("index_update_row_scalar",
         lambda d: ep.index_update(ep.ones(d, (3, 4)), ep.index[1], 66.0),
         lambda: np.array([[1] * 4, [66] * 4, [1] * 4], F32)),
    Case("index_update_column",
         lambda d: ep.index_update(ep.ones(d, (3, 4)), ep.index[:, 1], ep.ones(d, 3) * 66.0),
         lambda: np.array([[1, 66, 1, 1]] * 3, F32)),
    Case("index_update_column_scalar",
         lambda d: ep.index_update(ep.ones(d, (3, 4)), ep.index[:, 1], 66.0),
         lambda: np.array([[1, 66, 1, 1]] * 3, F32)),
    Case("index_update_indices",
         lambda d: ep.index_update(ep.ones(d, (3, 4)),
                                   ep.index[T(d, [0, 1, 2, 1]), ep.arange(d, 4)],
                                   ep.ones(d, 4) * 33.0),
         lambda: np.array([[33, 1, 1, 1], [1, 33, 1, 33], [1, 1, 33, 1]], F32)),
    Case("index_update_indices_scalar",
         lambda d: ep.index_update(ep.ones(d, (3, 4)),
                                   ep.index[T(d, [0, 1, 2, 1]), ep.arange(d, 4)], 33.0),
         lambda: np.array([[33, 1, 1, 1], [1, 33, 1, 33], [1, 1, 33, 1]], F32)),
    Case("index_update_keeps_input",
         lambda d: _updated_and_original(T(d, M)),
         lambda: M),
    # -- indexing -----------------------------------------------------------------------------
    Case("getitem_int", lambda d: T(d, A)[2], lambda: A[2]),
    Case("getitem_tuple", lambda d: T(d, M)[1, 3], lambda: M[1, 3]),
    Case("getitem_slice", lambda d: T(d, A)[1:3], lambda: A[1:3]),
    Case("getitem_slice_slice", lambda d: T(d, M)[:, :3], lambda: M[:, :3]),
    Case("getitem_newaxis", lambda d: T(d, A)[ep.newaxis], lambda: A[None]),
    Case("getitem_ellipsis_newaxis", lambda d: T(d, A)[..., ep.newaxis], lambda: A[..., None]),
    Case("getitem_tensor", lambda d: T(d, A)[ep.arange(d, 1, 5, 2)], lambda: A[1:5:2]),
    Case("getitem_range", lambda d: T(d, A)[range(1, 5, 2)], lambda: A[1:5:2]),
    Case("getitem_list", lambda d: T(d, A)[[3, 0, 3]], lambda: A[[3, 0, 3]]),
    Case("getitem_ndarray", lambda d: T(d, A)[np.array([4, 1])], lambda: A[[4, 1]]),
    Case("getitem_tuple_tensors",
         lambda d: T(d, M)[ep.arange(d, 3), ep.arange(d, 3) % 2], lambda: M[[0, 1, 2], [0, 1, 0]]),
    Case("getitem_tuple_range_tensor",
         lambda d: T(d, M)[range(3), T(d, [3, 2, 1])], lambda: M[[0, 1, 2], [3, 2, 1]]),
    Case("getitem_tuple_tensors_broadcast",
         lambda d: T(d, M)[ep.arange(d, 3)[:, ep.newaxis], ep.argsort(T(d, M), axis=-1)],
         lambda: np.sort(M, axis=-1)),
    Case("getitem_bool_tensor", lambda d: T(d, M)[T(d, [True, False, True])], lambda: M[[0, 2]]),
    Case("getitem_bool_mask", lambda d: T(d, A)[T(d, A) > 0], lambda: A[A > 0]),
    # -- linear algebra, neural-network helpers -----------------------------------------------
    Case("inv", lambda d: ep.inv(T(d, SQ)),
         lambda: np.array([[-3, 1, -1], [-4, 1, -1], [-6, 2, -1]], F32), rtol=1e-5, atol=1e-5),
    Case("slogdet", lambda d: ep.slogdet(T(d, SQ)),
         lambda: tuple(np.linalg.slogdet(SQ)), atol=1e-6),
    Case("slogdet_2", lambda d: ep.slogdet(T(d, M[:, :3])),
         lambda: tuple(F32(v) for v in np.linalg.slogdet(M[:, :3].astype(np.float64))),
         rtol=1e-5),
    Case("softmax", lambda d: ep.softmax(T(d, M)), lambda: _softmax(M, -1), **CLOSE),
    Case("softmax_axis0", lambda d: ep.softmax(T(d, M), axis=0), lambda: _softmax(M, 0), **CLOSE),
    Case("log_softmax", lambda d: ep.log_softmax(T(d, M)), lambda: _log_softmax(M, -1), **CLOSE),
    Case("log_softmax_axis0", lambda d: ep.log_softmax(T(d, M), axis=0),
         lambda: _log_softmax(M, 0), **CLOSE),
    Case("crossentropy", lambda d: ep.crossentropy(T(d, M), T(d, LABELS)),
         lambda: -_log_softmax(M, 1)[np.arange(3), LABELS], **CLOSE),
    Case("kl_div_same", lambda d: ep.kl_div_with_logits(T(d, M), T(d, M)),
         lambda: np.zeros(3, F32)),
    Case("kl_div_axis0", lambda d: ep.kl_div_with_logits(T(d, M), T(d, M[::-1]), axis=0),
         lambda: (_softmax(M, 0) * (_log_softmax(M, 0) - _log_softmax(M[::-1], 0))).sum(0),
         rtol=1e-5, atol=1e-6),
    Case("kl_div_keepdims", lambda d: ep.kl_div_with_logits(T(d, M), 2 * T(d, M), keepdims=True),
         lambda: (_softmax(M, -1) * (_log_softmax(M, -1) - _log_softmax(2 * M, -1)))
         .sum(-1, keepdims=True), rtol=1e-5, atol=1e-6),
    # -- norms ------------------------------------------------------------------------------------
    Case("l0", lambda d: ep.norms.l0(T(d, A)), lambda: np.float32(4)),
    Case("l1", lambda d: ep.norms.l1(T(d, A)), lambda: np.abs(A).sum()),
    Case("l2", lambda d: ep.norms.l2(T(d, A)), lambda: np.linalg.norm(A), **CLOSE),
    Case("linf", lambda d: ep.norms.linf(T(d, A)), lambda: np.float32(3.25)),
    Case("lp3", lambda d: ep.norms.lp(T(d, A), 3), lambda: np.linalg.norm(A, 3), rtol=1e-5),
    Case("lp_inf", lambda d: ep.norms.lp(T(d, A), ep.inf), lambda: np.float32(3.25)),
    Case("l2_axis_keepdims", lambda d: ep.norms.l2(T(d, M), axis=1, keepdims=True),
         lambda: np.linalg.norm(M, axis=1, keepdims=True), **CLOSE),
    Case("l1_axes", lambda d: ep.norms.l1(T(d, X4), axis=(1, 2)),
         lambda: np.abs(X4).sum(axis=(1, 2))),
    Case("l0_axis", lambda d: ep.norms.l0(T(d, M) - 5, axis=0),
         lambda: np.array([1, 3, 2, 3], F32)),
    Case("lp_method", lambda d: T(d, M).norms.lp(4, axis=0),
         lambda: np.linalg.norm(M, 4, axis=0), rtol=1e-5),
    Case("l2_method_zero", lambda d: ep.zeros(d, (2, 3)).norms.l2(axis=-1),
         lambda: np.zeros(2, F32)),
    # -- conversions ----------------------------------------------------------------------
    Case("float32", lambda d: ep.arange(d, 4).float32(), lambda: np.arange(4, dtype=F32)),
    Case("float64", lambda d: T(d, A).float64(), lambda: A.astype(np.float64)),
    Case("bool", lambda d: T(d, A).bool(), lambda: A.astype(bool)),
    Case("astype", lambda d: T(d, A).astype(T(d, A).bool().dtype), lambda: A.astype(bool)),
    Case("numpy", lambda d: T(d, M).numpy(), lambda: M),
    Case("item", lambda d: T(d, A).sum().item(), lambda: float(A.sum())),
    Case("item_int", lambda d: ep.arange(d, 5).sum().item(), lambda: 10),
    Case("len", lambda d: len(T(d, M)), lambda: 3),
    Case("shape", lambda d: T(d, X4).shape, lambda: (2, 3, 4, 5)),
    Case("ndim", lambda d: T(d, X4).ndim, lambda: 4),
    Case("bool_scalar", lambda d: bool(ep.sum(T(d, A)) == 0), lambda: False),
    Case("float_scalar", lambda d: float(T(d, A)[1]), lambda: 1.5),
    Case("format", lambda d: f"{T(d, A)[3]:.1f}", lambda: "3.2"),
]


def _updated_and_original(t: ep.Tensor) -> ep.Tensor:
    ep.index_update(t, ep.index[0], 0.0)
    return t


@pytest.fixture
def dummy(backend: Backend) -> ep.Tensor:
    return ep.utils.get_dummy(FRAMEWORK[backend.name])


def _leaves(out: Any) -> tuple[Any, ...]:
    return tuple(out) if isinstance(out, (tuple, list)) else (out,)


def _expected_dtype(backend: str, ref: np.ndarray) -> str:
    name = str(ref.dtype)
    if backend == "jax" and name in ("int64", "float64"):
        import jax

        if not jax.config.jax_enable_x64:
            return {"int64": "int32", "float64": "float32"}[name]
    return name


def _check(out: Any, ref: Any, case: Case, backend: str, dummy: ep.Tensor) -> None:
    outs, refs = _leaves(out), _leaves(ref)
    assert len(outs) == len(refs), f"{len(outs)} outputs, expected {len(refs)}"
    for o, r in zip(outs, refs):
        if isinstance(r, (bool, int, float, str, tuple)) and not isinstance(r, np.generic):
            assert type(o) is type(r) and o == r, f"{o!r} != {r!r}"
            continue
        if isinstance(o, ep.Tensor):
            assert type(o) is type(dummy), f"{type(o).__name__}, expected {type(dummy).__name__}"
            a = o.numpy()
            assert dtype_name(o.raw) == _expected_dtype(backend, np.asarray(r)), (
                f"dtype {dtype_name(o.raw)}, expected {_expected_dtype(backend, np.asarray(r))}")
        else:
            a = o  # .numpy() results
            assert isinstance(a, np.ndarray)
        r = np.asarray(r)
        assert a.shape == r.shape, f"shape {a.shape}, expected {r.shape}"
        if r.dtype.kind in "fc" and (case.rtol or case.atol):
            np.testing.assert_allclose(a, r, rtol=case.rtol, atol=case.atol)
        else:
            np.testing.assert_array_equal(a, r)


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_parity(backend: Backend, dummy: ep.Tensor, case: Case) -> None:
    ref = case.ref()
    out = case.fn(dummy)
    _check(out, ref, case, backend.name, dummy)
    if backend.name != "numpy":  # and the same through our NumPy backend
        _check(case.fn(ep.utils.get_dummy("numpy")), ref, case, "numpy",
               ep.utils.get_dummy("numpy"))


def test_every_framework_function_has_a_case() -> None:
    """Each ``ep.<function>`` of EagerPy's API appears in at least one parity case."""
    import inspect

    from xpagnostic.eager import _framework

    sources = "\n".join(inspect.getsource(c.fn) for c in CASES)
    skip = {"inf", "nan", "newaxis", "uniform", "normal"}  # tested in eager/test_api.py
    missing = [n for n in _framework.__all__ if n not in skip and f"ep.{n}(" not in sources]
    assert not missing, f"functions without a parity case: {missing}"

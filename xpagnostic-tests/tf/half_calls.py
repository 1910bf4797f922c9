"""One call of every function of the standard on half-precision inputs, for any namespace.

:data:`CALLS` maps each function (``"sum"``, ``"linalg.qr"``, ``"fft.rfft"``) to a recipe
``(xp, inputs) -> result`` that passes it arrays of the dtype under test (and, where the
function takes them, Python scalars and arrays of other dtypes).  :data:`EXCLUDED` lists,
with the reason, each function of the standard that takes no floating-point array and no
floating ``dtype=``.  The two together cover the standard's names exactly (a test checks
it), so a function cannot be missed.

The same recipe runs on the namespace under test with inputs of ``float16`` or
``bfloat16`` and on the reference (JAX) with the same values in ``float32``: every value
here is a multiple of 1/16 below 4 in magnitude, exact in both half dtypes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from xpagnostic._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG

_RNG = np.random.default_rng(20240607)


def _grid(shape: tuple[int, ...], lo: int = -48, hi: int = 48) -> np.ndarray:
    """Multiples of 1/16 in [lo/16, hi/16): exact in float16 and bfloat16."""
    return (_RNG.integers(lo, hi, size=shape) / 16).astype(np.float32)


def _spd(n: int) -> np.ndarray:
    """A symmetric positive definite matrix of small multiples of 1/16."""
    a = np.round(_grid((n, n), -8, 8) * 4) / 4
    return (a @ a.T / 4 + 2 * np.eye(n)).astype(np.float32)


#: The input values (float32, each exact in both half dtypes).
VALUES: dict[str, np.ndarray] = {
    "x": _grid((6,)),
    "y": _grid((6,)),
    "m": _grid((3, 4)),
    "n": _grid((4, 2)),
    "sq": _grid((3, 3)) + 3 * np.eye(3, dtype=np.float32),
    "spd": _spd(3),
    "pos": _grid((6,), 4, 48),
    "ge1": _grid((6,), 16, 48),
    "unit": _grid((6,), -14, 14),
    "v3": _grid((2, 3)),
    "w3": _grid((2, 3)),
    "cube": _grid((2, 3, 4)),
    "sorted": np.sort(_grid((6,))),
    "nan": np.array([1.5, np.nan, -np.inf, 0.0, -0.0, np.inf], dtype=np.float32),
    "dup": np.array([1.5, -0.5, 1.5, 2.0, -0.5, 1.5], dtype=np.float32),
    # Long inputs, where a running sum or product kept in 16 bits goes wrong: 3000 ones
    # (a float16 sum stalls at 2048, a bfloat16 one at 256), 400 factors of 1 + 1/128,
    # values whose sum (about 1.5e6) and squares (up to 1e6) overflow float16.
    "ones": np.ones(3000, dtype=np.float32),
    "near1": np.full(400, 1 + 1 / 128, dtype=np.float32),
    "ramp": ((np.arange(3000) % 64) * 16).astype(np.float32),
    "big": np.array([[300.0, -400.0, 96.0], [-288.0, 320.0, 1000.0]], dtype=np.float32),
}


class Inputs:
    """The inputs of one run: ``getattr(inputs, name)`` is :data:`VALUES` ``[name]`` as an
    array of ``dtype`` made by ``make(values, dtype)``; ``dt`` is that dtype."""

    def __init__(self, xp: Any, dtype: Any, make: Callable[[np.ndarray, Any], Any]) -> None:
        self.xp = xp
        self.dt = dtype
        self._make = make
        self.idx = xp.asarray(np.array([2, 0, 1, 2], dtype=np.int64))

    def __getattr__(self, name: str) -> Any:
        if name not in VALUES:
            raise AttributeError(name)
        value = self._make(VALUES[name], self.dt)
        setattr(self, name, value)
        return value


Recipe = Callable[[Any, Inputs], Any]


def _on(name: str, value: str) -> Recipe:
    """The recipe calling function ``name`` on the input ``value`` alone."""
    return lambda xp, a: function_of(xp, name)(getattr(a, value))


def _binary(name: str) -> Recipe:
    """The recipe calling ``name`` on two arrays, and with a Python scalar on either side."""
    return lambda xp, a: (getattr(xp, name)(a.x, a.y), getattr(xp, name)(a.x, 1.5),
                          getattr(xp, name)(-0.75, a.y))


CALLS: dict[str, Recipe] = {
    # element-wise, one operand (in the function's domain)
    **{name: _on(name, "x") for name in (
        "abs", "asinh", "atan", "ceil", "conj", "cos", "cosh", "exp", "expm1", "floor",
        "imag", "isfinite", "isinf", "isnan", "negative", "positive", "real", "round",
        "sign", "signbit", "sin", "sinh", "square", "tan", "tanh", "trunc")},
    **{name: _on(name, "pos") for name in ("log", "log10", "log1p", "log2", "reciprocal",
                                           "sqrt")},
    **{name: _on(name, "unit") for name in ("acos", "asin", "atanh")},
    "acosh": _on("acosh", "ge1"),
    # element-wise, two operands
    **{name: _binary(name) for name in (
        "add", "subtract", "multiply", "maximum", "minimum", "copysign", "atan2", "hypot",
        "logaddexp", "equal", "not_equal", "less", "less_equal", "greater", "greater_equal",
        "nextafter")},
    "divide": lambda xp, a: (xp.divide(a.x, a.pos), xp.divide(a.x, 3), xp.divide(2, a.pos)),
    "floor_divide": lambda xp, a: (xp.floor_divide(a.x, a.pos), xp.floor_divide(a.x, 0.75)),
    "remainder": lambda xp, a: (xp.remainder(a.x, a.pos), xp.remainder(a.x, -0.75)),
    "pow": lambda xp, a: (xp.pow(a.pos, a.unit), xp.pow(a.x, 2), xp.pow(a.x, 0.0)),
    "clip": lambda xp, a: (xp.clip(a.x, -1.0, 1.5), xp.clip(a.x, min=a.unit),
                           xp.clip(a.x, max=a.y)),
    "isin": lambda xp, a: xp.isin(a.dup, a.x[:3]),
    # data types and creation
    "astype": lambda xp, a: (xp.astype(a.x, xp.float32), xp.astype(a.x, xp.int32),
                             xp.astype(xp.astype(a.x, xp.float32), a.dt),
                             xp.astype(xp.astype(a.pos * 4, xp.int16), a.dt)),
    "asarray": lambda xp, a: (xp.asarray(a.x), xp.asarray([1.5, -2.0], dtype=a.dt),
                              xp.asarray(a.x, dtype=xp.float32)),
    "arange": lambda xp, a: (xp.arange(5, dtype=a.dt), xp.arange(0.5, 3, 0.25, dtype=a.dt)),
    "linspace": lambda xp, a: (xp.linspace(0, 1, 5, dtype=a.dt),
                               xp.linspace(-2, 2, 9, dtype=a.dt, endpoint=False)),
    "empty": lambda xp, a: xp.zeros_like(xp.empty((2, 3), dtype=a.dt)),
    "empty_like": lambda xp, a: xp.zeros_like(xp.empty_like(a.m)),
    "eye": lambda xp, a: xp.eye(3, 4, k=1, dtype=a.dt),
    "full": lambda xp, a: xp.full((2, 2), 1.25, dtype=a.dt),
    "full_like": lambda xp, a: (xp.full_like(a.x, -0.5), xp.full_like(a.x, 3)),
    "ones": lambda xp, a: xp.ones((2, 3), dtype=a.dt),
    "ones_like": lambda xp, a: xp.ones_like(a.m),
    "zeros": lambda xp, a: xp.zeros((2, 3), dtype=a.dt),
    "zeros_like": lambda xp, a: xp.zeros_like(a.m),
    "tril": lambda xp, a: xp.tril(a.m, k=1),
    "triu": lambda xp, a: xp.triu(a.m, k=-1),
    "meshgrid": lambda xp, a: xp.meshgrid(a.x[:3], a.y[:2], indexing="ij"),
    "from_dlpack": lambda xp, a: xp.from_dlpack(a.x),
    "finfo": lambda xp, a: (lambda f: (f.bits, f.eps, f.max, f.min, f.smallest_normal))(
        xp.finfo(a.dt)),
    "isdtype": lambda xp, a: tuple(xp.isdtype(a.dt, k) for k in (
        "real floating", "numeric", "complex floating", "integral", "bool",
        ("integral", "real floating"))),
    "result_type": lambda xp, a: (xp.result_type(a.x, xp.float32, 1.5) == xp.float32,
                                  xp.result_type(a.x, 1.5) == a.dt,
                                  xp.result_type(a.x, 1) == a.dt,
                                  xp.result_type(a.x, xp.int8) == a.dt,
                                  xp.result_type(a.dt, xp.bool) == a.dt,
                                  xp.result_type(a.x, xp.complex64) == xp.complex64),
    "can_cast": lambda xp, a: (xp.can_cast(a.dt, xp.float32), xp.can_cast(xp.float32, a.dt),
                               xp.can_cast(a.dt, xp.complex64), xp.can_cast(a.dt, xp.int64),
                               xp.can_cast(xp.bool, a.dt), xp.can_cast(xp.int8, a.dt)),
    # manipulation and indexing
    "broadcast_arrays": lambda xp, a: xp.broadcast_arrays(a.m, a.x[:4]),
    "broadcast_to": lambda xp, a: xp.broadcast_to(a.x[:4], (2, 4)),
    "concat": lambda xp, a: (xp.concat([a.x, a.y]), xp.concat([a.m, a.m], axis=None)),
    "expand_dims": lambda xp, a: xp.expand_dims(a.m, axis=1),
    "flip": lambda xp, a: xp.flip(a.m, axis=1),
    "matrix_transpose": lambda xp, a: xp.matrix_transpose(a.cube),
    "moveaxis": lambda xp, a: xp.moveaxis(a.cube, 0, -1),
    "permute_dims": lambda xp, a: xp.permute_dims(a.cube, (2, 0, 1)),
    "repeat": lambda xp, a: (xp.repeat(a.x, 2), xp.repeat(a.m, 2, axis=0)),
    "reshape": lambda xp, a: xp.reshape(a.m, (2, 6)),
    "roll": lambda xp, a: xp.roll(a.m, 1, axis=1),
    "squeeze": lambda xp, a: xp.squeeze(xp.expand_dims(a.x, axis=0), axis=0),
    "stack": lambda xp, a: xp.stack([a.x, a.y], axis=1),
    "tile": lambda xp, a: xp.tile(a.m, (2, 1)),
    "unstack": lambda xp, a: xp.unstack(a.m, axis=1),
    "take": lambda xp, a: xp.take(a.x, a.idx),
    "take_along_axis": lambda xp, a: xp.take_along_axis(
        a.m, xp.asarray(np.array([[0, 3], [1, 1], [2, 0]], dtype=np.int64)), axis=1),
    "where": lambda xp, a: (xp.where(a.x > 0, a.x, a.y), xp.where(a.x > 0, a.x, 0.5)),
    # searching, sorting, sets
    "argmax": lambda xp, a: (xp.argmax(a.x), xp.argmax(a.m, axis=1)),
    "argmin": lambda xp, a: (xp.argmin(a.x), xp.argmin(a.m, axis=0)),
    "argsort": lambda xp, a: (xp.argsort(a.dup), xp.argsort(a.dup, descending=True)),
    "sort": lambda xp, a: (xp.sort(a.x), xp.sort(a.m, axis=0, descending=True)),
    "nonzero": lambda xp, a: xp.nonzero(a.nan),
    "count_nonzero": lambda xp, a: (xp.count_nonzero(a.nan), xp.count_nonzero(a.m, axis=1)),
    "searchsorted": lambda xp, a: (xp.searchsorted(a.sorted, a.x),
                                   xp.searchsorted(a.sorted, a.x, side="right")),
    "unique_values": lambda xp, a: xp.unique_values(a.dup),
    "unique_counts": lambda xp, a: xp.unique_counts(a.dup),
    "unique_inverse": lambda xp, a: xp.unique_inverse(a.dup),
    "unique_all": lambda xp, a: xp.unique_all(a.dup),
    # statistics and utilities
    "sum": lambda xp, a: (xp.sum(a.x), xp.sum(a.m, axis=1), xp.sum(a.x, dtype=xp.float32),
                          xp.sum(a.ones)),
    "prod": lambda xp, a: (xp.prod(a.x), xp.prod(a.m, axis=0, keepdims=True),
                           xp.prod(a.near1)),
    "mean": lambda xp, a: (xp.mean(a.x), xp.mean(a.m, axis=1), xp.mean(a.ramp)),
    "max": lambda xp, a: (xp.max(a.x), xp.max(a.m, axis=0), xp.max(a.nan)),
    "min": lambda xp, a: (xp.min(a.x), xp.min(a.m, axis=1), xp.min(a.nan)),
    "std": lambda xp, a: (xp.std(a.x), xp.std(a.m, axis=1, correction=1), xp.std(a.ramp)),
    "var": lambda xp, a: (xp.var(a.x), xp.var(a.m, axis=0, correction=1),
                          xp.var(a.ramp / 16)),
    "cumulative_sum": lambda xp, a: (xp.cumulative_sum(a.x),
                                     xp.cumulative_sum(a.m, axis=1, include_initial=True),
                                     xp.cumulative_sum(a.ones)),
    "cumulative_prod": lambda xp, a: (xp.cumulative_prod(a.x),
                                      xp.cumulative_prod(a.m, axis=0, include_initial=True),
                                      xp.cumulative_prod(a.near1)),
    "diff": lambda xp, a: (xp.diff(a.x), xp.diff(a.m, axis=0, n=2)),
    "all": lambda xp, a: (xp.all(a.x), xp.all(a.nan), xp.all(a.m, axis=1)),
    "any": lambda xp, a: (xp.any(a.x), xp.any(a.m, axis=0)),
    # linear algebra in the main namespace
    "matmul": lambda xp, a: (xp.matmul(a.m, a.n), xp.matmul(a.x[:4], a.n)),
    "tensordot": lambda xp, a: (xp.tensordot(a.m, a.n, axes=1),
                                xp.tensordot(a.cube, a.m, axes=([1, 2], [0, 1]))),
    "vecdot": lambda xp, a: (xp.vecdot(a.x, a.y), xp.vecdot(a.v3, a.w3, axis=0)),
    # linalg
    "linalg.cholesky": lambda xp, a: (xp.linalg.cholesky(a.spd),
                                      xp.linalg.cholesky(a.spd, upper=True)),
    "linalg.cross": lambda xp, a: xp.linalg.cross(a.v3, a.w3),
    "linalg.det": lambda xp, a: xp.linalg.det(a.sq),
    "linalg.diagonal": lambda xp, a: (xp.linalg.diagonal(a.m), xp.linalg.diagonal(a.m, offset=1)),
    "linalg.eig": lambda xp, a: _eig_sorted(xp, *xp.linalg.eig(a.spd)),
    "linalg.eigh": lambda xp, a: _eig_sorted(xp, *xp.linalg.eigh(a.spd)),
    "linalg.eigvals": lambda xp, a: (lambda w: xp.take(w, xp.argsort(xp.real(w))))(
        xp.linalg.eigvals(a.spd)),
    "linalg.eigvalsh": lambda xp, a: xp.linalg.eigvalsh(a.spd),
    "linalg.inv": lambda xp, a: xp.linalg.inv(a.spd),
    "linalg.matmul": lambda xp, a: xp.linalg.matmul(a.m, a.n),
    "linalg.matrix_norm": lambda xp, a: tuple(xp.linalg.matrix_norm(m, ord=o)
                                              for o in ("fro", "nuc", 1, -1, 2, xp.inf)
                                              for m in (a.m, a.big)),
    "linalg.matrix_power": lambda xp, a: (xp.linalg.matrix_power(a.spd, 2),
                                          xp.linalg.matrix_power(a.spd, 0),
                                          xp.linalg.matrix_power(a.spd, -1)),
    "linalg.matrix_rank": lambda xp, a: xp.linalg.matrix_rank(a.m),
    "linalg.matrix_transpose": lambda xp, a: xp.linalg.matrix_transpose(a.m),
    "linalg.outer": lambda xp, a: xp.linalg.outer(a.x, a.y[:3]),
    "linalg.pinv": lambda xp, a: xp.linalg.pinv(a.spd),
    "linalg.qr": lambda xp, a: _qr_product(xp, a),
    "linalg.slogdet": lambda xp, a: xp.linalg.slogdet(a.sq),
    "linalg.solve": lambda xp, a: (xp.linalg.solve(a.spd, a.sq), xp.linalg.solve(a.spd, a.x[:3])),
    "linalg.svd": lambda xp, a: _svd_product(xp, a),
    "linalg.svdvals": lambda xp, a: xp.linalg.svdvals(a.m),
    "linalg.tensordot": lambda xp, a: xp.linalg.tensordot(a.m, a.n, axes=1),
    "linalg.trace": lambda xp, a: (xp.linalg.trace(a.sq), xp.linalg.trace(a.m, offset=1)),
    "linalg.vecdot": lambda xp, a: xp.linalg.vecdot(a.x, a.y),
    "linalg.vector_norm": lambda xp, a: tuple(xp.linalg.vector_norm(m, ord=o, axis=None)
                                              for o in (2, 1, 3, xp.inf, -xp.inf, 0)
                                              for m in (a.m, a.big)),
    # fft (half inputs are real: the transforms give complex64, as on JAX)
    **{f"fft.{name}": _on(f"fft.{name}", "x") for name in (
        "fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "fftshift", "ifftshift")},
    **{f"fft.{name}": _on(f"fft.{name}", "m") for name in ("fftn", "ifftn", "rfftn", "irfftn")},
    "fft.fftfreq": lambda xp, a: xp.fft.fftfreq(6, d=0.5, dtype=a.dt),
    "fft.rfftfreq": lambda xp, a: xp.fft.rfftfreq(6, d=0.25, dtype=a.dt),
}


def _qr_product(xp: Any, a: Inputs) -> Any:
    """Q @ R (the factors' signs are a convention) and R's upper triangle."""
    q, r = xp.linalg.qr(a.sq)
    return xp.matmul(q, r), xp.abs(r)


def _eig_sorted(xp: Any, w: Any, v: Any) -> Any:
    """Eigenvalues in ascending order of their real parts and the eigenvectors in that
    order, each scaled to a positive first entry (the solvers' order and signs are
    conventions; the matrices here are symmetric, with real eigenvectors)."""
    order = xp.argsort(xp.real(w))
    v = xp.take(v, order, axis=1)
    first = v[0:1, :]
    return xp.take(w, order), xp.multiply(v, xp.divide(first, xp.abs(first)))


def _svd_product(xp: Any, a: Inputs) -> Any:
    """U @ diag(S) @ Vh and S (the singular vectors' signs are a convention)."""
    u, s, vh = xp.linalg.svd(a.m, full_matrices=False)
    return xp.matmul(u * s[None, :], vh), s


#: Functions of the standard with no floating-point array argument and no floating
#: ``dtype=``, with the reason.
EXCLUDED: dict[str, str] = {
    **{name: "integer or bool arrays only" for name in (
        "bitwise_and", "bitwise_invert", "bitwise_left_shift", "bitwise_or",
        "bitwise_right_shift", "bitwise_xor", "iinfo")},
    **{name: "bool arrays only" for name in (
        "logical_and", "logical_not", "logical_or", "logical_xor")},
    "broadcast_shapes": "takes shapes, no array",
}

#: The constants of the main namespace (no call to make).
CONSTANTS = frozenset({"e", "inf", "nan", "pi", "newaxis"})

#: Every function of the standard, as CALLS and EXCLUDED name them.
STANDARD_FUNCTIONS: frozenset[str] = frozenset(
    (FUNCTIONS_AND_CONSTANTS - CONSTANTS)
    | {f"linalg.{name}" for name in LINALG}
    | {f"fft.{name}" for name in FFT}
)


def function_of(xp: Any, name: str) -> Any:
    """The namespace's function ``name`` (``"linalg.qr"`` -> ``xp.linalg.qr``)."""
    target = xp
    for part in name.split("."):
        target = getattr(target, part)
    return target

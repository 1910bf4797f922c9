"""One compiled-code case per name of the standard, and the inputs each one takes.

The list of names is the standard's (``xpagnostic._common._standard``): a function the
standard adds, or one this table forgets, fails ``test_every_name_has_a_case`` before any
compiler runs.  Each case says which inputs it takes (keys of :func:`host_inputs`, NumPy
arrays converted to the backend's own arrays by the checks) and how to call the function
on them.  The call receives the namespace found by ``get_namespace`` inside the compiled
function, so every case also traces ``get_namespace``.

This module imports only NumPy: the test module reads the case names without a framework.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from xpagnostic._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG

#: Names of the standard that are constants, not functions: nothing to compile.
CONSTANTS = frozenset({"e", "inf", "nan", "pi", "newaxis"})


@dataclass(frozen=True)
class Case:
    """How to call one function of the standard inside compiled code."""

    #: ``name``, ``linalg.name`` or ``fft.name``.
    path: str
    #: Keys of :func:`host_inputs`, one per array argument.
    inputs: tuple[str, ...]
    #: ``call(xp, *arrays)``: the function applied; the default calls ``path`` on the arrays.
    call: Callable[..., Any] | None = None
    #: Whether the result's values are unspecified (``empty``): only shapes and dtypes compare.
    values: bool = True

    def __call__(self, xp: Any, *arrays: Any) -> Any:
        if self.call is not None:
            return self.call(xp, *arrays)
        target = xp
        for part in self.path.split("."):
            target = getattr(target, part)
        return target(*arrays)


def host_inputs() -> dict[str, np.ndarray]:
    """The inputs, as NumPy arrays (float32, int32, bool and complex64 only, so that JAX
    without 64-bit mode takes them unchanged)."""
    rng = np.random.default_rng(0)
    base = rng.uniform(0.1, 0.9, size=(2, 3)).astype(np.float32)
    square = rng.uniform(-1, 1, size=(3, 3)).astype(np.float32)
    return {
        "x": base,
        "y": (rng.uniform(0.1, 0.9, size=(2, 3)) + 1.0).astype(np.float32),  # >= 1
        "v": rng.uniform(0.1, 0.9, size=(3,)).astype(np.float32),
        "sorted": np.sort(rng.uniform(0.0, 1.0, size=(5,))).astype(np.float32),
        "spd": (square @ square.T + 3 * np.eye(3)).astype(np.float32),
        "i": rng.integers(1, 7, size=(2, 3)).astype(np.int32),
        "j": rng.integers(0, 3, size=(2, 3)).astype(np.int32),
        "idx": np.asarray([2, 0], dtype=np.int32),
        "b": np.asarray([[True, False, True], [False, False, True]]),
        "c": (base + 1j * base[::-1]).astype(np.complex64),
        "cv": (rng.uniform(-1, 1, size=(4,)) + 1j * rng.uniform(-1, 1, size=(4,))).astype(
            np.complex64),
        "labels": np.asarray([1.0, -1.0], dtype=np.float32),
    }


def _case(path: str, *inputs: str, call: Callable[..., Any] | None = None,
          values: bool = True) -> Case:
    return Case(path, inputs, call, values)


_UNARY_FLOAT = (
    "abs", "acos", "asin", "asinh", "atan", "atanh", "ceil", "cos", "cosh", "exp", "expm1",
    "floor", "isfinite", "isinf", "isnan", "log", "log10", "log1p", "log2", "negative",
    "positive", "reciprocal", "round", "sign", "signbit", "sin", "sinh", "sqrt", "square",
    "tan", "tanh", "trunc",
)
_BINARY_FLOAT = (
    "add", "atan2", "copysign", "divide", "equal", "floor_divide", "greater",
    "greater_equal", "hypot", "less", "less_equal", "logaddexp", "maximum", "minimum",
    "multiply", "nextafter", "not_equal", "pow", "remainder", "subtract",
)
_REDUCTIONS = ("argmax", "argmin", "max", "mean", "min", "prod", "std", "sum", "var")

_CASES: list[Case] = [
    *(_case(n, "x") for n in _UNARY_FLOAT),
    *(_case(n, "x", "y") for n in _BINARY_FLOAT),
    *(_case(n, "x") for n in _REDUCTIONS),
    _case("acosh", "y"),
    _case("conj", "c"),
    _case("real", "c"),
    _case("imag", "c"),
    _case("bitwise_invert", "i"),
    *(_case(n, "i", "j") for n in ("bitwise_and", "bitwise_left_shift", "bitwise_or",
                                   "bitwise_right_shift", "bitwise_xor")),
    _case("logical_not", "b"),
    *(_case(n, "b", "b") for n in ("logical_and", "logical_or", "logical_xor")),
    _case("all", "b"),
    _case("any", "b"),
    _case("clip", "x", call=lambda xp, x: xp.clip(x, min=0.3, max=0.7)),
    _case("count_nonzero", "j"),
    _case("cumulative_sum", "x", call=lambda xp, x: xp.cumulative_sum(x, axis=1)),
    _case("cumulative_prod", "x", call=lambda xp, x: xp.cumulative_prod(x, axis=1)),
    _case("diff", "x", call=lambda xp, x: xp.diff(x, axis=1)),
    _case("argsort", "x"),
    _case("sort", "x"),
    _case("searchsorted", "sorted", "x",
          call=lambda xp, s, x: xp.searchsorted(s, xp.reshape(x, (-1,)))),
    # creation: the dtype comes from an input, as in code that builds arrays next to others
    _case("arange", "x", call=lambda xp, x: xp.arange(5, dtype=x.dtype) + x[0, 0]),
    _case("asarray", "x", call=lambda xp, x: xp.asarray(x)),
    _case("empty", "x", call=lambda xp, x: xp.empty((2, 3), dtype=x.dtype), values=False),
    _case("empty_like", "x", values=False),
    _case("eye", "x", call=lambda xp, x: xp.eye(3, dtype=x.dtype)),
    _case("full", "x", call=lambda xp, x: xp.full((2, 3), 2.5, dtype=x.dtype)),
    _case("full_like", "x", call=lambda xp, x: xp.full_like(x, 2.5)),
    _case("linspace", "x", call=lambda xp, x: xp.linspace(0.0, 1.0, 5, dtype=x.dtype)),
    _case("ones", "x", call=lambda xp, x: xp.ones((2, 3), dtype=x.dtype)),
    _case("ones_like", "x"),
    _case("zeros", "x", call=lambda xp, x: xp.zeros((2, 3), dtype=x.dtype)),
    _case("zeros_like", "x"),
    _case("from_dlpack", "x"),
    _case("meshgrid", "v", "sorted"),
    _case("tril", "spd"),
    _case("triu", "spd"),
    # data types: queries used next to arrays
    _case("astype", "x", call=lambda xp, x: xp.astype(x, xp.int32)),
    _case("can_cast", "x",
          call=lambda xp, x: x * float(xp.can_cast(x.dtype, xp.complex64))),
    _case("finfo", "x", call=lambda xp, x: x + xp.finfo(x.dtype).eps),
    _case("iinfo", "i", call=lambda xp, i: i - xp.iinfo(i.dtype).min),
    _case("isdtype", "x",
          call=lambda xp, x: x * float(xp.isdtype(x.dtype, "real floating"))),
    _case("result_type", "x", "i",
          call=lambda xp, x, i: xp.add(xp.astype(i, xp.result_type(x, i)), x)),
    # manipulation
    _case("broadcast_arrays", "x", "v"),
    _case("broadcast_shapes", "x", "v",
          call=lambda xp, x, v: xp.broadcast_to(v, xp.broadcast_shapes(x.shape, v.shape))),
    _case("broadcast_to", "v", call=lambda xp, v: xp.broadcast_to(v, (2, 3))),
    _case("concat", "x", "y", call=lambda xp, x, y: xp.concat([x, y], axis=0)),
    _case("expand_dims", "x", call=lambda xp, x: xp.expand_dims(x, axis=1)),
    _case("flip", "x"),
    _case("moveaxis", "x", call=lambda xp, x: xp.moveaxis(x, 0, 1)),
    _case("permute_dims", "x", call=lambda xp, x: xp.permute_dims(x, (1, 0))),
    _case("repeat", "x", call=lambda xp, x: xp.repeat(x, 2, axis=1)),
    _case("reshape", "x", call=lambda xp, x: xp.reshape(x, (3, 2))),
    _case("roll", "x", call=lambda xp, x: xp.roll(x, 1, axis=1)),
    _case("squeeze", "x", call=lambda xp, x: xp.squeeze(xp.expand_dims(x, axis=0), axis=0)),
    _case("stack", "x", "y", call=lambda xp, x, y: xp.stack([x, y], axis=1)),
    _case("tile", "x", call=lambda xp, x: xp.tile(x, (2, 1))),
    _case("unstack", "x"),
    _case("take", "x", "idx", call=lambda xp, x, idx: xp.take(x, idx, axis=1)),
    _case("take_along_axis", "x", "j",
          call=lambda xp, x, j: xp.take_along_axis(x, j, axis=1)),
    _case("isin", "i", "j"),
    _case("where", "b", "x", "y"),
    # linear algebra
    _case("matmul", "x", "spd"),
    _case("matrix_transpose", "x"),
    _case("tensordot", "x", "spd", call=lambda xp, x, m: xp.tensordot(x, m, axes=1)),
    _case("vecdot", "x", "y"),
    _case("linalg.cholesky", "spd"),
    _case("linalg.cross", "x", "y"),
    _case("linalg.det", "spd"),
    _case("linalg.diagonal", "spd"),
    _case("linalg.eig", "spd"),
    _case("linalg.eigh", "spd", call=lambda xp, m: _eigh(xp, m)),
    _case("linalg.eigvals", "spd"),
    _case("linalg.eigvalsh", "spd"),
    _case("linalg.inv", "spd"),
    _case("linalg.matmul", "x", "spd"),
    _case("linalg.matrix_norm", "spd"),
    _case("linalg.matrix_power", "spd", call=lambda xp, m: xp.linalg.matrix_power(m, 3)),
    _case("linalg.matrix_rank", "spd"),
    _case("linalg.matrix_transpose", "x"),
    _case("linalg.outer", "v", "v"),
    _case("linalg.pinv", "x"),
    _case("linalg.qr", "spd"),
    _case("linalg.slogdet", "spd"),
    _case("linalg.solve", "spd", "spd"),
    _case("linalg.svd", "x",
          call=lambda xp, x: xp.linalg.svd(x, full_matrices=False).S),  # U, V: signs vary
    _case("linalg.svdvals", "x"),
    _case("linalg.tensordot", "x", "spd",
          call=lambda xp, x, m: xp.linalg.tensordot(x, m, axes=1)),
    _case("linalg.trace", "spd"),
    _case("linalg.vecdot", "x", "y"),
    _case("linalg.vector_norm", "x"),
    # Fourier transforms
    *(_case(f"fft.{n}", "cv") for n in ("fft", "ifft", "fftn", "ifftn")),
    _case("fft.ihfft", "x"),
    _case("fft.hfft", "cv"),
    *(_case(f"fft.{n}", "x") for n in ("rfft", "rfftn", "fftshift", "ifftshift")),
    _case("fft.irfft", "cv"),
    _case("fft.irfftn", "c"),
    _case("fft.fftfreq", "x", call=lambda xp, x: xp.fft.fftfreq(6, d=0.5, dtype=x.dtype)),
    _case("fft.rfftfreq", "x", call=lambda xp, x: xp.fft.rfftfreq(6, d=0.5, dtype=x.dtype)),
    # data-dependent output shapes
    _case("nonzero", "j"),
    _case("unique_all", "j"),
    _case("unique_counts", "j"),
    _case("unique_inverse", "j"),
    _case("unique_values", "j"),
]

#: path -> case.
CASES: dict[str, Case] = {c.path: c for c in _CASES}


def standard_paths() -> list[str]:
    """Every function of the standard, as ``name``, ``linalg.name`` or ``fft.name``."""
    return sorted(
        [n for n in FUNCTIONS_AND_CONSTANTS if n not in CONSTANTS]
        + [f"linalg.{n}" for n in LINALG]
        + [f"fft.{n}" for n in FFT]
    )


#: Functions whose output shape depends on the values of their input: no compiler that
#: needs static shapes can give them one graph.
DATA_DEPENDENT = {
    "nonzero": "the number of nonzero elements sets the output's length",
    "unique_all": "the number of distinct values sets the output's length",
    "unique_counts": "the number of distinct values sets the output's length",
    "unique_inverse": "the number of distinct values sets the output's length",
    "unique_values": "the number of distinct values sets the output's length",
}


# -- the facade's operators and attributes ----------------------------------------------------
#: Operator case -> (inputs, ``op(astensor, *arrays)`` returning native arrays).  In-place
#: operators work on a copy: on PyTorch they write into the array they wrap.
_BINARY_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    f"__{n.rstrip('_')}__": getattr(operator, n)
    for n in ("add", "sub", "mul", "truediv", "floordiv", "mod", "pow", "lt", "le", "gt",
              "ge", "eq", "ne")
}
_INTEGER_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    f"__{n.rstrip('_')}__": getattr(operator, n)
    for n in ("and_", "or_", "xor", "lshift", "rshift")
}
_INPLACE: dict[str, Callable[[Any, Any], Any]] = {
    f"__{n}__": getattr(operator, n)
    for n in ("iadd", "isub", "imul", "itruediv", "ifloordiv", "imod", "ipow")
}
_INTEGER_INPLACE: dict[str, Callable[[Any, Any], Any]] = {
    f"__{n}__": getattr(operator, n) for n in ("iand", "ior", "ixor", "ilshift", "irshift")
}


def _binary(op: Callable[[Any, Any], Any]) -> Callable[..., Any]:
    return lambda T, a, b: op(T(a), T(b)).raw


def _reflected(op: Callable[[Any, Any], Any]) -> Callable[..., Any]:
    return lambda T, a, b: op(2, T(b)).raw  # a Python scalar on the left


def _inplace(op: Callable[[Any, Any], Any]) -> Callable[..., Any]:
    def run(T: Any, a: Any, b: Any) -> Any:
        t = T(T(a).xp.asarray(a, copy=True))
        return op(t, T(b)).raw

    return run


OPERATORS: dict[str, tuple[tuple[str, ...], Callable[..., Any]]] = {
    **{n: (("x", "y"), _binary(op)) for n, op in _BINARY_OPERATORS.items()},
    **{"__r" + n[2:]: (("x", "y"), _reflected(op)) for n, op in _BINARY_OPERATORS.items()
       if n in ("__add__", "__sub__", "__mul__", "__truediv__", "__floordiv__", "__mod__",
                "__pow__")},
    **{n: (("i", "j"), _binary(op)) for n, op in _INTEGER_OPERATORS.items()},
    **{"__r" + n[2:]: (("i", "j"), _reflected(op)) for n, op in _INTEGER_OPERATORS.items()},
    **{n: (("x", "y"), _inplace(op)) for n, op in _INPLACE.items()},
    **{n: (("i", "j"), _inplace(op)) for n, op in _INTEGER_INPLACE.items()},
    "__matmul__": (("x", "spd"), lambda T, a, m: (T(a) @ T(m)).raw),
    # (a native array on the left is TensorFlow's own operator, which takes ours as data)
    "__rmatmul__": (("spd", "x"), lambda T, m, a: T(m).__rmatmul__(T(a)).raw),
    "__imatmul__": (("spd", "spd"), _inplace(operator.imatmul)),
    "__neg__": (("x",), lambda T, a: (-T(a)).raw),
    "__pos__": (("x",), lambda T, a: (+T(a)).raw),
    "__abs__": (("x",), lambda T, a: abs(T(a)).raw),
    "__invert__": (("i",), lambda T, a: (~T(a)).raw),
    "__getitem__ (basic)": (("x",), lambda T, a: T(a)[1, ::2].raw),
    "__getitem__ (None, ...)": (("x",), lambda T, a: T(a)[None, ..., 0].raw),
    "__getitem__ (integer array)": (("x", "idx"), lambda T, a, i: T(a)[:, T(i)].raw),
    "__getitem__ (boolean mask)": (("x", "b"), lambda T, a, b: T(a)[T(b)].raw),
    "__setitem__": (("x", "y"), lambda T, a, b: _setitem(T, a, b)),
    "T": (("x",), lambda T, a: T(a).T.raw),
    "mT": (("x",), lambda T, a: T(a).mT.raw),
    "shape, ndim, size, dtype": (("x",), lambda T, a: _attributes(T(a))),
    "device, to_device": (("x",), lambda T, a: T(a).to_device(T(a).device).raw),
    "__array_namespace__": (("x",), lambda T, a: T(a).__array_namespace__().sum(T(a)).raw),
    "__len__, __iter__": (("x",), lambda T, a: [t.raw for t in T(a)][len(T(a)) - 1]),
    "__float__": (("x",), lambda T, a: T(a).xp.asarray(float(T(a)[0, 0]))),
}


def _setitem(T: Any, a: Any, b: Any) -> Any:
    t = T(T(a).xp.asarray(a, copy=True))
    t[0, 1:] = T(b)[1, :2]
    return t.raw


def _attributes(t: Any) -> Any:
    rows, cols = t.shape
    return t.xp.full((rows + t.ndim, cols + t.size), 1.0, dtype=t.dtype)


#: Operators that read the array's values to the host or give a shape set by its values.
OPERATORS_DATA_DEPENDENT = {
    "__getitem__ (boolean mask)": "the number of True values sets the output's length",
    "__float__": "float() reads the value into a Python number on the host",
}


# -- the autodiff extension ---------------------------------------------------------------------
# The user's functions of these cases are defs or lambdas alone on their line: AutoGraph
# converts them (a tf.function's user code), and it reads their source to do so.
def _custom_square(ad: Any) -> Any:
    """``w * w`` whose custom backward is deliberately ``3 * w * g``."""

    def square(w: Any) -> Any:
        return w * w

    def forward(w: Any) -> Any:
        return w * w, w

    def backward(w: Any, g: Any) -> Any:
        return (3 * w * g,)

    f = ad.custom_vjp(square)
    f.defvjp(forward, backward)
    return f


def _custom_gradient_square(ad: Any) -> Any:
    def square(w: Any) -> Any:
        def grad_fn(g: Any) -> Any:
            return 3 * w * g

        return w * w, grad_fn

    return ad.custom_gradient(square)


#: Autodiff case -> (inputs, ``transform(xp, ad, custom, *arrays)``), ``ad`` being an
#: ``autodiff`` extension (the namespace's, ``xpagnostic.autodiff`` or the facade's, with
#: ``xp`` the matching namespace) and ``custom`` what :func:`build_custom` made of it.
AUTODIFF: dict[str, tuple[tuple[str, ...], Callable[..., Any]]] = {
    "value_and_grad": (("x",), lambda xp, ad, custom, x: ad.value_and_grad(
        lambda w: xp.sum(xp.sin(w) * w))(x)),
    "value_and_grad (argnums)": (("x", "y"), lambda xp, ad, custom, x, y: ad.value_and_grad(
        lambda a, b: xp.sum(a * b * b), argnums=(0, 1))(x, y)),
    "value_and_grad (has_aux)": (("x",), lambda xp, ad, custom, x: _without_python_aux(
        ad.value_and_grad(lambda w: (xp.sum(w * w), {"mean": xp.mean(w), "n": 3}),
                          has_aux=True)(x))),
    "value_and_grad (pytree)": (("x", "spd", "v"), lambda xp, ad, custom, x, m, v: (
        ad.value_and_grad(lambda p: xp.sum((xp.matmul(x, p["w"]) + p["b"]) ** 2))(
            {"w": m, "b": v}))),
    "value_and_grad (list)": (("x", "v"), lambda xp, ad, custom, x, v: ad.value_and_grad(
        lambda p: xp.sum(p[0] * p[0]) + xp.sum(xp.sin(p[1])))([x, v])),
    "grad (tuple)": (("x", "v"), lambda xp, ad, custom, x, v: ad.grad(
        lambda p: xp.sum(xp.exp(p[0])) * xp.sum(p[1]))((x, v))),
    "grad": (("x",), lambda xp, ad, custom, x: ad.grad(lambda w: xp.sum(xp.exp(w)))(x)),
    "grad (higher order)": (("v",), lambda xp, ad, custom, v: ad.grad(ad.grad(
        lambda s: xp.sum(s ** 3 * xp.sin(s))))(xp.sum(v))),
    "grad (complex)": (("c",), lambda xp, ad, custom, c: ad.grad(
        lambda z: xp.sum(xp.real(z * xp.conj(z) * xp.sin(z))))(c)),
    "vjp": (("x",), lambda xp, ad, custom, x: _vjp(xp, ad, x)),
    "jvp": (("x",), lambda xp, ad, custom, x: ad.jvp(lambda w: xp.sin(w) * w, (x,),
                                             (xp.ones_like(x),))),
    "linearize": (("x",), lambda xp, ad, custom, x: _linearize(xp, ad, x)),
    "jacfwd": (("v",), lambda xp, ad, custom, v: ad.jacfwd(lambda w: xp.sin(w) * w)(v)),
    "jacrev": (("v",), lambda xp, ad, custom, v: ad.jacrev(lambda w: xp.sin(w) * w)(v)),
    "hessian": (("v",), lambda xp, ad, custom, v: ad.hessian(
        lambda w: xp.sum(xp.sin(w) * w ** 2))(v)),
    "hvp": (("v",), lambda xp, ad, custom, v: ad.hvp(lambda w: xp.sum(xp.sin(w) * w ** 2), (v,),
                                             (xp.ones_like(v),))),
    "vmap": (("x",), lambda xp, ad, custom, x: ad.vmap(lambda r: xp.sum(r * r))(x)),
    "vmap (of grad)": (("x",), lambda xp, ad, custom, x: ad.vmap(ad.grad(
        lambda r: xp.sum(xp.sin(r) * r)))(x)),
    "custom_vjp": (("x",), lambda xp, ad, custom, x: ad.grad(
        lambda w: xp.sum(custom["custom_vjp"](w)))(x)),
    "custom_gradient": (("x",), lambda xp, ad, custom, x: ad.grad(
        lambda w: xp.sum(custom["custom_gradient"](w)))(x)),
    "stop_gradient": (("x",), lambda xp, ad, custom, x: ad.grad(
        lambda w: xp.sum(ad.stop_gradient(w) * w))(x)),
}

def build_custom(ad: Any) -> dict[str, Any]:
    """The functions with custom rules of ``ad``, defined once outside compiled code (as
    users define them), for the transforms' ``custom`` argument."""
    return {"custom_vjp": _custom_square(ad), "custom_gradient": _custom_gradient_square(ad)}


def _without_python_aux(result: Any) -> Any:
    (value, aux), g = result
    assert aux["n"] == 3
    return (value, aux["mean"]), g


def _vjp(xp: Any, ad: Any, x: Any) -> Any:
    out, pull = ad.vjp(lambda w: xp.sin(w) * w, x)
    return out, pull(xp.ones_like(out))


def _linearize(xp: Any, ad: Any, x: Any) -> Any:
    out, f_jvp = ad.linearize(lambda w: xp.sin(w) * w, x)
    return out, f_jvp(xp.ones_like(x))


#: The facade's autodiff extension has these of the transforms (with Tensors in and out).
FACADE_AUTODIFF = ("value_and_grad", "value_and_grad (argnums)", "value_and_grad (has_aux)",
                   "grad", "vjp", "custom_vjp", "custom_gradient", "stop_gradient")


# -- what a user compiles first ---------------------------------------------------------------
def norm(x: Any) -> Any:
    """The README's agnostic function."""
    import xpagnostic

    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def facade_chain(x: Any) -> Any:
    """The README's facade chain, then indexing and a device look-up (the facade's adapter)."""
    import xpagnostic

    t = xpagnostic.astensor(x)
    return t.square().sum().sqrt().raw, t[0].to_device(t.device).raw


def dispatched_step(w: Any, X: Any, y: Any) -> Any:
    """A logistic-regression step through ``xpagnostic.autodiff`` (no namespace asked)."""
    import xpagnostic

    def loss(w: Any) -> Any:
        return _logistic(X, y, w)

    value, g = xpagnostic.autodiff.value_and_grad(loss)(w)
    return value, w - 0.1 * g


def _logistic(X: Any, y: Any, w: Any) -> Any:
    import xpagnostic

    xp = xpagnostic.get_namespace(X, y, w)
    return xp.mean(xp.log1p(xp.exp(-y * xp.matmul(X, w))))


def training_step(w: Any, X: Any, y: Any) -> Any:
    """A logistic-regression step: ``get_namespace`` and ``xp.autodiff.value_and_grad``."""
    import xpagnostic

    xp = xpagnostic.get_namespace(w, X, y)
    value, g = xp.autodiff.value_and_grad(lambda w: _logistic(X, y, w))(w)
    return value, w - 0.1 * g


#: Cold case -> (inputs, function).  Cold cases run first in their process, in the order of
#: a sequence of ``COLD_SEQUENCES``, each sequence in a fresh process: the first call under
#: the compiler is the one that loads what it needs (the namespace, the facade's adapter,
#: the autodiff primitive, each alone or together).
COLD: dict[str, tuple[tuple[str, ...], Callable[..., Any]]] = {
    "training step (namespace and autodiff primitive)": (("v", "x", "labels"), training_step),
    "get_namespace (README norm)": (("x",), norm),
    "xp.autodiff (loaded by an earlier function)": (("v", "x", "labels"), training_step),
    "facade chain": (("x",), facade_chain),
    "xpagnostic.autodiff": (("v", "x", "labels"), dispatched_step),
}
#: The processes of cold cases; the first one is the process that then runs every warm check.
COLD_SEQUENCES: tuple[tuple[str, ...], ...] = (
    ("training step (namespace and autodiff primitive)",),
    ("get_namespace (README norm)", "xp.autodiff (loaded by an earlier function)"),
    ("facade chain", "xpagnostic.autodiff"),
)


def _eigh(xp: Any, m: Any) -> Any:
    """``eigh``: the eigenvalues, and the eigenvectors up to sign (which kernels choose)."""
    values, vectors = xp.linalg.eigh(m)
    return values, xp.abs(vectors)


#: The transforms also run through ``xpagnostic.autodiff`` (which dispatches on the
#: arguments' backend to the namespace's extension, checked with every transform).
DISPATCHED = ("value_and_grad", "value_and_grad (pytree)", "grad", "vjp", "jvp", "jacrev",
              "hessian", "vmap", "custom_vjp")

#: Facade methods compiled on every backend (chains of them in one function); on PyTorch,
#: whose compiler traces the facade's own Python, every method is.
FACADE_EVERYWHERE = ("abs", "add", "astype", "concat", "fft.rfft", "linalg.vector_norm",
                     "matmul", "mean", "reshape", "sqrt", "square", "sum", "take", "where")

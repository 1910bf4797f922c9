"""xpagnostic.tensorflow at broadcast patterns TensorFlow's kernels refuse.

TensorFlow merges neighbouring dimensions that broadcast alike and its kernels give up when
more than 5 remain, e.g. ``(2, 1, 2, 1, 2, 1, 2)`` with ``(1, 2, 1, 2, 1, 2, 1)``.  Every
element-wise binary function, ``clip``, ``broadcast_to`` and ``broadcast_arrays`` must
still give NumPy's result: eagerly, inside ``tf.function`` (static and unknown sizes) and
under XLA.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")
from tf.modes import MODES, npv, run  # noqa: E402
from xpagnostic.tensorflow._broadcasting import fits_kernels  # noqa: E402

A_SHAPE = (2, 1, 3, 1, 2, 1, 2)
B_SHAPE = (1, 2, 1, 2, 1, 3, 1)


def _native_refuses(a: Any, b: Any) -> bool:
    try:
        tf.math.add(a, b)
    except tf.errors.UnimplementedError:
        return True
    return False


def _operands(dtype: str, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    if dtype == "bool":
        return rng.random(A_SHAPE) > 0.5, rng.random(B_SHAPE) > 0.5
    if dtype.startswith(("int", "uint")):
        a, b = rng.integers(1, 5, A_SHAPE), rng.integers(1, 3, B_SHAPE)
        return a.astype(dtype), b.astype(dtype)
    a, b = rng.uniform(0.5, 2.0, A_SHAPE), rng.uniform(0.5, 2.0, B_SHAPE)
    return a.astype(dtype), b.astype(dtype)


def test_the_pattern_is_one_tensorflow_refuses() -> None:
    a, b = _operands("float32")
    assert _native_refuses(tf.constant(a), tf.constant(b))
    assert not fits_kernels(A_SHAPE, B_SHAPE)


@pytest.mark.parametrize(("shapes", "fits"), [
    (((2, 1, 2, 1, 2), (1, 2, 1, 2, 1)), True),  # rank 5: always
    (((2, 1, 2, 1, 2, 1), (1, 2, 1, 2, 1, 2)), False),  # 6 merged dimensions
    (((2, 3, 1, 1, 4, 5), (1, 1, 6, 7, 1, 1)), True),  # merges to 3
    (((1, 1, 2, 1, 2, 1, 2, 1), (1, 1, 1, 2, 1, 2, 1, 2)), False),  # leading 1s dropped
    (((2, 1, 2, 1, 2, 1, 1), (1, 2, 1, 2, 1, 1, 1)), True),  # trailing 1s dropped: 5 left
    (((3, 4, 5, 6, 7, 8, 9),), True),  # one operand: a single dimension
    (((2, 1, 2, 1, 2, 1), (2,)), True),  # padded on the left
    (((2, None, 2, 1, 2, 1), (1, 2, 1, 2, 1, 2)), False),  # unknown above rank 5: tile
])
def test_fits_kernels_counts_as_tensorflow_does(shapes: Any, fits: bool) -> None:
    assert fits_kernels(*shapes) is fits
    known = [s for s in shapes if None not in s]
    if len(known) == len(shapes) and len(shapes) == 2:
        ones = [tf.ones(s) for s in shapes]
        assert _native_refuses(*ones) is not fits


BINARY = {
    "add": "float32", "subtract": "int16", "multiply": "float64", "divide": "float32",
    "floor_divide": "int32", "remainder": "float32", "pow": "float32", "atan2": "float64",
    "hypot": "float32", "copysign": "float32", "logaddexp": "float32",
    "nextafter": "float32", "maximum": "uint8", "minimum": "int8", "equal": "int64",
    "not_equal": "bool", "less": "float32", "less_equal": "uint16", "greater": "int32",
    "greater_equal": "float64", "logical_and": "bool", "logical_or": "bool",
    "logical_xor": "bool", "bitwise_and": "int32", "bitwise_or": "uint8",
    "bitwise_xor": "int16", "bitwise_left_shift": "int32", "bitwise_right_shift": "uint32",
}
_NUMPY = {"pow": "power", "atan2": "arctan2", "bitwise_left_shift": "left_shift",
          "bitwise_right_shift": "right_shift"}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("name", sorted(BINARY))
def test_binary_functions_at_any_pattern(name: str, mode: str) -> None:
    a, b = _operands(BINARY[name])
    out = run(getattr(xp, name), tf.constant(a), tf.constant(b), mode=mode)
    expected = getattr(np, _NUMPY.get(name, name))(a, b)
    assert out.dtype.name == expected.dtype.name
    np.testing.assert_allclose(npv(out), expected, rtol=1e-6)


@pytest.mark.parametrize("mode", MODES)
def test_promotion_and_python_scalars_at_any_pattern(mode: str) -> None:
    a, _ = _operands("int8")
    _, b = _operands("float32")
    out = run(xp.add, tf.constant(a), tf.constant(b), mode=mode)
    assert out.dtype == tf.float32
    np.testing.assert_allclose(npv(out), a.astype(np.float32) + b)
    # A Python scalar keeps its weak promotion when the array operands are tiled.
    out = run(lambda x, y: xp.multiply(xp.add(x, 2), y), tf.constant(a),
              tf.constant(b.astype(np.int8)), mode=mode)
    assert out.dtype == tf.int8
    np.testing.assert_array_equal(npv(out), (a + 2) * b.astype(np.int8))


@pytest.mark.parametrize("mode", MODES)
def test_clip_at_any_pattern(mode: str) -> None:
    x = np.linspace(-3, 3, num=int(np.prod(A_SHAPE)), dtype=np.float32).reshape(A_SHAPE)
    lo = np.full(B_SHAPE, -1.0, dtype=np.float32)
    out = run(lambda t, m: xp.clip(t, min=m, max=2.0), tf.constant(x), tf.constant(lo),
              mode=mode)
    np.testing.assert_array_equal(npv(out), np.clip(x, lo, 2.0))


@pytest.mark.parametrize("mode", MODES)
def test_broadcast_to_and_broadcast_arrays_at_any_pattern(mode: str) -> None:
    a, b = _operands("int16")
    target = (3, *np.broadcast_shapes(A_SHAPE, B_SHAPE))
    out = run(lambda t: xp.broadcast_to(t, target), tf.constant(a), mode=mode)
    np.testing.assert_array_equal(npv(out), np.broadcast_to(a, target))
    outs = run(lambda s, t: xp.broadcast_arrays(s, t), tf.constant(a), tf.constant(b),
               mode=mode)
    for got, want in zip(outs, np.broadcast_arrays(a, b)):
        np.testing.assert_array_equal(npv(got), want)


def test_other_kernel_errors_still_raise() -> None:
    """Only the broadcast refusal is retried; incompatible shapes still raise."""
    with pytest.raises((ValueError, tf.errors.InvalidArgumentError)):
        xp.add(tf.ones((2, 3)), tf.ones((4, 3)))


_BATCH_A, _BATCH_B = (2, 1, 2, 1, 2, 1), (1, 2, 1, 2, 1, 2)


def _batched(shape: tuple[int, ...], dtype: str, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, shape)
    if dtype.startswith("complex"):
        x = x + 1j * rng.uniform(-1, 1, shape)
    return x.astype(dtype)


LINALG = {
    "matmul": (lambda a, b: xp.matmul(a, b), np.matmul, (3, 4), (4, 2)),
    "vecdot": (lambda a, b: xp.vecdot(a, b), lambda a, b: np.sum(np.conj(a) * b, -1),
               (4,), (4,)),
    "linalg.vecdot": (lambda a, b: xp.linalg.vecdot(a, b),
                      lambda a, b: np.sum(np.conj(a) * b, -1), (4,), (4,)),
    "linalg.cross": (lambda a, b: xp.linalg.cross(a, b), np.cross, (3,), (3,)),
    "linalg.solve": (lambda a, b: xp.linalg.solve(a, b), np.linalg.solve, (3, 3), (3, 2)),
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("dtype", ["float64", "complex128"])
@pytest.mark.parametrize("name", sorted(LINALG))
def test_linalg_batches_at_any_pattern(name: str, dtype: str, mode: str) -> None:
    if name == "linalg.solve" and dtype == "complex128" and mode == "xla":
        pytest.skip("XLA has no complex MatrixSolve kernel (docs/tensorflow.md, XLA)")
    fn, ref, core_a, core_b = LINALG[name]
    a = _batched((*_BATCH_A, *core_a), dtype, 1)
    b = _batched((*_BATCH_B, *core_b), dtype, 2)
    if name == "linalg.solve":
        a = a + 4 * np.eye(3, dtype=dtype)  # well conditioned
    out = run(fn, tf.constant(a), tf.constant(b), mode=mode)
    np.testing.assert_allclose(npv(out), ref(a, b), rtol=1e-10, atol=1e-12)

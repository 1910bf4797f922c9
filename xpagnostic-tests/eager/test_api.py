"""``xpagnostic.eager`` beyond single functions: class names, conversion and ``restore_type``,
module wrappers, errors, randomness, integer dtypes and promotion, on every backend."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import numpy as np
import pytest
from harness import Backend, dtype_name, to_numpy

import xpagnostic
import xpagnostic.eager as ep
from xpagnostic._backends import BACKENDS

#: EagerPy's framework name of each backend (``get_dummy``); a backend EagerPy did not have
#: goes by its own name.
FRAMEWORK = {name: {"torch": "pytorch"}.get(name, name) for name in BACKENDS}
CLASS = {name: row.eager_class for name, row in BACKENDS.items()}


@pytest.fixture
def dummy(backend: Backend) -> ep.Tensor:
    return ep.utils.get_dummy(FRAMEWORK[backend.name])


def _native(backend: Backend, a: Any) -> Any:
    return backend.asarray(np.asarray(a))


def _x64(backend: Backend) -> bool:
    if backend.name != "jax":
        return True
    import jax

    return bool(jax.config.jax_enable_x64)


# -- class names ------------------------------------------------------------------------------
def test_astensor_gives_the_framework_class(backend: Backend) -> None:
    raw = _native(backend, [1.0, 2.0])
    t = ep.astensor(raw)
    cls = getattr(ep, CLASS[backend.name])
    assert type(t) is cls
    assert isinstance(t, ep.Tensor) and isinstance(t, xpagnostic.Tensor)
    others = [getattr(ep, c) for n, c in CLASS.items() if n != backend.name]
    assert not any(isinstance(t, o) for o in others)
    assert t.raw is raw
    assert ep.astensor(t) is t
    assert type(ep.Tensor(raw)) is cls  # the base class dispatches too
    assert type(cls(raw)) is cls
    assert ep.istensor(t) and not ep.istensor(raw)


def test_class_rejects_other_frameworks(backend: Backend) -> None:
    raw = _native(backend, [1.0])
    for name, cname in CLASS.items():
        if name != backend.name:
            with pytest.raises(ep.UnknownTypeError, match=cname):
                getattr(ep, cname)(raw)


def test_results_keep_the_class(dummy: ep.Tensor) -> None:
    t = ep.arange(dummy, 6).float32().reshape((2, 3))
    cls = type(dummy)
    for out in (t + 1, t.sum(), t.T, t[0], ep.softmax(t), abs(t), t.norms.l2(), t < 2,
                *ep.topk(t, 2), *list(t)):
        assert type(out) is cls, type(out)


def test_astensor_unknown_type_is_type_and_value_error() -> None:
    with pytest.raises(ep.UnknownTypeError, match=r"astensor: unknown type builtins\.list"):
        ep.astensor([1, 2])
    assert issubclass(ep.UnknownTypeError, TypeError)
    assert issubclass(ep.UnknownTypeError, ValueError)  # EagerPy raised ValueError


def test_astensor_of_facade_tensor(backend: Backend) -> None:
    raw = _native(backend, [1.0, 2.0])
    t = ep.astensor(xpagnostic.astensor(raw))
    assert type(t) is getattr(ep, CLASS[backend.name])
    assert t.raw is raw
    assert xpagnostic.astensor(t) is t  # an eager tensor is a facade tensor


def test_astensors(backend: Backend) -> None:
    raws = [_native(backend, [float(i)]) for i in range(3)]
    ts = ep.astensors(*raws)
    assert isinstance(ts, tuple) and len(ts) == 3
    assert [t.raw for t in ts] == raws


# -- restore_type -----------------------------------------------------------------------------
def test_restore_type_native_in_native_out(backend: Backend) -> None:
    raw = _native(backend, [1.0, 2.0])
    x, restore_type = ep.astensor_(raw)
    y = restore_type(x * 2 + 1)
    assert type(y) is type(raw)
    np.testing.assert_array_equal(to_numpy(y), [3.0, 5.0])
    assert restore_type(raw) is raw  # natives pass through


def test_restore_type_tensor_in_tensor_out(backend: Backend) -> None:
    t = ep.astensor(_native(backend, [1.0, 2.0]))
    x, restore_type = ep.astensor_(t)
    y = restore_type(x + 1)
    assert type(y) is type(t)
    np.testing.assert_array_equal(y.numpy(), [2.0, 3.0])
    z = restore_type((x + 1).raw)  # a native result is wrapped for a tensor caller
    assert type(z) is type(t)


def test_restore_type_several_and_pytrees(backend: Backend) -> None:
    raws = [_native(backend, [1.0]), _native(backend, [2.0])]
    (a, b), restore_type = ep.astensors_(*raws)
    out = restore_type(a + 1, b + 1)
    assert isinstance(out, tuple) and len(out) == 2
    assert all(type(o) is type(raws[0]) for o in out)
    np.testing.assert_array_equal(to_numpy(out[1]), [3.0])
    single = restore_type(a)
    assert not isinstance(single, tuple) and type(single) is type(raws[0])
    tree = restore_type({"x": (a, [b]), "n": 3})
    assert type(tree["x"][0]) is type(raws[0]) and type(tree["x"][1][0]) is type(raws[0])
    assert tree["n"] == 3

    (ta, tb), restore_t = ep.astensors_(ep.astensor(raws[0]), raws[1])
    out_t = restore_t(ta, (tb.raw,))
    assert type(out_t[0]) is type(ta) and type(out_t[1][0]) is type(ta)


# -- module wrappers ----------------------------------------------------------------------------
def test_numpy_module_wrapper() -> None:
    assert ep.istensor(ep.numpy.tanh([3.0, 5.0]))
    assert type(ep.numpy.zeros(3)) is ep.NumPyTensor
    assert not ep.istensor(ep.numpy.tanh(3.0))  # NumPy scalars stay scalars
    assert "zeros" in dir(ep.numpy)
    assert ep.numpy.float32 is np.float32 and ep.numpy.ndarray is np.ndarray
    total = ep.numpy.sum(ep.numpy.ones((2, 3)), axis=0)  # tensor arguments are unwrapped
    np.testing.assert_array_equal(total.numpy(), [2.0, 2.0, 2.0])
    assert isinstance(ep.numpy.linalg, ep.modules.ModuleWrapper)
    np.testing.assert_allclose(ep.numpy.linalg.inv(np.eye(2) * 2).numpy(), np.eye(2) / 2)


def test_framework_module_wrappers(backend: Backend) -> None:
    cls = getattr(ep, CLASS[backend.name])
    if backend.name == "torch":
        t = ep.torch.zeros(0, device="cpu")
        assert ep.torch.Tensor is sys.modules["torch"].Tensor
    elif backend.name == "jax":
        t = ep.jax.numpy.zeros(0)
    elif backend.name == "tensorflow":
        t = ep.tensorflow.zeros(0)
    else:
        t = ep.numpy.zeros(0)
    assert type(t) is cls and t.shape == (0,)


def test_import_imports_no_framework() -> None:
    code = ("import sys, xpagnostic.eager as ep; ep.torch; ep.jax; "
            "print(sorted(m for m in ('torch', 'jax', 'tensorflow', 'numpy') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_get_dummy(backend: Backend) -> None:
    d = ep.utils.get_dummy(FRAMEWORK[backend.name])
    assert type(d) is getattr(ep, CLASS[backend.name])
    assert d.shape == (0,) and dtype_name(d.raw) == "float32"
    if backend.name == "torch":
        assert type(ep.utils.get_dummy("torch")) is ep.PyTorchTensor
    with pytest.raises(ValueError, match="unknown framework 'mxnet'"):
        ep.utils.get_dummy("mxnet")


def test_types_and_constants() -> None:
    from xpagnostic.eager import types

    assert types.Shape == tuple[int, ...] and types.Axes == tuple[int, ...]
    assert ep.inf == float("inf") and np.isnan(ep.nan) and ep.newaxis is None
    assert ep.index[1, :, None] == (1, slice(None), None)
    assert ep.Tensor.norms is ep.norms.NormsMethods
    assert ep.__version__ == "0.30.0"


# -- errors, as EagerPy -------------------------------------------------------------------------
def test_mean_needs_floats(dummy: ep.Tensor) -> None:
    with pytest.raises(ValueError, match="mean"):
        ep.mean(ep.arange(dummy, 5))
    with pytest.raises(ValueError, match="mean"):
        ep.mean(ep.arange(dummy, 5) > 2)


@pytest.mark.parametrize("f", [ep.logical_and, ep.logical_or])
def test_logical_needs_bool(dummy: ep.Tensor, f: Any) -> None:
    t = ep.arange(dummy, 5).float32()
    a = np.arange(5)
    expected = (a > 1) & (a < 3) if f is ep.logical_and else (a > 1) | (a < 3)
    np.testing.assert_array_equal(f(t > 1, t < 3).numpy(), expected)
    for a, b in ((t, t > 1), (t > 1, t), (t, t)):
        with pytest.raises(ValueError, match="requires dtype bool"):
            f(a, b)
    with pytest.raises(ValueError, match="requires dtype bool"):
        ep.logical_not(t)
    with pytest.raises(ValueError, match="requires dtype bool"):
        ep.all(t)


def test_shape_errors(dummy: ep.Tensor) -> None:
    t = ep.arange(dummy, 120).reshape((2, 3, 4, 5)).float32()
    with pytest.raises(ValueError, match="one entry per axis"):
        ep.tile(t, (3, 3, 3))
    with pytest.raises(ValueError, match="one \\(before, after\\) pair per axis"):
        ep.pad(t, ((0, 0), (2, 3), (1, 2)))
    with pytest.raises(ValueError, match="one \\(before, after\\) pair per axis"):
        ep.pad(t, ((0, 0), (0, 0, 1, 2), (2, 3), (1, 2)))  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="mode must be"):
        ep.pad(t, ((0, 0), (0, 0), (2, 3), (1, 2)), mode="foo")
    with pytest.raises(ValueError, match="axis longer than the padding"):
        ep.pad(t, ((0, 0), (0, 0), (0, 0), (5, 0)), mode="reflect")
    with pytest.raises(ValueError, match="cannot squeeze axis 1"):
        ep.squeeze(ep.zeros(dummy, (3, 4, 5)), axis=1)
    with pytest.raises(ValueError, match="indexing must be"):
        ep.meshgrid(ep.arange(dummy, 3), indexing="xx")


def test_onehot_and_crossentropy_errors(dummy: ep.Tensor) -> None:
    t = ep.arange(dummy, 18).float32().reshape((6, 3))
    ep.onehot_like(t, ep.arange(t, 6) // 2)
    with pytest.raises(ValueError, match="2-D tensor"):
        ep.onehot_like(ep.zeros(dummy, (6, 3, 5)), ep.arange(t, 6) // 2)
    with pytest.raises(ValueError, match="1-D indices"):
        ep.onehot_like(t, (ep.arange(t, 6) // 2).reshape((6, 1)))
    with pytest.raises(ValueError, match="5 indices for a tensor with 6 rows"):
        ep.onehot_like(t, ep.arange(t, 5) // 2)
    logits = ep.arange(dummy, 50).reshape((10, 5)).float32()
    with pytest.raises(ValueError, match="2-D logits"):
        ep.crossentropy(logits.reshape((10, 5, 1)), logits.argmax(axis=-1))
    with pytest.raises(ValueError, match="one entry per row"):
        ep.crossentropy(logits, logits.argmax(axis=-1)[:8])


def test_mixing_backends_raises(dummy: ep.Tensor) -> None:
    other = ep.utils.get_dummy("numpy" if type(dummy) is not ep.NumPyTensor else "pytorch")
    with pytest.raises(TypeError, match="cannot mix"):
        dummy + other


# -- Python protocols ------------------------------------------------------------------------------
def test_repr_and_format(dummy: ep.Tensor) -> None:
    name = type(dummy).__name__
    t = ep.zeros(dummy, (10, 10))
    r = repr(t)
    assert r.startswith(f"{name}(") and r.endswith(")") and len(r.split("\n")) > 1
    lines = r.split("\n")
    assert all(line.startswith(" " * (len(name) + 1)) for line in lines[1:])
    assert f"{ep.full(dummy, (), 2.5):.2f}" == "2.50"


def test_numpy_is_read_only_and_detached(backend: Backend) -> None:
    raw = _native(backend, [1.0, 2.0, 3.0])
    t = ep.astensor(raw)
    a = t.numpy()
    assert a.flags.writeable is False
    with pytest.raises(ValueError, match="read-only"):
        a[:] += 1
    b = t.numpy().copy()
    b += 1
    np.testing.assert_array_equal(t.numpy(), [1.0, 2.0, 3.0])
    if backend.name == "numpy":
        assert raw.flags.writeable  # the user's array is left writeable


def test_inplace_operators_rebind(backend: Backend) -> None:
    """``x += 1`` makes a new tensor, as in EagerPy; the user's array is never written."""
    raw = _native(backend, [1.0, 2.0])
    x = ep.astensor(raw)
    original = x
    x += 1
    x *= 3
    assert x is not original
    np.testing.assert_array_equal(x.numpy(), [6.0, 9.0])
    np.testing.assert_array_equal(original.numpy(), [1.0, 2.0])
    np.testing.assert_array_equal(to_numpy(raw), [1.0, 2.0])


def test_setitem_writes_tensor_only(backend: Backend) -> None:
    t = ep.zeros(ep.utils.get_dummy(FRAMEWORK[backend.name]), (2, 3))
    t[:, [0, 2]] = 1.0
    np.testing.assert_array_equal(t.numpy(), [[1, 0, 1], [1, 0, 1]])


def test_numpy_scalars_mix_with_every_backend(dummy: ep.Tensor) -> None:
    t = ep.arange(dummy, 3).float32()
    np.testing.assert_array_equal((t * np.float32(2)).numpy(), [0.0, 2.0, 4.0])
    np.testing.assert_array_equal(ep.maximum(t, np.float64(1.0)).numpy(), [1.0, 1.0, 2.0])


# -- integer dtypes and promotion ------------------------------------------------------------------
def test_integer_dtypes_are_the_same(backend: Backend, dummy: ep.Tensor) -> None:
    """arange, argmax, argmin, argsort and topk indices: int64 everywhere (int32 on JAX
    without x64, as documented)."""
    expected = "int64" if _x64(backend) else "int32"
    t = ep.from_numpy(dummy, np.array([[3.0, 1.0], [2.0, 5.0]], np.float32))
    for out in (ep.arange(dummy, 3), ep.argmax(t), ep.argmin(t, axis=1), ep.argsort(t),
                ep.topk(t, 1)[1], ep.sum(t > 1), ep.cumsum(ep.arange(dummy, 3))):
        assert dtype_name(out.raw) == expected


def test_mixed_dtype_comparisons_follow_promotion(backend: Backend, dummy: ep.Tensor) -> None:
    """EagerPy's TensorFlow comparisons called np.find_common_type (gone in NumPy 2)."""
    i = ep.arange(dummy, 4).astype(dummy.xp.int32)
    f = ep.full(dummy, (4,), 1.5)
    np.testing.assert_array_equal((i < f).numpy(), [True, True, False, False])
    np.testing.assert_array_equal((f == i).numpy(), [False] * 4)
    np.testing.assert_array_equal((i >= 1).numpy(), [False, True, True, True])
    np.testing.assert_array_equal(ep.where(i > 1, f, 0.0).numpy(), [0, 0, 1.5, 1.5])
    if _x64(backend):
        f64 = f.float64()
        s = f + f64
        assert dtype_name(s.raw) == "float64"
        np.testing.assert_array_equal(s.numpy(), [3.0] * 4)
        np.testing.assert_array_equal((f64 > f).numpy(), [False] * 4)


# -- randomness ------------------------------------------------------------------------------------
@pytest.mark.parametrize("fn", ["uniform", "normal"])
def test_random_dtype_from_dummy(backend: Backend, dummy: ep.Tensor, fn: str) -> None:
    draw = getattr(ep, fn)
    x = draw(dummy, (3, 4))
    assert type(x) is type(dummy) and x.shape == (3, 4)
    assert dtype_name(x.raw) == "float32"  # NumPy included (EagerPy gave float64 there)
    assert draw(dummy, 5).shape == (5,)
    if _x64(backend):
        assert dtype_name(draw(dummy.float64(), (2,)).raw) == "float64"
    # an integer dummy gives the backend's default floating dtype
    default = dtype_name(backend.xp.zeros(1))
    assert dtype_name(draw(ep.arange(dummy, 2), (2,)).raw) == default


def test_uniform_bounds_and_normal_moments(dummy: ep.Tensor) -> None:
    u = ep.uniform(dummy, (20000,), -2.0, 3.0, key=0).numpy()
    assert u.min() >= -2.0 and u.max() < 3.0
    assert abs(u.mean() - 0.5) < 0.05 and abs(u.std() - 5 / np.sqrt(12)) < 0.05
    n = ep.normal(dummy, (20000,), 1.0, 2.0, key=1).numpy()
    assert abs(n.mean() - 1.0) < 0.08 and abs(n.std() - 2.0) < 0.08


def test_int_keys_are_reproducible(dummy: ep.Tensor) -> None:
    a = ep.uniform(dummy, (8,), key=42).numpy()
    b = ep.uniform(dummy, (8,), key=42).numpy()
    c = ep.uniform(dummy, (8,), key=43).numpy()
    np.testing.assert_array_equal(a, b)
    assert not np.array_equal(a, c)
    np.testing.assert_array_equal(ep.normal(dummy, 4, key=7).numpy(),
                                  dummy.normal(4, key=7).numpy())


def test_seed_makes_the_default_stream_reproducible(backend: Backend,
                                                    dummy: ep.Tensor) -> None:
    state = None
    if backend.name == "torch":
        import torch

        state = torch.random.get_rng_state()
    try:
        ep.seed(5)
        a = ep.uniform(dummy, (6,)).numpy()
        a2 = ep.uniform(dummy, (6,)).numpy()
        ep.seed(5)
        b = ep.uniform(dummy, (6,)).numpy()
        b2 = ep.uniform(dummy, (6,)).numpy()
    finally:
        ep.seed(None)
    np.testing.assert_array_equal(a, b)
    np.testing.assert_array_equal(a2, b2)
    assert not np.array_equal(a, a2)  # the stream advances
    if state is not None:  # the framework's global generator was not touched
        import torch

        assert torch.equal(torch.random.get_rng_state(), state)
    with pytest.raises(TypeError, match="seed: expected an int"):
        ep.seed(1.5)  # type: ignore[arg-type]


def test_native_generators_as_keys(backend: Backend, dummy: ep.Tensor) -> None:
    if backend.name == "numpy":
        keys = [np.random.default_rng(3), np.random.default_rng(3)]
    elif backend.name == "torch":
        import torch

        keys = [torch.Generator().manual_seed(3), torch.Generator().manual_seed(3)]
    elif backend.name == "jax":
        import jax

        keys = [jax.random.key(3), jax.random.key(3)]
    else:
        import tensorflow as tf

        keys = [tf.random.Generator.from_seed(3), tf.random.Generator.from_seed(3)]
    a = ep.uniform(dummy, (5,), key=keys[0]).numpy()
    b = ep.uniform(dummy, (5,), key=keys[1]).numpy()
    np.testing.assert_array_equal(a, b)
    with pytest.raises(TypeError, match="key must be None, an int seed or"):
        ep.uniform(dummy, (5,), key="seed")


def test_jax_default_stream_refuses_to_be_frozen_by_jit() -> None:
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    def draw(x: Any, key: Any = None) -> Any:
        return ep.uniform(ep.astensor(x), (3,), key=key).raw

    with pytest.raises(ValueError, match="pass an explicit key"):
        jax.jit(draw)(jnp.zeros(1))
    keyed = jax.jit(draw)(jnp.zeros(1), jax.random.key(0))
    np.testing.assert_array_equal(np.asarray(keyed), np.asarray(draw(jnp.zeros(1),
                                                                     jax.random.key(0))))
    # Without a key, JAX draws differ call to call (no hidden fixed key as in EagerPy).
    assert not np.array_equal(np.asarray(draw(jnp.zeros(1))), np.asarray(draw(jnp.zeros(1))))


def test_jax_tensors_are_pytrees() -> None:
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    t = ep.astensor(jnp.arange(3.0))
    out = jax.jit(lambda x: x * 2 + 1)(t)
    assert type(out) is ep.JAXTensor
    np.testing.assert_array_equal(out.numpy(), [1.0, 3.0, 5.0])


def test_register_as_eagerpy() -> None:
    """EagerPy-importing code (``import eagerpy``, ``from eagerpy.tensor import ...``) runs."""
    code = """
import sys, types
import numpy as np
import xpagnostic.eager
sys.modules["eagerpy"] = types.ModuleType("eagerpy")  # some other eagerpy
try:
    xpagnostic.eager.register_as_eagerpy()
except RuntimeError as e:
    print("refused:", "already imported" in str(e))
xpagnostic.eager.register_as_eagerpy(replace=True)
import eagerpy as ep
from eagerpy import Tensor, astensor
from eagerpy.astensor import T
from eagerpy.tensor import NumPyTensor, TensorFlowTensor
from eagerpy.types import Shape
assert ep is xpagnostic.eager and Tensor is xpagnostic.eager.Tensor
x, restore_type = ep.astensor_(np.array([3.0, 4.0]))
print(type(astensor(np.zeros(1))) is NumPyTensor, restore_type(ep.norms.l2(x)).item())
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.split() == ["refused:", "True", "True", "5.0"]


def test_copy_deepcopy_pickle(backend: Backend) -> None:
    import copy
    import pickle

    t = ep.astensor(_native(backend, [1.0, 2.0]))
    shallow = copy.copy(t)
    assert type(shallow) is type(t) and shallow.raw is t.raw
    deep = copy.deepcopy(t)
    assert type(deep) is type(t)
    assert deep.raw is not t.raw or backend.name == "tensorflow"  # TF tensors are immutable
    np.testing.assert_array_equal(deep.numpy(), [1.0, 2.0])
    if backend.name in ("numpy", "torch", "jax"):
        back = pickle.loads(pickle.dumps(t))
        assert type(back) is type(t)
        np.testing.assert_array_equal(back.numpy(), [1.0, 2.0])


def _creations(x: Any) -> tuple[Any, ...]:
    t = ep.astensor(x)
    a = ep.zeros(t, (2,)) + ep.ones(t, 2) + ep.full(t, 2, 3.0)
    b = ep.pad(t, ((1, 1),), value=-1.0)
    c = ep.onehot_like(t.reshape((1, -1)), ep.arange(t, 1))
    d = ep.from_numpy(t, np.array([1.0, 2.0], np.float32))
    return a.raw, b.raw, c.raw, d.raw, ep.arange(t, 3).raw


_CREATED = ([4.0, 4.0], [-1.0, 0.0, 1.0, 2.0, -1.0], [[1.0, 0.0, 0.0]], [1.0, 2.0], [0, 1, 2])


def test_creation_inside_jax_jit() -> None:
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    out = jax.jit(_creations)(jnp.arange(3.0))
    assert [np.asarray(r).tolist() for r in out] == list(_CREATED)


def test_creation_inside_tensorflow_function() -> None:
    tf = pytest.importorskip("tensorflow")
    out = tf.function(_creations)(tf.range(3.0))
    assert [r.numpy().tolist() for r in out] == list(_CREATED)

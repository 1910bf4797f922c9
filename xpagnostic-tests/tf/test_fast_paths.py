"""The identity-based fast paths of xpagnostic.tensorflow's per-call checks give the same
answers as the ordinary DType comparisons, including for DType objects TensorFlow did
not intern, and the element-wise fast paths return what the general paths return."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")
h = pytest.importorskip("xpagnostic.tensorflow._helpers")
d = pytest.importorskip("xpagnostic.tensorflow._dtypes")

CATEGORIES = [d.BOOLEAN, d.SIGNED_INTEGER, d.UNSIGNED_INTEGER, d.INTEGER, d.REAL_FLOATING,
              d.COMPLEX_FLOATING, d.FLOATING, d.REAL_NUMERIC, d.NUMERIC, d.ALL,
              d.REAL_NUMERIC | d.BOOLEAN]


def fresh(dtype: Any) -> Any:
    """An equal DType object that is not TensorFlow's interned one."""
    out = tf.dtypes.DType(dtype.as_datatype_enum)
    assert out == dtype and out is not dtype
    return out


@pytest.mark.parametrize("category", CATEGORIES)
def test_in_category_matches_membership(category: frozenset[Any]) -> None:
    for dtype in d.ALL:
        assert h.in_category(dtype, category) == (dtype in category)
        assert h.in_category(fresh(dtype), category) == (dtype in category)
    odd = frozenset({fresh(t) for t in category})  # members TF did not intern
    for dtype in d.ALL:
        assert h.in_category(dtype, odd) == (dtype in category)
    assert not h.in_category("float32", d.REAL_FLOATING)
    assert not h.in_category(np.float32, d.ALL)


def test_same_dtype_check_dtype_and_cast() -> None:
    for a in d.ALL:
        for b in d.ALL:
            assert h.same_dtype(a, b) == (a == b)
            assert h.same_dtype(fresh(a), b) == (a == b)
        assert h.check_dtype("f", fresh(a)) == a
    with pytest.raises(TypeError, match="f: "):
        h.check_dtype("f", tf.string)
    # A dtype by its standard name is that dtype (docs/errors.md); other strings are refused,
    # and the message does not list the refused name among those it takes.
    assert h.check_dtype("f", "float32") is tf.float32
    with pytest.raises(TypeError,
                       match=r"^xpagnostic\.tensorflow\.f: 'float33' is not a data type") as info:
        h.check_dtype("f", "float33")
    assert str(info.value).count("float33") == 1
    x = tf.constant([1.0])
    assert h.cast(x, tf.float32) is x
    assert h.cast(x, fresh(tf.float32)) is x
    assert h.cast(x, tf.float64).dtype == tf.float64


def test_promote_fast_paths_follow_the_table() -> None:
    names = ["bool", "int8", "uint8", "int32", "uint64", "int64", "float32", "float64",
             "complex64", "complex128"]
    for a in names:
        for b in names:
            x1 = tf.zeros([2], getattr(xp, a))
            x2 = tf.zeros([2], getattr(xp, b))
            r1, r2 = h.promote("f", x1, x2)
            want = d.promote_types(getattr(xp, a), getattr(xp, b))
            assert r1.dtype == want and r2.dtype == want
            if a == b:
                assert r1 is x1 and r2 is x2
    with pytest.raises(TypeError, match="f: "):
        h.promote("f", tf.constant(["a"]), tf.constant(["b"]))


_UNARY = ["sqrt", "exp", "sin", "negative", "abs", "square"]


@pytest.mark.parametrize("name", _UNARY)
def test_unary_fast_paths_match_general_path(name: str) -> None:
    """A tf.Variable takes the general path, a tensor the fast one: same results."""
    for dtype in ("float32", "float64", "int16", "int64", "complex64"):
        if name in ("negative", "abs", "square") or dtype.startswith(("float", "complex")):
            vals = np.array([0.25, 1.5, 4.0, 9.0]).astype(dtype)
            fast = getattr(xp, name)(tf.constant(vals))
            general = getattr(xp, name)(tf.Variable(vals))
            assert fast.dtype == general.dtype
            np.testing.assert_array_equal(fast.numpy(), general.numpy())


@pytest.mark.parametrize("name", ["add", "multiply", "maximum", "equal", "less", "pow"])
def test_binary_fast_paths_match_general_path(name: str) -> None:
    for dtype in ("float32", "int8", "uint16"):
        a = np.array([1, 2, 3]).astype(dtype)
        b = np.array([3, 2, 1]).astype(dtype)
        fast = getattr(xp, name)(tf.constant(a), tf.constant(b))
        general = getattr(xp, name)(tf.Variable(a), tf.Variable(b))
        assert fast.dtype == general.dtype
        np.testing.assert_array_equal(fast.numpy(), general.numpy())
    with pytest.raises(TypeError, match="less"):
        xp.less(tf.constant([1j]), tf.constant([1j]))


def test_fast_paths_inside_tf_function() -> None:
    @tf.function(jit_compile=False)
    def f(x: Any, y: Any) -> Any:
        return xp.sqrt(xp.exp(xp.negative(xp.square(x)))), xp.add(x, y), xp.less(x, x)

    x = tf.constant([0.5, 1.0])
    y = tf.constant([1, 2], tf.int32)
    s, a, lt = f(x, y)
    np.testing.assert_allclose(s.numpy(), np.sqrt(np.exp(-np.square([0.5, 1.0]))), rtol=1e-6)
    assert a.dtype == tf.float64 and lt.dtype == tf.bool

"""``Tensor.__array__`` and ``Tensor.__dlpack__``: what NumPy, SciPy and scikit-learn get.

NumPy's own ``numpy.asarray`` semantics are the reference: ``copy=None`` copies only when
it must, ``copy=True`` always, ``copy=False`` never (``ValueError`` when it would have to).
On top, the facade hands out writable memory where JAX and TensorFlow lend read-only
views, and resolves PyTorch's lazy conjugate and negative bits.
"""

from __future__ import annotations

import numpy as np
import pytest
from harness import Backend, to_numpy

from xpagnostic import astensor

#: NumPy's buffers are host memory: on an accelerator these checks have nothing to check.
pytestmark = pytest.mark.host_memory

_A = np.arange(12, dtype=np.float32).reshape(3, 4)


def test_default_conversion_is_writable_and_right(backend: Backend) -> None:
    t = astensor(backend.asarray(_A))
    out = np.asarray(t)
    np.testing.assert_array_equal(out, _A)
    assert out.dtype == _A.dtype
    assert out.flags.writeable
    out[0, 0] = -5.0  # compiled code writes into buffers it is given
    if backend.name in ("numpy", "torch"):
        # A view of the Tensor's own memory, as NumPy and PyTorch give it natively.
        assert float(t[0, 0]) == -5.0
    else:
        # A copy: the backend's memory is immutable and stays unchanged.
        assert float(t[0, 0]) == 0.0


def test_copy_true_always_copies(backend: Backend) -> None:
    t = astensor(backend.asarray(_A))
    a, b = np.asarray(t, copy=True), np.asarray(t, copy=True)
    assert a.flags.writeable and not np.shares_memory(a, b)
    a[0, 0] = 99.0
    assert float(t[0, 0]) == 0.0
    np.testing.assert_array_equal(b, _A)


def test_copy_false_never_copies(backend: Backend) -> None:
    t = astensor(backend.asarray(_A))
    view = np.asarray(t, copy=False)
    np.testing.assert_array_equal(view, _A)
    assert np.shares_memory(view, np.asarray(t, copy=False))
    if backend.name in ("jax", "tensorflow"):
        assert not view.flags.writeable  # the backend's own read-only memory, lent
    with pytest.raises(ValueError):
        np.asarray(_A, dtype=np.float64, copy=False)  # the reference refuses too
    with pytest.raises(ValueError, match="copy"):
        np.asarray(t, dtype=np.float64, copy=False)


def test_dtype_is_honoured(backend: Backend) -> None:
    t = astensor(backend.asarray(_A))
    out = np.asarray(t, dtype=np.float64)
    assert out.dtype == np.float64 and out.flags.writeable
    np.testing.assert_array_equal(out, _A.astype(np.float64))
    np.testing.assert_array_equal(np.asarray(t, dtype=np.int32), _A.astype(np.int32))


def test_torch_conjugate_and_negative_bits_are_resolved() -> None:
    torch = pytest.importorskip("torch")
    x = np.arange(8.0)
    lazy = torch.fft.ihfft(torch.from_numpy(x))
    assert lazy.is_conj()  # the case: PyTorch's own conversion refuses it
    with pytest.raises(RuntimeError):
        lazy.numpy()
    np.testing.assert_allclose(np.asarray(astensor(lazy)), np.fft.ihfft(x), rtol=1e-12)
    z = torch.tensor([1 + 2j, -3 - 4j])
    np.testing.assert_array_equal(np.asarray(astensor(z.conj())), [1 - 2j, -3 + 4j])
    neg = z.conj().imag
    assert neg.is_neg()
    np.testing.assert_array_equal(np.asarray(astensor(neg)), [-2.0, 4.0])
    with pytest.raises(ValueError, match="copy"):
        np.asarray(astensor(z.conj()), copy=False)


def test_torch_tensor_requiring_grad_converts() -> None:
    torch = pytest.importorskip("torch")
    w = torch.tensor([1.0, 2.0], requires_grad=True)
    np.testing.assert_array_equal(np.asarray(astensor(w)), [1.0, 2.0])
    assert w.requires_grad and w.grad is None


def test_compiled_code_takes_the_buffer(backend: Backend) -> None:
    """Cython code with typed memoryviews needs writable buffers: scikit-learn's
    additive_chi2_kernel refuses read-only memory (the backend's own view, on JAX and
    TensorFlow) and takes what the facade hands out."""
    pairwise = pytest.importorskip("sklearn.metrics.pairwise")
    x = np.array([[0.0, 1.0], [3.0, 4.0], [1.0, 1.0]], dtype=np.float32)
    expected = -np.array([[sum((p - q) ** 2 / (p + q) for p, q in zip(a, b) if p + q > 0)
                           for b in x] for a in x])
    t = astensor(backend.asarray(x))
    native_view = np.asarray(t.raw) if backend.name != "torch" else t.raw.numpy()
    if not native_view.flags.writeable:
        with pytest.raises(ValueError, match="read-only"):
            pairwise.additive_chi2_kernel(native_view)
    np.testing.assert_allclose(pairwise.additive_chi2_kernel(np.asarray(t)), expected,
                               rtol=1e-6)


def test_dlpack_round_trip(backend: Backend) -> None:
    t = astensor(backend.asarray(_A))
    np.testing.assert_array_equal(np.from_dlpack(t), _A)


def test_jax_exports_non_row_major_arrays_compacted() -> None:
    """A JAX array imported from a transposed PyTorch tensor keeps its column-major layout;
    TensorFlow takes only row-major DLPack buffers, so the facade exports a compact copy."""
    jax = pytest.importorskip("jax")
    torch = pytest.importorskip("torch")
    tf = pytest.importorskip("tensorflow")
    source = torch.arange(12.0).reshape(3, 4).T
    j = jax.dlpack.from_dlpack(source)
    assert j.format.layout.major_to_minor != (0, 1)  # the case under test
    with pytest.raises(Exception, match=r"(?i)stride"):
        tf.experimental.dlpack.from_dlpack(j.__dlpack__())  # JAX's own export is refused
    t = astensor(j)
    out = tf.experimental.dlpack.from_dlpack(t.__dlpack__())
    np.testing.assert_array_equal(out.numpy(), source.numpy())
    np.testing.assert_array_equal(np.from_dlpack(t), source.numpy())
    with pytest.raises(BufferError, match="copy=False"):
        t.__dlpack__(copy=False)


def test_read_only_numpy_input_stays_numpy_semantics() -> None:
    """Over NumPy the facade is NumPy: a read-only array the user made stays read-only."""
    a = _A.copy()
    a.flags.writeable = False
    out = np.asarray(astensor(a))
    assert out is a or np.shares_memory(out, a)
    assert to_numpy(astensor(a).raw) is a


@pytest.mark.parametrize("view", ["columns", "reversed", "transposed", "torch-columns"])
def test_jax_imports_strided_producers(view: str) -> None:
    """What scikit-learn's move_to does: ``xp.from_dlpack`` of a strided array (NumPy
    slices with steps, PyTorch views).  JAX's own import refuses non-compact strides; the
    JAX namespace (and so the facade over it) compacts CPU producers first."""
    jnp = pytest.importorskip("jax.numpy")
    from xpagnostic.tensor import facade_namespace

    base = np.arange(12, dtype=np.float32).reshape(3, 4)
    source: object = {"columns": base[:, ::2], "reversed": base[::-1],
                      "transposed": base.T}.get(view)
    if view == "torch-columns":
        torch = pytest.importorskip("torch")
        source = torch.from_numpy(base)[:, ::2]
    expected = base[:, ::2] if "columns" in view else (base[::-1] if view == "reversed"
                                                       else base.T)
    if view in ("columns", "reversed"):
        with pytest.raises(Exception, match="strid"):
            jnp.from_dlpack(source)  # the case: JAX itself refuses
    import xpagnostic.jax as xj

    np.testing.assert_array_equal(np.asarray(xj.from_dlpack(source)), expected)
    t = facade_namespace("jax").from_dlpack(source)
    np.testing.assert_array_equal(np.asarray(t), expected)
    if view != "transposed":
        with pytest.raises(BufferError, match="copy=False"):
            xj.from_dlpack(source, copy=False)

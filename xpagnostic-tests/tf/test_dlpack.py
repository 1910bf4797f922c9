"""xpagnostic.tensorflow ``from_dlpack`` and ``asarray`` of foreign arrays: zero-copy
imports, copies, ``copy=``/``device=`` semantics, and no silent host trip for data on a
device TensorFlow cannot hold."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")
from tf.modes import npv  # noqa: E402


def aligned(n: int, dtype: str = "float64", offset: int = 0) -> np.ndarray:
    """A 1-d NumPy array whose data starts ``offset`` bytes past a 64-byte boundary."""
    itemsize = np.dtype(dtype).itemsize
    buf = np.zeros(n * itemsize + 128, np.uint8)
    start = (-buf.ctypes.data) % 64 + offset
    out = buf[start:start + n * itemsize].view(dtype)
    out[...] = np.arange(n)
    return out


# --- producers on the host ---------------------------------------------------------------


def test_torch_cpu_round_trip() -> None:
    torch = pytest.importorskip("torch")
    for dtype in (torch.float32, torch.float64, torch.int8, torch.int64, torch.uint8,
                  torch.complex64, torch.bool):
        src = torch.arange(6).reshape(2, 3).to(dtype)
        out = xp.from_dlpack(src)
        assert out.dtype.name == str(dtype).removeprefix("torch.")
        np.testing.assert_array_equal(npv(out), src.numpy())
        back = torch.from_dlpack(out)
        np.testing.assert_array_equal(back.numpy(), src.numpy())


def test_torch_copy_semantics() -> None:
    torch = pytest.importorskip("torch")
    src = torch.arange(4, dtype=torch.float64)
    shared = xp.from_dlpack(src)
    shared_f = xp.from_dlpack(src, copy=False)
    copied = xp.from_dlpack(src, copy=True)
    by_asarray = xp.asarray(src)  # asarray copies foreign arrays unless copy=False
    viewed = xp.asarray(src, copy=False)
    src[0] = 42.0
    assert npv(shared)[0] == 42.0 and npv(shared_f)[0] == 42.0 and npv(viewed)[0] == 42.0
    assert npv(copied)[0] == 0.0 and npv(by_asarray)[0] == 0.0


def test_torch_views_that_tensorflow_cannot_import_are_copied() -> None:
    """Transposed (strided) and offset views: copied with copy=None, refused with copy=False."""
    torch = pytest.importorskip("torch")
    for view in (torch.arange(6.0).reshape(2, 3).T, torch.arange(10.0)[1:]):
        out = xp.from_dlpack(view)
        np.testing.assert_array_equal(npv(out), view.numpy())
        np.testing.assert_array_equal(npv(xp.add(out, 1.0)), view.numpy() + 1)
        np.testing.assert_array_equal(npv(xp.asarray(view)), view.numpy())
        with pytest.raises(BufferError, match="from_dlpack: copy=False"):
            xp.from_dlpack(view, copy=False)
        with pytest.raises(ValueError, match="asarray: copy=False"):
            xp.asarray(view, copy=False)


def test_jax_round_trip() -> None:
    jnp = pytest.importorskip("jax.numpy")
    src = jnp.arange(6.0).reshape(3, 2)
    for out in (xp.from_dlpack(src), xp.from_dlpack(src, copy=True), xp.asarray(src),
                xp.from_dlpack(src, copy=False)):
        assert out.dtype == xp.float32
        np.testing.assert_array_equal(npv(out), np.asarray(src))
    ints = jnp.arange(5, dtype=jnp.int32)
    np.testing.assert_array_equal(npv(xp.from_dlpack(ints)), np.arange(5))


def test_numpy_round_trip_and_alignment() -> None:
    """TF's importer ignores alignment (its kernels then abort on misaligned buffers), so
    misaligned NumPy data is copied, and imported without a copy only when aligned."""
    good = aligned(5)
    shared = xp.from_dlpack(good, copy=False)
    also_shared = xp.asarray(good, copy=False)
    good[0] = 7.0
    assert npv(shared)[0] == 7.0 and npv(also_shared)[0] == 7.0
    bad = aligned(5, offset=16)
    out = xp.from_dlpack(bad)
    np.testing.assert_array_equal(npv(out), bad)
    np.testing.assert_array_equal(npv(xp.multiply(out, 2.0)), bad * 2)
    bad[0] = 9.0
    assert npv(out)[0] == 0.0  # it was a copy
    with pytest.raises(BufferError, match="64-byte aligned"):
        xp.from_dlpack(bad, copy=False)
    for arr in (np.arange(6.0).reshape(2, 3).T, np.broadcast_to(np.arange(3.0), (2, 3)),
                np.arange(10, dtype=np.int16)[3:]):
        np.testing.assert_array_equal(npv(xp.from_dlpack(arr)), arr)
        np.testing.assert_array_equal(npv(xp.asarray(arr)), arr)


def test_misaligned_imports_do_not_abort_the_process() -> None:
    """Before the alignment check these aborted TensorFlow (Check failed: IsAligned())."""
    code = textwrap.dedent("""
        import numpy as np, torch
        import xpagnostic.tensorflow as xp
        buf = np.zeros(1024, np.uint8)
        start = (-buf.ctypes.data) % 64 + 16
        a = buf[start:start + 64].view(np.float64)
        makers = (lambda: a, lambda: torch.arange(9.0)[1:], lambda: a.__dlpack__())
        for make in makers:
            for copy in (None, True):
                x = xp.from_dlpack(make(), copy=copy)
                xp.add(x, 1.0).numpy()
                xp.asarray(x, copy=True).numpy()
        print("alive")
    """)
    pytest.importorskip("torch")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=300)
    assert res.returncode == 0 and "alive" in res.stdout, res.stderr[-2000:]


def test_legacy_capsules() -> None:
    torch = pytest.importorskip("torch")
    src = torch.arange(4.0)
    out = xp.from_dlpack(src.__dlpack__())
    np.testing.assert_array_equal(npv(out), [0, 1, 2, 3])
    bad = aligned(4, offset=8)
    np.testing.assert_array_equal(npv(xp.from_dlpack(bad.__dlpack__())), bad)
    with pytest.raises(BufferError):
        xp.from_dlpack(aligned(4, offset=8).__dlpack__(), copy=False)


def test_tensorflow_tensors_and_devices() -> None:
    t = tf.constant([1.0, 2.0])
    assert xp.from_dlpack(t) is t
    c = xp.from_dlpack(t, copy=True)
    assert c is not t and npv(c).tolist() == [1.0, 2.0]
    dev = xp.__array_namespace_info__().default_device()
    out = xp.from_dlpack(aligned(3), device=dev, copy=False)
    assert "CPU" in out.device
    np.testing.assert_array_equal(npv(out), [0, 1, 2])


def test_from_dlpack_needs_dlpack() -> None:
    with pytest.raises(AttributeError, match=r"from_dlpack: builtins\.list"):
        xp.from_dlpack([1, 2, 3])


# --- producers on devices TensorFlow cannot hold ---------------------------------------------


def test_torch_meta_tensor_raises() -> None:
    torch = pytest.importorskip("torch")
    meta = torch.empty(3, device="meta")
    for fn in (xp.from_dlpack, xp.asarray):
        with pytest.raises((BufferError, ValueError), match="meta"):
            fn(meta)
        with pytest.raises((BufferError, ValueError), match="meta"):
            fn(meta, copy=True)


class DeviceProducer:
    """A DLPack producer on a device TensorFlow lacks (a CUDA GPU here), which records the
    requests it gets.  ``__array__`` fails the test: nothing may copy it through NumPy."""

    def __init__(self, device: tuple[int, int]) -> None:
        self.device = device
        self.data = np.arange(4.0)
        self.requests: list[dict[str, Any]] = []

    def __dlpack_device__(self) -> tuple[int, int]:
        return self.device

    def __dlpack__(self, **kwargs: Any) -> Any:
        self.requests.append(kwargs)
        if kwargs.get("dl_device") != (1, 0):
            raise AssertionError("the producer's device memory was exported as is")
        return self.data.copy().__dlpack__()

    def __array__(self, *args: Any, **kwargs: Any) -> np.ndarray:
        raise AssertionError("silent host copy through __array__")


@pytest.mark.parametrize("device", [(2, 0), (12, 0), (8, 0)])
def test_device_data_is_never_copied_to_host_silently(device: tuple[int, int]) -> None:
    if device[0] == 2 and tf.config.list_logical_devices("GPU"):
        pytest.skip("TensorFlow has a GPU here")
    src = DeviceProducer(device)
    for fn, name in ((xp.from_dlpack, "from_dlpack"), (xp.asarray, "asarray")):
        with pytest.raises(BufferError, match=f"{name}: .*no host copy"):
            fn(src)
        with pytest.raises(BufferError, match="no host copy"):
            fn(src, copy=True)
    assert src.requests == []


def test_explicit_cpu_device_asks_the_producer_for_a_host_copy() -> None:
    if tf.config.list_logical_devices("GPU"):
        pytest.skip("TensorFlow has a GPU here")
    src = DeviceProducer((2, 0))
    out = xp.from_dlpack(src, device="CPU:0")
    np.testing.assert_array_equal(npv(out), [0, 1, 2, 3])
    assert "CPU" in out.device
    assert src.requests == [{"dl_device": (1, 0), "copy": True}]
    out2 = xp.asarray(src, device="CPU:0", dtype=xp.float32)
    assert out2.dtype == xp.float32
    with pytest.raises(BufferError, match="copy=False"):
        xp.from_dlpack(src, device="CPU:0", copy=False)
    with pytest.raises(ValueError, match="copy=False"):
        xp.from_dlpack(src, device="CPU:0", copy=False)
    # No GPU here: the device is refused before any transfer (TensorFlow alone would put
    # the data on the CPU); with a GPU the transfer itself is refused ("cannot move").
    from xpagnostic._accelerators import DeviceNotFound

    with pytest.raises(DeviceNotFound, match="'GPU:0' does not exist"):
        xp.from_dlpack(src, device="GPU:0")

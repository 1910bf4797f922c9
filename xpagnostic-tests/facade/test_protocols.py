"""Python's protocols on the Tensor facade and ``xpagnostic.eager``, on every backend.

A Tensor pickles, copies, takes weak references, formats, iterates and converts like the
array it wraps, with NumPy as the reference wherever the frameworks differ: each test runs
the same operation on a NumPy array and on a Tensor of the backend and compares values,
dtypes and error classes.  docs/facade.md ("Python protocols") lists what each test checks.
"""

from __future__ import annotations

import contextlib
import copy
import gc
import operator
import pickle
import typing
import warnings
import weakref
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from harness import Backend, assert_same, dtype_name

import xpagnostic.eager as ep
from xpagnostic import Tensor, astensor, backend_of

_A = np.arange(12, dtype=np.float32).reshape(3, 4)
_PROTOCOLS = range(pickle.HIGHEST_PROTOCOL + 1)


def _t(backend: Backend, a: np.ndarray) -> Tensor:
    return astensor(backend.asarray(a))


def _same_kind(t: Any, backend: Backend, reference: np.ndarray) -> None:
    """``t`` wraps an array of ``backend``'s own type, with ``reference``'s values and dtype."""
    assert isinstance(t, Tensor)
    assert backend_of(t.raw) == backend.name
    assert_same(t.raw, reference)


@contextlib.contextmanager
def _no_compute(backend: Backend) -> Iterator[None]:
    """On Dask, any computation inside fails the test (a lazy Tensor must stay lazy)."""
    if backend.name != "dask":
        yield
        return
    import dask

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a Dask graph was computed")

    with dask.config.set(scheduler=refuse):
        yield


def _contains_module(obj: Any, depth: int = 0) -> bool:
    """Whether ``obj`` (a reduce tuple) holds a module object anywhere."""
    import types

    if isinstance(obj, types.ModuleType):
        return True
    if depth < 4 and isinstance(obj, (tuple, list)):
        return any(_contains_module(o, depth + 1) for o in obj)
    if depth < 4 and isinstance(obj, dict):
        return any(_contains_module(o, depth + 1) for o in obj.values())
    return False


# -- pickle --------------------------------------------------------------------------------------
@pytest.mark.parametrize("protocol", _PROTOCOLS)
def test_pickle_round_trip(backend: Backend, protocol: int) -> None:
    t = _t(backend, _A)
    view = t[1:, ::2]  # a view Tensor on the backends that emulate views
    with _no_compute(backend):
        back = pickle.loads(pickle.dumps(t, protocol=protocol))
        back_view = pickle.loads(pickle.dumps(view, protocol=protocol))
        assert type(back) is Tensor and type(back_view) is Tensor
        assert type(back.raw) is type(t.raw) and back.xp is t.xp
        if backend.name == "dask":
            assert back.raw.name == t.raw.name  # the same graph, not computed
    _same_kind(back, backend, _A)
    _same_kind(back_view, backend, _A[1:, ::2])


def test_pickled_tensor_computes(backend: Backend) -> None:
    t = _t(backend, _A)
    back = pickle.loads(pickle.dumps(t))
    _same_kind(back.square().sum(axis=0), backend, (_A ** 2).sum(axis=0))
    assert back.backend == backend.name


def test_reduce_carries_no_namespace(backend: Backend) -> None:
    t = _t(backend, _A)
    for protocol in _PROTOCOLS:
        assert not _contains_module(t.__reduce_ex__(protocol))
        assert not _contains_module(t[1].__reduce_ex__(protocol))
    assert t.__getstate__() is None


def test_subclass_state_survives_pickle_and_copy(backend: Backend) -> None:
    t = _Labelled(backend.asarray(_A))
    t.label = "train"
    for dup in (pickle.loads(pickle.dumps(t)), copy.copy(t), copy.deepcopy(t)):
        assert type(dup) is _Labelled and dup.label == "train"
        _same_kind(dup, backend, _A)


class _Labelled(Tensor):
    __slots__ = ("label",)


@pytest.mark.parametrize("protocol", _PROTOCOLS)
def test_eager_pickle_round_trip(backend: Backend, protocol: int) -> None:
    e = ep.astensor(backend.asarray(_A))
    back = pickle.loads(pickle.dumps(e, protocol=protocol))
    assert type(back) is type(e)
    _same_kind(back, backend, _A)


# -- copy ----------------------------------------------------------------------------------------
def test_copy_shares_the_array(backend: Backend) -> None:
    t = _t(backend, _A)
    dup = copy.copy(t)
    assert type(dup) is Tensor and dup is not t and dup.raw is t.raw
    _same_kind(dup, backend, _A)


def test_deepcopy_is_independent(backend: Backend) -> None:
    """Writes into the original, into its copy and into views of either stay apart, on
    mutable backends and on those where the facade emulates writes alike."""
    t = _t(backend, _A)
    view = t[1]
    deep = copy.deepcopy(t)
    deep_view = copy.deepcopy(view)
    assert type(deep.raw) is type(t.raw) and dtype_name(deep.raw) == "float32"
    t[0, 0] = -1.0
    view[2] = -2.0
    deep[2][3] = 50.0
    deep += 1
    deep_view[0] = 70.0
    expected_t = _A.copy()
    expected_t[0, 0], expected_t[1, 2] = -1.0, -2.0
    expected_deep = _A + 1
    expected_deep[2, 3] = 51.0
    expected_deep_view = _A[1].copy()
    expected_deep_view[0] = 70.0
    assert_same(t.raw, expected_t)
    assert_same(view.raw, expected_t[1])
    assert_same(deep.raw, expected_deep)
    assert_same(deep_view.raw, expected_deep_view)


def test_deepcopy_keeps_sharing_within_the_copy(backend: Backend) -> None:
    t = _t(backend, _A)
    pair = copy.deepcopy([t, t])
    assert pair[0] is pair[1] and pair[0] is not t


def test_eager_deepcopy_is_independent(backend: Backend) -> None:
    e = ep.astensor(backend.asarray(_A))
    deep = copy.deepcopy(e)
    assert type(deep) is type(e)
    e[0, 0] = -1.0
    deep[1, 1] = 99.0
    expected_e, expected_deep = _A.copy(), _A.copy()
    expected_e[0, 0] = -1.0
    expected_deep[1, 1] = 99.0
    assert_same(e.raw, expected_e)
    assert_same(deep.raw, expected_deep)


# -- weakref and hashing -------------------------------------------------------------------------
def _native_hashable(raw: Any) -> bool:
    try:
        hash(raw)
    except TypeError:
        return False
    return True


def test_weak_references(backend: Backend) -> None:
    for make in (astensor, ep.astensor):
        t = make(backend.asarray(_A))
        ref = weakref.ref(t)
        assert ref() is t
        values: weakref.WeakValueDictionary[str, Any] = weakref.WeakValueDictionary()
        values["t"] = t
        assert values["t"] is t
        del t
        gc.collect()
        assert ref() is None and "t" not in values


def test_weak_views(backend: Backend) -> None:
    t = _t(backend, _A)
    view = t[1]
    ref = weakref.ref(view)
    assert ref() is view
    del view
    gc.collect()
    assert ref() is None


def test_hash_follows_the_backend(backend: Backend) -> None:
    """Hashable by identity exactly where the backend's arrays hash (PyTorch's); elsewhere
    ``TypeError``, as for NumPy's arrays."""
    t = _t(backend, _A)
    if _native_hashable(t.raw):
        twin = Tensor(t.raw)
        assert hash(t) == object.__hash__(t) != hash(twin)
        assert len({t: 0, twin: 0}) == 2
        keys: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
        keys[t], keys[twin] = 1, 2
        assert len(keys) == 2 and set(map(id, keys)) == {id(t), id(twin)}
        # A look-up compares the weakly held keys with ``==``, element-wise, as for the
        # framework's own arrays: it works for one element and is ambiguous for more.
        one = _t(backend, np.asarray([3.0]))
        keys[one] = 3
        assert keys[one] == 3
        native_keys: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
        native_keys[t.raw] = 1
        with pytest.raises(Exception) as native:
            native_keys[t.raw]
        with pytest.raises(type(native.value)):
            keys[t]
        del twin, one
        gc.collect()
        assert len(keys) == 1
    else:
        with pytest.raises(TypeError, match="unhashable"):
            hash(t)
        with pytest.raises(TypeError):
            weakref.WeakKeyDictionary()[t] = 1
    with pytest.raises(TypeError):
        hash(np.asarray(_A))  # the reference: NumPy's arrays are unhashable
    with pytest.raises(TypeError, match="unhashable"):
        hash(ep.astensor(backend.asarray(_A)))  # EagerPy's tensors are, on every framework


# -- format --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("value", "dtype", "spec"), [
    (2.5, np.float32, ".2f"), (-1.25, np.float64, "e"), (1.5, np.float32, "+08.3f"),
    (42, np.int32, "d"), (42, np.int32, "x"), (-7, np.int64, "+05d"),
])
def test_format_of_a_0d_tensor(backend: Backend, value: Any, dtype: Any, spec: str) -> None:
    if not backend.supports(np.dtype(dtype).name):
        pytest.skip(f"{backend.name} has no {np.dtype(dtype).name} here")
    reference = np.asarray(value, dtype=dtype)
    t = _t(backend, np.full((2, 2), value, dtype=dtype))
    expected = format(reference, spec)
    assert format(t[0, 0], spec) == expected  # an element
    assert f"{t.max():{spec}}" == expected  # a reduction
    assert format(_t(backend, reference), spec) == expected  # a wrapped 0-d array


def test_format_with_an_empty_spec_is_str(backend: Backend) -> None:
    t = _t(backend, _A)
    for x in (t, t[0, 0], t.sum()):
        assert format(x, "") == str(x) == f"{x}"


def test_format_spec_of_an_nd_tensor_raises(backend: Backend) -> None:
    with pytest.raises(TypeError):
        format(_A, ".2f")  # the reference
    with pytest.raises(TypeError, match="0-d"):
        format(_t(backend, _A), ".2f")


# -- iteration, len, bool, float / int / complex / index ------------------------------------------
def test_iteration_and_len(backend: Backend) -> None:
    t = _t(backend, _A)
    assert len(t) == len(_A) == 3
    rows = list(t)
    assert len(rows) == 3
    for row, ref in zip(rows, _A):
        _same_kind(row, backend, ref)
    elements = list(t[1])
    for el, ref in zip(elements, _A[1]):
        _same_kind(el, backend, np.asarray(ref))
    zero_d = _t(backend, np.asarray(1.0))
    for fn in (len, list):
        with pytest.raises(TypeError):
            fn(np.asarray(1.0))  # type: ignore[operator]
        with pytest.raises(TypeError):
            fn(zero_d)  # type: ignore[operator]


_CONVERSIONS: list[tuple[str, Callable[[Any], Any], Any]] = [
    ("bool-0d-true", bool, np.asarray(0.5)),
    ("bool-0d-false", bool, np.asarray(0, dtype=np.int32)),
    ("bool-one-element", bool, np.asarray([2.0])),
    ("bool-ambiguous", bool, np.asarray([1.0, 0.0])),
    ("bool-empty", bool, np.zeros(0, dtype=np.float32)),
    ("float", float, np.asarray(-2.75, dtype=np.float32)),
    ("float-of-int", float, np.asarray(7, dtype=np.int32)),
    ("float-one-element", float, np.asarray([1.5], dtype=np.float32)),
    ("float-of-complex", float, np.asarray(1 + 2j, dtype=np.complex64)),
    ("int-truncates", int, np.asarray(-2.75, dtype=np.float32)),
    ("int-of-bool", int, np.asarray(True)),
    ("int-one-element", int, np.asarray([3], dtype=np.int32)),
    ("int-of-complex", int, np.asarray(1 + 2j, dtype=np.complex64)),
    ("complex", complex, np.asarray(1.5 - 2j, dtype=np.complex64)),
    ("complex-of-float", complex, np.asarray(0.5, dtype=np.float32)),
    ("index", operator.index, np.asarray(5, dtype=np.int32)),
    ("index-of-float", operator.index, np.asarray(5.0, dtype=np.float32)),
    ("index-of-bool", operator.index, np.asarray(True)),
    ("index-one-element", operator.index, np.asarray([5], dtype=np.int32)),
]


@pytest.mark.parametrize(("convert", "value"), [(c, v) for _, c, v in _CONVERSIONS],
                         ids=[name for name, _, _ in _CONVERSIONS])
def test_python_conversions_match_numpy(backend: Backend, convert: Callable[[Any], Any],
                                        value: np.ndarray) -> None:
    t = _t(backend, value)
    try:
        expected = convert(value)
    except (TypeError, ValueError) as exc:
        with pytest.raises(type(exc)):
            convert(t)
        return
    got = convert(t)
    assert type(got) is type(expected) and got == expected


def test_conversion_errors_keep_the_frameworks_class(backend: Backend) -> None:
    """Where a framework raises another class than NumPy, the error is an instance of both
    (``except RuntimeError`` in PyTorch code keeps working)."""
    t = _t(backend, np.asarray([1.0, 0.0]))
    try:
        bool(t.raw)
    except Exception as native:
        with pytest.raises(ValueError) as raised:
            bool(t)
        assert isinstance(raised.value, type(native)) or type(native).__module__ != "builtins"
    else:
        pytest.fail(f"{backend.name}: bool() of two elements did not raise")


def test_index_uses(backend: Backend) -> None:
    i = _t(backend, np.asarray(2, dtype=np.int32))
    assert [10, 20, 30, 40][i] == 30
    assert list(range(i)) == [0, 1]
    assert "abcd"[i:] == "cd"


# -- rank-0 results ------------------------------------------------------------------------------
def test_rank0_results_are_0d_arrays(backend: Backend) -> None:
    t = _t(backend, _A)
    z = t.sum()
    array_type = type(t.raw) if backend.name != "tensorflow" else None
    for name, r in {"element": t[1, 2], "reduction": z, "z + 1": z + 1, "1 - z": 1 - z,
                    "z * z": z * z, "z < 3": z < 3, "-z": -z, "z ** 2": z ** 2,
                    "row @ row": t[0] @ t[0], "iterated": next(iter(t[0])),
                    "z // 2": z // 2}.items():
        assert isinstance(r, Tensor), name
        assert backend_of(r.raw) == backend.name, name
        assert tuple(r.raw.shape) == () and r.shape == () and r.ndim == 0, name
        if array_type is not None:
            assert isinstance(r.raw, array_type), f"{name}: {type(r.raw)}"
    assert dtype_name(t[1, 2].raw) == "float32"
    el = t[1, 2]
    el[...] = 1.0  # a 0-d array can be written (NumPy's scalars could not)
    assert float(el) == 1.0 and el.dtype == t.dtype
    i = _t(backend, np.asarray([4, 5], dtype=np.int32))[0]
    assert (i & 1).shape == () and int(i << 1) == 8


# -- __array__ and __dlpack__ --------------------------------------------------------------------
def test_array_protocol(backend: Backend) -> None:
    t = _t(backend, _A)
    assert_same(np.asarray(t), _A)
    assert_same(np.asarray(t[0, 1]), _A[0, 1])
    assert_same(np.asarray(t, dtype=np.float64), _A.astype(np.float64))


def _unexportable(backend: Backend) -> Any:
    """A native array of ``backend`` that the framework cannot export as DLPack."""
    if backend.name == "numpy":
        a = _A.copy()
        a.flags.writeable = False  # a read-only array: no unversioned capsule
        return a
    if backend.name == "torch":
        import torch

        return torch.ones(2, requires_grad=True)
    if backend.name == "jax":
        x = backend.asarray(_A)
        x.delete()  # its buffer is gone
        return x
    if backend.name == "tensorflow":
        import tensorflow as tf

        return tf.constant(["a", "b"])  # strings: TensorFlow's own export aborts the process
    return backend.asarray(_A)  # a Dask array: a graph, no buffer


def test_dlpack_exports_or_raises_buffer_error(backend: Backend) -> None:
    t = _t(backend, _A)
    if hasattr(t.raw, "__dlpack__") or backend.name == "tensorflow":
        assert_same(np.from_dlpack(t), _A)
    with pytest.raises(BufferError) as raised:
        astensor(_unexportable(backend)).__dlpack__()
    if backend.name in ("jax", "dask"):  # the framework's own error, chained
        assert raised.value.__cause__ is not None


def test_dlpack_of_a_numpy_scalar_raises_buffer_error() -> None:
    t = astensor(np.float64(1.5))  # a NumPy scalar, wrapped as given
    with pytest.raises(BufferError) as raised:
        t.__dlpack__()
    assert isinstance(raised.value.__cause__, AttributeError)


# -- real / imag, nbytes / itemsize --------------------------------------------------------------
def test_real_and_imag_are_attributes(backend: Backend) -> None:
    z = np.array([[1.5 - 2j, -3 + 0.5j]], dtype=np.complex64)
    t = _t(backend, z)
    for got, expected in ((t.real, z.real), (t.imag, z.imag), (_t(backend, _A).real, _A)):
        _same_kind(got, backend, expected)
    assert isinstance(Tensor.real, property) and isinstance(Tensor.imag, property)
    e = ep.astensor(backend.asarray(z))
    assert type(e.real) is type(e)  # EagerPy has no real/imag: the facade's attribute
    assert_same(e.imag.raw, z.imag)


@pytest.mark.parametrize("dtype", ["float32", "float64", "int8", "int32", "uint8", "bool",
                                   "complex64"])
def test_nbytes_and_itemsize(backend: Backend, dtype: str) -> None:
    if not backend.supports(dtype):
        pytest.skip(f"{backend.name} has no {dtype} here")
    a = np.zeros((3, 5), dtype=dtype)
    t = _t(backend, a)
    assert type(t.itemsize) is int and t.itemsize == a.itemsize
    assert type(t.nbytes) is int and t.nbytes == a.nbytes
    assert t[0].nbytes == a[0].nbytes and t[0, 0].nbytes == a.itemsize


def test_nbytes_of_unknown_size_is_none(backend: Backend) -> None:
    t = _t(backend, _A)
    picked = t[t > 4.0]
    assert picked.itemsize == 4
    if backend.name == "dask":
        assert picked.size is None and picked.nbytes is None
    else:
        assert picked.nbytes == _A[_A > 4.0].nbytes


# -- __setitem__'s casts -------------------------------------------------------------------------
_WRITES: list[tuple[str, str, Any]] = [
    ("float-into-int", "int32", 1.7),
    ("negative-float-into-int", "int32", -1.7),
    ("float-into-bool", "bool", 0.25),
    ("zero-into-bool", "bool", 0),
    ("int-into-float", "float32", 3),
    ("bool-into-int", "int32", True),
    ("float-into-uint8", "uint8", 200.9),
    ("negative-int-into-uint8", "uint8", -3),
    ("too-big-into-uint8", "uint8", 300),
    ("negative-float-into-uint8", "uint8", -1.5),
    ("nan-into-int", "int32", float("nan")),
    ("complex-into-float", "float32", 1 + 2j),
    ("complex-into-complex", "complex64", 1 + 2j),
    ("float-array-into-int", "int32", np.array([2.9, -2.9], dtype=np.float32)),
    ("int-array-into-bool", "bool", np.array([0, 3], dtype=np.int32)),
    ("float64-array-into-float32", "float32", np.array([0.1, 0.2], dtype=np.float64)),
]


@pytest.mark.parametrize(("dtype", "value"), [(d, v) for _, d, v in _WRITES],
                         ids=[name for name, _, _ in _WRITES])
def test_setitem_casts_as_numpy(backend: Backend, dtype: str, value: Any) -> None:
    """``t[k] = value`` writes what NumPy's ``a[k] = value`` writes, raises what it raises, and
    lets no framework's warning out."""
    reference = np.zeros((2, 3), dtype=dtype)
    t = _t(backend, reference)
    if isinstance(value, np.ndarray):
        if not backend.supports(dtype_name(value)):
            pytest.skip(f"{backend.name} has no {dtype_name(value)} here")
        operand: Any = backend.asarray(value)
        key: Any = (0, slice(0, 2))
    else:
        operand, key = value, (1, 1)
    try:
        reference[key] = value
    except (TypeError, ValueError, OverflowError) as exc:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            with pytest.raises(type(exc)):
                t[key] = operand
        assert_same(t.raw, np.zeros((2, 3), dtype=dtype))  # nothing written
        return
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        t[key] = operand
        view = t[1]
        view[2] = operand if not isinstance(value, np.ndarray) else 1
        reference[1][2] = value if not isinstance(value, np.ndarray) else 1
    assert_same(t.raw, reference)


def test_setitem_on_eager_tensors_casts_as_numpy(backend: Backend) -> None:
    e = ep.astensor(backend.asarray(np.zeros(3, dtype=np.int32)))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        e[0] = 2.9
        e[1] = -2.9
    assert_same(e.raw, np.array([2, -2, 0], dtype=np.int32))



# -- to_device ---------------------------------------------------------------------------------
def test_to_device_keeps_values_and_backend(backend: Backend) -> None:
    """``Tensor.to_device`` of the device a Tensor is on gives the same values there, as the
    backend's own ``to_device`` does."""
    t = _t(backend, _A)
    moved = t.to_device(t.device)
    _same_kind(moved, backend, _A)
    assert moved.device == t.device


def test_to_device_names_a_missing_device() -> None:
    """A device that does not exist is an error naming it, on TensorFlow too (whose own
    ``tf.device`` scope would leave the tensor on the CPU without a word)."""
    tf = pytest.importorskip("tensorflow")
    from xpagnostic._accelerators import DeviceNotFound

    t = astensor(tf.constant(_A))
    gpus = len(tf.config.list_logical_devices("GPU"))
    with pytest.raises(DeviceNotFound, match=f"gpu:{gpus}") as info:
        t.to_device(f"gpu:{gpus}")
    assert isinstance(info.value, ValueError) and "CPU:0" in str(info.value)
    np.testing.assert_array_equal(t.to_device("cpu").raw.numpy(), _A)


# -- hasattr and runtime-checkable Protocols ---------------------------------------------------
@typing.runtime_checkable
class _TensorProperties(typing.Protocol):
    """Every property of the Tensor (``test_the_protocol_lists_every_property`` keeps the list
    whole), as a library that checks arrays against a Protocol writes it."""

    T: Any
    backend: Any
    device: Any
    dtype: Any
    imag: Any
    itemsize: Any
    mT: Any
    nbytes: Any
    ndim: Any
    raw: Any
    real: Any
    shape: Any
    size: Any
    xp: Any


def _properties() -> set[str]:
    return {n for n in dir(Tensor) if isinstance(getattr(Tensor, n, None), property)}


def test_the_protocol_lists_every_property() -> None:
    members = {n for n in _TensorProperties.__annotations__}
    assert members == _properties()


#: The properties that need a number of dimensions: which ``ndim`` have them.
_NEEDS_NDIM = {"T": lambda n: n == 2, "mT": lambda n: n >= 2}


@pytest.mark.parametrize("dtype", ["float32", "int32", "uint8", "bool", "complex64"])
@pytest.mark.parametrize("shape", [(3, 4), (2, 3, 4), (5,), ()])
def test_hasattr_and_protocols_answer_on_every_property(backend: Backend, dtype: str,
                                                        shape: tuple[int, ...]) -> None:
    if not backend.supports(dtype):
        pytest.skip(f"{backend.name} has no {dtype} here")
    a = (np.arange(int(np.prod(shape))) % 3).astype(dtype).reshape(shape)
    if dtype == "complex64":
        a = a + 1j * a[::-1] if a.ndim else a + 2j
    t = _t(backend, a)
    for name in sorted(_properties()):
        has = hasattr(t, name)  # answers, never raises
        expected = _NEEDS_NDIM.get(name, lambda n: True)(a.ndim)
        assert has is expected, (name, a.ndim)
    assert isinstance(t, _TensorProperties) is (a.ndim == 2)
    # real and imag: NumPy's answer for every dtype (zeros of the dtype for a real array)
    _same_kind(t.real, backend, np.real(a))
    _same_kind(t.imag, backend, np.imag(a))
    for name in _NEEDS_NDIM:
        if not hasattr(t, name):
            with pytest.raises(ValueError, match=f"Tensor.{name}: needs"):
                getattr(t, name)

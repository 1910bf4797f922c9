"""get_namespace: which namespace owns which arrays, and its errors."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import numpy as np
import pytest
from harness import Backend

import xpagnostic
from xpagnostic import array_namespace, get_namespace


def test_every_backend_maps_to_its_namespace(backend: Backend) -> None:
    x = backend.asarray(np.arange(3.0))
    ns = get_namespace(x)
    assert ns is backend.xp
    assert ns.__name__ == f"xpagnostic.{backend.name}"
    assert ns.__array_api_version__ == "2025.12"
    # cached second call gives the same module
    assert get_namespace(x) is ns
    assert get_namespace(x, x) is ns
    assert get_namespace(x, api_version="2024.12") is ns


def test_array_namespace_alias() -> None:
    assert array_namespace is get_namespace


def test_numpy_scalars_and_python_scalars() -> None:
    assert get_namespace(np.float64(1.0)).__name__ == "xpagnostic.numpy"
    assert get_namespace(np.int8(1)).__name__ == "xpagnostic.numpy"
    assert get_namespace(np.bool_(True)).__name__ == "xpagnostic.numpy"
    x = np.ones(2)
    assert get_namespace(1, x, 2.5, None, True, 1j).__name__ == "xpagnostic.numpy"


def test_no_array_raises() -> None:
    with pytest.raises(TypeError, match="no array"):
        get_namespace()
    with pytest.raises(TypeError, match=r"no array.*builtins.int"):
        get_namespace(1, 2.0, None)


def test_unknown_type_names_the_type() -> None:
    class Mystery:
        pass

    with pytest.raises(TypeError, match=r"argument 1 .*Mystery"):
        get_namespace(np.ones(1), Mystery())
    with pytest.raises(TypeError, match=r"builtins.list"):
        get_namespace([1, 2, 3])


def test_bad_api_version() -> None:
    with pytest.raises(ValueError, match=r"2019\.01"):
        get_namespace(np.ones(1), api_version="2019.01")


def test_mixed_backends_name_backends_and_positions() -> None:
    torch = pytest.importorskip("torch")
    with pytest.raises(TypeError) as info:
        get_namespace(np.ones(1), 3.0, torch.ones(1), np.ones(2))
    msg = str(info.value)
    assert "numpy at arguments 0, 3" in msg
    assert "torch at argument 2" in msg


def test_messages_name_public_classes() -> None:
    """No message names a class by the private module that defines it."""
    import jax.numpy as jnp
    import torch

    import xpagnostic.eager as ep
    from xpagnostic._namespace import type_name

    t = xpagnostic.astensor(np.ones(2))
    with pytest.raises(TypeError) as info:
        get_namespace(t, np.ones(2))
    assert str(info.value) == ("get_namespace: arrays from several backends cannot be mixed: "
                               "xpagnostic.Tensor at argument 0; numpy at argument 1")
    view = xpagnostic.astensor(jnp.ones((2, 2)))[0]  # a view Tensor, of a generated class
    assert type(view) is not xpagnostic.Tensor
    assert type_name(type(view)) == "xpagnostic.Tensor"
    assert type_name(type(ep.astensor(torch.ones(1)))) == "xpagnostic.eager.PyTorchTensor"
    assert type_name(xpagnostic.BackendInfo) == "xpagnostic.BackendInfo"
    assert type_name(np.ndarray) == "numpy.ndarray"


def test_jax_tracer_inside_jit() -> None:
    jax = pytest.importorskip("jax")
    seen = []

    @jax.jit
    def f(x):  # type: ignore[no-untyped-def]
        xp = get_namespace(x)
        seen.append(xp.__name__)
        return xp.sum(xp.square(x))

    assert float(f(jax.numpy.arange(3.0))) == 5.0
    assert seen == ["xpagnostic.jax"]


def test_torch_parameter_and_subclass() -> None:
    torch = pytest.importorskip("torch")
    p = torch.nn.Parameter(torch.ones(2))
    assert get_namespace(p).__name__ == "xpagnostic.torch"


def test_array_api_strict_uses_its_own_namespace() -> None:
    xps = pytest.importorskip("array_api_strict")
    a = xps.asarray([1.0, 2.0])
    ns = get_namespace(a)
    assert ns.__name__ == "array_api_strict"
    assert float(ns.sum(a)) == 3.0
    with pytest.raises(TypeError, match="several backends"):
        get_namespace(a, np.ones(1))


def test_protocol_arrays_are_asked_for_their_namespace() -> None:
    class Foreign:
        def __array_namespace__(self, api_version: str | None = None) -> object:
            return ("foreign", api_version)

    assert get_namespace(Foreign()) == ("foreign", None)
    assert get_namespace(Foreign(), api_version="2023.12") == ("foreign", "2023.12")


def test_backend_of() -> None:
    assert xpagnostic.backend_of(np.ones(1)) == "numpy"
    assert xpagnostic.backend_of(3) is None


def _run(code: str) -> str:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return out.stdout.strip()


def test_import_imports_no_framework() -> None:
    out = _run(
        "import sys, xpagnostic\n"
        "print(sorted(m for m in ('numpy', 'torch', 'jax', 'tensorflow', 'array_api_compat')"
        " if m in sys.modules))"
    )
    assert out == "[]"


def test_lazy_names_are_resolved_once() -> None:
    """``xpagnostic.astensor`` and its siblings are found on first access (importing no
    framework) and then kept as module attributes: a loop calling ``xpagnostic.astensor``
    pays an attribute look-up, not the module's ``__getattr__``."""
    out = _run(
        "import sys, xpagnostic\n"
        "first = xpagnostic.astensor\n"
        "import xpagnostic.tensor as t\n"
        "print(first is t.astensor, 'astensor' in vars(xpagnostic),"
        " 'Tensor' in vars(xpagnostic), xpagnostic.Tensor is t.Tensor,"
        " sorted(m for m in ('torch', 'jax', 'tensorflow') if m in sys.modules))"
    )
    assert out == "True True False True []"


def test_detection_does_not_import_other_frameworks() -> None:
    out = _run(
        "import sys, numpy as np, xpagnostic\n"
        "xpagnostic.get_namespace(np.ones(1))\n"
        "print(sorted(m for m in ('torch', 'jax', 'tensorflow') if m in sys.modules))"
    )
    assert out == "[]"


def test_several_arrays_scalars_and_none_take_the_array_namespace() -> None:
    a, b = np.ones(2), np.zeros(3, dtype=np.int8)
    assert get_namespace(a, b) is xpagnostic.numpy
    assert get_namespace(a, None, 2, b, 1.5, True, 1j) is xpagnostic.numpy
    assert get_namespace(None, 3, a) is xpagnostic.numpy
    with pytest.raises(TypeError, match=r"no array.*NoneType"):
        get_namespace(None, 1.0)
    with pytest.raises(TypeError, match=r"argument 2 .*builtins.list"):
        get_namespace(a, b, [1])


_THREADED_FIRST_CALLS = r"""
import sys, threading
import numpy as np
import torch
import xpagnostic
assert "xpagnostic.numpy" not in sys.modules and "xpagnostic.torch" not in sys.modules
N = 8
barrier = threading.Barrier(N)
# Each thread gets its own fresh subclasses, so every call classifies a type first seen
# while the other threads classify theirs (and import the namespaces for the first time).
results, errors = [None] * N, []
def work(i):
    try:
        A = type(f"A{i}", (np.ndarray,), {})
        T = type(f"T{i}", (torch.Tensor,), {})
        a, b = np.ones(3).view(A), np.arange(3)
        t, u = torch.ones(2).as_subclass(T), torch.zeros(2)
        barrier.wait()
        got = []
        if i % 2:
            got += [xpagnostic.get_namespace(t, u, 1.0), xpagnostic.get_namespace(a, b, None)]
        else:
            got += [xpagnostic.get_namespace(a, b, None), xpagnostic.get_namespace(t, u, 1.0)]
        try:
            xpagnostic.get_namespace(a, t)
            got.append("mixed arrays accepted")
        except TypeError as e:
            got.append(str(e))
        results[i] = [getattr(g, "__name__", g) for g in got]
    except BaseException as e:
        errors.append(repr(e))
threads = [threading.Thread(target=work, args=(i,)) for i in range(N)]
for th in threads: th.start()
for th in threads: th.join()
assert not errors, errors
mixed = ("get_namespace: arrays from several backends cannot be mixed: "
         "numpy at argument 0; torch at argument 1")
for i, r in enumerate(results):
    pair = ["xpagnostic.torch", "xpagnostic.numpy"]
    assert r == (pair if i % 2 else pair[::-1]) + [mixed], (i, r)
print("ok")
"""


@pytest.mark.parametrize("attempt", range(2))
def test_first_calls_from_eight_threads_are_right(attempt: int) -> None:
    pytest.importorskip("torch")
    assert _run(_THREADED_FIRST_CALLS) == "ok"


def _outcome(fn: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return fn(*args, **kwargs)
    except (TypeError, ValueError) as e:
        return type(e), str(e)


def test_what_dynamo_traces_gives_the_same_answers(backend: Backend) -> None:
    """``get_namespace``, ``backend_of`` and ``Tensor()`` have stand-ins that Dynamo traces in
    their place (``_tracing.traced_as``): run eagerly, they answer as the functions do, for
    arrays of every backend, scalars, mixes, foreign arrays and the errors."""
    from xpagnostic import _tracing
    from xpagnostic._facade._core import Tensor

    class Foreign:
        def __array_namespace__(self, api_version: str | None = None) -> object:
            return ("foreign", api_version)

    x = backend.asarray(np.arange(3.0))
    other = np.ones(2) if backend.name != "numpy" else Foreign()
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
        ((x,), {}), ((x, x, 1.0, None), {}), ((2, x), {}), ((x,), {"api_version": "2023.12"}),
        ((x,), {"api_version": "2019.01"}), ((x, other), {}), ((other,), {}), ((), {}),
        ((1, 2.0), {}), ((np.float32(1.0),), {}), ((x, [1]), {}), ((Foreign(),), {}),
    ]
    for args, kwargs in calls:
        fns = [xpagnostic.get_namespace]
        if len(args) == 1 and not kwargs:
            fns.append(xpagnostic.backend_of)
        for fn in fns:
            stand_in = getattr(fn, _tracing.DYNAMO_INLINE)
            assert _outcome(stand_in, *args, **kwargs) == _outcome(fn, *args, **kwargs), (
                fn.__name__, args, kwargs)
    for value in (x, Tensor(x), 3, [1.0]):
        made, traced = object.__new__(Tensor), object.__new__(Tensor)
        expected = _outcome(made.__init__, value)
        got = _outcome(getattr(Tensor.__init__, _tracing.DYNAMO_INLINE), traced, value)
        assert got == expected, value
        if expected is None:
            assert (traced.raw is made.raw and traced.backend == made.backend
                    and traced.xp is made.xp)

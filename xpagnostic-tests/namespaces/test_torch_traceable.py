"""The PyTorch namespace's own forms of what ``torch.compile`` cannot trace in
array-api-compat's: the same answers as array-api-compat, on every combination.

``result_type`` and the promotion of the element-wise functions (which ask it) work out
``torch.result_type``'s answer once per combination of dtypes, ranks and scalar types; here
both are compared with array-api-compat's, which asks ``torch.result_type`` every time.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

torch = pytest.importorskip("torch")
compat = pytest.importorskip("array_api_compat.torch")

import xpagnostic.torch as xp  # noqa: E402

_DTYPES = [torch.bool, torch.int8, torch.uint8, torch.int16, torch.int32, torch.int64,
           torch.float32, torch.float64, torch.complex64, torch.complex128]


def _operands() -> list[Any]:
    out: list[Any] = []
    for d in _DTYPES:
        out += [d, torch.ones((), dtype=d), torch.ones(3, dtype=d)]
    return [*out, True, 2, 2.5, 1j]


def _describe(x: Any) -> str:
    return f"{x.dtype} {tuple(x.shape)}" if isinstance(x, torch.Tensor) else repr(x)


def _outcome(fn: Any, *args: Any) -> Any:
    try:
        out = fn(*args)
    except Exception as exc:  # the same mistake must fail the same way
        return type(exc)
    if isinstance(out, torch.Tensor):
        return (out.dtype, tuple(out.shape), out.tolist())
    return out


def _same(theirs: Any, ours: Any) -> bool:
    """Equal outcomes; a failure is ours when our exception is an instance of the class
    array-api-compat raises (the error contract adds its own class: docs/errors.md)."""
    if isinstance(theirs, type) and isinstance(ours, type):
        return issubclass(ours, theirs)
    return bool(theirs == ours)


def test_result_type_is_array_api_compats() -> None:
    ops = _operands()
    scalars = ops[-4:]
    differ = [
        (args, _outcome(compat.result_type, *args), _outcome(xp.result_type, *args))
        for args in [*itertools.product(ops, ops), *itertools.product(ops[:12], ops, scalars)]
        if _outcome(compat.result_type, *args) != _outcome(xp.result_type, *args)
    ]
    assert not differ, [(list(map(_describe, a)), w, g) for a, w, g in differ[:5]]


_BINARY = ["add", "atan2", "bitwise_and", "bitwise_left_shift", "copysign", "divide", "equal",
           "greater", "hypot", "less", "logaddexp", "matmul", "maximum", "minimum",
           "multiply", "nextafter", "not_equal", "pow", "remainder", "subtract"]


@pytest.mark.parametrize("name", _BINARY)
def test_promoting_binary_functions_are_array_api_compats(name: str) -> None:
    values = [torch.full((), 2, dtype=d) if d is not torch.bool else torch.ones((), dtype=d)
              for d in _DTYPES]
    values += [torch.full((3,), 2, dtype=d) if d is not torch.bool else torch.ones(3, dtype=d)
               for d in _DTYPES]
    values += [True, 2, 2.5, 1j]
    theirs, ours = getattr(compat, name), getattr(xp, name)
    differ = [(a, b) for a, b in itertools.product(values, values)
              if not _same(_outcome(theirs, a, b), _outcome(ours, a, b))]
    assert not differ, [(_describe(a), _describe(b)) for a, b in differ[:5]]


def test_promotion_traces_into_one_graph() -> None:
    def f(x: Any, n: Any) -> Any:
        return xp.maximum(x, 0.0) + xp.atan2(1.0, x) + xp.divide(xp.sum(x), n)

    x, n = torch.linspace(-1.0, 1.0, 5), torch.tensor(4, dtype=torch.int64)
    explained = torch._dynamo.explain(f)(x, n)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0)
    torch.testing.assert_close(torch.compile(f, backend="eager", fullgraph=True)(x, n), f(x, n))


def test_take_along_axis_takes_any_integer_indices() -> None:
    x = torch.arange(6.0).reshape(2, 3)
    for dtype in (torch.int8, torch.int16, torch.int32, torch.int64, torch.uint8):
        idx = torch.tensor([[2, 0, 1], [1, 1, 0]], dtype=dtype)
        assert xp.take_along_axis(x, idx, axis=1).tolist() == [[2.0, 0.0, 1.0], [4.0, 4.0, 3.0]]


def test_from_dlpack_of_a_torch_tensor() -> None:
    x = torch.arange(3.0)
    y = xp.from_dlpack(x)
    assert y is not x and not y.requires_grad
    y[0] = 7.0
    assert x[0] == 7.0  # the same memory, as DLPack shares it
    with pytest.raises(BufferError):
        xp.from_dlpack(torch.ones(2, requires_grad=True))  # what torch's round trip says
    wide = torch.ones(2, dtype=torch.uint16)  # a dtype of the namespace, as any other
    out = xp.from_dlpack(wide)
    assert out.dtype is torch.uint16 and out.data_ptr() == wide.data_ptr()

"""``xpagnostic.testing.arrays``: Hypothesis draws native arrays of the backend, of the dtype
and shape asked for, on the run's device."""

from __future__ import annotations

from typing import Any

import harness
import numpy as np
import pytest
from harness import Backend
from hypothesis import given, settings
from hypothesis import strategies as st

from xpagnostic.testing import (
    array_shapes,
    arrays,
    assert_close,
    backend_name,
    dtype_name,
    dtype_names,
    on_device,
    to_numpy,
)


def test_arrays_are_native_of_the_dtype_shape_and_device(backend: Backend) -> None:
    run = harness.run_device(backend.name)
    device = None if run is None else run.device
    seen: list[Any] = []

    @settings(max_examples=10, deadline=None, derandomize=True)
    @given(data=st.data())
    def check(data: st.DataObject) -> None:
        shape = data.draw(array_shapes(max_dims=2, max_side=4))
        dtype = data.draw(dtype_names(backend.xp, kind="real floating"))
        x = data.draw(arrays(backend.xp, dtype, shape, device=device,
                             elements={"allow_nan": False, "min_value": -5, "max_value": 5}))
        assert backend_name(x) == backend.name
        assert dtype_name(x) == dtype
        assert tuple(x.shape) == shape
        if run is not None:
            assert on_device(backend.name, x, run.device)
        values = to_numpy(x)
        assert np.all(np.abs(values) <= 5)
        assert_close(x, backend.xp.asarray(values, device=device))
        seen.append(dtype)

    check()
    assert seen


def test_an_unsupported_dtype_names_those_supported(backend: Backend) -> None:
    @settings(max_examples=1, deadline=None)
    @given(x=arrays(backend.xp, "float128", (2,)))
    def check(x: Any) -> None:
        raise AssertionError("drew an array of an unsupported dtype")

    with pytest.raises(ValueError, match="does not support the dtype 'float128' now; it has"):
        check()

"""pytest plugin for running array-api-tests on xpagnostic.tensorflow (test process only).

``tf.Tensor.shape`` is a ``tf.TensorShape``, not the tuple the standard asks for: a
property of the native tensor object, which the namespace must not change.  The
namespace itself takes a TensorShape wherever it takes a shape (``zeros(x.shape)``,
``reshape(x, x.shape)``, ``broadcast_to(y, x.shape)``...), so this plugin converts
nothing on its way into the namespace.  What it bridges is the suite's *own* helpers,
which want a tuple where the suite hands them ``x.shape`` while testing functions:

- ndindex (the suite iterates over indices with it) wants a Sequence: its ``asshape``
  is given the TensorShape as a tuple (``tf.TensorShape`` is not registered as a
  Sequence, which would change what every isinstance check in the process sees);
- hypothesis' array-API strategies (``arrays(shape=x.shape)``, ``indices(shape=...)``,
  ``mutually_broadcastable_shapes(base_shape=...)``) want a tuple;
- the suite's shape assertions compare with tuples, and ``assert_0d_equals`` compares
  elements of mixed dtypes with ``tf.Tensor.__eq__`` (see :func:`_bridge_assertions`).

TensorFlow itself, the namespace and the suite's tests of the shape attribute are
untouched.  The ``tensorflow-unassisted`` conformance target runs the suite without this
plugin; its xfail list holds what remains, each entry about these helpers or the native
tensor object.

Use: ``python -m conformance --backend tensorflow ... -- -p conformance.tensorflow_adapter``
"""

from __future__ import annotations

import functools
from typing import Any


def _tupled(value: Any) -> Any:
    import tensorflow as tf

    return tuple(value.as_list()) if isinstance(value, tf.TensorShape) else value


def _accept_tensorshape(fn: Any, *names: str) -> Any:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        args = tuple(_tupled(a) for a in args)
        for name in names:
            if name in kwargs:
                kwargs[name] = _tupled(kwargs[name])
        return fn(*args, **kwargs)

    return wrapper


def _install() -> None:
    """Runs at plugin import (``-p``), before the suite's conftest builds its
    hypothesis strategies namespace from these module attributes."""
    import sys

    import hypothesis.extra.array_api as hxa
    import ndindex.shapetools  # type: ignore[import-untyped]

    # ndindex (used by the suite to iterate over indices) wants a Sequence: every ndindex
    # module that imported asshape gets the converting one.
    asshape = _accept_tensorshape(ndindex.shapetools.asshape)
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] == "ndindex" and getattr(module, "asshape", None) is not None:
            module.__dict__["asshape"] = asshape
    # hypothesis strategies the suite calls with base_shape=x.shape / shape=x.shape.
    hxa.mutually_broadcastable_shapes = _accept_tensorshape(  # type: ignore[assignment]
        hxa.mutually_broadcastable_shapes, "base_shape")
    hxa.indices = _accept_tensorshape(hxa.indices, "shape")  # type: ignore[assignment]
    # arrays(dtype, shape=x.shape): the strategies namespace calls this module function.
    hxa._arrays = _accept_tensorshape(hxa._arrays, "shape")  # type: ignore[attr-defined]


def _shape_tuple(value: Any) -> Any:
    return _tupled(value)


def _bridge_assertions() -> None:
    """Two bridges in the suite's assertion helpers, both about the native tensor object:

    - shape assertions compare ``out.shape`` (a TensorShape) with a tuple the suite may
      compute in floats (``size / rsize`` in test_reshape); a tuple compares equal to
      such floats, a TensorShape does not, so the TensorShape is turned into a tuple;
    - ``assert_0d_equals`` compares an input element with an output element by ``==``;
      for mixed-dtype inputs of concat/stack that is ``tf.Tensor.__eq__`` across dtypes,
      which TensorFlow refuses (no promotion).  When the input dtype widens exactly to the
      output dtype (checked with NumPy's promotion; the result dtype itself is asserted
      separately by the suite), the input element is cast to it first.
    """
    import numpy as np
    import tensorflow as tf
    from array_api_tests import pytest_helpers as ph

    def shapes_as_tuples(fn: Any) -> Any:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            for key in ("out_shape", "expected", "in_shape"):
                if key in kwargs:
                    kwargs[key] = _shape_tuple(kwargs[key])
            if "in_shapes" in kwargs:
                kwargs["in_shapes"] = [_shape_tuple(s) for s in kwargs["in_shapes"]]
            return fn(*args, **kwargs)

        return wrapper

    for name in ("assert_shape", "assert_result_shape", "assert_keepdimable_shape"):
        setattr(ph, name, shapes_as_tuples(getattr(ph, name)))

    original_0d_equals = ph.assert_0d_equals

    @functools.wraps(original_0d_equals)
    def assert_0d_equals(*args: Any, **kwargs: Any) -> Any:
        x_val, out_val = kwargs.get("x_val"), kwargs.get("out_val")
        if (isinstance(x_val, tf.Tensor) and isinstance(out_val, tf.Tensor)
                and x_val.dtype != out_val.dtype):
            have, want = x_val.dtype.as_numpy_dtype, out_val.dtype.as_numpy_dtype
            if np.promote_types(have, want) == np.dtype(want):
                kwargs["x_val"] = tf.cast(x_val, out_val.dtype)
        return original_0d_equals(*args, **kwargs)

    ph.assert_0d_equals = assert_0d_equals


def pytest_configure(config: Any) -> None:
    """The suite's helpers are importable once its conftest is loaded."""
    _bridge_assertions()


_install()

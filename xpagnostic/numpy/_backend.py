"""What the package knows about NumPy: its row of the backend table."""

from __future__ import annotations

from typing import Any

from .._backends import Backend, TypeSpelling

_ARRAY = "numpy.ndarray[Any, Any]"


class NumPyBackend(Backend):
    """NumPy arrays and scalars, on the host.  Its namespace takes NumPy scalars as arrays
    and returns them where NumPy does (the 0-d results of reductions)."""

    name = "numpy"
    module = "numpy"
    array_classes = ("ndarray", "generic")
    array_name = "numpy.ndarray"
    mutable = True
    differentiates = False
    eager_class = "NumPyTensor"
    adapter = "NumPyArrays"
    distribution_module = "numpy"
    extra = ""
    frameworks = ("numpy",)
    distributions = ("numpy",)
    stands_on = ("array-api-compat",)
    label = "NumPy"
    types = TypeSpelling(
        "NumPy", f"{_ARRAY} | numpy.generic[Any]", _ARRAY,
        "numpy.dtype[Any] | type[numpy.generic[Any]]", "numpy.dtype[Any]", "str",
        dtype_constant="type[numpy.{name}]",
        dtype_classes="type[numpy.generic[Any]]", reduced=f"{_ARRAY} | numpy.generic[Any]",
        extension_dtypes=("float16",), imports=("numpy",),
        # The arrays' and scalars' type parameters are inferred: with ``Any`` in their
        # place, mypy would find this overload and the generic one both matching.
        accepts=(("numpy.ndarray[_Shape, _DType]", "numpy.ndarray[_Shape, _DType]"),
                 ("numpy.generic[_Item]", "numpy.ndarray[_Shape, _DType]")),
        type_vars=('_Shape = TypeVar("_Shape", bound=tuple[Any, ...])',
                   '_DType = TypeVar("_DType", bound=numpy.dtype[Any])',
                   '_Item = TypeVar("_Item")'))

    def from_numpy(self, a: Any) -> Any:
        return a.copy()

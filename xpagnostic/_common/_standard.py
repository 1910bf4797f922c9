"""Public names of the array API standard 2025.12, read from its stubs.

Written by ``python -m conformance.standard_names``; do not edit by hand.  The dtype
names live in :mod:`xpagnostic._common._dtypes`.
"""

from __future__ import annotations

from typing import Final

API_VERSION: Final = "2025.12"

#: Functions and constants of the main namespace.
FUNCTIONS_AND_CONSTANTS: Final = frozenset({
    "abs", "acos", "acosh", "add", "all", "any", "arange", "argmax", "argmin", "argsort",
    "asarray", "asin", "asinh", "astype", "atan", "atan2", "atanh", "bitwise_and",
    "bitwise_invert", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift", "bitwise_xor",
    "broadcast_arrays", "broadcast_shapes", "broadcast_to", "can_cast", "ceil", "clip",
    "concat", "conj", "copysign", "cos", "cosh", "count_nonzero", "cumulative_prod",
    "cumulative_sum", "diff", "divide", "e", "empty", "empty_like", "equal", "exp",
    "expand_dims", "expm1", "eye", "finfo", "flip", "floor", "floor_divide", "from_dlpack",
    "full", "full_like", "greater", "greater_equal", "hypot", "iinfo", "imag", "inf", "isdtype",
    "isfinite", "isin", "isinf", "isnan", "less", "less_equal", "linspace", "log", "log10",
    "log1p", "log2", "logaddexp", "logical_and", "logical_not", "logical_or", "logical_xor",
    "matmul", "matrix_transpose", "max", "maximum", "mean", "meshgrid", "min", "minimum",
    "moveaxis", "multiply", "nan", "negative", "newaxis", "nextafter", "nonzero", "not_equal",
    "ones", "ones_like", "permute_dims", "pi", "positive", "pow", "prod", "real", "reciprocal",
    "remainder", "repeat", "reshape", "result_type", "roll", "round", "searchsorted", "sign",
    "signbit", "sin", "sinh", "sort", "sqrt", "square", "squeeze", "stack", "std", "subtract",
    "sum", "take", "take_along_axis", "tan", "tanh", "tensordot", "tile", "tril", "triu",
    "trunc", "unique_all", "unique_counts", "unique_inverse", "unique_values", "unstack", "var",
    "vecdot", "where", "zeros", "zeros_like",
})

#: Functions of the ``linalg`` extension.
LINALG: Final = frozenset({
    "cholesky", "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv",
    "matmul", "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "outer", "pinv",
    "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "trace", "vecdot", "vector_norm",
})

#: Functions of the ``fft`` extension.
FFT: Final = frozenset({
    "fft", "fftfreq", "fftn", "fftshift", "hfft", "ifft", "ifftn", "ifftshift", "ihfft",
    "irfft", "irfftn", "rfft", "rfftfreq", "rfftn",
})

#: Methods of the object ``__array_namespace_info__()`` returns.
INFO_METHODS: Final = frozenset({
    "capabilities", "default_device", "default_dtypes", "devices", "dtypes",
})

"""TensorFlow's kernel limits and kernel dtypes, in one place, with the exact routes around
them.

TensorFlow registers many kernels for some ranks and dtypes only.  Each limit the namespace
works around is named here once; the chapter modules test against these names and take
the exact route (a wider dtype, a tiling broadcast, a flattened operand) where a kernel
would refuse.

The half dtypes (``float16``, ``bfloat16``) have TensorFlow kernels for the element-wise
functions, comparisons, ``Sum``, ``Max``/``Min``, ``MatMul``/``BatchMatMulV2``, sorting's
``TopKV2``, gathers and the shape operations, and the namespace uses them.  Where a kernel
is missing (linear algebra, FFT, ``NextAfter``) or keeps a running sum or product in 16
bits (``Prod``, ``Mean``, ``Cumsum``, ``Cumprod``: ``cumsum`` of 3000 float16 ones stops at
2048, ``mean`` of ``arange(3000)`` overflows), the function computes in ``float32``,
which holds every half value exactly, and rounds its result once, as PyTorch and JAX do.
"""

from __future__ import annotations

import typing
from collections.abc import Sequence
from typing import Any, TypeVar

import tensorflow as tf

from .._common._dtypes import EXACT_WIDER
from . import _dtypes as d
from ._names import named

__all__: list[str] = []

# --- ranks -----------------------------------------------------------------------------

#: Highest rank of TensorFlow's rank-templated kernels: ``ReverseV2`` (``flip``), ``SelectV2``
#: (``tf.where``, even for equal shapes), ``Where`` (``nonzero``), ``Pad`` and
#: ``StridedSlice`` (``fft``), ``BroadcastTo`` and ``BatchMatMulV2``'s batch broadcasting.
MAX_RANK = 8

#: Highest rank of the ``ArgMax``/``ArgMin`` kernels.
MAX_ARG_RANK = 7

#: Merged dimensions TensorFlow's broadcasting kernels handle (see
#: :func:`_broadcasting.fits_kernels`).
BROADCAST_DIMS = 5

# --- dtypes ----------------------------------------------------------------------------

#: Dtypes ``MatMul``/``BatchMatMulV2`` have kernels for (CPU and XLA; the half dtypes
#: accumulate in float32).
MATMUL_DTYPES = frozenset({d.int32, d.int64, d.float32, d.float64, d.complex64, d.complex128,
                           d.float16, d.bfloat16})

#: Dtypes ``Tile`` has kernels for (it lacks uint16).
TILE_DTYPES = d.ALL - {d.uint16}

#: Dtypes ``Range`` (``tf.range``) has kernels for.
RANGE_DTYPES = frozenset({d.int32, d.int64, d.float32, d.float64})

#: Index dtypes ``GatherV2`` (``tf.gather``) takes.
GATHER_INDEX_DTYPES = frozenset({d.int32, d.int64})

#: Dtypes ``LowerBound``/``UpperBound`` (``searchsorted``) are used with.
SEARCH_DTYPES = d.REAL_NUMERIC

#: Dtypes of TensorFlow's linear algebra kernels (``Cholesky``, ``MatrixDeterminant``,
#: ``LogMatrixDeterminant``, ``MatrixInverse``, ``MatrixSolve``, ``SelfAdjointEigV2``, ``Eig``,
#: ``Qr``, ``Svd``).  Only ``MatrixInverse`` and ``Qr`` have float16 kernels on CPU, which
#: compute in 16 bits, and none has a bfloat16 one: half input is factored in float32.
LINALG_DTYPES = frozenset({d.float32, d.float64, d.complex64, d.complex128})

#: Real dtypes of TensorFlow's FFT kernels (``RFFT``'s input, ``IRFFT``'s output; the
#: complex transforms take the complex dtypes of these).
FFT_REAL_DTYPES = frozenset({d.float32, d.float64})

#: Dtypes ``NextAfter`` has kernels for (the half dtypes step through their bit patterns).
NEXTAFTER_DTYPES = frozenset({d.float32, d.float64})

#: Dtypes whose running sums and products TensorFlow's ``Prod``, ``Mean``, ``Cumsum`` and
#: ``Cumprod`` kernels keep accurately: every dtype but the half ones, which these kernels
#: accumulate in 16 bits.  The statistics (``prod``, ``mean``, ``var``, ``std``,
#: ``cumulative_*``) and the norms (whose squares overflow 16 bits from 256 on) of half
#: input run in float32.
ACCUMULATION_DTYPES = d.ALL - d.HALF

#: Exact widening routes per dtype, narrowest first (the shared dtype core's).
_WIDER: dict[tf.DType, tuple[tf.DType, ...]] = {
    d.ALL_BY_NAME[n]: tuple(d.ALL_BY_NAME[w] for w in wider) for n, wider in EXACT_WIDER.items()
}


def kernel_dtype(fname: str, dtype: tf.DType, supported: Sequence[tf.DType] | frozenset[tf.DType]
                 ) -> tf.DType:
    """``dtype`` itself if in ``supported``, else the narrowest supported dtype that holds
    every value of ``dtype`` exactly.  TypeError (naming ``fname``) when there is none."""
    if dtype in supported:
        return dtype
    for cand in _WIDER.get(dtype, ()):
        if cand in supported:
            return cand
    raise TypeError(
        f"{named(fname)}: not supported for {d.name_of(dtype)} arrays in xpagnostic.tensorflow "
        "(TensorFlow has no kernel and no exact cast route exists)"
    )


def half_ids_outside(supported: frozenset[tf.DType]) -> frozenset[int]:
    """The ids of the half dtypes outside ``supported``: a function whose kernel takes
    ``supported`` computes input of these dtypes in float32 (exactly: float32 holds every
    half value) and rounds its result back with :func:`rounded`, or takes a route of its
    own (``nextafter``).

    By id, so that the test costs the other dtypes' calls nothing: ``x.dtype`` of a tensor
    is TensorFlow's interned DType object (see ``_helpers``)."""
    return frozenset(id(t) for t in d.HALF - supported)


#: The ids of the dtypes each limit above sends to float32 (or, for ``nextafter``, to
#: steps of the bit pattern).
LINALG_IN_FLOAT32 = half_ids_outside(LINALG_DTYPES)
FFT_IN_FLOAT32 = half_ids_outside(FFT_REAL_DTYPES)
ACCUMULATION_IN_FLOAT32 = half_ids_outside(ACCUMULATION_DTYPES)
NEXTAFTER_BY_BITS = half_ids_outside(NEXTAFTER_DTYPES)


def to_float32(x: tf.Tensor) -> tf.Tensor:
    """``x`` (of a half dtype) in float32, exactly."""
    return tf.cast(x, d.float32)


_Out = TypeVar("_Out")


def rounded(out: _Out, dtype: tf.DType) -> _Out:
    """A result computed in float32 for input of the half dtype ``dtype``: its float32
    tensors rounded to ``dtype`` (once), in a tuple or named tuple too; complex and integer
    tensors (``eig``'s complex64, ``matrix_rank``'s int64) are kept."""
    result: Any = out
    if isinstance(out, tuple):
        parts = [rounded(part, dtype) for part in out]
        result = type(out)(*parts) if hasattr(out, "_fields") else tuple(parts)
    elif isinstance(out, tf.Tensor) and out.dtype == d.float32:
        result = tf.cast(out, dtype)
    return typing.cast(_Out, result)


def to_matmul(x: tf.Tensor) -> tf.Tensor:
    """``x`` in a dtype ``MatMul`` accepts, exact modulo ``2**bits`` of its own dtype."""
    dt = x.dtype
    if dt in MATMUL_DTYPES:
        return x
    if dt == d.uint32:
        return tf.bitcast(x, d.int32)
    if dt == d.uint64:
        return tf.bitcast(x, d.int64)
    return tf.cast(x, d.int32)  # int8, int16, uint8, uint16: exact


def from_matmul(y: tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    """Inverse of :func:`to_matmul` for a result: wraps modulo ``2**bits`` like NumPy."""
    if y.dtype == dtype:
        return y
    if dtype in (d.uint32, d.uint64):
        return tf.bitcast(y, dtype)
    return tf.cast(y, dtype)


def select(cond: tf.Tensor, a: tf.Tensor, b: tf.Tensor) -> tf.Tensor:
    """``tf.where(cond, a, b)`` with broadcasting at any rank.

    ``SelectV2`` handles at most :data:`MAX_RANK` dimensions (even for equal shapes), so
    higher-rank (or unknown-rank) operands are broadcast, flattened, selected and reshaped
    back.
    """
    ranks = [t.shape.rank for t in (cond, a, b)]
    if all(r is not None and r <= MAX_RANK for r in ranks):
        return tf.where(cond, a, b)
    target = tf.broadcast_dynamic_shape(
        tf.broadcast_dynamic_shape(tf.shape(cond), tf.shape(a)), tf.shape(b)
    )

    def flat(t: tf.Tensor) -> tf.Tensor:
        return tf.reshape(tf.broadcast_to(t, target), [-1])

    return tf.reshape(tf.where(flat(cond), flat(a), flat(b)), target)

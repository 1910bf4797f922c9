"""Types of ``xpagnostic.tensorflow.random`` for static checkers: the functions of the ``random``
extension, as ``TensorFlowNamespace().random`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import tensorflow

def key(seed: int | tensorflow.Tensor | tensorflow.Variable, *, device: str | None = None) -> tensorflow.Tensor: ...
def split(key: tensorflow.Tensor | tensorflow.Variable, num: int | tuple[int, ...] = 2) -> tensorflow.Tensor: ...
def fold_in(key: tensorflow.Tensor | tensorflow.Variable, data: int | tensorflow.Tensor | tensorflow.Variable) -> tensorflow.Tensor: ...
def bits(
    key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (), dtype: tensorflow.DType | None = None,
    *, device: str | None = None,
) -> tensorflow.Tensor: ...
def uniform(
    key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (), dtype: tensorflow.DType | None = None,
    minval: float | tensorflow.Tensor | tensorflow.Variable = 0.0, maxval: float | tensorflow.Tensor | tensorflow.Variable = 1.0, *,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def normal(
    key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (), dtype: tensorflow.DType | None = None,
    *, device: str | None = None,
) -> tensorflow.Tensor: ...
def truncated_normal(
    key: tensorflow.Tensor | tensorflow.Variable, lower: float | tensorflow.Tensor | tensorflow.Variable, upper: float | tensorflow.Tensor | tensorflow.Variable,
    shape: int | tuple[int, ...] | None = None, dtype: tensorflow.DType | None = None, *,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def bernoulli(
    key: tensorflow.Tensor | tensorflow.Variable, p: float | tensorflow.Tensor | tensorflow.Variable = 0.5, shape: int | tuple[int, ...] | None = None,
    mode: str = "low", *, device: str | None = None,
) -> tensorflow.Tensor: ...
def randint(
    key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...], minval: int | tensorflow.Tensor | tensorflow.Variable,
    maxval: int | tensorflow.Tensor | tensorflow.Variable, dtype: tensorflow.DType | None = None, *, device: str | None = None,
) -> tensorflow.Tensor: ...
def permutation(
    key: tensorflow.Tensor | tensorflow.Variable, x: int | tensorflow.Tensor | tensorflow.Variable, axis: int = 0, independent: bool = False, *,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def choice(
    key: tensorflow.Tensor | tensorflow.Variable, a: int | tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (),
    replace: bool = True, p: tensorflow.Tensor | tensorflow.Variable | None = None, axis: int = 0, mode: str | None = None,
    *, device: str | None = None,
) -> tensorflow.Tensor: ...
def categorical(
    key: tensorflow.Tensor | tensorflow.Variable, logits: tensorflow.Tensor | tensorflow.Variable, axis: int = -1,
    shape: int | tuple[int, ...] | None = None, replace: bool = True,
    mode: str | None = None, *, device: str | None = None,
) -> tensorflow.Tensor: ...

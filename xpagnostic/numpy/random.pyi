"""Types of ``xpagnostic.numpy.random`` for static checkers: the functions of the ``random``
extension, as ``NumPyNamespace().random`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

from typing import Any

import numpy

def key(seed: int | numpy.ndarray[Any, Any] | numpy.generic[Any], *, device: str | None = None) -> numpy.ndarray[Any, Any]: ...
def split(key: numpy.ndarray[Any, Any] | numpy.generic[Any], num: int | tuple[int, ...] = 2) -> numpy.ndarray[Any, Any]: ...
def fold_in(key: numpy.ndarray[Any, Any] | numpy.generic[Any], data: int | numpy.ndarray[Any, Any] | numpy.generic[Any]) -> numpy.ndarray[Any, Any]: ...
def bits(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    *, device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def uniform(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    minval: float | numpy.ndarray[Any, Any] | numpy.generic[Any] = 0.0, maxval: float | numpy.ndarray[Any, Any] | numpy.generic[Any] = 1.0, *,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def normal(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    *, device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def truncated_normal(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], lower: float | numpy.ndarray[Any, Any] | numpy.generic[Any], upper: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    shape: int | tuple[int, ...] | None = None, dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def bernoulli(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], p: float | numpy.ndarray[Any, Any] | numpy.generic[Any] = 0.5, shape: int | tuple[int, ...] | None = None,
    mode: str = "low", *, device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def randint(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...], minval: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    maxval: int | numpy.ndarray[Any, Any] | numpy.generic[Any], dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *, device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def permutation(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], x: int | numpy.ndarray[Any, Any] | numpy.generic[Any], axis: int = 0, independent: bool = False, *,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def choice(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], a: int | numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (),
    replace: bool = True, p: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None, axis: int = 0, mode: str | None = None,
    *, device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def categorical(
    key: numpy.ndarray[Any, Any] | numpy.generic[Any], logits: numpy.ndarray[Any, Any] | numpy.generic[Any], axis: int = -1,
    shape: int | tuple[int, ...] | None = None, replace: bool = True,
    mode: str | None = None, *, device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...

"""Types of ``xpagnostic.torch.random`` for static checkers: the functions of the ``random``
extension, as ``TorchNamespace().random`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import torch

def key(seed: int | torch.Tensor, *, device: torch.device | None = None) -> torch.Tensor: ...
def split(key: torch.Tensor, num: int | tuple[int, ...] = 2) -> torch.Tensor: ...
def fold_in(key: torch.Tensor, data: int | torch.Tensor) -> torch.Tensor: ...
def bits(
    key: torch.Tensor, shape: int | tuple[int, ...] = (), dtype: torch.dtype | None = None,
    *, device: torch.device | None = None,
) -> torch.Tensor: ...
def uniform(
    key: torch.Tensor, shape: int | tuple[int, ...] = (), dtype: torch.dtype | None = None,
    minval: float | torch.Tensor = 0.0, maxval: float | torch.Tensor = 1.0, *,
    device: torch.device | None = None,
) -> torch.Tensor: ...
def normal(
    key: torch.Tensor, shape: int | tuple[int, ...] = (), dtype: torch.dtype | None = None,
    *, device: torch.device | None = None,
) -> torch.Tensor: ...
def truncated_normal(
    key: torch.Tensor, lower: float | torch.Tensor, upper: float | torch.Tensor,
    shape: int | tuple[int, ...] | None = None, dtype: torch.dtype | None = None, *,
    device: torch.device | None = None,
) -> torch.Tensor: ...
def bernoulli(
    key: torch.Tensor, p: float | torch.Tensor = 0.5, shape: int | tuple[int, ...] | None = None,
    mode: str = "low", *, device: torch.device | None = None,
) -> torch.Tensor: ...
def randint(
    key: torch.Tensor, shape: int | tuple[int, ...], minval: int | torch.Tensor,
    maxval: int | torch.Tensor, dtype: torch.dtype | None = None, *, device: torch.device | None = None,
) -> torch.Tensor: ...
def permutation(
    key: torch.Tensor, x: int | torch.Tensor, axis: int = 0, independent: bool = False, *,
    device: torch.device | None = None,
) -> torch.Tensor: ...
def choice(
    key: torch.Tensor, a: int | torch.Tensor, shape: int | tuple[int, ...] = (),
    replace: bool = True, p: torch.Tensor | None = None, axis: int = 0, mode: str | None = None,
    *, device: torch.device | None = None,
) -> torch.Tensor: ...
def categorical(
    key: torch.Tensor, logits: torch.Tensor, axis: int = -1,
    shape: int | tuple[int, ...] | None = None, replace: bool = True,
    mode: str | None = None, *, device: torch.device | None = None,
) -> torch.Tensor: ...

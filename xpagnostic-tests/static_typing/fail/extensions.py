"""Mistakes with ``autodiff``, ``random``, the facade and the EagerPy layer; checkers report
each marked line."""

import torch

import xpagnostic
import xpagnostic.eager as ep


def loss(w: torch.Tensor) -> torch.Tensor:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def takes_str(s: str) -> None: ...


def takes_tensor(t: torch.Tensor) -> None: ...


def calls(x: torch.Tensor, key: torch.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.autodiff.grad(3.0)  # E: a grad of something that is not callable
    xp.autodiff.grad(loss)(x, x)  # E: the gradient function takes loss's arguments
    xp.autodiff.grad(loss)("x")  # E: and their types
    takes_str(xp.autodiff.grad(loss)(x))  # E: the gradient has the argument's type
    xp.autodiff.value_and_grad(loss, has_aux=True)(x)  # E: has_aux needs (value, aux)
    xpagnostic.autodiff.grad(3.0)  # E: the module's grad: not callable
    xpagnostic.autodiff.grad(loss)(x, x)  # E: the module's grad takes loss's arguments
    takes_str(xpagnostic.autodiff.grad(loss)(x))  # E: and returns the argument's type
    xpagnostic.autodiff.value_and_grad(loss, has_aux=True)(x)  # E: has_aux needs (value, aux)
    xp.autodiff.jit(loss)(1.0)  # E: jit keeps the parameters
    xp.autodiff.vmap(loss)(x, x)  # E: vmap keeps the parameters
    xp.autodiff.differentiate(loss)  # E: no such transform
    xp.random.normal(key, shape=(2, 3), seed=0)  # E: a keyword normal lacks
    xp.random.normal(key, (2, "3"))  # E: a shape of the wrong type
    xp.random.uniform()  # E: a key is required
    xp.random.randint(key, (3,))  # E: randint needs its bounds
    xp.random.gauss(key)  # E: no such distribution
    t = xpagnostic.astensor(x)
    takes_tensor(t)  # E: a Tensor is not the native array
    takes_str(t.raw)  # E: raw is the native array
    t.sum(axis="0")  # E: the methods keep the standard's signatures
    t.reshape(6)  # E: reshape's shape is a tuple
    t.no_such_method()  # E: a method that does not exist
    xpagnostic.astensor("x")  # E: only arrays become Tensors
    e = ep.astensor(x)
    e.reshape([2, 3])  # E: the EagerPy layer's shapes are tuples, as EagerPy's
    ep.zeros(e, (2.0, 3))  # E: a shape of floats
    ep.full(e, e.shape, "1")  # E: a fill value of the wrong type
    range(e.shape[0])  # E: a size may be None: narrow it first

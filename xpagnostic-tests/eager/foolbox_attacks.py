"""Run Foolbox 3 attacks on a fixed MLP and print the adversarials as JSON.

Not a test module: ``test_foolbox.py`` runs it in a fresh interpreter, so that
Foolbox imports either the real EagerPy or ``xpagnostic.eager`` registered under the
name ``eagerpy``::

    python foolbox_attacks.py {eagerpy|xpagnostic} BACKEND...   # torch, tensorflow, jax
"""

from __future__ import annotations

import json
import sys
from typing import Any

import numpy as np

N_IN, N_HIDDEN, N_OUT, BATCH = 6, 12, 3, 6
EPSILON = 0.2


def weights() -> list[np.ndarray]:
    """The MLP's float32 weights and inputs, generated once in NumPy."""
    rng = np.random.default_rng(1234)
    w1 = rng.normal(0, 0.8, (N_IN, N_HIDDEN)).astype(np.float32)
    b1 = rng.normal(0, 0.1, (N_HIDDEN,)).astype(np.float32)
    w2 = rng.normal(0, 0.8, (N_HIDDEN, N_OUT)).astype(np.float32)
    b2 = rng.normal(0, 0.1, (N_OUT,)).astype(np.float32)
    x = rng.uniform(0, 1, (BATCH, N_IN)).astype(np.float32)
    return [w1, b1, w2, b2, x]


def labels() -> np.ndarray:
    w1, b1, w2, b2, x = weights()
    return np.argmax(np.maximum(x @ w1 + b1, 0) @ w2 + b2, axis=-1)


def _model(backend: str) -> tuple[Any, Any, Any]:
    """(Foolbox model, inputs, labels) as native arrays of ``backend``."""
    import foolbox as fb

    w1, b1, w2, b2, x = weights()
    y = labels()
    if backend == "torch":
        import torch

        net = torch.nn.Sequential(torch.nn.Linear(N_IN, N_HIDDEN), torch.nn.ReLU(),
                                  torch.nn.Linear(N_HIDDEN, N_OUT)).eval()
        with torch.no_grad():
            net[0].weight.copy_(torch.from_numpy(w1.T.copy()))
            net[0].bias.copy_(torch.from_numpy(b1))
            net[2].weight.copy_(torch.from_numpy(w2.T.copy()))
            net[2].bias.copy_(torch.from_numpy(b2))
        return fb.PyTorchModel(net, bounds=(0, 1)), torch.from_numpy(x), torch.from_numpy(y)
    if backend == "tensorflow":
        import tensorflow as tf

        def tf_net(t: Any) -> Any:
            return tf.nn.relu(t @ w1 + b1) @ w2 + b2

        return (fb.TensorFlowModel(tf_net, bounds=(0, 1), device="/CPU:0"), tf.constant(x),
                tf.constant(y))
    if backend == "jax":
        import jax.numpy as jnp

        def jax_net(t: Any) -> Any:
            return jnp.maximum(t @ w1 + b1, 0) @ w2 + b2

        return fb.JAXModel(jax_net, bounds=(0, 1)), jnp.asarray(x), jnp.asarray(y)
    raise ValueError(backend)


def attacks() -> dict[str, Any]:
    """Deterministic attacks (no random start) of several kinds."""
    import foolbox as fb

    return {
        "FGSM": fb.attacks.FGSM(),
        "LinfPGD": fb.attacks.LinfPGD(steps=10, random_start=False),
        "L2PGD": fb.attacks.L2PGD(steps=10, random_start=False),
        "L2DeepFool": fb.attacks.L2DeepFoolAttack(steps=20),
        "LinfDeepFool": fb.attacks.LinfDeepFoolAttack(steps=20),
        "L2BasicIterative": fb.attacks.L2BasicIterativeAttack(steps=10, random_start=False),
    }


def run(backend: str) -> dict[str, Any]:
    """Accuracy, and each attack's clipped adversarials and success flags, on ``backend``."""
    import foolbox as fb

    fmodel, x, y = _model(backend)
    out: dict[str, Any] = {"accuracy": float(fb.utils.accuracy(fmodel, x, y))}
    for name, attack in attacks().items():
        _, clipped, success = attack(fmodel, x, y, epsilons=EPSILON)
        out[name] = {"adversarial": np.asarray(clipped).tolist(),
                     "success": np.asarray(success).tolist()}
    return out


def main(implementation: str, backends: list[str]) -> None:
    if implementation == "xpagnostic":
        import xpagnostic.eager

        xpagnostic.eager.register_as_eagerpy()
    results = {b: run(b) for b in backends}
    print(json.dumps({"eagerpy": sys.modules["eagerpy"].__name__, "results": results}))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])

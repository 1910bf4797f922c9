"""Foolbox 3, unmodified, on ``xpagnostic.eager``: ``register_as_eagerpy()`` makes Foolbox's
own ``import eagerpy`` find our layer.  Its attacks must give the adversarials that Foolbox
on the real EagerPy 0.30 gives, on PyTorch, TensorFlow and JAX, and the three backends must
agree with one another.

Each implementation runs in a fresh interpreter (``foolbox_attacks.py``), since Foolbox
binds ``eagerpy`` when it is imported.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest

# Checked without importing: Foolbox would bind the real ``eagerpy`` in this process.
_MISSING = [m for m in ("foolbox", "eagerpy", "torch", "tensorflow", "jax")
            if importlib.util.find_spec(m) is None]
pytestmark = pytest.mark.skipif(bool(_MISSING), reason=f"not installed: {_MISSING}")

from eager.foolbox_attacks import EPSILON, labels, weights  # noqa: E402

BACKENDS = ["torch", "tensorflow", "jax"]
ATTACKS = ["FGSM", "LinfPGD", "L2PGD", "L2DeepFool", "LinfDeepFool", "L2BasicIterative"]


def _run(implementation: str) -> dict[str, Any]:
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    script = Path(__file__).with_name("foolbox_attacks.py")
    done = subprocess.run([sys.executable, str(script), implementation, *BACKENDS],
                          capture_output=True, text=True, env=env, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


@pytest.fixture(scope="module")
def ours() -> dict[str, Any]:
    out = _run("xpagnostic")
    assert out["eagerpy"] == "xpagnostic.eager"  # Foolbox really ran on our layer
    return dict(out["results"])


@pytest.fixture(scope="module")
def reference() -> dict[str, Any]:
    out = _run("eagerpy")
    assert out["eagerpy"] == "eagerpy"
    return dict(out["results"])


def test_every_attack_ran(ours: dict[str, Any], reference: dict[str, Any]) -> None:
    for results in (ours, reference):
        assert sorted(results) == sorted(BACKENDS)
        for backend in BACKENDS:
            assert sorted(results[backend]) == sorted([*ATTACKS, "accuracy"])


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("attack", ATTACKS)
def test_same_adversarials_as_foolbox_on_eagerpy(ours: dict[str, Any],
                                                 reference: dict[str, Any], backend: str,
                                                 attack: str) -> None:
    got, want = ours[backend][attack], reference[backend][attack]
    np.testing.assert_allclose(got["adversarial"], want["adversarial"], rtol=0, atol=1e-6)
    assert got["success"] == want["success"]


@pytest.mark.parametrize("attack", ATTACKS)
def test_backends_agree_and_attacks_respect_bounds(ours: dict[str, Any], attack: str) -> None:
    x = weights()[-1]
    torch_adv = np.asarray(ours["torch"][attack]["adversarial"])
    for backend in BACKENDS:
        adv = np.asarray(ours[backend][attack]["adversarial"])
        np.testing.assert_allclose(adv, torch_adv, rtol=0, atol=1e-5)
        assert adv.min() >= 0 and adv.max() <= 1  # the model's bounds
        if attack.startswith("Linf") or attack == "FGSM":
            assert np.abs(adv - x).max() <= EPSILON + 1e-6
        else:
            assert np.linalg.norm(adv - x, axis=-1).max() <= EPSILON + 1e-5
        assert ours[backend]["accuracy"] == 1.0  # labels are the model's own predictions


def test_fgsm_on_a_linear_region_matches_the_closed_form(ours: dict[str, Any]) -> None:
    """FGSM is x + eps * sign(grad of the cross-entropy), clipped to the bounds; the gradient
    of the MLP is computed here in NumPy, independently of any framework."""
    w1, b1, w2, b2, x = weights()
    y = labels()
    h = x @ w1 + b1
    logits = np.maximum(h, 0) @ w2 + b2
    p = np.exp(logits - logits.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    d_logits = p - np.eye(w2.shape[1])[y]
    grad = ((d_logits @ w2.T) * (h > 0)) @ w1.T
    expected = np.clip(x + EPSILON * np.sign(grad), 0, 1)
    np.testing.assert_allclose(ours["torch"]["FGSM"]["adversarial"], expected, atol=1e-6)

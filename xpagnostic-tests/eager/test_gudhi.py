"""GUDHI, unmodified, on ``xpagnostic.eager``: with ``register_as_eagerpy()``, GUDHI's
differentiable k-nearest-neighbour distances and distance to measure
(``enable_autodiff=True``, which import ``eagerpy``) run on PyTorch, TensorFlow and JAX
data.  Distances are checked against brute force in NumPy and gradients against their
closed form, (x - y) / |x - y| summed over the neighbours.

GUDHI runs in a fresh interpreter, so registering the name ``eagerpy`` touches no other test.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from typing import Any

import numpy as np
import pytest

_MISSING = [m for m in ("gudhi", "torch", "tensorflow", "jax")
            if importlib.util.find_spec(m) is None]
pytestmark = pytest.mark.skipif(bool(_MISSING), reason=f"not installed: {_MISSING}")

K = 3

_SCRIPT = """
import json, sys
import numpy as np
import xpagnostic.eager
xpagnostic.eager.register_as_eagerpy()
from gudhi.point_cloud.dtm import DistanceToMeasure
from gudhi.point_cloud.knn import KNearestNeighbors

k = int(sys.argv[1])
ref, query = (np.asarray(a) for a in json.loads(sys.stdin.read()))

def knn(impl):
    return KNearestNeighbors(k, return_index=False, return_distance=True,
                             enable_autodiff=True, implementation=impl)

out = {}
import torch
for impl in ("ckdtree", "sklearn"):
    q = torch.tensor(query, requires_grad=True)
    d = knn(impl).fit(torch.tensor(ref)).transform(q)
    d.sum().backward()
    out["torch-" + impl] = [type(d).__module__, d.detach().numpy().tolist(),
                            q.grad.numpy().tolist()]

import tensorflow as tf
q = tf.Variable(query)
with tf.GradientTape() as tape:
    d = knn("ckdtree").fit(tf.constant(ref)).transform(q)
    total = tf.reduce_sum(d)
out["tensorflow"] = [type(d).__module__, d.numpy().tolist(),
                     tape.gradient(total, q).numpy().tolist()]

import jax.numpy as jnp
d = knn("ckdtree").fit(jnp.asarray(ref)).transform(jnp.asarray(query))
out["jax"] = [type(d).__module__, np.asarray(d).tolist(), None]

dtm = DistanceToMeasure(k, enable_autodiff=True, implementation="ckdtree")
pts = torch.tensor(ref, requires_grad=True)
m = dtm.fit_transform(pts)
m.sum().backward()
out["dtm"] = [type(m).__module__, m.detach().numpy().tolist(), pts.grad.numpy().tolist()]
print(json.dumps(out))
"""


@pytest.fixture(scope="module")
def points() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    return rng.normal(size=(12, 3)), rng.normal(size=(5, 3))


@pytest.fixture(scope="module")
def results(points: tuple[np.ndarray, np.ndarray]) -> dict[str, Any]:
    ref, query = points
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    done = subprocess.run([sys.executable, "-c", _SCRIPT, str(K)],
                          input=json.dumps([ref.tolist(), query.tolist()]),
                          capture_output=True, text=True, env=env, timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def _knn_reference(ref: np.ndarray, query: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Distances to the k nearest reference points, and their gradient sum w.r.t. query."""
    diff = query[:, None, :] - ref[None, :, :]
    dist = np.linalg.norm(diff, axis=-1)
    nearest = np.argsort(dist, axis=-1)[:, :K]
    d = np.take_along_axis(dist, nearest, -1)
    unit = np.take_along_axis(diff, nearest[..., None], 1) / d[..., None]
    return d, unit.sum(axis=1)


@pytest.mark.parametrize("run", ["torch-ckdtree", "torch-sklearn", "tensorflow", "jax"])
def test_knn_distances_and_gradients(results: dict[str, Any],
                                     points: tuple[np.ndarray, np.ndarray], run: str) -> None:
    module, d, grad = results[run]
    assert module.split(".")[0] == {"torch-ckdtree": "torch", "torch-sklearn": "torch",
                                    "tensorflow": "tensorflow", "jax": "jaxlib"}[run]
    want_d, want_grad = _knn_reference(*points)
    # JAX without x64 computes in float32.
    np.testing.assert_allclose(d, want_d, rtol=1e-6 if run == "jax" else 1e-12)
    if grad is not None:
        np.testing.assert_allclose(grad, want_grad, rtol=1e-10)


def test_distance_to_measure_and_its_gradient(results: dict[str, Any],
                                              points: tuple[np.ndarray, np.ndarray]) -> None:
    """DTM(x) = sqrt(mean of the squared distances to the k nearest points, x included)."""
    ref, _ = points
    module, m, grad = results["dtm"]
    assert module.split(".")[0] == "torch"
    diff = ref[:, None, :] - ref[None, :, :]
    dist = np.linalg.norm(diff, axis=-1)
    nearest = np.argsort(dist, axis=-1)[:, :K]
    sq = np.take_along_axis(dist, nearest, -1) ** 2
    dtm = np.sqrt(sq.mean(-1))
    np.testing.assert_allclose(m, dtm, rtol=1e-12)
    # d/dx_i of sum_j dtm_j: x_i moves as a query point (its own neighbours) and as a
    # neighbour of others; both terms are (x - y) / (k * dtm).
    grad_ref = np.zeros_like(ref)
    for i in range(len(ref)):
        for j in nearest[i]:
            g = (ref[i] - ref[j]) / (K * dtm[i])
            grad_ref[i] += g
            grad_ref[j] -= g
    np.testing.assert_allclose(grad, grad_ref, rtol=1e-10, atol=1e-12)

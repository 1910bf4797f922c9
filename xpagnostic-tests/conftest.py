"""Shared fixtures: ``backend`` runs a test once per installed backend."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import array_api_strict as xps
import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# SciPy reads this once, when it is first imported; scikit-learn's array API dispatch needs it
# (test_interop.py). Set before anything imports SciPy (JAX does).
os.environ.setdefault("SCIPY_ARRAY_API", "1")

from harness import Backend, installed_backends, make_backend

from xpagnostic._backends import DIFFERENTIATING

# The reference implements the version our namespaces implement.
xps.set_array_api_strict_flags(api_version="2025.12")

settings.register_profile("ci", max_examples=25, deadline=None)
settings.register_profile("thorough", max_examples=200, deadline=None)
settings.load_profile(os.environ.get("XPAGNOSTIC_HYPOTHESIS_PROFILE", "ci"))

BACKENDS = installed_backends()


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> Backend:
    return make_backend(request.param)


@pytest.fixture(params=[b for b in BACKENDS if b in DIFFERENTIATING])
def diff_backend(request: pytest.FixtureRequest) -> Backend:
    """Backends that differentiate (those with an autodiff primitive in the table)."""
    return make_backend(request.param)


@pytest.fixture(params=list(DIFFERENTIATING))
def fw(request: pytest.FixtureRequest) -> object:
    """A differentiating framework, used through plain native ops (autodiff tests)."""
    from autodiff_fixtures import make_fw

    return make_fw(request.param)

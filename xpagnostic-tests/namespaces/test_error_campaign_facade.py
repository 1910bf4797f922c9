"""The error campaign through the Tensor facade over each backend: the same checks as on
the namespaces (``test_error_campaign.py``), since every facade function calls its backend
namespace's."""

from __future__ import annotations

import pytest
from conftest import BACKENDS

from namespaces.test_error_campaign import PATHS, pytestmark, run_campaign

__all__ = ["pytestmark"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("backend", BACKENDS)
def test_campaign_through_the_facade(backend: str, path: str) -> None:
    run_campaign(backend, True, path)

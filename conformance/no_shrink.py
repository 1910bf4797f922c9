"""pytest plugin: Hypothesis reports a failing example as found, without shrinking it.

Shrinking only makes a failing example smaller; it never changes whether a test passes.
On lazy backends (Dask) every drawn element the suite inspects is one graph computation,
so shrinking one failure can replay hundreds of examples and take minutes.  With this
plugin a failure is reported on the first failing example; passing tests run exactly the
same examples as without it.  The suite's own profile keeps every other setting.
"""

from __future__ import annotations

from typing import Any

import pytest


@pytest.hookimpl(trylast=True)
def pytest_configure(config: Any) -> None:
    from hypothesis import Phase, settings

    current = settings.get_profile("array-api-tests")
    phases = tuple(p for p in current.phases if p is not Phase.shrink)
    settings.register_profile("array-api-tests", parent=current, phases=phases)
    settings.load_profile("array-api-tests")

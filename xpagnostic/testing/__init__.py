"""Test agnostic code on every backend, device and compiler: fixtures, assertions, strategies.

A pytest plugin, activated by the user, never automatically::

    python -m pytest -p xpagnostic.testing            # or, in conftest.py:
    pytest_plugins = ["xpagnostic.testing"]

It gives the fixtures

- ``xp``: the namespace under test, parametrised over every installed backend (``numpy``,
  ``torch``, ``jax``, ``jax-x64``, ``tensorflow``, ``dask``) and the strict reference
  ``array_api_strict``; ``--xp-facade`` adds the facade over each (``facade-torch`` ...);
- ``device``: the device the test's arrays go on (``--xp-device cuda:0``, or per backend
  ``--xp-device torch=cuda:0,jax=gpu``; repeat the option for several devices), which is
  also the framework's default during the test;
- ``mode``: ``eager`` or ``jit`` (:class:`Mode`): ``mode(fn)`` runs ``fn`` as it is or under
  the backend's compiler, compared with its eager call (:func:`jit`);
- ``xp_name``: the id of the namespace (``jax-x64``).

Options: ``--xp-backends torch,jax`` selects backends, ``--xp-modes eager`` the modes.  Test
ids read ``[torch-cuda:0-jit]``.  A backend or device that is not present here is skipped
with the reason, never failed.

Importing this module imports neither pytest nor any framework; :func:`arrays` and the other
strategies import Hypothesis on first use.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._assertions import (
    DEFAULT_RTOL,
    assert_close,
    assert_equal,
    backend_name,
    dtype_name,
    to_numpy,
)
from ._compile import COMPILERS, MODES, Mode, compiler_of, count_dask_computes, jit
from ._devices import (
    SKIPPED,
    DeviceNotFound,
    RunDevice,
    device_requests,
    find_device,
    installed_backends,
    native_scope,
    no_host_sync,
    on_device,
    prepare,
    sync,
    to_device,
    use_device,
)

if TYPE_CHECKING:
    import pytest

    from ._strategies import array_shapes, arrays, dtype_names

__all__ = ["COMPILERS", "DEFAULT_RTOL", "MODES", "SKIPPED", "DeviceNotFound", "Mode",
           "RunDevice", "array_shapes", "arrays", "assert_close", "assert_equal",
           "backend_name", "compiler_of", "count_dask_computes", "device_requests",
           "dtype_name", "dtype_names", "find_device", "installed_backends", "jit",
           "native_scope", "no_host_sync", "on_device", "prepare", "sync", "to_device",
           "to_numpy", "use_device"]

_STRATEGIES = frozenset({"array_shapes", "arrays", "dtype_names"})


def __getattr__(name: str) -> Any:
    if name in _STRATEGIES:
        return getattr(importlib.import_module(f"{__name__}._strategies"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    # Every global: pytest finds the plugin's hooks through dir().
    return sorted(set(globals()) | _STRATEGIES)


# --------------------------------------------------------------------------- the plugin's hooks
# Only these two live here, so that importing the module needs no pytest; the fixtures live in
# ``_plugin``, registered when pytest configures a session that activated the plugin.


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("xpagnostic", "xpagnostic.testing: backends, devices, compilers")
    group.addoption("--xp-backends", dest="xp_backends", default=None, metavar="NAMES",
                    help="comma-separated backends of the xp fixture (default: every "
                         "backend, with jax-x64 beside jax, and array_api_strict; "
                         "facade-NAME for the facade over NAME)")
    group.addoption("--xp-facade", dest="xp_facade", action="store_true", default=False,
                    help="add the facade (xpagnostic.Tensor) over each selected backend")
    group.addoption("--xp-device", dest="xp_device", action="append", default=None,
                    metavar="DEVICE",
                    help="device of the tests' arrays: a portable name for every backend "
                         "(cpu, cuda:0, gpu, /GPU:0) or BACKEND=DEVICE,...; repeat for "
                         "several devices")
    group.addoption("--xp-no-float64", dest="xp_no_float64", action="store_true",
                    default=False,
                    help="run xp on the devices without float64 this host has instead: "
                         "array_api_strict-no_float64, array_api_strict-no_x64 and jax-32bit "
                         "(JAX with 64-bit dtypes off); with --xp-facade, the facade over JAX")
    group.addoption("--xp-modes", dest="xp_modes", default=None, metavar="MODES",
                    help="comma-separated modes of the mode fixture (default: eager,jit)")


def pytest_configure(config: pytest.Config) -> None:
    plugin = importlib.import_module(f"{__name__}._plugin")
    if not config.pluginmanager.is_registered(plugin):
        config.pluginmanager.register(plugin, f"{__name__}._plugin")

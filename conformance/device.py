"""One device for a whole run: the conformance suite's, the project's tests', the benchmarks'.

``python -m conformance --backend torch --device cuda:0`` loads this module into the suite's
process as a pytest plugin (``-p conformance.device``), with the backend and the device in
``XPAGNOSTIC_CONFORMANCE_DEVICE`` (``torch=cuda:0``).  The plugin makes that device the
framework's default before any test runs, so every array the suite creates lands there:

- PyTorch: ``torch.set_default_device``;
- JAX: ``jax.config.update("jax_default_device", ...)``;
- TensorFlow: a ``tf.device`` scope entered for the rest of the run in the thread that runs
  the tests (TensorFlow has no process-wide default);
- NumPy and Dask compute on the host: only ``cpu`` exists for them.

It then checks that an array made by the namespace really is on that device, and names the
device in the report's header.  The project's test suite (``XPAGNOSTIC_TEST_DEVICE``, see
``xpagnostic-tests/conftest.py``), the benchmarks (``python -m benchmarks --device``) and
users' tests (the ``xpagnostic.testing`` plugin) use the same functions, which live in
``xpagnostic.testing._devices`` and are re-exported here: :func:`use_device`,
:func:`to_device`, :func:`on_device`, :func:`sync`.  A device that does not exist is never
replaced by another: the run stops with :data:`SKIPPED` (77, the exit status automake, Meson
and CTest read as "skipped"), naming the device and those that exist.
"""

from __future__ import annotations

import importlib
import json
import os
import sys
from typing import Any

from xpagnostic.testing._devices import (
    SKIPPED,
    DeviceNotFound,
    RunDevice,
    find_device,
    host_devices_flag,
    native_scope,
    no_host_sync,
    on_device,
    prepare,
    sync,
    to_device,
    use_device,
)

__all__ = ["ENV", "SKIPPED", "DeviceNotFound", "RunDevice", "find_device", "host_devices_flag",
           "native_scope", "no_host_sync", "on_device", "prepare", "sync", "to_device",
           "use_device"]

#: The variable the conformance runner passes to the suite's process: ``<backend>=<device>``.
ENV = "XPAGNOSTIC_CONFORMANCE_DEVICE"


# --------------------------------------------------------------------------- the plugin


def _from_env() -> tuple[str, str]:
    value = os.environ.get(ENV, "")
    backend, sep, name = value.partition("=")
    if not sep or not backend or not name:
        raise SystemExit(f"conformance.device: {ENV} must be BACKEND=DEVICE, not {value!r}")
    return backend, name


_RUN: RunDevice | None = None


def pytest_load_initial_conftests(early_config: Any, parser: Any, args: Any) -> None:
    # Before the suite's conftest imports the namespace (TensorFlow's runtime starts with
    # its first op, and its logical CPUs can only be made before that).
    prepare(*_from_env())


def pytest_configure(config: Any) -> None:
    import pytest  # only here: the benchmarks use this module without pytest

    global _RUN
    backend, name = _from_env()
    try:
        _RUN = use_device(backend, name)
    except DeviceNotFound as exc:
        pytest.exit(f"{exc}; nothing was run (skipped)", returncode=SKIPPED)
    namespace = importlib.import_module(f"xpagnostic.{backend}")
    probe = namespace.asarray([1.0, 2.0])
    if not on_device(backend, probe, _RUN.device):
        pytest.exit(f"conformance.device: {backend}'s asarray put its array on "
                    f"{getattr(probe, 'device', '?')}, not on {_RUN.device}", returncode=3)


def pytest_unconfigure(config: Any) -> None:
    if _RUN is not None:
        _RUN.restore()


def pytest_report_header(config: Any) -> str:
    return f"xpagnostic device: {_RUN.describe() if _RUN else 'framework default'}"


def probe_all(backends: list[str], name: str) -> None:
    """Print, as JSON, each backend's device ``name`` (or why it has none)."""
    out: dict[str, Any] = {}
    for backend in backends:
        try:
            out[backend] = find_device(backend, name).as_dict()
        except DeviceNotFound as exc:
            out[backend] = {"missing": str(exc)}
    print(json.dumps(out))


def probe_main(backend: str, name: str) -> None:
    """Print the device as JSON, or exit with :data:`SKIPPED` naming what exists (the
    runner asks this in a subprocess, so that it imports no framework itself)."""
    try:
        run = find_device(backend, name)
    except DeviceNotFound as exc:
        print(str(exc), file=sys.stderr)
        raise SystemExit(SKIPPED) from None
    print(json.dumps(run.as_dict()))

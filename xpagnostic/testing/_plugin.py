"""The pytest fixtures of :mod:`xpagnostic.testing`: ``xp``, ``device``, ``mode``, ``xp_name``.

Registered by :mod:`xpagnostic.testing`'s ``pytest_configure`` when a user activates the
plugin (``-p xpagnostic.testing`` or ``pytest_plugins = ["xpagnostic.testing"]``); importing
this module imports pytest.
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.util
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Final, Literal

import pytest

from xpagnostic._backends import BACKENDS

from ._compile import COMPILERS, MODES, Mode, compiler_of
from ._devices import DeviceNotFound, device_requests, prepare, use_device

__all__ = ["JAX_32", "JAX_X64", "STRICT", "STRICT_DEVICES", "XPParam", "available_ids", "device",
           "mode", "no_float64_params", "xp", "xp_name"]

#: The strict reference's id.
STRICT: Final = "array_api_strict"
#: JAX with 64-bit dtypes enabled for the test (``jax.enable_x64``).
JAX_X64: Final = "jax-x64"
#: JAX with 64-bit dtypes disabled for the test, whatever the process's setting: a device
#: without float64, as JAX's default mode has it.
JAX_32: Final = "jax-32bit"
#: array-api-strict's simulated devices, which its ``Device`` takes by name: the host
#: (``CPU_DEVICE``), two more host devices, one without float64 and complex128
#: (``no_float64``), and one without any 64-bit dtype (``no_x64``).
STRICT_DEVICES: Final = ("CPU_DEVICE", "device1", "device2", "no_float64", "no_x64")


@dataclass(frozen=True)
class XPParam:
    """One value of the ``xp`` fixture: a namespace, and the device its test runs on."""

    #: The test id's first part: ``torch``, ``jax-x64``, ``facade-torch``, ``array_api_strict``.
    name: str
    #: The device name asked for (None: the framework's default device).
    device: str | None = None

    @property
    def backend(self) -> str:
        """The backend of the table (or ``array_api_strict``) whose arrays the test uses."""
        base = self.name.removeprefix("facade-")
        return "jax" if base in (JAX_X64, JAX_32) else base

    @property
    def id(self) -> str:
        return self.name if self.device is None else f"{self.name}-{self.device}"


def available_ids() -> list[str]:
    """Every id the ``xp`` fixture knows, without the facade's."""
    names = list(BACKENDS)
    names.insert(names.index("jax") + 1, JAX_X64)
    return [*names, STRICT]


def no_float64_params() -> list[XPParam]:
    """The ``xp`` values of ``--xp-no-float64``: the namespaces on a device without float64
    that this host can run, as a library's fallbacks meet them on MLX's GPU, PyTorch's MPS
    or JAX in its default mode: array-api-strict's ``no_float64`` and ``no_x64`` devices,
    and JAX with 64-bit dtypes off."""
    return [XPParam(STRICT, "no_float64"), XPParam(STRICT, "no_x64"), XPParam(JAX_32)]


def _installed(backend: str) -> str | None:
    """Why ``backend`` cannot run here (None: it can)."""
    if backend == STRICT:
        if importlib.util.find_spec(STRICT) is None:
            return "array-api-strict is not installed (pip install array-api-strict)"
        return None
    row = BACKENDS[backend]
    if importlib.util.find_spec(row.distribution_module) is None:
        return f"{backend} is not installed (pip install xpagnostic[{row.extra}])"
    try:
        importlib.import_module(row.namespace)
    except ImportError as exc:
        return f"{backend}: its namespace {row.namespace} does not import: {exc}"
    return None


def _split(value: str | None) -> list[str]:
    return [p.strip() for p in (value or "").split(",") if p.strip()]


def _params(config: pytest.Config) -> list[XPParam]:
    if config.getoption("xp_no_float64"):
        if config.getoption("xp_backends") or config.getoption("xp_device"):
            raise pytest.UsageError("--xp-no-float64 chooses the backends and devices of xp "
                                    "itself: drop --xp-backends and --xp-device")
        params = no_float64_params()
        if config.getoption("xp_facade"):
            params += [XPParam(f"facade-{p.name}") for p in params if p.backend != STRICT]
        return params
    known = available_ids()
    chosen = _split(config.getoption("xp_backends")) or known
    facade = bool(config.getoption("xp_facade"))
    for name in chosen:
        base = name.removeprefix("facade-")
        if base not in known or (name.startswith("facade-") and base == STRICT):
            raise pytest.UsageError(
                f"--xp-backends: unknown backend {name!r}; known: {', '.join(known)} "
                f"and facade-NAME for each of {', '.join(BACKENDS)}")
    names = list(chosen)
    if facade:
        names += [f"facade-{n}" for n in chosen
                  if not n.startswith("facade-") and n != STRICT
                  and f"facade-{n}" not in names]
    specs: list[str] = config.getoption("xp_device") or []
    if not specs:
        return [XPParam(n) for n in names]
    out = []
    for spec in specs:
        try:
            asked = device_requests(spec, [*BACKENDS, STRICT], source="--xp-device")
        except ValueError as exc:
            raise pytest.UsageError(str(exc)) from None
        if "=" not in spec:
            asked[STRICT] = spec.strip()
        out += [XPParam(n, asked[XPParam(n).backend]) for n in names
                if XPParam(n).backend in asked]
    return out


def pytest_configure(config: pytest.Config) -> None:
    params = _params(config)
    config.stash[_PARAMS] = params
    modes = _split(config.getoption("xp_modes")) or list(MODES)
    for m in modes:
        if m not in MODES:
            raise pytest.UsageError(f"--xp-modes: unknown mode {m!r}; modes: "
                                    f"{', '.join(MODES)}")
    config.stash[_MODES] = modes
    # A simulated host device (cpu:1) must exist before its framework starts (before its
    # namespace is imported).
    for p in params:
        if (p.device is not None and p.backend in BACKENDS
                and importlib.util.find_spec(BACKENDS[p.backend].distribution_module)):
            with contextlib.suppress(ValueError):
                prepare(p.backend, p.device)


_PARAMS = pytest.StashKey[list[XPParam]]()
_MODES = pytest.StashKey[list[str]]()
_RUN = pytest.StashKey[tuple[XPParam, Any]]()


def pytest_report_header(config: pytest.Config) -> str:
    params = config.stash.get(_PARAMS, list[XPParam]())
    modes: list[str] = config.stash.get(_MODES, list[str](MODES))
    return ("xpagnostic.testing: xp over " + ", ".join(p.id for p in params)
            + "; modes " + ", ".join(modes))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    own = {m.args[0] for m in metafunc.definition.iter_markers("parametrize")}
    if "xp" in metafunc.fixturenames and "xp" not in own:
        params = metafunc.config.stash[_PARAMS]
        metafunc.parametrize("xp", params, ids=[p.id for p in params], indirect=True)
    if "mode" in metafunc.fixturenames and "mode" not in own:
        modes = metafunc.config.stash[_MODES]
        metafunc.parametrize("mode", modes, ids=modes, indirect=True)


def _namespace(param: XPParam) -> ModuleType:
    if param.backend == STRICT:
        return importlib.import_module(STRICT)
    if param.name.startswith("facade-"):
        from xpagnostic.tensor import facade_namespace

        return facade_namespace(param.backend)
    return importlib.import_module(BACKENDS[param.backend].namespace)


def _strict_device(name: str) -> Any:
    strict: Any = importlib.import_module(STRICT)
    from xpagnostic._accelerators import parse

    if name in STRICT_DEVICES:
        return strict.Device(name)
    kind, index = parse(name)
    if kind != "cpu" or index != 0:
        pytest.skip(f"array-api-strict has no device {name!r}: it simulates "
                    f"{', '.join(STRICT_DEVICES)} on the host")
    return strict.Device("CPU_DEVICE")


@pytest.fixture
def xp(request: pytest.FixtureRequest) -> Iterator[ModuleType]:
    """The namespace under test: one per installed backend (``--xp-backends``), on the
    device of ``--xp-device``, which is also the framework's default during the test.  A
    backend or device missing here skips the test with the reason."""
    param = getattr(request, "param", None)
    if not isinstance(param, XPParam):
        raise pytest.UsageError("the xp fixture is parametrised by the xpagnostic.testing "
                                "plugin; parametrise it indirectly with XPParam values")
    why = _installed(param.backend)
    if why is not None:
        pytest.skip(why)
    namespace = _namespace(param)
    with contextlib.ExitStack() as stack:
        device: Any = None
        if param.device is not None:
            if param.backend == STRICT:
                device = _strict_device(param.device)
            else:
                try:
                    run = use_device(param.backend, param.device)
                except DeviceNotFound as exc:
                    pytest.skip(str(exc))
                except ValueError as exc:
                    raise pytest.UsageError(f"--xp-device: {exc}") from None
                stack.callback(run.restore)
                device = run.device
        if param.name.removeprefix("facade-") in (JAX_X64, JAX_32):
            jax: Any = importlib.import_module("jax")
            stack.enter_context(jax.enable_x64(param.name.endswith(JAX_X64)))
        if device is None:
            device = namespace.__array_namespace_info__().default_device()
        request.node.stash[_RUN] = (param, device)
        yield namespace


@pytest.fixture
def device(request: pytest.FixtureRequest, xp: ModuleType) -> Any:
    """The device of the ``xp`` fixture's test: the framework's own device object (from
    ``--xp-device``, or the framework's default device)."""
    return request.node.stash[_RUN][1]


@pytest.fixture
def xp_name(request: pytest.FixtureRequest, xp: ModuleType) -> str:
    """The id of the ``xp`` fixture's namespace: ``torch``, ``jax-x64``, ``facade-numpy`` ..."""
    param: XPParam = request.node.stash[_RUN][0]
    return param.name


@pytest.fixture
def mode(request: pytest.FixtureRequest, xp: ModuleType) -> Mode:
    """How the test runs the code under test: ``mode(fn)`` is ``fn`` (``eager``) or ``fn``
    compiled by the backend's compiler and compared with its eager call (``jit``; on Dask, a
    call that must compute nothing).  ``jit`` is skipped where the backend has no compiler."""
    name: Literal["eager", "jit"] = "jit" if getattr(request, "param", "eager") == "jit" \
        else "eager"
    param: XPParam = request.node.stash[_RUN][0]
    backend = param.backend if not param.name.startswith("facade-") \
        else f"facade-{param.backend}"
    if name == "jit" and compiler_of(backend) is None:
        pytest.skip(f"{param.name} has no compiler; jit runs on {', '.join(COMPILERS)}")
    return Mode(name)

"""Call every function of the standard, every facade operator and every autodiff transform
on arrays that live on a device other than the framework's default, and check that every
output stays there.

Run as a script in a fresh process (``test_devices.py`` does that)::

    python device_checks.py torch|jax|tensorflow [DEVICE] [--sync-debug error]

DEVICE is read by ``xpagnostic._accelerators.parse``; without it, each backend's
non-default device that any machine has: PyTorch's ``meta`` device (it holds no data, so
any read of a value to the host raises), JAX's fourth host device (four forced with
``XLA_FLAGS``) and TensorFlow's second logical CPU.  On a GPU, ``cuda:1`` or ``/GPU:1``
checks a second GPU, and ``--sync-debug error`` makes a read of a device value back to the
host raise (``conformance.device.no_host_sync``) around each call under test.

The cases are the compiled-code tests' (``compiled/cases.py``): one per name of the
standard, so a function cannot be missed; creation functions are called with ``device=``.
Each result is compared with the same call on the default device (values; on ``meta``,
and for ``empty``, whose values are unspecified, shapes and dtypes).  It prints one JSON
object: ``report`` (case -> problems, empty when the case holds), ``excused`` (case -> why
it cannot hold on this device), ``device``, and ``syncs`` (case -> the host read, under
``--sync-debug``, of a call that reads device values back to the host exactly as the same
call through array-api-compat does, the framework's functions with the standard's names:
the framework's own read, such as PyTorch checking a cuSOLVER status; the case is then
checked again without the sync check, and the read is recorded, not failed).
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from compiled.cases import (
    AUTODIFF,
    CASES,
    DATA_DEPENDENT,
    DISPATCHED,
    FACADE_AUTODIFF,
    OPERATORS,
    OPERATORS_DATA_DEPENDENT,
    build_custom,
    host_inputs,
    standard_paths,
)

#: With ``error`` (or ``warn``), a read of a device value back to the host inside a call
#: under check raises (warns): the project's tests' variable (``harness.py``).
SYNC_DEBUG_ENV = "XPAGNOSTIC_TEST_SYNC_DEBUG"
#: Backend -> its non-default device on any machine.
DEFAULT_CHECK_DEVICE = {"torch": "meta", "jax": "cpu:3", "tensorflow": "cpu:1"}


def _on(xp: Any, x: Any) -> Any:
    return x.device


#: Creation functions called with ``device=`` (the device of an input array, as code that
#: builds arrays next to others does); the other cases take their inputs' device.
ON_DEVICE: dict[str, Callable[..., Any]] = {
    "arange": lambda xp, x: xp.arange(5, dtype=x.dtype, device=_on(xp, x)),
    "empty": lambda xp, x: xp.empty((2, 3), dtype=x.dtype, device=_on(xp, x)),
    "eye": lambda xp, x: xp.eye(3, dtype=x.dtype, device=_on(xp, x)),
    "full": lambda xp, x: xp.full((2, 3), 2.5, dtype=x.dtype, device=_on(xp, x)),
    "linspace": lambda xp, x: xp.linspace(0.0, 1.0, 5, dtype=x.dtype, device=_on(xp, x)),
    "ones": lambda xp, x: xp.ones((2, 3), dtype=x.dtype, device=_on(xp, x)),
    "zeros": lambda xp, x: xp.zeros((2, 3), dtype=x.dtype, device=_on(xp, x)),
    "fft.fftfreq": lambda xp, x: xp.fft.fftfreq(6, d=0.5, dtype=x.dtype, device=_on(xp, x)),
    "fft.rfftfreq": lambda xp, x: xp.fft.rfftfreq(6, d=0.5, dtype=x.dtype, device=_on(xp, x)),
    # queries used next to arrays, with the namespace's arithmetic (the compiled cases use
    # the array's own operators, which on TensorFlow are TensorFlow's, not ours)
    "can_cast": lambda xp, x: xp.multiply(x, float(xp.can_cast(x.dtype, xp.complex64))),
    "finfo": lambda xp, x: xp.add(x, xp.finfo(x.dtype).eps),
    "iinfo": lambda xp, i: xp.subtract(i, xp.iinfo(i.dtype).min),
    "isdtype": lambda xp, x: xp.multiply(x, float(xp.isdtype(x.dtype, "real floating"))),
}

#: More calls that must land on the device: ``device=`` arguments given a device object,
#: a Python value made next to an array, and the facade's views.
EXTRA: dict[str, tuple[tuple[str, ...], Callable[..., Any]]] = {
    "asarray (list, device=)": (("x",), lambda xp, x: xp.asarray([1.0, 2.0],
                                                                  device=_on(xp, x))),
    "zeros_like (device=)": (("x",), lambda xp, x: xp.zeros_like(x, device=_on(xp, x))),
    "add (Python scalar first)": (("x",), lambda xp, x: xp.add(2.0, x)),
    "where (Python scalars)": (("b", "x"), lambda xp, b, x: xp.where(b, 1.0, x)),
    "clip (array bounds)": (("x", "y"),
                            lambda xp, x, y: xp.clip(x, min=xp.multiply(x, 0.0), max=y)),
    "imag (real input)": (("x",), lambda xp, x: xp.imag(x)),
    "real (real input)": (("x",), lambda xp, x: xp.real(x)),
    "astype (to complex)": (("x",), lambda xp, x: xp.astype(x, xp.complex64)),
}

#: Facade cases beyond the operators: views and writes through them.
FACADE_EXTRA: dict[str, tuple[tuple[str, ...], Callable[..., Any]]] = {
    # the compiled cases make these arrays from Python values on the default device
    "shape, ndim, size, dtype": (("x",), lambda T, a: _attributes(T(a))),
    "__float__": (("x",), lambda T, a: T(a).xp.asarray(float(T(a)[0, 0]), device=T(a).device)),
    "view write (t[0][1] = v)": (("x", "y"), lambda T, a, b: _view_write(T, a, b)),
    "chain (README)": (("x",), lambda T, a: T(a).square().sum().sqrt().raw),
    "in-place through a view": (("x", "y"), lambda T, a, b: _view_iadd(T, a, b)),
}


def _attributes(t: Any) -> Any:
    rows, cols = t.shape
    return t.xp.full((rows + t.ndim, cols + t.size), 1.0, dtype=t.dtype, device=t.device)


def _view_write(T: Any, a: Any, b: Any) -> Any:
    t = T(T(a).xp.asarray(a, copy=True))
    row = t[0]
    row[1] = T(b)[1, 1]
    return t.raw, row.raw


def _view_iadd(T: Any, a: Any, b: Any) -> Any:
    t = T(T(a).xp.asarray(a, copy=True))
    row = t[1]
    row += T(b)[0]
    return t.raw


def _jit(xp: Any, ad: Any, x: Any) -> Any:
    return ad.jit(lambda w: xp.sin(w) * w)(x)


#: Transforms whose first call compiles (checked under the sync check from their second).
COMPILING = frozenset({"jit"})

#: The transforms of ``cases.AUTODIFF``, and ``jit``.
TRANSFORMS: dict[str, tuple[tuple[str, ...], Callable[..., Any]]] = {
    **AUTODIFF,
    "jit": (("x",), lambda xp, ad, custom, x: _jit(xp, ad, x)),
}

#: Cases whose values are unspecified (memory as allocated): compared by shape and dtype.
UNSPECIFIED_VALUES = frozenset({"namespace:empty", "namespace:empty_like"})

#: Backend -> case -> why its output cannot be on the device (beyond the data-dependent
#: shapes on a device without data).
EXCUSED: dict[str, dict[str, str]] = {
    "torch": {"namespace:imag (real input)": "PyTorch refuses imag of a real tensor on every "
              "device (the standard defines imag for complex input)"},
    "jax": {},
    "tensorflow": {},
}
#: On a device without data (``meta``), what needs values to compute a shape.
_NO_DATA = "the output's shape depends on values, and the meta device holds none"
#: Under the sync check, what reads values to the host by its nature.
_READS_VALUES = "with host reads raising: {}, which needs the values on the host"


class Device:
    """One backend's arrays on its default device and on the device under check."""

    def __init__(self, backend: str, name: str) -> None:
        from conformance import device as cd

        self.backend, self.name, self.cd = backend, name, cd
        self.run = cd.find_device(backend, name)
        self.device = self.run.device
        self.xp = __import__(f"xpagnostic.{backend}", fromlist=["_"])
        self.has_data = name != "meta"
        #: whether reads of device values back to the host raise inside the checked calls
        self.sync_checked = bool(os.environ.get(SYNC_DEBUG_ENV)) and not self.run.on_host

    def native(self, a: np.ndarray) -> Any:
        """``a`` on the framework's default device."""
        if self.backend == "torch":
            import torch

            return torch.asarray(a, device="cpu")
        if self.backend == "jax":
            import jax.numpy as jnp

            return jnp.asarray(a)
        import tensorflow as tf

        with tf.device("/CPU:0"):
            return tf.constant(a)

    def there(self, a: np.ndarray) -> Any:
        """``a`` on the device under check."""
        return self.cd.to_device(self.backend, self.native(a), self.device)

    def committed(self, a: np.ndarray) -> Any:
        """``a`` on the default device, placed there explicitly (JAX moves an array it
        placed by default to the device of the other operand)."""
        x = self.native(a)
        if self.backend == "jax":
            import jax

            return jax.device_put(x, jax.devices()[0])
        return x

    def on(self, x: Any) -> bool:
        return bool(self.cd.on_device(self.backend, x, self.device))

    def is_array(self, x: Any) -> bool:
        if self.backend == "torch":
            import torch

            return isinstance(x, torch.Tensor)
        if self.backend == "jax":
            import jax

            return isinstance(x, jax.Array)
        import tensorflow as tf

        return isinstance(x, (tf.Tensor, tf.Variable))

    def numpy(self, x: Any) -> np.ndarray:
        if self.backend == "torch":
            return x.detach().resolve_conj().resolve_neg().cpu().numpy()  # type: ignore[no-any-return]
        return np.asarray(x)

    def quiet(self) -> Any:
        import contextlib

        mode = os.environ.get(SYNC_DEBUG_ENV, "")
        if not mode:
            return contextlib.nullcontext()
        return self.cd.no_host_sync(self.backend, self.device, mode)


def _leaves(out: Any) -> list[Any]:
    if isinstance(out, dict):
        return [leaf for v in out.values() for leaf in _leaves(v)]
    if isinstance(out, (tuple, list)):
        return [leaf for v in out for leaf in _leaves(v)]
    return [out]


def _first_line(exc: BaseException) -> str:
    return str(exc).splitlines()[0][:300] if str(exc) else ""


def _is_host_read(exc: BaseException) -> bool:
    """Whether ``exc`` is the sync check refusing a read of device values to the host."""
    text = str(exc)
    return ("synchronizing CUDA operation" in text
            or "Disallowed device-to-host transfer" in text)


def _peer_reads_host(dev: Device, peer: Callable[[], Any]) -> bool:
    """Whether ``peer()`` (the same call through array-api-compat) reads the host too."""
    try:
        with dev.quiet():
            peer()
    except Exception as exc:
        return _is_host_read(exc)
    return False


def _compare(dev: Device, where: Callable[[], Any], here: Callable[[], Any],
             peer: Callable[[], Any] | None = None, warm: bool = False,
             syncs: dict[str, str] | None = None, case: str = "",
             values: bool = True) -> list[str]:
    """Problems of ``where()`` (the call on the device) against ``here()`` (default).

    ``warm``: call ``where`` once before the sync check (a compiler's first call, which
    may read the device while it compiles).  ``peer``: the same call through
    array-api-compat; where both read the host under the sync check, the read is the
    framework's, recorded in ``syncs[case]``, and the call is checked without the check.
    ``values``: compare values (False: shapes and dtypes only)."""
    try:
        if warm and dev.sync_checked:
            where()
        with dev.quiet():
            out = where()
    except Exception as exc:
        if not (_is_host_read(exc) and peer is not None and syncs is not None
                and _peer_reads_host(dev, peer)):
            return [f"raised {type(exc).__name__}: {_first_line(exc)}"]
        syncs[case] = _first_line(exc)
        try:
            out = where()
        except Exception as again:
            return [f"raised {type(again).__name__}: {_first_line(again)}"]
    problems = []
    got = _leaves(out)
    arrays = [x for x in got if dev.is_array(x)]
    if not arrays:
        problems.append(f"no array in the result ({type(out).__name__})")
    for i, x in enumerate(arrays):
        if not dev.on(x):
            problems.append(f"output {i} on {getattr(x, 'device', '?')}, not {dev.device}")
    if problems:
        return problems
    expected = [x for x in _leaves(here()) if dev.is_array(x)]
    if len(expected) != len(arrays):
        return [f"{len(arrays)} arrays, {len(expected)} on the default device"]
    for i, (x, e) in enumerate(zip(arrays, expected)):
        if tuple(x.shape) != tuple(e.shape) or str(x.dtype) != str(e.dtype):
            problems.append(f"output {i}: {tuple(x.shape)} {x.dtype}, expected "
                            f"{tuple(e.shape)} {e.dtype}")
        elif dev.has_data and values:
            a, b = dev.numpy(x), dev.numpy(e)
            if not np.allclose(a, b, rtol=1e-5, atol=1e-6, equal_nan=True):
                problems.append(f"output {i}: values differ from the default device's")
    return problems


def check(backend: str, name: str) -> dict[str, Any]:
    dev = Device(backend, name)
    xp = dev.xp
    hosts = host_inputs()
    there = {k: dev.there(v) for k, v in hosts.items()}
    here = {k: dev.native(v) for k, v in hosts.items()}
    report: dict[str, list[str]] = {}
    syncs: dict[str, str] = {}
    excused = dict(EXCUSED[backend])
    if not dev.has_data:
        excused.update({f"namespace:{p}": _NO_DATA for p in DATA_DEPENDENT})
        excused.update({f"facade:{p}": f"on a device without data: {why}"
                        for p, why in OPERATORS_DATA_DEPENDENT.items()})
    elif dev.sync_checked:
        excused.update({f"namespace:{p}": _READS_VALUES.format(why)
                        for p, why in DATA_DEPENDENT.items()})
        excused.update({f"facade:{p}": _READS_VALUES.format(why)
                        for p, why in OPERATORS_DATA_DEPENDENT.items()})
    import array_api_compat

    try:
        compat: Any = array_api_compat.array_namespace(there["x"])
    except TypeError:  # TensorFlow: no peer namespace, so every host read is a failure
        compat = None

    def run(case: str, inputs: tuple[str, ...], call: Callable[..., Any],
            peer: Callable[..., Any] | None = None, warm: bool = False) -> None:
        peer_call = None if peer is None or compat is None else (
            lambda: peer(*[there[k] for k in inputs]))
        report[case] = _compare(dev, lambda: call(*[there[k] for k in inputs]),
                                lambda: call(*[here[k] for k in inputs]), peer_call, warm,
                                syncs, case, values=case not in UNSPECIFIED_VALUES)

    def through(ns: Any, path: str) -> Callable[..., Any]:
        """The case of ``path`` called with the namespace ``ns``."""
        case, call = CASES[path], ON_DEVICE.get(path)
        return (lambda *a: call(ns, *a)) if call else (lambda *a: case(ns, *a))

    for path in standard_paths():
        run(f"namespace:{path}", CASES[path].inputs, through(xp, path),
            through(compat, path))
    for label, (inputs, fn) in EXTRA.items():
        run(f"namespace:{label}", inputs, lambda *a, fn=fn: fn(xp, *a),
            lambda *a, fn=fn: fn(compat, *a))

    import xpagnostic

    T = xpagnostic.astensor
    for label, (inputs, op) in {**OPERATORS, **FACADE_EXTRA}.items():
        run(f"facade:{label}", inputs, lambda *a, op=op: op(T, *a))
    facade_xp = T(there["x"]).__array_namespace__()
    for path in ("add", "sum", "matmul", "linalg.inv", "fft.fft", "astype", "concat",
                 "zeros"):
        method = through(facade_xp, path)
        run(f"facade method:{path}", CASES[path].inputs,
            lambda *a, f=method: _raw(f(*map(T, a))), through(compat, path))

    for label, (inputs, transform) in TRANSFORMS.items():
        for where, ad, ns in (("xp.autodiff", xp.autodiff, xp),
                              ("xpagnostic.autodiff", xpagnostic.autodiff, xp),
                              ("facade", facade_xp.autodiff, facade_xp)):
            if where == "xpagnostic.autodiff" and label not in DISPATCHED:
                continue
            if where == "facade" and label not in FACADE_AUTODIFF:
                continue
            custom = build_custom(ad)
            wrap = T if where == "facade" else (lambda a: a)
            run(f"autodiff:{where}.{label}", inputs, lambda *a, t=transform, ad=ad, ns=ns,
                custom=custom, wrap=wrap: _raw(t(ns, ad, custom, *map(wrap, a))),
                warm=label in COMPILING)

    report["errors:two devices"] = _two_devices(dev, dev.committed(hosts["x"]), there["x"])
    report["errors:no such device"] = _missing_device(dev)
    for case in excused:
        report.pop(case, None)
    placed = [n for n in dir(xp) if getattr(getattr(xp, n), "__xpagnostic_placed__", False)]
    return {"report": report, "excused": excused, "device": str(dev.device),
            "placed": len(placed), "syncs": syncs}


def _raw(out: Any) -> Any:
    """Native arrays of a result holding facade Tensors."""
    if isinstance(out, dict):
        return {k: _raw(v) for k, v in out.items()}
    if isinstance(out, (tuple, list)):
        return type(out)(_raw(v) for v in out) if type(out) in (tuple, list) else tuple(
            _raw(v) for v in out)
    return getattr(out, "raw", out)


def _two_devices(dev: Device, a: Any, b: Any) -> list[str]:
    """Operands on two devices: an error naming both (the framework's own, or ours)."""
    if dev.backend == "torch":
        return []  # a meta and a CPU tensor: PyTorch's own error, which names both
    if dev.on(a):
        return []  # the device under check is the default one: one device only
    try:
        dev.xp.add(a, b)
    except Exception as exc:
        text = str(exc)
        if dev.backend == "tensorflow":
            wanted = [str(a.device), str(b.device)]
        else:
            wanted = [str(a.device.id), str(b.device.id)]  # JAX names the device ids
        missing = [w for w in wanted if w not in text]
        return [f"the error does not name {missing}: {text[:200]}"] if missing else []
    return ["operands on two devices: no error"]


def _missing_device(dev: Device) -> list[str]:
    """``device=`` naming a device that does not exist: an error naming it, never another
    device in its place."""
    if dev.backend != "tensorflow":
        return []
    import tensorflow as tf

    from xpagnostic._accelerators import DeviceNotFound

    gpus = len(tf.config.list_logical_devices("GPU"))
    problems = []
    for name in (f"gpu:{gpus}", f"/GPU:{gpus}", "cpu:64"):
        try:
            out = dev.xp.zeros(3, device=name)
        except DeviceNotFound as exc:
            if name not in str(exc) or "CPU:0" not in str(exc):
                problems.append(f"{name}: the message does not name it and CPU:0: {exc}")
        else:
            problems.append(f"device={name!r} gave an array on {out.device}")
    return problems


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if "--sync-debug" in sys.argv:
        os.environ[SYNC_DEBUG_ENV] = sys.argv[sys.argv.index("--sync-debug") + 1]
        args = [a for a in args if a != os.environ[SYNC_DEBUG_ENV]]
    backend = args[0]
    name = args[1] if len(args) > 1 else DEFAULT_CHECK_DEVICE[backend]
    try:
        result = check(backend, name)
    except Exception:
        result = {"crashed": traceback.format_exc()}
    print(json.dumps(result))


if __name__ == "__main__":
    main()

"""``python -m xpagnostic``: backends found, versions, devices, a live demo and a self-test.

Without options it lists every backend (installed or not, with the pip extra that adds a
missing one) with the accelerators its framework sees (GPUs, or why there is none), and runs
the same agnostic functions on each installed backend, side by side.  CuPy's GPUs are listed
too when CuPy is installed (``get_namespace`` hands its arrays to their own namespace,
array-api-compat's).
``--json`` prints the same facts for programs; ``--check`` imports each installed framework and
runs a self-test of six or seven small checks on it, exiting non-zero when one fails (its time is
mostly the frameworks' imports and JAX's first compilations); ``--backend NAME`` limits any of these
to one backend.

This is a program, so it keeps the frameworks it imports from writing their start-up logs
(TensorFlow's C++ and absl lines) into its report: their standard-error output while they
load and run the checks is captured, and shown only when something fails.  The library
itself never changes a framework's logging.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import importlib.util
import json
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from importlib import metadata
from typing import Any

import xpagnostic
import xpagnostic.autodiff
from xpagnostic import _accelerators
from xpagnostic._backends import BACKENDS

_NAME_WIDTH = 11


def norm(x: Any) -> Any:
    """Euclidean norm, written once for every backend."""
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def regression_step(w: Any, x: Any, y: Any, lr: float = 0.1) -> tuple[Any, Any]:
    """One gradient-descent step of least squares (analytic gradient): new w, loss."""
    xp = xpagnostic.get_namespace(w, x, y)
    # Namespace functions rather than operators: native tf.Tensor operators do not follow
    # the standard (no promotion, ``@`` only for 2-D), the namespace's functions do.
    residual = xp.subtract(xp.matmul(x, w), y)
    loss = xp.mean(xp.square(residual))
    grad = xp.multiply(xp.matmul(xp.matrix_transpose(x), residual), 2.0 / x.shape[0])
    return xp.subtract(w, xp.multiply(grad, lr)), loss


# --------------------------------------------------------------------------- backends


def backends() -> list[str]:
    """Backend names, from the backend table every layer reads."""
    return list(BACKENDS)


@functools.cache
def _distributions() -> dict[str, list[str]]:
    return dict(metadata.packages_distributions())


def _distribution(module: str) -> tuple[str | None, str | None]:
    """(distribution name, version) that provides the top-level ``module``."""
    names = _distributions().get(module, [])
    for dist in sorted(set(names), key=lambda d: (d != module, d)):
        try:
            return dist, metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return None, None


def _extra(backend: str) -> str:
    extra = BACKENDS[backend].extra
    return f"xpagnostic[{extra}]" if extra else "xpagnostic"


@contextlib.contextmanager
def _captured_stderr(sink: list[str]) -> Iterator[None]:
    """Capture file descriptor 2 (C++ and absl logs, Python warnings) into ``sink``."""
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile(mode="w+b") as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            sink.append(tmp.read().decode(errors="replace"))


def _quiet_frameworks() -> None:
    # Only frameworks this program imports; a user's process is never touched.
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def _import_namespace(backend: str, log: list[str]) -> Any:
    with _captured_stderr(log):
        return importlib.import_module(BACKENDS[backend].namespace)


def _dtype_name(dtype: Any) -> str:
    name = getattr(dtype, "name", None)  # NumPy, JAX and TensorFlow dtypes
    return name if isinstance(name, str) else str(dtype).rsplit(".", 1)[-1]  # torch.float32


def describe(backend: str, log: list[str]) -> dict[str, Any]:
    """Facts about one backend: installed, version, devices, what its namespace supports."""
    row = BACKENDS[backend]
    dist, version = _distribution(row.distribution_module)
    info: dict[str, Any] = {
        "namespace": row.namespace,
        "installed": importlib.util.find_spec(row.distribution_module) is not None,
        "distribution": dist,
        "version": version,
        "install": f"pip install '{_extra(backend)}'",
    }
    if row.computes:
        info["computes"] = row.computes
    if not info["installed"]:
        return info
    try:
        xp = _import_namespace(backend, log)
        with _captured_stderr(log):
            ns_info = xp.__array_namespace_info__()
            devices = [str(d) for d in ns_info.devices()]
            info.update(
                array_api_version=xp.__array_api_version__,
                devices=devices,
                default_device=str(ns_info.default_device()),
                dtypes=sorted(ns_info.dtypes()),
                default_dtypes={k: _dtype_name(v) for k, v in ns_info.default_dtypes().items()},
                capabilities={k: v for k, v in ns_info.capabilities().items()},
                autodiff=backend in xpagnostic.autodiff.DIFFERENTIATING_BACKENDS,
            )
            found = _accelerators.accelerators(backend)
            info["accelerators"] = [a.as_dict() for a in found]
            if not found:
                info["accelerators_note"] = _accelerators.none_reason(backend)
    except Exception as exc:  # a broken install must not stop the report
        info["error"] = f"{type(exc).__name__}: {exc}"
    return info


def describe_others(log: list[str]) -> dict[str, Any]:
    """Array libraries outside the backend table whose accelerators we report (CuPy), and
    the NVIDIA driver as ``nvidia-smi`` reports it."""
    with _captured_stderr(log):
        try:
            cupy: list[_accelerators.Accelerator] | None = _accelerators.cupy_accelerators()
            cupy_error = None
        except Exception as exc:  # a broken CuPy install must not stop the report
            cupy, cupy_error = [], f"{type(exc).__name__}: {exc}"
    info: dict[str, Any] = {"installed": cupy is not None,
                            "namespace": "its own, through get_namespace (array-api-compat's)"}
    if cupy is not None:
        info["version"] = _distribution("cupy")[1]
        info["accelerators"] = [a.as_dict() for a in cupy]
    if cupy_error:
        info["error"] = cupy_error
    return {"other_libraries": {"cupy": info}, "nvidia_smi": _accelerators.nvidia_smi()}


def _accelerator_lines(info: dict[str, Any]) -> list[str]:
    found = [_accelerators.Accelerator(**a) for a in info.get("accelerators", [])]
    if found:
        return [f"accelerator: {a.describe()}" for a in found]
    return [f"accelerators: none; {info['accelerators_note']}"]


# --------------------------------------------------------------------------- demo and checks


def _demo(xp: Any) -> dict[str, str]:
    x = xp.asarray([3.0, 4.0, 12.0])
    features = xp.asarray([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0], [1.0, 3.0]])
    targets = xp.asarray([1.0, 3.0, 5.0, 7.0])
    w = xp.zeros(2)
    loss0 = None
    for _ in range(50):
        w, loss = regression_step(w, features, targets)
        loss0 = loss if loss0 is None else loss0
    assert loss0 is not None
    return {
        "norm([3, 4, 12])": f"{float(norm(x)):.6g}",
        "least squares: loss, step 1": f"{float(loss0):.6g}",
        "least squares: loss, step 50": f"{float(loss):.6g}",
        "least squares: w after 50 steps": "[" + ", ".join(
            f"{float(w[i]):.4f}" for i in range(2)) + "]",
        "result type": type(norm(x)).__module__.split(".")[0] + "." + type(norm(x)).__name__,
    }


def _close(a: Any, b: float, tol: float = 1e-5) -> bool:
    return abs(float(a) - b) <= tol * max(1.0, abs(b))


def _checks(backend: str, xp: Any) -> list[tuple[str, Callable[[], str | None]]]:
    """(name, check) pairs; a check returns None when it passes, else what went wrong."""

    def native() -> str | None:
        x = xp.asarray([1.0, 2.0])
        owner = xpagnostic.backend_of(x)
        return None if owner == backend else f"asarray gave a {type(x).__name__} of {owner}"

    def arithmetic() -> str | None:
        got = norm(xp.asarray([3.0, 4.0, 12.0]))
        return None if _close(got, 13.0) else f"norm([3, 4, 12]) = {float(got)}, expected 13"

    def promotion() -> str | None:
        # The standard's lattice: int8 + int16 is int16 (no wrap-around at 127).
        a = xp.asarray([100, 2], dtype=xp.int8)
        b = xp.asarray([100, 3], dtype=xp.int16)
        got = xp.add(a, b)
        if got.dtype != xp.int16 or int(xp.sum(got)) != 205:
            return f"int8 + int16 gave {got.dtype} summing to {int(xp.sum(got))}, expected 205"
        return None

    def linalg() -> str | None:
        a = xp.asarray([[2.0, 1.0], [1.0, 3.0]])
        sol = xp.linalg.solve(a, xp.asarray([[3.0], [5.0]]))
        # 2x + y = 3, x + 3y = 5  ->  x = 0.8, y = 1.4
        if _close(sol[0, 0], 0.8, 1e-4) and _close(sol[1, 0], 1.4, 1e-4):
            return None
        return f"solve gave {float(sol[0, 0])}, {float(sol[1, 0])}; expected 0.8, 1.4"

    def fft() -> str | None:
        spectrum = xp.fft.fft(xp.asarray([1.0, 0.0, 0.0, 0.0]))
        mags = [float(xp.abs(spectrum)[i]) for i in range(4)]
        return None if all(_close(m, 1.0) for m in mags) else f"|fft(impulse)| = {mags}"

    def regression() -> str | None:
        demo = _demo(xp)
        loss = float(demo["least squares: loss, step 1"])
        return None if _close(loss, 21.0) else f"first least-squares loss {loss}, expected 21"

    checks: list[tuple[str, Callable[[], str | None]]] = [
        ("native arrays in and out", native),
        ("element-wise and reductions", arithmetic),
        ("standard type promotion", promotion),
        ("linalg.solve", linalg),
        ("fft.fft", fft),
        ("gradient-descent demo", regression),
    ]
    if backend in xpagnostic.autodiff.DIFFERENTIATING_BACKENDS:

        def gradient() -> str | None:
            g = xp.autodiff.grad(lambda v: xp.sum(xp.multiply(v, v)))(xp.asarray([1.0, -2.0]))
            got = [float(g[i]) for i in range(2)]
            return None if got == [2.0, -4.0] else f"grad of sum(x**2) at [1, -2] = {got}"

        checks.append(("autodiff.grad", gradient))
    return checks


def run_checks(backend: str, log: list[str]) -> list[dict[str, Any]]:
    """Run the self-test of one installed backend; one result per check."""
    results = []
    try:
        xp = _import_namespace(backend, log)
        checks = _checks(backend, xp)
    except Exception as exc:
        return [{"check": "import", "ok": False, "error": f"{type(exc).__name__}: {exc}"}]
    for name, check in checks:
        start = time.perf_counter()
        try:
            with _captured_stderr(log):
                problem = check()
        except Exception as exc:
            problem = f"{type(exc).__name__}: {exc}"
            log.append(traceback.format_exc())
        results.append({"check": name, "ok": problem is None, "error": problem,
                        "seconds": round(time.perf_counter() - start, 3)})
    return results


# --------------------------------------------------------------------------- output


def _print_backend_line(name: str, info: dict[str, Any]) -> None:
    if not info["installed"]:
        print(f"  {name:<{_NAME_WIDTH}} not installed  ({info['install']})")
    elif "error" in info:
        print(f"  {name:<{_NAME_WIDTH}} unavailable: {info['error']}")
    else:
        print(f"  {name:<{_NAME_WIDTH}} {info['version'] or 'unknown':<12} array API "
              f"{info['array_api_version']}  devices: {', '.join(info['devices'])}")
        if "computes" in info:
            print(f"  {'':<{_NAME_WIDTH}} {info['computes']}")
        for line in _accelerator_lines(info):
            print(f"  {'':<{_NAME_WIDTH}} {line}")


def _print_others(others: dict[str, Any], any_accelerator: bool) -> None:
    cupy = others["other_libraries"]["cupy"]
    if cupy["installed"]:
        print(f"  {'cupy':<{_NAME_WIDTH}} {cupy.get('version') or 'unknown':<12} "
              "get_namespace gives its arrays their own namespace")
        if "error" in cupy:
            print(f"  {'':<{_NAME_WIDTH}} unavailable: {cupy['error']}")
        else:
            cupy_info = {**cupy, "accelerators_note": "CuPy sees no CUDA device"}
            for line in _accelerator_lines(cupy_info):
                print(f"  {'':<{_NAME_WIDTH}} {line}")
        any_accelerator = any_accelerator or bool(cupy.get("accelerators"))
    for gpu in others["nvidia_smi"]:
        print(f"\n  NVIDIA driver {gpu['driver']}: {gpu['name']}, {gpu['memory']} (nvidia-smi)")
    if not any_accelerator:
        print("\nNo accelerator found: every backend listed computes on the host's CPU "
              "(docs: Installing for GPUs).")


def _report(names: list[str]) -> int:
    print(f"xpagnostic {xpagnostic.__version__}: one Array API 2025.12 namespace per backend\n")
    demos: dict[str, dict[str, str]] = {}
    any_accelerator = False
    for name in names:
        log: list[str] = []
        info = describe(name, log)
        _print_backend_line(name, info)
        if not info["installed"] or "error" in info:
            continue
        any_accelerator = any_accelerator or bool(info["accelerators"])
        try:
            with _captured_stderr(log):
                demos[name] = _demo(importlib.import_module(BACKENDS[name].namespace))
        except Exception as exc:  # report, never crash
            print(f"  {'':<{_NAME_WIDTH}} demo failed: {type(exc).__name__}: {exc}")
    _print_others(describe_others([]), any_accelerator)
    if not demos:
        return 1
    where = "every installed backend" if names == backends() else " and ".join(demos)
    print(f"\nThe same agnostic functions on {where}:\n")
    rows = list(next(iter(demos.values())))
    width = max(len(r) for r in rows) + 2
    cols = list(demos)
    colw = max(max(len(v) for d in demos.values() for v in d.values()), 10) + 2
    print(" " * width + "".join(f"{c:<{colw}}" for c in cols))
    for row in rows:
        print(f"{row:<{width}}" + "".join(f"{demos[c][row]:<{colw}}" for c in cols))
    return 0


def _check(names: list[str]) -> int:
    failed = 0
    tested = 0
    for name in names:
        log: list[str] = []
        info = describe(name, log)
        if not info["installed"]:
            print(f"{name}: not installed, skipped ({info['install']})")
            continue
        tested += 1
        results = run_checks(name, log)
        bad = [r for r in results if not r["ok"]]
        failed += bool(bad)
        print(f"{name} {info.get('version') or ''}: "
              f"{'FAILED' if bad else 'ok'} ({len(results) - len(bad)}/{len(results)} checks)")
        for r in results:
            mark = "ok  " if r["ok"] else "FAIL"
            print(f"  {mark} {r['check']}" + (f": {r['error']}" if r["error"] else ""))
        if bad and any(part.strip() for part in log):
            print("  framework output while checking:")
            for line in "".join(log).strip().splitlines()[-20:]:
                print(f"    {line}")
    if tested == 0:
        print("no backend installed: nothing to check", file=sys.stderr)
        return 1
    print(f"\n{tested - failed} of {tested} backends passed the self-test")
    return 1 if failed else 0


def _json(names: list[str], with_checks: bool) -> int:
    out: dict[str, Any] = {
        "xpagnostic": xpagnostic.__version__,
        "array_api_version": "2025.12",
        "python": sys.version.split()[0],
        "backends": {},
    }
    status = 0
    for name in names:
        log: list[str] = []
        info = describe(name, log)
        if with_checks and info["installed"]:
            info["checks"] = run_checks(name, log)
            info["ok"] = all(r["ok"] for r in info["checks"])
            status |= not info["ok"]
        out["backends"][name] = info
    out.update(describe_others([]))
    if with_checks and not any(i["installed"] for i in out["backends"].values()):
        status = 1
    json.dump(out, sys.stdout, indent=1)
    print()
    return status


def main(argv: list[str] | None = None, prog: str = "python -m xpagnostic") -> int:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="Backends xpagnostic finds on this machine: versions, devices, what each "
                    "namespace supports, and the same agnostic functions run on each.",
        epilog="Exit status: 0 on success; 1 when --check finds a failing backend or no "
               "backend is installed; 2 for a usage error.",
    )
    parser.add_argument("--backend", choices=backends(), action="append", metavar="NAME",
                        help=f"only this backend (repeatable; one of: {', '.join(backends())})")
    parser.add_argument("--json", action="store_true",
                        help="print the facts as JSON (with --check: the self-test results too)")
    parser.add_argument("--check", action="store_true",
                        help="import each installed framework and run a self-test of six or seven "
                             "checks on it; exit 1 when one fails")
    parser.add_argument("--version", action="version", version=f"xpagnostic "
                        f"{xpagnostic.__version__}")
    args = parser.parse_args(argv)
    names = args.backend or backends()
    _quiet_frameworks()
    if args.json:
        return _json(names, args.check)
    if args.check:
        return _check(names)
    return _report(names)


def cli() -> None:
    """The ``xpagnostic`` console command."""
    raise SystemExit(main(prog="xpagnostic"))


if __name__ == "__main__":
    raise SystemExit(main())

"""``python -m xpagnostic``: report, --help, --json, --check, --backend, and a quiet stderr."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from functools import cache

from xpagnostic._backends import BACKENDS

INSTALLED = [name for name, row in BACKENDS.items()
             if importlib.util.find_spec(row.distribution_module) is not None]
#: Lines frameworks write while loading: glog/absl prefixes (I0000 00:00:..., W1123 ...),
#: absl's pre-initialisation notice, TensorFlow's oneDNN and CPU-feature notices.
FRAMEWORK_LOG = re.compile(
    r"^[IWEF]\d{4} |absl::|oneDNN|cpu_feature_guard|TF_ENABLE_ONEDNN_OPTS|tensorflow/",
    re.M,
)


@cache
def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "xpagnostic", *args], capture_output=True,
                          text=True, timeout=600, check=False)


def test_demo_runs_on_every_installed_backend() -> None:
    out = run()
    assert out.returncode == 0, out.stdout + out.stderr
    assert "demo failed" not in out.stdout and "unavailable" not in out.stdout, out.stdout
    lines = out.stdout.splitlines()
    table = lines[lines.index("The same agnostic functions on every installed backend:") + 1:]
    header = next(line for line in table if line.strip())
    assert header.split() == INSTALLED
    rows = {line[:33].strip(): line[33:].split() for line in table
            if line.startswith(("norm(", "least squares: loss, step 1 "))}
    # ||(3, 4, 12)|| = 13; the first least-squares loss is mean(y**2) = (1+9+25+49)/4 = 21.
    assert rows["norm([3, 4, 12])"] == ["13"] * len(INSTALLED)
    assert rows["least squares: loss, step 1"] == ["21"] * len(INSTALLED)


def test_default_run_has_no_framework_log_lines() -> None:
    out = run()
    assert out.returncode == 0, out.stderr
    assert not FRAMEWORK_LOG.search(out.stderr), out.stderr
    assert not FRAMEWORK_LOG.search(out.stdout), out.stdout
    assert out.stderr.strip() == "", out.stderr


def test_help_lists_every_option() -> None:
    out = run("--help")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage: python -m xpagnostic")
    for option in ("--json", "--check", "--backend", "--help"):
        assert option in out.stdout
    for name in BACKENDS:
        assert name in out.stdout
    # --help answers without running the report or importing a framework's namespace
    assert "The same agnostic functions" not in out.stdout


def test_json_describes_every_backend() -> None:
    out = run("--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    import xpagnostic

    assert data["xpagnostic"] == xpagnostic.__version__
    assert data["array_api_version"] == "2025.12"
    assert list(data["backends"]) == list(BACKENDS)
    for name, info in data["backends"].items():
        assert info["namespace"] == BACKENDS[name].namespace == f"xpagnostic.{name}"
        assert info["installed"] == (name in INSTALLED)
        if not info["installed"]:
            assert info["install"].startswith("pip install")
            continue
        from importlib import metadata

        assert info["version"] == metadata.version(info["distribution"])
        assert info["array_api_version"] == "2025.12"
        assert info["devices"] and info["default_device"] in info["devices"]
        assert "float32" in info["dtypes"] and "bool" in info["dtypes"]
        assert info["default_dtypes"]["real floating"] in ("float32", "float64")
        assert set(info["capabilities"]) >= {"boolean indexing", "data-dependent shapes"}
        assert info["autodiff"] == (name in ("torch", "jax", "tensorflow", "mlx"))
        assert "checks" not in info
        # Accelerators: a list of devices, or none and the reason (a CPU build, no plugin).
        assert isinstance(info["accelerators"], list)
        for accelerator in info["accelerators"]:
            assert set(accelerator) == {"device", "kind", "name", "memory_bytes"}
        assert bool(info.get("accelerators_note")) == (not info["accelerators"])
    assert set(data["other_libraries"]) == {"cupy"}
    assert isinstance(data["other_libraries"]["cupy"]["installed"], bool)
    assert isinstance(data["nvidia_smi"], list)
    # The text report says "No accelerator found" exactly when no backend lists one.
    found = any(i.get("accelerators") for i in data["backends"].values()) or bool(
        data["other_libraries"]["cupy"].get("accelerators"))
    assert ("No accelerator found" in run().stdout) == (not found)


def test_json_matches_the_namespace_info() -> None:
    import numpy as np

    import xpagnostic

    data = json.loads(run("--json", "--backend", "numpy").stdout)
    assert list(data["backends"]) == ["numpy"]
    info = xpagnostic.get_namespace(np.ones(1)).__array_namespace_info__()
    assert data["backends"]["numpy"]["dtypes"] == sorted(info.dtypes())
    assert data["backends"]["numpy"]["version"] == np.__version__


def test_check_passes_on_every_installed_backend() -> None:
    out = run("--check")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAIL" not in out.stdout
    assert f"{len(INSTALLED)} of {len(INSTALLED)} backends passed the self-test" in out.stdout
    for name in INSTALLED:
        assert re.search(rf"^{name} \S*: ok \((\d+)/\1 checks\)$", out.stdout, re.M), out.stdout
    assert not FRAMEWORK_LOG.search(out.stderr + out.stdout)


def test_check_with_json_reports_each_check() -> None:
    out = run("--check", "--json", "--backend", "numpy")
    assert out.returncode == 0, out.stderr
    numpy_info = json.loads(out.stdout)["backends"]["numpy"]
    assert numpy_info["ok"] is True
    names = [c["check"] for c in numpy_info["checks"]]
    assert "linalg.solve" in names and "autodiff.grad" not in names  # NumPy does not differentiate
    assert all(c["ok"] and c["error"] is None for c in numpy_info["checks"])


def test_check_fails_when_a_backend_breaks() -> None:
    # A namespace whose add ignores the standard's promotion: --check must exit 1 and say so.
    code = (
        "import sys, xpagnostic.numpy as ns, numpy as np\n"
        "ns.add = lambda a, b: np.add(a.astype(np.int8), b.astype(np.int8))\n"
        "from xpagnostic.__main__ import main\n"
        "sys.exit(main(['--check', '--backend', 'numpy']))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=600, check=False)
    assert out.returncode == 1, out.stdout + out.stderr
    assert "FAIL standard type promotion: int8 + int16 gave int8" in out.stdout
    assert "0 of 1 backends passed" in out.stdout


def test_backend_limits_the_report() -> None:
    out = run("--backend", "numpy")
    assert out.returncode == 0, out.stderr
    backend_lines = out.stdout.split("The same agnostic functions")[0].splitlines()
    listed = [line.split()[0] for line in backend_lines
              if line.startswith("  ") and line.split()[0] in BACKENDS]
    assert listed == ["numpy"]
    assert "The same agnostic functions on numpy:" in out.stdout.splitlines()
    assert "every installed backend" not in out.stdout


def test_unknown_backend_is_a_usage_error() -> None:
    out = run("--backend", "cupy")
    assert out.returncode == 2
    assert "invalid choice: 'cupy'" in out.stderr
    assert "numpy" in out.stderr

"""The ``xpagnostic.testing`` pytest plugin, run by pytest's ``pytester`` in this process:
its ids, skips, options and fixture matrix."""

from __future__ import annotations

import copy
import subprocess
import sys

import pytest

from xpagnostic._backends import BACKENDS

pytest_plugins = ["pytester"]

BODY = """
from xpagnostic.testing import assert_close

def double(x):
    return x * 2.0

def test_double(xp, device, mode, xp_name):
    x = xp.asarray([1.0, 2.0], device=device)
    if xp_name.startswith("jax-x64"):
        assert x.dtype == xp.float64
    assert_close(mode(double)(x), xp.asarray([2.0, 4.0], device=device))
"""


#: The in-process runs' options: the plugin, no cache, skip reasons shown.
PLUGIN = ("-p", "xpagnostic.testing", "-p", "no:cacheprovider", "-rs",
          "-W", "ignore::pytest.PytestAssertRewriteWarning")


@pytest.fixture(scope="module", autouse=True)
def compilers_loaded() -> None:
    """Compile once here: pytester's in-process runs drop the modules they import, and a
    compiler's modules imported again register their parts twice."""
    import numpy as np

    from xpagnostic.testing import compiler_of, jit

    for name in ("torch", "jax", "tensorflow"):
        if name in _installed() and compiler_of(name):
            import importlib

            xp = importlib.import_module(f"xpagnostic.{name}")
            jit(lambda x: x * 2.0)(xp.asarray(np.ones(2, dtype=np.float32)))


def _installed() -> list[str]:
    from xpagnostic.testing import installed_backends

    return installed_backends()


def _run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makepyfile(test_user=BODY)
    return pytester.runpytest_inprocess(*PLUGIN, *args)


def test_ids_and_the_matrix(pytester: pytest.Pytester) -> None:
    result = _run(pytester, "--xp-backends", "numpy,jax,jax-x64,array_api_strict", "-v")
    result.assert_outcomes(passed=6, skipped=2)
    result.stdout.fnmatch_lines(["*test_double[[]numpy-eager[]] PASSED*",
                                 "*test_double[[]jax-jit[]] PASSED*",
                                 "*test_double[[]jax-x64-jit[]] PASSED*",
                                 "*test_double[[]array_api_strict-eager[]] PASSED*",
                                 "*numpy has no compiler*"])


def test_device_option_names_the_device_in_ids(pytester: pytest.Pytester) -> None:
    result = _run(pytester, "--xp-backends", "numpy,torch", "--xp-device", "cpu",
                  "--xp-modes", "eager", "-v")
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["*test_double[[]numpy-cpu-eager[]] PASSED*",
                                 "*test_double[[]torch-cpu-eager[]] PASSED*"])


def test_a_missing_device_is_skipped_with_the_devices_that_exist(
        pytester: pytest.Pytester) -> None:
    result = _run(pytester, "--xp-backends", "numpy", "--xp-device", "cuda:7",
                  "--xp-modes", "eager")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*device 'cuda:7' does not exist for numpy*has: cpu*"])


def test_per_backend_devices(pytester: pytest.Pytester) -> None:
    result = _run(pytester, "--xp-backends", "numpy,torch", "--xp-device", "torch=cpu",
                  "--xp-modes", "eager", "-v")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*test_double[[]torch-cpu-eager[]] PASSED*"])


def test_a_backend_not_installed_is_skipped(pytester: pytest.Pytester,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    missing = copy.copy(BACKENDS["dask"])
    missing.distribution_module = "not_installed_here"
    monkeypatch.setitem(BACKENDS, "dask", missing)
    result = _run(pytester, "--xp-backends", "dask", "--xp-modes", "eager")
    result.assert_outcomes(skipped=1)
    result.stdout.fnmatch_lines(["*dask is not installed (pip install xpagnostic[[]dask[]])*"])


def test_the_facade_is_opt_in(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_facade="""
        import xpagnostic

        def test_kind(xp, xp_name):
            x = xp.asarray([1.0])
            assert isinstance(x, xpagnostic.Tensor) == xp_name.startswith("facade-")
        """)
    result = pytester.runpytest_inprocess(*PLUGIN, "--xp-backends", "numpy,torch",
                                          "--xp-facade", "-v")
    result.assert_outcomes(passed=4)
    result.stdout.fnmatch_lines(["*test_kind[[]facade-torch[]] PASSED*"])


def test_unknown_names_are_usage_errors(pytester: pytest.Pytester) -> None:
    result = _run(pytester, "--xp-backends", "numpy,cupy")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*unknown backend 'cupy'*"])
    result = _run(pytester, "--xp-modes", "aot")
    assert result.ret == pytest.ExitCode.USAGE_ERROR


def test_a_graph_break_fails_the_users_test(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_break="""
        from xpagnostic.testing import assert_close

        def branchy(x):
            return x + 1.0 if bool(x[0] > 0) else x

        def test_branchy(xp, mode):
            x = xp.asarray([1.0, 2.0])
            assert_close(mode(branchy)(x), xp.asarray([2.0, 3.0]))
        """)
    result = pytester.runpytest_inprocess(*PLUGIN, "--xp-backends", "torch,jax,dask")
    result.assert_outcomes(passed=3, failed=3)
    result.stdout.fnmatch_lines(["*branchy does not run under torch.compile*",
                                 "*branchy does not run under jax.jit*",
                                 "*branchy computed its Dask graph*"], consecutive=False)


def test_without_the_plugin_there_is_no_xp_fixture(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_user=BODY)
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    result.assert_outcomes(errors=1)
    result.stdout.fnmatch_lines(["*fixture 'xp' not found*"])


def test_importing_it_imports_no_test_runner_and_no_framework() -> None:
    code = ("import sys, xpagnostic.testing; "
            "print(sorted(m for m in ('pytest', 'hypothesis', 'torch', 'jax', 'tensorflow', "
            "'dask') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]"


def test_a_simulated_host_device(pytester: pytest.Pytester,
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """``--xp-device cpu:1`` makes JAX's second host device before JAX starts: in a process
    of its own, since this one has started JAX, and without the host-device settings this
    process may hold (a device count in them is the user's, which the plugin keeps)."""
    pytest.importorskip("jax")
    for name in ("XLA_FLAGS", "JAX_NUM_CPU_DEVICES", "JAX_PLATFORMS"):
        monkeypatch.delenv(name, raising=False)
    pytester.makepyfile(test_user=BODY + """
def test_on_the_second_host_device(xp, device):
    assert device.id == 1 and xp.asarray([1.0]).devices() == {device}
""")
    result = pytester.runpytest_subprocess(*PLUGIN, "--xp-backends", "jax",
                                           "--xp-device", "cpu:1", "--xp-modes", "eager,jit",
                                           "-v")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines(["*test_double[[]jax-cpu:1-jit[]] PASSED*"])


#: A library's fallback for devices without float64, tested on them: the default real
#: dtype of the device, and float64 refused or absent there.
NO_FLOAT64 = """
import numpy as np
import pytest


def best_float(xp, device):
    dtypes = xp.__array_namespace_info__().dtypes(device=device, kind="real floating")
    return dtypes.get("float64", dtypes["float32"])


def test_falls_back(xp, device, xp_name):
    info = xp.__array_namespace_info__()
    assert "float64" not in info.dtypes(device=device)
    assert info.default_dtypes(device=device)["real floating"] == xp.float32
    x = xp.asarray([1.0, 2.0, 3.0], dtype=best_float(xp, device), device=device)
    assert x.dtype == xp.float32
    assert float(xp.sum(x)) == 6.0
"""


def test_no_float64_runs_on_the_devices_without_it(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_fallback=NO_FLOAT64)
    result = pytester.runpytest_inprocess(*PLUGIN, "--xp-no-float64", "-v")
    result.assert_outcomes(passed=3)
    result.stdout.fnmatch_lines_random([
        "*test_falls_back[[]array_api_strict-no_float64[]] PASSED*",
        "*test_falls_back[[]array_api_strict-no_x64[]] PASSED*",
        "*test_falls_back[[]jax-32bit[]] PASSED*"])


def test_the_no_float64_devices_have_no_float64_in_strict_itself() -> None:
    # The reference: array-api-strict refuses float64 on those devices.
    import array_api_strict as strict

    for name in ("no_float64", "no_x64"):
        with pytest.raises((ValueError, TypeError)):
            strict.asarray([1.0], dtype=strict.float64, device=strict.Device(name))


def test_no_float64_chooses_the_backends_itself(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_fallback=NO_FLOAT64)
    result = pytester.runpytest_inprocess(*PLUGIN, "--xp-no-float64", "--xp-backends", "torch")
    assert result.ret == pytest.ExitCode.USAGE_ERROR


def test_the_strict_reference_takes_its_own_device_names(pytester: pytest.Pytester) -> None:
    pytester.makepyfile(test_fallback=NO_FLOAT64)
    result = pytester.runpytest_inprocess(*PLUGIN, "--xp-backends", "array_api_strict",
                                          "--xp-device", "array_api_strict=no_x64", "-v")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*test_falls_back[[]array_api_strict-no_x64[]] PASSED*"])

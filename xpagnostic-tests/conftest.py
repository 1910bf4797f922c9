"""Shared fixtures: ``backend`` runs a test once per installed backend.

``XPAGNOSTIC_TEST_DEVICE`` runs the tests with their arrays on a named device (see
``harness.py``): its backends' default device is set here, before any test runs, and the
tests of a backend without that device are skipped; when no backend has it, the run stops
with exit status 77 (skipped).
"""

from __future__ import annotations

import importlib.util
import os
import re
import sys
from pathlib import Path

import array_api_strict as xps
import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(1, str(Path(__file__).resolve().parent.parent))  # conformance, docs
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# SciPy reads this once, when it is first imported; scikit-learn's array API dispatch needs it
# (interop/test_interop.py). Set before anything imports SciPy (JAX does).
os.environ.setdefault("SCIPY_ARRAY_API", "1")

import harness
from harness import Backend, installed_backends, make_backend

from xpagnostic._backends import BACKENDS as TABLE
from xpagnostic._backends import DIFFERENTIATING
from xpagnostic.testing import SKIPPED, DeviceNotFound, prepare, use_device

# A simulated host device (cpu:1) must exist before its framework starts: before the
# namespaces are imported (installed_backends, below).
for _name, _device in harness.requested_devices(list(TABLE)).items():
    if importlib.util.find_spec(TABLE[_name].distribution_module) is not None:
        prepare(_name, _device)

# The reference implements the version our namespaces implement.
xps.set_array_api_strict_flags(api_version="2025.12")

# Derandomised: a run is reproducible, and a failure hypothesis finds once it finds every time.
settings.register_profile("ci", max_examples=25, deadline=None, derandomize=True)
settings.register_profile("thorough", max_examples=200, deadline=None)
settings.load_profile(os.environ.get("XPAGNOSTIC_HYPOTHESIS_PROFILE", "ci"))

BACKENDS = installed_backends()

#: What Dask itself cannot do, per test (test function -> reason).  The tests run on Dask like
#: on every backend; these fail there for a reason of Dask's own and are marked xfail on Dask
#: only.  ``raises`` keeps each mark to the failure it names.
#: Dask's own gaps: test function -> (reason, errors it raises, regular expression matched in
#: full against the test's parameter id, None for every parameter).  Strict: a case that
#: starts to pass fails until its entry is narrowed.
_INDEX_ARRAYS = (NotImplementedError, IndexError, ValueError, TypeError, AttributeError,
                 AssertionError)
DASK_GAPS: dict[str, tuple[str, tuple[type[BaseException], ...], str | None]] = {
    "test_getitem_and_setitem_match_numpy": (
        "the facade reads these keys as NumPy does, but dask.array writes with at most one "
        "integer or boolean array per key, places an integer next to an index array as a "
        "basic index, and reads and writes no n-d masks and no Python bool",
        (AssertionError,),
        r"dask-(int, :, cols|:, int, cols|None, rows|rows, None, cols|rows2d, cols"
        r"|mask2d|mask2d, cols|mask3d|empty|True|False, \.\.\.)"),
    "test_array_indices_read_and_write": (
        "the facade reads integer-array keys as NumPy does, but dask.array writes with at "
        "most one integer or boolean array per key (no 0-d index arrays), and reads and "
        "writes no n-d or 0-d masks", _INDEX_ARRAYS,
        r"dask-(\(1, array\(.*|\(array\(\[\[.*|\(array\(\[0, 1\]\), array.*"
        r"|\(array\(0\), array\(2\)\)|\(slice\(None, None, None\), 1, array.*"
        r"|array\(\[\[.*|array\((True|False)\))"),
    "test_indexing_above_eight_dimensions": (
        "dask.array's slicing of such keys fails inside Dask",
        (ValueError, IndexError, AttributeError, AssertionError, TypeError),
        r"dask-\((None, 0, Ellipsis, |slice\(0, 1, None\), -1, None, Ellipsis, ).*"),
    "test_negative_steps": (
        "dask.array's assignment with negative slice steps fails inside Dask",
        (ValueError, IndexError, AssertionError, TypeError),
        r"dask-\((slice\(None, None, -1\), None, 1, |0, Ellipsis, slice\(-1, "
        r"|None, slice\(1, 1,).*"),
    "test_slice_bounds_are_tensors_of_any_integer_dtype": (
        "dask.array takes only integer-like slice bounds, not 0-d arrays", (IndexError,), None),
    "test_views_match_numpy": (
        "dask.array cannot write into an array whose chunk sizes are unknown (a boolean "
        "mask's result)", (ValueError,), r"dask-mask_is_a_copy"),
    "test_copy_false_never_copies": (
        "a Dask array has no memory to view: reading it as NumPy computes a new array",
        (ValueError,), None),
    "test_dlpack_round_trip": ("dask.array.Array has no __dlpack__ (a lazy graph has no buffer)",
                               (AttributeError, BufferError, TypeError), None),
    "test_zero_copy_views": ("a Dask array has no memory: from_dlpack/asarray copy",
                             (AssertionError,), None),
    "test_repr_and_format": ("Dask's repr describes the lazy graph in one line; showing "
                             "values would compute it", (AssertionError,), None),
    "test_parity": ("these cases write with several index arrays, which dask.array does not "
                    "support", _INDEX_ARRAYS,
                    r"dask-(index_update_indices|index_update_indices_scalar)"),
    "test_framework_module_wrappers": ("EagerPy has no module wrapper for Dask (ep.torch, "
                                       "ep.jax, ep.tensorflow, ep.numpy only)",
                                       (AssertionError,), None),
    "test_unique_all": ("unique_all of Dask has sizes known only once computed; the test's "
                        "NumPy reference reduces over them", (ValueError,), None),
}
#: Eager random sampling has no Dask generator but xp.random's keys (eager/test_dask.py checks
#: the clear error).
for _name in ("test_int_keys_are_reproducible", "test_native_generators_as_keys",
              "test_random_dtype_from_dummy", "test_seed_makes_the_default_stream_reproducible",
              "test_uniform_bounds_and_normal_moments",
              "test_pgd_native_in_native_out_with_random_start"):
    DASK_GAPS[_name] = ("eager random sampling has no default, seeded or native generator "
                        "for Dask (keys of xp.random work: rng/test_api.py)",
                        (NotImplementedError,), None)
#: scikit-learn on data-dependent Dask shapes (unknown sizes) fails inside scikit-learn.
for _name in ("test_standard_scaler", "test_ridge_svd", "test_linear_discriminant_analysis",
              "test_r2_score", "test_accuracy_score"):
    DASK_GAPS[_name] = ("scikit-learn's array-API code compares or broadcasts shapes whose "
                        "Dask sizes are known only once computed (NaN/None)",
                        (ValueError, TypeError), None)


#: What MLX itself cannot do, per test, as :data:`DASK_GAPS` for Dask.
_MLX_THREADS = ("MLX's streams belong to the thread that made them: an array made in one "
                "thread cannot be computed in another (RuntimeError: There is no Stream(cpu, "
                "N) in current thread)")
MLX_GAPS: dict[str, tuple[str, tuple[type[BaseException], ...], str | None]] = {
    "test_pickle_round_trip": ("mlx.core.array pickles with protocol 2 and later only "
                               "(MLX's array object)", (TypeError,), r"mlx-[01]"),
    "test_eager_pickle_round_trip": ("mlx.core.array pickles with protocol 2 and later "
                                     "only (MLX's array object)", (TypeError,), r"mlx-[01]"),
    "test_dlpack_exports_or_raises_buffer_error": (
        "MLX exports every array it makes through DLPack: no MLX array raises BufferError",
        (pytest.fail.Exception,), None),
    "test_getitem_and_setitem_match_numpy": (
        "mlx.core.array's write with an integer next to an index array places the "
        "broadcast axis where the integer is, not first as NumPy", (AssertionError,),
        r"mlx-int, :, cols"),
}
for _name in ("test_disjoint_and_overlapping_writes",
              "test_masked_and_array_index_writes_from_threads",
              "test_inplace_operators_lose_no_update",
              "test_scikit_learn_parallel_pairwise_distances",
              "test_threads_write_disjoint_rows_through_views",
              "test_threads_add_through_different_views_of_one_element"):
    MLX_GAPS[_name] = (_MLX_THREADS, (RuntimeError, AssertionError), None)
_MLX_INT32 = ("MLX's default integer dtype is int32 (arange, the sums of booleans and small "
              "integers, Python integers), where EagerPy's NumPy semantics give int64")
MLX_GAPS["test_parity"] = (_MLX_INT32, (AssertionError,),
                           r"mlx-(where_both_scalars|sum_bool|sum_int|arange|arange_start"
                           r"|arange_step|meshgrid_xy)")
MLX_GAPS["test_integer_dtypes_are_the_same"] = (_MLX_INT32, (AssertionError,), None)
MLX_GAPS["test_framework_module_wrappers"] = (
    "EagerPy has no module wrapper for MLX (ep.torch, ep.jax, ep.tensorflow, ep.numpy only)",
    (AssertionError,), None)
for _name in ("test_int_keys_are_reproducible", "test_native_generators_as_keys",
              "test_random_dtype_from_dummy", "test_seed_makes_the_default_stream_reproducible",
              "test_uniform_bounds_and_normal_moments",
              "test_pgd_native_in_native_out_with_random_start"):
    MLX_GAPS[_name] = ("eager random sampling has no default, seeded or native generator "
                       "for MLX (keys of xp.random work: rng/test_api.py)",
                       (NotImplementedError,), None)
#: Backend -> its gaps (the tests run on it like on every backend; these are marked xfail).
GAPS = {"dask": DASK_GAPS, "mlx": MLX_GAPS}


def pytest_configure(config: pytest.Config) -> None:
    requested = harness.requested_devices(BACKENDS)
    existing = {}
    for name, device in requested.items():
        try:
            harness.TEST_DEVICES[name] = use_device(name, device)
        except DeviceNotFound as exc:
            harness.MISSING_DEVICES[name] = str(exc)
            existing[name] = ", ".join(exc.existing)
    if requested and not harness.TEST_DEVICES:
        asked = ", ".join(sorted(set(requested.values())))
        pytest.exit(f"{harness.DEVICE_ENV}={os.environ[harness.DEVICE_ENV]}: no installed "
                    f"backend has the device {asked}; devices here: "
                    + "; ".join(f"{n}: {d}" for n, d in existing.items())
                    + f". Nothing was run (exit status {SKIPPED}: skipped, not failed)",
                    returncode=SKIPPED)


def pytest_unconfigure(config: pytest.Config) -> None:
    for run in harness.TEST_DEVICES.values():
        run.restore()
    harness.TEST_DEVICES.clear()
    harness.MISSING_DEVICES.clear()


def pytest_report_header(config: pytest.Config) -> list[str]:
    if not harness.TEST_DEVICES:
        return []
    lines = [f"{harness.DEVICE_ENV}: " + "; ".join(
        run.describe() for run in harness.TEST_DEVICES.values())]
    if harness.MISSING_DEVICES:
        lines.append("skipped for lack of the device: " + ", ".join(harness.MISSING_DEVICES))
    return lines


def _off_host(item: pytest.Item) -> str | None:
    """The run's device that keeps this test's arrays off the host, if any."""
    callspec = getattr(item, "callspec", None)
    param = callspec.params.get("backend") if callspec is not None else None
    name = getattr(param, "name", param)
    runs = ([harness.TEST_DEVICES[name]] if name in harness.TEST_DEVICES
            else [] if name is not None else list(harness.TEST_DEVICES.values()))
    return next((str(r.device) for r in runs if not r.on_host), None)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if harness.TEST_DEVICES and item.get_closest_marker("host_memory"):
            device = _off_host(item)
            if device is not None:
                item.add_marker(pytest.mark.skip(
                    reason=f"checks host memory (NumPy buffers); this run's arrays are on "
                           f"{device}"))
        callspec = getattr(item, "callspec", None)
        param = callspec.params.get("backend") if callspec is not None else None
        name = getattr(param, "name", param)
        if callspec is None or name not in GAPS:
            continue
        gap = GAPS[name].get(getattr(item, "originalname", item.name))
        if gap is not None:
            reason, raises, ids = gap
            if ids is None or re.fullmatch(ids, callspec.id, re.S):
                label = TABLE[name].label
                item.add_marker(pytest.mark.xfail(reason=f"{label}: {reason}", raises=raises,
                                                  strict=True))


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> Backend:
    harness.skip_without_device(request.param)
    return make_backend(request.param)


@pytest.fixture(params=[b for b in BACKENDS if b in DIFFERENTIATING])
def diff_backend(request: pytest.FixtureRequest) -> Backend:
    """Backends that differentiate (those with an autodiff primitive in the table)."""
    harness.skip_without_device(request.param)
    return make_backend(request.param)


@pytest.fixture(params=list(DIFFERENTIATING))
def fw(request: pytest.FixtureRequest) -> object:
    """A differentiating framework, used through plain native ops (autodiff tests)."""
    from autodiff.fixtures import make_fw

    harness.skip_without_device(request.param)
    return make_fw(request.param)

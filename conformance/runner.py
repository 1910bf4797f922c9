"""Run data-apis/array-api-tests against one xpagnostic target and summarise.

Usage::

    python -m conformance --backend numpy [--suite DIR] [--max-examples 20]
                          [--file test_linalg.py ...] [--no-write] [--device cuda:0]

The suite's location comes from ``--suite`` or ``ARRAY_API_TESTS_DIR``.  When
neither is given, the runner clones the pinned tag (network permitting) into a
cache folder.  Per target, ``conformance/xfails/<target>.txt`` and
``conformance/skips/<target>.txt`` list test ids, each followed by
``# reason``.  The Hypothesis deadline is off: wall-clock limits on a shared
machine measure the machine (JIT compilation, load), not conformance.
Dtypes the target's ``__array_namespace_info__().dtypes()`` does not list are
not tested.  Summaries go to ``docs/conformance/<target>.{json,md}``, with counts per test
file and per function of the standard (``per_function``, read by the docs' support matrix);
``python -m docs.generate`` then updates the tables that quote them.

``--device NAME`` (``cuda:0``, ``gpu``, ``/GPU:0``, ``cpu``, ``cpu:1`` ...) runs the suite with
that device as the framework's default (the ``conformance.device`` plugin): every array the
suite makes lands there.  Its summary records the device, the accelerator and the NVIDIA
driver, and goes to ``docs/gpu/conformance-<target>.json`` (``--out`` to change the folder),
never over the published CPU summaries.  When the device does not exist here, the runner says
so, lists the devices that do, and exits with status 77 (skipped) without running anything.

Exit status: 0 when nothing failed, 1 when a test failed (or pytest gave no report), 2 for
a usage error or a missing suite, 77 when the device of ``--device`` does not exist here.

A long run prints a progress line per test file (tests done / total, elapsed time, that
file's outcomes).  A suite folder that is missing, lacks the spec checkout, or is not at tag
``SUITE_TAG`` is refused with the command that fixes it (``--any-tag`` runs it anyway).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, replace
from importlib import metadata
from pathlib import Path
from typing import Any, Final

from conformance.device import ENV as DEVICE_ENV
from conformance.device import SKIPPED, host_devices_flag
from xpagnostic._accelerators import nvidia_smi
from xpagnostic._backends import BACKENDS

SUITE_REPO = "https://github.com/data-apis/array-api-tests.git"
SUITE_TAG = "2026.02.26"
SPEC_REPO = "https://github.com/data-apis/array-api.git"
SPEC_COMMIT = "5f847a3858875c682ae901aa22b0413bf24be9da"
API_VERSION = "2025.12"

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
DOCS = ROOT / "docs" / "conformance"
#: Where results of runs on a named device go (the docs' GPU page renders them).
DEVICE_RESULTS = ROOT / "docs" / "gpu"


@dataclass(frozen=True)
class Target:
    name: str
    module: str  # value of ARRAY_API_TESTS_MODULE
    frameworks: tuple[str, ...]
    plugins: tuple[str, ...] = ()  # pytest plugins loaded into the suite's process
    #: environment variables the suite's process gets (JAX's 32- or 64-bit mode)
    env: tuple[tuple[str, str], ...] = ()
    #: further xfail lists (``conformance/xfails/<name>.txt``) read before the target's own
    also_xfails: tuple[str, ...] = ()
    #: the backend of the table whose arrays it tests ("" for a library outside the table)
    backend: str = ""
    #: dtypes of the namespace that the framework's own array object cannot compute with
    #: (its operators have no kernels for them): see :data:`OPERATOR_TESTS`
    operator_gaps: tuple[str, ...] = ()


def _facade(backend: str) -> str:
    return (
        "exec('import xpagnostic.tensor as t; "
        f"xp = t.facade_namespace(\"{backend}\")')"
    )


#: tf.Tensor.shape is a TensorShape; this plugin lets the suite's own helpers (hypothesis
#: strategies, ndindex, shape assertions) accept it.  The namespace needs no help: the
#: ``tensorflow-unassisted`` target runs the same suite with no plugin at all.
_TF_PLUGINS = ("conformance.tensorflow_adapter",)
#: MLX's dtypes raise when compared with None, which the suite's dtype lookups do.
_MLX_PLUGINS = ("conformance.mlx_adapter",)

#: JAX's mode is pinned per target, so a JAX_ENABLE_X64 set in the shell changes no figure.
_JAX_32 = (("JAX_ENABLE_X64", "0"),)
_JAX_64 = (("JAX_ENABLE_X64", "1"),)
#: Dask computes the suite's small arrays in the calling thread: a thread pool per compute
#: measures the machine's load, not conformance (a cluster is exercised by the tests).
_DASK = (("DASK_SCHEDULER", "synchronous"),)
#: Each element the suite inspects on a Dask array is one graph computation: failures are
#: reported unshrunk (outcomes are unchanged, see the plugin).
_DASK_PLUGINS = ("conformance.no_shrink",)

@dataclass(frozen=True)
class _Suite:
    """What the suite needs for one backend of the table beyond its class: the summaries
    record the versions of its ``distributions`` (the namespace's, also of what it
    ``stands_on``)."""

    plugins: tuple[str, ...] = ()
    facade_plugins: tuple[str, ...] = ()
    env: tuple[tuple[str, str], ...] = ()
    #: the namespace target's :attr:`Target.operator_gaps`
    operator_gaps: tuple[str, ...] = ()


#: The suite's plugins and settings for the targets of a backend, by the conformance
#: modules they name; a backend missing here runs with no plugin.
_SUITE: dict[str, _Suite] = {
    # torch.Tensor's own operators have no kernels for uint16/uint32/uint64 (+, <, >>,
    # //...) and promote them with no other dtype; the namespace's functions compute them.
    "torch": _Suite(operator_gaps=("uint16", "uint32", "uint64")),
    "jax": _Suite(env=_JAX_32),
    # The facade's shape is a tuple: it runs the suite without the TensorShape plugin.
    "tensorflow": _Suite(_TF_PLUGINS),
    "dask": _Suite(_DASK_PLUGINS, _DASK_PLUGINS, env=_DASK),
    "mlx": _Suite(_MLX_PLUGINS, _MLX_PLUGINS),
}


def _backend_targets() -> dict[str, Target]:
    """A namespace target and a facade target for every backend of the table."""
    out: dict[str, Target] = {}
    for name, row in BACKENDS.items():
        suite = _SUITE.get(name, _Suite())
        own = row.distributions or (row.distribution_module,)
        out[name] = Target(name, row.namespace, (*own, *row.stands_on), suite.plugins,
                           env=suite.env, backend=name, operator_gaps=suite.operator_gaps)
        out[f"facade-{name}"] = Target(f"facade-{name}", _facade(name), own,
                                       suite.facade_plugins, env=suite.env, backend=name)
    return out


TARGETS: dict[str, Target] = {
    **_backend_targets(),
    "jax-x64": Target("jax-x64", "xpagnostic.jax", ("jax", "jaxlib"), env=_JAX_64,
                      backend="jax"),
    "facade-jax-x64": Target("facade-jax-x64", _facade("jax"), ("jax", "jaxlib"), env=_JAX_64,
                             backend="jax"),
    # The same namespace with no plugin: the tensorflow xfails (the native tf.Tensor object)
    # plus those of the suite's helpers that take only tuples.
    "tensorflow-unassisted": Target("tensorflow-unassisted", "xpagnostic.tensorflow",
                                    ("tensorflow-cpu", "numpy"),
                                    also_xfails=("tensorflow",), backend="tensorflow"),
    "strict": Target("strict", "array_api_strict", ("array-api-strict", "numpy")),
    # array-api-compat's own Dask namespace, run raw: the baseline the dask target is measured by.
    "compat-dask": Target("compat-dask", "array_api_compat.dask.array",
                          ("dask", "array-api-compat"), _DASK_PLUGINS, env=_DASK,
                          backend="dask"),
}


#: Marks an xfail whose failure depends on inputs the suite draws without the seed
#: (``strategy.example()`` in test_special_cases): such an entry may pass on some runs.
INTERMITTENT = "[intermittent]"


def read_id_list(path: Path) -> dict[str, str]:
    """Test id -> reason, from a file of ``test_id  # reason`` lines.

    Every entry must carry a reason; a bare id is an error.
    """
    entries: dict[str, str] = {}
    if not path.exists():
        return entries
    for lineno, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        test_id, sep, reason = line.partition("#")
        if not sep or not reason.strip():
            raise SystemExit(f"{path.name}:{lineno}: entry {test_id.strip()!r} has no '# reason'")
        entries[test_id.strip()] = reason.strip()
    return entries


def _matches(nodeid: str, pattern: str) -> bool:
    """The suite's own matching rule for xfail/skip ids (prefix by file, test or param)."""
    if nodeid == pattern or nodeid.startswith(pattern.rstrip("/") + "/"):
        return True
    if pattern.endswith(".py") and nodeid.startswith(pattern):
        return True
    return nodeid.split("::", 2)[0] == pattern or nodeid.split("[", 2)[0] == pattern


def check_suite(path: Path) -> None:
    """Refuse a suite folder that is missing, not array-api-tests, or at another tag.

    The tag is read with git; a copy without git history is accepted when its
    spec checkout holds the stubs of the API version we test.
    """
    if not path.exists():
        raise SystemExit(f"conformance: suite folder {path} does not exist")
    if not (path / "array_api_tests").is_dir():
        raise SystemExit(f"conformance: {path} is not an array-api-tests checkout "
                         "(no array_api_tests/ folder in it)")
    stubs = path / "array-api" / "src" / "array_api_stubs" / f"_{API_VERSION.replace('.', '_')}"
    if not stubs.is_dir():
        raise SystemExit(
            f"conformance: {path} has no spec checkout for {API_VERSION} (expected "
            f"{stubs.relative_to(path)}); run `git submodule update --init` in it, or clone "
            f"the spec at {SPEC_COMMIT[:12]} into array-api/"
        )
    if not (path / ".git").exists():
        return
    try:
        proc = subprocess.run(["git", "-C", str(path), "tag", "--points-at", "HEAD"],
                              capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return  # no git to ask: the spec check above is all we can do
    if proc.returncode != 0:
        return
    tags = proc.stdout.split()
    if SUITE_TAG not in tags:
        at = ", ".join(tags) if tags else "a commit with no tag"
        raise SystemExit(
            f"conformance: {path} is at {at}, not at tag {SUITE_TAG}, the version our "
            f"published results use; run `git -C {path} checkout {SUITE_TAG}` "
            "(or pass --any-tag to run it as it is)"
        )


def locate_suite(explicit: str | None, allow_clone: bool = True,
                 any_tag: bool = False) -> Path | None:
    """Find the suite: --suite, then ARRAY_API_TESTS_DIR, then a pinned clone."""
    for candidate in (explicit, os.environ.get("ARRAY_API_TESTS_DIR")):
        if candidate:
            path = Path(candidate).expanduser().resolve()
            if any_tag:
                if not (path / "array_api_tests").is_dir():
                    raise SystemExit(f"conformance: {path} is not an array-api-tests checkout")
            else:
                check_suite(path)
            return path
    if not allow_clone:
        return None
    cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / (
        f"xpagnostic/array-api-tests-{SUITE_TAG}"
    )
    if (cache / "array_api_tests").is_dir():
        return cache
    try:
        subprocess.run(
            ["git", "clone", "--quiet", "--depth", "1", "--branch", SUITE_TAG, SUITE_REPO,
             str(cache)],
            check=True, timeout=300,
        )
        spec = cache / "array-api"
        subprocess.run(["git", "clone", "--quiet", SPEC_REPO, str(spec)], check=True, timeout=600)
        subprocess.run(["git", "-C", str(spec), "checkout", "--quiet", SPEC_COMMIT], check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    return cache


def _versions(target: Target) -> dict[str, str]:
    out = {}
    for dist in ("xpagnostic", *target.frameworks, "hypothesis"):
        # A CPU build's distribution (tensorflow-cpu) has a GPU twin without the suffix.
        for name in dict.fromkeys((dist, dist.removesuffix("-cpu"))):
            try:
                out[name] = metadata.version(name)
                break
            except metadata.PackageNotFoundError:
                continue
        else:
            out[dist] = "not installed"
    return out


STANDARD_DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                   "uint64", "float32", "float64", "complex64", "complex128")


def unsupported_dtypes(target: Target, env: dict[str, str]) -> tuple[list[str], list[str]]:
    """Standard dtypes the target's ``__array_namespace_info__().dtypes()`` does not list,
    and those of them the namespace does not even have as attributes.

    The suite takes its dtypes from the namespace's attributes; the info object is what
    tells whether the backend supports them right now (JAX without x64, for example).
    Asked in a subprocess so that the runner itself imports no framework.
    """
    if target.module.startswith("exec("):
        code = f"{target.module[6:-2]}\n"
    else:
        code = f"import {target.module} as xp\n"
    code += "print(','.join(xp.__array_namespace_info__().dtypes()))\n"
    code += f"print(','.join(n for n in {STANDARD_DTYPES!r} if not hasattr(xp, n)))\n"
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode != 0:
        raise SystemExit(f"conformance: cannot import {target.module}:\n{proc.stderr}")
    listed_line, absent_line = proc.stdout.split("\n")[-3:-1]
    listed = set(listed_line.split(","))
    absent = [d for d in absent_line.split(",") if d]
    return [d for d in STANDARD_DTYPES if d not in listed], absent


#: Suite files that hard-code ``xp.float64``/``xp.complex128``/``xp.int64`` and break
#: when those dtypes are skipped; they run with every dtype the namespace has.
_HARD_CODED_DTYPE_FILES = ("test_special_cases.py",)


def _split_for_skipped_dtypes(
    files: list[str], env: dict[str, str], skipped: list[str], suite: Path
) -> list[tuple[list[str], dict[str, str]]]:
    """pytest runs: most files without the unsupported dtypes, a few with all of them."""
    all_files = [f"array_api_tests/{p.name}" for p in
                 sorted((suite / "array_api_tests").glob("test_*.py"))]
    chosen = all_files if files == ["array_api_tests/"] else files
    hard = [f for f in chosen if f.rsplit("/", 1)[-1] in _HARD_CODED_DTYPE_FILES]
    rest = [f for f in chosen if f not in hard]
    skip_env = {**env, _SKIP_DTYPES: ",".join(skipped)}
    return [(fs, e) for fs, e in ((rest, skip_env), (hard, env)) if fs]


#: ``pytest -k`` expression of the suite's tests that compute with the array object's own
#: operators: the operator tests (ids such as ``test_add[__add__(x1, x2)]``), and the tests
#: whose reference values the suite computes with them (``linalg.cross``, ``linalg.outer``).
OPERATOR_TESTS: Final = "__ or test_cross or test_outer"

_SKIP_DTYPES: Final = "ARRAY_API_TESTS_SKIP_DTYPES"

Run = tuple[list[str], dict[str, str], tuple[str, ...]]


def _split_for_operator_gaps(runs: list[Run], gaps: tuple[str, ...]) -> list[Run]:
    """Each run twice: the tests of :data:`OPERATOR_TESTS` without the dtypes ``gaps`` (the
    framework's array object cannot compute with them, and patching its class is not the
    namespace's to do), every other test with them."""
    out: list[Run] = []
    for files, env, extra in runs:
        skip = ",".join(d for d in (*env.get(_SKIP_DTYPES, "").split(","), *gaps) if d)
        out += [(files, env, (*extra, "-k", f"not ({OPERATOR_TESTS})")),
                (files, {**env, _SKIP_DTYPES: skip}, (*extra, "-k", OPERATOR_TESTS))]
    return out


def _write_ids(ids: dict[str, str], folder: Path, name: str) -> Path:
    path = folder / name
    path.write_text("".join(f"{i}\n" for i in ids))
    return path


#: Test files of the suite whose tests each cover one function of an extension.
_EXTENSION_FILES = {"test_fft.py": "fft"}
#: Functions of the linalg extension that test_linalg.py tests under their bare name.
_LINALG_ONLY = frozenset({
    "cholesky", "cross", "det", "diagonal", "eigh", "eigvalsh", "eig", "eigvals", "inv",
    "matrix_norm", "matrix_power", "matrix_rank", "outer", "pinv", "qr", "slogdet", "solve",
    "svd", "svdvals", "trace", "vector_norm",
})
#: Tests of a variant of one function, by test name.
_VARIANTS = {
    "asarray_scalars": "asarray", "asarray_arrays": "asarray", "expand_dims_tuples": "expand_dims",
    "nonzero_zerodim_error": "nonzero", "diff_append_prepend": "diff", "isin_scalars": "isin",
    "searchsorted_with_scalars": "searchsorted", "where_with_scalars": "where",
    "finfo_dtype": "finfo", "iinfo_dtype": "iinfo",
}


def _snake(name: str) -> str:
    return "".join(f"_{c.lower()}" if c.isupper() else c for c in name).lstrip("_")


def function_of(nodeid: str) -> str:
    """The standard's name a suite test covers: ``add``, ``linalg.qr``, ``array.__add__``...

    Array-object methods are ``array.<name>``, inspection functions ``info.<name>``,
    constants ``constant.<name>``.  Used to summarise results per function.
    """
    parts = nodeid.split("::")
    file = parts[0].rsplit("/", 1)[-1]
    test, _, param = parts[-1].partition("[")
    param = param[:-1] if param.endswith("]") else param
    cls = parts[1] if len(parts) > 2 else ""

    def named(name: str) -> str:
        return f"array.{name}" if name.startswith("__") else name

    if file == "test_has_names.py":
        category, _, name = param.partition("-")
        if category in ("linalg", "fft"):
            return f"{category}.{name}"
        if category.startswith("array_"):
            return f"array.{name}"
        if category == "constants":
            return f"constant.{name}"
        if category == "info" and name != "__array_namespace_info__":
            return f"info.{name}"
        return name
    if file == "test_signatures.py":
        if test == "test_array_method_signature":
            return f"array.{param}"
        if test == "test_info_func_signature":
            return f"info.{param}"
        return param
    if file == "test_special_cases.py":
        return named(param.split("(", 1)[0].strip())
    if file == "test_constants.py":
        return f"constant.{param.split('-', 1)[0] if param else test[len('test_'):]}"
    if file == "test_array_object.py":
        if test.startswith("test_getitem"):
            return "array.__getitem__"
        if test.startswith("test_setitem"):
            return "array.__setitem__"
        return f"array.{param.split('(', 1)[0]}" if param else f"array.{test[len('test_'):]}"
    if file == "test_inspection_functions.py":
        name = test[len("test_"):]
        return f"info.{name.removeprefix('array_namespace_info_')}"
    if cls:
        return _snake(cls.removeprefix("Test"))
    if file == "test_operators_and_elementwise_functions.py" and param:
        return named(param.split("(", 1)[0])
    if file in _EXTENSION_FILES:
        if test == "test_shift_func":
            return f"fft.{param}"
        return f"{_EXTENSION_FILES[file]}.{test[len('test_'):]}"
    name = test[len("test_"):]
    if file == "test_linalg.py":
        if name.startswith("linalg_"):
            return f"linalg.{name[len('linalg_'):]}"
        name = name.removesuffix("_conj")
        return f"linalg.{name}" if name in _LINALG_ONLY else name
    return _VARIANTS.get(name, name)


def summarise(report: dict[str, object], xfails: dict[str, str]) -> dict[str, object]:
    per_file: dict[str, Counter[str]] = defaultdict(Counter)
    per_function: dict[str, Counter[str]] = defaultdict(Counter)
    failed: list[str] = []
    xpassed: list[str] = []
    tests = report.get("tests", [])
    assert isinstance(tests, list)
    for test in tests:
        nodeid = test["nodeid"]
        outcome = test["outcome"]
        file = nodeid.split("::", 1)[0].rsplit("/", 1)[-1]
        per_file[file][outcome] += 1
        per_function[function_of(nodeid)][outcome] += 1
        if outcome == "failed":
            failed.append(nodeid)
        elif outcome == "xpassed":
            xpassed.append(nodeid)
    totals: Counter[str] = Counter()
    for counts in per_file.values():
        totals.update(counts)
    unused = [x for x in xfails if not any(_matches(t["nodeid"], x) for t in tests)]
    return {
        "totals": dict(totals),
        "per_file": {k: dict(v) for k, v in sorted(per_file.items())},
        "per_function": {k: dict(v) for k, v in sorted(per_function.items())},
        "failed": sorted(failed),
        "xpassed": sorted(xpassed),
        "unmatched_xfails": unused,
    }


def write_markdown(path: Path, data: dict[str, object]) -> None:
    totals = data["totals"]
    assert isinstance(totals, dict)
    cols = ("passed", "failed", "xfailed", "xpassed", "skipped")
    lines = [
        f"# Conformance: `{data['target']}`",
        "",
        f"array-api-tests `{data['suite_tag']}`, API version `{data['api_version']}`, "
        f"`--max-examples={data['max_examples']}`, Hypothesis seed `{data.get('seed')}`.",
        "",
        "Dtypes the namespace's `__array_namespace_info__().dtypes()` does not list, so "
        "not tested: " + (", ".join(f"`{d}`" for d in data["untested_dtypes"])  # type: ignore[attr-defined]
                          or "none") + "."
        + (" Of these, not dtypes of the namespace at all (no attribute): "
           + ", ".join(f"`{d}`" for d in data["absent_dtypes"]) + "."  # type: ignore[attr-defined]
           if data.get("absent_dtypes") else ""),
        "",
        *([f"Dtypes the framework's own array object cannot compute with (its operators "
           f"have no kernels for them), so not tested by the tests that use those operators "
           f"(`-k \"{data['operator_tests']}\"`: the operator tests, and `linalg.cross` and "
           f"`linalg.outer`, whose reference values the suite computes with them); every "
           f"other test, each function of the namespace's included, runs on them: "
           + ", ".join(f"`{d}`" for d in data["operator_untested_dtypes"]) + ".",  # type: ignore[attr-defined]
           ""] if data.get("operator_untested_dtypes") else []),
        "Versions: " + ", ".join(f"{k} {v}" for k, v in data["versions"].items()),  # type: ignore[attr-defined]
        "",
        *(["Summarised from the saved report of a seeded run (`--from-report`), with the xfail "
           "list below applied to its outcomes.", ""] if data.get("from_report") else []),
        "| test file | " + " | ".join(cols) + " |",
        "|---|" + "---:|" * len(cols),
    ]
    per_file = data["per_file"]
    assert isinstance(per_file, dict)
    for file, counts in per_file.items():
        lines.append(f"| {file} | " + " | ".join(str(counts.get(c, 0)) for c in cols) + " |")
    lines.append("| **total** | " + " | ".join(f"**{totals.get(c, 0)}**" for c in cols) + " |")
    failed = data["failed"]
    assert isinstance(failed, list)
    if failed:
        lines += ["", "## Failures", ""] + [f"- `{f}`" for f in failed]
    xfails = data["xfails"]
    assert isinstance(xfails, dict)
    if xfails:
        lines += ["", "## Expected failures", ""] + [f"- `{k}`: {v}" for k, v in xfails.items()]
    path.write_text("\n".join(lines) + "\n")


def _reapply(test: dict[str, Any], xfails: dict[str, str]) -> dict[str, Any]:
    """A test of a saved report with its outcome under the xfail list ``xfails``."""
    outcome = test["outcome"]
    if outcome not in ("passed", "failed", "xfailed", "xpassed"):
        return test
    failed = outcome in ("failed", "xfailed")
    listed = any(_matches(test["nodeid"], x) for x in xfails)
    new = ("xfailed" if failed else "xpassed") if listed else ("failed" if failed else "passed")
    return {**test, "outcome": new}


def _run_suite(args: argparse.Namespace, target: Target, suite: Path, env: dict[str, str],
               files: list[str], xfails: dict[str, str], skips: dict[str, str],
               skipped_dtypes: list[str]) -> tuple[dict[str, Any], float]:
    """Run the suite (several pytest runs when dtypes are skipped); the merged report."""
    report: dict[str, Any]
    with tempfile.TemporaryDirectory() as tmp:
        tmpdir = Path(tmp)
        env = dict(env)
        # A fresh example database per run: with the fixed seed, runs reproduce, and no
        # failure replayed from another run (or another target) leaks in.
        env["HYPOTHESIS_STORAGE_DIRECTORY"] = str(tmpdir / "hypothesis")
        split = [(files, env)]
        if skipped_dtypes and _SKIP_DTYPES not in env:
            print(f"conformance[{target.name}]: dtypes not supported now, not tested: "
                  f"{', '.join(skipped_dtypes)}")
            split = _split_for_skipped_dtypes(files, env, skipped_dtypes, suite)
        runs: list[Run] = [(fs, e, ()) for fs, e in split]
        if target.operator_gaps:
            print(f"conformance[{target.name}]: the array object's operators are not tested "
                  f"on {', '.join(target.operator_gaps)}")
            runs = _split_for_operator_gaps(runs, target.operator_gaps)
        start = time.monotonic()
        report = {"tests": []}
        for i, (run_files, run_env, run_args) in enumerate(runs):
            report_path = tmpdir / f"report{i}.json"
            cmd = [
                sys.executable, "-m", "pytest", *run_files,
                "-p", "no:cacheprovider", "-p", "conformance.progress",
                "-q", "--tb=line", "-rN", "--disable-warnings", "--disable-deadline",
                f"--max-examples={args.max_examples}", f"--hypothesis-seed={args.seed}",
                "--xfails-file", str(_write_ids(xfails, tmpdir, "xfails.txt")),
                "--skips-file", str(_write_ids(skips, tmpdir, "skips.txt")),
                "--json-report", f"--json-report-file={report_path}", "--json-report-omit",
                "collectors", "keywords", "log", "streams", "traceback",
                *(arg for plugin in target.plugins
                  if plugin not in args.pytest_args for arg in ("-p", plugin)),
                *run_args, *args.pytest_args,
            ]
            proc = subprocess.run(cmd, cwd=suite, env=run_env)
            if not report_path.exists():
                print(f"conformance: pytest produced no report (exit {proc.returncode})",
                      file=sys.stderr)
                return {}, 0.0
            report["tests"] += json.loads(report_path.read_text()).get("tests", [])
        return report, time.monotonic() - start


def _device_env(target: Target, name: str, env: dict[str, str]) -> dict[str, Any] | None:
    """Prepare ``env`` for running ``target`` on the device ``name``: the plugin's variable,
    and the host devices JAX needs for ``cpu:N``.  The device is looked up in a subprocess
    (this process imports no framework); None, after saying so, when it does not exist."""
    env[DEVICE_ENV] = f"{target.backend}={name}"
    if target.backend == "jax":
        flags = host_devices_flag(name, env.get("XLA_FLAGS", ""))
        if flags is not None:
            env["XLA_FLAGS"] = flags
    code = f"from conformance.device import probe_main; probe_main({target.backend!r}, {name!r})"
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=300)
    if proc.returncode == SKIPPED:
        print(f"conformance[{target.name}]: {proc.stderr.strip()}.\nNothing was run: exit "
              f"{SKIPPED} (skipped, not failed).", file=sys.stderr)
        return None
    if proc.returncode != 0:
        raise SystemExit(f"conformance[{target.name}]: cannot look up device {name!r}:\n"
                         f"{proc.stderr}")
    found: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    found["nvidia_smi"] = nvidia_smi()
    print(f"conformance[{target.name}]: on device {found['device']}"
          + (f" ({found['accelerator']['name']})" if found["accelerator"] else ""))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--backend", required=True, choices=sorted(TARGETS))
    parser.add_argument("--suite", help="array-api-tests checkout (or set ARRAY_API_TESTS_DIR)")
    parser.add_argument("--max-examples", type=int, default=20)
    parser.add_argument("--file", action="append", default=[],
                        help="run only this test file of the suite (repeatable)")
    parser.add_argument("--seed", type=int, default=0,
                        help="Hypothesis seed, so that runs (and xfail lists) reproduce")
    parser.add_argument("--no-write", action="store_true", help="do not write docs/conformance")
    parser.add_argument("--no-clone", action="store_true", help="never clone the suite")
    parser.add_argument("--any-tag", action="store_true",
                        help=f"run a suite checkout that is not at tag {SUITE_TAG}")
    parser.add_argument("--report", help="also write the raw pytest JSON report here")
    parser.add_argument("--from-report",
                        help="summarise a report saved with --report (same target and seed) "
                             "instead of running the suite, with the current xfail list: a "
                             "listed test that failed counts as xfailed, one that passed as "
                             "xpassed, as the suite itself would count them")
    parser.add_argument("--device",
                        help="run with this device as the framework's default: cuda:0, gpu, "
                             "/GPU:0, cpu, cpu:1 (a simulated second host device) ...; exit "
                             "77 when it does not exist here")
    parser.add_argument("--out", type=Path,
                        help=f"folder of the summary (default: docs/conformance, or "
                             f"{DEVICE_RESULTS.relative_to(ROOT)} with --device)")
    parser.add_argument("pytest_args", nargs="*", help="extra arguments passed to pytest")
    args = parser.parse_args(argv)

    target = TARGETS[args.backend]
    if args.device and not target.backend:
        parser.error(f"--device: target {target.name} tests a library outside the backend "
                     "table; its device cannot be chosen")
    suite = locate_suite(args.suite, allow_clone=not args.no_clone, any_tag=args.any_tag)
    if suite is None:
        print(
            "conformance: array-api-tests not found. Pass --suite DIR or set "
            f"ARRAY_API_TESTS_DIR to a checkout of tag {SUITE_TAG} "
            f"(with its array-api/ spec at {SPEC_COMMIT[:12]}).",
            file=sys.stderr,
        )
        return 2

    xfails: dict[str, str] = {}
    for name in (*target.also_xfails, target.name):
        xfails.update(read_id_list(HERE / "xfails" / f"{name}.txt"))
    skips = read_id_list(HERE / "skips" / f"{target.name}.txt")
    files = [f"array_api_tests/{f}" for f in args.file] or ["array_api_tests/"]

    env = dict(os.environ)
    env["ARRAY_API_TESTS_MODULE"] = target.module
    env["ARRAY_API_TESTS_VERSION"] = API_VERSION
    env["PYTHONPATH"] = os.pathsep.join(
        p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p
    )
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    env.update(target.env)
    device: dict[str, Any] | None = None
    if args.device:
        device = _device_env(target, args.device, env)
        if device is None:
            return SKIPPED
        target = replace(target, plugins=(*target.plugins, "conformance.device"))
    skipped_dtypes, absent = unsupported_dtypes(target, env)
    if args.from_report:
        saved = json.loads(Path(args.from_report).read_text())
        report: dict[str, Any] = {"tests": [_reapply(t, xfails) for t in saved["tests"]]}
        elapsed = float(saved.get("seconds", 0.0))
    else:
        report, elapsed = _run_suite(args, target, suite, env, files, xfails, skips,
                                     skipped_dtypes)
        if not report:
            return 1
        if args.report:
            Path(args.report).write_text(
                json.dumps({**report, "seconds": round(elapsed, 1)}, indent=1))

    data: dict[str, object] = {
        "target": target.name,
        "suite_tag": SUITE_TAG,
        "api_version": API_VERSION,
        "max_examples": args.max_examples,
        "seed": args.seed,
        "files": args.file or "all",
        "seconds": round(elapsed, 1),
        "versions": _versions(target),
        "from_report": bool(args.from_report),
        "untested_dtypes": skipped_dtypes,
        "absent_dtypes": absent,
        **({"operator_untested_dtypes": list(target.operator_gaps),
            "operator_tests": OPERATOR_TESTS} if target.operator_gaps else {}),
        **({"device": device} if device else {}),
        **summarise(report, xfails),
        "xfails": xfails,
        "skips": skips,
    }
    totals = data["totals"]
    print(f"\nconformance[{target.name}]: {totals} in {elapsed:.0f}s")
    for x in data["xpassed"]:  # type: ignore[attr-defined]
        if INTERMITTENT in xfails.get(x, ""):
            print(f"  XPASS (intermittent entry, passed this time): {x}")
        else:
            print(f"  XPASS (remove from xfails/{target.name}.txt): {x}")
    if not args.no_write and not args.file:
        if device:
            out = args.out or DEVICE_RESULTS
            out.mkdir(parents=True, exist_ok=True)
            path = out / f"conformance-{target.name}.json"
            path.write_text(json.dumps(data, indent=1) + "\n")
            print(f"conformance[{target.name}]: wrote {path}")
        else:
            out = args.out or DOCS
            out.mkdir(parents=True, exist_ok=True)
            (out / f"{target.name}.json").write_text(json.dumps(data, indent=1) + "\n")
            write_markdown(out / f"{target.name}.md", data)
    failed = data["failed"]
    assert isinstance(failed, list)
    return 1 if failed else 0

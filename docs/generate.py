"""Every figure the README and the docs show, generated from the committed result files.

Usage::

    python -m docs.generate            # rewrite every generated region and table
    python -m docs.generate --check    # exit 1 and name the stale files, change nothing
    python -m docs.generate --site DIR # also write the site's generated pages into DIR
    python -m docs.generate --check-links HTML_DIR   # internal links of a built site

Sources (committed):

* ``docs/conformance/<target>.json``: written by ``python -m conformance``;
* ``docs/conformance/baselines.json``: the peers' failure counts on the same suite;
* ``conformance/xfails/<target>.txt``: the reason of every expected failure;
* ``benchmarks/results/<suite>.json``: benchmark rows (``python -m benchmarks.record`` writes
  ``namespace``, ``facade`` and ``tensorflow``; other benchmarks write their own file there);
* ``docs/interop/*.json`` when they exist: results of the interoperability tests;
* ``docs/gpu/*.json`` when they exist: the results of a run on a GPU (``.ci/gpu_run.py``),
  each marked with the GPU and its driver; without them the GPU page says it has not run.

A generated region of a Markdown file sits between ``<!-- generated: NAME -->`` and
``<!-- end generated: NAME -->``; everything between the markers is rewritten, the rest of
the file is prose kept by hand.  The benchmark modules that render their own tables
(``docs/autodiff.md``, the Dask figures of ``docs/distributed.md``, the mix and the
special-case fixes of ``docs/performance.md``) are run from here too, so this one command
regenerates every figure.
"""

from __future__ import annotations

import argparse
import html.parser
import importlib.util
import json
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script or from Sphinx's conf.py
    sys.path.insert(0, str(ROOT))

from conformance.runner import DEVICE_RESULTS, function_of  # noqa: E402

DOCS = ROOT / "docs"
CONFORMANCE = DOCS / "conformance"
XFAILS = ROOT / "conformance" / "xfails"
BENCHMARKS = ROOT / "benchmarks" / "results"
INTEROP = DOCS / "interop"
GPU_RESULTS = DEVICE_RESULTS

#: Display order and labels of the conformance targets (a target without a summary is left out).
NAMESPACE_TARGETS = {
    "numpy": "`xpagnostic.numpy`",
    "torch": "`xpagnostic.torch`",
    "jax-x64": "`xpagnostic.jax` (x64 mode)",
    "jax": "`xpagnostic.jax` (32-bit mode)",
    "tensorflow": "`xpagnostic.tensorflow`",
    "tensorflow-unassisted": "`xpagnostic.tensorflow`, suite without the TensorShape plugin",
    "dask": "`xpagnostic.dask`",
    "compat-dask": "`array_api_compat.dask.array` (the peer, run raw)",
}
FACADE_TARGETS = {
    "facade-numpy": "NumPy",
    "facade-torch": "PyTorch",
    "facade-jax-x64": "JAX (x64 mode)",
    "facade-jax": "JAX (32-bit mode)",
    "facade-tensorflow": "TensorFlow",
    "facade-dask": "Dask",
}
INTERMITTENT = "[intermittent]"
DASH = "\u2013"  # en dash: ranges and empty cells
TIMES = "\u00d7"  # multiplication sign: ratios


# --------------------------------------------------------------------------- sources


def load_conformance() -> dict[str, dict[str, Any]]:
    """Target name -> its committed summary."""
    out = {}
    for path in sorted(CONFORMANCE.glob("*.json")):
        if path.name == "baselines.json":
            continue
        data = json.loads(path.read_text())
        out[data["target"]] = data
    return out


_BACKEND_WORDS = ("numpy", "torch", "jax", "tensorflow")


def _backend_in(*texts: str) -> str:
    for text in texts:
        words = text.lower().replace("(", " ").replace(",", " ").replace(":", " ").split()
        for name in _BACKEND_WORDS:
            if name in words:
                return name
    return ""


def normalise_benchmark(row: dict[str, Any], suite: str) -> dict[str, Any]:
    """One benchmark row in the shape the docs use, from either committed shape.

    ``_timing.Row`` fields (``bench``, ``case``, ``reference``, ``ref_s``, ``ours_s``,
    ``ratio``) or rows that already carry ``backend``, ``ratio_median`` and ``ratio_min``.
    """
    if "ratio_median" in row:
        case = row["case"]
        backend = row.get("backend") or _backend_in(case)
        return {"suite": suite, "case": case, "backend": backend,
                "peer": row.get("reference") or row.get("peer", ""),
                "ratio_median": row["ratio_median"], "ratio_min": row.get("ratio_min"),
                "peer_best_s": row.get("ref_s", row.get("peer_best_s")),
                "ours_best_s": row.get("ours_s", row.get("ours_best_s"))}
    backend = _backend_in(row["case"], row["bench"])
    case = row["bench"] if row["case"] == backend else f"{row['bench']}: {row['case']}"
    ref, ours = row["ref_s"], row["ours_s"]
    return {"suite": suite, "case": case, "backend": backend, "peer": row["reference"],
            "ratio_median": row["ratio"], "ratio_min": ours / ref if ref else None,
            "peer_best_s": ref, "ours_best_s": ours}


def load_benchmarks() -> list[dict[str, Any]]:
    """Every committed benchmark row, suite by suite (one file per suite)."""
    rows: list[dict[str, Any]] = []
    if not BENCHMARKS.is_dir():
        return rows
    for path in sorted(BENCHMARKS.glob("*.json")):
        data = json.loads(path.read_text())
        raw = data.get("rows", []) if isinstance(data, dict) else data
        suite = data.get("benchmark", path.stem) if isinstance(data, dict) else path.stem
        rows += [normalise_benchmark(r, suite) for r in raw]
    return rows


def load_json(path: Path) -> Any:
    return json.loads(path.read_text()) if path.exists() else None


def _count(data: dict[str, Any], outcome: str) -> int:
    return int(data["totals"].get(outcome, 0))


def _intermittent_passed(data: dict[str, Any]) -> int:
    return sum(1 for x in data.get("xpassed", []) if INTERMITTENT in data["xfails"].get(x, ""))


def _xfailed_cell(data: dict[str, Any]) -> str:
    cell = str(_count(data, "xfailed"))
    extra = _intermittent_passed(data)
    if extra:
        cell += f" (+ {extra} intermittent entries that passed)"
    return cell


# --------------------------------------------------------------------------- committed tables


def target_labels(results: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Every target with a summary, in display order; a target without a label keeps its name."""
    labels = {**NAMESPACE_TARGETS,
              **{k: f"Tensor facade over {v}" for k, v in FACADE_TARGETS.items()}}
    labels.update({name: f"`{name}`" for name in sorted(results) if name not in labels})
    return {k: v for k, v in labels.items() if k in results}


def conformance_summary(results: dict[str, dict[str, Any]], link: str) -> str:
    """Every target: passed / failed / xfailed / skipped, with a link to its summary."""
    lines = ["| target | passed | failed | xfailed | skipped | summary |",
             "|---|---:|---:|---:|---:|---|"]
    for name, label in target_labels(results).items():
        if name not in results:
            continue
        d = results[name]
        lines.append(f"| {label} | {_count(d, 'passed')} | {_count(d, 'failed')} | "
                     f"{_xfailed_cell(d)} | {_count(d, 'skipped')} | [{name}]({link}{name}.md) |")
    return "\n".join(lines)


def namespace_table(results: dict[str, dict[str, Any]], baselines: dict[str, Any]) -> str:
    """Our namespaces against the peers they build on (failures before xfails)."""
    lines = ["| namespace | peer | peer's failures | ours: failures before xfails "
             "| ours: unexpected failures | xfailed |",
             "|---|---|---:|---:|---:|---:|"]
    peers = baselines.get("targets", {})
    peer_targets = {p["target"] for p in peers.values() if "target" in p}
    for name, label in NAMESPACE_TARGETS.items():
        if name not in results or name in peer_targets:
            continue
        d = results[name]
        peer = peers.get(name)
        peer_name = f"`{peer['peer']}`" if peer else "none"
        peer_failures = str(peer["failures"]) if peer and "failures" in peer else DASH
        if peer and peer.get("target") in results:  # the peer ran as a target of its own
            p = results[peer["target"]]
            peer_failures = f"{_count(p, 'failed') + _count(p, 'xfailed')} (same session)"
        before = _count(d, "failed") + _count(d, "xfailed")
        xfailed = str(_count(d, "xfailed"))
        entries = len(d["xfails"])
        extra = _intermittent_passed(d)
        if extra:
            xfailed += f" ({entries} entries, {extra} intermittent ones passed this run)"
        lines.append(f"| {label} | {peer_name} | {peer_failures} | {before} | "
                     f"{_count(d, 'failed')} | {xfailed} |")
    return "\n".join(lines)


def facade_table(results: dict[str, dict[str, Any]], link: str) -> str:
    lines = ["| backend | passed | failed | xfailed | summary |", "|---|---:|---:|---:|---|"]
    for name, label in FACADE_TARGETS.items():
        if name not in results:
            continue
        d = results[name]
        lines.append(f"| {label} | {_count(d, 'passed')} | {_count(d, 'failed')} | "
                     f"{_xfailed_cell(d)} | [{name}]({link}{name}.md) |")
    return "\n".join(lines)


def target_sentence(results: dict[str, dict[str, Any]], name: str) -> str:
    d = results[name]
    return (f"At `--max-examples {d['max_examples']}` (suite tag `{d['suite_tag']}`, "
            f"spec {d['api_version']}): {_count(d, 'passed')} passed, {_count(d, 'failed')} "
            f"failed, {_count(d, 'xfailed')} xfailed, {_count(d, 'skipped')} skipped.")


def jax_causes(results: dict[str, dict[str, Any]]) -> str:
    d = results["jax"]
    per_file = d["per_file"]
    special = per_file.get("test_special_cases.py", {}).get("xfailed", 0)
    signatures = per_file.get("test_signatures.py", {}).get("xfailed", 0)
    return (f"Of JAX's {_count(d, 'xfailed')} in 32-bit mode, {special} are "
            "`test_special_cases.py` cases whose hard-coded float64 inputs JAX rounds to "
            f"float32, {signatures} are signature checks of `jax.Array` methods, and the rest "
            "are `jax.Array`'s operators and immutability.")


def benchmark_table(rows: list[dict[str, Any]], suites: Iterable[str]) -> str:
    """The rows of some benchmark suites (``python -m benchmarks SUITE``), one per line."""
    wanted = set(suites)
    lines = ["| case | backend | reference | ratio (median) | ratio (best blocks) |",
             "|---|---|---|---:|---:|"]
    for r in rows:
        if r["suite"] in wanted:
            best = DASH if r.get("ratio_min") is None else f"{r['ratio_min']:.2f}"
            lines.append(f"| {r['case']} | {r['backend']} | {r['peer']} | "
                         f"{r['ratio_median']:.2f} | {best} |")
    return "\n".join(lines)


def _time(seconds: float) -> str:
    return f"{seconds * 1e6:.1f} µs" if seconds < 1e-3 else f"{seconds * 1e3:.2f} ms"


#: A row whose median ratio exceeds the ratio of its best blocks by more than this factor
#: was disturbed: other jobs slowed most of its interleaved pairs (a quiet run gives the two
#: within a few percent), so its median does not measure the code.
DISTURBED = 1.25
_GOAL = re.compile(r"^(?P<bench>.*?) \(goal (?P<goal>[\d.]+)\): (?P<case>.*)$")


def _goal(case: str) -> tuple[str, float | None]:
    """``(case without its benchmark prefix, goal)`` of a case named ``bench (goal G): case``."""
    match = _GOAL.match(case)
    return (match.group("case"), float(match.group("goal"))) if match else (case, None)


def _best_ratio(r: dict[str, Any]) -> float | None:
    ref, ours = r.get("peer_best_s"), r.get("ours_best_s")
    return ours / ref if ref and ours is not None else None


def benchmark_times(rows: list[dict[str, Any]], suite: str) -> str:
    """One suite's rows with each side's best block, both ratios and each row's goal."""
    lines = ["| case | goal | reference | reference (best) | xpagnostic (best) "
             "| ratio (best blocks) | ratio (median) |", "|---|---:|---|---:|---:|---:|---:|"]
    for r in rows:
        if r["suite"] == suite:
            case, goal = _goal(r["case"])
            best = _best_ratio(r)
            lines.append(f"| {case} | {DASH if goal is None else f'{goal:g}'} | {r['peer']} | "
                         f"{_time(r['peer_best_s'])} | {_time(r['ours_best_s'])} | "
                         f"{DASH if best is None else f'{best:.2f}'} | "
                         f"{r['ratio_median']:.2f} |")
    return "\n".join(lines)


def benchmark_reading(rows: list[dict[str, Any]], suite: str,
                      versions: dict[str, str]) -> str:
    """What one suite's committed run says: its versions, the rows within their goals by
    each ratio, and the rows whose median was disturbed (median far above best blocks)."""
    mine = [r for r in rows if r["suite"] == suite]
    stack = ", ".join(f"{k} {v}" for k, v in versions.items())
    text = [f"The committed run (one run; {stack})"]
    goals = [(r, _goal(r["case"])[1]) for r in mine]
    judged = [(r, g) for r, g in goals if g is not None]
    if judged:
        by_median = sum(r["ratio_median"] <= g for r, g in judged)
        by_best = sum((_best_ratio(r) or float("inf")) <= g for r, g in judged)
        text.append(f" meets its goal on {by_median} of {len(judged)} rows by the median ratio "
                    f"and on {by_best} of {len(judged)} by the ratio of the best blocks.")
    else:
        text.append(".")
    for r in mine:
        best = _best_ratio(r)
        if best is not None and r["ratio_median"] > DISTURBED * best:
            text.append(
                f" On *{_goal(r['case'])[0]}* the median ({r['ratio_median']:.2f}) is far above "
                f"the ratio of the best blocks ({best:.2f}): other jobs slowed most of that "
                "row's interleaved pairs, so its median does not measure the code, and the "
                "best blocks are the better estimate until the row is recorded again on a "
                f"quiet machine (`python -m benchmarks.record {suite}`).")
    return "".join(text)


def benchmark_versions(suite: str) -> dict[str, str]:
    """The versions a suite's committed result file records (numpy, tensorflow ...)."""
    data = load_json(BENCHMARKS / f"{suite}.json")
    versions = data.get("versions", {}) if isinstance(data, dict) else {}
    return {str(k): str(v) for k, v in versions.items()}


def _rows(rows: list[dict[str, Any]], suite: str, case: str) -> dict[str, dict[str, Any]]:
    """Backend -> the row of one case of one suite."""
    return {r["backend"]: r for r in rows if r["suite"] == suite and r["case"] == case}


def facade_overhead(rows: list[dict[str, Any]]) -> str:
    """Per backend: extra time per op of the facade and of EagerPy over native calls."""
    facade = _rows(rows, "facade", "facade 3-op chain")
    eager = _rows(rows, "facade", "EagerPy 3-op chain")
    versus = _rows(rows, "facade", "facade vs EagerPy")
    labels = {"numpy": "NumPy", "torch": "PyTorch", "jax": "JAX", "tensorflow": "TensorFlow"}
    lines = ["| backend | facade: extra per op | EagerPy: extra per op "
             "| facade chain / EagerPy chain |", "|---|---:|---:|---:|"]
    for backend, label in labels.items():
        if backend not in facade:
            continue

        def per_op(r: dict[str, Any] | None) -> str:
            return DASH if r is None else _time((r["ours_best_s"] - r["peer_best_s"]) / 3)

        ratio = versus.get(backend)
        shown = DASH if ratio is None else f"{ratio['ratio_median']:.2f}"
        lines.append(f"| {label} | {per_op(facade[backend])} | {per_op(eager.get(backend))} | "
                     f"{shown} |")
    return "\n".join(lines)


# --------------------------------------------------------------------------- GPU results


def _gpu_identity(files: dict[str, Any]) -> str:
    for data in files.values():
        device = data.get("device")
        gpus = data.get("nvidia_smi") or (
            device.get("nvidia_smi") if isinstance(device, dict) else None)
        if gpus:
            names = ", ".join(dict.fromkeys(g["name"] for g in gpus))
            drivers = ", ".join(dict.fromkeys(g["driver"] for g in gpus))
            return f"{len(gpus)} {TIMES} {names}, NVIDIA driver {drivers}"
    return "no GPU listed by nvidia-smi"


def _gpu_conformance(files: dict[str, Any], cpu: dict[str, dict[str, Any]]) -> list[str]:
    names = [n for n in files if n.startswith("conformance-")]
    if not names:
        return []
    lines = ["| target | device | passed | failed | xfailed | skipped | seconds "
             "| on the CPU: passed / failed |", "|---|---|---:|---:|---:|---:|---:|---|"]
    for name in names:
        data = files[name]
        target = data.get("target", name.removeprefix("conformance-"))
        device = data.get("device") or {}
        where = device.get("device") or device.get("requested", "?")
        on_cpu = cpu.get(target)
        cpu_cell = (f"{_count(on_cpu, 'passed')} / {_count(on_cpu, 'failed')}" if on_cpu
                    else DASH)
        if "totals" not in data:
            why = "timed out" if data.get("incomplete", {}).get("timed_out") else "no summary"
            lines.append(f"| `{target}` | {where} | {why} | | | | | {cpu_cell} |")
            continue
        lines.append(f"| `{target}` | {where} | {_count(data, 'passed')} | "
                     f"{_count(data, 'failed')} | {_count(data, 'xfailed')} | "
                     f"{_count(data, 'skipped')} | {data.get('seconds', DASH)} | {cpu_cell} |")
    failed = [f"- `{data.get('target')}`: `{test}`" for name in names
              for data in [files[name]] for test in data.get("failed", [])[:20]]
    return ["### Conformance", "", *lines, *(["", "Failures:", "", *failed] if failed else []),
            ""]


def _gpu_tests(files: dict[str, Any]) -> list[str]:
    steps = [files[n] for n in ("tests", "device-tests") if n in files]
    if not steps:
        return []
    cols = ("passed", "failed", "error", "skipped", "xfailed")
    lines = ["### The project's tests", "",
             "| run | device | " + " | ".join(cols) + " | seconds |",
             "|---|---|" + "---:|" * (len(cols) + 1)]
    for data in steps:
        what = data["step"] + (" (host reads raise)" if data.get("environment") else "")
        state = " (timed out)" if data.get("timed_out") else ""
        lines.append(f"| {what}{state} | {data['device']} | "
                     + " | ".join(str(data["totals"].get(c, 0)) for c in cols)
                     + f" | {data.get('seconds', DASH)} |")
    failures = [f"- {data['step']}: `{f['test']}`: {_plain(f['message'])}"
                for data in steps for f in data.get("failures", [])[:30]]
    reads = {test: why for data in steps for test, why in data.get("host_reads", {}).items()}
    notes = ["", "Calls that read device values back to the host, each exactly as the same "
             "call through array-api-compat (the framework's own functions) does, so the "
             "read is the framework's; their outputs were checked without the sync check:",
             "", *(f"- {_plain(test.partition('[')[2].rstrip(']') or test)}: {_plain(why)}"
                   for test, why in sorted(reads.items()))
             ] if reads else []
    return [*lines, *(["", "Failures:", "", *failures] if failures else []), *notes, ""]


def _gpu_mix(files: dict[str, Any]) -> list[str]:
    data = files.get("mix")
    if not data:
        return []
    if "rows" not in data:
        return ["### The realistic mix", "", "Not complete: "
                + ("timed out." if data.get("incomplete", {}).get("timed_out") else "failed."),
                ""]
    lines = ["### The realistic mix", "",
             f"Arrays on {data['device']}; each cell is our median ratio to the native call "
             "(minimum in brackets), every timing block waiting for the device.", "",
             "| case | backend | ratio | peer | peer's ratio |", "|---|---|---:|---|---:|"]
    compiled = [r for r in data["rows"] if r.get("suite") == "compiled"]
    for row in data["rows"]:
        if row.get("suite") == "compiled":
            continue
        peer = row.get("peer") or DASH
        peer_ratio = (f"{row['peer_ratio_median']:.2f}" if row.get("peer_ratio_median")
                      else DASH)
        lines.append(f"| {_plain(row['case'])} | {row['backend']} | "
                     f"{row['ratio_median']:.2f} ({row['ratio_min']:.2f}) | {peer} | "
                     f"{peer_ratio} |")
    if compiled:
        lines += ["", "Compiled training steps on the device: the agnostic step over the "
                  "native idiom, compiled by the same compiler (median, minimum in brackets).",
                  "", "| step | compiler | native idiom | ratio |", "|---|---|---|---:|"]
        lines += [f"| {_plain(r['case'])} | {r['compiler']} | {r['reference']} | "
                  f"{r['ratio_median']:.2f} ({r['ratio_min']:.2f}) |" for r in compiled]
    return [*lines, ""]


ERROR_COSTS = DOCS / "benchmarks" / "error-contract.json"
_BACKEND_LABELS = {"torch": "PyTorch", "jax": "JAX", "numpy": "NumPy",
                   "tensorflow": "TensorFlow", "dask": "Dask"}


def _duration(ns: float) -> str:
    return f"{ns / 1000:.1f} µs" if ns >= 20_000 else f"{ns:.0f} ns"


def error_contract_costs(path: Path = ERROR_COSTS) -> str:
    """docs/errors.md's table of what the error contract costs, from its result file."""
    data = json.loads(path.read_text())
    lines = [f"On {data['arrays']} arrays; {data['method']}.", "",
             "| call | before | now | difference |", "|---|---:|---:|---:|"]
    for row in data["rows"]:
        note = f" ({row['note']})" if row["note"] else ""
        change = 100 * (row["now_ns"] / row["before_ns"] - 1)
        lines.append(f"| {_BACKEND_LABELS[row['backend']]} `{row['call']}`{note} | "
                     f"{_duration(row['before_ns'])} | {_duration(row['now_ns'])} | "
                     f"{change:+.1f} % |")
    return "\n".join(lines)


def gpu_results(folder: Path = GPU_RESULTS,
                cpu: dict[str, dict[str, Any]] | None = None) -> str:
    """The committed results of the GPU run, or a sentence saying there are none yet."""
    files = {p.stem: json.loads(p.read_text()) for p in sorted(folder.glob("*.json"))} \
        if folder.is_dir() else {}
    if not files:
        return ("Not yet run on a GPU: `docs/gpu/` holds no result files. The GPU run above "
                "writes them; `python -m docs.generate` then shows them here.")
    machine = files.get("machine", {})
    when = machine.get("date") or next((d.get("date") for d in files.values() if "date" in d),
                                       "")
    head = f"Run on {_gpu_identity(files)}" + (f", {when}" if when else "") + "."
    report = machine.get("xpagnostic", {}).get("backends", {})
    seen = [f"{name} {info.get('version')}: "
            + (", ".join(a["device"] for a in info.get("accelerators", [])) or "no accelerator")
            for name, info in report.items() if info.get("installed")]
    body = [head, ""]
    if seen:
        body += ["Backends and the accelerators each saw: " + "; ".join(seen) + ".", ""]
    body += _gpu_conformance(files, cpu if cpu is not None else load_conformance())
    body += _gpu_tests(files)
    body += _gpu_mix(files)
    return "\n".join(body).rstrip()


def regions() -> dict[Path, dict[str, Callable[[], str]]]:
    """File -> region name -> function producing the region's text."""
    results = load_conformance()
    baselines = load_json(CONFORMANCE / "baselines.json") or {}

    def have(*names: str) -> bool:
        return all(n in results for n in names)

    out: dict[Path, dict[str, Callable[[], str]]] = {
        ROOT / "README.md": {
            "conformance-summary": lambda: conformance_summary(results, "docs/conformance/"),
        },
        CONFORMANCE / "README.md": {
            "conformance-namespaces": lambda: namespace_table(results, baselines),
            "conformance-facade": lambda: facade_table(results, ""),
        },
        DOCS / "facade.md": {
            "conformance-facade": lambda: facade_table(results, "conformance/"),
        },
        DOCS / "errors.md": {"error-contract-costs": error_contract_costs},
        DOCS / "gpu-verification.md": {
            "gpu-results": lambda: gpu_results(GPU_RESULTS, results),
        },
    }
    if have("jax"):
        out[CONFORMANCE / "README.md"]["jax-xfail-causes"] = lambda: jax_causes(results)
    if importlib.util.find_spec("torch") is not None:
        out[DOCS / "namespaces.md"] = {"torch-unsigned": torch_unsigned_table}
    if have("tensorflow"):
        out[DOCS / "tensorflow.md"] = {
            "tensorflow-conformance": lambda: target_sentence(results, "tensorflow"),
        }
    bench = load_benchmarks()
    suites = {r["suite"] for r in bench}
    if "tensorflow" in suites:
        tf_versions = {k: v for k, v in benchmark_versions("tensorflow").items()
                       if k in ("tensorflow", "tensorflow-cpu", "python", "machine")}
        out.setdefault(DOCS / "tensorflow.md", {}).update({
            "benchmark-tensorflow": lambda: benchmark_times(bench, "tensorflow"),
            "benchmark-tensorflow-reading": lambda: benchmark_reading(bench, "tensorflow",
                                                                      tf_versions),
        })
    if "facade" in suites:
        out.setdefault(DOCS / "facade.md", {})["benchmark-facade"] = \
            lambda: facade_overhead(bench)
    return out


_REGION = re.compile(
    r"(<!-- generated: (?P<name>[\w-]+) -->\n)(?P<body>.*?)(<!-- end generated: (?P=name) -->)",
    re.S,
)


def render(text: str, producers: dict[str, Callable[[], str]], path: Path) -> str:
    seen: set[str] = set()

    def sub(m: re.Match[str]) -> str:
        name = m.group("name")
        if name not in producers:
            raise SystemExit(f"{path.relative_to(ROOT)}: unknown generated region {name!r}")
        seen.add(name)
        return f"{m.group(1)}{producers[name]()}\n{m.group(4)}"

    new = _REGION.sub(sub, text)
    missing = set(producers) - seen
    if missing:
        raise SystemExit(f"{path.relative_to(ROOT)}: no region marked for {sorted(missing)} "
                         "(expected <!-- generated: NAME --> ... <!-- end generated: NAME -->)")
    return new


def _benchmark_renderers() -> list[tuple[Path, Callable[[str], str]]]:
    """Tables the benchmark modules render from their own result files (autodiff, Dask,
    the realistic mix): this command renders them too, so it is the one that regenerates all."""
    from benchmarks import bench_autodiff, bench_dask, bench_special, report

    return [(bench_autodiff.DOC, bench_autodiff.rendered), (bench_dask.DOC, bench_dask.rendered),
            (report.PERFORMANCE_MD, report.rendered), (bench_special.DOC, bench_special.rendered)]


def _benchmark_tables(write: bool) -> list[Path]:
    """The files whose benchmark tables differ from their result files (rewritten if
    ``write``); a renderer whose result file is not committed yet is passed over."""
    changed = []
    for path, rendered in _benchmark_renderers():
        old = path.read_text()
        try:
            new = rendered(old)
        except FileNotFoundError:
            continue
        if new != old:
            changed.append(path)
            if write:
                path.write_text(new)
    return changed


def stale_files() -> list[Path]:
    """Committed files whose generated regions differ from what their sources give."""
    stale = [p for p, prod in regions().items() if render(p.read_text(), prod, p) != p.read_text()]
    return stale + _benchmark_tables(write=False)


def write_all() -> list[Path]:
    changed = []
    for path, producers in regions().items():
        old = path.read_text()
        new = render(old, producers, path)
        if new != old:
            path.write_text(new)
            changed.append(path)
    return changed + _benchmark_tables(write=True)


# --------------------------------------------------------------------------- site pages


def per_function(data: dict[str, Any]) -> tuple[dict[str, Counter[str]], bool]:
    """Function -> outcome counts of one target; False when derived from the xfail list.

    Summaries written before the runner recorded ``per_function`` only list the tests
    that did not pass: a function none of whose tests is among them passed.
    """
    if "per_function" in data:
        return {k: Counter(v) for k, v in data["per_function"].items()}, True
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    xpassed = set(data.get("xpassed", []))
    unmatched = set(data.get("unmatched_xfails", []))
    for test_id in data["xfails"]:
        if test_id not in xpassed and test_id not in unmatched:
            counts[function_of(test_id)]["xfailed"] += 1
    for test_id in data.get("failed", []):
        counts[function_of(test_id)]["failed"] += 1
    return counts, False


_GROUPS = (
    ("Functions", lambda f: "." not in f),
    ("`linalg` extension", lambda f: f.startswith("linalg.")),
    ("`fft` extension", lambda f: f.startswith("fft.")),
    ("Inspection (`__array_namespace_info__()`)", lambda f: f.startswith("info.")),
    ("Constants", lambda f: f.startswith("constant.")),
    ("Array object (the backend's own array type)", lambda f: f.startswith("array.")),
)


#: A cell of the support matrix: its CSS class (``docs/_static/xpagnostic.css``), text and
#: tooltip.  The tables sit in a ``support-matrix`` container, whose CSS turns the column
#: headings (the targets' names) upright, so that the 14 columns fit the page.
_CELL = '<span class="mx mx-{kind}" title="{title}">{text}</span>'


def torch_unsigned_table() -> str:
    """How ``xpagnostic.torch`` computes each function on ``uint16``/``uint32``/``uint64``
    where torch has no kernel: the table the implementation itself reads
    (``xpagnostic.torch._unsigned.STRATEGIES``)."""
    from xpagnostic.torch._unsigned import STRATEGIES, STRATEGY_NOTES

    by_strategy: dict[str, list[str]] = {}
    for name, strategy in sorted(STRATEGIES.items()):
        by_strategy.setdefault(strategy, []).append(name)
    lines = ["| functions | how they compute on `uint16`, `uint32`, `uint64` |", "|---|---|"]
    for strategy, note in STRATEGY_NOTES.items():
        names = ", ".join(f"`{n}`" for n in by_strategy.get(strategy, []))
        lines.append(f"| {names} | {note} |")
    return "\n".join(lines) + "\n"


def _cell(kind: str, text: str, title: str) -> str:
    return _CELL.format(kind=kind, text=text, title=title)


def support_matrix(results: dict[str, dict[str, Any]]) -> str:
    targets = list(target_labels(results))
    if not targets:
        return "Not yet measured: no conformance summary is committed.\n"
    tables = {t: per_function(results[t]) for t in targets}
    universe: set[str] = set()
    for counts, _ in tables.values():
        universe |= set(counts)
    derived = [t for t in targets if not tables[t][1]]
    #: reason text -> (its number, the targets giving it), numbered in order of first use
    reasons: dict[str, tuple[int, list[str]]] = {}

    def cell(t: str, name: str) -> str:
        counts, exact = tables[t]
        c = counts.get(name, Counter())
        if c["failed"]:
            return _cell("fail", "\u2717", "failed")
        if c["xfailed"]:
            refs = set()
            for i, why in results[t]["xfails"].items():
                if function_of(i) != name or i in results[t].get("xpassed", []):
                    continue
                number, where = reasons.setdefault(why, (len(reasons) + 1, []))
                if t not in where:
                    where.append(t)
                refs.add(number)
            links = " ".join(f'<a href="#reason-{n}">{n}</a>' for n in sorted(refs))
            return _cell("xfail", links, "expected failure: see the reasons below")
        if c["passed"] or not exact:
            return _cell("pass", "\u2713", "pass")
        return _cell("none", DASH, "no test of it ran")

    legend = " ".join([_cell("pass", "\u2713", "pass"), "every test of it passed;",
                       _cell("xfail", "3", "expected failure"),
                       "an expected failure, for the reasons of that number below;",
                       _cell("fail", "\u2717", "failed"), "a test failed unexpectedly;",
                       _cell("none", DASH, "no test of it ran"),
                       "no test of it ran on this target (skipped, or the suite has none)."])
    labels = target_labels(results)
    lines = [
        "# Support matrix",
        "",
        "Generated when the site is built, from the committed conformance summaries "
        "(`docs/conformance/<target>.json`) and the expected-failure lists "
        "(`conformance/xfails/<target>.txt`): one row per name of the standard that "
        "array-api-tests covers, one column per target.",
        "",
        legend,
        "",
        "| target | what it runs |",
        "|---|---|",
        *(f"| [`{t}`](../conformance/{t}.md) | {labels[t]} |" for t in targets),
        "",
        "The `facade-` targets test `xpagnostic.Tensor` over that backend: the array object "
        "the suite tests is the facade, not the framework's array.",
        "",
    ]
    if derived:
        lines += [
            "Summaries written before the runner recorded per-function counts: "
            + ", ".join(f"`{t}`" for t in derived)
            + ". For them a name passes when none of its tests is a listed expected "
            "failure or failure; `python -m conformance --backend TARGET ...` refills the "
            "counts.",
            "",
        ]
    for title, keep in _GROUPS:
        names = sorted(f for f in universe if keep(f))
        if not names:
            continue
        lines += [f"## {title}", "", ":::{container} support-matrix",
                  "| name | " + " | ".join(targets) + " |",
                  "|---|" + ":-:|" * len(targets)]
        for name in names:
            display = name.split(".", 1)[1] if name.startswith(
                ("array.", "constant.", "info.")) else name
            lines.append(f"| `{display}` | " + " | ".join(cell(t, name) for t in targets) + " |")
        lines += [":::", ""]
    if "torch" in targets and importlib.util.find_spec("torch") is not None:
        lines += ["## PyTorch's `uint16`, `uint32` and `uint64`", "",
                  "Every function of `xpagnostic.torch` takes them; where torch has no kernel "
                  "the namespace computes exactly, at this cost (functions not listed run "
                  "torch's kernel):", "", torch_unsigned_table()]
    if reasons:
        lines += ["## Reasons of the expected failures", ""]
        for why, (n, where) in sorted(reasons.items(), key=lambda kv: kv[1][0]):
            lines += [f"(reason-{n})=", "",
                      f"**{n}.** {', '.join(f'`{t}`' for t in where)}: {_plain(why)}", ""]
    return "\n".join(lines)


def _generic_table(data: Any) -> list[str]:
    """A JSON result of another test suite as a table: rows of dicts, or a dict of dicts."""
    if isinstance(data, dict):
        for key in ("rows", "results", "targets"):
            if key in data and isinstance(data[key], (list, dict)):
                return _generic_table(data[key])
        if data and all(isinstance(v, dict) for v in data.values()):
            rows = [{"": k, **v} for k, v in data.items()]
        else:
            rows = [{"": k, "value": v} for k, v in data.items()]
    elif isinstance(data, list) and all(isinstance(r, dict) for r in data):
        rows = data
    else:
        return [f"```\n{json.dumps(data, indent=1)}\n```"]
    columns: list[str] = []
    for r in rows:
        columns += [k for k in r if k not in columns]

    def cell(v: Any) -> str:
        if isinstance(v, (dict, list)):
            v = json.dumps(v)
        return str(v).replace("|", "\\|").replace("\n", " ")

    out = ["| " + " | ".join(c or "name" for c in columns) + " |",
           "|" + "---|" * len(columns)]
    out += ["| " + " | ".join(cell(r.get(c, "")) for c in columns) + " |" for r in rows]
    return out


def results_page(title: str, folder: Path, what: str, command: str) -> str:
    lines = [f"# {title}", ""]
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    if not files:
        lines += [f"**Not yet measured.** No result file is committed under "
                  f"`{folder.relative_to(ROOT)}/`; {command} writes one.", ""]
        return "\n".join(lines)
    lines += [f"Generated when the site is built from {what} "
              f"(`{folder.relative_to(ROOT)}/*.json`).", ""]
    for path in files:
        page = path.with_suffix(".md")
        if page.is_file():  # the result's own page, generated from it: one level down
            lines += [("#" + line if line.startswith("#") else line)
                      for line in page.read_text().splitlines()] + [""]
            continue
        data = json.loads(path.read_text())
        lines += [f"## {path.stem}", "", *_generic_table(data), ""]
    return "\n".join(lines)


def transforms_page(rows: list[dict[str, Any]]) -> str:
    """Autodiff transform x backend: each cell the median ratio to the native transform."""
    lines = ["# Autodiff transforms by backend", ""]
    rows = [r for r in rows if r["suite"] == "autodiff"]
    if not rows:
        return "\n".join(lines + [
            "**Not yet measured.** `benchmarks/results/autodiff.json` is not committed; the "
            "autodiff benchmark writes it. The [autodiff guide](../autodiff.md) says which "
            "transform each backend supports.", ""])
    backends = [b for b in _BACKEND_WORDS if any(r["backend"] == b for r in rows)]
    transforms = list(dict.fromkeys(r["case"].split(":", 1)[0] for r in rows))
    lines += [
        "Generated when the site is built from `benchmarks/results/autodiff.json`: for each "
        "transform and backend, the median time ratio to the same transform written by hand "
        "with the framework (range over the benchmark's cases; an empty cell was not measured). "
        "The [autodiff guide](../autodiff.md) has the support rules and the benchmarks page "
        "every case.",
        "",
        "| transform | " + " | ".join(backends) + " |",
        "|---|" + "---:|" * len(backends),
    ]
    for transform in transforms:
        cells = []
        for backend in backends:
            ratios = [r["ratio_median"] for r in rows if r["backend"] == backend
                      and r["case"].split(":", 1)[0] == transform]
            if not ratios:
                cells.append("")
            elif len(ratios) == 1:
                cells.append(f"{ratios[0]:.2f}")
            else:
                cells.append(f"{min(ratios):.2f}{DASH}{max(ratios):.2f} ({len(ratios)} cases)")
        lines.append(f"| `{transform}` | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def benchmark_page(rows: list[dict[str, Any]] | None, out_dir: Path) -> str:
    lines = ["# Benchmarks", ""]
    if not rows:
        lines += ["**Not yet measured.** No file is committed under `benchmarks/results/`; "
                  "`python -m benchmarks.record` writes them.", ""]
        return "\n".join(lines)
    lines += [
        "Every ratio is xpagnostic's time over the reference's, timed in interleaved blocks in "
        "one run (the files of `benchmarks/results/`, one per benchmark): 1.0 costs the same, "
        "below 1 is faster. *median* is the median of the per-pair ratios, *best blocks* the "
        "ratio of each side's fastest block. The figures come from a shared 2-core machine "
        "and move by a few percent between runs.",
        "",
    ]
    suites = list(dict.fromkeys(r["suite"] for r in rows))
    for i, suite in enumerate(suites):
        chosen = [r for r in rows if r["suite"] == suite]
        image = f"benchmark-{i}.png"
        plot_ratios(chosen, f"python -m benchmarks {suite}", out_dir / image)
        lines += [f"## `{suite}`", "", f"From `benchmarks/results/{suite}.json`.", "",
                  f"![{suite}: ratio per backend]({image})", "",
                  benchmark_table(chosen, [suite]), ""]
    return "\n".join(lines)


#: One colour per backend on every plot (the backend table's order).
BACKEND_COLOURS = {"numpy": "#4c72b0", "torch": "#dd8452", "jax": "#55a868",
                   "tensorflow": "#c44e52", "dask": "#8172b3", "": "#7f7f7f"}
#: Ratios the x axis may label (a log axis labelled with plain ratios, not powers of ten).
_RATIO_TICKS = (0.01, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5,
                2.0, 3.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0)


def _ratio_ticks(low: float, high: float) -> list[float]:
    """At most eight ratios of ``_RATIO_TICKS`` spread over ``[low, high]``, 1 included."""
    inside = [t for t in _RATIO_TICKS if low <= t <= high] or [1.0]
    while len(inside) > 8:
        inside = [t for i, t in enumerate(inside) if i % 2 == 0 or t == 1.0]
    return inside


def plot_ratios(rows: list[dict[str, Any]], title: str, path: Path) -> None:
    """Horizontal bars from 1.0 (parity) to each ratio, log scale: one group per case,
    one bar per backend, so a cost above the native call points right and a saving left.
    Every label fits the image (long case names wrap; the figure grows to hold them)."""
    import textwrap

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import FixedLocator, FuncFormatter, NullLocator

    cases = list(dict.fromkeys(r["case"] for r in rows))
    backends = list(dict.fromkeys(r["backend"] for r in rows))
    labels = []
    for c in cases:
        name, goal = _goal(c)
        labels.append(textwrap.fill(name if goal is None else f"{name} (goal {goal:g})", 48))
    lines = sum(label.count("\n") + 1 for label in labels)
    # Each case's bars, one per backend it has, centred on the case's label.
    row_of = {(r["case"], r["backend"]): r for r in rows}
    present = {c: [b for b in backends if (c, b) in row_of] for c in cases}
    most = max([len(p) for p in present.values()] + [1])
    height = 0.8 / most
    y_of = {(c, b): i + (k - (len(present[c]) - 1) / 2) * height
            for i, c in enumerate(cases) for k, b in enumerate(present[c])}
    rows_height = max(0.3 * len(cases) * most, 0.22 * lines)
    fig, ax = plt.subplots(figsize=(9, 1.6 + rows_height))
    ratios = [r["ratio_median"] for r in rows] + [
        b for b in map(_best_ratio, rows) if b is not None]
    low, high = min([*ratios, 1.0]), max([*ratios, 1.0])
    best_labelled = False
    for backend in backends:
        mine = [(y_of[c, backend], row_of[c, backend]) for c in cases if (c, backend) in row_of]
        widths = [r["ratio_median"] - 1.0 for _, r in mine]
        ax.barh([y for y, _ in mine], widths, left=1.0, height=height,
                label=backend or "all", color=BACKEND_COLOURS.get(backend, "#7f7f7f"))
        for (y, _), w in zip(mine, widths):
            ax.annotate(f"{w + 1.0:.2f}", (w + 1.0, y), xytext=(3 if w >= 0 else -3, 0),
                        textcoords="offset points", va="center",
                        ha="left" if w >= 0 else "right", fontsize="x-small")
        best = [(y, _best_ratio(r)) for y, r in mine if _best_ratio(r) is not None]
        if best:
            ax.plot([b for _, b in best], [y for y, _ in best], linestyle="none", marker="|",
                    markersize=10, color="black",
                    label=None if best_labelled else "best blocks")
            best_labelled = True
    ax.set_xscale("log")
    ax.set_xlim(low / 1.3, high * 1.25)  # room for the value printed past each bar
    ax.xaxis.set_major_locator(FixedLocator(_ratio_ticks(low / 1.3, high * 1.25)))
    ax.xaxis.set_minor_locator(NullLocator())
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}\u00d7"))
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_yticks(range(len(cases)))
    ax.set_yticklabels(labels, fontsize="small")
    ax.set_ylim(len(cases) - 0.5, -0.5)
    has_best = any(_best_ratio(r) is not None for r in rows)
    ax.set_xlabel("time ratio, xpagnostic / reference: "
                  + ("bars the median, | the best blocks" if has_best else "median")
                  + " (log scale)")
    ax.set_title(title, loc="left")
    if len(backends) > 1 or backends != [""]:
        ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize="small",
                  frameon=False)
    fig.savefig(path, dpi=100, bbox_inches="tight")
    plt.close(fig)


def _standard_names(results: dict[str, dict[str, Any]]) -> list[str]:
    """Functions of the standard the suite covers (main namespace, linalg, fft)."""
    names: set[str] = set()
    for data in results.values():
        names |= {f for f in per_function(data)[0] if "." not in f or
                  f.startswith(("linalg.", "fft."))}
    return sorted(names, key=lambda f: (f.count("."), f))


def _plain(text: str) -> str:
    """Text shown as it is in a Markdown table cell."""
    for ch in "\\|*_`<>[]":
        text = text.replace(ch, "\\" + ch)
    return text


def _resolve(module: Any, name: str) -> Any:
    obj = module
    for part in name.split("."):
        obj = getattr(obj, part, None)
        if obj is None:
            return None
    return obj


def namespaces_page(results: dict[str, dict[str, Any]]) -> str:
    """Each namespace's functions of the standard, and which code implements each."""
    import importlib

    from xpagnostic._backends import BACKENDS

    names = _standard_names(results)
    modules: dict[str, Any] = {}
    for backend, row in BACKENDS.items():
        try:
            modules[backend] = importlib.import_module(row.namespace)
        except ImportError:
            modules[backend] = None
    lines = [
        "# Namespaces",
        "",
        "One Array API 2025.12 namespace per backend: " + ", ".join(
            f"`{row.namespace}`" for row in BACKENDS.values()) + ". Each has the standard's "
        "functions with its signatures (the [standard]"
        "(https://data-apis.org/array-api/2025.12/) documents them), plus `autodiff`, "
        "`random` and `__array_namespace_info__`. Generated when the site is built: each cell "
        "names the module whose code runs, so *xpagnostic* marks a function we wrote or "
        "fixed for that backend.",
        "",
        "| function | " + " | ".join(f"`{b}`" for b in modules) + " |",
        "|---|" + "---|" * len(modules),
    ]
    for name in names:
        cells = []
        for module in modules.values():
            obj = None if module is None else _resolve(module, name)
            if module is None:
                cells.append("not installed")
            elif obj is None:
                cells.append("missing")
            else:
                origin = getattr(obj, "__module__", None) or type(obj).__module__
                origin = origin.split(".")[0] if origin else "?"
                cells.append(origin.replace("_", "\\_"))
        lines.append(f"| `{name}` | " + " | ".join(cells) + " |")
    tf = modules.get("tensorflow")
    if tf is not None:
        lines += ["", "## `xpagnostic.tensorflow`", "",
                  "Our own implementation, one module per chapter of the standard; the first "
                  "line of each function's docstring:", "",
                  "| function | summary |", "|---|---|"]
        for n in names:
            obj = _resolve(tf, n)
            doc = (getattr(obj, "__doc__", None) or "").strip().splitlines()
            if obj is not None:
                lines.append(f"| `{n}` | {_plain(doc[0]) if doc else ''} |")
    return "\n".join(lines) + "\n"


def write_site(out_dir: Path) -> list[Path]:
    """The site's generated pages (not committed): support matrix, benchmarks, interop."""
    out_dir.mkdir(parents=True, exist_ok=True)
    results = load_conformance()
    pages = {
        "support-matrix.md": support_matrix(results),
        "api-namespaces.md": namespaces_page(results),
        "benchmarks.md": benchmark_page(load_benchmarks(), out_dir),
        "interop.md": results_page(
            "Interoperability: scikit-learn and SciPy", INTEROP,
            "the results the interoperability tests write",
            "the interoperability test session (`nox -s interop`)"),
        "transforms.md": transforms_page(load_benchmarks()),
    }
    written = []
    for name, text in pages.items():
        path = out_dir / name
        if not path.exists() or path.read_text() != text:
            path.write_text(text)
        written.append(path)
    return written


# --------------------------------------------------------------------------- internal links


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if value is None:
                continue
            if key == "id" or (tag == "a" and key == "name"):
                self.ids.add(value)
            if (tag == "a" and key == "href") or (tag == "img" and key == "src"):
                self.links.append(value)


def check_links(html_dir: Path) -> list[str]:
    """Broken internal links of a built site: missing pages, files and anchors (no network)."""
    parsed: dict[Path, _Links] = {}

    def parse(path: Path) -> _Links:
        if path not in parsed:
            p = _Links()
            p.feed(path.read_text(errors="replace"))
            parsed[path] = p
        return parsed[path]

    problems = []
    for page in sorted(html_dir.rglob("*.html")):
        if "_static" in page.parts or "_modules" in page.parts:
            continue
        for link in parse(page).links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:")):
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            where = f"{page.relative_to(html_dir)}: {link}"
            if not target.exists():
                problems.append(f"{where} (no such file)")
            elif parts.fragment and target.suffix == ".html" and \
                    unquote(parts.fragment) not in parse(target).ids:
                problems.append(f"{where} (no anchor #{parts.fragment})")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m docs.generate", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a committed table is stale")
    parser.add_argument("--site", type=Path, help="also write the site's generated pages here")
    parser.add_argument("--check-links", type=Path, metavar="HTML_DIR",
                        help="check the internal links of a built site")
    args = parser.parse_args(argv)
    if args.check_links:
        problems = check_links(args.check_links)
        for problem in problems:
            print(f"broken link: {problem}", file=sys.stderr)
        print(f"docs: internal links of {args.check_links}: "
              f"{'OK' if not problems else f'{len(problems)} broken'}")
        return 1 if problems else 0
    if args.check:
        stale = stale_files()
        for p in stale:
            print(f"stale: {p.relative_to(ROOT)} (run `python -m docs.generate`)", file=sys.stderr)
        return 1 if stale else 0
    for p in write_all():
        print(f"updated {p.relative_to(ROOT)}")
    if args.site:
        for p in write_site(args.site):
            print(f"wrote {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

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
* ``docs/interop/*.json`` when they exist: results of the interoperability tests.

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

from conformance.runner import function_of  # noqa: E402

DOCS = ROOT / "docs"
CONFORMANCE = DOCS / "conformance"
XFAILS = ROOT / "conformance" / "xfails"
BENCHMARKS = ROOT / "benchmarks" / "results"
INTEROP = DOCS / "interop"

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


def benchmark_times(rows: list[dict[str, Any]], suite: str) -> str:
    """One suite's rows with each side's best block, as ``python -m benchmarks`` prints them."""
    lines = ["| case | backend | reference | reference (best) | xpagnostic (best) "
             "| ratio (median) |", "|---|---|---|---:|---:|---:|"]
    for r in rows:
        if r["suite"] == suite:
            lines.append(f"| {r['case']} | {r['backend']} | {r['peer']} | "
                         f"{_time(r['peer_best_s'])} | {_time(r['ours_best_s'])} | "
                         f"{r['ratio_median']:.2f} |")
    return "\n".join(lines)


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
    }
    if have("jax"):
        out[CONFORMANCE / "README.md"]["jax-xfail-causes"] = lambda: jax_causes(results)
    if have("tensorflow"):
        out[DOCS / "tensorflow.md"] = {
            "tensorflow-conformance": lambda: target_sentence(results, "tensorflow"),
        }
    bench = load_benchmarks()
    suites = {r["suite"] for r in bench}
    if "tensorflow" in suites:
        out.setdefault(DOCS / "tensorflow.md", {})["benchmark-tensorflow"] = \
            lambda: benchmark_times(bench, "tensorflow")
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


def support_matrix(results: dict[str, dict[str, Any]]) -> str:
    targets = list(target_labels(results))
    if not targets:
        return "Not yet measured: no conformance summary is committed.\n"
    tables = {t: per_function(results[t]) for t in targets}
    universe: set[str] = set()
    for counts, _ in tables.values():
        universe |= set(counts)
    derived = [t for t in targets if not tables[t][1]]
    reasons: dict[tuple[str, str], int] = {}
    lines = [
        "# Support matrix",
        "",
        "Generated when the site is built, from the committed conformance summaries "
        "(`docs/conformance/<target>.json`) and the expected-failure lists "
        "(`conformance/xfails/<target>.txt`). One row per name of the standard that "
        "array-api-tests covers, one column per target:",
        "",
        "- **pass**: every test of it passed;",
        "- **xfail** *n*: at least one test is an expected failure, for reason *n* below;",
        "- **FAIL**: a test failed unexpectedly;",
        "- **n/a**: no test of it ran on this target (skipped, or the suite has none).",
        "",
        "Facade columns test `xpagnostic.Tensor` over that backend (its array object is "
        "the facade, not the framework's array).",
        "",
    ]
    if derived:
        lines += [
            "Summaries written before the runner recorded per-function counts: "
            + ", ".join(f"`{t}`" for t in derived)
            + ". For them a name is **pass** when none of its tests is a listed expected "
            "failure or failure; `python -m conformance --backend TARGET ...` refills the "
            "counts.",
            "",
        ]
    for title, keep in _GROUPS:
        names = sorted(f for f in universe if keep(f))
        if not names:
            continue
        lines += [f"## {title}", "",
                  "| name | " + " | ".join(targets) + " |",
                  "|---|" + ":-:|" * len(targets)]
        for name in names:
            cells = []
            for t in targets:
                counts, exact = tables[t]
                c = counts.get(name, Counter())
                if c["failed"]:
                    cells.append("FAIL")
                elif c["xfailed"]:
                    ids = [i for i in results[t]["xfails"]
                           if function_of(i) == name and i not in results[t].get("xpassed", [])]
                    refs = []
                    for i in ids:
                        why = results[t]["xfails"][i]
                        key = (t, why)
                        if key not in reasons:
                            reasons[key] = len(reasons) + 1
                        if reasons[key] not in refs:
                            refs.append(reasons[key])
                    cells.append("xfail " + ", ".join(f"{{ref}}`{r} <reason-{r}>`" for r in refs))
                elif c["passed"] or not exact:
                    cells.append("pass")
                else:
                    cells.append("n/a")
            display = name.split(".", 1)[1] if name.startswith(("array.", "constant.", "info."))\
                else name
            lines.append(f"| `{display}` | " + " | ".join(cells) + " |")
        lines.append("")
    if reasons:
        lines += ["## Reasons of the expected failures", ""]
        for (t, why), n in sorted(reasons.items(), key=lambda kv: kv[1]):
            lines += [f"(reason-{n})=", "", f"**{n}.** `{t}`: {_plain(why)}", ""]
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


def plot_ratios(rows: list[dict[str, Any]], title: str, path: Path) -> None:
    """Horizontal bars from 1.0 (parity) to each ratio, log scale: one group per case,
    one bar per backend, so a cost above the native call points right and a saving left."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cases = list(dict.fromkeys(r["case"] for r in rows))
    backends = list(dict.fromkeys(r["backend"] for r in rows))
    height = 0.8 / max(len(backends), 1)
    fig, ax = plt.subplots(figsize=(9, 1.2 + 0.28 * len(cases) * max(len(backends), 1)))
    for j, backend in enumerate(backends):
        ys, widths = [], []
        for i, case in enumerate(cases):
            hit = [r for r in rows if r["case"] == case and r["backend"] == backend]
            if hit:
                ys.append(i + j * height)
                widths.append(hit[0]["ratio_median"] - 1.0)
        ax.barh(ys, widths, left=1.0, height=height, label=backend or "all")
    ax.set_xscale("log")
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_yticks([i + height * (len(backends) - 1) / 2 for i in range(len(cases))])
    ax.set_yticklabels(cases, fontsize="small")
    ax.invert_yaxis()
    ax.set_xlabel("time ratio, xpagnostic / reference (median of interleaved pairs, log scale)")
    ax.set_title(title)
    ax.legend(loc="best", fontsize="small")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
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

"""The site's generated pages (not committed): support matrix, API index, benchmarks, interop."""

from __future__ import annotations

import importlib.util
import json
import math
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from conformance.runner import function_of
from docs._sources import (
    _BACKEND_WORDS,
    DASH,
    INTEROP,
    ROOT,
    _plain,
    load_benchmarks,
    load_conformance,
)
from docs._tables import _best_ratio, _goal, benchmark_table, target_labels


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
    """Ratios of ``_RATIO_TICKS`` over ``[low, high]``, 1 included, spaced at least an
    eighth of the axis apart on its log scale so that their labels never touch."""
    gap = math.log10(high / low) / 8
    inside = [t for t in _RATIO_TICKS if low <= t <= high] or [1.0]
    kept = [1.0]
    for side in ([t for t in inside if t > 1.0], [t for t in reversed(inside) if t < 1.0]):
        last = 1.0
        for tick in side:
            if abs(math.log10(tick / last)) >= gap:
                kept.append(tick)
                last = tick
    return sorted(kept)


#: The plots' width in inches: the site's text column at 100 pixels an inch, so their labels
#: show at the size they are set in (the image is saved at twice that for sharp screens).
PLOT_WIDTH = 7.4


def ratio_figure(rows: list[dict[str, Any]], title: str) -> Any:
    """Horizontal bars from 1.0 (parity) to each ratio, log scale: one group per case,
    one bar per backend, so a cost above the native call points right and a saving left.
    Long case names wrap and the figure grows to hold them; the legend sits above the plot,
    the case names carry no tick marks, and each bar's value is printed past its end."""
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
        labels.append(textwrap.fill(name if goal is None else f"{name} (goal {goal:g})", 38))
    # Each case's bars, one per backend it has, centred on the case's label.
    row_of = {(r["case"], r["backend"]): r for r in rows}
    present = {c: [b for b in backends if (c, b) in row_of] for c in cases}
    most = max([len(p) for p in present.values()] + [1])
    height = 0.8 / most
    y_of = {(c, b): i + (k - (len(present[c]) - 1) / 2) * height
            for i, c in enumerate(cases) for k, b in enumerate(present[c])}
    # Room per case: its bars at 0.17 in each (the value printed beside a bar fits its
    # height), or its wrapped label's lines, whichever is taller.
    per_case = [max(0.17 * len(present[c]), 0.2 * (label.count("\n") + 1)) + 0.12
                for c, label in zip(cases, labels)]
    with plt.rc_context({"font.size": 10}):
        fig, ax = plt.subplots(figsize=(PLOT_WIDTH, 1.4 + max(per_case) * len(cases)))
        ratios = [r["ratio_median"] for r in rows] + [
            b for b in map(_best_ratio, rows) if b is not None]
        low, high = min([*ratios, 1.0]), max([*ratios, 1.0])
        best_labelled = False
        for backend in backends:
            mine = [(y_of[c, backend], row_of[c, backend]) for c in cases
                    if (c, backend) in row_of]
            widths = [r["ratio_median"] - 1.0 for _, r in mine]
            ax.barh([y for y, _ in mine], widths, left=1.0, height=height * 0.9,
                    label=backend or "all", color=BACKEND_COLOURS.get(backend, "#7f7f7f"))
            for (y, _), w in zip(mine, widths):
                ax.annotate(f"{w + 1.0:.2f}", (w + 1.0, y), xytext=(3 if w >= 0 else -3, 0),
                            textcoords="offset points", va="center",
                            ha="left" if w >= 0 else "right", fontsize=8)
            best = [(y, _best_ratio(r)) for y, r in mine if _best_ratio(r) is not None]
            if best:
                ax.plot([b for _, b in best], [y for y, _ in best], linestyle="none",
                        marker="|", markersize=8, color="black",
                        label=None if best_labelled else "best blocks")
                best_labelled = True
        ax.set_xscale("log")
        # room for the value printed past each bar, on either side of 1
        ax.set_xlim(low / 1.6, high * 1.6)
        ax.xaxis.set_major_locator(FixedLocator(_ratio_ticks(low / 1.6, high * 1.6)))
        ax.xaxis.set_minor_locator(NullLocator())
        ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _: f"{v:g}\u00d7"))
        ax.tick_params(axis="x", labelsize=9, pad=4)
        ax.axvline(1.0, color="black", linewidth=0.8)
        ax.set_yticks(range(len(cases)))
        ax.set_yticklabels(labels, fontsize=9)
        ax.tick_params(axis="y", length=0, pad=6)  # a case names a group: no tick mark
        ax.set_ylim(len(cases) - 0.5, -0.5)
        ax.grid(axis="x", color="#dddddd", linewidth=0.6)
        ax.set_axisbelow(True)
        has_best = any(_best_ratio(r) is not None for r in rows)
        ax.set_xlabel("time ratio, xpagnostic / reference: "
                      + ("bars the median, | the best blocks" if has_best else "median")
                      + " (log scale)", fontsize=9)
        shown = len(backends) > 1 or backends != [""]
        ax.set_title(title, loc="left", pad=26 if shown else 6)
        if shown:
            ax.legend(loc="lower left", bbox_to_anchor=(0.0, 1.0), fontsize=9, frameon=False,
                      ncol=len(backends) + int(has_best), borderaxespad=0.2,
                      handlelength=1.2, columnspacing=1.0)
    return fig


def overlapping_labels(fig: Any) -> list[tuple[str, str]]:
    """Pairs of the figure's texts (case names, values, ticks, legend, title) that overlap."""
    from matplotlib.text import Text

    fig.canvas.draw()
    renderer = fig.canvas.get_renderer()
    texts = [t for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    boxes = [(t.get_text(), t.get_window_extent(renderer)) for t in texts]
    return [(a, b) for i, (a, box_a) in enumerate(boxes) for b, box_b in boxes[i + 1:]
            if box_a.overlaps(box_b)]


def plot_ratios(rows: list[dict[str, Any]], title: str, path: Path) -> None:
    """:func:`ratio_figure` saved as an image the width of the text column."""
    import matplotlib.pyplot as plt

    fig = ratio_figure(rows, title)
    fig.savefig(path, dpi=200, bbox_inches="tight")
    plt.close(fig)


def _standard_names(results: dict[str, dict[str, Any]]) -> list[str]:
    """Functions of the standard the suite covers (main namespace, linalg, fft)."""
    names: set[str] = set()
    for data in results.values():
        names |= {f for f in per_function(data)[0] if "." not in f or
                  f.startswith(("linalg.", "fft."))}
    return sorted(names, key=lambda f: (f.count("."), f))


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

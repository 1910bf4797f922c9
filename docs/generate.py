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

This module finds the regions, runs the producers and writes or checks the files; the
producers live by job beside it:

* ``docs/_sources.py``: where the result files are and how they are read;
* ``docs/_tables.py``: the tables written into the committed Markdown;
* ``docs/_gpu.py``: the results of the GPU run shown on ``docs/gpu-verification.md``;
* ``docs/_site.py``: the site's generated pages and plots (written at build time, not committed);
* ``docs/_links.py``: the internal links and anchors of a built site.
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script or from Sphinx's conf.py
    sys.path.insert(0, str(ROOT))

# The job modules: each figure of the docs is produced by one of them; this module runs them.
from docs._gpu import gpu_results  # noqa: E402
from docs._links import check_links  # noqa: E402
from docs._site import plot_ratios as plot_ratios  # noqa: E402
from docs._site import support_matrix as support_matrix  # noqa: E402
from docs._site import torch_unsigned_table, write_site  # noqa: E402
from docs._sources import (  # noqa: E402
    CONFORMANCE,
    DOCS,
    GPU_RESULTS,
    load_benchmarks,
    load_conformance,
    load_json,
)
from docs._sources import _plain as _plain  # noqa: E402
from docs._sources import normalise_benchmark as normalise_benchmark  # noqa: E402
from docs._tables import DISTURBED as DISTURBED  # noqa: E402
from docs._tables import _goal as _goal  # noqa: E402
from docs._tables import _rows as _rows  # noqa: E402
from docs._tables import _time as _time  # noqa: E402
from docs._tables import (  # noqa: E402
    benchmark_reading,
    benchmark_times,
    benchmark_versions,
    conformance_summary,
    error_campaign_table,
    error_contract_costs,
    facade_overhead,
    facade_table,
    jax_causes,
    namespace_table,
    target_sentence,
)
from docs._tables import target_labels as target_labels  # noqa: E402


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
        DOCS / "errors.md": {"error-contract-costs": error_contract_costs,
                             "error-campaign": error_campaign_table},
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

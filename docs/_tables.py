"""The tables written into the committed Markdown: conformance, benchmarks, the error contract."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from docs._sources import (
    BENCHMARKS,
    DASH,
    DOCS,
    FACADE_TARGETS,
    NAMESPACE_TARGETS,
    _count,
    _intermittent_passed,
    _xfailed_cell,
    load_json,
)
from xpagnostic._backends import BACKENDS


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
    lines = ["| backend | facade: extra per op | EagerPy: extra per op "
             "| facade chain / EagerPy chain |", "|---|---:|---:|---:|"]
    for backend, label in _BACKEND_LABELS.items():
        if backend not in facade:
            continue

        def per_op(r: dict[str, Any] | None) -> str:
            return DASH if r is None else _time((r["ours_best_s"] - r["peer_best_s"]) / 3)

        ratio = versus.get(backend)
        shown = DASH if ratio is None else f"{ratio['ratio_median']:.2f}"
        lines.append(f"| {label} | {per_op(facade[backend])} | {per_op(eager.get(backend))} | "
                     f"{shown} |")
    return "\n".join(lines)


ERROR_COSTS = DOCS / "benchmarks" / "error-contract.json"
#: Each backend's label in the docs, from its class (the backend table).
_BACKEND_LABELS = {name: row.label for name, row in BACKENDS.items()}


def _duration(ns: float) -> str:
    return f"{ns / 1000:.1f} µs" if ns >= 20_000 else f"{ns:.0f} ns"


ERROR_CAMPAIGN = DOCS / "errors" / "campaign.json"


def error_campaign_table(path: Path = ERROR_CAMPAIGN) -> str:
    """docs/errors.md's table of the error campaign: per mistake kind, the calls, the
    reference class, the classes raised, the calls that keep the contract on each backend,
    and one message; from the file ``error_campaign.py --record`` writes."""
    data = json.loads(path.read_text())
    backends = data["backends"]
    head = " | ".join(_BACKEND_LABELS.get(b, b) for b in backends)
    lines = [f"{data['calls']} wrong calls on each of {len(backends)} backends "
             f"({data['calls'] * len(backends)} calls); a cell counts the calls that raise the "
             "reference class with a message that starts with the function's name and names "
             "the parameter, leaving the inputs unchanged.", "",
             f"| mistake | calls | reference class | classes raised | {head} | example |",
             "|---|---:|---|---|" + "---:|" * len(backends) + "---|"]
    for row in data["kinds"]:
        reference = ", ".join(f"`{r}`" for r in sorted(row["reference"], key=lambda r: (
            -row["reference"][r], r)))
        raised = ", ".join(f"`{c}` {n}" for c, n in sorted(
            row["raised"].items(), key=lambda item: (-item[1], item[0])))
        cells = " | ".join(str(row["passing"].get(b, 0)) for b in backends)
        example = row["example"].replace("|", "\\|")
        lines.append(f"| {row['kind']} | {row['calls']} | {reference} | {raised} | {cells} | "
                     f"`{example}` |" if example else
                     f"| {row['kind']} | {row['calls']} | {reference} | {raised} | {cells} | |")
    return "\n".join(lines)


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


"""The committed result files the docs quote: where they are and how they are read."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from conformance.runner import DEVICE_RESULTS
from xpagnostic._backends import BACKENDS

ROOT = Path(__file__).resolve().parent.parent

DOCS = ROOT / "docs"
CONFORMANCE = DOCS / "conformance"
XFAILS = ROOT / "conformance" / "xfails"
BENCHMARKS = ROOT / "benchmarks" / "results"
INTEROP = DOCS / "interop"
GPU_RESULTS = DEVICE_RESULTS

@dataclass(frozen=True)
class _Variant:
    """A conformance target beside a backend's own two: a mode of its framework, a run
    without the suite's plugin, a peer run raw."""

    backend: str
    label: str
    #: The label of its facade target ("" where there is none).
    facade: str = ""
    #: Whether it is shown before the backend's own target.
    first: bool = False


_VARIANTS = {
    "jax-x64": _Variant("jax", "`xpagnostic.jax` (x64 mode)", "JAX (x64 mode)", first=True),
    "tensorflow-unassisted": _Variant(
        "tensorflow", "`xpagnostic.tensorflow`, suite without the TensorShape plugin"),
    "compat-dask": _Variant("dask", "`array_api_compat.dask.array` (the peer, run raw)"),
}


def _targets() -> tuple[dict[str, str], dict[str, str]]:
    """Display order and labels of the namespace and facade targets: each backend's own
    (its namespace's path and its label, from the backend table) with its variants."""
    namespaces: dict[str, str] = {}
    facades: dict[str, str] = {}
    for name, row in BACKENDS.items():
        variants = {k: v for k, v in _VARIANTS.items() if v.backend == name}
        # The mode its own targets run in, where its framework has several.
        mode = f" ({row.conformance.mode})" if row.conformance.mode else ""
        own = {name: _Variant(name, f"`{row.namespace}`{mode}", f"{row.label}{mode}")}
        ordered = {**{k: v for k, v in variants.items() if v.first}, **own,
                   **{k: v for k, v in variants.items() if not v.first}}
        for key, variant in ordered.items():
            namespaces[key] = variant.label
            if variant.facade:
                facades[f"facade-{key}"] = variant.facade
    return namespaces, facades


#: Display order and labels of the conformance targets (a target without a summary is left out).
NAMESPACE_TARGETS, FACADE_TARGETS = _targets()
INTERMITTENT = "[intermittent]"
DASH = "\u2013"  # en dash: ranges and empty cells
TIMES = "\u00d7"  # multiplication sign: ratios


def load_conformance() -> dict[str, dict[str, Any]]:
    """Target name -> its committed summary."""
    out = {}
    for path in sorted(CONFORMANCE.glob("*.json")):
        if path.name == "baselines.json":
            continue
        data = json.loads(path.read_text())
        out[data["target"]] = data
    return out


_BACKEND_WORDS = tuple(BACKENDS)


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


def _plain(text: str) -> str:
    """Text shown as it is in a Markdown table cell."""
    for ch in "\\|*_`<>[]":
        text = text.replace(ch, "\\" + ch)
    return text

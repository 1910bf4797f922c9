"""docs/gpu-verification.md's results, from the files of the GPU run in ``docs/gpu/``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from docs._sources import DASH, GPU_RESULTS, ROOT, TIMES, _count, _plain, load_conformance

#: The mix's promise on a device: rows of 1e6 elements, and compiled training steps, within
#: this ratio of the native call (median).
TARGET = 1.05


def _target(row: dict[str, Any]) -> str:
    """The target cell of a mix row: met or missed beside the figure, a dash where none."""
    if row.get("suite") != "compiled" and "1e6" not in row["case"]:
        return DASH
    met = row["ratio_median"] <= TARGET
    return f"\u2264 {TARGET:g}: " + ("met" if met else "**missed**")


def _pins(names: list[str]) -> str:
    """The exact versions ``constraints.txt`` pins for ``names``."""
    path = ROOT / "constraints.txt"
    pins = dict(line.split("==", 1) for line in path.read_text().split()
                if "==" in line) if path.exists() else {}
    return ", ".join(f"{n} {pins[n]}" for n in names if n in pins)


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
             "| on the CPU: passed / failed | what ran |",
             "|---|---|---:|---:|---:|---:|---:|---|---|"]
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
            lines.append(f"| `{target}` | {where} | {why} | | | | | {cpu_cell} | "
                         f"{_conformance_ran(target, where, data)} |")
            continue
        lines.append(f"| `{target}` | {where} | {_count(data, 'passed')} | "
                     f"{_count(data, 'failed')} | {_count(data, 'xfailed')} | "
                     f"{_count(data, 'skipped')} | {data.get('seconds', DASH)} | {cpu_cell} | "
                     f"{_conformance_ran(target, where, data)} |")
    failed = [f"- `{data.get('target')}`: `{test}`" for name in names
              for data in [files[name]] for test in data.get("failed", [])[:20]]
    return ["### Conformance", "", *lines, *(["", "Failures:", "", *failed] if failed else []),
            ""]


def _conformance_ran(target: str, where: str, data: dict[str, Any]) -> str:
    """The conformance run's command, as its summary records it."""
    files = data.get("files", "all")
    files = "every file" if files == "all" else ", ".join(f"`{f}`" for f in files)
    examples = data.get("max_examples")
    return (f"`--backend {target} --device {where}"
            + (f" --max-examples {examples}" if examples is not None else "") + "`"
            + f"; {files} of the suite"
            + (f" (tag {data['suite_tag']})" if "suite_tag" in data else ""))


def _tests_ran(data: dict[str, Any]) -> str:
    """The test paths one test step ran and the variables it set."""
    if "paths" not in data:
        return "not recorded"
    ran = ", ".join(f"`{p}`" for p in data["paths"]) or "every test"
    env = " ".join(f"`{k}={v}`" for k, v in sorted(data.get("environment", {}).items()))
    return ran + (f" with {env}" if env else "")


def _gpu_tests(files: dict[str, Any]) -> list[str]:
    steps = [files[n] for n in ("tests", "device-tests") if n in files]
    if not steps:
        return []
    cols = ("passed", "failed", "error", "skipped", "xfailed")
    lines = ["### The project's tests", "",
             "| run | device | " + " | ".join(cols) + " | seconds | what ran |",
             "|---|---|" + "---:|" * (len(cols) + 1) + "---|"]
    for data in steps:
        what = data["step"] + (" (host reads raise)" if data.get("environment") else "")
        state = " (timed out)" if data.get("timed_out") else ""
        lines.append(f"| {what}{state} | {data['device']} | "
                     + " | ".join(str(data["totals"].get(c, 0)) for c in cols)
                     + f" | {data.get('seconds', DASH)} | {_tests_ran(data)} |")
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
             f"Arrays on {data['device']}; our median ratio to the native call, then its minimum, "
             "every timing block waiting for the device. The target "
             f"column marks the rows the promise covers (1e6 elements: within {TARGET:g} of "
             "the native call), met or missed.", "",
             "| case | backend | ratio | minimum | target | peer | peer's ratio |",
             "|---|---|---:|---:|---|---|---:|"]
    compiled = [r for r in data["rows"] if r.get("suite") == "compiled"]
    for row in data["rows"]:
        if row.get("suite") == "compiled":
            continue
        peer = row.get("peer") or DASH
        peer_ratio = (f"{row['peer_ratio_median']:.2f}" if row.get("peer_ratio_median")
                      else DASH)
        lines.append(f"| {_plain(row['case'])} | {row['backend']} | "
                     f"{row['ratio_median']:.2f} | {row['ratio_min']:.2f} | {_target(row)} | "
                     f"{peer} | "
                     f"{peer_ratio} |")
    if compiled:
        lines += ["", "Compiled training steps on the device: the agnostic step over the "
                  "native idiom, compiled by the same compiler (median, minimum in brackets).",
                  "", "| step | compiler | native idiom | ratio | minimum | target |",
                  "|---|---|---|---:|---:|---|"]
        lines += [f"| {_plain(r['case'])} | {r['compiler']} | {r['reference']} | "
                  f"{r['ratio_median']:.2f} | {r['ratio_min']:.2f} | {_target(r)} |"
                  for r in compiled]
    return [*lines, ""]


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
        pinned = _pins([name for name, info in report.items() if info.get("installed")])
        body += ["Backends and the accelerators each saw, at the framework versions installed "
                 "on the GPU machine (its own CUDA builds, not the versions `constraints.txt` "
                 f"pins{': ' + pinned if pinned else ''}): " + "; ".join(seen) + ".", ""]
    body += _gpu_conformance(files, cpu if cpu is not None else load_conformance())
    body += _gpu_tests(files)
    body += _gpu_mix(files)
    return "\n".join(body).rstrip()

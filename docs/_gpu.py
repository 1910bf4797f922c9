"""docs/gpu-verification.md's results, from the files of the GPU run in ``docs/gpu/``."""

from __future__ import annotations

import functools
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
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


def _gpu_conformance(files: dict[str, Any], cpu: dict[str, dict[str, Any]],
                     targets: tuple[str, ...]) -> list[str]:
    names = [n for n in files if n.startswith("conformance-")]
    absent = [t for t in targets if f"conformance-{t}" not in files]
    lines = ["| target | device | passed | failed | xfailed | skipped | seconds "
             "| on the CPU: passed / failed | what ran |",
             "|---|---|---:|---:|---:|---:|---:|---|---|"]
    for name in names:
        data = files[name]
        target = data.get("target", name.removeprefix("conformance-"))
        device = data.get("device") or {}
        where = device.get("device") or device.get("requested", "?")
        cpu_cell = _cpu_cell(cpu.get(target))
        if "totals" not in data:
            why = "timed out" if data.get("incomplete", {}).get("timed_out") else "no summary"
            lines.append(f"| `{target}` | {where} | {why} | | | | | {cpu_cell} | "
                         f"{_conformance_ran(target, where, data)} |")
            continue
        lines.append(f"| `{target}` | {where} | {_count(data, 'passed')} | "
                     f"{_count(data, 'failed')} | {_count(data, 'xfailed')} | "
                     f"{_count(data, 'skipped')} | {data.get('seconds', DASH)} | {cpu_cell} | "
                     f"{_conformance_ran(target, where, data)} |")
    lines += [f"| `{target}` | {DASH} | not run: no result file | | | | | "
              f"{_cpu_cell(cpu.get(target))} | {DASH} |" for target in absent]
    failed = [f"- `{data.get('target')}`: `{test}`" for name in names
              for data in [files[name]] for test in data.get("failed", [])[:20]]
    return ["### Conformance", "", *lines, *(["", "Failures:", "", *failed] if failed else []),
            ""]


def _cpu_cell(on_cpu: dict[str, Any] | None) -> str:
    """The CPU summary's passed / failed of a conformance target, a dash where none."""
    return f"{_count(on_cpu, 'passed')} / {_count(on_cpu, 'failed')}" if on_cpu else DASH


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
    """The test paths one test step ran, the files it left to other steps, the variables it
    set and its processes."""
    if "paths" not in data:
        return "not recorded"
    ran = ", ".join(f"`{p}`" for p in data["paths"]) or "every test"
    left = data.get("ignored") or []
    env = " ".join(f"`{k}={v}`" for k, v in sorted(data.get("environment", {}).items()))
    processes = data.get("processes")
    return (ran + (" without " + ", ".join(f"`{p}`" for p in left) if left else "")
            + (f" with {env}" if env else "")
            + (f"; {processes} processes" if processes and processes > 1
               and "not_run" not in data else ""))


@functools.cache
def run_script() -> ModuleType:
    """The GPU run's script (``.ci/gpu_run.py``), imported once as the module ``gpu_run``:
    its plan of test steps and its conformance targets."""
    spec = importlib.util.spec_from_file_location("gpu_run", ROOT / ".ci" / "gpu_run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def _test_rows(files: dict[str, Any], plans: dict[str, Any]) -> list[dict[str, Any]]:
    """Every step of the plan the results were run with (the 15-process one when none ran),
    each with its result file or none, then any result file of a step outside that plan."""
    ran = [data for name, data in files.items()
           if name.startswith("tests-") or name in ("tests", "device-tests")]
    used = next((d["plan"] for d in ran if d.get("plan") in plans), "parallel")
    names = [step.name for step in plans[used]]
    by_step = {d.get("step"): d for d in ran}
    rows = [by_step.get(name) or {"step": name, "not_run": None, "paths": list(step.paths),
                                  "ignored": list(step.ignore),
                                  "environment": dict(step.environment)}
            for name, step in zip(names, plans[used])]
    return rows + [d for d in ran if d.get("step") not in names]


def _gpu_tests(files: dict[str, Any], plans: dict[str, Any] | None = None) -> list[str]:
    rows = _test_rows(files, plans if plans is not None else run_script().PLANS)
    rows_ran = any("not_run" not in r for r in rows)
    cols = ("passed", "failed", "error", "skipped", "xfailed")
    lines = ["### The project's tests", "",
             "Every folder of `xpagnostic-tests` in the steps of the run's plan, each row "
             "with the counts its step measured; a step with no result file says "
             "\"not run\", a step whose folders need a framework the GPU machine lacks says "
             "why it was not run." if rows_ran else
             "No step of the project's tests has run on the GPU: every row says \"not run\".",
             "",
             "| step | device | " + " | ".join(cols) + " | seconds | what ran |",
             "|---|---|" + "---:|" * (len(cols) + 1) + "---|"]
    for data in rows:
        what = data["step"] + (" (host reads raise)"
                               if "XPAGNOSTIC_TEST_SYNC_DEBUG" in data.get("environment", {})
                               else "")
        if "not_run" in data:
            why = _plain(data["not_run"]) if data["not_run"] else "no result file"
            lines.append(f"| {what} | {data.get('device', DASH)} | not run: {why} |"
                         + " |" * len(cols) + f" {_tests_ran(data)} |")
            continue
        state = " (timed out)" if data.get("timed_out") else ""
        totals = data.get("totals", {})
        lines.append(f"| {what}{state} | {data['device']} | "
                     + " | ".join(str(totals.get(c, 0)) for c in cols)
                     + f" | {data.get('seconds', DASH)} | {_tests_ran(data)} |")
    failures = [f"- {data['step']}: `{f['test']}`: {_plain(f['message'])}"
                for data in rows for f in data.get("failures", [])[:30]]
    skips = [f"- {data['step']}: {_plain(why)} ({count})"
             for data in rows for why, count in data.get("skip_reasons", {}).items()]
    reads = {test: why for data in rows for test, why in data.get("host_reads", {}).items()}
    notes = ["", "Calls that read device values back to the host, each exactly as the same "
             "call through array-api-compat (the framework's own functions) does, so the "
             "read is the framework's; their outputs were checked without the sync check:",
             "", *(f"- {_plain(test.partition('[')[2].rstrip(']') or test)}: {_plain(why)}"
                   for test, why in sorted(reads.items()))
             ] if reads else []
    return [*lines, *(["", "Failures:", "", *failures] if failures else []),
            *(["", "Skipped, and why (the reasons pytest gave, most frequent first, with "
               "their counts):", "", *skips] if skips else []), *notes, ""]


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
    script = run_script()
    body += _gpu_conformance(files, cpu if cpu is not None else load_conformance(),
                             script.GPU_TARGETS)
    body += _gpu_tests(files, script.PLANS)
    body += _gpu_mix(files)
    return "\n".join(body).rstrip()

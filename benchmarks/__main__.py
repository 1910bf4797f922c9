"""``python -m benchmarks [names]``: run bench_*.py modules and print ratio tables.

With no name, the realistic mix runs (``mix``, about a minute and a half): its table is printed,
its rows are written to ``benchmarks/results/mix.json`` and the table in
``docs/performance.md`` is regenerated from that file (``--no-write`` only prints).
``--all`` runs every benchmark.

``--device NAME`` (``cuda:0``, ``gpu``, ``/GPU:0``, ``cpu:1`` ...) runs the mix with its arrays
on that device, for every backend that has it; it writes neither the committed result file
nor the docs: ``--json FILE`` saves the rows with the device, the accelerator and the NVIDIA
driver.  When no installed backend has the device, it says so and exits with status 77
(skipped); 2 is a usage error.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import pkgutil
import sys
from pathlib import Path

from ._timing import THREAD_ENV, Row, format_table


def available() -> list[str]:
    here = str(Path(__file__).parent)
    return sorted(
        m.name[len("bench_") :] for m in pkgutil.iter_modules([here]) if m.name.startswith("bench_")
    )


#: Exit status of a run on a device that no installed backend has (nothing ran).
SKIPPED = 77


def _run_mix(write: bool, json_path: Path | None, device: str | None = None) -> int:
    from . import report
    from .bench_mix import run

    try:
        rows = [r.as_dict() for r in run(device)]
    except LookupError as exc:
        print(f"benchmarks: {exc}; nothing was run (exit {SKIPPED}: skipped)", file=sys.stderr)
        return SKIPPED
    print(report.mix_table(rows))
    print(report.compiled_table(rows))
    if device is not None:
        if json_path is not None:
            _write_device_rows(json_path, device, rows)
        return 0
    target = json_path or (report.MIX_JSON if write else None)
    if target is not None:
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(rows, indent=1) + "\n")
        print(f"# wrote {target}", file=sys.stderr)
    if write and json_path is None:
        report.update_docs()
        print(f"# regenerated {report.PERFORMANCE_MD}", file=sys.stderr)
    return 0


def _write_device_rows(path: Path, device: str, rows: list[dict[str, object]]) -> None:
    """The mix's rows on ``device``, with what each backend placed them on."""
    from conformance.device import DeviceNotFound, find_device
    from xpagnostic._accelerators import nvidia_smi

    placed = {}
    for backend in dict.fromkeys(str(r["backend"]) for r in rows):
        try:
            placed[backend] = find_device(backend, device).as_dict()
        except DeviceNotFound:  # pragma: no cover - it was found for the run
            continue
    data = {"benchmark": "mix", "device": device, "devices": placed,
            "nvidia_smi": nvidia_smi(), "rows": rows}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1) + "\n")
    print(f"# wrote {path}", file=sys.stderr)


def args_mix_only(argv: list[str] | None) -> bool:
    """Whether the command line runs the mix alone (the default)."""
    args = sys.argv[1:] if argv is None else argv
    names = [a for i, a in enumerate(args)
             if not a.startswith("-") and (i == 0 or args[i - 1] != "--json")]
    return "--all" not in args and names in ([], ["mix"])


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    if args_mix_only(argv):
        # Before numpy (the benchmark modules import it): one BLAS thread (see bench_mix).
        for k, v in THREAD_ENV.items():
            os.environ.setdefault(k, v)
    names = available()
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help=f"benchmarks to run (default: mix; of {names})")
    parser.add_argument("--all", action="store_true", help="run every benchmark")
    parser.add_argument("--no-write", action="store_true",
                        help="mix: print only; write neither the result file nor the docs")
    parser.add_argument("--json", type=Path, default=None,
                        help="mix: write the rows to this file instead (docs untouched)")
    parser.add_argument("--device", default=None,
                        help="mix: create the arrays on this device (cuda:0, gpu, /GPU:0, "
                             "cpu:1 ...); exit 77 when no installed backend has it")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(names))
    if unknown:
        parser.error(f"unknown benchmark(s) {unknown}; available: {names}")
    selected = names if args.all else (args.names or ["mix"])
    if args.device is not None and selected != ["mix"]:
        parser.error("--device runs the mix only (python -m benchmarks mix --device NAME)")
    rows: list[Row] = []
    for name in selected:
        print(f"# {name}", file=sys.stderr, flush=True)
        if name == "mix":
            status = _run_mix(not args.no_write, args.json, args.device)
            if status:
                return status
            continue
        module = importlib.import_module(f"{__package__}.bench_{name}")
        out = module.run()
        if out and not isinstance(out[0], Row):  # rows of ratios with a minimum (MixRow)
            from .report import compiled_table, mix_table

            dicts = [r.as_dict() for r in out]
            print(compiled_table(dicts) if dicts[0]["suite"] == "compiled" else mix_table(dicts))
            continue
        rows.extend(out)
    if rows:
        print(format_table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

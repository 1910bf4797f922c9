"""pytest plugin for the conformance runner: progress of a long run, file by file.

When a test file of the suite is done, one line tells how far the run is::

    [  341/1381]  0:45  test_linalg.py: 30 passed

(tests done / tests collected, elapsed time, and that file's outcomes).  The
runner loads it into the suite's process with ``-p conformance.progress``.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

_ORDER = ("passed", "failed", "xfailed", "xpassed", "skipped", "error")


class Progress:
    def __init__(self, config: Any) -> None:
        self.config = config
        self.start = time.monotonic()
        self.total = 0
        self.done = 0
        self.file: str | None = None
        self.counts: Counter[str] = Counter()

    def _write(self, text: str) -> None:
        reporter = self.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(text)
        else:  # pragma: no cover - pytest always has its terminal reporter here
            print(text, flush=True)

    def _flush_file(self) -> None:
        if self.file is None:
            return
        elapsed = int(time.monotonic() - self.start)
        counts = ", ".join(f"{self.counts[k]} {k}" for k in _ORDER if self.counts[k])
        width = len(str(self.total))
        self._write(f"[{self.done:>{width}}/{self.total}] {elapsed // 60:>3}:{elapsed % 60:02d}"
                    f"  {self.file}: {counts}")
        self.counts.clear()

    def pytest_collection_finish(self, session: Any) -> None:
        self.total = len(session.items)
        self._write(f"conformance: {self.total} tests collected")

    def pytest_runtest_logreport(self, report: Any) -> None:
        # One outcome per test: the call phase, or the phase that ended it early.
        if report.when == "call" or (report.when == "setup" and not report.passed):
            pass
        elif report.when == "teardown" and report.failed:
            self.counts["error"] += 1
            return
        else:
            return
        file = report.nodeid.split("::", 1)[0].rsplit("/", 1)[-1]
        if file != self.file:
            self._flush_file()
            self.file = file
        self.done += 1
        if hasattr(report, "wasxfail"):
            outcome = "xpassed" if report.passed else "xfailed"
        else:
            outcome = report.outcome
        self.counts[outcome] += 1

    def pytest_sessionfinish(self) -> None:
        self._flush_file()


def pytest_configure(config: Any) -> None:
    config.pluginmanager.register(Progress(config), "conformance-progress")

"""The compiled training steps' table in docs/performance.md: built from the mix's result
rows of suite ``compiled``, one column per compiler; the mix's own table leaves them out."""

from __future__ import annotations

from benchmarks import report


def _row(case: str, compiler: str, median: float, minimum: float) -> dict[str, object]:
    backend = {"torch.compile": "torch", "jax.jit": "jax"}.get(compiler, "tensorflow")
    return {"suite": "compiled", "case": case, "backend": backend, "compiler": compiler,
            "reference": f"native ({compiler})", "ratio_median": median, "ratio_min": minimum}


def test_compiled_rows_make_their_own_table() -> None:
    rows = [_row("step", "jax.jit", 1.01, 0.98), _row("step", "torch.compile", 1.04, 1.0),
            _row("first call", "torch.compile", 1.2, 1.1),
            {"suite": "mix", "case": "add", "backend": "numpy", "reference": "native add",
             "ratio_median": 1.0, "ratio_min": 0.9, "peer": None}]
    table = report.compiled_table(rows).splitlines()
    assert table[0] == "| case | `torch.compile` | `jax.jit` |"  # the compilers' order
    assert table[2] == "| native idiom | native (torch.compile) | native (jax.jit) |"
    assert table[3] == "| step | 1.04 | 1.01 |"  # one figure per cell: the median
    assert table[4] == "| first call | 1.20 | n/a |"
    mix = report.mix_table(rows)
    assert "`add`" in mix and "step" not in mix


def test_without_compiled_rows_the_table_says_so() -> None:
    assert "python -m benchmarks" in report.compiled_table([])

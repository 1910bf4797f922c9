"""Figures in the docs come from the committed result files.

``python -m docs.generate`` rewrites every generated region; these tests fail when a committed
table no longer matches its source, and check the generator against the JSON directly.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from conformance.runner import check_suite, function_of  # noqa: E402
from docs import generate  # noqa: E402


def test_committed_tables_match_their_sources() -> None:
    stale = generate.stale_files()
    assert stale == [], (f"stale generated tables in {[str(p.relative_to(ROOT)) for p in stale]}; "
                         "run `python -m docs.generate`")


def test_check_command_exits_zero_on_a_fresh_tree() -> None:
    out = subprocess.run([sys.executable, "-m", "docs.generate", "--check"], cwd=ROOT,
                         capture_output=True, text=True, timeout=300, check=False)
    assert out.returncode == 0, out.stderr


def test_a_new_target_joins_the_tables() -> None:
    results = generate.load_conformance()
    results["numpy-other"] = {**results["numpy"], "target": "numpy-other"}
    table = generate.conformance_summary(results, "docs/conformance/")
    assert "| `numpy-other` | " in table
    assert "[numpy-other](docs/conformance/numpy-other.md)" in table
    header = next(line for line in generate.support_matrix(results).splitlines()
                  if line.startswith("| name |"))
    assert header.endswith("| numpy-other |")


def test_a_changed_summary_makes_the_tables_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    results = generate.load_conformance()
    results["numpy"]["totals"]["passed"] += 1
    monkeypatch.setattr(generate, "load_conformance", lambda: results)
    stale = {p.relative_to(ROOT).as_posix() for p in generate.stale_files()}
    assert "README.md" in stale


def _region(path: Path, name: str) -> str:
    text = path.read_text()
    match = re.search(rf"<!-- generated: {name} -->\n(.*?)<!-- end generated: {name} -->",
                      text, re.S)
    assert match, f"{path.name} has no region {name}"
    return match.group(1)


def test_readme_rows_are_the_json_totals() -> None:
    region = _region(ROOT / "README.md", "conformance-summary")
    rows = {}
    for line in region.splitlines()[2:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        target = re.search(r"\[([\w-]+)\]", cells[-1])
        assert target
        rows[target.group(1)] = cells
    summaries = sorted((ROOT / "docs" / "conformance").glob("*.json"))
    targets = {json.loads(p.read_text())["target"]: json.loads(p.read_text())
               for p in summaries if p.name != "baselines.json"}
    assert set(rows) == set(targets)
    for name, data in targets.items():
        cells = rows[name]
        totals = data["totals"]
        assert int(cells[1]) == totals.get("passed", 0)
        assert int(cells[2]) == totals.get("failed", 0)
        assert int(cells[3].split()[0]) == totals.get("xfailed", 0)
        assert int(cells[4]) == totals.get("skipped", 0)


def test_tensorflow_page_quotes_its_summary() -> None:
    data = json.loads((ROOT / "docs" / "conformance" / "tensorflow.json").read_text())
    sentence = _region(ROOT / "docs" / "tensorflow.md", "tensorflow-conformance")
    assert f"{data['totals']['passed']} passed" in sentence
    assert f"{data['totals'].get('xfailed', 0)} xfailed" in sentence


@pytest.mark.parametrize(("nodeid", "name"), [
    ("array_api_tests/test_operators_and_elementwise_functions.py::test_add[add(x1, x2)]", "add"),
    ("array_api_tests/test_operators_and_elementwise_functions.py::test_add[__iadd__(x, s)]",
     "array.__iadd__"),
    ("array_api_tests/test_operators_and_elementwise_functions.py::test_acos", "acos"),
    ("array_api_tests/test_special_cases.py::test_unary[sqrt(x_i is NaN) -> NaN]", "sqrt"),
    ("array_api_tests/test_special_cases.py::test_binary[__floordiv__(x1_i is NaN) -> NaN]",
     "array.__floordiv__"),
    ("array_api_tests/test_has_names.py::test_has_names[linalg-matrix_transpose]",
     "linalg.matrix_transpose"),
    ("array_api_tests/test_has_names.py::test_has_names[array_method-__dlpack__]",
     "array.__dlpack__"),
    ("array_api_tests/test_signatures.py::test_extension_func_signature[fft.fft]", "fft.fft"),
    ("array_api_tests/test_signatures.py::test_func_signature[take]", "take"),
    ("array_api_tests/test_linalg.py::test_linalg_matmul", "linalg.matmul"),
    ("array_api_tests/test_linalg.py::test_matmul", "matmul"),
    ("array_api_tests/test_linalg.py::test_qr", "linalg.qr"),
    ("array_api_tests/test_linalg.py::test_vecdot_conj", "vecdot"),
    ("array_api_tests/test_fft.py::test_shift_func[ifftshift]", "fft.ifftshift"),
    ("array_api_tests/test_data_type_functions.py::TestBroadcastShapes::test_error",
     "broadcast_shapes"),
    ("array_api_tests/test_data_type_functions.py::test_broadcast_arrays", "broadcast_arrays"),
    ("array_api_tests/test_data_type_functions.py::test_finfo_dtype[float32]", "finfo"),
    ("array_api_tests/test_creation_functions.py::test_asarray_scalars", "asarray"),
    ("array_api_tests/test_creation_functions.py::test_empty_like", "empty_like"),
    ("array_api_tests/test_array_object.py::test_setitem_masking", "array.__setitem__"),
    ("array_api_tests/test_array_object.py::test_scalar_casting[__int__(int8)]", "array.__int__"),
    ("array_api_tests/test_inspection_functions.py::test_array_namespace_info_dtypes",
     "info.dtypes"),
    ("array_api_tests/test_constants.py::test_irrational_numbers[pi-3.141592653589793]",
     "constant.pi"),
])
def test_function_of_names_what_a_suite_test_covers(nodeid: str, name: str) -> None:
    assert function_of(nodeid) == name


def test_support_matrix_shows_xfails_with_their_reason() -> None:
    results = generate.load_conformance()
    page = generate.support_matrix(results)
    numpy_col = list(generate.target_labels(results)).index("numpy")

    def row(name: str) -> list[str]:
        line = next(li for li in page.splitlines() if li.startswith(f"| `{name}` |"))
        return [c.strip() for c in line.strip("|").split("|")][1:]

    # NumPy's own ndarray operator misses floor_divide's special cases; the function does not.
    floordiv = row("__floordiv__")[numpy_col]
    assert floordiv.startswith('<span class="mx mx-xfail"'), floordiv
    assert row("floor_divide")[numpy_col] == '<span class="mx mx-pass" title="pass">\u2713</span>'
    # each xfail cell links to reasons, and each reason names its targets
    number = re.search(r'href="#reason-(\d+)"', floordiv)
    assert number
    reason = re.search(rf"^\*\*{number.group(1)}\.\*\* (.*)$", page, re.M)
    assert reason and "`numpy`" in reason.group(1)
    reasons = json.loads((ROOT / "docs" / "conformance" / "numpy.json").read_text())["xfails"]
    first = next(iter(reasons.values()))
    assert generate._plain(first) in page
    # the tables sit in the container whose CSS sets the headings upright
    assert page.count(":::{container} support-matrix") == page.count("| name |") > 0
    css = (ROOT / "docs" / "_static" / "xpagnostic.css").read_text()
    for kind in ("pass", "xfail", "fail", "none"):
        assert f".mx-{kind}" in css and f'class="mx mx-{kind}"' in page


def test_benchmark_reading_flags_a_disturbed_median() -> None:
    rows = [
        {"suite": "s", "case": "ns (goal 1.1): quiet", "backend": "tensorflow", "peer": "tf",
         "ratio_median": 1.05, "ratio_min": 1.0, "peer_best_s": 1e-5, "ours_best_s": 1.04e-5},
        {"suite": "s", "case": "ns (goal 1.1): disturbed", "backend": "tensorflow",
         "peer": "tf", "ratio_median": 3.36, "ratio_min": 1.0, "peer_best_s": 1e-5,
         "ours_best_s": 1.06e-5},
    ]
    text = generate.benchmark_reading(rows, "s", {"tensorflow": "2.21.0"})
    assert text.startswith("The committed run (one run; tensorflow 2.21.0) meets its goal on "
                           "1 of 2 rows by the median ratio and on 2 of 2 by the ratio of the "
                           "best blocks.")
    assert "On *disturbed* the median (3.36) is far above the ratio of the best blocks (1.06)" \
        in text
    assert "*quiet*" not in text
    table = generate.benchmark_times(rows, "s")
    assert "| disturbed | 1.1 | tf | 10.0 µs | 10.6 µs | 1.06 | 3.36 |" in table


def test_tensorflow_speed_prose_is_generated_from_its_file() -> None:
    rows = [r for r in generate.load_benchmarks() if r["suite"] == "tensorflow"]
    reading = _region(ROOT / "docs" / "tensorflow.md", "benchmark-tensorflow-reading")
    for r in rows:
        best = r["ours_best_s"] / r["peer_best_s"]
        case = generate._goal(r["case"])[0]
        assert (f"*{case}*" in reading) == (r["ratio_median"] > generate.DISTURBED * best)
    speed = (ROOT / "docs" / "tensorflow.md").read_text().split("## Speed")[1].split("##")[0]
    prose = re.sub(r"<!-- generated: (\S+) -->.*?<!-- end generated: \1 -->", "", speed,
                   flags=re.S)
    # outside the generated regions, no ratio is typed by hand
    assert not re.search(r"\b\d\.\d\d\b", prose), prose


def test_benchmark_plots_keep_every_label_inside(tmp_path: Path) -> None:
    rows = [r for r in generate.load_benchmarks() if r["suite"] == "tensorflow"]
    if not rows:
        pytest.skip("no committed TensorFlow benchmark")
    import matplotlib.image

    path = tmp_path / "plot.png"
    generate.plot_ratios(rows, "python -m benchmarks tensorflow", path)
    image = matplotlib.image.imread(path)
    # the saved image is cut to what it draws (bbox_inches="tight"): every border column and
    # row still holds white margin only, so no label runs off the edge
    for edge in (image[0], image[-1], image[:, 0], image[:, -1]):
        assert edge[..., :3].min() > 0.9


@pytest.mark.parametrize("suite", ["mix", "tensorflow", "namespace", "facade"])
def test_benchmark_plot_labels_do_not_overlap(suite: str) -> None:
    rows = [r for r in generate.load_benchmarks() if r["suite"] == suite]
    if not rows:
        pytest.skip(f"no committed {suite} benchmark")
    import matplotlib.pyplot as plt

    from docs._site import overlapping_labels, ratio_figure

    fig = ratio_figure(rows, f"python -m benchmarks {suite}")
    try:
        assert overlapping_labels(fig) == []
        # The case names carry no tick marks to collide with, and every case has its label.
        ax = fig.axes[0]
        assert all(tick.tick1line.get_markersize() == 0 for tick in ax.yaxis.get_major_ticks())
        assert len(ax.get_yticklabels()) == len({r["case"] for r in rows})
    finally:
        plt.close(fig)


def test_overlapping_labels_finds_overlaps() -> None:
    import matplotlib.pyplot as plt

    from docs._site import overlapping_labels

    fig, ax = plt.subplots()
    ax.text(0.5, 0.5, "one label")
    ax.text(0.5, 0.5, "another label")
    try:
        assert ("one label", "another label") in overlapping_labels(fig)
    finally:
        plt.close(fig)


def test_suite_folder_errors_are_clear(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="does not exist"):
        check_suite(tmp_path / "missing")
    with pytest.raises(SystemExit, match="not an array-api-tests checkout"):
        check_suite(tmp_path)
    (tmp_path / "array_api_tests").mkdir()
    with pytest.raises(SystemExit, match=r"no spec checkout for 2025\.12"):
        check_suite(tmp_path)
    (tmp_path / "array-api" / "src" / "array_api_stubs" / "_2025_12").mkdir(parents=True)
    check_suite(tmp_path)  # a copy without git history: the spec check is all there is

    def git(*args: str) -> None:
        subprocess.run(["git", "-C", str(tmp_path), *args], check=True, capture_output=True)

    git("init", "-q")
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "x")
    git("tag", "2025.01.01")
    with pytest.raises(SystemExit, match=r"at 2025\.01\.01, not at tag 2026\.02\.26"):
        check_suite(tmp_path)
    git("tag", "2026.02.26")
    check_suite(tmp_path)


def test_benchmark_rows_of_both_committed_shapes_normalise() -> None:
    timing_row = {"bench": "value_and_grad", "case": "torch N=1,000", "reference": "autograd.grad",
                  "ref_s": 2e-5, "ours_s": 3e-5, "ratio": 1.4}
    per_backend = {"bench": "facade 3-op chain", "case": "jax", "reference": "native calls",
                   "ref_s": 1e-5, "ours_s": 1.5e-5, "ratio": 1.6}
    mix_row = {"case": "softmax", "backend": "numpy", "reference": "numpy",
               "ratio_median": 1.1, "ratio_min": 1.05, "peer": "array-api-compat"}
    a = generate.normalise_benchmark(timing_row, "autodiff")
    assert (a["suite"], a["case"], a["backend"], a["peer"]) == (
        "autodiff", "value_and_grad: torch N=1,000", "torch", "autograd.grad")
    assert a["ratio_median"] == 1.4 and a["ratio_min"] == pytest.approx(1.5)
    b = generate.normalise_benchmark(per_backend, "facade")
    assert (b["case"], b["backend"]) == ("facade 3-op chain", "jax")
    c = generate.normalise_benchmark(mix_row, "mix")
    assert (c["case"], c["backend"], c["peer"], c["ratio_min"]) == ("softmax", "numpy", "numpy",
                                                                     1.05)


def test_committed_benchmark_results_feed_the_tables() -> None:
    rows = generate.load_benchmarks()
    if not rows:
        pytest.skip("no committed benchmark results")
    for r in rows:
        assert r["backend"] in ("numpy", "torch", "jax", "tensorflow"), r
        assert r["ratio_median"] > 0
    # the facade table is computed from these rows: extra time per op of the 3-op chain
    facade = generate._rows(rows, "facade", "facade 3-op chain")
    if "numpy" in facade:
        r = facade["numpy"]
        cell = generate._time((r["ours_best_s"] - r["peer_best_s"]) / 3)
        assert f"| NumPy | {cell} |" in _region(ROOT / "docs" / "facade.md", "benchmark-facade")


def test_conformance_progress_lines(tmp_path: Path) -> None:
    (tmp_path / "test_a.py").write_text(
        "import pytest\n"
        "def test_one(): pass\n"
        "def test_two(): pass\n"
        "@pytest.mark.xfail(reason='known')\n"
        "def test_three(): assert False\n")
    (tmp_path / "test_b.py").write_text("def test_four(): assert False\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-m", "pytest", "-p", "conformance.progress",
                          "-p", "no:cacheprovider", "-q", str(tmp_path)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300, check=False)
    assert "conformance: 4 tests collected" in out.stdout, out.stdout
    assert re.search(r"\[3/4\]\s+0:\d\d  test_a\.py: 2 passed, 1 xfailed", out.stdout), out.stdout
    assert re.search(r"\[4/4\]\s+0:\d\d  test_b\.py: 1 failed", out.stdout), out.stdout

"""What the benchmark suites share in reporting a run (bench/report.py): skipped libraries
stay visible, results and plots land side by side under one timestamped name, the peak is
the higher of the two taken around the run.

Why: the square and the layer suites must report alike; a plot written under another name
than its JSON, or a skipped peer left out, would misreport a run.
"""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from exogemm.bench.report import finish, geomean, measured, save_results, skipped_lines
from exogemm.bench.timing.peak import Peak
from exogemm.core.host import host_cpu

LIBS = {"exogemm": "12x32", "mkl": "SKIPPED: not installed", "openblas": "0.3"}


def test_measured_and_skipped_libraries():
    assert measured(LIBS) == ["exogemm", "openblas"]
    assert skipped_lines(LIBS) == ["  mkl: SKIPPED: not installed"]


def test_geomean_leaves_out_what_was_not_measured():
    assert geomean([2.0, None, 8.0, 0.0]) == pytest.approx(4.0)
    assert geomean([None]) is None


def test_save_results_writes_json_then_each_plot_next_to_it(tmp_path):
    said: list[str] = []

    def plot(path):
        path.write_bytes(b"png")
        return path

    path = save_results({"a": 1}, tmp_path / "out", "square-avx2", said.append,
                        [(".png", plot), ("-roofline.png", lambda p: None)])
    assert path.parent == tmp_path / "out" and path.name.startswith("square-avx2-")
    assert json.loads(path.read_text()) == {"a": 1}
    png = path.with_suffix(".png")
    assert png.read_bytes() == b"png"
    assert said == [f"wrote {path}", f"wrote {png}"]  # a plot that made nothing is not said


def test_finish_keeps_the_higher_peak_and_all_samples():
    res = SimpleNamespace()
    finish(res, Peak("x", 90.0, [90.0, 91.0], 30), Peak("x", 95.0, [95.0], 30), started=0.0)
    assert res.peak_gflops == 95.0 and res.peak_samples == [90.0, 91.0, 95.0]
    assert res.seconds > 0
    assert set(res.host) == {"cpu", "machine", "cpus", "load_average", "python"}
    assert res.host["cpu"] == host_cpu().describe()  # every result names the host CPU

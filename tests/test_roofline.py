"""The roofline view: intensity of a GEMM, the two roofs, and the plot."""

import pytest

from exogemm.bench.roofline import (
    RooflinePoint,
    arithmetic_intensity,
    attainable,
    measure_bandwidth,
    plot_roofline,
)


def test_square_gemm_intensity_grows_with_size():
    # 2n^3 flops over 4 * 4n^2 bytes = n / 8
    assert arithmetic_intensity(1024, 1024, 1024) == pytest.approx(1024 / 8)
    # beta = 0 never reads C: 4 (mk + kn + mn) bytes
    assert arithmetic_intensity(1024, 1024, 1024, beta=0.0) == pytest.approx(2048 / 12)
    assert arithmetic_intensity(64, 64, 64) < arithmetic_intensity(512, 512, 512)


def test_thin_layers_have_low_intensity():
    # A batch-1 classifier (matrix-vector) moves ~4 bytes per 2 flops.
    assert arithmetic_intensity(1, 1000, 2048) < 0.6
    assert arithmetic_intensity(12544, 64, 147) < arithmetic_intensity(3136, 256, 576)


def test_bad_dimensions_are_rejected():
    with pytest.raises(ValueError, match="positive"):
        arithmetic_intensity(0, 3, 4)


def test_attainable_is_the_lower_roof():
    assert attainable(1.0, peak_gflops=100.0, bandwidth_gbs=20.0) == 20.0
    assert attainable(50.0, peak_gflops=100.0, bandwidth_gbs=20.0) == 100.0


def test_bandwidth_is_measured_and_plausible():
    gbs = measure_bandwidth(megabytes=64, repeats=2)
    assert 0.5 < gbs < 1000.0


def test_plot_is_written(tmp_path):
    pytest.importorskip("matplotlib", reason="matplotlib (extra 'bench') draws the plot")
    pts = [RooflinePoint("conv1", "exogemm", arithmetic_intensity(12544, 64, 147), 90.0),
           RooflinePoint("conv1", "mkl", arithmetic_intensity(12544, 64, 147), 100.0)]
    path = plot_roofline(pts, 150.0, 12.0, tmp_path / "roof.png", "test")
    assert path.exists() and path.stat().st_size > 5000


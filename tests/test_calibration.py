"""The host calibration (`exogemm tune --host`, policy/calibration.py): what it measured is where
the default tile, the blocking, the selector's family and so `exogemm.gemm` start, on this
host and for native ISAs only; everywhere else the analytic model stays in force."""

from __future__ import annotations

import json

import pytest

from exogemm.cli.main import main
from exogemm.core.errors import ExogemmError
from exogemm.isa import get_isa
from exogemm.plan.gemm_plan import make_plan
from exogemm.plan.tile import gemm_tile, make_tile
from exogemm.policy.blocking import HOST_SOURCE, default_gemm_tile, model_blocking_for
from exogemm.policy.calibration import HostCalibration, TileBlocking, host_fingerprint
from exogemm.policy.selector import candidates, default_plan
from exogemm.runtime import dispatch as runtime
from exogemm.runtime import tuning_file as tf
from exogemm.runtime.dispatch import native_isa
from exogemm.runtime.prepare import plans_to_prepare
from exogemm.tune import host as tune_host


@pytest.fixture
def calibrating(tmp_path, monkeypatch):
    """A private tuning file, with calibrations in force (conftest turns them off)."""
    path = tmp_path / "tuning.json"
    monkeypatch.setenv("EXOGEMM_TUNING", str(path))
    monkeypatch.delenv("EXOGEMM_CALIBRATION", raising=False)
    return path


def calibration(isa, mr: int, nr: int, mc: int, nc: int, kc: int, host: str | None = None):
    return HostCalibration(host=host or host_fingerprint(), isa=isa.key, mr=mr, nr=nr,
                           blockings=(TileBlocking(mr, nr, mc, nc, kc),))


def test_a_calibrated_blocking_reaches_the_plan_gemm_runs(calibrating):
    isa = native_isa()
    tile = gemm_tile(isa)
    # every tile of the selector's family calibrated (kc = 123, a value no model gives), so
    # whichever the selector prefers for the shape on this host, its blocking is measured
    family = {(c.plan.tile.mr, c.plan.tile.nr) for c in candidates(isa)}
    tf.save_calibration(HostCalibration(
        host=host_fingerprint(), isa=isa.key, mr=tile.mr, nr=tile.nr,
        blockings=tuple(TileBlocking(mr, nr, 3 * mr, 5 * nr, 123) for mr, nr in sorted(family))))
    default = default_plan(isa)
    assert (default.blocking.mc, default.blocking.nc, default.blocking.kc) == (
        3 * tile.mr, 5 * tile.nr, 123)
    assert default.blocking.source == HOST_SOURCE
    assert candidates(isa)[0].name == f"{tile.mr}x{tile.nr} host"
    # what gemm() runs: a calibrated plan, or a variant the selector derives from one
    plan = runtime.plan_for_shape(1000, 1000, 1000, 1).plan
    assert plan in [c.plan for c in candidates(isa)] and plan.blocking.kc == 123


def test_a_calibrated_tile_becomes_the_default_tile(calibrating):
    isa = native_isa()
    other = make_tile(4, 2 * isa.lanes, isa)
    assert other != gemm_tile(isa)
    model = model_blocking_for(other)
    tf.save_calibration(calibration(isa, other.mr, other.nr, model.mc, model.nc, model.kc))
    assert default_gemm_tile(isa) == other
    # the model's own numbers keep the model's Blocking: the same build, no rebuild
    assert default_plan(isa) == make_plan(other, model)


def test_the_plan_timed_by_the_search_is_the_plan_the_runtime_loads(calibrating):
    """A winning variant is recorded by its numbers; the runtime rebuilds the identical
    GemmPlan (same source, same cache key), so calibrating never costs a second build."""
    isa = native_isa()
    tile = gemm_tile(isa)
    for name, blocking in tune_host.blocking_variants(tile).items():
        tf.save_calibration(calibration(isa, tile.mr, tile.nr, blocking.mc, blocking.nc,
                                        blocking.kc))
        assert default_plan(isa) == make_plan(tile, blocking), name


def test_blocking_variants_scale_kc_around_the_model():
    tile = gemm_tile(get_isa("neon"))
    model = model_blocking_for(tile)
    variants = tune_host.blocking_variants(tile)
    assert variants[f"{tile.mr}x{tile.nr} model"] == model
    kcs = sorted(b.kc for b in variants.values())
    assert kcs[0] < model.kc < kcs[-1] and kcs[0] % tune_host.KC_ROUND == 0
    # a shallower kc leaves room for more rows of A in L2: the model re-derives mc
    shallow = min(variants.values(), key=lambda b: b.kc)
    assert shallow.mc >= model.mc
    # and each of them with mc doubled (the selector's tall build of it)
    for name, b in list(variants.items())[:3]:
        tall = variants[f"{name} mc {2 * b.mc}"]
        assert (tall.mc, tall.nc, tall.kc) == (2 * b.mc, b.nc, b.kc)


def test_tiles_to_try_are_the_default_and_the_fastest_others():
    isa = get_isa("avx2")
    default = gemm_tile(isa)
    a, b, c = (make_tile(mr, nr, isa) for mr, nr in ((3, 24), (12, 8), (1, 8)))
    rates = {default: 100.0, a: 120.0, b: 99.0, c: 50.0}
    assert tune_host.tiles_to_try(default, rates) == [default, a, b]
    assert tune_host.tiles_to_try(default, {default: 100.0, c: 50.0}) == [default]


@pytest.mark.parametrize("why, make", [
    ("another CPU", lambda isa, t: calibration(isa, t.mr, t.nr, 8, 16, 99, host="Other CPU")),
    ("a cross ISA", lambda isa, t: calibration(get_isa("neon"), 4, 8, 8, 16, 99)),
])
def test_a_calibration_applies_only_to_its_host_and_native_isas(calibrating, why, make):
    isa = native_isa()
    before = default_plan(isa)
    tf.save_calibration(make(isa, gemm_tile(isa)))
    assert default_plan(isa) == before, why
    neon = get_isa("neon")
    assert default_plan(neon).blocking.source == "model"


def test_calibration_off_puts_the_model_back(calibrating, monkeypatch):
    isa = native_isa()
    tile = gemm_tile(isa)
    tf.save_calibration(calibration(isa, tile.mr, tile.nr, 2 * tile.mr, 2 * tile.nr, 77))
    assert default_plan(isa).blocking.kc == 77
    monkeypatch.setenv("EXOGEMM_CALIBRATION", "off")
    assert default_plan(isa).blocking == model_blocking_for(tile)


@pytest.mark.parametrize("damage", [
    lambda d: d["hosts"][host_fingerprint()][native_isa().key].pop("blockings"),
    lambda d: d["hosts"][host_fingerprint()][native_isa().key].update(mr="six"),
    lambda d: d["hosts"][host_fingerprint()][native_isa().key]["blockings"][0].update(kc=-5),
    lambda d: d["hosts"][host_fingerprint()].update({native_isa().key: "junk"}),
    lambda d: d.update(version=99),
])
def test_a_damaged_calibration_is_ignored_not_fatal(calibrating, damage):
    isa = native_isa()
    tile = gemm_tile(isa)
    tf.save_calibration(calibration(isa, tile.mr, tile.nr, 2 * tile.mr, 2 * tile.nr, 77))
    data = json.loads(calibrating.read_text())
    damage(data)
    calibrating.write_text(json.dumps(data))
    assert default_plan(isa).blocking == model_blocking_for(gemm_tile(isa))


def test_calibrations_and_tuned_shapes_share_the_file_without_losing_each_other(calibrating):
    isa = native_isa()
    tile = gemm_tile(isa)
    plan = default_plan(isa)
    tuned = tf.TuneResult(100, 200, 300, 1, plan.mr, plan.nr, *plan.blocking.key(), best="x",
                          gflops=2.0, default="x", default_gflops=2.0, selected="x")
    tf.save_results(isa, [tuned])
    tf.save_calibration(calibration(isa, tile.mr, tile.nr, 2 * tile.mr, 2 * tile.nr, 77))
    tf.save_results(isa, [tuned])
    assert default_plan(isa).blocking.kc == 77
    assert tf.tuned_plan(isa, 100, 200, 300, 1) is not None
    assert tf.clear_tuning() == (1, 1)


def test_tune_show_says_which_is_in_force(calibrating, capsys):
    isa = native_isa()
    assert main(["tune", "--show"]) == 0
    assert "analytic model is in force" in capsys.readouterr().out
    tile = gemm_tile(isa)
    tf.save_calibration(calibration(isa, tile.mr, tile.nr, 2 * tile.mr, 2 * tile.nr, 77))
    assert main(["tune", "--show"]) == 0
    out = capsys.readouterr().out
    assert f"default tile {tile.mr}x{tile.nr}" in out and "kc 77" in out


def test_host_calibration_refuses_a_cross_isa(calibrating):
    with pytest.raises(ExogemmError, match="does not run natively"):
        tune_host.calibrate_host(get_isa("neon"), progress=False)


def test_prepare_builds_the_calibrated_family(calibrating):
    """`exogemm prepare` (setup.sh, and the last stage of `tune --host`) builds what the
    runtime may pick once calibrated: the calibrated default and its siblings."""
    isa = native_isa()
    tile = gemm_tile(isa)
    tf.save_calibration(calibration(isa, tile.mr, tile.nr, 2 * tile.mr, 4 * tile.nr, 77))
    plans = plans_to_prepare(isa)
    assert plans[0] == default_plan(isa) and plans[0].blocking.kc == 77
    assert {c.plan for c in candidates(isa)} <= set(plans)

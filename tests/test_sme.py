"""The SME target (issue 22): its description, the recipe from the reference micro-kernel to
ZA outer products (every step printable and checked by Exo), the emitted C, and FP32
sweeps under QEMU at SVL 128, 256 and 512 against NumPy within gen/check/tolerance.py's bound.

Default run: per SVL, a full and a ragged 2x2 kernel at K = 1, 2, 17, and the GEMM on a
few shapes (K = 1, M/N not multiples of the lanes). `-m slow`: every tile grid, full and
with odd ragged rows / columns / both, at every SVL. A missing compiler or QEMU skips
naming the tool and the apt command.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import numpy as np
import pytest
from slow_set import default_or_slow

import exogemm
from exogemm.cli.main import main
from exogemm.core.dtype import BF16F32, S8S8S32
from exogemm.core.errors import ShapeError, UnknownIsaError
from exogemm.gen import keys
from exogemm.gen.c.sme_build import compile_object, gemm_prefix, gemm_source, kernels_source
from exogemm.gen.check import sme as sme_check
from exogemm.gen.check.harness import Program, build_program, fill
from exogemm.isa.matrix import get_engine, known_engines
from exogemm.isa.sme import SVLS
from exogemm.procs.matrix.sme_recipe import (
    SME_OVERWRITE_RECIPE,
    SME_RECIPE,
    TILE_GRIDS,
    schedule_sme,
    sme_tile,
)

#: The package's folder: the cache's files are named by their paths inside it.
PACKAGE = Path(exogemm.__file__).parent


def engine_or_skip(svl: int):
    engine = get_engine("sme", svl=svl)
    reason = engine.runnable_here()
    if reason:
        pytest.skip(f"{engine.key}: {reason}")
    return engine


def assert_all_ok(verdicts):
    bad = [v.line() for v in verdicts if not v.ok]
    assert verdicts and not bad, "\n".join(bad)


# --------------------------------------------------------------------------- description


def test_sme_is_a_matrix_engine_with_three_vector_lengths():
    assert "sme" in known_engines()
    for svl in SVLS:
        e = get_engine("sme", svl=svl)
        assert (e.key, e.lanes, e.tiles) == (f"sme-svl{svl}", svl // 32, 4)
        assert f"sme-default-vector-length={svl // 8}" in " ".join(e.toolchain.runner)
        assert e.fingerprint() != get_engine("sme", svl=SVLS[0] if svl != SVLS[0]
                                             else SVLS[1]).fingerprint()


@pytest.mark.parametrize("svl", [64, 384, 1024, 2048, True, "256"])
def test_an_unsupported_vector_length_is_refused_naming_the_allowed_ones(svl):
    with pytest.raises(UnknownIsaError, match="128, 256, 512"):
        get_engine("sme", svl=svl)


def test_a_tile_grid_the_za_array_cannot_hold_is_refused():
    e = get_engine("sme", svl=128)
    with pytest.raises(ShapeError, match="1x1, 1x2, 2x1, 2x2, 1x4, 4x1"):
        sme_tile(e, 3, 1)
    with pytest.raises(ShapeError, match="mr=4 does not fill 2 tile"):
        sme_tile(e, 2, 2, mr=4)


# --------------------------------------------------------------------------- the recipe


def test_every_recipe_step_prints_and_is_checked_by_exo():
    tile = sme_tile(get_engine("sme", svl=128), 2, 2, mr=7, nr=5)
    seen = []
    final = schedule_sme(tile, trace=lambda name, p: seen.append((name, str(p))))
    assert [name for name, _ in seen] == ["reference", *SME_RECIPE.names()]
    assert SME_RECIPE.names() == ["stage_c_in_za", "stage_a_column", "stage_b_row",
                                  "split_into_tiles", "unroll_tiles", "map_to_mopa"]
    printed = dict(seen)
    assert "C_za" in printed["stage_c_in_za"] and "A_col" in printed["stage_a_column"]
    assert "@ SME_SVL128_ZA" in printed["split_into_tiles"]
    # the last step leaves no loop over lanes: every ZA update is an instruction
    text = str(final)
    assert "+=" not in text
    for role in ("mopa", "mopa_rows_tail", "mopa_cols_tail", "mopa_both_tails",
                 "load_row_tail", "store_row_tail", "load_vector_tail"):
        assert f"sme_svl128_{role}(" in text


def test_the_beta_zero_recipe_zeroes_za_and_never_reads_c():
    tile = sme_tile(get_engine("sme", svl=128), 2, 2, mr=7, nr=5)
    seen = []
    final = str(schedule_sme(tile, trace=lambda name, p: seen.append(name), overwrite=True))
    assert seen == ["reference", *SME_OVERWRITE_RECIPE.names()]
    assert "skip_dead_c_load" in seen and "stage_c_in_za" not in seen
    assert "load_row" not in final  # C is never loaded
    for role in ("zero_tile", "zero_tile_rows_tail", "zero_tile_cols_tail",
                 "zero_tile_both_tails"):
        assert f"sme_svl128_{role}(" in final


@pytest.mark.parametrize("grid", default_or_slow(TILE_GRIDS, default=[(1, 4)]),
                         ids=[f"{r}x{c}" for r, c in TILE_GRIDS])
def test_every_tile_grid_maps_to_one_fmopa_per_tile(grid):
    e = get_engine("sme", svl=128)
    text = str(schedule_sme(sme_tile(e, *grid)))
    assert text.count("sme_svl128_mopa(") == grid[0] * grid[1]
    assert "tail" not in text


# --------------------------------------------------------------------------- emitted C


def test_the_emitted_gemm_compiles_for_sme(tmp_path):
    e = get_engine("sme", svl=256)
    if e.runnable_here():
        pytest.skip(f"{e.key}: {e.runnable_here()}")
    source = gemm_source(sme_tile(e, 2, 2))
    obj = compile_object(e, source, tmp_path)
    assert obj.stat().st_size > 0
    assert '__arm_streaming __arm_inout("za")' in source.headers["sgemm_sme_svl256_16x16_exo.h"]
    # the streaming code calls nothing but the kernels and the entry (no SME ABI routine)
    undefined = subprocess.run(["aarch64-linux-gnu-nm", "-u", str(obj)], capture_output=True,
                               text=True).stdout
    assert "__arm_" not in undefined
    assert "memcpy" not in undefined and "memset" not in undefined


# --------------------------------------------------------------------------- under QEMU


def default_tiles(engine):
    L = engine.lanes
    return [sme_tile(engine, 2, 2), sme_tile(engine, 2, 2, 2 * L - 1, L + 1)]


@pytest.mark.parametrize("svl", SVLS)
def test_kernels_match_numpy_under_qemu(svl):
    engine = engine_or_skip(svl)
    assert_all_ok(sme_check.check_kernels(engine, default_tiles(engine)))


@pytest.mark.parametrize("svl", default_or_slow(SVLS, default=(256,)))
def test_beta_zero_kernels_match_numpy_without_reading_c_under_qemu(svl):
    engine = engine_or_skip(svl)
    assert_all_ok(sme_check.check_kernels(engine, default_tiles(engine), overwrite=True))


@pytest.mark.parametrize("svl", SVLS)
def test_gemm_matches_numpy_for_any_shape_under_qemu(svl):
    engine = engine_or_skip(svl)
    assert_all_ok(sme_check.check_gemm(engine, (2, 2)))


@pytest.mark.parametrize("svl", default_or_slow(SVLS, default=()))
def test_every_tile_grid_full_and_ragged_under_qemu(svl):
    engine = engine_or_skip(svl)
    tiles = sme_check.sweep_tiles(engine)
    assert_all_ok(sme_check.check_kernels(engine, tiles)
                  + sme_check.check_kernels(engine, tiles, overwrite=True))


@pytest.mark.parametrize("grid", default_or_slow(TILE_GRIDS, default=()),
                         ids=[f"{r}x{c}" for r, c in TILE_GRIDS])
def test_gemm_on_every_block_shape_under_qemu(grid):
    engine = engine_or_skip(256)
    assert_all_ok(sme_check.check_gemm(engine, grid))


def test_a_kernel_built_for_one_vector_length_refuses_another():
    built, other = engine_or_skip(128), get_engine("sme", svl=256)
    prefix = gemm_prefix(built, 1, 1)
    adapter = fill("harness_sme_gemm.c.in", prefix=prefix,
                   layout=sme_check.GEMM_LAYOUT.c_enums())
    exe = build_program(built, [gemm_source(sme_tile(built, 1, 1))], adapter,
                        tag=f"{prefix}-check")
    a = np.ones((2, 2), np.float32)
    record = sme_check.GEMM_LAYOUT.record(
        dict(m=2, n=2, k=2, lda=2, ldb=2, ldc=2, trans_b=0), scalars=dict(alpha=1, beta=0),
        buffers=dict(A=a, B=a, C=a.copy()))
    result, = Program(exe, "wrong SVL", other.toolchain.runner).run([record])
    assert result.returned == -101  # <PREFIX>_WRONG_SVL
    assert np.array_equal(result.buffers["C"], a.ravel())  # C untouched


def test_kernels_source_is_cached_exo_output(tmp_path):
    e = get_engine("sme", svl=128)
    tiles = (sme_tile(e, 1, 1),)
    first = kernels_source("sme_cache_probe", tiles)
    assert kernels_source("sme_cache_probe", tiles) == first


# --------------------------------------------------------------------------- bf16 / int8


GROUPED = [BF16F32, S8S8S32]


@pytest.mark.parametrize("dtype", GROUPED, ids=lambda d: d.name)
def test_widening_outer_products_map_from_the_grouped_reference(dtype):
    e = get_engine("sme", svl=128)
    text = str(schedule_sme(sme_tile(e, 2, 2, mr=7, nr=5, dtype=dtype)))
    assert "+=" not in text
    for role in ("mopa", "mopa_rows_tail", "mopa_cols_tail", "mopa_both_tails"):
        assert f"sme_svl128_{dtype.name}_{role}(" in text


@pytest.mark.parametrize("dtype", GROUPED, ids=lambda d: d.name)
def test_widening_kernels_compile_for_sme(dtype, tmp_path):
    e = get_engine("sme", svl=256)
    if e.runnable_here():
        pytest.skip(f"{e.key}: {e.runnable_here()}")
    tiles = (sme_tile(e, 2, 2, dtype=dtype), sme_tile(e, 1, 4, 7, 25, dtype))
    obj = compile_object(e, kernels_source(f"probe_{dtype.name}", tiles), tmp_path)
    assert obj.stat().st_size > 0


def grouped_or_skip(svl: int, dtype):
    engine = engine_or_skip(svl)
    fault = sme_check.emulator_fault(engine, dtype)
    if fault:
        pytest.skip(f"{engine.key} {dtype.name}: {fault}")
    return engine


@pytest.mark.parametrize("dtype", GROUPED, ids=lambda d: d.name)
def test_widening_kernels_match_numpy_under_qemu(dtype):
    engine = grouped_or_skip(256, dtype)
    tiles = [sme_tile(engine, 2, 2, dtype=dtype), sme_tile(engine, 2, 2, 15, 9, dtype)]
    assert_all_ok(sme_check.check_kernels(engine, tiles)
                  + sme_check.check_kernels(engine, tiles, overwrite=True))


@pytest.mark.parametrize("svl", default_or_slow(SVLS, default=()))
@pytest.mark.parametrize("dtype", GROUPED, ids=lambda d: d.name)
def test_widening_kernels_on_every_grid_under_qemu(dtype, svl):
    engine = grouped_or_skip(svl, dtype)
    assert_all_ok(sme_check.check_kernels(engine, sme_check.sweep_tiles(engine, dtype=dtype)))


# --------------------------------------------------------------------------- the CLI


def test_show_isa_sme_prints_every_step(capsys):
    assert main(["show", "--isa", "sme", "--svl", "128", "--tiles", "1x2"]) == 0
    out = capsys.readouterr().out
    for step in ["reference", *SME_RECIPE.names()]:
        assert f"# ---- {step} " in out
    assert "sgemm_sme_svl128_4x8_mopa" in out  # the block in elements: 1x2 tiles of 4 lanes
    assert "named sgemm_sme_svl128_1x2_mopa before" in out  # and the old, tile-grid name


def test_show_isa_sme_one_step_and_bad_input(capsys):
    assert main(["show", "--isa", "sme", "--svl", "128", "--mr", "7", "--nr", "5",
                 "--step", "map_to_mopa"]) == 0
    out = capsys.readouterr().out
    assert "# ---- map_to_mopa" in out and "# ---- unroll_tiles" not in out
    assert main(["show", "--isa", "sme", "--svl", "100"]) != 0
    assert "128, 256, 512" in capsys.readouterr().err
    assert main(["show", "--isa", "sme", "--tiles", "3x3"]) != 0
    assert "2x2" in capsys.readouterr().err


def test_emit_isa_sme_writes_the_gemm(capsys, tmp_path):
    assert main(["emit", "--isa", "sme", "--svl", "256", "--tiles", "2x1", "-o",
                 str(tmp_path)]) == 0
    names = {p.name for p in tmp_path.iterdir()}
    assert {"sgemm_sme_svl256_16x8.c", "sgemm_sme_svl256_16x8.h",
            "sgemm_sme_svl256_16x8_exo.h"} <= names
    # the GEMM's old, tile-grid name still names it in C
    header = (tmp_path / "sgemm_sme_svl256_16x8.h").read_text()
    assert "#define sgemm_sme_svl256_2x1 sgemm_sme_svl256_16x8" in header


def test_kernel_names_give_the_block_in_elements():
    e = get_engine("sme", svl=256)
    assert sme_tile(e, 2, 2).name == "sgemm_sme_svl256_16x16_mopa"
    assert sme_tile(e, 1, 1, 7, 5).name == "sgemm_sme_svl256_7x5_mopa"
    assert sme_tile(e, 2, 2, 15, 9).grid_name == "sgemm_sme_svl256_2x2_mopa_15x9"


def test_isas_lists_the_engine(capsys):
    assert main(["isas"]) == 0
    assert "sme      svl=512" in capsys.readouterr().out
    assert main(["isas", "--json"]) == 0
    rows = {r["isa"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["sme"]["matrix_engine"] and rows["sme"]["tiles"] == 4


def test_emit_model_for_sme_builds_a_library_whose_layers_match_numpy(capsys, tmp_path):
    engine_or_skip(128)
    assert main(["emit-model", "odd", "--isa", "sme", "--svl", "128", "-o", str(tmp_path),
                 "--check"]) == 0
    out = capsys.readouterr().out
    assert "check: 18 layers, 0 failed" in out
    assert (tmp_path / "libodd_sme_svl128.a").is_file()
    assert main(["emit-model", "odd", "--isa", "sme", "--dtype", "int8", "-o",
                 str(tmp_path)]) != 0
    assert "--dtype" in capsys.readouterr().err


def test_sme_code_is_keyed_apart_from_the_vector_kernels():
    def names(files):  # paths inside the package: isa/sme.py, gen/exo/sme.py, ...
        return {f.relative_to(PACKAGE).as_posix() for f in files}

    sme = {"isa/sme.py", "procs/matrix/sme_recipe.py", "procs/matrix/sme_instrs.py",
           "gen/exo/sme.py"}
    assert sme <= names(keys.matrix_engine_files())
    assert not sme & names(keys.generating_files())

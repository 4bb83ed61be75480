"""Static performance on a named core: llvm-mca on the kernel's inner k loop.

Why: a library for a Neoverse V1, an A64FX or a SiFive X280 is built on a machine that is
none of them, so "how fast would this kernel run there" must come from LLVM's scheduling
model of that core. These tests pin down what the prediction means (cycles per k step, the
FMA bound and % of peak from the same model), that every case llvm-mca cannot model is a
clear error naming what is allowed, that RVV's LMUL reaches the model, and that
`emit-model --cpu` builds its plans from the tiles predicted best for the core.

Kernels are the ISAs' default tiles and shipped ones (tests/test_inspect.py builds the same),
so no Exo scheduling runs here.
"""

from __future__ import annotations

import json
import re
import shutil

import pytest

from exogemm.cli.main import main
from exogemm.core.errors import ToolchainMissingError
from exogemm.gen.check.mca import McaError, McaRun, core_peak, cpu_models, run_mca, usable_peak
from exogemm.gen.check.predict import bottleneck, predict_kernel
from exogemm.gen.library.model import model_library
from exogemm.isa import get_isa
from exogemm.plan.tile import default_tile, make_tile
from exogemm.policy.selector import default_plan, select_plan
from exogemm.tune import cpu as tune_cpu

if shutil.which("llvm-mca-19") is None and shutil.which("llvm-mca") is None:
    pytest.skip("llvm-mca is not installed (apt-get install -y llvm-19)", allow_module_level=True)

#: (ISA, -mcpu): the cores the issue names, one per ISA family.
CORES = [("neon", "neoverse-v1"), ("neon", "cortex-a76"), ("sve", "a64fx"),
         ("rvv", "sifive-x280"), ("rvv", "sifive-p670"), ("avx2", "znver3"),
         ("avx512", "sapphirerapids")]


def _toolchain_or_skip(isa) -> None:
    """The kernel is compiled and disassembled with the ISA's toolchain (no CPU needed)."""
    try:
        isa.toolchain.require(isa.toolchain.cc[0], isa.toolchain.objdump)
    except ToolchainMissingError as exc:
        pytest.skip(f"{isa.key}: {exc}")


@pytest.mark.parametrize(("name", "cpu"), CORES)
def test_a_named_core_predicts_cycles_per_k_step_against_its_own_fma_peak(name, cpu):
    isa = get_isa(name)
    _toolchain_or_skip(isa)
    tile = default_tile(isa)
    p = predict_kernel(tile, cpu)
    assert p.cpu == cpu and p.model
    assert p.fmas == tile.mr * tile.vectors_per_row
    assert p.core_fmas_per_cycle == core_peak(isa, cpu).fmas_per_cycle > 0
    # the FMA bound is the fewest cycles a k step can take on that model
    assert p.cycles >= p.fma_bound * 0.99
    assert 0 < p.percent_of_peak <= 100.5
    assert p.bottleneck
    assert f"{p.percent_of_peak:.1f}% of the core's FMA peak" in p.summary()


def test_carmel_has_no_scheduling_model_in_llvm_19_and_says_where_to_look():
    with pytest.raises(McaError, match=r"carmel has no instruction-level scheduling model.*"
                                       r"--list-cpus --isa neon"):
        usable_peak(get_isa("neon"), "carmel")


def test_a_core_without_a_model_is_simulated_on_the_stand_in_the_user_names():
    neon = get_isa("neon")
    _toolchain_or_skip(neon)
    tile = default_tile(neon)
    p = predict_kernel(tile, "carmel", timed_as="neoverse-n1")
    on_n1 = predict_kernel(tile, "neoverse-n1")
    # carmel's code (clang: carmel has NEON) timed on N1's model, and said so
    assert (p.cpu, p.timed_as, p.model) == ("carmel", "neoverse-n1", on_n1.model)
    assert (p.cycles, p.percent_of_peak) == (on_n1.cycles, on_n1.percent_of_peak)
    assert "on carmel (timed as neoverse-n1, LLVM model" in p.summary()
    assert not on_n1.timed_as and "timed as" not in on_n1.summary()


def test_a_stand_in_must_itself_have_a_model_and_the_extension():
    with pytest.raises(McaError, match=r"spacemit-x60 has no instruction-level scheduling"):
        usable_peak(get_isa("rvv"), "sifive-x280", timed_as="spacemit-x60")
    with pytest.raises(McaError, match=r"cortex-a76 does not implement sve"):
        usable_peak(get_isa("sve"), "a64fx", timed_as="cortex-a76")


def test_an_unknown_cpu_lists_the_names_llvm_mca_knows():
    with pytest.raises(McaError, match=r"no CPU 'neoverse-v99'.*neoverse-v1.*neoverse-v2"):
        usable_peak(get_isa("neon"), "neoverse-v99")


@pytest.mark.parametrize(("name", "cpu", "what"), [
    ("sve", "cortex-a76", "__ARM_FEATURE_SVE"),  # LLVM would time SVE on A57's model anyway
    ("avx512", "znver3", "__AVX512F__"),
    ("rvv", "sifive-p450", "__riscv_vector"),
])
def test_a_core_without_the_extension_is_refused(name, cpu, what):
    with pytest.raises(McaError, match=rf"{cpu} does not implement {name}.*{what}"):
        usable_peak(get_isa(name), cpu)


def test_the_list_of_cpus_separates_modelled_cores_from_the_rest():
    models = {m.cpu: m for m in cpu_models(get_isa("rvv"))}
    assert not models["sifive-x280"].problem and models["sifive-x280"].fmas_per_cycle > 0
    assert not models["sifive-p670"].problem
    assert models["spacemit-x60"].problem == "no scheduling model"
    assert models["sifive-p450"].problem == "does not implement rvv"


def test_rvv_lmul_reaches_the_model():
    # Without the LMUL instrument llvm-mca would time every vector instruction as LMUL 8,
    # whatever the kernel's LMUL: a register group twice as wide must take longer.
    block = ["vfmacc.vf v8, fa0, v16"]
    rthroughput = {lmul: run_mca(get_isa("rvv", lmul=lmul), "sifive-x280",
                                 block).block_rthroughput for lmul in (1, 2, 8)}
    assert rthroughput[1] < rthroughput[2] < rthroughput[8]
    peaks = [core_peak(get_isa("rvv", lmul=lmul), "sifive-x280").fmas_per_cycle
             for lmul in (1, 2)]
    assert peaks[0] > peaks[1]


def _run(cycles: float, rthroughput: float, pressure: dict[str, float],
         by_instruction=(), dependencies=None) -> McaRun:
    return McaRun("core", 100, round(cycles * 100), rthroughput, 4, tuple(pressure),
                  pressure, tuple(by_instruction), dependencies)


def test_the_bottleneck_names_fma_peak_latency_a_resource_or_dispatch():
    at_peak = _run(6.02, 6.0, {"FP0": 6.0})
    assert bottleneck(at_peak, 6.0, []).startswith("FMA throughput")
    latency = _run(8.0, 6.0, {"FP0": 6.0}, dependencies={"register": 25.0, "memory": 0.0})
    assert "latency" in bottleneck(latency, 6.0, []) and "register dependencies 25%" in \
        bottleneck(latency, 6.0, [])
    loads = _run(6.0, 6.0, {"LD": 6.0, "FP0": 3.0},
                 [("ld", {"LD": 3.0}), ("ld", {"LD": 3.0}), ("fma", {"FP0": 3.0})])
    assert bottleneck(loads, 3.0, ["load", "load", "FMA"]) == \
        "LD (6.00 cycles per k step: loads 100%)"
    dispatch = _run(6.0, 6.0, {"FP0": 3.0})
    assert bottleneck(dispatch, 3.0, []).startswith("dispatch width (4 micro-ops")


NEON_SHIPPED = ["5x20", "2x6", "1x4"]  # exogemm/shipped/kernels


def test_tiles_rank_by_predicted_peak_and_the_ranking_is_cached(monkeypatch):
    neon = get_isa("neon")
    _toolchain_or_skip(neon)
    tiles = tune_cpu.parse_tiles(NEON_SHIPPED, neon)
    ranking = tune_cpu.rank_tiles(neon, "cortex-a76", tiles)
    percents = [t.percent_of_peak for t in ranking.tiles]
    assert percents == sorted(percents, reverse=True)
    assert ranking.tiles[0].kernel == "sgemm_neon_5x20"
    assert ranking.preferred(neon) == (make_tile(5, 20, neon),)

    def no_simulation(*args, **kwargs):
        raise AssertionError("a cached ranking was simulated again")

    monkeypatch.setattr(tune_cpu, "predict_kernel", no_simulation)
    assert tune_cpu.rank_tiles(neon, "cortex-a76", tiles) == ranking


def test_emit_model_cpu_builds_every_layers_plan_from_the_preferred_tiles():
    neon = get_isa("neon")
    preferred = (make_tile(5, 20, neon), make_tile(4, 24, neon))
    lib = model_library("resnet50", neon, quick=True, tiles=preferred)
    used = {e.plan.tile for e in lib.entries}
    assert used <= set(preferred) and make_tile(5, 20, neon) in used
    assert default_plan(neon).tile not in used  # 12x8, the selector's own default
    plan = select_plan(neon, 3136, 64, 576, tiles=preferred)
    assert plan.tile in preferred


def test_cli_inspect_cpu_adds_the_prediction(capsys):
    assert main(["inspect", "--isa", "neon", "--cpu", "neoverse-v1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["prediction"]["cpu"] == "neoverse-v1"
    assert out["prediction"]["fmas"] == out["fmas"]
    assert 0 < out["prediction"]["percent_of_peak"] <= 100.5


def test_cli_errors_are_one_line(capsys):
    assert main(["inspect", "--isa", "neon", "--cpu", "carmel"]) == 2
    assert "carmel has no instruction-level scheduling model" in capsys.readouterr().err
    assert main(["tune", "--isa", "neon", "--tiles", "5x20"]) == 2
    assert "give --cpu" in capsys.readouterr().err
    assert main(["tune", "--isa", "neon", "--cpu", "cortex-a76", "--tiles", "5by20"]) == 2
    assert "a tile is MRxNR" in capsys.readouterr().err
    assert main(["tune", "--isa", "neon", "--cpu", "a76"]) == 2
    assert "no CPU 'a76'" in capsys.readouterr().err
    assert main(["inspect", "--isa", "neon", "--timed-as", "neoverse-n1"]) == 2
    assert "give --cpu too" in capsys.readouterr().err


def test_cli_tune_cpu_ranks_a_core_without_a_model_on_its_stand_in(capsys):
    neon = get_isa("neon")
    _toolchain_or_skip(neon)
    assert main(["tune", "--isa", "neon", "--cpu", "carmel", "--timed-as", "neoverse-n1",
                 "--tiles", *NEON_SHIPPED]) == 0
    out = capsys.readouterr().out
    assert out.startswith("neon tiles on carmel (timed as neoverse-n1, LLVM model")
    assert "emit-model --cpu carmel builds its plans from: sgemm_neon_5x20" in out


def test_cli_list_cpus_prints_a_markdown_table(capsys):
    assert main(["inspect", "--isa", "sve", "--list-cpus"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("| -mcpu | LLVM scheduling model | sve FMAs per cycle |")
    assert "| `a64fx` |" in out and "| `neoverse-v1` |" in out
    assert re.search(r"^- does not implement sve: .*`cortex-a76`", out, re.M)


@pytest.mark.parametrize("cpu,kernel,macs", [("cortex-a53", "gemm_s16s16s32_neon_12x8", 48),
                                             ("cortex-a76", "gemm_s8s8s32_neon_12x8", 24)])
def test_inspect_predicts_the_int8_kernel_a_core_runs_against_its_f32_kernel(cpu, kernel, macs,
                                                                            capsys):
    """`inspect --cpu NAME --dtype int8`: the kernel of the core's level (Cortex-A53: int16
    pairs, 2 smlal per C vector and k-group; Cortex-A76: one sdot), its multiply-accumulates
    counted from the compiled loop, and llvm-mca's products per cycle beside the f32
    kernel's on the same core."""
    _toolchain_or_skip(get_isa("neon"))
    assert main(["inspect", "--isa", "neon", "--cpu", cpu, "--dtype", "int8", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["report"]["kernel"] == kernel and out["report"]["fmas"] == macs
    assert out["report"]["expected_fmas"] == macs and out["report"]["spills"] == 0
    p = out["prediction"]
    assert p["dtype"] == "u8s8s32" and p["f32"]["kernel"] == "sgemm_neon_12x8"
    assert p["kernel"]["macs_per_cycle"] > 0 and p["f32"]["macs_per_cycle"] > 0
    assert p["ratio"] == pytest.approx(p["kernel"]["macs_per_cycle"] / p["f32"]["macs_per_cycle"])

"""exogemm.workbench, the one public module for interactive work, as a specification.

Why: notebooks, the tutorial and the docs are written against these names, so a rename or a
removal must fail here, not in a user's notebook. PUBLIC_API is the promise, name by name;
each function is exercised on a small AVX-512 tile (4x16: one vector per row, quick to
schedule), natively where this CPU allows it, and one tiny NEON kernel is validated under
QEMU when the cross toolchain is installed. The workbench must stay out of the runtime:
`import exogemm` never imports it (nor Exo).
"""

from __future__ import annotations

import inspect
import subprocess
import sys
import threading
import typing

import numpy as np
import pytest
from exo.API_scheduling import rename

import exogemm.bench.timing.peak
import exogemm.core.errors
import exogemm.gen.c.native
import exogemm.gen.check.inspect
import exogemm.gen.check.kernel
import exogemm.gen.exo.kernel_source
import exogemm.isa
import exogemm.isa.base
import exogemm.plan.tile
import exogemm.procs.microkernel
from exogemm import workbench as wb

#: The public names of exogemm.workbench. Changing this list is changing the public API:
#: the tutorial, docs/new-isa.md and users' notebooks use these names.
PUBLIC_API = [
    # describing and choosing an ISA
    "VectorIsa", "CTemplates", "Toolchain", "AsmPatterns",
    "known_isas", "isa_parameters", "get_isa", "why_not_runnable",
    # tiles
    "Tile", "make_tile", "default_tile",
    # the recipe and its steps
    "Procedure", "Step", "recipe", "step_names", "get_step", "reference", "apply_step",
    "schedule", "show_steps",
    # C
    "KernelSource", "emit_kernel", "emit_kernels", "emit_proc", "NativeKernels",
    "compile_native",
    # validation
    "VALIDATION_KCS", "Verdict", "Validation", "validate",
    # timing
    "Peak", "Timing", "Benchmark", "measure_peak", "time_kernels",
    # assembly
    "LoopReport", "inspect_kernel",
    # errors
    "ExogemmError", "UnknownIsaError", "UnknownStepError", "RegisterBudgetError",
    "ToolchainMissingError", "UnsupportedCpuError",
]

#: The functions of the workbench: its own thin doors (documented, typed, defined here).
FUNCTIONS = [
    "known_isas", "isa_parameters", "get_isa", "why_not_runnable", "make_tile", "default_tile",
    "recipe", "step_names", "get_step", "reference", "apply_step", "schedule", "show_steps",
    "emit_kernel", "emit_kernels", "emit_proc", "compile_native", "validate", "measure_peak",
    "time_kernels", "inspect_kernel",
]

#: Types re-exported as they are (the same objects as the implementation's, not copies), so
#: an ISA or a tile made through the workbench is the one every other module reads.
RE_EXPORTED = {
    "VectorIsa": exogemm.isa.base.VectorIsa, "CTemplates": exogemm.isa.base.CTemplates,
    "Toolchain": exogemm.isa.base.Toolchain, "AsmPatterns": exogemm.isa.base.AsmPatterns,
    "Tile": exogemm.plan.tile.Tile, "KernelSource": exogemm.gen.exo.kernel_source.KernelSource,
    "NativeKernels": exogemm.gen.c.native.NativeKernels, "Verdict": exogemm.gen.check.kernel.Verdict,
    "Peak": exogemm.bench.timing.peak.Peak, "LoopReport": exogemm.gen.check.inspect.LoopReport,
    "ExogemmError": exogemm.core.errors.ExogemmError,
    "UnknownIsaError": exogemm.core.errors.UnknownIsaError,
    "UnknownStepError": exogemm.core.errors.UnknownStepError,
    "RegisterBudgetError": exogemm.core.errors.RegisterBudgetError,
    "ToolchainMissingError": exogemm.core.errors.ToolchainMissingError,
    "UnsupportedCpuError": exogemm.core.errors.UnsupportedCpuError,
}


@pytest.fixture(scope="module")
def isa():
    """AVX-512's description: schedules and emits anywhere; running it needs `avx512`."""
    return wb.get_isa("avx512")


@pytest.fixture(scope="module")
def tile(isa):
    return wb.make_tile(4, 16, isa)


@pytest.fixture(scope="module")
def src(tile):
    return wb.emit_kernel(tile)


@pytest.fixture(scope="module")
def shown(tile):
    """show_steps on the whole recipe: (printed blocks, the proc it returned)."""
    blocks: list[str] = []
    return blocks, wb.show_steps(tile, out=blocks.append)


# --------------------------------------------------------------------------- the names


def test_the_public_names_are_exactly_the_specified_ones():
    assert len(set(PUBLIC_API)) == len(PUBLIC_API)
    assert sorted(wb.__all__) == sorted(PUBLIC_API)  # what `from exogemm.workbench import *` gives
    assert [name for name in PUBLIC_API if not hasattr(wb, name)] == []


@pytest.mark.parametrize("name", FUNCTIONS)
def test_each_function_is_the_workbenchs_own_documented_and_typed(name):
    fn = getattr(wb, name)
    assert inspect.isfunction(fn) and fn.__module__ == "exogemm.workbench", name
    assert fn.__doc__ and len(fn.__doc__.split()) >= 8, f"{name}: say what it does and why"
    hints = typing.get_type_hints(fn)  # resolvable, not just present
    params = inspect.signature(fn).parameters
    untyped = set(params) - set(hints)
    assert "return" in hints and not untyped, f"{name}: untyped {untyped}"


@pytest.mark.parametrize("name", ["Validation", "Timing", "Benchmark"])
def test_the_workbenchs_own_types_are_documented(name):
    cls = getattr(wb, name)
    assert cls.__module__ == "exogemm.workbench" and cls.__doc__


@pytest.mark.parametrize("name", sorted(RE_EXPORTED))
def test_types_are_re_exported_not_copied(name):
    assert getattr(wb, name) is RE_EXPORTED[name]


def test_import_exogemm_does_not_import_the_workbench():
    code = "import sys, exogemm; print('exogemm.workbench' in sys.modules, 'exo' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False False"


# --------------------------------------------------------------------------- ISAs and tiles


def test_isas_by_name_and_parameters():
    assert wb.known_isas() == exogemm.isa.known_isas()
    assert {"avx2", "avx512", "neon", "rvv", "sve"} <= set(wb.known_isas())
    assert wb.isa_parameters("rvv") == {"vlen": 128, "lmul": 1}
    assert wb.isa_parameters("avx512") == {}
    assert wb.get_isa("rvv", vlen=256, lmul=1).key == "rvv_v256_l1"
    assert wb.get_isa("avx512") is exogemm.isa.get_isa("avx512")
    with pytest.raises(wb.UnknownIsaError, match="known ISAs: .*avx512"):
        wb.get_isa("avx513")
    with pytest.raises(wb.UnknownIsaError, match="does not take vlen"):
        wb.get_isa("avx512", vlen=256)


def test_why_not_runnable_names_the_missing_tool(isa):
    assert wb.why_not_runnable(isa) == isa.runnable_here()
    no_cc = wb.VectorIsa(**{**isa.__dict__, "name": "nocc", "toolchain": wb.Toolchain(
        cc=("exogemm-no-such-cc",), cflags=(), apt_packages=("gcc",))})
    assert wb.why_not_runnable(no_cc) == (
        "'exogemm-no-such-cc' is not installed; install it with: apt-get install -y gcc")
    no_emulator = wb.VectorIsa(**{**isa.__dict__, "name": "noqemu", "toolchain": wb.Toolchain(
        cc=("gcc",), cflags=(), runner=("exogemm-no-such-qemu",))})
    assert "'exogemm-no-such-qemu' is not installed" in wb.why_not_runnable(no_emulator)


def test_a_new_isa_from_the_re_exported_types(isa):
    # A description written in a notebook: tiles and their register budget read it at once.
    toy = wb.VectorIsa(name="toy4", lanes=4, registers=8, c_vector_type="v4f", header="",
                       c=isa.c, toolchain=wb.Toolchain(cc=("gcc",), cflags=("-O2",)),
                       description="a toy: 4 x f32, 8 registers")
    assert wb.make_tile(2, 6, toy).registers_needed == 2 * 2 + 2 + 1
    assert (wb.default_tile(toy).mr, wb.default_tile(toy).nr) == (2, 8)  # 32 flops / 4 loads
    with pytest.raises(wb.RegisterBudgetError, match="has 8"):
        wb.make_tile(4, 8, toy)


def test_tiles_are_validated(isa, tile):
    assert (tile.name, tile.vectors_per_row, tile.registers_needed) == ("sgemm_avx512_4x16", 1, 6)
    assert (wb.default_tile(isa).mr, wb.default_tile(isa).nr) == (5, 80)
    with pytest.raises(wb.RegisterBudgetError, match="largest mr for nr=64 is 6"):
        wb.make_tile(7, 64, isa)
    with pytest.raises(wb.ExogemmError, match="mr must be a positive integer"):
        wb.make_tile(0, 16, isa)


# --------------------------------------------------------------------------- the recipe


def test_the_recipe_and_its_steps_by_name():
    recipe = exogemm.procs.microkernel.MICROKERNEL_RECIPE
    assert wb.step_names() == [name for name, _ in recipe]
    assert wb.step_names()[0] == "stage_c_tile" and len(wb.step_names()) == 9
    assert wb.recipe() == recipe and list(wb.recipe()) == list(recipe)
    for name, step in recipe:
        assert wb.get_step(name) is step
    with pytest.raises(wb.UnknownStepError) as err:
        wb.get_step("stage_a_row")
    assert isinstance(err.value, KeyError)
    assert str(err.value) == f"no recipe step 'stage_a_row'; steps: {', '.join(wb.step_names())}"


def test_the_b_prefetch_step_is_the_isas_and_only_on_packed_slivers_of_runtime_k():
    """prefetch_b_ahead asks for Bc's row b_prefetch_rows ahead at the top of each k step on
    an ISA that sets it (AVX-512), and leaves every other kernel as it was: an ISA without
    it (AVX2), a kernel of fixed K (its k loop ends before a row ahead is read)."""
    step = wb.get_step("prefetch_b_ahead")
    avx512 = wb.get_isa("avx512")
    assert avx512.b_prefetch_rows == 8 and wb.get_isa("avx2").b_prefetch_rows == 0
    tile = wb.make_tile(12, 32, avx512)
    before = wb.schedule(tile, through="one_variable_per_register")
    after = step(before, tile)
    k_loop = str(after)[str(after).index("for k in seq(0, KC):"):]
    assert k_loop.split("\n")[1].strip() == "prefetch_b_row_32_ahead8(Bc[k:k + 1, 0:32])"
    assert str(after).count("prefetch_b_row") == 1
    avx2_tile = wb.make_tile(6, 16, wb.get_isa("avx2"))
    avx2_kernel = wb.schedule(avx2_tile, through="one_variable_per_register")
    assert str(step(avx2_kernel, avx2_tile)) == str(avx2_kernel)
    fixed = exogemm.procs.microkernel.schedule_microkernel(
        tile, reference=wb.reference(tile).partial_eval(KC=64))
    assert "prefetch_b_row" not in str(fixed)


def test_reference_apply_step_and_schedule_through(tile):
    p = wb.reference(tile)
    assert p.name() == tile.name and "C[i, j] += Ac[k, i] * Bc[k, j]" in str(p)
    by_hand = wb.apply_step(wb.apply_step(p, tile, "stage_c_tile"), tile, "stage_b_row")
    assert "B_reg" in str(by_hand)
    assert str(wb.schedule(tile, through="stage_b_row")) == str(by_hand)
    with pytest.raises(wb.UnknownStepError):
        wb.schedule(tile, through="unroll_everything")
    with pytest.raises(wb.UnknownStepError):
        wb.apply_step(p, tile, "unroll_everything")


def test_threads_scheduling_at_once_take_turns_in_exo(tile, monkeypatch):
    """Exo and its SMT solver are not thread-safe: the workbench's scheduling calls hold
    the process-wide Exo lock, so four threads never run a schedule at the same time."""
    inside, most, real = [0], [0], wb.schedule_microkernel

    def watched(*args, **kwargs):
        inside[0] += 1
        most[0] = max(most[0], inside[0])
        try:
            return real(*args, **kwargs)
        finally:
            inside[0] -= 1

    monkeypatch.setattr(wb, "schedule_microkernel", watched)
    barrier, results = threading.Barrier(4), []

    def work():
        barrier.wait()
        results.append(str(wb.schedule(tile, through="stage_b_row")))

    workers = [threading.Thread(target=work) for _ in range(4)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert most[0] == 1 and len(results) == 4 and len(set(results)) == 1


def test_an_edited_recipe_schedules_by_name(tile):
    # Users edit the recipe by step name: without its last step the C tile stays one
    # buffer of registers (C_reg[r, 0:16]) instead of one variable per register (C_reg_r).
    edited = wb.recipe().without("one_variable_per_register")
    assert edited.names() == [n for n in wb.step_names() if n != "one_variable_per_register"]
    assert "C_reg[0, 0:16]" in str(wb.schedule(tile, recipe=edited))
    assert "C_reg[0, 0:16]" not in str(wb.schedule(tile)) and "C_reg_0" in str(wb.schedule(tile))


def test_show_steps_prints_the_proc_after_every_step(tile, shown):
    blocks, last = shown
    headers = [b.split()[2] for b in blocks if b.startswith("\n# ---- ")]
    assert headers == ["reference", *wb.step_names()]  # the `exogemm show` format
    assert blocks[-1] == str(last) and f"def {tile.name}(" in blocks[-1]
    one: list[str] = []
    proc = wb.show_steps(tile, step="stage_c_tile", out=one.append)
    assert len(one) == 2 and one[0].startswith("\n# ---- stage_c_tile ")
    assert one[1] == str(proc) == str(wb.apply_step(wb.reference(tile), tile, "stage_c_tile"))
    first: list[str] = []
    assert str(wb.show_steps(tile, step="reference", out=first.append)) == blocks[1] == first[1]
    with pytest.raises(wb.UnknownStepError):
        wb.show_steps(tile, step="stage_everything")


# --------------------------------------------------------------------------- C


def test_emit_the_recipe_and_a_hand_scheduled_proc(tile, src, shown):
    assert (src.name, src.isa_key, src.mr, src.nr) == (tile.name, "avx512", 4, 16)
    assert f"{tile.name}_ldc(" in src.c and f"{tile.name}_ldc(" in src.h
    _, scheduled = shown
    assert wb.emit_proc(scheduled, tile).c == src.c  # the full recipe by hand == the recipe
    renamed = wb.emit_proc(rename(scheduled, "my_kernel"), tile)
    assert renamed.name == tile.name and renamed.c == src.c  # emitted under the tile's name
    twins = wb.emit_kernels([wb.make_tile(2, 16, tile.isa), tile], jobs=1)
    assert [s.name for s in twins] == ["sgemm_avx512_2x16", tile.name] and twins[1] == src


def test_compile_native_and_call_from_numpy(avx512, tile, src):
    kernels = wb.compile_native(avx512, src)
    rng = np.random.default_rng(3)
    kc, ldc = 33, tile.nr + 3
    Ac = rng.uniform(-1, 1, (kc, tile.mr)).astype(np.float32)
    Bc = rng.uniform(-1, 1, (kc, tile.nr)).astype(np.float32)
    C = np.zeros((tile.mr, ldc), dtype=np.float32)
    kernels.call(tile.name, kc, Ac, Bc, C.reshape(-1), ldc)
    np.testing.assert_allclose(C[:, : tile.nr], Ac.T.astype(np.float64) @ Bc, atol=1e-4)
    assert not C[:, tile.nr:].any()  # nothing written past the tile


# --------------------------------------------------------------------------- validation


def test_validate_natively(avx512, tile, src):
    v = wb.validate(tile, src, kcs=(1, 7, 64))
    assert v.ok and v.canaries_intact and v.worst <= 1.0 and not v.failures
    assert (v.isa, v.kernels, v.kcs, len(v.verdicts)) == ("avx512", [tile.name], [1, 7, 64], 3)
    assert str(v).startswith(f"[avx512] {tile.name} validated: True (kc = 1, 7, 64; worst error ")
    assert str(v).endswith("canaries intact: True; run natively, in process)")
    assert wb.validate([tile], kcs=(5,), seed=1).ok  # the recipe's kernel by default
    assert wb.VALIDATION_KCS == (1, 7, 64, 256, 1000)


def test_a_failed_validation_says_what_failed():
    good = wb.Verdict("k_4x16 kc=1", None, 1e-8, 0.2, True, group="k_4x16")
    bad = wb.Verdict("k_4x16 kc=7", None, 0.5, 3.0e6, False, group="k_4x16")
    v = wb.Validation("toy", "run natively, in process", (good, bad), [1, 7])
    assert not v.ok and not v.canaries_intact and v.failures == [bad] and v.worst == 3.0e6
    lines = str(v).splitlines()
    assert lines[0].startswith("[toy] k_4x16 validated: False (kc = 1, 7; worst error ")
    assert lines[1:] == [("  FAILED k_4x16 kc=7: error 0.5 = 3e+06 x the bound, canaries "
                          "OVERWRITTEN")]


def test_validate_takes_one_isa_at_a_time(tile):
    neon_tile = wb.make_tile(2, 4, wb.get_isa("neon"))
    with pytest.raises(wb.ExogemmError, match="one ISA at a time, got avx512, neon"):
        wb.validate([tile, neon_tile])


def test_validate_under_qemu():
    neon = wb.get_isa("neon")
    reason = wb.why_not_runnable(neon)
    if reason:
        pytest.skip(f"neon cannot run here: {reason}")
    t = wb.make_tile(2, 6, neon)  # one whole vector and a 2-lane tail
    v = wb.validate(t, wb.emit_kernel(t), kcs=(1, 7))
    assert v.ok, str(v)
    assert str(v).endswith(f"; run under {' '.join(neon.toolchain.runner)})")


# --------------------------------------------------------------------------- timing


def test_measure_peak(avx512):
    peak = wb.measure_peak(avx512, samples=2, seconds=0.01)
    assert peak.isa == "avx512" and peak.gflops > 0 and len(peak.samples) == 2


def test_time_kernels_against_the_peak(avx512, tile, src):
    bench = wb.time_kernels(tile, src, samples=2, seconds=0.01)
    (timing,) = bench.timings
    assert (timing.name, timing.mr, timing.nr, len(timing.samples)) == (tile.name, 4, 16, 2)
    assert timing.kc >= 16 and timing.gflops > 0 and timing.peak_gflops == bench.peak.gflops
    assert 0 < timing.percent_of_peak == pytest.approx(100 * timing.gflops / bench.peak.gflops)
    assert len(bench.peak.samples) == 2  # one peak sample after each kernel sample
    text = str(bench)
    assert text.startswith("measured FMA peak: ") and f"\n{tile.name} " in text
    assert str(timing).startswith(f"{tile.name}: ") and "% of the " in str(timing)


def test_time_kernels_refuses_what_it_cannot_time(tile):
    with pytest.raises(wb.UnsupportedCpuError, match="use inspect_kernel"):
        wb.time_kernels(wb.make_tile(2, 4, wb.get_isa("neon")))
    with pytest.raises(wb.ExogemmError, match="samples must be a positive integer"):
        wb.time_kernels(tile, samples=0)


# --------------------------------------------------------------------------- assembly


def test_inspect_kernel(isa, tile, src):
    try:
        isa.toolchain.require(isa.toolchain.cc[0], isa.toolchain.objdump)
    except wb.ToolchainMissingError as exc:
        pytest.skip(str(exc))
    report = wb.inspect_kernel(tile, src)
    assert (report.kernel, report.fmas, report.expected_fmas) == (tile.name, 4, 4)
    assert report.stack_traffic == 0, report.loop_asm
    assert report.summary().startswith(f"{tile.name}: inner k loop, per k step: 4 vector FMAs")

# %% [markdown]
# # exogemm tutorial: from a reference GEMM micro-kernel to vector C, step by step
#
# GEMM libraries ship one hand-written micro-kernel per CPU. exogemm writes the micro-kernel
# **once**, as an [Exo](https://github.com/exo-lang/exo) procedure, and derives the vector
# kernel for each ISA by a short list of named rewrites that Exo checks are equivalent to the
# original. This tutorial walks that path by hand:
#
# 1. the reference micro-kernel (plain loops);
# 2. the eight rewrites of the recipe, applied one at a time, printing the kernel after each;
# 3. compiling the AVX-512 result, validating it against NumPy and benchmarking it against
#    this core's measured FMA peak;
# 4. retargeting the *same* schedule to ARM NEON and RISC-V Vector, validated under QEMU;
# 5. a brand-new toy ISA written in a dozen lines, validated natively.
#
# Everything comes from one module, `exogemm.workbench`: ISAs and their description types,
# tiles, the recipe's steps by name, C emission, validation, timing and the assembly check
# (`help(exogemm.workbench)` lists them; their names are stable and tested).
#
# Run it from the repository root with `.venv/bin/python examples/tutorial.py` (about 15-30 s
# the first time, 5-10 s once `~/.cache/exogemm` holds the scheduled and compiled kernels), or open
# `examples/tutorial.ipynb`, which has the same cells. Parts that need a CPU feature or a
# toolchain this machine lacks (AVX-512, QEMU, a cross compiler) print why and are skipped.

# %%
import textwrap
import time

import numpy as np

from exogemm.workbench import (
    CTemplates,
    ExogemmError,
    Toolchain,
    VectorIsa,
    apply_step,
    compile_native,
    default_tile,
    emit_kernel,
    emit_kernels,
    emit_proc,
    get_isa,
    inspect_kernel,
    make_tile,
    recipe,
    reference,
    step_names,
    time_kernels,
    validate,
    why_not_runnable,
)

STARTED = time.perf_counter()
RESULTS = {}  # ISA key -> "validated: True" / "validated: False" / "skipped: why"
APPLIED = []  # the rewrite steps applied by hand, in order


def section(title):
    """A heading in the terminal output (the notebook has it as markdown too)."""
    print(f"\n{'=' * 78}\n{title}\n{'=' * 78}")


def show(proc, step, achieved):
    """Print the kernel after a rewrite step and what the step achieved."""
    APPLIED.append(step)
    print(textwrap.fill(f"---- {step}: {achieved}", width=90, subsequent_indent="     ") + "\n")
    print(proc)


def show_k_loop(src, lines=14):
    """Print the start of the emitted C's inner k loop: what the CPU runs per k step."""
    body = src.c.splitlines()
    start = next(i for i, line in enumerate(body) if line.startswith("for (int_fast32_t k"))
    end = next(i for i in range(start, len(body)) if body[i] == "}")
    loop = body[start:end + 1]
    shown = loop if len(loop) <= lines + 2 else loop[:lines] + [
        f"  ... ({len(loop) - lines - 1} more lines)", loop[-1]]
    print("\n".join(shown))


def report(validation):
    """Print a validation (one line per call: did every tile at every kc match NumPy,
    canaries included?) and remember the ISA's result for the summary."""
    print(validation)
    if RESULTS.get(validation.isa) != "validated: False":  # a failure is never overwritten
        RESULTS[validation.isa] = f"validated: {validation.ok}"
    return validation.ok


def static_check(t, src):
    """What the compiler made of the inner k loop, from the disassembly: nothing runs, so it
    needs only the ISA's compiler and objdump (no CPU support, no QEMU)."""
    try:
        print(inspect_kernel(t, src).summary())
    except ExogemmError as exc:
        print(f"(assembly not inspected: {exc})")


def skip(isa, why):
    print(f"[{isa.key}] skipped: {why}")
    RESULTS[isa.key] = f"skipped: {why}"


# %% [markdown]
# ## 1. The reference micro-kernel
#
# The BLIS micro-kernel updates an `mr x nr` tile of C with the product of two packed panels:
# `Ac` (kc x mr, a sliver of A stored k-major) and `Bc` (kc x nr). Loop order k, i, j makes
# each k step a rank-1 update of the whole tile. `kc` is a run-time size, so one kernel serves
# every depth.
#
# We use a small 4 x 24 tile so every printout fits on a screen. On AVX-512 (16 floats per
# register) 24 columns are one full vector plus a ragged vector of 8, so the schedule has to
# deal with a tail too.

# %%
section("1. The reference micro-kernel")
avx512 = get_isa("avx512")
tile = make_tile(4, 24, avx512)  # raises RegisterBudgetError if the tile cannot fit
print(f"{tile.name}: {tile.mr} x {tile.nr} on {avx512.description}")
print(f"{tile.vectors_per_row} vectors per row; registers needed {tile.registers_needed} "
      f"of {avx512.registers} ({tile.mr}x{tile.vectors_per_row} for C, "
      f"{tile.vectors_per_row} for a row of B, {avx512.reserved_registers} reserved)\n")

p = reference(tile)  # the plain loops, named for the tile
print(p)

# %% [markdown]
# ## 2. The recipe, one rewrite at a time
#
# `recipe()` is the recipe of `procs/microkernel.py`: its `(name, step)` pairs in order, where
# each step is a plain function `step(proc, tile) -> proc`. A step never names an ISA: lanes,
# register count and instructions come from `tile.isa`. `apply_step(p, tile, name)` applies
# one step by name; a recipe is edited by name too (`recipe().insert_after("stage_c_tile",
# "my_step", fn)`, `.replace(...)`, `.without(...)`) and run with `schedule(tile,
# recipe=...)`. Exo checks every rewrite, so each printed kernel computes exactly what the
# reference does.

# %%
section("2. The recipe, one rewrite at a time")
for name, step in recipe():
    print(f"{name:26s} {step.__module__}.{step.__name__}")

# %%
p = apply_step(p, tile, "stage_c_tile")
show(p, "stage_c_tile",
     "the C tile now lives in a local buffer C_reg, loaded once before the k loop and "
     "stored once after it, instead of read and written at every k step.")

# %%
p = apply_step(p, tile, "stage_b_row")
show(p, "stage_b_row",
     "row k of the B panel is loaded once per k step into B_reg and reused by all mr rows "
     "of the tile.")

# %%
p = apply_step(p, tile, "split_into_vectors")
show(p, "split_into_vectors",
     "the column dimension is padded to whole vectors and split into (vector jv, lane jl); "
     f"C_reg and B_reg are placed in {avx512.key} registers, and the guard "
     f"`jl + {avx512.lanes}*jv < {tile.nr}` keeps the padding lanes out of memory.")

# %%
p = apply_step(p, tile, "number_the_registers")
show(p, "number_the_registers",
     "(row, vector) is merged into one index, so the C tile is a flat list of "
     f"{tile.mr}x{tile.vectors_per_row} = {tile.mr * tile.vectors_per_row} vector registers.")

# %%
p = apply_step(p, tile, "unroll_vectors")
show(p, "unroll_vectors",
     "the vector loops are unrolled; Exo proves the guard always holds for the full first "
     "vector and drops it, so only the ragged last vector keeps its `if` (a lane mask).")

# %%
p = apply_step(p, tile, "map_to_instructions")
show(p, "map_to_instructions",
     "each lane loop is replaced by the ISA instruction whose semantics it matches: loads, "
     f"stores and FMAs, with the masked `_tail` forms ({tile.nr % avx512.lanes} active lanes) "
     "for the ragged vector.")

# %%
p = apply_step(p, tile, "unroll_rows")
show(p, "unroll_rows",
     f"the row loops are unrolled: each k step is now straight-line code with "
     f"{tile.mr * tile.vectors_per_row} independent FMAs and no loop overhead.")

# %%
p = apply_step(p, tile, "one_variable_per_register")
show(p, "one_variable_per_register",
     f"every vector register is its own C variable (C_reg_0..{tile.mr * tile.vectors_per_row - 1}, "
     f"B_reg_0..{tile.vectors_per_row - 1}), so the C "
     "compiler keeps each in a register; this also serves ISAs whose vector types cannot "
     "form arrays (SVE, RVV).")

# %%
p = apply_step(p, tile, "prefetch_b_ahead")
show(p, "prefetch_b_ahead",
     f"AVX-512's description asks for it (b_prefetch_rows = {avx512.b_prefetch_rows}): each "
     "k step first asks the cache for the packed B row that many steps ahead, a no-op to "
     "Exo. In a GEMM the B sliver is larger than L1 and streams from L2 (ISAs that do not "
     "ask keep the proc as it was).")

# %% [markdown]
# The hand-applied steps are exactly the recipe, so `schedule(tile)` (what the CLI's
# `exogemm show` and `exogemm emit` run) does the same in one call; `schedule(tile,
# through="unroll_vectors")` stops after a step, and `show_steps(tile)` prints the proc after
# every step. `emit_proc(p, tile)` turns a proc you scheduled yourself into C, and
# `emit_kernel(tile)` the recipe's, cached in `~/.cache/exogemm`. (Exo may write a
# one-element slice of `Ac` either as `Ac[k, 0:1]` or `Ac[k:1 + k, 0]`; both emit the same C.)

# %%
print("applied by hand == the recipe:", APPLIED == step_names())
src = emit_proc(p, tile)  # C source + header of the hand-scheduled kernel
print("same C as the recipe in one call:", src.c == emit_kernel(tile).c)

# %% [markdown]
# ## 3. Compile, validate, benchmark (AVX-512, native)
#
# `emit_proc` (above) turned the scheduled proc into C plus a header, with a plain-pointer
# entry `<name>_ldc(kc, Ac, Bc, C, ldc)`; `compile_native` compiles it with cffi (cached by a
# hash of the sources, flags and compiler) and loads it into this process.
#
# `validate(tile, src)` then runs the kernel at several depths on random data in [-1, 1] and
# compares every element with a float64 NumPy reference, within the classical float32
# summation bound `gamma_(kc+1) * (|C0| + sum_k |a_ik||b_kj|)`. The tile sits inside a wider
# buffer whose other elements are canaries that must come back bit-identical. It returns a
# `Validation`: print it for the verdict, or read `.ok`, `.worst` and `.verdicts`.
#
# `inspect_kernel(tile, src)` disassembles the compiled kernel and counts what its inner k
# loop executes per k step: one FMA per C vector and no stack spills for a tile that fits the
# registers.

# %%
section("3. Compile and validate against NumPy (AVX-512, native)")
print(f"emitted {tile.name}.c ({len(src.c.splitlines())} lines); its inner k loop:\n")
show_k_loop(src)
static_check(tile, src)

avx512_missing = why_not_runnable(avx512)
if avx512_missing:
    skip(avx512, avx512_missing)
else:
    kernels = compile_native(avx512, src)
    # Call it once by hand from NumPy: C (mr x nr, row stride ldc) += Ac^T Bc.
    rng = np.random.default_rng(0)
    kc = 100
    Ac = rng.uniform(-1, 1, (kc, tile.mr)).astype(np.float32)
    Bc = rng.uniform(-1, 1, (kc, tile.nr)).astype(np.float32)
    C = np.zeros((tile.mr, tile.nr), dtype=np.float32)
    kernels.call(tile.name, kc, Ac, Bc, C.reshape(-1), tile.nr)
    print(f"\none call, kc={kc}: max |C - Ac^T Bc| = "
          f"{np.abs(C - Ac.T.astype(np.float64) @ Bc).max():.2e}")
    report(validate(tile, src))

# %% [markdown]
# Now the benchmark. `time_kernels` times each kernel in C (back-to-back calls on panels that
# stay in L1), median of 5 samples, and after every kernel sample takes a sample of the FMA
# peak: a loop of independent FMAs written from the ISA's own C snippets, the single-core
# FP32 ceiling (`measure_peak` measures it alone). Both see the same machine load.
#
# The 4 x 24 teaching tile wastes a quarter of its lanes (24 of 32) and has only 8
# independent FMAs per k step. The *default* tile for the ISA is the shape with the most
# flops per load that fits the 32 registers; the same recipe schedules it in one call.

# %%
section("3b. Benchmark against the measured FMA peak")
if avx512_missing:
    print(f"[avx512] benchmark skipped: {avx512_missing}")
else:
    best = default_tile(avx512)
    best_src = emit_kernel(best)  # the whole recipe, cached in ~/.cache/exogemm
    print(f"default tile {best.name}: {best.mr * best.vectors_per_row} FMAs and "
          f"{best.vectors_per_row} B loads per k step, {best.registers_needed}/"
          f"{avx512.registers} registers")
    report(validate(best, best_src))
    bench = time_kernels([tile, best], [src, best_src], samples=5, seconds=0.1)
    print(f"\nmeasured FMA peak: {bench.peak.gflops:.1f} GFLOP/s (one core, "
          f"{bench.peak.accumulators} accumulators)")
    print(f"{'kernel':20s} {'FMAs/k':>6s} {'lanes used':>10s} {'GFLOP/s':>8s} {'% of peak':>9s}")
    for t, timing in zip((tile, best), bench.timings):
        print(f"{t.name:20s} {t.mr * t.vectors_per_row:6d} {100 * t.nr / t.padded_nr:9.0f}% "
              f"{timing.gflops:8.1f} {timing.percent_of_peak:8.1f}%")

# %% [markdown]
# ## 4. The same schedule on NEON and RISC-V Vector
#
# Nothing in the recipe names AVX-512, so retargeting means passing another ISA description.
# NEON has 4 floats per register and no masked loads (its tails use 64-bit and single-lane
# moves that touch exactly N floats); RVV here is VLEN=256 with LMUL=1, so 8 floats per
# register, tails set the vector length `vl` instead of a mask. Both kernels are
# cross-compiled (aarch64-linux-gnu-gcc, clang-19) and run under QEMU by a small C harness;
# NumPy makes the inputs and judges the outputs exactly as above.
#
# `emit_kernel(t)` runs the whole recipe (`schedule(t)`) and caches the C. To see the proc
# after each step for another ISA, call `show_steps(t)`, or for one step
# `show_steps(t, step="map_to_instructions")` (the shell's `exogemm show --isa neon --mr 4
# --nr 24 --step map_to_instructions`). Under QEMU wall time means nothing, so the
# performance check is static: `inspect_kernel` reads the cross-compiled kernel's inner loop.

# %%
def retarget(isa):
    section(f"4. The same schedule on {isa.description}")
    t = make_tile(tile.mr, tile.nr, isa)
    print(f"{t.name}: {t.vectors_per_row} vectors per row, registers needed "
          f"{t.registers_needed} of {isa.registers}\n")

    src = emit_kernel(t)  # the same eight steps, now reading isa's lanes and instructions
    print("emitted C, inner k loop:")
    show_k_loop(src)
    static_check(t, src)
    print()
    why = why_not_runnable(isa)
    if why:
        skip(isa, why)
    else:
        report(validate(t, src))  # built with the cross toolchain, run under QEMU


retarget(get_isa("neon"))

# %%
retarget(get_isa("rvv", vlen=256, lmul=1))

# %% [markdown]
# ## 5. A new ISA in a dozen lines
#
# An ISA is a `VectorIsa` (the workbench exports it with `CTemplates` and `Toolchain`):
# lanes, registers, a C vector type, and ten C snippets (load, store, FMA, and the fused
# epilogue's add and max-with-floor, each with a `_tail` form that touches only the first N
# floats of memory).
# Here is a toy one built on GCC's vector extensions, which compiles natively on any GCC
# target. Tails use `__builtin_memcpy` of N floats. `{dst_data}` etc. are Exo's template
# placeholders, so a literal brace is written `{{ }}`.
#
# To make it permanent, put it in `isa/gccvec.py` as `def describe(): return VectorIsa(...)`:
# the registry then offers `exogemm show --isa gccvec` and `exogemm test --isa gccvec`, and
# `tests/test_isas.py` sweeps it; `docs/new-isa.md` also covers the toolchain for a cross
# target and the `AsmPatterns` that `exogemm inspect` reads.

# %%
section("5. A new ISA in a dozen lines")
toy = VectorIsa(
    name="gccvec",
    lanes=8,
    registers=16,  # be conservative: 16 vector registers on most targets
    c_vector_type="v8f",
    header="",
    prelude="typedef float v8f __attribute__((vector_size(32)));",
    description="GCC vector extensions: 8 x f32, portable C, memcpy tails",
    c=CTemplates(
        load="__builtin_memcpy(&{dst_data}, &{src_data}, sizeof(v8f));",
        load_tail="{dst_data} = (v8f){{0}}; "
                  "__builtin_memcpy(&{dst_data}, &{src_data}, {N} * sizeof(float));",
        store="__builtin_memcpy(&{dst_data}, &{src_data}, sizeof(v8f));",
        store_tail="__builtin_memcpy(&{dst_data}, &{src_data}, {N} * sizeof(float));",
        mac="{dst_data} += {a_data} * {b_data};",  # fused by -ffp-contract=fast where FMA exists
        mac_tail="{dst_data} += {a_data} * {b_data};",  # padding lanes may change: never stored
        add="{{ v8f exo_t; __builtin_memcpy(&exo_t, &{src_data}, sizeof(v8f)); "
            "{dst_data} += exo_t; }}",
        add_tail="{{ v8f exo_t = {{0}}; __builtin_memcpy(&exo_t, &{src_data}, {N} * sizeof(float)); "
                 "{dst_data} += exo_t; }}",
        max_floor="for (int exo_i = 0; exo_i < 8; exo_i++) "
                  "if ({dst_data}[exo_i] < {lo_data}) {dst_data}[exo_i] = {lo_data};",
        max_floor_tail="for (int exo_i = 0; exo_i < 8; exo_i++) "
                       "if ({dst_data}[exo_i] < {lo_data}) {dst_data}[exo_i] = {lo_data};",
    ),
    toolchain=Toolchain(cc=("gcc",), cflags=("-O3", "-march=native", "-ffp-contract=fast")),
)

toy_tiles = [make_tile(4, 24, toy), make_tile(3, 13, toy)]  # whole vectors; a 5-lane tail
toy_srcs = emit_kernels(toy_tiles)  # the same recipe again; cached like the others
print(f"{toy_tiles[1].name}, inner k loop:")
show_k_loop(toy_srcs[1])
print()
toy_missing = why_not_runnable(toy)
if toy_missing:
    skip(toy, toy_missing)
else:
    report(validate(toy_tiles, toy_srcs))

# %% [markdown]
# ## Summary
#
# Next steps: in Python, `exogemm.workbench` holds everything used above (its docstrings say
# what each function does and why). From the shell, `exogemm show --isa neon` prints any
# tile's schedule, `exogemm emit` writes the C for your board, `exogemm test --isa rvv --vlen
# 512` runs the full validation sweep, `exogemm inspect --isa sve` counts a kernel's FMAs and
# spills, and `exogemm bench --kernels` benchmarks the AVX-512 kernels against the peak.

# %%
section("Summary")
for key, result in RESULTS.items():
    print(f"{key:14s} {result}")
failed = [k for k, r in RESULTS.items() if r == "validated: False"]
print(f"\ntutorial finished in {time.perf_counter() - STARTED:.1f} s, {len(RESULTS)} ISAs: "
      f"{sum(r == 'validated: True' for r in RESULTS.values())} validated, "
      f"{sum(r.startswith('skipped') for r in RESULTS.values())} skipped, {len(failed)} failed")
if failed:
    raise SystemExit(f"validation failed on {', '.join(failed)}")

"""The SME checks: micro-kernels and the full GEMM against NumPy, through the one harness
(gen/check/harness.py) run under the SME toolchain's QEMU.

Micro-kernel cases: C is a tile inside a wider buffer (row stride ldc > nr, plus a guard
row) whose other elements are canaries that must come back bit-identical; each element is
c + kc products, judged within gen/check/tolerance.py's gamma_(kc+1) bound in float64. GEMM
cases: A, B and C with leading dimensions wider than the matrices (canaries in the gaps
of C), C = alpha A op(B) + beta C with op(B) = B or B^T (beta = 0: C holds NaN, which must
not be read), any M, N, K >= 1 including sizes that are not multiples of the block.
"""

from __future__ import annotations

import re
import subprocess

import numpy as np

from exogemm.core.dtype import F32, DType
from exogemm.gen.c.sme_build import (
    SmeSource,
    entry_declaration,
    gemm_prefix,
    gemm_source,
    kernels_source,
)
from exogemm.gen.check import tolerance
from exogemm.gen.check.harness import CaseLayout, Program, build_program, fill
from exogemm.gen.check.verdict import Verdict
from exogemm.gen.library.model_sme import SmeModelLibrary
from exogemm.isa.sme import SmeEngine
from exogemm.procs.matrix.sme_recipe import TILE_GRIDS, SmeTile, sme_tile

KERNEL_LAYOUT = CaseLayout(fields=("kernel", "mr", "nr", "kc", "ldc"),
                           buffers=("Ac", "Bc", "C"), written_back=("C",))
GEMM_LAYOUT = CaseLayout(fields=("m", "n", "k", "lda", "ldb", "ldc", "trans_b"),
                         scalars=("alpha", "beta"), buffers=("A", "B", "C"),
                         written_back=("C",))
#: (alpha, beta, trans_b) of each GEMM shape: C += A B, C = A B, and a scaled B^T case.
GEMM_VARIANTS = ((1.0, 1.0, 0), (1.0, 0.0, 0), (-0.5, 0.75, 1))
#: Datatypes whose outer product the emulator computes wrongly, by QEMU major version: the
#: kernels compile, but a run under that QEMU cannot validate them. QEMU 7.2's 4-way SMOPA
#: (int8 -> int32) leaves the odd ZA rows untouched and the last column wrong (probed with a
#: hand-written svmopa_za32_s8_m at SVL 128, the trampoline of sme_entry.c.in).
EMULATOR_FAULTS = {"s8s8s32": (7, "QEMU 7.2's SMOPA (4-way int8 -> int32) computes wrong "
                                  "tiles (odd ZA rows stay untouched, last column wrong)")}

#: Depths of the micro-kernel sweeps: K = 1 and a few more.
SWEEP_KC = (1, 2, 17)




def emulator_fault(engine: SmeEngine, dtype: DType) -> str | None:
    """Why `dtype`'s kernels cannot be validated under this machine's QEMU, or None."""
    fault = EMULATOR_FAULTS.get(dtype.name)
    if fault is None:
        return None
    proc = subprocess.run([engine.toolchain.runner[0], "--version"], capture_output=True,
                          text=True)
    found = re.search(r"version (\d+)\.", proc.stdout)
    if found and int(found.group(1)) <= fault[0]:
        return f"{fault[1]}; this is {proc.stdout.splitlines()[0]}"
    return None


def sweep_tiles(engine: SmeEngine, grids=TILE_GRIDS, ragged: bool = True,
                dtype: DType = F32) -> list[SmeTile]:
    """Every grid in full and, with `ragged`, with odd ragged rows, columns and both."""
    L, tiles = engine.lanes, []
    for r, c in grids:
        tiles.append(sme_tile(engine, r, c, dtype=dtype))
        if ragged:
            odd_m, odd_n = r * L - 1, (c - 1) * L + 1
            tiles += [sme_tile(engine, r, c, m, n, dtype)
                      for m, n in ((odd_m, c * L), (r * L, odd_n), (odd_m, odd_n))]
    return tiles


#: Per datatype: (C types of A, B and C elements, the Exo window struct of a packed panel
#: (None: a plain pointer) and of C).
_C_TYPES = {"f32": ("float", "float", "float", None, "exo_win_2f32"),
            "s8s8s32": ("int8_t", "int8_t", "int32_t", "exo_win_3i8c", "exo_win_2i32"),
            "bf16f32": ("uint16_t", "uint16_t", "float", "exo_win_3ui16c", "exo_win_2f32")}


def kernel_program(engine: SmeEngine, tiles: list[SmeTile],
                   overwrite: bool = False) -> tuple[SmeSource, str]:
    """The kernels' source (one datatype) and the harness adapter that calls them by index:
    what check_kernels builds (tests/test_harness.py compiles it with -Wall -Werror)."""
    dtype = tiles[0].dtype
    G = dtype.k_group
    twin = "_overwrite" if overwrite else ""
    prefix = f"sme_kernels_{engine.key.replace('-', '_')}_{dtype.name}{twin}"
    source = kernels_source(prefix, tuple(tiles), overwrite)
    table = "\n".join(f"    {{ {t.name}{twin}, {t.mr}, {t.nr} }}," for t in tiles)
    c_a, c_b, c_c, panel, c_window = _C_TYPES[dtype.name]
    args = {"a_param": f"const {c_a} *", "b_param": f"const {c_b} *",
            "a_arg": "k->ac", "b_arg": "k->bc"}
    if overwrite and not panel:  # f32's beta = 0 reference takes its panels as windows
        args = {"a_param": "struct exo_win_2f32c", "b_param": "struct exo_win_2f32c",
                "a_arg": "(struct exo_win_2f32c){ k->ac, { k->mr, 1 } }",
                "b_arg": "(struct exo_win_2f32c){ k->bc, { k->nr, 1 } }"}
    if panel:
        args = {"a_param": f"struct {panel}", "b_param": f"struct {panel}",
                "a_arg": f"(struct {panel}){{ k->ac, {{ k->mr * {G}, {G}, 1 }} }}",
                "b_arg": f"(struct {panel}){{ k->bc, {{ k->nr * {G}, {G}, 1 }} }}"}
    adapter = fill("harness_sme_kernel.c.in", prefix=prefix, layout=KERNEL_LAYOUT.c_enums(),
                   entry=entry_declaration(prefix), kernels=table, lanes=engine.lanes,
                   c_a=c_a, c_b=c_b, c_c=c_c, c_window=c_window, **args)
    return source, adapter


def check_kernels(engine: SmeEngine, tiles: list[SmeTile], kcs=SWEEP_KC,
                  seed: int = 0, overwrite: bool = False) -> list[Verdict]:
    """Every tile (one datatype) at every depth of `kcs`, in one harness program under
    QEMU. kc counts k steps (f32) or k-groups (int8: 4, bf16: 2 per group); int8 results
    must be exact, f32 and bf16 (f32 accumulation of exact products) within the bound.
    With `overwrite`, the beta = 0 twins, on a C tile of NaN (or, for int32, the canary)
    that they must not read."""
    dtypes = {t.dtype for t in tiles}
    if len(dtypes) != 1:
        raise ValueError("one kernel check is for one datatype")
    dtype = dtypes.pop()
    G = dtype.k_group
    rng = np.random.default_rng(seed)
    twin = "_overwrite" if overwrite else ""
    source, adapter = kernel_program(engine, tiles, overwrite)
    prefix = source.name
    exe = build_program(engine, [source], adapter, tag=f"{prefix}-check")
    cases, records = [], []
    for n, t in enumerate(tiles):
        for kc in kcs:
            ldc = t.nr + 3
            ac, a_val = _panel(rng, dtype, (kc, t.mr, G))
            bc, b_val = _panel(rng, dtype, (kc, t.nr, G))
            c_dtype = np.int32 if dtype.exo_c == "i32" else np.float32
            c = np.full((t.mr + 1, ldc), tolerance.canary(np.dtype(c_dtype).name), c_dtype)
            if overwrite:  # never read: NaN, or for int32 a value no result has
                c[:t.mr, :t.nr] = tolerance.canary("int32") if c_dtype == np.int32 else np.nan
            else:
                c[:t.mr, :t.nr] = (rng.integers(-1000, 1000, (t.mr, t.nr))
                                   if c_dtype == np.int32 else rng.uniform(-1, 1, (t.mr, t.nr)))
            cases.append((t, kc, a_val, b_val, c))
            records.append(KERNEL_LAYOUT.record(
                dict(kernel=n, mr=t.mr, nr=t.nr, kc=kc, ldc=ldc),
                buffers=dict(Ac=ac, Bc=bc, C=c)))
    results = Program(exe, f"{engine.key} {dtype.name} kernels",
                      engine.toolchain.runner).run(records)
    verdicts = []
    for (t, kc, a_val, b_val, c), res in zip(cases, results):
        got = res.buffers["C"].reshape(c.shape)
        tile = np.zeros((t.mr, t.nr)) if overwrite else c[:t.mr, :t.nr].astype(np.float64)
        exact = tile + np.einsum("kig,kjg->ij", a_val, b_val)
        magnitude = np.abs(tile) + np.einsum("kig,kjg->ij", np.abs(a_val), np.abs(b_val))
        verdicts.append(_verdict(f"{t.name}{twin} kc={kc}", res.returned, got, c, t.mr, t.nr,
                                 exact, tolerance.error_bound(kc * G + 1, magnitude,
                                                              dtype.name)))
    return verdicts


def _panel(rng, dtype: DType, shape: tuple[int, int, int]) -> tuple[np.ndarray, np.ndarray]:
    """A packed panel of `dtype` (k, rows, G; f32 without the group) and its values in
    float64: f32 and bf16 in [-1, 1] (bf16: the upper halves of f32 words), int8 over its
    whole range."""
    if dtype.name == "s8s8s32":
        words = rng.integers(-128, 128, shape).astype(np.int8)
        return words, words.astype(np.float64)
    f = rng.uniform(-1, 1, shape).astype(np.float32)
    if dtype.name == "bf16f32":
        words = (f.view(np.uint32) >> 16).astype(np.uint16)
        return words, (words.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return f[:, :, 0], f.astype(np.float64)


def gemm_shapes(engine: SmeEngine, grid: tuple[int, int]) -> list[tuple[int, int, int]]:
    """A handful of (M, N, K): one block, K = 1, sizes that are not multiples of the block
    or of the lanes, several blocks with ragged edges."""
    mr, nr = grid[0] * engine.lanes, grid[1] * engine.lanes
    return [(mr, nr, 1), (1, 1, 1), (mr + 1, nr - 1, 3), (2 * mr + 3, 3 * nr + 5, 19),
            (7, 5, 33)]


def gemm_program(engine: SmeEngine, grid: tuple[int, int]) -> tuple[SmeSource, str]:
    """The GEMM's source on `grid` blocks and the harness adapter that calls it."""
    source = gemm_source(sme_tile(engine, *grid))
    return source, fill("harness_sme_gemm.c.in", prefix=gemm_prefix(engine, *grid),
                        layout=GEMM_LAYOUT.c_enums())


def check_gemm(engine: SmeEngine, grid: tuple[int, int] = (2, 2), shapes=None,
               seed: int = 0) -> list[Verdict]:
    """The GEMM on `grid` blocks over `shapes` (default `gemm_shapes`), each in every
    GEMM_VARIANTS form, in one harness program under QEMU."""
    rng = np.random.default_rng(seed)
    source, adapter = gemm_program(engine, grid)
    prefix = source.name
    exe = build_program(engine, [source], adapter, tag=f"{prefix}-check")
    cases, records = [], []
    for m, n, k in shapes or gemm_shapes(engine, grid):
        for alpha, beta, trans_b in GEMM_VARIANTS:
            lda, ldb, ldc = k + 2, (k if trans_b else n) + 1, n + 3
            a = rng.uniform(-1, 1, (m, lda)).astype(np.float32)
            b = rng.uniform(-1, 1, (n, ldb) if trans_b else (k, ldb)).astype(np.float32)
            c = np.full((m, ldc), tolerance.CANARY, dtype=np.float32)
            c[:, :n] = rng.uniform(-1, 1, (m, n)) if beta else np.nan
            cases.append((m, n, k, alpha, beta, trans_b, a, b, c))
            records.append(GEMM_LAYOUT.record(
                dict(m=m, n=n, k=k, lda=lda, ldb=ldb, ldc=ldc, trans_b=trans_b),
                scalars=dict(alpha=alpha, beta=beta), buffers=dict(A=a, B=b, C=c)))
    results = Program(exe, f"{prefix} GEMM", engine.toolchain.runner).run(records)
    verdicts = []
    for (m, n, k, alpha, beta, trans_b, a, b, c), res in zip(cases, results):
        got = res.buffers["C"].reshape(c.shape)
        a64 = a[:, :k].astype(np.float64)
        b64 = (b[:, :k].T if trans_b else b[:, :n]).astype(np.float64)
        c0 = beta * c[:, :n].astype(np.float64) if beta else np.zeros((m, n))
        exact = c0 + alpha * (a64 @ b64)
        magnitude = np.abs(c0) + abs(alpha) * (np.abs(a64) @ np.abs(b64))
        what = (f"{prefix} {m}x{n}x{k} alpha={alpha} beta={beta}"
                f"{' B^T' if trans_b else ''}")
        # k products and sums, plus alpha's and beta's multiplications
        verdicts.append(_verdict(what, res.returned, got, c, m, n, exact,
                                 tolerance.error_bound(k + 3, magnitude)))
    return verdicts


MODEL_LAYOUT = CaseLayout(fields=("layer", "lda", "ldb", "ldc"), scalars=("alpha", "beta"),
                          buffers=("A", "B", "C"), written_back=("C",))


def library_adapter(lib: SmeModelLibrary) -> str:
    """The harness adapter that calls a library's layers by index (its header beside it)."""
    return fill("harness_sme_model.c.in", name=lib.name, layout=MODEL_LAYOUT.c_enums())


def check_library(lib: SmeModelLibrary, directory, seed: int = 0) -> list[Verdict]:
    """Every layer of a written library (gen/library/model_sme.py) through its `<name>_layer` entry,
    C = A op(B) (beta = 0 on NaN C), built from the library's own files in `directory`."""
    rng = np.random.default_rng(seed)
    sources = [SmeSource(lib.name, (directory / f"{lib.name}.c").read_text()),
               SmeSource(lib.gemm, (directory / f"{lib.gemm}.c").read_text())]
    adapter = library_adapter(lib)
    exe = build_program(lib.engine, sources, adapter, tag=f"{lib.name}-check",
                        include_dir=directory)
    cases, records = [], []
    for i, x in enumerate(lib.layers):
        m, n, k = x.M, x.N, x.K
        a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
        b = rng.uniform(-1, 1, (n, k) if x.trans_b else (k, n)).astype(np.float32)
        c = np.full((m, n), np.nan, dtype=np.float32)
        cases.append((x, a, b, c))
        records.append(MODEL_LAYOUT.record(
            dict(layer=i, lda=k, ldb=b.shape[1], ldc=n), scalars=dict(alpha=1.0, beta=0.0),
            buffers=dict(A=a, B=b, C=c)))
    results = Program(exe, f"{lib.name} layers", lib.engine.toolchain.runner).run(records)
    verdicts = []
    for (x, a, b, c), res in zip(cases, results):
        a64, b64 = a.astype(np.float64), b.astype(np.float64)
        b64 = b64.T if x.trans_b else b64
        exact, magnitude = a64 @ b64, np.abs(a64) @ np.abs(b64)
        verdicts.append(_verdict(f"{lib.name} {x.group}/{x.name} {x.M}x{x.N}x{x.K}",
                                 res.returned, res.buffers["C"].reshape(c.shape), c, x.M,
                                 x.N, exact, tolerance.error_bound(x.K + 1, magnitude)))
    return verdicts


def _verdict(what: str, returned: int, got: np.ndarray, sent: np.ndarray, m: int, n: int,
             exact: np.ndarray, bound: np.ndarray) -> Verdict:
    written = np.zeros(sent.shape, dtype=bool)
    written[:m, :n] = True
    error, ratio = tolerance.error_ratio(got[:m, :n], exact, bound)
    return Verdict(what, returned, error, ratio, tolerance.canaries_intact(sent, got, written))

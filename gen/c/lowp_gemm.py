"""The GEMM of a low-precision datatype (int8, bf16 and f16): the BLIS loops and packing of
gen/templates/lowp_gemm.c.in around the micro-kernel the recipe scheduled for the dtype.
f16 has no k-group (G = 1: one FMA per k step, like f32) but the same driver: procs/gemm.py's
recipe is written for f32 (its packing stages f32 with alpha, its C wrapper, its plans), and
this template already is a datatype-generic BLIS GEMM; f16's kernel has no in-place entry (its
reference reads a packed Ac only), so A is always packed.

Why a C driver and not procs/gemm.py's recipe: that recipe's packing steps stage op(A) and
op(B) element for element (`stage_mem`, `bind_expr` of alpha * A) and its kernel calls are
proved against an ungrouped k loop; a grouped datatype needs K padded to whole groups with
zeros, which Exo cannot prove equal to the unpadded sum (it does not reason about values).
Until that step exists as an asserted rewrite in the recipe (docs/low-precision.md), the
grouped GEMM's loops are this template; every multiply-accumulate is in the Exo-derived
micro-kernel, and the tests compare whole GEMMs with NumPy exactly (int8).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from exogemm.core import return_codes
from exogemm.core.dtype import F32, DType, get_dtype
from exogemm.core.errors import DtypeError
from exogemm.gen import cache
from exogemm.gen.c.cores import core_query
from exogemm.gen.c.cross import SANITIZER_ENV, build_executable, run_program, sanitizer_flags
from exogemm.gen.c.gemm_build import native_flags
from exogemm.gen.c.native import load_module, require_runnable
from exogemm.gen.c.templates import fill
from exogemm.gen.exo.kernel_source import KernelSource, cached_kernel
from exogemm.isa import get_isa, known_isas
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, gemm_tile
from exogemm.policy.blocking import caches_for, plan_for
from exogemm.procs import WORKSPACE_H

#: The kernel generator, imported by name on a cache miss only (loading never imports Exo).
GENERATOR = "exogemm.gen.exo.kernels"

#: The unsigned C type of each element type's width (the packing builds 32-bit words).
_UNSIGNED = {"uint8_t": "uint8_t", "int8_t": "uint8_t", "uint16_t": "uint16_t",
             "_Float16": "uint16_t"}


@dataclass(frozen=True)
class Route:
    """How the GEMM of a caller's datatype reaches a kernel of another one: the kernel's
    datatype, what packing adds to A (x86 has no s8 x s8 dot: A + 128 is a u8, and the driver
    subtracts 128 x colsum(B); an ARM core with sdot but without i8mm has no u8 x s8 dot:
    A - 128 is an s8, and the driver adds 128 x colsum(B)), or whether packing widens both operands to the kernel's
    elements (AVX2 without VNNI multiplies int16 pairs: u8 and s8 widen exactly; without a
    bf16 dot, a bfloat16 is the float32 of its bits shifted up 16, which the FMA kernel
    multiplies exactly)."""

    kernel: str
    shift: int = 0  # +128: s8 A into u8 (x86); -128: u8 A into s8 (ARM sdot without i8mm)
    widen: bool = False

    @property
    def technique(self) -> str:
        """The plan name's technique suffix (docs/names.md): empty, `_widen<bits>` of the
        kernel's elements (`_widen16`: int16 words, `_widen32`: float32), or `_shift` (A
        shifted by 128 into the kernel's other signedness)."""
        if self.widen:
            return f"_widen{8 * get_dtype(self.kernel).a_bytes}"
        return "_shift" if self.shift else ""


#: For each caller's datatype, the kernels that can compute it, in order of preference (a
#: datatype's own dot first; the first one this CPU runs wins, `kernel_dtype`).
ROUTES: dict[str, tuple[Route, ...]] = {
    "u8s8s32": (Route("u8s8s32"), Route("s8s8s32", shift=-128),
                Route("s16s16s32", widen=True)),
    "s8s8s32": (Route("s8s8s32"), Route("u8s8s32", shift=128),
                Route("s16s16s32", widen=True)),
    "bf16f32": (Route("bf16f32"), Route("f32", widen=True)),
    "f16": (Route("f16"), Route("f32", widen=True)),
}

@dataclass(frozen=True)
class Widening:
    """C of a widening route's packing conversions (gen/templates/lowp_gemm.c.in TO_KA,
    TO_KB, WIDE_WORD): of an element x, and the 32-bit word of a k-group's elements p[0],
    p[rs] (of caller type T); on x86, the extension the conversions compile to (a target
    pragma for the driver, and one more thing the CPU check asks for)."""

    to_ka: str
    to_kb: str
    wide_word: str
    x86_extension: str = ""


_INT16 = Widening("(ka_t)(x)", "(kb_t)(x)", "((uint32_t)(uint16_t)(int16_t)(T)(p)[0] | "
                                            "(uint32_t)(uint16_t)(int16_t)(T)(p)[(rs)] << 16)")
#: Per caller datatype, what its widening route converts.
_WIDENING = {
    "u8s8s32": _INT16,
    "s8s8s32": _INT16,
    "bf16f32": Widening("exogemm_bf16_f32(x)", "exogemm_bf16_f32(x)",
                        "((uint32_t)(uint16_t)(p)[0] << 16)"),
    # _Float16 to float is exact; with F16C it is vcvtph2ps (without, a libgcc call each)
    "f16": Widening("(ka_t)(x)", "(kb_t)(x)", "exogemm_f32_bits((float)(p)[0])", "f16c"),
}
_PLAIN = Widening("(SHIFT ? (ka_t)((ua_t)(x) ^ (ua_t)0x80) : (ka_t)(x))", "(kb_t)(x)", "0u")


@dataclass(frozen=True)
class LowpPlan:
    """The micro-kernel tile and the cache blocking (kc a whole number of k-groups, mc of
    tiles, nc of slivers) of one grouped-datatype GEMM. `dtype` is what the caller passes;
    the tile's dtype what the kernel multiplies (they differ on a route that shifts A or
    widens both operands, `route`)."""

    tile: Tile
    mc: int
    nc: int
    kc: int
    dtype: DType | None = None  # None: the tile's

    @property
    def datatype(self) -> DType:
        return self.dtype or self.tile.dtype

    @cached_property  # every call of the entries names the plan: computed once
    def route(self) -> Route:
        """How the caller's datatype reaches the kernel's (ROUTES; its own: nothing to do)."""
        return route_to(self.datatype, self.tile.dtype)

    @property
    def shift(self) -> int:
        """What the packing adds to A (0: the kernel multiplies the caller's types)."""
        return self.route.shift

    @property
    def widen(self) -> bool:
        """Whether packing widens A and B to the kernel's elements (int16, float32)."""
        return self.route.widen

    @property
    def header_name(self) -> str:
        """The entries' C header (the kernel's own is <kernel>.h, which can be the same
        name as the prefix)."""
        return f"{self.prefix}_gemm.h"

    @cached_property
    def prefix(self) -> str:
        """The entries are <prefix>_gemm and (integers) <prefix>_qgemm:
        gemm_u8s8s32_avx512_12x32_gemm, gemm_s8s8s32_avx512_12x32_qgemm,
        gemm_u8s8s32_avx2_6x16_widen16_gemm."""
        t = self.tile
        return f"{self.datatype.prefix}_{t.isa.key}_{t.mr}x{t.nr}{self.route.technique}"


def route_to(dtype: DType, kernel: DType) -> Route:
    """The route of ROUTES by which `dtype`'s GEMM reaches `kernel`'s kernels (a datatype's
    own kernel: the plain route)."""
    if dtype == kernel:
        return Route(kernel.name)
    return next(r for r in ROUTES[dtype.name] if r.kernel == kernel.name)


def kernel_dtype(isa: VectorIsa, dtype: DType) -> DType:
    """The datatype of the kernel that computes `dtype` on `isa`: the first of its ROUTES
    (its own dot, NEON sdot for s8s8s32; then the one it is shifted into, u8s8s32 for
    s8s8s32 on x86; then the int16 words it widens into, AVX2's vpmaddwd) that the ISA
    describes and, for a native ISA, that this CPU runs (AVX2 without AVX-VNNI takes the
    int16 route); the first described one when this CPU runs none of them, so that a kernel
    for another machine can still be emitted. f32 is its own (every ISA describes it), so
    callers ask this of any datatype. DtypeError when the ISA describes none."""
    routes = ROUTES.get(dtype.name, (Route(dtype.name),))
    described = [get_dtype(r.kernel) for r in routes if r.kernel in isa.dtypes]
    runs_here = [kd for kd in described if not isa.toolchain.native or not isa.unavailable(kd)]
    if runs_here or described:
        return (runs_here or described)[0]
    having = [name for name in known_isas() if dtype.name in get_isa(name).dtypes]
    raise DtypeError(f"{isa.key} describes no instruction for {dtype.name} (it has: "
                     f"{', '.join(isa.dtypes)}; {dtype.name} is described by: "
                     f"{', '.join(having) or 'no ISA'})")


def lowp_plan(isa: VectorIsa, dtype: DType, mr: int | None = None,
                 nr: int | None = None) -> LowpPlan:
    """The ISA's GEMM tile for `dtype` (or the datatype it is shifted into) with the
    blocking model's sizes (mc and nc are whole tiles and slivers already), kc rounded down
    to whole groups."""
    if dtype == F32:
        raise DtypeError("f32's GEMM is procs/gemm.py's recipe, not the low-precision driver")
    kd = kernel_dtype(isa, dtype)
    tile = gemm_tile(isa, mr, nr, kd)
    b = plan_for(tile).blocking
    G = kd.k_group
    return LowpPlan(tile, mc=b.mc, nc=b.nc, kc=max(G, b.kc // G * G),
                       dtype=None if kd == dtype else dtype)


def _common(plan: LowpPlan) -> dict[str, object]:
    t, d = plan.tile, plan.datatype
    return dict(prefix=plan.prefix, dtype=d.name, c_a=d.c_a, c_b=d.c_b, c_c=d.c_c,
                kernel=t.name, mr=t.mr, nr=t.nr, group=t.dtype.k_group, integer=int(d.exact))


def driver_source(plan: LowpPlan) -> str:
    """The C of the plan's GEMM driver, preceded by its header (so the compiler checks the
    definitions against the documented declarations). From the ISA's caches: the packed B
    blocks swept row of tiles by row (up to half of L2, see macro_kernel), and the L1
    geometry that decides whether A's rows are read in place (use_in_place)."""
    t, d = plan.tile, plan.datatype
    caches = caches_for(t.isa)[0]
    w = _WIDENING[d.name] if plan.widen else _PLAIN
    extension = w.x86_extension if core_query(t.isa).triple == "x86_64" else ""
    tests = [x for x in (t.isa.c_cpu_test, _dot_cpu_test(t.isa, t.dtype),
                         extension and f'__builtin_cpu_supports("{extension}")') if x]
    c = fill("lowp_gemm.c.in", **_common(plan), c_ka=t.dtype.c_a, c_kb=t.dtype.c_b,
             c_kc=t.dtype.c_c, narrow=int(t.dtype.c_c != d.c_c),
             target_pragma=f'#pragma GCC target("{extension}")\n' if extension else "",
             cpu_test=" && ".join(tests) or "1",
             cpu_note=", ".join(tests) or "every CPU of the ISA",
             to_ka=w.to_ka, to_kb=w.to_kb, wide_word=w.wide_word,
             has_overwrite=int(t.dtype != F32),
             c_ua=_UNSIGNED[d.c_a], c_ub=_UNSIGNED[d.c_b], shift=plan.shift,
             widen=int(plan.widen), mc=plan.mc, nc=plan.nc, kc=plan.kc,
             row_order_bytes=caches.l2.size // 2, l1_way_bytes=caches.l1.sets * caches.l1.line,
             l1_ways=caches.l1.ways, in_place=int(t.dtype.k_group > 1 and not plan.widen),
             workspace=WORKSPACE_H.read_text())
    return header_source(plan) + "\n" + c


def _dot_cpu_test(isa: VectorIsa, kernel: DType) -> str:
    """The C test of the CPU for the kernel's dot instruction ('' for f32 or none needed)."""
    return "" if kernel == F32 else isa.dot_templates(kernel).c_cpu_test


def header_source(plan: LowpPlan) -> str:
    """The plan's C header: every entry, its arguments, strides, return codes, and what it
    computes."""
    d, t = plan.datatype, plan.tile
    if plan.widen and t.dtype == F32 and d.k_group == 1:
        mode = ("The kernel multiplies float32 (FMA): A's and B's halves are converted to "
                "float32 while packing (exact).")
        plain = ("Products and sums round as float32's; each element of C is rounded once "
                 "to half precision.")
    elif plan.widen and t.dtype == F32:
        mode = ("The kernel multiplies float32 (FMA): A's and B's bfloat16 words are widened "
                "to float32 while packing (exact: the bits shifted up 16).")
        plain = "Products are exact in float32; each sum rounds as float32."
    elif plan.widen:
        mode = (f"The kernel multiplies {t.dtype.name} (int16 pairs, vpmaddwd): A and B are "
                f"widened to int16 while packing.")
        plain = "Exact when every sum fits int32 (the caller checks)."
    elif plan.shift:
        sign, verb = ("+", "subtracted from") if plan.shift > 0 else ("-", "added to")
        mode = (f"The kernel multiplies {t.dtype.name} ({t.dtype.c_a} x {t.dtype.c_b}): A is "
                f"packed as a {sign} 128 (xor 0x80) and 128 x colsum(B)[j] is {verb} every C "
                f"element after its last K block.")
        plain = ("Exact when every true sum fits int32 (the shifted partial sums may wrap; "
                 "they are taken modulo 2^32).")
    elif d.exact:
        mode, plain = ("The kernel multiplies these types directly.",
                       "Exact when every sum fits int32 (the caller checks).")
    elif d.k_group > 1:
        mode, plain = ("The kernel multiplies these types directly.",
                       "bf16 as 16-bit words; each dot rounds as float32.")
    else:
        mode, plain = ("The kernel multiplies these types directly (FMA).",
                       "Every product and sum rounds to half precision (f16 accumulation).")
    return fill("lowp_gemm.h.in", **_common(plan), mode_note=mode, plain_note=plain,
                guard=f"EXOGEMM_{plan.prefix.upper()}_GEMM_H", header=plan.header_name, return_enum=return_codes.c_enum(),
                return_codes=_returned_codes(d.exact))


#: The codes the grouped entries return (the f32 GEMM's layout codes do not apply).
RETURNED = ("OK", "NEGATIVE_DIMENSION", "OUT_OF_MEMORY", "LEADING_DIMENSION",
            "UNSUPPORTED_CPU", "BAD_QUANT_PARAMS")


def _returned_codes(quantized: bool, indent: str = "   ") -> str:
    """The header's list of return codes (BAD_QUANT_PARAMS only with the quantized entry)."""
    names = RETURNED if quantized else RETURNED[:-1]
    return "\n".join(f"{indent}{c.value:3d}  {c.name}: {c.meaning}"
                     for c in return_codes.RETURN_CODES if c.name in names)


QPARAMS_CDEF = """typedef struct exogemm_qparams {
    int32_t a_zero_point; const int32_t *b_zero_point; int64_t b_zero_point_stride;
    int output; float a_scale; const float *b_scale; int64_t b_scale_stride;
    const float *bias; int relu; float y_scale; int32_t y_zero_point;
} exogemm_qparams;"""


def cffi_type(c_type: str) -> str:
    """A C element type as cffi declarations spell it: _Float16, which cffi does not parse,
    as `void` (a `void *` argument converts to the entry's `_Float16 *` in C)."""
    return "void" if c_type == "_Float16" else c_type


def entry_decl(plan: LowpPlan) -> str:
    """The cffi declarations of the plan's entries (the header documents them)."""
    d = plan.datatype
    a, b, c = (cffi_type(x) for x in (d.c_a, d.c_b, d.c_c))
    decl = (f"int {plan.prefix}_gemm(int64_t M, int64_t N, int64_t K, const {a} *A, "
            f"int64_t a_rs, int64_t a_cs, const {b} *B, int64_t b_rs, int64_t b_cs, "
            f"{c} *C, int64_t ldc, int accumulate, int threads);")
    if d.exact:
        decl += (f"\n{QPARAMS_CDEF}\nint {plan.prefix}_qgemm(int64_t M, int64_t N, int64_t K, "
                 f"const {d.c_a} *A, int64_t a_rs, int64_t a_cs, const {d.c_b} *B, "
                 f"int64_t b_rs, int64_t b_cs, const exogemm_qparams *q, void *Y, "
                 f"int64_t ldy, int accumulate, int threads);")
    return decl


@dataclass
class LowpLibrary:
    """A loaded grouped-datatype GEMM: `gemm(...)` and (integers) `qgemm(...)` on raw
    pointers, documented by the header at `header`."""

    plan: LowpPlan
    ffi: object
    lib: object
    header: Path

    @property
    def gemm(self):
        return getattr(self.lib, f"{self.plan.prefix}_gemm")

    @property
    def qgemm(self):
        return getattr(self.lib, f"{self.plan.prefix}_qgemm")


@lru_cache(maxsize=None)
def build_lowp_gemm(plan: LowpPlan) -> LowpLibrary:
    """Compile the plan's kernel and driver for this machine (cached on disk), import it and
    write its header beside the library; UnsupportedCpuError says which extension is
    missing when the CPU cannot run it."""
    isa = plan.tile.isa
    require_runnable(isa, plan.tile.dtype)
    kernel = kernel_source(plan.tile)
    module = load_module(isa, "grouped-gemm", [kernel], entry_decl(plan), driver_source(plan),
                         native_flags(isa), link_args=("-fopenmp",))
    return LowpLibrary(plan, module.ffi, module.lib, _emit_header(plan, Path(module.__file__)))


def _emit_header(plan: LowpPlan, library: Path) -> Path:
    """Write the plan's header beside its library (into the writable cache when the
    library came from a read-only cache root); the header's path."""
    text = header_source(plan)
    for folder in (library.parent, cache.cache_root() / "grouped-gemm"):
        header = folder / plan.header_name
        try:
            if not header.exists() or header.read_text() != text:
                cache.atomic_write(header, text.encode())
            return header
        except OSError:
            continue
    return header


def kernel_source(tile: Tile) -> KernelSource:
    """The tile's kernel from the cache, else scheduled by Exo (imported by name then)."""
    hit = cached_kernel(tile)
    return hit if hit is not None else cache.generator(GENERATOR, tile.name).emit_microkernel(tile)


def check_program(plan: LowpPlan) -> dict[str, str]:
    """The files of a self-checking program for an integer plan (its driver, header and
    gen/templates/lowp_gemm_check.c.in): for ISAs that run under an emulator, where the
    cffi build cannot load."""
    d = plan.datatype
    if not d.exact:
        raise DtypeError(f"the self-check compares integer GEMMs exactly; {d.name} is not one")
    check = fill("lowp_gemm_check.c.in", prefix=plan.prefix, header=plan.header_name,
                 c_a=d.c_a, c_b=d.c_b, kc=plan.kc)
    return {plan.header_name: header_source(plan), "driver.c": driver_source(plan),
            "check.c": check}


def run_check(plan: LowpPlan, timeout: float = 600.0, sanitize: bool = False,
              runner: tuple[str, ...] | None = None) -> str:
    """Build the plan's self-check with its ISA's toolchain, run it (under the ISA's
    emulator) and return its report ("ok <cases>"); RunError with the first mismatch.
    `sanitize` (native ISAs): built with AddressSanitizer and UBSan, so an access outside
    an operand, the workspace or C, or undefined arithmetic in the driver, fails the run."""
    isa = plan.tile.isa
    flags = sanitizer_flags(isa) if sanitize else None
    exe = build_executable(isa, [kernel_source(plan.tile)], check_program(plan),
                           f"{plan.prefix}-check{'-asan' if sanitize else ''}",
                           compile_flags=flags)
    if runner is None:  # else another CPU model than the ISA's (a refusal's proof)
        runner = () if sanitize else tuple(isa.toolchain.runner)
    proc = run_program([*runner, str(exe)], what=f"{plan.prefix} self-check",
                       timeout=timeout, env=SANITIZER_ENV if sanitize else None)
    return proc.stdout.strip()

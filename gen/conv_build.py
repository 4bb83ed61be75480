"""Emit, build and run the implicit-GEMM convolution (procs/conv.py), cached by hash.

Two kinds of generated module, so that a new filter geometry costs one small compile:

    sconv_<isa>_<mr>x<nr>      per GEMM plan: Exo's C for the macro-kernel (the ISA's
      .c / _exo.h / .h         micro-kernel and edge tile), B packing (RSCK and KRSC), zeroing
                               and the bias/ReLU epilogues, followed by the hand-written driver
                               below (`DRIVER`): the output-channel, k-block and pixel-block
                               loops, the split of a pixel block into runs of one output row,
                               per-thread workspace and OpenMP over pixel blocks.
    sconv_pack_a_mr<mr>_sw<SW> per (mr, column stride, dilations[, channels]): Exo's C for
      _d<DH>x<DW>[_c<C>]       pack_a_run and its _interior twin, and a plain-pointer wrapper
                               `<name>_run` choosing between them, which the driver calls
                               through a function pointer.

Natively both are cffi extensions (the driver receives the packer's address); for a cross ISA
and for the sanitized native check gen/conv_check.py links them into one program with the
validation harness, so NumPy judges every ISA the same way.

K blocking. The kc of the plan bounds one k-block; the driver takes the block as KR filter
rows x KS filter columns x CB input channels (`k_blocking`), so the packed Ac / Bc index
(r*KS + s)*CB + c is a box the Exo procs address with affine indices; CB is chosen to need
the fewest k-blocks.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

from exogemm import return_codes
from exogemm.gen import cache
from exogemm.gen.gemm_source import header_declarations
from exogemm.gen.native import load_module
from exogemm.isa.base import VectorIsa
from exogemm.plan.conv_shape import conv_prefix, packer_name
from exogemm.plan.gemm_plan import GemmPlan

#: The Exo generator of the conv procs, imported by name on a cache miss only.
GENERATOR = "exogemm.gen.conv_emit"

DRIVER = r"""
/* ------------------------------------------------------------------------------------------
   Hand-written driver (thin): the loops that need division by run-time sizes. All loops that
   touch data (packing, micro-kernel, zeroing, epilogue) are the Exo procs above.
     for jc (output channels, nc at a time)
       for each k-block (KR x KS filter taps x CB input channels)
         pack the filter block into Bc                                 (pack_b_rsck / _krsc)
         parallel for each block of mc output pixels (one per thread at a time):
           first k-block: C block = 0                                          (zero)
           pack its pixels into this thread's Ac, a run (<= mr pixels of one output row,
             one sliver) at a time                                            (pack_a_run)
           C block += Ac Bc                                                    (macro)
           last k-block: bias / ReLU on the C block while it is in cache     (epilogue)
   ------------------------------------------------------------------------------------------ */
#include <stdlib.h>
#include <string.h>
#include "@P@.h"
#ifdef _OPENMP
#include <omp.h>
#endif

typedef void (*@P@_pack_fn)(int64_t L, int64_t KR, int64_t KS, int64_t CB, int64_t H,
                            int64_t W, int64_t C, int64_t ii0, int64_t hi0, int64_t wi0,
                            int64_t r0, int64_t s0, int64_t c0, const float *x, float *Ac);

/* Workspace: slot 0 = Ac of each (OpenMP) thread, slot 1 = Bc of the calling thread; kept
   and grown across calls, freed by @P@_release_workspace() in the thread that calls it. */
typedef struct { float *ptr; size_t floats; } @P@_ws_t;
static _Thread_local @P@_ws_t @P@_ws[2];

static float *@P@_reserve(int slot, size_t floats) {
    @P@_ws_t *w = &@P@_ws[slot];
    if (w->ptr && w->floats >= floats) return w->ptr;
    size_t bytes = (floats * sizeof(float) + 4095u) & ~(size_t)4095u;
    float *p = (float *)aligned_alloc(4096, bytes ? bytes : 4096);
    if (!p) return NULL;
    memset(p, 0, bytes ? bytes : 4096);
    free(w->ptr);
    w->ptr = p;
    w->floats = bytes / sizeof(float);
    return p;
}

void @P@_release_workspace(void) {
    for (int s = 0; s < 2; s++) { free(@P@_ws[s].ptr); @P@_ws[s].ptr = NULL; @P@_ws[s].floats = 0; }
}

const char *@P@_config(void) { return "@CONFIG@"; }

int @P@_default_threads(void) {
#ifdef _OPENMP
    return omp_get_max_threads();
#else
    return 1;
#endif
}

static int64_t @P@_min(int64_t a, int64_t b) { return a < b ? a : b; }

int @P@_conv(int64_t Nb, int64_t H, int64_t W, int64_t C, int64_t K,
             int64_t R, int64_t S, int64_t SH, int64_t SW, int64_t PH, int64_t PW,
             int64_t DH, int64_t DW, const float *x, const float *w, int krsc,
             const float *bias, int relu, float *out, void *packer,
             int64_t KR, int64_t KS, int64_t CB, int64_t mc, int threads)
{
    if (Nb < 0 || H < 1 || W < 1 || C < 1 || K < 0 || R < 1 || S < 1 || SH < 1 || SW < 1 ||
        PH < 0 || PW < 0 || DH < 1 || DW < 1)
        return EXOGEMM_CONV_BAD_SIZE;
    int64_t Ho = (H + 2 * PH - DH * (R - 1) - 1), Wo = (W + 2 * PW - DW * (S - 1) - 1);
    if (Ho < 0 || Wo < 0) return EXOGEMM_CONV_BAD_SIZE;
    Ho = Ho / SH + 1;
    Wo = Wo / SW + 1;
    const int64_t M = Nb * Ho * Wo, N = K, P = R * S, HoWo = Ho * Wo;
    if (M == 0 || N == 0) return 0;
    if (KR < 1 || KS < 1 || CB < 1 || KR > R || KS > S || CB > C || KR * KS * CB > @KC@ ||
        (KR > 1 && KS < S))
        return EXOGEMM_CONV_BAD_K_BLOCKING;
    if (mc < @MR@ || mc % @MR@ || mc > @MC@) return EXOGEMM_CONV_BAD_PIXEL_BLOCK;
    @P@_pack_fn pack = (@P@_pack_fn)packer;
    int nt = threads > 0 ? threads : @P@_default_threads();
    const int64_t nblocks = (M + mc - 1) / mc, mp = mc / @MR@;
    const int64_t npmax = (@P@_min(N, @NC@) + @NR@ - 1) / @NR@, kcb = KR * KS * CB;
    float *Bc = @P@_reserve(1, (size_t)(npmax * @NR@ * kcb));
    if (!Bc) return EXOGEMM_OUT_OF_MEMORY;
    const int epi = bias ? (relu ? 3 : 1) : (relu ? 2 : 0);
    int err = 0;
    for (int64_t jc = 0; jc < N; jc += @NC@) {
        const int64_t nb = @P@_min(@NC@, N - jc), ns = nb / @NR@, np = (nb + @NR@ - 1) / @NR@;
        int first = 1;
        for (int64_t cc = 0; cc < C; cc += CB) {
            const int64_t cb = @P@_min(CB, C - cc);
            for (int64_t rr = 0; rr < R; rr += KR)
            for (int64_t ss = 0; ss < S; ss += KS) {
                const int64_t kr = @P@_min(KR, R - rr), ks = @P@_min(KS, S - ss);
                const int64_t kk = kr * ks * cb, tap = rr * S + ss;
                const int last = cc + cb >= C && rr + kr >= R && ss + ks >= S;
                struct exo_win_5f32 Bw = { Bc, { kk * @NR@, ks * cb * @NR@, cb * @NR@, @NR@, 1 } };
                if (krsc) {
                    struct exo_win_4f32c ww = { w + jc * P * C + tap * C + cc,
                                                { S * C, C, 1, P * C } };
                    @P@_pack_b_krsc(NULL, kr, ks, cb, nb, np, ns, ww, Bw);
                } else {
                    struct exo_win_4f32c ww = { w + (tap * C + cc) * K + jc,
                                                { S * C * K, C * K, K, 1 } };
                    @P@_pack_b_rsck(NULL, kr, ks, cb, nb, np, ns, ww, Bw);
                }
                struct exo_win_3f32c Bm = { Bc, { kk * @NR@, @NR@, 1 } };
#ifdef _OPENMP
                #pragma omp parallel for num_threads(nt) schedule(dynamic, 1) reduction(|:err)
#endif
                for (int64_t ib = 0; ib < nblocks; ib++) {
                    const int64_t m0 = ib * mc, mb = @P@_min(mc, M - m0);
                    float *Ac = @P@_reserve(0, (size_t)(mp * @MR@ * kk));
                    if (!Ac) { err |= 1; continue; }
                    for (int64_t m = m0; m < m0 + mb; ) {  /* runs: one output row, one sliver */
                        const int64_t n = m / HoWo, rem = m - n * HoWo, ho = rem / Wo;
                        const int64_t wo = rem - ho * Wo, i = m - m0, ii0 = i % @MR@;
                        const int64_t L = @P@_min(@P@_min(Wo - wo, m0 + mb - m), @MR@ - ii0);
                        pack(L, kr, ks, cb, H, W, C, ii0, ho * SH - PH, wo * SW - PW, rr, ss, cc,
                             x + n * H * W * C, Ac + (i / @MR@) * kk * @MR@);
                        m += L;
                    }
                    struct exo_win_2f32 Cw = { out + m0 * N + jc, { N, 1 } };
                    struct exo_win_3f32c Am = { Ac, { kk * @MR@, @MR@, 1 } };
                    if (first) @P@_zero(NULL, mb, nb, Cw);
                    @P@_macro(NULL, mb, nb, kk, mp, np, mb / @MR@, ns, Am, Bm, Cw);
                    if (last && epi) {
                        struct exo_win_1f32c bw = { bias ? bias + jc : out, { 1 } };
                        if (epi == 1) @P@_bias(NULL, mb, nb, bw, Cw);
                        else if (epi == 2) @P@_relu(NULL, mb, nb, bw, Cw);
                        else @P@_bias_relu(NULL, mb, nb, bw, Cw);
                    }
                }
                if (err) return EXOGEMM_OUT_OF_MEMORY;
                first = 0;
            }
        }
    }
    (void)nt;
    return 0;
}
"""

PUBLIC_HEADER = r"""#ifndef @GUARD@
#define @GUARD@
/* exogemm @P@ -- implicit-GEMM convolution generated by Exo for @ISA@.
   @CONFIG@
   NHWC float32 input x[Nb][H][W][C]; filter w[R][S][C][K] (krsc = 0) or w[K][R][S][C]
   (krsc = 1); output out[Nb][Ho][Wo][K] = conv(x, w) (+ bias[K]) (ReLU if relu), written
   (never read). packer: the address of the sconv_pack_a_* `_run` function for (mr, SW, DH,
   DW[, C]); KR x KS x CB: the k-block (filter rows x filter columns x input channels,
   KR*KS*CB <= kc, KS = S when KR > 1); mc: the pixel block (a multiple of mr, <= the plan's
   mc). threads <= 0: OpenMP's default.
   Returns 0, or a negative code:
@RETURN_CODES@ */
#include <stdint.h>
@RETURN_ENUM@#ifdef __cplusplus
extern "C" {
#endif
int @P@_conv(int64_t Nb, int64_t H, int64_t W, int64_t C, int64_t K,
             int64_t R, int64_t S, int64_t SH, int64_t SW, int64_t PH, int64_t PW,
             int64_t DH, int64_t DW, const float *x, const float *w, int krsc,
             const float *bias, int relu, float *out, void *packer,
             int64_t KR, int64_t KS, int64_t CB, int64_t mc, int threads);
void @P@_release_workspace(void);
const char *@P@_config(void);
int @P@_default_threads(void);
#ifdef __cplusplus
}
#endif
#endif
"""

PACKER_DECL = ("void @N@_run(int64_t L, int64_t KR, int64_t KS, int64_t CB, int64_t H, "
               "int64_t W, int64_t C, int64_t ii0, int64_t hi0, int64_t wi0, int64_t r0, "
               "int64_t s0, int64_t c0, const float *x, float *Ac)")

PACKER_WRAPPER = r"""
/* Plain-pointer entry: x is one NHWC image (H x W x C, rows of W*C floats), Ac one sliver
   ((KR*KS*CB) x @MR@ floats). The run is cut into the pixels whose windows reach into the
   left padding, those inside the input (the interior variant, no column check) and those
   reaching into the right padding.@CBNOTE@ */
@DECL@ {
    struct exo_win_3f32c xw = { x, { W * C, C, 1 } };
    struct exo_win_4f32 aw = { Ac, { KS * CB * @MR@, CB * @MR@, @MR@, 1 } };
    const int64_t left = -(wi0 + @DW@ * s0), right = W - 1 - (wi0 + @DW@ * (s0 + KS - 1));
    int64_t lo = left > 0 ? (left + @SW@ - 1) / @SW@ : 0;       /* first interior pixel */
    int64_t hi = right < 0 ? 0 : right / @SW@ + 1;              /* past the last one */
    lo = lo < L ? lo : L;
    hi = hi < L ? hi : L;
    hi = hi > lo ? hi : lo;
    if (lo > 0)
        @N@(NULL, lo, KR, KS, @CBARG@H, W, C, ii0, hi0, wi0, r0, s0, c0, xw, aw);
    if (hi > lo)
        @N@_interior(NULL, hi - lo, KR, KS, @CBARG@H, W, C, ii0 + lo, hi0, wi0 + @SW@ * lo,
                     r0, s0, c0, xw, aw);
    if (L > hi)
        @N@(NULL, L - hi, KR, KS, @CBARG@H, W, C, ii0 + hi, hi0, wi0 + @SW@ * hi, r0, s0, c0,
            xw, aw);
}
"""


#: Inputs with at most this many channels (in one k-block) get a packer specialised to their
#: channel count (channel loop unrolled).
SMALL_C = 4


@dataclass(frozen=True)
class Geometry:
    """What a packer is specialised on: mr, column stride, dilations, and the channel count
    of a k-block (cb; 0 = a run-time size)."""

    mr: int
    sw: int
    dh: int
    dw: int
    cb: int = 0

    @property
    def name(self) -> str:
        return packer_name(self.mr, self.sw, self.dh, self.dw, self.cb)


@dataclass(frozen=True)
class CSource:
    """Generated files: <name>.c, <name>_exo.h (Exo's header) and <name>.h (public)."""

    name: str
    c: str
    exo_h: str
    h: str

    def write(self, directory: Path) -> list[Path]:
        directory.mkdir(parents=True, exist_ok=True)
        files = {f"{self.name}.c": self.c, f"{self.name}_exo.h": self.exo_h,
                 f"{self.name}.h": self.h}
        for fname, text in files.items():
            (directory / fname).write_text(text)
        return [directory / fname for fname in files]


def _fingerprint(isa: VectorIsa | None) -> tuple:
    """The generating code (code_fingerprint: procs/conv.py, this file's C, the templates)
    and the ISA."""
    return (cache.code_fingerprint(), () if isa is None else isa.fingerprint())


def _fill(template: str, plan: GemmPlan, config: str = "") -> str:
    b = plan.blocking
    P = conv_prefix(plan.tile)
    values = {"@P@": P, "@MR@": plan.mr, "@NR@": plan.nr, "@MC@": b.mc, "@NC@": b.nc,
              "@KC@": b.kc, "@CONFIG@": config, "@ISA@": plan.tile.isa.description,
              "@GUARD@": P.upper() + "_H", "@RETURN_ENUM@": return_codes.c_enum(),
              "@RETURN_CODES@": return_codes.c_comment_lines("conv")}
    for k, v in values.items():
        template = template.replace(k, str(v))
    return template


def emit_conv(plan: GemmPlan) -> CSource:
    """The plan's conv module (Exo procs + driver), from the cache when possible."""
    key = cache.digest("conv", _fingerprint(plan.tile.isa), plan.mr, plan.nr,
                       plan.blocking.key())
    hit = cache.load_record("conv", key, CSource)
    if hit is not None:
        return hit
    P = conv_prefix(plan.tile)
    b = plan.blocking
    config = (f"{P}: micro-kernel {plan.mr}x{plan.nr}, mc={b.mc} nc={b.nc} kc={b.kc} "
              f"({b.source})")
    c, exo_h = cache.generator(GENERATOR, P).generate_conv(plan.tile, f"{P}_exo.h")
    src = CSource(P, c + _fill(DRIVER, plan, config), exo_h, _fill(PUBLIC_HEADER, plan, config))
    cache.store_json("conv", key, asdict(src))
    return src


def emit_packer(geo: Geometry) -> CSource:
    """The packer for one geometry (no ISA code: it is the same C for every target)."""
    key = cache.digest("conv-pack", _fingerprint(None), asdict(geo))
    hit = cache.load_record("conv", key, CSource)
    if hit is not None:
        return hit
    name = geo.name
    c, exo_h = cache.generator(GENERATOR, name).generate_packer(
        geo.mr, geo.sw, geo.dh, geo.dw, geo.cb, f"{name}_exo.h")
    decl = PACKER_DECL.replace("@N@", name)
    note = f" Specialised to CB = {geo.cb} (the CB argument must be {geo.cb})." if geo.cb else ""
    c += (PACKER_WRAPPER.replace("@DECL@", decl).replace("@N@", name)
          .replace("@MR@", str(geo.mr)).replace("@CBNOTE@", note)
          .replace("@SW@", str(geo.sw)).replace("@DW@", str(geo.dw))
          .replace("@CBARG@", "" if geo.cb else "CB, "))
    guard = name.upper() + "_H"
    h = (f"#ifndef {guard}\n#define {guard}\n#include <stdint.h>\n"
         f"/* Pack a run of output pixels into Ac slivers (see procs/conv.py). */\n"
         f"{decl};\n#endif\n")
    src = CSource(name, c, exo_h, h)
    cache.store_json("conv", key, asdict(src))
    return src


# --------------------------------------------------------------------------- k / m blocking


def k_blocking(C: int, R: int, S: int, kc: int) -> tuple[int, int, int]:
    """(KR, KS, CB): k-blocks of KR filter rows x KS filter columns x CB input channels with
    KR*KS*CB <= kc, and KS = S whenever KR > 1 (whole filter rows), so that the packed index
    (r*KS + s)*CB + c is a box the Exo procs address without division.

    For each channel chunk CB = ceil(C / j) (j = 1, 2, ...): whole filter rows if a row fits
    (KS = S, KR = min(R, kc // (S*CB))), else KR = 1 and KS = min(S, kc // CB); the CB that
    needs the fewest k-blocks (passes over C) wins, ties going to the larger CB (longer
    contiguous copies when packing), then to the larger k-block.
    """
    best = None
    for j in range(1, C + 1):
        cb = -(-C // j)
        if j > 1 and cb == -(-C // (j - 1)):
            continue
        if cb > kc:
            continue
        if S * cb <= kc:
            kr, ks = min(R, kc // (S * cb)), S
            blocks = -(-C // cb) * -(-R // kr)
        else:
            kr, ks = 1, min(S, kc // cb)
            blocks = -(-C // cb) * R * -(-S // ks)
        score = (blocks, -cb, -kr * ks * cb)
        if best is None or score < best[0]:
            best = (score, (kr, ks, cb))
        if cb == 1:
            break
    assert best is not None  # cb = 1 fits since kc >= 1
    return best[1]


def geometry(plan: GemmPlan, C: int, sw: int, dh: int, dw: int, cb: int) -> Geometry:
    """The packer a conv needs: specialised to its channel count when all of its (at most
    SMALL_C) channels are one k-block."""
    return Geometry(plan.mr, sw, dh, dw, cb if cb == C and C <= SMALL_C else 0)


def m_block(M: int, mr: int, mc: int, threads: int) -> int:
    """Pixel block: the plan's mc, at most M rounded up to a multiple of mr, and smaller
    still (a multiple of mr) so that every thread gets a block when M allows."""
    per = -(-max(M, 1) // max(threads, 1))
    per = -(-per // mr) * mr
    return max(mr, min(mc, per) // mr * mr)


def workspace_floats(M: int, N: int, C: int, R: int, S: int, plan: GemmPlan,
                     threads: int) -> dict:
    """Floats of packing workspace the driver reserves for one call (before rounding each
    buffer up to whole 4 KiB pages): one Ac per busy thread, one Bc; and the blocking."""
    b = plan.blocking
    if M == 0 or N == 0:
        return {"Ac": 0, "Bc": 0, "threads": 0}
    kr, ks, cb = k_blocking(C, R, S, b.kc)
    mc = m_block(M, plan.mr, b.mc, threads)
    busy = min(threads, -(-M // mc))
    kk = kr * ks * cb
    bc = -(-min(N, b.nc) // plan.nr) * plan.nr * kk
    return {"Ac": mc * kk * busy, "Bc": bc, "threads": busy, "KR": kr, "KS": ks, "CB": cb,
            "mc": mc}


# --------------------------------------------------------------------------- native build


@dataclass
class ConvLibrary:
    """The loaded conv module of a plan."""

    plan: GemmPlan
    source: CSource
    ffi: object
    lib: object

    def fn(self, name: str):
        return getattr(self.lib, f"{self.source.name}_{name}")

    def config(self) -> str:
        return self.ffi.string(self.fn("config")()).decode()


@dataclass
class PackerLibrary:
    geometry: Geometry
    source: CSource
    ffi: object
    lib: object

    @property
    def address(self) -> int:
        fn = self.ffi.addressof(self.lib, f"{self.source.name}_run")
        return int(self.ffi.cast("uintptr_t", fn))


def _cdef(src: CSource) -> str:
    return header_declarations(src.h)


def _native_module(isa: VectorIsa, src: CSource, cdef: str, kind: str):
    return load_module(isa, kind, [src], cdef, f'#include "{src.name}.h"\n',
                       [*isa.toolchain.cflags, "-fopenmp"], link_args=("-fopenmp",))


@lru_cache(maxsize=None)
def build_conv_native(plan: GemmPlan) -> ConvLibrary:
    """The plan's conv module compiled for this machine (cached on disk) and imported."""
    src = emit_conv(plan)
    module = _native_module(plan.tile.isa, src, _cdef(src), "conv")
    return ConvLibrary(plan, src, module.ffi, module.lib)


@lru_cache(maxsize=None)
def build_packer_native(isa: VectorIsa, geo: Geometry) -> PackerLibrary:
    """The packer for `geo`, compiled with `isa`'s flags (cached on disk) and imported."""
    src = emit_packer(geo)
    module = _native_module(isa, src, PACKER_DECL.replace("@N@", src.name) + ";", "convpack")
    return PackerLibrary(geo, src, module.ffi, module.lib)

"""Emit, build and run the implicit-GEMM convolution (procs/conv.py), cached by hash.

Two kinds of generated module, so that a new filter geometry costs one small compile:

    sconv_<isa>_<mr>x<nr>      per GEMM plan: Exo's C for the macro-kernel (the ISA's
      .c / _exo.h / .h         micro-kernel and edge tile), B packing (RSCK and KRSC), zeroing
                               and the bias/ReLU epilogues, followed by the hand-written driver
                               (gen/templates/conv_driver.c.in): the output-channel, k-block
                               and pixel-block loops, the split of a pixel block into runs of
                               one output row, per-thread workspace (the GEMM's allocator,
                               procs/workspace.h, pasted in) and OpenMP over pixel blocks;
                               public header gen/templates/conv.h.in.
    sconv_pack_a_mr<mr>_sw<SW> per (mr, column stride, dilations[, channels]): Exo's C for
      _d<DH>x<DW>[_c<C>]       pack_a_run and its _interior twin, and a plain-pointer wrapper
                               `<name>_run` choosing between them, which the driver calls
                               through a function pointer (gen/templates/conv_packer.c.in and
                               .h.in).

Natively both are cffi extensions (the driver receives the packer's address); for a cross ISA
and for the sanitized native check gen/check/conv.py links them into one program with the
validation harness, so NumPy judges every ISA the same way.

K blocking. The kc of the plan bounds one k-block; the driver takes the block as KR filter
rows x KS filter columns x CB input channels (`k_blocking`), so the packed Ac / Bc index
(r*KS + s)*CB + c is a box the Exo procs address with affine indices; CB is chosen to need
the fewest k-blocks.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache

from exogemm.core import return_codes
from exogemm.gen.c.gemm_source import header_declarations
from exogemm.gen.c.native import load_module
from exogemm.gen.c.templates import fill
from exogemm.gen.exo.code import conv_exo_code, packer_exo_code
from exogemm.gen.source_files import SourceFiles
from exogemm.isa.base import VectorIsa
from exogemm.plan.conv_shape import conv_prefix, packer_name
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.procs import WORKSPACE_H

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
class CSource(SourceFiles):
    """Generated files: <name>.c, <name>_exo.h (Exo's header) and <name>.h (public)."""

    name: str
    c: str
    exo_h: str
    h: str

    def files(self) -> dict[str, str]:
        return {f"{self.name}.c": self.c, f"{self.name}_exo.h": self.exo_h,
                f"{self.name}.h": self.h}


def _config(plan: GemmPlan) -> str:
    """The one-line description `<prefix>_config()` returns and the public header repeats."""
    b = plan.blocking
    return (f"{conv_prefix(plan.tile)}: micro-kernel {plan.mr}x{plan.nr}, mc={b.mc} nc={b.nc} "
            f"kc={b.kc} ({b.source})")


def driver_c(plan: GemmPlan) -> str:
    """The hand-written driver (gen/templates/conv_driver.c.in) for `plan`, with the
    workspace allocator pasted in; it goes after Exo's C, in the same translation unit."""
    b = plan.blocking
    return fill("conv_driver.c.in", prefix=conv_prefix(plan.tile), mr=plan.mr, nr=plan.nr,
                mc=b.mc, nc=b.nc, kc=b.kc, config=_config(plan),
                workspace=WORKSPACE_H.read_text())


def public_header(plan: GemmPlan) -> str:
    """The plan's public conv header (gen/templates/conv.h.in); its return codes come from
    exogemm/core/return_codes.py."""
    P = conv_prefix(plan.tile)
    return fill("conv.h.in", prefix=P, guard=P.upper() + "_H", isa=plan.tile.isa.description,
                config=_config(plan), return_enum=return_codes.c_enum(),
                return_codes=return_codes.c_comment_lines("conv"))


def packer_c(geo: Geometry) -> str:
    """The packer's plain-pointer entry `<name>_run` (gen/templates/conv_packer.c.in), which
    goes after Exo's C for pack_a_run and its _interior twin."""
    note = f" Specialised to CB = {geo.cb} (the CB argument must be {geo.cb})." if geo.cb else ""
    return fill("conv_packer.c.in", name=geo.name, mr=geo.mr, sw=geo.sw, dw=geo.dw,
                cb_note=note, cb_arg="" if geo.cb else "CB, ")


def packer_header(geo: Geometry) -> str:
    """The packer's public header (gen/templates/conv_packer.h.in)."""
    return fill("conv_packer.h.in", name=geo.name, guard=geo.name.upper() + "_H")


def emit_conv(plan: GemmPlan) -> CSource:
    """The plan's conv module: Exo's procs from the cache when possible, + the driver."""
    exo = conv_exo_code(plan)
    return CSource(conv_prefix(plan.tile), exo.c + driver_c(plan), exo.h, public_header(plan))


def emit_packer(geo: Geometry) -> CSource:
    """The packer for one geometry (no ISA code: it is the same C for every target): Exo's
    procs from the cache when possible, + its plain-pointer entry."""
    exo = packer_exo_code(asdict(geo))
    return CSource(geo.name, exo.c + packer_c(geo), exo.h, packer_header(geo))


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
    """Floats of packing workspace the driver reserves for one call (before procs/workspace.h
    rounds each buffer up to whole 4 KiB pages, or 2 MiB from 1 MiB up): one Ac per busy
    thread, one Bc; and the blocking."""
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
    module = _native_module(isa, src, _cdef(src), "convpack")
    return PackerLibrary(geo, src, module.ffi, module.lib)

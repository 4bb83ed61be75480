"""RISC-V Vector 1.0 with VLEN and LMUL as parameters: VLEN*LMUL/32 f32 per register group.

Code is vector-length specific (the compiler is told VLEN), so the full vector length is a
constant. A register group of LMUL registers is one operand; 32/LMUL of them exist, and none
is reserved: `vfmacc.vf` takes A's element from a scalar FP register and tails use vl, not
the v0 mask. Tails set vl = N: loads and stores touch exactly N floats, and the tail FMA is
tail-undisturbed (`_tu`). (Exo 1.0's own rvv `vfmacc_vf` template lacks a parenthesis.)

Low precision (`dots`). RVV 1.0 has no int8 dot-product instruction (the Zvqdot proposal is
not ratified), so u8 x s8 -> s32 and s8 x s8 -> s32 are widening multiply-accumulates that
keep the datatypes' k-group layout (a B row is lanes x 4 bytes, 4 consecutive k per int32
lane): the B row is one segment load `vlseg4e8` into a tuple of 4 int8 registers at LMUL/4
(field g holds b[j, g] of every lane j), and the "dot" is, for each g, `vsext.vf2` of field g
to int16 and `vwmaccus.vx` (`vwmacc.vx` for s8 x s8) of A's byte g, a scalar, into the int32
accumulator. Every product is exact in 32 bits and the sum is int32's, as vpdpbusd's. The
sign extension depends only on B, so the compiler may share it between the tile's rows; one
k-group then costs 4 multiply-adds per C register. The tuple takes 4 registers where the
tile's budget (plan/tile.py) counts LMUL for a B row, so at LMUL 1 and 2 the largest tiles
can spill. bf16 -> f32 is Zvfbfwma's `vfwmaccbf16.vf` (one bf16 scalar x a bf16 vector,
widened, added to f32 with one rounding) over a `vlseg2e16` tuple of 2 bf16 registers at
LMUL/2. The -march adds Zvfbfwma (with the Zvfbfmin and Zfbfmin it implies): these only make
bf16 instructions legal, which the compiler emits for __bf16 operations alone, so f32 code
is unchanged. QEMU 7.2 has no Zvfbfwma: the bf16 kernels build and are not run there.
Tails: every template takes vl = N (loads and stores touch exactly N lanes, N x G elements
of a B row) and the tail multiply-adds are tail-undisturbed.
"""

from __future__ import annotations

from exogemm.core.errors import UnknownIsaError
from exogemm.core.host import CacheLevel, CacheSizes
from exogemm.isa.base import AsmPatterns, CTemplates, DotTemplates, Toolchain, VectorIsa

VLENS = (128, 256, 512, 1024)
LMULS = (1, 2, 4, 8)
# The parameter sets the ISA test sweep runs (tests/test_isas.py); default: describe().
TEST_VARIANTS = tuple({"vlen": v, "lmul": m} for v in (128, 256) for m in (1, 2))

#: A's bf16 element read as the scalar __bf16 vfwmaccbf16.vf takes (the packed panel holds
#: the 16-bit words).
BF16_PRELUDE = """\
#ifndef EXOGEMM_RVV_BF16
#define EXOGEMM_RVV_BF16
typedef __bf16 exogemm_bf16 __attribute__((may_alias));
#endif"""


def _fraction(lmul: int, divisor: int) -> str:
    """The LMUL suffix of a type `divisor` times narrower than 32-bit at `lmul`: m1 / 4 = mf4."""
    num, den = lmul, divisor
    return f"m{num // den}" if num >= den else f"mf{den // num}"


def _integer_dot(lmul: int, lanes: int, signed_a: bool) -> DotTemplates:
    """u8 x s8 (`signed_a` False) or s8 x s8 -> s32 by 4 widening multiply-adds a k-group;
    see the module docstring."""
    i32, i16, i8 = f"m{lmul}", _fraction(lmul, 2), _fraction(lmul, 4)
    tup = f"i8{i8}x4"
    macc = "vwmacc" if signed_a else "vwmaccus"

    def dot(vl: str, policy: str) -> str:
        return " ".join(
            f"{{dst_data}} = __riscv_{macc}_vx_i32{i32}{policy}({{dst_data}}, (&{{a_data}})[{g}], "
            f"__riscv_vsext_vf2_i16{i16}(__riscv_vget_v_{tup}_i8{i8}({{b_data}}, {g}), {vl}), "
            f"{vl});"
            for g in range(4))

    return DotTemplates(
        acc_type=f"vint32{i32}_t",
        b_type=f"v{tup.replace('i8', 'int8', 1)}_t",
        mac=dot(str(lanes), ""),
        mac_tail=dot("{N}", "_tu"),
        b_load=f"{{dst_data}} = __riscv_vlseg4e8_v_{tup}(&{{src_data}}, {lanes});",
        b_load_tail=f"{{dst_data}} = __riscv_vlseg4e8_v_{tup}(&{{src_data}}, {{N}});",
        load=f"{{dst_data}} = __riscv_vle32_v_i32{i32}(&{{src_data}}, {lanes});",
        load_tail=f"{{dst_data}} = __riscv_vle32_v_i32{i32}(&{{src_data}}, {{N}});",
        store=f"__riscv_vse32_v_i32{i32}(&{{dst_data}}, {{src_data}}, {lanes});",
        store_tail=f"__riscv_vse32_v_i32{i32}(&{{dst_data}}, {{src_data}}, {{N}});",
        zero=f"{{dst_data}} = __riscv_vmv_v_x_i32{i32}(0, {lanes});",
        extension="RVV V 1.0 (widening multiply-add)",
        macs=4,  # one vwmacc per element of the k-group
        # The 4 int8 fields of the segment load and their 4 int16 sign extensions, which the
        # compiler keeps live across the tile's rows: in LMUL-register groups.
        b_registers=-(-(4 * max(1, lmul // 4) + 4 * max(1, lmul // 2)) // lmul),
    )


def _bf16_dot(lmul: int, lanes: int) -> DotTemplates:
    """bf16 x bf16 -> f32 by 2 Zvfbfwma `vfwmaccbf16.vf` a k-group."""
    f32, bf = f"m{lmul}", _fraction(lmul, 2)
    tup = f"bf16{bf}x2"

    def dot(vl: str, policy: str) -> str:
        return " ".join(
            f"{{dst_data}} = __riscv_vfwmaccbf16_vf_f32{f32}{policy}({{dst_data}}, "
            f"*(const exogemm_bf16 *)&(&{{a_data}})[{g}], "
            f"__riscv_vget_v_{tup}_bf16{bf}({{b_data}}, {g}), {vl});"
            for g in range(2))

    b_load = f"{{dst_data}} = __riscv_vlseg2e16_v_{tup}((const __bf16 *)&{{src_data}}, {{vl}});"
    return DotTemplates(
        acc_type=f"vfloat32{f32}_t",
        b_type=f"v{tup.replace('bf16', 'bfloat16', 1)}_t",
        mac=dot(str(lanes), ""),
        mac_tail=dot("{N}", "_tu"),
        b_load=b_load.replace("{vl}", str(lanes)),
        b_load_tail=b_load.replace("{vl}", "{N}"),
        load=f"{{dst_data}} = __riscv_vle32_v_f32{f32}(&{{src_data}}, {lanes});",
        load_tail=f"{{dst_data}} = __riscv_vle32_v_f32{f32}(&{{src_data}}, {{N}});",
        store=f"__riscv_vse32_v_f32{f32}(&{{dst_data}}, {{src_data}}, {lanes});",
        store_tail=f"__riscv_vse32_v_f32{f32}(&{{dst_data}}, {{src_data}}, {{N}});",
        zero=f"{{dst_data}} = __riscv_vfmv_v_f_f32{f32}(0.0f, {lanes});",
        extension="Zvfbfwma",
        macs=2,
        prelude=BF16_PRELUDE,
    )


def _dots(lmul: int, lanes: int) -> tuple[tuple[str, DotTemplates], ...]:
    return (("u8s8s32", _integer_dot(lmul, lanes, signed_a=False)),
            ("s8s8s32", _integer_dot(lmul, lanes, signed_a=True)),
            ("bf16f32", _bf16_dot(lmul, lanes)))


def describe(vlen: int = 128, lmul: int = 1) -> VectorIsa:
    if vlen not in VLENS or lmul not in LMULS:
        raise UnknownIsaError(f"rvv takes vlen in {VLENS} and lmul in {LMULS}, "
                              f"got vlen={vlen}, lmul={lmul}")
    lanes, m = vlen * lmul // 32, f"f32m{lmul}"
    b = f"b{32 // lmul}"  # mask type of a compare on f32 with this LMUL
    return VectorIsa(
        name="rvv",
        params=(("vlen", vlen), ("lmul", lmul)),
        lanes=lanes,
        registers=32 // lmul,
        reserved_registers=0,
        c_vector_type=f"vfloat32m{lmul}_t",
        header="#include <riscv_vector.h>",
        description=f"RISC-V V 1.0, VLEN={vlen}, LMUL={lmul}: {lanes} x f32 per group, "
                    f"{32 // lmul} groups, vl tails",
        c=CTemplates(
            load=f"{{dst_data}} = __riscv_vle32_v_{m}(&{{src_data}}, {lanes});",
            load_tail=f"{{dst_data}} = __riscv_vle32_v_{m}(&{{src_data}}, {{N}});",
            store=f"__riscv_vse32_v_{m}(&{{dst_data}}, {{src_data}}, {lanes});",
            store_tail=f"__riscv_vse32_v_{m}(&{{dst_data}}, {{src_data}}, {{N}});",
            mac=f"{{dst_data}} = __riscv_vfmacc_vf_{m}({{dst_data}}, {{a_data}}, {{b_data}}, {lanes});",
            mac_tail=(f"{{dst_data}} = __riscv_vfmacc_vf_{m}_tu({{dst_data}}, {{a_data}}, "
                      f"{{b_data}}, {{N}});"),
            add=(f"{{dst_data}} = __riscv_vfadd_vv_{m}({{dst_data}}, "
                 f"__riscv_vle32_v_{m}(&{{src_data}}, {lanes}), {lanes});"),
            add_tail=(f"{{dst_data}} = __riscv_vfadd_vv_{m}_tu({{dst_data}}, {{dst_data}}, "
                      f"__riscv_vle32_v_{m}(&{{src_data}}, {{N}}), {{N}});"),
            # vfmax drops a NaN (IEEE maxNum); merging lo where dst < lo keeps it, as the
            # other ISAs' max does.
            max_floor=(f"{{dst_data}} = __riscv_vfmerge_vfm_{m}({{dst_data}}, {{lo_data}}, "
                       f"__riscv_vmflt_vf_{m}_{b}({{dst_data}}, {{lo_data}}, {lanes}), {lanes});"),
            max_floor_tail=(f"{{dst_data}} = __riscv_vfmerge_vfm_{m}_tu({{dst_data}}, "
                            f"{{dst_data}}, {{lo_data}}, "
                            f"__riscv_vmflt_vf_{m}_{b}({{dst_data}}, {{lo_data}}, {{N}}), {{N}});"),
            set1=f"__riscv_vfmv_v_f_{m}({{x}}, {lanes})",
            fma_vv=f"__riscv_vfmacc_vv_{m}({{acc}}, {{x}}, {{y}}, {lanes})",
            hsum=(f"__riscv_vfmv_f_s_f32m1_f32(__riscv_vfredusum_vs_{m}_f32m1("
                  f"{{v}}, __riscv_vfmv_s_f_f32m1(0.0f, 1), {lanes}))"),
            store_expr=f"__riscv_vse32_v_{m}({{ptr}}, {{v}}, {lanes})",
        ),
        toolchain=Toolchain(
            cc=("clang-19", "--target=riscv64-linux-gnu"),
            # Zvfbfwma only makes the bf16 dot legal (f32 code has no __bf16 operation)
            cflags=("-O3", f"-march=rv64gcv_zvl{vlen}b_zvfbfwma", "-mrvv-vector-bits=zvl"),
            ldflags=("-static",),
            runner=("qemu-riscv64", "-cpu", f"rv64,v=true,vlen={vlen},vext_spec=v1.0"),
            objdump="riscv64-linux-gnu-objdump",
            apt_packages=("clang-19", "gcc-riscv64-linux-gnu", "libc6-dev-riscv64-cross",
                          "binutils-riscv64-linux-gnu", "qemu-user"),
        ),
        dots=_dots(lmul, lanes),
        asm=AsmPatterns(
            fma=r"^vfmacc\.v[fv]\s",
            dot=r"^(vwmaccus|vwmacc|vfwmaccbf16)\.v[xf]\s",
            vector_load=r"^vle32\.v\s",
            broadcast_load=r"^fl[wd]\s",
            # Vector spills are whole-register moves through an sp-derived address.
            spill=r"^(vs\dr\.v\s|f?s[bhwd]\s.*\(sp\))",
            reload=r"^(vl\dr(e\d+)?\.v\s|f?l[bhwd]u?\s.*\(sp\))",
        ),
        # Caches for GEMM blocking (exogemm/policy/blocking.py): an application-class
        # RISC-V core, 32 KiB 8-way L1d, 512 KiB 8-way L2, no L3.
        caches=CacheSizes(CacheLevel(32 * 1024, 8), CacheLevel(512 * 1024, 8)),
    )

"""ARM SVE, vector-length specific: VLEN/32 f32 per z register, 32 z registers.

`-msve-vector-bits=VLEN` fixes the vector length at compile time (the code is only correct on
a CPU, or a QEMU run, with exactly that length). Tails are predicated with
`svwhilelt_b32(0, N)`: inactive lanes are neither read nor written in memory (zeroed in the
register by the load, kept by the merging FMA). Built with clang-19: GCC 12 ICEs on some SVE.

Low precision (`dots`; the -march adds i8mm and bf16, which f32 code never uses, so f32
kernels still run on plain SVE): u8 x s8 -> s32 by `svusdot_s32` (SVE I8MM: VLEN/32 int32
lanes, each + 4 u8 x s8 products), s8 x s8 -> s32 by `svdot_s32` (SVE's own sdot, no
extension beyond SVE) and bf16 -> f32 by `svbfdot_f32` (SVE BF16: each f32 lane + 2 bf16
products). These are SVE's widest-lane dot forms, so a B row of VLEN/32 lanes x the group is
exactly one z register and the C tile keeps f32's register arithmetic (the 2 x 2 block
forms, smmla/bfmmla, would change the tile's layout). A's k-group is one 32-bit word,
duplicated with `svdup_n_u32` (clang folds it into one `ld1rw`) and reinterpreted as bytes or
bf16 pairs. The dot instructions are unpredicated, so tails are in the loads: a B tail
`svwhilelt_b8` over 4N bytes (`_b16` over 2N halfwords for bf16), reading exactly N lanes'
groups with the rest zero, and the full-width dot then only changes dead accumulator lanes;
accumulator tails `svwhilelt_b32` over N lanes, as f32's.
"""

from __future__ import annotations

import dataclasses

from exogemm.core.errors import UnknownIsaError
from exogemm.core.host import CacheLevel, CacheSizes
from exogemm.isa.base import (
    A_WORD_PRELUDE,
    AsmPatterns,
    CTemplates,
    DotTemplates,
    Toolchain,
    VectorIsa,
)

VLENS = (128, 256, 512, 1024, 2048)
TEST_VARIANTS = ({"vlen": 256}, {"vlen": 512})  # what tests/test_isas.py sweeps
ALL, TAIL = "svptrue_b32()", "svwhilelt_b32_s32(0, {N})"
#: Predicates of a B row: all of it, or N lanes' groups of 4 bytes / 2 halfwords.
ALL_B8, TAIL_B8 = "svptrue_b8()", "svwhilelt_b8_s32(0, 4 * {N})"
ALL_B16, TAIL_B16 = "svptrue_b16()", "svwhilelt_b16_s32(0, 2 * {N})"
#: A's k-group (4 bytes, 2 bf16) as one 32-bit word in every lane.
A_GROUP = "svdup_n_u32((uint32_t)*(const exogemm_word *)&{a_data})"

F32_LOAD = f"{{dst_data}} = svld1_f32({ALL}, &{{src_data}});"
F32_LOAD_TAIL = f"{{dst_data}} = svld1_f32({TAIL}, &{{src_data}});"
F32_STORE = f"svst1_f32({ALL}, &{{dst_data}}, {{src_data}});"
F32_STORE_TAIL = f"svst1_f32({TAIL}, &{{dst_data}}, {{src_data}});"


def _dots() -> tuple[tuple[str, DotTemplates], ...]:
    """usdot (u8s8s32), sdot (s8s8s32), bfdot (bf16f32); see the module docstring."""
    usdot = f"{{dst_data}} = svusdot_s32({{dst_data}}, svreinterpret_u8_u32({A_GROUP}), {{b_data}});"
    u8s8s32 = DotTemplates(
        acc_type="svint32_t",
        b_type="svint8_t",
        mac=usdot,
        mac_tail=usdot,  # B's lanes above N are zero: only dead accumulator lanes change
        b_load=f"{{dst_data}} = svld1_s8({ALL_B8}, &{{src_data}});",
        b_load_tail=f"{{dst_data}} = svld1_s8({TAIL_B8}, &{{src_data}});",
        load=f"{{dst_data}} = svld1_s32({ALL}, &{{src_data}});",
        load_tail=f"{{dst_data}} = svld1_s32({TAIL}, &{{src_data}});",
        store=f"svst1_s32({ALL}, &{{dst_data}}, {{src_data}});",
        store_tail=f"svst1_s32({TAIL}, &{{dst_data}}, {{src_data}});",
        zero="{dst_data} = svdup_n_s32(0);",
        extension="SVE i8mm (FEAT_I8MM)",
        prelude=A_WORD_PRELUDE,
    )
    sdot = f"{{dst_data}} = svdot_s32({{dst_data}}, svreinterpret_s8_u32({A_GROUP}), {{b_data}});"
    s8s8s32 = dataclasses.replace(u8s8s32, mac=sdot, mac_tail=sdot, extension="SVE (sdot)")
    bfdot = f"{{dst_data}} = svbfdot_f32({{dst_data}}, svreinterpret_bf16_u32({A_GROUP}), {{b_data}});"
    bf16f32 = DotTemplates(
        acc_type="svfloat32_t",
        b_type="svbfloat16_t",
        mac=bfdot,
        mac_tail=bfdot,
        b_load=f"{{dst_data}} = svreinterpret_bf16_u16(svld1_u16({ALL_B16}, &{{src_data}}));",
        b_load_tail=(f"{{dst_data}} = svreinterpret_bf16_u16(svld1_u16({TAIL_B16}, "
                     "&{src_data}));"),
        load=F32_LOAD,
        load_tail=F32_LOAD_TAIL,
        store=F32_STORE,
        store_tail=F32_STORE_TAIL,
        zero="{dst_data} = svdup_n_f32(0.0f);",
        extension="SVE BF16 (FEAT_BF16)",
        prelude=A_WORD_PRELUDE,
    )
    return (("u8s8s32", u8s8s32), ("s8s8s32", s8s8s32), ("bf16f32", bf16f32))


def describe(vlen: int = 256) -> VectorIsa:
    if vlen not in VLENS:
        raise UnknownIsaError(f"sve takes vlen in {VLENS}, got vlen={vlen}")
    return VectorIsa(
        name="sve",
        params=(("vlen", vlen),),
        lanes=vlen // 32,
        registers=32,
        c_vector_type="svfloat32_t",
        header="#include <arm_sve.h>",
        description=f"ARM SVE at VLEN={vlen}: {vlen // 32} x f32, 32 z registers, "
                    "predicated tails",
        c=CTemplates(
            load=F32_LOAD,
            load_tail=F32_LOAD_TAIL,
            store=F32_STORE,
            store_tail=F32_STORE_TAIL,
            mac=f"{{dst_data}} = svmla_n_f32_x({ALL}, {{dst_data}}, {{b_data}}, {{a_data}});",
            mac_tail=f"{{dst_data}} = svmla_n_f32_m({TAIL}, {{dst_data}}, {{b_data}}, {{a_data}});",
            add=(f"{{dst_data}} = svadd_f32_x({ALL}, {{dst_data}}, "
                 f"svld1_f32({ALL}, &{{src_data}}));"),
            add_tail=(f"{{dst_data}} = svadd_f32_m({TAIL}, {{dst_data}}, "
                      f"svld1_f32({TAIL}, &{{src_data}}));"),
            # FMAX: NaN if either operand is NaN (the floor never is), so a NaN in dst stays.
            max_floor=f"{{dst_data}} = svmax_n_f32_x({ALL}, {{dst_data}}, {{lo_data}});",
            max_floor_tail=f"{{dst_data}} = svmax_n_f32_m({TAIL}, {{dst_data}}, {{lo_data}});",
            set1="svdup_n_f32({x})",
            fma_vv=f"svmla_f32_x({ALL}, {{acc}}, {{x}}, {{y}})",
            hsum=f"svaddv_f32({ALL}, {{v}})",
            store_expr=f"svst1_f32({ALL}, {{ptr}}, {{v}})",
        ),
        dots=_dots(),
        toolchain=Toolchain(
            cc=("clang-19", "--target=aarch64-linux-gnu"),
            # i8mm and bf16 only enable the dots' intrinsics (f32 code contains none of them)
            cflags=("-O3", "-march=armv8.2-a+sve+i8mm+bf16", f"-msve-vector-bits={vlen}"),
            ldflags=("-static",),
            runner=("qemu-aarch64", "-cpu", f"max,sve-default-vector-length={vlen // 8}"),
            objdump="aarch64-linux-gnu-objdump",
            apt_packages=("clang-19", "gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross",
                          "binutils-aarch64-linux-gnu", "qemu-user"),
        ),
        asm=AsmPatterns(
            fma=r"^(fmla|fmad)\s+z",
            dot=r"^((us|s|u)dot|bfdot)\s+z",
            vector_load=r"^ld(nt)?1[bhwd]\s+\{?z",
            broadcast_load=r"^(ld1rw\s|ldr\s+s|ldp\s+s)",
            # Scalable registers spill with unpredicated str/ldr z (often via an sp-derived
            # address register); fixed-size ones address sp directly.
            spill=r"^(str\s+[zp]\d|(str|stp|stur|st1w)\s.*\[sp\b)",
            reload=r"^(ldr\s+[zp]\d|(ldr|ldp|ldur|ld1w)\s.*\[sp\b)",
        ),
        # Caches for GEMM blocking (exogemm/policy/blocking.py): a Neoverse-V1-class
        # core, 64 KiB 4-way L1d, 1 MiB 8-way L2, 32 MiB 16-way L3.
        caches=CacheSizes(CacheLevel(64 * 1024, 4), CacheLevel(1024**2, 8), CacheLevel(32 * 1024**2, 16)),
    )

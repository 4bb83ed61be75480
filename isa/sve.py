"""ARM SVE, vector-length specific: VLEN/32 f32 per z register, 32 z registers.

`-msve-vector-bits=VLEN` fixes the vector length at compile time (the code is only correct on
a CPU, or a QEMU run, with exactly that length). Tails are predicated with
`svwhilelt_b32(0, N)`: inactive lanes are neither read nor written in memory (zeroed in the
register by the load, kept by the merging FMA). Built with clang-19: GCC 12 ICEs on some SVE.
"""

from __future__ import annotations

from exogemm.errors import UnknownIsaError
from exogemm.host import CacheLevel, CacheSizes
from exogemm.isa.base import AsmPatterns, CTemplates, Toolchain, VectorIsa

VLENS = (128, 256, 512, 1024, 2048)
TEST_VARIANTS = ({"vlen": 256}, {"vlen": 512})  # what tests/test_isas.py sweeps
ALL, TAIL = "svptrue_b32()", "svwhilelt_b32_s32(0, {N})"


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
            load=f"{{dst_data}} = svld1_f32({ALL}, &{{src_data}});",
            load_tail=f"{{dst_data}} = svld1_f32({TAIL}, &{{src_data}});",
            store=f"svst1_f32({ALL}, &{{dst_data}}, {{src_data}});",
            store_tail=f"svst1_f32({TAIL}, &{{dst_data}}, {{src_data}});",
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
            store_expr=f"svst1_f32({ALL}, {{ptr}}, {{v}})",
        ),
        toolchain=Toolchain(
            cc=("clang-19", "--target=aarch64-linux-gnu"),
            cflags=("-O3", "-march=armv8.2-a+sve", f"-msve-vector-bits={vlen}"),
            ldflags=("-static",),
            runner=("qemu-aarch64", "-cpu", f"max,sve-default-vector-length={vlen // 8}"),
            objdump="aarch64-linux-gnu-objdump",
            apt_packages=("clang-19", "gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross",
                          "binutils-aarch64-linux-gnu", "qemu-user"),
        ),
        asm=AsmPatterns(
            fma=r"^(fmla|fmad)\s+z",
            vector_load=r"^ld(nt)?1[bhwd]\s+\{?z",
            broadcast_load=r"^(ld1rw\s|ldr\s+s|ldp\s+s)",
            # Scalable registers spill with unpredicated str/ldr z (often via an sp-derived
            # address register); fixed-size ones address sp directly.
            spill=r"^(str\s+[zp]\d|(str|stp|stur|st1w)\s.*\[sp\b)",
            reload=r"^(ldr\s+[zp]\d|(ldr|ldp|ldur|ld1w)\s.*\[sp\b)",
        ),
        # Caches for GEMM blocking (exogemm/plan/blocking.py): a Neoverse-V1-class
        # core, 64 KiB 4-way L1d, 1 MiB 8-way L2, 32 MiB 16-way L3.
        caches=CacheSizes(CacheLevel(64 * 1024, 4), CacheLevel(1024**2, 8), CacheLevel(32 * 1024**2, 16)),
    )

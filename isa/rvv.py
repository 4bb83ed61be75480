"""RISC-V Vector 1.0 with VLEN and LMUL as parameters: VLEN*LMUL/32 f32 per register group.

Code is vector-length specific (the compiler is told VLEN), so the full vector length is a
constant. A register group of LMUL registers is one operand; 32/LMUL of them exist, and none
is reserved: `vfmacc.vf` takes A's element from a scalar FP register and tails use vl, not
the v0 mask. Tails set vl = N: loads and stores touch exactly N floats, and the tail FMA is
tail-undisturbed (`_tu`). (Exo 1.0's own rvv `vfmacc_vf` template lacks a parenthesis.)
"""

from __future__ import annotations

from exogemm.errors import UnknownIsaError
from exogemm.host import CacheLevel, CacheSizes
from exogemm.isa.base import AsmPatterns, CTemplates, Toolchain, VectorIsa

VLENS = (128, 256, 512, 1024)
LMULS = (1, 2, 4, 8)
# The parameter sets the ISA test sweep runs (tests/test_isas.py); default: describe().
TEST_VARIANTS = tuple({"vlen": v, "lmul": m} for v in (128, 256) for m in (1, 2))


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
            store_expr=f"__riscv_vse32_v_{m}({{ptr}}, {{v}}, {lanes})",
        ),
        toolchain=Toolchain(
            cc=("clang-19", "--target=riscv64-linux-gnu"),
            cflags=("-O3", f"-march=rv64gcv_zvl{vlen}b", "-mrvv-vector-bits=zvl"),
            ldflags=("-static",),
            runner=("qemu-riscv64", "-cpu", f"rv64,v=true,vlen={vlen},vext_spec=v1.0"),
            objdump="riscv64-linux-gnu-objdump",
            apt_packages=("clang-19", "gcc-riscv64-linux-gnu", "libc6-dev-riscv64-cross",
                          "binutils-riscv64-linux-gnu", "qemu-user"),
        ),
        asm=AsmPatterns(
            fma=r"^vfmacc\.v[fv]\s",
            vector_load=r"^vle32\.v\s",
            broadcast_load=r"^fl[wd]\s",
            # Vector spills are whole-register moves through an sp-derived address.
            spill=r"^(vs\dr\.v\s|f?s[bhwd]\s.*\(sp\))",
            reload=r"^(vl\dr(e\d+)?\.v\s|f?l[bhwd]u?\s.*\(sp\))",
        ),
        # Caches for GEMM blocking (exogemm/plan/blocking.py): an application-class
        # RISC-V core, 32 KiB 8-way L1d, 512 KiB 8-way L2, no L3.
        caches=CacheSizes(CacheLevel(32 * 1024, 8), CacheLevel(512 * 1024, 8)),
    )

"""The command line's AMX parts (`exogemm isas`, `show --isa amx`, `emit --isa amx`), kept
out of exogemm/cli/main.py so that file only dispatches to them.

`exogemm.gemm` runs AMX only when asked (EXOGEMM_AMX=1, exogemm/api/amx.py); otherwise bf16
and int8 GEMMs use the native vector ISA's low-precision kernels (exogemm/api/lowp.py),
and `exogemm isas` says which ones beside whether AMX could run here.
"""

from __future__ import annotations

from pathlib import Path

from exogemm.api.amx import AMX_OF
from exogemm.core import exo_speed
from exogemm.core.errors import DtypeError, ExogemmError, UnsupportedCpuError
from exogemm.gen.c.amx_build import AMX_CFLAGS, EMULATE_CFLAGS, EMULATION_HEADER, gemm_source
from exogemm.gen.c.lowp_gemm import grouped_plan
from exogemm.isa.amx import AMX_DTYPES, AmxKernel
from exogemm.isa.matrix import get_engine
from exogemm.procs.matrix.amx_kernel import AMX_OVERWRITE_RECIPE, AMX_RECIPE, schedule_amx
from exogemm.procs.microkernel import step_printer
from exogemm.runtime.amx import unavailable_reason
from exogemm.runtime.dispatch import native_isa

#: What `--dtype` may say for AMX: its own short names, the project's datatype names, and
#: the aliases the vector ISAs' --dtype takes.
AMX_DTYPE_NAMES = {**{k: k for k in AMX_DTYPES}, **AMX_OF, "int8": "u8s8", "bfloat16": "bf16"}


def amx_dtype(name: str) -> str:
    """The AMX datatype `--dtype name` means; ExogemmError listing the accepted names."""
    if name not in AMX_DTYPE_NAMES:
        raise ExogemmError(f"AMX has no {name!r} kernels; --dtype takes "
                           f"{', '.join(AMX_DTYPE_NAMES)} with --isa amx")
    return AMX_DTYPE_NAMES[name]


def fallback(dtype: str) -> str:
    """What `exogemm.gemm` runs for this AMX datatype on this host."""
    d = AMX_DTYPES[dtype].dtype
    try:
        isa = native_isa()
        plan = grouped_plan(isa, d)
    except (UnsupportedCpuError, DtypeError) as exc:
        return f"no {d.name} GEMM runs on this host ({exc})"
    shifted = "" if plan.tile.dtype == d else f", A shifted by +128 into {plan.tile.dtype.name}"
    return f"{isa.key} {d.name} kernels ({plan.tile.name}{shifted})"


def isas_block() -> str:
    """`exogemm isas`'s AMX lines: per datatype, whether it could run here and what the GEMM
    uses."""
    lines = ["amx      dtype=bf16|u8s8|s8s8   matrix engine beside avx512: 8 tiles of 16 rows "
             "x 64 bytes"]
    for name, kind in AMX_DTYPES.items():
        why = unavailable_reason(get_engine("amx", dtype=name))
        state = ("available (exogemm.gemm uses it with EXOGEMM_AMX=1, row-major operands)"
                 if why is None else f"not available: {why}")
        lines.append(f"{'':8} {name:5} {kind.instruction:9} {state}")
        lines.append(f"{'':24} exogemm.gemm uses{' otherwise' if why is None else ''}: "
                     f"{fallback(name)}")
    return "\n".join(lines)


def show(dtype: str, step: str | None, overwrite: bool = False) -> int:
    """Print the AMX kernel's proc (or its beta = 0 twin's) after every recipe step (or
    only `step`)."""
    exo_speed.apply()
    k = AmxKernel(get_engine("amx", dtype=amx_dtype(dtype)))
    if step is not None and step != "reference":  # unknown: UnknownStepError naming them
        (AMX_OVERWRITE_RECIPE if overwrite else AMX_RECIPE).step(step)
    print(f"# {k.name}: {k.mt}x{k.nt} C tiles of 16x16 ({k.m}x{k.n}) on AMX, "
          f"{k.engine.kind.instruction}, k steps of {k.depth_groups * k.engine.k_group} "
          f"elements" + (", beta = 0 (tiles zeroed, C never read)" if overwrite else ""))
    schedule_amx(k, trace=step_printer(step), overwrite=overwrite)
    return 0


def emit(dtype: str, output: str) -> list[Path]:
    """Write the AMX kernel's C (Exo's kernel, its entries, the whole-GEMM driver), its
    header, the reference model's header and a build note into `output`."""
    k = AmxKernel(get_engine("amx", dtype=amx_dtype(dtype)))
    src = gemm_source(k)
    out = Path(output)
    out.mkdir(parents=True, exist_ok=True)
    paths = src.write(out)
    emulation = out / EMULATION_HEADER.name
    emulation.write_text(EMULATION_HEADER.read_text())
    d = k.engine.dtype
    note = out / f"{k.name}.txt"
    note.write_text(
        f"{k.name}: C += A . B on Intel AMX ({k.engine.kind.instruction}), "
        f"{d.c_a} x {d.c_b} -> {d.c_c}\n\n"
        f"Build (any x86-64 gcc >= 11):\n    gcc {' '.join(AMX_CFLAGS)} -c {k.name}.c\n"
        f"Run it only after the process was granted the tile state (Linux >= 5.16):\n"
        f"    syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */)\n"
        f"Without AMX, against the reference model (tests only):\n"
        f"    gcc {' '.join(EMULATE_CFLAGS)} -I . -c {k.name}.c\n\n"
        f"Entries:\n"
        f"    int {k.name}_gemm(int64_t M, int64_t N, int64_t K, const {d.c_a} *A, "
        f"int64_t lda,\n        const {d.c_b} *B, int64_t ldb, {d.c_c} *C, int64_t ldc, "
        f"int accumulate, int threads);\n"
        f"        C[M x N] += A[M x K] . B[K x N] (C = A . B if !accumulate), row-major, on "
        f"`threads` OpenMP threads;\n        returns 0 or a negative code\n"
        f"    void {k.name}_call(kg, A, lda, Bpacked, ldb, C, ldc, accumulate);\n"
        f"        one {k.m} x {k.n} block, kg k-groups of {k.engine.k_group} (a multiple of "
        f"{k.depth_groups}), B in the VNNI layout\n")
    return [*paths, emulation, note]

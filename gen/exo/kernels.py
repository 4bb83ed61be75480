"""Turn a scheduled micro-kernel into C source and a header, deterministically and cached.

Besides Exo's entry point (which takes Exo's window struct for the strided C tile) every
kernel gets a plain-pointer wrapper `<name>_ldc(kc, Ac, Bc, C, ldc)`, the signature a C
user or a BLIS-style macro-kernel calls.
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor

from exo import Procedure, compile_procs_to_strings
from exo.API_scheduling import rename

from exogemm.core.dtype import F32, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.gen import cache
from exogemm.gen.exo.kernel_source import KernelSource, cached_kernel, kernel_key
from exogemm.gen.progress import progress_bar
from exogemm.isa import get_isa
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, make_tile
from exogemm.procs.microkernel import schedule_microkernel
from exogemm.procs.overwrite import schedule_overwrite_microkernel


def _generate(tile: Tile) -> KernelSource:
    if tile.dtype == F32:  # f32's GEMM (procs/gemm.py) schedules its own overwrite entries
        return emit_proc(schedule_microkernel(tile), tile)
    return emit_proc(schedule_microkernel(tile), tile, schedule_overwrite_microkernel(tile))


def emit_proc(proc: Procedure, tile: Tile, overwrite: Procedure | None = None) -> KernelSource:
    """C and header for an already scheduled kernel proc named `tile.name` (not cached);
    a low-precision datatype's kernel also gets its beta = 0 twin `overwrite`, if given, in
    the same files (procs/overwrite.py), which the grouped GEMM's driver calls. A proc of
    another name (one scheduled by hand in the workbench) is renamed to `tile.name`, the
    name the validation and timing harnesses call."""
    if proc.name() != tile.name:
        proc = rename(proc, tile.name)
    header_name = f"{tile.name}.h"
    c, h = compile_procs_to_strings([proc] + ([overwrite] if overwrite else []), header_name)
    d, mr, nr = tile.dtype, tile.mr, tile.nr
    src = KernelSource(tile.name, tile.isa.key, mr, nr, c, h, d.name)
    if d.k_group == 1:
        wrapper = (
            f"\n// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row "
            f"stride ldc.\n{src.wrapper_decl} {{\n"
            f"    struct exo_win_2{d.exo_c} tile = {{ C, {{ ldc, 1 }} }};\n"
            f"    {tile.name}(NULL, kc, Ac, Bc, tile);\n"
            f"}}\n"
        )
        decl = f"\n// C[0:{mr}, 0:{nr}] += Ac^T Bc; Ac is kc x {mr}, Bc is kc x {nr}.\n"
        decl += f"{src.wrapper_decl};\n"
        if overwrite is not None:
            wrapper += (
                f"\n// C[0:mr, 0:nr] = Ac^T Bc (C never read); C row stride ldc.\n"
                f"{src.entry_decl(overwrite=True)} {{\n"
                f"    struct exo_win_2{d.exo_a}c a = {{ Ac, {{ {mr}, 1 }} }};\n"
                f"    struct exo_win_2{d.exo_b}c b = {{ Bc, {{ {nr}, 1 }} }};\n"
                f"    struct exo_win_2{d.exo_c} tile = {{ C, {{ ldc, 1 }} }};\n"
                f"    {overwrite.name()}(NULL, kc, a, b, tile);\n"
                f"}}\n"
            )
            decl += f"// C[0:{mr}, 0:{nr}] = Ac^T Bc (C never read).\n"
            decl += f"{src.entry_decl(overwrite=True)};\n"
    else:
        wrapper, decl = _grouped_entries(src, tile, overwrite is not None)
    marker = "\n#ifdef __cplusplus\n}\n#endif"
    h = h.replace(marker, decl + marker, 1) if marker in h else h + decl
    return KernelSource(tile.name, tile.isa.key, mr, nr, c + wrapper, h, d.name)


def _grouped_entries(src: KernelSource, tile: Tile, overwrite: bool) -> tuple[str, str]:
    """The plain-pointer entries of a k-grouped kernel (and of its overwrite twin), and
    their declarations. Exo passes the grouped panels as windows: packed, Ac is
    [kg, mr, G] and Bc [kg, nr, G], dense. The kernel takes the window strides at run time
    and Exo checked it for any of them (it asserts only that a group's elements are
    contiguous), so the `_rows` entries read mr rows of a row-major A in place (k-groups
    along each row): strides {G, lda, 1}, no packing."""
    d, mr, nr, G = tile.dtype, tile.mr, tile.nr, tile.dtype.k_group
    code, decl = "", f"\n// Ac is kg x {mr} x {G}, Bc is kg x {nr} x {G} ({G} consecutive k innermost).\n"
    for ow in (False, True)[: 1 + overwrite]:
        proc = f"{tile.name}_overwrite" if ow else tile.name
        what = "C[0:mr, 0:nr] = " if ow else "C[0:mr, 0:nr] += "
        for in_place in (False, True):
            a = (f"{{ A, {{ {G}, lda, 1 }} }}" if in_place else f"{{ Ac, {{ {mr * G}, {G}, 1 }} }}")
            source = "A's mr rows in place (row i's k-group q at A[i*lda + q*G])" if in_place \
                else "packed Ac"
            code += (
                f"\n// {what}A B, A from {source}; C row stride ldc.\n"
                f"{src.entry_decl(ow, in_place)} {{\n"
                f"    struct exo_win_3{d.exo_a}c a = {a};\n"
                f"    struct exo_win_3{d.exo_b}c b = {{ Bc, {{ {nr * G}, {G}, 1 }} }};\n"
                f"    struct exo_win_2{d.exo_c} tile = {{ C, {{ ldc, 1 }} }};\n"
                f"    {proc}(NULL, kg, a, b, tile);\n"
                f"}}\n"
            )
            decl += f"// {what}A B, A from {source}.\n{src.entry_decl(ow, in_place)};\n"
    return code, decl


def emit_microkernel(tile: Tile) -> KernelSource:
    """The kernel's C and header, from the cache when the same inputs were scheduled before;
    else scheduled (under the Exo lock, once across threads and processes) and stored."""
    return cache.scheduled("kernels", kernel_key(tile), KernelSource, lambda: _generate(tile))


def _registered(isa: VectorIsa) -> bool:
    """True if worker processes can rebuild `isa` from its name (it comes from isa/)."""
    try:
        return get_isa(isa.name, **dict(isa.params)) == isa
    except ExogemmError:
        return False


def _emit_spec(spec: tuple) -> KernelSource:
    name, params, mr, nr, dtype = spec
    return emit_microkernel(make_tile(mr, nr, get_isa(name, **dict(params)), get_dtype(dtype)))


def emit_microkernels(tiles: list[Tile], jobs: int | None = None,
                      progress: bool = False) -> list[KernelSource]:
    """Emit many kernels, scheduling the cache misses in parallel worker processes.

    With `progress`, a bar on stderr counts the kernels being scheduled (cache hits are free).
    """
    results: dict[Tile, KernelSource] = {}
    misses = []
    for t in tiles:
        hit = cached_kernel(t)
        if hit is not None:
            results[t] = hit
        else:
            misses.append(t)
    if len(misses) > 1 and (jobs or os.cpu_count() or 1) > 1 and _registered(misses[0].isa):
        specs = [(t.isa.name, t.isa.params, t.mr, t.nr, t.dtype.name) for t in misses]
        with ProcessPoolExecutor(max_workers=jobs or os.cpu_count()) as pool:
            done = pool.map(_emit_spec, specs)
            for t, src in zip(misses, progress_bar(done, len(misses), progress, "scheduling")):
                results[t] = src
    else:
        for t in progress_bar(misses, len(misses), progress, "scheduling"):
            results[t] = emit_microkernel(t)
    return [results[t] for t in tiles]


"""libexogemm_blas.so: `sgemm_` and `cblas_sgemm` for the host from exogemm's generated GEMM.

A drop-in SGEMM: LD_PRELOAD it (or link it before the BLAS) and a program's SGEMM calls
run exogemm's code while every other BLAS routine falls through to the BLAS behind it. It
is plain C, built from the plans' cached sources (gen/c/gemm_build.py `emit_gemm`: Exo's
code from the cache, scheduled once if nobody did) and gen/templates/blas_library.c.in
around blas_front.c.in, which holds the reference BLAS's argument checks, error reports
and quick returns (the per-model libraries of `emit-model --blas` share it); no
Python is needed at run time. Every symbol of the plans' C is hidden: the library exports
only the BLAS entries and its counters, so it cannot interpose on an exogemm library
loaded beside it.

Which plan a call runs follows `exogemm.gemm`'s policy (exogemm/runtime/dispatch.py `choose_plan`):
a shape the tuning file has (`tuned`: exact M, N, K and threads, or one thread for a call
below SERIAL_BELOW) runs its tuned plan; any other the selector's pick (policy/selector.py
`select_plans`), tabulated for a grid of shapes (`EDGES`: 1, 2, 3, 4, 6, 8, 12, ... 24576
per dimension) and thread counts (`thread_points`, up to the CPUs), a shape between grid
points taking the pick of the point below it. The plans picked anywhere are embedded,
each renamed after its blocking (two plans of one tile would otherwise define the same
symbols).

The library is linked against the host's `libblas.so.3` (by soname, so the system's
choice: `update-alternatives --display libblas.so.3-<arch>`) where there is one: loaded on
its own (dlopen, ctypes) it finds the rest of BLAS, and its error reports reach the BLAS's
`xerbla_` when the program has none of its own; a program links both (`-lexogemm_blas
-lblas`).

The build is cached under cache_root()/blas/<key>/, the key a hash of the sources, the
flags and the compiler; `exogemm build-blas -o DIR` copies it with its sources to DIR.
"""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
from dataclasses import dataclass
from functools import lru_cache
from itertools import product
from pathlib import Path

from exogemm.core.errors import CompileError
from exogemm.gen import cache, keys
from exogemm.gen.c.gemm_build import emit_gemm
from exogemm.gen.c.gemm_source import SERIAL_BELOW, GemmSource
from exogemm.gen.c.native import SHARED_OBJECT_FLAGS, compiler_version, require_runnable
from exogemm.gen.c.templates import fill
from exogemm.gen.source_files import SourceFiles
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.selector import select_plans

LIBRARY = "libexogemm_blas.so"
SOURCE = "exogemm_blas.c"
#: The BLAS the library is linked against (by soname) where the host has it.
BACKING_BLAS = "libblas.so.3"
#: Exported: the BLAS entries, the call and error counters, the thread count, the policy.
EXPORTS = ("sgemm_", "cblas_sgemm", "exogemm_blas_calls", "exogemm_blas_errors",
           "exogemm_blas_threads", "exogemm_blas_plan_for", "exogemm_blas_plan_config")
#: The largest e of the grid's points 2^e and 3 * 2^(e-1) (the C's exogemm_blas_edge).
EDGE_EXPONENT = 14
EDGES = (1, *(v for e in range(1, EDGE_EXPONENT + 1) for v in (2**e, 3 * 2 ** (e - 1))))
#: Thread counts tabulated: 1, 2, 4, ... and the CPUs, at most this many.
MAX_THREADS = 64


def grid_point(x: int) -> int:
    """The grid point at or below x >= 1 (the C's exogemm_blas_edge)."""
    return max(e for e in EDGES if e <= max(x, 1))


def thread_points(cpus: int) -> tuple[int, ...]:
    """The thread counts the table has picks for: powers of two up to `cpus`, and `cpus`."""
    cpus = max(1, min(cpus, MAX_THREADS))
    return tuple(sorted({*(2**i for i in range(7) if 2**i <= cpus), cpus}))


#: A tuned shape: (m, n, k, threads, plan).
Tuned = tuple[int, int, int, int, GemmPlan]


@dataclass(frozen=True)
class PolicyTable:
    """Which plan each call runs: plans[tuned[...][4]] for a tuned shape (m, n, k,
    threads), else plans[picks[t][i][j][l]] for thread_points[t] and the grid shape
    EDGES[i] x EDGES[j] x EDGES[l]; the default plan is plans[0]."""

    plans: tuple[GemmPlan, ...]
    threads: tuple[int, ...]
    picks: tuple[tuple[int, ...], ...]  # per thread point, flat over (i, j, l)
    tuned: tuple[tuple[int, int, int, int, int], ...] = ()  # (m, n, k, threads, plan)

    def plan_for(self, m: int, n: int, k: int, threads: int) -> GemmPlan:
        """The plan the library runs for a row-major m x n x k call on `threads`."""
        hit = self._tuned(m, n, k, threads)
        if hit is None and threads > 1 and m * n * k < SERIAL_BELOW:
            hit = self._tuned(m, n, k, 1)  # the wrapper runs it on one thread
        if hit is not None:
            return self.plans[hit]
        t = max(i for i, count in enumerate(self.threads) if count <= max(threads, 1))
        i, j, l = (EDGES.index(grid_point(x)) for x in (m, n, k))
        return self.plans[self.picks[t][(i * len(EDGES) + j) * len(EDGES) + l]]

    def _tuned(self, m: int, n: int, k: int, threads: int) -> int | None:
        return next((e[4] for e in self.tuned if e[:4] == (m, n, k, threads)), None)


@lru_cache(maxsize=4)
def policy_table(isa: VectorIsa, cpus: int, default: GemmPlan,
                 tuned: tuple[Tuned, ...] = ()) -> PolicyTable:
    """The picks of `select_plans` over the grid for 1..`cpus` threads (a few seconds),
    and the `tuned` shapes' plans."""
    shapes = list(product(EDGES, EDGES, EDGES))
    threads = thread_points(cpus)
    chosen = [select_plans(isa, shapes, threads=t) for t in threads]
    # a handful of distinct objects: compared by value once each, not hashed per pick
    # (hashing a plan hashes its whole ISA description)
    distinct = {id(p): p for picks in chosen for p in picks}
    distinct.update((id(e[4]), e[4]) for e in tuned)
    plans = [default]
    for plan in distinct.values():
        if plan not in plans:
            plans.append(plan)
    index = {key: plans.index(plan) for key, plan in distinct.items()}
    return PolicyTable(tuple(plans), threads, tuple(tuple(index[id(p)] for p in picks)
                                                    for picks in chosen),
                       tuple((*e[:4], index[id(e[4])]) for e in tuned))


def library_name(plan: GemmPlan) -> str:
    """A plan's symbol prefix in the library: its own, with its blocking (and its fixed
    shapes: a tuned plan may add one to a plan of the grid)."""
    b = plan.blocking
    fixed = "".join(f"_fx{m}x{n}x{k}" for m, n, k in plan.fixed)
    return f"{plan.prefix}_mc{b.mc}_nc{b.nc}_kc{b.kc}{fixed}"


def renamed(src: GemmSource, prefix: str) -> GemmSource:
    """The plan's files with every symbol, include and guard of its prefix renamed."""
    old = src.prefix

    def swap(text: str) -> str:
        return text.replace(old, prefix).replace(old.upper(), prefix.upper())

    return dataclasses.replace(src, prefix=prefix, c=swap(src.c), exo_h=swap(src.exo_h),
                               h=swap(src.h), config=swap(src.config))


@dataclass(frozen=True)
class BlasSources(SourceFiles):
    """The C of one BLAS library: the plans' GEMMs and the BLAS entries around them."""

    table: PolicyTable
    gemms: tuple[GemmSource, ...]  # per table.plans, renamed
    c: str  # exogemm_blas.c

    @property
    def isa(self) -> VectorIsa:
        return self.table.plans[0].tile.isa

    def files(self) -> dict[str, str]:
        return {**{n: t for gemm in self.gemms for n, t in gemm.files().items()}, SOURCE: self.c}

    def c_files(self, directory: Path) -> list[Path]:
        return [*(directory / f"{g.prefix}.c" for g in self.gemms), directory / SOURCE]


def blas_sources(default: GemmPlan, tuned: tuple[Tuned, ...] = (),
                 cpus: int | None = None) -> BlasSources:
    """The library's sources: `default`, the `tuned` shapes' plans and the selector's picks
    on the grid for up to `cpus` threads (default: the CPUs this process may use), each
    plan's Exo code scheduled first if not cached (`exogemm prepare` schedules the whole
    family, `exogemm tune` the tuned plans)."""
    isa = default.tile.isa
    table = policy_table(isa, cpus or len(os.sched_getaffinity(0)), default, tuned)
    gemms = tuple(renamed(emit_gemm(p), library_name(p)) for p in table.plans)
    n = len(EDGES)
    rows = []
    for t in range(len(table.threads)):  # braces per dimension: -Wall's missing-braces
        rows.append("    {")
        for i in range(n):
            flat = table.picks[t][i * n * n:(i + 1) * n * n]
            rows.append("     {" + ",".join("{" + ",".join(map(str, flat[j * n:(j + 1) * n]))
                                            + "}" for j in range(n)) + "},")
        rows.append("    },")
    c = fill("blas_library.c.in", isa=isa.description, front=front_end(),
             plan_list="\n".join(f"     {i}: {g.config}" for i, g in enumerate(gemms)),
             plan_includes="".join(f'#include "{g.prefix}.h"\n' for g in gemms),
             plans=len(gemms), gemms=", ".join(f"{g.prefix}_sgemm_ex" for g in gemms),
             configs="\n".join(f'    "{g.config}",' for g in gemms),
             thread_points=len(table.threads),
             pick_threads=", ".join(map(str, table.threads)), edges=n, picks="\n".join(rows),
             serial_flops=f"{SERIAL_BELOW:.1f}",
             tuned="".join(f"    {{ {m}, {n_}, {k}, {t}, {i} }},\n"
                           for m, n_, k, t, i in table.tuned))
    return BlasSources(table, gemms, c)


def front_end() -> str:
    """sgemm_ and cblas_sgemm's checks, error reports and quick returns (blas_front.c.in),
    the text every exogemm BLAS library includes before its exogemm_blas_compute."""
    return fill("blas_front.c.in")


def backing_blas(cc: str) -> str | None:
    """The path of the host's libblas.so.3 the compiler would link, None if it has none."""
    proc = subprocess.run([cc, f"-print-file-name={BACKING_BLAS}"], capture_output=True,
                          text=True)
    found = proc.stdout.strip()
    return found if proc.returncode == 0 and Path(found).is_absolute() and \
        Path(found).exists() else None


def compile_commands(src: BlasSources, directory: Path,
                     output: Path) -> tuple[list[list[str]], list[str]]:
    """(one compiler command per C file of `directory`, run concurrently; the link
    command of the library)."""
    tc = src.isa.toolchain
    flags = [*tc.cflags, *SHARED_OBJECT_FLAGS, "-fopenmp", "-fPIC", "-fvisibility=hidden"]
    objects = [c.with_suffix(".o") for c in src.c_files(directory)]
    compiles = [[*tc.cc, *flags, "-I", str(directory), "-c", str(c), "-o", str(o)]
                for c, o in zip(src.c_files(directory), objects)]
    link = ["-Wl,--no-as-needed", f"-l:{BACKING_BLAS}"] if backing_blas(tc.cc[0]) else []
    return compiles, [*tc.cc, "-shared", "-fopenmp", "-o", str(output), *map(str, objects),
                      *link]


def compile_library(src: BlasSources, directory: Path) -> Path:
    """Write the sources to `directory` and compile LIBRARY there: each plan's object from
    the cache of objects when the same C was compiled before with the same command (a new
    tuning file or thread count only recompiles the BLAS entries), else compiled, up to
    the CPUs at a time; CompileError with the compiler's messages if one fails."""
    src.write(directory)
    output = directory / LIBRARY
    compiles, link = compile_commands(src, directory, output)
    stable, _ = compile_commands(src, Path("."), Path(LIBRARY))
    todo = [(compiles[-1], None)]  # the BLAS entries: quick, and they include every header
    for cmd, key_cmd, gemm in zip(compiles, stable, src.gemms):
        cached = cache.cache_root() / "blas" / "objects" / (keys.digest(
            "blas-object", compiler_version(cmd[0]), key_cmd, gemm.c, gemm.h, gemm.exo_h,
            cache.ARTIFACT_FORMAT)[:20] + ".o")
        if cache.verified_artifact(cached, judge=True):
            shutil.copyfile(cached, cmd[-1])
        else:
            todo.append((cmd, cached))
    width = max(1, len(os.sched_getaffinity(0)))
    for start in range(0, len(todo), width):
        running = [(cmd, cached, subprocess.Popen(cmd, stdout=subprocess.PIPE,
                                                  stderr=subprocess.PIPE, text=True))
                   for cmd, cached in todo[start:start + width]]
        for cmd, cached, proc in running:
            _, err = proc.communicate()
            _check(cmd, proc.returncode, err, directory)
            if cached is not None:
                cache.store_artifact(cached, Path(cmd[-1]).read_bytes())
    proc = subprocess.run(link, capture_output=True, text=True)
    _check(link, proc.returncode, proc.stderr, directory)
    return output


def _check(cmd: list[str], status: int, stderr: str, directory: Path) -> None:
    if status != 0:
        raise CompileError(f"building {LIBRARY} failed (exit status {status}):\n"
                           f"{' '.join(cmd)}\n{stderr[-4000:]}\nsources in {directory}")


def blas_library(default: GemmPlan, tuned: tuple[Tuned, ...] = ()) -> Path:
    """The built library (`blas_sources(default, tuned)`), from the cache (built once
    across threads and processes, verified against its manifest before it is handed out)."""
    require_runnable(default.tile.isa)
    src = blas_sources(default, tuned)
    key = keys.digest("blas", compiler_version(src.isa.toolchain.cc[0]),
                       [(g.c, g.h, g.exo_h) for g in src.gemms], src.c,
                       compile_commands(src, Path("."), Path(LIBRARY)),
                       cache.ARTIFACT_FORMAT)[:20]
    final = cache.cache_root() / "blas" / key / LIBRARY
    if cache.verified_artifact(final):
        return final
    with cache.entry_lock("blas", key):
        if cache.verified_artifact(final, judge=True):
            return final
        with cache.temp_build_dir() as tmp:
            built = compile_library(src, tmp)
            src.write(final.parent)
            cache.store_artifact(final, built.read_bytes(), mode=0o755)
    return final


def export_library(default: GemmPlan, directory: Path, tuned: tuple[Tuned, ...] = ()) -> Path:
    """The library and its sources in `directory` (`exogemm build-blas -o DIR`)."""
    directory.mkdir(parents=True, exist_ok=True)
    built = blas_library(default, tuned)
    blas_sources(default, tuned).write(directory)
    target = directory / LIBRARY
    shutil.copyfile(built, target)
    target.chmod(0o755)
    return target

"""The generated files of one GEMM plan, and the C wrapper around Exo's code, without Exo.

What is emitted for a plan, deterministic for the same inputs:

    <prefix>.c       Exo's C for every scheduled proc (one entry per operand layout, their
                     levels, micro-kernel, edge tile, beta procs), the small path's kernels
                     (SmallSource, generated once per ISA) and the hand-written
                     wrapper (gen/templates/gemm_wrapper.c.in): argument checks,
                     layouts/transposes, beta, threads, dispatch
    <prefix>_exo.h   Exo's header (window structs, entry procs), included by <prefix>.c
    <prefix>.h       the public header (gen/templates/gemm.h.in): a cblas-style `sgemm` and
                     helpers, for C users; its return codes come from exogemm/core/return_codes.py

The wrapper is plain C11 (+ OpenMP when compiled with -fopenmp), so the same files build
natively and with a cross toolchain. This module has no Exo import: the runtime reads cached
sources through it; gen/exo/gemm.py produces new ones.

The cache holds Exo's output only (ExoCode, SmallSource, FixedSource); the wrapper and the
public header are filled in from gen/templates/ each time the sources are assembled
(`wrap_exo_code`, microseconds). So the cache keys leave the templates out: editing the
wrapper rebuilds the libraries (their key hashes the final C) but schedules nothing.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import TypeVar

from exogemm.core import return_codes
from exogemm.core.host import host_cpu
from exogemm.gen.c.templates import fill, template
from exogemm.gen.exo.code import (
    FIXED_PREFIX,
    SMALL_PREFIX,
    ExoCode,
    FixedSource,
    SmallSource,
    cached_exo_code,
    cached_fixed_source,
    cached_small_source,
)
from exogemm.gen.source_files import SourceFiles
from exogemm.plan import narrow
from exogemm.plan.dot import dot_family, dot_kernel_name
from exogemm.plan.fixed import FixedKernel, fixed_function_name, fixed_kernel_name, fixed_tiles
from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, DIRECT_MAX_SLIVERS, LAYOUTS, GemmPlan
from exogemm.plan.rank1 import (
    RANK1_MIN_N,
    rank1_kernel_name,
    rank1_tail_kernels,
    rank1_whole_kernels,
)
from exogemm.plan.small import SmallFamily, small_family
from exogemm.policy import route as routes
from exogemm.policy.blocking import FLOAT_BYTES, caches_for

_T = TypeVar("_T")

#: Below this M*N*K the wrapper does not start threads (a parallel region costs microseconds).
SERIAL_BELOW = 64.0**3

@dataclass(frozen=True)
class GemmSource(SourceFiles):
    """The generated files of one plan."""

    prefix: str
    isa_key: str
    mr: int
    nr: int
    mc: int
    nc: int
    kc: int
    config: str
    c: str
    exo_h: str
    h: str
    epilogue: bool = False  # the fused-epilogue entries are built too

    @property
    def name(self) -> str:
        return self.prefix

    def files(self) -> dict[str, str]:
        return {f"{self.prefix}.c": self.c, f"{self.prefix}_exo.h": self.exo_h,
                f"{self.prefix}.h": self.h}

    def cdef(self) -> str:
        """The public header's function declarations, for cffi (which takes no
        preprocessor lines, comments or extern "C" braces)."""
        return header_declarations(self.h)


def header_declarations(h: str) -> str:
    """The declarations of a C header: comments, preprocessor lines, enums and extern "C"
    braces removed."""
    text = re.sub(r"/\*.*?\*/", "", h, flags=re.S)
    text = re.sub(r"enum\s+\w+\s*\{.*?\};", "", text, flags=re.S)
    lines = [line for line in text.splitlines()
             if line.strip() and not line.lstrip().startswith("#")
             and line.strip() not in ('extern "C" {', "}")]
    return "\n".join(lines) + "\n"


def plan_config(plan: GemmPlan) -> str:
    """The one-line description `<prefix>_config()` returns."""
    b = plan.blocking
    config = (f"{plan.prefix}: micro-kernel {plan.mr}x{plan.nr}, mc={b.mc} nc={b.nc} "
              f"kc={b.kc} ({b.source})")
    if plan.layouts != LAYOUTS:
        config += f", layouts {' '.join(plan.layouts)}"
    return config


def _values(plan: GemmPlan) -> dict[str, str]:
    b, p = plan.blocking, plan.prefix

    def entry(kind: str, layout: str) -> str:
        return f"{p}_{kind}{layout}" if layout in plan.layouts else "NULL"

    values = {
        "prefix": p, "mr": plan.mr, "nr": plan.nr, "mc": b.mc, "nc": b.nc, "kc": b.kc,
        "config": plan_config(plan), "isa": plan.tile.isa.description,
        "guard": p.upper() + "_H", "cflags": " ".join(plan.tile.isa.toolchain.cflags),
        "serial_flops": f"{SERIAL_BELOW:.1f}", "layouts": ", ".join(plan.layouts),
        "direct_n": DIRECT_MAX_SLIVERS * plan.nr,
        "return_enum": return_codes.c_enum() + routes.c_enum(),
        "route_count": len(routes.ROUTES),
        "return_codes": return_codes.c_comment_lines("gemm"),
        **{f"entry_{x}": entry("", x) for x in LAYOUTS},
        **{f"overwrite_{x}": entry("overwrite_", x) for x in LAYOUTS},
        **{f"direct_{x}": entry("direct_", x) for x in DIRECT_LAYOUTS},
        **{f"direct_overwrite_{x}": entry("direct_overwrite_", x) for x in DIRECT_LAYOUTS},
    }
    values.update(_small_values(plan))
    values = {k: str(v) for k, v in values.items()}
    epi = {"epilogue_decls": "gemm_epilogue.h.in", "epilogue_table": "gemm_epilogue_table.c.in",
           "epilogue_call": "gemm_epilogue_call.c.in", "epilogue_api": "gemm_epilogue_api.c.in"}
    for slot, name in epi.items():
        values[slot] = template(name).substitute(values) if plan.epilogue else ""
    return values


#: The small path's operands must fit in this share of L2 (see gemm_wrapper.c.in)...
SMALL_L2_SHARE = 1 / 2
#: ... or M be at most this many row blocks of the family (B streamed once either way).
SMALL_STREAM_BLOCKS = 2
#: ... or K at most this: so few k steps do not pay for packing. With beta = 0 the packed
#: path writes C without reading it and the small path's narrow and leftover blocks zero
#: theirs first, so there only K = 1 (the rank-1 path, which writes C in one sweep) or rows
#: of at most SMALL_THIN_BETA0_N columns: Intel Xeon, beta = 0, small / packed path, same
#: run: 1000 x 1000 x 1 1.62x, 1000 x 300 x 2..4 1.33-1.40x, 3000 x 100 x 2..4 1.52-1.58x,
#: but 1000 x 1000 x 4 0.84x, 1000 x 1000 x 16 0.65x, 2000 x 2000 x 8 0.85x.
SMALL_THIN_K = 16
SMALL_THIN_BETA0_N = 512
#: The small path runs C in chunks of rows of at most this share of L2 (gemm_wrapper.c.in,
#: small_chunks): its column blocks (the tall form's panels) each sweep all the rows, which
#: for a C larger than L2 read and wrote C from L3 once per column block. Intel Xeon, 1
#: thread, interleaved, GFLOP/s before / after: 12544 x 128 x 16 71 / 86, 6272 x 192 x 16
#: 72 / 90, 12544 x 192 x 8 46 / 64, 12544 x 256 x 12 66 / 81, 12321 x 64 x 27 111 / 119;
#: a C within L2 and the packed path's shapes unchanged.
SMALL_C_L2_SHARE = 1 / 2
#: ... in chunks of at least this many rows, else whole: every chunk reads op(B) again (the
#: tall form packs its panels again), so a wide C's short chunks lost (128 x 3072 x 1024 in
#: chunks of 80 rows: 0.87x, 128 x 4096 x 1024 0.88x, the same host and run).
SMALL_C_CHUNK_MIN_ROWS = 1024
#: K chunk of the small path when B is larger than SMALL_L2_SHARE of L2 (gemm_wrapper.c.in):
#: the rows of B the kernels walk side by side. By the host's vendor where measured apart:
#: on an Intel Xeon (AVX-512) chunks of 32 rows streamed 1.1-1.6x faster than 256 at batch
#: 1-8 x 4096 x 4096 and 8 x 11008 x 4096 (16, 32, 64, 128 and 256 tried, interleaved), while on
#: AMD Zen 5 chunks of 32-128 ran 0.67-1.11x of 256 (docs/gemm.md, "Decode").
SMALL_KC = 256
SMALL_KC_BY_VENDOR = {"GenuineIntel": 32}
#: The K chunk for a call of at most SMALL_FEW_ROWS rows (batch 1-2 decode, a recurrent
#: step): 8 rows of B swept across all the columns, so that each B row is read in long
#: runs, 8 streams at a time, with C's rows resident (BLIS's `axpyf` reads W the same way).
#: On the AMD Zen 3 VM (AVX2, 1 thread; 6 interleaved A/B process pairs, medians of the
#: pairwise ratios against 256): 1 x 4096 x 1024 1.57x, 1 x 4000 x 1000 1.72x, 1 x 11008 x
#: 4096 (180 MB, from DRAM) 1.91x, 1 x 32000 x 512 2.04x, 2 x 4096 x 1024 2.90x. At 4 rows it
#: depends on the row stride (4 x 4096 x 1024 3.27x, whose rows 16 KiB apart share cache
#: sets over 256 rows; 4 x 4000 x 1000 0.87x), at 8 it loses a little (0.96-0.97x): so 2
#: rows, and up to SMALL_FEW_ROWS_ALIGNED when B's rows are a multiple of 4 KiB apart (the
#: same A/B: 3 x 4096 x 1024 2.20x, 4 x 2048 x 2048 2.19x, 4 x 4096 x 4096 3.44x; rows off
#: 4 KiB kept the vendor's chunk: 4 x 4000 x 1000 and 4 x 11008 x 4096 0.99-1.11x).
#: On the Intel Xeon VM a one-row chunk of 8 ran 1.0-1.05x the chunk of 32
#: (docs/gemm.md, "Decode").
SMALL_FEW_ROWS = 2
SMALL_FEW_ROWS_ALIGNED = 4
SMALL_FEW_ROWS_KC = 8
#: ... and where B stays in cache (small_resident: L2's share, 32+ k steps), chunks of this
#: many rows instead of the whole K a call: a column block's walk down all of K reads 3-4
#: lines a row, rows a whole B row apart, where a chunk's sweep reads its rows end to end.
#: Zen 3 VM, 1 thread, the two libraries interleaved in one process (two runs): 1 x 256 x
#: 256 1.16-1.19x, 2 x 256 x 256 1.15-1.26x, 1 x 128 x 512 1.09-1.25x, 2 x 200 x 300 1.12x;
#: 1 x 512 x 128, 1 x 1024 x 64, 2 x 64 x 1024 0.95-1.15x (noise). Chunks of 64 ran about
#: alike, of 8 gained less (1 x 256 x 256 1.06x).
SMALL_FEW_ROWS_RESIDENT_KC = 32
#: A B in cache runs the kernels without the prefetch from this many k steps a call on.
SMALL_RESIDENT_K = 32
#: Full-height blocks of C rows spanning fewer bytes than this are run in two interleaved
#: passes (a masked load of C waits for the previous block's stores to nearby lines).
SMALL_NEAR_BYTES = 256
#: The dot path's K chunk keeps A's rows of a chunk within this share of L1 (see the wrapper).
DOT_L1_SHARE = 1 / 2
#: From this many rows of C the small path copies a B whose rows are off cache lines to an
#: aligned buffer first (gemm_wrapper.c.in, small_aligns_b): the copy is paid once per
#: element of B, the split loads it saves on every row of C. Measured on Intel (AVX-512, 1
#: thread, copy against none, same run): 251 x 257 x 263 +8.6%, 128 x 257 x 263 +5.8%, 80 x
#: 257 x 263 0%, 64 x 257 x 263 -2%, 97 x 101 x 103 -3%, 64 x 1000 x 64 -12% (every other row
#: of B is on a line there already), 37 x 1000 x 59 -19%.
SMALL_ALIGN_ROWS = 128


#: How much fewer loads per FMA even row blocks must take than the path's own blocks of the
#: family's rows (small_row_blocks): the measured gains were at 31-39% fewer; AVX-512's and
#: NEON's 8-row kernels are 3 vectors wide, where a split saves under 10% (unmeasured: kept).
SMALL_BLOCKED_GAIN = 0.2
#: The least K the row blocks of small_row_blocks take (below it C's loads and stores weigh
#: more than the kernels' loads per FMA).
SMALL_BLOCKED_K = 64
#: ... but a decode batch's row blocks (small_row_blocks) run from this many k steps where C
#: has two vectors of columns or more: on Zen 3 (1 thread, interleaved, against the 8-row
#: blocks) 8-16 rows over K = 10-48 ran 1.05-1.67x (16 x 64 x 16 1.23-1.30x, 12 x 128 x 24
#: 1.67x, 16 x 1000 x 16 1.24x), K = 2-4 alike; 12 x 12 x 12 (8 + 4 columns) 0.90x and
#: 9 x 9 x 9 0.96x, hence two vectors.
SMALL_DECODE_BLOCKED_K = 8


def small_row_blocks(fam: SmallFamily, m: int, line: int) -> int:
    """How many row blocks (as even as possible) the small path splits m rows into, m at
    most SMALL_STREAM_BLOCKS blocks of the family's rows: the count whose tallest block's
    widest kernel (q vectors) loads the fewest values per FMA, (m + blocks x q) / (m x q),
    fewest blocks on a tie, among the counts whose q vectors are whole cache lines of B's
    rows (`line` bytes), if it loads SMALL_BLOCKED_GAIN fewer than the path's own blocks of
    fam.rows; else 1, the path's own row loop.

    Measured on Zen 3 (AVX2, widest 7, 4, 3, 2, 2, 2, 1, 1 vectors for 1..8 rows; interleaved
    A/B, 1 thread, weights of 4-64 MB): 7-8 rows as 2 blocks of 4 and 3 rows, 2 vectors,
    1.12-1.15x the one 8-row block of 1 vector; 12-16 rows as 2-3 blocks of 5-6 rows, 2
    vectors, 1.24-1.46x two 8-row blocks. 3 blocks of 3 rows (3 vectors, the fewest loads
    per FMA, but 96 bytes: half lines) ran 0.85-0.89x, 4 blocks of 2 rows (4 vectors) 0.85x."""
    own = _loads_per_fma(fam.widest, min(m, fam.rows), 1)  # the path's own blocks of fam.rows
    whole = [b for b in range(-(-m // fam.rows), m + 1)
             if _widest(fam.widest, m, b) * fam.lanes * FLOAT_BYTES % line == 0]
    if not whole:
        return 1
    best = min(whole, key=lambda b: (_loads_per_fma(fam.widest, m, b), b))
    gain = _loads_per_fma(fam.widest, m, best) <= own * (1 - SMALL_BLOCKED_GAIN)
    return best if gain else 1


#: The tall form of the small path (gemm_wrapper.c.in tall_blocks): its B panel (K chunk x
#: the widest kernel's columns) is kept in this share of L1, the K chunk of A it reads in
#: place for every column block in this share of L2; the wrapper takes the form on its own
#: (without a route) for up to as many rows as that chunk of A allows, on the ISAs of
#: TALL_AUTO and within their limits, where it was measured; elsewhere the small route
#: reaches it (a host calibration times it), and a per-model library does not carry the
#: small kernels for it.
#: Measured on Zen 3 (AVX2: 6 x 16 blocks, K chunks of 256, up to 128 rows; 1 thread,
#: interleaved, against the packed path): 17-33 rows 1.22-1.48x, 49 rows 1.14-1.23x (B
#: row strides of 4 KiB included: the panel copy makes them contiguous), 64-128 rows
#: 1.01-1.39x; 160-384 rows 1.03-1.19x with N <= 512 or K <= 256 but 0.92-0.99x at
#: 1024 x 1024 (A's chunk no longer in L2), left to a host calibration's route.
TALL_PANEL_L1_SHARE = 1 / 2
TALL_A_L2_SHARE = 1 / 4
TALL_MAX_KC = 256
#: The fewest k steps the small path runs in the tall form (below SMALL_BLOCKED_K only
#: operands that fit its L2 share, K <= SMALL_THIN_K or few ragged columns come to the
#: path). Zen 3, 1 thread, against the path's own 8-row blocks of 1 vector, interleaved:
#: K = 16-31 1.04-1.2x on 17-128 rows (28^3 0.95x), 1.2-1.9x from 256 rows (3025 x 64 x 16
#: 49 -> 75 GFLOP/s, 256 x 4096 x 16 1.89x); K = 8 0.91-1.05x and K = 4 0.71x: left out.
TALL_MIN_K = 16


@dataclass(frozen=True)
class TallAuto:
    """Where the wrapper takes the tall form without a route, on one ISA (as measured there).

    min_kc: the least K chunk its panel must hold (fewer k steps, and each row block stores
        and reloads its C tile too often);
    max_rows: at most this many rows besides A's chunk in TALL_A_L2_SHARE of L2 (None: that
        alone);
    b_l3_share: only a B (op(B), K x N floats) of at most this share of L3 (None: any B),
        except a row-major op(B) on the rows that read it in place on one thread;
    edge_tiles: the few-columns rule on any number of rows (tall_edge_n) up to this many
        of the packed tile's columns, 0 for none;
    edge_wide_k: past TALL_EDGE_SHORT_TILES tiles' columns, only over this many k steps
        or more (None: TALL_EDGE_WIDE_K; TALL_MIN_K: no more than the rule's own);
    one_tile_k: exactly one tile's columns over at most this many k steps (None:
        TALL_ONE_TILE_MAX_K);
    two_tiles_k: exactly two tiles' columns over at most this many k steps, in the tall
        height's blocks (None: TALL_TWO_TILES_MAX_K where tall_four_rows has a height);
    few_columns: the rule on rows whose A chunk fits L2 under few columns (tall_few_rows);
    in_place_rows: up to how many rows of a call the form reads B in place instead of
        copying each column block to its panel, on one thread and on a
        thread's share of several; (0, 0): always the panel;
    whole_k_l2_share: the form runs all of K at once, B in place, where the rows of B it
        reads span at most this share of L2 (tall_whole_k_bytes; None: K chunks always)
        and lie at most whole_k_row_bytes apart;
    whole_k_edge: edge_tiles' columns, whole tiles or not, take the form at any K where B
        (K x N) fits that span, besides the rules above (tall_edge);
    full_rows: (least height at any K, most k steps for any height from 2): with B read in
        place, row blocks of the tallest height whose widest kernel spans all the
        columns, where the tall height's does not ((0, 0): never; tall_full_rows);
    rows_outer: with B read in place and small enough to stay in L2 (the small path's
        resident B), each row block swept across all the column blocks before the next,
        instead of each column block down all the rows (tall_rows_outer)."""

    min_kc: int
    max_rows: int | None = None
    b_l3_share: float | None = None
    edge_tiles: int = 0
    edge_wide_k: int | None = None
    one_tile_k: int | None = None
    two_tiles_k: int | None = None
    few_columns: bool = False
    in_place_rows: tuple[int, int] = (0, 0)
    whole_k_l2_share: float | None = None
    whole_k_row_bytes: int = 0
    whole_k_edge: bool = False
    full_rows: tuple[int, int] = (0, 0)
    rows_outer: bool = False


#: Where TALL_AUTO has edge_tiles the wrapper also sends to the tall form, at any number of
#: rows, a C of at most this many of the packed tile's columns (nr) whose count is not a
#: multiple of nr: the packed path runs its last column of tiles as edge tiles (the full
#: kernel into a zeroed local tile, then added to C element by element), which on few
#: columns is a large share of the work; the tall form's narrower kernels need no padding.
#: Measured on Zen 3 (AVX2, nr = 16, 1 thread, against the packed path, 196-12544 rows,
#: K 17-1152): N = 8-60 1.1-2.8x (3136 x 24 x 144 1.69x, 784 x 40 x 144 1.44x, 12544 x 24
#: x 27 1.79x, 12544 x 8 x 27 2.8x), N = 72-136
#: 1.0-1.15x from K = 128 (at K = 64, 0.90-0.97x on 4 of 20 shapes, 2 threads 0.93-0.96x:
#: past TALL_EDGE_SHORT_TILES x nr columns the form needs TALL_EDGE_WIDE_K k steps); N a
#: multiple of 16 is left to the packed path (3136 x 32 x 1152: 0.88x).
TALL_EDGE_TILES = 8
TALL_EDGE_SHORT_TILES = 4
TALL_EDGE_WIDE_K = 128
#: ... and a C exactly one packed tile wide (N = nr) over at most this many k steps: the
#: packed path (or A read in place) runs a single column of tiles, for which packing B and
#: prefetching A cost more than the form's panel over a short K. Zen 3, 1 thread, paired
#: medians of 21 interleaved rounds, tall form / the wrapper's packed choice: 25088 x 16 x
#: 27 1.04x, 12544 x 16 x 32 1.03x, 3025 x 16 x 64 1.07x, 1568 x 16 x 96 1.07x; longer K
#: mixed: 784 x 16 x 192 1.03x but 6272 x 16 x 144 0.95x, 3136 x 16 x 576 0.97x.
TALL_ONE_TILE_MAX_K = 128
#: ... and exactly two tiles' columns (N = 2 nr) over at most this many k steps, in row
#: blocks of tall_four_rows (2 x 4 vectors on AVX2). Zen 3, 1 thread, interleaved, GFLOP/s
#: (packed choice / 6 x 2 blocks / 2 x 4 blocks): 784 x 32 x 192 87 / 92.5 / 94.6-95.6,
#: 729 x 32 x 128 85 / 92 / 93, 12544 x 32 x 64 90-91 / 91 / 94.5-95.3; longer K worse
#: (3136 x 32 x 288 91.6 / 91 / 88, 3136 x 32 x 1152 73-76 / 61-69 / 54-60). The 2-row
#: blocks start past SMALL_THIN_K (3025 x 32 x 16 ran 0.95x on them). Paired medians of 21
#: rounds, 2-row blocks / before: 784 x 32 x 192 1.07x, 729 x 32 x 128 1.10x, 12544 x 32 x
#: 64 1.04x, 400 x 32 x 64 1.03x, 64 x 32 x 192 1.03x, 196 x 32 x 128 0.99x.
TALL_TWO_TILES_MAX_K = 192
#: ... and, with at most TALL_FEW_TILES x nr columns, the rows whose K chunk of A fits all
#: of L2 (TALL_FEW_A_L2_SHARE; 512 rows on a 512 KiB L2): the chunk is read in place once
#: per column block, from L2. Zen 3, 1 thread, interleaved against the packed path (N a
#: multiple of 16, K 144-1152): 160-256 rows with N <= 192 1.0-1.3x (196 x 16 x 480 1.26x,
#: 196 x 64 x 480 1.12x, 196 x 192 x 480 1.07x), 400-600 rows 0.93-1.2x; N = 256 0.83-1.07x,
#: N = 512 0.89-1.09x: left packed.
TALL_FEW_TILES = 12
TALL_FEW_A_L2_SHARE = 1
#: The tall form prefetches the next column block's rows of B while the row blocks run
#: when B is larger than this share of L3 (then read from memory, not from L3) ...
TALL_PREFETCH_L3_SHARE = 1 / 8
#: ... or when B's rows are at least this many bytes apart: each row of the next panel is
#: then a line in a page of its own, which the hardware prefetchers (they stop at page
#: boundaries) never request, so the copy waited on one L3 miss per row. Zen 3, 1 thread,
#: paired medians of 31 interleaved rounds, prefetch / none: 128 x 1024 x 1024 1.06-1.13x,
#: 64 x 1024 x 1024 1.23x, 128 x 2048 x 256 1.13x, 128 x 2048 x 512 1.12x, 128 x 1024 x
#: 256 1.01x; rows 1-2 KiB apart (B in L3, its pages followed by the prefetchers) 0.97-1.01x.
TALL_PREFETCH_ROW_BYTES = 4096


#: Per ISA key. AVX2 (Zen 3) as above. AVX-512, measured on an Intel Xeon (Emerald Rapids
#: class, 48 KiB L1d, 2 MiB L2, AVX-512 8 x 48 kernels, K chunks of 128; paired medians of 7
#: interleaved rounds against the packed path, row-major B): 1 thread 17-49 rows 1.09-1.54x
#: (49 x 2048 x 512 1.14x, 49 x 512 x 4608 1.14x, 17 x 1024 x 1024 1.54x), 128-196 rows
#: 1.03-1.08x, 256 x 1024 x 1024 1.01x, but 384 x 1024 x 1024 0.95x and 200 x 2048 x 2048
#: 0.95x; 2 threads 17-256 rows 1.09-1.72x, 384 1.00x, 512 0.94x. B of 64 MB (from memory)
#: lost on 1 thread (32 x 4096 x 4096 0.82x, 49 x 8192 x 2048 0.85x, 128 x 4096 x 4096 0.90x;
#: 2 threads 1.07-1.55x) while 16 MB gained (49 x 2048 x 2048 1.12x): B past an eighth of
#: L3 stays packed. op(B) = B^T, 1 thread: 128 x 128 x 64 1.39x, 49 x 2048 x 512 3.1x,
#: 128 x 1024 x 1024 1.98x. Few columns (mean time per call, 1 thread): up to 4 tiles'
#: columns not a multiple of 32, 12544 x 16 x 32 2.7x, 6272 x 48 x 144 1.75x, 3136 x 24 x 96
#: 1.68x, 3136 x 80 x 576 1.24x, 3136 x 112 x 1152 1.00x; exactly 32 over at most 128 k
#: steps 3136 x 32 x 96 1.13x, 12544 x 32 x 64 1.19x. 5-8 tiles' columns lost at first
#: (3136 x 208 x 288 0.89x, 3136 x 144 x 144 0.99x), but won once the small path ran a C
#: larger than L2 in chunks of rows (SMALL_C_L2_SHARE): N = 144-240 not a multiple of 32
#: over 24-1152 k steps on 784-12544 rows, the small route over the wrapper's choice, 1
#: thread 1.00-1.27x (3136 x 144 x 24 1.16x, 784 x 144 x 384 1.27x, 12544 x 240 x 192
#: 1.04x; 784 rows up to 96 k steps already took the form), 2 threads 0.99-1.26x: AVX-512
#: takes TALL_EDGE_TILES at any K. Exactly 32 columns (one tile) over 147-576 k steps,
#: since the row chunks too, 1 / 2 threads: 3136 rows 1.05-1.13x / 1.06-1.19x, 12544 rows
#: 0.98-1.01x / 1.00-1.05x; over 1152, 0.77-0.94x / 0.91-1.11x: one_tile_k 576. Whole
#: tiles past that (64-128 columns over 147-1152) stay packed (0.61-0.98x on 1 thread).
#: The few-columns rows rule (3136 x 64 x 576 0.85x, 1568 x
#: 64 x 1024 0.85x) lost: AVX-512 does not take few_columns.
#: Exactly 64 columns (two tiles, as 48 + 16 in the 8-row blocks), 1 / 2 threads: 3025 x 64
#: x 32 1.17x / 1.16x, 3136 x 64 x 64 1.10x / 1.13x, 12321 x 64 x 27 1.00x / 1.20x, but
#: 3136 x 64 x 144 0.95x / 1.03x and 12544 x 64 x 147 0.77x / 0.85x: up to 64 k steps.
#: An AVX-512 core with a 32 KiB L1 (K chunks of 80) is left out.
#: AVX-512's in_place_rows: the form reads B (row-major op(B)) in place for at most so many
#: rows, one thread / each thread of several. Measured on the Intel Xeon above (paired means of 4-5
#: interleaved rounds, in place over the panel copy): 1 thread 17-128 rows 1.03-1.53x
#: (24 x 2048 x 2048 1.53x, 49 x 192 x 672 1.18x, 64 x 3072 x 768 1.14x, 64 x 1024 x 1024
#: 1.16x, 128 x 4096 x 2048 1.21x, 128 x 768 x 768 1.05x), 144-160 rows 1.01-1.08x, 192-256
#: rows 0.97-1.05x; 2 threads 17-64 rows 1.06-1.45x (49 x 192 x 672 1.17x, 64 x 3072 x 768
#: 1.12x), 80-112 rows 0.97-1.05x, 128-256 rows 0.92-1.00x. The copy is a phase of its
#: own, waiting on B's lines; in place, the first row block's kernels have them prefetched
#: while they compute, and a few rows reuse the panel too little to pay for the copy.
#: Not measured on AVX2 (Zen 3, where the panel was measured against the packed path).
#: AVX-512's whole_k_*: all of K at once, B in place, where B's rows span at most half of
#: L2 and lie at most 3 KiB apart (means of 4-5 interleaved rounds over K chunks of 128,
#: small route both): 1 thread 3136 x 32 x 1152 1.45x, 3136 x 80 x 576 1.25x, 12544 x 16 x
#: 147 1.28x, 196 x 192 x 480 1.07-1.10x, 49 x 192 x 672 1.03-1.07x, 784 x 144 x 384 1.03x,
#: 32 x 768 x 256 1.04x; 2 threads 1.0-1.46x. Rows 3.6-4 KiB apart lost (100 x 900 x 256
#: 0.92x, 32 x 1000 x 256 0.90-0.97x: a new page every k step), a span of 2-4 MB with rows
#: 4-8 KiB apart 0.25-0.6x (B's rows in few of L2's sets). With it few columns take the
#: form at any K where B fits that span (whole_k_edge), whole tiles too: the small route
#: over the wrapper's packed choice, 1 / 2 threads, 784-12544 rows, N = 32-256, K = 64-1152:
#: 1.00-1.46x / 1.00-1.24x (784 x 32 x 1152 1.46x / 1.24x, 3136 x 64 x 1152 1.21x / 1.13x,
#: 784 x 160 x 864 1.12x / 1.18x, 12544 x 32 x 147 0.99x / 0.99x); past 256 columns
#: 0.83-1.04x on 1 thread (3136 x 512 x 128 0.88x, 12544 x 512 x 64 0.83x): not taken.
#: AVX-512's full_rows: with B in place, row blocks spanning all the columns (interleaved
#: means of 4 rounds over the tall height's 8-row blocks, 1 / 2 threads): 6 x 64 and 4 x 96
#: at any K 1.01-1.20x / 1.00-1.22x (12544 x 96 x 16 1.20x / 1.22x, 12544 x 96 x 64 1.16x /
#: 1.19x, 3136 x 64 x 576 1.09x / 1.11x, 3025 x 64 x 144 1.09x / 1.01x, 784 x 96 x 192
#: 1.01x / 0.99x); 2 x 128 and 2 x 144 up to 32 k steps 1.17-1.54x / 1.08-1.44x (12544 x
#: 128 x 16, 3136 x 144 x 24) but 0.71-0.97x past 96 (3136 x 128 x 224 0.80x / 0.71x).
#: AVX-512's rows_outer: a resident B read in place (whole K, or few rows), each row block
#: across the column blocks (ratios of medians of 7-9 interleaved rounds over the sweep down
#: each column block, 1 / 2 threads): 3136 x 128 x 96-256 1.02-1.05x / 1.00-1.01x, 784 x 128
#: x 864 1.07x / 1.01x, 784 x 192 x 1152 1.04x / 1.05x, 3136 x 256 x 64 1.04x / 1.01x, the
#: rest 0.99-1.01x (784 x 240 x 40, 3025 x 64 x 144, 12321 x 64 x 27). The column sweep
#: reads a row block's A and C from L3 once per column block where A and C outgrow L2;
#: across the row, A's rows stay in L1 and C is loaded once, B coming from L2.
TALL_AUTO = {
    "avx2": TallAuto(min_kc=256, edge_tiles=TALL_EDGE_TILES, few_columns=True),
    "avx512": TallAuto(min_kc=128, max_rows=256, b_l3_share=1 / 8,
                       edge_tiles=TALL_EDGE_TILES, edge_wide_k=TALL_MIN_K, one_tile_k=576,
                       two_tiles_k=64, in_place_rows=(160, 64), whole_k_l2_share=1 / 2,
                       whole_k_row_bytes=3072, whole_k_edge=True, full_rows=(4, 32),
                       rows_outer=True),
}


def stream_rows(fam: SmallFamily) -> int:
    """The decode batches' rows (SMALL_STREAM_BLOCKS blocks of the family's): at most this
    many take the small path whatever the size; the tall form starts past them."""
    return SMALL_STREAM_BLOCKS * fam.rows


def tall_rows(fam: SmallFamily) -> int:
    """The tall form's row-block height: the tallest whose widest kernel has at least 2
    vectors (one vector loads a B value and an A broadcast per FMA pair), 0 if none."""
    return max((h for h in range(1, fam.rows + 1) if fam.widest[h - 1] >= 2), default=0)


def tall_cols(fam: SmallFamily) -> int:
    """The tall form's row blocks' widest kernel, in columns."""
    rows = tall_rows(fam)
    return fam.widest[rows - 1] * fam.lanes if rows else 0


def _tallest_of_width(fam: SmallFamily, vectors: int) -> int:
    """The tallest height whose widest kernel has at least `vectors` vectors, where the tall
    height's widest kernel has 2 (the only case the two users below change); else 0."""
    rows = tall_rows(fam)
    if not rows or fam.widest[rows - 1] != 2:
        return 0
    return max((h for h in range(1, fam.rows + 1) if fam.widest[h - 1] >= vectors), default=0)


def tall_three_rows(fam: SmallFamily) -> int:
    """The row-block height of the tall form's 3-vector column block, 0 if it has none.
    Where the tall height's widest kernel is 2 vectors (AVX2: 6 rows of 16 columns), an odd
    count of whole vectors leaves one 1-vector block, whose kernel loads an A broadcast per
    FMA and keeps too few accumulators to hide the FMA's latency (Zen 3, the kernels alone
    over 3136 rows, K = 96: 6 x 1 vector 71-72% of peak, 6 x 2 83-95%, 3 x 3 97-100%). The
    first three vectors then go as row blocks of the tallest height with a 3-vector kernel
    (3 rows on AVX2: 9 accumulators) and the rest in pairs."""
    return _tallest_of_width(fam, 3)


def tall_four_rows(fam: SmallFamily) -> int:
    """The row-block height of the tall form over exactly 4 whole vectors and a short K
    (TALL_TWO_TILES_MAX_K), 0 if none: where the tall height's widest kernel is 2 vectors,
    the tallest height with a 4-vector kernel (2 rows on AVX2: 8 accumulators, each A
    broadcast for 4 FMAs)."""
    return _tallest_of_width(fam, 4)


def tall_heights(fam: SmallFamily) -> frozenset[int]:
    """The heights of the tall form's tallest row block, over every M it takes (more than
    stream_rows rows): M rows go as ceil(M / tall_rows) even blocks, so 17 rows on AVX-512
    (tall height 8) are blocks of 6, 6 and 5, whose widest kernel (6 rows: 4 vectors) is
    wider than the tall height's (3). Past tall_rows^2 rows the blocks are whole heights."""
    rows = tall_rows(fam)
    if not rows:
        return frozenset()
    first = stream_rows(fam) + 1
    return frozenset(-(-m // -(-m // rows)) for m in range(first, first + rows * rows + 1))


def tall_panel_cols(fam: SmallFamily) -> int:
    """The tall form's panel width: the widest column block it copies, the widest kernel of
    every height its row blocks can have (tall_heights; a narrower panel let 17 x N x K on
    AVX-512 write 16 columns per k step past its end), or the 3-vector block of
    tall_three_rows or the 4-vector one of tall_four_rows. The tall height is one of those
    heights, so tall_cols is among them."""
    widest = max((fam.widest[h - 1] * fam.lanes for h in tall_heights(fam)), default=0)
    return max(widest, 3 * fam.lanes if tall_three_rows(fam) else 0,
               4 * fam.lanes if tall_four_rows(fam) else 0)


def tall_kc(plan: GemmPlan) -> int:
    """The tall form's K chunk: as many k steps as keep its panel in TALL_PANEL_L1_SHARE of
    L1 (a multiple of 8, at most TALL_MAX_KC). That is the 2-vector blocks' panel; the
    3-vector block's (tall_three_rows) is half as wide again over the same chunk (24 KiB
    of a 32 KiB L1 on AVX2): the shapes it serves ran 1.08-1.22x so, and a shorter chunk
    for it was not tried."""
    cols = tall_cols(small_family(plan.tile.isa))
    if not cols:
        return 0
    caches, _ = caches_for(plan.tile.isa)
    fit = int(caches.l1.size * TALL_PANEL_L1_SHARE) // (cols * FLOAT_BYTES) // 8 * 8
    return max(8, min(TALL_MAX_KC, fit))


def tall_prefetch_bytes(plan: GemmPlan) -> int:
    """The size of B past which the tall form prefetches (TALL_PREFETCH_L3_SHARE)."""
    return int(_l3_bytes(plan) * TALL_PREFETCH_L3_SHARE)


def _l3_bytes(plan: GemmPlan) -> int:
    """The plan's L3 by the cache model (8 MiB where it knows none)."""
    caches, _ = caches_for(plan.tile.isa)
    return caches.l3.size if caches.l3 is not None else 8 << 20


def _l2_bytes(plan: GemmPlan, share: float) -> int:
    """`share` of the plan's L2 by the cache model, in bytes."""
    caches, _ = caches_for(plan.tile.isa)
    return int(caches.l2.size * share)


def _rows_in_l2(plan: GemmPlan, share: float) -> int:
    """The rows of A whose K chunk of the tall form (tall_kc) fits `share` of L2."""
    return _l2_bytes(plan, share) // (tall_kc(plan) * FLOAT_BYTES)


def _tall_auto(plan: GemmPlan) -> TallAuto | None:
    """The ISA's TALL_AUTO entry where the plan's panel holds its min_kc k steps, else None."""
    auto = TALL_AUTO.get(plan.tile.isa.key)
    return auto if auto is not None and tall_kc(plan) >= auto.min_kc else None


def tall_auto_rows(plan: GemmPlan) -> int:
    """The most rows the wrapper sends to the tall form without a route: those whose K
    chunk of A fits TALL_A_L2_SHARE of L2, at most the ISA's TALL_AUTO max_rows; 0 where
    TALL_AUTO has no entry for it (only the small route reaches the form)."""
    auto = _tall_auto(plan)
    if auto is None:
        return 0
    rows = _rows_in_l2(plan, TALL_A_L2_SHARE)
    return rows if auto.max_rows is None else min(rows, auto.max_rows)


def tall_auto_b_bytes(plan: GemmPlan) -> int:
    """The largest B (bytes) the wrapper sends to the tall form without a route, 0 for any
    (TALL_AUTO's b_l3_share)."""
    auto = _tall_auto(plan)
    if auto is None or auto.b_l3_share is None:
        return 0
    return int(_l3_bytes(plan) * auto.b_l3_share)


def tall_edge_n(plan: GemmPlan) -> int:
    """The most columns the wrapper sends to the tall form on any number of rows when they
    are not a multiple of nr (TALL_AUTO's edge_tiles x nr); else 0."""
    auto = _tall_auto(plan)
    if auto is None or not tall_rows(small_family(plan.tile.isa)):
        return 0
    return auto.edge_tiles * plan.nr


def _tall_auto_value(plan: GemmPlan, name: str, default: _T) -> _T:
    """The ISA's TALL_AUTO setting `name` for the plan (_tall_auto), `default` where it has
    no entry or leaves the setting None."""
    auto = _tall_auto(plan)
    value = getattr(auto, name) if auto is not None else None
    return default if value is None else value


def tall_two_tiles_k(plan: GemmPlan) -> int:
    """The most k steps over which exactly 2 x nr columns take the tall form (TALL_AUTO's
    two_tiles_k, else TALL_TWO_TILES_MAX_K where tall_four_rows has a height); 0: never."""
    four = tall_four_rows(small_family(plan.tile.isa))
    return _tall_auto_value(plan, "two_tiles_k", TALL_TWO_TILES_MAX_K if four else 0)


def tall_edge(plan: GemmPlan, m: int, n: int, k: int) -> bool:
    """Whether the wrapper sends an m x n x k call to the tall form for its few columns
    (tall_edge_n; the rows past the decode batches', K at least TALL_MIN_K): ragged ones
    (past TALL_EDGE_SHORT_TILES x nr columns over tall_edge_wide_k k steps or more), or a
    single tile's (n = nr, over at most tall_one_tile_k), or two tiles' (over at most
    tall_two_tiles_k); or, where the ISA takes whole_k_edge, any of them whose B (k x n)
    lets the form run all of K at once (tall_whole_k_bytes)."""
    if not (n <= tall_edge_n(plan) and m > stream_rows(small_family(plan.tile.isa))
            and k >= TALL_MIN_K):
        return False
    if tall_whole_edge(plan) and tall_whole_k(plan, k, n):
        return True
    if n % plan.nr == 0:
        return ((n == plan.nr and k <= tall_one_tile_k(plan)) or
                (n == 2 * plan.nr and k <= tall_two_tiles_k(plan)))
    return n <= TALL_EDGE_SHORT_TILES * plan.nr or k >= tall_edge_wide_k(plan)


def tall_whole_k(plan: GemmPlan, k: int, ldb: int) -> bool:
    """Whether the tall form runs all of K at once over k rows of B ldb floats apart
    (TALL_AUTO's whole_k_l2_share and whole_k_row_bytes; gemm_wrapper.c.in tall_whole_k)."""
    return (ldb * FLOAT_BYTES <= tall_whole_k_row_bytes(plan)
            and k * ldb * FLOAT_BYTES <= tall_whole_k_bytes(plan))


def tall_whole_k_row_bytes(plan: GemmPlan) -> int:
    """The farthest apart B's rows may lie for the tall form to run all of K at once
    (TALL_AUTO's whole_k_row_bytes; 0: never)."""
    return _tall_auto_value(plan, "whole_k_row_bytes", 0)


def tall_full_rows(plan: GemmPlan) -> tuple[int, int]:
    """TALL_AUTO's full_rows for the plan: (least height at any K, most k steps for any
    height from 2) of the row blocks that span all the columns; (0, 0) where none."""
    return _tall_auto_value(plan, "full_rows", (0, 0))


def tall_rows_outer(plan: GemmPlan) -> bool:
    """Whether the tall form, reading a B that stays in L2 in place, sweeps each row block
    across all the column blocks (TALL_AUTO's rows_outer): the order of the kernel calls
    only, every element's arithmetic is the same."""
    return _tall_auto_value(plan, "rows_outer", False)


def tall_whole_edge(plan: GemmPlan) -> bool:
    """Whether few columns take the tall form wherever it runs all of K at once (TALL_AUTO's
    whole_k_edge)."""
    return _tall_auto_value(plan, "whole_k_edge", False)


def tall_in_place_rows(plan: GemmPlan) -> tuple[int, int]:
    """Up to how many rows the tall form reads B in place, on one thread and on each of
    several (TALL_AUTO's in_place_rows; (0, 0) where the ISA has no entry)."""
    return _tall_auto_value(plan, "in_place_rows", (0, 0))


def tall_whole_k_bytes(plan: GemmPlan) -> int:
    """The widest span of B's rows (K x its row stride, bytes) over which the tall form runs
    all of K at once (TALL_AUTO's whole_k_l2_share of L2; 0: never)."""
    share = _tall_auto_value(plan, "whole_k_l2_share", 0.0)
    return _l2_bytes(plan, share) if share else 0


def tall_one_tile_k(plan: GemmPlan) -> int:
    """The most k steps over which exactly nr columns take the tall form (TALL_AUTO's
    one_tile_k)."""
    return _tall_auto_value(plan, "one_tile_k", TALL_ONE_TILE_MAX_K)


def tall_edge_wide_k(plan: GemmPlan) -> int:
    """The fewest k steps of the few-columns rule past TALL_EDGE_SHORT_TILES tiles' columns
    (TALL_AUTO's edge_wide_k)."""
    return _tall_auto_value(plan, "edge_wide_k", TALL_EDGE_WIDE_K)


def tall_few_rows(plan: GemmPlan) -> int:
    """The most rows the wrapper sends to the tall form without a route when C has at most
    TALL_FEW_TILES x nr columns (TALL_FEW_A_L2_SHARE), at least tall_auto_rows; 0 where
    tall_auto_rows is or TALL_AUTO's few_columns is off."""
    rule = _tall_auto(plan)
    if rule is None or not rule.few_columns:
        return 0
    return max(tall_auto_rows(plan), _rows_in_l2(plan, TALL_FEW_A_L2_SHARE))


def takes_tall_form(plan: GemmPlan, m: int, n: int, k: int, trans_b: bool = False) -> bool:
    """Whether the wrapper's rules send an alpha = 1 call past the decode rows to the tall
    form on their own, over at least SMALL_BLOCKED_K k steps: up to tall_auto_rows rows (a B
    of at most tall_auto_b_bytes, any B for a row-major op(B) on rows that read it in place
    on one thread: tall_in_place_rows), or
    for a row-major op(B) (not B^T) tall_few_rows with at most TALL_FEW_TILES x nr columns."""
    if not (stream_rows(small_family(plan.tile.isa)) < m and k >= SMALL_BLOCKED_K):
        return False
    few = not trans_b and n <= TALL_FEW_TILES * plan.nr and m <= tall_few_rows(plan)
    b_bytes = tall_auto_b_bytes(plan)
    in_place = not trans_b and m <= tall_in_place_rows(plan)[0]
    fits = b_bytes == 0 or k * n * FLOAT_BYTES <= b_bytes or in_place
    return (m <= tall_auto_rows(plan) and fits) or few


def _widest(widest: tuple[int, ...], m: int, blocks: int) -> int:
    """The widest kernel (vectors or columns) of the tallest of m rows' `blocks` even blocks."""
    return widest[-(-m // blocks) - 1]


def _loads_per_fma(widest: tuple[int, ...], m: int, blocks: int) -> float:
    """Values loaded per FMA by m rows in `blocks` even blocks of the tallest block's widest
    kernel (w wide): each block loads its rows' A values and w of B's per step,
    (m + blocks x w) / (m x w)."""
    w = _widest(widest, m, blocks)
    return (m + blocks * w) / (m * w)


def takes_small_path(plan: GemmPlan, m: int, n: int, k: int, trans_b: bool = False,
                     beta0: bool = False) -> bool:
    """Whether the wrapper sends a row-major, alpha = 1 call of this shape to the small path
    or to the dot-product kernels (op(B) = B^T with few rows, or few columns: the narrow
    path, plan/narrow.py), by the rules of gemm_wrapper.c.in, for choosing which plans need
    those families; `beta0`: the call
    has beta = 0 (the default asks whether some call of the shape can take the path)."""
    tall = takes_tall_form(plan, m, n, k, trans_b)
    if trans_b:  # the dot kernels, or the tall form, whose panel copy transposes op(B)
        return takes_dot_path(plan, m, n, k, trans_b) or tall
    rows = stream_rows(small_family(plan.tile.isa))
    thin = k <= SMALL_THIN_K and (not beta0 or k == 1 or n <= SMALL_THIN_BETA0_N)
    small = k > 0 and (m <= rows or thin or tall or tall_edge(plan, m, n, k)
                       or (m * k + k * n + m * n) * 4 <= small_bytes(plan))
    return small or takes_dot_path(plan, m, n, k)


def takes_dot_path(plan: GemmPlan, m: int, n: int, k: int, trans_b: bool = False) -> bool:
    """Whether some row-major, alpha = 1 call of this shape can reach the dot-product
    kernels (procs/dot.py): the dot path (op(B) = B^T, at most the family's rows) or the
    narrow path (few columns; counted whether or not the small path would take the call
    otherwise), by the rules of gemm_wrapper.c.in, for choosing which plans need them."""
    if k <= 0:
        return False
    lanes = small_family(plan.tile.isa).lanes
    return ((trans_b and 0 < m <= max(dot_family(plan.tile.isa).rows, DOT_BLOCKED_ROWS))
            or narrow.narrow_pays(lanes, m, n, k, small=False))


def small_bytes(plan: GemmPlan) -> int:
    """The small path's limit on the bytes of A, B and C (the cache model's L2 share)."""
    return _l2_bytes(plan, SMALL_L2_SHARE)


def c_chunk_bytes(plan: GemmPlan) -> int:
    """The most bytes of C the small path sweeps its column blocks over at once
    (SMALL_C_L2_SHARE of the cache model's L2)."""
    return _l2_bytes(plan, SMALL_C_L2_SHARE)


def small_kc(plan: GemmPlan) -> int:
    """The small path's K chunk for a streamed B: the host vendor's where the plan runs on
    this host and that vendor was measured, else SMALL_KC."""
    isa = plan.tile.isa
    if isa.toolchain.native and isa.cpu_check() is None:
        return SMALL_KC_BY_VENDOR.get(host_cpu().vendor, SMALL_KC)
    return SMALL_KC


#: Rows of op(B) = B^T calls the dot kernels take in row blocks (dot_row_blocks) beyond the
#: family's rows, and the share of L2 a K chunk's group of B^T rows is kept in meanwhile.
DOT_BLOCKED_ROWS = 16
DOT_B_L2_SHARE = 1 / 4


def dot_row_blocks(fam, m: int) -> int:
    """How many even row blocks the dot path splits m rows into: 1 up to the family's rows;
    beyond, the count whose tallest block's widest dot kernel (w columns) loads the fewest
    vectors per FMA, (m + blocks x w) / (m x w), fewest blocks on a tie."""
    if m <= fam.rows:
        return 1
    return min(range(-(-m // fam.rows), m + 1),
               key=lambda b: (_loads_per_fma(fam.widest, m, b), b))


def dot_b_bytes(plan: GemmPlan) -> int:
    """The dot path's budget for a K chunk's group of B^T rows swept by every row block."""
    return _l2_bytes(plan, DOT_B_L2_SHARE)


def dot_a_bytes(plan: GemmPlan) -> int:
    """The dot path's K chunk limit on A's rows, in bytes (the cache model's L1 share)."""
    caches, _ = caches_for(plan.tile.isa)
    return int(caches.l1.size * DOT_L1_SHARE)


def line_bytes(plan: GemmPlan) -> int:
    """The cache line the plan's caches have (the unit a vector load must not straddle)."""
    caches, _ = caches_for(plan.tile.isa)
    return caches.l1.line


def small_alias_bytes(plan: GemmPlan) -> int:
    """Half an L1 way in bytes: a C whose row stride is a multiple of it puts the rows of a
    column walk in at most two groups of sets (the small path then sweeps row blocks)."""
    caches, _ = caches_for(plan.tile.isa)
    return caches.l1.sets * caches.l1.line // 2


def _full_heights(fam: SmallFamily) -> str:
    """tall_full_rows' table, by vectors 0..fam.vectors: the height of the row block whose
    kernel spans them (SmallFamily.full_width_shapes, the kernels that also come in a beta = 0
    form), 0 where the tall height's widest kernel spans them already or none does (the
    heights under the family's tallest and under the tall height are the same there: widest
    does not grow with the height)."""
    tall = tall_rows(fam)
    spans = fam.widest[tall - 1] if tall else fam.vectors
    heights = {w // fam.lanes: h for h, w in fam.full_width_shapes}
    return ", ".join(str(heights.get(v, 0) if v > spans else 0) for v in range(fam.vectors + 1))


def _small_values(plan: GemmPlan) -> dict[str, object]:
    """The small path's dispatch tables: rows of kernel names, NULL where none exists."""
    fam, p = small_family(plan.tile.isa), plan.prefix

    def row(names: list[str | None], columns: int, form: str = "_at") -> str:
        names = [f"{x}{form}" if plan.small and x is not None else "NULL" for x in names]
        return "    { " + ", ".join(names + ["NULL"] * (columns - len(names))) + " }"

    def tables(by_resident: list[list[list[str | None]]]) -> str:
        """[streaming, resident][h - 1][q - 1] kernel names as the C initializer."""
        return ",\n".join("  {\n" + ",\n".join(row(names, fam.vectors) for names in table)
                           + "\n  }" for table in by_resident)

    heights = range(1, fam.rows + 1)
    in_place_one, in_place_shared = tall_in_place_rows(plan)
    full_min, full_k = tall_full_rows(plan)
    dot = dot_family(plan.tile.isa)
    # a plan without the dot kernels (plan.dot) has NULL dot tables: the compiler drops them
    dot_enabled = plan.small and plan.dot and dot.rows > 0
    dot_heights = range(1, dot.rows + 1) if dot_enabled else range(0)
    dot_names = [[dot_kernel_name(p, h, w) for w in range(1, dot.widest[h - 1] + 1)]
                 for h in dot_heights]
    # [streaming, resident]: the whole-vector kernels with and without the prefetch
    full_names = [[[fam.called(p, h, w, resident) for w in fam.full_widths(h)] for h in heights]
                  for resident in (False, True)]
    # [streaming, resident]: the beta = 0 kernels of the same shapes where the family has
    # one (overwrite_shapes), None elsewhere
    over = set(fam.overwrite_shapes)
    full_beta0 = [[[fam.called(p, h, w, resident, True) if (h, w) in over else None
                    for w in fam.full_widths(h)] for h in heights] for resident in (False, True)]
    # [form][accumulating, beta = 0]: the tail kernels (tail_heights) of each form
    tail_names = [[[fam.tail_name(p, h, overwrite, lanes) for h in fam.tail_heights]
                   for overwrite in (False, True)] for lanes in fam.tail_lanes]
    # the kernels whose width is an argument: the tail kernels of every form, then the wide
    # kernels (a whole vector and a masked one)
    masked_names = [n for form in tail_names for names in form for n in names] + \
        [fam.wide_name(p, h) for h in fam.wide_heights]
    # every kernel a table calls gets its pointer-and-stride entry, once (a tail kernel's
    # with its width)
    tabled = list(dict.fromkeys(n for names in dot_names + full_names[0] + full_names[1] +
                                full_beta0[0] + full_beta0[1]
                                for n in names if n is not None)) if plan.small else []
    dot_rows = [row(names, dot.widths) for names in dot_names] or [row([], 1)]
    # the narrow path's row loops: op(B) stays in cache, the kernels without the prefetch
    resident = [[dot.called(p, h, w, True) for w in range(1, dot.widest[h - 1] + 1)]
                for h in dot_heights]
    dot_row_loops = [row(names, dot.widths, "_rows") for names in resident] or [row([], 1)]
    gather = plan.tile.isa.c.gather_columns
    dot_widest = [(h, dot_kernel_name(p, h, dot.widest[h - 1]), dot.widest[h - 1])
                  for h in dot_heights]
    return {"dot_enabled": int(dot_enabled), "dot_rows": max(1, dot.rows),
            **_column_loops("dot", dot_widest, "B + j * ldb"),
            "dot_a_bytes": dot_a_bytes(plan), "dot_b_bytes": dot_b_bytes(plan),
            "dot_blocked_rows": DOT_BLOCKED_ROWS,
            "dot_row_blocks": ", ".join(str(dot_row_blocks(dot, m) if dot_enabled else 1)
                                        for m in range(1, DOT_BLOCKED_ROWS + 1)),
            "narrow_n": narrow.NARROW_N, "narrow_k": narrow.NARROW_K,
            "narrow_floats": narrow.NARROW_FLOATS, "narrow_long_k": narrow.NARROW_LONG_K,
            "narrow_long_rows": max(1, min(narrow.NARROW_LONG_ROWS, dot.rows)),
            "narrow_lane_sum": narrow.LANE_SUM_SLOTS, "narrow_copy": narrow.COPY_SLOTS,
            "narrow_row": narrow.ROW_SLOTS,
            "narrow_gather": int(bool(gather)),
            "narrow_gather_columns": gather.format(n="N", k="k", src="Bk", rs="b_rs",
                                                   cs="b_cs", dst="Bt"),
            "dot_widths": max(1, dot.widths), "dot_widest": ", ".join(map(str, dot.widest)) or "0",
            "dot_kernels": ",\n".join(dot_rows),
            "dot_row_loops": ",\n".join(dot_row_loops),
            "dot_rows_functions": "".join(
                fill("gemm_small_rows.c.in", kernel=dot.called(p, h, w, True), rows=h,
                     width_param="", width_arg="")
                for h, w in (dot.shapes if dot_enabled else ())),
            "small_enabled": int(plan.small), "small_rows": fam.rows,
            "small_align_rows": SMALL_ALIGN_ROWS, "line_bytes": line_bytes(plan),
            "line_floats": line_bytes(plan) // 4,
            "zero_c": f"{p}_zero_rows" if plan.small else f"{p}_zero_c",
            "small_vectors": fam.vectors, "small_lanes": fam.lanes,
            "small_stream_rows": stream_rows(fam), "small_kc": small_kc(plan),
            "small_row_blocks": ", ".join(str(small_row_blocks(fam, m, line_bytes(plan))) for m in
                                          range(1, stream_rows(fam) + 1)),
            "small_blocked_k": SMALL_BLOCKED_K, "small_decode_blocked_k": SMALL_DECODE_BLOCKED_K,
            "small_tall_rows": tall_rows(fam), "small_tall_cols": tall_cols(fam),
            "small_tall_three_rows": tall_three_rows(fam),
            "small_tall_four_rows": tall_four_rows(fam),
            "tall_two_tiles_k": tall_two_tiles_k(plan),
            "small_tall_panel_cols": tall_panel_cols(fam),
            "small_tall_kc": tall_kc(plan), "tall_auto_rows": tall_auto_rows(plan),
            "tall_auto_b_bytes": tall_auto_b_bytes(plan),
            "tall_few_rows": tall_few_rows(plan), "tall_few_n": TALL_FEW_TILES * plan.nr,
            "tall_edge_n": tall_edge_n(plan),
            "tall_edge_short_n": TALL_EDGE_SHORT_TILES * plan.nr,
            "tall_edge_wide_k": tall_edge_wide_k(plan), "tall_one_tile_k": tall_one_tile_k(plan),
            "tall_prefetch_bytes": tall_prefetch_bytes(plan), "tall_min_k": TALL_MIN_K,
            "tall_prefetch_row_bytes": TALL_PREFETCH_ROW_BYTES,
            "tall_in_place_rows": in_place_one, "tall_in_place_rows_shared": in_place_shared,
            "tall_whole_k_bytes": tall_whole_k_bytes(plan),
            "tall_whole_k_row_bytes": tall_whole_k_row_bytes(plan),
            "tall_whole_edge": int(tall_whole_edge(plan)),
            "tall_full_rows_min": full_min, "tall_full_rows_k": full_k,
            "tall_full_heights": _full_heights(fam),
            "tall_rows_outer": int(tall_rows_outer(plan)),
            "small_few_rows": SMALL_FEW_ROWS, "small_few_rows_kc": SMALL_FEW_ROWS_KC,
            "small_few_rows_resident_kc": SMALL_FEW_ROWS_RESIDENT_KC,
            "small_few_rows_aligned": SMALL_FEW_ROWS_ALIGNED,
            "small_resident_k": SMALL_RESIDENT_K,
            "small_thin_k": SMALL_THIN_K, "small_thin_beta0_n": SMALL_THIN_BETA0_N,
            "small_bytes": small_bytes(plan), "c_chunk_bytes": c_chunk_bytes(plan),
            "c_chunk_min_rows": SMALL_C_CHUNK_MIN_ROWS,
            "small_widest": ", ".join(map(str, fam.widest)),
            "small_full": tables(full_names), "small_full_beta0": tables(full_beta0),
            "small_tail": ", ".join("{ " + ", ".join(
                "{ " + ", ".join(f"{n}_at" if plan.small else "NULL" for n in names) + " }"
                for names in form) + " }" for form in tail_names),
            "small_wide": ", ".join(f"{fam.wide_name(p, h)}_at"
                                    if plan.small and h in fam.wide_heights else "NULL"
                                    for h in heights),
            "small_tail_forms": len(fam.tail_lanes),
            "small_tail_form": ", ".join(
                str(fam.tail_lanes.index(fam.tail_form(w))) if w else "0"
                for w in range(fam.lanes)),
            "small_at_functions": "".join(
                fill("gemm_kernel_at.c.in", kernel=name, width_param="", width_arg="")
                for name in tabled) + "".join(
                fill("gemm_kernel_at.c.in", kernel=name, width_param=", int_fast32_t W",
                     width_arg=", W")
                for name in (masked_names if plan.small else [])),
            "small_near_bytes": SMALL_NEAR_BYTES, "small_alias_bytes": small_alias_bytes(plan),
            "rank1_functions": _rank1_functions(plan),
            **_small_rows_values(plan, fam)}


def _rank1_functions(plan: GemmPlan) -> str:
    """The rank-1 path (gemm_rank1.c.in) and its two row loops (gemm_rank1_rows.c.in) over
    its kernels (plan/rank1.py), accumulating and beta = 0: the widest whole-vector kernel is
    the repeated block, the narrower ones and the masked ones the two switches' cases; a
    plan without the small family has no such path."""
    if not plan.small:
        return fill("gemm_rank1_absent.c.in", prefix=plan.prefix)
    isa, lanes = plan.tile.isa, small_family(plan.tile.isa).lanes

    def call(kernel: FixedKernel) -> str:
        return fill("gemm_rank1_call.c.in", kernel=rank1_kernel_name(plan.prefix, kernel))

    def cases(kernels: tuple[FixedKernel, ...], case_of) -> str:
        return "".join(fill("gemm_rank1_case.c.in", case=case_of(k), call=call(k))
                       for k in kernels)

    def rows(overwrite: bool) -> str:
        *rest, block = rank1_whole_kernels(isa, overwrite)
        return fill("gemm_rank1_rows.c.in",
                    name=f"{plan.prefix}_rank1_rows" + ("_beta0" if overwrite else ""),
                    block=block[1], lanes=lanes, block_call=call(block),
                    vector_cases=cases(tuple(rest), lambda k: k[1] // lanes),
                    tail_cases=cases(rank1_tail_kernels(isa, overwrite), lambda k: k[1]))

    return fill("gemm_rank1.c.in", prefix=plan.prefix, min_n=RANK1_MIN_N,
                block=rank1_whole_kernels(isa)[-1][1],
                rows_functions=rows(False) + rows(True))


def _small_rows_values(plan: GemmPlan, fam: SmallFamily) -> dict[str, str]:
    """The full-height kernels' row loops (gemm_small_rows.c.in), one per kernel of the
    family's tallest height (prefetching and resident, accumulating and beta = 0), and the
    widest kernels' column loops, one per height and variant, with their tables (indexed
    [accumulating, beta = 0], whole-vector ones then [streaming, resident]); NULL tables in
    a plan without the small path."""
    if not plan.small:
        return {"small_rows_functions": "", "small_rows_full": "NULL", "small_rows_tail": "NULL",
                **_column_loops("small", [], "B + j")}

    def name(w: int, resident: bool = False, overwrite: bool = False) -> str:
        return fam.called(plan.prefix, fam.rows, w, resident, overwrite)

    def table(names: list[str], columns: int) -> str:
        return ", ".join([f"{n}_rows" for n in names] + ["NULL"] * (columns - len(names)))

    # [accumulating, beta = 0][streaming, resident], the latter as the small_full table
    full = [[[name(w, resident, overwrite) for w in fam.full_widths(fam.rows)]
             for resident in (False, True)] for overwrite in (False, True)]
    # [form][accumulating, beta = 0]
    tail = [[fam.tail_name(plan.prefix, fam.rows, overwrite, lanes) for overwrite in (False, True)]
            for lanes in fam.tail_lanes]
    widest = [[[(h, fam.called(plan.prefix, h, fam.full_widths(h)[-1], resident, overwrite),
                 fam.full_widths(h)[-1]) for h in range(1, fam.rows + 1)]
               for resident in (False, True)] for overwrite in (False, True)]
    looped = [n for names in (*full[0], *full[1]) for n in names]
    return {"small_rows_functions": "".join(
                fill("gemm_small_rows.c.in", kernel=n, rows=fam.rows, width_param="",
                     width_arg="") for n in dict.fromkeys(looped)) + "".join(
                fill("gemm_small_rows.c.in", kernel=n, rows=fam.rows,
                     width_param=", int_fast32_t W", width_arg=", W")
                for form in tail for n in form),
            "small_rows_full": ", ".join(
                "{ " + ", ".join("{ " + table(names, fam.vectors) + " }" for names in variant)
                + " }" for variant in full),
            "small_rows_tail": ", ".join("{ " + ", ".join(f"{n}_rows" for n in form) + " }"
                                         for form in tail),
            "small_cols_functions": _column_loops(
                "small", list(dict.fromkeys(loop for variant in widest for loops in variant
                                            for loop in loops)),
                "B + j")["small_cols_functions"],
            "small_cols": ", ".join(
                "{ " + ", ".join("{ " + ", ".join(f"{n}_cols" for _, n, _ in loops) + " }"
                                 for loops in variant) + " }" for variant in widest)}


def _column_loops(what: str, widest: list[tuple[int, str, int]], b_column: str) -> dict[str, str]:
    """`<what>_cols_functions` and `<what>_cols` (its table, NULL if empty): a column loop
    (gemm_kernel_cols.c.in) of each height's widest kernel, given as (rows, name, columns);
    `b_column` is where column j's operand starts (B's column j, or B^T's row j)."""
    return {f"{what}_cols_functions": "".join(
                fill("gemm_kernel_cols.c.in", kernel=name, what=what, rows=h, columns=w,
                     b_column=b_column) for h, name, w in widest),
            f"{what}_cols": ", ".join(f"{name}_cols" for _, name, _ in widest) or "NULL"}


def spliced_c(c: str, placeholder: str, prefix: str) -> str:
    """Exo's C generated under `placeholder` (SMALL_PREFIX, FIXED_PREFIX) named for the
    library `prefix`, its include of its own header dropped (the plan's Exo header declares
    the same window types) and its functions static: only the wrapper calls them, and a
    static kernel can be inlined into its caller (an exported one in a shared library
    cannot: it could be interposed)."""
    body = "\n".join(line for line in c.splitlines()
                     if not line.startswith(f'#include "{placeholder}'))
    return body.replace(f"\nvoid {placeholder}", f"\nstatic void {placeholder}") \
        .replace(placeholder, prefix)


def always_inlined(c: str, name: str) -> str:
    """`c` with the static function `name` marked to be inlined into every caller: the
    zeroing the wrapper runs just before in-place kernels load C (procs/zeroing.py), which
    GCC otherwise calls; called, a 5 x 3 x 2 call at beta = 0 took 1.5x as long (Intel
    Xeon, 31 against 20 ns)."""
    definition = f"\nstatic void {name}("
    if c.count(definition) != 1:
        raise ValueError(f"{name}: expected one static definition in the spliced C")
    return c.replace(definition,
                     f"\nstatic inline __attribute__((always_inline)) void {name}(")


def fixed_section(plan: GemmPlan, kernels: FixedSource | None) -> str:
    """The C after the wrapper: the plan's fixed kernels (static: only the fixed functions
    call them), one function per fixed shape (gemm_fixed_shape.c.in) and the lookup the
    wrapper calls (gemm_fixed.c.in; it finds nothing in a plan without fixed shapes)."""
    p, isa = plan.prefix, plan.tile.isa
    functions, cases = [], []
    for shape in plan.fixed:
        m, n, k = shape
        tiles = fixed_tiles(isa, m, n)
        names = {}
        for overwrite in (False, True):
            calls = "".join(fill("gemm_fixed_call.c.in",
                                 kernel=fixed_kernel_name(p, (t.h, t.w, k, overwrite)),
                                 i=t.i, j=t.j) for t in tiles)
            names[overwrite] = fixed_function_name(p, shape, overwrite)
            functions.append(fill("gemm_fixed_shape.c.in", m=m, n=n, k=k, count=len(tiles),
                                  what="C = A B" if overwrite else "C += A B",
                                  function=names[overwrite], calls=calls))
        cases.append(fill("gemm_fixed_case.c.in", m=m, n=n, k=k, accumulate=names[False],
                          overwrite=names[True]))
    body = ""
    if kernels is not None:
        body = spliced_c(kernels.c, FIXED_PREFIX, p) + "\n"
    return body + fill("gemm_fixed.c.in", prefix=p, functions="".join(functions),
                       cases="".join(cases))


def with_fixed_shapes(base: GemmSource, plan: GemmPlan,
                      kernels: FixedSource | None) -> GemmSource:
    """The plan's sources: those of plan.without_fixed() (`base`) and its fixed section
    (`kernels`: the plan's fixed kernels, keyed by fixed_key; None without fixed shapes)."""
    return dataclasses.replace(base, c=base.c + fixed_section(plan, kernels))


def wrap_exo_code(plan: GemmPlan, exo: ExoCode, small: SmallSource | None) -> GemmSource:
    """The plan's files from Exo's C and header: the small kernels (`small`, None for a plan
    built without them) and the wrapper appended, the public header made, from
    gen/templates/."""
    values = _values(plan)
    kernels = always_inlined(spliced_c(small.c, SMALL_PREFIX, plan.prefix),
                             f"{plan.prefix}_zero_rows") if small is not None else ""
    c = exo.c + kernels + template("gemm_wrapper.c.in").substitute(values)
    h = template("gemm.h.in").substitute(values)
    b = plan.blocking
    return GemmSource(plan.prefix, plan.tile.isa.key, plan.mr, plan.nr, b.mc, b.nc, b.kc,
                      plan_config(plan), c, exo.h, h, plan.epilogue)


def assemble(plan: GemmPlan, exo: ExoCode, small: SmallSource | None,
             fixed: FixedSource | None) -> GemmSource:
    """The plan's sources from its parts of Exo's output: the procedures it shares with
    plan.without_fixed() (`exo`), the ISA's small family (None for a plan built without it)
    and its fixed kernels (None without fixed shapes), the wrapper filled in around them."""
    return with_fixed_shapes(wrap_exo_code(plan.without_fixed(), exo, small), plan, fixed)


def cached_gemm_source(plan: GemmPlan) -> GemmSource | None:
    """The plan's whole sources if every part of Exo's output was scheduled before."""
    exo = cached_exo_code(plan)
    small = cached_small_source(plan.tile.isa) if plan.small else None
    kernels = cached_fixed_source(plan)
    if exo is None or (plan.small and small is None) or (plan.fixed and kernels is None):
        return None
    return assemble(plan, exo, small, kernels)

"""Cache blocking (mc, nc, kc) from an analytical model of the cache hierarchy.

The model is the one of Low, Igual, Smith and Quintana-Orti, "Analytical modeling is enough
for high-performance BLIS" (ACM TOMS 43(2), 2016), section 4. With S bytes per element of
A and B (4 for f32, 2 for bf16, 1 for int8: the tile's datatype, so a k step of int8 costs
a quarter of f32's cache room and kc, counted in k steps, comes out 4x deeper) and
a W-way set-associative cache of N sets of C-byte lines (one "way" holds N*C bytes):

    L1 (kc)  The B sliver (kc x nr) is reused by every mr x nr tile of a column of tiles and
             must stay in L1 while A slivers (kc x mr) stream through it; one way is left
             for C. Giving the two slivers ways in proportion to their sizes,
                 C_Ar = max(1, floor((W1 - 1) / (1 + nr / mr)))   ways for an A sliver
                 kc   = C_Ar * N1 * C1 / (mr * S)
                 C_Br = ceil(kc * nr * S / (N1 * C1))             ways for the B sliver
             (for nr >> mr, kc is also capped so the B sliver fits W1 - 1 - C_Ar ways)
    L2 (kc)  For an ISA whose description says `slivers_in_l2` (out-of-order x86 cores)
             the slivers live in L2 instead: an L1-sized kc (85 for 12x32 on a 32 KiB
             L1) makes each micro-kernel call load and store its C tile every 85 k steps,
             and those C rows miss the caches on large GEMMs, while the L2 of such a core
             feeds the (mr + nr) floats per k step with bandwidth to spare. The A and B
             slivers then share L2_SLIVER_SHARE of L2, at most KC_MAX deep:
                 kc   = min(KC_MAX, L2_SLIVER_SHARE * L2 / ((mr + nr) * S))
             On an AVX-512 Zen 4 (1 MiB L2) this gives kc = 372 for 12x32 and 234 for
             6x64, and measured 1.05-1.25x the L1 model's kc on 512..4096 squares (kc 256
             to 512 were all within 4% of each other: past a few hundred k steps the C tile
             is amortized and a deeper kc only shrinks mc).
    L2 (mc)  The packed Ac (mc x kc) stays in L2 while B slivers stream through:
                 C_Ac = min(W2 - 1 - ceil(kc * nr * S / (N2 * C2)), floor(W2 * L2_AC_SHARE))
                 mc   = C_Ac * N2 * C2 / (kc * S)           rounded down to a multiple of mr
             The paper's C_Ac gives Ac every L2 way but two. Our micro-kernel loads its C
             tile before the k loop, so C tiles (prefetched into L2 one tile ahead), the
             column of C a jr iteration touches and B slivers in flight share L2 with Ac; on
             the Sapphire Rapids AVX-512 host (2 MiB 16-way L2) GEMM speed was flat for
             Ac between 1/16 and 1/8 of L2 and 5-10% lower at 1/4 and above, hence the cap
             L2_AC_SHARE = 1/8. On the Zen 3 AVX2 host (512 KiB L2, 6x16, kc 372) the cap's
             mc 42 was again the fastest: mc 84 / 126 / 168 ran 0.94 / 0.84 / 0.88x on
             1024^3 and 0.95 / 0.91 / 0.90x on 2048^3 (1 thread, same run, interleaved).
    L3 (nc)  The packed Bc (kc x nc) stays in L3 next to one Ac, in at most L3_BC_SHARE
             of it:
                 C_Bc = W3 - 1 - ceil(mc * kc * S / (N3 * C3))
                 nc'  = min(C_Bc * N3 * C3, L3_BC_SHARE * L3) / (kc * S)
                 nc   = nr * 2^round(log2(nc' / nr))        at most NC_MAX (no L3: NC_MAX)
             The paper gives Bc every L3 way but one. But an L3 is shared: by the other
             cores of its complex (8 on a Zen 3 CCX), by other tenants of a virtual
             machine, and here by every thread's own Bc (the wrapper runs one whole GEMM per
             thread) while C and A stream through it. On the Zen 3 host (32 MiB L3, AVX2
             6x16, kc 544) 4096^3 ran at 47 GFLOP/s with Bc in most of L3 (nc 4096, 8.5
             MiB) and 65 with nc 1024 (2.1 MiB), 93 vs 127 on 2 threads; nc 768..1536 were
             within noise at 1 thread (1024 the fastest on 2 in that run), hence
             L3_BC_SHARE = 1/16. Within that plateau nc is nr times the nearest power of
             two (the Bc then between 0.71x and 1.41x of the share): the widths of DL
             layers and squares (512, 1024, 2048, 3072, 4096) are multiples of it, so no
             jc block is a ragged remainder. nc 960 (the share's, kc 544) left a 64-column
             block at N = 1024: nc 1024 ran 1024^3 1.07x faster on 1 thread and 1.09x on 2,
             512 x 1024 x 1024 1.04x and 1.08x (same run, interleaved).

Cache sizes come from the ISA description (`VectorIsa.caches`, per-ISA defaults for cross
targets), else from the host's sysfs for a native ISA, else from `GENERIC_CACHES`. Every
size can be overridden (`blocking_for(..., mc=..., nc=..., kc=...)`).

The model is where every host starts; `exogemm tune --host` times blockings around it (kc
halved and 1.5x) on the machine and `blocking_for` then answers with the
measured winner (policy/calibration.py, docs/tuning.md).
"""

from __future__ import annotations

import math
import warnings
from dataclasses import dataclass
from functools import lru_cache

from exogemm.core.dtype import F32
from exogemm.core.errors import BlockingError
from exogemm.core.host import CacheLevel, CacheSizes, host_cpu
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import Blocking, GemmPlan, make_plan
from exogemm.plan.tile import Tile, gemm_tile
from exogemm.policy.calibration import calibrated_tile, calibration_for

FLOAT_BYTES = 4
#: The source of a blocking that `exogemm tune --host` measured (policy/calibration.py).
HOST_SOURCE = "host calibration"
#: nc cap: beyond a few thousand columns a larger Bc only saves re-packing B, which is
#: already O(1/m) of the work, and costs workspace.
NC_MAX = 4096
#: Largest share of L3 one Bc takes (see the module docstring; measured, not derived).
L3_BC_SHARE = 1 / 16
#: Largest share of L2 ways given to Ac (see the module docstring; measured, not derived).
L2_AC_SHARE = 1 / 8
#: Share of L2 the A and B slivers take, and the deepest kc, when the ISA keeps its
#: slivers in L2 (see the module docstring; calibrated on an AVX-512 Zen 4).
L2_SLIVER_SHARE = 1 / 16
KC_MAX = 512
#: The same share for a k-grouped datatype (int8, bf16): its kernel does G times the work of
#: an f32 step per k-group, so loading and storing the C tile weighs more and a deeper kc
#: pays longer. Measured on an AVX-512 Zen 5 (1 MiB L2), 12x32 int8 at 2048^3: kc 1488 /
#: 2048 groups-of-4 at 73 / 80-85% of the vpdpbusd peak; bf16 kc 744 / 1024+ at 78 / 80%.
L2_SLIVER_SHARE_GROUPED = 1 / 8
#: A small, common core (32 KiB 8-way L1, 512 KiB 8-way L2, 8 MiB 16-way L3) for targets
#: whose ISA description gives no caches and which cannot be read from the host.
GENERIC_CACHES = CacheSizes(
    l1=CacheLevel(32 * 1024, 8), l2=CacheLevel(512 * 1024, 8), l3=CacheLevel(8 * 1024**2, 16)
)

def caches_for(isa: VectorIsa) -> tuple[CacheSizes, str]:
    """The cache description the model uses for `isa`, and where it came from. Falling back
    to GENERIC_CACHES is said once per ISA (a warning): a blocking for a core the model knows
    nothing about runs, but may be far from that core's best."""
    if isa.caches is not None:
        return isa.caches, f"{isa.key} description"
    if isa.toolchain.native and isa.cpu_check() is None:
        host = host_cpu().caches
        if host is not None:
            return host, "host sysfs"
    _warn_generic(isa.key, isa.name)
    return GENERIC_CACHES, "generic defaults"


@lru_cache(maxsize=None)
def _warn_generic(key: str, module: str) -> None:
    warnings.warn(
        f"{key} describes no caches and the host's cannot stand in for them, so the blocking "
        f"model uses generic ones (32 KiB L1, 512 KiB L2, 8 MiB L3); give isa/{module}.py "
        f"`caches=CacheSizes(...)` of the target core for a blocking made for it",
        GenericCachesWarning, stacklevel=3)


class GenericCachesWarning(UserWarning):
    """The blocking model ran on GENERIC_CACHES for an ISA that describes no caches."""


@dataclass(frozen=True)
class BlockingModel:
    """The model's inputs, intermediate way counts and result, for `exogemm show --gemm`."""

    tile: Tile
    caches: CacheSizes
    caches_source: str
    kc_reason: str  # which cache holds the slivers, and in how much of it
    ways_ac_l2: int
    ways_bc_l3: int | None
    blocking: Blocking

    def explain(self) -> list[str]:
        c, b = self.caches, self.blocking

        def lvl(name: str, x: CacheLevel | None) -> str:
            if x is None:
                return f"{name} none"
            return f"{name} {x.size // 1024} KiB {x.ways}-way {x.sets} sets x {x.line} B"

        lines = [
            f"caches ({self.caches_source}): {lvl('L1', c.l1)}; {lvl('L2', c.l2)}; "
            f"{lvl('L3', c.l3)}",
            f"kc = {b.kc}: {self.kc_reason}",
            f"mc = {b.mc}: Ac {b.mc}x{b.kc} ({b.mc * b.kc * FLOAT_BYTES // 1024} KiB) in "
            f"{self.ways_ac_l2} of {c.l2.ways} L2 ways (at most L2_AC_SHARE={L2_AC_SHARE:g})",
        ]
        if self.ways_bc_l3 is None:
            lines.append(f"nc = {b.nc}: no L3, the cap NC_MAX={NC_MAX}")
        else:
            lines.append(
                f"nc = {b.nc}: Bc {b.kc}x{b.nc} ({b.kc * b.nc * FLOAT_BYTES // 1024} KiB) in "
                f"{self.ways_bc_l3} of {c.l3.ways} L3 ways, about L3_BC_SHARE="
                f"{L3_BC_SHARE:g} of L3 (nr times a power of two; cap NC_MAX={NC_MAX})"
            )
        return lines


def model_blocking(tile: Tile, caches: CacheSizes, caches_source: str = "given",
                   kc: int | None = None) -> BlockingModel:
    """kc, mc, nc for `tile` on `caches` by the model in the module docstring; with `kc`
    given, mc and nc for that kc."""
    mr, nr, S = tile.mr, tile.nr, tile.dtype.a_bytes
    l2, l3 = caches.l2, caches.l3
    if kc is None:
        kc, kc_reason = (_kc_in_l2 if tile.isa.slivers_in_l2 else _kc_in_l1)(tile, caches)
    else:
        kc_reason = "given"

    way2 = l2.sets * l2.line
    ways_ac = max(1, l2.ways - 1 - math.ceil(kc * nr * S / way2))
    ways_ac = max(1, min(ways_ac, math.floor(l2.ways * L2_AC_SHARE)))
    mc = max(mr, ways_ac * way2 // (kc * S) // mr * mr)

    if l3 is None:
        ways_bc, nc = None, NC_MAX
    else:
        way3 = l3.sets * l3.line
        ways_bc = max(1, l3.ways - 1 - math.ceil(mc * kc * S / way3))
        nc = int(min(ways_bc * way3, L3_BC_SHARE * l3.size)) // (kc * S)
        nc = nr * 2 ** round(math.log2(max(nc, nr) / nr))
    nc = max(nr, min(nc, NC_MAX) // nr * nr)
    return BlockingModel(tile, caches, caches_source, kc_reason, ways_ac, ways_bc,
                         Blocking(mc=mc, nc=nc, kc=kc, source="model"))


def _kc_in_l1(tile: Tile, caches: CacheSizes) -> tuple[int, str]:
    """Low et al.'s kc: the slivers get L1 ways in proportion to their sizes, one for C."""
    mr, nr, S, l1 = tile.mr, tile.nr, tile.dtype.a_bytes, caches.l1
    way1 = l1.sets * l1.line
    ways_a = max(1, math.floor((l1.ways - 1) / (1 + nr / mr)))
    kc = max(1, ways_a * way1 // (mr * S))
    # When nr >> mr the proportional split leaves the B sliver more ways than remain; cap kc
    # so that it fits the ways left after the A sliver and C.
    kc = max(1, min(kc, max(1, l1.ways - 1 - ways_a) * way1 // (nr * S)))
    ways_b = math.ceil(kc * nr * S / way1)
    return kc, (f"A sliver {mr}x{kc} in {ways_a} L1 ways, B sliver {kc}x{nr} in {ways_b}, "
                f"1 way for C (of {l1.ways})")


def sliver_room(isa: VectorIsa, caches: CacheSizes) -> float:
    """Bytes the A and B slivers may take in the cache the model keeps them in: L1 less
    one way for C, or L2_SLIVER_SHARE of L2 for an ISA with `slivers_in_l2`. The selector
    charges a spill past it."""
    if isa.slivers_in_l2:
        return L2_SLIVER_SHARE * caches.l2.size
    return caches.l1.size * (caches.l1.ways - 1) / caches.l1.ways


def _kc_in_l2(tile: Tile, caches: CacheSizes) -> tuple[int, str]:
    """The deeper kc of an ISA that keeps its slivers in L2 (module docstring)."""
    mr, nr, S = tile.mr, tile.nr, tile.dtype.a_bytes
    # KC_MAX counts kernel steps: k-groups of a grouped datatype (G k each)
    G = tile.dtype.k_group
    share = L2_SLIVER_SHARE if G == 1 else L2_SLIVER_SHARE_GROUPED
    room = sliver_room(tile.isa, caches) * share / L2_SLIVER_SHARE
    kc = max(1, min(KC_MAX * G, int(room) // ((mr + nr) * S)))
    kib = kc * (mr + nr) * S / 1024
    name = "L2_SLIVER_SHARE" if G == 1 else "L2_SLIVER_SHARE_GROUPED"
    return kc, (f"A and B slivers {mr}x{kc} + {kc}x{nr} ({kib:.0f} KiB) in {name}="
                f"{share:g} of L2, at most KC_MAX={KC_MAX} steps (this ISA keeps its "
                f"slivers in L2)")


def blocking_for(tile: Tile, *, mc: int | None = None, nc: int | None = None,
                 kc: int | None = None) -> Blocking:
    """The blocking for `tile`, with any size overridden: this host's calibrated one
    (`exogemm tune --host`, policy/calibration.py) for an f32 tile it measured, else the
    model's on the ISA's caches."""
    model = calibrated_blocking(tile) or model_blocking_for(tile)
    given = {k: v for k, v in dict(mc=mc, nc=nc, kc=kc).items() if v is not None}
    for name, value in given.items():
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise BlockingError(f"{name} must be a positive integer, got {value!r}")
    if not given:
        return model
    return Blocking(
        mc=given.get("mc", model.mc), nc=given.get("nc", model.nc), kc=given.get("kc", model.kc),
        source="model, overridden: " + ", ".join(f"{k}={v}" for k, v in given.items()),
    )


def model_blocking_for(tile: Tile, kc: int | None = None) -> Blocking:
    """The model's blocking for `tile` on its ISA's caches whatever a calibration measured;
    with `kc`, mc and nc derived by the model around that kc (what `exogemm tune --host`
    tries)."""
    caches, source = caches_for(tile.isa)
    return model_blocking(tile, caches, source, kc=kc).blocking


def calibrated_blocking(tile: Tile) -> Blocking | None:
    """This host's measured blocking for an f32 `tile`, if `exogemm tune --host` timed that
    tile; the model's own numbers keep the model's Blocking (and its build)."""
    cal = calibration_for(tile.isa) if tile.dtype == F32 else None
    found = cal.blocking_of(tile.mr, tile.nr) if cal else None
    if found is None:
        return None
    model = model_blocking_for(tile)
    if (found.mc, found.nc, found.kc) == (model.mc, model.nc, model.kc):
        return model
    return Blocking(mc=found.mc, nc=found.nc, kc=found.kc, source=HOST_SOURCE)


def default_gemm_tile(isa: VectorIsa, mr: int | None = None, nr: int | None = None) -> Tile:
    """The f32 tile a GEMM on `isa` runs: (mr, nr) if given, else this host's calibrated
    tile (`exogemm tune --host`), else the model's (`plan/tile.gemm_tile`). Kept apart from
    tile.py, which is generating code (its bytes key the build cache) and host-independent."""
    if mr is None and nr is None:
        calibrated = calibrated_tile(isa)
        if calibrated is not None:
            return calibrated
    return gemm_tile(isa, mr, nr)


def plan_for(tile: Tile, **overrides: int | None) -> GemmPlan:
    """A checked GemmPlan: the tile plus model (or overridden) blocking."""
    return make_plan(tile, blocking_for(tile, **overrides))

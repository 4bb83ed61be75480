"""Exo's output, as the cache stores it, and its keys: a plan's procedures (ExoCode), an
ISA's small-kernel family (SmallSource), a set of fixed-shape kernels (FixedSource).

Only what Exo generated is stored; the C around it (the GEMM wrapper, the conv driver) is
filled in from gen/templates/ when the sources are assembled (gen/c/gemm_source.py,
gen/c/conv_build.py). So this module, not the wrapper's, is in the generating code every key
hashes (gen/keys.py `_GENERATING_CODE`): editing the wrapper rebuilds libraries (their key
hashes the final C) but schedules nothing and leaves the shipped store valid.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.gen import cache, keys
from exogemm.isa.base import VectorIsa
from exogemm.plan.conv_shape import conv_prefix, packer_name
from exogemm.plan.dot import dot_family
from exogemm.plan.fixed import FixedKernel, fixed_kernels
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.plan.rank1 import rank1_kernels
from exogemm.plan.small import small_family


@dataclass(frozen=True)
class ExoCode:
    """Exo's C and header for every scheduled procedure of one plan (without its fixed
    shapes): what the cache stores for a plan. Nothing from gen/templates/ is in it, so a
    wrapper edit leaves it valid (module docstring)."""

    c: str
    h: str


@dataclass(frozen=True)
class SmallSource:
    """Exo's C for an ISA's small-kernel family (procs/small.py) and its dot-product
    kernels (procs/dot.py), names starting with SMALL_PREFIX: scheduled once per ISA (a
    minute or two) and spliced into every plan's library under that plan's prefix, instead
    of being scheduled again for each plan."""

    isa_key: str
    c: str


#: The name prefix the small kernels are generated with, replaced by a plan's prefix.
SMALL_PREFIX = "EXOGEMM_SMALL_PREFIX"


def small_key(isa: VectorIsa) -> str:
    """The cache key of an ISA's small family: the generating code and the ISA."""
    return keys.digest("small", keys.code_fingerprint(), isa.fingerprint(),
                        small_family(isa), dot_family(isa), rank1_kernels(isa))


@dataclass(frozen=True)
class FixedSource:
    """Exo's C for a set of constant-K tile kernels (procs/fixed.py), named with
    FIXED_PREFIX: scheduled once per kernel set and ISA (half a second a kernel), added to a
    plan's cached sources under that plan's prefix (the plan's Exo code is not scheduled
    again for its fixed shapes)."""

    isa_key: str
    c: str


#: The name prefix fixed kernels are generated with, replaced by a plan's prefix.
FIXED_PREFIX = "EXOGEMM_FIXED_PREFIX"


def fixed_key(isa: VectorIsa, kernels: tuple[FixedKernel, ...]) -> str:
    """The cache key of a set of fixed kernels: the generating code, the ISA, the set."""
    return keys.digest("fixed", keys.code_fingerprint(), isa.fingerprint(), kernels)


def exo_key(plan: GemmPlan) -> str:
    """The cache key of the plan's Exo code (ExoCode): the generating code, the ISA and what
    of the plan its procedures are scheduled from. The wrapper's constants (the host's cache
    sizes) are not in it: they are filled in after the lookup."""
    b = plan.blocking
    return keys.digest("gemm", keys.code_fingerprint(), plan.tile.isa.fingerprint(),
                        plan.tile.dtype, plan.prefix, plan.layouts, plan.mr, plan.nr, b.mc,
                        b.nc, b.kc, b.source, plan.epilogue, plan.small, plan.dot)


def cached_exo_code(plan: GemmPlan) -> ExoCode | None:
    """The Exo code of plan.without_fixed() if scheduled before (any read root)."""
    return cache.load_record("gemm", exo_key(plan), ExoCode)


def cached_small_source(isa: VectorIsa) -> SmallSource | None:
    """The ISA's small family if scheduled before (any read root)."""
    return cache.load_record("small", small_key(isa), SmallSource)


def cached_fixed_source(plan: GemmPlan) -> FixedSource | None:
    """The plan's fixed kernels if scheduled before; None also for a plan without any."""
    if not plan.fixed:
        return None
    kernels = fixed_kernels(plan.tile.isa, plan.fixed)
    return cache.load_record("fixed", fixed_key(plan.tile.isa, kernels), FixedSource)


# --------------------------------------------------------------------------- conv modules

#: The Exo generator of the conv procs (gen/exo/conv.py), imported by name on a miss only.
CONV_GENERATOR = "exogemm.gen.exo.conv"


def _conv_fingerprint(isa: VectorIsa | None) -> tuple:
    """The generating code and the ISA (none for the packers: the same C on every target)."""
    return (keys.code_fingerprint(), () if isa is None else isa.fingerprint())


def conv_exo_code(plan: GemmPlan) -> ExoCode:
    """Exo's C and header of the plan's conv module (procs/conv.py), named after the plan's
    conv prefix: cached, else scheduled. The driver around it is gen/c/conv_build.py's."""
    prefix = conv_prefix(plan.tile)
    key = keys.digest("conv", _conv_fingerprint(plan.tile.isa), plan.mr, plan.nr,
                       plan.blocking.key())
    return cache.scheduled("conv", key, ExoCode, lambda: ExoCode(
        *cache.generator(CONV_GENERATOR, prefix).generate_conv(plan.tile, f"{prefix}_exo.h")))


def packer_exo_code(geometry: dict[str, int]) -> ExoCode:
    """Exo's C and header of one conv A packer, specialised on `geometry` (mr, sw, dh, dw,
    cb: gen/c/conv_build.Geometry as a dict, which is the key): cached, else scheduled."""
    g = geometry
    name = packer_name(g["mr"], g["sw"], g["dh"], g["dw"], g["cb"])
    key = keys.digest("conv-pack", _conv_fingerprint(None), geometry)
    return cache.scheduled("conv", key, ExoCode, lambda: ExoCode(
        *cache.generator(CONV_GENERATOR, name).generate_packer(
            g["mr"], g["sw"], g["dh"], g["dw"], g["cb"], f"{name}_exo.h")))

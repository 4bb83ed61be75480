"""Every low-precision datatype every ISA describes passes the kernel sweep against NumPy.

Why: a datatype on an ISA is a `DotTemplates` entry in its isa/ module (usdot, sdot, bfdot,
vpdpbusd, RVV's widening multiply-adds, NEON's f16 fmla, ...) and nothing else, so the test is parametrized
over each ISA variant (tests/isa_variants.py) and each datatype in its `dots`: a new entry is
tested with no change here; an ISA's later variants are `slow` (its first runs by default).
Native ISAs run in this process, the others under QEMU with their panels against an
inaccessible page, exactly as the f32 sweep (tests/test_isas.py).

Skips say why: a missing toolchain (with the apt command), a host CPU without the extension,
or an emulator that cannot execute it (an illegal-instruction signal after the kernels built,
e.g. RVV's bf16 and f16 extensions, which Debian's QEMU 7.2 predates).
"""

from __future__ import annotations

import pytest
from isa_variants import isa_or_skip, sweep, variants

from exogemm.core.dtype import get_dtype
from exogemm.core.errors import RunError
from exogemm.gen.check.pipeline import validate
from exogemm.isa import get_isa
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, max_mr

KCS = (1, 3, 64)  # depths in k-groups: one group, a few, many (f16's bound still discriminates)


def _cases() -> list:
    """Every (ISA variant, datatype); an ISA's variants after its first are `slow` (each
    sweep under QEMU costs about 20 s; `exogemm test --slow` runs them all)."""
    out, seen = [], set()
    for name, p in variants():
        isa = get_isa(name, **p)
        marks = pytest.mark.slow if name in seen else ()
        seen.add(name)
        out += [pytest.param(name, p, d, id=f"{isa.key}-{d}", marks=marks) for d in isa.dtypes[1:]]
    return out


def run_or_skip(isa: VectorIsa, tiles: list[Tile], dtype_name: str, seed: int):
    d = get_dtype(dtype_name)
    reason = isa.unavailable(d)
    if reason:
        pytest.skip(f"{isa.key} {d.name}: {reason}")
    try:
        return validate(isa, tiles, kcs=KCS, seed=seed)
    except RunError as err:
        if "signal 4" not in str(err) and "Illegal instruction" not in str(err):
            raise
        pytest.skip(f"{isa.key} {d.name}: the kernels build, but {' '.join(isa.toolchain.runner)}"
                    f" cannot execute {isa.dot_templates(d).extension} instructions "
                    "(illegal instruction); validating them needs an emulator or CPU with it")


@pytest.mark.parametrize(("name", "isa_params", "dtype_name"), _cases())
def test_every_isa_datatype_passes_the_sweep(name, isa_params, dtype_name):
    isa = isa_or_skip(name, isa_params)
    tiles = sweep(isa, get_dtype(dtype_name))
    assert any(t.mr == max_mr(t.nr, isa, t.dtype) for t in tiles), \
        "the sweep must fill the registers"
    verdicts = run_or_skip(isa, tiles, dtype_name, seed=len(isa.key))
    assert len(verdicts) == len(tiles) * len(KCS)
    bad = [v for v in verdicts if not v.ok]
    assert not bad, bad[:3]


def test_every_dot_names_the_extension_it_needs():
    """Skips and errors name the extension, so each description must say it."""
    for name, p in variants():
        isa = get_isa(name, **p)
        for dtype_name, dot in isa.dots:
            assert dot.extension, f"{isa.key} {dtype_name} names no extension"

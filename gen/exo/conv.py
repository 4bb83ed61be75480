"""Generate the implicit conv's C with Exo (procs/conv.py): the plan's conv procs and one
packer per geometry. Imported by gen/c/conv_build.py on a cache miss only."""

from __future__ import annotations

from exo import compile_procs_to_strings

from exogemm.plan.tile import Tile
from exogemm.procs.conv import common_procs, pack_a_run


def generate_conv(tile: Tile, exo_h_name: str) -> tuple[str, str]:
    """Exo's C and header for the conv procs built on `tile`."""
    return compile_procs_to_strings(common_procs(tile), exo_h_name)


def generate_packer(mr: int, sw: int, dh: int, dw: int, cb: int,
                    exo_h_name: str) -> tuple[str, str]:
    """Exo's C and header for one packer geometry (its edge and interior runs)."""
    procs = [pack_a_run(mr, sw, dh, dw, cb, interior) for interior in (False, True)]
    return compile_procs_to_strings(procs, exo_h_name)

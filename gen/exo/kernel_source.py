"""The generated files of one micro-kernel, as a record with no Exo import (the cache, the
native and cross runners read it; gen/exo/kernels.py produces it)."""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core.dtype import DType, get_dtype
from exogemm.gen import cache, keys
from exogemm.gen.source_files import SourceFiles
from exogemm.plan.tile import Tile


@dataclass(frozen=True)
class KernelSource(SourceFiles):
    """The generated files of one kernel and what they are for."""

    name: str
    isa_key: str
    mr: int
    nr: int
    c: str
    h: str
    dtype: str = "f32"  # exogemm.core.dtype name

    @property
    def datatype(self) -> DType:
        return get_dtype(self.dtype)

    @property
    def wrapper(self) -> str:
        return self.entry()

    @property
    def depth(self) -> str:
        """The wrapper's depth argument: kc k steps, or kg k-groups of a grouped datatype."""
        return "kc" if self.datatype.k_group == 1 else "kg"

    @property
    def wrapper_decl(self) -> str:
        return self.entry_decl()

    def entry(self, overwrite: bool = False, in_place: bool = False) -> str:
        """The plain-pointer entries: `<name>_ldc` (the wrapper: packed A, C +=) and, for a
        k-grouped kernel, `<name>_rows` (A's rows read in place) and the beta = 0 kernel's
        `<name>_overwrite_ldc` / `_overwrite_rows` (C =, never read)."""
        return f"{self.name}{'_overwrite' if overwrite else ''}_{'rows' if in_place else 'ldc'}"

    def entry_decl(self, overwrite: bool = False, in_place: bool = False) -> str:
        d = self.datatype
        a = f"const {d.c_a} *A, int_fast32_t lda" if in_place else f"const {d.c_a} *Ac"
        return (f"void {self.entry(overwrite, in_place)}(int_fast32_t {self.depth}, {a}, "
                f"const {d.c_b} *Bc, {d.c_c} *C, int_fast32_t ldc)")

    def files(self) -> dict[str, str]:
        return {f"{self.name}.c": self.c, f"{self.name}.h": self.h}


def kernel_key(tile: Tile) -> str:
    """The cache key of a tile's kernel: the generating code, the ISA description, the tile."""
    return keys.digest(keys.code_fingerprint(), tile.isa.fingerprint(), tile.dtype, tile.mr,
                        tile.nr)


def cached_kernel(tile: Tile) -> KernelSource | None:
    """The tile's kernel from the cache (or the prepared store), None if never scheduled;
    Exo-free, so a runtime that finds its kernel loads it without importing the scheduler."""
    return cache.load_record("kernels", kernel_key(tile), KernelSource)

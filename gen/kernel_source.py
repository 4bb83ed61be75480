"""The generated files of one micro-kernel, as a record with no Exo import (the cache, the
native and cross runners read it; gen/emit.py produces it)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from exogemm.dtype import DType, get_dtype


@dataclass(frozen=True)
class KernelSource:
    """The generated files of one kernel and what they are for."""

    name: str
    isa_key: str
    mr: int
    nr: int
    c: str
    h: str
    dtype: str = "f32"  # exogemm.dtype name

    @property
    def datatype(self) -> DType:
        return get_dtype(self.dtype)

    @property
    def wrapper(self) -> str:
        return f"{self.name}_ldc"

    @property
    def depth(self) -> str:
        """The wrapper's depth argument: kc k steps, or kg k-groups of a grouped datatype."""
        return "kc" if self.datatype.k_group == 1 else "kg"

    @property
    def wrapper_decl(self) -> str:
        d = self.datatype
        return (
            f"void {self.wrapper}(int_fast32_t {self.depth}, const {d.c_a} *Ac, "
            f"const {d.c_b} *Bc, {d.c_c} *C, int_fast32_t ldc)"
        )

    def write(self, directory: Path) -> list[Path]:
        directory.mkdir(parents=True, exist_ok=True)
        paths = [directory / f"{self.name}.c", directory / f"{self.name}.h"]
        paths[0].write_text(self.c)
        paths[1].write_text(self.h)
        return paths

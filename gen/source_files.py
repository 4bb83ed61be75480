"""Generated files as a record: what every producer of C (a micro-kernel, a GEMM plan, a conv
module or packer, a matrix-engine kernel, a library) hands over, and the one way they reach a
folder.

A record says which files it is (`files`: file name -> text); `write` is the same for all,
so every emitter creates the folder, writes every file and returns the paths in one order,
and none can skip a step (one of five hand-written copies once forgot the `mkdir`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path


class SourceFiles(ABC):
    """A mixin for a generated unit's record: subclasses say `files()` (abstract: a record
    that does not cannot be constructed)."""

    @abstractmethod
    def files(self) -> dict[str, str]:
        """File name -> text, in the order they are written and listed."""

    def write(self, directory: Path) -> list[Path]:
        """Write every file into `directory` (created if missing); their paths."""
        directory.mkdir(parents=True, exist_ok=True)
        paths = []
        for name, text in self.files().items():
            path = directory / name
            path.write_text(text)
            paths.append(path)
        return paths

"""The note written beside emitted C (`exogemm emit`): what a user of the files needs and the
files do not say: the compiler line exogemm validated them with, how to run them, the entry
points and their operands.

One record for every emitter (a vector micro-kernel, AMX's kernel and GEMM, SME's GEMM), so
every note has the same shape: a title, then groups of headed sections, a blank line between
groups, each section's lines indented under its heading.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.gen.source_files import SourceFiles

#: A headed section: the heading (with its colon, or a whole sentence) and its lines.
Section = tuple[str, tuple[str, ...]]


@dataclass(frozen=True)
class BuildNote(SourceFiles):
    """`<name>.txt`: `title` lines, then `groups` of sections."""

    name: str
    title: tuple[str, ...]
    groups: tuple[tuple[Section, ...], ...]

    def text(self) -> str:
        out = "".join(f"{line}\n" for line in self.title)
        for group in self.groups:
            out += "\n"
            for heading, lines in group:
                out += f"{heading}\n" + "".join(f"    {line}\n" for line in lines)
        return out

    def files(self) -> dict[str, str]:
        return {f"{self.name}.txt": self.text()}

"""One record for every check's outcome: a micro-kernel at one kc, a GEMM case, a conv case, a
matrix-engine kernel or GEMM, a per-model library's layer, a BLAS call.

Every check asks the same questions of what ran: did the entry return 0, how far is the
result from the exact one measured against its error bound (gen/check/tolerance.py), is the
memory around the output untouched (canaries), are the inputs untouched. A question a check
cannot ask is None (a BLAS call returns nothing; a layer library has no canaries), not a
pass, so a report never claims what was not checked. What is particular to one check is said
in words: `note` (what ran, e.g. the path a BLAS call took) and `problems` (anything else
that failed).
"""

from __future__ import annotations

from exogemm.core import return_codes

import math
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Verdict:
    """One case's outcome; `ok` only when every question asked was answered well."""

    label: str
    returned: int | None = 0  # the C entry's return code; None: the entry returns nothing
    max_error: float = 0.0
    max_error_over_tolerance: float = 0.0  # <= 1 passes (math.inf: no usable result)
    canaries_intact: bool | None = True  # None: this check plants no canaries
    inputs_intact: bool | None = None  # None: not checked
    group: str = ""  # the family of cases it belongs to (a conv variant, a GEMM run)
    note: str = ""  # what ran, in words
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return (self.returned in (0, None) and self.canaries_intact is not False
                and self.inputs_intact is not False and self.max_error_over_tolerance <= 1.0
                and not self.problems)

    def line(self) -> str:
        """`ok   <label>: <note>, error/bound <r>, canaries intact, returned 0; <problem>`,
        with only what this check asked."""
        parts = [self.note] if self.note else []
        ratio = self.max_error_over_tolerance
        parts.append(f"error/bound {ratio:.3g}" if math.isfinite(ratio) else "no result")
        if self.canaries_intact is not None:
            parts.append(f"canaries {'intact' if self.canaries_intact else 'OVERWRITTEN'}")
        if self.inputs_intact is False:
            parts.append("inputs OVERWRITTEN")
        if self.returned is not None:
            parts.append(f"returned {self.returned} ({return_codes.name(self.returned)})")
        status = "ok" if self.ok else "FAIL"
        return f"{status:4} {self.label}: {', '.join(parts)}" + \
            "".join(f"; {p}" for p in self.problems)


def failed(verdicts: list[Verdict]) -> list[Verdict]:
    return [v for v in verdicts if not v.ok]


def worst(verdicts: list[Verdict]) -> float:
    """The largest error / bound of `verdicts` (0 for none)."""
    return max((v.max_error_over_tolerance for v in verdicts), default=0.0)


@dataclass
class Report:
    """The verdicts of one check run on one ISA, in named runs (a GEMM plan's sweep, a conv
    variant at a thread count): one summary line per run, then every failed case's line."""

    isa: str
    runs: list[tuple[str, list[Verdict]]] = field(default_factory=list)

    @classmethod
    def by_group(cls, isa: str, verdicts: list[Verdict], prefix: str = "") -> Report:
        """A report whose runs are the verdicts' groups, in order of appearance."""
        groups: dict[str, list[Verdict]] = {}
        for v in verdicts:
            groups.setdefault(f"{prefix}{v.group}", []).append(v)
        return cls(isa, list(groups.items()))

    @property
    def verdicts(self) -> list[Verdict]:
        return [v for _, vs in self.runs for v in vs]

    @property
    def failed(self) -> list[Verdict]:
        return failed(self.verdicts)

    @property
    def ok(self) -> bool:
        return not self.failed

    def lines(self) -> list[str]:
        out = []
        for what, vs in self.runs:
            bad = len(failed(vs))
            out.append(f"{self.isa}: {what}: {len(vs)} cases, {len(vs) - bad} passed, "
                       f"{bad} failed; largest error / tolerance {worst(vs):.3f}")
        return out + [v.line() for v in self.failed[:20]]

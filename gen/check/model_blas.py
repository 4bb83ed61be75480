"""Check a per-model --blas library as a BLAS user sees it: cblas_sgemm and sgemm_ calls.

A plain C program (gen/templates/model_blas_check.c.in), linked against the built archive
with the ISA's toolchain and run natively or under its emulator, makes the calls `calls`
lists: row- and column-major, transposes, a layer's shape and shapes outside the table,
alpha/beta with the reference semantics (beta = 0 ignores a NaN in C, alpha = 0 ignores a
NaN in A), and bad parameters. NumPy judges every result within gen/check/tolerance.py's bound,
every element of C outside op's result (leading-dimension gaps) and every refused call's C
must come back bit-identical, and each call must have taken the path its shape says (the
library's counters: a layer's specialized plan, the generic plan, or neither), and each
bad parameter must be reported to xerbla_ / cblas_xerbla with the reference's routine and
parameter number (as the host's libexogemm_blas reports it: the same front end).
"""

from __future__ import annotations

import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from exogemm.gen.c.cross import build_executable, run_program
from exogemm.gen.c.templates import fill
from exogemm.gen.check import tolerance
from exogemm.gen.check.library_size import PeerSize, SizeReport
from exogemm.gen.check.verdict import Verdict
from exogemm.gen.library.model_f32 import F32ModelLibrary
from exogemm.gen.library.per_model import openmp_flags

ROW, COL, N, T = 101, 102, 111, 112
#: The size report's peers (gen/check/library_size.py) a --blas library replaces: full BLAS
#: libraries (LIBXSMM is not one: it sits in front of a BLAS).
REPLACED = ("openblas", "blis", "mkl")
#: An illegal layout or transpose value.
BAD = 7


@dataclass(frozen=True)
class Call:
    """One SGEMM call: `api` 'cblas' or 'sgemm_' (column-major), the BLAS arguments (ld*
    None: the tightest legal one plus `pad`), and what must happen: `path` 'model',
    'generic' or None (no computation), `error` (routine, parameter number) or None."""

    label: str
    api: str
    layout: int
    ta: int
    tb: int
    m: int
    n: int
    k: int
    alpha: float = 1.0
    beta: float = 0.0
    pad: int = 0
    lds: tuple[int | None, int | None, int | None] = (None, None, None)
    nan_c: bool = False  # C holds NaN (beta = 0 must ignore it)
    nan_a: bool = False  # A holds NaN (alpha = 0 must not read it)
    error: tuple[str, int] | None = None

    @property
    def row_major(self) -> bool:
        return self.api == "cblas" and self.layout == ROW

    def shapes(self) -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
        """(rows, columns) of A, B and C as stored."""
        a = (self.m, self.k) if self.ta == N else (self.k, self.m)
        b = (self.k, self.n) if self.tb == N else (self.n, self.k)
        return a, b, (self.m, self.n)

    def leading(self) -> tuple[int, int, int]:
        """lda, ldb, ldc: given, else the tightest legal one plus `pad`."""
        return tuple(ld if ld is not None else
                     max(1, shape[1] if self.row_major else shape[0]) + self.pad
                     for ld, shape in zip(self.lds, self.shapes()))

    def row_major_form(self) -> tuple[int, int, int, bool, bool]:
        """(M, N, K, A transposed, op(B) transposed) of the row-major call the library
        computes: a column-major call is C^T = op(B)^T op(A)^T."""
        if self.row_major:
            return self.m, self.n, self.k, self.ta != N, self.tb != N
        return self.n, self.m, self.k, self.tb != N, self.ta != N


def expected_path(lib: F32ModelLibrary, call: Call) -> str | None:
    """'model' when the call's row-major form is a layer of the table, else 'generic';
    None for a call refused or returned early."""
    if call.error or call.m == 0 or call.n == 0 or \
            ((call.alpha == 0 or call.k == 0) and call.beta == 1):
        return None
    m, n, k, ta, tb = call.row_major_form()
    hit = not ta and any((e.layer.M, e.layer.N, e.layer.K, e.layer.trans_b) == (m, n, k, tb)
                         for e in lib.entries)
    return "model" if hit else "generic"


def calls(lib: F32ModelLibrary) -> list[Call]:
    """The check's calls: a small layer shape (M, N, K) through every entry and layout that
    maps onto it, the same shape and others through the generic plan, the
    reference's alpha/beta semantics and parameter errors."""
    shapes = {(e.layer.M, e.layer.N, e.layer.K) for e in lib.entries if not e.layer.trans_b}
    # the smallest whose column-major reading (N x M x K) is not a layer too
    m, n, k = min(((m, n, k) for m, n, k in shapes if (n, m, k) not in shapes),
                  key=lambda s: s[0] * s[1] * s[2])
    om, on, ok = 19, 23, 11  # off the table unless a layer has it
    return [
        Call("cblas row-major NN, the layer's shape", "cblas", ROW, N, N, m, n, k),
        Call("cblas row-major NN, the layer's shape, alpha/beta, padded", "cblas", ROW, N, N,
             m, n, k, alpha=-0.5, beta=0.25, pad=3),
        Call("sgemm_ NN computing the layer's C^T", "sgemm_", COL, N, N, n, m, k, pad=1),
        Call("cblas row-major NN, beta = 0 ignores NaN in C", "cblas", ROW, N, N, m, n, k,
             nan_c=True),
        Call("cblas row-major TN, the layer's shape (A^T: generic)", "cblas", ROW, T, N,
             m, n, k, alpha=1.5, beta=-1.0),
        Call("cblas column-major NN, the layer's shape (generic)", "cblas", COL, N, N, m, n, k),
        Call("cblas column-major NN, off the table", "cblas", COL, N, N, om, on, ok,
             alpha=0.75, beta=0.5, pad=2),
        Call("cblas row-major NT, off the table", "cblas", ROW, N, T, om, on, ok),
        Call("sgemm_ TT, off the table", "sgemm_", COL, T, T, om, on, ok, alpha=2.0, beta=1.0,
             pad=1),
        Call("cblas row-major, alpha = 0 reads no NaN in A", "cblas", ROW, N, N, om, on, ok,
             alpha=0.0, beta=0.5, nan_a=True),
        Call("cblas row-major, K = 0 scales C", "cblas", ROW, N, N, om, on, 0, beta=-2.0),
        Call("cblas quick return: alpha = 0, beta = 1", "cblas", ROW, N, N, om, on, ok,
             alpha=0.0, beta=1.0),
        Call("sgemm_ TRANSA = 'X'", "sgemm_", COL, BAD, N, om, on, ok, error=("SGEMM", 1)),
        Call("sgemm_ M < 0", "sgemm_", COL, N, N, -1, on, ok, error=("SGEMM", 3)),
        Call("sgemm_ LDA < M", "sgemm_", COL, N, N, om, on, ok, lds=(om - 1, None, None),
             error=("SGEMM", 8)),
        Call("sgemm_ LDC < M", "sgemm_", COL, N, N, om, on, ok, lds=(None, None, om - 1),
             error=("SGEMM", 13)),
        Call("cblas illegal layout", "cblas", BAD, N, N, om, on, ok, error=("cblas_sgemm", 1)),
        Call("cblas illegal TransA", "cblas", ROW, BAD, N, om, on, ok,
             error=("cblas_sgemm", 2)),
        Call("cblas row-major LDB < N (SGEMM's LDA of the swapped call)", "cblas", ROW, N, N,
             om, on, ok, lds=(None, on - 1, None), error=("SGEMM", 8)),
    ]


@dataclass
class Buffers:
    a: np.ndarray
    b: np.ndarray
    c: np.ndarray
    written: np.ndarray  # mask of C's elements op's result occupies


def view(buf: np.ndarray, shape: tuple[int, int], ld: int, row_major: bool) -> np.ndarray:
    """The rows x columns matrix stored in `buf` with leading dimension `ld`."""
    r, c = shape
    if row_major:
        return buf[:r * ld].reshape(r, ld)[:, :c] if r else np.zeros((0, c), buf.dtype)
    return buf[:c * ld].reshape(c, ld)[:, :r].T if c else np.zeros((r, 0), buf.dtype)


def buffers(call: Call, rng: np.random.Generator) -> Buffers:
    """A, B and C for `call`, in [-1, 1]; C's gaps hold the canary (NaN for `nan_c`, A's
    elements NaN for `nan_a`)."""
    out = []
    for shape, ld in zip(call.shapes(), call.leading()):
        outer = max(shape[0] if call.row_major else shape[1], 0)
        out.append(rng.uniform(-1, 1, max(outer * ld, 1)).astype(np.float32))
    a, b, c = out
    written = np.zeros(c.size, bool)
    if min(call.m, call.n) > 0 and call.error is None:
        view(written, call.shapes()[2], call.leading()[2], call.row_major)[...] = True
    c[~written] = tolerance.CANARY
    if call.nan_c:
        c[written] = np.nan
    if call.nan_a:
        a[:] = np.nan
    return Buffers(a, b, c, written)


def expected(call: Call, buf: Buffers) -> tuple[np.ndarray, np.ndarray]:
    """(exact C as float64, elementwise error bound) of the call's result."""
    sa, sb, sc = call.shapes()
    la, lb, lc = call.leading()
    a = view(buf.a, sa, la, call.row_major).astype(np.float64)
    b = view(buf.b, sb, lb, call.row_major).astype(np.float64)
    c = view(buf.c, sc, lc, call.row_major).astype(np.float64)
    a, b = (a if call.ta == N else a.T), (b if call.tb == N else b.T)
    prod = call.alpha * (a @ b) if call.alpha != 0 and call.k else np.zeros(sc)
    mag = abs(call.alpha) * (np.abs(a) @ np.abs(b)) if call.alpha != 0 and call.k else 0.0
    if call.beta != 0:
        prod, mag = prod + call.beta * c, mag + abs(call.beta) * np.abs(c)
    return prod, tolerance.error_bound(call.k + 2, mag + np.zeros(sc))


def calls_file(todo: list[Call], bufs: list[Buffers]) -> bytes:
    """The program's CALLS input (model_blas_check.c.in)."""
    out = [struct.pack("<i", len(todo))]
    for call, buf in zip(todo, bufs):
        out.append(struct.pack("<13i2f", 0 if call.api == "cblas" else 1, call.layout,
                               call.ta, call.tb, call.m, call.n, call.k, *call.leading(),
                               buf.a.size, buf.b.size, buf.c.size, call.alpha, call.beta))
        out += [buf.a.tobytes(), buf.b.tobytes(), buf.c.tobytes()]
    return b"".join(out)




@dataclass
class BlasCheck:
    calls: list[Call]
    paths: list[str | None]  # what the counters say each call ran ("model", "generic", None)
    verdicts: list[Verdict]
    counters: str  # the program's last line

    @property
    def ok(self) -> bool:
        return all(v.ok for v in self.verdicts)

    def lines(self) -> list[str]:
        passed = sum(v.ok for v in self.verdicts)
        return [f"sgemm_/cblas_sgemm: {passed}/{len(self.verdicts)} calls pass ({self.counters})",
                *(v.line() for v in self.verdicts)]


def build_check(lib: F32ModelLibrary, directory: Path, archive: Path) -> Path:
    """The check program linked against the --blas archive with the ISA's toolchain."""
    return build_executable(lib.isa, [], {"model_blas_check.c": fill("model_blas_check.c.in")},
                            tag=f"{lib.name}-blas-check",
                            compile_flags=[*lib.isa.toolchain.cflags, *openmp_flags(lib.isa)],
                            inputs=(archive,), include_dir=directory)


def check_blas(lib: F32ModelLibrary, directory: Path, archive: Path, seed: int = 0) -> BlasCheck:
    """Build and run the program on `calls(lib)`, judge every call."""
    exe = build_check(lib, directory, archive)
    todo = calls(lib)
    rng = np.random.default_rng(seed)
    bufs = [buffers(c, rng) for c in todo]
    with tempfile.TemporaryDirectory() as tmp:
        given, got = Path(tmp) / "calls", Path(tmp) / "results"
        given.write_bytes(calls_file(todo, bufs))
        proc = run_program([*lib.isa.toolchain.runner, str(exe), str(given), str(got)],
                           what=f"{lib.name}'s BLAS check", timeout=600)
        raw = got.read_bytes()
    errors: dict[int, list[tuple[str, int]]] = {}
    for line in proc.stdout.splitlines():
        if line.startswith("error "):
            _, i, routine, info, _ = line.split()
            errors.setdefault(int(i), []).append((routine, int(info)))
    paths, verdicts, at = [], [], 0
    for i, (call, buf) in enumerate(zip(todo, bufs)):
        (code,) = struct.unpack_from("<i", raw, at)
        c = np.frombuffer(raw, np.float32, buf.c.size, at + 4)
        at += 4 + 4 * buf.c.size
        paths.append({1: "model", 0: "generic", -1: None}[code])
        verdicts.append(judge(lib, call, buf, paths[-1], c, errors.get(i, [])))
    return BlasCheck(todo, paths, verdicts, proc.stdout.splitlines()[-1] if proc.stdout else "")


def judge(lib: F32ModelLibrary, call: Call, buf: Buffers, path: str | None, c: np.ndarray,
          errors: list[tuple[str, int]]) -> Verdict:
    """Path, error reports, canaries and the result within the bound. A BLAS call returns
    nothing (`returned` None); what ran is the verdict's note."""
    problems, error, worst = [], 0.0, 0.0
    want = expected_path(lib, call)
    if path != want:
        problems.append(f"ran {path or 'nothing'}, expected {want or 'nothing'}")
    want_errors = [call.error] if call.error else []
    if errors != want_errors:
        problems.append(f"error reports {errors}, expected {want_errors}")
    if buf.written.any():
        exact, bound = expected(call, buf)
        got = view(c, call.shapes()[2], call.leading()[2], call.row_major)
        error, worst = tolerance.error_ratio(got, exact, bound)
    ran = (f"error {call.error[0]} {call.error[1]}" if call.error
           else path or "no computation")
    return Verdict(call.label, None, error, worst,
                   tolerance.canaries_intact(buf.c, c, buf.written), note=ran,
                   problems=tuple(problems))


def blas_lines(lib: F32ModelLibrary, sizes: SizeReport) -> list[str]:
    """What the --blas library exports and its size next to each full BLAS it replaces."""
    assert lib.generic is not None
    lines = [f"{lib.archive} exports sgemm_ and cblas_sgemm: {len(lib.entries)} layer "
             f"shape(s) on their plans, every other call on {lib.generic.prefix}"]
    for peer in replaced(sizes):
        files = ", ".join(Path(f).name for f in peer.files)
        lines.append(f"  {sizes.archive_bytes:,} B archive ({sizes.total.text:,} B text) "
                     f"instead of {peer.name} ({files}): {peer.file_bytes:,} B file "
                     f"({peer.sizes.text:,} B text, {sizes.ratio(peer):.0f}x)")
    return lines


def replaced(sizes: SizeReport) -> list[PeerSize]:
    """The full BLAS libraries of the size report, in REPLACED's order."""
    return sorted((p for p in sizes.peers if p.name in REPLACED),
                  key=lambda p: REPLACED.index(p.name))


def blas_json(lib: F32ModelLibrary, sizes: SizeReport, check: BlasCheck | None) -> dict:
    """emit-model --json's "blas" entry."""
    assert lib.generic is not None
    out: dict = dict(exports=["sgemm_", "cblas_sgemm"], source=f"{lib.blas_source}.c",
                     generic_plan=lib.generic.prefix, archive_bytes=sizes.archive_bytes,
                     text_bytes=sizes.total.text,
                     replaces=[dict(name=p.name, files=list(p.files), file_bytes=p.file_bytes,
                                    text_bytes=p.sizes.text, text_ratio=sizes.ratio(p))
                               for p in replaced(sizes)])
    if check is not None:
        out["check"] = dict(ok=check.ok, counters=check.counters,
                            calls=[dict(label=v.label, path=path, ok=v.ok,
                                        worst_error_over_bound=v.max_error_over_tolerance,
                                        problems=list(v.problems))
                                   for path, v in zip(check.paths, check.verdicts)])
    return out

"""Memory safety and argument errors of the full GEMM.

Why: a GEMM that writes one float past C, reads past A, or silently accepts a wrong argument
corrupts user data. The generated C is built with AddressSanitizer and UBSan and run on an
edge-shape sweep (A and B in exactly-sized heap blocks; C in a block with canary guard bands
and canaries in the leading-dimension gaps); every user error has a specific exception and
message.
"""

from __future__ import annotations

import shutil
import subprocess

import numpy as np
import pytest

import exogemm
from exogemm.core.errors import (
    AliasingError,
    BlockingError,
    DtypeError,
    LayoutError,
    ReadOnlyError,
    ScalarError,
    ShapeError,
)
from exogemm.gen.c.cross import SANITIZER_ENV
from exogemm.gen.c.gemm_build import emit_gemm
from exogemm.gen.check import gemm as G
from exogemm.plan.gemm_plan import Blocking, make_plan
from exogemm.plan.tile import gemm_tile
from exogemm.policy.blocking import blocking_for, plan_for
from exogemm.procs.gemm import schedule_gemm


def _asan_available(cc: str) -> bool:
    probe = subprocess.run([cc, "-fsanitize=address,undefined", "-x", "c", "-", "-o", "/dev/null"],
                           input="int main(void){return 0;}", capture_output=True, text=True)
    return probe.returncode == 0


def test_sanitized_edge_sweep(isa):
    cc = isa.toolchain.cc[0]
    if shutil.which(cc) is None or not _asan_available(cc):
        pytest.skip(f"{cc} cannot build with -fsanitize=address,undefined here")
    plan = G.small_blocking_plan(isa)
    exe = G.sanitized_harness(emit_gemm(plan), isa)
    mr, nr = plan.mr, plan.nr
    dims = (0, 1, 2, mr - 1, mr, mr + 1, 2 * mr + 1, nr - 1, nr + 1, 2 * nr + 3)
    rng = np.random.default_rng(11)
    cases = []
    for i, (m, n, k) in enumerate((m, n, k) for m in dims for n in dims for k in (0, 1, 7, 17, 33)):
        cases.append(G.make_case(
            rng, m, n, k, layout=(G.ROW, G.COL)[i % 2], trans_a=bool(i & 2), trans_b=bool(i & 4),
            pad=(0, 5)[(i >> 3) & 1], alpha=(1.0, -0.5, 2.0)[i % 3], beta=(0.0, 1.0, 0.5)[i % 3],
            threads=1 + (i >> 4) % 2, nan_in_c=(i % 3 == 0)))
    verdicts = G.run_harness(exe, cases, env=SANITIZER_ENV)
    bad = [v for v in verdicts if not v.ok]
    assert len(verdicts) == len(dims) ** 2 * 5
    assert not bad, bad[:3]


def test_canary_check_catches_a_write_outside_c(isa):
    # The judge must notice a single float written into an ld gap or a guard band.
    rng = np.random.default_rng(12)
    case = G.make_case(rng, 5, 7, 3, pad=5)
    out = case.C.copy()
    exact, _ = G.expected(case)
    case.c_view(out)[...] = exact
    assert G.judge(case, out).ok
    gap = np.flatnonzero(~case.c_mask())
    for where in (gap[0], gap[G.GUARD + 1], gap[-1]):  # guard before, an ld gap, guard after
        bad = out.copy()
        bad[where] = 0.0
        assert not G.judge(case, bad).canaries_intact


# --------------------------------------------------------------------------- API errors


A = np.ones((4, 3), np.float32)
B = np.ones((3, 5), np.float32)


def test_wrong_dtype():
    with pytest.raises(DtypeError, match=r"A has dtype float64, expected float32 \(convert"):
        exogemm.gemm(A.astype(np.float64), B)
    with pytest.raises(DtypeError, match="B must be a 2-D NumPy array of float32.*got a Python list"):
        exogemm.gemm(A, [[1.0]])
    with pytest.raises(DtypeError, match="C has dtype int32"):
        exogemm.gemm(A, B, np.zeros((4, 5), np.int32))


def test_shape_mismatch():
    with pytest.raises(ShapeError, match=r"inner dimensions differ: op\(A\) is 4x3, op\(B\) is 5x3"):
        exogemm.gemm(A, B.T.copy())
    with pytest.raises(ShapeError, match=r"C has shape \(5, 4\), but op\(A\) @ op\(B\) is 4x5"):
        exogemm.gemm(A, B, np.zeros((5, 4), np.float32))
    with pytest.raises(ShapeError, match="A must be a 2-D NumPy array.*got a 1-D NumPy array"):
        exogemm.gemm(np.ones(3, np.float32), B)
    with pytest.raises(ShapeError, match="transposed"):
        exogemm.gemm(A, B, trans_a=True)


def test_c_aliasing_a_or_b():
    M = np.ones((6, 6), np.float32)
    with pytest.raises(AliasingError, match="C shares memory with A"):
        exogemm.gemm(M, np.ones((6, 6), np.float32), M)
    with pytest.raises(AliasingError, match="C shares memory with B"):
        exogemm.gemm(np.ones((6, 3), np.float32), M[:3], M[3:, :].T.copy().T if False else M[:, :])
    # views of one buffer that do not overlap are fine
    buf = np.zeros((8, 6), np.float32)
    exogemm.gemm(np.ones((4, 2), np.float32), np.ones((2, 6), np.float32)[:, :], buf[4:])
    exogemm.gemm(buf[:4, :2] + 1, np.ones((2, 6), np.float32), buf[4:])


def test_read_only_c():
    C = np.zeros((4, 5), np.float32)
    C.flags.writeable = False
    with pytest.raises(ReadOnlyError, match="C is read-only"):
        exogemm.gemm(A, B, C)


def test_non_finite_or_non_real_scalars():
    C = np.zeros((4, 5), np.float32)
    with pytest.raises(ScalarError, match="alpha must be finite, got nan"):
        exogemm.gemm(A, B, C, alpha=float("nan"))
    with pytest.raises(ScalarError, match="beta must be finite, got inf"):
        exogemm.gemm(A, B, C, beta=float("inf"))
    with pytest.raises(ScalarError, match="alpha must be a real number, got '2'"):
        exogemm.gemm(A, B, alpha="2")
    with pytest.raises(ScalarError, match="beta must be a real number, got 1j"):
        exogemm.gemm(A, B, C, beta=1j)
    # checked on every call, also where alpha goes unused (K == 0)
    with pytest.raises(ScalarError, match="alpha must be finite, got inf"):
        exogemm.gemm(np.ones((4, 0), np.float32), np.ones((0, 5), np.float32), C, alpha=np.inf)


def test_bad_threads_and_flags():
    with pytest.raises(ScalarError, match="threads must be None .* or an int >= 1; got 0"):
        exogemm.gemm(A, B, threads=0)
    with pytest.raises(ScalarError, match=r"threads must be None .* >= 1; got 1.5 \(float\)"):
        exogemm.gemm(A, B, threads=1.5)
    with pytest.raises(ScalarError, match="trans_a must be True or False, got 1"):
        exogemm.gemm(A, B, trans_a=1)


def test_errors_are_value_or_type_errors():
    assert issubclass(ShapeError, ValueError) and issubclass(DtypeError, TypeError)
    assert issubclass(AliasingError, ValueError) and issubclass(ReadOnlyError, ValueError)
    assert issubclass(ScalarError, ValueError) and issubclass(BlockingError, ValueError)


def test_blocking_errors(isa):
    tile = gemm_tile(isa)
    with pytest.raises(BlockingError, match=f"mc=100 must be a multiple of mr={tile.mr}"):
        make_plan(tile, Blocking(mc=100, nc=tile.nr * 4, kc=64))
    with pytest.raises(BlockingError, match=f"nc=33 must be a multiple of nr={tile.nr}"):
        make_plan(tile, Blocking(mc=tile.mr, nc=33, kc=64))
    with pytest.raises(BlockingError, match="kc must be a positive integer, got 0"):
        blocking_for(tile, kc=0)
    assert plan_for(tile, kc=100).blocking.kc == 100
    assert "overridden: kc=100" in plan_for(tile, kc=100).blocking.source
    with pytest.raises(LayoutError, match="layout one of rr, rc, cr, cc, got 'xx'"):
        schedule_gemm(plan_for(tile), "xx")
    with pytest.raises(ShapeError, match="give both mr and nr"):
        gemm_tile(isa, mr=4)

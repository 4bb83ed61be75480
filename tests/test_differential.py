"""exogemm.gemm against NumPy in float64 on random problems (hypothesis, derandomized: the
same examples on every run).

Why: the fixed sweeps (test_gemm.py, gen/check/gemm.py) cover the shapes someone thought
of; this draws the combinations nobody listed, from everything the API takes at once:
shapes 0..70 per dimension and a few larger, each operand's storage (C or F order, sliced
with steps, negative strides), trans_a / trans_b, alpha and beta (0, negative), the fused
bias / residual / ReLU, and 1 or 2 threads. Each result must be within the project's
error bound (gen/check/tolerance.py: gamma_(K+5) times the magnitude |alpha||op(A)||op(B)| +
|beta||C| + |bias| + |residual|, as gen/check/gemm.py's judge), every element around C in
its buffer (the step gaps and a guard band of CANARY) must keep its bits, the inputs must
be left as they were, and beta = 0 must not read C (which then holds NaN).

Only plans that are already built run: the tuning file is pointed at nothing, so
`exogemm.gemm` runs the default plan (or a selector's pick that is already scheduled) and
nothing is scheduled with Exo. The default run takes about ten seconds on a warm cache; the
`slow` variant draws many more examples.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import exogemm
from exogemm.core.errors import UnsupportedCpuError
from exogemm.gen.check import tolerance
from exogemm.runtime.dispatch import native_library, plan_for_shape

#: Settings both variants share: the same examples on every run, no time limit per example.
COMMON = dict(derandomize=True, deadline=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.fixture(scope="module", autouse=True)
def untuned(tmp_path_factory):
    """No tuning file, so no call can ask for a plan nobody built; skip off a native ISA."""
    try:
        native_library()
    except UnsupportedCpuError as exc:
        pytest.skip(str(exc))
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("EXOGEMM_TUNING", str(tmp_path_factory.mktemp("untuned") / "none.json"))
        yield


@dataclass(frozen=True)
class Layout:
    """How an operand sits in its buffer: the buffer's storage order, a slicing step per
    dimension (1: contiguous) and which dimensions run backwards (negative strides)."""

    order: str
    steps: tuple[int, int]
    flips: tuple[bool, bool]

    def cut(self, buffer: np.ndarray, shape: tuple[int, int]) -> np.ndarray:
        """The view of `shape` this layout takes from a buffer made by `buffer_shape`."""
        (s0, s1), g = self.steps, tolerance.GUARD
        view = buffer[g:g + shape[0] * s0:s0, g:g + shape[1] * s1:s1]
        return view[::-1 if self.flips[0] else 1, ::-1 if self.flips[1] else 1]

    def buffer_shape(self, shape: tuple[int, int]) -> tuple[int, int]:
        """The view's span plus a guard band of GUARD elements on every side."""
        return tuple(n * s + 2 * tolerance.GUARD for n, s in zip(shape, self.steps))


@dataclass
class Placed:
    """An operand in its buffer (filled with CANARY around it), and which buffer elements
    are the operand's."""

    view: np.ndarray
    buffer: np.ndarray
    mask: np.ndarray


def place(values: np.ndarray, layout: Layout) -> Placed:
    shape = layout.buffer_shape(values.shape)
    buffer = np.full(shape, tolerance.CANARY, np.float32, order=layout.order)
    mask = np.zeros(shape, bool)
    layout.cut(mask, values.shape)[...] = True
    view = layout.cut(buffer, values.shape)
    view[...] = values
    return Placed(view, buffer, mask)


@dataclass(frozen=True)
class Problem:
    """One call of exogemm.gemm; c_layout None: C=None (a new C, beta unused)."""

    M: int
    N: int
    K: int
    trans_a: bool
    trans_b: bool
    a_layout: Layout
    b_layout: Layout
    c_layout: Layout | None
    alpha: float
    beta: float
    bias: bool
    residual_layout: Layout | None
    relu: bool
    threads: int
    seed: int


dims = st.one_of(st.integers(0, 70), st.sampled_from([97, 130, 257]))
layouts = st.builds(Layout, order=st.sampled_from("CF"),
                    steps=st.tuples(st.sampled_from([1, 1, 2, 3]), st.sampled_from([1, 1, 2])),
                    flips=st.tuples(st.booleans(), st.booleans()))
reals = st.floats(-4, 4, allow_nan=False, width=32)
problems = st.builds(
    Problem, M=dims, N=dims, K=dims, trans_a=st.booleans(), trans_b=st.booleans(),
    a_layout=layouts, b_layout=layouts, c_layout=st.one_of(st.none(), layouts, layouts),
    alpha=st.one_of(st.sampled_from([0.0, 1.0, -1.0]), reals),
    beta=st.one_of(st.sampled_from([0.0, 1.0, -1.0, 0.5]), reals),
    bias=st.booleans(), residual_layout=st.one_of(st.none(), layouts), relu=st.booleans(),
    threads=st.sampled_from([1, 2]), seed=st.integers(0, 2**32 - 1))


def operand(rng: np.random.Generator, rows: int, cols: int, trans: bool,
            layout: Layout) -> tuple[Placed, np.ndarray]:
    """(the operand as passed, op(X) in float64): X is op(X).T when trans."""
    values = rng.uniform(-1, 1, (cols, rows) if trans else (rows, cols)).astype(np.float32)
    placed = place(values, layout)
    return placed, (values.T if trans else values).astype(np.float64)


def check_against_numpy(p: Problem) -> None:
    """Run p and judge it: within the bound, canaries intact, inputs unchanged."""
    rng = np.random.default_rng(p.seed)
    a, opA = operand(rng, p.M, p.K, p.trans_a, p.a_layout)
    b, opB = operand(rng, p.K, p.N, p.trans_b, p.b_layout)
    bias = rng.uniform(-1, 1, p.N).astype(np.float32) if p.bias else None
    r = None if p.residual_layout is None else place(
        rng.uniform(-1, 1, (p.M, p.N)).astype(np.float32), p.residual_layout)
    beta = 0.0 if p.c_layout is None else p.beta  # gemm ignores beta without C
    c = None if p.c_layout is None else place(
        np.full((p.M, p.N), np.nan, np.float32) if beta == 0.0
        else rng.uniform(-1, 1, (p.M, p.N)).astype(np.float32), p.c_layout)
    if min(p.M, p.N, p.K) > 0:  # where gemm asks for a plan
        assert plan_for_shape(p.M, p.N, p.K, p.threads)[1] != "tuned"
    read = [x for x in (a, b, r) if x is not None]
    read_sent = [x.buffer.copy() for x in read]
    c_sent = None if c is None else c.buffer.copy()
    added = ([] if bias is None else [bias[None, :]]) + ([] if r is None else [r.view])
    exact, bound = reference(p.alpha, opA, opB, beta, None if c is None else c.view, added,
                             p.relu)

    out = exogemm.gemm(a.view, b.view, None if c is None else c.view, alpha=p.alpha,
                       beta=p.beta, trans_a=p.trans_a, trans_b=p.trans_b, threads=p.threads,
                       bias=bias, relu=p.relu, residual=None if r is None else r.view)

    largest, ratio = tolerance.error_ratio(out, exact, bound)
    assert ratio <= 1.0, f"error {largest:g} is {ratio:.3g} x the bound"
    if c is not None:
        assert out is c.view
        assert tolerance.canaries_intact(c_sent, c.buffer, c.mask)
    assert all(tolerance.bits_equal(x.buffer, sent) for x, sent in zip(read, read_sent))


def reference(alpha: float, opA: np.ndarray, opB: np.ndarray, beta: float,
              C: np.ndarray | None, added: list[np.ndarray],
              relu: bool) -> tuple[np.ndarray, np.ndarray]:
    """The float64 result and its error bound (gen/check/gemm.py expected's: K + 5 rounded
    operations), taken before the call; beta = 0 takes C as 0, whatever it holds. `added`:
    what the epilogue adds (the bias as a row, the residual)."""
    c0 = np.zeros((opA.shape[0], opB.shape[1])) if beta == 0.0 else C.astype(np.float64)
    exact = alpha * (opA @ opB) + beta * c0
    magnitude = abs(alpha) * (np.abs(opA) @ np.abs(opB)) + abs(beta) * np.abs(c0)
    for term in (t.astype(np.float64) for t in added):
        exact = exact + term
        magnitude = magnitude + np.abs(term)
    if relu:
        exact = np.maximum(exact, 0.0)  # 1-Lipschitz: the bound carries over
    return exact, tolerance.error_bound(opA.shape[1] + 5, magnitude)


@settings(max_examples=600, **COMMON)
@given(problems)
def test_gemm_matches_numpy_in_float64(problem):
    check_against_numpy(problem)


@pytest.mark.slow
@settings(max_examples=5000, **COMMON)
@given(problems)
def test_gemm_matches_numpy_in_float64_many_more_examples(problem):
    check_against_numpy(problem)

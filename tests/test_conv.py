"""exogemm.conv2d: both variants against the NumPy reference convolution, on the native ISA
and (small shapes, implicit variant) under QEMU for every cross ISA; argument errors; the
memory report; the k-blocking. Slow: the same under ASan/UBSan and the im2col variant's
cross GEMMs (which need a full GEMM per ISA scheduled)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import exogemm
from exogemm.api.conv import (
    ConvShape,
    conv2d,
    conv2d_memory,
    conv2d_reference,
    conv2d_workspace_bytes,
    conv_shape,
    im2col,
)
from exogemm.api.gemm import native_isa
from exogemm.core import errors
from exogemm.gen.c.conv_build import k_blocking, m_block, workspace_floats
from exogemm.gen.check import conv as conv_check
from exogemm.isa import get_isa, known_isas


@pytest.fixture(scope="module")
def native():
    try:
        return native_isa()
    except errors.UnsupportedCpuError as exc:
        pytest.skip(str(exc))


def _report(verdicts) -> str:
    return "\n".join(f"{v.group} {v.label}: rc {v.returned} err/tol "
                     f"{v.max_error_over_tolerance:.3g} canaries {v.canaries_intact}"
                     for v in verdicts if not v.ok)


# --------------------------------------------------------------------------- NumPy only


def test_exported():
    assert exogemm.conv2d is conv2d
    assert "conv2d" in exogemm.__all__


def test_im2col_times_filter_is_the_reference():
    rng = np.random.default_rng(1)
    for case in conv_check.edge_cases(rng):
        s = case.shape
        A = im2col(case.x, s).astype(np.float64)
        w = case.w if case.layout == "RSCK" else np.transpose(case.w, (1, 2, 3, 0))
        got = (A @ w.reshape(-1, s.K).astype(np.float64)).reshape(s.Nb, s.Ho, s.Wo, s.K)
        want = conv2d_reference(case.x, case.w, **case.params)
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)


def test_reference_by_explicit_loops():
    """The einsum reference against the definition, element by element."""
    rng = np.random.default_rng(2)
    x = rng.uniform(-1, 1, (2, 5, 6, 3))
    w = rng.uniform(-1, 1, (4, 3, 2, 3))  # KRSC
    sh, sw, ph, pw, dh, dw = 2, 1, 1, 2, 1, 2
    ref = conv2d_reference(x, w, stride=(sh, sw), padding=(ph, pw), dilation=(dh, dw))
    for n, ho, wo, k in itertools.product(*map(range, ref.shape)):
        acc = 0.0
        for r, s, c in itertools.product(range(3), range(2), range(3)):
            hi, wi = ho * sh + r * dh - ph, wo * sw + s * dw - pw
            if 0 <= hi < 5 and 0 <= wi < 6:
                acc += x[n, hi, wi, c] * w[k, r, s, c]
        assert abs(ref[n, ho, wo, k] - acc) < 1e-12


def test_pointwise_im2col_is_a_view():
    x = np.zeros((2, 3, 4, 5), np.float32)
    A = im2col(x, conv_shape(x.shape, (7, 1, 1, 5)))
    assert A.shape == (24, 5) and np.shares_memory(A, x)


@pytest.mark.parametrize("C,R,S,kc", [(3, 7, 7, 219), (64, 3, 3, 219), (128, 3, 3, 219),
                                      (512, 3, 3, 219), (1024, 1, 1, 219), (5, 3, 2, 16),
                                      (40, 2, 2, 16), (1, 1, 1, 1), (17, 5, 6, 7)])
def test_k_blocking_boxes(C, R, S, kc):
    kr, ks, cb = k_blocking(C, R, S, kc)
    assert 1 <= kr <= R and 1 <= ks <= S and 1 <= cb <= C and kr * ks * cb <= kc
    assert kr == 1 or ks == S  # whole filter rows, or one row
    blocks = -(-C // cb) * -(-R // kr) * -(-S // ks)
    assert blocks >= -(-(C * R * S) // kc)
    if C * S <= kc:  # whole rows of all channels fit: splitting channels must not need more
        assert blocks <= -(-R // (kc // (S * C)))


def test_resnet_conv1_is_one_k_block_with_an_rgb_packer():
    from exogemm.gen.c.conv_build import SMALL_C, geometry
    from exogemm.plan.tile import gemm_tile
    from exogemm.policy.blocking import plan_for

    plan = plan_for(gemm_tile(get_isa("avx512")), kc=256)
    kr, ks, cb = k_blocking(3, 7, 7, plan.blocking.kc)
    assert (kr, ks, cb) == (7, 7, 3)
    assert geometry(plan, 3, 2, 1, 1, cb).cb == 3 <= SMALL_C
    assert geometry(plan, 64, 1, 1, 1, 64).cb == 0


def test_m_block():
    assert m_block(12544, 14, 2086, 1) == 2086
    assert m_block(12544, 14, 2086, 2) == 2086  # already >= 2 blocks
    assert m_block(784, 14, 2086, 2) == 392
    assert m_block(5, 14, 2086, 2) == 14
    assert m_block(49, 14, 2086, 1) == 56  # never more than M needs


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize("call,error,match", [
    (lambda x, w: conv2d(x.astype(np.float64), w), errors.DtypeError, "float32"),
    (lambda x, w: conv2d(x, w.astype(np.int32)), errors.DtypeError, "w has dtype"),
    (lambda x, w: conv2d(x.tolist(), w), errors.DtypeError, "NumPy array"),
    (lambda x, w: conv2d(x[0], w), errors.ShapeError, "4-D NHWC"),
    (lambda x, w: conv2d(x, w[0]), errors.ShapeError, "w must be 4-D"),
    (lambda x, w: conv2d(x, np.zeros((4, 3, 3, 5), np.float32)),
     errors.ChannelMismatchError, "5 input channels"),
    (lambda x, w: conv2d(x, np.zeros((3, 3, 5, 4), np.float32), filter_layout="RSCK"),
     errors.ChannelMismatchError, "input has 6"),
    (lambda x, w: conv2d(x, w, bias=np.zeros(5, np.float32)),
     errors.ChannelMismatchError, "bias has 5 values"),
    (lambda x, w: conv2d(x, w, bias=np.zeros((1, 4), np.float32)), errors.ShapeError, "1-D"),
    (lambda x, w: conv2d(x, w, bias=np.zeros(4)), errors.DtypeError, "bias"),
    (lambda x, w: conv2d(x, w, stride=0), errors.ConvParameterError, "stride must be positive"),
    (lambda x, w: conv2d(x, w, stride=1.5), errors.ConvParameterError, "stride"),
    (lambda x, w: conv2d(x, w, stride=(1, 2, 3)), errors.ConvParameterError, "pair"),
    (lambda x, w: conv2d(x, w, padding=-1), errors.ConvParameterError, "non-negative"),
    (lambda x, w: conv2d(x, w, padding=True), errors.ConvParameterError, "padding"),
    (lambda x, w: conv2d(x, w, dilation=(1, 0)), errors.ConvParameterError, "dilation"),
    (lambda x, w: conv2d(x, w, dilation=5), errors.ConvParameterError, "window"),
    (lambda x, w: conv2d(x, w, filter_layout="OIHW"), errors.LayoutError, "KRSC"),
    (lambda x, w: conv2d(x, w, variant="winograd"), errors.LayoutError, "variant"),
    (lambda x, w: conv2d(x, w, threads=0), errors.ScalarError, "threads"),
    (lambda x, w: conv2d(x, w, relu=1), errors.ScalarError, "relu"),
    (lambda x, w: conv2d(np.zeros((1, 0, 4, 6), np.float32), w), errors.ShapeError, "positive"),
])
def test_errors(call, error, match):
    x = np.zeros((1, 7, 8, 6), np.float32)
    w = np.zeros((4, 3, 3, 6), np.float32)  # KRSC
    with pytest.raises(error, match=match):
        call(x, w)
    assert issubclass(error, errors.ExogemmError)


def test_error_classes_are_value_and_type_errors():
    assert issubclass(errors.ChannelMismatchError, ValueError)
    assert issubclass(errors.ChannelMismatchError, errors.ShapeError)
    assert issubclass(errors.ConvParameterError, ValueError)
    assert issubclass(errors.LayoutError, ValueError)


def test_judge_catches_wrong_results():
    rng = np.random.default_rng(3)
    case = conv_check.edge_cases(rng)[1]
    exact = conv2d_reference(case.x, case.w, bias=case.bias, relu=case.relu, **case.params)
    assert conv_check.judge(case, exact.astype(np.float32), "t").ok
    bad = exact.astype(np.float32)
    bad[0, 1, 2, 3] += 1e-3
    assert not conv_check.judge(case, bad, "t").ok
    assert not conv_check.judge(case, exact.astype(np.float32), "t", canaries_intact=False).ok


# --------------------------------------------------------------------------- memory


def test_memory_report_resnet_layer():
    x_shape, w_shape = (1, 56, 56, 64), (64, 3, 3, 64)  # ResNet-50 layer1 3x3
    mem = conv2d_memory(x_shape, w_shape, padding=1, threads=1)
    M, N, K = 3136, 64, 576
    assert mem["gemm"] == {"M": M, "N": N, "K": K}
    assert mem["im2col"]["im2col_matrix"] == M * K * 4
    assert mem["implicit"]["total"] < mem["im2col"]["total"] / 4
    assert conv2d_workspace_bytes(x_shape, w_shape, padding=1, threads=1,
                                  variant="implicit") == mem["implicit"]["total"]
    pw = conv2d_memory((1, 56, 56, 64), (256, 1, 1, 64), threads=1)
    assert pw["im2col"]["im2col_matrix"] == 0  # x itself


def test_workspace_floats_matches_blocking():
    from exogemm.plan.tile import gemm_tile
    from exogemm.policy.blocking import plan_for

    plan = plan_for(gemm_tile(get_isa("avx512")), kc=256)
    ws = workspace_floats(12544, 64, 3, 7, 7, plan, 2)
    assert (ws["KR"], ws["KS"], ws["CB"]) == (7, 7, 3)
    assert ws["Ac"] == ws["mc"] * 147 * ws["threads"]
    assert ws["Bc"] == 64 * 147


# --------------------------------------------------------------------------- native


@pytest.mark.parametrize("variant", ["implicit", "im2col"])
@pytest.mark.parametrize("threads", [1, 2])
def test_conv2d_native(native, variant, threads):
    cases = conv_check.edge_cases(np.random.default_rng(4))
    verdicts = conv_check.run_native(cases, variant, threads=threads)
    assert all(v.ok for v in verdicts), _report(verdicts)


def test_implicit_tiny_blocks_and_canaries(native):
    """mc = 2 mr, nc = 2 nr, kc = 16: every case crosses pixel, channel and k-block edges;
    the output lies between canaries."""
    cases = conv_check.edge_cases(np.random.default_rng(5))
    verdicts = conv_check.run_native(cases, "implicit", threads=2,
                                     plan=conv_check.small_plans(native))
    assert all(v.ok for v in verdicts), _report(verdicts)


def test_implicit_larger_shape_matches_im2col(native):
    rng = np.random.default_rng(6)
    case = conv_check.make_case(rng, (2, 30, 29, 35), 70, 3, 3, stride=2, padding=1,
                                bias=True, relu=True)
    for variant in ("implicit", "im2col"):
        (v,) = conv_check.run_native([case], variant, threads=2)
        assert v.ok, _report([v])


def test_random_convs(native):
    """Random small convolutions (fixed seed): windows 1..4 x 1..4, strides and dilations 1..2,
    padding 0..2, odd channel counts, both layouts, bias / ReLU; both variants, and the
    implicit one also with tiny blocks."""
    rng = np.random.default_rng(12)
    cases = []
    for _ in range(20):
        R, S = (int(v) for v in rng.integers(1, 5, 2))
        sh, sw = (int(v) for v in rng.integers(1, 3, 2))
        d = int(rng.integers(1, 3))
        ph, pw = (int(v) for v in rng.integers(0, 3, 2))
        H = int(rng.integers(max(1, d * (R - 1) + 1 - 2 * ph), 14))
        W = int(rng.integers(max(1, d * (S - 1) + 1 - 2 * pw), 14))
        C = int(rng.choice([3, 5, 16, 19, 33]))
        cases.append(conv_check.make_case(
            rng, (int(rng.integers(1, 3)), H, W, C), int(rng.integers(1, 40)), R, S,
            stride=(sh, sw), padding=(ph, pw), dilation=d,
            layout=str(rng.choice(["KRSC", "RSCK"])), bias=bool(rng.random() < 0.5),
            relu=bool(rng.random() < 0.5)))
    verdicts = (conv_check.run_native(cases, "implicit", threads=2)
                + conv_check.run_native(cases, "im2col", threads=2)
                + conv_check.run_native(cases, "implicit", threads=1,
                                        plan=conv_check.small_plans(native)))
    assert all(v.ok for v in verdicts), _report(verdicts)


def test_empty_batch_and_no_output_channels(native):
    x = np.zeros((0, 5, 5, 3), np.float32)
    for variant in ("implicit", "im2col"):
        assert conv2d(x, np.zeros((4, 3, 3, 3), np.float32), variant=variant).shape == \
            (0, 3, 3, 4)
        assert conv2d(np.ones((1, 5, 5, 3), np.float32), np.zeros((0, 3, 3, 3), np.float32),
                      variant=variant).shape == (1, 3, 3, 0)


def test_non_contiguous_inputs(native):
    rng = np.random.default_rng(7)
    big = rng.uniform(-1, 1, (1, 12, 16, 8)).astype(np.float32)
    x = big[:, ::2, 1::2, :5]
    w = np.asfortranarray(rng.uniform(-1, 1, (3, 3, 5, 6)).astype(np.float32))
    want = conv2d_reference(x, w, padding=1, filter_layout="RSCK")
    for variant in ("implicit", "im2col"):
        got = conv2d(x, w, padding=1, filter_layout="RSCK", variant=variant)
        np.testing.assert_allclose(got, want, atol=1e-5)


def test_inputs_not_modified(native):
    rng = np.random.default_rng(8)
    x = rng.uniform(-1, 1, (1, 9, 9, 4)).astype(np.float32)
    w = rng.uniform(-1, 1, (5, 3, 3, 4)).astype(np.float32)
    b = rng.uniform(-1, 1, 5).astype(np.float32)
    x0, w0, b0 = x.copy(), w.copy(), b.copy()
    for variant in ("implicit", "im2col"):
        conv2d(x, w, bias=b, relu=True, variant=variant)
    assert np.array_equal(x, x0) and np.array_equal(w, w0) and np.array_equal(b, b0)


# --------------------------------------------------------------------------- other ISAs


def _native_name() -> str | None:
    try:
        return native_isa().name
    except errors.UnsupportedCpuError:
        return None


#: Every ISA in the registry but the one conv2d runs on here (a new isa/ file is tested too),
#: and those of them that run under an emulator.
OTHER_ISAS = [name for name in known_isas() if name != _native_name()]
CROSS_ISAS = [name for name in known_isas() if not get_isa(name).toolchain.native]


def _isa_or_skip(name):
    isa = get_isa(name)
    reason = isa.runnable_here()
    if reason:
        pytest.skip(f"{isa.key} cannot run here: {reason}")
    return isa


@pytest.mark.parametrize("name", OTHER_ISAS)
def test_implicit_other_isas(name):
    """Small shapes with tiny blocks: natively in-process for avx2, under QEMU (a C harness
    built by gen/cross.build_executable) for the cross ISAs."""
    isa = _isa_or_skip(name)
    cases = conv_check.edge_cases(np.random.default_rng(9))
    plan = conv_check.small_plans(isa)
    if isa.toolchain.native:
        verdicts = conv_check.run_native(cases, "implicit", threads=2, plan=plan)
    else:
        verdicts = conv_check.run_in_harness(isa, cases, plan, variants=("implicit",))
    assert len(verdicts) == len(cases)
    assert all(v.ok for v in verdicts), _report(verdicts)


@pytest.mark.slow
@pytest.mark.parametrize("name", CROSS_ISAS)
def test_im2col_cross(name):
    """The im2col variant on a cross ISA: NumPy's im2col matrix through that ISA's GEMM
    (tiny blocks) under QEMU, with the same epilogue conv2d applies."""
    isa = _isa_or_skip(name)
    cases = conv_check.edge_cases(np.random.default_rng(10))
    plan = conv_check.small_plans(isa)
    verdicts = conv_check.run_in_harness(isa, cases, plan, gemm_plan=plan, variants=("im2col",))
    assert len(verdicts) == len(cases)
    assert all(v.ok for v in verdicts), _report(verdicts)


@pytest.mark.slow
def test_implicit_sanitized(native):
    """Driver + packers + macro-kernel under ASan/UBSan (tiny blocks)."""
    cases = conv_check.edge_cases(np.random.default_rng(11))
    verdicts = conv_check.run_in_harness(native, cases, conv_check.small_plans(native),
                                         sanitize=True, variants=("implicit",))
    assert all(v.ok for v in verdicts), _report(verdicts)


@pytest.mark.slow
def test_validate_conv_native(native):
    report = conv_check.validate_conv(native)
    assert report.ok, "\n".join(report.lines())


def test_conv_shape_gemm():
    s = ConvShape(1, 224, 224, 3, 64, 7, 7, (2, 2), (3, 3))
    assert (s.Ho, s.Wo, s.gemm) == (112, 112, (12544, 64, 147))

"""`exogemm.conv2d`: 2-D convolution of NHWC float32 tensors on the generated GEMM.

    out = exogemm.conv2d(x, w, stride=2, padding=3)                    # x: (N, H, W, C)
    out = exogemm.conv2d(x, w, filter_layout="RSCK", variant="implicit", bias=b, relu=True)

As a GEMM (docs/suites.md): M = N*Ho*Wo output pixels, N = K output channels, K = R*S*C,
with Ho = (H + 2*ph - dh*(R-1) - 1) // sh + 1 (likewise Wo), A the im2col matrix
A[(n, ho, wo), (r, s, c)] = x[n, ho*sh + r*dh - ph, wo*sw + s*dw - pw, c] (0 in the padding)
and B the filter as a K x N matrix; the output C = A B is the NHWC output, bit for bit the
same memory layout.

Two variants:
  "im2col"    builds A in memory (M*K floats; none for a 1x1, stride-1, unpadded conv,
              where A is x itself) and calls exogemm.gemm.
  "implicit"  never builds A: the BLIS loops of the GEMM pack the micro-kernel's A slivers
              straight from x (procs/conv.py's pack_a_run, an Exo proc per column stride
              and dilation, and per channel count for inputs of <= 4 channels), with the
              GEMM's micro-kernel and blocking; the workspace is only the packed panels.
`conv2d_workspace_bytes` (and the breakdown `conv2d_memory`) say how much memory each needs.

Bias (per output channel), a residual (an NHWC tensor shaped like the output, e.g. a ResNet
shortcut) and ReLU: out = relu(conv + bias + residual). The im2col variant calls
exogemm.gemm's fused epilogue (applied as the micro-kernel stores each output tile, no extra
pass); the implicit variant applies bias and ReLU to each output block right after its last
k-block and does not take a residual yet.
"""

from __future__ import annotations

import numpy as np

from exogemm.api.gemm import gemm
from exogemm.core import return_codes
from exogemm.core.checks import array, flag
from exogemm.core.errors import (
    ChannelMismatchError,
    ConvParameterError,
    DtypeError,
    ExogemmError,
    LayoutError,
    ShapeError,
)
from exogemm.core.threads import resolve_threads, thread_count
from exogemm.gen.c.conv_build import (
    build_conv_native,
    build_packer_native,
    geometry,
    k_blocking,
    m_block,
    workspace_floats,
)
from exogemm.gen.c.gemm_source import SERIAL_BELOW
from exogemm.plan.conv_shape import ConvShape, conv_output_size
from exogemm.policy.selector import default_plan
from exogemm.runtime.dispatch import native_isa, plan_for_shape

__all__ = ["conv2d", "conv2d_reference", "conv2d_workspace_bytes", "conv2d_memory",
           "conv_output_size", "im2col", "ConvShape"]

FILTER_LAYOUTS = ("KRSC", "RSCK")
VARIANTS = ("im2col", "implicit")
FLOAT_BYTES = 4


# --------------------------------------------------------------------------- shapes


def _pair(name: str, value, minimum: int) -> tuple[int, int]:
    items = value if isinstance(value, (tuple, list)) else (value, value)
    if len(items) != 2:
        raise ConvParameterError(f"{name} must be an int or a pair (height, width), got {value!r}")
    out = []
    for v in items:
        if isinstance(v, np.integer):
            v = int(v)
        if isinstance(v, bool) or not isinstance(v, int):
            raise ConvParameterError(
                f"{name} must be an int or a pair of ints, got {value!r} ({type(v).__name__})")
        if v < minimum:
            what = "positive" if minimum == 1 else "non-negative"
            raise ConvParameterError(f"{name} must be {what}, got {value!r}")
        out.append(v)
    return out[0], out[1]


def _layout(filter_layout) -> str:
    if filter_layout not in FILTER_LAYOUTS:
        raise LayoutError(f"filter_layout must be one of {', '.join(FILTER_LAYOUTS)} "
                          f"(KRSC: w[k, r, s, c]; RSCK: w[r, s, c, k]), got {filter_layout!r}")
    return filter_layout


def conv_shape(x_shape, w_shape, *, stride=1, padding=0, dilation=1,
               filter_layout="KRSC") -> ConvShape:
    """Check the shapes and parameters of a convolution and return its ConvShape."""
    layout = _layout(filter_layout)
    sh, sw = _pair("stride", stride, 1)
    ph, pw = _pair("padding", padding, 0)
    dh, dw = _pair("dilation", dilation, 1)
    if len(x_shape) != 4:
        raise ShapeError(f"x must be 4-D NHWC (batch, height, width, channels), got "
                         f"{len(x_shape)}-D with shape {tuple(x_shape)}")
    if len(w_shape) != 4:
        raise ShapeError(f"w must be 4-D ({'K, R, S, C' if layout == 'KRSC' else 'R, S, C, K'}"
                         f" for {layout}), got {len(w_shape)}-D with shape {tuple(w_shape)}")
    Nb, H, W, C = (int(v) for v in x_shape)
    if layout == "KRSC":
        K, R, S, Cw = (int(v) for v in w_shape)
    else:
        R, S, Cw, K = (int(v) for v in w_shape)
    if H < 1 or W < 1 or C < 1:
        raise ShapeError(f"x has shape {tuple(x_shape)}: height, width and channels must be "
                         f"positive (the batch may be 0)")
    if R < 1 or S < 1:
        raise ShapeError(f"the filter window is {R}x{S}; both must be positive")
    if Cw != C:
        raise ChannelMismatchError(
            f"the filter has {Cw} input channels ({layout} shape {tuple(w_shape)}), "
            f"the input has {C} (NHWC shape {tuple(x_shape)})")
    shape = ConvShape(Nb, H, W, C, K, R, S, (sh, sw), (ph, pw), (dh, dw))
    if shape.Ho < 1 or shape.Wo < 1:
        raise ConvParameterError(
            f"the {R}x{S} window with dilation ({dh}, {dw}) spans "
            f"{dh * (R - 1) + 1}x{dw * (S - 1) + 1} pixels, more than the {H}x{W} input "
            f"padded by ({ph}, {pw}) has ({H + 2 * ph}x{W + 2 * pw})")
    return shape


# --------------------------------------------------------------------------- argument checks


#: What each array argument of conv2d may be, for the error messages.
ALLOWED = {"x": "a 4-D NHWC NumPy array of float32",
           "w": "a 4-D NumPy array of float32 (KRSC or RSCK)",
           "bias": "a 1-D NumPy array of float32 (one value per output channel)",
           "residual": "a NumPy array of float32 shaped like the output (N, Ho, Wo, K)"}


def _tensor(name: str, X) -> np.ndarray:
    X = array(name, X, ALLOWED[name])
    if X.dtype != np.float32:
        raise DtypeError(f"{name} has dtype {X.dtype}, expected float32 (convert with "
                         f"{name}.astype(np.float32))")
    return X


def _residual(residual, out_shape: tuple[int, ...], variant: str) -> np.ndarray | None:
    if residual is None:
        return None
    if variant != "im2col":
        raise ConvParameterError(
            f"residual= is fused only in the im2col variant, got variant={variant!r}; "
            f"use variant='im2col' (or add the residual yourself)")
    residual = _tensor("residual", residual)
    if residual.shape != out_shape:
        raise ShapeError(f"residual has shape {residual.shape}, expected the output's "
                         f"{out_shape} (N, Ho, Wo, K)")
    return np.ascontiguousarray(residual)


def _bias(bias, K: int) -> np.ndarray | None:
    if bias is None:
        return None
    bias = _tensor("bias", bias)
    if bias.ndim != 1:
        raise ShapeError(f"bias must be 1-D (one value per output channel), got shape "
                         f"{bias.shape}")
    if bias.shape[0] != K:
        raise ChannelMismatchError(f"bias has {bias.shape[0]} values, the filter has {K} "
                                   f"output channels")
    return np.ascontiguousarray(bias)


# --------------------------------------------------------------------------- conv2d


def conv2d(x, w, *, stride=1, padding=0, dilation=1, filter_layout="KRSC", bias=None,
           relu=False, residual=None, variant="im2col", threads=None) -> np.ndarray:
    """2-D convolution (cross-correlation, as in deep learning) of NHWC float32 `x`.

    x         (N, H, W, C) float32
    w         (K, R, S, C) for filter_layout "KRSC", (R, S, C, K) for "RSCK"; float32
    stride, padding, dilation   an int or a (height, width) pair; padding is zeros on both
              sides, stride and dilation >= 1
    bias      None or (K,) float32, added per output channel
    residual  None or an (N, Ho, Wo, K) float32 tensor added to the output (im2col variant)
    relu      max(0, .) after bias and residual
    variant   "im2col" (build the im2col matrix, call exogemm.gemm) or "implicit" (pack the
              GEMM's panels straight from x, no im2col matrix)
    threads   an int >= 1, or None for the default (OMP_NUM_THREADS, else the CPUs this
              process may use); clamped to those CPUs (a ThreadsWarning, once), and 1 in a
              fork child of a threaded process (exogemm/core/threads.py says why)

    Returns a new (N, Ho, Wo, K) float32 array. Non-contiguous x or w are copied first;
    masked arrays are refused (their mask would be ignored).
    Raises exogemm.core.errors.* (ValueError / TypeError subclasses) for bad arguments:
    DtypeError, ShapeError, ChannelMismatchError, ConvParameterError, LayoutError,
    ScalarError.
    """
    x = _tensor("x", x)
    w = _tensor("w", w)
    shape = conv_shape(x.shape, w.shape, stride=stride, padding=padding, dilation=dilation,
                       filter_layout=filter_layout)
    if variant not in VARIANTS:
        raise LayoutError(f"variant must be one of {', '.join(VARIANTS)}, got {variant!r}")
    relu = flag("relu", relu)
    b = _bias(bias, shape.K)
    out_shape = (shape.Nb, shape.Ho, shape.Wo, shape.K)
    res = _residual(residual, out_shape, variant)
    nthreads = resolve_threads(threads)
    out = np.empty(out_shape, dtype=np.float32)
    if out.size == 0:
        return out
    x = np.ascontiguousarray(x)
    w = np.ascontiguousarray(w)
    if variant == "im2col":
        _conv_im2col(shape, x, w, filter_layout, b, bool(relu), res, nthreads, out)
    else:
        _conv_implicit(shape, x, w, filter_layout, b, bool(relu), nthreads, out)
    return out


def _filter_matrix(shape: ConvShape, w: np.ndarray, layout: str) -> tuple[np.ndarray, bool]:
    """B (K x N) as a matrix view of w and whether gemm must transpose it."""
    KK = shape.R * shape.S * shape.C
    if layout == "RSCK":
        return w.reshape(KK, shape.K), False
    return w.reshape(shape.K, KK), True


def im2col(x: np.ndarray, shape: ConvShape) -> np.ndarray:
    """The im2col matrix A (M x R*S*C, columns ordered r, s, c) of NHWC x; for a pointwise
    conv (1x1, stride 1, no padding) a view of x (no copy)."""
    s = shape
    if s.is_pointwise:
        return x.reshape(s.Nb * s.H * s.W, s.C)
    A = np.zeros((s.Nb, s.Ho, s.Wo, s.R, s.S, s.C), dtype=np.float32)
    for r in range(s.R):
        ho0, ho1 = _valid(s.Ho, s.H, s.sh, s.ph, r * s.dh)
        if ho0 >= ho1:
            continue
        hi0 = ho0 * s.sh + r * s.dh - s.ph
        for q in range(s.S):
            wo0, wo1 = _valid(s.Wo, s.W, s.sw, s.pw, q * s.dw)
            if wo0 >= wo1:
                continue
            wi0 = wo0 * s.sw + q * s.dw - s.pw
            A[:, ho0:ho1, wo0:wo1, r, q, :] = x[
                :, hi0:hi0 + s.sh * (ho1 - ho0 - 1) + 1:s.sh,
                wi0:wi0 + s.sw * (wo1 - wo0 - 1) + 1:s.sw, :]
    return A.reshape(s.Nb * s.Ho * s.Wo, s.R * s.S * s.C)


def _valid(n_out: int, n_in: int, stride: int, pad: int, offset: int) -> tuple[int, int]:
    """Output indices o in [lo, hi) whose input index o*stride + offset - pad is in range."""
    lo = max(0, -(-(pad - offset) // stride))
    hi = min(n_out, (n_in - 1 + pad - offset) // stride + 1) if n_in - 1 + pad - offset >= 0 else 0
    return lo, max(lo, hi)


def _conv_im2col(shape, x, w, layout, bias, relu, residual, nthreads, out) -> None:
    A = im2col(x, shape)
    B, trans_b = _filter_matrix(shape, w, layout)
    M = shape.Nb * shape.Ho * shape.Wo
    C = out.reshape(M, shape.K)
    R = None if residual is None else residual.reshape(M, shape.K)
    gemm(A, B, C, trans_b=trans_b, threads=nthreads, bias=bias, relu=relu, residual=R)


def _native_plan(shape: ConvShape, threads: int):
    """The plan of the implicit variant: the tuned plan of this conv's GEMM shape if `exogemm
    tune` measured one (runtime.plan_for_shape, so both variants share tuning), else the
    default plan. Not the selector's untuned pick: each plan needs its own conv kernels, a
    build of about a minute, which a first conv2d call must not pay for a guess, and a
    fallback that depended on whether they were built would make the bits depend on the
    cache (docs/gemm.md "Reproducibility"). A tuned non-default plan costs one conv build
    on first use."""
    M, N, K = shape.gemm
    if min(M, N, K) <= 0:
        return default_plan(native_isa())
    choice = plan_for_shape(M, N, K, threads)
    return choice.plan if choice.why == "tuned" else default_plan(native_isa())


def _conv_implicit(shape, x, w, layout, bias, relu, nthreads, out, plan=None) -> None:
    run = implicit_runner(shape, x, w, layout, bias, relu, nthreads, out, plan)
    rc = run()
    if rc != 0:
        raise ExogemmError(f"generated conv failed: {return_codes.meaning(rc)}")


def implicit_runner(shape: ConvShape, x: np.ndarray, w: np.ndarray, layout: str,
                    bias: np.ndarray | None, relu: bool, nthreads: int, out: np.ndarray,
                    plan=None):
    """A zero-argument function that runs the implicit conv on these (checked, C-contiguous)
    arrays and returns the driver's code: every argument is converted once, so benchmarks
    can call it in a loop. nthreads: the count to run, >= 1 (exogemm.core.threads.resolve_threads
    for a user's value). plan: the GEMM plan (default: the one exogemm.gemm uses for this
    conv's GEMM shape, see _native_plan)."""
    s = shape
    plan = plan or _native_plan(shape, nthreads)
    lib = build_conv_native(plan)
    kr, ks, cb = k_blocking(s.C, s.R, s.S, plan.blocking.kc)
    packer = build_packer_native(plan.tile.isa, geometry(plan, s.C, s.sw, s.dh, s.dw, cb))
    M, N, _ = s.gemm
    mc = m_block(M, plan.mr, plan.blocking.mc, nthreads)
    ffi = lib.ffi
    keep = (x, w, bias, out, packer)  # the arrays and the packer module outlive the calls

    def ptr(a):
        return ffi.cast("float *", a.__array_interface__["data"][0])

    args = (s.Nb, s.H, s.W, s.C, s.K, s.R, s.S, s.sh, s.sw, s.ph, s.pw, s.dh, s.dw,
            ptr(x), ptr(w), int(layout == "KRSC"),
            ptr(bias) if bias is not None else ffi.NULL, int(relu), ptr(out),
            ffi.cast("void *", packer.address), kr, ks, cb, mc, nthreads)
    fn = lib.fn("conv")

    def run(_keep=keep) -> int:
        return fn(*args)

    return run


# --------------------------------------------------------------------------- memory


def conv2d_memory(x_shape, w_shape, *, stride=1, padding=0, dilation=1, filter_layout="KRSC",
                  threads=None) -> dict:
    """Workspace bytes of both variants for one call, by buffer (nothing is compiled).

    im2col:   the im2col matrix (M*K floats; 0 for a pointwise conv, where it is x) and the
              GEMM's packing buffers (per thread of the GEMM, on its slice of m x n:
              Ac ceil(min(m, mc)/mr)*mr*kc floats, Bc ceil(min(n, nc)/nr)*nr*kc; as
              gen/gemm_build's wrapper reserves them).
    implicit: the packing buffers only: one Ac of mc'*kb floats per busy thread (mc' <= mc,
              see gen/conv_build.m_block; kb = KR*KS*CB <= kc, the k-block of
              gen/conv_build.k_blocking) and one Bc of ceil(min(N, nc)/nr)*nr*kb.
    Each buffer is rounded up to whole 4 KiB pages (2 MiB from 1 MiB up) when allocated, and
    kept for later calls until its thread exits (exogemm's per-thread workspace,
    procs/workspace.h); the output tensor is not counted.
    """
    shape = conv_shape(x_shape, w_shape, stride=stride, padding=padding, dilation=dilation,
                       filter_layout=filter_layout)
    nt = thread_count(threads)
    plan = _native_plan(shape, nt)
    M, N, K = shape.gemm
    a_cols = 0 if shape.is_pointwise else M * K
    gemm_ac, gemm_bc = _gemm_workspace_floats(M, N, K, plan, nt)
    imp = workspace_floats(M, N, shape.C, shape.R, shape.S, plan, nt)
    im2col_bytes = {"im2col_matrix": a_cols * FLOAT_BYTES, "packed_A": gemm_ac * FLOAT_BYTES,
                    "packed_B": gemm_bc * FLOAT_BYTES}
    implicit_bytes = {"packed_A": imp["Ac"] * FLOAT_BYTES, "packed_B": imp["Bc"] * FLOAT_BYTES}
    im2col_bytes["total"] = sum(im2col_bytes.values())
    implicit_bytes["total"] = sum(implicit_bytes.values())
    return {"gemm": {"M": M, "N": N, "K": K}, "plan": plan.describe(), "threads": nt,
            "im2col": im2col_bytes, "implicit": implicit_bytes,
            "implicit_blocking": {k: imp.get(k) for k in ("KR", "KS", "CB", "mc", "threads")},
            "input_bytes": int(np.prod(x_shape)) * FLOAT_BYTES,
            "output_bytes": M * N * FLOAT_BYTES}


def _gemm_workspace_floats(M: int, N: int, K: int, plan, threads: int) -> tuple[int, int]:
    """(Ac, Bc) floats exogemm.gemm reserves for an M x N x K call on `threads` threads: the
    wrapper in gen/c/gemm_build.py gives each thread a slice of whole mr-row (or nr-column)
    tiles with its own packing buffers (one thread below its SERIAL_BELOW flops)."""
    if M == 0 or N == 0 or K == 0:
        return 0, 0
    b, mr, nr = plan.blocking, plan.mr, plan.nr
    mt, nt = -(-M // mr), -(-N // nr)
    split_m = mt >= 2 * threads or mt >= nt
    tiles = mt if split_m else nt
    want = threads
    if M * N * K < SERIAL_BELOW or tiles < 2:
        want = 1
    want = min(want, tiles)
    ac = bc = 0
    for t in range(want):
        lo, hi = tiles * t // want, tiles * (t + 1) // want
        m, n = M, N
        if split_m:
            m = min(hi * mr, M) - lo * mr
        else:
            n = min(hi * nr, N) - lo * nr
        if m > 0 and n > 0:
            ac += -(-min(m, b.mc) // mr) * mr * b.kc
            bc += -(-min(n, b.nc) // nr) * nr * b.kc
    return ac, bc


def conv2d_workspace_bytes(x_shape, w_shape, *, stride=1, padding=0, dilation=1,
                           filter_layout="KRSC", variant="im2col", threads=None) -> int:
    """Bytes of workspace `conv2d` needs for this shape and variant (see conv2d_memory)."""
    if variant not in VARIANTS:
        raise LayoutError(f"variant must be one of {', '.join(VARIANTS)}, got {variant!r}")
    mem = conv2d_memory(x_shape, w_shape, stride=stride, padding=padding, dilation=dilation,
                        filter_layout=filter_layout, threads=threads)
    return int(mem[variant]["total"])


# --------------------------------------------------------------------------- reference


def conv2d_reference(x, w, *, stride=1, padding=0, dilation=1, filter_layout="KRSC",
                     bias=None, relu=False, residual=None, dtype=np.float64) -> np.ndarray:
    """The convolution in NumPy (float64 by default), independently of im2col: the input is
    zero-padded, and for each filter tap (r, s) the strided window of the padded input is
    contracted with w[r, s] over channels (einsum)."""
    x = np.asarray(x)
    w = np.asarray(w)
    s = conv_shape(x.shape, w.shape, stride=stride, padding=padding, dilation=dilation,
                   filter_layout=filter_layout)
    wr = w if filter_layout == "RSCK" else np.transpose(w, (1, 2, 3, 0))  # -> R, S, C, K
    xp = np.zeros((s.Nb, s.H + 2 * s.ph, s.W + 2 * s.pw, s.C), dtype=dtype)
    xp[:, s.ph:s.ph + s.H, s.pw:s.pw + s.W, :] = x
    out = np.zeros((s.Nb, s.Ho, s.Wo, s.K), dtype=dtype)
    for r in range(s.R):
        for q in range(s.S):
            h0, w0 = r * s.dh, q * s.dw
            win = xp[:, h0:h0 + s.sh * (s.Ho - 1) + 1:s.sh, w0:w0 + s.sw * (s.Wo - 1) + 1:s.sw, :]
            out += np.einsum("nhwc,ck->nhwk", win, wr[r, q].astype(dtype), optimize=True)
    if bias is not None:
        out += np.asarray(bias, dtype=dtype)
    if residual is not None:
        out += np.asarray(residual, dtype=dtype)
    if relu:
        out = np.maximum(out, 0)
    return out

"""Deep-learning layer suites: every GEMM shape derived from a small table of the network.

    from exogemm.models.suites import get_suite
    for layer in get_suite("resnet50").layers():            # default batches (1, 32)
        print(layer.name, layer.count, layer.gemm)          # conv1 1 (12544, 64, 147)

A convolution becomes a GEMM after im2col (docs/suites.md):

    M = batch * H_out * W_out     N = output channels     K = R * S * C_in
    H_out = (H + 2*pad - dilation*(R-1) - 1) // stride + 1    (likewise W_out)

a fully-connected (linear) layer on T rows (batch, or batch * sequence length for BERT) is
M = T, N = out features, K = in features. Each network below is a table of its definition
(stages, widths, strides, resolutions); `layers()` walks it, tracking the activation size,
and yields one `Layer` per distinct GEMM with `count` = how often it occurs in one forward
pass (so sum(count * flops) is the network's GEMM work).

Suites
  resnet50   ResNet-50 v1.5 (the stride-2 3x3 conv in the bottleneck): stem 7x7/2 conv and
             the 1x1 / 3x3 / 1x1 bottleneck convs plus projection shortcuts, 224x224 input;
             batch 1 and a batch slice of 32 (the issue's m = 401408 = 32 * 112 * 112 for
             conv1). The classifier is left out (the issue asks for the convolutions).
  mobilenet  MobileNet-v1 (width 1.0, 224x224): its 13 pointwise (1x1) convs and the
             classifier (1024 -> 1000); depthwise 3x3 convs are not GEMMs and the 3x3 stem
             is left out, as the issue asks. Batch 1 and 32.
  vgg16      VGG-16 (configuration D, 224x224): 13 3x3 convs (pad 1) and 3 fully-connected
             layers, batch 1.
  bert       BERT-Large encoder (hidden 1024, 16 heads of 64, FFN 4096, 24 layers), batch 1
             at sequence lengths 128 and 512: fused QKV projection (N = 3 * 1024, the three
             projections as one GEMM as inference engines run them), attention output
             projection, FFN up and down; and the attention's batched GEMMs, one per head:
             scores Q K^T (M = N = seq, K = 64, op(B) transposed) and context P V (M = seq,
             N = 64, K = seq), each listed once with count = 16 heads x 24 layers.

`quick` suites (bench --quick) use batch 1 / sequence 128 only and, for VGG-16, leave out the
two largest FC layers' weight matrices (411 MB and 67 MB, memory-bound at batch 1).

Shape suites (no network behind them; the region where call overhead, edge tiles and
memory bandwidth decide, and where LIBXSMM is the peer people use):
  small      squares 4..128 ("squares"); fully connected layers at batch 1, 2, 4, 8, 16 with
             256, 512 and 1024 features and the 2048 -> 1000 classifier ("fc"); decode
             GEMMs, M = 1, 2, 4, 8 rows against 4096 x 4096 and 11008 x 4096 weights, with
             the weights stored [in, out] (op(B) = B) and [out, in] as PyTorch's Linear
             keeps them (op(B) = B^T) ("decode").
  speech     speech and translation inference at batch 1, 2, 4 and 16 (quick: 1 and 16):
             Transformer-base's encoder over 128 source tokens (M = batch x 128) and its
             attention, its decoder step (M = batch) with the 32000-word vocabulary
             projection, a 5-layer 1024-cell LSTM's input projection over 200 frames and
             its recurrent step (M = batch against 16 MB of weights).
  odd        thin and degenerate shapes: thin (3x5000x7, 7x7x5000, 1x4096x1, ...), rank-1
             (K = 1), prime sizes, tiny (1x1x1, 2x2x2, 5x3x2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Iterator

from exogemm.core.errors import ExogemmError
from exogemm.plan.conv_shape import conv_output_size

IMAGE = 224  # input resolution of the ImageNet networks


@dataclass(frozen=True)
class Layer:
    """One distinct GEMM of a network: where it comes from and its (M, N, K)."""

    name: str  # first layer with this shape, e.g. "layer2.0.conv2"
    kind: str  # "conv", "fc", "linear", "attention"
    group: str  # "batch 1", "seq 512", ...: layers are reported per group
    M: int
    N: int
    K: int
    count: int = 1  # occurrences per forward pass (layers x heads)
    trans_b: bool = False  # op(B) = B^T (attention scores Q K^T)
    conv: dict | None = None  # conv2d's hyper-parameters (batch, H, W, C, K, R, S, stride, ...)
    also: tuple[str, ...] = ()  # other layers with the same GEMM

    @property
    def gemm(self) -> tuple[int, int, int]:
        return self.M, self.N, self.K

    @property
    def flops(self) -> int:
        return 2 * self.M * self.N * self.K

    @property
    def key(self) -> str:
        """Unique within a suite: group and shape."""
        return f"{self.group}|{self.M}x{self.N}x{self.K}{'T' if self.trans_b else ''}"

    def describe(self) -> str:
        if self.conv:
            c = self.conv
            return (f"{c['R']}x{c['S']}/{c['stride']} conv {c['C']}->{c['K']} on "
                    f"{c['H']}x{c['W']}, pad {c['padding']}, batch {c['batch']}")
        return f"{self.kind} {self.M} rows, {self.K} -> {self.N}"


# --------------------------------------------------------------------------- derivation


#: A conv hyper-parameter: the same for both axes, or (height, width).
Pair = int | tuple[int, int]


def _per_axis(value: Pair) -> tuple[int, int]:
    return (value, value) if isinstance(value, int) else value


@dataclass
class LayerWalker:
    """Collects layers in network order, merging repeated GEMM shapes."""

    group: str
    found: dict = field(default_factory=dict)

    def conv(self, name: str, batch: int, H: int, W: int, C: int, K: int, R: int, S: int = 0,
             stride: Pair = 1, padding: Pair = 0, dilation: Pair = 1,
             kind: str = "conv") -> tuple[int, int]:
        """Add a conv layer; return its output (H_out, W_out). stride, padding (on both
        sides) and dilation are one int or a (height, width) pair, as conv2d takes them."""
        S = S or R
        (sh, sw), (ph, pw), (dh, dw) = (_per_axis(v) for v in (stride, padding, dilation))
        Ho = conv_output_size(H, R, sh, ph, dh)
        Wo = conv_output_size(W, S, sw, pw, dw)
        self.add(name, kind, batch * Ho * Wo, K, R * S * C,
                 conv=dict(batch=batch, H=H, W=W, C=C, K=K, R=R, S=S, stride=stride,
                           padding=padding, dilation=dilation))
        return Ho, Wo

    def linear(self, name: str, rows: int, d_in: int, d_out: int, kind: str = "fc",
               count: int = 1) -> None:
        self.add(name, kind, rows, d_out, d_in, count=count)

    def add(self, name: str, kind: str, M: int, N: int, K: int, count: int = 1,
            trans_b: bool = False, conv: dict | None = None) -> None:
        key = (M, N, K, trans_b)
        if key in self.found:
            old = self.found[key]
            self.found[key] = Layer(old.name, old.kind, old.group, M, N, K, old.count + count,
                                    trans_b, old.conv, old.also + (name,))
        else:
            self.found[key] = Layer(name, kind, self.group, M, N, K, count, trans_b, conv)

    def layers(self) -> list[Layer]:
        return list(self.found.values())


#: ResNet-50 v1.5: (bottleneck blocks, width, output channels, stride of the first block).
RESNET50_STAGES = ((3, 64, 256, 1), (4, 128, 512, 2), (6, 256, 1024, 2), (3, 512, 2048, 2))
RESNET50_STEM = dict(K=64, R=7, stride=2, padding=3)  # then 3x3/2 max-pool, padding 1


def resnet50(batch: int) -> list[Layer]:
    g = LayerWalker(f"batch {batch}")
    H, C = IMAGE, 3
    H, _ = g.conv("conv1", batch, H, H, C, **RESNET50_STEM)
    C = RESNET50_STEM["K"]
    H = conv_output_size(H, 3, 2, 1)  # max-pool: 112 -> 56
    for stage, (blocks, width, out, stride) in enumerate(RESNET50_STAGES, start=1):
        for b in range(blocks):
            s = stride if b == 0 else 1
            name = f"layer{stage}.{b}"
            g.conv(f"{name}.conv1", batch, H, H, C, width, 1)
            Ho, _ = g.conv(f"{name}.conv2", batch, H, H, width, width, 3, stride=s, padding=1)
            g.conv(f"{name}.conv3", batch, Ho, Ho, width, out, 1)
            if b == 0:  # projection shortcut: 1x1 with the block's stride
                g.conv(f"{name}.downsample", batch, H, H, C, out, 1, stride=s)
            H, C = Ho, out
    return g.layers()


#: MobileNet-v1: stem 3x3/2 conv to 32 channels, then (depthwise stride, pointwise output
#: channels) of the 13 depthwise-separable blocks; classifier 1024 -> 1000.
MOBILENET_STEM = dict(K=32, R=3, stride=2, padding=1)
MOBILENET_BLOCKS = ((1, 64), (2, 128), (1, 128), (2, 256), (1, 256), (2, 512),
                    (1, 512), (1, 512), (1, 512), (1, 512), (1, 512), (2, 1024), (1, 1024))
MOBILENET_CLASSES = 1000


def mobilenet(batch: int) -> list[Layer]:
    g = LayerWalker(f"batch {batch}")
    H = conv_output_size(IMAGE, MOBILENET_STEM["R"], MOBILENET_STEM["stride"],
                         MOBILENET_STEM["padding"])  # the stem itself is not in the suite
    C = MOBILENET_STEM["K"]
    for i, (dw_stride, out) in enumerate(MOBILENET_BLOCKS, start=1):
        H = conv_output_size(H, 3, dw_stride, 1)  # depthwise 3x3 (not a GEMM)
        g.conv(f"block{i}.pointwise", batch, H, H, C, out, 1)
        C = out
    g.linear("classifier", batch, C, MOBILENET_CLASSES)  # after global average pooling
    return g.layers()


#: VGG-16 (configuration D): output channels of the 3x3 convs, "M" = 2x2/2 max-pool.
VGG16_CONVS = (64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512, "M",
               512, 512, 512, "M")
VGG16_FC = (4096, 4096, 1000)


def vgg16(batch: int, quick: bool = False) -> list[Layer]:
    g = LayerWalker(f"batch {batch}")
    H, C, block, index = IMAGE, 3, 1, 1
    for item in VGG16_CONVS:
        if item == "M":
            H = conv_output_size(H, 2, 2)
            block, index = block + 1, 1
            continue
        g.conv(f"conv{block}_{index}", batch, H, H, C, item, 3, padding=1)
        C, index = item, index + 1
    d_in = H * H * C  # flattened 7x7x512 = 25088
    for i, d_out in enumerate(VGG16_FC, start=6):
        if not (quick and d_in * d_out > 4096 * 1000):
            g.linear(f"fc{i}", batch, d_in, d_out)
        d_in = d_out
    return g.layers()


#: BERT-Large encoder.
BERT_LARGE = dict(layers=24, hidden=1024, heads=16, ffn=4096)


def bert(seq: int, batch: int = 1) -> list[Layer]:
    h, heads, ffn, n = (BERT_LARGE[k] for k in ("hidden", "heads", "ffn", "layers"))
    d = h // heads  # 64 per head
    T = batch * seq
    g = LayerWalker(f"seq {seq}")
    g.linear("qkv_projection", T, h, 3 * h, "linear", count=n)
    g.add("attention_scores", "attention", seq, seq, d, count=n * batch * heads, trans_b=True)
    g.add("attention_context", "attention", seq, d, seq, count=n * batch * heads)
    g.linear("output_projection", T, h, h, "linear", count=n)
    g.linear("ffn_up", T, h, ffn, "linear", count=n)
    g.linear("ffn_down", T, ffn, h, "linear", count=n)
    return g.layers()


#: Transformer-base (Vaswani et al.), the translation model: 6 encoder and 6 decoder layers,
#: d_model 512, 8 heads of 64, FFN 2048, a shared 32000-word vocabulary; a source sentence
#: of SOURCE tokens.
TRANSFORMER_BASE = dict(layers=6, hidden=512, heads=8, ffn=2048, vocab=32000)
SOURCE = 128
#: A speech recognizer's stacked LSTM (DeepSpeech-2 / RNN-T encoder class): 5 layers of
#: 1024 cells over FRAMES acoustic frames (2 s at a 10 ms hop).
SPEECH_LSTM = dict(layers=5, hidden=1024)
FRAMES = 200


def speech(batch: int) -> list[Layer]:
    """Speech and translation inference at `batch` utterances or sentences (docs/suites.md):

    translation (Transformer-base): the encoder over the source (M = batch x 128 tokens:
    the sequence-length batches in the hundreds), its attention per head (scores and
    context over 128 positions); the decoder's step (M = batch: one new token per
    sentence) through self-attention, cross-attention and FFN projections, and the output
    projection onto the 32000-word vocabulary (65 MB of f32 weights read per step);
    speech (stacked LSTM): the input projection of every frame at once (M = batch x 200,
    K = 1024, N = 4 x 1024 gates) and the recurrent step (M = batch, K = 1024, N = 4096:
    16 MB of weights per step and layer, the decode class)."""
    t = TRANSFORMER_BASE
    h, heads, ffn, n = t["hidden"], t["heads"], t["ffn"], t["layers"]
    d = h // heads
    w = LayerWalker(f"batch {batch}")
    T = batch * SOURCE
    w.linear("encoder qkv", T, h, 3 * h, "linear", count=n)
    w.add("encoder attention scores", "attention", SOURCE, SOURCE, d, count=n * batch * heads,
          trans_b=True)
    w.add("encoder attention context", "attention", SOURCE, d, SOURCE, count=n * batch * heads)
    w.linear("encoder output projection", T, h, h, "linear", count=n)
    w.linear("encoder ffn up", T, h, ffn, "linear", count=n)
    w.linear("encoder ffn down", T, ffn, h, "linear", count=n)
    w.linear("decoder cross-attention keys and values", T, h, 2 * h, "linear", count=n)
    w.linear("decoder step qkv", batch, h, 3 * h, "linear", count=n)
    w.linear("decoder step projections", batch, h, h, "linear", count=3 * n)
    w.linear("decoder step ffn up", batch, h, ffn, "linear", count=n)
    w.linear("decoder step ffn down", batch, ffn, h, "linear", count=n)
    w.linear("decoder step vocabulary", batch, h, t["vocab"], "linear")
    cells, layers = SPEECH_LSTM["hidden"], SPEECH_LSTM["layers"]
    w.linear("lstm input projection", batch * FRAMES, cells, 4 * cells, "linear", count=layers)
    w.linear("lstm recurrent step", batch, cells, 4 * cells, "linear",
             count=layers * FRAMES)
    return w.layers()


# --------------------------------------------------------------------------- shape suites

SMALL_SQUARES = (4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128)
SMALL_FC_BATCHES = (1, 2, 4, 8, 16)
SMALL_FC_FEATURES = (256, 512, 1024)
CLASSIFIER = (2048, 1000)  # in, out features (ResNet-50's)
DECODE_ROWS = (1, 2, 4, 8)
DECODE_WEIGHTS = ((4096, 4096), (4096, 11008))  # in, out features (LLaMA-7B's)
QUICK_FC_BATCHES = (1, 8)
QUICK_DECODE_ROWS = (1, 8)

#: (group, M, N, K) of the odd suite.
ODD_SHAPES = (
    ("thin", 3, 5000, 7), ("thin", 5000, 3, 7), ("thin", 7, 7, 5000), ("thin", 1, 4096, 1),
    ("thin", 4096, 1, 1), ("thin", 64, 5, 64), ("thin", 5, 64, 64), ("thin", 37, 1000, 59),
    ("thin", 1024, 1, 1024), ("thin", 512, 4, 512),
    ("rank-1", 256, 256, 1), ("rank-1", 1000, 1000, 1),
    ("prime", 17, 31, 13), ("prime", 97, 101, 103), ("prime", 251, 257, 263),
    ("tiny", 1, 1, 1), ("tiny", 5, 3, 2), ("tiny", 2, 2, 2),
)


def small(quick: bool = False) -> list[Layer]:
    """The small suite: squares, batch 1-16 fully connected layers, decode GEMMs."""
    out = [Layer(f"square {n}", "square", "squares", n, n, n) for n in SMALL_SQUARES]
    for batch in QUICK_FC_BATCHES if quick else SMALL_FC_BATCHES:
        widths = [(f, f) for f in SMALL_FC_FEATURES] + [CLASSIFIER]
        out += [Layer(f"fc {d_in}->{d_out}", "fc", "fc", batch, d_out, d_in)
                for d_in, d_out in widths]
    for d_in, d_out in DECODE_WEIGHTS:
        for rows in QUICK_DECODE_ROWS if quick else DECODE_ROWS:
            out += [Layer(f"decode {d_in}->{d_out}{' W[out,in]' if t else ''}", "decode",
                          "decode", rows, d_out, d_in, trans_b=t) for t in (False, True)]
    return out


def odd(quick: bool = False) -> list[Layer]:
    """The odd suite (the same shapes with or without `quick`: each is cheap)."""
    return [Layer(f"{group} {m}x{n}x{k}", group, group, m, n, k) for group, m, n, k in ODD_SHAPES]


# --------------------------------------------------------------------------- held-out shapes

#: GoogLeNet's inception modules (Szegedy et al. 2015) the held-out suite takes: name, input
#: side, input channels, and the six branch widths (1x1, 3x3 reduce, 3x3, 5x5 reduce, 5x5,
#: pool projection).
INCEPTION = (("3a", 28, 192, (64, 96, 128, 16, 32, 32)),
             ("4a", 14, 480, (192, 96, 208, 16, 48, 64)),
             ("5b", 7, 832, (384, 192, 384, 48, 128, 128)))
#: EfficientNet-B0's MBConv pointwise convolutions (Tan and Le 2019): side, in, out channels.
EFFICIENTNET_POINTWISE = ((112, 32, 16), (112, 16, 96), (56, 96, 24), (56, 24, 144),
                          (56, 144, 24), (28, 144, 40), (28, 40, 240), (28, 240, 40),
                          (14, 240, 80), (14, 80, 480), (14, 480, 112), (7, 672, 192),
                          (7, 192, 1152), (7, 1152, 320), (7, 320, 1280))
GPT2_SMALL = dict(hidden=768, ffn=3072, seq=64)
LSTM = dict(hidden=512, batch=8)


def heldout(quick: bool = False) -> list[Layer]:
    """Batch-1 layer shapes of networks outside the four tuned suites (GoogLeNet,
    SqueezeNet 1.1, DenseNet-121, EfficientNet-B0, GPT-2 small at sequence 64, an LSTM step,
    AlexNet's first classifier layer): shapes `exogemm tune --suite` never measured, on
    which the selector's pick is compared with the default plan. A shape that also occurs
    in a tuned suite (at any of its sizes) is left out."""
    w = LayerWalker("googlenet")
    for name, side, c, (b1, r3, b3, r5, b5, proj) in INCEPTION:
        w.conv(f"inception {name} 1x1", 1, side, side, c, b1, 1)
        w.conv(f"inception {name} 3x3 reduce", 1, side, side, c, r3, 1)
        w.conv(f"inception {name} 3x3", 1, side, side, r3, b3, 3, padding=1)
        w.conv(f"inception {name} 5x5 reduce", 1, side, side, c, r5, 1)
        w.conv(f"inception {name} 5x5", 1, side, side, r5, b5, 5, padding=2)
        w.conv(f"inception {name} pool projection", 1, side, side, c, proj, 1)
    out = w.layers()
    w = LayerWalker("squeezenet")
    w.conv("conv1", 1, 224, 224, 3, 64, 3, stride=2)
    w.conv("fire2 squeeze", 1, 55, 55, 64, 16, 1)
    w.conv("fire2 expand 1x1", 1, 55, 55, 16, 64, 1)
    w.conv("fire2 expand 3x3", 1, 55, 55, 16, 64, 3, padding=1)
    w.conv("fire4 squeeze", 1, 27, 27, 128, 32, 1)
    w.conv("fire4 expand 3x3", 1, 27, 27, 32, 128, 3, padding=1)
    out += w.layers()
    w = LayerWalker("densenet")
    for i in range(6):  # dense block 1: bottleneck 1x1 to 128, then 3x3 to the growth of 32
        w.conv(f"block1 layer{i + 1} 1x1", 1, 56, 56, 64 + 32 * i, 128, 1)
        w.conv(f"block1 layer{i + 1} 3x3", 1, 56, 56, 128, 32, 3, padding=1)
    out += w.layers()
    w = LayerWalker("efficientnet")
    for side, c_in, c_out in EFFICIENTNET_POINTWISE:
        w.conv(f"pointwise {c_in}->{c_out} at {side}", 1, side, side, c_in, c_out, 1)
    out += w.layers()
    w = LayerWalker("transformer/rnn")
    h, ffn, seq = (GPT2_SMALL[k] for k in ("hidden", "ffn", "seq"))
    w.linear("gpt2 qkv", seq, h, 3 * h, "linear")
    w.linear("gpt2 projection", seq, h, h, "linear")
    w.linear("gpt2 mlp up", seq, h, ffn, "linear")
    w.linear("gpt2 mlp down", seq, ffn, h, "linear")
    w.linear("lstm gates", LSTM["batch"], LSTM["hidden"], 4 * LSTM["hidden"], "linear")
    w.linear("alexnet fc6", 1, 9216, 4096)
    out += w.layers()
    tuned = {layer.gemm for suite in TUNED_SUITES for layer in suite.layers()}
    return [layer for layer in out if layer.gemm not in tuned]


# --------------------------------------------------------------------------- suites


@dataclass(frozen=True)
class Suite:
    name: str
    description: str
    derive: Callable[..., list[Layer]]
    sizes: tuple[int, ...]  # batches (or sequence lengths for bert); () for a shape suite
    quick_sizes: tuple[int, ...]
    size_name: str = "batch"

    def layers(self, sizes: tuple[int, ...] | None = None, quick: bool = False) -> list[Layer]:
        """Distinct GEMMs, per size (batch or sequence length) in the order given; a shape
        suite (no sizes) has one fixed list and refuses sizes."""
        if not self.sizes:
            if sizes:
                raise ExogemmError(f"the {self.name} suite has fixed shapes; it takes no "
                                   f"batch sizes")
            return self.derive(quick=quick)
        chosen = tuple(sizes) if sizes else (self.quick_sizes if quick else self.sizes)
        out: list[Layer] = []
        for size in chosen:
            if self.name == "vgg16":
                out += self.derive(size, quick=quick)
            else:
                out += self.derive(size)
        return out

    def __iter__(self) -> Iterator[Layer]:
        return iter(self.layers())


SUITES = {
    "resnet50": Suite("resnet50", "ResNet-50 v1.5 convolutions (im2col GEMMs)", resnet50,
                      (1, 32), (1,)),
    "mobilenet": Suite("mobilenet", "MobileNet-v1 pointwise convolutions and classifier",
                       mobilenet, (1, 32), (1,)),
    "vgg16": Suite("vgg16", "VGG-16 convolutions (im2col GEMMs) and fully-connected layers",
                   vgg16, (1,), (1,)),
    "bert": Suite("bert", "BERT-Large encoder GEMMs", bert, (128, 512), (128,), "seq"),
    "small": Suite("small", "squares 4-128, batch 1-16 fully connected layers, decode GEMMs",
                   small, (), ()),
    "odd": Suite("odd", "thin, rank-1, prime and tiny GEMMs", odd, (), ()),
    "speech": Suite("speech", "speech (stacked LSTM) and translation (Transformer-base) "
                    "inference: recurrent and decoder steps, encoders over 128 tokens and "
                    "200 frames", speech, (1, 2, 4, 16), (1, 16)),
    "heldout": Suite("heldout", "layer shapes of networks outside the tuned suites "
                     "(the selector's pick vs the default plan)", heldout, (), ()),
}


#: The suites `exogemm tune --suite` measures, whose shapes the held-out suite leaves out.
TUNED_SUITES = tuple(SUITES[name] for name in ("resnet50", "mobilenet", "vgg16", "bert"))


def suite_names() -> list[str]:
    return list(SUITES)


def get_suite(suite: str | Suite) -> Suite:
    """A built-in suite by name; a `Suite` as it is (an ONNX model's,
    exogemm/models/onnx_import.py), so every consumer of a suite takes either."""
    if isinstance(suite, Suite):
        return suite
    if suite not in SUITES:
        raise ExogemmError(f"unknown layer suite {suite!r}; suites: {', '.join(SUITES)}")
    return SUITES[suite]


def suite_label(suite: str | Suite) -> str:
    """The name of a suite given as itself or by name (also a pseudo-suite's, e.g. "square",
    which the benchmarks take beside the layer suites)."""
    return suite.name if isinstance(suite, Suite) else suite


def network_flops(layers: list[Layer]) -> int:
    """GEMM work of one forward pass (sum of count x flops)."""
    return sum(layer.count * layer.flops for layer in layers)


def layer_lines(layers: list[Layer]) -> list[str]:
    """One line per layer: group, name, count, M, N, K, op(B) and what the layer is."""
    return [f"{x.group:9} {x.name:22} x{x.count:<4} M={x.M:7d} N={x.N:5d} K={x.K:5d}"
            f"{' (B^T)' if x.trans_b else ''}  {x.describe()}" for x in layers]


def main(argv: list[str] | None = None) -> int:
    """`python -m exogemm.models.suites [SUITE ...]`: print the derived shapes."""
    import sys

    names = (argv if argv is not None else sys.argv[1:]) or suite_names()
    for name in names:
        suite = get_suite(name)
        print(f"# {suite.name}: {suite.description}")
        print("\n".join(layer_lines(suite.layers())))
        for size in suite.sizes:
            ls = [x for x in suite.layers((size,))]
            print(f"  {suite.size_name} {size}: {len(ls)} distinct GEMMs, "
                  f"{network_flops(ls) / 1e9:.1f} GFLOP per forward pass")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

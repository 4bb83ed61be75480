"""The datatype axis: what a GEMM multiplies, accumulates into, and how exact it must be.

BLIS makes the datatype a framework axis and ExoBLAS writes precision as a parameter of the
procs; here a `DType` is the one description every layer reads instead of assuming float32:

    reference procs   Exo types of A, B and C (`exo_a`, `exo_b`, `exo_c`)
    micro-kernel      the k-group: how many consecutive k steps one multiply-accumulate
                      instruction reduces into a C lane (1 for an f32 or f16 FMA, 2 for a
                      bf16 dot pair, 4 for an int8 dot quad such as vpdpbusd or sdot), and
                      the accumulator's bytes, which set the lanes of a vector register
                      (`VectorIsa.lanes_for`: 8 f16 lanes where NEON has 4 f32 ones)
    ISA templates     the multiply-accumulate role is per dtype (`VectorIsa.mac_templates`)
    names             the kernel prefix: sgemm_avx512_12x32, gemm_u8s8s32_avx512_...
    validation        the unit roundoff of the accumulation (None: exact, integer types)
    C and NumPy       the element type names the wrappers and the harness use

A low-precision dtype is one more row in `DTYPES` plus, per ISA, the templates of its
dot instruction (`VectorIsa.dots`), with no schedule step copied. How Exo 1.0 is made to
express u8 x s8 and bfloat16 is in docs/low-precision.md.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core.errors import UnknownDtypeError


@dataclass(frozen=True)
class DType:
    """One GEMM datatype combination: op(A) and op(B) elements, C (the accumulator)."""

    name: str  # the key users and caches see: "f32"
    prefix: str  # kernel and entry name prefix: "sgemm"
    exo_a: str  # Exo element types of A, B and C
    exo_b: str
    exo_c: str
    c_a: str  # C element types of A, B and C
    c_b: str
    c_c: str
    numpy_a: str  # NumPy dtype names of A, B and C
    numpy_b: str
    numpy_c: str
    k_group: int  # consecutive k steps one multiply-accumulate reduces into a C lane
    #: How the reference forms a product (docs/low-precision.md): "plain" (a * b),
    #: "widened" (each operand into an i32 scalar first), "bf16" (bf16_as_f32 of each word),
    #: "s16" (s16_as_i32 of each 16-bit word).
    product: str
    #: Unit roundoff of the accumulation (the gamma_n error bound's u); None: exact.
    unit_roundoff: float | None

    @property
    def c_bytes(self) -> int:
        """Bytes of one C element (an accumulator lane)."""
        return _BYTES[self.exo_c]

    @property
    def a_bytes(self) -> int:
        return _BYTES[self.exo_a]

    @property
    def exact(self) -> bool:
        return self.unit_roundoff is None


#: Bytes of each Exo element type a DType uses (bfloat16 is stored as ui16).
_BYTES = {"f32": 4, "i32": 4, "f16": 2, "ui16": 2, "i8": 1, "ui8": 1}

F32 = DType(
    name="f32", prefix="sgemm",
    exo_a="f32", exo_b="f32", exo_c="f32",
    c_a="float", c_b="float", c_c="float",
    numpy_a="float32", numpy_b="float32", numpy_c="float32",
    k_group=1, product="plain", unit_roundoff=2.0**-24,
)

#: u8 x s8 -> s32, the x86 VNNI convention (vpdpbusd): activations unsigned, weights
#: signed, 4 consecutive k per int32 lane. Exact (int32 wrap-around is refused up front).
U8S8S32 = DType(
    name="u8s8s32", prefix="gemm_u8s8s32",
    exo_a="ui8", exo_b="i8", exo_c="i32",
    c_a="uint8_t", c_b="int8_t", c_c="int32_t",
    numpy_a="uint8", numpy_b="int8", numpy_c="int32",
    k_group=4, product="widened", unit_roundoff=None,
)

#: s8 x s8 -> s32, the ARM convention (sdot, SVE sdot, RVV vwmul): both operands signed,
#: 4 consecutive k per int32 lane. On x86, which multiplies u8 by s8 only, the GEMM shifts A
#: by +128 into u8 and subtracts 128 x B's column sums (docs/low-precision.md).
S8S8S32 = DType(
    name="s8s8s32", prefix="gemm_s8s8s32",
    exo_a="i8", exo_b="i8", exo_c="i32",
    c_a="int8_t", c_b="int8_t", c_c="int32_t",
    numpy_a="int8", numpy_b="int8", numpy_c="int32",
    k_group=4, product="widened", unit_roundoff=None,
)

#: bfloat16 x bfloat16 -> f32 (vdpbf16ps, bfdot): pairs of k per f32 lane, stored as 16-bit
#: words (Exo has no bf16 type); the products are exact in f32, the sum rounds as f32's.
BF16F32 = DType(
    name="bf16f32", prefix="gemm_bf16f32",
    exo_a="ui16", exo_b="ui16", exo_c="f32",
    c_a="uint16_t", c_b="uint16_t", c_c="float",
    numpy_a="bfloat16", numpy_b="bfloat16", numpy_c="float32",
    k_group=2, product="bf16", unit_roundoff=2.0**-24,
)

#: int16 x int16 -> s32 in pairs (x86 `vpmaddwd`): the kernel datatype of exact int8 on AVX2
#: without VNNI, whose GEMM widens u8 and s8 operands to int16 while packing (so every
#: product and pair sum is exact: |a0 b0 + a1 b1| <= 2 x 255 x 128). Exo 1.0 has no i16: the
#: words are ui16, read through `s16_as_i32` (procs/widen.py). As a caller's datatype the one
#: pair sum that wraps (all four operands -32768) is outside the int32 range the entries
#: refuse up front (K x max|a| x max|b| < 2^31).
S16S16S32 = DType(
    name="s16s16s32", prefix="gemm_s16s16s32",
    exo_a="ui16", exo_b="ui16", exo_c="i32",
    c_a="uint16_t", c_b="uint16_t", c_c="int32_t",  # the words, as bf16f32's
    numpy_a="int16", numpy_b="int16", numpy_c="int32",
    k_group=2, product="s16", unit_roundoff=None,
)

#: IEEE half x half -> half (NEON `fmla` on float16x8_t, FEAT_FP16): no k-group (one FMA per k
#: step, like f32, on twice f32's lanes), products and sums rounded to f16. f16 accumulation,
#: not f32 (FMLAL), because it is what makes FP16 worth having: 8 lanes per FMA instead of 4.
#: The price is the bound's u = 2^-11 (docs/low-precision.md). Exo's f16 prints as _Float16,
#: which GCC takes on AArch64 for the kernel and the harness alike.
F16 = DType(
    name="f16", prefix="hgemm",
    exo_a="f16", exo_b="f16", exo_c="f16",
    c_a="_Float16", c_b="_Float16", c_c="_Float16",
    numpy_a="float16", numpy_b="float16", numpy_c="float16",
    k_group=1, product="plain", unit_roundoff=2.0**-11,
)

#: Every implemented datatype, by name.
DTYPES: dict[str, DType] = {d.name: d for d in (F32, U8S8S32, S8S8S32, BF16F32, F16,
                                                 S16S16S32)}

#: The short names the CLI and users type (`--dtype int8`).
ALIASES: dict[str, str] = {"fp32": "f32", "float32": "f32", "int8": "u8s8s32", "s8s8": "s8s8s32",
                           "bf16": "bf16f32", "bfloat16": "bf16f32",
                       "fp16": "f16", "float16": "f16", "half": "f16"}


def get_dtype(name: str) -> DType:
    """The DType called `name`; UnknownDtypeError naming the implemented ones otherwise."""
    try:
        return DTYPES[ALIASES.get(name, name)]
    except (KeyError, TypeError):
        aliases = ", ".join(f"{k} = {v}" for k, v in ALIASES.items())
        raise UnknownDtypeError(
            f"unknown datatype {name!r}; implemented: {', '.join(DTYPES)} ({aliases})"
        ) from None

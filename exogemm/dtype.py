"""The datatype axis: what a GEMM multiplies, accumulates into, and how exact it must be.

BLIS makes the datatype a framework axis and ExoBLAS writes precision as a parameter of the
procs; here a `DType` is the one description every layer reads instead of assuming float32:

    reference procs   Exo types of A, B and C (`exo_a`, `exo_b`, `exo_c`)
    micro-kernel      the k-group: how many consecutive k steps one multiply-accumulate
                      instruction reduces into a C lane (1 for an f32 FMA, 2 for a bf16
                      dot pair, 4 for an int8 dot quad such as vpdpbusd or sdot)
    ISA templates     the multiply-accumulate role is per dtype (`VectorIsa.mac_templates`)
    names             the kernel prefix: sgemm_avx512_12x32, gemm_u8s8s32_avx512_...
    validation        the unit roundoff of the accumulation (None: exact, integer types)
    C and NumPy       the element type names the wrappers and the harness use

Only f32 is implemented; a low-precision dtype is one more row in `DTYPES` plus the ISA
templates for its multiply-accumulate, with no schedule step copied.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.errors import UnknownDtypeError


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
    #: Unit roundoff of the accumulation (the gamma_n error bound's u); None: exact.
    unit_roundoff: float | None

    @property
    def c_bytes(self) -> int:
        """Bytes of one C element (an accumulator lane)."""
        return {"f32": 4, "i32": 4, "f16": 2}[self.exo_c]

    @property
    def a_bytes(self) -> int:
        return {"f32": 4, "i8": 1, "ui8": 1, "bf16": 2, "f16": 2}[self.exo_a]

    @property
    def exact(self) -> bool:
        return self.unit_roundoff is None


F32 = DType(
    name="f32", prefix="sgemm",
    exo_a="f32", exo_b="f32", exo_c="f32",
    c_a="float", c_b="float", c_c="float",
    numpy_a="float32", numpy_b="float32", numpy_c="float32",
    k_group=1, unit_roundoff=2.0**-24,
)

#: Every implemented datatype, by name.
DTYPES: dict[str, DType] = {d.name: d for d in (F32,)}


def get_dtype(name: str) -> DType:
    """The DType called `name`; UnknownDtypeError naming the implemented ones otherwise."""
    try:
        return DTYPES[name]
    except (KeyError, TypeError):
        raise UnknownDtypeError(
            f"unknown datatype {name!r}; implemented: {', '.join(DTYPES)}"
        ) from None

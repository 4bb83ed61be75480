"""Exo externs that widen low-precision storage into the arithmetic type of the accumulator.

Exo 1.0 has i8, ui8, ui16, i32 and f16 but no bfloat16, and its precision analysis refuses
an operation between different precisions (`ui8 * i8`), including inside one extern call
(all arguments must have one type). docs/low-precision.md says how each datatype is written
with what Exo 1.0 accepts; this module holds the C that needs: bfloat16 stored as 16-bit
words (`ui16`), read as the float32 whose upper half they are, and int16 (which Exo 1.0 does
not have either) stored as 16-bit words and read as the signed value they hold.
"""

from __future__ import annotations

from exo.core.extern import Extern, _EErr

#: C of the conversion: a bfloat16 is the upper 16 bits of a float32 (exact, no rounding).
BF16_AS_F32_C = (
    "static inline float exo_bf16_as_f32(uint16_t x) {\n"
    "    union { uint32_t u; float f; } v;\n"
    "    v.u = (uint32_t)x << 16;\n"
    "    return v.f;\n"
    "}"
)


class _Bf16AsF32(Extern):
    """`bf16_as_f32(x)`: the value of the bfloat16 stored in the 16-bit word `x`."""

    def __init__(self) -> None:
        super().__init__("bf16_as_f32")

    def typecheck(self, args):
        if len(args) != 1:
            raise _EErr(f"expected 1 argument, got {len(args)}")
        if str(args[0].type) != "ui16":
            raise _EErr(f"expected a ui16 (bfloat16 storage) argument, got {args[0].type}")
        return args[0].type

    def globl(self, prim_type):
        return BF16_AS_F32_C

    def compile(self, args, prim_type):
        return f"exo_bf16_as_f32({args[0]})"


bf16_as_f32 = _Bf16AsF32()


#: C of the conversion: the int16 whose two's-complement bits the 16-bit word holds.
S16_AS_I32_C = (
    "static inline int32_t exo_s16_as_i32(uint16_t x) {\n"
    "    return (int32_t)(int16_t)x;\n"
    "}"
)


class _S16AsI32(Extern):
    """`s16_as_i32(x)`: the value of the int16 stored in the 16-bit word `x` (the operands
    of `vpmaddwd`, which multiplies int16 pairs into int32 lanes)."""

    def __init__(self) -> None:
        super().__init__("s16_as_i32")

    def typecheck(self, args):
        if len(args) != 1:
            raise _EErr(f"expected 1 argument, got {len(args)}")
        if str(args[0].type) != "ui16":
            raise _EErr(f"expected a ui16 (int16 storage) argument, got {args[0].type}")
        return args[0].type

    def globl(self, prim_type):
        return S16_AS_I32_C

    def compile(self, args, prim_type):
        return f"exo_s16_as_i32({args[0]})"


s16_as_i32 = _S16AsI32()

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

class _WordAs(Extern):
    """`<name>(x)`: the value that the 16-bit word `x` (Exo's ui16) stores, read as C's
    `c_source` reads it. One class for every 16-bit storage Exo 1.0 lacks a type for."""

    def __init__(self, name: str, storage: str, c_source: str) -> None:
        super().__init__(name)
        self.storage, self.c_source = storage, c_source

    def typecheck(self, args):
        if len(args) != 1:
            raise _EErr(f"expected 1 argument, got {len(args)}")
        if str(args[0].type) != "ui16":
            raise _EErr(f"expected a ui16 ({self.storage} storage) argument, got {args[0].type}")
        return args[0].type

    def globl(self, prim_type):
        return self.c_source

    def compile(self, args, prim_type):
        return f"exo_{self.name()}({args[0]})"


#: A bfloat16 is the upper 16 bits of a float32 (exact, no rounding).
bf16_as_f32 = _WordAs("bf16_as_f32", "bfloat16", (
    "static inline float exo_bf16_as_f32(uint16_t x) {\n"
    "    union { uint32_t u; float f; } v;\n"
    "    v.u = (uint32_t)x << 16;\n"
    "    return v.f;\n"
    "}"))

#: The int16 whose two's-complement bits the word holds (the operands of `vpmaddwd`, which
#: multiplies int16 pairs into int32 lanes).
s16_as_i32 = _WordAs("s16_as_i32", "int16", (
    "static inline int32_t exo_s16_as_i32(uint16_t x) {\n"
    "    return (int32_t)(int16_t)x;\n"
    "}"))

#: The reader of each DType.product that stores its operands as 16-bit words.
WORD_READERS: dict[str, Extern] = {"bf16": bf16_as_f32, "s16": s16_as_i32}

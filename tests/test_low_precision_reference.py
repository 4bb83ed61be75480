"""How low-precision references are written for Exo 1.0 (docs/low-precision.md), pinned.

Exo 1.0's precision analysis decides what a reference can say. These tests hold the facts
the low-precision design rests on, so an Exo upgrade that changes them fails here first.
"""

from __future__ import annotations

import re

import pytest
from exo import compile_procs_to_strings, proc

from exogemm.procs.widen import bf16_as_f32


@proc
def u8s8_as_written(KG: size, Ac: ui8[KG, 2, 4], Bc: i8[KG, 16, 4], C: [i32][2, 16]):
    assert stride(C, 1) == 1
    for k in seq(0, KG):
        for i in seq(0, 2):
            for j in seq(0, 16):
                for g in seq(0, 4):
                    C[i, j] += Ac[k, i, g] * Bc[k, j, g]


@proc
def u8s8_widened(KG: size, Ac: ui8[KG, 2, 4], Bc: i8[KG, 16, 4], C: [i32][2, 16]):
    assert stride(C, 1) == 1
    for k in seq(0, KG):
        for i in seq(0, 2):
            for j in seq(0, 16):
                for g in seq(0, 4):
                    a: i32
                    b: i32
                    a = Ac[k, i, g]
                    b = Bc[k, j, g]
                    C[i, j] += a * b


@proc
def bf16_dot_pairs(KG: size, Ac: ui16[KG, 2, 2], Bc: ui16[KG, 16, 2], C: [f32][2, 16]):
    assert stride(C, 1) == 1
    for k in seq(0, KG):
        for i in seq(0, 2):
            for j in seq(0, 16):
                for g in seq(0, 2):
                    C[i, j] += bf16_as_f32(Ac[k, i, g]) * bf16_as_f32(Bc[k, j, g])


def c_of(p) -> str:
    c, _ = compile_procs_to_strings([p], "x.h")
    return c


def test_exo_refuses_a_u8_times_s8_product():
    with pytest.raises(TypeError, match="inconsistent precision types: ui8 and i8"):
        c_of(u8s8_as_written)


def test_int8_references_widen_each_operand_to_int32_before_the_product():
    c = c_of(u8s8_widened)
    assert re.search(r"a = \(int32_t\)\(Ac\[.*\]\);", c)
    assert re.search(r"b = \(int32_t\)\(Bc\[.*\]\);", c)
    assert "const uint8_t* Ac" in c and "const int8_t* Bc" in c and "+= a * b;" in c


def test_bf16_is_16_bit_storage_read_as_the_upper_half_of_a_float32():
    c = c_of(bf16_dot_pairs)
    assert "const uint16_t* Ac" in c and "const uint16_t* Bc" in c
    assert "v.u = (uint32_t)x << 16;" in c
    assert re.search(r"\+= \(float\)\(exo_bf16_as_f32\(Ac\[.*\]\) \* exo_bf16_as_f32\(Bc", c)


def test_bf16_as_f32_takes_only_bf16_storage():
    with pytest.raises(TypeError, match="expected a ui16"):
        @proc
        def wrong(N: size, x: f32[N], y: f32[N]):
            for i in seq(0, N):
                y[i] = bf16_as_f32(x[i])

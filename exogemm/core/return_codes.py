"""The return codes of every generated C entry, in one table.

The generated headers' enum and comments, the docs' lists and the Python error messages are
all made from `RETURN_CODES`, so the C, its documentation and the Python mapping cannot
drift apart (an earlier header documented -8 where the code returned -10). Values are
distinct across the GEMM, conv and model-library entries, so a code names one cause
wherever it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ReturnCode:
    value: int
    name: str  # C enumerator, EXOGEMM_<name>
    meaning: str
    returned_by: str  # which entries return it: "gemm", "conv", "model" or "all"


RETURN_CODES: tuple[ReturnCode, ...] = (
    ReturnCode(0, "OK", "ok", "all"),
    ReturnCode(-1, "NEGATIVE_DIMENSION", "a dimension is negative", "gemm"),
    ReturnCode(-2, "C_NOT_UNIT_STRIDE", "C has no unit stride in either dimension", "gemm"),
    ReturnCode(-3, "A_NOT_UNIT_STRIDE", "op(A) has no unit stride in either dimension", "gemm"),
    ReturnCode(-4, "B_NOT_UNIT_STRIDE", "op(B) has no unit stride in either dimension", "gemm"),
    ReturnCode(-5, "OUT_OF_MEMORY", "out of memory for the packing workspace", "all"),
    ReturnCode(-6, "LEADING_DIMENSION", "a leading dimension is smaller than the matrix width",
               "gemm"),
    ReturnCode(-7, "BAD_CBLAS_CODE", "layout or transpose code is not a CBLAS value", "gemm"),
    ReturnCode(-8, "EPILOGUE_NEEDS_ROW_MAJOR_C",
               "the epilogue needs C with unit column stride (row-major C)", "gemm"),
    ReturnCode(-9, "RESIDUAL_NOT_ROW_MAJOR", "the residual has no unit column stride", "gemm"),
    ReturnCode(-10, "NO_ENTRY_FOR_LAYOUTS",
               "this plan was built without the entry for these operand layouts", "gemm"),
    ReturnCode(-11, "CONV_BAD_SIZE", "a size is negative or zero where it must be positive",
               "conv"),
    ReturnCode(-12, "CONV_BAD_K_BLOCKING",
               "the k-blocking (KR x KS x CB) exceeds kc, is not positive, or cuts filter rows",
               "conv"),
    ReturnCode(-13, "CONV_BAD_PIXEL_BLOCK",
               "the pixel block mc is not a positive multiple of mr, or exceeds the plan's mc",
               "conv"),
    ReturnCode(-14, "BAD_LAYER", "the layer index is outside the model library's table",
               "model"),
    ReturnCode(-15, "BAD_QUANT_PARAMS",
               "a quantization parameter is unusable (unknown output, zero point out of its "
               "type's range, scale not positive and finite, bias not finite, or accumulate "
               "with a float or uint8 output)", "gemm"),
    ReturnCode(-16, "UNSUPPORTED_CPU",
               "this CPU lacks an instruction-set extension the library was built for "
               "(its header names the level)", "all"),
    ReturnCode(-17, "BAD_ROUTE", "the route is not one of enum exogemm_route "
               "(exogemm/policy/route.py)", "gemm"),
)

_BY_VALUE = {c.value: c for c in RETURN_CODES}
_BY_NAME = {c.name: c for c in RETURN_CODES}


def code(name: str) -> int:
    """The value of the code called `name` (KeyError for a name not in the table)."""
    return _BY_NAME[name].value


def meaning(value: int) -> str:
    """What a returned value means, for an error message."""
    hit = _BY_VALUE.get(value)
    return hit.meaning if hit else f"unknown return code {value}"


def name(value: int) -> str:
    """The C name of a returned value (EXOGEMM_UNSUPPORTED_CPU), for reports."""
    hit = _BY_VALUE.get(value)
    return f"EXOGEMM_{hit.name}" if hit else f"unknown return code {value}"


def c_enum() -> str:
    """The C enum of every code, guarded so that several generated headers can be included
    in one translation unit."""
    lines = [f"    EXOGEMM_{c.name} = {c.value}," for c in RETURN_CODES]
    return ("#ifndef EXOGEMM_RETURN_CODES\n#define EXOGEMM_RETURN_CODES\n"
            "/* Return codes of every exogemm entry (exogemm/core/return_codes.py). */\n"
            "enum exogemm_return_code {\n" + "\n".join(lines) + "\n};\n#endif\n")


def c_comment_lines(returned_by: str, indent: str = "   ") -> str:
    """The codes an entry kind returns, one per line, for a header comment."""
    return "\n".join(f"{indent}{c.value:3d}  {c.meaning}" for c in RETURN_CODES
                     if c.returned_by in (returned_by, "all"))

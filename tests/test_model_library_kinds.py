"""One generator makes every per-model library: `model_library(suite, target, dtype)` gives
an FP32 plan-per-layer library on a vector ISA, a one-GEMM library in a low-precision
datatype, an SME library on the SME engine, each naming its layers the same way, and refuses
with the reason every combination no library serves, before anything is scheduled."""

from __future__ import annotations

import pytest

from exogemm.core.dtype import get_dtype
from exogemm.core.errors import DtypeError, ExogemmError
from exogemm.gen.library.model import model_library
from exogemm.gen.library.model_f32 import F32ModelLibrary
from exogemm.gen.library.model_lowp import LowpModelLibrary
from exogemm.gen.library.model_sme import SmeModelLibrary
from exogemm.gen.library.per_model import PerModelLibrary, c_ident, layer_table
from exogemm.isa import get_isa
from exogemm.isa.matrix import get_engine
from exogemm.models.suites import get_suite
from exogemm.plan.tile import default_tile


def sme():
    return get_engine("sme", svl=256)


@pytest.mark.parametrize("target, dtype, kind, name", [
    (lambda: get_isa("neon"), "f32", F32ModelLibrary, "bert_neon"),
    (lambda: get_isa("neon"), "int8", LowpModelLibrary, "bert_u8s8s32_neon"),
    (lambda: get_isa("avx512"), get_dtype("bf16"), LowpModelLibrary, "bert_bf16f32_avx512"),
    (sme, "f32", SmeModelLibrary, "bert_sme_svl256"),
])
def test_one_generator_gives_the_library_of_each_datatype_and_engine(target, dtype, kind, name):
    lib = model_library("bert", target(), dtype, quick=True)
    assert isinstance(lib, kind) and isinstance(lib, PerModelLibrary)
    assert lib.name == name and lib.archive == f"lib{name}.a"
    assert lib.layers == tuple(get_suite("bert").layers(quick=True))
    assert lib.summary.startswith(f"{len(lib.layers)} layers")
    assert all(lib.ident(i).startswith(name.upper() + "_") for i in range(len(lib.layers)))


def test_layer_constants_are_distinct_and_numbered_only_where_they_would_repeat():
    table = layer_table(get_suite("small"), "r50_x")  # its layers repeat names
    seen: set[str] = set()
    for i, (ident, x) in enumerate(zip(table.idents, table.layers)):
        base = f"R50_X_{c_ident(x.group)}_{c_ident(x.name)}"
        assert ident == (f"{base}_{i}" if base in seen else base)
        seen.add(base)
    assert len(set(table.idents)) == len(table.idents) > len(seen)  # some were numbered
    numbered = layer_table(get_suite("resnet50"), "r50_x", number_every_layer=True)
    assert all(ident.endswith(f"_{i}") for i, ident in enumerate(numbered.idents))


@pytest.mark.parametrize("target, dtype, options, error, words", [
    (sme, "int8", {}, DtypeError, "SME library's GEMM is f32's"),
    (lambda: get_isa("neon"), "int8", {"blas": True}, DtypeError, "BLAS entries"),
    (sme, "f32", {"blas": True}, DtypeError, "BLAS entries"),
    (lambda: get_isa("neon"), "int8", {"tiles": "default"}, DtypeError, "FP32 micro-kernel"),
    (lambda: get_isa("neon"), "f32", {"grid": (1, 1)}, ExogemmError, "ZA tiles"),
    (lambda: get_engine("amx", dtype="bf16"), "bf16", {}, ExogemmError,
     "amx has no per-model library"),
])
def test_a_combination_no_library_serves_is_refused_with_the_reason(target, dtype, options,
                                                                    error, words):
    if options.get("tiles") == "default":
        options = {"tiles": (default_tile(get_isa("neon")),)}
    with pytest.raises(error, match=words):
        model_library("bert", target(), dtype, quick=True, **options)

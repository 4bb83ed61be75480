"""Recipes are edited by step name: an inserted step never shifts another recipe's steps."""

from __future__ import annotations

import pytest

from exogemm.core.errors import UnknownStepError
from exogemm.procs.direct import DIRECT_GEMM_RECIPE
from exogemm.procs.epilogue import EPILOGUE_GEMM_RECIPE, EPILOGUE_MICROKERNEL_RECIPE
from exogemm.procs.gemm import GEMM_RECIPE, PLAIN_GEMM_RECIPE
from exogemm.procs.microkernel import MICROKERNEL_RECIPE
from exogemm.procs.overwrite import (
    DIRECT_OVERWRITE_GEMM_RECIPE,
    OVERWRITE_GEMM_RECIPE,
    OVERWRITE_MICROKERNEL_RECIPE,
)
from exogemm.procs.recipe import Recipe


def one(p):
    return p


def two(p):
    return p


def test_edits_by_name_return_a_new_recipe_and_leave_the_old_one_alone():
    base = Recipe([("a", one), ("b", two)])
    assert base.insert_after("a", "x", two).names() == ["a", "x", "b"]
    assert base.insert_before("a", "x", two).names() == ["x", "a", "b"]
    assert base.replace("b", "y", one).names() == ["a", "y"]
    assert base.replace("b", "y", one).step("y") is one
    assert base.without("a").names() == ["b"]
    assert base.through("a").names() == ["a"] and base.through(None) is base
    assert base.names() == ["a", "b"] and list(base) == [("a", one), ("b", two)]


def test_an_unknown_or_repeated_step_name_is_refused_with_the_valid_names():
    base = Recipe([("a", one), ("b", two)])
    for edit in (lambda: base.step("c"), lambda: base.insert_after("c", "x", one),
                 lambda: base.replace("c", "x", one), lambda: base.through("c")):
        with pytest.raises(UnknownStepError, match="no recipe step 'c'; steps: a, b"):
            edit()
    with pytest.raises(ValueError, match="repeated: a"):
        base.insert_after("b", "a", one)


def test_the_variants_recipes_are_the_base_recipes_edited_by_name():
    kernel = MICROKERNEL_RECIPE.names()
    assert OVERWRITE_MICROKERNEL_RECIPE.names() == [kernel[0], "skip_dead_c_load", *kernel[1:]]
    assert EPILOGUE_MICROKERNEL_RECIPE.names() == ["one_loop_per_epilogue_op", *kernel]
    gemm = GEMM_RECIPE.names()
    assert gemm == ["block_nc", "block_kc", "pack_b", "block_mc", "pack_a", "register_tiles",
                    "call_microkernel", "prefetch_c", "edge_tiles", "pack_loops"]
    # the plain entries: the tile-below prefetch only in the BLIS order, the tiles in strips
    # where the ISA asks, then packing and tiles as procedures of their own
    assert PLAIN_GEMM_RECIPE.names() == [*gemm[:7], "prefetch_c_unless_strips", *gemm[8:],
                                         "strip_chunks", "extract_packing"]
    # the variants keep the base steps they share, by the same function
    for recipe in (EPILOGUE_GEMM_RECIPE, DIRECT_GEMM_RECIPE):
        for name in ("call_microkernel", "prefetch_c", "edge_tiles"):
            assert recipe.step(name) is GEMM_RECIPE.step(name)
    assert "pack_a" not in DIRECT_GEMM_RECIPE.names()
    assert "block_kc" not in EPILOGUE_GEMM_RECIPE.names()  # one kc block
    assert DIRECT_OVERWRITE_GEMM_RECIPE.names() == [
        "pack_b_scaled_overwrite" if n == "pack_b_overwrite" else
        "order_b_packing_scaled" if n == "pack_b_loops" else n
        for n in OVERWRITE_GEMM_RECIPE.names()]

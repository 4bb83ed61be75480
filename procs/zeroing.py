"""C = 0 by vector stores: the beta = 0 zeroing for the paths whose kernels then load C.

    for i < M: for j < N: C[i, j] = 0.0        (procs/specs.py's zero_c)

Why: the small, narrow, dot and rank-1 paths accumulate into C, so with beta = 0 the wrapper
zeroes the rows they cover just before their kernels run. Zeroed element by element (the
compiler's scalar stores or a memset per row), those lines sit in the store buffer as
narrow stores that a kernel's vector load of the same line cannot take its data from: the
load waits until they reach the cache. A 5 x 3 x 2 call at beta = 0 took 96 ns, 15 at
beta = 1; zeroing each row by vector stores (one masked store for its last columns), which
the kernels' loads of the same vectors can wait on far less, took it to 20 ns on the Intel
Xeon (family 6 model 167).

The schedule, each step checked by Exo:

    split_columns        j split into whole vectors and a guarded last vector
    zero_registers       each vector's 0.0 bound to a register that is zeroed, then stored
    map_to_instructions  the ISA's zero, store and their masked forms

An ISA with no way to zero a register (neither `zero` nor `set1` in its description) keeps
the element-wise zero_c.
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure
from exo.API_scheduling import (
    bind_expr,
    divide_loop,
    expand_dim,
    fission,
    lift_alloc,
    rename,
    set_memory,
    simplify,
)
from exo.stdlib.scheduling import replace_all

from exogemm.core.dtype import F32
from exogemm.isa.base import VectorIsa
from exogemm.procs.instructions import vector_instructions, vector_registers
from exogemm.procs.specs import zero_c


def split_columns(p: Procedure, lanes: int) -> Procedure:
    # Whole vectors of `lanes` columns, then the rest as one guarded vector (its loop runs
    # once when N is not a multiple of the lanes, else never).
    p = divide_loop(p, "for j in _: _", lanes, ["jv", "jl"], tail="cut")
    p = divide_loop(p, "for jl in _: _ #1", lanes, ["jt", "jl"], tail="guard")
    return simplify(p)


def zero_registers(p: Procedure, isa: VectorIsa) -> Procedure:
    # In each lane loop bind the stored 0.0 to a vector register of its own: a loop that
    # zeroes the register, then a loop that stores it (both guarded in the last vector).
    # The guarded loop is taken first, so the whole-vector loop keeps its index.
    for n, name in ((1, "last"), (0, "zero")):
        loop = p.find_loop("jl", many=True)[n]
        write = loop.body()[0] if n == 0 else loop.body()[0].body()[0]
        lifts = 1 if n == 0 else 2  # out of the lane loop (and the guard)
        p = bind_expr(p, write.rhs(), name)
        p = expand_dim(p, name, isa.lanes, "jl")
        p = lift_alloc(p, f"{name} : _", n_lifts=lifts)
        p = fission(p, p.find(f"{name} = _").after(), n_lifts=lifts)
        p = set_memory(p, name, vector_registers(isa, F32))
    return simplify(p)


def map_to_instructions(p: Procedure, isa: VectorIsa) -> Procedure:
    # Each lane loop becomes one ISA instruction, masked in the last vector.
    return replace_all(p, vector_instructions(isa, F32).all())


@lru_cache(maxsize=None)
def _scheduled_zero_c(isa: VectorIsa) -> Procedure:
    """zero_c scheduled to `isa`'s vector stores, once per ISA (a library carries two
    copies under two names: the plan's and the one spliced in with the small family)."""
    if vector_instructions(isa, F32).zero is None:
        return zero_c
    p = split_columns(zero_c, isa.lanes)
    p = zero_registers(p, isa)
    return map_to_instructions(p, isa)


def vector_zero_c(isa: VectorIsa, name: str) -> Procedure:
    """zero_c scheduled to `isa`'s vector stores, named `name` (the element-wise zero_c
    where the ISA cannot zero a register)."""
    return rename(_scheduled_zero_c(isa), name)

"""Finding the statements a schedule step rewrites: by pattern, name and role, not position.

The GEMM steps rewrite loop nests whose top-level order changes as earlier steps fission,
fuse and lift them (and a variant's extra nest shifts every index after it). So the steps
ask for statements by what they are — "the top-level nest that updates C", "the guard after
the jr loop", "the loop over full tiles" — and these helpers answer from Exo's cursors
(exo.API_cursors) and patterns (`Procedure.find`).
"""

from __future__ import annotations

from typing import Callable

from exo import Procedure, SchedulingError
from exo.API_cursors import (
    BinaryOpCursor,
    CallCursor,
    ForCursor,
    IfCursor,
    InvalidCursor,
    ReadCursor,
)
from exo.API_scheduling import (
    call_eqv,
    eliminate_dead_code,
    reorder_loops,
    reorder_stmts,
    rewrite_expr,
)

# --------------------------------------------------------------------------- finding


def has(p: Procedure, pattern: str) -> bool:
    """Whether `pattern` (an Exo find pattern) occurs in `p`."""
    try:
        return bool(p.find(pattern, many=True))
    except SchedulingError:
        return False


def top_level(stmt):
    """The top-level statement of the proc that contains `stmt` (or `stmt` itself)."""
    while not isinstance(stmt.parent(), InvalidCursor):
        stmt = stmt.parent()
    return stmt


def nests_with(p: Procedure, pattern: str) -> list:
    """The top-level statements that contain `pattern`, in program order."""
    out: list = []
    for c in p.find(pattern, many=True) if has(p, pattern) else []:
        top = top_level(c)
        if not any(top == seen for seen in out):
            out.append(top)
    return out


def nest_with(p: Procedure, pattern: str):
    """The first top-level statement that contains `pattern`."""
    return nests_with(p, pattern)[0]


def c_nests(p: Procedure) -> list:
    """The top-level statements that accumulate into C (`C[_] += _`), in program order:
    the full-sliver nest first, then the guarded ragged ones."""
    return nests_with(p, "C[_] += _")


def all_loops(p: Procedure) -> list[ForCursor]:
    """Every loop of `p` at any depth, in program order (outer before inner)."""
    return p.find("for _ in _: _", many=True) if has(p, "for _ in _: _") else []


def guard_after(loop: ForCursor) -> IfCursor:
    """The `if` right after `loop`: the ragged remainder a `cut_and_guard` split leaves."""
    guard = loop.next()
    if not isinstance(guard, IfCursor):
        raise SchedulingError(f"expected a guard after loop {loop.name()}, found {guard}")
    return guard


def inner_loop(stmt, name: str) -> ForCursor:
    """The first loop called `name` inside `stmt` (a loop or guard), at any depth."""
    for child in stmt.body():
        if isinstance(child, ForCursor) and child.name() == name:
            return child
        if isinstance(child, (ForCursor, IfCursor)):
            try:
                return inner_loop(child, name)
            except LookupError:
                pass
    raise LookupError(f"no loop {name!r} inside {stmt}")


def top_loops(p: Procedure, name: str) -> list[ForCursor]:
    """The top-level loops called `name`, in program order."""
    return [s for s in p.body() if isinstance(s, ForCursor) and s.name() == name]


def first_loop(p: Procedure) -> ForCursor:
    """The first top-level loop (after allocations and scalar set-up)."""
    return next(s for s in p.body() if isinstance(s, ForCursor))


def full_tiles(p: Procedure) -> ForCursor:
    """The ir loop over the full tiles of each full column sliver in an mc_block proc (the
    first top-level jr loop: A's packing, if any, loops over ir)."""
    return top_loops(p, "jr")[0].body()[0]


def right_edge(p: Procedure) -> IfCursor:
    """The guard over the ragged right column of tiles in an mc_block proc (after the full
    column slivers' jr loop): its ir loop is the right edge, the guard after it the corner."""
    return guard_after(top_loops(p, "jr")[0])


def kernel_call(p: Procedure) -> CallCursor:
    """The micro-kernel call of a full tile (the last statement of the full-tile loop)."""
    return full_tiles(p).body()[-1]


def nest(loop: ForCursor) -> list[ForCursor]:
    """The perfectly nested loops starting at `loop`."""
    out = [loop]
    while len(out[-1].body()) == 1 and isinstance(out[-1].body()[0], ForCursor):
        out.append(out[-1].body()[0])
    return out


def only(stmt):
    """The one statement in the body of `stmt` (a loop or guard)."""
    body = stmt.body()
    if len(body) != 1:
        raise SchedulingError(f"expected one statement in the body of {stmt}, found {len(body)}")
    return body[0]


def guard_in(p: Procedure, loop: str) -> IfCursor:
    """The first guard whose enclosing statement is a loop called `loop`."""
    return next(g for g in p.find("if _: _", many=True)
                if isinstance(g.parent(), ForCursor) and g.parent().name() == loop)


# --------------------------------------------------------------------------- rewriting


def reorder_nest(p: Procedure, root: Callable[[Procedure], ForCursor],
                 order: list[str]) -> Procedure:
    """Permute the perfect loop nest `root(p)` (its first len(order) loops) into `order`."""
    while True:
        loops = nest(root(p))[: len(order)]
        names = [loop.name() for loop in loops]
        for d in range(len(loops) - 1):
            if order.index(names[d]) > order.index(names[d + 1]):
                p = reorder_loops(p, loops[d])
                break
        else:
            return p


def swap_all(p: Procedure, spec: Procedure, impl: Procedure) -> Procedure:
    """Every call of `spec` swapped (call_eqv) for `impl`, which Exo knows to be equal."""
    while has(p, f"{spec.name()}(_)"):
        p = call_eqv(p, p.find(f"{spec.name()}(_)"), impl)
    return p


def sink(p: Procedure, stmts: list, stop: Callable) -> tuple[Procedure, list]:
    """Move the consecutive statements `stmts` down past their successors, one statement
    at a time (Exo checks each swap), until `stop` holds for the statement after them;
    return the proc and the moved statements."""
    while True:
        stmts = [p.forward(s) for s in stmts]
        if stop(stmts[-1].next()):
            return p, stmts
        for s in reversed(stmts):
            p = reorder_stmts(p, p.forward(s).expand(0, 1))


def tidy_sliver_indices(p: Procedure, buf: str, size: str, q: int) -> Procedure:
    """Rewrite `(x + S / q * q) / q` to `S / q` and `(x + S / q * q) % q` to `x` in the
    accesses of `buf` in ragged-sliver loops (x < S % q); Exo checks each rewrite."""
    while True:
        for access in _accesses(p, buf):
            e = next((e for e in access.idx() if _needs_tidy(e, size)), None)
            if e is not None:
                names = [x.name() for x in _walk_expr(e.lhs())
                         if isinstance(x, ReadCursor) and x.name() != size]
                p = rewrite_expr(p, e, f"{size} / {q}" if e.op() == "/" else names[0])
                break
        else:
            return p


def _walk_expr(e):
    yield e
    if isinstance(e, BinaryOpCursor):
        yield from _walk_expr(e.lhs())
        yield from _walk_expr(e.rhs())


def _needs_tidy(e, size: str) -> bool:
    return (
        isinstance(e, BinaryOpCursor)
        and e.op() in ("/", "%")
        and any(isinstance(x, ReadCursor) and x.name() != size for x in _walk_expr(e.lhs()))
    )


def _accesses(p: Procedure, buf: str) -> list:
    return [c for pattern in (f"{buf}[_]", f"{buf}[_] = _") if has(p, pattern)
            for c in p.find(pattern, many=True)]


def statements(p: Procedure):
    """Every statement of `p`, depth first, entering loops and ifs."""
    def walk(block):
        for s in block:
            yield s
            if isinstance(s, (ForCursor, IfCursor)):
                yield from walk(s.body())

    return walk(p.body())


def drop_guards_that_always_hold(p: Procedure) -> Procedure:
    """Remove each `if` Exo can prove always true (or false); keep the real masks and
    predicates. Used after unrolling, when each guard compares a lane or tile index with a
    constant."""
    skipped = 0
    while True:
        guards = [g for g in statements(p) if isinstance(g, IfCursor)][skipped:]
        if not guards:
            return p
        try:
            p = eliminate_dead_code(p, guards[0])
        except SchedulingError:
            skipped += 1


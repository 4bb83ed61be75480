"""The path a GEMM call takes inside one build: the one table of routes.

Why routes: a build (GemmPlan) carries several ways to compute C (the packed Exo GEMM, with
A packed or read in place; the small path's unpacked kernels; the narrow path's dot
kernels), and its C wrapper (gen/templates/gemm_wrapper.c.in) picks one per call by rules
whose constants were measured on a few hosts. A host calibration (exogemm/tune/grid.py)
times the routes too, so that where this host disagrees with the rules the selector can say
which path to take, as it says which build. AUTO is the wrapper's rules, and what every
call ran before there were routes; a route the call's operands do not allow (the small path
needs row-major operands and alpha = 1, the narrow path at most NARROW_N columns) falls back
to those rules, so no route gives a wrong answer, only another speed.

The values are the C enumerators EXOGEMM_ROUTE_<NAME>; `<prefix>_sgemm_routed` takes one
per call and `<prefix>_set_route` sets the one of the cblas-style entries (for a timer).
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core.errors import ExogemmError


@dataclass(frozen=True)
class Route:
    value: int
    name: str
    what: str


#: The routes, in their C values' order (the value is the index).
ROUTES: tuple[Route, ...] = (
    Route(0, "auto", "the wrapper's rules: small, dot, narrow or rank-1 in place where they "
                     "pay, else packed (A read in place when op(B) has few slivers)"),
    Route(1, "packed", "the packed GEMM whatever the size (A read in place by the rule)"),
    Route(2, "packed_a", "the packed GEMM with A always packed"),
    Route(3, "direct", "the packed GEMM with A always read in place (layouts with a direct "
                       "entry; others as packed)"),
    Route(4, "small", "the small path's unpacked kernels whatever the size (row-major "
                      "operands, alpha = 1; others as auto)"),
    Route(5, "narrow", "the dot kernels along k on op(B)'s columns (at most the narrow "
                       "path's columns; others as auto)"),
)
AUTO = ROUTES[0]
_BY_NAME = {r.name: r for r in ROUTES}


def route(name: str) -> Route:
    """The route called `name`; an error listing the routes otherwise."""
    try:
        return _BY_NAME[name]
    except (KeyError, TypeError):
        raise ExogemmError(f"unknown route {name!r}; routes: "
                           f"{', '.join(r.name for r in ROUTES)}") from None


def c_enum() -> str:
    """The C enumerators, guarded so that several generated headers can be included in one
    translation unit."""
    lines = [f"    EXOGEMM_ROUTE_{r.name.upper()} = {r.value},  /* {r.what} */" for r in ROUTES]
    return ("#ifndef EXOGEMM_ROUTES\n#define EXOGEMM_ROUTES\n"
            "/* Routes of sgemm_routed / set_route (exogemm/policy/route.py). */\n"
            "enum exogemm_route {\n" + "\n".join(lines) + "\n};\n#endif\n")


__all__ = ["AUTO", "ROUTES", "Route", "c_enum", "route"]

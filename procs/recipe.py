"""Recipes: ordered lists of named schedule steps, edited by step name, never by position.

A recipe is how a schedule is written down here: a straight sequence of named rewrites, each
a plain function, that `exogemm show` prints one step at a time. Variants of a schedule (the
beta = 0 kernel, the fused epilogue, direct A) are the base recipe with steps inserted after
or before a named step, or replaced by name, so inserting a step into the base recipe cannot
shift another recipe's steps. A recipe is immutable: every edit returns a new one.
"""

from __future__ import annotations

from typing import Callable, Generic, Iterator, TypeVar

from exogemm.core.errors import UnknownStepError

#: A step's function: `(proc, tile) -> proc` for micro-kernels, `(state) -> proc` for GEMMs.
F = TypeVar("F", bound=Callable)


class Recipe(Generic[F]):
    """Named steps in the order they run; iterating yields `(name, step)` pairs."""

    def __init__(self, steps: list[tuple[str, F]] | tuple[tuple[str, F], ...]):
        names = [name for name, _ in steps]
        repeated = sorted({name for name in names if names.count(name) > 1})
        if repeated:
            raise ValueError(f"a recipe names each step once; repeated: {', '.join(repeated)}")
        self._steps: tuple[tuple[str, F], ...] = tuple(steps)

    def __iter__(self) -> Iterator[tuple[str, F]]:
        return iter(self._steps)

    def __len__(self) -> int:
        return len(self._steps)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Recipe):
            return self._steps == other._steps
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._steps)

    def __repr__(self) -> str:
        return f"Recipe({', '.join(self.names())})"

    def names(self) -> list[str]:
        """The step names in order."""
        return [name for name, _ in self._steps]

    def step(self, name: str) -> F:
        """The step called `name`; UnknownStepError lists the valid names."""
        return self._steps[self._index(name)][1]

    def through(self, name: str | None) -> Recipe[F]:
        """The steps up to and including `name` (all of them for None)."""
        if name is None:
            return self
        return Recipe(self._steps[: self._index(name) + 1])

    def insert_after(self, anchor: str, name: str, step: F) -> Recipe[F]:
        """This recipe with `step` called `name` run right after step `anchor`."""
        at = self._index(anchor) + 1
        return Recipe((*self._steps[:at], (name, step), *self._steps[at:]))

    def insert_before(self, anchor: str, name: str, step: F) -> Recipe[F]:
        """This recipe with `step` called `name` run right before step `anchor`."""
        at = self._index(anchor)
        return Recipe((*self._steps[:at], (name, step), *self._steps[at:]))

    def replace(self, old: str, name: str, step: F) -> Recipe[F]:
        """This recipe with step `old` replaced by `step` called `name` (the same place)."""
        at = self._index(old)
        return Recipe((*self._steps[:at], (name, step), *self._steps[at + 1:]))

    def without(self, name: str) -> Recipe[F]:
        """This recipe without step `name` (a variant that has nothing for it to do)."""
        at = self._index(name)
        return Recipe((*self._steps[:at], *self._steps[at + 1:]))

    def _index(self, name: str) -> int:
        for n, (step_name, _) in enumerate(self._steps):
            if step_name == name:
                return n
        raise UnknownStepError(f"no recipe step {name!r}; steps: {', '.join(self.names())}")

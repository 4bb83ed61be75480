"""Progress bars for long sweeps (kernel scheduling, benchmarks, tuning).

Kept out of the modules whose source is hashed into cache keys, so changing how progress
looks never invalidates cached kernels.
"""

from __future__ import annotations

from typing import Iterable, TypeVar

T = TypeVar("T")


def progress_bar(items: Iterable[T], total: int, show: bool, desc: str) -> Iterable[T]:
    """`items`, with a bar on stderr when `show` and stderr is a terminal (not in CI logs)."""
    if not show or total == 0:
        return items
    from tqdm import tqdm

    return tqdm(items, total=total, desc=desc, leave=False, disable=None)

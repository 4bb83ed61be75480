"""What every benchmark suite does with a finished run: record the host, write the JSON,
plot, print for `exogemm bench`. Shared so that the square and the layer suites report
alike (same host fields, same file naming, same CLI behaviour)."""

from __future__ import annotations

import importlib.util
import json
import math
import os
import platform
import sys
import time
from pathlib import Path
from typing import Callable, Iterable

from exogemm.core.errors import ExogemmError
from exogemm.core.host import host_cpu

RESULTS_DIR = Path(__file__).resolve().parent / "results"
#: How a result's `libraries` (name -> description) marks one that could not be measured.
SKIPPED = "SKIPPED: "


def measured(libraries: dict[str, str]) -> list[str]:
    """The libraries of a result that were measured (not marked SKIPPED), in order."""
    return [n for n, about in libraries.items() if not about.startswith(SKIPPED)]


def skipped_lines(libraries: dict[str, str]) -> list[str]:
    """One table line per skipped library with its reason: never dropped silently."""
    return [f"  {n}: {about}" for n, about in libraries.items() if about.startswith(SKIPPED)]


def geomean(values: Iterable[float | None]) -> float | None:
    """Geometric mean of the values that were measured (None and 0 are left out)."""
    vals = [v for v in values if v]
    return math.exp(sum(map(math.log, vals)) / len(vals)) if vals else None


def host_info() -> dict:
    """The machine and how busy it was at the end, stored with every result."""
    return dict(cpu=host_cpu().describe(), machine=platform.machine(), cpus=os.cpu_count(),
                load_average=os.getloadavg(), python=sys.version.split()[0])


def finish(res, before, after, started: float) -> None:
    """Fill in what every suite result says about its run: the FMA peak measured before
    (`before`) and after (`after`) the libraries (bench/peak.Peak; the higher one, since a
    busy moment only lowers it, and all samples), the duration since `started`
    (time.time()), and the host."""
    res.peak_samples = before.samples + after.samples
    res.peak_gflops = max(before.gflops, after.gflops)
    res.seconds = time.time() - started
    res.host = host_info()


def save_results(data: dict, out_dir: Path | str | None, stem: str,
                 say: Callable[[str], None],
                 plots: Iterable[tuple[str, Callable[[Path], Path | None]]] = ()) -> Path:
    """Write out_dir/STEM-TIMESTAMP.json (bench/results by default), then each plot
    (suffix, plot(path) -> path or None) to the same name + suffix if matplotlib is there;
    say what was written."""
    out = Path(out_dir) if out_dir else RESULTS_DIR
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{stem}-{time.strftime('%Y%m%d-%H%M%S')}.json"
    path.write_text(json.dumps(data, indent=1))
    say(f"wrote {path}")
    for suffix, plot in plots if can_plot() else ():
        png = plot(path.with_name(path.stem + suffix))
        if png:
            say(f"wrote {png}")
    return path


def can_plot() -> bool:
    """Whether matplotlib is installed. Plots are optional (the `bench` extra): the JSON and
    the table carry every figure, so without it a run just writes no PNG."""
    return importlib.util.find_spec("matplotlib") is not None


def pyplot():
    """matplotlib.pyplot on the file-only Agg backend (no display needed)."""
    try:
        import matplotlib
    except ImportError as exc:
        raise ImportError("plotting needs matplotlib: pip install 'exogemm[bench]'") from exc
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def save_figure(fig, path: Path, dpi: int) -> Path:
    """Write a figure and close it (pyplot keeps every open figure alive otherwise)."""
    import matplotlib.pyplot as plt

    fig.tight_layout()
    fig.savefig(path, dpi=dpi)
    plt.close(fig)
    return path


def require_native(isa, suite: str) -> None:
    """Suites time wall-clock runs, which means nothing under QEMU: refuse other ISAs."""
    if not isa.toolchain.native or isa.cpu_check():
        raise ExogemmError(f"{isa.key} does not run natively here; the {suite} suite measures "
                           f"wall-clock time and needs a native ISA")


def print_result(res, as_json: bool, format_table: Callable[[object], list[str]]) -> None:
    """`exogemm bench` output: the result's JSON with --json, else the table."""
    if as_json:
        print(json.dumps(res.to_json(), indent=1))
    else:
        print("\n".join(format_table(res)))

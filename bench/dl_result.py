"""A DL layer suite's result and its report: the table, the geometric means against every
peer, the plots. Apart from bench/dl.py (which runs the suite) so that the report can be
read, tested and changed without the machinery that times it."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from exogemm.bench.report import (
    geomean,
    measured,
    pyplot,
    save_figure,
    skipped_lines,
)
from exogemm.bench.roofline import (
    RooflinePoint,
    arithmetic_intensity,
    plot_roofline,
)

TUNED_COLUMN = "exogemm_tuned"
#: ONNX Runtime's MLAS (bench/peers/onnxruntime.py): a peer with no cblas entry, timed from
#: Python on a one-node session.
ONNXRUNTIME_COLUMN = "onnxruntime"
#: Apache TVM (bench/peers/tvm.py): a te matmul compiled per shape, untuned and tuned with
#: meta_schedule (a trial budget per shape; the tuning's seconds are in `peer_tuning`).
TVM_COLUMN = "tvm"
TVM_TUNED_COLUMN = "tvm_tuned"
LIBRARIES = ("exogemm", TUNED_COLUMN, "mkl", "openblas", "blis", "libxsmm", ONNXRUNTIME_COLUMN,
             TVM_COLUMN, TVM_TUNED_COLUMN)
CONV_COLUMN = "exogemm_conv"
#: Our GEMM columns (ratios to every peer are reported for each).
OURS = ("exogemm", TUNED_COLUMN)
#: Table headings: the plain "exogemm" column is the untuned (default-plan) GEMM.
LABELS = {"exogemm": "exogemm untuned", TUNED_COLUMN: "exogemm tuned"}
RATIO_PREFIX = {"exogemm": "u", TUNED_COLUMN: "t"}
DEFAULT = dict(min_time=0.05, samples=5)
QUICK = dict(min_time=0.02, samples=3)
#: Groups whose rows are also reported as % of the measured read bandwidth.
BANDWIDTH_GROUPS = ("decode", "fc")
#: Shapes this small (M*N*K) are call overhead; their rows also give ns per call.
TINY_MNK = 64
#: The betas a suite can time every call with (C += A op(B), C = A op(B)).
BETAS = (1.0, 0.0)


# --------------------------------------------------------------------------- result


@dataclass
class DlResult:
    suite: str
    isa: str
    config: str
    quick: bool
    peak_gflops: float
    peak_samples: list[float]
    threads: list[int]
    libraries: dict[str, str]  # name -> description, or "SKIPPED: reason"
    layers: list[dict]  # name, group, M, N, K, count, trans_b, kind, conv, also, key
    gflops: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    samples: dict[str, dict[str, dict[str, list[float]]]] = field(default_factory=dict)
    errors: dict[str, dict[str, str]] = field(default_factory=dict)
    tuned_plans: dict[str, str] = field(default_factory=dict)  # layer key -> plan it ran
    bandwidth_gbs: float | None = None  # single-core copy bandwidth, same run (roofline)
    host: dict = field(default_factory=dict)
    seconds: float = 0.0
    labels: dict[str, str] = field(default_factory=dict)  # column -> table heading
    peer_paths: dict[str, dict[str, str]] = field(default_factory=dict)  # col -> key|t -> path
    read_bandwidth: list[dict] = field(default_factory=list)  # bench/bandwidth.ReadBandwidth
    #: "t|layer key" -> the ReadBandwidth of that layer's own bytes (memory-bound groups)
    layer_read_bandwidth: dict[str, dict] = field(default_factory=dict)
    #: every GEMM call's beta: 1 (C += A op(B), what kernels are tuned for) or 0 (C = A op(B))
    beta: float = 1.0
    #: column -> "t|layer key" -> a tuning peer's tuning of that layer (tvm_tuned: seconds,
    #: trials, measured, cached), so the cost of a tuned figure is reported beside it
    peer_tuning: dict[str, dict[str, dict]] = field(default_factory=dict)

    def get(self, lib: str, t: int, key: str) -> float | None:
        return self.gflops.get(lib, {}).get(str(t), {}).get(key)

    def ratio(self, t: int, key: str, peer: str, lib: str = "exogemm") -> float | None:
        a, b = self.get(lib, t, key), self.get(peer, t, key)
        return a / b if a and b else None

    @property
    def groups(self) -> list[str]:
        return list(dict.fromkeys(layer["group"] for layer in self.layers))

    @property
    def peers(self) -> list[str]:
        return [n for n in measured(self.libraries) if n not in (*OURS, CONV_COLUMN)]

    def geomean_ratio(self, t: int, peer: str, lib: str = "exogemm",
                      group: str | None = None) -> float | None:
        return geomean(self.ratio(t, layer["key"], peer, lib) for layer in self.layers
                       if group in (None, layer["group"]))

    def best_peer(self, t: int, key: str) -> tuple[str, float] | None:
        """The fastest peer row (any configuration) of a layer and its GFLOP/s."""
        got = [(g, p) for p in self.peers if (g := self.get(p, t, key))]
        if not got:
            return None
        g, p = max(got)
        return p, g

    def best_ratio(self, t: int, key: str, lib: str = "exogemm") -> float | None:
        """`lib` over the best peer row of the layer."""
        best, mine = self.best_peer(t, key), self.get(lib, t, key)
        return mine / best[1] if best and mine else None

    def best_ratios(self, t: int, lib: str = "exogemm",
                    group: str | None = None) -> list[float]:
        """`lib` over the best peer row, for every layer (of `group`) both measured."""
        return [r for layer in self.layers if group in (None, layer["group"])
                if (r := self.best_ratio(t, layer["key"], lib))]

    def peak_ceilings(self, t: int, group: str | None = None) -> list[float]:
        """The FMA peak of `t` cores (same run) over the best peer row, for every layer (of
        `group`) a peer measured: the most any library could run the layer over that peer.
        Where the best peer already runs near the peak, a ratio target above this is out
        of reach on that layer whatever the kernel, which a geomean alone does not show."""
        return [self.peak_gflops * t / best[1] for layer in self.layers
                if group in (None, layer["group"]) if (best := self.best_peer(t, layer["key"]))]

    def call_ns(self, t: int, layer: dict, lib: str) -> float | None:
        """Nanoseconds per call of `lib` on a layer (what a tiny GEMM's figure means)."""
        g = self.get(lib, t, layer["key"])
        return 2.0 * layer["M"] * layer["N"] * layer["K"] / g if g else None

    def label(self, column: str) -> str:
        """A column's heading: ours by name, a peer with its configuration."""
        return LABELS.get(column) or self.labels.get(column) or column

    def bandwidth_share(self, t: int, layer: dict, lib: str) -> tuple[str, float] | None:
        """(level, % of the read bandwidth of the same bytes) of `lib` on a layer: the GEMM's
        minimal bytes (bench/bandwidth.gemm_bytes) over its time."""
        g = self.get(lib, t, layer["key"])
        read = self.layer_read_bandwidth.get(f"{t}|{layer['key']}")
        if not g or not read:
            return None
        seconds = 2.0 * layer["M"] * layer["N"] * layer["K"] / (g * 1e9)
        return read["level"], 100.0 * read["bytes"] / seconds / 1e9 / read["gbs"]

    def network_gflops(self, t: int, lib: str, group: str) -> float | None:
        """sum(count * flops) / sum(count * time) over the group's layers, if all measured
        (for exogemm_conv: over the conv layers conv2d runs)."""
        layers = [x for x in self.layers if x["group"] == group
                  and (lib != CONV_COLUMN or x["conv"])]
        work = secs = 0.0
        for layer in layers:
            g = self.get(lib, t, layer["key"])
            if not g:
                return None
            flops = 2.0 * layer["M"] * layer["N"] * layer["K"] * layer["count"]
            work, secs = work + flops, secs + flops / (g * 1e9)
        return work / secs / 1e9 if secs else None

    def summary(self) -> dict:
        out: dict = {}
        for t in self.threads:
            for lib in (*OURS, CONV_COLUMN):
                if lib not in self.gflops:
                    continue
                for peer in self.peers:
                    out[f"{t}t_{lib}_vs_{peer}"] = {
                        "all": self.geomean_ratio(t, peer, lib),
                        **{g: self.geomean_ratio(t, peer, lib, g) for g in self.groups}}
            out[f"{t}t_network_gflops"] = {
                lib: {g: self.network_gflops(t, lib, g) for g in self.groups}
                for lib in self.gflops}
            for lib in OURS:
                if lib in self.gflops:
                    out[f"{t}t_{lib}_vs_best_peer"] = {
                        g or "all": {"geomean": geomean(self.best_ratios(t, lib, g)),
                                     "min": min(self.best_ratios(t, lib, g), default=None)}
                        for g in (None, *self.groups)}
        return out

    def to_json(self) -> dict:
        d = self.__dict__.copy()
        d["geomeans"] = self.summary()
        return d


# --------------------------------------------------------------------------- report


def format_table(res: DlResult) -> list[str]:
    """The per-layer table: GFLOP/s per column (headed by its result key; the legend above
    says what each runs), the best peer row, exogemm untuned (u) and tuned (t) over it,
    and for memory-bound groups the level and % of its read bandwidth; then geomeans and
    minimum ratios against the best peer and geomeans against each peer."""
    cols = measured(res.libraries)
    peers = res.peers
    ours = [o for o in OURS if o in res.gflops]
    width = {c: max(8, len(c)) for c in cols}
    lines = [f"{res.suite} on {res.isa}{' (quick)' if res.quick else ''}, "
             f"{res.host.get('cpu', '')}",
             ("beta = 0 in every call: C = A op(B), C never read" if res.beta == 0.0 else
              "beta = 1 in every call: C += A op(B)"),
             f"FP32 FMA peak {res.peak_gflops:.1f} GFLOP/s/core"
             + (f", copy bandwidth {res.bandwidth_gbs:.1f} GB/s" if res.bandwidth_gbs else "")
             + " (same run)"]
    if res.read_bandwidth:
        lines.append("read bandwidth (same run, GB/s): " + ", ".join(
            f"{p['level']} {p['threads']}t {p['gbs']:.0f}" for p in res.read_bandwidth))
    lines.append("columns (GFLOP/s):")
    lines += [f"  {c:22} {res.label(c)}: {res.libraries[c]}" for c in cols]
    lines += skipped_lines(res.libraries)
    lines.append("best = the fastest peer row of the layer; u/best, t/best = exogemm "
                 "untuned / tuned over it" + ("; %bw = the GEMM's bytes over its time as % "
                                              "of the read bandwidth of the same bytes"
                                              if res.layer_read_bandwidth else ""))
    for t in res.threads:
        for group in res.groups:
            layers = [x for x in res.layers if x["group"] == group]
            with_bw = bool(res.layer_read_bandwidth) and group in BANDWIDTH_GROUPS
            head = (f"{'layer':26} {'M':>6} {'N':>6} {'K':>6} "
                    + " ".join(f"{c:>{width[c]}}" for c in cols)
                    + f" {'best':>20} " + " ".join(f"{RATIO_PREFIX[o]}/best" for o in ours))
            if with_bw:
                head += "  lvl  " + " ".join(f"{RATIO_PREFIX[o]}%bw" for o in ours) + \
                    " best%bw"
            lines += ["", f"{t} thread{'s' if t > 1 else ''}, {group}", head]
            for layer in layers:
                key = layer["key"]
                row = (f"{layer['name'][:26]:26} {layer['M']:6d} {layer['N']:6d} "
                       f"{layer['K']:6d}")
                for c in cols:
                    g = res.get(c, t, key)
                    row += (f" {g:{width[c]}.{1 if g >= 1 else 3}f}" if g
                            else f" {'-':>{width[c]}}")
                best = res.best_peer(t, key)
                row += f" {best[0] if best else '-':>20}"
                for o in ours:
                    r = res.best_ratio(t, key, o)
                    row += f" {r:6.2f}" if r else f" {'-':>6}"
                if with_bw:
                    shares = [res.bandwidth_share(t, layer, o) for o in ours]
                    shares.append(res.bandwidth_share(t, layer, best[0]) if best else None)
                    level = next((s[0] for s in shares if s), "-")
                    row += f"  {level:4} " + " ".join(
                        f"{s[1]:5.0f}%" if s else f"{'-':>6}" for s in shares)
                if layer["M"] * layer["N"] * layer["K"] <= TINY_MNK:  # call overhead
                    row += "  ns/call: " + ", ".join(
                        f"{RATIO_PREFIX.get(c, c)} {ns:.0f}" for c in (*ours, best[0] if best
                                                                         else None)
                        if c and (ns := res.call_ns(t, layer, c)))
                plan = res.tuned_plans.get(key)
                lines.append(row + (f"  tuned: {plan}" if plan else ""))
            lines += _geomean_lines(res, t, group, peers, ours)
        if len(res.groups) > 1:
            lines += _geomean_lines(res, t, None, peers, ours)
    lines += tuning_lines(res)
    if res.errors:
        lines.append(f"errors: {json.dumps(res.errors)[:2000]}")
    lines.append(f"{res.seconds:.0f} s; load average at the end "
                 f"{', '.join(f'{x:.2f}' for x in res.host.get('load_average', ()))}")
    return lines


def tuning_lines(res: DlResult) -> list[str]:
    """One line per tuning peer: its trial budget and the tuning time over the suite's
    shapes (a figure read from the cache still counts the seconds its tuning took once)."""
    lines = []
    for col, runs in res.peer_tuning.items():
        if not runs:
            continue
        trials = sorted({r["trials"] for r in runs.values()})
        cached = sum(1 for r in runs.values() if r["cached"])
        total = sum(r["seconds"] for r in runs.values())
        lines.append(f"{res.label(col)}: {'/'.join(map(str, trials))} trials per shape, "
                     f"tuning time {total:.0f} s over {len(runs)} shapes "
                     f"(max {max(r['seconds'] for r in runs.values()):.0f} s; {cached} read "
                     f"from the tuning cache)")
    return lines


#: A peer at this share of the FMA peak or more is "near the peak" in the ceiling line.
NEAR_PEAK = 0.95


def _geomean_lines(res: DlResult, t: int, group: str | None, peers: list[str],
                   ours: list[str]) -> list[str]:
    where = group or f"{t} thread{'s' if t > 1 else ''}, all groups"
    lines = []
    for o in ours:
        ratios = res.best_ratios(t, o, group)
        best = (f"x best peer {geomean(ratios):.2f} (min {min(ratios):.2f})" if ratios
                else "x best peer -")
        each = ", ".join(f"x {p} {res.geomean_ratio(t, p, o, group):.2f}" for p in peers
                         if res.geomean_ratio(t, p, o, group))
        lines.append(f"geomean {LABELS[o]} GEMM ({where}): {best}; {each or '-'}")
    ceilings = res.peak_ceilings(t, group)
    if ceilings:
        near = sum(1 for c in ceilings if c * NEAR_PEAK <= 1.0)
        lines.append(f"ceiling (FMA peak over the best peer): geomean {geomean(ceilings):.2f} "
                     f"(min {min(ceilings):.2f}); best peer at >= {NEAR_PEAK:.0%} of the peak "
                     f"on {near} of {len(ceilings)} layers")
    if CONV_COLUMN in res.gflops:
        gm = ", ".join(f"x {p} {res.geomean_ratio(t, p, CONV_COLUMN, group):.2f}"
                       for p in peers if res.geomean_ratio(t, p, CONV_COLUMN, group))
        lines.append(f"geomean exogemm implicit conv (conv layers, {where}): {gm or '-'}")
    network = any(x["count"] > 1 or x["kind"] == "conv" for x in res.layers)
    if group is not None and network:  # shape suites have no network to weight by
        net = ", ".join(f"{res.label(c)} {res.network_gflops(t, c, group):.1f}"
                        for c in measured(res.libraries) if res.network_gflops(t, c, group))
        lines.append(f"network-weighted GFLOP/s: {net or '-'}")
    return lines


def plot_suite(res: DlResult, path: Path) -> Path:
    """Grouped bars per layer (one panel per thread count and group), peak as a line."""
    plt = pyplot()
    cols = [c for c in res.libraries if c in res.gflops]
    panels = [(t, g) for t in res.threads for g in res.groups]
    most = max(sum(1 for x in res.layers if x["group"] == g) for _, g in panels)
    fig, axes = plt.subplots(len(panels), 1, figsize=(max(8, 0.75 * most + 2),
                                                     3.8 * len(panels)), squeeze=False)
    width = 0.8 / max(1, len(cols))
    for ax, (t, group) in zip(axes[:, 0], panels):
        layers = [x for x in res.layers if x["group"] == group]
        for i, c in enumerate(cols):
            xs = [j + (i - (len(cols) - 1) / 2) * width for j in range(len(layers))]
            ys = [res.get(c, t, x["key"]) or 0.0 for x in layers]
            ax.bar(xs, ys, width, label=LABELS.get(c, c),
                   edgecolor="black" if c in OURS else None,
                   linewidth=0.6)
        ax.axhline(res.peak_gflops * t, color="gray", ls="--", lw=1,
                   label=f"FMA peak x{t} ({res.peak_gflops * t:.0f})")
        ax.set_xticks(range(len(layers)))
        ax.set_xticklabels([f"{x['name']}\n{x['M']}x{x['N']}x{x['K']}" for x in layers],
                           rotation=60, ha="right", fontsize=7)
        ax.set_ylabel("GFLOP/s")
        ax.set_ylim(0, res.peak_gflops * t * 1.25)
        ax.set_title(f"{res.suite} {group}, {t} thread{'s' if t > 1 else ''}, {res.isa}")
        ax.grid(axis="y", alpha=0.3)
        ax.legend(fontsize=7, ncol=len(cols) + 1, loc="upper center")
    return save_figure(fig, path, dpi=100)


def plot_layer_roofline(res: DlResult, path: Path) -> Path | None:
    """Every layer as a point at its arithmetic intensity, 1-thread GFLOP/s per library,
    under the roofs measured in the same run (bench/roofline.py)."""
    if not res.bandwidth_gbs or 1 not in res.threads:
        return None
    points = [RooflinePoint(x["name"], lib,
                            arithmetic_intensity(x["M"], x["N"], x["K"], res.beta), g)
              for lib in res.gflops if lib != CONV_COLUMN for x in res.layers
              if (g := res.get(lib, 1, x["key"]))]
    return plot_roofline(points, res.peak_gflops, res.bandwidth_gbs, path,
                         f"{res.suite} layers, 1 thread, {res.isa}")


def combined_geomeans(results: list[DlResult], t: int = 1,
                      lib: str = "exogemm") -> dict[str, float | None]:
    """`lib` / peer geomean over the layers of several suites (e.g. ResNet-50 + BERT)."""
    out = {}
    peers = sorted({p for r in results for p in r.peers})
    for p in peers:
        out[p] = geomean(r.ratio(t, x["key"], p, lib) for r in results for x in r.layers)
    return out

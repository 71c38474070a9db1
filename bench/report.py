#!/usr/bin/env python3
"""Turns the layout transform benchmark's JSON (and numpy's) into ratios:
a Markdown table for docs/performance.md, the goals of issue 6 checked,
and a PNG chart.

Usage: report.py OUT_PREFIX RESULT.json... (writes OUT_PREFIX.md, .png)
"""

import json
import math
import sys
from collections import defaultdict


def load(paths):
    """{case: {variant: GB/s}}; variants are e.g. ours1, ours2, ntcopy2."""
    table = defaultdict(dict)
    for path in paths:
        with open(path) as f:
            data = json.load(f)
        for bench in data["benchmarks"]:
            if bench.get("error_occurred"):
                print(f"error: {bench['name']}: {bench.get('error_message')}",
                      file=sys.stderr)
                continue
            # Repeated runs: the median of each (BENCH_REPETITIONS).
            if bench.get("run_type") == "aggregate" and \
                    bench.get("aggregate_name") != "median":
                continue
            parts = bench["name"].split("/")
            variant, case = parts[0], parts[1]
            threads = int(bench.get("threads", 1))
            if variant in ("ours", "ntcopy"):
                variant += str(threads)
            table[case][variant] = bench["bytes_per_second"] / 1e9
    return table


def geomean(values):
    values = [v for v in values if v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else 0


def ratio(row, a, b):
    return row[a] / row[b] if a in row and b in row and row[b] else None


def fmt(x, digits=2):
    return "–" if x is None else f"{x:.{digits}f}"


def main():
    prefix, paths = sys.argv[1], sys.argv[2:]
    table = load(paths)
    lines = [
        "| case | ours 1T | ours 2T | NT copy 1T | NT copy 2T | memcpy | "
        "ours/NT 1T | ours/NT 2T | ours/upstream | ours/numpy | ours/naive |",
        "|---|---|---|---|---|---|---|---|---|---|---|"]
    for case in sorted(table, key=lambda c: (not c.endswith("large"), c)):
        row = table[case]
        lines.append(
            f"| {case} | {fmt(row.get('ours1'), 1)} | {fmt(row.get('ours2'), 1)} "
            f"| {fmt(row.get('ntcopy1'), 1)} | {fmt(row.get('ntcopy2'), 1)} "
            f"| {fmt(row.get('memcpy'), 1)} "
            f"| {fmt(ratio(row, 'ours1', 'ntcopy1'))} "
            f"| {fmt(ratio(row, 'ours2', 'ntcopy2'))} "
            f"| {fmt(ratio(row, 'ours1', 'upstream'), 1)} "
            f"| {fmt(ratio(row, 'ours1', 'numpy'), 1)} "
            f"| {fmt(ratio(row, 'ours1', 'naive'), 1)} |")

    large = {c: r for c, r in table.items() if c.endswith("_large")}
    transposing = [c for c in table if not c.startswith("pad_")]
    padding = [c for c in large if c.startswith("pad_")]

    def ratios(cases, variant, base):
        """{case: variant/base} where both were measured, and the lowest."""
        found = {c: ratio(table[c], variant, base) for c in cases}
        found = {c: v for c, v in found.items() if v is not None}
        return found, (min(found, key=found.get) if found else None)

    summary = []
    nt2, worst = ratios(large, "ours2", "ntcopy2")
    if worst:
        summary.append(
            f"- Large cases, 2 threads: geometric mean {geomean(nt2.values()):.2f}x "
            f"the non-temporal copy (goal >= 0.85x); lowest {nt2[worst]:.2f}x "
            f"({worst}; goal >= 0.6x).")
    for base, goal in (("upstream", 3), ("numpy", 5)):
        found, worst = ratios(transposing, "ours1", base)
        if worst:
            summary.append(
                f"- Transposing cases, 1 thread each: lowest ours/{base} "
                f"{found[worst]:.1f}x ({worst}; goal >= {goal}x), geometric "
                f"mean {geomean(found.values()):.1f}x.")
    pads, worst = ratios(padding, "ours2", "ntcopy2")
    if worst:
        summary.append(f"- Padding cases (large, 2 threads): lowest "
                       f"{pads[worst]:.2f}x the copy ({worst}; goal >= 0.9x).")
    with open(prefix + ".md", "w") as f:
        f.write("GB/s count bytes read plus bytes written, padding included.\n\n")
        f.write("\n".join(summary) + "\n\n" + "\n".join(lines) + "\n")
    print("\n".join(summary))

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("matplotlib not found: no chart", file=sys.stderr)
        return
    cases = sorted(large)
    fig, ax = plt.subplots(figsize=(max(8, len(cases) * 0.45), 5))
    width = 0.38
    for i, (variant, base, label) in enumerate(
            [("ours1", "ntcopy1", "1 thread"), ("ours2", "ntcopy2", "2 threads")]):
        values = [ratio(large[c], variant, base) or 0 for c in cases]
        ax.bar([k + (i - 0.5) * width for k in range(len(cases))], values, width,
               label=label)
    ax.axhline(0.85, color="gray", linestyle="--", linewidth=1)
    ax.set_xticks(range(len(cases)))
    ax.set_xticklabels([c.replace("_large", "") for c in cases], rotation=70,
                       ha="right", fontsize=8)
    ax.set_ylabel("bandwidth / non-temporal copy")
    ax.set_title("layout.transform, large cases (>= 128 MiB of f32)")
    ax.legend()
    fig.tight_layout()
    fig.savefig(prefix + ".png", dpi=110)


if __name__ == "__main__":
    main()

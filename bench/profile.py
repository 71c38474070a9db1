#!/usr/bin/env python3
"""Instruction counts of our transforms and upstream's, under Valgrind's
callgrind with its cache simulation (make bench-profile).

Runs the benchmark built for AVX2 (Valgrind stops at the first AVX-512
instruction, so this is not the code `make bench` times) once per case,
with only that case's single-threaded variants, and reads from callgrind's
call arcs the calls of `_mlir_ciface_ours_<case>` and
`_mlir_ciface_upstream_<case>` and their inclusive costs. Prints, per call
and per byte moved (read plus written): instructions, and simulated
last-level cache misses. These are counts, not times: they say whether a
function does much work per byte or waits on memory for few instructions.

Usage: profile.py BENCH_AVX2 OUT_DIR CASE...
"""

import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from transform_cases import CASES  # noqa: E402


def call_costs(path, functions):
    """{function: (calls, {event: inclusive cost})} from a callgrind file:
    the `calls=` arcs to each function and the cost line after each."""
    names, events = {}, []
    found = {f: [0, {}] for f in functions}
    target = None
    with open(path) as f:
        lines = iter(f)
        for line in lines:
            if line.startswith("events:"):
                events = line.split()[1:]
            elif line.startswith("cfn="):
                m = re.match(r"cfn=\((\d+)\)(?: (.*))?", line.strip())
                if m.group(2):
                    names[m.group(1)] = m.group(2)
                target = names.get(m.group(1))
            elif line.startswith("fn="):
                m = re.match(r"fn=\((\d+)\)(?: (.*))?", line.strip())
                if m and m.group(2):
                    names[m.group(1)] = m.group(2)
            elif line.startswith("calls=") and target in found:
                calls = int(line.split()[0][len("calls="):])
                costs = next(lines).split()[1:]
                entry = found[target]
                entry[0] += calls
                for event, cost in zip(events, costs):
                    entry[1][event] = entry[1].get(event, 0) + int(cost)
    return found


def main():
    bench, out, wanted = sys.argv[1], sys.argv[2], sys.argv[3:]
    cases = {c.name: c for c in CASES}
    os.makedirs(out, exist_ok=True)
    print("| case | function | calls | instructions per call | per byte | "
          "LL misses per KiB |")
    print("|---|---|---|---|---|---|")
    for name in wanted:
        case = cases.get(name)
        if case is None:
            sys.exit(f"profile.py: no case {name}")
        moved = (case.src_elems + case.dst_elems) * case.bytes
        path = os.path.join(out, f"callgrind.{name}")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--cache-sim=yes",
             f"--callgrind-out-file={path}", bench,
             f"--benchmark_filter=^(ours|upstream)/{name}(/threads:1)?/"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        functions = {f"_mlir_ciface_{kind}_{name}": kind
                     for kind in ("ours", "upstream")}
        for function, (calls, cost) in call_costs(path, functions).items():
            if not calls:
                sys.exit(f"profile.py: no call of {function} in {path}")
            ir = cost["Ir"] / calls
            misses = sum(cost.get(e, 0) for e in ("DLmr", "DLmw")) / calls
            print(f"| {name} | {functions[function]} | {calls} | {ir:,.0f} "
                  f"| {ir / moved:.3f} | {misses / moved * 1024:.1f} |")


if __name__ == "__main__":
    main()

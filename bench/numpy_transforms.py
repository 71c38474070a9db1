#!/usr/bin/env python3
"""numpy on the layout transform benchmark cases (bench/transform_cases.py):
np.ascontiguousarray(x.transpose(...)) for the transposes, a reshape +
transpose for NCHW -> NCHW16c, np.pad for the padding cases and both for
permute + pad. Reports GB/s counting bytes read plus written, like the C++
benchmark, as Google Benchmark-style JSON that bench/report.py merges.

Usage: numpy_transforms.py OUT.json [--filter SUBSTRING] [--repeats N]
"""

import argparse
import json
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from transform_cases import CASES  # noqa: E402

# numpy has no bf16: a 2-byte type moves the same bytes.
DTYPES = {"f32": np.float32, "bf16": np.uint16, "i8": np.int8}


def transform(case, x):
    if case.tiles:
        n, c, h, w = case.shape
        return np.ascontiguousarray(
            x.reshape(n, c // 16, 16, h, w).transpose(0, 1, 3, 4, 2))
    y = x.transpose(case.order) if case.order else x
    if case.align and case.order:
        # np.pad keeps a transposed view's (Fortran) order and would not
        # transpose at all: pad into a C-ordered array instead.
        out = np.zeros(case.phys, x.dtype)
        out[tuple(slice(0, n) for n in y.shape)] = y
        return out
    if case.align:
        pads = [(0, case.phys[i] - y.shape[i]) for i in range(y.ndim)]
        return np.pad(y, pads)
    return np.ascontiguousarray(y)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--filter", default="")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    results = []
    for case in CASES:
        if args.filter not in case.name:
            continue
        x = (np.arange(case.src_elems) % 251).astype(DTYPES[case.elem])
        x = x.reshape(case.shape)
        y = transform(case, x)  # Warm-up, and a check of the size.
        assert y.size == case.dst_elems, (case.name, y.shape, case.phys)
        best = float("inf")
        for _ in range(args.repeats):
            start = time.perf_counter()
            transform(case, x)
            best = min(best, time.perf_counter() - start)
        moved = (case.src_elems + case.dst_elems) * case.bytes
        results.append({"name": f"numpy/{case.name}", "real_time": best * 1e3,
                        "time_unit": "ms", "bytes_per_second": moved / best,
                        "threads": 1})
        print(f"numpy/{case.name}: {moved / best / 1e9:.2f} GB/s", flush=True)
    with open(args.out, "w") as f:
        json.dump({"context": {"numpy": np.__version__},
                   "benchmarks": results}, f, indent=1)


if __name__ == "__main__":
    main()

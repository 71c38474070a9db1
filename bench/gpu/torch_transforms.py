#!/usr/bin/env python3
"""PyTorch baseline of the GPU benchmark (bench/gpu/transforms.mlir).

Times the same layout transforms as `permute(...).contiguous()` and
`F.pad` with CUDA events (median of the runs after one warm-up), counting
bytes read plus written, and, given the JSON of tensor-layout-gpu-bench,
prints the combined table: ours (the first build), the device-to-device
copy, PyTorch, and each build's ratio to the copy where there are several
(the bundle's: transform-work-per-thread 1, 2, 4 and 8).

    torch_transforms.py [--repetitions N] [--ours ours.json] [--json out.json]
"""

import argparse
import json
import os
import sys

# name: (input shape, dtype name, transform of the input)
CASES = {
    "transpose_8192_f32": ((8192, 8192), "float32", lambda x: x.t().contiguous()),
    "transpose_8000_f32": ((8000, 8000), "float32", lambda x: x.t().contiguous()),
    "transpose_bf16": ((16384, 8192), "bfloat16", lambda x: x.t().contiguous()),
    "transpose_i8": ((16384, 16384), "int8", lambda x: x.t().contiguous()),
    "nchw_to_nhwc": ((64, 256, 64, 64), "float32",
                     lambda x: x.permute(0, 2, 3, 1).contiguous()),
    "nhwc_to_nchw": ((64, 64, 64, 256), "float32",
                     lambda x: x.permute(0, 3, 1, 2).contiguous()),
    "bhnd_to_bnhd": ((32, 16, 2048, 64), "float32",
                     lambda x: x.permute(0, 2, 1, 3).contiguous()),
    "pad_rows_1000": ((65536, 1000), "float32", lambda x: pad(x, 8)),
    "pad_rows_1001": ((65536, 1001), "float32", lambda x: pad(x, 7)),
    "nchw_to_nchw16c": ((64, 256, 64, 64), "float32",
                        lambda x: x.view(64, 16, 16, 64, 64)
                        .permute(0, 1, 3, 4, 2).contiguous()),
}
TRANSPOSING = {"transpose_8192_f32", "transpose_8000_f32", "transpose_bf16",
               "transpose_i8", "nchw_to_nhwc", "nhwc_to_nchw", "bhnd_to_bnhd",
               "nchw_to_nchw16c"}


def pad(x, columns):
    import torch.nn.functional as F
    return F.pad(x, (0, columns))


def time_case(torch, shape, dtype, transform, repetitions):
    x = torch.ones(shape, dtype=getattr(torch, dtype), device="cuda")
    y = transform(x)
    nbytes = x.numel() * x.element_size() + y.numel() * y.element_size()
    del y
    times = []
    for _ in range(repetitions):
        start = torch.cuda.Event(enable_timing=True)
        stop = torch.cuda.Event(enable_timing=True)
        start.record()
        y = transform(x)
        stop.record()
        stop.synchronize()
        times.append(start.elapsed_time(stop))
        del y
    times.sort()
    return nbytes, times[len(times) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=20)
    parser.add_argument("--ours", help="JSON of tensor-layout-gpu-bench")
    parser.add_argument("--json", help="where to write PyTorch's results")
    args = parser.parse_args()
    try:
        import torch
    except ImportError:
        print("PyTorch is not installed: no PyTorch baseline")
        return 0
    if not torch.cuda.is_available():
        print("PyTorch sees no CUDA device: no PyTorch baseline")
        return 0
    ours = {}
    if args.ours and not os.path.exists(args.ours):
        print("%s does not exist (did the benchmark fail?): PyTorch alone"
              % args.ours)
    elif args.ours:
        with open(args.ours) as f:
            ours = {c["name"]: c for c in json.load(f)["cases"]}

    results = {}
    print("| case | ours GB/s | copy GB/s | ours/copy | PyTorch GB/s | "
          "ours/PyTorch |")
    print("|---|---|---|---|---|---|")
    for name, (shape, dtype, transform) in CASES.items():
        nbytes, ms = time_case(torch, shape, dtype, transform,
                               args.repetitions)
        gbs = nbytes / ms / 1e6
        results[name] = {"bytes": nbytes, "ms": ms, "gbs": gbs}
        mine = ours.get(name)
        if mine:
            print("| %s | %.0f | %.0f | %.2f | %.0f | %.2f |" % (
                name, mine["gbs"], mine["copy_gbs"],
                mine["gbs"] / mine["copy_gbs"], gbs, mine["gbs"] / gbs))
        else:
            print("| %s | | | | %.0f | |" % (name, gbs))
        sys.stdout.flush()
    if ours:
        import math

        def summary(ratios):
            return "geometric mean %.2f, lowest %.2f" % (
                math.exp(sum(map(math.log, ratios)) / len(ratios)),
                min(ratios))
        ratios = [c["gbs"] / c["copy_gbs"] for c in ours.values()]
        print("\nours/copy: %s" % summary(ratios))
        # Several builds (transform-work-per-thread): each one's ratios.
        builds = list(next(iter(ours.values())).get("builds", {}))
        if len(builds) > 1:
            print("\n| case | %s | best |" % " | ".join(builds))
            print("|---|%s---|" % ("---|" * len(builds)))
            for name, c in ours.items():
                each = [c["builds"][b]["gbs"] / c["copy_gbs"] for b in builds]
                print("| %s | %s | %s |" % (
                    name, " | ".join("%.2f" % r for r in each),
                    builds[each.index(max(each))]))
            for b in builds:
                print("%s/copy: %s" % (b, summary(
                    [c["builds"][b]["gbs"] / c["copy_gbs"]
                     for c in ours.values()])))
        slower = [n for n in TRANSPOSING
                  if n in ours and ours[n]["gbs"] < results[n]["gbs"]]
        print("transposing cases slower than PyTorch: %s" %
              (", ".join(sorted(slower)) or "none"))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(0),
                       "cases": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

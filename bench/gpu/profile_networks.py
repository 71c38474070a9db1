#!/usr/bin/env python3
"""Kernel by kernel: what each build of the GPU benchmark networks runs.

For each network named (default: the convolutional ones) and each build
given (profile.sh gives the libraries and target builds, and both with 1x1
convolutions in one order on cuDNN), runs tensor-layout-gpu-network-bench
once under Nsight Compute (`ncu`, one metric: each kernel's duration) and
prints the kernels of one call, cuDNN's and cuBLASLt's included, with their
times; then the same network as PyTorch eager code under PyTorch's profiler
(bench/gpu/torch_networks.py defines it), NCHW and channels_last, and NCHW
once more under ncu as ours are (the tools disagree on one kernel's time).
Where a build is slower than PyTorch, this says which kernel is. Run it in
the GPU bundle, after run.sh's environment (profile.sh does both):

    profile_networks.py CASES NAME=BUILD.so [...] [--networks a,b]
"""

import argparse
import collections
import csv
import glob
import io
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_NETWORKS = ("resnet_basic,resnet_bottleneck,mobilenet_v2,"
                    "resnet50_conv2x,resnet34_conv2x,mobilenet_v2_stage")
# The bench calls each network three times with --repetitions 1: a
# warm-up, one timed on the host's clock, one timed by events.
CALLS = 3


def print_kernels(title, kernels, calls):
    """kernels: (name, microseconds) of `calls` calls; prints one call's."""
    totals = collections.OrderedDict()
    for name, us in kernels:
        count, total = totals.get(name, (0, 0.0))
        totals[name] = (count + 1, total + us)
    print("%s: %.1f us in %.0f kernels per call" % (
        title, sum(t for _, t in totals.values()) / calls,
        sum(c for c, _ in totals.values()) / calls))
    for name, (count, total) in sorted(totals.items(),
                                       key=lambda item: -item[1][1]):
        print("  %7.1f us %4.1fx  %s" % (total / calls, count / calls,
                                         name[:110]))
    sys.stdout.flush()


def run_ncu(ncu, program, extra=()):
    """The kernels (name, us) that `program` (a command) runs under ncu,
    or None where it failed. Nsight Compute flushes the caches before each
    kernel by default, where PyTorch's profiler (and a network's own
    calls) leave them warm: the same cuDNN kernel took 1.2x-1.8x as long."""
    command = [ncu, "--clock-control", "none", "--cache-control", "none",
               *extra, "--metrics", "gpu__time_duration.sum", "--csv",
               "--print-units", "base", *program]
    run = subprocess.run(command, capture_output=True, text=True)
    rows = [line for line in run.stdout.splitlines() if line.startswith('"')]
    # 3: it ran, but an output was not finite (one build is its own
    # reference): the kernels' times still say something.
    if run.returncode not in (0, 3) or not rows:
        print("ncu failed (%d): %s" % (run.returncode,
                                       (run.stdout + run.stderr)[-2000:]))
        return None
    kernels = []
    for row in csv.DictReader(io.StringIO("\n".join(rows))):
        if row.get("Metric Name") == "gpu__time_duration.sum":
            value = float(row["Metric Value"].replace(",", ""))
            kernels.append((row["Kernel Name"], value / 1000.0))  # ns
    return kernels


def profile_build(ncu, bench, case_line, build):
    """The kernels (name, us) of CALLS calls of `build` under ncu."""
    cases = os.path.join(os.environ.get("TMPDIR", "/tmp"), "profile.cases")
    with open(cases, "w") as f:
        f.write(case_line)
    kernels = run_ncu(ncu, [bench, cases, build, "--repetitions", "1"])
    os.remove(cases)
    return kernels


def profile_torch_under_ncu(ncu, name):
    """PyTorch's NCHW kernels of CALLS calls under ncu, as ours are
    measured: with the profiler's kernels side by side, what a difference
    in one kernel's time owes to the tool."""
    return run_ncu(ncu, [sys.executable, os.path.abspath(__file__),
                         "--torch-calls", name],
                   extra=["--profile-from-start", "off"])


def run_torch_calls(name):
    """--torch-calls: warms `name` up in PyTorch (NCHW), then makes CALLS
    calls between cudaProfilerStart and Stop, for ncu."""
    sys.path.insert(0, HERE)
    import torch
    import torch_networks
    shape, function, *dtype = torch_networks.networks(torch)[name]
    inputs = torch_networks.make_inputs(torch, shape, False, *dtype)
    with torch.no_grad():
        for _ in range(3):
            function(*inputs)
        torch.cuda.synchronize()
        torch.cuda.profiler.start()
        for _ in range(CALLS):
            function(*inputs)
        torch.cuda.synchronize()
        torch.cuda.profiler.stop()


def profile_torch(name, repetitions=5):
    sys.path.insert(0, HERE)
    import torch
    import torch_networks
    shape, function, *dtype = torch_networks.networks(torch)[name]
    for channels_last in (False, True):
        inputs = torch_networks.make_inputs(torch, shape, channels_last,
                                            *dtype)
        with torch.no_grad():
            function(*inputs)
            torch.cuda.synchronize()
            activities = [torch.profiler.ProfilerActivity.CUDA]
            with torch.profiler.profile(activities=activities) as profile:
                for _ in range(repetitions):
                    function(*inputs)
                torch.cuda.synchronize()
        kernels = []
        for event in profile.events():
            us = getattr(event, "device_time", None)
            if us is None:
                us = getattr(event, "cuda_time", 0)
            if us and event.device_type == torch.autograd.DeviceType.CUDA:
                kernels.append((event.name, us))
        print_kernels("PyTorch %s %s" % (
            name, "channels_last" if channels_last else "NCHW"), kernels,
            repetitions)


def main():
    if sys.argv[1:2] == ["--torch-calls"] and len(sys.argv) == 3:
        run_torch_calls(sys.argv[2])
        return 0
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases")
    parser.add_argument("builds", nargs="+", help="NAME=BUILD.so")
    parser.add_argument("--networks", default=DEFAULT_NETWORKS)
    args = parser.parse_args()
    ncu = shutil.which("ncu") or next(iter(sorted(glob.glob(
        "/opt/nvidia/nsight-compute/*/ncu") + glob.glob(
        "/usr/local/cuda/bin/ncu"))), None)
    bench = os.path.join(HERE, "tensor-layout-gpu-network-bench")
    lines = {}
    with open(args.cases) as f:
        for line in f:
            words = line.split()
            if words[1:2] == ["CASE:"]:
                lines[words[2]] = line
    status = 0
    for name in args.networks.split(","):
        if name not in lines:
            print("no case %s in %s" % (name, args.cases))
            status = 1
            continue
        print("== %s" % name)
        for build in args.builds:
            if not ncu:
                print("no ncu on PATH: our kernels are not listed")
                break
            kernels = profile_build(ncu, bench, lines[name], build)
            if kernels is None:
                status = 1
                continue
            print_kernels(build.split("=")[0], kernels, CALLS)
        try:
            profile_torch(name)
        except ImportError:
            print("no PyTorch: its kernels are not listed")
            continue
        if ncu:
            kernels = profile_torch_under_ncu(ncu, name)
            if kernels is None:
                status = 1
                continue
            print_kernels("PyTorch %s NCHW under ncu" % name, kernels, CALLS)
    return status


if __name__ == "__main__":
    sys.exit(main())

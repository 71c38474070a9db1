#!/usr/bin/env python3
"""PyTorch eager and builds of the GPU benchmark networks, in one process.

For each network of bench/gpu/torch_networks.py: PyTorch eager on NCHW
and on channels_last tensors, and each build given (NAME=BUILD.so, as
bench/gpu/make-bundle.sh makes them) called through its C interface
(network_calls.py) on PyTorch's NCHW tensors themselves. One call of each
to warm up, then N rounds (default 50) that call each in turn, each round
in an order of its own, timed on the host's clock until the GPU is done
(PyTorch's calls synchronize; ours return when their work is done; the
result's free is not timed, as in tensor-layout-gpu-network-bench); the
medians, and PyTorch's NCHW time over each build's. Each build's output
is compared with PyTorch's NCHW output on the same inputs (relative
error, Euclidean norms; at most 1e-2 in f32, 5e-2 in bf16, as
tensor-layout-gpu-network-bench allows between builds): exit status 3
where one is over. Run it in the GPU bundle after its environment
(run.sh does):

    torch_same_process.py NAME=BUILD.so [...] [--repetitions N]
        [--runtime libtensor_layout_cuda_runtime.so] [--networks a,b]
        [--json OUT.json]

Unlike torch_networks.py, whose PyTorch times come from a process of their
own after the benchmark's, PyTorch here shares the process, the clocks
and the time with the builds it is compared with.
"""

import argparse
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import network_calls  # noqa: E402
import torch_networks  # noqa: E402


def tolerance(torch, dtype):
    return 5e-2 if dtype == torch.bfloat16 else 1e-2


def relative_error(torch, value, reference):
    """||value - reference|| / ||reference||; infinity where the shapes
    differ or anything is not finite."""
    if tuple(value.shape) != tuple(reference.shape):
        return float("inf")
    value, reference = value.double(), reference.double()
    difference = torch.linalg.vector_norm(value - reference).item()
    norm = torch.linalg.vector_norm(reference).item()
    error = difference / norm if norm else difference
    return error if error == error and error != float("inf") else float(
        "inf")


def read_result(torch, runtime, result, dtype):
    """A build's result as a tensor of its own (a copy), freed after."""
    span = result.span()
    flat = torch.empty(max(span, 1), dtype=dtype, device="cuda")
    if span:
        runtime.copy(flat.data_ptr(), result.first,
                     span * result.element_size)
    return torch.as_strided(flat, result.sizes, result.strides).clone()


def time_in_turn(callers, repetitions):
    """callers: name -> function of no arguments that returns when the GPU
    is done, and returns what to call after it, untimed (a result to free),
    or None. Medians in ms of `repetitions` rounds, each round calling
    every caller once, in an order of its own (the same from run to run),
    so that no caller mostly follows the same one."""
    names = list(callers)
    times = {name: [] for name in names}
    order = random.Random(1)
    for _ in range(repetitions):
        order.shuffle(names)
        for name in names:
            start = time.perf_counter()
            after = callers[name]()
            times[name].append((time.perf_counter() - start) * 1e3)
            if after:
                after()
    return {name: sorted(t)[len(t) // 2] for name, t in times.items()}


def run_network(torch, runtime, name, network, builds, repetitions):
    """Times PyTorch and every build on `name`; returns (times, errors)."""
    shape, function, *dtype = network
    nchw = torch_networks.make_inputs(torch, shape, False, *dtype)
    last = [x.contiguous(memory_format=torch.channels_last)
            if x.dim() == 4 else x for x in nchw]
    ours_inputs = [(x.data_ptr(), tuple(x.shape)) for x in nchw]
    with torch.no_grad():
        reference = function(*nchw)
        torch.cuda.synchronize()
        calls, errors = {}, {}

        def call_torch(inputs):
            def call():
                function(*inputs)
                torch.cuda.synchronize()
            return call
        calls["PyTorch NCHW"] = call_torch(nchw)
        calls["PyTorch channels_last"] = call_torch(last)
        calls["PyTorch channels_last"]()  # warm-up
        for build, path in builds:
            ours = network_calls.Network(runtime, path, name, reference.dim(),
                                         reference.element_size())
            result = ours(ours_inputs)  # warm-up, and the output
            errors[build] = relative_error(
                torch, read_result(torch, runtime, result, reference.dtype),
                reference)
            ours.free_result(result, ours_inputs)

            def call_ours(ours=ours):
                result = ours(ours_inputs)
                return lambda: ours.free_result(result, ours_inputs)
            calls[build] = call_ours
        times = time_in_turn(calls, repetitions)
    return times, errors, tolerance(torch, reference.dtype)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("builds", nargs="+", help="NAME=BUILD.so")
    parser.add_argument("--repetitions", type=int, default=50)
    parser.add_argument("--runtime",
                        default="libtensor_layout_cuda_runtime.so")
    parser.add_argument("--networks", help="a,b: these only")
    parser.add_argument("--json", help="where to write the results")
    args = parser.parse_args()
    builds = [tuple(b.split("=", 1)) for b in args.builds]
    if any(len(b) != 2 or not b[0] for b in builds) or args.repetitions < 1:
        parser.error("builds are NAME=BUILD.so; --repetitions at least 1")
    try:
        import torch
    except ImportError:
        print("PyTorch is not installed: nothing to compare with")
        return 1
    if not torch.cuda.is_available():
        print("PyTorch sees no CUDA device: nothing to compare with")
        return 1
    runtime = network_calls.Runtime(args.runtime)
    networks = torch_networks.networks(torch)
    names = args.networks.split(",") if args.networks else list(networks)
    unknown = [name for name in names if name not in networks]
    if unknown:
        parser.error("no network %s (torch_networks.py has %s)"
                     % (", ".join(unknown), ", ".join(networks)))
    print("%s; one process, median of %d rounds (each in turn); ms per "
          "call, in brackets PyTorch eager (NCHW) over the build, then the "
          "relative error against PyTorch's output"
          % (torch.cuda.get_device_name(0), args.repetitions))
    print("| network | PyTorch NCHW | PyTorch channels_last | %s |"
          % " | ".join(b for b, _ in builds))
    print("|---|---|---|" + "---|" * len(builds))
    results, mismatches = {}, 0
    for name in names:
        times, errors, allowed = run_network(
            torch, runtime, name, networks[name], builds, args.repetitions)
        nchw = times["PyTorch NCHW"]
        cells = []
        for build, _ in builds:
            mismatch = not errors[build] <= allowed
            mismatches += mismatch
            cells.append("%.3f (%.2fx) err %.1e%s" % (
                times[build], nchw / times[build], errors[build],
                " MISMATCH" if mismatch else ""))
        print("| %s | %.3f | %.3f | %s |" % (
            name, nchw, times["PyTorch channels_last"], " | ".join(cells)))
        sys.stdout.flush()
        results[name] = {"ms": times, "relative_error": errors}
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(0),
                       "repetitions": args.repetitions, "cases": results},
                      f, indent=1)
    if mismatches:
        print("%d outputs differ from PyTorch's by more than the tolerance"
              % mismatches)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""PyTorch baseline of the GPU network benchmark (bench/gpu/networks.cases).

Runs the benchmark networks of bench/networks/*.mlir as PyTorch eager code
of the same shapes and ops (convolutions without bias, then the full-size
bias added, as the MLIR does), with PyTorch's default math (TF32 for cuDNN
convolutions, none for matmuls: what the project's runtime asks of cuDNN
and cuBLASLt too), on NCHW and on channels_last tensors, timed with CUDA
events (median of the runs after one warm-up). Given the JSON of
tensor-layout-gpu-network-bench, prints the combined table: each build's
time per call, and PyTorch's over it (above 1: the build is faster); then
each build's GPU time alone (the sum of its kernels' and library calls'
events, gaps between them excluded, which PyTorch's one interval
includes), PyTorch's over it, and the layout transforms' share of it.

    torch_networks.py [--repetitions N] [--ours ours.json] [--json out.json]
"""

import argparse
import json
import os
import sys


def networks(torch):
    """name: (input shape, or the shapes of several inputs, function of the
    inputs[, input type: float32 if absent]), weights made once."""
    F = torch.nn.functional

    def const(*shape, value=0.01):
        return torch.full(shape, value, device="cuda")

    w64 = [const(64, 64, 3, 3, value=0.02), const(64, 64, 3, 3, value=-0.01)]
    b64 = [const(1, 64, 56, 56, value=0.125),
           const(1, 64, 56, 56, value=-0.25)]

    def resnet_basic(x):
        r1 = F.relu(F.conv2d(x, w64[0], padding=1) + b64[0])
        return F.relu(F.conv2d(r1, w64[1], padding=1) + b64[1] + x)

    bw = [const(64, 256, 1, 1), const(64, 64, 3, 3, value=0.02),
          const(256, 64, 1, 1, value=-0.015)]
    bb = [const(1, 64, 56, 56, value=0.125), const(1, 64, 56, 56, value=-0.0625),
          const(1, 256, 56, 56, value=0.25)]

    def resnet_bottleneck(x):
        r1 = F.relu(F.conv2d(x, bw[0]) + bb[0])
        r2 = F.relu(F.conv2d(r1, bw[1], padding=1) + bb[1])
        return F.relu(F.conv2d(r2, bw[2]) + bb[2] + x)

    mw = [const(144, 24, 1, 1, value=0.05), const(144, 1, 3, 3, value=0.1),
          const(24, 144, 1, 1, value=-0.02)]
    mb = [const(1, 144, 56, 56, value=0.125),
          const(1, 144, 56, 56, value=-0.0625), const(1, 24, 56, 56, value=0.25)]

    def mobilenet_v2(x):
        r1 = torch.clamp(F.conv2d(x, mw[0]) + mb[0], 0, 6)
        r2 = torch.clamp(F.conv2d(r1, mw[1], padding=1, groups=144) + mb[1],
                         0, 6)
        return F.conv2d(r2, mw[2]) + mb[2] + x

    # ResNet-50's conv2_x: per block the 1x1 down, 3x3 and 1x1 up
    # weights and biases (resnet50-conv2x.mlir), the first block's
    # projection shortcut.
    stage_values = [((0.015, 0.002, 0.016), (0.125, -0.0625, -0.25)),
                    ((0.004, 0.002, -0.012), (0.125, -0.0625, 0.25)),
                    ((0.004, 0.002, 0.01), (-0.125, 0.0625, 0.25))]
    stage = [([const(64, 64 if i == 0 else 256, 1, 1, value=w[0]),
               const(64, 64, 3, 3, value=w[1]),
               const(256, 64, 1, 1, value=w[2])],
              [const(1, 64, 56, 56, value=b[0]),
               const(1, 64, 56, 56, value=b[1]),
               const(1, 256, 56, 56, value=b[2])])
             for i, (w, b) in enumerate(stage_values)]
    projection = (const(256, 64, 1, 1, value=0.02),
                  const(1, 256, 56, 56, value=0.5))

    def resnet50_conv2x(x):
        for i, (w, b) in enumerate(stage):
            r1 = F.relu(F.conv2d(x, w[0]) + b[0])
            r2 = F.relu(F.conv2d(r1, w[1], padding=1) + b[1])
            shortcut = (F.conv2d(x, projection[0]) + projection[1]
                        if i == 0 else x)
            x = F.relu(F.conv2d(r2, w[2]) + b[2] + shortcut)
        return x

    # ResNet-34's conv2_x: per basic block the two 3x3 convolutions'
    # weights and biases (resnet34-conv2x.mlir).
    basic_values = [((0.002, -0.001), (0.125, -0.0625)),
                    ((0.0015, 0.001), (-0.125, 0.25)),
                    ((-0.001, 0.0015), (0.5, -0.25))]
    basic_stage = [([const(64, 64, 3, 3, value=v) for v in w],
                    [const(1, 64, 56, 56, value=v) for v in b])
                   for w, b in basic_values]

    def resnet34_conv2x(x):
        for w, b in basic_stage:
            r1 = F.relu(F.conv2d(x, w[0], padding=1) + b[0])
            x = F.relu(F.conv2d(r1, w[1], padding=1) + b[1] + x)
        return x

    # MobileNet-v2's third stage (mobilenet-v2-stage.mlir): per block the
    # channels in, expanded and out, the depthwise stride, the weights and
    # biases.
    inverted_values = [(24, 144, 32, 56, 2, (0.05, 0.1, -0.02),
                        (0.125, -0.0625, 0.25)),
                       (32, 192, 32, 28, 1, (0.03, 0.1, -0.01),
                        (0.125, -0.0625, 0.25)),
                       (32, 192, 32, 28, 1, (-0.03, 0.1, 0.01),
                        (0.5, -0.0625, -0.25))]
    inverted = [(c, e, stride,
                 [const(e, c, 1, 1, value=w[0]), const(e, 1, 3, 3, value=w[1]),
                  const(o, e, 1, 1, value=w[2])],
                 [const(1, e, h, h, value=b[0]),
                  const(1, e, h // stride, h // stride, value=b[1]),
                  const(1, o, h // stride, h // stride, value=b[2])])
                for c, e, o, h, stride, w, b in inverted_values]

    def mobilenet_v2_stage(x):
        for i, (_, e, stride, w, b) in enumerate(inverted):
            r1 = torch.clamp(F.conv2d(x, w[0]) + b[0], 0, 6)
            r2 = torch.clamp(F.conv2d(r1, w[1], stride=stride, padding=1,
                                      groups=e) + b[1], 0, 6)
            y = F.conv2d(r2, w[2]) + b[2]
            x = y + x if i > 0 else y
        return x

    sw = const(64, 3, 7, 7, value=0.02)
    sb = const(1, 64, 112, 112, value=0.125)

    def resnet_stem(x):
        r = F.relu(F.conv2d(x, sw, stride=2, padding=3) + sb)
        return F.max_pool2d(r, 3, stride=2, padding=1)

    lw = [const(1024, 1024, value=0.002), const(1024, 1024, value=-0.001),
          const(1024, 1000, value=0.003)]
    lb = [const(256, 1024, value=0.125), const(256, 1024, value=0.5),
          const(256, 1000, value=-0.25)]

    def mlp(x):
        r1 = F.relu(x @ lw[0] + lb[0])
        r2 = F.relu(r1 @ lw[1] + lb[1])
        return r2 @ lw[2] + lb[2]

    def attention(q, kt, v):
        scores = torch.softmax(torch.bmm(q, kt) * 0.125, dim=2)
        return torch.bmm(scores, v)

    # The bf16 networks: bf16 weights and biases, as PyTorch runs them.
    lw16 = [w.bfloat16() for w in lw]
    lb16 = [b.bfloat16() for b in lb]

    def mlp_bf16(x):
        r1 = F.relu(x @ lw16[0] + lb16[0])
        r2 = F.relu(r1 @ lw16[1] + lb16[1])
        return r2 @ lw16[2] + lb16[2]

    # Rows of 1001 elements (2002 bytes): what the cuda-libraries target
    # pads for cuBLASLt; PyTorch runs them as they are.
    ow16 = [const(1001, 1001, value=0.002).bfloat16(),
            const(1001, 1001, value=-0.001).bfloat16(),
            const(1001, 1000, value=0.003).bfloat16()]
    ob16 = [const(256, 1001, value=0.125).bfloat16(),
            const(256, 1001, value=0.5).bfloat16(),
            const(256, 1000, value=-0.25).bfloat16()]

    def mlp_bf16_odd(x):
        r1 = F.relu(x @ ow16[0] + ob16[0])
        r2 = F.relu(r1 @ ow16[1] + ob16[1])
        return r2 @ ow16[2] + ob16[2]

    w64_16 = [w.bfloat16() for w in w64]
    b64_16 = [b.bfloat16() for b in b64]

    def resnet_basic_bf16(x):
        r1 = F.relu(F.conv2d(x, w64_16[0], padding=1) + b64_16[0])
        return F.relu(F.conv2d(r1, w64_16[1], padding=1) + b64_16[1] + x)

    return {
        "resnet_basic": ((1, 64, 56, 56), resnet_basic),
        "resnet_bottleneck": ((1, 256, 56, 56), resnet_bottleneck),
        "mobilenet_v2": ((1, 24, 56, 56), mobilenet_v2),
        "resnet50_conv2x": ((1, 64, 56, 56), resnet50_conv2x),
        "resnet34_conv2x": ((1, 64, 56, 56), resnet34_conv2x),
        "mobilenet_v2_stage": ((1, 24, 56, 56), mobilenet_v2_stage),
        "resnet_stem": ((1, 3, 224, 224), resnet_stem),
        "mlp": ((256, 1024), mlp),
        "attention": (((8, 512, 64), (8, 64, 512), (8, 512, 64)), attention),
        "mlp_bf16": ((256, 1024), mlp_bf16, torch.bfloat16),
        "attention_bf16": (((8, 512, 64), (8, 64, 512), (8, 512, 64)),
                           attention, torch.bfloat16),
        "resnet_basic_bf16": ((1, 64, 56, 56), resnet_basic_bf16,
                              torch.bfloat16),
        "mlp_bf16_odd": ((256, 1001), mlp_bf16_odd, torch.bfloat16),
    }


def make_inputs(torch, shape, channels_last, dtype=None):
    """A network's inputs (one shape, or a tuple of them) drawn uniformly
    from [-1, 1), 4-D ones channels_last if asked."""
    shapes = shape if isinstance(shape[0], tuple) else (shape,)
    inputs = [torch.rand(s, device="cuda", dtype=dtype) * 2 - 1
              for s in shapes]
    if channels_last:
        inputs = [x.contiguous(memory_format=torch.channels_last)
                  if x.dim() == 4 else x for x in inputs]
    return inputs


def time_network(torch, shape, function, repetitions, channels_last,
                 dtype=None):
    inputs = make_inputs(torch, shape, channels_last, dtype)
    with torch.no_grad():
        function(*inputs)
        torch.cuda.synchronize()
        times = []
        for _ in range(repetitions):
            start = torch.cuda.Event(enable_timing=True)
            stop = torch.cuda.Event(enable_timing=True)
            start.record()
            function(*inputs)
            stop.record()
            stop.synchronize()
            times.append(start.elapsed_time(stop))
    times.sort()
    return times[len(times) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repetitions", type=int, default=20)
    parser.add_argument("--ours",
                        help="JSON of tensor-layout-gpu-network-bench")
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
    if args.ours and os.path.exists(args.ours):
        with open(args.ours) as f:
            ours = {c["name"]: c["builds"] for c in json.load(f)["cases"]}
    elif args.ours:
        print("%s does not exist (did the benchmark fail?): PyTorch alone"
              % args.ours)
    # Every build any case has (a case may lack one that failed there).
    builds = list(dict.fromkeys(b for case in ours.values() for b in case))

    print("ms per call; in brackets PyTorch eager (NCHW) over the build")
    print("| network | PyTorch NCHW | PyTorch channels_last | %s |"
          % " | ".join(builds))
    print("|---|---|---|" + "---|" * len(builds))
    results = {}
    for name, (shape, function, *dtype) in networks(torch).items():
        nchw = time_network(torch, shape, function, args.repetitions, False,
                            *dtype)
        last = time_network(torch, shape, function, args.repetitions, True,
                            *dtype)
        results[name] = {"nchw_ms": nchw, "channels_last_ms": last}
        cells = ["%.3f (%.2fx)" % (ours[name][b]["ms"],
                                   nchw / ours[name][b]["ms"])
                 if b in ours.get(name, {}) else "failed" for b in builds]
        print("| %s | %.3f | %.3f | %s |" % (name, nchw, last,
                                              " | ".join(cells)))
        sys.stdout.flush()
    # The GPU's time alone (the sum of each launch's and library call's
    # events, without the gaps between them that PyTorch's one interval
    # includes), and the layout transforms' part of it (issue 29's goal:
    # at most 10%).
    if ours:
        print("\nkernels' ms per call (CUDA events); in brackets PyTorch "
              "eager (NCHW) over it; then the layout transforms' share")
        print("| network | %s |" % " | ".join(builds))
        print("|---|" + "---|" * len(builds))
        for name, times in results.items():
            cells = []
            for b in builds:
                mine = ours.get(name, {}).get(b)
                if not mine or "kernel_ms" not in mine:
                    cells.append("failed" if not mine else "")
                    continue
                kernels = mine["kernel_ms"]
                share = mine.get("transform_ms", 0) / kernels if kernels else 0
                cells.append("%.3f (%.2fx) %.0f%%" % (
                    kernels, times["nchw_ms"] / kernels if kernels else 0,
                    100 * share))
            print("| %s | %s |" % (name, " | ".join(cells)))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(0),
                       "cases": results}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())

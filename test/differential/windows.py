#!/usr/bin/env python3
"""Differential execution testing of window ops in geometry oneDNN rejects.

oneDNN describes a convolution or pooling only where each result extent is
exactly (image + low + high - window) / stride + 1. linalg is looser: a
padded image may be larger than its windows reach (a result smaller than
the image allows, as a valid-but-truncated convolution or a ceil-mode
pooling's extra padding gives), and torch-mlir writes padding as a
`tensor.pad` of any low and high amounts. Before the lowering fitted such
ops to oneDNN's geometry (docs/Lowering.md), they aborted at run time.

Generates random 2-D convolutions (NCHW, depthwise, channels-last HWCF),
max poolings (padded with -inf) and sum poolings on images of 3 to 12
pixels a side, with windows of 1 to 5 taps, strides 1 to 3, dilations 1
or 2, independent low and high padding, and result extents drawn anywhere
from 1 to the largest the padded image allows; compiles each without
layouts on loops, without layouts on oneDNN, and with the `onednn`
target's layouts on oneDNN; runs each and compares with numpy bit for bit
(small integers: every sum is exact). The last line counts the cases
whose geometry oneDNN rejects as written, and those of them whose op the
oneDNN build runs as a oneDNN call (convolutions and max poolings; sum
pooling stays loops).

Case k of seed s depends on (s, k) only: `--seed s --case k --show`
prints it.

    windows.py --seed 1 --cases 40     # what `make check` runs
"""

import argparse
import random
import sys
from dataclasses import dataclass
from typing import List

import numpy as np
import tensor_layout as tl

BUILDS = {
    "loops": "layout-lower-to-llvm",
    "oneDNN": "layout-lower-to-llvm{onednn=true}",
    "onednn target": "layout-assign{target=onednn},layout-propagate,"
                     "canonicalize,layout-lower-to-llvm{onednn=true}",
}
KINDS = ["conv", "depthwise", "conv_hwcf", "max", "sum"]


@dataclass
class Case:
    kind: str
    batch: int
    channels: int
    filters: int
    image: tuple  # (H, W)
    window: tuple
    strides: tuple
    dilations: tuple
    low: tuple
    high: tuple
    result: tuple
    data: np.ndarray = None
    weights: np.ndarray = None

    @property
    def written_as_onednn_takes(self) -> bool:
        """Whether each result extent is the one oneDNN derives."""
        return all(
            r == (i + lo + hi - ((k - 1) * d + 1)) // s + 1
            for r, i, lo, hi, k, d, s in zip(
                self.result, self.image, self.low, self.high, self.window,
                self.dilations, self.strides))


def generate(seed: int, index: int) -> Case:
    rng = random.Random(seed * 100003 + index)
    kind = rng.choice(KINDS)
    while True:
        image = (rng.randint(3, 12), rng.randint(3, 12))
        window = (rng.randint(1, 5), rng.randint(1, 5))
        strides = (rng.randint(1, 3), rng.randint(1, 3))
        dilations = (rng.choice([1, 1, 2]), rng.choice([1, 1, 2]))
        low = (rng.randint(0, 3), rng.randint(0, 3))
        high = (rng.randint(0, 3), rng.randint(0, 3))
        # A pad no wider than the window (oneDNN's own limit on real pads).
        if any(p >= (k - 1) * d + 1 for p, k, d in
               zip(low + high, window + window, dilations + dilations)):
            low = tuple(min(p, k - 1) for p, k in zip(low, window))
            high = tuple(min(p, k - 1) for p, k in zip(high, window))
        most = [(i + lo + hi - ((k - 1) * d + 1)) // s + 1
                for i, lo, hi, k, d, s in zip(image, low, high, window,
                                              dilations, strides)]
        if min(most) >= 1:
            break
    # Anywhere from 1 to the most the padded image allows, the most half
    # the time.
    result = tuple(m if rng.random() < 0.5 else rng.randint(1, m)
                   for m in most)
    batch = rng.choice([1, 1, 2])
    channels = rng.randint(1, 5)
    filters = channels if kind in ("depthwise", "max", "sum") \
        else rng.randint(1, 5)
    case = Case(kind, batch, channels, filters, image, window, strides,
                dilations, low, high, result)
    data_rng = np.random.default_rng(seed * 100003 + index)
    case.data = data_rng.integers(-4, 5, size=(batch, channels) + image) \
        .astype(np.float32)
    if kind == "conv":
        shape = (filters, channels) + window
    elif kind == "conv_hwcf":
        shape = window + (channels, filters)
    elif kind == "depthwise":
        shape = (channels,) + window
    else:
        shape = window
    case.weights = data_rng.integers(-3, 4, size=shape).astype(np.float32)
    return case


def reference(case: Case) -> np.ndarray:
    pad_value = -np.inf if case.kind == "max" else 0.0
    padded = np.pad(case.data, ((0, 0), (0, 0)) +
                    tuple(zip(case.low, case.high)),
                    constant_values=pad_value)
    (rh, rw), (kh, kw) = case.result, case.window
    (sh, sw), (dh, dw) = case.strides, case.dilations
    out = np.zeros((case.batch, case.filters, rh, rw), np.float32)
    for y in range(rh):
        for x in range(rw):
            taps = padded[:, :, y * sh:y * sh + (kh - 1) * dh + 1:dh,
                          x * sw:x * sw + (kw - 1) * dw + 1:dw]
            if case.kind == "conv":
                out[:, :, y, x] = np.einsum("ncij,fcij->nf", taps,
                                            case.weights)
            elif case.kind == "conv_hwcf":
                out[:, :, y, x] = np.einsum("ncij,ijcf->nf", taps,
                                            case.weights)
            elif case.kind == "depthwise":
                out[:, :, y, x] = np.einsum("ncij,cij->nc", taps,
                                            case.weights)
            elif case.kind == "max":
                out[:, :, y, x] = taps.max(axis=(2, 3))
            else:
                out[:, :, y, x] = taps.sum(axis=(2, 3))
    if case.kind == "conv_hwcf":
        return out.transpose(0, 2, 3, 1)
    return out


def to_mlir(case: Case) -> str:
    n, c, f = case.batch, case.channels, case.filters
    (h, w), (rh, rw) = case.image, case.result
    ph = h + case.low[0] + case.high[0]
    pw = w + case.low[1] + case.high[1]
    hwc = case.kind == "conv_hwcf"
    image_t = f"tensor<{n}x{h}x{w}x{c}xf32>" if hwc \
        else f"tensor<{n}x{c}x{h}x{w}xf32>"
    padded_t = f"tensor<{n}x{ph}x{pw}x{c}xf32>" if hwc \
        else f"tensor<{n}x{c}x{ph}x{pw}xf32>"
    result_t = f"tensor<{n}x{rh}x{rw}x{f}xf32>" if hwc \
        else f"tensor<{n}x{f}x{rh}x{rw}xf32>"
    weights_t = "tensor<" + "x".join(map(str, case.weights.shape)) + "xf32>"
    low = [0, case.low[0], case.low[1], 0] if hwc \
        else [0, 0, case.low[0], case.low[1]]
    high = [0, case.high[0], case.high[1], 0] if hwc \
        else [0, 0, case.high[0], case.high[1]]
    pad = "0xFF800000" if case.kind == "max" else "0.0"
    attrs = (f"{{dilations = dense<{list(case.dilations)}> : tensor<2xi64>, "
             f"strides = dense<{list(case.strides)}> : tensor<2xi64>}}")
    op = {"conv": "linalg.conv_2d_nchw_fchw",
          "conv_hwcf": "linalg.conv_2d_nhwc_hwcf",
          "depthwise": "linalg.depthwise_conv_2d_nchw_chw",
          "max": "linalg.pooling_nchw_max",
          "sum": "linalg.pooling_nchw_sum"}[case.kind]
    weights = ("%w = tensor.empty() : " + weights_t) \
        if case.kind in ("max", "sum") else \
        f"%w = arith.constant dense<{case.weights.tolist()}> : {weights_t}"
    return f"""func.func @window(%x: {image_t}) -> {result_t} {{
  %pad = arith.constant {pad} : f32
  %p = tensor.pad %x low{low} high{high} {{
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %pad : f32
  }} : {image_t} to {padded_t}
  {weights}
  %e = tensor.empty() : {result_t}
  %init = linalg.fill ins(%pad : f32) outs(%e : {result_t}) -> {result_t}
  %r = {op} {attrs} ins(%p, %w : {padded_t}, {weights_t}) outs(%init : {result_t}) -> {result_t}
  return %r : {result_t}
}}
"""


def reaches_onednn(case: Case) -> bool:
    """Whether the oneDNN build calls the project's oneDNN runtime."""
    lowered = tl.Module.parse(to_mlir(case)).run_pipeline(BUILDS["oneDNN"])
    return "tensor_layout_onednn" in str(lowered)


def check_case(case: Case) -> List[str]:
    source = to_mlir(case)
    expected = reference(case)
    data = case.data.transpose(0, 2, 3, 1).copy() \
        if case.kind == "conv_hwcf" else case.data
    problems = []
    for build, pipeline in BUILDS.items():
        try:
            got = np.asarray(tl.compile(source, pipeline=pipeline)["window"](
                data, cast=True))
        except tl.MLIRError as error:
            problems.append(f"{build}: {error}")
            continue
        if got.shape != expected.shape:
            problems.append(f"{build}: result of shape {got.shape}")
        elif not np.array_equal(got, expected):
            first = np.argwhere(got != expected)[:3].tolist()
            problems.append(f"{build}: differs from numpy at {first}")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=40)
    parser.add_argument("--case", type=int, default=None,
                        help="only case k of the seed")
    parser.add_argument("--show", action="store_true",
                        help="print each case before checking it")
    args = parser.parse_args()
    indices = [args.case] if args.case is not None else range(args.cases)
    failed = rejected = fitted = 0
    for index in indices:
        case = generate(args.seed, index)
        if args.show:
            print(to_mlir(case) + f"// image: dense<{case.data.tolist()}>")
        if not case.written_as_onednn_takes:
            rejected += 1
            fitted += reaches_onednn(case)
        problems = check_case(case)
        for problem in problems:
            print(f"FAIL case {index} (--seed {args.seed} --case {index} "
                  f"--show): {problem}")
        failed += bool(problems)
    print(f"windows: {len(indices)} cases ({rejected} in geometry oneDNN "
          f"rejects as written, {fitted} of them run on oneDNN), "
          f"seed {args.seed}: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

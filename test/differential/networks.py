#!/usr/bin/env python3
"""Differential execution testing of whole convolution networks.

Generates random small networks -- chains of 1x1, 3x3 (zero-padded or not,
stride 1 or 2) and depthwise convolutions on one image, each followed by
an epilogue of a bias, a residual from an earlier value of its shape, a
ReLU or a ReLU6; in f32, or (a third of them) in bf16 as PyTorch runs it,
each convolution summing into f32 and each layer's result rounded to bf16
-- and compiles each in every build a user gets from the targets:

- plain loops, and the `generic-cpu`, `x86-avx512` and `cuda-libraries`
  targets' layouts on loops (--layout-lower-to-llvm);
- the `x86-avx512` and `onednn` targets on oneDNN's kernels (onednn=true:
  blocked and NHWC convolutions, epilogues as post-ops, 1x1 convolutions
  as matmuls across orders);
- the GPU pipeline's own buffer rewrite (layout-pointwise-conv-to-matmul:
  1x1 convolutions across NCHW and NHWC, or in one order with an epilogue
  cuBLASLt computes, as matmuls on views, their epilogues moved onto those
  views), on packed layouts and in the `cuda-libraries` target's, run on
  the CPU's loops, since cuBLASLt needs a GPU;

runs each and compares its result with numpy bit for bit (the data are
small integers and the sums stay below 2**24, so every summation order
gives the same floats, and the same bf16 after rounding). The GPU lowerings -- the libraries build, with
and without the `cuda-libraries` target, and the `nvidia-sm90` target's
loops -- must reach the LLVM dialect (they run only on a GPU).

Case k of seed s depends on (s, k) only: `--seed s --case k --show`
prints it.

    networks.py --seed 1 --cases 20     # what `make check` runs
    networks.py --seed 7 --cases 500    # make stress
"""

import argparse
import random
import sys
from dataclasses import dataclass, field
from typing import List, Optional, Tuple

import numpy as np
import tensor_layout as tl

TARGET = "layout-assign{{target={}}},layout-propagate,canonicalize,"
# The libraries pipeline's bufferization (lib/Pipelines/Pipelines.cpp),
# then the rewrite it runs before the cuBLASLt conversion.
GPU_BUFFER_REWRITES = (
    "layout-convert-pack-unpack{decompose-rest=true},"
    "func.func(layout-convert-elementwise-to-linalg),"
    "layout-fuse-elementwise-ops,"
    "layout-fold-pad-into-halo{convolution-padding=true},"
    "layout-decompose-aggregated-ops{keep-library-softmax=true},"
    "layout-bufferize,convert-layout-copy-to-vector,"
    "layout-pointwise-conv-to-matmul")
BUILDS = {
    "plain": "layout-lower-to-llvm",
    "generic-cpu": TARGET.format("generic-cpu") + "layout-lower-to-llvm",
    "x86-avx512": TARGET.format("x86-avx512") + "layout-lower-to-llvm",
    "x86-avx512 on oneDNN":
        TARGET.format("x86-avx512") + "layout-lower-to-llvm{onednn=true}",
    "onednn": TARGET.format("onednn") + "layout-lower-to-llvm{onednn=true}",
    "cuda-libraries": TARGET.format("cuda-libraries") + "layout-lower-to-llvm",
}
# The GPU pipeline's buffers up to its matmuls, run on CPU loops: on packed
# layouts (1x1 convolutions with an epilogue cuBLASLt computes, in NCHW),
# and in the cuda-libraries target's (NCHW into NHWC and back too).
MATMUL_BUILDS = {
    "packed, 1x1 as matmuls": GPU_BUFFER_REWRITES,
    "cuda-libraries, 1x1 as matmuls":
        TARGET.format("cuda-libraries") + GPU_BUFFER_REWRITES,
}
GPU_LOWERINGS = {
    "libraries": "layout-lower-to-nvvm{libraries=true}",
    "cuda-libraries target": TARGET.format("cuda-libraries") +
    "layout-lower-to-nvvm{libraries=true host-shared=false}",
    "nvidia-sm90 target": TARGET.format("nvidia-sm90") + "layout-lower-to-nvvm",
}
# Sums of products stay exact below this; an epilogue whose values could
# grow past it ends in a ReLU6.
EXACT_BOUND = 1000.0


@dataclass
class Layer:
    kind: str  # "conv" or "depthwise"
    weights: np.ndarray
    stride: int
    pad: int
    bias: Optional[float]
    residual: Optional[int]  # index of an earlier value of the same shape
    activation: str  # "none", "relu" or "relu6"


@dataclass
class Case:
    image: np.ndarray
    layers: List[Layer] = field(default_factory=list)
    # "f32", or "bf16": images, filters and each layer's result in bf16,
    # each convolution summing into f32 and its epilogue in f32 before the
    # rounding, as PyTorch runs bf16 (bench/networks/resnet-basic-bf16.mlir).
    element: str = "f32"


def small_integers(rng: random.Random, shape) -> np.ndarray:
    count = int(np.prod(shape))
    return np.array([rng.randint(-2, 2) for _ in range(count)],
                    dtype=np.float32).reshape(shape)


def generate(seed: int, index: int) -> Case:
    rng = random.Random(seed * 1000003 + index)
    channels = rng.choice([3, 4, 8, 16, 24, 32])
    size = rng.choice([4, 5, 6, 8])
    case = Case(small_integers(rng, (1, channels, size, size)))
    shapes, bounds = [(channels, size)], [2.0]
    for _ in range(rng.randint(1, 5)):
        kind = rng.choice(["1x1", "1x1", "3x3", "3x3 stride 2", "depthwise"])
        if kind == "depthwise":
            filters, kernel, stride, pad = channels, 3, 1, 1
        elif kind == "1x1":
            filters, kernel, stride, pad = rng.choice(
                [4, 8, 16, 24, 32, 64]), 1, 1, 0
        else:
            filters, kernel = rng.choice([8, 16, 32]), 3
            stride = 2 if kind == "3x3 stride 2" else 1
            pad = 1 if stride == 2 else rng.choice([0, 1, 1])
        out = (size + 2 * pad - kernel) // stride + 1
        if out < 1:
            continue
        if kind == "depthwise":
            weights = small_integers(rng, (channels, 3, 3))
            bound = bounds[-1] * 2 * 9
        else:
            weights = small_integers(rng, (filters, channels, kernel, kernel))
            bound = bounds[-1] * 2 * channels * kernel * kernel
        bias = float(rng.randint(-3, 3)) if rng.random() < 0.7 else None
        bound += abs(bias or 0)
        same = [i for i, shape in enumerate(shapes) if shape == (filters, out)]
        residual = rng.choice(same) if same and rng.random() < 0.6 else None
        if residual is not None:
            bound += bounds[residual]
        activation = (rng.choice(["none", "relu", "relu6"])
                      if bound < EXACT_BOUND else "relu6")
        case.layers.append(Layer("depthwise" if kind == "depthwise" else
                                 "conv", weights, stride, pad, bias, residual,
                                 activation))
        channels, size = filters, out
        shapes.append((channels, size))
        bounds.append(6.0 if activation == "relu6" else bound)
    # Drawn last, so that a seed's f32 cases stay what they were.
    case.element = "bf16" if rng.random() < 0.3 else "f32"
    return case


def tensor(channels: int, size: int, element: str = "f32") -> str:
    return f"tensor<1x{channels}x{size}x{size}x{element}>"


def dense(values: np.ndarray) -> str:
    text = np.array2string(values, separator=", ", threshold=sys.maxsize,
                           max_line_width=sys.maxsize,
                           formatter={"float_kind": lambda v: f"{v:.1f}"})
    return " ".join(text.split())


def to_mlir(case: Case) -> str:
    """The network as @net(image) -> result, in the form of bench/networks."""
    _, channels, size, _ = case.image.shape
    element = case.element
    values = ["%x"]
    lines = []

    def emit(line: str):
        lines.append("  " + line)

    for i, layer in enumerate(case.layers):
        image, image_type = values[-1], tensor(channels, size, element)
        if layer.pad:
            padded = size + 2 * layer.pad
            emit(f"%p{i} = tensor.pad {image} low[0, 0, {layer.pad}, "
                 f"{layer.pad}] high[0, 0, {layer.pad}, {layer.pad}] {{")
            emit("^bb0(%n: index, %c: index, %h: index, %w: index):")
            zero = "%zero" if element == "f32" else f"%zero_{element}"
            emit(f"  tensor.yield {zero} : {element}")
            emit(f"}} : {image_type} to {tensor(channels, padded, element)}")
            image, image_type = f"%p{i}", tensor(channels, padded, element)
        kernel = layer.weights.shape[-1]
        filters = layer.weights.shape[0]
        out = ((size + 2 * layer.pad - kernel) // layer.stride + 1)
        result = tensor(filters, out)
        weights_type = ("tensor<" + "x".join(map(str, layer.weights.shape)) +
                        f"x{element}>")
        emit(f"%w{i} = arith.constant dense<{dense(layer.weights)}> : "
             f"{weights_type}")
        emit(f"%e{i} = tensor.empty() : {result}")
        emit(f"%f{i} = linalg.fill ins(%zero : f32) outs(%e{i} : {result}) "
             f"-> {result}")
        name = ("linalg.depthwise_conv_2d_nchw_chw" if layer.kind ==
                "depthwise" else "linalg.conv_2d_nchw_fchw")
        emit(f"%c{i} = {name} {{dilations = dense<1> : tensor<2xi64>, "
             f"strides = dense<{layer.stride}> : tensor<2xi64>}} "
             f"ins({image}, %w{i} : {image_type}, {weights_type}) "
             f"outs(%f{i} : {result}) -> {result}")
        value = f"%c{i}"
        # The epilogue's constants as bench/networks has them: whole tensors.
        steps = []
        if layer.bias is not None:
            steps.append(("addf", f"dense<{layer.bias:.1f}>"))
        if layer.residual is not None:
            residual = values[layer.residual]
            if element != "f32":
                emit(f"%x{i} = arith.extf {residual} : "
                     f"{tensor(filters, out, element)} to {result}")
                residual = f"%x{i}"
            steps.append(("addf", residual))
        if layer.activation != "none":
            steps.append(("maximumf", "dense<0.0>"))
        if layer.activation == "relu6":
            steps.append(("minimumf", "dense<6.0>"))
        for j, (op, operand) in enumerate(steps):
            if operand.startswith("dense"):
                emit(f"%k{i}_{j} = arith.constant {operand} : {result}")
                operand = f"%k{i}_{j}"
            emit(f"%v{i}_{j} = arith.{op} {value}, {operand} : {result}")
            value = f"%v{i}_{j}"
        if element != "f32":
            emit(f"%r{i} = arith.truncf {value} : {result} to "
                 f"{tensor(filters, out, element)}")
            value = f"%r{i}"
        values.append(value)
        channels, size = filters, out
    source_type = tensor(*case.image.shape[1:3], element)
    result_type = tensor(channels, size, element)
    zeros = "".join(f"  %zero_{t} = arith.constant 0.0 : {t}\n"
                    for t in sorted({"f32", element}))
    return (f"func.func @net(%x: {source_type}) -> {result_type} {{\n" +
            zeros.replace("%zero_f32", "%zero") + "\n".join(lines) +
            f"\n  return {values[-1]} : {result_type}\n}}\n")


def round_to_bf16(values: np.ndarray) -> np.ndarray:
    """float32 `values` rounded to bf16 (to nearest even, as arith.truncf)."""
    bits = values.astype(np.float32).view(np.uint32).astype(np.uint64)
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16 << 16
    return bits.astype(np.uint32).view(np.float32).astype(np.float64)


def reference(case: Case) -> np.ndarray:
    """numpy's result of the network (exact: small integer sums)."""
    values = [case.image.astype(np.float64)]
    for layer in case.layers:
        image = np.pad(values[-1], ((0, 0), (0, 0), (layer.pad, layer.pad),
                                    (layer.pad, layer.pad)))
        kernel, stride = layer.weights.shape[-1], layer.stride
        out = (image.shape[2] - kernel) // stride + 1
        if layer.kind == "depthwise":
            weights = layer.weights[:, None]  # (C, 1, 3, 3)
        else:
            weights = layer.weights
        result = np.zeros((1, weights.shape[0], out, out))
        for dy in range(kernel):
            for dx in range(kernel):
                window = image[:, :, dy:dy + stride * out:stride,
                               dx:dx + stride * out:stride]
                if layer.kind == "depthwise":
                    result += window * weights[None, :, 0, dy, dx, None, None]
                else:
                    result += np.einsum("nchw,fc->nfhw", window,
                                        weights[:, :, dy, dx])
        if layer.bias is not None:
            result += layer.bias
        if layer.residual is not None:
            result += values[layer.residual]
        if layer.activation != "none":
            result = np.maximum(result, 0)
        if layer.activation == "relu6":
            result = np.minimum(result, 6)
        if case.element == "bf16":
            result = round_to_bf16(result)
        values.append(result)
    return values[-1].astype(np.float32)


def check_case(case: Case) -> Tuple[List[str], int]:
    """Problems of every build, and how many 1x1 convolutions became
    matmuls in the GPU pipeline's rewrite."""
    source = to_mlir(case)
    expected = reference(case)
    problems = []

    def compare(build: str, compiled):
        try:
            got = np.asarray(compiled["net"](case.image, cast=True))
        except tl.MLIRError as error:
            problems.append(f"{build}: {error}")
            return
        if got.shape != expected.shape:
            problems.append(f"{build}: result of shape {got.shape}")
        elif not np.array_equal(got, expected):
            first = np.argwhere(got != expected)[:3].tolist()
            problems.append(f"{build}: differs from numpy at {first}")

    for build, pipeline in BUILDS.items():
        try:
            compiled = tl.compile(source, pipeline=pipeline)
        except tl.MLIRError as error:
            problems.append(f"{build}: does not compile: {error}")
            continue
        compare(build, compiled)
    matmuls = 0
    for build, rewrites in MATMUL_BUILDS.items():
        try:
            rewritten = tl.Module.parse(source).run_pipeline(rewrites)
            matmuls += str(rewritten).count("linalg.matmul")
            # Compiled from the source, whose signature has tensors.
            compare(build, tl.compile(
                source, pipeline=rewrites + ",layout-lower-to-llvm"))
        except tl.MLIRError as error:
            problems.append(f"{build}: does not compile: {error}")
    for lowering, pipeline in GPU_LOWERINGS.items():
        try:
            tl.Module.parse(source).run_pipeline(pipeline)
        except tl.MLIRError as error:
            problems.append(f"GPU lowering ({lowering}): {error}")
    return problems, matmuls


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=20)
    parser.add_argument("--case", type=int, default=None,
                        help="only case k of the seed")
    parser.add_argument("--show", action="store_true",
                        help="print each case's network before checking it")
    args = parser.parse_args()
    indices = [args.case] if args.case is not None else range(args.cases)
    failed = with_matmuls = 0
    for index in indices:
        case = generate(args.seed, index)
        if args.show:
            print(to_mlir(case) + f"// image: dense<{dense(case.image)}>\n"
                  "// builds (tensor-opt --pass-pipeline='builtin.module(...)'):")
            for build, pipeline in BUILDS.items():
                print(f"//   {build}: {pipeline}")
            for build, rewrites in MATMUL_BUILDS.items():
                print(f"//   {build}: {rewrites},layout-lower-to-llvm")
        problems, matmuls = check_case(case)
        with_matmuls += matmuls > 0
        for problem in problems:
            print(f"FAIL case {index} (--seed {args.seed} --case {index} "
                  f"--show): {problem}")
        failed += bool(problems)
    print(f"networks: {len(indices)} cases ({with_matmuls} with 1x1 "
          f"convolutions as matmuls), seed {args.seed}: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

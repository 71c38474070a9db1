# REQUIRES: cpu-avx512
# RUN: env ONEDNN_MAX_CPU_ISA=AVX512_CORE %python %s | FileCheck %s
"""A ResNet basic block (zero pad, convolution, bias and ReLU, zero pad,
convolution, bias, the residual add of the block's input, ReLU) with each
target's layouts. Propagation moves the transform into the convolutions'
layout above each pad, so the transforms between the convolutions cancel
and the input is in that layout once; the residual add then reads that
transform, and the block's result is transformed back once. The result is
the same, bit for bit, as without layouts (small integers: exact sums),
on loops and on oneDNN."""

import numpy as np
import tensor_layout as tl

PROGRAM = """
func.func @block(%x: tensor<1xCx8x8xf32>, %f: tensor<CxCx3x3xf32>,
                 %g: tensor<CxCx3x3xf32>) -> tensor<1xCx8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<1.0> : tensor<1xCx8x8xf32>
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1xCx8x8xf32> to tensor<1xCx10x10xf32>
  %e = tensor.empty() : tensor<1xCx8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1xCx8x8xf32>) -> tensor<1xCx8x8xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%p, %f : tensor<1xCx10x10xf32>, tensor<CxCx3x3xf32>)
      outs(%z : tensor<1xCx8x8xf32>) -> tensor<1xCx8x8xf32>
  %b = arith.addf %c, %bias : tensor<1xCx8x8xf32>
  %r = arith.maximumf %b, %z : tensor<1xCx8x8xf32>
  %p2 = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1xCx8x8xf32> to tensor<1xCx10x10xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e : tensor<1xCx8x8xf32>) -> tensor<1xCx8x8xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p2, %g : tensor<1xCx10x10xf32>, tensor<CxCx3x3xf32>)
      outs(%z2 : tensor<1xCx8x8xf32>) -> tensor<1xCx8x8xf32>
  %b2 = arith.addf %c2, %bias : tensor<1xCx8x8xf32>
  %s = arith.addf %b2, %x : tensor<1xCx8x8xf32>
  %y = arith.maximumf %s, %z : tensor<1xCx8x8xf32>
  return %y : tensor<1xCx8x8xf32>
}
"""

rng = np.random.default_rng(11)
channels = 32
text = PROGRAM.replace("xCx", f"x{channels}x").replace("<Cx", f"<{channels}x")
args = [rng.integers(-2, 3, size=shape).astype(np.float32)
        for shape in [(1, channels, 8, 8), (channels, channels, 3, 3),
                      (channels, channels, 3, 3)]]
reference = tl.compile(text)["block"](*args).numpy()
for target, lowering in (("onednn", "layout-lower-to-llvm{onednn=true}"),
                         ("onednn", "layout-lower-to-llvm"),
                         ("generic-cpu", "layout-lower-to-llvm"),
                         ("x86-avx512", "layout-lower-to-llvm")):
    # The fixed-rule targets' own layouts (a block this small would
    # otherwise run plain: its filters, arguments, cost more to transform
    # than the kernels are priced to save).
    fixed = "" if target == "onednn" else " alternatives=false"
    passes = (f"layout-assign{{target={target}{fixed}}},layout-propagate,"
              "canonicalize")
    module = tl.Module.parse(text)
    module.run_pipeline(passes)
    transforms = str(module).count("layout.transform ")
    result = tl.compile(text, pipeline=f"{passes},{lowering}")["block"](
        *args).numpy()
    print(target, lowering, transforms, np.array_equal(result, reference))

# The input's transform, the result's, and the two filters' (arguments
# here): 4, where 6 were before (the second convolution's input went back
# to NCHW for its pad, and into NHWC again). x86-avx512's nChw16c is tiled,
# and its pads run in the blocks too (a pad of the physical tensor).
# CHECK: onednn layout-lower-to-llvm{onednn=true} 4 True
# CHECK: onednn layout-lower-to-llvm 4 True
# CHECK: generic-cpu layout-lower-to-llvm 4 True
# CHECK: x86-avx512 layout-lower-to-llvm 4 True

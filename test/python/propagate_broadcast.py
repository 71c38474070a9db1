# RUN: %python %s | FileCheck %s
"""A convolution, a bias broadcast over channels with a ReLU, and a second
convolution: with each target's layouts, propagation sinks the transform
out of the first convolution's layout below the bias add, where it cancels
with the one into the second's (the input, the filters and the result are
left). The result is the same, bit for bit, as without layouts: 64 output
channels (whole blocks of 16) and 20 (a padded block, whose bias add runs
on plain tensors between transforms)."""

import numpy as np
import tensor_layout as tl

PROGRAM = """
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>
func.func @net(%x: tensor<1x8x10x10xf32>, %f: tensor<Cx8x3x3xf32>,
               %bias: tensor<Cxf32>, %g: tensor<CxCx3x3xf32>)
    -> tensor<1xCx6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1xCx8x8xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1xCx8x8xf32>) -> tensor<1xCx8x8xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<1x8x10x10xf32>, tensor<Cx8x3x3xf32>) outs(%z : tensor<1xCx8x8xf32>) -> tensor<1xCx8x8xf32>
  %e2 = tensor.empty() : tensor<1xCx8x8xf32>
  %b = linalg.generic {indexing_maps = [#id, #channel, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %bias : tensor<1xCx8x8xf32>, tensor<Cxf32>) outs(%e2 : tensor<1xCx8x8xf32>) {
  ^bb0(%in: f32, %bb: f32, %out: f32):
    %s = arith.addf %in, %bb : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1xCx8x8xf32>
  %e4 = tensor.empty() : tensor<1xCx6x6xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1xCx6x6xf32>) -> tensor<1xCx6x6xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%b, %g : tensor<1xCx8x8xf32>, tensor<CxCx3x3xf32>) outs(%z4 : tensor<1xCx6x6xf32>) -> tensor<1xCx6x6xf32>
  return %c2 : tensor<1xCx6x6xf32>
}
"""

rng = np.random.default_rng(5)
for channels in (64, 20):
    text = PROGRAM.replace("xCx", f"x{channels}x").replace(
        "<Cx", f"<{channels}x")
    args = [rng.integers(-3, 4, size=shape).astype(np.float32)
            for shape in [(1, 8, 10, 10), (channels, 8, 3, 3), (channels,),
                          (channels, channels, 3, 3)]]
    reference = tl.compile(text)["net"](*args).numpy()
    for target in ("x86-avx512", "generic-cpu"):
        module = tl.Module.parse(text)
        # The targets' own layouts (alternatives=false: so small a network
        # would otherwise run plain, its filters not worth transforming).
        assign = f"layout-assign{{target={target} alternatives=false}}"
        module.run_pipeline(f"{assign},layout-propagate,canonicalize")
        transforms = str(module).count("layout.transform")
        pipeline = (f"{assign},layout-propagate,canonicalize,"
                    "layout-lower-to-llvm")
        result = tl.compile(text, pipeline=pipeline)["net"](*args).numpy()
        print(channels, target, transforms, np.array_equal(result, reference))

# CHECK: 64 x86-avx512 3 True
# CHECK: 64 generic-cpu 4 True
# CHECK: 20 x86-avx512 4 True
# CHECK: 20 generic-cpu 4 True

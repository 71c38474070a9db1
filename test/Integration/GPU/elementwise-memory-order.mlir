// Element-wise kernels on a permuted buffer run in its memory order:
// consecutive threads (the flattened index, innermost first) take
// consecutive elements, so a warp's loads and stores coalesce. On NHWC
// storage of an NCHW tensor, the innermost index is the channel (stride
// 1), not the width (stride 64). A plain buffer keeps the logical order.
// RUN: tensor-opt %s --layout-lower-to-nvvm --mlir-disable-threading \
// RUN:   --mlir-print-ir-after=convert-parallel-loops-to-gpu -o /dev/null 2>&1 \
// RUN:   | FileCheck %s

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// CHECK-LABEL: func.func @bias_relu_nhwc
// CHECK: gpu.launch
// CHECK: %[[C:.*]] = arith.remsi %[[I:.*]], %c64 : index
// CHECK: %[[REST:.*]] = arith.divsi %[[I]], %c64 : index
// CHECK: %[[W:.*]] = arith.remsi %[[REST]], %c8 : index
// CHECK: memref.load %{{.*}}[%{{.*}}, %[[C]], %{{.*}}, %[[W]]] : memref<1x64x8x8xf32, strided<[4096, 1, 512, 64]>>
func.func @bias_relu_nhwc(%x: tensor<1x64x8x8xf32, #nhwc>, %b: tensor<1x64x8x8xf32, #nhwc>) -> tensor<1x64x8x8xf32, #nhwc> {
  %zeros = arith.constant dense<0.0> : tensor<1x64x8x8xf32, #nhwc>
  %s = arith.addf %x, %b : tensor<1x64x8x8xf32, #nhwc>
  %r = arith.maximumf %s, %zeros : tensor<1x64x8x8xf32, #nhwc>
  return %r : tensor<1x64x8x8xf32, #nhwc>
}

// CHECK-LABEL: func.func @bias_relu_nchw
// CHECK: gpu.launch
// CHECK: %[[W:.*]] = arith.remsi %[[I:.*]], %c8 : index
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}, %[[W]]] : memref<1x64x8x8xf32>
func.func @bias_relu_nchw(%x: tensor<1x64x8x8xf32>, %b: tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32> {
  %zeros = arith.constant dense<0.0> : tensor<1x64x8x8xf32>
  %s = arith.addf %x, %b : tensor<1x64x8x8xf32>
  %r = arith.maximumf %s, %zeros : tensor<1x64x8x8xf32>
  return %r : tensor<1x64x8x8xf32>
}

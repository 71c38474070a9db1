// A network whose result with layouts equals its result without: the same
// program lowered as written and after layout propagation (transposes become
// relabellings of NHWC buffers, the tail runs in NHWC) prints the same bits.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm \
// RUN:   | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-report \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// REPORT: 'network': 2 layout transforms move

#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @network(%input: tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %filter = arith.constant dense<[[[[-2.125, -2.0], [-1.875, -1.75]], [[-1.625, -1.5], [-1.375, -1.25]], [[-1.125, -1.0], [-0.875, -0.75]]], [[[-0.625, -0.5], [-0.375, -0.25]], [[-0.125, 0.0], [0.125, 0.25]], [[0.375, 0.5], [0.625, 0.75]]], [[[0.875, 1.0], [1.125, 1.25]], [[1.375, 1.5], [1.625, 1.75]], [[1.875, 2.0], [2.125, 2.25]]]]> : tensor<3x3x2x2xf32>
  %bias = arith.constant dense<[[[[0.5, -24.0], [1.0, -23.0]], [[-25.0, 0.75], [-30.0, 0.0]]]]> : tensor<1x2x2x2xf32>

  %e0 = tensor.empty() : tensor<1x4x4x2xf32>
  %x = linalg.transpose ins(%input : tensor<1x2x4x4xf32>) outs(%e0 : tensor<1x4x4x2xf32>) permutation = [0, 2, 3, 1]
  %e1 = tensor.empty() : tensor<1x2x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %filter : tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %e2 = tensor.empty() : tensor<1x2x2x2xf32>
  %y = linalg.transpose ins(%c : tensor<1x2x2x2xf32>) outs(%e2 : tensor<1x2x2x2xf32>) permutation = [0, 3, 1, 2]
  %e3 = tensor.empty() : tensor<1x2x2x2xf32>
  %b = linalg.add ins(%y, %bias : tensor<1x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%e3 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %e4 = tensor.empty() : tensor<1x2x2x2xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<1x2x2x2xf32>) outs(%e4 : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

func.func @main() {
  %input = arith.constant dense<[[[[-2.5, -2.25, -2.0, -1.75], [-1.5, -1.25, -1.0, -0.75], [-0.5, -0.25, 0.0, 0.25], [0.5, 0.75, 1.0, 1.25]], [[1.5, 1.75, 2.0, 2.25], [2.5, 2.75, 3.0, 3.25], [3.5, 3.75, 4.0, 4.25], [4.5, 4.75, 5.0, 5.25]]]]> : tensor<1x2x4x4xf32>
  %r = call @network(%input) : (tensor<1x2x4x4xf32>) -> tensor<1x2x2x2xf32>
  %m = bufferization.to_buffer %r : tensor<1x2x2x2xf32> to memref<1x2x2x2xf32>
  %u = memref.cast %m : memref<1x2x2x2xf32> to memref<*xf32>
  // Expected values from a plain Python reference of the same network
  // (float32 rounding at each step, the loop order of the linalg ops).
  // CHECK: sizes = [1, 2, 2, 2]
  // CHECK-NEXT: {{\[\[\[\[}}24.5,     0],
  // CHECK-NEXT: [25,     1]],
  // CHECK-NEXT: {{\[\[}}0.6875,     27],
  // CHECK-NEXT: [0,     28.5]]]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // Bit for bit.
  %bits = arith.bitcast %r : tensor<1x2x2x2xf32> to tensor<1x2x2x2xi32>
  %mb = bufferization.to_buffer %bits : tensor<1x2x2x2xi32> to memref<1x2x2x2xi32>
  %ub = memref.cast %mb : memref<1x2x2x2xi32> to memref<*xi32>
  // CHECK: sizes = [1, 2, 2, 2]
  // CHECK-NEXT: {{\[\[\[\[}}1103364096,     0],
  // CHECK-NEXT: [1103626240,     1065353216]],
  // CHECK-NEXT: {{\[\[}}1060110336,     1104674816],
  // CHECK-NEXT: [0,     1105461248]]]]
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  return
}

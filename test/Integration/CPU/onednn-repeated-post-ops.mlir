// A convolution's epilogue with two post-ops of one algorithm (x * 0.25,
// then - 2: two linear post-ops; max(x, -1) and min(x, 3): two clips).
// oneDNN 2.6.3's JIT convolutions apply every post-op of an algorithm
// with the first one's parameters (x * 0.25 * 0.25 here); the runtime
// lets the kernel apply the post-ops before the second of an algorithm
// and runs the rest as primitives after it. The numbers are the program's
// as written, worked out by hand: each output is 8 v for the input value
// v of its pixel (a 1x1 filter of ones over 8 channels), then
// min(2 max(2 v - 2, -1), 3).
// REQUIRES: cpu-avx2
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// On the onednn target's layouts capped at AVX2 (NHWC, jit_1x1:avx2),
// where the post-ops run in the kernel:
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 tensor-opt %s --layout-assign=target=onednn \
// RUN:   --layout-propagate --canonicalize --layout-lower-to-llvm=onednn=true \
// RUN:   | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} | FileCheck %s
// The whole chain is in the kernel's description, as 5 post-ops: linear
// (0.25, 0), linear (1, -2), clip (-1, inf), linear (2, 0), clip (-inf, 3)
// (f32 bit patterns).
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 tensor-opt %s --layout-assign=target=onednn \
// RUN:   --layout-propagate --canonicalize --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// IR: memref.global "private" constant @__tensor_layout_onednn_conv{{.*}} = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 5, 0, 1048576000, 0, 0, 1065353216, 3221225472, 1, 3212836864, 2139095040, 0, 1073741824, 0, 1, 4286578688, 1077936128,
// IR-LABEL: func.func @conv_epilogue
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.generic
// IR: return
// IR-LABEL: func.func @residual_after_split
// IR: call @tensor_layout_onednn_conv_binary_f32
// IR-NOT: linalg.generic
// IR: return

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv_epilogue(%x: tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %filter = arith.constant dense<1.0> : tensor<8x8x1x1xf32>
  %e = tensor.empty() : tensor<1x8x3x3xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %filter : tensor<1x8x3x3xf32>, tensor<8x8x1x1xf32>)
                                outs(%a : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %quarter = arith.constant dense<0.25> : tensor<1x8x3x3xf32>
  %two = arith.constant dense<2.0> : tensor<1x8x3x3xf32>
  %low = arith.constant dense<-1.0> : tensor<1x8x3x3xf32>
  %high = arith.constant dense<3.0> : tensor<1x8x3x3xf32>
  %m = arith.mulf %c, %quarter : tensor<1x8x3x3xf32>
  %s = arith.subf %m, %two : tensor<1x8x3x3xf32>
  %l = arith.maximumf %s, %low : tensor<1x8x3x3xf32>
  %d = arith.mulf %l, %two : tensor<1x8x3x3xf32>
  %h = arith.minimumf %d, %high : tensor<1x8x3x3xf32>
  return %h : tensor<1x8x3x3xf32>
}

// The residual added after the split: a binary primitive after the kernel
// (each output 8 v * 0.5 - 1 + v = 5 v - 1).
func.func @residual_after_split(%x: tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %filter = arith.constant dense<1.0> : tensor<8x8x1x1xf32>
  %e = tensor.empty() : tensor<1x8x3x3xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %filter : tensor<1x8x3x3xf32>, tensor<8x8x1x1xf32>)
                                outs(%a : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %half = arith.constant dense<0.5> : tensor<1x8x3x3xf32>
  %one = arith.constant dense<1.0> : tensor<1x8x3x3xf32>
  %m = arith.mulf %c, %half : tensor<1x8x3x3xf32>
  %s = arith.subf %m, %one : tensor<1x8x3x3xf32>
  %r = arith.addf %s, %x : tensor<1x8x3x3xf32>
  return %r : tensor<1x8x3x3xf32>
}

func.func @main() {
  // Every channel: the pixel values -4 .. 4, row by row.
  %row = arith.constant dense<[[-4.0, -3.0, -2.0], [-1.0, 0.0, 1.0], [2.0, 3.0, 4.0]]> : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x8x3x3xf32>
  %x = linalg.broadcast ins(%row : tensor<3x3xf32>) outs(%e : tensor<1x8x3x3xf32>) dimensions = [0, 1]
  %y = call @conv_epilogue(%x) : (tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %m = bufferization.to_buffer %y : tensor<1x8x3x3xf32> to memref<1x8x3x3xf32>
  %u = memref.cast %m : memref<1x8x3x3xf32> to memref<*xf32>
  // CHECK: sizes = [1, 8, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]],
  // CHECK-NEXT: {{\[\[}}-2, -2, -2],
  // CHECK-NEXT: [-2, -2, 0],
  // CHECK-NEXT: [3, 3, 3]]]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %z = call @residual_after_split(%x) : (tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %mz = bufferization.to_buffer %z : tensor<1x8x3x3xf32> to memref<1x8x3x3xf32>
  %uz = memref.cast %mz : memref<1x8x3x3xf32> to memref<*xf32>
  // CHECK: sizes = [1, 8, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]],
  // CHECK-NEXT: {{\[\[}}-21, -16, -11],
  // CHECK-NEXT: [-6, -1, 4],
  // CHECK-NEXT: [9, 14, 19]]]]
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  return
}

// layout-fold-pad-into-halo on a ReLU, a zero pad and a 3x3 convolution
// (8 channels): the ReLU writes a layout whose halo holds the zero border,
// the convolution reads that buffer whole, and the results are those of
// the program as written (numbers from numpy), padding included, as loops
// (onednn=false). The same with oneDNN's convolution (the default), and with the layouts the onednn target picks
// on AVX2 (NCHW8c activations with the halo, blocked filters). A pad with
// another value, of an argument, becomes a transform into the halo layout.
// REQUIRES: cpu-avx2
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=false | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 tensor-opt %s --layout-assign=target=onednn \
// RUN:   --layout-propagate --canonicalize --layout-lower-to-llvm=onednn=true \
// RUN:   | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} | FileCheck %s
// On oneDNN, the zero pad is the kernel's own padding (1 on each side of
// the unpadded 3x3 image: no copy, no halo), and the scaling and clipping
// after the convolution are its post-ops (linear 0.25 x, linear x - 2,
// clip [-3, 20]): applied by the
// kernel on the target's blocked layouts, by eltwise primitives after it
// on plain NCHW (whose GEMM-based kernel would apply them slowly).
// RUN: tensor-opt %s --layout-lower-to-llvm \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=POSTOPS
// POSTOPS: memref.global "private" constant @__tensor_layout_onednn_conv{{.*}} = dense<[1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 0, 3, 0, 1048576000, 0, 0, 1065353216, 3221225472, 1, 3225419776, 1101004800, 4, 1, 8, 3, 3,
// POSTOPS-LABEL: func.func @conv_epilogue
// POSTOPS-NOT: linalg.map
// POSTOPS-NOT: linalg.copy
// POSTOPS: call @tensor_layout_onednn_conv_f32
// POSTOPS-NOT: linalg.generic
// POSTOPS: return
// The pipeline leaves no pad to copy.
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=false --mlir-print-ir-before=layout-bufferize \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=HALO

// HALO: func.func @relu_pad(
// HALO-NOT: tensor.pad
// HALO: layout.expand_halo
// HALO: func.func @relu_pad_conv(
// HALO-NOT: tensor.pad
// HALO: layout.expand_halo
// HALO: func.func @conv_epilogue(
// HALO-NOT: tensor.pad
// HALO: layout.expand_halo
// HALO: func.func @pad_with(
// HALO-NOT: tensor.pad
// HALO: layout.transform
// HALO-NEXT: layout.expand_halo

func.func private @printMemrefF32(memref<*xf32>)

func.func @relu_pad(%x: tensor<1x8x3x3xf32>) -> tensor<1x8x5x5xf32> {
  %zero = arith.constant 0.0 : f32
  %zeros = arith.constant dense<0.0> : tensor<1x8x3x3xf32>
  %r = arith.maximumf %x, %zeros : tensor<1x8x3x3xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x3x3xf32> to tensor<1x8x5x5xf32>
  return %p : tensor<1x8x5x5xf32>
}

func.func @relu_pad_conv(%x: tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %zeros = arith.constant dense<0.0> : tensor<1x8x3x3xf32>
  %filter = arith.constant dense<[[[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]], [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]], [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]], [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]]]> : tensor<8x8x3x3xf32>
  %r = arith.maximumf %x, %zeros : tensor<1x8x3x3xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x3x3xf32> to tensor<1x8x5x5xf32>
  %e = tensor.empty() : tensor<1x8x3x3xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%p, %filter : tensor<1x8x5x5xf32>, tensor<8x8x3x3xf32>)
                                outs(%a : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  return %c : tensor<1x8x3x3xf32>
}

func.func @conv_epilogue(%x: tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %zeros = arith.constant dense<0.0> : tensor<1x8x3x3xf32>
  %filter = arith.constant dense<[[[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]], [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]], [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]], [[[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]], [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]], [[[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]], [[-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5], [-0.5, -0.5, -0.5]]]]> : tensor<8x8x3x3xf32>
  %r = arith.maximumf %x, %zeros : tensor<1x8x3x3xf32>
  %p = tensor.pad %r low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x3x3xf32> to tensor<1x8x5x5xf32>
  %e = tensor.empty() : tensor<1x8x3x3xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%p, %filter : tensor<1x8x5x5xf32>, tensor<8x8x3x3xf32>)
                                outs(%a : tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %quarter = arith.constant dense<0.25> : tensor<1x8x3x3xf32>
  %twos = arith.constant dense<2.0> : tensor<1x8x3x3xf32>
  %low = arith.constant dense<-3.0> : tensor<1x8x3x3xf32>
  %high = arith.constant dense<20.0> : tensor<1x8x3x3xf32>
  %m = arith.mulf %c, %quarter : tensor<1x8x3x3xf32>
  %s = arith.subf %m, %twos : tensor<1x8x3x3xf32>
  %l = arith.maximumf %s, %low : tensor<1x8x3x3xf32>
  %h = arith.minimumf %l, %high : tensor<1x8x3x3xf32>
  return %h : tensor<1x8x3x3xf32>
}

func.func @pad_with(%x: tensor<1x8x3x3xf32>) -> tensor<1x8x6x4xf32> {
  %c = arith.constant -1.5 : f32
  %p = tensor.pad %x low[0, 0, 2, 0] high[0, 0, 1, 1] {
  ^bb0(%n: index, %ch: index, %h: index, %w: index):
    tensor.yield %c : f32
  } : tensor<1x8x3x3xf32> to tensor<1x8x6x4xf32>
  return %p : tensor<1x8x6x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[[[-4.0, -3.0, -2.0], [-1.0, 0.0, 1.0], [2.0, 3.0, 4.0]], [[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], [[-2.0, -1.0, 0.0], [1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[-4.0, -3.0, -2.0], [-1.0, 0.0, 1.0], [2.0, 3.0, 4.0]], [[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0], [3.0, 4.0, 5.0]], [[-2.0, -1.0, 0.0], [1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[-4.0, -3.0, -2.0], [-1.0, 0.0, 1.0], [2.0, 3.0, 4.0]], [[-3.0, -2.0, -1.0], [0.0, 1.0, 2.0], [3.0, 4.0, 5.0]]]]> : tensor<1x8x3x3xf32>

  %p = call @relu_pad(%x) : (tensor<1x8x3x3xf32>) -> tensor<1x8x5x5xf32>
  %mp = bufferization.to_buffer %p : tensor<1x8x5x5xf32> to memref<1x8x5x5xf32>
  %up = memref.cast %mp : memref<1x8x5x5xf32> to memref<*xf32>
  // CHECK: sizes = [1, 8, 5, 5]
  // CHECK-NEXT: {{\[\[\[\[}}0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   0,   0,   1,   0],
  // CHECK-NEXT: [0,   2,   3,   4,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0]],
  // CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   0,   1,   2,   0],
  // CHECK-NEXT: [0,   3,   4,   5,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0]],
  // CHECK-NEXT: {{\[\[}}0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0],
  // CHECK-NEXT: [0,   1,   2,   3,   0],
  // CHECK-NEXT: [0,   4,   5,   6,   0],
  // CHECK-NEXT: [0,   0,   0,   0,   0]],
  call @printMemrefF32(%up) : (memref<*xf32>) -> ()

  %c = call @relu_pad_conv(%x) : (tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %mc = bufferization.to_buffer %c : tensor<1x8x3x3xf32> to memref<1x8x3x3xf32>
  %uc = memref.cast %mc : memref<1x8x3x3xf32> to memref<*xf32>
  // CHECK: sizes = [1, 8, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}9,   24,   22],
  // CHECK-NEXT: [63,   117,   92],
  // CHECK-NEXT: [63,   117,   92]],
  // CHECK-NEXT: {{\[\[}}-4.5,   -12,   -11],
  // CHECK-NEXT: [-31.5,   -58.5,   -46],
  // CHECK-NEXT: [-31.5,   -58.5,   -46]],
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()

  %y = call @conv_epilogue(%x) : (tensor<1x8x3x3xf32>) -> tensor<1x8x3x3xf32>
  %my = bufferization.to_buffer %y : tensor<1x8x3x3xf32> to memref<1x8x3x3xf32>
  %uy = memref.cast %my : memref<1x8x3x3xf32> to memref<*xf32>
  // CHECK: sizes = [1, 8, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}0.25,   4,   3.5],
  // CHECK-NEXT: [13.75,   20,   20],
  // CHECK-NEXT: [13.75,   20,   20]],
  // CHECK-NEXT: {{\[\[}}-3,   -3,   -3],
  // CHECK-NEXT: [-3,   -3,   -3],
  // CHECK-NEXT: [-3,   -3,   -3]],
  call @printMemrefF32(%uy) : (memref<*xf32>) -> ()

  %q = call @pad_with(%x) : (tensor<1x8x3x3xf32>) -> tensor<1x8x6x4xf32>
  %mq = bufferization.to_buffer %q : tensor<1x8x6x4xf32> to memref<1x8x6x4xf32>
  %uq = memref.cast %mq : memref<1x8x6x4xf32> to memref<*xf32>
  // CHECK: sizes = [1, 8, 6, 4]
  // CHECK-NEXT: {{\[\[\[\[}}-1.5,   -1.5,   -1.5,   -1.5],
  // CHECK-NEXT: [-1.5,   -1.5,   -1.5,   -1.5],
  // CHECK-NEXT: [-4,   -3,   -2,   -1.5],
  // CHECK-NEXT: [-1,   0,   1,   -1.5],
  // CHECK-NEXT: [2,   3,   4,   -1.5],
  // CHECK-NEXT: [-1.5,   -1.5,   -1.5,   -1.5]],
  call @printMemrefF32(%uq) : (memref<*xf32>) -> ()
  return
}

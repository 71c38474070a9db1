// Convolutions on the x86-avx512 target's blocked layouts (alternatives=false:
// so small a program would otherwise run plain, its filters not worth
// their transforms) run over the
// physical dims (no transform around them), as loops or as oneDNN kernels,
// and give the numbers of the program lowered without layouts. The data are small integers, so every
// sum is exact and the two outputs must be identical: 32 channels (two
// exact 16c blocks), 24 channels (blocks padded with zero, which the
// padded loops multiply and add), and a depthwise convolution (Goihw16g).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} \
// RUN:   | sed 's/base@ = [0-9a-fx]*//' > %t.plain
// RUN: FileCheck %s --input-file=%t.plain
// RUN: tensor-opt %s --layout-assign="target=x86-avx512 alternatives=false" --layout-propagate \
// RUN:   --canonicalize --layout-lower-to-llvm | %{run} \
// RUN:   | sed 's/base@ = [0-9a-fx]*//' > %t.blocked
// RUN: diff %t.plain %t.blocked
// On oneDNN's kernels, as written (plain NCHW) and blocked (oneDNN reads
// the blocked buffers as nChw16c, OIhw16i16o and Goihw16g): the same.
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} \
// RUN:   | sed 's/base@ = [0-9a-fx]*//' > %t.onednn-plain
// RUN: diff %t.plain %t.onednn-plain
// RUN: tensor-opt %s --layout-assign="target=x86-avx512 alternatives=false" --layout-propagate \
// RUN:   --canonicalize --layout-lower-to-llvm=onednn=true | %{run} \
// RUN:   | sed 's/base@ = [0-9a-fx]*//' > %t.onednn-blocked
// RUN: diff %t.plain %t.onednn-blocked
// RUN: tensor-opt %s --layout-assign="target=x86-avx512 alternatives=false" --layout-propagate \
// RUN:   --canonicalize --layout-bufferize | FileCheck %s --check-prefix=IR

// Each convolution is a generic over blocked buffers that records it.
// IR-LABEL: func.func @conv32
// IR: linalg.generic {{.*}} ins({{.*}} : memref<1x2x6x6x16xf32>, memref<2x2x3x3x16x16xf32>) outs({{.*}} : memref<1x2x4x4x16xf32>) attrs = {layout.logical_op = {{.*}}op = "linalg.conv_2d_nchw_fchw"
// IR-LABEL: func.func @conv24
// IR: linalg.generic {{.*}} ins({{.*}} : memref<1x2x6x6x16xf32>, memref<2x2x3x3x16x16xf32>) outs({{.*}} : memref<1x2x4x4x16xf32>) attrs = {layout.logical_op
// IR-LABEL: func.func @depthwise
// IR: linalg.generic {{.*}} ins({{.*}} : memref<1x2x6x6x16xf32>, memref<2x3x3x16xf32>) outs({{.*}} : memref<1x2x4x4x16xf32>) attrs = {layout.logical_op = {{.*}}op = "linalg.depthwise_conv_2d_nchw_chw"
// IR-LABEL: func.func @conv_pool
// IR: op = "linalg.conv_2d_nchw_fchw"
// IR: linalg.generic {{.*}} ins({{.*}} : memref<1x2x4x4x16xf32>, memref<2x2xf32>) outs({{.*}} : memref<1x2x2x2x16xf32>) attrs = {layout.logical_op = {{.*}}op = "linalg.pooling_nchw_max"

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv32(%x: tensor<1x32x6x6xf32>, %w: tensor<32x32x3x3xf32>) -> tensor<1x32x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x32x6x6xf32>, tensor<32x32x3x3xf32>)
                                outs(%acc : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  return %c : tensor<1x32x4x4xf32>
}

func.func @conv24(%x: tensor<1x24x6x6xf32>, %w: tensor<24x24x3x3xf32>) -> tensor<1x24x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x24x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x24x6x6xf32>, tensor<24x24x3x3xf32>)
                                outs(%acc : tensor<1x24x4x4xf32>) -> tensor<1x24x4x4xf32>
  return %c : tensor<1x24x4x4xf32>
}

func.func @depthwise(%x: tensor<1x32x6x6xf32>, %w: tensor<32x3x3xf32>) -> tensor<1x32x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  %c = linalg.depthwise_conv_2d_nchw_chw ins(%x, %w : tensor<1x32x6x6xf32>, tensor<32x3x3xf32>)
                                         outs(%acc : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  return %c : tensor<1x32x4x4xf32>
}

// A convolution, then a 2x2 max pooling of its result in the same layout
// (with oneDNN: its pooling, on the blocked or NHWC buffers).
func.func @conv_pool(%x: tensor<1x32x6x6xf32>, %w: tensor<32x32x3x3xf32>) -> tensor<1x32x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %ec = tensor.empty() : tensor<1x32x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%ec : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x32x6x6xf32>, tensor<32x32x3x3xf32>)
                                outs(%acc : tensor<1x32x4x4xf32>) -> tensor<1x32x4x4xf32>
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x32x2x2xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x32x2x2xf32>) -> tensor<1x32x2x2xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%c, %window : tensor<1x32x4x4xf32>, tensor<2x2xf32>) outs(%init : tensor<1x32x2x2xf32>) -> tensor<1x32x2x2xf32>
  return %p : tensor<1x32x2x2xf32>
}

// Element i (row-major) of a tensor of `T`: (i mod m) - m / 2, exact.
#d4 = affine_map<(a, b, c, d) -> (a, b, c, d)>
func.func @ramp4(%e: tensor<?x?x?x?xf32>, %m: index) -> tensor<?x?x?x?xf32> {
  %r = linalg.generic {indexing_maps = [#d4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%e : tensor<?x?x?x?xf32>) {
  ^bb0(%out: f32):
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %n1 = tensor.dim %e, %c1 : tensor<?x?x?x?xf32>
    %n2 = tensor.dim %e, %c2 : tensor<?x?x?x?xf32>
    %n3 = tensor.dim %e, %c3 : tensor<?x?x?x?xf32>
    %m1 = arith.muli %i0, %n1 : index
    %l1 = arith.addi %m1, %i1 : index
    %m2 = arith.muli %l1, %n2 : index
    %l2 = arith.addi %m2, %i2 : index
    %m3 = arith.muli %l2, %n3 : index
    %l3 = arith.addi %m3, %i3 : index
    %mod = arith.remui %l3, %m : index
    %half = arith.divui %m, %c2 : index
    %v = arith.subi %mod, %half : index
    %vi = arith.index_cast %v : index to i64
    %vf = arith.sitofp %vi : i64 to f32
    linalg.yield %vf : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c24 = arith.constant 24 : index
  %c32 = arith.constant 32 : index
  %c7 = arith.constant 7 : index
  %c5 = arith.constant 5 : index

  %ex32 = tensor.empty(%c1, %c32, %c6, %c6) : tensor<?x?x?x?xf32>
  %x32d = func.call @ramp4(%ex32, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %x32 = tensor.cast %x32d : tensor<?x?x?x?xf32> to tensor<1x32x6x6xf32>
  %ew32 = tensor.empty(%c32, %c32, %c3, %c3) : tensor<?x?x?x?xf32>
  %w32d = func.call @ramp4(%ew32, %c5) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w32 = tensor.cast %w32d : tensor<?x?x?x?xf32> to tensor<32x32x3x3xf32>
  %r32 = func.call @conv32(%x32, %w32) : (tensor<1x32x6x6xf32>, tensor<32x32x3x3xf32>) -> tensor<1x32x4x4xf32>
  %p32 = tensor.cast %r32 : tensor<1x32x4x4xf32> to tensor<*xf32>
  %b32 = bufferization.to_buffer %p32 : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%b32) : (memref<*xf32>) -> ()

  %ex24 = tensor.empty(%c1, %c24, %c6, %c6) : tensor<?x?x?x?xf32>
  %x24d = func.call @ramp4(%ex24, %c7) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %x24 = tensor.cast %x24d : tensor<?x?x?x?xf32> to tensor<1x24x6x6xf32>
  %ew24 = tensor.empty(%c24, %c24, %c3, %c3) : tensor<?x?x?x?xf32>
  %w24d = func.call @ramp4(%ew24, %c5) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %w24 = tensor.cast %w24d : tensor<?x?x?x?xf32> to tensor<24x24x3x3xf32>
  %r24 = func.call @conv24(%x24, %w24) : (tensor<1x24x6x6xf32>, tensor<24x24x3x3xf32>) -> tensor<1x24x4x4xf32>
  %p24 = tensor.cast %r24 : tensor<1x24x4x4xf32> to tensor<*xf32>
  %b24 = bufferization.to_buffer %p24 : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%b24) : (memref<*xf32>) -> ()

  %ewd = tensor.empty(%c1, %c32, %c3, %c3) : tensor<?x?x?x?xf32>
  %wdd = func.call @ramp4(%ewd, %c5) : (tensor<?x?x?x?xf32>, index) -> tensor<?x?x?x?xf32>
  %wd4 = tensor.cast %wdd : tensor<?x?x?x?xf32> to tensor<1x32x3x3xf32>
  %wd = tensor.collapse_shape %wd4 [[0, 1], [2], [3]] : tensor<1x32x3x3xf32> into tensor<32x3x3xf32>
  %rd = func.call @depthwise(%x32, %wd) : (tensor<1x32x6x6xf32>, tensor<32x3x3xf32>) -> tensor<1x32x4x4xf32>
  %pd = tensor.cast %rd : tensor<1x32x4x4xf32> to tensor<*xf32>
  %bd = bufferization.to_buffer %pd : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%bd) : (memref<*xf32>) -> ()

  %rp = func.call @conv_pool(%x32, %w32) : (tensor<1x32x6x6xf32>, tensor<32x32x3x3xf32>) -> tensor<1x32x2x2xf32>
  %pp = tensor.cast %rp : tensor<1x32x2x2xf32> to tensor<*xf32>
  %bp = bufferization.to_buffer %pp : tensor<*xf32> to memref<*xf32>
  func.call @printMemrefF32(%bp) : (memref<*xf32>) -> ()
  return
}

// The reference's numbers, worked by hand (plain Python sums): the first
// row of conv32's first channel, the last row of conv24's last channel,
// the last row of the depthwise convolution's last channel, the maxima of
// conv32's first and last channels in 2x2 windows.
// CHECK: rank = 4 offset = 0 sizes = [1, 32, 4, 4]
// CHECK-NEXT: {{\[\[\[\[}}7, -10, 8, 5],
// CHECK: rank = 4 offset = 0 sizes = [1, 24, 4, 4]
// CHECK: [4, 12, -15, 7]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 32, 4, 4]
// CHECK: [-15, -9, 4, 3]]]]
// CHECK: rank = 4 offset = 0 sizes = [1, 32, 2, 2]
// CHECK-NEXT: {{\[\[\[\[}}7, 8],
// CHECK-NEXT: [3, 7]],
// CHECK: [4, 7]]]]

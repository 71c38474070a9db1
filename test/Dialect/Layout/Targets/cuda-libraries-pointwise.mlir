// RUN: tensor-opt %s --layout-assign=target=cuda-libraries \
// RUN:   --layout-verify=target=cuda-libraries -split-input-file | FileCheck %s

// A 1x1 convolution at stride 1 of one image may also read NCHW into NHWC,
// or NHWC into NCHW (cuBLASLt runs it as a matmul over the pixels,
// layout-pointwise-conv-to-matmul): at a block's NCHW edges those take the
// place of the transforms in and out. ResNet's bottleneck block (made
// small): the first 1x1 convolution reads the caller's NCHW, the 3x3 one
// runs in NHWC, the last 1x1 one writes NCHW, where the residual is. The
// only transform left is the 3x3 filter's (an argument here; a network's
// constant one is transformed as it compiles); a 1x1 filter's FHWC is its
// FCHW.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @bottleneck
// CHECK: layout.transform %arg2 : tensor<8x8x3x3xf32> to tensor<8x8x3x3xf32, #[[NHWC]]>
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>)
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x8x10x10xf32, #[[NHWC]]>, tensor<8x8x3x3xf32, #[[NHWC]]>) outs(%{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>)
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>, tensor<32x8x1x1xf32>) outs(%{{.*}} : tensor<1x32x8x8xf32>)
// CHECK-NOT: layout.transform
// CHECK: return
func.func @bottleneck(%x: tensor<1x32x8x8xf32>, %w1: tensor<8x32x1x1xf32>, %w2: tensor<8x8x3x3xf32>, %w3: tensor<32x8x1x1xf32>) -> tensor<1x32x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x8x8x8xf32>
  %a1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a1 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %p = tensor.pad %c1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %e2 = tensor.empty() : tensor<1x8x8x8xf32>
  %a2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c2 = linalg.conv_2d_nchw_fchw ins(%p, %w2 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%a2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e3 = tensor.empty() : tensor<1x32x8x8xf32>
  %a3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %c3 = linalg.conv_2d_nchw_fchw ins(%c2, %w3 : tensor<1x8x8x8xf32>, tensor<32x8x1x1xf32>) outs(%a3 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %y = arith.addf %c3, %x : tensor<1x32x8x8xf32>
  return %y : tensor<1x32x8x8xf32>
}

// -----

// Negative: at a stride of 2, or on a batch of two, a 1x1 convolution is
// no single matmul over the pixels: NHWC only, transforms around it.
// CHECK-LABEL: func.func @strided
// CHECK: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<1x8x4x4xf32, #{{.*}}>)
// CHECK: layout.transform
func.func @strided(%x: tensor<1x32x8x8xf32>, %w: tensor<8x32x1x1xf32>) -> tensor<1x8x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  %c = linalg.conv_2d_nchw_fchw {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
  return %c : tensor<1x8x4x4xf32>
}
// CHECK-LABEL: func.func @batch_of_two
// CHECK: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%{{.*}} : tensor<2x8x8x8xf32, #{{.*}}>)
// CHECK: layout.transform
func.func @batch_of_two(%x: tensor<2x32x8x8xf32>, %w: tensor<8x32x1x1xf32>) -> tensor<2x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x8xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<2x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  return %c : tensor<2x8x8x8xf32>
}

// -----

// Two bottleneck blocks (made small): a residual stream %x -> %y1 -> %y2.
// It stays in the caller's NCHW only if every 1x1 convolution that reads
// it (%c11, %c21) reads NCHW and every one that writes it (%c13, %c23)
// writes NCHW: switching any one alone saves no transform, so coordinate
// descent stops at NHWC with a transform in and one out. The assignment's
// joint move for the stream's group switches all four: no transform but
// the 3x3 filter's.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @residual_stream
// CHECK: layout.transform %arg2 : tensor<8x8x3x3xf32> to tensor<8x8x3x3xf32, #[[NHWC]]>
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%arg0, %{{.*}} : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>)
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>, tensor<32x8x1x1xf32>) outs(%{{.*}} : tensor<1x32x8x8xf32>)
// CHECK-NOT: layout.transform
// CHECK: %[[Y1:.*]] = arith.addf %{{.*}}, %arg0 : tensor<1x32x8x8xf32>
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%[[Y1]], %{{.*}} : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>)
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>, tensor<32x8x1x1xf32>) outs(%{{.*}} : tensor<1x32x8x8xf32>)
// CHECK-NOT: layout.transform
// CHECK: %[[Y2:.*]] = arith.addf %{{.*}}, %[[Y1]] : tensor<1x32x8x8xf32>
// CHECK-NOT: layout.transform
// CHECK: return %[[Y2]]
func.func @residual_stream(%x: tensor<1x32x8x8xf32>, %w1: tensor<8x32x1x1xf32>, %w2: tensor<8x8x3x3xf32>, %w3: tensor<32x8x1x1xf32>) -> tensor<1x32x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e11 = tensor.empty() : tensor<1x8x8x8xf32>
  %a11 = linalg.fill ins(%zero : f32) outs(%e11 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c11 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a11 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %p1 = tensor.pad %c11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %e12 = tensor.empty() : tensor<1x8x8x8xf32>
  %a12 = linalg.fill ins(%zero : f32) outs(%e12 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c12 = linalg.conv_2d_nchw_fchw ins(%p1, %w2 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%a12 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e13 = tensor.empty() : tensor<1x32x8x8xf32>
  %a13 = linalg.fill ins(%zero : f32) outs(%e13 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %c13 = linalg.conv_2d_nchw_fchw ins(%c12, %w3 : tensor<1x8x8x8xf32>, tensor<32x8x1x1xf32>) outs(%a13 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %y1 = arith.addf %c13, %x : tensor<1x32x8x8xf32>
  %e21 = tensor.empty() : tensor<1x8x8x8xf32>
  %a21 = linalg.fill ins(%zero : f32) outs(%e21 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c21 = linalg.conv_2d_nchw_fchw ins(%y1, %w1 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a21 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %p2 = tensor.pad %c21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %e22 = tensor.empty() : tensor<1x8x8x8xf32>
  %a22 = linalg.fill ins(%zero : f32) outs(%e22 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c22 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x8x10x10xf32>, tensor<8x8x3x3xf32>) outs(%a22 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %e23 = tensor.empty() : tensor<1x32x8x8xf32>
  %a23 = linalg.fill ins(%zero : f32) outs(%e23 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %c23 = linalg.conv_2d_nchw_fchw ins(%c22, %w3 : tensor<1x8x8x8xf32>, tensor<32x8x1x1xf32>) outs(%a23 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %y2 = arith.addf %c23, %y1 : tensor<1x32x8x8xf32>
  return %y2 : tensor<1x32x8x8xf32>
}

// -----

// Negative: where 3x3 convolutions (NHWC only) write the stream, keeping
// it in NCHW takes a transform after each of them (three) in place of the
// two at the ends, so the joint move is not taken: NHWC throughout, the
// 1x1 convolutions reading it in NHWC.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @stream_written_by_3x3
// CHECK: layout.transform %arg0 : tensor<1x32x8x8xf32> to tensor<1x32x8x8xf32, #[[NHWC]]>
// CHECK-COUNT-3: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x32x8x8xf32, #[[NHWC]]>, tensor<8x32x1x1xf32>) outs(%{{.*}} : tensor<1x8x8x8xf32, #[[NHWC]]>)
// CHECK: %[[Y3:.*]] = arith.addf {{.*}} : tensor<1x32x8x8xf32, #[[NHWC]]>
// CHECK: %[[OUT:.*]] = layout.transform %[[Y3]] : tensor<1x32x8x8xf32, #[[NHWC]]> to tensor<1x32x8x8xf32>
// CHECK-NEXT: return %[[OUT]]
func.func @stream_written_by_3x3(%x: tensor<1x32x8x8xf32>, %w1: tensor<8x32x1x1xf32>, %w2: tensor<32x8x3x3xf32>) -> tensor<1x32x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e11 = tensor.empty() : tensor<1x8x8x8xf32>
  %a11 = linalg.fill ins(%zero : f32) outs(%e11 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c11 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a11 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %p1 = tensor.pad %c11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %e12 = tensor.empty() : tensor<1x32x8x8xf32>
  %a12 = linalg.fill ins(%zero : f32) outs(%e12 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %c12 = linalg.conv_2d_nchw_fchw ins(%p1, %w2 : tensor<1x8x10x10xf32>, tensor<32x8x3x3xf32>) outs(%a12 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %y1 = arith.addf %c12, %x : tensor<1x32x8x8xf32>
  %e21 = tensor.empty() : tensor<1x8x8x8xf32>
  %a21 = linalg.fill ins(%zero : f32) outs(%e21 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c21 = linalg.conv_2d_nchw_fchw ins(%y1, %w1 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a21 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %p2 = tensor.pad %c21 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %e22 = tensor.empty() : tensor<1x32x8x8xf32>
  %a22 = linalg.fill ins(%zero : f32) outs(%e22 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %c22 = linalg.conv_2d_nchw_fchw ins(%p2, %w2 : tensor<1x8x10x10xf32>, tensor<32x8x3x3xf32>) outs(%a22 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %y2 = arith.addf %c22, %y1 : tensor<1x32x8x8xf32>
  %e31 = tensor.empty() : tensor<1x8x8x8xf32>
  %a31 = linalg.fill ins(%zero : f32) outs(%e31 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %c31 = linalg.conv_2d_nchw_fchw ins(%y2, %w1 : tensor<1x32x8x8xf32>, tensor<8x32x1x1xf32>) outs(%a31 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %p3 = tensor.pad %c31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x8xf32> to tensor<1x8x10x10xf32>
  %e32 = tensor.empty() : tensor<1x32x8x8xf32>
  %a32 = linalg.fill ins(%zero : f32) outs(%e32 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %c32 = linalg.conv_2d_nchw_fchw ins(%p3, %w2 : tensor<1x8x10x10xf32>, tensor<32x8x3x3xf32>) outs(%a32 : tensor<1x32x8x8xf32>) -> tensor<1x32x8x8xf32>
  %y3 = arith.addf %c32, %y2 : tensor<1x32x8x8xf32>
  return %y3 : tensor<1x32x8x8xf32>
}

// -----

// NCHW both is an alternative too: cuDNN runs a 1x1 convolution in NCHW as
// a GEMM without transforms, and with an epilogue cuBLASLt computes it is
// a matmul (layout-pointwise-conv-to-matmul). A projection from the
// caller's NCHW into an NCHW result keeps both, where it paid a transform
// in or out while only the two mixed orders were offered.
// CHECK-LABEL: func.func @planar_projection
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%{{.*}} : tensor<1x64x8x8xf32>)
// CHECK-NOT: layout.transform
// CHECK: return
func.func @planar_projection(%x: tensor<1x32x8x8xf32>, %w: tensor<64x32x1x1xf32>) -> tensor<1x64x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x32x8x8xf32>, tensor<64x32x1x1xf32>) outs(%f : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %c : tensor<1x64x8x8xf32>
}

// -----

// Negative: in bf16 NCHW both is not offered (unmeasured on cuDNN, and its
// epilogues, which round, are no cuBLASLt epilogue): the projection
// transforms its image and runs as a matmul from NHWC into NCHW.
// CHECK-DAG: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @planar_projection_bf16
// CHECK: layout.transform %arg0 : tensor<1x32x8x8xbf16> to tensor<1x32x8x8xbf16, #[[NHWC]]>
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %arg1 : tensor<1x32x8x8xbf16, #[[NHWC]]>, tensor<64x32x1x1xbf16>) outs(%{{.*}} : tensor<1x64x8x8xf32>)
func.func @planar_projection_bf16(%x: tensor<1x32x8x8xbf16>, %w: tensor<64x32x1x1xbf16>) -> tensor<1x64x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x32x8x8xbf16>, tensor<64x32x1x1xbf16>) outs(%f : tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
  return %c : tensor<1x64x8x8xf32>
}

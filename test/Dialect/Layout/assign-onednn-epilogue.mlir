// The onednn target's convolutions run the element-wise ops after them (a
// bias, a residual added) as oneDNN post-ops, but only in the layout the
// kernel writes (and not where the kernel is GEMM-based: oneDNN 2.6 applies
// post-ops slowly there, so the runtime runs them as passes of their own
// anyway). Layout assignment prices a transform between such a kernel and
// those ops by the loop they then run as well.
// REQUIRES: cpu-avx2
//
// Both functions: a 1x1 convolution, 64 -> 256 channels at 56x56, its
// input, residual and result in NCHW (3.2 MB each at 256 channels). On
// NHWC, with the input (1.6 MB moved), the residual (6.4 MB) and the
// result (6.4 MB) transformed, the adds stay post-ops: 14.4 MB. With one
// transform right after the kernel instead, 8 MB, but the adds then run as
// a loop of 9.6 MB: 17.6 MB.
//
// Plain NCHW timed 0.35 ms slower (11.2 MB at 32 GB/s): plain NCHW, where
// without the loop's price the transform after the kernel (8 MB) would be
// taken.
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=1e-3,6.5e-4 \
// RUN:   tensor-opt %s --layout-assign=target=onednn \
// RUN:   | FileCheck %s --check-prefix=NEAR
// Plain NCHW 1 ms slower (32 MB): NHWC, with the residual moved into it,
// rather than the transform right after the kernel.
// RUN: env ONEDNN_MAX_CPU_ISA=AVX2 TENSOR_LAYOUT_ONEDNN_CONV_TIMES=2e-3,1e-3 \
// RUN:   tensor-opt %s --layout-assign=target=onednn \
// RUN:   | FileCheck %s --check-prefix=FAR

// NEAR-DAG: #[[$NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// NEAR-LABEL: func.func @pointwise_residual
// NEAR-NOT: layout.transform
// NEAR: linalg.conv_2d_nchw_fchw{{.*}}ins(%{{.*}}, %{{.*}} : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%{{.*}} : tensor<1x256x56x56xf32>)
// NEAR-NOT: layout.transform
// NEAR: return

// FAR-DAG: #[[$FAR_NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// FAR-LABEL: func.func @pointwise_residual
// FAR-SAME: (%[[X:.*]]: tensor<1x64x56x56xf32>, %[[RES:.*]]: tensor<1x256x56x56xf32>,
// FAR-DAG: %[[RES_NHWC:.*]] = layout.transform %[[RES]] : tensor<1x256x56x56xf32> to tensor<1x256x56x56xf32, #[[$FAR_NHWC]]>
// FAR-DAG: %[[X_NHWC:.*]] = layout.transform %[[X]] : tensor<1x64x56x56xf32> to tensor<1x64x56x56xf32, #[[$FAR_NHWC]]>
// FAR: %[[CONV:.*]] = linalg.conv_2d_nchw_fchw{{.*}}ins(%[[X_NHWC]], %{{.*}} : tensor<1x64x56x56xf32, #[[$FAR_NHWC]]>, {{.*}}) outs(%{{.*}} : tensor<1x256x56x56xf32, #[[$FAR_NHWC]]>)
// FAR-NEXT: %[[BIASED:.*]] = arith.addf %[[CONV]], %{{.*}} : tensor<1x256x56x56xf32, #[[$FAR_NHWC]]>
// FAR-NEXT: %[[SUM:.*]] = arith.addf %[[BIASED]], %[[RES_NHWC]] : tensor<1x256x56x56xf32, #[[$FAR_NHWC]]>
// FAR-NEXT: %[[OUT:.*]] = layout.transform %[[SUM]] : tensor<1x256x56x56xf32, #[[$FAR_NHWC]]> to tensor<1x256x56x56xf32>
// FAR-NEXT: return %[[OUT]]
func.func @pointwise_residual(%x: tensor<1x64x56x56xf32>, %res: tensor<1x256x56x56xf32>, %w: tensor<256x64x1x1xf32>) -> tensor<1x256x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.25> : tensor<1x256x56x56xf32>
  %e = tensor.empty() : tensor<1x256x56x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%init : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s = arith.addf %c, %bias : tensor<1x256x56x56xf32>
  %r = arith.addf %s, %res : tensor<1x256x56x56xf32>
  return %r : tensor<1x256x56x56xf32>
}

// The convolution's result is also returned, so it is stored whole and the
// adds are a loop of their own in any layout: nothing is added to a
// transform's price, and the NHWC kernel runs with the transform right
// after it, which the return needs too (8 MB against plain's 11.2 MB).
// NEAR-LABEL: func.func @result_read_twice
// NEAR: %[[CONV:.*]] = linalg.conv_2d_nchw_fchw{{.*}}outs(%{{.*}} : tensor<1x256x56x56xf32, #[[$NHWC]]>)
// NEAR-NEXT: %[[STORED:.*]] = layout.transform %[[CONV]] : tensor<1x256x56x56xf32, #[[$NHWC]]> to tensor<1x256x56x56xf32>
// NEAR-NEXT: %[[BIASED:.*]] = arith.addf %[[STORED]], %{{.*}} : tensor<1x256x56x56xf32>
// NEAR: return %{{.*}}, %[[STORED]]
func.func @result_read_twice(%x: tensor<1x64x56x56xf32>, %res: tensor<1x256x56x56xf32>, %w: tensor<256x64x1x1xf32>) -> (tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant dense<0.25> : tensor<1x256x56x56xf32>
  %e = tensor.empty() : tensor<1x256x56x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%init : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %s = arith.addf %c, %bias : tensor<1x256x56x56xf32>
  %r = arith.addf %s, %res : tensor<1x256x56x56xf32>
  return %r, %c : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>
}

// The op after the convolution is no post-op oneDNN has (an exponential):
// it is a loop in any layout, so the transform costs its bytes alone and
// the NHWC kernel runs with the transform right after it (8 MB against
// plain's 11.2 MB).
// NEAR-LABEL: func.func @not_a_post_op
// NEAR: %[[CONV:.*]] = linalg.conv_2d_nchw_fchw{{.*}}outs(%{{.*}} : tensor<1x256x56x56xf32, #[[$NHWC]]>)
// NEAR-NEXT: %[[STORED:.*]] = layout.transform %[[CONV]] : tensor<1x256x56x56xf32, #[[$NHWC]]> to tensor<1x256x56x56xf32>
// NEAR-NEXT: math.exp %[[STORED]] : tensor<1x256x56x56xf32>
func.func @not_a_post_op(%x: tensor<1x64x56x56xf32>, %res: tensor<1x256x56x56xf32>, %w: tensor<256x64x1x1xf32>) -> tensor<1x256x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x256x56x56xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%init : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32>
  %exp = math.exp %c : tensor<1x256x56x56xf32>
  %r = arith.addf %exp, %res : tensor<1x256x56x56xf32>
  return %r : tensor<1x256x56x56xf32>
}

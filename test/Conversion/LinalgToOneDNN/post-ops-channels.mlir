// RUN: tensor-opt %s -convert-linalg-to-onednn -split-input-file | FileCheck %s

// An inference batch norm and a ReLU (torch-mlir's compare and select)
// after an NHWC convolution: the vectors read along the channels fold into
// a scale and a shift per channel, computed into a 2 x C buffer before the
// call (`channel affine`, 3), then a clip to [0, inf) (1). The kernel moves
// past the per-channel 1 / sqrt(var + eps), which it does not touch, to
// the epilogue's place; the epilogue is gone.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 1, 0, 2139095040, 4,
// CHECK-LABEL: func.func @batch_norm_relu
// CHECK: linalg.generic {{.*}} ins(%arg3 : memref<16xf32>) outs(%[[INV:.*]] : memref<16xf32>)
// CHECK: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<256xf32>
// CHECK: %[[CH:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x16xf32>
// CHECK: %[[SCALE:.*]] = memref.subview %[[CH]][0, 0] [1, 16] [1, 1]
// CHECK: %[[SHIFT:.*]] = memref.subview %[[CH]][1, 0] [1, 16] [1, 1]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel"]} ins(%arg2, %[[INV]], %arg4, %arg5 : {{.*}}) outs(%[[SCALE]], %[[SHIFT]] : {{.*}})
// CHECK-NEXT: ^bb0(%[[M:.*]]: f32, %[[I:.*]]: f32, %[[G:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[NM:.*]] = arith.negf %[[M]]
// CHECK-NEXT: %[[T0:.*]] = arith.mulf %[[NM]], %[[I]]
// CHECK-NEXT: %[[S:.*]] = arith.mulf %[[I]], %[[G]]
// CHECK-NEXT: %[[T1:.*]] = arith.mulf %[[T0]], %[[G]]
// CHECK-NEXT: %[[T2:.*]] = arith.addf %[[T1]], %[[B]]
// CHECK-NEXT: linalg.yield %[[S]], %[[T2]]
// CHECK: %[[C:.*]] = memref.cast %[[CH]]
// CHECK: %[[C2:.*]] = memref.cast %[[CH]]
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32(%{{.*}}, %{{.*}}, %{{.*}}, %[[C]], %[[C2]], %{{.*}})
// CHECK-NEXT: memref.dealloc %[[CH]]
// CHECK-NOT: linalg.generic
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#nhwc_in = strided<[576, 1, 96, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
#v = affine_map<(c) -> (c)>
func.func @batch_norm_relu(%x: memref<1x16x6x6xf32, #nhwc_in>, %w: memref<16x16x3x3xf32>, %mean: memref<16xf32>, %var: memref<16xf32>, %gamma: memref<16xf32>, %beta: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x6x6xf32, #nhwc_in>, memref<16x16x3x3xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %inv = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
  linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%var : memref<16xf32>) outs(%inv : memref<16xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.addf %in, %eps : f32
    %r = math.rsqrt %s : f32
    linalg.yield %r : f32
  }
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %out = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %mean, %inv, %gamma, %beta : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>, memref<16xf32>, memref<16xf32>, memref<16xf32>) outs(%out : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %m: f32, %i: f32, %g: f32, %b: f32, %o: f32):
    %0 = arith.subf %in, %m : f32
    %1 = arith.mulf %0, %i : f32
    %2 = arith.mulf %1, %g : f32
    %3 = arith.addf %2, %b : f32
    %4 = arith.cmpf ugt, %3, %zero : f32
    %5 = arith.select %4, %3, %zero : f32
    linalg.yield %5 : f32
  }
  memref.dealloc %cb : memref<256xf32>
  memref.dealloc %inv : memref<16xf32>
  return %out : memref<1x16x4x4xf32, #nhwc>
}

// -----

// A residual added in place (the epilogue writes the buffer it adds, as
// bufferization leaves ResNet's block ends): the kernel writes into it,
// adding what it holds after the scale and shift (`add result`, 4), whose
// zero start is a copy of bufferization's one zero buffer (dropped: nothing
// else reads it).
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 3, 3, 0, 0, 4, 0, 0, 1, 0, 2139095040, 4,
// CHECK-LABEL: func.func @residual_in_place
// CHECK-NOT: linalg.copy
// CHECK-NOT: linalg.fill
// CHECK: %[[R:.*]] = memref.cast %arg2
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32(%{{.*}}, %{{.*}}, %[[R]], %{{.*}}, %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @residual_in_place(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %res: memref<1x16x4x4xf32, #nhwc>, %scale: memref<16xf32>, %shift: memref<16xf32>) {
  %zero = arith.constant 0.0 : f32
  %zb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %zeros = memref.reinterpret_cast %zb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%zeros : memref<1x16x4x4xf32, #nhwc>)
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.copy ins(%zeros : memref<1x16x4x4xf32, #nhwc>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.generic {indexing_maps = [#id, #ch, #ch, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale, %shift, %res : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>, memref<16xf32>, memref<1x16x4x4xf32, #nhwc>) outs(%res : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %t: f32, %r: f32, %o: f32):
    %0 = arith.mulf %s, %in : f32
    %1 = arith.addf %0, %t : f32
    %2 = arith.addf %1, %r : f32
    %3 = arith.maximumf %2, %zero : f32
    linalg.yield %3 : f32
  }
  memref.dealloc %cb : memref<256xf32>
  memref.dealloc %zb : memref<256xf32>
  return
}

// -----

// The epilogue written into the kernel's own result (the result read
// after it): the kernel keeps its buffer, with the post-ops applied. The
// zero fill stays where a copy reads it before the kernel.
// CHECK-LABEL: func.func @epilogue_in_place
// CHECK: linalg.fill
// CHECK: linalg.copy
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32
// CHECK-NOT: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// CHECK: linalg.copy
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @epilogue_in_place(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %scale: memref<16xf32>, %early: memref<1x16x4x4xf32, #nhwc>, %late: memref<1x16x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.copy ins(%c : memref<1x16x4x4xf32, #nhwc>) outs(%early : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  linalg.copy ins(%c : memref<1x16x4x4xf32, #nhwc>) outs(%late : memref<1x16x4x4xf32, #nhwc>)
  memref.dealloc %cb : memref<256xf32>
  return
}

// -----

// Negative: a vector read along a row (not the channels), a vector divided
// by the result (no affine map of it), an op between the kernel and the
// epilogue that writes the kernel's filter, and an NCHW convolution, whose
// GEMM-based kernel would run the post-ops as passes of their own: each
// epilogue stays a loop.
// CHECK-LABEL: func.func @channel_epilogues_left_alone
// CHECK-NOT: conv_epilogue
// CHECK-COUNT-4: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// CHECK-NOT: conv_epilogue
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
#row = affine_map<(n, c, h, w) -> (h)>
func.func @channel_epilogues_left_alone(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>, %r4: memref<4xf32>, %xp: memref<1x16x4x4xf32>) -> (memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %b1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  %o1b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o1 = memref.reinterpret_cast %o1b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %r4 : memref<1x16x4x4xf32, #nhwc>, memref<4xf32>) outs(%o1 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  %b2 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c2 = memref.reinterpret_cast %b2 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  %o2b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o2 = memref.reinterpret_cast %o2b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o2 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.divf %s, %in : f32
    linalg.yield %0 : f32
  }
  %b3 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c3 = memref.reinterpret_cast %b3 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c3 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c3 : memref<1x16x4x4xf32, #nhwc>)
  linalg.fill ins(%zero : f32) outs(%w : memref<16x16x1x1xf32>)
  %o3b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o3 = memref.reinterpret_cast %o3b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c3, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o3 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  %c4 = memref.alloc() {alignment = 64 : i64} : memref<1x16x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c4 : memref<1x16x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%xp, %w : memref<1x16x4x4xf32>, memref<16x16x1x1xf32>) outs(%c4 : memref<1x16x4x4xf32>)
  %o4 = memref.alloc() {alignment = 64 : i64} : memref<1x16x4x4xf32>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c4, %v : memref<1x16x4x4xf32>, memref<16xf32>) outs(%o4 : memref<1x16x4x4xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  return %o1, %o2, %o3, %o4 : memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32>
}

// -----

// A vector viewed as (C, 1, 1) after the kernel: the kernel moves to the
// epilogue's place, after the view the channels generic reads.
// CHECK-LABEL: func.func @vector_viewed_after_kernel
// CHECK: %[[V:.*]] = memref.reinterpret_cast %arg2 {{.*}} to memref<16x1x1xf32>
// CHECK: linalg.generic {{.*}} ins(%[[V]] : memref<16x1x1xf32>)
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch3 = affine_map<(n, c, h, w) -> (c, 0, 0)>
func.func @vector_viewed_after_kernel(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %v3 = memref.reinterpret_cast %v to offset: [0], sizes: [16, 1, 1], strides: [1, 1, 1] : memref<16xf32> to memref<16x1x1xf32>
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %out = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch3, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %v3 : memref<1x16x4x4xf32, #nhwc>, memref<16x1x1xf32>) outs(%out : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  memref.dealloc %cb : memref<256xf32>
  return %out : memref<1x16x4x4xf32, #nhwc>
}

// -----

// Negative: an added value computed from an index (no vector: no channel
// post-op), and a view of the kernel's result made before it and read
// after the epilogue (the kernel must keep writing the result): both
// epilogues stay loops.
// CHECK-LABEL: func.func @no_channel_values
// CHECK-NOT: conv_epilogue
// CHECK-COUNT-2: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// CHECK-NOT: conv_epilogue
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @no_channel_values(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>, %late: memref<256xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %out = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : memref<1x16x4x4xf32, #nhwc>) outs(%out : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %o: f32):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %0 = arith.addf %in, %f : f32
    linalg.yield %0 : f32
  }
  %d = memref.alloc() {alignment = 64 : i64} : memref<1x16x4x4xf32>
  %flat = memref.collapse_shape %d [[0, 1, 2, 3]] : memref<1x16x4x4xf32> into memref<256xf32>
  linalg.fill ins(%zero : f32) outs(%d : memref<1x16x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%d : memref<1x16x4x4xf32>)
  %o2 = memref.alloc() {alignment = 64 : i64} : memref<1x16x4x4xf32>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%d, %v : memref<1x16x4x4xf32>, memref<16xf32>) outs(%o2 : memref<1x16x4x4xf32>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  linalg.copy ins(%flat : memref<256xf32>) outs(%late : memref<256xf32>)
  memref.dealloc %cb : memref<256xf32>
  return %out : memref<1x16x4x4xf32, #nhwc>
}

// -----

// A copy of a zero buffer that is read again, through another view, after
// the kernel: the copy goes, the zero fill stays.
// CHECK-LABEL: func.func @zeros_read_again
// CHECK: linalg.fill
// CHECK-NOT: linalg.copy ins(%{{.*}} : memref<1x16x4x4xf32, #{{.*}}>) outs
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32
// CHECK: linalg.copy ins(%{{.*}} : memref<256xf32>) outs(%arg3
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @zeros_read_again(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>, %late: memref<256xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %zb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %zeros = memref.reinterpret_cast %zb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%zeros : memref<1x16x4x4xf32, #nhwc>)
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.copy ins(%zeros : memref<1x16x4x4xf32, #nhwc>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %out = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%out : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    linalg.yield %0 : f32
  }
  linalg.copy ins(%zb : memref<256xf32>) outs(%late : memref<256xf32>)
  return %out : memref<1x16x4x4xf32, #nhwc>
}

// -----

// ReLU6 as torch-mlir writes it, after a scale per channel: `x > 0 ? x :
// 0`, then `6 < x ? 6 : x` (the constant compared first): one clip to
// [0, 6] (bits 0 and 1086324736).
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 1, 0, 1086324736, 4,
// CHECK-LABEL: func.func @relu6_selects
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32
// CHECK-NOT: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @relu6_selects(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %six = arith.constant 6.0 : f32
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %out = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%out : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.cmpf ogt, %0, %zero : f32
    %2 = arith.select %1, %0, %zero : f32
    %3 = arith.cmpf olt, %six, %2 : f32
    %4 = arith.select %3, %six, %2 : f32
    linalg.yield %4 : f32
  }
  memref.dealloc %cb : memref<256xf32>
  return %out : memref<1x16x4x4xf32, #nhwc>
}

// -----

// Negative: a select between the result and another constant than the
// one compared with (x > 0 ? x : 1) is no clip.
// CHECK-LABEL: func.func @select_other_constant
// CHECK-NOT: conv_epilogue
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @select_other_constant(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %out = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%out : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.cmpf ogt, %0, %zero : f32
    %2 = arith.select %1, %0, %one : f32
    linalg.yield %2 : f32
  }
  memref.dealloc %cb : memref<256xf32>
  return %out : memref<1x16x4x4xf32, #nhwc>
}

// -----

// SiLU after a scale per channel (`swish`, 6), and the logistic function
// alone (`logistic`, 5), as torch-mlir writes them: 1 / (1 + exp(-x)).
// CHECK-DAG: dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 6, 0, 0, 4,
// CHECK-DAG: dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 5, 0, 0, 4,
// CHECK-LABEL: func.func @silu_and_logistic
// CHECK-NOT: math.exp
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @silu_and_logistic(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>) -> (memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %b1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  %o1b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o1 = memref.reinterpret_cast %o1b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o1 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.negf %0 : f32
    %2 = math.exp %1 : f32
    %3 = arith.addf %2, %one : f32
    %4 = arith.divf %one, %3 : f32
    %5 = arith.mulf %0, %4 : f32
    linalg.yield %5 : f32
  }
  %b2 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c2 = memref.reinterpret_cast %b2 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  %o2b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o2 = memref.reinterpret_cast %o2b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o2 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.negf %0 : f32
    %2 = math.exp %1 : f32
    %3 = arith.addf %one, %2 : f32
    %4 = arith.divf %one, %3 : f32
    linalg.yield %4 : f32
  }
  return %o1, %o2 : memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>
}

// -----

// Negative: 1 / (2 + exp(-x)) is no logistic function.
// CHECK-LABEL: func.func @not_logistic
// CHECK-NOT: conv_epilogue
// CHECK: math.exp
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @not_logistic(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %b1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  %o1b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o1 = memref.reinterpret_cast %o1b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o1 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.negf %0 : f32
    %2 = math.exp %1 : f32
    %3 = arith.addf %2, %two : f32
    %4 = arith.divf %one, %3 : f32
    linalg.yield %4 : f32
  }
  return %o1 : memref<1x16x4x4xf32, #nhwc>
}

// -----

// Hardswish after a scale per channel (`hardswish`, 7), as torch-mlir
// writes it (x * clamp(x + 3, 0, 6) / 6, the clamp as compares and
// selects), and with the clamp as maximum and minimum and a multiplication
// by 1/6 before the one by x.
// CHECK-DAG: dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 3, 0, 0, 7, 0, 0, 4,
// CHECK-LABEL: func.func @hardswish
// CHECK-COUNT-2: call @tensor_layout_onednn_conv_epilogue_f32
// CHECK-NOT: arith.select
// CHECK-NOT: arith.minimumf
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @hardswish(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %v: memref<16xf32>) -> (memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %sixth = arith.constant 0.166666672 : f32
  %b1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  %o1b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o1 = memref.reinterpret_cast %o1b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o1 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.addf %0, %three : f32
    %2 = arith.cmpf ult, %1, %zero : f32
    %3 = arith.select %2, %zero, %1 : f32
    %4 = arith.cmpf ugt, %3, %six : f32
    %5 = arith.select %4, %six, %3 : f32
    %6 = arith.mulf %0, %5 : f32
    %7 = arith.divf %6, %six : f32
    linalg.yield %7 : f32
  }
  %b2 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c2 = memref.reinterpret_cast %b2 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  %o2b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o2 = memref.reinterpret_cast %o2b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %v : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o2 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.addf %three, %0 : f32
    %2 = arith.maximumf %1, %zero : f32
    %3 = arith.minimumf %six, %2 : f32
    %4 = arith.mulf %3, %sixth : f32
    %5 = arith.mulf %4, %0 : f32
    linalg.yield %5 : f32
  }
  return %o1, %o2 : memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>
}

// -----

// Negative: x * clamp(x + 3, 0, 5) / 6 is no hardswish, nor is
// x * clamp(x + 3, 0, 6) / 6 where the clamped value is read again.
// CHECK-LABEL: func.func @not_hardswish
// CHECK-NOT: conv_epilogue
// CHECK: arith.select
// CHECK-NOT: conv_epilogue
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @not_hardswish(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>) -> (memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %five = arith.constant 5.0 : f32
  %six = arith.constant 6.0 : f32
  %b1 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c1 = memref.reinterpret_cast %b1 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c1 : memref<1x16x4x4xf32, #nhwc>)
  %o1b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o1 = memref.reinterpret_cast %o1b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1 : memref<1x16x4x4xf32, #nhwc>) outs(%o1 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %o: f32):
    %1 = arith.addf %in, %three : f32
    %2 = arith.cmpf ult, %1, %zero : f32
    %3 = arith.select %2, %zero, %1 : f32
    %4 = arith.cmpf ugt, %3, %five : f32
    %5 = arith.select %4, %five, %3 : f32
    %6 = arith.mulf %in, %5 : f32
    %7 = arith.divf %6, %six : f32
    linalg.yield %7 : f32
  }
  %b2 = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c2 = memref.reinterpret_cast %b2 to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c2 : memref<1x16x4x4xf32, #nhwc>)
  %o2b = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o2 = memref.reinterpret_cast %o2b to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2 : memref<1x16x4x4xf32, #nhwc>) outs(%o2 : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %o: f32):
    %1 = arith.addf %in, %three : f32
    %2 = arith.cmpf ult, %1, %zero : f32
    %3 = arith.select %2, %zero, %1 : f32
    %4 = arith.cmpf ugt, %3, %six : f32
    %5 = arith.select %4, %six, %3 : f32
    %6 = arith.mulf %in, %5 : f32
    %7 = arith.divf %6, %six : f32
    %8 = arith.addf %7, %5 : f32
    linalg.yield %8 : f32
  }
  return %o1, %o2 : memref<1x16x4x4xf32, #nhwc>, memref<1x16x4x4xf32, #nhwc>
}

// -----

// The zero fill of the result lies before a loop that changes the filter's
// layout (a layout.copy lowered to loops): the loop uses no view of the
// result, so the kernel still starts from zeros and takes its epilogue.
// CHECK-LABEL: func.func @zero_fill_past_filter_loop
// CHECK-NOT: linalg.fill
// CHECK: scf.for
// CHECK: call @tensor_layout_onednn_conv_epilogue_f32
// CHECK-NOT: linalg.generic
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @zero_fill_past_filter_loop(%x: memref<1x16x4x4xf32, #nhwc>, %wsrc: memref<256xf32>, %scale: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %wb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    %v = memref.load %wsrc[%i] : memref<256xf32>
    memref.store %v, %wb[%i] : memref<256xf32>
  }
  %w = memref.reinterpret_cast %wb to offset: [0], sizes: [16, 16, 1, 1], strides: [16, 1, 1, 1] : memref<256xf32> to memref<16x16x1x1xf32>
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.maximumf %0, %zero : f32
    linalg.yield %1 : f32
  }
  memref.dealloc %wb : memref<256xf32>
  memref.dealloc %cb : memref<256xf32>
  return %o : memref<1x16x4x4xf32, #nhwc>
}

// -----

// Negative: a loop between the zero fill and the kernel that writes the
// result (through another view of its allocation): the kernel adds to what
// the loop left, and the epilogue stays a loop.
// CHECK-LABEL: func.func @no_zero_fill_past_result_loop
// CHECK: linalg.fill
// CHECK: scf.for
// CHECK: call @tensor_layout_onednn_conv_f32
// CHECK: linalg.generic
// CHECK: return
#nhwc = strided<[256, 1, 64, 16]>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
func.func @no_zero_fill_past_result_loop(%x: memref<1x16x4x4xf32, #nhwc>, %w: memref<16x16x1x1xf32>, %scale: memref<16xf32>) -> memref<1x16x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %cb = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %c = memref.reinterpret_cast %cb to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %flat = memref.reinterpret_cast %cb to offset: [0], sizes: [256], strides: [1] : memref<256xf32> to memref<256xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    memref.store %one, %flat[%i] : memref<256xf32>
  }
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x16x4x4xf32, #nhwc>, memref<16x16x1x1xf32>) outs(%c : memref<1x16x4x4xf32, #nhwc>)
  %ob = memref.alloc() {alignment = 64 : i64} : memref<256xf32>
  %o = memref.reinterpret_cast %ob to offset: [0], sizes: [1, 16, 4, 4], strides: [256, 1, 64, 16] : memref<256xf32> to memref<1x16x4x4xf32, #nhwc>
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale : memref<1x16x4x4xf32, #nhwc>, memref<16xf32>) outs(%o : memref<1x16x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %out: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.maximumf %0, %zero : f32
    linalg.yield %1 : f32
  }
  memref.dealloc %cb : memref<256xf32>
  return %o : memref<1x16x4x4xf32, #nhwc>
}

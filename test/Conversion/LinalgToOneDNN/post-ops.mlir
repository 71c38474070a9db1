// RUN: tensor-opt %s -convert-linalg-to-onednn -split-input-file | FileCheck %s

// A bias add and a ReLU6 right after a convolution run as its post-ops:
// linear (x + 0.5), then the maximum and minimum as one clip to [0, 6] --
// 2 post-ops as (algorithm, alpha bits, beta bits) -- and the kernel writes the
// epilogue's buffer, allocated before it. The convolution's own result
// buffer is gone.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 0, 1065353216, 1056964608, 1, 0, 1086324736, 4,
// CHECK-LABEL: func.func @bias_relu6
// CHECK: %[[OUT:.*]] = memref.alloc() {{.*}} : memref<1x4x4x4xf32>
// CHECK-NOT: memref.alloc
// CHECK: %[[O:.*]] = memref.cast %[[OUT]]
// CHECK: call @tensor_layout_onednn_conv_f32(%{{.*}}, %{{.*}}, %[[O]], %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK-NOT: memref.dealloc
// CHECK: return %[[OUT]]
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @bias_relu6(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>) -> memref<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %conv = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%conv : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>)
    outs(%conv : memref<1x4x4x4xf32>)
  %out = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : memref<1x4x4x4xf32>) outs(%out : memref<1x4x4x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %six = arith.constant 6.0 : f32
    %s = arith.addf %half, %in : f32
    %r = arith.maximumf %s, %zero : f32
    %c = arith.minimumf %r, %six : f32
    linalg.yield %c : f32
  }
  memref.dealloc %conv : memref<1x4x4x4xf32>
  return %out : memref<1x4x4x4xf32>
}

// -----

// Subtractions and multiplications by constants are linear post-ops too:
// 2 - x is (-1) x + 2, x * -0.5 is (-0.5) x + 0.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 2, 0, 3212836864, 1073741824, 0, 3204448256, 0, 4,
// CHECK-LABEL: func.func @linear
// CHECK-NOT: linalg.generic
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @linear(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>) -> memref<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %minus_half = arith.constant -0.5 : f32
  %conv = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%conv : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>)
    outs(%conv : memref<1x4x4x4xf32>)
  memref.dealloc %conv : memref<1x4x4x4xf32>
  %out = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : memref<1x4x4x4xf32>) outs(%out : memref<1x4x4x4xf32>) {
  ^bb0(%in: f32, %o: f32):
    %s = arith.subf %two, %in : f32
    %m = arith.mulf %s, %minus_half : f32
    linalg.yield %m : f32
  }
  return %out : memref<1x4x4x4xf32>
}

// -----

// Not post-ops: an epilogue subtracting a second buffer (oneDNN's binary
// post-op here only adds it), one whose result has another layout than the
// kernel's (oneDNN's fast kernels take no strided result), a convolution
// that accumulates (no zero fill), and a result read again later.
// CHECK-COUNT-4: memref.global "private" constant @__tensor_layout_onednn_conv{{.*}} = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, {{[01]}}, 0, 4,
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-4: linalg.generic
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @left_alone(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>, %r: memref<1x4x4x4xf32>,
                      %acc: memref<1x4x4x4xf32>)
    -> (memref<1x4x4x4xf32>, memref<1x4x4x4xf32, strided<[96, 24, 6, 1], offset: 7>>, memref<1x4x4x4xf32>, memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %c1 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c1 : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c1 : memref<1x4x4x4xf32>)
  %o1 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %r : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o1 : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  }

  %c2 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c2 : memref<1x4x4x4xf32>)
  %halo = memref.alloc() : memref<144xf32>
  %o2 = memref.reinterpret_cast %halo to offset: [7], sizes: [1, 4, 4, 4], strides: [96, 24, 6, 1]
      : memref<144xf32> to memref<1x4x4x4xf32, strided<[96, 24, 6, 1], offset: 7>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2 : memref<1x4x4x4xf32>) outs(%o2 : memref<1x4x4x4xf32, strided<[96, 24, 6, 1], offset: 7>>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  }

  %c3 = memref.alloc() : memref<1x4x4x4xf32>
  memref.copy %acc, %c3 : memref<1x4x4x4xf32> to memref<1x4x4x4xf32>
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c3 : memref<1x4x4x4xf32>)
  %o3 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c3 : memref<1x4x4x4xf32>) outs(%o3 : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  }

  %c4 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c4 : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c4 : memref<1x4x4x4xf32>)
  %o4 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c4 : memref<1x4x4x4xf32>) outs(%o4 : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  }
  return %o1, %o2, %o3, %o4, %c4 : memref<1x4x4x4xf32>, memref<1x4x4x4xf32, strided<[96, 24, 6, 1], offset: 7>>, memref<1x4x4x4xf32>, memref<1x4x4x4xf32>, memref<1x4x4x4xf32>
}

// -----

// A result with padded rows keeps its epilogue as loops: oneDNN has only a
// reference kernel for post-ops on it where it runs them apart.
// CHECK-LABEL: func.func @padded_rows
// CHECK: call @tensor_layout_onednn_blocked_matmul_f32
// CHECK: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
func.func @padded_rows(%a: memref<8x16xf32>, %b: memref<16x30xf32>) -> memref<8x30xf32, strided<[32, 1]>> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<8x30xf32, strided<[32, 1]>>
  linalg.fill ins(%zero : f32) outs(%c : memref<8x30xf32, strided<[32, 1]>>)
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x30xf32>) outs(%c : memref<8x30xf32, strided<[32, 1]>>)
  %o = memref.alloc() : memref<8x30xf32, strided<[32, 1]>>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<8x30xf32, strided<[32, 1]>>) outs(%o : memref<8x30xf32, strided<[32, 1]>>) {
  ^bb0(%x: f32, %out: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  }
  return %o : memref<8x30xf32, strided<[32, 1]>>
}

// -----

// A residual connection: the epilogue adds a buffer of the result's type
// that exists before the kernel, between the bias and the ReLU. The kernel
// takes it as a binary post-op (algorithm 2 between the linear and the
// clip) and the operand: the `_binary` kernel, whose description repeats
// the result's after it (dims 1x4x4x4, strides 64, 16, 4, 1, twice).
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 3, 0, 1065353216, 1056964608, 2, 0, 0, 1, 0, 2139095040, 4,
// CHECK-SAME: 4, 1, 4, 4, 4, 1, 4, 4, 4, 64, 16, 4, 1, 0, 4, 1, 4, 4, 4, 1, 4, 4, 4, 64, 16, 4, 1, 0]>
// CHECK-LABEL: func.func @residual
// CHECK-SAME: (%{{.*}}: memref<1x8x6x6xf32>, %{{.*}}: memref<4x8x3x3xf32>, %[[R:.*]]: memref<1x4x4x4xf32>)
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<1x4x4x4xf32>
// CHECK: %[[O:.*]] = memref.cast %[[OUT]]
// CHECK: %[[RC:.*]] = memref.cast %[[R]]
// CHECK: call @tensor_layout_onednn_conv_binary_f32(%{{.*}}, %{{.*}}, %[[O]], %[[RC]], %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @residual(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>, %r: memref<1x4x4x4xf32>) -> memref<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c : memref<1x4x4x4xf32>)
  %o = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %r : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %s = arith.addf %a, %half : f32
    %t = arith.addf %b, %s : f32
    %m = arith.maximumf %t, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %c : memref<1x4x4x4xf32>
  return %o : memref<1x4x4x4xf32>
}

// -----

// Not a binary post-op: the second buffer is made after the kernel (the
// kernel could not read it), or added twice.
// CHECK-LABEL: func.func @residual_left_alone
// CHECK-NOT: conv_binary
// CHECK-COUNT-2: linalg.generic
// CHECK-NOT: conv_binary
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @residual_left_alone(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>, %r: memref<1x4x4x4xf32>) -> (memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c : memref<1x4x4x4xf32>)
  %late = memref.alloc() : memref<1x4x4x4xf32>
  %o = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %late : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  }
  %c2 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c2 : memref<1x4x4x4xf32>)
  %o2 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %r : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o2 : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %t = arith.addf %a, %b : f32
    %u = arith.addf %t, %b : f32
    linalg.yield %u : f32
  }
  return %o, %o2 : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>
}

// -----

// A projection shortcut: the epilogue adds two convolutions' results, each
// with its bias, and follows the second (the projection, which runs after
// the block's last convolution). The second takes it: its bias (linear
// +0.25), the first's result as the binary operand, that one's bias (linear
// +0.5, added after it: one rounding moves), the ReLU.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 4, 0, 1065353216, 1048576000, 2, 0, 0, 0, 1065353216, 1056964608, 1, 0, 2139095040, 4,
// CHECK-LABEL: func.func @projection_shortcut
// CHECK: %[[MAIN:.*]] = memref.alloc() : memref<1x4x4x4xf32>
// CHECK: call @tensor_layout_onednn_conv_f32(
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<1x4x4x4xf32>
// CHECK: %[[O:.*]] = memref.cast %[[OUT]]
// CHECK: %[[M:.*]] = memref.cast %[[MAIN]]
// CHECK: call @tensor_layout_onednn_conv_binary_f32(%{{.*}}, %{{.*}}, %[[O]], %[[M]], %{{.*}})
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @projection_shortcut(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>, %p: memref<4x8x3x3xf32>) -> memref<1x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %main = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%main : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%main : memref<1x4x4x4xf32>)
  %shortcut = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%shortcut : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %p : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%shortcut : memref<1x4x4x4xf32>)
  %o = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%main, %shortcut : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %quarter = arith.constant 0.25 : f32
    %s = arith.addf %a, %half : f32
    %t = arith.addf %b, %quarter : f32
    %u = arith.addf %t, %s : f32
    %m = arith.maximumf %u, %zero : f32
    linalg.yield %m : f32
  }
  memref.dealloc %main : memref<1x4x4x4xf32>
  memref.dealloc %shortcut : memref<1x4x4x4xf32>
  return %o : memref<1x4x4x4xf32>
}

// -----

// Not a binary post-op: the added buffer scaled first (oneDNN's binary
// post-op adds it as it is), with a constant added whose result is read
// twice, or subtracted from a constant.
// CHECK-LABEL: func.func @shortcut_left_alone
// CHECK-NOT: conv_binary
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: conv_binary
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @shortcut_left_alone(%x: memref<1x8x6x6xf32>, %w: memref<4x8x3x3xf32>, %r: memref<1x4x4x4xf32>) -> (memref<1x4x4x4xf32>, memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c : memref<1x4x4x4xf32>)
  %o = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %r : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %two = arith.constant 2.0 : f32
    %s = arith.mulf %b, %two : f32
    %t = arith.addf %a, %s : f32
    linalg.yield %t : f32
  }
  %c2 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c2 : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c2 : memref<1x4x4x4xf32>)
  %o2 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %r : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o2 : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %s = arith.addf %b, %half : f32
    %t = arith.addf %a, %s : f32
    %u = arith.addf %t, %s : f32
    linalg.yield %u : f32
  }
  %c3 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.fill ins(%zero : f32) outs(%c3 : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%c3 : memref<1x4x4x4xf32>)
  %o3 = memref.alloc() : memref<1x4x4x4xf32>
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c3, %r : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>) outs(%o3 : memref<1x4x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %s = arith.subf %half, %b : f32
    %t = arith.addf %a, %s : f32
    linalg.yield %t : f32
  }
  return %o, %o2, %o3 : memref<1x4x4x4xf32>, memref<1x4x4x4xf32>, memref<1x4x4x4xf32>
}

// Batch norms, a residual and ReLUs after convolutions, and a bias after
// a matmul, as torch-mlir exports them (per-channel vectors read along
// dim 1, a ReLU as a compare and a select), run as oneDNN post-ops: the
// kernel scales and shifts each channel (`channel affine`: the vectors
// folded into one scale and one shift per channel before the call), adds
// the residual where the epilogue writes in place (`add result`, oneDNN's
// sum) and clips. Every build prints what the loops print, and numpy's
// values (exact in f32). Capped at AVX2 where the program was compiled for
// AVX-512, oneDNN's kernels run the post-ops as passes of their own (the
// sum on a copy of what the result buffer held). SiLU and hardswish,
// printed last, are checked to their first digits (exp and the division
// by 6 round apart); the rest is compared whole.
// DEFINE: %{strip} = sed 's/base@ = [0-9a-fx]*//'
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=false | %{run} \
// RUN:   | %{strip} > %t.loops
// RUN: FileCheck %s --input-file=%t.loops
// RUN: head -n -66 %t.loops > %t.loops.exact
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | %{strip} > %t.plain
// RUN: FileCheck %s --input-file=%t.plain
// RUN: head -n -66 %t.plain | diff %t.loops.exact -
// RUN: tensor-opt %s --layout-lower-to-llvm \
// RUN:   | env ONEDNN_MAX_CPU_ISA=AVX2 %{run} | %{strip} > %t.avx2
// RUN: FileCheck %s --input-file=%t.avx2
// RUN: head -n -66 %t.avx2 | diff %t.loops.exact -
// RUN: tensor-opt %s --layout-assign=target=onednn --layout-propagate \
// RUN:   --canonicalize --layout-lower-to-llvm | %{run} | %{strip} > %t.target
// RUN: FileCheck %s --input-file=%t.target
// RUN: head -n -66 %t.target | diff %t.loops.exact -
// RUN: tensor-opt %s --layout-lower-to-llvm \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// On NCHW, oneDNN's GEMM-based convolutions would run the post-ops as
// passes of their own: the epilogues stay one loop each (the target
// keeps these small convolutions on NCHW).
// RUN: tensor-opt %s --layout-assign=target=onednn --layout-propagate \
// RUN:   --canonicalize --layout-lower-to-llvm \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GEMM
// GEMM-LABEL: func.func @net
// GEMM-NOT: conv_epilogue
// GEMM: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// GEMM: return

// The 3x3 convolution takes its batch norm and ReLU; the 1x1 one runs as
// oneDNN's GEMM-based matmul here, and its epilogue stays a loop.
// IR-LABEL: func.func @net
// IR-NOT: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// IR: call @tensor_layout_onednn_conv_epilogue_f32
// IR: call @tensor_layout_onednn_conv_f32
// IR: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// IR: return
// IR-LABEL: func.func @block_end_in_place
// IR: call @tensor_layout_onednn_conv_epilogue_f32
// IR-NOT: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel"]
// IR: return
// IR-LABEL: func.func @scaled_silu
// IR: call @tensor_layout_onednn_conv_epilogue_f32
// IR-NOT: math.exp
// IR: return
// IR-LABEL: func.func @scaled_hardswish
// IR: call @tensor_layout_onednn_conv_epilogue_f32
// IR-NOT: arith.select
// IR: return
// IR-LABEL: func.func @dense
// IR: call @tensor_layout_onednn_blocked_matmul_epilogue_f32
// IR-NOT: linalg.generic
// IR: return

#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch = affine_map<(n, c, h, w) -> (c)>
#id2 = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
#nhwc = strided<[128, 1, 32, 8]>
// Channels innermost, where oneDNN runs JIT kernels that apply post-ops.
#nhwc_tensor = #layout.encoding<order = [0, 2, 3, 1]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @net(%x0: tensor<1x4x6x6xf32>, %w1: tensor<8x4x3x3xf32>, %w2: tensor<8x8x1x1xf32>, %mean: tensor<8xf32>, %inv: tensor<8xf32>, %gamma: tensor<8xf32>, %beta: tensor<8xf32>) -> tensor<1x8x4x4xf32> {
  %x = layout.transform %x0 : tensor<1x4x6x6xf32> to tensor<1x4x6x6xf32, #nhwc_tensor>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32, #nhwc_tensor>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32, #nhwc_tensor>) -> tensor<1x8x4x4xf32, #nhwc_tensor>
  %c1 = linalg.conv_2d_nchw_fchw ins(%x, %w1 : tensor<1x4x6x6xf32, #nhwc_tensor>, tensor<8x4x3x3xf32>) outs(%f : tensor<1x8x4x4xf32, #nhwc_tensor>) -> tensor<1x8x4x4xf32, #nhwc_tensor>
  %a = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %mean, %inv, %gamma, %beta : tensor<1x8x4x4xf32, #nhwc_tensor>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<1x8x4x4xf32, #nhwc_tensor>) {
  ^bb0(%in: f32, %m: f32, %i: f32, %g: f32, %b: f32, %o: f32):
    %0 = arith.subf %in, %m : f32
    %1 = arith.mulf %0, %i : f32
    %2 = arith.mulf %1, %g : f32
    %3 = arith.addf %2, %b : f32
    %4 = arith.cmpf ugt, %3, %zero : f32
    %5 = arith.select %4, %3, %zero : f32
    linalg.yield %5 : f32
  } -> tensor<1x8x4x4xf32, #nhwc_tensor>
  %c2 = linalg.conv_2d_nchw_fchw ins(%a, %w2 : tensor<1x8x4x4xf32, #nhwc_tensor>, tensor<8x8x1x1xf32>) outs(%f : tensor<1x8x4x4xf32, #nhwc_tensor>) -> tensor<1x8x4x4xf32, #nhwc_tensor>
  // The block's end: batch norm, the residual %a, ReLU.
  %r = linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %mean, %inv, %gamma, %beta, %a : tensor<1x8x4x4xf32, #nhwc_tensor>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x8x4x4xf32, #nhwc_tensor>) outs(%a : tensor<1x8x4x4xf32, #nhwc_tensor>) {
  ^bb0(%in: f32, %m: f32, %i: f32, %g: f32, %b: f32, %res: f32, %o: f32):
    %0 = arith.subf %in, %m : f32
    %1 = arith.mulf %0, %i : f32
    %2 = arith.mulf %1, %g : f32
    %3 = arith.addf %2, %b : f32
    %4 = arith.addf %3, %res : f32
    %5 = arith.cmpf ugt, %4, %zero : f32
    %6 = arith.select %5, %4, %zero : f32
    linalg.yield %6 : f32
  } -> tensor<1x8x4x4xf32, #nhwc_tensor>
  %plain = layout.transform %r : tensor<1x8x4x4xf32, #nhwc_tensor> to tensor<1x8x4x4xf32>
  return %plain : tensor<1x8x4x4xf32>
}

// The block's end on NHWC buffers, the batch norm written into the
// residual's buffer (as bufferization leaves ResNet's on the onednn
// target): the kernel adds what the buffer holds after the scale and
// shift (`add result`). oneDNN's GEMM-based kernels cannot add it after
// post-ops they run apart (capped at AVX2; and NCHW): there the epilogue
// stays a loop.
func.func @block_end_in_place(%x: memref<1x8x4x4xf32, #nhwc>, %w: memref<8x8x1x1xf32>, %mean: memref<8xf32>, %inv: memref<8xf32>, %gamma: memref<8xf32>, %beta: memref<8xf32>, %res: memref<1x8x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
  %c = memref.reinterpret_cast %buffer to offset: [0], sizes: [1, 8, 4, 4], strides: [128, 1, 32, 8] : memref<128xf32> to memref<1x8x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x8x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x4x4xf32, #nhwc>, memref<8x8x1x1xf32>) outs(%c : memref<1x8x4x4xf32, #nhwc>)
  linalg.generic {indexing_maps = [#id, #ch, #ch, #ch, #ch, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %mean, %inv, %gamma, %beta, %res : memref<1x8x4x4xf32, #nhwc>, memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<1x8x4x4xf32, #nhwc>) outs(%res : memref<1x8x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %m: f32, %i: f32, %g: f32, %b: f32, %r: f32, %o: f32):
    %0 = arith.subf %in, %m : f32
    %1 = arith.mulf %0, %i : f32
    %2 = arith.mulf %1, %g : f32
    %3 = arith.addf %2, %b : f32
    %4 = arith.addf %3, %r : f32
    %5 = arith.cmpf ugt, %4, %zero : f32
    %6 = arith.select %5, %4, %zero : f32
    linalg.yield %6 : f32
  }
  return
}

// A scale per channel and SiLU (x / (1 + exp(-x)), as torch-mlir writes
// it: oneDNN's swish), written into the kernel's own result, which is
// copied out after it (an epilogue in place).
func.func @scaled_silu(%x: memref<1x8x4x4xf32, #nhwc>, %w: memref<8x8x1x1xf32>, %scale: memref<8xf32>, %out: memref<1x8x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
  %c = memref.reinterpret_cast %buffer to offset: [0], sizes: [1, 8, 4, 4], strides: [128, 1, 32, 8] : memref<128xf32> to memref<1x8x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x8x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x4x4xf32, #nhwc>, memref<8x8x1x1xf32>) outs(%c : memref<1x8x4x4xf32, #nhwc>)
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale : memref<1x8x4x4xf32, #nhwc>, memref<8xf32>) outs(%c : memref<1x8x4x4xf32, #nhwc>) {
  ^bb0(%in: f32, %s: f32, %o: f32):
    %0 = arith.mulf %in, %s : f32
    %1 = arith.negf %0 : f32
    %2 = math.exp %1 : f32
    %3 = arith.addf %2, %one : f32
    %4 = arith.divf %one, %3 : f32
    %5 = arith.mulf %0, %4 : f32
    linalg.yield %5 : f32
  }
  memref.copy %c, %out : memref<1x8x4x4xf32, #nhwc> to memref<1x8x4x4xf32, #nhwc>
  return
}

// A scale per channel and hardswish (x * clamp(x + 3, 0, 6) / 6, the clamp
// as compares and selects, as torch-mlir writes it: oneDNN's hardswish), in
// place, as @scaled_silu.
func.func @scaled_hardswish(%x: memref<1x8x4x4xf32, #nhwc>, %w: memref<8x8x1x1xf32>, %scale: memref<8xf32>, %out: memref<1x8x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %three = arith.constant 3.0 : f32
  %six = arith.constant 6.0 : f32
  %buffer = memref.alloc() {alignment = 64 : i64} : memref<128xf32>
  %c = memref.reinterpret_cast %buffer to offset: [0], sizes: [1, 8, 4, 4], strides: [128, 1, 32, 8] : memref<128xf32> to memref<1x8x4x4xf32, #nhwc>
  linalg.fill ins(%zero : f32) outs(%c : memref<1x8x4x4xf32, #nhwc>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x4x4xf32, #nhwc>, memref<8x8x1x1xf32>) outs(%c : memref<1x8x4x4xf32, #nhwc>)
  linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %scale : memref<1x8x4x4xf32, #nhwc>, memref<8xf32>) outs(%c : memref<1x8x4x4xf32, #nhwc>) {
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
  memref.copy %c, %out : memref<1x8x4x4xf32, #nhwc> to memref<1x8x4x4xf32, #nhwc>
  return
}

func.func @dense(%a: tensor<3x8xf32>, %b: tensor<8x5xf32>, %bias: tensor<5xf32>) -> tensor<3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %c = linalg.matmul ins(%a, %b : tensor<3x8xf32>, tensor<8x5xf32>) outs(%f : tensor<3x5xf32>) -> tensor<3x5xf32>
  %r = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%c, %bias : tensor<3x5xf32>, tensor<5xf32>) outs(%e : tensor<3x5xf32>) {
  ^bb0(%in: f32, %v: f32, %o: f32):
    %0 = arith.addf %in, %v : f32
    %1 = arith.maximumf %0, %zero : f32
    linalg.yield %1 : f32
  } -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}

func.func @main() {
  %x = arith.constant dense<[[[[3.0, 1.0, 1.0, 3.0, 1.0, 2.0],   [2.0, -2.0, -3.0, -1.0, -2.0, 3.0],   [3.0, -3.0, 0.0, 2.0, -3.0, 2.0],   [-3.0, 0.0, 2.0, -1.0, -1.0, -2.0],   [2.0, -2.0, 3.0, 0.0, 0.0, 0.0],   [1.0, 0.0, 0.0, 3.0, 2.0, 2.0]],  [[1.0, 1.0, -1.0, 3.0, 0.0, -2.0],   [2.0, -2.0, 3.0, 1.0, -3.0, -3.0],   [0.0, -3.0, -3.0, 0.0, 3.0, 0.0],   [2.0, 3.0, 2.0, 1.0, 0.0, 0.0],   [-2.0, 0.0, -1.0, -2.0, 3.0, -3.0],   [-3.0, -2.0, 3.0, 1.0, 3.0, -2.0]],  [[2.0, -1.0, 0.0, -3.0, 1.0, 2.0],   [1.0, -2.0, 0.0, -2.0, 3.0, 3.0],   [-2.0, 0.0, 3.0, 2.0, 1.0, 1.0],   [-3.0, 2.0, 0.0, -3.0, -2.0, 0.0],   [2.0, 0.0, 1.0, 3.0, 1.0, -1.0],   [1.0, 1.0, -3.0, -3.0, 1.0, -1.0]],  [[1.0, -1.0, -2.0, -2.0, -1.0, 2.0],   [-1.0, -1.0, 1.0, 3.0, -1.0, 1.0],   [0.0, 1.0, 0.0, 1.0, 0.0, 1.0],   [3.0, -2.0, 0.0, 0.0, -1.0, -2.0],   [-3.0, -1.0, 2.0, -3.0, -1.0, 3.0],   [3.0, -2.0, -3.0, 1.0, -3.0, -1.0]]]]> : tensor<1x4x6x6xf32>
  %w1 = arith.constant dense<[[[[0.0, 2.0, -2.0],   [1.0, 0.0, -2.0],   [2.0, 2.0, 0.0]],  [[2.0, 1.0, 2.0],   [2.0, 0.0, -1.0],   [-2.0, 0.0, -2.0]],  [[1.0, 2.0, -1.0],   [0.0, -2.0, -2.0],   [-1.0, 2.0, 2.0]],  [[1.0, 0.0, 0.0],   [-2.0, -1.0, 2.0],   [0.0, -1.0, -1.0]]], [[[1.0, -2.0, 2.0],   [2.0, 0.0, 0.0],   [1.0, 0.0, 0.0]],  [[-1.0, 0.0, 1.0],   [-2.0, -2.0, 1.0],   [-1.0, 2.0, -2.0]],  [[2.0, -2.0, 0.0],   [2.0, -2.0, 1.0],   [1.0, 0.0, -2.0]],  [[0.0, 0.0, 2.0],   [1.0, -1.0, -2.0],   [0.0, -1.0, 1.0]]], [[[2.0, -1.0, 2.0],   [0.0, 0.0, 1.0],   [1.0, 2.0, 2.0]],  [[-2.0, 0.0, 2.0],   [-1.0, -2.0, 0.0],   [1.0, 1.0, 2.0]],  [[1.0, -2.0, 2.0],   [0.0, 2.0, 2.0],   [2.0, -2.0, 2.0]],  [[1.0, 0.0, 1.0],   [2.0, 0.0, -2.0],   [1.0, -1.0, -1.0]]], [[[-2.0, -2.0, 2.0],   [-1.0, -2.0, -2.0],   [-1.0, -1.0, -1.0]],  [[2.0, 2.0, 0.0],   [2.0, -1.0, -2.0],   [-1.0, -2.0, 2.0]],  [[-1.0, 0.0, -1.0],   [2.0, -2.0, 0.0],   [2.0, 0.0, 2.0]],  [[2.0, 1.0, 1.0],   [0.0, 0.0, 2.0],   [0.0, 2.0, 2.0]]], [[[-1.0, 0.0, 1.0],   [2.0, -2.0, -2.0],   [-1.0, 0.0, -2.0]],  [[0.0, 0.0, 2.0],   [1.0, -1.0, 1.0],   [2.0, 1.0, 1.0]],  [[-1.0, 1.0, -2.0],   [1.0, 2.0, 2.0],   [-1.0, -1.0, 1.0]],  [[-1.0, 1.0, -1.0],   [-2.0, -2.0, 0.0],   [-1.0, -1.0, 2.0]]], [[[2.0, 2.0, 0.0],   [-2.0, 1.0, 1.0],   [2.0, 0.0, -2.0]],  [[0.0, 0.0, 1.0],   [-1.0, -1.0, -2.0],   [2.0, 1.0, 0.0]],  [[-1.0, 1.0, 0.0],   [1.0, -2.0, -2.0],   [1.0, -2.0, 1.0]],  [[0.0, -2.0, 1.0],   [1.0, 2.0, 2.0],   [1.0, 2.0, -2.0]]], [[[2.0, 2.0, 1.0],   [2.0, 1.0, 2.0],   [2.0, 0.0, 2.0]],  [[2.0, -1.0, -2.0],   [-2.0, -2.0, 0.0],   [-2.0, -1.0, -1.0]],  [[1.0, -1.0, 2.0],   [-2.0, 2.0, 0.0],   [-1.0, -2.0, -1.0]],  [[0.0, -2.0, -2.0],   [-2.0, 1.0, -2.0],   [-2.0, 0.0, -1.0]]], [[[0.0, 2.0, 2.0],   [0.0, 1.0, 2.0],   [0.0, 1.0, -1.0]],  [[1.0, -1.0, -2.0],   [1.0, 0.0, -1.0],   [-2.0, -1.0, 2.0]],  [[0.0, 2.0, 2.0],   [2.0, -2.0, -2.0],   [0.0, -1.0, 2.0]],  [[-1.0, -2.0, -2.0],   [-1.0, 1.0, -2.0],   [1.0, -1.0, -1.0]]]]> : tensor<8x4x3x3xf32>
  %w2 = arith.constant dense<[[[[1.0]],  [[2.0]],  [[0.0]],  [[1.0]],  [[-1.0]],  [[-2.0]],  [[2.0]],  [[1.0]]], [[[1.0]],  [[2.0]],  [[0.0]],  [[-2.0]],  [[0.0]],  [[0.0]],  [[-1.0]],  [[1.0]]], [[[-1.0]],  [[1.0]],  [[1.0]],  [[-2.0]],  [[0.0]],  [[1.0]],  [[-2.0]],  [[1.0]]], [[[2.0]],  [[2.0]],  [[1.0]],  [[2.0]],  [[-1.0]],  [[-1.0]],  [[-2.0]],  [[1.0]]], [[[-1.0]],  [[2.0]],  [[0.0]],  [[2.0]],  [[-2.0]],  [[-2.0]],  [[-1.0]],  [[-2.0]]], [[[0.0]],  [[1.0]],  [[1.0]],  [[-1.0]],  [[-2.0]],  [[0.0]],  [[1.0]],  [[2.0]]], [[[2.0]],  [[-1.0]],  [[-2.0]],  [[-1.0]],  [[2.0]],  [[0.0]],  [[2.0]],  [[1.0]]], [[[0.0]],  [[-2.0]],  [[0.0]],  [[-1.0]],  [[2.0]],  [[-2.0]],  [[-2.0]],  [[1.0]]]]> : tensor<8x8x1x1xf32>
  %mean = arith.constant dense<[-4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0]> : tensor<8xf32>
  %inv = arith.constant dense<[0.5, 1.0, 2.0, 0.25, 0.5, 1.0, 2.0, 4.0]> : tensor<8xf32>
  %gamma = arith.constant dense<[2.0, 1.0, 0.5, 4.0, 1.0, 1.0, 0.25, 0.5]> : tensor<8xf32>
  %beta = arith.constant dense<[1.0, -1.0, 2.0, 0.0, 3.0, -2.0, 1.0, 0.5]> : tensor<8xf32>
  %y = call @net(%x, %w1, %w2, %mean, %inv, %gamma, %beta) : (tensor<1x4x6x6xf32>, tensor<8x4x3x3xf32>, tensor<8x8x1x1xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1x8x4x4xf32>
  %m = bufferization.to_buffer %y : tensor<1x8x4x4xf32> to memref<1x8x4x4xf32>
  %u = memref.cast %m : memref<1x8x4x4xf32> to memref<*xf32>
  // Channels 2 and 6, as numpy computes them.
  // CHECK: sizes = [1, 8, 4, 4]
  // CHECK: {{\[\[}}0, 0, 23.5, 55],
  // CHECK-NEXT: [69, 82, 7, 29.5],
  // CHECK-NEXT: [21, 19.5, 0, 19],
  // CHECK-NEXT: [0, 17, 74, 0]],
  // CHECK: {{\[\[}}54.25, 17.25, 0.75, 0],
  // CHECK-NEXT: [0, 0, 9, 27.25],
  // CHECK-NEXT: [0, 54.75, 60.25, 0],
  // CHECK-NEXT: [34.25, 13.5, 0, 38.5]],
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // The block's end again, in place, on the first batch norm's result
  // (numpy's) as its image and residual: the same values.
  %a0 = arith.constant dense<[[[[38.0, 24.0, 8.0, 0.0],   [5.0, 0.0, 0.0, 0.0],   [0.0, 29.0, 50.0, 13.0],   [20.0, 1.0, 0.0, 33.0]],  [[10.0, 0.0, 0.0, 1.0],   [14.0, 17.0, 9.0, 0.0],   [0.0, 0.0, 0.0, 40.0],   [0.0, 15.0, 9.0, 0.0]],  [[0.0, 0.0, 15.0, 33.0],   [28.0, 29.0, 3.0, 0.0],   [17.0, 0.0, 6.0, 8.0],   [0.0, 15.0, 44.0, 0.0]],  [[16.0, 20.0, 33.0, 4.0],   [0.0, 1.0, 0.0, 6.0],   [0.0, 5.0, 0.0, 14.0],   [28.0, 0.0, 0.0, 0.0]],  [[8.0, 3.0, 0.0, 0.0],   [12.5, 10.0, 4.5, 7.0],   [0.0, 1.0, 0.0, 1.0],   [4.0, 4.0, 17.5, 3.5]],  [[0.0, 0.0, 15.0, 14.0],   [0.0, 5.0, 0.0, 0.0],   [0.0, 0.0, 0.0, 0.0],   [0.0, 0.0, 0.0, 1.0]],  [[10.5, 0.0, 0.0, 11.0],   [0.0, 0.0, 6.0, 1.5],   [8.5, 0.0, 0.0, 0.0],   [2.5, 15.5, 13.5, 1.0]],  [[0.5, 0.5, 48.5, 0.0],   [0.0, 0.0, 0.0, 40.5],   [0.0, 54.5, 32.5, 0.0],   [38.5, 0.0, 0.0, 0.0]]]]> : tensor<1x8x4x4xf32>
  %ab = bufferization.to_buffer %a0 : tensor<1x8x4x4xf32> to memref<1x8x4x4xf32>
  %xp = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x8xf32>
  %xb = memref.transpose %xp (n, h, w, c) -> (n, c, h, w) : memref<1x4x4x8xf32> to memref<1x8x4x4xf32, #nhwc>
  memref.copy %ab, %xb : memref<1x8x4x4xf32> to memref<1x8x4x4xf32, #nhwc>
  %rp = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x8xf32>
  %res = memref.transpose %rp (n, h, w, c) -> (n, c, h, w) : memref<1x4x4x8xf32> to memref<1x8x4x4xf32, #nhwc>
  memref.copy %ab, %res : memref<1x8x4x4xf32> to memref<1x8x4x4xf32, #nhwc>
  %w2b = bufferization.to_buffer %w2 : tensor<8x8x1x1xf32> to memref<8x8x1x1xf32>
  %meanb = bufferization.to_buffer %mean : tensor<8xf32> to memref<8xf32>
  %invb = bufferization.to_buffer %inv : tensor<8xf32> to memref<8xf32>
  %gammab = bufferization.to_buffer %gamma : tensor<8xf32> to memref<8xf32>
  %betab = bufferization.to_buffer %beta : tensor<8xf32> to memref<8xf32>
  call @block_end_in_place(%xb, %w2b, %meanb, %invb, %gammab, %betab, %res) : (memref<1x8x4x4xf32, #nhwc>, memref<8x8x1x1xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<1x8x4x4xf32, #nhwc>) -> ()
  %resu = memref.cast %res : memref<1x8x4x4xf32, #nhwc> to memref<*xf32>
  // CHECK: sizes = [1, 8, 4, 4]
  // CHECK: {{\[\[}}0, 0, 23.5, 55],
  // CHECK-NEXT: [69, 82, 7, 29.5],
  // CHECK-NEXT: [21, 19.5, 0, 19],
  // CHECK-NEXT: [0, 17, 74, 0]],
  // CHECK: {{\[\[}}54.25, 17.25, 0.75, 0],
  // CHECK-NEXT: [0, 0, 9, 27.25],
  // CHECK-NEXT: [0, 54.75, 60.25, 0],
  // CHECK-NEXT: [34.25, 13.5, 0, 38.5]],
  call @printMemrefF32(%resu) : (memref<*xf32>) -> ()

  %a = arith.constant dense<[[1.0, 2.0, 0.0, -1.0, -1.0, -1.0, 1.0, 0.0], [-1.0, -2.0, 1.0, -2.0, -2.0, -1.0, 2.0, 0.0], [1.0, -3.0, -1.0, 2.0, 2.0, 1.0, 3.0, -1.0]]> : tensor<3x8xf32>
  %b = arith.constant dense<[[-2.0, -2.0, -2.0, 1.0, 2.0], [-2.0, 0.0, -2.0, 2.0, -2.0], [1.0, -2.0, 1.0, 2.0, 1.0], [-1.0, 2.0, -1.0, 1.0, 2.0], [0.0, 1.0, 2.0, -2.0, -2.0], [0.0, -2.0, 2.0, 2.0, -1.0], [-1.0, 1.0, 0.0, -2.0, 1.0], [1.0, -2.0, 1.0, 0.0, 2.0]]> : tensor<8x5xf32>
  %bias = arith.constant dense<[0.5, -1.0, 2.0, 0.25, -3.0]> : tensor<5xf32>
  %z = call @dense(%a, %b, %bias) : (tensor<3x8xf32>, tensor<8x5xf32>, tensor<5xf32>) -> tensor<3x5xf32>
  %zm = bufferization.to_buffer %z : tensor<3x5xf32> to memref<3x5xf32>
  %zu = memref.cast %zm : memref<3x5xf32> to memref<*xf32>
  // CHECK: sizes = [3, 5]
  // CHECK-NEXT: {{\[\[}}0, 0, 0, 2.25, 0],
  // CHECK-NEXT: [7.5, 0, 5, 0, 3],
  // CHECK-NEXT: [0, 8, 8, 0, 4]]
  call @printMemrefF32(%zu) : (memref<*xf32>) -> ()
  // SiLU of the scaled 1x1 convolution of numpy's %a; channel 3, whose
  // values numpy gives as 24.875, 21.375, 32.625, 1.490917, ... (the last
  // digits as exp rounds).
  %sp = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x8xf32>
  %silu = memref.transpose %sp (n, h, w, c) -> (n, c, h, w) : memref<1x4x4x8xf32> to memref<1x8x4x4xf32, #nhwc>
  call @scaled_silu(%xb, %w2b, %invb, %silu) : (memref<1x8x4x4xf32, #nhwc>, memref<8x8x1x1xf32>, memref<8xf32>, memref<1x8x4x4xf32, #nhwc>) -> ()
  %siluu = memref.cast %silu : memref<1x8x4x4xf32, #nhwc> to memref<*xf32>
  // CHECK: sizes = [1, 8, 4, 4]
  // CHECK: {{\[\[}}24.87{{[0-9]*}}, 21.37{{[0-9]*}}, 32.62{{[0-9]*}}, 1.490{{[0-9]*}}],
  // CHECK-NEXT: [13.37{{[0-9]*}}, 12.{{[0-9]*}}, 0.849{{[0-9]*}}, 10.62{{[0-9]*}}],
  // CHECK-NEXT: [0, 30.37{{[0-9]*}}, 34.62{{[0-9]*}}, 35.25],
  // CHECK-NEXT: [31.37{{[0-9]*}}, 2.857{{[0-9]*}}, 4.320{{[0-9]*}}, 14.87{{[0-9]*}}]],
  call @printMemrefF32(%siluu) : (memref<*xf32>) -> ()
  // Hardswish of the same convolution scaled by %hs; channel 6, whose
  // values cover every part of the function (below -3, between, above 3):
  // numpy gives 7, 2.6496, 0.0624, -0, -0.0933333, ...
  %hs = arith.constant dense<[0.05, -0.1, 0.2, 0.1, -0.05, 0.15, 0.08, -0.2]> : tensor<8xf32>
  %hsb = bufferization.to_buffer %hs : tensor<8xf32> to memref<8xf32>
  %hp = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x8xf32>
  %hswish = memref.transpose %hp (n, h, w, c) -> (n, c, h, w) : memref<1x4x4x8xf32> to memref<1x8x4x4xf32, #nhwc>
  call @scaled_hardswish(%xb, %w2b, %hsb, %hswish) : (memref<1x8x4x4xf32, #nhwc>, memref<8x8x1x1xf32>, memref<8xf32>, memref<1x8x4x4xf32, #nhwc>) -> ()
  %hswishu = memref.cast %hswish : memref<1x8x4x4xf32, #nhwc> to memref<*xf32>
  // CHECK: sizes = [1, 8, 4, 4]
  // CHECK: {{\[\[}}7, 2.649{{[0-9]*}}, 0.062{{[0-9]*}}, {{-?}}0],
  // CHECK-NEXT: [-0.0933{{[0-9]*}}, {{-?}}0, 0.278{{[0-9]*}}, 4.1{{[0-9]*}}],
  // CHECK-NEXT: [-0.371{{[0-9]*}}, 8.7{{[0-9]*}}, 9.6{{[0-9]*}}, {{-?}}0],
  // CHECK-NEXT: [5.0{{[0-9]*}}, -0.142{{[0-9]*}}, -0.0933{{[0-9]*}}, 6]],
  call @printMemrefF32(%hswishu) : (memref<*xf32>) -> ()
  return
}

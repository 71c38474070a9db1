// Max pooling on oneDNN (--layout-lower-to-llvm=onednn=true): NCHW, an
// NHWC-stored image into a result with padded rows, a dilated window, and
// linalg.pooling_nhwc_max, each started from the lowest float, become the
// runtime's pooling; one started from zero stays loops. The numbers are
// those of the loops (the same file lowered without oneDNN) and of numpy
// (the windows' maxima of the random image below, worked out in Python).
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#rows8 = #layout.encoding<align = [1, 1, 1, 8], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

// The padding is filled; the result is not (oneDNN writes it).
// IR-LABEL: func.func @nchw
// IR: linalg.fill {{.*}} : memref<1x2x2x6xf32
// IR-NOT: linalg.fill {{.*}} : memref<1x2x2x2xf32
// IR: call @tensor_layout_onednn_pooling_f32
// IR-NOT: linalg.pooling
// IR: return
func.func @nchw(%x: tensor<1x2x5x5xf32, #nhwc>) -> tensor<1x2x2x2xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32, #rows8>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x2x2x2xf32, #rows8>) -> tensor<1x2x2x2xf32, #rows8>
  %w = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
     ins(%x, %w : tensor<1x2x5x5xf32, #nhwc>, tensor<3x3xf32>) outs(%init : tensor<1x2x2x2xf32, #rows8>) -> tensor<1x2x2x2xf32, #rows8>
  %p = layout.transform %r : tensor<1x2x2x2xf32, #rows8> to tensor<1x2x2x2xf32>
  return %p : tensor<1x2x2x2xf32>
}

// IR-LABEL: func.func @dilated
// IR: call @tensor_layout_onednn_pooling_f32
// IR-NOT: linalg.pooling
// IR: return
func.func @dilated(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x2x5x5xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// IR-LABEL: func.func @nhwc
// IR: call @tensor_layout_onednn_pooling_f32
// IR-NOT: linalg.pooling
// IR: return
func.func @nhwc(%x: tensor<1x5x5x2xf32>) -> tensor<1x2x2x2xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
     ins(%x, %w : tensor<1x5x5x2xf32>, tensor<3x3xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

// A pad with the lowest float around the image (as PyTorch pads a max
// pooling): the kernel's own padding, no padded copy.
// IR-LABEL: func.func @padded
// IR-NOT: memref.alloc() {{.*}} : memref<1x2x7x7xf32>
// IR: call @tensor_layout_onednn_pooling_f32
// IR-NOT: linalg.pooling
// IR: return
func.func @padded(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %lowest : f32
  } : tensor<1x2x5x5xf32> to tensor<1x2x7x7xf32>
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
     ins(%p, %w : tensor<1x2x7x7xf32>, tensor<3x3xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

// The maximum of zero and the window: not oneDNN's max pooling.
// IR-LABEL: func.func @from_zero
// IR-NOT: call @tensor_layout_onednn_pooling_f32
// IR: linalg.pooling_nchw_max
// IR: return
func.func @from_zero(%x: tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x3x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
     ins(%x, %w : tensor<1x2x5x5xf32>, tensor<2x2xf32>) outs(%init : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}

func.func @print4(%t: tensor<1x2x2x2xf32>) {
  %m = bufferization.to_buffer %t : tensor<1x2x2x2xf32> to memref<1x2x2x2xf32>
  %u = memref.cast %m : memref<1x2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print9(%t: tensor<1x2x3x3xf32>) {
  %m = bufferization.to_buffer %t : tensor<1x2x3x3xf32> to memref<1x2x3x3xf32>
  %u = memref.cast %m : memref<1x2x3x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[[[-9.0, -31.0, 0.0, 33.0, -44.0], [-41.0, 18.0, -38.0, -4.0, 24.0], [-43.0, 14.0, -23.0, -46.0, -39.0], [5.0, 3.0, -42.0, -20.0, -39.0], [20.0, 4.0, -43.0, 22.0, -35.0]], [[-22.0, 30.0, 30.0, 24.0, -43.0], [23.0, 24.0, 0.0, -44.0, -22.0], [-45.0, 21.0, -33.0, -13.0, 3.0], [-32.0, 19.0, -35.0, 23.0, -11.0], [21.0, 37.0, -27.0, -37.0, 24.0]]]]> : tensor<1x2x5x5xf32>
  %xt = arith.constant dense<[[[[-9.0, -22.0], [-31.0, 30.0], [0.0, 30.0], [33.0, 24.0], [-44.0, -43.0]], [[-41.0, 23.0], [18.0, 24.0], [-38.0, 0.0], [-4.0, -44.0], [24.0, -22.0]], [[-43.0, -45.0], [14.0, 21.0], [-23.0, -33.0], [-46.0, -13.0], [-39.0, 3.0]], [[5.0, -32.0], [3.0, 19.0], [-42.0, -35.0], [-20.0, 23.0], [-39.0, -11.0]], [[20.0, 21.0], [4.0, 37.0], [-43.0, -27.0], [22.0, -37.0], [-35.0, 24.0]]]]> : tensor<1x5x5x2xf32>
  %xs = layout.transform %x : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #nhwc>

  // CHECK: sizes = [1, 2, 2, 2]
  // CHECK-NEXT: {{\[\[\[\[}}18, 33],
  // CHECK-NEXT: [20, 22]],
  // CHECK-NEXT: {{\[}}[30, 30],
  // CHECK-NEXT: [37, 24]]]]
  %a = call @nchw(%xs) : (tensor<1x2x5x5xf32, #nhwc>) -> tensor<1x2x2x2xf32>
  call @print4(%a) : (tensor<1x2x2x2xf32>) -> ()

  // CHECK: sizes = [1, 2, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}0, 33, 0],
  // CHECK-NEXT: [5, 18, 24],
  // CHECK-NEXT: [20, 22, -23]],
  // CHECK-NEXT: {{\[}}[30, 30, 30],
  // CHECK-NEXT: [23, 24, 0],
  // CHECK-NEXT: [21, 37, 24]]]]
  %b = call @dilated(%x) : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  call @print9(%b) : (tensor<1x2x3x3xf32>) -> ()

  // CHECK: sizes = [1, 2, 2, 2]
  // CHECK-NEXT: {{\[\[\[\[}}18, 30],
  // CHECK-NEXT: [33, 30]],
  // CHECK-NEXT: {{\[}}[20, 37],
  // CHECK-NEXT: [22, 24]]]]
  %c = call @nhwc(%xt) : (tensor<1x5x5x2xf32>) -> tensor<1x2x2x2xf32>
  call @print4(%c) : (tensor<1x2x2x2xf32>) -> ()

  // CHECK: sizes = [1, 2, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}0, 33, 0],
  // CHECK-NEXT: [5, 18, 24],
  // CHECK-NEXT: [20, 22, 0]],
  %d = call @from_zero(%x) : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  call @print9(%d) : (tensor<1x2x3x3xf32>) -> ()

  // CHECK: sizes = [1, 2, 3, 3]
  // CHECK-NEXT: {{\[\[\[\[}}18, 33, 33],
  // CHECK-NEXT: [18, 18, 24],
  // CHECK-NEXT: [20, 22, 22]],
  // CHECK-NEXT: {{\[}}[30, 30, 24],
  // CHECK-NEXT: [24, 24, 23],
  // CHECK-NEXT: [37, 37, 24]]]]
  %pp = call @padded(%x) : (tensor<1x2x5x5xf32>) -> tensor<1x2x3x3xf32>
  call @print9(%pp) : (tensor<1x2x3x3xf32>) -> ()
  return
}

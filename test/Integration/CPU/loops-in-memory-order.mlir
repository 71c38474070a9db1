// A convolution left to loops (onednn=false) computes the same bits in NCHW and in NHWC
// buffers (HWCF filter), though its loops run in another order in each
// (layout-loops-in-memory-order: output columns innermost in NCHW, output
// channels in NHWC): each output still sums its 144 terms in one order.
// The inputs are fractions with full mantissas, so a different order of
// the terms would change low bits. y[0][5][2][3] is numpy's value (float64:
// 1.3048).
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=false | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=false \
// RUN:   --mlir-print-ir-before=convert-linalg-to-loops -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ORDER
// ORDER-LABEL: func.func @conv_nchw
// ORDER: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]
// ORDER-LABEL: func.func @conv_nhwc
// ORDER: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#hwcf = #layout.encoding<order = [2, 3, 1, 0]>

func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)

func.func @conv_nchw(%x: tensor<1x16x8x8xf32>, %w: tensor<32x16x3x3xf32>) -> tensor<1x32x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x32x6x6xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x16x8x8xf32>, tensor<32x16x3x3xf32>) outs(%f : tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
  return %y : tensor<1x32x6x6xf32>
}

func.func @conv_nhwc(%x: tensor<1x16x8x8xf32>, %w: tensor<32x16x3x3xf32>) -> tensor<1x32x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %xn = layout.transform %x : tensor<1x16x8x8xf32> to tensor<1x16x8x8xf32, #nhwc>
  %wn = layout.transform %w : tensor<32x16x3x3xf32> to tensor<32x16x3x3xf32, #hwcf>
  %e = tensor.empty() : tensor<1x32x6x6xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x6x6xf32, #nhwc>) -> tensor<1x32x6x6xf32, #nhwc>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%xn, %wn : tensor<1x16x8x8xf32, #nhwc>, tensor<32x16x3x3xf32, #hwcf>) outs(%f : tensor<1x32x6x6xf32, #nhwc>) -> tensor<1x32x6x6xf32, #nhwc>
  %p = layout.transform %y : tensor<1x32x6x6xf32, #nhwc> to tensor<1x32x6x6xf32>
  return %p : tensor<1x32x6x6xf32>
}

func.func @main() {
  // x = frac(0.37 i) - 0.5 and w = frac(0.53 j) - 0.5 of their elements'
  // row-major positions i, j.
  %ex = tensor.empty() : tensor<1x16x8x8xf32>
  %x = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%ex : tensor<1x16x8x8xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c64 = arith.constant 64 : index
    %c8 = arith.constant 8 : index
    %i0 = arith.muli %c, %c64 : index
    %i1 = arith.muli %h, %c8 : index
    %i2 = arith.addi %i0, %i1 : index
    %i = arith.addi %i2, %w : index
    %ii = arith.index_cast %i : index to i64
    %f = arith.uitofp %ii : i64 to f64
    %k = arith.constant 0.37 : f64
    %m = arith.mulf %f, %k : f64
    %fl = math.floor %m : f64
    %fr = arith.subf %m, %fl : f64
    %half = arith.constant 0.5 : f64
    %v = arith.subf %fr, %half : f64
    %v32 = arith.truncf %v : f64 to f32
    linalg.yield %v32 : f32
  } -> tensor<1x16x8x8xf32>
  %ew = tensor.empty() : tensor<32x16x3x3xf32>
  %w = linalg.generic {indexing_maps = [affine_map<(f, c, h, w) -> (f, c, h, w)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%ew : tensor<32x16x3x3xf32>) {
  ^bb0(%out: f32):
    %o = linalg.index 0 : index
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %x1 = linalg.index 3 : index
    %c144 = arith.constant 144 : index
    %c9 = arith.constant 9 : index
    %c3 = arith.constant 3 : index
    %j0 = arith.muli %o, %c144 : index
    %j1 = arith.muli %c, %c9 : index
    %j2 = arith.muli %h, %c3 : index
    %j3 = arith.addi %j0, %j1 : index
    %j4 = arith.addi %j3, %j2 : index
    %j = arith.addi %j4, %x1 : index
    %jj = arith.index_cast %j : index to i64
    %f = arith.uitofp %jj : i64 to f64
    %k = arith.constant 0.53 : f64
    %m = arith.mulf %f, %k : f64
    %fl = math.floor %m : f64
    %fr = arith.subf %m, %fl : f64
    %half = arith.constant 0.5 : f64
    %v = arith.subf %fr, %half : f64
    %v32 = arith.truncf %v : f64 to f32
    linalg.yield %v32 : f32
  } -> tensor<32x16x3x3xf32>
  %a = call @conv_nchw(%x, %w) : (tensor<1x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<1x32x6x6xf32>
  %b = call @conv_nhwc(%x, %w) : (tensor<1x16x8x8xf32>, tensor<32x16x3x3xf32>) -> tensor<1x32x6x6xf32>
  // The number of outputs whose bits differ.
  %zero = arith.constant 0 : i32
  %e0 = tensor.empty() : tensor<i32>
  %z = linalg.fill ins(%zero : i32) outs(%e0 : tensor<i32>) -> tensor<i32>
  %count = linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>,
                                            affine_map<(n, c, h, w) -> (n, c, h, w)>,
                                            affine_map<(n, c, h, w) -> ()>],
                           iterator_types = ["reduction", "reduction", "reduction", "reduction"]}
      ins(%a, %b : tensor<1x32x6x6xf32>, tensor<1x32x6x6xf32>) outs(%z : tensor<i32>) {
  ^bb0(%p: f32, %q: f32, %acc: i32):
    %pb = arith.bitcast %p : f32 to i32
    %qb = arith.bitcast %q : f32 to i32
    %ne = arith.cmpi ne, %pb, %qb : i32
    %one = arith.extui %ne : i1 to i32
    %s = arith.addi %acc, %one : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  // CHECK: rank = 0
  // CHECK-NEXT: [0]
  %cm = bufferization.to_buffer %count : tensor<i32> to memref<i32>
  %cu = memref.cast %cm : memref<i32> to memref<*xi32>
  call @printMemrefI32(%cu) : (memref<*xi32>) -> ()
  // CHECK: rank = 1
  // CHECK-NEXT: [1.3048
  %one = tensor.extract_slice %b[0, 5, 2, 3] [1, 1, 1, 1] [1, 1, 1, 1] : tensor<1x32x6x6xf32> to tensor<1xf32>
  %om = bufferization.to_buffer %one : tensor<1xf32> to memref<1xf32>
  %ou = memref.cast %om : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%ou) : (memref<*xf32>) -> ()
  return
}

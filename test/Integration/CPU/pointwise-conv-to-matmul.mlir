// layout-pointwise-conv-to-matmul's matmuls on views compute the 1x1
// convolutions they replace: from an NCHW image into an NHWC result, and
// from NHWC into NCHW, run on the CPU's loops, each prints what numpy gives
// (channels 0 and 1 checked; the sums are exact), as the convolutions do.
// So do their epilogues moved onto views of their buffers (a bias and a
// ReLU into a fresh NHWC buffer; a bias, a residual and a ReLU into NCHW).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s -layout-pointwise-conv-to-matmul --layout-lower-to-llvm \
// RUN:   | %{run} | FileCheck %s
// RUN: tensor-opt %s -layout-pointwise-conv-to-matmul \
// RUN:   | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @to_channels_last
// IR-NOT: linalg.conv
// IR: linalg.matmul
// IR-LABEL: func.func @to_planar
// IR-NOT: linalg.conv
// IR: linalg.matmul
// IR-LABEL: func.func @to_channels_last_relu
// IR: linalg.matmul
// IR: linalg.generic {{.*}} ins(%{{.*}} : memref<6x12xf32, strided<[1, 6]>>) outs(%{{.*}} : memref<6x12xf32, strided<[1, 6]>>)
// IR-LABEL: func.func @to_planar_residual
// IR: linalg.matmul
// IR: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : memref<6x12xf32, strided<[12, 1]>>, memref<6x12xf32, strided<[12, 1]>>) outs(%{{.*}} : memref<6x12xf32, strided<[12, 1]>>)

func.func private @printMemrefF32(memref<*xf32>)

func.func @to_channels_last(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>,
                            %y: memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  return
}

func.func @to_planar(%x: memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, %w: memref<6x8x1x1xf32>,
                     %y: memref<1x6x3x4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32>)
  return
}

func.func @to_channels_last_relu(%x: memref<1x8x3x4xf32>, %w: memref<6x8x1x1xf32>)
    -> memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant -1.0 : f32
  %buf = memref.alloc() : memref<72xf32>
  %y = memref.reinterpret_cast %buf to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
  %obuf = memref.alloc() : memref<72xf32>
  %o = memref.reinterpret_cast %obuf to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>)
      outs(%o : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  }
  return %o : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
}

func.func @to_planar_residual(%x: memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, %w: memref<6x8x1x1xf32>,
                              %res: memref<1x6x3x4xf32>) -> memref<1x6x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %bias = arith.constant 0.5 : f32
  %y = memref.alloc() : memref<1x6x3x4xf32>
  linalg.fill ins(%zero : f32) outs(%y : memref<1x6x3x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xf32>)
    outs(%y : memref<1x6x3x4xf32>)
  %o = memref.alloc() : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>, affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %res : memref<1x6x3x4xf32>, memref<1x6x3x4xf32>)
      outs(%o : memref<1x6x3x4xf32>) {
  ^bb0(%in: f32, %in_r: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    %t = arith.addf %s, %in_r : f32
    %r = arith.maximumf %t, %zero : f32
    linalg.yield %r : f32
  }
  return %o : memref<1x6x3x4xf32>
}

func.func @main() {
  %x = memref.alloc() : memref<1x8x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%x : memref<1x8x3x4xf32>) {
  ^bb0(%out: f32):
    %c = linalg.index 1 : index
    %h = linalg.index 2 : index
    %w = linalg.index 3 : index
    %c7 = arith.constant 7 : index
    %c5 = arith.constant 5 : index
    %c3 = arith.constant 3 : index
    %a = arith.muli %c, %c7 : index
    %c2 = arith.constant 2 : index
    %b = arith.muli %h, %c2 : index
    %d = arith.muli %w, %c3 : index
    %ab = arith.addi %a, %b : index
    %abd = arith.addi %ab, %d : index
    %m = arith.remui %abd, %c5 : index
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    linalg.yield %f : f32
  }
  %w = memref.alloc() : memref<6x8x1x1xf32>
  linalg.generic {indexing_maps = [affine_map<(o, c, h, w) -> (o, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%w : memref<6x8x1x1xf32>) {
  ^bb0(%out: f32):
    %o = linalg.index 0 : index
    %c = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %a = arith.muli %o, %c3 : index
    %ac = arith.addi %a, %c : index
    %c4 = arith.constant 4 : index
    %m = arith.remui %ac, %c4 : index
    %i = arith.index_cast %m : index to i32
    %f = arith.sitofp %i : i32 to f32
    %one = arith.constant 1.5 : f32
    %g = arith.subf %f, %one : f32
    linalg.yield %g : f32
  }
  %buf = memref.alloc() : memref<72xf32>
  %y = memref.reinterpret_cast %buf to offset: [0], sizes: [1, 6, 3, 4], strides: [72, 1, 24, 6] : memref<72xf32> to memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  call @to_channels_last(%x, %w, %y) : (memref<1x8x3x4xf32>, memref<6x8x1x1xf32>, memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>) -> ()
  %u = memref.cast %y : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  // The same image stored NHWC, into an NCHW result.
  %xbuf = memref.alloc() : memref<96xf32>
  %xl = memref.reinterpret_cast %xbuf to offset: [0], sizes: [1, 8, 3, 4], strides: [96, 1, 32, 8] : memref<96xf32> to memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
  memref.copy %x, %xl : memref<1x8x3x4xf32> to memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>
  %z = memref.alloc() : memref<1x6x3x4xf32>
  call @to_planar(%xl, %w, %z) : (memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xf32>, memref<1x6x3x4xf32>) -> ()
  %v = memref.cast %z : memref<1x6x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()

  // relu(conv - 1) into NHWC; relu(conv + 0.5 + r) into NCHW, r(c, h, w)
  // = (5c + 3h + w) mod 4 (a residual read in another order would differ).
  %relu = call @to_channels_last_relu(%x, %w) : (memref<1x8x3x4xf32>, memref<6x8x1x1xf32>) -> memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>>
  %ur = memref.cast %relu : memref<1x6x3x4xf32, strided<[72, 1, 24, 6]>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %res = memref.alloc() : memref<1x6x3x4xf32>
  linalg.generic {indexing_maps = [affine_map<(n, c, h, w) -> (n, c, h, w)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%res : memref<1x6x3x4xf32>) {
  ^bb0(%out: f32):
    %rc = linalg.index 1 : index
    %rh = linalg.index 2 : index
    %rw = linalg.index 3 : index
    %r5 = arith.constant 5 : index
    %r3 = arith.constant 3 : index
    %r4 = arith.constant 4 : index
    %ra = arith.muli %rc, %r5 : index
    %rb = arith.muli %rh, %r3 : index
    %rab = arith.addi %ra, %rb : index
    %rabw = arith.addi %rab, %rw : index
    %rm = arith.remui %rabw, %r4 : index
    %ri = arith.index_cast %rm : index to i32
    %rf = arith.sitofp %ri : i32 to f32
    linalg.yield %rf : f32
  }
  %sum = call @to_planar_residual(%xl, %w, %res) : (memref<1x8x3x4xf32, strided<[96, 1, 32, 8]>>, memref<6x8x1x1xf32>, memref<1x6x3x4xf32>) -> memref<1x6x3x4xf32>
  %us = memref.cast %sum : memref<1x6x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  return
}

// CHECK: sizes = [1, 6, 3, 4] strides = [72, 1, 24, 6]
// CHECK-NEXT: {{\[\[\[\[}}5, 2.5, -5, -5],
// CHECK-NEXT: [2.5, 5, 2.5, -5],
// CHECK-NEXT: [-5, 2.5, 5, 2.5]],
// CHECK-NEXT: {{\[\[}}1, 3.5, 1, 1],
// CHECK-NEXT: [-6.5, 1, 3.5, 1],
// CHECK-NEXT: [1, -6.5, 1, 3.5]],
// CHECK: sizes = [1, 6, 3, 4] strides = [72, 12, 4, 1]
// CHECK-NEXT: {{\[\[\[\[}}5, 2.5, -5, -5],
// CHECK-NEXT: [2.5, 5, 2.5, -5],
// CHECK-NEXT: [-5, 2.5, 5, 2.5]],
// CHECK-NEXT: {{\[\[}}1, 3.5, 1, 1],
// CHECK-NEXT: [-6.5, 1, 3.5, 1],
// CHECK-NEXT: [1, -6.5, 1, 3.5]],
// CHECK: sizes = [1, 6, 3, 4] strides = [72, 1, 24, 6]
// CHECK-NEXT: {{\[\[\[\[}}4, 1.5, 0, 0],
// CHECK-NEXT: [1.5, 4, 1.5, 0],
// CHECK-NEXT: [0, 1.5, 4, 1.5]],
// CHECK-NEXT: {{\[\[}}0, 2.5, 0, 0],
// CHECK-NEXT: [0, 0, 2.5, 0],
// CHECK-NEXT: [0, 0, 0, 2.5]],
// CHECK: sizes = [1, 6, 3, 4] strides = [72, 12, 4, 1]
// CHECK-NEXT: {{\[\[\[\[}}5.5, 4, 0, 0],
// CHECK-NEXT: [6, 5.5, 4, 0],
// CHECK-NEXT: [0, 6, 5.5, 4]],
// CHECK-NEXT: {{\[\[}}2.5, 6, 4.5, 1.5],
// CHECK-NEXT: [0, 2.5, 6, 4.5],
// CHECK-NEXT: [4.5, 0, 2.5, 6]],

// RUN: tensor-opt %s -layout-vectorize-elementwise -split-input-file | FileCheck %s
// RUN: echo "" | not tensor-opt -layout-vectorize-elementwise=vector-bytes=48 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-OPTION
// BAD-OPTION: error: layout-vectorize-elementwise: vector-bytes must be a power of two, got 48
// BAD-OPTION-NOT: module

// An add and a maximum over NHWC buffers (105 elements): 6 vectors of 16
// over the elements in memory order, then 9 scalars; the constant is a
// vector in the vector loop.
// CHECK-LABEL: func.func @nhwc
// CHECK-SAME: (%[[X:.*]]: memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>, %[[Y:.*]]: memref<{{.*}}>, %[[O:.*]]: memref<{{.*}}>)
// CHECK-DAG: %[[HALF:.*]] = arith.constant dense<5.000000e-01> : vector<16xf32>
// CHECK-DAG: %[[C96:.*]] = arith.constant 96 : index
// CHECK-DAG: %[[C105:.*]] = arith.constant 105 : index
// CHECK: %[[FX:.*]] = memref.reinterpret_cast %[[X]] to offset: [0], sizes: [105], strides: [1]
// CHECK: %[[FY:.*]] = memref.reinterpret_cast %[[Y]]
// CHECK: %[[FO:.*]] = memref.reinterpret_cast %[[O]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C96]] step %{{.*}} {
// CHECK-NEXT: %[[A:.*]] = vector.load %[[FX]][%[[I]]] : memref<105xf32, strided<[1]>>, vector<16xf32>
// CHECK-NEXT: %[[B:.*]] = vector.load %[[FY]][%[[I]]]
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[A]], %[[B]] : vector<16xf32>
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[S]], %[[HALF]] : vector<16xf32>
// CHECK-NEXT: vector.store %[[M]], %[[FO]][%[[I]]]
// CHECK: scf.for %[[J:.*]] = %[[C96]] to %[[C105]]
// CHECK: memref.load %[[FX]][%[[J]]]
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK: memref.store
// CHECK-NOT: linalg.generic
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @nhwc(%x: memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>, %y: memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>,
                %o: memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %y : memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>, memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>)
      outs(%o : memref<1x3x5x7xf32, strided<[105, 1, 21, 3]>>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %s = arith.addf %a, %b : f32
    %m = arith.maximumf %s, %half : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A body that reads its destination and converts types: vectors of the
// widest element (8 f64 in 64 bytes), a value from outside broadcast.
// CHECK-LABEL: func.func @accumulate
// CHECK-SAME: %{{[^:]*}}: memref<8x8xf32>, %{{[^:]*}}: memref<8x8xf64>, %[[SCALE:[^:]*]]: f32
// CHECK: scf.for
// CHECK: vector.load {{.*}} : memref<64xf32, strided<[1]>>, vector<8xf32>
// CHECK: vector.load {{.*}} : memref<64xf64, strided<[1]>>, vector<8xf64>
// CHECK: %[[V:.*]] = vector.broadcast %[[SCALE]] : f32 to vector<8xf32>
// CHECK: arith.mulf %{{.*}}, %[[V]] : vector<8xf32>
// CHECK: arith.extf %{{.*}} : vector<8xf32> to vector<8xf64>
// CHECK: vector.store {{.*}} : memref<64xf64, strided<[1]>>, vector<8xf64>
// CHECK-NOT: scf.for
#id = affine_map<(i, j) -> (i, j)>
func.func @accumulate(%x: memref<8x8xf32>, %o: memref<8x8xf64>, %scale: f32) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x8xf32>) outs(%o : memref<8x8xf64>) {
  ^bb0(%a: f32, %out: f64):
    %m = arith.mulf %a, %scale : f32
    %e = arith.extf %m : f32 to f64
    %s = arith.addf %e, %out : f64
    linalg.yield %s : f64
  }
  return
}

// -----

// Left as loops: buffers in different layouts, linalg.index, fewer
// elements than a vector, a broadcast operand that is neither constant
// nor moving with the output over any run (a column read along rows).
// CHECK-LABEL: func.func @left_alone
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT: vector.load
#id = affine_map<(i, j) -> (i, j)>
#col = affine_map<(i, j) -> (j)>
func.func @left_alone(%x: memref<8x16xf32>, %b: memref<16xf32, strided<[2]>>, %t: memref<8x16xf32, strided<[1, 8]>>,
                      %s: memref<2x3xf32>) {
  linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%b : memref<16xf32, strided<[2]>>) outs(%x : memref<8x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : memref<8x16xf32, strided<[1, 8]>>) outs(%x : memref<8x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%x : memref<8x16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 1 : index
    %c = arith.index_cast %i : index to i32
    %f = arith.sitofp %c : i32 to f32
    linalg.yield %f : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%s : memref<2x3xf32>) {
  ^bb0(%out: f32):
    %n = arith.negf %out : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// Rows padded to 24 elements with a halo of one row and one column (a
// buffer of 10 x 24 from offset 25): each row of 20 is a run, one vector
// of 16 and 4 scalars from the row's start (25 + 24 i); the padding
// between rows is not touched.
// CHECK-LABEL: func.func @padded_rows
// CHECK-SAME: (%[[X:.*]]: memref<8x20xf32, strided<[24, 1], offset: 25>>, %[[O:.*]]: memref<8x20xf32, strided<[24, 1], offset: 25>>)
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG: %[[C24:.*]] = arith.constant 24 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[FX:.*]] = memref.reinterpret_cast %[[X]] to offset: [25], sizes: [188], strides: [1]
// CHECK: %[[FO:.*]] = memref.reinterpret_cast %[[O]] to offset: [25], sizes: [188], strides: [1]
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %[[C8]] step %{{.*}} {
// CHECK: %[[ROW:.*]] = arith.muli %[[R]], %[[C24]] : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C16]] step %[[C16]] {
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[ROW]], %[[I]] : index
// CHECK-NEXT: %[[V:.*]] = vector.load %[[FX]][%[[AT]]] : memref<188xf32, strided<[1], offset: 25>>, vector<16xf32>
// CHECK: %[[AT2:.*]] = arith.addi %{{.*}}, %[[I]] : index
// CHECK: vector.store %{{.*}}, %[[FO]][%[[AT2]]]
// CHECK: scf.for %[[J:.*]] = %[[C16]] to %[[C20]]
// CHECK: memref.load %[[FX]]
// CHECK-NOT: linalg.generic
#id = affine_map<(i, j) -> (i, j)>
func.func @padded_rows(%x: memref<8x20xf32, strided<[24, 1], offset: 25>>,
                       %o: memref<8x20xf32, strided<[24, 1], offset: 25>>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x20xf32, strided<[24, 1], offset: 25>>) outs(%o : memref<8x20xf32, strided<[24, 1], offset: 25>>) {
  ^bb0(%a: f32, %out: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// Batch norm's per-channel vectors on NCHW: over each channel's run of
// H x W = 64 elements the vector is one element, loaded once and splat.
// CHECK-LABEL: func.func @per_channel_nchw
// CHECK-SAME: (%[[X:.*]]: memref<1x4x8x8xf32>, %[[M:.*]]: memref<4xf32>, %[[O:.*]]: memref<1x4x8x8xf32>)
// CHECK: %[[FM:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [4], strides: [1]
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: %[[ROW:.*]] = arith.muli %[[C]], %{{.*}} : index
// CHECK: %[[MEAN:.*]] = memref.load %[[FM]][%[[C]]]
// CHECK: scf.for
// CHECK: %[[V:.*]] = vector.load %{{.*}} : memref<256xf32, strided<[1]>>, vector<16xf32>
// CHECK: %[[S:.*]] = vector.broadcast %[[MEAN]] : f32 to vector<16xf32>
// CHECK: arith.subf %[[V]], %[[S]] : vector<16xf32>
// CHECK-NOT: linalg.generic
#act = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (c)>
func.func @per_channel_nchw(%x: memref<1x4x8x8xf32>, %mean: memref<4xf32>, %o: memref<1x4x8x8xf32>) {
  linalg.generic {indexing_maps = [#act, #chan, #act], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean : memref<1x4x8x8xf32>, memref<4xf32>) outs(%o : memref<1x4x8x8xf32>) {
  ^bb0(%a: f32, %m: f32, %out: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  }
  return
}

// -----

// The same on NHWC (32 channels, strides by dim [2048, 1, 256, 32]):
// the vector moves with C and not with W, so each run is one pixel's 32
// channels, two vectors, the vector loaded as a run of its own.
// CHECK-LABEL: func.func @per_channel_nhwc
// CHECK: scf.for
// CHECK: scf.for
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %[[C16:.*]] {
// CHECK: vector.load %{{.*}} : memref<2048xf32, strided<[1]>>, vector<16xf32>
// CHECK: vector.load %{{.*}}[%[[I]]] : memref<32xf32, strided<[1]>>, vector<16xf32>
// CHECK: arith.subf
// CHECK-NOT: linalg.generic
#act = affine_map<(n, c, h, w) -> (n, c, h, w)>
#chan = affine_map<(n, c, h, w) -> (c)>
func.func @per_channel_nhwc(%x: memref<1x32x8x8xf32, strided<[2048, 1, 256, 32]>>, %mean: memref<32xf32>,
                            %o: memref<1x32x8x8xf32, strided<[2048, 1, 256, 32]>>) {
  linalg.generic {indexing_maps = [#act, #chan, #act], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %mean : memref<1x32x8x8xf32, strided<[2048, 1, 256, 32]>>, memref<32xf32>) outs(%o : memref<1x32x8x8xf32, strided<[2048, 1, 256, 32]>>) {
  ^bb0(%a: f32, %m: f32, %out: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  }
  return
}

// -----

// Named element-wise ops take the same path: a fill's value is a splat,
// an add two runs.
// CHECK-LABEL: func.func @named
// CHECK-SAME: (%[[X:.*]]: memref<64xf32>, %[[Y:.*]]: memref<64xf32>, %[[V:.*]]: f32)
// CHECK: %[[S:.*]] = vector.broadcast %[[V]] : f32 to vector<16xf32>
// CHECK: vector.store %[[S]]
// CHECK: %[[A:.*]] = vector.load
// CHECK: %[[B:.*]] = vector.load
// CHECK: arith.addf %[[A]], %[[B]] : vector<16xf32>
// CHECK-NOT: linalg.
func.func @named(%x: memref<64xf32>, %y: memref<64xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%x : memref<64xf32>)
  linalg.add ins(%x, %x : memref<64xf32>, memref<64xf32>) outs(%y : memref<64xf32>)
  return
}

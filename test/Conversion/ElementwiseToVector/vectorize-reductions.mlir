// RUN: tensor-opt %s -layout-vectorize-reductions -split-input-file | FileCheck %s
// RUN: tensor-opt %s -layout-vectorize-reductions=parallel-bytes=4096 -split-input-file | FileCheck %s --check-prefix=PARALLEL
// RUN: echo "" | not tensor-opt -layout-vectorize-reductions=vector-bytes=48 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-OPTION
// BAD-OPTION: error: layout-vectorize-reductions: vector-bytes must be a power of two, got 48
// BAD-OPTION-NOT: module

// A squeeze-excitation's global sum over H and W of NCHW (torch-mlir's
// keepdim map, with zeros): per channel, 150 contiguous elements as two
// steps of four 16-lane accumulators (128), one more vector (144), their
// lanes summed, then 6 scalars, and the output's initial value last.
// CHECK-LABEL: func.func @global_sum
// CHECK-DAG: %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG: %[[C144:.*]] = arith.constant 144 : index
// CHECK-DAG: %[[C150:.*]] = arith.constant 150 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<-0.000000e+00> : vector<16xf32>
// CHECK: %[[X:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [1200], strides: [1]
// CHECK: %[[O:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [8], strides: [1]
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:   %[[START:.*]] = arith.muli %[[C]], %{{.*}} : index
// CHECK:   %[[ACC:.*]]:4 = scf.for %[[I:.*]] = %{{.*}} to %[[C128]] step %[[C64]] iter_args(%[[A0:.*]] = %[[ZERO]], %[[A1:.*]] = %[[ZERO]], %[[A2:.*]] = %[[ZERO]], %[[A3:.*]] = %[[ZERO]])
// CHECK-COUNT-4: vector.load %[[X]]
// CHECK:   %[[ONE:.*]] = scf.for %{{.*}} = %[[C128]] to %[[C144]] step %{{.*}} iter_args(%{{.*}} = %[[ACC]]#0)
// CHECK:   vector.reduction <add>, %{{.*}} : vector<16xf32> into f32
// CHECK:   scf.for %{{.*}} = %[[C144]] to %[[C150]] step %{{.*}} iter_args
// CHECK:     memref.load %[[X]]
// CHECK:   %[[INIT:.*]] = memref.load %[[O]]
// CHECK:   %[[SUM:.*]] = arith.addf %{{.*}}, %[[INIT]] : f32
// CHECK:   memref.store %[[SUM]], %[[O]]
// CHECK-NOT: linalg.generic
// PARALLEL-LABEL: func.func @global_sum
// PARALLEL: scf.parallel
// PARALLEL: vector.reduction <add>
#in = affine_map<(n, c, h, w) -> (n, c, h, w)>
#out = affine_map<(n, c, h, w) -> (n, c, 0, 0)>
func.func @global_sum(%x: memref<1x8x10x15xf32>, %o: memref<1x8x1x1xf32>) {
  linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : memref<1x8x10x15xf32>) outs(%o : memref<1x8x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A LayerNorm's variance: the row's mean does not move over the row, and
// is loaded once per row and splat; the term (x - mean)^2 is computed on
// vectors.
// CHECK-LABEL: func.func @variance
// CHECK: scf.for %[[R:.*]] =
// CHECK:   %[[MEAN:.*]] = memref.load %{{.*}} : memref<4xf32, strided<[1]>>
// CHECK:   scf.for {{.*}} iter_args
// CHECK:     %[[MEANS:.*]] = vector.broadcast %[[MEAN]] : f32 to vector<16xf32>
// CHECK:     %[[D:.*]] = arith.subf %{{.*}}, %[[MEANS]] : vector<16xf32>
// CHECK:     arith.mulf %[[D]], %[[D]] : vector<16xf32>
// CHECK:   vector.reduction <add>
// PARALLEL-LABEL: func.func @variance
// PARALLEL-NOT: scf.parallel
// PARALLEL: return
#x = affine_map<(r, k) -> (r, k)>
#row = affine_map<(r, k) -> (r)>
func.func @variance(%x: memref<4x96xf32>, %mean: memref<4xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : memref<4x96xf32>, memref<4xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %sq, %out : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A maximum over NHWC's channels (each pixel's channels are one run):
// identity -inf, vector.reduction <maximumf>.
// CHECK-LABEL: func.func @channel_max
// CHECK-DAG: arith.constant dense<0xFF800000> : vector<16xf32>
// CHECK: vector.reduction <maximumf>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: linalg.generic
#nhwc = affine_map<(n, h, w, c) -> (n, h, w, c)>
#pixel = affine_map<(n, h, w, c) -> (n, h, w)>
func.func @channel_max(%x: memref<1x4x4x32xf32>, %o: memref<1x4x4xf32>) {
  linalg.generic {indexing_maps = [#nhwc, #pixel], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%x : memref<1x4x4x32xf32>) outs(%o : memref<1x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Not taken: a sum over H and W of NHWC (the channels lie between a
// pixel's elements: no contiguous run), a body that reads the output
// twice, and an integer sum.
// CHECK-LABEL: func.func @not_contiguous
// CHECK: linalg.generic
// CHECK-LABEL: func.func @output_read_twice
// CHECK: linalg.generic
// CHECK-LABEL: func.func @integer_sum
// CHECK: linalg.generic
#nhwc = affine_map<(n, c, h, w) -> (n, h, w, c)>
#out = affine_map<(n, c, h, w) -> (n, c)>
func.func @not_contiguous(%x: memref<1x8x8x32xf32>, %o: memref<1x32xf32>) {
  linalg.generic {indexing_maps = [#nhwc, #out], iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x : memref<1x8x8x32xf32>) outs(%o : memref<1x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  }
  return
}

#x = affine_map<(r, k) -> (r, k)>
#row = affine_map<(r, k) -> (r)>
func.func @output_read_twice(%x: memref<4x96xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x96xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %p = arith.mulf %in, %out : f32
    %s = arith.addf %p, %out : f32
    linalg.yield %s : f32
  }
  return
}

func.func @integer_sum(%x: memref<4x96xi32>, %o: memref<4xi32>) {
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x96xi32>) outs(%o : memref<4xi32>) {
  ^bb0(%in: i32, %out: i32):
    %s = arith.addi %in, %out : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// RMSNorm's mean of squares as torch-mlir exports it (math.fpowi by the
// constant 2, which LLVM's powi takes on scalars only): the square is a
// product on vectors. A power by a negative or large exponent is left to
// the loops.
// CHECK-LABEL: func.func @sum_of_squares
// CHECK-NOT: math.fpowi
// CHECK: %[[X:.*]] = vector.load
// CHECK: arith.mulf %[[X]], %[[X]] : vector<16xf32>
// CHECK: vector.reduction <add>
// CHECK-LABEL: func.func @sum_of_inverses
// CHECK: linalg.generic
// CHECK: math.fpowi
#x = affine_map<(r, k) -> (r, k)>
#row = affine_map<(r, k) -> (r)>
func.func @sum_of_squares(%x: memref<4x96xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x96xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c2 = arith.constant 2 : i64
    %sq = math.fpowi %in, %c2 : f32, i64
    %s = arith.addf %sq, %out : f32
    linalg.yield %s : f32
  }
  return
}

func.func @sum_of_inverses(%x: memref<4x96xf32>, %o: memref<4xf32>) {
  linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : memref<4x96xf32>) outs(%o : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %cm1 = arith.constant -1 : i64
    %inv = math.fpowi %in, %cm1 : f32, i64
    %s = arith.addf %inv, %out : f32
    linalg.yield %s : f32
  }
  return
}

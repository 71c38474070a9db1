// Reductions over contiguous elements as vector accumulators
// (layout-vectorize-reductions), run: rows of 100 elements (one step of
// four 16-lane accumulators, two more vectors, then 4 scalars) summed,
// their maximum, and the sum of squares around a per-row mean. Row r holds
// r, r+1, ..., r+99: its sum is 4950 + 100 r, its maximum r + 99, and the
// squares around its mean r + 49.5 sum to 83325; its squares (math.fpowi
// by 2, as torch-mlir writes RMSNorm's) to 328350 + 9900 r + 100 r^2,
// all exact in f32 in any order. The same with threads=0
// (the rows on oneDNN's threads).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s '--layout-lower-to-llvm=threads=0 parallel-bytes=64' | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm | FileCheck %s --check-prefix=IR
// IR: llvm.intr.vector.reduce.fadd
// IR: llvm.intr.vector.reduce.fmaximum
// IR: llvm.intr.vector.reduce.fadd
// IR: llvm.intr.vector.reduce.fadd
// IR-NOT: llvm.intr.powi

#x = affine_map<(r, k) -> (r, k)>
#row = affine_map<(r, k) -> (r)>
#id = affine_map<(r) -> (r)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @rows() -> tensor<3x100xf32> {
  %e = tensor.empty() : tensor<3x100xf32>
  %r = linalg.generic {indexing_maps = [#x], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<3x100xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %k = linalg.index 1 : index
    %s = arith.addi %i, %k : index
    %s32 = arith.index_cast %s : index to i32
    %f = arith.sitofp %s32 : i32 to f32
    linalg.yield %f : f32
  } -> tensor<3x100xf32>
  return %r : tensor<3x100xf32>
}

func.func @reduce(%x: tensor<3x100xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %hundred = arith.constant 100.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x100xf32>) outs(%z : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %max = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x100xf32>) outs(%m0 : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%sum : tensor<3xf32>) outs(%e : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %hundred : f32
    linalg.yield %d : f32
  } -> tensor<3xf32>
  %v0 = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %var = linalg.generic {indexing_maps = [#x, #row, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : tensor<3x100xf32>, tensor<3xf32>) outs(%v0 : tensor<3xf32>) {
  ^bb0(%in: f32, %m: f32, %out: f32):
    %d = arith.subf %in, %m : f32
    %sq = arith.mulf %d, %d : f32
    %s = arith.addf %sq, %out : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %q0 = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %squares = linalg.generic {indexing_maps = [#x, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x100xf32>) outs(%q0 : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c2 = arith.constant 2 : i64
    %sq = math.fpowi %in, %c2 : f32, i64
    %s = arith.addf %sq, %out : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %sum, %max, %var, %squares : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

func.func @print(%t: tensor<3xf32>) {
  %m = bufferization.to_buffer %t : tensor<3xf32> to memref<3xf32>
  %u = memref.cast %m : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %x = call @rows() : () -> tensor<3x100xf32>
  %sum, %max, %var, %squares = call @reduce(%x) : (tensor<3x100xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
  // CHECK: [4950,  5050,  5150]
  // CHECK: [99,  100,  101]
  // CHECK: [83325,  83325,  83325]
  // CHECK: [328350,  338350,  348550]
  call @print(%sum) : (tensor<3xf32>) -> ()
  call @print(%max) : (tensor<3xf32>) -> ()
  call @print(%var) : (tensor<3xf32>) -> ()
  call @print(%squares) : (tensor<3xf32>) -> ()
  return
}

// What reaches neither oneDNN nor vector loops is named, with its FLOPs and
// their share of the function's (counted on tensors, before lowering).
// RUN: tensor-opt %s --layout-lower-to-llvm="report-loops=true" -o /dev/null 2>&1 | FileCheck %s
// Without oneDNN the matmul is loops too.
// RUN: tensor-opt %s --layout-lower-to-llvm="onednn=false report-loops=true" -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOPS
// The pass alone, on buffers: FLOPs without shares.
// RUN: tensor-opt %s --layout-bufferize --layout-report-loops -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALONE

// A 16x32x64 f32 matmul (65536 FLOPs) runs on oneDNN, the bias add (512)
// and the fills as vector loops; the column sums (512, whose terms are 32
// elements apart: no vector accumulators) and the i32 matmul (65536) are
// loops: 66048 of 132096 FLOPs.
// CHECK-NOT: runs as scalar loops
// CHECK: report-loops.mlir:[[@LINE+12]]:8: remark: 'linalg.generic' (arith.addf) runs as scalar loops: 512 FLOPs, 0.4% of @mlp's 132096
// CHECK: report-loops.mlir:[[@LINE+20]]:9: remark: 'linalg.matmul' runs as scalar loops: 65536 FLOPs, 49.6% of @mlp's 132096
// CHECK: report-loops.mlir:[[@LINE+1]]:1: remark: @mlp: 2 ops run as scalar loops: 66048 of its 132096 FLOPs (50.0%)
func.func @mlp(%x: tensor<16x64xf32>, %w: tensor<64x32xf32>, %b: tensor<16x32xf32>,
               %xi: tensor<16x64xi32>, %wi: tensor<64x32xi32>) -> (tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xi32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<16x64xf32>, tensor<64x32xf32>) outs(%z : tensor<16x32xf32>) -> tensor<16x32xf32>
  %a = linalg.add ins(%y, %b : tensor<16x32xf32>, tensor<16x32xf32>) outs(%e : tensor<16x32xf32>) -> tensor<16x32xf32>
  %es = tensor.empty() : tensor<32xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<32xf32>) -> tensor<32xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<16x32xf32>) outs(%zs : tensor<32xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %sum = arith.addf %in, %acc : f32
    linalg.yield %sum : f32
  } -> tensor<32xf32>
  %zeroi = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<16x32xi32>
  %zi = linalg.fill ins(%zeroi : i32) outs(%ei : tensor<16x32xi32>) -> tensor<16x32xi32>
  %yi = linalg.matmul ins(%xi, %wi : tensor<16x64xi32>, tensor<64x32xi32>) outs(%zi : tensor<16x32xi32>) -> tensor<16x32xi32>
  return %a, %s, %yi : tensor<16x32xf32>, tensor<32xf32>, tensor<16x32xi32>
}

// LOOPS: remark: 'linalg.matmul' runs as scalar loops: 65536 FLOPs, 49.6% of @mlp's 132096
// LOOPS: remark: 'linalg.generic' (arith.addf) runs as scalar loops: 512 FLOPs, 0.4% of @mlp's 132096
// LOOPS: remark: 'linalg.matmul' runs as scalar loops: 65536 FLOPs, 49.6% of @mlp's 132096
// LOOPS: remark: @mlp: 3 ops run as scalar loops: 131584 of its 132096 FLOPs (99.6%)

// Element-wise work alone is vector loops: nothing to report.
// CHECK: remark: @scale: no op runs as scalar loops
// LOOPS: remark: @scale: no op runs as scalar loops
func.func @scale(%x: tensor<64xf32>) -> tensor<64xf32> {
  %e = tensor.empty() : tensor<64xf32>
  %y = linalg.mul ins(%x, %x : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  return %y : tensor<64xf32>
}

// ALONE: remark: 'linalg.fill' runs as scalar loops: 0 FLOPs{{$}}
// ALONE: remark: 'linalg.matmul' runs as scalar loops: 65536 FLOPs{{$}}
// ALONE: remark: @mlp: 7 ops run as scalar loops: 132096 FLOPs{{$}}
// ALONE: remark: @scale: 1 op runs as scalar loops: 64 FLOPs{{$}}

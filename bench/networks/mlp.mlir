// An MLP (256x1000 @ 1000x1000, ReLU, @ 1000x1000, f32: 1.02 GFLOP a call),
// timed over 5 calls after a warm-up; prints seconds per call, then one
// element of the result (6.0). An orientation figure for the oneDNN
// lowering (docs/Lowering.md), not yet a same-process benchmark:
//
//   LLVM=/usr/lib/llvm-22
//   build/bin/tensor-opt bench/networks/mlp.mlir \
//     [--layout-assign=target=generic-cpu --layout-propagate --canonicalize] \
//     --layout-lower-to-llvm[=onednn=true] \
//   | $LLVM/bin/mlir-runner -e main -entry-point-result=void \
//       -shared-libs=$LLVM/lib/libmlir_runner_utils.so,$LLVM/lib/libmlir_c_runner_utils.so,build/lib/libtensor_layout_onednn_runtime.so

func.func private @rtclock() -> f64
func.func private @printF64(f64)
func.func private @printNewline()

func.func @mlp(%x: tensor<256x1000xf32>, %w1: tensor<1000x1000xf32>, %w2: tensor<1000x1000xf32>) -> tensor<256x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1000xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<256x1000xf32>, tensor<1000x1000xf32>) outs(%acc : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %z = arith.constant dense<0.0> : tensor<256x1000xf32>
  %r = arith.maximumf %h, %z : tensor<256x1000xf32>
  %e2 = tensor.empty() : tensor<256x1000xf32>
  %acc2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  %o = linalg.matmul ins(%r, %w2 : tensor<256x1000xf32>, tensor<1000x1000xf32>) outs(%acc2 : tensor<256x1000xf32>) -> tensor<256x1000xf32>
  return %o : tensor<256x1000xf32>
}

func.func @main() {
  %x = arith.constant dense<0.01> : tensor<256x1000xf32>
  %w1 = arith.constant dense<0.02> : tensor<1000x1000xf32>
  %w2 = arith.constant dense<0.03> : tensor<1000x1000xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5 : index
  %warm = call @mlp(%x, %w1, %w2) : (tensor<256x1000xf32>, tensor<1000x1000xf32>, tensor<1000x1000xf32>) -> tensor<256x1000xf32>
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %n step %c1 {
    %o = func.call @mlp(%x, %w1, %w2) : (tensor<256x1000xf32>, tensor<1000x1000xf32>, tensor<1000x1000xf32>) -> tensor<256x1000xf32>
  }
  %t1 = call @rtclock() : () -> f64
  %d = arith.subf %t1, %t0 : f64
  %nf = arith.constant 5.0 : f64
  %per = arith.divf %d, %nf : f64
  call @printF64(%per) : (f64) -> ()
  call @printNewline() : () -> ()
  %v = tensor.extract %warm[%c0, %c0] : tensor<256x1000xf32>
  %vd = arith.extf %v : f32 to f64
  call @printF64(%vd) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

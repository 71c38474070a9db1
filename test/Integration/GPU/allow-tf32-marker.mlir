// A matmul a user marks `layout.allow_tf32` on tensors keeps the marker
// through bufferization: its cuBLASLt call computes in TF32 (the
// description's last field); an unmarked one computes in f32, as
// PyTorch's matmuls do by default.
// RUN: tensor-opt %s --layout-lower-to-nvvm=libraries=true | FileCheck %s

// CHECK-DAG: @[[TF32:__tensor_layout_cublaslt_matmul[_0-9]*]](dense<[4, 1065353216, 0, 0, 0, 0, 0, 1]>
// CHECK-DAG: @[[F32:__tensor_layout_cublaslt_matmul[_0-9]*]](dense<[4, 1065353216, 0, 0, 0, 0, 0, 0]>
// CHECK-LABEL: llvm.func @marked(
// CHECK: llvm.mlir.addressof @[[TF32]] :
// CHECK: llvm.call @tensor_layout_cublaslt_matmul_f32(
// CHECK-LABEL: llvm.func @unmarked(
// CHECK: llvm.mlir.addressof @[[F32]] :
// CHECK: llvm.call @tensor_layout_cublaslt_matmul_f32(
func.func @marked(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %m = linalg.matmul {layout.allow_tf32} ins(%a, %b : tensor<64x128xf32>, tensor<128x32xf32>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %m : tensor<64x32xf32>
}
func.func @unmarked(%a: tensor<64x128xf32>, %b: tensor<128x32xf32>) -> tensor<64x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x32xf32>) -> tensor<64x32xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x128xf32>, tensor<128x32xf32>) outs(%f : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %m : tensor<64x32xf32>
}

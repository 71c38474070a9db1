// A transform read by two conversions to i8, run with and without
// layout-propagate (which sinks it below both: two i8 transforms of the
// results instead of one f32 transform of the input). Same numbers.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s

#cm = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = zero>

func.func private @printMemrefI32(memref<*xi32>)

func.func @quantize(%x: tensor<3x2xf32, #cm>) -> (tensor<3x2xi8>, tensor<3x2xi8>) {
  %t = layout.transform %x : tensor<3x2xf32, #cm> to tensor<3x2xf32>
  %a = arith.fptosi %t : tensor<3x2xf32> to tensor<3x2xi8>
  %b = arith.fptoui %t : tensor<3x2xf32> to tensor<3x2xi8>
  return %a, %b : tensor<3x2xi8>, tensor<3x2xi8>
}

func.func @print(%v: tensor<3x2xi8>) {
  %w = arith.extui %v : tensor<3x2xi8> to tensor<3x2xi32>
  %m = bufferization.to_buffer %w : tensor<3x2xi32> to memref<3x2xi32>
  %u = memref.cast %m : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %c = arith.constant dense<[[1.5, 2.0], [100.0, 7.9], [0.0, 127.0]]> : tensor<3x2xf32>
  %x = layout.transform %c : tensor<3x2xf32> to tensor<3x2xf32, #cm>
  %r:2 = call @quantize(%x) : (tensor<3x2xf32, #cm>) -> (tensor<3x2xi8>, tensor<3x2xi8>)
  // CHECK: [1, 2]
  // CHECK-NEXT: [100, 7]
  // CHECK-NEXT: [0, 127]
  call @print(%r#0) : (tensor<3x2xi8>) -> ()
  // CHECK: [1, 2]
  // CHECK-NEXT: [100, 7]
  // CHECK-NEXT: [0, 127]
  call @print(%r#1) : (tensor<3x2xi8>) -> ()
  return
}

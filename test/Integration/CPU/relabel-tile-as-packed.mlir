// One tile of 8 places 8 elements as the packed layout does, so
// canonicalization makes the transform between them a relabelling; their
// physical tensors differ (1x8 and 8), so the lowering copies. It used to
// fail: "failed to legalize operation 'layout.relabel'".
// RUN: tensor-opt %s --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// CHECK: sizes = [8]
// CHECK-NEXT: [1,  2,  3,  4,  5,  6,  7,  8]

#one_tile = #layout.encoding<tiles = [0 : 8]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @unblock(%x: tensor<8xf32, #one_tile>) -> tensor<8xf32, #layout.encoding<>> {
  %y = layout.transform %x : tensor<8xf32, #one_tile> to tensor<8xf32, #layout.encoding<>>
  return %y : tensor<8xf32, #layout.encoding<>>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %t = layout.transform %x : tensor<8xf32> to tensor<8xf32, #one_tile>
  %y = call @unblock(%t) : (tensor<8xf32, #one_tile>) -> tensor<8xf32, #layout.encoding<>>
  %p = layout.transform %y : tensor<8xf32, #layout.encoding<>> to tensor<8xf32>
  %m = bufferization.to_buffer %p : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

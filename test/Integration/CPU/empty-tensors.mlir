// Tensors with a 0-sized dim in padded layouts: no element moves, and the
// padding around the empty interior holds the pad value (whole physical
// buffers printed), from the CPU copies and from the GPU kernels run on
// the host.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=emulate-gpu | %{run} | FileCheck %s

#cols = #layout.encoding<pad_low = [0, 1], pad_high = [0, 2], pad_value = 7.0 : f32>
#rows = #layout.encoding<order = [1, 0], pad_low = [1, 0], align = [1, 4], pad_value = 5.0 : f32>
#aligned = #layout.encoding<align = [1, 16], pad_value = zero>

func.func private @printMemrefF32(memref<*xf32>)

func.func @keep(%t: tensor<0x10xf32>) {
  return
}

func.func @main() {
  // 2x0 with a column on the left and two on the right: 2x3 of padding.
  %x = arith.constant dense<1.0> : tensor<2x0xf32>
  %a = layout.transform %x : tensor<2x0xf32> to tensor<2x0xf32, #cols>
  %ma = bufferization.to_buffer %a : tensor<2x0xf32, #cols> to memref<2x0xf32, strided<[3, 1], offset: 1>>
  %pa = memref.reinterpret_cast %ma to offset: [0], sizes: [2, 3], strides: [3, 1]
      : memref<2x0xf32, strided<[3, 1], offset: 1>> to memref<2x3xf32>
  %ua = memref.cast %pa : memref<2x3xf32> to memref<*xf32>
  // CHECK: sizes = [2, 3]
  // CHECK-NEXT: {{\[\[}}7,   7,   7],
  // CHECK-NEXT: [7,   7,   7]]
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()

  // 0x3, column-major, one row of padding above: 4 columns (3 aligned to
  // 4) of one padding element each.
  %y = arith.constant dense<1.0> : tensor<0x3xf32>
  %b = layout.transform %y : tensor<0x3xf32> to tensor<0x3xf32, #rows>
  %mb = bufferization.to_buffer %b : tensor<0x3xf32, #rows> to memref<0x3xf32, strided<[1, 1], offset: 1>>
  %pb = memref.reinterpret_cast %mb to offset: [0], sizes: [4], strides: [1]
      : memref<0x3xf32, strided<[1, 1], offset: 1>> to memref<4xf32>
  %ub = memref.cast %pb : memref<4xf32> to memref<*xf32>
  // CHECK: sizes = [4]
  // CHECK-NEXT: [5,  5,  5,  5]
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()

  // No padding at all around nothing: there and back, then a result that
  // has elements, to show that the program went on.
  %e = tensor.empty() : tensor<0x10xf32>
  %c = layout.transform %e : tensor<0x10xf32> to tensor<0x10xf32, #aligned>
  %d = layout.transform %c : tensor<0x10xf32, #aligned> to tensor<0x10xf32>
  call @keep(%d) : (tensor<0x10xf32>) -> ()
  %one = arith.constant dense<3.0> : tensor<1xf32>
  %m = bufferization.to_buffer %one : tensor<1xf32> to memref<1xf32>
  %u = memref.cast %m : memref<1xf32> to memref<*xf32>
  // CHECK: [3]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

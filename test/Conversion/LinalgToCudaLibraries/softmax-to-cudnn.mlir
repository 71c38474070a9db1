// linalg.softmax on static strided f32 buffers becomes a call to the CUDA
// runtime's cuDNN softmax, each buffer passed with its strides; others stay
// for the loops.
// RUN: tensor-opt %s -split-input-file -convert-linalg-to-cudnn | FileCheck %s

// Along the last dim of row-major buffers. The description: version 2, the
// dim, the constants mask (none).
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_softmax : memref<3xi64> = dense<[2, 2, 0]>
// CHECK: func.func private @tensor_layout_cudnn_softmax_f32(memref<*xf32>, memref<*xf32>, memref<?xi64>, !llvm.ptr) attributes {layout.stream_argument, llvm.emit_c_interface}
// CHECK-LABEL: func.func @scores
// CHECK-SAME: %[[X:[a-z0-9]+]]: memref<8x16x16xf32>, %[[Y:[a-z0-9]+]]: memref<8x16x16xf32>
// CHECK-DAG: %[[UX:.*]] = memref.cast %[[X]] : memref<8x16x16xf32> to memref<*xf32>
// CHECK-DAG: %[[UY:.*]] = memref.cast %[[Y]] : memref<8x16x16xf32> to memref<*xf32>
// CHECK: call @tensor_layout_cudnn_softmax_f32(%[[UX]], %[[UY]], %{{.*}}, %{{.*}})
// CHECK-NOT: linalg.softmax
func.func @scores(%x: memref<8x16x16xf32>, %y: memref<8x16x16xf32>) {
  linalg.softmax dimension(2) ins(%x : memref<8x16x16xf32>) outs(%y : memref<8x16x16xf32>)
  return
}

// -----

// Along dim 0 of a constant with padded rows, into a column-major result:
// the constant marked (bit 0), both read by their strides.
// CHECK: memref.global "private" constant @__tensor_layout_cudnn_softmax : memref<3xi64> = dense<[2, 0, 1]>
// CHECK-LABEL: func.func @strided
// CHECK: call @tensor_layout_cudnn_softmax_f32
// CHECK-NOT: linalg.softmax
memref.global "private" constant @logits : memref<4x32xf32> = dense<1.0>
func.func @strided(%y: memref<4x5xf32, strided<[1, 4]>>) {
  %g = memref.get_global @logits : memref<4x32xf32>
  %x = memref.subview %g[0, 0] [4, 5] [1, 1] : memref<4x32xf32> to memref<4x5xf32, strided<[32, 1]>>
  linalg.softmax dimension(0) ins(%x : memref<4x5xf32, strided<[32, 1]>>) outs(%y : memref<4x5xf32, strided<[1, 4]>>)
  return
}

// -----

// A dynamic stride (a slice at a dynamic stride): the runtime reads it from
// the descriptor and checks it.
// CHECK-LABEL: func.func @dynamic_stride
// CHECK: call @tensor_layout_cudnn_softmax_f32
func.func @dynamic_stride(%x: memref<4x16xf32, strided<[?, 1]>>, %y: memref<4x16xf32>) {
  linalg.softmax dimension(1) ins(%x : memref<4x16xf32, strided<[?, 1]>>) outs(%y : memref<4x16xf32>)
  return
}

// -----

// Input and output the same buffer, or views of it (cuDNN would read rows
// it has written): no call.
// CHECK-LABEL: func.func @aliasing
// CHECK-NOT: call
// CHECK-COUNT-2: linalg.softmax
func.func @aliasing(%x: memref<4x4xf32>) {
  linalg.softmax dimension(1) ins(%x : memref<4x4xf32>) outs(%x : memref<4x4xf32>)
  %t = memref.reinterpret_cast %x to offset: [0], sizes: [4, 4], strides: [1, 4] : memref<4x4xf32> to memref<4x4xf32, strided<[1, 4]>>
  linalg.softmax dimension(1) ins(%x : memref<4x4xf32>) outs(%t : memref<4x4xf32, strided<[1, 4]>>)
  return
}

// -----

// Not f32, a dynamic shape, a memory space of its own, a broadcast (stride
// 0) result: no call.
// CHECK-LABEL: func.func @refused
// CHECK-NOT: call
// CHECK-COUNT-4: linalg.softmax
// CHECK-NOT: tensor_layout_cudnn_softmax
func.func @refused(%a: memref<2x8xf16>, %b: memref<2x8xf16>,
                   %c: memref<?x8xf32>, %d: memref<?x8xf32>,
                   %e: memref<2x8xf32, 3>, %f: memref<2x8xf32, 3>,
                   %g: memref<2x8xf32>, %h: memref<2x8xf32, strided<[0, 1]>>) {
  linalg.softmax dimension(1) ins(%a : memref<2x8xf16>) outs(%b : memref<2x8xf16>)
  linalg.softmax dimension(1) ins(%c : memref<?x8xf32>) outs(%d : memref<?x8xf32>)
  linalg.softmax dimension(1) ins(%e : memref<2x8xf32, 3>) outs(%f : memref<2x8xf32, 3>)
  linalg.softmax dimension(1) ins(%g : memref<2x8xf32>) outs(%h : memref<2x8xf32, strided<[0, 1]>>)
  return
}

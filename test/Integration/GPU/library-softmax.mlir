// With libraries=true every static f32 softmax is kept whole for cuDNN and
// must lower: one call each, whatever the buffers' strides, no softmax
// left and no loops for it. A slice at a dynamic stride gives a buffer of
// dynamic strides, which the runtime reads from its descriptor. A softmax
// of another type is decomposed and lowers as loops.
// RUN: tensor-opt %s --layout-lower-to-nvvm=libraries=true | FileCheck %s

#rows = #layout.encoding<align = [1, 8], pad_value = zero>
#tiles = #layout.encoding<tiles = [1 : 4]>

// CHECK-LABEL: llvm.func @dynamic_stride
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.call @tensor_layout_cudnn_softmax_f32
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.return
func.func @dynamic_stride(%x: tensor<64x16xf32>, %s: index) -> tensor<4x16xf32> {
  %slice = tensor.extract_slice %x[0, 0] [4, 16] [%s, 1] : tensor<64x16xf32> to tensor<4x16xf32>
  %e = tensor.empty() : tensor<4x16xf32>
  %p = linalg.softmax dimension(1) ins(%slice : tensor<4x16xf32>) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %p : tensor<4x16xf32>
}

// A tiled input into rows padded from 12 to 16: the tiles transformed to a
// plain buffer and the padding filled, then the call reads and writes them
// as they are.
// CHECK-LABEL: llvm.func @layouts
// CHECK-COUNT-2: gpu.launch_func
// CHECK: llvm.call @tensor_layout_cudnn_softmax_f32
// CHECK-NOT: gpu.launch_func
// CHECK: llvm.return
// CHECK-LABEL: llvm.func @f16_loops
// CHECK-NOT: tensor_layout_cudnn_softmax
// CHECK: gpu.launch_func
func.func @layouts(%x: tensor<4x12xf32, #tiles>) -> tensor<4x12xf32, #rows> {
  %e = tensor.empty() : tensor<4x12xf32, #rows>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x12xf32, #tiles>) outs(%e : tensor<4x12xf32, #rows>) -> tensor<4x12xf32, #rows>
  return %p : tensor<4x12xf32, #rows>
}
func.func @f16_loops(%x: tensor<4x16xf16>) -> tensor<4x16xf16> {
  %e = tensor.empty() : tensor<4x16xf16>
  %p = linalg.softmax dimension(1) ins(%x : tensor<4x16xf16>) outs(%e : tensor<4x16xf16>) -> tensor<4x16xf16>
  return %p : tensor<4x16xf16>
}

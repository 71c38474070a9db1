// One transform (column-major, the 3-element columns aligned to 4 with a
// constant pad value) for every element type, whole physical buffers.
// DEFINE: %{compile} = tensor-opt %s --layout-lower-to-llvm
// RUN: %{compile} | %{run} | FileCheck %s

#cols_f16 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = -1.0 : f16>
#cols_bf16 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 2.5 : bf16>
#cols_i8 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = -7 : i8>
#cols_i32 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 99 : i32>
#cols_f64 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = 0.5 : f64>
#cols_f32 = #layout.encoding<order = [1, 0], align = [4, 1], pad_value = zero>

func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %x_f16 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf16>
  %y_f16 = layout.transform %x_f16 : tensor<3x2xf16> to tensor<3x2xf16, #cols_f16>
  %m_f16 = bufferization.to_buffer %y_f16 : tensor<3x2xf16, #cols_f16> to memref<3x2xf16, strided<[1, 4]>>
  %p_f16 = memref.reinterpret_cast %m_f16 to offset: [0], sizes: [8], strides: [1]
      : memref<3x2xf16, strided<[1, 4]>> to memref<8xf16>
  %u_f16 = memref.cast %p_f16 : memref<8xf16> to memref<*xf16>
  // CHECK: sizes = [8]
  // CHECK-NEXT: [1,  3,  5,  -1,  2,  4,  6,  -1]
  call @printMemrefF16(%u_f16) : (memref<*xf16>) -> ()

  %x_bf16 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xbf16>
  %y_bf16 = layout.transform %x_bf16 : tensor<3x2xbf16> to tensor<3x2xbf16, #cols_bf16>
  %m_bf16 = bufferization.to_buffer %y_bf16 : tensor<3x2xbf16, #cols_bf16> to memref<3x2xbf16, strided<[1, 4]>>
  %p_bf16 = memref.reinterpret_cast %m_bf16 to offset: [0], sizes: [8], strides: [1]
      : memref<3x2xbf16, strided<[1, 4]>> to memref<8xbf16>
  %u_bf16 = memref.cast %p_bf16 : memref<8xbf16> to memref<*xbf16>
  // CHECK: sizes = [8]
  // CHECK-NEXT: [1,  3,  5,  2.5,  2,  4,  6,  2.5]
  call @printMemrefBF16(%u_bf16) : (memref<*xbf16>) -> ()

  %x_i8 = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi8>
  %y_i8 = layout.transform %x_i8 : tensor<3x2xi8> to tensor<3x2xi8, #cols_i8>
  %m_i8 = bufferization.to_buffer %y_i8 : tensor<3x2xi8, #cols_i8> to memref<3x2xi8, strided<[1, 4]>>
  %p_i8 = memref.reinterpret_cast %m_i8 to offset: [0], sizes: [8], strides: [1]
      : memref<3x2xi8, strided<[1, 4]>> to memref<8xi8>
  // The runtime prints i8 as characters: print it widened.
  %t_i8 = bufferization.to_tensor %p_i8 restrict : memref<8xi8> to tensor<8xi8>
  %w_i8 = arith.extsi %t_i8 : tensor<8xi8> to tensor<8xi32>
  %b_i8 = bufferization.to_buffer %w_i8 : tensor<8xi32> to memref<8xi32>
  %u_i8 = memref.cast %b_i8 : memref<8xi32> to memref<*xi32>
  // CHECK: sizes = [8]
  // CHECK-NEXT: [1,  3,  5,  -7,  2,  4,  6,  -7]
  call @printMemrefI32(%u_i8) : (memref<*xi32>) -> ()

  %x_i32 = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %y_i32 = layout.transform %x_i32 : tensor<3x2xi32> to tensor<3x2xi32, #cols_i32>
  %m_i32 = bufferization.to_buffer %y_i32 : tensor<3x2xi32, #cols_i32> to memref<3x2xi32, strided<[1, 4]>>
  %p_i32 = memref.reinterpret_cast %m_i32 to offset: [0], sizes: [8], strides: [1]
      : memref<3x2xi32, strided<[1, 4]>> to memref<8xi32>
  %u_i32 = memref.cast %p_i32 : memref<8xi32> to memref<*xi32>
  // CHECK: sizes = [8]
  // CHECK-NEXT: [1,  3,  5,  99,  2,  4,  6,  99]
  call @printMemrefI32(%u_i32) : (memref<*xi32>) -> ()

  %x_f64 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
  %y_f64 = layout.transform %x_f64 : tensor<3x2xf64> to tensor<3x2xf64, #cols_f64>
  %m_f64 = bufferization.to_buffer %y_f64 : tensor<3x2xf64, #cols_f64> to memref<3x2xf64, strided<[1, 4]>>
  %p_f64 = memref.reinterpret_cast %m_f64 to offset: [0], sizes: [8], strides: [1]
      : memref<3x2xf64, strided<[1, 4]>> to memref<8xf64>
  %u_f64 = memref.cast %p_f64 : memref<8xf64> to memref<*xf64>
  // CHECK: sizes = [8]
  // CHECK-NEXT: [1,  3,  5,  0.5,  2,  4,  6,  0.5]
  call @printMemrefF64(%u_f64) : (memref<*xf64>) -> ()

  %x_f32 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %y_f32 = layout.transform %x_f32 : tensor<3x2xf32> to tensor<3x2xf32, #cols_f32>
  %m_f32 = bufferization.to_buffer %y_f32 : tensor<3x2xf32, #cols_f32> to memref<3x2xf32, strided<[1, 4]>>
  %p_f32 = memref.reinterpret_cast %m_f32 to offset: [0], sizes: [8], strides: [1]
      : memref<3x2xf32, strided<[1, 4]>> to memref<8xf32>
  %u_f32 = memref.cast %p_f32 : memref<8xf32> to memref<*xf32>
  // CHECK: sizes = [8]
  // CHECK-NEXT: [1,  3,  5,  0,  2,  4,  6,  0]
  call @printMemrefF32(%u_f32) : (memref<*xf32>) -> ()

  return
}

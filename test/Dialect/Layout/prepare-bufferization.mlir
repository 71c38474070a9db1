// The program made ready for one-shot bufferization, on tensors.
// RUN: tensor-opt %s -layout-prepare-bufferization -split-input-file | FileCheck %s
// Running it again changes nothing.
// RUN: tensor-opt %s -layout-prepare-bufferization -split-input-file | tensor-opt -layout-prepare-bufferization -split-input-file | FileCheck %s

#rows = #layout.encoding<align = [1, 16], pad_value = zero, base_align = 128>

// tensor.empty in a layout: an allocation of the physical size at the
// layout's base alignment, its padding filled, as a writable tensor.
// CHECK-LABEL: func.func @empty
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 128 : i64} : memref<64xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [4, 13], strides: [16, 1]
// CHECK: linalg.fill
// CHECK: bufferization.to_tensor %[[VIEW]] restrict writable
// CHECK-NOT: tensor.empty
func.func @empty() -> tensor<4x13xf32, #rows> {
  %0 = tensor.empty() : tensor<4x13xf32, #rows>
  return %0 : tensor<4x13xf32, #rows>
}

// -----

#rows = #layout.encoding<align = [1, 4], pad_value = -1.0 : f32>

// A constant in a layout: a global of its physical bytes, pad values
// included. Returned, it goes through a copy of its own.
// CHECK: memref.global "private" constant @__layout_constant : memref<8xf32> = dense<[1.000000e+00, 2.000000e+00, -1.000000e+00, -1.000000e+00, 3.000000e+00, 4.000000e+00, -1.000000e+00, -1.000000e+00]>
// CHECK-LABEL: func.func @constant
// CHECK: memref.get_global @__layout_constant
// CHECK: %[[C:.*]] = bufferization.to_tensor
// CHECK: %[[COPY:.*]] = layout.transform %[[C]]
// CHECK: return %[[COPY]]
func.func @constant() -> tensor<2x2xf32, #rows> {
  %0 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32, #rows>
  return %0 : tensor<2x2xf32, #rows>
}

// -----

#nchw4c = #layout.encoding<align = [1, 4, 1, 1], pad_value = zero, tiles = [1 : 4]>

// A tiled tensor becomes its physical tensor; its transform a copy between
// buffers.
// CHECK-LABEL: func.func @tiled
// CHECK-SAME: (%[[X:.*]]: tensor<1x3x2x2xf32>) -> tensor<1x1x2x2x4xf32>
// CHECK: %[[SRC:.*]] = bufferization.to_buffer %[[X]] read_only
// CHECK: %[[DST:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x2x4xf32>
// CHECK: layout.copy %[[SRC]], %[[DST]]
// CHECK: bufferization.to_tensor %[[DST]] restrict writable
func.func @tiled(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32, #nchw4c> {
  %0 = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nchw4c>
  return %0 : tensor<1x3x2x2xf32, #nchw4c>
}

// -----

// Tensors without layouts are left to bufferization as they are.
// CHECK-LABEL: func.func @plain
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: return %[[E]]
func.func @plain() -> tensor<4xf32> {
  %0 = tensor.empty() : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

#rows = #layout.encoding<align = [1, 16], pad_value = zero>

// The destination an element-wise op does not read gets one buffer, also
// when the pass runs twice (the second run keeps the first one's).
// CHECK-LABEL: func.func @init
// CHECK: memref.alloc
// CHECK-NOT: memref.alloc
// CHECK: linalg.exp
// CHECK: return
func.func @init(%x: tensor<4x13xf32, #rows>) -> tensor<4x13xf32, #rows> {
  %e = tensor.empty() : tensor<4x13xf32, #rows>
  %r = linalg.exp ins(%x : tensor<4x13xf32, #rows>) outs(%e : tensor<4x13xf32, #rows>) -> tensor<4x13xf32, #rows>
  return %r : tensor<4x13xf32, #rows>
}

// -----

// A zero fill in a layout that two convolutions accumulate into (as
// torch-mlir shares one per shape): bufferization would copy it for the
// first into a buffer allocated by type, in no layout. Each convolution
// gets a fill of its own, in an allocation of the layout.
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @shared_fill
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<128xf32>
// CHECK: %[[FIRST:.*]] = linalg.fill {{.*}} -> tensor<1x8x4x4xf32, #{{.*}}>
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<128xf32>
// CHECK: %[[SECOND:.*]] = linalg.fill {{.*}} -> tensor<1x8x4x4xf32, #{{.*}}>
// CHECK-NOT: memref.alloc
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%[[SECOND]] :
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} outs(%[[FIRST]] :
func.func @shared_fill(%x: tensor<1x8x6x6xf32, #nhwc>, %w: tensor<8x8x3x3xf32>)
    -> (tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x4x4xf32, #nhwc>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  %a = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x8x6x6xf32, #nhwc>, tensor<8x8x3x3xf32>) outs(%f : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  %b = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x8x6x6xf32, #nhwc>, tensor<8x8x3x3xf32>) outs(%f : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  return %a, %b : tensor<1x8x4x4xf32, #nhwc>, tensor<1x8x4x4xf32, #nhwc>
}

// -----

// A fill one convolution alone accumulates into is kept.
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func.func @single_fill
// CHECK-COUNT-1: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x8x4x4xf32, #{{.*}}>)
// CHECK-NOT: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x8x4x4xf32, #{{.*}}>)
// CHECK: linalg.conv_2d_nchw_fchw
func.func @single_fill(%x: tensor<1x8x6x6xf32, #nhwc>, %w: tensor<8x8x3x3xf32>) -> tensor<1x8x4x4xf32, #nhwc> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x4x4xf32, #nhwc>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  %a = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : tensor<1x8x6x6xf32, #nhwc>, tensor<8x8x3x3xf32>) outs(%f : tensor<1x8x4x4xf32, #nhwc>) -> tensor<1x8x4x4xf32, #nhwc>
  return %a : tensor<1x8x4x4xf32, #nhwc>
}

// -----

// A pad into a layout whose padding holds another value than the pad's (it
// cannot become a halo): upstream would allocate its result by type,
// losing the layout. It becomes a new tensor in the layout (its own
// padding zero), the pad value filled in and the operand inserted.
#zero8 = #layout.encoding<align = [1, 8], pad_value = zero>
// CHECK-LABEL: func @pad_into_other_pad_value
// CHECK: %[[TWO:.*]] = arith.constant 2.0{{.*}} : f32
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<32xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [4, 6], strides: [8, 1]
// CHECK: %[[ZERO:.*]] = arith.constant 0.0{{.*}} : f32
// CHECK: linalg.fill ins(%[[ZERO]] : f32)
// CHECK: %[[NEW:.*]] = bufferization.to_tensor %[[VIEW]] restrict writable
// CHECK: %[[FILLED:.*]] = linalg.fill ins(%[[TWO]] : f32) outs(%[[NEW]] : tensor<4x6xf32, #{{.*}}>)
// CHECK: %[[R:.*]] = tensor.insert_slice %arg0 into %[[FILLED]][1, 2] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x6xf32, #{{.*}}>
// CHECK-NOT: tensor.pad
// CHECK: return %[[R]]
func.func @pad_into_other_pad_value(%a: tensor<2x3xf32>) -> tensor<4x6xf32, #zero8> {
  %c = arith.constant 2.0 : f32
  %q = tensor.pad %a low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<2x3xf32> to tensor<4x6xf32, #zero8>
  return %q : tensor<4x6xf32, #zero8>
}

// -----

// A pad into NHWC: the new tensor is a buffer in NHWC (strides 50, 1, 10,
// 2), not an identity buffer behind NHWC strides.
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func @pad_into_permutation
// CHECK: %[[BUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<50xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[BUF]] to offset: [0], sizes: [1, 2, 5, 5], strides: [50, 1, 10, 2]
// CHECK: %[[NEW:.*]] = bufferization.to_tensor %[[VIEW]] restrict writable
// CHECK: %[[FILLED:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[NEW]]
// CHECK: tensor.insert_slice %arg0 into %[[FILLED]][0, 0, 1, 1] [1, 2, 3, 3] [1, 1, 1, 1]
func.func @pad_into_permutation(%a: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x2x5x5xf32, #nhwc> {
  %c = arith.constant 0.0 : f32
  %q = tensor.pad %a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %ch: index, %i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x5x5xf32, #nhwc>
  return %q : tensor<1x2x5x5xf32, #nhwc>
}

// -----

// A pad whose value depends on the index pads into the packed layout and
// one transform moves it.
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
// CHECK-LABEL: func @pad_by_index
// CHECK: %[[P:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: } : tensor<1x2x3x3xf32, #{{.*}}> to tensor<1x2x5x5xf32>
// CHECK: layout.transform %[[P]] : tensor<1x2x5x5xf32> to tensor<1x2x5x5xf32, #{{.*}}>
func.func @pad_by_index(%a: tensor<1x2x3x3xf32, #nhwc>) -> tensor<1x2x5x5xf32, #nhwc> {
  %q = tensor.pad %a low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %ch: index, %i: index, %j: index):
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f32
    tensor.yield %f : f32
  } : tensor<1x2x3x3xf32, #nhwc> to tensor<1x2x5x5xf32, #nhwc>
  return %q : tensor<1x2x5x5xf32, #nhwc>
}

// RUN: tensor-opt %s -convert-linalg-to-onednn -split-input-file | FileCheck %s

// A convolution on NHWC-strided buffers: a call with the buffers as they are
// and a constant description: version 1, 2 spatial dims, strides (2, 1),
// dilations (1, 1), no padding, no accumulation (the zero fill before it
// is dropped), no post-ops; then src, weights, dst as rank, dims, padded dims,
// strides, and no blocks.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<54xi64> = dense<[1, 2, 2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 4, 1, 8, 9, 9, 1, 8, 9, 9, 648, 1, 72, 8, 0, 4, 4, 8, 3, 3, 4, 8, 3, 3, 72, 9, 3, 1, 0, 4, 1, 4, 4, 7, 1, 4, 4, 7, 112, 1, 28, 4, 0]>
// CHECK: func.func private @tensor_layout_onednn_conv_f32(memref<*xf32>, memref<*xf32>, memref<*xf32>, memref<?xi64>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @nhwc
// CHECK-NOT: linalg.fill
// CHECK: %[[X:.*]] = memref.cast %arg0 : memref<1x8x9x9xf32, strided<[648, 1, 72, 8]>> to memref<*xf32>
// CHECK: %[[W:.*]] = memref.cast %arg1 : memref<4x8x3x3xf32> to memref<*xf32>
// CHECK: %[[O:.*]] = memref.cast %arg2
// CHECK: %[[G:.*]] = memref.get_global @__tensor_layout_onednn_conv : memref<54xi64>
// CHECK: %[[D:.*]] = memref.cast %[[G]] : memref<54xi64> to memref<?xi64>
// CHECK: call @tensor_layout_onednn_conv_f32(%[[X]], %[[W]], %[[O]], %[[D]])
func.func @nhwc(%x: memref<1x8x9x9xf32, strided<[648, 1, 72, 8]>>, %w: memref<4x8x3x3xf32>,
                %o: memref<1x4x4x7xf32, strided<[112, 1, 28, 4]>>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x7xf32, strided<[112, 1, 28, 4]>>)
  linalg.conv_2d_nchw_fchw {strides = dense<[2, 1]> : tensor<2xi64>}
    ins(%x, %w : memref<1x8x9x9xf32, strided<[648, 1, 72, 8]>>, memref<4x8x3x3xf32>)
    outs(%o : memref<1x4x4x7xf32, strided<[112, 1, 28, 4]>>)
  return
}

// -----

// Without the zero fill it adds to the result (accumulate = 1); a second
// convolution gets a second description, renamed.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv_0 : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0,
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0,
// CHECK-LABEL: func.func @accumulate
// CHECK: call @tensor_layout_onednn_conv_f32
// CHECK: call @tensor_layout_onednn_conv_f32
func.func @accumulate(%x: memref<1x8x5x5xf32>, %w: memref<4x8x3x3xf32>, %o: memref<1x4x3x3xf32>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x5x5xf32>, memref<4x8x3x3xf32>) outs(%o : memref<1x4x3x3xf32>)
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x5x5xf32>, memref<4x8x3x3xf32>) outs(%o : memref<1x4x3x3xf32>)
  return
}

// -----

// A depthwise convolution over NCHW16c buffers, recorded by the generic
// over physical dims: src nChw16c (outer strides 2048, 1024, 128, 16 of
// the packed 1x2x8x8x16 buffer, one block of 16 on dim 1), weights as oneDNN's
// grouped Goihw16g (two unit dims under the group, blocks on dim 0), dst
// nChw16c.
// CHECK: dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 4, 1, 32, 8, 8, 1, 32, 8, 8, 2048, 1024, 128, 16, 1, 1, 16, 5, 32, 1, 1, 3, 3, 32, 1, 1, 3, 3, 144, 144, 144, 48, 16, 1, 0, 16, 4, 1, 32, 6, 6, 1, 32, 6, 6, 1152, 576, 96, 16, 1, 1, 16]>
// CHECK-LABEL: func.func @depthwise_blocked
// CHECK: call @tensor_layout_onednn_conv_f32
// CHECK-NOT: linalg.generic
#act = #layout.encoding<tiles = [1 : 16]>
#filter = #layout.encoding<tiles = [0 : 16]>
func.func @depthwise_blocked(%x: memref<1x2x8x8x16xf32>, %w: memref<2x3x3x16xf32>, %o: memref<1x2x6x6x16xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2 + d4, d3 + d5, d6)>,
                                   affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>,
                                   affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d6)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "parallel"]}
      ins(%x, %w : memref<1x2x8x8x16xf32>, memref<2x3x3x16xf32>) outs(%o : memref<1x2x6x6x16xf32>)
      attrs = {layout.logical_op = {op = "linalg.depthwise_conv_2d_nchw_chw", attributes = {},
               operand_types = [tensor<1x32x8x8xf32, #act>, tensor<32x3x3xf32, #filter>, tensor<1x32x6x6xf32, #act>]}} {
  ^bb0(%in: f32, %k: f32, %out: f32):
    %m = arith.mulf %in, %k : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left to the loops: f64 buffers, a generic that records no convolution,
// and a recorded convolution whose blocked buffer is not the packed one.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: call
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK: linalg.generic
// CHECK: linalg.generic
#act = #layout.encoding<tiles = [1 : 16]>
func.func @left_alone(%x: memref<1x8x5x5xf64>, %w: memref<4x8x3x3xf64>, %o: memref<1x4x3x3xf64>,
                      %a: memref<16xf32>, %b: memref<16xf32>,
                      %bx: memref<1x1x3x3x16xf32, strided<[288, 288, 96, 32, 1]>>, %bw: memref<16x16x1x1xf32>, %bo: memref<1x1x3x3x16xf32>) {
  linalg.conv_2d_nchw_fchw ins(%x, %w : memref<1x8x5x5xf64>, memref<4x8x3x3xf64>) outs(%o : memref<1x4x3x3xf64>)
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : memref<16xf32>) outs(%b : memref<16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d4, d2 + d5, d3 + d6, d8)>,
                                   affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d7 + d1 * 16, d8 + d4 * 16, d5, d6)>,
                                   affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d7)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel", "reduction"]}
      ins(%bx, %bw : memref<1x1x3x3x16xf32, strided<[288, 288, 96, 32, 1]>>, memref<16x16x1x1xf32>) outs(%bo : memref<1x1x3x3x16xf32>)
      attrs = {layout.logical_op = {op = "linalg.conv_2d_nchw_fchw", attributes = {},
               operand_types = [tensor<1x16x3x3xf32, #act>, tensor<16x16x1x1xf32>, tensor<1x16x3x3xf32, #act>]}} {
  ^bb0(%in: f32, %k: f32, %out: f32):
    %m = arith.mulf %in, %k : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// An image that is a zero-padded copy of an NHWC buffer (a tensor.pad,
// bufferized): the kernel reads the NHWC buffer and pads it itself
// (padding 1, 2 low and 1, 0 high); the padded copy is gone.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 1, 2, 1, 0, 0, 0, 4, 1, 8, 4, 4, 1, 8, 4, 4, 128, 1, 32, 8, 0,
// CHECK-LABEL: func.func @padded_image
// CHECK-SAME: (%[[X:.*]]: memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>
// CHECK-NOT: linalg.map
// CHECK-NOT: linalg.copy
// CHECK: %[[S:.*]] = memref.cast %[[X]]
// CHECK: call @tensor_layout_onednn_conv_f32(%[[S]],
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func @padded_image(%x: memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>, %w: memref<4x8x3x3xf32>,
                        %o: memref<1x4x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %padded = memref.alloc() : memref<1x8x6x6xf32>
  linalg.map outs(%padded : memref<1x8x6x6xf32>)
    (%init: f32) {
      linalg.yield %zero : f32
    }
  %interior = memref.subview %padded[0, 0, 1, 2] [1, 8, 4, 4] [1, 1, 1, 1]
      : memref<1x8x6x6xf32> to memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 8>>
  linalg.copy ins(%x : memref<1x8x4x4xf32, strided<[128, 1, 32, 8]>>)
      outs(%interior : memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 8>>)
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%padded, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>)
    outs(%o : memref<1x4x4x4xf32>)
  memref.dealloc %padded : memref<1x8x6x6xf32>
  return
}

// -----

// Left padded: a border of ones (oneDNN pads with zeros), a padded image
// also read elsewhere, and an image whose source is written after the copy.
// CHECK-COUNT-3: memref.global "private" constant @__tensor_layout_onednn_conv{{.*}} = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0,
// CHECK-LABEL: func.func @not_padding
// CHECK: linalg.map
// CHECK: linalg.copy
// CHECK: linalg.map
// CHECK: linalg.copy
// CHECK: linalg.map
// CHECK: linalg.copy
func.func @not_padding(%x: memref<1x8x4x4xf32>, %w: memref<4x8x3x3xf32>,
                       %o: memref<1x4x4x4xf32>) -> f32 {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1x8x6x6xf32>
  linalg.map outs(%a : memref<1x8x6x6xf32>)
    (%init: f32) {
      linalg.yield %one : f32
    }
  %ai = memref.subview %a[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1]
      : memref<1x8x6x6xf32> to memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 7>>
  linalg.copy ins(%x : memref<1x8x4x4xf32>) outs(%ai : memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 7>>)
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%a, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%o : memref<1x4x4x4xf32>)

  %b = memref.alloc() : memref<1x8x6x6xf32>
  linalg.map outs(%b : memref<1x8x6x6xf32>)
    (%init: f32) {
      linalg.yield %zero : f32
    }
  %bi = memref.subview %b[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1]
      : memref<1x8x6x6xf32> to memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 7>>
  linalg.copy ins(%x : memref<1x8x4x4xf32>) outs(%bi : memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 7>>)
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%b, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%o : memref<1x4x4x4xf32>)
  %v = memref.load %b[%c0, %c0, %c0, %c0] : memref<1x8x6x6xf32>

  %c = memref.alloc() : memref<1x8x6x6xf32>
  linalg.map outs(%c : memref<1x8x6x6xf32>)
    (%init: f32) {
      linalg.yield %zero : f32
    }
  %ci = memref.subview %c[0, 0, 1, 1] [1, 8, 4, 4] [1, 1, 1, 1]
      : memref<1x8x6x6xf32> to memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 7>>
  linalg.copy ins(%x : memref<1x8x4x4xf32>) outs(%ci : memref<1x8x4x4xf32, strided<[288, 36, 6, 1], offset: 7>>)
  linalg.fill ins(%one : f32) outs(%x : memref<1x8x4x4xf32>)
  linalg.fill ins(%zero : f32) outs(%o : memref<1x4x4x4xf32>)
  linalg.conv_2d_nchw_fchw ins(%c, %w : memref<1x8x6x6xf32>, memref<4x8x3x3xf32>) outs(%o : memref<1x4x4x4xf32>)
  return %v : f32
}

// -----

// A grouped convolution (torch-mlir's `groups=`): the image and result
// (N, G, C, H, W) as oneDNN's (N, G * C, H, W) -- rank 4, dims 1, 4, 6, 6,
// strides 144, 36, 6, 1 -- and the filter (G, F, C, KH, KW) as its goihw,
// rank 5.
// CHECK: memref.global "private" constant @__tensor_layout_onednn_conv : memref<{{.*}}xi64> = dense<[1, 2, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 4, 1, 4, 6, 6, 1, 4, 6, 6, 144, 36, 6, 1, 0, 5, 2, 2, 2, 3, 3, 2, 2, 2, 3, 3, 36, 18, 9, 3, 1, 0, 4, 1, 4, 4, 4, 1, 4, 4, 4, 64, 16, 4, 1, 0]>
// CHECK-LABEL: func.func @grouped
// CHECK: call @tensor_layout_onednn_conv_f32
// CHECK-NOT: linalg.conv
func.func @grouped(%x: memref<1x2x2x6x6xf32>, %w: memref<2x2x2x3x3xf32>, %y: memref<1x2x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x2x4x4xf32>)
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x2x6x6xf32>, memref<2x2x2x3x3xf32>) outs(%y : memref<1x2x2x4x4xf32>)
  return
}

// -----

// A grouped image whose groups do not follow one another's channels at
// one stride (channels outermost) has no (N, G * C, H, W) view: loops.
// CHECK-LABEL: func.func @grouped_unmergeable
// CHECK-NOT: call
// CHECK: linalg.conv_2d_ngchw_gfchw
func.func @grouped_unmergeable(%x: memref<1x2x2x6x6xf32, strided<[144, 36, 72, 6, 1]>>, %w: memref<2x2x2x3x3xf32>, %y: memref<1x2x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%y : memref<1x2x2x4x4xf32>)
  linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
    ins(%x, %w : memref<1x2x2x6x6xf32, strided<[144, 36, 72, 6, 1]>>, memref<2x2x2x3x3xf32>) outs(%y : memref<1x2x2x4x4xf32>)
  return
}

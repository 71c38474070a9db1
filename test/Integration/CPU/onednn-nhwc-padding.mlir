// A zero pad of an NHWC image before a convolution, on oneDNN: the kernel
// pads the image itself, so neither the pad's fill and copy nor a padded
// buffer is left (a pad into a layout used to become a pad into a plain
// buffer and a transform into NHWC, which oneDNN could not take as its
// padding). All ones convolved with all ones over 16 channels: 144 inside,
// 96 along the edges and 64 at the corners, where the window reads the
// padding.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} \
// RUN:   | FileCheck %s
// Transforms on oneDNN's threads (convert-parallel-loops-to-onednn-threads).
// RUN: tensor-opt %s --layout-lower-to-llvm="onednn=true threads=0" \
// RUN:   | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true \
// RUN:   --mlir-print-ir-after=convert-linalg-to-onednn -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IR
// IR-LABEL: func.func @conv
// IR-NOT: linalg.map
// IR-NOT: linalg.copy
// IR: call @tensor_layout_onednn_conv_f32
// IR-NOT: linalg.map
// IR-NOT: linalg.copy
// IR: return

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

func.func private @printMemrefF32(memref<*xf32>)

func.func @conv(%x: tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<1.0> : tensor<16x16x3x3xf32>
  %xt = layout.transform %x : tensor<1x16x6x6xf32> to tensor<1x16x6x6xf32, #nhwc>
  %p = tensor.pad %xt low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%n: index, %c: index, %h: index, %w_: index):
    tensor.yield %zero : f32
  } : tensor<1x16x6x6xf32, #nhwc> to tensor<1x16x8x8xf32, #nhwc>
  %e = tensor.empty() : tensor<1x16x6x6xf32, #nhwc>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<1x16x6x6xf32, #nhwc>) -> tensor<1x16x6x6xf32, #nhwc>
  %y = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x16x8x8xf32, #nhwc>, tensor<16x16x3x3xf32>)
                                outs(%a : tensor<1x16x6x6xf32, #nhwc>) -> tensor<1x16x6x6xf32, #nhwc>
  %r = layout.transform %y : tensor<1x16x6x6xf32, #nhwc> to tensor<1x16x6x6xf32>
  return %r : tensor<1x16x6x6xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<1x16x6x6xf32>
  %x = linalg.fill ins(%one : f32) outs(%e : tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %y = call @conv(%x) : (tensor<1x16x6x6xf32>) -> tensor<1x16x6x6xf32>
  %m = bufferization.to_buffer %y : tensor<1x16x6x6xf32> to memref<1x16x6x6xf32>
  // The last channel.
  %s = memref.subview %m[0, 15, 0, 0] [1, 1, 6, 6] [1, 1, 1, 1] : memref<1x16x6x6xf32> to memref<6x6xf32, strided<[6, 1], offset: 540>>
  %u = memref.cast %s : memref<6x6xf32, strided<[6, 1], offset: 540>> to memref<*xf32>
  // CHECK: sizes = [6, 6]
  // CHECK-NEXT: {{\[\[}}64,   96,   96,   96,   96,   64],
  // CHECK-NEXT: [96,   144,   144,   144,   144,   96],
  // CHECK-NEXT: [96,   144,   144,   144,   144,   96],
  // CHECK-NEXT: [96,   144,   144,   144,   144,   96],
  // CHECK-NEXT: [96,   144,   144,   144,   144,   96],
  // CHECK-NEXT: [64,   96,   96,   96,   96,   64]]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

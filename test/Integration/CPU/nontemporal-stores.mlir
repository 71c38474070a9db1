// Large destinations are written with non-temporal stores, whatever the
// element type: the x86 code of transforms of bf16 and f16 (which LLVM
// would store through the caches; layout-legalize-nontemporal-stores) and
// of f32, and none when non-temporal stores are off.
// RUN: tensor-opt %s --layout-lower-to-llvm="nontemporal-bytes=1" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mattr=+avx512bw \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm="nontemporal-bytes=0" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mattr=+avx512bw \
// RUN:   | FileCheck %s --check-prefix=OFF

// OFF-NOT: vmovnt

#rows = #layout.encoding<align = [1, 32], pad_value = zero, base_align = 64>

// Padded rows: each vector is stored as it was loaded.
// CHECK-LABEL: rows_bf16:
// CHECK:         vmovnt{{dq|ps}} %zmm
func.func @rows_bf16(%x: tensor<8x256xbf16>) -> tensor<8x256xbf16, #rows> {
  %0 = layout.transform %x : tensor<8x256xbf16> to tensor<8x256xbf16, #rows>
  return %0 : tensor<8x256xbf16, #rows>
}

// CHECK-LABEL: rows_f16:
// CHECK:         vmovnt{{dq|ps}} %zmm
func.func @rows_f16(%x: tensor<8x256xf16>) -> tensor<8x256xf16, #rows> {
  %0 = layout.transform %x : tensor<8x256xf16> to tensor<8x256xf16, #rows>
  return %0 : tensor<8x256xf16, #rows>
}

// NCHW -> NCHW16c: 16 x 16 tiles, shuffled, stored as 32-byte vectors.
#nchw16c = #layout.encoding<tiles = [1 : 16], base_align = 64>

// CHECK-LABEL: nchw16c_bf16:
// CHECK:         vmovntdq %ymm
func.func @nchw16c_bf16(%x: tensor<1x32x8x8xbf16>) -> tensor<1x32x8x8xbf16, #nchw16c> {
  %0 = layout.transform %x : tensor<1x32x8x8xbf16> to tensor<1x32x8x8xbf16, #nchw16c>
  return %0 : tensor<1x32x8x8xbf16, #nchw16c>
}

// CHECK-LABEL: rows_f32:
// CHECK:         vmovnt{{dq|ps}} %zmm
func.func @rows_f32(%x: tensor<8x256xf32>) -> tensor<8x256xf32, #rows> {
  %0 = layout.transform %x : tensor<8x256xf32> to tensor<8x256xf32, #rows>
  return %0 : tensor<8x256xf32, #rows>
}

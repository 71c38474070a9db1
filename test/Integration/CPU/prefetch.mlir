// --layout-lower-to-llvm prefetches the source rows of transposes whose
// source is larger than L2 (prefetch-distance, 128 bytes by default): x86
// `prefetcht1` in the tile loop, none for a small source and none with
// prefetch-distance=0.
// RUN: tensor-opt %s --layout-lower-to-llvm \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mattr=+avx512bw \
// RUN:   | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm="prefetch-distance=0" \
// RUN:   | mlir-translate --mlir-to-llvmir \
// RUN:   | llc -O2 -mtriple=x86_64-unknown-linux-gnu -mattr=+avx512bw \
// RUN:   | FileCheck %s --check-prefix=OFF

// OFF-NOT: prefetch

#t = #layout.encoding<order = [1, 0]>

// 2 MiB of i8: each of the 64 source rows (2048 bytes apart) of a 64x64
// tile prefetched 128 bytes ahead.
// CHECK-LABEL: large_i8:
// CHECK: prefetcht1 128(%[[BASE:.*]])
// CHECK-NEXT: prefetcht1 2176(%[[BASE]])
// CHECK-COUNT-62: prefetcht1
// CHECK: .Lfunc_end
func.func @large_i8(%x: tensor<1024x2048xi8>) -> tensor<1024x2048xi8, #t> {
  %0 = layout.transform %x : tensor<1024x2048xi8> to tensor<1024x2048xi8, #t>
  return %0 : tensor<1024x2048xi8, #t>
}

// CHECK-LABEL: small_f32:
// CHECK-NOT: prefetch
// CHECK: .Lfunc_end
func.func @small_f32(%x: tensor<256x256xf32>) -> tensor<256x256xf32, #t> {
  %0 = layout.transform %x : tensor<256x256xf32> to tensor<256x256xf32, #t>
  return %0 : tensor<256x256xf32, #t>
}

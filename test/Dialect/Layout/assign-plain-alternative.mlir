// The CPU targets run convolutions and matmuls on plain layouts too, at a
// modelled cost (a quarter of the kernel's time): assignment takes their
// own layouts where the kernel is priced to save more than the transforms
// move, plain ones where the transforms cost more.
// RUN: tensor-opt %s -split-input-file -layout-assign=target=generic-cpu | FileCheck %s
// RUN: tensor-opt %s -split-input-file -layout-assign=target=x86-avx512 | FileCheck %s --check-prefix=AVX512
// alternatives=false: the target's layouts whatever they cost.
// RUN: tensor-opt %s -split-input-file -layout-assign="target=generic-cpu alternatives=false" \
// RUN:   | FileCheck %s --check-prefix=FIXED

// A 512-channel 3x3 filter passed as an argument (9.4 MB) for a 4x4 image:
// transforming it every call moves 19 MB for a kernel priced to save 0.2
// MB. It runs plain.
// CHECK-LABEL: func.func @late_layer
// CHECK-NOT: layout.transform
// CHECK: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>)
// AVX512-LABEL: func.func @late_layer
// AVX512-NOT: layout.transform
// AVX512: linalg.conv_2d_nchw_fchw ins(%{{.*}}, %{{.*}} : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>)
// FIXED-LABEL: func.func @late_layer
// FIXED: layout.transform %arg1 : tensor<512x512x3x3xf32> to tensor<512x512x3x3xf32, #{{.*}}>
func.func @late_layer(%x: tensor<1x512x4x4xf32>, %w: tensor<512x512x3x3xf32>) -> tensor<1x512x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x512x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
  %y = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>) outs(%z : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
  return %y : tensor<1x512x2x2xf32>
}

// -----

// The same filter as a constant is laid out at compile time, free: the
// target's layouts (the image's and result's transforms are priced below
// the kernel's saving).
// CHECK-LABEL: func.func @late_layer_constant
// CHECK: arith.constant dense<{{.*}}> : tensor<512x512x3x3xf32, #{{.*}}>
// CHECK: linalg.conv_2d_nchw_fchw {{.*}} tensor<512x512x3x3xf32, #{{.*}}>)
func.func @late_layer_constant(%x: tensor<1x512x4x4xf32>) -> tensor<1x512x2x2xf32> {
  %w = arith.constant dense<0.5> : tensor<512x512x3x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x512x2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
  %y = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>) outs(%z : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
  return %y : tensor<1x512x2x2xf32>
}

// -----

// A 64-channel filter (147 KB) for a 56x56 image: the kernel is priced to
// save 11 MB, more than every transform moves. The target's layouts.
// CHECK-LABEL: func.func @early_layer
// CHECK: layout.transform %arg1 : tensor<64x64x3x3xf32> to tensor<64x64x3x3xf32, #{{.*}}>
// AVX512-LABEL: func.func @early_layer
// AVX512: layout.transform %arg1 : tensor<64x64x3x3xf32> to tensor<64x64x3x3xf32, #{{.*}}>
func.func @early_layer(%x: tensor<1x64x58x58xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<1x64x56x56xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x64x56x56xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  %y = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%z : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32>
  return %y : tensor<1x64x56x56xf32>
}

// -----

// Arguments that need only a larger base_align take it as their callers'
// promise (align-arguments), which moves nothing: the target's layouts
// cost no transform here, where pricing the two alignments as copies
// (640 KB) would have chosen the plain alternative (priced 134 KB).
// CHECK-LABEL: func.func @promised_alignment
// CHECK-SAME: (%{{.*}}: tensor<64x256xf32, #[[BASE:.*]]>, %{{.*}}: tensor<256x256xf32, #[[BASE]]>)
// CHECK-NOT: layout.transform
// CHECK: linalg.matmul
// FIXED-LABEL: func.func @promised_alignment
// FIXED-SAME: tensor<64x256xf32, #{{.*}}>
func.func @promised_alignment(%a: tensor<64x256xf32>, %b: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %y = linalg.matmul ins(%a, %b : tensor<64x256xf32>, tensor<256x256xf32>) outs(%z : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

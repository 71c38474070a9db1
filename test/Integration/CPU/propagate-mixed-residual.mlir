// A bf16 block's f32 epilogue with a residual: the add reads the f32
// extension of the bf16 input, which the program also transforms into
// NHWC. layout-propagate runs the extension on that transform and sinks
// the f32 transform of the block's sum below the add, the ReLU and the
// rounding (one bf16 transform out instead of an f32 one): run with and
// without it, the same numbers.
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-propagate --canonicalize | FileCheck %s --check-prefix=IR

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>

// IR-LABEL: func.func @block
// IR: layout.transform %{{.*}} : tensor<1x2x2x2xbf16> to tensor<1x2x2x2xbf16, #{{.*}}>
// IR-NOT: layout.transform
// IR: arith.truncf %{{.*}} : tensor<1x2x2x2xf32, #{{.*}}> to tensor<1x2x2x2xbf16, #{{.*}}>
// IR-NEXT: layout.transform %{{.*}} : tensor<1x2x2x2xbf16, #{{.*}}> to tensor<1x2x2x2xbf16>
// IR-NEXT: return

func.func private @printMemrefF32(memref<*xf32>)

func.func @block(%x: tensor<1x2x2x2xbf16>, %ts: tensor<1x2x2x2xf32, #nhwc>) -> tensor<1x2x2x2xbf16> {
  %zeros = arith.constant dense<0.0> : tensor<1x2x2x2xf32>
  %tx = layout.transform %x : tensor<1x2x2x2xbf16> to tensor<1x2x2x2xbf16, #nhwc>
  %e = arith.extf %tx : tensor<1x2x2x2xbf16, #nhwc> to tensor<1x2x2x2xf32, #nhwc>
  %s = arith.mulf %e, %ts : tensor<1x2x2x2xf32, #nhwc>
  %b = layout.transform %s : tensor<1x2x2x2xf32, #nhwc> to tensor<1x2x2x2xf32>
  %ex = arith.extf %x : tensor<1x2x2x2xbf16> to tensor<1x2x2x2xf32>
  %r = arith.addf %b, %ex : tensor<1x2x2x2xf32>
  %m = arith.maximumf %r, %zeros : tensor<1x2x2x2xf32>
  %h = arith.truncf %m : tensor<1x2x2x2xf32> to tensor<1x2x2x2xbf16>
  return %h : tensor<1x2x2x2xbf16>
}

func.func @main() {
  %x = arith.constant dense<[[[[1.0, 2.0], [-3.0, 0.25]], [[1.5, -1.0], [2.0, 3.0]]]]> : tensor<1x2x2x2xbf16>
  %scale = arith.constant dense<[[[[2.0, -1.0], [0.5, 3.0]], [[-2.0, 1.0], [4.0, -0.5]]]]> : tensor<1x2x2x2xf32>
  %ts = layout.transform %scale : tensor<1x2x2x2xf32> to tensor<1x2x2x2xf32, #nhwc>
  %y = call @block(%x, %ts) : (tensor<1x2x2x2xbf16>, tensor<1x2x2x2xf32, #nhwc>) -> tensor<1x2x2x2xbf16>
  %f = arith.extf %y : tensor<1x2x2x2xbf16> to tensor<1x2x2x2xf32>
  %m = bufferization.to_buffer %f : tensor<1x2x2x2xf32> to memref<1x2x2x2xf32>
  %u = memref.cast %m : memref<1x2x2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// x * scale + x, then max(0, .): 3, 0, 0, 1, 0, 0, 10, 1.5
// CHECK: {{\[}}{{\[}}{{\[}}[3,   0],
// CHECK-NEXT: [0,   1]],
// CHECK-NEXT: {{\[}}[0,   0],
// CHECK-NEXT: [10,   1.5]]]]

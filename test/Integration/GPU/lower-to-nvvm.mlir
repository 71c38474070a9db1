// --layout-lower-to-nvvm: host code in the LLVM dialect, buffers in managed
// memory, each transform a kernel serialized for sm_90. The PTX (the
// default format, no CUDA toolkit needed) of the tile kernel stages its
// tile in shared memory around a barrier; the row kernel stores 16 bytes
// at a time.
// RUN: tensor-opt %s --layout-lower-to-nvvm | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-nvvm | FileCheck %s --check-prefix=PTX
// With transform-work-per-thread=4 (and no minimum of blocks, as the
// transform here is small) each thread of the tile kernel issues all 16 of
// its loads before its first store to the tile.
// RUN: tensor-opt %s --layout-lower-to-nvvm="transform-work-per-thread=4 \
// RUN:   transform-work-min-blocks=0" | FileCheck %s --check-prefix=WORK
// The default is 2 (the best on an H200): 8 loads, tiles twice as long.
// RUN: tensor-opt %s --layout-lower-to-nvvm=transform-work-min-blocks=0 \
// RUN:   | FileCheck %s --check-prefix=DEFAULT-WORK
// RUN: not tensor-opt %s --layout-lower-to-nvvm=transform-work-per-thread=3 \
// RUN:   2>&1 | FileCheck %s --check-prefix=BAD-WORK
// BAD-WORK: layout-lower-to-nvvm: transform-work-per-thread must be 1, 2, 4 or 8, got 3
// BAD-WORK-NOT: llvm.func
// RUN: not tensor-opt %s --layout-lower-to-nvvm=cudnn-fuse-epilogues=true \
// RUN:   2>&1 | FileCheck %s --check-prefix=NO-LIBRARIES
// RUN: not tensor-opt %s --layout-lower-to-nvvm=allow-tf32=false \
// RUN:   2>&1 | FileCheck %s --check-prefix=NO-LIBRARIES
// RUN: not tensor-opt %s --layout-lower-to-nvvm=pointwise-epilogue-matmuls=false \
// RUN:   2>&1 | FileCheck %s --check-prefix=NO-LIBRARIES
// NO-LIBRARIES: layout-lower-to-nvvm: allow-tf32, cudnn-fuse-epilogues and pointwise-epilogue-matmuls apply only with libraries=true
// RUN: not tensor-opt %s --layout-lower-to-nvvm="libraries=true cudnn-fuse-epilogues=true pointwise-epilogue-matmuls=true" \
// RUN:   2>&1 | FileCheck %s --check-prefix=BOTH-EPILOGUES
// BOTH-EPILOGUES: layout-lower-to-nvvm: pointwise-epilogue-matmuls=true and cudnn-fuse-epilogues=true exclude each other: cuDNN's fused convolutions compute the epilogues
// BOTH-EPILOGUES-NOT: llvm.func
// NO-LIBRARIES-NOT: llvm.func

#t = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 16], pad_low = [1, 0], pad_value = -1.0 : f32, base_align = 64>

// CHECK: llvm.func @transpose
// CHECK: llvm.call @mgpuMemAlloc
// CHECK: %[[STREAM:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT: gpu.launch_func <%[[STREAM]] : !llvm.ptr> @__layout_transform_transpose::@__layout_transform_transpose blocks in
// CHECK-NEXT: llvm.call @mgpuStreamSynchronize(%[[STREAM]])
// CHECK-NEXT: llvm.call @mgpuStreamDestroy(%[[STREAM]])
// CHECK-NEXT: llvm.return
// CHECK-NOT: llvm.call @malloc
// CHECK: gpu.binary @__layout_transform_transpose [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80">
// PTX-LABEL: gpu.binary @__layout_transform_transpose 
// PTX-SAME: .target sm_90
// PTX-SAME: .shared .align 16 .b8 __layout_tile_f32_32x33[4224]
// PTX-SAME: st.shared.b32
// PTX-SAME: bar.sync {{\\09}}0;
// PTX-SAME: ld.shared.b32
func.func @transpose(%x: tensor<64x40xf32>) -> tensor<64x40xf32, #t> {
  %0 = layout.transform %x : tensor<64x40xf32> to tensor<64x40xf32, #t>
  return %0 : tensor<64x40xf32, #t>
}

// The source is an argument, whose alignment is not known: the kernel
// tests it, and moves 16 bytes per load where it is aligned.
// DEFAULT-WORK-LABEL: gpu.binary @__layout_transform_transpose_wide
// DEFAULT-WORK-SAME: .shared .align 16 .b8 __layout_tile_f32_32x65[8320]
// DEFAULT-WORK-COUNT-8: ld.global.b32
// DEFAULT-WORK-NOT: ld.global
// DEFAULT-WORK-SAME: st.shared.b32
// WORK-LABEL: gpu.binary @__layout_transform_transpose_wide
// WORK-SAME: .shared .align 16 .b8 __layout_tile_f32_32x129[16512]
// WORK-COUNT-16: ld.global.b32
// WORK-NOT: ld.global
// WORK-SAME: st.shared.b32
// WORK-SAME: bar.sync
func.func @transpose_wide(%x: tensor<64x512xf32>) -> tensor<64x512xf32, #t> {
  %0 = layout.transform %x : tensor<64x512xf32> to tensor<64x512xf32, #t>
  return %0 : tensor<64x512xf32, #t>
}

// PTX-LABEL: gpu.binary @__layout_transform_rows
// PTX-SAME: ld.global.v4.b32
// PTX-SAME: st.global.v4.b32
func.func @rows(%x: tensor<10x1000xf32>) -> tensor<10x1000xf32, #rows> {
  %0 = layout.transform %x : tensor<10x1000xf32> to tensor<10x1000xf32, #rows>
  return %0 : tensor<10x1000xf32, #rows>
}

// Element-wise code over 4 x 100000 x 3 elements: one 1-D grid of 4688
// blocks of 256 threads (layout-gpu-flatten-parallel-loops), not a block
// per element with 100000 in the grid's y (beyond its 65535).
// CHECK-LABEL: llvm.func @add
// CHECK-DAG: %[[THREADS:.*]] = llvm.mlir.constant(256 : index) : i64
// CHECK-DAG: %[[BLOCKS:.*]] = llvm.mlir.constant(4688 : index) : i64
// CHECK-DAG: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK: gpu.launch_func <%{{.*}} : !llvm.ptr> @add_kernel::@add_kernel blocks in (%[[BLOCKS]], %[[ONE]], %[[ONE]]) threads in (%[[THREADS]], %[[ONE]], %[[ONE]])
func.func @add(%a: tensor<4x100000x3xf32>, %b: tensor<4x100000x3xf32>) -> tensor<4x100000x3xf32> {
  %0 = arith.addf %a, %b : tensor<4x100000x3xf32>
  return %0 : tensor<4x100000x3xf32>
}

// A constant the kernel reads is a global of the kernels' module, which
// the driver loads onto the device: a GPU without HMM cannot read host
// globals (layout-gpu-device-constants). The host passes no pointer to it
// and keeps no copy.
// CHECK-LABEL: llvm.func @add_constant
// CHECK-NOT: llvm.mlir.addressof
// CHECK: gpu.launch_func <%{{.*}} : !llvm.ptr> @add_constant_kernel::@add_constant_kernel
// CHECK-NOT: llvm.mlir.global {{.*}}@__constant_4xf32
// PTX-LABEL: gpu.binary @add_constant_kernel
// PTX-SAME: .global .align 64 .b8 __constant_4xf32[16] = {0, 0, 128, 63, 0, 0, 0, 64, 0, 0, 64, 64, 0, 0, 128, 64};
func.func @add_constant(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = arith.addf %x, %c : tensor<4xf32>
  return %y : tensor<4xf32>
}

// i8 elements move as 4-byte words (a 4x4 block per thread transposed in
// registers with byte permutes); an argument's start, not known to be
// word-aligned, is tested at run time, with byte loads where it is not.
// PTX-LABEL: gpu.binary @__layout_transform_transpose_i8
// PTX-SAME: .shared .align 16 .b8 __layout_tile_i32_64x17[4352]
// PTX-SAME: ld.global.b32
// PTX-SAME: st.shared.b32
// PTX-SAME: bar.sync
// PTX-SAME: ld.shared.b32
// PTX-SAME: prmt.b32
// PTX-SAME: st.global.b32
func.func @transpose_i8(%x: tensor<256x512xi8>) -> tensor<256x512xi8, #t> {
  %0 = layout.transform %x : tensor<256x512xi8> to tensor<256x512xi8, #t>
  return %0 : tensor<256x512xi8, #t>
}

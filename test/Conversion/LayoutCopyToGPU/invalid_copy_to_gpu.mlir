// RUN: tensor-opt %s -convert-layout-copy-to-gpu -verify-diagnostics
// A work factor the kernels do not take fails before any IR is printed.
// RUN: not tensor-opt %s -convert-layout-copy-to-gpu=work-per-thread=3 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-WORK
// BAD-WORK: convert-layout-copy-to-gpu: work-per-thread must be 1, 2, 4 or 8, got 3
// BAD-WORK-NOT: func.func

// The GPU kernels' launches are sized from static extents.
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32, strided<[?, 1]>>) {
  // expected-error @+1 {{'layout.copy' op of a dynamic shape cannot be generated as a GPU kernel yet (the CPU lowering takes it)}}
  layout.copy %a, %b : memref<?x?xf32> as tensor<?x?xf32> to memref<?x?xf32, strided<[?, 1]>> as tensor<?x?xf32, #layout.encoding<align = [1, 8]>>
  return
}

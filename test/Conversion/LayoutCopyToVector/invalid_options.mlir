// Bad options fail when the pass is set up, before any IR is printed.
// RUN: not tensor-opt %s -convert-layout-copy-to-vector=vector-bytes=3 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: not tensor-opt %s -convert-layout-copy-to-vector=prefetch-distance=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// BYTES: vector-bytes must be 0 or a power of two, got 3
// BYTES-NOT: func.func
// NEGATIVE: nontemporal-bytes and prefetch-distance must not be negative
// NEGATIVE-NOT: func.func
func.func @f() {
  return
}

// A bad option fails when the pass is initialized, in one line, before any
// IR is printed.
// RUN: %expect-exit-1 tensor-opt %s --pass-pipeline="builtin.module(func.func(layout-gpu-flatten-parallel-loops{block-size=0}))" 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note:

// CHECK: <unknown>:0: error: layout-gpu-flatten-parallel-loops: block-size must be positive, got 0
func.func @f() {
  return
}

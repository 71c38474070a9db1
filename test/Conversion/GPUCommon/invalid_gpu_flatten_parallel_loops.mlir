// RUN: tensor-opt %s --pass-pipeline="builtin.module(func.func(layout-gpu-flatten-parallel-loops{block-size=0}))" \
// RUN:   --verify-diagnostics

// expected-error @below {{block-size must be positive, not 0}}
func.func @f() {
  return
}

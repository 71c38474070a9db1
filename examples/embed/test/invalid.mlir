// RUN: npu-opt %s -verify-diagnostics

// expected-error @below {{lanes must be a positive power of two, got 12}}
module attributes {layout.target = #npu.target<lanes = 12>} {}

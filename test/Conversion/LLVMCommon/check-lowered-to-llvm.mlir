// RUN: tensor-opt %s -layout-check-lowered-to-llvm -split-input-file -verify-diagnostics

// All LLVM: nothing to say.
llvm.func @lowered(%a: f32) -> f32 {
  llvm.return %a : f32
}

// -----

// Each kind of op left is reported once, at its first place.
llvm.func @left(%a: f32) -> f32 {
  // expected-error @+1 {{'arith.addf' was not lowered to the LLVM dialect: no pass of the pipeline lowers it}}
  %b = arith.addf %a, %a : f32
  %d = arith.addf %b, %b : f32
  llvm.return %d : f32
}

// -----

// The casts a conversion leaves around an op it skipped are not reported
// besides it.
llvm.func @skipped(%a: i32) -> f32 {
  %c = builtin.unrealized_conversion_cast %a : i32 to f32
  // expected-error @+1 {{'arith.mulf' was not lowered to the LLVM dialect}}
  %b = arith.mulf %c, %c : f32
  llvm.return %b : f32
}

// -----

// A cast with nothing else left is reported.
llvm.func @cast(%a: i32) -> f32 {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' was not lowered to the LLVM dialect}}
  %c = builtin.unrealized_conversion_cast %a : i32 to f32
  llvm.return %c : f32
}

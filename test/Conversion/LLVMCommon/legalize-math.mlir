// RUN: tensor-opt %s --layout-legalize-math | FileCheck %s

// erf and erfc on f32 and vectors of f32 become arithmetic: no math.erf
// is left for convert-to-llvm, which has no intrinsic for it.
// CHECK-LABEL: func.func @gelu_erf
// CHECK-NOT: math.erf
// CHECK: arith.mulf
// CHECK-NOT: math.erf
// CHECK: return
func.func @gelu_erf(%x: vector<16xf32>, %y: f32) -> (vector<16xf32>, f32) {
  %0 = math.erf %x : vector<16xf32>
  %1 = math.erfc %y : f32
  return %0, %1 : vector<16xf32>, f32
}

// f64 has no approximation here: left as it is (and reported by
// layout-check-lowered-to-llvm after convert-to-llvm).
// CHECK-LABEL: func.func @f64_erf
// CHECK: math.erf %{{.*}} : f64
func.func @f64_erf(%x: f64) -> f64 {
  %0 = math.erf %x : f64
  return %0 : f64
}

// Other math ops are convert-to-llvm's.
// CHECK-LABEL: func.func @tanh
// CHECK: math.tanh
func.func @tanh(%x: f32) -> f32 {
  %0 = math.tanh %x : f32
  return %0 : f32
}

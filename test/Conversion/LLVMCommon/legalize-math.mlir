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

// On vectors, exp, expm1, log, log1p, log2 and tanh, which LLVM would
// call libm for lane by lane, become arithmetic too (sigmoid, SiLU, Mish).
// CHECK-LABEL: func.func @vector_sigmoid_and_friends
// CHECK-NOT: math.{{(exp|log|tanh)}}
// CHECK: math.fma
// CHECK-NOT: math.{{(exp|log|tanh)}}
// CHECK: return
func.func @vector_sigmoid_and_friends(%x: vector<16xf32>) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
  %0 = math.exp %x : vector<16xf32>
  %1 = math.expm1 %x : vector<16xf32>
  %2 = math.log %x : vector<16xf32>
  %3 = math.log1p %x : vector<16xf32>
  %4 = math.log2 %x : vector<16xf32>
  %5 = math.tanh %x : vector<16xf32>
  return %0, %1, %2, %3, %4, %5 : vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>
}

// On scalars they are convert-to-llvm's (one libm call, exact); so are
// other math ops on vectors, such as sqrt (an instruction).
// CHECK-LABEL: func.func @scalar_exp_tanh
// CHECK: math.exp %{{.*}} : f32
// CHECK: math.tanh %{{.*}} : f32
// CHECK: math.sqrt %{{.*}} : vector<16xf32>
func.func @scalar_exp_tanh(%x: f32, %v: vector<16xf32>) -> (f32, f32, vector<16xf32>) {
  %0 = math.exp %x : f32
  %1 = math.tanh %x : f32
  %2 = math.sqrt %v : vector<16xf32>
  return %0, %1, %2 : f32, f32, vector<16xf32>
}

// With a target, layout-propagate retypes no op out of what the target
// takes for it: a transform into the memory an add needs is not sunk below
// the add (which would run it in host memory), while one before an op the
// target leaves free is.
// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s

#s2 = #layout.encoding<memory_space = 2>
module attributes {layout.target = #layout.target<"npu", rules = [
    #layout.rule<"linalg.add", operands = [
        #layout.requirement<memory_space = 2>,
        #layout.requirement<memory_space = 2>,
        #layout.requirement<memory_space = 2>],
      results = [#layout.requirement<memory_space = 2>]>]>} {
  // CHECK-LABEL: func @add_in_space_2
  // CHECK: %[[A:.*]] = layout.transform %{{.*}} : tensor<8xf32> to tensor<8xf32, #[[S2:.*]]>
  // CHECK: %[[B:.*]] = layout.transform %{{.*}} : tensor<8xf32> to tensor<8xf32, #[[S2]]>
  // CHECK: %[[S:.*]] = linalg.add ins(%[[A]], %[[B]] : tensor<8xf32, #[[S2]]>, tensor<8xf32, #[[S2]]>)
  // CHECK: layout.transform %[[S]] : tensor<8xf32, #[[S2]]> to tensor<8xf32>
  func.func @add_in_space_2(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
    %ta = layout.transform %a : tensor<8xf32> to tensor<8xf32, #s2>
    %tb = layout.transform %b : tensor<8xf32> to tensor<8xf32, #s2>
    %e = tensor.empty() : tensor<8xf32, #s2>
    %s = linalg.add ins(%ta, %tb : tensor<8xf32, #s2>, tensor<8xf32, #s2>) outs(%e : tensor<8xf32, #s2>) -> tensor<8xf32, #s2>
    %r = layout.transform %s : tensor<8xf32, #s2> to tensor<8xf32>
    return %r : tensor<8xf32>
  }

  // The target says nothing of linalg.sub: the transforms sink and cancel.
  // CHECK-LABEL: func @sub_anywhere
  // CHECK-NOT: layout.transform
  // CHECK: %[[S:.*]] = linalg.sub ins(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xf32>)
  // CHECK-NOT: layout.transform
  // CHECK: return %[[S]]
  func.func @sub_anywhere(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
    %ta = layout.transform %a : tensor<8xf32> to tensor<8xf32, #s2>
    %tb = layout.transform %b : tensor<8xf32> to tensor<8xf32, #s2>
    %e = tensor.empty() : tensor<8xf32, #s2>
    %s = linalg.sub ins(%ta, %tb : tensor<8xf32, #s2>, tensor<8xf32, #s2>) outs(%e : tensor<8xf32, #s2>) -> tensor<8xf32, #s2>
    %r = layout.transform %s : tensor<8xf32, #s2> to tensor<8xf32>
    return %r : tensor<8xf32>
  }
}

// -----

// Without a target the add moves to host memory like any element-wise op.
#s2 = #layout.encoding<memory_space = 2>
// CHECK-LABEL: func @add_no_target
// CHECK-NOT: layout.transform
// CHECK: linalg.add ins(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xf32>)
// CHECK-NOT: layout.transform
func.func @add_no_target(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %ta = layout.transform %a : tensor<8xf32> to tensor<8xf32, #s2>
  %tb = layout.transform %b : tensor<8xf32> to tensor<8xf32, #s2>
  %e = tensor.empty() : tensor<8xf32, #s2>
  %s = linalg.add ins(%ta, %tb : tensor<8xf32, #s2>, tensor<8xf32, #s2>) outs(%e : tensor<8xf32, #s2>) -> tensor<8xf32, #s2>
  %r = layout.transform %s : tensor<8xf32, #s2> to tensor<8xf32>
  return %r : tensor<8xf32>
}

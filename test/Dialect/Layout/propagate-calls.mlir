// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s
// RUN: tensor-opt %s -split-input-file \
// RUN:   -pass-pipeline='builtin.module(func.func(layout-propagate))' \
// RUN:   | FileCheck %s --check-prefix=NESTED

// Transforms that every call of a private function applies to an operand
// or a result move into the function, where they meet what they feed.

#cm = #layout.encoding<order = [1, 0]>

// CHECK-DAG: #[[CM:.*]] = #layout.encoding<order = [1, 0]>

// Both calls transform their operand out of #cm and their result back
// into it: the callee takes and returns #cm, where the exp runs, and no
// transform is left.
// CHECK-LABEL: func.func private @callee
// CHECK-SAME: (%[[X:.*]]: tensor<4x12xf32, #[[CM]]>) -> tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: %[[E:.*]] = math.exp %[[X]] : tensor<4x12xf32, #[[CM]]>
// CHECK-NEXT: return %[[E]]
// CHECK-LABEL: func.func @caller
// CHECK-NOT: layout.transform
// CHECK: call @callee(%{{.*}}) : (tensor<4x12xf32, #[[CM]]>) -> tensor<4x12xf32, #[[CM]]>
// CHECK-NOT: layout.transform
// CHECK: return
// Run on each function alone, the pass cannot change a signature.
// NESTED-LABEL: func.func @caller
// NESTED-COUNT-4: layout.transform
func.func private @callee(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %e = math.exp %x : tensor<4x12xf32>
  return %e : tensor<4x12xf32>
}
func.func @caller(%a: tensor<4x12xf32, #cm>, %b: tensor<4x12xf32, #cm>) -> (tensor<4x12xf32, #cm>, tensor<4x12xf32, #cm>) {
  %at = layout.transform %a : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %r = call @callee(%at) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %rt = layout.transform %r : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  %bt = layout.transform %b : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %s = call @callee(%bt) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %st = layout.transform %s : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %rt, %st : tensor<4x12xf32, #cm>, tensor<4x12xf32, #cm>
}

// -----

#cm = #layout.encoding<order = [1, 0]>

// Through two levels of calls: the transforms reach @inner.
// CHECK-LABEL: func.func private @inner
// CHECK-SAME: (%[[X:.*]]: tensor<4x12xf32, #{{.*}}>) -> tensor<4x12xf32, #{{.*}}>
// CHECK-NEXT: math.exp %[[X]]
// CHECK-LABEL: func.func private @middle
// CHECK-NOT: layout.transform
// CHECK: return
// CHECK-LABEL: func.func @outer
// CHECK-NOT: layout.transform
// CHECK: return
func.func private @inner(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %e = math.exp %x : tensor<4x12xf32>
  return %e : tensor<4x12xf32>
}
func.func private @middle(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %r = call @inner(%x) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  return %r : tensor<4x12xf32>
}
func.func @outer(%a: tensor<4x12xf32, #cm>) -> tensor<4x12xf32, #cm> {
  %at = layout.transform %a : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %r = call @middle(%at) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %rt = layout.transform %r : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  return %rt : tensor<4x12xf32, #cm>
}

// -----

#cm = #layout.encoding<order = [1, 0]>
#rows = #layout.encoding<align = [1, 16]>

// Negative: the calls transform out of two layouts; a public function;
// a transformed operand that something else reads too; a result not only
// transformed; a recursive function.
// CHECK-LABEL: func.func private @two_layouts
// CHECK-SAME: (%{{.*}}: tensor<4x12xf32>)
// CHECK-LABEL: func.func @public
// CHECK-SAME: (%{{.*}}: tensor<4x12xf32>) -> tensor<4x12xf32>
// CHECK-LABEL: func.func private @shared
// CHECK-SAME: (%{{.*}}: tensor<4x12xf32>) -> tensor<4x12xf32>
// CHECK-LABEL: func.func private @recursive
// CHECK-SAME: (%{{.*}}: tensor<4x12xf32>, %{{.*}}: index) -> tensor<4x12xf32>
// CHECK-LABEL: func.func @callers
// CHECK-COUNT-6: layout.transform
// CHECK-NOT: layout.transform
func.func private @two_layouts(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  return %x : tensor<4x12xf32>
}
func.func @public(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %e = math.exp %x : tensor<4x12xf32>
  return %e : tensor<4x12xf32>
}
func.func private @shared(%x: tensor<4x12xf32>) -> tensor<4x12xf32> {
  %e = math.exp %x : tensor<4x12xf32>
  return %e : tensor<4x12xf32>
}
func.func private @recursive(%x: tensor<4x12xf32>, %n: index) -> tensor<4x12xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> tensor<4x12xf32> {
    scf.yield %x : tensor<4x12xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %e = math.exp %x : tensor<4x12xf32>
    %y = func.call @recursive(%e, %m) : (tensor<4x12xf32>, index) -> tensor<4x12xf32>
    scf.yield %y : tensor<4x12xf32>
  }
  return %r : tensor<4x12xf32>
}
func.func @callers(%a: tensor<4x12xf32, #cm>, %b: tensor<4x12xf32, #rows>, %n: index) -> (tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32, #cm>, tensor<4x12xf32>) {
  %at = layout.transform %a : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %bt = layout.transform %b : tensor<4x12xf32, #rows> to tensor<4x12xf32>
  %0 = call @two_layouts(%at) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %1 = call @two_layouts(%bt) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %a2 = layout.transform %a : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %2 = call @public(%a2) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %a3 = layout.transform %a : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %3 = call @shared(%a3) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %4 = arith.addf %3, %a3 : tensor<4x12xf32>
  %5 = call @shared(%4) : (tensor<4x12xf32>) -> tensor<4x12xf32>
  %t5 = layout.transform %5 : tensor<4x12xf32> to tensor<4x12xf32, #cm>
  %a4 = layout.transform %a : tensor<4x12xf32, #cm> to tensor<4x12xf32>
  %6 = call @recursive(%a4, %n) : (tensor<4x12xf32>, index) -> tensor<4x12xf32>
  return %0, %1, %2, %3, %4, %t5, %6 : tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32>, tensor<4x12xf32, #cm>, tensor<4x12xf32>
}

// -----

#rows = #layout.encoding<align = [1, 8], pad_value = zero>

// Negative: a transform that runs once, before a loop of calls, and a
// result transformed only on one branch: moved into the callee, they would
// run on every call.
// CHECK-LABEL: func.func private @in_loop
// CHECK-SAME: (%{{.*}}: tensor<2x5xf32>, %{{.*}}: tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-LABEL: func.func private @on_branch
// CHECK-SAME: (%{{.*}}: tensor<2x5xf32>) -> tensor<2x5xf32>
// CHECK-LABEL: func.func @loop_and_branch
// CHECK: layout.transform
// CHECK: scf.for
// CHECK: func.call @in_loop
// CHECK: call @on_branch
// CHECK: scf.if
// CHECK-NEXT: layout.transform
func.func private @in_loop(%x: tensor<2x5xf32>, %acc: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %s = arith.addf %x, %acc : tensor<2x5xf32>
  return %s : tensor<2x5xf32>
}
func.func private @on_branch(%x: tensor<2x5xf32>) -> tensor<2x5xf32> {
  %e = math.exp %x : tensor<2x5xf32>
  return %e : tensor<2x5xf32>
}
func.func @loop_and_branch(%x: tensor<2x5xf32, #rows>, %init: tensor<2x5xf32>, %n: index, %c: i1, %d: tensor<2x5xf32, #rows>) -> (tensor<2x5xf32>, tensor<2x5xf32, #rows>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %xt = layout.transform %x : tensor<2x5xf32, #rows> to tensor<2x5xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> tensor<2x5xf32> {
    %y = func.call @in_loop(%xt, %a) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    scf.yield %y : tensor<2x5xf32>
  }
  %e = call @on_branch(%init) : (tensor<2x5xf32>) -> tensor<2x5xf32>
  %o = scf.if %c -> tensor<2x5xf32, #rows> {
    %et = layout.transform %e : tensor<2x5xf32> to tensor<2x5xf32, #rows>
    scf.yield %et : tensor<2x5xf32, #rows>
  } else {
    scf.yield %d : tensor<2x5xf32, #rows>
  }
  return %r, %o : tensor<2x5xf32>, tensor<2x5xf32, #rows>
}

// RUN: tensor-opt %s -split-input-file -layout-assign -verify-diagnostics
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-assign=target=riscv 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NAME
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-assign="target=#layout.requirement<>" 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NOT-TARGET
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-assign=target-file=%t.missing 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=MISSING
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-assign=target-file=%S/Inputs/bad-target.mlir 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=BAD-FILE
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-verify=target=x86 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=VERIFY-NAME
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-assign 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NONE
// A target attribute with spaces goes in braces, which the option parser
// keeps whole.
// RUN: tensor-opt %S/Inputs/no-target.mlir '-layout-assign=target={#layout.target<"npu", rules = [#layout.rule<"linalg.add", all_alike>]>}' | FileCheck %s --check-prefix=BRACES
// RUN: %expect-exit-1 tensor-opt %S/Inputs/no-target.mlir -layout-verify=target-file=%S/Inputs/no-target.mlir 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NO-ATTR

// Bad options fail when the pass is initialized, in one line, before any
// IR is read by the pass or printed.
// NAME: <unknown>:0: error: layout-assign: unknown target 'riscv'; expected one of cuda-libraries, generic-cpu, nvidia-sm90, onednn, x86-avx512 or a target attribute
// NOT-TARGET: error: layout-assign: target #layout.requirement<> is not a layout target (no TargetAttrInterface; is its model registered?)
// MISSING: error: layout-assign: cannot read a target description from '{{.*}}.missing'
// Errors in a description file are located in that file.
// BAD-FILE: bad-target.mlir:5:41: error: unknown comparison 'below'; expected le, ge, eq, lt, gt or ne
// VERIFY-NAME: error: layout-verify: unknown target 'x86'
// NONE: no-target.mlir:{{[0-9]+}}:{{[0-9]+}}: error: no layout target
// BRACES: module {
// NO-ATTR: no-target.mlir:2:1: error: layout-verify: target description file has no 'layout.target' attribute on its module

// expected-error @+1 {{no layout target: pass target=<name> or target-file=<path>, or attach a 'layout.target' attribute to the module}}
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// A requirement of the wrong rank for its operand.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", operands = [#layout.requirement<order = [2, 0, 1]>]>]>} {
  func.func @rank(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
    // expected-error @+1 {{'linalg.copy' op target 'bad' requirement for operand #0 does not fit its type 'tensor<4x4xf32>': requirement of rank 3 does not fit a tensor of rank 2}}
    %c = linalg.copy ins(%a : tensor<4x4xf32>) outs(%b : tensor<4x4xf32>) -> tensor<4x4xf32>
    return %c : tensor<4x4xf32>
  }
}

// -----

// More requirements than the op has operands.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", operands = [any, any, any]>]>} {
  func.func @count(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'linalg.copy' op target 'bad' gives 3 operand and 0 result requirements, but the op has 2 operands and 1 results}}
    %c = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

// -----

// An alternative that does not fit the op: the error names it.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", operands = [any, any]>,
  #layout.rule<"linalg.copy", alternative = 8, operands = [#layout.requirement<order = [1, 0]>]>]>} {
  func.func @alternative_rank(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'linalg.copy' op target 'bad' requirement (alternative #1) for operand #0 does not fit its type 'tensor<4xf32>': requirement of rank 2 does not fit a tensor of rank 1}}
    %c = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

// -----

// An alternative with more requirements than the op has operands.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", operands = [any, any]>,
  #layout.rule<"linalg.copy", alternative = 8, operands = [any, any, any]>]>} {
  func.func @alternative_count(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'linalg.copy' op target 'bad' gives 3 operand and 0 result requirements, but the op has 2 operands and 1 results}}
    %c = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

// -----

// all_alike only fits ops whose tensors share one shape.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.transpose", all_alike>]>} {
  func.func @alike(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
    // expected-error @+1 {{'linalg.transpose' op target 'bad' says it runs in any shared layout, but its tensors have different shapes}}
    %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 0]
    return %t : tensor<8x4xf32>
  }
}

// -----

// A required pad value of another element type.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", operands = [#layout.requirement<align = [8], pad_value = 1 : i32>]>]>} {
  func.func @pad_type(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{requirement for operand #0 does not fit its type 'tensor<4xf32>': required pad value 1 : i32 does not match the element type 'f32'}}
    %c = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

// -----

// A condition on an operand the op does not have would never match, and
// the target would ask nothing of the op: an error at the op.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", where = [operand 7 dim 0 eq 1], operands = [any, any]>]>} {
  func.func @condition_operand(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'linalg.copy' op target 'bad' has a rule whose condition is on operand 7, but the op has 2 operands}}
    %c = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

// -----

// Likewise a dim beyond the operand's rank.
module attributes {layout.target = #layout.target<"bad", rules = [
  #layout.rule<"linalg.copy", where = [operand 1 dim 9 eq 1], operands = [any, any]>]>} {
  func.func @condition_dim(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{'linalg.copy' op target 'bad' has a rule whose condition is on operand 1 dim 9, but that operand has rank 1}}
    %c = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
    return %c : tensor<4xf32>
  }
}

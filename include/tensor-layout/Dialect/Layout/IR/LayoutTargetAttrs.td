//===- LayoutTargetAttrs.td - Targets as attributes --------*- tablegen -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETATTRS_TD
#define TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETATTRS_TD

include "tensor-layout/Dialect/Layout/IR/LayoutBase.td"
include "mlir/IR/AttrTypeBase.td"

//===----------------------------------------------------------------------===//
// Declarative target descriptions
//===----------------------------------------------------------------------===//

def Layout_TargetRuleAttr : AttrDef<Layout_Dialect, "TargetRule"> {
  let mnemonic = "rule";
  let summary = "What one kind of operation needs, in a target description";
  let description = [{
    Applies to operations named `op` whose shapes meet every condition of
    `where`; gives one requirement (or `any`) per operand and per result,
    or says `all_alike`: any layout shared by all tensor operands and
    results (element-wise ops). Trailing operands and results left out
    accept any layout.

    A rule with `alternative = C` gives another set of requirements for the
    ops that an earlier rule without it answers for: a kernel the target
    also has, slower by `C` (in the unit layout assignment prices
    transforms in: bytes a transform would move in that time).
    `layout-assign` takes the set that saves the most in transforms and
    costs, and `layout-verify` accepts an op that meets any one set. An
    alternative that applies to an op no earlier rule answers for is
    ignored.

    Conditions compare one extent of an operand or result with a constant:
    `operand 1 dim 2 <= 3`, `result 0 dim 3 >= 16`, `operand 0 dim 1 == 3`
    (`<`, `>`, `!=` too). An extent that is dynamic meets no condition.

    ```mlir
    #layout.rule<"linalg.conv_2d_nchw_fchw", where = [operand 1 dim 2 <= 3],
                 operands = [#layout.requirement<order = [0, 2, 3, 1]>, any],
                 results = [#layout.requirement<order = [0, 2, 3, 1]>]>
    #layout.rule<"linalg.add", all_alike>
    // The same convolution on plain layouts, 64 KiB of transforms slower.
    #layout.rule<"linalg.conv_2d_nchw_fchw", alternative = 65536,
                 operands = [#layout.requirement<order = [0, 1, 2, 3]>, any],
                 results = [#layout.requirement<order = [0, 1, 2, 3]>]>
    ```
  }];
  let parameters = (ins
    "::mlir::StringAttr":$opName,
    OptionalArrayRefParameter<"int64_t",
        "conditions, five integers each: side, index, dim, comparison, value">:$conditions,
    DefaultValuedParameter<"bool", "false", "element-wise">:$allAlike,
    OptionalArrayRefParameter<"::mlir::layout::RequirementAttr",
        "per operand">:$operands,
    OptionalArrayRefParameter<"::mlir::layout::RequirementAttr",
        "per result">:$results,
    DefaultValuedParameter<"int64_t", "-1",
        "extra cost of an alternative rule, in bytes; -1: not one">:$alternativeCost
  );
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    /// Whether the rule applies to `op`.
    bool matches(::mlir::Operation *op) const;
    /// Whether the rule is an alternative to an earlier one.
    bool isAlternative() const { return getAlternativeCost() >= 0; }
  }];
}

// Implements TargetAttrInterface through a model the dialect attaches (the
// interface's answer type refers to the attributes defined here).
def Layout_TargetDescriptionAttr : AttrDef<Layout_Dialect, "TargetDescription"> {
  let mnemonic = "target";
  let summary = "A target described by rules, for users without C++";
  let description = [{
    A named list of `#layout.rule`s; the first rule that applies to an
    operation gives its requirements, and operations no rule applies to
    get the default treatment (element-wise ops take any shared layout,
    others keep their types). Give it to `layout-assign` and
    `layout-verify` with `target-file=<path>` (a module carrying it as its
    `layout.target` attribute) or attach it to the module being compiled:

    ```mlir
    module attributes {layout.target = #layout.target<"npu", rules = [
      #layout.rule<"linalg.matmul", operands = [
        #layout.requirement<align_bytes = [1, 64]>,
        #layout.requirement<align_bytes = [1, 64]>]>
    ]>} { ... }
    ```
  }];
  let parameters = (ins
    "::mlir::StringAttr":$name,
    OptionalArrayRefParameter<"::mlir::layout::TargetRuleAttr", "rules">:$rules
  );
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Built-in targets (their requirements are external models, see
// lib/Dialect/Layout/Targets)
//===----------------------------------------------------------------------===//

class Layout_BuiltinTargetAttr<string name, string mnemonicText>
    : AttrDef<Layout_Dialect, name> {
  let mnemonic = mnemonicText;
}

def Layout_GenericCPUTargetAttr
    : Layout_BuiltinTargetAttr<"GenericCPUTarget", "generic_cpu"> {
  let summary = "A generic CPU: NHWC convolutions, cache-line aligned rows";
  let description = [{
    See docs/Targets.md. Requirements come from an external model
    registered by `registerBuiltinTargetExternalModels`.
  }];
}

def Layout_X86AVX512TargetAttr
    : Layout_BuiltinTargetAttr<"X86AVX512Target", "x86_avx512"> {
  let summary = "x86-64 with AVX-512: NCHW16c convolutions, 64-byte buffers";
  let description = [{
    See docs/Targets.md. Requirements come from an external model
    registered by `registerBuiltinTargetExternalModels`.
  }];
}

def Layout_NVIDIASM90TargetAttr
    : Layout_BuiltinTargetAttr<"NVIDIASM90Target", "nvidia_sm90"> {
  let summary = "NVIDIA sm_90 (H100/H200): NHWC, 128-byte aligned rows";
  let description = [{
    See docs/Targets.md. Requirements come from an external model
    registered by `registerBuiltinTargetExternalModels`.
  }];
}

def Layout_CudaLibrariesTargetAttr
    : Layout_BuiltinTargetAttr<"CudaLibrariesTarget", "cuda_libraries"> {
  let summary = "cuDNN and cuBLASLt on NVIDIA GPUs: the layouts their "
                "kernels read";
  let description = [{
    For programs lowered with `--layout-lower-to-nvvm=libraries=true`:
    NHWC images and results and FHWC filters for f32 convolutions (the
    order of cuDNN's tensor-core kernels); matmuls and other ops keep their
    layouts (cuBLASLt reads any unit-stride buffer). See docs/Targets.md. Requirements come from an external model registered by
    `registerBuiltinTargetExternalModels`.
  }];
}

def Layout_OneDNNTargetAttr
    : Layout_BuiltinTargetAttr<"OneDNNTarget", "onednn"> {
  let summary = "oneDNN on this CPU: the formats its kernels pick";
  let description = [{
    Asks oneDNN, for each convolution and matmul, which memory formats the
    kernel it would run for the op's shapes on this CPU wants
    (`format_tag::any`), and requires them. See docs/Targets.md.
    Requirements come from an external model registered by
    `registerBuiltinTargetExternalModels`.
  }];
}

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_IR_LAYOUTTARGETATTRS_TD

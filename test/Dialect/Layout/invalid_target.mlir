// RUN: tensor-opt %s -split-input-file -verify-diagnostics

// Requirements.

// expected-error @+1 {{unknown requirement part 'foo'; expected order, align, align_bytes, pad_low, pad_high, pad_value, tiles, base_align or memory_space}}
module attributes {layout.r = #layout.requirement<foo = [1]>} {}

// -----

// expected-error @+1 {{requirement part 'order' given twice}}
module attributes {layout.r = #layout.requirement<order = [1, 0], order = [1, 0]>} {}

// -----

// expected-error @+1 {{'order' must be a permutation of [0, 2), got [1, 1]}}
module attributes {layout.r = #layout.requirement<order = [1, 1]>} {}

// -----

// expected-error @+1 {{'align_bytes' has 3 entries but the other per-dimension parts have 2}}
module attributes {layout.r = #layout.requirement<order = [1, 0], align_bytes = [1, 1, 64]>} {}

// -----

// expected-error @+1 {{'align_bytes' entries must be positive, got 0 for dimension 1}}
module attributes {layout.r = #layout.requirement<align_bytes = [1, 0]>} {}

// -----

// expected-error @+1 {{'align' entries must be positive, got -4 for dimension 0}}
module attributes {layout.r = #layout.requirement<align = [-4]>} {}

// -----

// expected-error @+1 {{'pad_low' entries must be non-negative, got -1 for dimension 0}}
module attributes {layout.r = #layout.requirement<pad_low = [-1]>} {}

// -----

// expected-error @+1 {{required 'pad_value' must be 'zero' or an integer or floating-point constant}}
module attributes {layout.r = #layout.requirement<pad_value = "zero">} {}

// -----

// expected-error @+1 {{dimension 1 is tiled twice}}
module attributes {layout.r = #layout.requirement<tiles = [1 : 16, 1 : 8]>} {}

// -----

// expected-error @+1 {{'base_align' must be a positive power of two, got 0}}
module attributes {layout.r = #layout.requirement<base_align = 0>} {}

// -----

// expected-error @+1 {{'base_align' must be a power of two, got 48}}
module attributes {layout.r = #layout.requirement<base_align = 48>} {}

// -----

// Rules.

// expected-error @+1 {{a rule needs an operation name of the form 'dialect.op', got "matmul"}}
module attributes {layout.t = #layout.rule<"matmul", all_alike>} {}

// -----

// expected-error @+1 {{unknown rule part 'inputs'; expected where, operands, results, all_alike or alternative}}
module attributes {layout.t = #layout.rule<"linalg.matmul", inputs = [any]>} {}

// -----

// expected-error @+1 {{rule part 'operands' given twice}}
module attributes {layout.t = #layout.rule<"linalg.matmul", operands = [any], operands = [any]>} {}

// -----

// expected-error @+1 {{expected 'any' or a #layout.requirement, got #layout.encoding<order = [1, 0]>}}
module attributes {layout.t = #layout.rule<"linalg.matmul", operands = [#layout.encoding<order = [1, 0]>]>} {}

// -----

// expected-error @+1 {{a condition starts with 'operand' or 'result', got 'input'}}
module attributes {layout.t = #layout.rule<"linalg.matmul", where = [input 0 dim 1 le 3]>} {}

// -----

// expected-error @+1 {{unknown comparison 'below'; expected le, ge, eq, lt, gt or ne}}
module attributes {layout.t = #layout.rule<"linalg.matmul", where = [operand 0 dim 1 below 3]>} {}

// -----

// expected-error @+1 {{condition indices must be non-negative}}
module attributes {layout.t = #layout.rule<"linalg.matmul", where = [operand -1 dim 1 le 3]>} {}

// -----

// expected-error @+1 {{an 'all_alike' rule takes no per-operand or per-result requirements}}
module attributes {layout.t = #layout.rule<"linalg.add", all_alike, operands = [any]>} {}

// -----

// expected-error @+1 {{an alternative's cost must be non-negative}}
module attributes {layout.t = #layout.rule<"linalg.matmul", alternative = -4, operands = [any]>} {}

// -----

// expected-error @+1 {{an 'all_alike' rule cannot be an alternative}}
module attributes {layout.t = #layout.rule<"linalg.add", all_alike, alternative = 0>} {}

// -----

// Targets.

// expected-error @+1 {{expected a #layout.rule, got #layout.requirement<>}}
module attributes {layout.t = #layout.target<"npu", rules = [#layout.requirement<>]>} {}

// -----

// expected-error @+1 {{expected 'rules'}}
module attributes {layout.t = #layout.target<"npu", [#layout.rule<"linalg.add", all_alike>]>} {}

// -----

// expected-error @+1 {{'order' places tile t0 but there are 0 tiles}}
module attributes {layout.r = #layout.requirement<order = [t0, 0, 1]>} {}


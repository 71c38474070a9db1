// RUN: tensor-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'memory_space' must be a non-negative signless integer or a dialect's memory space attribute, got -1 : i64}}
func.func private @negative(tensor<4xf32, #layout.encoding<memory_space = -1>>)

// -----

// expected-error @+1 {{'memory_space' must be a non-negative integer or a dialect's memory space attribute (such as #gpu.address_space<workgroup>), got "sram"}}
func.func private @string(tensor<4xf32, #layout.encoding<memory_space = "sram">>)

// -----

// expected-error @+1 {{'memory_space' must be a non-negative integer or a dialect's memory space attribute (such as #gpu.address_space<workgroup>), got 1.000000e+00 : f32}}
func.func private @float(tensor<4xf32, #layout.encoding<memory_space = 1.0 : f32>>)

// -----

// expected-error @+1 {{a numbered 'memory_space' needs an integer type, got 'f32'}}
func.func private @typed_float(tensor<4xf32, #layout.encoding<memory_space = 1 : f32>>)

// -----

// expected-error @+1 {{layout part 'memory_space' given twice}}
func.func private @twice(tensor<4xf32, #layout.encoding<memory_space = 1, memory_space = 1>>)

// -----

// expected-error @+1 {{'memory_space' must be a non-negative signless integer or a dialect's memory space attribute, got -2 : i64}}
module attributes {layout.r = #layout.requirement<memory_space = -2>} {}

// -----

// The physical tensor of a layout in a memory space is in that space.
func.func @physical_elsewhere(%x: tensor<6x8xf32, #layout.encoding<tiles = [0 : 3], memory_space = 1>>) -> tensor<2x8x3xf32> {
  // expected-error @+1 {{'layout.to_physical' op result must be the physical tensor 'tensor<2x8x3xf32, #layout.encoding<memory_space = 1>>', got 'tensor<2x8x3xf32>'}}
  %p = layout.to_physical %x : tensor<6x8xf32, #layout.encoding<tiles = [0 : 3], memory_space = 1>> to tensor<2x8x3xf32>
  return %p : tensor<2x8x3xf32>
}


// -----

// A number the type cannot hold is refused, not wrapped into another space.
// expected-error @+1 {{memory space 256 does not fit in 'i8'}}
func.func private @wraps(tensor<4xf32, #layout.encoding<memory_space = 256 : i8>>)

// -----

// expected-error @+1 {{memory space 18446744073709551617 does not fit in 'i64'}}
func.func private @wraps_to_one(tensor<4xf32, #layout.encoding<memory_space = 18446744073709551617>>)

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>, memory_space = 1>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8], memory_space = 1>
func.func @metadata_elsewhere(%f: tensor<5x13xi8, #fused>) -> tensor<5x2xf32> {
  // expected-error @+1 {{'layout.split_metadata' op metadata type 'tensor<5x2xf32>' does not match the rows of 'tensor<5x13xi8, #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>, memory_space = 1>>'; expected 'tensor<5x2xf32, #layout.encoding<memory_space = 1>>'}}
  %x, %y = layout.split_metadata %f : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  return %y : tensor<5x2xf32>
}

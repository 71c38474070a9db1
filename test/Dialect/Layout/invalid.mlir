// RUN: tensor-opt %s -split-input-file -verify-diagnostics

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @shape_mismatch(%x: tensor<1x3x8x8xf32>) -> tensor<1x8x8x3xf32, #nhwc> {
  // expected-error @+1 {{'layout.transform' op source shape 'tensor<1x3x8x8xf32>' and result shape 'tensor<1x8x8x3xf32, #layout.encoding<order = [0, 2, 3, 1]>>' differ}}
  %0 = layout.transform %x : tensor<1x3x8x8xf32> to tensor<1x8x8x3xf32, #nhwc>
  return %0 : tensor<1x8x8x3xf32, #nhwc>
}

// -----

func.func @dynamic_against_static(%x: tensor<?x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'layout.transform' op source shape 'tensor<?x8xf32>' and result shape 'tensor<4x8xf32>' differ}}
  %0 = layout.transform %x : tensor<?x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#rows = #layout.encoding<align = [1, 16]>
func.func @element_type_mismatch(%x: tensor<4x8xf32>) -> tensor<4x8xf16, #rows> {
  // expected-error @+1 {{'layout.transform' op source element type 'f32' and result element type 'f16' differ}}
  %0 = layout.transform %x : tensor<4x8xf32> to tensor<4x8xf16, #rows>
  return %0 : tensor<4x8xf16, #rows>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @sparse_result(%x: tensor<4x8xf32>) -> tensor<4x8xf32, #csr> {
  // expected-error @+1 {{'layout.transform' op result encoding must be a #layout.encoding or absent, got #sparse_tensor.encoding}}
  %0 = layout.transform %x : tensor<4x8xf32> to tensor<4x8xf32, #csr>
  return %0 : tensor<4x8xf32, #csr>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @sparse_source(%x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'layout.transform' op source encoding must be a #layout.encoding or absent}}
  %0 = layout.transform %x : tensor<4x8xf32, #csr> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @unranked(%x: tensor<*xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = layout.transform %x : tensor<*xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @not_a_tensor(%x: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{invalid kind of type specified}}
  %0 = layout.transform %x : memref<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @relabel_bad_permutation(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'layout.relabel' op permutation must be a permutation of [0, 2)}}
  %0 = layout.relabel %x permutation = [1, 1] : tensor<4x8xf32> to tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @relabel_permutation_rank(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'layout.relabel' op permutation must be a permutation of [0, 2)}}
  %0 = layout.relabel %x permutation = [1, 0, 2] : tensor<4x8xf32> to tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @relabel_shape(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'layout.relabel' op result shape 'tensor<4x8xf32>' is not the source shape permuted}}
  %0 = layout.relabel %x permutation = [1, 0] : tensor<4x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// A packed 4x8 buffer seen as 8x4 is column-major, not packed: relabelling
// it as packed would move data.
func.func @relabel_moves_data(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'layout.relabel' op result layout #layout.encoding<> does not store the elements where the source layout does; expected #layout.encoding<order = [1, 0]> or an equivalent layout}}
  %0 = layout.relabel %x permutation = [1, 0] : tensor<4x8xf32> to tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @relabel_element_type(%x: tensor<4x8xf32>) -> tensor<4x8xi32> {
  // expected-error @+1 {{'layout.relabel' op source element type 'f32' and result element type 'i32' differ}}
  %0 = layout.relabel %x permutation = [0, 1] : tensor<4x8xf32> to tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// -----

#csr = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @relabel_sparse(%x: tensor<4x8xf32, #csr>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'layout.relabel' op source encoding must be a #layout.encoding or absent}}
  %0 = layout.relabel %x permutation = [0, 1] : tensor<4x8xf32, #csr> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

#zero_rows = #layout.encoding<align = [1, 16], pad_value = zero>
#rows = #layout.encoding<align = [1, 16]>
// A relabelling may forget what padding holds, not promise it.
func.func @relabel_promises_padding(%x: tensor<4x10xf32, #rows>) -> tensor<4x10xf32, #zero_rows> {
  // expected-error @+1 {{'layout.relabel' op result layout #layout.encoding<align = [1, 16], pad_value = zero> does not store the elements where the source layout does}}
  %0 = layout.relabel %x permutation = [0, 1] : tensor<4x10xf32, #rows> to tensor<4x10xf32, #zero_rows>
  return %0 : tensor<4x10xf32, #zero_rows>
}

// -----

func.func @to_physical_no_layout(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'layout.to_physical' op expects a tensor with a layout, got 'tensor<4x8xf32>'}}
  %0 = layout.to_physical %x : tensor<4x8xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// The physical tensor of an untiled layout: its dims in order, padded.
func.func @to_physical_untiled_wrong_shape(%x: tensor<4x5xf32, #layout.encoding<order = [1, 0], align = [8, 1]>>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'layout.to_physical' op result must be the physical tensor 'tensor<5x8xf32>', got 'tensor<4x5xf32>'}}
  %0 = layout.to_physical %x : tensor<4x5xf32, #layout.encoding<order = [1, 0], align = [8, 1]>> to tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @to_physical_dynamic(%x: tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>) -> tensor<?x2x8xf32> {
  // expected-error @+1 {{'layout.to_physical' op expects a static shape, got 'tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>'}}
  %0 = layout.to_physical %x : tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>> to tensor<?x2x8xf32>
  return %0 : tensor<?x2x8xf32>
}

// -----

func.func @to_physical_wrong_shape(%x: tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>) -> tensor<2x16xf32> {
  // expected-error @+1 {{'layout.to_physical' op result must be the physical tensor 'tensor<2x2x8xf32>', got 'tensor<2x16xf32>'}}
  %0 = layout.to_physical %x : tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>> to tensor<2x16xf32>
  return %0 : tensor<2x16xf32>
}

// -----

func.func @from_physical_no_layout(%p: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{'layout.from_physical' op expects a tensor with a layout, got 'tensor<8x4xf32>'}}
  %0 = layout.from_physical %p : tensor<8x4xf32> to tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

func.func @from_physical_halo_wrong_shape(%p: tensor<4x5xf32>) -> tensor<4x5xf32, #layout.encoding<pad_low = [1, 1], pad_value = zero>> {
  // expected-error @+1 {{'layout.from_physical' op source must be the physical tensor 'tensor<5x6xf32>', got 'tensor<4x5xf32>'}}
  %0 = layout.from_physical %p : tensor<4x5xf32> to tensor<4x5xf32, #layout.encoding<pad_low = [1, 1], pad_value = zero>>
  return %0 : tensor<4x5xf32, #layout.encoding<pad_low = [1, 1], pad_value = zero>>
}

// -----

func.func @from_physical_dynamic(%p: tensor<?x2x8xf32>) -> tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>> {
  // expected-error @+1 {{'layout.from_physical' op expects a static shape, got 'tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>'}}
  %0 = layout.from_physical %p : tensor<?x2x8xf32> to tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>
  return %0 : tensor<?x16xf32, #layout.encoding<tiles = [1 : 8]>>
}

// -----

func.func @from_physical_wrong_shape(%p: tensor<2x16xf32>) -> tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>> {
  // expected-error @+1 {{'layout.from_physical' op source must be the physical tensor 'tensor<2x2x8xf32>', got 'tensor<2x16xf32>'}}
  %0 = layout.from_physical %p : tensor<2x16xf32> to tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>
  return %0 : tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>
}

// -----

func.func @from_physical_element_type(%p: tensor<2x2x8xf16>) -> tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>> {
  // expected-error @+1 {{'layout.from_physical' op source element type 'f16' and result element type 'f32' differ}}
  %0 = layout.from_physical %p : tensor<2x2x8xf16> to tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>
  return %0 : tensor<2x16xf32, #layout.encoding<tiles = [1 : 8]>>
}

// -----

func.func @expand_halo_without_halo(%x: tensor<4x8xf32, #layout.encoding<align = [1, 16], pad_value = zero>>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'layout.expand_halo' op expects a source layout with a halo, got 'tensor<4x8xf32, #layout.encoding<align = [1, 16], pad_value = zero>>'}}
  %0 = layout.expand_halo %x : tensor<4x8xf32, #layout.encoding<align = [1, 16], pad_value = zero>> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// What an undefined halo holds is no tensor's elements.
func.func @expand_halo_undefined(%x: tensor<4x8xf32, #layout.encoding<pad_low = [1, 0]>>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'layout.expand_halo' op expects a source layout that defines what its halo holds, got 'tensor<4x8xf32, #layout.encoding<pad_low = [1, 0]>>'}}
  %0 = layout.expand_halo %x : tensor<4x8xf32, #layout.encoding<pad_low = [1, 0]>> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

func.func @expand_halo_shape(%x: tensor<4x8xf32, #layout.encoding<pad_low = [1, 0], pad_high = [1, 0], pad_value = zero>>) -> tensor<5x8xf32> {
  // expected-error @+1 {{'layout.expand_halo' op result shape 'tensor<5x8xf32>' is not the source shape grown by the halo, 'tensor<6x8xf32>'}}
  %0 = layout.expand_halo %x : tensor<4x8xf32, #layout.encoding<pad_low = [1, 0], pad_high = [1, 0], pad_value = zero>> to tensor<5x8xf32>
  return %0 : tensor<5x8xf32>
}

// -----

// The buffer is row-major: it is not a column-major 6x8 tensor.
func.func @expand_halo_layout(%x: tensor<4x8xf32, #layout.encoding<pad_low = [1, 0], pad_high = [1, 0], pad_value = zero>>) -> tensor<6x8xf32, #layout.encoding<order = [1, 0]>> {
  // expected-error @+1 {{'layout.expand_halo' op result layout #layout.encoding<order = [1, 0]> does not store the elements where the source layout does; expected #layout.encoding<> or an equivalent layout}}
  %0 = layout.expand_halo %x : tensor<4x8xf32, #layout.encoding<pad_low = [1, 0], pad_high = [1, 0], pad_value = zero>> to tensor<6x8xf32, #layout.encoding<order = [1, 0]>>
  return %0 : tensor<6x8xf32, #layout.encoding<order = [1, 0]>>
}

// RUN: tensor-opt %s -split-input-file -layout-verify=target=generic-cpu -verify-diagnostics

// Row metadata is read only where an op wrote it: layout.fuse_metadata, a
// transform between layouts with the same metadata on the same rows, a
// relabel of such a tensor, layout.from_physical, or the caller.

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#wide = #layout.encoding<pad_low = [1, 0], align = [1, 16], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#wdata = #layout.encoding<pad_low = [1, 0], align = [1, 16], pad_high = [0, 8]>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @written(%q: tensor<5x13xi8>, %m: tensor<5x2xf32>, %arg: tensor<5x13xi8, #fused>, %p: tensor<5x24xi8>) -> (tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>) {
  %w = layout.fuse_metadata %q, %m : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  %t = layout.transform %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #wide>
  %d0, %m0 = layout.split_metadata %t : tensor<5x13xi8, #wide> to tensor<5x13xi8, #wdata>, tensor<5x2xf32>
  %d1, %m1 = layout.split_metadata %arg : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  %f = layout.from_physical %p : tensor<5x24xi8> to tensor<5x13xi8, #fused>
  %d2, %m2 = layout.split_metadata %f : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  return %m0, %m1, %m2 : tensor<5x2xf32>, tensor<5x2xf32>, tensor<5x2xf32>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @from_data(%q: tensor<5x13xi8>) -> tensor<5x2xf32> {
  // expected-note @+1 {{computed here}}
  %w = layout.transform %q : tensor<5x13xi8> to tensor<5x13xi8, #fused>
  // expected-error @+1 {{reads row metadata that no op wrote: 'layout.transform' leaves it undefined}}
  %d, %m = layout.split_metadata %w : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  return %m : tensor<5x2xf32>
}

// -----

#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8]>
func.func @computed(%a: tensor<5x13xi8, #fused>) -> tensor<5x2xf32> {
  %e = tensor.empty() : tensor<5x13xi8, #fused>
  // An op whose result claims metadata it does not write is reported too.
  // expected-error @+2 {{result of 'linalg.add' claims a pad value the op does not leave in its padding}}
  // expected-note @+1 {{computed here}}
  %s = linalg.add ins(%a, %a : tensor<5x13xi8, #fused>, tensor<5x13xi8, #fused>) outs(%e : tensor<5x13xi8, #fused>) -> tensor<5x13xi8, #fused>
  // expected-error @+1 {{reads row metadata that no op wrote: 'linalg.add' leaves it undefined}}
  %d, %m = layout.split_metadata %s : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32>
  return %m : tensor<5x2xf32>
}

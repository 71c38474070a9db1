// RUN: tensor-opt %s -layout-bufferize -split-input-file -verify-diagnostics

// An op that indexes a tiled tensor logically runs on plain tensors between
// transforms (bufferize-tiled-boundary.mlir), except where its region
// arguments are tiled: their uses would see the physical tensor.
func.func @tiled_forall(%a: tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>) -> tensor<16xf32, #layout.encoding<tiles = [0 : 8]>> {
  // expected-error @+1 {{'scf.forall' op indexes a tensor in a tiled layout logically and cannot run on plain tensors between transforms either (a region argument in a tiled layout, or the op does not accept plain tensors): transform its operands to an untiled layout first}}
  %0 = scf.forall (%i) in (2) shared_outs(%o = %a) -> tensor<16xf32, #layout.encoding<tiles = [0 : 8]>> {
    scf.forall.in_parallel {
    }
  }
  return %0 : tensor<16xf32, #layout.encoding<tiles = [0 : 8]>>
}

// -----

// A dense_resource constant whose data is not there (elided when the IR
// was printed) cannot be laid out.
func.func @elided_resource() -> tensor<2x3xf32, #layout.encoding<align = [1, 4], pad_value = zero>> {
  // expected-error @+1 {{'arith.constant' op with a layout cannot be laid out: needs a dense or loaded dense_resource constant of whole-byte elements}}
  %c = arith.constant dense_resource<__elided__> : tensor<2x3xf32, #layout.encoding<align = [1, 4], pad_value = zero>>
  return %c : tensor<2x3xf32, #layout.encoding<align = [1, 4], pad_value = zero>>
}

// -----

// A buffer whose layout names a memory space cannot be allocated in
// another one.
func.func @alloc_elsewhere() -> tensor<4x5xf32, #layout.encoding<align = [1, 8], memory_space = 1>> {
  // expected-error @+1 {{'bufferization.alloc_tensor' op the layout #layout.encoding<align = [1, 8], memory_space = 1> puts the buffer in memory space 1, not in memory space 3}}
  %t = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4x5xf32, #layout.encoding<align = [1, 8], memory_space = 1>>
  return %t : tensor<4x5xf32, #layout.encoding<align = [1, 8], memory_space = 1>>
}

// -----

// `memory_space = 0` asks for the default space: not the layout's.
func.func @alloc_in_default_space() -> tensor<4x5xf32, #layout.encoding<align = [1, 8], memory_space = 1>> {
  // expected-error @+1 {{'bufferization.alloc_tensor' op the layout #layout.encoding<align = [1, 8], memory_space = 1> puts the buffer in memory space 1, not in the default memory space}}
  %t = bufferization.alloc_tensor() {memory_space = 0 : i64} : tensor<4x5xf32, #layout.encoding<align = [1, 8], memory_space = 1>>
  return %t : tensor<4x5xf32, #layout.encoding<align = [1, 8], memory_space = 1>>
}

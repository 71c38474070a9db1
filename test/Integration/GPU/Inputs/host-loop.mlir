// An element-wise op on a tiled layout with padding, which runs as host
// loops (docs/GPU.md) between the transform kernels: the host must wait for
// the first kernel before its loops read what it wrote
// (fake-driver.test).
// CASE: host_loop f32 4x20 -> 2 80
#t = #layout.encoding<tiles = [1 : 16], align = [1, 16]>
func.func @host_loop(%x: tensor<4x20xf32>) -> tensor<4x20xf32> {
  %0 = layout.transform %x : tensor<4x20xf32> to tensor<4x20xf32, #t>
  %1 = arith.addf %0, %0 : tensor<4x20xf32, #t>
  %2 = layout.transform %1 : tensor<4x20xf32, #t> to tensor<4x20xf32>
  %3 = arith.mulf %2, %x : tensor<4x20xf32>
  return %3 : tensor<4x20xf32>
}

// GELU as torch-mlir exports it (ConvNeXt, BERT, ViT): 0.5 * x * (1 +
// erf(x / sqrt(2))) on a tensor, lowered to LLVM and run. math.erf has no
// LLVM intrinsic; --layout-lower-to-llvm approximates it (layout-legalize-math).
// The expected values are PyTorch's GELU, to 4 digits (to 3 where GELU is
// near zero: the approximation is within about 5e-7 of erf).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %s --layout-lower-to-llvm=onednn=true | %{run} | FileCheck %s

#map = affine_map<(d0) -> (d0)>

func.func private @printMemrefF32(memref<*xf32>)

func.func @gelu(%x: tensor<20xf32>) -> tensor<20xf32> {
  %e = tensor.empty() : tensor<20xf32>
  %r = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<20xf32>) outs(%e : tensor<20xf32>) {
  ^bb0(%in: f32, %out: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.707106769 : f32
    %s = arith.mulf %in, %rsqrt2 : f32
    %erf = math.erf %s : f32
    %p = arith.addf %erf, %one : f32
    %h = arith.mulf %in, %half : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  } -> tensor<20xf32>
  return %r : tensor<20xf32>
}

func.func @main() {
  %x = arith.constant dense<[-4.0, -3.0, -2.0, -1.5, -1.0, -0.75, -0.5, -0.25, -0.125, 0.0,
                             0.125, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0]> : tensor<20xf32>
  %y = call @gelu(%x) : (tensor<20xf32>) -> tensor<20xf32>
  %m = bufferization.to_buffer %y : tensor<20xf32> to memref<20xf32>
  %u = memref.cast %m : memref<20xf32> to memref<*xf32>
  // CHECK: sizes = [20]
  // CHECK-NEXT: [-0.00012{{[0-9]*}}, -0.0040{{[0-9]*}}, -0.0455{{[0-9]*}}, -0.1002{{[0-9]*}}, -0.1586{{[0-9]*}}, -0.1699{{[0-9]*}}, -0.1542{{[0-9]*}}, -0.1003{{[0-9]*}}, -0.0562{{[0-9]*}}, 0, 0.0687{{[0-9]*}}, 0.1496{{[0-9]*}}, 0.3457{{[0-9]*}}, 0.5800{{[0-9]*}}, 0.8413{{[0-9]*}}, 1.399{{[0-9]*}}, 1.954{{[0-9]*}}, 2.995{{[0-9]*}}, 3.999{{[0-9]*}}, 6]
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

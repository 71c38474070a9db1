// LeNet-5, exported by bench/real/export_torch.py --networks lenet --batch 1 --weights arguments
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=lenet_args data-args=1
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @lenet_args(%arg0: tensor<1x1x28x28xf32>, %arg1: tensor<6x1x5x5xf32>, %arg2: tensor<6xf32>, %arg3: tensor<16x6x5x5xf32>, %arg4: tensor<16xf32>, %arg5: tensor<120x400xf32>, %arg6: tensor<120xf32>, %arg7: tensor<84x120xf32>, %arg8: tensor<84xf32>, %arg9: tensor<10x84xf32>, %arg10: tensor<10xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %padded = tensor.pad %arg0 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg11: index, %arg12: index, %arg13: index, %arg14: index):
      tensor.yield %cst : f32
    } : tensor<1x1x28x28xf32> to tensor<1x1x32x32xf32>
    %0 = tensor.empty() : tensor<1x6x28x28xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<6xf32>) outs(%0 : tensor<1x6x28x28xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x1x32x32xf32>, tensor<6x1x5x5xf32>) outs(%broadcasted : tensor<1x6x28x28xf32>) -> tensor<1x6x28x28xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x6x28x28xf32>) outs(%0 : tensor<1x6x28x28xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.cmpf ugt, %in, %cst : f32
      %34 = arith.select %33, %in, %cst : f32
      linalg.yield %34 : f32
    } -> tensor<1x6x28x28xf32>
    %3 = tensor.empty() : tensor<1x6x14x14xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1x6x14x14xf32>) -> tensor<1x6x14x14xf32>
    %5 = tensor.empty() : tensor<2x2xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%2, %5 : tensor<1x6x28x28xf32>, tensor<2x2xf32>) outs(%4 : tensor<1x6x14x14xf32>) -> tensor<1x6x14x14xf32>
    %7 = tensor.empty() : tensor<1x16x10x10xf32>
    %broadcasted_1 = linalg.broadcast ins(%arg4 : tensor<16xf32>) outs(%7 : tensor<1x16x10x10xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %arg3 : tensor<1x6x14x14xf32>, tensor<16x6x5x5xf32>) outs(%broadcasted_1 : tensor<1x16x10x10xf32>) -> tensor<1x16x10x10xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x10x10xf32>) outs(%7 : tensor<1x16x10x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.cmpf ugt, %in, %cst : f32
      %34 = arith.select %33, %in, %cst : f32
      linalg.yield %34 : f32
    } -> tensor<1x16x10x10xf32>
    %10 = tensor.empty() : tensor<1x16x5x5xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32>
    %12 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%9, %5 : tensor<1x16x10x10xf32>, tensor<2x2xf32>) outs(%11 : tensor<1x16x5x5xf32>) -> tensor<1x16x5x5xf32>
    %collapsed = tensor.collapse_shape %12 [[0], [1, 2, 3]] : tensor<1x16x5x5xf32> into tensor<1x400xf32>
    %13 = tensor.empty() : tensor<400x120xf32>
    %transposed = linalg.transpose ins(%arg5 : tensor<120x400xf32>) outs(%13 : tensor<400x120xf32>) permutation = [1, 0] 
    %14 = tensor.empty() : tensor<1x120xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<1x120xf32>) -> tensor<1x120xf32>
    %16 = linalg.matmul ins(%collapsed, %transposed : tensor<1x400xf32>, tensor<400x120xf32>) outs(%15 : tensor<1x120xf32>) -> tensor<1x120xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<120xf32>) outs(%14 : tensor<1x120xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x120xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%16, %17 : tensor<1x120xf32>, tensor<1x120xf32>) outs(%14 : tensor<1x120xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %33 = arith.addf %in, %in_4 : f32
      linalg.yield %33 : f32
    } -> tensor<1x120xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<1x120xf32>) outs(%14 : tensor<1x120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.cmpf ugt, %in, %cst : f32
      %34 = arith.select %33, %in, %cst : f32
      linalg.yield %34 : f32
    } -> tensor<1x120xf32>
    %20 = tensor.empty() : tensor<120x84xf32>
    %transposed_2 = linalg.transpose ins(%arg7 : tensor<84x120xf32>) outs(%20 : tensor<120x84xf32>) permutation = [1, 0] 
    %21 = tensor.empty() : tensor<1x84xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x84xf32>) -> tensor<1x84xf32>
    %23 = linalg.matmul ins(%19, %transposed_2 : tensor<1x120xf32>, tensor<120x84xf32>) outs(%22 : tensor<1x84xf32>) -> tensor<1x84xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<84xf32>) outs(%21 : tensor<1x84xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x84xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%23, %24 : tensor<1x84xf32>, tensor<1x84xf32>) outs(%21 : tensor<1x84xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %33 = arith.addf %in, %in_4 : f32
      linalg.yield %33 : f32
    } -> tensor<1x84xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<1x84xf32>) outs(%21 : tensor<1x84xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.cmpf ugt, %in, %cst : f32
      %34 = arith.select %33, %in, %cst : f32
      linalg.yield %34 : f32
    } -> tensor<1x84xf32>
    %27 = tensor.empty() : tensor<84x10xf32>
    %transposed_3 = linalg.transpose ins(%arg9 : tensor<10x84xf32>) outs(%27 : tensor<84x10xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<1x10xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %30 = linalg.matmul ins(%26, %transposed_3 : tensor<1x84xf32>, tensor<84x10xf32>) outs(%29 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<10xf32>) outs(%28 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%28 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %33 = arith.addf %in, %in_4 : f32
      linalg.yield %33 : f32
    } -> tensor<1x10xf32>
    return %32 : tensor<1x10xf32>
  }
}

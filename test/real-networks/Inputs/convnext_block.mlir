// ConvNeXt stem + one CNBlock (96 channels), exported by bench/real/export_torch.py --networks convnext_block --batch 1 --image-size 32 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=convnext_block data-args=1
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module {
  func.func @convnext_block(%arg0: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %c96_i64 = arith.constant 96 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_10_96_torch.float32> : tensor<10x96xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_96_1_1_torch.float32> : tensor<96x1x1xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_96_384_torch.float32> : tensor<96x384xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_384_torch.float32> : tensor<384xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_384_96_torch.float32> : tensor<384x96xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_96_1_7_7_torch.float32> : tensor<96x1x7x7xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_16 = arith.constant 9.9999999999999995E-7 : f64
    %cst_17 = arith.constant dense_resource<torch_tensor_96_3_4_4_torch.float32> : tensor<96x3x4x4xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_19 = arith.constant 9.600000e+01 : f64
    %cst_20 = arith.constant 9.600000e+01 : f32
    %cst_21 = arith.constant 1.41421354 : f32
    %cst_22 = arith.constant 6.400000e+01 : f32
    %cst_23 = arith.constant dense_resource<torch_tensor_1_96_1_1_torch.int64> : tensor<1x96x1x1xi64>
    %cst_24 = arith.constant dense_resource<torch_tensor_1_96_1_1_torch.int64_1> : tensor<1x96x1x1xi64>
    %cst_25 = arith.constant dense_resource<torch_tensor_1_96_1_1_torch.int64_2> : tensor<1x96x1x1xi64>
    %cst_26 = arith.constant dense_resource<torch_tensor_1_96_1_1_torch.int64_3> : tensor<1x96x1x1xi64>
    %0 = tensor.empty() : tensor<1x96x8x8xf32>
    %broadcasted = linalg.broadcast ins(%cst_18 : tensor<96xf32>) outs(%0 : tensor<1x96x8x8xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %cst_17 : tensor<1x3x32x32xf32>, tensor<96x3x4x4xf32>) outs(%broadcasted : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %2 = tensor.empty() : tensor<1x8x8x96xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1x96x8x8xf32>) outs(%2 : tensor<1x8x8x96xf32>) permutation = [0, 2, 3, 1] 
    %3 = tensor.empty() : tensor<1x8x8x96xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x8x8x96xf32>) outs(%3 : tensor<1x8x8x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %68 = arith.extf %in : f32 to f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x96xf64>
    %5 = tensor.empty() : tensor<1x8x8x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x8x8x1xf64>) -> tensor<1x8x8x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%4 : tensor<1x8x8x96xf64>) outs(%6 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.addf %in, %out : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x8x8x1xf64>) outs(%5 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.divf %in, %cst_19 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x8x8x96xf64>, tensor<1x8x8x1xf64>) outs(%3 : tensor<1x8x8x96xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %68 = arith.subf %in, %in_38 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x96xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x8x8x96xf64>, tensor<1x8x8x96xf64>) outs(%3 : tensor<1x8x8x96xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %68 = arith.mulf %in, %in_38 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x96xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%10 : tensor<1x8x8x96xf64>) outs(%6 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.addf %in, %out : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x8x8x1xf64>) outs(%5 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.divf %in, %cst_19 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %13 = tensor.empty() : tensor<1x8x8x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x8x8x1xf64>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %68 = arith.truncf %in : f64 to f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x8x8x96xf32>) outs(%15 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.addf %in, %out : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x8x8x1xf32>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.divf %in, %cst_20 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x8x8x1xf32>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.truncf %cst_16 : f64 to f32
      %69 = arith.addf %in, %68 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x8x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x8x8x1xf32>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = math.rsqrt %in : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %17 : tensor<1x8x8x96xf32>, tensor<1x8x8x1xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.subf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<1x8x8x96xf32>, tensor<1x8x8x1xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.mulf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_15 : tensor<1x8x8x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.mulf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %cst_14 : tensor<1x8x8x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.addf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %transposed_27 = linalg.transpose ins(%23 : tensor<1x8x8x96xf32>) outs(%0 : tensor<1x96x8x8xf32>) permutation = [0, 3, 1, 2] 
    %padded = tensor.pad %transposed_27 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x14x14xf32>
    %broadcasted_28 = linalg.broadcast ins(%cst_12 : tensor<96xf32>) outs(%0 : tensor<1x96x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %cst_13 [[0, 1], [2], [3]] : tensor<96x1x7x7xf32> into tensor<96x7x7xf32>
    %24 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x96x14x14xf32>, tensor<96x7x7xf32>) outs(%broadcasted_28 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %transposed_29 = linalg.transpose ins(%24 : tensor<1x96x8x8xf32>) outs(%2 : tensor<1x8x8x96xf32>) permutation = [0, 2, 3, 1] 
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29 : tensor<1x8x8x96xf32>) outs(%3 : tensor<1x8x8x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %68 = arith.extf %in : f32 to f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x96xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x8x8x96xf64>) outs(%6 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.addf %in, %out : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x8x8x1xf64>) outs(%5 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.divf %in, %cst_19 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<1x8x8x96xf64>, tensor<1x8x8x1xf64>) outs(%3 : tensor<1x8x8x96xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %68 = arith.subf %in, %in_38 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x96xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %28 : tensor<1x8x8x96xf64>, tensor<1x8x8x96xf64>) outs(%3 : tensor<1x8x8x96xf64>) {
    ^bb0(%in: f64, %in_38: f64, %out: f64):
      %68 = arith.mulf %in, %in_38 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x96xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x8x8x96xf64>) outs(%6 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.addf %in, %out : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x8x1xf64>) outs(%5 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %68 = arith.divf %in, %cst_19 : f64
      linalg.yield %68 : f64
    } -> tensor<1x8x8x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x8x8x1xf64>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %68 = arith.truncf %in : f64 to f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_29 : tensor<1x8x8x96xf32>) outs(%15 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.addf %in, %out : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x8x8x1xf32>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.divf %in, %cst_20 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x8x8x1xf32>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.truncf %cst_16 : f64 to f32
      %69 = arith.addf %in, %68 : f32
      linalg.yield %69 : f32
    } -> tensor<1x8x8x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x8x8x1xf32>) outs(%13 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = math.rsqrt %in : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_29, %34 : tensor<1x8x8x96xf32>, tensor<1x8x8x1xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.subf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %36 : tensor<1x8x8x96xf32>, tensor<1x8x8x1xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.mulf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_11 : tensor<1x8x8x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.mulf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %cst_10 : tensor<1x8x8x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.addf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x8x8x96xf32>
    %collapsed_30 = tensor.collapse_shape %40 [[0, 1, 2], [3]] : tensor<1x8x8x96xf32> into tensor<64x96xf32>
    %41 = tensor.empty() : tensor<96x384xf32>
    %transposed_31 = linalg.transpose ins(%cst_9 : tensor<384x96xf32>) outs(%41 : tensor<96x384xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<64x384xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %44 = linalg.matmul ins(%collapsed_30, %transposed_31 : tensor<64x96xf32>, tensor<96x384xf32>) outs(%43 : tensor<64x384xf32>) -> tensor<64x384xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<384xf32>) outs(%42 : tensor<64x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x384xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<64x384xf32>, tensor<64x384xf32>) outs(%42 : tensor<64x384xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.addf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<64x384xf32>
    %expanded = tensor.expand_shape %46 [[0, 1, 2], [3]] output_shape [1, 8, 8, 384] : tensor<64x384xf32> into tensor<1x8x8x384xf32>
    %47 = tensor.empty() : tensor<1x8x8x384xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x8x8x384xf32>) outs(%47 : tensor<1x8x8x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.divf %in, %cst_21 : f32
      %69 = math.erf %68 : f32
      %70 = arith.addf %69, %cst_1 : f32
      %71 = arith.mulf %70, %cst_2 : f32
      %72 = arith.mulf %in, %71 : f32
      linalg.yield %72 : f32
    } -> tensor<1x8x8x384xf32>
    %collapsed_32 = tensor.collapse_shape %48 [[0, 1, 2], [3]] : tensor<1x8x8x384xf32> into tensor<64x384xf32>
    %49 = tensor.empty() : tensor<384x96xf32>
    %transposed_33 = linalg.transpose ins(%cst_7 : tensor<96x384xf32>) outs(%49 : tensor<384x96xf32>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<64x96xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %52 = linalg.matmul ins(%collapsed_32, %transposed_33 : tensor<64x384xf32>, tensor<384x96xf32>) outs(%51 : tensor<64x96xf32>) -> tensor<64x96xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<96xf32>) outs(%50 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x96xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<64x96xf32>, tensor<64x96xf32>) outs(%50 : tensor<64x96xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.addf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<64x96xf32>
    %expanded_34 = tensor.expand_shape %54 [[0, 1, 2], [3]] output_shape [1, 8, 8, 96] : tensor<64x96xf32> into tensor<1x8x8x96xf32>
    %transposed_35 = linalg.transpose ins(%expanded_34 : tensor<1x8x8x96xf32>) outs(%0 : tensor<1x96x8x8xf32>) permutation = [0, 3, 1, 2] 
    %55 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %transposed_35 : tensor<96x1x1xf32>, tensor<1x96x8x8xf32>) outs(%0 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.mulf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x96x8x8xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %transposed_27 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%0 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.addf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x96x8x8xf32>
    %57 = tensor.empty() : tensor<1x96x1x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%56 : tensor<1x96x8x8xf32>) outs(%58 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.addf %in, %out : f32
      linalg.yield %68 : f32
    } -> tensor<1x96x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x96x1x1xf32>) outs(%57 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %68 = arith.divf %in, %cst_22 : f32
      linalg.yield %68 : f32
    } -> tensor<1x96x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23, %cst_24, %cst_25, %cst_26 : tensor<1x96x1x1xi64>, tensor<1x96x1x1xi64>, tensor<1x96x1x1xi64>, tensor<1x96x1x1xi64>) outs(%57 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: i64, %in_38: i64, %in_39: i64, %in_40: i64, %out: f32):
      %68 = arith.cmpi slt, %in, %c0_i64 : i64
      %69 = arith.addi %in, %c1_i64 : i64
      %70 = arith.select %68, %69, %in : i64
      %71 = arith.index_cast %70 : i64 to index
      %72 = arith.cmpi slt, %in_38, %c0_i64 : i64
      %73 = arith.addi %in_38, %c96_i64 : i64
      %74 = arith.select %72, %73, %in_38 : i64
      %75 = arith.index_cast %74 : i64 to index
      %76 = arith.cmpi slt, %in_39, %c0_i64 : i64
      %77 = arith.addi %in_39, %c1_i64 : i64
      %78 = arith.select %76, %77, %in_39 : i64
      %79 = arith.index_cast %78 : i64 to index
      %80 = arith.cmpi slt, %in_40, %c0_i64 : i64
      %81 = arith.addi %in_40, %c1_i64 : i64
      %82 = arith.select %80, %81, %in_40 : i64
      %83 = arith.index_cast %82 : i64 to index
      %extracted = tensor.extract %60[%71, %75, %79, %83] : tensor<1x96x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x96x1x1xf32>
    %collapsed_36 = tensor.collapse_shape %61 [[0], [1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<1x96xf32>
    %62 = tensor.empty() : tensor<96x10xf32>
    %transposed_37 = linalg.transpose ins(%cst_4 : tensor<10x96xf32>) outs(%62 : tensor<96x10xf32>) permutation = [1, 0] 
    %63 = tensor.empty() : tensor<1x10xf32>
    %64 = linalg.fill ins(%cst : f32) outs(%63 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %65 = linalg.matmul ins(%collapsed_36, %transposed_37 : tensor<1x96xf32>, tensor<96x10xf32>) outs(%64 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<10xf32>) outs(%63 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%63 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_38: f32, %out: f32):
      %68 = arith.addf %in, %in_38 : f32
      linalg.yield %68 : f32
    } -> tensor<1x10xf32>
    return %67 : tensor<1x10xf32>
  }
}

// 19 dense_resource blobs (343720 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

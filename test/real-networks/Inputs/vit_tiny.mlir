// VisionTransformer, 2 layers, d 64, patch 8, exported by bench/real/export_torch.py --networks vit_tiny --batch 1 --image-size 32 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=vit_tiny data-args=1
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @vit_tiny(%arg0: tensor<1x3x32x32xf32>) -> tensor<1x10xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x4x17x17xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_10_64_torch.float32> : tensor<10x64xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32_14> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_64_128_torch.float32_1> : tensor<64x128xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_128_64_torch.float32_1> : tensor<128x64xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_64_64_torch.float32_1> : tensor<64x64xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_192_64_torch.float32_1> : tensor<192x64xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_64_128_torch.float32> : tensor<64x128xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_128_64_torch.float32> : tensor<128x64xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_64_64_torch.float32> : tensor<64x64xf32>
    %cst_29 = arith.constant 0xFFF0000000000000 : f64
    %cst_30 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_192_64_torch.float32> : tensor<192x64xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_34 = arith.constant 9.9999999999999995E-7 : f64
    %cst_35 = arith.constant dense_resource<torch_tensor_1_17_64_torch.float32> : tensor<1x17x64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_64_3_8_8_torch.float32> : tensor<64x3x8x8xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_1_1_64_torch.float32> : tensor<1x1x64xf32>
    %cst_39 = arith.constant 6.400000e+01 : f64
    %cst_40 = arith.constant 6.400000e+01 : f32
    %cst_41 = arith.constant 1.41421354 : f32
    %0 = tensor.empty() : tensor<1x64x4x4xf32>
    %broadcasted = linalg.broadcast ins(%cst_37 : tensor<64xf32>) outs(%0 : tensor<1x64x4x4xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<8> : vector<2xi64>} ins(%arg0, %cst_36 : tensor<1x3x32x32xf32>, tensor<64x3x8x8xf32>) outs(%broadcasted : tensor<1x64x4x4xf32>) -> tensor<1x64x4x4xf32>
    %collapsed = tensor.collapse_shape %1 [[0], [1], [2, 3]] : tensor<1x64x4x4xf32> into tensor<1x64x16xf32>
    %2 = tensor.empty() : tensor<1x16x64xf32>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x64x16xf32>) outs(%2 : tensor<1x16x64xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(1) %cst_38, %transposed : (tensor<1x1x64xf32>, tensor<1x16x64xf32>) -> tensor<1x17x64xf32>
    %3 = tensor.empty() : tensor<1x17x64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %cst_35 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %5 = tensor.empty() : tensor<1x17x64xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<1x17x64xf32>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %180 = arith.extf %in : f32 to f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %7 = tensor.empty() : tensor<1x17x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<1x17x1xf64>) -> tensor<1x17x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%6 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%9 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6, %10 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.subf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %11 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.mulf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%12 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %15 = tensor.empty() : tensor<1x17x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %180 = arith.truncf %in : f64 to f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x17x1xf32>) -> tensor<1x17x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%4 : tensor<1x17x64xf32>) outs(%17 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%18 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_40 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.truncf %cst_34 : f64 to f32
      %181 = arith.addf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x17x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.rsqrt %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4, %19 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %21 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %cst_33 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %cst_32 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %26 = tensor.empty() : tensor<17x1x64xf32>
    %transposed_42 = linalg.transpose ins(%25 : tensor<1x17x64xf32>) outs(%26 : tensor<17x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed_43 = tensor.collapse_shape %transposed_42 [[0], [1, 2]] : tensor<17x1x64xf32> into tensor<17x64xf32>
    %27 = tensor.empty() : tensor<64x192xf32>
    %transposed_44 = linalg.transpose ins(%cst_31 : tensor<192x64xf32>) outs(%27 : tensor<64x192xf32>) permutation = [1, 0] 
    %28 = tensor.empty() : tensor<17x192xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<17x192xf32>) -> tensor<17x192xf32>
    %30 = linalg.matmul ins(%collapsed_43, %transposed_44 : tensor<17x64xf32>, tensor<64x192xf32>) outs(%29 : tensor<17x192xf32>) -> tensor<17x192xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_30 : tensor<192xf32>) outs(%28 : tensor<17x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x192xf32>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %31 : tensor<17x192xf32>, tensor<17x192xf32>) outs(%28 : tensor<17x192xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x192xf32>
    %expanded = tensor.expand_shape %32 [[0, 1], [2, 3, 4]] output_shape [1, 17, 1, 3, 64] : tensor<17x192xf32> into tensor<1x17x1x3x64xf32>
    %33 = tensor.empty() : tensor<3x17x1x1x64xf32>
    %transposed_45 = linalg.transpose ins(%expanded : tensor<1x17x1x3x64xf32>) outs(%33 : tensor<3x17x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_46 = tensor.collapse_shape %transposed_45 [[0], [1], [2, 3], [4]] : tensor<3x17x1x1x64xf32> into tensor<3x17x1x64xf32>
    %extracted_slice = tensor.extract_slice %collapsed_46[0, 0, 0, 0] [1, 17, 1, 64] [1, 1, 1, 1] : tensor<3x17x1x64xf32> to tensor<1x17x1x64xf32>
    %extracted_slice_47 = tensor.extract_slice %collapsed_46[1, 0, 0, 0] [1, 17, 1, 64] [1, 1, 1, 1] : tensor<3x17x1x64xf32> to tensor<1x17x1x64xf32>
    %extracted_slice_48 = tensor.extract_slice %collapsed_46[2, 0, 0, 0] [1, 17, 1, 64] [1, 1, 1, 1] : tensor<3x17x1x64xf32> to tensor<1x17x1x64xf32>
    %collapsed_49 = tensor.collapse_shape %extracted_slice [[0, 1], [2, 3]] : tensor<1x17x1x64xf32> into tensor<17x64xf32>
    %expanded_50 = tensor.expand_shape %collapsed_49 [[0], [1, 2]] output_shape [17, 4, 16] : tensor<17x64xf32> into tensor<17x4x16xf32>
    %34 = tensor.empty() : tensor<4x17x16xf32>
    %transposed_51 = linalg.transpose ins(%expanded_50 : tensor<17x4x16xf32>) outs(%34 : tensor<4x17x16xf32>) permutation = [1, 0, 2] 
    %collapsed_52 = tensor.collapse_shape %extracted_slice_47 [[0, 1], [2, 3]] : tensor<1x17x1x64xf32> into tensor<17x64xf32>
    %expanded_53 = tensor.expand_shape %collapsed_52 [[0], [1, 2]] output_shape [17, 4, 16] : tensor<17x64xf32> into tensor<17x4x16xf32>
    %transposed_54 = linalg.transpose ins(%expanded_53 : tensor<17x4x16xf32>) outs(%34 : tensor<4x17x16xf32>) permutation = [1, 0, 2] 
    %collapsed_55 = tensor.collapse_shape %extracted_slice_48 [[0, 1], [2, 3]] : tensor<1x17x1x64xf32> into tensor<17x64xf32>
    %expanded_56 = tensor.expand_shape %collapsed_55 [[0], [1, 2]] output_shape [17, 4, 16] : tensor<17x64xf32> into tensor<17x4x16xf32>
    %transposed_57 = linalg.transpose ins(%expanded_56 : tensor<17x4x16xf32>) outs(%34 : tensor<4x17x16xf32>) permutation = [1, 0, 2] 
    %expanded_58 = tensor.expand_shape %transposed_51 [[0, 1], [2], [3]] output_shape [1, 4, 17, 16] : tensor<4x17x16xf32> into tensor<1x4x17x16xf32>
    %expanded_59 = tensor.expand_shape %transposed_54 [[0, 1], [2], [3]] output_shape [1, 4, 17, 16] : tensor<4x17x16xf32> into tensor<1x4x17x16xf32>
    %35 = tensor.empty() : tensor<1x4x17x16xf32>
    %36 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_58 : tensor<1x4x17x16xf32>) outs(%35 : tensor<1x4x17x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.mulf %in, %cst_3 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x16xf32>
    %37 = tensor.empty() : tensor<1x4x16x17xf32>
    %transposed_60 = linalg.transpose ins(%expanded_59 : tensor<1x4x17x16xf32>) outs(%37 : tensor<1x4x16x17xf32>) permutation = [0, 1, 3, 2] 
    %38 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_60 : tensor<1x4x16x17xf32>) outs(%37 : tensor<1x4x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.mulf %in, %cst_3 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x16x17xf32>
    %collapsed_61 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x4x17x16xf32> into tensor<4x17x16xf32>
    %collapsed_62 = tensor.collapse_shape %38 [[0, 1], [2], [3]] : tensor<1x4x16x17xf32> into tensor<4x16x17xf32>
    %39 = tensor.empty() : tensor<4x17x17xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<4x17x17xf32>) -> tensor<4x17x17xf32>
    %41 = linalg.batch_matmul ins(%collapsed_61, %collapsed_62 : tensor<4x17x16xf32>, tensor<4x16x17xf32>) outs(%40 : tensor<4x17x17xf32>) -> tensor<4x17x17xf32>
    %expanded_63 = tensor.expand_shape %41 [[0, 1], [2], [3]] output_shape [1, 4, 17, 17] : tensor<4x17x17xf32> into tensor<1x4x17x17xf32>
    %42 = tensor.empty() : tensor<1x4x17xi64>
    %43 = linalg.fill ins(%c0_i64 : i64) outs(%42 : tensor<1x4x17xi64>) -> tensor<1x4x17xi64>
    %44 = tensor.empty() : tensor<1x4x17xf32>
    %45 = linalg.fill ins(%cst_1 : f32) outs(%44 : tensor<1x4x17xf32>) -> tensor<1x4x17xf32>
    %46:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_63 : tensor<1x4x17x17xf32>) outs(%45, %43 : tensor<1x4x17xf32>, tensor<1x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_119: i64):
      %180 = linalg.index 3 : index
      %181 = arith.index_cast %180 : index to i64
      %182 = arith.maximumf %in, %out : f32
      %183 = arith.cmpf ogt, %in, %out : f32
      %184 = arith.select %183, %181, %out_119 : i64
      linalg.yield %182, %184 : f32, i64
    } -> (tensor<1x4x17xf32>, tensor<1x4x17xi64>)
    %expanded_64 = tensor.expand_shape %46#0 [[0], [1], [2, 3]] output_shape [1, 4, 17, 1] : tensor<1x4x17xf32> into tensor<1x4x17x1xf32>
    %47 = tensor.empty() : tensor<1x4x17x17xf32>
    %48 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63, %expanded_64 : tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %49 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x4x17x17xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.exp %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %50 = tensor.empty() : tensor<1x4x17x1xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<1x4x17x1xf32>) -> tensor<1x4x17x1xf32>
    %52 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<1x4x17x17xf32>) outs(%51 : tensor<1x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x1xf32>
    %53 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %52 : tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.divf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %54 = tensor.empty() : tensor<1x4x17x17xi1>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<1x4x17x17xf32>) outs(%54 : tensor<1x4x17x17xi1>) {
    ^bb0(%in: f32, %out: i1):
      %180 = arith.extf %in : f32 to f64
      %181 = arith.cmpf oeq, %180, %cst_29 : f64
      linalg.yield %181 : i1
    } -> tensor<1x4x17x17xi1>
    %56 = tensor.empty() : tensor<1x4x17x1xi1>
    %57 = linalg.fill ins(%true : i1) outs(%56 : tensor<1x4x17x1xi1>) -> tensor<1x4x17x1xi1>
    %58 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%55 : tensor<1x4x17x17xi1>) outs(%57 : tensor<1x4x17x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %180 = arith.andi %in, %out : i1
      linalg.yield %180 : i1
    } -> tensor<1x4x17x1xi1>
    %59 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %cst_4, %53 : tensor<1x4x17x1xi1>, tensor<1x4x17x17xf32>, tensor<1x4x17x17xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: i1, %in_119: f32, %in_120: f32, %out: f32):
      %180 = arith.select %in, %in_119, %in_120 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %collapsed_65 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<1x4x17x17xf32> into tensor<4x17x17xf32>
    %60 = linalg.fill ins(%cst : f32) outs(%34 : tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %61 = linalg.batch_matmul ins(%collapsed_65, %transposed_57 : tensor<4x17x17xf32>, tensor<4x17x16xf32>) outs(%60 : tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %expanded_66 = tensor.expand_shape %61 [[0, 1], [2], [3]] output_shape [1, 4, 17, 16] : tensor<4x17x16xf32> into tensor<1x4x17x16xf32>
    %62 = tensor.empty() : tensor<17x1x4x16xf32>
    %transposed_67 = linalg.transpose ins(%expanded_66 : tensor<1x4x17x16xf32>) outs(%62 : tensor<17x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_68 = tensor.collapse_shape %transposed_67 [[0], [1, 2, 3]] : tensor<17x1x4x16xf32> into tensor<17x64xf32>
    %63 = tensor.empty() : tensor<64x64xf32>
    %transposed_69 = linalg.transpose ins(%cst_28 : tensor<64x64xf32>) outs(%63 : tensor<64x64xf32>) permutation = [1, 0] 
    %64 = tensor.empty() : tensor<17x64xf32>
    %65 = linalg.fill ins(%cst : f32) outs(%64 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %66 = linalg.matmul ins(%collapsed_68, %transposed_69 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_27 : tensor<64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x64xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%66, %67 : tensor<17x64xf32>, tensor<17x64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x64xf32>
    %expanded_70 = tensor.expand_shape %68 [[0], [1, 2]] output_shape [17, 1, 64] : tensor<17x64xf32> into tensor<17x1x64xf32>
    %transposed_71 = linalg.transpose ins(%expanded_70 : tensor<17x1x64xf32>) outs(%3 : tensor<1x17x64xf32>) permutation = [1, 0, 2] 
    %69 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_71, %4 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69 : tensor<1x17x64xf32>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %180 = arith.extf %in : f32 to f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%70 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %73 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %72 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.subf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %74 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%73, %73 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.mulf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %75 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%74 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %180 = arith.truncf %in : f64 to f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%69 : tensor<1x17x64xf32>) outs(%17 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %79 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_40 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.truncf %cst_34 : f64 to f32
      %181 = arith.addf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x17x1xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.rsqrt %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %79 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %83 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %81 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %84 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %cst_26 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%84, %cst_25 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_72 = tensor.collapse_shape %85 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %86 = tensor.empty() : tensor<64x128xf32>
    %transposed_73 = linalg.transpose ins(%cst_24 : tensor<128x64xf32>) outs(%86 : tensor<64x128xf32>) permutation = [1, 0] 
    %87 = tensor.empty() : tensor<17x128xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<17x128xf32>) -> tensor<17x128xf32>
    %89 = linalg.matmul ins(%collapsed_72, %transposed_73 : tensor<17x64xf32>, tensor<64x128xf32>) outs(%88 : tensor<17x128xf32>) -> tensor<17x128xf32>
    %90 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%87 : tensor<17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x128xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<17x128xf32>, tensor<17x128xf32>) outs(%87 : tensor<17x128xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x128xf32>
    %expanded_74 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [1, 17, 128] : tensor<17x128xf32> into tensor<1x17x128xf32>
    %92 = tensor.empty() : tensor<1x17x128xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74 : tensor<1x17x128xf32>) outs(%92 : tensor<1x17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_41 : f32
      %181 = math.erf %180 : f32
      %182 = arith.addf %181, %cst_2 : f32
      %183 = arith.mulf %182, %cst_3 : f32
      %184 = arith.mulf %in, %183 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x128xf32>
    %collapsed_75 = tensor.collapse_shape %93 [[0, 1], [2]] : tensor<1x17x128xf32> into tensor<17x128xf32>
    %94 = tensor.empty() : tensor<128x64xf32>
    %transposed_76 = linalg.transpose ins(%cst_22 : tensor<64x128xf32>) outs(%94 : tensor<128x64xf32>) permutation = [1, 0] 
    %95 = linalg.matmul ins(%collapsed_75, %transposed_76 : tensor<17x128xf32>, tensor<128x64xf32>) outs(%65 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_21 : tensor<64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x64xf32>
    %97 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%95, %96 : tensor<17x64xf32>, tensor<17x64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x64xf32>
    %expanded_77 = tensor.expand_shape %97 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %expanded_77 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98 : tensor<1x17x64xf32>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %180 = arith.extf %in : f32 to f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %100 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%99 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %101 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%100 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %102 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%99, %101 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.subf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %103 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%102, %102 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.mulf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %104 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%103 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%104 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%105 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %180 = arith.truncf %in : f64 to f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%98 : tensor<1x17x64xf32>) outs(%17 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%107 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_40 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.truncf %cst_34 : f64 to f32
      %181 = arith.addf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x17x1xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.rsqrt %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %111 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%98, %108 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %112 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %110 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %113 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %cst_20 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %114 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113, %cst_19 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %transposed_78 = linalg.transpose ins(%114 : tensor<1x17x64xf32>) outs(%26 : tensor<17x1x64xf32>) permutation = [1, 0, 2] 
    %collapsed_79 = tensor.collapse_shape %transposed_78 [[0], [1, 2]] : tensor<17x1x64xf32> into tensor<17x64xf32>
    %transposed_80 = linalg.transpose ins(%cst_18 : tensor<192x64xf32>) outs(%27 : tensor<64x192xf32>) permutation = [1, 0] 
    %115 = linalg.matmul ins(%collapsed_79, %transposed_80 : tensor<17x64xf32>, tensor<64x192xf32>) outs(%29 : tensor<17x192xf32>) -> tensor<17x192xf32>
    %116 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<192xf32>) outs(%28 : tensor<17x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x192xf32>
    %117 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%115, %116 : tensor<17x192xf32>, tensor<17x192xf32>) outs(%28 : tensor<17x192xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x192xf32>
    %expanded_81 = tensor.expand_shape %117 [[0, 1], [2, 3, 4]] output_shape [1, 17, 1, 3, 64] : tensor<17x192xf32> into tensor<1x17x1x3x64xf32>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<1x17x1x3x64xf32>) outs(%33 : tensor<3x17x1x1x64xf32>) permutation = [3, 1, 2, 0, 4] 
    %collapsed_83 = tensor.collapse_shape %transposed_82 [[0], [1], [2, 3], [4]] : tensor<3x17x1x1x64xf32> into tensor<3x17x1x64xf32>
    %extracted_slice_84 = tensor.extract_slice %collapsed_83[0, 0, 0, 0] [1, 17, 1, 64] [1, 1, 1, 1] : tensor<3x17x1x64xf32> to tensor<1x17x1x64xf32>
    %extracted_slice_85 = tensor.extract_slice %collapsed_83[1, 0, 0, 0] [1, 17, 1, 64] [1, 1, 1, 1] : tensor<3x17x1x64xf32> to tensor<1x17x1x64xf32>
    %extracted_slice_86 = tensor.extract_slice %collapsed_83[2, 0, 0, 0] [1, 17, 1, 64] [1, 1, 1, 1] : tensor<3x17x1x64xf32> to tensor<1x17x1x64xf32>
    %collapsed_87 = tensor.collapse_shape %extracted_slice_84 [[0, 1], [2, 3]] : tensor<1x17x1x64xf32> into tensor<17x64xf32>
    %expanded_88 = tensor.expand_shape %collapsed_87 [[0], [1, 2]] output_shape [17, 4, 16] : tensor<17x64xf32> into tensor<17x4x16xf32>
    %transposed_89 = linalg.transpose ins(%expanded_88 : tensor<17x4x16xf32>) outs(%34 : tensor<4x17x16xf32>) permutation = [1, 0, 2] 
    %collapsed_90 = tensor.collapse_shape %extracted_slice_85 [[0, 1], [2, 3]] : tensor<1x17x1x64xf32> into tensor<17x64xf32>
    %expanded_91 = tensor.expand_shape %collapsed_90 [[0], [1, 2]] output_shape [17, 4, 16] : tensor<17x64xf32> into tensor<17x4x16xf32>
    %transposed_92 = linalg.transpose ins(%expanded_91 : tensor<17x4x16xf32>) outs(%34 : tensor<4x17x16xf32>) permutation = [1, 0, 2] 
    %collapsed_93 = tensor.collapse_shape %extracted_slice_86 [[0, 1], [2, 3]] : tensor<1x17x1x64xf32> into tensor<17x64xf32>
    %expanded_94 = tensor.expand_shape %collapsed_93 [[0], [1, 2]] output_shape [17, 4, 16] : tensor<17x64xf32> into tensor<17x4x16xf32>
    %transposed_95 = linalg.transpose ins(%expanded_94 : tensor<17x4x16xf32>) outs(%34 : tensor<4x17x16xf32>) permutation = [1, 0, 2] 
    %expanded_96 = tensor.expand_shape %transposed_89 [[0, 1], [2], [3]] output_shape [1, 4, 17, 16] : tensor<4x17x16xf32> into tensor<1x4x17x16xf32>
    %expanded_97 = tensor.expand_shape %transposed_92 [[0, 1], [2], [3]] output_shape [1, 4, 17, 16] : tensor<4x17x16xf32> into tensor<1x4x17x16xf32>
    %118 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_96 : tensor<1x4x17x16xf32>) outs(%35 : tensor<1x4x17x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.mulf %in, %cst_3 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x16xf32>
    %transposed_98 = linalg.transpose ins(%expanded_97 : tensor<1x4x17x16xf32>) outs(%37 : tensor<1x4x16x17xf32>) permutation = [0, 1, 3, 2] 
    %119 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_98 : tensor<1x4x16x17xf32>) outs(%37 : tensor<1x4x16x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.mulf %in, %cst_3 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x16x17xf32>
    %collapsed_99 = tensor.collapse_shape %118 [[0, 1], [2], [3]] : tensor<1x4x17x16xf32> into tensor<4x17x16xf32>
    %collapsed_100 = tensor.collapse_shape %119 [[0, 1], [2], [3]] : tensor<1x4x16x17xf32> into tensor<4x16x17xf32>
    %120 = linalg.batch_matmul ins(%collapsed_99, %collapsed_100 : tensor<4x17x16xf32>, tensor<4x16x17xf32>) outs(%40 : tensor<4x17x17xf32>) -> tensor<4x17x17xf32>
    %expanded_101 = tensor.expand_shape %120 [[0, 1], [2], [3]] output_shape [1, 4, 17, 17] : tensor<4x17x17xf32> into tensor<1x4x17x17xf32>
    %121:2 = linalg.generic {indexing_maps = [#map5, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_101 : tensor<1x4x17x17xf32>) outs(%45, %43 : tensor<1x4x17xf32>, tensor<1x4x17xi64>) {
    ^bb0(%in: f32, %out: f32, %out_119: i64):
      %180 = linalg.index 3 : index
      %181 = arith.index_cast %180 : index to i64
      %182 = arith.maximumf %in, %out : f32
      %183 = arith.cmpf ogt, %in, %out : f32
      %184 = arith.select %183, %181, %out_119 : i64
      linalg.yield %182, %184 : f32, i64
    } -> (tensor<1x4x17xf32>, tensor<1x4x17xi64>)
    %expanded_102 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [1, 4, 17, 1] : tensor<1x4x17xf32> into tensor<1x4x17x1xf32>
    %122 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101, %expanded_102 : tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %123 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x4x17x17xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.exp %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %124 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<1x4x17x17xf32>) outs(%51 : tensor<1x4x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x1xf32>
    %125 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %124 : tensor<1x4x17x17xf32>, tensor<1x4x17x1xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.divf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %126 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101 : tensor<1x4x17x17xf32>) outs(%54 : tensor<1x4x17x17xi1>) {
    ^bb0(%in: f32, %out: i1):
      %180 = arith.extf %in : f32 to f64
      %181 = arith.cmpf oeq, %180, %cst_29 : f64
      linalg.yield %181 : i1
    } -> tensor<1x4x17x17xi1>
    %127 = linalg.generic {indexing_maps = [#map5, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%126 : tensor<1x4x17x17xi1>) outs(%57 : tensor<1x4x17x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %180 = arith.andi %in, %out : i1
      linalg.yield %180 : i1
    } -> tensor<1x4x17x1xi1>
    %128 = linalg.generic {indexing_maps = [#map7, #map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %cst_4, %125 : tensor<1x4x17x1xi1>, tensor<1x4x17x17xf32>, tensor<1x4x17x17xf32>) outs(%47 : tensor<1x4x17x17xf32>) {
    ^bb0(%in: i1, %in_119: f32, %in_120: f32, %out: f32):
      %180 = arith.select %in, %in_119, %in_120 : f32
      linalg.yield %180 : f32
    } -> tensor<1x4x17x17xf32>
    %collapsed_103 = tensor.collapse_shape %128 [[0, 1], [2], [3]] : tensor<1x4x17x17xf32> into tensor<4x17x17xf32>
    %129 = linalg.batch_matmul ins(%collapsed_103, %transposed_95 : tensor<4x17x17xf32>, tensor<4x17x16xf32>) outs(%60 : tensor<4x17x16xf32>) -> tensor<4x17x16xf32>
    %expanded_104 = tensor.expand_shape %129 [[0, 1], [2], [3]] output_shape [1, 4, 17, 16] : tensor<4x17x16xf32> into tensor<1x4x17x16xf32>
    %transposed_105 = linalg.transpose ins(%expanded_104 : tensor<1x4x17x16xf32>) outs(%62 : tensor<17x1x4x16xf32>) permutation = [2, 0, 1, 3] 
    %collapsed_106 = tensor.collapse_shape %transposed_105 [[0], [1, 2, 3]] : tensor<17x1x4x16xf32> into tensor<17x64xf32>
    %transposed_107 = linalg.transpose ins(%cst_16 : tensor<64x64xf32>) outs(%63 : tensor<64x64xf32>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_106, %transposed_107 : tensor<17x64xf32>, tensor<64x64xf32>) outs(%65 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_15 : tensor<64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x64xf32>
    %132 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%130, %131 : tensor<17x64xf32>, tensor<17x64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x64xf32>
    %expanded_108 = tensor.expand_shape %132 [[0], [1, 2]] output_shape [17, 1, 64] : tensor<17x64xf32> into tensor<17x1x64xf32>
    %transposed_109 = linalg.transpose ins(%expanded_108 : tensor<17x1x64xf32>) outs(%3 : tensor<1x17x64xf32>) permutation = [1, 0, 2] 
    %133 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_109, %98 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133 : tensor<1x17x64xf32>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %180 = arith.extf %in : f32 to f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%134 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%134, %136 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.subf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %137 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.mulf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %139 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %141 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %180 = arith.truncf %in : f64 to f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%133 : tensor<1x17x64xf32>) outs(%17 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_40 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.truncf %cst_34 : f64 to f32
      %181 = arith.addf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x17x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%144 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.rsqrt %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %143 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%147, %cst_14 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%148, %cst_13 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %collapsed_110 = tensor.collapse_shape %149 [[0, 1], [2]] : tensor<1x17x64xf32> into tensor<17x64xf32>
    %transposed_111 = linalg.transpose ins(%cst_12 : tensor<128x64xf32>) outs(%86 : tensor<64x128xf32>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_110, %transposed_111 : tensor<17x64xf32>, tensor<64x128xf32>) outs(%88 : tensor<17x128xf32>) -> tensor<17x128xf32>
    %151 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_11 : tensor<128xf32>) outs(%87 : tensor<17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x128xf32>
    %152 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%150, %151 : tensor<17x128xf32>, tensor<17x128xf32>) outs(%87 : tensor<17x128xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x128xf32>
    %expanded_112 = tensor.expand_shape %152 [[0, 1], [2]] output_shape [1, 17, 128] : tensor<17x128xf32> into tensor<1x17x128xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112 : tensor<1x17x128xf32>) outs(%92 : tensor<1x17x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_41 : f32
      %181 = math.erf %180 : f32
      %182 = arith.addf %181, %cst_2 : f32
      %183 = arith.mulf %182, %cst_3 : f32
      %184 = arith.mulf %in, %183 : f32
      linalg.yield %184 : f32
    } -> tensor<1x17x128xf32>
    %collapsed_113 = tensor.collapse_shape %153 [[0, 1], [2]] : tensor<1x17x128xf32> into tensor<17x128xf32>
    %transposed_114 = linalg.transpose ins(%cst_10 : tensor<64x128xf32>) outs(%94 : tensor<128x64xf32>) permutation = [1, 0] 
    %154 = linalg.matmul ins(%collapsed_113, %transposed_114 : tensor<17x128xf32>, tensor<128x64xf32>) outs(%65 : tensor<17x64xf32>) -> tensor<17x64xf32>
    %155 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<17x64xf32>
    %156 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%154, %155 : tensor<17x64xf32>, tensor<17x64xf32>) outs(%64 : tensor<17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<17x64xf32>
    %expanded_115 = tensor.expand_shape %156 [[0, 1], [2]] output_shape [1, 17, 64] : tensor<17x64xf32> into tensor<1x17x64xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%133, %expanded_115 : tensor<1x17x64xf32>, tensor<1x17x64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157 : tensor<1x17x64xf32>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f32, %out: f64):
      %180 = arith.extf %in : f32 to f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %159 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%159 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %161 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<1x17x64xf64>, tensor<1x17x1xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.subf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %162 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161, %161 : tensor<1x17x64xf64>, tensor<1x17x64xf64>) outs(%5 : tensor<1x17x64xf64>) {
    ^bb0(%in: f64, %in_119: f64, %out: f64):
      %180 = arith.mulf %in, %in_119 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x64xf64>
    %163 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%162 : tensor<1x17x64xf64>) outs(%8 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.addf %in, %out : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163 : tensor<1x17x1xf64>) outs(%7 : tensor<1x17x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %180 = arith.divf %in, %cst_39 : f64
      linalg.yield %180 : f64
    } -> tensor<1x17x1xf64>
    %165 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%164 : tensor<1x17x1xf64>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %180 = arith.truncf %in : f64 to f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%157 : tensor<1x17x64xf32>) outs(%17 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.addf %in, %out : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.divf %in, %cst_40 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = arith.truncf %cst_34 : f64 to f32
      %181 = arith.addf %in, %180 : f32
      linalg.yield %181 : f32
    } -> tensor<1x17x1xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<1x17x1xf32>) outs(%15 : tensor<1x17x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %180 = math.rsqrt %in : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x1xf32>
    %170 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%157, %167 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.subf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170, %169 : tensor<1x17x64xf32>, tensor<1x17x1xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%171, %cst_8 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.mulf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %173 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172, %cst_7 : tensor<1x17x64xf32>, tensor<64xf32>) outs(%3 : tensor<1x17x64xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x17x64xf32>
    %extracted_slice_116 = tensor.extract_slice %173[0, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<1x17x64xf32> to tensor<1x1x64xf32>
    %collapsed_117 = tensor.collapse_shape %extracted_slice_116 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %174 = tensor.empty() : tensor<64x10xf32>
    %transposed_118 = linalg.transpose ins(%cst_6 : tensor<10x64xf32>) outs(%174 : tensor<64x10xf32>) permutation = [1, 0] 
    %175 = tensor.empty() : tensor<1x10xf32>
    %176 = linalg.fill ins(%cst : f32) outs(%175 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %177 = linalg.matmul ins(%collapsed_117, %transposed_118 : tensor<1x64xf32>, tensor<64x10xf32>) outs(%176 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %178 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<10xf32>) outs(%175 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %179 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%177, %178 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%175 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_119: f32, %out: f32):
      %180 = arith.addf %in, %in_119 : f32
      linalg.yield %180 : f32
    } -> tensor<1x10xf32>
    return %179 : tensor<1x10xf32>
  }
}

// 32 dense_resource blobs (324904 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

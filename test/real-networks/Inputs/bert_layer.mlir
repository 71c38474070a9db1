// BERT-base encoder layer, exported by bench/real/export_torch.py --networks bert_layer --batch 1 --seq-len 16 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=bert_layer data-args=1
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @bert_layer(%arg0: tensor<1x16x768xf32>) -> tensor<1x16x768xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 0.000000e+00 : f64
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<1x12x16x16xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_768_torch.float32_8> : tensor<768xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_768_torch.float32_7> : tensor<768xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_768_torch.float32_6> : tensor<768xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_768_3072_torch.float32> : tensor<768x3072xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_3072_torch.float32> : tensor<3072xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_3072_768_torch.float32> : tensor<3072x768xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_768_torch.float32_5> : tensor<768xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_768_torch.float32_4> : tensor<768xf32>
    %cst_13 = arith.constant 9.9999999999999998E-13 : f64
    %cst_14 = arith.constant dense_resource<torch_tensor_768_torch.float32_3> : tensor<768xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_768_768_torch.float32_3> : tensor<768x768xf32>
    %cst_16 = arith.constant 0xFFF0000000000000 : f64
    %cst_17 = arith.constant 0.35355339059327379 : f64
    %cst_18 = arith.constant dense_resource<torch_tensor_768_torch.float32_2> : tensor<768xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_768_768_torch.float32_2> : tensor<768x768xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_768_torch.float32_1> : tensor<768xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_768_768_torch.float32_1> : tensor<768x768xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_768_torch.float32> : tensor<768xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_768_768_torch.float32> : tensor<768x768xf32>
    %cst_24 = arith.constant 7.680000e+02 : f64
    %cst_25 = arith.constant 7.680000e+02 : f32
    %cst_26 = arith.constant 1.41421354 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %0 = tensor.empty() : tensor<768x768xf32>
    %transposed = linalg.transpose ins(%cst_23 : tensor<768x768xf32>) outs(%0 : tensor<768x768xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<16x768xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %3 = linalg.matmul ins(%collapsed, %transposed : tensor<16x768xf32>, tensor<768x768xf32>) outs(%2 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_22 : tensor<768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x768xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<16x768xf32>, tensor<16x768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<16x768xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2, 3]] output_shape [1, 16, 12, 64] : tensor<16x768xf32> into tensor<1x16x12x64xf32>
    %6 = tensor.empty() : tensor<1x12x16x64xf32>
    %transposed_27 = linalg.transpose ins(%expanded : tensor<1x16x12x64xf32>) outs(%6 : tensor<1x12x16x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_28 = linalg.transpose ins(%cst_21 : tensor<768x768xf32>) outs(%0 : tensor<768x768xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%collapsed, %transposed_28 : tensor<16x768xf32>, tensor<768x768xf32>) outs(%2 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_20 : tensor<768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x768xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<16x768xf32>, tensor<16x768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<16x768xf32>
    %expanded_29 = tensor.expand_shape %9 [[0, 1], [2, 3]] output_shape [1, 16, 12, 64] : tensor<16x768xf32> into tensor<1x16x12x64xf32>
    %transposed_30 = linalg.transpose ins(%cst_19 : tensor<768x768xf32>) outs(%0 : tensor<768x768xf32>) permutation = [1, 0] 
    %10 = linalg.matmul ins(%collapsed, %transposed_30 : tensor<16x768xf32>, tensor<768x768xf32>) outs(%2 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_18 : tensor<768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x768xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<16x768xf32>, tensor<16x768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<16x768xf32>
    %expanded_31 = tensor.expand_shape %12 [[0, 1], [2, 3]] output_shape [1, 16, 12, 64] : tensor<16x768xf32> into tensor<1x16x12x64xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<1x16x12x64xf32>) outs(%6 : tensor<1x12x16x64xf32>) permutation = [0, 2, 1, 3] 
    %13 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27 : tensor<1x12x16x64xf32>) outs(%6 : tensor<1x12x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.truncf %cst_17 : f64 to f32
      %97 = arith.mulf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<1x12x16x64xf32>
    %14 = tensor.empty() : tensor<1x12x64x16xf32>
    %transposed_33 = linalg.transpose ins(%expanded_29 : tensor<1x16x12x64xf32>) outs(%14 : tensor<1x12x64x16xf32>) permutation = [0, 2, 3, 1] 
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_33 : tensor<1x12x64x16xf32>) outs(%14 : tensor<1x12x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.truncf %cst_17 : f64 to f32
      %97 = arith.mulf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<1x12x64x16xf32>
    %collapsed_34 = tensor.collapse_shape %13 [[0, 1], [2], [3]] : tensor<1x12x16x64xf32> into tensor<12x16x64xf32>
    %collapsed_35 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<1x12x64x16xf32> into tensor<12x64x16xf32>
    %16 = tensor.empty() : tensor<12x16x16xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<12x16x16xf32>) -> tensor<12x16x16xf32>
    %18 = linalg.batch_matmul ins(%collapsed_34, %collapsed_35 : tensor<12x16x64xf32>, tensor<12x64x16xf32>) outs(%17 : tensor<12x16x16xf32>) -> tensor<12x16x16xf32>
    %expanded_36 = tensor.expand_shape %18 [[0, 1], [2], [3]] output_shape [1, 12, 16, 16] : tensor<12x16x16xf32> into tensor<1x12x16x16xf32>
    %19 = tensor.empty() : tensor<1x12x16xi64>
    %20 = linalg.fill ins(%c0_i64 : i64) outs(%19 : tensor<1x12x16xi64>) -> tensor<1x12x16xi64>
    %21 = tensor.empty() : tensor<1x12x16xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<1x12x16xf32>) -> tensor<1x12x16xf32>
    %23:2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%expanded_36 : tensor<1x12x16x16xf32>) outs(%22, %20 : tensor<1x12x16xf32>, tensor<1x12x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_51: i64):
      %96 = linalg.index 3 : index
      %97 = arith.index_cast %96 : index to i64
      %98 = arith.maximumf %in, %out : f32
      %99 = arith.cmpf ogt, %in, %out : f32
      %100 = arith.select %99, %97, %out_51 : i64
      linalg.yield %98, %100 : f32, i64
    } -> (tensor<1x12x16xf32>, tensor<1x12x16xi64>)
    %expanded_37 = tensor.expand_shape %23#0 [[0], [1], [2, 3]] output_shape [1, 12, 16, 1] : tensor<1x12x16xf32> into tensor<1x12x16x1xf32>
    %24 = tensor.empty() : tensor<1x12x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36, %expanded_37 : tensor<1x12x16x16xf32>, tensor<1x12x16x1xf32>) outs(%24 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.subf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x12x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<1x12x16x16xf32>) outs(%24 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = math.exp %in : f32
      linalg.yield %96 : f32
    } -> tensor<1x12x16x16xf32>
    %27 = tensor.empty() : tensor<1x12x16x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<1x12x16x1xf32>) -> tensor<1x12x16x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<1x12x16x16xf32>) outs(%28 : tensor<1x12x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %in, %out : f32
      linalg.yield %96 : f32
    } -> tensor<1x12x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %29 : tensor<1x12x16x16xf32>, tensor<1x12x16x1xf32>) outs(%24 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.divf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x12x16x16xf32>
    %31 = tensor.empty() : tensor<1x12x16x16xi1>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x12x16x16xf32>) outs(%31 : tensor<1x12x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %96 = arith.extf %in : f32 to f64
      %97 = arith.cmpf oeq, %96, %cst_16 : f64
      linalg.yield %97 : i1
    } -> tensor<1x12x16x16xi1>
    %33 = tensor.empty() : tensor<1x12x16x1xi1>
    %34 = linalg.fill ins(%true : i1) outs(%33 : tensor<1x12x16x1xi1>) -> tensor<1x12x16x1xi1>
    %35 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%32 : tensor<1x12x16x16xi1>) outs(%34 : tensor<1x12x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %96 = arith.andi %in, %out : i1
      linalg.yield %96 : i1
    } -> tensor<1x12x16x1xi1>
    %36 = linalg.generic {indexing_maps = [#map4, #map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %cst_4, %30 : tensor<1x12x16x1xi1>, tensor<1x12x16x16xf32>, tensor<1x12x16x16xf32>) outs(%24 : tensor<1x12x16x16xf32>) {
    ^bb0(%in: i1, %in_51: f32, %in_52: f32, %out: f32):
      %96 = arith.select %in, %in_51, %in_52 : f32
      linalg.yield %96 : f32
    } -> tensor<1x12x16x16xf32>
    %collapsed_38 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<1x12x16x16xf32> into tensor<12x16x16xf32>
    %collapsed_39 = tensor.collapse_shape %transposed_32 [[0, 1], [2], [3]] : tensor<1x12x16x64xf32> into tensor<12x16x64xf32>
    %37 = tensor.empty() : tensor<12x16x64xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<12x16x64xf32>) -> tensor<12x16x64xf32>
    %39 = linalg.batch_matmul ins(%collapsed_38, %collapsed_39 : tensor<12x16x16xf32>, tensor<12x16x64xf32>) outs(%38 : tensor<12x16x64xf32>) -> tensor<12x16x64xf32>
    %expanded_40 = tensor.expand_shape %39 [[0, 1], [2], [3]] output_shape [1, 12, 16, 64] : tensor<12x16x64xf32> into tensor<1x12x16x64xf32>
    %40 = tensor.empty() : tensor<1x16x12x64xf32>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<1x12x16x64xf32>) outs(%40 : tensor<1x16x12x64xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_42 = tensor.collapse_shape %transposed_41 [[0, 1], [2, 3]] : tensor<1x16x12x64xf32> into tensor<16x768xf32>
    %transposed_43 = linalg.transpose ins(%cst_15 : tensor<768x768xf32>) outs(%0 : tensor<768x768xf32>) permutation = [1, 0] 
    %41 = linalg.matmul ins(%collapsed_42, %transposed_43 : tensor<16x768xf32>, tensor<768x768xf32>) outs(%2 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_14 : tensor<768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x768xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41, %42 : tensor<16x768xf32>, tensor<16x768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<16x768xf32>
    %expanded_44 = tensor.expand_shape %43 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %44 = tensor.empty() : tensor<1x16x768xf32>
    %45 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_44 : tensor<1x16x768xf32>, tensor<1x16x768xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %46 = tensor.empty() : tensor<1x16x768xf64>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45 : tensor<1x16x768xf32>) outs(%46 : tensor<1x16x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %96 = arith.extf %in : f32 to f64
      linalg.yield %96 : f64
    } -> tensor<1x16x768xf64>
    %48 = tensor.empty() : tensor<1x16x1xf64>
    %49 = linalg.fill ins(%cst_1 : f64) outs(%48 : tensor<1x16x1xf64>) -> tensor<1x16x1xf64>
    %50 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%47 : tensor<1x16x768xf64>) outs(%49 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.addf %in, %out : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %51 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x16x1xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.divf %in, %cst_24 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %52 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %51 : tensor<1x16x768xf64>, tensor<1x16x1xf64>) outs(%46 : tensor<1x16x768xf64>) {
    ^bb0(%in: f64, %in_51: f64, %out: f64):
      %96 = arith.subf %in, %in_51 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x768xf64>
    %53 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %52 : tensor<1x16x768xf64>, tensor<1x16x768xf64>) outs(%46 : tensor<1x16x768xf64>) {
    ^bb0(%in: f64, %in_51: f64, %out: f64):
      %96 = arith.mulf %in, %in_51 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x768xf64>
    %54 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%53 : tensor<1x16x768xf64>) outs(%49 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.addf %in, %out : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %55 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%54 : tensor<1x16x1xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.divf %in, %cst_24 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %56 = tensor.empty() : tensor<1x16x1xf32>
    %57 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x16x1xf64>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %96 = arith.truncf %in : f64 to f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%56 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%45 : tensor<1x16x768xf32>) outs(%58 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %in, %out : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59 : tensor<1x16x1xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.divf %in, %cst_25 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57 : tensor<1x16x1xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.truncf %cst_13 : f64 to f32
      %97 = arith.addf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x1xf32>
    %62 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%61 : tensor<1x16x1xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = math.rsqrt %in : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %63 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %60 : tensor<1x16x768xf32>, tensor<1x16x1xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.subf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %64 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%63, %62 : tensor<1x16x768xf32>, tensor<1x16x1xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.mulf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %65 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %cst_12 : tensor<1x16x768xf32>, tensor<768xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.mulf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %cst_11 : tensor<1x16x768xf32>, tensor<768xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %collapsed_45 = tensor.collapse_shape %66 [[0, 1], [2]] : tensor<1x16x768xf32> into tensor<16x768xf32>
    %67 = tensor.empty() : tensor<768x3072xf32>
    %transposed_46 = linalg.transpose ins(%cst_10 : tensor<3072x768xf32>) outs(%67 : tensor<768x3072xf32>) permutation = [1, 0] 
    %68 = tensor.empty() : tensor<16x3072xf32>
    %69 = linalg.fill ins(%cst : f32) outs(%68 : tensor<16x3072xf32>) -> tensor<16x3072xf32>
    %70 = linalg.matmul ins(%collapsed_45, %transposed_46 : tensor<16x768xf32>, tensor<768x3072xf32>) outs(%69 : tensor<16x3072xf32>) -> tensor<16x3072xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<3072xf32>) outs(%68 : tensor<16x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x3072xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%70, %71 : tensor<16x3072xf32>, tensor<16x3072xf32>) outs(%68 : tensor<16x3072xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<16x3072xf32>
    %expanded_47 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [1, 16, 3072] : tensor<16x3072xf32> into tensor<1x16x3072xf32>
    %73 = tensor.empty() : tensor<1x16x3072xf32>
    %74 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x16x3072xf32>) outs(%73 : tensor<1x16x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.divf %in, %cst_26 : f32
      %97 = math.erf %96 : f32
      %98 = arith.addf %97, %cst_2 : f32
      %99 = arith.mulf %98, %cst_3 : f32
      %100 = arith.mulf %in, %99 : f32
      linalg.yield %100 : f32
    } -> tensor<1x16x3072xf32>
    %collapsed_48 = tensor.collapse_shape %74 [[0, 1], [2]] : tensor<1x16x3072xf32> into tensor<16x3072xf32>
    %75 = tensor.empty() : tensor<3072x768xf32>
    %transposed_49 = linalg.transpose ins(%cst_8 : tensor<768x3072xf32>) outs(%75 : tensor<3072x768xf32>) permutation = [1, 0] 
    %76 = linalg.matmul ins(%collapsed_48, %transposed_49 : tensor<16x3072xf32>, tensor<3072x768xf32>) outs(%2 : tensor<16x768xf32>) -> tensor<16x768xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x768xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%76, %77 : tensor<16x768xf32>, tensor<16x768xf32>) outs(%1 : tensor<16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<16x768xf32>
    %expanded_50 = tensor.expand_shape %78 [[0, 1], [2]] output_shape [1, 16, 768] : tensor<16x768xf32> into tensor<1x16x768xf32>
    %79 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%66, %expanded_50 : tensor<1x16x768xf32>, tensor<1x16x768xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %80 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x16x768xf32>) outs(%46 : tensor<1x16x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %96 = arith.extf %in : f32 to f64
      linalg.yield %96 : f64
    } -> tensor<1x16x768xf64>
    %81 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%80 : tensor<1x16x768xf64>) outs(%49 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.addf %in, %out : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %82 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<1x16x1xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.divf %in, %cst_24 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %83 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %82 : tensor<1x16x768xf64>, tensor<1x16x1xf64>) outs(%46 : tensor<1x16x768xf64>) {
    ^bb0(%in: f64, %in_51: f64, %out: f64):
      %96 = arith.subf %in, %in_51 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x768xf64>
    %84 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%83, %83 : tensor<1x16x768xf64>, tensor<1x16x768xf64>) outs(%46 : tensor<1x16x768xf64>) {
    ^bb0(%in: f64, %in_51: f64, %out: f64):
      %96 = arith.mulf %in, %in_51 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x768xf64>
    %85 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%84 : tensor<1x16x768xf64>) outs(%49 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.addf %in, %out : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %86 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%85 : tensor<1x16x1xf64>) outs(%48 : tensor<1x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %96 = arith.divf %in, %cst_24 : f64
      linalg.yield %96 : f64
    } -> tensor<1x16x1xf64>
    %87 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86 : tensor<1x16x1xf64>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %96 = arith.truncf %in : f64 to f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %88 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel", "reduction"]} ins(%79 : tensor<1x16x768xf32>) outs(%58 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.addf %in, %out : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%88 : tensor<1x16x1xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.divf %in, %cst_25 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%87 : tensor<1x16x1xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = arith.truncf %cst_13 : f64 to f32
      %97 = arith.addf %in, %96 : f32
      linalg.yield %97 : f32
    } -> tensor<1x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<1x16x1xf32>) outs(%56 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %96 = math.rsqrt %in : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %89 : tensor<1x16x768xf32>, tensor<1x16x1xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.subf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %93 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%92, %91 : tensor<1x16x768xf32>, tensor<1x16x1xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.mulf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %94 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%93, %cst_6 : tensor<1x16x768xf32>, tensor<768xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.mulf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    %95 = linalg.generic {indexing_maps = [#map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%94, %cst_5 : tensor<1x16x768xf32>, tensor<768xf32>) outs(%44 : tensor<1x16x768xf32>) {
    ^bb0(%in: f32, %in_51: f32, %out: f32):
      %96 = arith.addf %in, %in_51 : f32
      linalg.yield %96 : f32
    } -> tensor<1x16x768xf32>
    return %95 : tensor<1x16x768xf32>
  }
}

// 16 dense_resource blobs (28351488 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

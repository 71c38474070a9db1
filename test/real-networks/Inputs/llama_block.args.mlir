// Llama decoder block (d 512), exported by bench/real/export_torch.py --networks llama_block --batch 1 --seq-len 16 --weights arguments
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=llama_block_args data-args=1
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @llama_block_args(%arg0: tensor<1x16x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<512x512xf32>, %arg3: tensor<512x512xf32>, %arg4: tensor<512x512xf32>, %arg5: tensor<512x512xf32>, %arg6: tensor<512xf32>, %arg7: tensor<1408x512xf32>, %arg8: tensor<1408x512xf32>, %arg9: tensor<512x1408xf32>, %arg10: tensor<32xf32>) -> tensor<1x16x512xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x8x16x16xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_5 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_6 = arith.constant 0xFFF0000000000000 : f64
    %cst_7 = arith.constant 0.35355339059327379 : f64
    %cst_8 = arith.constant 1.000000e-05 : f64
    %cst_9 = arith.constant 5.120000e+02 : f32
    %0 = tensor.empty() : tensor<16xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xf32>) {
    ^bb0(%out: f32):
      %92 = linalg.index 0 : index
      %93 = arith.index_cast %92 : index to i64
      %94 = arith.sitofp %93 : i64 to f32
      %95 = arith.addf %94, %cst : f32
      linalg.yield %95 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xf32> into tensor<16x1xf32>
    %expanded_10 = tensor.expand_shape %arg10 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %2 = tensor.empty() : tensor<16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_10 : tensor<16x1xf32>, tensor<1x32xf32>) outs(%2 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<16x32xf32>
    %concat = tensor.concat dim(1) %3, %3 : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x64xf32>
    %4 = tensor.empty() : tensor<16x64xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<16x64xf32>) outs(%4 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.cos %in : f32
      linalg.yield %92 : f32
    } -> tensor<16x64xf32>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%concat : tensor<16x64xf32>) outs(%4 : tensor<16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.sin %in : f32
      linalg.yield %92 : f32
    } -> tensor<16x64xf32>
    %7 = tensor.empty() : tensor<1x16x512xf32>
    %8 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x16x512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %9 = tensor.empty() : tensor<1x16x1xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%8 : tensor<1x16x512xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_9 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_8 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x16x512xf32>, tensor<1x16x1xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %arg1 : tensor<1x16x512xf32>, tensor<512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %17 = tensor.empty() : tensor<512x512xf32>
    %transposed = linalg.transpose ins(%arg2 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %18 = tensor.empty() : tensor<16x512xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %20 = linalg.matmul ins(%collapsed, %transposed : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_11 = tensor.expand_shape %20 [[0, 1], [2, 3]] output_shape [1, 16, 8, 64] : tensor<16x512xf32> into tensor<1x16x8x64xf32>
    %transposed_12 = linalg.transpose ins(%arg3 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %21 = linalg.matmul ins(%collapsed, %transposed_12 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_13 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [1, 16, 8, 64] : tensor<16x512xf32> into tensor<1x16x8x64xf32>
    %transposed_14 = linalg.transpose ins(%arg4 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %22 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_15 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [1, 16, 8, 64] : tensor<16x512xf32> into tensor<1x16x8x64xf32>
    %23 = tensor.empty() : tensor<1x8x16x64xf32>
    %transposed_16 = linalg.transpose ins(%expanded_11 : tensor<1x16x8x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_17 = linalg.transpose ins(%expanded_13 : tensor<1x16x8x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_18 = linalg.transpose ins(%expanded_15 : tensor<1x16x8x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) permutation = [0, 2, 1, 3] 
    %24 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %5 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 32] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %25 = tensor.empty() : tensor<1x8x16x32xf32>
    %26 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x16x32xf32>) outs(%25 : tensor<1x8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x32xf32>
    %extracted_slice_19 = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %concat_20 = tensor.concat dim(3) %26, %extracted_slice_19 : (tensor<1x8x16x32xf32>, tensor<1x8x16x32xf32>) -> tensor<1x8x16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_20, %6 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.addf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_17, %5 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %extracted_slice_21 = tensor.extract_slice %transposed_17[0, 0, 0, 32] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %30 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_21 : tensor<1x8x16x32xf32>) outs(%25 : tensor<1x8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x32xf32>
    %extracted_slice_22 = tensor.extract_slice %transposed_17[0, 0, 0, 0] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %concat_23 = tensor.concat dim(3) %30, %extracted_slice_22 : (tensor<1x8x16x32xf32>, tensor<1x8x16x32xf32>) -> tensor<1x8x16x64xf32>
    %31 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_23, %6 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.addf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_7 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x8x16x64xf32>
    %34 = tensor.empty() : tensor<16xi64>
    %35 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%34 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %92 = linalg.index 0 : index
      %93 = arith.index_cast %92 : index to i64
      linalg.yield %93 : i64
    } -> tensor<16xi64>
    %expanded_24 = tensor.expand_shape %35 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_25 = tensor.expand_shape %35 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %36 = tensor.empty() : tensor<16x16xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_24, %expanded_25 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%36 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_46: i64, %out: i64):
      %92 = arith.subi %in, %in_46 : i64
      linalg.yield %92 : i64
    } -> tensor<16x16xi64>
    %38 = tensor.empty() : tensor<16x16xi1>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x16xi64>) outs(%38 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %92 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %92 : i1
    } -> tensor<16x16xi1>
    %40 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_5 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%38 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_46: i1, %out: i1):
      %92 = arith.andi %in, %in_46 : i1
      linalg.yield %92 : i1
    } -> tensor<16x16xi1>
    %41 = tensor.empty() : tensor<16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map9, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_3, %cst_4 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%41 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %92 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %92 : f32
    } -> tensor<16x16xf32>
    %43 = tensor.empty() : tensor<1x8x64x16xf32>
    %transposed_26 = linalg.transpose ins(%32 : tensor<1x8x16x64xf32>) outs(%43 : tensor<1x8x64x16xf32>) permutation = [0, 1, 3, 2] 
    %44 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26 : tensor<1x8x64x16xf32>) outs(%43 : tensor<1x8x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_7 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x8x64x16xf32>
    %collapsed_27 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
    %collapsed_28 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<1x8x64x16xf32> into tensor<8x64x16xf32>
    %45 = tensor.empty() : tensor<8x16x16xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %47 = linalg.batch_matmul ins(%collapsed_27, %collapsed_28 : tensor<8x16x64xf32>, tensor<8x64x16xf32>) outs(%46 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_29 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [1, 8, 16, 16] : tensor<8x16x16xf32> into tensor<1x8x16x16xf32>
    %48 = tensor.empty() : tensor<1x8x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_29, %42 : tensor<1x8x16x16xf32>, tensor<16x16xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.addf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %50 = tensor.empty() : tensor<1x8x16xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<1x8x16xi64>) -> tensor<1x8x16xi64>
    %52 = tensor.empty() : tensor<1x8x16xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %54:2 = linalg.generic {indexing_maps = [#map7, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<1x8x16x16xf32>) outs(%53, %51 : tensor<1x8x16xf32>, tensor<1x8x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_46: i64):
      %92 = linalg.index 3 : index
      %93 = arith.index_cast %92 : index to i64
      %94 = arith.maximumf %in, %out : f32
      %95 = arith.cmpf ogt, %in, %out : f32
      %96 = arith.select %95, %93, %out_46 : i64
      linalg.yield %94, %96 : f32, i64
    } -> (tensor<1x8x16xf32>, tensor<1x8x16xi64>)
    %expanded_30 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [1, 8, 16, 1] : tensor<1x8x16xf32> into tensor<1x8x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_30 : tensor<1x8x16x16xf32>, tensor<1x8x16x1xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.subf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<1x8x16x16xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.exp %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %57 = tensor.empty() : tensor<1x8x16x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<1x8x16x1xf32>) -> tensor<1x8x16x1xf32>
    %59 = linalg.generic {indexing_maps = [#map7, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<1x8x16x16xf32>) outs(%58 : tensor<1x8x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<1x8x16x16xf32>, tensor<1x8x16x1xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.divf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %61 = tensor.empty() : tensor<1x8x16x16xi1>
    %62 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x16x16xf32>) outs(%61 : tensor<1x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %92 = arith.extf %in : f32 to f64
      %93 = arith.cmpf oeq, %92, %cst_6 : f64
      linalg.yield %93 : i1
    } -> tensor<1x8x16x16xi1>
    %63 = tensor.empty() : tensor<1x8x16x1xi1>
    %64 = linalg.fill ins(%true : i1) outs(%63 : tensor<1x8x16x1xi1>) -> tensor<1x8x16x1xi1>
    %65 = linalg.generic {indexing_maps = [#map7, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x8x16x16xi1>) outs(%64 : tensor<1x8x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %92 = arith.andi %in, %out : i1
      linalg.yield %92 : i1
    } -> tensor<1x8x16x1xi1>
    %66 = linalg.generic {indexing_maps = [#map11, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %cst_2, %60 : tensor<1x8x16x1xi1>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: i1, %in_46: f32, %in_47: f32, %out: f32):
      %92 = arith.select %in, %in_46, %in_47 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %collapsed_31 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_32 = tensor.collapse_shape %transposed_18 [[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
    %67 = tensor.empty() : tensor<8x16x64xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %69 = linalg.batch_matmul ins(%collapsed_31, %collapsed_32 : tensor<8x16x16xf32>, tensor<8x16x64xf32>) outs(%68 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %expanded_33 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [1, 8, 16, 64] : tensor<8x16x64xf32> into tensor<1x8x16x64xf32>
    %70 = tensor.empty() : tensor<1x16x8x64xf32>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<1x8x16x64xf32>) outs(%70 : tensor<1x16x8x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_35 = linalg.transpose ins(%arg5 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %collapsed_36 = tensor.collapse_shape %transposed_34 [[0, 1], [2, 3]] : tensor<1x16x8x64xf32> into tensor<16x512xf32>
    %71 = linalg.matmul ins(%collapsed_36, %transposed_35 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_37 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_37 : tensor<1x16x512xf32>, tensor<1x16x512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.addf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%73 : tensor<1x16x512xf32>) outs(%10 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.addf %in, %out : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.divf %in, %cst_9 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_8 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<1x16x512xf32>, tensor<1x16x1xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %arg6 : tensor<1x16x512xf32>, tensor<512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %80 = tensor.empty() : tensor<512x1408xf32>
    %transposed_38 = linalg.transpose ins(%arg7 : tensor<1408x512xf32>) outs(%80 : tensor<512x1408xf32>) permutation = [1, 0] 
    %collapsed_39 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %81 = tensor.empty() : tensor<16x1408xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<16x1408xf32>) -> tensor<16x1408xf32>
    %83 = linalg.matmul ins(%collapsed_39, %transposed_38 : tensor<16x512xf32>, tensor<512x1408xf32>) outs(%82 : tensor<16x1408xf32>) -> tensor<16x1408xf32>
    %expanded_40 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 16, 1408] : tensor<16x1408xf32> into tensor<1x16x1408xf32>
    %84 = tensor.empty() : tensor<1x16x1408xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x16x1408xf32>) outs(%84 : tensor<1x16x1408xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_1 : f32
      %95 = arith.divf %cst_1, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x16x1408xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %85 : tensor<1x16x1408xf32>, tensor<1x16x1408xf32>) outs(%84 : tensor<1x16x1408xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1408xf32>
    %transposed_41 = linalg.transpose ins(%arg8 : tensor<1408x512xf32>) outs(%80 : tensor<512x1408xf32>) permutation = [1, 0] 
    %87 = linalg.matmul ins(%collapsed_39, %transposed_41 : tensor<16x512xf32>, tensor<512x1408xf32>) outs(%82 : tensor<16x1408xf32>) -> tensor<16x1408xf32>
    %expanded_42 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [1, 16, 1408] : tensor<16x1408xf32> into tensor<1x16x1408xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_42 : tensor<1x16x1408xf32>, tensor<1x16x1408xf32>) outs(%84 : tensor<1x16x1408xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.mulf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1408xf32>
    %89 = tensor.empty() : tensor<1408x512xf32>
    %transposed_43 = linalg.transpose ins(%arg9 : tensor<512x1408xf32>) outs(%89 : tensor<1408x512xf32>) permutation = [1, 0] 
    %collapsed_44 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x16x1408xf32> into tensor<16x1408xf32>
    %90 = linalg.matmul ins(%collapsed_44, %transposed_43 : tensor<16x1408xf32>, tensor<1408x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_45 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %expanded_45 : tensor<1x16x512xf32>, tensor<1x16x512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_46: f32, %out: f32):
      %92 = arith.addf %in, %in_46 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    return %91 : tensor<1x16x512xf32>
  }
}

// Llama decoder block (d 512), exported by bench/real/export_torch.py --networks llama_block --batch 1 --seq-len 16 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=llama_block data-args=1
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
  func.func @llama_block(%arg0: tensor<1x16x512xf32>) -> tensor<1x16x512xf32> {
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
    %cst_6 = arith.constant dense_resource<torch_tensor_512_1408_torch.float32> : tensor<512x1408xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_1408_512_torch.float32_1> : tensor<1408x512xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_1408_512_torch.float32> : tensor<1408x512xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_512_512_torch.float32_3> : tensor<512x512xf32>
    %cst_11 = arith.constant 0xFFF0000000000000 : f64
    %cst_12 = arith.constant 0.35355339059327379 : f64
    %cst_13 = arith.constant dense_resource<torch_tensor_512_512_torch.float32_2> : tensor<512x512xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_512_512_torch.float32_1> : tensor<512x512xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_512_512_torch.float32> : tensor<512x512xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_512_torch.float32> : tensor<512xf32>
    %cst_17 = arith.constant 1.000000e-05 : f64
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_19 = arith.constant 5.120000e+02 : f32
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
    %expanded_20 = tensor.expand_shape %cst_18 [[0, 1]] output_shape [1, 32] : tensor<32xf32> into tensor<1x32xf32>
    %2 = tensor.empty() : tensor<16x32xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_20 : tensor<16x1xf32>, tensor<1x32xf32>) outs(%2 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
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
      %92 = arith.divf %in, %cst_19 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_17 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %15 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %14 : tensor<1x16x512xf32>, tensor<1x16x1xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %16 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15, %cst_16 : tensor<1x16x512xf32>, tensor<512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %17 = tensor.empty() : tensor<512x512xf32>
    %transposed = linalg.transpose ins(%cst_15 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %16 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %18 = tensor.empty() : tensor<16x512xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %20 = linalg.matmul ins(%collapsed, %transposed : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_21 = tensor.expand_shape %20 [[0, 1], [2, 3]] output_shape [1, 16, 8, 64] : tensor<16x512xf32> into tensor<1x16x8x64xf32>
    %transposed_22 = linalg.transpose ins(%cst_14 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %21 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_23 = tensor.expand_shape %21 [[0, 1], [2, 3]] output_shape [1, 16, 8, 64] : tensor<16x512xf32> into tensor<1x16x8x64xf32>
    %transposed_24 = linalg.transpose ins(%cst_13 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %22 = linalg.matmul ins(%collapsed, %transposed_24 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_25 = tensor.expand_shape %22 [[0, 1], [2, 3]] output_shape [1, 16, 8, 64] : tensor<16x512xf32> into tensor<1x16x8x64xf32>
    %23 = tensor.empty() : tensor<1x8x16x64xf32>
    %transposed_26 = linalg.transpose ins(%expanded_21 : tensor<1x16x8x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_27 = linalg.transpose ins(%expanded_23 : tensor<1x16x8x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_28 = linalg.transpose ins(%expanded_25 : tensor<1x16x8x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) permutation = [0, 2, 1, 3] 
    %24 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_26, %5 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %extracted_slice = tensor.extract_slice %transposed_26[0, 0, 0, 32] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %25 = tensor.empty() : tensor<1x8x16x32xf32>
    %26 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x8x16x32xf32>) outs(%25 : tensor<1x8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x32xf32>
    %extracted_slice_29 = tensor.extract_slice %transposed_26[0, 0, 0, 0] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %concat_30 = tensor.concat dim(3) %26, %extracted_slice_29 : (tensor<1x8x16x32xf32>, tensor<1x8x16x32xf32>) -> tensor<1x8x16x64xf32>
    %27 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_30, %6 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %28 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.addf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %29 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_27, %5 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_27[0, 0, 0, 32] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %30 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<1x8x16x32xf32>) outs(%25 : tensor<1x8x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x32xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_27[0, 0, 0, 0] [1, 8, 16, 32] [1, 1, 1, 1] : tensor<1x8x16x64xf32> to tensor<1x8x16x32xf32>
    %concat_33 = tensor.concat dim(3) %30, %extracted_slice_32 : (tensor<1x8x16x32xf32>, tensor<1x8x16x32xf32>) -> tensor<1x8x16x64xf32>
    %31 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %6 : tensor<1x8x16x64xf32>, tensor<16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %32 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %31 : tensor<1x8x16x64xf32>, tensor<1x8x16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.addf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x64xf32>
    %33 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x8x16x64xf32>) outs(%23 : tensor<1x8x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_12 : f64 to f32
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
    %expanded_34 = tensor.expand_shape %35 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_35 = tensor.expand_shape %35 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %36 = tensor.empty() : tensor<16x16xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_34, %expanded_35 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%36 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_56: i64, %out: i64):
      %92 = arith.subi %in, %in_56 : i64
      linalg.yield %92 : i64
    } -> tensor<16x16xi64>
    %38 = tensor.empty() : tensor<16x16xi1>
    %39 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x16xi64>) outs(%38 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %92 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %92 : i1
    } -> tensor<16x16xi1>
    %40 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%39, %cst_5 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%38 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_56: i1, %out: i1):
      %92 = arith.andi %in, %in_56 : i1
      linalg.yield %92 : i1
    } -> tensor<16x16xi1>
    %41 = tensor.empty() : tensor<16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map3, #map9, #map9, #map3], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_3, %cst_4 : tensor<16x16xi1>, tensor<f32>, tensor<f32>) outs(%41 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_56: f32, %in_57: f32, %out: f32):
      %92 = arith.select %in, %in_56, %in_57 : f32
      linalg.yield %92 : f32
    } -> tensor<16x16xf32>
    %43 = tensor.empty() : tensor<1x8x64x16xf32>
    %transposed_36 = linalg.transpose ins(%32 : tensor<1x8x16x64xf32>) outs(%43 : tensor<1x8x64x16xf32>) permutation = [0, 1, 3, 2] 
    %44 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_36 : tensor<1x8x64x16xf32>) outs(%43 : tensor<1x8x64x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_12 : f64 to f32
      %93 = arith.mulf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x8x64x16xf32>
    %collapsed_37 = tensor.collapse_shape %33 [[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
    %collapsed_38 = tensor.collapse_shape %44 [[0, 1], [2], [3]] : tensor<1x8x64x16xf32> into tensor<8x64x16xf32>
    %45 = tensor.empty() : tensor<8x16x16xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %47 = linalg.batch_matmul ins(%collapsed_37, %collapsed_38 : tensor<8x16x64xf32>, tensor<8x64x16xf32>) outs(%46 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_39 = tensor.expand_shape %47 [[0, 1], [2], [3]] output_shape [1, 8, 16, 16] : tensor<8x16x16xf32> into tensor<1x8x16x16xf32>
    %48 = tensor.empty() : tensor<1x8x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_39, %42 : tensor<1x8x16x16xf32>, tensor<16x16xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.addf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %50 = tensor.empty() : tensor<1x8x16xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<1x8x16xi64>) -> tensor<1x8x16xi64>
    %52 = tensor.empty() : tensor<1x8x16xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
    %54:2 = linalg.generic {indexing_maps = [#map7, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<1x8x16x16xf32>) outs(%53, %51 : tensor<1x8x16xf32>, tensor<1x8x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_56: i64):
      %92 = linalg.index 3 : index
      %93 = arith.index_cast %92 : index to i64
      %94 = arith.maximumf %in, %out : f32
      %95 = arith.cmpf ogt, %in, %out : f32
      %96 = arith.select %95, %93, %out_56 : i64
      linalg.yield %94, %96 : f32, i64
    } -> (tensor<1x8x16xf32>, tensor<1x8x16xi64>)
    %expanded_40 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [1, 8, 16, 1] : tensor<1x8x16xf32> into tensor<1x8x16x1xf32>
    %55 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_40 : tensor<1x8x16x16xf32>, tensor<1x8x16x1xf32>) outs(%48 : tensor<1x8x16x16xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.subf %in, %in_56 : f32
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
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.divf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %61 = tensor.empty() : tensor<1x8x16x16xi1>
    %62 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x8x16x16xf32>) outs(%61 : tensor<1x8x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %92 = arith.extf %in : f32 to f64
      %93 = arith.cmpf oeq, %92, %cst_11 : f64
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
    ^bb0(%in: i1, %in_56: f32, %in_57: f32, %out: f32):
      %92 = arith.select %in, %in_56, %in_57 : f32
      linalg.yield %92 : f32
    } -> tensor<1x8x16x16xf32>
    %collapsed_41 = tensor.collapse_shape %66 [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_42 = tensor.collapse_shape %transposed_28 [[0, 1], [2], [3]] : tensor<1x8x16x64xf32> into tensor<8x16x64xf32>
    %67 = tensor.empty() : tensor<8x16x64xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %69 = linalg.batch_matmul ins(%collapsed_41, %collapsed_42 : tensor<8x16x16xf32>, tensor<8x16x64xf32>) outs(%68 : tensor<8x16x64xf32>) -> tensor<8x16x64xf32>
    %expanded_43 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [1, 8, 16, 64] : tensor<8x16x64xf32> into tensor<1x8x16x64xf32>
    %70 = tensor.empty() : tensor<1x16x8x64xf32>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<1x8x16x64xf32>) outs(%70 : tensor<1x16x8x64xf32>) permutation = [0, 2, 1, 3] 
    %transposed_45 = linalg.transpose ins(%cst_10 : tensor<512x512xf32>) outs(%17 : tensor<512x512xf32>) permutation = [1, 0] 
    %collapsed_46 = tensor.collapse_shape %transposed_44 [[0, 1], [2, 3]] : tensor<1x16x8x64xf32> into tensor<16x512xf32>
    %71 = linalg.matmul ins(%collapsed_46, %transposed_45 : tensor<16x512xf32>, tensor<512x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_47 = tensor.expand_shape %71 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %expanded_47 : tensor<1x16x512xf32>, tensor<1x16x512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.addf %in, %in_56 : f32
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
      %92 = arith.divf %in, %cst_19 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%75 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.truncf %cst_17 : f64 to f32
      %93 = arith.addf %in, %92 : f32
      linalg.yield %93 : f32
    } -> tensor<1x16x1xf32>
    %77 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x16x1xf32>) outs(%9 : tensor<1x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.rsqrt %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1xf32>
    %78 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %77 : tensor<1x16x512xf32>, tensor<1x16x1xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %79 = linalg.generic {indexing_maps = [#map4, #map6, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%78, %cst_9 : tensor<1x16x512xf32>, tensor<512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    %80 = tensor.empty() : tensor<512x1408xf32>
    %transposed_48 = linalg.transpose ins(%cst_8 : tensor<1408x512xf32>) outs(%80 : tensor<512x1408xf32>) permutation = [1, 0] 
    %collapsed_49 = tensor.collapse_shape %79 [[0, 1], [2]] : tensor<1x16x512xf32> into tensor<16x512xf32>
    %81 = tensor.empty() : tensor<16x1408xf32>
    %82 = linalg.fill ins(%cst : f32) outs(%81 : tensor<16x1408xf32>) -> tensor<16x1408xf32>
    %83 = linalg.matmul ins(%collapsed_49, %transposed_48 : tensor<16x512xf32>, tensor<512x1408xf32>) outs(%82 : tensor<16x1408xf32>) -> tensor<16x1408xf32>
    %expanded_50 = tensor.expand_shape %83 [[0, 1], [2]] output_shape [1, 16, 1408] : tensor<16x1408xf32> into tensor<1x16x1408xf32>
    %84 = tensor.empty() : tensor<1x16x1408xf32>
    %85 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50 : tensor<1x16x1408xf32>) outs(%84 : tensor<1x16x1408xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_1 : f32
      %95 = arith.divf %cst_1, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x16x1408xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_50, %85 : tensor<1x16x1408xf32>, tensor<1x16x1408xf32>) outs(%84 : tensor<1x16x1408xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1408xf32>
    %transposed_51 = linalg.transpose ins(%cst_7 : tensor<1408x512xf32>) outs(%80 : tensor<512x1408xf32>) permutation = [1, 0] 
    %87 = linalg.matmul ins(%collapsed_49, %transposed_51 : tensor<16x512xf32>, tensor<512x1408xf32>) outs(%82 : tensor<16x1408xf32>) -> tensor<16x1408xf32>
    %expanded_52 = tensor.expand_shape %87 [[0, 1], [2]] output_shape [1, 16, 1408] : tensor<16x1408xf32> into tensor<1x16x1408xf32>
    %88 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%86, %expanded_52 : tensor<1x16x1408xf32>, tensor<1x16x1408xf32>) outs(%84 : tensor<1x16x1408xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.mulf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x1408xf32>
    %89 = tensor.empty() : tensor<1408x512xf32>
    %transposed_53 = linalg.transpose ins(%cst_6 : tensor<512x1408xf32>) outs(%89 : tensor<1408x512xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %88 [[0, 1], [2]] : tensor<1x16x1408xf32> into tensor<16x1408xf32>
    %90 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<16x1408xf32>, tensor<1408x512xf32>) outs(%19 : tensor<16x512xf32>) -> tensor<16x512xf32>
    %expanded_55 = tensor.expand_shape %90 [[0, 1], [2]] output_shape [1, 16, 512] : tensor<16x512xf32> into tensor<1x16x512xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel"]} ins(%72, %expanded_55 : tensor<1x16x512xf32>, tensor<1x16x512xf32>) outs(%7 : tensor<1x16x512xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %92 = arith.addf %in, %in_56 : f32
      linalg.yield %92 : f32
    } -> tensor<1x16x512xf32>
    return %91 : tensor<1x16x512xf32>
  }
}

// 10 dense_resource blobs (12849280 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

// ResNet-18, exported by bench/real/export_torch.py --networks resnet18 --batch 1 --image-size 64 --weights constants --dialect tosa
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=tosa), then mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)'
// real-networks: func=resnet18_tosa data-args=1
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @resnet18_tosa(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %cst_0 = arith.constant 3.40282347E+38 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_512_torch.float32_17> : tensor<512xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_512_torch.float32_13> : tensor<512xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_512_torch.float32_9> : tensor<512xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_512_torch.float32_5> : tensor<512xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_256_torch.float32_17> : tensor<256xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_256_torch.float32_13> : tensor<256xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_256_torch.float32_9> : tensor<256xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_torch.float32_17> : tensor<64xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_22 = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %cst_23 = arith.constant dense<0.000000e+00> : tensor<128xf32>
    %cst_24 = arith.constant dense<0.000000e+00> : tensor<256xf32>
    %cst_25 = arith.constant dense<0.000000e+00> : tensor<512xf32>
    %cst_26 = arith.constant dense_resource<stripped_dense_0> : tensor<64x7x7x3xf32>
    %cst_27 = arith.constant dense<9.99999974E-6> : tensor<1xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<1x64x1x1xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<1x64x1x1xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<1x64x1x1xf32>
    %cst_31 = arith.constant dense_resource<stripped_dense_1> : tensor<64x3x3x64xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<1x64x1x1xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<1x64x1x1xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<1x64x1x1xf32>
    %cst_35 = arith.constant dense_resource<stripped_dense_2> : tensor<64x3x3x64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<1x64x1x1xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<1x64x1x1xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<1x64x1x1xf32>
    %cst_39 = arith.constant dense_resource<stripped_dense_3> : tensor<64x3x3x64xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<1x64x1x1xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_64_torch.float32_14> : tensor<1x64x1x1xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_64_torch.float32_15> : tensor<1x64x1x1xf32>
    %cst_43 = arith.constant dense_resource<stripped_dense_4> : tensor<64x3x3x64xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_64_torch.float32_16> : tensor<1x64x1x1xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_64_torch.float32_18> : tensor<1x64x1x1xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_64_torch.float32_19> : tensor<1x64x1x1xf32>
    %cst_47 = arith.constant dense_resource<stripped_dense_5> : tensor<128x3x3x64xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<1x128x1x1xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<1x128x1x1xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<1x128x1x1xf32>
    %cst_51 = arith.constant dense_resource<stripped_dense_6> : tensor<128x3x3x128xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<1x128x1x1xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<1x128x1x1xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<1x128x1x1xf32>
    %cst_55 = arith.constant dense_resource<stripped_dense_7> : tensor<128x1x1x64xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<1x128x1x1xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_128_torch.float32_10> : tensor<1x128x1x1xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_128_torch.float32_11> : tensor<1x128x1x1xf32>
    %cst_59 = arith.constant dense_resource<stripped_dense_8> : tensor<128x3x3x128xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_128_torch.float32_12> : tensor<1x128x1x1xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_128_torch.float32_14> : tensor<1x128x1x1xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_128_torch.float32_15> : tensor<1x128x1x1xf32>
    %cst_63 = arith.constant dense_resource<stripped_dense_9> : tensor<128x3x3x128xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_128_torch.float32_16> : tensor<1x128x1x1xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_128_torch.float32_18> : tensor<1x128x1x1xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_128_torch.float32_19> : tensor<1x128x1x1xf32>
    %cst_67 = arith.constant dense_resource<stripped_dense_10> : tensor<256x3x3x128xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<1x256x1x1xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<1x256x1x1xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<1x256x1x1xf32>
    %cst_71 = arith.constant dense_resource<stripped_dense_11> : tensor<256x3x3x256xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_256_torch.float32_4> : tensor<1x256x1x1xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_256_torch.float32_6> : tensor<1x256x1x1xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_256_torch.float32_7> : tensor<1x256x1x1xf32>
    %cst_75 = arith.constant dense_resource<stripped_dense_12> : tensor<256x1x1x128xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_256_torch.float32_8> : tensor<1x256x1x1xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_256_torch.float32_10> : tensor<1x256x1x1xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_256_torch.float32_11> : tensor<1x256x1x1xf32>
    %cst_79 = arith.constant dense_resource<stripped_dense_13> : tensor<256x3x3x256xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_256_torch.float32_12> : tensor<1x256x1x1xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_256_torch.float32_14> : tensor<1x256x1x1xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_256_torch.float32_15> : tensor<1x256x1x1xf32>
    %cst_83 = arith.constant dense_resource<stripped_dense_14> : tensor<256x3x3x256xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_256_torch.float32_16> : tensor<1x256x1x1xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_256_torch.float32_18> : tensor<1x256x1x1xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_256_torch.float32_19> : tensor<1x256x1x1xf32>
    %cst_87 = arith.constant dense_resource<stripped_dense_15> : tensor<512x3x3x256xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_512_torch.float32> : tensor<1x512x1x1xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_512_torch.float32_2> : tensor<1x512x1x1xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_512_torch.float32_3> : tensor<1x512x1x1xf32>
    %cst_91 = arith.constant dense_resource<stripped_dense_16> : tensor<512x3x3x512xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_512_torch.float32_4> : tensor<1x512x1x1xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_512_torch.float32_6> : tensor<1x512x1x1xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_512_torch.float32_7> : tensor<1x512x1x1xf32>
    %cst_95 = arith.constant dense_resource<stripped_dense_17> : tensor<512x1x1x256xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_512_torch.float32_8> : tensor<1x512x1x1xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_512_torch.float32_10> : tensor<1x512x1x1xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_512_torch.float32_11> : tensor<1x512x1x1xf32>
    %cst_99 = arith.constant dense_resource<stripped_dense_18> : tensor<512x3x3x512xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_512_torch.float32_12> : tensor<1x512x1x1xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_512_torch.float32_14> : tensor<1x512x1x1xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_512_torch.float32_15> : tensor<1x512x1x1xf32>
    %cst_103 = arith.constant dense_resource<stripped_dense_19> : tensor<512x3x3x512xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_512_torch.float32_16> : tensor<1x512x1x1xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_512_torch.float32_18> : tensor<1x512x1x1xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_512_torch.float32_19> : tensor<1x512x1x1xf32>
    %cst_107 = arith.constant dense<2.500000e-01> : tensor<1x1x1x1xf32>
    %cst_108 = arith.constant dense_resource<stripped_dense_20> : tensor<1x512x1000xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1x1000xf32>
    %0 = tensor.empty() : tensor<1x64x64x3xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x3x64x64xf32>) outs(%0 : tensor<1x64x64x3xf32>) permutation = [0, 2, 3, 1] 
    %padded = tensor.pad %transposed low[0, 3, 3, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x64x64x3xf32> to tensor<1x69x69x3xf32>
    %1 = tensor.empty() : tensor<1x32x32x64xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22 : tensor<64xf32>) outs(%1 : tensor<1x32x32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32x64xf32>
    %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %cst_26 : tensor<1x69x69x3xf32>, tensor<64x7x7x3xf32>) outs(%2 : tensor<1x32x32x64xf32>) -> tensor<1x32x32x64xf32>
    %4 = tensor.empty() : tensor<1x64x32x32xf32>
    %transposed_110 = linalg.transpose ins(%3 : tensor<1x32x32x64xf32>) outs(%4 : tensor<1x64x32x32xf32>) permutation = [0, 3, 1, 2] 
    %5 = tensor.empty() : tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_21 : tensor<1xf32>, tensor<64xf32>) outs(%5 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %7 = tensor.empty() : tensor<64xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%6 : tensor<64xf32>) outs(%7 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %9 = tensor.empty() : tensor<1x64x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_110, %cst_28 : tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>) outs(%9 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %11 = tensor.empty() : tensor<1x64x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %expanded : tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>) outs(%11 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x32x32xf32>
    %13 = tensor.empty() : tensor<1x64x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_29 : tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>) outs(%13 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x32x32xf32>
    %15 = tensor.empty() : tensor<1x64x32x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_30 : tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>) outs(%15 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x32x32xf32>
    %17 = tensor.empty() : tensor<1x64x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x32x32xf32>) outs(%17 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x64x32x32xf32>
    %19 = tensor.empty() : tensor<1x32x32x64xf32>
    %transposed_111 = linalg.transpose ins(%18 : tensor<1x64x32x32xf32>) outs(%19 : tensor<1x32x32x64xf32>) permutation = [0, 2, 3, 1] 
    %padded_112 = tensor.pad %transposed_111 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x64xf32> to tensor<1x33x33x64xf32>
    %20 = tensor.empty() : tensor<1x16x16x64xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %22 = tensor.empty() : tensor<3x3xf32>
    %23 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_112, %22 : tensor<1x33x33x64xf32>, tensor<3x3xf32>) outs(%21 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %24 = tensor.empty() : tensor<1x64x16x16xf32>
    %transposed_113 = linalg.transpose ins(%23 : tensor<1x16x16x64xf32>) outs(%24 : tensor<1x64x16x16xf32>) permutation = [0, 3, 1, 2] 
    %padded_114 = tensor.pad %23 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x16x64xf32> to tensor<1x18x18x64xf32>
    %25 = tensor.empty() : tensor<1x16x16x64xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22 : tensor<64xf32>) outs(%25 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x64xf32>
    %27 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_114, %cst_31 : tensor<1x18x18x64xf32>, tensor<64x3x3x64xf32>) outs(%26 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %28 = tensor.empty() : tensor<1x64x16x16xf32>
    %transposed_115 = linalg.transpose ins(%27 : tensor<1x16x16x64xf32>) outs(%28 : tensor<1x64x16x16xf32>) permutation = [0, 3, 1, 2] 
    %29 = tensor.empty() : tensor<64xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_20 : tensor<1xf32>, tensor<64xf32>) outs(%29 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %31 = tensor.empty() : tensor<64xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%30 : tensor<64xf32>) outs(%31 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %33 = tensor.empty() : tensor<1x64x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_115, %cst_32 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%33 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_116 = tensor.expand_shape %32 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %35 = tensor.empty() : tensor<1x64x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_116 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%35 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %37 = tensor.empty() : tensor<1x64x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %cst_33 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%37 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %39 = tensor.empty() : tensor<1x64x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_34 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%39 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %41 = tensor.empty() : tensor<1x64x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x64x16x16xf32>) outs(%41 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x64x16x16xf32>
    %43 = tensor.empty() : tensor<1x16x16x64xf32>
    %transposed_117 = linalg.transpose ins(%42 : tensor<1x64x16x16xf32>) outs(%43 : tensor<1x16x16x64xf32>) permutation = [0, 2, 3, 1] 
    %padded_118 = tensor.pad %transposed_117 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x16x64xf32> to tensor<1x18x18x64xf32>
    %44 = tensor.empty() : tensor<1x16x16x64xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22 : tensor<64xf32>) outs(%44 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x64xf32>
    %46 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_118, %cst_35 : tensor<1x18x18x64xf32>, tensor<64x3x3x64xf32>) outs(%45 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %47 = tensor.empty() : tensor<1x64x16x16xf32>
    %transposed_119 = linalg.transpose ins(%46 : tensor<1x16x16x64xf32>) outs(%47 : tensor<1x64x16x16xf32>) permutation = [0, 3, 1, 2] 
    %48 = tensor.empty() : tensor<64xf32>
    %49 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_19 : tensor<1xf32>, tensor<64xf32>) outs(%48 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %50 = tensor.empty() : tensor<64xf32>
    %51 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%49 : tensor<64xf32>) outs(%50 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %52 = tensor.empty() : tensor<1x64x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_119, %cst_36 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%52 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_120 = tensor.expand_shape %51 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %54 = tensor.empty() : tensor<1x64x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_120 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%54 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %56 = tensor.empty() : tensor<1x64x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %cst_37 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%56 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %58 = tensor.empty() : tensor<1x64x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_38 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%58 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %60 = tensor.empty() : tensor<1x64x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %transposed_113 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%60 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %62 = tensor.empty() : tensor<1x64x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x64x16x16xf32>) outs(%62 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x64x16x16xf32>
    %64 = tensor.empty() : tensor<1x16x16x64xf32>
    %transposed_121 = linalg.transpose ins(%63 : tensor<1x64x16x16xf32>) outs(%64 : tensor<1x16x16x64xf32>) permutation = [0, 2, 3, 1] 
    %padded_122 = tensor.pad %transposed_121 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x16x64xf32> to tensor<1x18x18x64xf32>
    %65 = tensor.empty() : tensor<1x16x16x64xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22 : tensor<64xf32>) outs(%65 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x64xf32>
    %67 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_122, %cst_39 : tensor<1x18x18x64xf32>, tensor<64x3x3x64xf32>) outs(%66 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %68 = tensor.empty() : tensor<1x64x16x16xf32>
    %transposed_123 = linalg.transpose ins(%67 : tensor<1x16x16x64xf32>) outs(%68 : tensor<1x64x16x16xf32>) permutation = [0, 3, 1, 2] 
    %69 = tensor.empty() : tensor<64xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_18 : tensor<1xf32>, tensor<64xf32>) outs(%69 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %71 = tensor.empty() : tensor<64xf32>
    %72 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%70 : tensor<64xf32>) outs(%71 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %73 = tensor.empty() : tensor<1x64x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_123, %cst_40 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%73 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_124 = tensor.expand_shape %72 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %75 = tensor.empty() : tensor<1x64x16x16xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_124 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%75 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %77 = tensor.empty() : tensor<1x64x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %cst_41 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%77 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %79 = tensor.empty() : tensor<1x64x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %cst_42 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%79 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %81 = tensor.empty() : tensor<1x64x16x16xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x64x16x16xf32>) outs(%81 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x64x16x16xf32>
    %83 = tensor.empty() : tensor<1x16x16x64xf32>
    %transposed_125 = linalg.transpose ins(%82 : tensor<1x64x16x16xf32>) outs(%83 : tensor<1x16x16x64xf32>) permutation = [0, 2, 3, 1] 
    %padded_126 = tensor.pad %transposed_125 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x16x64xf32> to tensor<1x18x18x64xf32>
    %84 = tensor.empty() : tensor<1x16x16x64xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_22 : tensor<64xf32>) outs(%84 : tensor<1x16x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x64xf32>
    %86 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_126, %cst_43 : tensor<1x18x18x64xf32>, tensor<64x3x3x64xf32>) outs(%85 : tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %87 = tensor.empty() : tensor<1x64x16x16xf32>
    %transposed_127 = linalg.transpose ins(%86 : tensor<1x16x16x64xf32>) outs(%87 : tensor<1x64x16x16xf32>) permutation = [0, 3, 1, 2] 
    %88 = tensor.empty() : tensor<64xf32>
    %89 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_17 : tensor<1xf32>, tensor<64xf32>) outs(%88 : tensor<64xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %90 = tensor.empty() : tensor<64xf32>
    %91 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%89 : tensor<64xf32>) outs(%90 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<64xf32>
    %92 = tensor.empty() : tensor<1x64x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_127, %cst_44 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%92 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_128 = tensor.expand_shape %91 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %94 = tensor.empty() : tensor<1x64x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_128 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%94 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %96 = tensor.empty() : tensor<1x64x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %cst_45 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%96 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %98 = tensor.empty() : tensor<1x64x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %cst_46 : tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) outs(%98 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %100 = tensor.empty() : tensor<1x64x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %63 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%100 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x64x16x16xf32>
    %102 = tensor.empty() : tensor<1x64x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x64x16x16xf32>) outs(%102 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x64x16x16xf32>
    %104 = tensor.empty() : tensor<1x16x16x64xf32>
    %transposed_129 = linalg.transpose ins(%103 : tensor<1x64x16x16xf32>) outs(%104 : tensor<1x16x16x64xf32>) permutation = [0, 2, 3, 1] 
    %padded_130 = tensor.pad %transposed_129 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x16x64xf32> to tensor<1x17x17x64xf32>
    %105 = tensor.empty() : tensor<1x8x8x128xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%105 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x128xf32>
    %107 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_130, %cst_47 : tensor<1x17x17x64xf32>, tensor<128x3x3x64xf32>) outs(%106 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %108 = tensor.empty() : tensor<1x128x8x8xf32>
    %transposed_131 = linalg.transpose ins(%107 : tensor<1x8x8x128xf32>) outs(%108 : tensor<1x128x8x8xf32>) permutation = [0, 3, 1, 2] 
    %109 = tensor.empty() : tensor<128xf32>
    %110 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_16 : tensor<1xf32>, tensor<128xf32>) outs(%109 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %111 = tensor.empty() : tensor<128xf32>
    %112 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%110 : tensor<128xf32>) outs(%111 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %113 = tensor.empty() : tensor<1x128x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_131, %cst_48 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%113 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_132 = tensor.expand_shape %112 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %115 = tensor.empty() : tensor<1x128x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_132 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%115 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %117 = tensor.empty() : tensor<1x128x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %cst_49 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%117 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %119 = tensor.empty() : tensor<1x128x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %cst_50 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%119 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %121 = tensor.empty() : tensor<1x128x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x128x8x8xf32>) outs(%121 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x128x8x8xf32>
    %123 = tensor.empty() : tensor<1x8x8x128xf32>
    %transposed_133 = linalg.transpose ins(%122 : tensor<1x128x8x8xf32>) outs(%123 : tensor<1x8x8x128xf32>) permutation = [0, 2, 3, 1] 
    %padded_134 = tensor.pad %transposed_133 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x8x8x128xf32> to tensor<1x10x10x128xf32>
    %124 = tensor.empty() : tensor<1x8x8x128xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%124 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x128xf32>
    %126 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_134, %cst_51 : tensor<1x10x10x128xf32>, tensor<128x3x3x128xf32>) outs(%125 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %127 = tensor.empty() : tensor<1x128x8x8xf32>
    %transposed_135 = linalg.transpose ins(%126 : tensor<1x8x8x128xf32>) outs(%127 : tensor<1x128x8x8xf32>) permutation = [0, 3, 1, 2] 
    %128 = tensor.empty() : tensor<128xf32>
    %129 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_15 : tensor<1xf32>, tensor<128xf32>) outs(%128 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %130 = tensor.empty() : tensor<128xf32>
    %131 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%129 : tensor<128xf32>) outs(%130 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %132 = tensor.empty() : tensor<1x128x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_135, %cst_52 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%132 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_136 = tensor.expand_shape %131 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %134 = tensor.empty() : tensor<1x128x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133, %expanded_136 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%134 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %136 = tensor.empty() : tensor<1x128x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %cst_53 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%136 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %138 = tensor.empty() : tensor<1x128x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %cst_54 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%138 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_129[0, 0, 0, 0] [1, 15, 16, 64] [1, 1, 1, 1] : tensor<1x16x16x64xf32> to tensor<1x15x16x64xf32>
    %extracted_slice_137 = tensor.extract_slice %extracted_slice[0, 0, 0, 0] [1, 15, 15, 64] [1, 1, 1, 1] : tensor<1x15x16x64xf32> to tensor<1x15x15x64xf32>
    %140 = tensor.empty() : tensor<1x8x8x128xf32>
    %141 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%140 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x128xf32>
    %142 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%extracted_slice_137, %cst_55 : tensor<1x15x15x64xf32>, tensor<128x1x1x64xf32>) outs(%141 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %143 = tensor.empty() : tensor<1x128x8x8xf32>
    %transposed_138 = linalg.transpose ins(%142 : tensor<1x8x8x128xf32>) outs(%143 : tensor<1x128x8x8xf32>) permutation = [0, 3, 1, 2] 
    %144 = tensor.empty() : tensor<128xf32>
    %145 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_14 : tensor<1xf32>, tensor<128xf32>) outs(%144 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %146 = tensor.empty() : tensor<128xf32>
    %147 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%145 : tensor<128xf32>) outs(%146 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %148 = tensor.empty() : tensor<1x128x8x8xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_138, %cst_56 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%148 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_139 = tensor.expand_shape %147 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %150 = tensor.empty() : tensor<1x128x8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_139 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%150 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %152 = tensor.empty() : tensor<1x128x8x8xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %cst_57 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%152 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %154 = tensor.empty() : tensor<1x128x8x8xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %cst_58 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%154 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %156 = tensor.empty() : tensor<1x128x8x8xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %155 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%156 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %158 = tensor.empty() : tensor<1x128x8x8xf32>
    %159 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<1x128x8x8xf32>) outs(%158 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x128x8x8xf32>
    %160 = tensor.empty() : tensor<1x8x8x128xf32>
    %transposed_140 = linalg.transpose ins(%159 : tensor<1x128x8x8xf32>) outs(%160 : tensor<1x8x8x128xf32>) permutation = [0, 2, 3, 1] 
    %padded_141 = tensor.pad %transposed_140 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x8x8x128xf32> to tensor<1x10x10x128xf32>
    %161 = tensor.empty() : tensor<1x8x8x128xf32>
    %162 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%161 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x128xf32>
    %163 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_141, %cst_59 : tensor<1x10x10x128xf32>, tensor<128x3x3x128xf32>) outs(%162 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %164 = tensor.empty() : tensor<1x128x8x8xf32>
    %transposed_142 = linalg.transpose ins(%163 : tensor<1x8x8x128xf32>) outs(%164 : tensor<1x128x8x8xf32>) permutation = [0, 3, 1, 2] 
    %165 = tensor.empty() : tensor<128xf32>
    %166 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_13 : tensor<1xf32>, tensor<128xf32>) outs(%165 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %167 = tensor.empty() : tensor<128xf32>
    %168 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%166 : tensor<128xf32>) outs(%167 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %169 = tensor.empty() : tensor<1x128x8x8xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_142, %cst_60 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%169 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_143 = tensor.expand_shape %168 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %171 = tensor.empty() : tensor<1x128x8x8xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_143 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%171 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %173 = tensor.empty() : tensor<1x128x8x8xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %cst_61 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%173 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %175 = tensor.empty() : tensor<1x128x8x8xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %cst_62 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%175 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %177 = tensor.empty() : tensor<1x128x8x8xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x128x8x8xf32>) outs(%177 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x128x8x8xf32>
    %179 = tensor.empty() : tensor<1x8x8x128xf32>
    %transposed_144 = linalg.transpose ins(%178 : tensor<1x128x8x8xf32>) outs(%179 : tensor<1x8x8x128xf32>) permutation = [0, 2, 3, 1] 
    %padded_145 = tensor.pad %transposed_144 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x8x8x128xf32> to tensor<1x10x10x128xf32>
    %180 = tensor.empty() : tensor<1x8x8x128xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_23 : tensor<128xf32>) outs(%180 : tensor<1x8x8x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x128xf32>
    %182 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_145, %cst_63 : tensor<1x10x10x128xf32>, tensor<128x3x3x128xf32>) outs(%181 : tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %183 = tensor.empty() : tensor<1x128x8x8xf32>
    %transposed_146 = linalg.transpose ins(%182 : tensor<1x8x8x128xf32>) outs(%183 : tensor<1x128x8x8xf32>) permutation = [0, 3, 1, 2] 
    %184 = tensor.empty() : tensor<128xf32>
    %185 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_12 : tensor<1xf32>, tensor<128xf32>) outs(%184 : tensor<128xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %186 = tensor.empty() : tensor<128xf32>
    %187 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%185 : tensor<128xf32>) outs(%186 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<128xf32>
    %188 = tensor.empty() : tensor<1x128x8x8xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_146, %cst_64 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%188 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_147 = tensor.expand_shape %187 [[0, 1, 2, 3]] output_shape [1, 128, 1, 1] : tensor<128xf32> into tensor<1x128x1x1xf32>
    %190 = tensor.empty() : tensor<1x128x8x8xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_147 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%190 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %192 = tensor.empty() : tensor<1x128x8x8xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191, %cst_65 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%192 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %194 = tensor.empty() : tensor<1x128x8x8xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %cst_66 : tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) outs(%194 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %196 = tensor.empty() : tensor<1x128x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %159 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%196 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x128x8x8xf32>
    %198 = tensor.empty() : tensor<1x128x8x8xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197 : tensor<1x128x8x8xf32>) outs(%198 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x128x8x8xf32>
    %200 = tensor.empty() : tensor<1x8x8x128xf32>
    %transposed_148 = linalg.transpose ins(%199 : tensor<1x128x8x8xf32>) outs(%200 : tensor<1x8x8x128xf32>) permutation = [0, 2, 3, 1] 
    %padded_149 = tensor.pad %transposed_148 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x8x8x128xf32> to tensor<1x9x9x128xf32>
    %201 = tensor.empty() : tensor<1x4x4x256xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<256xf32>) outs(%201 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x256xf32>
    %203 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_149, %cst_67 : tensor<1x9x9x128xf32>, tensor<256x3x3x128xf32>) outs(%202 : tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %204 = tensor.empty() : tensor<1x256x4x4xf32>
    %transposed_150 = linalg.transpose ins(%203 : tensor<1x4x4x256xf32>) outs(%204 : tensor<1x256x4x4xf32>) permutation = [0, 3, 1, 2] 
    %205 = tensor.empty() : tensor<256xf32>
    %206 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_11 : tensor<1xf32>, tensor<256xf32>) outs(%205 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %207 = tensor.empty() : tensor<256xf32>
    %208 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%206 : tensor<256xf32>) outs(%207 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %209 = tensor.empty() : tensor<1x256x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_150, %cst_68 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%209 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_151 = tensor.expand_shape %208 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %211 = tensor.empty() : tensor<1x256x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %expanded_151 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%211 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %213 = tensor.empty() : tensor<1x256x4x4xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %cst_69 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%213 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %215 = tensor.empty() : tensor<1x256x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %cst_70 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%215 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %217 = tensor.empty() : tensor<1x256x4x4xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216 : tensor<1x256x4x4xf32>) outs(%217 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x256x4x4xf32>
    %219 = tensor.empty() : tensor<1x4x4x256xf32>
    %transposed_152 = linalg.transpose ins(%218 : tensor<1x256x4x4xf32>) outs(%219 : tensor<1x4x4x256xf32>) permutation = [0, 2, 3, 1] 
    %padded_153 = tensor.pad %transposed_152 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x256xf32> to tensor<1x6x6x256xf32>
    %220 = tensor.empty() : tensor<1x4x4x256xf32>
    %221 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<256xf32>) outs(%220 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x256xf32>
    %222 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_153, %cst_71 : tensor<1x6x6x256xf32>, tensor<256x3x3x256xf32>) outs(%221 : tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %223 = tensor.empty() : tensor<1x256x4x4xf32>
    %transposed_154 = linalg.transpose ins(%222 : tensor<1x4x4x256xf32>) outs(%223 : tensor<1x256x4x4xf32>) permutation = [0, 3, 1, 2] 
    %224 = tensor.empty() : tensor<256xf32>
    %225 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_10 : tensor<1xf32>, tensor<256xf32>) outs(%224 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %226 = tensor.empty() : tensor<256xf32>
    %227 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%225 : tensor<256xf32>) outs(%226 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %228 = tensor.empty() : tensor<1x256x4x4xf32>
    %229 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_154, %cst_72 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%228 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_155 = tensor.expand_shape %227 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %230 = tensor.empty() : tensor<1x256x4x4xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229, %expanded_155 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%230 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %232 = tensor.empty() : tensor<1x256x4x4xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %cst_73 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%232 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %234 = tensor.empty() : tensor<1x256x4x4xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233, %cst_74 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%234 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %extracted_slice_156 = tensor.extract_slice %transposed_148[0, 0, 0, 0] [1, 7, 8, 128] [1, 1, 1, 1] : tensor<1x8x8x128xf32> to tensor<1x7x8x128xf32>
    %extracted_slice_157 = tensor.extract_slice %extracted_slice_156[0, 0, 0, 0] [1, 7, 7, 128] [1, 1, 1, 1] : tensor<1x7x8x128xf32> to tensor<1x7x7x128xf32>
    %236 = tensor.empty() : tensor<1x4x4x256xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<256xf32>) outs(%236 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x256xf32>
    %238 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%extracted_slice_157, %cst_75 : tensor<1x7x7x128xf32>, tensor<256x1x1x128xf32>) outs(%237 : tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %239 = tensor.empty() : tensor<1x256x4x4xf32>
    %transposed_158 = linalg.transpose ins(%238 : tensor<1x4x4x256xf32>) outs(%239 : tensor<1x256x4x4xf32>) permutation = [0, 3, 1, 2] 
    %240 = tensor.empty() : tensor<256xf32>
    %241 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_9 : tensor<1xf32>, tensor<256xf32>) outs(%240 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %242 = tensor.empty() : tensor<256xf32>
    %243 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%241 : tensor<256xf32>) outs(%242 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %244 = tensor.empty() : tensor<1x256x4x4xf32>
    %245 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_158, %cst_76 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%244 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_159 = tensor.expand_shape %243 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %246 = tensor.empty() : tensor<1x256x4x4xf32>
    %247 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_159 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%246 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %248 = tensor.empty() : tensor<1x256x4x4xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %cst_77 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%248 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %250 = tensor.empty() : tensor<1x256x4x4xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %cst_78 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%250 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %252 = tensor.empty() : tensor<1x256x4x4xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %251 : tensor<1x256x4x4xf32>, tensor<1x256x4x4xf32>) outs(%252 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %254 = tensor.empty() : tensor<1x256x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<1x256x4x4xf32>) outs(%254 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x256x4x4xf32>
    %256 = tensor.empty() : tensor<1x4x4x256xf32>
    %transposed_160 = linalg.transpose ins(%255 : tensor<1x256x4x4xf32>) outs(%256 : tensor<1x4x4x256xf32>) permutation = [0, 2, 3, 1] 
    %padded_161 = tensor.pad %transposed_160 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x256xf32> to tensor<1x6x6x256xf32>
    %257 = tensor.empty() : tensor<1x4x4x256xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<256xf32>) outs(%257 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x256xf32>
    %259 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_161, %cst_79 : tensor<1x6x6x256xf32>, tensor<256x3x3x256xf32>) outs(%258 : tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %260 = tensor.empty() : tensor<1x256x4x4xf32>
    %transposed_162 = linalg.transpose ins(%259 : tensor<1x4x4x256xf32>) outs(%260 : tensor<1x256x4x4xf32>) permutation = [0, 3, 1, 2] 
    %261 = tensor.empty() : tensor<256xf32>
    %262 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_8 : tensor<1xf32>, tensor<256xf32>) outs(%261 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %263 = tensor.empty() : tensor<256xf32>
    %264 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%262 : tensor<256xf32>) outs(%263 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %265 = tensor.empty() : tensor<1x256x4x4xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_162, %cst_80 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%265 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_163 = tensor.expand_shape %264 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %267 = tensor.empty() : tensor<1x256x4x4xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_163 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%267 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %269 = tensor.empty() : tensor<1x256x4x4xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %cst_81 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%269 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %271 = tensor.empty() : tensor<1x256x4x4xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %cst_82 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%271 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %273 = tensor.empty() : tensor<1x256x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272 : tensor<1x256x4x4xf32>) outs(%273 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x256x4x4xf32>
    %275 = tensor.empty() : tensor<1x4x4x256xf32>
    %transposed_164 = linalg.transpose ins(%274 : tensor<1x256x4x4xf32>) outs(%275 : tensor<1x4x4x256xf32>) permutation = [0, 2, 3, 1] 
    %padded_165 = tensor.pad %transposed_164 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x256xf32> to tensor<1x6x6x256xf32>
    %276 = tensor.empty() : tensor<1x4x4x256xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<256xf32>) outs(%276 : tensor<1x4x4x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x256xf32>
    %278 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_165, %cst_83 : tensor<1x6x6x256xf32>, tensor<256x3x3x256xf32>) outs(%277 : tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %279 = tensor.empty() : tensor<1x256x4x4xf32>
    %transposed_166 = linalg.transpose ins(%278 : tensor<1x4x4x256xf32>) outs(%279 : tensor<1x256x4x4xf32>) permutation = [0, 3, 1, 2] 
    %280 = tensor.empty() : tensor<256xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_7 : tensor<1xf32>, tensor<256xf32>) outs(%280 : tensor<256xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %282 = tensor.empty() : tensor<256xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%281 : tensor<256xf32>) outs(%282 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<256xf32>
    %284 = tensor.empty() : tensor<1x256x4x4xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_166, %cst_84 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%284 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_167 = tensor.expand_shape %283 [[0, 1, 2, 3]] output_shape [1, 256, 1, 1] : tensor<256xf32> into tensor<1x256x1x1xf32>
    %286 = tensor.empty() : tensor<1x256x4x4xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_167 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%286 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %288 = tensor.empty() : tensor<1x256x4x4xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %cst_85 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%288 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %290 = tensor.empty() : tensor<1x256x4x4xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %cst_86 : tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) outs(%290 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %292 = tensor.empty() : tensor<1x256x4x4xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %255 : tensor<1x256x4x4xf32>, tensor<1x256x4x4xf32>) outs(%292 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x256x4x4xf32>
    %294 = tensor.empty() : tensor<1x256x4x4xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293 : tensor<1x256x4x4xf32>) outs(%294 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x256x4x4xf32>
    %296 = tensor.empty() : tensor<1x4x4x256xf32>
    %transposed_168 = linalg.transpose ins(%295 : tensor<1x256x4x4xf32>) outs(%296 : tensor<1x4x4x256xf32>) permutation = [0, 2, 3, 1] 
    %padded_169 = tensor.pad %transposed_168 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x256xf32> to tensor<1x5x5x256xf32>
    %297 = tensor.empty() : tensor<1x2x2x512xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<512xf32>) outs(%297 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x512xf32>
    %299 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_169, %cst_87 : tensor<1x5x5x256xf32>, tensor<512x3x3x256xf32>) outs(%298 : tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %300 = tensor.empty() : tensor<1x512x2x2xf32>
    %transposed_170 = linalg.transpose ins(%299 : tensor<1x2x2x512xf32>) outs(%300 : tensor<1x512x2x2xf32>) permutation = [0, 3, 1, 2] 
    %301 = tensor.empty() : tensor<512xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_6 : tensor<1xf32>, tensor<512xf32>) outs(%301 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %303 = tensor.empty() : tensor<512xf32>
    %304 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%302 : tensor<512xf32>) outs(%303 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %305 = tensor.empty() : tensor<1x512x2x2xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_170, %cst_88 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%305 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_171 = tensor.expand_shape %304 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %307 = tensor.empty() : tensor<1x512x2x2xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %expanded_171 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%307 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %309 = tensor.empty() : tensor<1x512x2x2xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %cst_89 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%309 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %311 = tensor.empty() : tensor<1x512x2x2xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %cst_90 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%311 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %313 = tensor.empty() : tensor<1x512x2x2xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x512x2x2xf32>) outs(%313 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x512x2x2xf32>
    %315 = tensor.empty() : tensor<1x2x2x512xf32>
    %transposed_172 = linalg.transpose ins(%314 : tensor<1x512x2x2xf32>) outs(%315 : tensor<1x2x2x512xf32>) permutation = [0, 2, 3, 1] 
    %padded_173 = tensor.pad %transposed_172 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x2x2x512xf32> to tensor<1x4x4x512xf32>
    %316 = tensor.empty() : tensor<1x2x2x512xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<512xf32>) outs(%316 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x512xf32>
    %318 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_173, %cst_91 : tensor<1x4x4x512xf32>, tensor<512x3x3x512xf32>) outs(%317 : tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %319 = tensor.empty() : tensor<1x512x2x2xf32>
    %transposed_174 = linalg.transpose ins(%318 : tensor<1x2x2x512xf32>) outs(%319 : tensor<1x512x2x2xf32>) permutation = [0, 3, 1, 2] 
    %320 = tensor.empty() : tensor<512xf32>
    %321 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_5 : tensor<1xf32>, tensor<512xf32>) outs(%320 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %322 = tensor.empty() : tensor<512xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%321 : tensor<512xf32>) outs(%322 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %324 = tensor.empty() : tensor<1x512x2x2xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_174, %cst_92 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%324 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_175 = tensor.expand_shape %323 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %326 = tensor.empty() : tensor<1x512x2x2xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_175 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%326 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %328 = tensor.empty() : tensor<1x512x2x2xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %cst_93 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%328 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %330 = tensor.empty() : tensor<1x512x2x2xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %cst_94 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%330 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %extracted_slice_176 = tensor.extract_slice %transposed_168[0, 0, 0, 0] [1, 3, 4, 256] [1, 1, 1, 1] : tensor<1x4x4x256xf32> to tensor<1x3x4x256xf32>
    %extracted_slice_177 = tensor.extract_slice %extracted_slice_176[0, 0, 0, 0] [1, 3, 3, 256] [1, 1, 1, 1] : tensor<1x3x4x256xf32> to tensor<1x3x3x256xf32>
    %332 = tensor.empty() : tensor<1x2x2x512xf32>
    %333 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<512xf32>) outs(%332 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x512xf32>
    %334 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%extracted_slice_177, %cst_95 : tensor<1x3x3x256xf32>, tensor<512x1x1x256xf32>) outs(%333 : tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %335 = tensor.empty() : tensor<1x512x2x2xf32>
    %transposed_178 = linalg.transpose ins(%334 : tensor<1x2x2x512xf32>) outs(%335 : tensor<1x512x2x2xf32>) permutation = [0, 3, 1, 2] 
    %336 = tensor.empty() : tensor<512xf32>
    %337 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_4 : tensor<1xf32>, tensor<512xf32>) outs(%336 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %338 = tensor.empty() : tensor<512xf32>
    %339 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%337 : tensor<512xf32>) outs(%338 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %340 = tensor.empty() : tensor<1x512x2x2xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_178, %cst_96 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%340 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_179 = tensor.expand_shape %339 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %342 = tensor.empty() : tensor<1x512x2x2xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_179 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%342 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %344 = tensor.empty() : tensor<1x512x2x2xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %cst_97 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%344 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %346 = tensor.empty() : tensor<1x512x2x2xf32>
    %347 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %cst_98 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%346 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %348 = tensor.empty() : tensor<1x512x2x2xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %347 : tensor<1x512x2x2xf32>, tensor<1x512x2x2xf32>) outs(%348 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %350 = tensor.empty() : tensor<1x512x2x2xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349 : tensor<1x512x2x2xf32>) outs(%350 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x512x2x2xf32>
    %352 = tensor.empty() : tensor<1x2x2x512xf32>
    %transposed_180 = linalg.transpose ins(%351 : tensor<1x512x2x2xf32>) outs(%352 : tensor<1x2x2x512xf32>) permutation = [0, 2, 3, 1] 
    %padded_181 = tensor.pad %transposed_180 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x2x2x512xf32> to tensor<1x4x4x512xf32>
    %353 = tensor.empty() : tensor<1x2x2x512xf32>
    %354 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<512xf32>) outs(%353 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x512xf32>
    %355 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_181, %cst_99 : tensor<1x4x4x512xf32>, tensor<512x3x3x512xf32>) outs(%354 : tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %356 = tensor.empty() : tensor<1x512x2x2xf32>
    %transposed_182 = linalg.transpose ins(%355 : tensor<1x2x2x512xf32>) outs(%356 : tensor<1x512x2x2xf32>) permutation = [0, 3, 1, 2] 
    %357 = tensor.empty() : tensor<512xf32>
    %358 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_3 : tensor<1xf32>, tensor<512xf32>) outs(%357 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %359 = tensor.empty() : tensor<512xf32>
    %360 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%358 : tensor<512xf32>) outs(%359 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %361 = tensor.empty() : tensor<1x512x2x2xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_182, %cst_100 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%361 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_183 = tensor.expand_shape %360 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %363 = tensor.empty() : tensor<1x512x2x2xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362, %expanded_183 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%363 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %365 = tensor.empty() : tensor<1x512x2x2xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %cst_101 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%365 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %367 = tensor.empty() : tensor<1x512x2x2xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %cst_102 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%367 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %369 = tensor.empty() : tensor<1x512x2x2xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<1x512x2x2xf32>) outs(%369 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x512x2x2xf32>
    %371 = tensor.empty() : tensor<1x2x2x512xf32>
    %transposed_184 = linalg.transpose ins(%370 : tensor<1x512x2x2xf32>) outs(%371 : tensor<1x2x2x512xf32>) permutation = [0, 2, 3, 1] 
    %padded_185 = tensor.pad %transposed_184 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x2x2x512xf32> to tensor<1x4x4x512xf32>
    %372 = tensor.empty() : tensor<1x2x2x512xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<512xf32>) outs(%372 : tensor<1x2x2x512xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x512xf32>
    %374 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_185, %cst_103 : tensor<1x4x4x512xf32>, tensor<512x3x3x512xf32>) outs(%373 : tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %375 = tensor.empty() : tensor<1x512x2x2xf32>
    %transposed_186 = linalg.transpose ins(%374 : tensor<1x2x2x512xf32>) outs(%375 : tensor<1x512x2x2xf32>) permutation = [0, 3, 1, 2] 
    %376 = tensor.empty() : tensor<512xf32>
    %377 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_27, %cst_2 : tensor<1xf32>, tensor<512xf32>) outs(%376 : tensor<512xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %378 = tensor.empty() : tensor<512xf32>
    %379 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%377 : tensor<512xf32>) outs(%378 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = math.rsqrt %in : f32
      linalg.yield %403 : f32
    } -> tensor<512xf32>
    %380 = tensor.empty() : tensor<1x512x2x2xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_186, %cst_104 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%380 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.subf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_187 = tensor.expand_shape %379 [[0, 1, 2, 3]] output_shape [1, 512, 1, 1] : tensor<512xf32> into tensor<1x512x1x1xf32>
    %382 = tensor.empty() : tensor<1x512x2x2xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381, %expanded_187 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%382 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %384 = tensor.empty() : tensor<1x512x2x2xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %cst_105 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%384 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %386 = tensor.empty() : tensor<1x512x2x2xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %cst_106 : tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) outs(%386 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %388 = tensor.empty() : tensor<1x512x2x2xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %351 : tensor<1x512x2x2xf32>, tensor<1x512x2x2xf32>) outs(%388 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x2x2xf32>
    %390 = tensor.empty() : tensor<1x512x2x2xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389 : tensor<1x512x2x2xf32>) outs(%390 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %403 = arith.minimumf %in, %cst_0 : f32
      %404 = arith.maximumf %403, %cst_1 : f32
      linalg.yield %404 : f32
    } -> tensor<1x512x2x2xf32>
    %392 = tensor.empty() : tensor<1x512x2xf32>
    %393 = linalg.fill ins(%cst_1 : f32) outs(%392 : tensor<1x512x2xf32>) -> tensor<1x512x2xf32>
    %reduced = linalg.reduce ins(%391 : tensor<1x512x2x2xf32>) outs(%393 : tensor<1x512x2xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %403 = arith.addf %in, %init : f32
        linalg.yield %403 : f32
      }
    %expanded_188 = tensor.expand_shape %reduced [[0], [1], [2, 3]] output_shape [1, 512, 2, 1] : tensor<1x512x2xf32> into tensor<1x512x2x1xf32>
    %394 = tensor.empty() : tensor<1x512x1xf32>
    %395 = linalg.fill ins(%cst_1 : f32) outs(%394 : tensor<1x512x1xf32>) -> tensor<1x512x1xf32>
    %reduced_189 = linalg.reduce ins(%expanded_188 : tensor<1x512x2x1xf32>) outs(%395 : tensor<1x512x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %403 = arith.addf %in, %init : f32
        linalg.yield %403 : f32
      }
    %expanded_190 = tensor.expand_shape %reduced_189 [[0], [1], [2, 3]] output_shape [1, 512, 1, 1] : tensor<1x512x1xf32> into tensor<1x512x1x1xf32>
    %396 = tensor.empty() : tensor<1x512x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_190, %cst_107 : tensor<1x512x1x1xf32>, tensor<1x1x1x1xf32>) outs(%396 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.mulf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x512x1x1xf32>
    %collapsed = tensor.collapse_shape %397 [[0], [1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<1x512xf32>
    %expanded_191 = tensor.expand_shape %collapsed [[0, 1], [2]] output_shape [1, 1, 512] : tensor<1x512xf32> into tensor<1x1x512xf32>
    %398 = tensor.empty() : tensor<1x1x1000xf32>
    %399 = linalg.fill ins(%cst_1 : f32) outs(%398 : tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32>
    %400 = linalg.batch_matmul ins(%expanded_191, %cst_108 : tensor<1x1x512xf32>, tensor<1x512x1000xf32>) outs(%399 : tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32>
    %collapsed_192 = tensor.collapse_shape %400 [[0, 1], [2]] : tensor<1x1x1000xf32> into tensor<1x1000xf32>
    %401 = tensor.empty() : tensor<1x1000xf32>
    %402 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%collapsed_192, %cst_109 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%401 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_193: f32, %out: f32):
      %403 = arith.addf %in, %in_193 : f32
      linalg.yield %403 : f32
    } -> tensor<1x1000xf32>
    return %402 : tensor<1x1000xf32>
  }
}

// 102 dense_resource blobs (46796448 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

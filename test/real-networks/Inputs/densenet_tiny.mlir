// DenseNet, blocks (2, 2, 2, 2), growth 8, exported by bench/real/export_torch.py --networks densenet_tiny --batch 1 --image-size 64 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=densenet_tiny data-args=1
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @densenet_tiny(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x10xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_10_32_torch.float32> : tensor<10x32xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_7> : tensor<8x16x3x3xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_torch.float32_51> : tensor<16xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_16_torch.float32_50> : tensor<16xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_16_torch.float32_49> : tensor<16xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_16_torch.float32_48> : tensor<16xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32_3> : tensor<16x24x1x1xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_24_torch.float32_15> : tensor<24xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_24_torch.float32_14> : tensor<24xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_24_torch.float32_13> : tensor<24xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_24_torch.float32_12> : tensor<24xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_6> : tensor<8x16x3x3xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_16_torch.float32_47> : tensor<16xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_torch.float32_46> : tensor<16xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_16_torch.float32_45> : tensor<16xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_16_torch.float32_44> : tensor<16xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_3> : tensor<16x16x1x1xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_16_torch.float32_43> : tensor<16xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_torch.float32_42> : tensor<16xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_16_torch.float32_41> : tensor<16xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_16_torch.float32_40> : tensor<16xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_16_32_1_1_torch.float32_2> : tensor<16x32x1x1xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_5> : tensor<8x16x3x3xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_16_torch.float32_39> : tensor<16xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_16_torch.float32_38> : tensor<16xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_16_torch.float32_37> : tensor<16xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_16_torch.float32_36> : tensor<16xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32_2> : tensor<16x24x1x1xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_24_torch.float32_11> : tensor<24xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_24_torch.float32_10> : tensor<24xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_24_torch.float32_9> : tensor<24xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_24_torch.float32_8> : tensor<24xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_4> : tensor<8x16x3x3xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_16_torch.float32_35> : tensor<16xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_16_torch.float32_34> : tensor<16xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_16_torch.float32_33> : tensor<16xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_16_torch.float32_32> : tensor<16xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_2> : tensor<16x16x1x1xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_16_torch.float32_31> : tensor<16xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_30> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_29> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_16_torch.float32_28> : tensor<16xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_32_1_1_torch.float32_1> : tensor<16x32x1x1xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_3> : tensor<8x16x3x3xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_16_torch.float32_27> : tensor<16xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_16_torch.float32_26> : tensor<16xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_16_torch.float32_25> : tensor<16xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_16_torch.float32_24> : tensor<16xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32_1> : tensor<16x24x1x1xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_2> : tensor<8x16x3x3xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_16_torch.float32_23> : tensor<16xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_16_torch.float32_22> : tensor<16xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_16_torch.float32_21> : tensor<16xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_16_torch.float32_20> : tensor<16xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32_1> : tensor<16x16x1x1xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_16_torch.float32_19> : tensor<16xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_16_torch.float32_18> : tensor<16xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_16_torch.float32_17> : tensor<16xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_16_torch.float32_16> : tensor<16xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_16_32_1_1_torch.float32> : tensor<16x32x1x1xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32_1> : tensor<8x16x3x3xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_16_torch.float32_15> : tensor<16xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_16_torch.float32_14> : tensor<16xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_16_torch.float32_13> : tensor<16xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_16_24_1_1_torch.float32> : tensor<16x24x1x1xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_8_16_3_3_torch.float32> : tensor<8x16x3x3xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_104 = arith.constant 1.000000e-05 : f64
    %cst_105 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_16_3_7_7_torch.float32> : tensor<16x3x7x7xf32>
    %cst_108 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x70x70xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_107 : tensor<1x3x70x70xf32>, tensor<16x3x7x7xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_105 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_106 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_109 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_109 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_110 = tensor.expand_shape %cst_103 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_110 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_111 = tensor.expand_shape %cst_102 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_111 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_112 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %11 = tensor.empty() : tensor<1x16x16x16xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %13 = tensor.empty() : tensor<3x3xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_112, %13 : tensor<1x16x34x34xf32>, tensor<3x3xf32>) outs(%12 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_100 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%15 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_113 = tensor.expand_shape %cst_101 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_114 = tensor.expand_shape %16 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_113 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_114 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_115 = tensor.expand_shape %cst_99 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_115 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_116 = tensor.expand_shape %cst_98 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %expanded_116 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x16x16x16xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x16x16xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%11 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %23 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%21, %cst_97 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%22 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_95 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%24 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_117 = tensor.expand_shape %cst_96 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_118 = tensor.expand_shape %25 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_117 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_118 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_119 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_119 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_120 = tensor.expand_shape %cst_93 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_120 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x16x16x16xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_121 = tensor.pad %30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %31 = tensor.empty() : tensor<1x8x16x16xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %33 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_121, %cst_92 : tensor<1x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%32 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat = tensor.concat dim(1) %14, %33 : (tensor<1x16x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x24x16x16xf32>
    %34 = tensor.empty() : tensor<24xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_90 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<24xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%35 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<24xf32>
    %expanded_122 = tensor.expand_shape %cst_91 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_123 = tensor.expand_shape %36 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %37 = tensor.empty() : tensor<1x24x16x16xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat, %expanded_122 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%37 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_123 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%37 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_124 = tensor.expand_shape %cst_89 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_124 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%37 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_125 = tensor.expand_shape %cst_88 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_125 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%37 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41 : tensor<1x24x16x16xf32>) outs(%37 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x24x16x16xf32>
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%42, %cst_87 : tensor<1x24x16x16xf32>, tensor<16x24x1x1xf32>) outs(%22 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_85 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%44 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_126 = tensor.expand_shape %cst_86 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_127 = tensor.expand_shape %45 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_126 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46, %expanded_127 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_128 = tensor.expand_shape %cst_84 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_128 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_129 = tensor.expand_shape %cst_83 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_129 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x16x16x16xf32>) outs(%11 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x16x16xf32>
    %padded_130 = tensor.pad %50 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x16x16xf32> to tensor<1x16x18x18xf32>
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_130, %cst_82 : tensor<1x16x18x18xf32>, tensor<8x16x3x3xf32>) outs(%32 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
    %concat_131 = tensor.concat dim(1) %14, %33, %51 : (tensor<1x16x16x16xf32>, tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>) -> tensor<1x32x16x16xf32>
    %52 = tensor.empty() : tensor<32xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_80 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%53 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %expanded_132 = tensor.expand_shape %cst_81 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_133 = tensor.expand_shape %54 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %55 = tensor.empty() : tensor<1x32x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_131, %expanded_132 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_133 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_134 = tensor.expand_shape %cst_79 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_134 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x16x16xf32>
    %expanded_135 = tensor.expand_shape %cst_78 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_135 : tensor<1x32x16x16xf32>, tensor<32x1x1xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x32x16x16xf32>) outs(%55 : tensor<1x32x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x16x16xf32>
    %61 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%60, %cst_77 : tensor<1x32x16x16xf32>, tensor<16x32x1x1xf32>) outs(%22 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %62 = tensor.empty() : tensor<1x16x8x8xf32>
    %63 = linalg.fill ins(%cst : f32) outs(%62 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %64 = tensor.empty() : tensor<2x2xf32>
    %65 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%61, %64 : tensor<1x16x16x16xf32>, tensor<2x2xf32>) outs(%63 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x16x8x8xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_108 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_75 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%67 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_136 = tensor.expand_shape %cst_76 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_137 = tensor.expand_shape %68 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_136 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %70 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %expanded_137 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_138 = tensor.expand_shape %cst_74 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_138 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_139 = tensor.expand_shape %cst_73 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_139 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72 : tensor<1x16x8x8xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x8x8xf32>
    %74 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%73, %cst_72 : tensor<1x16x8x8xf32>, tensor<16x16x1x1xf32>) outs(%63 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %75 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_70 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%75 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_140 = tensor.expand_shape %cst_71 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_141 = tensor.expand_shape %76 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_140 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77, %expanded_141 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_142 = tensor.expand_shape %cst_69 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_142 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_143 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_143 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<1x16x8x8xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_144 = tensor.pad %81 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %82 = tensor.empty() : tensor<1x8x8x8xf32>
    %83 = linalg.fill ins(%cst : f32) outs(%82 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %84 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_144, %cst_67 : tensor<1x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%83 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_145 = tensor.concat dim(1) %66, %84 : (tensor<1x16x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x24x8x8xf32>
    %85 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_65 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<24xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%85 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<24xf32>
    %expanded_146 = tensor.expand_shape %cst_66 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_147 = tensor.expand_shape %86 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %87 = tensor.empty() : tensor<1x24x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_145, %expanded_146 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%87 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x8x8xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_147 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%87 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_148 = tensor.expand_shape %cst_64 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_148 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%87 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_149 = tensor.expand_shape %cst_63 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_149 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%87 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x8x8xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x24x8x8xf32>) outs(%87 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x24x8x8xf32>
    %93 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%92, %cst_62 : tensor<1x24x8x8xf32>, tensor<16x24x1x1xf32>) outs(%63 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_60 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%94 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_150 = tensor.expand_shape %cst_61 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_151 = tensor.expand_shape %95 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_150 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %expanded_151 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_152 = tensor.expand_shape %cst_59 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %expanded_152 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %expanded_153 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_153 : tensor<1x16x8x8xf32>, tensor<16x1x1xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8x8xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99 : tensor<1x16x8x8xf32>) outs(%62 : tensor<1x16x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x8x8xf32>
    %padded_154 = tensor.pad %100 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x8x8xf32> to tensor<1x16x10x10xf32>
    %101 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_154, %cst_57 : tensor<1x16x10x10xf32>, tensor<8x16x3x3xf32>) outs(%83 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    %concat_155 = tensor.concat dim(1) %66, %84, %101 : (tensor<1x16x8x8xf32>, tensor<1x8x8x8xf32>, tensor<1x8x8x8xf32>) -> tensor<1x32x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_55 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%102 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %expanded_156 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_157 = tensor.expand_shape %103 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %104 = tensor.empty() : tensor<1x32x8x8xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_155, %expanded_156 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%104 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x8x8xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_157 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%104 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_158 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_158 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%104 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x8x8xf32>
    %expanded_159 = tensor.expand_shape %cst_53 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_159 : tensor<1x32x8x8xf32>, tensor<32x1x1xf32>) outs(%104 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x8x8xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108 : tensor<1x32x8x8xf32>) outs(%104 : tensor<1x32x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x8x8xf32>
    %110 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%109, %cst_52 : tensor<1x32x8x8xf32>, tensor<16x32x1x1xf32>) outs(%63 : tensor<1x16x8x8xf32>) -> tensor<1x16x8x8xf32>
    %111 = tensor.empty() : tensor<1x16x4x4xf32>
    %112 = linalg.fill ins(%cst : f32) outs(%111 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %113 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%110, %64 : tensor<1x16x8x8xf32>, tensor<2x2xf32>) outs(%112 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_108 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_50 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%115 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_160 = tensor.expand_shape %cst_51 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_161 = tensor.expand_shape %116 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114, %expanded_160 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_161 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_162 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_162 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_163 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_163 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x4x4xf32>
    %122 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%121, %cst_47 : tensor<1x16x4x4xf32>, tensor<16x16x1x1xf32>) outs(%112 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%123 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_164 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_165 = tensor.expand_shape %124 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_164 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_165 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_166 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_166 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_167 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127, %expanded_167 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x4x4xf32>
    %padded_168 = tensor.pad %129 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x4x4xf32> to tensor<1x16x6x6xf32>
    %130 = tensor.empty() : tensor<1x8x4x4xf32>
    %131 = linalg.fill ins(%cst : f32) outs(%130 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_168, %cst_42 : tensor<1x16x6x6xf32>, tensor<8x16x3x3xf32>) outs(%131 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %concat_169 = tensor.concat dim(1) %114, %132 : (tensor<1x16x4x4xf32>, tensor<1x8x4x4xf32>) -> tensor<1x24x4x4xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_40 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<24xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%133 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<24xf32>
    %expanded_170 = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_171 = tensor.expand_shape %134 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %135 = tensor.empty() : tensor<1x24x4x4xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_169, %expanded_170 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%135 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x4x4xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_171 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%135 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_172 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_172 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%135 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x4x4xf32>
    %expanded_173 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_173 : tensor<1x24x4x4xf32>, tensor<24x1x1xf32>) outs(%135 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x4x4xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x24x4x4xf32>) outs(%135 : tensor<1x24x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x24x4x4xf32>
    %141 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%140, %cst_37 : tensor<1x24x4x4xf32>, tensor<16x24x1x1xf32>) outs(%112 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%142 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_174 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_175 = tensor.expand_shape %143 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_174 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144, %expanded_175 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_176 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_176 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %expanded_177 = tensor.expand_shape %cst_33 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_177 : tensor<1x16x4x4xf32>, tensor<16x1x1xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4x4xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147 : tensor<1x16x4x4xf32>) outs(%111 : tensor<1x16x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x4x4xf32>
    %padded_178 = tensor.pad %148 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x4x4xf32> to tensor<1x16x6x6xf32>
    %149 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_178, %cst_32 : tensor<1x16x6x6xf32>, tensor<8x16x3x3xf32>) outs(%131 : tensor<1x8x4x4xf32>) -> tensor<1x8x4x4xf32>
    %concat_179 = tensor.concat dim(1) %114, %132, %149 : (tensor<1x16x4x4xf32>, tensor<1x8x4x4xf32>, tensor<1x8x4x4xf32>) -> tensor<1x32x4x4xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%150 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %expanded_180 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_181 = tensor.expand_shape %151 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %152 = tensor.empty() : tensor<1x32x4x4xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_179, %expanded_180 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%152 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x4x4xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_181 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%152 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_182 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_182 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%152 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x4x4xf32>
    %expanded_183 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_183 : tensor<1x32x4x4xf32>, tensor<32x1x1xf32>) outs(%152 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x4x4xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x32x4x4xf32>) outs(%152 : tensor<1x32x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x4x4xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%157, %cst_27 : tensor<1x32x4x4xf32>, tensor<16x32x1x1xf32>) outs(%112 : tensor<1x16x4x4xf32>) -> tensor<1x16x4x4xf32>
    %159 = tensor.empty() : tensor<1x16x2x2xf32>
    %160 = linalg.fill ins(%cst : f32) outs(%159 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
    %161 = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%158, %64 : tensor<1x16x4x4xf32>, tensor<2x2xf32>) outs(%160 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<1x16x2x2xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_108 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %163 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %164 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%163 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_184 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_185 = tensor.expand_shape %164 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_184 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_185 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %expanded_186 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_186 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %expanded_187 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_187 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x16x2x2xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x2x2xf32>
    %170 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%169, %cst_22 : tensor<1x16x2x2xf32>, tensor<16x16x1x1xf32>) outs(%160 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%171 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_188 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_189 = tensor.expand_shape %172 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_188 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_189 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %expanded_190 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_190 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %expanded_191 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_191 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x16x2x2xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x2x2xf32>
    %padded_192 = tensor.pad %177 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x2x2xf32> to tensor<1x16x4x4xf32>
    %178 = tensor.empty() : tensor<1x8x2x2xf32>
    %179 = linalg.fill ins(%cst : f32) outs(%178 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %180 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_192, %cst_17 : tensor<1x16x4x4xf32>, tensor<8x16x3x3xf32>) outs(%179 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %concat_193 = tensor.concat dim(1) %162, %180 : (tensor<1x16x2x2xf32>, tensor<1x8x2x2xf32>) -> tensor<1x24x2x2xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<24xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%181 : tensor<24xf32>) outs(%34 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<24xf32>
    %expanded_194 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_195 = tensor.expand_shape %182 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %183 = tensor.empty() : tensor<1x24x2x2xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_193, %expanded_194 : tensor<1x24x2x2xf32>, tensor<24x1x1xf32>) outs(%183 : tensor<1x24x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x2x2xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184, %expanded_195 : tensor<1x24x2x2xf32>, tensor<24x1x1xf32>) outs(%183 : tensor<1x24x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x2x2xf32>
    %expanded_196 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%185, %expanded_196 : tensor<1x24x2x2xf32>, tensor<24x1x1xf32>) outs(%183 : tensor<1x24x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x2x2xf32>
    %expanded_197 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_197 : tensor<1x24x2x2xf32>, tensor<24x1x1xf32>) outs(%183 : tensor<1x24x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x24x2x2xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x24x2x2xf32>) outs(%183 : tensor<1x24x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x24x2x2xf32>
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %cst_12 : tensor<1x24x2x2xf32>, tensor<16x24x1x1xf32>) outs(%160 : tensor<1x16x2x2xf32>) -> tensor<1x16x2x2xf32>
    %190 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<16xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%190 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<16xf32>
    %expanded_198 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_199 = tensor.expand_shape %191 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_198 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_199 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %expanded_200 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %expanded_200 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %expanded_201 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %expanded_201 : tensor<1x16x2x2xf32>, tensor<16x1x1xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x2x2xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195 : tensor<1x16x2x2xf32>) outs(%159 : tensor<1x16x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x16x2x2xf32>
    %padded_202 = tensor.pad %196 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x2x2xf32> to tensor<1x16x4x4xf32>
    %197 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_202, %cst_7 : tensor<1x16x4x4xf32>, tensor<8x16x3x3xf32>) outs(%179 : tensor<1x8x2x2xf32>) -> tensor<1x8x2x2xf32>
    %concat_203 = tensor.concat dim(1) %162, %180, %197 : (tensor<1x16x2x2xf32>, tensor<1x8x2x2xf32>, tensor<1x8x2x2xf32>) -> tensor<1x32x2x2xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_104 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<32xf32>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%198 : tensor<32xf32>) outs(%52 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %expanded_204 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_205 = tensor.expand_shape %199 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %200 = tensor.empty() : tensor<1x32x2x2xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_203, %expanded_204 : tensor<1x32x2x2xf32>, tensor<32x1x1xf32>) outs(%200 : tensor<1x32x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.subf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x2x2xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_205 : tensor<1x32x2x2xf32>, tensor<32x1x1xf32>) outs(%200 : tensor<1x32x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x2x2xf32>
    %expanded_206 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %expanded_206 : tensor<1x32x2x2xf32>, tensor<32x1x1xf32>) outs(%200 : tensor<1x32x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.mulf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x2x2xf32>
    %expanded_207 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_207 : tensor<1x32x2x2xf32>, tensor<32x1x1xf32>) outs(%200 : tensor<1x32x2x2xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x2x2xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x32x2x2xf32>) outs(%200 : tensor<1x32x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.cmpf ugt, %in, %cst : f32
      %217 = arith.select %216, %in, %cst : f32
      linalg.yield %217 : f32
    } -> tensor<1x32x2x2xf32>
    %206 = tensor.empty() : tensor<1x32x1x1xf32>
    %207 = linalg.fill ins(%cst : f32) outs(%206 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%205 : tensor<1x32x2x2xf32>) outs(%207 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208 : tensor<1x32x1x1xf32>) outs(%206 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_108 : f32
      linalg.yield %216 : f32
    } -> tensor<1x32x1x1xf32>
    %collapsed = tensor.collapse_shape %209 [[0], [1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<1x32xf32>
    %210 = tensor.empty() : tensor<32x10xf32>
    %transposed = linalg.transpose ins(%cst_2 : tensor<10x32xf32>) outs(%210 : tensor<32x10xf32>) permutation = [1, 0] 
    %211 = tensor.empty() : tensor<1x10xf32>
    %212 = linalg.fill ins(%cst : f32) outs(%211 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %213 = linalg.matmul ins(%collapsed, %transposed : tensor<1x32xf32>, tensor<32x10xf32>) outs(%212 : tensor<1x10xf32>) -> tensor<1x10xf32>
    %214 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<10xf32>) outs(%211 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x10xf32>
    %215 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<1x10xf32>, tensor<1x10xf32>) outs(%211 : tensor<1x10xf32>) {
    ^bb0(%in: f32, %in_208: f32, %out: f32):
      %216 = arith.addf %in, %in_208 : f32
      linalg.yield %216 : f32
    } -> tensor<1x10xf32>
    return %215 : tensor<1x10xf32>
  }
}

// 106 dense_resource blobs (70888 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

// SqueezeNet 1.1 (ceil-mode pooling, concatenations), exported by bench/real/export_torch.py --networks squeezenet1_1 --batch 1 --image-size 64 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=squeezenet1_1 data-args=1
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  func.func @squeezenet1_1(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1000_512_1_1_torch.float32> : tensor<1000x512x1x1xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_256_64_3_3_torch.float32_1> : tensor<256x64x3x3xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_256_64_1_1_torch.float32_1> : tensor<256x64x1x1xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_512_1_1_torch.float32> : tensor<64x512x1x1xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_256_64_3_3_torch.float32> : tensor<256x64x3x3xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_256_64_1_1_torch.float32> : tensor<256x64x1x1xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_64_384_1_1_torch.float32> : tensor<64x384x1x1xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_192_48_3_3_torch.float32_1> : tensor<192x48x3x3xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_192_48_1_1_torch.float32_1> : tensor<192x48x1x1xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_48_384_1_1_torch.float32> : tensor<48x384x1x1xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_192_48_3_3_torch.float32> : tensor<192x48x3x3xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_192_48_1_1_torch.float32> : tensor<192x48x1x1xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_48_256_1_1_torch.float32> : tensor<48x256x1x1xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_128_32_3_3_torch.float32_1> : tensor<128x32x3x3xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_128_32_1_1_torch.float32_1> : tensor<128x32x1x1xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_256_1_1_torch.float32> : tensor<32x256x1x1xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_128_32_3_3_torch.float32> : tensor<128x32x3x3xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_128_32_1_1_torch.float32> : tensor<128x32x1x1xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_128_1_1_torch.float32> : tensor<32x128x1x1xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_64_16_3_3_torch.float32_1> : tensor<64x16x3x3xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_64_16_1_1_torch.float32_1> : tensor<64x16x1x1xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_16_128_1_1_torch.float32> : tensor<16x128x1x1xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_64_16_3_3_torch.float32> : tensor<64x16x3x3xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_64_16_1_1_torch.float32> : tensor<64x16x1x1xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_64_1_1_torch.float32> : tensor<16x64x1x1xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_64_3_3_3_torch.float32> : tensor<64x3x3x3xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_53 = arith.constant 9.000000e+00 : f32
    %0 = tensor.empty() : tensor<1x64x31x31xf32>
    %broadcasted = linalg.broadcast ins(%cst_52 : tensor<64xf32>) outs(%0 : tensor<1x64x31x31xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %cst_51 : tensor<1x3x64x64xf32>, tensor<64x3x3x3xf32>) outs(%broadcasted : tensor<1x64x31x31xf32>) -> tensor<1x64x31x31xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<1x64x31x31xf32>) outs(%0 : tensor<1x64x31x31xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x31x31xf32>
    %padded = tensor.pad %2 low[0, 0, 0, 0] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x31x31xf32> to tensor<1x64x33x33xf32>
    %3 = tensor.empty() : tensor<1x64x15x15xf32>
    %4 = linalg.fill ins(%cst_0 : f32) outs(%3 : tensor<1x64x15x15xf32>) -> tensor<1x64x15x15xf32>
    %5 = tensor.empty() : tensor<3x3xf32>
    %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %5 : tensor<1x64x33x33xf32>, tensor<3x3xf32>) outs(%4 : tensor<1x64x15x15xf32>) -> tensor<1x64x15x15xf32>
    %7 = tensor.empty() : tensor<1x16x15x15xf32>
    %broadcasted_54 = linalg.broadcast ins(%cst_49 : tensor<16xf32>) outs(%7 : tensor<1x16x15x15xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%6, %cst_50 : tensor<1x64x15x15xf32>, tensor<16x64x1x1xf32>) outs(%broadcasted_54 : tensor<1x16x15x15xf32>) -> tensor<1x16x15x15xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x16x15x15xf32>) outs(%7 : tensor<1x16x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x16x15x15xf32>
    %broadcasted_55 = linalg.broadcast ins(%cst_47 : tensor<64xf32>) outs(%3 : tensor<1x64x15x15xf32>) dimensions = [0, 2, 3] 
    %10 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%9, %cst_48 : tensor<1x16x15x15xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_55 : tensor<1x64x15x15xf32>) -> tensor<1x64x15x15xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x15x15xf32>) outs(%3 : tensor<1x64x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x15x15xf32>
    %padded_56 = tensor.pad %9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x15x15xf32> to tensor<1x16x17x17xf32>
    %broadcasted_57 = linalg.broadcast ins(%cst_45 : tensor<64xf32>) outs(%3 : tensor<1x64x15x15xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_56, %cst_46 : tensor<1x16x17x17xf32>, tensor<64x16x3x3xf32>) outs(%broadcasted_57 : tensor<1x64x15x15xf32>) -> tensor<1x64x15x15xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x64x15x15xf32>) outs(%3 : tensor<1x64x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x15x15xf32>
    %concat = tensor.concat dim(1) %11, %13 : (tensor<1x64x15x15xf32>, tensor<1x64x15x15xf32>) -> tensor<1x128x15x15xf32>
    %broadcasted_58 = linalg.broadcast ins(%cst_43 : tensor<16xf32>) outs(%7 : tensor<1x16x15x15xf32>) dimensions = [0, 2, 3] 
    %14 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat, %cst_44 : tensor<1x128x15x15xf32>, tensor<16x128x1x1xf32>) outs(%broadcasted_58 : tensor<1x16x15x15xf32>) -> tensor<1x16x15x15xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x15x15xf32>) outs(%7 : tensor<1x16x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x16x15x15xf32>
    %broadcasted_59 = linalg.broadcast ins(%cst_41 : tensor<64xf32>) outs(%3 : tensor<1x64x15x15xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%15, %cst_42 : tensor<1x16x15x15xf32>, tensor<64x16x1x1xf32>) outs(%broadcasted_59 : tensor<1x64x15x15xf32>) -> tensor<1x64x15x15xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x15x15xf32>) outs(%3 : tensor<1x64x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x15x15xf32>
    %padded_60 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x15x15xf32> to tensor<1x16x17x17xf32>
    %broadcasted_61 = linalg.broadcast ins(%cst_39 : tensor<64xf32>) outs(%3 : tensor<1x64x15x15xf32>) dimensions = [0, 2, 3] 
    %18 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %cst_40 : tensor<1x16x17x17xf32>, tensor<64x16x3x3xf32>) outs(%broadcasted_61 : tensor<1x64x15x15xf32>) -> tensor<1x64x15x15xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x64x15x15xf32>) outs(%3 : tensor<1x64x15x15xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x15x15xf32>
    %concat_62 = tensor.concat dim(1) %17, %19 : (tensor<1x64x15x15xf32>, tensor<1x64x15x15xf32>) -> tensor<1x128x15x15xf32>
    %padded_63 = tensor.pad %concat_62 low[0, 0, 0, 0] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x128x15x15xf32> to tensor<1x128x17x17xf32>
    %20 = tensor.empty() : tensor<1x128x7x7xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %22 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_63, %5 : tensor<1x128x17x17xf32>, tensor<3x3xf32>) outs(%21 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %23 = tensor.empty() : tensor<1x32x7x7xf32>
    %broadcasted_64 = linalg.broadcast ins(%cst_37 : tensor<32xf32>) outs(%23 : tensor<1x32x7x7xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%22, %cst_38 : tensor<1x128x7x7xf32>, tensor<32x128x1x1xf32>) outs(%broadcasted_64 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x32x7x7xf32>) outs(%23 : tensor<1x32x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x32x7x7xf32>
    %broadcasted_65 = linalg.broadcast ins(%cst_35 : tensor<128xf32>) outs(%20 : tensor<1x128x7x7xf32>) dimensions = [0, 2, 3] 
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%25, %cst_36 : tensor<1x32x7x7xf32>, tensor<128x32x1x1xf32>) outs(%broadcasted_65 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x128x7x7xf32>) outs(%20 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_66 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x7x7xf32> to tensor<1x32x9x9xf32>
    %broadcasted_67 = linalg.broadcast ins(%cst_33 : tensor<128xf32>) outs(%20 : tensor<1x128x7x7xf32>) dimensions = [0, 2, 3] 
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %cst_34 : tensor<1x32x9x9xf32>, tensor<128x32x3x3xf32>) outs(%broadcasted_67 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x128x7x7xf32>) outs(%20 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x128x7x7xf32>
    %concat_68 = tensor.concat dim(1) %27, %29 : (tensor<1x128x7x7xf32>, tensor<1x128x7x7xf32>) -> tensor<1x256x7x7xf32>
    %broadcasted_69 = linalg.broadcast ins(%cst_31 : tensor<32xf32>) outs(%23 : tensor<1x32x7x7xf32>) dimensions = [0, 2, 3] 
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_68, %cst_32 : tensor<1x256x7x7xf32>, tensor<32x256x1x1xf32>) outs(%broadcasted_69 : tensor<1x32x7x7xf32>) -> tensor<1x32x7x7xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x32x7x7xf32>) outs(%23 : tensor<1x32x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x32x7x7xf32>
    %broadcasted_70 = linalg.broadcast ins(%cst_29 : tensor<128xf32>) outs(%20 : tensor<1x128x7x7xf32>) dimensions = [0, 2, 3] 
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %cst_30 : tensor<1x32x7x7xf32>, tensor<128x32x1x1xf32>) outs(%broadcasted_70 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x128x7x7xf32>) outs(%20 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x128x7x7xf32>
    %padded_71 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x7x7xf32> to tensor<1x32x9x9xf32>
    %broadcasted_72 = linalg.broadcast ins(%cst_27 : tensor<128xf32>) outs(%20 : tensor<1x128x7x7xf32>) dimensions = [0, 2, 3] 
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_71, %cst_28 : tensor<1x32x9x9xf32>, tensor<128x32x3x3xf32>) outs(%broadcasted_72 : tensor<1x128x7x7xf32>) -> tensor<1x128x7x7xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x128x7x7xf32>) outs(%20 : tensor<1x128x7x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x128x7x7xf32>
    %concat_73 = tensor.concat dim(1) %33, %35 : (tensor<1x128x7x7xf32>, tensor<1x128x7x7xf32>) -> tensor<1x256x7x7xf32>
    %padded_74 = tensor.pad %concat_73 low[0, 0, 0, 0] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x256x7x7xf32> to tensor<1x256x9x9xf32>
    %36 = tensor.empty() : tensor<1x256x3x3xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %38 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_74, %5 : tensor<1x256x9x9xf32>, tensor<3x3xf32>) outs(%37 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %39 = tensor.empty() : tensor<1x48x3x3xf32>
    %broadcasted_75 = linalg.broadcast ins(%cst_25 : tensor<48xf32>) outs(%39 : tensor<1x48x3x3xf32>) dimensions = [0, 2, 3] 
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%38, %cst_26 : tensor<1x256x3x3xf32>, tensor<48x256x1x1xf32>) outs(%broadcasted_75 : tensor<1x48x3x3xf32>) -> tensor<1x48x3x3xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x48x3x3xf32>) outs(%39 : tensor<1x48x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x48x3x3xf32>
    %42 = tensor.empty() : tensor<1x192x3x3xf32>
    %broadcasted_76 = linalg.broadcast ins(%cst_23 : tensor<192xf32>) outs(%42 : tensor<1x192x3x3xf32>) dimensions = [0, 2, 3] 
    %43 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %cst_24 : tensor<1x48x3x3xf32>, tensor<192x48x1x1xf32>) outs(%broadcasted_76 : tensor<1x192x3x3xf32>) -> tensor<1x192x3x3xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x192x3x3xf32>) outs(%42 : tensor<1x192x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x192x3x3xf32>
    %padded_77 = tensor.pad %41 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x3x3xf32> to tensor<1x48x5x5xf32>
    %broadcasted_78 = linalg.broadcast ins(%cst_21 : tensor<192xf32>) outs(%42 : tensor<1x192x3x3xf32>) dimensions = [0, 2, 3] 
    %45 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_77, %cst_22 : tensor<1x48x5x5xf32>, tensor<192x48x3x3xf32>) outs(%broadcasted_78 : tensor<1x192x3x3xf32>) -> tensor<1x192x3x3xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<1x192x3x3xf32>) outs(%42 : tensor<1x192x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x192x3x3xf32>
    %concat_79 = tensor.concat dim(1) %44, %46 : (tensor<1x192x3x3xf32>, tensor<1x192x3x3xf32>) -> tensor<1x384x3x3xf32>
    %broadcasted_80 = linalg.broadcast ins(%cst_19 : tensor<48xf32>) outs(%39 : tensor<1x48x3x3xf32>) dimensions = [0, 2, 3] 
    %47 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_79, %cst_20 : tensor<1x384x3x3xf32>, tensor<48x384x1x1xf32>) outs(%broadcasted_80 : tensor<1x48x3x3xf32>) -> tensor<1x48x3x3xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<1x48x3x3xf32>) outs(%39 : tensor<1x48x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x48x3x3xf32>
    %broadcasted_81 = linalg.broadcast ins(%cst_17 : tensor<192xf32>) outs(%42 : tensor<1x192x3x3xf32>) dimensions = [0, 2, 3] 
    %49 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%48, %cst_18 : tensor<1x48x3x3xf32>, tensor<192x48x1x1xf32>) outs(%broadcasted_81 : tensor<1x192x3x3xf32>) -> tensor<1x192x3x3xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<1x192x3x3xf32>) outs(%42 : tensor<1x192x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x192x3x3xf32>
    %padded_82 = tensor.pad %48 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x48x3x3xf32> to tensor<1x48x5x5xf32>
    %broadcasted_83 = linalg.broadcast ins(%cst_15 : tensor<192xf32>) outs(%42 : tensor<1x192x3x3xf32>) dimensions = [0, 2, 3] 
    %51 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_82, %cst_16 : tensor<1x48x5x5xf32>, tensor<192x48x3x3xf32>) outs(%broadcasted_83 : tensor<1x192x3x3xf32>) -> tensor<1x192x3x3xf32>
    %52 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x192x3x3xf32>) outs(%42 : tensor<1x192x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x192x3x3xf32>
    %concat_84 = tensor.concat dim(1) %50, %52 : (tensor<1x192x3x3xf32>, tensor<1x192x3x3xf32>) -> tensor<1x384x3x3xf32>
    %53 = tensor.empty() : tensor<1x64x3x3xf32>
    %broadcasted_85 = linalg.broadcast ins(%cst_13 : tensor<64xf32>) outs(%53 : tensor<1x64x3x3xf32>) dimensions = [0, 2, 3] 
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_84, %cst_14 : tensor<1x384x3x3xf32>, tensor<64x384x1x1xf32>) outs(%broadcasted_85 : tensor<1x64x3x3xf32>) -> tensor<1x64x3x3xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x64x3x3xf32>) outs(%53 : tensor<1x64x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x3x3xf32>
    %broadcasted_86 = linalg.broadcast ins(%cst_11 : tensor<256xf32>) outs(%36 : tensor<1x256x3x3xf32>) dimensions = [0, 2, 3] 
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%55, %cst_12 : tensor<1x64x3x3xf32>, tensor<256x64x1x1xf32>) outs(%broadcasted_86 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x256x3x3xf32>) outs(%36 : tensor<1x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x256x3x3xf32>
    %padded_87 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x3x3xf32> to tensor<1x64x5x5xf32>
    %broadcasted_88 = linalg.broadcast ins(%cst_9 : tensor<256xf32>) outs(%36 : tensor<1x256x3x3xf32>) dimensions = [0, 2, 3] 
    %58 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %cst_10 : tensor<1x64x5x5xf32>, tensor<256x64x3x3xf32>) outs(%broadcasted_88 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<1x256x3x3xf32>) outs(%36 : tensor<1x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x256x3x3xf32>
    %concat_89 = tensor.concat dim(1) %57, %59 : (tensor<1x256x3x3xf32>, tensor<1x256x3x3xf32>) -> tensor<1x512x3x3xf32>
    %broadcasted_90 = linalg.broadcast ins(%cst_7 : tensor<64xf32>) outs(%53 : tensor<1x64x3x3xf32>) dimensions = [0, 2, 3] 
    %60 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_89, %cst_8 : tensor<1x512x3x3xf32>, tensor<64x512x1x1xf32>) outs(%broadcasted_90 : tensor<1x64x3x3xf32>) -> tensor<1x64x3x3xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x64x3x3xf32>) outs(%53 : tensor<1x64x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x64x3x3xf32>
    %broadcasted_91 = linalg.broadcast ins(%cst_5 : tensor<256xf32>) outs(%36 : tensor<1x256x3x3xf32>) dimensions = [0, 2, 3] 
    %62 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%61, %cst_6 : tensor<1x64x3x3xf32>, tensor<256x64x1x1xf32>) outs(%broadcasted_91 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x256x3x3xf32>) outs(%36 : tensor<1x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x256x3x3xf32>
    %padded_92 = tensor.pad %61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x3x3xf32> to tensor<1x64x5x5xf32>
    %broadcasted_93 = linalg.broadcast ins(%cst_3 : tensor<256xf32>) outs(%36 : tensor<1x256x3x3xf32>) dimensions = [0, 2, 3] 
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_92, %cst_4 : tensor<1x64x5x5xf32>, tensor<256x64x3x3xf32>) outs(%broadcasted_93 : tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x256x3x3xf32>) outs(%36 : tensor<1x256x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x256x3x3xf32>
    %concat_94 = tensor.concat dim(1) %63, %65 : (tensor<1x256x3x3xf32>, tensor<1x256x3x3xf32>) -> tensor<1x512x3x3xf32>
    %66 = tensor.empty() : tensor<1x1000x3x3xf32>
    %broadcasted_95 = linalg.broadcast ins(%cst_1 : tensor<1000xf32>) outs(%66 : tensor<1x1000x3x3xf32>) dimensions = [0, 2, 3] 
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%concat_94, %cst_2 : tensor<1x512x3x3xf32>, tensor<1000x512x1x1xf32>) outs(%broadcasted_95 : tensor<1x1000x3x3xf32>) -> tensor<1x1000x3x3xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x1000x3x3xf32>) outs(%66 : tensor<1x1000x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.cmpf ugt, %in, %cst : f32
      %74 = arith.select %73, %in, %cst : f32
      linalg.yield %74 : f32
    } -> tensor<1x1000x3x3xf32>
    %69 = tensor.empty() : tensor<1x1000x1x1xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<1x1000x1x1xf32>) -> tensor<1x1000x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%68 : tensor<1x1000x3x3xf32>) outs(%70 : tensor<1x1000x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.addf %in, %out : f32
      linalg.yield %73 : f32
    } -> tensor<1x1000x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71 : tensor<1x1000x1x1xf32>) outs(%69 : tensor<1x1000x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %73 = arith.divf %in, %cst_53 : f32
      linalg.yield %73 : f32
    } -> tensor<1x1000x1x1xf32>
    %collapsed = tensor.collapse_shape %72 [[0], [1, 2, 3]] : tensor<1x1000x1x1xf32> into tensor<1x1000xf32>
    return %collapsed : tensor<1x1000xf32>
  }
}

// 52 dense_resource blobs (4941984 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

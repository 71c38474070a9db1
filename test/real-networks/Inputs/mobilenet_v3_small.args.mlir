// MobileNet-v3 small (hardswish, squeeze-excite), exported by bench/real/export_torch.py --networks mobilenet_v3_small --batch 1 --image-size 64 --weights arguments
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=mobilenet_v3_small_args data-args=1
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mobilenet_v3_small_args(%arg0: tensor<1x3x64x64xf32>, %arg1: tensor<16x3x3x3xf32>, %arg2: tensor<16xf32>, %arg3: tensor<16xf32>, %arg4: tensor<16x1x3x3xf32>, %arg5: tensor<16xf32>, %arg6: tensor<16xf32>, %arg7: tensor<8x16x1x1xf32>, %arg8: tensor<8xf32>, %arg9: tensor<16x8x1x1xf32>, %arg10: tensor<16xf32>, %arg11: tensor<16x16x1x1xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<72x16x1x1xf32>, %arg15: tensor<72xf32>, %arg16: tensor<72xf32>, %arg17: tensor<72x1x3x3xf32>, %arg18: tensor<72xf32>, %arg19: tensor<72xf32>, %arg20: tensor<24x72x1x1xf32>, %arg21: tensor<24xf32>, %arg22: tensor<24xf32>, %arg23: tensor<88x24x1x1xf32>, %arg24: tensor<88xf32>, %arg25: tensor<88xf32>, %arg26: tensor<88x1x3x3xf32>, %arg27: tensor<88xf32>, %arg28: tensor<88xf32>, %arg29: tensor<24x88x1x1xf32>, %arg30: tensor<24xf32>, %arg31: tensor<24xf32>, %arg32: tensor<96x24x1x1xf32>, %arg33: tensor<96xf32>, %arg34: tensor<96xf32>, %arg35: tensor<96x1x5x5xf32>, %arg36: tensor<96xf32>, %arg37: tensor<96xf32>, %arg38: tensor<24x96x1x1xf32>, %arg39: tensor<24xf32>, %arg40: tensor<96x24x1x1xf32>, %arg41: tensor<96xf32>, %arg42: tensor<40x96x1x1xf32>, %arg43: tensor<40xf32>, %arg44: tensor<40xf32>, %arg45: tensor<240x40x1x1xf32>, %arg46: tensor<240xf32>, %arg47: tensor<240xf32>, %arg48: tensor<240x1x5x5xf32>, %arg49: tensor<240xf32>, %arg50: tensor<240xf32>, %arg51: tensor<64x240x1x1xf32>, %arg52: tensor<64xf32>, %arg53: tensor<240x64x1x1xf32>, %arg54: tensor<240xf32>, %arg55: tensor<40x240x1x1xf32>, %arg56: tensor<40xf32>, %arg57: tensor<40xf32>, %arg58: tensor<240x40x1x1xf32>, %arg59: tensor<240xf32>, %arg60: tensor<240xf32>, %arg61: tensor<240x1x5x5xf32>, %arg62: tensor<240xf32>, %arg63: tensor<240xf32>, %arg64: tensor<64x240x1x1xf32>, %arg65: tensor<64xf32>, %arg66: tensor<240x64x1x1xf32>, %arg67: tensor<240xf32>, %arg68: tensor<40x240x1x1xf32>, %arg69: tensor<40xf32>, %arg70: tensor<40xf32>, %arg71: tensor<120x40x1x1xf32>, %arg72: tensor<120xf32>, %arg73: tensor<120xf32>, %arg74: tensor<120x1x5x5xf32>, %arg75: tensor<120xf32>, %arg76: tensor<120xf32>, %arg77: tensor<32x120x1x1xf32>, %arg78: tensor<32xf32>, %arg79: tensor<120x32x1x1xf32>, %arg80: tensor<120xf32>, %arg81: tensor<48x120x1x1xf32>, %arg82: tensor<48xf32>, %arg83: tensor<48xf32>, %arg84: tensor<144x48x1x1xf32>, %arg85: tensor<144xf32>, %arg86: tensor<144xf32>, %arg87: tensor<144x1x5x5xf32>, %arg88: tensor<144xf32>, %arg89: tensor<144xf32>, %arg90: tensor<40x144x1x1xf32>, %arg91: tensor<40xf32>, %arg92: tensor<144x40x1x1xf32>, %arg93: tensor<144xf32>, %arg94: tensor<48x144x1x1xf32>, %arg95: tensor<48xf32>, %arg96: tensor<48xf32>, %arg97: tensor<288x48x1x1xf32>, %arg98: tensor<288xf32>, %arg99: tensor<288xf32>, %arg100: tensor<288x1x5x5xf32>, %arg101: tensor<288xf32>, %arg102: tensor<288xf32>, %arg103: tensor<72x288x1x1xf32>, %arg104: tensor<72xf32>, %arg105: tensor<288x72x1x1xf32>, %arg106: tensor<288xf32>, %arg107: tensor<96x288x1x1xf32>, %arg108: tensor<96xf32>, %arg109: tensor<96xf32>, %arg110: tensor<576x96x1x1xf32>, %arg111: tensor<576xf32>, %arg112: tensor<576xf32>, %arg113: tensor<576x1x5x5xf32>, %arg114: tensor<576xf32>, %arg115: tensor<576xf32>, %arg116: tensor<144x576x1x1xf32>, %arg117: tensor<144xf32>, %arg118: tensor<576x144x1x1xf32>, %arg119: tensor<576xf32>, %arg120: tensor<96x576x1x1xf32>, %arg121: tensor<96xf32>, %arg122: tensor<96xf32>, %arg123: tensor<576x96x1x1xf32>, %arg124: tensor<576xf32>, %arg125: tensor<576xf32>, %arg126: tensor<576x1x5x5xf32>, %arg127: tensor<576xf32>, %arg128: tensor<576xf32>, %arg129: tensor<144x576x1x1xf32>, %arg130: tensor<144xf32>, %arg131: tensor<576x144x1x1xf32>, %arg132: tensor<576xf32>, %arg133: tensor<96x576x1x1xf32>, %arg134: tensor<96xf32>, %arg135: tensor<96xf32>, %arg136: tensor<576x96x1x1xf32>, %arg137: tensor<576xf32>, %arg138: tensor<576xf32>, %arg139: tensor<1024x576xf32>, %arg140: tensor<1024xf32>, %arg141: tensor<1000x1024xf32>, %arg142: tensor<1000xf32>, %arg143: tensor<16xf32>, %arg144: tensor<16xf32>, %arg145: tensor<16xf32>, %arg146: tensor<16xf32>, %arg147: tensor<16xf32>, %arg148: tensor<16xf32>, %arg149: tensor<72xf32>, %arg150: tensor<72xf32>, %arg151: tensor<72xf32>, %arg152: tensor<72xf32>, %arg153: tensor<24xf32>, %arg154: tensor<24xf32>, %arg155: tensor<88xf32>, %arg156: tensor<88xf32>, %arg157: tensor<88xf32>, %arg158: tensor<88xf32>, %arg159: tensor<24xf32>, %arg160: tensor<24xf32>, %arg161: tensor<96xf32>, %arg162: tensor<96xf32>, %arg163: tensor<96xf32>, %arg164: tensor<96xf32>, %arg165: tensor<40xf32>, %arg166: tensor<40xf32>, %arg167: tensor<240xf32>, %arg168: tensor<240xf32>, %arg169: tensor<240xf32>, %arg170: tensor<240xf32>, %arg171: tensor<40xf32>, %arg172: tensor<40xf32>, %arg173: tensor<240xf32>, %arg174: tensor<240xf32>, %arg175: tensor<240xf32>, %arg176: tensor<240xf32>, %arg177: tensor<40xf32>, %arg178: tensor<40xf32>, %arg179: tensor<120xf32>, %arg180: tensor<120xf32>, %arg181: tensor<120xf32>, %arg182: tensor<120xf32>, %arg183: tensor<48xf32>, %arg184: tensor<48xf32>, %arg185: tensor<144xf32>, %arg186: tensor<144xf32>, %arg187: tensor<144xf32>, %arg188: tensor<144xf32>, %arg189: tensor<48xf32>, %arg190: tensor<48xf32>, %arg191: tensor<288xf32>, %arg192: tensor<288xf32>, %arg193: tensor<288xf32>, %arg194: tensor<288xf32>, %arg195: tensor<96xf32>, %arg196: tensor<96xf32>, %arg197: tensor<576xf32>, %arg198: tensor<576xf32>, %arg199: tensor<576xf32>, %arg200: tensor<576xf32>, %arg201: tensor<96xf32>, %arg202: tensor<96xf32>, %arg203: tensor<576xf32>, %arg204: tensor<576xf32>, %arg205: tensor<576xf32>, %arg206: tensor<576xf32>, %arg207: tensor<96xf32>, %arg208: tensor<96xf32>, %arg209: tensor<576xf32>, %arg210: tensor<576xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e-03 : f64
    %cst_1 = arith.constant 3.000000e+00 : f32
    %cst_2 = arith.constant 6.000000e+00 : f32
    %cst_3 = arith.constant 2.560000e+02 : f32
    %cst_4 = arith.constant 1.600000e+01 : f32
    %cst_5 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %arg1 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg144 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %arg143 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_6 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_6 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_7 = tensor.expand_shape %arg2 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_7 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_8 = tensor.expand_shape %arg3 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_8 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_9 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %15 = tensor.empty() : tensor<1x16x16x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %collapsed = tensor.collapse_shape %arg4 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %17 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_9, %collapsed : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg146 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<16xf32>
    %expanded_10 = tensor.expand_shape %arg145 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_11 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_10 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_11 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_12 = tensor.expand_shape %arg5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_12 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_13 = tensor.expand_shape %arg6 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_13 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x16x16x16xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x16x16xf32>
    %25 = tensor.empty() : tensor<1x16x1x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%24 : tensor<1x16x16x16xf32>) outs(%26 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_3 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x1x1xf32>
    %29 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted = linalg.broadcast ins(%arg8 : tensor<8xf32>) outs(%29 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%28, %arg7 : tensor<1x16x1x1xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1x1xf32>) outs(%29 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_14 = linalg.broadcast ins(%arg10 : tensor<16xf32>) outs(%25 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %arg9 : tensor<1x8x1x1xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_14 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x1x1xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x1x1xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %24 : tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %arg11 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg148 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<16xf32>
    %expanded_15 = tensor.expand_shape %arg147 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_16 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_15 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_16 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_17 = tensor.expand_shape %arg12 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_17 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_18 = tensor.expand_shape %arg13 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_18 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %45 = tensor.empty() : tensor<1x72x16x16xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %47 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%44, %arg14 : tensor<1x16x16x16xf32>, tensor<72x16x1x1xf32>) outs(%46 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %48 = tensor.empty() : tensor<72xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg150 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<72xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%49 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<72xf32>
    %expanded_19 = tensor.expand_shape %arg149 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_20 = tensor.expand_shape %50 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_19 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_20 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_21 = tensor.expand_shape %arg15 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_21 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_22 = tensor.expand_shape %arg16 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_22 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x72x16x16xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x72x16x16xf32>
    %padded_23 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x72x16x16xf32> to tensor<1x72x18x18xf32>
    %56 = tensor.empty() : tensor<1x72x8x8xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %collapsed_24 = tensor.collapse_shape %arg17 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %58 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_23, %collapsed_24 : tensor<1x72x18x18xf32>, tensor<72x3x3xf32>) outs(%57 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg152 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<72xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%59 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<72xf32>
    %expanded_25 = tensor.expand_shape %arg151 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_26 = tensor.expand_shape %60 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_25 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_26 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_27 = tensor.expand_shape %arg18 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_27 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_28 = tensor.expand_shape %arg19 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_28 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x72x8x8xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x72x8x8xf32>
    %66 = tensor.empty() : tensor<1x24x8x8xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%65, %arg20 : tensor<1x72x8x8xf32>, tensor<24x72x1x1xf32>) outs(%67 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %69 = tensor.empty() : tensor<24xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg154 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<24xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%70 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<24xf32>
    %expanded_29 = tensor.expand_shape %arg153 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_30 = tensor.expand_shape %71 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_29 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_30 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_31 = tensor.expand_shape %arg21 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_31 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_32 = tensor.expand_shape %arg22 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_32 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %76 = tensor.empty() : tensor<1x88x8x8xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%75, %arg23 : tensor<1x24x8x8xf32>, tensor<88x24x1x1xf32>) outs(%77 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %79 = tensor.empty() : tensor<88xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg156 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<88xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<88xf32>
    %expanded_33 = tensor.expand_shape %arg155 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %expanded_34 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_33 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_34 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_35 = tensor.expand_shape %arg24 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_35 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_36 = tensor.expand_shape %arg25 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_36 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x88x8x8xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x88x8x8xf32>
    %padded_37 = tensor.pad %86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x88x8x8xf32> to tensor<1x88x10x10xf32>
    %collapsed_38 = tensor.collapse_shape %arg26 [[0, 1], [2], [3]] : tensor<88x1x3x3xf32> into tensor<88x3x3xf32>
    %87 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_37, %collapsed_38 : tensor<1x88x10x10xf32>, tensor<88x3x3xf32>) outs(%77 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg158 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<88xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<88xf32>
    %expanded_39 = tensor.expand_shape %arg157 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %expanded_40 = tensor.expand_shape %89 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_39 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_40 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_41 = tensor.expand_shape %arg27 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_41 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_42 = tensor.expand_shape %arg28 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_42 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x88x8x8xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x88x8x8xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%94, %arg29 : tensor<1x88x8x8xf32>, tensor<24x88x1x1xf32>) outs(%67 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg160 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<24xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<24xf32>
    %expanded_43 = tensor.expand_shape %arg159 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_44 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_43 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_44 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_45 = tensor.expand_shape %arg30 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_45 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_46 = tensor.expand_shape %arg31 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_46 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %75 : tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %103 = tensor.empty() : tensor<1x96x8x8xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %105 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%102, %arg32 : tensor<1x24x8x8xf32>, tensor<96x24x1x1xf32>) outs(%104 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %106 = tensor.empty() : tensor<96xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg162 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%107 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_47 = tensor.expand_shape %arg161 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_48 = tensor.expand_shape %108 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_47 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_48 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_49 = tensor.expand_shape %arg33 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_49 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_50 = tensor.expand_shape %arg34 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_50 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113 : tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %115 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_51 = tensor.pad %117 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x12x12xf32>
    %118 = tensor.empty() : tensor<1x96x4x4xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_52 = tensor.collapse_shape %arg35 [[0, 1], [2], [3]] : tensor<96x1x5x5xf32> into tensor<96x5x5xf32>
    %120 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_51, %collapsed_52 : tensor<1x96x12x12xf32>, tensor<96x5x5xf32>) outs(%119 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg164 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_53 = tensor.expand_shape %arg163 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_54 = tensor.expand_shape %122 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_53 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_54 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_55 = tensor.expand_shape %arg36 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_55 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_56 = tensor.expand_shape %arg37 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_56 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x4x4xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128 : tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x4x4xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %129 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %132 = tensor.empty() : tensor<1x96x1x1xf32>
    %133 = linalg.fill ins(%cst : f32) outs(%132 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%131 : tensor<1x96x4x4xf32>) outs(%133 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_4 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x1x1xf32>
    %136 = tensor.empty() : tensor<1x24x1x1xf32>
    %broadcasted_57 = linalg.broadcast ins(%arg39 : tensor<24xf32>) outs(%136 : tensor<1x24x1x1xf32>) dimensions = [0, 2, 3] 
    %137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%135, %arg38 : tensor<1x96x1x1xf32>, tensor<24x96x1x1xf32>) outs(%broadcasted_57 : tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x24x1x1xf32>) outs(%136 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x24x1x1xf32>
    %broadcasted_58 = linalg.broadcast ins(%arg41 : tensor<96xf32>) outs(%132 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3] 
    %139 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%138, %arg40 : tensor<1x24x1x1xf32>, tensor<96x24x1x1xf32>) outs(%broadcasted_58 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %131 : tensor<1x96x1x1xf32>, tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %145 = tensor.empty() : tensor<1x40x4x4xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%144, %arg42 : tensor<1x96x4x4xf32>, tensor<40x96x1x1xf32>) outs(%146 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %148 = tensor.empty() : tensor<40xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg166 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<40xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%149 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<40xf32>
    %expanded_59 = tensor.expand_shape %arg165 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_60 = tensor.expand_shape %150 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_59 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_60 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_61 = tensor.expand_shape %arg43 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_61 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_62 = tensor.expand_shape %arg44 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_62 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %155 = tensor.empty() : tensor<1x240x4x4xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %157 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%154, %arg45 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %158 = tensor.empty() : tensor<240xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg168 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%159 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_63 = tensor.expand_shape %arg167 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_64 = tensor.expand_shape %160 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_63 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_64 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_65 = tensor.expand_shape %arg46 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_65 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_66 = tensor.expand_shape %arg47 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_66 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %167 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %167 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_67 = tensor.pad %169 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_68 = tensor.collapse_shape %arg48 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %170 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_67, %collapsed_68 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg170 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%171 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_69 = tensor.expand_shape %arg169 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_70 = tensor.expand_shape %172 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_69 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_70 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_71 = tensor.expand_shape %arg49 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_71 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_72 = tensor.expand_shape %arg50 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_72 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %179 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %182 = tensor.empty() : tensor<1x240x1x1xf32>
    %183 = linalg.fill ins(%cst : f32) outs(%182 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%181 : tensor<1x240x4x4xf32>) outs(%183 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %185 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%184 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_4 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %186 = tensor.empty() : tensor<1x64x1x1xf32>
    %broadcasted_73 = linalg.broadcast ins(%arg52 : tensor<64xf32>) outs(%186 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %arg51 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_73 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x64x1x1xf32>) outs(%186 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_74 = linalg.broadcast ins(%arg54 : tensor<240xf32>) outs(%182 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %arg53 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_74 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%191 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %181 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%194, %arg55 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%146 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg172 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<40xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%196 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<40xf32>
    %expanded_75 = tensor.expand_shape %arg171 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_76 = tensor.expand_shape %197 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_75 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_76 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_77 = tensor.expand_shape %arg56 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_77 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_78 = tensor.expand_shape %arg57 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_78 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %154 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%202, %arg58 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg174 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%204 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_79 = tensor.expand_shape %arg173 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_80 = tensor.expand_shape %205 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_79 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_80 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_81 = tensor.expand_shape %arg59 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_81 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_82 = tensor.expand_shape %arg60 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_82 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %212 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_83 = tensor.pad %214 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_84 = tensor.collapse_shape %arg61 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %215 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_83, %collapsed_84 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg176 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%216 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_85 = tensor.expand_shape %arg175 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_86 = tensor.expand_shape %217 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_85 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_86 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_87 = tensor.expand_shape %arg62 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_87 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_88 = tensor.expand_shape %arg63 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_88 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %224 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%226 : tensor<1x240x4x4xf32>) outs(%183 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_4 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %broadcasted_89 = linalg.broadcast ins(%arg65 : tensor<64xf32>) outs(%186 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%228, %arg64 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_89 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<1x64x1x1xf32>) outs(%186 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_90 = linalg.broadcast ins(%arg67 : tensor<240xf32>) outs(%182 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %231 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%230, %arg66 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_90 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x1x1xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %226 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %237 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%236, %arg68 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%146 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg178 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<40xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%238 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<40xf32>
    %expanded_91 = tensor.expand_shape %arg177 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_92 = tensor.expand_shape %239 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_91 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_92 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_93 = tensor.expand_shape %arg69 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_93 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_94 = tensor.expand_shape %arg70 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_94 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %202 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %245 = tensor.empty() : tensor<1x120x4x4xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %247 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%244, %arg71 : tensor<1x40x4x4xf32>, tensor<120x40x1x1xf32>) outs(%246 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %248 = tensor.empty() : tensor<120xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg180 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<120xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%249 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<120xf32>
    %expanded_95 = tensor.expand_shape %arg179 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_96 = tensor.expand_shape %250 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_95 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_96 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_97 = tensor.expand_shape %arg72 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_97 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_98 = tensor.expand_shape %arg73 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_98 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %256 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x4x4xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x4x4xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %257 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %padded_99 = tensor.pad %259 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x120x4x4xf32> to tensor<1x120x8x8xf32>
    %collapsed_100 = tensor.collapse_shape %arg74 [[0, 1], [2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32>
    %260 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_99, %collapsed_100 : tensor<1x120x8x8xf32>, tensor<120x5x5xf32>) outs(%246 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg182 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<120xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%261 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<120xf32>
    %expanded_101 = tensor.expand_shape %arg181 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_102 = tensor.expand_shape %262 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_101 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_102 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_103 = tensor.expand_shape %arg75 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_103 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_104 = tensor.expand_shape %arg76 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_104 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x4x4xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x4x4xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %269 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %272 = tensor.empty() : tensor<1x120x1x1xf32>
    %273 = linalg.fill ins(%cst : f32) outs(%272 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%271 : tensor<1x120x4x4xf32>) outs(%273 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x1x1xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_4 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x1x1xf32>
    %276 = tensor.empty() : tensor<1x32x1x1xf32>
    %broadcasted_105 = linalg.broadcast ins(%arg78 : tensor<32xf32>) outs(%276 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3] 
    %277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%275, %arg77 : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%broadcasted_105 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x32x1x1xf32>) outs(%276 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_106 = linalg.broadcast ins(%arg80 : tensor<120xf32>) outs(%272 : tensor<1x120x1x1xf32>) dimensions = [0, 2, 3] 
    %279 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%278, %arg79 : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%broadcasted_106 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x1x1xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x1x1xf32>
    %282 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %271 : tensor<1x120x1x1xf32>, tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %285 = tensor.empty() : tensor<1x48x4x4xf32>
    %286 = linalg.fill ins(%cst : f32) outs(%285 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %287 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%284, %arg81 : tensor<1x120x4x4xf32>, tensor<48x120x1x1xf32>) outs(%286 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %288 = tensor.empty() : tensor<48xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg184 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<48xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%289 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<48xf32>
    %expanded_107 = tensor.expand_shape %arg183 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_108 = tensor.expand_shape %290 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %expanded_107 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_108 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_109 = tensor.expand_shape %arg82 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %expanded_109 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_110 = tensor.expand_shape %arg83 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %expanded_110 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %295 = tensor.empty() : tensor<1x144x4x4xf32>
    %296 = linalg.fill ins(%cst : f32) outs(%295 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %297 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%294, %arg84 : tensor<1x48x4x4xf32>, tensor<144x48x1x1xf32>) outs(%296 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %298 = tensor.empty() : tensor<144xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg186 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<144xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%299 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<144xf32>
    %expanded_111 = tensor.expand_shape %arg185 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_112 = tensor.expand_shape %300 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_111 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_112 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_113 = tensor.expand_shape %arg85 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_113 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_114 = tensor.expand_shape %arg86 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_114 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x4x4xf32>
    %307 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x4x4xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %307 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_115 = tensor.pad %309 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x8x8xf32>
    %collapsed_116 = tensor.collapse_shape %arg87 [[0, 1], [2], [3]] : tensor<144x1x5x5xf32> into tensor<144x5x5xf32>
    %310 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_115, %collapsed_116 : tensor<1x144x8x8xf32>, tensor<144x5x5xf32>) outs(%296 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg188 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<144xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%311 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<144xf32>
    %expanded_117 = tensor.expand_shape %arg187 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_118 = tensor.expand_shape %312 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_117 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_118 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_119 = tensor.expand_shape %arg88 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_119 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_120 = tensor.expand_shape %arg89 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_120 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x4x4xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x4x4xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %319 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %322 = tensor.empty() : tensor<1x144x1x1xf32>
    %323 = linalg.fill ins(%cst : f32) outs(%322 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%321 : tensor<1x144x4x4xf32>) outs(%323 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x1x1xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_4 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x1x1xf32>
    %326 = tensor.empty() : tensor<1x40x1x1xf32>
    %broadcasted_121 = linalg.broadcast ins(%arg91 : tensor<40xf32>) outs(%326 : tensor<1x40x1x1xf32>) dimensions = [0, 2, 3] 
    %327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%325, %arg90 : tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) outs(%broadcasted_121 : tensor<1x40x1x1xf32>) -> tensor<1x40x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x40x1x1xf32>) outs(%326 : tensor<1x40x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x40x1x1xf32>
    %broadcasted_122 = linalg.broadcast ins(%arg93 : tensor<144xf32>) outs(%322 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %329 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%328, %arg92 : tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) outs(%broadcasted_122 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %321 : tensor<1x144x1x1xf32>, tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %335 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%334, %arg94 : tensor<1x144x4x4xf32>, tensor<48x144x1x1xf32>) outs(%286 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg190 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<48xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%336 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<48xf32>
    %expanded_123 = tensor.expand_shape %arg189 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_124 = tensor.expand_shape %337 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_123 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %expanded_124 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_125 = tensor.expand_shape %arg95 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %expanded_125 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_126 = tensor.expand_shape %arg96 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_126 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %294 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %343 = tensor.empty() : tensor<1x288x4x4xf32>
    %344 = linalg.fill ins(%cst : f32) outs(%343 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%342, %arg97 : tensor<1x48x4x4xf32>, tensor<288x48x1x1xf32>) outs(%344 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %346 = tensor.empty() : tensor<288xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg192 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<288xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%347 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<288xf32>
    %expanded_127 = tensor.expand_shape %arg191 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_128 = tensor.expand_shape %348 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %expanded_127 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_128 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_129 = tensor.expand_shape %arg98 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_129 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_130 = tensor.expand_shape %arg99 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_130 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x4x4xf32>
    %355 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354 : tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %355 : tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %padded_131 = tensor.pad %357 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x288x4x4xf32> to tensor<1x288x8x8xf32>
    %358 = tensor.empty() : tensor<1x288x2x2xf32>
    %359 = linalg.fill ins(%cst : f32) outs(%358 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %collapsed_132 = tensor.collapse_shape %arg100 [[0, 1], [2], [3]] : tensor<288x1x5x5xf32> into tensor<288x5x5xf32>
    %360 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_131, %collapsed_132 : tensor<1x288x8x8xf32>, tensor<288x5x5xf32>) outs(%359 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg194 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<288xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%361 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<288xf32>
    %expanded_133 = tensor.expand_shape %arg193 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_134 = tensor.expand_shape %362 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_133 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_134 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_135 = tensor.expand_shape %arg101 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_135 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_136 = tensor.expand_shape %arg102 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_136 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366 : tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367 : tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x2x2xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368 : tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x2x2xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %369 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %372 = tensor.empty() : tensor<1x288x1x1xf32>
    %373 = linalg.fill ins(%cst : f32) outs(%372 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%371 : tensor<1x288x2x2xf32>) outs(%373 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_5 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x1x1xf32>
    %376 = tensor.empty() : tensor<1x72x1x1xf32>
    %broadcasted_137 = linalg.broadcast ins(%arg104 : tensor<72xf32>) outs(%376 : tensor<1x72x1x1xf32>) dimensions = [0, 2, 3] 
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%375, %arg103 : tensor<1x288x1x1xf32>, tensor<72x288x1x1xf32>) outs(%broadcasted_137 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<1x72x1x1xf32>) outs(%376 : tensor<1x72x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x72x1x1xf32>
    %broadcasted_138 = linalg.broadcast ins(%arg106 : tensor<288xf32>) outs(%372 : tensor<1x288x1x1xf32>) dimensions = [0, 2, 3] 
    %379 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%378, %arg105 : tensor<1x72x1x1xf32>, tensor<288x72x1x1xf32>) outs(%broadcasted_138 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x1x1xf32>
    %381 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x1x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %371 : tensor<1x288x1x1xf32>, tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %385 = tensor.empty() : tensor<1x96x2x2xf32>
    %386 = linalg.fill ins(%cst : f32) outs(%385 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %387 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%384, %arg107 : tensor<1x288x2x2xf32>, tensor<96x288x1x1xf32>) outs(%386 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg196 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%388 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_139 = tensor.expand_shape %arg195 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_140 = tensor.expand_shape %389 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_139 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_140 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_141 = tensor.expand_shape %arg108 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_141 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_142 = tensor.expand_shape %arg109 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_142 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %394 = tensor.empty() : tensor<1x576x2x2xf32>
    %395 = linalg.fill ins(%cst : f32) outs(%394 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %396 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%393, %arg110 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %397 = tensor.empty() : tensor<576xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg198 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%398 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_143 = tensor.expand_shape %arg197 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_144 = tensor.expand_shape %399 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_143 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_144 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_145 = tensor.expand_shape %arg111 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_145 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_146 = tensor.expand_shape %arg112 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_146 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %406 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_147 = tensor.pad %408 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %collapsed_148 = tensor.collapse_shape %arg113 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %409 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_147, %collapsed_148 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg200 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%410 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_149 = tensor.expand_shape %arg199 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_150 = tensor.expand_shape %411 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_149 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %expanded_150 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_151 = tensor.expand_shape %arg114 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_151 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_152 = tensor.expand_shape %arg115 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_152 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %417 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %418 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%417 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %418 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %421 = tensor.empty() : tensor<1x576x1x1xf32>
    %422 = linalg.fill ins(%cst : f32) outs(%421 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%420 : tensor<1x576x2x2xf32>) outs(%422 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_5 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_153 = linalg.broadcast ins(%arg117 : tensor<144xf32>) outs(%322 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %425 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%424, %arg116 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_153 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_154 = linalg.broadcast ins(%arg119 : tensor<576xf32>) outs(%421 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3] 
    %427 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%426, %arg118 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_154 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x1x1xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %420 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %433 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%432, %arg120 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%386 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg202 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%434 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_155 = tensor.expand_shape %arg201 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_156 = tensor.expand_shape %435 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_155 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_156 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_157 = tensor.expand_shape %arg121 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_157 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_158 = tensor.expand_shape %arg122 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_158 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %393 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %441 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%440, %arg123 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg204 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%442 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_159 = tensor.expand_shape %arg203 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_160 = tensor.expand_shape %443 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_159 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %expanded_160 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_161 = tensor.expand_shape %arg124 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %expanded_161 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_162 = tensor.expand_shape %arg125 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %expanded_162 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %450 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_163 = tensor.pad %452 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg211: index, %arg212: index, %arg213: index, %arg214: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %collapsed_164 = tensor.collapse_shape %arg126 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %453 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_163, %collapsed_164 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg206 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%454 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_165 = tensor.expand_shape %arg205 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_166 = tensor.expand_shape %455 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %expanded_165 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_166 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_167 = tensor.expand_shape %arg127 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_167 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_168 = tensor.expand_shape %arg128 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_168 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %462 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%464 : tensor<1x576x2x2xf32>) outs(%422 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_5 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_169 = linalg.broadcast ins(%arg130 : tensor<144xf32>) outs(%322 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %467 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%466, %arg129 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_169 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_170 = linalg.broadcast ins(%arg132 : tensor<576xf32>) outs(%421 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3] 
    %469 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%468, %arg131 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_170 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %464 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %475 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%474, %arg133 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%386 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg208 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%476 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_171 = tensor.expand_shape %arg207 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_172 = tensor.expand_shape %477 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_171 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_172 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_173 = tensor.expand_shape %arg134 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_173 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_174 = tensor.expand_shape %arg135 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_174 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %440 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %483 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%482, %arg136 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg210 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_0 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%484 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_175 = tensor.expand_shape %arg209 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_176 = tensor.expand_shape %485 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_175 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.subf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_176 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_177 = tensor.expand_shape %arg137 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_177 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_178 = tensor.expand_shape %arg138 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_178 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %492 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%494 : tensor<1x576x2x2xf32>) outs(%422 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_5 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_179 = tensor.collapse_shape %496 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %497 = tensor.empty() : tensor<576x1024xf32>
    %transposed = linalg.transpose ins(%arg139 : tensor<1024x576xf32>) outs(%497 : tensor<576x1024xf32>) permutation = [1, 0] 
    %498 = tensor.empty() : tensor<1x1024xf32>
    %499 = linalg.fill ins(%cst : f32) outs(%498 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %500 = linalg.matmul ins(%collapsed_179, %transposed : tensor<1x576xf32>, tensor<576x1024xf32>) outs(%499 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %501 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024xf32>
    %502 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %503 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%502 : tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_1 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %504 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%503 : tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ult, %in, %cst : f32
      %515 = arith.select %514, %cst, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x1024xf32>
    %505 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%504 : tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst_2 : f32
      %515 = arith.select %514, %cst_2, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x1024xf32>
    %506 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%502, %505 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.mulf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %507 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%506 : tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_2 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %508 = tensor.empty() : tensor<1024x1000xf32>
    %transposed_180 = linalg.transpose ins(%arg141 : tensor<1000x1024xf32>) outs(%508 : tensor<1024x1000xf32>) permutation = [1, 0] 
    %509 = tensor.empty() : tensor<1x1000xf32>
    %510 = linalg.fill ins(%cst : f32) outs(%509 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %511 = linalg.matmul ins(%507, %transposed_180 : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%510 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %512 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<1000xf32>) outs(%509 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1000xf32>
    %513 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%511, %512 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%509 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_181: f32, %out: f32):
      %514 = arith.addf %in, %in_181 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1000xf32>
    return %513 : tensor<1x1000xf32>
  }
}

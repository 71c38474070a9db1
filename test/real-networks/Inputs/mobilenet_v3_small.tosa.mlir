// MobileNet-v3 small (hardswish, squeeze-excite), exported by bench/real/export_torch.py --networks mobilenet_v3_small --batch 1 --image-size 64 --weights constants --dialect tosa
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=tosa), then mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor),canonicalize)'
// real-networks: func=mobilenet_v3_small_tosa data-args=1
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (0)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1) -> (d0, 0)>
module {
  func.func @mobilenet_v3_small_tosa(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 3.40282347E+38 : f32
    %cst_0 = arith.constant 6.000000e+00 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_576_torch.float32_19> : tensor<576xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_96_torch.float32_18> : tensor<96xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_576_torch.float32_17> : tensor<576xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_576_torch.float32_14> : tensor<576xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_576_torch.float32_10> : tensor<576xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_96_torch.float32_14> : tensor<96xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_576_torch.float32_8> : tensor<576xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_576_torch.float32_5> : tensor<576xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_576_torch.float32_1> : tensor<576xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_288_torch.float32_8> : tensor<288xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_72_torch.float32_8> : tensor<72xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_288_torch.float32_5> : tensor<288xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_40_torch.float32_12> : tensor<40xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_120_torch.float32_8> : tensor<120xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_120_torch.float32_5> : tensor<120xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_120_torch.float32_1> : tensor<120xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_40_torch.float32_9> : tensor<40xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_240_torch.float32_17> : tensor<240xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_240_torch.float32_14> : tensor<240xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_24_torch.float32_8> : tensor<24xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_88_torch.float32_5> : tensor<88xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_88_torch.float32_1> : tensor<88xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_72_torch.float32_5> : tensor<72xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_72_torch.float32_1> : tensor<72xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_54 = arith.constant dense<0.000000e+00> : tensor<16xf32>
    %cst_55 = arith.constant dense<0.000000e+00> : tensor<72xf32>
    %cst_56 = arith.constant dense<0.000000e+00> : tensor<24xf32>
    %cst_57 = arith.constant dense<0.000000e+00> : tensor<88xf32>
    %cst_58 = arith.constant dense<0.000000e+00> : tensor<96xf32>
    %cst_59 = arith.constant dense<0.000000e+00> : tensor<40xf32>
    %cst_60 = arith.constant dense<0.000000e+00> : tensor<240xf32>
    %cst_61 = arith.constant dense<0.000000e+00> : tensor<120xf32>
    %cst_62 = arith.constant dense<0.000000e+00> : tensor<48xf32>
    %cst_63 = arith.constant dense<0.000000e+00> : tensor<144xf32>
    %cst_64 = arith.constant dense<0.000000e+00> : tensor<288xf32>
    %cst_65 = arith.constant dense<0.000000e+00> : tensor<576xf32>
    %cst_66 = arith.constant dense_resource<stripped_dense_0> : tensor<16x3x3x3xf32>
    %cst_67 = arith.constant dense<1.000000e-03> : tensor<1xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<1x16x1x1xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<1x16x1x1xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<1x16x1x1xf32>
    %cst_71 = arith.constant dense<3.000000e+00> : tensor<1x1x1x1xf32>
    %cst_72 = arith.constant dense<0.166666672> : tensor<1x1x1x1xf32>
    %cst_73 = arith.constant dense<"0xEDE3D83D4A426BBD5E8A00BE4701F1BCE39DBEBCEF703FBE5C9EFDBDB6E286BD8C0E08BEF9981DBDB67BECBB0470473D4C26A23D806AAE3C63D5473EC0278BBECE914DBC51E58A3C3715893C3253FDBB85014ABD1B3D3FBE1588B7BD79B104BD7AB1B83DC1F4B43D63B03F3EA55D973C6772A0BD536A53BE4A8163BECFE4593C6DE6643D96E8D8BD11F919BEBBCA1DBEEACA133E9758383DBC4816BEB1F06B3E0B65213ED2904E3DC7D4853C6CA323BED46B1EBDDA01C33DD50A9FBD95E1FEBD828D9ABE3E5CEABB9F0701BE08B1603D9A13773DD0A946BE76C9FEBD1433833D740DC8BDE992603B4FB5E5BC6827B63DBF3739BEDE1A5E3EED49F9BDC8C1C33DFC93A1BD19805E3E9C9E61BD7E31413DA5ECAE3DC0AA82BD9188C7BD4D20093EE56A413E1C1B68BDE72606BEAFAEA53DBB7F78BE0A2CE8BD9DD3B93D2284B63D858A42BDD8D5A03C3926D1BC9063A0BDC822443E1BF256BDFDCD96BD986EDF3D69348A3D5E1A04BECD83FE3DF6CAAF3C08919ABDD401BABD69355DBBC0D8263E322AA53DCAAC6C3DF64688BD91C34CBE64D68EBE8F07A33D9696043A5FC017BD9C8C8E3AB8092B3DD10A1FBD6C80F4BC6E63B83CAA1058BED4211DBE27D7DD3D36F51D3D1CDD88BD4C23A83D04E4C3BC9221193D377185BDC1F33EBDE215EB3D21DC1EBE089FC0BC4DB042BD11D5B3BD5859EE3D3E400D3D8347A4BD2BF6A53C5B546B3E9C4743BE4EB025BCBE64F5BB19BB9D3D8DED4B3D530282BC6F2BD4BDA1A05FBAAC9532BD53DBEA3D569AF2BC6AA3A3BC507886BD409070BDFA4619BD"> : tensor<3x3x16x1xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<1x16x1x1xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<1x16x1x1xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<1x16x1x1xf32>
    %cst_77 = arith.constant dense<3.906250e-03> : tensor<1x1x1x1xf32>
    %cst_78 = arith.constant dense<"0x72653ABECBA0A63E95FC0E3FCEB33B3CEF14E53E6CD185BE5AE7D3BE3B7605BD03C385BE1A1B60BE54A983BFD7B02FBF8C1EC73ED50187BE7D9B07BF4E2A1E3F8AC646BF95FB92BF10B3883F0EAA00BFCDCEA7BD3FA5E73E63C6033F5E42D6BE313E02BE81CFE5BD53615E3FDA7CE33D8759D33D14A90C3F344FB8BD8E698FBE720BA1BD3F62073E89DB153F920180BFAE7218BFF617793F2C35A1BE1024373EAD0F4BBE9E4E553E32B525BFB4C601BE8F05E33D8EF64F3E6E7DF73DE65E54BE4271513EF2A62D3FA46B34BE8A2902BF41AB8DBF659B123FC1FD343F2F3543BFD48A423D7A4CCF3E7A96133F0BAA50BDFC811CBDADA7173E75EF3FBD8568EFBBB81F863F2EA081BF9B7F7C3F7B076BBEBF834F3EBC59BFBE1A70B7BD4F443CBC530922BF100D213F4FB72B3F99DF003E0822E5BECFF651BF3EB1703E4B0288BE69689D3D7DD70A3F13E0093FC7A8B7BE82793ABEF87BF73E7C18C9BE305BB1BED87F763FA5C0C73E3096D63C7BE32B3EC6140ABEBCB3C33ECB2E2C3FD25FBF3E74BC9B3E74142A3E7AD1823FD53691BF6C478BBECB27293FB1973B3F24EEC63DD7A272BF46F9BE3D8DAB26BFAEF98B3FD0F8363F7FA297BDD643733E27938B3E7E2B92BE3E9DE83C286934BD971683BE3115B73ED907ECBEA4E6CF3D2E8B9CBCBB7DC13E1C1CE93E7A1C4E3F3B99E53EC2A45F3E46A7CEBE0BE5DFBE7D65983F"> : tensor<8x1x1x16xf32>
    %cst_79 = arith.constant dense<"0xC55314BED8B843BE6218A8BE106911BD4D4CA7BE8E42843F7AB0F23EFC96D23E7A78953E9B7864BE923C083ED87365BE5413B53D768E933E55275A3E471108BE8AF63D3D11DA323E8B96F1BE54EFE1BEE3DDAF3D34D2073E451A323EFE01583EA462AB3EDFA7CF3EDF0C323E22ED6DBEA1C51A3E610A40BE749DA4BD1C86FABE1C1270BEC243043F6D2973BF87A6893ED450543EEB7E213EFA9116BEC5EC3B3E0E6EEEBBAB46F4BD12A8663E9D12BCBEFA0039BEA54BE1BEE56360BFC818EDBDF112C9BE5E35A73E4FC5A93E36C5113FD35708BE1DD465BE185A58BE6F41DF3ED5EBF03E6652C13EFCEFF33C07635FBEC2DEED3E1AF898BEC50ED43E9D46033D70A202BF1FA7003F03FD93BD7F35923E54F597BE4FE8AABE2F0B283E32AC12BED13CE13D5EADC73EE9CFAC3AF75431BDE5D1943E2FCE8F3EF8F4703EDB28A03CF66F813E709431BF8DFECA3EC5CEE23DACA586BD295697BEE84DB3BEE6D2AABD4A66CC3D11E33C3FA0CB0DBF2B89A2BEFB6B443FB3D52CBEBABE7B3DC605883EF50283BDBE4F6BBD379240BFF514AABDADD8D33EA6E5CE3DD2BAF6BD6EA082BE319421BEFAA4BABDF4B5853D343006BF0B64963EE08012BEDAB599BEE4D4A63DEF970E3DBF3868BE4AF0143E828E733DDBAF743EE79C783ECCFCACBEA02B97BEC314043F1DB93B3D08DCB5BE66EAD93D1936A03E2B9A103EB5C0AD3CD88E273E"> : tensor<16x1x1x8xf32>
    %cst_80 = arith.constant dense_resource<stripped_dense_1> : tensor<16x1x1x16xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<1x16x1x1xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<1x16x1x1xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<1x16x1x1xf32>
    %cst_84 = arith.constant dense_resource<stripped_dense_2> : tensor<72x1x1x16xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_72_torch.float32> : tensor<1x72x1x1xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_72_torch.float32_2> : tensor<1x72x1x1xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_72_torch.float32_3> : tensor<1x72x1x1xf32>
    %cst_88 = arith.constant dense_resource<stripped_dense_3> : tensor<3x3x72x1xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_72_torch.float32_4> : tensor<1x72x1x1xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_72_torch.float32_6> : tensor<1x72x1x1xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_72_torch.float32_7> : tensor<1x72x1x1xf32>
    %cst_92 = arith.constant dense_resource<stripped_dense_4> : tensor<24x1x1x72xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<1x24x1x1xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<1x24x1x1xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<1x24x1x1xf32>
    %cst_96 = arith.constant dense_resource<stripped_dense_5> : tensor<88x1x1x24xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_88_torch.float32> : tensor<1x88x1x1xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_88_torch.float32_2> : tensor<1x88x1x1xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_88_torch.float32_3> : tensor<1x88x1x1xf32>
    %cst_100 = arith.constant dense_resource<stripped_dense_6> : tensor<3x3x88x1xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_88_torch.float32_4> : tensor<1x88x1x1xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_88_torch.float32_6> : tensor<1x88x1x1xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_88_torch.float32_7> : tensor<1x88x1x1xf32>
    %cst_104 = arith.constant dense_resource<stripped_dense_7> : tensor<24x1x1x88xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<1x24x1x1xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<1x24x1x1xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<1x24x1x1xf32>
    %cst_108 = arith.constant dense_resource<stripped_dense_8> : tensor<96x1x1x24xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<1x96x1x1xf32>
    %cst_110 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<1x96x1x1xf32>
    %cst_111 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<1x96x1x1xf32>
    %cst_112 = arith.constant dense_resource<stripped_dense_9> : tensor<5x5x96x1xf32>
    %cst_113 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<1x96x1x1xf32>
    %cst_114 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<1x96x1x1xf32>
    %cst_115 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<1x96x1x1xf32>
    %cst_116 = arith.constant dense<6.250000e-02> : tensor<1x1x1x1xf32>
    %cst_117 = arith.constant dense_resource<stripped_dense_10> : tensor<24x1x1x96xf32>
    %cst_118 = arith.constant dense_resource<stripped_dense_11> : tensor<96x1x1x24xf32>
    %cst_119 = arith.constant dense_resource<stripped_dense_12> : tensor<40x1x1x96xf32>
    %cst_120 = arith.constant dense_resource<torch_tensor_40_torch.float32> : tensor<1x40x1x1xf32>
    %cst_121 = arith.constant dense_resource<torch_tensor_40_torch.float32_2> : tensor<1x40x1x1xf32>
    %cst_122 = arith.constant dense_resource<torch_tensor_40_torch.float32_3> : tensor<1x40x1x1xf32>
    %cst_123 = arith.constant dense_resource<stripped_dense_13> : tensor<240x1x1x40xf32>
    %cst_124 = arith.constant dense_resource<torch_tensor_240_torch.float32> : tensor<1x240x1x1xf32>
    %cst_125 = arith.constant dense_resource<torch_tensor_240_torch.float32_2> : tensor<1x240x1x1xf32>
    %cst_126 = arith.constant dense_resource<torch_tensor_240_torch.float32_3> : tensor<1x240x1x1xf32>
    %cst_127 = arith.constant dense_resource<stripped_dense_14> : tensor<5x5x240x1xf32>
    %cst_128 = arith.constant dense_resource<torch_tensor_240_torch.float32_4> : tensor<1x240x1x1xf32>
    %cst_129 = arith.constant dense_resource<torch_tensor_240_torch.float32_6> : tensor<1x240x1x1xf32>
    %cst_130 = arith.constant dense_resource<torch_tensor_240_torch.float32_7> : tensor<1x240x1x1xf32>
    %cst_131 = arith.constant dense_resource<stripped_dense_15> : tensor<64x1x1x240xf32>
    %cst_132 = arith.constant dense_resource<stripped_dense_16> : tensor<240x1x1x64xf32>
    %cst_133 = arith.constant dense_resource<stripped_dense_17> : tensor<40x1x1x240xf32>
    %cst_134 = arith.constant dense_resource<torch_tensor_40_torch.float32_4> : tensor<1x40x1x1xf32>
    %cst_135 = arith.constant dense_resource<torch_tensor_40_torch.float32_6> : tensor<1x40x1x1xf32>
    %cst_136 = arith.constant dense_resource<torch_tensor_40_torch.float32_7> : tensor<1x40x1x1xf32>
    %cst_137 = arith.constant dense_resource<stripped_dense_18> : tensor<240x1x1x40xf32>
    %cst_138 = arith.constant dense_resource<torch_tensor_240_torch.float32_9> : tensor<1x240x1x1xf32>
    %cst_139 = arith.constant dense_resource<torch_tensor_240_torch.float32_11> : tensor<1x240x1x1xf32>
    %cst_140 = arith.constant dense_resource<torch_tensor_240_torch.float32_12> : tensor<1x240x1x1xf32>
    %cst_141 = arith.constant dense_resource<stripped_dense_19> : tensor<5x5x240x1xf32>
    %cst_142 = arith.constant dense_resource<torch_tensor_240_torch.float32_13> : tensor<1x240x1x1xf32>
    %cst_143 = arith.constant dense_resource<torch_tensor_240_torch.float32_15> : tensor<1x240x1x1xf32>
    %cst_144 = arith.constant dense_resource<torch_tensor_240_torch.float32_16> : tensor<1x240x1x1xf32>
    %cst_145 = arith.constant dense_resource<stripped_dense_20> : tensor<64x1x1x240xf32>
    %cst_146 = arith.constant dense_resource<stripped_dense_21> : tensor<240x1x1x64xf32>
    %cst_147 = arith.constant dense_resource<stripped_dense_22> : tensor<40x1x1x240xf32>
    %cst_148 = arith.constant dense_resource<torch_tensor_40_torch.float32_8> : tensor<1x40x1x1xf32>
    %cst_149 = arith.constant dense_resource<torch_tensor_40_torch.float32_10> : tensor<1x40x1x1xf32>
    %cst_150 = arith.constant dense_resource<torch_tensor_40_torch.float32_11> : tensor<1x40x1x1xf32>
    %cst_151 = arith.constant dense_resource<stripped_dense_23> : tensor<120x1x1x40xf32>
    %cst_152 = arith.constant dense_resource<torch_tensor_120_torch.float32> : tensor<1x120x1x1xf32>
    %cst_153 = arith.constant dense_resource<torch_tensor_120_torch.float32_2> : tensor<1x120x1x1xf32>
    %cst_154 = arith.constant dense_resource<torch_tensor_120_torch.float32_3> : tensor<1x120x1x1xf32>
    %cst_155 = arith.constant dense_resource<stripped_dense_24> : tensor<5x5x120x1xf32>
    %cst_156 = arith.constant dense_resource<torch_tensor_120_torch.float32_4> : tensor<1x120x1x1xf32>
    %cst_157 = arith.constant dense_resource<torch_tensor_120_torch.float32_6> : tensor<1x120x1x1xf32>
    %cst_158 = arith.constant dense_resource<torch_tensor_120_torch.float32_7> : tensor<1x120x1x1xf32>
    %cst_159 = arith.constant dense_resource<stripped_dense_25> : tensor<32x1x1x120xf32>
    %cst_160 = arith.constant dense_resource<stripped_dense_26> : tensor<120x1x1x32xf32>
    %cst_161 = arith.constant dense_resource<stripped_dense_27> : tensor<48x1x1x120xf32>
    %cst_162 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<1x48x1x1xf32>
    %cst_163 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<1x48x1x1xf32>
    %cst_164 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<1x48x1x1xf32>
    %cst_165 = arith.constant dense_resource<stripped_dense_28> : tensor<144x1x1x48xf32>
    %cst_166 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<1x144x1x1xf32>
    %cst_167 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<1x144x1x1xf32>
    %cst_168 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<1x144x1x1xf32>
    %cst_169 = arith.constant dense_resource<stripped_dense_29> : tensor<5x5x144x1xf32>
    %cst_170 = arith.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<1x144x1x1xf32>
    %cst_171 = arith.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<1x144x1x1xf32>
    %cst_172 = arith.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<1x144x1x1xf32>
    %cst_173 = arith.constant dense_resource<stripped_dense_30> : tensor<40x1x1x144xf32>
    %cst_174 = arith.constant dense_resource<stripped_dense_31> : tensor<144x1x1x40xf32>
    %cst_175 = arith.constant dense_resource<stripped_dense_32> : tensor<48x1x1x144xf32>
    %cst_176 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<1x48x1x1xf32>
    %cst_177 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<1x48x1x1xf32>
    %cst_178 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<1x48x1x1xf32>
    %cst_179 = arith.constant dense_resource<stripped_dense_33> : tensor<288x1x1x48xf32>
    %cst_180 = arith.constant dense_resource<torch_tensor_288_torch.float32> : tensor<1x288x1x1xf32>
    %cst_181 = arith.constant dense_resource<torch_tensor_288_torch.float32_2> : tensor<1x288x1x1xf32>
    %cst_182 = arith.constant dense_resource<torch_tensor_288_torch.float32_3> : tensor<1x288x1x1xf32>
    %cst_183 = arith.constant dense_resource<stripped_dense_34> : tensor<5x5x288x1xf32>
    %cst_184 = arith.constant dense_resource<torch_tensor_288_torch.float32_4> : tensor<1x288x1x1xf32>
    %cst_185 = arith.constant dense_resource<torch_tensor_288_torch.float32_6> : tensor<1x288x1x1xf32>
    %cst_186 = arith.constant dense_resource<torch_tensor_288_torch.float32_7> : tensor<1x288x1x1xf32>
    %cst_187 = arith.constant dense<2.500000e-01> : tensor<1x1x1x1xf32>
    %cst_188 = arith.constant dense_resource<stripped_dense_35> : tensor<72x1x1x288xf32>
    %cst_189 = arith.constant dense_resource<stripped_dense_36> : tensor<288x1x1x72xf32>
    %cst_190 = arith.constant dense_resource<stripped_dense_37> : tensor<96x1x1x288xf32>
    %cst_191 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<1x96x1x1xf32>
    %cst_192 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<1x96x1x1xf32>
    %cst_193 = arith.constant dense_resource<torch_tensor_96_torch.float32_12> : tensor<1x96x1x1xf32>
    %cst_194 = arith.constant dense_resource<stripped_dense_38> : tensor<576x1x1x96xf32>
    %cst_195 = arith.constant dense_resource<torch_tensor_576_torch.float32> : tensor<1x576x1x1xf32>
    %cst_196 = arith.constant dense_resource<torch_tensor_576_torch.float32_2> : tensor<1x576x1x1xf32>
    %cst_197 = arith.constant dense_resource<torch_tensor_576_torch.float32_3> : tensor<1x576x1x1xf32>
    %cst_198 = arith.constant dense_resource<stripped_dense_39> : tensor<5x5x576x1xf32>
    %cst_199 = arith.constant dense_resource<torch_tensor_576_torch.float32_4> : tensor<1x576x1x1xf32>
    %cst_200 = arith.constant dense_resource<torch_tensor_576_torch.float32_6> : tensor<1x576x1x1xf32>
    %cst_201 = arith.constant dense_resource<torch_tensor_576_torch.float32_7> : tensor<1x576x1x1xf32>
    %cst_202 = arith.constant dense_resource<stripped_dense_40> : tensor<144x1x1x576xf32>
    %cst_203 = arith.constant dense_resource<stripped_dense_41> : tensor<576x1x1x144xf32>
    %cst_204 = arith.constant dense_resource<stripped_dense_42> : tensor<96x1x1x576xf32>
    %cst_205 = arith.constant dense_resource<torch_tensor_96_torch.float32_13> : tensor<1x96x1x1xf32>
    %cst_206 = arith.constant dense_resource<torch_tensor_96_torch.float32_15> : tensor<1x96x1x1xf32>
    %cst_207 = arith.constant dense_resource<torch_tensor_96_torch.float32_16> : tensor<1x96x1x1xf32>
    %cst_208 = arith.constant dense_resource<stripped_dense_43> : tensor<576x1x1x96xf32>
    %cst_209 = arith.constant dense_resource<torch_tensor_576_torch.float32_9> : tensor<1x576x1x1xf32>
    %cst_210 = arith.constant dense_resource<torch_tensor_576_torch.float32_11> : tensor<1x576x1x1xf32>
    %cst_211 = arith.constant dense_resource<torch_tensor_576_torch.float32_12> : tensor<1x576x1x1xf32>
    %cst_212 = arith.constant dense_resource<stripped_dense_44> : tensor<5x5x576x1xf32>
    %cst_213 = arith.constant dense_resource<torch_tensor_576_torch.float32_13> : tensor<1x576x1x1xf32>
    %cst_214 = arith.constant dense_resource<torch_tensor_576_torch.float32_15> : tensor<1x576x1x1xf32>
    %cst_215 = arith.constant dense_resource<torch_tensor_576_torch.float32_16> : tensor<1x576x1x1xf32>
    %cst_216 = arith.constant dense_resource<stripped_dense_45> : tensor<144x1x1x576xf32>
    %cst_217 = arith.constant dense_resource<stripped_dense_46> : tensor<576x1x1x144xf32>
    %cst_218 = arith.constant dense_resource<stripped_dense_47> : tensor<96x1x1x576xf32>
    %cst_219 = arith.constant dense_resource<torch_tensor_96_torch.float32_17> : tensor<1x96x1x1xf32>
    %cst_220 = arith.constant dense_resource<torch_tensor_96_torch.float32_19> : tensor<1x96x1x1xf32>
    %cst_221 = arith.constant dense_resource<torch_tensor_96_torch.float32_20> : tensor<1x96x1x1xf32>
    %cst_222 = arith.constant dense_resource<stripped_dense_48> : tensor<576x1x1x96xf32>
    %cst_223 = arith.constant dense_resource<torch_tensor_576_torch.float32_18> : tensor<1x576x1x1xf32>
    %cst_224 = arith.constant dense_resource<torch_tensor_576_torch.float32_20> : tensor<1x576x1x1xf32>
    %cst_225 = arith.constant dense_resource<torch_tensor_576_torch.float32_21> : tensor<1x576x1x1xf32>
    %cst_226 = arith.constant dense_resource<stripped_dense_49> : tensor<1x576x1024xf32>
    %cst_227 = arith.constant dense_resource<torch_tensor_1024_torch.float32> : tensor<1x1024xf32>
    %cst_228 = arith.constant dense<3.000000e+00> : tensor<1x1xf32>
    %cst_229 = arith.constant dense<0.166666672> : tensor<1x1xf32>
    %cst_230 = arith.constant dense_resource<stripped_dense_50> : tensor<1x1024x1000xf32>
    %cst_231 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1x1000xf32>
    %0 = tensor.empty() : tensor<1x64x64x3xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x3x64x64xf32>) outs(%0 : tensor<1x64x64x3xf32>) permutation = [0, 2, 3, 1] 
    %padded = tensor.pad %transposed low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x64x64x3xf32> to tensor<1x65x65x3xf32>
    %1 = tensor.empty() : tensor<1x32x32x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_54 : tensor<16xf32>) outs(%1 : tensor<1x32x32x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x32x32x16xf32>
    %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded, %cst_66 : tensor<1x65x65x3xf32>, tensor<16x3x3x3xf32>) outs(%2 : tensor<1x32x32x16xf32>) -> tensor<1x32x32x16xf32>
    %4 = tensor.empty() : tensor<1x16x32x32xf32>
    %transposed_232 = linalg.transpose ins(%3 : tensor<1x32x32x16xf32>) outs(%4 : tensor<1x16x32x32xf32>) permutation = [0, 3, 1, 2] 
    %5 = tensor.empty() : tensor<16xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_53 : tensor<1xf32>, tensor<16xf32>) outs(%5 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<16xf32>
    %7 = tensor.empty() : tensor<16xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%6 : tensor<16xf32>) outs(%7 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<16xf32>
    %9 = tensor.empty() : tensor<1x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_232, %cst_68 : tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%9 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded = tensor.expand_shape %8 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %11 = tensor.empty() : tensor<1x16x32x32xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %expanded : tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%11 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %13 = tensor.empty() : tensor<1x16x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %cst_69 : tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%13 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %15 = tensor.empty() : tensor<1x16x32x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_70 : tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>) outs(%15 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %17 = tensor.empty() : tensor<1x16x32x32xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %cst_71 : tensor<1x16x32x32xf32>, tensor<1x1x1x1xf32>) outs(%17 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %19 = tensor.empty() : tensor<1x16x32x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x32x32xf32>) outs(%19 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x16x32x32xf32>
    %21 = tensor.empty() : tensor<1x16x32x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %20 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%21 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %23 = tensor.empty() : tensor<1x16x32x32xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %cst_72 : tensor<1x16x32x32xf32>, tensor<1x1x1x1xf32>) outs(%23 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x32x32xf32>
    %25 = tensor.empty() : tensor<1x32x32x16xf32>
    %transposed_233 = linalg.transpose ins(%24 : tensor<1x16x32x32xf32>) outs(%25 : tensor<1x32x32x16xf32>) permutation = [0, 2, 3, 1] 
    %padded_234 = tensor.pad %transposed_233 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x32x32x16xf32> to tensor<1x33x33x16xf32>
    %26 = tensor.empty() : tensor<1x16x16x16x1xf32>
    %27 = linalg.fill ins(%cst_1 : f32) outs(%26 : tensor<1x16x16x16x1xf32>) -> tensor<1x16x16x16x1xf32>
    %28 = tensor.empty() : tensor<1x16x16x16xf32>
    %29 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_234, %cst_73 : tensor<1x33x33x16xf32>, tensor<3x3x16x1xf32>) outs(%27 : tensor<1x16x16x16x1xf32>) -> tensor<1x16x16x16x1xf32>
    %collapsed = tensor.collapse_shape %29 [[0], [1], [2], [3, 4]] : tensor<1x16x16x16x1xf32> into tensor<1x16x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_54, %collapsed : tensor<16xf32>, tensor<1x16x16x16xf32>) outs(%28 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %31 = tensor.empty() : tensor<1x16x16x16xf32>
    %transposed_235 = linalg.transpose ins(%30 : tensor<1x16x16x16xf32>) outs(%31 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %32 = tensor.empty() : tensor<16xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_52 : tensor<1xf32>, tensor<16xf32>) outs(%32 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<16xf32>
    %34 = tensor.empty() : tensor<16xf32>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%33 : tensor<16xf32>) outs(%34 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<16xf32>
    %36 = tensor.empty() : tensor<1x16x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_235, %cst_74 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%36 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_236 = tensor.expand_shape %35 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %38 = tensor.empty() : tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_236 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%38 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %40 = tensor.empty() : tensor<1x16x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %cst_75 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%40 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = tensor.empty() : tensor<1x16x16x16xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %cst_76 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%42 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %44 = tensor.empty() : tensor<1x16x16x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x16x16x16xf32>) outs(%44 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x16x16x16xf32>
    %46 = tensor.empty() : tensor<1x16x16xf32>
    %47 = linalg.fill ins(%cst_1 : f32) outs(%46 : tensor<1x16x16xf32>) -> tensor<1x16x16xf32>
    %reduced = linalg.reduce ins(%45 : tensor<1x16x16x16xf32>) outs(%47 : tensor<1x16x16xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_237 = tensor.expand_shape %reduced [[0], [1], [2, 3]] output_shape [1, 16, 16, 1] : tensor<1x16x16xf32> into tensor<1x16x16x1xf32>
    %48 = tensor.empty() : tensor<1x16x1xf32>
    %49 = linalg.fill ins(%cst_1 : f32) outs(%48 : tensor<1x16x1xf32>) -> tensor<1x16x1xf32>
    %reduced_238 = linalg.reduce ins(%expanded_237 : tensor<1x16x16x1xf32>) outs(%49 : tensor<1x16x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_239 = tensor.expand_shape %reduced_238 [[0], [1], [2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16x1xf32> into tensor<1x16x1x1xf32>
    %50 = tensor.empty() : tensor<1x16x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_239, %cst_77 : tensor<1x16x1x1xf32>, tensor<1x1x1x1xf32>) outs(%50 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x1x1xf32>
    %collapsed_240 = tensor.collapse_shape %51 [[0], [1, 2, 3]] : tensor<1x16x1x1xf32> into tensor<1x16xf32>
    %expanded_241 = tensor.expand_shape %collapsed_240 [[0, 1, 2], [3]] output_shape [1, 1, 1, 16] : tensor<1x16xf32> into tensor<1x1x1x16xf32>
    %52 = tensor.empty() : tensor<1x1x1x8xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_51 : tensor<8xf32>) outs(%52 : tensor<1x1x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x8xf32>
    %54 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_241, %cst_78 : tensor<1x1x1x16xf32>, tensor<8x1x1x16xf32>) outs(%53 : tensor<1x1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %collapsed_242 = tensor.collapse_shape %54 [[0, 1, 2], [3]] : tensor<1x1x1x8xf32> into tensor<1x8xf32>
    %expanded_243 = tensor.expand_shape %collapsed_242 [[0], [1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<1x8xf32> into tensor<1x8x1x1xf32>
    %55 = tensor.empty() : tensor<1x8x1x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_243 : tensor<1x8x1x1xf32>) outs(%55 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x8x1x1xf32>
    %collapsed_244 = tensor.collapse_shape %56 [[0], [1, 2, 3]] : tensor<1x8x1x1xf32> into tensor<1x8xf32>
    %expanded_245 = tensor.expand_shape %collapsed_244 [[0, 1, 2], [3]] output_shape [1, 1, 1, 8] : tensor<1x8xf32> into tensor<1x1x1x8xf32>
    %57 = tensor.empty() : tensor<1x1x1x16xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_50 : tensor<16xf32>) outs(%57 : tensor<1x1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x16xf32>
    %59 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_245, %cst_79 : tensor<1x1x1x8xf32>, tensor<16x1x1x8xf32>) outs(%58 : tensor<1x1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %collapsed_246 = tensor.collapse_shape %59 [[0, 1, 2], [3]] : tensor<1x1x1x16xf32> into tensor<1x16xf32>
    %expanded_247 = tensor.expand_shape %collapsed_246 [[0], [1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<1x16xf32> into tensor<1x16x1x1xf32>
    %60 = tensor.empty() : tensor<1x16x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_247, %cst_71 : tensor<1x16x1x1xf32>, tensor<1x1x1x1xf32>) outs(%60 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x1x1xf32>
    %62 = tensor.empty() : tensor<1x16x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<1x16x1x1xf32>) outs(%62 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x16x1x1xf32>
    %64 = tensor.empty() : tensor<1x16x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %cst_72 : tensor<1x16x1x1xf32>, tensor<1x1x1x1xf32>) outs(%64 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x1x1xf32>
    %66 = tensor.empty() : tensor<1x16x16x16xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %45 : tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%66 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %68 = tensor.empty() : tensor<1x16x16x16xf32>
    %transposed_248 = linalg.transpose ins(%67 : tensor<1x16x16x16xf32>) outs(%68 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %69 = tensor.empty() : tensor<1x16x16x16xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_54 : tensor<16xf32>) outs(%69 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x16xf32>
    %71 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_248, %cst_80 : tensor<1x16x16x16xf32>, tensor<16x1x1x16xf32>) outs(%70 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %72 = tensor.empty() : tensor<1x16x16x16xf32>
    %transposed_249 = linalg.transpose ins(%71 : tensor<1x16x16x16xf32>) outs(%72 : tensor<1x16x16x16xf32>) permutation = [0, 3, 1, 2] 
    %73 = tensor.empty() : tensor<16xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_49 : tensor<1xf32>, tensor<16xf32>) outs(%73 : tensor<16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<16xf32>
    %75 = tensor.empty() : tensor<16xf32>
    %76 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%74 : tensor<16xf32>) outs(%75 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<16xf32>
    %77 = tensor.empty() : tensor<1x16x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_249, %cst_81 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%77 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_250 = tensor.expand_shape %76 [[0, 1, 2, 3]] output_shape [1, 16, 1, 1] : tensor<16xf32> into tensor<1x16x1x1xf32>
    %79 = tensor.empty() : tensor<1x16x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_250 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%79 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %81 = tensor.empty() : tensor<1x16x16x16xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %cst_82 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%81 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %83 = tensor.empty() : tensor<1x16x16x16xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %cst_83 : tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) outs(%83 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x16x16x16xf32>
    %85 = tensor.empty() : tensor<1x16x16x16xf32>
    %transposed_251 = linalg.transpose ins(%84 : tensor<1x16x16x16xf32>) outs(%85 : tensor<1x16x16x16xf32>) permutation = [0, 2, 3, 1] 
    %86 = tensor.empty() : tensor<1x16x16x72xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_55 : tensor<72xf32>) outs(%86 : tensor<1x16x16x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x16x16x72xf32>
    %88 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_251, %cst_84 : tensor<1x16x16x16xf32>, tensor<72x1x1x16xf32>) outs(%87 : tensor<1x16x16x72xf32>) -> tensor<1x16x16x72xf32>
    %89 = tensor.empty() : tensor<1x72x16x16xf32>
    %transposed_252 = linalg.transpose ins(%88 : tensor<1x16x16x72xf32>) outs(%89 : tensor<1x72x16x16xf32>) permutation = [0, 3, 1, 2] 
    %90 = tensor.empty() : tensor<72xf32>
    %91 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_48 : tensor<1xf32>, tensor<72xf32>) outs(%90 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<72xf32>
    %92 = tensor.empty() : tensor<72xf32>
    %93 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%91 : tensor<72xf32>) outs(%92 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<72xf32>
    %94 = tensor.empty() : tensor<1x72x16x16xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_252, %cst_85 : tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>) outs(%94 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_253 = tensor.expand_shape %93 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %96 = tensor.empty() : tensor<1x72x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_253 : tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>) outs(%96 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x16x16xf32>
    %98 = tensor.empty() : tensor<1x72x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %cst_86 : tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>) outs(%98 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x16x16xf32>
    %100 = tensor.empty() : tensor<1x72x16x16xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %cst_87 : tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>) outs(%100 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x16x16xf32>
    %102 = tensor.empty() : tensor<1x72x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101 : tensor<1x72x16x16xf32>) outs(%102 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x72x16x16xf32>
    %104 = tensor.empty() : tensor<1x16x16x72xf32>
    %transposed_254 = linalg.transpose ins(%103 : tensor<1x72x16x16xf32>) outs(%104 : tensor<1x16x16x72xf32>) permutation = [0, 2, 3, 1] 
    %padded_255 = tensor.pad %transposed_254 low[0, 1, 1, 0] high[0, 0, 0, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x16x16x72xf32> to tensor<1x17x17x72xf32>
    %105 = tensor.empty() : tensor<1x8x8x72x1xf32>
    %106 = linalg.fill ins(%cst_1 : f32) outs(%105 : tensor<1x8x8x72x1xf32>) -> tensor<1x8x8x72x1xf32>
    %107 = tensor.empty() : tensor<1x8x8x72xf32>
    %108 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_255, %cst_88 : tensor<1x17x17x72xf32>, tensor<3x3x72x1xf32>) outs(%106 : tensor<1x8x8x72x1xf32>) -> tensor<1x8x8x72x1xf32>
    %collapsed_256 = tensor.collapse_shape %108 [[0], [1], [2], [3, 4]] : tensor<1x8x8x72x1xf32> into tensor<1x8x8x72xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_55, %collapsed_256 : tensor<72xf32>, tensor<1x8x8x72xf32>) outs(%107 : tensor<1x8x8x72xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x8x8x72xf32>
    %110 = tensor.empty() : tensor<1x72x8x8xf32>
    %transposed_257 = linalg.transpose ins(%109 : tensor<1x8x8x72xf32>) outs(%110 : tensor<1x72x8x8xf32>) permutation = [0, 3, 1, 2] 
    %111 = tensor.empty() : tensor<72xf32>
    %112 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_47 : tensor<1xf32>, tensor<72xf32>) outs(%111 : tensor<72xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<72xf32>
    %113 = tensor.empty() : tensor<72xf32>
    %114 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%112 : tensor<72xf32>) outs(%113 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<72xf32>
    %115 = tensor.empty() : tensor<1x72x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_257, %cst_89 : tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>) outs(%115 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_258 = tensor.expand_shape %114 [[0, 1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<72xf32> into tensor<1x72x1x1xf32>
    %117 = tensor.empty() : tensor<1x72x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_258 : tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>) outs(%117 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x8x8xf32>
    %119 = tensor.empty() : tensor<1x72x8x8xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %cst_90 : tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>) outs(%119 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x8x8xf32>
    %121 = tensor.empty() : tensor<1x72x8x8xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %cst_91 : tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>) outs(%121 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x72x8x8xf32>
    %123 = tensor.empty() : tensor<1x72x8x8xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<1x72x8x8xf32>) outs(%123 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x72x8x8xf32>
    %125 = tensor.empty() : tensor<1x8x8x72xf32>
    %transposed_259 = linalg.transpose ins(%124 : tensor<1x72x8x8xf32>) outs(%125 : tensor<1x8x8x72xf32>) permutation = [0, 2, 3, 1] 
    %126 = tensor.empty() : tensor<1x8x8x24xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_56 : tensor<24xf32>) outs(%126 : tensor<1x8x8x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x24xf32>
    %128 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_259, %cst_92 : tensor<1x8x8x72xf32>, tensor<24x1x1x72xf32>) outs(%127 : tensor<1x8x8x24xf32>) -> tensor<1x8x8x24xf32>
    %129 = tensor.empty() : tensor<1x24x8x8xf32>
    %transposed_260 = linalg.transpose ins(%128 : tensor<1x8x8x24xf32>) outs(%129 : tensor<1x24x8x8xf32>) permutation = [0, 3, 1, 2] 
    %130 = tensor.empty() : tensor<24xf32>
    %131 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_46 : tensor<1xf32>, tensor<24xf32>) outs(%130 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<24xf32>
    %132 = tensor.empty() : tensor<24xf32>
    %133 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%131 : tensor<24xf32>) outs(%132 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<24xf32>
    %134 = tensor.empty() : tensor<1x24x8x8xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_260, %cst_93 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%134 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_261 = tensor.expand_shape %133 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %136 = tensor.empty() : tensor<1x24x8x8xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_261 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%136 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %138 = tensor.empty() : tensor<1x24x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %cst_94 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%138 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %140 = tensor.empty() : tensor<1x24x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %cst_95 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%140 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %142 = tensor.empty() : tensor<1x8x8x24xf32>
    %transposed_262 = linalg.transpose ins(%141 : tensor<1x24x8x8xf32>) outs(%142 : tensor<1x8x8x24xf32>) permutation = [0, 2, 3, 1] 
    %143 = tensor.empty() : tensor<1x8x8x88xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_57 : tensor<88xf32>) outs(%143 : tensor<1x8x8x88xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x88xf32>
    %145 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_262, %cst_96 : tensor<1x8x8x24xf32>, tensor<88x1x1x24xf32>) outs(%144 : tensor<1x8x8x88xf32>) -> tensor<1x8x8x88xf32>
    %146 = tensor.empty() : tensor<1x88x8x8xf32>
    %transposed_263 = linalg.transpose ins(%145 : tensor<1x8x8x88xf32>) outs(%146 : tensor<1x88x8x8xf32>) permutation = [0, 3, 1, 2] 
    %147 = tensor.empty() : tensor<88xf32>
    %148 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_45 : tensor<1xf32>, tensor<88xf32>) outs(%147 : tensor<88xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<88xf32>
    %149 = tensor.empty() : tensor<88xf32>
    %150 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%148 : tensor<88xf32>) outs(%149 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<88xf32>
    %151 = tensor.empty() : tensor<1x88x8x8xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_263, %cst_97 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%151 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_264 = tensor.expand_shape %150 [[0, 1, 2, 3]] output_shape [1, 88, 1, 1] : tensor<88xf32> into tensor<1x88x1x1xf32>
    %153 = tensor.empty() : tensor<1x88x8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_264 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%153 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %155 = tensor.empty() : tensor<1x88x8x8xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %cst_98 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%155 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %157 = tensor.empty() : tensor<1x88x8x8xf32>
    %158 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %cst_99 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%157 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %159 = tensor.empty() : tensor<1x88x8x8xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<1x88x8x8xf32>) outs(%159 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x88x8x8xf32>
    %161 = tensor.empty() : tensor<1x8x8x88xf32>
    %transposed_265 = linalg.transpose ins(%160 : tensor<1x88x8x8xf32>) outs(%161 : tensor<1x8x8x88xf32>) permutation = [0, 2, 3, 1] 
    %padded_266 = tensor.pad %transposed_265 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x8x8x88xf32> to tensor<1x10x10x88xf32>
    %162 = tensor.empty() : tensor<1x8x8x88x1xf32>
    %163 = linalg.fill ins(%cst_1 : f32) outs(%162 : tensor<1x8x8x88x1xf32>) -> tensor<1x8x8x88x1xf32>
    %164 = tensor.empty() : tensor<1x8x8x88xf32>
    %165 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_266, %cst_100 : tensor<1x10x10x88xf32>, tensor<3x3x88x1xf32>) outs(%163 : tensor<1x8x8x88x1xf32>) -> tensor<1x8x8x88x1xf32>
    %collapsed_267 = tensor.collapse_shape %165 [[0], [1], [2], [3, 4]] : tensor<1x8x8x88x1xf32> into tensor<1x8x8x88xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_57, %collapsed_267 : tensor<88xf32>, tensor<1x8x8x88xf32>) outs(%164 : tensor<1x8x8x88xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x8x8x88xf32>
    %167 = tensor.empty() : tensor<1x88x8x8xf32>
    %transposed_268 = linalg.transpose ins(%166 : tensor<1x8x8x88xf32>) outs(%167 : tensor<1x88x8x8xf32>) permutation = [0, 3, 1, 2] 
    %168 = tensor.empty() : tensor<88xf32>
    %169 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_44 : tensor<1xf32>, tensor<88xf32>) outs(%168 : tensor<88xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<88xf32>
    %170 = tensor.empty() : tensor<88xf32>
    %171 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%169 : tensor<88xf32>) outs(%170 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<88xf32>
    %172 = tensor.empty() : tensor<1x88x8x8xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_268, %cst_101 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%172 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_269 = tensor.expand_shape %171 [[0, 1, 2, 3]] output_shape [1, 88, 1, 1] : tensor<88xf32> into tensor<1x88x1x1xf32>
    %174 = tensor.empty() : tensor<1x88x8x8xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_269 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%174 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %176 = tensor.empty() : tensor<1x88x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %cst_102 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%176 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %178 = tensor.empty() : tensor<1x88x8x8xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %cst_103 : tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) outs(%178 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x88x8x8xf32>
    %180 = tensor.empty() : tensor<1x88x8x8xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179 : tensor<1x88x8x8xf32>) outs(%180 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x88x8x8xf32>
    %182 = tensor.empty() : tensor<1x8x8x88xf32>
    %transposed_270 = linalg.transpose ins(%181 : tensor<1x88x8x8xf32>) outs(%182 : tensor<1x8x8x88xf32>) permutation = [0, 2, 3, 1] 
    %183 = tensor.empty() : tensor<1x8x8x24xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_56 : tensor<24xf32>) outs(%183 : tensor<1x8x8x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x24xf32>
    %185 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_270, %cst_104 : tensor<1x8x8x88xf32>, tensor<24x1x1x88xf32>) outs(%184 : tensor<1x8x8x24xf32>) -> tensor<1x8x8x24xf32>
    %186 = tensor.empty() : tensor<1x24x8x8xf32>
    %transposed_271 = linalg.transpose ins(%185 : tensor<1x8x8x24xf32>) outs(%186 : tensor<1x24x8x8xf32>) permutation = [0, 3, 1, 2] 
    %187 = tensor.empty() : tensor<24xf32>
    %188 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_43 : tensor<1xf32>, tensor<24xf32>) outs(%187 : tensor<24xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<24xf32>
    %189 = tensor.empty() : tensor<24xf32>
    %190 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%188 : tensor<24xf32>) outs(%189 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<24xf32>
    %191 = tensor.empty() : tensor<1x24x8x8xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_271, %cst_105 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%191 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_272 = tensor.expand_shape %190 [[0, 1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<24xf32> into tensor<1x24x1x1xf32>
    %193 = tensor.empty() : tensor<1x24x8x8xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_272 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%193 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %195 = tensor.empty() : tensor<1x24x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %cst_106 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%195 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %197 = tensor.empty() : tensor<1x24x8x8xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %cst_107 : tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) outs(%197 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %199 = tensor.empty() : tensor<1x24x8x8xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %141 : tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) outs(%199 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x24x8x8xf32>
    %201 = tensor.empty() : tensor<1x8x8x24xf32>
    %transposed_273 = linalg.transpose ins(%200 : tensor<1x24x8x8xf32>) outs(%201 : tensor<1x8x8x24xf32>) permutation = [0, 2, 3, 1] 
    %202 = tensor.empty() : tensor<1x8x8x96xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_58 : tensor<96xf32>) outs(%202 : tensor<1x8x8x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x8x8x96xf32>
    %204 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_273, %cst_108 : tensor<1x8x8x24xf32>, tensor<96x1x1x24xf32>) outs(%203 : tensor<1x8x8x96xf32>) -> tensor<1x8x8x96xf32>
    %205 = tensor.empty() : tensor<1x96x8x8xf32>
    %transposed_274 = linalg.transpose ins(%204 : tensor<1x8x8x96xf32>) outs(%205 : tensor<1x96x8x8xf32>) permutation = [0, 3, 1, 2] 
    %206 = tensor.empty() : tensor<96xf32>
    %207 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_42 : tensor<1xf32>, tensor<96xf32>) outs(%206 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %208 = tensor.empty() : tensor<96xf32>
    %209 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%207 : tensor<96xf32>) outs(%208 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %210 = tensor.empty() : tensor<1x96x8x8xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_274, %cst_109 : tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>) outs(%210 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_275 = tensor.expand_shape %209 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
    %212 = tensor.empty() : tensor<1x96x8x8xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_275 : tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>) outs(%212 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %214 = tensor.empty() : tensor<1x96x8x8xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %cst_110 : tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>) outs(%214 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %216 = tensor.empty() : tensor<1x96x8x8xf32>
    %217 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %cst_111 : tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>) outs(%216 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %218 = tensor.empty() : tensor<1x96x8x8xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %cst_71 : tensor<1x96x8x8xf32>, tensor<1x1x1x1xf32>) outs(%218 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %220 = tensor.empty() : tensor<1x96x8x8xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x96x8x8xf32>) outs(%220 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x96x8x8xf32>
    %222 = tensor.empty() : tensor<1x96x8x8xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %221 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%222 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %224 = tensor.empty() : tensor<1x96x8x8xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223, %cst_72 : tensor<1x96x8x8xf32>, tensor<1x1x1x1xf32>) outs(%224 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x8x8xf32>
    %226 = tensor.empty() : tensor<1x8x8x96xf32>
    %transposed_276 = linalg.transpose ins(%225 : tensor<1x96x8x8xf32>) outs(%226 : tensor<1x8x8x96xf32>) permutation = [0, 2, 3, 1] 
    %padded_277 = tensor.pad %transposed_276 low[0, 2, 2, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x8x8x96xf32> to tensor<1x11x11x96xf32>
    %227 = tensor.empty() : tensor<1x4x4x96x1xf32>
    %228 = linalg.fill ins(%cst_1 : f32) outs(%227 : tensor<1x4x4x96x1xf32>) -> tensor<1x4x4x96x1xf32>
    %229 = tensor.empty() : tensor<1x4x4x96xf32>
    %230 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_277, %cst_112 : tensor<1x11x11x96xf32>, tensor<5x5x96x1xf32>) outs(%228 : tensor<1x4x4x96x1xf32>) -> tensor<1x4x4x96x1xf32>
    %collapsed_278 = tensor.collapse_shape %230 [[0], [1], [2], [3, 4]] : tensor<1x4x4x96x1xf32> into tensor<1x4x4x96xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_58, %collapsed_278 : tensor<96xf32>, tensor<1x4x4x96xf32>) outs(%229 : tensor<1x4x4x96xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x4x4x96xf32>
    %232 = tensor.empty() : tensor<1x96x4x4xf32>
    %transposed_279 = linalg.transpose ins(%231 : tensor<1x4x4x96xf32>) outs(%232 : tensor<1x96x4x4xf32>) permutation = [0, 3, 1, 2] 
    %233 = tensor.empty() : tensor<96xf32>
    %234 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_41 : tensor<1xf32>, tensor<96xf32>) outs(%233 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %235 = tensor.empty() : tensor<96xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%234 : tensor<96xf32>) outs(%235 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %237 = tensor.empty() : tensor<1x96x4x4xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_279, %cst_113 : tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%237 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_280 = tensor.expand_shape %236 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
    %239 = tensor.empty() : tensor<1x96x4x4xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_280 : tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%239 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %241 = tensor.empty() : tensor<1x96x4x4xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %cst_114 : tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%241 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %243 = tensor.empty() : tensor<1x96x4x4xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %cst_115 : tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) outs(%243 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %245 = tensor.empty() : tensor<1x96x4x4xf32>
    %246 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %cst_71 : tensor<1x96x4x4xf32>, tensor<1x1x1x1xf32>) outs(%245 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %247 = tensor.empty() : tensor<1x96x4x4xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x96x4x4xf32>) outs(%247 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x96x4x4xf32>
    %249 = tensor.empty() : tensor<1x96x4x4xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %248 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%249 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %251 = tensor.empty() : tensor<1x96x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %cst_72 : tensor<1x96x4x4xf32>, tensor<1x1x1x1xf32>) outs(%251 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %253 = tensor.empty() : tensor<1x96x4xf32>
    %254 = linalg.fill ins(%cst_1 : f32) outs(%253 : tensor<1x96x4xf32>) -> tensor<1x96x4xf32>
    %reduced_281 = linalg.reduce ins(%252 : tensor<1x96x4x4xf32>) outs(%254 : tensor<1x96x4xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_282 = tensor.expand_shape %reduced_281 [[0], [1], [2, 3]] output_shape [1, 96, 4, 1] : tensor<1x96x4xf32> into tensor<1x96x4x1xf32>
    %255 = tensor.empty() : tensor<1x96x1xf32>
    %256 = linalg.fill ins(%cst_1 : f32) outs(%255 : tensor<1x96x1xf32>) -> tensor<1x96x1xf32>
    %reduced_283 = linalg.reduce ins(%expanded_282 : tensor<1x96x4x1xf32>) outs(%256 : tensor<1x96x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_284 = tensor.expand_shape %reduced_283 [[0], [1], [2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96x1xf32> into tensor<1x96x1x1xf32>
    %257 = tensor.empty() : tensor<1x96x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_284, %cst_116 : tensor<1x96x1x1xf32>, tensor<1x1x1x1xf32>) outs(%257 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x1x1xf32>
    %collapsed_285 = tensor.collapse_shape %258 [[0], [1, 2, 3]] : tensor<1x96x1x1xf32> into tensor<1x96xf32>
    %expanded_286 = tensor.expand_shape %collapsed_285 [[0, 1, 2], [3]] output_shape [1, 1, 1, 96] : tensor<1x96xf32> into tensor<1x1x1x96xf32>
    %259 = tensor.empty() : tensor<1x1x1x24xf32>
    %260 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_40 : tensor<24xf32>) outs(%259 : tensor<1x1x1x24xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x24xf32>
    %261 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_286, %cst_117 : tensor<1x1x1x96xf32>, tensor<24x1x1x96xf32>) outs(%260 : tensor<1x1x1x24xf32>) -> tensor<1x1x1x24xf32>
    %collapsed_287 = tensor.collapse_shape %261 [[0, 1, 2], [3]] : tensor<1x1x1x24xf32> into tensor<1x24xf32>
    %expanded_288 = tensor.expand_shape %collapsed_287 [[0], [1, 2, 3]] output_shape [1, 24, 1, 1] : tensor<1x24xf32> into tensor<1x24x1x1xf32>
    %262 = tensor.empty() : tensor<1x24x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_288 : tensor<1x24x1x1xf32>) outs(%262 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x24x1x1xf32>
    %collapsed_289 = tensor.collapse_shape %263 [[0], [1, 2, 3]] : tensor<1x24x1x1xf32> into tensor<1x24xf32>
    %expanded_290 = tensor.expand_shape %collapsed_289 [[0, 1, 2], [3]] output_shape [1, 1, 1, 24] : tensor<1x24xf32> into tensor<1x1x1x24xf32>
    %264 = tensor.empty() : tensor<1x1x1x96xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_39 : tensor<96xf32>) outs(%264 : tensor<1x1x1x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x96xf32>
    %266 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_290, %cst_118 : tensor<1x1x1x24xf32>, tensor<96x1x1x24xf32>) outs(%265 : tensor<1x1x1x96xf32>) -> tensor<1x1x1x96xf32>
    %collapsed_291 = tensor.collapse_shape %266 [[0, 1, 2], [3]] : tensor<1x1x1x96xf32> into tensor<1x96xf32>
    %expanded_292 = tensor.expand_shape %collapsed_291 [[0], [1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<1x96xf32> into tensor<1x96x1x1xf32>
    %267 = tensor.empty() : tensor<1x96x1x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_292, %cst_71 : tensor<1x96x1x1xf32>, tensor<1x1x1x1xf32>) outs(%267 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x1x1xf32>
    %269 = tensor.empty() : tensor<1x96x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x96x1x1xf32>) outs(%269 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x96x1x1xf32>
    %271 = tensor.empty() : tensor<1x96x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270, %cst_72 : tensor<1x96x1x1xf32>, tensor<1x1x1x1xf32>) outs(%271 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x1x1xf32>
    %273 = tensor.empty() : tensor<1x96x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %252 : tensor<1x96x1x1xf32>, tensor<1x96x4x4xf32>) outs(%273 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x4x4xf32>
    %275 = tensor.empty() : tensor<1x4x4x96xf32>
    %transposed_293 = linalg.transpose ins(%274 : tensor<1x96x4x4xf32>) outs(%275 : tensor<1x4x4x96xf32>) permutation = [0, 2, 3, 1] 
    %276 = tensor.empty() : tensor<1x4x4x40xf32>
    %277 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_59 : tensor<40xf32>) outs(%276 : tensor<1x4x4x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x40xf32>
    %278 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_293, %cst_119 : tensor<1x4x4x96xf32>, tensor<40x1x1x96xf32>) outs(%277 : tensor<1x4x4x40xf32>) -> tensor<1x4x4x40xf32>
    %279 = tensor.empty() : tensor<1x40x4x4xf32>
    %transposed_294 = linalg.transpose ins(%278 : tensor<1x4x4x40xf32>) outs(%279 : tensor<1x40x4x4xf32>) permutation = [0, 3, 1, 2] 
    %280 = tensor.empty() : tensor<40xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_38 : tensor<1xf32>, tensor<40xf32>) outs(%280 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<40xf32>
    %282 = tensor.empty() : tensor<40xf32>
    %283 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%281 : tensor<40xf32>) outs(%282 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<40xf32>
    %284 = tensor.empty() : tensor<1x40x4x4xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_294, %cst_120 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%284 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_295 = tensor.expand_shape %283 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %286 = tensor.empty() : tensor<1x40x4x4xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_295 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%286 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %288 = tensor.empty() : tensor<1x40x4x4xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %cst_121 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%288 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %290 = tensor.empty() : tensor<1x40x4x4xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %cst_122 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%290 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %292 = tensor.empty() : tensor<1x4x4x40xf32>
    %transposed_296 = linalg.transpose ins(%291 : tensor<1x40x4x4xf32>) outs(%292 : tensor<1x4x4x40xf32>) permutation = [0, 2, 3, 1] 
    %293 = tensor.empty() : tensor<1x4x4x240xf32>
    %294 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_60 : tensor<240xf32>) outs(%293 : tensor<1x4x4x240xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x240xf32>
    %295 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_296, %cst_123 : tensor<1x4x4x40xf32>, tensor<240x1x1x40xf32>) outs(%294 : tensor<1x4x4x240xf32>) -> tensor<1x4x4x240xf32>
    %296 = tensor.empty() : tensor<1x240x4x4xf32>
    %transposed_297 = linalg.transpose ins(%295 : tensor<1x4x4x240xf32>) outs(%296 : tensor<1x240x4x4xf32>) permutation = [0, 3, 1, 2] 
    %297 = tensor.empty() : tensor<240xf32>
    %298 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_37 : tensor<1xf32>, tensor<240xf32>) outs(%297 : tensor<240xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %299 = tensor.empty() : tensor<240xf32>
    %300 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%298 : tensor<240xf32>) outs(%299 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %301 = tensor.empty() : tensor<1x240x4x4xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_297, %cst_124 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%301 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_298 = tensor.expand_shape %300 [[0, 1, 2, 3]] output_shape [1, 240, 1, 1] : tensor<240xf32> into tensor<1x240x1x1xf32>
    %303 = tensor.empty() : tensor<1x240x4x4xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_298 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%303 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %305 = tensor.empty() : tensor<1x240x4x4xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %cst_125 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%305 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %307 = tensor.empty() : tensor<1x240x4x4xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %cst_126 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%307 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %309 = tensor.empty() : tensor<1x240x4x4xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %cst_71 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%309 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %311 = tensor.empty() : tensor<1x240x4x4xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x240x4x4xf32>) outs(%311 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x240x4x4xf32>
    %313 = tensor.empty() : tensor<1x240x4x4xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %312 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%313 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %315 = tensor.empty() : tensor<1x240x4x4xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %cst_72 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%315 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %317 = tensor.empty() : tensor<1x4x4x240xf32>
    %transposed_299 = linalg.transpose ins(%316 : tensor<1x240x4x4xf32>) outs(%317 : tensor<1x4x4x240xf32>) permutation = [0, 2, 3, 1] 
    %padded_300 = tensor.pad %transposed_299 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x240xf32> to tensor<1x8x8x240xf32>
    %318 = tensor.empty() : tensor<1x4x4x240x1xf32>
    %319 = linalg.fill ins(%cst_1 : f32) outs(%318 : tensor<1x4x4x240x1xf32>) -> tensor<1x4x4x240x1xf32>
    %320 = tensor.empty() : tensor<1x4x4x240xf32>
    %321 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_300, %cst_127 : tensor<1x8x8x240xf32>, tensor<5x5x240x1xf32>) outs(%319 : tensor<1x4x4x240x1xf32>) -> tensor<1x4x4x240x1xf32>
    %collapsed_301 = tensor.collapse_shape %321 [[0], [1], [2], [3, 4]] : tensor<1x4x4x240x1xf32> into tensor<1x4x4x240xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_60, %collapsed_301 : tensor<240xf32>, tensor<1x4x4x240xf32>) outs(%320 : tensor<1x4x4x240xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x4x4x240xf32>
    %323 = tensor.empty() : tensor<1x240x4x4xf32>
    %transposed_302 = linalg.transpose ins(%322 : tensor<1x4x4x240xf32>) outs(%323 : tensor<1x240x4x4xf32>) permutation = [0, 3, 1, 2] 
    %324 = tensor.empty() : tensor<240xf32>
    %325 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_36 : tensor<1xf32>, tensor<240xf32>) outs(%324 : tensor<240xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %326 = tensor.empty() : tensor<240xf32>
    %327 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%325 : tensor<240xf32>) outs(%326 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %328 = tensor.empty() : tensor<1x240x4x4xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_302, %cst_128 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%328 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_303 = tensor.expand_shape %327 [[0, 1, 2, 3]] output_shape [1, 240, 1, 1] : tensor<240xf32> into tensor<1x240x1x1xf32>
    %330 = tensor.empty() : tensor<1x240x4x4xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_303 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%330 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %332 = tensor.empty() : tensor<1x240x4x4xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %cst_129 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%332 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %334 = tensor.empty() : tensor<1x240x4x4xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %cst_130 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%334 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %336 = tensor.empty() : tensor<1x240x4x4xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %cst_71 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%336 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %338 = tensor.empty() : tensor<1x240x4x4xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%337 : tensor<1x240x4x4xf32>) outs(%338 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x240x4x4xf32>
    %340 = tensor.empty() : tensor<1x240x4x4xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %339 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%340 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %342 = tensor.empty() : tensor<1x240x4x4xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %cst_72 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%342 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %344 = tensor.empty() : tensor<1x240x4xf32>
    %345 = linalg.fill ins(%cst_1 : f32) outs(%344 : tensor<1x240x4xf32>) -> tensor<1x240x4xf32>
    %reduced_304 = linalg.reduce ins(%343 : tensor<1x240x4x4xf32>) outs(%345 : tensor<1x240x4xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_305 = tensor.expand_shape %reduced_304 [[0], [1], [2, 3]] output_shape [1, 240, 4, 1] : tensor<1x240x4xf32> into tensor<1x240x4x1xf32>
    %346 = tensor.empty() : tensor<1x240x1xf32>
    %347 = linalg.fill ins(%cst_1 : f32) outs(%346 : tensor<1x240x1xf32>) -> tensor<1x240x1xf32>
    %reduced_306 = linalg.reduce ins(%expanded_305 : tensor<1x240x4x1xf32>) outs(%347 : tensor<1x240x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_307 = tensor.expand_shape %reduced_306 [[0], [1], [2, 3]] output_shape [1, 240, 1, 1] : tensor<1x240x1xf32> into tensor<1x240x1x1xf32>
    %348 = tensor.empty() : tensor<1x240x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_307, %cst_116 : tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) outs(%348 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x1x1xf32>
    %collapsed_308 = tensor.collapse_shape %349 [[0], [1, 2, 3]] : tensor<1x240x1x1xf32> into tensor<1x240xf32>
    %expanded_309 = tensor.expand_shape %collapsed_308 [[0, 1, 2], [3]] output_shape [1, 1, 1, 240] : tensor<1x240xf32> into tensor<1x1x1x240xf32>
    %350 = tensor.empty() : tensor<1x1x1x64xf32>
    %351 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_35 : tensor<64xf32>) outs(%350 : tensor<1x1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x64xf32>
    %352 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_309, %cst_131 : tensor<1x1x1x240xf32>, tensor<64x1x1x240xf32>) outs(%351 : tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %collapsed_310 = tensor.collapse_shape %352 [[0, 1, 2], [3]] : tensor<1x1x1x64xf32> into tensor<1x64xf32>
    %expanded_311 = tensor.expand_shape %collapsed_310 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %353 = tensor.empty() : tensor<1x64x1x1xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_311 : tensor<1x64x1x1xf32>) outs(%353 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x64x1x1xf32>
    %collapsed_312 = tensor.collapse_shape %354 [[0], [1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<1x64xf32>
    %expanded_313 = tensor.expand_shape %collapsed_312 [[0, 1, 2], [3]] output_shape [1, 1, 1, 64] : tensor<1x64xf32> into tensor<1x1x1x64xf32>
    %355 = tensor.empty() : tensor<1x1x1x240xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_34 : tensor<240xf32>) outs(%355 : tensor<1x1x1x240xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x240xf32>
    %357 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_313, %cst_132 : tensor<1x1x1x64xf32>, tensor<240x1x1x64xf32>) outs(%356 : tensor<1x1x1x240xf32>) -> tensor<1x1x1x240xf32>
    %collapsed_314 = tensor.collapse_shape %357 [[0, 1, 2], [3]] : tensor<1x1x1x240xf32> into tensor<1x240xf32>
    %expanded_315 = tensor.expand_shape %collapsed_314 [[0], [1, 2, 3]] output_shape [1, 240, 1, 1] : tensor<1x240xf32> into tensor<1x240x1x1xf32>
    %358 = tensor.empty() : tensor<1x240x1x1xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_315, %cst_71 : tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) outs(%358 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x1x1xf32>
    %360 = tensor.empty() : tensor<1x240x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359 : tensor<1x240x1x1xf32>) outs(%360 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x240x1x1xf32>
    %362 = tensor.empty() : tensor<1x240x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %cst_72 : tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) outs(%362 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x1x1xf32>
    %364 = tensor.empty() : tensor<1x240x4x4xf32>
    %365 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %343 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%364 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %366 = tensor.empty() : tensor<1x4x4x240xf32>
    %transposed_316 = linalg.transpose ins(%365 : tensor<1x240x4x4xf32>) outs(%366 : tensor<1x4x4x240xf32>) permutation = [0, 2, 3, 1] 
    %367 = tensor.empty() : tensor<1x4x4x40xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_59 : tensor<40xf32>) outs(%367 : tensor<1x4x4x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x40xf32>
    %369 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_316, %cst_133 : tensor<1x4x4x240xf32>, tensor<40x1x1x240xf32>) outs(%368 : tensor<1x4x4x40xf32>) -> tensor<1x4x4x40xf32>
    %370 = tensor.empty() : tensor<1x40x4x4xf32>
    %transposed_317 = linalg.transpose ins(%369 : tensor<1x4x4x40xf32>) outs(%370 : tensor<1x40x4x4xf32>) permutation = [0, 3, 1, 2] 
    %371 = tensor.empty() : tensor<40xf32>
    %372 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_33 : tensor<1xf32>, tensor<40xf32>) outs(%371 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<40xf32>
    %373 = tensor.empty() : tensor<40xf32>
    %374 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%372 : tensor<40xf32>) outs(%373 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<40xf32>
    %375 = tensor.empty() : tensor<1x40x4x4xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317, %cst_134 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%375 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_318 = tensor.expand_shape %374 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %377 = tensor.empty() : tensor<1x40x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_318 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%377 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %379 = tensor.empty() : tensor<1x40x4x4xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %cst_135 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%379 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %381 = tensor.empty() : tensor<1x40x4x4xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %cst_136 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%381 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %383 = tensor.empty() : tensor<1x40x4x4xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %291 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%383 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %385 = tensor.empty() : tensor<1x4x4x40xf32>
    %transposed_319 = linalg.transpose ins(%384 : tensor<1x40x4x4xf32>) outs(%385 : tensor<1x4x4x40xf32>) permutation = [0, 2, 3, 1] 
    %386 = tensor.empty() : tensor<1x4x4x240xf32>
    %387 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_60 : tensor<240xf32>) outs(%386 : tensor<1x4x4x240xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x240xf32>
    %388 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_319, %cst_137 : tensor<1x4x4x40xf32>, tensor<240x1x1x40xf32>) outs(%387 : tensor<1x4x4x240xf32>) -> tensor<1x4x4x240xf32>
    %389 = tensor.empty() : tensor<1x240x4x4xf32>
    %transposed_320 = linalg.transpose ins(%388 : tensor<1x4x4x240xf32>) outs(%389 : tensor<1x240x4x4xf32>) permutation = [0, 3, 1, 2] 
    %390 = tensor.empty() : tensor<240xf32>
    %391 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_32 : tensor<1xf32>, tensor<240xf32>) outs(%390 : tensor<240xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %392 = tensor.empty() : tensor<240xf32>
    %393 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%391 : tensor<240xf32>) outs(%392 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %394 = tensor.empty() : tensor<1x240x4x4xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_320, %cst_138 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%394 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_321 = tensor.expand_shape %393 [[0, 1, 2, 3]] output_shape [1, 240, 1, 1] : tensor<240xf32> into tensor<1x240x1x1xf32>
    %396 = tensor.empty() : tensor<1x240x4x4xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_321 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%396 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %398 = tensor.empty() : tensor<1x240x4x4xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %cst_139 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%398 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %400 = tensor.empty() : tensor<1x240x4x4xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%399, %cst_140 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%400 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %402 = tensor.empty() : tensor<1x240x4x4xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %cst_71 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%402 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %404 = tensor.empty() : tensor<1x240x4x4xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403 : tensor<1x240x4x4xf32>) outs(%404 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x240x4x4xf32>
    %406 = tensor.empty() : tensor<1x240x4x4xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %405 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%406 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %408 = tensor.empty() : tensor<1x240x4x4xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %cst_72 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%408 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %410 = tensor.empty() : tensor<1x4x4x240xf32>
    %transposed_322 = linalg.transpose ins(%409 : tensor<1x240x4x4xf32>) outs(%410 : tensor<1x4x4x240xf32>) permutation = [0, 2, 3, 1] 
    %padded_323 = tensor.pad %transposed_322 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x240xf32> to tensor<1x8x8x240xf32>
    %411 = tensor.empty() : tensor<1x4x4x240x1xf32>
    %412 = linalg.fill ins(%cst_1 : f32) outs(%411 : tensor<1x4x4x240x1xf32>) -> tensor<1x4x4x240x1xf32>
    %413 = tensor.empty() : tensor<1x4x4x240xf32>
    %414 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_323, %cst_141 : tensor<1x8x8x240xf32>, tensor<5x5x240x1xf32>) outs(%412 : tensor<1x4x4x240x1xf32>) -> tensor<1x4x4x240x1xf32>
    %collapsed_324 = tensor.collapse_shape %414 [[0], [1], [2], [3, 4]] : tensor<1x4x4x240x1xf32> into tensor<1x4x4x240xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_60, %collapsed_324 : tensor<240xf32>, tensor<1x4x4x240xf32>) outs(%413 : tensor<1x4x4x240xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x4x4x240xf32>
    %416 = tensor.empty() : tensor<1x240x4x4xf32>
    %transposed_325 = linalg.transpose ins(%415 : tensor<1x4x4x240xf32>) outs(%416 : tensor<1x240x4x4xf32>) permutation = [0, 3, 1, 2] 
    %417 = tensor.empty() : tensor<240xf32>
    %418 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_31 : tensor<1xf32>, tensor<240xf32>) outs(%417 : tensor<240xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %419 = tensor.empty() : tensor<240xf32>
    %420 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%418 : tensor<240xf32>) outs(%419 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<240xf32>
    %421 = tensor.empty() : tensor<1x240x4x4xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_325, %cst_142 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%421 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_326 = tensor.expand_shape %420 [[0, 1, 2, 3]] output_shape [1, 240, 1, 1] : tensor<240xf32> into tensor<1x240x1x1xf32>
    %423 = tensor.empty() : tensor<1x240x4x4xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_326 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%423 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %425 = tensor.empty() : tensor<1x240x4x4xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %cst_143 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%425 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %427 = tensor.empty() : tensor<1x240x4x4xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %cst_144 : tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) outs(%427 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %429 = tensor.empty() : tensor<1x240x4x4xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %cst_71 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%429 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %431 = tensor.empty() : tensor<1x240x4x4xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430 : tensor<1x240x4x4xf32>) outs(%431 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x240x4x4xf32>
    %433 = tensor.empty() : tensor<1x240x4x4xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%428, %432 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%433 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %435 = tensor.empty() : tensor<1x240x4x4xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %cst_72 : tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) outs(%435 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %437 = tensor.empty() : tensor<1x240x4xf32>
    %438 = linalg.fill ins(%cst_1 : f32) outs(%437 : tensor<1x240x4xf32>) -> tensor<1x240x4xf32>
    %reduced_327 = linalg.reduce ins(%436 : tensor<1x240x4x4xf32>) outs(%438 : tensor<1x240x4xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_328 = tensor.expand_shape %reduced_327 [[0], [1], [2, 3]] output_shape [1, 240, 4, 1] : tensor<1x240x4xf32> into tensor<1x240x4x1xf32>
    %439 = tensor.empty() : tensor<1x240x1xf32>
    %440 = linalg.fill ins(%cst_1 : f32) outs(%439 : tensor<1x240x1xf32>) -> tensor<1x240x1xf32>
    %reduced_329 = linalg.reduce ins(%expanded_328 : tensor<1x240x4x1xf32>) outs(%440 : tensor<1x240x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_330 = tensor.expand_shape %reduced_329 [[0], [1], [2, 3]] output_shape [1, 240, 1, 1] : tensor<1x240x1xf32> into tensor<1x240x1x1xf32>
    %441 = tensor.empty() : tensor<1x240x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_330, %cst_116 : tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) outs(%441 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x1x1xf32>
    %collapsed_331 = tensor.collapse_shape %442 [[0], [1, 2, 3]] : tensor<1x240x1x1xf32> into tensor<1x240xf32>
    %expanded_332 = tensor.expand_shape %collapsed_331 [[0, 1, 2], [3]] output_shape [1, 1, 1, 240] : tensor<1x240xf32> into tensor<1x1x1x240xf32>
    %443 = tensor.empty() : tensor<1x1x1x64xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_30 : tensor<64xf32>) outs(%443 : tensor<1x1x1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x64xf32>
    %445 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_332, %cst_145 : tensor<1x1x1x240xf32>, tensor<64x1x1x240xf32>) outs(%444 : tensor<1x1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %collapsed_333 = tensor.collapse_shape %445 [[0, 1, 2], [3]] : tensor<1x1x1x64xf32> into tensor<1x64xf32>
    %expanded_334 = tensor.expand_shape %collapsed_333 [[0], [1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<1x64xf32> into tensor<1x64x1x1xf32>
    %446 = tensor.empty() : tensor<1x64x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_334 : tensor<1x64x1x1xf32>) outs(%446 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x64x1x1xf32>
    %collapsed_335 = tensor.collapse_shape %447 [[0], [1, 2, 3]] : tensor<1x64x1x1xf32> into tensor<1x64xf32>
    %expanded_336 = tensor.expand_shape %collapsed_335 [[0, 1, 2], [3]] output_shape [1, 1, 1, 64] : tensor<1x64xf32> into tensor<1x1x1x64xf32>
    %448 = tensor.empty() : tensor<1x1x1x240xf32>
    %449 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_29 : tensor<240xf32>) outs(%448 : tensor<1x1x1x240xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x240xf32>
    %450 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_336, %cst_146 : tensor<1x1x1x64xf32>, tensor<240x1x1x64xf32>) outs(%449 : tensor<1x1x1x240xf32>) -> tensor<1x1x1x240xf32>
    %collapsed_337 = tensor.collapse_shape %450 [[0, 1, 2], [3]] : tensor<1x1x1x240xf32> into tensor<1x240xf32>
    %expanded_338 = tensor.expand_shape %collapsed_337 [[0], [1, 2, 3]] output_shape [1, 240, 1, 1] : tensor<1x240xf32> into tensor<1x240x1x1xf32>
    %451 = tensor.empty() : tensor<1x240x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_338, %cst_71 : tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) outs(%451 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x1x1xf32>
    %453 = tensor.empty() : tensor<1x240x1x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452 : tensor<1x240x1x1xf32>) outs(%453 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x240x1x1xf32>
    %455 = tensor.empty() : tensor<1x240x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %cst_72 : tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) outs(%455 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x1x1xf32>
    %457 = tensor.empty() : tensor<1x240x4x4xf32>
    %458 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %436 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%457 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x240x4x4xf32>
    %459 = tensor.empty() : tensor<1x4x4x240xf32>
    %transposed_339 = linalg.transpose ins(%458 : tensor<1x240x4x4xf32>) outs(%459 : tensor<1x4x4x240xf32>) permutation = [0, 2, 3, 1] 
    %460 = tensor.empty() : tensor<1x4x4x40xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_59 : tensor<40xf32>) outs(%460 : tensor<1x4x4x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x40xf32>
    %462 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_339, %cst_147 : tensor<1x4x4x240xf32>, tensor<40x1x1x240xf32>) outs(%461 : tensor<1x4x4x40xf32>) -> tensor<1x4x4x40xf32>
    %463 = tensor.empty() : tensor<1x40x4x4xf32>
    %transposed_340 = linalg.transpose ins(%462 : tensor<1x4x4x40xf32>) outs(%463 : tensor<1x40x4x4xf32>) permutation = [0, 3, 1, 2] 
    %464 = tensor.empty() : tensor<40xf32>
    %465 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_28 : tensor<1xf32>, tensor<40xf32>) outs(%464 : tensor<40xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<40xf32>
    %466 = tensor.empty() : tensor<40xf32>
    %467 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%465 : tensor<40xf32>) outs(%466 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<40xf32>
    %468 = tensor.empty() : tensor<1x40x4x4xf32>
    %469 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_340, %cst_148 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%468 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_341 = tensor.expand_shape %467 [[0, 1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<40xf32> into tensor<1x40x1x1xf32>
    %470 = tensor.empty() : tensor<1x40x4x4xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469, %expanded_341 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%470 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %472 = tensor.empty() : tensor<1x40x4x4xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %cst_149 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%472 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %474 = tensor.empty() : tensor<1x40x4x4xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %cst_150 : tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) outs(%474 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %476 = tensor.empty() : tensor<1x40x4x4xf32>
    %477 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %384 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%476 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x40x4x4xf32>
    %478 = tensor.empty() : tensor<1x4x4x40xf32>
    %transposed_342 = linalg.transpose ins(%477 : tensor<1x40x4x4xf32>) outs(%478 : tensor<1x4x4x40xf32>) permutation = [0, 2, 3, 1] 
    %479 = tensor.empty() : tensor<1x4x4x120xf32>
    %480 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_61 : tensor<120xf32>) outs(%479 : tensor<1x4x4x120xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x120xf32>
    %481 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_342, %cst_151 : tensor<1x4x4x40xf32>, tensor<120x1x1x40xf32>) outs(%480 : tensor<1x4x4x120xf32>) -> tensor<1x4x4x120xf32>
    %482 = tensor.empty() : tensor<1x120x4x4xf32>
    %transposed_343 = linalg.transpose ins(%481 : tensor<1x4x4x120xf32>) outs(%482 : tensor<1x120x4x4xf32>) permutation = [0, 3, 1, 2] 
    %483 = tensor.empty() : tensor<120xf32>
    %484 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_27 : tensor<1xf32>, tensor<120xf32>) outs(%483 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<120xf32>
    %485 = tensor.empty() : tensor<120xf32>
    %486 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%484 : tensor<120xf32>) outs(%485 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<120xf32>
    %487 = tensor.empty() : tensor<1x120x4x4xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_343, %cst_152 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%487 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_344 = tensor.expand_shape %486 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %489 = tensor.empty() : tensor<1x120x4x4xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_344 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%489 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %491 = tensor.empty() : tensor<1x120x4x4xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %cst_153 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%491 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %493 = tensor.empty() : tensor<1x120x4x4xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%492, %cst_154 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%493 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %495 = tensor.empty() : tensor<1x120x4x4xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %cst_71 : tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>) outs(%495 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %497 = tensor.empty() : tensor<1x120x4x4xf32>
    %498 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496 : tensor<1x120x4x4xf32>) outs(%497 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x120x4x4xf32>
    %499 = tensor.empty() : tensor<1x120x4x4xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %498 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%499 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %501 = tensor.empty() : tensor<1x120x4x4xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %cst_72 : tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>) outs(%501 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %503 = tensor.empty() : tensor<1x4x4x120xf32>
    %transposed_345 = linalg.transpose ins(%502 : tensor<1x120x4x4xf32>) outs(%503 : tensor<1x4x4x120xf32>) permutation = [0, 2, 3, 1] 
    %padded_346 = tensor.pad %transposed_345 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x120xf32> to tensor<1x8x8x120xf32>
    %504 = tensor.empty() : tensor<1x4x4x120x1xf32>
    %505 = linalg.fill ins(%cst_1 : f32) outs(%504 : tensor<1x4x4x120x1xf32>) -> tensor<1x4x4x120x1xf32>
    %506 = tensor.empty() : tensor<1x4x4x120xf32>
    %507 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_346, %cst_155 : tensor<1x8x8x120xf32>, tensor<5x5x120x1xf32>) outs(%505 : tensor<1x4x4x120x1xf32>) -> tensor<1x4x4x120x1xf32>
    %collapsed_347 = tensor.collapse_shape %507 [[0], [1], [2], [3, 4]] : tensor<1x4x4x120x1xf32> into tensor<1x4x4x120xf32>
    %508 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_61, %collapsed_347 : tensor<120xf32>, tensor<1x4x4x120xf32>) outs(%506 : tensor<1x4x4x120xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x4x4x120xf32>
    %509 = tensor.empty() : tensor<1x120x4x4xf32>
    %transposed_348 = linalg.transpose ins(%508 : tensor<1x4x4x120xf32>) outs(%509 : tensor<1x120x4x4xf32>) permutation = [0, 3, 1, 2] 
    %510 = tensor.empty() : tensor<120xf32>
    %511 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_26 : tensor<1xf32>, tensor<120xf32>) outs(%510 : tensor<120xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<120xf32>
    %512 = tensor.empty() : tensor<120xf32>
    %513 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%511 : tensor<120xf32>) outs(%512 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<120xf32>
    %514 = tensor.empty() : tensor<1x120x4x4xf32>
    %515 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_348, %cst_156 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%514 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_349 = tensor.expand_shape %513 [[0, 1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<120xf32> into tensor<1x120x1x1xf32>
    %516 = tensor.empty() : tensor<1x120x4x4xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%515, %expanded_349 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%516 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %518 = tensor.empty() : tensor<1x120x4x4xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %cst_157 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%518 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %520 = tensor.empty() : tensor<1x120x4x4xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %cst_158 : tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) outs(%520 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %522 = tensor.empty() : tensor<1x120x4x4xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %cst_71 : tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>) outs(%522 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %524 = tensor.empty() : tensor<1x120x4x4xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%523 : tensor<1x120x4x4xf32>) outs(%524 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x120x4x4xf32>
    %526 = tensor.empty() : tensor<1x120x4x4xf32>
    %527 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %525 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%526 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %528 = tensor.empty() : tensor<1x120x4x4xf32>
    %529 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527, %cst_72 : tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>) outs(%528 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %530 = tensor.empty() : tensor<1x120x4xf32>
    %531 = linalg.fill ins(%cst_1 : f32) outs(%530 : tensor<1x120x4xf32>) -> tensor<1x120x4xf32>
    %reduced_350 = linalg.reduce ins(%529 : tensor<1x120x4x4xf32>) outs(%531 : tensor<1x120x4xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_351 = tensor.expand_shape %reduced_350 [[0], [1], [2, 3]] output_shape [1, 120, 4, 1] : tensor<1x120x4xf32> into tensor<1x120x4x1xf32>
    %532 = tensor.empty() : tensor<1x120x1xf32>
    %533 = linalg.fill ins(%cst_1 : f32) outs(%532 : tensor<1x120x1xf32>) -> tensor<1x120x1xf32>
    %reduced_352 = linalg.reduce ins(%expanded_351 : tensor<1x120x4x1xf32>) outs(%533 : tensor<1x120x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_353 = tensor.expand_shape %reduced_352 [[0], [1], [2, 3]] output_shape [1, 120, 1, 1] : tensor<1x120x1xf32> into tensor<1x120x1x1xf32>
    %534 = tensor.empty() : tensor<1x120x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_353, %cst_116 : tensor<1x120x1x1xf32>, tensor<1x1x1x1xf32>) outs(%534 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x1x1xf32>
    %collapsed_354 = tensor.collapse_shape %535 [[0], [1, 2, 3]] : tensor<1x120x1x1xf32> into tensor<1x120xf32>
    %expanded_355 = tensor.expand_shape %collapsed_354 [[0, 1, 2], [3]] output_shape [1, 1, 1, 120] : tensor<1x120xf32> into tensor<1x1x1x120xf32>
    %536 = tensor.empty() : tensor<1x1x1x32xf32>
    %537 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25 : tensor<32xf32>) outs(%536 : tensor<1x1x1x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x32xf32>
    %538 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_355, %cst_159 : tensor<1x1x1x120xf32>, tensor<32x1x1x120xf32>) outs(%537 : tensor<1x1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %collapsed_356 = tensor.collapse_shape %538 [[0, 1, 2], [3]] : tensor<1x1x1x32xf32> into tensor<1x32xf32>
    %expanded_357 = tensor.expand_shape %collapsed_356 [[0], [1, 2, 3]] output_shape [1, 32, 1, 1] : tensor<1x32xf32> into tensor<1x32x1x1xf32>
    %539 = tensor.empty() : tensor<1x32x1x1xf32>
    %540 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_357 : tensor<1x32x1x1xf32>) outs(%539 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x32x1x1xf32>
    %collapsed_358 = tensor.collapse_shape %540 [[0], [1, 2, 3]] : tensor<1x32x1x1xf32> into tensor<1x32xf32>
    %expanded_359 = tensor.expand_shape %collapsed_358 [[0, 1, 2], [3]] output_shape [1, 1, 1, 32] : tensor<1x32xf32> into tensor<1x1x1x32xf32>
    %541 = tensor.empty() : tensor<1x1x1x120xf32>
    %542 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_24 : tensor<120xf32>) outs(%541 : tensor<1x1x1x120xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x120xf32>
    %543 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_359, %cst_160 : tensor<1x1x1x32xf32>, tensor<120x1x1x32xf32>) outs(%542 : tensor<1x1x1x120xf32>) -> tensor<1x1x1x120xf32>
    %collapsed_360 = tensor.collapse_shape %543 [[0, 1, 2], [3]] : tensor<1x1x1x120xf32> into tensor<1x120xf32>
    %expanded_361 = tensor.expand_shape %collapsed_360 [[0], [1, 2, 3]] output_shape [1, 120, 1, 1] : tensor<1x120xf32> into tensor<1x120x1x1xf32>
    %544 = tensor.empty() : tensor<1x120x1x1xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_361, %cst_71 : tensor<1x120x1x1xf32>, tensor<1x1x1x1xf32>) outs(%544 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x1x1xf32>
    %546 = tensor.empty() : tensor<1x120x1x1xf32>
    %547 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%545 : tensor<1x120x1x1xf32>) outs(%546 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x120x1x1xf32>
    %548 = tensor.empty() : tensor<1x120x1x1xf32>
    %549 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %cst_72 : tensor<1x120x1x1xf32>, tensor<1x1x1x1xf32>) outs(%548 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x1x1xf32>
    %550 = tensor.empty() : tensor<1x120x4x4xf32>
    %551 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549, %529 : tensor<1x120x1x1xf32>, tensor<1x120x4x4xf32>) outs(%550 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x120x4x4xf32>
    %552 = tensor.empty() : tensor<1x4x4x120xf32>
    %transposed_362 = linalg.transpose ins(%551 : tensor<1x120x4x4xf32>) outs(%552 : tensor<1x4x4x120xf32>) permutation = [0, 2, 3, 1] 
    %553 = tensor.empty() : tensor<1x4x4x48xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_62 : tensor<48xf32>) outs(%553 : tensor<1x4x4x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x48xf32>
    %555 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_362, %cst_161 : tensor<1x4x4x120xf32>, tensor<48x1x1x120xf32>) outs(%554 : tensor<1x4x4x48xf32>) -> tensor<1x4x4x48xf32>
    %556 = tensor.empty() : tensor<1x48x4x4xf32>
    %transposed_363 = linalg.transpose ins(%555 : tensor<1x4x4x48xf32>) outs(%556 : tensor<1x48x4x4xf32>) permutation = [0, 3, 1, 2] 
    %557 = tensor.empty() : tensor<48xf32>
    %558 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_23 : tensor<1xf32>, tensor<48xf32>) outs(%557 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<48xf32>
    %559 = tensor.empty() : tensor<48xf32>
    %560 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%558 : tensor<48xf32>) outs(%559 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<48xf32>
    %561 = tensor.empty() : tensor<1x48x4x4xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_363, %cst_162 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%561 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_364 = tensor.expand_shape %560 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %563 = tensor.empty() : tensor<1x48x4x4xf32>
    %564 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %expanded_364 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%563 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %565 = tensor.empty() : tensor<1x48x4x4xf32>
    %566 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %cst_163 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%565 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %567 = tensor.empty() : tensor<1x48x4x4xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%566, %cst_164 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%567 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %569 = tensor.empty() : tensor<1x4x4x48xf32>
    %transposed_365 = linalg.transpose ins(%568 : tensor<1x48x4x4xf32>) outs(%569 : tensor<1x4x4x48xf32>) permutation = [0, 2, 3, 1] 
    %570 = tensor.empty() : tensor<1x4x4x144xf32>
    %571 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_63 : tensor<144xf32>) outs(%570 : tensor<1x4x4x144xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x144xf32>
    %572 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_365, %cst_165 : tensor<1x4x4x48xf32>, tensor<144x1x1x48xf32>) outs(%571 : tensor<1x4x4x144xf32>) -> tensor<1x4x4x144xf32>
    %573 = tensor.empty() : tensor<1x144x4x4xf32>
    %transposed_366 = linalg.transpose ins(%572 : tensor<1x4x4x144xf32>) outs(%573 : tensor<1x144x4x4xf32>) permutation = [0, 3, 1, 2] 
    %574 = tensor.empty() : tensor<144xf32>
    %575 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_22 : tensor<1xf32>, tensor<144xf32>) outs(%574 : tensor<144xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<144xf32>
    %576 = tensor.empty() : tensor<144xf32>
    %577 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%575 : tensor<144xf32>) outs(%576 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<144xf32>
    %578 = tensor.empty() : tensor<1x144x4x4xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_366, %cst_166 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%578 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_367 = tensor.expand_shape %577 [[0, 1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<144xf32> into tensor<1x144x1x1xf32>
    %580 = tensor.empty() : tensor<1x144x4x4xf32>
    %581 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %expanded_367 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%580 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %582 = tensor.empty() : tensor<1x144x4x4xf32>
    %583 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %cst_167 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%582 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %584 = tensor.empty() : tensor<1x144x4x4xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%583, %cst_168 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%584 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %586 = tensor.empty() : tensor<1x144x4x4xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %cst_71 : tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>) outs(%586 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %588 = tensor.empty() : tensor<1x144x4x4xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587 : tensor<1x144x4x4xf32>) outs(%588 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x144x4x4xf32>
    %590 = tensor.empty() : tensor<1x144x4x4xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %589 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%590 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %592 = tensor.empty() : tensor<1x144x4x4xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%591, %cst_72 : tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>) outs(%592 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %594 = tensor.empty() : tensor<1x4x4x144xf32>
    %transposed_368 = linalg.transpose ins(%593 : tensor<1x144x4x4xf32>) outs(%594 : tensor<1x4x4x144xf32>) permutation = [0, 2, 3, 1] 
    %padded_369 = tensor.pad %transposed_368 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x144xf32> to tensor<1x8x8x144xf32>
    %595 = tensor.empty() : tensor<1x4x4x144x1xf32>
    %596 = linalg.fill ins(%cst_1 : f32) outs(%595 : tensor<1x4x4x144x1xf32>) -> tensor<1x4x4x144x1xf32>
    %597 = tensor.empty() : tensor<1x4x4x144xf32>
    %598 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_369, %cst_169 : tensor<1x8x8x144xf32>, tensor<5x5x144x1xf32>) outs(%596 : tensor<1x4x4x144x1xf32>) -> tensor<1x4x4x144x1xf32>
    %collapsed_370 = tensor.collapse_shape %598 [[0], [1], [2], [3, 4]] : tensor<1x4x4x144x1xf32> into tensor<1x4x4x144xf32>
    %599 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_63, %collapsed_370 : tensor<144xf32>, tensor<1x4x4x144xf32>) outs(%597 : tensor<1x4x4x144xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x4x4x144xf32>
    %600 = tensor.empty() : tensor<1x144x4x4xf32>
    %transposed_371 = linalg.transpose ins(%599 : tensor<1x4x4x144xf32>) outs(%600 : tensor<1x144x4x4xf32>) permutation = [0, 3, 1, 2] 
    %601 = tensor.empty() : tensor<144xf32>
    %602 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_21 : tensor<1xf32>, tensor<144xf32>) outs(%601 : tensor<144xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<144xf32>
    %603 = tensor.empty() : tensor<144xf32>
    %604 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%602 : tensor<144xf32>) outs(%603 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<144xf32>
    %605 = tensor.empty() : tensor<1x144x4x4xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_371, %cst_170 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%605 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_372 = tensor.expand_shape %604 [[0, 1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<144xf32> into tensor<1x144x1x1xf32>
    %607 = tensor.empty() : tensor<1x144x4x4xf32>
    %608 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %expanded_372 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%607 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %609 = tensor.empty() : tensor<1x144x4x4xf32>
    %610 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%608, %cst_171 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%609 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %611 = tensor.empty() : tensor<1x144x4x4xf32>
    %612 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%610, %cst_172 : tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) outs(%611 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %613 = tensor.empty() : tensor<1x144x4x4xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %cst_71 : tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>) outs(%613 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %615 = tensor.empty() : tensor<1x144x4x4xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614 : tensor<1x144x4x4xf32>) outs(%615 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x144x4x4xf32>
    %617 = tensor.empty() : tensor<1x144x4x4xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%612, %616 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%617 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %619 = tensor.empty() : tensor<1x144x4x4xf32>
    %620 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%618, %cst_72 : tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>) outs(%619 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %621 = tensor.empty() : tensor<1x144x4xf32>
    %622 = linalg.fill ins(%cst_1 : f32) outs(%621 : tensor<1x144x4xf32>) -> tensor<1x144x4xf32>
    %reduced_373 = linalg.reduce ins(%620 : tensor<1x144x4x4xf32>) outs(%622 : tensor<1x144x4xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_374 = tensor.expand_shape %reduced_373 [[0], [1], [2, 3]] output_shape [1, 144, 4, 1] : tensor<1x144x4xf32> into tensor<1x144x4x1xf32>
    %623 = tensor.empty() : tensor<1x144x1xf32>
    %624 = linalg.fill ins(%cst_1 : f32) outs(%623 : tensor<1x144x1xf32>) -> tensor<1x144x1xf32>
    %reduced_375 = linalg.reduce ins(%expanded_374 : tensor<1x144x4x1xf32>) outs(%624 : tensor<1x144x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_376 = tensor.expand_shape %reduced_375 [[0], [1], [2, 3]] output_shape [1, 144, 1, 1] : tensor<1x144x1xf32> into tensor<1x144x1x1xf32>
    %625 = tensor.empty() : tensor<1x144x1x1xf32>
    %626 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_376, %cst_116 : tensor<1x144x1x1xf32>, tensor<1x1x1x1xf32>) outs(%625 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x1x1xf32>
    %collapsed_377 = tensor.collapse_shape %626 [[0], [1, 2, 3]] : tensor<1x144x1x1xf32> into tensor<1x144xf32>
    %expanded_378 = tensor.expand_shape %collapsed_377 [[0, 1, 2], [3]] output_shape [1, 1, 1, 144] : tensor<1x144xf32> into tensor<1x1x1x144xf32>
    %627 = tensor.empty() : tensor<1x1x1x40xf32>
    %628 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_20 : tensor<40xf32>) outs(%627 : tensor<1x1x1x40xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x40xf32>
    %629 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_378, %cst_173 : tensor<1x1x1x144xf32>, tensor<40x1x1x144xf32>) outs(%628 : tensor<1x1x1x40xf32>) -> tensor<1x1x1x40xf32>
    %collapsed_379 = tensor.collapse_shape %629 [[0, 1, 2], [3]] : tensor<1x1x1x40xf32> into tensor<1x40xf32>
    %expanded_380 = tensor.expand_shape %collapsed_379 [[0], [1, 2, 3]] output_shape [1, 40, 1, 1] : tensor<1x40xf32> into tensor<1x40x1x1xf32>
    %630 = tensor.empty() : tensor<1x40x1x1xf32>
    %631 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_380 : tensor<1x40x1x1xf32>) outs(%630 : tensor<1x40x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x40x1x1xf32>
    %collapsed_381 = tensor.collapse_shape %631 [[0], [1, 2, 3]] : tensor<1x40x1x1xf32> into tensor<1x40xf32>
    %expanded_382 = tensor.expand_shape %collapsed_381 [[0, 1, 2], [3]] output_shape [1, 1, 1, 40] : tensor<1x40xf32> into tensor<1x1x1x40xf32>
    %632 = tensor.empty() : tensor<1x1x1x144xf32>
    %633 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_19 : tensor<144xf32>) outs(%632 : tensor<1x1x1x144xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x144xf32>
    %634 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_382, %cst_174 : tensor<1x1x1x40xf32>, tensor<144x1x1x40xf32>) outs(%633 : tensor<1x1x1x144xf32>) -> tensor<1x1x1x144xf32>
    %collapsed_383 = tensor.collapse_shape %634 [[0, 1, 2], [3]] : tensor<1x1x1x144xf32> into tensor<1x144xf32>
    %expanded_384 = tensor.expand_shape %collapsed_383 [[0], [1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<1x144xf32> into tensor<1x144x1x1xf32>
    %635 = tensor.empty() : tensor<1x144x1x1xf32>
    %636 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_384, %cst_71 : tensor<1x144x1x1xf32>, tensor<1x1x1x1xf32>) outs(%635 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x1x1xf32>
    %637 = tensor.empty() : tensor<1x144x1x1xf32>
    %638 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%636 : tensor<1x144x1x1xf32>) outs(%637 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x144x1x1xf32>
    %639 = tensor.empty() : tensor<1x144x1x1xf32>
    %640 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%638, %cst_72 : tensor<1x144x1x1xf32>, tensor<1x1x1x1xf32>) outs(%639 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x1x1xf32>
    %641 = tensor.empty() : tensor<1x144x4x4xf32>
    %642 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%640, %620 : tensor<1x144x1x1xf32>, tensor<1x144x4x4xf32>) outs(%641 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x144x4x4xf32>
    %643 = tensor.empty() : tensor<1x4x4x144xf32>
    %transposed_385 = linalg.transpose ins(%642 : tensor<1x144x4x4xf32>) outs(%643 : tensor<1x4x4x144xf32>) permutation = [0, 2, 3, 1] 
    %644 = tensor.empty() : tensor<1x4x4x48xf32>
    %645 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_62 : tensor<48xf32>) outs(%644 : tensor<1x4x4x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x48xf32>
    %646 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_385, %cst_175 : tensor<1x4x4x144xf32>, tensor<48x1x1x144xf32>) outs(%645 : tensor<1x4x4x48xf32>) -> tensor<1x4x4x48xf32>
    %647 = tensor.empty() : tensor<1x48x4x4xf32>
    %transposed_386 = linalg.transpose ins(%646 : tensor<1x4x4x48xf32>) outs(%647 : tensor<1x48x4x4xf32>) permutation = [0, 3, 1, 2] 
    %648 = tensor.empty() : tensor<48xf32>
    %649 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_18 : tensor<1xf32>, tensor<48xf32>) outs(%648 : tensor<48xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<48xf32>
    %650 = tensor.empty() : tensor<48xf32>
    %651 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%649 : tensor<48xf32>) outs(%650 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<48xf32>
    %652 = tensor.empty() : tensor<1x48x4x4xf32>
    %653 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_386, %cst_176 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%652 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_387 = tensor.expand_shape %651 [[0, 1, 2, 3]] output_shape [1, 48, 1, 1] : tensor<48xf32> into tensor<1x48x1x1xf32>
    %654 = tensor.empty() : tensor<1x48x4x4xf32>
    %655 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%653, %expanded_387 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%654 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %656 = tensor.empty() : tensor<1x48x4x4xf32>
    %657 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%655, %cst_177 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%656 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %658 = tensor.empty() : tensor<1x48x4x4xf32>
    %659 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%657, %cst_178 : tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) outs(%658 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %660 = tensor.empty() : tensor<1x48x4x4xf32>
    %661 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%659, %568 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%660 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x48x4x4xf32>
    %662 = tensor.empty() : tensor<1x4x4x48xf32>
    %transposed_388 = linalg.transpose ins(%661 : tensor<1x48x4x4xf32>) outs(%662 : tensor<1x4x4x48xf32>) permutation = [0, 2, 3, 1] 
    %663 = tensor.empty() : tensor<1x4x4x288xf32>
    %664 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_64 : tensor<288xf32>) outs(%663 : tensor<1x4x4x288xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x4x288xf32>
    %665 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_388, %cst_179 : tensor<1x4x4x48xf32>, tensor<288x1x1x48xf32>) outs(%664 : tensor<1x4x4x288xf32>) -> tensor<1x4x4x288xf32>
    %666 = tensor.empty() : tensor<1x288x4x4xf32>
    %transposed_389 = linalg.transpose ins(%665 : tensor<1x4x4x288xf32>) outs(%666 : tensor<1x288x4x4xf32>) permutation = [0, 3, 1, 2] 
    %667 = tensor.empty() : tensor<288xf32>
    %668 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_17 : tensor<1xf32>, tensor<288xf32>) outs(%667 : tensor<288xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<288xf32>
    %669 = tensor.empty() : tensor<288xf32>
    %670 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%668 : tensor<288xf32>) outs(%669 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<288xf32>
    %671 = tensor.empty() : tensor<1x288x4x4xf32>
    %672 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_389, %cst_180 : tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>) outs(%671 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_390 = tensor.expand_shape %670 [[0, 1, 2, 3]] output_shape [1, 288, 1, 1] : tensor<288xf32> into tensor<1x288x1x1xf32>
    %673 = tensor.empty() : tensor<1x288x4x4xf32>
    %674 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%672, %expanded_390 : tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>) outs(%673 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %675 = tensor.empty() : tensor<1x288x4x4xf32>
    %676 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%674, %cst_181 : tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>) outs(%675 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %677 = tensor.empty() : tensor<1x288x4x4xf32>
    %678 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%676, %cst_182 : tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>) outs(%677 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %679 = tensor.empty() : tensor<1x288x4x4xf32>
    %680 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %cst_71 : tensor<1x288x4x4xf32>, tensor<1x1x1x1xf32>) outs(%679 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %681 = tensor.empty() : tensor<1x288x4x4xf32>
    %682 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%680 : tensor<1x288x4x4xf32>) outs(%681 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x288x4x4xf32>
    %683 = tensor.empty() : tensor<1x288x4x4xf32>
    %684 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%678, %682 : tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>) outs(%683 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %685 = tensor.empty() : tensor<1x288x4x4xf32>
    %686 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%684, %cst_72 : tensor<1x288x4x4xf32>, tensor<1x1x1x1xf32>) outs(%685 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x4x4xf32>
    %687 = tensor.empty() : tensor<1x4x4x288xf32>
    %transposed_391 = linalg.transpose ins(%686 : tensor<1x288x4x4xf32>) outs(%687 : tensor<1x4x4x288xf32>) permutation = [0, 2, 3, 1] 
    %padded_392 = tensor.pad %transposed_391 low[0, 2, 2, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x4x4x288xf32> to tensor<1x7x7x288xf32>
    %688 = tensor.empty() : tensor<1x2x2x288x1xf32>
    %689 = linalg.fill ins(%cst_1 : f32) outs(%688 : tensor<1x2x2x288x1xf32>) -> tensor<1x2x2x288x1xf32>
    %690 = tensor.empty() : tensor<1x2x2x288xf32>
    %691 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%padded_392, %cst_183 : tensor<1x7x7x288xf32>, tensor<5x5x288x1xf32>) outs(%689 : tensor<1x2x2x288x1xf32>) -> tensor<1x2x2x288x1xf32>
    %collapsed_393 = tensor.collapse_shape %691 [[0], [1], [2], [3, 4]] : tensor<1x2x2x288x1xf32> into tensor<1x2x2x288xf32>
    %692 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_64, %collapsed_393 : tensor<288xf32>, tensor<1x2x2x288xf32>) outs(%690 : tensor<1x2x2x288xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x2x2x288xf32>
    %693 = tensor.empty() : tensor<1x288x2x2xf32>
    %transposed_394 = linalg.transpose ins(%692 : tensor<1x2x2x288xf32>) outs(%693 : tensor<1x288x2x2xf32>) permutation = [0, 3, 1, 2] 
    %694 = tensor.empty() : tensor<288xf32>
    %695 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_16 : tensor<1xf32>, tensor<288xf32>) outs(%694 : tensor<288xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<288xf32>
    %696 = tensor.empty() : tensor<288xf32>
    %697 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%695 : tensor<288xf32>) outs(%696 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<288xf32>
    %698 = tensor.empty() : tensor<1x288x2x2xf32>
    %699 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_394, %cst_184 : tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) outs(%698 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_395 = tensor.expand_shape %697 [[0, 1, 2, 3]] output_shape [1, 288, 1, 1] : tensor<288xf32> into tensor<1x288x1x1xf32>
    %700 = tensor.empty() : tensor<1x288x2x2xf32>
    %701 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%699, %expanded_395 : tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) outs(%700 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %702 = tensor.empty() : tensor<1x288x2x2xf32>
    %703 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%701, %cst_185 : tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) outs(%702 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %704 = tensor.empty() : tensor<1x288x2x2xf32>
    %705 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%703, %cst_186 : tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) outs(%704 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %706 = tensor.empty() : tensor<1x288x2x2xf32>
    %707 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%705, %cst_71 : tensor<1x288x2x2xf32>, tensor<1x1x1x1xf32>) outs(%706 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %708 = tensor.empty() : tensor<1x288x2x2xf32>
    %709 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%707 : tensor<1x288x2x2xf32>) outs(%708 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x288x2x2xf32>
    %710 = tensor.empty() : tensor<1x288x2x2xf32>
    %711 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%705, %709 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%710 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %712 = tensor.empty() : tensor<1x288x2x2xf32>
    %713 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%711, %cst_72 : tensor<1x288x2x2xf32>, tensor<1x1x1x1xf32>) outs(%712 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %714 = tensor.empty() : tensor<1x288x2xf32>
    %715 = linalg.fill ins(%cst_1 : f32) outs(%714 : tensor<1x288x2xf32>) -> tensor<1x288x2xf32>
    %reduced_396 = linalg.reduce ins(%713 : tensor<1x288x2x2xf32>) outs(%715 : tensor<1x288x2xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_397 = tensor.expand_shape %reduced_396 [[0], [1], [2, 3]] output_shape [1, 288, 2, 1] : tensor<1x288x2xf32> into tensor<1x288x2x1xf32>
    %716 = tensor.empty() : tensor<1x288x1xf32>
    %717 = linalg.fill ins(%cst_1 : f32) outs(%716 : tensor<1x288x1xf32>) -> tensor<1x288x1xf32>
    %reduced_398 = linalg.reduce ins(%expanded_397 : tensor<1x288x2x1xf32>) outs(%717 : tensor<1x288x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_399 = tensor.expand_shape %reduced_398 [[0], [1], [2, 3]] output_shape [1, 288, 1, 1] : tensor<1x288x1xf32> into tensor<1x288x1x1xf32>
    %718 = tensor.empty() : tensor<1x288x1x1xf32>
    %719 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_399, %cst_187 : tensor<1x288x1x1xf32>, tensor<1x1x1x1xf32>) outs(%718 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x1x1xf32>
    %collapsed_400 = tensor.collapse_shape %719 [[0], [1, 2, 3]] : tensor<1x288x1x1xf32> into tensor<1x288xf32>
    %expanded_401 = tensor.expand_shape %collapsed_400 [[0, 1, 2], [3]] output_shape [1, 1, 1, 288] : tensor<1x288xf32> into tensor<1x1x1x288xf32>
    %720 = tensor.empty() : tensor<1x1x1x72xf32>
    %721 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_15 : tensor<72xf32>) outs(%720 : tensor<1x1x1x72xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x72xf32>
    %722 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_401, %cst_188 : tensor<1x1x1x288xf32>, tensor<72x1x1x288xf32>) outs(%721 : tensor<1x1x1x72xf32>) -> tensor<1x1x1x72xf32>
    %collapsed_402 = tensor.collapse_shape %722 [[0, 1, 2], [3]] : tensor<1x1x1x72xf32> into tensor<1x72xf32>
    %expanded_403 = tensor.expand_shape %collapsed_402 [[0], [1, 2, 3]] output_shape [1, 72, 1, 1] : tensor<1x72xf32> into tensor<1x72x1x1xf32>
    %723 = tensor.empty() : tensor<1x72x1x1xf32>
    %724 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_403 : tensor<1x72x1x1xf32>) outs(%723 : tensor<1x72x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x72x1x1xf32>
    %collapsed_404 = tensor.collapse_shape %724 [[0], [1, 2, 3]] : tensor<1x72x1x1xf32> into tensor<1x72xf32>
    %expanded_405 = tensor.expand_shape %collapsed_404 [[0, 1, 2], [3]] output_shape [1, 1, 1, 72] : tensor<1x72xf32> into tensor<1x1x1x72xf32>
    %725 = tensor.empty() : tensor<1x1x1x288xf32>
    %726 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_14 : tensor<288xf32>) outs(%725 : tensor<1x1x1x288xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x288xf32>
    %727 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_405, %cst_189 : tensor<1x1x1x72xf32>, tensor<288x1x1x72xf32>) outs(%726 : tensor<1x1x1x288xf32>) -> tensor<1x1x1x288xf32>
    %collapsed_406 = tensor.collapse_shape %727 [[0, 1, 2], [3]] : tensor<1x1x1x288xf32> into tensor<1x288xf32>
    %expanded_407 = tensor.expand_shape %collapsed_406 [[0], [1, 2, 3]] output_shape [1, 288, 1, 1] : tensor<1x288xf32> into tensor<1x288x1x1xf32>
    %728 = tensor.empty() : tensor<1x288x1x1xf32>
    %729 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_407, %cst_71 : tensor<1x288x1x1xf32>, tensor<1x1x1x1xf32>) outs(%728 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x1x1xf32>
    %730 = tensor.empty() : tensor<1x288x1x1xf32>
    %731 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%729 : tensor<1x288x1x1xf32>) outs(%730 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x288x1x1xf32>
    %732 = tensor.empty() : tensor<1x288x1x1xf32>
    %733 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%731, %cst_72 : tensor<1x288x1x1xf32>, tensor<1x1x1x1xf32>) outs(%732 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x1x1xf32>
    %734 = tensor.empty() : tensor<1x288x2x2xf32>
    %735 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%733, %713 : tensor<1x288x1x1xf32>, tensor<1x288x2x2xf32>) outs(%734 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x288x2x2xf32>
    %736 = tensor.empty() : tensor<1x2x2x288xf32>
    %transposed_408 = linalg.transpose ins(%735 : tensor<1x288x2x2xf32>) outs(%736 : tensor<1x2x2x288xf32>) permutation = [0, 2, 3, 1] 
    %737 = tensor.empty() : tensor<1x2x2x96xf32>
    %738 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_58 : tensor<96xf32>) outs(%737 : tensor<1x2x2x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x96xf32>
    %739 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_408, %cst_190 : tensor<1x2x2x288xf32>, tensor<96x1x1x288xf32>) outs(%738 : tensor<1x2x2x96xf32>) -> tensor<1x2x2x96xf32>
    %740 = tensor.empty() : tensor<1x96x2x2xf32>
    %transposed_409 = linalg.transpose ins(%739 : tensor<1x2x2x96xf32>) outs(%740 : tensor<1x96x2x2xf32>) permutation = [0, 3, 1, 2] 
    %741 = tensor.empty() : tensor<96xf32>
    %742 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_13 : tensor<1xf32>, tensor<96xf32>) outs(%741 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %743 = tensor.empty() : tensor<96xf32>
    %744 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%742 : tensor<96xf32>) outs(%743 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %745 = tensor.empty() : tensor<1x96x2x2xf32>
    %746 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_409, %cst_191 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%745 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_410 = tensor.expand_shape %744 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
    %747 = tensor.empty() : tensor<1x96x2x2xf32>
    %748 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%746, %expanded_410 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%747 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %749 = tensor.empty() : tensor<1x96x2x2xf32>
    %750 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%748, %cst_192 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%749 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %751 = tensor.empty() : tensor<1x96x2x2xf32>
    %752 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%750, %cst_193 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%751 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %753 = tensor.empty() : tensor<1x2x2x96xf32>
    %transposed_411 = linalg.transpose ins(%752 : tensor<1x96x2x2xf32>) outs(%753 : tensor<1x2x2x96xf32>) permutation = [0, 2, 3, 1] 
    %754 = tensor.empty() : tensor<1x2x2x576xf32>
    %755 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_65 : tensor<576xf32>) outs(%754 : tensor<1x2x2x576xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x576xf32>
    %756 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_411, %cst_194 : tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>) outs(%755 : tensor<1x2x2x576xf32>) -> tensor<1x2x2x576xf32>
    %757 = tensor.empty() : tensor<1x576x2x2xf32>
    %transposed_412 = linalg.transpose ins(%756 : tensor<1x2x2x576xf32>) outs(%757 : tensor<1x576x2x2xf32>) permutation = [0, 3, 1, 2] 
    %758 = tensor.empty() : tensor<576xf32>
    %759 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_12 : tensor<1xf32>, tensor<576xf32>) outs(%758 : tensor<576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %760 = tensor.empty() : tensor<576xf32>
    %761 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%759 : tensor<576xf32>) outs(%760 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %762 = tensor.empty() : tensor<1x576x2x2xf32>
    %763 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_412, %cst_195 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%762 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_413 = tensor.expand_shape %761 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
    %764 = tensor.empty() : tensor<1x576x2x2xf32>
    %765 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%763, %expanded_413 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%764 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %766 = tensor.empty() : tensor<1x576x2x2xf32>
    %767 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%765, %cst_196 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%766 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %768 = tensor.empty() : tensor<1x576x2x2xf32>
    %769 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%767, %cst_197 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%768 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %770 = tensor.empty() : tensor<1x576x2x2xf32>
    %771 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %cst_71 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%770 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %772 = tensor.empty() : tensor<1x576x2x2xf32>
    %773 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%771 : tensor<1x576x2x2xf32>) outs(%772 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x2x2xf32>
    %774 = tensor.empty() : tensor<1x576x2x2xf32>
    %775 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%769, %773 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%774 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %776 = tensor.empty() : tensor<1x576x2x2xf32>
    %777 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%775, %cst_72 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%776 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %778 = tensor.empty() : tensor<1x2x2x576xf32>
    %transposed_414 = linalg.transpose ins(%777 : tensor<1x576x2x2xf32>) outs(%778 : tensor<1x2x2x576xf32>) permutation = [0, 2, 3, 1] 
    %padded_415 = tensor.pad %transposed_414 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x2x2x576xf32> to tensor<1x6x6x576xf32>
    %779 = tensor.empty() : tensor<1x2x2x576x1xf32>
    %780 = linalg.fill ins(%cst_1 : f32) outs(%779 : tensor<1x2x2x576x1xf32>) -> tensor<1x2x2x576x1xf32>
    %781 = tensor.empty() : tensor<1x2x2x576xf32>
    %782 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_415, %cst_198 : tensor<1x6x6x576xf32>, tensor<5x5x576x1xf32>) outs(%780 : tensor<1x2x2x576x1xf32>) -> tensor<1x2x2x576x1xf32>
    %collapsed_416 = tensor.collapse_shape %782 [[0], [1], [2], [3, 4]] : tensor<1x2x2x576x1xf32> into tensor<1x2x2x576xf32>
    %783 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_65, %collapsed_416 : tensor<576xf32>, tensor<1x2x2x576xf32>) outs(%781 : tensor<1x2x2x576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x2x2x576xf32>
    %784 = tensor.empty() : tensor<1x576x2x2xf32>
    %transposed_417 = linalg.transpose ins(%783 : tensor<1x2x2x576xf32>) outs(%784 : tensor<1x576x2x2xf32>) permutation = [0, 3, 1, 2] 
    %785 = tensor.empty() : tensor<576xf32>
    %786 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_11 : tensor<1xf32>, tensor<576xf32>) outs(%785 : tensor<576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %787 = tensor.empty() : tensor<576xf32>
    %788 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%786 : tensor<576xf32>) outs(%787 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %789 = tensor.empty() : tensor<1x576x2x2xf32>
    %790 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_417, %cst_199 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%789 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_418 = tensor.expand_shape %788 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
    %791 = tensor.empty() : tensor<1x576x2x2xf32>
    %792 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%790, %expanded_418 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%791 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %793 = tensor.empty() : tensor<1x576x2x2xf32>
    %794 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%792, %cst_200 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%793 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %795 = tensor.empty() : tensor<1x576x2x2xf32>
    %796 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%794, %cst_201 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%795 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %797 = tensor.empty() : tensor<1x576x2x2xf32>
    %798 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %cst_71 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%797 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %799 = tensor.empty() : tensor<1x576x2x2xf32>
    %800 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%798 : tensor<1x576x2x2xf32>) outs(%799 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x2x2xf32>
    %801 = tensor.empty() : tensor<1x576x2x2xf32>
    %802 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%796, %800 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%801 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %803 = tensor.empty() : tensor<1x576x2x2xf32>
    %804 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%802, %cst_72 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%803 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %805 = tensor.empty() : tensor<1x576x2xf32>
    %806 = linalg.fill ins(%cst_1 : f32) outs(%805 : tensor<1x576x2xf32>) -> tensor<1x576x2xf32>
    %reduced_419 = linalg.reduce ins(%804 : tensor<1x576x2x2xf32>) outs(%806 : tensor<1x576x2xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_420 = tensor.expand_shape %reduced_419 [[0], [1], [2, 3]] output_shape [1, 576, 2, 1] : tensor<1x576x2xf32> into tensor<1x576x2x1xf32>
    %807 = tensor.empty() : tensor<1x576x1xf32>
    %808 = linalg.fill ins(%cst_1 : f32) outs(%807 : tensor<1x576x1xf32>) -> tensor<1x576x1xf32>
    %reduced_421 = linalg.reduce ins(%expanded_420 : tensor<1x576x2x1xf32>) outs(%808 : tensor<1x576x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_422 = tensor.expand_shape %reduced_421 [[0], [1], [2, 3]] output_shape [1, 576, 1, 1] : tensor<1x576x1xf32> into tensor<1x576x1x1xf32>
    %809 = tensor.empty() : tensor<1x576x1x1xf32>
    %810 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_422, %cst_187 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%809 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_423 = tensor.collapse_shape %810 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %expanded_424 = tensor.expand_shape %collapsed_423 [[0, 1, 2], [3]] output_shape [1, 1, 1, 576] : tensor<1x576xf32> into tensor<1x1x1x576xf32>
    %811 = tensor.empty() : tensor<1x1x1x144xf32>
    %812 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_10 : tensor<144xf32>) outs(%811 : tensor<1x1x1x144xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x144xf32>
    %813 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_424, %cst_202 : tensor<1x1x1x576xf32>, tensor<144x1x1x576xf32>) outs(%812 : tensor<1x1x1x144xf32>) -> tensor<1x1x1x144xf32>
    %collapsed_425 = tensor.collapse_shape %813 [[0, 1, 2], [3]] : tensor<1x1x1x144xf32> into tensor<1x144xf32>
    %expanded_426 = tensor.expand_shape %collapsed_425 [[0], [1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<1x144xf32> into tensor<1x144x1x1xf32>
    %814 = tensor.empty() : tensor<1x144x1x1xf32>
    %815 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_426 : tensor<1x144x1x1xf32>) outs(%814 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x144x1x1xf32>
    %collapsed_427 = tensor.collapse_shape %815 [[0], [1, 2, 3]] : tensor<1x144x1x1xf32> into tensor<1x144xf32>
    %expanded_428 = tensor.expand_shape %collapsed_427 [[0, 1, 2], [3]] output_shape [1, 1, 1, 144] : tensor<1x144xf32> into tensor<1x1x1x144xf32>
    %816 = tensor.empty() : tensor<1x1x1x576xf32>
    %817 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_9 : tensor<576xf32>) outs(%816 : tensor<1x1x1x576xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x576xf32>
    %818 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_428, %cst_203 : tensor<1x1x1x144xf32>, tensor<576x1x1x144xf32>) outs(%817 : tensor<1x1x1x576xf32>) -> tensor<1x1x1x576xf32>
    %collapsed_429 = tensor.collapse_shape %818 [[0, 1, 2], [3]] : tensor<1x1x1x576xf32> into tensor<1x576xf32>
    %expanded_430 = tensor.expand_shape %collapsed_429 [[0], [1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<1x576xf32> into tensor<1x576x1x1xf32>
    %819 = tensor.empty() : tensor<1x576x1x1xf32>
    %820 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_430, %cst_71 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%819 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %821 = tensor.empty() : tensor<1x576x1x1xf32>
    %822 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%820 : tensor<1x576x1x1xf32>) outs(%821 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x1x1xf32>
    %823 = tensor.empty() : tensor<1x576x1x1xf32>
    %824 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%822, %cst_72 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%823 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %825 = tensor.empty() : tensor<1x576x2x2xf32>
    %826 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%824, %804 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%825 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %827 = tensor.empty() : tensor<1x2x2x576xf32>
    %transposed_431 = linalg.transpose ins(%826 : tensor<1x576x2x2xf32>) outs(%827 : tensor<1x2x2x576xf32>) permutation = [0, 2, 3, 1] 
    %828 = tensor.empty() : tensor<1x2x2x96xf32>
    %829 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_58 : tensor<96xf32>) outs(%828 : tensor<1x2x2x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x96xf32>
    %830 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_431, %cst_204 : tensor<1x2x2x576xf32>, tensor<96x1x1x576xf32>) outs(%829 : tensor<1x2x2x96xf32>) -> tensor<1x2x2x96xf32>
    %831 = tensor.empty() : tensor<1x96x2x2xf32>
    %transposed_432 = linalg.transpose ins(%830 : tensor<1x2x2x96xf32>) outs(%831 : tensor<1x96x2x2xf32>) permutation = [0, 3, 1, 2] 
    %832 = tensor.empty() : tensor<96xf32>
    %833 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_8 : tensor<1xf32>, tensor<96xf32>) outs(%832 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %834 = tensor.empty() : tensor<96xf32>
    %835 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%833 : tensor<96xf32>) outs(%834 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %836 = tensor.empty() : tensor<1x96x2x2xf32>
    %837 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_432, %cst_205 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%836 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_433 = tensor.expand_shape %835 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
    %838 = tensor.empty() : tensor<1x96x2x2xf32>
    %839 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%837, %expanded_433 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%838 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %840 = tensor.empty() : tensor<1x96x2x2xf32>
    %841 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%839, %cst_206 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%840 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %842 = tensor.empty() : tensor<1x96x2x2xf32>
    %843 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%841, %cst_207 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%842 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %844 = tensor.empty() : tensor<1x96x2x2xf32>
    %845 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%843, %752 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%844 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %846 = tensor.empty() : tensor<1x2x2x96xf32>
    %transposed_434 = linalg.transpose ins(%845 : tensor<1x96x2x2xf32>) outs(%846 : tensor<1x2x2x96xf32>) permutation = [0, 2, 3, 1] 
    %847 = tensor.empty() : tensor<1x2x2x576xf32>
    %848 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_65 : tensor<576xf32>) outs(%847 : tensor<1x2x2x576xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x576xf32>
    %849 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_434, %cst_208 : tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>) outs(%848 : tensor<1x2x2x576xf32>) -> tensor<1x2x2x576xf32>
    %850 = tensor.empty() : tensor<1x576x2x2xf32>
    %transposed_435 = linalg.transpose ins(%849 : tensor<1x2x2x576xf32>) outs(%850 : tensor<1x576x2x2xf32>) permutation = [0, 3, 1, 2] 
    %851 = tensor.empty() : tensor<576xf32>
    %852 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_7 : tensor<1xf32>, tensor<576xf32>) outs(%851 : tensor<576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %853 = tensor.empty() : tensor<576xf32>
    %854 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%852 : tensor<576xf32>) outs(%853 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %855 = tensor.empty() : tensor<1x576x2x2xf32>
    %856 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_435, %cst_209 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%855 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_436 = tensor.expand_shape %854 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
    %857 = tensor.empty() : tensor<1x576x2x2xf32>
    %858 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%856, %expanded_436 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%857 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %859 = tensor.empty() : tensor<1x576x2x2xf32>
    %860 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%858, %cst_210 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%859 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %861 = tensor.empty() : tensor<1x576x2x2xf32>
    %862 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%860, %cst_211 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%861 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %863 = tensor.empty() : tensor<1x576x2x2xf32>
    %864 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %cst_71 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%863 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %865 = tensor.empty() : tensor<1x576x2x2xf32>
    %866 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%864 : tensor<1x576x2x2xf32>) outs(%865 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x2x2xf32>
    %867 = tensor.empty() : tensor<1x576x2x2xf32>
    %868 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%862, %866 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%867 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %869 = tensor.empty() : tensor<1x576x2x2xf32>
    %870 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%868, %cst_72 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%869 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %871 = tensor.empty() : tensor<1x2x2x576xf32>
    %transposed_437 = linalg.transpose ins(%870 : tensor<1x576x2x2xf32>) outs(%871 : tensor<1x2x2x576xf32>) permutation = [0, 2, 3, 1] 
    %padded_438 = tensor.pad %transposed_437 low[0, 2, 2, 0] high[0, 2, 2, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x2x2x576xf32> to tensor<1x6x6x576xf32>
    %872 = tensor.empty() : tensor<1x2x2x576x1xf32>
    %873 = linalg.fill ins(%cst_1 : f32) outs(%872 : tensor<1x2x2x576x1xf32>) -> tensor<1x2x2x576x1xf32>
    %874 = tensor.empty() : tensor<1x2x2x576xf32>
    %875 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded_438, %cst_212 : tensor<1x6x6x576xf32>, tensor<5x5x576x1xf32>) outs(%873 : tensor<1x2x2x576x1xf32>) -> tensor<1x2x2x576x1xf32>
    %collapsed_439 = tensor.collapse_shape %875 [[0], [1], [2], [3, 4]] : tensor<1x2x2x576x1xf32> into tensor<1x2x2x576xf32>
    %876 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_65, %collapsed_439 : tensor<576xf32>, tensor<1x2x2x576xf32>) outs(%874 : tensor<1x2x2x576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x2x2x576xf32>
    %877 = tensor.empty() : tensor<1x576x2x2xf32>
    %transposed_440 = linalg.transpose ins(%876 : tensor<1x2x2x576xf32>) outs(%877 : tensor<1x576x2x2xf32>) permutation = [0, 3, 1, 2] 
    %878 = tensor.empty() : tensor<576xf32>
    %879 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_6 : tensor<1xf32>, tensor<576xf32>) outs(%878 : tensor<576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %880 = tensor.empty() : tensor<576xf32>
    %881 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%879 : tensor<576xf32>) outs(%880 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %882 = tensor.empty() : tensor<1x576x2x2xf32>
    %883 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_440, %cst_213 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%882 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_441 = tensor.expand_shape %881 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
    %884 = tensor.empty() : tensor<1x576x2x2xf32>
    %885 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%883, %expanded_441 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%884 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %886 = tensor.empty() : tensor<1x576x2x2xf32>
    %887 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%885, %cst_214 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%886 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %888 = tensor.empty() : tensor<1x576x2x2xf32>
    %889 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%887, %cst_215 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%888 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %890 = tensor.empty() : tensor<1x576x2x2xf32>
    %891 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %cst_71 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%890 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %892 = tensor.empty() : tensor<1x576x2x2xf32>
    %893 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%891 : tensor<1x576x2x2xf32>) outs(%892 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x2x2xf32>
    %894 = tensor.empty() : tensor<1x576x2x2xf32>
    %895 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%889, %893 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%894 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %896 = tensor.empty() : tensor<1x576x2x2xf32>
    %897 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%895, %cst_72 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%896 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %898 = tensor.empty() : tensor<1x576x2xf32>
    %899 = linalg.fill ins(%cst_1 : f32) outs(%898 : tensor<1x576x2xf32>) -> tensor<1x576x2xf32>
    %reduced_442 = linalg.reduce ins(%897 : tensor<1x576x2x2xf32>) outs(%899 : tensor<1x576x2xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_443 = tensor.expand_shape %reduced_442 [[0], [1], [2, 3]] output_shape [1, 576, 2, 1] : tensor<1x576x2xf32> into tensor<1x576x2x1xf32>
    %900 = tensor.empty() : tensor<1x576x1xf32>
    %901 = linalg.fill ins(%cst_1 : f32) outs(%900 : tensor<1x576x1xf32>) -> tensor<1x576x1xf32>
    %reduced_444 = linalg.reduce ins(%expanded_443 : tensor<1x576x2x1xf32>) outs(%901 : tensor<1x576x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_445 = tensor.expand_shape %reduced_444 [[0], [1], [2, 3]] output_shape [1, 576, 1, 1] : tensor<1x576x1xf32> into tensor<1x576x1x1xf32>
    %902 = tensor.empty() : tensor<1x576x1x1xf32>
    %903 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_445, %cst_187 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%902 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_446 = tensor.collapse_shape %903 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %expanded_447 = tensor.expand_shape %collapsed_446 [[0, 1, 2], [3]] output_shape [1, 1, 1, 576] : tensor<1x576xf32> into tensor<1x1x1x576xf32>
    %904 = tensor.empty() : tensor<1x1x1x144xf32>
    %905 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5 : tensor<144xf32>) outs(%904 : tensor<1x1x1x144xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x144xf32>
    %906 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_447, %cst_216 : tensor<1x1x1x576xf32>, tensor<144x1x1x576xf32>) outs(%905 : tensor<1x1x1x144xf32>) -> tensor<1x1x1x144xf32>
    %collapsed_448 = tensor.collapse_shape %906 [[0, 1, 2], [3]] : tensor<1x1x1x144xf32> into tensor<1x144xf32>
    %expanded_449 = tensor.expand_shape %collapsed_448 [[0], [1, 2, 3]] output_shape [1, 144, 1, 1] : tensor<1x144xf32> into tensor<1x144x1x1xf32>
    %907 = tensor.empty() : tensor<1x144x1x1xf32>
    %908 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_449 : tensor<1x144x1x1xf32>) outs(%907 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x144x1x1xf32>
    %collapsed_450 = tensor.collapse_shape %908 [[0], [1, 2, 3]] : tensor<1x144x1x1xf32> into tensor<1x144xf32>
    %expanded_451 = tensor.expand_shape %collapsed_450 [[0, 1, 2], [3]] output_shape [1, 1, 1, 144] : tensor<1x144xf32> into tensor<1x1x1x144xf32>
    %909 = tensor.empty() : tensor<1x1x1x576xf32>
    %910 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<576xf32>) outs(%909 : tensor<1x1x1x576xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x1x576xf32>
    %911 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%expanded_451, %cst_217 : tensor<1x1x1x144xf32>, tensor<576x1x1x144xf32>) outs(%910 : tensor<1x1x1x576xf32>) -> tensor<1x1x1x576xf32>
    %collapsed_452 = tensor.collapse_shape %911 [[0, 1, 2], [3]] : tensor<1x1x1x576xf32> into tensor<1x576xf32>
    %expanded_453 = tensor.expand_shape %collapsed_452 [[0], [1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<1x576xf32> into tensor<1x576x1x1xf32>
    %912 = tensor.empty() : tensor<1x576x1x1xf32>
    %913 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_453, %cst_71 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%912 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %914 = tensor.empty() : tensor<1x576x1x1xf32>
    %915 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%913 : tensor<1x576x1x1xf32>) outs(%914 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x1x1xf32>
    %916 = tensor.empty() : tensor<1x576x1x1xf32>
    %917 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%915, %cst_72 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%916 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %918 = tensor.empty() : tensor<1x576x2x2xf32>
    %919 = linalg.generic {indexing_maps = [#map4, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%917, %897 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%918 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %920 = tensor.empty() : tensor<1x2x2x576xf32>
    %transposed_454 = linalg.transpose ins(%919 : tensor<1x576x2x2xf32>) outs(%920 : tensor<1x2x2x576xf32>) permutation = [0, 2, 3, 1] 
    %921 = tensor.empty() : tensor<1x2x2x96xf32>
    %922 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_58 : tensor<96xf32>) outs(%921 : tensor<1x2x2x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x96xf32>
    %923 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_454, %cst_218 : tensor<1x2x2x576xf32>, tensor<96x1x1x576xf32>) outs(%922 : tensor<1x2x2x96xf32>) -> tensor<1x2x2x96xf32>
    %924 = tensor.empty() : tensor<1x96x2x2xf32>
    %transposed_455 = linalg.transpose ins(%923 : tensor<1x2x2x96xf32>) outs(%924 : tensor<1x96x2x2xf32>) permutation = [0, 3, 1, 2] 
    %925 = tensor.empty() : tensor<96xf32>
    %926 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_3 : tensor<1xf32>, tensor<96xf32>) outs(%925 : tensor<96xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %927 = tensor.empty() : tensor<96xf32>
    %928 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%926 : tensor<96xf32>) outs(%927 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<96xf32>
    %929 = tensor.empty() : tensor<1x96x2x2xf32>
    %930 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_455, %cst_219 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%929 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_456 = tensor.expand_shape %928 [[0, 1, 2, 3]] output_shape [1, 96, 1, 1] : tensor<96xf32> into tensor<1x96x1x1xf32>
    %931 = tensor.empty() : tensor<1x96x2x2xf32>
    %932 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%930, %expanded_456 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%931 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %933 = tensor.empty() : tensor<1x96x2x2xf32>
    %934 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%932, %cst_220 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%933 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %935 = tensor.empty() : tensor<1x96x2x2xf32>
    %936 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%934, %cst_221 : tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) outs(%935 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %937 = tensor.empty() : tensor<1x96x2x2xf32>
    %938 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%936, %845 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%937 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x96x2x2xf32>
    %939 = tensor.empty() : tensor<1x2x2x96xf32>
    %transposed_457 = linalg.transpose ins(%938 : tensor<1x96x2x2xf32>) outs(%939 : tensor<1x2x2x96xf32>) permutation = [0, 2, 3, 1] 
    %940 = tensor.empty() : tensor<1x2x2x576xf32>
    %941 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_65 : tensor<576xf32>) outs(%940 : tensor<1x2x2x576xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x2x576xf32>
    %942 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%transposed_457, %cst_222 : tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>) outs(%941 : tensor<1x2x2x576xf32>) -> tensor<1x2x2x576xf32>
    %943 = tensor.empty() : tensor<1x576x2x2xf32>
    %transposed_458 = linalg.transpose ins(%942 : tensor<1x2x2x576xf32>) outs(%943 : tensor<1x576x2x2xf32>) permutation = [0, 3, 1, 2] 
    %944 = tensor.empty() : tensor<576xf32>
    %945 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel"]} ins(%cst_67, %cst_2 : tensor<1xf32>, tensor<576xf32>) outs(%944 : tensor<576xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %946 = tensor.empty() : tensor<576xf32>
    %947 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel"]} ins(%945 : tensor<576xf32>) outs(%946 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = math.rsqrt %in : f32
      linalg.yield %988 : f32
    } -> tensor<576xf32>
    %948 = tensor.empty() : tensor<1x576x2x2xf32>
    %949 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_458, %cst_223 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%948 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.subf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_459 = tensor.expand_shape %947 [[0, 1, 2, 3]] output_shape [1, 576, 1, 1] : tensor<576xf32> into tensor<1x576x1x1xf32>
    %950 = tensor.empty() : tensor<1x576x2x2xf32>
    %951 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%949, %expanded_459 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%950 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %952 = tensor.empty() : tensor<1x576x2x2xf32>
    %953 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%951, %cst_224 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%952 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %954 = tensor.empty() : tensor<1x576x2x2xf32>
    %955 = linalg.generic {indexing_maps = [#map1, #map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%953, %cst_225 : tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) outs(%954 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %956 = tensor.empty() : tensor<1x576x2x2xf32>
    %957 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %cst_71 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%956 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %958 = tensor.empty() : tensor<1x576x2x2xf32>
    %959 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%957 : tensor<1x576x2x2xf32>) outs(%958 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x576x2x2xf32>
    %960 = tensor.empty() : tensor<1x576x2x2xf32>
    %961 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%955, %959 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%960 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %962 = tensor.empty() : tensor<1x576x2x2xf32>
    %963 = linalg.generic {indexing_maps = [#map1, #map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%961, %cst_72 : tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) outs(%962 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x2x2xf32>
    %964 = tensor.empty() : tensor<1x576x2xf32>
    %965 = linalg.fill ins(%cst_1 : f32) outs(%964 : tensor<1x576x2xf32>) -> tensor<1x576x2xf32>
    %reduced_460 = linalg.reduce ins(%963 : tensor<1x576x2x2xf32>) outs(%965 : tensor<1x576x2xf32>) dimensions = [3] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_461 = tensor.expand_shape %reduced_460 [[0], [1], [2, 3]] output_shape [1, 576, 2, 1] : tensor<1x576x2xf32> into tensor<1x576x2x1xf32>
    %966 = tensor.empty() : tensor<1x576x1xf32>
    %967 = linalg.fill ins(%cst_1 : f32) outs(%966 : tensor<1x576x1xf32>) -> tensor<1x576x1xf32>
    %reduced_462 = linalg.reduce ins(%expanded_461 : tensor<1x576x2x1xf32>) outs(%967 : tensor<1x576x1xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %988 = arith.addf %in, %init : f32
        linalg.yield %988 : f32
      }
    %expanded_463 = tensor.expand_shape %reduced_462 [[0], [1], [2, 3]] output_shape [1, 576, 1, 1] : tensor<1x576x1xf32> into tensor<1x576x1x1xf32>
    %968 = tensor.empty() : tensor<1x576x1x1xf32>
    %969 = linalg.generic {indexing_maps = [#map1, #map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_463, %cst_187 : tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) outs(%968 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_464 = tensor.collapse_shape %969 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %expanded_465 = tensor.expand_shape %collapsed_464 [[0, 1], [2]] output_shape [1, 1, 576] : tensor<1x576xf32> into tensor<1x1x576xf32>
    %970 = tensor.empty() : tensor<1x1x1024xf32>
    %971 = linalg.fill ins(%cst_1 : f32) outs(%970 : tensor<1x1x1024xf32>) -> tensor<1x1x1024xf32>
    %972 = linalg.batch_matmul ins(%expanded_465, %cst_226 : tensor<1x1x576xf32>, tensor<1x576x1024xf32>) outs(%971 : tensor<1x1x1024xf32>) -> tensor<1x1x1024xf32>
    %collapsed_466 = tensor.collapse_shape %972 [[0, 1], [2]] : tensor<1x1x1024xf32> into tensor<1x1024xf32>
    %973 = tensor.empty() : tensor<1x1024xf32>
    %974 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_466, %cst_227 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%973 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x1024xf32>
    %975 = tensor.empty() : tensor<1x1024xf32>
    %976 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%974, %cst_228 : tensor<1x1024xf32>, tensor<1x1xf32>) outs(%975 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x1024xf32>
    %977 = tensor.empty() : tensor<1x1024xf32>
    %978 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%976 : tensor<1x1024xf32>) outs(%977 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %988 = arith.minimumf %in, %cst_0 : f32
      %989 = arith.maximumf %988, %cst_1 : f32
      linalg.yield %989 : f32
    } -> tensor<1x1024xf32>
    %979 = tensor.empty() : tensor<1x1024xf32>
    %980 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%974, %978 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%979 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x1024xf32>
    %981 = tensor.empty() : tensor<1x1024xf32>
    %982 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel"]} ins(%980, %cst_229 : tensor<1x1024xf32>, tensor<1x1xf32>) outs(%981 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.mulf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x1024xf32>
    %expanded_467 = tensor.expand_shape %982 [[0, 1], [2]] output_shape [1, 1, 1024] : tensor<1x1024xf32> into tensor<1x1x1024xf32>
    %983 = tensor.empty() : tensor<1x1x1000xf32>
    %984 = linalg.fill ins(%cst_1 : f32) outs(%983 : tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32>
    %985 = linalg.batch_matmul ins(%expanded_467, %cst_230 : tensor<1x1x1024xf32>, tensor<1x1024x1000xf32>) outs(%984 : tensor<1x1x1000xf32>) -> tensor<1x1x1000xf32>
    %collapsed_468 = tensor.collapse_shape %985 [[0, 1], [2]] : tensor<1x1x1000xf32> into tensor<1x1000xf32>
    %986 = tensor.empty() : tensor<1x1000xf32>
    %987 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%collapsed_468, %cst_231 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%986 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_469: f32, %out: f32):
      %988 = arith.addf %in, %in_469 : f32
      linalg.yield %988 : f32
    } -> tensor<1x1000xf32>
    return %987 : tensor<1x1000xf32>
  }
}

// 207 dense_resource blobs (10218272 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

// MobileNet-v3 small (hardswish, squeeze-excite), exported by bench/real/export_torch.py --networks mobilenet_v3_small --batch 1 --image-size 64 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=mobilenet_v3_small data-args=1
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mobilenet_v3_small(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_1000_1024_torch.float32> : tensor<1000x1024xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1024_torch.float32> : tensor<1024xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1024_576_torch.float32> : tensor<1024x576xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_576_torch.float32_21> : tensor<576xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_576_torch.float32_20> : tensor<576xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_576_torch.float32_19> : tensor<576xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_576_torch.float32_18> : tensor<576xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.float32_2> : tensor<576x96x1x1xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_96_torch.float32_20> : tensor<96xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_96_torch.float32_19> : tensor<96xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_96_torch.float32_18> : tensor<96xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_96_torch.float32_17> : tensor<96xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_96_576_1_1_torch.float32_1> : tensor<96x576x1x1xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_576_torch.float32_17> : tensor<576xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_576_144_1_1_torch.float32_1> : tensor<576x144x1x1xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_144_576_1_1_torch.float32_1> : tensor<144x576x1x1xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_576_torch.float32_16> : tensor<576xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_576_torch.float32_15> : tensor<576xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_576_torch.float32_14> : tensor<576xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_576_torch.float32_13> : tensor<576xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_576_1_5_5_torch.float32_1> : tensor<576x1x5x5xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_576_torch.float32_12> : tensor<576xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_576_torch.float32_11> : tensor<576xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_576_torch.float32_10> : tensor<576xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_576_torch.float32_9> : tensor<576xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.float32_1> : tensor<576x96x1x1xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_96_torch.float32_16> : tensor<96xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_96_torch.float32_15> : tensor<96xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_96_torch.float32_14> : tensor<96xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_96_torch.float32_13> : tensor<96xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_96_576_1_1_torch.float32> : tensor<96x576x1x1xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_576_torch.float32_8> : tensor<576xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_576_144_1_1_torch.float32> : tensor<576x144x1x1xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_144_576_1_1_torch.float32> : tensor<144x576x1x1xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_576_torch.float32_7> : tensor<576xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_576_torch.float32_6> : tensor<576xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_576_torch.float32_5> : tensor<576xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_576_torch.float32_4> : tensor<576xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_576_1_5_5_torch.float32> : tensor<576x1x5x5xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_576_torch.float32_3> : tensor<576xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_576_torch.float32_2> : tensor<576xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_576_torch.float32_1> : tensor<576xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_576_torch.float32> : tensor<576xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_576_96_1_1_torch.float32> : tensor<576x96x1x1xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_96_torch.float32_12> : tensor<96xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_96_288_1_1_torch.float32> : tensor<96x288x1x1xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_288_torch.float32_8> : tensor<288xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_288_72_1_1_torch.float32> : tensor<288x72x1x1xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_72_torch.float32_8> : tensor<72xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_72_288_1_1_torch.float32> : tensor<72x288x1x1xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_288_torch.float32_7> : tensor<288xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_288_torch.float32_6> : tensor<288xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_288_torch.float32_5> : tensor<288xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_288_torch.float32_4> : tensor<288xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_288_1_5_5_torch.float32> : tensor<288x1x5x5xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_288_torch.float32_3> : tensor<288xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_288_torch.float32_2> : tensor<288xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_288_torch.float32> : tensor<288xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_288_48_1_1_torch.float32> : tensor<288x48x1x1xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_48_torch.float32_7> : tensor<48xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_48_torch.float32_6> : tensor<48xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_48_torch.float32_4> : tensor<48xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_48_144_1_1_torch.float32> : tensor<48x144x1x1xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_144_40_1_1_torch.float32> : tensor<144x40x1x1xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_40_torch.float32_12> : tensor<40xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_40_144_1_1_torch.float32> : tensor<40x144x1x1xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<144xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<144xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<144xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_144_1_5_5_torch.float32> : tensor<144x1x5x5xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_144_48_1_1_torch.float32> : tensor<144x48x1x1xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_48_120_1_1_torch.float32> : tensor<48x120x1x1xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_120_torch.float32_8> : tensor<120xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_120_32_1_1_torch.float32> : tensor<120x32x1x1xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_32_120_1_1_torch.float32> : tensor<32x120x1x1xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_120_torch.float32_7> : tensor<120xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_120_torch.float32_6> : tensor<120xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_120_torch.float32_5> : tensor<120xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_120_torch.float32_4> : tensor<120xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_120_1_5_5_torch.float32> : tensor<120x1x5x5xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_120_torch.float32_3> : tensor<120xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_120_torch.float32_2> : tensor<120xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_120_torch.float32_1> : tensor<120xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_120_torch.float32> : tensor<120xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_120_40_1_1_torch.float32> : tensor<120x40x1x1xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_40_torch.float32_11> : tensor<40xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_40_torch.float32_10> : tensor<40xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_40_torch.float32_9> : tensor<40xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_40_torch.float32_8> : tensor<40xf32>
    %cst_108 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.float32_1> : tensor<40x240x1x1xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_240_torch.float32_17> : tensor<240xf32>
    %cst_110 = arith.constant dense_resource<torch_tensor_240_64_1_1_torch.float32_1> : tensor<240x64x1x1xf32>
    %cst_111 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_112 = arith.constant dense_resource<torch_tensor_64_240_1_1_torch.float32_1> : tensor<64x240x1x1xf32>
    %cst_113 = arith.constant dense_resource<torch_tensor_240_torch.float32_16> : tensor<240xf32>
    %cst_114 = arith.constant dense_resource<torch_tensor_240_torch.float32_15> : tensor<240xf32>
    %cst_115 = arith.constant dense_resource<torch_tensor_240_torch.float32_14> : tensor<240xf32>
    %cst_116 = arith.constant dense_resource<torch_tensor_240_torch.float32_13> : tensor<240xf32>
    %cst_117 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.float32_1> : tensor<240x1x5x5xf32>
    %cst_118 = arith.constant dense_resource<torch_tensor_240_torch.float32_12> : tensor<240xf32>
    %cst_119 = arith.constant dense_resource<torch_tensor_240_torch.float32_11> : tensor<240xf32>
    %cst_120 = arith.constant dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>
    %cst_121 = arith.constant dense_resource<torch_tensor_240_torch.float32_9> : tensor<240xf32>
    %cst_122 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.float32_1> : tensor<240x40x1x1xf32>
    %cst_123 = arith.constant dense_resource<torch_tensor_40_torch.float32_7> : tensor<40xf32>
    %cst_124 = arith.constant dense_resource<torch_tensor_40_torch.float32_6> : tensor<40xf32>
    %cst_125 = arith.constant dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>
    %cst_126 = arith.constant dense_resource<torch_tensor_40_torch.float32_4> : tensor<40xf32>
    %cst_127 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.float32> : tensor<40x240x1x1xf32>
    %cst_128 = arith.constant dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>
    %cst_129 = arith.constant dense_resource<torch_tensor_240_64_1_1_torch.float32> : tensor<240x64x1x1xf32>
    %cst_130 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_131 = arith.constant dense_resource<torch_tensor_64_240_1_1_torch.float32> : tensor<64x240x1x1xf32>
    %cst_132 = arith.constant dense_resource<torch_tensor_240_torch.float32_7> : tensor<240xf32>
    %cst_133 = arith.constant dense_resource<torch_tensor_240_torch.float32_6> : tensor<240xf32>
    %cst_134 = arith.constant dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>
    %cst_135 = arith.constant dense_resource<torch_tensor_240_torch.float32_4> : tensor<240xf32>
    %cst_136 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.float32> : tensor<240x1x5x5xf32>
    %cst_137 = arith.constant dense_resource<torch_tensor_240_torch.float32_3> : tensor<240xf32>
    %cst_138 = arith.constant dense_resource<torch_tensor_240_torch.float32_2> : tensor<240xf32>
    %cst_139 = arith.constant dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>
    %cst_140 = arith.constant dense_resource<torch_tensor_240_torch.float32> : tensor<240xf32>
    %cst_141 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.float32> : tensor<240x40x1x1xf32>
    %cst_142 = arith.constant dense_resource<torch_tensor_40_torch.float32_3> : tensor<40xf32>
    %cst_143 = arith.constant dense_resource<torch_tensor_40_torch.float32_2> : tensor<40xf32>
    %cst_144 = arith.constant dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>
    %cst_145 = arith.constant dense_resource<torch_tensor_40_torch.float32> : tensor<40xf32>
    %cst_146 = arith.constant dense_resource<torch_tensor_40_96_1_1_torch.float32> : tensor<40x96x1x1xf32>
    %cst_147 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_148 = arith.constant dense_resource<torch_tensor_96_24_1_1_torch.float32_1> : tensor<96x24x1x1xf32>
    %cst_149 = arith.constant dense_resource<torch_tensor_24_torch.float32_8> : tensor<24xf32>
    %cst_150 = arith.constant dense_resource<torch_tensor_24_96_1_1_torch.float32> : tensor<24x96x1x1xf32>
    %cst_151 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_152 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_153 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_154 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_155 = arith.constant dense_resource<torch_tensor_96_1_5_5_torch.float32> : tensor<96x1x5x5xf32>
    %cst_156 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_157 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_158 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_159 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_160 = arith.constant dense_resource<torch_tensor_96_24_1_1_torch.float32> : tensor<96x24x1x1xf32>
    %cst_161 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_162 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_163 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_164 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_165 = arith.constant dense_resource<torch_tensor_24_88_1_1_torch.float32> : tensor<24x88x1x1xf32>
    %cst_166 = arith.constant dense_resource<torch_tensor_88_torch.float32_7> : tensor<88xf32>
    %cst_167 = arith.constant dense_resource<torch_tensor_88_torch.float32_6> : tensor<88xf32>
    %cst_168 = arith.constant dense_resource<torch_tensor_88_torch.float32_5> : tensor<88xf32>
    %cst_169 = arith.constant dense_resource<torch_tensor_88_torch.float32_4> : tensor<88xf32>
    %cst_170 = arith.constant dense_resource<torch_tensor_88_1_3_3_torch.float32> : tensor<88x1x3x3xf32>
    %cst_171 = arith.constant dense_resource<torch_tensor_88_torch.float32_3> : tensor<88xf32>
    %cst_172 = arith.constant dense_resource<torch_tensor_88_torch.float32_2> : tensor<88xf32>
    %cst_173 = arith.constant dense_resource<torch_tensor_88_torch.float32_1> : tensor<88xf32>
    %cst_174 = arith.constant dense_resource<torch_tensor_88_torch.float32> : tensor<88xf32>
    %cst_175 = arith.constant dense_resource<torch_tensor_88_24_1_1_torch.float32> : tensor<88x24x1x1xf32>
    %cst_176 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_177 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_178 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_179 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_180 = arith.constant dense_resource<torch_tensor_24_72_1_1_torch.float32> : tensor<24x72x1x1xf32>
    %cst_181 = arith.constant dense_resource<torch_tensor_72_torch.float32_7> : tensor<72xf32>
    %cst_182 = arith.constant dense_resource<torch_tensor_72_torch.float32_6> : tensor<72xf32>
    %cst_183 = arith.constant dense_resource<torch_tensor_72_torch.float32_5> : tensor<72xf32>
    %cst_184 = arith.constant dense_resource<torch_tensor_72_torch.float32_4> : tensor<72xf32>
    %cst_185 = arith.constant dense_resource<torch_tensor_72_1_3_3_torch.float32> : tensor<72x1x3x3xf32>
    %cst_186 = arith.constant dense_resource<torch_tensor_72_torch.float32_3> : tensor<72xf32>
    %cst_187 = arith.constant dense_resource<torch_tensor_72_torch.float32_2> : tensor<72xf32>
    %cst_188 = arith.constant dense_resource<torch_tensor_72_torch.float32_1> : tensor<72xf32>
    %cst_189 = arith.constant dense_resource<torch_tensor_72_torch.float32> : tensor<72xf32>
    %cst_190 = arith.constant dense_resource<torch_tensor_72_16_1_1_torch.float32> : tensor<72x16x1x1xf32>
    %cst_191 = arith.constant dense_resource<torch_tensor_16_torch.float32_12> : tensor<16xf32>
    %cst_192 = arith.constant dense_resource<torch_tensor_16_torch.float32_11> : tensor<16xf32>
    %cst_193 = arith.constant dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>
    %cst_194 = arith.constant dense_resource<torch_tensor_16_torch.float32_9> : tensor<16xf32>
    %cst_195 = arith.constant dense_resource<torch_tensor_16_16_1_1_torch.float32> : tensor<16x16x1x1xf32>
    %cst_196 = arith.constant dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>
    %cst_197 = arith.constant dense_resource<torch_tensor_16_8_1_1_torch.float32> : tensor<16x8x1x1xf32>
    %cst_198 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_199 = arith.constant dense_resource<torch_tensor_8_16_1_1_torch.float32> : tensor<8x16x1x1xf32>
    %cst_200 = arith.constant dense_resource<torch_tensor_16_torch.float32_7> : tensor<16xf32>
    %cst_201 = arith.constant dense_resource<torch_tensor_16_torch.float32_6> : tensor<16xf32>
    %cst_202 = arith.constant dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>
    %cst_203 = arith.constant dense_resource<torch_tensor_16_torch.float32_4> : tensor<16xf32>
    %cst_204 = arith.constant dense_resource<torch_tensor_16_1_3_3_torch.float32> : tensor<16x1x3x3xf32>
    %cst_205 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_206 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_207 = arith.constant 1.000000e-03 : f64
    %cst_208 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_209 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_210 = arith.constant dense_resource<torch_tensor_16_3_3_3_torch.float32> : tensor<16x3x3x3xf32>
    %cst_211 = arith.constant 3.000000e+00 : f32
    %cst_212 = arith.constant 6.000000e+00 : f32
    %cst_213 = arith.constant 2.560000e+02 : f32
    %cst_214 = arith.constant 1.600000e+01 : f32
    %cst_215 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x16x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_210 : tensor<1x3x66x66xf32>, tensor<16x3x3x3xf32>) outs(%1 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %3 = tensor.empty() : tensor<16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_208 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<16xf32>
    %expanded = tensor.expand_shape %cst_209 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_216 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_216 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_217 = tensor.expand_shape %cst_206 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_217 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_218 = tensor.expand_shape %cst_205 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_218 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %12 : tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x16x32x32xf32>) outs(%0 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x32x32xf32>
    %padded_219 = tensor.pad %14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x16x32x32xf32> to tensor<1x16x34x34xf32>
    %15 = tensor.empty() : tensor<1x16x16x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %collapsed = tensor.collapse_shape %cst_204 [[0, 1], [2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32>
    %17 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_219, %collapsed : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_202 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<16xf32>
    %expanded_220 = tensor.expand_shape %cst_203 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_221 = tensor.expand_shape %19 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_220 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_221 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_222 = tensor.expand_shape %cst_201 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_222 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_223 = tensor.expand_shape %cst_200 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_223 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
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
      %514 = arith.divf %in, %cst_213 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x1x1xf32>
    %29 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_198 : tensor<8xf32>) outs(%29 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %30 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%28, %cst_199 : tensor<1x16x1x1xf32>, tensor<8x16x1x1xf32>) outs(%broadcasted : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x8x1x1xf32>) outs(%29 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_224 = linalg.broadcast ins(%cst_196 : tensor<16xf32>) outs(%25 : tensor<1x16x1x1xf32>) dimensions = [0, 2, 3] 
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %cst_197 : tensor<1x8x1x1xf32>, tensor<16x8x1x1xf32>) outs(%broadcasted_224 : tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x16x1x1xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x1x1xf32>) outs(%25 : tensor<1x16x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %24 : tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %38 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%37, %cst_195 : tensor<1x16x16x16xf32>, tensor<16x16x1x1xf32>) outs(%16 : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_193 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<16xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<16xf32>) outs(%3 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<16xf32>
    %expanded_225 = tensor.expand_shape %cst_194 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_226 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_225 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_226 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_227 = tensor.expand_shape %cst_192 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_227 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %expanded_228 = tensor.expand_shape %cst_191 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_228 : tensor<1x16x16x16xf32>, tensor<16x1x1xf32>) outs(%15 : tensor<1x16x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x16x16x16xf32>
    %45 = tensor.empty() : tensor<1x72x16x16xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %47 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%44, %cst_190 : tensor<1x16x16x16xf32>, tensor<72x16x1x1xf32>) outs(%46 : tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %48 = tensor.empty() : tensor<72xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_188 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<72xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%49 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<72xf32>
    %expanded_229 = tensor.expand_shape %cst_189 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_230 = tensor.expand_shape %50 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %expanded_229 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_230 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_231 = tensor.expand_shape %cst_187 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %expanded_231 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %expanded_232 = tensor.expand_shape %cst_186 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %expanded_232 : tensor<1x72x16x16xf32>, tensor<72x1x1xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<1x72x16x16xf32>) outs(%45 : tensor<1x72x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x72x16x16xf32>
    %padded_233 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x72x16x16xf32> to tensor<1x72x18x18xf32>
    %56 = tensor.empty() : tensor<1x72x8x8xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %collapsed_234 = tensor.collapse_shape %cst_185 [[0, 1], [2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32>
    %58 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_233, %collapsed_234 : tensor<1x72x18x18xf32>, tensor<72x3x3xf32>) outs(%57 : tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_183 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<72xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%59 : tensor<72xf32>) outs(%48 : tensor<72xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<72xf32>
    %expanded_235 = tensor.expand_shape %cst_184 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %expanded_236 = tensor.expand_shape %60 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_235 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_236 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_237 = tensor.expand_shape %cst_182 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_237 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x72x8x8xf32>
    %expanded_238 = tensor.expand_shape %cst_181 [[0, 1, 2]] output_shape [72, 1, 1] : tensor<72xf32> into tensor<72x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_238 : tensor<1x72x8x8xf32>, tensor<72x1x1xf32>) outs(%56 : tensor<1x72x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
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
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%65, %cst_180 : tensor<1x72x8x8xf32>, tensor<24x72x1x1xf32>) outs(%67 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %69 = tensor.empty() : tensor<24xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_178 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<24xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%70 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<24xf32>
    %expanded_239 = tensor.expand_shape %cst_179 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_240 = tensor.expand_shape %71 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68, %expanded_239 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_240 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_241 = tensor.expand_shape %cst_177 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_241 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_242 = tensor.expand_shape %cst_176 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_242 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %76 = tensor.empty() : tensor<1x88x8x8xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%75, %cst_175 : tensor<1x24x8x8xf32>, tensor<88x24x1x1xf32>) outs(%77 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %79 = tensor.empty() : tensor<88xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_173 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<88xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<88xf32>
    %expanded_243 = tensor.expand_shape %cst_174 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %expanded_244 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_243 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_244 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_245 = tensor.expand_shape %cst_172 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_245 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_246 = tensor.expand_shape %cst_171 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_246 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x88x8x8xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x88x8x8xf32>
    %padded_247 = tensor.pad %86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x88x8x8xf32> to tensor<1x88x10x10xf32>
    %collapsed_248 = tensor.collapse_shape %cst_170 [[0, 1], [2], [3]] : tensor<88x1x3x3xf32> into tensor<88x3x3xf32>
    %87 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_247, %collapsed_248 : tensor<1x88x10x10xf32>, tensor<88x3x3xf32>) outs(%77 : tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_168 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<88xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<88xf32>) outs(%79 : tensor<88xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<88xf32>
    %expanded_249 = tensor.expand_shape %cst_169 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %expanded_250 = tensor.expand_shape %89 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %expanded_249 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_250 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_251 = tensor.expand_shape %cst_167 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_251 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %expanded_252 = tensor.expand_shape %cst_166 [[0, 1, 2]] output_shape [88, 1, 1] : tensor<88xf32> into tensor<88x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_252 : tensor<1x88x8x8xf32>, tensor<88x1x1xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x88x8x8xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x88x8x8xf32>) outs(%76 : tensor<1x88x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x88x8x8xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%94, %cst_165 : tensor<1x88x8x8xf32>, tensor<24x88x1x1xf32>) outs(%67 : tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_163 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<24xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<24xf32>) outs(%69 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<24xf32>
    %expanded_253 = tensor.expand_shape %cst_164 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_254 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_253 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_254 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_255 = tensor.expand_shape %cst_162 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_255 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %expanded_256 = tensor.expand_shape %cst_161 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_256 : tensor<1x24x8x8xf32>, tensor<24x1x1xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %75 : tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) outs(%66 : tensor<1x24x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x24x8x8xf32>
    %103 = tensor.empty() : tensor<1x96x8x8xf32>
    %104 = linalg.fill ins(%cst : f32) outs(%103 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %105 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%102, %cst_160 : tensor<1x24x8x8xf32>, tensor<96x24x1x1xf32>) outs(%104 : tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %106 = tensor.empty() : tensor<96xf32>
    %107 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_158 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%107 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_257 = tensor.expand_shape %cst_159 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_258 = tensor.expand_shape %108 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %expanded_257 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_258 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_259 = tensor.expand_shape %cst_157 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110, %expanded_259 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %expanded_260 = tensor.expand_shape %cst_156 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_260 : tensor<1x96x8x8xf32>, tensor<96x1x1xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x8x8xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %115 : tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x96x8x8xf32>) outs(%103 : tensor<1x96x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x8x8xf32>
    %padded_261 = tensor.pad %117 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x8x8xf32> to tensor<1x96x12x12xf32>
    %118 = tensor.empty() : tensor<1x96x4x4xf32>
    %119 = linalg.fill ins(%cst : f32) outs(%118 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %collapsed_262 = tensor.collapse_shape %cst_155 [[0, 1], [2], [3]] : tensor<96x1x5x5xf32> into tensor<96x5x5xf32>
    %120 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_261, %collapsed_262 : tensor<1x96x12x12xf32>, tensor<96x5x5xf32>) outs(%119 : tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_153 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%121 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_263 = tensor.expand_shape %cst_154 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_264 = tensor.expand_shape %122 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_263 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_264 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_265 = tensor.expand_shape %cst_152 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_265 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %expanded_266 = tensor.expand_shape %cst_151 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %126 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%125, %expanded_266 : tensor<1x96x4x4xf32>, tensor<96x1x1xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %127 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126 : tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x4x4xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %129 : tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130 : tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
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
      %514 = arith.divf %in, %cst_214 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x1x1xf32>
    %136 = tensor.empty() : tensor<1x24x1x1xf32>
    %broadcasted_267 = linalg.broadcast ins(%cst_149 : tensor<24xf32>) outs(%136 : tensor<1x24x1x1xf32>) dimensions = [0, 2, 3] 
    %137 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%135, %cst_150 : tensor<1x96x1x1xf32>, tensor<24x96x1x1xf32>) outs(%broadcasted_267 : tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x24x1x1xf32>) outs(%136 : tensor<1x24x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x24x1x1xf32>
    %broadcasted_268 = linalg.broadcast ins(%cst_147 : tensor<96xf32>) outs(%132 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3] 
    %139 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%138, %cst_148 : tensor<1x24x1x1xf32>, tensor<96x24x1x1xf32>) outs(%broadcasted_268 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x96x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x96x1x1xf32>) outs(%132 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x1x1xf32>
    %144 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %131 : tensor<1x96x1x1xf32>, tensor<1x96x4x4xf32>) outs(%118 : tensor<1x96x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x4x4xf32>
    %145 = tensor.empty() : tensor<1x40x4x4xf32>
    %146 = linalg.fill ins(%cst : f32) outs(%145 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %147 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%144, %cst_146 : tensor<1x96x4x4xf32>, tensor<40x96x1x1xf32>) outs(%146 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %148 = tensor.empty() : tensor<40xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_144 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<40xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%149 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<40xf32>
    %expanded_269 = tensor.expand_shape %cst_145 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_270 = tensor.expand_shape %150 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_269 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %expanded_270 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_271 = tensor.expand_shape %cst_143 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %expanded_271 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_272 = tensor.expand_shape %cst_142 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_272 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %155 = tensor.empty() : tensor<1x240x4x4xf32>
    %156 = linalg.fill ins(%cst : f32) outs(%155 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %157 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%154, %cst_141 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %158 = tensor.empty() : tensor<240xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_139 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%159 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_273 = tensor.expand_shape %cst_140 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_274 = tensor.expand_shape %160 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157, %expanded_273 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_274 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_275 = tensor.expand_shape %cst_138 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_275 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_276 = tensor.expand_shape %cst_137 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_276 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %168 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %167 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_277 = tensor.pad %169 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_278 = tensor.collapse_shape %cst_136 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %170 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_277, %collapsed_278 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %171 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_134 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %172 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%171 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_279 = tensor.expand_shape %cst_135 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_280 = tensor.expand_shape %172 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_279 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_280 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_281 = tensor.expand_shape %cst_133 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %expanded_281 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_282 = tensor.expand_shape %cst_132 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %176 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175, %expanded_282 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %179 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
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
      %514 = arith.divf %in, %cst_214 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %186 = tensor.empty() : tensor<1x64x1x1xf32>
    %broadcasted_283 = linalg.broadcast ins(%cst_130 : tensor<64xf32>) outs(%186 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %187 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%185, %cst_131 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_283 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x64x1x1xf32>) outs(%186 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_284 = linalg.broadcast ins(%cst_128 : tensor<240xf32>) outs(%182 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %189 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %cst_129 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_284 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x1x1xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %181 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %195 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%194, %cst_127 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%146 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %196 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_125 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<40xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%196 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<40xf32>
    %expanded_285 = tensor.expand_shape %cst_126 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_286 = tensor.expand_shape %197 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_285 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_286 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_287 = tensor.expand_shape %cst_124 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_287 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_288 = tensor.expand_shape %cst_123 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_288 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %154 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %203 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%202, %cst_122 : tensor<1x40x4x4xf32>, tensor<240x40x1x1xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_120 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%204 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_289 = tensor.expand_shape %cst_121 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_290 = tensor.expand_shape %205 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_289 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %expanded_290 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_291 = tensor.expand_shape %cst_119 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_291 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_292 = tensor.expand_shape %cst_118 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_292 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %212 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %padded_293 = tensor.pad %214 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x4x4xf32> to tensor<1x240x8x8xf32>
    %collapsed_294 = tensor.collapse_shape %cst_117 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %215 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_293, %collapsed_294 : tensor<1x240x8x8xf32>, tensor<240x5x5xf32>) outs(%156 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_115 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<240xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%216 : tensor<240xf32>) outs(%158 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<240xf32>
    %expanded_295 = tensor.expand_shape %cst_116 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_296 = tensor.expand_shape %217 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_295 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_296 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_297 = tensor.expand_shape %cst_114 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_297 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_298 = tensor.expand_shape %cst_113 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_298 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x4x4xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %224 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %226 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%226 : tensor<1x240x4x4xf32>) outs(%183 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%227 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_214 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %broadcasted_299 = linalg.broadcast ins(%cst_111 : tensor<64xf32>) outs(%186 : tensor<1x64x1x1xf32>) dimensions = [0, 2, 3] 
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%228, %cst_112 : tensor<1x240x1x1xf32>, tensor<64x240x1x1xf32>) outs(%broadcasted_299 : tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<1x64x1x1xf32>) outs(%186 : tensor<1x64x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x64x1x1xf32>
    %broadcasted_300 = linalg.broadcast ins(%cst_109 : tensor<240xf32>) outs(%182 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %231 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%230, %cst_110 : tensor<1x64x1x1xf32>, tensor<240x64x1x1xf32>) outs(%broadcasted_300 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x240x1x1xf32>
    %235 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234 : tensor<1x240x1x1xf32>) outs(%182 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x1x1xf32>
    %236 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%235, %226 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%155 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x240x4x4xf32>
    %237 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%236, %cst_108 : tensor<1x240x4x4xf32>, tensor<40x240x1x1xf32>) outs(%146 : tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %238 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_106 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<40xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%238 : tensor<40xf32>) outs(%148 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<40xf32>
    %expanded_301 = tensor.expand_shape %cst_107 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_302 = tensor.expand_shape %239 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_301 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_302 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_303 = tensor.expand_shape %cst_105 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_303 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %expanded_304 = tensor.expand_shape %cst_104 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_304 : tensor<1x40x4x4xf32>, tensor<40x1x1xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %202 : tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) outs(%145 : tensor<1x40x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x40x4x4xf32>
    %245 = tensor.empty() : tensor<1x120x4x4xf32>
    %246 = linalg.fill ins(%cst : f32) outs(%245 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %247 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%244, %cst_103 : tensor<1x40x4x4xf32>, tensor<120x40x1x1xf32>) outs(%246 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %248 = tensor.empty() : tensor<120xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_101 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<120xf32>
    %250 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%249 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<120xf32>
    %expanded_305 = tensor.expand_shape %cst_102 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_306 = tensor.expand_shape %250 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247, %expanded_305 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %expanded_306 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_307 = tensor.expand_shape %cst_100 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %expanded_307 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_308 = tensor.expand_shape %cst_99 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %254 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253, %expanded_308 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x4x4xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %257 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %padded_309 = tensor.pad %259 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x120x4x4xf32> to tensor<1x120x8x8xf32>
    %collapsed_310 = tensor.collapse_shape %cst_98 [[0, 1], [2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32>
    %260 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_309, %collapsed_310 : tensor<1x120x8x8xf32>, tensor<120x5x5xf32>) outs(%246 : tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %261 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_96 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<120xf32>
    %262 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%261 : tensor<120xf32>) outs(%248 : tensor<120xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<120xf32>
    %expanded_311 = tensor.expand_shape %cst_97 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %expanded_312 = tensor.expand_shape %262 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %263 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_311 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%263, %expanded_312 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_313 = tensor.expand_shape %cst_95 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%264, %expanded_313 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %expanded_314 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [120, 1, 1] : tensor<120xf32> into tensor<120x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265, %expanded_314 : tensor<1x120x4x4xf32>, tensor<120x1x1xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x4x4xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %269 : tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %271 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%270 : tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
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
      %514 = arith.divf %in, %cst_214 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x1x1xf32>
    %276 = tensor.empty() : tensor<1x32x1x1xf32>
    %broadcasted_315 = linalg.broadcast ins(%cst_92 : tensor<32xf32>) outs(%276 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3] 
    %277 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%275, %cst_93 : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%broadcasted_315 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x32x1x1xf32>) outs(%276 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x32x1x1xf32>
    %broadcasted_316 = linalg.broadcast ins(%cst_90 : tensor<120xf32>) outs(%272 : tensor<1x120x1x1xf32>) dimensions = [0, 2, 3] 
    %279 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%278, %cst_91 : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%broadcasted_316 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x120x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x120x1x1xf32>) outs(%272 : tensor<1x120x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x1x1xf32>
    %284 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %271 : tensor<1x120x1x1xf32>, tensor<1x120x4x4xf32>) outs(%245 : tensor<1x120x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x120x4x4xf32>
    %285 = tensor.empty() : tensor<1x48x4x4xf32>
    %286 = linalg.fill ins(%cst : f32) outs(%285 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %287 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%284, %cst_89 : tensor<1x120x4x4xf32>, tensor<48x120x1x1xf32>) outs(%286 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %288 = tensor.empty() : tensor<48xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_87 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<48xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%289 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<48xf32>
    %expanded_317 = tensor.expand_shape %cst_88 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_318 = tensor.expand_shape %290 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %expanded_317 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_318 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_319 = tensor.expand_shape %cst_86 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %expanded_319 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_320 = tensor.expand_shape %cst_85 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %expanded_320 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %295 = tensor.empty() : tensor<1x144x4x4xf32>
    %296 = linalg.fill ins(%cst : f32) outs(%295 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %297 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%294, %cst_84 : tensor<1x48x4x4xf32>, tensor<144x48x1x1xf32>) outs(%296 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %298 = tensor.empty() : tensor<144xf32>
    %299 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_82 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<144xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%299 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<144xf32>
    %expanded_321 = tensor.expand_shape %cst_83 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_322 = tensor.expand_shape %300 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %expanded_321 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_322 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_323 = tensor.expand_shape %cst_81 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %expanded_323 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_324 = tensor.expand_shape %cst_80 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303, %expanded_324 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %305 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x4x4xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%304, %307 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %padded_325 = tensor.pad %309 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x144x4x4xf32> to tensor<1x144x8x8xf32>
    %collapsed_326 = tensor.collapse_shape %cst_79 [[0, 1], [2], [3]] : tensor<144x1x5x5xf32> into tensor<144x5x5xf32>
    %310 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_325, %collapsed_326 : tensor<1x144x8x8xf32>, tensor<144x5x5xf32>) outs(%296 : tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_77 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<144xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%311 : tensor<144xf32>) outs(%298 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<144xf32>
    %expanded_327 = tensor.expand_shape %cst_78 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_328 = tensor.expand_shape %312 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_327 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_328 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_329 = tensor.expand_shape %cst_76 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %expanded_329 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %expanded_330 = tensor.expand_shape %cst_75 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %expanded_330 : tensor<1x144x4x4xf32>, tensor<144x1x1xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x4x4xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %319 : tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320 : tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
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
      %514 = arith.divf %in, %cst_214 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x1x1xf32>
    %326 = tensor.empty() : tensor<1x40x1x1xf32>
    %broadcasted_331 = linalg.broadcast ins(%cst_73 : tensor<40xf32>) outs(%326 : tensor<1x40x1x1xf32>) dimensions = [0, 2, 3] 
    %327 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%325, %cst_74 : tensor<1x144x1x1xf32>, tensor<40x144x1x1xf32>) outs(%broadcasted_331 : tensor<1x40x1x1xf32>) -> tensor<1x40x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327 : tensor<1x40x1x1xf32>) outs(%326 : tensor<1x40x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x40x1x1xf32>
    %broadcasted_332 = linalg.broadcast ins(%cst_71 : tensor<144xf32>) outs(%322 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %329 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%328, %cst_72 : tensor<1x40x1x1xf32>, tensor<144x40x1x1xf32>) outs(%broadcasted_332 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%332 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x1x1xf32>
    %334 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %321 : tensor<1x144x1x1xf32>, tensor<1x144x4x4xf32>) outs(%295 : tensor<1x144x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x144x4x4xf32>
    %335 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%334, %cst_70 : tensor<1x144x4x4xf32>, tensor<48x144x1x1xf32>) outs(%286 : tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_68 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<48xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%336 : tensor<48xf32>) outs(%288 : tensor<48xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<48xf32>
    %expanded_333 = tensor.expand_shape %cst_69 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %expanded_334 = tensor.expand_shape %337 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_333 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %339 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338, %expanded_334 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_335 = tensor.expand_shape %cst_67 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339, %expanded_335 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %expanded_336 = tensor.expand_shape %cst_66 [[0, 1, 2]] output_shape [48, 1, 1] : tensor<48xf32> into tensor<48x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %expanded_336 : tensor<1x48x4x4xf32>, tensor<48x1x1xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %294 : tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) outs(%285 : tensor<1x48x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x48x4x4xf32>
    %343 = tensor.empty() : tensor<1x288x4x4xf32>
    %344 = linalg.fill ins(%cst : f32) outs(%343 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %345 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%342, %cst_65 : tensor<1x48x4x4xf32>, tensor<288x48x1x1xf32>) outs(%344 : tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %346 = tensor.empty() : tensor<288xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_63 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<288xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%347 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<288xf32>
    %expanded_337 = tensor.expand_shape %cst_64 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_338 = tensor.expand_shape %348 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%345, %expanded_337 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_338 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_339 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_339 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %expanded_340 = tensor.expand_shape %cst_61 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_340 : tensor<1x288x4x4xf32>, tensor<288x1x1xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352 : tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %355 : tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %357 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%356 : tensor<1x288x4x4xf32>) outs(%343 : tensor<1x288x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x4x4xf32>
    %padded_341 = tensor.pad %357 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x288x4x4xf32> to tensor<1x288x8x8xf32>
    %358 = tensor.empty() : tensor<1x288x2x2xf32>
    %359 = linalg.fill ins(%cst : f32) outs(%358 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %collapsed_342 = tensor.collapse_shape %cst_60 [[0, 1], [2], [3]] : tensor<288x1x5x5xf32> into tensor<288x5x5xf32>
    %360 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_341, %collapsed_342 : tensor<1x288x8x8xf32>, tensor<288x5x5xf32>) outs(%359 : tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_58 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<288xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%361 : tensor<288xf32>) outs(%346 : tensor<288xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<288xf32>
    %expanded_343 = tensor.expand_shape %cst_59 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %expanded_344 = tensor.expand_shape %362 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_343 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %364 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%363, %expanded_344 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_345 = tensor.expand_shape %cst_57 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %365 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_345 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %expanded_346 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [288, 1, 1] : tensor<288xf32> into tensor<288x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%365, %expanded_346 : tensor<1x288x2x2xf32>, tensor<288x1x1xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366 : tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x2x2xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %369 : tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
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
      %514 = arith.divf %in, %cst_215 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x1x1xf32>
    %376 = tensor.empty() : tensor<1x72x1x1xf32>
    %broadcasted_347 = linalg.broadcast ins(%cst_54 : tensor<72xf32>) outs(%376 : tensor<1x72x1x1xf32>) dimensions = [0, 2, 3] 
    %377 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%375, %cst_55 : tensor<1x288x1x1xf32>, tensor<72x288x1x1xf32>) outs(%broadcasted_347 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377 : tensor<1x72x1x1xf32>) outs(%376 : tensor<1x72x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x72x1x1xf32>
    %broadcasted_348 = linalg.broadcast ins(%cst_52 : tensor<288xf32>) outs(%372 : tensor<1x288x1x1xf32>) dimensions = [0, 2, 3] 
    %379 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%378, %cst_53 : tensor<1x72x1x1xf32>, tensor<288x72x1x1xf32>) outs(%broadcasted_348 : tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%379 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x288x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382 : tensor<1x288x1x1xf32>) outs(%372 : tensor<1x288x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x1x1xf32>
    %384 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %371 : tensor<1x288x1x1xf32>, tensor<1x288x2x2xf32>) outs(%358 : tensor<1x288x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x288x2x2xf32>
    %385 = tensor.empty() : tensor<1x96x2x2xf32>
    %386 = linalg.fill ins(%cst : f32) outs(%385 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %387 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%384, %cst_51 : tensor<1x288x2x2xf32>, tensor<96x288x1x1xf32>) outs(%386 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_49 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%388 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_349 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_350 = tensor.expand_shape %389 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_349 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %expanded_350 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_351 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %392 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%391, %expanded_351 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_352 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_352 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %394 = tensor.empty() : tensor<1x576x2x2xf32>
    %395 = linalg.fill ins(%cst : f32) outs(%394 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %396 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%393, %cst_46 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %397 = tensor.empty() : tensor<576xf32>
    %398 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_44 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%398 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_353 = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_354 = tensor.expand_shape %399 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_353 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %401 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_354 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_355 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %402 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_355 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_356 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %403 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%402, %expanded_356 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %406 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_357 = tensor.pad %408 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %collapsed_358 = tensor.collapse_shape %cst_41 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %409 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_357, %collapsed_358 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_39 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %411 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%410 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_359 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_360 = tensor.expand_shape %411 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %expanded_359 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %expanded_360 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_361 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_361 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_362 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414, %expanded_362 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %419 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415, %418 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %420 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
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
      %514 = arith.divf %in, %cst_215 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_363 = linalg.broadcast ins(%cst_35 : tensor<144xf32>) outs(%322 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %425 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%424, %cst_36 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_363 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %426 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%425 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_364 = linalg.broadcast ins(%cst_33 : tensor<576xf32>) outs(%421 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3] 
    %427 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%426, %cst_34 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_364 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %428 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%427 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %432 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %420 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %433 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%432, %cst_32 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%386 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%434 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_365 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_366 = tensor.expand_shape %435 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %436 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433, %expanded_365 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%436, %expanded_366 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_367 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_367 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_368 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_368 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %393 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %441 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%440, %cst_27 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%442 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_369 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_370 = tensor.expand_shape %443 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_369 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %expanded_370 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_371 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %expanded_371 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_372 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %expanded_372 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %451 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %450 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %padded_373 = tensor.pad %452 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x576x2x2xf32> to tensor<1x576x6x6xf32>
    %collapsed_374 = tensor.collapse_shape %cst_22 [[0, 1], [2], [3]] : tensor<576x1x5x5xf32> into tensor<576x5x5xf32>
    %453 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_373, %collapsed_374 : tensor<1x576x6x6xf32>, tensor<576x5x5xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %454 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %455 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%454 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_375 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_376 = tensor.expand_shape %455 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%453, %expanded_375 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_376 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_377 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457, %expanded_377 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_378 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %459 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %expanded_378 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %462 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%464 : tensor<1x576x2x2xf32>) outs(%422 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_215 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %broadcasted_379 = linalg.broadcast ins(%cst_16 : tensor<144xf32>) outs(%322 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %467 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%466, %cst_17 : tensor<1x576x1x1xf32>, tensor<144x576x1x1xf32>) outs(%broadcasted_379 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %468 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%467 : tensor<1x144x1x1xf32>) outs(%322 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.cmpf ugt, %in, %cst : f32
      %515 = arith.select %514, %in, %cst : f32
      linalg.yield %515 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_380 = linalg.broadcast ins(%cst_14 : tensor<576xf32>) outs(%421 : tensor<1x576x1x1xf32>) dimensions = [0, 2, 3] 
    %469 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%468, %cst_15 : tensor<1x144x1x1xf32>, tensor<576x144x1x1xf32>) outs(%broadcasted_380 : tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%469 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %474 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %464 : tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %475 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%474, %cst_13 : tensor<1x576x2x2xf32>, tensor<96x576x1x1xf32>) outs(%386 : tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %476 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<96xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%476 : tensor<96xf32>) outs(%106 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<96xf32>
    %expanded_381 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_382 = tensor.expand_shape %477 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %478 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%475, %expanded_381 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%478, %expanded_382 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_383 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_383 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %expanded_384 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_384 : tensor<1x96x2x2xf32>, tensor<96x1x1xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %440 : tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) outs(%385 : tensor<1x96x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x96x2x2xf32>
    %483 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%482, %cst_8 : tensor<1x96x2x2xf32>, tensor<576x96x1x1xf32>) outs(%395 : tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %484 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.truncf %cst_207 : f64 to f32
      %515 = arith.addf %in, %514 : f32
      linalg.yield %515 : f32
    } -> tensor<576xf32>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%484 : tensor<576xf32>) outs(%397 : tensor<576xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = math.rsqrt %in : f32
      linalg.yield %514 : f32
    } -> tensor<576xf32>
    %expanded_385 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %expanded_386 = tensor.expand_shape %485 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %486 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %expanded_385 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.subf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %expanded_386 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_387 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487, %expanded_387 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %expanded_388 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [576, 1, 1] : tensor<576xf32> into tensor<576x1x1xf32>
    %489 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488, %expanded_388 : tensor<1x576x2x2xf32>, tensor<576x1x1xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %490 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x576x2x2xf32>
    %493 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489, %492 : tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x576x2x2xf32>) outs(%394 : tensor<1x576x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x2x2xf32>
    %495 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%494 : tensor<1x576x2x2xf32>) outs(%422 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %out : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %496 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495 : tensor<1x576x1x1xf32>) outs(%421 : tensor<1x576x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_215 : f32
      linalg.yield %514 : f32
    } -> tensor<1x576x1x1xf32>
    %collapsed_389 = tensor.collapse_shape %496 [[0], [1, 2, 3]] : tensor<1x576x1x1xf32> into tensor<1x576xf32>
    %497 = tensor.empty() : tensor<576x1024xf32>
    %transposed = linalg.transpose ins(%cst_3 : tensor<1024x576xf32>) outs(%497 : tensor<576x1024xf32>) permutation = [1, 0] 
    %498 = tensor.empty() : tensor<1x1024xf32>
    %499 = linalg.fill ins(%cst : f32) outs(%498 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %500 = linalg.matmul ins(%collapsed_389, %transposed : tensor<1x576xf32>, tensor<576x1024xf32>) outs(%499 : tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %501 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1024xf32>
    %502 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%500, %501 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %503 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%502 : tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.addf %in, %cst_211 : f32
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
      %514 = arith.cmpf ugt, %in, %cst_212 : f32
      %515 = arith.select %514, %cst_212, %in : f32
      linalg.yield %515 : f32
    } -> tensor<1x1024xf32>
    %506 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%502, %505 : tensor<1x1024xf32>, tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.mulf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %507 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%506 : tensor<1x1024xf32>) outs(%498 : tensor<1x1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %514 = arith.divf %in, %cst_212 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1024xf32>
    %508 = tensor.empty() : tensor<1024x1000xf32>
    %transposed_390 = linalg.transpose ins(%cst_1 : tensor<1000x1024xf32>) outs(%508 : tensor<1024x1000xf32>) permutation = [1, 0] 
    %509 = tensor.empty() : tensor<1x1000xf32>
    %510 = linalg.fill ins(%cst : f32) outs(%509 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %511 = linalg.matmul ins(%507, %transposed_390 : tensor<1x1024xf32>, tensor<1024x1000xf32>) outs(%510 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %512 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<1000xf32>) outs(%509 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1000xf32>
    %513 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%511, %512 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%509 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_391: f32, %out: f32):
      %514 = arith.addf %in, %in_391 : f32
      linalg.yield %514 : f32
    } -> tensor<1x1000xf32>
    return %513 : tensor<1x1000xf32>
  }
}

// 210 dense_resource blobs (10219872 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

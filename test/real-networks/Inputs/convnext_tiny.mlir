// ConvNeXt-T (7x7 depthwise, LayerNorm, GELU), exported by bench/real/export_torch.py --networks convnext_tiny --batch 1 --image-size 64 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=convnext_tiny data-args=1
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module {
  func.func @convnext_tiny(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %c768_i64 = arith.constant 768 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 5.000000e-01 : f32
    %cst_3 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_1000_768_torch.float32> : tensor<1000x768xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_768_torch.float32_17> : tensor<768xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_768_torch.float32_16> : tensor<768xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_768_1_1_torch.float32_2> : tensor<768x1x1xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_768_torch.float32_15> : tensor<768xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_768_3072_torch.float32_2> : tensor<768x3072xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_3072_torch.float32_2> : tensor<3072xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_3072_768_torch.float32_2> : tensor<3072x768xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_768_torch.float32_14> : tensor<768xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_768_torch.float32_13> : tensor<768xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_768_torch.float32_12> : tensor<768xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_768_1_7_7_torch.float32_2> : tensor<768x1x7x7xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_768_1_1_torch.float32_1> : tensor<768x1x1xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_768_torch.float32_11> : tensor<768xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_768_3072_torch.float32_1> : tensor<768x3072xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_3072_torch.float32_1> : tensor<3072xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_3072_768_torch.float32_1> : tensor<3072x768xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_768_torch.float32_10> : tensor<768xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_768_torch.float32_9> : tensor<768xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_768_torch.float32_8> : tensor<768xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_768_1_7_7_torch.float32_1> : tensor<768x1x7x7xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_768_1_1_torch.float32> : tensor<768x1x1xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_768_torch.float32_7> : tensor<768xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_768_3072_torch.float32> : tensor<768x3072xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_3072_torch.float32> : tensor<3072xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_3072_768_torch.float32> : tensor<3072x768xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_768_torch.float32_6> : tensor<768xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_768_torch.float32_5> : tensor<768xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_768_torch.float32_4> : tensor<768xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_768_1_7_7_torch.float32> : tensor<768x1x7x7xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_768_torch.float32_3> : tensor<768xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_768_384_2_2_torch.float32> : tensor<768x384x2x2xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_384_torch.float32_41> : tensor<384xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_384_torch.float32_40> : tensor<384xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_8> : tensor<384x1x1xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_384_torch.float32_39> : tensor<384xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_8> : tensor<384x1536xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_1536_torch.float32_8> : tensor<1536xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_8> : tensor<1536x384xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_384_torch.float32_38> : tensor<384xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_384_torch.float32_37> : tensor<384xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_384_torch.float32_36> : tensor<384xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_8> : tensor<384x1x7x7xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_7> : tensor<384x1x1xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_384_torch.float32_35> : tensor<384xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_7> : tensor<384x1536xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_1536_torch.float32_7> : tensor<1536xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_7> : tensor<1536x384xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_384_torch.float32_34> : tensor<384xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_384_torch.float32_33> : tensor<384xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_384_torch.float32_32> : tensor<384xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_7> : tensor<384x1x7x7xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_6> : tensor<384x1x1xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_384_torch.float32_31> : tensor<384xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_6> : tensor<384x1536xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_1536_torch.float32_6> : tensor<1536xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_6> : tensor<1536x384xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_384_torch.float32_30> : tensor<384xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_384_torch.float32_29> : tensor<384xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_384_torch.float32_28> : tensor<384xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_6> : tensor<384x1x7x7xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_5> : tensor<384x1x1xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_384_torch.float32_27> : tensor<384xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_5> : tensor<384x1536xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_1536_torch.float32_5> : tensor<1536xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_5> : tensor<1536x384xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_384_torch.float32_26> : tensor<384xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_384_torch.float32_25> : tensor<384xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_384_torch.float32_24> : tensor<384xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_5> : tensor<384x1x7x7xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_4> : tensor<384x1x1xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_384_torch.float32_23> : tensor<384xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_4> : tensor<384x1536xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_1536_torch.float32_4> : tensor<1536xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_4> : tensor<1536x384xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_384_torch.float32_22> : tensor<384xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_384_torch.float32_21> : tensor<384xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_384_torch.float32_20> : tensor<384xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_4> : tensor<384x1x7x7xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_3> : tensor<384x1x1xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_384_torch.float32_19> : tensor<384xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_3> : tensor<384x1536xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_1536_torch.float32_3> : tensor<1536xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_3> : tensor<1536x384xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_384_torch.float32_18> : tensor<384xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_384_torch.float32_17> : tensor<384xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_384_torch.float32_16> : tensor<384xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_3> : tensor<384x1x7x7xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_2> : tensor<384x1x1xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_384_torch.float32_15> : tensor<384xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_2> : tensor<384x1536xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_1536_torch.float32_2> : tensor<1536xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_2> : tensor<1536x384xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_384_torch.float32_14> : tensor<384xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_384_torch.float32_13> : tensor<384xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_384_torch.float32_12> : tensor<384xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_2> : tensor<384x1x7x7xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32_1> : tensor<384x1x1xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_384_torch.float32_11> : tensor<384xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32_1> : tensor<384x1536xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_1536_torch.float32_1> : tensor<1536xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32_1> : tensor<1536x384xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_384_torch.float32_10> : tensor<384xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_384_torch.float32_9> : tensor<384xf32>
    %cst_108 = arith.constant dense_resource<torch_tensor_384_torch.float32_8> : tensor<384xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32_1> : tensor<384x1x7x7xf32>
    %cst_110 = arith.constant dense_resource<torch_tensor_384_1_1_torch.float32> : tensor<384x1x1xf32>
    %cst_111 = arith.constant dense_resource<torch_tensor_384_torch.float32_7> : tensor<384xf32>
    %cst_112 = arith.constant dense_resource<torch_tensor_384_1536_torch.float32> : tensor<384x1536xf32>
    %cst_113 = arith.constant dense_resource<torch_tensor_1536_torch.float32> : tensor<1536xf32>
    %cst_114 = arith.constant dense_resource<torch_tensor_1536_384_torch.float32> : tensor<1536x384xf32>
    %cst_115 = arith.constant dense_resource<torch_tensor_384_torch.float32_6> : tensor<384xf32>
    %cst_116 = arith.constant dense_resource<torch_tensor_384_torch.float32_5> : tensor<384xf32>
    %cst_117 = arith.constant dense_resource<torch_tensor_384_torch.float32_4> : tensor<384xf32>
    %cst_118 = arith.constant dense_resource<torch_tensor_384_1_7_7_torch.float32> : tensor<384x1x7x7xf32>
    %cst_119 = arith.constant dense_resource<torch_tensor_384_torch.float32_3> : tensor<384xf32>
    %cst_120 = arith.constant dense_resource<torch_tensor_384_192_2_2_torch.float32> : tensor<384x192x2x2xf32>
    %cst_121 = arith.constant dense_resource<torch_tensor_192_torch.float32_14> : tensor<192xf32>
    %cst_122 = arith.constant dense_resource<torch_tensor_192_torch.float32_13> : tensor<192xf32>
    %cst_123 = arith.constant dense_resource<torch_tensor_192_1_1_torch.float32_2> : tensor<192x1x1xf32>
    %cst_124 = arith.constant dense_resource<torch_tensor_192_torch.float32_12> : tensor<192xf32>
    %cst_125 = arith.constant dense_resource<torch_tensor_192_768_torch.float32_2> : tensor<192x768xf32>
    %cst_126 = arith.constant dense_resource<torch_tensor_768_torch.float32_2> : tensor<768xf32>
    %cst_127 = arith.constant dense_resource<torch_tensor_768_192_torch.float32_2> : tensor<768x192xf32>
    %cst_128 = arith.constant dense_resource<torch_tensor_192_torch.float32_11> : tensor<192xf32>
    %cst_129 = arith.constant dense_resource<torch_tensor_192_torch.float32_10> : tensor<192xf32>
    %cst_130 = arith.constant dense_resource<torch_tensor_192_torch.float32_9> : tensor<192xf32>
    %cst_131 = arith.constant dense_resource<torch_tensor_192_1_7_7_torch.float32_2> : tensor<192x1x7x7xf32>
    %cst_132 = arith.constant dense_resource<torch_tensor_192_1_1_torch.float32_1> : tensor<192x1x1xf32>
    %cst_133 = arith.constant dense_resource<torch_tensor_192_torch.float32_8> : tensor<192xf32>
    %cst_134 = arith.constant dense_resource<torch_tensor_192_768_torch.float32_1> : tensor<192x768xf32>
    %cst_135 = arith.constant dense_resource<torch_tensor_768_torch.float32_1> : tensor<768xf32>
    %cst_136 = arith.constant dense_resource<torch_tensor_768_192_torch.float32_1> : tensor<768x192xf32>
    %cst_137 = arith.constant dense_resource<torch_tensor_192_torch.float32_7> : tensor<192xf32>
    %cst_138 = arith.constant dense_resource<torch_tensor_192_torch.float32_6> : tensor<192xf32>
    %cst_139 = arith.constant dense_resource<torch_tensor_192_torch.float32_5> : tensor<192xf32>
    %cst_140 = arith.constant dense_resource<torch_tensor_192_1_7_7_torch.float32_1> : tensor<192x1x7x7xf32>
    %cst_141 = arith.constant dense_resource<torch_tensor_192_1_1_torch.float32> : tensor<192x1x1xf32>
    %cst_142 = arith.constant dense_resource<torch_tensor_192_torch.float32_4> : tensor<192xf32>
    %cst_143 = arith.constant dense_resource<torch_tensor_192_768_torch.float32> : tensor<192x768xf32>
    %cst_144 = arith.constant dense_resource<torch_tensor_768_torch.float32> : tensor<768xf32>
    %cst_145 = arith.constant dense_resource<torch_tensor_768_192_torch.float32> : tensor<768x192xf32>
    %cst_146 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_147 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_148 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_149 = arith.constant dense_resource<torch_tensor_192_1_7_7_torch.float32> : tensor<192x1x7x7xf32>
    %cst_150 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_151 = arith.constant dense_resource<torch_tensor_192_96_2_2_torch.float32> : tensor<192x96x2x2xf32>
    %cst_152 = arith.constant dense_resource<torch_tensor_96_torch.float32_16> : tensor<96xf32>
    %cst_153 = arith.constant dense_resource<torch_tensor_96_torch.float32_15> : tensor<96xf32>
    %cst_154 = arith.constant dense_resource<torch_tensor_96_1_1_torch.float32_2> : tensor<96x1x1xf32>
    %cst_155 = arith.constant dense_resource<torch_tensor_96_torch.float32_14> : tensor<96xf32>
    %cst_156 = arith.constant dense_resource<torch_tensor_96_384_torch.float32_2> : tensor<96x384xf32>
    %cst_157 = arith.constant dense_resource<torch_tensor_384_torch.float32_2> : tensor<384xf32>
    %cst_158 = arith.constant dense_resource<torch_tensor_384_96_torch.float32_2> : tensor<384x96xf32>
    %cst_159 = arith.constant dense_resource<torch_tensor_96_torch.float32_13> : tensor<96xf32>
    %cst_160 = arith.constant dense_resource<torch_tensor_96_torch.float32_12> : tensor<96xf32>
    %cst_161 = arith.constant dense_resource<torch_tensor_96_torch.float32_11> : tensor<96xf32>
    %cst_162 = arith.constant dense_resource<torch_tensor_96_1_7_7_torch.float32_2> : tensor<96x1x7x7xf32>
    %cst_163 = arith.constant dense_resource<torch_tensor_96_1_1_torch.float32_1> : tensor<96x1x1xf32>
    %cst_164 = arith.constant dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>
    %cst_165 = arith.constant dense_resource<torch_tensor_96_384_torch.float32_1> : tensor<96x384xf32>
    %cst_166 = arith.constant dense_resource<torch_tensor_384_torch.float32_1> : tensor<384xf32>
    %cst_167 = arith.constant dense_resource<torch_tensor_384_96_torch.float32_1> : tensor<384x96xf32>
    %cst_168 = arith.constant dense_resource<torch_tensor_96_torch.float32_9> : tensor<96xf32>
    %cst_169 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_170 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_171 = arith.constant dense_resource<torch_tensor_96_1_7_7_torch.float32_1> : tensor<96x1x7x7xf32>
    %cst_172 = arith.constant dense_resource<torch_tensor_96_1_1_torch.float32> : tensor<96x1x1xf32>
    %cst_173 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_174 = arith.constant dense_resource<torch_tensor_96_384_torch.float32> : tensor<96x384xf32>
    %cst_175 = arith.constant dense_resource<torch_tensor_384_torch.float32> : tensor<384xf32>
    %cst_176 = arith.constant dense_resource<torch_tensor_384_96_torch.float32> : tensor<384x96xf32>
    %cst_177 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_178 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_179 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_180 = arith.constant dense_resource<torch_tensor_96_1_7_7_torch.float32> : tensor<96x1x7x7xf32>
    %cst_181 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_182 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_183 = arith.constant 9.9999999999999995E-7 : f64
    %cst_184 = arith.constant dense_resource<torch_tensor_96_3_4_4_torch.float32> : tensor<96x3x4x4xf32>
    %cst_185 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_186 = arith.constant 9.600000e+01 : f64
    %cst_187 = arith.constant 9.600000e+01 : f32
    %cst_188 = arith.constant 1.41421354 : f32
    %cst_189 = arith.constant 1.920000e+02 : f64
    %cst_190 = arith.constant 1.920000e+02 : f32
    %cst_191 = arith.constant 3.840000e+02 : f64
    %cst_192 = arith.constant 3.840000e+02 : f32
    %cst_193 = arith.constant 7.680000e+02 : f64
    %cst_194 = arith.constant 7.680000e+02 : f32
    %cst_195 = arith.constant 4.000000e+00 : f32
    %cst_196 = arith.constant dense_resource<torch_tensor_1_768_1_1_torch.int64> : tensor<1x768x1x1xi64>
    %cst_197 = arith.constant dense_resource<torch_tensor_1_768_1_1_torch.int64_1> : tensor<1x768x1x1xi64>
    %cst_198 = arith.constant dense_resource<torch_tensor_1_768_1_1_torch.int64_2> : tensor<1x768x1x1xi64>
    %cst_199 = arith.constant dense_resource<torch_tensor_1_768_1_1_torch.int64_3> : tensor<1x768x1x1xi64>
    %0 = tensor.empty() : tensor<1x96x16x16xf32>
    %broadcasted = linalg.broadcast ins(%cst_185 : tensor<96xf32>) outs(%0 : tensor<1x96x16x16xf32>) dimensions = [0, 2, 3] 
    %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>} ins(%arg0, %cst_184 : tensor<1x3x64x64xf32>, tensor<96x3x4x4xf32>) outs(%broadcasted : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %2 = tensor.empty() : tensor<1x16x16x96xf32>
    %transposed = linalg.transpose ins(%1 : tensor<1x96x16x16xf32>) outs(%2 : tensor<1x16x16x96xf32>) permutation = [0, 2, 3, 1] 
    %3 = tensor.empty() : tensor<1x16x16x96xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x16x16x96xf32>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %5 = tensor.empty() : tensor<1x16x16x1xf64>
    %6 = linalg.fill ins(%cst_0 : f64) outs(%5 : tensor<1x16x16x1xf64>) -> tensor<1x16x16x1xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%4 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4, %8 : tensor<1x16x16x96xf64>, tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %9 : tensor<1x16x16x96xf64>, tensor<1x16x16x96xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%10 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %13 = tensor.empty() : tensor<1x16x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x16x16x1xf64>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%13 : tensor<1x16x16x1xf32>) -> tensor<1x16x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed : tensor<1x16x16x96xf32>) outs(%15 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_187 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x16x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed, %17 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %19 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %cst_182 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %cst_181 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %transposed_200 = linalg.transpose ins(%23 : tensor<1x16x16x96xf32>) outs(%0 : tensor<1x96x16x16xf32>) permutation = [0, 3, 1, 2] 
    %padded = tensor.pad %transposed_200 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x16x16xf32> to tensor<1x96x22x22xf32>
    %broadcasted_201 = linalg.broadcast ins(%cst_179 : tensor<96xf32>) outs(%0 : tensor<1x96x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed = tensor.collapse_shape %cst_180 [[0, 1], [2], [3]] : tensor<96x1x7x7xf32> into tensor<96x7x7xf32>
    %24 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %collapsed : tensor<1x96x22x22xf32>, tensor<96x7x7xf32>) outs(%broadcasted_201 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %transposed_202 = linalg.transpose ins(%24 : tensor<1x96x16x16xf32>) outs(%2 : tensor<1x16x16x96xf32>) permutation = [0, 2, 3, 1] 
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_202 : tensor<1x16x16x96xf32>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %26 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%25 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %28 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %27 : tensor<1x16x16x96xf64>, tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %28 : tensor<1x16x16x96xf64>, tensor<1x16x16x96xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %30 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %31 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x16x16x1xf64>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_202 : tensor<1x16x16x96xf32>) outs(%15 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_187 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x16x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_202, %34 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %36 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %cst_178 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %cst_177 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %collapsed_203 = tensor.collapse_shape %40 [[0, 1, 2], [3]] : tensor<1x16x16x96xf32> into tensor<256x96xf32>
    %41 = tensor.empty() : tensor<96x384xf32>
    %transposed_204 = linalg.transpose ins(%cst_176 : tensor<384x96xf32>) outs(%41 : tensor<96x384xf32>) permutation = [1, 0] 
    %42 = tensor.empty() : tensor<256x384xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<256x384xf32>) -> tensor<256x384xf32>
    %44 = linalg.matmul ins(%collapsed_203, %transposed_204 : tensor<256x96xf32>, tensor<96x384xf32>) outs(%43 : tensor<256x384xf32>) -> tensor<256x384xf32>
    %45 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_175 : tensor<384xf32>) outs(%42 : tensor<256x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x384xf32>
    %46 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<256x384xf32>, tensor<256x384xf32>) outs(%42 : tensor<256x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<256x384xf32>
    %expanded = tensor.expand_shape %46 [[0, 1, 2], [3]] output_shape [1, 16, 16, 384] : tensor<256x384xf32> into tensor<1x16x16x384xf32>
    %47 = tensor.empty() : tensor<1x16x16x384xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x16x16x384xf32>) outs(%47 : tensor<1x16x16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x16x16x384xf32>
    %collapsed_205 = tensor.collapse_shape %48 [[0, 1, 2], [3]] : tensor<1x16x16x384xf32> into tensor<256x384xf32>
    %49 = tensor.empty() : tensor<384x96xf32>
    %transposed_206 = linalg.transpose ins(%cst_174 : tensor<96x384xf32>) outs(%49 : tensor<384x96xf32>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<256x96xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<256x96xf32>) -> tensor<256x96xf32>
    %52 = linalg.matmul ins(%collapsed_205, %transposed_206 : tensor<256x384xf32>, tensor<384x96xf32>) outs(%51 : tensor<256x96xf32>) -> tensor<256x96xf32>
    %53 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_173 : tensor<96xf32>) outs(%50 : tensor<256x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x96xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<256x96xf32>, tensor<256x96xf32>) outs(%50 : tensor<256x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<256x96xf32>
    %expanded_207 = tensor.expand_shape %54 [[0, 1, 2], [3]] output_shape [1, 16, 16, 96] : tensor<256x96xf32> into tensor<1x16x16x96xf32>
    %transposed_208 = linalg.transpose ins(%expanded_207 : tensor<1x16x16x96xf32>) outs(%0 : tensor<1x96x16x16xf32>) permutation = [0, 3, 1, 2] 
    %55 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_172, %transposed_208 : tensor<96x1x1xf32>, tensor<1x96x16x16xf32>) outs(%0 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x96x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55, %transposed_200 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%0 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x96x16x16xf32>
    %padded_209 = tensor.pad %56 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x16x16xf32> to tensor<1x96x22x22xf32>
    %broadcasted_210 = linalg.broadcast ins(%cst_170 : tensor<96xf32>) outs(%0 : tensor<1x96x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed_211 = tensor.collapse_shape %cst_171 [[0, 1], [2], [3]] : tensor<96x1x7x7xf32> into tensor<96x7x7xf32>
    %57 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_209, %collapsed_211 : tensor<1x96x22x22xf32>, tensor<96x7x7xf32>) outs(%broadcasted_210 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %transposed_212 = linalg.transpose ins(%57 : tensor<1x96x16x16xf32>) outs(%2 : tensor<1x16x16x96xf32>) permutation = [0, 2, 3, 1] 
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_212 : tensor<1x16x16x96xf32>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %59 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %61 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %60 : tensor<1x16x16x96xf64>, tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %62 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %61 : tensor<1x16x16x96xf64>, tensor<1x16x16x96xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %63 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x16x16x1xf64>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %66 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_212 : tensor<1x16x16x96xf32>) outs(%15 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_187 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x16x16x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_212, %67 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %69 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %cst_169 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %73 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %cst_168 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %collapsed_213 = tensor.collapse_shape %73 [[0, 1, 2], [3]] : tensor<1x16x16x96xf32> into tensor<256x96xf32>
    %transposed_214 = linalg.transpose ins(%cst_167 : tensor<384x96xf32>) outs(%41 : tensor<96x384xf32>) permutation = [1, 0] 
    %74 = linalg.matmul ins(%collapsed_213, %transposed_214 : tensor<256x96xf32>, tensor<96x384xf32>) outs(%43 : tensor<256x384xf32>) -> tensor<256x384xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_166 : tensor<384xf32>) outs(%42 : tensor<256x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x384xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%74, %75 : tensor<256x384xf32>, tensor<256x384xf32>) outs(%42 : tensor<256x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<256x384xf32>
    %expanded_215 = tensor.expand_shape %76 [[0, 1, 2], [3]] output_shape [1, 16, 16, 384] : tensor<256x384xf32> into tensor<1x16x16x384xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_215 : tensor<1x16x16x384xf32>) outs(%47 : tensor<1x16x16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x16x16x384xf32>
    %collapsed_216 = tensor.collapse_shape %77 [[0, 1, 2], [3]] : tensor<1x16x16x384xf32> into tensor<256x384xf32>
    %transposed_217 = linalg.transpose ins(%cst_165 : tensor<96x384xf32>) outs(%49 : tensor<384x96xf32>) permutation = [1, 0] 
    %78 = linalg.matmul ins(%collapsed_216, %transposed_217 : tensor<256x384xf32>, tensor<384x96xf32>) outs(%51 : tensor<256x96xf32>) -> tensor<256x96xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_164 : tensor<96xf32>) outs(%50 : tensor<256x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x96xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%78, %79 : tensor<256x96xf32>, tensor<256x96xf32>) outs(%50 : tensor<256x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<256x96xf32>
    %expanded_218 = tensor.expand_shape %80 [[0, 1, 2], [3]] output_shape [1, 16, 16, 96] : tensor<256x96xf32> into tensor<1x16x16x96xf32>
    %transposed_219 = linalg.transpose ins(%expanded_218 : tensor<1x16x16x96xf32>) outs(%0 : tensor<1x96x16x16xf32>) permutation = [0, 3, 1, 2] 
    %81 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_163, %transposed_219 : tensor<96x1x1xf32>, tensor<1x96x16x16xf32>) outs(%0 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x96x16x16xf32>
    %82 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %56 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%0 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x96x16x16xf32>
    %padded_220 = tensor.pad %82 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x16x16xf32> to tensor<1x96x22x22xf32>
    %broadcasted_221 = linalg.broadcast ins(%cst_161 : tensor<96xf32>) outs(%0 : tensor<1x96x16x16xf32>) dimensions = [0, 2, 3] 
    %collapsed_222 = tensor.collapse_shape %cst_162 [[0, 1], [2], [3]] : tensor<96x1x7x7xf32> into tensor<96x7x7xf32>
    %83 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_220, %collapsed_222 : tensor<1x96x22x22xf32>, tensor<96x7x7xf32>) outs(%broadcasted_221 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %transposed_223 = linalg.transpose ins(%83 : tensor<1x96x16x16xf32>) outs(%2 : tensor<1x16x16x96xf32>) permutation = [0, 2, 3, 1] 
    %84 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_223 : tensor<1x16x16x96xf32>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %85 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%84 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %87 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %86 : tensor<1x16x16x96xf64>, tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %87 : tensor<1x16x16x96xf64>, tensor<1x16x16x96xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%88 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90 : tensor<1x16x16x1xf64>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %92 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_223 : tensor<1x16x16x96xf32>) outs(%15 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_187 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x16x16x1xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_223, %93 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %95 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %98 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%97, %cst_160 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %cst_159 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %collapsed_224 = tensor.collapse_shape %99 [[0, 1, 2], [3]] : tensor<1x16x16x96xf32> into tensor<256x96xf32>
    %transposed_225 = linalg.transpose ins(%cst_158 : tensor<384x96xf32>) outs(%41 : tensor<96x384xf32>) permutation = [1, 0] 
    %100 = linalg.matmul ins(%collapsed_224, %transposed_225 : tensor<256x96xf32>, tensor<96x384xf32>) outs(%43 : tensor<256x384xf32>) -> tensor<256x384xf32>
    %101 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_157 : tensor<384xf32>) outs(%42 : tensor<256x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x384xf32>
    %102 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%100, %101 : tensor<256x384xf32>, tensor<256x384xf32>) outs(%42 : tensor<256x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<256x384xf32>
    %expanded_226 = tensor.expand_shape %102 [[0, 1, 2], [3]] output_shape [1, 16, 16, 384] : tensor<256x384xf32> into tensor<1x16x16x384xf32>
    %103 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_226 : tensor<1x16x16x384xf32>) outs(%47 : tensor<1x16x16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x16x16x384xf32>
    %collapsed_227 = tensor.collapse_shape %103 [[0, 1, 2], [3]] : tensor<1x16x16x384xf32> into tensor<256x384xf32>
    %transposed_228 = linalg.transpose ins(%cst_156 : tensor<96x384xf32>) outs(%49 : tensor<384x96xf32>) permutation = [1, 0] 
    %104 = linalg.matmul ins(%collapsed_227, %transposed_228 : tensor<256x384xf32>, tensor<384x96xf32>) outs(%51 : tensor<256x96xf32>) -> tensor<256x96xf32>
    %105 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_155 : tensor<96xf32>) outs(%50 : tensor<256x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<256x96xf32>
    %106 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%104, %105 : tensor<256x96xf32>, tensor<256x96xf32>) outs(%50 : tensor<256x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<256x96xf32>
    %expanded_229 = tensor.expand_shape %106 [[0, 1, 2], [3]] output_shape [1, 16, 16, 96] : tensor<256x96xf32> into tensor<1x16x16x96xf32>
    %transposed_230 = linalg.transpose ins(%expanded_229 : tensor<1x16x16x96xf32>) outs(%0 : tensor<1x96x16x16xf32>) permutation = [0, 3, 1, 2] 
    %107 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_154, %transposed_230 : tensor<96x1x1xf32>, tensor<1x96x16x16xf32>) outs(%0 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x96x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %82 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%0 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x96x16x16xf32>
    %transposed_231 = linalg.transpose ins(%108 : tensor<1x96x16x16xf32>) outs(%2 : tensor<1x16x16x96xf32>) permutation = [0, 2, 3, 1] 
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_231 : tensor<1x16x16x96xf32>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %110 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%109 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %111 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %112 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %111 : tensor<1x16x16x96xf64>, tensor<1x16x16x1xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %113 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %112 : tensor<1x16x16x96xf64>, tensor<1x16x16x96xf64>) outs(%3 : tensor<1x16x16x96xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x96xf64>
    %114 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%113 : tensor<1x16x16x96xf64>) outs(%6 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x16x16x1xf64>) outs(%5 : tensor<1x16x16x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_186 : f64
      linalg.yield %625 : f64
    } -> tensor<1x16x16x1xf64>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x16x16x1xf64>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_231 : tensor<1x16x16x96xf32>) outs(%15 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_187 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x16x16x1xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119 : tensor<1x16x16x1xf32>) outs(%13 : tensor<1x16x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x1xf32>
    %121 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_231, %118 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %120 : tensor<1x16x16x96xf32>, tensor<1x16x16x1xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %123 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %cst_153 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %124 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %cst_152 : tensor<1x16x16x96xf32>, tensor<96xf32>) outs(%2 : tensor<1x16x16x96xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x16x16x96xf32>
    %transposed_232 = linalg.transpose ins(%124 : tensor<1x16x16x96xf32>) outs(%0 : tensor<1x96x16x16xf32>) permutation = [0, 3, 1, 2] 
    %125 = tensor.empty() : tensor<1x192x8x8xf32>
    %broadcasted_233 = linalg.broadcast ins(%cst_150 : tensor<192xf32>) outs(%125 : tensor<1x192x8x8xf32>) dimensions = [0, 2, 3] 
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_232, %cst_151 : tensor<1x96x16x16xf32>, tensor<192x96x2x2xf32>) outs(%broadcasted_233 : tensor<1x192x8x8xf32>) -> tensor<1x192x8x8xf32>
    %padded_234 = tensor.pad %126 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x192x8x8xf32> to tensor<1x192x14x14xf32>
    %broadcasted_235 = linalg.broadcast ins(%cst_148 : tensor<192xf32>) outs(%125 : tensor<1x192x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_236 = tensor.collapse_shape %cst_149 [[0, 1], [2], [3]] : tensor<192x1x7x7xf32> into tensor<192x7x7xf32>
    %127 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_234, %collapsed_236 : tensor<1x192x14x14xf32>, tensor<192x7x7xf32>) outs(%broadcasted_235 : tensor<1x192x8x8xf32>) -> tensor<1x192x8x8xf32>
    %128 = tensor.empty() : tensor<1x8x8x192xf32>
    %transposed_237 = linalg.transpose ins(%127 : tensor<1x192x8x8xf32>) outs(%128 : tensor<1x8x8x192xf32>) permutation = [0, 2, 3, 1] 
    %129 = tensor.empty() : tensor<1x8x8x192xf64>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_237 : tensor<1x8x8x192xf32>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %131 = tensor.empty() : tensor<1x8x8x1xf64>
    %132 = linalg.fill ins(%cst_0 : f64) outs(%131 : tensor<1x8x8x1xf64>) -> tensor<1x8x8x1xf64>
    %133 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%130 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%133 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %135 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %134 : tensor<1x8x8x192xf64>, tensor<1x8x8x1xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %136 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %135 : tensor<1x8x8x192xf64>, tensor<1x8x8x192xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %137 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%136 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %139 = tensor.empty() : tensor<1x8x8x1xf32>
    %140 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138 : tensor<1x8x8x1xf64>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%139 : tensor<1x8x8x1xf32>) -> tensor<1x8x8x1xf32>
    %142 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_237 : tensor<1x8x8x192xf32>) outs(%141 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_190 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x8x8x1xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%144 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_237, %143 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %147 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %145 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %cst_147 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %cst_146 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %collapsed_238 = tensor.collapse_shape %149 [[0, 1, 2], [3]] : tensor<1x8x8x192xf32> into tensor<64x192xf32>
    %150 = tensor.empty() : tensor<192x768xf32>
    %transposed_239 = linalg.transpose ins(%cst_145 : tensor<768x192xf32>) outs(%150 : tensor<192x768xf32>) permutation = [1, 0] 
    %151 = tensor.empty() : tensor<64x768xf32>
    %152 = linalg.fill ins(%cst : f32) outs(%151 : tensor<64x768xf32>) -> tensor<64x768xf32>
    %153 = linalg.matmul ins(%collapsed_238, %transposed_239 : tensor<64x192xf32>, tensor<192x768xf32>) outs(%152 : tensor<64x768xf32>) -> tensor<64x768xf32>
    %154 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_144 : tensor<768xf32>) outs(%151 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x768xf32>
    %155 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%153, %154 : tensor<64x768xf32>, tensor<64x768xf32>) outs(%151 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<64x768xf32>
    %expanded_240 = tensor.expand_shape %155 [[0, 1, 2], [3]] output_shape [1, 8, 8, 768] : tensor<64x768xf32> into tensor<1x8x8x768xf32>
    %156 = tensor.empty() : tensor<1x8x8x768xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_240 : tensor<1x8x8x768xf32>) outs(%156 : tensor<1x8x8x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x8x8x768xf32>
    %collapsed_241 = tensor.collapse_shape %157 [[0, 1, 2], [3]] : tensor<1x8x8x768xf32> into tensor<64x768xf32>
    %158 = tensor.empty() : tensor<768x192xf32>
    %transposed_242 = linalg.transpose ins(%cst_143 : tensor<192x768xf32>) outs(%158 : tensor<768x192xf32>) permutation = [1, 0] 
    %159 = tensor.empty() : tensor<64x192xf32>
    %160 = linalg.fill ins(%cst : f32) outs(%159 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %161 = linalg.matmul ins(%collapsed_241, %transposed_242 : tensor<64x768xf32>, tensor<768x192xf32>) outs(%160 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %162 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_142 : tensor<192xf32>) outs(%159 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x192xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%161, %162 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%159 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<64x192xf32>
    %expanded_243 = tensor.expand_shape %163 [[0, 1, 2], [3]] output_shape [1, 8, 8, 192] : tensor<64x192xf32> into tensor<1x8x8x192xf32>
    %transposed_244 = linalg.transpose ins(%expanded_243 : tensor<1x8x8x192xf32>) outs(%125 : tensor<1x192x8x8xf32>) permutation = [0, 3, 1, 2] 
    %164 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_141, %transposed_244 : tensor<192x1x1xf32>, tensor<1x192x8x8xf32>) outs(%125 : tensor<1x192x8x8xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x192x8x8xf32>
    %165 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %126 : tensor<1x192x8x8xf32>, tensor<1x192x8x8xf32>) outs(%125 : tensor<1x192x8x8xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x192x8x8xf32>
    %padded_245 = tensor.pad %165 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x192x8x8xf32> to tensor<1x192x14x14xf32>
    %broadcasted_246 = linalg.broadcast ins(%cst_139 : tensor<192xf32>) outs(%125 : tensor<1x192x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_247 = tensor.collapse_shape %cst_140 [[0, 1], [2], [3]] : tensor<192x1x7x7xf32> into tensor<192x7x7xf32>
    %166 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_245, %collapsed_247 : tensor<1x192x14x14xf32>, tensor<192x7x7xf32>) outs(%broadcasted_246 : tensor<1x192x8x8xf32>) -> tensor<1x192x8x8xf32>
    %transposed_248 = linalg.transpose ins(%166 : tensor<1x192x8x8xf32>) outs(%128 : tensor<1x8x8x192xf32>) permutation = [0, 2, 3, 1] 
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_248 : tensor<1x8x8x192xf32>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %168 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%167 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%168 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %170 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %169 : tensor<1x8x8x192xf64>, tensor<1x8x8x1xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %171 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %170 : tensor<1x8x8x192xf64>, tensor<1x8x8x192xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %172 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%171 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %173 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x8x8x1xf64>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_248 : tensor<1x8x8x192xf32>) outs(%141 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%175 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_190 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x8x8x1xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %179 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_248, %176 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %180 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %178 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %181 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %cst_138 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %182 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %cst_137 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %collapsed_249 = tensor.collapse_shape %182 [[0, 1, 2], [3]] : tensor<1x8x8x192xf32> into tensor<64x192xf32>
    %transposed_250 = linalg.transpose ins(%cst_136 : tensor<768x192xf32>) outs(%150 : tensor<192x768xf32>) permutation = [1, 0] 
    %183 = linalg.matmul ins(%collapsed_249, %transposed_250 : tensor<64x192xf32>, tensor<192x768xf32>) outs(%152 : tensor<64x768xf32>) -> tensor<64x768xf32>
    %184 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_135 : tensor<768xf32>) outs(%151 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x768xf32>
    %185 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%183, %184 : tensor<64x768xf32>, tensor<64x768xf32>) outs(%151 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<64x768xf32>
    %expanded_251 = tensor.expand_shape %185 [[0, 1, 2], [3]] output_shape [1, 8, 8, 768] : tensor<64x768xf32> into tensor<1x8x8x768xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_251 : tensor<1x8x8x768xf32>) outs(%156 : tensor<1x8x8x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x8x8x768xf32>
    %collapsed_252 = tensor.collapse_shape %186 [[0, 1, 2], [3]] : tensor<1x8x8x768xf32> into tensor<64x768xf32>
    %transposed_253 = linalg.transpose ins(%cst_134 : tensor<192x768xf32>) outs(%158 : tensor<768x192xf32>) permutation = [1, 0] 
    %187 = linalg.matmul ins(%collapsed_252, %transposed_253 : tensor<64x768xf32>, tensor<768x192xf32>) outs(%160 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %188 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_133 : tensor<192xf32>) outs(%159 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x192xf32>
    %189 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%187, %188 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%159 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<64x192xf32>
    %expanded_254 = tensor.expand_shape %189 [[0, 1, 2], [3]] output_shape [1, 8, 8, 192] : tensor<64x192xf32> into tensor<1x8x8x192xf32>
    %transposed_255 = linalg.transpose ins(%expanded_254 : tensor<1x8x8x192xf32>) outs(%125 : tensor<1x192x8x8xf32>) permutation = [0, 3, 1, 2] 
    %190 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_132, %transposed_255 : tensor<192x1x1xf32>, tensor<1x192x8x8xf32>) outs(%125 : tensor<1x192x8x8xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x192x8x8xf32>
    %191 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %165 : tensor<1x192x8x8xf32>, tensor<1x192x8x8xf32>) outs(%125 : tensor<1x192x8x8xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x192x8x8xf32>
    %padded_256 = tensor.pad %191 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x192x8x8xf32> to tensor<1x192x14x14xf32>
    %broadcasted_257 = linalg.broadcast ins(%cst_130 : tensor<192xf32>) outs(%125 : tensor<1x192x8x8xf32>) dimensions = [0, 2, 3] 
    %collapsed_258 = tensor.collapse_shape %cst_131 [[0, 1], [2], [3]] : tensor<192x1x7x7xf32> into tensor<192x7x7xf32>
    %192 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_256, %collapsed_258 : tensor<1x192x14x14xf32>, tensor<192x7x7xf32>) outs(%broadcasted_257 : tensor<1x192x8x8xf32>) -> tensor<1x192x8x8xf32>
    %transposed_259 = linalg.transpose ins(%192 : tensor<1x192x8x8xf32>) outs(%128 : tensor<1x8x8x192xf32>) permutation = [0, 2, 3, 1] 
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_259 : tensor<1x8x8x192xf32>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %194 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%193 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %196 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193, %195 : tensor<1x8x8x192xf64>, tensor<1x8x8x1xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %196 : tensor<1x8x8x192xf64>, tensor<1x8x8x192xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %198 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%197 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %199 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199 : tensor<1x8x8x1xf64>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_259 : tensor<1x8x8x192xf32>) outs(%141 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_190 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x8x8x1xf32>
    %204 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_259, %202 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %204 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %207 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206, %cst_129 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %208 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %cst_128 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %collapsed_260 = tensor.collapse_shape %208 [[0, 1, 2], [3]] : tensor<1x8x8x192xf32> into tensor<64x192xf32>
    %transposed_261 = linalg.transpose ins(%cst_127 : tensor<768x192xf32>) outs(%150 : tensor<192x768xf32>) permutation = [1, 0] 
    %209 = linalg.matmul ins(%collapsed_260, %transposed_261 : tensor<64x192xf32>, tensor<192x768xf32>) outs(%152 : tensor<64x768xf32>) -> tensor<64x768xf32>
    %210 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_126 : tensor<768xf32>) outs(%151 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x768xf32>
    %211 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %210 : tensor<64x768xf32>, tensor<64x768xf32>) outs(%151 : tensor<64x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<64x768xf32>
    %expanded_262 = tensor.expand_shape %211 [[0, 1, 2], [3]] output_shape [1, 8, 8, 768] : tensor<64x768xf32> into tensor<1x8x8x768xf32>
    %212 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_262 : tensor<1x8x8x768xf32>) outs(%156 : tensor<1x8x8x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x8x8x768xf32>
    %collapsed_263 = tensor.collapse_shape %212 [[0, 1, 2], [3]] : tensor<1x8x8x768xf32> into tensor<64x768xf32>
    %transposed_264 = linalg.transpose ins(%cst_125 : tensor<192x768xf32>) outs(%158 : tensor<768x192xf32>) permutation = [1, 0] 
    %213 = linalg.matmul ins(%collapsed_263, %transposed_264 : tensor<64x768xf32>, tensor<768x192xf32>) outs(%160 : tensor<64x192xf32>) -> tensor<64x192xf32>
    %214 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_124 : tensor<192xf32>) outs(%159 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<64x192xf32>
    %215 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%213, %214 : tensor<64x192xf32>, tensor<64x192xf32>) outs(%159 : tensor<64x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<64x192xf32>
    %expanded_265 = tensor.expand_shape %215 [[0, 1, 2], [3]] output_shape [1, 8, 8, 192] : tensor<64x192xf32> into tensor<1x8x8x192xf32>
    %transposed_266 = linalg.transpose ins(%expanded_265 : tensor<1x8x8x192xf32>) outs(%125 : tensor<1x192x8x8xf32>) permutation = [0, 3, 1, 2] 
    %216 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_123, %transposed_266 : tensor<192x1x1xf32>, tensor<1x192x8x8xf32>) outs(%125 : tensor<1x192x8x8xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x192x8x8xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%216, %191 : tensor<1x192x8x8xf32>, tensor<1x192x8x8xf32>) outs(%125 : tensor<1x192x8x8xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x192x8x8xf32>
    %transposed_267 = linalg.transpose ins(%217 : tensor<1x192x8x8xf32>) outs(%128 : tensor<1x8x8x192xf32>) permutation = [0, 2, 3, 1] 
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_267 : tensor<1x8x8x192xf32>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %219 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%218 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %220 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %221 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %220 : tensor<1x8x8x192xf64>, tensor<1x8x8x1xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %222 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %221 : tensor<1x8x8x192xf64>, tensor<1x8x8x192xf64>) outs(%129 : tensor<1x8x8x192xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x192xf64>
    %223 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%222 : tensor<1x8x8x192xf64>) outs(%132 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %224 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x8x8x1xf64>) outs(%131 : tensor<1x8x8x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_189 : f64
      linalg.yield %625 : f64
    } -> tensor<1x8x8x1xf64>
    %225 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x8x8x1xf64>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %226 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_267 : tensor<1x8x8x192xf32>) outs(%141 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %227 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_190 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%225 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x8x8x1xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%228 : tensor<1x8x8x1xf32>) outs(%139 : tensor<1x8x8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x1xf32>
    %230 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_267, %227 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %231 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %229 : tensor<1x8x8x192xf32>, tensor<1x8x8x1xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %232 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %cst_122 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %233 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %cst_121 : tensor<1x8x8x192xf32>, tensor<192xf32>) outs(%128 : tensor<1x8x8x192xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x8x8x192xf32>
    %transposed_268 = linalg.transpose ins(%233 : tensor<1x8x8x192xf32>) outs(%125 : tensor<1x192x8x8xf32>) permutation = [0, 3, 1, 2] 
    %234 = tensor.empty() : tensor<1x384x4x4xf32>
    %broadcasted_269 = linalg.broadcast ins(%cst_119 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %235 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_268, %cst_120 : tensor<1x192x8x8xf32>, tensor<384x192x2x2xf32>) outs(%broadcasted_269 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %padded_270 = tensor.pad %235 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_271 = linalg.broadcast ins(%cst_117 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_272 = tensor.collapse_shape %cst_118 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %236 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_270, %collapsed_272 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_271 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %237 = tensor.empty() : tensor<1x4x4x384xf32>
    %transposed_273 = linalg.transpose ins(%236 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %238 = tensor.empty() : tensor<1x4x4x384xf64>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_273 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %240 = tensor.empty() : tensor<1x4x4x1xf64>
    %241 = linalg.fill ins(%cst_0 : f64) outs(%240 : tensor<1x4x4x1xf64>) -> tensor<1x4x4x1xf64>
    %242 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%239 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %243 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %244 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %243 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %245 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %244 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %246 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%245 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%246 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %248 = tensor.empty() : tensor<1x4x4x1xf32>
    %249 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%247 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %250 = linalg.fill ins(%cst : f32) outs(%248 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
    %251 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_273 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %252 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %253 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %254 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%253 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_273, %252 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %254 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %cst_116 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %258 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %cst_115 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_274 = tensor.collapse_shape %258 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %259 = tensor.empty() : tensor<384x1536xf32>
    %transposed_275 = linalg.transpose ins(%cst_114 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %260 = tensor.empty() : tensor<16x1536xf32>
    %261 = linalg.fill ins(%cst : f32) outs(%260 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %262 = linalg.matmul ins(%collapsed_274, %transposed_275 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %263 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_113 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %264 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%262, %263 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_276 = tensor.expand_shape %264 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %265 = tensor.empty() : tensor<1x4x4x1536xf32>
    %266 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_276 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_277 = tensor.collapse_shape %266 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %267 = tensor.empty() : tensor<1536x384xf32>
    %transposed_278 = linalg.transpose ins(%cst_112 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %268 = tensor.empty() : tensor<16x384xf32>
    %269 = linalg.fill ins(%cst : f32) outs(%268 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %270 = linalg.matmul ins(%collapsed_277, %transposed_278 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %271 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_111 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %272 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%270, %271 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_279 = tensor.expand_shape %272 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_280 = linalg.transpose ins(%expanded_279 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %273 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_110, %transposed_280 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %274 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%273, %235 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_281 = tensor.pad %274 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_282 = linalg.broadcast ins(%cst_108 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_283 = tensor.collapse_shape %cst_109 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %275 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_281, %collapsed_283 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_282 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_284 = linalg.transpose ins(%275 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_284 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %277 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%276 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %278 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %279 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %278 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %280 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %279 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %281 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%280 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%281 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_284 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %285 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %286 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %287 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %288 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_284, %285 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %287 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%289, %cst_107 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %291 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%290, %cst_106 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_285 = tensor.collapse_shape %291 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_286 = linalg.transpose ins(%cst_105 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %292 = linalg.matmul ins(%collapsed_285, %transposed_286 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %293 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_104 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %294 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%292, %293 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_287 = tensor.expand_shape %294 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %295 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_287 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_288 = tensor.collapse_shape %295 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_289 = linalg.transpose ins(%cst_103 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %296 = linalg.matmul ins(%collapsed_288, %transposed_289 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %297 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_102 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %298 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%296, %297 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_290 = tensor.expand_shape %298 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_291 = linalg.transpose ins(%expanded_290 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %299 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_101, %transposed_291 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %300 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %274 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_292 = tensor.pad %300 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_293 = linalg.broadcast ins(%cst_99 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_294 = tensor.collapse_shape %cst_100 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %301 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_292, %collapsed_294 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_293 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_295 = linalg.transpose ins(%301 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %302 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_295 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %303 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%302 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %304 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %305 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %304 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %306 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %305 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %307 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%306 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %308 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%307 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_295 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %311 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %312 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %313 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_295, %311 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %313 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %316 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%315, %cst_98 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %cst_97 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_296 = tensor.collapse_shape %317 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_297 = linalg.transpose ins(%cst_96 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %318 = linalg.matmul ins(%collapsed_296, %transposed_297 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %319 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_95 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %320 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%318, %319 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_298 = tensor.expand_shape %320 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %321 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_298 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_299 = tensor.collapse_shape %321 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_300 = linalg.transpose ins(%cst_94 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %322 = linalg.matmul ins(%collapsed_299, %transposed_300 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %323 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_93 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %324 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%322, %323 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_301 = tensor.expand_shape %324 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_302 = linalg.transpose ins(%expanded_301 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %325 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_92, %transposed_302 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %300 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_303 = tensor.pad %326 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_304 = linalg.broadcast ins(%cst_90 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_305 = tensor.collapse_shape %cst_91 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %327 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_303, %collapsed_305 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_304 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_306 = linalg.transpose ins(%327 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %328 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_306 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %329 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%328 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %330 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %331 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %330 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %332 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %331 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %333 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%332 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %334 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %335 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %336 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_306 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %337 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %338 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%338 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_306, %337 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %341 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %339 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %342 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %cst_89 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %343 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %cst_88 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_307 = tensor.collapse_shape %343 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_308 = linalg.transpose ins(%cst_87 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %344 = linalg.matmul ins(%collapsed_307, %transposed_308 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %345 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_86 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %346 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%344, %345 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_309 = tensor.expand_shape %346 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_309 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_310 = tensor.collapse_shape %347 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_311 = linalg.transpose ins(%cst_85 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %348 = linalg.matmul ins(%collapsed_310, %transposed_311 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %349 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_84 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %350 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%348, %349 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_312 = tensor.expand_shape %350 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_313 = linalg.transpose ins(%expanded_312 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %351 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_83, %transposed_313 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %352 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %326 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_314 = tensor.pad %352 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_315 = linalg.broadcast ins(%cst_81 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_316 = tensor.collapse_shape %cst_82 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %353 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_314, %collapsed_316 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_315 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_317 = linalg.transpose ins(%353 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %354 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %355 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%354 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %357 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %356 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %358 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%357, %357 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %359 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%358 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %360 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %361 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %362 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_317 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %363 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%362 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_317, %363 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %367 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %365 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %368 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %cst_80 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %369 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %cst_79 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_318 = tensor.collapse_shape %369 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_319 = linalg.transpose ins(%cst_78 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %370 = linalg.matmul ins(%collapsed_318, %transposed_319 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %371 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_77 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %372 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%370, %371 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_320 = tensor.expand_shape %372 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_320 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_321 = tensor.collapse_shape %373 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_322 = linalg.transpose ins(%cst_76 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %374 = linalg.matmul ins(%collapsed_321, %transposed_322 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %375 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_75 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %376 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%374, %375 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_323 = tensor.expand_shape %376 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_324 = linalg.transpose ins(%expanded_323 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %377 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_74, %transposed_324 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %352 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_325 = tensor.pad %378 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_326 = linalg.broadcast ins(%cst_72 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_327 = tensor.collapse_shape %cst_73 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %379 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_325, %collapsed_327 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_326 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_328 = linalg.transpose ins(%379 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %380 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_328 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %381 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%380 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %383 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %382 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %384 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %383 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %385 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%384 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %387 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %388 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_328 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %389 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %390 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_328, %389 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %391 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %cst_71 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %395 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %cst_70 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_329 = tensor.collapse_shape %395 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_330 = linalg.transpose ins(%cst_69 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %396 = linalg.matmul ins(%collapsed_329, %transposed_330 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %397 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_68 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %398 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%396, %397 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_331 = tensor.expand_shape %398 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %399 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_331 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_332 = tensor.collapse_shape %399 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_333 = linalg.transpose ins(%cst_67 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %400 = linalg.matmul ins(%collapsed_332, %transposed_333 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %401 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_66 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %402 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%400, %401 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_334 = tensor.expand_shape %402 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_335 = linalg.transpose ins(%expanded_334 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %403 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_65, %transposed_335 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %404 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%403, %378 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_336 = tensor.pad %404 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_337 = linalg.broadcast ins(%cst_63 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_338 = tensor.collapse_shape %cst_64 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %405 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_336, %collapsed_338 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_337 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_339 = linalg.transpose ins(%405 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %406 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_339 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %407 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%406 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %408 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %409 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %408 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %410 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%409, %409 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %411 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%410 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %412 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %413 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %414 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_339 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %415 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%414 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %416 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %417 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %418 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_339, %415 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %417 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%419, %cst_62 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %421 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%420, %cst_61 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_340 = tensor.collapse_shape %421 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_341 = linalg.transpose ins(%cst_60 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %422 = linalg.matmul ins(%collapsed_340, %transposed_341 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %423 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_59 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %424 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%422, %423 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_342 = tensor.expand_shape %424 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %425 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_342 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_343 = tensor.collapse_shape %425 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_344 = linalg.transpose ins(%cst_58 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %426 = linalg.matmul ins(%collapsed_343, %transposed_344 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %427 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_57 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %428 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%426, %427 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_345 = tensor.expand_shape %428 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_346 = linalg.transpose ins(%expanded_345 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %429 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_56, %transposed_346 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %430 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %404 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_347 = tensor.pad %430 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_348 = linalg.broadcast ins(%cst_54 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_349 = tensor.collapse_shape %cst_55 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %431 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_347, %collapsed_349 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_348 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_350 = linalg.transpose ins(%431 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %432 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_350 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %433 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%432 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %434 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%433 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %435 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432, %434 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %436 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%435, %435 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %437 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%436 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %440 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_350 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %441 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %442 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %443 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_350, %441 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%444, %443 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %446 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%445, %cst_53 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %447 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %cst_52 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_351 = tensor.collapse_shape %447 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_352 = linalg.transpose ins(%cst_51 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %448 = linalg.matmul ins(%collapsed_351, %transposed_352 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %449 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_50 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %450 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%448, %449 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_353 = tensor.expand_shape %450 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %451 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_353 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_354 = tensor.collapse_shape %451 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_355 = linalg.transpose ins(%cst_49 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %452 = linalg.matmul ins(%collapsed_354, %transposed_355 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_48 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %454 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%452, %453 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_356 = tensor.expand_shape %454 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_357 = linalg.transpose ins(%expanded_356 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %455 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_47, %transposed_357 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %456 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %430 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %padded_358 = tensor.pad %456 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x384x4x4xf32> to tensor<1x384x10x10xf32>
    %broadcasted_359 = linalg.broadcast ins(%cst_45 : tensor<384xf32>) outs(%234 : tensor<1x384x4x4xf32>) dimensions = [0, 2, 3] 
    %collapsed_360 = tensor.collapse_shape %cst_46 [[0, 1], [2], [3]] : tensor<384x1x7x7xf32> into tensor<384x7x7xf32>
    %457 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_358, %collapsed_360 : tensor<1x384x10x10xf32>, tensor<384x7x7xf32>) outs(%broadcasted_359 : tensor<1x384x4x4xf32>) -> tensor<1x384x4x4xf32>
    %transposed_361 = linalg.transpose ins(%457 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_361 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %459 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%458 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %461 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%458, %460 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %462 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %461 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %463 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%462 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %464 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %465 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %466 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_361 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %467 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%468 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %470 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_361, %467 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %471 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %469 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %472 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %cst_44 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %473 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %cst_43 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %collapsed_362 = tensor.collapse_shape %473 [[0, 1, 2], [3]] : tensor<1x4x4x384xf32> into tensor<16x384xf32>
    %transposed_363 = linalg.transpose ins(%cst_42 : tensor<1536x384xf32>) outs(%259 : tensor<384x1536xf32>) permutation = [1, 0] 
    %474 = linalg.matmul ins(%collapsed_362, %transposed_363 : tensor<16x384xf32>, tensor<384x1536xf32>) outs(%261 : tensor<16x1536xf32>) -> tensor<16x1536xf32>
    %475 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_41 : tensor<1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x1536xf32>
    %476 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%474, %475 : tensor<16x1536xf32>, tensor<16x1536xf32>) outs(%260 : tensor<16x1536xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x1536xf32>
    %expanded_364 = tensor.expand_shape %476 [[0, 1, 2], [3]] output_shape [1, 4, 4, 1536] : tensor<16x1536xf32> into tensor<1x4x4x1536xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_364 : tensor<1x4x4x1536xf32>) outs(%265 : tensor<1x4x4x1536xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x4x4x1536xf32>
    %collapsed_365 = tensor.collapse_shape %477 [[0, 1, 2], [3]] : tensor<1x4x4x1536xf32> into tensor<16x1536xf32>
    %transposed_366 = linalg.transpose ins(%cst_40 : tensor<384x1536xf32>) outs(%267 : tensor<1536x384xf32>) permutation = [1, 0] 
    %478 = linalg.matmul ins(%collapsed_365, %transposed_366 : tensor<16x1536xf32>, tensor<1536x384xf32>) outs(%269 : tensor<16x384xf32>) -> tensor<16x384xf32>
    %479 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_39 : tensor<384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x384xf32>
    %480 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%478, %479 : tensor<16x384xf32>, tensor<16x384xf32>) outs(%268 : tensor<16x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<16x384xf32>
    %expanded_367 = tensor.expand_shape %480 [[0, 1, 2], [3]] output_shape [1, 4, 4, 384] : tensor<16x384xf32> into tensor<1x4x4x384xf32>
    %transposed_368 = linalg.transpose ins(%expanded_367 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %481 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_38, %transposed_368 : tensor<384x1x1xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %482 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %456 : tensor<1x384x4x4xf32>, tensor<1x384x4x4xf32>) outs(%234 : tensor<1x384x4x4xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x384x4x4xf32>
    %transposed_369 = linalg.transpose ins(%482 : tensor<1x384x4x4xf32>) outs(%237 : tensor<1x4x4x384xf32>) permutation = [0, 2, 3, 1] 
    %483 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_369 : tensor<1x4x4x384xf32>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %484 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%483 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %485 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%484 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %486 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%483, %485 : tensor<1x4x4x384xf64>, tensor<1x4x4x1xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %487 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%486, %486 : tensor<1x4x4x384xf64>, tensor<1x4x4x384xf64>) outs(%238 : tensor<1x4x4x384xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x384xf64>
    %488 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%487 : tensor<1x4x4x384xf64>) outs(%241 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %489 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%488 : tensor<1x4x4x1xf64>) outs(%240 : tensor<1x4x4x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_191 : f64
      linalg.yield %625 : f64
    } -> tensor<1x4x4x1xf64>
    %490 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%489 : tensor<1x4x4x1xf64>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %491 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_369 : tensor<1x4x4x384xf32>) outs(%250 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %492 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%491 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_192 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %493 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x4x4x1xf32>
    %494 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x4x4x1xf32>) outs(%248 : tensor<1x4x4x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x1xf32>
    %495 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_369, %492 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %496 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%495, %494 : tensor<1x4x4x384xf32>, tensor<1x4x4x1xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %cst_37 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%497, %cst_36 : tensor<1x4x4x384xf32>, tensor<384xf32>) outs(%237 : tensor<1x4x4x384xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x4x4x384xf32>
    %transposed_370 = linalg.transpose ins(%498 : tensor<1x4x4x384xf32>) outs(%234 : tensor<1x384x4x4xf32>) permutation = [0, 3, 1, 2] 
    %499 = tensor.empty() : tensor<1x768x2x2xf32>
    %broadcasted_371 = linalg.broadcast ins(%cst_34 : tensor<768xf32>) outs(%499 : tensor<1x768x2x2xf32>) dimensions = [0, 2, 3] 
    %500 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%transposed_370, %cst_35 : tensor<1x384x4x4xf32>, tensor<768x384x2x2xf32>) outs(%broadcasted_371 : tensor<1x768x2x2xf32>) -> tensor<1x768x2x2xf32>
    %padded_372 = tensor.pad %500 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x768x2x2xf32> to tensor<1x768x8x8xf32>
    %broadcasted_373 = linalg.broadcast ins(%cst_32 : tensor<768xf32>) outs(%499 : tensor<1x768x2x2xf32>) dimensions = [0, 2, 3] 
    %collapsed_374 = tensor.collapse_shape %cst_33 [[0, 1], [2], [3]] : tensor<768x1x7x7xf32> into tensor<768x7x7xf32>
    %501 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_372, %collapsed_374 : tensor<1x768x8x8xf32>, tensor<768x7x7xf32>) outs(%broadcasted_373 : tensor<1x768x2x2xf32>) -> tensor<1x768x2x2xf32>
    %502 = tensor.empty() : tensor<1x2x2x768xf32>
    %transposed_375 = linalg.transpose ins(%501 : tensor<1x768x2x2xf32>) outs(%502 : tensor<1x2x2x768xf32>) permutation = [0, 2, 3, 1] 
    %503 = tensor.empty() : tensor<1x2x2x768xf64>
    %504 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_375 : tensor<1x2x2x768xf32>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %505 = tensor.empty() : tensor<1x2x2x1xf64>
    %506 = linalg.fill ins(%cst_0 : f64) outs(%505 : tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64>
    %507 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%504 : tensor<1x2x2x768xf64>) outs(%506 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %508 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507 : tensor<1x2x2x1xf64>) outs(%505 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %509 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %508 : tensor<1x2x2x768xf64>, tensor<1x2x2x1xf64>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %510 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %509 : tensor<1x2x2x768xf64>, tensor<1x2x2x768xf64>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %511 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%510 : tensor<1x2x2x768xf64>) outs(%506 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %512 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%511 : tensor<1x2x2x1xf64>) outs(%505 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %513 = tensor.empty() : tensor<1x2x2x1xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%512 : tensor<1x2x2x1xf64>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %515 = linalg.fill ins(%cst : f32) outs(%513 : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
    %516 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_375 : tensor<1x2x2x768xf32>) outs(%515 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %517 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_194 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %518 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%514 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x2x2x1xf32>
    %519 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %520 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_375, %517 : tensor<1x2x2x768xf32>, tensor<1x2x2x1xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %521 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%520, %519 : tensor<1x2x2x768xf32>, tensor<1x2x2x1xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %522 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%521, %cst_31 : tensor<1x2x2x768xf32>, tensor<768xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %523 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522, %cst_30 : tensor<1x2x2x768xf32>, tensor<768xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %collapsed_376 = tensor.collapse_shape %523 [[0, 1, 2], [3]] : tensor<1x2x2x768xf32> into tensor<4x768xf32>
    %524 = tensor.empty() : tensor<768x3072xf32>
    %transposed_377 = linalg.transpose ins(%cst_29 : tensor<3072x768xf32>) outs(%524 : tensor<768x3072xf32>) permutation = [1, 0] 
    %525 = tensor.empty() : tensor<4x3072xf32>
    %526 = linalg.fill ins(%cst : f32) outs(%525 : tensor<4x3072xf32>) -> tensor<4x3072xf32>
    %527 = linalg.matmul ins(%collapsed_376, %transposed_377 : tensor<4x768xf32>, tensor<768x3072xf32>) outs(%526 : tensor<4x3072xf32>) -> tensor<4x3072xf32>
    %528 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_28 : tensor<3072xf32>) outs(%525 : tensor<4x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x3072xf32>
    %529 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%527, %528 : tensor<4x3072xf32>, tensor<4x3072xf32>) outs(%525 : tensor<4x3072xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<4x3072xf32>
    %expanded_378 = tensor.expand_shape %529 [[0, 1, 2], [3]] output_shape [1, 2, 2, 3072] : tensor<4x3072xf32> into tensor<1x2x2x3072xf32>
    %530 = tensor.empty() : tensor<1x2x2x3072xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_378 : tensor<1x2x2x3072xf32>) outs(%530 : tensor<1x2x2x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x2x2x3072xf32>
    %collapsed_379 = tensor.collapse_shape %531 [[0, 1, 2], [3]] : tensor<1x2x2x3072xf32> into tensor<4x3072xf32>
    %532 = tensor.empty() : tensor<3072x768xf32>
    %transposed_380 = linalg.transpose ins(%cst_27 : tensor<768x3072xf32>) outs(%532 : tensor<3072x768xf32>) permutation = [1, 0] 
    %533 = tensor.empty() : tensor<4x768xf32>
    %534 = linalg.fill ins(%cst : f32) outs(%533 : tensor<4x768xf32>) -> tensor<4x768xf32>
    %535 = linalg.matmul ins(%collapsed_379, %transposed_380 : tensor<4x3072xf32>, tensor<3072x768xf32>) outs(%534 : tensor<4x768xf32>) -> tensor<4x768xf32>
    %536 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_26 : tensor<768xf32>) outs(%533 : tensor<4x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x768xf32>
    %537 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%535, %536 : tensor<4x768xf32>, tensor<4x768xf32>) outs(%533 : tensor<4x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<4x768xf32>
    %expanded_381 = tensor.expand_shape %537 [[0, 1, 2], [3]] output_shape [1, 2, 2, 768] : tensor<4x768xf32> into tensor<1x2x2x768xf32>
    %transposed_382 = linalg.transpose ins(%expanded_381 : tensor<1x2x2x768xf32>) outs(%499 : tensor<1x768x2x2xf32>) permutation = [0, 3, 1, 2] 
    %538 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_25, %transposed_382 : tensor<768x1x1xf32>, tensor<1x768x2x2xf32>) outs(%499 : tensor<1x768x2x2xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x2x2xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %500 : tensor<1x768x2x2xf32>, tensor<1x768x2x2xf32>) outs(%499 : tensor<1x768x2x2xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x2x2xf32>
    %padded_383 = tensor.pad %539 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x768x2x2xf32> to tensor<1x768x8x8xf32>
    %broadcasted_384 = linalg.broadcast ins(%cst_23 : tensor<768xf32>) outs(%499 : tensor<1x768x2x2xf32>) dimensions = [0, 2, 3] 
    %collapsed_385 = tensor.collapse_shape %cst_24 [[0, 1], [2], [3]] : tensor<768x1x7x7xf32> into tensor<768x7x7xf32>
    %540 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_383, %collapsed_385 : tensor<1x768x8x8xf32>, tensor<768x7x7xf32>) outs(%broadcasted_384 : tensor<1x768x2x2xf32>) -> tensor<1x768x2x2xf32>
    %transposed_386 = linalg.transpose ins(%540 : tensor<1x768x2x2xf32>) outs(%502 : tensor<1x2x2x768xf32>) permutation = [0, 2, 3, 1] 
    %541 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_386 : tensor<1x2x2x768xf32>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %542 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%541 : tensor<1x2x2x768xf64>) outs(%506 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %543 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542 : tensor<1x2x2x1xf64>) outs(%505 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %544 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %543 : tensor<1x2x2x768xf64>, tensor<1x2x2x1xf64>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %545 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %544 : tensor<1x2x2x768xf64>, tensor<1x2x2x768xf64>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %546 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%545 : tensor<1x2x2x768xf64>) outs(%506 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %547 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%546 : tensor<1x2x2x1xf64>) outs(%505 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %548 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547 : tensor<1x2x2x1xf64>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_386 : tensor<1x2x2x768xf32>) outs(%515 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %550 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%549 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_194 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %551 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%548 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x2x2x1xf32>
    %552 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %553 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_386, %550 : tensor<1x2x2x768xf32>, tensor<1x2x2x1xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %554 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %552 : tensor<1x2x2x768xf32>, tensor<1x2x2x1xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %555 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%554, %cst_22 : tensor<1x2x2x768xf32>, tensor<768xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %556 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%555, %cst_21 : tensor<1x2x2x768xf32>, tensor<768xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %collapsed_387 = tensor.collapse_shape %556 [[0, 1, 2], [3]] : tensor<1x2x2x768xf32> into tensor<4x768xf32>
    %transposed_388 = linalg.transpose ins(%cst_20 : tensor<3072x768xf32>) outs(%524 : tensor<768x3072xf32>) permutation = [1, 0] 
    %557 = linalg.matmul ins(%collapsed_387, %transposed_388 : tensor<4x768xf32>, tensor<768x3072xf32>) outs(%526 : tensor<4x3072xf32>) -> tensor<4x3072xf32>
    %558 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_19 : tensor<3072xf32>) outs(%525 : tensor<4x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x3072xf32>
    %559 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%557, %558 : tensor<4x3072xf32>, tensor<4x3072xf32>) outs(%525 : tensor<4x3072xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<4x3072xf32>
    %expanded_389 = tensor.expand_shape %559 [[0, 1, 2], [3]] output_shape [1, 2, 2, 3072] : tensor<4x3072xf32> into tensor<1x2x2x3072xf32>
    %560 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_389 : tensor<1x2x2x3072xf32>) outs(%530 : tensor<1x2x2x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x2x2x3072xf32>
    %collapsed_390 = tensor.collapse_shape %560 [[0, 1, 2], [3]] : tensor<1x2x2x3072xf32> into tensor<4x3072xf32>
    %transposed_391 = linalg.transpose ins(%cst_18 : tensor<768x3072xf32>) outs(%532 : tensor<3072x768xf32>) permutation = [1, 0] 
    %561 = linalg.matmul ins(%collapsed_390, %transposed_391 : tensor<4x3072xf32>, tensor<3072x768xf32>) outs(%534 : tensor<4x768xf32>) -> tensor<4x768xf32>
    %562 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<768xf32>) outs(%533 : tensor<4x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x768xf32>
    %563 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%561, %562 : tensor<4x768xf32>, tensor<4x768xf32>) outs(%533 : tensor<4x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<4x768xf32>
    %expanded_392 = tensor.expand_shape %563 [[0, 1, 2], [3]] output_shape [1, 2, 2, 768] : tensor<4x768xf32> into tensor<1x2x2x768xf32>
    %transposed_393 = linalg.transpose ins(%expanded_392 : tensor<1x2x2x768xf32>) outs(%499 : tensor<1x768x2x2xf32>) permutation = [0, 3, 1, 2] 
    %564 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_16, %transposed_393 : tensor<768x1x1xf32>, tensor<1x768x2x2xf32>) outs(%499 : tensor<1x768x2x2xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x2x2xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %539 : tensor<1x768x2x2xf32>, tensor<1x768x2x2xf32>) outs(%499 : tensor<1x768x2x2xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x2x2xf32>
    %padded_394 = tensor.pad %565 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x768x2x2xf32> to tensor<1x768x8x8xf32>
    %broadcasted_395 = linalg.broadcast ins(%cst_14 : tensor<768xf32>) outs(%499 : tensor<1x768x2x2xf32>) dimensions = [0, 2, 3] 
    %collapsed_396 = tensor.collapse_shape %cst_15 [[0, 1], [2], [3]] : tensor<768x1x7x7xf32> into tensor<768x7x7xf32>
    %566 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_394, %collapsed_396 : tensor<1x768x8x8xf32>, tensor<768x7x7xf32>) outs(%broadcasted_395 : tensor<1x768x2x2xf32>) -> tensor<1x768x2x2xf32>
    %transposed_397 = linalg.transpose ins(%566 : tensor<1x768x2x2xf32>) outs(%502 : tensor<1x2x2x768xf32>) permutation = [0, 2, 3, 1] 
    %567 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_397 : tensor<1x2x2x768xf32>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %568 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%567 : tensor<1x2x2x768xf64>) outs(%506 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %569 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568 : tensor<1x2x2x1xf64>) outs(%505 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %570 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %569 : tensor<1x2x2x768xf64>, tensor<1x2x2x1xf64>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %571 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570, %570 : tensor<1x2x2x768xf64>, tensor<1x2x2x768xf64>) outs(%503 : tensor<1x2x2x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x768xf64>
    %572 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%571 : tensor<1x2x2x768xf64>) outs(%506 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %573 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%572 : tensor<1x2x2x1xf64>) outs(%505 : tensor<1x2x2x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x2x2x1xf64>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%573 : tensor<1x2x2x1xf64>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %575 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_397 : tensor<1x2x2x768xf32>) outs(%515 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %576 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_194 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %577 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%574 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x2x2x1xf32>
    %578 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577 : tensor<1x2x2x1xf32>) outs(%513 : tensor<1x2x2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x1xf32>
    %579 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_397, %576 : tensor<1x2x2x768xf32>, tensor<1x2x2x1xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %580 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%579, %578 : tensor<1x2x2x768xf32>, tensor<1x2x2x1xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %581 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%580, %cst_13 : tensor<1x2x2x768xf32>, tensor<768xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %cst_12 : tensor<1x2x2x768xf32>, tensor<768xf32>) outs(%502 : tensor<1x2x2x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x2x2x768xf32>
    %collapsed_398 = tensor.collapse_shape %582 [[0, 1, 2], [3]] : tensor<1x2x2x768xf32> into tensor<4x768xf32>
    %transposed_399 = linalg.transpose ins(%cst_11 : tensor<3072x768xf32>) outs(%524 : tensor<768x3072xf32>) permutation = [1, 0] 
    %583 = linalg.matmul ins(%collapsed_398, %transposed_399 : tensor<4x768xf32>, tensor<768x3072xf32>) outs(%526 : tensor<4x3072xf32>) -> tensor<4x3072xf32>
    %584 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_10 : tensor<3072xf32>) outs(%525 : tensor<4x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x3072xf32>
    %585 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%583, %584 : tensor<4x3072xf32>, tensor<4x3072xf32>) outs(%525 : tensor<4x3072xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<4x3072xf32>
    %expanded_400 = tensor.expand_shape %585 [[0, 1, 2], [3]] output_shape [1, 2, 2, 3072] : tensor<4x3072xf32> into tensor<1x2x2x3072xf32>
    %586 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_400 : tensor<1x2x2x3072xf32>) outs(%530 : tensor<1x2x2x3072xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_188 : f32
      %626 = math.erf %625 : f32
      %627 = arith.addf %626, %cst_1 : f32
      %628 = arith.mulf %627, %cst_2 : f32
      %629 = arith.mulf %in, %628 : f32
      linalg.yield %629 : f32
    } -> tensor<1x2x2x3072xf32>
    %collapsed_401 = tensor.collapse_shape %586 [[0, 1, 2], [3]] : tensor<1x2x2x3072xf32> into tensor<4x3072xf32>
    %transposed_402 = linalg.transpose ins(%cst_9 : tensor<768x3072xf32>) outs(%532 : tensor<3072x768xf32>) permutation = [1, 0] 
    %587 = linalg.matmul ins(%collapsed_401, %transposed_402 : tensor<4x3072xf32>, tensor<3072x768xf32>) outs(%534 : tensor<4x768xf32>) -> tensor<4x768xf32>
    %588 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_8 : tensor<768xf32>) outs(%533 : tensor<4x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4x768xf32>
    %589 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%587, %588 : tensor<4x768xf32>, tensor<4x768xf32>) outs(%533 : tensor<4x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<4x768xf32>
    %expanded_403 = tensor.expand_shape %589 [[0, 1, 2], [3]] output_shape [1, 2, 2, 768] : tensor<4x768xf32> into tensor<1x2x2x768xf32>
    %transposed_404 = linalg.transpose ins(%expanded_403 : tensor<1x2x2x768xf32>) outs(%499 : tensor<1x768x2x2xf32>) permutation = [0, 3, 1, 2] 
    %590 = linalg.generic {indexing_maps = [#map5, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_7, %transposed_404 : tensor<768x1x1xf32>, tensor<1x768x2x2xf32>) outs(%499 : tensor<1x768x2x2xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x2x2xf32>
    %591 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590, %565 : tensor<1x768x2x2xf32>, tensor<1x768x2x2xf32>) outs(%499 : tensor<1x768x2x2xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x2x2xf32>
    %592 = tensor.empty() : tensor<1x768x1x1xf32>
    %593 = linalg.fill ins(%cst : f32) outs(%592 : tensor<1x768x1x1xf32>) -> tensor<1x768x1x1xf32>
    %594 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%591 : tensor<1x768x2x2xf32>) outs(%593 : tensor<1x768x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x1x1xf32>
    %595 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%594 : tensor<1x768x1x1xf32>) outs(%592 : tensor<1x768x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_195 : f32
      linalg.yield %625 : f32
    } -> tensor<1x768x1x1xf32>
    %596 = linalg.generic {indexing_maps = [#map7, #map7, #map7, #map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_196, %cst_197, %cst_198, %cst_199 : tensor<1x768x1x1xi64>, tensor<1x768x1x1xi64>, tensor<1x768x1x1xi64>, tensor<1x768x1x1xi64>) outs(%592 : tensor<1x768x1x1xf32>) {
    ^bb0(%in: i64, %in_409: i64, %in_410: i64, %in_411: i64, %out: f32):
      %625 = arith.cmpi slt, %in, %c0_i64 : i64
      %626 = arith.addi %in, %c1_i64 : i64
      %627 = arith.select %625, %626, %in : i64
      %628 = arith.index_cast %627 : i64 to index
      %629 = arith.cmpi slt, %in_409, %c0_i64 : i64
      %630 = arith.addi %in_409, %c768_i64 : i64
      %631 = arith.select %629, %630, %in_409 : i64
      %632 = arith.index_cast %631 : i64 to index
      %633 = arith.cmpi slt, %in_410, %c0_i64 : i64
      %634 = arith.addi %in_410, %c1_i64 : i64
      %635 = arith.select %633, %634, %in_410 : i64
      %636 = arith.index_cast %635 : i64 to index
      %637 = arith.cmpi slt, %in_411, %c0_i64 : i64
      %638 = arith.addi %in_411, %c1_i64 : i64
      %639 = arith.select %637, %638, %in_411 : i64
      %640 = arith.index_cast %639 : i64 to index
      %extracted = tensor.extract %595[%628, %632, %636, %640] : tensor<1x768x1x1xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x768x1x1xf32>
    %597 = tensor.empty() : tensor<1x1x1x768xf32>
    %transposed_405 = linalg.transpose ins(%596 : tensor<1x768x1x1xf32>) outs(%597 : tensor<1x1x1x768xf32>) permutation = [0, 2, 3, 1] 
    %598 = tensor.empty() : tensor<1x1x1x768xf64>
    %599 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_405 : tensor<1x1x1x768xf32>) outs(%598 : tensor<1x1x1x768xf64>) {
    ^bb0(%in: f32, %out: f64):
      %625 = arith.extf %in : f32 to f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x768xf64>
    %600 = tensor.empty() : tensor<1x1x1x1xf64>
    %601 = linalg.fill ins(%cst_0 : f64) outs(%600 : tensor<1x1x1x1xf64>) -> tensor<1x1x1x1xf64>
    %602 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%599 : tensor<1x1x1x768xf64>) outs(%601 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x1xf64>
    %603 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%602 : tensor<1x1x1x1xf64>) outs(%600 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x1xf64>
    %604 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%599, %603 : tensor<1x1x1x768xf64>, tensor<1x1x1x1xf64>) outs(%598 : tensor<1x1x1x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.subf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x768xf64>
    %605 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604, %604 : tensor<1x1x1x768xf64>, tensor<1x1x1x768xf64>) outs(%598 : tensor<1x1x1x768xf64>) {
    ^bb0(%in: f64, %in_409: f64, %out: f64):
      %625 = arith.mulf %in, %in_409 : f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x768xf64>
    %606 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%605 : tensor<1x1x1x768xf64>) outs(%601 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.addf %in, %out : f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x1xf64>
    %607 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606 : tensor<1x1x1x1xf64>) outs(%600 : tensor<1x1x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %625 = arith.divf %in, %cst_193 : f64
      linalg.yield %625 : f64
    } -> tensor<1x1x1x1xf64>
    %608 = tensor.empty() : tensor<1x1x1x1xf32>
    %609 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%607 : tensor<1x1x1x1xf64>) outs(%608 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %625 = arith.truncf %in : f64 to f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x1xf32>
    %610 = linalg.fill ins(%cst : f32) outs(%608 : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
    %611 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%transposed_405 : tensor<1x1x1x768xf32>) outs(%610 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.addf %in, %out : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x1xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%611 : tensor<1x1x1x1xf32>) outs(%608 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.divf %in, %cst_194 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x1xf32>
    %613 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%609 : tensor<1x1x1x1xf32>) outs(%608 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = arith.truncf %cst_183 : f64 to f32
      %626 = arith.addf %in, %625 : f32
      linalg.yield %626 : f32
    } -> tensor<1x1x1x1xf32>
    %614 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%613 : tensor<1x1x1x1xf32>) outs(%608 : tensor<1x1x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %625 = math.rsqrt %in : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x1xf32>
    %615 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_405, %612 : tensor<1x1x1x768xf32>, tensor<1x1x1x1xf32>) outs(%597 : tensor<1x1x1x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.subf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x768xf32>
    %616 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615, %614 : tensor<1x1x1x768xf32>, tensor<1x1x1x1xf32>) outs(%597 : tensor<1x1x1x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x768xf32>
    %617 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %cst_6 : tensor<1x1x1x768xf32>, tensor<768xf32>) outs(%597 : tensor<1x1x1x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.mulf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x768xf32>
    %618 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %cst_5 : tensor<1x1x1x768xf32>, tensor<768xf32>) outs(%597 : tensor<1x1x1x768xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1x1x768xf32>
    %transposed_406 = linalg.transpose ins(%618 : tensor<1x1x1x768xf32>) outs(%592 : tensor<1x768x1x1xf32>) permutation = [0, 3, 1, 2] 
    %collapsed_407 = tensor.collapse_shape %transposed_406 [[0], [1, 2, 3]] : tensor<1x768x1x1xf32> into tensor<1x768xf32>
    %619 = tensor.empty() : tensor<768x1000xf32>
    %transposed_408 = linalg.transpose ins(%cst_4 : tensor<1000x768xf32>) outs(%619 : tensor<768x1000xf32>) permutation = [1, 0] 
    %620 = tensor.empty() : tensor<1x1000xf32>
    %621 = linalg.fill ins(%cst : f32) outs(%620 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %622 = linalg.matmul ins(%collapsed_407, %transposed_408 : tensor<1x768xf32>, tensor<768x1000xf32>) outs(%621 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %623 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<1000xf32>) outs(%620 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1000xf32>
    %624 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%622, %623 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%620 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_409: f32, %out: f32):
      %625 = arith.addf %in, %in_409 : f32
      linalg.yield %625 : f32
    } -> tensor<1x1000xf32>
    return %624 : tensor<1x1000xf32>
  }
}

// 186 dense_resource blobs (114381088 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

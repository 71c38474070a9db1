// EfficientNet-B0 (SiLU, squeeze-excite), exported by bench/real/export_torch.py --networks efficientnet_b0 --batch 1 --image-size 64 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=efficientnet_b0 data-args=1
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @efficientnet_b0(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1000_1280_torch.float32> : tensor<1000x1280xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1280_torch.float32_3> : tensor<1280xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_1280_torch.float32_2> : tensor<1280xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_1280_torch.float32_1> : tensor<1280xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_1280_torch.float32> : tensor<1280xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_1280_320_1_1_torch.float32> : tensor<1280x320x1x1xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_320_torch.float32_3> : tensor<320xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_320_torch.float32_2> : tensor<320xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_320_torch.float32_1> : tensor<320xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_320_torch.float32> : tensor<320xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_320_1152_1_1_torch.float32> : tensor<320x1152x1x1xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_1152_torch.float32_35> : tensor<1152xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_1152_48_1_1_torch.float32_3> : tensor<1152x48x1x1xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_48_torch.float32_3> : tensor<48xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_48_1152_1_1_torch.float32_3> : tensor<48x1152x1x1xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_1152_torch.float32_34> : tensor<1152xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_1152_torch.float32_33> : tensor<1152xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_1152_torch.float32_32> : tensor<1152xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_1152_torch.float32_31> : tensor<1152xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_1152_1_3_3_torch.float32> : tensor<1152x1x3x3xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_1152_torch.float32_30> : tensor<1152xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_1152_torch.float32_29> : tensor<1152xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_1152_torch.float32_28> : tensor<1152xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_1152_torch.float32_27> : tensor<1152xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_1152_192_1_1_torch.float32_3> : tensor<1152x192x1x1xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_192_torch.float32_15> : tensor<192xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_192_torch.float32_14> : tensor<192xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_192_torch.float32_13> : tensor<192xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_192_torch.float32_12> : tensor<192xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_192_1152_1_1_torch.float32_2> : tensor<192x1152x1x1xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_1152_torch.float32_26> : tensor<1152xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_1152_48_1_1_torch.float32_2> : tensor<1152x48x1x1xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_48_torch.float32_2> : tensor<48xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_48_1152_1_1_torch.float32_2> : tensor<48x1152x1x1xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_1152_torch.float32_25> : tensor<1152xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_1152_torch.float32_24> : tensor<1152xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_1152_torch.float32_23> : tensor<1152xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_1152_torch.float32_22> : tensor<1152xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_1152_1_5_5_torch.float32_2> : tensor<1152x1x5x5xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_1152_torch.float32_21> : tensor<1152xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_1152_torch.float32_20> : tensor<1152xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_1152_torch.float32_19> : tensor<1152xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_1152_torch.float32_18> : tensor<1152xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_1152_192_1_1_torch.float32_2> : tensor<1152x192x1x1xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_192_torch.float32_11> : tensor<192xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_192_torch.float32_10> : tensor<192xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_192_torch.float32_9> : tensor<192xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_192_torch.float32_8> : tensor<192xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_192_1152_1_1_torch.float32_1> : tensor<192x1152x1x1xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_1152_torch.float32_17> : tensor<1152xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_1152_48_1_1_torch.float32_1> : tensor<1152x48x1x1xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_48_1152_1_1_torch.float32_1> : tensor<48x1152x1x1xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_1152_torch.float32_16> : tensor<1152xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_1152_torch.float32_15> : tensor<1152xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_1152_torch.float32_14> : tensor<1152xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_1152_torch.float32_13> : tensor<1152xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_1152_1_5_5_torch.float32_1> : tensor<1152x1x5x5xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_1152_torch.float32_12> : tensor<1152xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_1152_torch.float32_11> : tensor<1152xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_1152_torch.float32_10> : tensor<1152xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_1152_torch.float32_9> : tensor<1152xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_1152_192_1_1_torch.float32_1> : tensor<1152x192x1x1xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_192_torch.float32_7> : tensor<192xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_192_torch.float32_6> : tensor<192xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_192_torch.float32_5> : tensor<192xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_192_torch.float32_4> : tensor<192xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_192_1152_1_1_torch.float32> : tensor<192x1152x1x1xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_1152_torch.float32_8> : tensor<1152xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_1152_48_1_1_torch.float32> : tensor<1152x48x1x1xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_48_1152_1_1_torch.float32> : tensor<48x1152x1x1xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_1152_torch.float32_7> : tensor<1152xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_1152_torch.float32_6> : tensor<1152xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_1152_torch.float32_5> : tensor<1152xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_1152_torch.float32_4> : tensor<1152xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_1152_1_5_5_torch.float32> : tensor<1152x1x5x5xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_1152_torch.float32_3> : tensor<1152xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_1152_torch.float32_2> : tensor<1152xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_1152_torch.float32_1> : tensor<1152xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_1152_torch.float32> : tensor<1152xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_1152_192_1_1_torch.float32> : tensor<1152x192x1x1xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_192_torch.float32_3> : tensor<192xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_192_torch.float32_2> : tensor<192xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_192_torch.float32_1> : tensor<192xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_192_torch.float32> : tensor<192xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_192_672_1_1_torch.float32> : tensor<192x672x1x1xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_672_torch.float32_26> : tensor<672xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_672_28_1_1_torch.float32_2> : tensor<672x28x1x1xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_28_torch.float32_2> : tensor<28xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_28_672_1_1_torch.float32_2> : tensor<28x672x1x1xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_672_torch.float32_25> : tensor<672xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_672_torch.float32_24> : tensor<672xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_672_torch.float32_23> : tensor<672xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_672_torch.float32_22> : tensor<672xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_672_1_5_5_torch.float32_2> : tensor<672x1x5x5xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_672_torch.float32_21> : tensor<672xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_672_torch.float32_20> : tensor<672xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_672_torch.float32_19> : tensor<672xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_672_torch.float32_18> : tensor<672xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_672_112_1_1_torch.float32_2> : tensor<672x112x1x1xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_112_torch.float32_11> : tensor<112xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_112_torch.float32_10> : tensor<112xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_112_torch.float32_9> : tensor<112xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_112_torch.float32_8> : tensor<112xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_112_672_1_1_torch.float32_1> : tensor<112x672x1x1xf32>
    %cst_108 = arith.constant dense_resource<torch_tensor_672_torch.float32_17> : tensor<672xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_672_28_1_1_torch.float32_1> : tensor<672x28x1x1xf32>
    %cst_110 = arith.constant dense_resource<torch_tensor_28_torch.float32_1> : tensor<28xf32>
    %cst_111 = arith.constant dense_resource<torch_tensor_28_672_1_1_torch.float32_1> : tensor<28x672x1x1xf32>
    %cst_112 = arith.constant dense_resource<torch_tensor_672_torch.float32_16> : tensor<672xf32>
    %cst_113 = arith.constant dense_resource<torch_tensor_672_torch.float32_15> : tensor<672xf32>
    %cst_114 = arith.constant dense_resource<torch_tensor_672_torch.float32_14> : tensor<672xf32>
    %cst_115 = arith.constant dense_resource<torch_tensor_672_torch.float32_13> : tensor<672xf32>
    %cst_116 = arith.constant dense_resource<torch_tensor_672_1_5_5_torch.float32_1> : tensor<672x1x5x5xf32>
    %cst_117 = arith.constant dense_resource<torch_tensor_672_torch.float32_12> : tensor<672xf32>
    %cst_118 = arith.constant dense_resource<torch_tensor_672_torch.float32_11> : tensor<672xf32>
    %cst_119 = arith.constant dense_resource<torch_tensor_672_torch.float32_10> : tensor<672xf32>
    %cst_120 = arith.constant dense_resource<torch_tensor_672_torch.float32_9> : tensor<672xf32>
    %cst_121 = arith.constant dense_resource<torch_tensor_672_112_1_1_torch.float32_1> : tensor<672x112x1x1xf32>
    %cst_122 = arith.constant dense_resource<torch_tensor_112_torch.float32_7> : tensor<112xf32>
    %cst_123 = arith.constant dense_resource<torch_tensor_112_torch.float32_6> : tensor<112xf32>
    %cst_124 = arith.constant dense_resource<torch_tensor_112_torch.float32_5> : tensor<112xf32>
    %cst_125 = arith.constant dense_resource<torch_tensor_112_torch.float32_4> : tensor<112xf32>
    %cst_126 = arith.constant dense_resource<torch_tensor_112_672_1_1_torch.float32> : tensor<112x672x1x1xf32>
    %cst_127 = arith.constant dense_resource<torch_tensor_672_torch.float32_8> : tensor<672xf32>
    %cst_128 = arith.constant dense_resource<torch_tensor_672_28_1_1_torch.float32> : tensor<672x28x1x1xf32>
    %cst_129 = arith.constant dense_resource<torch_tensor_28_torch.float32> : tensor<28xf32>
    %cst_130 = arith.constant dense_resource<torch_tensor_28_672_1_1_torch.float32> : tensor<28x672x1x1xf32>
    %cst_131 = arith.constant dense_resource<torch_tensor_672_torch.float32_7> : tensor<672xf32>
    %cst_132 = arith.constant dense_resource<torch_tensor_672_torch.float32_6> : tensor<672xf32>
    %cst_133 = arith.constant dense_resource<torch_tensor_672_torch.float32_5> : tensor<672xf32>
    %cst_134 = arith.constant dense_resource<torch_tensor_672_torch.float32_4> : tensor<672xf32>
    %cst_135 = arith.constant dense_resource<torch_tensor_672_1_5_5_torch.float32> : tensor<672x1x5x5xf32>
    %cst_136 = arith.constant dense_resource<torch_tensor_672_torch.float32_3> : tensor<672xf32>
    %cst_137 = arith.constant dense_resource<torch_tensor_672_torch.float32_2> : tensor<672xf32>
    %cst_138 = arith.constant dense_resource<torch_tensor_672_torch.float32_1> : tensor<672xf32>
    %cst_139 = arith.constant dense_resource<torch_tensor_672_torch.float32> : tensor<672xf32>
    %cst_140 = arith.constant dense_resource<torch_tensor_672_112_1_1_torch.float32> : tensor<672x112x1x1xf32>
    %cst_141 = arith.constant dense_resource<torch_tensor_112_torch.float32_3> : tensor<112xf32>
    %cst_142 = arith.constant dense_resource<torch_tensor_112_torch.float32_2> : tensor<112xf32>
    %cst_143 = arith.constant dense_resource<torch_tensor_112_torch.float32_1> : tensor<112xf32>
    %cst_144 = arith.constant dense_resource<torch_tensor_112_torch.float32> : tensor<112xf32>
    %cst_145 = arith.constant dense_resource<torch_tensor_112_480_1_1_torch.float32> : tensor<112x480x1x1xf32>
    %cst_146 = arith.constant dense_resource<torch_tensor_480_torch.float32_26> : tensor<480xf32>
    %cst_147 = arith.constant dense_resource<torch_tensor_480_20_1_1_torch.float32_2> : tensor<480x20x1x1xf32>
    %cst_148 = arith.constant dense_resource<torch_tensor_20_torch.float32_2> : tensor<20xf32>
    %cst_149 = arith.constant dense_resource<torch_tensor_20_480_1_1_torch.float32_2> : tensor<20x480x1x1xf32>
    %cst_150 = arith.constant dense_resource<torch_tensor_480_torch.float32_25> : tensor<480xf32>
    %cst_151 = arith.constant dense_resource<torch_tensor_480_torch.float32_24> : tensor<480xf32>
    %cst_152 = arith.constant dense_resource<torch_tensor_480_torch.float32_23> : tensor<480xf32>
    %cst_153 = arith.constant dense_resource<torch_tensor_480_torch.float32_22> : tensor<480xf32>
    %cst_154 = arith.constant dense_resource<torch_tensor_480_1_5_5_torch.float32> : tensor<480x1x5x5xf32>
    %cst_155 = arith.constant dense_resource<torch_tensor_480_torch.float32_21> : tensor<480xf32>
    %cst_156 = arith.constant dense_resource<torch_tensor_480_torch.float32_20> : tensor<480xf32>
    %cst_157 = arith.constant dense_resource<torch_tensor_480_torch.float32_19> : tensor<480xf32>
    %cst_158 = arith.constant dense_resource<torch_tensor_480_torch.float32_18> : tensor<480xf32>
    %cst_159 = arith.constant dense_resource<torch_tensor_480_80_1_1_torch.float32_2> : tensor<480x80x1x1xf32>
    %cst_160 = arith.constant dense_resource<torch_tensor_80_torch.float32_11> : tensor<80xf32>
    %cst_161 = arith.constant dense_resource<torch_tensor_80_torch.float32_10> : tensor<80xf32>
    %cst_162 = arith.constant dense_resource<torch_tensor_80_torch.float32_9> : tensor<80xf32>
    %cst_163 = arith.constant dense_resource<torch_tensor_80_torch.float32_8> : tensor<80xf32>
    %cst_164 = arith.constant dense_resource<torch_tensor_80_480_1_1_torch.float32_1> : tensor<80x480x1x1xf32>
    %cst_165 = arith.constant dense_resource<torch_tensor_480_torch.float32_17> : tensor<480xf32>
    %cst_166 = arith.constant dense_resource<torch_tensor_480_20_1_1_torch.float32_1> : tensor<480x20x1x1xf32>
    %cst_167 = arith.constant dense_resource<torch_tensor_20_torch.float32_1> : tensor<20xf32>
    %cst_168 = arith.constant dense_resource<torch_tensor_20_480_1_1_torch.float32_1> : tensor<20x480x1x1xf32>
    %cst_169 = arith.constant dense_resource<torch_tensor_480_torch.float32_16> : tensor<480xf32>
    %cst_170 = arith.constant dense_resource<torch_tensor_480_torch.float32_15> : tensor<480xf32>
    %cst_171 = arith.constant dense_resource<torch_tensor_480_torch.float32_14> : tensor<480xf32>
    %cst_172 = arith.constant dense_resource<torch_tensor_480_torch.float32_13> : tensor<480xf32>
    %cst_173 = arith.constant dense_resource<torch_tensor_480_1_3_3_torch.float32_1> : tensor<480x1x3x3xf32>
    %cst_174 = arith.constant dense_resource<torch_tensor_480_torch.float32_12> : tensor<480xf32>
    %cst_175 = arith.constant dense_resource<torch_tensor_480_torch.float32_11> : tensor<480xf32>
    %cst_176 = arith.constant dense_resource<torch_tensor_480_torch.float32_10> : tensor<480xf32>
    %cst_177 = arith.constant dense_resource<torch_tensor_480_torch.float32_9> : tensor<480xf32>
    %cst_178 = arith.constant dense_resource<torch_tensor_480_80_1_1_torch.float32_1> : tensor<480x80x1x1xf32>
    %cst_179 = arith.constant dense_resource<torch_tensor_80_torch.float32_7> : tensor<80xf32>
    %cst_180 = arith.constant dense_resource<torch_tensor_80_torch.float32_6> : tensor<80xf32>
    %cst_181 = arith.constant dense_resource<torch_tensor_80_torch.float32_5> : tensor<80xf32>
    %cst_182 = arith.constant dense_resource<torch_tensor_80_torch.float32_4> : tensor<80xf32>
    %cst_183 = arith.constant dense_resource<torch_tensor_80_480_1_1_torch.float32> : tensor<80x480x1x1xf32>
    %cst_184 = arith.constant dense_resource<torch_tensor_480_torch.float32_8> : tensor<480xf32>
    %cst_185 = arith.constant dense_resource<torch_tensor_480_20_1_1_torch.float32> : tensor<480x20x1x1xf32>
    %cst_186 = arith.constant dense_resource<torch_tensor_20_torch.float32> : tensor<20xf32>
    %cst_187 = arith.constant dense_resource<torch_tensor_20_480_1_1_torch.float32> : tensor<20x480x1x1xf32>
    %cst_188 = arith.constant dense_resource<torch_tensor_480_torch.float32_7> : tensor<480xf32>
    %cst_189 = arith.constant dense_resource<torch_tensor_480_torch.float32_6> : tensor<480xf32>
    %cst_190 = arith.constant dense_resource<torch_tensor_480_torch.float32_5> : tensor<480xf32>
    %cst_191 = arith.constant dense_resource<torch_tensor_480_torch.float32_4> : tensor<480xf32>
    %cst_192 = arith.constant dense_resource<torch_tensor_480_1_3_3_torch.float32> : tensor<480x1x3x3xf32>
    %cst_193 = arith.constant dense_resource<torch_tensor_480_torch.float32_3> : tensor<480xf32>
    %cst_194 = arith.constant dense_resource<torch_tensor_480_torch.float32_2> : tensor<480xf32>
    %cst_195 = arith.constant dense_resource<torch_tensor_480_torch.float32_1> : tensor<480xf32>
    %cst_196 = arith.constant dense_resource<torch_tensor_480_torch.float32> : tensor<480xf32>
    %cst_197 = arith.constant dense_resource<torch_tensor_480_80_1_1_torch.float32> : tensor<480x80x1x1xf32>
    %cst_198 = arith.constant dense_resource<torch_tensor_80_torch.float32_3> : tensor<80xf32>
    %cst_199 = arith.constant dense_resource<torch_tensor_80_torch.float32_2> : tensor<80xf32>
    %cst_200 = arith.constant dense_resource<torch_tensor_80_torch.float32_1> : tensor<80xf32>
    %cst_201 = arith.constant dense_resource<torch_tensor_80_torch.float32> : tensor<80xf32>
    %cst_202 = arith.constant dense_resource<torch_tensor_80_240_1_1_torch.float32> : tensor<80x240x1x1xf32>
    %cst_203 = arith.constant dense_resource<torch_tensor_240_torch.float32_17> : tensor<240xf32>
    %cst_204 = arith.constant dense_resource<torch_tensor_240_10_1_1_torch.float32_1> : tensor<240x10x1x1xf32>
    %cst_205 = arith.constant dense_resource<torch_tensor_10_torch.float32_1> : tensor<10xf32>
    %cst_206 = arith.constant dense_resource<torch_tensor_10_240_1_1_torch.float32_1> : tensor<10x240x1x1xf32>
    %cst_207 = arith.constant dense_resource<torch_tensor_240_torch.float32_16> : tensor<240xf32>
    %cst_208 = arith.constant dense_resource<torch_tensor_240_torch.float32_15> : tensor<240xf32>
    %cst_209 = arith.constant dense_resource<torch_tensor_240_torch.float32_14> : tensor<240xf32>
    %cst_210 = arith.constant dense_resource<torch_tensor_240_torch.float32_13> : tensor<240xf32>
    %cst_211 = arith.constant dense_resource<torch_tensor_240_1_3_3_torch.float32> : tensor<240x1x3x3xf32>
    %cst_212 = arith.constant dense_resource<torch_tensor_240_torch.float32_12> : tensor<240xf32>
    %cst_213 = arith.constant dense_resource<torch_tensor_240_torch.float32_11> : tensor<240xf32>
    %cst_214 = arith.constant dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>
    %cst_215 = arith.constant dense_resource<torch_tensor_240_torch.float32_9> : tensor<240xf32>
    %cst_216 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.float32_1> : tensor<240x40x1x1xf32>
    %cst_217 = arith.constant dense_resource<torch_tensor_40_torch.float32_7> : tensor<40xf32>
    %cst_218 = arith.constant dense_resource<torch_tensor_40_torch.float32_6> : tensor<40xf32>
    %cst_219 = arith.constant dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>
    %cst_220 = arith.constant dense_resource<torch_tensor_40_torch.float32_4> : tensor<40xf32>
    %cst_221 = arith.constant dense_resource<torch_tensor_40_240_1_1_torch.float32> : tensor<40x240x1x1xf32>
    %cst_222 = arith.constant dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>
    %cst_223 = arith.constant dense_resource<torch_tensor_240_10_1_1_torch.float32> : tensor<240x10x1x1xf32>
    %cst_224 = arith.constant dense_resource<torch_tensor_10_torch.float32> : tensor<10xf32>
    %cst_225 = arith.constant dense_resource<torch_tensor_10_240_1_1_torch.float32> : tensor<10x240x1x1xf32>
    %cst_226 = arith.constant dense_resource<torch_tensor_240_torch.float32_7> : tensor<240xf32>
    %cst_227 = arith.constant dense_resource<torch_tensor_240_torch.float32_6> : tensor<240xf32>
    %cst_228 = arith.constant dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>
    %cst_229 = arith.constant dense_resource<torch_tensor_240_torch.float32_4> : tensor<240xf32>
    %cst_230 = arith.constant dense_resource<torch_tensor_240_1_5_5_torch.float32> : tensor<240x1x5x5xf32>
    %cst_231 = arith.constant dense_resource<torch_tensor_240_torch.float32_3> : tensor<240xf32>
    %cst_232 = arith.constant dense_resource<torch_tensor_240_torch.float32_2> : tensor<240xf32>
    %cst_233 = arith.constant dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>
    %cst_234 = arith.constant dense_resource<torch_tensor_240_torch.float32> : tensor<240xf32>
    %cst_235 = arith.constant dense_resource<torch_tensor_240_40_1_1_torch.float32> : tensor<240x40x1x1xf32>
    %cst_236 = arith.constant dense_resource<torch_tensor_40_torch.float32_3> : tensor<40xf32>
    %cst_237 = arith.constant dense_resource<torch_tensor_40_torch.float32_2> : tensor<40xf32>
    %cst_238 = arith.constant dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>
    %cst_239 = arith.constant dense_resource<torch_tensor_40_torch.float32> : tensor<40xf32>
    %cst_240 = arith.constant dense_resource<torch_tensor_40_144_1_1_torch.float32> : tensor<40x144x1x1xf32>
    %cst_241 = arith.constant dense_resource<torch_tensor_144_torch.float32_17> : tensor<144xf32>
    %cst_242 = arith.constant dense_resource<torch_tensor_144_6_1_1_torch.float32_1> : tensor<144x6x1x1xf32>
    %cst_243 = arith.constant dense_resource<torch_tensor_6_torch.float32_1> : tensor<6xf32>
    %cst_244 = arith.constant dense_resource<torch_tensor_6_144_1_1_torch.float32_1> : tensor<6x144x1x1xf32>
    %cst_245 = arith.constant dense_resource<torch_tensor_144_torch.float32_16> : tensor<144xf32>
    %cst_246 = arith.constant dense_resource<torch_tensor_144_torch.float32_15> : tensor<144xf32>
    %cst_247 = arith.constant dense_resource<torch_tensor_144_torch.float32_14> : tensor<144xf32>
    %cst_248 = arith.constant dense_resource<torch_tensor_144_torch.float32_13> : tensor<144xf32>
    %cst_249 = arith.constant dense_resource<torch_tensor_144_1_5_5_torch.float32> : tensor<144x1x5x5xf32>
    %cst_250 = arith.constant dense_resource<torch_tensor_144_torch.float32_12> : tensor<144xf32>
    %cst_251 = arith.constant dense_resource<torch_tensor_144_torch.float32_11> : tensor<144xf32>
    %cst_252 = arith.constant dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>
    %cst_253 = arith.constant dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>
    %cst_254 = arith.constant dense_resource<torch_tensor_144_24_1_1_torch.float32_1> : tensor<144x24x1x1xf32>
    %cst_255 = arith.constant dense_resource<torch_tensor_24_torch.float32_7> : tensor<24xf32>
    %cst_256 = arith.constant dense_resource<torch_tensor_24_torch.float32_6> : tensor<24xf32>
    %cst_257 = arith.constant dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>
    %cst_258 = arith.constant dense_resource<torch_tensor_24_torch.float32_4> : tensor<24xf32>
    %cst_259 = arith.constant dense_resource<torch_tensor_24_144_1_1_torch.float32> : tensor<24x144x1x1xf32>
    %cst_260 = arith.constant dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>
    %cst_261 = arith.constant dense_resource<torch_tensor_144_6_1_1_torch.float32> : tensor<144x6x1x1xf32>
    %cst_262 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_263 = arith.constant dense_resource<torch_tensor_6_144_1_1_torch.float32> : tensor<6x144x1x1xf32>
    %cst_264 = arith.constant dense_resource<torch_tensor_144_torch.float32_7> : tensor<144xf32>
    %cst_265 = arith.constant dense_resource<torch_tensor_144_torch.float32_6> : tensor<144xf32>
    %cst_266 = arith.constant dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>
    %cst_267 = arith.constant dense_resource<torch_tensor_144_torch.float32_4> : tensor<144xf32>
    %cst_268 = arith.constant dense_resource<torch_tensor_144_1_3_3_torch.float32> : tensor<144x1x3x3xf32>
    %cst_269 = arith.constant dense_resource<torch_tensor_144_torch.float32_3> : tensor<144xf32>
    %cst_270 = arith.constant dense_resource<torch_tensor_144_torch.float32_2> : tensor<144xf32>
    %cst_271 = arith.constant dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>
    %cst_272 = arith.constant dense_resource<torch_tensor_144_torch.float32> : tensor<144xf32>
    %cst_273 = arith.constant dense_resource<torch_tensor_144_24_1_1_torch.float32> : tensor<144x24x1x1xf32>
    %cst_274 = arith.constant dense_resource<torch_tensor_24_torch.float32_3> : tensor<24xf32>
    %cst_275 = arith.constant dense_resource<torch_tensor_24_torch.float32_2> : tensor<24xf32>
    %cst_276 = arith.constant dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>
    %cst_277 = arith.constant dense_resource<torch_tensor_24_torch.float32> : tensor<24xf32>
    %cst_278 = arith.constant dense_resource<torch_tensor_24_96_1_1_torch.float32> : tensor<24x96x1x1xf32>
    %cst_279 = arith.constant dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>
    %cst_280 = arith.constant dense_resource<torch_tensor_96_4_1_1_torch.float32> : tensor<96x4x1x1xf32>
    %cst_281 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_282 = arith.constant dense_resource<torch_tensor_4_96_1_1_torch.float32> : tensor<4x96x1x1xf32>
    %cst_283 = arith.constant dense_resource<torch_tensor_96_torch.float32_7> : tensor<96xf32>
    %cst_284 = arith.constant dense_resource<torch_tensor_96_torch.float32_6> : tensor<96xf32>
    %cst_285 = arith.constant dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>
    %cst_286 = arith.constant dense_resource<torch_tensor_96_torch.float32_4> : tensor<96xf32>
    %cst_287 = arith.constant dense_resource<torch_tensor_96_1_3_3_torch.float32> : tensor<96x1x3x3xf32>
    %cst_288 = arith.constant dense_resource<torch_tensor_96_torch.float32_3> : tensor<96xf32>
    %cst_289 = arith.constant dense_resource<torch_tensor_96_torch.float32_2> : tensor<96xf32>
    %cst_290 = arith.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_291 = arith.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_292 = arith.constant dense_resource<torch_tensor_96_16_1_1_torch.float32> : tensor<96x16x1x1xf32>
    %cst_293 = arith.constant dense_resource<torch_tensor_16_torch.float32_3> : tensor<16xf32>
    %cst_294 = arith.constant dense_resource<torch_tensor_16_torch.float32_2> : tensor<16xf32>
    %cst_295 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_296 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_297 = arith.constant dense_resource<torch_tensor_16_32_1_1_torch.float32> : tensor<16x32x1x1xf32>
    %cst_298 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_299 = arith.constant dense_resource<torch_tensor_32_8_1_1_torch.float32> : tensor<32x8x1x1xf32>
    %cst_300 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_301 = arith.constant dense_resource<torch_tensor_8_32_1_1_torch.float32> : tensor<8x32x1x1xf32>
    %cst_302 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_303 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_304 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_305 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_306 = arith.constant dense_resource<torch_tensor_32_1_3_3_torch.float32> : tensor<32x1x3x3xf32>
    %cst_307 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_308 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_309 = arith.constant 1.000000e-05 : f64
    %cst_310 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_311 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_312 = arith.constant dense_resource<torch_tensor_32_3_3_3_torch.float32> : tensor<32x3x3x3xf32>
    %cst_313 = arith.constant 1.024000e+03 : f32
    %cst_314 = arith.constant 2.560000e+02 : f32
    %cst_315 = arith.constant 6.400000e+01 : f32
    %cst_316 = arith.constant 1.600000e+01 : f32
    %cst_317 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x66x66xf32>
    %0 = tensor.empty() : tensor<1x32x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_312 : tensor<1x3x66x66xf32>, tensor<32x3x3x3xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %3 = tensor.empty() : tensor<32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_310 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<32xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<32xf32>
    %expanded = tensor.expand_shape %cst_311 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_318 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_318 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_319 = tensor.expand_shape %cst_308 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_319 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_320 = tensor.expand_shape %cst_307 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_320 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x32x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %10 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %padded_321 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x32x32x32xf32> to tensor<1x32x34x34xf32>
    %collapsed = tensor.collapse_shape %cst_306 [[0, 1], [2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32>
    %12 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_321, %collapsed : tensor<1x32x34x34xf32>, tensor<32x3x3xf32>) outs(%1 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_304 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<32xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%13 : tensor<32xf32>) outs(%3 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<32xf32>
    %expanded_322 = tensor.expand_shape %cst_305 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %expanded_323 = tensor.expand_shape %14 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_322 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_323 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_324 = tensor.expand_shape %cst_303 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %expanded_324 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %expanded_325 = tensor.expand_shape %cst_302 [[0, 1, 2]] output_shape [32, 1, 1] : tensor<32xf32> into tensor<32x1x1xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_325 : tensor<1x32x32x32xf32>, tensor<32x1x1xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x32x32x32xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %19 : tensor<1x32x32x32xf32>, tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %21 = tensor.empty() : tensor<1x32x1x1xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%20 : tensor<1x32x32x32xf32>) outs(%22 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x32x1x1xf32>) outs(%21 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_313 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x1x1xf32>
    %25 = tensor.empty() : tensor<1x8x1x1xf32>
    %broadcasted = linalg.broadcast ins(%cst_300 : tensor<8xf32>) outs(%25 : tensor<1x8x1x1xf32>) dimensions = [0, 2, 3] 
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%24, %cst_301 : tensor<1x32x1x1xf32>, tensor<8x32x1x1xf32>) outs(%broadcasted : tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x8x1x1xf32>) outs(%25 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x8x1x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %27 : tensor<1x8x1x1xf32>, tensor<1x8x1x1xf32>) outs(%25 : tensor<1x8x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x8x1x1xf32>
    %broadcasted_326 = linalg.broadcast ins(%cst_298 : tensor<32xf32>) outs(%21 : tensor<1x32x1x1xf32>) dimensions = [0, 2, 3] 
    %29 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%28, %cst_299 : tensor<1x8x1x1xf32>, tensor<32x8x1x1xf32>) outs(%broadcasted_326 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<1x32x1x1xf32>) outs(%21 : tensor<1x32x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x32x1x1xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %20 : tensor<1x32x1x1xf32>, tensor<1x32x32x32xf32>) outs(%0 : tensor<1x32x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x32x32x32xf32>
    %32 = tensor.empty() : tensor<1x16x32x32xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %34 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%31, %cst_297 : tensor<1x32x32x32xf32>, tensor<16x32x1x1xf32>) outs(%33 : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %35 = tensor.empty() : tensor<16xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_295 : tensor<16xf32>) outs(%35 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%36 : tensor<16xf32>) outs(%35 : tensor<16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<16xf32>
    %expanded_327 = tensor.expand_shape %cst_296 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %expanded_328 = tensor.expand_shape %37 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %expanded_327 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%32 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x16x32x32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %expanded_328 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%32 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_329 = tensor.expand_shape %cst_294 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %expanded_329 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%32 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x16x32x32xf32>
    %expanded_330 = tensor.expand_shape %cst_293 [[0, 1, 2]] output_shape [16, 1, 1] : tensor<16xf32> into tensor<16x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_330 : tensor<1x16x32x32xf32>, tensor<16x1x1xf32>) outs(%32 : tensor<1x16x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x16x32x32xf32>
    %42 = tensor.empty() : tensor<1x96x32x32xf32>
    %43 = linalg.fill ins(%cst : f32) outs(%42 : tensor<1x96x32x32xf32>) -> tensor<1x96x32x32xf32>
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%41, %cst_292 : tensor<1x16x32x32xf32>, tensor<96x16x1x1xf32>) outs(%43 : tensor<1x96x32x32xf32>) -> tensor<1x96x32x32xf32>
    %45 = tensor.empty() : tensor<96xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_290 : tensor<96xf32>) outs(%45 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<96xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<96xf32>) outs(%45 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<96xf32>
    %expanded_331 = tensor.expand_shape %cst_291 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_332 = tensor.expand_shape %47 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %expanded_331 : tensor<1x96x32x32xf32>, tensor<96x1x1xf32>) outs(%42 : tensor<1x96x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x32x32xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_332 : tensor<1x96x32x32xf32>, tensor<96x1x1xf32>) outs(%42 : tensor<1x96x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x32x32xf32>
    %expanded_333 = tensor.expand_shape %cst_289 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_333 : tensor<1x96x32x32xf32>, tensor<96x1x1xf32>) outs(%42 : tensor<1x96x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x32x32xf32>
    %expanded_334 = tensor.expand_shape %cst_288 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_334 : tensor<1x96x32x32xf32>, tensor<96x1x1xf32>) outs(%42 : tensor<1x96x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x32x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<1x96x32x32xf32>) outs(%42 : tensor<1x96x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x96x32x32xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %52 : tensor<1x96x32x32xf32>, tensor<1x96x32x32xf32>) outs(%42 : tensor<1x96x32x32xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x32x32xf32>
    %padded_335 = tensor.pad %53 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x96x32x32xf32> to tensor<1x96x34x34xf32>
    %54 = tensor.empty() : tensor<1x96x16x16xf32>
    %55 = linalg.fill ins(%cst : f32) outs(%54 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %collapsed_336 = tensor.collapse_shape %cst_287 [[0, 1], [2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32>
    %56 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_335, %collapsed_336 : tensor<1x96x34x34xf32>, tensor<96x3x3xf32>) outs(%55 : tensor<1x96x16x16xf32>) -> tensor<1x96x16x16xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_285 : tensor<96xf32>) outs(%45 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<96xf32>
    %58 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%57 : tensor<96xf32>) outs(%45 : tensor<96xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<96xf32>
    %expanded_337 = tensor.expand_shape %cst_286 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %expanded_338 = tensor.expand_shape %58 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %expanded_337 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x16x16xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_338 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_339 = tensor.expand_shape %cst_284 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %expanded_339 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x16x16xf32>
    %expanded_340 = tensor.expand_shape %cst_283 [[0, 1, 2]] output_shape [96, 1, 1] : tensor<96xf32> into tensor<96x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %expanded_340 : tensor<1x96x16x16xf32>, tensor<96x1x1xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62 : tensor<1x96x16x16xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x96x16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %63 : tensor<1x96x16x16xf32>, tensor<1x96x16x16xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x16x16xf32>
    %65 = tensor.empty() : tensor<1x96x1x1xf32>
    %66 = linalg.fill ins(%cst : f32) outs(%65 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%64 : tensor<1x96x16x16xf32>) outs(%66 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x96x1x1xf32>) outs(%65 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_314 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x1x1xf32>
    %69 = tensor.empty() : tensor<1x4x1x1xf32>
    %broadcasted_341 = linalg.broadcast ins(%cst_281 : tensor<4xf32>) outs(%69 : tensor<1x4x1x1xf32>) dimensions = [0, 2, 3] 
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%68, %cst_282 : tensor<1x96x1x1xf32>, tensor<4x96x1x1xf32>) outs(%broadcasted_341 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<1x4x1x1xf32>) outs(%69 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x4x1x1xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %71 : tensor<1x4x1x1xf32>, tensor<1x4x1x1xf32>) outs(%69 : tensor<1x4x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x4x1x1xf32>
    %broadcasted_342 = linalg.broadcast ins(%cst_279 : tensor<96xf32>) outs(%65 : tensor<1x96x1x1xf32>) dimensions = [0, 2, 3] 
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%72, %cst_280 : tensor<1x4x1x1xf32>, tensor<96x4x1x1xf32>) outs(%broadcasted_342 : tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<1x96x1x1xf32>) outs(%65 : tensor<1x96x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x96x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %64 : tensor<1x96x1x1xf32>, tensor<1x96x16x16xf32>) outs(%54 : tensor<1x96x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x96x16x16xf32>
    %76 = tensor.empty() : tensor<1x24x16x16xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %78 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%75, %cst_278 : tensor<1x96x16x16xf32>, tensor<24x96x1x1xf32>) outs(%77 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %79 = tensor.empty() : tensor<24xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_276 : tensor<24xf32>) outs(%79 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<24xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<24xf32>) outs(%79 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<24xf32>
    %expanded_343 = tensor.expand_shape %cst_277 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_344 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%78, %expanded_343 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_344 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_345 = tensor.expand_shape %cst_275 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_345 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_346 = tensor.expand_shape %cst_274 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_346 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %86 = tensor.empty() : tensor<1x144x16x16xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<1x144x16x16xf32>) -> tensor<1x144x16x16xf32>
    %88 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%85, %cst_273 : tensor<1x24x16x16xf32>, tensor<144x24x1x1xf32>) outs(%87 : tensor<1x144x16x16xf32>) -> tensor<1x144x16x16xf32>
    %89 = tensor.empty() : tensor<144xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_271 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<144xf32>
    %91 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%90 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<144xf32>
    %expanded_347 = tensor.expand_shape %cst_272 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_348 = tensor.expand_shape %91 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %expanded_347 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_348 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %expanded_349 = tensor.expand_shape %cst_270 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93, %expanded_349 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %expanded_350 = tensor.expand_shape %cst_269 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %95 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_350 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %96 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95 : tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x144x16x16xf32>
    %97 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %96 : tensor<1x144x16x16xf32>, tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %padded_351 = tensor.pad %97 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x144x16x16xf32> to tensor<1x144x18x18xf32>
    %collapsed_352 = tensor.collapse_shape %cst_268 [[0, 1], [2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32>
    %98 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_351, %collapsed_352 : tensor<1x144x18x18xf32>, tensor<144x3x3xf32>) outs(%87 : tensor<1x144x16x16xf32>) -> tensor<1x144x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_266 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<144xf32>
    %100 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%99 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<144xf32>
    %expanded_353 = tensor.expand_shape %cst_267 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_354 = tensor.expand_shape %100 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_353 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %expanded_354 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %expanded_355 = tensor.expand_shape %cst_265 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102, %expanded_355 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %expanded_356 = tensor.expand_shape %cst_264 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %104 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%103, %expanded_356 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x144x16x16xf32>
    %106 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %105 : tensor<1x144x16x16xf32>, tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %107 = tensor.empty() : tensor<1x144x1x1xf32>
    %108 = linalg.fill ins(%cst : f32) outs(%107 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%106 : tensor<1x144x16x16xf32>) outs(%108 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109 : tensor<1x144x1x1xf32>) outs(%107 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_314 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x1x1xf32>
    %111 = tensor.empty() : tensor<1x6x1x1xf32>
    %broadcasted_357 = linalg.broadcast ins(%cst_262 : tensor<6xf32>) outs(%111 : tensor<1x6x1x1xf32>) dimensions = [0, 2, 3] 
    %112 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%110, %cst_263 : tensor<1x144x1x1xf32>, tensor<6x144x1x1xf32>) outs(%broadcasted_357 : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112 : tensor<1x6x1x1xf32>) outs(%111 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x6x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %113 : tensor<1x6x1x1xf32>, tensor<1x6x1x1xf32>) outs(%111 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x6x1x1xf32>
    %broadcasted_358 = linalg.broadcast ins(%cst_260 : tensor<144xf32>) outs(%107 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %115 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%114, %cst_261 : tensor<1x6x1x1xf32>, tensor<144x6x1x1xf32>) outs(%broadcasted_358 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %116 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%115 : tensor<1x144x1x1xf32>) outs(%107 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x144x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %106 : tensor<1x144x1x1xf32>, tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %118 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%117, %cst_259 : tensor<1x144x16x16xf32>, tensor<24x144x1x1xf32>) outs(%77 : tensor<1x24x16x16xf32>) -> tensor<1x24x16x16xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_257 : tensor<24xf32>) outs(%79 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<24xf32>
    %120 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%119 : tensor<24xf32>) outs(%79 : tensor<24xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<24xf32>
    %expanded_359 = tensor.expand_shape %cst_258 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %expanded_360 = tensor.expand_shape %120 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_359 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_360 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_361 = tensor.expand_shape %cst_256 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_361 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %expanded_362 = tensor.expand_shape %cst_255 [[0, 1, 2]] output_shape [24, 1, 1] : tensor<24xf32> into tensor<24x1x1xf32>
    %124 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %expanded_362 : tensor<1x24x16x16xf32>, tensor<24x1x1xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %125 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %85 : tensor<1x24x16x16xf32>, tensor<1x24x16x16xf32>) outs(%76 : tensor<1x24x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x24x16x16xf32>
    %126 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%125, %cst_254 : tensor<1x24x16x16xf32>, tensor<144x24x1x1xf32>) outs(%87 : tensor<1x144x16x16xf32>) -> tensor<1x144x16x16xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_252 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<144xf32>
    %128 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%127 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<144xf32>
    %expanded_363 = tensor.expand_shape %cst_253 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_364 = tensor.expand_shape %128 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%126, %expanded_363 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_364 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %expanded_365 = tensor.expand_shape %cst_251 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_365 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %expanded_366 = tensor.expand_shape %cst_250 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %expanded_366 : tensor<1x144x16x16xf32>, tensor<144x1x1xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x144x16x16xf32>
    %134 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %133 : tensor<1x144x16x16xf32>, tensor<1x144x16x16xf32>) outs(%86 : tensor<1x144x16x16xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x16x16xf32>
    %padded_367 = tensor.pad %134 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x144x16x16xf32> to tensor<1x144x20x20xf32>
    %135 = tensor.empty() : tensor<1x144x8x8xf32>
    %136 = linalg.fill ins(%cst : f32) outs(%135 : tensor<1x144x8x8xf32>) -> tensor<1x144x8x8xf32>
    %collapsed_368 = tensor.collapse_shape %cst_249 [[0, 1], [2], [3]] : tensor<144x1x5x5xf32> into tensor<144x5x5xf32>
    %137 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_367, %collapsed_368 : tensor<1x144x20x20xf32>, tensor<144x5x5xf32>) outs(%136 : tensor<1x144x8x8xf32>) -> tensor<1x144x8x8xf32>
    %138 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_247 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<144xf32>
    %139 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%138 : tensor<144xf32>) outs(%89 : tensor<144xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<144xf32>
    %expanded_369 = tensor.expand_shape %cst_248 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %expanded_370 = tensor.expand_shape %139 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_369 : tensor<1x144x8x8xf32>, tensor<144x1x1xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x8x8xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_370 : tensor<1x144x8x8xf32>, tensor<144x1x1xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x8x8xf32>
    %expanded_371 = tensor.expand_shape %cst_246 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141, %expanded_371 : tensor<1x144x8x8xf32>, tensor<144x1x1xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x8x8xf32>
    %expanded_372 = tensor.expand_shape %cst_245 [[0, 1, 2]] output_shape [144, 1, 1] : tensor<144xf32> into tensor<144x1x1xf32>
    %143 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_372 : tensor<1x144x8x8xf32>, tensor<144x1x1xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x8x8xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143 : tensor<1x144x8x8xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x144x8x8xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %144 : tensor<1x144x8x8xf32>, tensor<1x144x8x8xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%145 : tensor<1x144x8x8xf32>) outs(%108 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146 : tensor<1x144x1x1xf32>) outs(%107 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_315 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x1x1xf32>
    %broadcasted_373 = linalg.broadcast ins(%cst_243 : tensor<6xf32>) outs(%111 : tensor<1x6x1x1xf32>) dimensions = [0, 2, 3] 
    %148 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%147, %cst_244 : tensor<1x144x1x1xf32>, tensor<6x144x1x1xf32>) outs(%broadcasted_373 : tensor<1x6x1x1xf32>) -> tensor<1x6x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x6x1x1xf32>) outs(%111 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x6x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %149 : tensor<1x6x1x1xf32>, tensor<1x6x1x1xf32>) outs(%111 : tensor<1x6x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x6x1x1xf32>
    %broadcasted_374 = linalg.broadcast ins(%cst_241 : tensor<144xf32>) outs(%107 : tensor<1x144x1x1xf32>) dimensions = [0, 2, 3] 
    %151 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%150, %cst_242 : tensor<1x6x1x1xf32>, tensor<144x6x1x1xf32>) outs(%broadcasted_374 : tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x144x1x1xf32>) outs(%107 : tensor<1x144x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x144x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%152, %145 : tensor<1x144x1x1xf32>, tensor<1x144x8x8xf32>) outs(%135 : tensor<1x144x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x144x8x8xf32>
    %154 = tensor.empty() : tensor<1x40x8x8xf32>
    %155 = linalg.fill ins(%cst : f32) outs(%154 : tensor<1x40x8x8xf32>) -> tensor<1x40x8x8xf32>
    %156 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%153, %cst_240 : tensor<1x144x8x8xf32>, tensor<40x144x1x1xf32>) outs(%155 : tensor<1x40x8x8xf32>) -> tensor<1x40x8x8xf32>
    %157 = tensor.empty() : tensor<40xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_238 : tensor<40xf32>) outs(%157 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<40xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<40xf32>) outs(%157 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<40xf32>
    %expanded_375 = tensor.expand_shape %cst_239 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_376 = tensor.expand_shape %159 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156, %expanded_375 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_376 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %expanded_377 = tensor.expand_shape %cst_237 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_377 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %expanded_378 = tensor.expand_shape %cst_236 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_378 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %164 = tensor.empty() : tensor<1x240x8x8xf32>
    %165 = linalg.fill ins(%cst : f32) outs(%164 : tensor<1x240x8x8xf32>) -> tensor<1x240x8x8xf32>
    %166 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%163, %cst_235 : tensor<1x40x8x8xf32>, tensor<240x40x1x1xf32>) outs(%165 : tensor<1x240x8x8xf32>) -> tensor<1x240x8x8xf32>
    %167 = tensor.empty() : tensor<240xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_233 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<240xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%168 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<240xf32>
    %expanded_379 = tensor.expand_shape %cst_234 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_380 = tensor.expand_shape %169 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%166, %expanded_379 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_380 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %expanded_381 = tensor.expand_shape %cst_232 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_381 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %expanded_382 = tensor.expand_shape %cst_231 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_382 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x240x8x8xf32>
    %175 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %174 : tensor<1x240x8x8xf32>, tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %padded_383 = tensor.pad %175 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x8x8xf32> to tensor<1x240x12x12xf32>
    %collapsed_384 = tensor.collapse_shape %cst_230 [[0, 1], [2], [3]] : tensor<240x1x5x5xf32> into tensor<240x5x5xf32>
    %176 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_383, %collapsed_384 : tensor<1x240x12x12xf32>, tensor<240x5x5xf32>) outs(%165 : tensor<1x240x8x8xf32>) -> tensor<1x240x8x8xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_228 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<240xf32>
    %178 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%177 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<240xf32>
    %expanded_385 = tensor.expand_shape %cst_229 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_386 = tensor.expand_shape %178 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%176, %expanded_385 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_386 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %expanded_387 = tensor.expand_shape %cst_227 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_387 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %expanded_388 = tensor.expand_shape %cst_226 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181, %expanded_388 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %183 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182 : tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x240x8x8xf32>
    %184 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%182, %183 : tensor<1x240x8x8xf32>, tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %185 = tensor.empty() : tensor<1x240x1x1xf32>
    %186 = linalg.fill ins(%cst : f32) outs(%185 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%184 : tensor<1x240x8x8xf32>) outs(%186 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187 : tensor<1x240x1x1xf32>) outs(%185 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_315 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x1x1xf32>
    %189 = tensor.empty() : tensor<1x10x1x1xf32>
    %broadcasted_389 = linalg.broadcast ins(%cst_224 : tensor<10xf32>) outs(%189 : tensor<1x10x1x1xf32>) dimensions = [0, 2, 3] 
    %190 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%188, %cst_225 : tensor<1x240x1x1xf32>, tensor<10x240x1x1xf32>) outs(%broadcasted_389 : tensor<1x10x1x1xf32>) -> tensor<1x10x1x1xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x10x1x1xf32>) outs(%189 : tensor<1x10x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x10x1x1xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190, %191 : tensor<1x10x1x1xf32>, tensor<1x10x1x1xf32>) outs(%189 : tensor<1x10x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x10x1x1xf32>
    %broadcasted_390 = linalg.broadcast ins(%cst_222 : tensor<240xf32>) outs(%185 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %193 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%192, %cst_223 : tensor<1x10x1x1xf32>, tensor<240x10x1x1xf32>) outs(%broadcasted_390 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %194 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%193 : tensor<1x240x1x1xf32>) outs(%185 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x240x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%194, %184 : tensor<1x240x1x1xf32>, tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %196 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%195, %cst_221 : tensor<1x240x8x8xf32>, tensor<40x240x1x1xf32>) outs(%155 : tensor<1x40x8x8xf32>) -> tensor<1x40x8x8xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_219 : tensor<40xf32>) outs(%157 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<40xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%197 : tensor<40xf32>) outs(%157 : tensor<40xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<40xf32>
    %expanded_391 = tensor.expand_shape %cst_220 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %expanded_392 = tensor.expand_shape %198 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_391 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %expanded_392 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %expanded_393 = tensor.expand_shape %cst_218 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200, %expanded_393 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %expanded_394 = tensor.expand_shape %cst_217 [[0, 1, 2]] output_shape [40, 1, 1] : tensor<40xf32> into tensor<40x1x1xf32>
    %202 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%201, %expanded_394 : tensor<1x40x8x8xf32>, tensor<40x1x1xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%202, %163 : tensor<1x40x8x8xf32>, tensor<1x40x8x8xf32>) outs(%154 : tensor<1x40x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x40x8x8xf32>
    %204 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%203, %cst_216 : tensor<1x40x8x8xf32>, tensor<240x40x1x1xf32>) outs(%165 : tensor<1x240x8x8xf32>) -> tensor<1x240x8x8xf32>
    %205 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_214 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<240xf32>
    %206 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%205 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<240xf32>
    %expanded_395 = tensor.expand_shape %cst_215 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_396 = tensor.expand_shape %206 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_395 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %208 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%207, %expanded_396 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %expanded_397 = tensor.expand_shape %cst_213 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %209 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_397 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %expanded_398 = tensor.expand_shape %cst_212 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %210 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%209, %expanded_398 : tensor<1x240x8x8xf32>, tensor<240x1x1xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210 : tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x240x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%210, %211 : tensor<1x240x8x8xf32>, tensor<1x240x8x8xf32>) outs(%164 : tensor<1x240x8x8xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x8x8xf32>
    %padded_399 = tensor.pad %212 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x240x8x8xf32> to tensor<1x240x10x10xf32>
    %213 = tensor.empty() : tensor<1x240x4x4xf32>
    %214 = linalg.fill ins(%cst : f32) outs(%213 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %collapsed_400 = tensor.collapse_shape %cst_211 [[0, 1], [2], [3]] : tensor<240x1x3x3xf32> into tensor<240x3x3xf32>
    %215 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_399, %collapsed_400 : tensor<1x240x10x10xf32>, tensor<240x3x3xf32>) outs(%214 : tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %216 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_209 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<240xf32>
    %217 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%216 : tensor<240xf32>) outs(%167 : tensor<240xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<240xf32>
    %expanded_401 = tensor.expand_shape %cst_210 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %expanded_402 = tensor.expand_shape %217 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %218 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215, %expanded_401 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x4x4xf32>
    %219 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%218, %expanded_402 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_403 = tensor.expand_shape %cst_208 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%219, %expanded_403 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x4x4xf32>
    %expanded_404 = tensor.expand_shape %cst_207 [[0, 1, 2]] output_shape [240, 1, 1] : tensor<240xf32> into tensor<240x1x1xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_404 : tensor<1x240x4x4xf32>, tensor<240x1x1xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x4x4xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221 : tensor<1x240x4x4xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x240x4x4xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %222 : tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x4x4xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%223 : tensor<1x240x4x4xf32>) outs(%186 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x1x1xf32>
    %225 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%224 : tensor<1x240x1x1xf32>) outs(%185 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_316 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x1x1xf32>
    %broadcasted_405 = linalg.broadcast ins(%cst_205 : tensor<10xf32>) outs(%189 : tensor<1x10x1x1xf32>) dimensions = [0, 2, 3] 
    %226 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%225, %cst_206 : tensor<1x240x1x1xf32>, tensor<10x240x1x1xf32>) outs(%broadcasted_405 : tensor<1x10x1x1xf32>) -> tensor<1x10x1x1xf32>
    %227 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226 : tensor<1x10x1x1xf32>) outs(%189 : tensor<1x10x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x10x1x1xf32>
    %228 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%226, %227 : tensor<1x10x1x1xf32>, tensor<1x10x1x1xf32>) outs(%189 : tensor<1x10x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x10x1x1xf32>
    %broadcasted_406 = linalg.broadcast ins(%cst_203 : tensor<240xf32>) outs(%185 : tensor<1x240x1x1xf32>) dimensions = [0, 2, 3] 
    %229 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%228, %cst_204 : tensor<1x10x1x1xf32>, tensor<240x10x1x1xf32>) outs(%broadcasted_406 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%229 : tensor<1x240x1x1xf32>) outs(%185 : tensor<1x240x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x240x1x1xf32>
    %231 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %223 : tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>) outs(%213 : tensor<1x240x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x240x4x4xf32>
    %232 = tensor.empty() : tensor<1x80x4x4xf32>
    %233 = linalg.fill ins(%cst : f32) outs(%232 : tensor<1x80x4x4xf32>) -> tensor<1x80x4x4xf32>
    %234 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%231, %cst_202 : tensor<1x240x4x4xf32>, tensor<80x240x1x1xf32>) outs(%233 : tensor<1x80x4x4xf32>) -> tensor<1x80x4x4xf32>
    %235 = tensor.empty() : tensor<80xf32>
    %236 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_200 : tensor<80xf32>) outs(%235 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<80xf32>
    %237 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%236 : tensor<80xf32>) outs(%235 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<80xf32>
    %expanded_407 = tensor.expand_shape %cst_201 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %expanded_408 = tensor.expand_shape %237 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %238 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%234, %expanded_407 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %239 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%238, %expanded_408 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %expanded_409 = tensor.expand_shape %cst_199 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %240 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%239, %expanded_409 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %expanded_410 = tensor.expand_shape %cst_198 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%240, %expanded_410 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %242 = tensor.empty() : tensor<1x480x4x4xf32>
    %243 = linalg.fill ins(%cst : f32) outs(%242 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %244 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%241, %cst_197 : tensor<1x80x4x4xf32>, tensor<480x80x1x1xf32>) outs(%243 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %245 = tensor.empty() : tensor<480xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_195 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<480xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%246 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<480xf32>
    %expanded_411 = tensor.expand_shape %cst_196 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_412 = tensor.expand_shape %247 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %expanded_411 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_412 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_413 = tensor.expand_shape %cst_194 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_413 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_414 = tensor.expand_shape %cst_193 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_414 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x4x4xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251, %252 : tensor<1x480x4x4xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %padded_415 = tensor.pad %253 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x480x4x4xf32> to tensor<1x480x6x6xf32>
    %collapsed_416 = tensor.collapse_shape %cst_192 [[0, 1], [2], [3]] : tensor<480x1x3x3xf32> into tensor<480x3x3xf32>
    %254 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_415, %collapsed_416 : tensor<1x480x6x6xf32>, tensor<480x3x3xf32>) outs(%243 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %255 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_190 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<480xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%255 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<480xf32>
    %expanded_417 = tensor.expand_shape %cst_191 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_418 = tensor.expand_shape %256 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %257 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%254, %expanded_417 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%257, %expanded_418 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_419 = tensor.expand_shape %cst_189 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_419 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_420 = tensor.expand_shape %cst_188 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_420 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260 : tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x4x4xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %261 : tensor<1x480x4x4xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %263 = tensor.empty() : tensor<1x480x1x1xf32>
    %264 = linalg.fill ins(%cst : f32) outs(%263 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32>
    %265 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%262 : tensor<1x480x4x4xf32>) outs(%264 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%265 : tensor<1x480x1x1xf32>) outs(%263 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_316 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x1x1xf32>
    %267 = tensor.empty() : tensor<1x20x1x1xf32>
    %broadcasted_421 = linalg.broadcast ins(%cst_186 : tensor<20xf32>) outs(%267 : tensor<1x20x1x1xf32>) dimensions = [0, 2, 3] 
    %268 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%266, %cst_187 : tensor<1x480x1x1xf32>, tensor<20x480x1x1xf32>) outs(%broadcasted_421 : tensor<1x20x1x1xf32>) -> tensor<1x20x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268 : tensor<1x20x1x1xf32>) outs(%267 : tensor<1x20x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x20x1x1xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %269 : tensor<1x20x1x1xf32>, tensor<1x20x1x1xf32>) outs(%267 : tensor<1x20x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x20x1x1xf32>
    %broadcasted_422 = linalg.broadcast ins(%cst_184 : tensor<480xf32>) outs(%263 : tensor<1x480x1x1xf32>) dimensions = [0, 2, 3] 
    %271 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%270, %cst_185 : tensor<1x20x1x1xf32>, tensor<480x20x1x1xf32>) outs(%broadcasted_422 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32>
    %272 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271 : tensor<1x480x1x1xf32>) outs(%263 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x1x1xf32>
    %273 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%272, %262 : tensor<1x480x1x1xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %274 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%273, %cst_183 : tensor<1x480x4x4xf32>, tensor<80x480x1x1xf32>) outs(%233 : tensor<1x80x4x4xf32>) -> tensor<1x80x4x4xf32>
    %275 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_181 : tensor<80xf32>) outs(%235 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<80xf32>
    %276 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%275 : tensor<80xf32>) outs(%235 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<80xf32>
    %expanded_423 = tensor.expand_shape %cst_182 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %expanded_424 = tensor.expand_shape %276 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_423 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %expanded_424 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %expanded_425 = tensor.expand_shape %cst_180 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278, %expanded_425 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %expanded_426 = tensor.expand_shape %cst_179 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %280 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%279, %expanded_426 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %281 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %241 : tensor<1x80x4x4xf32>, tensor<1x80x4x4xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %282 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%281, %cst_178 : tensor<1x80x4x4xf32>, tensor<480x80x1x1xf32>) outs(%243 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %283 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_176 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<480xf32>
    %284 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%283 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<480xf32>
    %expanded_427 = tensor.expand_shape %cst_177 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_428 = tensor.expand_shape %284 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%282, %expanded_427 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_428 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_429 = tensor.expand_shape %cst_175 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286, %expanded_429 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_430 = tensor.expand_shape %cst_174 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %288 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%287, %expanded_430 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %289 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288 : tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x4x4xf32>
    %290 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%288, %289 : tensor<1x480x4x4xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %padded_431 = tensor.pad %290 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x480x4x4xf32> to tensor<1x480x6x6xf32>
    %collapsed_432 = tensor.collapse_shape %cst_173 [[0, 1], [2], [3]] : tensor<480x1x3x3xf32> into tensor<480x3x3xf32>
    %291 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_431, %collapsed_432 : tensor<1x480x6x6xf32>, tensor<480x3x3xf32>) outs(%243 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %292 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_171 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<480xf32>
    %293 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%292 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<480xf32>
    %expanded_433 = tensor.expand_shape %cst_172 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_434 = tensor.expand_shape %293 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_433 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294, %expanded_434 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_435 = tensor.expand_shape %cst_170 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %296 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%295, %expanded_435 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_436 = tensor.expand_shape %cst_169 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %297 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %expanded_436 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %298 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297 : tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x4x4xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%297, %298 : tensor<1x480x4x4xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%299 : tensor<1x480x4x4xf32>) outs(%264 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300 : tensor<1x480x1x1xf32>) outs(%263 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_316 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x1x1xf32>
    %broadcasted_437 = linalg.broadcast ins(%cst_167 : tensor<20xf32>) outs(%267 : tensor<1x20x1x1xf32>) dimensions = [0, 2, 3] 
    %302 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%301, %cst_168 : tensor<1x480x1x1xf32>, tensor<20x480x1x1xf32>) outs(%broadcasted_437 : tensor<1x20x1x1xf32>) -> tensor<1x20x1x1xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302 : tensor<1x20x1x1xf32>) outs(%267 : tensor<1x20x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x20x1x1xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %303 : tensor<1x20x1x1xf32>, tensor<1x20x1x1xf32>) outs(%267 : tensor<1x20x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x20x1x1xf32>
    %broadcasted_438 = linalg.broadcast ins(%cst_165 : tensor<480xf32>) outs(%263 : tensor<1x480x1x1xf32>) dimensions = [0, 2, 3] 
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %cst_166 : tensor<1x20x1x1xf32>, tensor<480x20x1x1xf32>) outs(%broadcasted_438 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32>
    %306 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305 : tensor<1x480x1x1xf32>) outs(%263 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x1x1xf32>
    %307 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%306, %299 : tensor<1x480x1x1xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %308 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%307, %cst_164 : tensor<1x480x4x4xf32>, tensor<80x480x1x1xf32>) outs(%233 : tensor<1x80x4x4xf32>) -> tensor<1x80x4x4xf32>
    %309 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_162 : tensor<80xf32>) outs(%235 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<80xf32>
    %310 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%309 : tensor<80xf32>) outs(%235 : tensor<80xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<80xf32>
    %expanded_439 = tensor.expand_shape %cst_163 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %expanded_440 = tensor.expand_shape %310 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_439 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311, %expanded_440 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %expanded_441 = tensor.expand_shape %cst_161 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %313 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%312, %expanded_441 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %expanded_442 = tensor.expand_shape %cst_160 [[0, 1, 2]] output_shape [80, 1, 1] : tensor<80xf32> into tensor<80x1x1xf32>
    %314 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%313, %expanded_442 : tensor<1x80x4x4xf32>, tensor<80x1x1xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %315 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%314, %281 : tensor<1x80x4x4xf32>, tensor<1x80x4x4xf32>) outs(%232 : tensor<1x80x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x80x4x4xf32>
    %316 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%315, %cst_159 : tensor<1x80x4x4xf32>, tensor<480x80x1x1xf32>) outs(%243 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %317 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_157 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<480xf32>
    %318 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%317 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<480xf32>
    %expanded_443 = tensor.expand_shape %cst_158 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_444 = tensor.expand_shape %318 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_443 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319, %expanded_444 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_445 = tensor.expand_shape %cst_156 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %321 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%320, %expanded_445 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_446 = tensor.expand_shape %cst_155 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %322 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %expanded_446 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %323 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322 : tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x4x4xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%322, %323 : tensor<1x480x4x4xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %padded_447 = tensor.pad %324 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x480x4x4xf32> to tensor<1x480x8x8xf32>
    %collapsed_448 = tensor.collapse_shape %cst_154 [[0, 1], [2], [3]] : tensor<480x1x5x5xf32> into tensor<480x5x5xf32>
    %325 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_447, %collapsed_448 : tensor<1x480x8x8xf32>, tensor<480x5x5xf32>) outs(%243 : tensor<1x480x4x4xf32>) -> tensor<1x480x4x4xf32>
    %326 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_152 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<480xf32>
    %327 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%326 : tensor<480xf32>) outs(%245 : tensor<480xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<480xf32>
    %expanded_449 = tensor.expand_shape %cst_153 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %expanded_450 = tensor.expand_shape %327 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_449 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328, %expanded_450 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_451 = tensor.expand_shape %cst_151 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %330 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%329, %expanded_451 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %expanded_452 = tensor.expand_shape %cst_150 [[0, 1, 2]] output_shape [480, 1, 1] : tensor<480xf32> into tensor<480x1x1xf32>
    %331 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_452 : tensor<1x480x4x4xf32>, tensor<480x1x1xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %332 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331 : tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x4x4xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%331, %332 : tensor<1x480x4x4xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%333 : tensor<1x480x4x4xf32>) outs(%264 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334 : tensor<1x480x1x1xf32>) outs(%263 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_316 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x1x1xf32>
    %broadcasted_453 = linalg.broadcast ins(%cst_148 : tensor<20xf32>) outs(%267 : tensor<1x20x1x1xf32>) dimensions = [0, 2, 3] 
    %336 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%335, %cst_149 : tensor<1x480x1x1xf32>, tensor<20x480x1x1xf32>) outs(%broadcasted_453 : tensor<1x20x1x1xf32>) -> tensor<1x20x1x1xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x20x1x1xf32>) outs(%267 : tensor<1x20x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x20x1x1xf32>
    %338 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336, %337 : tensor<1x20x1x1xf32>, tensor<1x20x1x1xf32>) outs(%267 : tensor<1x20x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x20x1x1xf32>
    %broadcasted_454 = linalg.broadcast ins(%cst_146 : tensor<480xf32>) outs(%263 : tensor<1x480x1x1xf32>) dimensions = [0, 2, 3] 
    %339 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%338, %cst_147 : tensor<1x20x1x1xf32>, tensor<480x20x1x1xf32>) outs(%broadcasted_454 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32>
    %340 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%339 : tensor<1x480x1x1xf32>) outs(%263 : tensor<1x480x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x480x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%340, %333 : tensor<1x480x1x1xf32>, tensor<1x480x4x4xf32>) outs(%242 : tensor<1x480x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x480x4x4xf32>
    %342 = tensor.empty() : tensor<1x112x4x4xf32>
    %343 = linalg.fill ins(%cst : f32) outs(%342 : tensor<1x112x4x4xf32>) -> tensor<1x112x4x4xf32>
    %344 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%341, %cst_145 : tensor<1x480x4x4xf32>, tensor<112x480x1x1xf32>) outs(%343 : tensor<1x112x4x4xf32>) -> tensor<1x112x4x4xf32>
    %345 = tensor.empty() : tensor<112xf32>
    %346 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_143 : tensor<112xf32>) outs(%345 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<112xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%346 : tensor<112xf32>) outs(%345 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<112xf32>
    %expanded_455 = tensor.expand_shape %cst_144 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %expanded_456 = tensor.expand_shape %347 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %348 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344, %expanded_455 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%348, %expanded_456 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %expanded_457 = tensor.expand_shape %cst_142 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_457 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %expanded_458 = tensor.expand_shape %cst_141 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_458 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %352 = tensor.empty() : tensor<1x672x4x4xf32>
    %353 = linalg.fill ins(%cst : f32) outs(%352 : tensor<1x672x4x4xf32>) -> tensor<1x672x4x4xf32>
    %354 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%351, %cst_140 : tensor<1x112x4x4xf32>, tensor<672x112x1x1xf32>) outs(%353 : tensor<1x672x4x4xf32>) -> tensor<1x672x4x4xf32>
    %355 = tensor.empty() : tensor<672xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_138 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<672xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%356 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<672xf32>
    %expanded_459 = tensor.expand_shape %cst_139 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_460 = tensor.expand_shape %357 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%354, %expanded_459 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_460 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_461 = tensor.expand_shape %cst_137 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_461 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_462 = tensor.expand_shape %cst_136 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_462 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x4x4xf32>
    %363 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361, %362 : tensor<1x672x4x4xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %padded_463 = tensor.pad %363 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x672x4x4xf32> to tensor<1x672x8x8xf32>
    %collapsed_464 = tensor.collapse_shape %cst_135 [[0, 1], [2], [3]] : tensor<672x1x5x5xf32> into tensor<672x5x5xf32>
    %364 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_463, %collapsed_464 : tensor<1x672x8x8xf32>, tensor<672x5x5xf32>) outs(%353 : tensor<1x672x4x4xf32>) -> tensor<1x672x4x4xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_133 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<672xf32>
    %366 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%365 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<672xf32>
    %expanded_465 = tensor.expand_shape %cst_134 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_466 = tensor.expand_shape %366 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%364, %expanded_465 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_466 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_467 = tensor.expand_shape %cst_132 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_467 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_468 = tensor.expand_shape %cst_131 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369, %expanded_468 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %371 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370 : tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x4x4xf32>
    %372 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%370, %371 : tensor<1x672x4x4xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %373 = tensor.empty() : tensor<1x672x1x1xf32>
    %374 = linalg.fill ins(%cst : f32) outs(%373 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%372 : tensor<1x672x4x4xf32>) outs(%374 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375 : tensor<1x672x1x1xf32>) outs(%373 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_316 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x1x1xf32>
    %377 = tensor.empty() : tensor<1x28x1x1xf32>
    %broadcasted_469 = linalg.broadcast ins(%cst_129 : tensor<28xf32>) outs(%377 : tensor<1x28x1x1xf32>) dimensions = [0, 2, 3] 
    %378 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%376, %cst_130 : tensor<1x672x1x1xf32>, tensor<28x672x1x1xf32>) outs(%broadcasted_469 : tensor<1x28x1x1xf32>) -> tensor<1x28x1x1xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378 : tensor<1x28x1x1xf32>) outs(%377 : tensor<1x28x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x28x1x1xf32>
    %380 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378, %379 : tensor<1x28x1x1xf32>, tensor<1x28x1x1xf32>) outs(%377 : tensor<1x28x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x28x1x1xf32>
    %broadcasted_470 = linalg.broadcast ins(%cst_127 : tensor<672xf32>) outs(%373 : tensor<1x672x1x1xf32>) dimensions = [0, 2, 3] 
    %381 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%380, %cst_128 : tensor<1x28x1x1xf32>, tensor<672x28x1x1xf32>) outs(%broadcasted_470 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32>
    %382 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%381 : tensor<1x672x1x1xf32>) outs(%373 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%382, %372 : tensor<1x672x1x1xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %384 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%383, %cst_126 : tensor<1x672x4x4xf32>, tensor<112x672x1x1xf32>) outs(%343 : tensor<1x112x4x4xf32>) -> tensor<1x112x4x4xf32>
    %385 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_124 : tensor<112xf32>) outs(%345 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<112xf32>
    %386 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%385 : tensor<112xf32>) outs(%345 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<112xf32>
    %expanded_471 = tensor.expand_shape %cst_125 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %expanded_472 = tensor.expand_shape %386 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_471 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %388 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%387, %expanded_472 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %expanded_473 = tensor.expand_shape %cst_123 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %389 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%388, %expanded_473 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %expanded_474 = tensor.expand_shape %cst_122 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %390 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%389, %expanded_474 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %391 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%390, %351 : tensor<1x112x4x4xf32>, tensor<1x112x4x4xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %392 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%391, %cst_121 : tensor<1x112x4x4xf32>, tensor<672x112x1x1xf32>) outs(%353 : tensor<1x672x4x4xf32>) -> tensor<1x672x4x4xf32>
    %393 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_119 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<672xf32>
    %394 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%393 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<672xf32>
    %expanded_475 = tensor.expand_shape %cst_120 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_476 = tensor.expand_shape %394 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%392, %expanded_475 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_476 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_477 = tensor.expand_shape %cst_118 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396, %expanded_477 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_478 = tensor.expand_shape %cst_117 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %398 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%397, %expanded_478 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %399 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398 : tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x4x4xf32>
    %400 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%398, %399 : tensor<1x672x4x4xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %padded_479 = tensor.pad %400 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x672x4x4xf32> to tensor<1x672x8x8xf32>
    %collapsed_480 = tensor.collapse_shape %cst_116 [[0, 1], [2], [3]] : tensor<672x1x5x5xf32> into tensor<672x5x5xf32>
    %401 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_479, %collapsed_480 : tensor<1x672x8x8xf32>, tensor<672x5x5xf32>) outs(%353 : tensor<1x672x4x4xf32>) -> tensor<1x672x4x4xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_114 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<672xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%402 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<672xf32>
    %expanded_481 = tensor.expand_shape %cst_115 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_482 = tensor.expand_shape %403 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%401, %expanded_481 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_482 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_483 = tensor.expand_shape %cst_113 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %expanded_483 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_484 = tensor.expand_shape %cst_112 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_484 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %408 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407 : tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x4x4xf32>
    %409 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %408 : tensor<1x672x4x4xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %410 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%409 : tensor<1x672x4x4xf32>) outs(%374 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%410 : tensor<1x672x1x1xf32>) outs(%373 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_316 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x1x1xf32>
    %broadcasted_485 = linalg.broadcast ins(%cst_110 : tensor<28xf32>) outs(%377 : tensor<1x28x1x1xf32>) dimensions = [0, 2, 3] 
    %412 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%411, %cst_111 : tensor<1x672x1x1xf32>, tensor<28x672x1x1xf32>) outs(%broadcasted_485 : tensor<1x28x1x1xf32>) -> tensor<1x28x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412 : tensor<1x28x1x1xf32>) outs(%377 : tensor<1x28x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x28x1x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %413 : tensor<1x28x1x1xf32>, tensor<1x28x1x1xf32>) outs(%377 : tensor<1x28x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x28x1x1xf32>
    %broadcasted_486 = linalg.broadcast ins(%cst_108 : tensor<672xf32>) outs(%373 : tensor<1x672x1x1xf32>) dimensions = [0, 2, 3] 
    %415 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%414, %cst_109 : tensor<1x28x1x1xf32>, tensor<672x28x1x1xf32>) outs(%broadcasted_486 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415 : tensor<1x672x1x1xf32>) outs(%373 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x1x1xf32>
    %417 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%416, %409 : tensor<1x672x1x1xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %418 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%417, %cst_107 : tensor<1x672x4x4xf32>, tensor<112x672x1x1xf32>) outs(%343 : tensor<1x112x4x4xf32>) -> tensor<1x112x4x4xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_105 : tensor<112xf32>) outs(%345 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<112xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%419 : tensor<112xf32>) outs(%345 : tensor<112xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<112xf32>
    %expanded_487 = tensor.expand_shape %cst_106 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %expanded_488 = tensor.expand_shape %420 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %expanded_487 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_488 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %expanded_489 = tensor.expand_shape %cst_104 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_489 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %expanded_490 = tensor.expand_shape %cst_103 [[0, 1, 2]] output_shape [112, 1, 1] : tensor<112xf32> into tensor<112x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_490 : tensor<1x112x4x4xf32>, tensor<112x1x1xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424, %391 : tensor<1x112x4x4xf32>, tensor<1x112x4x4xf32>) outs(%342 : tensor<1x112x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x112x4x4xf32>
    %426 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%425, %cst_102 : tensor<1x112x4x4xf32>, tensor<672x112x1x1xf32>) outs(%353 : tensor<1x672x4x4xf32>) -> tensor<1x672x4x4xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_100 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<672xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%427 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<672xf32>
    %expanded_491 = tensor.expand_shape %cst_101 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_492 = tensor.expand_shape %428 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%426, %expanded_491 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %expanded_492 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_493 = tensor.expand_shape %cst_99 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_493 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %expanded_494 = tensor.expand_shape %cst_98 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_494 : tensor<1x672x4x4xf32>, tensor<672x1x1xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432 : tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x4x4xf32>
    %434 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432, %433 : tensor<1x672x4x4xf32>, tensor<1x672x4x4xf32>) outs(%352 : tensor<1x672x4x4xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x4x4xf32>
    %padded_495 = tensor.pad %434 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x672x4x4xf32> to tensor<1x672x8x8xf32>
    %435 = tensor.empty() : tensor<1x672x2x2xf32>
    %436 = linalg.fill ins(%cst : f32) outs(%435 : tensor<1x672x2x2xf32>) -> tensor<1x672x2x2xf32>
    %collapsed_496 = tensor.collapse_shape %cst_97 [[0, 1], [2], [3]] : tensor<672x1x5x5xf32> into tensor<672x5x5xf32>
    %437 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_495, %collapsed_496 : tensor<1x672x8x8xf32>, tensor<672x5x5xf32>) outs(%436 : tensor<1x672x2x2xf32>) -> tensor<1x672x2x2xf32>
    %438 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_95 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<672xf32>
    %439 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%438 : tensor<672xf32>) outs(%355 : tensor<672xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<672xf32>
    %expanded_497 = tensor.expand_shape %cst_96 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %expanded_498 = tensor.expand_shape %439 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_497 : tensor<1x672x2x2xf32>, tensor<672x1x1xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x2x2xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %expanded_498 : tensor<1x672x2x2xf32>, tensor<672x1x1xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x2x2xf32>
    %expanded_499 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441, %expanded_499 : tensor<1x672x2x2xf32>, tensor<672x1x1xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x2x2xf32>
    %expanded_500 = tensor.expand_shape %cst_93 [[0, 1, 2]] output_shape [672, 1, 1] : tensor<672xf32> into tensor<672x1x1xf32>
    %443 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%442, %expanded_500 : tensor<1x672x2x2xf32>, tensor<672x1x1xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x2x2xf32>
    %444 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443 : tensor<1x672x2x2xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x2x2xf32>
    %445 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %444 : tensor<1x672x2x2xf32>, tensor<1x672x2x2xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x2x2xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%445 : tensor<1x672x2x2xf32>) outs(%374 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x1x1xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446 : tensor<1x672x1x1xf32>) outs(%373 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_317 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x1x1xf32>
    %broadcasted_501 = linalg.broadcast ins(%cst_91 : tensor<28xf32>) outs(%377 : tensor<1x28x1x1xf32>) dimensions = [0, 2, 3] 
    %448 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%447, %cst_92 : tensor<1x672x1x1xf32>, tensor<28x672x1x1xf32>) outs(%broadcasted_501 : tensor<1x28x1x1xf32>) -> tensor<1x28x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448 : tensor<1x28x1x1xf32>) outs(%377 : tensor<1x28x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x28x1x1xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %449 : tensor<1x28x1x1xf32>, tensor<1x28x1x1xf32>) outs(%377 : tensor<1x28x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x28x1x1xf32>
    %broadcasted_502 = linalg.broadcast ins(%cst_89 : tensor<672xf32>) outs(%373 : tensor<1x672x1x1xf32>) dimensions = [0, 2, 3] 
    %451 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%450, %cst_90 : tensor<1x28x1x1xf32>, tensor<672x28x1x1xf32>) outs(%broadcasted_502 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32>
    %452 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%451 : tensor<1x672x1x1xf32>) outs(%373 : tensor<1x672x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x672x1x1xf32>
    %453 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%452, %445 : tensor<1x672x1x1xf32>, tensor<1x672x2x2xf32>) outs(%435 : tensor<1x672x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x672x2x2xf32>
    %454 = tensor.empty() : tensor<1x192x2x2xf32>
    %455 = linalg.fill ins(%cst : f32) outs(%454 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %456 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%453, %cst_88 : tensor<1x672x2x2xf32>, tensor<192x672x1x1xf32>) outs(%455 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %457 = tensor.empty() : tensor<192xf32>
    %458 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_86 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<192xf32>
    %459 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%458 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<192xf32>
    %expanded_503 = tensor.expand_shape %cst_87 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_504 = tensor.expand_shape %459 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %460 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_503 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %461 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%460, %expanded_504 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_505 = tensor.expand_shape %cst_85 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%461, %expanded_505 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_506 = tensor.expand_shape %cst_84 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_506 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %464 = tensor.empty() : tensor<1x1152x2x2xf32>
    %465 = linalg.fill ins(%cst : f32) outs(%464 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %466 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%463, %cst_83 : tensor<1x192x2x2xf32>, tensor<1152x192x1x1xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %467 = tensor.empty() : tensor<1152xf32>
    %468 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_81 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %469 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%468 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_507 = tensor.expand_shape %cst_82 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_508 = tensor.expand_shape %469 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466, %expanded_507 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470, %expanded_508 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_509 = tensor.expand_shape %cst_80 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %472 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%471, %expanded_509 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_510 = tensor.expand_shape %cst_79 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %473 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%472, %expanded_510 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %474 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %475 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%473, %474 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %padded_511 = tensor.pad %475 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1152x2x2xf32> to tensor<1x1152x6x6xf32>
    %collapsed_512 = tensor.collapse_shape %cst_78 [[0, 1], [2], [3]] : tensor<1152x1x5x5xf32> into tensor<1152x5x5xf32>
    %476 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_511, %collapsed_512 : tensor<1x1152x6x6xf32>, tensor<1152x5x5xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %477 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_76 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %478 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%477 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_513 = tensor.expand_shape %cst_77 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_514 = tensor.expand_shape %478 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %479 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%476, %expanded_513 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %480 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%479, %expanded_514 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_515 = tensor.expand_shape %cst_75 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %481 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%480, %expanded_515 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_516 = tensor.expand_shape %cst_74 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %482 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%481, %expanded_516 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %483 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %484 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%482, %483 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %485 = tensor.empty() : tensor<1x1152x1x1xf32>
    %486 = linalg.fill ins(%cst : f32) outs(%485 : tensor<1x1152x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %487 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%484 : tensor<1x1152x2x2xf32>) outs(%486 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %488 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%487 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_317 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %489 = tensor.empty() : tensor<1x48x1x1xf32>
    %broadcasted_517 = linalg.broadcast ins(%cst_72 : tensor<48xf32>) outs(%489 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %490 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%488, %cst_73 : tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) outs(%broadcasted_517 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %491 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490 : tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x48x1x1xf32>
    %492 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%490, %491 : tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x48x1x1xf32>
    %broadcasted_518 = linalg.broadcast ins(%cst_70 : tensor<1152xf32>) outs(%485 : tensor<1x1152x1x1xf32>) dimensions = [0, 2, 3] 
    %493 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%492, %cst_71 : tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) outs(%broadcasted_518 : tensor<1x1152x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %494 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%493 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x1x1xf32>
    %495 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%494, %484 : tensor<1x1152x1x1xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %496 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%495, %cst_69 : tensor<1x1152x2x2xf32>, tensor<192x1152x1x1xf32>) outs(%455 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %497 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_67 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<192xf32>
    %498 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%497 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<192xf32>
    %expanded_519 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_520 = tensor.expand_shape %498 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %499 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%496, %expanded_519 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %500 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%499, %expanded_520 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_521 = tensor.expand_shape %cst_66 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %501 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%500, %expanded_521 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_522 = tensor.expand_shape %cst_65 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %502 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%501, %expanded_522 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %503 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%502, %463 : tensor<1x192x2x2xf32>, tensor<1x192x2x2xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %504 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%503, %cst_64 : tensor<1x192x2x2xf32>, tensor<1152x192x1x1xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %505 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_62 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %506 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%505 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_523 = tensor.expand_shape %cst_63 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_524 = tensor.expand_shape %506 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %507 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%504, %expanded_523 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %508 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%507, %expanded_524 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_525 = tensor.expand_shape %cst_61 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %509 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%508, %expanded_525 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_526 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %510 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%509, %expanded_526 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %511 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %512 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%510, %511 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %padded_527 = tensor.pad %512 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1152x2x2xf32> to tensor<1x1152x6x6xf32>
    %collapsed_528 = tensor.collapse_shape %cst_59 [[0, 1], [2], [3]] : tensor<1152x1x5x5xf32> into tensor<1152x5x5xf32>
    %513 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_527, %collapsed_528 : tensor<1x1152x6x6xf32>, tensor<1152x5x5xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %514 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_57 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %515 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%514 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_529 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_530 = tensor.expand_shape %515 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %516 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%513, %expanded_529 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %517 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%516, %expanded_530 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_531 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %518 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%517, %expanded_531 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_532 = tensor.expand_shape %cst_55 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %519 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%518, %expanded_532 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %520 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %521 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%519, %520 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %522 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%521 : tensor<1x1152x2x2xf32>) outs(%486 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %523 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%522 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_317 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %broadcasted_533 = linalg.broadcast ins(%cst_53 : tensor<48xf32>) outs(%489 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %524 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%523, %cst_54 : tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) outs(%broadcasted_533 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %525 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524 : tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x48x1x1xf32>
    %526 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%524, %525 : tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x48x1x1xf32>
    %broadcasted_534 = linalg.broadcast ins(%cst_51 : tensor<1152xf32>) outs(%485 : tensor<1x1152x1x1xf32>) dimensions = [0, 2, 3] 
    %527 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%526, %cst_52 : tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) outs(%broadcasted_534 : tensor<1x1152x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %528 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%527 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x1x1xf32>
    %529 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%528, %521 : tensor<1x1152x1x1xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %530 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%529, %cst_50 : tensor<1x1152x2x2xf32>, tensor<192x1152x1x1xf32>) outs(%455 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %531 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_48 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<192xf32>
    %532 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%531 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<192xf32>
    %expanded_535 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_536 = tensor.expand_shape %532 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %533 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%530, %expanded_535 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %534 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%533, %expanded_536 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_537 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %535 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%534, %expanded_537 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_538 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %536 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%535, %expanded_538 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %537 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%536, %503 : tensor<1x192x2x2xf32>, tensor<1x192x2x2xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %538 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%537, %cst_45 : tensor<1x192x2x2xf32>, tensor<1152x192x1x1xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %539 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_43 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %540 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%539 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_539 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_540 = tensor.expand_shape %540 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %541 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%538, %expanded_539 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %542 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%541, %expanded_540 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_541 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %543 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%542, %expanded_541 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_542 = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %544 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%543, %expanded_542 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %545 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %546 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%544, %545 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %padded_543 = tensor.pad %546 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1152x2x2xf32> to tensor<1x1152x6x6xf32>
    %collapsed_544 = tensor.collapse_shape %cst_40 [[0, 1], [2], [3]] : tensor<1152x1x5x5xf32> into tensor<1152x5x5xf32>
    %547 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_543, %collapsed_544 : tensor<1x1152x6x6xf32>, tensor<1152x5x5xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %548 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_38 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %549 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%548 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_545 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_546 = tensor.expand_shape %549 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %550 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%547, %expanded_545 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %551 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%550, %expanded_546 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_547 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %552 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%551, %expanded_547 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_548 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %553 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%552, %expanded_548 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %554 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %555 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%553, %554 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %556 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%555 : tensor<1x1152x2x2xf32>) outs(%486 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %557 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%556 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_317 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %broadcasted_549 = linalg.broadcast ins(%cst_34 : tensor<48xf32>) outs(%489 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %558 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%557, %cst_35 : tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) outs(%broadcasted_549 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %559 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558 : tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x48x1x1xf32>
    %560 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%558, %559 : tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x48x1x1xf32>
    %broadcasted_550 = linalg.broadcast ins(%cst_32 : tensor<1152xf32>) outs(%485 : tensor<1x1152x1x1xf32>) dimensions = [0, 2, 3] 
    %561 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%560, %cst_33 : tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) outs(%broadcasted_550 : tensor<1x1152x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %562 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%561 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x1x1xf32>
    %563 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%562, %555 : tensor<1x1152x1x1xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %564 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%563, %cst_31 : tensor<1x1152x2x2xf32>, tensor<192x1152x1x1xf32>) outs(%455 : tensor<1x192x2x2xf32>) -> tensor<1x192x2x2xf32>
    %565 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_29 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<192xf32>
    %566 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%565 : tensor<192xf32>) outs(%457 : tensor<192xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<192xf32>
    %expanded_551 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %expanded_552 = tensor.expand_shape %566 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %567 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%564, %expanded_551 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %568 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%567, %expanded_552 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_553 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %569 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%568, %expanded_553 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %expanded_554 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [192, 1, 1] : tensor<192xf32> into tensor<192x1x1xf32>
    %570 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%569, %expanded_554 : tensor<1x192x2x2xf32>, tensor<192x1x1xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %571 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%570, %537 : tensor<1x192x2x2xf32>, tensor<1x192x2x2xf32>) outs(%454 : tensor<1x192x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x192x2x2xf32>
    %572 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%571, %cst_26 : tensor<1x192x2x2xf32>, tensor<1152x192x1x1xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %573 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_24 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %574 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%573 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_555 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_556 = tensor.expand_shape %574 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %575 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%572, %expanded_555 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %576 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%575, %expanded_556 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_557 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %577 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%576, %expanded_557 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_558 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %578 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%577, %expanded_558 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %579 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %580 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%578, %579 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %padded_559 = tensor.pad %580 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1152x2x2xf32> to tensor<1x1152x4x4xf32>
    %collapsed_560 = tensor.collapse_shape %cst_21 [[0, 1], [2], [3]] : tensor<1152x1x3x3xf32> into tensor<1152x3x3xf32>
    %581 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_559, %collapsed_560 : tensor<1x1152x4x4xf32>, tensor<1152x3x3xf32>) outs(%465 : tensor<1x1152x2x2xf32>) -> tensor<1x1152x2x2xf32>
    %582 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_19 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1152xf32>
    %583 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%582 : tensor<1152xf32>) outs(%467 : tensor<1152xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1152xf32>
    %expanded_561 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %expanded_562 = tensor.expand_shape %583 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %584 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%581, %expanded_561 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %585 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%584, %expanded_562 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_563 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %586 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%585, %expanded_563 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %expanded_564 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [1152, 1, 1] : tensor<1152xf32> into tensor<1152x1x1xf32>
    %587 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%586, %expanded_564 : tensor<1x1152x2x2xf32>, tensor<1152x1x1xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %588 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587 : tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x2x2xf32>
    %589 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%587, %588 : tensor<1x1152x2x2xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %590 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%589 : tensor<1x1152x2x2xf32>) outs(%486 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %591 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%590 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_317 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x1x1xf32>
    %broadcasted_565 = linalg.broadcast ins(%cst_15 : tensor<48xf32>) outs(%489 : tensor<1x48x1x1xf32>) dimensions = [0, 2, 3] 
    %592 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%591, %cst_16 : tensor<1x1152x1x1xf32>, tensor<48x1152x1x1xf32>) outs(%broadcasted_565 : tensor<1x48x1x1xf32>) -> tensor<1x48x1x1xf32>
    %593 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592 : tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x48x1x1xf32>
    %594 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%592, %593 : tensor<1x48x1x1xf32>, tensor<1x48x1x1xf32>) outs(%489 : tensor<1x48x1x1xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x48x1x1xf32>
    %broadcasted_566 = linalg.broadcast ins(%cst_13 : tensor<1152xf32>) outs(%485 : tensor<1x1152x1x1xf32>) dimensions = [0, 2, 3] 
    %595 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%594, %cst_14 : tensor<1x48x1x1xf32>, tensor<1152x48x1x1xf32>) outs(%broadcasted_566 : tensor<1x1152x1x1xf32>) -> tensor<1x1152x1x1xf32>
    %596 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%595 : tensor<1x1152x1x1xf32>) outs(%485 : tensor<1x1152x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1152x1x1xf32>
    %597 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%596, %589 : tensor<1x1152x1x1xf32>, tensor<1x1152x2x2xf32>) outs(%464 : tensor<1x1152x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1152x2x2xf32>
    %598 = tensor.empty() : tensor<1x320x2x2xf32>
    %599 = linalg.fill ins(%cst : f32) outs(%598 : tensor<1x320x2x2xf32>) -> tensor<1x320x2x2xf32>
    %600 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%597, %cst_12 : tensor<1x1152x2x2xf32>, tensor<320x1152x1x1xf32>) outs(%599 : tensor<1x320x2x2xf32>) -> tensor<1x320x2x2xf32>
    %601 = tensor.empty() : tensor<320xf32>
    %602 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<320xf32>) outs(%601 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<320xf32>
    %603 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%602 : tensor<320xf32>) outs(%601 : tensor<320xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<320xf32>
    %expanded_567 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %expanded_568 = tensor.expand_shape %603 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %604 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%600, %expanded_567 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%598 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x320x2x2xf32>
    %605 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%604, %expanded_568 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%598 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x320x2x2xf32>
    %expanded_569 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %606 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%605, %expanded_569 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%598 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x320x2x2xf32>
    %expanded_570 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [320, 1, 1] : tensor<320xf32> into tensor<320x1x1xf32>
    %607 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%606, %expanded_570 : tensor<1x320x2x2xf32>, tensor<320x1x1xf32>) outs(%598 : tensor<1x320x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x320x2x2xf32>
    %608 = tensor.empty() : tensor<1x1280x2x2xf32>
    %609 = linalg.fill ins(%cst : f32) outs(%608 : tensor<1x1280x2x2xf32>) -> tensor<1x1280x2x2xf32>
    %610 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%607, %cst_7 : tensor<1x320x2x2xf32>, tensor<1280x320x1x1xf32>) outs(%609 : tensor<1x1280x2x2xf32>) -> tensor<1x1280x2x2xf32>
    %611 = tensor.empty() : tensor<1280xf32>
    %612 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<1280xf32>) outs(%611 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.truncf %cst_309 : f64 to f32
      %631 = arith.addf %in, %630 : f32
      linalg.yield %631 : f32
    } -> tensor<1280xf32>
    %613 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%612 : tensor<1280xf32>) outs(%611 : tensor<1280xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = math.rsqrt %in : f32
      linalg.yield %630 : f32
    } -> tensor<1280xf32>
    %expanded_571 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %expanded_572 = tensor.expand_shape %613 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %614 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%610, %expanded_571 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%608 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.subf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x2x2xf32>
    %615 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%614, %expanded_572 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%608 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x2x2xf32>
    %expanded_573 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %616 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%615, %expanded_573 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%608 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x2x2xf32>
    %expanded_574 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [1280, 1, 1] : tensor<1280xf32> into tensor<1280x1x1xf32>
    %617 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%616, %expanded_574 : tensor<1x1280x2x2xf32>, tensor<1280x1x1xf32>) outs(%608 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x2x2xf32>
    %618 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617 : tensor<1x1280x2x2xf32>) outs(%608 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.negf %in : f32
      %631 = math.exp %630 : f32
      %632 = arith.addf %631, %cst_0 : f32
      %633 = arith.divf %cst_0, %632 : f32
      linalg.yield %633 : f32
    } -> tensor<1x1280x2x2xf32>
    %619 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%617, %618 : tensor<1x1280x2x2xf32>, tensor<1x1280x2x2xf32>) outs(%608 : tensor<1x1280x2x2xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.mulf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x2x2xf32>
    %620 = tensor.empty() : tensor<1x1280x1x1xf32>
    %621 = linalg.fill ins(%cst : f32) outs(%620 : tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %622 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%619 : tensor<1x1280x2x2xf32>) outs(%621 : tensor<1x1280x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.addf %in, %out : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x1x1xf32>
    %623 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%622 : tensor<1x1280x1x1xf32>) outs(%620 : tensor<1x1280x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %630 = arith.divf %in, %cst_317 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1280x1x1xf32>
    %collapsed_575 = tensor.collapse_shape %623 [[0], [1, 2, 3]] : tensor<1x1280x1x1xf32> into tensor<1x1280xf32>
    %624 = tensor.empty() : tensor<1280x1000xf32>
    %transposed = linalg.transpose ins(%cst_2 : tensor<1000x1280xf32>) outs(%624 : tensor<1280x1000xf32>) permutation = [1, 0] 
    %625 = tensor.empty() : tensor<1x1000xf32>
    %626 = linalg.fill ins(%cst : f32) outs(%625 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %627 = linalg.matmul ins(%collapsed_575, %transposed : tensor<1x1280xf32>, tensor<1280x1000xf32>) outs(%626 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %628 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<1000xf32>) outs(%625 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1000xf32>
    %629 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%627, %628 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%625 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_576: f32, %out: f32):
      %630 = arith.addf %in, %in_576 : f32
      linalg.yield %630 : f32
    } -> tensor<1x1000xf32>
    return %629 : tensor<1x1000xf32>
  }
}

// 311 dense_resource blobs (21322256 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

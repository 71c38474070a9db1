// ResNeXt-50 32x4d (grouped convolutions), exported by bench/real/export_torch.py --networks resnext50_32x4d --batch 1 --image-size 64 --weights constants
// torch 2.15.0+cu132, torchvision 0.29.2+cu132, torch-mlir 20261001: torch_mlir.fx.export_and_import(output_type=linalg-on-tensors)
// real-networks: func=resnext50_32x4d data-args=1
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @resnext50_32x4d(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1000_2048_torch.float32> : tensor<1000x2048xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_2048_torch.float32_15> : tensor<2048xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_2048_torch.float32_14> : tensor<2048xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_2048_torch.float32_13> : tensor<2048xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_2048_torch.float32_12> : tensor<2048xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_2048_1024_1_1_torch.float32_3> : tensor<2048x1024x1x1xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_1024_torch.float32_51> : tensor<1024xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_1024_torch.float32_50> : tensor<1024xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_1024_torch.float32_49> : tensor<1024xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_1024_torch.float32_48> : tensor<1024xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_1024_32_3_3_torch.float32_2> : tensor<1024x32x3x3xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_1024_torch.float32_47> : tensor<1024xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_1024_torch.float32_46> : tensor<1024xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_1024_torch.float32_45> : tensor<1024xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_1024_torch.float32_44> : tensor<1024xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_1024_2048_1_1_torch.float32_1> : tensor<1024x2048x1x1xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_2048_torch.float32_11> : tensor<2048xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_2048_torch.float32_10> : tensor<2048xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_2048_torch.float32_9> : tensor<2048xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_2048_torch.float32_8> : tensor<2048xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_2048_1024_1_1_torch.float32_2> : tensor<2048x1024x1x1xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_1024_torch.float32_43> : tensor<1024xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_1024_torch.float32_42> : tensor<1024xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_1024_torch.float32_41> : tensor<1024xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_1024_torch.float32_40> : tensor<1024xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_1024_32_3_3_torch.float32_1> : tensor<1024x32x3x3xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_1024_torch.float32_39> : tensor<1024xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_1024_torch.float32_38> : tensor<1024xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_1024_torch.float32_37> : tensor<1024xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_1024_torch.float32_36> : tensor<1024xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_1024_2048_1_1_torch.float32> : tensor<1024x2048x1x1xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_2048_torch.float32_7> : tensor<2048xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_2048_torch.float32_6> : tensor<2048xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_2048_torch.float32_5> : tensor<2048xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_2048_torch.float32_4> : tensor<2048xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_2048_1024_1_1_torch.float32_1> : tensor<2048x1024x1x1xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_2048_torch.float32_3> : tensor<2048xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_2048_torch.float32_2> : tensor<2048xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_2048_torch.float32_1> : tensor<2048xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_2048_torch.float32> : tensor<2048xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_2048_1024_1_1_torch.float32> : tensor<2048x1024x1x1xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_1024_torch.float32_35> : tensor<1024xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_1024_torch.float32_34> : tensor<1024xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_1024_torch.float32_33> : tensor<1024xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_1024_torch.float32_32> : tensor<1024xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_1024_32_3_3_torch.float32> : tensor<1024x32x3x3xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_1024_torch.float32_31> : tensor<1024xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_1024_torch.float32_30> : tensor<1024xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_1024_torch.float32_29> : tensor<1024xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_1024_torch.float32_28> : tensor<1024xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_1024_1024_1_1_torch.float32> : tensor<1024x1024x1x1xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_1024_torch.float32_27> : tensor<1024xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_1024_torch.float32_26> : tensor<1024xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_1024_torch.float32_25> : tensor<1024xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_1024_torch.float32_24> : tensor<1024xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32_6> : tensor<1024x512x1x1xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_512_torch.float32_67> : tensor<512xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_512_torch.float32_66> : tensor<512xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_512_torch.float32_65> : tensor<512xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_512_torch.float32_64> : tensor<512xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_512_16_3_3_torch.float32_5> : tensor<512x16x3x3xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_512_torch.float32_63> : tensor<512xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_512_torch.float32_62> : tensor<512xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_512_torch.float32_61> : tensor<512xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_512_torch.float32_60> : tensor<512xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_512_1024_1_1_torch.float32_4> : tensor<512x1024x1x1xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_1024_torch.float32_23> : tensor<1024xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_1024_torch.float32_22> : tensor<1024xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_1024_torch.float32_21> : tensor<1024xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_1024_torch.float32_20> : tensor<1024xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32_5> : tensor<1024x512x1x1xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_512_torch.float32_59> : tensor<512xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_512_torch.float32_58> : tensor<512xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_512_torch.float32_57> : tensor<512xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_512_torch.float32_56> : tensor<512xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_512_16_3_3_torch.float32_4> : tensor<512x16x3x3xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_512_torch.float32_55> : tensor<512xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_512_torch.float32_54> : tensor<512xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_512_torch.float32_53> : tensor<512xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_512_torch.float32_52> : tensor<512xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_512_1024_1_1_torch.float32_3> : tensor<512x1024x1x1xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_1024_torch.float32_19> : tensor<1024xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_1024_torch.float32_18> : tensor<1024xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_1024_torch.float32_17> : tensor<1024xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_1024_torch.float32_16> : tensor<1024xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32_4> : tensor<1024x512x1x1xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_512_torch.float32_51> : tensor<512xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_512_torch.float32_50> : tensor<512xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_512_torch.float32_49> : tensor<512xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_512_torch.float32_48> : tensor<512xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_512_16_3_3_torch.float32_3> : tensor<512x16x3x3xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_512_torch.float32_47> : tensor<512xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_512_torch.float32_46> : tensor<512xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_512_torch.float32_45> : tensor<512xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_512_torch.float32_44> : tensor<512xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_512_1024_1_1_torch.float32_2> : tensor<512x1024x1x1xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_1024_torch.float32_15> : tensor<1024xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_1024_torch.float32_14> : tensor<1024xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_1024_torch.float32_13> : tensor<1024xf32>
    %cst_101 = arith.constant dense_resource<torch_tensor_1024_torch.float32_12> : tensor<1024xf32>
    %cst_102 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32_3> : tensor<1024x512x1x1xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_512_torch.float32_43> : tensor<512xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_512_torch.float32_42> : tensor<512xf32>
    %cst_105 = arith.constant dense_resource<torch_tensor_512_torch.float32_41> : tensor<512xf32>
    %cst_106 = arith.constant dense_resource<torch_tensor_512_torch.float32_40> : tensor<512xf32>
    %cst_107 = arith.constant dense_resource<torch_tensor_512_16_3_3_torch.float32_2> : tensor<512x16x3x3xf32>
    %cst_108 = arith.constant dense_resource<torch_tensor_512_torch.float32_39> : tensor<512xf32>
    %cst_109 = arith.constant dense_resource<torch_tensor_512_torch.float32_38> : tensor<512xf32>
    %cst_110 = arith.constant dense_resource<torch_tensor_512_torch.float32_37> : tensor<512xf32>
    %cst_111 = arith.constant dense_resource<torch_tensor_512_torch.float32_36> : tensor<512xf32>
    %cst_112 = arith.constant dense_resource<torch_tensor_512_1024_1_1_torch.float32_1> : tensor<512x1024x1x1xf32>
    %cst_113 = arith.constant dense_resource<torch_tensor_1024_torch.float32_11> : tensor<1024xf32>
    %cst_114 = arith.constant dense_resource<torch_tensor_1024_torch.float32_10> : tensor<1024xf32>
    %cst_115 = arith.constant dense_resource<torch_tensor_1024_torch.float32_9> : tensor<1024xf32>
    %cst_116 = arith.constant dense_resource<torch_tensor_1024_torch.float32_8> : tensor<1024xf32>
    %cst_117 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32_2> : tensor<1024x512x1x1xf32>
    %cst_118 = arith.constant dense_resource<torch_tensor_512_torch.float32_35> : tensor<512xf32>
    %cst_119 = arith.constant dense_resource<torch_tensor_512_torch.float32_34> : tensor<512xf32>
    %cst_120 = arith.constant dense_resource<torch_tensor_512_torch.float32_33> : tensor<512xf32>
    %cst_121 = arith.constant dense_resource<torch_tensor_512_torch.float32_32> : tensor<512xf32>
    %cst_122 = arith.constant dense_resource<torch_tensor_512_16_3_3_torch.float32_1> : tensor<512x16x3x3xf32>
    %cst_123 = arith.constant dense_resource<torch_tensor_512_torch.float32_31> : tensor<512xf32>
    %cst_124 = arith.constant dense_resource<torch_tensor_512_torch.float32_30> : tensor<512xf32>
    %cst_125 = arith.constant dense_resource<torch_tensor_512_torch.float32_29> : tensor<512xf32>
    %cst_126 = arith.constant dense_resource<torch_tensor_512_torch.float32_28> : tensor<512xf32>
    %cst_127 = arith.constant dense_resource<torch_tensor_512_1024_1_1_torch.float32> : tensor<512x1024x1x1xf32>
    %cst_128 = arith.constant dense_resource<torch_tensor_1024_torch.float32_7> : tensor<1024xf32>
    %cst_129 = arith.constant dense_resource<torch_tensor_1024_torch.float32_6> : tensor<1024xf32>
    %cst_130 = arith.constant dense_resource<torch_tensor_1024_torch.float32_5> : tensor<1024xf32>
    %cst_131 = arith.constant dense_resource<torch_tensor_1024_torch.float32_4> : tensor<1024xf32>
    %cst_132 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32_1> : tensor<1024x512x1x1xf32>
    %cst_133 = arith.constant dense_resource<torch_tensor_1024_torch.float32_3> : tensor<1024xf32>
    %cst_134 = arith.constant dense_resource<torch_tensor_1024_torch.float32_2> : tensor<1024xf32>
    %cst_135 = arith.constant dense_resource<torch_tensor_1024_torch.float32_1> : tensor<1024xf32>
    %cst_136 = arith.constant dense_resource<torch_tensor_1024_torch.float32> : tensor<1024xf32>
    %cst_137 = arith.constant dense_resource<torch_tensor_1024_512_1_1_torch.float32> : tensor<1024x512x1x1xf32>
    %cst_138 = arith.constant dense_resource<torch_tensor_512_torch.float32_27> : tensor<512xf32>
    %cst_139 = arith.constant dense_resource<torch_tensor_512_torch.float32_26> : tensor<512xf32>
    %cst_140 = arith.constant dense_resource<torch_tensor_512_torch.float32_25> : tensor<512xf32>
    %cst_141 = arith.constant dense_resource<torch_tensor_512_torch.float32_24> : tensor<512xf32>
    %cst_142 = arith.constant dense_resource<torch_tensor_512_16_3_3_torch.float32> : tensor<512x16x3x3xf32>
    %cst_143 = arith.constant dense_resource<torch_tensor_512_torch.float32_23> : tensor<512xf32>
    %cst_144 = arith.constant dense_resource<torch_tensor_512_torch.float32_22> : tensor<512xf32>
    %cst_145 = arith.constant dense_resource<torch_tensor_512_torch.float32_21> : tensor<512xf32>
    %cst_146 = arith.constant dense_resource<torch_tensor_512_torch.float32_20> : tensor<512xf32>
    %cst_147 = arith.constant dense_resource<torch_tensor_512_512_1_1_torch.float32> : tensor<512x512x1x1xf32>
    %cst_148 = arith.constant dense_resource<torch_tensor_512_torch.float32_19> : tensor<512xf32>
    %cst_149 = arith.constant dense_resource<torch_tensor_512_torch.float32_18> : tensor<512xf32>
    %cst_150 = arith.constant dense_resource<torch_tensor_512_torch.float32_17> : tensor<512xf32>
    %cst_151 = arith.constant dense_resource<torch_tensor_512_torch.float32_16> : tensor<512xf32>
    %cst_152 = arith.constant dense_resource<torch_tensor_512_256_1_1_torch.float32_4> : tensor<512x256x1x1xf32>
    %cst_153 = arith.constant dense_resource<torch_tensor_256_torch.float32_47> : tensor<256xf32>
    %cst_154 = arith.constant dense_resource<torch_tensor_256_torch.float32_46> : tensor<256xf32>
    %cst_155 = arith.constant dense_resource<torch_tensor_256_torch.float32_45> : tensor<256xf32>
    %cst_156 = arith.constant dense_resource<torch_tensor_256_torch.float32_44> : tensor<256xf32>
    %cst_157 = arith.constant dense_resource<torch_tensor_256_8_3_3_torch.float32_3> : tensor<256x8x3x3xf32>
    %cst_158 = arith.constant dense_resource<torch_tensor_256_torch.float32_43> : tensor<256xf32>
    %cst_159 = arith.constant dense_resource<torch_tensor_256_torch.float32_42> : tensor<256xf32>
    %cst_160 = arith.constant dense_resource<torch_tensor_256_torch.float32_41> : tensor<256xf32>
    %cst_161 = arith.constant dense_resource<torch_tensor_256_torch.float32_40> : tensor<256xf32>
    %cst_162 = arith.constant dense_resource<torch_tensor_256_512_1_1_torch.float32_2> : tensor<256x512x1x1xf32>
    %cst_163 = arith.constant dense_resource<torch_tensor_512_torch.float32_15> : tensor<512xf32>
    %cst_164 = arith.constant dense_resource<torch_tensor_512_torch.float32_14> : tensor<512xf32>
    %cst_165 = arith.constant dense_resource<torch_tensor_512_torch.float32_13> : tensor<512xf32>
    %cst_166 = arith.constant dense_resource<torch_tensor_512_torch.float32_12> : tensor<512xf32>
    %cst_167 = arith.constant dense_resource<torch_tensor_512_256_1_1_torch.float32_3> : tensor<512x256x1x1xf32>
    %cst_168 = arith.constant dense_resource<torch_tensor_256_torch.float32_39> : tensor<256xf32>
    %cst_169 = arith.constant dense_resource<torch_tensor_256_torch.float32_38> : tensor<256xf32>
    %cst_170 = arith.constant dense_resource<torch_tensor_256_torch.float32_37> : tensor<256xf32>
    %cst_171 = arith.constant dense_resource<torch_tensor_256_torch.float32_36> : tensor<256xf32>
    %cst_172 = arith.constant dense_resource<torch_tensor_256_8_3_3_torch.float32_2> : tensor<256x8x3x3xf32>
    %cst_173 = arith.constant dense_resource<torch_tensor_256_torch.float32_35> : tensor<256xf32>
    %cst_174 = arith.constant dense_resource<torch_tensor_256_torch.float32_34> : tensor<256xf32>
    %cst_175 = arith.constant dense_resource<torch_tensor_256_torch.float32_33> : tensor<256xf32>
    %cst_176 = arith.constant dense_resource<torch_tensor_256_torch.float32_32> : tensor<256xf32>
    %cst_177 = arith.constant dense_resource<torch_tensor_256_512_1_1_torch.float32_1> : tensor<256x512x1x1xf32>
    %cst_178 = arith.constant dense_resource<torch_tensor_512_torch.float32_11> : tensor<512xf32>
    %cst_179 = arith.constant dense_resource<torch_tensor_512_torch.float32_10> : tensor<512xf32>
    %cst_180 = arith.constant dense_resource<torch_tensor_512_torch.float32_9> : tensor<512xf32>
    %cst_181 = arith.constant dense_resource<torch_tensor_512_torch.float32_8> : tensor<512xf32>
    %cst_182 = arith.constant dense_resource<torch_tensor_512_256_1_1_torch.float32_2> : tensor<512x256x1x1xf32>
    %cst_183 = arith.constant dense_resource<torch_tensor_256_torch.float32_31> : tensor<256xf32>
    %cst_184 = arith.constant dense_resource<torch_tensor_256_torch.float32_30> : tensor<256xf32>
    %cst_185 = arith.constant dense_resource<torch_tensor_256_torch.float32_29> : tensor<256xf32>
    %cst_186 = arith.constant dense_resource<torch_tensor_256_torch.float32_28> : tensor<256xf32>
    %cst_187 = arith.constant dense_resource<torch_tensor_256_8_3_3_torch.float32_1> : tensor<256x8x3x3xf32>
    %cst_188 = arith.constant dense_resource<torch_tensor_256_torch.float32_27> : tensor<256xf32>
    %cst_189 = arith.constant dense_resource<torch_tensor_256_torch.float32_26> : tensor<256xf32>
    %cst_190 = arith.constant dense_resource<torch_tensor_256_torch.float32_25> : tensor<256xf32>
    %cst_191 = arith.constant dense_resource<torch_tensor_256_torch.float32_24> : tensor<256xf32>
    %cst_192 = arith.constant dense_resource<torch_tensor_256_512_1_1_torch.float32> : tensor<256x512x1x1xf32>
    %cst_193 = arith.constant dense_resource<torch_tensor_512_torch.float32_7> : tensor<512xf32>
    %cst_194 = arith.constant dense_resource<torch_tensor_512_torch.float32_6> : tensor<512xf32>
    %cst_195 = arith.constant dense_resource<torch_tensor_512_torch.float32_5> : tensor<512xf32>
    %cst_196 = arith.constant dense_resource<torch_tensor_512_torch.float32_4> : tensor<512xf32>
    %cst_197 = arith.constant dense_resource<torch_tensor_512_256_1_1_torch.float32_1> : tensor<512x256x1x1xf32>
    %cst_198 = arith.constant dense_resource<torch_tensor_512_torch.float32_3> : tensor<512xf32>
    %cst_199 = arith.constant dense_resource<torch_tensor_512_torch.float32_2> : tensor<512xf32>
    %cst_200 = arith.constant dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>
    %cst_201 = arith.constant dense_resource<torch_tensor_512_torch.float32> : tensor<512xf32>
    %cst_202 = arith.constant dense_resource<torch_tensor_512_256_1_1_torch.float32> : tensor<512x256x1x1xf32>
    %cst_203 = arith.constant dense_resource<torch_tensor_256_torch.float32_23> : tensor<256xf32>
    %cst_204 = arith.constant dense_resource<torch_tensor_256_torch.float32_22> : tensor<256xf32>
    %cst_205 = arith.constant dense_resource<torch_tensor_256_torch.float32_21> : tensor<256xf32>
    %cst_206 = arith.constant dense_resource<torch_tensor_256_torch.float32_20> : tensor<256xf32>
    %cst_207 = arith.constant dense_resource<torch_tensor_256_8_3_3_torch.float32> : tensor<256x8x3x3xf32>
    %cst_208 = arith.constant dense_resource<torch_tensor_256_torch.float32_19> : tensor<256xf32>
    %cst_209 = arith.constant dense_resource<torch_tensor_256_torch.float32_18> : tensor<256xf32>
    %cst_210 = arith.constant dense_resource<torch_tensor_256_torch.float32_17> : tensor<256xf32>
    %cst_211 = arith.constant dense_resource<torch_tensor_256_torch.float32_16> : tensor<256xf32>
    %cst_212 = arith.constant dense_resource<torch_tensor_256_256_1_1_torch.float32> : tensor<256x256x1x1xf32>
    %cst_213 = arith.constant dense_resource<torch_tensor_256_torch.float32_15> : tensor<256xf32>
    %cst_214 = arith.constant dense_resource<torch_tensor_256_torch.float32_14> : tensor<256xf32>
    %cst_215 = arith.constant dense_resource<torch_tensor_256_torch.float32_13> : tensor<256xf32>
    %cst_216 = arith.constant dense_resource<torch_tensor_256_torch.float32_12> : tensor<256xf32>
    %cst_217 = arith.constant dense_resource<torch_tensor_256_128_1_1_torch.float32_2> : tensor<256x128x1x1xf32>
    %cst_218 = arith.constant dense_resource<torch_tensor_128_torch.float32_23> : tensor<128xf32>
    %cst_219 = arith.constant dense_resource<torch_tensor_128_torch.float32_22> : tensor<128xf32>
    %cst_220 = arith.constant dense_resource<torch_tensor_128_torch.float32_21> : tensor<128xf32>
    %cst_221 = arith.constant dense_resource<torch_tensor_128_torch.float32_20> : tensor<128xf32>
    %cst_222 = arith.constant dense_resource<torch_tensor_128_4_3_3_torch.float32_2> : tensor<128x4x3x3xf32>
    %cst_223 = arith.constant dense_resource<torch_tensor_128_torch.float32_19> : tensor<128xf32>
    %cst_224 = arith.constant dense_resource<torch_tensor_128_torch.float32_18> : tensor<128xf32>
    %cst_225 = arith.constant dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>
    %cst_226 = arith.constant dense_resource<torch_tensor_128_torch.float32_16> : tensor<128xf32>
    %cst_227 = arith.constant dense_resource<torch_tensor_128_256_1_1_torch.float32_1> : tensor<128x256x1x1xf32>
    %cst_228 = arith.constant dense_resource<torch_tensor_256_torch.float32_11> : tensor<256xf32>
    %cst_229 = arith.constant dense_resource<torch_tensor_256_torch.float32_10> : tensor<256xf32>
    %cst_230 = arith.constant dense_resource<torch_tensor_256_torch.float32_9> : tensor<256xf32>
    %cst_231 = arith.constant dense_resource<torch_tensor_256_torch.float32_8> : tensor<256xf32>
    %cst_232 = arith.constant dense_resource<torch_tensor_256_128_1_1_torch.float32_1> : tensor<256x128x1x1xf32>
    %cst_233 = arith.constant dense_resource<torch_tensor_128_torch.float32_15> : tensor<128xf32>
    %cst_234 = arith.constant dense_resource<torch_tensor_128_torch.float32_14> : tensor<128xf32>
    %cst_235 = arith.constant dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>
    %cst_236 = arith.constant dense_resource<torch_tensor_128_torch.float32_12> : tensor<128xf32>
    %cst_237 = arith.constant dense_resource<torch_tensor_128_4_3_3_torch.float32_1> : tensor<128x4x3x3xf32>
    %cst_238 = arith.constant dense_resource<torch_tensor_128_torch.float32_11> : tensor<128xf32>
    %cst_239 = arith.constant dense_resource<torch_tensor_128_torch.float32_10> : tensor<128xf32>
    %cst_240 = arith.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_241 = arith.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>
    %cst_242 = arith.constant dense_resource<torch_tensor_128_256_1_1_torch.float32> : tensor<128x256x1x1xf32>
    %cst_243 = arith.constant dense_resource<torch_tensor_256_torch.float32_7> : tensor<256xf32>
    %cst_244 = arith.constant dense_resource<torch_tensor_256_torch.float32_6> : tensor<256xf32>
    %cst_245 = arith.constant dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>
    %cst_246 = arith.constant dense_resource<torch_tensor_256_torch.float32_4> : tensor<256xf32>
    %cst_247 = arith.constant dense_resource<torch_tensor_256_64_1_1_torch.float32> : tensor<256x64x1x1xf32>
    %cst_248 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_249 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_250 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_251 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_252 = arith.constant dense_resource<torch_tensor_256_128_1_1_torch.float32> : tensor<256x128x1x1xf32>
    %cst_253 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_254 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_255 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_256 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_257 = arith.constant dense_resource<torch_tensor_128_4_3_3_torch.float32> : tensor<128x4x3x3xf32>
    %cst_258 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_259 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_260 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_261 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_262 = arith.constant dense_resource<torch_tensor_128_64_1_1_torch.float32> : tensor<128x64x1x1xf32>
    %cst_263 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_264 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_265 = arith.constant 1.000000e-05 : f64
    %cst_266 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_267 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_268 = arith.constant dense_resource<torch_tensor_64_3_7_7_torch.float32> : tensor<64x3x7x7xf32>
    %cst_269 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x70x70xf32>
    %0 = tensor.empty() : tensor<1x64x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_268 : tensor<1x3x70x70xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %3 = tensor.empty() : tensor<64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_266 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %cst_267 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_270 = tensor.expand_shape %5 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x64x32x32xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_270 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded_271 = tensor.expand_shape %cst_264 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_271 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded_272 = tensor.expand_shape %cst_263 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_272 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x64x32x32xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<1x64x32x32xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x64x32x32xf32>
    %padded_273 = tensor.pad %10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_0 : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32>
    %11 = tensor.empty() : tensor<1x64x16x16xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %13 = tensor.empty() : tensor<3x3xf32>
    %14 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_273, %13 : tensor<1x64x34x34xf32>, tensor<3x3xf32>) outs(%12 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %15 = tensor.empty() : tensor<1x128x16x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x128x16x16xf32>) -> tensor<1x128x16x16xf32>
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%14, %cst_262 : tensor<1x64x16x16xf32>, tensor<128x64x1x1xf32>) outs(%16 : tensor<1x128x16x16xf32>) -> tensor<1x128x16x16xf32>
    %18 = tensor.empty() : tensor<128xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_260 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<128xf32>
    %expanded_274 = tensor.expand_shape %cst_261 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_275 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_274 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_275 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_276 = tensor.expand_shape %cst_259 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_276 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_277 = tensor.expand_shape %cst_258 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_277 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x128x16x16xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x128x16x16xf32>
    %padded_278 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x16x16xf32> to tensor<1x128x18x18xf32>
    %expanded_279 = tensor.expand_shape %padded_278 [[0], [1, 2], [3], [4]] output_shape [1, 32, 4, 18, 18] : tensor<1x128x18x18xf32> into tensor<1x32x4x18x18xf32>
    %expanded_280 = tensor.expand_shape %cst_257 [[0, 1], [2], [3], [4]] output_shape [32, 4, 4, 3, 3] : tensor<128x4x3x3xf32> into tensor<32x4x4x3x3xf32>
    %expanded_281 = tensor.expand_shape %15 [[0], [1, 2], [3], [4]] output_shape [1, 32, 4, 16, 16] : tensor<1x128x16x16xf32> into tensor<1x32x4x16x16xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%expanded_281 : tensor<1x32x4x16x16xf32>) -> tensor<1x32x4x16x16xf32>
    %27 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_279, %expanded_280 : tensor<1x32x4x18x18xf32>, tensor<32x4x4x3x3xf32>) outs(%26 : tensor<1x32x4x16x16xf32>) -> tensor<1x32x4x16x16xf32>
    %collapsed = tensor.collapse_shape %27 [[0], [1, 2], [3], [4]] : tensor<1x32x4x16x16xf32> into tensor<1x128x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_255 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<128xf32>
    %expanded_282 = tensor.expand_shape %cst_256 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_283 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed, %expanded_282 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_283 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_284 = tensor.expand_shape %cst_254 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_284 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_285 = tensor.expand_shape %cst_253 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_285 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<1x128x16x16xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x128x16x16xf32>
    %35 = tensor.empty() : tensor<1x256x16x16xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<1x256x16x16xf32>) -> tensor<1x256x16x16xf32>
    %37 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%34, %cst_252 : tensor<1x128x16x16xf32>, tensor<256x128x1x1xf32>) outs(%36 : tensor<1x256x16x16xf32>) -> tensor<1x256x16x16xf32>
    %38 = tensor.empty() : tensor<256xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_250 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%39 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_286 = tensor.expand_shape %cst_251 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_287 = tensor.expand_shape %40 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_286 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_287 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_288 = tensor.expand_shape %cst_249 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_288 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_289 = tensor.expand_shape %cst_248 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43, %expanded_289 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %45 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%14, %cst_247 : tensor<1x64x16x16xf32>, tensor<256x64x1x1xf32>) outs(%36 : tensor<1x256x16x16xf32>) -> tensor<1x256x16x16xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_245 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_290 = tensor.expand_shape %cst_246 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_291 = tensor.expand_shape %47 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_290 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48, %expanded_291 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_292 = tensor.expand_shape %cst_244 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_292 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_293 = tensor.expand_shape %cst_243 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_293 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %51 : tensor<1x256x16x16xf32>, tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x16x16xf32>
    %54 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%53, %cst_242 : tensor<1x256x16x16xf32>, tensor<128x256x1x1xf32>) outs(%16 : tensor<1x128x16x16xf32>) -> tensor<1x128x16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_240 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%55 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<128xf32>
    %expanded_294 = tensor.expand_shape %cst_241 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_295 = tensor.expand_shape %56 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %expanded_294 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_295 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_296 = tensor.expand_shape %cst_239 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %59 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58, %expanded_296 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_297 = tensor.expand_shape %cst_238 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %expanded_297 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x128x16x16xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x128x16x16xf32>
    %padded_298 = tensor.pad %61 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x16x16xf32> to tensor<1x128x18x18xf32>
    %expanded_299 = tensor.expand_shape %padded_298 [[0], [1, 2], [3], [4]] output_shape [1, 32, 4, 18, 18] : tensor<1x128x18x18xf32> into tensor<1x32x4x18x18xf32>
    %expanded_300 = tensor.expand_shape %cst_237 [[0, 1], [2], [3], [4]] output_shape [32, 4, 4, 3, 3] : tensor<128x4x3x3xf32> into tensor<32x4x4x3x3xf32>
    %62 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_299, %expanded_300 : tensor<1x32x4x18x18xf32>, tensor<32x4x4x3x3xf32>) outs(%26 : tensor<1x32x4x16x16xf32>) -> tensor<1x32x4x16x16xf32>
    %collapsed_301 = tensor.collapse_shape %62 [[0], [1, 2], [3], [4]] : tensor<1x32x4x16x16xf32> into tensor<1x128x16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_235 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %64 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%63 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<128xf32>
    %expanded_302 = tensor.expand_shape %cst_236 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_303 = tensor.expand_shape %64 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_301, %expanded_302 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %expanded_303 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_304 = tensor.expand_shape %cst_234 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %67 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%66, %expanded_304 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_305 = tensor.expand_shape %cst_233 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %68 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_305 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %69 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x128x16x16xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x128x16x16xf32>
    %70 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%69, %cst_232 : tensor<1x128x16x16xf32>, tensor<256x128x1x1xf32>) outs(%36 : tensor<1x256x16x16xf32>) -> tensor<1x256x16x16xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_230 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %72 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%71 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_306 = tensor.expand_shape %cst_231 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_307 = tensor.expand_shape %72 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70, %expanded_306 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_307 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_308 = tensor.expand_shape %cst_229 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %75 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %expanded_308 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_309 = tensor.expand_shape %cst_228 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %76 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_309 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%76, %53 : tensor<1x256x16x16xf32>, tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%77 : tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x16x16xf32>
    %79 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%78, %cst_227 : tensor<1x256x16x16xf32>, tensor<128x256x1x1xf32>) outs(%16 : tensor<1x128x16x16xf32>) -> tensor<1x128x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_225 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %81 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%80 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<128xf32>
    %expanded_310 = tensor.expand_shape %cst_226 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_311 = tensor.expand_shape %81 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_310 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%82, %expanded_311 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_312 = tensor.expand_shape %cst_224 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_312 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_313 = tensor.expand_shape %cst_223 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %85 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%84, %expanded_313 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %86 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85 : tensor<1x128x16x16xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x128x16x16xf32>
    %padded_314 = tensor.pad %86 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x16x16xf32> to tensor<1x128x18x18xf32>
    %expanded_315 = tensor.expand_shape %padded_314 [[0], [1, 2], [3], [4]] output_shape [1, 32, 4, 18, 18] : tensor<1x128x18x18xf32> into tensor<1x32x4x18x18xf32>
    %expanded_316 = tensor.expand_shape %cst_222 [[0, 1], [2], [3], [4]] output_shape [32, 4, 4, 3, 3] : tensor<128x4x3x3xf32> into tensor<32x4x4x3x3xf32>
    %87 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_315, %expanded_316 : tensor<1x32x4x18x18xf32>, tensor<32x4x4x3x3xf32>) outs(%26 : tensor<1x32x4x16x16xf32>) -> tensor<1x32x4x16x16xf32>
    %collapsed_317 = tensor.collapse_shape %87 [[0], [1, 2], [3], [4]] : tensor<1x32x4x16x16xf32> into tensor<1x128x16x16xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_220 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<128xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%88 : tensor<128xf32>) outs(%18 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<128xf32>
    %expanded_318 = tensor.expand_shape %cst_221 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_319 = tensor.expand_shape %89 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_317, %expanded_318 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_319 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_320 = tensor.expand_shape %cst_219 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_320 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %expanded_321 = tensor.expand_shape %cst_218 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92, %expanded_321 : tensor<1x128x16x16xf32>, tensor<128x1x1xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x128x16x16xf32>
    %94 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%93 : tensor<1x128x16x16xf32>) outs(%15 : tensor<1x128x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x128x16x16xf32>
    %95 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%94, %cst_217 : tensor<1x128x16x16xf32>, tensor<256x128x1x1xf32>) outs(%36 : tensor<1x256x16x16xf32>) -> tensor<1x256x16x16xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_215 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_322 = tensor.expand_shape %cst_216 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_323 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%95, %expanded_322 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_323 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_324 = tensor.expand_shape %cst_214 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_324 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_325 = tensor.expand_shape %cst_213 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_325 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %78 : tensor<1x256x16x16xf32>, tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x16x16xf32>
    %104 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%103, %cst_212 : tensor<1x256x16x16xf32>, tensor<256x256x1x1xf32>) outs(%36 : tensor<1x256x16x16xf32>) -> tensor<1x256x16x16xf32>
    %105 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_210 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %106 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%105 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_326 = tensor.expand_shape %cst_211 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_327 = tensor.expand_shape %106 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %107 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %expanded_326 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %108 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%107, %expanded_327 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_328 = tensor.expand_shape %cst_209 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %109 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%108, %expanded_328 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %expanded_329 = tensor.expand_shape %cst_208 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %110 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%109, %expanded_329 : tensor<1x256x16x16xf32>, tensor<256x1x1xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x16x16xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%110 : tensor<1x256x16x16xf32>) outs(%35 : tensor<1x256x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x16x16xf32>
    %padded_330 = tensor.pad %111 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x16x16xf32> to tensor<1x256x18x18xf32>
    %112 = tensor.empty() : tensor<1x256x8x8xf32>
    %expanded_331 = tensor.expand_shape %padded_330 [[0], [1, 2], [3], [4]] output_shape [1, 32, 8, 18, 18] : tensor<1x256x18x18xf32> into tensor<1x32x8x18x18xf32>
    %expanded_332 = tensor.expand_shape %cst_207 [[0, 1], [2], [3], [4]] output_shape [32, 8, 8, 3, 3] : tensor<256x8x3x3xf32> into tensor<32x8x8x3x3xf32>
    %expanded_333 = tensor.expand_shape %112 [[0], [1, 2], [3], [4]] output_shape [1, 32, 8, 8, 8] : tensor<1x256x8x8xf32> into tensor<1x32x8x8x8xf32>
    %113 = linalg.fill ins(%cst : f32) outs(%expanded_333 : tensor<1x32x8x8x8xf32>) -> tensor<1x32x8x8x8xf32>
    %114 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_331, %expanded_332 : tensor<1x32x8x18x18xf32>, tensor<32x8x8x3x3xf32>) outs(%113 : tensor<1x32x8x8x8xf32>) -> tensor<1x32x8x8x8xf32>
    %collapsed_334 = tensor.collapse_shape %114 [[0], [1, 2], [3], [4]] : tensor<1x32x8x8x8xf32> into tensor<1x256x8x8xf32>
    %115 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_205 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %116 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%115 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_335 = tensor.expand_shape %cst_206 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_336 = tensor.expand_shape %116 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %117 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_334, %expanded_335 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %118 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%117, %expanded_336 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_337 = tensor.expand_shape %cst_204 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%118, %expanded_337 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_338 = tensor.expand_shape %cst_203 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%119, %expanded_338 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %122 = tensor.empty() : tensor<1x512x8x8xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%121, %cst_202 : tensor<1x256x8x8xf32>, tensor<512x256x1x1xf32>) outs(%123 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %125 = tensor.empty() : tensor<512xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_200 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%126 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_339 = tensor.expand_shape %cst_201 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_340 = tensor.expand_shape %127 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_339 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_340 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_341 = tensor.expand_shape %cst_199 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_341 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_342 = tensor.expand_shape %cst_198 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_342 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %132 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%103, %cst_197 : tensor<1x256x16x16xf32>, tensor<512x256x1x1xf32>) outs(%123 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %133 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_195 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%133 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_343 = tensor.expand_shape %cst_196 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_344 = tensor.expand_shape %134 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %135 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %expanded_343 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %136 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%135, %expanded_344 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_345 = tensor.expand_shape %cst_194 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %137 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%136, %expanded_345 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_346 = tensor.expand_shape %cst_193 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%137, %expanded_346 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%131, %138 : tensor<1x512x8x8xf32>, tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139 : tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x8x8xf32>
    %141 = linalg.fill ins(%cst : f32) outs(%112 : tensor<1x256x8x8xf32>) -> tensor<1x256x8x8xf32>
    %142 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%140, %cst_192 : tensor<1x512x8x8xf32>, tensor<256x512x1x1xf32>) outs(%141 : tensor<1x256x8x8xf32>) -> tensor<1x256x8x8xf32>
    %143 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_190 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%143 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_347 = tensor.expand_shape %cst_191 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_348 = tensor.expand_shape %144 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%142, %expanded_347 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %146 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%145, %expanded_348 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_349 = tensor.expand_shape %cst_189 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%146, %expanded_349 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_350 = tensor.expand_shape %cst_188 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_350 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %padded_351 = tensor.pad %149 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x8x8xf32> to tensor<1x256x10x10xf32>
    %expanded_352 = tensor.expand_shape %padded_351 [[0], [1, 2], [3], [4]] output_shape [1, 32, 8, 10, 10] : tensor<1x256x10x10xf32> into tensor<1x32x8x10x10xf32>
    %expanded_353 = tensor.expand_shape %cst_187 [[0, 1], [2], [3], [4]] output_shape [32, 8, 8, 3, 3] : tensor<256x8x3x3xf32> into tensor<32x8x8x3x3xf32>
    %150 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_352, %expanded_353 : tensor<1x32x8x10x10xf32>, tensor<32x8x8x3x3xf32>) outs(%113 : tensor<1x32x8x8x8xf32>) -> tensor<1x32x8x8x8xf32>
    %collapsed_354 = tensor.collapse_shape %150 [[0], [1, 2], [3], [4]] : tensor<1x32x8x8x8xf32> into tensor<1x256x8x8xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_185 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %152 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%151 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_355 = tensor.expand_shape %cst_186 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_356 = tensor.expand_shape %152 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %153 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_354, %expanded_355 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %154 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%153, %expanded_356 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_357 = tensor.expand_shape %cst_184 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %155 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %expanded_357 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_358 = tensor.expand_shape %cst_183 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %156 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_358 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %157 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%156 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %158 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%157, %cst_182 : tensor<1x256x8x8xf32>, tensor<512x256x1x1xf32>) outs(%123 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_180 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %160 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%159 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_359 = tensor.expand_shape %cst_181 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_360 = tensor.expand_shape %160 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %expanded_359 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_360 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_361 = tensor.expand_shape %cst_179 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_361 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_362 = tensor.expand_shape %cst_178 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163, %expanded_362 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %165 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164, %140 : tensor<1x512x8x8xf32>, tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %166 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165 : tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x8x8xf32>
    %167 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%166, %cst_177 : tensor<1x512x8x8xf32>, tensor<256x512x1x1xf32>) outs(%141 : tensor<1x256x8x8xf32>) -> tensor<1x256x8x8xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_175 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %169 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%168 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_363 = tensor.expand_shape %cst_176 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_364 = tensor.expand_shape %169 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_363 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_364 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_365 = tensor.expand_shape %cst_174 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_365 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_366 = tensor.expand_shape %cst_173 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %173 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %expanded_366 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %174 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %padded_367 = tensor.pad %174 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x8x8xf32> to tensor<1x256x10x10xf32>
    %expanded_368 = tensor.expand_shape %padded_367 [[0], [1, 2], [3], [4]] output_shape [1, 32, 8, 10, 10] : tensor<1x256x10x10xf32> into tensor<1x32x8x10x10xf32>
    %expanded_369 = tensor.expand_shape %cst_172 [[0, 1], [2], [3], [4]] output_shape [32, 8, 8, 3, 3] : tensor<256x8x3x3xf32> into tensor<32x8x8x3x3xf32>
    %175 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_368, %expanded_369 : tensor<1x32x8x10x10xf32>, tensor<32x8x8x3x3xf32>) outs(%113 : tensor<1x32x8x8x8xf32>) -> tensor<1x32x8x8x8xf32>
    %collapsed_370 = tensor.collapse_shape %175 [[0], [1, 2], [3], [4]] : tensor<1x32x8x8x8xf32> into tensor<1x256x8x8xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_170 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %177 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%176 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_371 = tensor.expand_shape %cst_171 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_372 = tensor.expand_shape %177 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_370, %expanded_371 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_372 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_373 = tensor.expand_shape %cst_169 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_373 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_374 = tensor.expand_shape %cst_168 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%180, %expanded_374 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %183 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%182, %cst_167 : tensor<1x256x8x8xf32>, tensor<512x256x1x1xf32>) outs(%123 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_165 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%184 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_375 = tensor.expand_shape %cst_166 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_376 = tensor.expand_shape %185 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %186 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_375 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%186, %expanded_376 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_377 = tensor.expand_shape %cst_164 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_377 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_378 = tensor.expand_shape %cst_163 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_378 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %166 : tensor<1x512x8x8xf32>, tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x8x8xf32>
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%191, %cst_162 : tensor<1x512x8x8xf32>, tensor<256x512x1x1xf32>) outs(%141 : tensor<1x256x8x8xf32>) -> tensor<1x256x8x8xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_160 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%193 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_379 = tensor.expand_shape %cst_161 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_380 = tensor.expand_shape %194 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %195 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_379 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%195, %expanded_380 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_381 = tensor.expand_shape %cst_159 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_381 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_382 = tensor.expand_shape %cst_158 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_382 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %padded_383 = tensor.pad %199 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x8x8xf32> to tensor<1x256x10x10xf32>
    %expanded_384 = tensor.expand_shape %padded_383 [[0], [1, 2], [3], [4]] output_shape [1, 32, 8, 10, 10] : tensor<1x256x10x10xf32> into tensor<1x32x8x10x10xf32>
    %expanded_385 = tensor.expand_shape %cst_157 [[0, 1], [2], [3], [4]] output_shape [32, 8, 8, 3, 3] : tensor<256x8x3x3xf32> into tensor<32x8x8x3x3xf32>
    %200 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_384, %expanded_385 : tensor<1x32x8x10x10xf32>, tensor<32x8x8x3x3xf32>) outs(%113 : tensor<1x32x8x8x8xf32>) -> tensor<1x32x8x8x8xf32>
    %collapsed_386 = tensor.collapse_shape %200 [[0], [1, 2], [3], [4]] : tensor<1x32x8x8x8xf32> into tensor<1x256x8x8xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_155 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<256xf32>
    %202 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%201 : tensor<256xf32>) outs(%38 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<256xf32>
    %expanded_387 = tensor.expand_shape %cst_156 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_388 = tensor.expand_shape %202 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %203 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_386, %expanded_387 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%203, %expanded_388 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_389 = tensor.expand_shape %cst_154 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204, %expanded_389 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %expanded_390 = tensor.expand_shape %cst_153 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %206 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%205, %expanded_390 : tensor<1x256x8x8xf32>, tensor<256x1x1xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x256x8x8xf32>
    %207 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%206 : tensor<1x256x8x8xf32>) outs(%112 : tensor<1x256x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x256x8x8xf32>
    %208 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%207, %cst_152 : tensor<1x256x8x8xf32>, tensor<512x256x1x1xf32>) outs(%123 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %209 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_150 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %210 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%209 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_391 = tensor.expand_shape %cst_151 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_392 = tensor.expand_shape %210 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %211 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%208, %expanded_391 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%211, %expanded_392 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_393 = tensor.expand_shape %cst_149 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%212, %expanded_393 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_394 = tensor.expand_shape %cst_148 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %214 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%213, %expanded_394 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %215 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%214, %191 : tensor<1x512x8x8xf32>, tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %216 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%215 : tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x8x8xf32>
    %217 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%216, %cst_147 : tensor<1x512x8x8xf32>, tensor<512x512x1x1xf32>) outs(%123 : tensor<1x512x8x8xf32>) -> tensor<1x512x8x8xf32>
    %218 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_145 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %219 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%218 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_395 = tensor.expand_shape %cst_146 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_396 = tensor.expand_shape %219 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %220 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%217, %expanded_395 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %221 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%220, %expanded_396 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_397 = tensor.expand_shape %cst_144 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %222 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%221, %expanded_397 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %expanded_398 = tensor.expand_shape %cst_143 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %223 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%222, %expanded_398 : tensor<1x512x8x8xf32>, tensor<512x1x1xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x8x8xf32>
    %224 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%223 : tensor<1x512x8x8xf32>) outs(%122 : tensor<1x512x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x8x8xf32>
    %padded_399 = tensor.pad %224 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x8x8xf32> to tensor<1x512x10x10xf32>
    %225 = tensor.empty() : tensor<1x512x4x4xf32>
    %expanded_400 = tensor.expand_shape %padded_399 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 10, 10] : tensor<1x512x10x10xf32> into tensor<1x32x16x10x10xf32>
    %expanded_401 = tensor.expand_shape %cst_142 [[0, 1], [2], [3], [4]] output_shape [32, 16, 16, 3, 3] : tensor<512x16x3x3xf32> into tensor<32x16x16x3x3xf32>
    %expanded_402 = tensor.expand_shape %225 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 4, 4] : tensor<1x512x4x4xf32> into tensor<1x32x16x4x4xf32>
    %226 = linalg.fill ins(%cst : f32) outs(%expanded_402 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %227 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_400, %expanded_401 : tensor<1x32x16x10x10xf32>, tensor<32x16x16x3x3xf32>) outs(%226 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %collapsed_403 = tensor.collapse_shape %227 [[0], [1, 2], [3], [4]] : tensor<1x32x16x4x4xf32> into tensor<1x512x4x4xf32>
    %228 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_140 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %229 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%228 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_404 = tensor.expand_shape %cst_141 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_405 = tensor.expand_shape %229 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %230 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_403, %expanded_404 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %231 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%230, %expanded_405 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_406 = tensor.expand_shape %cst_139 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %232 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%231, %expanded_406 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_407 = tensor.expand_shape %cst_138 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %233 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%232, %expanded_407 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %234 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%233 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %235 = tensor.empty() : tensor<1x1024x4x4xf32>
    %236 = linalg.fill ins(%cst : f32) outs(%235 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %237 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%234, %cst_137 : tensor<1x512x4x4xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %238 = tensor.empty() : tensor<1024xf32>
    %239 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_135 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %240 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%239 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_408 = tensor.expand_shape %cst_136 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_409 = tensor.expand_shape %240 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %241 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%237, %expanded_408 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %242 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%241, %expanded_409 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_410 = tensor.expand_shape %cst_134 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %243 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%242, %expanded_410 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_411 = tensor.expand_shape %cst_133 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %244 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%243, %expanded_411 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %245 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%216, %cst_132 : tensor<1x512x8x8xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %246 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_130 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %247 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%246 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_412 = tensor.expand_shape %cst_131 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_413 = tensor.expand_shape %247 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %248 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%245, %expanded_412 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %249 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%248, %expanded_413 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_414 = tensor.expand_shape %cst_129 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %250 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_414 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_415 = tensor.expand_shape %cst_128 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %251 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%250, %expanded_415 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %252 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%244, %251 : tensor<1x1024x4x4xf32>, tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %253 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %254 = linalg.fill ins(%cst : f32) outs(%225 : tensor<1x512x4x4xf32>) -> tensor<1x512x4x4xf32>
    %255 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%253, %cst_127 : tensor<1x1024x4x4xf32>, tensor<512x1024x1x1xf32>) outs(%254 : tensor<1x512x4x4xf32>) -> tensor<1x512x4x4xf32>
    %256 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_125 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %257 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%256 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_416 = tensor.expand_shape %cst_126 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_417 = tensor.expand_shape %257 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %258 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%255, %expanded_416 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %259 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%258, %expanded_417 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_418 = tensor.expand_shape %cst_124 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %260 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%259, %expanded_418 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_419 = tensor.expand_shape %cst_123 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %261 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%260, %expanded_419 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %262 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%261 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %padded_420 = tensor.pad %262 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x4x4xf32> to tensor<1x512x6x6xf32>
    %expanded_421 = tensor.expand_shape %padded_420 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 6, 6] : tensor<1x512x6x6xf32> into tensor<1x32x16x6x6xf32>
    %expanded_422 = tensor.expand_shape %cst_122 [[0, 1], [2], [3], [4]] output_shape [32, 16, 16, 3, 3] : tensor<512x16x3x3xf32> into tensor<32x16x16x3x3xf32>
    %263 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_421, %expanded_422 : tensor<1x32x16x6x6xf32>, tensor<32x16x16x3x3xf32>) outs(%226 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %collapsed_423 = tensor.collapse_shape %263 [[0], [1, 2], [3], [4]] : tensor<1x32x16x4x4xf32> into tensor<1x512x4x4xf32>
    %264 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_120 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %265 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%264 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_424 = tensor.expand_shape %cst_121 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_425 = tensor.expand_shape %265 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %266 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_423, %expanded_424 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %267 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%266, %expanded_425 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_426 = tensor.expand_shape %cst_119 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %268 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%267, %expanded_426 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_427 = tensor.expand_shape %cst_118 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %269 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%268, %expanded_427 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %270 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%269 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %271 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%270, %cst_117 : tensor<1x512x4x4xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %272 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_115 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %273 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%272 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_428 = tensor.expand_shape %cst_116 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_429 = tensor.expand_shape %273 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %274 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%271, %expanded_428 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %275 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%274, %expanded_429 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_430 = tensor.expand_shape %cst_114 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %276 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%275, %expanded_430 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_431 = tensor.expand_shape %cst_113 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %277 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%276, %expanded_431 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %278 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%277, %253 : tensor<1x1024x4x4xf32>, tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %279 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%278 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %280 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%279, %cst_112 : tensor<1x1024x4x4xf32>, tensor<512x1024x1x1xf32>) outs(%254 : tensor<1x512x4x4xf32>) -> tensor<1x512x4x4xf32>
    %281 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_110 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %282 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%281 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_432 = tensor.expand_shape %cst_111 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_433 = tensor.expand_shape %282 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %283 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%280, %expanded_432 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %284 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%283, %expanded_433 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_434 = tensor.expand_shape %cst_109 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %285 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%284, %expanded_434 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_435 = tensor.expand_shape %cst_108 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %286 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%285, %expanded_435 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %287 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%286 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %padded_436 = tensor.pad %287 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x4x4xf32> to tensor<1x512x6x6xf32>
    %expanded_437 = tensor.expand_shape %padded_436 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 6, 6] : tensor<1x512x6x6xf32> into tensor<1x32x16x6x6xf32>
    %expanded_438 = tensor.expand_shape %cst_107 [[0, 1], [2], [3], [4]] output_shape [32, 16, 16, 3, 3] : tensor<512x16x3x3xf32> into tensor<32x16x16x3x3xf32>
    %288 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_437, %expanded_438 : tensor<1x32x16x6x6xf32>, tensor<32x16x16x3x3xf32>) outs(%226 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %collapsed_439 = tensor.collapse_shape %288 [[0], [1, 2], [3], [4]] : tensor<1x32x16x4x4xf32> into tensor<1x512x4x4xf32>
    %289 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_105 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %290 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%289 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_440 = tensor.expand_shape %cst_106 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_441 = tensor.expand_shape %290 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %291 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_439, %expanded_440 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %292 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%291, %expanded_441 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_442 = tensor.expand_shape %cst_104 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %293 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%292, %expanded_442 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_443 = tensor.expand_shape %cst_103 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %294 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%293, %expanded_443 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %295 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%294 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %296 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%295, %cst_102 : tensor<1x512x4x4xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %297 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_100 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %298 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%297 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_444 = tensor.expand_shape %cst_101 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_445 = tensor.expand_shape %298 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %299 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%296, %expanded_444 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %300 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%299, %expanded_445 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_446 = tensor.expand_shape %cst_99 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %301 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%300, %expanded_446 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_447 = tensor.expand_shape %cst_98 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %302 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%301, %expanded_447 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %303 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%302, %279 : tensor<1x1024x4x4xf32>, tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %304 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%303 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %305 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%304, %cst_97 : tensor<1x1024x4x4xf32>, tensor<512x1024x1x1xf32>) outs(%254 : tensor<1x512x4x4xf32>) -> tensor<1x512x4x4xf32>
    %306 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_95 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %307 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%306 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_448 = tensor.expand_shape %cst_96 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_449 = tensor.expand_shape %307 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %308 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%305, %expanded_448 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %309 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%308, %expanded_449 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_450 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %310 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%309, %expanded_450 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_451 = tensor.expand_shape %cst_93 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %311 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%310, %expanded_451 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %312 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%311 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %padded_452 = tensor.pad %312 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x4x4xf32> to tensor<1x512x6x6xf32>
    %expanded_453 = tensor.expand_shape %padded_452 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 6, 6] : tensor<1x512x6x6xf32> into tensor<1x32x16x6x6xf32>
    %expanded_454 = tensor.expand_shape %cst_92 [[0, 1], [2], [3], [4]] output_shape [32, 16, 16, 3, 3] : tensor<512x16x3x3xf32> into tensor<32x16x16x3x3xf32>
    %313 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_453, %expanded_454 : tensor<1x32x16x6x6xf32>, tensor<32x16x16x3x3xf32>) outs(%226 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %collapsed_455 = tensor.collapse_shape %313 [[0], [1, 2], [3], [4]] : tensor<1x32x16x4x4xf32> into tensor<1x512x4x4xf32>
    %314 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_90 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %315 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%314 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_456 = tensor.expand_shape %cst_91 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_457 = tensor.expand_shape %315 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %316 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_455, %expanded_456 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %317 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%316, %expanded_457 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_458 = tensor.expand_shape %cst_89 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %318 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%317, %expanded_458 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_459 = tensor.expand_shape %cst_88 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %319 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%318, %expanded_459 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %320 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%319 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %321 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%320, %cst_87 : tensor<1x512x4x4xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %322 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_85 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %323 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%322 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_460 = tensor.expand_shape %cst_86 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_461 = tensor.expand_shape %323 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %324 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%321, %expanded_460 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %325 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%324, %expanded_461 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_462 = tensor.expand_shape %cst_84 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %326 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%325, %expanded_462 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_463 = tensor.expand_shape %cst_83 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %327 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%326, %expanded_463 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %328 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%327, %304 : tensor<1x1024x4x4xf32>, tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %329 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%328 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %330 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%329, %cst_82 : tensor<1x1024x4x4xf32>, tensor<512x1024x1x1xf32>) outs(%254 : tensor<1x512x4x4xf32>) -> tensor<1x512x4x4xf32>
    %331 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_80 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %332 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%331 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_464 = tensor.expand_shape %cst_81 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_465 = tensor.expand_shape %332 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %333 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%330, %expanded_464 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %334 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%333, %expanded_465 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_466 = tensor.expand_shape %cst_79 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %335 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%334, %expanded_466 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_467 = tensor.expand_shape %cst_78 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %336 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%335, %expanded_467 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %337 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%336 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %padded_468 = tensor.pad %337 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x4x4xf32> to tensor<1x512x6x6xf32>
    %expanded_469 = tensor.expand_shape %padded_468 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 6, 6] : tensor<1x512x6x6xf32> into tensor<1x32x16x6x6xf32>
    %expanded_470 = tensor.expand_shape %cst_77 [[0, 1], [2], [3], [4]] output_shape [32, 16, 16, 3, 3] : tensor<512x16x3x3xf32> into tensor<32x16x16x3x3xf32>
    %338 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_469, %expanded_470 : tensor<1x32x16x6x6xf32>, tensor<32x16x16x3x3xf32>) outs(%226 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %collapsed_471 = tensor.collapse_shape %338 [[0], [1, 2], [3], [4]] : tensor<1x32x16x4x4xf32> into tensor<1x512x4x4xf32>
    %339 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_75 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %340 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%339 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_472 = tensor.expand_shape %cst_76 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_473 = tensor.expand_shape %340 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %341 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_471, %expanded_472 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %342 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%341, %expanded_473 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_474 = tensor.expand_shape %cst_74 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %343 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%342, %expanded_474 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_475 = tensor.expand_shape %cst_73 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %344 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%343, %expanded_475 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %345 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%344 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %346 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%345, %cst_72 : tensor<1x512x4x4xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %347 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_70 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %348 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%347 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_476 = tensor.expand_shape %cst_71 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_477 = tensor.expand_shape %348 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %349 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%346, %expanded_476 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %350 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%349, %expanded_477 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_478 = tensor.expand_shape %cst_69 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %351 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%350, %expanded_478 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_479 = tensor.expand_shape %cst_68 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %352 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%351, %expanded_479 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %353 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%352, %329 : tensor<1x1024x4x4xf32>, tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %354 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%353 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %355 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%354, %cst_67 : tensor<1x1024x4x4xf32>, tensor<512x1024x1x1xf32>) outs(%254 : tensor<1x512x4x4xf32>) -> tensor<1x512x4x4xf32>
    %356 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_65 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %357 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%356 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_480 = tensor.expand_shape %cst_66 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_481 = tensor.expand_shape %357 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %358 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%355, %expanded_480 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %359 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%358, %expanded_481 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_482 = tensor.expand_shape %cst_64 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %360 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%359, %expanded_482 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_483 = tensor.expand_shape %cst_63 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %361 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%360, %expanded_483 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %362 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%361 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %padded_484 = tensor.pad %362 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x4x4xf32> to tensor<1x512x6x6xf32>
    %expanded_485 = tensor.expand_shape %padded_484 [[0], [1, 2], [3], [4]] output_shape [1, 32, 16, 6, 6] : tensor<1x512x6x6xf32> into tensor<1x32x16x6x6xf32>
    %expanded_486 = tensor.expand_shape %cst_62 [[0, 1], [2], [3], [4]] output_shape [32, 16, 16, 3, 3] : tensor<512x16x3x3xf32> into tensor<32x16x16x3x3xf32>
    %363 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_485, %expanded_486 : tensor<1x32x16x6x6xf32>, tensor<32x16x16x3x3xf32>) outs(%226 : tensor<1x32x16x4x4xf32>) -> tensor<1x32x16x4x4xf32>
    %collapsed_487 = tensor.collapse_shape %363 [[0], [1, 2], [3], [4]] : tensor<1x32x16x4x4xf32> into tensor<1x512x4x4xf32>
    %364 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_60 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<512xf32>
    %365 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%364 : tensor<512xf32>) outs(%125 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<512xf32>
    %expanded_488 = tensor.expand_shape %cst_61 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_489 = tensor.expand_shape %365 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %366 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_487, %expanded_488 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %367 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%366, %expanded_489 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_490 = tensor.expand_shape %cst_59 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %368 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%367, %expanded_490 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %expanded_491 = tensor.expand_shape %cst_58 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %369 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%368, %expanded_491 : tensor<1x512x4x4xf32>, tensor<512x1x1xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x512x4x4xf32>
    %370 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%369 : tensor<1x512x4x4xf32>) outs(%225 : tensor<1x512x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x512x4x4xf32>
    %371 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%370, %cst_57 : tensor<1x512x4x4xf32>, tensor<1024x512x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %372 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_55 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %373 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%372 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_492 = tensor.expand_shape %cst_56 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_493 = tensor.expand_shape %373 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %374 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%371, %expanded_492 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %375 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%374, %expanded_493 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_494 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %376 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%375, %expanded_494 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_495 = tensor.expand_shape %cst_53 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %377 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%376, %expanded_495 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %378 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%377, %354 : tensor<1x1024x4x4xf32>, tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %379 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%378 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %380 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%379, %cst_52 : tensor<1x1024x4x4xf32>, tensor<1024x1024x1x1xf32>) outs(%236 : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>
    %381 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_50 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %382 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%381 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_496 = tensor.expand_shape %cst_51 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_497 = tensor.expand_shape %382 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %383 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%380, %expanded_496 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %384 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%383, %expanded_497 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_498 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %385 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%384, %expanded_498 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %expanded_499 = tensor.expand_shape %cst_48 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %386 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%385, %expanded_499 : tensor<1x1024x4x4xf32>, tensor<1024x1x1xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x4x4xf32>
    %387 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%386 : tensor<1x1024x4x4xf32>) outs(%235 : tensor<1x1024x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x4x4xf32>
    %padded_500 = tensor.pad %387 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1024x4x4xf32> to tensor<1x1024x6x6xf32>
    %388 = tensor.empty() : tensor<1x1024x2x2xf32>
    %expanded_501 = tensor.expand_shape %padded_500 [[0], [1, 2], [3], [4]] output_shape [1, 32, 32, 6, 6] : tensor<1x1024x6x6xf32> into tensor<1x32x32x6x6xf32>
    %expanded_502 = tensor.expand_shape %cst_47 [[0, 1], [2], [3], [4]] output_shape [32, 32, 32, 3, 3] : tensor<1024x32x3x3xf32> into tensor<32x32x32x3x3xf32>
    %expanded_503 = tensor.expand_shape %388 [[0], [1, 2], [3], [4]] output_shape [1, 32, 32, 2, 2] : tensor<1x1024x2x2xf32> into tensor<1x32x32x2x2xf32>
    %389 = linalg.fill ins(%cst : f32) outs(%expanded_503 : tensor<1x32x32x2x2xf32>) -> tensor<1x32x32x2x2xf32>
    %390 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%expanded_501, %expanded_502 : tensor<1x32x32x6x6xf32>, tensor<32x32x32x3x3xf32>) outs(%389 : tensor<1x32x32x2x2xf32>) -> tensor<1x32x32x2x2xf32>
    %collapsed_504 = tensor.collapse_shape %390 [[0], [1, 2], [3], [4]] : tensor<1x32x32x2x2xf32> into tensor<1x1024x2x2xf32>
    %391 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_45 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %392 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%391 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_505 = tensor.expand_shape %cst_46 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_506 = tensor.expand_shape %392 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %393 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_504, %expanded_505 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %394 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%393, %expanded_506 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_507 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %395 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%394, %expanded_507 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_508 = tensor.expand_shape %cst_43 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %396 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%395, %expanded_508 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %397 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%396 : tensor<1x1024x2x2xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x2x2xf32>
    %398 = tensor.empty() : tensor<1x2048x2x2xf32>
    %399 = linalg.fill ins(%cst : f32) outs(%398 : tensor<1x2048x2x2xf32>) -> tensor<1x2048x2x2xf32>
    %400 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%397, %cst_42 : tensor<1x1024x2x2xf32>, tensor<2048x1024x1x1xf32>) outs(%399 : tensor<1x2048x2x2xf32>) -> tensor<1x2048x2x2xf32>
    %401 = tensor.empty() : tensor<2048xf32>
    %402 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_40 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<2048xf32>
    %403 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%402 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<2048xf32>
    %expanded_509 = tensor.expand_shape %cst_41 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %expanded_510 = tensor.expand_shape %403 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %404 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%400, %expanded_509 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %405 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%404, %expanded_510 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_511 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %406 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%405, %expanded_511 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_512 = tensor.expand_shape %cst_38 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %407 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%406, %expanded_512 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %408 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%379, %cst_37 : tensor<1x1024x4x4xf32>, tensor<2048x1024x1x1xf32>) outs(%399 : tensor<1x2048x2x2xf32>) -> tensor<1x2048x2x2xf32>
    %409 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_35 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<2048xf32>
    %410 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%409 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<2048xf32>
    %expanded_513 = tensor.expand_shape %cst_36 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %expanded_514 = tensor.expand_shape %410 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %411 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%408, %expanded_513 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %412 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%411, %expanded_514 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_515 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %413 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%412, %expanded_515 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_516 = tensor.expand_shape %cst_33 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %414 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%413, %expanded_516 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %415 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%407, %414 : tensor<1x2048x2x2xf32>, tensor<1x2048x2x2xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %416 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%415 : tensor<1x2048x2x2xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x2048x2x2xf32>
    %417 = linalg.fill ins(%cst : f32) outs(%388 : tensor<1x1024x2x2xf32>) -> tensor<1x1024x2x2xf32>
    %418 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%416, %cst_32 : tensor<1x2048x2x2xf32>, tensor<1024x2048x1x1xf32>) outs(%417 : tensor<1x1024x2x2xf32>) -> tensor<1x1024x2x2xf32>
    %419 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_30 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %420 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%419 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_517 = tensor.expand_shape %cst_31 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_518 = tensor.expand_shape %420 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %421 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%418, %expanded_517 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %422 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%421, %expanded_518 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_519 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %423 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%422, %expanded_519 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_520 = tensor.expand_shape %cst_28 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %424 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%423, %expanded_520 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %425 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%424 : tensor<1x1024x2x2xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x2x2xf32>
    %padded_521 = tensor.pad %425 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1024x2x2xf32> to tensor<1x1024x4x4xf32>
    %expanded_522 = tensor.expand_shape %padded_521 [[0], [1, 2], [3], [4]] output_shape [1, 32, 32, 4, 4] : tensor<1x1024x4x4xf32> into tensor<1x32x32x4x4xf32>
    %expanded_523 = tensor.expand_shape %cst_27 [[0, 1], [2], [3], [4]] output_shape [32, 32, 32, 3, 3] : tensor<1024x32x3x3xf32> into tensor<32x32x32x3x3xf32>
    %426 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_522, %expanded_523 : tensor<1x32x32x4x4xf32>, tensor<32x32x32x3x3xf32>) outs(%389 : tensor<1x32x32x2x2xf32>) -> tensor<1x32x32x2x2xf32>
    %collapsed_524 = tensor.collapse_shape %426 [[0], [1, 2], [3], [4]] : tensor<1x32x32x2x2xf32> into tensor<1x1024x2x2xf32>
    %427 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_25 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %428 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%427 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_525 = tensor.expand_shape %cst_26 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_526 = tensor.expand_shape %428 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %429 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_524, %expanded_525 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %430 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%429, %expanded_526 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_527 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %431 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%430, %expanded_527 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_528 = tensor.expand_shape %cst_23 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %432 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%431, %expanded_528 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %433 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%432 : tensor<1x1024x2x2xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x2x2xf32>
    %434 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%433, %cst_22 : tensor<1x1024x2x2xf32>, tensor<2048x1024x1x1xf32>) outs(%399 : tensor<1x2048x2x2xf32>) -> tensor<1x2048x2x2xf32>
    %435 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_20 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<2048xf32>
    %436 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%435 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<2048xf32>
    %expanded_529 = tensor.expand_shape %cst_21 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %expanded_530 = tensor.expand_shape %436 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %437 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%434, %expanded_529 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %438 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%437, %expanded_530 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_531 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %439 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%438, %expanded_531 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_532 = tensor.expand_shape %cst_18 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %440 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%439, %expanded_532 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %441 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%440, %416 : tensor<1x2048x2x2xf32>, tensor<1x2048x2x2xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %442 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%441 : tensor<1x2048x2x2xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x2048x2x2xf32>
    %443 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%442, %cst_17 : tensor<1x2048x2x2xf32>, tensor<1024x2048x1x1xf32>) outs(%417 : tensor<1x1024x2x2xf32>) -> tensor<1x1024x2x2xf32>
    %444 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_15 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %445 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%444 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_533 = tensor.expand_shape %cst_16 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_534 = tensor.expand_shape %445 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %446 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%443, %expanded_533 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %447 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%446, %expanded_534 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_535 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %448 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%447, %expanded_535 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_536 = tensor.expand_shape %cst_13 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %449 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%448, %expanded_536 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %450 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%449 : tensor<1x1024x2x2xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x2x2xf32>
    %padded_537 = tensor.pad %450 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x1024x2x2xf32> to tensor<1x1024x4x4xf32>
    %expanded_538 = tensor.expand_shape %padded_537 [[0], [1, 2], [3], [4]] output_shape [1, 32, 32, 4, 4] : tensor<1x1024x4x4xf32> into tensor<1x32x32x4x4xf32>
    %expanded_539 = tensor.expand_shape %cst_12 [[0, 1], [2], [3], [4]] output_shape [32, 32, 32, 3, 3] : tensor<1024x32x3x3xf32> into tensor<32x32x32x3x3xf32>
    %451 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%expanded_538, %expanded_539 : tensor<1x32x32x4x4xf32>, tensor<32x32x32x3x3xf32>) outs(%389 : tensor<1x32x32x2x2xf32>) -> tensor<1x32x32x2x2xf32>
    %collapsed_540 = tensor.collapse_shape %451 [[0], [1, 2], [3], [4]] : tensor<1x32x32x2x2xf32> into tensor<1x1024x2x2xf32>
    %452 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_10 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<1024xf32>
    %453 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%452 : tensor<1024xf32>) outs(%238 : tensor<1024xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<1024xf32>
    %expanded_541 = tensor.expand_shape %cst_11 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %expanded_542 = tensor.expand_shape %453 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %454 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_540, %expanded_541 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %455 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%454, %expanded_542 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_543 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %456 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%455, %expanded_543 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %expanded_544 = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [1024, 1, 1] : tensor<1024xf32> into tensor<1024x1x1xf32>
    %457 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%456, %expanded_544 : tensor<1x1024x2x2xf32>, tensor<1024x1x1xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1024x2x2xf32>
    %458 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%457 : tensor<1x1024x2x2xf32>) outs(%388 : tensor<1x1024x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x1024x2x2xf32>
    %459 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%458, %cst_7 : tensor<1x1024x2x2xf32>, tensor<2048x1024x1x1xf32>) outs(%399 : tensor<1x2048x2x2xf32>) -> tensor<1x2048x2x2xf32>
    %460 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_5 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.truncf %cst_265 : f64 to f32
      %479 = arith.addf %in, %478 : f32
      linalg.yield %479 : f32
    } -> tensor<2048xf32>
    %461 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%460 : tensor<2048xf32>) outs(%401 : tensor<2048xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = math.rsqrt %in : f32
      linalg.yield %478 : f32
    } -> tensor<2048xf32>
    %expanded_545 = tensor.expand_shape %cst_6 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %expanded_546 = tensor.expand_shape %461 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %462 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%459, %expanded_545 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.subf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %463 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%462, %expanded_546 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_547 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %464 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%463, %expanded_547 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.mulf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %expanded_548 = tensor.expand_shape %cst_3 [[0, 1, 2]] output_shape [2048, 1, 1] : tensor<2048xf32> into tensor<2048x1x1xf32>
    %465 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%464, %expanded_548 : tensor<1x2048x2x2xf32>, tensor<2048x1x1xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %466 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%465, %442 : tensor<1x2048x2x2xf32>, tensor<1x2048x2x2xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x2x2xf32>
    %467 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%466 : tensor<1x2048x2x2xf32>) outs(%398 : tensor<1x2048x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.cmpf ugt, %in, %cst : f32
      %479 = arith.select %478, %in, %cst : f32
      linalg.yield %479 : f32
    } -> tensor<1x2048x2x2xf32>
    %468 = tensor.empty() : tensor<1x2048x1x1xf32>
    %469 = linalg.fill ins(%cst : f32) outs(%468 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %470 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%467 : tensor<1x2048x2x2xf32>) outs(%469 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.addf %in, %out : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x1x1xf32>
    %471 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%470 : tensor<1x2048x1x1xf32>) outs(%468 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %478 = arith.divf %in, %cst_269 : f32
      linalg.yield %478 : f32
    } -> tensor<1x2048x1x1xf32>
    %collapsed_549 = tensor.collapse_shape %471 [[0], [1, 2, 3]] : tensor<1x2048x1x1xf32> into tensor<1x2048xf32>
    %472 = tensor.empty() : tensor<2048x1000xf32>
    %transposed = linalg.transpose ins(%cst_2 : tensor<1000x2048xf32>) outs(%472 : tensor<2048x1000xf32>) permutation = [1, 0] 
    %473 = tensor.empty() : tensor<1x1000xf32>
    %474 = linalg.fill ins(%cst : f32) outs(%473 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %475 = linalg.matmul ins(%collapsed_549, %transposed : tensor<1x2048xf32>, tensor<2048x1000xf32>) outs(%474 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %476 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<1000xf32>) outs(%473 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1000xf32>
    %477 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%475, %476 : tensor<1x1000xf32>, tensor<1x1000xf32>) outs(%473 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_550: f32, %out: f32):
      %478 = arith.addf %in, %in_550 : f32
      linalg.yield %478 : f32
    } -> tensor<1x1000xf32>
    return %477 : tensor<1x1000xf32>
  }
}

// 267 dense_resource blobs (100388512 bytes) stripped by bench/real/strip_resources.py;
// test/real-networks/fill_resources.py writes them again.

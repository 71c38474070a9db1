// Compiled ahead of time by tensor-layout-compile and called from C++
// (main.cpp): NCHW images into NHWC with the channels aligned to 4 and the
// padding channel holding -1.

#nhwc4 = #layout.encoding<order = [0, 2, 3, 1], align = [1, 4, 1, 1],
                          pad_value = -1.0 : f32, base_align = 64>

func.func @to_nhwc4(%x: tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32, #nhwc4> {
  %0 = layout.transform %x : tensor<1x3x2x2xf32> to tensor<1x3x2x2xf32, #nhwc4>
  return %0 : tensor<1x3x2x2xf32, #nhwc4>
}

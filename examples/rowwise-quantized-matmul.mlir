// A rowwise-quantized matmul whose weights keep each row's scale and
// offset in the row's own padding, as Glow's fused tensors do: one buffer
// holds the 13 unsigned bytes of a row, 3 bytes of alignment and the row's
// f32 scale and offset.
//
//   Y[m, n] = sum_k X[m, k] * (W[n, k] * scale[n] + offset[n])
//
// The caller gives the bytes and the per-row (scale, offset) pairs apart;
// `layout.fuse_metadata` stores both in one buffer. A transform into a
// layout with a halo row and 32-byte rows moves the metadata with its
// rows, and the kernel reads the rows and their metadata from that one
// buffer through `layout.split_metadata`, whose two results are views of
// it.
#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8],
                          row_metadata = tensor<2xf32>>
#wide = #layout.encoding<pad_low = [1, 0], align = [1, 16], pad_high = [0, 8],
                         row_metadata = tensor<2xf32>>
#wide_data = #layout.encoding<pad_low = [1, 0], align = [1, 16],
                              pad_high = [0, 8]>

func.func @fuse(%q: tensor<5x13xi8>, %scale_offset: tensor<5x2xf32>)
    -> tensor<5x13xi8, #wide> {
  %w = layout.fuse_metadata %q, %scale_offset
      : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  %wide = layout.transform %w
      : tensor<5x13xi8, #fused> to tensor<5x13xi8, #wide>
  return %wide : tensor<5x13xi8, #wide>
}

func.func @qmatmul(%x: tensor<3x13xf32>, %w: tensor<5x13xi8, #wide>)
    -> tensor<3x5xf32> {
  %q, %scale_offset = layout.split_metadata %w
      : tensor<5x13xi8, #wide> to tensor<5x13xi8, #wide_data>, tensor<5x2xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3x5xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x5xf32>)
      -> tensor<3x5xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (n, k)>,
                       affine_map<(m, n, k) -> (n, 0)>,
                       affine_map<(m, n, k) -> (n, 1)>,
                       affine_map<(m, n, k) -> (m, n)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %q, %scale_offset, %scale_offset
          : tensor<3x13xf32>, tensor<5x13xi8, #wide_data>, tensor<5x2xf32>,
            tensor<5x2xf32>)
      outs(%init : tensor<3x5xf32>) {
  ^bb0(%a: f32, %byte: i8, %scale: f32, %offset: f32, %acc: f32):
    %level = arith.uitofp %byte : i8 to f32
    %weight = math.fma %level, %scale, %offset : f32
    %product = arith.mulf %a, %weight : f32
    %sum = arith.addf %acc, %product : f32
    linalg.yield %sum : f32
  } -> tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}

func.func @fused_qmatmul(%x: tensor<3x13xf32>, %q: tensor<5x13xi8>,
                         %scale_offset: tensor<5x2xf32>) -> tensor<3x5xf32> {
  %w = call @fuse(%q, %scale_offset)
      : (tensor<5x13xi8>, tensor<5x2xf32>) -> tensor<5x13xi8, #wide>
  %y = call @qmatmul(%x, %w)
      : (tensor<3x13xf32>, tensor<5x13xi8, #wide>) -> tensor<3x5xf32>
  return %y : tensor<3x5xf32>
}

# RUN: %python %s %tensor_layout_src_root/examples/rowwise-quantized-matmul.mlir | FileCheck %s
"""Row metadata executed: the shipped rowwise-quantized matmul, whose weight
rows carry their scale and offset in their padding, equals numpy on the
separate tensors; the bytes of the fused buffer are where the layout says;
transforms move the metadata with its rows (also for rows along another
dim than the last); and a buffer built in numpy is read back."""

import sys

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(5)
source = open(sys.argv[1]).read()
# Scales of quarters and small integers: every sum is exact in f32.
x = rng.integers(-3, 4, size=(3, 13)).astype(np.float32)
q = rng.integers(0, 256, size=(5, 13)).astype(np.uint8)
scale_offset = np.stack([rng.integers(1, 9, size=5) / 4,
                         rng.integers(-8, 8, size=5)], axis=1).astype(np.float32)
reference = x @ (q.astype(np.float32) * scale_offset[:, :1]
                 + scale_offset[:, 1:]).T

ASSIGN = ("layout-assign{target=%s},layout-propagate,canonicalize,"
          "layout-lower-to-llvm")
# (Also with the transforms as the GPU kernels, run as host loops.)
for pipeline in (tl.DEFAULT_PIPELINE, ASSIGN % "generic-cpu",
                 ASSIGN % "onednn", "layout-lower-to-llvm{emulate-gpu=true}"):
    compiled = tl.compile(source, pipeline=pipeline)
    w = compiled["fuse"](q.view(np.int8), scale_offset)
    # One halo row, then rows of 32 bytes: 13 data bytes, undefined
    # alignment bytes, the row's scale and offset in the last 8.
    assert w.physical.shape == (6, 32), w.physical.shape
    rows = w.physical.view(np.uint8)[1:]
    assert (rows[:, :13] == q).all()
    assert (rows[:, 24:].copy().view(np.float32) == scale_offset).all()
    assert (np.asarray(w) == q.view(np.int8)).all()
    y = compiled["qmatmul"](x, w)
    assert (np.asarray(y) == reference).all(), (pipeline, y, reference)
    y = compiled["fused_qmatmul"](x, q.view(np.int8), scale_offset)
    assert (np.asarray(y) == reference).all(), pipeline
    print("matmul equal:", pipeline)
# CHECK: matmul equal: layout-lower-to-llvm
# CHECK-NEXT: matmul equal: layout-assign{target=generic-cpu}
# CHECK-NEXT: matmul equal: layout-assign{target=onednn}
# CHECK-NEXT: matmul equal: layout-lower-to-llvm{emulate-gpu=true}

# A fused weight built by the caller: the rows' ends hold the metadata.
wide = tl.Layout.parse("#layout.encoding<pad_low = [1, 0], align = [1, 16], "
                       "pad_high = [0, 8], row_metadata = tensor<2xf32>>")
assert wide == tl.Layout(pad_low=[1, 0], align=[1, 16], pad_high=[0, 8],
                         row_metadata="tensor<2xf32>")
assert wide.row_metadata == "tensor<2xf32>" and wide.pad_kind == "undef"
for bad, error in ((dict(row_metadata="1 : i8"), ValueError),
                   (dict(row_metadata="tensor<2xf32>", pad_value=0),
                    ValueError),
                   (dict(row_metadata="tensor<2x2xf32>"), tl.MLIRError)):
    try:
        tl.Layout(pad_high=[0, 8], **bad)
        raise AssertionError(f"accepted {bad}")
    except error as e:
        print(type(e).__name__ + ":", str(e).splitlines()[-1])
# CHECK: ValueError: row_metadata must be a tensor type such as "tensor<2xf32>", got '1 : i8'
# CHECK: ValueError: a layout's padding holds a pad value or row metadata, not both
# CHECK: MLIRError: loc(unknown): error: 'row_metadata' must be a static rank-1 tensor type
physical = rng.integers(-128, 128, size=(6, 32)).astype(np.int8)
physical[1:, :13] = q.view(np.int8)
physical[1:, 24:] = scale_offset.view(np.int8).reshape(5, 8)
y = tl.compile(source)["qmatmul"](x, tl.LayoutArray(physical, wide, (5, 13),
                                                     "i8"))
assert (np.asarray(y) == reference).all()
print("caller's buffer read")
# CHECK: caller's buffer read

# Rows along dim 1 (order [0, 2, 1]) with i16 metadata: the companion of a
# 2x5x3 tensor is 2x3x2, and a transform into a layout with more padding
# and a halo keeps it with its rows; split returns both.
RANK3 = """
#a = #layout.encoding<order = [0, 2, 1], align = [1, 2, 1], pad_high = [0, 4, 0],
                      row_metadata = tensor<2xi16>>
#b = #layout.encoding<order = [0, 2, 1], pad_low = [1, 0, 1], pad_high = [0, 7, 0],
                      row_metadata = tensor<2xi16>>
#bdata = #layout.encoding<order = [0, 2, 1], pad_low = [1, 0, 1], pad_high = [0, 7, 0]>
func.func @move(%d: tensor<2x5x3xi8>, %m: tensor<2x3x2xi16>)
    -> (tensor<2x5x3xi8>, tensor<2x3x2xi16>, tensor<2x5x3xi8, #b>) {
  %f = layout.fuse_metadata %d, %m : tensor<2x5x3xi8>, tensor<2x3x2xi16>
      to tensor<2x5x3xi8, #a>
  %t = layout.transform %f : tensor<2x5x3xi8, #a> to tensor<2x5x3xi8, #b>
  %data, %meta = layout.split_metadata %t : tensor<2x5x3xi8, #b>
      to tensor<2x5x3xi8, #bdata>, tensor<2x3x2xi16>
  %packed = layout.transform %data : tensor<2x5x3xi8, #bdata> to tensor<2x5x3xi8>
  return %packed, %meta, %t
      : tensor<2x5x3xi8>, tensor<2x3x2xi16>, tensor<2x5x3xi8, #b>
}
"""
d = rng.integers(-128, 128, size=(2, 5, 3)).astype(np.int8)
m = rng.integers(-30000, 30000, size=(2, 3, 2)).astype(np.int16)
data, meta, fused = tl.compile(RANK3)["move"](d, m)
assert (np.asarray(data) == d).all() and (np.asarray(meta) == m).all()
# Physical shape [3, 4, 12]: (halo + 2) x (halo + 3) rows of 5 + 7 bytes.
assert fused.physical.shape == (3, 4, 12), fused.physical.shape
ends = fused.physical[1:, 1:, 8:].copy().view(np.int16)
assert (ends == m).all()
print("rank 3 moved")
# CHECK: rank 3 moved

# RUN: %python %s | FileCheck %s
"""Tiles placed among the outer dims, executed: TVM's NC4cHW (a channel
block between C and H) and rows distributed over two memory banks (the
tile outermost, the bank stride set by alignment) equal the numpy
reference bit for bit, padding included, through every copy path (vector
kernels, scalar loops, the GPU kernels run on the host), in element-wise
ops and constants laid out at compile time."""

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(27)
LAYOUTS = {
    # TVM's NC4cHW.
    "nc4chw": ("order = [0, 1, t0, 2, 3], tiles = [1 : 4]", (1, 8, 5, 5)),
    # 6 channels padded to 8 with zeros: 2 blocks of 4.
    "nc4chw_padded": ("order = [0, 1, t0, 2, 3], align = [1, 4, 1, 1], "
                      "pad_value = zero, tiles = [1 : 4]", (1, 6, 3, 5)),
    # Row r in bank r % 2, 4 rows each; then 16 rows per bank (the bank
    # stride 16 x 16 elements), the rest zero.
    "banks": ("order = [t0, 0, 1], tiles = [0 : 2]", (8, 16)),
    "banks_strided": ("order = [t0, 0, 1], align = [32, 1], pad_value = zero, "
                      "tiles = [0 : 2]", (8, 16)),
    # Two tiles, one outermost, the other between the outer dims.
    "two_tiles": ("order = [t1, 0, t0, 1], tiles = [0 : 2, 1 : 4]", (6, 8)),
    # With a halo and a constant pad value.
    "halo": ("order = [1, t0, 0], pad_low = [1, 0], align = [1, 4], "
             "pad_value = -1.0 : f32, tiles = [1 : 2]", (5, 6)),
}
PIPELINES = (tl.DEFAULT_PIPELINE, "layout-lower-to-llvm{vector-bytes=0}",
             "layout-lower-to-llvm{emulate-gpu=true}")


def tensor(shape):
    return "tensor<" + "x".join(map(str, shape)) + "xf32>"


for name, (parts, shape) in LAYOUTS.items():
    layout = tl.Layout.parse(f"#layout.encoding<{parts}>")
    laid = layout.tensor_type(shape, "f32")
    plain = tensor(shape)
    constant = rng.integers(-9, 9, size=shape).astype(np.float32)
    dense = np.array2string(constant, separator=", ", threshold=10**6,
                            formatter={"float_kind": lambda v: f"{v:.1f}"})
    dense = " ".join(dense.split())
    source = f"""
func.func @to(%x: {plain}) -> {laid} {{
  %0 = layout.transform %x : {plain} to {laid}
  return %0 : {laid}
}}
func.func @back(%x: {laid}) -> {plain} {{
  %0 = layout.transform %x : {laid} to {plain}
  return %0 : {plain}
}}
// An element-wise op on the tiled buffers, one operand a constant laid
// out at compile time.
func.func @add_constant(%x: {laid}) -> {laid} {{
  %c = arith.constant dense<{dense}> : {plain}
  %cl = layout.transform %c : {plain} to {laid}
  %e = tensor.empty() : {laid}
  %0 = linalg.add ins(%x, %cl : {laid}, {laid}) outs(%e : {laid}) -> {laid}
  return %0 : {laid}
}}
"""
    for pipeline in PIPELINES:
        compiled = tl.compile(source, pipeline=pipeline)
        x = rng.integers(-50, 50, size=shape).astype(np.float32)
        reference = tl.pack(x, layout, "f32")
        out = compiled["to"](x)
        assert out.physical.shape == reference.shape, (name, pipeline)
        assert (out.numpy() == x).all(), (name, pipeline)
        if layout.pad_kind != "undef":
            assert out.physical.tobytes() == reference.tobytes(), (name,
                                                                   pipeline)
        back = compiled["back"](tl.LayoutArray.from_numpy(x, layout, "f32"))
        assert (np.asarray(back) == x).all(), (name, pipeline)
        total = compiled["add_constant"](
            tl.LayoutArray.from_numpy(x, layout, "f32"))
        assert (total.numpy() == x + constant).all(), (name, pipeline)
        if layout.pad_kind != "undef":
            assert (total.physical.tobytes() ==
                    tl.pack(x + constant, layout, "f32").tobytes()), name
    print(name, layout.physical_shape(shape, "f32"))
# CHECK: nc4chw (1, 2, 4, 5, 5)
# CHECK: nc4chw_padded (1, 2, 4, 3, 5)
# CHECK: banks (2, 4, 16)
# CHECK: banks_strided (2, 16, 16)
# CHECK: two_tiles (4, 3, 2, 2)
# CHECK: halo (4, 2, 6)

# The numpy reference places the bank example's rows by hand too: bank b
# holds rows b, b + 2, ...
layout = tl.Layout.parse("#layout.encoding<order = [t0, 0, 1], tiles = [0 : 2]>")
x = np.arange(128, dtype=np.float32).reshape(8, 16)
physical = tl.pack(x, layout, "f32")
assert (physical[0] == x[0::2]).all() and (physical[1] == x[1::2]).all()
print("banks by hand")
# CHECK: banks by hand

# An element-wise op whose operands have one physical shape but place
# their elements apart (a tile placed elsewhere; another order over a unit
# dim) reads each operand where its own layout has the element.
MIXED = """
#A = #layout.encoding<align = [1, 2], pad_value = zero, tiles = [0 : 2]>
#B = #layout.encoding<order = [t0, 0, 1], align = [1, 2], pad_value = zero, tiles = [0 : 2]>
#C = #layout.encoding<order = [1, 0], align = [1, 2], pad_value = zero, tiles = [0 : 2]>
func.func @add(%x: tensor<4x1xf32, #A>, %y: tensor<4x1xf32, #B>,
               %z: tensor<4x1xf32, #C>)
    -> (tensor<4x1xf32, #A>, tensor<4x1xf32, #A>) {
  %e = tensor.empty() : tensor<4x1xf32, #A>
  %r = linalg.add ins(%x, %y : tensor<4x1xf32, #A>, tensor<4x1xf32, #B>)
      outs(%e : tensor<4x1xf32, #A>) -> tensor<4x1xf32, #A>
  %f = tensor.empty() : tensor<4x1xf32, #A>
  %s = linalg.add ins(%x, %z : tensor<4x1xf32, #A>, tensor<4x1xf32, #C>)
      outs(%f : tensor<4x1xf32, #A>) -> tensor<4x1xf32, #A>
  return %r, %s : tensor<4x1xf32, #A>, tensor<4x1xf32, #A>
}
"""
layouts = [tl.Layout.parse(line.split(" = ", 1)[1])
           for line in MIXED.splitlines() if line.startswith("#")]
x = np.arange(4, dtype=np.float32).reshape(4, 1)
args = [tl.LayoutArray.from_numpy(v, l, "f32")
        for v, l in zip((x, 100 * x, 100 * x), layouts)]
for total in tl.compile(MIXED)["add"](*args):
    print(total.numpy().ravel())
# CHECK: [  0. 101. 202. 303.]
# CHECK-NEXT: [  0. 101. 202. 303.]

# A target whose adds want their rows in two banks (a declarative rule
# with a placed tile): assignment moves the operands there and the result
# back, and the numbers are unchanged.
BANKED = """
module attributes {layout.target = #layout.target<"banked", rules = [
    #layout.rule<"linalg.add",
      operands = [#layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>,
                  #layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>],
      results = [#layout.requirement<order = [t0, 0, 1], tiles = [0 : 2]>]>]>} {
  func.func @add(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %e = tensor.empty() : tensor<8x16xf32>
    %r = linalg.add ins(%a, %b : tensor<8x16xf32>, tensor<8x16xf32>)
        outs(%e : tensor<8x16xf32>) -> tensor<8x16xf32>
    return %r : tensor<8x16xf32>
  }
}
"""
ASSIGNED = "layout-assign,layout-verify,layout-lower-to-llvm"
assigned = str(tl.Module.parse(BANKED).run_pipeline("layout-assign"))
print(assigned.count("to tensor<8x16xf32, #permt001_tile0by2>"))
# CHECK: 2
a = rng.integers(-50, 50, size=(8, 16)).astype(np.float32)
b = rng.integers(-50, 50, size=(8, 16)).astype(np.float32)
print((np.asarray(tl.compile(BANKED, pipeline=ASSIGNED)["add"](a, b)) ==
       a + b).all())
# CHECK: True

# Built in Python: tile_positions places tile k at that physical position.
built = tl.Layout(order=[0, 1, 2, 3], tiles=[(1, 4)], tile_positions=[2])
assert built == tl.Layout.parse(
    "#layout.encoding<order = [0, 1, t0, 2, 3], tiles = [1 : 4]>")
print(built.tile_positions, built.physical_order(4))
# CHECK: (2,) (0, 1, 4, 2, 3)
# Tiles last, in the order listed, are the default.
print(tl.Layout(order=[0, 1], tiles=[(0, 2)], tile_positions=[2]))
# CHECK: #layout.encoding<tiles = [0 : 2]>
try:
    tl.Layout(order=[0, 5], tiles=[(0, 4)], tile_positions=[2])
except tl.MLIRError as e:
    print(str(e).splitlines()[-1])
# CHECK: error: 'order' must be a permutation of [0, 2), got [0, 5]

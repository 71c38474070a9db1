# RUN: %python %s | FileCheck %s
"""Tiled layouts on tensors of dynamic shape, executed: the physical
extents, the allocation and the padding are computed at run time from the
extents the function is called with, and every result equals numpy's, bit
for bit with its padding. A tiled buffer does not hold its logical
extents, so a compiled function takes and returns those of the dynamic
dims beside it; the Python binding passes them."""

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(2703)
LAYOUTS = {
    # NCHW8c, channels padded with zeros to whole blocks.
    "nchw8c": ("align = [1, 8, 1, 1], pad_value = zero, tiles = [1 : 8]",
               "?x?x?x?", [(2, 11, 3, 4), (1, 8, 1, 1), (1, 1, 2, 2)]),
    # NCHW16c: whole blocks of channels at run time take the vector
    # kernels (16 x 16 tiles transposed in registers, edges), others the
    # scalar loops.
    "nchw16c": ("align = [1, 16, 1, 1], pad_value = zero, tiles = [1 : 16]",
                "?x?x?x?", [(2, 32, 5, 19), (1, 20, 3, 3), (1, 16, 17, 16)]),
    # One dim dynamic, the other static.
    "rows": ("align = [1, 8], pad_value = zero, tiles = [1 : 8]",
             "?x13", [(3, 13), (1, 13), (0, 13)]),
    # Two tiles, a constant pad value.
    "two_tiles": ("align = [4, 8], pad_value = -1.0 : f32, "
                  "tiles = [0 : 4, 1 : 8]",
                  "?x?", [(5, 13), (4, 8), (1, 1), (12, 40)]),
    # A channel block between C and H (TVM's NC4cHW).
    "nc4chw": ("order = [0, 1, t0, 2, 3], align = [1, 4, 1, 1], "
               "pad_value = zero, tiles = [1 : 4]",
               "?x?x?x?", [(1, 6, 3, 5), (2, 4, 1, 2)]),
    # Rows in two banks, the tile outermost.
    "banks": ("order = [t0, 0, 1], align = [4, 1], pad_value = zero, "
              "tiles = [0 : 2]", "?x?", [(7, 5), (8, 3)]),
    # A halo in front of a tiled dim.
    "halo": ("order = [1, t0, 0], pad_low = [1, 0], align = [1, 4], "
             "pad_value = -1.0 : f32, tiles = [1 : 2]",
             "?x?", [(5, 6), (2, 3)]),
    # Tiles of the first dim, column-major outer dims.
    "column_major": ("order = [1, 0], align = [8, 1], pad_value = zero, "
                     "tiles = [0 : 8]", "?x?", [(13, 3), (8, 1)]),
    # Padding that holds nothing defined.
    "undefined": ("align = [1, 8], tiles = [1 : 8]", "?x?", [(3, 13)]),
}
PIPELINES = (tl.DEFAULT_PIPELINE, "layout-lower-to-llvm{vector-bytes=0}")

for name, (parts, dims, shapes) in LAYOUTS.items():
    layout = tl.Layout.parse(f"#layout.encoding<{parts}>")
    plain = f"tensor<{dims}xf32>"
    laid = f"tensor<{dims}xf32, #layout.encoding<{parts}>>"
    rank = dims.count("x") + 1
    dynamic = [d for d, extent in enumerate(dims.split("x")) if extent == "?"]
    sizes = "".join(f"  %d{d} = tensor.dim %x, %c{d} : {laid}\n"
                    for d in dynamic)
    consts = "".join(f"  %c{d} = arith.constant {d} : index\n"
                     for d in dynamic)
    empty_sizes = ", ".join(f"%d{d}" for d in dynamic)
    source = f"""
func.func @to(%x: {plain}) -> {laid} {{
  %0 = layout.transform %x : {plain} to {laid}
  return %0 : {laid}
}}
func.func @back(%x: {laid}) -> {plain} {{
  %0 = layout.transform %x : {laid} to {plain}
  return %0 : {plain}
}}
// Element-wise ops on the physical buffers: arith on tensors, and a
// linalg op into a new tensor whose extents are read off an operand.
func.func @fma(%x: {laid}, %y: {laid}) -> {laid} {{
{consts}{sizes}  %e = tensor.empty({empty_sizes}) : {laid}
  %p = linalg.mul ins(%x, %y : {laid}, {laid}) outs(%e : {laid}) -> {laid}
  %s = arith.addf %p, %x : {laid}
  return %s : {laid}
}}
"""
    for pipeline in PIPELINES:
        compiled = tl.compile(source, pipeline=pipeline)
        for shape in shapes:
            x = rng.integers(-50, 50, size=shape).astype(np.float32)
            y = rng.integers(-5, 5, size=shape).astype(np.float32)
            what = (name, pipeline, shape)
            out = compiled["to"](x)
            assert out.shape == shape, what
            assert (out.numpy() == x).all(), what
            reference = tl.pack(x, layout, "f32")
            assert out.physical.shape == reference.shape, what
            if layout.pad_kind != "undef":
                assert out.physical.tobytes() == reference.tobytes(), what
            back = compiled["back"](tl.LayoutArray.from_numpy(x, layout, "f32"))
            assert (np.asarray(back) == x).all(), what
            total = compiled["fma"](out,
                                    tl.LayoutArray.from_numpy(y, layout, "f32"))
            assert total.shape == shape, what
            assert (total.numpy() == x * y + x).all(), what
            if layout.pad_kind != "undef":
                assert (total.physical.tobytes() ==
                        tl.pack(x * y + x, layout, "f32").tobytes()), what
    print(name, [layout.physical_shape(s, "f32") for s in shapes])
# CHECK: nchw8c [(2, 2, 3, 4, 8), (1, 1, 1, 1, 8), (1, 1, 2, 2, 8)]
# CHECK: nchw16c [(2, 2, 5, 19, 16), (1, 2, 3, 3, 16), (1, 1, 17, 16, 16)]
# CHECK: rows [(3, 2, 8), (1, 2, 8), (0, 2, 8)]
# CHECK: two_tiles [(2, 2, 4, 8), (1, 1, 4, 8), (1, 1, 4, 8), (3, 5, 4, 8)]
# CHECK: nc4chw [(1, 2, 4, 3, 5), (2, 1, 4, 1, 2)]
# CHECK: banks [(2, 4, 5), (2, 4, 3)]
# CHECK: halo [(4, 2, 6), (2, 2, 3)]
# CHECK: column_major [(3, 2, 8), (1, 1, 8)]
# CHECK: undefined [(3, 2, 8)]

# From a layout whose first element is not at the start of its buffer (a
# halo) into NCHW16c and back out into the packed layout: the vector
# kernels' views start at the first element.
HALO = "#layout.encoding<pad_low = [0, 0, 1, 2], pad_high = [0, 0, 1, 0], " \
    "pad_value = 5.0 : f32>"
B16 = "#layout.encoding<align = [1, 16, 1, 1], pad_value = zero, " \
    "tiles = [1 : 16]>"
d4 = "?x?x?x?xf32"
halo_to_blocked = tl.compile(f"""
func.func @to(%x: tensor<{d4}, {HALO}>) -> tensor<{d4}, {B16}> {{
  %0 = layout.transform %x : tensor<{d4}, {HALO}> to tensor<{d4}, {B16}>
  return %0 : tensor<{d4}, {B16}>
}}
func.func @back(%x: tensor<{d4}, {B16}>) -> tensor<{d4}> {{
  %0 = layout.transform %x : tensor<{d4}, {B16}> to tensor<{d4}>
  return %0 : tensor<{d4}>
}}""")
for shape in [(1, 32, 5, 7), (2, 17, 3, 4)]:
    x = rng.integers(-9, 9, size=shape).astype(np.float32)
    blocked = halo_to_blocked.to(
        tl.LayoutArray.from_numpy(x, tl.Layout.parse(HALO), "f32"))
    assert blocked.physical.tobytes() == tl.pack(
        x, tl.Layout.parse(B16), "f32").tobytes(), shape
    assert (halo_to_blocked.back(blocked).numpy() == x).all(), shape
print("halo to blocked")
# CHECK-NEXT: halo to blocked

# A transform moves every bit: bf16 denormals and NaN payloads survive the
# scalar copies into a padded tiling, static and dynamic (a bf16 value
# chosen between an element and the pad value passed through f32, and
# AVX512-BF16's conversion back flushed denormals to zero).
bits = rng.integers(0, 1 << 16, size=(2, 20, 3, 5), dtype=np.uint16)
bits[0, :, 0, 0] = 0x002E  # A denormal.
for dims in ("2x20x3x5", "?x?x?x?"):
    plain_bf16 = f"tensor<{dims}xbf16>"
    blocked_bf16 = f"tensor<{dims}xbf16, {B16}>"
    for pipeline in PIPELINES:
        bf16_copy = tl.compile(f"""
func.func @to(%x: {plain_bf16}) -> {blocked_bf16} {{
  %0 = layout.transform %x : {plain_bf16} to {blocked_bf16}
  return %0 : {blocked_bf16}
}}""", pipeline=pipeline)
        out = bf16_copy.to(bits)
        assert out.physical.view(np.uint16).tobytes() == tl.pack(
            bits, tl.Layout.parse(B16), "bf16").view(np.uint16).tobytes(), (
                dims, pipeline)
print("bf16 bits")
# CHECK-NEXT: bf16 bits

# Views, extents, loops, calls, fills and a kernel boundary on tiled
# tensors of dynamic shape, in checked memory: nothing is written outside
# a buffer and nothing is left allocated.
from tensor_layout.checking import GuardedAllocator  # noqa: E402

T = "#layout.encoding<align = [1, 8], pad_value = zero, tiles = [1 : 8]>"
TT = ("#layout.encoding<order = [1, 0], align = [8, 1], pad_value = zero, "
      "tiles = [0 : 8]>")
H = ("#layout.encoding<pad_low = [1, 0], pad_high = [1, 0], align = [1, 8], "
     "pad_value = -2.0 : f32, tiles = [1 : 8]>")
HX = "#layout.encoding<align = [1, 8], pad_value = -2.0 : f32, tiles = [1 : 8]>"
t, plain = f"tensor<?x?xf32, {T}>", "tensor<?x?xf32>"
SOURCE = f"""
func.func @transpose(%x: {plain}) -> {plain} {{
  %t = layout.transform %x : {plain} to {t}
  %r = layout.relabel %t permutation = [1, 0] : {t} to tensor<?x?xf32, {TT}>
  %p = layout.transform %r : tensor<?x?xf32, {TT}> to {plain}
  return %p : {plain}
}}
func.func @halo(%x: {plain}) -> {plain} {{
  %t = layout.transform %x : {plain} to tensor<?x?xf32, {H}>
  %g = layout.expand_halo %t : tensor<?x?xf32, {H}> to tensor<?x?xf32, {HX}>
  %p = layout.transform %g : tensor<?x?xf32, {HX}> to {plain}
  return %p : {plain}
}}
func.func @dims(%x: {t}) -> (index, index) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %x, %c0 : {t}
  %1 = tensor.dim %x, %c1 : {t}
  return %0, %1 : index, index
}}
func.func @twice(%x: {t}) -> {t} {{
  %s = arith.addf %x, %x : {t}
  return %s : {t}
}}
func.func @loop(%x: {plain}, %n: index) -> {plain} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = layout.transform %x : {plain} to {t}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> {t} {{
    %b = func.call @twice(%a) : ({t}) -> {t}
    scf.yield %b : {t}
  }}
  %p = layout.transform %r : {t} to {plain}
  return %p : {plain}
}}
func.func @matmul(%a: {plain}, %b: {plain}) -> {t} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : {plain}
  %n = tensor.dim %b, %c1 : {plain}
  %ta = layout.transform %a : {plain} to {t}
  %e = tensor.empty(%m, %n) : {t}
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%e : {t}) -> {t}
  %r = linalg.matmul ins(%ta, %b : {t}, {plain}) outs(%f : {t}) -> {t}
  return %r : {t}
}}
"""
guarded = GuardedAllocator()
compiled = tl.compile(SOURCE, allocator=guarded)
x = rng.integers(-9, 9, size=(5, 11)).astype(np.float32)
print((compiled.transpose(x).numpy() == x.T).all())
# CHECK-NEXT: True
print((compiled.halo(x).numpy() == np.pad(x, ((1, 1), (0, 0)),
                                          constant_values=-2)).all())
# CHECK-NEXT: True
print(compiled.dims(tl.LayoutArray.from_numpy(x, tl.Layout.parse(T), "f32")))
# CHECK-NEXT: (5, 11)
print((compiled.loop(x, 3).numpy() == 8 * x).all())
# CHECK-NEXT: True
b = rng.integers(-9, 9, size=(11, 3)).astype(np.float32)
product = compiled.matmul(x, b)
print(product.shape, (product.numpy() == x @ b + 1).all(),
      product.physical.tobytes() ==
      tl.pack(x @ b + 1, tl.Layout.parse(T), "f32").tobytes())
# CHECK-NEXT: (5, 3) True True
guarded.check()
print(guarded.live)
# CHECK-NEXT: 0

# Generics the physical form cannot compute where the layout may have
# padding (a dynamic aligned dim always may): one that reads its
# destination, one with two results. They run on plain tensors between
# transforms. And a relabelling that moves a unit dim of a static tiled
# tensor: the same bytes in another physical shape (1x2x8 and 2x1x8).
ID2 = "affine_map<(i, j) -> (i, j)>"
OTHER = tl.compile(f"""
func.func @accumulate(%x: {t}, %y: {t}) -> {t} {{
  %r = linalg.generic {{indexing_maps = [{ID2}, {ID2}],
      iterator_types = ["parallel", "parallel"]}}
      ins(%x : {t}) outs(%y : {t}) {{
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %o : f32
    linalg.yield %m : f32
  }} -> {t}
  return %r : {t}
}}
func.func @two_results(%x: {t}) -> ({t}, {t}) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %x, %c0 : {t}
  %n = tensor.dim %x, %c1 : {t}
  %e = tensor.empty(%m, %n) : {t}
  %r:2 = linalg.generic {{indexing_maps = [{ID2}, {ID2}, {ID2}],
      iterator_types = ["parallel", "parallel"]}}
      ins(%x : {t}) outs(%e, %e : {t}, {t}) {{
  ^bb0(%a: f32, %o: f32, %p: f32):
    %d = arith.addf %a, %a : f32
    linalg.yield %d, %a : f32, f32
  }} -> ({t}, {t})
  return %r#0, %r#1 : {t}, {t}
}}
func.func @from_column_major(%x: tensor<2x3xf32, #layout.encoding<order = [1, 0]>>)
    -> tensor<3x2xf32, #layout.encoding<tiles = [1 : 2]>> {{
  %r = layout.relabel %x permutation = [1, 0]
      : tensor<2x3xf32, #layout.encoding<order = [1, 0]>>
      to tensor<3x2xf32, #layout.encoding<tiles = [1 : 2]>>
  return %r : tensor<3x2xf32, #layout.encoding<tiles = [1 : 2]>>
}}
func.func @move_unit_dim(%x: tensor<1x16xf32, {T}>) -> tensor<16x1xf32> {{
  %r = layout.relabel %x permutation = [1, 0] : tensor<1x16xf32, {T}>
      to tensor<16x1xf32, #layout.encoding<align = [8, 1], pad_value = zero,
                                           tiles = [0 : 8]>>
  %p = layout.transform %r : tensor<16x1xf32, #layout.encoding<align = [8, 1],
      pad_value = zero, tiles = [0 : 8]>> to tensor<16x1xf32>
  return %p : tensor<16x1xf32>
}}""")
rows = tl.Layout.parse(T)
y = rng.integers(-9, 9, size=(5, 11)).astype(np.float32)
total = OTHER.accumulate(tl.LayoutArray.from_numpy(x, rows, "f32"),
                         tl.LayoutArray.from_numpy(y, rows, "f32"))
doubled, same = OTHER.two_results(tl.LayoutArray.from_numpy(x, rows, "f32"))
v = np.arange(16, dtype=np.float32).reshape(1, 16)
print(total.physical.tobytes() == tl.pack(x + y, rows, "f32").tobytes(),
      doubled.physical.tobytes() == tl.pack(2 * x, rows, "f32").tobytes(),
      same.physical.tobytes() == tl.pack(x, rows, "f32").tobytes(),
      (OTHER.move_unit_dim(tl.LayoutArray.from_numpy(v, rows, "f32")).numpy()
       == v.T).all())
# CHECK-NEXT: True True True True

# A relabelling from an untiled layout into a tiling of the same bytes
# (column-major 2x3 and 3x2 in tiles of 2) keeps the logical values.
small = np.arange(6, dtype=np.float32).reshape(2, 3)
relabelled = OTHER.from_column_major(tl.LayoutArray.from_numpy(
    small, tl.Layout.parse("#layout.encoding<order = [1, 0]>"), "f32"))
print(relabelled.numpy().tolist())
# CHECK-NEXT: {{\[\[}}0.0, 3.0], [1.0, 4.0], [2.0, 5.0]]

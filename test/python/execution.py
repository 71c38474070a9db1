# RUN: %python %s | FileCheck %s
"""Compiling for the CPU and calling with numpy arrays: generated layout
transforms equal the numpy reference bit for bit, padding included."""

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(11)
TYPES = ["f16", "bf16", "f32", "f64", "i8", "i32"]


def random_layout(rank, dtype):
    pad = rng.choice(["undef", "zero", "const"])
    align = [int(rng.choice([1, 1, 2, 3, 4, 16])) for _ in range(rank)]
    tiles = []
    if rng.random() < 0.4:  # Blocked: the tiled dim's extent is aligned.
        dim, size = int(rng.integers(rank)), int(rng.choice([2, 4, 8]))
        align[dim] = size * int(rng.choice([1, 2]))
        tiles = [(dim, size)]
    return tl.Layout(
        order=list(rng.permutation(rank)) if rng.random() < 0.7 else [],
        align=align, tiles=tiles,
        pad_low=[int(rng.integers(0, 3)) for _ in range(rank)],
        pad_high=[int(rng.integers(0, 2)) for _ in range(rank)],
        pad_value={"undef": None, "zero": 0,
                   "const": ("-7 : " if dtype[0] == "i" else "-7.5 : ") + dtype
                   }[pad],
        base_align=int(rng.choice([0, 16, 64])))


# One module of generated transforms, compiled once.
cases, functions = [], []
for k in range(60):
    rank = int(rng.integers(1, 5))
    shape = tuple(int(rng.choice([1, 2, 3, 5, 7])) for _ in range(rank))
    dtype = TYPES[k % len(TYPES)]
    src, dst = random_layout(rank, dtype), random_layout(rank, dtype)
    src_type, dst_type = src.tensor_type(shape, dtype), dst.tensor_type(shape, dtype)
    functions.append(
        f"func.func @case{k}(%x: {src_type}) -> {dst_type} {{\n"
        f"  %0 = layout.transform %x : {src_type} to {dst_type}\n"
        f"  return %0 : {dst_type}\n}}\n")
    cases.append((shape, dtype, src, dst))
source = "".join(functions)
# Also with every f32 transform oneDNN can do as its reorder
# (convert-layout-copy-to-onednn; the others stay loops).
ONEDNN = "layout-lower-to-llvm{onednn=true onednn-reorder-bytes=1}"
for pipeline in (tl.DEFAULT_PIPELINE, ONEDNN):
    compiled = tl.compile(source, pipeline=pipeline)
    for k, (shape, dtype, src, dst) in enumerate(cases):
        storage = tl.storage_dtype(dtype)
        x = rng.integers(-50, 50, size=shape).astype(storage)
        out = compiled[f"case{k}"](tl.LayoutArray.from_numpy(x, src, dtype))
        assert out.layout == dst and out.shape == shape
        assert out.physical.shape == dst.physical_shape(shape, dtype)
        # Every element lands where the layout says.
        assert (out.numpy() == x).all(), (pipeline, k, src, dst)
        # Defined padding holds the pad value: the whole buffer equals the
        # reference, compared as bits.
        if dst.pad_kind != "undef":
            expected = tl.pack(x, dst, dtype)
            assert out.physical.tobytes() == expected.tobytes(), (
                pipeline, k, src, dst)
    print("transforms checked:", len(cases))
print("tiled:", sum(1 for c in cases if c[2].tiles or c[3].tiles))
reorders = str(tl.Module.parse(source).run_pipeline(ONEDNN)).count(
    "llvm.call @tensor_layout_onednn_reorder_f32(")
print("reorders:", reorders)
# CHECK: transforms checked: 60
# CHECK-NEXT: transforms checked: 60
# CHECK-NEXT: tiled: {{[1-9][0-9]*}}
# CHECK-NEXT: reorders: {{[1-9][0-9]*}}


# Layouts oneDNN's reorders take (permutations, one dim in blocks padded
# with zero or undefined to whole blocks), f32: most transforms are
# reorders, and must equal the reference bit for bit as the loops do.
def reorder_layout(rank):
    tiles, align = [], [1] * rank
    if rng.random() < 0.6:
        dim, size = int(rng.integers(rank)), int(rng.choice([2, 4, 8, 16]))
        tiles, align[dim] = [(dim, size)], size
    return tl.Layout(
        order=list(rng.permutation(rank)) if rng.random() < 0.7 else [],
        align=align, tiles=tiles,
        pad_value=0 if tiles and rng.random() < 0.7 else None)


reorder_cases, functions = [], []
for k in range(40):
    rank = int(rng.integers(1, 5))
    shape = tuple(int(rng.choice([1, 2, 3, 5, 7, 16])) for _ in range(rank))
    src, dst = reorder_layout(rank), reorder_layout(rank)
    src_type, dst_type = src.tensor_type(shape, "f32"), dst.tensor_type(shape, "f32")
    functions.append(
        f"func.func @case{k}(%x: {src_type}) -> {dst_type} {{\n"
        f"  %0 = layout.transform %x : {src_type} to {dst_type}\n"
        f"  return %0 : {dst_type}\n}}\n")
    reorder_cases.append((shape, src, dst))
source = "".join(functions)
compiled = tl.compile(source, pipeline=ONEDNN)
for k, (shape, src, dst) in enumerate(reorder_cases):
    x = rng.standard_normal(shape).astype(np.float32)
    out = compiled[f"case{k}"](tl.LayoutArray.from_numpy(x, src, "f32"))
    assert (out.numpy() == x).all(), (k, shape, src, dst)
    if dst.pad_kind != "undef":
        assert out.physical.tobytes() == tl.pack(x, dst).tobytes(), (
            k, shape, src, dst)
reorders = str(tl.Module.parse(source).run_pipeline(ONEDNN)).count(
    "llvm.call @tensor_layout_onednn_reorder_f32(")
print("reorder layouts checked:", len(reorder_cases), "reorders:", reorders)
# CHECK: reorder layouts checked: 40 reorders: {{[2-4][0-9]}}

# Round trip of the README: numpy -> compiled transform -> numpy.
nhwc = tl.Layout(order=[0, 2, 3, 1], align=[1, 16, 1, 1], pad_value=0,
                 base_align=64)
source = f"""
func.func @to_nhwc(%x: tensor<1x3x5x5xf32>) -> {nhwc.tensor_type((1, 3, 5, 5), 'f32')} {{
  %0 = layout.transform %x : tensor<1x3x5x5xf32> to {nhwc.tensor_type((1, 3, 5, 5), 'f32')}
  return %0 : {nhwc.tensor_type((1, 3, 5, 5), 'f32')}
}}"""
image = rng.standard_normal((1, 3, 5, 5)).astype(np.float32)
out = tl.compile(source).to_nhwc(image)
print(out.physical.shape, out.physical.tobytes() == tl.pack(image, nhwc).tobytes())
# CHECK: (1, 5, 5, 16) True
print((out.physical[..., 3:] == 0).all(), (out.numpy() == image).all())
# CHECK: True True

# Element-wise work between transforms, several results, an argument
# returned as is, and a constant result.
program = tl.compile("""
#rows = #layout.encoding<align = [1, 8], pad_value = zero>
func.func @scale(%x: tensor<3x5xf32>) -> (tensor<3x5xf32, #rows>, tensor<3x5xf32>, tensor<2xi32>) {
  %r = layout.transform %x : tensor<3x5xf32> to tensor<3x5xf32, #rows>
  %s = arith.addf %r, %r : tensor<3x5xf32, #rows>
  %c = arith.constant dense<[7, -7]> : tensor<2xi32>
  return %s, %x, %c : tensor<3x5xf32, #rows>, tensor<3x5xf32>, tensor<2xi32>
}""")
x = np.arange(15, dtype=np.float32).reshape(3, 5)
for _ in range(200):  # Buffers are freed; the argument and the constant not.
    doubled, same, constant = program.scale(x)
print(doubled.physical[1].tolist(), (same.numpy() == x).all(),
      constant.numpy().tolist())
# CHECK: [10.0, 12.0, 14.0, 16.0, 18.0, 0.0, 0.0, 0.0] True [7, -7]


def report(call):
    try:
        call()
    except (tl.MLIRError, ValueError, TypeError, KeyError) as error:
        print(type(error).__name__ + ":", str(error).splitlines()[0])
        for d in getattr(error, "diagnostics", []):
            print("  ", d.location, d.message)


report(lambda: program.scale(np.zeros((5, 3), np.float32)))
# CHECK: ValueError: scale: argument #0 has shape (5, 3), expected (3, 5) (tensor<3x5xf32>)
report(lambda: program.scale(x, x))
# CHECK: TypeError: scale takes 1 arguments, 2 given
report(lambda: program["missing"])
# CHECK: KeyError: "no function 'missing'; the module defines ['scale']"
# NCHW -> NCHW16c of 3 channels (13 zero channels) and back, with an
# element-wise op in the blocked layout between.
blocked = tl.Layout(align=[1, 16, 1, 1], pad_value=0, tiles=[(1, 16)])
b = blocked.tensor_type((1, 3, 2, 2), "f32")
nchw16c = tl.compile(f"""
func.func @to_blocked(%x: tensor<1x3x2x2xf32>) -> {b} {{
  %0 = layout.transform %x : tensor<1x3x2x2xf32> to {b}
  %1 = arith.mulf %0, %0 : {b}
  return %1 : {b}
}}
func.func @back(%x: {b}) -> tensor<1x3x2x2xf32> {{
  %0 = layout.transform %x : {b} to tensor<1x3x2x2xf32>
  return %0 : tensor<1x3x2x2xf32>
}}""")
image = np.arange(12, dtype=np.float32).reshape(1, 3, 2, 2)
squared = nchw16c.to_blocked(image)
print(squared.physical.shape, squared.physical[0, 0, 1, 1].tolist())
# CHECK: (1, 1, 2, 2, 16) [9.0, 49.0, 121.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]
print((nchw16c.back(squared).numpy() == image * image).all())
# CHECK: True

# An op that indexes a blocked tensor logically where its loops cannot be
# split (the k loop would sum undefined padding) runs on plain copies of
# its operands: the matmul equals numpy's.
blocked_k = "tensor<16x12xf32, #layout.encoding<align = [1, 8], tiles = [1 : 8]>>"
mm = tl.compile(f"""
func.func @mm(%a: tensor<16x12xf32>, %b: tensor<12x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {{
  %t = layout.transform %a : tensor<16x12xf32> to {blocked_k}
  %0 = linalg.matmul ins(%t, %b : {blocked_k}, tensor<12x16xf32>)
                     outs(%c : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}}""")
a = np.arange(16 * 12, dtype=np.float32).reshape(16, 12) % 7
b = np.arange(12 * 16, dtype=np.float32).reshape(12, 16) % 5
print((mm.mm(a, b, np.ones((16, 16), np.float32)).numpy() == a @ b + 1).all())
# CHECK: True

# Checked memory: with a GuardedAllocator, every buffer sits between guard
# regions. Correct code passes; a write past the end of a buffer is caught.
from tensor_layout.checking import GuardedAllocator, MemoryCheckError  # noqa: E402

guarded = GuardedAllocator()
picture = rng.standard_normal((1, 3, 5, 5)).astype(np.float32)
checked = tl.compile(source, allocator=guarded).to_nhwc(picture)
print(checked.physical.tobytes() == tl.pack(picture, nhwc).tobytes(),
      guarded.allocations, guarded.live)
# CHECK-NEXT: True 2 0
stray = tl.compile("""
func.func @stray(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.copy ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %y : tensor<4xf32> to memref<4xf32>
  %big = memref.reinterpret_cast %m to offset: [0], sizes: [32], strides: [1] : memref<4xf32> to memref<32xf32>
  %one = arith.constant 1.0 : f32
  %i = arith.constant 24 : index
  memref.store %one, %big[%i] : memref<32xf32>
  return %y : tensor<4xf32>
}""", allocator=GuardedAllocator())
try:
    stray.stray(np.zeros(4, np.float32))
except MemoryCheckError as error:
    print("MemoryCheckError:", error)
# CHECK-NEXT: MemoryCheckError: write after the {{[0-9]+}}-byte buffer at 0x{{[0-9a-f]+}}: 4 guard byte(s) changed

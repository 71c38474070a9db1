# RUN: %python %s %tensor_layout_src_root/examples/npu-scratchpad.mlir | FileCheck %s
"""Memory spaces executed: the shipped accelerator example, whose target
puts the matmul's operands in a scratchpad and the vector unit's tensors
in two banks of another memory, equals numpy once assignment has moved
its tensors there (the memories emulated in host memory); buffers in a
layout's memory space hold the bytes the layout says, padding included;
and the lowering refuses them unless told to use host memory."""

import sys

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(2)
source = open(sys.argv[1]).read()
x = rng.integers(-4, 5, size=(8, 10)).astype(np.float32)
w = rng.integers(-4, 5, size=(10, 16)).astype(np.float32)
b = rng.integers(-20, 20, size=(8, 16)).astype(np.float32)
reference = np.maximum(x @ w + b, 0)

ASSIGN = "layout-assign,canonicalize,layout-verify,"
for lowering in ("layout-lower-to-llvm{host-memory-spaces=true}",
                 "layout-lower-to-llvm{host-memory-spaces=true vector-bytes=0}",
                 "layout-lower-to-llvm{host-memory-spaces=true onednn=true}",
                 "layout-lower-to-llvm{host-memory-spaces=true emulate-gpu=true}"):
    y = tl.compile(source, pipeline=ASSIGN + lowering)["dense_relu"](x, w, b)
    assert (np.asarray(y) == reference).all(), (lowering, y, reference)
    print("dense_relu equal:", lowering)
# CHECK: dense_relu equal: layout-lower-to-llvm{host-memory-spaces=true}
# CHECK-NEXT: dense_relu equal: layout-lower-to-llvm{host-memory-spaces=true vector-bytes=0}
# CHECK-NEXT: dense_relu equal: layout-lower-to-llvm{host-memory-spaces=true onednn=true}
# CHECK-NEXT: dense_relu equal: layout-lower-to-llvm{host-memory-spaces=true emulate-gpu=true}

# Without host-memory-spaces the lowering stops at the first buffer in
# another memory space (the banks, here), naming it.
try:
    tl.compile(source, pipeline=ASSIGN + "layout-lower-to-llvm")
    raise AssertionError("a buffer in memory space 2 was lowered")
except tl.MLIRError as error:
    assert "has no lowering in this pipeline" in str(error), error
    assert "a buffer in memory space 2" in str(error), error
    print("refused without host-memory-spaces")
# CHECK-NEXT: refused without host-memory-spaces

# Buffers in a layout's memory space, arguments and results included:
# the bytes are where the layout puts them, the zero padding written.
sram = tl.Layout(align=[1, 8], pad_value=0, memory_space=1)
banks = tl.Layout(order=[0, 1], tiles=[(0, 2)], tile_positions=[0], align=[4, 1],
                  pad_value=np.float32(-1), memory_space=2)
assert (sram.memory_space, banks.memory_space) == (1, 2)
shared = tl.Layout(memory_space="#gpu.address_space<workgroup>")
assert shared.memory_space == "#gpu.address_space<workgroup>", shared
assert tl.Layout(memory_space=0) == tl.Layout(), "space 0 is the default"
for bad, error in ((-1, tl.MLIRError), ('"sram"', tl.MLIRError),
                   (1.5, TypeError)):
    try:
        tl.Layout(memory_space=bad)
        raise AssertionError(f"memory_space={bad!r} was accepted")
    except error:
        pass
assert banks.physical_order(2) == (2, 0, 1), banks.physical_order(2)
S, B = sram.tensor_type((5, 6), "f32"), banks.tensor_type((5, 6), "f32")
program = f"""
func.func @into(%x: tensor<5x6xf32>) -> ({S}, {B}) {{
  %s = layout.transform %x : tensor<5x6xf32> to {S}
  %e = tensor.empty() : {S}
  %d = linalg.add ins(%s, %s : {S}, {S}) outs(%e : {S}) -> {S}
  %b = layout.transform %d : {S} to {B}
  return %s, %b : {S}, {B}
}}
func.func @out(%b: {B}) -> tensor<5x6xf32> {{
  %x = layout.transform %b : {B} to tensor<5x6xf32>
  return %x : tensor<5x6xf32>
}}
"""
v = rng.integers(-50, 50, size=(5, 6)).astype(np.float32)
for lowering in ("layout-lower-to-llvm{host-memory-spaces=true}",
                 "layout-lower-to-llvm{host-memory-spaces=true emulate-gpu=true}"):
    compiled = tl.compile(program, pipeline=lowering)
    s, d = compiled["into"](v)
    assert s.physical.tobytes() == tl.pack(v, sram, "f32").tobytes(), lowering
    assert d.physical.tobytes() == tl.pack(2 * v, banks, "f32").tobytes()
    assert (np.asarray(compiled["out"](d)) == 2 * v).all(), lowering
    print("bytes equal:", lowering)
# CHECK-NEXT: bytes equal: layout-lower-to-llvm{host-memory-spaces=true}
# CHECK-NEXT: bytes equal: layout-lower-to-llvm{host-memory-spaces=true emulate-gpu=true}

# Producers that upstream bufferizes only in the default space (a splat, a
# generate), a pad whose result layout holds another pad value, a tiled
# concatenation, and row metadata: in a layout's memory space.
PRODUCERS = """
#s = #layout.encoding<align = [1, 8], pad_value = zero, memory_space = 1>
#t = #layout.encoding<tiles = [0 : 2], memory_space = 2>
func.func @splat(%a: f32) -> tensor<2x3xf32, #s> {
  %g = tensor.splat %a : tensor<2x3xf32, #s>
  return %g : tensor<2x3xf32, #s>
}
func.func @iota() -> tensor<2x3xf32, #s> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %k = arith.index_cast %i : index to i32
    %l = arith.index_cast %j : index to i32
    %f = arith.sitofp %k : i32 to f32
    %g = arith.sitofp %l : i32 to f32
    %h = arith.addf %f, %g : f32
    tensor.yield %h : f32
  } : tensor<2x3xf32, #s>
  return %g : tensor<2x3xf32, #s>
}
func.func @pad(%a: tensor<2x3xf32>) -> tensor<4x6xf32, #s> {
  %c = arith.constant 2.0 : f32
  %q = tensor.pad %a low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %c : f32
  } : tensor<2x3xf32> to tensor<4x6xf32, #s>
  return %q : tensor<4x6xf32, #s>
}
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32, #t> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32, #t>
  return %c : tensor<4x3xf32, #t>
}
"""
a = rng.integers(-9, 9, size=(2, 3)).astype(np.float32)
b = rng.integers(-9, 9, size=(2, 3)).astype(np.float32)
sram8 = tl.Layout(align=[1, 8], pad_value=0, memory_space=1)
for lowering in ("layout-lower-to-llvm{host-memory-spaces=true}",
                 "layout-lower-to-llvm{host-memory-spaces=true emulate-gpu=true}"):
    compiled = tl.compile(PRODUCERS, pipeline=lowering)
    splat = compiled["splat"](np.float32(1.5))
    assert splat.physical.tobytes() == tl.pack(
        np.full((2, 3), 1.5, np.float32), sram8, "f32").tobytes(), lowering
    iota = np.add.outer(np.arange(2), np.arange(3)).astype(np.float32)
    assert compiled["iota"]().physical.tobytes() == tl.pack(
        iota, sram8, "f32").tobytes(), lowering
    padded = np.pad(a, ((1, 1), (2, 1)), constant_values=2.0)
    assert compiled["pad"](a).physical.tobytes() == tl.pack(
        padded, sram8, "f32").tobytes(), lowering
    assert (np.asarray(compiled["concat"](a, b)) ==
            np.concatenate([a, b])).all(), lowering
    print("producers equal:", lowering)
# CHECK-NEXT: producers equal: layout-lower-to-llvm{host-memory-spaces=true}
# CHECK-NEXT: producers equal: layout-lower-to-llvm{host-memory-spaces=true emulate-gpu=true}

# RUN: %python %s | FileCheck %s
"""Arguments: wrong kinds raise TypeError/ValueError saying what is
expected; numpy arguments are never converted silently; the element types
of the layout dialect, scalar parameters and results, and dynamic shapes."""

import warnings

import numpy as np
import tensor_layout as tl


def report(call):
    try:
        call()
        print("no error")
    except (tl.MLIRError, ValueError, TypeError, KeyError) as error:
        print(type(error).__name__ + ":", str(error).splitlines()[0])


# Layout parts of the wrong kind: what is expected, not a pybind11 dump.
report(lambda: tl.Layout(order="0231"))
# CHECK: TypeError: order must be a sequence of integers such as [0, 2, 3, 1], got '0231' (str)
report(lambda: tl.Layout(align=16))
# CHECK: TypeError: align must be a sequence of integers such as [1, 16, 1, 1], got 16 (int)
report(lambda: tl.Layout(pad_low=[0, 1.5]))
# CHECK: TypeError: pad_low must be a sequence of integers such as [0, 1], got [0, 1.5] (list)
report(lambda: tl.Layout(tiles=[1, 16]))
# CHECK: TypeError: tiles must be (dim, size) pairs such as [(1, 16)] or {1: 16}, got [1, 16] (list)
report(lambda: tl.Layout(tiles=[(1, "16")]))
# CHECK: TypeError: a tile's size must be an integer, got '16' (str)
report(lambda: tl.Layout(base_align="64"))
# CHECK: TypeError: base_align must be an integer, got '64' (str)
report(lambda: tl.Layout(pad_value=[0]))
# CHECK: TypeError: pad_value must be None, 0, "zero", a numpy scalar such as np.float32(-1) or MLIR text such as "-1.0 : f32", got [0] (list)
report(lambda: tl.Layout.parse(3))
# CHECK: TypeError: layout text must be a str, got 3 (int)
report(lambda: tl.Layout().physical_shape(4))
# CHECK: TypeError: shape must be a sequence of integers such as (2, 3), got 4 (int)
report(lambda: tl.Layout().physical_shape((2, -1)))
# CHECK: ValueError: shape must hold non-negative sizes, got (2, -1)
report(lambda: tl.Layout().tensor_type((2, 3), "complex64"))
# CHECK: TypeError: unsupported element type 'complex64': layouts hold integer, index and floating-point elements only
report(lambda: tl.Module.parse(b"module {}"))
# CHECK: TypeError: module text must be a str, got b'module {}' (bytes)
report(lambda: tl.compile(42))
# CHECK: TypeError: compile takes a Module or MLIR text, got int
report(lambda: tl.compile("module {}", opt_level=5))
# CHECK: ValueError: opt_level must be 0, 1, 2 or 3, got 5
# A dict of tiles and numpy integers are fine.
print(tl.Layout(align=np.array([1, 16]), tiles={1: 16}))
# CHECK: #layout.encoding<align = [1, 16], tiles = [1 : 16]>

# Strides: in elements (as in MLIR) or in bytes (as in numpy); the old
# name warns.
nhwc = tl.Layout(order=[0, 2, 3, 1], align=[1, 16, 1, 1])
print(nhwc.element_strides((1, 3, 2, 2)), nhwc.byte_strides((1, 3, 2, 2), "f64"))
# CHECK: (64, 1, 32, 16) (512, 8, 256, 128)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(nhwc.strides((1, 3, 2, 2)), caught[0].category.__name__)
print(str(caught[0].message))
# CHECK: (64, 1, 32, 16) DeprecationWarning
# CHECK-NEXT: Layout.strides() gives strides in elements (numpy's are in bytes) and is deprecated: use Layout.element_strides() or Layout.byte_strides(shape, dtype)

# numpy arguments of another dtype are refused, not converted: a float64
# array for an f32 parameter would lose precision silently.
program = tl.compile("""
func.func @twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @inc(%x: tensor<3xi8>) -> tensor<3xi8> {
  %c = arith.constant dense<1> : tensor<3xi8>
  %0 = arith.addi %x, %c : tensor<3xi8>
  return %0 : tensor<3xi8>
}""")
doubles = np.array([0.1, 1, 2, 3])
report(lambda: program.twice(doubles))
# CHECK: TypeError: twice: argument #0 is a numpy float64 array; the parameter is tensor<4xf32>, whose elements numpy holds as float32. Arguments are not converted silently: convert it (.astype(np.float32)), or call with cast=True to convert with numpy's astype (which may round, wrap or saturate)
print(program.twice(doubles, cast=True).numpy().tolist() ==
      (doubles.astype(np.float32) * 2).tolist())
# CHECK: True
# Python lists convert where their kind fits; signless i8 takes uint8 bits.
print(program.twice([1, 2.5, 3, 4]).numpy().tolist(),
      program.inc(np.uint8([0, 127, 255])).numpy().tolist())
# CHECK: [2.0, 5.0, 6.0, 8.0] [1, -128, 0]
report(lambda: program.inc([1, 2, 300]))
# CHECK: TypeError: inc: argument #0 is a Python list that numpy makes int64, out of the range of int8; the parameter is tensor<3xi8>
report(lambda: program.inc(np.int32([1, 2, 3])))
# CHECK: TypeError: inc: argument #0 is a numpy int32 array; the parameter is tensor<3xi8>

# The dialect's other element types: i1 (numpy bool), index (int64), ui8,
# and 8-bit floats as raw bytes.
types = tl.compile("""
func.func @negate(%x: tensor<2x3xi1>) -> tensor<2x3xi1> {
  %t = arith.constant dense<true> : tensor<2x3xi1>
  %0 = arith.xori %x, %t : tensor<2x3xi1>
  return %0 : tensor<2x3xi1>
}
func.func @indices(%x: tensor<3xindex, #layout.encoding<align = [4]>>) -> tensor<3xindex> {
  %0 = layout.transform %x : tensor<3xindex, #layout.encoding<align = [4]>> to tensor<3xindex>
  return %0 : tensor<3xindex>
}
func.func @bytes(%x: tensor<5xf8E4M3FN>) -> tensor<5xf8E4M3FN, #layout.encoding<align = [8], pad_value = zero>> {
  %0 = layout.transform %x : tensor<5xf8E4M3FN> to tensor<5xf8E4M3FN, #layout.encoding<align = [8], pad_value = zero>>
  return %0 : tensor<5xf8E4M3FN, #layout.encoding<align = [8], pad_value = zero>>
}
func.func @unsigned(%x: tensor<2xui8>) -> tensor<2xui8> {
  return %x : tensor<2xui8>
}""")
flags = np.array([[True, False, True], [False, False, True]])
print(np.asarray(types.negate(flags)).tolist())
# CHECK: {{\[\[}}False, True, False], [True, True, False]]
print(np.asarray(types.indices(np.int64([7, -1, 1 << 40]))).tolist())
# CHECK: [7, -1, 1099511627776]
f8 = types.bytes(np.uint8([0x38, 0x40, 0xC0, 1, 0x7E]))
print(f8.physical.tolist(), f8.numpy().dtype)
# CHECK: [56, 64, 192, 1, 126, 0, 0, 0] uint8
report(lambda: np.asarray(f8))
# CHECK: TypeError: tensor<5xf8E4M3FN, {{.*}}>: numpy has no f8E4M3FN dtype; numpy() gives the raw bytes as uint8
report(lambda: types.bytes(np.float32([1, 2, 3, 4, 5])))
# CHECK: TypeError: bytes: argument #0 is a numpy float32 array; the parameter is tensor<5xf8E4M3FN>, whose elements numpy holds as uint8. Arguments are not converted silently: give f8E4M3FN bytes as uint8
print(np.asarray(types.unsigned(np.uint8([200, 7]))).tolist())
# CHECK: [200, 7]

# Scalar parameters and results, passed by value.
scalars = tl.compile("""
func.func @scale(%x: tensor<3xf32>, %s: f32, %n: index) -> (tensor<3xf32>, index) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<3xf32>) outs(%x : tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<3xf32>
  %c1 = arith.constant 1 : index
  %n1 = arith.addi %n, %c1 : index
  return %0, %n1 : tensor<3xf32>, index
}
func.func @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @half(%x: f16) -> f16 {
  return %x : f16
}""")
scaled, n = scalars.scale(np.float32([1, 2, 3]), 2.5, 41)
print(scaled.numpy().tolist(), n, type(n).__name__)
# CHECK: [2.5, 5.0, 7.5] 42 int64
print(scalars.add(2, np.int32(40)), scalars.add(-1, 1))
# CHECK: 42 0
report(lambda: scalars.add(1, 2 ** 40))
# CHECK: TypeError: add: argument #1 is a Python int that numpy makes int64, out of the range of int32; the parameter is i32
report(lambda: scalars.add(1, 2.0))
# CHECK: TypeError: add: argument #1 is a Python float that numpy makes float64; the parameter is i32
report(lambda: scalars.add(1, np.int64(2)))
# CHECK: TypeError: add: argument #1 is a numpy int64 scalar; the parameter is i32
report(lambda: scalars.add(1, "2"))
# CHECK: TypeError: add: argument #1 is a str, expected a scalar of type i32
report(lambda: scalars.half)
# CHECK: TypeError: function half cannot be called from Python: parameter #0: f16 scalars cannot be passed by value from Python (ctypes has no f16): pass a tensor<f16>; result #0: f16 scalars

# Dynamic shapes: the argument's shape fixes the placement; results take
# the shape the compiled code gives them.
dynamic = tl.compile("""
func.func @neg(%x: tensor<?x2xi32>) -> tensor<?x2xi32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x2xi32>
  %e = tensor.empty(%n) : tensor<?x2xi32>
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x2xi32>) outs(%e : tensor<?x2xi32>) {
  ^bb0(%a: i32, %b: i32):
    %z = arith.constant 0 : i32
    %m = arith.subi %z, %a : i32
    linalg.yield %m : i32
  } -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}""")
for rows_count in (1, 3, 0):
    x = np.arange(rows_count * 2, dtype=np.int32).reshape(rows_count, 2)
    negated = dynamic.neg(x)
    print(negated.shape, (np.asarray(negated) == -x).all())
# CHECK: (1, 2) True
# CHECK: (3, 2) True
# CHECK: (0, 2) True
report(lambda: dynamic.neg(np.zeros((2, 4), np.int32)))
# CHECK: ValueError: neg: argument #0 has shape (2, 4), expected (?, 2) (tensor<?x2xi32>)
# Layouts on dynamic shapes: the buffer's row stride and size are computed
# at run time (rows of 5 padded to 8, zeros in the padding).
padded = tl.compile("""
#rows = #layout.encoding<align = [1, 8], pad_value = zero>
func.func @pad(%x: tensor<?x5xf32>) -> tensor<?x5xf32, #rows> {
  %0 = layout.transform %x : tensor<?x5xf32> to tensor<?x5xf32, #rows>
  return %0 : tensor<?x5xf32, #rows>
}""")
for rows_count in (3, 1, 0):
    x = np.arange(rows_count * 5, dtype=np.float32).reshape(rows_count, 5) + 1
    result = np.asarray(padded.pad(x))
    whole = np.lib.stride_tricks.as_strided(result, (rows_count, 8),
                                            result.strides)
    print(result.shape, result.strides, (result == x).all(),
          (whole[:, 5:] == 0).all())
# CHECK: (3, 5) (32, 4) True True
# CHECK: (1, 5) (32, 4) True True
# CHECK: (0, 5) (32, 4) True True

# RUN: %python %s | FileCheck %s
"""Results are numpy arrays to numpy: np.asarray gives the logical tensor
(a strided view of the buffer where the layout allows one, with byte
strides; an unpacked copy for tiled layouts), and ufuncs and operators work
on them."""

import numpy as np
import tensor_layout as tl

rows = tl.Layout(align=[1, 8], pad_low=[1, 0], pad_value=np.float32(-1))
rows_type = rows.tensor_type((3, 5), "f32")
blocked = tl.Layout(align=[1, 8], tiles=[(1, 4)], pad_value=0)
blocked_type = blocked.tensor_type((3, 5), "f32")
rows_bf16 = tl.Layout(align=[1, 8]).tensor_type((3, 5), "bf16")
program = tl.compile(f"""
func.func @to_rows(%x: tensor<3x5xf32>) -> {rows_type} {{
  %0 = layout.transform %x : tensor<3x5xf32> to {rows_type}
  return %0 : {rows_type}
}}
func.func @to_blocked(%x: tensor<3x5xf32>) -> {blocked_type} {{
  %0 = layout.transform %x : tensor<3x5xf32> to {blocked_type}
  return %0 : {blocked_type}
}}
func.func @pad_bf16(%x: tensor<3x5xbf16>) -> {rows_bf16} {{
  %0 = layout.transform %x : tensor<3x5xbf16> to {rows_bf16}
  return %0 : {rows_bf16}
}}""")
x = np.arange(15, dtype=np.float32).reshape(3, 5)

# An untiled layout: np.asarray is a view into the physical buffer (row 0
# of the buffer is the low padding), with numpy's byte strides.
r = program.to_rows(x)
view = np.asarray(r)
print(view.dtype, view.shape, view.strides, (view == x).all())
# CHECK: float32 (3, 5) (32, 4) True
print(np.shares_memory(view, r.physical), view.base is not None)
# CHECK: True True
interface = r.__array_interface__
print(interface["shape"], interface["typestr"], interface["strides"],
      interface["data"][0] - r.physical.ctypes.data)
# CHECK: (3, 5) <f4 (32, 4) 32
print(rows.byte_strides((3, 5), "f32"), rows.element_strides((3, 5), "f32"))
# CHECK: (32, 4) (8, 1)

# Arithmetic and numpy functions see the logical tensor, never the padding.
print(type(r + 1).__name__, ((r + 1) == x + 1).all(), ((1 + r) == x + 1).all())
# CHECK: ndarray True True
print(np.sum(r), float((r * r).sum()), (np.sqrt(r) == np.sqrt(x)).all())
# CHECK: 105.0 1015.0 True
print((np.ones((3, 5), np.float32) - r == 1 - x).all(), r[1].tolist(),
      len(r), r.ndim)
# CHECK: True [5.0, 6.0, 7.0, 8.0, 9.0] 3 2
print(np.asarray(r, dtype=np.float64).dtype, (np.array(r) == x).all())
# CHECK: float64 True

# A tiled layout has no strided view: __array_interface__ says so, and
# np.asarray unpacks a copy.
b = program.to_blocked(x)
print(hasattr(b, "__array_interface__"), b.physical.shape)
# CHECK: False (3, 2, 4)
try:
    b.__array_interface__
except tl.NoStridedViewError as error:
    print("NoStridedViewError:", error)
# CHECK: NoStridedViewError: tensor<3x5xf32, {{.*}}tiles = [1 : 4]>> is no strided view of its buffer (the tiled layout {{.*}} places it in blocks): np.asarray() makes a copy through __array__
copy = np.asarray(b)
print((copy == x).all(), np.shares_memory(copy, b.physical), (b - x == 0).all())
# CHECK: True False True
try:
    b.__array__(copy=False)
except ValueError as error:
    print("ValueError:", error)
# CHECK: ValueError: tensor<3x5xf32, {{.*}}> cannot be viewed without a copy: the tiled layout {{.*}} places it in blocks

# bf16 has no numpy dtype: numpy gets its exact float32 values; numpy()
# keeps the uint16 bits.
h = program.pad_bf16(tl.pack(x + 0.5, tl.Layout(), "bf16"))
print(np.asarray(h).dtype, (np.asarray(h) == x + 0.5).all(), h.numpy().dtype)
# CHECK: float32 True uint16

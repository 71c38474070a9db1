# RUN: %python %s | FileCheck %s
"""Layouts as Python objects: construction, parsing, parts, placement, errors."""

import numpy as np
import tensor_layout as tl

# Built from keywords, printed back to MLIR syntax; a zero pad value is `zero`.
nhwc = tl.Layout(order=[0, 2, 3, 1], align=[1, 16, 1, 1], pad_value=0.0,
                 base_align=64)
print(nhwc)
# CHECK: #layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = zero, base_align = 64>
assert nhwc == tl.Layout.parse(str(nhwc))
assert hash(nhwc) == hash(tl.Layout.parse(str(nhwc)))
assert nhwc != tl.Layout(order=[0, 2, 3, 1])
print(nhwc.order, nhwc.align, nhwc.pad_low, nhwc.tiles, nhwc.base_align,
      nhwc.pad_kind, nhwc.pad_value)
# CHECK: (0, 2, 3, 1) (1, 16, 1, 1) () () 64 zero 0

# Placement of a 1x3x5x5 image: channels padded to 16, innermost.
shape = (1, 3, 5, 5)
print(nhwc.physical_shape(shape), nhwc.element_strides(shape), nhwc.offset(shape),
      nhwc.allocation_bytes(shape, np.float32),
      nhwc.allocation_bytes(shape, "bf16"))
# CHECK: (1, 5, 5, 16) (400, 1, 80, 16) 0 1600 800
print(nhwc.tensor_type(shape, "f16"))
# CHECK: tensor<1x3x5x5xf16, #layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = zero, base_align = 64>>

# Constant pad values keep their exact bits and type.
halo = tl.Layout(pad_low=[1, 1], pad_high=[1, 1], pad_value=np.float32(-1.5))
print(halo, halo.pad_kind, halo.pad_value, halo.pad_value_type)
# CHECK: #layout.encoding<pad_low = [1, 1], pad_high = [1, 1], pad_value = -1.500000e+00 : f32> constant -1.5 f32
print(halo.physical_shape((2, 3)), halo.offset((2, 3)))
# CHECK: (4, 5) 6
small = tl.Layout(align=[1, 4], pad_value=np.int8(-7))
print(small.pad_value, small.pad_value_type, small.physical_shape((2, 3)))
# CHECK: -7 i8 (2, 4)
print(tl.Layout(align=[1, 4], pad_value="2.0 : bf16").pad_value)
# CHECK: 2.0

# Tiled layouts have a physical shape but no logical strides.
blocked = tl.Layout(align=[1, 16, 1, 1], pad_value=0, tiles=[(1, 16)])
print(blocked.physical_shape(shape), blocked.element_strides(shape))
# CHECK: (1, 1, 5, 5, 16) None

# Errors are MLIRError with MLIR's diagnostics, never a crash.
def report(call):
    try:
        call()
    except tl.MLIRError as error:
        print("MLIRError:", error.message, "|",
              "; ".join(d.message for d in error.diagnostics))
    except ValueError as error:
        print("ValueError:", error)

report(lambda: tl.Layout(order=[0, 0]))
# CHECK: MLIRError: invalid layout | 'order' must be a permutation of [0, 2), got [0, 0]
report(lambda: tl.Layout(tiles=[(0, 0)]))
# CHECK: MLIRError: invalid layout | {{.*}}tile
report(lambda: tl.Layout.parse("#layout.encoding<order = [1, 0]"))
# CHECK: MLIRError: cannot parse layout '#layout.encoding<order = [1, 0]'
report(lambda: tl.Layout.parse("#layout.requirement<order = [1, 0]>"))
# CHECK: MLIRError: '#layout.requirement<order = [1, 0]>' is not a #layout.encoding
report(lambda: nhwc.physical_shape((4, 4)))
# CHECK: MLIRError: layout {{.*}} does not fit a tensor of this shape | layout of rank 4 does not match a tensor of rank 2
report(lambda: halo.physical_shape((2, 3), np.int32))
# CHECK: MLIRError: {{.*}} | {{.*}}pad value
report(lambda: tl.Layout(align=[1, 4], pad_value=-1.0))
# CHECK: ValueError: pad value -1.0 needs an element type

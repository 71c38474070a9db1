# RUN: %python %s | FileCheck %s
"""pack/unpack (numpy reference) against the compiler's layout math, on
generated layouts, shapes and element types."""

import itertools

import numpy as np
import tensor_layout as tl

# A hand-checked case: 2x3 rows padded to 4, halo of one column, pad -1.
layout = tl.Layout(align=[1, 4], pad_low=[0, 1], pad_value=np.float32(-1))
x = np.array([[1, 2, 3], [4, 5, 6]], dtype=np.float32)
print(tl.pack(x, layout))
# CHECK:      {{\[\[}}-1.  1.  2.  3.]
# CHECK-NEXT:  [-1.  4.  5.  6.]]
print(tl.pack(np.arange(6, dtype=np.int8).reshape(2, 3),
              tl.Layout(order=[1, 0])).tolist())
# CHECK: {{\[\[}}0, 3], [1, 4], [2, 5]]

# NCHW16c of 3 channels: 13 zero channels in the tile.
blocked = tl.Layout(align=[1, 16, 1, 1], pad_value=0, tiles=[(1, 16)])
image = np.arange(1, 1 + 3 * 2 * 2, dtype=np.float32).reshape(1, 3, 2, 2)
packed = tl.pack(image, blocked)
print(packed.shape, packed[0, 0, 0, 1].tolist())
# CHECK: (1, 1, 2, 2, 16) [2.0, 6.0, 10.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]

# bf16 is stored as uint16 bits, rounded to nearest even.
print([hex(v) for v in tl.pack(np.float32([1.0, -2.5, 1.00390625]),
                               tl.Layout(), "bf16")])
# CHECK: ['0x3f80', '0xc020', '0x3f80']

rng = np.random.default_rng(5)
TYPES = ["f16", "bf16", "f32", "f64", "i8", "i32"]


def random_layout(rank):
    order = list(rng.permutation(rank)) if rng.random() < 0.7 else []
    align = [int(rng.choice([1, 1, 2, 3, 4, 8])) for _ in range(rank)]
    tiles = []
    if rng.random() < 0.4:
        dim = int(rng.integers(rank))
        size = int(rng.choice([2, 4, 8]))
        align[dim] = size * int(rng.choice([1, 2]))
        tiles = [(dim, size)]
    low = [int(rng.integers(0, 3)) for _ in range(rank)]
    high = [int(rng.integers(0, 3)) for _ in range(rank)]
    pad = rng.choice(["undef", "zero", "const"])
    return dict(order=order, align=align, pad_low=low, pad_high=high,
                tiles=tiles, pad=pad)


cases = 0
for _ in range(300):
    rank = int(rng.integers(1, 5))
    shape = tuple(int(rng.choice([1, 2, 3, 5, 7])) for _ in range(rank))
    dtype = TYPES[int(rng.integers(len(TYPES)))]
    parts = random_layout(rank)
    pad = {"undef": None, "zero": 0,
           "const": "-3 : " + dtype if dtype[0] == "i" else "-3.0 : " + dtype
           }[parts.pop("pad")]
    layout = tl.Layout(pad_value=pad, **parts)
    storage = tl.storage_dtype(dtype)
    values = (rng.integers(-100, 100, size=shape)).astype(storage)
    buffer = tl.pack(values, layout, dtype)

    # The reference agrees with the compiler's physical shape and size.
    assert buffer.shape == layout.physical_shape(shape, dtype), (layout, shape)
    assert buffer.nbytes == layout.allocation_bytes(shape, dtype)
    # Unpacking gives the tensor back.
    assert (tl.unpack(buffer, layout, shape, dtype) == values).all()
    # Untiled: element i sits at offset + sum(i * stride), per the compiler.
    strides = layout.element_strides(shape, dtype)
    flat = buffer.reshape(-1)
    if strides is not None:
        offset = layout.offset(shape, dtype)
        for index in itertools.product(*map(range, shape)):
            position = offset + sum(i * s for i, s in zip(index, strides))
            assert flat[position] == values[index], (layout, shape, index)
    # Every other position is padding, holding the pad value.
    marks = tl.pack(np.ones(shape, np.int8), tl.Layout(
        order=layout.order, align=layout.align, pad_low=layout.pad_low,
        pad_high=layout.pad_high, tiles=layout.tiles, pad_value=0), "i8")
    padding = flat[marks.reshape(-1) == 0]
    expected = 0 if layout.pad_value is None else layout.pad_value
    assert (padding == tl.pack(np.full((1,), expected), tl.Layout(),
                               dtype)[0]).all(), layout
    assert padding.size + values.size == flat.size
    cases += 1
print("checked", cases, "generated layouts")
# CHECK: checked 300 generated layouts

# RUN: %python %s | FileCheck %s
"""Copies between untiled layouts and tilings with padding (channels padded
to whole tiles, halos on the other dims, as depthwise convolutions take
them), which the vector lowering runs as one untiled copy per run of tiles:
generated cases equal the numpy reference bit for bit, padding included,
in both directions."""

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(5)
TYPES = ["f32", "bf16", "i8", "f32"]


def padded_tiling(rank, dtype):
    dim, size = int(rng.integers(rank)), int(rng.choice([4, 8, 16]))
    align = [1] * rank
    align[dim] = size * int(rng.choice([1, 2]))
    # Halos on the untiled dims only: one before a tiled dim shifts its
    # tiles (the scalar loops' case, also checked).
    shifted = rng.random() < 0.15
    pad_low = [0 if d == dim and not shifted else int(rng.integers(0, 3))
               for d in range(rank)]
    pad_high = [int(rng.integers(0, 2)) for _ in range(rank)]
    pad = rng.choice(["undef", "zero", "const"])
    return tl.Layout(
        order=list(rng.permutation(rank)) if rng.random() < 0.5 else [],
        align=align, tiles=[(dim, size)], pad_low=pad_low, pad_high=pad_high,
        pad_value={"undef": None, "zero": 0,
                   "const": ("-7 : " if dtype[0] == "i" else "-7.5 : ") + dtype
                   }[pad],
        base_align=64)


def untiled(rank, dtype, padded):
    return tl.Layout(
        order=list(rng.permutation(rank)) if rng.random() < 0.7 else [],
        align=[int(rng.choice([1, 4])) if padded else 1 for _ in range(rank)],
        pad_value=0 if padded else None)


cases, functions = [], []
for k in range(48):
    rank = int(rng.integers(2, 5))
    shape = tuple(int(rng.choice([1, 3, 5, 18, 20, 37])) for _ in range(rank))
    dtype = TYPES[k % len(TYPES)]
    tiled = padded_tiling(rank, dtype)
    # Into the tiling, and out of it (into a layout with padding a quarter
    # of the time: the scalar loops' case).
    if k % 2 == 0:
        src, dst = untiled(rank, dtype, False), tiled
    else:
        src, dst = tiled, untiled(rank, dtype, rng.random() < 0.25)
    src_type, dst_type = src.tensor_type(shape, dtype), dst.tensor_type(shape, dtype)
    functions.append(
        f"func.func @case{k}(%x: {src_type}) -> {dst_type} {{\n"
        f"  %0 = layout.transform %x : {src_type} to {dst_type}\n"
        f"  return %0 : {dst_type}\n}}\n")
    cases.append((shape, dtype, src, dst))
source = "".join(functions)
compiled = tl.compile(source)
for k, (shape, dtype, src, dst) in enumerate(cases):
    storage = tl.storage_dtype(dtype)
    x = rng.integers(-50, 50, size=shape).astype(storage)
    out = compiled[f"case{k}"](tl.LayoutArray.from_numpy(x, src, dtype))
    assert (out.numpy() == x).all(), (k, shape, src, dst)
    if dst.pad_kind != "undef":
        expected = tl.pack(x, dst, dtype)
        assert out.physical.tobytes() == expected.tobytes(), (k, shape, src, dst)
print("copies checked:", len(cases))
# Most run as vector copies (the rest: a halo before the tiled dim, a
# destination with padding, copies too small for a vector).
lowered = str(tl.Module.parse(source).run_pipeline(tl.DEFAULT_PIPELINE))
vectorized = sum("vector<" in body
                 for body in lowered.split("llvm.func @case")[1:])
print("vector copies:", vectorized, "of", len(cases))
# CHECK: copies checked: 48
# CHECK-NEXT: vector copies: {{[3-4][0-9]}} of 48

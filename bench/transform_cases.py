#!/usr/bin/env python3
"""The layout transform benchmark cases, written as the inputs of the
ahead-of-time compiled benchmark (bench/TransformBench.cpp):

  ours.mlir      one function per case: a layout.transform between tensors
                 with layouts, compiled by our pipeline (tensor-layout-compile)
  dynamic.mlir   the same transforms on tensors of dynamic shape (extents,
                 strides and sizes known only at run time)
  upstream.mlir  the same data movement as upstream MLIR writes it (a
                 linalg.transpose between memrefs, the destination strided
                 where it is padded), lowered by upstream passes only
  cases.inc      the case table the C++ harness iterates over

Usage: transform_cases.py OUTDIR [--small-only]
The companion numpy timing script (bench/numpy_transforms.py) reads CASES.
"""

import math
import os
import sys

# name, logical shape, destination layout (order, align, tiles), large/small.
# Shapes give >= 128 MiB of f32 in the large variant and about 1 MiB (in
# the 2 MiB L2) in the small one.
SPECS = [
    ("transpose_8000", [1, 0], None, None, [8000, 8000], [500, 500]),
    ("transpose_8192", [1, 0], None, None, [8192, 8192], [512, 512]),
    ("nchw_nhwc_64c", [0, 2, 3, 1], None, None,
     [64, 64, 112, 112], [1, 64, 56, 56]),
    ("nchw_nhwc_3c", [0, 2, 3, 1], None, None,
     [256, 3, 224, 224], [4, 3, 112, 112]),
    ("nchw_nchw16c", None, None, (1, 16), [64, 64, 112, 112], [1, 64, 56, 56]),
    ("pad_1000_1008", None, [1, 16], None, [32768, 1000], [256, 1000]),
    ("pad_1001_1008", None, [1, 16], None, [32768, 1001], [256, 1001]),
    ("transpose_pad", [1, 0], [16, 1], None, [5000, 7000], [500, 700]),
]
TYPES = {"f32": 4, "bf16": 2, "i8": 1}


def encoding(order, align, tiles, elem):
    parts = []
    if order:
        parts.append(f"order = [{', '.join(map(str, order))}]")
    if align:
        parts.append(f"align = [{', '.join(map(str, align))}]")
        parts.append("pad_value = zero")
    if tiles:
        parts.append(f"tiles = [{tiles[0]} : {tiles[1]}]")
    parts.append("base_align = 64")
    return f"#layout.encoding<{', '.join(parts)}>"


def physical(shape, order, align, tiles):
    """Physical shape (outermost first) and the element strides of each
    logical dim, for untiled destinations."""
    rank = len(shape)
    order = order or list(range(rank))
    padded = [shape[d] if not align else
              -(-shape[d] // align[d]) * align[d] for d in range(rank)]
    if tiles:
        dim, size = tiles
        return [padded[d] // (size if d == dim else 1) for d in order] + [size], None
    strides, step = [0] * rank, 1
    for d in reversed(order):
        strides[d] = step
        step *= padded[d]
    return [padded[d] for d in order], strides


class Case:
    def __init__(self, spec, elem, size):
        name, order, align, tiles, large, small = spec
        self.name = f"{name}_{elem}_{size}"
        self.kind = name
        self.elem, self.bytes = elem, TYPES[elem]
        self.shape = large if size == "large" else small
        self.order, self.align, self.tiles = order, align, tiles
        self.phys, self.dst_strides = physical(self.shape, order, align, tiles)
        self.src_elems = math.prod(self.shape)
        self.dst_elems = math.prod(self.phys)
        self.transposing = bool(order) or bool(tiles)

    @property
    def mlir_elem(self):
        return self.elem

    def ours(self):
        t = "x".join(map(str, self.shape)) + "x" + self.elem
        src = f"tensor<{t}>"
        dst = f"tensor<{t}, {encoding(self.order, self.align, self.tiles, self.elem)}>"
        return (f"func.func @ours_{self.name}(%x: {src}) -> {dst} {{\n"
                f"  %0 = layout.transform %x : {src} to {dst}\n"
                f"  return %0 : {dst}\n}}\n")

    def dynamic(self):
        """ours() with every extent dynamic (a tiled dim aligned to its
        tile, as a dynamic extent needs; the same layout for these
        extents). A tiled result returns its extents beside its buffer."""
        t = "?x" * len(self.shape) + self.elem
        src = f"tensor<{t}>"
        align = self.align
        if self.tiles and not align:
            align = [self.tiles[1] if d == self.tiles[0] else 1
                     for d in range(len(self.shape))]
        dst = f"tensor<{t}, {encoding(self.order, align, self.tiles, self.elem)}>"
        return (f"func.func @dynamic_{self.name}(%x: {src}) -> {dst} {{\n"
                f"  %0 = layout.transform %x : {src} to {dst}\n"
                f"  return %0 : {dst}\n}}\n")

    def upstream(self):
        """linalg.transpose into the destination's strided view (the
        blocked case: of the source expanded to [.., C/16, 16, ..])."""
        t = "x".join(map(str, self.shape)) + "x" + self.elem
        if self.tiles:
            n, c, h, w = self.shape
            src_t = f"memref<{n}x{c // 16}x16x{h}x{w}x{self.elem}>"
            dst_t = f"memref<{n}x{c // 16}x{h}x{w}x16x{self.elem}>"
            return (f"func.func @upstream_{self.name}(%x: memref<{t}>, "
                    f"%y: {dst_t}) {{\n"
                    f"  %e = memref.expand_shape %x [[0], [1, 2], [3], [4]] "
                    f"output_shape [{n}, {c // 16}, 16, {h}, {w}] : "
                    f"memref<{t}> into {src_t}\n"
                    f"  linalg.transpose ins(%e : {src_t}) outs(%y : {dst_t}) "
                    f"permutation = [0, 1, 3, 4, 2]\n  return\n}}\n")
        perm = self.order or list(range(len(self.shape)))
        pshape = [self.shape[d] for d in perm]
        pt = "x".join(map(str, pshape)) + "x" + self.elem
        strides = [self.dst_strides[d] for d in perm]
        dst_t = f"memref<{pt}, strided<[{', '.join(map(str, strides))}]>>"
        return (f"func.func @upstream_{self.name}(%x: memref<{t}>, "
                f"%y: {dst_t}) {{\n"
                f"  linalg.transpose ins(%x : memref<{t}>) outs(%y : {dst_t}) "
                f"permutation = [{', '.join(map(str, perm))}]\n  return\n}}\n")

    def box(self):
        """The copy as a 5-D box: extents, source and destination element
        strides (a blocked dim split in two), for the naive loop."""
        rank = len(self.shape)
        src, step = [0] * rank, 1
        for d in reversed(range(rank)):
            src[d] = step
            step *= self.shape[d]
        if self.tiles:
            n, c, h, w = self.shape
            return ([n, c // 16, 16, h, w],
                    [c * h * w, 16 * h * w, h * w, w, 1],
                    [c * h * w, h * w * 16, 1, w * 16, 16])
        pad = 5 - rank
        return ([1] * pad + list(self.shape), [0] * pad + src,
                [0] * pad + self.dst_strides)

    def upstream_dest(self):
        """Sizes and strides of upstream's destination memref."""
        if self.tiles:
            n, c, h, w = self.shape
            return [n, c // 16, h, w, 16], [c * h * w, h * w * 16, w * 16, 16, 1]
        perm = self.order or list(range(len(self.shape)))
        return ([self.shape[d] for d in perm],
                [self.dst_strides[d] for d in perm])

    def table_row(self):
        shape, src, dst = self.box()
        up_sizes, up_strides = self.upstream_dest()
        join = lambda xs: ", ".join(map(str, xs))
        return (f'  {{"{self.name}", "{self.kind}", {self.bytes}, '
                f'{"true" if self.transposing else "false"}, '
                f"{self.src_elems}, {self.dst_elems}, "
                f"{{{join(shape)}}}, {{{join(src)}}}, {{{join(dst)}}}, "
                f"{len(self.shape)}, {{{join(self.shape)}}}, "
                f"{len(up_sizes)}, {{{join(up_sizes)}}}, {{{join(up_strides)}}}, "
                f"_mlir_ciface_ours_{self.name}, _mlir_ciface_ours2_{self.name}, "
                f"_mlir_ciface_upstream_{self.name}, "
                f"{f'_mlir_ciface_dynamic_{self.name}' if self.dynamic_supported else 'nullptr'}}},\n")

    @property
    def dynamic_supported(self):
        return True


CASES = [Case(spec, elem, size) for size in ["large", "small"]
         for spec in SPECS for elem in TYPES]


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "ours.mlir"), "w") as f:
        f.write("".join(c.ours() for c in CASES))
    with open(os.path.join(out, "ours2.mlir"), "w") as f:
        f.write("".join(c.ours().replace("@ours_", "@ours2_") for c in CASES))
    with open(os.path.join(out, "dynamic.mlir"), "w") as f:
        f.write("".join(c.dynamic() for c in CASES if c.dynamic_supported))
    with open(os.path.join(out, "upstream.mlir"), "w") as f:
        f.write("".join(c.upstream() for c in CASES))
    with open(os.path.join(out, "cases.inc"), "w") as f:
        f.write("// Generated by bench/transform_cases.py; do not edit.\n")
        for c in CASES:
            f.write(f"extern \"C\" void _mlir_ciface_ours_{c.name}(void *, void *);\n")
            f.write(f"extern \"C\" void _mlir_ciface_ours2_{c.name}(void *, void *);\n")
            f.write(f"extern \"C\" void _mlir_ciface_upstream_{c.name}(void *, void *);\n")
            if c.dynamic_supported:
                f.write(f"extern \"C\" void _mlir_ciface_dynamic_{c.name}(void *, void *);\n")
        f.write("static const TransformCase kCases[] = {\n")
        for c in CASES:
            f.write(c.table_row())
        f.write("};\n")


if __name__ == "__main__":
    main()

# RUN: %python %s | FileCheck %s
"""Reductions after a transform, on random untiled layouts (orders,
alignment, halos, pad values) and random reduced dims: lowered with and
without layout-propagate (which sinks the transform below the reduction),
both equal numpy's sums exactly (small integers), and propagation never
adds bytes moved."""

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(7)


def random_layout(rank):
    return tl.Layout(
        order=list(rng.permutation(rank)) if rng.random() < 0.8 else [],
        align=[int(rng.choice([1, 1, 2, 4, 8])) for _ in range(rank)],
        pad_low=[int(rng.integers(0, 2)) for _ in range(rank)],
        pad_high=[int(rng.integers(0, 2)) for _ in range(rank)],
        pad_value=rng.choice([None, 0]))


def bytes_moved(module):
    """Bytes read plus written by the transforms left in the module."""
    lines = str(module).splitlines()
    aliases = dict(line.split(" = ", 1) for line in lines
                   if line.startswith("#"))
    total = 0
    for line in lines:
        if "layout.transform" not in line:
            continue
        for text in line.split(" : ")[1].split(" to "):
            dims = text.split("<")[1].split(",")[0].rstrip(">")
            shape = tuple(int(d) for d in dims.split("x")[:-1])
            layout = tl.Layout()
            if ", #" in text:
                name = "#" + text.split(", #")[1].rstrip(">")
                layout = tl.Layout.parse(aliases.get(name, name))
            total += int(np.prod(layout.physical_shape(shape, "f32"))) * 4
    return total


CASES = 40
sunk = 0
for k in range(CASES):
    rank = int(rng.integers(2, 5))
    shape = tuple(int(rng.choice([1, 2, 3, 5, 8])) for _ in range(rank))
    reduced = sorted(rng.choice(rank, size=int(rng.integers(1, rank)),
                                replace=False).tolist())
    kept = tuple(d for i, d in enumerate(shape) if i not in reduced)
    source = random_layout(rank)
    src_type = source.tensor_type(shape, "f32")
    plain = "tensor<" + "x".join(map(str, shape)) + "xf32>"
    result = "tensor<" + "x".join(map(str, kept)) + "xf32>"
    program = f"""
func.func @reduce(%x: {src_type}) -> {result} {{
  %zero = arith.constant 0.0 : f32
  %t = layout.transform %x : {src_type} to {plain}
  %e = tensor.empty() : {result}
  %f = linalg.fill ins(%zero : f32) outs(%e : {result}) -> {result}
  %r = linalg.reduce ins(%t : {plain}) outs(%f : {result}) dimensions = {reduced}
    (%in: f32, %acc: f32) {{
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }}
  return %r : {result}
}}"""
    x = rng.integers(-9, 10, size=shape).astype(np.float32)
    expected = x.sum(axis=tuple(reduced))
    module = tl.Module.parse(program)
    propagated = module.clone().run_pipeline("layout-propagate,canonicalize")
    before, after = bytes_moved(module), bytes_moved(propagated)
    assert after <= before, (k, source, reduced, before, after)
    sunk += after < before
    for pipeline in ("layout-lower-to-llvm",
                     "layout-propagate,canonicalize,layout-lower-to-llvm"):
        out = tl.compile(program, pipeline=pipeline).reduce(
            tl.LayoutArray.from_numpy(x, source, "f32"))
        assert (out.numpy() == expected).all(), (k, pipeline, source, reduced)
print("reductions checked:", CASES, "transforms sunk:", sunk)
# CHECK: reductions checked: 40 transforms sunk: 40

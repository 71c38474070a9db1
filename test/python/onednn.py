# RUN: %python %s | FileCheck %s
"""A matmul run by oneDNN from Python (layout-lower-to-llvm{onednn=true}):
the JIT loads the project's oneDNN runtime; the result in a row-padded
layout equals numpy's, padding untouched."""

import numpy as np
import tensor_layout as tl

rng = np.random.default_rng(5)
rows = tl.Layout(align=[1, 8], pad_value=0)
out_type = rows.tensor_type((6, 5), "f32")
program = tl.compile(f"""
#cm = #layout.encoding<order = [1, 0]>
func.func @mm(%a: tensor<6x7xf32>, %b: tensor<7x5xf32>) -> {out_type} {{
  %bt = layout.transform %b : tensor<7x5xf32> to tensor<7x5xf32, #cm>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {out_type}
  %c = linalg.fill ins(%zero : f32) outs(%e : {out_type}) -> {out_type}
  %r = linalg.matmul ins(%a, %bt : tensor<6x7xf32>, tensor<7x5xf32, #cm>)
                     outs(%c : {out_type}) -> {out_type}
  return %r : {out_type}
}}""", pipeline="layout-lower-to-llvm{onednn=true}")
a = rng.standard_normal((6, 7)).astype(np.float32)
b = rng.standard_normal((7, 5)).astype(np.float32)
r = program.mm(a, b)
print(np.allclose(r.numpy(), a @ b, rtol=1e-5, atol=1e-5),
      (r.physical[:, 5:] == 0).all())
# CHECK: True True

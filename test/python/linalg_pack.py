# RUN: %python %s | FileCheck %s
"""linalg.pack and linalg.unpack compiled through --layout-lower-to-llvm
(as layout transforms, or upstream's decomposition where no layout says
them), checked against numpy, padding included."""

import numpy as np
import tensor_layout as tl
from tensor_layout import checking

rng = np.random.default_rng(25)


def pack_reference(x, tiles, dims, pad, outer_perm=None):
    """numpy's linalg.pack: pad each tiled dim to whole tiles, split it,
    permute the outer dims, tiles last in `dims` order."""
    widths = [(0, 0)] * x.ndim
    for d, t in zip(dims, tiles):
        widths[d] = (0, -x.shape[d] % t)
    padded = np.pad(x, widths, constant_values=pad)
    tile_of = dict(zip(dims, tiles))
    split, outer_axes, tile_axes = [], [], {}
    for d, n in enumerate(padded.shape):
        outer_axes.append(len(split))
        if d in tile_of:
            split += [n // tile_of[d], tile_of[d]]
            tile_axes[d] = len(split) - 1
        else:
            split.append(n)
    outer = [outer_axes[d] for d in (outer_perm or range(x.ndim))]
    return padded.reshape(split).transpose(outer + [tile_axes[d] for d in dims])


source = """
func.func @nchw8c(%x: tensor<1x20x3x5xf32>) -> tensor<1x3x3x5x8xf32> {
  %pad = arith.constant -1.0 : f32
  %d = tensor.empty() : tensor<1x3x3x5x8xf32>
  %p = linalg.pack %x padding_value(%pad : f32) inner_dims_pos = [1]
      inner_tiles = [8] into %d : tensor<1x20x3x5xf32> -> tensor<1x3x3x5x8xf32>
  return %p : tensor<1x3x3x5x8xf32>
}

// Pack, ReLU on the blocks, unpack: relu(x).
#id5 = affine_map<(a, b, c, d, e) -> (a, b, c, d, e)>
func.func @blocked_relu(%x: tensor<2x20x3x5xf32>) -> tensor<2x20x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %d = tensor.empty() : tensor<2x3x3x5x8xf32>
  %p = linalg.pack %x padding_value(%zero : f32) inner_dims_pos = [1]
      inner_tiles = [8] into %d : tensor<2x20x3x5xf32> -> tensor<2x3x3x5x8xf32>
  %e = tensor.empty() : tensor<2x3x3x5x8xf32>
  %r = linalg.generic {indexing_maps = [#id5, #id5],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%p : tensor<2x3x3x5x8xf32>) outs(%e : tensor<2x3x3x5x8xf32>) {
  ^bb0(%a: f32, %out: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x3x3x5x8xf32>
  %o = tensor.empty() : tensor<2x20x3x5xf32>
  %u = linalg.unpack %r inner_dims_pos = [1] inner_tiles = [8] into %o
      : tensor<2x3x3x5x8xf32> -> tensor<2x20x3x5xf32>
  return %u : tensor<2x20x3x5xf32>
}

// A 5x7 by 7x6 matmul in 4x4 blocks (mmt4d): the zero padding of K adds
// nothing; the unpack drops the padding of M and N.
func.func @blocked_matmul(%a: tensor<5x7xf32>, %b: tensor<7x6xf32>)
    -> (tensor<5x6xf32>, tensor<2x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %da = tensor.empty() : tensor<2x2x4x4xf32>
  %pa = linalg.pack %a padding_value(%zero : f32) inner_dims_pos = [0, 1]
      inner_tiles = [4, 4] into %da : tensor<5x7xf32> -> tensor<2x2x4x4xf32>
  %db = tensor.empty() : tensor<2x2x4x4xf32>
  %pb = linalg.pack %b padding_value(%zero : f32) outer_dims_perm = [1, 0]
      inner_dims_pos = [1, 0] inner_tiles = [4, 4] into %db
      : tensor<7x6xf32> -> tensor<2x2x4x4xf32>
  %dc = tensor.empty() : tensor<2x2x4x4xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%dc : tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
  %c = linalg.mmt4d ins(%pa, %pb : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>)
      outs(%fc : tensor<2x2x4x4xf32>) -> tensor<2x2x4x4xf32>
  %o = tensor.empty() : tensor<5x6xf32>
  %u = linalg.unpack %c inner_dims_pos = [0, 1] inner_tiles = [4, 4] into %o
      : tensor<2x2x4x4xf32> -> tensor<5x6xf32>
  return %u, %pb : tensor<5x6xf32>, tensor<2x2x4x4xf32>
}

// What no layout says goes through upstream's decomposition: a padding
// value known only at run time, a tile of 1.
func.func @runtime_pad(%x: tensor<3x6xi32>, %pad: i32) -> (tensor<3x2x4xi32>, tensor<6x3x1xi32>) {
  %d = tensor.empty() : tensor<3x2x4xi32>
  %p = linalg.pack %x padding_value(%pad : i32) inner_dims_pos = [1]
      inner_tiles = [4] into %d : tensor<3x6xi32> -> tensor<3x2x4xi32>
  %d1 = tensor.empty() : tensor<6x3x1xi32>
  %q = linalg.pack %x outer_dims_perm = [1, 0] inner_dims_pos = [0] inner_tiles = [1]
      into %d1 : tensor<3x6xi32> -> tensor<6x3x1xi32>
  return %p, %q : tensor<3x2x4xi32>, tensor<6x3x1xi32>
}
"""

compiled = tl.compile(source, allocator=checking.GuardedAllocator())

# The packed buffer, padding channels holding -1.
x = rng.standard_normal((1, 20, 3, 5)).astype(np.float32)
out = compiled.nchw8c(x).numpy()
expected = pack_reference(x, [8], [1], -1.0)
print(out.shape, np.array_equal(out, expected),
      (out[0, 2, :, :, 4:] == -1).all())
# CHECK: (1, 3, 3, 5, 8) True True

x = rng.standard_normal((2, 20, 3, 5)).astype(np.float32)
print(np.array_equal(compiled.blocked_relu(x).numpy(), np.maximum(x, 0)))
# CHECK: True

a = rng.integers(-4, 5, size=(5, 7)).astype(np.float32)
b = rng.integers(-4, 5, size=(7, 6)).astype(np.float32)
c, pb = compiled.blocked_matmul(a, b)
print(np.array_equal(c.numpy(), a @ b),
      np.array_equal(pb.numpy(), pack_reference(b, [4, 4], [1, 0], 0.0, [1, 0])))
# CHECK: True True

x = rng.integers(-50, 50, size=(3, 6)).astype(np.int32)
p, q = compiled.runtime_pad(x, 77)
print(np.array_equal(p.numpy(), pack_reference(x, [4], [1], 77)),
      np.array_equal(q.numpy(), pack_reference(x, [1], [0], 0, [1, 0])))
# CHECK: True True

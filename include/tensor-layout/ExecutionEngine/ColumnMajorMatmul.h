//===- ColumnMajorMatmul.h - Strided matmuls as BLAS sees them --*- C++ -*-===//
//
// cuBLASLt multiplies column-major matrices, each optionally transposed:
// D (m x n) = op(A) (m x k) * op(B) (k x n), with a leading dimension per
// matrix. A buffer with unit stride along one of its two dims is such a
// matrix or its transpose, so a matmul on row-major, column-major or padded
// rows buffers runs as one call, without a copy: where the result is
// row-major, the call computes its transpose D^T = B^T A^T. The runtime
// builds its cuBLASLt layouts from this description and the conversion
// refuses, at compile time, the matmuls it cannot describe; both share it.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_COLUMNMAJORMATMUL_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_COLUMNMAJORMATMUL_H

#include <cstdint>
#include <optional>
#include <utility>

namespace mlir {
namespace layout {

/// A matrix operand of a (batch) matmul: `rows` x `cols` elements at
/// `rowStride` and `colStride` apart (the strides of dims 0 and 1), the
/// matrices of a batch `batchStride` apart.
struct StridedMatrix {
  int64_t rows = 0, cols = 0;
  int64_t rowStride = 0, colStride = 0;
  int64_t batchStride = 0;
};

/// A matrix as stored column-major: element (i, j) at i + j * `ld`.
struct ColumnMajorMatrix {
  int64_t rows = 0, cols = 0, ld = 0, batchStride = 0;
  /// Whether the matmul uses its transpose.
  bool transposed = false;
};

/// D = op(first) * op(second), all column-major. `swapped`: `first` is the
/// buffer of B and `second` that of A, and D is the transpose of the
/// caller's result.
struct ColumnMajorMatmul {
  ColumnMajorMatrix first, second, result;
  int64_t m = 0, n = 0, k = 0;
  bool swapped = false;
};

namespace detail {
/// `x`, or its transpose where `transpose`, as a column-major matrix read
/// with or without a transpose; nothing where neither dim has unit stride.
/// A dim of extent 1 has unit stride whatever its stride says.
inline std::optional<ColumnMajorMatrix> asColumnMajor(StridedMatrix x,
                                                      bool transpose) {
  if (transpose) {
    std::swap(x.rows, x.cols);
    std::swap(x.rowStride, x.colStride);
  }
  auto leading = [](int64_t extent, int64_t stride) {
    return extent == 1 ? 1 : stride;
  };
  ColumnMajorMatrix stored;
  stored.batchStride = x.batchStride;
  if (x.rows == 1 || x.rowStride == 1) {
    // Rows contiguous: x itself, column-major.
    stored.rows = x.rows;
    stored.cols = x.cols;
    stored.ld = x.cols == 1 ? x.rows : leading(x.cols, x.colStride);
  } else if (x.cols == 1 || x.colStride == 1) {
    // Columns contiguous: the transpose of x is column-major.
    stored.rows = x.cols;
    stored.cols = x.rows;
    stored.ld = x.rowStride;
    stored.transposed = true;
  } else {
    return std::nullopt;
  }
  if (stored.ld < stored.rows || stored.rows < 1 || stored.cols < 1 ||
      stored.batchStride < 0)
    return std::nullopt;
  return stored;
}
} // namespace detail

/// C (m x n) = A (m x k) * B (k x n) as a column-major matmul, or nothing
/// where some buffer has no unit stride along either dim, a dim is empty, or
/// the result is written transposed (it must be stored as it is). Where
/// the result's rows are contiguous (row-major), the matmul computes C^T =
/// B^T * A^T.
inline std::optional<ColumnMajorMatmul>
describeColumnMajorMatmul(const StridedMatrix &a, const StridedMatrix &b,
                          const StridedMatrix &c) {
  if (a.rows != c.rows || b.cols != c.cols || a.cols != b.rows)
    return std::nullopt;
  ColumnMajorMatmul matmul;
  // A row vector result reads either way: prefer C as it is.
  std::optional<ColumnMajorMatrix> result = detail::asColumnMajor(c, false);
  if (!result || result->transposed) {
    result = detail::asColumnMajor(c, true);
    if (!result || result->transposed)
      return std::nullopt;
    matmul.swapped = true;
  }
  std::optional<ColumnMajorMatrix> first =
      matmul.swapped ? detail::asColumnMajor(b, true)
                     : detail::asColumnMajor(a, false);
  std::optional<ColumnMajorMatrix> second =
      matmul.swapped ? detail::asColumnMajor(a, true)
                     : detail::asColumnMajor(b, false);
  if (!first || !second)
    return std::nullopt;
  matmul.first = *first;
  matmul.second = *second;
  matmul.result = *result;
  matmul.m = result->rows;
  matmul.n = result->cols;
  matmul.k = a.cols;
  return matmul;
}

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_COLUMNMAJORMATMUL_H

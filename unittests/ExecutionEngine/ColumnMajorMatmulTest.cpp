//===- ColumnMajorMatmulTest.cpp - Strided matmuls as BLAS sees them ------===//
//
// The description that the cuBLASLt runtime follows, checked without a GPU:
// a column-major GEMM that reads the buffers exactly as cuBLASLt would
// (op(X) from a column-major matrix with leading dimension ld) must compute
// the matmul of the strided buffers, for every combination of row-major,
// column-major and padded operands, batched or not.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/ColumnMajorMatmul.h"

#include <gtest/gtest.h>

#include <vector>

using namespace mlir::layout;

namespace {

/// A buffer holding `batch` matrices of rows x cols, row-major or
/// column-major, its contiguous dim padded to `ld`, with a gap between
/// matrices; elements outside the matrices hold a poison value.
struct Buffer {
  StridedMatrix matrix;
  std::vector<float> data;

  Buffer(int64_t batch, int64_t rows, int64_t cols, bool rowMajor, int64_t pad,
         float seed) {
    matrix.rows = rows;
    matrix.cols = cols;
    int64_t ld = (rowMajor ? cols : rows) + pad;
    matrix.rowStride = rowMajor ? ld : 1;
    matrix.colStride = rowMajor ? 1 : ld;
    matrix.batchStride = ld * (rowMajor ? rows : cols) + 3;
    data.assign(batch * matrix.batchStride, -1000.0f);
    for (int64_t b = 0; b < batch; ++b)
      for (int64_t i = 0; i < rows; ++i)
        for (int64_t j = 0; j < cols; ++j)
          at(b, i, j) = float((b * 7 + i * 3 + j * 5 + int(seed)) % 11) - 5;
  }

  float &at(int64_t b, int64_t i, int64_t j) {
    return data[b * matrix.batchStride + i * matrix.rowStride +
                j * matrix.colStride];
  }
};

/// op(x)(i, j) of a column-major matrix at `data`, as cuBLASLt reads it.
float readOperand(const ColumnMajorMatrix &x, const float *data, int64_t b,
                  int64_t i, int64_t j) {
  if (x.transposed)
    std::swap(i, j);
  return data[b * x.batchStride + i + j * x.ld];
}

/// Runs `matmul` as cuBLASLt would on the buffers of A, B and C.
void runColumnMajor(const ColumnMajorMatmul &matmul, int64_t batch,
                    const Buffer &a, const Buffer &b, Buffer &c) {
  const float *first = matmul.swapped ? b.data.data() : a.data.data();
  const float *second = matmul.swapped ? a.data.data() : b.data.data();
  for (int64_t n = 0; n < batch; ++n)
    for (int64_t i = 0; i < matmul.m; ++i)
      for (int64_t j = 0; j < matmul.n; ++j) {
        float sum = 0;
        for (int64_t p = 0; p < matmul.k; ++p)
          sum += readOperand(matmul.first, first, n, i, p) *
                 readOperand(matmul.second, second, n, p, j);
        c.data[n * matmul.result.batchStride + i + j * matmul.result.ld] = sum;
      }
}

struct Case {
  bool aRowMajor, bRowMajor, cRowMajor;
  int64_t pad;
};

class ColumnMajorMatmulTest : public ::testing::TestWithParam<Case> {};

TEST_P(ColumnMajorMatmulTest, ComputesTheStridedMatmul) {
  const Case &param = GetParam();
  const int64_t batch = 3, m = 5, n = 4, k = 6;
  Buffer a(batch, m, k, param.aRowMajor, param.pad, 1);
  Buffer b(batch, k, n, param.bRowMajor, param.pad, 2);
  Buffer c(batch, m, n, param.cRowMajor, param.pad, 3);
  std::optional<ColumnMajorMatmul> matmul =
      describeColumnMajorMatmul(a.matrix, b.matrix, c.matrix);
  ASSERT_TRUE(matmul);
  EXPECT_FALSE(matmul->result.transposed);
  EXPECT_EQ(matmul->swapped, param.cRowMajor);
  EXPECT_EQ(matmul->k, k);
  Buffer before = c;
  runColumnMajor(*matmul, batch, a, b, c);
  for (int64_t s = 0; s < batch; ++s)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        float expected = 0;
        for (int64_t p = 0; p < k; ++p)
          expected += a.at(s, i, p) * b.at(s, p, j);
        EXPECT_EQ(c.at(s, i, j), expected) << s << "," << i << "," << j;
      }
  // Nothing outside C's matrices is written: padding keeps its value.
  for (Buffer *buffer : {&before, &c})
    for (int64_t s = 0; s < batch; ++s)
      for (int64_t i = 0; i < m; ++i)
        for (int64_t j = 0; j < n; ++j)
          buffer->at(s, i, j) = 0.0f;
  EXPECT_EQ(c.data, before.data);
}

INSTANTIATE_TEST_SUITE_P(
    AllOrders, ColumnMajorMatmulTest,
    ::testing::Values(Case{true, true, true, 0}, Case{true, false, true, 0},
                      Case{false, true, true, 0}, Case{false, false, true, 0},
                      Case{true, true, false, 0}, Case{true, false, false, 0},
                      Case{false, true, false, 0}, Case{false, false, false, 0},
                      Case{true, true, true, 3}, Case{false, false, false, 2},
                      Case{true, false, true, 5}));

TEST(ColumnMajorMatmul, VectorsReadAtAnyStride) {
  // A 1 x k row times a k x 1 column: no dim has a meaningful stride.
  StridedMatrix row{1, 8, 100, 1, 0}, column{8, 1, 1, 100, 0},
      scalar{1, 1, 42, 17, 0};
  std::optional<ColumnMajorMatmul> matmul =
      describeColumnMajorMatmul(row, column, scalar);
  ASSERT_TRUE(matmul);
  EXPECT_EQ(matmul->m, 1);
  EXPECT_EQ(matmul->n, 1);
  EXPECT_EQ(matmul->result.ld, 1);
}

TEST(ColumnMajorMatmul, RefusesWhatBLASCannotRead) {
  StridedMatrix a{4, 8, 8, 1, 0}, b{8, 16, 16, 1, 0}, c{4, 16, 16, 1, 0};
  ASSERT_TRUE(describeColumnMajorMatmul(a, b, c));
  // No unit stride along either dim (every other column).
  StridedMatrix gapped = a;
  gapped.rowStride = 16;
  gapped.colStride = 2;
  EXPECT_FALSE(describeColumnMajorMatmul(gapped, b, c));
  // Rows overlapping (a leading dimension below the rows' length).
  StridedMatrix overlapping = b;
  overlapping.rowStride = 4;
  EXPECT_FALSE(describeColumnMajorMatmul(a, overlapping, c));
  // A broadcast (stride 0) row.
  StridedMatrix broadcast = c;
  broadcast.rowStride = 0;
  EXPECT_FALSE(describeColumnMajorMatmul(a, b, broadcast));
  // Shapes that do not chain, and an empty dim.
  EXPECT_FALSE(describeColumnMajorMatmul(b, a, c));
  StridedMatrix empty = a;
  empty.cols = 0;
  StridedMatrix emptyB = b;
  emptyB.rows = 0;
  EXPECT_FALSE(describeColumnMajorMatmul(empty, emptyB, c));
}

} // namespace

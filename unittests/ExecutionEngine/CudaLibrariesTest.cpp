//===- CudaLibrariesTest.cpp - cuDNN and cuBLASLt descriptors, no GPU -----===//
//
// What the runtime asks of cuDNN and cuBLASLt before it needs a device,
// checked against the libraries themselves where the CUDA toolkit is
// installed (skipped where they do not open): cuDNN finalizes the graph of
// each benchmark network's convolutions, NCHW and NHWC, depthwise ones as C
// groups, and bf16 ones in both graph shapes, and the fused convolution's
// legacy descriptors give the compiler's result sizes (its heuristics need a
// device: without one they rank no engine, and cuDNN 9.19 divides by zero on a
// grouped convolution); cuBLASLt's matrix layouts and operation say what
// ColumnMajorMatmul.h describes, read back from the descriptors; cuDNN accepts
// the tensors of the softmaxes that ChannelSoftmax.h describes, and its max
// pooling's result size is the one convert-linalg-to-cudnn checks.
// Also: which kernels profiling counts as layout transforms.
//
//===----------------------------------------------------------------------===//

#include "CublasLtDescriptors.h"
#include "CudnnFusedConvolution.h"
#include "CudnnGraph.h"

#include "tensor-layout/ExecutionEngine/ChannelSoftmax.h"
#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include <gtest/gtest.h>

using namespace tensor_layout_cuda;
using mlir::layout::ColumnMajorMatmul;
using mlir::layout::ColumnMajorMatrix;
using mlir::layout::describeColumnMajorMatmul;
using mlir::layout::StridedMatrix;

namespace {

struct ConvolutionCase {
  const char *name;
  std::array<int64_t, 4> image, filter;
  int64_t stride, dilation, padding;
};

/// The convolutions of bench/networks, padded by cuDNN, and a dilated one.
const ConvolutionCase kConvolutions[] = {
    {"resnet 3x3", {1, 64, 56, 56}, {64, 64, 3, 3}, 1, 1, 1},
    {"bottleneck 1x1", {1, 256, 56, 56}, {64, 256, 1, 1}, 1, 1, 0},
    {"mobilenet expansion", {1, 24, 56, 56}, {144, 24, 1, 1}, 1, 1, 0},
    {"stem 7x7 stride 2", {1, 3, 224, 224}, {64, 3, 7, 7}, 2, 1, 3},
    {"dilated 3x3", {2, 16, 20, 20}, {32, 16, 3, 3}, 1, 2, 0},
    // A depthwise filter (C, KH, KW) as cuDNN sees it: C groups of one.
    {"mobilenet depthwise 3x3", {1, 144, 56, 56}, {144, 1, 3, 3}, 1, 1, 1},
};

ConvolutionSpec getSpec(const ConvolutionCase &c, ConvolutionOrder order) {
  auto output = [&](int dim) {
    int64_t window = (c.filter[dim] - 1) * c.dilation + 1;
    return (c.image[dim] + 2 * c.padding - window) / c.stride + 1;
  };
  ConvolutionSpec spec;
  spec.image = getPackedTensor(c.image, order);
  spec.filter = getPackedTensor(c.filter, order);
  spec.result =
      getPackedTensor({c.image[0], c.filter[0], output(2), output(3)}, order);
  spec.strides = {c.stride, c.stride};
  spec.dilations = {c.dilation, c.dilation};
  spec.paddingLow = spec.paddingHigh = {c.padding, c.padding};
  return spec;
}

TEST(CudnnGraph, PackedStrides) {
  ConvolutionTensor nchw =
      getPackedTensor({2, 3, 4, 5}, ConvolutionOrder::NCHW);
  ConvolutionTensor nhwc =
      getPackedTensor({2, 3, 4, 5}, ConvolutionOrder::NHWC);
  EXPECT_EQ(nchw.strides, (std::array<int64_t, 4>{60, 20, 5, 1}));
  EXPECT_EQ(nhwc.strides, (std::array<int64_t, 4>{60, 1, 15, 3}));
}

// Each call exits with cuDNN's message where it refuses an attribute or a
// graph (the next test shows that such a refusal fails the test).
TEST(CudnnGraph, FinalizesForEveryConvolution) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  for (const ConvolutionCase &c : kConvolutions)
    for (ConvolutionOrder order :
         {ConvolutionOrder::NCHW, ConvolutionOrder::NHWC})
      for (float beta : {0.0f, 1.0f}) {
        SCOPED_TRACE(std::string(c.name) +
                     (order == ConvolutionOrder::NHWC ? " NHWC" : " NCHW"));
        ConvolutionSpec spec = getSpec(c, order);
        spec.beta = beta;
        EXPECT_NE(createConvolutionGraph(spec, /*handle=*/nullptr), nullptr);
      }
}

// bf16 images and filters into f32 results: both graph shapes the runtime
// tries, one operation and the convolution through an identity.
TEST(CudnnGraph, FinalizesForBf16Inputs) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  for (const ConvolutionCase &c : kConvolutions)
    for (ConvolutionGraph shape :
         {ConvolutionGraph::Direct, ConvolutionGraph::ThroughIdentity}) {
      SCOPED_TRACE(std::string(c.name) +
                   (shape == ConvolutionGraph::Direct ? "" : " identity"));
      ConvolutionSpec spec = getSpec(c, ConvolutionOrder::NHWC);
      spec.image.type = spec.filter.type = CUDNN_DATA_BFLOAT16;
      EXPECT_NE(createConvolutionGraph(spec, nullptr, shape), nullptr);
    }
}

// The graph through an identity writes its result: asked to add to one,
// the runtime says so rather than drop beta.
TEST(CudnnGraph, IdentityGraphRefusesBeta) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  ConvolutionSpec spec = getSpec(kConvolutions[0], ConvolutionOrder::NHWC);
  spec.image.type = spec.filter.type = CUDNN_DATA_BFLOAT16;
  spec.beta = 1.0f;
  EXPECT_EXIT(
      createConvolutionGraph(spec, nullptr, ConvolutionGraph::ThroughIdentity),
      ::testing::ExitedWithCode(1), "cannot be added to");
}

// The fused convolution's legacy descriptors: cuDNN's result size is the
// compiler's for each convolution, NCHW and NHWC, depthwise ones as groups.
TEST(CudnnFusedConvolution, ResultSizeIsTheCompilers) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  for (const ConvolutionCase &c : kConvolutions)
    for (ConvolutionOrder order :
         {ConvolutionOrder::NCHW, ConvolutionOrder::NHWC})
      for (bool relu : {false, true}) {
        SCOPED_TRACE(std::string(c.name) +
                     (order == ConvolutionOrder::NHWC ? " NHWC" : " NCHW"));
        ConvolutionSpec spec = getSpec(c, order);
        FusedConvolutionDescriptors descriptors(spec, order, relu,
                                                /*allowTF32=*/true);
        EXPECT_EQ(descriptors.getResultDims(), spec.result.dims);
      }
}

// Its descriptor has one padding per dim: the runtime refuses two.
TEST(CudnnFusedConvolution, AsymmetricPaddingIsAFailure) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  ConvolutionSpec spec = getSpec(kConvolutions[0], ConvolutionOrder::NCHW);
  spec.paddingHigh = {2, 2};
  EXPECT_EXIT(FusedConvolutionDescriptors(spec, ConvolutionOrder::NCHW,
                                          /*relu=*/true, /*allowTF32=*/true),
              ::testing::ExitedWithCode(1), "padding differs");
}

TEST(CudnnGraph, WrongResultShapeIsALocatedFailure) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  ConvolutionSpec spec = getSpec(kConvolutions[0], ConvolutionOrder::NCHW);
  spec.result = getPackedTensor({1, 64, 57, 57}, ConvolutionOrder::NCHW);
  EXPECT_EXIT(createConvolutionGraph(spec, nullptr),
              ::testing::ExitedWithCode(1),
              "tensor-layout CUDA runtime: cudnnBackendFinalize.* failed");
}

// The tensors of the softmaxes the runtime describes (ChannelSoftmax.h):
// an attention's scores, a softmax over the channels of an NHWC buffer,
// padded rows into column-major, and a dim of extent 1 (whose stride the
// description makes up). cuDNN checks them when they are set, with no
// device; a refusal exits with its message.
TEST(CudnnSoftmax, TensorsAreAccepted) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  struct SoftmaxCase {
    std::vector<int64_t> sizes, xStrides, yStrides;
    int64_t dim;
  };
  const SoftmaxCase cases[] = {
      {{8, 512, 512}, {262144, 512, 1}, {262144, 512, 1}, 2},
      {{2, 16, 7, 7}, {784, 1, 112, 16}, {784, 1, 112, 16}, 1},
      {{4, 5}, {32, 1}, {1, 4}, 0},
      {{1, 6, 1, 5}, {30, 5, 5, 1}, {30, 1, 30, 6}, 1},
  };
  for (const SoftmaxCase &c : cases) {
    mlir::layout::ChannelSoftmax call = mlir::layout::describeChannelSoftmax(
        c.sizes, c.xStrides, c.yStrides, c.dim);
    TensorDescriptor x(call.getSizes(), call.getStrides(false));
    TensorDescriptor y(call.getSizes(), call.getStrides(true));
    EXPECT_NE(x.get(), nullptr);
    EXPECT_NE(y.get(), nullptr);
  }
}

TEST(CudnnSoftmax, RefusedTensorIsAFailure) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  EXPECT_EXIT(TensorDescriptor({1, 4, 1, 1}, {4, 0, 1, 1}),
              ::testing::ExitedWithCode(1),
              "tensor-layout CUDA runtime: cudnnSetTensorNdDescriptor.* "
              "failed");
}

// cuDNN's result size for a max pooling is the one the compiler checks
// (convert-linalg-to-cudnn: (H + 2 pad - window) / stride + 1, the image
// padded alike on both sides), for the stem's pooling and odd ones, NCHW
// and NHWC; the runtime stops where they differ.
TEST(CudnnPooling, ResultSizeIsTheCompilers) {
  if (!getCudnn().error.empty())
    GTEST_SKIP() << getCudnn().error;
  struct PoolingCase {
    std::array<int64_t, 4> image;
    int64_t window, stride, padding;
  };
  const PoolingCase cases[] = {{{1, 64, 112, 112}, 3, 2, 1},
                               {{2, 3, 7, 9}, 2, 2, 0},
                               {{1, 8, 10, 10}, 3, 3, 1},
                               {{1, 1, 5, 5}, 5, 1, 2}};
  for (const PoolingCase &c : cases)
    for (ConvolutionOrder order :
         {ConvolutionOrder::NCHW, ConvolutionOrder::NHWC}) {
      ConvolutionTensor image = getPackedTensor(c.image, order);
      TensorDescriptor descriptor(image.dims, image.strides);
      MaxPoolingDescriptor pooling({c.window, c.window}, {c.stride, c.stride},
                                   {c.padding, c.padding});
      std::array<int64_t, 4> expected = c.image;
      for (int i = 2; i < 4; ++i)
        expected[i] = (c.image[i] + 2 * c.padding - c.window) / c.stride + 1;
      EXPECT_EQ(pooling.getResultDims(descriptor), expected);
    }
}

/// A matrix of rows x cols, row-major or column-major, its contiguous dim
/// padded by `pad`, `batch` of them.
StridedMatrix getMatrix(int64_t rows, int64_t cols, bool rowMajor,
                        int64_t pad) {
  StridedMatrix matrix{rows, cols, 0, 0, 0};
  int64_t ld = (rowMajor ? cols : rows) + pad;
  matrix.rowStride = rowMajor ? ld : 1;
  matrix.colStride = rowMajor ? 1 : ld;
  matrix.batchStride = ld * (rowMajor ? rows : cols);
  return matrix;
}

template <typename T>
T getLayoutAttribute(cublasLtMatrixLayout_t layout,
                     cublasLtMatrixLayoutAttribute_t attribute) {
  T value{};
  size_t written = 0;
  EXPECT_EQ(cublasLt().cublasLtMatrixLayoutGetAttribute(
                layout, attribute, &value, sizeof(value), &written),
            CUBLAS_STATUS_SUCCESS);
  return value;
}

template <typename T>
T getOperationAttribute(cublasLtMatmulDesc_t operation,
                        cublasLtMatmulDescAttributes_t attribute) {
  T value{};
  size_t written = 0;
  EXPECT_EQ(cublasLt().cublasLtMatmulDescGetAttribute(
                operation, attribute, &value, sizeof(value), &written),
            CUBLAS_STATUS_SUCCESS);
  return value;
}

void expectLayout(cublasLtMatrixLayout_t layout,
                  const ColumnMajorMatrix &matrix, int64_t batch) {
  EXPECT_EQ(getLayoutAttribute<uint64_t>(layout, CUBLASLT_MATRIX_LAYOUT_ROWS),
            uint64_t(matrix.rows));
  EXPECT_EQ(getLayoutAttribute<uint64_t>(layout, CUBLASLT_MATRIX_LAYOUT_COLS),
            uint64_t(matrix.cols));
  EXPECT_EQ(getLayoutAttribute<int64_t>(layout, CUBLASLT_MATRIX_LAYOUT_LD),
            matrix.ld);
  EXPECT_EQ(
      getLayoutAttribute<int32_t>(layout, CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT),
      batch);
  if (batch > 1) {
    EXPECT_EQ(getLayoutAttribute<int64_t>(
                  layout, CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET),
              matrix.batchStride);
  }
}

TEST(CublasLtDescriptors, SayWhatTheColumnMajorDescriptionSays) {
  if (!getCublasLt().error.empty())
    GTEST_SKIP() << getCublasLt().error;
  const int64_t m = 5, n = 7, k = 3;
  for (bool aRowMajor : {true, false})
    for (bool bRowMajor : {true, false})
      for (bool cRowMajor : {true, false})
        for (int64_t batch : {1, 4}) {
          std::optional<ColumnMajorMatmul> matmul = describeColumnMajorMatmul(
              getMatrix(m, k, aRowMajor, 1), getMatrix(k, n, bRowMajor, 0),
              getMatrix(m, n, cRowMajor, 2));
          ASSERT_TRUE(matmul);
          bool relu = batch == 1;
          MatmulDescriptors descriptors =
              createMatmulDescriptors(*matmul, batch, relu);
          expectLayout(descriptors.first, matmul->first, batch);
          expectLayout(descriptors.second, matmul->second, batch);
          expectLayout(descriptors.result, matmul->result, batch);
          EXPECT_EQ(getOperationAttribute<int32_t>(descriptors.operation,
                                                   CUBLASLT_MATMUL_DESC_TRANSA),
                    matmul->first.transposed ? CUBLAS_OP_T : CUBLAS_OP_N);
          EXPECT_EQ(getOperationAttribute<int32_t>(descriptors.operation,
                                                   CUBLASLT_MATMUL_DESC_TRANSB),
                    matmul->second.transposed ? CUBLAS_OP_T : CUBLAS_OP_N);
          EXPECT_EQ(getOperationAttribute<uint32_t>(
                        descriptors.operation, CUBLASLT_MATMUL_DESC_EPILOGUE),
                    uint32_t(relu ? CUBLASLT_EPILOGUE_RELU
                                  : CUBLASLT_EPILOGUE_DEFAULT));
          EXPECT_EQ(
              getOperationAttribute<int32_t>(descriptors.operation,
                                             CUBLASLT_MATMUL_DESC_COMPUTE_TYPE),
              CUBLAS_COMPUTE_32F);
        }
}

// bf16 operands: their layouts are bf16, C's and D's f32, the compute 32F.
TEST(CublasLtDescriptors, Bf16OperandsIntoF32) {
  if (!getCublasLt().error.empty())
    GTEST_SKIP() << getCublasLt().error;
  std::optional<ColumnMajorMatmul> matmul = describeColumnMajorMatmul(
      getMatrix(5, 3, true, 0), getMatrix(3, 7, false, 0),
      getMatrix(5, 7, true, 0));
  ASSERT_TRUE(matmul);
  MatmulDescriptors descriptors =
      createMatmulDescriptors(*matmul, 1, false, nullptr, CUDA_R_16BF);
  EXPECT_EQ(getLayoutAttribute<uint32_t>(descriptors.first,
                                         CUBLASLT_MATRIX_LAYOUT_TYPE),
            uint32_t(CUDA_R_16BF));
  EXPECT_EQ(getLayoutAttribute<uint32_t>(descriptors.second,
                                         CUBLASLT_MATRIX_LAYOUT_TYPE),
            uint32_t(CUDA_R_16BF));
  EXPECT_EQ(getLayoutAttribute<uint32_t>(descriptors.result,
                                         CUBLASLT_MATRIX_LAYOUT_TYPE),
            uint32_t(CUDA_R_32F));
  EXPECT_EQ(getOperationAttribute<int32_t>(descriptors.operation,
                                           CUBLASLT_MATMUL_DESC_COMPUTE_TYPE),
            CUBLAS_COMPUTE_32F);
  expectLayout(descriptors.first, matmul->first, 1);
  expectLayout(descriptors.second, matmul->second, 1);
}

// TF32 where allowed: f32 operands computed CUBLAS_COMPUTE_32F_FAST_TF32;
// bf16 ones stay 32F (their products are exact in f32).
TEST(CublasLtDescriptors, TF32OnlyForF32Operands) {
  if (!getCublasLt().error.empty())
    GTEST_SKIP() << getCublasLt().error;
  std::optional<ColumnMajorMatmul> matmul = describeColumnMajorMatmul(
      getMatrix(5, 3, true, 0), getMatrix(3, 7, false, 0),
      getMatrix(5, 7, true, 0));
  ASSERT_TRUE(matmul);
  for (cudaDataType input : {CUDA_R_32F, CUDA_R_16BF}) {
    MatmulDescriptors descriptors = createMatmulDescriptors(
        *matmul, 1, false, nullptr, input, /*tf32=*/true);
    EXPECT_EQ(getOperationAttribute<int32_t>(descriptors.operation,
                                             CUBLASLT_MATMUL_DESC_COMPUTE_TYPE),
              input == CUDA_R_32F ? CUBLAS_COMPUTE_32F_FAST_TF32
                                  : CUBLAS_COMPUTE_32F);
  }
}

// A constant bias is cuBLASLt's bias epilogue (with the ReLU or not) on the
// vector the runtime passes; setting the pointer reads nothing.
TEST(CublasLtDescriptors, BiasEpilogue) {
  if (!getCublasLt().error.empty())
    GTEST_SKIP() << getCublasLt().error;
  std::optional<ColumnMajorMatmul> matmul = describeColumnMajorMatmul(
      getMatrix(5, 3, true, 0), getMatrix(3, 7, true, 0),
      getMatrix(5, 7, true, 0));
  ASSERT_TRUE(matmul);
  const void *vector = reinterpret_cast<const void *>(uintptr_t(0x1000));
  for (bool relu : {false, true}) {
    MatmulDescriptors descriptors =
        createMatmulDescriptors(*matmul, 1, relu, vector);
    EXPECT_EQ(
        getOperationAttribute<uint32_t>(descriptors.operation,
                                        CUBLASLT_MATMUL_DESC_EPILOGUE),
        uint32_t(relu ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_BIAS));
    EXPECT_EQ(getOperationAttribute<const void *>(
                  descriptors.operation, CUBLASLT_MATMUL_DESC_BIAS_POINTER),
              vector);
  }
}

} // namespace

// Profiling counts a kernel as a layout transform by the name
// convert-layout-copy-to-gpu gives it (`__layout_transform_<function>`);
// other kernels are named `<function>_kernel` by outlining.
TEST(CudaProfile, TellsTransformKernelsByName) {
  EXPECT_TRUE(tensorLayoutCudaIsTransformKernel("__layout_transform_f"));
  EXPECT_TRUE(tensorLayoutCudaIsTransformKernel("__layout_transform_f_0"));
  EXPECT_FALSE(tensorLayoutCudaIsTransformKernel("f_kernel"));
  EXPECT_FALSE(tensorLayoutCudaIsTransformKernel("f__layout_transform_"));
  EXPECT_FALSE(tensorLayoutCudaIsTransformKernel("__layout_transform"));
  EXPECT_FALSE(tensorLayoutCudaIsTransformKernel(nullptr));
}

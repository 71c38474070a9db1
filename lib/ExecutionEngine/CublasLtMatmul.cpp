//===- CublasLtMatmul.cpp - Matmuls on cuBLASLt's kernels -----------------===//
//
// Code lowered by convert-linalg-to-cublaslt calls the function below with
// the memref descriptors of a matmul's buffers, in whatever strided layout
// they are (row-major, column-major, padded rows; batched). Each call's
// shapes, strides and epilogue make a plan, built once: cuBLASLt's matrix
// layouts (ColumnMajorMatmul.h) and the algorithm its heuristic ranks
// first. cuBLASLt is opened at first use, as the driver is, so that
// nothing of CUDA is linked.
//
// Kernels read the buffers on the device: LibraryCalls.h says how.
//
//===----------------------------------------------------------------------===//

#include "CublasLtDescriptors.h"
#include "LibraryCalls.h"

#include "tensor-layout/ExecutionEngine/ColumnMajorMatmul.h"
#include "tensor-layout/ExecutionEngine/CublasLtRuntime.h"
#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <array>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;
using mlir::layout::ColumnMajorMatmul;
using mlir::layout::ColumnMajorMatrix;
using mlir::layout::StridedMatrix;

namespace {

/// What every call on a device shares: a handle and a workspace.
struct DeviceState {
  cublasLtHandle_t handle = nullptr;
  CUdeviceptr workspace = 0;
};

/// cuBLASLt's recommendation for Hopper (32 MiB) covers every algorithm.
constexpr size_t kWorkspaceBytes = size_t(32) << 20;

/// The plan of one matmul's shapes, strides and epilogue.
struct Plan {
  MatmulDescriptors descriptors;
  cublasLtMatmulAlgo_t algo;
};

using PlanKey = std::vector<int64_t>;

/// A constant added to every element (an epilogue's bias): its f32 bits,
/// or none.
using ConstantBias = std::optional<int64_t>;

struct State {
  std::mutex mutex;
  std::map<int, DeviceState> devices;
  std::map<PlanKey, Plan> plans;
};

State &getState() {
  static State *state = new State();
  return *state;
}

/// The state of `ordinal`, created at its first call (with the device's
/// context current).
DeviceState &getDeviceState(State &state, int ordinal) {
  DeviceState &device = state.devices[ordinal];
  if (!device.handle) {
    CUBLAS_CHECK(cublasLtCreate(&device.handle));
    CUDA_CHECK(cuMemAlloc(&device.workspace, kWorkspaceBytes));
  }
  return device;
}

/// A buffer of the call and the matrices it holds.
struct Operand {
  CallBuffer buffer;
  StridedMatrix matrix;
  int64_t batch = 1;
};

template <typename T>
Operand readOperand(const UnrankedMemRefType<T> &memref, const char *name) {
  DynamicMemRefType<T> buffer(memref);
  if (buffer.rank != 2 && buffer.rank != 3)
    fail(std::string("cuBLASLt matmul: operand ") + name + " has rank " +
         std::to_string(buffer.rank) + ", not 2 or 3");
  Operand operand;
  int64_t batchDims = buffer.rank - 2;
  operand.buffer = getCallBuffer(buffer);
  operand.matrix.rows = buffer.sizes[batchDims];
  operand.matrix.cols = buffer.sizes[batchDims + 1];
  operand.matrix.rowStride = buffer.strides[batchDims];
  operand.matrix.colStride = buffer.strides[batchDims + 1];
  if (batchDims) {
    operand.batch = buffer.sizes[0];
    operand.matrix.batchStride = buffer.strides[0];
  }
  return operand;
}

/// The alignments of the first operand, the second, C and D, in bytes.
using Alignments = std::array<uint32_t, 4>;

/// How many of the heuristic's algorithms a plan looks through.
constexpr int kRankedAlgorithms = 8;

/// The plan for `matmul` on buffers at least `alignments` aligned: the
/// heuristic's first algorithm among those that read such buffers (it
/// assumes 256 bytes otherwise, which a memref's data at an offset need
/// not be).
Plan createPlan(DeviceState &device, const ColumnMajorMatmul &matmul,
                cudaDataType inputType, bool tf32, int64_t batch, bool relu,
                CUdeviceptr bias, const Alignments &alignments,
                bool outOfPlace) {
  Plan plan;
  plan.descriptors = createMatmulDescriptors(
      matmul, batch, relu, reinterpret_cast<const void *>(bias), inputType,
      tf32);
  const MatmulDescriptors &d = plan.descriptors;

  cublasLtMatmulPreference_t preference;
  CUBLAS_CHECK(cublasLtMatmulPreferenceCreate(&preference));
  uint64_t workspace = kWorkspaceBytes;
  CUBLAS_CHECK(cublasLtMatmulPreferenceSetAttribute(
      preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace,
      sizeof(workspace)));
  const cublasLtMatmulPreferenceAttributes_t alignmentAttributes[] = {
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES,
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES,
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES,
      CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES};
  for (int i = 0; i < 4; ++i)
    CUBLAS_CHECK(cublasLtMatmulPreferenceSetAttribute(
        preference, alignmentAttributes[i], &alignments[i],
        sizeof(alignments[i])));
  cublasLtMatmulHeuristicResult_t ranked[kRankedAlgorithms];
  int found = 0;
  CUBLAS_CHECK(cublasLtMatmulAlgoGetHeuristic(
      device.handle, d.operation, d.first, d.second, d.result, d.result,
      preference, kRankedAlgorithms, ranked, &found));
  CUBLAS_CHECK(cublasLtMatmulPreferenceDestroy(preference));
  // The heuristic cannot know that C and D are apart (an epilogue's
  // operand): the first algorithm that writes D out of place, then.
  for (int i = 0; i < found; ++i) {
    int32_t outOfPlaceSupport = 0;
    size_t written = 0;
    if (outOfPlace)
      CUBLAS_CHECK(cublasLtMatmulAlgoCapGetAttribute(
          &ranked[i].algo, CUBLASLT_ALGO_CAP_OUT_OF_PLACE_RESULT_SUPPORT,
          &outOfPlaceSupport, sizeof(outOfPlaceSupport), &written));
    if (!outOfPlace || outOfPlaceSupport) {
      plan.algo = ranked[i].algo;
      return plan;
    }
  }
  fail("cuBLASLt has no algorithm for a " + std::to_string(matmul.m) + "x" +
       std::to_string(matmul.n) + "x" + std::to_string(matmul.k) +
       (inputType == CUDA_R_16BF ? " bf16" : " f32") +
       " matmul with these leading dimensions" +
       (outOfPlace ? " writing D apart from C" : ""));
}

PlanKey getPlanKey(int ordinal, const ColumnMajorMatmul &matmul,
                   cudaDataType inputType, bool tf32, int64_t batch, bool relu,
                   const ConstantBias &bias, const Alignments &alignments,
                   bool outOfPlace) {
  PlanKey key = {ordinal,
                 inputType,
                 tf32,
                 batch,
                 relu,
                 outOfPlace,
                 bias.has_value(),
                 bias.value_or(0),
                 matmul.m,
                 matmul.n,
                 matmul.k};
  key.insert(key.end(), alignments.begin(), alignments.end());
  for (const ColumnMajorMatrix *matrix :
       {&matmul.first, &matmul.second, &matmul.result})
    key.insert(key.end(), {matrix->rows, matrix->cols, matrix->ld,
                           matrix->batchStride, matrix->transposed});
  return key;
}

/// The description's fields (CublasLtRuntime.h).
enum SpecField {
  kVersion,
  kAlpha,
  kBeta,
  kEpilogue,
  kConstants,
  kHasBias,
  kBias,
  kComputeTF32,
  kFields
};

/// D = epilogue(alpha * A * B + beta * C + bias), A and B of element type
/// `Input` (cuBLASLt's `inputType`), C and D f32: the exported functions.
template <typename Input>
void runMatmul(UnrankedMemRefType<Input> *a, UnrankedMemRefType<Input> *b,
               UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *d,
               StridedMemRefType<int64_t, 1> *spec, CUstream stream,
               cudaDataType inputType) {
  if (spec->sizes[0] != kFields || spec->data[spec->offset + kVersion] != 4)
    fail("cuBLASLt matmul: a description of another version (recompile "
         "the program with this runtime's tensor-opt)");
  const int64_t *fields = spec->data + spec->offset;
  std::array<Operand, 4> operands = {readOperand(*a, "A"), readOperand(*b, "B"),
                                     readOperand(*c, "C"),
                                     readOperand(*d, "D")};
  const Operand &sum = operands[2], &result = operands[3];
  if (result.matrix.rows == 0 || result.matrix.cols == 0 || result.batch == 0)
    return;
  int64_t batch = result.batch;
  for (const Operand &operand : operands)
    if (operand.batch != batch)
      fail("cuBLASLt matmul: operands of different batch sizes");
  std::optional<ColumnMajorMatmul> matmul =
      mlir::layout::describeColumnMajorMatmul(
          operands[0].matrix, operands[1].matrix, result.matrix);
  if (!matmul ||
      std::memcmp(&sum.matrix, &result.matrix, sizeof(StridedMatrix)) != 0)
    fail("cuBLASLt matmul: buffers no column-major matmul describes (the "
         "compiler checks this: recompile the program)");
  bool relu = fields[kEpilogue] == 1;
  bool tf32 = fields[kComputeTF32] != 0;
  ConstantBias bias;
  if (fields[kHasBias])
    bias = fields[kBias];
  float alpha = getF32FromBits(fields[kAlpha]),
        beta = getF32FromBits(fields[kBeta]);

  int ordinal = getCurrentDevice();
  ScopedContext scope(ordinal);
  std::array<CUdeviceptr, 4> addresses;
  const char *names[] = {"A", "B", "C", "D"};
  for (int i = 0; i < 4; ++i)
    addresses[i] = getDeviceAddress(
        ordinal, operands[i].buffer, fields[kConstants] & (1 << i),
        std::string("cuBLASLt matmul: operand ") + names[i]);
  // Where C is computed transposed, B's buffer is the first operand.
  CUdeviceptr first = matmul->swapped ? addresses[1] : addresses[0];
  CUdeviceptr second = matmul->swapped ? addresses[0] : addresses[1];
  Alignments alignments;
  CUdeviceptr inOrder[] = {first, second, addresses[2], addresses[3]};
  for (int i = 0; i < 4; ++i)
    alignments[i] = getAlignment(inOrder[i], 256);
  State &state = getState();
  std::lock_guard<std::mutex> lock(state.mutex);
  DeviceState &device = getDeviceState(state, ordinal);
  bool outOfPlace = addresses[2] != addresses[3];
  PlanKey key = getPlanKey(ordinal, *matmul, inputType, tf32, batch, relu, bias,
                           alignments, outOfPlace);
  auto found = state.plans.find(key);
  if (found == state.plans.end()) {
    // One value per row of cuBLASLt's D (the caller's rows or columns).
    CUdeviceptr vector =
        bias ? getConstantVector(ordinal, *bias, matmul->m) : 0;
    found =
        state.plans
            .emplace(key, createPlan(device, *matmul, inputType, tf32, batch,
                                     relu, vector, alignments, outOfPlace))
            .first;
  }
  const Plan &plan = found->second;
  runOnLibraryStream(ordinal, stream, [&](CUstream stream) {
    const MatmulDescriptors &d = plan.descriptors;
    CUBLAS_CHECK(cublasLtMatmul(
        device.handle, d.operation, &alpha, reinterpret_cast<void *>(first),
        d.first, reinterpret_cast<void *>(second), d.second, &beta,
        reinterpret_cast<void *>(addresses[2]), d.result,
        reinterpret_cast<void *>(addresses[3]), d.result, &plan.algo,
        reinterpret_cast<void *>(device.workspace), kWorkspaceBytes, stream));
  });
}

} // namespace

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cublaslt_matmul_f32(
    UnrankedMemRefType<float> *a, UnrankedMemRefType<float> *b,
    UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *d,
    StridedMemRefType<int64_t, 1> *spec, CUstream stream) {
  runMatmul(a, b, c, d, spec, stream, CUDA_R_32F);
}

TENSOR_LAYOUT_EXPORT void _mlir_ciface_tensor_layout_cublaslt_matmul_bf16(
    UnrankedMemRefType<uint16_t> *a, UnrankedMemRefType<uint16_t> *b,
    UnrankedMemRefType<float> *c, UnrankedMemRefType<float> *d,
    StridedMemRefType<int64_t, 1> *spec, CUstream stream) {
  runMatmul(a, b, c, d, spec, stream, CUDA_R_16BF);
}

TENSOR_LAYOUT_EXPORT int tensorLayoutCudaOpenCublasLt(void) {
  const CublasLt &library = getCublasLt();
  if (library.error.empty())
    return 0;
  setLastError(library.error);
  return -1;
}

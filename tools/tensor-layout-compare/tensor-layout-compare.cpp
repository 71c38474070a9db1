//===- tensor-layout-compare.cpp - Compare two builds of transforms -------===//
//
// Usage: tensor-layout-compare CASES.mlir REFERENCE.so CANDIDATE.so
//
// CASES.mlir holds functions from one tensor in the identity layout to one
// result, each described by a line
//
//   // CASE: <function> <element type> <input shape> -> <rank> <elements>
//
// (`// CASE: rows f32 2x1000 -> 2 2016`: the result has rank 2 and a buffer
// of 2016 elements, padding included). Both shared libraries are that file
// compiled ahead of time by tensor-layout-compile (e.g. for the CPU and
// with --target nvidia). Each function is called in both on the same input
// (element i holds (i mod 199) - 99, exact in every type) and the results
// must agree: sizes, strides, offset, and every byte of the buffer from its
// aligned pointer, padding included. Needs no MLIR library: the results
// are upstream's memref descriptors, read as plain structs. When a library
// was built for the GPU (it reaches the CUDA runtime's mgpuMemAlloc), the
// input lives in managed memory, which kernels can read on every system.
//
// Prints one line per case; exits with 1 if any case differs.
//
//===----------------------------------------------------------------------===//

#include "TransformCases.h"

#include <dlfcn.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace transform_cases;

/// The CUDA runtime's stream type (cuda.h's CUstream is a pointer to it),
/// at global scope as there.
struct CUstream_st;

namespace {

/// Writes `value` (a small integer) as one element of `type`.
void storeElement(const std::string &type, int value, char *to) {
  if (type == "f64") {
    double v = value;
    std::memcpy(to, &v, 8);
  } else if (type == "f32") {
    float v = value;
    std::memcpy(to, &v, 4);
  } else if (type == "bf16") {
    float v = value; // Small integers are exact: the high half is bf16.
    uint32_t bits;
    std::memcpy(&bits, &v, 4);
    uint16_t half = bits >> 16;
    std::memcpy(to, &half, 2);
  } else if (type == "f16") {
    // |value| < 2048: exact in f16; built from sign, exponent, mantissa.
    uint16_t bits = 0;
    if (value != 0) {
      unsigned magnitude = value < 0 ? -value : value;
      int exponent = 31 - __builtin_clz(magnitude);
      unsigned mantissa = (magnitude << (10 - exponent)) & 0x3ff;
      bits = (value < 0 ? 0x8000 : 0) | ((exponent + 15) << 10) | mantissa;
    }
    std::memcpy(to, &bits, 2);
  } else {
    int64_t v = value;
    std::memcpy(to, &v, getElementBytes(type)); // little-endian
  }
}

void *openLibrary(const char *path) {
  void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library)
    std::fprintf(stderr, "tensor-layout-compare: %s\n", dlerror());
  return library;
}

/// Calls `function` of `library` on `input`; false (with a message) when
/// the library lacks it.
bool call(void *library, const char *libraryPath, const Case &c,
          Descriptor &input, Descriptor &result) {
  std::string symbol = "_mlir_ciface_" + c.function;
  auto function = reinterpret_cast<Function>(dlsym(library, symbol.c_str()));
  if (!function) {
    std::printf("%s: FAIL: %s has no %s\n", c.function.c_str(), libraryPath,
                symbol.c_str());
    return false;
  }
  std::memset(&result, 0, sizeof(result));
  function(&result, &input);
  return true;
}

/// The last element the descriptor reaches, relative to its aligned pointer.
int64_t getLastReached(const Descriptor &d, int rank) {
  int64_t last = d.offset;
  for (int i = 0; i < rank; ++i) {
    if (d.sizesAndStrides[i] == 0)
      return -1;
    last += (d.sizesAndStrides[i] - 1) * d.sizesAndStrides[rank + i];
  }
  return last;
}

/// A library under test: its functions, and how it allocates and frees
/// buffers (the CUDA runtime's mgpuMemAlloc/mgpuMemFree where it links it:
/// managed memory, which kernels can read on every system; malloc/free
/// otherwise).
struct Library {
  const char *path;
  void *handle;
  // The runtime's own parameter types: UBSan checks the type of a call
  // through a pointer.
  void *(*gpuAlloc)(uint64_t sizeBytes, CUstream_st *stream, bool isHostShared);
  void (*gpuFree)(void *pointer, CUstream_st *stream);

  Library(const char *path, void *handle) : path(path), handle(handle) {
    gpuAlloc =
        reinterpret_cast<decltype(gpuAlloc)>(dlsym(handle, "mgpuMemAlloc"));
    gpuFree = reinterpret_cast<decltype(gpuFree)>(dlsym(handle, "mgpuMemFree"));
  }
  bool isGpu() const { return gpuAlloc && gpuFree; }
  void release(void *allocated) const {
    if (isGpu())
      gpuFree(allocated, nullptr);
    else
      std::free(allocated);
  }
};

/// Every byte of the two results, which have `c`'s rank and buffer size.
bool compareResults(const Case &c, const Descriptor &expected,
                    const Descriptor &got) {
  const int64_t bytes = getElementBytes(c.type);
  const char *name = c.function.c_str();
  if (expected.offset != got.offset ||
      std::memcmp(expected.sizesAndStrides, got.sizesAndStrides,
                  2 * c.resultRank * sizeof(int64_t)) != 0) {
    std::printf("%s: FAIL: the results' sizes, strides or offsets differ\n",
                name);
    return false;
  }
  if (getLastReached(expected, c.resultRank) >= c.resultElements) {
    std::printf("%s: FAIL: the result reaches past the %lld elements the "
                "CASE line gives\n",
                name, (long long)c.resultElements);
    return false;
  }
  const char *a = static_cast<const char *>(expected.aligned);
  const char *b = static_cast<const char *>(got.aligned);
  for (int64_t i = 0; i < c.resultElements; ++i) {
    if (std::memcmp(a + i * bytes, b + i * bytes, bytes) == 0)
      continue;
    int64_t differing = 0;
    for (int64_t j = i; j < c.resultElements; ++j)
      differing += std::memcmp(a + j * bytes, b + j * bytes, bytes) != 0;
    std::printf("%s: FAIL: %lld of %lld elements differ, the first at "
                "buffer position %lld\n",
                name, (long long)differing, (long long)c.resultElements,
                (long long)i);
    return false;
  }
  std::printf("%s: ok (%lld elements)\n", name, (long long)c.resultElements);
  return true;
}

bool compareCase(const Case &c, const Library &reference,
                 const Library &candidate) {
  const int64_t bytes = getElementBytes(c.type);
  const int rank = c.inputShape.size();
  const int64_t count = c.getInputElements();
  // The input in managed memory when either side runs on the GPU.
  const Library *gpu = candidate.isGpu()   ? &candidate
                       : reference.isGpu() ? &reference
                                           : nullptr;
  std::vector<char> hostData;
  char *data;
  if (gpu) {
    data = static_cast<char *>(gpu->gpuAlloc(count * bytes, nullptr, true));
  } else {
    hostData.resize(count * bytes);
    data = hostData.data();
  }
  for (int64_t i = 0; i < count; ++i)
    storeElement(c.type, int(i % 199) - 99, &data[i * bytes]);
  Descriptor input = {data, data, 0, {}};
  for (int64_t i = rank - 1, stride = 1; i >= 0; stride *= c.inputShape[i--]) {
    input.sizesAndStrides[i] = c.inputShape[i];
    input.sizesAndStrides[rank + i] = stride;
  }

  Descriptor expected, got;
  bool calledReference =
      call(reference.handle, reference.path, c, input, expected);
  bool calledCandidate =
      calledReference && call(candidate.handle, candidate.path, c, input, got);
  bool agree = calledCandidate && compareResults(c, expected, got);
  // A result may alias the input (a transform that moves nothing).
  if (calledReference && expected.allocated != data)
    reference.release(expected.allocated);
  if (calledCandidate && got.allocated != data)
    candidate.release(got.allocated);
  if (gpu)
    gpu->release(data);
  return agree;
}

} // namespace

int main(int argc, char **argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: tensor-layout-compare CASES.mlir "
                         "REFERENCE.so CANDIDATE.so\n");
    return 2;
  }
  std::vector<Case> cases;
  if (!readCases(argv[1], cases))
    return 2;
  void *referenceHandle = openLibrary(argv[2]);
  void *candidateHandle = openLibrary(argv[3]);
  if (!referenceHandle || !candidateHandle)
    return 2;
  Library reference(argv[2], referenceHandle);
  Library candidate(argv[3], candidateHandle);
  int failures = 0;
  for (const Case &c : cases)
    failures += !compareCase(c, reference, candidate);
  std::printf("%d of %zu cases agree\n", int(cases.size()) - failures,
              cases.size());
  std::fflush(stdout);
  return failures ? 1 : 0;
}

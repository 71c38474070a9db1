//===- GpuBenchSupport.h - What the GPU benchmarks share --------*- C++ -*-===//
//
// The runtime's memory functions, the input of a `// CASE:` in device
// memory, and medians, for tensor-layout-gpu-bench and
// tensor-layout-gpu-network-bench.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H
#define TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H

#include "TransformCases.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

// The runtime's mgpu* functions used directly (upstream's signatures).
extern "C" void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                              bool isHostShared);
extern "C" void mgpuMemFree(void *pointer, void *stream);
extern "C" void mgpuMemset32(void *dst, unsigned int value, size_t count,
                             void *stream);

namespace transform_cases {

inline double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

/// A contiguous buffer of `shape` and `type` in device memory, every 4-byte
/// word of it `word` (0x3f800000: 1.0f); free its `allocated` with
/// mgpuMemFree.
inline Descriptor createDeviceBuffer(const std::vector<int64_t> &shape,
                                     const std::string &type, unsigned word) {
  int64_t elements = 1;
  for (int64_t extent : shape)
    elements *= extent;
  const int64_t bytes = elements * getElementBytes(type);
  const int64_t words = (bytes + 3) / 4; // The fill's whole words.
  void *data = mgpuMemAlloc(words * 4, nullptr, false);
  mgpuMemset32(data, word, words, nullptr);
  const int rank = shape.size();
  Descriptor descriptor = {data, data, 0, {}};
  for (int64_t i = rank - 1, stride = 1; i >= 0; stride *= shape[i--]) {
    descriptor.sizesAndStrides[i] = shape[i];
    descriptor.sizesAndStrides[rank + i] = stride;
  }
  return descriptor;
}

/// The input of `c` in device memory (see createDeviceBuffer).
inline Descriptor createDeviceInput(const Case &c, unsigned word) {
  return createDeviceBuffer(c.inputShape, c.type, word);
}

} // namespace transform_cases

#endif // TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H

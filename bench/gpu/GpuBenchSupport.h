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

/// The input of `c` in device memory, contiguous, every 4-byte word of it
/// `word` (0x3f800000: 1.0f); free its `allocated` with mgpuMemFree.
inline Descriptor createDeviceInput(const Case &c, unsigned word) {
  const int64_t bytes = c.getInputElements() * getElementBytes(c.type);
  const int64_t words = (bytes + 3) / 4; // The fill's whole words.
  void *input = mgpuMemAlloc(words * 4, nullptr, false);
  mgpuMemset32(input, word, words, nullptr);
  const int rank = c.inputShape.size();
  Descriptor descriptor = {input, input, 0, {}};
  for (int64_t i = rank - 1, stride = 1; i >= 0; stride *= c.inputShape[i--]) {
    descriptor.sizesAndStrides[i] = c.inputShape[i];
    descriptor.sizesAndStrides[rank + i] = stride;
  }
  return descriptor;
}

} // namespace transform_cases

#endif // TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H

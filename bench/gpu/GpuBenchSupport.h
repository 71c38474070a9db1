//===- GpuBenchSupport.h - What the GPU benchmarks share --------*- C++ -*-===//
//
// The runtime's memory functions, the input of a `// CASE:` in device
// memory, results read back and compared, and medians, for
// tensor-layout-gpu-bench and tensor-layout-gpu-network-bench.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H
#define TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H

#include "TransformCases.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

// The runtime's mgpu* functions used directly (upstream's signatures).
extern "C" void *mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                              bool isHostShared);
extern "C" void mgpuMemFree(void *pointer, void *stream);
extern "C" void mgpuMemset32(void *dst, unsigned int value, size_t count,
                             void *stream);
extern "C" void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
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

/// A contiguous buffer of `shape` and `type` (f32 or bf16) in device
/// memory, filled with values drawn uniformly from [-1, 1) by a generator
/// seeded with `seed`; free its `allocated` with mgpuMemFree.
inline Descriptor createRandomDeviceBuffer(const std::vector<int64_t> &shape,
                                           const std::string &type,
                                           unsigned seed) {
  Descriptor descriptor = createDeviceBuffer(shape, type, 0);
  int64_t elements = 1;
  for (int64_t extent : shape)
    elements *= extent;
  std::vector<uint32_t> bits(elements);
  uint32_t state = seed * 2654435761u + 1;
  for (uint32_t &value : bits) {
    state = state * 1664525u + 1013904223u; // Numerical Recipes' LCG.
    float number = static_cast<float>(state >> 8) / (1 << 23) - 1.0f;
    std::memcpy(&value, &number, sizeof(value));
  }
  if (type == "bf16") { // Truncated to bf16, two to a word.
    std::vector<uint16_t> halves(elements);
    for (int64_t i = 0; i < elements; ++i)
      halves[i] = bits[i] >> 16;
    mgpuMemcpy(descriptor.aligned, halves.data(), elements * 2, nullptr);
  } else {
    mgpuMemcpy(descriptor.aligned, bits.data(), elements * 4, nullptr);
  }
  return descriptor;
}

/// The elements of a rank-`rank` f32 or bf16 buffer whose element (0, ...,
/// 0) is at `first` (host memory) and whose sizes and strides are
/// `descriptor`'s, in row-major order of its sizes, as doubles.
inline std::vector<double> gatherElements(const char *first,
                                          const Descriptor &descriptor,
                                          int rank, const std::string &type) {
  const int64_t *sizes = descriptor.sizesAndStrides;
  const int64_t *strides = descriptor.sizesAndStrides + rank;
  int64_t elements = 1;
  for (int i = 0; i < rank; ++i)
    elements *= sizes[i];
  std::vector<double> values;
  values.reserve(elements);
  std::vector<int64_t> index(rank, 0);
  for (int64_t n = 0; n < elements; ++n) {
    int64_t position = 0;
    for (int i = 0; i < rank; ++i)
      position += index[i] * strides[i];
    uint32_t word = 0;
    if (type == "bf16") { // The upper half of an f32.
      uint16_t half;
      std::memcpy(&half, first + position * 2, 2);
      word = uint32_t(half) << 16;
    } else {
      std::memcpy(&word, first + position * 4, 4);
    }
    float value;
    std::memcpy(&value, &word, sizeof(value));
    values.push_back(value);
    for (int i = rank - 1; i >= 0 && ++index[i] == sizes[i]; --i)
      index[i] = 0;
  }
  return values;
}

/// The elements of the rank-`rank` f32 or bf16 `descriptor` in device
/// memory (positive strides), in row-major order of its sizes, as doubles.
inline std::vector<double> readDeviceBuffer(const Descriptor &descriptor,
                                            int rank, const std::string &type) {
  int64_t span = 1; // Elements from the first to the last, inclusive.
  for (int i = 0; i < rank; ++i) {
    if (descriptor.sizesAndStrides[i] == 0)
      return {};
    span += (descriptor.sizesAndStrides[i] - 1) *
            descriptor.sizesAndStrides[rank + i];
  }
  const int64_t bytes = getElementBytes(type);
  std::vector<char> raw(span * bytes);
  mgpuMemcpy(raw.data(),
             static_cast<char *>(descriptor.aligned) +
                 descriptor.offset * bytes,
             raw.size(), nullptr);
  return gatherElements(raw.data(), descriptor, rank, type);
}

/// ||value - reference|| / ||reference|| (Euclidean norms; the norm of the
/// difference where the reference is zero), or infinity if the sizes
/// differ or anything is not finite.
inline double getRelativeError(const std::vector<double> &value,
                               const std::vector<double> &reference) {
  if (value.size() != reference.size())
    return HUGE_VAL;
  double difference = 0, norm = 0;
  for (size_t i = 0; i < value.size(); ++i) {
    if (!std::isfinite(value[i]) || !std::isfinite(reference[i]))
      return HUGE_VAL;
    difference += (value[i] - reference[i]) * (value[i] - reference[i]);
    norm += reference[i] * reference[i];
  }
  return norm > 0 ? std::sqrt(difference / norm) : std::sqrt(difference);
}

/// The input of `c` in device memory (see createDeviceBuffer).
inline Descriptor createDeviceInput(const Case &c, unsigned word) {
  return createDeviceBuffer(c.inputShape, c.type, word);
}

} // namespace transform_cases

#endif // TENSOR_LAYOUT_BENCH_GPU_GPUBENCHSUPPORT_H

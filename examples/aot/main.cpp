//===- main.cpp - Call a layout transform compiled ahead of time ----------===//
//
// to_nhwc4 was compiled from transform.mlir by tensor-layout-compile into an
// object file. It takes and returns memref descriptors; the result views a
// buffer of the layout's physical size, padding included. Only the header
// of upstream's runner utilities is needed, no MLIR library.
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstdio>
#include <cstdlib>

extern "C" void _mlir_ciface_to_nhwc4(StridedMemRefType<float, 4> *result,
                                      StridedMemRefType<float, 4> *input);

int main() {
  float data[12];
  for (int i = 0; i < 12; ++i)
    data[i] = static_cast<float>(i);
  StridedMemRefType<float, 4> input = {
      data, data, 0, {1, 3, 2, 2}, {12, 4, 2, 1}};

  StridedMemRefType<float, 4> result;
  _mlir_ciface_to_nhwc4(&result, &input);

  // The layout: strides [16, 1, 8, 4], a 16-float buffer, 64-byte aligned.
  std::printf("strides %lld %lld %lld %lld, aligned %d\n",
              (long long)result.strides[0], (long long)result.strides[1],
              (long long)result.strides[2], (long long)result.strides[3],
              (int)(reinterpret_cast<uintptr_t>(result.data) % 64 == 0));
  std::printf("physical:");
  for (int i = 0; i < 16; ++i)
    std::printf(" %g", result.data[i]);
  std::printf("\n");
  std::free(result.basePtr);
  return 0;
}

//===- tensor-layout-cuda-probe.cpp - Is a CUDA device there? -------------===//
//
// Lists the CUDA devices the runtime can use and exits with 0, or says why
// there is none and exits with 1; then says whether cuBLASLt and cuDNN
// open. The lit suite runs it to decide whether the GPU execution tests
// run (features `cuda-device`, `cublaslt` and `cudnn`).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include <cstdio>

/// The libraries the runtime opens besides the driver.
static void describeLibraries() {
  if (tensorLayoutCudaOpenCublasLt() == 0)
    std::printf("cuBLASLt: available\n");
  else
    std::printf("cuBLASLt: %s\n", tensorLayoutCudaError());
  if (tensorLayoutCudaOpenCudnn() == 0)
    std::printf("cuDNN: available\n");
  else
    std::printf("cuDNN: %s\n", tensorLayoutCudaError());
}

int main() {
  int count = tensorLayoutCudaDeviceCount();
  if (count <= 0) {
    std::printf("no CUDA device: %s\n",
                count < 0 ? tensorLayoutCudaError() : "the driver found none");
    describeLibraries();
    return 1;
  }
  for (int device = 0; device < count; ++device) {
    char description[512];
    if (tensorLayoutCudaDescribeDevice(device, description,
                                       sizeof(description)) != 0) {
      std::printf("CUDA device %d: %s\n", device, tensorLayoutCudaError());
      return 1;
    }
    std::printf("CUDA device %d: %s\n", device, description);
  }
  describeLibraries();
  return 0;
}

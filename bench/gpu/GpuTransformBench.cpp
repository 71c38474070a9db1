//===- GpuTransformBench.cpp - Layout transforms on the GPU vs a copy -----===//
//
// Usage: tensor-layout-gpu-bench CASES.mlir TRANSFORMS.so [REPETITIONS]
//                                [--json OUT.json]
//
// TRANSFORMS.so is CASES.mlir (bench/gpu/transforms.mlir) built ahead of
// time with `--target nvidia --lower host-shared=false`: its functions take
// and return device memory. For each `// CASE:` the function runs once to
// warm up, then REPETITIONS times (default 20) with its kernels timed by
// CUDA events (tensorLayoutCudaProfileBegin/End); a device-to-device copy of
// the input's bytes, timed the same way in the same process, is the
// baseline. Bandwidth counts bytes read plus bytes written, padding
// included; the ratio is the transform's bandwidth over the copy's.
//
//===----------------------------------------------------------------------===//

#include "GpuBenchSupport.h"
#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace transform_cases;

namespace {

struct Result {
  std::string name;
  double bytes, transformMs, copyMs;
  double getTransformGBs() const { return bytes / transformMs / 1e6; }
  double getCopyGBs() const { return bytes / copyMs / 1e6; }
};

bool runCase(void *library, const Case &c, int repetitions, Result &result) {
  std::string symbol = "_mlir_ciface_" + c.function;
  auto function = reinterpret_cast<Function>(dlsym(library, symbol.c_str()));
  if (!function) {
    std::fprintf(stderr, "no %s in the library\n", symbol.c_str());
    return false;
  }
  const int64_t elementBytes = getElementBytes(c.type);
  const int64_t inputBytes = c.getInputElements() * elementBytes;
  const int64_t outputBytes = c.resultElements * elementBytes;
  Descriptor in = createDeviceInput(c, 0x3f800000u); // 1.0f
  void *input = in.allocated;

  // One run per repetition, each kernel timed on its own; the median.
  std::vector<double> transformMs, copyMs;
  for (int r = -1; r < repetitions; ++r) {
    Descriptor out;
    tensorLayoutCudaProfileBegin();
    function(&out, &in);
    double ms = tensorLayoutCudaProfileEnd();
    if (out.allocated != input) // Never the case for these transforms.
      mgpuMemFree(out.allocated, nullptr);
    if (r >= 0) // r = -1 warms up
      transformMs.push_back(ms);
  }
  void *copy = mgpuMemAlloc(inputBytes, nullptr, false);
  for (int r = -1; r < repetitions; ++r) {
    double ms = tensorLayoutCudaCopyMilliseconds(copy, input, inputBytes);
    if (r >= 0)
      copyMs.push_back(ms);
  }
  mgpuMemFree(copy, nullptr);
  mgpuMemFree(input, nullptr);

  result.name = c.function;
  result.bytes = double(inputBytes + outputBytes);
  result.transformMs = median(transformMs);
  // The copy moves 2 x inputBytes; scaled to the transform's bytes.
  result.copyMs = median(copyMs) * result.bytes / (2.0 * inputBytes);
  return true;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<const char *> positional;
  const char *jsonPath = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0 && i + 1 < argc)
      jsonPath = argv[++i];
    else
      positional.push_back(argv[i]);
  }
  if (positional.size() < 2 || positional.size() > 3) {
    std::fprintf(stderr, "usage: tensor-layout-gpu-bench CASES.mlir "
                         "TRANSFORMS.so [REPETITIONS] [--json OUT.json]\n");
    return 2;
  }
  int repetitions = positional.size() == 3 ? std::atoi(positional[2]) : 20;
  if (repetitions < 1) {
    std::fprintf(stderr, "REPETITIONS must be a positive number, got %s\n",
                 positional[2]);
    return 2;
  }
  std::vector<Case> cases;
  if (!readCases(positional[0], cases))
    return 2;
  if (tensorLayoutCudaDeviceCount() <= 0) {
    std::fprintf(stderr, "no CUDA device: %s\n", tensorLayoutCudaError());
    return 1;
  }
  char device[512] = "CUDA device 0";
  (void)tensorLayoutCudaDescribeDevice(0, device, sizeof(device));
  void *library = dlopen(positional[1], RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    std::fprintf(stderr, "%s\n", dlerror());
    return 2;
  }

  std::printf("device: %s; median of %d runs\n", device, repetitions);
  std::printf("%-20s %10s %12s %12s %8s\n", "case", "MB", "GB/s", "copy GB/s",
              "ratio");
  std::vector<Result> results;
  for (const Case &c : cases) {
    Result r;
    if (!runCase(library, c, repetitions, r))
      return 1;
    std::printf("%-20s %10.1f %12.1f %12.1f %8.2f\n", r.name.c_str(),
                r.bytes / 1e6, r.getTransformGBs(), r.getCopyGBs(),
                r.getTransformGBs() / r.getCopyGBs());
    std::fflush(stdout);
    results.push_back(r);
  }
  if (jsonPath) {
    FILE *json = std::fopen(jsonPath, "w");
    if (!json) {
      std::perror(jsonPath);
      return 1;
    }
    std::fprintf(json,
                 "{\"device\": \"%s\", \"repetitions\": %d, "
                 "\"cases\": [\n",
                 device, repetitions);
    for (size_t i = 0; i < results.size(); ++i) {
      const Result &r = results[i];
      std::fprintf(json,
                   "  {\"name\": \"%s\", \"bytes\": %.0f, \"ms\": %.6f, "
                   "\"copy_ms_scaled\": %.6f, \"gbs\": %.2f, "
                   "\"copy_gbs\": %.2f}%s\n",
                   r.name.c_str(), r.bytes, r.transformMs, r.copyMs,
                   r.getTransformGBs(), r.getCopyGBs(),
                   i + 1 < results.size() ? "," : "");
    }
    std::fprintf(json, "]}\n");
    std::fclose(json);
  }
  return 0;
}

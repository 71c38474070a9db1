//===- GpuTransformBench.cpp - Layout transforms on the GPU vs a copy -----===//
//
// Usage: tensor-layout-gpu-bench CASES.mlir [NAME=]TRANSFORMS.so...
//                                [REPETITIONS] [--json OUT.json]
//
// Each TRANSFORMS.so is CASES.mlir (bench/gpu/transforms.mlir) built ahead
// of time with `--target nvidia --lower host-shared=false`: its functions
// take and return device memory. Several builds (say, one per
// transform-work-per-thread) are timed side by side, named NAME (default:
// the file's name). For each `// CASE:` each build's function runs once to
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

/// A build of the cases: its name and library.
struct Build {
  std::string name;
  void *library;
};

struct Result {
  std::string name;
  double bytes, copyMs;
  /// Per build, in the order given.
  std::vector<double> transformMs;
  double getGBs(double ms) const { return bytes / ms / 1e6; }
  double getCopyGBs() const { return getGBs(copyMs); }
};

bool runCase(const std::vector<Build> &builds, const Case &c, int repetitions,
             Result &result) {
  const int64_t elementBytes = getElementBytes(c.type);
  const int64_t inputBytes = c.getInputElements() * elementBytes;
  const int64_t outputBytes = c.resultElements * elementBytes;
  Descriptor in = createDeviceInput(c, 0x3f800000u); // 1.0f
  void *input = in.allocated;

  // One run per repetition, each kernel timed on its own; the median.
  for (const Build &build : builds) {
    std::string symbol = "_mlir_ciface_" + c.function;
    auto function =
        reinterpret_cast<Function>(dlsym(build.library, symbol.c_str()));
    if (!function) {
      std::fprintf(stderr, "no %s in %s\n", symbol.c_str(), build.name.c_str());
      return false;
    }
    std::vector<double> transformMs;
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
    result.transformMs.push_back(median(transformMs));
  }
  std::vector<double> copyMs;
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
  // The copy moves 2 x inputBytes; scaled to the transform's bytes.
  result.copyMs = median(copyMs) * result.bytes / (2.0 * inputBytes);
  return true;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<std::string> positional;
  const char *jsonPath = nullptr;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0 && i + 1 < argc)
      jsonPath = argv[++i];
    else
      positional.push_back(argv[i]);
  }
  // CASES, the builds, then the repetitions, if a number.
  int repetitions = 20;
  if (positional.size() >= 3 && positional.back().find_first_not_of(
                                    "0123456789-+") == std::string::npos) {
    repetitions = std::atoi(positional.back().c_str());
    if (repetitions < 1) {
      std::fprintf(stderr, "REPETITIONS must be a positive number, got %s\n",
                   positional.back().c_str());
      return 2;
    }
    positional.pop_back();
  }
  if (positional.size() < 2) {
    std::fprintf(stderr, "usage: tensor-layout-gpu-bench CASES.mlir "
                         "[NAME=]TRANSFORMS.so... [REPETITIONS] "
                         "[--json OUT.json]\n");
    return 2;
  }
  std::vector<Case> cases;
  if (!readCases(positional[0].c_str(), cases))
    return 2;
  if (tensorLayoutCudaDeviceCount() <= 0) {
    std::fprintf(stderr, "no CUDA device: %s\n", tensorLayoutCudaError());
    return 1;
  }
  char device[512] = "CUDA device 0";
  (void)tensorLayoutCudaDescribeDevice(0, device, sizeof(device));
  std::vector<Build> builds;
  for (size_t i = 1; i < positional.size(); ++i) {
    std::string path = positional[i], name = path;
    if (size_t equals = path.find('='); equals != std::string::npos) {
      name = path.substr(0, equals);
      path = path.substr(equals + 1);
    }
    void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      std::fprintf(stderr, "%s\n", dlerror());
      return 2;
    }
    builds.push_back({name, library});
  }

  std::printf("device: %s; median of %d runs; GB/s and the ratio to the "
              "copy per build\n",
              device, repetitions);
  std::printf("%-20s %8s %10s", "case", "MB", "copy GB/s");
  for (const Build &build : builds)
    std::printf(" %14.14s %6s", build.name.c_str(), "ratio");
  std::printf("\n");
  std::vector<Result> results;
  for (const Case &c : cases) {
    Result r;
    if (!runCase(builds, c, repetitions, r))
      return 1;
    std::printf("%-20s %8.1f %10.1f", r.name.c_str(), r.bytes / 1e6,
                r.getCopyGBs());
    for (double ms : r.transformMs)
      std::printf(" %14.1f %6.2f", r.getGBs(ms), r.copyMs / ms);
    std::printf("\n");
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
    // "ms" and "gbs" are the first build's; "builds" has each's.
    for (size_t i = 0; i < results.size(); ++i) {
      const Result &r = results[i];
      std::fprintf(json,
                   "  {\"name\": \"%s\", \"bytes\": %.0f, \"ms\": %.6f, "
                   "\"copy_ms_scaled\": %.6f, \"gbs\": %.2f, "
                   "\"copy_gbs\": %.2f, \"builds\": {",
                   r.name.c_str(), r.bytes, r.transformMs[0], r.copyMs,
                   r.getGBs(r.transformMs[0]), r.getCopyGBs());
      for (size_t b = 0; b < builds.size(); ++b)
        std::fprintf(json, "%s\"%s\": {\"ms\": %.6f, \"gbs\": %.2f}",
                     b ? ", " : "", builds[b].name.c_str(), r.transformMs[b],
                     r.getGBs(r.transformMs[b]));
      std::fprintf(json, "}}%s\n", i + 1 < results.size() ? "," : "");
    }
    std::fprintf(json, "]}\n");
    std::fclose(json);
  }
  return 0;
}

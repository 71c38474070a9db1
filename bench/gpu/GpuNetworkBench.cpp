//===- GpuNetworkBench.cpp - Whole networks on the GPU, build by build ----===//
//
// Usage: tensor-layout-gpu-network-bench CASES NAME=BUILD.so [NAME=BUILD.so
//                                        ...] [--repetitions N]
//                                        [--json OUT.json]
//
// Each BUILD.so is the benchmark networks (bench/networks/*.mlir) built
// ahead of time with `--target nvidia --lower host-shared=false` and some
// choice of layouts and kernels (GPU loops, cuBLASLt and cuDNN, a
// target's layouts); CASES lists their functions as `// CASE:` lines
// (tools/tensor-layout-compare/TransformCases.h). For each case, in one
// process: one call of each build to warm up (plans, modules, constants'
// device copies), then N rounds (default 20) that call each build in turn,
// in an order of their own, timed on the host's clock (the calls return when
// the GPU is done), then N rounds timed by their kernels' CUDA events (library
// calls included; apart, since bracketing each launch with events costs host
// time), the part of that the layout transforms' kernels took too; the medians,
// and each build's time against the first build's. Every build gets the same
// random inputs, and each output is checked against the first build's
// (relative error, printed after the times); exit status 3 if one differs
// by more than the tolerance.
// bench/gpu/torch_networks.py adds PyTorch's from a process of its own,
// bench/gpu/torch_same_process.py from the same process.
//
//===----------------------------------------------------------------------===//

#include "GpuBenchSupport.h"
#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <random>
#include <string>
#include <vector>

using namespace transform_cases;

namespace {

struct Build {
  std::string name;
  void *library = nullptr;
};

struct Timing {
  double wallMs = 0, kernelMs = 0, transformMs = 0;
  /// The first call's output, and its distance from the first build's.
  std::vector<double> result;
  double relativeError = 0;
};

/// The largest relative error a build may have against the first: the
/// libraries may compute f32 convolutions and matmuls in TF32 and keep
/// bf16 intermediates in f32, where GPU loops round each op to bf16.
double getTolerance(const std::string &type) {
  return type == "bf16" ? 5e-2 : 1e-2;
}

/// Calls `function`, the C interface of a network of `inputs.size()`
/// inputs (1 to 3: timeCase checks), on them.
void callNetwork(void *function, Descriptor &result,
                 std::vector<Descriptor> &inputs) {
  using D = Descriptor *;
  if (inputs.size() == 1)
    reinterpret_cast<void (*)(D, D)>(function)(&result, &inputs[0]);
  else if (inputs.size() == 2)
    reinterpret_cast<void (*)(D, D, D)>(function)(&result, &inputs[0],
                                                  &inputs[1]);
  else
    reinterpret_cast<void (*)(D, D, D, D)>(function)(&result, &inputs[0],
                                                     &inputs[1], &inputs[2]);
}

/// One build's function of a case and its inputs, ready to call.
struct Prepared {
  void *function = nullptr;
  std::vector<Descriptor> inputs;
};

/// Looks up `c`'s function in `build` and makes its inputs: the same
/// random inputs for every build.
bool prepareCase(const Build &build, const Case &c, Prepared &prepared) {
  std::string symbol = "_mlir_ciface_" + c.function;
  prepared.function = dlsym(build.library, symbol.c_str());
  if (!prepared.function || (c.type != "f32" && c.type != "bf16") ||
      c.otherInputShapes.size() > 2) {
    std::fprintf(stderr, "%s: no f32 or bf16 function %s of 1 to 3 inputs\n",
                 build.name.c_str(), symbol.c_str());
    return false;
  }
  prepared.inputs = {createRandomDeviceBuffer(c.inputShape, c.type,
                                              /*seed=*/1)};
  for (const std::vector<int64_t> &shape : c.otherInputShapes)
    prepared.inputs.push_back(createRandomDeviceBuffer(
        shape, c.type,
        /*seed=*/static_cast<unsigned>(prepared.inputs.size()) + 1));
  return true;
}

/// One call, on the host's clock or (`profiled`) by its kernels' events;
/// `result`, where given, gets the output.
void callOnce(Prepared &prepared, const Case &c, bool profiled, double &ms,
              double &transformMs, std::vector<double> *result = nullptr) {
  Descriptor out;
  if (profiled)
    tensorLayoutCudaProfileBegin();
  auto start = std::chrono::steady_clock::now();
  callNetwork(prepared.function, out, prepared.inputs);
  auto stop = std::chrono::steady_clock::now();
  ms = profiled
           ? tensorLayoutCudaProfileEndWithTransforms(&transformMs)
           : std::chrono::duration<double, std::milli>(stop - start).count();
  if (result)
    *result = readDeviceBuffer(out, c.resultRank, c.type);
  bool isInput = false;
  for (const Descriptor &input : prepared.inputs)
    isInput |= out.allocated == input.allocated;
  if (!isInput)
    mgpuMemFree(out.allocated, nullptr);
}

/// Runs `c` in every build: one call each, then `repetitions` rounds of
/// one call per build on the host's clock, then as many by kernel events;
/// the medians. Rounds take the builds in turn, so that a change of the
/// GPU's clocks or of the host's load during the case reaches every
/// build alike (one build after another, identical builds differed by
/// up to 12%), each round in an order of its own (the same from run to
/// run), so that no build mostly follows the same one: the call after
/// the GPU loops', whose slow kernels stream their buffers through the
/// caches, was up to 40% slower, and a median only tells that apart when
/// it happens in a minority of rounds.
bool timeCase(const std::vector<Build> &builds, const Case &c, int repetitions,
              std::vector<Timing> &timings) {
  std::vector<Prepared> prepared(builds.size());
  for (size_t b = 0; b < builds.size(); ++b)
    if (!prepareCase(builds[b], c, prepared[b]))
      return false;
  double ms = 0, transforms = 0;
  for (size_t b = 0; b < builds.size(); ++b) // warm-up: plans, modules
    callOnce(prepared[b], c, /*profiled=*/false, ms, transforms,
             &timings[b].result);
  size_t n = builds.size();
  std::vector<size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::mt19937 random(/*seed=*/1);
  std::vector<std::vector<double>> wallMs(n), kernelMs(n), transformMs(n);
  for (int r = 0; r < repetitions; ++r) {
    std::shuffle(order.begin(), order.end(), random);
    for (size_t b : order) {
      callOnce(prepared[b], c, /*profiled=*/false, ms, transforms);
      wallMs[b].push_back(ms);
    }
  }
  for (int r = 0; r < repetitions; ++r) {
    std::shuffle(order.begin(), order.end(), random);
    for (size_t b : order) {
      callOnce(prepared[b], c, /*profiled=*/true, ms, transforms);
      kernelMs[b].push_back(ms);
      transformMs[b].push_back(transforms);
    }
  }
  for (size_t b = 0; b < n; ++b) {
    for (const Descriptor &input : prepared[b].inputs)
      mgpuMemFree(input.allocated, nullptr);
    timings[b].wallMs = median(wallMs[b]);
    timings[b].kernelMs = median(kernelMs[b]);
    timings[b].transformMs = median(transformMs[b]);
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  std::vector<const char *> positional;
  const char *jsonPath = nullptr;
  int repetitions = 20;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--json") == 0 && i + 1 < argc)
      jsonPath = argv[++i];
    else if (std::strcmp(argv[i], "--repetitions") == 0 && i + 1 < argc)
      repetitions = std::atoi(argv[++i]);
    else
      positional.push_back(argv[i]);
  }
  // NAME=BUILD.so after the cases.
  std::vector<Build> builds;
  std::vector<const char *> paths;
  for (size_t i = 1; i < positional.size(); ++i) {
    const char *equals = std::strchr(positional[i], '=');
    if (!equals || equals == positional[i])
      break;
    builds.push_back({std::string(positional[i], equals)});
    paths.push_back(equals + 1);
  }
  if (positional.size() < 2 || builds.size() + 1 != positional.size() ||
      repetitions < 1) {
    std::fprintf(stderr,
                 "usage: tensor-layout-gpu-network-bench CASES NAME=BUILD.so "
                 "[NAME=BUILD.so ...] [--repetitions N] [--json OUT.json]\n");
    return 2;
  }
  std::vector<Case> cases;
  if (!readCases(positional[0], cases, /*severalInputs=*/true))
    return 2;
  if (tensorLayoutCudaDeviceCount() <= 0) {
    std::fprintf(stderr, "no CUDA device: %s\n", tensorLayoutCudaError());
    return 1;
  }
  for (size_t b = 0; b < builds.size(); ++b) {
    builds[b].library = dlopen(paths[b], RTLD_NOW | RTLD_LOCAL);
    if (!builds[b].library) {
      std::fprintf(stderr, "%s\n", dlerror());
      return 2;
    }
  }
  char device[512] = "CUDA device 0";
  (void)tensorLayoutCudaDescribeDevice(0, device, sizeof(device));
  std::printf(
      "device: %s; median of %d rounds (each build in turn, in an order "
      "of its own) after one call; ms per call (kernels' ms, of which "
      "transforms'), and time against %s\n",
      device, repetitions, builds[0].name.c_str());
  FILE *json = jsonPath ? std::fopen(jsonPath, "w") : nullptr;
  if (jsonPath && !json) {
    std::perror(jsonPath);
    return 1;
  }
  if (json)
    std::fprintf(json,
                 "{\"device\": \"%s\", \"repetitions\": %d, "
                 "\"cases\": [\n",
                 device, repetitions);
  int mismatches = 0;
  for (size_t k = 0; k < cases.size(); ++k) {
    const Case &c = cases[k];
    std::printf("%-20s", c.function.c_str());
    std::vector<Timing> timings(builds.size());
    if (!timeCase(builds, c, repetitions, timings))
      return 1;
    for (size_t b = 0; b < builds.size(); ++b) {
      std::printf("  %s %.3f (%.3f, %.3f) %.2fx", builds[b].name.c_str(),
                  timings[b].wallMs, timings[b].kernelMs,
                  timings[b].transformMs,
                  timings[0].wallMs / timings[b].wallMs);
      // Every build computes the same function of the same inputs.
      timings[b].relativeError =
          getRelativeError(timings[b].result, timings[0].result);
      if (b > 0)
        std::printf(" err %.1e", timings[b].relativeError);
      if (!(timings[b].relativeError <= getTolerance(c.type))) {
        std::printf(" MISMATCH");
        ++mismatches;
      }
      std::fflush(stdout);
    }
    std::printf("\n");
    if (!json)
      continue;
    std::fprintf(json, "  {\"name\": \"%s\", \"builds\": {",
                 c.function.c_str());
    for (size_t b = 0; b < builds.size(); ++b)
      std::fprintf(json,
                   "%s\"%s\": {\"ms\": %.6f, \"kernel_ms\": %.6f, "
                   "\"transform_ms\": %.6f, \"relative_error\": %.3e}",
                   b ? ", " : "", builds[b].name.c_str(), timings[b].wallMs,
                   timings[b].kernelMs, timings[b].transformMs,
                   std::min(timings[b].relativeError, 1e300));
    std::fprintf(json, "}}%s\n", k + 1 < cases.size() ? "," : "");
  }
  if (json) {
    std::fprintf(json, "]}\n");
    std::fclose(json);
  }
  if (mismatches) {
    std::printf("%d outputs differ from %s's by more than the tolerance "
                "(%g for f32, %g for bf16) or are not finite\n",
                mismatches, builds[0].name.c_str(), getTolerance("f32"),
                getTolerance("bf16"));
    return 3;
  }
  return 0;
}

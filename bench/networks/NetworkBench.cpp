//===- NetworkBench.cpp - Whole networks, every build, one process --------===//
//
// Times each network of bench/networks as compiled ahead of time in every
// configuration (shared libraries named <network>.<config>.so, see
// CMakeLists.txt) and as written by hand on oneDNN, in one process and in
// turns (each round runs every build once more), so machine drift hits all
// alike. Prints per network: seconds per call (median over rounds),
// GFLOP/s, each build's ratio to the same oneDNN kernels on plain layouts
// and to the hand-written program, the share of time outside oneDNN's
// kernels (transforms, element-wise code), the share in the runtime's
// parallel loops (the transforms of builds with threads != 1), and the
// largest difference of its output from the hand-written one's.
//
// Usage: tensor-layout-network-bench LIBRARY_DIR [ROUNDS]
//
//===----------------------------------------------------------------------===//

#include "HandWrittenOneDNN.h"

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <dlfcn.h>
#include <functional>
#include <malloc.h>
#include <memory>
#include <string>
#include <vector>

namespace {

/// A network: its function, argument and result shapes, and work.
struct Network {
  const char *file;
  const char *function;
  std::vector<std::vector<int64_t>> arguments;
  std::vector<int64_t> result;
  double gflop;
};

const std::vector<Network> &getNetworks() {
  static const std::vector<Network> networks = {
      {"resnet-basic",
       "resnet_basic",
       {{1, 64, 56, 56}},
       {1, 64, 56, 56},
       0.462},
      {"resnet-bottleneck",
       "resnet_bottleneck",
       {{1, 256, 56, 56}},
       {1, 256, 56, 56},
       0.437},
      {"mobilenet-v2",
       "mobilenet_v2",
       {{1, 24, 56, 56}},
       {1, 24, 56, 56},
       0.0515},
      {"resnet50-conv2x",
       "resnet50_conv2x",
       {{1, 64, 56, 56}},
       {1, 256, 56, 56},
       1.336},
      {"resnet34-conv2x",
       "resnet34_conv2x",
       {{1, 64, 56, 56}},
       {1, 64, 56, 56},
       1.387},
      {"mobilenet-v2-stage",
       "mobilenet_v2_stage",
       {{1, 24, 56, 56}},
       {1, 32, 28, 28},
       0.0749},
      {"resnet-stem",
       "resnet_stem",
       {{1, 3, 224, 224}},
       {1, 64, 56, 56},
       0.236},
      {"mlp", "mlp", {{256, 1024}}, {256, 1000}, 1.60},
      {"attention",
       "attention",
       {{8, 512, 64}, {8, 64, 512}, {8, 512, 64}},
       {8, 512, 64},
       0.537},
  };
  return networks;
}

/// The builds, as the .so suffixes CMakeLists.txt gives them, and what
/// each is.
struct Build {
  const char *name;
  const char *what;
};
const std::vector<Build> &getBuilds() {
  static const std::vector<Build> builds = {
      {"upstream", "upstream MLIR's default lowering (loops)"},
      {"plain", "no layouts, oneDNN kernels on plain layouts"},
      {"generic-cpu", "generic-cpu target, oneDNN kernels"},
      {"x86-avx512", "x86-avx512 target, oneDNN kernels"},
      {"onednn", "onednn target, oneDNN kernels"},
      {"onednn-serial", "onednn target, our loops on one thread"},
  };
  return builds;
}

/// A memref descriptor of any rank up to 4 (upstream's layout: allocated
/// and aligned pointers, offset, sizes, strides).
struct Descriptor {
  float *allocated = nullptr;
  float *aligned = nullptr;
  int64_t offset = 0;
  int64_t sizesAndStrides[8] = {};
};

Descriptor describe(float *data, const std::vector<int64_t> &shape) {
  Descriptor descriptor;
  descriptor.allocated = descriptor.aligned = data;
  int64_t rank = shape.size(), stride = 1;
  for (int64_t d = rank - 1; d >= 0; --d) {
    descriptor.sizesAndStrides[d] = shape[d];
    descriptor.sizesAndStrides[rank + d] = stride;
    stride *= shape[d];
  }
  return descriptor;
}

int64_t getCount(const std::vector<int64_t> &shape) {
  int64_t count = 1;
  for (int64_t extent : shape)
    count *= extent;
  return count;
}

/// One way of computing a network: called with the inputs, writes the
/// output (row-major) and returns the seconds the network itself took
/// (not the benchmark's own copy of a returned result).
using Runner = std::function<double(const std::vector<float *> &, float *)>;

double secondsSince(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

/// The compiled build in `path`, or an empty runner if it is not there.
Runner loadBuild(const std::string &path, const Network &network) {
  void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    std::fprintf(stderr, "skipping %s: %s\n", path.c_str(), dlerror());
    return nullptr;
  }
  std::string symbol = std::string("_mlir_ciface_") + network.function;
  void *entry = dlsym(library, symbol.c_str());
  if (!entry) {
    std::fprintf(stderr, "skipping %s: no %s\n", path.c_str(), symbol.c_str());
    return nullptr;
  }
  size_t arity = network.arguments.size();
  return [entry, arity, &network](const std::vector<float *> &inputs,
                                  float *output) {
    Descriptor result;
    std::vector<Descriptor> args;
    for (size_t i = 0; i < arity; ++i)
      args.push_back(describe(inputs[i], network.arguments[i]));
    auto start = std::chrono::steady_clock::now();
    if (arity == 1)
      reinterpret_cast<void (*)(Descriptor *, Descriptor *)>(entry)(&result,
                                                                    &args[0]);
    else
      reinterpret_cast<void (*)(Descriptor *, Descriptor *, Descriptor *,
                                Descriptor *)>(entry)(&result, &args[0],
                                                      &args[1], &args[2]);
    double seconds = secondsSince(start);
    // The result is the caller's: copied out (it is row-major: no layout
    // at the function boundary) and freed, outside the time: the
    // hand-written program writes into the output itself, as the compiled
    // one writes into the buffer it returns.
    std::copy(result.aligned + result.offset,
              result.aligned + result.offset + getCount(network.result),
              output);
    std::free(result.allocated);
    return seconds;
  };
}

struct Timing {
  std::vector<double> seconds, kernelSeconds, loopSeconds;
  double median(std::vector<double> values) const {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
  }
};

} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s LIBRARY_DIR [ROUNDS]\n", argv[0]);
    return 2;
  }
  // Keep freed blocks for reuse, as a serving process would: by default
  // glibc returns each large block to the system on free, and every call
  // then pays page faults on fresh memory (on this project's VM, more than
  // its kernels took), for every build alike.
  mallopt(M_MMAP_THRESHOLD, 1 << 30);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  std::string directory = argv[1];
  int rounds = argc > 2 ? std::atoi(argv[2]) : 7;

  std::printf("| network | build | ms/call | GFLOP/s | vs plain oneDNN | vs "
              "hand-written | outside kernels | in parallel loops | max "
              "|diff| |\n"
              "|---|---|---|---|---|---|---|---|---|\n");
  for (const Network &network : getNetworks()) {
    // Inputs in [-1, 1), the same for every build, on 64-byte boundaries
    // as a framework's tensors are.
    std::vector<std::unique_ptr<float, decltype(&std::free)>> inputs;
    std::vector<float *> inputPointers;
    unsigned state = 12345;
    for (const std::vector<int64_t> &shape : network.arguments) {
      size_t bytes = (getCount(shape) * sizeof(float) + 63) / 64 * 64;
      inputs.emplace_back(static_cast<float *>(std::aligned_alloc(64, bytes)),
                          &std::free);
      float *data = inputs.back().get();
      for (int64_t i = 0, e = getCount(shape); i < e; ++i) {
        state = state * 1103515245u + 12345u;
        data[i] = static_cast<float>((state >> 8) & 0xffff) / 32768.0f - 1.0f;
      }
      inputPointers.push_back(data);
    }

    std::vector<std::string> names;
    std::vector<Runner> runners;
    if (std::unique_ptr<HandWrittenNetwork> hand =
            makeHandWrittenNetwork(network.function)) {
      names.push_back("hand-written oneDNN");
      std::shared_ptr<HandWrittenNetwork> shared = std::move(hand);
      runners.push_back([shared](const std::vector<float *> &in, float *out) {
        auto start = std::chrono::steady_clock::now();
        shared->run(in, out);
        return secondsSince(start);
      });
    }
    for (const Build &build : getBuilds()) {
      // Its nChw16c layouts have only oneDNN's reference kernels on a CPU
      // without AVX-512: seconds a call, which also slowed the builds
      // timed after it in each round (a 2-core AVX2 VM: the onednn build
      // of MobileNet-v2 at 0.64x the hand-written program, 1.02x without).
      if (build.name == std::string("x86-avx512") &&
          !__builtin_cpu_supports("avx512f")) {
        static bool said = false;
        if (!said)
          std::fprintf(stderr, "skipping the x86-avx512 builds: this CPU "
                               "has no AVX-512\n");
        said = true;
        continue;
      }
      Runner runner = loadBuild(
          directory + "/" + network.file + "." + build.name + ".so", network);
      if (!runner)
        continue;
      names.push_back(build.name);
      runners.push_back(runner);
    }

    std::vector<std::vector<float>> outputs(
        runners.size(), std::vector<float>(getCount(network.result)));
    std::vector<Timing> timings(runners.size());
    for (int round = -1; round < rounds; ++round) {
      for (size_t b = 0; b < runners.size(); ++b) {
        // Loops take a second or more a call: fewer rounds for them.
        bool slow = names[b] == "upstream";
        if (slow && round >= 2)
          continue;
        double kernelsBefore = tensor_layout_onednn_kernel_seconds();
        double loopsBefore = tensor_layout_parallel_for_seconds();
        double seconds = runners[b](inputPointers, outputs[b].data());
        if (round < 0)
          continue; // Warm-up: builds primitives, touches memory.
        timings[b].seconds.push_back(seconds);
        timings[b].kernelSeconds.push_back(
            tensor_layout_onednn_kernel_seconds() - kernelsBefore);
        timings[b].loopSeconds.push_back(tensor_layout_parallel_for_seconds() -
                                         loopsBefore);
      }
    }

    auto medianOf = [&](const std::string &name) {
      for (size_t b = 0; b < runners.size(); ++b)
        if (names[b] == name)
          return timings[b].median(timings[b].seconds);
      return std::nan("");
    };
    double plain = medianOf("plain"), hand = medianOf("hand-written oneDNN");
    for (size_t b = 0; b < runners.size(); ++b) {
      double seconds = timings[b].median(timings[b].seconds);
      double kernels = timings[b].median(timings[b].kernelSeconds);
      double loops = timings[b].median(timings[b].loopSeconds);
      float difference = 0;
      for (size_t i = 0; i < outputs[b].size(); ++i)
        difference =
            std::max(difference, std::fabs(outputs[b][i] - outputs[0][i]));
      bool measuredKernels = names[b] != "upstream" && b != 0;
      auto percent = [](double share) {
        return std::to_string(static_cast<int>(std::lround(100 * share))) + "%";
      };
      std::string outside =
          measuredKernels ? percent(1 - kernels / seconds) : "-";
      std::string inLoops = loops > 0 ? percent(loops / seconds) : "-";
      std::printf("| %s | %s | %.3f | %.1f | %.2fx | %.2fx | %s | %s | "
                  "%.2g |\n",
                  network.file, names[b].c_str(), seconds * 1e3,
                  network.gflop / seconds, plain / seconds, hand / seconds,
                  outside.c_str(), inLoops.c_str(), difference);
    }
    std::fflush(stdout);
  }
  return 0;
}

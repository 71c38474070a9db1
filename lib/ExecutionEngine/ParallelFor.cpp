//===- ParallelFor.cpp - Loops on the threads of oneDNN's kernels ---------===//
//
// oneDNN built with OpenMP runs each kernel on a team of OpenMP threads,
// which wait between kernels for the next parallel region. A loop run as
// such a region of the same runtime, with a team of the same size, is taken
// up by those threads; a loop run by a second OpenMP runtime (LLVM's, which
// convert-scf-to-openmp targets), or a team of another size, brings
// threads of its own that fight them for the cores. So the runtime's entries
// are looked up where oneDNN's own are, in oneDNN's library and what it
// links, through GOMP_parallel, which GNU's libgomp, LLVM's libomp and
// Intel's runtime all export; nothing of OpenMP is linked here.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <dnnl.h>

#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>

#define TL_EXPORT __attribute__((visibility("default")))

namespace {

/// Seconds spent in the loops since the start (the copies' loops: layout
/// transforms), for benchmarks that split a program's time.
std::atomic<double> loopSeconds{0.0};

/// The entries of the OpenMP runtime oneDNN runs on, or none (a oneDNN
/// without OpenMP: loops then run on the calling thread).
struct OpenMP {
  void (*parallel)(void (*)(void *), void *, unsigned, unsigned) = nullptr;
  int (*threadNumber)() = nullptr;
  int (*threadCount)() = nullptr;
  int (*maxThreads)() = nullptr;
  int (*inParallel)() = nullptr;

  bool isComplete() const {
    return parallel && threadNumber && threadCount && maxThreads && inParallel;
  }
};

template <typename Function>
void lookUp(void *library, const char *name, Function &function) {
  function = reinterpret_cast<Function>(dlsym(library, name));
}

const OpenMP &getOneDNNOpenMP() {
  static const OpenMP openMP = [] {
    OpenMP found;
    if (dnnl_version()->cpu_runtime != DNNL_RUNTIME_OMP)
      return found;
    // oneDNN's library, loaded already: a handle searches it, then what it
    // links, in that order.
    Dl_info info;
    void *library = nullptr;
    if (dladdr(reinterpret_cast<void *>(&dnnl_version), &info))
      library = dlopen(info.dli_fname, RTLD_LAZY | RTLD_NOLOAD);
    if (!library)
      return found;
    lookUp(library, "GOMP_parallel", found.parallel);
    lookUp(library, "omp_get_thread_num", found.threadNumber);
    lookUp(library, "omp_get_num_threads", found.threadCount);
    lookUp(library, "omp_get_max_threads", found.maxThreads);
    lookUp(library, "omp_in_parallel", found.inParallel);
    return found.isComplete() ? found : OpenMP();
  }();
  return openMP;
}

/// One call's loop: iterations [0, iterations) of lower + i * step, in
/// `shares` contiguous shares. Computed on unsigned integers: a range of
/// more than 2^63 values still counts right.
struct Loop {
  int64_t lower, upper, step;
  uint64_t iterations, shares;
  TensorLayoutLoopBody body;
  void *context;

  /// The first iteration of share `share` (of `shares`): the first
  /// `iterations % shares` shares one iteration more.
  uint64_t getFirst(uint64_t share) const {
    return iterations / shares * share + std::min(share, iterations % shares);
  }

  /// The induction variable's value at iteration `i`; past the last
  /// iteration, `upper`.
  int64_t getValue(uint64_t i) const {
    if (i == iterations)
      return upper;
    return static_cast<int64_t>(static_cast<uint64_t>(lower) +
                                i * static_cast<uint64_t>(step));
  }

  void runShare(uint64_t share) const {
    uint64_t first = getFirst(share), last = getFirst(share + 1);
    if (first < last)
      body(context, getValue(first), getValue(last));
  }
};

/// The shares of this thread of the team: OpenMP may give fewer threads
/// than asked (OMP_THREAD_LIMIT, OMP_DYNAMIC), and every share still runs.
void runSharesOfThisThread(void *data) {
  const auto *loop = static_cast<const Loop *>(data);
  const OpenMP &openMP = getOneDNNOpenMP();
  uint64_t team = static_cast<uint64_t>(std::max(openMP.threadCount(), 1));
  for (uint64_t share = static_cast<uint64_t>(openMP.threadNumber());
       share < loop->shares; share += team)
    loop->runShare(share);
}

} // namespace

extern "C" TL_EXPORT void
tensor_layout_parallel_for(int64_t lower, int64_t upper, int64_t step,
                           int64_t threads, TensorLayoutLoopBody body,
                           void *context) {
  if (step <= 0 || upper <= lower)
    return;
  auto start = std::chrono::steady_clock::now();
  uint64_t range = static_cast<uint64_t>(upper) - static_cast<uint64_t>(lower);
  Loop loop{lower, upper, step,   (range - 1) / static_cast<uint64_t>(step) + 1,
            1,     body,  context};
  const OpenMP &openMP = getOneDNNOpenMP();
  // Inside a region already (a caller's own parallel code): no nested team.
  if (openMP.isComplete() && !openMP.inParallel()) {
    // Always a team of oneDNN's size, whose threads exist already: a team of
    // another size would start or stop threads. `threads` bounds the shares.
    uint64_t team = static_cast<uint64_t>(std::max(openMP.maxThreads(), 1));
    loop.shares = std::min({threads > 0 ? static_cast<uint64_t>(threads) : team,
                            team, loop.iterations});
    if (loop.shares > 1)
      openMP.parallel(runSharesOfThisThread, &loop, static_cast<unsigned>(team),
                      /*flags=*/0);
  }
  if (loop.shares <= 1)
    loop.runShare(0);
  std::chrono::duration<double> spent =
      std::chrono::steady_clock::now() - start;
  loopSeconds = loopSeconds + spent.count();
}

extern "C" TL_EXPORT double tensor_layout_parallel_for_seconds() {
  return loopSeconds;
}

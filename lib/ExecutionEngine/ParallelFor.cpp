//===- ParallelFor.cpp - Loops on the threads of oneDNN's kernels ---------===//
//
// oneDNN built with OpenMP runs each kernel on a team of OpenMP threads,
// which wait between kernels for the next parallel region. A loop run as
// such a region of the same runtime is taken up by those threads; a loop
// run by a second OpenMP runtime (LLVM's, which convert-scf-to-openmp
// targets) brings a team of its own that fights them for the cores. The
// region is opened through GOMP_parallel, the GNU OpenMP entry that both
// GNU's libgomp and LLVM's libomp export, so this file needs no OpenMP
// compiler support: it joins whichever runtime the library was linked
// with, the one oneDNN uses (TENSOR_LAYOUT_OPENMP_LIBRARY in CMake).
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/OneDNNRuntime.h"

#include <algorithm>
#include <atomic>
#include <chrono>

#define TL_EXPORT __attribute__((visibility("default")))

#ifdef TENSOR_LAYOUT_PARALLEL_FOR_OPENMP
extern "C" {
void GOMP_parallel(void (*function)(void *), void *data, unsigned threads,
                   unsigned flags);
int omp_get_thread_num(void);
int omp_get_num_threads(void);
int omp_get_max_threads(void);
int omp_in_parallel(void);
}
#endif

namespace {

/// Seconds spent in the loops since the start (the copies' loops: layout
/// transforms), for benchmarks that split a program's time.
std::atomic<double> loopSeconds{0.0};

/// One call's loop: iterations [0, iterations) of lower + i * step, each
/// thread running a contiguous share.
struct Loop {
  int64_t lower, step, iterations;
  TensorLayoutLoopBody body;
  void *context;

  /// Runs share `thread` of `threads`: the first `iterations % threads`
  /// threads one iteration more.
  void runShare(int64_t thread, int64_t threads) const {
    int64_t begin = iterations * thread / threads;
    int64_t end = iterations * (thread + 1) / threads;
    if (begin < end)
      body(context, lower + begin * step, lower + end * step);
  }
};

#ifdef TENSOR_LAYOUT_PARALLEL_FOR_OPENMP
void runShareOfThisThread(void *data) {
  static_cast<const Loop *>(data)->runShare(omp_get_thread_num(),
                                            omp_get_num_threads());
}
#endif

} // namespace

extern "C" TL_EXPORT void
tensor_layout_parallel_for(int64_t lower, int64_t upper, int64_t step,
                           int64_t threads, TensorLayoutLoopBody body,
                           void *context) {
  if (step <= 0 || upper <= lower)
    return;
  auto start = std::chrono::steady_clock::now();
  Loop loop{lower, step, (upper - lower + step - 1) / step, body, context};
  int64_t team = 1;
#ifdef TENSOR_LAYOUT_PARALLEL_FOR_OPENMP
  team = std::min<int64_t>(threads > 0 ? threads : omp_get_max_threads(),
                           loop.iterations);
  // Inside a region already (a caller's own parallel code): no nested team.
  if (omp_in_parallel())
    team = 1;
  if (team > 1)
    GOMP_parallel(runShareOfThisThread, &loop, static_cast<unsigned>(team),
                  /*flags=*/0);
#else
  (void)threads;
#endif
  if (team <= 1)
    loop.runShare(0, 1);
  std::chrono::duration<double> spent =
      std::chrono::steady_clock::now() - start;
  loopSeconds = loopSeconds + spent.count();
}

extern "C" TL_EXPORT double tensor_layout_parallel_for_seconds() {
  return loopSeconds;
}

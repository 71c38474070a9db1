//===- CudaDriver.h - The CUDA driver, opened at run time -------*- C++ -*-===//
//
// What the CUDA runtime's parts share (the mgpu* functions, the library
// kernels): the driver library, opened at first use rather than linked, so
// that the runtime builds with the CUDA headers alone and, on a machine
// without an NVIDIA driver, says so in one line instead of failing to
// load; the device's primary context; and kernel timing for benchmarks.
//
// The mgpu* functions have no way to return an error: a failing driver
// call prints what failed and exits with status 1 rather than letting the
// program run on with a null module or pointer.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDADRIVER_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDADRIVER_H

#include <cuda.h>

#include <mutex>
#include <string>
#include <utility>
#include <vector>

#define TENSOR_LAYOUT_EXPORT extern "C" __attribute__((visibility("default")))

namespace tensor_layout_cuda {

// Every driver function used. cuda.h maps several names to versioned
// symbols (cuMemAlloc -> cuMemAlloc_v2); CudaDriver.cpp expands the names
// before making strings of them, so the versioned symbol is looked up.
#define CUDA_DRIVER_FUNCTIONS(X)                                               \
  X(cuInit)                                                                    \
  X(cuGetErrorName)                                                            \
  X(cuGetErrorString)                                                          \
  X(cuDeviceGetCount)                                                          \
  X(cuDeviceGet)                                                               \
  X(cuDeviceGetName)                                                           \
  X(cuDeviceGetAttribute)                                                      \
  X(cuDevicePrimaryCtxRetain)                                                  \
  X(cuCtxPushCurrent)                                                          \
  X(cuCtxPopCurrent)                                                           \
  X(cuCtxSynchronize)                                                          \
  X(cuModuleLoadData)                                                          \
  X(cuModuleLoadDataEx)                                                        \
  X(cuModuleUnload)                                                            \
  X(cuModuleGetFunction)                                                       \
  X(cuFuncSetAttribute)                                                        \
  X(cuFuncGetName)                                                             \
  X(cuLaunchKernel)                                                            \
  X(cuLaunchKernelEx)                                                          \
  X(cuStreamCreate)                                                            \
  X(cuStreamDestroy)                                                           \
  X(cuStreamSynchronize)                                                       \
  X(cuStreamWaitEvent)                                                         \
  X(cuEventCreate)                                                             \
  X(cuEventDestroy)                                                            \
  X(cuEventSynchronize)                                                        \
  X(cuEventRecord)                                                             \
  X(cuEventElapsedTime)                                                        \
  X(cuMemAlloc)                                                                \
  X(cuMemAllocManaged)                                                         \
  X(cuMemFree)                                                                 \
  X(cuMemcpyAsync)                                                             \
  X(cuMemcpyHtoD)                                                              \
  X(cuMemsetD16Async)                                                          \
  X(cuMemsetD32Async)                                                          \
  X(cuMemHostRegister)                                                         \
  X(cuMemHostUnregister)                                                       \
  X(cuPointerGetAttribute)

struct Driver {
#define DECLARE_POINTER(name) decltype(&::name) name = nullptr;
  CUDA_DRIVER_FUNCTIONS(DECLARE_POINTER)
#undef DECLARE_POINTER
};

/// The driver, opened once; `error` says why it cannot be used, if so.
struct DriverState {
  Driver driver;
  std::string error;
};

/// Opens the driver at the first call. Never destroyed: modules are
/// unloaded by the program's destructors at exit, which may run after this
/// library's own.
const DriverState &getDriverState();

/// What tensorLayoutCudaError returns on this thread, and setting it.
const std::string &getLastError();
void setLastError(const std::string &error);

/// The name and text of `result`.
std::string describe(const Driver &driver, CUresult result);

/// Prints `message` and exits without running static destructors: they
/// would unload modules through the driver that just failed.
[[noreturn]] void fail(const std::string &message);

/// The driver, or exit with the reason it cannot be used.
const Driver &driver();

/// Exits with what failed unless `result` is CUDA_SUCCESS.
void check(CUresult result, const char *call);

#define CUDA_CHECK(call)                                                       \
  ::tensor_layout_cuda::check(::tensor_layout_cuda::driver().call, #call)

/// The device that runs kernels (mgpuSetDefaultDevice), and the mutex that
/// guards it and the contexts.
extern int defaultDevice;
extern std::mutex contextsMutex;

/// Device `ordinal`'s primary context, retained once per device; or the
/// default device's.
CUcontext getContext(int ordinal);
CUcontext getContext();

/// Makes the default device's context (or device `ordinal`'s) current for
/// one call (driver calls need one, even on handles) and restores the
/// caller's afterwards: programs that use CUDA themselves keep theirs.
class ScopedContext {
public:
  ScopedContext() { CUDA_CHECK(cuCtxPushCurrent(getContext())); }
  explicit ScopedContext(int ordinal) {
    CUDA_CHECK(cuCtxPushCurrent(getContext(ordinal)));
  }
  ~ScopedContext() {
    CUcontext popped;
    CUDA_CHECK(cuCtxPopCurrent(&popped));
  }
};

/// Kernel timing for benchmarks (tensorLayoutCudaProfileBegin/End).
struct Profile {
  struct Launch {
    CUevent start, stop;
    bool isTransform;
  };
  std::mutex mutex;
  bool enabled = false;
  std::vector<Launch> launches;
};
Profile &getProfile();

CUevent createTimingEvent();
double elapsedMilliseconds(CUevent start, CUevent stop);

/// Brackets work on `stream` (a launch, a library call) with timing events
/// while profiling; hold the profile's mutex.
class ProfiledLaunch {
public:
  /// `function`: the kernel launched (null: a library call).
  explicit ProfiledLaunch(CUstream stream, CUfunction function = nullptr);
  ~ProfiledLaunch();

private:
  CUstream stream;
  CUevent start = nullptr, stop = nullptr;
  bool isTransform = false;
};

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_CUDADRIVER_H

//===- CudaDriver.cpp - The CUDA driver, opened at run time ---------------===//
//
// The driver library, the default device's context and kernel timing,
// shared by the CUDA runtime's parts (CudaDriver.h).
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"

#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace tensor_layout_cuda {

#define STRINGIFY_NAME(name) #name
#define SYMBOL_NAME(name) STRINGIFY_NAME(name)

namespace {
thread_local std::string lastError;
} // namespace

const std::string &getLastError() { return lastError; }
void setLastError(const std::string &error) { lastError = error; }

std::string describe(const Driver &driver, CUresult result) {
  const char *name = nullptr, *text = nullptr;
  if (driver.cuGetErrorName)
    driver.cuGetErrorName(result, &name);
  if (driver.cuGetErrorString)
    driver.cuGetErrorString(result, &text);
  return std::string(name ? name : "CUDA error " + std::to_string(result)) +
         (text ? std::string(" (") + text + ")" : std::string());
}

namespace {
DriverState openDriver() {
  DriverState state;
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
  if (!library) {
    const char *reason = dlerror();
    state.error = std::string("cannot open the NVIDIA driver library "
                              "libcuda.so.1 (no NVIDIA driver here?): ") +
                  (reason ? reason : "");
    return state;
  }
  Driver &driver = state.driver;
#define LOOK_UP(name)                                                          \
  driver.name = reinterpret_cast<decltype(driver.name)>(                       \
      dlsym(library, SYMBOL_NAME(name)));                                      \
  if (!driver.name) {                                                          \
    state.error = "the NVIDIA driver lacks " SYMBOL_NAME(                      \
        name) " (a driver for CUDA 13 or newer is needed)";                    \
    return state;                                                              \
  }
  CUDA_DRIVER_FUNCTIONS(LOOK_UP)
#undef LOOK_UP
  if (CUresult result = driver.cuInit(0))
    state.error = "cuInit failed: " + describe(driver, result);
  return state;
}

} // namespace

const DriverState &getDriverState() {
  static const DriverState *state = new DriverState(openDriver());
  return *state;
}

[[noreturn]] void fail(const std::string &message) {
  std::fprintf(stderr, "tensor-layout CUDA runtime: %s\n", message.c_str());
  std::fflush(nullptr);
  std::_Exit(EXIT_FAILURE);
}

const Driver &driver() {
  const DriverState &state = getDriverState();
  if (!state.error.empty())
    fail(state.error);
  return state.driver;
}

void check(CUresult result, const char *call) {
  if (result != CUDA_SUCCESS)
    fail(std::string(call) + " failed: " + describe(driver(), result));
}

int defaultDevice = 0;
std::mutex contextsMutex;

CUcontext getContext(int ordinal) {
  static std::vector<CUcontext> &primaryContexts =
      *new std::vector<CUcontext>();
  std::lock_guard<std::mutex> lock(contextsMutex);
  if (primaryContexts.size() <= size_t(ordinal))
    primaryContexts.resize(ordinal + 1, nullptr);
  CUcontext &context = primaryContexts[ordinal];
  if (!context) {
    CUdevice device;
    CUDA_CHECK(cuDeviceGet(&device, ordinal));
    CUDA_CHECK(cuDevicePrimaryCtxRetain(&context, device));
  }
  return context;
}

CUcontext getContext() {
  int ordinal;
  {
    std::lock_guard<std::mutex> lock(contextsMutex);
    ordinal = defaultDevice;
  }
  return getContext(ordinal);
}

// Function-local: the first launch may come from another library's
// constructor, before this library's own initializers would have run.
Profile &getProfile() {
  static Profile *profile = new Profile();
  return *profile;
}

CUevent createTimingEvent() {
  CUevent event;
  CUDA_CHECK(cuEventCreate(&event, CU_EVENT_DEFAULT));
  return event;
}

double elapsedMilliseconds(CUevent start, CUevent stop) {
  float milliseconds = 0;
  CUDA_CHECK(cuEventSynchronize(stop));
  CUDA_CHECK(cuEventElapsedTime(&milliseconds, start, stop));
  return milliseconds;
}

ProfiledLaunch::ProfiledLaunch(CUstream stream, CUfunction function)
    : stream(stream) {
  if (!getProfile().enabled)
    return;
  const char *name = nullptr;
  if (function)
    CUDA_CHECK(cuFuncGetName(&name, function));
  isTransform = tensorLayoutCudaIsTransformKernel(name);
  start = createTimingEvent();
  stop = createTimingEvent();
  CUDA_CHECK(cuEventRecord(start, stream));
}

ProfiledLaunch::~ProfiledLaunch() {
  if (!start)
    return;
  CUDA_CHECK(cuEventRecord(stop, stream));
  getProfile().launches.push_back({start, stop, isTransform});
}

} // namespace tensor_layout_cuda

TENSOR_LAYOUT_EXPORT int tensorLayoutCudaIsTransformKernel(const char *name) {
  static constexpr char prefix[] = TENSOR_LAYOUT_TRANSFORM_KERNEL_PREFIX;
  return name && std::strncmp(name, prefix, sizeof(prefix) - 1) == 0;
}

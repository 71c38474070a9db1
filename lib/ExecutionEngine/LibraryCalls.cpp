//===- LibraryCalls.cpp - Calls into CUDA's libraries ---------------------===//

#include "LibraryCalls.h"

#include <dlfcn.h>

#include <map>

namespace tensor_layout_cuda {

void *openLibrary(std::initializer_list<const char *> paths,
                  const char *library, std::string &error) {
  std::string reasons;
  for (const char *path : paths) {
    if (void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL))
      return handle;
    const char *reason = dlerror();
    reasons +=
        std::string(reasons.empty() ? "" : "; ") + (reason ? reason : path);
  }
  error = std::string("cannot open ") + library + ": " + reasons;
  return nullptr;
}

int64_t getAlignment(CUdeviceptr address, int64_t limit) {
  int64_t alignment = limit;
  while (address % alignment)
    alignment /= 2;
  return alignment;
}

int getCurrentDevice() {
  std::lock_guard<std::mutex> lock(contextsMutex);
  return defaultDevice;
}

namespace {
/// Per device: the library stream and the device copies of constants, by
/// host address and size.
struct LibraryState {
  CUstream stream = nullptr;
  /// Recorded after each call, with the stream it ran on: a call on
  /// another stream waits for it, since calls share workspaces.
  CUevent lastCall = nullptr;
  CUstream lastStream = nullptr;
  std::map<std::pair<const char *, uint64_t>, CUdeviceptr> constants;
  /// Vectors of one f32 value: (bits, length) -> vector.
  std::map<std::pair<int64_t, int64_t>, CUdeviceptr> vectors;
};

std::mutex &getLibraryMutex() {
  static std::mutex *mutex = new std::mutex();
  return *mutex;
}

/// Device `ordinal`'s state; call with the library mutex held.
LibraryState &getLibraryState(int ordinal) {
  static std::map<int, LibraryState> &states =
      *new std::map<int, LibraryState>();
  return states[ordinal];
}

bool readsPageableMemory(int ordinal) {
  CUdevice device;
  int pageable = 0;
  CUDA_CHECK(cuDeviceGet(&device, ordinal));
  CUDA_CHECK(cuDeviceGetAttribute(
      &pageable, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS, device));
  return pageable != 0;
}
} // namespace

CUdeviceptr getDeviceAddress(int ordinal, const CallBuffer &buffer,
                             bool isConstant, const std::string &what) {
  CUdeviceptr address = reinterpret_cast<CUdeviceptr>(buffer.data);
  unsigned memoryType = 0;
  if (buffer.spannedBytes == 0 ||
      driver().cuPointerGetAttribute(&memoryType,
                                     CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                     address) == CUDA_SUCCESS)
    return address;
  if (!isConstant) {
    if (!readsPageableMemory(ordinal))
      fail(what + " is host memory this GPU cannot read (no HMM): pass "
                  "managed, device or registered memory");
    return address;
  }
  std::lock_guard<std::mutex> lock(getLibraryMutex());
  CUdeviceptr &copy =
      getLibraryState(ordinal).constants[{buffer.data, buffer.spannedBytes}];
  if (!copy) {
    CUDA_CHECK(cuMemAlloc(&copy, buffer.spannedBytes));
    CUDA_CHECK(cuMemcpyHtoD(copy, buffer.data, buffer.spannedBytes));
  }
  return copy;
}

CUdeviceptr getConstantVector(int ordinal, int64_t bits, int64_t length) {
  std::lock_guard<std::mutex> lock(getLibraryMutex());
  CUdeviceptr &vector = getLibraryState(ordinal).vectors[{bits, length}];
  if (!vector) {
    CUDA_CHECK(cuMemAlloc(&vector, length * sizeof(float)));
    // On the default stream, waited for: a call's timing leaves it out.
    CUDA_CHECK(cuMemsetD32Async(vector, uint32_t(bits), length, nullptr));
    CUDA_CHECK(cuStreamSynchronize(nullptr));
  }
  return vector;
}

void runOnLibraryStream(int ordinal, CUstream programStream,
                        const std::function<void(CUstream)> &enqueue) {
  CUstream stream = programStream;
  {
    std::lock_guard<std::mutex> lock(getLibraryMutex());
    LibraryState &state = getLibraryState(ordinal);
    if (!stream) {
      if (!state.stream)
        CUDA_CHECK(cuStreamCreate(&state.stream, CU_STREAM_DEFAULT));
      stream = state.stream;
    }
    if (state.lastCall && state.lastStream != stream)
      CUDA_CHECK(cuStreamWaitEvent(stream, state.lastCall, /*flags=*/0));
    {
      std::lock_guard<std::mutex> profileLock(getProfile().mutex);
      ProfiledLaunch timing(stream);
      enqueue(stream);
    }
    if (!state.lastCall)
      CUDA_CHECK(cuEventCreate(&state.lastCall, CU_EVENT_DISABLE_TIMING));
    CUDA_CHECK(cuEventRecord(state.lastCall, stream));
    state.lastStream = stream;
  }
  if (!programStream)
    CUDA_CHECK(cuStreamSynchronize(stream));
}

} // namespace tensor_layout_cuda

//===- CudaRuntime.cpp - mgpu* host runtime on the CUDA driver API --------===//
//
// Host code lowered by upstream `gpu-to-llvm`, and the `gpu.binary`
// translation, call the `mgpu*` functions below to load kernel modules,
// launch kernels and manage streams, events and memory. Upstream implements
// them in libmlir_cuda_runtime, which Debian's MLIR packages do not ship;
// this is the project's own implementation, with the same signatures, on
// the driver that CudaDriver.h opens at first use.
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include "BlockCache.h"
#include "CudaDriver.h"
#include "LibraryCalls.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

using namespace tensor_layout_cuda;

//===----------------------------------------------------------------------===//
// Modules and launches
//===----------------------------------------------------------------------===//

/// A cubin or fatbin (gpu.binary formats `bin` and `fatbin`).
TENSOR_LAYOUT_EXPORT CUmodule mgpuModuleLoad(void *data,
                                             size_t /*gpuBlobSize*/) {
  ScopedContext scope;
  CUmodule module = nullptr;
  CUDA_CHECK(cuModuleLoadData(&module, data));
  return module;
}

/// PTX text (format `isa`), compiled by the driver at `optLevel`.
TENSOR_LAYOUT_EXPORT CUmodule mgpuModuleLoadJIT(void *data, int optLevel) {
  ScopedContext scope;
  CUmodule module = nullptr;
  char log[4096] = {0};
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER,
                            CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_OPTIMIZATION_LEVEL};
  void *values[] = {log, reinterpret_cast<void *>(sizeof(log)),
                    reinterpret_cast<void *>(intptr_t(optLevel))};
  CUresult result =
      driver().cuModuleLoadDataEx(&module, data, 3, options, values);
  if (result != CUDA_SUCCESS)
    fail("compiling PTX failed: " + describe(driver(), result) + "\n" + log);
  return module;
}

/// Called by the program's destructors at exit, when the driver may have
/// shut down already (CUDA_ERROR_DEINITIALIZED): errors are ignored, as the
/// process ends anyway.
TENSOR_LAYOUT_EXPORT void mgpuModuleUnload(CUmodule module) {
  const DriverState &state = getDriverState();
  if (state.error.empty())
    state.driver.cuModuleUnload(module);
}

TENSOR_LAYOUT_EXPORT CUfunction mgpuModuleGetFunction(CUmodule module,
                                                      const char *name) {
  ScopedContext scope;
  CUfunction function = nullptr;
  CUDA_CHECK(cuModuleGetFunction(&function, module, name));
  return function;
}

namespace {
/// Dynamic shared memory is allowed up to what the launch asks for (static
/// plus dynamic beyond 48 KiB fails otherwise).
void allowSharedMemory(CUfunction function, int32_t smem) {
  if (smem > 0)
    CUDA_CHECK(cuFuncSetAttribute(
        function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, smem));
}

} // namespace

TENSOR_LAYOUT_EXPORT void
mgpuLaunchKernel(CUfunction function, intptr_t gridX, intptr_t gridY,
                 intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                 intptr_t blockZ, int32_t smem, CUstream stream, void **params,
                 void **extra, size_t /*paramsCount*/) {
  ScopedContext scope;
  allowSharedMemory(function, smem);
  std::lock_guard<std::mutex> lock(getProfile().mutex);
  ProfiledLaunch timing(stream, function);
  CUDA_CHECK(cuLaunchKernel(function, gridX, gridY, gridZ, blockX, blockY,
                            blockZ, smem, stream, params, extra));
}

TENSOR_LAYOUT_EXPORT void mgpuLaunchClusterKernel(
    CUfunction function, intptr_t clusterX, intptr_t clusterY,
    intptr_t clusterZ, intptr_t gridX, intptr_t gridY, intptr_t gridZ,
    intptr_t blockX, intptr_t blockY, intptr_t blockZ, int32_t smem,
    CUstream stream, void **params, void **extra, size_t /*paramsCount*/) {
  ScopedContext scope;
  allowSharedMemory(function, smem);
  // Clusters of more than 8 blocks are "non-portable" and must be allowed.
  CUDA_CHECK(cuFuncSetAttribute(
      function, CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, 1));
  CUlaunchAttribute attribute = {};
  attribute.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
  attribute.value.clusterDim.x = clusterX;
  attribute.value.clusterDim.y = clusterY;
  attribute.value.clusterDim.z = clusterZ;
  CUlaunchConfig config = {};
  config.gridDimX = gridX;
  config.gridDimY = gridY;
  config.gridDimZ = gridZ;
  config.blockDimX = blockX;
  config.blockDimY = blockY;
  config.blockDimZ = blockZ;
  config.sharedMemBytes = smem;
  config.hStream = stream;
  config.attrs = &attribute;
  config.numAttrs = 1;
  std::lock_guard<std::mutex> lock(getProfile().mutex);
  ProfiledLaunch timing(stream, function);
  CUDA_CHECK(cuLaunchKernelEx(&config, function, params, extra));
}

//===----------------------------------------------------------------------===//
// Streams and events
//===----------------------------------------------------------------------===//

namespace {
/// The blocks freed on `stream` may go to any allocation: its work is done.
void releaseBlocksFreedOn(CUstream stream);
bool hasBlocksFreedOn(CUstream stream);

/// Streams given back by mgpuStreamDestroy, per device: host code lowered
/// by gpu-to-llvm creates and destroys one per chain of launches
/// (layout-gpu-async-launches), or around every launch and allocation,
/// and reusing them saves the driver calls. Work still queued
/// on one stays ahead of what comes next on it.
struct StreamPool {
  std::mutex mutex;
  std::map<int, std::vector<CUstream>> idle;
  /// The device of each stream created here.
  std::map<CUstream, int> devices;
};

StreamPool &getStreamPool() {
  static StreamPool *pool = new StreamPool();
  return *pool;
}

/// Idle streams kept per device; more are destroyed.
constexpr size_t kMaxIdleStreams = 64;
} // namespace

/// Blocking streams (CU_STREAM_DEFAULT): work on them is ordered with the
/// legacy default stream, which callers' own CUDA code may use.
TENSOR_LAYOUT_EXPORT CUstream mgpuStreamCreate() {
  ScopedContext scope;
  int device = getCurrentDevice();
  {
    StreamPool &pool = getStreamPool();
    std::lock_guard<std::mutex> lock(pool.mutex);
    std::vector<CUstream> &idle = pool.idle[device];
    if (!idle.empty()) {
      CUstream stream = idle.back();
      idle.pop_back();
      return stream;
    }
  }
  CUstream stream = nullptr;
  CUDA_CHECK(cuStreamCreate(&stream, CU_STREAM_DEFAULT));
  StreamPool &pool = getStreamPool();
  std::lock_guard<std::mutex> lock(pool.mutex);
  pool.devices[stream] = device;
  return stream;
}

TENSOR_LAYOUT_EXPORT void mgpuStreamDestroy(CUstream stream) {
  ScopedContext scope;
  // Host code waits before it destroys a stream (gpu-to-llvm's gpu.wait),
  // which released its blocks; any still pending must not outlive it.
  if (hasBlocksFreedOn(stream)) {
    CUDA_CHECK(cuStreamSynchronize(stream));
    releaseBlocksFreedOn(stream);
  }
  {
    StreamPool &pool = getStreamPool();
    std::lock_guard<std::mutex> lock(pool.mutex);
    auto device = pool.devices.find(stream);
    if (device != pool.devices.end()) {
      std::vector<CUstream> &idle = pool.idle[device->second];
      if (idle.size() < kMaxIdleStreams) {
        idle.push_back(stream);
        return;
      }
      pool.devices.erase(device);
    }
  }
  CUDA_CHECK(cuStreamDestroy(stream));
}

TENSOR_LAYOUT_EXPORT void mgpuStreamSynchronize(CUstream stream) {
  ScopedContext scope;
  CUDA_CHECK(cuStreamSynchronize(stream));
  releaseBlocksFreedOn(stream);
}

TENSOR_LAYOUT_EXPORT void mgpuStreamWaitEvent(CUstream stream, CUevent event) {
  ScopedContext scope;
  CUDA_CHECK(cuStreamWaitEvent(stream, event, /*flags=*/0));
}

TENSOR_LAYOUT_EXPORT CUevent mgpuEventCreate() {
  ScopedContext scope;
  CUevent event = nullptr;
  CUDA_CHECK(cuEventCreate(&event, CU_EVENT_DISABLE_TIMING));
  return event;
}

TENSOR_LAYOUT_EXPORT void mgpuEventDestroy(CUevent event) {
  ScopedContext scope;
  CUDA_CHECK(cuEventDestroy(event));
}

TENSOR_LAYOUT_EXPORT void mgpuEventSynchronize(CUevent event) {
  ScopedContext scope;
  CUDA_CHECK(cuEventSynchronize(event));
}

TENSOR_LAYOUT_EXPORT void mgpuEventRecord(CUevent event, CUstream stream) {
  ScopedContext scope;
  CUDA_CHECK(cuEventRecord(event, stream));
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

namespace {
/// The blocks mgpuMemFree keeps (BlockCache.h): up to
/// TENSOR_LAYOUT_CUDA_CACHE_MB megabytes (1024 by default; 0: none).
BlockCache &getBlockCache() {
  static BlockCache *cache = [] {
    uint64_t megabytes = 1024;
    if (const char *text = std::getenv("TENSOR_LAYOUT_CUDA_CACHE_MB"))
      megabytes = std::strtoull(text, nullptr, 10);
    return new BlockCache(megabytes << 20);
  }();
  return *cache;
}

std::mutex &getBlockCacheMutex() {
  static std::mutex *mutex = new std::mutex();
  return *mutex;
}

/// Frees every kept block (an allocation found no memory), waiting for the
/// streams that blocks freed on them wait for. Call with the cache's mutex
/// held: a stream with pending blocks is not destroyed meanwhile
/// (mgpuStreamDestroy releases them first).
void releaseBlocks() {
  BlockCache &cache = getBlockCache();
  for (const void *stream : cache.getPendingStreams()) {
    CUDA_CHECK(
        cuStreamSynchronize(static_cast<CUstream>(const_cast<void *>(stream))));
    cache.release(stream);
  }
  for (uintptr_t block : cache.releaseAll())
    CUDA_CHECK(cuMemFree(block));
}

void releaseBlocksFreedOn(CUstream stream) {
  std::lock_guard<std::mutex> lock(getBlockCacheMutex());
  getBlockCache().release(stream);
}

bool hasBlocksFreedOn(CUstream stream) {
  std::lock_guard<std::mutex> lock(getBlockCacheMutex());
  return getBlockCache().hasPending(stream);
}

CUresult allocate(CUdeviceptr *pointer, uint64_t bytes, bool isHostShared) {
  return isHostShared
             ? driver().cuMemAllocManaged(pointer, bytes, CU_MEM_ATTACH_GLOBAL)
             : driver().cuMemAlloc(pointer, bytes);
}
} // namespace

/// Managed memory when `isHostShared` (host code reads it too), device
/// memory otherwise; a block freed before of the same rounded size and
/// kind where there is one (one freed on `stream` is used after that
/// stream's work, so it may still be pending).
TENSOR_LAYOUT_EXPORT void *mgpuMemAlloc(uint64_t sizeBytes, CUstream stream,
                                        bool isHostShared) {
  ScopedContext scope;
  if (sizeBytes == 0)
    return nullptr;
  uint64_t bytes = BlockCache::roundUp(sizeBytes);
  int kind = getCurrentDevice() * 2 + isHostShared;
  std::lock_guard<std::mutex> lock(getBlockCacheMutex());
  if (uintptr_t block = getBlockCache().take(bytes, kind, stream))
    return reinterpret_cast<void *>(block);
  CUdeviceptr pointer = 0;
  CUresult result = allocate(&pointer, bytes, isHostShared);
  if (result == CUDA_ERROR_OUT_OF_MEMORY) {
    releaseBlocks();
    result = allocate(&pointer, bytes, isHostShared);
  }
  check(result, isHostShared ? "cuMemAllocManaged" : "cuMemAlloc");
  getBlockCache().track(pointer, bytes, kind);
  return reinterpret_cast<void *>(pointer);
}

/// Keeps the block for a later mgpuMemAlloc. Freed on a stream, work
/// queued there may still use it: only allocations on that stream take it
/// until the host waits for the stream (BlockCache.h); one the cache does
/// not keep is freed once the stream's work is done.
TENSOR_LAYOUT_EXPORT void mgpuMemFree(void *pointer, CUstream stream) {
  if (!pointer)
    return;
  ScopedContext scope;
  std::vector<uintptr_t> blocks;
  {
    std::lock_guard<std::mutex> lock(getBlockCacheMutex());
    blocks = getBlockCache().give(reinterpret_cast<uintptr_t>(pointer), stream);
  }
  if (!blocks.empty() && stream) {
    CUDA_CHECK(cuStreamSynchronize(stream));
    releaseBlocksFreedOn(stream);
  }
  for (uintptr_t block : blocks)
    CUDA_CHECK(cuMemFree(block));
}

TENSOR_LAYOUT_EXPORT void mgpuMemcpy(void *dst, void *src, size_t sizeBytes,
                                     CUstream stream) {
  ScopedContext scope;
  CUDA_CHECK(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                           reinterpret_cast<CUdeviceptr>(src), sizeBytes,
                           stream));
}

TENSOR_LAYOUT_EXPORT void mgpuMemset32(void *dst, unsigned int value,
                                       size_t count, CUstream stream) {
  ScopedContext scope;
  CUDA_CHECK(cuMemsetD32Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                              stream));
}

TENSOR_LAYOUT_EXPORT void mgpuMemset16(void *dst, unsigned short value,
                                       size_t count, CUstream stream) {
  ScopedContext scope;
  CUDA_CHECK(cuMemsetD16Async(reinterpret_cast<CUdeviceptr>(dst), value, count,
                              stream));
}

/// Page-locks host memory so that kernels can read and write it.
TENSOR_LAYOUT_EXPORT void mgpuMemHostRegister(void *pointer,
                                              uint64_t sizeBytes) {
  ScopedContext scope;
  CUDA_CHECK(cuMemHostRegister(pointer, sizeBytes, /*Flags=*/0));
}

TENSOR_LAYOUT_EXPORT void mgpuMemHostUnregister(void *pointer) {
  ScopedContext scope;
  CUDA_CHECK(cuMemHostUnregister(pointer));
}

namespace {
/// The bytes a strided memref spans from its aligned pointer (strides are
/// not negative in memrefs that host code registers).
uint64_t getSpannedBytes(int64_t rank, StridedMemRefType<char, 1> *descriptor,
                         int64_t elementSizeBytes) {
  const int64_t *sizes = descriptor->sizes;
  const int64_t *strides = sizes + rank;
  int64_t last = descriptor->offset;
  for (int64_t i = 0; i < rank; ++i) {
    if (sizes[i] == 0)
      return 0;
    last += (sizes[i] - 1) * strides[i];
  }
  return uint64_t(last + 1) * elementSizeBytes;
}
} // namespace

TENSOR_LAYOUT_EXPORT void
mgpuMemHostRegisterMemRef(int64_t rank, StridedMemRefType<char, 1> *descriptor,
                          int64_t elementSizeBytes) {
  if (uint64_t bytes = getSpannedBytes(rank, descriptor, elementSizeBytes))
    mgpuMemHostRegister(descriptor->data, bytes);
}

TENSOR_LAYOUT_EXPORT void
mgpuMemHostUnregisterMemRef(int64_t rank,
                            StridedMemRefType<char, 1> *descriptor,
                            int64_t elementSizeBytes) {
  if (getSpannedBytes(rank, descriptor, elementSizeBytes))
    mgpuMemHostUnregister(descriptor->data);
}

/// For the whole process (upstream's is per thread); modules loaded before
/// belong to the previous device.
TENSOR_LAYOUT_EXPORT void mgpuSetDefaultDevice(int32_t device) {
  if (device < 0)
    fail("mgpuSetDefaultDevice: no device " + std::to_string(device));
  std::lock_guard<std::mutex> lock(contextsMutex);
  defaultDevice = device;
}

//===----------------------------------------------------------------------===//
// Beyond mgpu*: devices and timing (CudaRuntime.h)
//===----------------------------------------------------------------------===//

TENSOR_LAYOUT_EXPORT int tensorLayoutCudaDeviceCount(void) {
  const DriverState &state = getDriverState();
  if (!state.error.empty()) {
    setLastError(state.error);
    return -1;
  }
  int count = 0;
  if (CUresult result = state.driver.cuDeviceGetCount(&count)) {
    setLastError("cuDeviceGetCount failed: " + describe(state.driver, result));
    return -1;
  }
  return count;
}

TENSOR_LAYOUT_EXPORT const char *tensorLayoutCudaError(void) {
  return getLastError().c_str();
}

TENSOR_LAYOUT_EXPORT int
tensorLayoutCudaDescribeDevice(int ordinal, char *buffer, size_t size) {
  int count = tensorLayoutCudaDeviceCount();
  if (ordinal < 0 || ordinal >= count) {
    if (count >= 0)
      setLastError("no CUDA device " + std::to_string(ordinal));
    return -1;
  }
  const Driver &cuda = getDriverState().driver;
  CUdevice device;
  char name[256] = {0};
  int major = 0, minor = 0;
  if (cuda.cuDeviceGet(&device, ordinal) ||
      cuda.cuDeviceGetName(name, sizeof(name), device) ||
      cuda.cuDeviceGetAttribute(
          &major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device) ||
      cuda.cuDeviceGetAttribute(
          &minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device)) {
    setLastError("cannot query CUDA device " + std::to_string(ordinal));
    return -1;
  }
  std::snprintf(buffer, size, "%s, sm_%d%d", name, major, minor);
  return 0;
}

TENSOR_LAYOUT_EXPORT void tensorLayoutCudaProfileBegin(void) {
  std::lock_guard<std::mutex> lock(getProfile().mutex);
  getProfile().enabled = true;
}

TENSOR_LAYOUT_EXPORT double
tensorLayoutCudaProfileEndWithTransforms(double *transformMilliseconds) {
  std::lock_guard<std::mutex> lock(getProfile().mutex);
  ScopedContext scope;
  double total = 0, transforms = 0;
  for (const Profile::Launch &launch : getProfile().launches) {
    double milliseconds = elapsedMilliseconds(launch.start, launch.stop);
    total += milliseconds;
    if (launch.isTransform)
      transforms += milliseconds;
    CUDA_CHECK(cuEventDestroy(launch.start));
    CUDA_CHECK(cuEventDestroy(launch.stop));
  }
  getProfile().launches.clear();
  getProfile().enabled = false;
  if (transformMilliseconds)
    *transformMilliseconds = transforms;
  return total;
}

TENSOR_LAYOUT_EXPORT double tensorLayoutCudaProfileEnd(void) {
  return tensorLayoutCudaProfileEndWithTransforms(nullptr);
}

TENSOR_LAYOUT_EXPORT double
tensorLayoutCudaCopyMilliseconds(void *dst, const void *src, size_t bytes) {
  ScopedContext scope;
  CUstream stream = mgpuStreamCreate();
  CUevent start = createTimingEvent(), stop = createTimingEvent();
  CUDA_CHECK(cuEventRecord(start, stream));
  CUDA_CHECK(cuMemcpyAsync(reinterpret_cast<CUdeviceptr>(dst),
                           reinterpret_cast<CUdeviceptr>(src), bytes, stream));
  CUDA_CHECK(cuEventRecord(stop, stream));
  double milliseconds = elapsedMilliseconds(start, stop);
  CUDA_CHECK(cuEventDestroy(start));
  CUDA_CHECK(cuEventDestroy(stop));
  mgpuStreamDestroy(stream);
  return milliseconds;
}

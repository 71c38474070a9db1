//===- FakeCudaDriver.cpp - A CUDA driver that runs no kernel -------------===//
//
// libcuda.so.1 for machines without a GPU: the driver functions the
// project's CUDA runtime opens (lib/ExecutionEngine/CudaDriver.h), on host
// memory, running no kernel, but checking how the host orders the work
// it queues. A kernel launch, copy or memset "uses" the allocations its
// pointer arguments fall in (a PTX module's entries give each kernel's
// parameter sizes) until the host waits for its stream, an event after it,
// or the whole device. Reported, and counted for tests
// (fakeCudaGetReport):
// - races: work on one stream using an allocation that work on another
//   stream, not waited for, may still use;
// - frees of an allocation that work not waited for may still use
//   (cuMemFree is not documented to wait);
// - uses of a destroyed stream;
// - host accesses to an allocation that queued work may still use: an
//   allocation in use is mapped without access, and the fault reported
//   (then allowed, so that the program goes on);
// - launches it cannot check: kernels from a cubin or fatbin, whose
//   parameters it cannot read (build with the default format=isa).
// Host memory is not followed (the asynchronous copies to and from it
// that the runtime supports; the compiled programs use none).
// At exit, with FAKE_CUDA_REPORT set, it prints its counts to stderr.
//
//===----------------------------------------------------------------------===//

#include <cuda.h>

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

struct Function {
  std::string name;
  /// Whether its module was PTX, which gives its parameters (a cubin or a
  /// fatbin does not: its launches are not checked, and counted).
  bool fromPtx = false;
  /// The size in bytes of each parameter, in order.
  std::vector<size_t> parameterSizes;
};

/// A stream, or the legacy default stream (null handle), which orders
/// itself with every other one (the runtime's streams are blocking).
struct Stream {
  int id;
  bool destroyed = false;
  /// Per other stream: the last of its uses this stream waited for.
  std::map<int, long> waitedFor;
};

struct Event {
  int stream = -1;
  long sequence = 0;
  /// What the stream had waited for when the event was recorded: a wait
  /// for the event waits for that too.
  std::map<int, long> waitedFor;
};

/// A use of an allocation by queued work.
struct Use {
  int stream;
  long sequence;
  std::string what;
};

struct State {
  std::mutex mutex;
  /// Live allocations: start -> bytes.
  std::map<uintptr_t, size_t> allocations;
  std::map<uintptr_t, std::vector<Use>> uses;
  std::map<int, std::unique_ptr<Stream>> streams;
  int nextStream = 1;
  long nextSequence = 1;
  std::vector<std::unique_ptr<Function>> functions;
  long launches = 0, streamWaits = 0, races = 0, badFrees = 0, deadStreams = 0,
       hostAccesses = 0, uncheckedLaunches = 0;
};

State &state() {
  static State *instance = new State();
  return *instance;
}

void report(const std::string &message) {
  std::fprintf(stderr, "fake CUDA driver: %s\n", message.c_str());
}

/// The allocation `address` falls in, or 0.
uintptr_t findAllocation(State &s, uintptr_t address) {
  auto next = s.allocations.upper_bound(address);
  if (next == s.allocations.begin())
    return 0;
  auto found = std::prev(next);
  return address < found->first + found->second ? found->first : 0;
}

/// The stream of `handle` (0 for the legacy default stream), counting a
/// use of a destroyed one.
int getStreamId(State &s, CUstream handle) {
  if (!handle)
    return 0;
  auto *stream = reinterpret_cast<Stream *>(handle);
  if (stream->destroyed) {
    ++s.deadStreams;
    report("use of destroyed stream #" + std::to_string(stream->id));
  }
  return stream->id;
}

/// Allocations are whole pages, so that one in use can be mapped without
/// access.
size_t getMappedBytes(size_t bytes) {
  size_t page = size_t(sysconf(_SC_PAGESIZE));
  return (std::max<size_t>(bytes, 1) + page - 1) / page * page;
}

void protect(State &s, uintptr_t block, bool inUse) {
  mprotect(reinterpret_cast<void *>(block),
           getMappedBytes(s.allocations.at(block)),
           inUse ? PROT_NONE : PROT_READ | PROT_WRITE);
}

/// Drops the uses the host has waited for: those of `streamId` (every
/// stream's for the legacy default stream, or `streamId` < 0) up to
/// `sequence`; allocations no longer in use are the host's again.
void completeUses(State &s, int streamId, long sequence) {
  for (auto &[block, uses] : s.uses) {
    if (uses.empty())
      continue;
    uses.erase(std::remove_if(uses.begin(), uses.end(),
                              [&](const Use &use) {
                                return (streamId <= 0 ||
                                        use.stream == streamId) &&
                                       use.sequence <= sequence;
                              }),
               uses.end());
    if (uses.empty())
      protect(s, block, false);
  }
}

/// A fault in an allocation in use: the host read or wrote memory that
/// queued work may still use. Reported, then allowed. (Not locked: a
/// signal handler; the tests that use this are single-threaded.)
struct sigaction previousFaultAction;

void onFault(int signal, siginfo_t *info, void *) {
  State &s = state();
  uintptr_t block =
      findAllocation(s, reinterpret_cast<uintptr_t>(info->si_addr));
  auto uses = s.uses.find(block);
  if (!block || uses == s.uses.end() || uses->second.empty()) {
    // A fault of the program's own: it recurs, for the handler that was
    // there before (a sanitizer's, or the default).
    sigaction(signal, &previousFaultAction, nullptr);
    return;
  }
  ++s.hostAccesses;
  report("host access to an allocation that " + uses->second.front().what +
         " on stream #" + std::to_string(uses->second.front().stream) +
         " may still use");
  protect(s, block, false);
}

struct FaultHandler {
  FaultHandler() {
    struct sigaction action = {};
    action.sa_sigaction = onFault;
    action.sa_flags = SA_SIGINFO;
    sigaction(SIGSEGV, &action, &previousFaultAction);
  }
} faultHandler;

/// Records that work `what` on `streamId` uses the allocation `address`
/// falls in (nothing outside allocations), reporting a race with
/// unordered work on another stream.
void use(State &s, int streamId, uintptr_t address, const std::string &what) {
  uintptr_t block = findAllocation(s, address);
  if (!block)
    return;
  // Work on the legacy default stream runs after all work queued before it
  // on the (blocking) streams, and before all work queued after it: it
  // races with none.
  for (const Use &other : s.uses[block]) {
    if (streamId == 0 || other.stream == 0 || other.stream == streamId ||
        other.sequence <= s.streams.at(streamId)->waitedFor[other.stream])
      continue;
    ++s.races;
    report("race: " + what + " on stream #" + std::to_string(streamId) +
           " uses an allocation that " + other.what + " on stream #" +
           std::to_string(other.stream) + " may still use");
    break;
  }
  if (s.uses[block].empty())
    protect(s, block, true);
  s.uses[block].push_back({streamId, s.nextSequence++, what});
}

/// The size in bytes of a PTX parameter declaration (".param .u64 x",
/// ".param .align 8 .b8 x[16]").
size_t getParameterSize(const std::string &declaration) {
  size_t element = 0;
  for (auto [type, bytes] : std::vector<std::pair<const char *, size_t>>{
           {"64 ", 8}, {"32 ", 4}, {"16 ", 2}, {"8 ", 1}})
    if (declaration.find(type) != std::string::npos) {
      element = bytes;
      break;
    }
  size_t bracket = declaration.find('[');
  return bracket == std::string::npos
             ? element
             : element * std::strtoull(declaration.c_str() + bracket + 1,
                                       nullptr, 10);
}

/// The parameter sizes of entry `name` in PTX text `ptx` (none where the
/// image is not PTX or lacks it).
std::vector<size_t> getParameterSizes(const char *ptx, const char *name) {
  std::vector<size_t> sizes;
  std::string text(ptx);
  size_t entry = text.find(std::string(".entry ") + name + "(");
  if (entry == std::string::npos)
    return sizes;
  size_t end = text.find(')', entry);
  size_t at = text.find(".param", entry);
  while (at != std::string::npos && at < end) {
    size_t next = text.find(".param", at + 6);
    size_t stop = std::min(next == std::string::npos ? end : next, end);
    sizes.push_back(getParameterSize(text.substr(at, stop - at)));
    at = next;
  }
  return sizes;
}

/// Records the uses of a launch of `function` with `parameters`.
void launch(CUfunction function, CUstream handle, void **parameters) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  ++s.launches;
  int streamId = getStreamId(s, handle);
  auto *f = reinterpret_cast<Function *>(function);
  if (!f->fromPtx)
    ++s.uncheckedLaunches;
  for (size_t i = 0; parameters && i < f->parameterSizes.size(); ++i) {
    if (f->parameterSizes[i] != 8)
      continue;
    uintptr_t value;
    std::memcpy(&value, parameters[i], sizeof(value));
    use(s, streamId, value, "kernel " + f->name);
  }
}

CUresult allocate(CUdeviceptr *pointer, size_t bytes) {
  void *memory = mmap(nullptr, getMappedBytes(bytes), PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED)
    return CUDA_ERROR_OUT_OF_MEMORY;
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  s.allocations[reinterpret_cast<uintptr_t>(memory)] = bytes;
  *pointer = reinterpret_cast<CUdeviceptr>(memory);
  return CUDA_SUCCESS;
}

/// A copy or memset of `bytes` at `destination` (and `source`) on a stream.
CUresult queue(CUstream handle, CUdeviceptr destination, CUdeviceptr source,
               const char *what) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  int streamId = getStreamId(s, handle);
  use(s, streamId, destination, what);
  if (source)
    use(s, streamId, source, what);
  return CUDA_SUCCESS;
}

struct Reporter {
  ~Reporter() {
    if (!std::getenv("FAKE_CUDA_REPORT"))
      return;
    State &s = state();
    std::fprintf(stderr,
                 "fake CUDA driver: %ld launches, %ld stream waits, %ld "
                 "races, %ld bad frees, %ld uses of destroyed streams, %ld "
                 "host accesses in use, %ld launches unchecked (no PTX)\n",
                 s.launches, s.streamWaits, s.races, s.badFrees, s.deadStreams,
                 s.hostAccesses, s.uncheckedLaunches);
  }
} reporter;

} // namespace

extern "C" {

/// The counts so far, for tests: launches, stream waits, races, bad frees,
/// uses of destroyed streams, host accesses to allocations in use,
/// launches unchecked (kernels not from PTX).
__attribute__((visibility("default"))) void fakeCudaGetReport(long counts[7]) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  long values[] = {s.launches,         s.streamWaits, s.races,
                   s.badFrees,         s.deadStreams, s.hostAccesses,
                   s.uncheckedLaunches};
  std::memcpy(counts, values, sizeof(values));
}

CUresult cuInit(unsigned) { return CUDA_SUCCESS; }
CUresult cuGetErrorName(CUresult, const char **name) {
  *name = "CUDA_ERROR_FAKE";
  return CUDA_SUCCESS;
}
CUresult cuGetErrorString(CUresult, const char **text) {
  *text = "an error of the fake CUDA driver";
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetCount(int *count) {
  *count = 1;
  return CUDA_SUCCESS;
}
CUresult cuDeviceGet(CUdevice *device, int ordinal) {
  *device = ordinal;
  return ordinal == 0 ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}
CUresult cuDeviceGetName(char *name, int length, CUdevice) {
  std::snprintf(name, length, "fake CUDA device (runs no kernel)");
  return CUDA_SUCCESS;
}
CUresult cuDeviceGetAttribute(int *value, CUdevice_attribute attribute,
                              CUdevice) {
  switch (attribute) {
  case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR:
    *value = 9;
    break;
  case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT:
    *value = 132;
    break;
  default: // No HMM, no pageable memory access, ...
    *value = 0;
  }
  return CUDA_SUCCESS;
}
CUresult cuDevicePrimaryCtxRetain(CUcontext *context, CUdevice) {
  static int primary;
  *context = reinterpret_cast<CUcontext>(&primary);
  return CUDA_SUCCESS;
}
CUresult cuCtxPushCurrent(CUcontext) { return CUDA_SUCCESS; }
CUresult cuCtxPopCurrent(CUcontext *context) {
  if (context)
    *context = nullptr;
  return CUDA_SUCCESS;
}
CUresult cuCtxSynchronize() {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  completeUses(s, -1, s.nextSequence);
  return CUDA_SUCCESS;
}

CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  // The image (PTX text, read at cuModuleGetFunction) outlives the module:
  // the program embeds it.
  *module = reinterpret_cast<CUmodule>(const_cast<void *>(image));
  return CUDA_SUCCESS;
}
CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned,
                            CUjit_option *, void **) {
  return cuModuleLoadData(module, image);
}
CUresult cuModuleUnload(CUmodule) { return CUDA_SUCCESS; }
CUresult cuModuleGetFunction(CUfunction *function, CUmodule module,
                             const char *name) {
  auto f = std::make_unique<Function>();
  f->name = name;
  const char *image = reinterpret_cast<const char *>(module);
  // PTX starts with text; a cubin or fatbin with a binary header.
  if (std::strstr(image, ".entry")) {
    f->fromPtx = true;
    f->parameterSizes = getParameterSizes(image, name);
  }
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  *function = reinterpret_cast<CUfunction>(f.get());
  s.functions.push_back(std::move(f));
  return CUDA_SUCCESS;
}
CUresult cuFuncSetAttribute(CUfunction, CUfunction_attribute, int) {
  return CUDA_SUCCESS;
}
CUresult cuFuncGetName(const char **name, CUfunction function) {
  *name = reinterpret_cast<Function *>(function)->name.c_str();
  return CUDA_SUCCESS;
}
CUresult cuLaunchKernel(CUfunction function, unsigned, unsigned, unsigned,
                        unsigned, unsigned, unsigned, unsigned, CUstream stream,
                        void **parameters, void **) {
  launch(function, stream, parameters);
  return CUDA_SUCCESS;
}
CUresult cuLaunchKernelEx(const CUlaunchConfig *config, CUfunction function,
                          void **parameters, void **) {
  launch(function, config->hStream, parameters);
  return CUDA_SUCCESS;
}

CUresult cuStreamCreate(CUstream *handle, unsigned) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto stream = std::make_unique<Stream>();
  stream->id = s.nextStream++;
  *handle = reinterpret_cast<CUstream>(stream.get());
  s.streams[stream->id] = std::move(stream);
  return CUDA_SUCCESS;
}
CUresult cuStreamDestroy(CUstream handle) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  getStreamId(s, handle);
  reinterpret_cast<Stream *>(handle)->destroyed = true;
  return CUDA_SUCCESS;
}
CUresult cuStreamSynchronize(CUstream handle) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  ++s.streamWaits;
  int streamId = getStreamId(s, handle);
  completeUses(s, streamId, s.nextSequence);
  // And what the stream waited for.
  if (streamId > 0)
    for (auto [other, sequence] : s.streams.at(streamId)->waitedFor)
      completeUses(s, other, sequence);
  return CUDA_SUCCESS;
}
CUresult cuStreamWaitEvent(CUstream handle, CUevent event, unsigned) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  int streamId = getStreamId(s, handle);
  auto *e = reinterpret_cast<Event *>(event);
  if (streamId > 0 && e->stream > 0) {
    std::map<int, long> &waitedFor = s.streams.at(streamId)->waitedFor;
    waitedFor[e->stream] = std::max(waitedFor[e->stream], e->sequence);
    for (auto [other, sequence] : e->waitedFor)
      waitedFor[other] = std::max(waitedFor[other], sequence);
  }
  return CUDA_SUCCESS;
}

CUresult cuEventCreate(CUevent *event, unsigned) {
  *event = reinterpret_cast<CUevent>(new Event());
  return CUDA_SUCCESS;
}
CUresult cuEventDestroy(CUevent event) {
  delete reinterpret_cast<Event *>(event);
  return CUDA_SUCCESS;
}
CUresult cuEventSynchronize(CUevent event) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto *e = reinterpret_cast<Event *>(event);
  completeUses(s, e->stream, e->sequence);
  for (auto [other, sequence] : e->waitedFor)
    completeUses(s, other, sequence);
  return CUDA_SUCCESS;
}
CUresult cuEventRecord(CUevent event, CUstream handle) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  auto *e = reinterpret_cast<Event *>(event);
  e->stream = getStreamId(s, handle);
  e->sequence = s.nextSequence++;
  e->waitedFor = e->stream > 0 ? s.streams.at(e->stream)->waitedFor
                               : std::map<int, long>();
  return CUDA_SUCCESS;
}
CUresult cuEventElapsedTime(float *milliseconds, CUevent, CUevent) {
  *milliseconds = 0.001f;
  return CUDA_SUCCESS;
}

CUresult cuMemAlloc(CUdeviceptr *pointer, size_t bytes) {
  return allocate(pointer, bytes);
}
CUresult cuMemAllocManaged(CUdeviceptr *pointer, size_t bytes, unsigned) {
  return allocate(pointer, bytes);
}
CUresult cuMemFree(CUdeviceptr pointer) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  uintptr_t block = static_cast<uintptr_t>(pointer);
  auto allocation = s.allocations.find(block);
  if (allocation == s.allocations.end())
    return CUDA_ERROR_INVALID_VALUE;
  size_t mapped = getMappedBytes(allocation->second);
  s.allocations.erase(allocation);
  if (!s.uses[block].empty()) {
    ++s.badFrees;
    report("free of an allocation that " + s.uses[block].front().what +
           " on stream #" + std::to_string(s.uses[block].front().stream) +
           " may still use");
  }
  s.uses.erase(block);
  munmap(reinterpret_cast<void *>(block), mapped);
  return CUDA_SUCCESS;
}
CUresult cuMemcpyAsync(CUdeviceptr destination, CUdeviceptr source, size_t,
                       CUstream stream) {
  return queue(stream, destination, source, "a copy");
}
CUresult cuMemcpyHtoD(CUdeviceptr destination, const void *source,
                      size_t bytes) {
  // Synchronous, on the legacy default stream: after all work queued
  // before, and done when it returns.
  {
    State &s = state();
    std::lock_guard<std::mutex> lock(s.mutex);
    completeUses(s, -1, s.nextSequence);
  }
  std::memcpy(reinterpret_cast<void *>(destination), source, bytes);
  return CUDA_SUCCESS;
}
CUresult cuMemsetD16Async(CUdeviceptr destination, unsigned short, size_t,
                          CUstream stream) {
  return queue(stream, destination, 0, "a memset");
}
CUresult cuMemsetD32Async(CUdeviceptr destination, unsigned, size_t,
                          CUstream stream) {
  return queue(stream, destination, 0, "a memset");
}
CUresult cuMemHostRegister(void *, size_t, unsigned) { return CUDA_SUCCESS; }
CUresult cuMemHostUnregister(void *) { return CUDA_SUCCESS; }
CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute,
                               CUdeviceptr pointer) {
  State &s = state();
  std::lock_guard<std::mutex> lock(s.mutex);
  if (attribute != CU_POINTER_ATTRIBUTE_MEMORY_TYPE ||
      !findAllocation(s, static_cast<uintptr_t>(pointer)))
    return CUDA_ERROR_INVALID_VALUE;
  *static_cast<unsigned *>(data) = CU_MEMORYTYPE_DEVICE;
  return CUDA_SUCCESS;
}

} // extern "C"

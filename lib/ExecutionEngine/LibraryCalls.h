//===- LibraryCalls.h - Calls into CUDA's libraries -------------*- C++ -*-===//
//
// What the runtime's cuBLASLt and cuDNN calls share: opening a library at
// first use, the buffers of a call where the device reads them (a
// constant, a host global of the program, copied to device memory once),
// and running the library's kernels on the program's stream, in order with
// its launches, timed while profiling.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_LIBRARYCALLS_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_LIBRARYCALLS_H

#include "CudaDriver.h"

#include "mlir/ExecutionEngine/CRunnerUtils.h"

#include <cstring>
#include <functional>
#include <initializer_list>
#include <string>

namespace tensor_layout_cuda {

/// A float's f32 bits (a plan key holds them).
inline int64_t getF32Bits(float value) {
  uint32_t word;
  std::memcpy(&word, &value, sizeof(word));
  return word;
}

/// The float a call's description holds as its f32 bits.
inline float getF32FromBits(int64_t bits) {
  uint32_t word = uint32_t(bits);
  float value;
  std::memcpy(&value, &word, sizeof(value));
  return value;
}

/// The first of `paths` that dlopen opens, or null with `error` saying
/// that `library` cannot be opened, and why.
void *openLibrary(std::initializer_list<const char *> paths,
                  const char *library, std::string &error);

/// In a function that fills the table `library` (its `error` set where it
/// cannot be used) from the dlopen handle `handle` of the library called
/// `libraryName`: looks up function `name`, returning the table where the
/// library lacks it.
#define TENSOR_LAYOUT_LOOK_UP(name)                                            \
  library.name =                                                               \
      reinterpret_cast<decltype(library.name)>(dlsym(handle, #name));          \
  if (!library.name) {                                                         \
    library.error = std::string(libraryName) + " lacks " #name;                \
    return library;                                                            \
  }

/// `library`, a table of a library's functions, or exit with the reason it
/// cannot be used.
template <typename Library>
const Library &requireUsable(const Library &library) {
  if (!library.error.empty())
    fail(library.error);
  return library;
}

/// A buffer of a call: where its first element is and how many bytes from
/// there its elements span.
struct CallBuffer {
  char *data = nullptr;
  uint64_t spannedBytes = 0;
};

/// `memref`'s first element and span (no negative strides).
template <typename T>
CallBuffer getCallBuffer(const DynamicMemRefType<T> &memref) {
  CallBuffer buffer;
  buffer.data =
      reinterpret_cast<char *>(memref.data) + memref.offset * sizeof(T);
  int64_t last = 0;
  for (int64_t d = 0; d < memref.rank; ++d) {
    if (memref.sizes[d] == 0)
      return buffer;
    last += (memref.sizes[d] - 1) * memref.strides[d];
  }
  buffer.spannedBytes = uint64_t(last + 1) * sizeof(T);
  return buffer;
}

/// `buffer`'s data where device `ordinal` reads it: as it is if the driver
/// knows the memory (device, managed, registered) or the device reads
/// pageable memory (HMM); a constant's device copy, made at the first call,
/// otherwise. Exits naming `what` for any other host memory. Call with the
/// device's context current.
CUdeviceptr getDeviceAddress(int ordinal, const CallBuffer &buffer,
                             bool isConstant, const std::string &what);

/// A device vector of `length` floats of bits `bits` on device `ordinal`
/// (an epilogue's bias), made at its first use and kept. Call with the
/// device's context current.
CUdeviceptr getConstantVector(int ordinal, int64_t bits, int64_t length);

/// The largest power of two up to `limit` that divides `address`: what a
/// library may assume of a buffer's start (a memref's data at an offset is
/// often less aligned than its allocation).
int64_t getAlignment(CUdeviceptr address, int64_t limit);

/// The device that runs kernels now (mgpuSetDefaultDevice), read once per
/// call and passed on: a call uses one device's state throughout, even
/// where another thread changes the default meanwhile.
int getCurrentDevice();

/// Runs `enqueue` on `stream`, the program's (the last argument of every
/// library call), with device `ordinal`'s context current, bracketed by
/// timing events while profiling, and returns: the host code waits for the
/// stream where it needs the results. A null `stream` (a caller that
/// passes none) runs it on the device's library stream and waits for it.
/// Calls on different streams run one after another on the device, as
/// they share workspaces.
void runOnLibraryStream(int ordinal, CUstream stream,
                        const std::function<void(CUstream)> &enqueue);

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_LIBRARYCALLS_H

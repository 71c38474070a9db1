//===- AsyncLaunches.h - Runtime calls that run on a stream -----*- C++ -*-===//
//
// The CUDA library calls enqueue their kernels on a stream the host code
// passes, so that `layout-gpu-async-launches` can run them on a function's
// stream, between its kernel launches, without waiting for each.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_GPUCOMMON_ASYNCLAUNCHES_H
#define TENSOR_LAYOUT_CONVERSION_GPUCOMMON_ASYNCLAUNCHES_H

namespace mlir {
namespace layout {

/// A unit attribute of a runtime function's declaration: its last argument
/// is the `CUstream` (an `!llvm.ptr`) its kernels run on. A null stream
/// makes the runtime run them on a stream of its own and wait for them.
constexpr const char kStreamArgumentAttrName[] = "layout.stream_argument";

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_GPUCOMMON_ASYNCLAUNCHES_H

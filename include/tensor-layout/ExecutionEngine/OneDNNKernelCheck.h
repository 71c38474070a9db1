//===- OneDNNKernelCheck.h - oneDNN calls validated at compile time -*- C++
//-*-===//
//
// convert-linalg-to-onednn emits a call only where the runtime can build
// the kernel the call describes: it builds that kernel here, with the
// runtime's own code, for this machine's CPU (as ONEDNN_MAX_CPU_ISA caps
// it), and keeps loops where oneDNN refuses it or has only its reference
// kernel. A valid program then never aborts inside the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNKERNELCHECK_H
#define TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNKERNELCHECK_H

#include <cstdint>
#include <string>
#include <vector>

namespace mlir {
namespace layout {

/// What building a described kernel gave.
struct OneDNNKernelCheck {
  bool built = false;
  /// The implementation oneDNN picked (`impl_info_str()`, "+staged" where
  /// the runtime reorders buffers around it), where built.
  std::string implementation;
  /// Why it could not be built, where not.
  std::string error;

  /// Whether it runs on one of oneDNN's reference kernels (1000x slower
  /// than its JIT ones for a convolution).
  bool isReference() const { return implementation.compare(0, 3, "ref") == 0; }
};

/// Builds, without running it, the kernel the runtime's `function` (its C
/// name without `_mlir_ciface_`, e.g. "tensor_layout_onednn_conv_f32")
/// builds for `description` (OneDNNRuntime.h).
OneDNNKernelCheck checkOneDNNKernel(const std::string &function,
                                    const std::vector<int64_t> &description);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_EXECUTIONENGINE_ONEDNNKERNELCHECK_H

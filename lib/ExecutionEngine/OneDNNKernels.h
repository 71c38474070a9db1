//===- OneDNNKernels.h - oneDNN kernels built from descriptions -*- C++ -*-===//
//
// The compiler describes each oneDNN kernel it calls as a list of integers
// (OneDNNRuntime.h); these functions build the kernel a description asks
// for. The runtime builds them before it runs them, and the compiler builds
// the same ones, with the same code, to validate every call before it emits
// it (OneDNNKernelCheck.h): what oneDNN refuses is found at compile time.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_ONEDNNKERNELS_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_ONEDNNKERNELS_H

#include <dnnl.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace mlir {
namespace layout {

/// A primitive with a source, weights and a destination (a convolution, a
/// matmul), the descriptors of its buffers, and the primitives run on the
/// destination in place after it (post-ops the primitive does not apply
/// itself; a binary one reads the kernel's operand as its second source).
struct OneDNNKernel {
  /// What a binary post-op reads as its second source: the operand buffer,
  /// a row of the channels buffer (OneDNNRuntime.h), or what the result
  /// buffer held before the kernel (a sum run apart).
  enum class BinarySource { None, Operand, Scale, Shift, Result };
  struct Step {
    dnnl::primitive primitive;
    BinarySource source;
  };
  /// A buffer the primitive takes in a format of its own rather than the
  /// caller's: a scratch buffer in that format, and the reorders between
  /// the two (`out` for a destination only).
  struct Staged {
    dnnl::memory buffer;
    dnnl::primitive in, out;
    /// Whether the caller's contents are reordered in first (a source, or
    /// a destination the kernel adds to).
    bool readsIn = true;
  };
  dnnl::primitive primitive;
  /// The caller's buffers as oneDNN sees them.
  dnnl::memory::desc src, weights, dst;
  std::vector<Step> epilogue;
  /// The arguments under which the primitive reads the second sources of
  /// the binary post-ops it applies itself.
  std::vector<std::pair<int, BinarySource>> binaryArguments;
  /// A row of the channels buffer as the binary post-ops read it: C
  /// values along the result's channel dim, 1 along the others.
  dnnl::memory::desc channelRow;
  /// Where what the result buffer held is saved before the kernel
  /// overwrites it, for a sum run apart (empty where none is), and the
  /// reorder that saves it (built at the first call, from `dst`).
  dnnl::memory savedResult;
  dnnl::primitive saveResult;
  /// Whether its time counts as a compute kernel's (not for reorders,
  /// which are layout transforms).
  bool isCompute = true;
  /// Whether the primitive reads the op's weights as its source and the
  /// op's source as its weights (a 1x1 convolution as a matmul).
  bool swapsSourceAndWeights = false;
  /// Buffers the primitive takes in its own formats (a convolution whose
  /// formats have only oneDNN's reference kernel).
  std::optional<Staged> stagedSrc, stagedWeights, stagedDst;
  /// oneDNN's name of the primitive's implementation (`impl_info_str()`),
  /// with "+staged" where buffers are reordered around it.
  std::string implementation;
};

/// Builds the kernel of a description: `key` is the runtime's kind number,
/// then the description. Throws std::exception (dnnl::error among them)
/// where the description is malformed or oneDNN has no kernel for it.
using OneDNNKernelBuilder = OneDNNKernel (*)(const dnnl::engine &engine,
                                             const std::vector<int64_t> &key);

OneDNNKernel buildOneDNNConvolution(const dnnl::engine &engine,
                                    const std::vector<int64_t> &key);
OneDNNKernel buildOneDNNMatmul(const dnnl::engine &engine,
                               const std::vector<int64_t> &key);
OneDNNKernel buildOneDNNSoftmax(const dnnl::engine &engine,
                                const std::vector<int64_t> &key);
OneDNNKernel buildOneDNNPooling(const dnnl::engine &engine,
                                const std::vector<int64_t> &key);
OneDNNKernel buildOneDNNReorder(const dnnl::engine &engine,
                                const std::vector<int64_t> &key);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_ONEDNNKERNELS_H

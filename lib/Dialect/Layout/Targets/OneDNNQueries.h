//===- OneDNNQueries.h - What oneDNN picks for an op ----------*- C++ -*-===//
//
// The onednn target's questions to oneDNN's C API: the engine, memory
// descriptors, the kernel and formats a primitive descriptor picks, and a
// linalg convolution's or pooling's window as oneDNN takes it.
// OneDNNTarget.cpp turns the answers into requirements.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNQUERIES_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNQUERIES_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/SmallVector.h"

#include <dnnl.h>

#include <optional>
#include <string>

namespace mlir {
namespace layout {
namespace onednn {

/// oneDNN's CPU engine, created once (null where it cannot be).
dnnl_engine_t getEngine();

/// A memory descriptor of `dims` in f32 with format `tag`.
dnnl_memory_desc_t getDesc(ArrayRef<int64_t> dims, dnnl_format_tag_t tag);

/// Whether oneDNN runs AVX-512 kernels here (as capped by
/// ONEDNN_MAX_CPU_ISA).
bool hasAVX512();

/// Whether `format` blocks a dim (nChw8c), rather than only ordering them.
bool isBlocked(const dnnl_memory_desc_t &format);

/// The untiled format to ask for in place of a 4-D image's `format`: NHWC
/// where it is blocked, else the plain order it has (a first layer's NCHW).
dnnl_format_tag_t getUntiledImageTag(const dnnl_memory_desc_t &format);

/// The formats the primitive for `opDesc` picks for the given queries, or
/// nothing where it has none or only a reference kernel; `implementation`,
/// if given, is set to its kernel's name.
std::optional<SmallVector<dnnl_memory_desc_t, 3>>
queryFormats(const void *opDesc, ArrayRef<dnnl_query_t> queries,
             std::string *implementation = nullptr);

/// The tensor operands of `op` as static f32 shapes, or nothing.
std::optional<SmallVector<ArrayRef<int64_t>>> getF32Shapes(Operation *op);

/// The strides and dilations of a 2-D window op as oneDNN takes them.
struct Window {
  SmallVector<dnnl_dim_t> strides;
  /// oneDNN's dilations: the gap between taps, linalg's dilation - 1.
  SmallVector<dnnl_dim_t> gaps;
};

/// The window of a linalg convolution or pooling (strides and dilations
/// default to 1), or nothing where it is not 2-D.
std::optional<Window> getWindow(Operation *op);

/// `image` (NCHW dims) without the rows and columns no window reads: linalg
/// allows a result smaller than the image (SqueezeNet's ceil-mode poolings
/// read 55 of 57 rows), oneDNN only the exact extent, and the lowering
/// describes the image so (fitImageToWindows).
SmallVector<int64_t> cropToWindows(ArrayRef<int64_t> image,
                                   ArrayRef<int64_t> windowExtents,
                                   ArrayRef<int64_t> result,
                                   const Window &window);

/// An unpadded inference convolution of the given dims and formats (the
/// filter's dims as oneDNN takes them), or nothing where oneDNN has none.
std::optional<dnnl_convolution_desc_t>
describeConvolution(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                    ArrayRef<int64_t> output, const Window &window,
                    dnnl_format_tag_t imageTag, dnnl_format_tag_t filterTag,
                    dnnl_format_tag_t outputTag);

/// Whether oneDNN's convolution on plain NCHW/OIHW buffers of these shapes
/// runs post-ops in a pass of their own (a GEMM-based or reference
/// kernel).
bool runsPostOpsApartOnPlain(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                             ArrayRef<int64_t> output, const Window &window);

} // namespace onednn
} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNQUERIES_H

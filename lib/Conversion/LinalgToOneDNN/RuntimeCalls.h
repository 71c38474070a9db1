//===- RuntimeCalls.h - Calls into the oneDNN runtime -----------*- C++ -*-===//
//
// What every oneDNN pattern emits: a declaration of the runtime function it
// calls (C interface) and, for kernels described at compile time, the
// description as a constant buffer.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_RUNTIMECALLS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_RUNTIMECALLS_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir {
namespace layout {

/// The declaration of runtime function `name`, taking `types`, created in
/// `op`'s module if needed; null where the module has another symbol of
/// that name.
func::FuncOp getOrDeclareRuntimeFunction(RewriterBase &rewriter, Operation *op,
                                         StringRef name, TypeRange types);

/// A memref<?xi64> holding `values`: a private constant global of `op`'s
/// module (named after `name`, made unique), read at `op`.
Value createConstantDescription(RewriterBase &rewriter, Operation *op,
                                StringRef name, ArrayRef<int64_t> values);

/// A linalg.fill into `buffer` of a value `isValue` accepts right before
/// `op` (past allocations), or null.
linalg::FillOp getFillBefore(Operation *op, Value buffer,
                             function_ref<bool(Value)> isValue);

/// A linalg.fill of zero into `buffer` right before `op`, or null: the
/// kernel then writes its result instead of adding to it.
linalg::FillOp getZeroFillBefore(Operation *op, Value buffer);

/// What makes a buffer zeros before a kernel that writes it: a fill or a
/// copy of zeros, which the kernel's call replaces where `erasable`, and
/// which stays where others read what it wrote.
struct ZeroStart {
  Operation *op = nullptr;
  bool erasable = false;
  explicit operator bool() const { return op; }
  /// Erases `op` where erasable, and a buffer of zeros it copied that is
  /// then only filled and freed.
  void erase(RewriterBase &rewriter) const;
};

/// What makes `buffer` zeros before `op`, past views, linalg ops and calls
/// that touch no view of its allocation: a linalg.fill of zero, or a
/// linalg.copy of a buffer of the same type that a fill of zero starts
/// and nothing writes in between (bufferization's one zero tensor shared
/// by several results); or, past linalg ops that only read `buffer`, a
/// fill of zero that stays; or nothing.
ZeroStart getZeroStartBefore(Operation *op, Value buffer);

/// Whether a runtime kernel takes, after its description, the `CUstream`
/// it runs on (the CUDA libraries' calls; a null one here, which
/// `layout-gpu-async-launches` replaces by the function's stream).
enum class KernelStream { None, LastArgument };

/// Success where the module of `op` can declare the runtime's kernel
/// `function` taking `buffers` (it has no other symbol of that name), else
/// a match failure: check before a pattern changes anything that
/// replaceWithKernelCall would then need.
LogicalResult checkKernelName(PatternRewriter &rewriter, Operation *op,
                              StringRef function, ValueRange buffers,
                              KernelStream stream = KernelStream::None);

/// checkKernelName, then success where the oneDNN runtime's `function`
/// can build the kernel `description` asks for on this CPU
/// (OneDNNKernelCheck.h), with one of oneDNN's optimized implementations
/// unless `acceptReference` (a pooling or softmax, whose reference kernel
/// is a plain loop as fast as ours, and which has no other lowering once
/// kept whole), else a match failure saying why: the op then stays loops
/// rather than abort, or run a reference convolution, at run time. With
/// `refuseApart`, also a failure where the kernel would run its post-ops
/// as passes of their own (tensorLayoutOneDNNRunsPostOpsApart): an
/// epilogue of several steps is then faster as one loop.
LogicalResult checkOneDNNKernelCall(PatternRewriter &rewriter, Operation *op,
                                    StringRef function, ValueRange buffers,
                                    ArrayRef<int64_t> description,
                                    bool acceptReference = false,
                                    bool refuseApart = false);

/// Replaces `op` by a call to the runtime's kernel `function` on `buffers`
/// (src, weights, dst) as unranked memrefs of their element types, with
/// `description` as a constant buffer (a global named after
/// `descriptionName`), then a null stream for `KernelStream::LastArgument`
/// (the declaration marked `layout.stream_argument`); erases `zeroFill` if
/// given. Fails where the module has another symbol named `function`.
LogicalResult replaceWithKernelCall(PatternRewriter &rewriter, Operation *op,
                                    StringRef function,
                                    StringRef descriptionName,
                                    ValueRange buffers,
                                    ArrayRef<int64_t> description,
                                    Operation *zeroFill,
                                    KernelStream stream = KernelStream::None);

/// The buffer a static memref.reinterpret_cast (no dynamic offset, sizes
/// or strides: how bufferization allocates a buffer in a layout) `buffer`
/// is views, or null for any other buffer.
Value getStaticViewSource(Value buffer);

/// The allocation `buffer` is, or views through one static
/// memref.reinterpret_cast, if it has no dynamic sizes; null for any other
/// buffer.
memref::AllocOp getFreshAllocation(Value buffer);

/// The buffer `buffer` is a view of, through any views (casts,
/// reinterpret casts, subviews): buffers on different ones do not overlap.
Value getViewedBuffer(Value buffer);

/// Erases `buffer` (and the allocation it views) where nothing but
/// deallocations uses it any more: a result or an image that a kernel no
/// longer needs.
void eraseIfOnlyFreed(RewriterBase &rewriter, Value buffer);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_LINALGTOONEDNN_RUNTIMECALLS_H

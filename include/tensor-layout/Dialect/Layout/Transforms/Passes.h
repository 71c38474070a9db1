//===- Passes.h - layout dialect passes -------------------------*- C++ -*-===//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/Pass.h"
#include "tensor-layout/Dialect/Layout/IR/LayoutDialect.h"

namespace mlir {
namespace layout {

#define GEN_PASS_DECL
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"

/// The control function of layout-fuse-elementwise-ops, for
/// linalg::populateElementwiseOpsFusionPatterns: whether every tensor of
/// the producer of `fused` and of its consumer is in one layout, and, where
/// other ops read the producer's results too (so that fusing computes it
/// twice), whether it reads only tensors with fewer elements than its
/// result (broadcasts).
bool isFusionWithinOneLayout(OpOperand *fused);

/// The rewrite of layout-fold-pad-into-halo: tensor.pad as
/// layout.expand_halo of its operand stored in a halo layout; with
/// `convolutionPadding`, zero pads that only 2-D convolutions read stay
/// pads in the convolutions' layout.
void populateFoldPadIntoHaloPatterns(RewritePatternSet &patterns,
                                     bool convolutionPadding = false);

/// The rewrite of layout-convert-pack-unpack: linalg.pack of static shape
/// and tiles as layout.to_physical of a layout.transform into the tiled
/// layout whose physical buffer is the pack's result, linalg.unpack as the
/// inverse (layout.transform of a layout.from_physical).
void populateConvertPackUnpackPatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "tensor-layout/Dialect/Layout/Transforms/Passes.h.inc"

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_PASSES_H

//===- Passes.h - tensor-layout conversion passes ---------------*- C++ -*-===//
//
// Buffer-level code generation: each conversion's header exposes its
// patterns and pass; this one adds the GPU and LLVM passes around them and
// registers all of them.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_CONVERSION_PASSES_H
#define TENSOR_LAYOUT_CONVERSION_PASSES_H

#include "tensor-layout/Conversion/ElementwiseToVector/VectorizeElementwise.h"
#include "tensor-layout/Conversion/ElementwiseToVector/VectorizeReductions.h"
#include "tensor-layout/Conversion/GPUCommon/AsyncLaunches.h"
#include "tensor-layout/Conversion/GPUCommon/BarrierMemoryEffects.h"
#include "tensor-layout/Conversion/LLVMCommon/ExpandShapeAsReinterpretCast.h"
#include "tensor-layout/Conversion/LayoutCopyToGPU/LayoutCopyToGPU.h"
#include "tensor-layout/Conversion/LayoutCopyToVector/LayoutCopyToVector.h"
#include "tensor-layout/Conversion/LinalgMemoryOrder/LoopsInMemoryOrder.h"
#include "tensor-layout/Conversion/LinalgToCudaLibraries/LinalgToCudaLibraries.h"
#include "tensor-layout/Conversion/LinalgToOneDNN/LinalgToOneDNN.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringMap.h"

namespace mlir {
namespace layout {

#define GEN_PASS_DECL_LAYOUTGPUALLOCATIONS
#define GEN_PASS_DECL_LAYOUTGPUASYNCLAUNCHES
#define GEN_PASS_DECL_LAYOUTGPUDEVICECONSTANTS
#define GEN_PASS_DECL_LAYOUTGPUFLATTENPARALLELLOOPS
#define GEN_PASS_DECL_LAYOUTEMULATEGPULAUNCHES
#define GEN_PASS_DECL_LAYOUTLEGALIZENONTEMPORALSTORES
#define GEN_PASS_DECL_LAYOUTLEGALIZEMATH
#define GEN_PASS_DECL_LAYOUTHOSTMEMORYSPACES
#define GEN_PASS_DECL_LAYOUTCHECKLOWEREDTOLLVM
#define GEN_PASS_DECL_LAYOUTREPORTLOOPS
#include "tensor-layout/Conversion/Passes.h.inc"

/// The FLOPs of each function (by name): its linalg ops' and its
/// arithmetic on tensors, unknown where an op has dynamic extents.
using FunctionFlops = llvm::StringMap<std::optional<int64_t>>;

/// A pass that counts each function's FLOPs into `flops`, and a
/// layout-report-loops that gives each op's share of them: the lowering
/// pipelines count on tensors, before any op becomes a library call or
/// vector loops, and report before loops are generated.
std::unique_ptr<Pass> createLayoutCountFlops(std::shared_ptr<FunctionFlops>);
std::unique_ptr<Pass>
createLayoutReportLoops(std::shared_ptr<const FunctionFlops> totals);

#define GEN_PASS_REGISTRATION
#include "tensor-layout/Conversion/Passes.h.inc"

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_CONVERSION_PASSES_H

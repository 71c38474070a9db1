//===- BuiltinTargetModels.h - One attach function per target ---*- C++ -*-===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_BUILTINTARGETMODELS_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_BUILTINTARGETMODELS_H

namespace mlir {
class MLIRContext;
namespace layout {
void attachGenericCPUTargetModel(MLIRContext *context);
void attachX86AVX512TargetModel(MLIRContext *context);
void attachNVIDIASM90TargetModel(MLIRContext *context);
} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_BUILTINTARGETMODELS_H

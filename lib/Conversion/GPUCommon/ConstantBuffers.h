//===- ConstantBuffers.h - Buffers that are constants -----------*- C++ -*-===//
//
// A constant tensor bufferizes to a `memref.get_global` of a constant host
// global, often seen through views (a layout's strided view, a reshape, a
// cast). GPU code must not read host globals where the GPU has no HMM:
// kernels get device globals of their own (layout-gpu-device-constants),
// library calls a device copy (convert-linalg-to-cublaslt).
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_CONVERSION_GPUCOMMON_CONSTANTBUFFERS_H
#define TENSOR_LAYOUT_LIB_CONVERSION_GPUCOMMON_CONSTANTBUFFERS_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir {
namespace layout {

/// The global whose `memref.get_global` `value` is, or a pure view of, or
/// null.
memref::GlobalOp getViewedGlobal(Value value, SymbolTableCollection &symbols);

/// Whether `value` is a constant global or a view of one.
bool isConstantData(Value value, SymbolTableCollection &symbols);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_CONVERSION_GPUCOMMON_CONSTANTBUFFERS_H

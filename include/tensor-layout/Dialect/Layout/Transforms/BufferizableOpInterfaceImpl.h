//===- BufferizableOpInterfaceImpl.h - Bufferization of layout ops -*- C++ -*-//

#ifndef TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H
#define TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace layout {
/// Lets one-shot bufferization bufferize layout.transform (a new buffer in
/// the result layout, padding written once, elements copied) and
/// layout.relabel (a view of the operand's buffer).
void registerBufferizableOpInterfaceExternalModels(DialectRegistry &registry);
} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_DIALECT_LAYOUT_TRANSFORMS_BUFFERIZABLEOPINTERFACEIMPL_H

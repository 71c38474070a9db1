//===- GpuKernelBuilder.cpp - What the GPU transform kernels share --------===//

#include "Conversion/LayoutCopyToGPU/GpuKernelBuilder.h"

#include "tensor-layout/ExecutionEngine/CudaRuntime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::layout;

void KernelBuilder::addDim(Position &position, const PhysicalDim &dim, Value p,
                           bool partial) const {
  Value logical = sub(p, dim.low);
  position.source = add(position.source, mul(logical, dim.sourceStride));
  position.dest = add(position.dest, mul(p, dim.destStride));
  // Unsigned: a position in the low padding wraps around to a large index.
  if (dim.hasPadding() || partial)
    position.inBounds = both(position.inBounds, below(logical, dim.size));
}

void KernelBuilder::addDims(Position &position, ArrayRef<PhysicalDim> dims,
                            Value linear) const {
  for (const PhysicalDim &dim : llvm::reverse(dims)) {
    addDim(position, dim, rem(linear, dim.extent));
    linear = div(linear, dim.extent);
  }
}

Value KernelBuilder::load(Value source, const Position &position,
                          Value pad) const {
  return select(
      position.inBounds,
      [&](OpBuilder &nested) -> Value {
        return memref::LoadOp::create(nested, loc, source, position.source);
      },
      [&](OpBuilder &) { return pad; });
}

Value KernelBuilder::isAligned(Value buffer, int64_t bytes) const {
  Value pointer =
      memref::ExtractAlignedPointerAsIndexOp::create(b, loc, buffer);
  return cmp(arith::CmpIPredicate::eq, rem(pointer, bytes), 0);
}

int64_t mlir::layout::getWorkPerThread(const GpuCopyWork &work,
                                       int64_t blocks) {
  int64_t factor = work.perThread;
  while (factor > 1 && blocks / factor < work.minBlocks)
    factor /= 2;
  return factor;
}

gpu::LaunchOp mlir::layout::createLaunch(OpBuilder &b, Location loc,
                                         int64_t blocks, int64_t threadsX,
                                         int64_t threadsY) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  auto launch = gpu::LaunchOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, blocks), one, one,
      arith::ConstantIndexOp::create(b, loc, threadsX),
      arith::ConstantIndexOp::create(b, loc, threadsY), one,
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/{});
  // Outlined as a kernel named after the function it is in, with the
  // prefix that profiling tells transforms by (CudaRuntime.h).
  if (auto function = launch->getParentOfType<FunctionOpInterface>())
    launch.setFunctionAttr(FlatSymbolRefAttr::get(
        b.getContext(),
        TENSOR_LAYOUT_TRANSFORM_KERNEL_PREFIX + function.getName().str()));
  Block &body = launch.getBody().front();
  b.setInsertionPointToEnd(&body);
  gpu::TerminatorOp::create(b, loc);
  b.setInsertionPointToStart(&body);
  return launch;
}

/// The symbol of a module-level shared-memory buffer of `type` (one per
/// element type and shape; each kernel gets its own copy when outlined). A
/// global rather than a workgroup attribution of the launch: buffer
/// deallocation cannot handle memrefs among a launch's block arguments.
static FlatSymbolRefAttr getTileGlobal(OpBuilder &b, Location loc,
                                       MemRefType type) {
  // Through libMLIR rather than hasTrait<SymbolTable>() here: in
  // libTensorLayout-C.so (C API, Python) that trait's TypeID is a private
  // copy, merged with the hidden one of Debian's upstream C API archives,
  // and need not match libMLIR's.
  Operation *scope =
      SymbolTable::getNearestSymbolTable(b.getInsertionBlock()->getParentOp());
  std::string name;
  llvm::raw_string_ostream os(name);
  os << "__layout_tile_" << type.getElementType() << "_" << type.getDimSize(0)
     << "x" << type.getDimSize(1);
  auto symbol = FlatSymbolRefAttr::get(b.getContext(), name);
  if (!scope || SymbolTable::lookupSymbolIn(scope, symbol.getAttr()))
    return symbol;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&scope->getRegion(0).front());
  memref::GlobalOp::create(b, loc, name, b.getStringAttr("private"), type,
                           Attribute(), /*constant=*/false,
                           b.getI64IntegerAttr(16));
  return symbol;
}

TileLaunch mlir::layout::createTileLaunch(OpBuilder &b, Location loc,
                                          const TileCopy &copy, Type type,
                                          int64_t tileL, int64_t tileK,
                                          int64_t rowStride) {
  auto workgroup =
      gpu::AddressSpaceAttr::get(b.getContext(), gpu::AddressSpace::Workgroup);
  auto tileType =
      MemRefType::get({tileL, rowStride}, type, MemRefLayoutAttrInterface(),
                      Attribute(workgroup));
  FlatSymbolRefAttr symbol = getTileGlobal(b, loc, tileType);
  int64_t tilesL = llvm::divideCeil(copy.inner.extent, tileL);
  int64_t tilesK = llvm::divideCeil(copy.k.extent, tileK);
  gpu::LaunchOp launch = createLaunch(b, loc, tilesL * tilesK * copy.outerCount,
                                      kTileThreadsX, kTileThreadsY);
  KernelBuilder kb{{b, loc}};
  TileLaunch tile;
  tile.buffer = memref::GetGlobalOp::create(b, loc, tileType, symbol);
  tile.thread = kb.add(kb.mul(launch.getThreadIds().y, kTileThreadsX),
                       launch.getThreadIds().x);
  Value block = launch.getBlockIds().x;
  tile.firstL = kb.mul(kb.rem(block, tilesL), tileL);
  Value rest = kb.div(block, tilesL);
  tile.firstK = kb.mul(kb.rem(rest, tilesK), tileK);
  tile.base = Position{kb.constant(0), kb.constant(0), nullptr};
  kb.addDims(tile.base, copy.outer, kb.div(rest, tilesK));
  return tile;
}

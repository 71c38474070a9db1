//===- LayoutAttrs.cpp - Layout encoding: syntax and verification ---------===//
//
// The textual form, normalization and verification of #layout.encoding. The
// physical placement it describes is computed in LayoutMath.cpp.
//
//===----------------------------------------------------------------------===//

#include "AttrSyntax.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::syntax;

//===----------------------------------------------------------------------===//
// Element sizes
//===----------------------------------------------------------------------===//

std::optional<int64_t> mlir::layout::getElementByteSize(Type type) {
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Normalization
//===----------------------------------------------------------------------===//

static bool allEqualTo(ArrayRef<int64_t> values, int64_t value) {
  return llvm::all_of(values, [&](int64_t v) { return v == value; });
}

/// A constant pad value equal to zero is the `zero` pad kind: zero is what
/// rewrites reason about (f(0) = 0), so it must have one spelling.
Attribute mlir::layout::detail::normalizePadValue(Attribute padValue) {
  if (auto intAttr = dyn_cast_or_null<IntegerAttr>(padValue))
    if (intAttr.getValue().isZero())
      return UnitAttr::get(padValue.getContext());
  if (auto floatAttr = dyn_cast_or_null<FloatAttr>(padValue))
    if (floatAttr.getValue().isPosZero())
      return UnitAttr::get(padValue.getContext());
  return padValue;
}

Attribute mlir::layout::detail::normalizeMemorySpace(Attribute memorySpace) {
  if (auto integer = dyn_cast_or_null<IntegerAttr>(memorySpace))
    if (integer.getValue().isZero())
      return nullptr;
  return memorySpace;
}

std::string mlir::layout::describeMemorySpace(Attribute memorySpace) {
  memorySpace = detail::normalizeMemorySpace(memorySpace);
  if (!memorySpace)
    return "the default memory space";
  std::string text = "memory space ";
  llvm::raw_string_ostream os(text);
  auto integer = dyn_cast<IntegerAttr>(memorySpace);
  if (integer && integer.getType().isSignlessInteger(64))
    os << integer.getInt();
  else
    os << memorySpace;
  return text;
}

LogicalResult mlir::layout::detail::verifyMemorySpace(
    Attribute memorySpace, function_ref<InFlightDiagnostic()> emitError) {
  if (!memorySpace)
    return success();
  if (auto integer = dyn_cast<IntegerAttr>(memorySpace)) {
    if (!integer.getType().isSignlessInteger() ||
        integer.getValue().isNegative())
      return emitError() << "'memory_space' must be a non-negative signless "
                            "integer or a dialect's memory space attribute, "
                            "got "
                         << memorySpace;
    return success();
  }
  // Builtin attributes other than integers name no memory space that
  // lowering to LLVM understands; a dialect's own are its to lower.
  if (isa<BuiltinDialect>(memorySpace.getDialect()))
    return emitError() << "'memory_space' must be a non-negative integer or a "
                          "dialect's memory space attribute (such as "
                          "#gpu.address_space<workgroup>), got "
                       << memorySpace;
  return success();
}

/// Whether `positions` are distinct positions of a physical shape of rank
/// `physicalRank`.
static bool areDistinctPositions(ArrayRef<int64_t> positions,
                                 int64_t physicalRank) {
  llvm::SmallBitVector used(std::max<int64_t>(physicalRank, 0));
  for (int64_t position : positions) {
    if (position < 0 || position >= physicalRank || used.test(position))
      return false;
    used.set(position);
  }
  return true;
}

/// Tiles placed among the outer dims (`positions`, indices into the
/// physical shape of `order.size()` dims and the tiles): with tiles of size
/// 1 dropped, positions that put every tile after the outer dims in the
/// listed order are the default and dropped too. Returns whether it took
/// the tiles; parameters the verifier will reject are kept as given.
bool mlir::layout::detail::NormalizedLayoutParams::normalizeTilePlacement(
    ArrayRef<int64_t> order, ArrayRef<int64_t> tileDims,
    ArrayRef<int64_t> tileSizes, ArrayRef<int64_t> positions) {
  int64_t rank = order.size();
  int64_t numTiles = tileDims.size();
  int64_t physicalRank = rank + numTiles;
  bool valid = !positions.empty() && rank > 0 &&
               tileSizes.size() == tileDims.size() &&
               static_cast<int64_t>(positions.size()) == numTiles &&
               isPermutationVector(order) &&
               areDistinctPositions(positions, physicalRank);
  if (!valid) {
    tilePositions.assign(positions.begin(), positions.end());
    return false;
  }
  // The physical order, tile k written rank + k.
  SmallVector<int64_t> physical =
      syntax::getPhysicalOrder(order, numTiles, positions);
  // Unit tiles place nothing: drop them. The others are listed in the
  // order they are placed in, so that one placement has one spelling.
  SmallVector<int64_t> newIndex(numTiles, -1);
  for (int64_t entry : physical) {
    int64_t k = entry - rank;
    if (entry < rank || tileSizes[k] == 1)
      continue;
    newIndex[k] = this->tileDims.size();
    this->tileDims.push_back(tileDims[k]);
    this->tileSizes.push_back(tileSizes[k]);
  }
  tilePositions.assign(this->tileDims.size(), 0);
  int64_t position = 0;
  for (int64_t entry : physical) {
    if (entry >= rank && newIndex[entry - rank] < 0)
      continue;
    if (entry >= rank)
      tilePositions[newIndex[entry - rank]] = position;
    ++position;
  }
  // Every tile after the outer dims, in the order listed: the default.
  bool isDefault = true;
  for (auto [k, at] : llvm::enumerate(tilePositions))
    isDefault &= at == rank + static_cast<int64_t>(k);
  if (isDefault)
    tilePositions.clear();
  return true;
}

mlir::layout::detail::NormalizedLayoutParams::NormalizedLayoutParams(
    ArrayRef<int64_t> order, ArrayRef<int64_t> align, ArrayRef<int64_t> padLow,
    ArrayRef<int64_t> padHigh, Attribute padValue, ArrayRef<int64_t> tileDims,
    ArrayRef<int64_t> tileSizes, int64_t baseAlign,
    ArrayRef<int64_t> tilePositions, Attribute memorySpace)
    : padValue(normalizePadValue(padValue)), baseAlign(baseAlign),
      memorySpace(normalizeMemorySpace(memorySpace)) {
  bool isIdentity = llvm::all_of(llvm::enumerate(order), [](auto it) {
    return it.value() == static_cast<int64_t>(it.index());
  });
  bool tilesTaken =
      normalizeTilePlacement(order, tileDims, tileSizes, tilePositions);
  // Placed tiles keep the order, which gives the rank their positions
  // count in.
  if (!isIdentity || !this->tilePositions.empty())
    this->order.assign(order.begin(), order.end());
  if (!allEqualTo(align, 1))
    this->align.assign(align.begin(), align.end());
  if (!allEqualTo(padLow, 0))
    this->padLow.assign(padLow.begin(), padLow.end());
  if (!allEqualTo(padHigh, 0))
    this->padHigh.assign(padHigh.begin(), padHigh.end());
  // A tile of size 1 places every element where the untiled dim does. When
  // the two lists disagree in length the verifier reports it; keep them.
  if (tilesTaken) {
    // With their positions, above.
  } else if (tileDims.size() == tileSizes.size()) {
    for (auto [dim, size] : llvm::zip_equal(tileDims, tileSizes)) {
      if (size == 1)
        continue;
      this->tileDims.push_back(dim);
      this->tileSizes.push_back(size);
    }
  } else {
    this->tileDims.assign(tileDims.begin(), tileDims.end());
    this->tileSizes.assign(tileSizes.begin(), tileSizes.end());
  }
  // Without alignment or halo no shape has padding: what it holds is moot.
  // (Row metadata is kept, for the verifier to say it has no room.)
  if (this->align.empty() && this->padLow.empty() && this->padHigh.empty() &&
      !isa_and_present<TypeAttr>(this->padValue))
    this->padValue = nullptr;
  if (baseAlign == 1)
    this->baseAlign = 0;
}

//===----------------------------------------------------------------------===//
// Accessors
//===----------------------------------------------------------------------===//

std::optional<int64_t> EncodingAttr::getRank() const {
  const ArrayRef<int64_t> parts[] = {getOrder(), getAlign(), getPadLow(),
                                     getPadHigh()};
  for (ArrayRef<int64_t> part : parts)
    if (!part.empty())
      return static_cast<int64_t>(part.size());
  return std::nullopt;
}

SmallVector<int64_t> EncodingAttr::getOrderOrIdentity(int64_t rank) const {
  if (!getOrder().empty())
    return llvm::to_vector(getOrder());
  return llvm::to_vector(llvm::seq<int64_t>(0, rank));
}

int64_t EncodingAttr::getAlignment(int64_t dim) const {
  return getAlign().empty() ? 1 : getAlign()[dim];
}

int64_t EncodingAttr::getLowPadding(int64_t dim) const {
  return getPadLow().empty() ? 0 : getPadLow()[dim];
}

int64_t EncodingAttr::getHighPadding(int64_t dim) const {
  return getPadHigh().empty() ? 0 : getPadHigh()[dim];
}

int64_t EncodingAttr::getTileSize(int64_t dim) const {
  for (auto [tileDim, size] : llvm::zip_equal(getTileDims(), getTileSizes()))
    if (tileDim == dim)
      return size;
  return 1;
}

PadKind EncodingAttr::getPadKind() const {
  // Row metadata is padding no producer fills.
  if (!getPadValue() || isa<TypeAttr>(getPadValue()))
    return PadKind::Undefined;
  if (isa<UnitAttr>(getPadValue()))
    return PadKind::Zero;
  return PadKind::Constant;
}

TypedAttr EncodingAttr::getPadConstant() const {
  return dyn_cast_or_null<TypedAttr>(getPadValue());
}

bool EncodingAttr::mayHavePadding() const {
  return !getAlign().empty() || !getPadLow().empty() || !getPadHigh().empty();
}

EncodingAttr EncodingAttr::get(RankedTensorType type) {
  return dyn_cast_or_null<EncodingAttr>(type.getEncoding());
}

EncodingAttr EncodingAttr::getOrPacked(RankedTensorType type) {
  if (EncodingAttr layout = get(type))
    return layout;
  return EncodingAttr::get(type.getContext());
}

RankedTensorType EncodingAttr::withLayout(RankedTensorType type,
                                          EncodingAttr layout) {
  Attribute encoding =
      layout == EncodingAttr::get(type.getContext()) ? Attribute() : layout;
  return RankedTensorType::get(type.getShape(), type.getElementType(),
                               encoding);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult
EncodingAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                     ArrayRef<int64_t> order, ArrayRef<int64_t> align,
                     ArrayRef<int64_t> padLow, ArrayRef<int64_t> padHigh,
                     Attribute padValue, ArrayRef<int64_t> tileDims,
                     ArrayRef<int64_t> tileSizes, int64_t baseAlign,
                     ArrayRef<int64_t> tilePositions, Attribute memorySpace) {
  // Every per-dimension part has one entry per dimension.
  std::optional<int64_t> rank;
  StringRef rankSource;
  const StringRef names[] = {"order", "align", "pad_low", "pad_high"};
  const ArrayRef<int64_t> parts[] = {order, align, padLow, padHigh};
  for (auto [name, part] : llvm::zip_equal(names, parts)) {
    if (part.empty())
      continue;
    int64_t size = part.size();
    if (!rank) {
      rank = size;
      rankSource = name;
      continue;
    }
    if (size != *rank)
      return emitError() << "'" << name << "' has " << size << " entries but '"
                         << rankSource << "' has " << *rank
                         << "; every per-dimension part needs one entry per "
                            "dimension";
  }

  if (!order.empty()) {
    int64_t size = order.size();
    llvm::SmallBitVector seen(size);
    for (int64_t dim : order) {
      if (dim >= 0 && dim < size && !seen[dim]) {
        seen.set(dim);
        continue;
      }
      InFlightDiagnostic diag = emitError()
                                << "'order' must be a permutation of [0, "
                                << size << "), got " << formatList(order);
      // `order = [1]` for a rank-2 tensor: the order lists every dim.
      int64_t highest = *llvm::max_element(order);
      if (highest >= size)
        diag << " (one entry per dimension of the tensor: dimension " << highest
             << " needs a layout of rank " << highest + 1 << ")";
      return diag;
    }
  }
  for (auto [dim, a] : llvm::enumerate(align))
    if (a < 1)
      return emitError() << "'align' entries must be positive, got " << a
                         << " for dimension " << dim;
  for (int side = 2; side < 4; ++side)
    for (auto [dim, p] : llvm::enumerate(parts[side]))
      if (p < 0)
        return emitError() << "'" << names[side]
                           << "' entries must be non-negative, got " << p
                           << " for dimension " << dim;

  if (auto metadata = dyn_cast_or_null<TypeAttr>(padValue)) {
    if (!detail::isValidRowMetadataType(metadata.getValue()))
      return emitError() << "'row_metadata' must be a static rank-1 tensor "
                            "type of integers or floats of whole bytes, got "
                         << metadata.getValue();
  } else if (padValue && !isa<UnitAttr, IntegerAttr, FloatAttr>(padValue)) {
    return emitError() << "'pad_value' must be 'undef', 'zero' or an integer "
                          "or floating-point constant, got "
                       << padValue;
  }

  if (tileDims.size() != tileSizes.size())
    return emitError() << "got " << tileDims.size() << " tiled dimensions but "
                       << tileSizes.size() << " tile sizes";
  llvm::SmallDenseSet<int64_t> tiled;
  for (auto [dim, size] : llvm::zip_equal(tileDims, tileSizes)) {
    if (dim < 0 || (rank && dim >= *rank))
      return emitError() << "tiled dimension " << dim
                         << " is out of range for a layout of rank "
                         << (rank ? std::to_string(*rank) : "any");
    if (!tiled.insert(dim).second)
      return emitError() << "dimension " << dim << " is tiled twice";
    if (size < 1)
      return emitError() << "tile size must be positive, got " << size
                         << " for dimension " << dim;
  }

  if (!tilePositions.empty()) {
    int64_t physicalRank = order.size() + tileDims.size();
    if (order.empty())
      return emitError() << "tiles placed among the outer dims need the "
                            "order written out";
    if (tilePositions.size() != tileDims.size())
      return emitError() << "got " << tilePositions.size()
                         << " tile positions for " << tileDims.size()
                         << " tiles; place every tile in the order or none";
    if (!areDistinctPositions(tilePositions, physicalRank))
      return emitError() << "tile positions " << formatList(tilePositions)
                         << " are not distinct positions of a physical "
                            "shape of rank "
                         << physicalRank;
  }

  if (baseAlign < 0 || (baseAlign > 0 && !llvm::isPowerOf2_64(baseAlign)))
    return emitError() << "'base_align' must be a power of two, got "
                       << baseAlign;
  if (baseAlign > kMaxBaseAlign)
    return emitError() << "'base_align' must be at most 2^32 (the largest "
                          "alignment LLVM can state), got "
                       << baseAlign;
  return detail::verifyMemorySpace(memorySpace, emitError);
}

LogicalResult EncodingAttr::verifyEncoding(
    ArrayRef<int64_t> shape, Type elementType,
    function_ref<InFlightDiagnostic()> emitError) const {
  // The parser asks even when the element type failed to parse (and has
  // reported that): nothing more to say then.
  if (!elementType)
    return failure();
  if (!getElementByteSize(elementType))
    return emitError() << "a layout needs an integer, index or floating-point "
                          "element type, got "
                       << elementType;
  int64_t rank = shape.size();
  if (std::optional<int64_t> layoutRank = getRank();
      layoutRank && *layoutRank != rank)
    return emitError() << "layout of rank " << *layoutRank
                       << " does not match a tensor of rank " << rank;
  for (int64_t dim : getTileDims())
    if (dim >= rank)
      return emitError() << "tiled dimension " << dim
                         << " is out of range for a tensor of rank " << rank;

  if (TypedAttr constant = getPadConstant();
      constant && constant.getType() != elementType)
    return emitError() << "pad value " << constant
                       << " does not match the element type " << elementType;

  // Physical extents must fit in 64 bits before anything is computed of them.
  for (int64_t dim = 0; dim < rank; ++dim) {
    if (ShapedType::isDynamic(shape[dim]))
      continue;
    int64_t extent;
    if (llvm::AddOverflow(getLowPadding(dim), shape[dim], extent) ||
        llvm::AddOverflow(extent, getHighPadding(dim), extent) ||
        extent > std::numeric_limits<int64_t>::max() - getAlignment(dim))
      return emitError() << "the padded extent of dimension " << dim
                         << " overflows 64 bits";
  }

  // Tiles never add padding: the padded extent must hold whole tiles.
  for (auto [dim, size] : llvm::zip_equal(getTileDims(), getTileSizes())) {
    if (ShapedType::isDynamic(shape[dim])) {
      if (getAlignment(dim) % size != 0)
        return emitError() << "tile size " << size << " of dynamic dimension "
                           << dim
                           << " needs an alignment that is a multiple of it, "
                              "got "
                           << getAlignment(dim);
      continue;
    }
    int64_t extent = getPaddedExtent(shape, dim);
    if (extent % size != 0)
      return emitError() << "tile size " << size
                         << " does not divide the padded extent " << extent
                         << " of dimension " << dim
                         << "; align the dimension to a multiple of " << size;
  }

  // The physical buffer must be addressable with 64-bit byte offsets.
  int64_t bytes = *getElementByteSize(elementType);
  for (int64_t extent : getPhysicalShape(shape)) {
    if (ShapedType::isDynamic(extent))
      continue;
    if (llvm::MulOverflow(bytes, extent, bytes))
      return emitError() << "the physical buffer of this layout needs more "
                            "than 2^63 bytes";
  }
  // Its allocation, with room to align the base, must not overflow either.
  if (bytes > std::numeric_limits<int64_t>::max() - getBaseAlign())
    return emitError() << "the physical buffer of this layout needs more "
                          "than 2^63 bytes with its base aligned";
  return detail::verifyRowMetadata(*this, shape, elementType, emitError);
}

//===----------------------------------------------------------------------===//
// Textual form
//===----------------------------------------------------------------------===//
//
// #layout.encoding<order = [0, 2, 3, 1], align = [1, 1, 1, 16],
//                  pad_low = [0, 0, 1, 1], pad_high = [0, 0, 1, 1],
//                  pad_value = zero, tiles = [1 : 16], base_align = 64>
//
// Parts may come in any order and each at most once. The form is written by
// hand rather than declared so that every part is parsed in full before the
// whole layout is verified (with the location of the attribute) and then
// normalized.

static ParseResult parsePadValue(AsmParser &parser, Attribute &padValue) {
  if (succeeded(parser.parseOptionalKeyword("undef"))) {
    padValue = nullptr;
    return success();
  }
  if (succeeded(parser.parseOptionalKeyword("zero"))) {
    padValue = UnitAttr::get(parser.getContext());
    return success();
  }
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseAttribute(padValue))
    return failure();
  if (!isa<IntegerAttr, FloatAttr>(padValue))
    return parser.emitError(loc, "'pad_value' must be 'undef', 'zero' or an "
                                 "integer or floating-point constant");
  return success();
}

Attribute EncodingAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> order, align, padLow, padHigh, tileDims, tileSizes;
  Attribute padValue;
  bool hasPadValue = false, hasRowMetadata = false;
  int64_t baseAlign = 0;
  Attribute memorySpace;

  SmallVector<OrderEntry> orderEntries;
  SMLoc orderLoc;

  auto parseValue = [&](StringRef key, SMLoc keyLoc) -> ParseResult {
    if (key == "order") {
      orderLoc = keyLoc;
      return parseOrderEntries(parser, orderEntries);
    }
    if (key == "align")
      return parseIntegerList(parser, align);
    if (key == "pad_low")
      return parseIntegerList(parser, padLow);
    if (key == "pad_high")
      return parseIntegerList(parser, padHigh);
    if (key == "pad_value" || key == "row_metadata") {
      if (hasPadValue || hasRowMetadata)
        return parser.emitError(keyLoc, "a layout's padding holds a pad "
                                        "value or row metadata, not both");
      if (key == "pad_value") {
        hasPadValue = true;
        return parsePadValue(parser, padValue);
      }
      hasRowMetadata = true;
      Type metadata;
      if (parser.parseType(metadata))
        return failure();
      padValue = TypeAttr::get(metadata);
      return success();
    }
    if (key == "tiles")
      return parseTiles(parser, tileDims, tileSizes);
    if (key == "base_align")
      return parseBaseAlign(parser, baseAlign);
    if (key == "memory_space")
      return parseMemorySpace(parser, memorySpace);
    return parser.emitError(keyLoc, "unknown layout part '")
           << key
           << "'; expected order, align, pad_low, pad_high, pad_value, "
              "row_metadata, tiles, base_align or memory_space";
  };

  if (parseKeyedParts(parser, "layout", parseValue))
    return {};
  // Tiles written into the order are placed there.
  SmallVector<int64_t> tilePositions;
  if (failed(splitOrderEntries(parser, orderLoc, orderEntries, tileDims.size(),
                               order, tilePositions)))
    return {};

  // Verify what was written, before normalization could hide a mistake
  // (e.g. an identity order of the wrong rank).
  auto emitError = [&]() { return parser.emitError(loc); };
  // Normalization turns a typed zero into `zero` and drops a pad value
  // that has no padding to fill: either would hide a pad value of the
  // wrong type from the tensor's verifier, so neither may be written.
  if (isa_and_present<TypedAttr>(padValue)) {
    if (isa<UnitAttr>(detail::normalizePadValue(padValue))) {
      emitError() << "pad value " << padValue
                  << " is zero: write 'pad_value = zero', which is zero of "
                     "any element type";
      return {};
    }
    if (align.empty() && padLow.empty() && padHigh.empty()) {
      emitError() << "pad value " << padValue
                  << " has no padding to fill: the layout has no align, "
                     "pad_low or pad_high";
      return {};
    }
  }
  if (hasRowMetadata && padHigh.empty() && align.empty()) {
    emitError() << "row metadata needs room at the end of each row: the "
                   "layout has no align or pad_high";
    return {};
  }
  if (failed(verify(emitError, order, align, padLow, padHigh, padValue,
                    tileDims, tileSizes, baseAlign, tilePositions,
                    memorySpace)))
    return {};
  return EncodingAttr::get(parser.getContext(), order, align, padLow, padHigh,
                           padValue, tileDims, tileSizes, baseAlign,
                           tilePositions, memorySpace);
}

void EncodingAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::ListSeparator listSeparator;
  auto sep = [&]() { return StringRef(listSeparator); };
  auto printList = [&](StringRef name, ArrayRef<int64_t> values) {
    if (!values.empty())
      printer << sep() << name << " = " << formatList(values);
  };
  if (hasPlacedTiles()) {
    printer << sep();
    printOrder(printer, getOrder(), getTileDims().size(), getTilePositions());
  } else {
    printList("order", getOrder());
  }
  printList("align", getAlign());
  printList("pad_low", getPadLow());
  printList("pad_high", getPadHigh());
  switch (getPadKind()) {
  case PadKind::Undefined:
    if (RankedTensorType metadata = getRowMetadata())
      printer << sep() << "row_metadata = " << metadata;
    break;
  case PadKind::Zero:
    printer << sep() << "pad_value = zero";
    break;
  case PadKind::Constant:
    printer << sep() << "pad_value = ";
    printer.printAttribute(getPadValue());
    break;
  }
  if (isTiled()) {
    printer << sep() << "tiles = ";
    syntax::printTiles(printer, getTileDims(), getTileSizes());
  }
  if (getBaseAlign() != 0)
    printer << sep() << "base_align = " << getBaseAlign();
  if (getMemorySpace()) {
    printer << sep() << "memory_space = ";
    printMemorySpace(printer, getMemorySpace());
  }
  printer << '>';
}

/// An alias that says what the layout is, part by part:
/// `#perm0231_align1x1x1x16_zero_tile1by16_base64` for
/// `#layout.encoding<order = [0, 2, 3, 1], align = [1, 1, 1, 16],
/// pad_value = zero, tiles = [1 : 16], base_align = 64>`, `#packed` for
/// the packed layout. (The printer numbers aliases that collide.)
OpAsmAliasResult EncodingAttr::getAlias(raw_ostream &os) const {
  llvm::ListSeparator sep("_");
  auto printValues = [&](StringRef name, ArrayRef<int64_t> values) {
    if (values.empty())
      return;
    // Digits of a permutation of fewer than 10 dims need no separator.
    bool digits = name == "perm" && values.size() <= 10;
    os << sep << name;
    llvm::interleave(values, os, digits ? "" : "x");
  };
  if (hasPlacedTiles()) {
    int64_t rank = getOrder().size();
    os << sep << "perm";
    for (int64_t entry : getPhysicalOrder(rank))
      if (entry < rank)
        os << entry;
      else
        os << 't' << entry - rank;
  } else {
    printValues("perm", getOrder());
  }
  printValues("align", getAlign());
  printValues("lo", getPadLow());
  printValues("hi", getPadHigh());
  if (getPadKind() == PadKind::Zero)
    os << sep << "zero";
  else if (getPadKind() == PadKind::Constant)
    os << sep << "fill";
  else if (RankedTensorType metadata = getRowMetadata())
    os << sep << "meta" << metadata.getNumElements()
       << metadata.getElementType();
  if (isTiled()) {
    os << sep << "tile";
    llvm::interleave(
        llvm::zip_equal(getTileDims(), getTileSizes()), os,
        [&](auto tile) {
          os << std::get<0>(tile) << "by" << std::get<1>(tile);
        },
        "_");
  }
  if (getBaseAlign() != 0)
    os << sep << "base" << getBaseAlign();
  if (auto space = dyn_cast_or_null<IntegerAttr>(getMemorySpace())) {
    os << sep << "space" << space.getValue();
    if (!space.getType().isSignlessInteger(64))
      os << space.getType();
  } else if (getMemorySpace())
    os << sep << "space";
  if (*this == EncodingAttr::get(getContext()))
    os << "packed";
  return OpAsmAliasResult::OverridableAlias;
}

//===- LayoutRequirement.cpp - Partial constraints on layouts -------------===//
//
// A requirement says what a backend needs of one tensor and nothing more.
// Layout assignment asks three questions of it: does a layout satisfy it
// (and if not, why), what is the smallest layout that does, and what do two
// requirements on one value demand together.
//
//===----------------------------------------------------------------------===//

#include "AttrSyntax.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::layout;
using namespace mlir::layout::syntax;

static int64_t entryOr(ArrayRef<int64_t> values, int64_t dim, int64_t dflt) {
  return values.empty() ? dflt : values[dim];
}

static std::string describePadValue(Attribute padValue) {
  if (!padValue)
    return "undefined values";
  if (isa<UnitAttr>(padValue))
    return "zero";
  std::string text;
  if (auto metadata = dyn_cast<TypeAttr>(padValue))
    text = "row metadata ";
  llvm::raw_string_ostream os(text);
  os << padValue;
  return text;
}

//===----------------------------------------------------------------------===//
// Parts
//===----------------------------------------------------------------------===//

RequirementAttr RequirementAttr::getAny(MLIRContext *context) {
  return get(context, {}, {}, {}, {}, {}, Attribute(), false, {}, {}, 0, {},
             Attribute());
}

bool RequirementAttr::isAny() const {
  // Field by field: asked per use in assignment, where uniquing the `any`
  // requirement to compare with cost more than the rest.
  return getOrder().empty() && getAlign().empty() && getAlignBytes().empty() &&
         getPadLow().empty() && getPadHigh().empty() && !getPadValue() &&
         !getExactTiles() && getTileDims().empty() && getTileSizes().empty() &&
         getBaseAlign() == 0 && !getMemorySpace();
}

std::optional<int64_t> RequirementAttr::getRank() const {
  for (ArrayRef<int64_t> part :
       {getOrder(), getAlign(), getAlignBytes(), getPadLow(), getPadHigh()})
    if (!part.empty())
      return part.size();
  return std::nullopt;
}

int64_t RequirementAttr::getAlignmentInElements(int64_t dim,
                                                int64_t elementBytes) const {
  int64_t elements = entryOr(getAlign(), dim, 1);
  int64_t bytes = entryOr(getAlignBytes(), dim, 1);
  // n elements of e bytes are a multiple of b bytes iff n is a multiple of
  // b / gcd(b, e).
  int64_t forBytes = bytes / std::gcd(bytes, elementBytes);
  return std::lcm(elements, forBytes);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult RequirementAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> order,
    ArrayRef<int64_t> align, ArrayRef<int64_t> alignBytes,
    ArrayRef<int64_t> padLow, ArrayRef<int64_t> padHigh, Attribute padValue,
    bool exactTiles, ArrayRef<int64_t> tileDims, ArrayRef<int64_t> tileSizes,
    int64_t baseAlign, ArrayRef<int64_t> tilePositions, Attribute memorySpace) {
  // The parts a requirement shares with a layout mean the same and are
  // checked the same way.
  if (failed(EncodingAttr::verify(emitError, order, align, padLow, padHigh,
                                  padValue, tileDims, tileSizes, baseAlign,
                                  tilePositions, memorySpace)))
    return failure();
  std::optional<int64_t> rank;
  for (ArrayRef<int64_t> part : {order, align, padLow, padHigh})
    if (!part.empty())
      rank = part.size();
  if (!alignBytes.empty() && rank &&
      static_cast<int64_t>(alignBytes.size()) != *rank)
    return emitError() << "'align_bytes' has " << alignBytes.size()
                       << " entries but the other per-dimension parts have "
                       << *rank;
  for (auto [dim, a] : llvm::enumerate(alignBytes))
    if (a < 1)
      return emitError() << "'align_bytes' entries must be positive, got " << a
                         << " for dimension " << dim;
  if (!exactTiles && !tileDims.empty())
    return emitError() << "tiles given without requiring them exactly";
  return success();
}

LogicalResult RequirementAttr::verifyForType(
    RankedTensorType type, function_ref<InFlightDiagnostic()> emitError) const {
  int64_t rank = type.getRank();
  if (std::optional<int64_t> own = getRank(); own && *own != rank)
    return emitError() << "requirement of rank " << *own
                       << " does not fit a tensor of rank " << rank;
  for (int64_t dim : getTileDims())
    if (dim >= rank)
      return emitError() << "required tile of dimension " << dim
                         << " is out of range for a tensor of rank " << rank;
  if (!getElementByteSize(type.getElementType()))
    return emitError() << "a layout needs an integer, index or floating-point "
                          "element type, got "
                       << type.getElementType();
  if (auto constant = dyn_cast_or_null<TypedAttr>(getPadValue());
      constant && constant.getType() != type.getElementType())
    return emitError() << "required pad value " << constant
                       << " does not match the element type "
                       << type.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// Satisfaction
//===----------------------------------------------------------------------===//

bool RequirementAttr::isSatisfiedBy(RankedTensorType type,
                                    std::string *whyNot) const {
  auto fail = [&](const Twine &reason) {
    if (whyNot)
      *whyNot = reason.str();
    return false;
  };
  EncodingAttr layout = EncodingAttr::getOrPacked(type);
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = type.getRank();
  if (std::optional<int64_t> own = getRank(); own && *own != rank)
    return fail("the requirement is for rank " + Twine(*own) +
                " but the tensor has rank " + Twine(rank));
  std::optional<int64_t> elementBytes =
      getElementByteSize(type.getElementType());
  if (!elementBytes)
    return fail("the element type has no layout");

  // Dims of physical extent 1 change no stride, so they may sit anywhere.
  if (!getOrder().empty()) {
    auto isUnit = [&](int64_t dim) {
      return layout.getPaddedExtent(shape, dim) == 1 &&
             layout.getTileSize(dim) == 1;
    };
    SmallVector<int64_t> actual = layout.getOrderOrIdentity(rank);
    SmallVector<int64_t> required = llvm::to_vector(getOrder());
    llvm::erase_if(actual, isUnit);
    llvm::erase_if(required, isUnit);
    if (actual != required)
      return fail("dimension order " +
                  formatList(layout.getOrderOrIdentity(rank)) +
                  " is not the required " + formatList(getOrder()));
  }

  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t needed = getAlignmentInElements(dim, *elementBytes);
    if (needed == 1)
      continue;
    std::string unit = getAlignBytes().empty() || getAlignBytes()[dim] == 1
                           ? std::to_string(needed) + " elements"
                           : std::to_string(needed) + " elements (" +
                                 std::to_string(getAlignBytes()[dim]) +
                                 " bytes)";
    if (ShapedType::isDynamic(shape[dim])) {
      if (layout.getAlignment(dim) % needed != 0)
        return fail("dynamic dimension " + Twine(dim) + " is aligned to " +
                    Twine(layout.getAlignment(dim)) +
                    " elements, not a multiple of " + unit);
      continue;
    }
    int64_t extent = layout.getPaddedExtent(shape, dim);
    if (extent % needed != 0)
      return fail("physical extent " + Twine(extent) + " of dimension " +
                  Twine(dim) + " is not a multiple of " + unit);
  }

  for (int64_t dim = 0; dim < rank; ++dim) {
    int64_t low = entryOr(getPadLow(), dim, 0);
    int64_t high = entryOr(getPadHigh(), dim, 0);
    if (layout.getLowPadding(dim) < low || layout.getHighPadding(dim) < high)
      return fail("dimension " + Twine(dim) + " has a halo of " +
                  Twine(layout.getLowPadding(dim)) + " low and " +
                  Twine(layout.getHighPadding(dim)) +
                  " high elements; at least " + Twine(low) + " and " +
                  Twine(high) + " are required");
  }

  if (Attribute required = getPadValue()) {
    bool hasPadding = type.hasStaticShape() ? layout.hasPadding(shape)
                                            : layout.mayHavePadding();
    if (hasPadding && layout.getPadValue() != required)
      return fail("padding holds " + describePadValue(layout.getPadValue()) +
                  " but must hold " + describePadValue(required));
  }

  // Where the tiles sit among the dims: in the physical orders, dims of
  // physical extent 1 (which may sit anywhere) left out.
  SmallVector<int64_t> actualPlacement = layout.getPhysicalOrder(rank);
  SmallVector<int64_t> requiredPlacement = syntax::getPhysicalOrder(
      getOrder().empty() ? layout.getOrderOrIdentity(rank) : getOrder(),
      getTileDims().size(), getTilePositions());
  auto tilesPlacedAlike = [&] {
    if (!layout.hasPlacedTiles() && getTilePositions().empty())
      return true;
    auto isUnit = [&](int64_t entry) {
      return entry < rank &&
             layout.getPaddedExtent(shape, entry) == layout.getTileSize(entry);
    };
    SmallVector<int64_t> actual = actualPlacement, required = requiredPlacement;
    llvm::erase_if(actual, isUnit);
    llvm::erase_if(required, isUnit);
    return actual == required;
  };
  // "[0, 1, t0, 2, 3]".
  auto describePlacement = [&](ArrayRef<int64_t> physical) {
    std::string text = " placed as [";
    for (auto [i, entry] : llvm::enumerate(physical))
      text +=
          (i ? ", " : "") + (entry < rank ? std::to_string(entry)
                                          : "t" + std::to_string(entry - rank));
    return text + "]";
  };
  if (getExactTiles() &&
      (layout.getTileDims() != getTileDims() ||
       layout.getTileSizes() != getTileSizes() || !tilesPlacedAlike())) {
    std::string actual = "untiled", required = "untiled";
    auto describe = [](ArrayRef<int64_t> dims, ArrayRef<int64_t> sizes) {
      std::string text = "tiles [";
      for (auto [i, tile] : llvm::enumerate(llvm::zip_equal(dims, sizes)))
        text += (i ? ", " : "") + std::to_string(std::get<0>(tile)) + " : " +
                std::to_string(std::get<1>(tile));
      return text + "]";
    };
    if (layout.isTiled())
      actual = describe(layout.getTileDims(), layout.getTileSizes());
    if (!getTileDims().empty())
      required = describe(getTileDims(), getTileSizes());
    if (layout.hasPlacedTiles())
      actual += describePlacement(actualPlacement);
    if (!getTilePositions().empty())
      required += describePlacement(requiredPlacement);
    return fail("the layout is " + actual + " but must be " + required);
  }

  if (getBaseAlign() > 1 && layout.getBaseAlign() < getBaseAlign())
    return fail("base alignment " +
                (layout.getBaseAlign() ? Twine(layout.getBaseAlign()) + " is"
                                       : Twine("is unspecified,")) +
                " below the required " + Twine(getBaseAlign()) + " bytes");

  // (A requirement keeps `memory_space = 0`, the default space, which a
  // layout spells null.)
  if (Attribute required = getMemorySpace();
      required &&
      layout.getMemorySpace() != layout::detail::normalizeMemorySpace(required))
    return fail("the buffer is in " +
                describeMemorySpace(layout.getMemorySpace()) +
                " but must be in " + describeMemorySpace(required));
  return true;
}

FailureOr<EncodingAttr>
RequirementAttr::getMinimalLayout(RankedTensorType type) const {
  int64_t rank = type.getRank();
  if (failed(verifyForType(type, [] { return InFlightDiagnostic(); })))
    return failure();
  int64_t elementBytes = *getElementByteSize(type.getElementType());
  ArrayRef<int64_t> shape = type.getShape();

  SmallVector<int64_t> tileOf(rank, 1);
  for (auto [dim, size] : llvm::zip_equal(getTileDims(), getTileSizes()))
    tileOf[dim] = size;
  // The smallest padded extent that is a multiple of every alignment and of
  // the tile (tiles never pad by themselves). Alignments the static extent
  // already meets are left out so that the layout prints as simply as it is.
  SmallVector<int64_t> align(rank, 1), padLow(rank), padHigh(rank);
  for (int64_t dim = 0; dim < rank; ++dim) {
    padLow[dim] = entryOr(getPadLow(), dim, 0);
    padHigh[dim] = entryOr(getPadHigh(), dim, 0);
    align[dim] =
        std::lcm(getAlignmentInElements(dim, elementBytes), tileOf[dim]);
    if (!ShapedType::isDynamic(shape[dim]) &&
        (padLow[dim] + shape[dim] + padHigh[dim]) % align[dim] == 0)
      align[dim] = 1;
  }
  // Where the requirement names no memory space the tensor stays in its
  // own.
  Attribute memorySpace =
      getMemorySpace() ? getMemorySpace()
                       : EncodingAttr::getOrPacked(type).getMemorySpace();
  return EncodingAttr::get(getContext(), getOrder(), align, padLow, padHigh,
                           getPadValue(), getTileDims(), getTileSizes(),
                           getBaseAlign(), getTilePositions(), memorySpace);
}

//===----------------------------------------------------------------------===//
// Intersection
//===----------------------------------------------------------------------===//

FailureOr<RequirementAttr> RequirementAttr::intersect(RequirementAttr lhs,
                                                      RequirementAttr rhs,
                                                      std::string *whyNot) {
  auto fail = [&](const Twine &reason) -> FailureOr<RequirementAttr> {
    if (whyNot)
      *whyNot = reason.str();
    return failure();
  };
  std::optional<int64_t> lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  if (lhsRank && rhsRank && *lhsRank != *rhsRank)
    return fail("requirements of rank " + Twine(*lhsRank) + " and " +
                Twine(*rhsRank) + " cannot both hold");
  std::optional<int64_t> rank = lhsRank ? lhsRank : rhsRank;

  if (!lhs.getOrder().empty() && !rhs.getOrder().empty() &&
      lhs.getOrder() != rhs.getOrder())
    return fail("orders " + formatList(lhs.getOrder()) + " and " +
                formatList(rhs.getOrder()) + " differ");
  ArrayRef<int64_t> order =
      lhs.getOrder().empty() ? rhs.getOrder() : lhs.getOrder();

  if (lhs.getPadValue() && rhs.getPadValue() &&
      lhs.getPadValue() != rhs.getPadValue())
    return fail("pad values " + describePadValue(lhs.getPadValue()) + " and " +
                describePadValue(rhs.getPadValue()) + " differ");
  Attribute padValue =
      lhs.getPadValue() ? lhs.getPadValue() : rhs.getPadValue();

  if (lhs.getExactTiles() && rhs.getExactTiles() &&
      (lhs.getTileDims() != rhs.getTileDims() ||
       lhs.getTileSizes() != rhs.getTileSizes() ||
       lhs.getTilePositions() != rhs.getTilePositions()))
    return fail("the required tiles differ");
  RequirementAttr tiles = lhs.getExactTiles() ? lhs : rhs;

  if (lhs.getMemorySpace() && rhs.getMemorySpace() &&
      layout::detail::normalizeMemorySpace(lhs.getMemorySpace()) !=
          layout::detail::normalizeMemorySpace(rhs.getMemorySpace()))
    return fail("buffers in " + describeMemorySpace(lhs.getMemorySpace()) +
                " and in " + describeMemorySpace(rhs.getMemorySpace()) +
                " cannot both be asked for");
  Attribute memorySpace =
      lhs.getMemorySpace() ? lhs.getMemorySpace() : rhs.getMemorySpace();

  // Per-dim parts combine entry by entry; a missing part is all neutral.
  auto combine = [&](ArrayRef<int64_t> a, ArrayRef<int64_t> b, int64_t neutral,
                     auto op) {
    SmallVector<int64_t> result;
    if (a.empty() && b.empty())
      return result;
    for (int64_t dim = 0; dim < *rank; ++dim)
      result.push_back(op(entryOr(a, dim, neutral), entryOr(b, dim, neutral)));
    return result;
  };
  auto lcm = [](int64_t a, int64_t b) { return std::lcm(a, b); };
  auto max = [](int64_t a, int64_t b) { return std::max(a, b); };
  SmallVector<int64_t> align = combine(lhs.getAlign(), rhs.getAlign(), 1, lcm);
  SmallVector<int64_t> alignBytes =
      combine(lhs.getAlignBytes(), rhs.getAlignBytes(), 1, lcm);
  SmallVector<int64_t> padLow =
      combine(lhs.getPadLow(), rhs.getPadLow(), 0, max);
  SmallVector<int64_t> padHigh =
      combine(lhs.getPadHigh(), rhs.getPadHigh(), 0, max);
  return RequirementAttr::get(
      lhs.getContext(), order, ArrayRef<int64_t>(align),
      ArrayRef<int64_t>(alignBytes), ArrayRef<int64_t>(padLow),
      ArrayRef<int64_t>(padHigh), padValue, tiles.getExactTiles(),
      tiles.getTileDims(), tiles.getTileSizes(),
      std::max(lhs.getBaseAlign(), rhs.getBaseAlign()),
      tiles.getTilePositions(), memorySpace);
}

//===----------------------------------------------------------------------===//
// Textual form
//===----------------------------------------------------------------------===//
//
// #layout.requirement<order = [0, 2, 3, 1], align = [...], align_bytes = [...],
//                     pad_low = [...], pad_high = [...], pad_value = zero,
//                     tiles = [1 : 16], base_align = 64, memory_space = 1>

Attribute RequirementAttr::parse(AsmParser &parser, Type) {
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<int64_t> order, align, alignBytes, padLow, padHigh, tileDims,
      tileSizes;
  Attribute padValue;
  bool exactTiles = false;
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
    if (key == "align_bytes")
      return parseIntegerList(parser, alignBytes);
    if (key == "pad_low")
      return parseIntegerList(parser, padLow);
    if (key == "pad_high")
      return parseIntegerList(parser, padHigh);
    if (key == "tiles") {
      exactTiles = true;
      return parseTiles(parser, tileDims, tileSizes);
    }
    if (key == "pad_value") {
      if (succeeded(parser.parseOptionalKeyword("zero"))) {
        padValue = UnitAttr::get(parser.getContext());
        return success();
      }
      SMLoc valueLoc = parser.getCurrentLocation();
      if (parser.parseAttribute(padValue))
        return failure();
      if (!isa<IntegerAttr, FloatAttr>(padValue))
        return parser.emitError(valueLoc, "required 'pad_value' must be "
                                          "'zero' or an integer or "
                                          "floating-point constant");
      padValue = detail::normalizePadValue(padValue);
      return success();
    }
    if (key == "base_align")
      return parseBaseAlign(parser, baseAlign);
    if (key == "memory_space")
      return parseMemorySpace(parser, memorySpace);
    return parser.emitError(keyLoc, "unknown requirement part '")
           << key
           << "'; expected order, align, align_bytes, pad_low, pad_high, "
              "pad_value, tiles, base_align or memory_space";
  };

  if (parseKeyedParts(parser, "requirement", parseValue))
    return {};
  SmallVector<int64_t> tilePositions;
  if (failed(splitOrderEntries(parser, orderLoc, orderEntries, tileDims.size(),
                               order, tilePositions)))
    return {};
  auto emitError = [&] { return parser.emitError(loc); };
  // Tiles as a layout has them: no unit tiles, placed ones listed in the
  // order placed, the default placement dropped. The order stays as
  // written (none: any).
  if (!tilePositions.empty() &&
      failed(EncodingAttr::verify(emitError, order, {}, {}, {}, {}, tileDims,
                                  tileSizes, 0, tilePositions, Attribute())))
    return {};
  detail::NormalizedLayoutParams tiles(order, {}, {}, {}, {}, tileDims,
                                       tileSizes, 0, tilePositions);
  tileDims = tiles.tileDims;
  tileSizes = tiles.tileSizes;
  tilePositions = tiles.tilePositions;
  return getChecked(function_ref<InFlightDiagnostic()>(emitError),
                    parser.getContext(), ArrayRef<int64_t>(order),
                    ArrayRef<int64_t>(align), ArrayRef<int64_t>(alignBytes),
                    ArrayRef<int64_t>(padLow), ArrayRef<int64_t>(padHigh),
                    padValue, exactTiles, ArrayRef<int64_t>(tileDims),
                    ArrayRef<int64_t>(tileSizes), baseAlign,
                    ArrayRef<int64_t>(tilePositions), memorySpace);
}

void RequirementAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::ListSeparator listSeparator;
  auto sep = [&]() { return StringRef(listSeparator); };
  auto printList = [&](StringRef name, ArrayRef<int64_t> values) {
    if (!values.empty())
      printer << sep() << name << " = " << formatList(values);
  };
  if (!getTilePositions().empty()) {
    printer << sep();
    printOrder(printer, getOrder(), getTileDims().size(), getTilePositions());
  } else {
    printList("order", getOrder());
  }
  printList("align", getAlign());
  printList("align_bytes", getAlignBytes());
  printList("pad_low", getPadLow());
  printList("pad_high", getPadHigh());
  if (Attribute padValue = getPadValue()) {
    printer << sep() << "pad_value = ";
    if (isa<UnitAttr>(padValue))
      printer << "zero";
    else
      printer.printAttribute(padValue);
  }
  if (getExactTiles()) {
    printer << sep() << "tiles = ";
    printTiles(printer, getTileDims(), getTileSizes());
  }
  if (getBaseAlign() != 0)
    printer << sep() << "base_align = " << getBaseAlign();
  if (getMemorySpace()) {
    printer << sep() << "memory_space = ";
    printMemorySpace(printer, getMemorySpace());
  }
  printer << '>';
}

//===----------------------------------------------------------------------===//
// A target's answer for one op
//===----------------------------------------------------------------------===//

bool OpLayoutRequirements::isSatisfiedBy(Operation *op, unsigned set) const {
  return isSatisfiedBy(op->getOperandTypes(), op->getResultTypes(), set);
}

bool OpLayoutRequirements::isSatisfiedBy(TypeRange operandTypes,
                                         TypeRange resultTypes,
                                         unsigned set) const {
  auto meets = [](ArrayRef<RequirementAttr> requirements,
                  TypeRange types) -> bool {
    for (auto [requirement, type] : llvm::zip(requirements, types)) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (tensor && requirement && !requirement.isSatisfiedBy(tensor))
        return false;
    }
    return true;
  };
  return meets(getOperands(set), operandTypes) &&
         meets(getResults(set), resultTypes);
}

std::optional<unsigned>
OpLayoutRequirements::findSatisfiedSet(Operation *op) const {
  for (unsigned set = 0; set < getNumSets(); ++set)
    if (isSatisfiedBy(op, set))
      return set;
  return std::nullopt;
}

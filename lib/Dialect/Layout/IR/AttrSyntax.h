//===- AttrSyntax.h - Pieces of syntax shared by the attributes -*- C++ -*-===//
//
// Integer lists and tile lists appear in both layouts and requirements;
// they are parsed and printed the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_ATTRSYNTAX_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_ATTRSYNTAX_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <string>

namespace mlir {
namespace layout {
namespace syntax {

/// "[1, 2, 3]".
inline std::string formatList(ArrayRef<int64_t> values) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(values, os);
  os << ']';
  return text;
}

/// `[` integer (`,` integer)* `]`, possibly empty.
inline ParseResult parseIntegerList(AsmParser &parser,
                                    SmallVectorImpl<int64_t> &values) {
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        [&]() -> ParseResult {
                                          int64_t value;
                                          if (parser.parseInteger(value))
                                            return failure();
                                          values.push_back(value);
                                          return success();
                                        });
}

/// `[` dim `:` size (`,` dim `:` size)* `]`, possibly empty.
inline ParseResult parseTiles(AsmParser &parser, SmallVectorImpl<int64_t> &dims,
                              SmallVectorImpl<int64_t> &sizes) {
  return parser.parseCommaSeparatedList(
      AsmParser::Delimiter::Square, [&]() -> ParseResult {
        int64_t dim, size;
        if (parser.parseInteger(dim) || parser.parseColon() ||
            parser.parseInteger(size))
          return failure();
        dims.push_back(dim);
        sizes.push_back(size);
        return success();
      });
}

/// The physical order of a layout of `order.size()` dims and `numTiles`
/// tiles placed at `positions` (none: after the dims): dim `d` as `d`, tile
/// `k` as `rank + k`.
inline SmallVector<int64_t> getPhysicalOrder(ArrayRef<int64_t> order,
                                             int64_t numTiles,
                                             ArrayRef<int64_t> positions) {
  int64_t rank = order.size();
  SmallVector<int64_t> physical(order.begin(), order.end());
  if (positions.empty()) {
    for (int64_t k = 0; k < numTiles; ++k)
      physical.push_back(rank + k);
    return physical;
  }
  physical.assign(rank + numTiles, -1);
  for (auto [k, position] : llvm::enumerate(positions))
    physical[position] = rank + k;
  const int64_t *nextDim = order.begin();
  for (int64_t &entry : physical)
    if (entry < 0)
      entry = *nextDim++;
  return physical;
}

/// An entry of `order`: a dim, or a tile written `tK`.
struct OrderEntry {
  bool isTile;
  int64_t index;
};

/// `order`'s value, `[0, 1, t0, 2, 3]`.
inline ParseResult parseOrderEntries(AsmParser &parser,
                                     SmallVectorImpl<OrderEntry> &entries) {
  auto parseEntry = [&]() -> ParseResult {
    int64_t dim = 0;
    OptionalParseResult integer = parser.parseOptionalInteger(dim);
    if (integer.has_value()) {
      if (failed(*integer))
        return failure();
      entries.push_back({false, dim});
      return success();
    }
    SMLoc entryLoc = parser.getCurrentLocation();
    StringRef tile;
    unsigned index;
    if (parser.parseKeyword(&tile))
      return failure();
    if (!tile.consume_front("t") || tile.getAsInteger(10, index) ||
        tile != std::to_string(index))
      return parser.emitError(entryLoc, "'order' entries are dims (integers) "
                                        "or tiles ('t0' for the first tile)");
    entries.push_back({true, index});
    return success();
  };
  return parser.parseCommaSeparatedList(AsmParser::Delimiter::Square,
                                        parseEntry);
}

/// `entries` (of `order`, written at `loc`) split into the dims and each of
/// `numTiles` tiles' position (empty when no tile is written).
inline ParseResult splitOrderEntries(AsmParser &parser, SMLoc loc,
                                     ArrayRef<OrderEntry> entries,
                                     int64_t numTiles,
                                     SmallVectorImpl<int64_t> &order,
                                     SmallVectorImpl<int64_t> &positions) {
  for (auto [position, entry] : llvm::enumerate(entries)) {
    if (!entry.isTile) {
      order.push_back(entry.index);
      continue;
    }
    if (entry.index >= numTiles)
      return parser.emitError(loc) << "'order' places tile t" << entry.index
                                   << " but there are " << numTiles << " tiles";
    if (positions.empty())
      positions.assign(numTiles, -1);
    if (positions[entry.index] >= 0)
      return parser.emitError(loc)
             << "'order' places tile t" << entry.index << " twice";
    positions[entry.index] = position;
  }
  if (llvm::is_contained(positions, -1))
    return parser.emitError(loc) << "'order' places some tiles but not all; "
                                    "place every tile or none";
  return success();
}

/// `order = [...]` with tiles placed at `positions` written in it.
inline void printOrder(AsmPrinter &printer, ArrayRef<int64_t> order,
                       int64_t numTiles, ArrayRef<int64_t> positions) {
  int64_t rank = order.size();
  printer << "order = [";
  llvm::interleaveComma(getPhysicalOrder(order, numTiles, positions), printer,
                        [&](int64_t entry) {
                          if (entry < rank)
                            printer << entry;
                          else
                            printer << 't' << entry - rank;
                        });
  printer << ']';
}

/// `<` (key `=` value (`,` key `=` value)*)? `>`: each key at most once,
/// in any order; `parseValue(key, keyLoc)` parses the value after `=` (or
/// reports an unknown key). `what` names the parts in diagnostics.
inline ParseResult
parseKeyedParts(AsmParser &parser, StringRef what,
                function_ref<ParseResult(StringRef, SMLoc)> parseValue) {
  llvm::StringSet<> seen;
  auto parsePart = [&]() -> ParseResult {
    SMLoc keyLoc = parser.getCurrentLocation();
    StringRef key;
    if (parser.parseKeyword(&key))
      return failure();
    if (!seen.insert(key).second)
      return parser.emitError(keyLoc)
             << what << " part '" << key << "' given twice";
    if (parser.parseEqual())
      return failure();
    return parseValue(key, keyLoc);
  };
  if (parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  return failure(parser.parseCommaSeparatedList(parsePart) ||
                 parser.parseGreater());
}

/// `base_align = N`'s value: a positive integer (powers of two are
/// checked by the verifier, with the other parts).
inline ParseResult parseBaseAlign(AsmParser &parser, int64_t &baseAlign) {
  SMLoc valueLoc = parser.getCurrentLocation();
  if (parser.parseInteger(baseAlign))
    return failure();
  if (baseAlign < 1)
    return parser.emitError(valueLoc, "'base_align' must be a positive "
                                      "power of two, got ")
           << baseAlign;
  return success();
}

/// `memory_space = S`'s value: an integer, as memref types spell their
/// numbered spaces (`3` is `3 : i64`, `3 : i32` another space), or any
/// attribute (a dialect's, such as `#gpu.address_space<workgroup>`); the
/// verifier checks which.
inline ParseResult parseMemorySpace(AsmParser &parser, Attribute &memorySpace) {
  APInt number;
  OptionalParseResult integer = parser.parseOptionalInteger(number);
  if (!integer.has_value())
    return parser.parseAttribute(memorySpace);
  if (failed(*integer))
    return failure();
  Type type = parser.getBuilder().getI64Type();
  SMLoc typeLoc = parser.getCurrentLocation();
  if (succeeded(parser.parseOptionalColon()) && parser.parseType(type))
    return failure();
  auto integerType = dyn_cast<IntegerType>(type);
  if (!integerType)
    return parser.emitError(typeLoc, "a numbered 'memory_space' needs an "
                                     "integer type, got ")
           << type;
  // A number the type cannot hold as a signed integer would silently
  // become another space (the verifier refuses negative ones).
  unsigned width = integerType.getWidth();
  if (number.getSignificantBits() > width)
    return parser.emitError(typeLoc, "memory space ")
           << llvm::toString(number, 10, /*Signed=*/true) << " does not fit in "
           << type;
  memorySpace = IntegerAttr::get(integerType, number.sextOrTrunc(width));
  return success();
}

/// The inverse of parseMemorySpace: a 64-bit integer as its number.
inline void printMemorySpace(AsmPrinter &printer, Attribute memorySpace) {
  auto integer = dyn_cast<IntegerAttr>(memorySpace);
  if (integer && integer.getType().isSignlessInteger(64))
    printer << integer.getInt();
  else
    printer.printAttribute(memorySpace);
}

inline void printTiles(AsmPrinter &printer, ArrayRef<int64_t> dims,
                       ArrayRef<int64_t> sizes) {
  printer << '[';
  llvm::interleaveComma(llvm::zip_equal(dims, sizes), printer, [&](auto tile) {
    printer << std::get<0>(tile) << " : " << std::get<1>(tile);
  });
  printer << ']';
}

} // namespace syntax
} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_ATTRSYNTAX_H

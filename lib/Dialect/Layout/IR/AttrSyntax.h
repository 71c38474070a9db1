//===- AttrSyntax.h - Pieces of syntax shared by the attributes -*- C++ -*-===//
//
// Integer lists and tile lists appear in both layouts and requirements;
// they are parsed and printed the same way.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_ATTRSYNTAX_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_IR_ATTRSYNTAX_H

#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
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

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

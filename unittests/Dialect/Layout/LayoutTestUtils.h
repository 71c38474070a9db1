//===- LayoutTestUtils.h - Helpers of the layout unit tests -----*- C++ -*-===//

#ifndef TENSOR_LAYOUT_UNITTESTS_LAYOUTTESTUTILS_H
#define TENSOR_LAYOUT_UNITTESTS_LAYOUTTESTUTILS_H

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"
#include "tensor-layout/Dialect/Layout/IR/Layout.h"

#include "gtest/gtest.h"

namespace mlir {
namespace layout {

/// A fixture owning a context with the layout dialect loaded.
class LayoutTest : public ::testing::Test {
protected:
  LayoutTest() { context.loadDialect<LayoutDialect>(); }

  /// Parses `#layout.encoding<...>` text; fails the test on bad input.
  EncodingAttr parse(llvm::StringRef text) {
    auto layout =
        llvm::dyn_cast_or_null<EncodingAttr>(parseAttribute(text, &context));
    EXPECT_TRUE(layout) << "cannot parse " << text.str();
    return layout;
  }

  MLIRContext context;
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_UNITTESTS_LAYOUTTESTUTILS_H

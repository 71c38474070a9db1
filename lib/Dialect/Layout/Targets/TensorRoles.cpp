//===- TensorRoles.cpp - What each tensor of a known op is ----------------===//

#include "TensorRoles.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::layout;

std::optional<OpRoles> mlir::layout::getOpRoles(Operation *op) {
  using R = TensorRole;
  auto roles = [](std::initializer_list<RoledTensor> operands,
                  RoledTensor result) {
    OpRoles roles;
    roles.operands.assign(operands.begin(), operands.end());
    roles.results.push_back(result);
    return roles;
  };
  auto conv = [&](StringRef input, R filterRole, StringRef filter) {
    return roles({{R::Activation, input.str()},
                  {filterRole, filter.str()},
                  {R::Activation, input.str()}},
                 {R::Activation, input.str()});
  };
  auto pool = [&](StringRef data) {
    return roles({{R::Activation, data.str()},
                  {R::Window, "HW"},
                  {R::Activation, data.str()}},
                 {R::Activation, data.str()});
  };

  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op)) {
    // One letter per dim; the reduced one is R.
    std::string dims = "ABDEGIJLOPQSTUVXYZ";
    int64_t rank = softmax.getInputOperandRank();
    if (rank > static_cast<int64_t>(dims.size()))
      return std::nullopt;
    dims.resize(rank);
    dims[softmax.getDimension()] = 'R';
    return roles({{R::SoftmaxData, dims}, {R::SoftmaxData, dims}},
                 {R::SoftmaxData, dims});
  }
  if (isa<linalg::MatmulOp>(op) &&
      cast<linalg::MatmulOp>(op).hasUserDefinedMaps())
    return std::nullopt;

  StringRef name = op->getName().getStringRef();
  if (name == "linalg.matmul")
    return roles({{R::Matrix, "MK"}, {R::Matrix, "KN"}, {R::Matrix, "MN"}},
                 {R::Matrix, "MN"});
  if (name == "linalg.batch_matmul")
    return roles({{R::Matrix, "BMK"}, {R::Matrix, "BKN"}, {R::Matrix, "BMN"}},
                 {R::Matrix, "BMN"});
  if (name == "linalg.conv_2d_nchw_fchw")
    return conv("NCHW", R::Filter, "FCHW");
  if (name == "linalg.conv_2d_nhwc_hwcf")
    return conv("NHWC", R::Filter, "HWCF");
  if (name == "linalg.conv_2d_nhwc_fhwc")
    return conv("NHWC", R::Filter, "FHWC");
  if (name == "linalg.depthwise_conv_2d_nhwc_hwc")
    return conv("NHWC", R::DepthwiseFilter, "HWC");
  if (name == "linalg.depthwise_conv_2d_nchw_chw")
    return conv("NCHW", R::DepthwiseFilter, "CHW");
  if (llvm::is_contained({"linalg.pooling_nhwc_sum", "linalg.pooling_nhwc_max",
                          "linalg.pooling_nhwc_min",
                          "linalg.pooling_nhwc_max_unsigned",
                          "linalg.pooling_nhwc_min_unsigned"},
                         name))
    return pool("NHWC");
  if (llvm::is_contained({"linalg.pooling_nchw_sum", "linalg.pooling_nchw_max"},
                         name))
    return pool("NCHW");
  return std::nullopt;
}

//===- HandWrittenOneDNN.h - Networks written by hand on oneDNN -*- C++ -*-===//
//-*-===//
//
// The baseline an expert writes without a compiler: each network of
// bench/networks as oneDNN primitives with the formats oneDNN prefers
// (`format_tag::any`), weights reordered once ahead of time, bias, ReLU and
// the residual add fused as post-ops, and explicit reorders between the
// caller's NCHW (or row-major) tensors and the kernels' formats.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_BENCH_NETWORKS_HANDWRITTENONEDNN_H
#define TENSOR_LAYOUT_BENCH_NETWORKS_HANDWRITTENONEDNN_H

#include <memory>
#include <string>
#include <vector>

/// A network ready to run: `run` reads the inputs (plain layouts, the
/// shapes of the MLIR function's arguments) and writes the output.
class HandWrittenNetwork {
public:
  virtual ~HandWrittenNetwork() = default;
  virtual void run(const std::vector<float *> &inputs, float *output) = 0;
};

/// The hand-written version of the network `name` (the MLIR function's
/// name), or null where there is none.
std::unique_ptr<HandWrittenNetwork>
makeHandWrittenNetwork(const std::string &name);

#endif // TENSOR_LAYOUT_BENCH_NETWORKS_HANDWRITTENONEDNN_H

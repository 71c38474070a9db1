//===- AssignBench.cpp - layout-assign + canonicalize on large functions --===//
//
// Generates functions of 10^3 to 10^5 operations (chains of NCHW 1x1
// convolutions with bias and ReLU, a residual add every few blocks, and a
// matmul with bias and ReLU every other block), and times
// `layout-assign{target=generic-cpu}` alone and followed by `canonicalize`
// on a fresh copy of each. Reports operations per second: constant across
// sizes means the passes scale linearly.
//
//   build/bin/tensor-layout-assign-bench
//
//===----------------------------------------------------------------------===//

#include "tensor-layout/Dialect/Layout/IR/Layout.h"
#include "tensor-layout/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <benchmark/benchmark.h>

#include <sstream>

using namespace mlir;

namespace {

/// A function with `blocks` conv + bias + ReLU blocks on 1x16x8x8 tensors,
/// a residual add every fourth block, and beside them a chain of matmul +
/// bias + ReLU blocks on 32x64 matrices, one every other block. About 10
/// ops per block.
std::string generateFunction(int blocks) {
  std::ostringstream os;
  const char *t = "tensor<1x16x8x8xf32>";
  const char *m = "tensor<32x64xf32>";
  os << "func.func @net(%x: " << t << ", %y: " << m << ") -> (" << t << ", "
     << m << ") {\n"
     << "  %zero = arith.constant 0.0 : f32\n"
     << "  %w = arith.constant dense<0.5> : tensor<16x16x1x1xf32>\n"
     << "  %bias = arith.constant dense<0.25> : " << t << "\n"
     << "  %zeros = arith.constant dense<0.0> : " << t << "\n"
     << "  %wm = arith.constant dense<0.5> : tensor<64x64xf32>\n"
     << "  %biasm = arith.constant dense<0.25> : " << m << "\n"
     << "  %zerosm = arith.constant dense<0.0> : " << m << "\n";
  std::string prev = "%x", skip = "%x", rows = "%y";
  for (int i = 0; i < blocks; ++i) {
    if (i % 2 == 1) {
      std::string n = std::to_string(i);
      os << "  %me" << n << " = tensor.empty() : " << m << "\n"
         << "  %ma" << n << " = linalg.fill ins(%zero : f32) outs(%me" << n
         << " : " << m << ") -> " << m << "\n"
         << "  %mm" << n << " = linalg.matmul ins(" << rows << ", %wm : " << m
         << ", tensor<64x64xf32>) outs(%ma" << n << " : " << m << ") -> " << m
         << "\n"
         << "  %mb" << n << " = arith.addf %mm" << n << ", %biasm : " << m
         << "\n"
         << "  %mr" << n << " = arith.maximumf %mb" << n << ", %zerosm : " << m
         << "\n";
      rows = "%mr" + n;
    }
    std::string n = std::to_string(i);
    os << "  %e" << n << " = tensor.empty() : " << t << "\n"
       << "  %a" << n << " = linalg.fill ins(%zero : f32) outs(%e" << n << " : "
       << t << ") -> " << t << "\n"
       << "  %c" << n << " = linalg.conv_2d_nchw_fchw ins(" << prev
       << ", %w : " << t << ", tensor<16x16x1x1xf32>) outs(%a" << n << " : "
       << t << ") -> " << t << "\n"
       << "  %b" << n << " = arith.addf %c" << n << ", %bias : " << t << "\n"
       << "  %r" << n << " = arith.maximumf %b" << n << ", %zeros : " << t
       << "\n";
    prev = "%r" + n;
    if (i % 4 == 3) {
      os << "  %s" << n << " = arith.addf " << prev << ", " << skip << " : "
         << t << "\n";
      prev = skip = "%s" + n;
    }
  }
  os << "  return " << prev << ", " << rows << " : " << t << ", " << m
     << "\n}\n";
  return os.str();
}

/// Times `pipeline` on a fresh copy of the generated function of
/// `state.range(0)` blocks, with the verifier after each pass or without.
void runPipeline(benchmark::State &state, StringRef pipeline, bool verify) {
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  layout::registerAllTensorLayoutDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();

  int blocks = state.range(0);
  OwningOpRef<ModuleOp> original =
      parseSourceString<ModuleOp>(generateFunction(blocks), &context);
  if (!original) {
    state.SkipWithError("cannot parse the generated function");
    return;
  }
  int64_t numOps = 0;
  original->walk([&](Operation *) { ++numOps; });

  PassManager pm(&context, ModuleOp::getOperationName());
  pm.enableVerifier(verify);
  if (failed(parsePassPipeline(pipeline, pm))) {
    state.SkipWithError("cannot build the pipeline");
    return;
  }
  int64_t transforms = 0;
  for (auto _ : state) {
    state.PauseTiming();
    OwningOpRef<ModuleOp> module = original->clone();
    state.ResumeTiming();
    if (failed(pm.run(*module))) {
      state.SkipWithError("the pipeline failed");
      return;
    }
    state.PauseTiming();
    transforms = 0;
    module->walk([&](layout::TransformOp) { ++transforms; });
    state.ResumeTiming();
  }
  // Shows that the pipeline did its job: the transforms of the arguments
  // and results.
  state.counters["transforms"] = transforms;
  state.counters["ops"] = numOps;
  state.counters["ops_per_second"] =
      benchmark::Counter(numOps, benchmark::Counter::kIsIterationInvariantRate);
}

/// The pass alone: upstream's verifier, which runs after every pass, takes
/// about a fifth as long again at 10^5 ops.
void BM_Assign(benchmark::State &state) {
  runPipeline(state, "layout-assign{target=generic-cpu}", /*verify=*/false);
}

/// What `tensor-opt --layout-assign --canonicalize` does, verifier included.
void BM_AssignAndCanonicalize(benchmark::State &state) {
  runPipeline(state, "layout-assign{target=generic-cpu},canonicalize",
              /*verify=*/true);
}

} // namespace

BENCHMARK(BM_Assign)->Arg(125)->Arg(1250)->Arg(12500)->Arg(25000)->Unit(
    benchmark::kMillisecond);
BENCHMARK(BM_AssignAndCanonicalize)
    ->Arg(125)
    ->Arg(1250)
    ->Arg(12500)
    ->Arg(25000)
    ->Unit(benchmark::kMillisecond);

int main(int argc, char **argv) {
  layout::registerAllTensorLayoutPasses();
  registerAllPasses();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}

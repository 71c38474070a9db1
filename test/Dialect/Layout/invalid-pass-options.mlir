// A misspelled pass or pipeline option is an error before any input is
// read or IR printed, naming the closest option; a name far from every
// option gets the list alone.
// RUN: not tensor-opt %s --layout-assign=targt=onednn 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not tensor-opt %s --layout-lower-to-llvm="onednn=true repot-loops=true" 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: not tensor-opt %s --layout-propagate=zzzzzzzz=1 2>&1 | FileCheck %s --check-prefix=FAR
// RUN: not tensor-opt %s --layout-fuse-elementwise-ops=x=1 2>&1 | FileCheck %s --check-prefix=NONE
// Right spellings, and a target attribute's spaces and quotes, pass.
// RUN: tensor-opt %s --layout-assign="target=generic-cpu align-arguments=false" --layout-lower-to-llvm="onednn=true report-loops=true" -o /dev/null

// PASS: tensor-opt: error: --layout-assign has no option 'targt'; did you mean 'target'? (its options: align-arguments, alternatives, assign-signatures, target, target-file, tuning-cache)
// PASS-NOT: func.func
// PIPELINE: tensor-opt: error: --layout-lower-to-llvm has no option 'repot-loops'; did you mean 'report-loops'?
// PIPELINE-NOT: func.func
// FAR: tensor-opt: error: --layout-propagate has no option 'zzzzzzzz' (its options: target, target-file)
// NONE: tensor-opt: error: --layout-fuse-elementwise-ops has no option 'x' (it takes none)

func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// Bad options of the lowering pipelines and of the bufferization passes
// fail before the pipeline runs, in one line, with no IR printed.
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-llvm=vector-bytes=-64 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=VECTOR
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-llvm=vector-bytes=24 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=VECTOR24
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-llvm=prefetch-distance=-1 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NEGATIVE
// RUN: %expect-exit-1 tensor-opt %s '--layout-lower-to-llvm=onednn=true onednn-reorder-bytes=-1' 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NEGATIVE
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-nvvm=format=ptx 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=FORMAT
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-nvvm=chip=90 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=CHIP
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-nvvm=opt-level=4 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=OPT
// RUN: %expect-exit-1 tensor-opt %s --layout-bufferize=buffer-alignment=48 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=ALIGN
// RUN: %expect-exit-1 tensor-opt %s --layout-prepare-bufferization=buffer-alignment=3 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=PREPARE
// RUN: %expect-exit-1 tensor-opt %s --layout-bufferize=max-constant-layout-bytes=-1 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=CONSTANTS
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-llvm=max-constant-layout-bytes=-1 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NEGATIVE
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-llvm=parallel-bytes=-1 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=NEGATIVE
// RUN: %expect-exit-1 tensor-opt %s --layout-lower-to-llvm=threads=-2 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=THREADS
// RUN: %expect-exit-1 tensor-opt %s --layout-vectorize-elementwise=parallel-bytes=-1 2>&1 | FileCheck %s --implicit-check-not=func.func --implicit-check-not=note: --check-prefix=PARALLEL
// Good values still work: an architecture with a suffix, no alignment.
// RUN: tensor-opt %s --layout-lower-to-nvvm=chip=sm_90a | FileCheck %s --check-prefix=GOOD
// RUN: tensor-opt %s --layout-bufferize=buffer-alignment=0 | FileCheck %s --check-prefix=GOOD

// VECTOR: error: layout-lower-to-llvm: vector-bytes must be 0 or a power of two, got -64
// VECTOR24: error: layout-lower-to-llvm: vector-bytes must be 0 or a power of two, got 24
// NEGATIVE: error: layout-lower-to-llvm: nontemporal-bytes, prefetch-distance, onednn-reorder-bytes, max-constant-layout-bytes and parallel-bytes must not be negative
// FORMAT: error: layout-lower-to-nvvm: format must be isa, bin or fatbin, got 'ptx'
// CHIP: error: layout-lower-to-nvvm: chip must name an NVIDIA architecture (sm_90, sm_90a, ...), got '90'
// OPT: error: layout-lower-to-nvvm: opt-level must be 0 to 3, got 4
// ALIGN: <unknown>:0: error: layout-bufferize: buffer-alignment must be 0 or a power of two, got 48
// PREPARE: <unknown>:0: error: layout-prepare-bufferization: buffer-alignment must be 0 or a power of two, got 3
// CONSTANTS: <unknown>:0: error: layout-bufferize: max-constant-layout-bytes must not be negative, got -1
// THREADS: error: layout-lower-to-llvm: threads must be -1 (the default), 0 (all) or a count, got -2
// PARALLEL: <unknown>:0: error: layout-vectorize-elementwise: parallel-bytes must be at least 0, got -1
// GOOD: @f
func.func @f() {
  return
}

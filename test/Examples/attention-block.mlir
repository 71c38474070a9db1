// The attention head of examples/attention-block.mlir, assigned for each built-in target,
// optimized, and verified: the transforms left and the bytes they move.
// RUN: tensor-opt %tensor_layout_src_root/examples/attention-block.mlir \
// RUN:   --layout-assign=target=generic-cpu --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=generic-cpu --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: tensor-opt %tensor_layout_src_root/examples/attention-block.mlir \
// RUN:   --layout-assign=target=x86-avx512 --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=x86-avx512 --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: tensor-opt %tensor_layout_src_root/examples/attention-block.mlir \
// RUN:   --layout-assign=target=nvidia-sm90 --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=nvidia-sm90 --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SM90

// Q and V are only wanted aligned: the alignment becomes the function's
// contract (their argument types), not a copy; the result, aligned, is
// returned as a view.
// CPU: remark: @attention: 1 layout transform moves 514048 bytes
// CPU-DAG: #[[LAYOUT:.*]] = #layout.encoding<align = [1, 16], base_align = 64>
// CPU-DAG: #[[LAYOUT1:.*]] = #layout.encoding<base_align = 64>
// CPU-DAG: #[[LAYOUT2:.*]] = #layout.encoding<order = [1, 0]>
// CPU: func.func @attention(%arg0: tensor<1000x64xf32, #[[LAYOUT1]]>, %arg1: tensor<1000x64xf32>, %arg2: tensor<1000x64xf32, #[[LAYOUT1]]>)
// CPU: %{{.*}} = layout.relabel %arg1 permutation = [1, 0] : tensor<1000x64xf32> to tensor<64x1000xf32, #[[LAYOUT2]]>
// CPU: %{{.*}} = layout.transform %{{.*}} : tensor<64x1000xf32, #[[LAYOUT2]]> to tensor<64x1000xf32, #[[LAYOUT]]>
// CPU: %{{.*}} = layout.relabel %{{.*}} permutation = [0, 1] : tensor<1000x64xf32, #[[LAYOUT1]]> to tensor<1000x64xf32>
// CPU-NOT: layout.transform

// AVX512: remark: @attention: 1 layout transform moves 514048 bytes
// AVX512-DAG: #[[LAYOUT:.*]] = #layout.encoding<align = [1, 16], base_align = 64>
// AVX512-DAG: #[[LAYOUT1:.*]] = #layout.encoding<base_align = 64>
// AVX512-DAG: #[[LAYOUT2:.*]] = #layout.encoding<order = [1, 0]>
// AVX512: func.func @attention(%arg0: tensor<1000x64xf32, #[[LAYOUT1]]>, %arg1: tensor<1000x64xf32>, %arg2: tensor<1000x64xf32, #[[LAYOUT1]]>)
// AVX512: %{{.*}} = layout.relabel %arg1 permutation = [1, 0] : tensor<1000x64xf32> to tensor<64x1000xf32, #[[LAYOUT2]]>
// AVX512: %{{.*}} = layout.transform %{{.*}} : tensor<64x1000xf32, #[[LAYOUT2]]> to tensor<64x1000xf32, #[[LAYOUT]]>
// AVX512: %{{.*}} = layout.relabel %{{.*}} permutation = [0, 1] : tensor<1000x64xf32, #[[LAYOUT1]]> to tensor<1000x64xf32>
// AVX512-NOT: layout.transform

// sm_90 asks for no layout (docs/Targets.md): what is left is the
// program's own transpose of K, as a relabel and one transform.
// SM90: remark: @attention: 1 layout transform moves 512000 bytes
// SM90: func.func @attention(%arg0: tensor<1000x64xf32>, %arg1: tensor<1000x64xf32>, %arg2: tensor<1000x64xf32>)
// SM90: %{{.*}} = layout.relabel %arg1 permutation = [1, 0]
// SM90: %{{.*}} = layout.transform %{{.*}} : tensor<64x1000xf32, #{{.*}}> to tensor<64x1000xf32>
// SM90-NOT: layout.transform

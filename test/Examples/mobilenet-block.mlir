// The MobileNet depthwise-separable block of examples/mobilenet-block.mlir, assigned for each built-in target,
// optimized, and verified: the transforms left and the bytes they move.
// Alone, the block runs plain on the CPU targets: the transforms at its
// edges and of its filters (arguments) cost more than their layouts are
// priced to save in its kernels. With alternatives=false, the layouts
// each target asks for.
// RUN: tensor-opt %tensor_layout_src_root/examples/mobilenet-block.mlir \
// RUN:   --layout-assign=target=generic-cpu --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=generic-cpu --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: tensor-opt %tensor_layout_src_root/examples/mobilenet-block.mlir \
// RUN:   --layout-assign=target=x86-avx512 --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=x86-avx512 --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PLAIN
// PLAIN: remark: @mobilenet_block: 0 layout transforms move 0 bytes
// RUN: tensor-opt %tensor_layout_src_root/examples/mobilenet-block.mlir \
// RUN:   --layout-assign="target=generic-cpu alternatives=false" --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=generic-cpu --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: tensor-opt %tensor_layout_src_root/examples/mobilenet-block.mlir \
// RUN:   --layout-assign="target=x86-avx512 alternatives=false" --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=x86-avx512 --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=AVX512
// RUN: tensor-opt %tensor_layout_src_root/examples/mobilenet-block.mlir \
// RUN:   --layout-assign=target=nvidia-sm90 --layout-propagate --canonicalize \
// RUN:   --layout-verify=target=nvidia-sm90 --layout-report \
// RUN:   --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SM90

// CPU: remark: @mobilenet_block: 4 layout transforms move 2485504 bytes
// CPU-DAG: #[[LAYOUT:.*]] = #layout.encoding<order = [0, 2, 3, 1], base_align = 64>
// CPU-DAG: #[[LAYOUT1:.*]] = #layout.encoding<order = [2, 3, 1, 0], base_align = 64>
// CPU-DAG: #[[LAYOUT2:.*]] = #layout.encoding<order = [1, 2, 0], base_align = 64>
// CPU: %{{.*}} = layout.transform %arg2 : tensor<64x32x1x1xf32> to tensor<64x32x1x1xf32, #[[LAYOUT1]]>
// CPU: %{{.*}} = layout.transform %arg1 : tensor<32x3x3xf32> to tensor<32x3x3xf32, #[[LAYOUT2]]>
// CPU: %{{.*}} = layout.transform %arg0 : tensor<1x32x58x58xf32> to tensor<1x32x58x58xf32, #[[LAYOUT]]>
// CPU: %{{.*}} = layout.transform %{{.*}} : tensor<1x64x56x56xf32, #[[LAYOUT]]> to tensor<1x64x56x56xf32>
// CPU-NOT: layout.transform

// AVX512: remark: @mobilenet_block: 4 layout transforms move 2485504 bytes
// AVX512-DAG: #[[LAYOUT:.*]] = #layout.encoding<tiles = [1 : 16], base_align = 64>
// AVX512-DAG: #[[LAYOUT1:.*]] = #layout.encoding<tiles = [1 : 16, 0 : 16], base_align = 64>
// AVX512-DAG: #[[LAYOUT2:.*]] = #layout.encoding<tiles = [0 : 16], base_align = 64>
// AVX512: %{{.*}} = layout.transform %arg2 : tensor<64x32x1x1xf32> to tensor<64x32x1x1xf32, #[[LAYOUT1]]>
// AVX512: %{{.*}} = layout.transform %arg1 : tensor<32x3x3xf32> to tensor<32x3x3xf32, #[[LAYOUT2]]>
// AVX512: %{{.*}} = layout.transform %arg0 : tensor<1x32x58x58xf32> to tensor<1x32x58x58xf32, #[[LAYOUT]]>
// AVX512: %{{.*}} = layout.transform %{{.*}} : tensor<1x64x56x56xf32, #[[LAYOUT]]> to tensor<1x64x56x56xf32>
// AVX512-NOT: layout.transform

// sm_90 asks for no layout (docs/Targets.md): nothing moves.
// SM90: remark: @mobilenet_block: 0 layout transforms move 0 bytes
// SM90-NOT: layout.transform

// A network whose result with layouts equals its result without: the same
// program lowered as written, after layout assignment for the generic CPU,
// and after layout propagation (transposes become
// relabellings of NHWC buffers, the tail runs in NHWC) prints the same bits,
// which a plain Python reference of the network computed too.
// DEFINE: %{network} = %tensor_layout_src_root/examples/run-network.mlir
// RUN: tensor-opt %{network} --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %{network} --layout-propagate --canonicalize \
// RUN:   --layout-lower-to-llvm | %{run} | FileCheck %s
// RUN: tensor-opt %{network} --layout-assign=target=generic-cpu \
// RUN:   --layout-propagate --canonicalize --layout-verify=target=generic-cpu \
// RUN:   --layout-lower-to-llvm | %{run} | FileCheck %s
// The x86-avx512 target blocks the filter's output channels by 16 (2 of
// them, padded): the convolution, which cannot split its loops over the
// output channels of a plain result, runs on a plain filter between
// transforms, with loops and on oneDNN.
// RUN: tensor-opt %{network} --layout-assign=target=x86-avx512 \
// RUN:   --layout-propagate --canonicalize --layout-lower-to-llvm \
// RUN:   | %{run} | FileCheck %s
// RUN: tensor-opt %{network} --layout-assign=target=x86-avx512 \
// RUN:   --layout-propagate --canonicalize --layout-lower-to-llvm=onednn=true \
// RUN:   | %{run} | FileCheck %s
// RUN: tensor-opt %{network} --layout-report --layout-propagate \
// RUN:   --canonicalize --layout-report -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REPORT

// Its two transposes are inherent (NCHW in and out): they become two
// transforms of the same size, around a tail that runs in NHWC.
// REPORT: @network: 2 layout transforms move 320 bytes
// REPORT: @network: 2 layout transforms move 320 bytes

// CHECK: sizes = [1, 2, 2, 2]
// CHECK-NEXT: {{\[\[\[\[}}24.5,     0],
// CHECK-NEXT: [25,     1]],
// CHECK-NEXT: {{\[\[}}0.6875,     27],
// CHECK-NEXT: [0,     28.5]]]]
// CHECK: sizes = [1, 2, 2, 2]
// CHECK-NEXT: {{\[\[\[\[}}1103364096,     0],
// CHECK-NEXT: [1103626240,     1065353216]],
// CHECK-NEXT: {{\[\[}}1060110336,     1104674816],
// CHECK-NEXT: [0,     1105461248]]]]

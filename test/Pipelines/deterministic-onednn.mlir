// The same input and options give byte-identical output, whatever the
// machine is doing: the onednn target compares kernels by its cost model
// (or a tuning cache), never by timing them while it compiles. ResNet-50's
// stem (a first layer of 3 channels, whose kernels the target compares)
// and MobileNet-v2's block (1x1 convolutions, also compared), compiled
// through the whole CPU pipeline five times, four of them with every core
// busy; the lit configuration's pinned times are unset.
// RUN: env -u TENSOR_LAYOUT_ONEDNN_CONV_TIMES %python \
// RUN:   %S/Inputs/compile-under-load.py 5 tensor-opt \
// RUN:   %tensor_layout_src_root/bench/networks/resnet-stem.mlir \
// RUN:   --layout-assign=target=onednn --layout-propagate --canonicalize \
// RUN:   --layout-lower-to-llvm=onednn=true | FileCheck %s
// RUN: env -u TENSOR_LAYOUT_ONEDNN_CONV_TIMES %python \
// RUN:   %S/Inputs/compile-under-load.py 5 tensor-opt \
// RUN:   %tensor_layout_src_root/bench/networks/mobilenet-v2.mlir \
// RUN:   --layout-assign=target=onednn --layout-propagate --canonicalize \
// RUN:   --layout-lower-to-llvm=onednn=true | FileCheck %s
// CHECK: 5 compiles, 1 distinct outputs

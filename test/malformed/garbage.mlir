// RUN: %expect-exit-1 tensor-opt %s 2>&1 | FileCheck %s
// CHECK: garbage.mlir:{{[0-9]+}}:{{[0-9]+}}: error:
#layout.encoding<<<>>> ]] } %%% layout.transform

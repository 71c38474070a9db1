// The onednn target compares some kernels of a convolution (here a first
// layer's: plain NCHW against oneDNN's own formats) by its cost model, and
// by measured times only from a tuning cache: layout-tune-onednn times the
// kernels on this CPU and writes the file, layout-assign{tuning-cache=...}
// reads it. The pinned times of the lit configuration are unset here.
// REQUIRES: cpu-avx2
// RUN: rm -rf %t && mkdir -p %t
// RUN: env -u TENSOR_LAYOUT_ONEDNN_CONV_TIMES ONEDNN_MAX_CPU_ISA=AVX2 \
// RUN:   tensor-opt %s --layout-tune-onednn=cache=%t/tuned | FileCheck %s --check-prefix=UNCHANGED
// RUN: FileCheck %s --check-prefix=CACHE < %t/tuned
// CACHE: # tensor-layout oneDNN tuning cache
// CACHE-NEXT: conv 1,3,32,32,16,3,3,3,1,16,30,30,1,1,0,0,1,{{[0-2]}},0 : {{[0-9.]+e[+-][0-9]+}} {{[0-9.]+e[+-][0-9]+}}
// CACHE-NOT: conv
// The IR is left as it was.
// UNCHANGED-NOT: layout.encoding
// UNCHANGED: linalg.conv_2d_nchw_fchw {{.*}} : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%{{.*}} : tensor<1x16x30x30xf32>)

// The cache's times decide: plain measured 1 us and oneDNN's own formats
// 1 s keeps the plain layouts; the other way round asks for oneDNN's.
// RUN: sed -E 's/ : .*/ : 1e-6 1 - - 0 - 0/' %t/tuned > %t/plain
// RUN: env -u TENSOR_LAYOUT_ONEDNN_CONV_TIMES ONEDNN_MAX_CPU_ISA=AVX2 \
// RUN:   tensor-opt %s --layout-assign="target=onednn tuning-cache=%t/plain" \
// RUN:   | FileCheck %s --check-prefix=PLAIN
// PLAIN-NOT: layout.transform
// PLAIN: linalg.conv_2d_nchw_fchw {{.*}} : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%{{.*}} : tensor<1x16x30x30xf32>)
// RUN: sed -E 's/ : .*/ : 1 1e-6 - - 0 - 0/' %t/tuned > %t/any
// RUN: env -u TENSOR_LAYOUT_ONEDNN_CONV_TIMES ONEDNN_MAX_CPU_ISA=AVX2 \
// RUN:   tensor-opt %s --layout-assign="target=onednn tuning-cache=%t/any" \
// RUN:   | FileCheck %s --check-prefix=ANY
// ANY: linalg.conv_2d_nchw_fchw {{.*}} : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32, #{{.*}}>) outs(%{{.*}} : tensor<1x16x30x30xf32, #{{.*}}>)

// A cache that cannot be read, or does not parse, is an error before any
// IR is printed, as is tuning without a file to write.
// RUN: not tensor-opt %s --layout-assign="target=onednn tuning-cache=%t/missing" \
// RUN:   2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: layout-assign: cannot read tuning cache '{{.*}}missing'
// MISSING-NOT: func.func
// RUN: printf '# comment\nconv 1,2 : 1 2 3\n' > %t/bad
// RUN: not tensor-opt %s --layout-assign="target=onednn tuning-cache=%t/bad" \
// RUN:   2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: layout-assign: malformed tuning cache '{{.*}}bad', line 2: expected 9 fields or 'none' after ':'
// BAD-NOT: func.func
// RUN: not tensor-opt %s --layout-tune-onednn 2>&1 | FileCheck %s --check-prefix=NO-FILE
// NO-FILE: error: layout-tune-onednn: the 'cache' option names the file to write and is required
// NO-FILE-NOT: func.func

func.func @first_layer(%x: tensor<1x3x32x32xf32>, %w: tensor<16x3x3x3xf32>, %o: tensor<1x16x30x30xf32>) -> tensor<1x16x30x30xf32> {
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x32x32xf32>, tensor<16x3x3x3xf32>) outs(%o : tensor<1x16x30x30xf32>) -> tensor<1x16x30x30xf32>
  return %0 : tensor<1x16x30x30xf32>
}

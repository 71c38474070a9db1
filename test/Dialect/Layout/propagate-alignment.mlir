// A transform that only raises base_align of a fresh result (an op writing
// into a tensor.empty, seen through relabels) is dropped: the empty gets
// the alignment, and the op writes its result there in the first place.
// RUN: tensor-opt %s -layout-propagate -split-input-file | FileCheck %s
// The case as assignment leaves it: transpose(transpose(x) + transpose(b))
// into a matmul on a transposed weight, on generic-cpu, whose matmul takes
// 64-byte-aligned operands. Only the weight's transform is left (the sum's
// alignment was a second transform, of 16384 bytes).
// RUN: tensor-opt %s -split-input-file --layout-assign=target=generic-cpu \
// RUN:   --layout-propagate --canonicalize --layout-report -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ASSIGN
// ASSIGN: remark: @transposed_sum_into_matmul: 1 layout transform moves 4096 bytes

#base64 = #layout.encoding<base_align = 64>
#perm10 = #layout.encoding<order = [1, 0]>
#perm10_base64 = #layout.encoding<order = [1, 0], base_align = 64>

// CHECK-LABEL: func.func @aligned_sum
// CHECK: %[[E:.*]] = tensor.empty() : tensor<32x64xf32, #[[PB:.*]]>
// CHECK: %[[S:.*]] = linalg.add ins(%{{.*}}, %{{.*}} : tensor<32x64xf32, #{{.*}}>, tensor<32x64xf32, #{{.*}}>) outs(%[[E]] : tensor<32x64xf32, #[[PB]]>)
// CHECK: %[[V:.*]] = layout.relabel %[[S]] permutation = [1, 0] : tensor<32x64xf32, #[[PB]]> to tensor<64x32xf32, #{{.*}}>
// CHECK-NOT: layout.transform
// CHECK: return %[[V]]
func.func @aligned_sum(%x: tensor<32x64xf32, #perm10>, %b: tensor<32x64xf32, #perm10>) -> tensor<64x32xf32, #base64> {
  %e = tensor.empty() : tensor<32x64xf32, #perm10>
  %s = linalg.add ins(%x, %b : tensor<32x64xf32, #perm10>, tensor<32x64xf32, #perm10>) outs(%e : tensor<32x64xf32, #perm10>) -> tensor<32x64xf32, #perm10>
  %v = layout.relabel %s permutation = [1, 0] : tensor<32x64xf32, #perm10> to tensor<64x32xf32>
  %t = layout.transform %v : tensor<64x32xf32> to tensor<64x32xf32, #base64>
  return %t : tensor<64x32xf32, #base64>
}

// -----

// Through a fill: a matmul accumulating into a zero-filled empty.
// CHECK-LABEL: func.func @aligned_matmul
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8x8xf32, #[[B:.*]]>
// CHECK: %[[F:.*]] = linalg.fill {{.*}} outs(%[[E]] : tensor<8x8xf32, #[[B]]>)
// CHECK: %[[M:.*]] = linalg.matmul {{.*}} outs(%[[F]] : tensor<8x8xf32, #[[B]]>)
// CHECK-NOT: layout.transform
// CHECK: return %[[M]]
func.func @aligned_matmul(%a: tensor<8x8xf32>, %b: tensor<8x8xf32>) -> tensor<8x8xf32, #layout.encoding<base_align = 64>> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  %t = layout.transform %m : tensor<8x8xf32> to tensor<8x8xf32, #layout.encoding<base_align = 64>>
  return %t : tensor<8x8xf32, #layout.encoding<base_align = 64>>
}

// -----

// Negative: the sum is read unaligned too (its buffer is shared), the
// transform changes more than base_align, or the value is an argument.
// CHECK-LABEL: func.func @shared
// CHECK: %[[E:.*]] = tensor.empty() : tensor<64xf32>
// CHECK: layout.transform %{{.*}} : tensor<64xf32> to tensor<64xf32, #{{.*}}>
func.func @shared(%x: tensor<64xf32>, %b: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32, #layout.encoding<base_align = 64>>) {
  %e = tensor.empty() : tensor<64xf32>
  %s = linalg.add ins(%x, %b : tensor<64xf32>, tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %t = layout.transform %s : tensor<64xf32> to tensor<64xf32, #layout.encoding<base_align = 64>>
  return %s, %t : tensor<64xf32>, tensor<64xf32, #layout.encoding<base_align = 64>>
}

// CHECK-LABEL: func.func @padded_too
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x5xf32>
// CHECK: layout.transform %{{.*}} : tensor<4x5xf32> to tensor<4x5xf32, #{{.*}}>
func.func @padded_too(%x: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<4x5xf32, #layout.encoding<align = [1, 8], base_align = 64>> {
  %e = tensor.empty() : tensor<4x5xf32>
  %s = linalg.add ins(%x, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %t = layout.transform %s : tensor<4x5xf32> to tensor<4x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>
  return %t : tensor<4x5xf32, #layout.encoding<align = [1, 8], base_align = 64>>
}

// CHECK-LABEL: func.func @argument
// CHECK: layout.transform %{{.*}} : tensor<64xf32> to tensor<64xf32, #{{.*}}>
func.func @argument(%x: tensor<64xf32>) -> tensor<64xf32, #layout.encoding<base_align = 64>> {
  %t = layout.transform %x : tensor<64xf32> to tensor<64xf32, #layout.encoding<base_align = 64>>
  return %t : tensor<64xf32, #layout.encoding<base_align = 64>>
}

// -----

func.func @transposed_sum_into_matmul(%x: tensor<64x32xf32>, %b: tensor<64x32xf32>, %w: tensor<16x32xf32>) -> tensor<64x16xf32> {
  %e0 = tensor.empty() : tensor<32x64xf32>
  %xt = linalg.transpose ins(%x : tensor<64x32xf32>) outs(%e0 : tensor<32x64xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<32x64xf32>
  %bt = linalg.transpose ins(%b : tensor<64x32xf32>) outs(%e1 : tensor<32x64xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<32x64xf32>
  %s = linalg.add ins(%xt, %bt : tensor<32x64xf32>, tensor<32x64xf32>) outs(%e2 : tensor<32x64xf32>) -> tensor<32x64xf32>
  %e3 = tensor.empty() : tensor<64x32xf32>
  %st = linalg.transpose ins(%s : tensor<32x64xf32>) outs(%e3 : tensor<64x32xf32>) permutation = [1, 0]
  %e4 = tensor.empty() : tensor<32x16xf32>
  %wt = linalg.transpose ins(%w : tensor<16x32xf32>) outs(%e4 : tensor<32x16xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %e5 = tensor.empty() : tensor<64x16xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e5 : tensor<64x16xf32>) -> tensor<64x16xf32>
  %m = linalg.matmul ins(%st, %wt : tensor<64x32xf32>, tensor<32x16xf32>) outs(%c : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %m : tensor<64x16xf32>
}

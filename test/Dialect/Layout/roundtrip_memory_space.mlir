// RUN: tensor-opt %s -split-input-file | FileCheck %s
// RUN: tensor-opt %s -split-input-file | tensor-opt -split-input-file | FileCheck %s
// RUN: tensor-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON

// A layout says which memory space its buffer lives in, as memref types
// spell it: a number (`1` is `1 : i64`; `1 : i32` is another space) or a
// dialect's attribute. Space 0 is the default one and is not printed (what
// is left is the packed layout); the alias names the space.
// CHECK-DAG: #[[SRAM:align1x8_zero_space1]] = #layout.encoding<align = [1, 8], pad_value = zero, memory_space = 1>
// CHECK-DAG: #[[SHARED:tile1by4_space]] = #layout.encoding<tiles = [1 : 4], memory_space = #gpu.address_space<workgroup>>
// CHECK-DAG: #[[BANKS:permt001_tile0by2_space2]] = #layout.encoding<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2>
// CHECK-DAG: #[[PACKED:packed]] = #layout.encoding<>
// CHECK-DAG: #[[I32:space1i32]] = #layout.encoding<memory_space = 1 : i32>
// CHECK-LABEL: func private @spaces
// CHECK-SAME: tensor<4x5xf32, #[[SRAM]]>, tensor<4x8xf32, #[[SHARED]]>, tensor<8x16xf32, #[[BANKS]]>, tensor<4x5xf32, #[[PACKED]]>, tensor<4xf32, #[[I32]]>
func.func private @spaces(
  tensor<4x5xf32, #layout.encoding<memory_space = 1, align = [1, 8], pad_value = zero>>,
  tensor<4x8xf32, #layout.encoding<tiles = [1 : 4], memory_space = #gpu.address_space<workgroup>>>,
  tensor<8x16xf32, #layout.encoding<order = [t0, 0, 1], tiles = [0 : 2], memory_space = 2 : i64>>,
  tensor<4x5xf32, #layout.encoding<memory_space = 0>>,
  tensor<4xf32, #layout.encoding<memory_space = 1 : i32>>)

// -----

// A requirement may ask for a memory space; `memory_space = 0` asks for
// the default one and is kept.
// CHECK-LABEL: module attributes
// CHECK-SAME: layout.a = #layout.requirement<align = [1, 8], memory_space = 1>
// CHECK-SAME: layout.b = #layout.requirement<memory_space = 0>
// CHECK-SAME: layout.c = #layout.requirement<memory_space = #gpu.address_space<workgroup>>
module attributes {
    layout.a = #layout.requirement<memory_space = 1, align = [1, 8]>,
    layout.b = #layout.requirement<memory_space = 0>,
    layout.c = #layout.requirement<memory_space = #gpu.address_space<workgroup>>} {}

// -----

// Moving a tensor between memory spaces is a transform that copies, even
// where the two layouts place every element alike: it is not a view. (A
// move there and back is the tensor itself; two moves are one.)
// CANON-LABEL: func @move_to_sram
// CANON: %[[MOVED:.*]] = layout.transform %arg0 : tensor<4x8xf32> to tensor<4x8xf32, #[[S:space2]]>
// CANON: return %arg0, %[[MOVED]]
func.func @move_to_sram(%x: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32, #layout.encoding<order = [0, 1], memory_space = 2>>) {
  %0 = layout.transform %x : tensor<4x8xf32> to tensor<4x8xf32, #layout.encoding<memory_space = 1>>
  %1 = layout.transform %0 : tensor<4x8xf32, #layout.encoding<memory_space = 1>> to tensor<4x8xf32>
  %2 = layout.transform %0 : tensor<4x8xf32, #layout.encoding<memory_space = 1>> to tensor<4x8xf32, #layout.encoding<order = [0, 1], memory_space = 2>>
  return %1, %2 : tensor<4x8xf32>, tensor<4x8xf32, #layout.encoding<order = [0, 1], memory_space = 2>>
}

// -----

// A layout in a memory space keeps it through views of its buffer: the
// physical tensor is packed in the same space.
// CANON-LABEL: func @physical_in_space
// CANON: layout.to_physical %arg0 : tensor<6x8xf32, #{{.*}}> to tensor<2x8x3xf32, #[[P:space1]]>
// CANON: layout.relabel {{.*}} to tensor<8x6xf32, #[[R:perm10_space1]]>
func.func @physical_in_space(%x: tensor<6x8xf32, #layout.encoding<tiles = [0 : 3], memory_space = 1>>,
                             %y: tensor<6x8xf32, #layout.encoding<memory_space = 1>>)
    -> (tensor<2x8x3xf32, #layout.encoding<memory_space = 1>>, tensor<8x6xf32, #layout.encoding<order = [1, 0], memory_space = 1>>) {
  %p = layout.to_physical %x : tensor<6x8xf32, #layout.encoding<tiles = [0 : 3], memory_space = 1>> to tensor<2x8x3xf32, #layout.encoding<memory_space = 1>>
  %r = layout.relabel %y permutation = [1, 0] : tensor<6x8xf32, #layout.encoding<memory_space = 1>> to tensor<8x6xf32, #layout.encoding<order = [1, 0], memory_space = 1>>
  return %p, %r : tensor<2x8x3xf32, #layout.encoding<memory_space = 1>>, tensor<8x6xf32, #layout.encoding<order = [1, 0], memory_space = 1>>
}

// -----

// A wide numbered space keeps every digit, in the alias too.
// CHECK: #[[WIDE:space18446744073709551616i128]] = #layout.encoding<memory_space = 18446744073709551616 : i128>
// CHECK-LABEL: func private @wide
// CHECK-SAME: tensor<4xf32, #[[WIDE]]>
func.func private @wide(tensor<4xf32, #layout.encoding<memory_space = 18446744073709551616 : i128>>)

// -----

// Row metadata in a memory space: split_metadata's companion is a view of
// the fused buffer, so it is in that space too; fuse_metadata stores a
// companion from any space.
#fused = #layout.encoding<align = [1, 4], pad_high = [0, 8], row_metadata = tensor<2xf32>, memory_space = 1>
#data = #layout.encoding<align = [1, 4], pad_high = [0, 8], memory_space = 1>
// CHECK-LABEL: func @metadata_in_space
// CHECK: layout.fuse_metadata %arg0, %arg1 : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #{{.*}}>
// CHECK: layout.split_metadata %{{.*}} : tensor<5x13xi8, #{{.*}}> to tensor<5x13xi8, #{{.*}}>, tensor<5x2xf32, #[[S:space1]]>
// Canonicalized, the split of the fuse is the data and the companion, moved
// into the memory space.
// CANON-LABEL: func @metadata_in_space
// CANON-DAG: layout.transform %arg0 : tensor<5x13xi8> to tensor<5x13xi8, #{{.*}}>
// CANON-DAG: layout.transform %arg1 : tensor<5x2xf32> to tensor<5x2xf32, #{{.*}}>
// CANON-NOT: layout.split_metadata
func.func @metadata_in_space(%d: tensor<5x13xi8>, %m: tensor<5x2xf32>) -> (tensor<5x13xi8, #data>, tensor<5x2xf32, #layout.encoding<memory_space = 1>>) {
  %f = layout.fuse_metadata %d, %m : tensor<5x13xi8>, tensor<5x2xf32> to tensor<5x13xi8, #fused>
  %x, %y = layout.split_metadata %f : tensor<5x13xi8, #fused> to tensor<5x13xi8, #data>, tensor<5x2xf32, #layout.encoding<memory_space = 1>>
  return %x, %y : tensor<5x13xi8, #data>, tensor<5x2xf32, #layout.encoding<memory_space = 1>>
}

// RUN: tensor-opt %s --layout-legalize-nontemporal-stores --split-input-file \
// RUN:   | FileCheck %s

// A non-temporal store of loaded bf16: the load is rebuilt on i16 and the
// float load, now unused, erased.
// CHECK-LABEL: llvm.func @load_store
// CHECK-NEXT:    %[[V:.*]] = llvm.load %arg0 {alignment = 2 : i64} : !llvm.ptr -> vector<32xi16>
// CHECK-NEXT:    llvm.store %[[V]], %arg1 {alignment = 64 : i64, nontemporal} : vector<32xi16>, !llvm.ptr
// CHECK-NEXT:    llvm.return
llvm.func @load_store(%from: !llvm.ptr, %to: !llvm.ptr) {
  %v = llvm.load %from {alignment = 2 : i64} : !llvm.ptr -> vector<32xbf16>
  llvm.store %v, %to {alignment = 64 : i64, nontemporal} : vector<32xbf16>, !llvm.ptr
  llvm.return
}

// -----

// Shuffles of loads (a tile kernel): every shuffle is rebuilt once, even
// when two stores share it; f16 as bf16.
// CHECK-LABEL: llvm.func @shuffles
// CHECK-DAG:     %[[A:.*]] = llvm.load %arg0 {{.*}} -> vector<8xi16>
// CHECK-DAG:     %[[B:.*]] = llvm.load %arg1 {{.*}} -> vector<8xi16>
// CHECK:         %[[AB:.*]] = llvm.shufflevector %[[A]], %[[B]] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xi16>
// CHECK:         %[[LO:.*]] = llvm.shufflevector %[[AB]], %[[AB]] [0, 16, 1, 17
// CHECK:         %[[HI:.*]] = llvm.shufflevector %[[AB]], %[[AB]] [8, 24, 9, 25
// CHECK:         llvm.store %[[LO]], %arg2 {alignment = 32 : i64, nontemporal} : vector<16xi16>
// CHECK:         llvm.store %[[HI]], %arg2 {alignment = 32 : i64, nontemporal} : vector<16xi16>
// CHECK-NOT:     f16
// CHECK:         llvm.return
llvm.func @shuffles(%a: !llvm.ptr, %b: !llvm.ptr, %to: !llvm.ptr) {
  %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> vector<8xf16>
  %y = llvm.load %b {alignment = 2 : i64} : !llvm.ptr -> vector<8xf16>
  %xy = llvm.shufflevector %x, %y [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xf16>
  %lo = llvm.shufflevector %xy, %xy [0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23] : vector<16xf16>
  %hi = llvm.shufflevector %xy, %xy [8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31] : vector<16xf16>
  llvm.store %lo, %to {alignment = 32 : i64, nontemporal} : vector<16xf16>, !llvm.ptr
  llvm.store %hi, %to {alignment = 32 : i64, nontemporal} : vector<16xf16>, !llvm.ptr
  llvm.return
}

// -----

// A value from anything else is bitcast; a rebuilt load's other users take
// a bitcast of the integer load (no second load).
// CHECK-LABEL: llvm.func @other_values
// CHECK:         %[[CAST:.*]] = llvm.bitcast %arg0 : vector<32xbf16> to vector<32xi16>
// CHECK:         llvm.store %[[CAST]], %arg1 {{.*}}nontemporal{{.*}} : vector<32xi16>
// CHECK-NEXT:    %[[I:.*]] = llvm.load %arg1 {{.*}} -> vector<32xi16>
// CHECK-NEXT:    %[[F:.*]] = llvm.bitcast %[[I]] : vector<32xi16> to vector<32xbf16>
// CHECK-NEXT:    llvm.store %[[I]], %arg2 {{.*}}nontemporal{{.*}} : vector<32xi16>
// CHECK-NEXT:    llvm.store %[[F]], %arg2 {alignment = 64 : i64} : vector<32xbf16>
// CHECK-NEXT:    llvm.return
llvm.func @other_values(%v: vector<32xbf16>, %p: !llvm.ptr, %q: !llvm.ptr) {
  llvm.store %v, %p {alignment = 64 : i64, nontemporal} : vector<32xbf16>, !llvm.ptr
  %w = llvm.load %p {alignment = 64 : i64} : !llvm.ptr -> vector<32xbf16>
  llvm.store %w, %q {alignment = 64 : i64, nontemporal} : vector<32xbf16>, !llvm.ptr
  llvm.store %w, %q {alignment = 64 : i64} : vector<32xbf16>, !llvm.ptr
  llvm.return
}

// -----

// A shuffle that an ordinary store also keeps (a realigned tile row, kept
// for the next tile): built once, on integers, the ordinary store taking a
// bitcast; no float load or shuffle is left.
// CHECK-LABEL: llvm.func @shared_with_ordinary_store
// CHECK-DAG:     %[[A:.*]] = llvm.load %arg0 {{.*}} -> vector<8xi16>
// CHECK-DAG:     %[[B:.*]] = llvm.load %arg1 {{.*}} -> vector<8xi16>
// CHECK-DAG:     %[[P:.*]] = llvm.load %arg2 {{.*}} -> vector<16xi16>
// CHECK:         %[[AB:.*]] = llvm.shufflevector %[[A]], %[[B]] [0, 1, {{.*}}] : vector<8xi16>
// CHECK:         %[[F:.*]] = llvm.bitcast %[[AB]] : vector<16xi16> to vector<16xbf16>
// CHECK:         %[[LINE:.*]] = llvm.shufflevector %[[P]], %[[AB]] [8, 9, {{.*}}] : vector<16xi16>
// CHECK:         llvm.store %[[F]], %arg2 {alignment = 32 : i64} : vector<16xbf16>
// CHECK:         llvm.store %[[LINE]], %arg3 {alignment = 32 : i64, nontemporal} : vector<16xi16>
// CHECK-NOT:     xbf16>
// CHECK:         llvm.return
llvm.func @shared_with_ordinary_store(%a: !llvm.ptr, %b: !llvm.ptr, %carry: !llvm.ptr, %to: !llvm.ptr) {
  %x = llvm.load %a {alignment = 2 : i64} : !llvm.ptr -> vector<8xbf16>
  %y = llvm.load %b {alignment = 2 : i64} : !llvm.ptr -> vector<8xbf16>
  %p = llvm.load %carry {alignment = 32 : i64} : !llvm.ptr -> vector<16xbf16>
  %xy = llvm.shufflevector %x, %y [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] : vector<8xbf16>
  %line = llvm.shufflevector %p, %xy [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23] : vector<16xbf16>
  llvm.store %xy, %carry {alignment = 32 : i64} : vector<16xbf16>, !llvm.ptr
  llvm.store %line, %to {alignment = 32 : i64, nontemporal} : vector<16xbf16>, !llvm.ptr
  llvm.return
}

// -----

// Left alone: ordinary stores, and non-temporal stores LLVM keeps (f32,
// integers, scalars).
// CHECK-LABEL: llvm.func @unchanged
// CHECK-NEXT:    llvm.store %arg0, %arg3 {alignment = 64 : i64} : vector<32xbf16>
// CHECK-NEXT:    llvm.store %arg1, %arg3 {alignment = 64 : i64, nontemporal} : vector<16xf32>
// CHECK-NEXT:    llvm.store %arg2, %arg3 {alignment = 2 : i64, nontemporal} : bf16
// CHECK-NEXT:    llvm.return
llvm.func @unchanged(%a: vector<32xbf16>, %b: vector<16xf32>, %c: bf16, %p: !llvm.ptr) {
  llvm.store %a, %p {alignment = 64 : i64} : vector<32xbf16>, !llvm.ptr
  llvm.store %b, %p {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
  llvm.store %c, %p {alignment = 2 : i64, nontemporal} : bf16, !llvm.ptr
  llvm.return
}

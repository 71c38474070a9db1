// Lowers, but its translation to LLVM IR fails (aot-errors.test).
func.func @f(%x: f32) -> f32 {
  return %x : f32
}

llvm.func @g(%x: f32) -> f32 {
  %y = llvm.call_intrinsic "llvm.does.not.exist"(%x) : (f32) -> f32
  llvm.return %y : f32
}

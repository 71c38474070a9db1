// A module without a target (invalid_assign.mlir).
module {}

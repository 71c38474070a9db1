// exp, expm1, log, log1p, log2 and tanh on vectors (sigmoid, SiLU, Mish,
// GELU's tanh form): LLVM would make one libm call per lane of these, so
// --layout-lower-to-llvm approximates them with upstream's polynomials
// (layout-legalize-math). Each is computed twice over 32x32 points: by a
// vector loop (identity maps on contiguous buffers: @NAME_vector), and in
// f64 by scalar loops calling libm (a transposed input, which
// layout-vectorize-elementwise leaves: @NAME_f64, whose result is the
// transpose), rounded to f32. The largest relative difference must be a
// few ulp (2^-23 is 1.2e-7).
// RUN: tensor-opt %s --layout-lower-to-llvm | %{run} | FileCheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#id1 = affine_map<(d0) -> (d0)>

func.func private @printMemrefF32(memref<*xf32>)

// Points from `lo` to `lo + 1023 * step`.
func.func @points(%lo: f32, %step: f32) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<32x32xf32>) {
  ^bb0(%out: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %c32 = arith.constant 32 : index
    %r0 = arith.muli %i0, %c32 : index
    %i = arith.addi %r0, %i1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = arith.mulf %f, %step : f32
    %x = arith.addf %s, %lo : f32
    linalg.yield %x : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

// The largest of |a - transpose(b)| / |transpose(b)| (0 where both are 0).
func.func @maxRelativeError(%a: tensor<32x32xf32>, %b: tensor<32x32xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#id, #t, affine_map<(d0, d1) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%a, %b : tensor<32x32xf32>, tensor<32x32xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %m: f32):
    %tiny = arith.constant 1.0e-30 : f32
    %d = arith.subf %x, %y : f32
    %ad = math.absf %d : f32
    %ay = math.absf %y : f32
    %den = arith.maximumf %ay, %tiny : f32
    %rel = arith.divf %ad, %den : f32
    %max = arith.maximumf %m, %rel : f32
    linalg.yield %max : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

func.func @exp_vector(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @exp_f64(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.extf %in : f32 to f64
    %yd = math.exp %d : f64
    %y = arith.truncf %yd : f64 to f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @expm1_vector(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.expm1 %in : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @expm1_f64(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.extf %in : f32 to f64
    %yd = math.expm1 %d : f64
    %y = arith.truncf %yd : f64 to f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @log_vector(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.log %in : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @log_f64(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.extf %in : f32 to f64
    %yd = math.log %d : f64
    %y = arith.truncf %yd : f64 to f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @log1p_vector(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.log1p %in : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @log1p_f64(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.extf %in : f32 to f64
    %yd = math.log1p %d : f64
    %y = arith.truncf %yd : f64 to f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @log2_vector(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.log2 %in : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @log2_f64(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.extf %in : f32 to f64
    %yd = math.log2 %d : f64
    %y = arith.truncf %yd : f64 to f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @tanh_vector(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.tanh %in : f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

func.func @tanh_f64(%x: tensor<32x32xf32>) -> tensor<32x32xf32> {
  %e = tensor.empty() : tensor<32x32xf32>
  %r = linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<32x32xf32>) outs(%e : tensor<32x32xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.extf %in : f32 to f64
    %yd = math.tanh %d : f64
    %y = arith.truncf %yd : f64 to f32
    linalg.yield %y : f32
  } -> tensor<32x32xf32>
  return %r : tensor<32x32xf32>
}

// Where the polynomials must saturate: overflow, underflow, infinities
// and NaN, on one 16-lane vector each.
func.func @specials(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %r:3 = linalg.generic {indexing_maps = [#id1, #id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%x : tensor<16xf32>) outs(%e, %e, %e : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%in: f32, %o0: f32, %o1: f32, %o2: f32):
    %exp = math.exp %in : f32
    %tanh = math.tanh %in : f32
    %log = math.log %in : f32
    linalg.yield %exp, %tanh, %log : f32, f32, f32
  } -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
  return %r#0, %r#1, %r#2 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}

func.func @print1(%t: tensor<16xf32>) {
  %m = bufferization.to_buffer %t : tensor<16xf32> to memref<16xf32>
  %u = memref.cast %m : memref<16xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @print(%t: tensor<f32>) {
  %m = bufferization.to_buffer %t : tensor<f32> to memref<f32>
  %u = memref.cast %m : memref<f32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %exp_lo = arith.constant -87.0 : f32
  %exp_step = arith.constant 0.17 : f32
  %exp_x = call @points(%exp_lo, %exp_step) : (f32, f32) -> tensor<32x32xf32>
  %exp_v = call @exp_vector(%exp_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %exp_l = call @exp_f64(%exp_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %exp_err = call @maxRelativeError(%exp_v, %exp_l) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<f32>
  // CHECK: exp error
  // CHECK: rank = 0
  // CHECK-NEXT: [{{([0-9.]+e-0[7-9]|0)}}]
  vector.print str "exp error\n"
  call @print(%exp_err) : (tensor<f32>) -> ()
  %expm1_lo = arith.constant -10.0 : f32
  %expm1_step = arith.constant 0.02 : f32
  %expm1_x = call @points(%expm1_lo, %expm1_step) : (f32, f32) -> tensor<32x32xf32>
  %expm1_v = call @expm1_vector(%expm1_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %expm1_l = call @expm1_f64(%expm1_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %expm1_err = call @maxRelativeError(%expm1_v, %expm1_l) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<f32>
  // CHECK: expm1 error
  // CHECK: rank = 0
  // CHECK-NEXT: [{{([0-9.]+e-0[7-9]|0)}}]
  vector.print str "expm1 error\n"
  call @print(%expm1_err) : (tensor<f32>) -> ()
  %log_lo = arith.constant 0.01 : f32
  %log_step = arith.constant 0.1 : f32
  %log_x = call @points(%log_lo, %log_step) : (f32, f32) -> tensor<32x32xf32>
  %log_v = call @log_vector(%log_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %log_l = call @log_f64(%log_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %log_err = call @maxRelativeError(%log_v, %log_l) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<f32>
  // CHECK: log error
  // CHECK: rank = 0
  // CHECK-NEXT: [{{([0-9.]+e-0[7-9]|0)}}]
  vector.print str "log error\n"
  call @print(%log_err) : (tensor<f32>) -> ()
  %log1p_lo = arith.constant -0.9 : f32
  %log1p_step = arith.constant 0.05 : f32
  %log1p_x = call @points(%log1p_lo, %log1p_step) : (f32, f32) -> tensor<32x32xf32>
  %log1p_v = call @log1p_vector(%log1p_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %log1p_l = call @log1p_f64(%log1p_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %log1p_err = call @maxRelativeError(%log1p_v, %log1p_l) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<f32>
  // CHECK: log1p error
  // CHECK: rank = 0
  // CHECK-NEXT: [{{([0-9.]+e-0[7-9]|0)}}]
  vector.print str "log1p error\n"
  call @print(%log1p_err) : (tensor<f32>) -> ()
  %log2_lo = arith.constant 0.01 : f32
  %log2_step = arith.constant 0.1 : f32
  %log2_x = call @points(%log2_lo, %log2_step) : (f32, f32) -> tensor<32x32xf32>
  %log2_v = call @log2_vector(%log2_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %log2_l = call @log2_f64(%log2_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %log2_err = call @maxRelativeError(%log2_v, %log2_l) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<f32>
  // CHECK: log2 error
  // CHECK: rank = 0
  // CHECK-NEXT: [{{([0-9.]+e-0[7-9]|0)}}]
  vector.print str "log2 error\n"
  call @print(%log2_err) : (tensor<f32>) -> ()
  %tanh_lo = arith.constant -10.0 : f32
  %tanh_step = arith.constant 0.02 : f32
  %tanh_x = call @points(%tanh_lo, %tanh_step) : (f32, f32) -> tensor<32x32xf32>
  %tanh_v = call @tanh_vector(%tanh_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %tanh_l = call @tanh_f64(%tanh_x) : (tensor<32x32xf32>) -> tensor<32x32xf32>
  %tanh_err = call @maxRelativeError(%tanh_v, %tanh_l) : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<f32>
  // CHECK: tanh error
  // CHECK: rank = 0
  // CHECK-NEXT: [{{([0-9.]+e-0[7-9]|0)}}]
  vector.print str "tanh error\n"
  call @print(%tanh_err) : (tensor<f32>) -> ()
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %sx0 = arith.constant dense<[-100.0, -88.0, 88.0, 100.0, 0.0, 0.0, 0.0, 0.0, 1.0, -1.0, 0.0, 0.5, 2.0, 20.0, -20.0, 1.0e-30]> : tensor<16xf32>
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c10 = arith.constant 10 : index
  %sx1 = tensor.insert %ninf into %sx0[%c4] : tensor<16xf32>
  %sx2 = tensor.insert %inf into %sx1[%c5] : tensor<16xf32>
  %sx3 = tensor.insert %nan into %sx2[%c6] : tensor<16xf32>
  %neg0 = arith.constant -0.0 : f32
  %sx = tensor.insert %neg0 into %sx3[%c10] : tensor<16xf32>
  %sexp, %stanh, %slog = call @specials(%sx) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
  // x:     -100 -88      88        100  -inf inf nan 0 1 -1 -0 0.5 2 20 -20 1e-30
  // CHECK: specials
  // exp(-88) is a subnormal, 6.05e-39, which the approximation flushes to 0.
  // CHECK: rank = 1
  // CHECK-NEXT: [0,  0,  1.65164e+38,  inf,  0,  inf,  nan,  1,  2.71828,  0.367879,  1,  1.64872,  7.38906,  4.85165e+08,  2.06115e-09,  1]
  // CHECK: rank = 1
  // CHECK-NEXT: [-1,  -1,  1,  1,  -1,  1,  nan,  0,  0.761594,  -0.761594,  -0,  0.462117,  0.964028,  1,  -1,  1e-30]
  // CHECK: rank = 1
  // CHECK-NEXT: [nan,  nan,  4.47734,  4.60517,  nan,  inf,  nan,  -inf,  0,  nan,  -inf,  -0.693147,  0.693147,  2.99573,  nan,  -69.0776]
  vector.print str "specials\n"
  call @print1(%sexp) : (tensor<16xf32>) -> ()
  call @print1(%stanh) : (tensor<16xf32>) -> ()
  call @print1(%slog) : (tensor<16xf32>) -> ()
  return
}

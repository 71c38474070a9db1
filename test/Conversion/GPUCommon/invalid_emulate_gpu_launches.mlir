// RUN: tensor-opt %s --layout-emulate-gpu-launches --split-input-file \
// RUN:   --verify-diagnostics

func.func @barrier_in_region(%cond: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.if %cond {
      // expected-error @below {{'gpu.barrier' op cannot be emulated inside a region of the launch body: only barriers that every thread reaches}}
      gpu.barrier
    }
    gpu.terminator
  }
  return
}

// -----

func.func @load_across_barrier(%in: memref<4xf32>, %out: memref<4xf32>) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    // expected-error @below {{'memref.load' op cannot be emulated: its result is used after a barrier and it has side effects, so it cannot be recomputed there}}
    %v = memref.load %in[%tx] : memref<4xf32>
    gpu.barrier
    memref.store %v, %out[%tx] : memref<4xf32>
    gpu.terminator
  }
  return
}

// -----

func.func @private_attribution() {
  %c1 = arith.constant 1 : index
  // expected-error @below {{'gpu.launch' op cannot be emulated: it has private attributions}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    gpu.terminator
  }
  return
}

// -----

func.func @async() {
  %c1 = arith.constant 1 : index
  %t = gpu.wait async
  // expected-error @below {{'gpu.launch' op cannot be emulated: it is asynchronous}}
  %done = gpu.launch async [%t]
      blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
      threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.wait [%done]
  return
}

// -----

func.func @shuffle(%v: f32) {
  %c1 = arith.constant 1 : index
  %c1_i32 = arith.constant 1 : i32
  %c32_i32 = arith.constant 32 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @below {{'gpu.shuffle' op cannot be emulated on the host}}
    %s, %ok = gpu.shuffle xor %v, %c1_i32, %c32_i32 : f32
    gpu.terminator
  }
  return
}

// -----

func.func @clusters() {
  %c1 = arith.constant 1 : index
  // expected-error @below {{'gpu.launch' op cannot be emulated: it has clusters}}
  gpu.launch clusters(%cx, %cy, %cz) in (%ncx = %c1, %ncy = %c1, %ncz = %c1)
             blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

func.func @blocks(%cond: i1) {
  %c1 = arith.constant 1 : index
  // expected-error @below {{'gpu.launch' op cannot be emulated: its body has more than one block}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    cf.cond_br %cond, ^a, ^b
  ^a:
    gpu.terminator
  ^b:
    gpu.terminator
  }
  return
}

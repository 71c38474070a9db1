"""Calls one network of a GPU build through bench/gpu/network_calls.py (as
torch_same_process.py does), twice, on inputs the runtime allocates:
prints the result's sizes, strides and span, copies it back, frees it.

    call-network.py BENCH_GPU_DIR RUNTIME.so BUILD.so NAME RESULT_RANK
        SHAPE[,SHAPE...]   (f32; a shape is 1x64x56x56)
"""
import ctypes
import math
import sys

sys.path.insert(0, sys.argv[1])
import network_calls  # noqa: E402

runtime_path, build, name, rank, shapes = sys.argv[2:7]
runtime = network_calls.Runtime(runtime_path)
network = network_calls.Network(runtime, build, name, int(rank), 4)
shapes = [tuple(int(n) for n in s.split("x")) for s in shapes.split(",")]
inputs = [(runtime.allocate(math.prod(s) * 4), s) for s in shapes]
for _ in range(2):
    result = network(inputs)
    print("sizes %s strides %s span %d" % (result.sizes, result.strides,
                                           result.span()))
    host = (ctypes.c_float * result.span())()
    runtime.copy(ctypes.addressof(host), result.first, ctypes.sizeof(host))
    network.free_result(result, inputs)
for pointer, _ in inputs:
    runtime.free(pointer)
print("done")

"""Calls the networks of a GPU benchmark build from Python.

A build (`tensor-layout-compile ... --target nvidia --lower
host-shared=false --shared BUILD.so`, as bench/gpu/make-bundle.sh makes
them) exports each network as `_mlir_ciface_NAME(result, inputs...)`, every
argument a memref descriptor; its inputs are device buffers, and its result
is one it allocates through the project's CUDA runtime
(libtensor_layout_cuda_runtime.so), to be freed there. This module calls
such a function on device buffers the caller owns (a PyTorch tensor's, say)
and reads the result back, so that torch_networks.py can time PyTorch and
our builds in one process, in turn, on the same inputs.
"""

import ctypes
import functools


@functools.lru_cache(maxsize=None)
def memref_type(rank):
    """The C layout of a rank-`rank` memref descriptor (MLIR's
    StridedMemRefType): both pointers, the offset, sizes, strides."""
    class MemRef(ctypes.Structure):
        _fields_ = [("allocated", ctypes.c_void_p),
                    ("aligned", ctypes.c_void_p),
                    ("offset", ctypes.c_int64),
                    ("sizes", ctypes.c_int64 * rank),
                    ("strides", ctypes.c_int64 * rank)]
    return MemRef


def packed_strides(shape):
    strides, stride = [], 1
    for extent in reversed(shape):
        strides.insert(0, stride)
        stride *= extent
    return strides


class Runtime:
    """The project's CUDA runtime: its allocator and copies, on the
    default stream (the copies wait for it)."""

    def __init__(self, path="libtensor_layout_cuda_runtime.so"):
        self.lib = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
        self.lib.mgpuMemAlloc.argtypes = [ctypes.c_uint64, ctypes.c_void_p,
                                          ctypes.c_bool]
        self.lib.mgpuMemAlloc.restype = ctypes.c_void_p
        self.lib.mgpuMemFree.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        self.lib.mgpuMemcpy.argtypes = [ctypes.c_void_p, ctypes.c_void_p,
                                        ctypes.c_size_t, ctypes.c_void_p]
        self.lib.mgpuStreamSynchronize.argtypes = [ctypes.c_void_p]

    def allocate(self, size):
        return self.lib.mgpuMemAlloc(size, None, False)

    def free(self, pointer):
        self.lib.mgpuMemFree(pointer, None)

    def copy(self, destination, source, size):
        self.lib.mgpuMemcpy(destination, source, size, None)
        self.lib.mgpuStreamSynchronize(None)


class Result:
    """A network's result: where its first element is, its sizes and its
    strides (in elements), and the allocation to free."""

    def __init__(self, descriptor, rank, element_size):
        self.allocated = descriptor.allocated
        self.first = (descriptor.aligned or 0) + \
            descriptor.offset * element_size
        self.sizes = list(descriptor.sizes[:rank])
        self.strides = list(descriptor.strides[:rank])
        self.element_size = element_size

    def span(self):
        """Elements from the first to the last, inclusive (0: empty)."""
        if 0 in self.sizes:
            return 0
        return 1 + sum((n - 1) * s for n, s in zip(self.sizes, self.strides))


class Network:
    """One network of one build: `network(inputs)` calls it on `inputs`, a
    list of (device pointer, shape) of packed row-major buffers, and
    returns its Result (free it with free_result)."""

    def __init__(self, runtime, build_path, name, result_rank, element_size):
        self.runtime = runtime
        self.library = ctypes.CDLL(build_path)
        self.function = getattr(self.library, "_mlir_ciface_" + name)
        self.function.restype = None
        self.result_rank = result_rank
        self.element_size = element_size

    def __call__(self, inputs):
        descriptors = []
        for pointer, shape in inputs:
            descriptor = memref_type(len(shape))()
            descriptor.allocated = descriptor.aligned = pointer
            descriptor.offset = 0
            descriptor.sizes[:] = list(shape)
            descriptor.strides[:] = packed_strides(shape)
            descriptors.append(descriptor)
        result = memref_type(self.result_rank)()
        self.function(ctypes.byref(result),
                      *[ctypes.byref(d) for d in descriptors])
        return Result(result, self.result_rank, self.element_size)

    def free_result(self, result, inputs):
        """Frees `result` unless it is one of `inputs` (a network that
        returns its argument)."""
        if result.allocated and all(result.allocated != pointer
                                    for pointer, _ in inputs):
            self.runtime.free(result.allocated)

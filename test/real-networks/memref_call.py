"""Calls a compiled network's `_mlir_ciface_<func>` through ctypes.

Shared by run_corpus.py (its child process) and bench/real/bench_real.py
(which calls our builds in the same process as PyTorch, ONNX Runtime and
IREE). Python 3 and numpy only.

    network = CompiledFunction(["libnet.so"], "resnet18_args", arrays,
                               result_ranks=[2], result_dtypes=["float32"])
    outputs = network.run()          # numpy copies of the results
    network.call_and_release()       # one call, results freed (timing)
"""

import ctypes
import os

import numpy as np


def descriptor_type(rank):
    """The C struct of a ranked memref descriptor."""
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank),
                   ("strides", ctypes.c_int64 * rank)]
    return type("MemRef%d" % rank, (ctypes.Structure,), {"_fields_": fields})


def aligned_copy(array, alignment=64):
    """`array` copied to a buffer aligned to `alignment` bytes (what a
    compiled function may assume of its arguments)."""
    raw = np.empty(array.nbytes + alignment, dtype=np.uint8)
    start = (-raw.ctypes.data) % alignment
    out = raw[start:start + array.nbytes].view(array.dtype).reshape(
        array.shape)
    out[...] = array
    return out


def keep_freed_memory():
    """Keeps freed memory in the process (glibc returns every large block
    otherwise, and each call then faults in fresh pages), as bench/networks
    does: M_TRIM_THRESHOLD, M_MMAP_THRESHOLD."""
    libc = ctypes.CDLL(None)
    libc.mallopt(-1, 1 << 30)
    libc.mallopt(-3, 1 << 30)


class CompiledFunction:
    """The function `func` of one or more shared libraries (builds of the
    same network), bound to `inputs` (kept alive, 64-byte aligned)."""

    def __init__(self, libraries, func, inputs, result_ranks, result_dtypes):
        self._libc = ctypes.CDLL(None)
        self._libc.free.argtypes = [ctypes.c_void_p]
        self.inputs = [aligned_copy(a) for a in inputs]
        self.ranks = list(result_ranks)
        self.dtypes = [np.dtype(d) for d in result_dtypes]
        self.functions = []
        for path in libraries:
            library = ctypes.CDLL(os.path.abspath(path))
            function = getattr(library, "_mlir_ciface_" + func)
            function.restype = None
            self.functions.append(function)
        self._descriptors = []
        for array in self.inputs:
            d = descriptor_type(array.ndim)()
            d.allocated = d.aligned = array.ctypes.data
            d.offset = 0
            if array.ndim:
                d.sizes[:] = list(array.shape)
                d.strides[:] = [s // array.itemsize for s in array.strides]
            self._descriptors.append(d)
        self._result_type = type("Results", (ctypes.Structure,), {
            "_fields_": [("r%d" % i, descriptor_type(r))
                         for i, r in enumerate(self.ranks)]})
        self._owned = {a.ctypes.data for a in self.inputs}

    def call(self, which=0):
        """Calls library `which`; returns the result descriptors."""
        result = self._result_type()
        argv = [ctypes.byref(d) for d in self._descriptors]
        if self.ranks:
            argv.insert(0, ctypes.byref(result))
        self.functions[which](*argv)
        return [getattr(result, "r%d" % i) for i in range(len(self.ranks))]

    def take(self, results):
        """numpy copies of the results' elements."""
        taken = []
        for d, rank, dtype in zip(results, self.ranks, self.dtypes):
            sizes = list(d.sizes[:rank]) if rank else []
            strides = list(d.strides[:rank]) if rank else []
            span = 1 + sum((n - 1) * s for n, s in zip(sizes, strides)) \
                if 0 not in sizes else 0
            first = (d.aligned or 0) + d.offset * dtype.itemsize
            buffer = (ctypes.c_char * max(1, span * dtype.itemsize)) \
                .from_address(first)
            flat = np.frombuffer(buffer, dtype=dtype, count=span)
            taken.append(np.lib.stride_tricks.as_strided(
                flat, shape=sizes,
                strides=[s * dtype.itemsize for s in strides]).copy())
        return taken

    def release(self, results):
        """Frees the results' buffers (those that are not inputs)."""
        for allocated in {d.allocated for d in results} - self._owned - \
                {None, 0, 0xDEADBEEF}:
            self._libc.free(allocated)

    def run(self, which=0):
        """One call; the results as numpy arrays."""
        results = self.call(which)
        outputs = self.take(results)
        self.release(results)
        return outputs

    def call_and_release(self, which=0):
        self.release(self.call(which))

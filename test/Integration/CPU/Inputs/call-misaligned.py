"""Calls @mm of a shared library built by tensor-layout-compile from C
(ctypes, memref descriptors) with its operands OFFSET bytes past 64-byte
aligned buffers, and compares the result with numpy's.

    call-misaligned.py LIBRARY.so OFFSET
"""
import ctypes
import sys

import numpy as np

library, offset = sys.argv[1], int(sys.argv[2])


class Memref2D(ctypes.Structure):
    _fields_ = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                ("offset", ctypes.c_int64), ("sizes", ctypes.c_int64 * 2),
                ("strides", ctypes.c_int64 * 2)]


def placed(values: np.ndarray, keep: list) -> Memref2D:
    """`values` copied OFFSET bytes past a 64-byte boundary."""
    raw = np.zeros(values.nbytes + 128, dtype=np.uint8)
    start = (-raw.ctypes.data) % 64 + offset
    view = raw[start:start + values.nbytes].view(np.float32)
    view[:] = values.ravel()
    keep.append(raw)
    address = view.ctypes.data
    rows, cols = values.shape
    return Memref2D(address, address, 0, (rows, cols), (cols, 1))


rng = np.random.default_rng(0)
a = rng.standard_normal((4, 8)).astype(np.float32)
b = rng.standard_normal((8, 4)).astype(np.float32)
keep = []
da, db = placed(a, keep), placed(b, keep)
print("a at %d mod 64, b at %d mod 64" % (da.aligned % 64, db.aligned % 64))
result = Memref2D()
mm = ctypes.CDLL(library)._mlir_ciface_mm
mm(ctypes.byref(result), ctypes.byref(da), ctypes.byref(db))
got = np.ctypeslib.as_array(
    ctypes.cast(result.aligned, ctypes.POINTER(ctypes.c_float)),
    shape=(4, 4))[:, :]
got = got.copy()
print("max error %.1e" % np.abs(got - a @ b).max())
# The operands are as the caller left them.
print("operands kept:", bool((np.frombuffer(
    ctypes.string_at(da.aligned, a.nbytes), np.float32) == a.ravel()).all()))

"""Checked memory for compiled code: guard regions around every buffer.

    allocator = GuardedAllocator()
    compiled = tl.compile(source, allocator=allocator)
    out = compiled.f(x)
    allocator.check()          # raises MemoryCheckError on any stray write

`compile(..., allocator=GuardedAllocator())` makes the compiled code's
`malloc`, `aligned_alloc` and `free` (what memref.alloc and memref.dealloc
become), `calloc` (which LLVM makes of malloc + zero fill) and the
argument buffers of calls come from here. Every buffer sits between guard
regions and starts filled with a byte pattern, so a write outside a
buffer changes a guard, and a buffer's bytes that nobody wrote (undefined
padding) still hold the pattern afterwards. Guards are checked when a
buffer is freed, after every call, and by `check()`. Reads outside a
buffer are not seen here: run under valgrind for those (docs/reliability.md).
"""

import ctypes
from typing import Dict, List, Sequence

import numpy as np

PATTERN = 0xA5


class MemoryCheckError(AssertionError):
    """Compiled code wrote outside a buffer, or freed what it did not own."""


_MALLOC = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_size_t)
_CALLOC = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_size_t, ctypes.c_size_t)
_FREE = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


class SystemAllocator:
    """The process's malloc/free and plain numpy arguments (the default)."""

    _libc = ctypes.CDLL(None)
    _libc.free.argtypes = [ctypes.c_void_p]
    _libc.free.restype = None

    def symbols(self) -> Dict[str, int]:
        return {}

    def empty(self, shape: Sequence[int], dtype: np.dtype,
              alignment: int) -> np.ndarray:
        nbytes = int(np.prod(shape)) * dtype.itemsize
        raw = np.empty(nbytes + alignment, dtype=np.uint8)
        start = -raw.ctypes.data % alignment
        return raw[start:start + nbytes].view(dtype).reshape(shape)

    def release(self, array: np.ndarray) -> None:
        pass  # numpy owns it.

    def free(self, address: int) -> None:
        self._libc.free(address)

    def check_result(self, allocated: int, aligned: int, nbytes: int) -> None:
        pass

    def check(self) -> None:
        pass


class GuardedAllocator(SystemAllocator):
    """Buffers between `guard` bytes of PATTERN on each side, themselves
    filled with PATTERN; misuse is recorded and raised by check()."""

    ALIGNMENT = 64  # At least what malloc promises, and cache-line aligned.

    def __init__(self, guard: int = 256):
        self.guard = guard
        self._live: Dict[int, np.ndarray] = {}  # user address -> whole block
        self._arguments: Dict[int, int] = {}  # argument data -> user address
        self._errors: List[str] = []
        self.allocations = 0
        # The callbacks must outlive the compiled code that calls them.
        self._callbacks = {
            "malloc": _MALLOC(self._on_malloc),
            "calloc": _CALLOC(self._on_calloc),
            "aligned_alloc": _CALLOC(self._on_aligned_alloc),
            "free": _FREE(self._on_free),
        }

    def symbols(self) -> Dict[str, int]:
        return {name: ctypes.cast(callback, ctypes.c_void_p).value
                for name, callback in self._callbacks.items()}

    def _allocate(self, nbytes: int) -> int:
        raw = np.full(nbytes + 2 * self.guard + self.ALIGNMENT, PATTERN,
                      dtype=np.uint8)
        start = (-(raw.ctypes.data + self.guard)) % self.ALIGNMENT
        block = raw[start:start + nbytes + 2 * self.guard]
        address = block.ctypes.data + self.guard
        self._live[address] = block
        self.allocations += 1
        return address

    def _check_guards(self, address: int, block: np.ndarray) -> None:
        low, high = block[:self.guard], block[-self.guard:]
        for name, guard in (("before", low), ("after", high)):
            bad = np.flatnonzero(guard != PATTERN)
            if bad.size:
                size = block.size - 2 * self.guard
                self._errors.append(
                    f"write {name} the {size}-byte buffer at {address:#x}: "
                    f"{bad.size} guard byte(s) changed")

    def _on_malloc(self, size: int) -> int:
        try:
            return self._allocate(size)
        except Exception as error:  # Never raise into compiled code.
            self._errors.append(f"malloc({size}) failed: {error}")
            return 0

    def _on_calloc(self, count: int, size: int) -> int:
        address = self._on_malloc(count * size)
        if address:
            block = self._live[address]
            block[self.guard:self.guard + count * size] = 0
        return address

    def _on_aligned_alloc(self, alignment: int, size: int) -> int:
        if alignment > self.ALIGNMENT:
            self._errors.append(f"aligned_alloc({alignment}, {size}): "
                                f"alignment above {self.ALIGNMENT}")
            return 0
        return self._on_malloc(size)

    def _on_free(self, address) -> None:
        if not address:
            return
        block = self._live.pop(address, None)
        if block is None:
            self._errors.append(f"free of {address:#x}, not allocated here "
                                f"(or freed twice)")
            return
        self._check_guards(address, block)

    def empty(self, shape: Sequence[int], dtype: np.dtype,
              alignment: int) -> np.ndarray:
        nbytes = int(np.prod(shape)) * dtype.itemsize
        address = self._allocate(nbytes + alignment)
        offset = -address % alignment
        block = self._live[address]
        data = block[self.guard + offset:self.guard + offset + nbytes]
        self._arguments[data.ctypes.data] = address
        return data.view(dtype).reshape(shape)

    def release(self, array: np.ndarray) -> None:
        address = self._arguments.pop(array.ctypes.data, None)
        if address is not None:
            self._on_free(address)

    def free(self, address: int) -> None:
        self._on_free(address)

    def check_result(self, allocated: int, aligned: int, nbytes: int) -> None:
        """The bytes of a result's allocation around its data (alignment
        slack) were not written either."""
        block = self._live.get(allocated)
        if block is None:
            return  # An argument or a constant global.
        data = block[self.guard:-self.guard]
        start = aligned - allocated
        outside = np.concatenate([data[:start], data[start + nbytes:]])
        if (outside != PATTERN).any():
            self._errors.append(
                f"write outside a {nbytes}-byte result at {aligned:#x} "
                f"(within its allocation)")

    def check(self) -> None:
        """Raises MemoryCheckError for anything seen so far."""
        for address, block in self._live.items():
            self._check_guards(address, block)
        if self._errors:
            errors, self._errors = self._errors, []
            raise MemoryCheckError("; ".join(errors))

    @property
    def live(self) -> int:
        """Buffers allocated here and not yet freed."""
        return len(self._live)

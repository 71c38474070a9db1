"""Element types: MLIR names, numpy storage dtypes and exact constants.

MLIR element types are named as in MLIR (`f32`, `bf16`, `i8`, `i1`,
`index`). Each is held in numpy by a storage dtype of its size, the size
the layout dialect gives it (getElementByteSize: integers and floats rounded
up to whole bytes, `index` 8 bytes):

- `i1` is numpy `bool`, `index` is `int64`; signless `iN` are `intN`
  (`uintN` arrays are taken as their bits), `uiN` / `siN` are `uintN` / `intN`;
- numpy has no bfloat16: `bf16` tensors are stored as `uint16` bit
  patterns; a float array given for a `bf16` tensor is rounded to nearest
  even, and `np.asarray` of a bf16 result gives exact float32 values;
- the 8-bit float types (`f8E4M3FN`, `f8E5M2`, ...) have no numpy dtype
  either: they are raw `uint8` bytes, given and returned as such.

Complex numbers have no layout (the dialect accepts integer, index and
floating-point elements only) and are refused, as are integer widths that
are not 1, 8, 16, 32 or 64 bits.
"""

from typing import Union

import numpy as np

ElementType = Union[str, np.dtype, type]

_STORAGE = {
    "f16": np.float16,
    "bf16": np.uint16,
    "f32": np.float32,
    "f64": np.float64,
    "i1": np.bool_,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
    "index": np.int64,
}
_STORAGE.update({f"si{n}": getattr(np, f"int{n}") for n in (8, 16, 32, 64)})
_STORAGE.update({f"ui{n}": getattr(np, f"uint{n}") for n in (8, 16, 32, 64)})
# MLIR's 8-bit floats (builtin types in MLIR 22): raw bytes.
RAW_BYTE_TYPES = ("f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ",
                  "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU")
_STORAGE.update({name: np.uint8 for name in RAW_BYTE_TYPES})

_FROM_NUMPY = {
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
    np.dtype(np.bool_): "i1",
    np.dtype(np.int8): "i8",
    np.dtype(np.uint8): "i8",
    np.dtype(np.int16): "i16",
    np.dtype(np.int32): "i32",
    np.dtype(np.int64): "i64",
}


def element_type(dtype: ElementType) -> str:
    """The MLIR name of an element type given by MLIR name or numpy dtype."""
    if isinstance(dtype, str) and dtype in _STORAGE:
        return dtype
    if isinstance(dtype, str) and dtype.startswith("complex"):
        raise TypeError(f"unsupported element type {dtype!r}: layouts hold "
                        f"integer, index and floating-point elements only")
    try:
        numpy_dtype = np.dtype(dtype)
    except (TypeError, ValueError):
        numpy_dtype = None
    if numpy_dtype in _FROM_NUMPY:
        return _FROM_NUMPY[numpy_dtype]
    if numpy_dtype is not None and numpy_dtype.kind == "c":
        raise TypeError(f"unsupported element type {numpy_dtype}: layouts "
                        f"hold integer, index and floating-point elements "
                        f"only (no complex)")
    raise TypeError(
        f"unsupported element type {dtype!r}; use one of "
        f"{', '.join(_STORAGE)} or the matching numpy dtype")


def storage_dtype(dtype: ElementType) -> np.dtype:
    """The numpy dtype holding elements of an element type."""
    return np.dtype(_STORAGE[element_type(dtype)])


def is_raw_bytes(dtype: ElementType) -> bool:
    """Whether elements are raw bytes without a numpy meaning (f8 types)."""
    return element_type(dtype) in RAW_BYTE_TYPES


def _float_to_bf16_bits(values) -> np.ndarray:
    floats = np.asarray(values, dtype=np.float32)
    bits = np.atleast_1d(floats).view(np.uint32).astype(np.uint64)
    sixteen = np.uint64(16)
    rounded = (bits + np.uint64(0x7FFF) + ((bits >> sixteen) & np.uint64(1))
               ) >> sixteen
    rounded = np.where(np.isnan(np.atleast_1d(floats)), 0x7FC0, rounded)
    return rounded.astype(np.uint16).reshape(floats.shape)


def bf16_bits_to_float(bits) -> np.ndarray:
    """float32 values of bf16 bit patterns (exact)."""
    wide = np.asarray(bits, dtype=np.uint16).astype(np.uint32) << np.uint32(16)
    return wide.view(np.float32)


def to_storage(values, dtype: ElementType) -> np.ndarray:
    """`values` as an array of the storage dtype of `dtype`."""
    name = element_type(dtype)
    array = np.asarray(values)
    if name == "bf16" and array.dtype != np.uint16:
        return _float_to_bf16_bits(array)
    if name in RAW_BYTE_TYPES and array.dtype != np.uint8:
        raise TypeError(f"{name} elements are raw bytes: give their bit "
                        f"patterns as a uint8 array, not {array.dtype}")
    return array.astype(_STORAGE[name], copy=False)


def constant_text(value, dtype: ElementType) -> str:
    """An MLIR typed constant holding exactly `value` as an element of `dtype`
    (floats are spelled by their bits, so nothing is lost in decimal)."""
    name = element_type(dtype)
    bits = to_storage(value, name)
    if name == "i1":
        return f"{'true' if bits else 'false'}"
    if name[0] in "ius" or name == "index":
        return f"{int(bits)} : {name}"
    unsigned = bits.view(f"u{bits.dtype.itemsize}")
    return f"0x{int(unsigned):0{2 * bits.dtype.itemsize}X} : {name}"

"""Element types: MLIR names, numpy storage dtypes and exact constants.

MLIR element types are named as in MLIR (`f32`, `bf16`, `i8`). numpy has no
bfloat16, so `bf16` tensors are stored as `uint16` bit patterns; a float
array given for a `bf16` tensor is rounded to nearest even.
"""

from typing import Union

import numpy as np

ElementType = Union[str, np.dtype, type]

_STORAGE = {
    "f16": np.float16,
    "bf16": np.uint16,
    "f32": np.float32,
    "f64": np.float64,
    "i8": np.int8,
    "i16": np.int16,
    "i32": np.int32,
    "i64": np.int64,
}

_FROM_NUMPY = {
    np.dtype(np.float16): "f16",
    np.dtype(np.float32): "f32",
    np.dtype(np.float64): "f64",
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
    try:
        return _FROM_NUMPY[np.dtype(dtype)]
    except (TypeError, KeyError):
        raise TypeError(
            f"unsupported element type {dtype!r}; use one of "
            f"{', '.join(_STORAGE)} or the matching numpy dtype") from None


def storage_dtype(dtype: ElementType) -> np.dtype:
    """The numpy dtype holding elements of an element type."""
    return np.dtype(_STORAGE[element_type(dtype)])


def _float_to_bf16_bits(values) -> np.ndarray:
    floats = np.asarray(values, dtype=np.float32)
    bits = np.atleast_1d(floats).view(np.uint32).astype(np.uint64)
    sixteen = np.uint64(16)
    rounded = (bits + np.uint64(0x7FFF) + ((bits >> sixteen) & np.uint64(1))
               ) >> sixteen
    rounded = np.where(np.isnan(np.atleast_1d(floats)), 0x7FC0, rounded)
    return rounded.astype(np.uint16).reshape(floats.shape)


def to_storage(values, dtype: ElementType) -> np.ndarray:
    """`values` as an array of the storage dtype of `dtype`."""
    name = element_type(dtype)
    array = np.asarray(values)
    if name == "bf16" and array.dtype != np.uint16:
        return _float_to_bf16_bits(array)
    return array.astype(_STORAGE[name], copy=False)


def constant_text(value, dtype: ElementType) -> str:
    """An MLIR typed constant holding exactly `value` as an element of `dtype`
    (floats are spelled by their bits, so nothing is lost in decimal)."""
    name = element_type(dtype)
    bits = to_storage(value, name)
    if name[0] == "i":
        return f"{int(bits)} : {name}"
    unsigned = bits.view(f"u{bits.dtype.itemsize}")
    return f"0x{int(unsigned):0{2 * bits.dtype.itemsize}X} : {name}"

"""Reference packing in numpy, and tensors held in their layout.

`pack` and `unpack` model docs/LayoutSemantics.md directly in numpy, apart
from the compiler's C++ layout math, so that tests can compare compiled code
against an independent reference.

A LayoutArray behaves as the numpy array of its logical tensor:
`np.asarray(a)`, `a + 1`, `a[0]`, `np.sum(a)`. Where the layout places the
tensor as a strided view of its buffer (every untiled layout), that view is
what numpy gets, through `__array_interface__` (byte strides, the offset of
element 0); where it does not (tiled layouts), `__array__` unpacks a copy.
"""

from typing import Optional, Sequence, Tuple

import numpy as np

from . import _checks
from .dtypes import (ElementType, RAW_BYTE_TYPES, bf16_bits_to_float,
                     element_type, storage_dtype, to_storage)
from .layout import Layout


def _round_up(value: int, multiple: int) -> int:
    return -(-value // multiple) * multiple


def _padded_shape(shape: Sequence[int], layout: Layout) -> Tuple[int, ...]:
    rank = len(shape)
    return tuple(
        _round_up(lo + s + hi, a)
        for s, lo, hi, a in zip(shape, layout.low_padding(rank),
                                layout.high_padding(rank),
                                layout.alignment(rank)))


def _split(padded: Sequence[int], layout: Layout):
    """Shape with every tiled dim split into (outer, tile), and the axes of
    that shape in physical order."""
    tile_size = dict(layout.tiles)
    split, outer_axis, tile_axis = [], {}, {}
    for d, extent in enumerate(padded):
        outer_axis[d] = len(split)
        if d in tile_size:
            split.append(extent // tile_size[d])
            tile_axis[d] = len(split)
            split.append(tile_size[d])
        else:
            split.append(extent)
    rank = len(padded)
    axes = [outer_axis[e] if e < rank else tile_axis[layout.tiles[e - rank][0]]
            for e in layout.physical_order(rank)]
    return split, axes


def _pad_fill(layout: Layout, name: str):
    """What padding holds in a packed buffer: the pad value, or zero for
    undefined padding (which no reader may look at)."""
    value = layout.pad_value
    if name in RAW_BYTE_TYPES:
        if value not in (None, 0):
            raise TypeError(f"the numpy reference does not encode {name} "
                            f"pad values other than zero")
        return np.uint8(0)
    return to_storage(0 if value is None else value, name)


def pack(array, layout: Layout,
         dtype: Optional[ElementType] = None) -> np.ndarray:
    """The physical buffer of `array` stored in `layout`, padding included.

    The result has the layout's physical shape (outer dims and tiles in the
    layout's physical order) and is C-contiguous, so its bytes are the buffer. Padding
    holds the pad value; undefined padding is zero here. `dtype` (MLIR
    element type name or numpy dtype) defaults to the array's dtype; a float
    array packed as `bf16` is rounded to nearest even.
    """
    name = element_type(dtype if dtype is not None else np.asarray(array).dtype)
    values = to_storage(array, name)
    layout.tensor_type(values.shape, name)  # Raises MLIRError if unfit.
    rank = values.ndim
    buffer = np.full(_padded_shape(values.shape, layout),
                     _pad_fill(layout, name), dtype=storage_dtype(name))
    interior = tuple(slice(lo, lo + s) for lo, s in
                     zip(layout.low_padding(rank), values.shape))
    buffer[interior] = values
    split, axes = _split(buffer.shape, layout)
    return np.ascontiguousarray(buffer.reshape(split).transpose(axes))


def unpack(buffer, layout: Layout, shape: Sequence[int],
           dtype: Optional[ElementType] = None) -> np.ndarray:
    """The tensor of `shape` stored in `buffer` (a physical buffer in
    `layout`, of any shape holding the right number of elements)."""
    buffer = np.asarray(buffer)
    shape = _checks.shape(shape)
    name = element_type(dtype if dtype is not None else buffer.dtype)
    layout.tensor_type(shape, name)  # Raises MLIRError if unfit.
    padded = _padded_shape(shape, layout)
    split, axes = _split(padded, layout)
    physical = [split[a] for a in axes]
    if buffer.size != int(np.prod(physical)):
        raise ValueError(f"buffer of {buffer.size} elements does not hold a "
                         f"{'x'.join(map(str, shape))} tensor in {layout} "
                         f"(physical shape {tuple(physical)})")
    logical = (np.ascontiguousarray(buffer).reshape(physical)
               .transpose(np.argsort(axes)).reshape(padded))
    rank = len(shape)
    interior = tuple(slice(lo, lo + s) for lo, s in
                     zip(layout.low_padding(rank), shape))
    return np.ascontiguousarray(logical[interior])


class NoStridedViewError(AttributeError):
    """A LayoutArray's logical tensor is no strided view of its buffer
    (a tiled layout, or elements numpy has no dtype for): numpy takes a
    copy through __array__ instead."""


class LayoutArray(np.lib.mixins.NDArrayOperatorsMixin):
    """A tensor held in a layout: its physical buffer, padding included.

    `physical` is C-contiguous with the layout's physical shape; `numpy()`
    gives the logical tensor (a copy, in the storage dtype: bf16 as uint16
    bits). Compiled functions take and return these.

    It is also array-like: numpy functions, ufuncs and operators see the
    logical tensor (`np.asarray(a)`, `a + 1`, `a[0]`) and give numpy
    arrays. For untiled layouts `np.asarray(a)` is a view into `physical`
    (no copy; `__array_interface__` gives its byte strides); for tiled
    layouts it is an unpacked copy and `__array_interface__` raises
    NoStridedViewError. bf16 tensors convert to exact float32 values; 8-bit
    float tensors (raw bytes) do not convert: use `numpy()` for their bytes.
    """

    def __init__(self, physical: np.ndarray, layout: Layout,
                 shape: Sequence[int], dtype: ElementType):
        self.physical = np.ascontiguousarray(physical)
        self.layout = layout
        self.shape = _checks.shape(shape)
        self.element_type = element_type(dtype)

    @classmethod
    def from_numpy(cls, array, layout: Layout,
                   dtype: Optional[ElementType] = None) -> "LayoutArray":
        """Packs `array` into `layout` (see pack)."""
        array = np.asarray(array)
        name = element_type(dtype if dtype is not None else array.dtype)
        return cls(pack(array, layout, name), layout, array.shape, name)

    def numpy(self) -> np.ndarray:
        """The logical tensor (a copy) in the storage dtype."""
        return unpack(self.physical, self.layout, self.shape,
                      self.element_type)

    @property
    def tensor_type(self) -> str:
        return self.layout.tensor_type(self.shape, self.element_type)

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d tensor")
        return self.shape[0]

    def __getitem__(self, key):
        return np.asarray(self)[key]

    # The numpy array protocol.
    def _no_view_reason(self) -> Optional[str]:
        if self.element_type == "bf16" or self.element_type in RAW_BYTE_TYPES:
            return f"numpy has no {self.element_type} dtype"
        if self.layout.element_strides(self.shape, self.element_type) is None:
            return f"the tiled layout {self.layout} places it in blocks"
        return None

    def _view(self) -> np.ndarray:
        """The logical tensor as a strided view of `physical`."""
        strides = self.layout.byte_strides(self.shape, self.element_type)
        offset = self.layout.offset(self.shape, self.element_type)
        flat = self.physical.reshape(-1)
        return np.lib.stride_tricks.as_strided(
            flat[offset:] if offset < flat.size else flat[:0],
            shape=self.shape, strides=strides)

    @property
    def __array_interface__(self) -> dict:
        reason = self._no_view_reason()
        if reason is not None:
            raise NoStridedViewError(
                f"{self.tensor_type} is no strided view of its buffer "
                f"({reason}): np.asarray() makes a copy through __array__")
        interface = dict(self._view().__array_interface__)
        interface["strides"] = self.layout.byte_strides(self.shape,
                                                        self.element_type)
        return interface

    def __array__(self, dtype=None, copy=None) -> np.ndarray:
        if self.element_type in RAW_BYTE_TYPES:
            raise TypeError(
                f"{self.tensor_type}: numpy has no {self.element_type} dtype; "
                f"numpy() gives the raw bytes as uint8")
        reason = self._no_view_reason()
        if reason is None:
            array = self._view()
            if copy:
                array = array.copy()
        elif copy is False:
            raise ValueError(f"{self.tensor_type} cannot be viewed without a "
                             f"copy: {reason}")
        elif self.element_type == "bf16":
            array = bf16_bits_to_float(self.numpy())
        else:
            array = self.numpy()
        if dtype is not None:
            array = array.astype(dtype, copy=False)
        return array

    def __array_ufunc__(self, ufunc, method, *inputs, out=None, **kwargs):
        # Results are numpy arrays; writing into a layout's buffer through
        # out= is not offered (a += 1 rebinds a to a numpy array).
        if out is not None:
            if any(isinstance(o, LayoutArray) for o in out):
                return NotImplemented
            kwargs["out"] = out
        inputs = tuple(np.asarray(x) if isinstance(x, LayoutArray) else x
                       for x in inputs)
        return getattr(ufunc, method)(*inputs, **kwargs)

    def __repr__(self) -> str:
        return f"LayoutArray({self.tensor_type}, physical shape " \
               f"{self.physical.shape})"

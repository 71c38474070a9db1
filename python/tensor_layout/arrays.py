"""Reference packing in numpy, and tensors held in their layout.

`pack` and `unpack` model docs/LayoutSemantics.md directly in numpy, apart
from the compiler's C++ layout math, so that tests can compare compiled code
against an independent reference.
"""

from typing import Optional, Sequence, Tuple

import numpy as np

from .dtypes import ElementType, element_type, storage_dtype, to_storage
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
    axes = [outer_axis[d] for d in layout.dim_order(len(padded))]
    axes += [tile_axis[d] for d, _ in layout.tiles]
    return split, axes


def _pad_fill(layout: Layout, name: str):
    """What padding holds in a packed buffer: the pad value, or zero for
    undefined padding (which no reader may look at)."""
    value = layout.pad_value
    return to_storage(0 if value is None else value, name)


def pack(array, layout: Layout,
         dtype: Optional[ElementType] = None) -> np.ndarray:
    """The physical buffer of `array` stored in `layout`, padding included.

    The result has the layout's physical shape (outer dims in layout order,
    then tiles) and is C-contiguous, so its bytes are the buffer. Padding
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


class LayoutArray:
    """A tensor held in a layout: its physical buffer, padding included.

    `physical` is C-contiguous with the layout's physical shape; `numpy()`
    gives the logical tensor. Compiled functions take and return these.
    """

    def __init__(self, physical: np.ndarray, layout: Layout,
                 shape: Sequence[int], dtype: ElementType):
        self.physical = physical
        self.layout = layout
        self.shape = tuple(int(s) for s in shape)
        self.element_type = element_type(dtype)

    @classmethod
    def from_numpy(cls, array, layout: Layout,
                   dtype: Optional[ElementType] = None) -> "LayoutArray":
        """Packs `array` into `layout` (see pack)."""
        array = np.asarray(array)
        name = element_type(dtype if dtype is not None else array.dtype)
        return cls(pack(array, layout, name), layout, array.shape, name)

    def numpy(self) -> np.ndarray:
        """The logical tensor (a copy)."""
        return unpack(self.physical, self.layout, self.shape,
                      self.element_type)

    @property
    def tensor_type(self) -> str:
        return self.layout.tensor_type(self.shape, self.element_type)

    def __repr__(self) -> str:
        return f"LayoutArray({self.tensor_type}, physical shape " \
               f"{self.physical.shape})"

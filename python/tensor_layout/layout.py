"""Layouts as Python objects: the `#layout.encoding` attribute."""

from typing import Optional, Sequence, Tuple, Union

import numpy as np

from . import _tensor_layout as _native
from ._context import Context, resolve
from .dtypes import ElementType, constant_text, element_type

PadValue = Union[None, str, int, float, np.generic]


def _pad_value_text(pad_value: PadValue) -> Optional[str]:
    """None (undef), "zero", or an MLIR typed constant."""
    if pad_value is None or pad_value == "undef":
        return None
    if isinstance(pad_value, str):
        return pad_value
    if isinstance(pad_value, np.generic):
        return constant_text(pad_value, pad_value.dtype)
    if pad_value == 0:
        return "zero"
    raise ValueError(
        f"pad value {pad_value!r} needs an element type: pass a numpy scalar "
        f"such as np.float32({pad_value!r}) or MLIR text such as "
        f"'{pad_value!r} : f32'")


class Layout:
    """How a tensor is stored: dimension order, alignment, halo padding, pad
    value, inner tiles and base alignment (see docs/LayoutSemantics.md).

    >>> Layout(order=[0, 2, 3, 1], align=[1, 16, 1, 1], pad_value=0.0)
    Layout('#layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = zero>')

    Every part is optional (the default is the packed row-major layout).
    `pad_value` is None (undefined padding), 0 / "zero", a numpy scalar
    (`np.float32(-1)`), or MLIR text (`"-1.0 : f32"`). `tiles` lists
    `(dim, size)` pairs. Invalid parts raise MLIRError.
    """

    def __init__(self, order: Sequence[int] = (), align: Sequence[int] = (),
                 pad_low: Sequence[int] = (), pad_high: Sequence[int] = (),
                 pad_value: PadValue = None,
                 tiles: Sequence[Tuple[int, int]] = (), base_align: int = 0,
                 *, context: Optional[Context] = None):
        self._native = _native.Layout.get(
            resolve(context)._native, list(order), list(align), list(pad_low),
            list(pad_high), _pad_value_text(pad_value),
            [(int(d), int(s)) for d, s in tiles], int(base_align))

    @classmethod
    def parse(cls, text: str, *, context: Optional[Context] = None) -> "Layout":
        """Parses `#layout.encoding<...>` text."""
        return cls._wrap(_native.Layout.parse(resolve(context)._native, text))

    @classmethod
    def _wrap(cls, native) -> "Layout":
        layout = cls.__new__(cls)
        layout._native = native
        return layout

    # Parts, as written (normalized); an empty tuple means the default.
    @property
    def order(self) -> Tuple[int, ...]:
        return tuple(self._native.order)

    @property
    def align(self) -> Tuple[int, ...]:
        return tuple(self._native.align)

    @property
    def pad_low(self) -> Tuple[int, ...]:
        return tuple(self._native.pad_low)

    @property
    def pad_high(self) -> Tuple[int, ...]:
        return tuple(self._native.pad_high)

    @property
    def tiles(self) -> Tuple[Tuple[int, int], ...]:
        return tuple(tuple(t) for t in self._native.tiles)

    @property
    def base_align(self) -> int:
        """Byte alignment of the buffer start; 0 when none is asked for."""
        return self._native.base_align

    @property
    def pad_kind(self) -> str:
        """"undef", "zero" or "constant"."""
        return self._native.pad_value[0]

    @property
    def pad_value(self) -> Union[None, int, float]:
        """What padding holds: None when undefined, else a number."""
        kind, value, _ = self._native.pad_value
        return None if kind == "undef" else (0 if kind == "zero" else value)

    @property
    def pad_value_type(self) -> Optional[str]:
        """The element type of a constant pad value, None otherwise."""
        return self._native.pad_value[2]

    # Parts with defaults filled in for a rank.
    def dim_order(self, rank: int) -> Tuple[int, ...]:
        return self.order or tuple(range(rank))

    def alignment(self, rank: int) -> Tuple[int, ...]:
        return self.align or (1,) * rank

    def low_padding(self, rank: int) -> Tuple[int, ...]:
        return self.pad_low or (0,) * rank

    def high_padding(self, rank: int) -> Tuple[int, ...]:
        return self.pad_high or (0,) * rank

    # Physical placement of a tensor of `shape` (computed by the compiler's
    # own layout math; tensor_layout.pack is the independent numpy model).
    def _placement(self, shape: Sequence[int], dtype: Optional[ElementType]):
        return self._native.placement(
            [int(s) for s in shape], self._element_type(dtype))

    def _element_type(self, dtype: Optional[ElementType]) -> str:
        if dtype is not None:
            return element_type(dtype)
        return self.pad_value_type or "f32"

    def physical_shape(self, shape: Sequence[int],
                       dtype: Optional[ElementType] = None) -> Tuple[int, ...]:
        """Shape of the packed physical buffer: outer dims in order, then
        tiles."""
        return self._placement(shape, dtype)[0]

    def strides(self, shape: Sequence[int],
                dtype: Optional[ElementType] = None
                ) -> Optional[Tuple[int, ...]]:
        """Stride in elements of each logical dim (None for tiled layouts)."""
        return self._placement(shape, dtype)[1]

    def offset(self, shape: Sequence[int],
               dtype: Optional[ElementType] = None) -> int:
        """Offset in elements of logical element (0, ..., 0)."""
        return self._placement(shape, dtype)[2]

    def allocation_bytes(self, shape: Sequence[int],
                         dtype: Optional[ElementType] = None) -> int:
        """Bytes of the physical buffer, padding included."""
        return self._placement(shape, dtype)[3]

    def tensor_type(self, shape: Sequence[int],
                    dtype: Optional[ElementType] = None) -> str:
        """The MLIR tensor type of `shape` and `dtype` in this layout."""
        return self._native.tensor_type([int(s) for s in shape],
                                        self._element_type(dtype))

    def __str__(self) -> str:
        return str(self._native)

    def __repr__(self) -> str:
        return f"Layout({str(self)!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Layout) and self._native == other._native

    def __hash__(self) -> int:
        return hash(self._native)

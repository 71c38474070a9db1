"""Layouts as Python objects: the `#layout.encoding` attribute."""

import numbers
import warnings
from typing import Optional, Sequence, Tuple, Union

import numpy as np

from . import _checks
from . import _tensor_layout as _native
from ._context import Context, resolve
from .dtypes import ElementType, constant_text, element_type, storage_dtype

PadValue = Union[None, str, int, float, np.generic]


def _pad_value_text(pad_value: PadValue) -> Optional[str]:
    """None (undef), "zero", or an MLIR typed constant."""
    if pad_value is None or pad_value == "undef":
        return None
    if isinstance(pad_value, str):
        return pad_value
    if isinstance(pad_value, np.generic):
        return constant_text(pad_value, pad_value.dtype)
    if not isinstance(pad_value, numbers.Number):
        raise TypeError(
            f"pad_value must be None, 0, \"zero\", a numpy scalar such as "
            f"np.float32(-1) or MLIR text such as \"-1.0 : f32\", got "
            f"{pad_value!r} ({type(pad_value).__name__})")
    if pad_value == 0:
        return "zero"
    raise ValueError(
        f"pad value {pad_value!r} needs an element type: pass a numpy scalar "
        f"such as np.float32({pad_value!r}) or MLIR text such as "
        f"'{pad_value!r} : f32'")


def _memory_space_text(memory_space: Union[int, str, None]) -> Optional[str]:
    """None (the default space), or the space as MLIR text."""
    if memory_space is None:
        return None
    if isinstance(memory_space, str):
        return memory_space
    # A number is a numbered space, as memref types spell it (`1 : i64`).
    return str(_checks.integer(memory_space, "memory_space"))


class Layout:
    """How a tensor is stored: dimension order, alignment, halo padding, pad
    value, inner tiles and base alignment (see docs/LayoutSemantics.md).

    >>> Layout(order=[0, 2, 3, 1], align=[1, 16, 1, 1], pad_value=0.0)
    Layout('#layout.encoding<order = [0, 2, 3, 1], align = [1, 16, 1, 1], pad_value = zero>')

    Every part is optional (the default is the packed row-major layout).
    `pad_value` is None (undefined padding), 0 / "zero", a numpy scalar
    (`np.float32(-1)`), or MLIR text (`"-1.0 : f32"`). `tiles` lists
    `(dim, size)` pairs (`[(1, 16)]`) or is a dict (`{1: 16}`).
    `tile_positions` places tile k at that position of the physical shape
    (with `order` written out: `order=[0, 1, 2, 3], tiles=[(1, 4)],
    tile_positions=[2]` is TVM's NC4cHW). `row_metadata` (MLIR text such as
    `"tensor<2xf32>"`, no pad value with it) keeps a companion tensor at the
    end of every row. `memory_space` puts the buffer in a memory space: a
    number (`1`) or MLIR text (`"#gpu.address_space<workgroup>"`); run such
    programs on the host with `host-memory-spaces=true`. Arguments of
    the wrong kind raise TypeError; parts the dialect rejects (an order that
    is not a permutation, a zero tile) raise MLIRError.
    """

    def __init__(self, order: Sequence[int] = (), align: Sequence[int] = (),
                 pad_low: Sequence[int] = (), pad_high: Sequence[int] = (),
                 pad_value: PadValue = None,
                 tiles: Sequence[Tuple[int, int]] = (), base_align: int = 0,
                 *, tile_positions: Sequence[int] = (),
                 row_metadata: Optional[str] = None,
                 memory_space: Union[int, str, None] = None,
                 context: Optional[Context] = None):
        if context is not None and not isinstance(context, Context):
            raise TypeError(f"context must be a tensor_layout.Context, got "
                            f"{type(context).__name__}")
        example = {"order": "[0, 2, 3, 1]", "align": "[1, 16, 1, 1]",
                   "pad_low": "[0, 1]", "pad_high": "[0, 1]"}
        parts = {name: list(_checks.integers(value, name, example[name]))
                 for name, value in (("order", order), ("align", align),
                                     ("pad_low", pad_low),
                                     ("pad_high", pad_high))}
        pad_text = _pad_value_text(pad_value)
        if row_metadata is not None:
            if not isinstance(row_metadata, str):
                raise TypeError(f"row_metadata must be MLIR text such as "
                                f"\"tensor<2xf32>\", got "
                                f"{type(row_metadata).__name__}")
            if pad_text is not None:
                raise ValueError("a layout's padding holds a pad value or "
                                 "row metadata, not both")
            # Row metadata is stored where the pad value is, as a type.
            pad_text = row_metadata
        self._native = _native.Layout.get(
            resolve(context)._native, parts["order"], parts["align"],
            parts["pad_low"], parts["pad_high"], pad_text,
            list(_checks.tiles(tiles)),
            _checks.integer(base_align, "base_align"),
            list(_checks.integers(tile_positions, "tile_positions", "[2]")),
            _memory_space_text(memory_space))
        if row_metadata is not None and self.row_metadata is None:
            raise ValueError(f"row_metadata must be a tensor type such as "
                             f"\"tensor<2xf32>\", got {row_metadata!r}")
        if row_metadata is None and self.row_metadata is not None:
            raise ValueError(f"pad_value must be a number, not the type "
                             f"{pad_value!r}; pass row_metadata= for row "
                             f"metadata")

    @classmethod
    def parse(cls, text: str, *, context: Optional[Context] = None) -> "Layout":
        """Parses `#layout.encoding<...>` text."""
        return cls._wrap(_native.Layout.parse(
            resolve(context)._native, _checks.text(text, "layout text")))

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
    def row_metadata(self) -> Optional[str]:
        """The tensor type each row's end holds (`"tensor<2xf32>"`), or
        None (see docs/LayoutSemantics.md, "Row metadata")."""
        return self._native.row_metadata

    @property
    def memory_space(self) -> Union[int, str, None]:
        """The memory space the buffer lives in: None for the default one,
        an int for a numbered one, MLIR text for a dialect's (see
        docs/LayoutSemantics.md, "Memory spaces")."""
        return self._native.memory_space

    @property
    def pad_value_type(self) -> Optional[str]:
        """The element type of a constant pad value, None otherwise."""
        return self._native.pad_value[2]

    # Parts with defaults filled in for a rank.
    def dim_order(self, rank: int) -> Tuple[int, ...]:
        return self.order or tuple(range(rank))

    @property
    def tile_positions(self) -> Tuple[int, ...]:
        """Where each tile sits in the physical shape; empty when every
        tile comes after the outer dims (written `order = [0, 1, t0, 2,
        3]`)."""
        return tuple(self._native.tile_positions)

    def physical_order(self, rank: int) -> Tuple[int, ...]:
        """What each physical dim holds: `d < rank` the outer part of dim
        `d`, `rank + k` tile `k`."""
        order = list(self.dim_order(rank))
        positions = self.tile_positions
        if not positions:
            return tuple(order + [rank + k for k in range(len(self.tiles))])
        physical = [None] * (rank + len(positions))
        for k, position in enumerate(positions):
            physical[position] = rank + k
        rest = iter(order)
        return tuple(next(rest) if e is None else e for e in physical)

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
            list(_checks.shape(shape)), self._element_type(dtype))

    def _element_type(self, dtype: Optional[ElementType]) -> str:
        if dtype is not None:
            return element_type(dtype)
        # (Row metadata is kept in bytes.)
        return self.pad_value_type or ("i8" if self.row_metadata else "f32")

    def physical_shape(self, shape: Sequence[int],
                       dtype: Optional[ElementType] = None) -> Tuple[int, ...]:
        """Shape of the packed physical buffer: outer dims in order, then
        tiles."""
        return self._placement(shape, dtype)[0]

    def element_strides(self, shape: Sequence[int],
                        dtype: Optional[ElementType] = None
                        ) -> Optional[Tuple[int, ...]]:
        """Stride of each logical dim in elements, as in an MLIR
        `strided<[...]>` memref (None for tiled layouts, which no strided
        view describes). `dtype` matters only through the pad value."""
        return self._placement(shape, dtype)[1]

    def byte_strides(self, shape: Sequence[int],
                     dtype: ElementType) -> Optional[Tuple[int, ...]]:
        """Stride of each logical dim in bytes, as numpy's
        `ndarray.strides` (None for tiled layouts)."""
        strides = self.element_strides(shape, dtype)
        if strides is None:
            return None
        itemsize = storage_dtype(dtype).itemsize
        return tuple(s * itemsize for s in strides)

    def strides(self, shape: Sequence[int],
                dtype: Optional[ElementType] = None
                ) -> Optional[Tuple[int, ...]]:
        """Deprecated: strides in elements, unlike numpy's in bytes. Use
        element_strides() or byte_strides()."""
        warnings.warn(
            "Layout.strides() gives strides in elements (numpy's are in "
            "bytes) and is deprecated: use Layout.element_strides() or "
            "Layout.byte_strides(shape, dtype)", DeprecationWarning,
            stacklevel=2)
        return self.element_strides(shape, dtype)

    def offset(self, shape: Sequence[int],
               dtype: Optional[ElementType] = None) -> int:
        """Offset in elements of logical element (0, ..., 0) from the buffer
        start (times the element size for bytes)."""
        return self._placement(shape, dtype)[2]

    def allocation_bytes(self, shape: Sequence[int],
                         dtype: Optional[ElementType] = None) -> int:
        """Bytes of the physical buffer, padding included."""
        return self._placement(shape, dtype)[3]

    def tensor_type(self, shape: Sequence[int],
                    dtype: Optional[ElementType] = None) -> str:
        """The MLIR tensor type of `shape` and `dtype` in this layout."""
        return self._native.tensor_type(list(_checks.shape(shape)),
                                        self._element_type(dtype))

    def __str__(self) -> str:
        return str(self._native)

    def __repr__(self) -> str:
        return f"Layout({str(self)!r})"

    def __eq__(self, other) -> bool:
        return isinstance(other, Layout) and self._native == other._native

    def __hash__(self) -> int:
        return hash(self._native)

"""Compiling modules for the CPU and calling them with numpy arrays.

`compile` lowers a copy of a module with --layout-lower-to-llvm (after
marking every function for a C interface), JIT-compiles it with the MLIR
execution engine, and returns a CompiledModule whose functions take numpy
arrays or LayoutArrays for tensors (of static or dynamic shape) and numbers
for integer, index, f32 and f64 scalars, and return LayoutArrays and numpy
scalars. Arguments are packed into
the layout of the parameter (at its base alignment); results are copied out
of the buffers the compiled code allocated, padding included, and those
buffers are freed. `compile(..., allocator=checking.GuardedAllocator())`
puts every buffer between guard regions and checks them after each call.
"""

import ctypes
import numbers
import os
from typing import Dict, List, Optional, Tuple, Union

import numpy as np

from . import _checks, _config
from . import _tensor_layout as _native
from .checking import SystemAllocator
from ._context import Context
from .arrays import LayoutArray
from .dtypes import RAW_BYTE_TYPES, element_type, storage_dtype, to_storage
from .ir import Module
from .layout import Layout

DEFAULT_PIPELINE = "layout-lower-to-llvm"

# finalize-memref-to-llvm gives memref.get_global results this allocated
# pointer: such buffers are constants, never freed.
_GLOBAL_SENTINEL = 0xDEADBEEF
# Input buffers start at least this aligned, whatever the layout asks.
_MIN_ALIGNMENT = 64

_descriptor_types: Dict[int, type] = {}


def _descriptor_type(rank: int) -> type:
    """The C struct of a ranked memref descriptor of `rank`."""
    if rank not in _descriptor_types:
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                  ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank),
                       ("strides", ctypes.c_int64 * rank)]
        _descriptor_types[rank] = type(f"MemRefDescriptor{rank}",
                                       (ctypes.Structure,),
                                       {"_fields_": fields})
    return _descriptor_types[rank]


class _Placement:
    """Where a tensor of one concrete shape lies in its layout, and the
    memref the compiled code takes for it: a strided view of the logical
    shape, or for tiled layouts the physical buffer itself."""

    def __init__(self, layout: Layout, shape: Tuple[int, ...],
                 element_type: str):
        self.shape = shape
        self.strides = layout.element_strides(shape, element_type)
        self.offset = layout.offset(shape, element_type)
        self.physical_shape = layout.physical_shape(shape, element_type)
        if self.strides is None:
            self.memref_sizes = tuple(self.physical_shape)
            self.memref_strides = tuple(
                int(np.prod(self.physical_shape[k + 1:]))
                for k in range(len(self.physical_shape)))
            self.memref_offset = 0
        else:
            self.memref_sizes = shape
            self.memref_strides = tuple(self.strides)
            self.memref_offset = self.offset


class TensorSpec:
    """A ranked tensor parameter or result: shape (None for a dynamic dim),
    element type, layout (the packed layout when the type has none)."""

    def __init__(self, described: dict, native_context):
        self.text = described["text"]
        self.shape = tuple(described["shape"])
        self.element_type = element_type(described["element_type"])
        native = described["layout"]
        if native is None:
            native = _native.Layout.get(native_context, [], [], [], [], None,
                                        [], 0)
        self.layout = Layout._wrap(native)
        self.storage = storage_dtype(self.element_type)
        self.alignment = max(self.layout.base_align, _MIN_ALIGNMENT)
        self.rank = len(self.shape)
        self.memref_rank = self.rank + len(self.layout.tiles)
        # A tiled buffer does not hold its logical extents: the compiled
        # function passes those of the dynamic dims beside it, as indices.
        self.dynamic_dims = [d for d, s in enumerate(self.shape)
                             if s is None] if self.layout.tiles else []
        self._placements: Dict[Tuple[int, ...], _Placement] = {}

    def fits(self, shape: Tuple[int, ...]) -> bool:
        return len(shape) == self.rank and all(
            s is None or s == d for s, d in zip(self.shape, shape))

    def placement(self, shape: Tuple[int, ...]) -> _Placement:
        if shape not in self._placements:
            self._placements[shape] = _Placement(self.layout, shape,
                                                 self.element_type)
        return self._placements[shape]

    def accepts(self, value: LayoutArray) -> bool:
        return (value.layout == self.layout and self.fits(value.shape) and
                value.element_type == self.element_type)


# Scalars passed by value: MLIR element type -> ctypes type.
_SCALAR_CTYPES = {
    "i1": ctypes.c_bool, "i8": ctypes.c_int8, "i16": ctypes.c_int16,
    "i32": ctypes.c_int32, "i64": ctypes.c_int64, "index": ctypes.c_int64,
    "si8": ctypes.c_int8, "si16": ctypes.c_int16, "si32": ctypes.c_int32,
    "si64": ctypes.c_int64, "ui8": ctypes.c_uint8, "ui16": ctypes.c_uint16,
    "ui32": ctypes.c_uint32, "ui64": ctypes.c_uint64,
    "f32": ctypes.c_float, "f64": ctypes.c_double,
}


class ScalarSpec:
    """An integer, index, f32 or f64 parameter or result, passed by value."""

    def __init__(self, described: dict):
        self.text = described["text"]
        self.element_type = described["element_type"]
        self.ctype = _SCALAR_CTYPES[self.element_type]
        self.storage = storage_dtype(self.element_type)


def _spec(described: dict, native_context):
    """The spec of a parameter or result type, or the reason Python cannot
    pass it (a str)."""
    kind, text = described["kind"], described["text"]
    if kind == "scalar":
        if described["element_type"] in _SCALAR_CTYPES:
            return ScalarSpec(described)
        return (f"{text} scalars cannot be passed by value from Python "
                f"(ctypes has no {text}): pass a tensor<{text}>")
    if kind == "tensor":
        try:
            element_type(described["element_type"])
        except TypeError as error:
            return f"{text}: {error}"
        return TensorSpec(described, native_context)
    return (f"{text} is neither a ranked tensor nor an integer, index, f32 or "
            f"f64 scalar")


def _from_python(array: np.ndarray, spec) -> Optional[np.ndarray]:
    """`array`, made by numpy from Python numbers, in the storage dtype of
    `spec` where its kind fits: bools for i1, integers in range for integer
    types, integers and floats for float types (rounded to nearest). None
    otherwise."""
    kind, name = array.dtype.kind, spec.element_type
    if name in RAW_BYTE_TYPES:
        return None
    if name == "i1":
        fits = kind == "b"
    elif name[0] in "fb":
        fits = kind in "iuf"
    else:
        info = np.iinfo(spec.storage)
        fits = kind in "iu" and (array.size == 0 or (
            info.min <= array.min() and array.max() <= info.max))
    return to_storage(array, name) if fits else None


class Function:
    """A compiled function: call it with numpy arrays or LayoutArrays for
    tensors and Python or numpy numbers for scalars.

    Arguments are not converted silently: a numpy array or scalar must
    have the parameter's storage dtype (float32 for f32, uint16 bits for
    bf16, uint8 bytes for f8 types; a signless iN takes intN or uintN of its
    size). Python numbers and lists convert where their kind fits: bools to
    i1, integers in range to integer types, integers and floats to float
    types. `f(x, cast=True)` converts anything with numpy's astype instead
    (rounding, wrapping; bf16 rounded to nearest even).
    """

    def __init__(self, name: str, engine, address: int, params: list,
                 results: list, allocator: SystemAllocator):
        self.name = name
        self._engine = engine  # The compiled code lives as long as we do.
        self._allocator = allocator
        self.params = params
        self.results = results
        self._address = address
        argtypes = []
        for p in params:
            if isinstance(p, ScalarSpec):
                argtypes.append(p.ctype)
            else:
                argtypes.append(ctypes.c_void_p)
                argtypes += [ctypes.c_int64] * len(p.dynamic_dims)
        # A single scalar result comes back by value; other results in a
        # struct passed by pointer as the first argument (for one tensor, a
        # struct of one: the same bytes as the bare descriptor).
        self._by_value = len(results) == 1 and isinstance(results[0],
                                                          ScalarSpec)
        restype = results[0].ctype if self._by_value else None
        if results and not self._by_value:
            argtypes.insert(0, ctypes.c_void_p)
        self._cfunc = ctypes.CFUNCTYPE(restype, *argtypes)(address)
        fields = []
        for i, r in enumerate(results):
            if isinstance(r, ScalarSpec):
                fields.append((f"r{i}", r.ctype))
                continue
            fields.append((f"r{i}", _descriptor_type(r.memref_rank)))
            fields += [(f"r{i}_extent{d}", ctypes.c_int64)
                       for d in r.dynamic_dims]
        self._result_type = type("Results", (ctypes.Structure,),
                                 {"_fields_": fields})

    def _mismatch(self, index: int, what: str, spec) -> TypeError:
        if spec.element_type == "bf16":
            how = ("give bf16 bit patterns as uint16 (tl.pack(x, layout, "
                   "'bf16') rounds floats to them)")
        elif spec.element_type in RAW_BYTE_TYPES:
            how = f"give {spec.element_type} bytes as uint8"
        else:
            how = f"convert it (.astype(np.{spec.storage}))"
        return TypeError(
            f"{self.name}: argument #{index} is {what}; the parameter is "
            f"{spec.text}, whose elements numpy holds as {spec.storage}. "
            f"Arguments are not converted silently: {how}, or call with "
            f"cast=True to convert with numpy's astype (which may round, "
            f"wrap or saturate)")

    def _convert(self, spec, value, index: int, cast: bool) -> np.ndarray:
        """`value` as an array of the storage dtype of `spec`."""
        array = np.asarray(value)
        if array.dtype == spec.storage:
            return array
        if cast:
            return to_storage(array, spec.element_type)
        if (spec.element_type[0] == "i" and spec.element_type != "i1" and
                array.dtype.kind in "iu" and
                array.dtype.itemsize == spec.storage.itemsize):
            return array.view(spec.storage)  # Signless: the same bits.
        if isinstance(value, (np.ndarray, np.generic)):
            raise self._mismatch(index, f"a numpy {array.dtype} "
                                 f"{'array' if array.ndim else 'scalar'}",
                                 spec)
        converted = _from_python(array, spec)
        if converted is None:
            what = (f"a Python {type(value).__name__} that numpy makes "
                    f"{array.dtype}")
            if array.dtype.kind in "iu" and spec.storage.kind in "iu":
                what += f", out of the range of {spec.storage}"
            raise self._mismatch(index, what, spec)
        return converted

    def _scalar(self, spec: ScalarSpec, value, index: int, cast: bool):
        if isinstance(value, (str, bytes, complex)) or not isinstance(
                value, (numbers.Number, np.generic)) or np.ndim(value):
            raise TypeError(f"{self.name}: argument #{index} is a "
                            f"{type(value).__name__}, expected a scalar of "
                            f"type {spec.text}")
        return spec.ctype(self._convert(spec, value, index, cast).item())

    def _tensor(self, spec: TensorSpec, value, index: int, cast: bool):
        if not isinstance(value, LayoutArray):
            array = np.asarray(value)
            if not spec.fits(array.shape):
                raise ValueError(
                    f"{self.name}: argument #{index} has shape {array.shape}, "
                    f"expected {_shape_text(spec.shape)} ({spec.text})")
            array = self._convert(spec, value, index, cast)
            value = LayoutArray.from_numpy(array, spec.layout,
                                           spec.element_type)
        elif not spec.accepts(value):
            raise ValueError(f"{self.name}: argument #{index} is a "
                             f"{value.tensor_type}, expected {spec.text}")
        place = spec.placement(value.shape)
        buffer = self._allocator.empty(place.physical_shape, spec.storage,
                                       spec.alignment)
        buffer[...] = value.physical.reshape(place.physical_shape)
        descriptor = _descriptor_type(spec.memref_rank)()
        descriptor.allocated = descriptor.aligned = buffer.ctypes.data
        descriptor.offset = place.memref_offset
        for d, (size, stride) in enumerate(zip(place.memref_sizes,
                                               place.memref_strides)):
            descriptor.sizes[d] = size
            descriptor.strides[d] = stride
        return buffer, descriptor

    def _copy_result(self, spec: TensorSpec, descriptor,
                     extents: Dict[int, int]) -> LayoutArray:
        sizes = tuple(descriptor.sizes[d] for d in range(spec.memref_rank))
        strides = tuple(descriptor.strides[d]
                        for d in range(spec.memref_rank))
        # Untiled layouts take the logical shape as memref sizes; tiled ones
        # return the extents of their dynamic dims beside the buffer.
        if None not in spec.shape:
            shape = spec.shape
        elif spec.dynamic_dims:
            shape = tuple(extents.get(d, s) for d, s in enumerate(spec.shape))
        else:
            shape = sizes
        place = spec.placement(shape)
        if (descriptor.offset != place.memref_offset or
                strides != place.memref_strides or
                sizes != place.memref_sizes):
            raise RuntimeError(
                f"{self.name}: a result is not a whole buffer in its layout "
                f"(offset {descriptor.offset}, sizes {sizes}, strides "
                f"{strides})")
        nbytes = int(np.prod(place.physical_shape)) * spec.storage.itemsize
        self._allocator.check_result(descriptor.allocated, descriptor.aligned,
                                     nbytes)
        raw = (ctypes.c_uint8 * nbytes).from_address(descriptor.aligned)
        physical = (np.frombuffer(raw, dtype=spec.storage).copy()
                    .reshape(place.physical_shape))
        return LayoutArray(physical, spec.layout, shape, spec.element_type)

    def __call__(self, *args, cast: bool = False):
        if len(args) != len(self.params):
            raise TypeError(f"{self.name} takes {len(self.params)} arguments, "
                            f"{len(args)} given")
        prepared, values = [], []
        try:
            for i, (spec, value) in enumerate(zip(self.params, args)):
                if isinstance(spec, ScalarSpec):
                    values.append(self._scalar(spec, value, i, cast))
                else:
                    prepared.append(self._tensor(spec, value, i, cast))
                    values.append(ctypes.addressof(prepared[-1][1]))
                    shape = (value.shape if isinstance(value, LayoutArray)
                             else np.shape(value))
                    values += [ctypes.c_int64(shape[d])
                               for d in spec.dynamic_dims]
        except BaseException:
            for buffer, _ in prepared:
                self._allocator.release(buffer)
            raise
        result = None
        if self._by_value:
            returned = self._cfunc(*values)
        else:
            if self.results:
                result = self._result_type()
                values.insert(0, ctypes.addressof(result))
            self._cfunc(*values)
        fields = [getattr(result, f"r{i}") for i in range(len(self.results))
                  ] if result is not None else []
        descriptors = [f for f, spec in zip(fields, self.results)
                       if isinstance(spec, TensorSpec)]
        # Copy every result out before freeing any buffer: several results
        # may share one.
        taken = tuple(
            self._copy_result(spec, field, {
                d: getattr(result, f"r{i}_extent{d}")
                for d in spec.dynamic_dims})
            if isinstance(spec, TensorSpec) else spec.storage.type(field)
            for i, (spec, field) in enumerate(zip(self.results, fields)))
        owned = {d.allocated for d in descriptors} - {
            b.ctypes.data for b, _ in prepared} - {_GLOBAL_SENTINEL}
        for allocated in owned:
            self._allocator.free(allocated)
        for buffer, _ in prepared:
            self._allocator.release(buffer)
        self._allocator.check()
        if self._by_value:
            return self.results[0].storage.type(returned)
        if not taken:
            return None
        return taken[0] if len(taken) == 1 else taken


def _shape_text(shape) -> str:
    return "(" + ", ".join("?" if s is None else str(s) for s in shape) + \
        ("," if len(shape) == 1 else "") + ")"


class CompiledModule:
    """A module compiled for this CPU. `compiled.f(...)` or
    `compiled["f"](...)` calls function `f`."""

    def __init__(self, module: Module, pipeline: str, opt_level: int,
                 allocator: SystemAllocator):
        context = module._native.context
        signatures = module._native.functions()
        lowered = module.clone()
        lowered._native.request_c_interface()
        lowered.run_pipeline(pipeline)
        runtimes = [_config.C_RUNNER_UTILS]
        if _config.OMP_RUNTIME:  # For layout-lower-to-llvm{threads=N}.
            runtimes.append(_config.OMP_RUNTIME)
        # For layout-lower-to-llvm{onednn=true}.
        if os.path.exists(_config.ONEDNN_RUNTIME):
            runtimes.append(_config.ONEDNN_RUNTIME)
        self._engine = _native.ExecutionEngine(
            lowered._native, opt_level, runtimes)
        for name, address in allocator.symbols().items():
            self._engine.register_symbol(name, address)
        self._allocator = allocator  # Its callbacks outlive the code.
        self._functions: Dict[str, Function] = {}
        self._unsupported: Dict[str, str] = {}
        for name, args, results, is_declaration in signatures:
            if is_declaration:
                continue
            params = [_spec(a, context) for a in args]
            returned = [_spec(r, context) for r in results]
            refused = [f"parameter #{i}: {p}" for i, p in enumerate(params)
                       if isinstance(p, str)]
            refused += [f"result #{i}: {r}" for i, r in enumerate(returned)
                        if isinstance(r, str)]
            if refused:
                self._unsupported[name] = (
                    f"function {name} cannot be called from Python: "
                    f"{'; '.join(refused)}")
                continue
            address = self._engine.lookup(f"_mlir_ciface_{name}")
            self._functions[name] = Function(name, self._engine, address,
                                             params, returned, allocator)

    def __getitem__(self, name: str) -> Function:
        if name in self._unsupported:
            raise TypeError(self._unsupported[name])
        try:
            return self._functions[name]
        except KeyError:
            raise KeyError(f"no function {name!r}; the module defines "
                           f"{sorted(self._functions)}") from None

    def __getattr__(self, name: str) -> Function:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self[name]
        except KeyError as error:
            raise AttributeError(str(error)) from None

    @property
    def functions(self) -> List[str]:
        return sorted(self._functions)


def compile(module: Union[Module, str], pipeline: str = DEFAULT_PIPELINE,
            opt_level: int = 2, context: Optional[Context] = None,
            allocator: Optional[SystemAllocator] = None) -> CompiledModule:
    """Compiles `module` (a Module or MLIR text) for this CPU.

    `pipeline` lowers tensors with layouts to the LLVM dialect; run layout
    assignment and optimization first (Module.run_pipeline) or prepend them
    here: "layout-propagate,canonicalize,layout-lower-to-llvm". The module
    itself is left unchanged. `allocator` serves the compiled code's
    malloc/free and the argument buffers: checking.GuardedAllocator() checks
    that nothing is written outside them.
    """
    if isinstance(module, str):
        module = Module.parse(module, context=context)
    elif not isinstance(module, Module):
        raise TypeError(f"compile takes a Module or MLIR text, got "
                        f"{type(module).__name__}")
    if not isinstance(pipeline, str):
        raise TypeError(f"pipeline must be a str, got "
                        f"{type(pipeline).__name__}")
    if allocator is not None and not isinstance(allocator, SystemAllocator):
        raise TypeError(f"allocator must be a checking.SystemAllocator or "
                        f"GuardedAllocator, got {type(allocator).__name__}")
    if _checks.integer(opt_level, "opt_level") not in range(4):
        raise ValueError(f"opt_level must be 0, 1, 2 or 3, got {opt_level}")
    return CompiledModule(module, pipeline, int(opt_level),
                          allocator or SystemAllocator())

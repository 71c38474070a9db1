"""Compiling modules for the CPU and calling them with numpy arrays.

`compile` lowers a copy of a module with --layout-lower-to-llvm (after
marking every function for a C interface), JIT-compiles it with the MLIR
execution engine, and returns a CompiledModule whose functions take numpy
arrays or LayoutArrays and return LayoutArrays. Arguments are packed into
the layout of the parameter (at its base alignment); results are copied out
of the buffers the compiled code allocated, padding included, and those
buffers are freed. `compile(..., allocator=checking.GuardedAllocator())`
puts every buffer between guard regions and checks them after each call.
"""

import ctypes
import os
from typing import Dict, List, Optional, Union

import numpy as np

from . import _config
from . import _tensor_layout as _native
from .checking import SystemAllocator
from ._context import Context
from .arrays import LayoutArray
from .dtypes import storage_dtype
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


class TensorSpec:
    """A static-shaped tensor parameter or result: shape, element type,
    layout (the packed layout when the type has none)."""

    def __init__(self, described: dict, native_context):
        self.text = described["text"]
        self.shape = tuple(described["shape"])
        self.element_type = described["element_type"]
        native = described["layout"]
        if native is None:
            native = _native.Layout.get(native_context, [], [], [], [], None,
                                        [], 0)
        self.layout = Layout._wrap(native)
        self.strides = self.layout.strides(self.shape, self.element_type)
        self.offset = self.layout.offset(self.shape, self.element_type)
        self.physical_shape = self.layout.physical_shape(self.shape,
                                                         self.element_type)
        self.storage = storage_dtype(self.element_type)
        self.alignment = max(self.layout.base_align, _MIN_ALIGNMENT)
        # The memref the compiled code takes: a strided view of the logical
        # shape, or for tiled layouts the physical buffer itself.
        if self.strides is None:
            self.memref_sizes = tuple(self.physical_shape)
            self.memref_strides = tuple(
                int(np.prod(self.physical_shape[k + 1:]))
                for k in range(len(self.physical_shape)))
            self.memref_offset = 0
        else:
            self.memref_sizes = self.shape
            self.memref_strides = tuple(self.strides)
            self.memref_offset = self.offset

    def accepts(self, value: LayoutArray) -> bool:
        return (value.layout == self.layout and value.shape == self.shape and
                value.element_type == self.element_type)


class Function:
    """A compiled function; call it with numpy arrays or LayoutArrays."""

    def __init__(self, name: str, engine, address: int,
                 params: List[TensorSpec], results: List[TensorSpec],
                 allocator: SystemAllocator):
        self.name = name
        self._engine = engine  # The compiled code lives as long as we do.
        self._allocator = allocator
        self.params = params
        self.results = results
        self._address = address
        pointers = [ctypes.c_void_p] * (len(params) + (1 if results else 0))
        self._cfunc = ctypes.CFUNCTYPE(None, *pointers)(address)
        # Results come back in a struct of descriptors (for one result, a
        # struct of one: the same bytes as the bare descriptor).
        self._result_type = type(
            "Results", (ctypes.Structure,),
            {"_fields_": [(f"r{i}", _descriptor_type(len(r.memref_sizes)))
                          for i, r in enumerate(results)]})

    def _argument(self, spec: TensorSpec, value, index: int):
        if not isinstance(value, LayoutArray):
            value = np.asarray(value)
            if value.shape != spec.shape:
                raise ValueError(
                    f"{self.name}: argument #{index} has shape {value.shape}, "
                    f"expected {spec.shape} ({spec.text})")
            value = LayoutArray.from_numpy(value, spec.layout,
                                           spec.element_type)
        elif not spec.accepts(value):
            raise ValueError(f"{self.name}: argument #{index} is a "
                             f"{value.tensor_type}, expected {spec.text}")
        buffer = self._allocator.empty(spec.physical_shape, spec.storage,
                                       spec.alignment)
        buffer[...] = value.physical.reshape(spec.physical_shape)
        descriptor = _descriptor_type(len(spec.memref_sizes))()
        descriptor.allocated = descriptor.aligned = buffer.ctypes.data
        descriptor.offset = spec.memref_offset
        for d, (size, stride) in enumerate(zip(spec.memref_sizes,
                                               spec.memref_strides)):
            descriptor.sizes[d] = size
            descriptor.strides[d] = stride
        return buffer, descriptor

    def _copy_result(self, spec: TensorSpec, descriptor) -> LayoutArray:
        strides = tuple(descriptor.strides[d]
                        for d in range(len(spec.memref_sizes)))
        if (descriptor.offset != spec.memref_offset or
                strides != spec.memref_strides):
            raise RuntimeError(
                f"{self.name}: a result is not a whole buffer in its layout "
                f"(offset {descriptor.offset}, strides {strides})")
        nbytes = int(np.prod(spec.physical_shape)) * spec.storage.itemsize
        self._allocator.check_result(descriptor.allocated, descriptor.aligned,
                                     nbytes)
        raw = (ctypes.c_uint8 * nbytes).from_address(descriptor.aligned)
        physical = (np.frombuffer(raw, dtype=spec.storage).copy()
                    .reshape(spec.physical_shape))
        return LayoutArray(physical, spec.layout, spec.shape,
                           spec.element_type)

    def __call__(self, *args) -> Union[None, LayoutArray, tuple]:
        if len(args) != len(self.params):
            raise TypeError(f"{self.name} takes {len(self.params)} arguments, "
                            f"{len(args)} given")
        prepared = [self._argument(spec, value, i)
                    for i, (spec, value) in enumerate(zip(self.params, args))]
        pointers = [ctypes.addressof(d) for _, d in prepared]
        result = self._result_type() if self.results else None
        if result is not None:
            pointers.insert(0, ctypes.addressof(result))
        self._cfunc(*pointers)
        descriptors = [getattr(result, f"r{i}")
                       for i in range(len(self.results))]
        # Copy every result out before freeing any buffer: several results
        # may share one.
        taken = tuple(self._copy_result(spec, descriptor)
                      for spec, descriptor in zip(self.results, descriptors))
        owned = {d.allocated for d in descriptors} - {
            b.ctypes.data for b, _ in prepared} - {_GLOBAL_SENTINEL}
        for allocated in owned:
            self._allocator.free(allocated)
        for buffer, _ in prepared:
            self._allocator.release(buffer)
        self._allocator.check()
        if not taken:
            return None
        return taken[0] if len(taken) == 1 else taken


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
            others = [t["text"] for t in args + results if t["kind"] != "tensor"]
            if others:
                self._unsupported[name] = (
                    f"function {name} has parameters or results of types "
                    f"{', '.join(others)}; Python calls take static-shaped "
                    f"tensors only")
                continue
            address = self._engine.lookup(f"_mlir_ciface_{name}")
            self._functions[name] = Function(
                name, self._engine, address, [TensorSpec(a, context) for a in args],
                [TensorSpec(r, context) for r in results], allocator)

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
    return CompiledModule(module, pipeline, opt_level,
                          allocator or SystemAllocator())

"""tensor_layout: aligned, padded, permuted and blocked tensor layouts for MLIR.

    import numpy as np
    import tensor_layout as tl

    nhwc = tl.Layout(order=[0, 2, 3, 1], align=[1, 16, 1, 1], pad_value=0)
    f = tl.compile(MLIR_TEXT).to_nhwc          # JIT-compiled for this CPU
    out = f(np.random.rand(1, 3, 5, 5).astype(np.float32))
    assert (out.physical == tl.pack(out.numpy(), nhwc)).all()

- Layout: the `#layout.encoding` attribute (parts, physical shape, strides,
  offset, allocation size), built from keywords or parsed from text.
- pack / unpack: numpy reference of a physical buffer, padding included;
  LayoutArray: a tensor held in its layout, usable as a numpy array.
- Module: parse, print, verify, run any textual pass pipeline.
- compile: lower to LLVM, JIT, call functions with numpy arrays.
- __version__: the version of the CMake project this was built from.
- MLIRError: raised for every MLIR failure, with located diagnostics.
"""

from ._config import VERSION as __version__
from ._context import Context, default_context
from ._errors import Diagnostic, MLIRError
from .arrays import LayoutArray, NoStridedViewError, pack, unpack
from .dtypes import element_type, storage_dtype
from .execution import DEFAULT_PIPELINE, CompiledModule, Function, compile
from .ir import Module
from .layout import Layout

__all__ = [
    "CompiledModule", "Context", "DEFAULT_PIPELINE", "Diagnostic", "Function",
    "Layout", "LayoutArray", "MLIRError", "Module", "NoStridedViewError",
    "__version__", "compile",
    "default_context", "element_type", "pack", "storage_dtype", "unpack",
]

"""Modules: parse, print, verify and run pass pipelines."""

from typing import Optional

from . import _checks
from . import _tensor_layout as _native
from ._context import Context, resolve


class Module:
    """An MLIR module in a tensor_layout context.

    Every upstream dialect and pass is available next to ours, so pipelines
    mix them freely. Failures raise MLIRError carrying MLIR's diagnostics
    with their locations.
    """

    def __init__(self, native):
        self._native = native

    @classmethod
    def parse(cls, text: str, source_name: str = "<string>", *,
              context: Optional[Context] = None) -> "Module":
        """Parses (and verifies) MLIR text; `source_name` names it in
        locations."""
        return cls(_native.Module.parse(
            resolve(context)._native, _checks.text(text, "module text"),
            _checks.text(source_name, "source_name")))

    @classmethod
    def parse_file(cls, path: str, *,
                   context: Optional[Context] = None) -> "Module":
        with open(path) as f:
            return cls.parse(f.read(), path, context=context)

    def verify(self) -> None:
        """Raises MLIRError unless the module verifies."""
        self._native.verify()

    def run_pipeline(self, pipeline: str) -> "Module":
        """Runs a textual pass pipeline in place, e.g.
        "layout-assign{target=generic-cpu},layout-propagate,canonicalize"
        (a bare pass list is anchored on the module). Returns self."""
        self._native.run_pipeline(_checks.text(pipeline, "pipeline"))
        return self

    def clone(self) -> "Module":
        return Module(self._native.clone())

    def to_string(self, generic: bool = False,
                  debug_info: bool = False) -> str:
        return self._native.str(generic, debug_info)

    def __str__(self) -> str:
        return self.to_string()

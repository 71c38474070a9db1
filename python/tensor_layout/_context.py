"""The MLIR context every tensor_layout object lives in."""

from typing import Optional

from . import _tensor_layout as _native

_default: Optional["Context"] = None


class Context:
    """An MLIR context with every upstream dialect and the layout dialect.

    Objects from different contexts do not mix. Most code never builds one:
    functions take `context=None` and use the default context.
    """

    def __init__(self):
        self._native = _native.Context()


def default_context() -> Context:
    """The context used when none is given (created on first use)."""
    global _default
    if _default is None:
        _default = Context()
    return _default


def resolve(context: Optional[Context]) -> Context:
    return context if context is not None else default_context()

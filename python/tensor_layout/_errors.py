"""Errors raised by tensor_layout: MLIR diagnostics as Python exceptions."""

from typing import List, NamedTuple, Tuple


class Diagnostic(NamedTuple):
    """One MLIR diagnostic: severity, location, message and attached notes."""

    severity: str
    location: str
    message: str
    notes: Tuple["Diagnostic", ...] = ()

    @classmethod
    def _from_native(cls, raw) -> "Diagnostic":
        severity, location, message, notes = raw
        return cls(severity, location, message,
                   tuple(cls._from_native(n) for n in notes))

    def __str__(self) -> str:
        text = f"{self.location}: {self.severity}: {self.message}"
        return "\n".join([text] + [f"  {note}" for note in self.notes])


class MLIRError(Exception):
    """An MLIR operation failed: parsing, verification, a pass, JIT compilation.

    `message` says what was attempted; `diagnostics` holds what MLIR reported,
    each with its location (e.g. `loc("net.mlir":3:8)`).
    """

    def __init__(self, message: str, diagnostics=()):
        self.message = message
        self.diagnostics: List[Diagnostic] = [
            d if isinstance(d, Diagnostic) else Diagnostic._from_native(d)
            for d in diagnostics
        ]
        details = "".join(f"\n{d}" for d in self.diagnostics)
        super().__init__(f"{message}{details}")

"""Argument checks of the public API, done in Python so that a wrong
argument raises a TypeError or ValueError saying what is expected, rather
than a pybind11 signature dump or an error from deep inside."""

import numbers
from typing import Any, Tuple

import numpy as np


def _describe(value: Any) -> str:
    return f"{value!r} ({type(value).__name__})"


def integer(value: Any, what: str) -> int:
    """`value` as an int: a Python or numpy integer, not a bool."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(
            value, (numbers.Integral, np.integer)):
        raise TypeError(f"{what} must be an integer, got {_describe(value)}")
    return int(value)


def integers(values: Any, what: str, example: str) -> Tuple[int, ...]:
    """`values` as a tuple of ints: any sequence of integers (a list, a
    tuple, a 1-d numpy array), not a string or a bare integer."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__iter__"):
        raise TypeError(f"{what} must be a sequence of integers such as "
                        f"{example}, got {_describe(values)}")
    result = []
    for value in values:
        if isinstance(value, (bool, np.bool_)) or not isinstance(
                value, (numbers.Integral, np.integer)):
            raise TypeError(f"{what} must be a sequence of integers such as "
                            f"{example}, got {_describe(values)}")
        result.append(int(value))
    return tuple(result)


def shape(values: Any, what: str = "shape") -> Tuple[int, ...]:
    """A static shape: non-negative integers."""
    dims = integers(values, what, "(2, 3)")
    if any(d < 0 for d in dims):
        raise ValueError(f"{what} must hold non-negative sizes, got {dims}")
    return dims


def tiles(value: Any) -> Tuple[Tuple[int, int], ...]:
    """Tiles as (dim, size) pairs: a sequence of pairs, or a dict
    {dim: size} (in its insertion order, the order of the tiles)."""
    example = "[(1, 16)] or {1: 16}"
    if isinstance(value, dict):
        pairs = list(value.items())
    elif isinstance(value, (str, bytes)) or not hasattr(value, "__iter__"):
        raise TypeError(f"tiles must be (dim, size) pairs such as {example}, "
                        f"got {_describe(value)}")
    else:
        pairs = list(value)
    result = []
    for pair in pairs:
        if isinstance(pair, (str, bytes)) or not hasattr(pair, "__len__") \
                or len(pair) != 2:
            raise TypeError(f"tiles must be (dim, size) pairs such as "
                            f"{example}, got {_describe(value)}")
        result.append((integer(pair[0], "a tile's dim"),
                       integer(pair[1], "a tile's size")))
    return tuple(result)


def text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, got {_describe(value)}")
    return value

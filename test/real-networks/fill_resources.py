#!/usr/bin/env python3
"""Regenerates the `dense_resource` blobs of a stripped export.

A network that torch-mlir exports holds its weights as
`dense_resource<NAME> : tensor<...>` constants whose bytes are in a
`{-# dialect_resources: { builtin: { NAME: "0x..." } } #-}` section at
the end of the file, as large as the weights.
bench/real/strip_resources.py removes that section so that the network
can be checked in; this script writes it again, with values that depend
only on each resource's name and tensor type (numpy only, no torch):

    fill_resources.py IN.mlir -o OUT.mlir

A blob is "0x", then the alignment as a 4-byte little-endian integer (the
element size), then the elements' bytes, in hexadecimal. The values keep a
network numerically sane through tens of layers:

- a float tensor with at most one dimension above 1 (batch-norm means,
  variances and scales, also as TOSA's 1xCx1x1; layer-norm scales and
  shifts, biases, RMSNorm weights, rotary frequencies, layer scales, class
  tokens): uniform in [0.5, 1.5], so that every variance is positive;
- a float tensor with two or more dimensions above 1 (convolution and
  linear weights, position embeddings): zero-mean uniform values of
  variance 1/fan_in, fan_in being the number of elements per index of the
  first dimension above 1 (what default initializations do);
- an integer or boolean tensor: zeros (an index stays in range).

The values come from a counter-based hash (SplitMix64 of the element's
index, seeded by a hash of the name), so they are the same on every
machine and every numpy version. A file that already has a resource
section is copied unchanged. `values(name, type_text)` gives the same
arrays to other scripts (run_corpus.py fills weight arguments with it).
"""

import argparse
import hashlib
import re
import sys

import numpy as np

RESOURCE_USE = re.compile(
    r"dense_resource<([^>\s]+)>\s*:\s*tensor<([^<>]*)>")

FLOATS = {"f16": np.float16, "f32": np.float32, "f64": np.float64}
INTEGERS = {"i1": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32,
            "i64": np.int64, "ui8": np.uint8, "si8": np.int8,
            "si32": np.int32, "si64": np.int64}

MASK64 = np.uint64(0xFFFFFFFFFFFFFFFF)


def parse_tensor_type(text):
    """('2x3x4xf32' or 'f32') -> ((2, 3, 4), 'f32')."""
    parts = text.strip().split("x")
    element = parts[-1]
    shape = tuple(int(p) for p in parts[:-1])
    return shape, element


def uniform01(name, count):
    """`count` floats in [0, 1), a function of `name` and the index only."""
    seed = int.from_bytes(hashlib.sha256(name.encode()).digest()[:8],
                          "little")
    with np.errstate(over="ignore"):
        z = np.arange(count, dtype=np.uint64) * \
            np.uint64(0x9E3779B97F4A7C15) + np.uint64(seed)
        z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(11)).astype(np.float64) * (1.0 / (1 << 53))


def values(name, type_text):
    """The array that resource (or weight argument) `name` of type
    `type_text` ('64x3x7x7xf32') holds."""
    shape, element = parse_tensor_type(type_text)
    count = int(np.prod(shape, dtype=np.int64)) if shape else 1
    if element in INTEGERS:
        return np.zeros(shape, dtype=INTEGERS[element])
    if element == "bf16":
        as_f32 = values(name, type_text[:-4] + "f32")
        bits = as_f32.view(np.uint32)
        # Round to nearest even.
        rounded = (bits + np.uint32(0x7FFF) +
                   ((bits >> np.uint32(16)) & np.uint32(1))) >> np.uint32(16)
        return rounded.astype(np.uint16).reshape(shape)
    if element not in FLOATS:
        raise ValueError("%s: no values for element type %s" % (name,
                                                                element))
    u = uniform01(name, count)
    # Unit dimensions do not count: TOSA exports hold batch-norm
    # parameters as 1xCx1x1, ViT its class token as 1x1xD.
    extents = [d for d in shape if d != 1]
    if len(extents) <= 1:
        data = 0.5 + u
    else:
        fan_in = max(1, count // extents[0])
        data = (2.0 * u - 1.0) * np.sqrt(3.0 / fan_in)
    return data.astype(FLOATS[element]).reshape(shape)


def blob(array):
    """The hex text of a builtin dense_resource blob holding `array`."""
    alignment = max(1, array.dtype.itemsize)
    return "0x" + (alignment.to_bytes(4, "little") +
                   np.ascontiguousarray(array).tobytes()).hex().upper()


def resources(text):
    """{name: type text} of every dense_resource the module uses."""
    found = {}
    for match in RESOURCE_USE.finditer(text):
        name, type_text = match.group(1), match.group(2)
        if found.setdefault(name, type_text) != type_text:
            raise ValueError("resource %s used as tensor<%s> and tensor<%s>"
                             % (name, found[name], type_text))
    return found


def has_resource_section(text):
    return re.search(r"^\{-#", text, re.MULTILINE) is not None


def fill(text, out):
    """Writes `text` and a resource section holding every blob it uses to
    the file object `out`."""
    out.write(text)
    if has_resource_section(text):
        return
    used = resources(text)
    if not used:
        return
    if not text.endswith("\n"):
        out.write("\n")
    out.write("\n{-#\n  dialect_resources: {\n    builtin: {\n")
    names = sorted(used)
    for k, name in enumerate(names):
        out.write("      %s: \"%s\"%s\n"
                  % (name, blob(values(name, used[name])),
                     "," if k + 1 < len(names) else ""))
    out.write("    }\n  }\n#-}\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("-o", "--output", default="-")
    args = parser.parse_args()
    with open(args.input) as f:
        text = f.read()
    if args.output == "-":
        fill(text, sys.stdout)
    else:
        with open(args.output, "w") as out:
            fill(text, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())

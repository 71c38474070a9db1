#!/usr/bin/env python3
"""Removes the `dense_resource` blobs from an exported network.

torch-mlir writes a network's weights as `dense_resource` constants whose
bytes are in a `{-# dialect_resources: { builtin: { ... } } #-}` section at
the end of the file (ResNet-18: 93 MB of hexadecimal). This script writes
the module without that section, and a comment in its place saying how many
blobs of how many bytes went; inline hexadecimal constants
(`dense<"0x...">`, as TOSA exports hold their weights) of at least
`--min-inline-bytes` become `dense_resource<stripped_dense_K>` of the same
type, stripped alike; test/real-networks/fill_resources.py writes a
section again, with deterministic values of the same names and types.
Numpy only, no torch (Debian's python3):

    strip_resources.py IN.mlir -o OUT.mlir [--max-bytes N]

`--max-bytes N` fails (exit 1) when the stripped module is larger than N
bytes, for files meant to be checked in.
"""

import argparse
import os
import re
import sys

SECTION = re.compile(r"^\{-#", re.MULTILINE)
BLOB = re.compile(r"^\s*([^:\s]+)\s*:\s*\"0x([0-9A-Fa-f]*)\"", re.MULTILINE)


INLINE = re.compile(r'dense<"0x([0-9A-Fa-f]+)">(\s*:\s*tensor<)')


def inline_to_resources(text, min_bytes):
    """`text` with every inline hexadecimal dense constant of at least
    `min_bytes` bytes (what TOSA exports and folded weights hold) as a
    `dense_resource<stripped_dense_K>` of the same type, and their count
    and bytes."""
    count = [0, 0]

    def replace(match):
        size = len(match.group(1)) // 2
        if size < min_bytes:
            return match.group(0)
        count[0] += 1
        count[1] += size
        return "dense_resource<stripped_dense_%d>%s" % (count[0] - 1,
                                                         match.group(2))
    return INLINE.sub(replace, text), count[0], count[1]


def strip(text, min_inline_bytes=1024):
    """(module text without the resource section, blob count, bytes)."""
    text, inline_count, inline_size = inline_to_resources(text,
                                                          min_inline_bytes)
    match = None
    for match in SECTION.finditer(text):
        pass
    if match is None:
        if inline_count:
            text = text.rstrip("\n") + "\n" + NOTE % (inline_count,
                                                       inline_size)
        return text, inline_count, inline_size
    section = text[match.start():]
    body = text[:match.start()].rstrip("\n") + "\n"
    count, size = inline_count, inline_size
    for blob in BLOB.finditer(section):
        count += 1
        size += len(blob.group(2)) // 2 - 4
    body += NOTE % (count, size)
    return body, count, size


NOTE = ("\n// %d dense_resource blobs (%d bytes) stripped by "
        "bench/real/strip_resources.py;\n// "
        "test/real-networks/fill_resources.py writes them again.\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("input")
    parser.add_argument("-o", "--output", required=True)
    parser.add_argument("--max-bytes", type=int, default=0)
    parser.add_argument("--min-inline-bytes", type=int, default=1024,
                        help="inline hexadecimal dense constants of at "
                        "least this many bytes become resources (default "
                        "1024)")
    args = parser.parse_args()
    with open(args.input) as f:
        text = f.read()
    body, count, size = strip(text, args.min_inline_bytes)
    if args.max_bytes and len(body.encode()) > args.max_bytes:
        print("%s: %d bytes stripped, above --max-bytes %d"
              % (args.input, len(body.encode()), args.max_bytes),
              file=sys.stderr)
        return 1
    with open(args.output, "w") as out:
        out.write(body)
    print("%s: %d blobs (%.1f MB) stripped, %d bytes left"
          % (os.path.basename(args.output), count, size / 1e6,
             len(body.encode())))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the fuzzers' seed corpus: every MLIR test input of the repository,
split at `// -----` like `-split-input-file`, one file per chunk; with
--generic TENSOR_OPT, each chunk that parses printed in generic op form.

    fuzz-corpus.py OUTPUT_DIR [--generic TENSOR_OPT]
"""

import hashlib
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SOURCES = ["test", "examples"]


MEMOIZED_MAPS = re.compile(
    r" ?\{linalg\.memoized_indexing_maps = \[[^\]]*\]\}"
    r"|linalg\.memoized_indexing_maps = \[[^\]]*\](, )?"
    r"|, linalg\.memoized_indexing_maps = \[[^\]]*\]")


def main() -> int:
    out = pathlib.Path(sys.argv[1])
    tensor_opt = sys.argv[3] if sys.argv[2:3] == ["--generic"] else None
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for source in SOURCES:
        for path in sorted((ROOT / source).rglob("*.mlir")):
            for chunk in path.read_text().split("// -----"):
                # RUN/CHECK lines are comments the parser skips; keep them
                # out of the inputs anyway so mutations hit the IR.
                lines = [line for line in chunk.splitlines()
                         if not line.lstrip().startswith("//")]
                text = "\n".join(lines).strip() + "\n"
                if len(text) < 8:
                    continue
                if tensor_opt:
                    run = subprocess.run(
                        [tensor_opt, "--mlir-print-op-generic", "-"],
                        input=text, capture_output=True, text=True)
                    if run.returncode:
                        continue
                    # Upstream's cache of a named linalg op's maps, which
                    # its verifier trusts (it crashes on a mutated one;
                    # pass-fuzzer.cpp): not a part of the program.
                    text = MEMOIZED_MAPS.sub("", run.stdout)
                name = hashlib.sha1(text.encode()).hexdigest()
                (out / name).write_text(text)
                count += 1
    print(f"fuzz-corpus: {count} inputs in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

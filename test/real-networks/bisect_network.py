#!/usr/bin/env python3
"""Finds the first value of a network at which a build's numbers go wrong.

When run_corpus.py reports `wrong numbers` for a (network, build), this
script cuts the network's function after one of its values (the function
returns that value instead; canonicalization drops the rest), compiles
the cut network in the `none` build and in the failing one, runs both and
compares, and bisects over the function's values (in program order) for
the first one that differs by more than the tolerance. Python 3 and numpy:

    bisect_network.py --build build --config generic-cpu \\
        [--work DIR] test/real-networks/Inputs/vit_tiny.mlir

`--probe %12,%40` checks those values only. It prints every probe and at the end the first wrong value all of whose
operands are right -- the operation whose compilation is wrong -- in
generic form (as `tensor-opt --mlir-print-op-generic` prints it). It
bisects over the ancestors of a wrong value in program order, then checks
the operands of the one it found, and goes on from a wrong operand.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run_corpus  # noqa: E402

TOP_OP = re.compile(r'^    (%[\w]+)(?::\d+)? = "([\w.]+)"')
RESULT = re.compile(r"->\s*(tensor<[^<>]*>)\s*$")
USE = re.compile(r"(%[\w]+)")


class Cuttable:
    """The function of a network in generic form, and its values that can
    become its result (one static float tensor each)."""

    def __init__(self, text, func):
        self.lines = text.split("\n")
        self.values = []  # (name, type, op name, first line, last line)
        self.uses = {}  # top-level value -> top-level values its op reads
        i = 0
        while i < len(self.lines):
            m = TOP_OP.match(self.lines[i])
            if not m:
                i += 1
                continue
            start = i
            if self.lines[i].rstrip().endswith("({"):
                while not self.lines[i].startswith("    })"):
                    i += 1
            body = "\n".join(self.lines[start:i + 1])
            self.uses[m.group(1)] = set(USE.findall(
                body.split("=", 1)[1])) - {m.group(1)}
            r = RESULT.search(self.lines[i])
            if r and re.search(r"x(f16|f32|f64|bf16)>$", r.group(1)) and \
                    m.group(2) not in ("arith.constant", "tensor.empty"):
                self.values.append((m.group(1), r.group(1), m.group(2),
                                    start, i))
            i += 1
        self.index = {v[0]: k for k, v in enumerate(self.values)}
        self.func = func
        self.returns = [k for k, l in enumerate(self.lines)
                        if l.strip().startswith('"func.return"')]
        self.header = [k for k, l in enumerate(self.lines)
                       if '"func.func"' in l and
                       'sym_name = "%s"' % func in l]
        if len(self.returns) != 1 or len(self.header) != 1:
            raise ValueError("need one function %s with one return" % func)

    def operands(self, index):
        """The values (indices) that value `index`'s op reads directly,
        looking through ops whose results cannot be cut at (empty
        tensors, constants, integer tensors)."""
        found, seen = set(), set()
        stack = list(self.uses.get(self.values[index][0], ()))
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            if name in self.index:
                found.add(self.index[name])
            else:
                stack += self.uses.get(name, ())
        return sorted(found)

    def ancestors(self, index):
        """Every value (indices) that value `index` depends on."""
        found, stack = set(), [index]
        while stack:
            for k in self.operands(stack.pop()):
                if k not in found:
                    found.add(k)
                    stack.append(k)
        return sorted(found)

    def cut(self, index):
        """The module whose function returns value `index`."""
        name, type_text = self.values[index][:2]
        lines = list(self.lines)
        lines[self.returns[0]] = '    "func.return"(%s) : (%s) -> ()' % (
            name, type_text)
        header = lines[self.header[0]]
        lines[self.header[0]] = re.sub(
            r"(function_type = \([^)]*\) -> )(\([^)]*\)|tensor<[^<>]*>)",
            lambda m: m.group(1) + type_text, header, count=1)
        return "\n".join(lines)

    def op_text(self, index):
        first, last = self.values[index][3:5]
        text = "\n".join(self.lines[first:last + 1])
        return text if len(text) < 3000 else text[:3000] + "\n    ..."


class Options:
    pass


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("network")
    parser.add_argument("--build", required=True)
    parser.add_argument("--config", required=True,
                        help="the failing build, of: " +
                        ", ".join(b[0] for b in run_corpus.BUILDS))
    parser.add_argument("--baseline", default="none")
    parser.add_argument("--tolerance", type=float, default=1e-3)
    parser.add_argument("--probe", help="comma-separated values (%%12) "
                        "to check instead of bisecting")
    parser.add_argument("--work")
    parser.add_argument("--timeout", type=int, default=900)
    args = parser.parse_args()
    builds = {b[0]: b for b in run_corpus.BUILDS}
    options = Options()
    options.build = os.path.abspath(args.build)
    options.compile_timeout = options.run_timeout = args.timeout
    options.time = False
    options.runs = 0
    options.reuse = False
    options.llvm_bin = "/usr/lib/llvm-22/bin"
    options.llvm_lib = "/usr/lib/llvm-22/lib"
    work = args.work or tempfile.mkdtemp(prefix="bisect-")
    network = run_corpus.Network(args.network)
    inputs = run_corpus.prepare(network, work)
    generic = os.path.join(work, "generic.mlir")
    subprocess.run([os.path.join(options.build, "bin", "tensor-opt"),
                    network.filled, "--mlir-print-op-generic", "-o",
                    generic], check=True)
    with open(generic) as f:
        cuttable = Cuttable(f.read(), network.func)
    print("%s: %d values to cut at" % (network.name, len(cuttable.values)))

    verdicts = {}

    def wrong(index):
        """None: right; else why it is wrong."""
        if index not in verdicts:
            verdicts[index] = probe(index)
        return verdicts[index]

    def probe(index):
        name, type_text = cuttable.values[index][:2]
        path = os.path.join(work, "cut%d.mlir" % index)
        with open(path, "w") as f:
            f.write(cuttable.cut(index))
        cut = run_corpus.Network.__new__(run_corpus.Network)
        cut.name, cut.filled, cut.func = "cut%d" % index, path, network.func
        cut.results = [run_corpus.tensor_type(type_text)]
        results = {}
        for config in (args.baseline, args.config):
            results[config] = run_corpus.run_build(
                options, cut, builds[config], work, inputs, None)
        base, probe = results[args.baseline], results[args.config]
        if base.outputs is None:
            raise RuntimeError("%s of cut %d: %s %s" % (
                args.baseline, index, base.status, base.detail))
        if probe.outputs is None:
            verdict = "%s: %s" % (probe.status, probe.detail)
        else:
            err = run_corpus.difference(probe.outputs, base.outputs)
            verdict = None if err <= args.tolerance else "err %.3g" % err
        print("  value %d/%d %s (%s, %s): %s" % (
            index, len(cuttable.values), name, cuttable.values[index][2],
            type_text, verdict or "right"), flush=True)
        return verdict

    if args.probe:
        for name in args.probe.split(","):
            index = [v[0] for v in cuttable.values].index(name)
            wrong(index)
        return 0
    # Bisect over the ancestors of a wrong value, in program order, for the
    # first wrong one; then check that every operand of that one is right
    # (else go on from a wrong operand: a DAG is not a chain).
    culprit = len(cuttable.values) - 1
    if not wrong(culprit):
        print("the last value is right: nothing to bisect")
        return 1
    while True:
        chain = cuttable.ancestors(culprit) + [culprit]
        low, high = -1, len(chain) - 1  # chain[low] right, chain[high] wrong
        while high - low > 1:
            middle = (low + high) // 2
            if wrong(chain[middle]):
                high = middle
            else:
                low = middle
        culprit = chain[high]
        wrong_operands = [k for k in cuttable.operands(culprit) if wrong(k)]
        if not wrong_operands:
            break
        culprit = wrong_operands[0]
    print("\nfirst wrong value, all of whose operands are right: %s"
          % cuttable.values[culprit][0])
    print(cuttable.op_text(culprit))
    for k in cuttable.operands(culprit):
        print("operand %s: %s" % (cuttable.values[k][0],
                                  cuttable.op_text(k).split("\n")[0].strip()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Compiles networks several times on a loaded machine and compares the
outputs byte for byte.

The same input and options must give the same program whatever the
machine's load: layout-assign prices kernels from a model or a tuning
cache, never from timings taken while it compiles. This runs `tensor-opt`
with each build's pipeline (run_corpus.py's builds: layout assignment,
propagation and the whole lowering to the LLVM dialect) `--times` times
per network, with `--load` busy processes running all the while, and
compares every output with the first:

    compile_loaded.py --build build [--builds onednn+onednn,...]
                      [--times 5] [--load 2] [--work DIR] FILE_OR_DIR ...

One line per (network, build): `identical` with the output's size, or
`differs` with the first line that differs. The last line is
`determinism: N networks x M builds x T compiles: X differ`; the exit
status is 1 when X is not 0, 2 when a compile fails. The inputs are
filled as run_corpus.py fills them (fill_resources.py).
"""

import argparse
import os
import shlex
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import run_corpus  # noqa: E402


def start_load(count):
    """`count` processes that keep a core busy until killed."""
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"])
            for _ in range(count)]


def first_difference(a, b):
    """The 1-based number of the first line where `a` and `b` differ."""
    lines_a, lines_b = a.splitlines(), b.splitlines()
    for number, (x, y) in enumerate(zip(lines_a, lines_b), start=1):
        if x != y:
            return number
    return min(len(lines_a), len(lines_b)) + 1


def compile_once(tensor_opt, source, pipeline, lowering):
    command = [tensor_opt, source] + shlex.split(pipeline) + \
        ["--layout-lower-to-llvm=" + lowering]
    done = subprocess.run(command, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE)
    if done.returncode != 0:
        sys.stderr.write("compile failed: %s\n%s" % (
            " ".join(shlex.quote(c) for c in command),
            done.stderr.decode(errors="replace")))
        sys.exit(2)
    return done.stdout


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--build", required=True,
                        help="the build directory (bin/ holds tensor-opt)")
    parser.add_argument("--builds", default="generic-cpu,x86-avx512+onednn,"
                        "onednn+onednn", help="comma-separated builds of "
                        "run_corpus.py (not upstream)")
    parser.add_argument("--times", type=int, default=5)
    parser.add_argument("--load", type=int, default=os.cpu_count() or 1,
                        help="busy processes running during the compiles")
    parser.add_argument("--work", help="where filled inputs go (default: a "
                        "temporary directory)")
    options = parser.parse_args()
    builds = {name: (pipeline, lowering)
              for name, pipeline, lowering in run_corpus.BUILDS
              if pipeline is not None}
    chosen = options.builds.split(",")
    unknown = [b for b in chosen if b not in builds]
    if unknown:
        parser.error("unknown builds: " + ", ".join(unknown))
    tensor_opt = os.path.join(options.build, "bin", "tensor-opt")
    work = options.work or tempfile.mkdtemp(prefix="compile-loaded-")
    networks = [run_corpus.Network(p)
                for p in run_corpus.collect(options.paths)]
    differing = 0
    load = start_load(options.load)
    try:
        for network in networks:
            run_corpus.prepare(network, work)
            for build in chosen:
                pipeline, lowering = builds[build]
                first = compile_once(tensor_opt, network.filled, pipeline,
                                     lowering)
                verdict = "identical (%d bytes)" % len(first)
                for time in range(2, options.times + 1):
                    other = compile_once(tensor_opt, network.filled,
                                         pipeline, lowering)
                    if other != first:
                        differing += 1
                        verdict = "differs: compile %d from compile 1 at " \
                            "line %d" % (time, first_difference(
                                first.decode(errors="replace"),
                                other.decode(errors="replace")))
                        break
                print("%-24s %-20s %s" % (network.name, build, verdict))
                sys.stdout.flush()
    finally:
        for process in load:
            process.kill()
            process.wait()
    print("determinism: %d networks x %d builds x %d compiles: %d differ" %
          (len(networks), len(chosen), options.times, differing))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())

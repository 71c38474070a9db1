"""Runs a compile command several times, the later ones while other
processes keep every core busy, and checks that every run printed the same
bytes: a compile must not depend on the machine's load (a target that timed
kernels while compiling gave a busy machine different programs).

Usage: compile-under-load.py RUNS COMMAND ARGS...
Prints 'RUNS compiles, N distinct outputs'; exits 1 where N != 1 or a
compile failed.
"""

import os
import subprocess
import sys


def busy():
    while True:
        pass


def main():
    runs, command = int(sys.argv[1]), sys.argv[2:]
    outputs = []
    hogs = []
    try:
        for run in range(runs):
            if run == 1:
                # From the second compile on, every core is kept busy.
                for _ in range(os.cpu_count() or 2):
                    pid = os.fork()
                    if pid == 0:
                        busy()
                    hogs.append(pid)
            done = subprocess.run(command, stdout=subprocess.PIPE)
            if done.returncode != 0:
                print("compile %d failed with exit code %d"
                      % (run + 1, done.returncode))
                return 1
            outputs.append(done.stdout)
    finally:
        for pid in hogs:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
    distinct = len(set(outputs))
    print("%d compiles, %d distinct outputs" % (runs, distinct))
    return 0 if distinct == 1 else 1


if __name__ == "__main__":
    sys.exit(main())

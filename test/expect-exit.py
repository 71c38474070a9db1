#!/usr/bin/env python3
"""Runs a command and succeeds only if it exits with the given code.

Usage: expect-exit.py CODE COMMAND [ARGS...]

Unlike `not`, this tells a clean error exit (1) from a crash, an abort or
any other failure, which the malformed-input tests require.
"""
import subprocess
import sys

expected = int(sys.argv[1])
result = subprocess.run(sys.argv[2:])
if result.returncode != expected:
    sys.stderr.write("expect-exit: expected exit code %d, got %d\n" %
                     (expected, result.returncode))
    sys.exit(2)

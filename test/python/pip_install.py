# REQUIRES: python-pip
# RUN: rm -rf %t && mkdir -p %t
# RUN: %python %s %tensor_layout_obj_root %t | FileCheck %s
"""pip installs the built package offline: a copy of build/python_packages
(its generated setup.py and pyproject.toml) into a virtual environment that
sees the system's numpy, setuptools and pip (no network, no index)."""

import os
import shutil
import subprocess
import sys

build_root, scratch = sys.argv[1:3]
source = os.path.join(scratch, "python_packages")
shutil.copytree(os.path.join(build_root, "python_packages"), source,
                ignore=shutil.ignore_patterns("__pycache__", "build",
                                              "*.egg-info"))
venv = os.path.join(scratch, "venv")
subprocess.run([sys.executable, "-m", "venv", "--system-site-packages",
                "--without-pip", venv], check=True)
python = os.path.join(venv, "bin", "python")
env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
installed = subprocess.run(
    [python, "-m", "pip", "install", "--no-index", "--no-build-isolation",
     "--disable-pip-version-check", "--no-cache-dir", source],
    env=env, capture_output=True, text=True)
print("pip:", installed.returncode,
      installed.stderr if installed.returncode else "")
# CHECK: pip: 0
run = subprocess.run([python, "-c", """
import importlib.metadata, os, sys
import numpy as np, tensor_layout as tl
print(tl.__file__.startswith(sys.prefix), os.path.exists(
    os.path.join(os.path.dirname(tl.__file__), "py.typed")))
print(importlib.metadata.version("tensor-layout") == tl.__version__)
f = tl.compile('func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }').f
print((f(np.float32([1, 2])) * 2).tolist())
"""], env=env, capture_output=True, text=True, cwd=scratch)
print(run.stdout.strip(), run.stderr.strip())
# CHECK-NEXT: True True
# CHECK-NEXT: True
# CHECK-NEXT: [2.0, 4.0]

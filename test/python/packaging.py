# RUN: rm -rf %t && mkdir -p %t
# RUN: %python %s %tensor_layout_src_root %tensor_layout_obj_root %t | FileCheck %s
"""The package's version, type hints marker, and cmake --install of the
package alone (component TensorLayoutPython) into a prefix."""

import os
import re
import subprocess
import sys

import tensor_layout as tl

source_root, build_root, scratch = sys.argv[1:4]

# __version__ is the CMake project's version.
with open(os.path.join(source_root, "CMakeLists.txt")) as cmake_lists:
    version = re.search(r"project\(tensor-layout VERSION ([0-9.]+)",
                        cmake_lists.read()).group(1)
print(tl.__version__ == version, re.fullmatch(r"\d+\.\d+\.\d+", tl.__version__)
      is not None)
# CHECK: True True

# PEP 561: the package says it has inline types.
package = os.path.dirname(tl.__file__)
print(os.path.exists(os.path.join(package, "py.typed")))
# CHECK-NEXT: True

# cmake --install of the component: the package, its packaging files, and
# a _config.py naming the prefix's libraries. Staged under DESTDIR, so that
# nothing is written outside the test's directory even in a build
# configured to install into site-packages (where this test fails).
prefix = "/opt/tensor-layout"
destdir = os.path.join(scratch, "destdir")
subprocess.run(["cmake", "--install", build_root, "--component",
                "TensorLayoutPython", "--prefix", prefix], check=True,
               stdout=subprocess.DEVNULL, env=dict(os.environ, DESTDIR=destdir))
installed = destdir + prefix + "/python_packages"
print(sorted(f for f in os.listdir(installed)))
# CHECK-NEXT: ['pyproject.toml', 'setup.py', 'tensor_layout']
files = os.listdir(os.path.join(installed, "tensor_layout"))
print("py.typed" in files, "_config.py" in files,
      any(f.startswith("_tensor_layout") and f.endswith(".so") for f in files))
# CHECK-NEXT: True True True
# The installed package runs (the prefix holds no libTensorLayout-C.so
# here, as only the component was installed: the build's stands in).
env = dict(os.environ, PYTHONPATH=installed,
           LD_LIBRARY_PATH=os.path.join(build_root, "lib"))
check = subprocess.run([sys.executable, "-c", """
import numpy as np, tensor_layout as tl
from tensor_layout import _config
print(tl.__file__.startswith(%r), tl.__version__)
print(_config.ONEDNN_RUNTIME == %r)
f = tl.compile('func.func @f(%%x: tensor<2xf32>) -> tensor<2xf32> { return %%x : tensor<2xf32> }').f
print((f(np.float32([1, 2])) + 1).tolist())
""" % (installed, os.path.join(prefix, "lib",
                                "libtensor_layout_onednn_runtime.so"))],
    env=env, capture_output=True, text=True)
print(check.stdout.strip(), check.stderr.strip())
# CHECK-NEXT: True [[VERSION:[0-9.]+]]
# CHECK-NEXT: True
# CHECK-NEXT: [2.0, 3.0]

# -*- Python -*-
# lit configuration of the NPU compiler's tests.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "npu"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.npu_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(
    ["npu-opt", "mlir-runner"],
    [os.path.join(config.npu_obj_root, "bin"), config.llvm_tools_dir])
config.substitutions.append(
    ("%mlir_c_runner_utils",
     os.path.join(config.llvm_lib_dir, "libmlir_c_runner_utils.so")))
# tensor-layout's lowering runs the matmul on its oneDNN runtime.
config.substitutions.append(("%onednn_runtime", config.onednn_runtime))
config.substitutions.append(
    ("%mlir_runner_utils",
     os.path.join(config.llvm_lib_dir, "libmlir_runner_utils.so")))

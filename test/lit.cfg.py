# -*- Python -*-
# lit configuration of the tensor-layout test suite.

import os

import lit.formats
from lit.llvm import llvm_config

config.name = "tensor-layout"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".c"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tensor_layout_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py",
                   "expect-exit.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%tensor_layout_src_root",
                             config.tensor_layout_src_root))
config.substitutions.append(("%tensor_layout_obj_root",
                             config.tensor_layout_obj_root))

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.add_tool_substitutions(
    ["tensor-opt", "tensor-layout-compile", "tensor-layout-capi-test",
     "tensor-layout-compare"],
    [config.tensor_layout_tools_dir, config.llvm_tools_dir])

# %expect-exit-1 CMD: CMD must fail cleanly with exit code 1 (no crash).
config.substitutions.append(
    ("%expect-exit-1", "%s %s 1" % (config.python_executable,
                                    os.path.join(config.test_source_root,
                                                 "expect-exit.py"))))

# Runtime libraries of mlir-runner, for the execution tests.
for lib in ["mlir_runner_utils", "mlir_c_runner_utils"]:
    config.substitutions.append(
        ("%" + lib, os.path.join(config.llvm_lib_dir, "lib%s.so" % lib)))

# The transform benchmark (bench/), when Google Benchmark and libomp exist.
if os.path.exists(os.path.join(config.tensor_layout_tools_dir,
                               "tensor-layout-transform-bench")):
    config.available_features.add("transform-bench")
    llvm_config.add_tool_substitutions(["tensor-layout-transform-bench"],
                                       [config.tensor_layout_tools_dir])

# The onednn target times oneDNN's kernels on plain layouts and on untiled
# images against `any`'s for some convolutions (OneDNNKernelTimes.h), and
# its answers then depend on the machine and its load: pinned here to
# "plain is a second slower" and untiled as fast as `any`'s (oneDNN's own
# choice, or the same kernel on untiled images, docs/Targets.md). Tests of
# the timed choices pin their own.
config.environment["TENSOR_LAYOUT_ONEDNN_CONV_TIMES"] = "1,0"

# The CPU's vector extensions, for tests of the onednn target, whose answers
# depend on the ISA oneDNN runs on: tests cap it with ONEDNN_MAX_CPU_ISA
# (which cannot raise it), and need a CPU that has it.
try:
    with open("/proc/cpuinfo") as cpuinfo:
        flags = set()
        for line in cpuinfo:
            if line.startswith("flags"):
                flags.update(line.split(":", 1)[1].split())
                break
except OSError:
    flags = set()
if "avx2" in flags:
    config.available_features.add("cpu-avx2")
if {"avx512f", "avx512bw", "avx512vl", "avx512dq"} <= flags:
    config.available_features.add("cpu-avx512")

# The OpenMP runtime, for transforms on threads (threads=N).
libomp = os.path.join(config.llvm_lib_dir, "libomp.so")
if os.path.exists(libomp):
    config.available_features.add("libomp")
    config.substitutions.append(("%libomp", libomp))

# The CUDA toolkit's assembler, which gpu-module-to-binary runs for
# --layout-lower-to-nvvm="format=fatbin". MLIR looks for it on PATH only:
# CUDA's default install place is added to the tests' PATH when needed.
import shutil
if shutil.which("ptxas"):
    config.available_features.add("ptxas")
elif os.path.exists("/usr/local/cuda/bin/ptxas"):
    config.available_features.add("ptxas")
    llvm_config.with_environment("PATH", "/usr/local/cuda/bin",
                                 append_path=True)

# The project's CUDA runtime (built where cuda.h was found) and the probe
# that says whether a CUDA device is there: `cuda-runtime` for tests that
# link against it, `cuda-device` for those that run kernels, `cublaslt`
# and `cudnn` where those open (for `libraries=true`). Without a
# device those tests are unsupported, never failing.
cuda_runtime = os.path.join(config.tensor_layout_obj_root, "lib",
                            "libtensor_layout_cuda_runtime.so")
if os.path.exists(cuda_runtime):
    config.available_features.add("cuda-runtime")
    config.tensor_layout_cuda_runtime = cuda_runtime
    config.substitutions.append(("%cuda_runtime", cuda_runtime))
    import subprocess
    probe = os.path.join(config.tensor_layout_tools_dir,
                         "tensor-layout-cuda-probe")
    try:
        found = subprocess.run([probe], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=60)
        said = found.stdout.decode(errors="replace").strip()
        if found.returncode == 0:
            config.available_features.add("cuda-device")
        if "cuBLASLt: available" in said:
            config.available_features.add("cublaslt")
        if "cuDNN: available" in said:
            config.available_features.add("cudnn")
        lit_config.note(said)
    except (OSError, subprocess.TimeoutExpired) as error:
        lit_config.note("tensor-layout-cuda-probe: %s" % error)

# The Python package (python/), run by the interpreter it was built for.
if config.python_bindings_enabled:
    config.available_features.add("python-bindings")
    config.substitutions.append(("%python", config.tensor_layout_python))
    llvm_config.with_environment(
        "PYTHONPATH",
        os.path.join(config.tensor_layout_obj_root, "python_packages"),
        append_path=True)

# ASan + UBSan builds (make check-sanitized). Our code inlines LLVM's
# allocators, which poison memory that the uninstrumented libMLIR.so then
# writes legitimately: user poisoning is off, real errors still abort.
# Instrumented libraries cannot load into an uninstrumented host (python):
# such tests are UNSUPPORTED: sanitizers.
if config.sanitizers_enabled:
    config.available_features.add("sanitizers")
    config.environment["ASAN_OPTIONS"] = "allow_user_poisoning=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1"

// --version names the project's version beside LLVM's; --help lists every
// built-in target (cuda-libraries included) and says what onednn=true runs.
// RUN: tensor-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: tensor-opt --help | FileCheck %s --check-prefix=HELP

// VERSION: LLVM version
// VERSION: tensor-layout {{[0-9]+\.[0-9]+\.[0-9]+}}

// HELP: --layout-assign
// HELP: --target=<string> {{.*}}generic-cpu, x86-avx512, onednn, nvidia-sm90, cuda-libraries, or a target attribute
// HELP: --layout-lower-to-llvm
// HELP: --onednn {{.*}}Run convolutions, matmuls, poolings and softmaxes

#!/usr/bin/env bash
# Installs every Debian package tensor-layout needs to build and test.
# Idempotent: packages already present are skipped, and nothing is fetched
# when everything is installed.
set -euo pipefail

PACKAGES=(
  # MLIR/LLVM 22: libraries, CMake packages, mlir-tblgen, lit, FileCheck, not.
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  # Build tools.
  cmake ninja-build g++ make
  # Unit tests and benchmarks.
  libgtest-dev libbenchmark-dev
  # Python package (python/): pybind11 bindings for Debian's python3, numpy.
  python3-dev pybind11-dev python3-numpy
  # pip install of the built package, offline (test/python/pip_install.py):
  # pip with setuptools and wheel.
  python3-pip python3-setuptools python3-wheel
  # Fuzzing and the instrumented build (make check-sanitized, make fuzz):
  # clang with libFuzzer and the sanitizer runtimes.
  clang-22 libclang-rt-22-dev
  # Multi-threaded transforms (threads=N: scf.parallel -> OpenMP) and the
  # transform benchmarks' chart (make bench).
  libomp-22-dev python3-matplotlib
  # Instruction counts of the transforms (make bench-profile).
  valgrind
  # CPU kernels of compute ops (convert-linalg-to-onednn and its runtime).
  # Debian's oneDNN CMake package looks for OpenCL (its GPU runtime), which
  # libdnnl-dev only recommends.
  libdnnl-dev ocl-icd-opencl-dev
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"

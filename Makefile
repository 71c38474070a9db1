# Thin wrappers over CMake. `make run` and `make check` do all set-up on a
# fresh Debian 12 machine (packages, configure, build) before their job.

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_ARGS ?=
EXAMPLE ?= examples/simplify-transforms.mlir
NETWORK ?= examples/run-network.mlir
LLVM_DIR ?= /usr/lib/llvm-22
RUNNER = $(LLVM_DIR)/bin/mlir-runner -e main -entry-point-result=void \
  -shared-libs=$(LLVM_DIR)/lib/libmlir_runner_utils.so,$(LLVM_DIR)/lib/libmlir_c_runner_utils.so

.PHONY: all deps configure build run check check-sanitized stress docs bench-assign clean format

all: build

deps:
	./scripts/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release $(CMAKE_ARGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-opt

# Shows tensor-opt simplifying layouts and transforms on a shipped example,
# then optimizing, lowering and running a small network.
run: build
	@echo "== 1. simplify transforms: $(EXAMPLE)"
	@cat $(EXAMPLE)
	@echo "== tensor-opt --layout-report --canonicalize --layout-report"
	$(BUILD_DIR)/bin/tensor-opt $(EXAMPLE) --layout-report --canonicalize \
	  --layout-report --mlir-print-op-on-diagnostic=false 2>&1
	@echo "== 2. assign layouts for a CPU, optimize, verify, lower to LLVM and run: $(NETWORK)"
	$(BUILD_DIR)/bin/tensor-opt $(NETWORK) --layout-assign=target=generic-cpu \
	  --layout-propagate --canonicalize --layout-verify=target=generic-cpu \
	  --layout-report --mlir-print-op-on-diagnostic=false \
	  --layout-lower-to-llvm | $(RUNNER)

# Builds everything and runs every test (lit suite and unit tests).
check: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target check-tensor-layout

# Everything we compile instrumented with ASan + UBSan (build-sanitized/),
# and the lit suite and unit tests run on it (not the Python package nor
# examples/embed, whose hosts are not instrumented). See docs/reliability.md.
check-sanitized: deps
	cmake -G Ninja -S . -B build-sanitized -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DTENSOR_LAYOUT_ENABLE_SANITIZERS=ON $(CMAKE_ARGS)
	cmake --build build-sanitized -j $(JOBS) --target check-tensor-layout

# Differential execution testing at length: STRESS_CASES generated programs
# of seed STRESS_SEED (a new one each run) compiled, run between guard
# regions and compared with numpy; each failure prints a reproducer.
STRESS_SEED ?= $(shell date +%s)
STRESS_CASES ?= 5000
stress: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target TensorLayoutPython
	PYTHONPATH=$(BUILD_DIR)/python_packages /usr/bin/python3 \
	  test/differential/differential.py --seed $(STRESS_SEED) \
	  --cases $(STRESS_CASES)

# Times layout-assign + canonicalize on generated functions of 10^3 to 10^5
# operations (docs/Assignment.md records the numbers).
bench-assign: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-layout-assign-bench
	$(BUILD_DIR)/bin/tensor-layout-assign-bench

# Generated dialect and pass docs, in $(BUILD_DIR)/docs.
docs: configure
	cmake --build $(BUILD_DIR) --target mlir-doc

format:
	git ls-files '*.cpp' '*.h' '*.c' | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR)

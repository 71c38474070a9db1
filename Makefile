# Thin wrappers over CMake. `make run` and `make check` do all set-up on a
# fresh Debian 12 machine (packages, configure, build) before their job.

BUILD_DIR ?= build
JOBS ?= $(shell nproc)
CMAKE_ARGS ?=
EXAMPLE ?= examples/simplify-transforms.mlir
NETWORK ?= examples/run-network.mlir
LLVM_DIR ?= /usr/lib/llvm-22
# Lowered programs run their compute ops on the project's oneDNN runtime.
RUNNER = $(LLVM_DIR)/bin/mlir-runner -e main -entry-point-result=void \
  -shared-libs=$(LLVM_DIR)/lib/libmlir_runner_utils.so,$(LLVM_DIR)/lib/libmlir_c_runner_utils.so,$(BUILD_DIR)/lib/libtensor_layout_onednn_runtime.so

.PHONY: all deps configure build run check check-quick check-sanitized fuzz \
  fuzz-smoke stress docs bench bench-networks bench-real bench-profile \
  bench-assign \
  gpu-bundle \
  bench-gpu clean format

all: build

deps:
	./scripts/install-deps.sh

$(BUILD_DIR)/build.ninja:
	cmake -G Ninja -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release $(CMAKE_ARGS)

configure: deps $(BUILD_DIR)/build.ninja

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-opt \
	  tensor_layout_onednn_runtime

# A short tour: tensor-opt simplifying the transforms a frontend left, then
# a small network given layouts for a CPU, optimized, verified, lowered to
# LLVM and run.
run: build
	@echo "== 1. A frontend left 5 layout transforms around a ReLU: $(EXAMPLE)"
	@echo "   --layout-report says what each moves, from which layout to which, and"
	@echo "   for which op; --canonicalize cancels and merges them; the second"
	@echo "   report shows what is left, then the simplified program."
	@echo
	$(BUILD_DIR)/bin/tensor-opt $(EXAMPLE) --layout-report --canonicalize \
	  --layout-report --mlir-print-op-on-diagnostic=false 2>&1
	@echo
	@echo "== 2. A small convolution network: $(NETWORK)"
	@echo "   --layout-assign gives every tensor the layout the generic-cpu target"
	@echo "   asks for, --layout-propagate and --canonicalize move and cancel the"
	@echo "   transforms, --layout-verify checks the result, --layout-report shows"
	@echo "   the transforms left, --layout-lower-to-llvm lowers it, mlir-runner runs it."
	@echo
	$(BUILD_DIR)/bin/tensor-opt $(NETWORK) --layout-assign=target=generic-cpu \
	  --layout-propagate --canonicalize --layout-verify=target=generic-cpu \
	  --layout-report --mlir-print-op-on-diagnostic=false \
	  --layout-lower-to-llvm | $(RUNNER)

# Builds everything and runs every test: the lit suite and unit tests
# (check-quick), the same instrumented with ASan + UBSan (check-sanitized),
# and a short run of each fuzzer (fuzz-smoke). CI runs this.
check: check-quick check-sanitized fuzz-smoke

# The lit suite (differential execution tests included) and unit tests.
check-quick: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target check-tensor-layout

# Everything we compile built by clang with ASan + UBSan and libFuzzer's
# coverage instrumentation (build-sanitized/), the lit suite and unit tests
# run on it (not the Python package nor examples/embed, whose hosts are not
# instrumented), and the fuzzers built. See docs/reliability.md.
SANITIZED_DIR ?= build-sanitized
$(SANITIZED_DIR)/build.ninja:
	CC=clang-22 CXX=clang++-22 cmake -G Ninja -S . -B $(SANITIZED_DIR) \
	  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTENSOR_LAYOUT_ENABLE_SANITIZERS=ON \
	  -DTENSOR_LAYOUT_ENABLE_FUZZERS=ON $(CMAKE_ARGS)

check-sanitized: deps $(SANITIZED_DIR)/build.ninja
	cmake --build $(SANITIZED_DIR) -j $(JOBS) --target check-tensor-layout \
	  tensor-layout-fuzzers

# libFuzzer on parsing/verification/printing and on the passes and the
# lowering, FUZZ_TIME seconds each, from a seed corpus of the test inputs;
# the corpora grow in $(SANITIZED_DIR)/fuzz, crashes are written there.
FUZZ_TIME ?= 600
FUZZ_DIR = $(SANITIZED_DIR)/fuzz
FUZZ_ENV = ASAN_OPTIONS=allow_user_poisoning=0 \
  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
FUZZ_FLAGS = -max_total_time=$(FUZZ_TIME) -timeout=30 -rss_limit_mb=4096 \
  -artifact_prefix=$(FUZZ_DIR)/ -print_final_stats=1 $(FUZZ_ARGS)
fuzz: check-sanitized
	mkdir -p $(FUZZ_DIR)/parse $(FUZZ_DIR)/pass
	/usr/bin/python3 scripts/fuzz-corpus.py $(FUZZ_DIR)/seed
	$(FUZZ_ENV) /usr/bin/python3 scripts/fuzz-corpus.py $(FUZZ_DIR)/seed-generic \
	  --generic $(SANITIZED_DIR)/bin/tensor-opt
	$(FUZZ_ENV) $(SANITIZED_DIR)/bin/tensor-layout-parse-fuzzer $(FUZZ_FLAGS) \
	  -dict=tools/tensor-layout-fuzzer/layout.dict $(FUZZ_DIR)/parse \
	  $(FUZZ_DIR)/seed
	$(FUZZ_ENV) $(SANITIZED_DIR)/bin/tensor-layout-pass-fuzzer $(FUZZ_FLAGS) \
	  $(FUZZ_DIR)/pass $(FUZZ_DIR)/seed-generic

# The fuzzers for half a minute each: what CI runs.
fuzz-smoke:
	$(MAKE) fuzz FUZZ_TIME=30 FUZZ_ARGS=-seed=1

# Differential execution testing at length: STRESS_CASES generated programs
# of seed STRESS_SEED (a new one each run) compiled, run between guard
# regions and compared with numpy, and a tenth as many generated
# convolution networks in every target's build; each failure prints a
# reproducer.
STRESS_SEED ?= $(shell date +%s)
STRESS_CASES ?= 5000
stress: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target TensorLayoutPython
	PYTHONPATH=$(BUILD_DIR)/python_packages /usr/bin/python3 \
	  test/differential/differential.py --seed $(STRESS_SEED) \
	  --cases $(STRESS_CASES)
	PYTHONPATH=$(BUILD_DIR)/python_packages /usr/bin/python3 \
	  test/differential/differential.py --seed $(STRESS_SEED) \
	  --cases $$(( $(STRESS_CASES) / 5 )) --large
	PYTHONPATH=$(BUILD_DIR)/python_packages /usr/bin/python3 \
	  test/differential/differential.py --seed $(STRESS_SEED) \
	  --cases $$(( $(STRESS_CASES) / 5 )) --dynamic
	PYTHONPATH=$(BUILD_DIR)/python_packages /usr/bin/python3 \
	  test/differential/networks.py --seed $(STRESS_SEED) \
	  --cases $$(( $(STRESS_CASES) / 10 ))

# Layout transforms against memory bandwidth (bench/TransformBench.cpp)
# and numpy (bench/numpy_transforms.py); bench/report.py writes the table
# and chart of docs/performance.md to $(BENCH_OUT).{md,png}. BENCH_FILTER
# selects benchmarks (a regex, e.g. BENCH_FILTER=_small); with
# BENCH_REPETITIONS=N each is run N times, in random order among the
# others (so that a slow phase of the machine does not hit one case's
# runs only), and the report shows medians.
BENCH_OUT ?= $(BUILD_DIR)/bench-results/report
BENCH_FILTER ?= .
BENCH_REPETITIONS ?= 1
bench: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-layout-transform-bench
	mkdir -p $(dir $(BENCH_OUT))
	$(BUILD_DIR)/bin/tensor-layout-transform-bench \
	  --benchmark_filter='$(BENCH_FILTER)' \
	  --benchmark_repetitions=$(BENCH_REPETITIONS) \
	  --benchmark_report_aggregates_only=$(if $(filter 1,$(BENCH_REPETITIONS)),false,true) \
	  --benchmark_enable_random_interleaving=$(if $(filter 1,$(BENCH_REPETITIONS)),false,true) \
	  --benchmark_out=$(dir $(BENCH_OUT))transforms.json \
	  --benchmark_out_format=json
	/usr/bin/python3 bench/numpy_transforms.py $(dir $(BENCH_OUT))numpy.json
	/usr/bin/python3 bench/report.py $(BENCH_OUT) \
	  $(dir $(BENCH_OUT))transforms.json $(dir $(BENCH_OUT))numpy.json

# Whole networks (bench/networks): every build of each network (upstream's
# lowering, oneDNN on plain layouts, each target's layouts on oneDNN) and
# the network written by hand on oneDNN, timed in one process in turns;
# NETWORK_ROUNDS rounds, medians. Prints the table of
# docs/performance-networks.md.
NETWORK_ROUNDS ?= 7
# The builds that time kernels as they compile (the onednn target) one at a
# time, after the rest (bench/networks/CMakeLists.txt).
bench-networks: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) \
	  --target tensor-layout-network-untimed-builds
	cmake --build $(BUILD_DIR) -j 1 --target tensor-layout-network-bench
	$(BUILD_DIR)/bin/tensor-layout-network-bench \
	  $(BUILD_DIR)/bench/networks $(NETWORK_ROUNDS)

# Real networks against the runtimes users deploy (bench/real): the
# torchvision classifiers, a BERT layer and a Llama block exported by
# torch-mlir with their weights as constants into $(REAL_CORPUS) (once),
# compiled in our $(REAL_BUILDS), then in one process per network with
# PyTorch eager (NCHW, channels_last), torch.compile, ONNX Runtime and IREE
# on the same weights and input, $(REAL_ROUNDS) rounds in turns, 2 threads
# each. Needs BENCH_PYTHON with bench/real/requirements.txt; prints the
# table of docs/performance-real.md into $(BUILD_DIR)/bench-results/real.md.
BENCH_PYTHON ?= python3
REAL_CORPUS ?= $(BUILD_DIR)/real-corpus
REAL_CORPUS_NETWORKS := resnet18,resnet50,mobilenet_v2,mobilenet_v3_small
REAL_CORPUS_NETWORKS := $(REAL_CORPUS_NETWORKS),efficientnet_b0,squeezenet1_1
REAL_CORPUS_NETWORKS := $(REAL_CORPUS_NETWORKS),resnext50_32x4d,densenet121
REAL_CORPUS_NETWORKS := $(REAL_CORPUS_NETWORKS),convnext_tiny,bert_layer,llama_block
REAL_NETWORKS ?= $(REAL_CORPUS_NETWORKS)
REAL_BUILDS ?= none+onednn,onednn+onednn
REAL_ROUNDS ?= 10
bench-real: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-opt \
	  tensor_layout_onednn_runtime
	@missing=$$(for n in $$(echo $(REAL_NETWORKS) | tr , ' '); do \
	  test -f $(REAL_CORPUS)/$$n.mlir || printf '%s,' $$n; done); \
	if [ -n "$$missing" ]; then \
	  $(BENCH_PYTHON) bench/real/export_torch.py --out $(REAL_CORPUS) \
	    --reference --threads 2 --networks $${missing%,}; fi
	$(BENCH_PYTHON) bench/real/bench_real.py --build $(BUILD_DIR) \
	  --work $(BUILD_DIR)/bench-results/real-work --networks $(REAL_NETWORKS) \
	  --builds $(REAL_BUILDS) --rounds $(REAL_ROUNDS) \
	  --out $(BUILD_DIR)/bench-results/real.md $(REAL_CORPUS)

# Instruction counts (callgrind, with its cache simulation) of our
# transforms and upstream's on PROFILE_CASES, built for AVX2 because
# Valgrind does not run AVX-512 code (bench/profile.py); the callgrind
# files are left in $(PROFILE_OUT).
PROFILE_CASES ?= nchw_nchw16c_f32_large nchw_nhwc_3c_f32_large \
  transpose_pad_f32_small transpose_8000_f32_small
PROFILE_OUT ?= $(BUILD_DIR)/bench-results/profile
bench-profile: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-layout-transform-bench-avx2
	/usr/bin/python3 bench/profile.py \
	  $(BUILD_DIR)/bin/tensor-layout-transform-bench-avx2 $(PROFILE_OUT) \
	  $(PROFILE_CASES)

# The GPU checks and benchmark (bench/gpu), built ahead of time into
# $(GPU_BUNDLE) by bench/gpu/make-bundle.sh; that folder runs on any x86-64
# machine with a CUDA device and driver, MLIR or not. bench-gpu runs it here
# (needs a CUDA device), results in $(BUILD_DIR)/bench-results/gpu.
GPU_BUNDLE ?= $(BUILD_DIR)/gpu-bundle
gpu-bundle: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)
	bash bench/gpu/make-bundle.sh $(BUILD_DIR) $(GPU_BUNDLE)

bench-gpu: gpu-bundle
	$(GPU_BUNDLE)/run.sh $(BUILD_DIR)/bench-results/gpu

# Times layout-assign + canonicalize on generated functions of 10^3 to 10^5
# operations (docs/Assignment.md records the numbers).
bench-assign: configure
	cmake --build $(BUILD_DIR) -j $(JOBS) --target tensor-layout-assign-bench
	$(BUILD_DIR)/bin/tensor-layout-assign-bench

# Generated dialect and pass docs, in $(BUILD_DIR)/docs.
docs: configure
	cmake --build $(BUILD_DIR) --target mlir-doc

format:
	git ls-files --cached --others --exclude-standard '*.cpp' '*.h' '*.c' \
	  | xargs clang-format -i

clean:
	rm -rf $(BUILD_DIR)

#!/usr/bin/env bash
# Packs what the GPU tests and the GPU benchmark need into one folder that
# runs on a machine with a CUDA device and driver but no MLIR (the
# ahead-of-time path): the CUDA runtime, tensor-layout-compare, the probe,
# the benchmark, and the transform cases compiled here for the CPU and the
# GPU (PTX, and a fatbin where ptxas exists). Host code is built for plain
# x86-64 so that it runs on any x86-64 machine.
#
# Usage: make-bundle.sh BUILD_DIR OUT_DIR      (make gpu-bundle)
#        OUT_DIR/run.sh [RESULTS_DIR]          (on the GPU machine)
set -euo pipefail
if [ $# -ne 2 ] || [ -z "$2" ] || [ "$2" = / ]; then
  echo "usage: make-bundle.sh BUILD_DIR OUT_DIR" >&2
  exit 2
fi
build=$(readlink -f "$1")
out=$2
if [ -e "$out" ] && [ ! -e "$out/run.sh" ]; then
  echo "make-bundle.sh: $out exists and is not a bundle; not replacing it" >&2
  exit 1
fi
src=$(cd "$(dirname "$0")/../.." && pwd)
compile="$build/bin/tensor-layout-compile"
if [ ! -e "$build/lib/libtensor_layout_cuda_runtime.so" ]; then
  echo "make-bundle.sh: the CUDA runtime was not built (no cuda.h)" >&2
  exit 1
fi
rm -rf "$out" && mkdir -p "$out"
cp "$build/lib/libtensor_layout_cuda_runtime.so" \
   "$build/bin/tensor-layout-compare" "$build/bin/tensor-layout-cuda-probe" \
   "$build/bin/tensor-layout-gpu-bench" "$src/bench/gpu/torch_transforms.py" \
   "$out/"
cp "$src/test/Integration/GPU/Inputs/transform-cases.mlir" \
   "$src/test/Integration/GPU/Inputs/constant-cases.mlir" \
   "$src/test/Integration/CPU/Inputs/few-channel-cases.mlir" "$out/"
cp "$src/bench/gpu/transforms.mlir" "$out/bench-transforms.mlir"

cases="$out/transform-cases.mlir"
"$compile" "$cases" --mcpu x86-64 -o "$out/cpu.o" --shared "$out/cpu.so"
"$compile" "$cases" --mcpu x86-64 --target nvidia -o "$out/gpu.o" \
  --shared "$out/gpu.so"
# MLIR finds ptxas on PATH (or through CUDA_ROOT).
if ! command -v ptxas >/dev/null && [ -x /usr/local/cuda/bin/ptxas ]; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi
format=isa
if command -v ptxas >/dev/null; then
  format=fatbin
  "$compile" "$cases" --mcpu x86-64 --target nvidia --lower format=fatbin \
    -o "$out/gpu-fatbin.o" --shared "$out/gpu-fatbin.so"
fi
# Without canonicalization, which would fold its chains.
few="$out/few-channel-cases.mlir"
"$compile" "$few" --pipeline "" --mcpu x86-64 -o "$out/few-cpu.o" \
  --shared "$out/few-cpu.so"
"$compile" "$few" --pipeline "" --mcpu x86-64 --target nvidia \
  --lower "format=$format" -o "$out/few-gpu.o" --shared "$out/few-gpu.so"
# Kernels that read constants (device globals: no HMM needed).
constants="$out/constant-cases.mlir"
"$compile" "$constants" --mcpu x86-64 -o "$out/constants-cpu.o" \
  --shared "$out/constants-cpu.so"
"$compile" "$constants" --mcpu x86-64 --target nvidia \
  --lower "format=$format" -o "$out/constants-gpu.o" \
  --shared "$out/constants-gpu.so"
"$compile" "$out/bench-transforms.mlir" --mcpu x86-64 --target nvidia \
  --lower "host-shared=false format=$format" -o "$out/bench.o" \
  --shared "$out/bench.so"
rm -f "$out"/*.o

cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# The GPU checks and benchmark of tensor-layout, built ahead of time by
# make-bundle.sh. Usage: run.sh [RESULTS_DIR]; REPETITIONS=N sets the
# benchmark's runs per case (20).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
results=${1:-$here/results}
mkdir -p "$results"
export LD_LIBRARY_PATH="$here${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
status=0
"$here/tensor-layout-cuda-probe" | tee "$results/device.txt" || exit 1
for gpu in gpu gpu-fatbin; do
  [ -e "$here/$gpu.so" ] || continue
  echo "== CPU vs GPU ($gpu.so)"
  "$here/tensor-layout-compare" "$here/transform-cases.mlir" "$here/cpu.so" \
    "$here/$gpu.so" | tee "$results/compare-$gpu.txt" || status=1
done
echo "== CPU vs GPU (few-gpu.so)"
"$here/tensor-layout-compare" "$here/few-channel-cases.mlir" \
  "$here/few-cpu.so" "$here/few-gpu.so" | tee "$results/compare-few.txt" \
  || status=1
echo "== CPU vs GPU (constants-gpu.so)"
"$here/tensor-layout-compare" "$here/constant-cases.mlir" \
  "$here/constants-cpu.so" "$here/constants-gpu.so" \
  | tee "$results/compare-constants.txt" || status=1
echo "== benchmark"
"$here/tensor-layout-gpu-bench" "$here/bench-transforms.mlir" \
  "$here/bench.so" "${REPETITIONS:-20}" --json "$results/gpu-bench.json" \
  | tee "$results/gpu-bench.txt" || status=1
echo "== PyTorch"
python3 "$here/torch_transforms.py" --ours "$results/gpu-bench.json" \
  --json "$results/torch.json" | tee "$results/torch.txt" || status=1
exit $status
RUN
chmod +x "$out/run.sh"
echo "bundle in $out ($(du -sh "$out" | cut -f1)); run: $out/run.sh"

#!/usr/bin/env bash
# Packs what the GPU tests and the GPU benchmark need into one folder that
# runs on a machine with a CUDA device and driver but no MLIR (the
# ahead-of-time path): the CUDA runtime, tensor-layout-compare, the probe,
# the benchmarks, the transform, constant and library cases compiled here
# for the CPU and the GPU (PTX, and a fatbin where ptxas exists), and the
# benchmark networks built six ways. Host code is built for plain x86-64
# so that it runs on any x86-64 machine. The library cases and builds need
# cuBLASLt and cuDNN there: the CUDA toolkit's, or PyTorch's wheels'.
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
   "$build/bin/tensor-layout-gpu-bench" \
   "$build/bin/tensor-layout-gpu-network-bench" \
   "$src/bench/gpu/torch_transforms.py" "$src/bench/gpu/torch_networks.py" \
   "$src/bench/gpu/profile_networks.py" "$src/bench/gpu/network_calls.py" \
   "$src/bench/gpu/torch_same_process.py" \
   "$src/bench/gpu/networks.cases" "$out/"
cp "$src/test/Integration/GPU/Inputs/transform-cases.mlir" \
   "$src/test/Integration/GPU/Inputs/constant-cases.mlir" \
   "$src/test/Integration/GPU/Inputs/library-cases.mlir" \
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
# Every tile at its full size and factor 2, whatever the launch's size
# (transform-work-min-blocks=0): the narrow tiles' 128-byte word rows,
# which only large transforms get, checked on the device too.
"$compile" "$cases" --mcpu x86-64 --target nvidia --lower "format=$format \
  transform-work-per-thread=2 transform-work-min-blocks=0" \
  -o "$out/gpu-work.o" --shared "$out/gpu-work.so"
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
# Matmuls on cuBLASLt, convolutions on cuDNN.
libraries="$out/library-cases.mlir"
"$compile" "$libraries" --mcpu x86-64 -o "$out/libraries-cpu.o" \
  --shared "$out/libraries-cpu.so"
"$compile" "$libraries" --mcpu x86-64 --target nvidia \
  --lower "libraries=true format=$format" -o "$out/libraries-gpu.o" \
  --shared "$out/libraries-gpu.so"
"$compile" "$libraries" --mcpu x86-64 --target nvidia \
  --lower "libraries=true cudnn-fuse-epilogues=true format=$format" \
  -o "$out/libraries-gpu.o" --shared "$out/libraries-fused-gpu.so"
"$compile" "$libraries" --mcpu x86-64 --target nvidia \
  --lower "libraries=true pointwise-epilogue-matmuls=false format=$format" \
  -o "$out/libraries-gpu.o" --shared "$out/libraries-cudnn-1x1-gpu.so"
# The transforms four times, each thread of their kernels taking 1, 2, 4
# and 8 times the work (transform-work-per-thread), timed side by side.
for work in 1 2 4 8; do
  "$compile" "$out/bench-transforms.mlir" --mcpu x86-64 --target nvidia \
    --lower "host-shared=false format=$format transform-work-per-thread=$work" \
    -o "$out/bench.o" --shared "$out/bench-work$work.so"
done
# The networks six ways: GPU loops, on the libraries, on the libraries in
# the cuda-libraries target's layouts, then three builds that show what a
# choice of the libraries build saves. Their full-size constants make tens
# of MB that gzip takes to a few hundred KB.
networks="$out/networks.mlir"
cat "$src"/bench/networks/{resnet-basic,resnet-bottleneck,mobilenet-v2}.mlir \
  "$src"/bench/networks/{resnet50-conv2x,resnet34-conv2x}.mlir \
  "$src"/bench/networks/mobilenet-v2-stage.mlir \
  "$src"/bench/networks/{resnet-stem,mlp,attention}.mlir \
  "$src"/bench/networks/{mlp-bf16,attention-bf16,resnet-basic-bf16}.mlir \
  "$src"/bench/networks/mlp-bf16-odd.mlir \
  > "$networks"
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --lower "host-shared=false format=$format" -o "$out/networks.o" \
  --shared "$out/networks-loops.so"
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --lower "host-shared=false libraries=true format=$format" \
  -o "$out/networks.o" --shared "$out/networks-libraries.so"
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --pipeline "--layout-assign=target=cuda-libraries --layout-propagate \
  --canonicalize" --lower "host-shared=false libraries=true format=$format" \
  -o "$out/networks.o" --shared "$out/networks-target.so"
# The libraries build with every launch, free and call waited for (as
# before layout-gpu-async-launches): what one stream per call saves.
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --lower "host-shared=false libraries=true async-launches=false \
  format=$format" -o "$out/networks.o" --shared "$out/networks-waiting.so"
# The libraries build with f32 convolutions' epilogues in cuDNN's legacy
# fused convolution (cudnn-fuse-epilogues) rather than a kernel of ours.
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --lower "host-shared=false libraries=true cudnn-fuse-epilogues=true \
  format=$format" -o "$out/networks.o" --shared "$out/networks-fused.so"
# The libraries build with 1x1 convolutions in one order on cuDNN, their
# epilogues a kernel (pointwise-epilogue-matmuls=false), not cuBLASLt
# matmuls that compute them: what that choice saves.
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --lower "host-shared=false libraries=true pointwise-epilogue-matmuls=false \
  format=$format" -o "$out/networks.o" --shared "$out/networks-cudnn-1x1.so"
# The same in the target's layouts: whether the target's 1x1
# convolutions in one order (NCHW in and out) pay as matmuls too.
"$compile" "$networks" --mcpu x86-64 --target nvidia \
  --pipeline "--layout-assign=target=cuda-libraries --layout-propagate \
  --canonicalize" --lower "host-shared=false libraries=true \
  pointwise-epilogue-matmuls=false format=$format" -o "$out/networks.o" \
  --shared "$out/networks-target-cudnn-1x1.so"
gzip -9 -f "$out"/networks-*.so
rm -f "$out"/*.o

cat > "$out/environment.sh" <<'ENVIRONMENT'
# Sourced by run.sh and profile.sh: the bundle's runtime, cuBLASLt and
# cuDNN (the CUDA toolkit's, else those of PyTorch's wheels) on the
# library path.
here=${here:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}
export LD_LIBRARY_PATH="$here${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
wheels=$(python3 -c 'import glob, os, nvidia
print(":".join(sorted({os.path.dirname(p) for r in nvidia.__path__
    for p in glob.glob(os.path.join(r, "*", "lib", "lib*.so*"))})))' \
  2>/dev/null || true)
for dir in /usr/local/cuda/lib64 $(echo "$wheels" | tr : ' '); do
  if [ -d "$dir" ]; then LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$dir"; fi
done
ENVIRONMENT

cat > "$out/profile.sh" <<'PROFILE'
#!/usr/bin/env bash
# Which kernels the libraries and target builds of the networks (and the
# two with 1x1 convolutions in one order on cuDNN) and PyTorch run, and
# how long each takes (profile_networks.py). Usage: profile.sh
# [--networks a,b].
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/environment.sh"
unpacked=$(mktemp -d)
builds=()
for build in libraries target cudnn-1x1 target-cudnn-1x1; do
  gunzip -c "$here/networks-$build.so.gz" > "$unpacked/networks-$build.so"
  builds+=("$build=$unpacked/networks-$build.so")
done
python3 "$here/profile_networks.py" "$here/networks.cases" "${builds[@]}" "$@"
status=$?
rm -rf "$unpacked"
exit $status
PROFILE
chmod +x "$out/profile.sh"

cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# The GPU checks and benchmark of tensor-layout, built ahead of time by
# make-bundle.sh. Usage: run.sh [RESULTS_DIR]; REPETITIONS=N sets the
# benchmark's runs per case (20).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
results=${1:-$here/results}
mkdir -p "$results"
source "$here/environment.sh"
status=0
# A runtime error stops the process (a library refusing one case, say):
# where a run of several cases fails, each case runs again alone, so that
# the others still give their results. Usage: each_case CASES OUT CMD...,
# CMD taking a cases file as its first argument; OUT gets the output.
each_case() {
  local cases=$1 out=$2; shift 2
  "$@" "$cases" 2>&1 | tee "$out"
  [ "${PIPESTATUS[0]}" -eq 0 ] && return 0
  echo "-- failed: each case alone" | tee -a "$out"
  local one failed=0
  one=$(mktemp)
  grep '^[[:space:]]*// CASE:' "$cases" | while read -r line; do
    echo "$line" > "$one"
    "$@" "$one" 2>&1 | tee -a "$out"
    [ "${PIPESTATUS[0]}" -eq 0 ] || echo "-- FAILED: $line" | tee -a "$out"
  done
  rm -f "$one"
  return 1
}
"$here/tensor-layout-cuda-probe" | tee "$results/device.txt" || exit 1
libraries=yes
grep -q "cuBLASLt: available" "$results/device.txt" &&
  grep -q "cuDNN: available" "$results/device.txt" || libraries=no
for gpu in gpu gpu-fatbin gpu-work; do
  [ -e "$here/$gpu.so" ] || continue
  echo "== CPU vs GPU ($gpu.so)"
  compare() { "$here/tensor-layout-compare" "$1" "$here/cpu.so" "$here/$gpu.so"; }
  each_case "$here/transform-cases.mlir" "$results/compare-$gpu.txt" compare \
    || status=1
done
echo "== CPU vs GPU (few-gpu.so)"
compare() {
  "$here/tensor-layout-compare" "$1" "$here/few-cpu.so" "$here/few-gpu.so"
}
each_case "$here/few-channel-cases.mlir" "$results/compare-few.txt" compare \
  || status=1
echo "== CPU vs GPU (constants-gpu.so)"
compare() {
  "$here/tensor-layout-compare" "$1" "$here/constants-cpu.so" \
    "$here/constants-gpu.so"
}
each_case "$here/constant-cases.mlir" "$results/compare-constants.txt" \
  compare || status=1
echo "== CPU vs GPU (libraries-gpu.so: cuBLASLt, cuDNN)"
if [ $libraries = yes ]; then
  compare() {
    "$here/tensor-layout-compare" "$1" "$here/libraries-cpu.so" \
      "$here/libraries-gpu.so"
  }
  each_case "$here/library-cases.mlir" "$results/compare-libraries.txt" \
    compare || status=1
  echo "== CPU vs GPU (libraries-fused-gpu.so: cuDNN's fused convolutions)"
  compare() {
    "$here/tensor-layout-compare" "$1" "$here/libraries-cpu.so" \
      "$here/libraries-fused-gpu.so"
  }
  each_case "$here/library-cases.mlir" "$results/compare-libraries-fused.txt" \
    compare || status=1
  echo "== CPU vs GPU (libraries-fused-gpu.so, cuDNN's fused convolutions" \
    "unfused)"
  TENSOR_LAYOUT_CUDNN_UNFUSED=1 each_case "$here/library-cases.mlir" \
    "$results/compare-libraries-unfused.txt" compare || status=1
  echo "== CPU vs GPU (libraries-cudnn-1x1-gpu.so: 1x1 convolutions in one" \
    "order on cuDNN)"
  compare() {
    "$here/tensor-layout-compare" "$1" "$here/libraries-cpu.so" \
      "$here/libraries-cudnn-1x1-gpu.so"
  }
  each_case "$here/library-cases.mlir" \
    "$results/compare-libraries-cudnn-1x1.txt" compare || status=1
else
  echo "cuBLASLt or cuDNN missing (device.txt): not run"; status=1
fi
echo "== benchmark"
"$here/tensor-layout-gpu-bench" "$here/bench-transforms.mlir" \
  work2="$here/bench-work2.so" work1="$here/bench-work1.so" \
  work4="$here/bench-work4.so" work8="$here/bench-work8.so" \
  "${REPETITIONS:-20}" --json "$results/gpu-bench.json" \
  | tee "$results/gpu-bench.txt" || status=1
echo "== PyTorch"
python3 "$here/torch_transforms.py" --ours "$results/gpu-bench.json" \
  --json "$results/torch.json" | tee "$results/torch.txt" || status=1
echo "== networks: GPU loops, libraries, libraries in the target's layouts," \
  "libraries waiting for each launch, libraries with cuDNN's fused" \
  "convolutions, libraries and target with 1x1 convolutions in one order" \
  "on cuDNN"
[ $libraries = yes ] || { echo "cuBLASLt or cuDNN missing: not run"; exit 1; }
unpacked=$(mktemp -d)
for build in loops libraries target waiting fused cudnn-1x1 \
  target-cudnn-1x1; do
  gunzip -c "$here/networks-$build.so.gz" > "$unpacked/networks-$build.so"
done
builds=("loops=$unpacked/networks-loops.so"
  "libraries=$unpacked/networks-libraries.so"
  "target=$unpacked/networks-target.so"
  "waiting=$unpacked/networks-waiting.so"
  "fused=$unpacked/networks-fused.so"
  "cudnn-1x1=$unpacked/networks-cudnn-1x1.so"
  "target-cudnn-1x1=$unpacked/networks-target-cudnn-1x1.so")
networks() { # CASES JSON BUILD...
  "$here/tensor-layout-gpu-network-bench" "$1" "${@:3}" \
    --repetitions "${REPETITIONS:-20}" --json "$2"
}
networks "$here/networks.cases" "$results/networks.json" "${builds[@]}" \
  2>&1 | tee "$results/networks.txt"
networks_status=${PIPESTATUS[0]}
# 3: all ran, but some build's output differs from the loops' (printed).
[ "$networks_status" -eq 3 ] && status=1
if [ "$networks_status" -ne 0 ] && [ "$networks_status" -ne 3 ]; then
  # Each network and build alone (ratios then across processes), merged.
  status=1
  # Each build after the first runs with the first, whose output stays
  # the reference of the comparison (exit 3: ran, output differs).
  echo "-- failed: each network and build alone (with ${builds[0]%%=*})" |
    tee -a "$results/networks.txt"
  parts="$unpacked/parts" && mkdir -p "$parts"
  grep '^[[:space:]]*// CASE:' "$here/networks.cases" | while read -r line; do
    echo "$line" > "$unpacked/one.cases"
    for build in "${builds[@]}"; do
      json="$parts/$(echo "$line" | awk '{print $3}').${build%%=*}.json"
      pair=("${builds[0]}")
      [ "$build" = "${builds[0]}" ] || pair+=("$build")
      networks "$unpacked/one.cases" "$json" "${pair[@]}" 2>&1 \
        | tee -a "$results/networks.txt"
      case ${PIPESTATUS[0]} in
        0|3) ;;
        *) rm -f "$json"; echo "-- FAILED: $line ${build%%=*}" |
             tee -a "$results/networks.txt" ;;
      esac
    done
  done
  python3 - "$results/networks.json" "$parts"/*.json <<'MERGE'
import json, os, sys
merged, cases = None, {}
for path in filter(os.path.exists, sys.argv[2:]):
    with open(path) as f:
        part = json.load(f)
    merged = merged or {"device": part["device"],
                        "repetitions": part["repetitions"]}
    for case in part["cases"]:
        cases.setdefault(case["name"], {}).update(case["builds"])
if merged:
    merged["cases"] = [{"name": n, "builds": b} for n, b in cases.items()]
    with open(sys.argv[1], "w") as f:
        json.dump(merged, f, indent=1)
MERGE
fi
# PyTorch in the same process as two of the builds, in turn, each
# build's output checked against PyTorch's (exit 3: one differs).
echo "== networks and PyTorch in one process"
python3 "$here/torch_same_process.py" \
  "libraries=$unpacked/networks-libraries.so" \
  "target=$unpacked/networks-target.so" \
  --runtime "$here/libtensor_layout_cuda_runtime.so" \
  --repetitions "${REPETITIONS:-20}" --json "$results/same-process.json" \
  | tee "$results/same-process.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || status=1
rm -rf "$unpacked"
python3 "$here/torch_networks.py" --ours "$results/networks.json" \
  --json "$results/torch-networks.json" | tee "$results/torch-networks.txt" \
  || status=1
exit $status
RUN
chmod +x "$out/run.sh"
bash -n "$out/run.sh" && bash -n "$out/profile.sh"
echo "bundle in $out ($(du -sh "$out" | cut -f1)); run: $out/run.sh"

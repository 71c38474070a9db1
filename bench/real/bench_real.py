#!/usr/bin/env python3
"""Times real networks against the runtimes users deploy, in one process.

    bench_real.py --build build --work DIR [--networks a.args,b.args]
                  [--builds none+onednn,onednn+onednn,...]
                  [--peers torch,inductor,ort,iree] [--rounds 10]
                  [--calls 3] [--out FILE.md] CORPUS_DIR_OR_FILES ...

Runs in a Python environment with torch, torchvision, torch-mlir,
onnxruntime, onnx and iree-base-compiler/-runtime (for instance
/work/venv-frontends; `make bench-real` uses `BENCH_PYTHON`). None of them
is needed by the build or `make check`.

The corpus is what bench/real/export_torch.py writes with `--reference`:
NAME.mlir (one function) and NAME.ref/ (PyTorch's arguments and result).
With `--weights constants` (what a deployed network is, and what the
peers hold) the weights are `dense_resource` constants, which our builds
lay out at compile time; with `--weights arguments` they are arguments
after the input, and our builds transform them on every call. For each
network:

1. Our builds (`--builds`, run_corpus.py's names) are compiled and checked
   by test/real-networks/run_corpus.py into `--work` (`--reuse`: a build
   compiled by the same command is not compiled again).
2. One child process per network loads, with the same weights and input:
   - our builds' shared libraries (memref_call.py);
   - `torch`: PyTorch eager, NCHW and channels_last (4-D inputs), the
     faster reported;
   - `inductor`: torch.compile (inductor, CPU);
   - `ort`: ONNX Runtime, CPU provider, ORT_ENABLE_ALL (its NCHWc layout
     transformer included), from torch.onnx.export (opset 17);
   - `iree`: IREE llvm-cpu for the host CPU with data tiling and
     convolutions to channels-last, compiled from the corpus file itself
     (with constant weights: the same program as ours) or from torch-mlir's
     linalg export of the model with its weights as constants.
   Each result is compared with PyTorch's (`err`: largest difference over
   largest magnitude). Then `--rounds` rounds: in each, every runtime in
   turn makes one untimed call (its thread pool wakes) and `--calls` timed
   calls. Everyone runs on `--threads` threads (2). Medians.
3. `--ours` is called once more, in a process of its own, under
   ONEDNN_VERBOSE: the time of oneDNN's primitives against the calls' in
   that process gives the share of time outside library kernels
   (`outside`; the verbose lines it prints count as outside).

The table: ms per call of each, GFLOP/s of `--ours` (FLOPs from
torch.utils.flop_counter: convolutions and matmuls) against `--peak`,
and `--ours`' speed against each peer (> 1: ours is faster); geometric
means in the last line. `--out` writes it as markdown, with the machine and
the peers' versions.
"""

import argparse
import copy
import io
import json
import math
import os
import re
import shlex
import subprocess
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
REAL_NETWORKS = os.path.join(ROOT, "test", "real-networks")
sys.path.insert(0, HERE)
sys.path.insert(0, REAL_NETWORKS)

PEERS = ("torch", "inductor", "ort", "iree")
DEFAULT_BUILDS = "none+onednn,x86-avx512+onednn,onednn+onednn"
EXPORT_OPTIONS = re.compile(r"exported by bench/real/export_torch\.py (.*)$",
                            re.MULTILINE)
REAL = re.compile(r"^// real-networks: func=(\S+) data-args=(\d+)",
                  re.MULTILINE)


# ------------------------------------------------------------ the network


class Entry:
    """A corpus file: its function, how it was exported, its reference."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.name = os.path.basename(path)[:-len(".mlir")]
        with open(path) as f:
            head = f.read(4096)
        options = EXPORT_OPTIONS.search(head)
        real = REAL.search(head)
        if not options or not real:
            raise ValueError("%s: not written by export_torch.py" % path)
        self.export = options.group(1).split()
        weights = re.search(r"--weights (\w+)", options.group(1))
        self.weights = weights.group(1) if weights else "constants"
        self.func, self.data_args = real.group(1), int(real.group(2))
        self.ref = self.path[:-len(".mlir")] + ".ref"
        if not os.path.isdir(self.ref):
            raise ValueError("%s: no %s (export with --reference)"
                             % (path, self.ref))

    def arguments(self):
        count = len([f for f in os.listdir(self.ref)
                     if re.fullmatch(r"arg\d+\.npy", f)])
        return [np.load(os.path.join(self.ref, "arg%d.npy" % k))
                for k in range(count)]

    def reference(self):
        return np.load(os.path.join(self.ref, "result.npy"))


def relative_error(output, expected):
    output = np.asarray(output, dtype=np.float64).reshape(expected.shape)
    scale = max(float(np.max(np.abs(expected))), 1e-30)
    return float(np.max(np.abs(output - expected))) / scale


# ------------------------------------------------------------ the child


def torch_model(entry, arguments):
    """The PyTorch model the entry was exported from, with its weights."""
    import torch
    import export_torch
    parser = argparse.ArgumentParser()
    parser.add_argument("--networks")
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--image-size", type=int, default=0)
    parser.add_argument("--seq-len", type=int, default=128)
    parser.add_argument("--weights")
    parser.add_argument("--dialect", default="linalg")
    options = parser.parse_args(entry.export)
    if options.dialect != "linalg":
        raise ValueError("%s: not torch-mlir's linalg export" % entry.name)
    build = export_torch.NETWORKS[options.networks][0]
    # The weights export_torch.py froze into constants (each result is
    # compared with PyTorch's below).
    torch.manual_seed(0)
    model = build(options).eval()
    if options.weights == "constants":
        return model
    names = [n for n, _ in export_torch.weight_tensors(model)]
    weights = arguments[entry.data_args:]
    if len(names) != len(weights):
        raise ValueError("%s: %d weights, the model has %d"
                         % (entry.name, len(weights), len(names)))
    state = {n: torch.from_numpy(w) for n, w in zip(names, weights)}
    missing = model.load_state_dict(state, strict=False).missing_keys
    floating = [n for n in missing if model.state_dict()[n].is_floating_point()]
    if floating:
        raise ValueError("%s: no weights for %s" % (entry.name, floating))
    return model


def peer_torch(model, inputs):
    """PyTorch eager: NCHW and, for images, channels_last."""
    import torch
    tensors = [torch.from_numpy(a) for a in inputs]
    runs = {"torch": (model, tensors)}
    if any(t.dim() == 4 for t in tensors):
        last = copy.deepcopy(model).to(memory_format=torch.channels_last)
        runs["torch-cl"] = (last, [
            t.contiguous(memory_format=torch.channels_last)
            if t.dim() == 4 else t for t in tensors])
    return {name: (lambda m=m, t=t: m(*t).numpy())
            for name, (m, t) in runs.items()}


def peer_inductor(model, inputs):
    import torch
    compiled = torch.compile(model)
    tensors = [torch.from_numpy(a) for a in inputs]
    return {"inductor": lambda: compiled(*tensors).numpy()}


def peer_ort(model, inputs, threads):
    import onnxruntime
    import torch
    exported = io.BytesIO()
    torch.onnx.export(model, tuple(torch.from_numpy(a) for a in inputs),
                      exported, dynamo=False, opset_version=17)
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.graph_optimization_level = \
        onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
    session = onnxruntime.InferenceSession(
        exported.getvalue(), options, providers=["CPUExecutionProvider"])
    feed = {i.name: a for i, a in zip(session.get_inputs(), inputs)}
    return {"ort": lambda: session.run(None, feed)[0]}


IREE_FLAGS = [
    "--iree-llvmcpu-target-cpu=host", "--iree-opt-data-tiling",
    "--iree-preprocessing-pass-pipeline=builtin.module(util.func("
    "iree-preprocessing-convert-conv-to-channels-last))"]


def peer_iree(entry, model, inputs, threads):
    import iree.compiler
    import iree.runtime
    import torch
    from torch_mlir import fx
    if entry.weights == "constants":
        vmfb = iree.compiler.compile_file(
            entry.path, target_backends=["llvm-cpu"], extra_args=IREE_FLAGS)
        func = entry.func
    else:
        with torch.no_grad():
            text = str(fx.export_and_import(
                model, *[torch.from_numpy(a) for a in inputs],
                func_name="main", output_type="linalg-on-tensors"))
        vmfb = iree.compiler.compile_str(
            text, target_backends=["llvm-cpu"], extra_args=IREE_FLAGS)
        func = "main"
        del text
    iree.runtime.flags.parse_flags(
        "--task_topology_max_group_count=%d" % threads)
    config = iree.runtime.Config("local-task")
    context = iree.runtime.SystemContext(config=config)
    context.add_vm_module(iree.runtime.VmModule.copy_buffer(
        context.instance, vmfb))
    function = context.modules.module[func]
    arguments = [iree.runtime.asdevicearray(config.device, a)
                 for a in inputs]
    return {"iree": lambda: function(*arguments).to_host()}


def count_flops(model, inputs):
    import torch
    from torch.utils.flop_counter import FlopCounterMode
    counter = FlopCounterMode(display=False)
    with counter:
        model(*[torch.from_numpy(a) for a in inputs])
    return counter.get_total_flops()


def ours(options, entry, arguments):
    import memref_call
    memref_call.keep_freed_memory()
    reference = entry.reference()
    libraries = [os.path.join(options.work, entry.name, b, "libnet.so")
                 for b in options.builds]
    network = memref_call.CompiledFunction(
        libraries, entry.func, arguments, [reference.ndim],
        [reference.dtype.name])
    return {build: (lambda k=k: network.run(k)[0])
            for k, build in enumerate(options.builds)}


def child(options):
    import torch
    torch.set_num_threads(options.threads)
    entry = Entry(options.network)
    arguments = entry.arguments()
    inputs = arguments[:entry.data_args]
    reference = entry.reference()
    report = {"network": entry.name, "results": {}, "failed": {}}
    model = torch_model(entry, arguments)
    calls = ours(options, entry, arguments) if options.builds else {}
    with torch.no_grad():
        report["flops"] = count_flops(model, inputs)
        makers = {"torch": lambda: peer_torch(model, inputs),
                  "inductor": lambda: peer_inductor(model, inputs),
                  "ort": lambda: peer_ort(model, inputs, options.threads),
                  "iree": lambda: peer_iree(entry, model, inputs,
                                            options.threads)}
        for peer in options.peers:
            started = time.time()
            try:
                made = makers[peer]()
                for name, call in made.items():
                    call()  # The first call compiles (inductor) or plans.
                calls.update(made)
            except Exception as error:  # noqa: BLE001 (reported, go on)
                lines = str(error).strip().splitlines() or [""]
                report["failed"][peer] = "%s: %s" % (type(error).__name__,
                                                     lines[0][:200])
            report.setdefault("setup_s", {})[peer] = time.time() - started
        errors = {name: relative_error(call(), reference)
                  for name, call in calls.items()}
        times = {name: [] for name in calls}
        names = list(calls)
        for round_index in range(options.rounds):
            # Rotated, so that no runtime always follows the same one.
            start = round_index % len(names)
            for name in names[start:] + names[:start]:
                calls[name]()
                for _ in range(options.calls):
                    started = time.perf_counter()
                    calls[name]()
                    times[name].append(time.perf_counter() - started)
    for name in names:
        report["results"][name] = {
            "ms": 1e3 * float(np.median(times[name])), "err": errors[name]}
    print("REPORT " + json.dumps(report), flush=True)
    return 0


# ------------------------------------------------------------ the parent


ONEDNN_EXEC = re.compile(r"^onednn_verbose,exec,.*,([0-9.]+)\s*$",
                         re.MULTILINE)


TIMES = re.compile(r"^times-ms: (.*)$", re.MULTILINE)


def outside_share(options, entry, build, calls=5):
    """The share of a call of `build` spent outside oneDNN's primitives:
    `calls` calls after a first one under ONEDNN_VERBOSE=1, the
    primitives' times against the calls' (in the same process, so that the
    machine's drift cancels), or None."""
    directory = os.path.join(options.work, entry.name)
    inputs = sorted((f for f in os.listdir(directory)
                     if re.fullmatch(r"arg\d+\.npy", f)),
                    key=lambda f: int(f[3:-4]))
    reference = entry.reference()
    command = [sys.executable, os.path.join(REAL_NETWORKS, "run_corpus.py"),
               "--child", "--library",
               os.path.join(directory, build, "libnet.so"),
               "--func", entry.func, "--result-ranks", str(reference.ndim),
               "--result-dtypes", reference.dtype.name, "--outdir",
               os.path.join(directory, build), "--runs", str(calls),
               "--keep-memory", "--inputs"] + [
                   os.path.join(directory, f) for f in inputs]
    environment = dict(os.environ, ONEDNN_VERBOSE="1")
    done = subprocess.run(command, env=environment, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, check=False)
    text = done.stdout.decode()
    times = TIMES.search(text)
    if done.returncode != 0 or not times:
        return None
    spent = [float(t) for t in ONEDNN_EXEC.findall(text)]
    # Every call runs the same primitives: the first call's (JIT, first
    # touches) are left out.
    kernels = sum(spent[len(spent) // (calls + 1):]) / calls \
        if len(spent) % (calls + 1) == 0 else sum(spent) / (calls + 1)
    called = float(np.mean([float(t) for t in times.group(1).split()]))
    return max(0.0, 1 - kernels / called)


def compile_ours(options, entries):
    """run_corpus.py over the entries; the builds that are correct, per
    network."""
    command = [sys.executable, os.path.join(REAL_NETWORKS, "run_corpus.py"),
               "--build", options.build, "--work", options.work, "--reuse",
               "--jobs", str(options.jobs), "--builds",
               ",".join(options.builds), "--networks",
               ",".join(e.name for e in entries)] + [e.path for e in entries]
    print("$ " + " ".join(shlex.quote(c) for c in command), flush=True)
    done = subprocess.run(command, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, check=False)
    text = done.stdout.decode()
    print(text, end="", flush=True)
    good = {e.name: [] for e in entries}
    for line in text.splitlines():
        fields = line.split()
        if len(fields) >= 3 and fields[0] in good and fields[2] == "ok":
            good[fields[0]].append(fields[1])
    return good


def versions():
    from importlib.metadata import version, PackageNotFoundError
    found = []
    for package in ("torch", "torchvision", "torch-mlir", "onnxruntime",
                    "onnx", "iree-base-compiler", "iree-base-runtime"):
        try:
            found.append("%s %s" % (package, version(package)))
        except PackageNotFoundError:
            found.append("%s (not installed)" % package)
    return ", ".join(found)


def ratio(ours_ms, peer_ms):
    return peer_ms / ours_ms if ours_ms and peer_ms else None


def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(map(math.log, values)) / len(values)) \
        if values else None


def table(options, reports):
    """The markdown table of the reports."""
    peers = [p for p in ("torch", "torch-cl", "inductor", "ort", "iree")
             if p in options.peer_columns]
    head = (["network", "GFLOP"] + list(options.builds) + peers +
            ["%s GFLOP/s (peak)" % options.ours, "outside kernels"] +
            ["vs %s" % p for p in ("torch", "inductor", "ort", "iree")
             if p in options.peers])
    rows = [head, ["---"] * len(head)]
    speedups = {p: [] for p in options.peers}
    for report in reports:
        results = report["results"]

        def ms(name):
            r = results.get(name)
            return r["ms"] if r else None

        def cell(name):
            r = results.get(name)
            if not r:
                return "fails" if name in report["failed"] else "-"
            bad = r["err"] > options.tolerance
            return "%.2f%s" % (r["ms"], " (err %.0e)" % r["err"]
                               if bad else "")
        ours_ms = ms(options.ours)
        row = [report["network"], "%.2f" % (report["flops"] / 1e9)]
        row += [cell(b) for b in options.builds] + [cell(p) for p in peers]
        if ours_ms:
            rate = report["flops"] / ours_ms / 1e6
            row.append("%.0f (%.0f%%)" % (rate, 100 * rate / options.peak))
        else:
            row.append("-")
        outside = report.get("outside")
        row.append("%.0f%%" % (100 * outside) if outside is not None
                   else "-")
        for peer in options.peers:
            if peer not in ("torch", "inductor", "ort", "iree"):
                continue
            peer_ms = ms(peer)
            if peer == "torch":
                peer_ms = min(t for t in (ms("torch"), ms("torch-cl"))
                              if t) if ms("torch") else None
            value = ratio(ours_ms, peer_ms)
            speedups[peer].append(value)
            row.append("%.2fx" % value if value else "-")
        rows.append(row)
    means = ["geomean", ""] + [""] * (len(head) - 2 - len(options.peers))
    for peer in options.peers:
        value = geomean(speedups[peer])
        means.append("**%.2fx**" % value if value else "-")
    rows.append(means)
    return "\n".join("| " + " | ".join(r) + " |" for r in rows)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--build", help="our build directory")
    parser.add_argument("--work", help="where our builds go (kept)")
    parser.add_argument("--networks", help="comma-separated names")
    parser.add_argument("--builds", default=DEFAULT_BUILDS,
                        help="our builds (run_corpus.py names)")
    parser.add_argument("--ours", default="onednn+onednn",
                        help="the build compared with the peers")
    parser.add_argument("--peers", default=",".join(PEERS))
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--calls", type=int, default=3,
                        help="timed calls per turn")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2,
                        help="parallel compilations of our builds")
    parser.add_argument("--peak", type=float, default=470.0,
                        help="the machine's f32 peak, GFLOP/s")
    parser.add_argument("--tolerance", type=float, default=1e-3)
    parser.add_argument("--out", help="also write the table here")
    parser.add_argument("--json", help="also write the measurements here")
    parser.add_argument("--from-json", help="print the table of a --json "
                        "file (measures nothing)")
    parser.add_argument("--child", action="store_true",
                        help=argparse.SUPPRESS)
    parser.add_argument("--network", help=argparse.SUPPRESS)
    options = parser.parse_args()
    options.builds = [b for b in options.builds.split(",") if b]
    options.peers = [p for p in options.peers.split(",") if p]
    unknown = set(options.peers) - set(PEERS)
    if unknown:
        parser.error("unknown peers: %s (known: %s)"
                     % (", ".join(sorted(unknown)), ", ".join(PEERS)))
    if options.child:
        return child(options)
    if options.from_json:
        with open(options.from_json) as f:
            saved = json.load(f)
        for key in ("builds", "ours", "peers"):
            setattr(options, key, saved[key])
        return print_table(options, saved["reports"])
    if not options.build or not options.work or not options.paths:
        parser.error("--build, --work and a corpus are required")
    if options.ours not in options.builds:
        parser.error("--ours %s is not among --builds" % options.ours)
    options.build = os.path.abspath(options.build)
    options.work = os.path.abspath(options.work)
    import run_corpus
    entries = [Entry(f) for f in run_corpus.collect(options.paths)]
    wanted = options.networks.split(",") if options.networks else []
    if set(wanted) - {e.name for e in entries}:
        parser.error("unknown networks: %s" % ", ".join(
            sorted(set(wanted) - {e.name for e in entries})))
    entries = [e for e in entries if not wanted or e.name in wanted]
    good = compile_ours(options, entries)
    reports = []
    for entry in entries:
        builds = [b for b in options.builds if b in good[entry.name]]
        command = [sys.executable, os.path.abspath(__file__), "--child",
                   "--network", entry.path, "--work", options.work,
                   "--builds", ",".join(builds),
                   "--peers", ",".join(options.peers),
                   "--rounds", str(options.rounds), "--calls",
                   str(options.calls), "--threads", str(options.threads)]
        environment = dict(os.environ,
                           OMP_NUM_THREADS=str(options.threads))
        done = subprocess.run(command, env=environment,
                              stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, check=False)
        text = done.stdout.decode(errors="replace")
        found = [l for l in text.splitlines() if l.startswith("REPORT ")]
        if done.returncode != 0 or not found:
            lines = [l for l in text.splitlines() if l.strip()]
            print("%s: the timing process failed (%d): %s"
                  % (entry.name, done.returncode,
                     lines[-1] if lines else ""), flush=True)
            continue
        report = json.loads(found[-1][len("REPORT "):])
        if options.ours in report["results"]:
            report["outside"] = outside_share(options, entry, options.ours)
        for peer, why in report["failed"].items():
            print("%s: %s failed: %s" % (entry.name, peer, why), flush=True)
        print("%s: %s" % (entry.name, ", ".join(
            "%s %.2f ms" % (n, r["ms"]) for n, r in
            report["results"].items())), flush=True)
        reports.append(report)
    if options.json:
        with open(options.json, "w") as out:
            json.dump({"builds": options.builds, "ours": options.ours,
                       "peers": options.peers, "reports": reports}, out,
                      indent=1)
    return print_table(options, reports)


def print_table(options, reports):
    options.peer_columns = {n for r in reports for n in r["results"]} | \
        {p for r in reports for p in r["failed"]}
    text = table(options, reports)
    print(text)
    if options.out:
        with open(options.out, "w") as out:
            out.write("Machine: %s, %d threads each; %s.\n\n%s\n"
                      % (machine(), options.threads, versions(), text))
    return 0


def machine():
    with open("/proc/cpuinfo") as f:
        model = re.search(r"^model name\s*:\s*(.*)$", f.read(), re.MULTILINE)
    return "%s, %d cores" % (model.group(1) if model else "unknown CPU",
                             os.cpu_count() or 0)


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Compiles and runs a corpus of exported networks in every build.

For each network (an .mlir file of one function on tensors, as
bench/real/export_torch.py writes them) and each build configuration,
compiles it with the project's `tensor-layout-compile` (from `--build DIR`)
to a shared library, calls its `_mlir_ciface_<func>` through ctypes in a
child process (an abort in a library kills the child only), and compares
its result with the `none` build's and, where `NAME.ref/` holds PyTorch's
own result, with PyTorch's. Python 3 and numpy only:

    run_corpus.py --build build [--networks a,b] [--builds none,onednn+onednn]
                  [--jobs 2] [--time | --interleave] [--work DIR]
                  [FILE_OR_DIR ...]

FILE_OR_DIR: network files, or directories of them (default: Inputs/ next
to this script, the checked-in reduced exports). A file without a
`dense_resource` section (stripped, bench/real/strip_resources.py) is
filled first (fill_resources.py). The first line
`// real-networks: func=NAME data-args=K` of a file names its function and
says how many arguments are the network's inputs; the others are weights
(export_torch.py --weights arguments), filled as fill_resources.py fills
resources. Without `NAME.ref/argK.npy`, the inputs are deterministic
uniform values of unit variance.

Builds (`--builds`, default all), the pipeline before lowering and the
lowering's options:

    none                --canonicalize; --layout-lower-to-llvm=onednn=false
                        (loops)
    none+onednn         --canonicalize; onednn=true (the default)
    generic-cpu         --layout-assign=target=generic-cpu
                        --layout-propagate --canonicalize; onednn=false
    generic-cpu+onednn  the same; onednn=true
    x86-avx512+onednn   target=x86-avx512; onednn=true
    onednn+onednn       target=onednn; onednn=true

One line per (network, build): `ok` or what failed -- `compile error`
(with the first error line), `compile crash` (a signal), `compile timeout`,
`run abort` (the signal), `run timeout`, `run error`, `wrong numbers` --
then the largest difference from the `none` build (`err`, relative to the
largest magnitude of its result) and from PyTorch's (`ref`), the share
of the network's FLOPs left to scalar loops (`loops`, from the lowering's
`report-loops` remarks), and with `--time` the median milliseconds of
`--runs` calls after a warm-up call.
A build whose result differs by more than `--tolerance` (1e-3) from
either, or holds NaN or infinity, has wrong numbers. The last line is
`corpus: N networks x M builds: X failed`; the exit status is 1 when X is
not 0. With `--jobs` above 1, compilations run in parallel; timed calls
never overlap each other (but may overlap compilations: time with
`--jobs 1`, or compile with more jobs and then time with `--reuse --jobs
1`, which calls the libraries of the earlier run again). With
`--interleave`, a network's builds are timed together in one process
(those on oneDNN in one, those of loops in another) after each was checked: a warm-up call of each, then `--runs` rounds of
one call of each in turn, so that a machine whose speed drifts (a shared
VM) slows them alike; the ratios between builds then hold where
build-after-build medians vary by tens of percent.
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import threading
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fill_resources  # noqa: E402
import memref_call  # noqa: E402

TARGET = "--layout-assign=target={} --layout-propagate --canonicalize"
BUILDS = [
    ("none", "--canonicalize", "onednn=false"),
    ("none+onednn", "--canonicalize", "onednn=true"),
    ("generic-cpu", TARGET.format("generic-cpu"), "onednn=false"),
    ("generic-cpu+onednn", TARGET.format("generic-cpu"), "onednn=true"),
    ("x86-avx512+onednn", TARGET.format("x86-avx512"), "onednn=true"),
    ("onednn+onednn", TARGET.format("onednn"), "onednn=true"),
    # Upstream MLIR alone (mlir-opt, no pass of ours): one-shot
    # bufferization and convert-linalg-to-loops, as bench/networks'
    # `upstream` build; a baseline independent of the project.
    ("upstream", None, None),
]
UPSTREAM = ("--one-shot-bufferize=bufferize-function-boundaries "
            "function-boundary-type-conversion=identity-layout-map",
            "--buffer-deallocation-pipeline",
            "--convert-bufferization-to-memref", "--llvm-request-c-wrappers",
            "--convert-linalg-to-loops", "--expand-strided-metadata",
            "--lower-affine", "--convert-scf-to-cf", "--convert-math-to-llvm",
            "--convert-math-to-libm",
            "--finalize-memref-to-llvm", "--convert-to-llvm",
            "--reconcile-unrealized-casts")

HEADER = re.compile(r"^// real-networks: func=(\S+) data-args=(\d+)",
                    re.MULTILINE)
FUNC = re.compile(r"func\.func\s+@([\w$.]+)\s*\(")
STORAGE = {"f16": np.float16, "f32": np.float32, "f64": np.float64,
           "bf16": np.uint16, "i1": np.bool_, "i8": np.int8,
           "i16": np.int16, "i32": np.int32, "i64": np.int64}


# ------------------------------------------------------------ the network


def split_top(text, separator=","):
    """Splits at `separator` outside <>, () and []."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        if c in "<([{":
            depth += 1
        elif c in ">)]}":
            depth -= 1
        elif c == separator and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts if p.strip()]


def matching(text, start):
    """Index of the parenthesis closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    raise ValueError("unbalanced parentheses")


def tensor_type(text):
    """'tensor<1x3xf32>' -> ((1, 3), 'f32')."""
    m = re.fullmatch(r"tensor<([^<>]*)>", text.strip())
    if not m:
        raise ValueError("not a static tensor type: %s" % text)
    shape, element = fill_resources.parse_tensor_type(m.group(1))
    return shape, element


class Network:
    """One corpus entry: its file, function, argument and result types."""

    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-len(".mlir")]
        with open(path) as f:
            head = f.read(1 << 16)
        header = HEADER.search(head)
        text = self._module_text()
        if header:
            self.func = header.group(1)
            self.data_args = int(header.group(2))
            start = text.index("func.func @%s(" % self.func)
        else:
            m = FUNC.search(text)
            if not m:
                raise ValueError("%s: no func.func" % path)
            self.func, start, self.data_args = m.group(1), m.start(), None
        open_paren = text.index("(", start)
        close = matching(text, open_paren)
        self.args = [tensor_type(a.split(":", 1)[1].split("{")[0])
                     for a in split_top(text[open_paren + 1:close])]
        rest = text[close + 1:text.index("{", close)].strip()
        results = rest[2:].strip() if rest.startswith("->") else ""
        if results.startswith("("):
            results = results[1:-1]
        self.results = [tensor_type(r) for r in split_top(results)]
        if self.data_args is None:
            self.data_args = len(self.args)
        self.has_resources = fill_resources.has_resource_section(text) or \
            not fill_resources.RESOURCE_USE.search(text)

    def _module_text(self):
        """The file up to its resource section (the signature is there)."""
        chunks = []
        with open(self.path) as f:
            for line in f:
                if line.startswith("{-#"):
                    break
                chunks.append(line)
        return "".join(chunks)

    def reference_dir(self):
        d = self.path[:-len(".mlir")] + ".ref"
        return d if os.path.isdir(d) else None

    def inputs(self):
        """The arguments, as numpy arrays."""
        ref = self.reference_dir()
        arrays = []
        for k, (shape, element) in enumerate(self.args):
            saved = os.path.join(ref, "arg%d.npy" % k) if ref else None
            if saved and os.path.exists(saved):
                arrays.append(np.load(saved))
                continue
            type_text = "x".join([str(s) for s in shape] + [element])
            if k >= self.data_args:
                arrays.append(fill_resources.values(
                    "%s.arg%d" % (self.func, k), type_text))
            elif element in ("f16", "f32", "f64"):
                u = fill_resources.uniform01("input%d" % k,
                                             int(np.prod(shape)))
                arrays.append(((2 * u - 1) * np.sqrt(3.0)).astype(
                    STORAGE[element]).reshape(shape))
            else:
                arrays.append(np.zeros(shape, dtype=STORAGE[element]))
        return arrays

    def reference(self):
        ref = self.reference_dir()
        path = os.path.join(ref, "result.npy") if ref else None
        return np.load(path) if path and os.path.exists(path) else None


# ------------------------------------------------------------ the child


def child(args):
    """Calls the function of `args.library` on the arrays of
    `args.inputs`, saves its results, prints the times."""
    if args.keep_memory:
        memref_call.keep_freed_memory()
    ranks = [int(r) for r in args.result_ranks.split(",")] \
        if args.result_ranks else []
    dtypes = args.result_dtypes.split(",") if args.result_dtypes else []
    network = memref_call.CompiledFunction(
        args.library.split(","), args.func,
        [np.load(p) for p in args.inputs], ranks, dtypes)
    if len(network.functions) > 1:
        # Interleaved (--interleave): a warm-up call of each, then rounds of
        # one timed call of each, so that the machine's state drifts alike
        # for all of them.
        builds = range(len(network.functions))
        for k in builds:
            network.call_and_release(k)
        times = [[] for _ in builds]
        for _ in range(args.runs):
            for k in builds:
                started = time.perf_counter()
                results = network.call(k)
                times[k].append(time.perf_counter() - started)
                network.release(results)
        for k, spent in enumerate(times):
            print("times-ms %d: %s" % (k, " ".join("%.4f" % (1e3 * t)
                                                    for t in spent)))
        sys.stdout.flush()
        return 0
    for k, out in enumerate(network.run()):
        np.save(os.path.join(args.outdir, "result%d.npy" % k), out)
    times = []
    for _ in range(args.runs):
        started = time.perf_counter()
        results = network.call()
        times.append(time.perf_counter() - started)
        network.release(results)
    if times:
        print("times-ms: %s" % " ".join("%.4f" % (1e3 * t) for t in times))
    sys.stdout.flush()
    return 0


# ------------------------------------------------------------ the parent

RUNNING = set()  # the process groups of the commands running now
RUNNING_LOCK = threading.Lock()
STOPPING = False  # set on SIGTERM and SIGINT: start nothing more


class Done:
    def __init__(self, returncode, stdout):
        self.returncode, self.stdout = returncode, stdout


def call(command, timeout):
    """Runs `command` in a session of its own, its output and error
    together; on timeout kills the whole session (a compile's tensor-opt,
    opt and llc too) and raises subprocess.TimeoutExpired."""
    with RUNNING_LOCK:
        if STOPPING:
            return Done(-signal.SIGTERM, b"stopped")
        process = subprocess.Popen(command, stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT,
                                   start_new_session=True)
        RUNNING.add(process.pid)
    try:
        stdout, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        kill_group(process.pid)
        process.communicate()
        raise
    finally:
        with RUNNING_LOCK:
            RUNNING.discard(process.pid)
    return Done(process.returncode, stdout)


def call_logged(command, timeout, result, stage, log_path):
    """`call`, its output written to `log_path`: (done, output), or (None,
    None) with `result` marked "<stage> timeout"."""
    try:
        done = call(command, timeout)
    except subprocess.TimeoutExpired:
        result.status = stage + " timeout"
        result.detail = "after %d s" % timeout
        return None, None
    log = done.stdout.decode(errors="replace")
    with open(log_path, "w") as f:
        f.write(log)
    return done, log


def kill_group(pid):
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def kill_running(signum=None, frame=None):
    """Ends every command still running (on SIGTERM, SIGINT, or exit)."""
    global STOPPING
    with RUNNING_LOCK:
        STOPPING = True
        for pid in list(RUNNING):
            kill_group(pid)
    if signum is not None:
        sys.exit(128 + signum)



def first_error(text):
    """The first line of a failure's output that says what went wrong."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for pattern in (r"error:", r"LLVM ERROR", r"Assertion", r"terminate",
                    r"Segmentation|Aborted|Stack dump", r"(?i)error"):
        for line in lines:
            if re.search(pattern, line) and \
                    not line.startswith("tensor-layout-compile: failed"):
                return shorten(line)
    return shorten(lines[-1]) if lines else "(no output)"


def shorten(line, limit=160):
    # Drop the file locations of the error line ("loc(...)", paths).
    line = re.sub(r"^\S+\.mlir:\d+:\d+: ", "", line)
    return line if len(line) <= limit else line[:limit - 3] + "..."


def signal_name(code):
    try:
        return signal.Signals(-code).name
    except ValueError:
        return "signal %d" % -code


class Result:
    def __init__(self, network, build):
        self.network, self.build = network, build
        self.status = "ok"
        self.detail = ""
        self.err = self.ref = None
        self.ms = None
        self.outputs = None
        self.compile_s = None
        # The shared library it ran, once it ran.
        self.library = None
        # The share of the network's FLOPs left to scalar loops
        # (--layout-lower-to-llvm's report-loops remarks).
        self.loops = None

    @property
    def failed(self):
        return self.status not in ("ok", "unchecked")


def upstream_script(options, source, directory, obj, lib):
    """The command that compiles `source` with upstream MLIR alone, as
    tensor-layout-compile does with ours (opt -O3, llc -O3)."""
    tools = options.llvm_bin
    base = os.path.join(directory, "upstream")
    q = shlex.quote
    script = " && ".join([
        "%s %s %s -o %s" % (q(os.path.join(tools, "mlir-opt")), q(source),
                            " ".join(q(p) for p in UPSTREAM),
                            q(base + ".ll.mlir")),
        "%s --mlir-to-llvmir %s -o %s" % (
            q(os.path.join(tools, "mlir-translate")), q(base + ".ll.mlir"),
            q(base + ".ll")),
        "%s -O3 -mcpu=native %s -S -o %s" % (
            q(os.path.join(tools, "opt")), q(base + ".ll"),
            q(base + ".opt.ll")),
        "%s -O3 -mcpu=native -filetype=obj -relocation-model=pic %s -o %s"
        % (q(os.path.join(tools, "llc")), q(base + ".opt.ll"), q(obj)),
        "${CXX:-c++} -shared -o %s %s -L%s -lmlir_c_runner_utils "
        "-Wl,-rpath,%s" % (q(lib), q(obj), q(options.llvm_lib),
                           q(options.llvm_lib)),
        "rm -f %s %s %s" % (q(base + ".ll.mlir"), q(base + ".ll"),
                            q(base + ".opt.ll"))])
    return ["bash", "-c", "set -o pipefail; " + script]


def run_build(options, network, build, work, inputs_paths, timing_lock):
    name, pipeline, lower = build
    result = Result(network, name)
    directory = os.path.join(work, network.name, name)
    os.makedirs(directory, exist_ok=True)
    obj = os.path.join(directory, "net.o")
    lib = os.path.join(directory, "libnet.so")
    if pipeline is None:
        compile_cmd = upstream_script(options, network.filled, directory,
                                      obj, lib)
    else:
        compile_cmd = [os.path.join(options.build, "bin",
                                    "tensor-layout-compile"),
                       network.filled, "-o", obj, "--shared", lib,
                       "--pipeline", pipeline,
                       "--lower", (lower + " report-loops=true").strip()]
    script = " ".join(shlex.quote(c) for c in compile_cmd) + "\n"
    script_path = os.path.join(directory, "compile.sh")
    if options.reuse and os.path.exists(lib) and \
            os.path.exists(script_path) and \
            open(script_path).read() == script and \
            os.path.getmtime(lib) > os.path.getmtime(network.filled):
        return run_library(options, network, result, directory, lib,
                           inputs_paths, timing_lock)
    for stale in (obj, lib):
        if os.path.exists(stale):
            os.remove(stale)
    with open(script_path, "w") as f:
        f.write(script)
    started = time.time()
    done, log = call_logged(compile_cmd, options.compile_timeout, result,
                            "compile", os.path.join(directory, "compile.log"))
    if done is None:
        return result
    result.compile_s = time.time() - started
    result.loops = loops_share(log)
    if done.returncode != 0:
        crashed = re.search(r"Stack dump|PLEASE submit a bug report|"
                            r"LLVM ERROR|Aborted|Segmentation fault", log)
        result.status = "compile crash" if crashed else "compile error"
        result.detail = first_error(log)
        return result
    return run_library(options, network, result, directory, lib,
                       inputs_paths, timing_lock)


LOOPS = re.compile(r"remark: @[\w$.]+: (?:no op runs as scalar loops|"
                   r".* FLOPs \(([0-9.]+)%\))")


def loops_share(log):
    """The percentage of the function's FLOPs that report-loops says run
    as scalar loops (0 where none do), or None where it said nothing."""
    match = LOOPS.search(log)
    if not match:
        return None
    return float(match.group(1)) if match.group(1) else 0.0


def run_library(options, network, result, directory, lib, inputs_paths,
                timing_lock):
    """Calls the build's library in a child process; fills `result`."""
    ranks = ",".join(str(len(shape)) for shape, _ in network.results)
    dtypes = ",".join(np.dtype(STORAGE[e]).name for _, e in network.results)
    run_cmd = [sys.executable, os.path.abspath(__file__), "--child",
               "--library", lib, "--func", network.func,
               "--result-ranks", ranks, "--result-dtypes", dtypes,
               "--outdir", directory,
               "--runs", str(options.runs if options.time else 0)]
    if options.time:
        run_cmd.append("--keep-memory")
    run_cmd += ["--inputs"] + inputs_paths
    for stale in os.listdir(directory):
        if stale.startswith("result") and stale.endswith(".npy"):
            os.remove(os.path.join(directory, stale))
    lock = timing_lock if options.time else threading.Lock()
    with lock:
        done, log = call_logged(run_cmd, options.run_timeout, result, "run",
                                os.path.join(directory, "run.log"))
    if done is None:
        return result
    if done.returncode < 0:
        result.status = "run abort"
        lines = [l for l in log.splitlines() if l.strip()]
        result.detail = signal_name(done.returncode) + (
            ": " + first_error(log) if lines else "")
        return result
    if done.returncode != 0:
        result.status = "run error"
        result.detail = first_error(log)
        return result
    result.library = lib
    result.outputs = [np.load(os.path.join(directory, "result%d.npy" % k))
                      for k in range(len(network.results))]
    times = re.search(r"^times-ms: (.*)$", log, re.MULTILINE)
    if times:
        result.ms = float(np.median([float(t) for t in
                                     times.group(1).split()]))
    return result


def calls_onednn(build):
    """Whether `build`'s library runs its kernels on oneDNN's threads."""
    lower = dict((name, lowering) for name, _, lowering in BUILDS).get(build)
    return lower is not None and "onednn=false" not in lower


def time_interleaved(options, network, results, inputs_paths, work):
    """Times the libraries of `results` (builds that ran correctly), those
    on oneDNN and those of loops each in one child process, call by call in
    turns; sets each one's `ms`. Apart: a loops call between two oneDNN
    calls in one process left oneDNN's OpenMP threads to go idle, and
    LeNet's oneDNN call took 47 ms instead of 0.17."""
    ok = [r for r in results if r.status == "ok" and r.library]
    for group in ([r for r in ok if calls_onednn(r.build)],
                  [r for r in ok if not calls_onednn(r.build)]):
        if group:
            time_group(options, network, group, inputs_paths, work)


def time_group(options, network, timed, inputs_paths, work):
    """time_interleaved for one process."""
    ranks = ",".join(str(len(shape)) for shape, _ in network.results)
    dtypes = ",".join(np.dtype(STORAGE[e]).name for _, e in network.results)
    directory = os.path.join(work, network.name)
    run_cmd = [sys.executable, os.path.abspath(__file__), "--child",
               "--library", ",".join(r.library for r in timed),
               "--func", network.func, "--result-ranks", ranks,
               "--result-dtypes", dtypes, "--outdir", directory,
               "--runs", str(options.runs), "--keep-memory",
               "--inputs"] + inputs_paths
    probe = Result(network, "interleaved")
    name = "interleaved-%s.log" % ("onednn" if calls_onednn(timed[0].build)
                                    else "loops")
    done, log = call_logged(run_cmd, options.run_timeout, probe, "run",
                            os.path.join(directory, name))
    if done is None or done.returncode != 0:
        for result in timed:
            result.detail = "interleaved timing failed: " + (
                probe.detail or first_error(log))
        return
    for k, result in enumerate(timed):
        # (A child of one library prints its times without an index.)
        label = "times-ms %d:" % k if len(timed) > 1 else "times-ms:"
        times = re.search(r"^%s (.*)$" % label, log, re.MULTILINE)
        if times:
            result.ms = float(np.median([float(t) for t in
                                         times.group(1).split()]))


def difference(outputs, expected):
    """Largest |a - b| over all results, relative to the largest |b|."""
    worst = 0.0
    for a, b in zip(outputs, expected):
        a = np.asarray(a, dtype=np.float64)
        b = np.asarray(b, dtype=np.float64)
        if a.shape != b.shape:
            return float("inf")
        if not np.all(np.isfinite(a)):
            return float("nan")
        scale = max(float(np.max(np.abs(b))) if b.size else 0.0, 1e-30)
        if b.size:
            worst = max(worst, float(np.max(np.abs(a - b))) / scale)
    return worst


def judge(result, baseline, reference, tolerance):
    """Sets the status of a result that ran."""
    if result.outputs is None:
        return
    if any(not np.all(np.isfinite(np.asarray(o, dtype=np.float64)))
           for o in result.outputs):
        result.status = "wrong numbers"
        result.detail = "NaN or infinity in the result"
    if reference is not None:
        result.ref = difference(result.outputs, [reference])
    if baseline is not None and baseline is not result:
        result.err = difference(result.outputs, baseline.outputs)
    if result.status != "ok":
        return
    bad = [(what, e) for what, e in (("none", result.err),
                                     ("PyTorch", result.ref))
           if e is not None and not e <= tolerance]
    if bad:
        result.status = "wrong numbers"
        result.detail = ", ".join("%.3g from %s" % (e, what)
                                  for what, e in bad)
    elif result.err is None and result.ref is None and \
            result.build != "none":
        result.status = "unchecked"
        result.detail = "the none build did not run"


def line(result, width, show_compile_time=False):
    text = "%-*s %-19s %-15s" % (width, result.network.name, result.build,
                                  result.status)
    numbers = []
    if result.err is not None:
        numbers.append("err %.1e" % result.err)
    if result.ref is not None:
        numbers.append("ref %.1e" % result.ref)
    if result.loops is not None:
        numbers.append("loops %.1f%%" % result.loops)
    if result.ms is not None:
        numbers.append("%.3f ms" % result.ms)
    if show_compile_time and result.compile_s is not None:
        numbers.append("compiled in %.1f s" % result.compile_s)
    if result.build in ("none", "upstream") and result.outputs and \
            result.status == "ok":
        # How large the result is: a network whose values died out or
        # blew up would compare equal for bad reasons.
        numbers.append("max|y| %.2g" % max(
            float(np.max(np.abs(o))) if o.size else 0.0
            for o in result.outputs))
    text += " " + "  ".join(numbers) if numbers else ""
    if result.detail:
        text += ("  " if numbers else " ") + result.detail
    return text.rstrip()


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(os.path.join(p, f) for f in os.listdir(p)
                            if f.endswith(".mlir"))
        else:
            files.append(p)
    return files


def prepare(network, work):
    """Fills the network's resources and writes its inputs; sets
    network.filled, returns the input paths."""
    directory = os.path.join(work, network.name)
    os.makedirs(directory, exist_ok=True)
    if network.has_resources:
        network.filled = os.path.abspath(network.path)
    else:
        network.filled = os.path.join(directory, "filled.mlir")
        # Kept from an earlier run when newer than its sources (--reuse
        # compares the libraries' times with it).
        if not os.path.exists(network.filled) or \
                os.path.getmtime(network.filled) < max(
                    os.path.getmtime(network.path),
                    os.path.getmtime(fill_resources.__file__)):
            with open(network.path) as f:
                text = f.read()
            with open(network.filled + ".tmp", "w") as out:
                fill_resources.fill(text, out)
            os.replace(network.filled + ".tmp", network.filled)
    paths = []
    for k, array in enumerate(network.inputs()):
        path = os.path.join(directory, "arg%d.npy" % k)
        np.save(path, array)
        paths.append(path)
    return paths


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paths", nargs="*")
    parser.add_argument("--build", help="the build directory (bin/ holds "
                        "tensor-layout-compile and tensor-opt)")
    parser.add_argument("--networks", help="comma-separated names (file "
                        "names without .mlir)")
    parser.add_argument("--builds", help="comma-separated, of: " +
                        ", ".join(b[0] for b in BUILDS))
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--time", action="store_true")
    parser.add_argument("--interleave", action="store_true",
                        help="time each network's builds in one process, "
                        "one call of each in turn per round (implies "
                        "--time; the calls of different networks never "
                        "overlap)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tolerance", type=float, default=1e-3)
    parser.add_argument("--compile-timeout", type=int, default=900)
    parser.add_argument("--run-timeout", type=int, default=600)
    parser.add_argument("--work", help="where builds go (default: a "
                        "temporary directory, removed at the end)")
    parser.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin",
                        help="mlir-opt, mlir-translate, opt and llc of the "
                        "upstream build")
    parser.add_argument("--llvm-lib", default="/usr/lib/llvm-22/lib",
                        help="where libmlir_c_runner_utils.so is")
    parser.add_argument("--reuse", action="store_true",
                        help="call the libraries an earlier run left in "
                        "--work where they were compiled by the same "
                        "command from the same file (say, to time them "
                        "with --jobs 1 after compiling with more)")
    parser.add_argument("--list-builds", action="store_true")
    # The child process that calls one build.
    parser.add_argument("--child", action="store_true",
                        help=argparse.SUPPRESS)
    parser.add_argument("--library", help=argparse.SUPPRESS)
    parser.add_argument("--func", help=argparse.SUPPRESS)
    parser.add_argument("--result-ranks", help=argparse.SUPPRESS)
    parser.add_argument("--result-dtypes", help=argparse.SUPPRESS)
    parser.add_argument("--outdir", help=argparse.SUPPRESS)
    parser.add_argument("--inputs", nargs="*", help=argparse.SUPPRESS)
    parser.add_argument("--keep-memory", action="store_true",
                        help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        return child(options)
    # Builds are checked one call each, then timed together.
    interleave = options.interleave
    if interleave:
        options.time = False
    if options.list_builds:
        for name, pipeline, lower in BUILDS:
            if pipeline is None:
                print("%-19s mlir-opt %s" % (name, " ".join(UPSTREAM)))
            else:
                print("%-19s %s; --layout-lower-to-llvm=%s"
                      % (name, pipeline, lower))
        return 0
    if not options.build:
        parser.error("--build DIR is required")
    options.build = os.path.abspath(options.build)
    builds = BUILDS
    if options.builds:
        wanted = options.builds.split(",")
        unknown = set(wanted) - {b[0] for b in BUILDS}
        if unknown:
            parser.error("unknown builds: %s" % ", ".join(sorted(unknown)))
        builds = [b for b in BUILDS if b[0] in wanted]
    files = collect(options.paths or [os.path.join(HERE, "Inputs")])
    networks = [Network(f) for f in files]
    if options.networks:
        wanted = options.networks.split(",")
        unknown = set(wanted) - {n.name for n in networks}
        if unknown:
            parser.error("unknown networks: %s" % ", ".join(sorted(unknown)))
        networks = [n for n in networks if n.name in wanted]
    signal.signal(signal.SIGTERM, kill_running)
    signal.signal(signal.SIGINT, kill_running)
    work = options.work or tempfile.mkdtemp(prefix="real-networks-")
    os.makedirs(work, exist_ok=True)
    inputs = {n.name: prepare(n, work) for n in networks}
    timing_lock = threading.Lock()
    width = max([len(n.name) for n in networks] + [8])
    failed = 0
    # The none build of a network runs first: the others compare with it.
    ordered = sorted(builds, key=lambda b: b[0] != "none")
    with concurrent.futures.ThreadPoolExecutor(max(1, options.jobs)) as pool:
        futures = [[pool.submit(run_build, options, n, b, work,
                                inputs[n.name], timing_lock)
                    for b in ordered] for n in networks]
        for network, network_futures in zip(networks, futures):
            results = {f.result().build: f.result() for f in network_futures}
            baseline = results.get("none")
            if baseline is not None and baseline.outputs is None:
                baseline = None
            reference = network.reference()
            for build in builds:
                judge(results[build[0]], baseline, reference,
                      options.tolerance)
            if interleave:
                with timing_lock:
                    time_interleaved(options, network,
                                     [results[b[0]] for b in builds],
                                     inputs[network.name], work)
            for build in builds:
                result = results[build[0]]
                failed += result.failed
                print(line(result, width, options.time or interleave),
                      flush=True)
    print("corpus: %d networks x %d builds: %d failed"
          % (len(networks), len(builds), failed))
    if not options.work:
        import shutil
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

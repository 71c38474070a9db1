#!/usr/bin/env python3
"""Differential execution testing of the CPU lowering.

Generates random programs -- layouts (order, alignment, halos, pad values,
tiles, placed tiles, base alignment), shapes (size-1 and prime extents), element types,
and chains of layout transforms and element-wise ops -- compiles them with
--layout-lower-to-llvm, runs them on buffers between guard regions
(tensor_layout.checking.GuardedAllocator), and compares with numpy:

- every element of every result, bit for bit (the generated arithmetic is
  exact: small integers, adds, negation, doubling, max);
- every padding element with a defined value (the whole buffer equals
  tensor_layout.pack of the reference);
- undefined padding still holds the allocator's fill pattern: nothing
  wrote it (arguments' undefined padding holds the pattern too; not with
  --emulate-gpu, whose kernels write it);
- no write outside any buffer, no free of a foreign pointer.

With --dynamic every tensor has a dynamic shape (the extents known only at
run time; tiled layouts too, their extents passed beside their buffers;
only tilings without alignment, which need static extents, are not drawn):
constants become fills of new tensors of the arguments' extents.

With --emulate-gpu the transforms are the GPU kernels of
--layout-lower-to-nvvm run as host loops (layout-emulate-gpu-launches):
the same checks, of the GPU kernels' indexing, edges and padding, on a
machine without a GPU.

Case k of seed s depends on (s, k) only: `--seed s --case k` rebuilds it
and prints it as a self-contained reproducer (MLIR, inputs, command).

    differential.py --seed 1 --cases 300     # what `make check` runs
    differential.py --seed 7 --cases 5000    # make stress
"""

import argparse
import re
import sys
import time
from dataclasses import dataclass, field
from typing import List, Tuple

import numpy as np

import tensor_layout as tl
from tensor_layout.checking import PATTERN, GuardedAllocator

TYPES = ["f32", "f16", "bf16", "f64", "i8", "i32"]
EXTENTS = [1, 1, 2, 3, 4, 5, 7, 8, 11, 13, 16]
MAX_ELEMENTS = 4096
# --large: extents around and beyond a vector of each type, where the
# vectorized copy kernels (whole tiles, edges, masked row tails) run.
LARGE_EXTENTS = [1, 3, 8, 16, 17, 31, 32, 64, 67, 100, 130]
LARGE_MAX_ELEMENTS = 65536
# Generated values stay within this magnitude, where every type (bf16:
# 8 significant bits) holds integers exactly, so arithmetic is exact.
BOUND = 200


@dataclass
class Value:
    """An SSA value of the generated function and its numpy reference."""
    name: str
    layout: tl.Layout
    reference: np.ndarray  # float64 or int64 logical values
    bound: int


@dataclass
class Case:
    seed: int
    index: int
    shape: Tuple[int, ...]
    dtype: str
    params: List[Tuple[tl.Layout, np.ndarray]] = field(default_factory=list)
    body: List[str] = field(default_factory=list)
    results: List[Value] = field(default_factory=list)

    @property
    def name(self) -> str:
        return f"case{self.index}"

    def type_of(self, layout: tl.Layout, shape=None, dtype=None) -> str:
        shape = self.shape if shape is None else shape
        text = layout.tensor_type(shape, dtype or self.dtype)
        return dynamic_type(text, len(shape)) if DYNAMIC else text

    def extents(self, count: int) -> str:
        """The extents of the first `count` dims as SSA values (dynamic)
        or constants."""
        if DYNAMIC:
            return ", ".join(f"%d{dim}" for dim in range(count))
        return ", ".join(map(str, self.shape[:count]))

    def function(self) -> str:
        params = ", ".join(f"%arg{i}: {self.type_of(layout)}"
                           for i, (layout, _) in enumerate(self.params))
        results = ", ".join(self.type_of(v.layout) for v in self.results)
        lines = [f"func.func @{self.name}({params}) -> ({results}) {{"]
        lines += ["  " + line for line in self.body]
        lines.append(f"  return {', '.join('%' + v.name for v in self.results)}"
                     f" : {results}")
        lines.append("}")
        return "\n".join(lines) + "\n"


def dynamic_type(text: str, rank: int) -> str:
    """A tensor type with every extent dynamic."""
    return re.sub(r"^tensor<(\d+x){%d}" % rank, "tensor<" + "?x" * rank, text)


def placed(rng: np.random.Generator, order, rank: int, tiles):
    """The order written out and tile positions placing the tiles among
    the outer dims (TVM's NC4cHW, banks) a third of the time; the order as
    given and no positions otherwise. Drawn whether or not there are tiles,
    so that other choices stay the same."""
    draw = rng.random()
    slots = [int(s) for s in rng.permutation(rank + len(tiles))]
    if not tiles or draw >= 1 / 3:
        return order, []
    return (order or list(range(rank))), slots[:len(tiles)]


def exact_tiling(rng: np.random.Generator, shape) -> tl.Layout:
    """A tiling without padding (whole tiles, nothing aligned): transforms
    to and from it take the vectorized path of higher rank."""
    tiles = []
    for dim in rng.permutation(len(shape))[:int(rng.integers(1, 3))]:
        sizes = [s for s in (2, 4, 8, 16) if shape[dim] % s == 0]
        if sizes:
            tiles.append((int(dim), int(rng.choice(sizes))))
    order = ([int(d) for d in rng.permutation(len(shape))]
             if rng.random() < 0.5 else [])
    order, positions = placed(rng, order, len(shape), tiles)
    return tl.Layout(order=order, tiles=tiles, tile_positions=positions)


def random_layout(rng: np.random.Generator, shape, dtype: str) -> tl.Layout:
    rank = len(shape)
    if rng.random() < 0.15:
        return tl.Layout()  # The packed row-major layout.
    # (A tiling without alignment needs static extents: not drawn for
    # --dynamic.)
    if rng.random() < 0.15 and not DYNAMIC:
        return exact_tiling(rng, shape)
    pad = rng.choice(["undef", "zero", "const"])
    align = [int(rng.choice([1, 1, 1, 2, 3, 4, 8, 16])) for _ in range(rank)]
    tiles = []
    if rng.random() < 0.35:  # Blocked: the tiled dims' extents are aligned.
        for dim in rng.choice(rank, size=int(rng.integers(1, min(rank, 2) + 1)),
                              replace=False):
            size = int(rng.choice([2, 4, 8, 16]))
            align[dim] = size * int(rng.choice([1, 1, 2]))
            tiles.append((int(dim), size))
    halo = rng.random() < 0.5
    order = [int(d) for d in rng.permutation(rank)] if rng.random() < 0.7 else []
    order, positions = placed(rng, order, rank, tiles)
    return tl.Layout(
        order=order, align=align, tiles=tiles, tile_positions=positions,
        pad_low=[int(rng.integers(0, 3)) if halo else 0 for _ in range(rank)],
        pad_high=[int(rng.integers(0, 2)) if halo else 0 for _ in range(rank)],
        pad_value={"undef": None, "zero": 0,
                   "const": ("-7 : " if dtype[0] == "i" else "-7.5 : ") + dtype
                   }[pad],
        base_align=int(rng.choice([0, 0, 16, 64, 128])),
        # In an accelerator's memory a fifth of the time (emulated in host
        # memory: host-memory-spaces=true), which moves no element.
        memory_space=1 if rng.random() < 0.2 else None)


# Exact round trips through another element type, per type: (the other
# type, the op there, the op back).
CONVERSIONS = {
    "f32": [("i32", "fptosi", "sitofp"), ("i32", "bitcast", "bitcast")],
    "f64": [("i64", "fptosi", "sitofp"), ("i64", "bitcast", "bitcast")],
    "f16": [("i16", "bitcast", "bitcast"), ("f32", "extf", "truncf")],
    "bf16": [("i16", "bitcast", "bitcast"), ("f32", "extf", "truncf")],
    "i32": [("f32", "sitofp", "fptosi"), ("i64", "extsi", "trunci")],
    "i8": [("i32", "extsi", "trunci"), ("f32", "sitofp", "fptosi")],
}


def without_pad_value(layout: tl.Layout) -> tl.Layout:
    return tl.Layout(order=layout.order, align=layout.align,
                     pad_low=layout.pad_low, pad_high=layout.pad_high,
                     tiles=layout.tiles, base_align=layout.base_align,
                     tile_positions=layout.tile_positions,
                     memory_space=layout.memory_space)


def wrap(values: np.ndarray, dtype: str) -> np.ndarray:
    """Integer reference values wrapped to the element type's width."""
    if dtype == "i8":
        return ((values + 128) % 256) - 128
    return values


def generate(seed: int, index: int) -> Case:
    rng = np.random.default_rng([seed, index])
    rank = int(rng.integers(1, 5))
    shape = [int(rng.choice(EXTENTS)) for _ in range(rank)]
    while int(np.prod(shape)) > MAX_ELEMENTS:
        shape[int(np.argmax(shape))] //= 2
    case = Case(seed, index, tuple(shape), TYPES[int(rng.integers(len(TYPES)))])
    is_int = case.dtype[0] == "i"
    counter = iter(range(10**6))

    def fresh(layout, reference, bound, line) -> Value:
        value = Value(f"v{next(counter)}", layout, reference, bound)
        case.body.append(f"%{value.name} = {line}")
        return value

    def transform(value: Value, layout: tl.Layout) -> Value:
        return fresh(layout, value.reference, value.bound,
                     f"layout.transform %{value.name} : "
                     f"{case.type_of(value.layout)} to {case.type_of(layout)}")

    def constant(layout: tl.Layout, number: int) -> Value:
        text = f"{number}" if is_int else f"{number}.0"
        if not DYNAMIC:
            return fresh(layout, np.full(case.shape, number), abs(number),
                         f"arith.constant dense<{text}> : "
                         f"{case.type_of(layout)}")
        scalar = fresh(layout, None, 0,
                       f"arith.constant {text} : {case.dtype}")
        empty = fresh(layout, None, 0,
                      f"tensor.empty({case.extents(len(case.shape))}) : "
                      f"{case.type_of(layout)}")
        return fresh(layout, np.full(case.shape, number), abs(number),
                     f"linalg.fill ins(%{scalar.name} : {case.dtype}) "
                     f"outs(%{empty.name} : {case.type_of(layout)}) -> "
                     f"{case.type_of(layout)}")

    def binary(op: str, a: Value, b: Value) -> Value:
        reference, bound = {
            "add": (a.reference + b.reference, a.bound + b.bound),
            "sub": (a.reference - b.reference, a.bound + b.bound),
            "mul": (a.reference * b.reference, a.bound * b.bound),
            "max": (np.maximum(a.reference, b.reference),
                    max(a.bound, b.bound)),
        }[op]
        name = {"add": "add", "sub": "sub", "mul": "mul",
                "max": "maxs" if is_int else "maximum"}[op]
        name += "i" if is_int else "f"
        return fresh(a.layout, wrap(reference, case.dtype), bound,
                     f"arith.{name} %{a.name}, %{b.name} : "
                     f"{case.type_of(a.layout)}")

    def round_trip(value: Value) -> Value:
        """Through another element type and back, exactly (the values are
        small integers): type-changing ops, which a transform may be moved
        across. The other type cannot hold a typed pad value: the layout
        leaves it undefined from here on."""
        other, there, back = CONVERSIONS[case.dtype][
            int(rng.integers(len(CONVERSIONS[case.dtype])))]
        layout = without_pad_value(value.layout)
        # Casts take and give one encoding.
        if layout != value.layout:
            value = transform(value, layout)
        source = case.type_of(layout)
        middle = case.type_of(layout, dtype=other)
        converted = fresh(layout, value.reference, value.bound,
                          f"arith.{there} %{value.name} : {source} to "
                          f"{middle}")
        return fresh(layout, value.reference, value.bound,
                     f"arith.{back} %{converted.name} : {middle} to "
                     f"{case.type_of(layout)}")

    def reshape_round_trip(value: Value) -> Value:
        """Collapsed into packed groups of adjacent dims and expanded back
        into a layout of its own: a view of the buffer where a layout of
        the reshaped tensor keeps the elements in place, copies otherwise,
        and transforms sunk below the reshapes by propagation."""
        groups = [[0]]
        for dim in range(1, len(case.shape)):
            if rng.random() < 0.5:
                groups[-1].append(dim)
            else:
                groups.append([dim])
        spelled = "[" + ", ".join(
            "[" + ", ".join(map(str, group)) + "]" for group in groups) + "]"
        collapsed_shape = [int(np.prod([case.shape[d] for d in group]))
                           for group in groups]
        middle = case.type_of(tl.Layout(), shape=collapsed_shape)
        collapsed = fresh(tl.Layout(), value.reference, value.bound,
                          f"tensor.collapse_shape %{value.name} {spelled} : "
                          f"{case.type_of(value.layout)} into {middle}")
        layout = random_layout(rng, case.shape, case.dtype)
        output = case.extents(len(case.shape))
        return fresh(layout, value.reference, value.bound,
                     f"tensor.expand_shape %{collapsed.name} {spelled} "
                     f"output_shape [{output}] : {middle} into "
                     f"{case.type_of(layout)}")

    def split_and_concat(value: Value) -> Value:
        """Split in two along a dim (extract_slice, into packed or into a
        layout of their own) and concatenated back, then transformed into a
        layout: the concatenation written straight into that layout by
        propagation, the transforms before slices and inserts dropped. Its
        own random stream, so that the other choices stay the same."""
        own = np.random.default_rng([seed, index, 1])
        dims = [d for d, extent in enumerate(case.shape) if extent >= 2]
        if not dims:
            return value
        dim = int(own.choice(dims))
        cut = int(own.integers(1, case.shape[dim]))
        parts = []
        for offset, size in ((0, cut), (cut, case.shape[dim] - cut)):
            shape = list(case.shape)
            shape[dim] = size
            layout = (tl.Layout() if own.random() < 0.5 else
                      random_layout(own, shape, case.dtype))
            offsets = [offset if d == dim else 0 for d in range(len(shape))]
            parts.append((fresh(layout, None, 0,
                                f"tensor.extract_slice %{value.name}"
                                f"[{', '.join(map(str, offsets))}] "
                                f"[{', '.join(map(str, shape))}] "
                                f"[{', '.join('1' for _ in shape)}] : "
                                f"{case.type_of(value.layout)} to "
                                f"{case.type_of(layout, shape=shape)}"),
                          shape))
        joined = fresh(tl.Layout(), value.reference, value.bound,
                       f"tensor.concat dim({dim}) "
                       f"{', '.join('%' + p.name for p, _ in parts)} : "
                       f"({', '.join(case.type_of(p.layout, shape=sh) for p, sh in parts)})"
                       f" -> {case.type_of(tl.Layout())}")
        return transform(joined, random_layout(own, case.shape, case.dtype))

    arguments = []
    for i in range(int(rng.integers(1, 3))):
        layout = random_layout(rng, shape, case.dtype)
        values = rng.integers(-20, 21, size=case.shape)
        case.params.append((layout, values))
        arguments.append(Value(f"arg{i}", layout, values, 20))

    if DYNAMIC:  # The extents, for new tensors and reshapes.
        for dim in range(len(case.shape)):
            case.body.append(f"%c{dim} = arith.constant {dim} : index")
            case.body.append(f"%d{dim} = tensor.dim %arg0, %c{dim} : "
                             f"{case.type_of(arguments[0].layout)}")
    current = arguments[0]
    produced = [current]
    for _ in range(int(rng.integers(1, 6))):
        step = rng.choice(["transform", "transform", "constant", "argument",
                           "convert", "reshape"])
        if step == "convert":
            current = round_trip(current)
        elif step == "reshape":
            current = reshape_round_trip(current)
        elif step == "transform":
            current = transform(current, random_layout(rng, shape, case.dtype))
        elif step == "constant":
            op = str(rng.choice(["add", "sub", "mul", "max"]))
            # No multiplication by -1: -0.0 would differ from the integer
            # reference in its bits.
            number = 2 if op == "mul" else int(rng.integers(-3, 4))
            if op == "mul" and current.bound * 2 > BOUND:
                op, number = "sub", 1
            current = binary(op, current, constant(current.layout, number))
        else:
            other = arguments[int(rng.integers(len(arguments)))]
            if other.layout != current.layout:
                other = transform(other, current.layout)
            op = str(rng.choice(["add", "sub", "max"]))
            if current.bound + other.bound > BOUND:
                op = "max"
            current = binary(op, current, other)
        produced.append(current)
    if CONCAT and not DYNAMIC:
        current = split_and_concat(current)
    case.results.append(current)
    if rng.random() < 0.3:  # A second result: an earlier value, maybe an
        case.results.append(produced[int(rng.integers(len(produced)))])
    return case


def padding_mask(layout: tl.Layout, shape) -> np.ndarray:
    """True at the physical positions that are padding."""
    return tl.pack(np.ones(shape, np.int8), without_pad_value(layout),
                   "i8") == 0


def argument(case: Case, layout: tl.Layout, values) -> tl.LayoutArray:
    """`values` packed, undefined padding holding the allocator's pattern."""
    physical = tl.pack(values, layout, case.dtype)
    if layout.pad_kind == "undef":
        raw = physical.view(np.uint8).reshape(physical.shape + (-1,))
        raw[padding_mask(layout, case.shape)] = PATTERN
    return tl.LayoutArray(physical, layout, case.shape, case.dtype)


def check(case: Case, outputs) -> List[str]:
    """What differs between the outputs and the reference."""
    problems = []
    for i, (value, out) in enumerate(zip(case.results, outputs)):
        expected = tl.pack(value.reference, value.layout, case.dtype)
        got = out.physical
        if got.shape != expected.shape:
            problems.append(f"result #{i}: physical shape {got.shape}, "
                            f"expected {expected.shape}")
            continue
        mask = padding_mask(value.layout, case.shape)
        same = got.view(np.uint8).reshape(got.shape + (-1,)) == \
            expected.view(np.uint8).reshape(expected.shape + (-1,))
        same = same.all(axis=-1)
        wrong_elements = np.flatnonzero(~same & ~mask)
        if wrong_elements.size:
            problems.append(
                f"result #{i}: {wrong_elements.size} element(s) differ; "
                f"got\n{out.numpy()}\nexpected\n"
                f"{tl.unpack(expected, value.layout, case.shape, case.dtype)}")
        if value.layout.pad_kind != "undef":
            bad = np.flatnonzero(~same & mask)
            if bad.size:
                problems.append(f"result #{i}: {bad.size} padding element(s) "
                                f"do not hold the pad value")
        elif not EMULATE_GPU and not PROPAGATE:
            # (The GPU kernels write every position of the destination,
            # undefined padding as zeros, so that their stores coalesce.
            # After propagation a result may be a view of a buffer whose
            # padding holds a value the result's layout leaves undefined.)
            raw = got.view(np.uint8).reshape(got.shape + (-1,))
            written = np.flatnonzero((raw != PATTERN).any(axis=-1) & mask)
            if written.size:
                problems.append(f"result #{i}: {written.size} undefined "
                                f"padding element(s) were written")
    return problems


def reproducer(case: Case, problems: List[str]) -> str:
    np.set_printoptions(threshold=sys.maxsize)  # Every input value.
    inputs = "\n".join(
        f"  %arg{i} ({case.type_of(layout)}):\n{values}"
        for i, (layout, values) in enumerate(case.params))
    return (f"=== FAIL seed {case.seed} case {case.index}\n"
            + "\n".join(problems) + "\n--- program\n" + case.function()
            + "--- inputs (logical values)\n" + inputs + "\n--- rerun:\n"
            f"  {sys.argv[0]} --seed {case.seed} --case {case.index}"
            + (" --large" if EXTENTS is LARGE_EXTENTS else "")
            + (f" --threads {THREADS}" if THREADS != 1 else "")
            + (" --emulate-gpu" if EMULATE_GPU else "")
            + (" --propagate" if PROPAGATE else "")
            + (" --concat" if CONCAT else "")
            + (" --dynamic" if DYNAMIC else "") + "\n")


TRACE = False
DYNAMIC = False
CONCAT = False
PROPAGATE = False
THREADS = 1
EMULATE_GPU = False
# Layouts in a memory space run in host memory.
PIPELINE = "layout-lower-to-llvm{host-memory-spaces=true}"


def run_batch(cases: List[Case], allocator_factory) -> List[str]:
    """Compiles `cases` in one module (each alone if that fails), runs and
    checks them; returns the failure reports."""
    failures = []
    allocator = allocator_factory()
    try:
        compiled = tl.compile("".join(c.function() for c in cases),
                              pipeline=PIPELINE, allocator=allocator)
    except tl.MLIRError as error:
        if len(cases) == 1:
            return [reproducer(cases[0], [f"does not compile: {error}"])]
        for case in cases:
            failures += run_batch([case], allocator_factory)
        return failures
    for case in cases:
        arguments = [argument(case, layout, values)
                     for layout, values in case.params]
        if TRACE:
            print(f"running seed {case.seed} case {case.index}",
                  file=sys.stderr, flush=True)
        try:
            outputs = compiled[case.name](*arguments)
            problems = check(case, outputs if isinstance(outputs, tuple)
                             else (outputs,))
        except AssertionError as error:  # MemoryCheckError
            problems = [f"memory check: {error}"]
        if problems:
            failures.append(reproducer(case, problems))
    if allocator.live:
        failures.append(f"=== {allocator.live} buffer(s) of cases "
                        f"{cases[0].index}..{cases[-1].index} never freed")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=300)
    parser.add_argument("--case", type=int, default=None,
                        help="run (and print) only this case")
    parser.add_argument("--batch", type=int, default=50,
                        help="cases compiled per module")
    parser.add_argument("--show", action="store_true",
                        help="print the generated programs")
    parser.add_argument("--large", action="store_true",
                        help="larger extents (up to 130, 64Ki elements)")
    parser.add_argument("--threads", type=int, default=1,
                        help="compile with layout-lower-to-llvm{threads=N}, "
                        "non-temporal stores wherever they apply")
    parser.add_argument("--emulate-gpu", action="store_true",
                        help="compile transforms as the GPU kernels, run as "
                        "host loops (layout-lower-to-llvm{emulate-gpu=true})")
    parser.add_argument("--propagate", action="store_true",
                        help="optimize first (layout-propagate, "
                        "canonicalize): every program the optimizer makes "
                        "must lower and compute the same")
    parser.add_argument("--dynamic", action="store_true",
                        help="every extent dynamic")
    parser.add_argument("--concat", action="store_true",
                        help="end each program with its value split in "
                        "two (tensor.extract_slice), concatenated back and "
                        "transformed (static extents)")
    parser.add_argument("--trace", action="store_true",
                        help="name each case on stderr before running it "
                        "(to find the one a crash comes from)")
    args = parser.parse_args()
    global TRACE, EXTENTS, MAX_ELEMENTS, PIPELINE, THREADS, EMULATE_GPU, \
        PROPAGATE, DYNAMIC, CONCAT
    TRACE, THREADS, EMULATE_GPU = args.trace, args.threads, args.emulate_gpu
    DYNAMIC, CONCAT = args.dynamic, args.concat
    options = ["host-memory-spaces=true"]
    if args.threads != 1:
        options.append(f"threads={args.threads} nontemporal-bytes=1")
    if args.emulate_gpu:
        options.append("emulate-gpu=true")
    PIPELINE = f"layout-lower-to-llvm{{{' '.join(options)}}}"
    if args.propagate:
        PIPELINE = "layout-propagate,canonicalize," + PIPELINE
    PROPAGATE = args.propagate
    if args.large:
        EXTENTS, MAX_ELEMENTS = LARGE_EXTENTS, LARGE_MAX_ELEMENTS

    indices = [args.case] if args.case is not None else range(args.cases)
    cases = [generate(args.seed, k) for k in indices]
    if args.show or args.case is not None:
        for case in cases:
            print(case.function())
    start, failures = time.time(), []
    for first in range(0, len(cases), args.batch):
        failures += run_batch(cases[first:first + args.batch], GuardedAllocator)
    for report in failures:
        print(report)
    tiled = sum(1 for c in cases if any(layout.tiles for layout, _ in c.params)
                or any(v.layout.tiles for v in c.results))
    print(f"differential: {len(cases)} cases ({tiled} with tiled layouts), "
          f"seed {args.seed}: {len(failures)} failed "
          f"in {time.time() - start:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

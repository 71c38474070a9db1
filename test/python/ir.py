# RUN: %python %s | FileCheck %s
"""Modules: parse, print, verify, pass pipelines (ours and upstream), and
diagnostics raised as MLIRError with their locations."""

import tensor_layout as tl

SOURCE = """\
#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
func.func @f(%x: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = layout.transform %x : tensor<1x3x4x4xf32> to tensor<1x3x4x4xf32, #nhwc>
  %1 = layout.transform %0 : tensor<1x3x4x4xf32, #nhwc> to tensor<1x3x4x4xf32>
  return %1 : tensor<1x3x4x4xf32>
}
"""

module = tl.Module.parse(SOURCE, "net.mlir")
module.verify()
print(module)
# CHECK: #[[NHWC:.*]] = #layout.encoding<order = [0, 2, 3, 1]>
# CHECK: func.func @f
# CHECK-COUNT-2: layout.transform

# Upstream and layout passes in one pipeline; the module changes in place.
copy = module.clone()
module.run_pipeline("layout-propagate,canonicalize,cse")
print(module)
# CHECK: func.func @f(%[[X:.*]]: tensor<1x3x4x4xf32>)
# CHECK-NEXT: return %[[X]]
print(copy.to_string().count("layout.transform"))
# CHECK: 2
print(copy.to_string(debug_info=True).count('loc("net.mlir":3:'))
# CHECK: 1
copy.run_pipeline("builtin.module(layout-lower-to-llvm)")
print("llvm.func @f" in str(copy))
# CHECK: True


def report(call):
    try:
        call()
    except tl.MLIRError as error:
        print("MLIRError:", error.message)
        for d in error.diagnostics:
            print("  ", d.severity, d.location, d.message)
            for note in d.notes:
                print("    ", note.severity, note.location, note.message)


# A parse error, located in the named source.
report(lambda: tl.Module.parse("func.func @g() {\n  %0 = foo.bar\n}", "bad.mlir"))
# CHECK: MLIRError: cannot parse bad.mlir
# CHECK-NEXT: error loc("bad.mlir":2:8) Dialect `foo' not found for custom op 'foo.bar'
# CHECK-NEXT: note loc("bad.mlir":2:8) Available dialects: {{.*}}layout

# A verifier error of our dialect.
report(lambda: tl.Module.parse(
    "func.func @g(%x: tensor<4xf32>) -> tensor<5xf32> {\n"
    "  %0 = layout.transform %x : tensor<4xf32> to tensor<5xf32>\n"
    "  return %0 : tensor<5xf32>\n}\n", "shapes.mlir"))
# CHECK: MLIRError: cannot parse shapes.mlir
# CHECK-NEXT: error loc("shapes.mlir":2:8) 'layout.transform' op source shape 'tensor<4xf32>' and result shape 'tensor<5xf32>' differ

# A pass failure: layout-verify names the violated requirement at the op.
# (M is dynamic: with static extents the target takes plain layouts too, at
# a modelled cost.)
matmul = tl.Module.parse("""
func.func @mm(%a: tensor<?x1000xf32>, %b: tensor<1000x64xf32>,
              %c: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x1000xf32>, tensor<1000x64xf32>)
                     outs(%c : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}""", "mm.mlir")
report(lambda: matmul.run_pipeline("layout-verify{target=generic-cpu}"))
# CHECK: MLIRError: pass pipeline 'builtin.module(layout-verify{target=generic-cpu})' failed
# CHECK-NEXT: error loc("mm.mlir":4:8) operand #0 of 'linalg.matmul' is in the packed row-major layout but target 'generic-cpu' requires {{.*}}: physical extent 1000 of dimension 1 is not a multiple of 16 elements (64 bytes)
# CHECK-NOT: see current operation

# Unknown passes are reported with the parser's message.
report(lambda: matmul.run_pipeline("no-such-pass"))
# CHECK: MLIRError: invalid pass pipeline 'builtin.module(no-such-pass)': {{.*}}no-such-pass

# Assignment then verification succeeds and inserts the transforms: A's
# rows are padded; B and C need only alignment, which their argument types
# promise instead (no copy).
matmul.run_pipeline("layout-assign{target=generic-cpu},layout-propagate,"
                    "canonicalize,layout-verify{target=generic-cpu}")
print(str(matmul).count("layout.transform"))
# CHECK: 1

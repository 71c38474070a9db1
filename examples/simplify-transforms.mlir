// A frontend that lowers one op at a time converts each op's operands to the
// layout its kernel wants and converts the result straight back to NCHW.
// Here a ReLU runs on NHWC data and its consumer wants blocked NCHW16c
// channels: the frontend left five transforms behind, and two of them only
// undo each other.
//
// Run:
//   tensor-opt examples/simplify-transforms.mlir \
//     --layout-report --canonicalize --layout-report
//
// The first report counts 5 transforms moving 4014080 bytes; after
// canonicalization 2 transforms move 1605632 bytes: NCHW -> NHWC before the
// ReLU and one NHWC -> NCHW16c transform after it.

#nhwc = #layout.encoding<order = [0, 2, 3, 1]>
#nchw16c = #layout.encoding<tiles = [1 : 16], base_align = 64>

func.func @relu_then_blocked(%image: tensor<1x32x56x56xf32>)
    -> tensor<1x32x56x56xf32, #nchw16c> {
  // The ReLU kernel wants channels innermost.
  %in = layout.transform %image
      : tensor<1x32x56x56xf32> to tensor<1x32x56x56xf32, #nhwc>
  %zero = arith.constant dense<0.0> : tensor<1x32x56x56xf32, #nhwc>
  %relu = arith.maximumf %in, %zero : tensor<1x32x56x56xf32, #nhwc>

  // The frontend converts every result back to NCHW ...
  %back = layout.transform %relu
      : tensor<1x32x56x56xf32, #nhwc> to tensor<1x32x56x56xf32>
  // ... and the next kernel wants blocked channels.
  %blocked = layout.transform %back
      : tensor<1x32x56x56xf32> to tensor<1x32x56x56xf32, #nchw16c>

  // A round trip left over from a removed op: NCHW16c -> NHWC -> NCHW16c.
  %t = layout.transform %blocked
      : tensor<1x32x56x56xf32, #nchw16c> to tensor<1x32x56x56xf32, #nhwc>
  %u = layout.transform %t
      : tensor<1x32x56x56xf32, #nhwc> to tensor<1x32x56x56xf32, #nchw16c>
  return %u : tensor<1x32x56x56xf32, #nchw16c>
}

// RUN: tensor-opt %s -layout-propagate | FileCheck %s
//
// A tree of 63 element-wise ops over 64 transforms out of zero-padded rows,
// each of which cancels: the whole tree moves into the rows and no transform
// is left. (The plan of a tree this size once read freed memory.)
// CHECK-LABEL: func.func @tree
// CHECK-NOT: layout.transform
// CHECK: return
#rows = #layout.encoding<align = [1, 8], pad_value = zero>

func.func @tree(
    %a0: tensor<4x5xf32, #rows>,
    %a1: tensor<4x5xf32, #rows>,
    %a2: tensor<4x5xf32, #rows>,
    %a3: tensor<4x5xf32, #rows>,
    %a4: tensor<4x5xf32, #rows>,
    %a5: tensor<4x5xf32, #rows>,
    %a6: tensor<4x5xf32, #rows>,
    %a7: tensor<4x5xf32, #rows>,
    %a8: tensor<4x5xf32, #rows>,
    %a9: tensor<4x5xf32, #rows>,
    %a10: tensor<4x5xf32, #rows>,
    %a11: tensor<4x5xf32, #rows>,
    %a12: tensor<4x5xf32, #rows>,
    %a13: tensor<4x5xf32, #rows>,
    %a14: tensor<4x5xf32, #rows>,
    %a15: tensor<4x5xf32, #rows>,
    %a16: tensor<4x5xf32, #rows>,
    %a17: tensor<4x5xf32, #rows>,
    %a18: tensor<4x5xf32, #rows>,
    %a19: tensor<4x5xf32, #rows>,
    %a20: tensor<4x5xf32, #rows>,
    %a21: tensor<4x5xf32, #rows>,
    %a22: tensor<4x5xf32, #rows>,
    %a23: tensor<4x5xf32, #rows>,
    %a24: tensor<4x5xf32, #rows>,
    %a25: tensor<4x5xf32, #rows>,
    %a26: tensor<4x5xf32, #rows>,
    %a27: tensor<4x5xf32, #rows>,
    %a28: tensor<4x5xf32, #rows>,
    %a29: tensor<4x5xf32, #rows>,
    %a30: tensor<4x5xf32, #rows>,
    %a31: tensor<4x5xf32, #rows>,
    %a32: tensor<4x5xf32, #rows>,
    %a33: tensor<4x5xf32, #rows>,
    %a34: tensor<4x5xf32, #rows>,
    %a35: tensor<4x5xf32, #rows>,
    %a36: tensor<4x5xf32, #rows>,
    %a37: tensor<4x5xf32, #rows>,
    %a38: tensor<4x5xf32, #rows>,
    %a39: tensor<4x5xf32, #rows>,
    %a40: tensor<4x5xf32, #rows>,
    %a41: tensor<4x5xf32, #rows>,
    %a42: tensor<4x5xf32, #rows>,
    %a43: tensor<4x5xf32, #rows>,
    %a44: tensor<4x5xf32, #rows>,
    %a45: tensor<4x5xf32, #rows>,
    %a46: tensor<4x5xf32, #rows>,
    %a47: tensor<4x5xf32, #rows>,
    %a48: tensor<4x5xf32, #rows>,
    %a49: tensor<4x5xf32, #rows>,
    %a50: tensor<4x5xf32, #rows>,
    %a51: tensor<4x5xf32, #rows>,
    %a52: tensor<4x5xf32, #rows>,
    %a53: tensor<4x5xf32, #rows>,
    %a54: tensor<4x5xf32, #rows>,
    %a55: tensor<4x5xf32, #rows>,
    %a56: tensor<4x5xf32, #rows>,
    %a57: tensor<4x5xf32, #rows>,
    %a58: tensor<4x5xf32, #rows>,
    %a59: tensor<4x5xf32, #rows>,
    %a60: tensor<4x5xf32, #rows>,
    %a61: tensor<4x5xf32, #rows>,
    %a62: tensor<4x5xf32, #rows>,
    %a63: tensor<4x5xf32, #rows>) -> tensor<4x5xf32, #rows> {
  %l0 = layout.transform %a0 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l1 = layout.transform %a1 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l2 = layout.transform %a2 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l3 = layout.transform %a3 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l4 = layout.transform %a4 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l5 = layout.transform %a5 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l6 = layout.transform %a6 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l7 = layout.transform %a7 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l8 = layout.transform %a8 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l9 = layout.transform %a9 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l10 = layout.transform %a10 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l11 = layout.transform %a11 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l12 = layout.transform %a12 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l13 = layout.transform %a13 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l14 = layout.transform %a14 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l15 = layout.transform %a15 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l16 = layout.transform %a16 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l17 = layout.transform %a17 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l18 = layout.transform %a18 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l19 = layout.transform %a19 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l20 = layout.transform %a20 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l21 = layout.transform %a21 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l22 = layout.transform %a22 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l23 = layout.transform %a23 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l24 = layout.transform %a24 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l25 = layout.transform %a25 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l26 = layout.transform %a26 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l27 = layout.transform %a27 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l28 = layout.transform %a28 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l29 = layout.transform %a29 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l30 = layout.transform %a30 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l31 = layout.transform %a31 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l32 = layout.transform %a32 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l33 = layout.transform %a33 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l34 = layout.transform %a34 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l35 = layout.transform %a35 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l36 = layout.transform %a36 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l37 = layout.transform %a37 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l38 = layout.transform %a38 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l39 = layout.transform %a39 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l40 = layout.transform %a40 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l41 = layout.transform %a41 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l42 = layout.transform %a42 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l43 = layout.transform %a43 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l44 = layout.transform %a44 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l45 = layout.transform %a45 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l46 = layout.transform %a46 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l47 = layout.transform %a47 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l48 = layout.transform %a48 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l49 = layout.transform %a49 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l50 = layout.transform %a50 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l51 = layout.transform %a51 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l52 = layout.transform %a52 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l53 = layout.transform %a53 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l54 = layout.transform %a54 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l55 = layout.transform %a55 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l56 = layout.transform %a56 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l57 = layout.transform %a57 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l58 = layout.transform %a58 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l59 = layout.transform %a59 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l60 = layout.transform %a60 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l61 = layout.transform %a61 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l62 = layout.transform %a62 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %l63 = layout.transform %a63 : tensor<4x5xf32, #rows> to tensor<4x5xf32>
  %t0 = arith.mulf %l0, %l1 : tensor<4x5xf32>
  %t1 = arith.addf %l2, %l3 : tensor<4x5xf32>
  %t2 = arith.mulf %l4, %l5 : tensor<4x5xf32>
  %t3 = arith.addf %l6, %l7 : tensor<4x5xf32>
  %t4 = arith.mulf %l8, %l9 : tensor<4x5xf32>
  %t5 = arith.addf %l10, %l11 : tensor<4x5xf32>
  %t6 = arith.mulf %l12, %l13 : tensor<4x5xf32>
  %t7 = arith.addf %l14, %l15 : tensor<4x5xf32>
  %t8 = arith.mulf %l16, %l17 : tensor<4x5xf32>
  %t9 = arith.addf %l18, %l19 : tensor<4x5xf32>
  %t10 = arith.mulf %l20, %l21 : tensor<4x5xf32>
  %t11 = arith.addf %l22, %l23 : tensor<4x5xf32>
  %t12 = arith.mulf %l24, %l25 : tensor<4x5xf32>
  %t13 = arith.addf %l26, %l27 : tensor<4x5xf32>
  %t14 = arith.mulf %l28, %l29 : tensor<4x5xf32>
  %t15 = arith.addf %l30, %l31 : tensor<4x5xf32>
  %t16 = arith.mulf %l32, %l33 : tensor<4x5xf32>
  %t17 = arith.addf %l34, %l35 : tensor<4x5xf32>
  %t18 = arith.mulf %l36, %l37 : tensor<4x5xf32>
  %t19 = arith.addf %l38, %l39 : tensor<4x5xf32>
  %t20 = arith.mulf %l40, %l41 : tensor<4x5xf32>
  %t21 = arith.addf %l42, %l43 : tensor<4x5xf32>
  %t22 = arith.mulf %l44, %l45 : tensor<4x5xf32>
  %t23 = arith.addf %l46, %l47 : tensor<4x5xf32>
  %t24 = arith.mulf %l48, %l49 : tensor<4x5xf32>
  %t25 = arith.addf %l50, %l51 : tensor<4x5xf32>
  %t26 = arith.mulf %l52, %l53 : tensor<4x5xf32>
  %t27 = arith.addf %l54, %l55 : tensor<4x5xf32>
  %t28 = arith.mulf %l56, %l57 : tensor<4x5xf32>
  %t29 = arith.addf %l58, %l59 : tensor<4x5xf32>
  %t30 = arith.mulf %l60, %l61 : tensor<4x5xf32>
  %t31 = arith.addf %l62, %l63 : tensor<4x5xf32>
  %t32 = arith.mulf %t0, %t1 : tensor<4x5xf32>
  %t33 = arith.addf %t2, %t3 : tensor<4x5xf32>
  %t34 = arith.mulf %t4, %t5 : tensor<4x5xf32>
  %t35 = arith.addf %t6, %t7 : tensor<4x5xf32>
  %t36 = arith.mulf %t8, %t9 : tensor<4x5xf32>
  %t37 = arith.addf %t10, %t11 : tensor<4x5xf32>
  %t38 = arith.mulf %t12, %t13 : tensor<4x5xf32>
  %t39 = arith.addf %t14, %t15 : tensor<4x5xf32>
  %t40 = arith.mulf %t16, %t17 : tensor<4x5xf32>
  %t41 = arith.addf %t18, %t19 : tensor<4x5xf32>
  %t42 = arith.mulf %t20, %t21 : tensor<4x5xf32>
  %t43 = arith.addf %t22, %t23 : tensor<4x5xf32>
  %t44 = arith.mulf %t24, %t25 : tensor<4x5xf32>
  %t45 = arith.addf %t26, %t27 : tensor<4x5xf32>
  %t46 = arith.mulf %t28, %t29 : tensor<4x5xf32>
  %t47 = arith.addf %t30, %t31 : tensor<4x5xf32>
  %t48 = arith.mulf %t32, %t33 : tensor<4x5xf32>
  %t49 = arith.addf %t34, %t35 : tensor<4x5xf32>
  %t50 = arith.mulf %t36, %t37 : tensor<4x5xf32>
  %t51 = arith.addf %t38, %t39 : tensor<4x5xf32>
  %t52 = arith.mulf %t40, %t41 : tensor<4x5xf32>
  %t53 = arith.addf %t42, %t43 : tensor<4x5xf32>
  %t54 = arith.mulf %t44, %t45 : tensor<4x5xf32>
  %t55 = arith.addf %t46, %t47 : tensor<4x5xf32>
  %t56 = arith.mulf %t48, %t49 : tensor<4x5xf32>
  %t57 = arith.addf %t50, %t51 : tensor<4x5xf32>
  %t58 = arith.mulf %t52, %t53 : tensor<4x5xf32>
  %t59 = arith.addf %t54, %t55 : tensor<4x5xf32>
  %t60 = arith.mulf %t56, %t57 : tensor<4x5xf32>
  %t61 = arith.addf %t58, %t59 : tensor<4x5xf32>
  %t62 = arith.mulf %t60, %t61 : tensor<4x5xf32>
  %r = layout.transform %t62 : tensor<4x5xf32> to tensor<4x5xf32, #rows>
  return %r : tensor<4x5xf32, #rows>
}

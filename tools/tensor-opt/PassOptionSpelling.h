//===- PassOptionSpelling.h - Misspelled pass options, caught early -*- C++
//-*-===//
//
// MLIR's option parser answers `--layout-assign=targt=onednn` with
// `<Pass-Options-Parser>: no such option targt` at an unknown location.
// tensor-opt checks the options of each pass and pipeline named on its
// command line first and names the closest one, as target names do.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_TOOLS_TENSOR_OPT_PASSOPTIONSPELLING_H
#define TENSOR_LAYOUT_TOOLS_TENSOR_OPT_PASSOPTIONSPELLING_H

namespace mlir {
namespace layout {

/// Whether every option given to a registered pass or to the project's
/// pipelines in `argv` (`--name=opt=value ...`) is one it has; prints an
/// error with the closest option's name for each that is not.
bool checkPassOptionSpelling(int argc, char **argv);

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_TOOLS_TENSOR_OPT_PASSOPTIONSPELLING_H

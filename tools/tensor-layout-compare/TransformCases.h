//===- TransformCases.h - Functions built ahead of time ---------*- C++ -*-===//
//
// The `// CASE:` lines of a file of transforms or networks, as
// tensor-layout-compare and the GPU benchmarks read them:
//
//   // CASE: <function> <element type> <input shape> -> <rank> <elements>
//
// a function from one tensor in the identity layout (or several: their
// shapes separated by commas, for the network benchmark) to one result of
// the given rank whose buffer holds the given number of elements, padding
// included; and upstream's memref descriptors, read as plain structs, to
// call the functions' C interface (_mlir_ciface_<function>) without MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_TOOLS_TRANSFORMCASES_H
#define TENSOR_LAYOUT_TOOLS_TRANSFORMCASES_H

#include <cstdint>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace transform_cases {

constexpr int kMaxRank = 8;

/// Upstream's StridedMemRefType<T, N> for any N up to kMaxRank: the sizes
/// are followed by the strides, so they are read at [rank + i].
struct Descriptor {
  void *allocated;
  void *aligned;
  int64_t offset;
  int64_t sizesAndStrides[2 * kMaxRank];
};

struct Case {
  std::string function, type;
  std::vector<int64_t> inputShape;
  /// The shapes of the second and later inputs (a network's; transform
  /// cases have one input).
  std::vector<std::vector<int64_t>> otherInputShapes;
  int resultRank;
  int64_t resultElements;

  int64_t getInputElements() const {
    int64_t count = 1;
    for (int64_t extent : inputShape)
      count *= extent;
    return count;
  }
};

using Function = void (*)(Descriptor *result, Descriptor *input);

inline int64_t getElementBytes(const std::string &type) {
  if (type == "f64" || type == "i64")
    return 8;
  if (type == "f32" || type == "i32")
    return 4;
  if (type == "f16" || type == "bf16" || type == "i16")
    return 2;
  if (type == "i8")
    return 1;
  return 0;
}

inline bool parseShape(const std::string &text, std::vector<int64_t> &shape) {
  if (text.empty() || text.back() == 'x')
    return false;
  std::stringstream stream(text);
  std::string extent;
  while (std::getline(stream, extent, 'x')) {
    if (extent.empty() ||
        extent.find_first_not_of("0123456789") != std::string::npos)
      return false;
    shape.push_back(std::stoll(extent));
  }
  return !shape.empty() && shape.size() <= size_t(kMaxRank);
}

/// Reads the cases of `path` into `cases`; false (with a message) where a
/// line is malformed, or a case has several inputs unless `severalInputs`.
inline bool readCases(const char *path, std::vector<Case> &cases,
                      bool severalInputs = false) {
  std::ifstream file(path);
  if (!file) {
    std::fprintf(stderr, "cannot read %s\n", path);
    return false;
  }
  std::string line;
  for (int number = 1; std::getline(file, line); ++number) {
    size_t at = line.find_first_not_of(" \t");
    if (at == std::string::npos || line.compare(at, 8, "// CASE:") != 0)
      continue;
    std::stringstream fields(line.substr(at + 8));
    Case c;
    std::string shape, arrow;
    fields >> c.function >> c.type >> shape >> arrow >> c.resultRank >>
        c.resultElements;
    // Several inputs: their shapes separated by commas.
    std::stringstream shapes(shape);
    bool shapesParse = !shape.empty() && shape.back() != ',';
    for (std::string one; shapesParse && std::getline(shapes, one, ',');) {
      std::vector<int64_t> &parsed = c.inputShape.empty()
                                         ? c.inputShape
                                         : c.otherInputShapes.emplace_back();
      shapesParse = parseShape(one, parsed);
    }
    if (fields.fail() || arrow != "->" || !getElementBytes(c.type) ||
        !shapesParse || c.resultRank < 0 || c.resultRank > kMaxRank ||
        c.resultElements < 0) {
      std::fprintf(stderr,
                   "%s:%d: expected '// CASE: <function> <type> "
                   "<shape>[,<shape>...] -> <rank> <elements>'\n",
                   path, number);
      return false;
    }
    if (!severalInputs && !c.otherInputShapes.empty()) {
      std::fprintf(stderr,
                   "%s:%d: %s takes several inputs; this tool calls "
                   "functions of one\n",
                   path, number, c.function.c_str());
      return false;
    }
    cases.push_back(c);
  }
  if (cases.empty())
    std::fprintf(stderr, "%s: no '// CASE:' lines\n", path);
  return !cases.empty();
}

} // namespace transform_cases

#endif // TENSOR_LAYOUT_TOOLS_TRANSFORMCASES_H

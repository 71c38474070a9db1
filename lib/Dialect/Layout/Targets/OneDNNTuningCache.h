//===- OneDNNTuningCache.h - Measured kernel times, as a file ---*- C++ -*-===//
//
// Measuring oneDNN's kernels is an explicit step (`layout-tune-onednn`),
// as XLA's autotuning cache and TVM's tuning logs are: it times the
// kernels the onednn target compares on this CPU and writes them to a
// file, which `layout-assign` reads (`tuning-cache=`). A compile itself
// never times anything, so the same input, options and cache give the
// same program whatever the machine is doing.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNTUNINGCACHE_H
#define TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNTUNINGCACHE_H

#include "OneDNNKernelTimes.h"

#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace mlir {
namespace layout {

/// The process's tuning cache: convolution times by the target's key of a
/// convolution and the formats compared (std::nullopt: oneDNN has no
/// kernel for one of them).
class OneDNNTuningCache {
public:
  using Key = std::vector<int64_t>;
  using Entry = std::optional<ConvolutionTimes>;

  static OneDNNTuningCache &get();

  /// The entry for `key`, where the cache has one.
  std::optional<Entry> lookup(const Key &key);
  /// Whether convolutions not in the cache are measured (and recorded)
  /// rather than modelled: only while tuning.
  bool isMeasuring();
  void setMeasuring(bool measuring);
  void record(const Key &key, const Entry &entry);
  /// Replaces the entries by those of the file `text`; false, with
  /// `error` set, where it is malformed.
  bool parse(StringRef text, std::string &error);
  /// All entries as a file, in key order.
  std::string print();
  void clear();

private:
  std::mutex mutex;
  std::map<Key, Entry> entries;
  bool measuring = false;
};

} // namespace layout
} // namespace mlir

#endif // TENSOR_LAYOUT_LIB_DIALECT_LAYOUT_TARGETS_ONEDNNTUNINGCACHE_H

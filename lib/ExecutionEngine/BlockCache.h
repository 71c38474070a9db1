//===- BlockCache.h - Freed device blocks kept for reuse --------*- C++ -*-===//
//
// A network's call allocates and frees the same buffers every time, and
// cuMemAlloc and cuMemFree cost microseconds each (cuMemFree waits for the
// device; managed memory faults its pages in again), more than a small
// network's kernels. mgpuMemFree keeps a freed block here, and
// mgpuMemAlloc of the same rounded size and kind takes it back, as
// PyTorch's caching allocator does. The cache itself knows no CUDA: the
// runtime frees what it hands back.
//
//===----------------------------------------------------------------------===//

#ifndef TENSOR_LAYOUT_LIB_EXECUTIONENGINE_BLOCKCACHE_H
#define TENSOR_LAYOUT_LIB_EXECUTIONENGINE_BLOCKCACHE_H

#include <cstdint>
#include <map>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tensor_layout_cuda {

class BlockCache {
public:
  /// Blocks are sized in multiples of this many bytes.
  static constexpr uint64_t kGranule = 512;

  /// Keeps at most `limitBytes` of freed blocks (0: none).
  explicit BlockCache(uint64_t limitBytes) : limitBytes(limitBytes) {}

  static uint64_t roundUp(uint64_t bytes) {
    return (bytes + kGranule - 1) / kGranule * kGranule;
  }

  /// A kept block of `bytes` (rounded) and `kind` (a device and whether
  /// managed), now in use again, or 0.
  uintptr_t take(uint64_t bytes, int kind) {
    auto found = freeBlocks.find({kind, bytes});
    if (found == freeBlocks.end())
      return 0;
    uintptr_t block = found->second;
    freeBlocks.erase(found);
    freeBytes -= bytes;
    inUse[block] = {kind, bytes};
    return block;
  }

  /// Records `block`, just allocated with `bytes` (rounded) of `kind`.
  void track(uintptr_t block, uint64_t bytes, int kind) {
    inUse[block] = {kind, bytes};
  }

  /// Takes `block` back: the blocks to free now, which are `block` itself
  /// where it is not one of the cache's or the limit is reached.
  std::vector<uintptr_t> give(uintptr_t block) {
    auto found = inUse.find(block);
    if (found == inUse.end())
      return {block};
    auto [kind, bytes] = found->second;
    inUse.erase(found);
    if (freeBytes + bytes > limitBytes)
      return {block};
    freeBlocks.insert({{kind, bytes}, block});
    freeBytes += bytes;
    return {};
  }

  /// Every kept block, to free (an allocation failed for want of memory).
  std::vector<uintptr_t> releaseAll() {
    std::vector<uintptr_t> blocks;
    for (auto &entry : freeBlocks)
      blocks.push_back(entry.second);
    freeBlocks.clear();
    freeBytes = 0;
    return blocks;
  }

  uint64_t getFreeBytes() const { return freeBytes; }

private:
  uint64_t limitBytes;
  uint64_t freeBytes = 0;
  /// (kind, size) of each block handed out.
  std::unordered_map<uintptr_t, std::pair<int, uint64_t>> inUse;
  /// Kept blocks by (kind, size).
  std::multimap<std::pair<int, uint64_t>, uintptr_t> freeBlocks;
};

} // namespace tensor_layout_cuda

#endif // TENSOR_LAYOUT_LIB_EXECUTIONENGINE_BLOCKCACHE_H
